/* mst-finding.c: one problem the army checks found in a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-finding.h"

struct _MstFinding
{
  GObject parent_instance;

  char *rule_id;
  MstSeverity severity;
  char *message;
  GObject *item;
  /* What the message sums up, a line each (NULL: nothing more). */
  GStrv details;
};

G_DEFINE_FINAL_TYPE (MstFinding, mst_finding, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RULE_ID,
  PROP_MESSAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_finding_finalize (GObject *object)
{
  MstFinding *self = MST_FINDING (object);

  g_free (self->rule_id);
  g_free (self->message);
  g_strfreev (self->details);
  g_clear_object (&self->item);

  G_OBJECT_CLASS (mst_finding_parent_class)->finalize (object);
}

static void
mst_finding_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstFinding *self = MST_FINDING (object);

  switch (prop_id)
    {
    case PROP_RULE_ID: g_value_set_string (value, self->rule_id); break;
    case PROP_MESSAGE: g_value_set_string (value, self->message); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_finding_class_init (MstFindingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_finding_finalize;
  object_class->get_property = mst_finding_get_property;

  properties[PROP_RULE_ID] = g_param_spec_string ("rule-id", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_finding_init (MstFinding *self)
{
}

MstFinding *
mst_finding_new (const char *rule_id, MstSeverity severity, const char *message, gpointer item)
{
  MstFinding *self;

  g_return_val_if_fail (rule_id != NULL, NULL);
  g_return_val_if_fail (message != NULL, NULL);
  g_return_val_if_fail (item == NULL || G_IS_OBJECT (item), NULL);

  self = g_object_new (MST_TYPE_FINDING, NULL);
  self->rule_id = g_strdup (rule_id);
  self->severity = severity;
  self->message = g_strdup (message);
  self->item = item != NULL ? g_object_ref (item) : NULL;
  return self;
}

const char *
mst_finding_get_rule_id (MstFinding *self)
{
  g_return_val_if_fail (MST_IS_FINDING (self), NULL);
  return self->rule_id;
}

MstSeverity
mst_finding_get_severity (MstFinding *self)
{
  g_return_val_if_fail (MST_IS_FINDING (self), MST_SEVERITY_WARNING);
  return self->severity;
}

const char *
mst_finding_get_message (MstFinding *self)
{
  g_return_val_if_fail (MST_IS_FINDING (self), NULL);
  return self->message;
}

GObject *
mst_finding_get_item (MstFinding *self)
{
  g_return_val_if_fail (MST_IS_FINDING (self), NULL);
  return self->item;
}

void
mst_finding_add (GPtrArray   *findings,
                 const char  *rule_id,
                 MstSeverity  severity,
                 gpointer     item,
                 const char  *format,
                 ...)
{
  va_list args;
  g_autofree char *message = NULL;

  g_return_if_fail (findings != NULL);
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (findings, mst_finding_new (rule_id, severity, message, item));
}

const char *const *
mst_finding_get_details (MstFinding *self)
{
  g_return_val_if_fail (MST_IS_FINDING (self), NULL);
  return (const char *const *) self->details;
}

void
mst_finding_set_details (MstFinding *self, const char *const *details)
{
  g_return_if_fail (MST_IS_FINDING (self));
  g_strfreev (self->details);
  self->details = g_strdupv ((char **) details);
}
