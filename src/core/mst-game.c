/* mst-game.c: a game in progress: hits, fates, supply dice, turns and initiative, with undo and autosave.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every piece of state is a property of a unit, a general or the game, and
 * every change goes through the game's MstHistory, so that undo and redo
 * replay it on the same objects and the window follows their notify
 * signals.  The Drums and Muskets parts: "Hits" (six hits a base, the
 * quick reference), "Broken units" (down to a single base, artillery
 * excepted), "Quarter master, supply and logistics" (the pool), "Start of
 * Each Turn Initiative" and "End of turn resilience tests". */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-game.h"
#include "mst-game-view.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"

#define GAME_GROUP "game"
#define GAME_VERSION 1
#define GAME_SUFFIX ".muster-game"

/* ---- MstGameUnit ------------------------------------------------------- */

struct _MstGameUnit
{
  GObject parent_instance;

  char *name;
  int command;
  guint starting_bases;
  gboolean artillery;
  gboolean zealous;
  gboolean guard;
  guint hits_per_base;

  guint hits;
  guint hits_this_turn;
  MstGrade grade;
  gboolean broken;
  gboolean forced_retire;
  gboolean general_near;
  gboolean commander_near;
};

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
  UNIT_N_PROPS
};

static GParamSpec *unit_properties[UNIT_N_PROPS];

static void
mst_game_unit_finalize (GObject *object)
{
  g_free (MST_GAME_UNIT (object)->name);
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
    case UNIT_PROP_GRADE: g_value_set_int (value, self->grade); break;
    case UNIT_PROP_BROKEN: g_value_set_boolean (value, self->broken); break;
    case UNIT_PROP_FORCED_RETIRE: g_value_set_boolean (value, self->forced_retire); break;
    case UNIT_PROP_GENERAL_NEAR: g_value_set_boolean (value, self->general_near); break;
    case UNIT_PROP_COMMANDER_NEAR: g_value_set_boolean (value, self->commander_near); break;
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
    case UNIT_PROP_GRADE: SET_IF_CHANGED (grade, (MstGrade) g_value_get_int (value), UNIT_PROP_GRADE); break;
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
  unit_properties[UNIT_PROP_GRADE] = g_param_spec_int ("grade", NULL, NULL, MST_GRADE_NONE, MST_GRADE_DETERMINED,
                                                       MST_GRADE_NONE, rw);
  unit_properties[UNIT_PROP_BROKEN] = g_param_spec_boolean ("broken", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_FORCED_RETIRE] = g_param_spec_boolean ("forced-retire", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_GENERAL_NEAR] = g_param_spec_boolean ("general-near", NULL, NULL, FALSE, rw);
  unit_properties[UNIT_PROP_COMMANDER_NEAR] = g_param_spec_boolean ("commander-near", NULL, NULL, FALSE, rw);
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

/* ---- MstGameGeneral ---------------------------------------------------- */

struct _MstGameGeneral
{
  GObject parent_instance;

  char *name;
  int position;
  MstRespect respect;
  int dice;            /* his share of the initiative pool */
  MstGeneralFate fate;
};

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
    case GENERAL_PROP_FATE: g_value_set_int (value, MST_GAME_GENERAL (object)->fate); break;
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
      if (self->fate != (MstGeneralFate) g_value_get_int (value))
        {
          self->fate = (MstGeneralFate) g_value_get_int (value);
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
    g_param_spec_int ("fate", NULL, NULL, MST_GENERAL_FATE_NONE, MST_N_GENERAL_FATES - 1, MST_GENERAL_FATE_NONE,
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

MstRespect
mst_game_general_get_respect (MstGameGeneral *self)
{
  g_return_val_if_fail (MST_IS_GAME_GENERAL (self), MST_RESPECT_ACCEPTED);
  return self->respect;
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

/* ---- MstGame ----------------------------------------------------------- */

struct _MstGame
{
  GObject parent_instance;

  MstForce *force;
  char *ruleset;
  gint64 force_id;
  gint64 campaign_id;
  GListStore *units;
  GListStore *generals;
  MstHistory *history;
  guint hits_per_base;
  guint supply_total;

  guint turn;
  guint supply_left;
  gboolean finished;
  char *initiative_log;

  char *path;
  gboolean loading;
};

G_DEFINE_FINAL_TYPE (MstGame, mst_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TURN,
  PROP_SUPPLY_LEFT,
  PROP_FINISHED,
  PROP_INITIATIVE_LOG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_SAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
mst_game_dispose (GObject *object)
{
  MstGame *self = MST_GAME (object);

  g_clear_object (&self->history);
  g_clear_object (&self->units);
  g_clear_object (&self->generals);
  g_clear_object (&self->force);
  G_OBJECT_CLASS (mst_game_parent_class)->dispose (object);
}

static void
mst_game_finalize (GObject *object)
{
  MstGame *self = MST_GAME (object);

  g_free (self->ruleset);
  g_free (self->initiative_log);
  g_free (self->path);
  G_OBJECT_CLASS (mst_game_parent_class)->finalize (object);
}

static void
mst_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstGame *self = MST_GAME (object);

  switch (prop_id)
    {
    case PROP_TURN: g_value_set_uint (value, self->turn); break;
    case PROP_SUPPLY_LEFT: g_value_set_uint (value, self->supply_left); break;
    case PROP_FINISHED: g_value_set_boolean (value, self->finished); break;
    case PROP_INITIATIVE_LOG: g_value_set_string (value, self->initiative_log); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_game_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstGame *self = MST_GAME (object);

  switch (prop_id)
    {
    case PROP_TURN:
      if (self->turn != g_value_get_uint (value))
        {
          self->turn = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SUPPLY_LEFT:
      if (self->supply_left != g_value_get_uint (value))
        {
          self->supply_left = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_FINISHED:
      if (self->finished != g_value_get_boolean (value))
        {
          self->finished = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_INITIATIVE_LOG:
      if (g_strcmp0 (self->initiative_log, g_value_get_string (value)) != 0)
        {
          g_free (self->initiative_log);
          self->initiative_log = g_value_dup_string (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_game_class_init (MstGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = mst_game_dispose;
  object_class->finalize = mst_game_finalize;
  object_class->get_property = mst_game_get_property;
  object_class->set_property = mst_game_set_property;

  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 1, G_MAXUINT, 1, rw);
  properties[PROP_SUPPLY_LEFT] = g_param_spec_uint ("supply-left", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, rw);
  properties[PROP_INITIATIVE_LOG] = g_param_spec_string ("initiative-log", NULL, NULL, "", rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MstGame::save-failed:
   * @error: why
   *
   * An autosave could not be written; the game in memory is whole.
   */
  signals[SIGNAL_SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
mst_game_init (MstGame *self)
{
  self->units = g_list_store_new (MST_TYPE_GAME_UNIT);
  self->generals = g_list_store_new (MST_TYPE_GAME_GENERAL);
  self->history = mst_history_new ();
  self->turn = 1;
  self->initiative_log = g_strdup ("");
  self->hits_per_base = MST_RULES_HITS_PER_BASE;
}

/* Every change is saved as it is made: a game at the table is never lost. */
static void
autosave (MstGame *self)
{
  g_autoptr(GError) error = NULL;

  if (self->path == NULL || self->loading)
    return;
  if (!mst_game_save (self, self->path, &error))
    g_signal_emit (self, signals[SIGNAL_SAVE_FAILED], 0, error);
}

static void
on_piece_notify (MstGame *self)
{
  autosave (self);
}

static void
watch (MstGame *self, gpointer piece)
{
  g_signal_connect_object (piece, "notify", G_CALLBACK (on_piece_notify), self, G_CONNECT_SWAPPED);
}

MstGame *
mst_game_new_for_force (MstForce *force, gint64 campaign_id)
{
  MstGame *self;
  g_autoptr(GPtrArray) generals = NULL;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  self = g_object_new (MST_TYPE_GAME, NULL);
  /* A copy: the force may be edited on while the game is played. */
  self->force = mst_force_copy (force);
  self->ruleset = g_strdup (mst_force_get_ruleset (force));
  self->force_id = mst_force_get_id (force);
  self->campaign_id = campaign_id;
  self->supply_total = mst_rules_supply_dice (force);
  self->supply_left = self->supply_total;

  for (guint c = 0; c <= mst_force_get_n_commands (force); c++)
    {
      gboolean assigned = c < mst_force_get_n_commands (force);
      GListModel *units = assigned ? mst_command_get_units (mst_force_get_command (force, c))
                                   : mst_force_get_unassigned (force);

      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(MstUnit) unit = g_list_model_get_item (units, i);
          MstGameUnit *u = g_object_new (MST_TYPE_GAME_UNIT, NULL);
          MstDoctrines d = mst_unit_get_doctrines (unit);

          u->name = g_strdup (mst_unit_get_name (unit));
          u->command = assigned ? (int) c : -1;
          u->starting_bases = mst_unit_get_bases (unit);
          u->artillery = mst_unit_is_artillery (unit);
          u->zealous = (d & MST_DOCTRINE_ZEALOUS) != 0;
          u->guard = (d & MST_DOCTRINE_GUARD) != 0;
          u->hits_per_base = self->hits_per_base;
          /* "Its grade after deployment": the roll the force keeps. */
          u->grade = mst_unit_get_grade (unit);
          g_list_store_append (self->units, u);
          watch (self, u);
          g_object_unref (u);
        }
    }

  generals = mst_force_list_generals (force);
  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *general = g_ptr_array_index (generals, i);
      MstGameGeneral *g = g_object_new (MST_TYPE_GAME_GENERAL, NULL);

      g->name = g_strdup (mst_general_get_name (general));
      g->position = (int) i;
      g->respect = mst_general_get_respect (general);
      g->dice = mst_rules_general_dice (force, general);
      /* One lost in an earlier battle and not replaced is not on the table. */
      g->fate = mst_general_get_lost (general) ? MST_GENERAL_FATE_LOST : MST_GENERAL_FATE_NONE;
      g_list_store_append (self->generals, g);
      watch (self, g);
      g_object_unref (g);
    }
  watch (self, self);
  return self;
}

MstForce *
mst_game_get_force (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->force;
}

const char *
mst_game_get_ruleset (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->ruleset;
}

gint64
mst_game_get_force_id (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), 0);
  return self->force_id;
}

gint64
mst_game_get_campaign_id (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), 0);
  return self->campaign_id;
}

GListModel *
mst_game_get_units (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->units);
}

GListModel *
mst_game_get_generals (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->generals);
}

static MstGameGeneral *
general_at (MstGame *self, int position)
{
  g_autoptr(MstGameGeneral) g = NULL;

  if (position < 0 || (guint) position >= g_list_model_get_n_items (G_LIST_MODEL (self->generals)))
    return NULL;
  g = g_list_model_get_item (G_LIST_MODEL (self->generals), (guint) position);
  return g;  /* the store keeps it */
}

MstGameGeneral *
mst_game_get_unit_general (MstGame *self, MstGameUnit *unit)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), NULL);

  return unit->command >= 0 ? general_at (self, unit->command + 1) : NULL;
}

guint
mst_game_get_turn (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), 0);
  return self->turn;
}

guint
mst_game_get_supply_total (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), 0);
  return self->supply_total;
}

guint
mst_game_get_supply_left (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), 0);
  return self->supply_left;
}

void
mst_game_set_hits_per_base (MstGame *self, guint hits_per_base)
{
  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (hits_per_base > 0);

  self->hits_per_base = hits_per_base;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      u->hits_per_base = hits_per_base;
      /* What a unit shows follows at once. */
      g_object_notify_by_pspec (G_OBJECT (u), unit_properties[UNIT_PROP_HITS]);
    }
}

guint
mst_game_get_hits_per_base (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), 0);
  return self->hits_per_base;
}

gboolean
mst_game_get_finished (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  return self->finished;
}

const char *
mst_game_get_initiative_log (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->initiative_log;
}

MstHistory *
mst_game_get_history (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->history;
}

/* "A unit will break when … down to a single base remaining, exception
 * being Artillery": artillery breaks when it has none left. */
static gboolean
breaks_at (MstGameUnit *unit, guint bases_left)
{
  return unit->artillery ? bases_left == 0 : bases_left <= 1;
}

void
mst_game_add_hits (MstGame *self, MstGameUnit *unit, int hits)
{
  g_autofree char *label = NULL;
  guint total, this_turn;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  if (hits == 0 || (hits < 0 && unit->hits == 0))
    return;
  total = hits < 0 ? unit->hits - MIN ((guint) -hits, unit->hits) : unit->hits + (guint) hits;
  this_turn = hits < 0 ? unit->hits_this_turn - MIN ((guint) -hits, unit->hits_this_turn)
                       : unit->hits_this_turn + (guint) hits;
  label = hits > 0 ? g_strdup_printf (_("Hits on “%s”"), unit->name)
                   : g_strdup_printf (_("Hits taken back from “%s”"), unit->name);

  mst_history_begin (self->history, label);
  mst_history_set (self->history, label, unit, "hits", total, NULL);
  mst_history_set (self->history, label, unit, "hits-this-turn", this_turn, NULL);
  if (hits > 0 && !unit->broken)
    {
      guint lost = MIN (total / MAX (unit->hits_per_base, 1), unit->starting_bases);

      if (breaks_at (unit, unit->starting_bases - lost))
        mst_history_set (self->history, label, unit, "broken", TRUE, NULL);
    }
  mst_history_end (self->history);
  mst_history_seal (self->history);
}

static void
set_unit_flag (MstGame *self, MstGameUnit *unit, const char *property, gboolean value, const char *label)
{
  mst_history_set (self->history, label, unit, property, value, NULL);
  mst_history_seal (self->history);
}

void
mst_game_set_broken (MstGame *self, MstGameUnit *unit, gboolean broken)
{
  g_autofree char *label = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  label = g_strdup_printf (broken ? _("“%s” broken") : _("“%s” not broken"), unit->name);
  set_unit_flag (self, unit, "broken", broken, label);
}

void
mst_game_set_forced_retire (MstGame *self, MstGameUnit *unit, gboolean forced_retire)
{
  g_autofree char *label = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  label = g_strdup_printf (_("Forced retire of “%s”"), unit->name);
  set_unit_flag (self, unit, "forced-retire", forced_retire, label);
}

void
mst_game_set_grade (MstGame *self, MstGameUnit *unit, MstGrade grade)
{
  g_autofree char *label = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  label = g_strdup_printf (_("Grade of “%s”"), unit->name);
  mst_history_set (self->history, label, unit, "grade", (int) grade, NULL);
  mst_history_seal (self->history);
}

void
mst_game_set_generals_near (MstGame *self, MstGameUnit *unit, gboolean general_near, gboolean commander_near)
{
  g_autofree char *label = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  label = g_strdup_printf (_("Generals near “%s”"), unit->name);
  mst_history_begin (self->history, label);
  mst_history_set (self->history, label, unit, "general-near", general_near, NULL);
  mst_history_set (self->history, label, unit, "commander-near", commander_near, NULL);
  mst_history_end (self->history);
  mst_history_seal (self->history);
}

void
mst_game_set_fate (MstGame *self, MstGameGeneral *general, MstGeneralFate fate)
{
  g_autofree char *label = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_GENERAL (general));
  g_return_if_fail (fate < MST_N_GENERAL_FATES);

  label = g_strdup_printf (_("Fate of %s"), general->name);
  mst_history_set (self->history, label, general, "fate", (int) fate, NULL);
  mst_history_seal (self->history);
}

gboolean
mst_game_spend_supply (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), FALSE);

  if (self->supply_left == 0)
    return FALSE;
  mst_history_set (self->history, _("Spend a supply die"), self, "supply-left", self->supply_left - 1, NULL);
  mst_history_seal (self->history);
  return TRUE;
}

guint
mst_game_initiative_pool (MstGame *self)
{
  int total = 0;

  g_return_val_if_fail (MST_IS_GAME (self), 0);

  /* "1D6 per general remaining on the board", ± ability. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->generals)); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      if (mst_game_general_is_on_table (g))
        total += g->dice;
    }
  return (guint) MAX (total, 0);
}

MstContest *
mst_game_roll_initiative (MstGame *self, MstDice *dice, guint opponent_pool, gboolean supply)
{
  g_autoptr(MstSide) a = NULL;
  g_autoptr(MstSide) b = NULL;
  MstContest *contest;
  GString *line;
  g_autofree char *log = NULL;
  const char *label = _("Roll initiative");

  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  g_return_val_if_fail (MST_IS_DICE (dice), NULL);

  supply = supply && self->supply_left > 0;
  a = mst_side_new (mst_force_get_name (self->force), mst_game_initiative_pool (self), 2);
  b = mst_side_new (_("Opponent"), opponent_pool, 2);
  a->supply_die = supply;
  contest = mst_initiative_roll (dice, a, b);

  line = g_string_new (NULL);
  g_string_append_printf (line, "%u\t", self->turn);
  for (guint i = 0; i < contest->throws->len; i++)
    {
      const MstThrow *t = g_ptr_array_index (contest->throws, i);
      g_autofree char *roll = mst_roll_format (t->roll);

      g_string_append_printf (line, "%s%s %s%s", i > 0 ? "; " : "", mst_side_id_to_string (t->side), roll,
                              t->supply_die ? " +supply" : "");
    }
  g_string_append_printf (line, "\t%s\n", mst_side_id_to_string (contest->winner));
  log = g_strconcat (self->initiative_log, line->str, NULL);
  g_string_free (line, TRUE);

  mst_history_begin (self->history, label);
  mst_history_set (self->history, label, self, "initiative-log", log, NULL);
  if (supply)
    mst_history_set (self->history, label, self, "supply-left", self->supply_left - 1, NULL);
  mst_history_end (self->history);
  mst_history_seal (self->history);
  return contest;
}

static gboolean
at_half_or_less (MstGameUnit *unit)
{
  return mst_game_unit_get_bases_left (unit) * 2 <= unit->starting_bases;
}

GPtrArray *
mst_game_end_turn (MstGame *self)
{
  GPtrArray *to_test;
  g_autofree char *label = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  to_test = g_ptr_array_new_with_free_func (g_object_unref);
  label = g_strdup_printf (_("End of turn %u"), self->turn);
  mst_history_begin (self->history, label);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);

      if (!u->broken && (u->hits_this_turn > 0 || at_half_or_less (u)))
        g_ptr_array_add (to_test, g_object_ref (u));
      mst_history_set (self->history, label, u, "hits-this-turn", 0u, NULL);
      mst_history_set (self->history, label, u, "forced-retire", FALSE, NULL);
    }
  mst_history_set (self->history, label, self, "turn", self->turn + 1, NULL);
  mst_history_end (self->history);
  mst_history_seal (self->history);
  return to_test;
}

void
mst_game_finish (MstGame *self)
{
  g_return_if_fail (MST_IS_GAME (self));
  mst_history_set (self->history, _("Finish the game"), self, "finished", TRUE, NULL);
  mst_history_seal (self->history);
}

static void
add_known (GPtrArray *known, const char *id, guint count)
{
  MstKnownSituation *s;

  if (count == 0)
    return;
  s = g_new0 (MstKnownSituation, 1);
  s->id = id;
  s->count = count;
  g_ptr_array_add (known, s);
}

GPtrArray *
mst_game_known_situations (MstGame *self, MstGameUnit *unit, gboolean hold)
{
  GPtrArray *known;
  guint near = 0, inspiring = 0, hated = 0;
  MstGameGeneral *near_generals[2] = { NULL, NULL };
  guint bases_left;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), NULL);

  known = g_ptr_array_new_with_free_func (g_free);
  bases_left = mst_game_unit_get_bases_left (unit);

  add_known (known, "are-classed-as-determined", unit->grade == MST_GRADE_DETERMINED);
  add_known (known, "are-classed-as-lackluster", unit->grade == MST_GRADE_LACKLUSTER);
  if (hold)
    {
      /* Hold Test: ">=75% in strength", "<=50% in strength". */
      add_known (known, "is-75-in-strength", bases_left * 4 >= unit->starting_bases * 3);
      add_known (known, "is-50-in-strength", bases_left * 2 <= unit->starting_bases);
      return known;
    }

  add_known (known, unit->zealous ? "are-classed-as-zealous" : "are-not-classed-as-zealous", 1);
  add_known (known, "classed-as-guards", unit->guard);
  add_known (known, "received-any-hits-this-turn", unit->hits_this_turn > 0);
  add_known (known, "where-forced-to-retire-this-turn", unit->forced_retire);
  add_known (known, "testers-have-lost-atleast-50", bases_left * 2 <= unit->starting_bases);

  /* "For each general in line of command within 3BW": his own general and
   * the force commander, where the player marked them, still on the table. */
  if (unit->general_near)
    near_generals[0] = mst_game_get_unit_general (self, unit);
  if (unit->commander_near)
    near_generals[1] = general_at (self, 0);
  for (guint i = 0; i < G_N_ELEMENTS (near_generals); i++)
    {
      MstGameGeneral *g = near_generals[i];

      if (g == NULL || !mst_game_general_is_on_table (g))
        continue;
      near++;
      if (g->respect == MST_RESPECT_INSPIRED)
        inspiring++;
      else if (g->respect == MST_RESPECT_HATED)
        hated++;
    }
  add_known (known, "for-each-general-in-line-of-command-within-3bw", near);
  add_known (known, "for-each-inspiring-general-in-line-of-command-within-3bw", inspiring);
  add_known (known, "for-each-hated-general-in-line-of-command-within-3bw", hated);
  return known;
}

MstBattle *
mst_game_to_battle (MstGame *self)
{
  MstBattle *battle;
  g_autoptr(GPtrArray) units = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  battle = mst_battle_new_for_force (self->force);
  units = mst_force_list_units (self->force);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      const MstBattleUnit *before = mst_battle_find_unit (battle, u->name);
      guint die = before != NULL ? before->die : 0;
      MstGrade grade = u->grade;

      /* A grade changed in play keeps no die. */
      if (before != NULL && before->grade != grade)
        die = 0;
      mst_battle_set_unit (battle, u->name, grade, die, mst_game_unit_get_bases_lost (u), u->broken);
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->generals)); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      mst_battle_set_general (battle, g->name, g->position, g->fate);
    }
  mst_battle_set_supply_spent (battle, self->supply_total - MIN (self->supply_left, self->supply_total));
  return battle;
}

/* ---- files ------------------------------------------------------------- */

char *
mst_game_get_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "muster", "games", NULL);
}

static char *
to_data (MstGame *self, gsize *len)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *force = mst_force_to_data (self->force, NULL);

  g_key_file_set_integer (kf, GAME_GROUP, "version", GAME_VERSION);
  g_key_file_set_string (kf, GAME_GROUP, "ruleset", self->ruleset);
  g_key_file_set_int64 (kf, GAME_GROUP, "force-id", self->force_id);
  g_key_file_set_int64 (kf, GAME_GROUP, "campaign-id", self->campaign_id);
  g_key_file_set_uint64 (kf, GAME_GROUP, "turn", self->turn);
  g_key_file_set_uint64 (kf, GAME_GROUP, "supply-total", self->supply_total);
  g_key_file_set_uint64 (kf, GAME_GROUP, "supply-left", self->supply_left);
  g_key_file_set_uint64 (kf, GAME_GROUP, "hits-per-base", self->hits_per_base);
  g_key_file_set_boolean (kf, GAME_GROUP, "finished", self->finished);
  g_key_file_set_string (kf, GAME_GROUP, "initiative-log", self->initiative_log);
  g_key_file_set_string (kf, GAME_GROUP, "force", force);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autofree char *group = g_strdup_printf ("unit %u", i);

      g_key_file_set_string (kf, group, "name", u->name);
      g_key_file_set_uint64 (kf, group, "hits", u->hits);
      g_key_file_set_uint64 (kf, group, "hits-this-turn", u->hits_this_turn);
      g_key_file_set_string (kf, group, "grade", u->grade == MST_GRADE_NONE ? "none" : mst_grade_to_string (u->grade));
      g_key_file_set_boolean (kf, group, "broken", u->broken);
      g_key_file_set_boolean (kf, group, "forced-retire", u->forced_retire);
      g_key_file_set_boolean (kf, group, "general-near", u->general_near);
      g_key_file_set_boolean (kf, group, "commander-near", u->commander_near);
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->generals)); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      g_autofree char *group = g_strdup_printf ("general %u", i);

      g_key_file_set_string (kf, group, "name", g->name);
      g_key_file_set_string (kf, group, "fate", mst_general_fate_to_string (g->fate));
    }
  return g_key_file_to_data (kf, len, NULL);
}

gboolean
mst_game_save (MstGame *self, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  gsize len;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = to_data (self, &len);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: cannot create the folder: %s"),
                   dir, g_strerror (saved));
      return FALSE;
    }
  /* Written beside and renamed over: the old file or the new, whole. */
  if (!g_file_set_contents_full (path, data, (gssize) len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;
  return TRUE;
}

gboolean
mst_game_set_file (MstGame *self, const char *path, GError **error)
{
  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!mst_game_save (self, path, error))
    return FALSE;
  g_free (self->path);
  self->path = g_strdup (path);
  return TRUE;
}

const char *
mst_game_get_file (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->path;
}

gboolean
mst_game_export (MstGame *self, const char *path, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = mst_game_view_text (self);
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error);
}

static gboolean
bad_file (GError **error, const char *path, const char *what)
{
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: not a game Muster can resume: %s"), path, what);
  return FALSE;
}

MstGame *
mst_game_new_from_file (const char *path, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstGame) self = NULL;
  g_autofree char *force_data = NULL;
  g_autofree char *log = NULL;
  guint n_units, n_generals;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED, "%s: %s", path, local->message);
      return NULL;
    }
  if (g_key_file_get_integer (kf, GAME_GROUP, "version", NULL) != GAME_VERSION)
    {
      bad_file (error, path, _("unknown version"));
      return NULL;
    }
  force_data = g_key_file_get_string (kf, GAME_GROUP, "force", NULL);
  if (force_data == NULL)
    {
      bad_file (error, path, _("it holds no force"));
      return NULL;
    }
  force = mst_force_new_from_data (force_data, strlen (force_data), path, catalogue, error);
  if (force == NULL)
    return NULL;

  self = mst_game_new_for_force (force, g_key_file_get_int64 (kf, GAME_GROUP, "campaign-id", NULL));
  self->loading = TRUE;
  self->force_id = g_key_file_get_int64 (kf, GAME_GROUP, "force-id", NULL);
  self->turn = MAX ((guint) g_key_file_get_uint64 (kf, GAME_GROUP, "turn", NULL), 1u);
  self->supply_total = (guint) g_key_file_get_uint64 (kf, GAME_GROUP, "supply-total", NULL);
  self->supply_left = MIN ((guint) g_key_file_get_uint64 (kf, GAME_GROUP, "supply-left", NULL), self->supply_total);
  self->finished = g_key_file_get_boolean (kf, GAME_GROUP, "finished", NULL);
  {
    guint64 per_base = g_key_file_get_uint64 (kf, GAME_GROUP, "hits-per-base", NULL);
    mst_game_set_hits_per_base (self, per_base > 0 && per_base <= 100 ? (guint) per_base : MST_RULES_HITS_PER_BASE);
  }
  log = g_key_file_get_string (kf, GAME_GROUP, "initiative-log", NULL);
  g_free (self->initiative_log);
  self->initiative_log = log != NULL ? g_steal_pointer (&log) : g_strdup ("");

  n_units = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  n_generals = g_list_model_get_n_items (G_LIST_MODEL (self->generals));
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autofree char *group = g_strdup_printf ("unit %u", i);
      g_autofree char *name = g_key_file_get_string (kf, group, "name", NULL);
      g_autofree char *grade = g_key_file_get_string (kf, group, "grade", NULL);
      MstGrade g = MST_GRADE_NONE;

      if (g_strcmp0 (name, u->name) != 0)
        {
          g_autofree char *what = g_strdup_printf (_("[%s] is not “%s”"), group, u->name);
          bad_file (error, path, what);
          return NULL;
        }
      u->hits = (guint) g_key_file_get_uint64 (kf, group, "hits", NULL);
      u->hits_this_turn = (guint) g_key_file_get_uint64 (kf, group, "hits-this-turn", NULL);
      if (grade != NULL && g_strcmp0 (grade, "none") != 0 && !mst_grade_from_string (grade, &g))
        {
          g_autofree char *what = g_strdup_printf (_("[%s] grade “%s”"), group, grade);
          bad_file (error, path, what);
          return NULL;
        }
      u->grade = g;
      u->broken = g_key_file_get_boolean (kf, group, "broken", NULL);
      u->forced_retire = g_key_file_get_boolean (kf, group, "forced-retire", NULL);
      u->general_near = g_key_file_get_boolean (kf, group, "general-near", NULL);
      u->commander_near = g_key_file_get_boolean (kf, group, "commander-near", NULL);
    }
  for (guint i = 0; i < n_generals; i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      g_autofree char *group = g_strdup_printf ("general %u", i);
      g_autofree char *fate = g_key_file_get_string (kf, group, "fate", NULL);
      MstGeneralFate f = MST_GENERAL_FATE_NONE;

      if (fate != NULL && !mst_general_fate_from_string (fate, &f))
        {
          g_autofree char *what = g_strdup_printf (_("[%s] fate “%s”"), group, fate);
          bad_file (error, path, what);
          return NULL;
        }
      g->fate = f;
    }
  self->loading = FALSE;
  self->path = g_strdup (path);
  return g_steal_pointer (&self);
}

char *
mst_game_find_saved (const char *dir, gint64 force_id)
{
  g_autoptr(GDir) d = NULL;
  const char *name;
  char *best = NULL;
  gint64 best_time = 0;

  g_return_val_if_fail (dir != NULL, NULL);

  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return NULL;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GKeyFile) kf = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, GAME_SUFFIX))
        continue;
      path = g_build_filename (dir, name, NULL);
      kf = g_key_file_new ();
      if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL) ||
          g_key_file_get_int64 (kf, GAME_GROUP, "force-id", NULL) != force_id ||
          g_key_file_get_boolean (kf, GAME_GROUP, "finished", NULL) ||
          g_stat (path, &st) != 0)
        continue;
      if (best == NULL || (gint64) st.st_mtime > best_time)
        {
          g_free (best);
          best = g_steal_pointer (&path);
          best_time = (gint64) st.st_mtime;
        }
    }
  return best;
}
