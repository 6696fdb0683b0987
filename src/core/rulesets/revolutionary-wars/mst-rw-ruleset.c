/* mst-rw-ruleset.c: Revolutionary Wars (seed 001) as a rule-set module: a
 * division of brigades of battalions made of platoons, each battalion's
 * card of 17 stats (list data: the rules print no values), and its D6
 * tests with the Solid / Shaken / Shattered re-rolls.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <stdlib.h>
#include <string.h>

#include "mst-error.h"
#include "mst-game.h"
#include "mst-rw-private.h"

typedef struct {
  MstRuleset parent_instance;
} MstRwRuleset;

typedef struct {
  MstRulesetClass parent_class;
} MstRwRulesetClass;

G_DEFINE_FINAL_TYPE (MstRwRuleset, mst_rw_ruleset, MST_TYPE_RULESET)

/* The battalion card: every stat the rules read from it, in the order of
 * the spec's table (shared/rulesets/revolutionary-wars.md §1.3; 001:730-2236).
 * Reform and React pass on the number or less (001:2122, 2226). */
const MstStatSpec mst_rw_stat_specs[] = {
  { "move-open", N_("Move in Open"), MST_STAT_DISTANCE, FALSE, FALSE, FALSE, FALSE },
  { "move-terrain", N_("Move in Terrain"), MST_STAT_DISTANCE, TRUE, FALSE, FALSE, FALSE },
  { "charge-move", N_("Charge Move"), MST_STAT_DISTANCE, FALSE, FALSE, FALSE, FALSE },
  /* 001:996-998: a platoon "that does not have AUTO as its Charge
   * Across Terrain number". */
  { "charge-terrain", N_("Charge Across Terrain"), MST_STAT_SCORE, FALSE, FALSE, TRUE, FALSE },
  { "stand-front", N_("Stand if Charged from Front"), MST_STAT_SCORE, TRUE, FALSE, FALSE, FALSE },
  { "stand-flank", N_("Stand if Charged from Flank"), MST_STAT_SCORE, TRUE, FALSE, FALSE, FALSE },
  { "shock", N_("Shock Bonus if Charging"), MST_STAT_MODIFIER, TRUE, FALSE, FALSE, FALSE },
  { "rally", N_("Rally from Rout"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "control-pursuit", N_("Control Pursuit"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "strike-front", N_("Strike to Front"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "strike-flank", N_("Strike to Flank"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "melee-save", N_("Melee Save"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "accuracy", N_("Accuracy"), MST_STAT_SCORE, FALSE, TRUE, FALSE, FALSE },
  { "firepower", N_("Firepower"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "shooting-save", N_("Shooting Save"), MST_STAT_SCORE, FALSE, FALSE, FALSE, FALSE },
  { "reform", N_("Reform from Disorder"), MST_STAT_SCORE, TRUE, FALSE, FALSE, TRUE },
  { "react", N_("React without Disorder"), MST_STAT_SCORE, TRUE, FALSE, FALSE, TRUE },
  { NULL }
};

/* ---- tests at the table -------------------------------------------- */

static const char *const states[] = { "solid", "shaken", "shattered", NULL };
static const char *const scores[] = { "1", "2", "3", "4", "5", "6", "7", NULL };
static const char *const scores_or_auto[] = { "1", "2", "3", "4", "5", "6", "7", "auto", NULL };
static const char *const dice_counts[] = {
  "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
  "21", "22", "23", "24", NULL
};
static const char *const shocks[] = {
  "-6", "-5", "-4", "-3", "-2", "-1", "0", "1", "2", "3", "4", "5", "6", NULL
};
static const char *const no_yes[] = { "no", "yes", NULL };
static const char *const yes_no[] = { "yes", "no", NULL };
static const char *const facings[] = { "front", "flank", NULL };

/* A test of one D6 per item against a card number (001:85-110). */
typedef struct {
  const char *id;
  const char *title;
  MstDiceTest test;
  /* The state re-rolls this test does not take: Firepower from Solid
   * (001:589-590), Rally, Firepower and Reform from Shattered (612-613). */
  gboolean solid_exempt;
  gboolean shattered_exempt;
  /* The battalion may not take this test when Shattered. */
  gboolean not_shattered;
  /* A number printed in the rules, not on the card (Spike Guns 5+). */
  int fixed_target;
  gboolean takes_state;
  gboolean takes_dice;
  const char *source;
} RwTest;

static const RwTest rw_tests[] = {
  { "stand", N_("Test to stand and fight"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, FALSE, "001:1079-1138" },
  { "charge-terrain", N_("Charge across terrain"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, TRUE,
    "001:996-1013" },
  { "melee", N_("Melee: strike"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, TRUE, "001:1465-1548" },
  { "melee-save", N_("Melee saves"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, TRUE, "001:1549-1562" },
  { "rally", N_("Rally from Rout"), MST_DICE_AT_LEAST, FALSE, TRUE, FALSE, 0, FALSE, TRUE, "001:1194-1270" },
  { "control-pursuit", N_("Control Pursuit"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, FALSE,
    "001:1354-1391" },
  { "shoot", N_("Shooting: to hit"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, TRUE, "001:1814-1861, 1950-1953" },
  { "shooting-save", N_("Shooting saves"), MST_DICE_AT_LEAST, FALSE, FALSE, FALSE, 0, TRUE, TRUE, "001:1862-1875" },
  { "firepower", N_("Firepower"), MST_DICE_AT_LEAST, TRUE, TRUE, FALSE, 0, TRUE, TRUE, "001:1877-1908" },
  { "reform", N_("Reform (the number or less)"), MST_DICE_AT_MOST, FALSE, TRUE, FALSE, 0, TRUE, FALSE,
    "001:2118-2140" },
  { "react", N_("React without disorder (the number or less)"), MST_DICE_AT_MOST, FALSE, FALSE, TRUE, 0, TRUE,
    TRUE, "001:2220-2237" },
  { "spike-guns", N_("Spike guns"), MST_DICE_AT_LEAST, FALSE, FALSE, TRUE, 5, TRUE, TRUE, "001:2165-2180" },
};

/* What changes the score needed: a penalty is +1, a bonus −1 (001:91-98). */
typedef struct {
  const char *id;
  const char *text;
  int target;
  /* NULL: every test; else the only test that takes it. */
  const char *test;
} RwModifier;

static const RwModifier rw_modifiers[] = {
  { "penalty", N_("A penalty (+1 to the score needed)"), +1, NULL },
  { "bonus", N_("A bonus (−1 to the score needed)"), -1, NULL },
  /* 001:1824-1826 and the diagram's caption. */
  { "concealed", N_("Target concealed in or behind terrain"), +1, "shoot" },
  /* 001:1858-1861. */
  { "hill", N_("Target on a hill"), +1, "shoot" },
  /* 001:1613-1616, "[or to a fixed number?]": provisional (gap RW-9). */
  { "obstacle", N_("Defending an obstacle (provisional: improves the number by 4)"), -4, "stand" },
};

static const RwTest *
find_test (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (rw_tests); i++)
    if (g_str_equal (rw_tests[i].id, id))
      return &rw_tests[i];
  return NULL;
}

static void
rw_list_code_tests (MstRuleset *self, GPtrArray *tests)
{
  for (guint i = 0; i < G_N_ELEMENTS (rw_tests); i++)
    {
      const RwTest *t = &rw_tests[i];
      MstTestInfo *info = mst_test_info_new (t->id, _(t->title));

      if (t->takes_state)
        mst_test_info_add_input (info, "state", _("Battalion’s state"), states);
      if (t->fixed_target == 0)
        mst_test_info_add_input (info, "target", _("The card’s number"),
                                 g_str_equal (t->id, "charge-terrain") ? scores_or_auto : scores);
      if (t->takes_dice)
        mst_test_info_add_input (info, "dice", _("Dice (one per platoon or hit)"), dice_counts);
      if (g_str_equal (t->id, "stand"))
        {
          mst_test_info_add_input (info, "charged", _("Charged in the"), facings);
          mst_test_info_add_input (info, "shock", _("The charger’s Shock Bonus (first test only)"), shocks);
          mst_test_info_add_input (info, "clipped", _("Only clipped by a charge at another"), no_yes);
        }
      else if (g_str_equal (t->id, "rally"))
        {
          mst_test_info_add_input (info, "near-general", _("Within 6\"/15cm of its brigade or divisional general"),
                                   no_yes);
          mst_test_info_add_input (info, "pursued", _("Pursued"), yes_no);
          mst_test_info_add_input (info, "chose-to-run", _("Chose to break and run"), no_yes);
        }
      else if (g_str_equal (t->id, "shoot"))
        mst_test_info_add_input (info, "crossfire", _("Crossfire"), no_yes);
      else if (g_str_equal (t->id, "firepower"))
        {
          mst_test_info_add_input (info, "fortified", _("Target behind a wall, in a building or fortification"),
                                   no_yes);
          mst_test_info_add_input (info, "howitzer", _("Fired as howitzers"), no_yes);
        }
      else if (g_str_equal (t->id, "reform"))
        {
          mst_test_info_add_input (info, "near-general", _("Within 6\"/15cm of its brigade or divisional general"),
                                   no_yes);
          mst_test_info_add_input (info, "second", _("Its second successive Reform"), no_yes);
        }
      for (guint m = 0; m < G_N_ELEMENTS (rw_modifiers); m++)
        if (rw_modifiers[m].test == NULL || g_str_equal (rw_modifiers[m].test, t->id))
          mst_test_info_add_modifier (info, rw_modifiers[m].id, _(rw_modifiers[m].text), rw_modifiers[m].target,
                                      NULL);
      g_ptr_array_add (tests, info);
    }
}

/* The sum of the modifiers that apply; FALSE for one @t does not take. */
static gboolean
sum_modifiers (const RwTest *t, GHashTable *modifiers, int *sum, GError **error)
{
  GHashTableIter iter;
  gpointer key, value;

  *sum = 0;
  if (modifiers == NULL)
    return TRUE;
  g_hash_table_iter_init (&iter, modifiers);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint m;

      for (m = 0; m < G_N_ELEMENTS (rw_modifiers); m++)
        if (g_str_equal (rw_modifiers[m].id, key)
            && (rw_modifiers[m].test == NULL || g_str_equal (rw_modifiers[m].test, t->id)))
          break;
      if (m == G_N_ELEMENTS (rw_modifiers))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifier “%s”"), t->id,
                       (char *) key);
          return FALSE;
        }
      *sum += rw_modifiers[m].target * (int) GPOINTER_TO_UINT (value);
    }
  return TRUE;
}

/* The state's re-rolls (001:588-590, 611-613): a Solid battalion throws
 * its failures again, a Shattered one its successes, a Shaken one none. */
static MstReroll
state_reroll (const RwTest *t, const char *state)
{
  if (g_strcmp0 (state, "solid") == 0 && !t->solid_exempt)
    return MST_REROLL_FAILURES;
  if (g_strcmp0 (state, "shattered") == 0 && !t->shattered_exempt)
    return MST_REROLL_SUCCESSES;
  return MST_REROLL_NONE;
}

static void
append_why (GString *why, const char *reason)
{
  g_string_append_printf (why, "%s%s", why->len > 0 ? "; " : "", reason);
}

static char *
format_faces (const MstTargetRoll *roll, gboolean first)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < roll->n_dice; i++)
    g_string_append_printf (s, "%s%u", i > 0 ? " " : "", first ? roll->dice[i].first : roll->dice[i].face);
  return g_string_free (s, FALSE);
}

static MstTestOutcome *
rw_run_code_test (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers, int thrown,
                  MstDice *dice, GError **error)
{
  const RwTest *t = find_test (test_id);
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  g_autoptr(GPtrArray) takes = g_ptr_array_new ();
  g_autoptr(GString) why = g_string_new (NULL);
  g_autoptr(GString) note = g_string_new (NULL);
  g_autoptr(MstTargetRoll) roll = NULL;
  const char *state = NULL, *target_s = NULL, *dice_s = "1";
  MstReroll reroll;
  int target, sum;
  guint n;

  g_return_val_if_fail (t != NULL, NULL);

  if (t->takes_state)
    g_ptr_array_add (takes, "state");
  if (t->fixed_target == 0)
    g_ptr_array_add (takes, "target");
  if (t->takes_dice)
    g_ptr_array_add (takes, "dice");
  if (g_str_equal (t->id, "stand"))
    {
      g_ptr_array_add (takes, "charged");
      g_ptr_array_add (takes, "shock");
      g_ptr_array_add (takes, "clipped");
    }
  else if (g_str_equal (t->id, "rally"))
    {
      g_ptr_array_add (takes, "near-general");
      g_ptr_array_add (takes, "pursued");
      g_ptr_array_add (takes, "chose-to-run");
    }
  else if (g_str_equal (t->id, "shoot"))
    g_ptr_array_add (takes, "crossfire");
  else if (g_str_equal (t->id, "firepower"))
    {
      g_ptr_array_add (takes, "fortified");
      g_ptr_array_add (takes, "howitzer");
    }
  else if (g_str_equal (t->id, "reform"))
    {
      g_ptr_array_add (takes, "near-general");
      g_ptr_array_add (takes, "second");
    }
  g_ptr_array_add (takes, NULL);

  if (!mst_test_check_inputs (inputs, t->id, (const char *const *) takes->pdata, error))
    return NULL;
  if (t->takes_state && (state = mst_test_input_value (inputs, t->id, "state", states, NULL, error)) == NULL)
    return NULL;
  if (t->fixed_target == 0
      && (target_s = mst_test_input_value (inputs, t->id, "target",
                                           g_str_equal (t->id, "charge-terrain") ? scores_or_auto : scores, NULL,
                                           error)) == NULL)
    return NULL;
  if (t->takes_dice && (dice_s = mst_test_input_value (inputs, t->id, "dice", dice_counts, "1", error)) == NULL)
    return NULL;
  if (!sum_modifiers (t, modifiers, &sum, error))
    return NULL;
  if (t->not_shattered && g_strcmp0 (state, "shattered") == 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   g_str_equal (t->id, "react") ? _("a Shattered battalion cannot React (001:2220)")
                                                : _("a Shattered battalion may not take this action (001:2168, 616-617)"));
      return NULL;
    }
  n = (guint) atoi (dice_s);
  target = t->fixed_target != 0 ? t->fixed_target : atoi (target_s);
  /* A penalty makes a test harder: on a test of the number or less it
   * lowers the number (gap RW-10). */
  target += t->test == MST_DICE_AT_MOST ? -sum : sum;
  reroll = state_reroll (t, state);
  if (reroll == MST_REROLL_FAILURES)
    append_why (why, _("a Solid battalion throws its failures again"));
  else if (reroll == MST_REROLL_SUCCESSES)
    append_why (why, _("a Shattered battalion throws its successes again"));

  if (g_str_equal (t->id, "stand"))
    {
      const char *charged, *shock, *clipped;

      if ((charged = mst_test_input_value (inputs, t->id, "charged", facings, "front", error)) == NULL
          || (shock = mst_test_input_value (inputs, t->id, "shock", shocks, "0", error)) == NULL
          || (clipped = mst_test_input_value (inputs, t->id, "clipped", no_yes, "no", error)) == NULL)
        return NULL;
      /* The charger's Shock Bonus is added to the number (001:1118-1122). */
      target += atoi (shock);
      /* 001:1136-1138: the card's line the number comes from. */
      g_string_append_printf (note, "%s; ", g_str_equal (charged, "flank") ? _("Stand if Charged from Flank")
                                                                           : _("Stand if Charged from Front"));
      if (g_str_equal (clipped, "yes"))
        {
          /* 001:1105-1116. */
          g_string_truncate (why, 0);
          if (g_str_equal (state, "solid"))
            {
              out->has_target = TRUE;
              out->target = target;
              out->passed = TRUE;
              out->outcome = g_strdup (_("it stands: a Solid battalion only clipped by a charge always stands"));
              out->note = g_strdup_printf (_("no die thrown (%s)"), "001:1110");
              return g_steal_pointer (&out);
            }
          reroll = g_str_equal (state, "shaken") ? MST_REROLL_FAILURES : MST_REROLL_NONE;
          append_why (why, g_str_equal (state, "shaken")
                             ? _("a Shaken battalion only clipped throws its failures again")
                             : _("a Shattered battalion only clipped keeps its successes"));
        }
    }
  else if (g_str_equal (t->id, "charge-terrain") && g_str_equal (target_s, "auto"))
    {
      out->has_target = FALSE;
      out->outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u platoon crosses: AUTO needs no die",
                                                   "%u platoons cross: AUTO needs no die", n), n);
      out->note = g_strdup_printf (_("no die thrown (%s)"), "001:996-998");
      return g_steal_pointer (&out);
    }
  else if (g_str_equal (t->id, "rally"))
    {
      const char *near, *pursued, *ran;

      if ((near = mst_test_input_value (inputs, t->id, "near-general", no_yes, "no", error)) == NULL
          || (pursued = mst_test_input_value (inputs, t->id, "pursued", yes_no, "yes", error)) == NULL
          || (ran = mst_test_input_value (inputs, t->id, "chose-to-run", no_yes, "no", error)) == NULL)
        return NULL;
      /* 001:1200-1213: never for being Shattered, which it always is. */
      if (g_str_equal (near, "yes"))
        append_why (why, _("within 6\"/15cm of its general"));
      if (g_str_equal (pursued, "no"))
        append_why (why, _("not pursued"));
      if (g_str_equal (ran, "yes"))
        append_why (why, _("it chose to break and run"));
      if (why->len > 0)
        reroll |= MST_REROLL_FAILURES;
    }
  else if (g_str_equal (t->id, "shoot"))
    {
      const char *crossfire = mst_test_input_value (inputs, t->id, "crossfire", no_yes, "no", error);

      if (crossfire == NULL)
        return NULL;
      /* 001:1950-1953. */
      if (g_str_equal (crossfire, "yes"))
        {
          reroll |= MST_REROLL_FAILURES;
          append_why (why, _("crossfire throws failures again"));
        }
    }
  else if (g_str_equal (t->id, "firepower"))
    {
      const char *fortified, *howitzer;

      if ((fortified = mst_test_input_value (inputs, t->id, "fortified", no_yes, "no", error)) == NULL
          || (howitzer = mst_test_input_value (inputs, t->id, "howitzer", no_yes, "no", error)) == NULL)
        return NULL;
      /* Never for the shooter's state (001:1888-1889); against works,
       * unless howitzers fire (001:1904-1908). */
      if (g_str_equal (fortified, "yes") && g_str_equal (howitzer, "no"))
        {
          reroll |= MST_REROLL_SUCCESSES;
          append_why (why, _("successes against a wall, building or fortification are thrown again"));
        }
    }
  else if (g_str_equal (t->id, "reform"))
    {
      const char *near, *second;

      if ((near = mst_test_input_value (inputs, t->id, "near-general", no_yes, "no", error)) == NULL
          || (second = mst_test_input_value (inputs, t->id, "second", no_yes, "no", error)) == NULL)
        return NULL;
      if (g_str_equal (second, "yes"))
        {
          /* 001:2138-2140. */
          out->has_target = TRUE;
          out->target = target;
          out->passed = TRUE;
          out->outcome = g_strdup (_("it reforms: a second successive Reform always succeeds"));
          out->note = g_strdup_printf (_("no die thrown (%s)"), "001:2138-2140");
          return g_steal_pointer (&out);
        }
      /* 001:2132-2133. */
      if (g_str_equal (near, "yes"))
        {
          reroll |= MST_REROLL_FAILURES;
          append_why (why, _("within 6\"/15cm of its general"));
        }
    }

  out->has_target = TRUE;
  out->target = target;
  if (thrown >= 0)
    {
      /* The player's own die: one, and the re-roll is theirs to throw. */
      if (n != 1)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("a typed score is one die: give dice=1, or let Muster throw them all"));
          return NULL;
        }
      if (thrown < 1 || thrown > 6)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%d is not a score a D6 can throw (1 to 6)"), thrown);
          return NULL;
        }
      out->thrown = thrown;
      out->passed = mst_dice_target_met ((guint) thrown, target, t->test);
      out->outcome = g_strdup (out->passed ? _("the die succeeds") : _("the die fails"));
      if ((out->passed && (reroll & MST_REROLL_SUCCESSES)) || (!out->passed && (reroll & MST_REROLL_FAILURES)))
        g_string_append_printf (note, _("throw it once more, and that throw stands: %s"), why->str);
    }
  else
    {
      roll = mst_dice_roll_targets (dice, n, target, t->test, reroll);
      out->roll = mst_target_roll_to_roll (roll, _(t->title));
      out->thrown = (int) out->roll->total;
      out->passed = roll->successes > 0;
      out->outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u die succeeds", "%u of %u dice succeed",
                                                   n), roll->successes, n);
      if (roll->rerolled > 0)
        {
          g_autofree char *first = format_faces (roll, TRUE);

          g_string_append_printf (note, g_dngettext (GETTEXT_PACKAGE,
                                                     "first throw %s; %u die thrown again (%s), once only",
                                                     "first throw %s; %u dice thrown again (%s), once only",
                                                     roll->rerolled),
                                  first, roll->rerolled, why->str);
        }
      else if (why->len > 0)
        g_string_append_printf (note, _("nothing to throw again (%s)"), why->str);
      else
        g_string_append (note, _("no re-rolls"));
    }
  /* 001:100-105. */
  if (t->test == MST_DICE_AT_LEAST ? target <= 1 : target >= 6)
    g_string_append_printf (note, "%s%s", note->len > 0 ? "; " : "", _("certain to succeed"));
  else if (t->test == MST_DICE_AT_LEAST ? target >= 7 : target <= 0)
    g_string_append_printf (note, "%s%s", note->len > 0 ? "; " : "", _("certain to fail"));
  if (t->test == MST_DICE_AT_MOST)
    g_string_append_printf (note, "%s%s", note->len > 0 ? "; " : "", _("succeeds on the number or less"));
  if (g_str_equal (t->id, "firepower"))
    g_string_append_printf (note, "%s%s", note->len > 0 ? "; " : "", _("never thrown again for the battalion’s state"));
  g_string_append_printf (note, " (%s)", t->source);
  out->note = g_strdup (note->str);
  return g_steal_pointer (&out);
}

/* A division counts battalions of platoons, as its cards do (001:144-205). */
static char *
rw_format_units (MstRuleset *self, guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battalion", "%u battalions", n), n);
}

static char *
rw_format_strength (MstRuleset *self, guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u platoon", "%u platoons", n), n);
}

/* A game: platoons lost; Solid, Shaken or Shattered (001:580-626);
 * disordered; routed off the table. */
static const char *const rw_states[] = { "solid", "shaken", "shattered", NULL };
static const char *const rw_state_labels[] = { N_("Solid"), N_("Shaken"), N_("Shattered"), NULL };
static const MstGameField rw_game_fields[] = {
  { "platoons-lost", N_("Platoons lost"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL },
  { "state", N_("Order"), MST_GAME_FIELD_CHOICE, FALSE, FALSE, rw_states, rw_state_labels },
  { "disordered", N_("Disordered"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL },
  { "routed", N_("Routed"), MST_GAME_FIELD_FLAG, FALSE, TRUE, NULL, NULL },
  { NULL }
};

static gboolean
rw_wiped_out (MstGameUnit *u)
{
  return mst_game_unit_get_strength (u) - mst_game_unit_get_losses (u) <= mst_rw_wiped_out_left (mst_game_unit_get_unit (u));
}

static void
rw_game_prompts (MstRuleset *rs, gpointer data, gboolean end_of_turn, GPtrArray *prompts)
{
  MstGame *game = data;
  MstForce *force = mst_game_get_force (game);
  GListModel *units = mst_game_get_units (game);
  guint n_commands = mst_force_get_n_commands (force);
  g_autofree guint *fielded = g_new0 (guint, n_commands + 1);
  g_autofree guint *standing = g_new0 (guint, n_commands + 1);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      int c = mst_game_unit_get_command (u);
      gboolean out = mst_game_unit_is_out (u) || rw_wiped_out (u);

      if (c >= 0 && (guint) c < n_commands)
        {
          fielded[c]++;
          standing[c] += out ? 0 : 1;
        }
      /* Reduced to this, it is destroyed (001:1242-1246). */
      if (rw_wiped_out (u) && !mst_game_unit_is_out (u))
        {
          guint left = mst_game_unit_get_strength (u) - mst_game_unit_get_losses (u);

          g_ptr_array_add (prompts, mst_game_prompt_new (u, NULL,
                                                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                                       "“%s” has %u platoon left: it is "
                                                                                       "wiped out and removed "
                                                                                       "(001:1242-1246).",
                                                                                       "“%s” has %u platoons left: it is "
                                                                                       "wiped out and removed "
                                                                                       "(001:1242-1246).", left),
                                                                          mst_game_unit_get_label (u), left)));
        }
    }
  /* A brigade down to a single battalion breaks at the start of its turn
   * (001:655-659). */
  for (guint c = 0; c < n_commands; c++)
    if (fielded[c] > 1 && standing[c] == 1)
      {
        MstCommand *command = mst_force_get_command (force, c);
        const char *name = mst_general_get_name (mst_command_get_general (command));

        g_ptr_array_add (prompts, mst_game_prompt_new (NULL, NULL,
                                                       g_strdup_printf (_("%s’s brigade has one battalion left: it "
                                                                          "breaks at the start of its turn and is "
                                                                          "destroyed (001:655-659)."),
                                                                        name != NULL && name[0] != '\0' ? name
                                                                          : _("A brigade"))));
      }
}

/* Its order (Solid, Shaken, Shattered) decides the re-rolls of every test
 * (001:589, 612). */
static void
rw_game_test_inputs (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, GHashTable *inputs, GHashTable *modifiers)
{
  if (!g_hash_table_contains (inputs, "state"))
    g_hash_table_insert (inputs, g_strdup ("state"),
                         g_strdup (rw_states[CLAMP (mst_game_unit_get_field (data, "state"), 0, 2)]));
}

static void
mst_rw_ruleset_class_init (MstRwRulesetClass *klass)
{
  /* A general is captured and removed (001:832-838, 1044-1051); the rules
   * neither kill nor wound one. */
  static const MstGeneralFate rw_general_fates[] = { MST_GENERAL_FATE_CAPTURED, MST_GENERAL_FATE_NONE };
  MstRulesetClass *rs = MST_RULESET_CLASS (klass);

  rs->id = "revolutionary-wars";
  rs->name = N_("Revolutionary Wars");
  rs->description = N_("A division of brigades of battalions, each battalion a handful of platoons with a card of "
                       "17 values; the rules print no card values, so a list gives them (the sample list’s are "
                       "examples only).");
  rs->has_pools = FALSE;
  rs->has_scouting = FALSE;
  rs->measures_in_inches = TRUE;
  rs->has_commands = TRUE;
  rs->counts_figures = FALSE;
  rs->tables_only = FALSE;
  rs->unit_attrs = mst_rw_unit_attrs;
  rs->format_units = rw_format_units;
  rs->format_strength = rw_format_strength;
  rs->roles = mst_rw_platoon_ids;
  rs->commander_label = N_("Divisional General");
  rs->rule_names = mst_rw_rule_names;
  rs->role_labels = mst_rw_platoon_labels;
  rs->unit_kind_labels = mst_rw_unit_kind_labels;
  rs->list_attrs = mst_rw_list_attrs;
  rs->levels = mst_rw_levels;
  rs->level_labels = mst_rw_level_labels;
  rs->unit_kinds = mst_rw_unit_kinds;
  rs->weapons = mst_rw_weapons;
  rs->derive_unit = mst_rw_derive_unit;
  rs->derive_force = mst_rw_derive_force;
  rs->derive_command = mst_rw_derive_command;
  rs->check = mst_rw_check;
  rs->describe_incomplete_cards = mst_rw_describe_incomplete_cards;
  rs->list_code_tests = rw_list_code_tests;
  rs->run_code_test = rw_run_code_test;
  rs->stat_specs = mst_rw_stat_specs;
  rs->formations = mst_rw_formations;
  rs->formation_labels = mst_rw_formation_labels;
  /* The campaign records a general captured, and a battalion destroyed
   * (wiped out, or run off the table: 001:1242-1270) as well as broken. */
  rs->general_fates = rw_general_fates;
  rs->records_destroyed = TRUE;
  rs->game_fields = rw_game_fields;
  rs->game_prompts = rw_game_prompts;
  rs->game_test_inputs = rw_game_test_inputs;
}

static void
mst_rw_ruleset_init (MstRwRuleset *self)
{
}
