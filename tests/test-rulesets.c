/* test-rulesets.c: the rule-set engine: the registry, the tables as data
 * checked against the rules' own text, every skirmish chart as a test, the
 * activation deck, and the CLI contract every rule set answers.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-force.h"
#include "mst-test-util.h"

static char *tmp_dir;

static MstRuleset *
skirmish (void)
{
  return mst_test_ruleset ("napoleonic-skirmish");
}

static const MstTable *
sk_table (const char *id)
{
  return mst_test_chart ("napoleonic-skirmish", id);
}

/* The section of tests/data/rules-004-charts.txt that starts at @lines
 * ("359,375"), its lines joined by spaces. */
static char *
rules_section (const char *lines)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rules-004-charts.txt", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *marker = g_strdup_printf ("## lines %s\n", lines);
  const char *start, *end;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  start = strstr (contents, marker);
  g_assert_nonnull (start);
  start += strlen (marker);
  end = strstr (start, "## lines");
  return g_strndup (start, end != NULL ? (gsize) (end - start) : strlen (start));
}

/* The number printed in a cell ("1–8" → 8, "−1" → -1, "0" → 0). */
static int
cell_number (const MstTable *t, const char *row, const char *column)
{
  const MstCell *cell = mst_table_lookup (t, row, column);
  int n;

  g_assert_nonnull (cell);
  g_assert_true (mst_cell_get_number (cell, &n));
  if (g_str_has_prefix (cell->text, "−") || g_str_has_prefix (cell->text, "-"))
    n = -n;
  return n;
}

/* Rows of the rules' text: NAME then numbers; @names maps each printed
 * name (a regex alternative) to a row key of @t, in step. */
static void
compare_rows (const char *lines, const char *pattern, const MstTable *t, const char *const *names,
              const char *const *keys, guint n_values)
{
  g_autofree char *text = rules_section (lines);
  g_autoptr(GRegex) re = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  guint rows = 0;

  g_assert_nonnull (re);
  g_regex_match (re, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *name = g_match_info_fetch (match, 1);
      g_autofree char *values = g_match_info_fetch (match, 2);
      g_auto(GStrv) numbers = g_regex_split_simple ("\\s+", g_strstrip (values), 0, 0);
      const char *key = NULL;

      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_has_prefix (name, names[i]))
          key = keys[i];
      g_assert_nonnull (key);
      g_assert_cmpuint (g_strv_length (numbers), ==, n_values);
      for (guint c = 0; c < n_values; c++)
        {
          const char *printed = numbers[c];
          int want = g_str_equal (printed, "-") ? 0 : (int) g_ascii_strtoll (printed, NULL, 10);

          /* "1-8": the last number. */
          if (strchr (printed + 1, '-') != NULL)
            want = (int) g_ascii_strtoll (strchr (printed + 1, '-') + 1, NULL, 10);
          g_assert_cmpint (cell_number (t, key, mst_table_get_column_key (t, c)), ==, want);
        }
      rows++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (rows, ==, g_strv_length ((GStrv) keys));
}

static void
test_morale_chart (void)
{
  const char *const names[] = { "Grenadiers", "Line", "Militia", "Light", "Mounted", "Guerillas", NULL };
  const char *const keys[] = { "grenadier", "line", "militia", "light", "mounted", "guerillas", NULL };

  compare_rows ("359,375", "^(Grenadiers|Line|Militia|Light|Mounted|Guerillas)((?: \\d+){3})$",
                sk_table ("morale"), names, keys, 3);
}

static void
test_close_in_chart (void)
{
  const char *const names[] = { "Grenadier", "Line", "Militia", "Light", "Mounted", "Guerillas", NULL };
  const char *const keys[] = { "grenadier", "line", "militia", "light", "mounted", "guerillas", NULL };

  compare_rows ("253,270", "^(Grenadier|Line|Militia|Light|Mounted[^1]*|Guerillas)((?: 1-\\d+){4})$",
                sk_table ("close-in"), names, keys, 4);
}

static void
test_close_combat_chart (void)
{
  const char *const names[] = { "Charging", "Defending in open", "Defending in close", "Defending in square",
                                "Defending a linear", "Defending building", "Uphill", "Attacked from rear",
                                "Leader", "Lance", "Each additional", "No bayonet", NULL };
  const char *const keys[] = { "charging", "open-order", "close-order", "square", "obstacle", "building",
                               "uphill", "rear", "leader", "lance", "each-opponent", "no-bayonet", NULL };

  compare_rows ("283,309", "^([A-Z][A-Za-z ,/]+?)((?: (?:[+-]\\d|-)){6})$",
                sk_table ("close-combat"), names, keys, 6);
}

static void
test_breaching_chart (void)
{
  const char *const names[] = { "Artillery: (Ball)", "Artillery: (GrapeShot)", "Sapper", "Grenadier",
                                "Line/Light", "Militia", "Guerillas", NULL };
  const char *const keys[] = { "ball", "grapeshot", "sapper", "grenadier", "line", "militia", "guerillas", NULL };

  compare_rows ("395,417", "^(Artillery: \\(\\w+\\)|Sapper|Grenadier|Line/Light|Militia|Guerillas)((?: \\d+){4})$",
                sk_table ("breaching"), names, keys, 4);
}

static void
test_firing_chart (void)
{
  g_autofree char *text = rules_section ("205,221");
  g_autoptr(GRegex) re = g_regex_new ("^(MUSKET|RIFLE|CARBINE|PISTOL|ART \\(Ball\\)) \\S+((?: 1/\\d+){12})$",
                                      G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  const MstTable *t = sk_table ("firing");
  guint rows = 0;

  g_regex_match (re, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *name = g_match_info_fetch (match, 1);
      g_autofree char *values = g_match_info_fetch (match, 2);
      g_auto(GStrv) fractions = g_strsplit (g_strstrip (values), " ", -1);
      g_autofree char *key = g_str_has_prefix (name, "ART") ? g_strdup ("ball") : g_ascii_strdown (name, -1);
      int row = mst_table_find_row (t, key);

      g_assert_cmpint (row, >=, 0);
      /* Column 0 is the range; then class I to IV by die band. */
      for (guint c = 0; c < 12; c++)
        g_assert_cmpstr (mst_table_get_cell (t, (guint) row, c + 1)->text, ==, fractions[c]);
      rows++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (rows, ==, 5);
  g_assert_cmpuint (mst_table_get_n_rows (t), ==, 5);
}

static void
test_movement_chart (void)
{
  g_autofree char *text = rules_section ("71,103");
  g_autoptr(GRegex) re = g_regex_new ("(Line \\(Square\\)|March Column|Open Order|Limbered|Manhandled|Line)"
                                      "((?: (?:\\d Dice|-)){4})", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  const MstTable *t = sk_table ("movement");
  guint row = 0;

  g_strdelimit (text, "\n", ' ');
  g_regex_match (re, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *values = g_match_info_fetch (match, 2);
      g_autoptr(GRegex) cell_re = g_regex_new ("\\d Dice|-", 0, 0, NULL);
      g_autoptr(GMatchInfo) cells = NULL;
      guint c = 0;

      g_assert_cmpuint (row, <, mst_table_get_n_rows (t));
      g_regex_match (cell_re, values, 0, &cells);
      while (g_match_info_matches (cells))
        {
          g_autofree char *printed = g_match_info_fetch (cells, 0);
          g_autofree char *want = g_str_equal (printed, "-") ? g_strdup ("–")
                                                              : g_strdup_printf ("%cD6", printed[0]);

          g_assert_cmpstr (mst_table_get_cell (t, row, c)->text, ==, want);
          c++;
          g_match_info_next (cells, NULL);
        }
      g_assert_cmpuint (c, ==, 4);
      row++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (row, ==, mst_table_get_n_rows (t));
}

/* A test run on a typed-in score. */
static MstTestOutcome *
run (const char *test_id, const char *type, const char *leader, const char *modifier, int thrown)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) mods = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  MstTestOutcome *out;

  if (type != NULL)
    g_hash_table_insert (inputs, "type", (gpointer) type);
  if (leader != NULL)
    g_hash_table_insert (inputs, "leader", (gpointer) leader);
  if (modifier != NULL)
    g_hash_table_insert (mods, (gpointer) modifier, GUINT_TO_POINTER (1));
  out = mst_ruleset_run_test (skirmish (), test_id, inputs, mods, thrown, NULL, &error);
  g_assert_no_error (error);
  return out;
}

/* The test passes up to the chart's number and fails above it. */
static void
assert_edge (const char *test_id, const char *type, const char *leader, const char *modifier, int last_pass)
{
  g_autoptr(MstTestOutcome) pass = run (test_id, type, leader, modifier, last_pass);
  g_autoptr(MstTestOutcome) fail = run (test_id, type, leader, modifier, last_pass + 1);

  g_assert_true (pass->has_target);
  g_assert_true (pass->passed);
  g_assert_false (fail->passed);
}

static void
test_close_in_and_stand (void)
{
  const MstTable *t = sk_table ("close-in");

  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      const char *type = mst_table_get_row_key (t, r);

      assert_edge ("close-in", type, "yes", NULL, cell_number (t, type, "close-in-leader"));
      assert_edge ("close-in", type, "no", NULL, cell_number (t, type, "close-in-no-leader"));
      assert_edge ("stand-and-fight", type, "yes", NULL, cell_number (t, type, "stand-leader"));
      assert_edge ("stand-and-fight", type, "no", NULL, cell_number (t, type, "stand-no-leader"));
    }
  /* Mounted attacking a square: −4, 1–8 becomes 1–4. */
  assert_edge ("close-in", "mounted", "yes", "attacking-square", 4);
  {
    g_autoptr(MstTestOutcome) out = run ("close-in", "line", "yes", NULL, 10);
    g_assert_cmpstr (out->outcome, ==, "Fails to close: goes back 6\" and is pinned");
  }
}

static void
test_morale_tests (void)
{
  const MstTable *t = sk_table ("morale");

  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      const char *type = mst_table_get_row_key (t, r);

      /* "A total below the number passes": the number itself fails. */
      assert_edge ("morale-major", type, NULL, NULL, cell_number (t, type, "major") - 1);
      assert_edge ("morale-critical", type, "yes", NULL, cell_number (t, type, "critical-leader") - 1);
      assert_edge ("morale-critical", type, "no", NULL, cell_number (t, type, "critical-no-leader") - 1);
      assert_edge ("morale-pinned", type, "yes", NULL, cell_number (t, type, "critical-leader") - 1);
      assert_edge ("morale-pinned", type, "no", NULL, cell_number (t, type, "critical-no-leader") - 1);
    }
}

static void
test_band_tests (void)
{
  const char *const loser[] = { NULL, "Killed", "Wounded", "Runs", "Runs", "Runs", "Captured",
                                "Runs", "Runs", "Runs", "Runs" };
  const char *const pistol[] = { NULL, "No effect", "No effect", "No effect", "No effect",
                                 "The figure is wounded", "The figure is killed" };

  for (int die = 1; die <= 10; die++)
    {
      g_autoptr(MstTestOutcome) out = run ("close-combat-loser", NULL, NULL, NULL, die);

      g_assert_false (out->has_target);
      g_assert_true (g_str_has_prefix (out->outcome, loser[die]));
      /* 7 to 10 is Muster's reading of a gap, and says so. */
      g_assert_true ((out->note != NULL) == (die >= 7));
    }
  for (int die = 1; die <= 6; die++)
    {
      g_autoptr(MstTestOutcome) p = run ("pistol", NULL, NULL, NULL, die);
      g_autoptr(MstTestOutcome) m = run ("joker-movement", NULL, NULL, NULL, die);
      g_autoptr(MstTestOutcome) f = run ("joker-fire", NULL, NULL, NULL, die);
      const MstTable *mt = sk_table ("joker-movement");
      const MstTable *ft = sk_table ("joker-fire");
      g_autofree char *key = g_strdup_printf ("%d", die);

      g_assert_cmpstr (p->outcome, ==, pistol[die]);
      g_assert_cmpstr (m->outcome, ==, mst_table_lookup (mt, key, "effect")->text);
      g_assert_cmpstr (f->outcome, ==, mst_table_lookup (ft, key, "effect")->text);
    }
  {
    g_autoptr(MstTestOutcome) m = run ("joker-movement", NULL, NULL, NULL, 2);
    g_autoptr(MstTestOutcome) f = run ("joker-fire", NULL, NULL, NULL, 6);
    g_assert_cmpstr (m->outcome, ==, "The unit does not move this turn");
    g_assert_cmpstr (f->outcome, ==, "Good fire command: +1 to the die this turn");
  }
}

static void
test_bad_test_input (void)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  MstTestOutcome *out;

  g_hash_table_insert (inputs, "type", "dragoon");
  g_hash_table_insert (inputs, "leader", "yes");
  out = mst_ruleset_run_test (skirmish (), "close-in", inputs, NULL, 5, NULL, &error);
  g_assert_null (out);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "grenadier|line|militia|light|mounted|guerillas"));
  g_clear_error (&error);

  /* A D10 cannot throw 11. */
  g_hash_table_insert (inputs, "type", "line");
  out = mst_ruleset_run_test (skirmish (), "close-in", inputs, NULL, 11, NULL, &error);
  g_assert_null (out);
  g_assert_nonnull (strstr (error->message, "1 to 10"));
  g_clear_error (&error);

  /* Attacking a square is a Mounted modifier only. */
  {
    g_autoptr(GHashTable) mods = g_hash_table_new (g_str_hash, g_str_equal);
    g_hash_table_insert (mods, "attacking-square", GUINT_TO_POINTER (1));
    out = mst_ruleset_run_test (skirmish (), "close-in", inputs, mods, 3, NULL, &error);
    g_assert_null (out);
    g_assert_nonnull (strstr (error->message, "mounted"));
    g_clear_error (&error);
  }

  out = mst_ruleset_run_test (skirmish (), "charge-home", inputs, NULL, 3, NULL, &error);
  g_assert_null (out);
  g_assert_nonnull (strstr (error->message, "close-in"));
}

static void
test_deck (void)
{
  g_autoptr(MstDice) a = mst_dice_new_with_seed (7);
  g_autoptr(MstDice) b = mst_dice_new_with_seed (7);
  g_autoptr(MstDice) c = mst_dice_new_with_seed (8);
  g_autoptr(MstDeck) da = mst_deck_new (a);
  g_autoptr(MstDeck) db = mst_deck_new (b);
  g_autoptr(MstDeck) dc = mst_deck_new (c);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint red = 0, jokers = 0, differ = 0;
  MstPlayingCard x, y, z;

  g_assert_cmpuint (mst_deck_get_n_left (da), ==, 54);
  while (mst_deck_draw (da, &x))
    {
      g_autofree char *name = g_strdup_printf ("%s %s", mst_playing_card_rank_to_string (&x),
                                               mst_playing_card_suit_to_string (&x));
      g_assert_true (mst_deck_draw (db, &y));
      g_assert_true (mst_deck_draw (dc, &z));
      /* The same seed turns up the same cards; another seed, others. */
      g_assert_true (x.rank == y.rank && x.suit == y.suit && x.joker_red == y.joker_red);
      differ += x.rank != z.rank || x.suit != z.suit;
      g_assert_true (g_hash_table_add (seen, g_steal_pointer (&name)));
      red += mst_playing_card_is_red (&x);
      jokers += x.suit == MST_SUIT_JOKER;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 54);
  g_assert_true (g_hash_table_contains (seen, "joker red"));
  g_assert_true (g_hash_table_contains (seen, "joker black"));
  g_assert_cmpuint (red, ==, 27);
  g_assert_cmpuint (jokers, ==, 2);
  g_assert_cmpuint (differ, >, 40);
  g_assert_cmpuint (mst_deck_get_n_left (da), ==, 0);
  mst_deck_shuffle (da);
  g_assert_cmpuint (mst_deck_get_n_left (da), ==, 54);
}

static void
test_cli_rulesets (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  mst_test_run_cli (&run, "rulesets", NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "drums-and-muskets\tDrums and Muskets\t41");
  g_assert_true (g_str_has_prefix (lines[1], "napoleonic-skirmish\tNapoleonic Skirmish\t"));

  mst_test_run_cli (&run, "lists", "--ruleset", "drums-and-muskets", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_strfreev (lines);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 42);
  for (guint i = 0; i < 41; i++)
    g_assert_true (g_str_has_suffix (lines[i], "\tdrums-and-muskets"));

  mst_test_run_cli (&run, "lists", "--ruleset", "brigade-commands", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "drums-and-muskets, napoleonic-skirmish"));

  mst_test_run_cli (&run, "tests", "napoleonic-skirmish", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "close-in\tClose into combat or counter-charge\t"
                                     "type=grenadier|line|militia|light|mounted|guerillas,leader=yes|no\n"));
  for (guint i = 0; i < 9; i++)
    {
      const char *ids[] = { "close-in", "stand-and-fight", "morale-major", "morale-critical", "morale-pinned",
                            "joker-movement", "joker-fire", "pistol", "close-combat-loser" };
      g_autofree char *line_start = g_strdup_printf ("\n%s\t", ids[i]);
      g_assert_true (g_str_has_prefix (run.out, line_start + 1) || strstr (run.out, line_start) != NULL);
    }

  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "close-in", "--roll", "4", "--in", "type=mounted",
                    "--in", "leader=yes", "--mod", "attacking-square", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "target 4\nroll 4\noutcome pass Closes into combat\n");

  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "morale-major", "--seed", "3", "--in", "type=militia", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "target 7\nroll 2D6 "));

  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "pistol", "--roll", "6", NULL);
  g_assert_cmpstr (run.out, ==, "roll 6\noutcome The figure is killed\n");

  /* Bad input: status 2, naming what is valid. */
  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "bayonet", "--roll", "3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "close-in, stand-and-fight"));
  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "morale-major", "--roll", "3", "--in", "type=hussar", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "grenadier|line|militia|light|mounted|guerillas"));
  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "morale-major", "--roll", "3", "--in", "type=line",
                    "--in", "mood=grim", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "it takes type"));
  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "morale-major", "--in", "type=line", NULL);
  g_assert_cmpint (run.status, ==, 2);
  mst_test_run_cli (&run, "tests", "brigade", NULL);
  g_assert_cmpint (run.status, ==, 2);

  mst_test_run_cli (&run, "deck", "--seed", "11", "--draw", "54", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_strfreev (lines);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 55);
  for (guint i = 0; i < 54; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], " ", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 3);
      g_assert_cmpstr (f[2], ==, (g_str_equal (f[1], "hearts") || g_str_equal (f[1], "diamonds")
                                  || g_str_equal (f[1], "red")) ? "allied" : "french");
    }
  mst_test_run_cli (&run, "deck", "--draw", "55", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

/* The generic runner gives what resilience-test and hold-test give. */
static void
test_cli_dm_through_runner (void)
{
  const char *contexts[] = { "shooting", "charge", "melee", "other" };

  for (guint c = 0; c < G_N_ELEMENTS (contexts); c++)
    for (int roll = 2; roll <= 12; roll += 3)
      {
        g_auto(MstTestRun) old = { 0 };
        g_auto(MstTestRun) now = { 0 };
        g_autofree char *roll_text = g_strdup_printf ("%d", roll);
        g_autofree char *in = g_strdup_printf ("context=%s", contexts[c]);
        g_autofree char *want = NULL;

        mst_test_run_cli (&old, "resilience-test", "--context", contexts[c], "--roll", roll_text,
                          "--situation", "are-classed-as-lackluster", NULL);
        mst_test_run_cli (&now, "test", "drums-and-muskets", "resilience", "--roll", roll_text, "--in", in,
                          "--mod", "are-classed-as-lackluster", NULL);
        g_assert_cmpint (old.status, ==, 0);
        g_assert_cmpint (now.status, ==, 0);
        want = g_strdup_printf ("roll %d\n%s", roll, old.out);
        g_assert_cmpstr (now.out, ==, want);
      }
  {
    g_auto(MstTestRun) old = { 0 };
    g_auto(MstTestRun) now = { 0 };

    mst_test_run_cli (&old, "hold-test", "--seed", "9", NULL);
    mst_test_run_cli (&now, "test", "drums-and-muskets", "hold", "--seed", "9", NULL);
    g_assert_cmpstr (now.out, ==, old.out);
  }
}

/* A player's own tables.xml overrides the shipped one, is said, and its
 * unverified cells are shown as such; a bad one leaves the shipped tables. */
static void
test_user_tables (void)
{
  g_autofree char *shipped_path = g_test_build_filename (G_TEST_DIST, "..", "nations", "napoleonic-skirmish",
                                                         "tables.xml", NULL);
  g_autofree char *dir = g_build_filename (tmp_dir, "data", "muster", "nations", "napoleonic-skirmish", NULL);
  g_autofree char *user_path = g_build_filename (dir, "tables.xml", NULL);
  g_autofree char *shipped = NULL;
  g_autoptr(GString) mine = NULL;
  g_auto(MstTestRun) run = { 0 };

  g_assert_true (g_file_get_contents (shipped_path, &shipped, NULL, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  mine = g_string_new (shipped);
  g_assert_cmpuint (g_string_replace (mine, "<row key=\"line\" label=\"Line\"><cell>9</cell>",
                                      "<row key=\"line\" label=\"Line\"><cell verified=\"false\" note=\"keyed in from "
                                      "my sheet\">8</cell>", 1), ==, 1);
  g_assert_true (g_file_set_contents (user_path, mine->str, -1, NULL));

  mst_test_run_cli (&run, "table", "napoleonic-skirmish", "morale", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nline\t8 (unverified)\t10\t8\n"));
  g_assert_nonnull (strstr (run.err, user_path));
  mst_test_run_cli (&run, "test", "napoleonic-skirmish", "morale-major", "--roll", "7", "--in", "type=line", NULL);
  g_assert_cmpstr (run.out, ==, "target 8\nroll 7\noutcome pass Passes (unverified: the rules’ text of this cell "
                                "was damaged)\nnote keyed in from my sheet\n");

  g_assert_true (g_file_set_contents (user_path, "<tables xmlns=\"urn:muster:tables:1\"", -1, NULL));
  mst_test_run_cli (&run, "table", "napoleonic-skirmish", "morale", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nline\t9\t10\t8\n"));
  g_assert_nonnull (strstr (run.err, "warning"));
  g_assert_nonnull (strstr (run.err, user_path));
  g_remove (user_path);
}

static void
assert_derived (const char *out, const char *item, const char *id, const char *want)
{
  g_autofree char *got = mst_test_derived (out, item, id);
  g_assert_cmpstr (got, ==, want);
}

/* A skirmish force built with new, saved, read back, derived and checked. */
static void
test_skirmish_force (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "skirmish.muster", NULL);
  g_autofree char *again = g_build_filename (tmp_dir, "skirmish-again.muster", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_auto(MstTestRun) run = { 0 };

  mst_test_run_cli (&run, "new", "--list", "napoleonic-skirmish-french", "--name", "Les Voltigeurs",
                    "--unit", "command-group=Major Lemoine@major", "--unit", "line=1re compagnie@captain",
                    "--unit", "mounted=Hussards@lieutenant", "--unit", "artillery=Pièce de 4", "-o", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  g_assert_nonnull (strstr (first, "urn:muster:force:2"));

  mst_test_run_cli (&run, "derive", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_derived (run.out, "Les Voltigeurs", "c-in-c", "Major Lemoine");
  assert_derived (run.out, "Les Voltigeurs", "cards", "black");
  /* Foot 20 → critical at 9 or fewer; Mounted 12 → at 5 (004:343). */
  assert_derived (run.out, "1re compagnie", "critical-at", "9");
  assert_derived (run.out, "Hussards", "critical-at", "5");
  /* 20 figures, the officer's pistol apart (004:191): 19 muskets at
   * Class I, 1/8 1/4 1/3 (004:219): 2, 4 and 6 hits (004:159-161). */
  assert_derived (run.out, "1re compagnie", "hits-class-i", "2 4 6");
  assert_derived (run.out, "1re compagnie", "morale-major", "9");
  assert_derived (run.out, "1re compagnie", "morale-critical-leader", "10");
  assert_derived (run.out, "1re compagnie", "morale-critical-no-leader", "8");
  assert_derived (run.out, "1re compagnie", "close-in-leader", "1-7");
  assert_derived (run.out, "1re compagnie", "stand-no-leader", "1-7");
  assert_derived (run.out, "1re compagnie", "move-march-column", "2D6 / 3D6 / 4D6 / 4D6");
  assert_derived (run.out, "Hussards", "close-in-v-square-leader", "1-4");
  assert_derived (run.out, "Hussards", "cc-charging", "+3");
  /* A gun with its officer and 3 gunners fires as 12 figures. */
  assert_derived (run.out, "Pièce de 4", "gun-figures", "12");
  assert_derived (run.out, "Pièce de 4", "cc-leader", "+3");

  /* What Muster writes, it reads back the same. */
  mst_test_run_cli (&run, "new", "--list", "napoleonic-skirmish-french", "--name", "Les Voltigeurs",
                    "--unit", "command-group=Major Lemoine@major", "--unit", "line=1re compagnie@captain",
                    "--unit", "mounted=Hussards@lieutenant", "--unit", "artillery=Pièce de 4", "-o", again, NULL);
  g_assert_true (g_file_get_contents (again, &second, NULL, NULL));
  g_assert_cmpstr (first, ==, second);
  mst_test_run_cli (&run, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");

  /* A skirmish list takes units, not commands. */
  mst_test_run_cli (&run, "new", "--list", "napoleonic-skirmish-french", "--command", "Ney=line", "-o", again,
                    "--force", NULL);
  g_assert_cmpint (run.status, ==, 2);
  mst_test_run_cli (&run, "new", "--list", "napoleonic-skirmish-french", "--unit", "cuirassier", "-o", again,
                    "--force", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "cuirassier"));
}

/* The checks the spec lists, each on the force that breaks it. */
static void
test_skirmish_checks (void)
{
  g_autofree char *allied = mst_test_fixture ("skirmish-allied.muster");
  g_auto(MstTestRun) run = { 0 };
  const char *ids[] = { "sk-unit-size", "sk-unit-leaders", "sk-formation-fits-type", "sk-gun-crew", "sk-c-in-c" };

  mst_test_run_cli (&run, "check", allied, NULL);
  g_assert_cmpint (run.status, ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *col = g_strdup_printf ("\t%s\t", ids[i]);
      g_assert_nonnull (strstr (run.out, col));
    }
  g_assert_nonnull (strstr (run.out, "“Partida de Juan Martín” lacks an officer or an NCO"));
  g_assert_nonnull (strstr (run.out, "“16th Light Dragoons” is mounted and cannot form square"));

  mst_test_run_cli (&run, "derive", allied, NULL);
  /* One crewman: the gun cannot fire (004:189). */
  assert_derived (run.out, "Ross’s Troop, one gun", "gun-figures", "cannot fire");
  /* Two captains: no C-in-C is derived, and the check says why. */
  g_assert_null (strstr (run.out, "\tc-in-c\t"));
  /* The Close Combat Chart has no Guerillas column: no modifiers are made up. */
  g_assert_null (mst_test_derived (run.out, "Partida de Juan Martín", "cc-charging"));
  assert_derived (run.out, "Partida de Juan Martín", "close-in-no-leader", "1-4");
  assert_derived (run.out, "95th Rifles, a company", "fire-class-i", "1/4 1/3 1/2");
}

/* The tests' inputs as the player picks them: every value by its name,
 * never an id ("Green", not "green"; "Infantry in line", not "inf-line"). */
static void
test_input_labels (void)
{
  GPtrArray *all = mst_rulesets_get_all ();
  guint named = 0;

  for (guint r = 0; r < all->len; r++)
    {
      MstRuleset *rs = g_ptr_array_index (all, r);
      g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (rs);

      for (guint t = 0; t < tests->len; t++)
        {
          MstTestInfo *info = g_ptr_array_index (tests, t);

          for (guint k = 0; k < info->inputs->len; k++)
            {
              MstTestInput *in = g_ptr_array_index (info->inputs, k);

              g_assert_nonnull (in->value_labels);
              for (guint v = 0; in->values[v] != NULL; v++)
                {
                  const char *value = in->values[v];
                  const char *label = in->value_labels[v];
                  gboolean number = strspn (value + (value[0] == '-'), "0123456789") == strlen (value + (value[0] == '-'));

                  g_assert_nonnull (label);
                  if (!number && g_str_equal (label, value))
                    g_error ("%s, test %s: %s=%s has no name", mst_ruleset_get_id (rs), info->id, in->id, value);
                  named += !number;
                }
            }
        }
    }
  g_assert_cmpuint (named, >, 50);
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("muster-rulesets-XXXXXX", NULL);
  data = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", tmp_dir, TRUE);

  g_test_add_func ("/rulesets/skirmish/chart/morale", test_morale_chart);
  g_test_add_func ("/rulesets/skirmish/chart/close-in", test_close_in_chart);
  g_test_add_func ("/rulesets/skirmish/chart/close-combat", test_close_combat_chart);
  g_test_add_func ("/rulesets/skirmish/chart/breaching", test_breaching_chart);
  g_test_add_func ("/rulesets/skirmish/chart/firing", test_firing_chart);
  g_test_add_func ("/rulesets/skirmish/chart/movement", test_movement_chart);
  g_test_add_func ("/rulesets/skirmish/test/close-in-and-stand", test_close_in_and_stand);
  g_test_add_func ("/rulesets/skirmish/test/morale", test_morale_tests);
  g_test_add_func ("/rulesets/skirmish/test/bands", test_band_tests);
  g_test_add_func ("/rulesets/skirmish/test/bad-input", test_bad_test_input);
  g_test_add_func ("/rulesets/deck", test_deck);
  g_test_add_func ("/rulesets/skirmish/force", test_skirmish_force);
  g_test_add_func ("/rulesets/skirmish/checks", test_skirmish_checks);
  g_test_add_func ("/rulesets/cli", test_cli_rulesets);
  g_test_add_func ("/rulesets/cli/drums-and-muskets-runner", test_cli_dm_through_runner);
  g_test_add_func ("/rulesets/cli/user-tables", test_user_tables);
  g_test_add_func ("/rulesets/tests/input-labels", test_input_labels);
  status = g_test_run ();
  mst_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
