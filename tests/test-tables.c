/* test-tables.c: the resilience and hold tests, row by row against the rules' own tables.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/rules-000-tables.txt is the full rules' text of both tables
 * and tests/data/rules-002-tables.md the quick reference's; every row of
 * Muster's tables is compared with both. */
#include "config.h"

#include <string.h>

#include "muster-core.h"

static char *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The full rules' text with every run of white space one space: the PDF's
 * line breaks fall inside rows. */
static char *
full_rules_flat (void)
{
  g_autofree char *text = read_data ("rules-000-tables.txt");
  g_autoptr(GRegex) ws = g_regex_new ("\\s+", 0, 0, NULL);

  return g_regex_replace_literal (ws, text, -1, 0, " ", 0, NULL);
}

/* The quick reference's Markdown table whose header row starts with
 * @header: each row's cells, trimmed. */
static GPtrArray *
quick_reference_rows (const char *header)
{
  g_autofree char *text = read_data ("rules-002-tables.md");
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  gboolean in_table = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;
      g_autoptr(GStrvBuilder) row = NULL;
      guint n;

      if (!in_table)
        {
          in_table = g_str_has_prefix (lines[i], header);
          continue;
        }
      if (lines[i][0] != '|')
        break;
      if (g_str_has_prefix (lines[i], "|--") || g_str_has_prefix (lines[i], "|---"))
        continue;
      cells = g_strsplit (lines[i], "|", -1);
      n = g_strv_length (cells);
      row = g_strv_builder_new ();
      /* The leading and trailing '|' give empty first and last cells. */
      for (guint j = 1; j + 1 < n; j++)
        g_strv_builder_add (row, g_strstrip (cells[j]));
      g_ptr_array_add (rows, g_strv_builder_end (row));
    }
  g_assert_true (in_table);
  return rows;
}

/* The quick reference writes ≥ and ≤ in LaTeX where the full rules print
 * ">=" and "<=". */
static char *
unlatex (const char *cell)
{
  g_autoptr(GString) s = g_string_new (cell);

  g_string_replace (s, "$\\geq ", ">=", 0);
  g_string_replace (s, "$\\leq ", "<=", 0);
  g_string_replace (s, "\\%$", "%", 0);
  return g_strdup (s->str);
}

static char *
cell (const MstSituation *situation, MstAdjustColumn column)
{
  if (!mst_situation_applies (situation, column))
    return g_strdup ("");
  return g_strdup_printf ("%+d", situation->modifier[column]);
}

/* Every figure printed after each row's text in the full rules, in order:
 * the PDF's text loses the empty cells, so only the figures are compared
 * (their columns come from the quick reference). */
static void
check_against_full_rules (const MstSituation *situations, guint n, const char *table_start,
                          const char *table_end, guint n_columns)
{
  g_autofree char *flat = full_rules_flat ();
  const char *start = strstr (flat, table_start);
  const char *end;
  const char *cursor;

  g_assert_nonnull (start);
  end = table_end != NULL ? strstr (start, table_end) : start + strlen (start);
  g_assert_nonnull (end);
  cursor = start + strlen (table_start);

  for (guint i = 0; i < n; i++)
    {
      const char *here = strstr (cursor, situations[i].text);
      const char *next;
      g_autofree char *between = NULL;
      g_auto(GStrv) words = NULL;
      g_autoptr(GString) printed = g_string_new (NULL);
      g_autoptr(GString) ours = g_string_new (NULL);

      if (here == NULL || here >= end)
        g_error ("row %u “%s” is not printed where expected in the full rules", i, situations[i].text);
      /* Nothing but figures between one row and the next: no row skipped. */
      here += strlen (situations[i].text);
      next = i + 1 < n ? strstr (here, situations[i + 1].text) : end;
      g_assert_nonnull (next);
      between = g_strndup (here, next - here);
      words = g_strsplit (g_strstrip (between), " ", -1);
      for (guint w = 0; words[w] != NULL; w++)
        {
          if (words[w][0] == '\0')
            continue;
          if (!g_regex_match_simple ("^[+-][0-9]+$", words[w], 0, 0))
            g_error ("row “%s”: unexpected “%s” after it in the full rules", situations[i].text, words[w]);
          g_string_append_printf (printed, "%s ", words[w]);
        }
      for (guint c = 0; c < n_columns; c++)
        if (mst_situation_applies (&situations[i], c))
          g_string_append_printf (ours, "%+d ", situations[i].modifier[c]);
      g_assert_cmpstr (ours->str, ==, printed->str);
      cursor = here;
    }
}

static void
test_resilience_rows_full_rules (void)
{
  guint n;
  const MstSituation *situations = mst_resilience_situations (&n);

  g_assert_cmpuint (n, ==, 28);
  check_against_full_rules (situations, n,
                            "Situation (Testers) From shooting Charge or melee All other cases",
                            "www.quickplayrules.com", MST_N_ADJUST_COLUMNS);
}

static void
test_resilience_rows_quick_reference (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Situation (Testers) | From shooting |");
  guint n;
  const MstSituation *situations = mst_resilience_situations (&n);

  g_assert_cmpuint (rows->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      char **row = g_ptr_array_index (rows, i);

      g_assert_cmpuint (g_strv_length (row), ==, 4);
      g_assert_cmpstr (row[0], ==, situations[i].text);
      for (guint c = 0; c < MST_N_ADJUST_COLUMNS; c++)
        {
          g_autofree char *ours = cell (&situations[i], c);
          if (g_strcmp0 (ours, row[c + 1]) != 0)
            g_error ("“%s”, column %u: Muster has “%s”, the quick reference “%s”",
                     situations[i].text, c, ours, row[c + 1]);
        }
    }
}

static void
test_hold_rows_full_rules (void)
{
  guint n;
  const MstSituation *situations = mst_hold_situations (&n);

  g_assert_cmpuint (n, ==, 11);
  check_against_full_rules (situations, n, "Situation (Testers) Hold Test adjustments", NULL, 1);
}

static void
test_hold_rows_quick_reference (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Situation (Testers) | Hold Test adjustments |");
  guint n;
  const MstSituation *situations = mst_hold_situations (&n);

  g_assert_cmpuint (rows->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      g_autofree char *text = unlatex (row[0]);
      g_autofree char *ours = cell (&situations[i], MST_ADJUST_SHOOTING);

      g_assert_cmpuint (g_strv_length (row), ==, 2);
      g_assert_cmpstr (text, ==, situations[i].text);
      g_assert_cmpstr (ours, ==, row[1]);
      g_assert_false (situations[i].per_general);
    }
}

/* Ids are the full rules' row text, lower case, runs of other characters
 * one '-'. */
static void
check_ids (const MstSituation *situations, guint n)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = mst_situation_id_from_text (situations[i].text);

      g_assert_cmpstr (situations[i].id, ==, id);
      g_assert_false (g_hash_table_contains (seen, id));
      g_hash_table_add (seen, (gpointer) situations[i].id);
      g_assert_cmpint (mst_situations_find (situations, n, situations[i].id), ==, (int) i);
      g_assert_nonnull (situations[i].label);
      g_assert_cmpstr (situations[i].label, !=, "");
    }
}

static void
test_situation_ids (void)
{
  guint n;
  const MstSituation *situations = mst_resilience_situations (&n);
  g_autofree char *odd = mst_situation_id_from_text ("  --Is >=75% in strength!! ");

  check_ids (situations, n);
  /* The issue's own examples. */
  g_assert_cmpint (mst_situations_find (situations, n, "are-classed-as-determined"), ==, 0);
  g_assert_cmpint (mst_situations_find (situations, n, "for-each-general-in-line-of-command-within-3bw"), >=, 0);
  g_assert_cmpint (mst_situations_find (situations, n, "no-such-row"), ==, -1);
  g_assert_cmpstr (odd, ==, "is-75-in-strength");

  situations = mst_hold_situations (&n);
  check_ids (situations, n);
}

/* Only the three "For each … general in line of command within 3BW" rows
 * take a count; only the fortification row carries the outcome rule. */
static void
test_counted_rows (void)
{
  guint n;
  const MstSituation *situations = mst_resilience_situations (&n);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (situations[i].per_general, ==,
                       g_str_has_prefix (situations[i].text, "For each ") &&
                       strstr (situations[i].text, " general ") != NULL);
      g_assert_cmpint (situations[i].defending, ==,
                       strcmp (situations[i].id, "defending-a-fortification-or-obstacle") == 0);
    }
}

static const char *const context_columns[MST_N_TEST_CONTEXTS] = { "From shooting", "Charge", "Melee", "All other cases" };

static void
test_outcome_rows (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Score | From shooting | Charge | Melee | All other cases |");
  g_autofree char *flat = full_rules_flat ();
  const char *cursor;
  guint n;
  const MstOutcomeRow *ours = mst_resilience_outcome_rows (&n);

  g_assert_cmpuint (n, ==, 8);
  g_assert_cmpuint (rows->len, ==, n);
  cursor = strstr (flat, "Score From shooting Charge Melee All other cases");
  g_assert_nonnull (cursor);

  for (guint i = 0; i < n; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      g_autoptr(GString) printed = g_string_new (ours[i].score);
      const char *found;

      /* Quick reference: one cell each. */
      g_assert_cmpstr (row[0], ==, ours[i].score);
      for (guint c = 0; c < MST_N_TEST_CONTEXTS; c++)
        {
          g_assert_cmpstr (row[c + 1], ==, mst_outcome_to_string (ours[i].outcome[c]));
          g_string_append_printf (printed, " %s", mst_outcome_to_string (ours[i].outcome[c]));
        }
      /* Full rules: the row as one line, in order. */
      found = strstr (cursor, printed->str);
      if (found == NULL)
        g_error ("the full rules do not print “%s” after the previous row", printed->str);
      cursor = found + printed->len;
    }
}

/* Each printed score band, at both of its ends and beyond the open ones. */
static void
test_outcome_by_score (void)
{
  struct { int score; const char *row; } cases[] = {
    { 12, "12+" }, { 13, "12+" }, { 20, "12+" },
    { 11, "10-11" }, { 10, "10-11" },
    { 9, "8-9" }, { 8, "8-9" },
    { 7, "7" }, { 6, "6" }, { 5, "5" },
    { 4, "4-2" }, { 3, "4-2" }, { 2, "4-2" },
    { 1, "1 or less" }, { 0, "1 or less" }, { -4, "1 or less" },
  };
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Score | From shooting | Charge | Melee | All other cases |");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char **row = NULL;

      for (guint r = 0; r < rows->len && row == NULL; r++)
        if (g_strcmp0 (((char **) g_ptr_array_index (rows, r))[0], cases[i].row) == 0)
          row = g_ptr_array_index (rows, r);
      g_assert_nonnull (row);
      for (guint c = 0; c < MST_N_TEST_CONTEXTS; c++)
        {
          MstOutcome outcome = mst_resilience_outcome (c, cases[i].score, FALSE);
          if (g_strcmp0 (mst_outcome_to_string (outcome), row[c + 1]) != 0)
            g_error ("score %d, %s: Muster gives “%s”, the table “%s”", cases[i].score,
                     context_columns[c], mst_outcome_to_string (outcome), row[c + 1]);
        }
    }
}

/* "If defending a fortification, edge of terrain or an obstacle then ignore
 * any 'Advance' results and convert these to 'Carry On'." */
static void
test_defending_turns_advance_into_carry_on (void)
{
  g_autofree char *flat = full_rules_flat ();
  guint n;
  const MstSituation *situations = mst_resilience_situations (&n);
  g_autofree guint *counts = g_new0 (guint, n);
  g_autoptr(MstTestResult) plain = NULL;
  g_autoptr(MstTestResult) fort = NULL;
  g_autoptr(MstTestResult) edge = NULL;
  g_autoptr(MstTestResult) low = NULL;

  g_assert_nonnull (strstr (flat, "If defending a fortification, edge of terrain or an obstacle then "
                                  "ignore any ‘Advance’ results and convert these to ‘Carry On’."));

  g_assert_cmpint (mst_resilience_outcome (MST_TEST_CONTEXT_SHOOTING, 12, FALSE), ==, MST_OUTCOME_ADVANCE_1BW);
  g_assert_cmpint (mst_resilience_outcome (MST_TEST_CONTEXT_SHOOTING, 12, TRUE), ==, MST_OUTCOME_CARRY_ON);
  g_assert_cmpint (mst_resilience_outcome (MST_TEST_CONTEXT_OTHER, 12, TRUE), ==, MST_OUTCOME_CARRY_ON);
  g_assert_cmpint (mst_resilience_outcome (MST_TEST_CONTEXT_OTHER, 10, TRUE), ==, MST_OUTCOME_CARRY_ON);
  /* Only Advance changes. */
  g_assert_cmpint (mst_resilience_outcome (MST_TEST_CONTEXT_OTHER, 6, TRUE), ==, MST_OUTCOME_FORCED_RETIRE);
  g_assert_cmpint (mst_resilience_outcome (MST_TEST_CONTEXT_MELEE, 1, TRUE), ==, MST_OUTCOME_BREAK);

  /* All other cases, thrown 10: Advance 1BW in the open. */
  plain = mst_resilience_test (MST_TEST_CONTEXT_OTHER, counts, FALSE, 10, NULL);
  g_assert_cmpint (plain->outcome, ==, MST_OUTCOME_ADVANCE_1BW);
  g_assert_false (plain->advance_held);
  /* Ticking the fortification row: +1 in All other cases, 11, and the
   * Advance it would give is held. */
  counts[mst_situations_find (situations, n, "defending-a-fortification-or-obstacle")] = 1;
  fort = mst_resilience_test (MST_TEST_CONTEXT_OTHER, counts, FALSE, 10, NULL);
  g_assert_cmpint (fort->modifier, ==, 1);
  g_assert_cmpint (fort->score, ==, 11);
  g_assert_cmpint (fort->outcome, ==, MST_OUTCOME_CARRY_ON);
  g_assert_true (fort->advance_held);
  /* An edge of terrain has no row of its own but holds the Advance too. */
  memset (counts, 0, n * sizeof *counts);
  edge = mst_resilience_test (MST_TEST_CONTEXT_OTHER, counts, TRUE, 10, NULL);
  g_assert_cmpint (edge->modifier, ==, 0);
  g_assert_cmpint (edge->outcome, ==, MST_OUTCOME_CARRY_ON);
  low = mst_resilience_test (MST_TEST_CONTEXT_OTHER, counts, TRUE, 4, NULL);
  g_assert_cmpint (low->outcome, ==, MST_OUTCOME_FORCED_RETIRE_1_HIT);
  g_assert_false (low->advance_held);
}

static void
set_count (guint *counts, const char *id, guint count)
{
  guint n;
  const MstSituation *situations = mst_resilience_situations (&n);
  int i = mst_situations_find (situations, n, id);

  g_assert_cmpint (i, >=, 0);
  counts[i] = count;
}

/* Worked by hand from the adjustment table. */
static void
test_resilience_modifiers (void)
{
  guint n;
  g_autofree guint *counts = NULL;
  g_autoptr(MstTestResult) result = NULL;

  mst_resilience_situations (&n);
  counts = g_new0 (guint, n);

  /* Nothing ticked: no adjustment. */
  for (guint c = 0; c < MST_N_TEST_CONTEXTS; c++)
    g_assert_cmpint (mst_resilience_modifier (c, counts), ==, 0);

  /* Determined (+1/+2/+1), two generals within 3BW (+1 each), one of them
   * hated (−1/−2/−1 each). */
  set_count (counts, "are-classed-as-determined", 1);
  set_count (counts, "for-each-general-in-line-of-command-within-3bw", 2);
  set_count (counts, "for-each-hated-general-in-line-of-command-within-3bw", 1);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_SHOOTING, counts), ==, 1 + 2 - 1);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_CHARGE, counts), ==, 2 + 2 - 2);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_MELEE, counts), ==, 2 + 2 - 2);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_OTHER, counts), ==, 1 + 2 - 1);

  /* Zealous counts only in a charge or melee (+1); the empty cells add nothing. */
  set_count (counts, "are-classed-as-zealous", 1);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_SHOOTING, counts), ==, 2);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_CHARGE, counts), ==, 3);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_OTHER, counts), ==, 2);

  /* A check row counts once, whatever count it is given. */
  set_count (counts, "are-classed-as-zealous", 5);
  g_assert_cmpint (mst_resilience_modifier (MST_TEST_CONTEXT_CHARGE, counts), ==, 3);

  /* Melee, thrown 4: 4 + 3 = 7, Carry On. */
  result = mst_resilience_test (MST_TEST_CONTEXT_MELEE, counts, FALSE, 4, NULL);
  g_assert_cmpint (result->modifier, ==, 3);
  g_assert_cmpint (result->score, ==, 7);
  g_assert_cmpint (result->outcome, ==, MST_OUTCOME_CARRY_ON);
  g_assert_null (result->roll);
  {
    g_autofree char *sum = mst_test_result_format_sum (result);
    g_assert_cmpstr (sum, ==, "4 + 3 = 7");
  }
  g_clear_pointer (&result, mst_test_result_free);

  /* A routed rabble: Lackluster, column of march, forced to retire, camp
   * lost, at half strength, in a charge: −2 −2 −2 −1 −1 = −8; 2D6 of 9 gives
   * 1: Break. */
  memset (counts, 0, n * sizeof *counts);
  set_count (counts, "are-classed-as-lackluster", 1);
  set_count (counts, "are-in-column-of-march", 1);
  set_count (counts, "where-forced-to-retire-this-turn", 1);
  set_count (counts, "baggage-camp-has-been-lost", 1);
  set_count (counts, "testers-have-lost-atleast-50", 1);
  result = mst_resilience_test (MST_TEST_CONTEXT_CHARGE, counts, FALSE, 9, NULL);
  g_assert_cmpint (result->modifier, ==, -8);
  g_assert_cmpint (result->score, ==, 1);
  g_assert_cmpint (result->outcome, ==, MST_OUTCOME_BREAK);
  {
    g_autofree char *sum = mst_test_result_format_sum (result);
    g_assert_cmpstr (sum, ==, "9 − 8 = 1");
  }
}

/* "If the score is 7 or greater than the unit must charge.  If the score is
 * 6 or less, then the unit does not have to charge." */
static void
test_hold (void)
{
  guint n;
  const MstSituation *situations = mst_hold_situations (&n);
  g_autofree guint *counts = g_new0 (guint, n);
  g_autoptr(MstTestResult) result = NULL;
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (11);
  g_autoptr(MstRoll) roll = NULL;

  g_assert_cmpint (mst_hold_outcome (7), ==, MST_OUTCOME_MUST_CHARGE);
  g_assert_cmpint (mst_hold_outcome (12), ==, MST_OUTCOME_MUST_CHARGE);
  g_assert_cmpint (mst_hold_outcome (6), ==, MST_OUTCOME_NEED_NOT_CHARGE);
  g_assert_cmpint (mst_hold_outcome (-1), ==, MST_OUTCOME_NEED_NOT_CHARGE);

  /* Determined (+2), not in terrain (+1), has not charged yet (+1): 4 + 4 = 8. */
  counts[mst_situations_find (situations, n, "are-classed-as-determined")] = 1;
  counts[mst_situations_find (situations, n, "testers-are-not-in-terrain")] = 1;
  counts[mst_situations_find (situations, n, "has-not-charged-yet-this-game")] = 1;
  result = mst_hold_test (counts, 4, NULL);
  g_assert_cmpint (result->modifier, ==, 4);
  g_assert_cmpint (result->score, ==, 8);
  g_assert_cmpint (result->outcome, ==, MST_OUTCOME_MUST_CHARGE);
  g_clear_pointer (&result, mst_test_result_free);

  /* Every row ticked: +2+1+1+1+1+1 −2−2−1−1−1 = 0. */
  for (guint i = 0; i < n; i++)
    counts[i] = 1;
  g_assert_cmpint (mst_hold_modifier (counts), ==, 0);
  /* … but no unit is Determined and Lackluster, nor at 75 % and 50 %: the
   * test is refused. */
  g_assert_null (mst_hold_test (counts, 7, NULL));
  counts[mst_situations_find (situations, n, "are-classed-as-lackluster")] = 0;
  counts[mst_situations_find (situations, n, "is-50-in-strength")] = 0;
  counts[mst_situations_find (situations, n, "has-charged-atleast-twice-this-game")] = 0;

  /* A roll Muster threw is kept with the result. */
  roll = mst_dice_roll_test (dice, NULL, MST_TEST_DICE_1D12);
  result = mst_hold_test (counts, roll->total, roll);
  g_assert_nonnull (result->roll);
  g_assert_cmpuint (result->roll->n_dice, ==, 1);
  g_assert_cmpuint (result->roll->sides, ==, 12);
  /* +2+1+1+1+1+1 −2−1 = +4 */
  g_assert_cmpint (result->score, ==, (int) roll->total + 4);
  g_assert_cmpint (result->outcome, ==, roll->total + 4 >= 7 ? MST_OUTCOME_MUST_CHARGE : MST_OUTCOME_NEED_NOT_CHARGE);
}

static void
test_contexts (void)
{
  MstTestContext c;

  g_assert_true (mst_test_context_from_string ("shooting", &c));
  g_assert_cmpint (c, ==, MST_TEST_CONTEXT_SHOOTING);
  g_assert_true (mst_test_context_from_string ("other", &c));
  g_assert_cmpint (c, ==, MST_TEST_CONTEXT_OTHER);
  g_assert_false (mst_test_context_from_string ("siege", &c));
  g_assert_false (mst_test_context_from_string (NULL, &c));
  /* Charge and melee share the adjustment table's "Charge or melee". */
  g_assert_cmpint (mst_test_context_get_column (MST_TEST_CONTEXT_CHARGE), ==, MST_ADJUST_CHARGE_OR_MELEE);
  g_assert_cmpint (mst_test_context_get_column (MST_TEST_CONTEXT_MELEE), ==, MST_ADJUST_CHARGE_OR_MELEE);
  for (c = 0; c < MST_N_TEST_CONTEXTS; c++)
    {
      MstTestContext back;
      g_assert_true (mst_test_context_from_string (mst_test_context_to_string (c), &back));
      g_assert_cmpint (back, ==, c);
      g_assert_cmpstr (mst_test_context_get_label (c), ==, context_columns[c]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/muster/tables/resilience/rows-full-rules", test_resilience_rows_full_rules);
  g_test_add_func ("/muster/tables/resilience/rows-quick-reference", test_resilience_rows_quick_reference);
  g_test_add_func ("/muster/tables/hold/rows-full-rules", test_hold_rows_full_rules);
  g_test_add_func ("/muster/tables/hold/rows-quick-reference", test_hold_rows_quick_reference);
  g_test_add_func ("/muster/tables/situation-ids", test_situation_ids);
  g_test_add_func ("/muster/tables/counted-rows", test_counted_rows);
  g_test_add_func ("/muster/tables/resilience/outcome-rows", test_outcome_rows);
  g_test_add_func ("/muster/tables/resilience/outcome-by-score", test_outcome_by_score);
  g_test_add_func ("/muster/tables/resilience/defending", test_defending_turns_advance_into_carry_on);
  g_test_add_func ("/muster/tables/resilience/modifiers", test_resilience_modifiers);
  g_test_add_func ("/muster/tables/hold/outcome", test_hold);
  g_test_add_func ("/muster/tables/contexts", test_contexts);

  return g_test_run ();
}
