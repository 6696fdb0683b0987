/* test-cli-safety.c: muster-cli never writes over what the user has: existing files, its inputs, the library.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>

#include "muster-core.h"
#include "mst-test-util.h"

typedef struct {
  char *dir;
  char *db;
  char *force;
  char *id;
} Fixture;

static char *
read_all (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
assert_library_whole (Fixture *fx)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_open_v2 (fx->db, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
  sqlite3_finalize (stmt);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT count(*) FROM forces", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 1);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autofree char *fixture = mst_test_fixture ("minimal.muster");
  g_autofree char *text = read_all (fixture);
  g_auto(MstTestRun) r = { 0 };

  fx->dir = g_dir_make_tmp ("muster-cli-safety-XXXXXX", NULL);
  fx->db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->force = g_build_filename (fx->dir, "army.muster", NULL);
  g_assert_true (g_file_set_contents (fx->force, text, -1, NULL));
  mst_test_run_cli (&r, "library", "--database", fx->db, "import", fx->force, NULL);
  g_assert_cmpint (r.status, ==, 0);
  fx->id = g_strstrip (g_strdup (r.out));
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  mst_test_remove_tree (fx->dir);
  g_free (fx->dir);
  g_free (fx->db);
  g_free (fx->force);
  g_free (fx->id);
}

/* `library export 1 LIBRARY.db` used to destroy the whole library. */
static void
test_export_over_library (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *wal = g_strconcat (fx->db, "-wal", NULL);

  mst_test_run_cli (&r, "library", "--database", fx->db, "export", fx->id, fx->db, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, fx->db));
  /* Not even with --force. */
  mst_test_run_cli (&r, "library", "--database", fx->db, "--force", "export", fx->id, fx->db, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "never written over"));
  assert_library_whole (fx);

  mst_test_run_cli (&r, "campaign", "--database", fx->db, "new", "Italy 1805", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "campaign", "--database", fx->db, "--force", "export", "1", fx->db, NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_library_whole (fx);
}

/* An existing file is replaced only with --force, and keeps its mode. */
static void
test_existing_file (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *out = g_build_filename (fx->dir, "out.muster", NULL);
  g_autofree char *after = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (out, "precious", -1, NULL));
  g_assert_cmpint (g_chmod (out, 0600), ==, 0);
  mst_test_run_cli (&r, "library", "--database", fx->db, "export", fx->id, out, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--force"));
  after = read_all (out);
  g_assert_cmpstr (after, ==, "precious");

  mst_test_run_cli (&r, "new", "--list", "french-imperial-1803-1812", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_clear_pointer (&after, g_free);
  after = read_all (out);
  g_assert_cmpstr (after, ==, "precious");

  mst_test_run_cli (&r, "library", "--database", fx->db, "--force", "export", fx->id, out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_clear_pointer (&after, g_free);
  after = read_all (out);
  g_assert_nonnull (strstr (after, "<force"));
  /* Replaced, its mode kept: a private file stays private. */
  g_assert_cmpint (g_stat (out, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
}

/* `cards army.muster -o army.muster` used to turn the force into a PDF. */
static void
test_cards_over_input (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *before = read_all (fx->force);
  g_autofree char *after = NULL;

  mst_test_run_cli (&r, "cards", fx->force, "-o", fx->force, "--force", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "input"));
  after = read_all (fx->force);
  g_assert_cmpstr (before, ==, after);
}

/* deploy --write rewrites its input: not a write-protected one, unless
 * told to; and the file keeps its mode. */
static void
test_deploy_write_protected (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *before = read_all (fx->force);
  g_autofree char *after = NULL;
  GStatBuf st;

  g_assert_cmpint (g_chmod (fx->force, 0444), ==, 0);
  mst_test_run_cli (&r, "deploy", "--seed", "7", "--write", fx->force, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "write-protected"));
  after = read_all (fx->force);
  g_assert_cmpstr (before, ==, after);

  mst_test_run_cli (&r, "deploy", "--seed", "7", "--write", "--force", fx->force, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_clear_pointer (&after, g_free);
  after = read_all (fx->force);
  g_assert_nonnull (strstr (after, "grade="));
  g_assert_cmpint (g_stat (fx->force, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);
}

/* `--database ""` used to work on a throw-away database. */
static void
test_empty_database_name (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "library", "--database", "", "list", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "empty"));
  mst_test_run_cli (&r, "campaign", "--database", "", "list", NULL);
  g_assert_cmpint (r.status, ==, 2);
}

/* `validate /dev/zero` used to grow to gigabytes: the cap holds whatever
 * the file is. */
static void
test_unbounded_input (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "validate", "/dev/zero", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* validate reports its findings on standard output. */
  g_assert_nonnull (strstr (r.out, "/dev/zero: the file is larger than 8 MiB"));
  mst_test_run_cli (&r, "check", "/dev/zero", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "larger than 8 MiB"));
}

static void
write_battle (const char *path, const char *units)
{
  g_autofree char *text = g_strdup_printf (
    "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-10-30\" name=\"Caldiero\" result=\"drawn\" role=\"attacker\">\n"
    "%s"
    "</battle>\n", units);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* A battle record's errors name its file and line; a unit listed twice is
 * refused instead of one of its rows being dropped. */
static void
test_battle_record_errors (Fixture *fx, gconstpointer data)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *battle = g_build_filename (fx->dir, "caldiero.xml", NULL);
  g_autofree char *expect = NULL;

  mst_test_run_cli (&r, "campaign", "--database", fx->db, "new", "Italy 1805", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "campaign", "--database", fx->db, "--date", "1805-10-01", "move-force", "1", fx->id, NULL);
  g_assert_cmpint (r.status, ==, 0);

  write_battle (battle, "  <unit name=\"16e Ligne\" bases-lost=\"1\"/>\n"
                        "  <unit name=\"8e Hussards\" bases-lost=\"1\"/>\n"
                        "  <unit name=\"16e Ligne\" bases-lost=\"2\"/>\n");
  mst_test_run_cli (&r, "campaign", "--database", fx->db, "battle", "1", fx->id, "--file", battle, NULL);
  g_assert_cmpint (r.status, ==, 2);
  expect = g_strdup_printf ("%s:4: the unit “16e Ligne” is listed twice (first on line 2)", battle);
  g_assert_nonnull (strstr (r.err, expect));

  write_battle (battle, "  <unit name=\"16e Ligne\" bases-lost=\"1\"/>\n"
                        "  <unit name=\"No such battalion\" bases-lost=\"1\"/>\n");
  mst_test_run_cli (&r, "campaign", "--database", fx->db, "battle", "1", fx->id, "--file", battle, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_clear_pointer (&expect, g_free);
  expect = g_strdup_printf ("%s:3: “No such battalion” is not a unit", battle);
  g_assert_nonnull (strstr (r.err, expect));

  write_battle (battle, "  <general name=\"Nobody\" fate=\"lost\"/>\n");
  mst_test_run_cli (&r, "campaign", "--database", fx->db, "battle", "1", fx->id, "--file", battle, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_clear_pointer (&expect, g_free);
  expect = g_strdup_printf ("%s:2: “Nobody” is not a general", battle);
  g_assert_nonnull (strstr (r.err, expect));
  assert_library_whole (fx);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/cli-safety/export-over-library", test_export_over_library);
  ADD ("/cli-safety/existing-file", test_existing_file);
  ADD ("/cli-safety/cards-over-input", test_cards_over_input);
  ADD ("/cli-safety/deploy-write-protected", test_deploy_write_protected);
  ADD ("/cli-safety/empty-database-name", test_empty_database_name);
  ADD ("/cli-safety/unbounded-input", test_unbounded_input);
  ADD ("/cli-safety/battle-record-errors", test_battle_record_errors);
  return g_test_run ();
}
