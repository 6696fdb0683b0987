/* test-seed-numbers.c: the numbers a player reads at the table, each
 * against the rules' own table (the seed line cited), and values the rules
 * do not know, fed to every reader: refused with FILE:LINE, or named by the
 * checks, never a number dropped in silence.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mst-test-force.h"
#include "mst-test-util.h"

static char *tmp_dir;

static void
assert_derived (const char *out, const char *item, const char *id, const char *want)
{
  g_autofree char *got = mst_test_derived (out, item, id);
  g_assert_cmpstr (got, ==, want);
}

static char *
write_tmp (const char *name, const char *text)
{
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* A skirmish side of guns and one company, written by hand. */
static char *
skirmish_force (const char *list, const char *units)
{
  return g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<force xmlns=\"urn:muster:force:2\" name=\"Side\" ruleset=\"napoleonic-skirmish\" "
                          "list=\"%s\" list-version=\"1\">\n%s</force>\n", list, units);
}

static const char *const gun_crews[] = {
  /* Crew 4: fires as 12 figures; 3: 9; 2: 6 (004:189). */
  "<figures role=\"officer\" count=\"1\"/><figures role=\"gunner\" count=\"3\"/>",
  "<figures role=\"officer\" count=\"1\"/><figures role=\"gunner\" count=\"2\"/>",
  "<figures role=\"gunner\" count=\"2\"/>",
};

/* British artillery firing ball at Class II uses the Class I row (004:199);
 * grapeshot is the musket row's hits rounded down, then doubled (004:221
 * with 004:161); a gun breaches in shots (004:401-403). */
static void
test_skirmish_artillery (void)
{
  g_autoptr(GString) units = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *french_path = NULL;
  g_autofree char *pdf = g_build_filename (tmp_dir, "guns.pdf", NULL);
  g_autofree char *pdf_text = NULL;
  g_auto(MstTestRun) run = { 0 };
  /* The Firing Chart's ball row, Class I and Class II (004:219). */
  const char *ball_class_i = "1/5 1/4 1/3";
  const char *ball_class_ii = "1/13 1/11 1/9";

  for (guint i = 0; i < G_N_ELEMENTS (gun_crews); i++)
    g_string_append_printf (units, "<unit name=\"Gun %u\" template=\"artillery\"><attr name=\"british\" value=\"yes\"/>"
                            "<attr name=\"weapon\" value=\"ball\"/><figures role=\"gun\" count=\"1\"/>%s</unit>\n",
                            i, gun_crews[i]);
  text = skirmish_force ("napoleonic-skirmish-allied", units->str);
  path = write_tmp ("british-guns.muster", text);
  mst_test_run_cli (&run, "derive", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_derived (run.out, "Gun 0", "fire-class-i", ball_class_i);
  assert_derived (run.out, "Gun 0", "fire-class-ii", ball_class_i);
  /* 12 figures on the Class I row: ⌊12/5⌋ ⌊12/4⌋ ⌊12/3⌋. */
  assert_derived (run.out, "Gun 0", "hits-class-ii", "2 3 4");
  /* Grapeshot, 12 figures, musket Class I 1/8 1/4 1/3 (004:217):
   * 2 × ⌊1.5⌋, 2 × 3, 2 × 4. */
  assert_derived (run.out, "Gun 0", "grapeshot-hits-class-i", "2 6 8");
  /* 9 figures: 2 × ⌊9/8⌋, 2 × ⌊9/4⌋, 2 × ⌊9/3⌋. */
  assert_derived (run.out, "Gun 1", "grapeshot-hits-class-i", "2 4 6");
  assert_derived (run.out, "Gun 0", "breach-ball-door", "2");
  assert_derived (run.out, "Gun 0", "breach-ball-rock-wall", "8");
  assert_derived (run.out, "Gun 0", "breach-grapeshot-wall", "8");
  assert_derived (run.out, "Gun 0", "breach-grapeshot-rock-wall", "12");

  /* An odd grapeshot total is impossible under the rules: none appears,
   * for any crew and any class. */
  {
    g_auto(GStrv) lines = g_strsplit (run.out, "\n", -1);
    guint seen = 0;

    for (guint i = 0; lines[i] != NULL; i++)
      {
        g_auto(GStrv) cols = g_strsplit (lines[i], "\t", 3);
        g_auto(GStrv) hits = NULL;

        if (cols[0] == NULL || cols[1] == NULL || !g_str_has_prefix (cols[1], "grapeshot-hits-"))
          continue;
        hits = g_strsplit (cols[2], " ", -1);
        for (guint h = 0; hits[h] != NULL; h++, seen++)
          g_assert_cmpint (g_ascii_strtoll (hits[h], NULL, 10) % 2, ==, 0);
      }
    /* 3 guns × 4 classes × 3 die bands. */
    g_assert_cmpuint (seen, ==, 36);
  }

  /* A French gun reads its own Class II row. */
  g_free (text);
  text = skirmish_force ("napoleonic-skirmish-french",
                         "<unit name=\"Pièce\" template=\"artillery\"><attr name=\"weapon\" value=\"ball\"/>"
                         "<figures role=\"gun\" count=\"1\"/><figures role=\"officer\" count=\"1\"/>"
                         "<figures role=\"gunner\" count=\"3\"/></unit>\n");
  french_path = write_tmp ("french-gun.muster", text);
  mst_test_run_cli (&run, "derive", french_path, NULL);
  assert_derived (run.out, "Pièce", "fire-class-ii", ball_class_ii);

  /* The artillery card and the side sheet say why. */
  mst_test_run_cli (&run, "cards", path, "-o", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    const char *argv[] = { "pdftotext", "-raw", "-enc", "UTF-8", pdf, "-", NULL };
    g_autoptr(GError) error = NULL;
    g_autofree char *flat = NULL;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                 NULL, &pdf_text, NULL, NULL, &error));
    g_assert_no_error (error);
    flat = g_strdelimit (g_strdup (pdf_text), "\n", ' ');
    g_assert_nonnull (strstr (flat, "British artillery: ball at a Class II target is read on the Class I row"));
    g_assert_nonnull (strstr (flat, "Gun 0: British artillery, its ball at a Class II target is read on the Class I"));
    g_assert_nonnull (strstr (flat, "Breaching with ball, in shots: door 2"));
    g_assert_nonnull (strstr (flat, "Breaching with grapeshot, in shots: door 4"));
  }
}

/* The officer's pistol fires apart from his unit (004:191); a unit is
 * critical below half of its own starting strength (004:345). */
static void
test_skirmish_company (void)
{
  g_autofree char *text = skirmish_force ("napoleonic-skirmish-french",
    "<unit name=\"Full\" template=\"line\"><attr name=\"weapon\" value=\"musket\"/>"
    "<figures role=\"officer\" count=\"1\"/><figures role=\"nco\" count=\"1\"/>"
    "<figures role=\"private\" count=\"18\"/></unit>\n"
    "<unit name=\"Eleven\" template=\"line\"><attr name=\"weapon\" value=\"musket\"/>"
    "<figures role=\"officer\" count=\"1\"/><figures role=\"nco\" count=\"1\"/>"
    "<figures role=\"private\" count=\"9\"/></unit>\n");
  g_autofree char *path = write_tmp ("company.muster", text);
  g_auto(MstTestRun) run = { 0 };

  mst_test_run_cli (&run, "derive", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* 19 muskets, Class I 1/8 1/4 1/3 (004:217): 2, 4, 6, not 20's 2, 5, 6. */
  assert_derived (run.out, "Full", "hits-class-i", "2 4 6");
  /* 20 figures: critical at 9 or fewer; 11: at 5, not the standard 9. */
  assert_derived (run.out, "Full", "critical-at", "9");
  assert_derived (run.out, "Eleven", "critical-at", "5");
}

/* Revolutionary Wars: one divisional general commands the force
 * (001:228-230, 661-662); without one, nothing of his is made up. */
static void
test_rw_no_divisional_general (void)
{
  g_autofree char *reroll = NULL;
  g_autofree char *fixture = mst_test_fixture ("revolutionary-girard.muster");
  g_autofree char *text = NULL;
  g_autofree char *without = NULL;
  g_autofree char *path = NULL;
  g_autofree char *bases_with = NULL;
  g_autofree char *bases_without = NULL;
  g_auto(MstTestRun) run = { 0 };
  g_auto(GStrv) parts = NULL;

  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  parts = g_strsplit (text, "  <general name=\"Girard\"/>\n", 2);
  g_assert_nonnull (parts[1]);
  without = g_strjoinv ("", parts);
  path = write_tmp ("no-divisional.muster", without);

  mst_test_run_cli (&run, "derive", fixture, NULL);
  bases_with = mst_test_derived (run.out, "Girard's division", "bases");
  reroll = mst_test_derived (run.out, "Girard", "reroll-distance");
  g_assert_nonnull (reroll);
  mst_test_run_cli (&run, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "\trw-one-divisional-general\t"));
  mst_test_run_cli (&run, "derive", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  bases_without = mst_test_derived (run.out, "Girard's division", "bases");
  /* One large base fewer: his, which he does not have (001:229-230). */
  g_assert_nonnull (strstr (bases_with, "4 large"));
  g_assert_nonnull (strstr (bases_without, "3 large"));
  g_assert_null (strstr (run.out, "reroll-distance"));
  g_assert_null (strstr (run.out, "Force commander"));
}

/* Brigade Command's sheets print a D10's faces 0–9 (003:42): a thrown 0
 * reads 0, as a 10 (the face marked 0) does, and says so.  Out of
 * Command, Green, 0–1: A (003:42-43). */
static void
test_bc_zero (void)
{
  static const char *const tests[][4] = {
    { "out-of-command", "training=green", NULL, NULL },
    { "musketry", "training=green", "target=inf-line", "range=short" },
    { "artillery", "training=green", "target=inf-line", "range=short" },
  };
  g_auto(MstTestRun) run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *zero = NULL;
      g_autofree char *ten = NULL;
      const char *args[16] = { "test", "brigade-command", tests[i][0], "--roll", "0", NULL };
      guint n = 5;

      for (guint k = 1; k < 4 && tests[i][k] != NULL; k++)
        {
          args[n++] = "--in";
          args[n++] = tests[i][k];
        }
      mst_test_run_cliv (&run, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "roll 0\nread 0, read as the sheets print a D10’s faces, 0–9\n"));
      zero = g_strdup (strstr (run.out, "outcome"));
      args[4] = "10";
      mst_test_run_cliv (&run, args);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "the face marked 0: read as 0"));
      ten = g_strdup (strstr (run.out, "outcome"));
      g_assert_cmpstr (zero, ==, ten);
    }
  mst_test_run_cli (&run, "test", "brigade-command", "out-of-command", "--roll", "0", "--in", "training=green", NULL);
  g_assert_true (g_str_has_prefix (strstr (run.out, "outcome"), "outcome A:"));

  /* The ordinary morale test adds two D10, each 0 counted as 10 (003:359):
   * a thrown 0 and 7 is 17, said so; Steady's Basic Factor is 10, so it
   * fails by 7 (the Morale Table's 5-8 band). */
  mst_test_run_cli (&run, "test", "brigade-command", "morale", "--roll", "0+7", "--in", "morale-class=steady",
                    "--in", "training=green", "--in", "orders=hold", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "roll 17\nread 0+7, each 0 counted as 10: 10+7 = 17 (003:359)\n"));
  g_assert_nonnull (strstr (run.out, "outcome fail fails by 7"));
  /* The best of several D10 reads the lowest face, a 0 as 0. */
  mst_test_run_cli (&run, "test", "brigade-command", "musketry", "--roll", "3+0", "--in", "training=trained",
                    "--in", "target=inf-line", "--in", "range=short", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "the best (lowest) reads 0"));
}

/* One kind of value the rules do not know, in a fixture of its rule set. */
typedef struct {
  const char *fixture;
  const char *from;
  const char *to;
  /* What the message names. */
  const char *named;
} Unknown;

static const Unknown unknowns[] = {
  /* Brigade Command: a training, a morale class, an order, a rating, a
   * weapon, a regiment of no stands, a template. */
  { "brigade-french.muster", "value=\"trained\"", "value=\"novice\"", "novice" },
  { "brigade-french.muster", "value=\"steady\"", "value=\"brave\"", "brave" },
  { "brigade-french.muster", "value=\"gifted\"", "value=\"heroic\"", "heroic" },
  { "brigade-french.muster", "value=\"musket\"", "value=\"bow\"", "bow" },
  { "brigade-french.muster", "role=\"stand\" count=\"5\"", "role=\"stand\" count=\"0\"", "has no figures" },
  { "brigade-french.muster", "template=\"line\"", "template=\"hoplites\"", "hoplites" },
  { "brigade-french.muster", "name=\"column-charge\"", "name=\"elan\"", "elan" },
  /* Napoleonic Skirmish: a rank, a weapon, a formation, a figure. */
  { "skirmish-allied.muster", "value=\"captain\"", "value=\"emperor\"", "emperor" },
  { "skirmish-allied.muster", "value=\"rifle\"", "value=\"bow\"", "bow" },
  { "skirmish-allied.muster", "value=\"open-order\"", "value=\"phalanx\"", "phalanx" },
  { "skirmish-allied.muster", "role=\"private\"", "role=\"archer\"", "archer" },
  /* Revolutionary Wars: a battalion of no platoons, a centre, a weapon. */
  { "revolutionary-girard.muster", "role=\"line-infantry\" count=\"8\"", "role=\"line-infantry\" count=\"0\"",
    "has no figures" },
  { "revolutionary-girard.muster", "value=\"skirmish-infantry\"", "value=\"grenadiers\"", "grenadiers" },
  { "revolutionary-girard.muster", "value=\"musket\"", "value=\"bow\"", "bow" },
};

static char *
replace_first (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* Every reader of a force refuses each unknown value with FILE:LINE and
 * exit 2 (check, derive, cards, export); the player's own force opens as
 * it was, and its checks name the value. */
static void
test_unknown_values (void)
{
  g_autoptr(MstCatalogue) catalogue = mst_test_catalogue ();

  for (guint i = 0; i < G_N_ELEMENTS (unknowns); i++)
    {
      const Unknown *u = &unknowns[i];
      g_autofree char *fixture = mst_test_fixture (u->fixture);
      g_autofree char *text = NULL;
      g_autofree char *bad = NULL;
      g_autofree char *name = g_strdup_printf ("unknown-%u.muster", i);
      g_autofree char *path = NULL;
      g_autofree char *pdf = g_build_filename (tmp_dir, "unknown.pdf", NULL);
      g_autofree char *at = NULL;
      const char *commands[] = { "validate", "check", "derive", "cards", "export" };
      g_autoptr(MstForce) force = NULL;
      g_autoptr(GPtrArray) findings = NULL;
      g_autoptr(GError) error = NULL;
      gboolean named = FALSE;

      g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
      bad = replace_first (text, u->from, u->to);
      path = write_tmp (name, bad);
      at = g_strdup_printf ("%s:", path);
      for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
        {
          g_auto(MstTestRun) run = { 0 };

          if (g_str_equal (commands[c], "cards"))
            mst_test_run_cli (&run, "cards", path, "-o", pdf, NULL);
          else
            mst_test_run_cli (&run, commands[c], path, NULL);
          /* validate lists its problems on standard output. */
          const char *said = g_str_equal (commands[c], "validate") ? run.out : run.err;

          if (run.status != 2 || strstr (said, at) == NULL || strstr (said, u->named) == NULL)
            g_error ("%s %s (%s → %s): exit %d, “%s”", commands[c], u->fixture, u->from, u->to, run.status, said);
          /* FILE:LINE: the line is a number. */
          g_assert_true (g_ascii_isdigit (strstr (said, at)[strlen (at)]));
        }
      g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

      force = mst_force_open_file (path, catalogue, &error);
      g_assert_no_error (error);

      /* The same force as a text roster and as a share code: refused. */
      {
        g_autofree char *roster = mst_roster_text_write (force, NULL, MST_ROSTER_TEXT);
        g_autofree char *roster_path = write_tmp ("unknown.txt", roster);
        g_autofree char *code = mst_share_code_encode (force, NULL);
        g_autofree char *out = g_build_filename (tmp_dir, "imported.muster", NULL);
        g_autofree char *roster_at = g_strdup_printf ("%s:", roster_path);
        g_auto(MstTestRun) run = { 0 };

        mst_test_run_cli (&run, "import", "--format", "text", roster_path, "-o", out, NULL);
        if (run.status != 2 || strstr (run.err, roster_at) == NULL || strstr (run.err, u->named) == NULL)
          g_error ("roster %s (%s → %s): exit %d, “%s”", u->fixture, u->from, u->to, run.status, run.err);
        mst_test_run_cli (&run, "import", "--code", code, "-o", out, NULL);
        if (run.status != 2 || strstr (run.err, u->named) == NULL)
          g_error ("share code %s (%s → %s): exit %d, “%s”", u->fixture, u->from, u->to, run.status, run.err);
        g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      }

      findings = mst_force_check (force);
      for (guint f = 0; f < findings->len; f++)
        {
          MstFinding *finding = g_ptr_array_index (findings, f);
          /* A value its rule set does not know, or a type its list has not. */
          if ((g_str_equal (mst_finding_get_rule_id (finding), "unknown-value") ||
               g_str_equal (mst_finding_get_rule_id (finding), "unknown-template"))
              && strstr (mst_finding_get_message (finding), u->named) != NULL)
            named = TRUE;
        }
      if (!named)
        g_error ("%s (%s → %s): no finding names “%s”", u->fixture, u->from, u->to, u->named);
    }
}

/* A list with a value its rule set does not know: refused by validate and
 * by list validate with FILE:LINE, and skipped, named, where lists load. */
static const Unknown list_unknowns[] = {
  { "napoleonic-skirmish/napoleonic-skirmish-allied.xml", "<weapon>rifle</weapon>",
    "<weapon>rifle</weapon><attr name=\"rank\" value=\"emperor\"/>", "emperor" },
  { "napoleonic-skirmish/napoleonic-skirmish-allied.xml", "role=\"private\"", "role=\"archer\"", "archer" },
  { "napoleonic-skirmish/napoleonic-skirmish-allied.xml", "name=\"side\" value=\"allied\"",
    "name=\"side\" value=\"prussian\"", "prussian" },
  { "brigade-command/brigade-command-french.xml", "value=\"trained\"", "value=\"novice\"", "novice" },
  { "brigade-command/brigade-command-french.xml", "name=\"nationality\" value=\"french\"",
    "name=\"nationality\" value=\"roman\"", "roman" },
  { "revolutionary-wars/revolutionary-wars-sample.xml", "count=\"8\"", "count=\"99999\"", "99999" },
};

static void
test_unknown_list_values (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (list_unknowns); i++)
    {
      const Unknown *u = &list_unknowns[i];
      g_autofree char *shipped = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "nations", u->fixture, NULL);
      g_autofree char *text = NULL;
      g_autofree char *bad = NULL;
      g_autofree char *name = g_strdup_printf ("list-%u.xml", i);
      g_autofree char *path = NULL;
      g_autofree char *at = NULL;
      const char *verbs[][2] = { { "validate", NULL }, { "list", "validate" } };

      g_assert_true (g_file_get_contents (shipped, &text, NULL, NULL));
      bad = replace_first (text, u->from, u->to);
      path = write_tmp (name, bad);
      at = g_strdup_printf ("%s:", path);
      for (guint v = 0; v < G_N_ELEMENTS (verbs); v++)
        {
          g_auto(MstTestRun) run = { 0 };

          if (verbs[v][1] != NULL)
            mst_test_run_cli (&run, verbs[v][0], verbs[v][1], path, NULL);
          else
            mst_test_run_cli (&run, verbs[v][0], path, NULL);
          if (run.status != 2 || strstr (run.out, at) == NULL || strstr (run.out, u->named) == NULL)
            g_error ("%s %s (%s → %s): exit %d, “%s” “%s”", verbs[v][0], u->fixture, u->from, u->to, run.status,
                     run.out, run.err);
        }
    }
}

/* A battle record with a value the rules do not know: a grade, a fate, a
 * unit or a general the force does not have, a loss past what it had.
 * Refused with FILE:LINE and exit 2; nothing is recorded. */
static void
test_unknown_battle_values (void)
{
  g_autofree char *force_path = mst_test_fixture ("minimal.muster");
  g_autofree char *good_path = mst_test_fixture ("caldiero.battle.xml");
  g_autofree char *good = NULL;
  g_autofree char *campaign = NULL;
  g_autofree char *force_id = NULL;
  g_auto(MstTestRun) run = { 0 };
  static const Unknown cases[] = {
    { NULL, "grade=\"steady\"", "grade=\"heroic\"", "heroic" },
    { NULL, "fate=\"lost\"", "fate=\"eaten\"", "eaten" },
    { NULL, "name=\"16e Ligne\"", "name=\"17e Ligne\"", "17e Ligne" },
    { NULL, "name=\"Molitor\"", "name=\"Murat\"", "Murat" },
    { NULL, "bases-lost=\"2\"", "bases-lost=\"99999999999999999999\"", "99999999999999999999" },
  };

  g_assert_true (g_file_get_contents (good_path, &good, NULL, NULL));
  mst_test_run_cli (&run, "campaign", "new", "Italy", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign = g_strstrip (g_strdup (run.out));
  mst_test_run_cli (&run, "campaign", "add-force", campaign, force_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  force_id = g_strstrip (g_strdup (run.out));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = replace_first (good, cases[i].from, cases[i].to);
      g_autofree char *name = g_strdup_printf ("battle-%u.xml", i);
      g_autofree char *path = write_tmp (name, bad);
      g_autofree char *at = g_strdup_printf ("%s:", path);

      mst_test_run_cli (&run, "campaign", "battle", campaign, force_id, "--file", path, NULL);
      if (run.status != 2 || strstr (run.err, at) == NULL || strstr (run.err, cases[i].named) == NULL)
        g_error ("battle (%s → %s): exit %d, “%s”", cases[i].from, cases[i].to, run.status, run.err);
    }
  /* Nothing was recorded. */
  mst_test_run_cli (&run, "campaign", "show", campaign, NULL);
  g_assert_null (strstr (run.out, "Caldiero"));
}

/* Every derived value of every template of every shipped list is there and
 * not empty. */
static void
test_every_template_derives (void)
{
  g_autoptr(MstCatalogue) catalogue = mst_test_catalogue ();
  GListModel *lists = mst_catalogue_get_lists (catalogue);
  guint checked = 0;

  for (guint l = 0; l < g_list_model_get_n_items (lists); l++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, l);
      MstRuleset *rs = mst_ruleset_lookup (mst_nation_list_get_ruleset (list));
      GListModel *templates = mst_nation_list_get_templates (list);
      g_autoptr(MstForce) force = mst_force_new ("Every unit", list, mst_nation_list_get_id (list));

      if (rs == NULL || !mst_ruleset_builds_forces (rs))
        continue;
      mst_force_set_ruleset (force, mst_nation_list_get_ruleset (list));
      for (guint t = 0; t < g_list_model_get_n_items (templates); t++)
        {
          g_autoptr(MstUnitTemplate) tmpl = g_list_model_get_item (templates, t);
          g_autoptr(MstUnit) unit = mst_ruleset_new_unit (rs, list, tmpl, mst_unit_template_get_name (tmpl));
          g_autoptr(GPtrArray) values = NULL;

          mst_force_add_unassigned (force, unit);
          values = mst_ruleset_derive (rs, force, unit);
          if (values->len == 0)
            g_error ("%s: %s derives nothing", mst_nation_list_get_id (list), mst_unit_template_get_id (tmpl));
          for (guint v = 0; v < values->len; v++)
            {
              MstDerived *d = g_ptr_array_index (values, v);
              if (d->value == NULL || d->value[0] == '\0' || d->label == NULL || d->label[0] == '\0')
                g_error ("%s: %s: %s is empty", mst_nation_list_get_id (list), mst_unit_template_get_id (tmpl), d->id);
            }
          checked++;
        }
    }
  /* The 41 Drums and Muskets lists and the others' troop types. */
  g_assert_cmpuint (checked, >, 400);
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("muster-seed-numbers-XXXXXX", NULL);
  data = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", tmp_dir, TRUE);

  g_test_add_func ("/muster/seeds/skirmish/artillery", test_skirmish_artillery);
  g_test_add_func ("/muster/seeds/skirmish/company", test_skirmish_company);
  g_test_add_func ("/muster/seeds/revolutionary-wars/no-divisional-general", test_rw_no_divisional_general);
  g_test_add_func ("/muster/seeds/brigade-command/thrown-zero", test_bc_zero);
  g_test_add_func ("/muster/seeds/unknown-values", test_unknown_values);
  g_test_add_func ("/muster/seeds/unknown-list-values", test_unknown_list_values);
  g_test_add_func ("/muster/seeds/unknown-battle-values", test_unknown_battle_values);
  g_test_add_func ("/muster/seeds/every-template-derives", test_every_template_derives);
  status = g_test_run ();
  mst_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
