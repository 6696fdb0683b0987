/* mst-command.c: a sub-general and the units he commands.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-command.h"

struct _MstCommand
{
  GObject parent_instance;

  MstGeneral *general;
  GListStore *units;
};

G_DEFINE_FINAL_TYPE (MstCommand, mst_command, G_TYPE_OBJECT)

static void
mst_command_finalize (GObject *object)
{
  MstCommand *self = MST_COMMAND (object);

  g_clear_object (&self->general);
  g_clear_object (&self->units);

  G_OBJECT_CLASS (mst_command_parent_class)->finalize (object);
}

static void
mst_command_class_init (MstCommandClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_command_finalize;
}

static void
mst_command_init (MstCommand *self)
{
  self->units = g_list_store_new (MST_TYPE_UNIT);
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
