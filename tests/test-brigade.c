/* test-brigade.c: the brigade-level game (seed 003) as a rule set: its
 * tables read against the sheets' own text, the cells the extraction
 * damaged marked so, and the tests a player throws at the table.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-force.h"
#include "mst-test-util.h"

static MstRuleset *
brigade (void)
{
  MstRuleset *rs = mst_ruleset_lookup ("brigade-command");

  g_assert_nonnull (rs);
  g_assert_null (mst_ruleset_get_tables_problem (rs));
  g_assert_nonnull (mst_ruleset_get_tables (rs));
  return rs;
}

/* The lines of tests/data/rules-003-sheets.txt (the sheets as extracted). */
static GStrv
sheet_lines (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rules-003-sheets.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return g_strsplit (text, "\n", -1);
}

/* The sheets' letters: the Cyrillic look-alikes read as Latin, "l" as I
 * (003 prints both), spaces dropped. */
static char *
latin (const char *s)
{
  static const struct { const char *from, *to; } map[] = {
    { "А", "A" }, { "В", "B" }, { "С", "C" }, { "Е", "E" }, { "Н", "H" }, { "Т", "T" }, { "Х", "X" }, { "l", "I" },
  };
  g_autoptr(GString) out = g_string_new (s);

  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    g_string_replace (out, map[i].from, map[i].to, 0);
  g_string_replace (out, " ", "", 0);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The cells of a sheet's table row "| a | b |", trimmed. */
static GStrv
row_cells (const char *line)
{
  g_auto(GStrv) parts = g_strsplit (line, "|", -1);
  guint n = g_strv_length (parts);
  GStrv cells = g_new0 (char *, n);

  for (guint i = 1; i + 1 < n; i++)
    cells[i - 1] = g_strstrip (g_strdup (parts[i]));
  return cells;
}

static const char *
cell_text (MstRuleset *rs, const char *table, const char *row, const char *column, gboolean *verified)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, table);
  const MstCell *cell;

  g_assert_nonnull (t);
  cell = mst_table_lookup (t, row, column);
  if (cell == NULL)
    g_error ("%s has no cell %s, %s", table, row, column);
  if (verified != NULL)
    *verified = cell->verified;
  return cell->text;
}

/* "Command Radius (inches): Poltroon 8, … Units under command: Poltroon 2, …" (003:36). */
static void
test_ratings (void)
{
  MstRuleset *rs = brigade ();
  g_auto(GStrv) lines = sheet_lines ();
  static const char *const ratings[] = { "poltroon", "cautious", "able", "gifted", "charismatic" };
  static const char *const names[] = { "Poltroon", "Cautious", "Able", "Gifted", "Charismatic" };
  const char *line = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "Command Radius") != NULL)
      line = lines[i];
  g_assert_nonnull (line);
  for (guint i = 0; i < G_N_ELEMENTS (ratings); i++)
    {
      const char *radius_at = strstr (line, "Radius");
      const char *units_at = strstr (line, "Units under command");
      g_autofree char *radius = g_strdup_printf ("%s %s", names[i], cell_text (rs, "commander-ratings", ratings[i], "command-radius", NULL));
      g_autofree char *units = g_strdup_printf ("%s %s", names[i], cell_text (rs, "commander-ratings", ratings[i], "units", NULL));
      const char *r = strstr (radius_at, radius);
      const char *u = strstr (units_at, units);
      g_assert_nonnull (r);
      g_assert_nonnull (u);
      /* The radius among the radii, the units among the units. */
      g_assert_true (r < units_at);
      g_assert_true (u > units_at);
    }
}

/* The Out of Command Table, every cell, as the sheet prints it (003:40-47). */
static void
test_out_of_command_table (void)
{
  MstRuleset *rs = brigade ();
  g_auto(GStrv) lines = sheet_lines ();
  static const char *const rows[] = { "Green", "Novice", "Experienced", "Veteran", "Elite" };
  static const char *const trainings[] = { "green", "trained", "experienced", "veteran", "elite" };
  static const char *const bands[] = { "0-1", "2-3", "4-5", "6-7", "8-9" };
  guint seen = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
      {
        g_auto(GStrv) cells = NULL;
        if (!g_str_has_prefix (lines[i], "| ") || strstr (lines[i], rows[r]) == NULL || strstr (lines[i], "<br>") != NULL)
          continue;
        cells = row_cells (lines[i]);
        if (g_strcmp0 (cells[0], rows[r]) != 0)
          continue;
        for (guint b = 0; b < G_N_ELEMENTS (bands); b++)
          {
            g_autofree char *printed = latin (cells[b + 1]);
            gboolean verified;
            g_assert_cmpstr (cell_text (rs, "out-of-command", bands[b], trainings[r], &verified), ==, printed);
            g_assert_true (verified);
          }
        seen++;
      }
  g_assert_cmpuint (seen, ==, 5);
}

/* A five-letter cell against the letters that survive on the sheet:
 * all five are the sheet's and verified; fewer leave it unverified,
 * the survivors in order, the gaps "?" or the one letter they all
 * share.  Returns whether the cell is verified. */
static gboolean
assert_letters_as_printed (const char *text, gboolean verified, const char *printed)
{
  g_autoptr(GString) ours = NULL;

  g_assert_cmpuint (strlen (text), ==, 5);
  if (strlen (printed) == 5)
    {
      g_assert_cmpstr (text, ==, printed);
      g_assert_true (verified);
      return TRUE;
    }
  ours = g_string_new (text);
  g_string_replace (ours, "?", "", 0);
  g_assert_false (verified);
  if (ours->len == 5)
    for (guint k = 0; printed[k] != '\0'; k++)
      g_assert_cmpint (printed[k], ==, text[0]);
  else
    g_assert_cmpstr (ours->str, ==, printed);
  return FALSE;
}

/* The Morale Table, all 125 letters: a cell whose five letters survive is
 * the sheet's and verified; one that lost letters says so, and keeps the
 * letters that survive in their order (003:384-388). */
static void
test_morale_table (void)
{
  MstRuleset *rs = brigade ();
  g_auto(GStrv) lines = sheet_lines ();
  static const char *const classes[] = { "Impetuous", "Cautious", "Steady", "Confident", "Arrogant" };
  static const char *const orders[] = { "assault", "advance", "engage", "hold", "retire" };
  static const char *const bands[] = { "f1-4", "f5-8", "f9-12", "f13-16", "f17-20" };
  guint seen = 0, unverified = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
      {
        g_auto(GStrv) cells = NULL;
        g_autofree char *class_id = NULL;
        if (!g_str_has_prefix (lines[i], "| ") || strstr (lines[i], classes[c]) == NULL)
          continue;
        cells = row_cells (lines[i]);
        if (!g_str_has_prefix (cells[0], classes[c]))
          continue;
        class_id = g_ascii_strdown (classes[c], -1);
        g_assert_cmpuint (g_strv_length (cells), ==, 2 + 25);
        for (guint o = 0; o < 5; o++)
          for (guint b = 0; b < 5; b++)
            {
              g_autofree char *row = g_strdup_printf ("%s-%s", class_id, orders[o]);
              g_auto(GStrv) letters = g_strsplit (cells[2 + o * 5 + b], "<br>", -1);
              g_autoptr(GString) printed = g_string_new (NULL);
              gboolean verified;
              const char *text = cell_text (rs, "morale-table", row, bands[b], &verified);

              for (guint k = 0; letters[k] != NULL; k++)
                {
                  g_autofree char *l = latin (g_strstrip (letters[k]));
                  g_string_append (printed, l);
                }
              if (!assert_letters_as_printed (text, verified, printed->str))
                unverified++;
            }
        seen++;
      }
  g_assert_cmpuint (seen, ==, 5);
  /* The rule-set specification marks 53 of the 125 cells (⚠ and †). */
  g_assert_cmpuint (unverified, ==, 53);
}

/* The Attacker's Resolve Table, all 250 letters, read the same way: five
 * letters verified, fewer marked, the survivors kept in order (003:211-216). */
static void
test_attacker_resolve_table (void)
{
  MstRuleset *rs = brigade ();
  g_auto(GStrv) lines = sheet_lines ();
  static const char *const classes[] = { "IMPETUOUS", "CAUTIOUS", "STEADY", "CONFIDENT", "ARROGANT" };
  guint seen = 0, unverified = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
      {
        g_auto(GStrv) cells = NULL;
        g_autofree char *class_id = NULL;
        if (!g_str_has_prefix (lines[i], "| ") || strstr (lines[i], classes[c]) == NULL)
          continue;
        cells = row_cells (lines[i]);
        if (strstr (cells[0], classes[c]) == NULL)
          continue;
        class_id = g_ascii_strdown (classes[c], -1);
        g_assert_cmpuint (g_strv_length (cells), ==, 2 + 10);
        for (guint d = 0; d < 10; d++)
          {
            g_autofree char *column = g_strdup_printf ("d%u", d);
            g_auto(GStrv) letters = g_strsplit (cells[2 + d], "<br>", -1);
            g_autoptr(GString) printed = g_string_new (NULL);
            gboolean verified;
            const char *text = cell_text (rs, "attacker-resolve", class_id, column, &verified);

            for (guint k = 0; letters[k] != NULL; k++)
              {
                g_autofree char *l = latin (g_strstrip (letters[k]));
                /* The first row's cells start with the die printed over them. */
                if (strlen (l) == 1 && g_ascii_isupper (l[0]))
                  g_string_append (printed, l);
              }
            if (!assert_letters_as_printed (text, verified, printed->str))
              unverified++;
          }
        seen++;
      }
  g_assert_cmpuint (seen, ==, 5);
  g_assert_cmpuint (unverified, >, 0);
}

static MstTestOutcome *
run (const char *test_id, int thrown, GError **error, ...)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *arg;
  va_list args;

  va_start (args, error);
  while ((arg = va_arg (args, const char *)) != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (arg, "=", 2);
      if (arg[0] == '+')
        g_hash_table_replace (mods, g_strdup (parts[0] + 1), GUINT_TO_POINTER ((guint) atoi (parts[1])));
      else
        g_hash_table_replace (inputs, g_strdup (parts[0]), g_strdup (parts[1]));
    }
  va_end (args);
  return mst_ruleset_run_test (brigade (), test_id, inputs, mods, thrown, NULL, error);
}

/* Out of command: one D10 read 0–9, the face marked 0 typed as 10. */
static void
test_out_of_command (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) zero = run ("out-of-command", 10, &error, "training=green", NULL);
  g_autoptr(MstTestOutcome) nine = run ("out-of-command", 9, &error, "training=experienced", NULL);
  g_autoptr(MstTestOutcome) bad = NULL;

  g_assert_no_error (error);
  /* 0–1: A for every training. */
  g_assert_cmpstr (zero->outcome, ==, "A: obeys its orders as given");
  /* Experienced 8–9: F. */
  g_assert_cmpstr (nine->outcome, ==, "F: holds in place");
  g_assert_false (nine->unverified);
  bad = run ("out-of-command", 11, &error, "training=green", NULL);
  g_assert_null (bad);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_clear_error (&error);
  bad = run ("out-of-command", 3, &error, "training=novice", NULL);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "green|trained|experienced|veteran|elite"));
}

/* 2D10 below the Basic Factor passes; the modifiers move it; a failure is
 * read on the Morale Table by its margin and the unit's training. */
static void
test_morale (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) pass = run ("morale", 9, &error, "morale-class=steady", "training=green", "orders=engage", NULL);
  g_autoptr(MstTestOutcome) edge = run ("morale", 10, &error, "morale-class=steady", "training=green", "orders=engage", NULL);
  g_autoptr(MstTestOutcome) worse = run ("morale", 9, &error, "morale-class=steady", "training=green", "orders=engage",
                                         "+stand-lost=2", NULL);
  g_autoptr(MstTestOutcome) lost = run ("morale", 16, &error, "morale-class=steady", "training=veteran", "orders=hold", NULL);

  g_assert_no_error (error);
  /* Steady: Basic Factor 10 (003:386). */
  g_assert_cmpint (pass->target, ==, 10);
  g_assert_true (pass->passed);
  /* 10 is not below 10: fails; Steady, Engage, 1–4, Green: B. */
  g_assert_false (edge->passed);
  g_assert_nonnull (strstr (edge->outcome, "B: Shaken"));
  /* Two stands lost: +2 to the roll, the target 8. */
  g_assert_cmpint (worse->target, ==, 8);
  g_assert_false (worse->passed);
  g_assert_nonnull (strstr (worse->outcome, "fails by 1"));
  /* Steady, Hold, 5–8 lost the Veteran's letter: said, never made up. */
  g_assert_false (lost->passed);
  g_assert_true (lost->unverified);
  g_assert_nonnull (strstr (lost->outcome, "lost this letter"));
}

/* Attacker's resolve: the letter of the unit's training, read on the key
 * for its arm; a damaged cell says so. */
static void
test_attacker_resolve (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstTestOutcome) steady = run ("attacker-resolve", 1, &error, "morale-class=steady", "training=green",
                                          "arm=infantry", NULL);
  g_autoptr(MstTestOutcome) walk = run ("attacker-resolve", 1, &error, "morale-class=steady", "training=veteran",
                                        "arm=infantry", NULL);
  g_autoptr(MstTestOutcome) cav = run ("attacker-resolve", 1, &error, "morale-class=steady", "training=veteran",
                                       "arm=cavalry", NULL);

  g_assert_no_error (error);
  /* Steady, 1: AABBB. */
  g_assert_cmpstr (steady->outcome, ==, "A: Charge home");
  g_assert_false (steady->unverified);
  g_assert_cmpstr (walk->outcome, ==, "B: Attack at a walk, no charge bonus");
  /* The cavalry key lost its letters: every text of it is unverified. */
  g_assert_true (cav->unverified);
}

/* Fire: the firing dice from training and the modifiers, the best die,
 * the letter at the range, read on the Firing Results Key. */
static void
test_fire (void)
{
  g_autoptr(GError) error = NULL;
  /* Veteran, best die 3, Inf line "AAB": medium is A (003:127). */
  g_autoptr(MstTestOutcome) musket = run ("musketry", 3, &error, "training=veteran", "target=inf-line", "range=medium",
                                          "+aimed=1", NULL);
  /* Artillery at guns reads the artillery-versus-artillery column. */
  g_autoptr(MstTestOutcome) guns = run ("artillery", 10, &error, "training=trained", "target=limbered", "range=short", NULL);
  /* Green, Inf line, 3-4 at long range: the sheet kept only "B C". */
  g_autoptr(MstTestOutcome) lost = run ("musketry", 4, &error, "training=green", "target=inf-line", "range=long", NULL);
  g_autoptr(MstTestOutcome) rolled = NULL;
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (7);
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) mods = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_no_error (error);
  g_assert_cmpstr (musket->outcome, ==, "A: 2 stands*");
  g_assert_false (musket->unverified);
  /* Trained, 0-2, Limbered "AABC": short is A, gun destroyed. */
  g_assert_cmpstr (guns->outcome, ==, "A: gun destroyed, 1 crew, morale test*");
  g_assert_true (lost->unverified);

  /* Muster's throw: Experienced (3D10) aimed, 5 dice, read 0-9. */
  g_hash_table_insert (inputs, "training", "experienced");
  g_hash_table_insert (inputs, "target", "skirmishers");
  g_hash_table_insert (inputs, "range", "short");
  g_hash_table_insert (mods, "aimed", GUINT_TO_POINTER (1));
  rolled = mst_ruleset_run_test (brigade (), "musketry", inputs, mods, MST_TEST_THROW_DICE, dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (rolled->roll);
  g_assert_cmpuint (rolled->roll->n_dice, ==, 5);
}

/* Melee: the attacker's letter, the defender's in brackets; artillery
 * columns have no defender's result; a charge counts two results. */
static void
test_melee (void)
{
  g_autoptr(GError) error = NULL;
  /* Green, 0-2, Cav v Cav "B (A)". */
  g_autoptr(MstTestOutcome) attacker = run ("melee", 1, &error, "training=green", "matchup=cav-cav", "side=attacker", NULL);
  g_autoptr(MstTestOutcome) defender = run ("melee", 1, &error, "training=green", "matchup=cav-cav", "side=defender", NULL);
  g_autoptr(MstTestOutcome) guns = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (attacker->outcome, ==, "B: 1 enemy stand killed");
  g_assert_cmpstr (defender->outcome, ==, "A: 2 enemy stands killed");
  guns = run ("melee", 1, &error, "training=green", "matchup=inf-art", "side=defender", NULL);
  g_assert_null (guns);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
}

/* The resolve and charge morale tables read by band: 0-3, 4-5, 6-8, 9. */
static void
test_resolve_and_charge_morale (void)
{
  g_autoptr(GError) error = NULL;
  /* Steady, Green, Hold "T T T Y3": 9 reads Y3. */
  g_autoptr(MstTestOutcome) hold = run ("defender-resolve", 9, &error, "morale-class=steady", "training=green",
                                        "orders=hold", "arm=infantry", NULL);
  g_autoptr(MstTestOutcome) cavalry = run ("defender-resolve", 9, &error, "morale-class=steady", "training=green",
                                           "orders=hold", "arm=mounted-cavalry", NULL);
  /* Impetuous, Green, attacker "A A G J": 6 reads G. */
  g_autoptr(MstTestOutcome) charge = run ("charge-morale", 6, &error, "morale-class=impetuous", "training=green",
                                          "side=attacker", "arm=infantry", NULL);
  /* Cautious defenders on Hold: the column was lost. */
  g_autoptr(MstTestOutcome) lost = run ("charge-morale", 6, &error, "morale-class=cautious", "training=green",
                                        "side=hold", "arm=infantry", NULL);

  g_assert_no_error (error);
  g_assert_cmpstr (hold->outcome, ==, "Y3: 3 stands flee, the rest stand and fight");
  g_assert_cmpstr (cavalry->outcome, ==, "Y3: 2 stands flee, the rest stand and fight");
  g_assert_cmpstr (charge->outcome, ==, "G: One stand flees, the rest fire");
  g_assert_true (lost->unverified);
  g_assert_nonnull (strstr (lost->outcome, "lost"));
}

/* A player who owns the printed sheets keys in a damaged cell in a copy
 * of the tables in the data folder: muster-cli reads it, says whose file
 * it reads, and the result is no longer marked unverified. */
static void
test_keyed_in (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("muster-brigade-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (tmp, "data", NULL);
  g_autofree char *dir = g_build_filename (data, "muster", "nations", "brigade-command", NULL);
  g_autofree char *user_path = g_build_filename (dir, "tables.xml", NULL);
  g_autofree char *shipped_path = g_test_build_filename (G_TEST_DIST, "..", "nations", "brigade-command", "tables.xml", NULL);
  g_autofree char *shipped = NULL;
  g_autofree char *old_data = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_autoptr(GString) mine = NULL;
  g_auto(MstTestRun) before = { 0 };
  g_auto(MstTestRun) after = { 0 };
  const char *damaged = "<cell verified=\"false\" note=\"Printed 4D10 at 003:347, where the rows before it rise by one "
                        "die a class: 5D10 is expected.\">4D10</cell>";

  g_assert_true (g_file_get_contents (shipped_path, &shipped, NULL, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  mst_test_run_cli (&before, "table", "brigade-command", "training", NULL);
  g_assert_nonnull (strstr (before.out, "4D10 (unverified)"));

  /* The Elite's melee dice, checked against the printed sheet. */
  mine = g_string_new (shipped);
  g_assert_cmpuint (g_string_replace (mine, damaged, "<cell>5D10</cell>", 1), ==, 1);
  g_assert_true (g_file_set_contents (user_path, mine->str, -1, NULL));
  mst_test_run_cli (&after, "table", "brigade-command", "training", NULL);
  g_assert_cmpint (after.status, ==, 0);
  g_assert_nonnull (strstr (after.out, "\nelite\t5D10\t5D10\t"));
  g_assert_nonnull (strstr (after.err, user_path));

  if (old_data != NULL)
    g_setenv ("XDG_DATA_HOME", old_data, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  mst_test_remove_tree (tmp);
}

/* Every table cites the sheet's lines it was read from. */
static void
test_sources (void)
{
  MstRuleset *rs = brigade ();
  MstTableSet *set = mst_ruleset_get_tables (rs);
  guint n = mst_table_set_get_n_tables (set);

  g_assert_cmpuint (n, >=, 22);
  for (guint i = 0; i < n; i++)
    {
      const MstTable *t = mst_table_set_get_table (set, i);
      g_assert_true (g_str_has_prefix (mst_table_get_source (t), "003:"));
    }
}

/* ---- forces ------------------------------------------------------------- */

static MstForce *
soult (MstCatalogue *c)
{
  return mst_test_fixture_force (c, "brigade-french.muster");
}

/* Army, division, brigade, regiment: the file's nesting is the force's
 * tree, and it is written back as it was read. */
static void
test_force_file (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  g_autoptr(MstForce) force = soult (c);
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  g_autoptr(GPtrArray) top = mst_force_list_subcommands (force, NULL);
  g_autoptr(GPtrArray) under = NULL;
  g_autoptr(MstForce) again = NULL;
  g_autoptr(MstForce) copy = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data2 = NULL;
  g_autofree char *data3 = NULL;
  gsize len = 0;
  static const char *const order[] = {
    "Saint-Hilaire", "Morand", "Thiébault", "Vandamme", "Schiner", "Ferey", "Margaron", "Margaron (brigade)"
  };

  g_assert_cmpstr (mst_general_get_name (mst_force_get_commander (force)), ==, "Soult");
  g_assert_cmpstr (mst_general_get_attr (mst_force_get_commander (force), "rating"), ==, "gifted");
  g_assert_cmpuint (top->len, ==, 3);
  g_assert_cmpuint (commands->len, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *cmd = g_ptr_array_index (commands, i);
      gboolean division = mst_command_get_parent (cmd) == NULL;

      g_assert_cmpstr (mst_general_get_name (mst_command_get_general (cmd)), ==, order[i]);
      g_assert_cmpstr (mst_command_get_level (cmd), ==, division ? "division" : "brigade");
      g_assert_cmpuint (mst_force_get_command_depth (force, cmd), ==, division ? 0 : 1);
    }
  under = mst_force_list_subcommands (force, mst_test_command_named (force, "Vandamme"));
  g_assert_cmpuint (under->len, ==, 2);
  g_assert_true (g_ptr_array_index (under, 1) == mst_test_command_named (force, "Ferey"));
  g_assert_cmpuint (mst_force_get_n_units (force), ==, 12);
  g_assert_true (mst_force_locate_unit (force, mst_test_unit_named (force, "10e Léger"), NULL, NULL));
  g_assert_cmpuint (mst_command_get_n_units (mst_test_command_named (force, "Morand")), ==, 3);

  data = mst_force_to_data (force, &len);
  again = mst_force_new_from_data (data, len, "again.muster", c, NULL);
  g_assert_nonnull (again);
  data2 = mst_force_to_data (again, &len);
  g_assert_cmpstr (data, ==, data2);
  /* A copy is under its own commands, not the original's. */
  copy = mst_force_copy (force);
  g_assert_true (mst_command_get_parent (mst_test_command_named (copy, "Ferey")) == mst_test_command_named (copy, "Vandamme"));
  data3 = mst_force_to_data (copy, &len);
  g_assert_cmpstr (data, ==, data3);
}

/* A commander's radius and how many he may command from his rating
 * (003:36: Able 12" and 4, Cautious 8" and 3); a regiment's dice from its
 * training and its Basic Factor from its morale class, fewer firing dice
 * as it loses stands (003:134, 144). */
static void
test_force_derive (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  g_autoptr(MstForce) force = soult (c);
  MstRuleset *rs = brigade ();
  g_autoptr(GPtrArray) morand = mst_ruleset_derive_command (rs, force, mst_test_command_named (force, "Morand"));
  g_autoptr(GPtrArray) thiebault = mst_ruleset_derive_command (rs, force, mst_test_command_named (force, "Thiébault"));
  g_autoptr(GPtrArray) army = mst_ruleset_derive_command (rs, force, NULL);
  g_autoptr(GPtrArray) leger = NULL;
  g_autoptr(GArray) fewer = NULL;
  MstUnit *unit = mst_test_unit_named (force, "10e Léger");

  g_assert_cmpstr (mst_derived_lookup (morand, "command-radius"), ==, "12");
  g_assert_cmpstr (mst_derived_lookup (morand, "command-radius"), ==,
                   cell_text (rs, "commander-ratings", "able", "command-radius", NULL));
  g_assert_cmpstr (mst_derived_lookup (morand, "units-under-command"), ==, "4");
  g_assert_cmpstr (mst_derived_lookup (morand, "load"), ==, "3/4");
  g_assert_cmpstr (mst_derived_lookup (thiebault, "command-radius"), ==, "8");
  g_assert_cmpstr (mst_derived_lookup (thiebault, "load"), ==, "2/3");
  /* Soult (Gifted) commands his three divisions. */
  g_assert_cmpstr (mst_derived_lookup (army, "load"), ==, "3/6");

  /* The 10e Léger: Experienced and Confident. */
  leger = mst_ruleset_derive (rs, force, unit);
  g_assert_cmpstr (mst_derived_lookup (leger, "firing-dice"), ==,
                   cell_text (rs, "training", "experienced", "firing-dice", NULL));
  g_assert_cmpstr (mst_derived_lookup (leger, "firing-dice"), ==, "3D10");
  g_assert_cmpstr (mst_derived_lookup (leger, "basic-factor"), ==, "11");
  g_assert_cmpstr (mst_derived_lookup (leger, "stands"), ==, "5 of 5");
  g_assert_cmpstr (mst_derived_lookup (leger, "firing-dice-now"), ==, "3D10");
  g_assert_cmpstr (mst_derived_lookup (leger, "ranges"), ==, "short 0–4, medium over 4–6, long over 6–8");
  g_assert_cmpstr (mst_derived_lookup (leger, "column-charge"), ==, "yes");
  /* Two stands lost: a die each. */
  fewer = mst_components_copy (mst_unit_get_components (unit));
  g_array_index (fewer, MstComponent, 0).count = 3;
  mst_unit_set_components (unit, fewer);
  g_ptr_array_unref (leger);
  leger = mst_ruleset_derive (rs, force, unit);
  g_assert_cmpstr (mst_derived_lookup (leger, "stands"), ==, "3 of 5");
  g_assert_cmpstr (mst_derived_lookup (leger, "firing-dice-now"), ==, "1D10");
}

/* The checks of §2.5, each from the force a player would have built. */
static void
test_force_checks (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  g_autoptr(MstForce) force = soult (c);
  MstCommand *thiebault = mst_test_command_named (force, "Thiébault");
  MstCommand *morand = mst_test_command_named (force, "Morand");
  g_autofree char *ids = mst_test_finding_ids (force);
  MstUnit *extra;

  /* Soult's corps as built is sound. */
  g_assert_cmpstr (ids, ==, "");
  /* Built against another version of its list: said, as for any force. */
  mst_force_set_list_version (force, 7);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "list-version-changed");
  mst_force_set_list_version (force, 1);

  /* Thiébault is Cautious: three regiments, not four. */
  extra = mst_force_add_unit (force, thiebault, "line", "Third");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "");
  mst_force_add_unit (force, thiebault, "line", "Fourth");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-command-capacity");
  mst_force_remove_unit (force, extra);
  mst_force_remove_unit (force, mst_test_unit_named (force, "Fourth"));

  /* An unrated commander, a brigade of no division, a regiment of no brigade. */
  mst_general_set_attr (mst_command_get_general (thiebault), "rating", NULL);
  mst_command_set_parent (mst_test_command_named (force, "Ferey"), NULL);
  mst_force_add_unit (force, NULL, "line", "Lost");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-brigade-in-division bc-commander-rated bc-unit-in-brigade");
  mst_force_remove_unit (force, mst_test_unit_named (force, "Lost"));
  mst_command_set_parent (mst_test_command_named (force, "Ferey"), mst_test_command_named (force, "Vandamme"));
  mst_general_set_attr (mst_command_get_general (thiebault), "rating", "cautious");

  /* A brigade under a brigade. */
  mst_command_set_parent (thiebault, morand);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-levels");
  mst_command_set_parent (thiebault, mst_test_command_named (force, "Saint-Hilaire"));

  /* Cavalry with rifles, infantry without a morale class. */
  mst_unit_set_attr (mst_test_unit_named (force, "11e Chasseurs à cheval"), "weapon", "rifle");
  mst_unit_set_attr (mst_test_unit_named (force, "14e de Ligne"), "morale-class", NULL);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-training-morale bc-weapon-fits-arm");
  mst_unit_set_attr (mst_test_unit_named (force, "11e Chasseurs à cheval"), "weapon", "carbine");
  mst_unit_set_attr (mst_test_unit_named (force, "14e de Ligne"), "morale-class", "steady");

  /* Orders: Morand's brigade on Seize needs a regiment on Assault and the
   * others on Engage or Advance (003:21-23). */
  mst_command_set_attr (morand, "orders", "seize");
  mst_unit_set_attr (mst_test_unit_named (force, "14e de Ligne"), "orders", "assault");
  mst_unit_set_attr (mst_test_unit_named (force, "36e de Ligne"), "orders", "hold");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-orders-consistent");
  mst_unit_set_attr (mst_test_unit_named (force, "36e de Ligne"), "orders", "engage");
  mst_unit_set_attr (mst_test_unit_named (force, "10e Léger"), "orders", "advance");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "");
  /* Saint-Hilaire's division on Hold needs a brigade on Hold (003:17-19). */
  mst_command_set_attr (mst_test_command_named (force, "Saint-Hilaire"), "orders", "hold");
  mst_command_set_attr (thiebault, "orders", "support");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-orders-consistent");
  mst_command_set_attr (thiebault, "orders", "hold");
  mst_command_set_attr (morand, "orders", NULL);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "");
}

/* Only French infantry may charge in column (003:101): a British regiment
 * marked so is found out. */
static void
test_column_charge (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  MstNationList *list = mst_catalogue_lookup (c, "brigade-command-british");
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstGeneral) picton = mst_general_new ("Picton");
  g_autoptr(GPtrArray) derived = NULL;
  g_autofree char *ids = NULL;
  MstCommand *brigade_cmd;
  MstUnit *unit;

  g_assert_nonnull (list);
  force = mst_force_new ("Fifth Division", list, NULL);
  mst_general_set_attr (mst_force_get_commander (force), "rating", "able");
  mst_general_set_attr (picton, "rating", "gifted");
  brigade_cmd = mst_force_add_command (force, picton);
  mst_command_set_level (brigade_cmd, "brigade");
  unit = mst_force_add_unit (force, brigade_cmd, "line", "1st Foot");
  derived = mst_ruleset_derive (brigade (), force, unit);
  g_assert_cmpstr (mst_derived_lookup (derived, "column-charge"), ==, "no");
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "");
  mst_unit_set_attr (unit, "column-charge", "yes");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "bc-column-charge");
}

/* muster-cli new builds the tree from --division and --brigade in the
 * order given, and refuses a rating the sheets do not have. */
static void
test_cli_new (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-bc-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "corps.muster", NULL);

  mst_test_run_cli (&r, "new", "-l", "brigade-command-french", "-n", "Corps", "-c", "Lannes@charismatic",
                    "--division", "Suchet@able", "--brigade", "Claparède@gifted=light,line,line",
                    "--brigade", "Beker@poltroon=line,line,line", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "check", out, NULL);
  /* Beker, a Poltroon, may command two. */
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "error\tbc-command-capacity\tBeker commands 3; a Poltroon commander may have 2 under command.\n");
  mst_test_run_cli (&r, "derive", out, NULL);
  g_assert_nonnull (strstr (r.out, "Lannes\tcommand-radius\t16\nLannes\tunits-under-command\t8\nLannes\tload\t1/8\n"));
  g_assert_nonnull (strstr (r.out, "Suchet\tload\t2/4\n"));

  mst_test_run_cli (&r, "new", "-l", "brigade-command-french", "-c", "Lannes@brave", "-o", out, "--force", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "“brave” is not a rating (poltroon, cautious, able, gifted, charismatic)"));
  mst_test_run_cli (&r, "new", "-l", "napoleonic-skirmish-french", "--division", "Suchet", "-o", out, "--force", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "has no divisions or brigades"));
  mst_test_remove_tree (dir);
}

/* A regiment's strength is its stands: one given back between battles is
 * a stand more in the library's copy, and a battery's losses are its
 * crew's. */
static void
test_strength_is_stands (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  g_autoptr(MstForce) force = soult (c);
  MstUnit *leger = mst_test_unit_named (force, "10e Léger");
  MstUnit *battery = mst_force_add_unit (force, NULL, "foot-battery", "Batterie");
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-bc-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *out = g_build_filename (dir, "out.muster", NULL);
  g_autofree char *fixture = mst_test_fixture ("brigade-french.muster");
  g_autofree char *campaign = NULL;
  g_autofree char *force_id = NULL;
  g_autofree char *text = NULL;

  mst_unit_set_bases (leger, 4);
  g_assert_cmpuint (mst_components_count (mst_unit_get_components (leger), "stand"), ==, 4);
  mst_unit_set_bases (battery, 3);
  g_assert_cmpuint (mst_components_count (mst_unit_get_components (battery), "gun"), ==, 1);
  g_assert_cmpuint (mst_components_count (mst_unit_get_components (battery), "crew"), ==, 2);

  mst_test_run_cli (&r, "campaign", "-d", db, "new", "Austerlitz", NULL);
  g_assert_cmpint (r.status, ==, 0);
  campaign = g_strdup (g_strstrip (r.out));
  mst_test_run_cli (&r, "campaign", "-d", db, "add-force", campaign, fixture, NULL);
  g_assert_cmpint (r.status, ==, 0);
  force_id = g_strdup (g_strstrip (r.out));
  mst_test_run_cli (&r, "campaign", "-d", db, "reinforce", force_id, "14e de Ligne", "1", "--date", "1805-12-03", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "library", "-d", db, "export", force_id, out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<unit name=\"14e de Ligne\" template=\"line\">"));
  g_assert_nonnull (strstr (strstr (text, "14e de Ligne"), "<figures role=\"stand\" count=\"6\"/>"));
  g_assert_true (strstr (strstr (text, "14e de Ligne"), "<figures role=\"stand\" count=\"6\"/>")
                 < strstr (text, "36e de Ligne"));
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/muster/brigade/sheets/ratings", test_ratings);
  g_test_add_func ("/muster/brigade/sheets/out-of-command", test_out_of_command_table);
  g_test_add_func ("/muster/brigade/sheets/morale-table", test_morale_table);
  g_test_add_func ("/muster/brigade/sheets/attacker-resolve", test_attacker_resolve_table);
  g_test_add_func ("/muster/brigade/sheets/sources", test_sources);
  g_test_add_func ("/muster/brigade/sheets/keyed-in", test_keyed_in);
  g_test_add_func ("/muster/brigade/test/out-of-command", test_out_of_command);
  g_test_add_func ("/muster/brigade/test/morale", test_morale);
  g_test_add_func ("/muster/brigade/test/attacker-resolve", test_attacker_resolve);
  g_test_add_func ("/muster/brigade/test/fire", test_fire);
  g_test_add_func ("/muster/brigade/test/melee", test_melee);
  g_test_add_func ("/muster/brigade/test/resolve-and-charge-morale", test_resolve_and_charge_morale);
  g_test_add_func ("/muster/brigade/force/file", test_force_file);
  g_test_add_func ("/muster/brigade/force/derive", test_force_derive);
  g_test_add_func ("/muster/brigade/force/checks", test_force_checks);
  g_test_add_func ("/muster/brigade/force/column-charge", test_column_charge);
  g_test_add_func ("/muster/brigade/force/cli-new", test_cli_new);
  g_test_add_func ("/muster/brigade/force/strength-is-stands", test_strength_is_stands);
  return g_test_run ();
}
