/* mst-general.c: a general of a force: the force commander or a sub-general.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-general.h"
#include "mst-value.h"

struct _MstGeneral
{
  GObject parent_instance;

  char *name;
  gboolean lost;
  /* His rule set's words for him: Drums and Muskets' "respect" and
   * "ability", Brigade Command's "rating". */
  GHashTable *attrs;
};

G_DEFINE_FINAL_TYPE (MstGeneral, mst_general, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_LOST,
  PROP_ATTRS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_general_finalize (GObject *object)
{
  MstGeneral *self = MST_GENERAL (object);

  g_free (self->name);
  g_hash_table_unref (self->attrs);

  G_OBJECT_CLASS (mst_general_parent_class)->finalize (object);
}

static void
mst_general_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstGeneral *self = MST_GENERAL (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_LOST: g_value_set_boolean (value, self->lost); break;
    case PROP_ATTRS: g_value_set_boxed (value, self->attrs); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_general_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstGeneral *self = MST_GENERAL (object);

  switch (prop_id)
    {
    case PROP_NAME: mst_general_set_name (self, g_value_get_string (value)); break;
    case PROP_LOST: mst_general_set_lost (self, g_value_get_boolean (value)); break;
    case PROP_ATTRS: mst_general_set_attrs (self, g_value_get_boxed (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_general_class_init (MstGeneralClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_general_finalize;
  object_class->get_property = mst_general_get_property;
  object_class->set_property = mst_general_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_LOST] = g_param_spec_boolean ("lost", NULL, NULL, FALSE, flags);
  properties[PROP_ATTRS] = g_param_spec_boxed ("attrs", NULL, NULL, G_TYPE_HASH_TABLE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_general_init (MstGeneral *self)
{
  self->name = g_strdup ("");
  self->attrs = mst_attrs_new ();
}

MstGeneral *
mst_general_new (const char *name)
{
  MstGeneral *self = g_object_new (MST_TYPE_GENERAL, NULL);

  g_free (self->name);
  self->name = g_strdup (name != NULL ? name : "");
  return self;
}

MstGeneral *
mst_general_copy (MstGeneral *self)
{
  MstGeneral *copy;

  g_return_val_if_fail (MST_IS_GENERAL (self), NULL);
  copy = mst_general_new (self->name);
  copy->lost = self->lost;
  g_hash_table_unref (copy->attrs);
  copy->attrs = mst_attrs_copy (self->attrs);
  return copy;
}

const char *
mst_general_get_name (MstGeneral *self)
{
  g_return_val_if_fail (MST_IS_GENERAL (self), NULL);
  return self->name;
}

void
mst_general_set_name (MstGeneral *self, const char *name)
{
  g_return_if_fail (MST_IS_GENERAL (self));
  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

gboolean
mst_general_get_lost (MstGeneral *self)
{
  g_return_val_if_fail (MST_IS_GENERAL (self), FALSE);
  return self->lost;
}

void
mst_general_set_lost (MstGeneral *self, gboolean lost)
{
  g_return_if_fail (MST_IS_GENERAL (self));
  lost = !!lost;
  if (self->lost == lost)
    return;
  self->lost = lost;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOST]);
}

GHashTable *
mst_general_get_attrs (MstGeneral *self)
{
  g_return_val_if_fail (MST_IS_GENERAL (self), NULL);
  return self->attrs;
}

const char *
mst_general_get_attr (MstGeneral *self, const char *name)
{
  g_return_val_if_fail (MST_IS_GENERAL (self), NULL);
  return g_hash_table_lookup (self->attrs, name);
}

void
mst_general_set_attr (MstGeneral *self, const char *name, const char *value)
{
  g_return_if_fail (MST_IS_GENERAL (self));
  if (mst_attrs_set (self->attrs, name, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTRS]);
}

void
mst_general_set_attrs (MstGeneral *self, GHashTable *attrs)
{
  g_return_if_fail (MST_IS_GENERAL (self));
  g_return_if_fail (attrs != NULL);
  if (mst_attrs_replace (&self->attrs, attrs))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTRS]);
}
