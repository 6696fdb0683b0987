/* test-tables.c: Drums and Muskets' resilience and hold tests, row by row against the rules' own tables.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests are data (nations/drums-and-muskets/tables.xml) run by the
 * generic test runner.  tests/data/rules-000-tables.txt is the full
 * rules' text of both tables and tests/data/rules-002-tables.md the quick
 * reference's; every row of Muster's tables is compared with both, and
 * the tests are thrown through the runner. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-force.h"

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

static MstRuleset *
dm (void)
{
  return mst_test_ruleset ("drums-and-muskets");
}

static const MstTable *
chart (const char *id)
{
  return mst_test_chart ("drums-and-muskets", id);
}

static const MstTestDef *
test_def (const char *id)
{
  const MstTestDef *def = mst_table_set_lookup_test (mst_ruleset_get_tables (dm ()), id);

  g_assert_nonnull (def);
  return def;
}

/* A row's figure in @column as the quick reference prints it: "+1",
 * "-2", or "" where the row does not count. */
static char *
cell (const MstTable *t, guint row, guint column)
{
  int v;

  if (!mst_cell_get_modifier (mst_table_get_cell (t, row, column), &v))
    return g_strdup ("");
  return g_strdup_printf ("%+d", v);
}

/* Test @test_id thrown @thrown with @context ("shooting" … or NULL), the
 * modifiers "ID" or "ID=COUNT" in @mods (NULL-terminated), and @flags
 * ("defending=yes", NULL-terminated, may be NULL); NULL with @error. */
static MstTestOutcome *
run (const char *test_id, const char *context, const char *const *flags, int thrown, const char *const *mods,
     GError **error)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (context != NULL)
    g_hash_table_insert (inputs, g_strdup ("context"), g_strdup (context));
  for (guint i = 0; flags != NULL && flags[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (flags[i], "=", 2);
      g_hash_table_insert (inputs, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  for (guint i = 0; mods != NULL && mods[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (mods[i], "=", 2);
      g_hash_table_insert (counts, g_strdup (kv[0]), GUINT_TO_POINTER (kv[1] != NULL ? atoi (kv[1]) : 1));
    }
  return mst_ruleset_run_test (dm (), test_id, inputs, counts, thrown, NULL, error);
}

/* The modifier a test adds with @mods in @context: thrown 7. */
static int
modifier_of (const char *context, const char *const *mods)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) out = run ("resilience", context, NULL, 7, mods, &error);

  g_assert_no_error (error);
  g_assert_true (out->has_score);
  return out->modifier;
}

/* Every figure printed after each row's text in the full rules, in order:
 * the PDF's text loses the empty cells, so only the figures are compared
 * (their columns come from the quick reference). */
static void
check_against_full_rules (const MstTable *t, const char *table_start, const char *table_end)
{
  g_autofree char *flat = full_rules_flat ();
  const char *start = strstr (flat, table_start);
  const char *end;
  const char *cursor;
  guint n = mst_table_get_n_rows (t);

  g_assert_nonnull (start);
  end = table_end != NULL ? strstr (start, table_end) : start + strlen (start);
  g_assert_nonnull (end);
  cursor = start + strlen (table_start);

  for (guint i = 0; i < n; i++)
    {
      const char *text = mst_table_get_row_printed (t, i);
      const char *here = strstr (cursor, text);
      const char *next;
      g_autofree char *between = NULL;
      g_auto(GStrv) words = NULL;
      g_autoptr(GString) printed = g_string_new (NULL);
      g_autoptr(GString) ours = g_string_new (NULL);

      if (here == NULL || here >= end)
        g_error ("row %u “%s” is not printed where expected in the full rules", i, text);
      /* Nothing but figures between one row and the next: no row skipped. */
      here += strlen (text);
      next = i + 1 < n ? strstr (here, mst_table_get_row_printed (t, i + 1)) : end;
      g_assert_nonnull (next);
      between = g_strndup (here, next - here);
      words = g_strsplit (g_strstrip (between), " ", -1);
      for (guint w = 0; words[w] != NULL; w++)
        {
          if (words[w][0] == '\0')
            continue;
          if (!g_regex_match_simple ("^[+-][0-9]+$", words[w], 0, 0))
            g_error ("row “%s”: unexpected “%s” after it in the full rules", text, words[w]);
          g_string_append_printf (printed, "%s ", words[w]);
        }
      for (guint c = 0; c < mst_table_get_n_columns (t); c++)
        {
          g_autofree char *figure = cell (t, i, c);

          if (figure[0] != '\0')
            g_string_append_printf (ours, "%s ", figure);
        }
      g_assert_cmpstr (ours->str, ==, printed->str);
      cursor = here;
    }
}

static void
test_resilience_rows_full_rules (void)
{
  const MstTable *t = chart ("resilience-situations");

  g_assert_cmpuint (mst_table_get_n_rows (t), ==, 28);
  g_assert_cmpuint (mst_table_get_n_columns (t), ==, 3);
  check_against_full_rules (t, "Situation (Testers) From shooting Charge or melee All other cases",
                            "www.quickplayrules.com");
}

static void
test_resilience_rows_quick_reference (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Situation (Testers) | From shooting |");
  const MstTable *t = chart ("resilience-situations");

  g_assert_cmpuint (rows->len, ==, mst_table_get_n_rows (t));
  for (guint i = 0; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);

      g_assert_cmpuint (g_strv_length (row), ==, 4);
      g_assert_cmpstr (row[0], ==, mst_table_get_row_printed (t, i));
      for (guint c = 0; c < 3; c++)
        {
          g_autofree char *ours = cell (t, i, c);
          if (g_strcmp0 (ours, row[c + 1]) != 0)
            g_error ("“%s”, column %u: Muster has “%s”, the quick reference “%s”", row[0], c, ours, row[c + 1]);
        }
    }
}

static void
test_hold_rows_full_rules (void)
{
  const MstTable *t = chart ("hold-situations");

  g_assert_cmpuint (mst_table_get_n_rows (t), ==, 11);
  check_against_full_rules (t, "Situation (Testers) Hold Test adjustments", NULL);
}

static void
test_hold_rows_quick_reference (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Situation (Testers) | Hold Test adjustments |");
  const MstTable *t = chart ("hold-situations");

  g_assert_cmpuint (rows->len, ==, mst_table_get_n_rows (t));
  for (guint i = 0; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      g_autofree char *text = unlatex (row[0]);
      g_autofree char *ours = cell (t, i, 0);

      g_assert_cmpuint (g_strv_length (row), ==, 2);
      g_assert_cmpstr (text, ==, mst_table_get_row_printed (t, i));
      g_assert_cmpstr (ours, ==, row[1]);
    }
}

/* The full rules' row text, lower case, runs of other characters one '-'. */
static char *
id_from_text (const char *text)
{
  GString *id = g_string_new (NULL);
  gboolean pending_dash = FALSE;

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

/* Each row's id is its printed text's; each a modifier of its test, by
 * its label. */
static void
check_ids (const MstTable *t, const MstTestDef *def)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_true (mst_test_def_get_modifiers_table (def) == t);
  g_assert_cmpuint (mst_test_def_get_n_modifiers (def), ==, mst_table_get_n_rows (t));
  for (guint i = 0; i < mst_table_get_n_rows (t); i++)
    {
      g_autofree char *id = id_from_text (mst_table_get_row_printed (t, i));
      const MstTestModifier *m = mst_test_def_get_modifier (def, i);

      g_assert_cmpstr (mst_table_get_row_key (t, i), ==, id);
      g_assert_false (g_hash_table_contains (seen, id));
      g_hash_table_add (seen, (gpointer) mst_table_get_row_key (t, i));
      g_assert_cmpstr (m->id, ==, id);
      g_assert_true (m->by_column);
      g_assert_cmpstr (m->text, ==, mst_table_get_row_label (t, i));
      g_assert_cmpstr (m->text, !=, "");
    }
}

static void
test_situation_ids (void)
{
  g_autofree char *odd = id_from_text ("  --Is >=75% in strength!! ");

  check_ids (chart ("resilience-situations"), test_def ("resilience"));
  check_ids (chart ("hold-situations"), test_def ("hold"));
  g_assert_cmpint (mst_table_find_row (chart ("resilience-situations"), "are-classed-as-determined"), ==, 0);
  g_assert_cmpint (mst_table_find_row (chart ("resilience-situations"), "no-such-row"), ==, -1);
  g_assert_cmpstr (odd, ==, "is-75-in-strength");
}

/* Only the three "For each … general in line of command within 3BW" rows
 * take a count; a row that counts once refuses more. */
static void
test_counted_rows (void)
{
  const MstTestDef *def = test_def ("resilience");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) out = NULL;

  for (guint i = 0; i < mst_test_def_get_n_modifiers (def); i++)
    {
      const MstTestModifier *m = mst_test_def_get_modifier (def, i);
      const char *text = mst_table_get_row_printed (chart ("resilience-situations"), i);

      g_assert_cmpuint (m->most, ==, g_str_has_prefix (text, "For each ") && strstr (text, " general ") != NULL ? 0 : 1);
    }
  for (guint i = 0; i < mst_test_def_get_n_modifiers (test_def ("hold")); i++)
    g_assert_cmpuint (mst_test_def_get_modifier (test_def ("hold"), i)->most, ==, 1);

  out = run ("resilience", "charge", NULL, 7, (const char *[]) { "are-classed-as-zealous=5", NULL }, &error);
  g_assert_null (out);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "are-classed-as-zealous counts once"));
}

static void
test_outcome_rows (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Score | From shooting | Charge | Melee | All other cases |");
  g_autofree char *flat = full_rules_flat ();
  const MstTable *t = chart ("resilience-outcomes");
  const char *cursor;
  static const char *const columns[] = { "From shooting", "Charge", "Melee", "All other cases" };

  g_assert_cmpuint (mst_table_get_n_rows (t), ==, 8);
  g_assert_cmpuint (rows->len, ==, mst_table_get_n_rows (t));
  g_assert_cmpuint (mst_table_get_n_columns (t), ==, 4);
  for (guint c = 0; c < 4; c++)
    g_assert_cmpstr (mst_table_get_column_label (t, c), ==, columns[c]);
  cursor = strstr (flat, "Score From shooting Charge Melee All other cases");
  g_assert_nonnull (cursor);

  for (guint i = 0; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      g_autoptr(GString) printed = g_string_new (mst_table_get_row_label (t, i));
      const char *found;

      /* Quick reference: one cell each. */
      g_assert_cmpstr (row[0], ==, mst_table_get_row_label (t, i));
      for (guint c = 0; c < 4; c++)
        {
          g_assert_cmpstr (row[c + 1], ==, mst_table_get_cell (t, i, c)->text);
          g_string_append_printf (printed, " %s", mst_table_get_cell (t, i, c)->text);
        }
      /* Full rules: the row as one line, in order. */
      found = strstr (cursor, printed->str);
      if (found == NULL)
        g_error ("the full rules do not print “%s” after the previous row", printed->str);
      cursor = found + printed->len;
    }
}

/* Each printed score band, at both of its ends and beyond the open ones,
 * through the test itself: the throw and the modifiers make the score. */
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
  static const char *const contexts[] = { "shooting", "charge", "melee", "other" };
  g_autoptr(GPtrArray) rows = quick_reference_rows ("| Score | From shooting | Charge | Melee | All other cases |");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char **row = NULL;

      for (guint r = 0; r < rows->len && row == NULL; r++)
        if (g_strcmp0 (((char **) g_ptr_array_index (rows, r))[0], cases[i].row) == 0)
          row = g_ptr_array_index (rows, r);
      g_assert_nonnull (row);
      for (guint c = 0; c < G_N_ELEMENTS (contexts); c++)
        {
          /* 7 thrown, and generals near (+1 each) or hated (−1 or −2
           * each) to make up the rest. */
          g_autoptr(GError) error = NULL;
          g_autoptr(MstTestOutcome) out = NULL;
          int want = cases[i].score - 7;
          int hated_figure = c == 1 || c == 2 ? 2 : 1;
          int n_hated = want < 0 ? (-want + hated_figure - 1) / hated_figure : 0;
          g_autofree char *near = g_strdup_printf ("for-each-general-in-line-of-command-within-3bw=%d", MAX (want, 0));
          g_autofree char *hated = g_strdup_printf ("for-each-hated-general-in-line-of-command-within-3bw=%d", n_hated);
          int thrown = want < 0 ? 7 + want + hated_figure * n_hated : 7;

          out = run ("resilience", contexts[c], NULL, thrown, (const char *[]) { near, hated, NULL }, &error);
          g_assert_no_error (error);
          g_assert_cmpint (out->score, ==, cases[i].score);
          if (g_strcmp0 (out->outcome, row[c + 1]) != 0)
            g_error ("score %d, %s: Muster gives “%s”, the table “%s”", cases[i].score, contexts[c], out->outcome,
                     row[c + 1]);
        }
    }
}

/* "If defending a fortification, edge of terrain or an obstacle then ignore
 * any 'Advance' results and convert these to 'Carry On'." */
static void
test_defending_turns_advance_into_carry_on (void)
{
  g_autofree char *flat = full_rules_flat ();
  const char *const defending[] = { "defending=yes", NULL };
  const char *const fort[] = { "defending-a-fortification-or-obstacle", NULL };
  struct { const char *context; const char *const *flags; int thrown; const char *const *mods; const char *outcome; int modifier; } cases[] = {
    { "shooting", NULL, 12, NULL, "Advance 1BW", 0 },
    { "shooting", defending, 12, NULL, "Carry On", 0 },
    { "other", defending, 12, NULL, "Carry On", 0 },
    { "other", defending, 10, NULL, "Carry On", 0 },
    /* Only Advance changes. */
    { "other", defending, 6, NULL, "Forced Retire", 0 },
    { "other", defending, 4, NULL, "Forced Retire/1 hit", 0 },
    /* All other cases, thrown 10: Advance 1BW in the open; the
     * fortification row adds +1 in All other cases and holds the Advance
     * its 11 would give. */
    { "other", NULL, 10, NULL, "Advance 1BW", 0 },
    { "other", NULL, 10, fort, "Carry On", 1 },
  };

  g_assert_nonnull (strstr (flat, "If defending a fortification, edge of terrain or an obstacle then "
                                  "ignore any ‘Advance’ results and convert these to ‘Carry On’."));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MstTestOutcome) out = run ("resilience", cases[i].context, cases[i].flags, cases[i].thrown,
                                           cases[i].mods, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (out->outcome, ==, cases[i].outcome);
      g_assert_cmpint (out->modifier, ==, cases[i].modifier);
    }
}

/* Worked by hand from the adjustment table. */
static void
test_resilience_modifiers (void)
{
  const char *const none[] = { NULL };
  const char *const mixed[] = { "are-classed-as-determined", "for-each-general-in-line-of-command-within-3bw=2",
                                "for-each-hated-general-in-line-of-command-within-3bw", NULL };
  const char *const zealous[] = { "are-classed-as-determined", "for-each-general-in-line-of-command-within-3bw=2",
                                  "for-each-hated-general-in-line-of-command-within-3bw", "are-classed-as-zealous",
                                  NULL };
  const char *const rabble[] = { "are-classed-as-lackluster", "are-in-column-of-march",
                                 "where-forced-to-retire-this-turn", "baggage-camp-has-been-lost",
                                 "testers-have-lost-atleast-50", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) result = NULL;

  /* Nothing ticked: no adjustment. */
  g_assert_cmpint (modifier_of ("shooting", none), ==, 0);
  g_assert_cmpint (modifier_of ("other", none), ==, 0);

  /* Determined (+1/+2/+1), two generals within 3BW (+1 each), one of them
   * hated (−1/−2/−1 each). */
  g_assert_cmpint (modifier_of ("shooting", mixed), ==, 1 + 2 - 1);
  g_assert_cmpint (modifier_of ("charge", mixed), ==, 2 + 2 - 2);
  g_assert_cmpint (modifier_of ("melee", mixed), ==, 2 + 2 - 2);
  g_assert_cmpint (modifier_of ("other", mixed), ==, 1 + 2 - 1);

  /* Zealous counts only in a charge or melee (+1); the empty cells add nothing. */
  g_assert_cmpint (modifier_of ("shooting", zealous), ==, 2);
  g_assert_cmpint (modifier_of ("charge", zealous), ==, 3);
  g_assert_cmpint (modifier_of ("other", zealous), ==, 2);

  /* Melee, thrown 4: 4 + 3 = 7, Carry On. */
  result = run ("resilience", "melee", NULL, 4, zealous, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->modifier, ==, 3);
  g_assert_cmpint (result->score, ==, 7);
  g_assert_cmpstr (result->outcome, ==, "Carry On");
  g_assert_null (result->roll);
  g_clear_pointer (&result, mst_test_outcome_free);

  /* A routed rabble: Lackluster, column of march, forced to retire, camp
   * lost, at half strength, in a charge: −2 −2 −2 −1 −1 = −8; 2D6 of 9 gives
   * 1: Break. */
  result = run ("resilience", "charge", NULL, 9, rabble, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->modifier, ==, -8);
  g_assert_cmpint (result->score, ==, 1);
  g_assert_cmpstr (result->outcome, ==, "Break");
  g_clear_pointer (&result, mst_test_outcome_free);

  /* No unit is both Determined and Lackluster: refused, not summed. */
  result = run ("resilience", "charge", NULL, 9,
                (const char *[]) { "are-classed-as-determined", "are-classed-as-lackluster", NULL }, &error);
  g_assert_null (result);
  g_assert_nonnull (strstr (error->message, "cannot both apply"));
}

/* "If the score is 7 or greater than the unit must charge.  If the score is
 * 6 or less, then the unit does not have to charge." */
static void
test_hold (void)
{
  const MstTable *t = chart ("hold-situations");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) result = NULL;
  g_autoptr(GPtrArray) every = g_ptr_array_new ();
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (11);
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  struct { int thrown; const char *outcome; } bands[] = {
    { 7, "Must charge" }, { 12, "Must charge" }, { 6, "Does not have to charge" }, { 2, "Does not have to charge" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
    {
      g_autoptr(MstTestOutcome) out = run ("hold", NULL, NULL, bands[i].thrown, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (out->outcome, ==, bands[i].outcome);
    }

  /* Determined (+2), not in terrain (+1), has not charged yet (+1): 4 + 4 = 8. */
  result = run ("hold", NULL, NULL, 4,
                (const char *[]) { "are-classed-as-determined", "testers-are-not-in-terrain",
                                   "has-not-charged-yet-this-game", NULL }, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->modifier, ==, 4);
  g_assert_cmpint (result->score, ==, 8);
  g_assert_cmpstr (result->outcome, ==, "Must charge");
  g_clear_pointer (&result, mst_test_outcome_free);

  /* Every row ticked: no unit is Determined and Lackluster, nor at 75 %
   * and 50 %: the test is refused. */
  for (guint i = 0; i < mst_table_get_n_rows (t); i++)
    g_ptr_array_add (every, (gpointer) mst_table_get_row_key (t, i));
  g_ptr_array_add (every, NULL);
  result = run ("hold", NULL, NULL, 7, (const char *const *) every->pdata, &error);
  g_assert_null (result);
  g_clear_error (&error);

  /* Without the other of each pair: +2+1+1+1+1+1 −2−1 = +4, thrown by
   * Muster with 1D12: the roll kept with the outcome. */
  for (guint i = 0; i < mst_table_get_n_rows (t); i++)
    {
      const char *id = mst_table_get_row_key (t, i);

      if (!g_str_equal (id, "are-classed-as-lackluster") && !g_str_equal (id, "is-50-in-strength")
          && !g_str_equal (id, "has-charged-atleast-twice-this-game"))
        g_hash_table_insert (counts, (gpointer) id, GUINT_TO_POINTER (1));
    }
  g_hash_table_insert (inputs, "dice", "1d12");
  result = mst_ruleset_run_test (dm (), "hold", inputs, counts, MST_TEST_THROW_DICE, dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result->roll);
  g_assert_cmpuint (result->roll->n_dice, ==, 1);
  g_assert_cmpuint (result->roll->sides, ==, 12);
  g_assert_cmpint (result->modifier, ==, 4);
  g_assert_cmpint (result->score, ==, (int) result->roll->total + 4);
  g_assert_cmpstr (result->outcome, ==, result->score >= 7 ? "Must charge" : "Does not have to charge");
}

/* The contexts a resilience test follows: each reads its own column of
 * the outcomes, charge and melee the adjustment table's "Charge or
 * melee"; the player reads them by their names. */
static void
test_contexts (void)
{
  static const char *const labels[] = { "From shooting", "Charge", "Melee", "All other cases" };
  static const char *const ids[] = { "shooting", "charge", "melee", "other" };
  static const char *const modifier_columns[] = { "shooting", "charge-or-melee", "charge-or-melee", "other" };
  const MstTestInput *context = mst_test_def_get_input (test_def ("resilience"), 0);
  g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (dm ());
  MstTestInfo *info = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) out = NULL;

  g_assert_cmpstr (context->id, ==, "context");
  g_assert_cmpint (context->axis, ==, MST_INPUT_COLUMN);
  for (guint i = 0; i < tests->len; i++)
    if (g_str_equal (((MstTestInfo *) g_ptr_array_index (tests, i))->id, "resilience"))
      info = g_ptr_array_index (tests, i);
  g_assert_nonnull (info);
  for (guint c = 0; c < G_N_ELEMENTS (ids); c++)
    {
      MstTestInput *listed = g_ptr_array_index (info->inputs, 0);

      g_assert_cmpstr (context->values[c], ==, ids[c]);
      g_assert_cmpstr (context->columns[c], ==, ids[c]);
      g_assert_cmpstr (context->modifier_columns[c], ==, modifier_columns[c]);
      g_assert_cmpstr (listed->value_labels[c], ==, labels[c]);
    }
  out = run ("resilience", "siege", NULL, 7, NULL, &error);
  g_assert_null (out);
  g_assert_nonnull (strstr (error->message, "shooting|charge|melee|other"));
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
