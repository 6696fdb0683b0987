/* mst-command.c: a sub-general and the units he commands.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-command.h"
#include "mst-value.h"

struct _MstCommand
{
  GObject parent_instance;

  MstGeneral *general;
  GListStore *units;
  /* The rule set's level ("division", "brigade"); NULL for a Drums and
   * Muskets command. */
  char *level;
  /* The command this one is under, or NULL under the force commander. */
  MstCommand *parent;
  /* Another rule set's attributes of the command ("orders"). */
  GHashTable *attrs;
};

G_DEFINE_FINAL_TYPE (MstCommand, mst_command, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_PARENT,
  PROP_ATTRS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_command_finalize (GObject *object)
{
  MstCommand *self = MST_COMMAND (object);

  g_clear_object (&self->general);
  g_clear_object (&self->units);
  g_clear_object (&self->parent);
  g_free (self->level);
  g_hash_table_unref (self->attrs);

  G_OBJECT_CLASS (mst_command_parent_class)->finalize (object);
}

static void
mst_command_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCommand *self = MST_COMMAND (object);

  switch (prop_id)
    {
    case PROP_LEVEL: g_value_set_string (value, self->level); break;
    case PROP_PARENT: g_value_set_object (value, self->parent); break;
    case PROP_ATTRS: g_value_set_boxed (value, self->attrs); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_command_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCommand *self = MST_COMMAND (object);

  switch (prop_id)
    {
    case PROP_LEVEL: mst_command_set_level (self, g_value_get_string (value)); break;
    case PROP_PARENT: mst_command_set_parent (self, g_value_get_object (value)); break;
    case PROP_ATTRS: mst_command_set_attrs (self, g_value_get_boxed (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_command_class_init (MstCommandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_command_finalize;
  object_class->get_property = mst_command_get_property;
  object_class->set_property = mst_command_set_property;

  properties[PROP_LEVEL] = g_param_spec_string ("level", NULL, NULL, NULL, flags);
  properties[PROP_PARENT] = g_param_spec_object ("parent", NULL, NULL, MST_TYPE_COMMAND, flags);
  properties[PROP_ATTRS] = g_param_spec_boxed ("attrs", NULL, NULL, G_TYPE_HASH_TABLE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_command_init (MstCommand *self)
{
  self->units = g_list_store_new (MST_TYPE_UNIT);
  self->attrs = mst_attrs_new ();
}

MstCommand *
mst_command_new (MstGeneral *general)
{
  MstCommand *self;

  g_return_val_if_fail (MST_IS_GENERAL (general), NULL);

  self = g_object_new (MST_TYPE_COMMAND, NULL);
  self->general = g_object_ref (general);
  return self;
}

MstCommand *
mst_command_copy (MstCommand *self)
{
  g_autoptr(MstGeneral) general = NULL;
  MstCommand *copy;
  guint n;

  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);

  general = mst_general_copy (self->general);
  copy = mst_command_new (general);
  copy->level = g_strdup (self->level);
  g_set_object (&copy->parent, self->parent);
  g_hash_table_unref (copy->attrs);
  copy->attrs = mst_attrs_copy (self->attrs);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autoptr(MstUnit) unit_copy = mst_unit_copy (unit);
      g_list_store_append (copy->units, unit_copy);
    }
  return copy;
}

MstGeneral *
mst_command_get_general (MstCommand *self)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  return self->general;
}

GListModel *
mst_command_get_units (MstCommand *self)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  return G_LIST_MODEL (self->units);
}

guint
mst_command_get_n_units (MstCommand *self)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->units));
}

MstUnit *
mst_command_get_unit (MstCommand *self, guint position)
{
  MstUnit *unit;

  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  unit = g_list_model_get_item (G_LIST_MODEL (self->units), position);
  if (unit != NULL)
    g_object_unref (unit); /* the store keeps it alive */
  return unit;
}

void
mst_command_insert_unit (MstCommand *self, guint position, MstUnit *unit)
{
  g_return_if_fail (MST_IS_COMMAND (self));
  g_return_if_fail (MST_IS_UNIT (unit));
  position = MIN (position, mst_command_get_n_units (self));
  g_list_store_insert (self->units, position, unit);
}

void
mst_command_append_unit (MstCommand *self, MstUnit *unit)
{
  g_return_if_fail (MST_IS_COMMAND (self));
  g_return_if_fail (MST_IS_UNIT (unit));
  g_list_store_append (self->units, unit);
}

gboolean
mst_command_find_unit (MstCommand *self, MstUnit *unit, guint *position)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), FALSE);
  return g_list_store_find (self->units, unit, position);
}

gboolean
mst_command_remove_unit (MstCommand *self, MstUnit *unit)
{
  guint pos;

  g_return_val_if_fail (MST_IS_COMMAND (self), FALSE);
  if (!g_list_store_find (self->units, unit, &pos))
    return FALSE;
  g_list_store_remove (self->units, pos);
  return TRUE;
}

const char *
mst_command_get_level (MstCommand *self)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  return self->level;
}

void
mst_command_set_level (MstCommand *self, const char *level)
{
  g_return_if_fail (MST_IS_COMMAND (self));
  if (g_strcmp0 (self->level, level) == 0)
    return;
  g_free (self->level);
  self->level = g_strdup (level);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

MstCommand *
mst_command_get_parent (MstCommand *self)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  return self->parent;
}

void
mst_command_set_parent (MstCommand *self, MstCommand *parent)
{
  g_return_if_fail (MST_IS_COMMAND (self));
  g_return_if_fail (parent == NULL || MST_IS_COMMAND (parent));
  g_return_if_fail (parent != self);
  /* A command is never under itself, however far down. */
  for (MstCommand *p = parent; p != NULL; p = p->parent)
    g_return_if_fail (p != self);
  if (g_set_object (&self->parent, parent))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PARENT]);
}

GHashTable *
mst_command_get_attrs (MstCommand *self)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  return self->attrs;
}

const char *
mst_command_get_attr (MstCommand *self, const char *name)
{
  g_return_val_if_fail (MST_IS_COMMAND (self), NULL);
  return g_hash_table_lookup (self->attrs, name);
}

void
mst_command_set_attr (MstCommand *self, const char *name, const char *value)
{
  g_return_if_fail (MST_IS_COMMAND (self));
  if (mst_attrs_set (self->attrs, name, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTRS]);
}

void
mst_command_set_attrs (MstCommand *self, GHashTable *attrs)
{
  g_return_if_fail (MST_IS_COMMAND (self));
  g_return_if_fail (attrs != NULL);
  if (mst_attrs_replace (&self->attrs, attrs))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTRS]);
}
