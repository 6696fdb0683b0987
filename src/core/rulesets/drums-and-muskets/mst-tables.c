/* mst-tables.c: the resilience test and the hold test, as the tables print them.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drums and Muskets, "Conducting a resilience test" (Resilience Situation
 * Adjustment Table, Resilience Outcomes Table) and "How to conduct a Hold
 * Test".  The row texts are those of the full rules; the columns of each
 * figure are those of the quick-reference sheets, whose Markdown tables keep
 * the empty cells that the full rules' text loses.  The tests compare every
 * row with both. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-error.h"
#include "mst-enum-types.h"
#include "mst-tables.h"
#include "mst-types-private.h"

const char *
mst_test_context_to_string (MstTestContext context)
{
  g_return_val_if_fail (context < MST_N_TEST_CONTEXTS, NULL);
  return mst_enum_to_nick (MST_TYPE_TEST_CONTEXT, context);
}

gboolean
mst_test_context_from_string (const char *s, MstTestContext *out)
{
  int v;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!mst_enum_from_nick (MST_TYPE_TEST_CONTEXT, s, &v))
    return FALSE;
  *out = (MstTestContext) v;
  return TRUE;
}

const char *
mst_test_context_get_label (MstTestContext context)
{
  switch (context)
    {
    case MST_TEST_CONTEXT_SHOOTING: return _("From shooting");
    case MST_TEST_CONTEXT_CHARGE: return _("Charge");
    case MST_TEST_CONTEXT_MELEE: return _("Melee");
    case MST_TEST_CONTEXT_OTHER: return _("All other cases");
    default: g_return_val_if_reached (NULL);
    }
}

MstAdjustColumn
mst_test_context_get_column (MstTestContext context)
{
  switch (context)
    {
    case MST_TEST_CONTEXT_SHOOTING: return MST_ADJUST_SHOOTING;
    case MST_TEST_CONTEXT_CHARGE:
    case MST_TEST_CONTEXT_MELEE: return MST_ADJUST_CHARGE_OR_MELEE;
    case MST_TEST_CONTEXT_OTHER:
    default: return MST_ADJUST_OTHER;
    }
}

#define S  (1u << MST_ADJUST_SHOOTING)
#define CM (1u << MST_ADJUST_CHARGE_OR_MELEE)
#define O  (1u << MST_ADJUST_OTHER)

/* Resilience Situation Adjustment Table.  Columns: From shooting, Charge or
 * melee, All other cases; a figure counts only where its bit is set. */
static const MstSituation resilience_situations[] = {
  { "are-classed-as-determined", "Are classed as Determined",
    N_("Are classed as Determined"), FALSE, FALSE, S | CM | O, { +1, +2, +1 } },
  { "are-classed-as-lackluster", "Are classed as Lackluster",
    N_("Are classed as Lackluster"), FALSE, FALSE, S | CM | O, { -1, -2, -1 } },
  { "are-classed-as-zealous", "Are classed as Zealous",
    N_("Are classed as Zealous"), FALSE, FALSE, CM, { 0, +1, 0 } },
  { "are-not-classed-as-zealous", "Are not classed as Zealous",
    N_("Are not classed as Zealous"), FALSE, FALSE, S, { +1, 0, 0 } },
  { "classed-as-guards", "Classed as Guards",
    N_("Classed as Guards"), FALSE, FALSE, S | CM | O, { +1, +1, +1 } },
  { "are-formed-and-in-line", "Are Formed and in Line",
    N_("Are Formed and in Line"), FALSE, FALSE, S, { +1, 0, 0 } },
  { "are-formed-line-and-chargers-being-column-of-attack",
    "Are Formed Line and chargers being Column of Attack",
    N_("Are Formed Line and chargers being Column of Attack"), FALSE, FALSE, CM, { 0, -1, 0 } },
  { "are-formed-and-in-column-of-attack", "Are Formed and in Column of Attack",
    N_("Are Formed and in Column of Attack"), FALSE, FALSE, CM, { 0, +1, 0 } },
  { "are-in-open-formation", "Are in Open formation",
    N_("Are in Open formation"), FALSE, FALSE, S | CM, { +1, -2, 0 } },
  { "have-more-friendly-bases-than-enemy-bases-within-6bw",
    "Have more friendly bases than enemy bases within 6BW",
    N_("Have more friendly bases than enemy bases within 6BW"), FALSE, FALSE, S | CM | O, { +1, +1, +1 } },
  { "have-inflicted-hits-this-turn", "Have inflicted hits this turn",
    N_("Have inflicted hits this turn"), FALSE, FALSE, S | CM, { +1, +1, 0 } },
  { "received-any-hits-this-turn", "Received any hits this turn",
    N_("Received any hits this turn"), FALSE, FALSE, S | O, { -1, 0, -1 } },
  { "these-hits-also-from-artillery", "These hits also from artillery",
    N_("These hits also from artillery"), FALSE, FALSE, S | CM | O, { -1, -1, -1 } },
  { "have-won-a-round-of-melee-during-the-current-charge-sequence",
    "Have won a round of melee during the current charge sequence",
    N_("Have won a round of melee during the current charge sequence"), FALSE, FALSE, CM, { 0, +1, 0 } },
  { "have-just-lost-charge-melee-round-of-hand-to-hand-combat",
    "Have just lost charge/melee round of hand to hand combat",
    N_("Have just lost charge/melee round of hand to hand combat"), FALSE, FALSE, CM, { 0, -2, 0 } },
  { "for-each-general-in-line-of-command-within-3bw",
    "For each general in line of command within 3BW",
    N_("For each general in line of command within 3BW"), TRUE, FALSE, S | CM | O, { +1, +1, +1 } },
  { "for-each-inspiring-general-in-line-of-command-within-3bw",
    "For each inspiring general in line of command within 3BW",
    N_("For each inspiring general in line of command within 3BW"), TRUE, FALSE, S | CM | O, { +1, +1, +1 } },
  { "for-each-hated-general-in-line-of-command-within-3bw",
    "For each hated general in line of command within 3BW",
    N_("For each hated general in line of command within 3BW"), TRUE, FALSE, S | CM | O, { -1, -2, -1 } },
  { "shooters-do-not-use-light-company-doctrine-and-the-target-does",
    "Shooters do not use light company doctrine and the target does.",
    N_("Shooters do not use light company doctrine and the target does"), FALSE, FALSE, S, { -1, 0, 0 } },
  { "are-in-column-of-march", "Are in column of march",
    N_("Are in column of march"), FALSE, FALSE, S | CM, { -2, -2, 0 } },
  { "defending-a-fortification-or-obstacle", "Defending a fortification or obstacle",
    N_("Defending a fortification or obstacle"), FALSE, TRUE, S | CM | O, { +2, +2, +1 } },
  { "where-forced-to-retire-this-turn", "Where forced to retire this turn",
    N_("Where forced to retire this turn"), FALSE, FALSE, S | CM | O, { -2, -2, -1 } },
  { "cavalry-vs-foot-not-in-square", "Cavalry vs foot not in square",
    N_("Cavalry vs foot not in square"), FALSE, FALSE, CM, { 0, +2, 0 } },
  { "cavalry-vs-formed-foot-in-square", "Cavalry vs formed foot in Square",
    N_("Cavalry vs formed foot in Square"), FALSE, FALSE, CM, { 0, -2, 0 } },
  { "formed-foot-in-square-vs-cavalry", "Formed foot in square vs Cavalry",
    N_("Formed foot in square vs Cavalry"), FALSE, FALSE, CM, { 0, +2, 0 } },
  { "baggage-camp-has-been-lost", "Baggage camp has been lost",
    N_("Baggage camp has been lost"), FALSE, FALSE, S | CM | O, { -1, -1, -1 } },
  { "testers-have-lost-atleast-50", "Testers have lost atleast 50%",
    N_("Testers have lost at least 50%"), FALSE, FALSE, S | CM | O, { -1, -1, -1 } },
  { "armed-purely-for-hand-to-hand", "Armed purely for hand to hand",
    N_("Armed purely for hand to hand"), FALSE, FALSE, S | CM, { -1, +1, 0 } },
};

/* Hold Test: "Situation (Testers) Hold Test adjustments", one column. */
static const MstSituation hold_situations[] = {
  { "are-classed-as-determined", "Are classed as Determined",
    N_("Are classed as Determined"), FALSE, FALSE, S, { +2 } },
  { "testers-are-not-in-terrain", "Testers are not in terrain",
    N_("Testers are not in terrain"), FALSE, FALSE, S, { +1 } },
  { "has-more-friendly-bases-within-6bw-than-enemy", "Has more friendly bases within 6BW than enemy.",
    N_("Has more friendly bases within 6BW than enemy"), FALSE, FALSE, S, { +1 } },
  { "has-not-charged-yet-this-game", "Has not charged yet this game",
    N_("Has not charged yet this game"), FALSE, FALSE, S, { +1 } },
  { "is-75-in-strength", "Is >=75% in strength",
    /* xgettext:no-c-format */
    N_("Is at 75% strength or more"), FALSE, FALSE, S, { +1 } },
  { "is-larger-in-strength-than-any-possible-target", "Is larger in strength than any possible target",
    N_("Is larger in strength than any possible target"), FALSE, FALSE, S, { +1 } },
  { "are-classed-as-lackluster", "Are classed as Lackluster",
    N_("Are classed as Lackluster"), FALSE, FALSE, S, { -2 } },
  { "irregular-in-terrain-that-could-end-up-out-of-terrain-if-charge",
    "Irregular in terrain that could end up out of terrain if charge",
    N_("Irregular in terrain that could end up out of terrain if charge"), FALSE, FALSE, S, { -2 } },
  { "is-50-in-strength", "Is <=50% in strength",
    /* xgettext:no-c-format */
    N_("Is at 50% strength or less"), FALSE, FALSE, S, { -1 } },
  { "has-charged-atleast-twice-this-game", "Has charged atleast twice this game",
    N_("Has charged at least twice this game"), FALSE, FALSE, S, { -1 } },
  { "only-possible-target-is-in-terrain", "Only possible target is in terrain",
    N_("Only possible target is in terrain"), FALSE, FALSE, S, { -1 } },
};

#undef S
#undef CM
#undef O

const MstSituation *
mst_resilience_situations (guint *n_situations)
{
  g_return_val_if_fail (n_situations != NULL, NULL);
  *n_situations = G_N_ELEMENTS (resilience_situations);
  return resilience_situations;
}

const MstSituation *
mst_hold_situations (guint *n_situations)
{
  g_return_val_if_fail (n_situations != NULL, NULL);
  *n_situations = G_N_ELEMENTS (hold_situations);
  return hold_situations;
}

int
mst_situations_find (const MstSituation *situations, guint n_situations, const char *id)
{
  g_return_val_if_fail (situations != NULL, -1);

  for (guint i = 0; i < n_situations; i++)
    if (g_strcmp0 (situations[i].id, id) == 0)
      return (int) i;
  return -1;
}

gboolean
mst_situation_applies (const MstSituation *situation, MstAdjustColumn column)
{
  g_return_val_if_fail (situation != NULL, FALSE);
  g_return_val_if_fail (column < MST_N_ADJUST_COLUMNS, FALSE);
  return (situation->columns & (1u << column)) != 0;
}

char *
mst_format_modifier (int modifier)
{
  if (modifier > 0)
    return g_strdup_printf ("+%d", modifier);
  if (modifier < 0)
    return g_strdup_printf ("−%d", -modifier);
  return g_strdup ("0");
}

char *
mst_situation_format_modifier (const MstSituation *situation, MstAdjustColumn column)
{
  g_return_val_if_fail (situation != NULL, NULL);

  if (!mst_situation_applies (situation, column))
    return g_strdup ("");
  return mst_format_modifier (situation->modifier[column]);
}

char *
mst_situation_id_from_text (const char *text)
{
  GString *id;
  gboolean pending_dash = FALSE;

  g_return_val_if_fail (text != NULL, NULL);

  id = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p++)
    {
      char c = g_ascii_tolower (*p);

      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
        {
          if (pending_dash && id->len > 0)
            g_string_append_c (id, '-');
          pending_dash = FALSE;
          g_string_append_c (id, c);
        }
      else
        pending_dash = TRUE;
    }
  return g_string_free (id, FALSE);
}

static const char *const outcome_names[] = {
  [MST_OUTCOME_ADVANCE_2BW] = "Advance 2BW",
  [MST_OUTCOME_ADVANCE_1BW] = "Advance 1BW",
  [MST_OUTCOME_CARRY_ON] = "Carry On",
  [MST_OUTCOME_STAND] = "Stand",
  [MST_OUTCOME_STAND_TAKE_1_HIT] = "Stand/Take 1 hit",
  [MST_OUTCOME_FORCED_RETIRE] = "Forced Retire",
  [MST_OUTCOME_FORCED_RETIRE_1_HIT] = "Forced Retire/1 hit",
  [MST_OUTCOME_FORCED_RETIRE_2_HITS] = "Forced Retire/2 hits",
  [MST_OUTCOME_BREAK] = "Break",
  [MST_OUTCOME_MUST_CHARGE] = "Must charge",
  [MST_OUTCOME_NEED_NOT_CHARGE] = "Does not have to charge",
};

const char *
mst_outcome_to_string (MstOutcome outcome)
{
  g_return_val_if_fail (outcome < G_N_ELEMENTS (outcome_names), NULL);
  return outcome_names[outcome];
}

const char *
mst_outcome_get_label (MstOutcome outcome)
{
  switch (outcome)
    {
    case MST_OUTCOME_ADVANCE_2BW: return _("Advance 2 BW");
    case MST_OUTCOME_ADVANCE_1BW: return _("Advance 1 BW");
    case MST_OUTCOME_CARRY_ON: return _("Carry on");
    case MST_OUTCOME_STAND: return _("Stand");
    case MST_OUTCOME_STAND_TAKE_1_HIT: return _("Stand and take 1 hit");
    case MST_OUTCOME_FORCED_RETIRE: return _("Forced to retire");
    case MST_OUTCOME_FORCED_RETIRE_1_HIT: return _("Forced to retire and take 1 hit");
    case MST_OUTCOME_FORCED_RETIRE_2_HITS: return _("Forced to retire and take 2 hits");
    case MST_OUTCOME_BREAK: return _("Break");
    case MST_OUTCOME_MUST_CHARGE: return _("Must charge");
    case MST_OUTCOME_NEED_NOT_CHARGE: return _("Does not have to charge");
    default: g_return_val_if_reached (NULL);
    }
}

/* As short as the printed table, untranslated (N_()). */
static const char *const outcome_short_labels[] = {
  [MST_OUTCOME_ADVANCE_2BW] = N_("Advance 2 BW"),
  [MST_OUTCOME_ADVANCE_1BW] = N_("Advance 1 BW"),
  [MST_OUTCOME_CARRY_ON] = N_("Carry on"),
  [MST_OUTCOME_STAND] = N_("Stand"),
  [MST_OUTCOME_STAND_TAKE_1_HIT] = N_("Stand / take 1 hit"),
  [MST_OUTCOME_FORCED_RETIRE] = N_("Forced retire"),
  [MST_OUTCOME_FORCED_RETIRE_1_HIT] = N_("Forced retire / 1 hit"),
  [MST_OUTCOME_FORCED_RETIRE_2_HITS] = N_("Forced retire / 2 hits"),
  [MST_OUTCOME_BREAK] = N_("Break"),
  [MST_OUTCOME_MUST_CHARGE] = N_("Must charge"),
  [MST_OUTCOME_NEED_NOT_CHARGE] = N_("Need not charge"),
};

const char *
mst_outcome_get_short_label (MstOutcome outcome)
{
  g_return_val_if_fail (outcome < G_N_ELEMENTS (outcome_short_labels), NULL);
  return _(outcome_short_labels[outcome]);
}

gboolean
mst_outcome_is_advance (MstOutcome outcome)
{
  return outcome == MST_OUTCOME_ADVANCE_1BW || outcome == MST_OUTCOME_ADVANCE_2BW;
}

/* Resilience Outcomes Table.  Columns: From shooting, Charge, Melee, All
 * other cases.  The printed "4-2" is the row from 4 down to 2. */
static const MstOutcomeRow outcome_rows[] = {
  { "12+", 12, G_MAXINT,
    { MST_OUTCOME_ADVANCE_1BW, MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_ADVANCE_2BW } },
  { "10-11", 10, 11,
    { MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_ADVANCE_1BW } },
  { "8-9", 8, 9,
    { MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON } },
  { "7", 7, 7,
    { MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON, MST_OUTCOME_CARRY_ON } },
  { "6", 6, 6,
    { MST_OUTCOME_STAND_TAKE_1_HIT, MST_OUTCOME_STAND, MST_OUTCOME_STAND_TAKE_1_HIT, MST_OUTCOME_FORCED_RETIRE } },
  { "5", 5, 5,
    { MST_OUTCOME_FORCED_RETIRE, MST_OUTCOME_STAND, MST_OUTCOME_FORCED_RETIRE_1_HIT, MST_OUTCOME_FORCED_RETIRE } },
  { "4-2", 2, 4,
    { MST_OUTCOME_FORCED_RETIRE_1_HIT, MST_OUTCOME_FORCED_RETIRE, MST_OUTCOME_FORCED_RETIRE_2_HITS,
      MST_OUTCOME_FORCED_RETIRE_1_HIT } },
  { "1 or less", G_MININT, 1,
    { MST_OUTCOME_BREAK, MST_OUTCOME_BREAK, MST_OUTCOME_BREAK, MST_OUTCOME_BREAK } },
};

const MstOutcomeRow *
mst_resilience_outcome_rows (guint *n_rows)
{
  g_return_val_if_fail (n_rows != NULL, NULL);
  *n_rows = G_N_ELEMENTS (outcome_rows);
  return outcome_rows;
}

static int
modifier_of (const MstSituation *situations, guint n, MstAdjustColumn column, const guint *counts)
{
  int total = 0;

  for (guint i = 0; i < n; i++)
    {
      guint count = counts[i];

      if (count == 0 || !mst_situation_applies (&situations[i], column))
        continue;
      /* A row that is not "for each" counts once however it is ticked. */
      if (!situations[i].per_general)
        count = 1;
      total += situations[i].modifier[column] * (int) count;
    }
  return total;
}

int
mst_resilience_modifier (MstTestContext context, const guint *counts)
{
  g_return_val_if_fail (context < MST_N_TEST_CONTEXTS, 0);
  g_return_val_if_fail (counts != NULL, 0);

  return modifier_of (resilience_situations, G_N_ELEMENTS (resilience_situations),
                      mst_test_context_get_column (context), counts);
}

int
mst_hold_modifier (const guint *counts)
{
  g_return_val_if_fail (counts != NULL, 0);

  return modifier_of (hold_situations, G_N_ELEMENTS (hold_situations), MST_ADJUST_SHOOTING, counts);
}

static MstOutcome
table_outcome (MstTestContext context, int score)
{
  for (guint i = 0; i < G_N_ELEMENTS (outcome_rows); i++)
    if (score >= outcome_rows[i].min_score && score <= outcome_rows[i].max_score)
      return outcome_rows[i].outcome[context];
  g_return_val_if_reached (MST_OUTCOME_BREAK);
}

MstOutcome
mst_resilience_outcome (MstTestContext context, int score, gboolean defending)
{
  MstOutcome outcome;

  g_return_val_if_fail (context < MST_N_TEST_CONTEXTS, MST_OUTCOME_BREAK);

  outcome = table_outcome (context, score);
  /* "If defending a fortification, edge of terrain or an obstacle then
   * ignore any 'Advance' results and convert these to 'Carry On'." */
  if (defending && mst_outcome_is_advance (outcome))
    return MST_OUTCOME_CARRY_ON;
  return outcome;
}

MstOutcome
mst_hold_outcome (int score)
{
  return score >= MST_HOLD_MUST_CHARGE_SCORE ? MST_OUTCOME_MUST_CHARGE : MST_OUTCOME_NEED_NOT_CHARGE;
}

G_DEFINE_BOXED_TYPE (MstTestResult, mst_test_result, mst_test_result_copy, mst_test_result_free)

MstTestResult *
mst_test_result_copy (const MstTestResult *result)
{
  MstTestResult *copy;

  g_return_val_if_fail (result != NULL, NULL);

  copy = g_new0 (MstTestResult, 1);
  *copy = *result;
  copy->roll = result->roll != NULL ? mst_roll_copy (result->roll) : NULL;
  return copy;
}

void
mst_test_result_free (MstTestResult *result)
{
  if (result == NULL)
    return;
  mst_roll_free (result->roll);
  g_free (result);
}

guint
mst_test_throw_min (MstTestDice dice, gboolean supply_die)
{
  return mst_test_dice_min (dice) + (supply_die ? 1 : 0);
}

guint
mst_test_throw_max (MstTestDice dice, gboolean supply_die)
{
  return mst_test_dice_max (dice) + (supply_die ? 6 : 0);
}

void
mst_test_throw_roll (MstTestThrow *out, MstDice *dice, MstTestDice kind, gboolean supply_die)
{
  MstRoll *roll;

  g_return_if_fail (out != NULL);
  g_return_if_fail (MST_IS_DICE (dice));

  roll = mst_dice_roll_test (dice, NULL, kind);
  out->roll = roll;
  out->supply_die = supply_die;
  /* "The dice must be added to the number of dice being thrown before that
   * set of dice are thrown": it is thrown with them, after them here. */
  out->supply_face = supply_die ? mst_dice_die (dice, 6) : 0;
  out->thrown = roll->total + out->supply_face;
}

/* Pairs of rows that cannot both be true of the unit that tests. */
static const char *const exclusive_rows[][2] = {
  { "are-classed-as-determined", "are-classed-as-lackluster" },
  { "are-classed-as-zealous", "are-not-classed-as-zealous" },
  { "is-75-in-strength", "is-50-in-strength" },
  { "has-not-charged-yet-this-game", "has-charged-atleast-twice-this-game" },
};

gboolean
mst_situations_check (const MstSituation *situations, guint n_situations,
                      const guint *counts, GError **error)
{
  g_return_val_if_fail (situations != NULL, FALSE);
  g_return_val_if_fail (counts != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (exclusive_rows); i++)
    {
      int a = mst_situations_find (situations, n_situations, exclusive_rows[i][0]);
      int b = mst_situations_find (situations, n_situations, exclusive_rows[i][1]);

      if (a < 0 || b < 0 || counts[a] == 0 || counts[b] == 0)
        continue;
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” and “%s” cannot both apply to the unit that tests: choose one"),
                   g_dgettext (GETTEXT_PACKAGE, situations[a].label),
                   g_dgettext (GETTEXT_PACKAGE, situations[b].label));
      return FALSE;
    }
  return TRUE;
}

static void
result_take_throw (MstTestResult *result, const MstTestThrow *throw_)
{
  result->thrown = throw_->thrown;
  result->roll = throw_->roll != NULL ? mst_roll_copy (throw_->roll) : NULL;
  result->supply_die = throw_->supply_die;
  result->supply_face = throw_->supply_die ? throw_->supply_face : 0;
}

MstTestResult *
mst_resilience_test_throw (MstTestContext context, const guint *counts, gboolean defending,
                           const MstTestThrow *throw_, GError **error)
{
  MstTestResult *result;

  g_return_val_if_fail (context < MST_N_TEST_CONTEXTS, NULL);
  g_return_val_if_fail (counts != NULL, NULL);
  g_return_val_if_fail (throw_ != NULL, NULL);

  if (!mst_situations_check (resilience_situations, G_N_ELEMENTS (resilience_situations), counts, error))
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (resilience_situations); i++)
    if (counts[i] > 0 && resilience_situations[i].defending)
      defending = TRUE;

  result = g_new0 (MstTestResult, 1);
  result_take_throw (result, throw_);
  result->modifier = mst_resilience_modifier (context, counts);
  result->score = (int) result->thrown + result->modifier;
  result->outcome = mst_resilience_outcome (context, result->score, defending);
  result->advance_held = defending && mst_outcome_is_advance (table_outcome (context, result->score));
  return result;
}

MstTestResult *
mst_hold_test_throw (const guint *counts, const MstTestThrow *throw_, GError **error)
{
  MstTestResult *result;

  g_return_val_if_fail (counts != NULL, NULL);
  g_return_val_if_fail (throw_ != NULL, NULL);

  if (!mst_situations_check (hold_situations, G_N_ELEMENTS (hold_situations), counts, error))
    return NULL;

  result = g_new0 (MstTestResult, 1);
  result_take_throw (result, throw_);
  result->modifier = mst_hold_modifier (counts);
  result->score = (int) result->thrown + result->modifier;
  result->outcome = mst_hold_outcome (result->score);
  return result;
}

MstTestResult *
mst_resilience_test (MstTestContext context, const guint *counts, gboolean defending,
                     guint thrown, const MstRoll *roll)
{
  MstTestThrow t = { thrown, roll, FALSE, 0 };

  return mst_resilience_test_throw (context, counts, defending, &t, NULL);
}

MstTestResult *
mst_hold_test (const guint *counts, guint thrown, const MstRoll *roll)
{
  MstTestThrow t = { thrown, roll, FALSE, 0 };

  return mst_hold_test_throw (counts, &t, NULL);
}

char *
mst_test_result_format_sum (const MstTestResult *result)
{
  g_return_val_if_fail (result != NULL, NULL);

  if (result->modifier < 0)
    return g_strdup_printf ("%u − %d = %d", result->thrown, -result->modifier, result->score);
  return g_strdup_printf ("%u + %d = %d", result->thrown, result->modifier, result->score);
}

/* The charts, as a rule set's tables file has them (schemas/tables.xsd),
 * made from the rows above: the Rule Set Tables window, `muster-cli table`
 * and the tests read the same figures.  Its text is the untranslated
 * msgids, translated as any rule set's tables are when read. */
static void
append_situations (GString *xml, const char *id, const char *source, const char *title,
                   const MstSituation *situations, guint n, gboolean hold)
{
  static const char *const keys[] = { "shooting", "charge-or-melee", "other" };
  static const char *const labels[] = { N_("From shooting"), N_("Charge or melee"), N_("All other cases") };
  guint n_columns = hold ? 1 : MST_N_ADJUST_COLUMNS;
  g_autofree char *head = g_markup_printf_escaped ("  <table id=\"%s\" source=\"%s\" rows=\"%s\">\n"
                                                   "    <title>%s</title>\n",
                                                   id, source, N_("Situation (Testers)"), title);

  g_string_append (xml, head);
  for (guint c = 0; c < n_columns; c++)
    {
      g_autofree char *column = g_markup_printf_escaped ("    <column key=\"%s\">%s</column>\n",
                                                         hold ? "hold" : keys[c],
                                                         hold ? N_("Hold Test adjustments") : labels[c]);
      g_string_append (xml, column);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *row = g_markup_printf_escaped ("    <row key=\"%s\" label=\"%s\">", situations[i].id,
                                                      situations[i].label);

      g_string_append (xml, row);
      for (guint c = 0; c < n_columns; c++)
        {
          g_autofree char *cell = mst_situation_format_modifier (&situations[i], c);

          /* A cell the printed table leaves empty reads "—". */
          g_string_append_printf (xml, "<cell>%s</cell>", cell[0] != '\0' ? cell : "—");
        }
      g_string_append (xml, "</row>\n");
    }
}

char *
mst_dm_tables_data (void)
{
  static const char *const context_keys[] = { "shooting", "charge", "melee", "other" };
  static const char *const context_labels[] = { N_("From shooting"), N_("Charge"), N_("Melee"),
                                                N_("All other cases") };
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<tables xmlns=\"urn:muster:tables:1\" ruleset=\"drums-and-muskets\">\n");
  const MstSituation *situations;
  guint n;

  situations = mst_resilience_situations (&n);
  append_situations (xml, "resilience-situations", "000:244-326", N_("Resilience Situation Adjustment Table"),
                     situations, n, FALSE);
  g_string_append (xml, "  </table>\n");

  {
    g_autofree char *head = g_markup_printf_escaped ("  <table id=\"resilience-outcomes\" source=\"000:334-355\" "
                                                     "rows=\"%s\">\n    <title>%s</title>\n",
                                                     N_("Score"), N_("Resilience Outcomes Table"));

    g_string_append (xml, head);
    for (guint c = 0; c < MST_N_TEST_CONTEXTS; c++)
      {
        g_autofree char *column = g_markup_printf_escaped ("    <column key=\"%s\">%s</column>\n",
                                                           context_keys[c], context_labels[c]);
        g_string_append (xml, column);
      }
    for (guint r = 0; r < G_N_ELEMENTS (outcome_rows); r++)
      {
        g_autofree char *key = mst_situation_id_from_text (outcome_rows[r].score);
        g_autofree char *row = g_markup_printf_escaped ("    <row key=\"score-%s\" label=\"%s\">", key,
                                                        outcome_rows[r].score);

        g_string_append (xml, row);
        for (guint c = 0; c < MST_N_TEST_CONTEXTS; c++)
          {
            g_autofree char *cell = g_markup_printf_escaped ("<cell>%s</cell>",
                                                             outcome_short_labels[outcome_rows[r].outcome[c]]);
            g_string_append (xml, cell);
          }
        g_string_append (xml, "</row>\n");
      }
    {
      g_autofree char *note = g_markup_printf_escaped ("    <note>%s</note>\n  </table>\n",
                                                       N_("Defending a fortification, an edge of terrain or an "
                                                          "obstacle, an Advance is Carry on instead (000:336-337)."));
      g_string_append (xml, note);
    }
  }

  situations = mst_hold_situations (&n);
  append_situations (xml, "hold-situations", "000:399-421", N_("Hold Test"), situations, n, TRUE);
  {
    g_autofree char *note = g_markup_printf_escaped ("    <note>%s</note>\n  </table>\n",
                                                     N_("7 or more: the unit must charge; 6 or less: it need not "
                                                        "charge, and has spent 1 action point (000:394-397)."));
    g_string_append (xml, note);
  }
  g_string_append (xml, "</tables>\n");
  return g_string_free (xml, FALSE);
}
