/* mst-game-unit.c: a unit in a game in progress: what its rule set's game keeps of it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-enum-types.h"

#include "mst-game-private.h"

#include <stdlib.h>
#include <string.h>


G_DEFINE_FINAL_TYPE (MstGameUnit, mst_game_unit, G_TYPE_OBJECT)

enum {
  UNIT_PROP_0,
  UNIT_PROP_FIELDS,
  UNIT_PROP_TURN_LOSSES,
  UNIT_N_PROPS
};

static GParamSpec *unit_properties[UNIT_N_PROPS];

static void
mst_game_unit_finalize (GObject *object)
{
  g_free (MST_GAME_UNIT (object)->name);
  g_free (MST_GAME_UNIT (object)->label);
  g_free (MST_GAME_UNIT (object)->fields);
  G_OBJECT_CLASS (mst_game_unit_parent_class)->finalize (object);
}

static void
mst_game_unit_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstGameUnit *self = MST_GAME_UNIT (object);

  switch (prop_id)
    {
    case UNIT_PROP_FIELDS: g_value_set_string (value, self->fields); break;
    case UNIT_PROP_TURN_LOSSES: g_value_set_uint (value, self->turn_losses); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_game_unit_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstGameUnit *self = MST_GAME_UNIT (object);

  switch (prop_id)
    {
    case UNIT_PROP_FIELDS:
      if (g_strcmp0 (self->fields, g_value_get_string (value)) != 0)
        {
          g_free (self->fields);
          self->fields = g_value_dup_string (value);
          g_object_notify_by_pspec (object, unit_properties[UNIT_PROP_FIELDS]);
        }
      break;
    case UNIT_PROP_TURN_LOSSES:
      if (self->turn_losses != g_value_get_uint (value))
        {
          self->turn_losses = g_value_get_uint (value);
          g_object_notify_by_pspec (object, unit_properties[UNIT_PROP_TURN_LOSSES]);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_game_unit_class_init (MstGameUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_game_unit_finalize;
  object_class->get_property = mst_game_unit_get_property;
  object_class->set_property = mst_game_unit_set_property;

  unit_properties[UNIT_PROP_FIELDS] = g_param_spec_string ("fields", NULL, NULL, NULL, rw);
  unit_properties[UNIT_PROP_TURN_LOSSES] = g_param_spec_uint ("turn-losses", NULL, NULL, 0, 100000, 0, rw);
  g_object_class_install_properties (object_class, UNIT_N_PROPS, unit_properties);
}

static void
mst_game_unit_init (MstGameUnit *self)
{
  self->command = -1;
  self->hits_per_base = 1;
}

const char *
mst_game_unit_get_name (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), NULL);
  return self->name;
}

const char *
mst_game_unit_get_label (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), NULL);
  return self->label != NULL ? self->label : self->name;
}

int
mst_game_unit_get_command (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), -1);
  return self->command;
}

guint
mst_game_unit_get_hits_per_base (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 1);
  return MAX (self->hits_per_base, 1);
}

void
mst_game_unit_notify_fields (MstGameUnit *self)
{
  g_return_if_fail (MST_IS_GAME_UNIT (self));
  g_object_notify_by_pspec (G_OBJECT (self), unit_properties[UNIT_PROP_FIELDS]);
}

char *
mst_game_unit_fields_with (MstGameUnit *self, const MstGameFieldChange *changes, guint n_changes)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (const MstGameField *f = self->spec; f != NULL && f->id != NULL; f++)
    {
      int v = mst_game_unit_get_field (self, f->id);

      /* The last change of a field is the one made. */
      for (guint i = 0; i < n_changes; i++)
        if (g_str_equal (changes[i].id, f->id))
          v = changes[i].value;
      if (v != 0)
        g_string_append_printf (text, "%s%s=%d", text->len > 0 ? ";" : "", f->id, v);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

int
mst_game_unit_get_field (MstGameUnit *self, const char *id)
{
  gsize len;

  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  g_return_val_if_fail (id != NULL, 0);

  len = strlen (id);
  for (const char *p = self->fields; p != NULL && *p != '\0';)
    {
      const char *end = strchr (p, ';');

      if (strncmp (p, id, len) == 0 && p[len] == '=')
        return atoi (p + len + 1);
      p = end != NULL ? end + 1 : NULL;
    }
  return 0;
}

guint
mst_game_unit_get_strength (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->strength;
}

guint
mst_game_unit_get_losses (MstGameUnit *self)
{
  guint lost = 0;

  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);

  for (const MstGameField *f = self->spec; f != NULL && f->id != NULL; f++)
    if (f->loss)
      lost += (guint) mst_game_unit_get_field (self, f->id)
              / ((f->flags & MST_GAME_FIELD_IN_HITS) != 0 ? mst_game_unit_get_hits_per_base (self) : 1);
  return MIN (lost, self->strength);
}

guint
mst_game_unit_get_turn_losses (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->turn_losses;
}

gboolean
mst_game_unit_owes_test (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);

  for (const MstGameField *f = self->spec; f != NULL && f->id != NULL; f++)
    if ((f->flags & MST_GAME_FIELD_OWED) != 0 && mst_game_unit_get_field (self, f->id) != 0)
      return TRUE;
  return FALSE;
}

gboolean
mst_game_unit_is_out (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);

  for (const MstGameField *f = self->spec; f != NULL && f->id != NULL; f++)
    if (f->breaks && mst_game_unit_get_field (self, f->id) != 0)
      return TRUE;
  return FALSE;
}

char *
mst_game_unit_format_fields (MstGameUnit *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (MST_IS_GAME_UNIT (self), NULL);

  for (const MstGameField *f = self->spec; f != NULL && f->id != NULL; f++)
    {
      int v = mst_game_unit_get_field (self, f->id);

      /* What the rules keep is said where it is set. */
      if ((f->flags & MST_GAME_FIELD_KEPT) != 0 && v == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      switch (f->kind)
        {
        case MST_GAME_FIELD_FLAG:
          g_string_append_printf (text, "%s=%s", f->id, v != 0 ? "yes" : "no");
          break;
        case MST_GAME_FIELD_CHOICE:
          g_string_append_printf (text, "%s=%s", f->id, f->values[MAX (v, 0)]);
          break;
        case MST_GAME_FIELD_COUNT:
        default:
          g_string_append_printf (text, "%s=%d", f->id, v);
          break;
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

MstUnit *
mst_game_unit_get_unit (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), NULL);
  return self->unit;
}

const MstGameField *
mst_game_unit_get_fields_spec (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), NULL);
  return self->spec;
}
