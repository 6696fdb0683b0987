/* test-readings.c: the readings of the rules, each checked from muster-cli against the rules text.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure below is read from Drums and Muskets (the full rules and the
 * quick-reference sheets), never from what Muster printed before. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-test-util.h"

static GStrv
lines_of (const char *out)
{
  g_autofree char *copy = g_strdup (out);
  return g_strsplit (g_strchomp (copy), "\n", -1);
}

/* "roll 2D6 3+4 = 7": the total of the faces. */
static guint
roll_total (const char *line, const char *dice, guint n_faces, guint sides)
{
  g_autofree char *prefix = g_strdup_printf ("roll %s ", dice);
  g_auto(GStrv) halves = NULL;
  g_auto(GStrv) faces = NULL;
  guint sum = 0;

  g_assert_true (g_str_has_prefix (line, prefix));
  halves = g_strsplit (line + strlen (prefix), " = ", 2);
  faces = g_strsplit (halves[0], "+", -1);
  g_assert_cmpuint (g_strv_length (faces), ==, n_faces);
  for (guint i = 0; faces[i] != NULL; i++)
    {
      guint64 f;
      g_assert_true (g_ascii_string_to_unsigned (faces[i], 10, 1, sides, &f, NULL));
      sum += (guint) f;
    }
  g_assert_cmpuint (sum, ==, g_ascii_strtoull (halves[1], NULL, 10));
  return sum;
}

static guint
value_of (const char *line, const char *key)
{
  g_autofree char *prefix = g_strdup_printf ("%s ", key);

  g_assert_true (g_str_has_prefix (line, prefix));
  return (guint) g_ascii_strtoll (line + strlen (prefix), NULL, 10);
}

/* "Quarter master, supply and logistics": "A single dice at a time can be
 * added to any throw".  With a supply die, 2D6 + 1D6 reaches 18, and the
 * outcomes table's top row is "12+". */
static void
test_supply_die_typed_in (void)
{
  g_auto(MstTestRun) r = { 0 };

  /* 6 + 6 and a supply 6: 18.  "All other cases", 12+: Advance 2BW. */
  mst_test_run_cli (&r, "resilience-test", "--context", "other", "--roll", "18", "--supply", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 18\noutcome Advance 2BW\n");

  /* Without the supply die, 18 is no throw of 2D6. */
  mst_test_run_cli (&r, "resilience-test", "--context", "other", "--roll", "18", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "2 to 12"));

  /* 2D6 and a D6 throw 3 at least, 18 at most. */
  mst_test_run_cli (&r, "resilience-test", "--context", "other", "--roll", "2", "--supply", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "3 to 18"));
  mst_test_run_cli (&r, "resilience-test", "--context", "other", "--roll", "19", "--supply", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* 1D12 and a D6: 2 to 18. */
  mst_test_run_cli (&r, "hold-test", "--roll", "2", "--supply", "--dice", "1d12", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "modifier 0\nscore 2\noutcome Does not have to charge\n");

  /* Hold test: 13 with Lackluster (−2) is 11, "7 or greater … must charge". */
  mst_test_run_cli (&r, "hold-test", "--roll", "13", "--supply", "-s", "are-classed-as-lackluster", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "modifier -2\nscore 11\noutcome Must charge\n");
}

/* With --seed, one more die is thrown and printed; the score counts it. */
static void
test_supply_die_thrown (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_auto(MstTestRun) again = { 0 };
  g_auto(MstTestRun) plain = { 0 };

  for (guint seed = 1; seed <= 5; seed++)
    {
      g_autofree char *s = g_strdup_printf ("%u", seed);
      g_auto(GStrv) lines = NULL;
      g_auto(GStrv) plain_lines = NULL;
      guint dice, supply, score;

      mst_test_run_cli (&r, "resilience-test", "-c", "shooting", "--seed", s, "--supply",
                        "-s", "classed-as-guards", NULL);
      g_assert_cmpint (r.status, ==, 0);
      lines = lines_of (r.out);
      g_assert_cmpuint (g_strv_length (lines), ==, 5);
      dice = roll_total (lines[0], "2D6", 2, 6);
      supply = value_of (lines[1], "supply-die");
      g_assert_cmpuint (supply, >=, 1);
      g_assert_cmpuint (supply, <=, 6);
      /* "Classed as Guards": +1 from shooting. */
      g_assert_cmpstr (lines[2], ==, "modifier 1");
      score = value_of (lines[3], "score");
      g_assert_cmpuint (score, ==, dice + supply + 1);

      /* The same seed throws the same dice. */
      mst_test_run_cli (&again, "resilience-test", "-c", "shooting", "--seed", s, "--supply",
                        "-s", "classed-as-guards", NULL);
      g_assert_cmpstr (again.out, ==, r.out);

      /* Without --supply the same 2D6 fall, and no supply die is printed. */
      mst_test_run_cli (&plain, "resilience-test", "-c", "shooting", "--seed", s,
                        "-s", "classed-as-guards", NULL);
      plain_lines = lines_of (plain.out);
      g_assert_cmpuint (g_strv_length (plain_lines), ==, 4);
      g_assert_cmpstr (plain_lines[0], ==, lines[0]);
      g_assert_null (strstr (plain.out, "supply-die"));
    }

  /* The hold test too, with 1D12. */
  mst_test_run_cli (&r, "hold-test", "--seed", "7", "--supply", "--dice", "1d12", NULL);
  g_assert_cmpint (r.status, ==, 0);
  {
    g_auto(GStrv) lines = lines_of (r.out);
    guint dice = roll_total (lines[0], "1D12", 1, 12);
    guint supply = value_of (lines[1], "supply-die");

    g_assert_cmpuint (value_of (lines[3], "score"), ==, dice + supply);
    g_assert_cmpstr (lines[4], ==, dice + supply >= 7 ? "outcome Must charge" : "outcome Does not have to charge");
  }
}

/* One unit cannot be Determined and Lackluster, nor at 75 % strength or
 * more and at 50 % or less: refused, never summed. */
static void
test_contradictions_refused (void)
{
  g_auto(MstTestRun) r = { 0 };

  /* Summed, Determined +2 and Lackluster −2 in melee would give 0. */
  mst_test_run_cli (&r, "resilience-test", "-c", "melee", "--roll", "7",
                    "-s", "are-classed-as-determined", "-s", "are-classed-as-lackluster", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "Determined"));
  g_assert_nonnull (strstr (r.err, "Lackluster"));

  mst_test_run_cli (&r, "hold-test", "--roll", "7",
                    "-s", "are-classed-as-determined", "-s", "are-classed-as-lackluster", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");

  /* Hold test: ">=75% in strength" +1 and "<=50% in strength" −1. */
  mst_test_run_cli (&r, "hold-test", "--roll", "7", "-s", "is-75-in-strength", "-s", "is-50-in-strength", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "75%"));
  g_assert_nonnull (strstr (r.err, "50%"));

  /* Each alone is summed as printed: 75 % +1, 50 % −1. */
  mst_test_run_cli (&r, "hold-test", "--roll", "6", "-s", "is-75-in-strength", NULL);
  g_assert_cmpstr (r.out, ==, "modifier 1\nscore 7\noutcome Must charge\n");
  mst_test_run_cli (&r, "hold-test", "--roll", "7", "-s", "is-50-in-strength", NULL);
  g_assert_cmpstr (r.out, ==, "modifier -1\nscore 6\noutcome Does not have to charge\n");
}

static char *
write_force (const char *dir, const char *text)
{
  char *path = g_build_filename (dir, "weapons.muster", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static gboolean
has_line (GStrv lines, const char *rule, const char *unit)
{
  g_autofree char *prefix = g_strdup_printf ("error\t%s\t", rule);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix) && strstr (lines[i], unit) != NULL)
      return TRUE;
  return FALSE;
}

/* Weapons against the list: the American 1812 list gives its artillery as
 * field artillery only, its heavy cavalry without CARBINE. */
static void
test_weapons_checked (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-readings-XXXXXX", NULL);
  g_autofree char *path = write_force (dir,
    "<force xmlns=\"urn:muster:force:1\" name=\"Niagara\" ruleset=\"drums-and-muskets\" list=\"american-1812-1815\">\n"
    "  <commander name=\"Brown\"/>\n"
    "  <command><general name=\"Scott\"/>\n"
    "    <unit name=\"Towson's Guns\" template=\"artillery\" weapon=\"position-artillery\"/>\n"
    "    <unit name=\"Ritchie's Guns\" template=\"artillery\" weapon=\"field-artillery\"/>\n"
    "    <unit name=\"25th Infantry\" template=\"regular-line-foot\" weapon=\"field-artillery\"/></command>\n"
    "  <command><general name=\"Ripley\"/>\n"
    "    <unit name=\"Light Dragoons\" template=\"regular-heavy-cavalry\" weapon=\"carbine\"/>\n"
    "    <unit name=\"Mounted Rangers\" template=\"regular-light-cavalry\" weapon=\"carbine\" doctrines=\"CARBINE\"/>\n"
    "    <unit name=\"Horse Guns\" template=\"regular-light-cavalry\" weapon=\"position-artillery\" doctrines=\"CARBINE\"/></command>\n"
    "</force>\n");
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;

  mst_test_run_cli (&r, "check", path, NULL);
  g_assert_cmpint (r.status, ==, 1);
  lines = lines_of (r.out);
  g_assert_true (has_line (lines, "weapon-position-artillery", "Towson's Guns"));
  g_assert_true (has_line (lines, "weapon-carbine", "Light Dragoons"));
  g_assert_true (has_line (lines, "weapon-artillery-not-artillery", "25th Infantry"));
  g_assert_true (has_line (lines, "weapon-artillery-not-artillery", "Horse Guns"));
  /* What the list allows is no finding. */
  g_assert_null (strstr (r.out, "Ritchie's Guns"));
  g_assert_null (strstr (r.out, "Mounted Rangers"));
  g_assert_cmpuint (g_strv_length (lines), ==, 4);

  mst_test_remove_tree (dir);
}

/* Where the list gives position artillery, a battery may carry it. */
static void
test_position_artillery_listed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-readings-XXXXXX", NULL);
  g_autofree char *path = write_force (dir,
    "<force xmlns=\"urn:muster:force:1\" name=\"Wagram\" ruleset=\"drums-and-muskets\" list=\"austrian-1809-1815\">\n"
    "  <commander name=\"Charles\"/>\n"
    "  <command><general name=\"Bellegarde\"/>\n"
    "    <unit name=\"Reserve Battery\" template=\"artillery\" weapon=\"position-artillery\"/>\n"
    "    <unit name=\"Brigade Battery\" template=\"artillery\" weapon=\"field-artillery\"/></command>\n"
    "  <command><general name=\"Hiller\"/>\n"
    "    <unit name=\"Cavalry Battery\" template=\"artillery\"/>\n"
    "    <unit name=\"Position Guns\" template=\"artillery\" weapon=\"position-artillery\"/></command>\n"
    "</force>\n");
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "check", path, NULL);
  g_assert_null (strstr (r.out, "weapon-"));
  g_assert_cmpint (r.status, ==, 0);

  mst_test_remove_tree (dir);
}

/* Shooting Action step 9a: "a shooting unit will always throw a minimum of
 * 2D6"; step 6 and Shooting Table 1: 1D6 per base (carbines 1D6 for the
 * unit). */
static void
test_shooting_minimum (void)
{
  /* A 1-base battery: 2D6, not 1D6. */
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_FIELD_ARTILLERY, 1), ==, 2);
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_POSITION_ARTILLERY, 1), ==, 2);
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_FIELD_ARTILLERY, 3), ==, 3);
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_MUSKET, 1), ==, 2);
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_MUSKET, 6), ==, 6);
  /* Carbines: 1D6 for the unit, thrown as 2D6. */
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_CARBINE, 4), ==, 2);
  /* Weapons that do not shoot. */
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_HAND_TO_HAND, 4), ==, 0);
  g_assert_cmpuint (mst_rules_shooting_dice (MST_WEAPON_NONE, 4), ==, 0);
  /* After the adjustments too: 4 bases less "1 in 2" and 1 more die is 1. */
  g_assert_cmpuint (mst_rules_shooting_dice_thrown (1), ==, 2);
  g_assert_cmpuint (mst_rules_shooting_dice_thrown (-1), ==, 2);
  g_assert_cmpuint (mst_rules_shooting_dice_thrown (5), ==, 5);
}

/* The LCOY reminder follows the printed rows: the −1 falls on shooters
 * without LCOY (Resilience Situation Adjustment Table), and artillery loses
 * no die (Shooting Table 2a has no LCOY row). */
static void
test_lcoy_reminder (void)
{
  const char *text = mst_doctrine_get_reminder (MST_DOCTRINE_LCOY);

  g_assert_nonnull (strstr (text, "artillery never"));
  g_assert_nonnull (strstr (text, "Shooters without LCOY that fire at it test at −1"));
  g_assert_null (strstr (text, "target without LCOY"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/readings/supply-die-typed-in", test_supply_die_typed_in);
  g_test_add_func ("/muster/readings/supply-die-thrown", test_supply_die_thrown);
  g_test_add_func ("/muster/readings/contradictions-refused", test_contradictions_refused);
  g_test_add_func ("/muster/readings/weapons-checked", test_weapons_checked);
  g_test_add_func ("/muster/readings/position-artillery-listed", test_position_artillery_listed);
  g_test_add_func ("/muster/readings/shooting-minimum", test_shooting_minimum);
  g_test_add_func ("/muster/readings/lcoy-reminder", test_lcoy_reminder);

  return g_test_run ();
}
