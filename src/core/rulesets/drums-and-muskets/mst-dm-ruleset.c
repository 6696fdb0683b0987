/* mst-dm-ruleset.c: Drums and Muskets as a rule-set module.  Its rules
 * and contests are the code beside this file; its resilience and hold tests
 * are data (nations/drums-and-muskets/tables.xml), run by the generic
 * test runner as every rule set's are.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-data-text.h"
#include "mst-error.h"
#include "mst-game.h"
#include "mst-ruleset.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-dm-model.h"

typedef struct {
  MstRuleset parent_instance;
} MstDmRuleset;

typedef struct {
  MstRulesetClass parent_class;
} MstDmRulesetClass;

G_DEFINE_FINAL_TYPE (MstDmRuleset, mst_dm_ruleset, MST_TYPE_RULESET)

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
  MstWeapon weapon = mst_dm_unit_get_weapon (unit);
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
      guint threshold = mst_dm_template_get_threshold (tmpl, g);
      g_autofree char *label = g_strdup_printf (_("Resilience: %s on a die of"), mst_grade_get_label (g));

      add_value (out, grade_ids[g], label, threshold > 0 ? g_strdup_printf ("%u+", threshold) : g_strdup ("-"));
    }
  if (mst_dm_unit_get_grade (unit) != MST_GRADE_NONE)
    add_value (out, "grade", _("Resilience rolled"),
               g_strdup_printf ("%s %u", mst_grade_to_string (mst_dm_unit_get_grade (unit)), mst_dm_unit_get_die (unit)));
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
  if (mst_dm_unit_is_artillery (mst_game_unit_get_unit (u)) ? left == 0 : left <= 1)
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
/* The respect of a general in the game: his, in the force the game is of. */
static MstRespect
game_general_respect (MstGame *game, MstGameGeneral *g)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (mst_game_get_force (game));
  int position = mst_game_general_get_position (g);

  if (position < 0 || (guint) position >= generals->len)
    return MST_RESPECT_ACCEPTED;
  return mst_dm_general_get_respect (g_ptr_array_index (generals, position));
}

static void
dm_game_test_inputs (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, GHashTable *inputs,
                     GHashTable *modifiers)
{
  MstGameUnit *u = data;
  MstDoctrines doctrines = mst_dm_unit_get_doctrines (mst_game_unit_get_unit (u));
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
      MstRespect respect;

      if (g == NULL || !mst_game_general_is_on_table (g))
        continue;
      near++;
      respect = game_general_respect (game, g);
      if (respect == MST_RESPECT_INSPIRED)
        inspiring++;
      else if (respect == MST_RESPECT_HATED)
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
 * hits it takes, a forced retire, a break; the outcome as the Resilience
 * Outcomes Table prints it. */
static void
dm_game_outcome (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, const char *outcome,
                 GArray *changes)
{
  static const struct {
    const char *outcome;
    guint hits;
    gboolean retire;
    gboolean breaks;
  } effects[] = {
    { "Stand/Take 1 hit", 1, FALSE, FALSE },
    { "Forced Retire", 0, TRUE, FALSE },
    { "Forced Retire/1 hit", 1, TRUE, FALSE },
    { "Forced Retire/2 hits", 2, TRUE, FALSE },
    { "Break", 0, FALSE, TRUE },
  };
  MstGameUnit *u = data;

  if (!g_str_equal (test_id, "resilience"))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (effects); i++)
    {
      g_autofree char *read = mst_data_text_translate (g_strdup (effects[i].outcome));

      /* The words as the tables file gives them, in the language the
       * player reads the rules' data in. */
      if (!g_str_equal (outcome, effects[i].outcome) && !g_str_equal (outcome, read))
        continue;
      if (effects[i].hits > 0)
        add_change (changes, "hits", mst_game_unit_get_field (u, "hits") + (int) effects[i].hits);
      if (effects[i].retire)
        add_change (changes, "forced-retire", 1);
      if (effects[i].breaks)
        add_change (changes, "broken", 1);
    }
}

/* A new unit: the usual bases of its arm, its weapon (its list's foot
 * weapon for foot) and its compulsory doctrines (000:33-40, 000:1369,
 * 000:1372-1386). */
static void
dm_new_unit (MstRuleset *rs, MstNationList *list, MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  mst_unit_set_bases (unit, mst_dm_default_bases (mst_dm_template_get_arm (tmpl)));
  mst_dm_unit_set_weapon (unit, mst_dm_default_weapon (tmpl, mst_dm_list_get_foot_weapon (list)));
  mst_dm_unit_set_doctrines (unit, mst_dm_template_get_doctrines (tmpl));
}

/* Re-graded: the doctrines the new type allows of those it had, and the
 * new type's compulsory ones. */
static void
dm_unit_template_changed (MstRuleset *rs, MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  mst_dm_unit_set_doctrines (unit, (mst_dm_unit_get_doctrines (unit) & mst_dm_template_get_optional_doctrines (tmpl)) |
                                   mst_dm_template_get_doctrines (tmpl));
}

/* Resilience, thrown after deployment (000:1180): the best grade whose
 * threshold the die meets ("1+ / 4+ / —": 1–3 Lackluster, 4–6 Steady).
 * Zealous is a doctrine, not a grade, and is not rolled (000:193). */
static const char *
dm_deploy_grade (MstRuleset *rs, MstUnitTemplate *tmpl, guint die)
{
  return mst_grade_to_string (mst_dm_template_grade_for_die (tmpl, die));
}

/* The doctrines a player may give a unit or take away: the optional ones
 * of its type (bracketed in the lists). */
static char **
dm_unit_attr_choices (MstRuleset *rs, MstUnit *unit, const char *name)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  g_autofree char *tokens = NULL;

  if (g_strcmp0 (name, "doctrines") != 0)
    return NULL;
  if (tmpl == NULL)
    return g_new0 (char *, 1);
  tokens = mst_doctrines_to_string (mst_dm_template_get_optional_doctrines (tmpl), " ");
  return g_strsplit (tokens, " ", -1);
}

/* With the optional general types off, every general counts as
 * Competent, "the default ability for generals" (000:1287-1291,
 * 000:1323). */
static const char *
dm_general_attr_note (MstRuleset *rs, MstForce *force, const char *name)
{
  if (g_strcmp0 (name, "ability") == 0 && force != NULL && !mst_force_uses_rule (force, MST_DM_GENERAL_TYPES))
    return _("The optional rule is off: every general counts as Competent");
  return NULL;
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
  rs->always_defender_rule = "always-defender";
  rs->optional_rules = mst_dm_optional_rules;
  rs->force_attrs = mst_dm_force_attrs;
  rs->has_commands = TRUE;
  rs->hits_per_base = dm_hits_per_base;
  rs->template_fields = mst_dm_template_fields;
  rs->list_fields = mst_dm_list_fields;
  rs->list_format = &mst_dm_list_format;
  rs->force_format = &mst_dm_force_format;
  rs->check = mst_dm_check;
  rs->pool = mst_dm_pool;
  rs->unit_row = mst_dm_unit_row;
  rs->general_row = mst_dm_general_row;
  rs->general_attrs = mst_dm_general_attrs;
  rs->unit_attrs = mst_dm_unit_attrs;
  rs->template_attrs = mst_dm_rolled_attrs;
  rs->new_unit = dm_new_unit;
  rs->unit_template_changed = dm_unit_template_changed;
  rs->unit_attr_choices = dm_unit_attr_choices;
  rs->deploy_grade = dm_deploy_grade;
  rs->general_attr_note = dm_general_attr_note;
  rs->template_row = mst_dm_template_row;
  rs->template_matches = mst_dm_template_matches;
  rs->rule_names = mst_dm_rule_names;
  rs->derive_unit = dm_derive_unit;
  rs->derive_force = dm_derive_force;
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
