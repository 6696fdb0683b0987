/* mst-unit.c: a unit of a force, built from a unit template of its list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-unit.h"
#include "mst-value.h"

struct _MstUnit
{
  GObject parent_instance;

  char *name;
  /* The name it is shown by in its force (mst_unit_get_label()). */
  char *label;
  char *template_id;
  MstUnitTemplate *tmpl;
  guint bases;
  /* Its rule set's words for it ("weapon", "doctrines", "formation",
   * "rank") and its figures by role. */
  GHashTable *attrs;
  GArray *components;
};

G_DEFINE_FINAL_TYPE (MstUnit, mst_unit, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_TEMPLATE,
  PROP_BASES,
  PROP_ATTRS,
  PROP_COMPONENTS,
  PROP_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_unit_finalize (GObject *object)
{
  MstUnit *self = MST_UNIT (object);

  g_free (self->name);
  g_free (self->label);
  g_free (self->template_id);
  g_clear_object (&self->tmpl);
  g_hash_table_unref (self->attrs);
  g_array_unref (self->components);

  G_OBJECT_CLASS (mst_unit_parent_class)->finalize (object);
}

static void
mst_unit_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstUnit *self = MST_UNIT (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_TEMPLATE: g_value_set_object (value, self->tmpl); break;
    case PROP_BASES: g_value_set_uint (value, self->bases); break;
    /* Copies: what the history keeps must not change under it. */
    case PROP_ATTRS: g_value_take_boxed (value, mst_attrs_copy (self->attrs)); break;
    case PROP_COMPONENTS: g_value_take_boxed (value, mst_components_copy (self->components)); break;
    case PROP_LABEL: g_value_set_string (value, mst_unit_get_label (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_unit_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstUnit *self = MST_UNIT (object);

  switch (prop_id)
    {
    case PROP_NAME: mst_unit_set_name (self, g_value_get_string (value)); break;
    case PROP_BASES: mst_unit_set_bases (self, g_value_get_uint (value)); break;
    case PROP_ATTRS: mst_unit_set_attrs (self, g_value_get_boxed (value)); break;
    case PROP_COMPONENTS: mst_unit_set_components (self, g_value_get_boxed (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_unit_class_init (MstUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_unit_finalize;
  object_class->get_property = mst_unit_get_property;
  object_class->set_property = mst_unit_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", rw);
  properties[PROP_TEMPLATE] = g_param_spec_object ("template", NULL, NULL,
                                                   MST_TYPE_UNIT_TEMPLATE, ro);
  properties[PROP_BASES] = g_param_spec_uint ("bases", NULL, NULL, 0, 99, 4, rw);
  /* Its attributes (string → string) and its figures by role
   * (MstComponent), each read as a copy. */
  properties[PROP_ATTRS] = g_param_spec_boxed ("attrs", NULL, NULL, G_TYPE_HASH_TABLE, rw);
  properties[PROP_COMPONENTS] = g_param_spec_boxed ("components", NULL, NULL, G_TYPE_ARRAY, rw);
  /* The name the unit is shown by: namesakes in a force numbered. */
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, "", ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_unit_init (MstUnit *self)
{
  self->name = g_strdup ("");
  self->bases = 4;
  self->attrs = mst_attrs_new ();
  self->components = mst_components_new ();
}

MstUnit *
mst_unit_new_from_template (MstUnitTemplate *tmpl, const char *name)
{
  MstUnit *self;

  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), NULL);

  self = g_object_new (MST_TYPE_UNIT, NULL);
  g_free (self->name);
  self->name = g_strdup (name != NULL ? name : mst_unit_template_get_name (tmpl));
  self->template_id = g_strdup (mst_unit_template_get_id (tmpl));
  self->tmpl = g_object_ref (tmpl);
  if (mst_unit_template_get_kind (tmpl) != NULL)
    {
      g_hash_table_unref (self->attrs);
      self->attrs = mst_attrs_copy (mst_unit_template_get_attrs (tmpl));
      if (mst_unit_template_get_weapon_token (tmpl) != NULL)
        g_hash_table_insert (self->attrs, g_strdup ("weapon"), g_strdup (mst_unit_template_get_weapon_token (tmpl)));
      g_array_unref (self->components);
      self->components = mst_components_copy (mst_unit_template_get_components (tmpl));
      self->bases = mst_components_total (self->components);
    }
  return self;
}

MstUnit *
mst_unit_new_unknown (const char *template_id, const char *name)
{
  MstUnit *self = g_object_new (MST_TYPE_UNIT, NULL);

  g_free (self->name);
  self->name = g_strdup (name != NULL ? name : "");
  self->template_id = g_strdup (template_id != NULL ? template_id : "");
  return self;
}

MstUnit *
mst_unit_copy (MstUnit *self)
{
  MstUnit *copy;

  g_return_val_if_fail (MST_IS_UNIT (self), NULL);

  copy = g_object_new (MST_TYPE_UNIT, NULL);
  g_free (copy->name);
  copy->name = g_strdup (self->name);
  copy->template_id = g_strdup (self->template_id);
  copy->tmpl = self->tmpl != NULL ? g_object_ref (self->tmpl) : NULL;
  copy->bases = self->bases;
  g_hash_table_unref (copy->attrs);
  copy->attrs = mst_attrs_copy (self->attrs);
  g_array_unref (copy->components);
  copy->components = mst_components_copy (self->components);
  return copy;
}

const char *
mst_unit_get_name (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return self->name;
}

void
mst_unit_set_name (MstUnit *self, const char *name)
{
  g_return_if_fail (MST_IS_UNIT (self));
  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
mst_unit_get_label (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  if (self->label != NULL)
    return self->label;
  if (self->name[0] != '\0')
    return self->name;
  return self->tmpl != NULL ? mst_unit_template_get_name (self->tmpl) : self->template_id;
}

void
mst_unit_set_label (MstUnit *self, const char *label)
{
  g_return_if_fail (MST_IS_UNIT (self));
  if (g_strcmp0 (self->label, label) == 0)
    return;
  g_free (self->label);
  self->label = g_strdup (label);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
}

const char *
mst_unit_get_template_id (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return self->template_id;
}

MstUnitTemplate *
mst_unit_get_template (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return self->tmpl;
}

gboolean
mst_unit_is_unknown (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), TRUE);
  return self->tmpl == NULL;
}

void
mst_unit_set_template (MstUnit *self, MstUnitTemplate *tmpl)
{
  g_return_if_fail (MST_IS_UNIT (self));
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (tmpl));

  if (self->tmpl == tmpl)
    return;
  g_set_object (&self->tmpl, tmpl);
  g_free (self->template_id);
  self->template_id = g_strdup (mst_unit_template_get_id (tmpl));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEMPLATE]);
}

guint
mst_unit_get_bases (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), 0);
  return self->bases;
}

void
mst_unit_set_bases (MstUnit *self, guint bases)
{
  g_return_if_fail (MST_IS_UNIT (self));
  bases = MIN (bases, 99);
  if (self->bases == bases)
    return;
  /* A unit of stands or figures gains or loses them in its largest role
   * (a regiment's stands, a battery's crew, a company's privates), the
   * rest from the next largest: its strength is what it is made of. */
  if (self->components->len > 0)
    {
      guint total = mst_components_total (self->components);

      while (total != bases)
        {
          MstComponent *largest = NULL;

          for (guint i = 0; i < self->components->len; i++)
            {
              MstComponent *c = &g_array_index (self->components, MstComponent, i);
              if (largest == NULL || c->count >= largest->count)
                largest = c;
            }
          if (bases > total)
            {
              largest->count += bases - total;
              total = bases;
            }
          else
            {
              guint take = MIN (largest->count, total - bases);

              if (take == 0)
                break;
              largest->count -= take;
              total -= take;
            }
        }
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPONENTS]);
    }
  self->bases = bases;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BASES]);
}

const char *
mst_unit_get_kind (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return self->tmpl != NULL ? mst_unit_template_get_kind (self->tmpl) : NULL;
}

GHashTable *
mst_unit_get_attrs (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return self->attrs;
}

const char *
mst_unit_get_attr (MstUnit *self, const char *name)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return g_hash_table_lookup (self->attrs, name);
}

void
mst_unit_set_attr (MstUnit *self, const char *name, const char *value)
{
  g_return_if_fail (MST_IS_UNIT (self));
  if (mst_attrs_set (self->attrs, name, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTRS]);
}

void
mst_unit_set_attrs (MstUnit *self, GHashTable *attrs)
{
  g_return_if_fail (MST_IS_UNIT (self));
  g_return_if_fail (attrs != NULL);
  if (mst_attrs_replace (&self->attrs, attrs))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTRS]);
}

void
mst_unit_set_components (MstUnit *self, GArray *components)
{
  g_return_if_fail (MST_IS_UNIT (self));
  g_return_if_fail (components != NULL);
  g_array_unref (self->components);
  self->components = mst_components_copy (components);
  self->bases = mst_components_total (self->components);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPONENTS]);
}

GArray *
mst_unit_get_components (MstUnit *self)
{
  g_return_val_if_fail (MST_IS_UNIT (self), NULL);
  return self->components;
}

char **
mst_unit_number_namesakes (const char *const *names, guint n_names)
{
  /* Every name as it is, and every label given so far. */
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  char **labels = g_new0 (char *, n_names + 1);

  for (guint i = 0; i < n_names; i++)
    g_hash_table_add (used, (gpointer) names[i]);
  for (guint i = 0; i < n_names; i++)
    {
      guint rank = GPOINTER_TO_UINT (g_hash_table_lookup (seen, names[i])) + 1;

      g_hash_table_insert (seen, (gpointer) names[i], GUINT_TO_POINTER (rank));
      if (rank == 1)
        {
          /* The first to bear a name keeps it. */
          labels[i] = g_strdup (names[i]);
          continue;
        }
      /* A later namesake: the first free "NAME (N)", N from its rank. */
      for (guint n = rank;; n++)
        {
          char *label = g_strdup_printf ("%s (%u)", names[i], n);

          if (!g_hash_table_contains (used, label))
            {
              labels[i] = label;
              g_hash_table_add (used, label);
              break;
            }
          g_free (label);
        }
    }
  return labels;
}
