/* mst-game-unit.c: a unit in a game in progress: its hits, grade, break, retire and the generals marked near it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-enum-types.h"

#include "mst-game-private.h"

#include <stdlib.h>
#include <string.h>


G_DEFINE_FINAL_TYPE (MstGameUnit, mst_game_unit, G_TYPE_OBJECT)

enum {
  UNIT_PROP_0,
  UNIT_PROP_HITS,
  UNIT_PROP_HITS_THIS_TURN,
  UNIT_PROP_GRADE,
  UNIT_PROP_BROKEN,
  UNIT_PROP_FORCED_RETIRE,
  UNIT_PROP_GENERAL_NEAR,
  UNIT_PROP_COMMANDER_NEAR,
  UNIT_PROP_TEST_PENDING,
  UNIT_PROP_PENDING_HITS,
  UNIT_PROP_PENDING_RETIRE,
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
    case UNIT_PROP_HITS: g_value_set_uint (value, self->hits); break;
    case UNIT_PROP_HITS_THIS_TURN: g_value_set_uint (value, self->hits_this_turn); break;
    case UNIT_PROP_GRADE: g_value_set_enum (value, self->grade); break;
    case UNIT_PROP_BROKEN: g_value_set_boolean (value, self->broken); break;
    case UNIT_PROP_FORCED_RETIRE: g_value_set_boolean (value, self->forced_retire); break;
    case UNIT_PROP_GENERAL_NEAR: g_value_set_boolean (value, self->general_near); break;
    case UNIT_PROP_COMMANDER_NEAR: g_value_set_boolean (value, self->commander_near); break;
    case UNIT_PROP_TEST_PENDING: g_value_set_boolean (value, self->test_pending); break;
    case UNIT_PROP_PENDING_HITS: g_value_set_uint (value, self->pending_hits); break;
    case UNIT_PROP_PENDING_RETIRE: g_value_set_boolean (value, self->pending_retire); break;
    case UNIT_PROP_FIELDS: g_value_set_string (value, self->fields); break;
    case UNIT_PROP_TURN_LOSSES: g_value_set_uint (value, self->turn_losses); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define SET_IF_CHANGED(field, v, prop) \
  G_STMT_START { \
    if (self->field != (v)) \
      { \
        self->field = (v); \
        g_object_notify_by_pspec (object, unit_properties[prop]); \
      } \
  } G_STMT_END

static void
mst_game_unit_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstGameUnit *self = MST_GAME_UNIT (object);

  switch (prop_id)
    {
    case UNIT_PROP_HITS: SET_IF_CHANGED (hits, g_value_get_uint (value), UNIT_PROP_HITS); break;
    case UNIT_PROP_HITS_THIS_TURN:
      SET_IF_CHANGED (hits_this_turn, g_value_get_uint (value), UNIT_PROP_HITS_THIS_TURN);
      break;
    case UNIT_PROP_GRADE: SET_IF_CHANGED (grade, (MstGrade) g_value_get_enum (value), UNIT_PROP_GRADE); break;
    case UNIT_PROP_BROKEN: SET_IF_CHANGED (broken, g_value_get_boolean (value), UNIT_PROP_BROKEN); break;
    case UNIT_PROP_FORCED_RETIRE:
      SET_IF_CHANGED (forced_retire, g_value_get_boolean (value), UNIT_PROP_FORCED_RETIRE);
      break;
    case UNIT_PROP_GENERAL_NEAR:
      SET_IF_CHANGED (general_near, g_value_get_boolean (value), UNIT_PROP_GENERAL_NEAR);
      break;
    case UNIT_PROP_COMMANDER_NEAR:
      SET_IF_CHANGED (commander_near, g_value_get_boolean (value), UNIT_PROP_COMMANDER_NEAR);
      break;
    case UNIT_PROP_TEST_PENDING:
      SET_IF_CHANGED (test_pending, g_value_get_boolean (value), UNIT_PROP_TEST_PENDING);
      break;
    case UNIT_PROP_PENDING_HITS:
      SET_IF_CHANGED (pending_hits, g_value_get_uint (value), UNIT_PROP_PENDING_HITS);
      break;
    case UNIT_PROP_PENDING_RETIRE:
      SET_IF_CHANGED (pending_retire, g_value_get_boolean (value), UNIT_PROP_PENDING_RETIRE);
      break;
    case UNIT_PROP_FIELDS:
      if (g_strcmp0 (self->fields, g_value_get_string (value)) != 0)
        {
          g_free (self->fields);
          self->fields = g_value_dup_string (value);
          g_object_notify_by_pspec (object, unit_properties[UNIT_PROP_FIELDS]);
        }
      break;
    case UNIT_PROP_TURN_LOSSES:
      SET_IF_CHANGED (turn_losses, g_value_get_uint (value), UNIT_PROP_TURN_LOSSES);
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

  unit_properties[UNIT_PROP_HITS] = g_param_spec_uint ("hits", NULL, NULL, 0, 10000, 0, rw);
  unit_properties[UNIT_PROP_HITS_THIS_TURN] = g_param_spec_uint ("hits-this-turn", NULL, NULL, 0, 10000, 0, rw);
  unit_properties[UNIT_PROP_GRADE] = g_param_spec_enum ("grade", NULL, NULL, MST_TYPE_GRADE, MST_GRADE_NONE, rw);
  unit_properties[UNIT_PROP_BROKEN] = g_param_spec_boolean ("broken", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_FORCED_RETIRE] = g_param_spec_boolean ("forced-retire", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_GENERAL_NEAR] = g_param_spec_boolean ("general-near", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_COMMANDER_NEAR] = g_param_spec_boolean ("commander-near", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_TEST_PENDING] = g_param_spec_boolean ("test-pending", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_PENDING_HITS] = g_param_spec_uint ("pending-hits", NULL, NULL, 0, 10000, 0, rw);
  unit_properties[UNIT_PROP_FIELDS] = g_param_spec_string ("fields", NULL, NULL, NULL, rw);
  unit_properties[UNIT_PROP_TURN_LOSSES] = g_param_spec_uint ("turn-losses", NULL, NULL, 0, 100000, 0, rw);
  unit_properties[UNIT_PROP_PENDING_RETIRE] = g_param_spec_boolean ("pending-retire", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, UNIT_N_PROPS, unit_properties);
}

static void
mst_game_unit_init (MstGameUnit *self)
{
  self->grade = MST_GRADE_NONE;
  self->command = -1;
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
mst_game_unit_get_starting_bases (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->starting_bases;
}

gboolean
mst_game_unit_is_artillery (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);
  return self->artillery;
}

guint
mst_game_unit_get_hits (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->hits;
}

guint
mst_game_unit_get_hits_this_turn (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->hits_this_turn;
}

gboolean
mst_game_unit_get_test_pending (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);
  return self->test_pending;
}

guint
mst_game_unit_get_bases_lost (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return MIN (self->hits / MAX (self->hits_per_base, 1), self->starting_bases);
}

guint
mst_game_unit_get_bases_left (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->starting_bases - mst_game_unit_get_bases_lost (self);
}

MstGrade
mst_game_unit_get_grade (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), MST_GRADE_NONE);
  return self->grade;
}

gboolean
mst_game_unit_get_broken (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);
  return self->broken;
}

gboolean
mst_game_unit_get_forced_retire (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);
  return self->forced_retire;
}

gboolean
mst_game_unit_get_general_near (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);
  return self->general_near;
}

gboolean
mst_game_unit_get_commander_near (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), FALSE);
  return self->commander_near;
}

void
mst_game_unit_notify_hits (MstGameUnit *self)
{
  g_return_if_fail (MST_IS_GAME_UNIT (self));
  g_object_notify_by_pspec (G_OBJECT (self), unit_properties[UNIT_PROP_HITS]);
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
      lost += (guint) mst_game_unit_get_field (self, f->id);
  return MIN (lost, self->strength);
}

guint
mst_game_unit_get_turn_losses (MstGameUnit *self)
{
  g_return_val_if_fail (MST_IS_GAME_UNIT (self), 0);
  return self->turn_losses;
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
  return self->spec != NULL && self->spec->id != NULL ? self->spec : NULL;
}
