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

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-campaign-event.h"
#include "mst-deploy.h"
#include "mst-error.h"
#include "mst-force-view.h"
#include "mst-library-private.h"
#include "mst-game-private.h"
#include "mst-value.h"

G_DEFINE_FINAL_TYPE (MstGame, mst_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TURN,
  PROP_SUPPLY_LEFT,
  PROP_FINISHED,
  PROP_INITIATIVE_LOG,
  PROP_DECK,
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

  if (self->opponent != NULL)
    self->opponent->owner = NULL;
  g_clear_object (&self->opponent);
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
  g_free (self->deck);
  g_free (self->role);
  g_free (self->id);
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
    case PROP_DECK: g_value_set_string (value, self->deck); break;
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
    case PROP_DECK:
      if (g_strcmp0 (self->deck, g_value_get_string (value)) != 0)
        {
          g_free (self->deck);
          self->deck = g_value_dup_string (value);
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
  properties[PROP_DECK] = g_param_spec_string ("deck", NULL, NULL, NULL, rw);
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
  self->id = g_uuid_string_random ();
  self->hits_per_base = 1;
}

/* Every change is saved as it is made: a game at the table is never lost. */
static void
autosave (MstGame *self)
{
  g_autoptr(GError) error = NULL;

  /* The second force of a game between two is saved in the first's file. */
  if (self->owner != NULL)
    {
      autosave (self->owner);
      return;
    }
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

/* A rule set whose game keeps nothing of a unit but its name. */
static const MstGameField no_fields[] = { { NULL } };

MstGame *
mst_game_new_for_force (MstForce *force, gint64 campaign_id)
{
  MstGame *self;
  g_autoptr(GPtrArray) generals = NULL;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  self = g_object_new (MST_TYPE_GAME, NULL);
  /* A copy: the force may be edited on while the game is played. */
  self->force = mst_force_copy (force);
  self->ruleset = g_strdup (mst_force_get_ruleset (force));
  self->force_id = mst_force_get_id (force);
  self->campaign_id = campaign_id;
  rs = mst_ruleset_for_force (force);
  if (rs != NULL)
    self->hits_per_base = mst_ruleset_get_hits_per_base (rs);
  {
    /* The supply dice of a rule set that has them (Quarter master, supply
     * and logistics), through its module. */
    g_autoptr(MstPoolLabel) supply = rs != NULL ? mst_ruleset_pool (rs, force, MST_POOL_SUPPLY) : NULL;

    self->supply_total = supply != NULL ? supply->value : 0;
  }
  self->supply_left = self->supply_total;
  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->uses_deck)
    {
      guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();
      self->deck = g_strdup_printf ("%" G_GUINT64_FORMAT " 0 0", seed);
    }

  for (guint c = 0; c <= mst_force_get_n_commands (self->force); c++)
    {
      gboolean assigned = c < mst_force_get_n_commands (self->force);
      GListModel *units = assigned ? mst_command_get_units (mst_force_get_command (self->force, c))
                                   : mst_force_get_unassigned (self->force);

      for (guint i = 0; i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr(MstUnit) unit = g_list_model_get_item (units, i);
          MstGameUnit *u = g_object_new (MST_TYPE_GAME_UNIT, NULL);

          u->name = g_strdup (mst_unit_get_name (unit));
          u->label = g_strdup (mst_unit_get_label (unit));
          u->command = assigned ? (int) c : -1;
          u->hits_per_base = self->hits_per_base;
          /* What its rule set's game keeps of it, from nothing lost. */
          u->unit = unit;
          u->spec = rs != NULL && mst_ruleset_get_game_fields (rs) != NULL ? mst_ruleset_get_game_fields (rs) : no_fields;
          u->strength = mst_force_view_unit_strength (unit, mst_ruleset_get_strength (rs));
          {
            /* A choice the force sets already (a regiment's orders, "its
             * grade after deployment", the roll the force keeps) starts
             * from the force's. */
            g_autoptr(GString) fields = g_string_new (NULL);

            for (const MstGameField *f = u->spec; f->id != NULL; f++)
              {
                const char *v = f->kind != MST_GAME_FIELD_CHOICE ? NULL
                                : (f->flags & MST_GAME_FIELD_GRADE) != 0
                                    ? mst_deploy_get_grade (unit)
                                    : mst_unit_get_attr (unit, f->id);

                for (guint k = 1; v != NULL && f->values[k] != NULL; k++)
                  if (g_str_equal (f->values[k], v))
                    g_string_append_printf (fields, "%s%s=%u", fields->len > 0 ? ";" : "", f->id, k);
              }
            u->fields = g_string_free (g_steal_pointer (&fields), FALSE);
          }
          g_list_store_append (self->units, u);
          watch (self, u);
          g_object_unref (u);
        }
    }

  /* A command's orders changed in play are the game's copy's, saved with
   * it. */
  for (guint c = 0; c < mst_force_get_n_commands (self->force); c++)
    watch (self, mst_force_get_command (self->force, c));

  generals = mst_force_list_generals (force);
  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *general = g_ptr_array_index (generals, i);
      MstGameGeneral *g = g_object_new (MST_TYPE_GAME_GENERAL, NULL);

      g->name = g_strdup (mst_general_get_name (general));
      g->position = (int) i;
      /* His share of the turn's initiative, where the rule set has one. */
      g->dice = rs != NULL && MST_RULESET_GET_CLASS (rs)->game_general_dice != NULL
                  ? MST_RULESET_GET_CLASS (rs)->game_general_dice (rs, force, general) : 1;
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
      mst_game_unit_notify_fields (u);
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

void
mst_game_set_fate (MstGame *self, MstGameGeneral *general, MstGeneralFate fate)
{
  g_autofree char *label = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_GENERAL (general));
  g_return_if_fail (fate < MST_N_ALL_GENERAL_FATES);

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
  /* Between two forces: the other's generals still on the table. */
  b = self->opponent != NULL ? mst_side_new (mst_force_get_name (self->opponent->force),
                                             mst_game_initiative_pool (self->opponent), 2)
                             : mst_side_new (_("Opponent"), opponent_pool, 2);
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

/* Makes @changes on @unit, as one step of the history labelled @label
 * (within the step under way, if one is). */
static void
apply_changes (MstGame *self, MstGameUnit *unit, const char *label, GArray *changes)
{
  g_autofree char *fields = NULL;

  if (changes->len == 0)
    return;
  fields = mst_game_unit_fields_with (unit, (const MstGameFieldChange *) (gpointer) changes->data, changes->len);
  mst_history_set (self->history, label, unit, "fields", fields, NULL);
}

GPtrArray *
mst_game_end_turn (MstGame *self)
{
  GPtrArray *to_test;
  g_autofree char *label = NULL;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  rs = mst_ruleset_for_force (self->force);
  to_test = g_ptr_array_new_with_free_func (g_object_unref);
  label = g_strdup_printf (_("End of turn %u"), self->turn);
  mst_history_begin (self->history, label);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (MstGameFieldChange));

      /* What the rules make of the turn's end (a unit owing a test keeps
       * what its turn held until it is taken), then the turn's own fields
       * start again. */
      if (rs != NULL && MST_RULESET_GET_CLASS (rs)->game_end_turn != NULL
          && MST_RULESET_GET_CLASS (rs)->game_end_turn (rs, self, u, changes))
        g_ptr_array_add (to_test, g_object_ref (u));
      for (const MstGameField *f = u->spec; f->id != NULL; f++)
        if ((f->flags & MST_GAME_FIELD_THIS_TURN) != 0)
          {
            MstGameFieldChange zero = { f->id, 0 };
            g_array_append_val (changes, zero);
          }
      apply_changes (self, u, label, changes);
      /* The losses of the next turn count from here. */
      mst_history_set (self->history, label, u, "turn-losses", mst_game_unit_get_losses (u), NULL);
    }
  mst_history_set (self->history, label, self, "turn", self->turn + 1, NULL);
  /* "At the start of each Game Turn, shuffle" (004:19). */
  if (self->deck != NULL)
    {
      guint64 seed;
      guint phase, drawn;
      g_autofree char *deck = NULL;

      if (mst_game_parse_deck (self->deck, &seed, &phase, &drawn))
        {
          deck = g_strdup_printf ("%" G_GUINT64_FORMAT " %u 0", seed, phase + 1);
          mst_history_set (self->history, label, self, "deck", deck, NULL);
        }
    }
  mst_history_end (self->history);
  mst_history_seal (self->history);
  return to_test;
}

void
mst_game_test_done (MstGame *self, MstGameUnit *unit)
{
  g_autofree char *label = NULL;
  g_autoptr(GArray) changes = NULL;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  if (!mst_game_unit_owes_test (unit))
    return;
  changes = g_array_new (FALSE, FALSE, sizeof (MstGameFieldChange));
  for (const MstGameField *f = unit->spec; f->id != NULL; f++)
    if ((f->flags & MST_GAME_FIELD_OWED) != 0)
      {
        MstGameFieldChange zero = { f->id, 0 };
        g_array_append_val (changes, zero);
      }
  /* TRANSLATORS: an undo step: "16e Ligne: end-of-turn test taken" */
  label = g_strdup_printf (_("%s: end-of-turn test taken"), mst_game_unit_get_label (unit));
  apply_changes (self, unit, label, changes);
  mst_history_seal (self->history);
}

void
mst_game_finish (MstGame *self)
{
  g_return_if_fail (MST_IS_GAME (self));
  mst_history_set (self->history, _("Finish the game"), self, "finished", TRUE, NULL);
  mst_history_seal (self->history);
}

MstBattle *
mst_game_to_battle (MstGame *self)
{
  MstBattle *battle;
  g_autoptr(GPtrArray) units = NULL;
  g_auto(GStrv) labels = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  battle = mst_battle_new_for_force (self->force);
  units = mst_force_list_units (self->force);
  /* The game's units are the force's, in its order: namesakes are
   * recorded under their labels, each its own. */
  labels = mst_campaign_force_unit_labels (self->force);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      const char *label = i < g_strv_length (labels) ? labels[i] : u->name;
      const MstBattleUnit *before = mst_battle_find_unit (battle, label);
      guint die = before != NULL ? before->die : 0;
      const char *grade = before != NULL ? before->grade : NULL;

      /* Its grade in play, where the rule set keeps one: a grade changed
       * in play keeps no die. */
      for (const MstGameField *f = u->spec; f->id != NULL; f++)
        if ((f->flags & MST_GAME_FIELD_GRADE) != 0)
          {
            int v = mst_game_unit_get_field (u, f->id);

            grade = v > 0 ? f->values[v] : NULL;
          }
      if (before != NULL && g_strcmp0 (before->grade, grade) != 0)
        die = 0;
      /* Its losses in its rule set's measure, broken when out of the fight
       * or none is left. */
      mst_battle_set_unit (battle, label, grade, die, mst_game_unit_get_losses (u),
                           mst_game_unit_is_out (u) || (u->strength > 0 && mst_game_unit_get_losses (u) >= u->strength));
      /* What became of its figures, where the rule set keeps each one's
       * fate: the wounded (lightly or heavily) back for the next battle,
       * its leader among the lost when the game says it was lost. */
      {
        guint killed = 0, captured = 0, ran = 0, wounded = 0, leaders = 0;
        gboolean fates = FALSE;

        for (const MstGameField *f = u->spec; f->id != NULL; f++)
          {
            guint v = (guint) MAX (mst_game_unit_get_field (u, f->id), 0);

            fates |= (f->flags & (MST_GAME_FIELD_KILLED | MST_GAME_FIELD_CAPTURED | MST_GAME_FIELD_RAN |
                                  MST_GAME_FIELD_WOUNDED)) != 0;
            if ((f->flags & MST_GAME_FIELD_KILLED) != 0)
              killed += v;
            else if ((f->flags & MST_GAME_FIELD_CAPTURED) != 0)
              captured += v;
            else if ((f->flags & MST_GAME_FIELD_RAN) != 0)
              ran += v;
            else if ((f->flags & MST_GAME_FIELD_WOUNDED) != 0)
              wounded += v;
            else if ((f->flags & MST_GAME_FIELD_LEADER) != 0 && v > 0)
              leaders = 1;
          }
        if (fates && killed + captured + ran + wounded > 0)
          mst_battle_set_unit_fates (battle, label, killed, captured, ran, wounded, leaders);
      }
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->generals)); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      mst_battle_set_general (battle, g->name, g->position, g->fate);
    }
  mst_battle_set_supply_spent (battle, self->supply_total - MIN (self->supply_left, self->supply_total));
  /* TRANSLATORS: a battle record's notes: the game it was kept in, by its id */
  {
    g_autofree char *notes = g_strdup_printf (_("Kept at the table as game %s."), self->id);
    mst_battle_set_notes (battle, notes);
  }
  /* Between two forces: the role scouting gave, the other force named. */
  if (self->role != NULL)
    mst_battle_set_role (battle, g_str_equal (self->role, "attacker") ? MST_BATTLE_ROLE_ATTACKER
                                                                      : MST_BATTLE_ROLE_DEFENDER);
  {
    MstGame *other = self->opponent != NULL ? self->opponent : self->owner;

    if (other != NULL)
      mst_battle_set_opponent (battle, mst_force_get_name (other->force));
  }
  return battle;
}

/* The value @text gives field @f of @unit, or -1 with @error. */
static int
parse_field (const MstGameField *f, MstGameUnit *unit, const char *text, GError **error)
{
  guint64 n;

  switch (f->kind)
    {
    case MST_GAME_FIELD_FLAG:
      if (g_strcmp0 (text, "yes") == 0)
        return 1;
      if (g_strcmp0 (text, "no") == 0)
        return 0;
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not yes or no"), f->id, text);
      return -1;
    case MST_GAME_FIELD_CHOICE:
      for (guint i = 0; f->values[i] != NULL; i++)
        if (g_strcmp0 (text, f->values[i]) == 0)
          return (int) i;
      {
        g_autofree char *values = g_strjoinv ("|", (char **) f->values);
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not one of %s"), f->id, text, values);
      }
      return -1;
    case MST_GAME_FIELD_COUNT:
    default:
      /* Hits are not bounded by the strength: past it, every base is lost. */
      if ((f->flags & MST_GAME_FIELD_IN_HITS) != 0)
        {
          if (!g_ascii_string_to_unsigned (text, 10, 0, MST_GAME_MOST_HITS, &n, NULL))
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not a number from 0 to %u"), f->id, text,
                           MST_GAME_MOST_HITS);
              return -1;
            }
          return (int) n;
        }
      if (!g_ascii_string_to_unsigned (text, 10, 0, unit->strength, &n, NULL))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not a number from 0 to %u, “%s”’s strength"),
                       f->id, text, unit->strength, mst_game_unit_get_label (unit));
          return -1;
        }
      return (int) n;
    }
}

/* Sets field @f of @unit to @v, with what follows by the rules, as one
 * step labelled @label. */
static void
set_field_value (MstGame *self, MstGameUnit *unit, const MstGameField *f, int v, const char *label)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (MstGameFieldChange));
  MstGameFieldChange change = { f->id, v };
  int before = mst_game_unit_get_field (unit, f->id);

  if (before == v)
    return;
  g_array_append_val (changes, change);
  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->game_field_changed != NULL)
    MST_RULESET_GET_CLASS (rs)->game_field_changed (rs, self, unit, f->id, before, v, changes);
  apply_changes (self, unit, label, changes);
  mst_history_seal (self->history);
}

static const MstGameField *
find_field (MstGameUnit *unit, const char *id)
{
  for (const MstGameField *s = unit->spec; s->id != NULL; s++)
    if (g_str_equal (s->id, id))
      return s;
  return NULL;
}

gboolean
mst_game_set_field (MstGame *self, MstGameUnit *unit, const char *id, const char *value, GError **error)
{
  const MstGameField *f;
  g_autofree char *label = NULL;
  int v;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), FALSE);
  g_return_val_if_fail (id != NULL && value != NULL, FALSE);

  f = find_field (unit, id);
  if (f == NULL || (f->flags & MST_GAME_FIELD_KEPT) != 0)
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      for (const MstGameField *s = unit->spec; s->id != NULL; s++)
        if ((s->flags & MST_GAME_FIELD_KEPT) == 0)
          g_string_append_printf (ids, "%s%s", ids->len > 0 ? ", " : "", s->id);
      if (f != NULL)
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s is kept by the rules as the game goes, not set (a "
                                                            "game of %s sets %s)"),
                     id, self->ruleset, ids->len > 0 ? ids->str : _("nothing"));
      else
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("a game of %s keeps no “%s” (it keeps %s)"),
                     self->ruleset, id, ids->len > 0 ? ids->str : _("nothing of a unit"));
      return FALSE;
    }
  if ((v = parse_field (f, unit, value, error)) < 0)
    return FALSE;
  if (f->kind == MST_GAME_FIELD_COUNT && (f->flags & MST_GAME_FIELD_IN_HITS) == 0)
    {
      /* The counts share the strength: a figure is wounded or killed. */
      guint others = 0;

      for (const MstGameField *s = unit->spec; s->id != NULL; s++)
        if (s->kind == MST_GAME_FIELD_COUNT && s != f && (s->flags & (MST_GAME_FIELD_IN_HITS | MST_GAME_FIELD_KEPT)) == 0)
          others += (guint) mst_game_unit_get_field (unit, s->id);
      if (others + (guint) v > unit->strength)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("“%s” has %u in all and %u are counted already: %s can be at most %u"),
                       mst_game_unit_get_label (unit), unit->strength, others, f->id, unit->strength - others);
          return FALSE;
        }
    }
  /* TRANSLATORS: an undo step: "1er bataillon: Platoons lost" */
  label = g_strdup_printf (_("%s: %s"), mst_game_unit_get_label (unit), g_dgettext (GETTEXT_PACKAGE, f->label));
  set_field_value (self, unit, f, v, label);
  return TRUE;
}

gboolean
mst_game_add_losses (MstGame *self, MstGameUnit *unit, int n, GError **error)
{
  const MstGameField *loss = NULL;
  g_autofree char *value = NULL;
  int now;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), FALSE);

  for (const MstGameField *f = unit->spec; f->id != NULL && loss == NULL; f++)
    if (f->loss && (f->flags & MST_GAME_FIELD_KEPT) == 0)
      loss = f;
  if (loss == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("a game of %s counts no losses of a unit"), self->ruleset);
      return FALSE;
    }
  now = mst_game_unit_get_field (unit, loss->id);
  value = g_strdup_printf ("%d", MAX (now + n, 0));
  return mst_game_set_field (self, unit, loss->id, value, error);
}

const char *const *
mst_game_get_command_attrs (MstGame *self)
{
  static const char *const none[] = { NULL };
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_GAME (self), none);

  rs = mst_ruleset_for_force (self->force);
  return rs != NULL && MST_RULESET_GET_CLASS (rs)->game_command_attrs != NULL
           ? MST_RULESET_GET_CLASS (rs)->game_command_attrs : none;
}

gboolean
mst_game_set_command_attr (MstGame *self, guint command, const char *attr, const char *value, GError **error)
{
  MstRuleset *rs;
  const MstAttrSpec *spec = NULL;
  MstCommand *c;
  MstGeneral *general;
  g_autoptr(GHashTable) attrs = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (attr != NULL && value != NULL, FALSE);

  rs = mst_ruleset_for_force (self->force);
  if (g_strv_contains (mst_game_get_command_attrs (self), attr))
    for (const MstAttrSpec *s = mst_ruleset_get_command_attrs (rs); s->name != NULL; s++)
      if (g_str_equal (s->name, attr))
        spec = s;
  if (spec == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("a game of %s changes no “%s” of a command in play"),
                   self->ruleset, attr);
      return FALSE;
    }
  if (command >= mst_force_get_n_commands (self->force))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the force has no command %u (it has %u)"), command + 1,
                   mst_force_get_n_commands (self->force));
      return FALSE;
    }
  if (value[0] != '\0' && (spec->values == NULL || !g_strv_contains (spec->values, value)))
    {
      g_autofree char *values = spec->values != NULL ? g_strjoinv ("|", (char **) spec->values) : g_strdup ("");
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not one of %s"), attr, value, values);
      return FALSE;
    }
  c = mst_force_get_command (self->force, command);
  if (g_strcmp0 (mst_command_get_attr (c, attr), value[0] != '\0' ? value : NULL) == 0)
    return TRUE;
  attrs = mst_attrs_copy (mst_command_get_attrs (c));
  mst_attrs_set (attrs, attr, value[0] != '\0' ? value : NULL);
  general = mst_command_get_general (c);
  /* TRANSLATORS: an undo step: "Gen. Picton: Orders" */
  label = g_strdup_printf (_("%s: %s"), general != NULL && mst_general_get_name (general)[0] != '\0'
                                          ? mst_general_get_name (general) : _("A command"),
                           g_dgettext (GETTEXT_PACKAGE, spec->label));
  mst_history_set (self->history, label, c, "attrs", attrs, NULL);
  mst_history_seal (self->history);
  return TRUE;
}

GPtrArray *
mst_game_prompts (MstGame *self, gboolean end_of_turn)
{
  GPtrArray *prompts;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  prompts = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_game_prompt_free);
  rs = mst_ruleset_for_force (self->force);
  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->game_prompts != NULL)
    MST_RULESET_GET_CLASS (rs)->game_prompts (rs, self, end_of_turn, prompts);
  return prompts;
}

MstGamePrompt *
mst_game_prompt_new (MstGameUnit *unit, const char *test_id, char *text)
{
  MstGamePrompt *prompt = g_new0 (MstGamePrompt, 1);

  prompt->unit = unit != NULL ? g_strdup (mst_game_unit_get_label (unit)) : NULL;
  prompt->test_id = g_strdup (test_id);
  prompt->text = text;
  return prompt;
}

const char *
mst_game_get_owed_test (MstGame *self)
{
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  rs = mst_ruleset_for_force (self->force);
  return rs != NULL ? MST_RULESET_GET_CLASS (rs)->game_owed_test : NULL;
}

GArray *
mst_game_outcome_changes (MstGame *self, MstGameUnit *unit, const char *test_id, const char *outcome)
{
  GArray *changes = g_array_new (FALSE, FALSE, sizeof (MstGameFieldChange));
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_GAME (self), changes);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), changes);
  g_return_val_if_fail (test_id != NULL && outcome != NULL, changes);

  rs = mst_ruleset_for_force (self->force);
  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->game_outcome != NULL)
    MST_RULESET_GET_CLASS (rs)->game_outcome (rs, self, unit, test_id, outcome, changes);
  return changes;
}

gboolean
mst_game_apply_outcome (MstGame *self, MstGameUnit *unit, const char *test_id, const char *outcome,
                        GError **error)
{
  g_autoptr(GArray) changes = NULL;
  g_autofree char *label = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), FALSE);

  changes = mst_game_outcome_changes (self, unit, test_id, outcome);
  if (changes->len == 0)
    return FALSE;
  /* TRANSLATORS: an undo step, a test's outcome recorded on a unit: "16e Ligne: Forced Retire/1 hit" */
  label = g_strdup_printf (_("%s: %s"), mst_game_unit_get_label (unit), outcome);
  mst_history_begin (self->history, label);
  for (guint i = 0; i < changes->len && ok; i++)
    {
      const MstGameFieldChange *c = &g_array_index (changes, MstGameFieldChange, i);
      const MstGameField *f = find_field (unit, c->id);
      g_autofree char *value = NULL;

      g_return_val_if_fail (f != NULL, FALSE);
      if (f->kind == MST_GAME_FIELD_FLAG)
        value = g_strdup (c->value ? "yes" : "no");
      else if (f->kind == MST_GAME_FIELD_CHOICE)
        value = g_strdup (f->values[c->value]);
      else
        value = g_strdup_printf ("%d", c->value);
      /* Set as the player sets it: what follows by the rules follows. */
      ok = mst_game_set_field (self, unit, c->id, value, error);
    }
  mst_history_end (self->history);
  mst_history_seal (self->history);
  return ok;
}

void
mst_game_test_inputs (MstGame *self, MstGameUnit *unit, const char *test_id, GHashTable *inputs,
                      GHashTable *modifiers)
{
  MstRuleset *rs;
  g_autoptr(GPtrArray) tests = NULL;
  MstTestInfo *info = NULL;
  GHashTableIter iter;
  gpointer key;

  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));

  rs = mst_ruleset_for_force (self->force);
  if (rs == NULL || MST_RULESET_GET_CLASS (rs)->game_test_inputs == NULL)
    return;
  tests = mst_ruleset_list_tests (rs);
  for (guint i = 0; i < tests->len; i++)
    if (g_str_equal (((MstTestInfo *) g_ptr_array_index (tests, i))->id, test_id))
      info = g_ptr_array_index (tests, i);
  if (info == NULL)
    return;
  {
    /* What the player gave stays as given, taken or refused by the test;
     * of what the game adds, only what the test takes. */
    g_autoptr(GHashTable) given_inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    g_autoptr(GHashTable) given_mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    g_autoptr(GList) in_keys = g_hash_table_get_keys (inputs);
    g_autoptr(GList) mod_keys = g_hash_table_get_keys (modifiers);

    for (GList *l = in_keys; l != NULL; l = l->next)
      g_hash_table_add (given_inputs, g_strdup (l->data));
    for (GList *l = mod_keys; l != NULL; l = l->next)
      g_hash_table_add (given_mods, g_strdup (l->data));
    MST_RULESET_GET_CLASS (rs)->game_test_inputs (rs, self, unit, test_id, inputs, modifiers);
    g_hash_table_iter_init (&iter, inputs);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      {
        gboolean takes = g_hash_table_contains (given_inputs, key);

        for (guint i = 0; i < info->inputs->len && !takes; i++)
          takes = g_str_equal (((MstTestInput *) g_ptr_array_index (info->inputs, i))->id, key);
        if (!takes)
          g_hash_table_iter_remove (&iter);
      }
    g_hash_table_iter_init (&iter, modifiers);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      {
        gboolean takes = g_hash_table_contains (given_mods, key);

        for (guint i = 0; i < info->modifiers->len && !takes; i++)
          takes = g_str_equal (((MstTestModifier *) g_ptr_array_index (info->modifiers, i))->id, key);
        if (!takes)
          g_hash_table_iter_remove (&iter);
      }
  }
}

gboolean
mst_game_parse_deck (const char *text, guint64 *seed, guint *phase, guint *drawn)
{
  g_auto(GStrv) parts = NULL;
  guint64 p, d;

  if (text == NULL)
    return FALSE;
  parts = g_strsplit (text, " ", -1);
  if (g_strv_length (parts) != 3 || !g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT64, seed, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 0, 1000000, &p, NULL) ||
      !g_ascii_string_to_unsigned (parts[2], 10, 0, MST_DECK_SIZE, &d, NULL))
    return FALSE;
  *phase = (guint) p;
  *drawn = (guint) d;
  return TRUE;
}

/* The deck as it stands: shuffled with its seed, once more for each
 * phase since, @drawn cards turned up. */
static MstDeck *
rebuild_deck (const char *text, guint *drawn)
{
  g_autoptr(MstDice) dice = NULL;
  MstDeck *deck;
  guint64 seed;
  guint phase;

  if (!mst_game_parse_deck (text, &seed, &phase, drawn))
    return NULL;
  dice = mst_dice_new_with_seed (seed);
  deck = mst_deck_new (dice);
  for (guint i = 0; i < phase; i++)
    mst_deck_shuffle (deck);
  for (guint i = 0; i < *drawn; i++)
    {
      MstPlayingCard skipped;
      mst_deck_draw (deck, &skipped);
    }
  return deck;
}

gboolean
mst_game_has_deck (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  return self->deck != NULL;
}

guint
mst_game_get_cards_left (MstGame *self)
{
  g_autoptr(MstDeck) deck = NULL;
  guint drawn;

  g_return_val_if_fail (MST_IS_GAME (self), 0);
  deck = rebuild_deck (self->deck, &drawn);
  return deck != NULL ? mst_deck_get_n_left (deck) : 0;
}

gboolean
mst_game_draw_card (MstGame *self, MstPlayingCard *card)
{
  g_autoptr(MstDeck) deck = NULL;
  g_autofree char *next = NULL;
  guint64 seed;
  guint phase, drawn;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  deck = rebuild_deck (self->deck, &drawn);
  if (deck == NULL || !mst_deck_draw (deck, card))
    return FALSE;
  mst_game_parse_deck (self->deck, &seed, &phase, &drawn);
  next = g_strdup_printf ("%" G_GUINT64_FORMAT " %u %u", seed, phase, drawn + 1);
  mst_history_set (self->history, _("Turn up a card"), self, "deck", next, NULL);
  mst_history_seal (self->history);
  return TRUE;
}

void
mst_game_shuffle_deck (MstGame *self)
{
  g_autofree char *next = NULL;
  guint64 seed;
  guint phase, drawn;

  g_return_if_fail (MST_IS_GAME (self));

  if (!mst_game_parse_deck (self->deck, &seed, &phase, &drawn))
    return;
  next = g_strdup_printf ("%" G_GUINT64_FORMAT " %u 0", seed, phase + 1);
  mst_history_set (self->history, _("Shuffle the deck"), self, "deck", next, NULL);
  mst_history_seal (self->history);
}

void
mst_game_set_deck_seed (MstGame *self, guint64 seed)
{
  g_return_if_fail (MST_IS_GAME (self));

  if (self->deck == NULL)
    return;
  g_free (self->deck);
  self->deck = g_strdup_printf ("%" G_GUINT64_FORMAT " 0 0", seed);
}

char *
mst_game_card_effect (MstGame *self, const MstPlayingCard *card)
{
  gboolean red;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  g_return_val_if_fail (card != NULL, NULL);

  red = mst_playing_card_is_red (card);
  if (card->suit == MST_SUIT_JOKER)
    return g_strdup (red ? _("A joker: the Allied player names the unit it is for and throws on the Joker Movement "
                             "chart in the movement phase, the Joker Fire chart in the fire phase (004:31, 117).")
                         : _("A joker: the French player names the unit it is for and throws on the Joker Movement "
                             "chart in the movement phase, the Joker Fire chart in the fire phase (004:31, 117)."));
  return g_strdup (red ? _("An Allied unit not yet moved, or not yet fired, acts (004:27, 115).")
                       : _("A French unit not yet moved, or not yet fired, acts (004:25, 113)."));
}

void
mst_game_set_opponent (MstGame *self, MstGame *opponent)
{
  g_return_if_fail (MST_IS_GAME (self));
  g_return_if_fail (MST_IS_GAME (opponent) && opponent != self);

  if (self->opponent != NULL)
    self->opponent->owner = NULL;
  g_set_object (&self->opponent, opponent);
  opponent->owner = self;
  /* One activation deck deals both sides' cards: the first game's. */
  g_clear_pointer (&opponent->deck, g_free);
}

MstGame *
mst_game_new_for_forces (MstForce *force, MstForce *against, gint64 campaign_id, GError **error)
{
  g_autoptr(MstGame) self = NULL;
  g_autoptr(MstGame) opponent = NULL;

  g_return_val_if_fail (MST_IS_FORCE (force) && MST_IS_FORCE (against), NULL);

  if (g_strcmp0 (mst_force_get_ruleset (force), mst_force_get_ruleset (against)) != 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” and “%s” are forces of two rule sets: a game is between forces of one"),
                   mst_force_get_name (force), mst_force_get_name (against));
      return NULL;
    }
  self = mst_game_new_for_force (force, campaign_id);
  opponent = mst_game_new_for_force (against, campaign_id);
  mst_game_set_opponent (self, opponent);
  /* Opposite roles from the start: scouting decides them where the rules
   * have it (mst_game_roll_scouting()); elsewhere the force that offers
   * the game attacks, which the battle form may change. */
  self->role = g_strdup ("attacker");
  opponent->role = g_strdup ("defender");
  return g_steal_pointer (&self);
}

MstGame *
mst_game_get_opponent (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->opponent;
}

const char *
mst_game_get_role (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->role;
}

MstContest *
mst_game_roll_scouting (MstGame *self, MstDice *dice, gboolean supply, gboolean opponent_supply)
{
  g_autoptr(MstSide) a = NULL;
  g_autoptr(MstSide) b = NULL;
  MstContest *contest;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  g_return_val_if_fail (self->opponent != NULL, NULL);
  g_return_val_if_fail (MST_IS_DICE (dice), NULL);

  /* Between the two real forces: their pools, the list always the
   * defender, a supply die each may add (000:1193-1210). */
  a = mst_side_new_scouting (self->force);
  b = mst_side_new_scouting (self->opponent->force);
  a->supply_die = supply && self->supply_left > 0;
  b->supply_die = opponent_supply && self->opponent->supply_left > 0;
  contest = mst_scouting_roll (dice, a, b);
  g_free (self->role);
  g_free (self->opponent->role);
  self->role = g_strdup (contest->winner == MST_SIDE_A ? "attacker" : "defender");
  self->opponent->role = g_strdup (contest->winner == MST_SIDE_A ? "defender" : "attacker");
  /* The supply dice thrown are spent. */
  if (contest->how == MST_CONTEST_ROLLED)
    {
      if (a->supply_die)
        g_object_set (self, "supply-left", self->supply_left - 1, NULL);
      if (b->supply_die)
        g_object_set (self->opponent, "supply-left", self->opponent->supply_left - 1, NULL);
    }
  autosave (self);
  return contest;
}

gboolean
mst_game_make_battles (MstGame *self, MstBattleResult result, const char *date, const char *name, MstBattle **ours,
                       MstBattle **theirs, GError **error)
{
  MstBattleResult opposite;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->opponent != NULL, FALSE);
  g_return_val_if_fail (ours != NULL && theirs != NULL, FALSE);

  if (self->force_id <= 0 || self->opponent->force_id <= 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” and “%s” are not both the library’s forces: their battles cannot be recorded"),
                   mst_force_get_name (self->force), mst_force_get_name (self->opponent->force));
      return FALSE;
    }
  *ours = mst_game_to_battle (self);
  *theirs = mst_game_to_battle (self->opponent);
  opposite = result == MST_BATTLE_RESULT_WON ? MST_BATTLE_RESULT_LOST
             : result == MST_BATTLE_RESULT_LOST ? MST_BATTLE_RESULT_WON : MST_BATTLE_RESULT_DRAWN;
  mst_battle_set_result (*ours, result);
  mst_battle_set_result (*theirs, opposite);
  /* A battle has a name: the one given, else the game's; the same for both. */
  {
    /* TRANSLATORS: the name of a battle played between two forces at one table: both forces */
    g_autofree char *fallback = g_strdup_printf (_("%s against %s"), mst_force_get_name (self->force),
                                                 mst_force_get_name (self->opponent->force));

    mst_battle_set_name (*ours, name != NULL ? name : fallback);
    mst_battle_set_name (*theirs, name != NULL ? name : fallback);
  }
  if (date != NULL)
    {
      mst_battle_set_date (*ours, date);
      mst_battle_set_date (*theirs, date);
    }
  return TRUE;
}

const char *
mst_game_get_id (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->id;
}

void
mst_game_set_force_id (MstGame *self, gint64 force_id)
{
  g_return_if_fail (MST_IS_GAME (self));
  self->force_id = force_id;
}

gint64
mst_game_find_recorded (MstGame *self, MstCampaignStore *store, gint64 campaign_id, GError **error)
{
  g_autoptr(GPtrArray) battles = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), -1);
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (store), -1);

  battles = mst_campaign_store_list_battles (store, campaign_id, 0, FALSE, error);
  if (battles == NULL)
    return -1;
  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *b = g_ptr_array_index (battles, i);

      if (mst_battle_get_notes (b) != NULL && strstr (mst_battle_get_notes (b), self->id) != NULL)
        return mst_battle_get_id (b);
    }
  return 0;
}

gboolean
mst_game_record_in_campaign (MstGame *self, MstCampaignStore *store, gint64 campaign_id, MstBattleResult result,
                             const char *date, const char *name, gint64 ids[2], GError **error)
{
  MstLibrary *library;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (store), FALSE);
  g_return_val_if_fail (date != NULL, FALSE);

  library = mst_campaign_store_get_library (store);
  ids[0] = ids[1] = 0;
  if (!mst_library_begin (library, error))
    return FALSE;
  for (MstGame *g = self; g != NULL; g = g == self ? self->opponent : NULL)
    {
      gint64 force_id = g->force_id;

      if (force_id > 0 && mst_campaign_store_get_force_campaign (store, force_id, NULL) == campaign_id)
        continue;
      force_id = mst_campaign_store_add_force (store, campaign_id, g->force, date, error);
      if (force_id <= 0)
        goto fail;
      g->force_id = force_id;
    }
  if (self->opponent != NULL)
    {
      g_autoptr(MstBattle) ours = NULL;
      g_autoptr(MstBattle) theirs = NULL;

      if (!mst_game_make_battles (self, result, date, name, &ours, &theirs, error) ||
          !mst_campaign_store_record_battles (store, self->force_id, ours, self->opponent->force_id, theirs, ids,
                                              error))
        goto fail;
    }
  else
    {
      g_autoptr(MstBattle) battle = mst_game_to_battle (self);
      /* TRANSLATORS: a battle's name when the player gave none: the force */
      g_autofree char *fallback = g_strdup_printf (_("A game of %s"), mst_force_get_name (self->force));

      mst_battle_set_name (battle, name != NULL ? name : fallback);
      mst_battle_set_date (battle, date);
      mst_battle_set_result (battle, result);
      if ((ids[0] = mst_campaign_store_record_battle (store, self->force_id, battle, error)) == 0)
        goto fail;
    }
  if (!mst_library_commit (library, error))
    return FALSE;
  /* The forces' ids and the finish, saved together. */
  mst_game_finish (self);
  return TRUE;

fail:
  mst_library_rollback (library);
  return FALSE;
}
