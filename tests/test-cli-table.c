/* test-cli-table.c: muster-cli's table commands: scout, initiative, deploy, resilience-test, hold-test.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"

static GStrv
lines_of (const char *out)
{
  g_autofree char *copy = g_strdup (out);
  return g_strsplit (g_strchomp (copy), "\n", -1);
}

/* "roll A 6D6 1+2+3+4+5+6 = 21": the faces add up to the total. */
static guint
check_roll_line (const char *line, const char *side, guint n_dice, guint sides)
{
  g_autofree char *prefix = side != NULL ? g_strdup_printf ("roll %s %uD%u ", side, n_dice, sides)
                                         : g_strdup_printf ("roll %uD%u ", n_dice, sides);
  g_auto(GStrv) halves = NULL;
  g_auto(GStrv) faces = NULL;
  g_auto(GStrv) rest = NULL;
  guint sum = 0;
  guint64 total;

  if (!g_str_has_prefix (line, prefix))
    g_error ("“%s” does not start with “%s”", line, prefix);
  halves = g_strsplit (line + strlen (prefix), " = ", 2);
  g_assert_nonnull (halves[1]);
  faces = g_strsplit (halves[0], "+", -1);
  g_assert_cmpuint (g_strv_length (faces), ==, n_dice);
  for (guint i = 0; faces[i] != NULL; i++)
    {
      guint64 f;
      g_assert_true (g_ascii_string_to_unsigned (faces[i], 10, 1, sides, &f, NULL));
      sum += (guint) f;
    }
  rest = g_strsplit (halves[1], " ", 2);
  g_assert_true (g_ascii_string_to_unsigned (rest[0], 10, 0, 1000, &total, NULL));
  g_assert_cmpuint (sum, ==, total);
  return sum;
}

static char *
write_force (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static const char mapuche_force[] =
  "<force xmlns=\"urn:muster:force:1\" name=\"Lautaro\" ruleset=\"drums-and-muskets\" list=\"liberation-mapuche\">\n"
  "  <commander name=\"Lautaro\"/>\n"
  "  <command><general name=\"Caupolicán\"/>\n"
  "    <unit name=\"A\" template=\"mounted-warriors\"/><unit name=\"B\" template=\"mounted-warriors\"/></command>\n"
  "  <command><general name=\"Galvarino\"/>\n"
  "    <unit name=\"C\" template=\"warriors\"/><unit name=\"D\" template=\"warriors\"/></command>\n"
  "</force>\n";

static void
test_scout (void)
{
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_auto(MstTestRun) r = { 0 };
  g_auto(MstTestRun) again = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n, a, b;

  mst_test_run_cli (&r, "scout", force, force, "--seed", "1", "--supply-a", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  n = g_strv_length (lines);
  /* minimal.muster: 3 generals, the 8e Hussards and the 1er Léger: 5. */
  g_assert_cmpstr (lines[0], ==, "pool-a 5");
  g_assert_cmpstr (lines[1], ==, "pool-b 5");
  /* Side A adds its supply die: six dice. */
  a = check_roll_line (lines[2], "A", 6, 6);
  g_assert_true (g_str_has_suffix (lines[2], " with-supply-die"));
  b = check_roll_line (lines[3], "B", 5, 6);
  g_assert_true (g_str_has_prefix (lines[n - 1], "attacker "));
  if (a != b)
    {
      g_assert_cmpuint (n, ==, 5);
      g_assert_cmpstr (lines[4], ==, a > b ? "attacker A" : "attacker B");
    }

  /* The same seed, the same game. */
  mst_test_run_cli (&again, "scout", force, force, "--seed", "1", "--supply-a", NULL);
  g_assert_cmpstr (again.out, ==, r.out);
}

/* A force whose rules begin no battle with a scouting contest is turned
 * away by name, its rule set's, and nothing is written: a skirmish
 * game's side simply deploys (004). */
static void
test_scouting_refused (void)
{
  g_autofree char *skirmish = mst_test_fixture ("skirmish-allied.muster");
  g_autofree char *brigade = mst_test_fixture ("brigade-french.muster");
  g_autofree char *minimal = mst_test_fixture ("minimal.muster");
  const char *commands[] = { "scout", "initiative", "deploy" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(MstTestRun) r = { 0 };
      g_auto(MstTestRun) b = { 0 };

      if (g_str_equal (commands[i], "deploy"))
        {
          mst_test_run_cli (&r, commands[i], skirmish, NULL);
          mst_test_run_cli (&b, commands[i], brigade, NULL);
        }
      else
        {
          mst_test_run_cli (&r, commands[i], skirmish, minimal, NULL);
          mst_test_run_cli (&b, commands[i], minimal, brigade, NULL);
        }
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, "is a Napoleonic Skirmish force, whose rules have no scouting contest"));
      g_assert_nonnull (strstr (r.err, "skirmish-allied.muster"));
      g_assert_cmpint (b.status, ==, 2);
      g_assert_nonnull (strstr (b.err, "is a Brigade Command force, whose rules have no scouting contest"));
    }
}

/* Equal pools of one die with a supply die each tie often: a seeded tie
 * goes to 1D6 a side, no supply die, marked re-roll. */
static void
test_scout_tie (void)
{
  g_auto(MstTestRun) r = { 0 };
  gboolean seen = FALSE;

  for (guint seed = 0; seed < 200 && !seen; seed++)
    {
      g_autofree char *s = g_strdup_printf ("%u", seed);
      g_auto(GStrv) lines = NULL;
      guint n, a, b;

      mst_test_run_cli (&r, "scout", "--pool-a", "1", "--pool-b", "1", "--supply-a", "--supply-b", "--seed", s, NULL);
      g_assert_cmpint (r.status, ==, 0);
      lines = lines_of (r.out);
      n = g_strv_length (lines);
      a = check_roll_line (lines[2], "A", 2, 6);
      b = check_roll_line (lines[3], "B", 2, 6);
      if (a != b)
        continue;
      seen = TRUE;
      g_assert_cmpuint (n, >=, 7);
      a = check_roll_line (lines[n - 3], "A", 1, 6);
      b = check_roll_line (lines[n - 2], "B", 1, 6);
      g_assert_true (g_str_has_suffix (lines[n - 3], " re-roll"));
      g_assert_cmpuint (a, !=, b);
      g_assert_cmpstr (lines[n - 1], ==, a > b ? "attacker A" : "attacker B");
    }
  g_assert_true (seen);
}

static void
test_scout_always_defender (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-scout-XXXXXX", NULL);
  g_autofree char *mapuche = write_force (dir, "mapuche.muster", mapuche_force);
  g_autofree char *french = mst_test_fixture ("minimal.muster");
  g_auto(MstTestRun) r = { 0 };

  /* Caupolicán's and Galvarino's commands, the commander, two irregular
   * cavalry counting twice and two light foot: 3 + 4 + 2 = 9 against 5. */
  mst_test_run_cli (&r, "scout", mapuche, french, "--seed", "4", "--supply-a", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "pool-a 9\npool-b 5\nalways-defender A\nattacker B\n");

  mst_test_run_cli (&r, "scout", french, "--pool-b", "12", "--always-defender-b", "--order", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==,
                   "pool-a 5\npool-b 12\nalways-defender B\nattacker A\n"
                   "deploy\tB\tdefender\t1\t\tbaggage-camp\n"
                   "deploy\tB\tdefender\t2\t\tforce-commander\n"
                   "deploy\tA\tattacker\t1\tMolitor\tbaggage-camp\n"
                   "deploy\tA\tattacker\t2\tDuhesme\tforce-commander\n");

  /* Both lists always defend: they throw. */
  mst_test_run_cli (&r, "scout", mapuche, mapuche, "--seed", "4", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.out, "always-defender"));
  g_assert_nonnull (strstr (r.out, "\nroll A 9D6 "));

  g_unlink (mapuche);
  g_rmdir (dir);
}

static void
test_scout_bad_input (void)
{
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "scout", force, "/nonexistent/b.muster", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "/nonexistent/b.muster"));

  mst_test_run_cli (&r, "scout", force, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--pool-b"));

  mst_test_run_cli (&r, "scout", force, force, "--seed", "soon", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "soon"));

  mst_test_run_cli (&r, "scout", force, "--pool-b", "many", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "many"));

  mst_test_run_cli (&r, "scout", force, force, "--always-defender-b", NULL);
  g_assert_cmpint (r.status, ==, 2);
}

static void
test_initiative (void)
{
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;
  guint total;

  /* Masséna (Exceptional, 2), Molitor (1), Duhesme (Incompetent, 0). */
  mst_test_run_cli (&r, "initiative", force, "--seed", "8", "--supply", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpstr (lines[0], ==, "pool 3");
  total = check_roll_line (lines[1], NULL, 4, 6);
  g_assert_true (g_str_has_suffix (lines[1], " with-supply-die"));
  g_assert_cmpuint (total, ==, g_ascii_strtoull (lines[2] + strlen ("total "), NULL, 10));
  g_clear_pointer (&lines, g_strfreev);

  mst_test_run_cli (&r, "initiative", force, "--pool-b", "2", "--seed", "8", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  g_assert_cmpstr (lines[0], ==, "pool-a 3");
  g_assert_cmpstr (lines[1], ==, "pool-b 2");
  g_assert_true (g_str_has_prefix (lines[g_strv_length (lines) - 1], "initiative "));
}

/* The grade each printed threshold gives (French Imperial 1803–1812):
 * Regular French Light and Line "— 1+ —", Line Light Cavalry "1+ 3+ —",
 * Line Artillery "— 1+ —".  Young Imperial Guard prints a lone "1+" whose
 * column the PDF's text loses: it is checked against the list file. */
static const char *
printed_grade (const char *unit, guint die)
{
  if (g_str_equal (unit, "8e Hussards"))
    return die >= 3 ? "steady" : "lackluster";
  if (g_str_equal (unit, "Vélites"))
    return NULL;
  return "steady";
}

static void
test_deploy_write (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-deploy-XXXXXX", NULL);
  g_autofree char *src = mst_test_fixture ("minimal.muster");
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_auto(MstTestRun) r = { 0 };
  g_auto(MstTestRun) dry = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "1er Léger", "16e Ligne", "8e Hussards", "Batterie à cheval", "Vélites" };

  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  path = write_force (dir, "army.muster", text);

  /* Without --write the file is left alone. */
  mst_test_run_cli (&dry, "deploy", path, "--seed", "5", NULL);
  g_assert_cmpint (dry.status, ==, 0);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_null (strstr (text, "grade="));

  mst_test_run_cli (&r, "deploy", path, "--seed", "5", "--write", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, dry.out);
  lines = lines_of (r.out);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (names));

  mst_catalogue_load_default (catalogue);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  units = mst_force_list_units (force);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[i], "\t", -1);
      MstUnit *unit = g_ptr_array_index (units, i);
      guint64 die;

      /* UNIT-NAME<TAB>DIE<TAB>GRADE */
      g_assert_cmpuint (g_strv_length (cells), ==, 3);
      g_assert_cmpstr (cells[0], ==, names[i]);
      g_assert_true (g_ascii_string_to_unsigned (cells[1], 10, 1, 6, &die, NULL));
      if (printed_grade (names[i], (guint) die) != NULL)
        g_assert_cmpstr (cells[2], ==, printed_grade (names[i], (guint) die));
      else
        g_assert_cmpstr (cells[2], ==, mst_grade_to_string (mst_dm_template_grade_for_die (
                           mst_unit_get_template (unit), (guint) die)));
      /* And the same in the file. */
      g_assert_cmpstr (mst_unit_get_name (unit), ==, names[i]);
      g_assert_cmpuint (mst_dm_unit_get_die (unit), ==, die);
      g_assert_cmpstr (mst_grade_to_string (mst_dm_unit_get_grade (unit)), ==, cells[2]);
    }

  /* The written file is still a valid force file. */
  mst_test_run_cli (&r, "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 0);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_deploy_unknown_and_bad (void)
{
  g_autofree char *unknown = mst_test_fixture ("unknown-template.muster");
  g_autofree char *malformed = mst_test_fixture ("malformed.muster");
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;

  /* The ghost battalion has no list entry: not rolled, said so. */
  mst_test_run_cli (&r, "deploy", unknown, "--seed", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (g_str_has_prefix (lines[0], "16e Ligne\t"));
  g_assert_nonnull (strstr (r.err, "Ghost battalion"));

  mst_test_run_cli (&r, "deploy", malformed, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, malformed));

  mst_test_run_cli (&r, "deploy", NULL);
  g_assert_cmpint (r.status, ==, 2);
}

static void
test_resilience_test (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;
  guint thrown;

  /* From shooting: Determined +1, two generals within 3BW +2; 7 + 3 = 10:
   * Carry On. */
  mst_test_run_cli (&r, "resilience-test", "--context", "shooting", "--roll", "7",
           "--situation", "are-classed-as-determined",
           "--situation", "for-each-general-in-line-of-command-within-3bw=2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "modifier 3\nscore 10\noutcome Carry On\n");

  /* All other cases, 10: Advance 1BW, unless defending. */
  mst_test_run_cli (&r, "resilience-test", "--context", "other", "--roll", "10", NULL);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 10\noutcome Advance 1BW\n");
  mst_test_run_cli (&r, "resilience-test", "--context", "other", "--roll", "10", "--defending", NULL);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 10\noutcome Carry On\n");

  /* Melee, lost the round (−2) and hated general (−2): 5 − 4 = 1: Break. */
  mst_test_run_cli (&r, "resilience-test", "-c", "melee", "--roll", "5",
           "-s", "have-just-lost-charge-melee-round-of-hand-to-hand-combat",
           "-s", "for-each-hated-general-in-line-of-command-within-3bw=1", NULL);
  g_assert_cmpstr (r.out, ==, "modifier -4\nscore 1\noutcome Break\n");

  /* Charge, 5: Stand; melee, 5: Forced Retire/1 hit. */
  mst_test_run_cli (&r, "resilience-test", "-c", "charge", "--roll", "5", NULL);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 5\noutcome Stand\n");
  mst_test_run_cli (&r, "resilience-test", "-c", "melee", "--roll", "5", NULL);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 5\noutcome Forced Retire/1 hit\n");

  /* Muster throws: the roll comes first. */
  mst_test_run_cli (&r, "resilience-test", "-c", "shooting", "--seed", "3", "--dice", "1d12",
           "-s", "classed-as-guards", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  thrown = check_roll_line (lines[0], NULL, 1, 12);
  g_assert_cmpstr (lines[1], ==, "modifier 1");
  g_assert_cmpuint (g_ascii_strtoull (lines[2] + strlen ("score "), NULL, 10), ==, thrown + 1);
  g_assert_true (g_str_has_prefix (lines[3], "outcome "));
  g_clear_pointer (&lines, g_strfreev);

  mst_test_run_cli (&r, "resilience-test", "-c", "shooting", "--seed", "3", NULL);
  lines = lines_of (r.out);
  check_roll_line (lines[0], NULL, 2, 6);
}

static void
test_resilience_test_bad_input (void)
{
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "resilience-test", "--context", "siege", "--roll", "7", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "siege"));

  mst_test_run_cli (&r, "resilience-test", "--roll", "7", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--context"));

  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--roll", "7", "-s", "are-classed-as-heroes", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "are-classed-as-heroes"));

  /* Only the "for each … general" rows take a count. */
  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--roll", "7", "-s", "classed-as-guards=2", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "classed-as-guards"));

  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--roll", "13", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* 2D6 cannot throw 1; 1D12 can. */
  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--roll", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--roll", "1", "--dice", "1d12", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 1\noutcome Break\n");

  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--roll", "7", "--seed", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  mst_test_run_cli (&r, "resilience-test", "-c", "other", NULL);
  g_assert_cmpint (r.status, ==, 2);
  mst_test_run_cli (&r, "resilience-test", "-c", "other", "--seed", "1", "--dice", "3d6", NULL);
  g_assert_cmpint (r.status, ==, 2);
}

static void
test_list_situations (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;

  mst_test_run_cli (&r, "resilience-test", "--list-situations", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 28);
  g_assert_cmpstr (lines[0], ==, "are-classed-as-determined\t+1\t+2\t+1\tcheck\tAre classed as Determined");
  g_assert_cmpstr (lines[2], ==, "are-classed-as-zealous\t\t+1\t\tcheck\tAre classed as Zealous");
  g_assert_cmpstr (lines[17], ==, "for-each-hated-general-in-line-of-command-within-3bw\t-1\t-2\t-1\tcount\t"
                                  "For each hated general in line of command within 3BW");
  g_clear_pointer (&lines, g_strfreev);

  mst_test_run_cli (&r, "hold-test", "--list-situations", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = lines_of (r.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  g_assert_cmpstr (lines[4], ==, "is-75-in-strength\t+1\tIs >=75% in strength");
  g_assert_cmpstr (lines[10], ==, "only-possible-target-is-in-terrain\t-1\tOnly possible target is in terrain");
}

static void
test_hold_test (void)
{
  g_auto(MstTestRun) r = { 0 };

  /* Determined (+2): 5 + 2 = 7, "7 or greater … must charge". */
  mst_test_run_cli (&r, "hold-test", "--roll", "5", "--situation", "are-classed-as-determined", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "modifier 2\nscore 7\noutcome Must charge\n");

  /* At half strength (−1): 7 − 1 = 6 does not have to charge. */
  mst_test_run_cli (&r, "hold-test", "--roll", "7", "-s", "is-50-in-strength", NULL);
  g_assert_cmpstr (r.out, ==, "modifier -1\nscore 6\noutcome Does not have to charge\n");

  mst_test_run_cli (&r, "hold-test", "--roll", "7", "-s", "for-each-general-in-line-of-command-within-3bw", NULL);
  g_assert_cmpint (r.status, ==, 2);
  mst_test_run_cli (&r, "hold-test", "--roll", "7", "-s", "are-classed-as-determined=3", NULL);
  g_assert_cmpint (r.status, ==, 2);
  mst_test_run_cli (&r, "hold-test", NULL);
  g_assert_cmpint (r.status, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/cli/scout", test_scout);
  g_test_add_func ("/muster/cli/scout-tie", test_scout_tie);
  g_test_add_func ("/muster/cli/scouting-refused", test_scouting_refused);
  g_test_add_func ("/muster/cli/scout-always-defender", test_scout_always_defender);
  g_test_add_func ("/muster/cli/scout-bad-input", test_scout_bad_input);
  g_test_add_func ("/muster/cli/initiative", test_initiative);
  g_test_add_func ("/muster/cli/deploy-write", test_deploy_write);
  g_test_add_func ("/muster/cli/deploy-unknown-and-bad", test_deploy_unknown_and_bad);
  g_test_add_func ("/muster/cli/resilience-test", test_resilience_test);
  g_test_add_func ("/muster/cli/resilience-test-bad-input", test_resilience_test_bad_input);
  g_test_add_func ("/muster/cli/list-situations", test_list_situations);
  g_test_add_func ("/muster/cli/hold-test", test_hold_test);

  return g_test_run ();
}
