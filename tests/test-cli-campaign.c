/* test-cli-campaign.c: muster-cli campaign: its output lines and exit statuses.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-util.h"

/* muster-cli campaign --database DB ARGS… */
static void
run (MstTestRun *r, const char *db, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  g_ptr_array_add (args, (gpointer) "campaign");
  g_ptr_array_add (args, (gpointer) "--database");
  g_ptr_array_add (args, (gpointer) db);
  va_start (ap, db);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  mst_test_run_cliv (r, (const char *const *) args->pdata);
}

/* The lines of @out that begin with @prefix, joined. */
static char *
lines_with (const char *out, const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GString *s = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      g_string_append_printf (s, "%s\n", lines[i]);
  return g_string_free (s, FALSE);
}

static guint
count_lines (const char *s)
{
  guint n = 0;

  for (const char *p = s; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

static void
test_campaign_flow (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *file = g_build_filename (dir, "italy.xml", NULL);
  g_autofree char *before = g_build_filename (dir, "before.muster", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *battle = mst_test_fixture ("caldiero.battle.xml");
  g_autofree char *part = NULL;
  g_autoptr(MstForce) stood = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(MstTestRun) r = { 0 };

  run (&r, db, "new", "Italy 1805", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");
  run (&r, db, "add-force", "1", force, "--date", "1805-10-01", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");
  run (&r, db, "battle", "1", "1", "--file", battle, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");
  run (&r, db, "reinforce", "1", "16e Ligne", "1", "--date", "1805-11-02", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "replace-general", "1", "2", "Séras", "--ability", "exceptional", NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* list: ID, NAME, state, forces, battles, first and last battle. */
  run (&r, db, "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\tItaly 1805\tactive\t1\t1\t1805-10-30\t1805-10-30\n");

  /* show: forces by name with their results and losses, then the battles. */
  run (&r, db, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  part = lines_with (r.out, "force\t");
  /* battles won lost drawn, bases lost, units broken, swept away, incapacitated, lost */
  g_assert_cmpstr (part, ==, "force\t1\tArmy of Italy\t1\t0\t0\t1\t5\t1\t1\t0\t1\n");
  g_clear_pointer (&part, g_free);
  part = lines_with (r.out, "battle\t");
  g_assert_cmpstr (part, ==, "battle\t1\t1805-10-30\t1\tArmy of Italy\tCaldiero\tArchduke Charles\tdrawn\t"
                             "attacker\t5\t1\n");
  g_clear_pointer (&part, g_free);

  /* …and every battle in full: supply, each unit's losses (all the force's
   * units, those not in the record unhurt), each general's fate, the notes. */
  part = lines_with (r.out, "supply\t");
  g_assert_cmpstr (part, ==, "supply\t1\t3\n");
  g_clear_pointer (&part, g_free);
  part = lines_with (r.out, "loss\t");
  /* UNIT, bases before, bases lost, broken|held, resilience */
  g_assert_nonnull (strstr (part, "loss\t1\t16e Ligne\t4\t2\theld\tsteady\n"));
  g_assert_nonnull (strstr (part, "loss\t1\t8e Hussards\t4\t3\tbroken\tlackluster\n"));
  g_assert_nonnull (strstr (part, "loss\t1\t1er Léger\t6\t0\theld\t\n"));
  /* One line for each of the force's five units. */
  g_assert_cmpuint (count_lines (part), ==, 5);
  g_clear_pointer (&part, g_free);
  part = lines_with (r.out, "fate\t");
  g_assert_cmpstr (part, ==, "fate\t1\t0\tMasséna\tnone\n"
                             "fate\t1\t1\tMolitor\tswept-away\n"
                             "fate\t1\t2\tDuhesme\tlost\n");
  g_clear_pointer (&part, g_free);
  part = lines_with (r.out, "notes\t");
  g_assert_cmpstr (part, ==, "notes\t1\tThe Austrians held the redoubts.\n");
  g_clear_pointer (&part, g_free);

  /* history: every event, then the force as it stands. */
  run (&r, db, "history", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  part = lines_with (r.out, "event\t");
  g_assert_nonnull (strstr (part, "\t1805-10-01\tjoined\t"));
  g_assert_nonnull (strstr (part, "\t1805-10-30\tbattle\tCaldiero"));
  g_assert_nonnull (strstr (part, "\t1805-11-02\treinforced\t"));
  g_assert_nonnull (strstr (part, "\tgeneral-replaced\tDuhesme replaced by Séras"));
  g_clear_pointer (&part, g_free);
  g_assert_nonnull (strstr (r.out, "unit\t16e Ligne\tregular-french-line\t3\n"));
  g_assert_nonnull (strstr (r.out, "general\t2\tSéras\tpresent\n"));

  /* …or as it stood before the battle, also written as a force file. */
  run (&r, db, "history", "1", "--before", "1805-10-30", "--output", before, NULL);
  g_assert_cmpint (r.status, ==, 0);
  part = lines_with (r.out, "event\t");
  g_assert_cmpuint (strlen (part), >, 0);
  g_assert_null (strstr (part, "battle"));
  g_clear_pointer (&part, g_free);
  g_assert_nonnull (strstr (r.out, "unit\t16e Ligne\tregular-french-line\t4\n"));
  g_assert_nonnull (strstr (r.out, "general\t2\tDuhesme\tpresent\n"));
  stood = mst_force_new_from_file (before, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_force_get_n_units (stood), ==, 5);

  /* export, import: a second campaign like the first. */
  run (&r, db, "export", "1", file, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  run (&r, db, "import", file, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "2\n");
  run (&r, db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "1\tItaly 1805\tactive\t1\t1\t1805-10-30\t1805-10-30\n"
                              "2\tItaly 1805\tactive\t1\t1\t1805-10-30\t1805-10-30\n");

  /* rename, archive, delete and restore. */
  run (&r, db, "rename", "2", "Italy 1805 (copy)", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "archive", "2", NULL);
  run (&r, db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "1\tItaly 1805\tactive\t1\t1\t1805-10-30\t1805-10-30\n");
  run (&r, db, "list", "--all", NULL);
  g_assert_nonnull (strstr (r.out, "2\tItaly 1805 (copy)\tarchived\t"));
  run (&r, db, "delete", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run (&r, db, "restore", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);

  mst_test_remove_tree (dir);
}

static void
test_campaign_bad_input (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.battle.xml", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *battle = mst_test_fixture ("caldiero.battle.xml");
  g_auto(MstTestRun) r = { 0 };

  run (&r, db, "new", "Italy 1805", NULL);
  run (&r, db, "add-force", "1", force, NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* No record given. */
  run (&r, db, "battle", "1", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--file"));

  /* A record that is not well-formed: named with its line. */
  g_assert_true (g_file_set_contents (bad, "<battle xmlns=\"urn:muster:battle:1\"\n"
                                           "  date=\"1805-10-30\" name=\"X\" result=\"won\" role=\"attacker\">\n"
                                           "  <unit name=\"16e Ligne\">\n"
                                           "</battle>\n", -1, NULL));
  run (&r, db, "battle", "1", "1", "--file", bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, bad));
  g_assert_nonnull (strstr (r.err, ":4:"));

  /* A unit the force does not have. */
  g_assert_true (g_file_set_contents (bad, "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-10-30\"\n"
                                           "  name=\"X\" result=\"won\" role=\"attacker\">\n"
                                           "  <unit name=\"Garde du Corps\" bases-lost=\"1\"/>\n"
                                           "</battle>\n", -1, NULL));
  run (&r, db, "battle", "1", "1", "--file", bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "Garde du Corps"));
  /* Several records in one call are all recorded or none: a good one
   * before the bad one is not kept, and the error names the bad file. */
  run (&r, db, "battle", "1", "1", "--file", battle, "--file", bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, bad));
  g_assert_nonnull (strstr (r.err, "Garde du Corps"));

  /* A force in another campaign, a campaign that does not exist, a bad date. */
  run (&r, db, "new", "Elsewhere", NULL);
  run (&r, db, "battle", "2", "1", "--file", battle, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "not in campaign 2"));
  run (&r, db, "show", "9", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "no campaign 9"));
  run (&r, db, "reinforce", "1", "16e Ligne", "1", "--date", "1805-02-30", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "1805-02-30"));
  run (&r, db, "history", "x", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run (&r, db, "frobnicate", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "frobnicate"));

  /* Nothing of that was recorded. */
  run (&r, db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "2\tElsewhere\tactive\t0\t0\t\t\n1\tItaly 1805\tactive\t1\t0\t\t\n");

  mst_test_remove_tree (dir);
}

/* Several battles of a force in one call, one transaction: each id
 * printed, in order, each battle recorded after the one before. */
static void
test_campaign_several_battles (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *second = g_build_filename (dir, "second.battle.xml", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *battle = mst_test_fixture ("caldiero.battle.xml");
  g_auto(MstTestRun) r = { 0 };

  run (&r, db, "new", "Italy 1805", NULL);
  run (&r, db, "add-force", "1", force, "--date", "1805-10-01", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_set_contents (second, "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-11-15\"\n"
                                              "  name=\"Tarvis\" result=\"won\" role=\"defender\">\n"
                                              "  <unit name=\"16e Ligne\" bases-lost=\"1\"/>\n"
                                              "</battle>\n", -1, NULL));
  run (&r, db, "battle", "1", "1", "--file", battle, "--file", second, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n2\n");
  run (&r, db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "1\tItaly 1805\tactive\t1\t2\t1805-10-30\t1805-11-15\n");
  /* The second came after the first: 16e Ligne had 2 of its 4 bases left
   * (Caldiero), and lost one of them. */
  run (&r, db, "show", "1", NULL);
  g_assert_nonnull (strstr (r.out, "loss\t2\t16e Ligne\t2\t1\theld\t"));
  mst_test_remove_tree (dir);
}

/* A change taken back: the history keeps both, the force is replayed
 * without it, a battle taken back counts no more anywhere, and an export
 * carries the taking back to the campaign it is imported as. */
static void
test_campaign_retract (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *second = g_build_filename (dir, "second.battle.xml", NULL);
  g_autofree char *later = g_build_filename (dir, "later.battle.xml", NULL);
  g_autofree char *exported = g_build_filename (dir, "italy.xml", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *battle = mst_test_fixture ("caldiero.battle.xml");
  g_autofree char *shown = NULL;
  g_auto(MstTestRun) r = { 0 };

  run (&r, db, "new", "Italy 1805", NULL);
  run (&r, db, "add-force", "1", force, "--date", "1805-10-01", NULL);
  /* Tarvis recorded on a date far too late. */
  g_assert_true (g_file_set_contents (second, "<battle xmlns=\"urn:muster:battle:1\" date=\"1809-05-15\"\n"
                                              "  name=\"Tarvis\" result=\"won\" role=\"defender\">\n"
                                              "  <unit name=\"16e Ligne\" bases-lost=\"1\"/>\n"
                                              "</battle>\n", -1, NULL));
  run (&r, db, "battle", "1", "1", "--file", battle, "--file", second, NULL);
  g_assert_cmpstr (r.out, ==, "1\n2\n");
  run (&r, db, "history", "1", NULL);
  g_assert_nonnull (strstr (r.out, "event\t3\t1809-05-15\tbattle\tTarvis: Won, 1 base lost\n"));

  /* Taken back: the history keeps both; the force has its base back. */
  run (&r, db, "retract", "3", "--reason", "recorded on the wrong day", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "4\n");
  run (&r, db, "history", "1", NULL);
  g_assert_nonnull (strstr (r.out, "event\t3\t1809-05-15\tbattle\tTarvis: Won, 1 base lost\n"));
  g_assert_nonnull (strstr (r.out, "event\t4\t\tretracted\tChange 3 taken back by the game master: "
                                   "recorded on the wrong day\n"));
  /* 16e Ligne: 4 bases, 2 lost at Caldiero (the Tarvis base back). */
  g_assert_nonnull (strstr (r.out, "unit\t16e Ligne\tregular-french-line\t2\n"));
  /* Counted nowhere: one battle, no Tarvis. */
  run (&r, db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "1\tItaly 1805\tactive\t1\t1\t1805-10-30\t1805-10-30\n");
  run (&r, db, "show", "1", NULL);
  g_assert_null (strstr (r.out, "Tarvis"));
  shown = g_strdup (r.out);
  /* Its date no longer bars an earlier battle. */
  g_assert_true (g_file_set_contents (later, "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-11-15\"\n"
                                             "  name=\"Tarvis\" result=\"won\" role=\"defender\"/>\n", -1, NULL));
  run (&r, db, "battle", "1", "1", "--file", later, NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* Neither a joining nor a taking back is taken back; nor one twice. */
  run (&r, db, "retract", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "joining"));
  run (&r, db, "retract", "4", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run (&r, db, "retract", "3", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "taken back already"));
  run (&r, db, "retract", "99", NULL);
  g_assert_cmpint (r.status, ==, 2);

  /* Exported and imported, the taking back comes along. */
  run (&r, db, "export", "1", exported, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "import", exported, NULL);
  g_assert_cmpstr (r.out, ==, "2\n");
  run (&r, db, "list", NULL);
  g_assert_nonnull (strstr (r.out, "2\tItaly 1805\tactive\t1\t2\t1805-10-30\t1805-11-15\n"));
  mst_test_remove_tree (dir);
}

/* Notes over several lines, with a tab and a backslash, read back as one
 * line that gives them back exactly. */
static void
test_campaign_show_notes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *file = g_build_filename (dir, "notes.battle.xml", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *part = NULL;
  g_auto(MstTestRun) r = { 0 };

  g_assert_true (g_file_set_contents (file, "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-11-12\"\n"
                                            "  name=\"Verona\" result=\"lost\" role=\"defender\" supply-spent=\"1\">\n"
                                            "  <notes>Rain.\nThe guns\tbogged down \\ late.</notes>\n"
                                            "  <unit name=\"Batterie à cheval\" bases-lost=\"2\" broken=\"true\"/>\n"
                                            "</battle>\n", -1, NULL));
  run (&r, db, "new", "Italy 1805", NULL);
  run (&r, db, "add-force", "1", force, NULL);
  run (&r, db, "battle", "1", "1", "--file", file, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  part = lines_with (r.out, "battle\t");
  g_assert_nonnull (strstr (part, "\tVerona\t\tlost\tdefender\t2\t1\n"));
  g_clear_pointer (&part, g_free);
  part = lines_with (r.out, "notes\t");
  g_assert_cmpstr (part, ==, "notes\t1\tRain.\\nThe guns\\tbogged down \\\\ late.\n");
  g_clear_pointer (&part, g_free);
  g_assert_nonnull (strstr (r.out, "supply\t1\t1\n"));
  g_assert_nonnull (strstr (r.out, "loss\t1\tBatterie à cheval\t2\t2\tbroken\t\n"));
  /* No general had a fate: each is there, unharmed. */
  part = lines_with (r.out, "fate\t");
  g_assert_cmpuint (count_lines (part), ==, 3);
  g_assert_null (strstr (part, "\tlost"));
  mst_test_remove_tree (dir);
}

/* Brigade Command records the fate only (gap BC-6): a commander killed,
 * wounded or captured, a regiment routed or destroyed, in stands. */
static void
test_campaign_brigade_fates (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *db2 = g_build_filename (dir, "copy.db", NULL);
  g_autofree char *file = g_build_filename (dir, "pratzen.battle.xml", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.battle.xml", NULL);
  g_autofree char *exported = g_build_filename (dir, "austerlitz.xml", NULL);
  g_autofree char *force = mst_test_fixture ("brigade-french.muster");
  g_autofree char *part = NULL;
  g_autofree char *show = NULL;
  g_auto(MstTestRun) r = { 0 };

  g_assert_true (g_file_set_contents (file, "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-12-02\"\n"
                                            "  name=\"Pratzen\" opponent=\"Kutuzov\" result=\"won\" role=\"attacker\">\n"
                                            "  <unit name=\"14e de Ligne\" bases-lost=\"2\" broken=\"true\"/>\n"
                                            "  <unit name=\"36e de Ligne\" destroyed=\"true\"/>\n"
                                            "  <general name=\"Morand\" fate=\"killed\"/>\n"
                                            "  <general name=\"Thiébault\" fate=\"wounded\"/>\n"
                                            "</battle>\n", -1, NULL));
  g_assert_true (g_file_set_contents (bad, "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-12-02\"\n"
                                           "  name=\"Pratzen\" result=\"won\" role=\"attacker\">\n"
                                           "  <unit name=\"14e de Ligne\" bases-lost=\"2\"/>\n"
                                           "  <general name=\"Morand\" fate=\"swept-away\"/>\n"
                                           "</battle>\n", -1, NULL));
  run (&r, db, "new", "Austerlitz", NULL);
  run (&r, db, "add-force", "1", force, "--date", "1805-11-30", NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* A Drums and Muskets fate is refused, naming it, the line and the
   * fates Brigade Command has; nothing is written. */
  run (&r, db, "battle", "1", "1", "--file", bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, bad));
  g_assert_nonnull (strstr (r.err, ":4:"));
  g_assert_nonnull (strstr (r.err, "“swept-away” is not a fate of Brigade Command"));
  g_assert_nonnull (strstr (r.err, "killed, wounded, captured"));
  run (&r, db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "1\tAusterlitz\tactive\t1\t0\t\t\n");
  run (&r, db, "history", "1", NULL);
  g_assert_nonnull (strstr (r.out, "general\t2\tMorand\tpresent\n"));
  g_assert_nonnull (strstr (r.out, "unit\t14e de Ligne\tline\t5\n"));

  run (&r, db, "battle", "1", "1", "--file", file, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");

  /* show: the 14e routed, the 36e destroyed (all five stands), the fates. */
  run (&r, db, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  show = g_strdup (r.out);
  part = lines_with (show, "loss\t");
  g_assert_nonnull (strstr (part, "loss\t1\t14e de Ligne\t5\t2\trouted\t\n"));
  g_assert_nonnull (strstr (part, "loss\t1\t36e de Ligne\t5\t5\tdestroyed\t\n"));
  g_assert_nonnull (strstr (part, "loss\t1\t10e Léger\t5\t0\theld\t\n"));
  g_clear_pointer (&part, g_free);
  part = lines_with (show, "fate\t");
  g_assert_nonnull (strstr (part, "fate\t1\t0\tSoult\tnone\n"));
  g_assert_nonnull (strstr (part, "fate\t1\t2\tMorand\tkilled\n"));
  g_assert_nonnull (strstr (part, "fate\t1\t3\tThiébault\twounded\n"));
  g_clear_pointer (&part, g_free);
  /* battles won lost drawn, stands lost, routed, killed, wounded, captured */
  part = lines_with (show, "force\t");
  g_assert_cmpstr (part, ==, "force\t1\tIVe Corps (Austerlitz)\t1\t1\t0\t0\t7\t1\t1\t1\t0\n");
  g_clear_pointer (&part, g_free);

  /* history says so, and the killed commander is lost afterwards; the
   * wounded one is back. */
  run (&r, db, "history", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\tbattle\tPratzen against Kutuzov: Won, 7 stands lost, “14e de Ligne” routed, "
                                   "“36e de Ligne” destroyed, Morand: Killed, Thiébault: Wounded\n"));
  g_assert_nonnull (strstr (r.out, "general\t2\tMorand\tlost\n"));
  g_assert_nonnull (strstr (r.out, "general\t3\tThiébault\tpresent\n"));
  g_assert_nonnull (strstr (r.out, "unit\t36e de Ligne\tline\t0\n"));
  g_assert_nonnull (strstr (r.out, "unit\t14e de Ligne\tline\t3\n"));

  /* export, import into another library: the same battle, fates and all. */
  run (&r, db, "export", "1", exported, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db2, "import", exported, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");
  run (&r, db2, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, show);
  run (&r, db2, "history", "1", NULL);
  g_assert_nonnull (strstr (r.out, "general\t2\tMorand\tlost\n"));

  mst_test_remove_tree (dir);
}

/* Brigade Command rates its generals: replace-general takes --rating, and
 * refuses a rating the rule set has not, or a respect or ability, with
 * exit 2 and the ratings there are; nothing is written.  The new man has
 * his rating afterwards (an Able brigadier's 12″ radius), history says
 * so, and in stands. */
static void
test_campaign_brigade_replace_general (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *after = g_build_filename (dir, "after.muster", NULL);
  g_autofree char *force = mst_test_fixture ("brigade-french.muster");
  g_autofree char *dm_force = mst_test_fixture ("minimal.muster");
  g_autofree char *history = NULL;
  g_auto(MstTestRun) r = { 0 };

  run (&r, db, "new", "Austerlitz", NULL);
  run (&r, db, "add-force", "1", force, "--date", "1805-11-30", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "history", "1", NULL);
  history = g_strdup (r.out);

  run (&r, db, "replace-general", "1", "3", "Lochet", "--rating", "brave", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "“brave” is not a rating of Brigade Command "
                                   "(poltroon, cautious, able, gifted, charismatic)"));
  run (&r, db, "replace-general", "1", "3", "Lochet", "--ability", "exceptional", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--rating (poltroon, cautious, able, gifted, charismatic)"));
  /* Any attribute by its name: one the rule set has not is refused. */
  run (&r, db, "replace-general", "1", "3", "Lochet", "--attr", "mood=calm", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--rating (poltroon, cautious, able, gifted, charismatic), not --mood"));
  run (&r, db, "replace-general", "1", "3", "Lochet", "--attr", "rating", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "“rating” is not NAME=VALUE"));
  run (&r, db, "history", "1", NULL);
  g_assert_cmpstr (r.out, ==, history);

  run (&r, db, "replace-general", "1", "3", "Lochet", "--attr", "rating=able", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "reinforce", "1", "14e de Ligne", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "history", "1", "--output", after, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\tgeneral-replaced\tThiébault replaced by Lochet (Able)\n"));
  g_assert_nonnull (strstr (r.out, "\treinforced\t“14e de Ligne” reinforced with 1 stand\n"));
  g_assert_nonnull (strstr (r.out, "general\t3\tLochet\tpresent\n"));

  mst_test_run_cli (&r, "derive", after, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Lochet\tcommand-radius\t12\n"));
  g_assert_null (strstr (r.out, "Thiébault"));

  /* Drums and Muskets rates by respect and ability (000:1294-1330): no
   * --rating, and each of its own two checked against its values. */
  run (&r, db, "add-force", "1", dm_force, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "2\n");
  run (&r, db, "replace-general", "2", "2", "Séras", "--rating", "able", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "Drums and Muskets rates a general by --respect (hated, accepted, inspired) and "
                                   "--ability (incompetent, competent, exceptional), not --rating"));
  run (&r, db, "replace-general", "2", "2", "Séras", "--respect", "adored", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "“adored” is not a respect of Drums and Muskets (hated, accepted, inspired)"));
  run (&r, db, "replace-general", "2", "2", "Séras", "--respect", "inspired", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "history", "2", NULL);
  g_assert_nonnull (strstr (r.out, "replaced by Séras (Inspired, Competent)\n"));
  mst_test_remove_tree (dir);
}

/* Napoleonic Skirmish counts figures (004:315): a battle's file says
 * how many of a unit were killed, captured, ran or were wounded, and how
 * many leaders among them; show prints them after the unit's losses,
 * history says them, the unit has lost the killed, captured and ran (its
 * officer among them) and has its wounded back; export and import carry
 * them. */
static void
test_campaign_skirmish_fates (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *db2 = g_build_filename (dir, "copy.db", NULL);
  g_autofree char *file = g_build_filename (dir, "coa.battle.xml", NULL);
  g_autofree char *exported = g_build_filename (dir, "portugal.xml", NULL);
  g_autofree char *force = mst_test_fixture ("skirmish-french.muster");
  g_autofree char *part = NULL;
  g_autofree char *show = NULL;
  g_autofree char *before = NULL;
  g_auto(MstTestRun) r = { 0 };
  guint figures = 0;

  g_assert_true (g_file_set_contents (file, "<battle xmlns=\"urn:muster:battle:1\" date=\"1810-07-24\"\n"
                                            "  name=\"Côa\" opponent=\"Craufurd\" result=\"won\" role=\"attacker\">\n"
                                            "  <unit name=\"Grenadiers du 9e\" killed=\"3\" captured=\"1\" ran=\"2\"\n"
                                            "        wounded=\"4\" leaders=\"1\"/>\n"
                                            "</battle>\n", -1, NULL));
  run (&r, db, "new", "Portugal 1810", NULL);
  run (&r, db, "add-force", "1", force, "--date", "1810-07-01", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "history", "1", NULL);
  part = lines_with (r.out, "unit\tGrenadiers du 9e\t");
  g_assert_cmpint (sscanf (part, "unit\tGrenadiers du 9e\tgrenadier\t%u", &figures), ==, 1);
  g_clear_pointer (&part, g_free);
  before = g_strdup_printf ("loss\t1\tGrenadiers du 9e\t%u\t10\t", figures);

  run (&r, db, "battle", "1", "1", "--file", file, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");

  /* show: ten figures out of the fight, and what became of them. */
  run (&r, db, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  show = g_strdup (r.out);
  g_assert_nonnull (strstr (show, before));
  part = lines_with (show, "figures\t");
  g_assert_cmpstr (part, ==, "figures\t1\tGrenadiers du 9e\tkilled 3\tcaptured 1\tran 2\twounded 4\tleaders 1\n");
  g_clear_pointer (&part, g_free);

  /* history: six lost for good, the four wounded back for the next. */
  run (&r, db, "history", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  part = g_strdup_printf ("unit\tGrenadiers du 9e\tgrenadier\t%u\n", figures - 6);
  g_assert_nonnull (strstr (r.out, part));
  g_clear_pointer (&part, g_free);

  /* export, import into another library: the same battle, fates and all. */
  run (&r, db, "export", "1", exported, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db2, "import", exported, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db2, "show", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, show);
  mst_test_remove_tree (dir);
}

/* A campaign file written before a general's and a unit's words travelled
 * as attributes (tests/fixtures/campaign-before-attributes.xml: Séras's
 * respect and ability, the lancers' weapon and doctrines as the events'
 * own) imports as it was: the history says Séras's ratings, the new unit
 * has its doctrines, and the file written again carries them as
 * attributes, which import the same. */
static void
test_campaign_file_before_attributes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-campaign-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *db2 = g_build_filename (dir, "again.db", NULL);
  g_autofree char *again = g_build_filename (dir, "again.xml", NULL);
  g_autofree char *force = g_build_filename (dir, "now.muster", NULL);
  g_autofree char *old = mst_test_fixture ("campaign-before-attributes.xml");
  g_autofree char *history = NULL;
  g_autofree char *written = NULL;
  g_autofree char *data = NULL;
  g_auto(MstTestRun) r = { 0 };

  run (&r, db, "import", old, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db, "history", "1", "--output", force, NULL);
  g_assert_cmpint (r.status, ==, 0);
  history = g_strdup (r.out);
  g_assert_nonnull (strstr (history, "\tgeneral-replaced\tMolitor replaced by Séras (Inspired, Exceptional)\n"));
  g_assert_nonnull (strstr (history, "general\t1\tSéras\tpresent\n"));
  g_assert_true (g_file_get_contents (force, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "<general name=\"Séras\" respect=\"inspired\" ability=\"exceptional\"/>"));
  g_assert_nonnull (strstr (data, "<unit name=\"Lanciers\" template=\"line-lancers\" bases=\"4\" weapon=\"none\" "
                                  "doctrines=\"LANCER\"/>"));

  run (&r, db, "export", "1", again, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (again, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "<attr name=\"respect\" value=\"inspired\"/>"));
  g_assert_nonnull (strstr (written, "<attr name=\"doctrines\" value=\"LANCER\"/>"));
  g_assert_null (strstr (written, "previous=\"Molitor\" respect="));
  g_assert_null (strstr (written, "command=\"-1\" weapon="));
  run (&r, db2, "import", again, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run (&r, db2, "history", "1", NULL);
  g_assert_cmpstr (r.out, ==, history);

  /* A doctrine the rules do not have is refused, named, not kept. */
  {
    g_autofree char *bad = g_build_filename (dir, "bad.xml", NULL);
    g_autofree char *db3 = g_build_filename (dir, "bad.db", NULL);
    g_autoptr(GString) text = g_string_new (written);

    g_string_replace (text, "value=\"LANCER\"", "value=\"LANCERS\"", 1);
    g_assert_true (g_file_set_contents (bad, text->str, -1, NULL));
    run (&r, db3, "import", bad, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "Unit “Lanciers”: “LANCERS” is not one of the doctrines"));
  }

  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/muster/cli/campaign/flow", test_campaign_flow);
  g_test_add_func ("/muster/cli/campaign/bad-input", test_campaign_bad_input);
  g_test_add_func ("/muster/cli/campaign/several-battles", test_campaign_several_battles);
  g_test_add_func ("/muster/cli/campaign/retract", test_campaign_retract);
  g_test_add_func ("/muster/cli/campaign/show-notes", test_campaign_show_notes);
  g_test_add_func ("/muster/cli/campaign/brigade-fates", test_campaign_brigade_fates);
  g_test_add_func ("/muster/cli/campaign/brigade-replace-general", test_campaign_brigade_replace_general);
  g_test_add_func ("/muster/cli/campaign/skirmish-fates", test_campaign_skirmish_fates);
  g_test_add_func ("/muster/cli/campaign/file-before-attributes", test_campaign_file_before_attributes);
  return g_test_run ();
}
