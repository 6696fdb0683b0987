/* mst-game-general.c: a general in a game in progress: on the table, swept away, incapacitated or lost.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-enum-types.h"

#include "mst-game-private.h"

G_DEFINE_FINAL_TYPE (MstGameGeneral, mst_game_general, G_TYPE_OBJECT)

enum {
  GENERAL_PROP_0,
  GENERAL_PROP_FATE,
  GENERAL_N_PROPS
};

static GParamSpec *general_properties[GENERAL_N_PROPS];

static void
mst_game_general_finalize (GObject *object)
{
  g_free (MST_GAME_GENERAL (object)->name);
  G_OBJECT_CLASS (mst_game_general_parent_class)->finalize (object);
}

static void
mst_game_general_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case GENERAL_PROP_FATE: g_value_set_enum (value, MST_GAME_GENERAL (object)->fate); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_game_general_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstGameGeneral *self = MST_GAME_GENERAL (object);

  switch (prop_id)
    {
    case GENERAL_PROP_FATE:
      if (self->fate != (MstGeneralFate) g_value_get_enum (value))
        {
          self->fate = (MstGeneralFate) g_value_get_enum (value);
          g_object_notify_by_pspec (object, general_properties[GENERAL_PROP_FATE]);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_game_general_class_init (MstGameGeneralClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_game_general_finalize;
  object_class->get_property = mst_game_general_get_property;
  object_class->set_property = mst_game_general_set_property;

  general_properties[GENERAL_PROP_FATE] =
    g_param_spec_enum ("fate", NULL, NULL, MST_TYPE_GENERAL_FATE, MST_GENERAL_FATE_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, GENERAL_N_PROPS, general_properties);
}

static void
mst_game_general_init (MstGameGeneral *self)
{
}

const char *
mst_game_general_get_name (MstGameGeneral *self)
{
  g_return_val_if_fail (MST_IS_GAME_GENERAL (self), NULL);
  return self->name;
}

int
mst_game_general_get_position (MstGameGeneral *self)
{
  g_return_val_if_fail (MST_IS_GAME_GENERAL (self), 0);
  return self->position;
}

MstGeneralFate
mst_game_general_get_fate (MstGameGeneral *self)
{
  g_return_val_if_fail (MST_IS_GAME_GENERAL (self), MST_GENERAL_FATE_NONE);
  return self->fate;
}

gboolean
mst_game_general_is_on_table (MstGameGeneral *self)
{
  g_return_val_if_fail (MST_IS_GAME_GENERAL (self), FALSE);
  return self->fate == MST_GENERAL_FATE_NONE;
}
