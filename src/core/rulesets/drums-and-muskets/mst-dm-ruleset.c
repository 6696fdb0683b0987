/* mst-dm-ruleset.c: Drums and Muskets as a rule-set module.  Its rules,
 * tables and contests are the code beside this file; the generic test
 * runner reaches its resilience and hold tests through here.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-error.h"
#include "mst-game.h"
#include "mst-ruleset.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-tables.h"

typedef struct {
  MstRuleset parent_instance;
} MstDmRuleset;

typedef struct {
  MstRulesetClass parent_class;
} MstDmRulesetClass;

G_DEFINE_FINAL_TYPE (MstDmRuleset, mst_dm_ruleset, MST_TYPE_RULESET)

static const char *const contexts[] = { "shooting", "charge", "melee", "other", NULL };
static const char *const dice_kinds[] = { "2d6", "1d12", NULL };
static const char *const yes_no[] = { "no", "yes", NULL };

/* "+1 from shooting · +2 in a charge or melee": a resilience situation's
 * figure in each column it has one in. */
static char *
format_columns (const MstSituation *situation)
{
  GString *s = g_string_new (NULL);

  for (guint c = 0; c < MST_N_ADJUST_COLUMNS; c++)
    {
      g_autofree char *figure = NULL;
      g_autofree char *part = NULL;

      if (!mst_situation_applies (situation, c))
        continue;
      figure = mst_situation_format_modifier (situation, c);
      switch ((MstAdjustColumn) c)
        {
        /* TRANSLATORS: a resilience situation's modifier in one column, "+1 from shooting" */
        case MST_ADJUST_SHOOTING: part = g_strdup_printf (_("%s from shooting"), figure); break;
        /* TRANSLATORS: a resilience situation's modifier in one column, "+2 in a charge or melee" */
        case MST_ADJUST_CHARGE_OR_MELEE: part = g_strdup_printf (_("%s in a charge or melee"), figure); break;
        /* TRANSLATORS: a resilience situation's modifier in one column, "+1 in other cases" */
        default: part = g_strdup_printf (_("%s in other cases"), figure); break;
        }
      if (s->len > 0)
        g_string_append (s, " · ");
      g_string_append (s, part);
    }
  return g_string_free (s, FALSE);
}

/* Each situation a modifier of the test: counted once, or once per
 * general for the "For each … general" rows; a resilience situation says
 * its figure in each column. */
static void
add_situations (MstTestInfo *info, const MstSituation *situations, guint n, gboolean columns)
{
  for (guint i = 0; i < n; i++)
    {
      mst_test_info_add_modifier (info, situations[i].id, _(situations[i].label), situations[i].modifier[0], NULL);
      mst_test_info_describe_last_modifier (info, columns ? format_columns (&situations[i]) : NULL,
                                            situations[i].per_general ? 0 : 1);
    }
}

static char *
dm_tables_data (MstRuleset *self)
{
  return mst_dm_tables_data ();
}

static void
dm_list_code_tests (MstRuleset *self, GPtrArray *tests)
{
  const MstSituation *situations;
  MstTestInfo *info;
  guint n;

  info = mst_test_info_new ("resilience", _("Resilience test"));
  mst_test_info_add_input (info, "context", _("What the test follows"), contexts);
  mst_test_info_add_input (info, "dice", _("Dice"), dice_kinds);
  mst_test_info_set_last_input_role (info, MST_INPUT_ROLE_DICE);
  mst_test_info_add_input (info, "defending", _("Defending a fortification, edge of terrain or obstacle"), yes_no);
  mst_test_info_add_input (info, "supply", _("A supply die added to the throw"), yes_no);
  mst_test_info_set_last_input_role (info, MST_INPUT_ROLE_SUPPLY_DIE);
  situations = mst_resilience_situations (&n);
  add_situations (info, situations, n, TRUE);
  g_ptr_array_add (tests, info);

  info = mst_test_info_new ("hold", _("Hold test"));
  mst_test_info_add_input (info, "dice", _("Dice"), dice_kinds);
  mst_test_info_set_last_input_role (info, MST_INPUT_ROLE_DICE);
  mst_test_info_add_input (info, "supply", _("A supply die added to the throw"), yes_no);
  mst_test_info_set_last_input_role (info, MST_INPUT_ROLE_SUPPLY_DIE);
  situations = mst_hold_situations (&n);
  add_situations (info, situations, n, FALSE);
  g_ptr_array_add (tests, info);
}

static MstTestOutcome *
dm_run_code_test (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers,
                  int thrown, MstDice *dice, GError **error)
{
  gboolean resilience = g_str_equal (test_id, "resilience");
  const char *const *takes = resilience ? (const char *const[]) { "context", "dice", "defending", "supply", NULL }
                                        : (const char *const[]) { "dice", "supply", NULL };
  const MstSituation *situations;
  g_autofree guint *counts = NULL;
  g_autoptr(MstTestResult) result = NULL;
  g_autoptr(MstRoll) roll = NULL;
  MstTestThrow throw_ = { 0 };
  MstTestContext context = MST_TEST_CONTEXT_OTHER;
  MstTestDice kind;
  MstTestOutcome *out;
  const char *v;
  gboolean defending = FALSE;
  gboolean supply;
  GHashTableIter iter;
  gpointer key, value;
  guint n;

  if (!mst_test_check_inputs (inputs, test_id, takes, error))
    return NULL;
  if (resilience)
    {
      if ((v = mst_test_input_value (inputs, test_id, "context", contexts, NULL, error)) == NULL)
        return NULL;
      mst_test_context_from_string (v, &context);
      if ((v = mst_test_input_value (inputs, test_id, "defending", yes_no, "no", error)) == NULL)
        return NULL;
      defending = g_str_equal (v, "yes");
    }
  if ((v = mst_test_input_value (inputs, test_id, "dice", dice_kinds, "2d6", error)) == NULL)
    return NULL;
  mst_test_dice_from_string (v, &kind);
  /* "Quarter master, supply and logistics": a supply die may be added to
   * any throw, tests included (000:81-83); the score may then pass 12. */
  if ((v = mst_test_input_value (inputs, test_id, "supply", yes_no, "no", error)) == NULL)
    return NULL;
  supply = g_str_equal (v, "yes");

  situations = resilience ? mst_resilience_situations (&n) : mst_hold_situations (&n);
  counts = g_new0 (guint, n);
  if (modifiers != NULL)
    {
      g_hash_table_iter_init (&iter, modifiers);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          int index = mst_situations_find (situations, n, key);

          if (index < 0)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("the test “%s” has no modifier “%s” (muster-cli tests drums-and-muskets lists them)"),
                           test_id, (char *) key);
              return NULL;
            }
          if (GPOINTER_TO_UINT (value) > 1 && !situations[index].per_general)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("%s counts once; only the “for each … general” rows take a count"), (char *) key);
              return NULL;
            }
          counts[index] = GPOINTER_TO_UINT (value);
        }
    }

  if (thrown >= 0)
    {
      if ((guint) thrown < mst_test_throw_min (kind, supply) || (guint) thrown > mst_test_throw_max (kind, supply))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%d is not a score %s can throw (%u to %u)"), thrown,
                       kind == MST_TEST_DICE_1D12 ? (supply ? "1D12+1D6" : "1D12") : (supply ? "2D6+1D6" : "2D6"),
                       mst_test_throw_min (kind, supply), mst_test_throw_max (kind, supply));
          return NULL;
        }
      throw_.thrown = (guint) thrown;
      throw_.supply_die = supply;
    }
  else
    {
      mst_test_throw_roll (&throw_, dice, kind, supply);
      roll = (MstRoll *) throw_.roll;
    }

  result = resilience ? mst_resilience_test_throw (context, counts, defending, &throw_, error)
                      : mst_hold_test_throw (counts, &throw_, error);
  if (result == NULL)
    return NULL;

  out = g_new0 (MstTestOutcome, 1);
  /* The supply die Muster threw with them is said, as its face counts. */
  if (roll != NULL && throw_.supply_die)
    {
      g_autofree char *faces = mst_roll_format (roll);

      out->read_as = g_strdup_printf (_("Rolled %s, supply die %u"), faces, throw_.supply_face);
    }
  out->roll = g_steal_pointer (&roll);
  out->supply_dice = throw_.supply_die ? 1 : 0;
  out->thrown = (int) result->thrown;
  out->has_score = TRUE;
  out->modifier = result->modifier;
  out->score = result->score;
  out->outcome = g_strdup (mst_outcome_to_string (result->outcome));
  return out;
}

static void
add_value (GPtrArray *out, const char *id, const char *label, char *value)
{
  g_ptr_array_add (out, mst_derived_new (id, label, value));
  g_free (value);
}

/* What the cards and the pools give a unit: its dice, its hits, the die it
 * needs for each grade. */
static void
dm_derive_unit (MstRuleset *rs, MstForce *force, MstUnit *unit, GPtrArray *out)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  MstWeapon weapon = mst_unit_get_weapon (unit);
  guint bases = mst_unit_get_bases (unit);
  static const char *const grade_ids[MST_N_GRADES] = {
    "resilience-lackluster", "resilience-steady", "resilience-determined",
  };

  add_value (out, "bases", _("Bases"), g_strdup_printf ("%u", bases));
  add_value (out, "weapon", _("Weapon"), g_strdup (mst_weapon_to_string (weapon)));
  if (mst_rule_tables_lookup_weapon (weapon) != NULL)
    add_value (out, "shooting-dice", _("Shooting dice (Shooting Table 1)"),
               g_strdup_printf ("%uD6", mst_rules_shooting_dice (weapon, bases)));
  add_value (out, "melee-dice", _("Melee dice"), g_strdup_printf ("%uD6", mst_rules_melee_dice (bases)));
  add_value (out, "hits", _("Hits it can take (6 a base)"), g_strdup_printf ("%u", bases * MST_RULES_HITS_PER_BASE));
  for (int g = 0; tmpl != NULL && g < MST_N_GRADES; g++)
    {
      guint threshold = mst_unit_template_get_threshold (tmpl, g);
      g_autofree char *label = g_strdup_printf (_("Resilience: %s on a die of"), mst_grade_get_label (g));

      add_value (out, grade_ids[g], label, threshold > 0 ? g_strdup_printf ("%u+", threshold) : g_strdup ("-"));
    }
  if (mst_unit_get_grade (unit) != MST_GRADE_NONE)
    add_value (out, "grade", _("Resilience rolled"),
               g_strdup_printf ("%s %u", mst_grade_to_string (mst_unit_get_grade (unit)), mst_unit_get_die (unit)));
}

/* The three pools, as `pools` prints them. */
static void
dm_derive_force (MstRuleset *rs, MstForce *force, GPtrArray *out)
{
  add_value (out, "supply-dice", _("Supply dice"), g_strdup_printf ("%u", mst_rules_supply_dice (force)));
  add_value (out, "scouting-pool", _("Scouting pool"), g_strdup_printf ("%u", mst_rules_scouting_pool (force)));
  add_value (out, "initiative-pool", _("Turn initiative"), g_strdup_printf ("%u", mst_rules_initiative_pool (force)));
}

/* A game: each unit's hits (six a base by default, 002:38), its grade
 * after deployment, whether it is broken or forced to retire this turn,
 * the generals the player marks within 3 BW; kept by the rules: the hits
 * of the turn, and the end-of-turn test it owes with what its turn held
 * (000:1283-1286). */
static const char *const dm_game_grades[] = { "none", "lackluster", "steady", "determined", NULL };
static const char *const dm_game_grade_labels[] = {
  N_("Not rolled"), N_("Lackluster"), N_("Steady"), N_("Determined"), NULL,
};

static const MstGameField dm_game_fields[] = {
  { "hits", N_("Hits"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL, MST_GAME_FIELD_IN_HITS },
  { "grade", N_("Grade"), MST_GAME_FIELD_CHOICE, FALSE, FALSE, dm_game_grades, dm_game_grade_labels,
    MST_GAME_FIELD_GRADE },
  { "broken", N_("Broken"), MST_GAME_FIELD_FLAG, FALSE, TRUE, NULL, NULL, 0 },
  { "forced-retire", N_("Forced to Retire This Turn"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_THIS_TURN },
  { "general-near", N_("Its General Within 3 BW"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_OF_GENERAL },
  { "commander-near", N_("The Force Commander Within 3 BW"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL, 0 },
  { "hits-this-turn", N_("Hits this turn"), MST_GAME_FIELD_COUNT, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_IN_HITS | MST_GAME_FIELD_THIS_TURN | MST_GAME_FIELD_KEPT },
  { "test-pending", N_("End-of-turn test owed"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_KEPT | MST_GAME_FIELD_OWED },
  { "pending-hits", N_("Hits of the turn the test is owed for"), MST_GAME_FIELD_COUNT, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_IN_HITS | MST_GAME_FIELD_KEPT | MST_GAME_FIELD_OWED },
  { "pending-retire", N_("Forced to retire in the turn the test is owed for"), MST_GAME_FIELD_FLAG, FALSE, FALSE,
    NULL, NULL, MST_GAME_FIELD_KEPT | MST_GAME_FIELD_OWED },
  { NULL }
};

static guint
dm_bases_left (MstGameUnit *u)
{
  return mst_game_unit_get_strength (u) - mst_game_unit_get_losses (u);
}

static void
add_change (GArray *changes, const char *id, int value)
{
  MstGameFieldChange c = { id, value };

  g_array_append_val (changes, c);
}

/* Hits: those of the turn follow, and "a unit will break when … down to a
 * single base remaining, exception being Artillery", which breaks when it
 * has none left. */
static void
dm_game_field_changed (MstRuleset *rs, gpointer game, gpointer data, const char *id, int before, int after,
                       GArray *changes)
{
  MstGameUnit *u = data;
  guint per_base, lost, left, bases;

  if (!g_str_equal (id, "hits"))
    return;
  add_change (changes, "hits-this-turn", MAX (mst_game_unit_get_field (u, "hits-this-turn") + after - before, 0));
  if (after <= before || mst_game_unit_get_field (u, "broken"))
    return;
  per_base = mst_game_unit_get_hits_per_base (u);
  bases = mst_game_unit_get_strength (u);
  lost = MIN ((guint) after / per_base, bases);
  left = bases - lost;
  if (mst_unit_is_artillery (mst_game_unit_get_unit (u)) ? left == 0 : left <= 1)
    add_change (changes, "broken", 1);
}

/* "At the end of each turn, units that received hits or are at 50% or
 * less … test resilience" (000:1283-1286): the test keeps what the turn
 * held until it is taken, its hits and retire being situations of it. */
static gboolean
dm_game_end_turn (MstRuleset *rs, gpointer game, gpointer data, GArray *changes)
{
  MstGameUnit *u = data;
  int hits = mst_game_unit_get_field (u, "hits-this-turn");

  if (mst_game_unit_get_field (u, "broken")
      || (hits == 0 && dm_bases_left (u) * 2 > mst_game_unit_get_strength (u)))
    return FALSE;
  add_change (changes, "test-pending", 1);
  add_change (changes, "pending-hits", hits);
  add_change (changes, "pending-retire", mst_game_unit_get_field (u, "forced-retire"));
  return TRUE;
}

static void
dm_game_prompts (MstRuleset *rs, gpointer game, gboolean end_of_turn, GPtrArray *prompts)
{
  GListModel *units = mst_game_get_units (game);

  if (!end_of_turn)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (MstGameFieldChange));

      if (dm_game_end_turn (rs, game, u, changes))
        g_ptr_array_add (prompts, mst_game_prompt_new (u, "resilience",
                                                       g_strdup_printf (_("“%s” took hits this turn or stands at half "
                                                                          "strength or less: a resilience test "
                                                                          "(000:1283-1286)."),
                                                                        mst_game_unit_get_label (u))));
    }
}

/* "7 hits · 1 base lost of 4 · Steady · broken". */
static char *
dm_game_unit_summary (MstRuleset *rs, gpointer game, gpointer data)
{
  MstGameUnit *u = data;
  guint hits = (guint) mst_game_unit_get_field (u, "hits");
  guint lost = mst_game_unit_get_losses (u);
  guint bases = mst_game_unit_get_strength (u);
  int grade = mst_game_unit_get_field (u, "grade");
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u hit", "%u hits", hits), hits);
  g_string_append (s, " · ");
  /* TRANSLATORS: bases lost of the bases a unit started with, "1 base lost of 4" */
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u base lost of %u", "%u bases lost of %u", lost),
                          lost, bases);
  if (grade > 0)
    g_string_append_printf (s, " · %s", g_dgettext (GETTEXT_PACKAGE, dm_game_grade_labels[grade]));
  if (mst_game_unit_get_field (u, "broken"))
    g_string_append_printf (s, " · %s", _("broken"));
  else if (mst_game_unit_get_field (u, "forced-retire"))
    g_string_append_printf (s, " · %s", _("forced to retire"));
  return g_string_free (s, FALSE);
}

/* "1D6 per general remaining on the board", ± ability (000:1268-1270). */
static guint
dm_game_general_dice (MstRuleset *rs, MstForce *force, MstGeneral *general)
{
  return mst_rules_general_dice (force, general);
}

static void
add_known (GHashTable *modifiers, const char *id, guint count)
{
  if (count > 0 && !g_hash_table_contains (modifiers, id))
    g_hash_table_insert (modifiers, g_strdup (id), GUINT_TO_POINTER (count));
}

/* What the game knows of a unit for its resilience or hold test, the rows
 * of 000:244-324 and 000:397-419: its grade, Guard, Zealous, its losses,
 * the hits and retire of its turn (or of the turn whose test it owes), and
 * the generals the player marked within 3 BW that are still on the
 * table. */
static void
dm_game_test_inputs (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, GHashTable *inputs,
                     GHashTable *modifiers)
{
  MstGameUnit *u = data;
  MstDoctrines doctrines = mst_unit_get_doctrines (mst_game_unit_get_unit (u));
  int grade = mst_game_unit_get_field (u, "grade");
  guint bases = mst_game_unit_get_strength (u);
  guint left = dm_bases_left (u);
  gboolean owed = mst_game_unit_owes_test (u);
  MstGameGeneral *near_generals[2] = { NULL, NULL };
  guint near = 0, inspiring = 0, hated = 0;

  if (!g_str_equal (test_id, "resilience") && !g_str_equal (test_id, "hold"))
    return;
  add_known (modifiers, "are-classed-as-determined", grade > 0 && g_str_equal (dm_game_grades[grade], "determined"));
  add_known (modifiers, "are-classed-as-lackluster", grade > 0 && g_str_equal (dm_game_grades[grade], "lackluster"));
  if (g_str_equal (test_id, "hold"))
    {
      /* Hold Test: ">=75% in strength", "<=50% in strength". */
      add_known (modifiers, "is-75-in-strength", left * 4 >= bases * 3);
      add_known (modifiers, "is-50-in-strength", left * 2 <= bases);
      return;
    }
  add_known (modifiers, (doctrines & MST_DOCTRINE_ZEALOUS) != 0 ? "are-classed-as-zealous"
                                                                : "are-not-classed-as-zealous", 1);
  add_known (modifiers, "classed-as-guards", (doctrines & MST_DOCTRINE_GUARD) != 0);
  /* A test owed from a turn that ended reads that turn's hits and retire. */
  add_known (modifiers, "received-any-hits-this-turn",
             mst_game_unit_get_field (u, "hits-this-turn") > 0 || (owed && mst_game_unit_get_field (u, "pending-hits") > 0));
  add_known (modifiers, "where-forced-to-retire-this-turn",
             mst_game_unit_get_field (u, "forced-retire") || (owed && mst_game_unit_get_field (u, "pending-retire")));
  add_known (modifiers, "testers-have-lost-atleast-50", left * 2 <= bases);

  /* "For each general in line of command within 3BW": his own general and
   * the force commander, where the player marked them, still on the table. */
  if (mst_game_unit_get_field (u, "general-near"))
    near_generals[0] = mst_game_get_unit_general (game, u);
  if (mst_game_unit_get_field (u, "commander-near") && g_list_model_get_n_items (mst_game_get_generals (game)) > 0)
    {
      g_autoptr(MstGameGeneral) commander = g_list_model_get_item (mst_game_get_generals (game), 0);
      near_generals[1] = commander;
    }
  for (guint i = 0; i < G_N_ELEMENTS (near_generals); i++)
    {
      MstGameGeneral *g = near_generals[i];

      if (g == NULL || !mst_game_general_is_on_table (g))
        continue;
      near++;
      if (mst_game_general_get_respect (g) == MST_RESPECT_INSPIRED)
        inspiring++;
      else if (mst_game_general_get_respect (g) == MST_RESPECT_HATED)
        hated++;
    }
  add_known (modifiers, "for-each-general-in-line-of-command-within-3bw", near);
  add_known (modifiers, "for-each-inspiring-general-in-line-of-command-within-3bw", inspiring);
  add_known (modifiers, "for-each-hated-general-in-line-of-command-within-3bw", hated);
}

/* "For each 6 hits received then 1 base is removed" (002:38), or "2 hits
 * = 1 base" as step 11 of the shooting procedure has it (000:941). */
static const guint dm_hits_per_base[] = { MST_RULES_HITS_PER_BASE, 2, 0 };

/* What a resilience test's outcome does to the unit (000:334-355): the
 * hits it takes, a forced retire, a break. */
static void
dm_game_outcome (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, const char *outcome,
                 GArray *changes)
{
  static const struct {
    MstOutcome outcome;
    guint hits;
    gboolean retire;
    gboolean breaks;
  } effects[] = {
    { MST_OUTCOME_STAND_TAKE_1_HIT, 1, FALSE, FALSE },
    { MST_OUTCOME_FORCED_RETIRE, 0, TRUE, FALSE },
    { MST_OUTCOME_FORCED_RETIRE_1_HIT, 1, TRUE, FALSE },
    { MST_OUTCOME_FORCED_RETIRE_2_HITS, 2, TRUE, FALSE },
    { MST_OUTCOME_BREAK, 0, FALSE, TRUE },
  };
  MstGameUnit *u = data;

  if (!g_str_equal (test_id, "resilience"))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (effects); i++)
    {
      if (!g_str_equal (outcome, mst_outcome_to_string (effects[i].outcome)))
        continue;
      if (effects[i].hits > 0)
        add_change (changes, "hits", mst_game_unit_get_field (u, "hits") + (int) effects[i].hits);
      if (effects[i].retire)
        add_change (changes, "forced-retire", 1);
      if (effects[i].breaks)
        add_change (changes, "broken", 1);
    }
}

static void
mst_dm_ruleset_class_init (MstDmRulesetClass *klass)
{
  MstRulesetClass *rs = MST_RULESET_CLASS (klass);

  rs->id = "drums-and-muskets";
  rs->name = N_("Drums and Muskets");
  rs->description = N_("Brigades and divisions of the horse-and-musket wars: a force commander, sub-generals and "
                       "their commands, supply dice, scouting and resilience.");
  rs->has_pools = TRUE;
  rs->has_scouting = TRUE;
  rs->has_commands = TRUE;
  rs->files_version_1 = TRUE;
  rs->hits_per_base = dm_hits_per_base;
  rs->check = mst_dm_check;
  rs->pool = mst_dm_pool;
  rs->tables_data = dm_tables_data;
  rs->unit_row = mst_dm_unit_row;
  rs->general_row = mst_dm_general_row;
  rs->template_row = mst_dm_template_row;
  rs->template_matches = mst_dm_template_matches;
  rs->rule_names = mst_dm_rule_names;
  rs->derive_unit = dm_derive_unit;
  rs->derive_force = dm_derive_force;
  rs->list_code_tests = dm_list_code_tests;
  rs->run_code_test = dm_run_code_test;
  rs->game_fields = dm_game_fields;
  rs->game_owed_test = "resilience";
  rs->game_general_dice = dm_game_general_dice;
  rs->game_field_changed = dm_game_field_changed;
  rs->game_end_turn = dm_game_end_turn;
  rs->game_prompts = dm_game_prompts;
  rs->game_unit_summary = dm_game_unit_summary;
  rs->game_test_inputs = dm_game_test_inputs;
  rs->game_outcome = dm_game_outcome;
}

static void
mst_dm_ruleset_init (MstDmRuleset *self)
{
}
