/* test-campaign-durability.c: a writer killed at random moments loses no committed battle.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs tests/campaign-writer (its path is the first argument) again and
 * again over one database, each time killing it with SIGKILL after a
 * random delay drawn from a fixed seed, then checks that the database
 * passes PRAGMA integrity_check and holds every battle the writer said it
 * had committed. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "muster-core.h"

#define ROUNDS 30
#define SEED 20251122

static const char *writer;

static char *
integrity (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  GString *result = g_string_new (NULL);

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_string_append (result, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return g_string_free (result, FALSE);
}

/* Reads what the killed writer printed: the battles it had committed. */
static void
read_committed (int fd, GHashTable *committed)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  char buf[4096];
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
    if (n > 0)
      g_string_append_len (out, buf, n);
  lines = g_strsplit (out->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "committed "))
      g_hash_table_add (committed, g_strdup_printf ("Battle %s", lines[i] + 10));
}

static void
test_killed_writer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-durability-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "muster.db", NULL);
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GHashTable) committed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  g_autoptr(GError) error = NULL;
  g_autofree char *force_arg = NULL;
  guint killed_mid_run = 0;
  gint64 force_id;

  g_test_message ("seed %d, %d rounds", SEED, ROUNDS);

  {
    g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
    g_autoptr(MstCampaignStore) store = NULL;
    g_autoptr(MstForce) force = NULL;
    gint64 campaign;

    g_assert_no_error (error);
    store = mst_campaign_store_new (library, NULL);
    force = mst_force_new_from_file (fixture, NULL, &error);
    g_assert_no_error (error);
    campaign = mst_campaign_store_create (store, "Endless war", &error);
    force_id = mst_campaign_store_add_force (store, campaign, force, NULL, &error);
    g_assert_no_error (error);
  }
  force_arg = g_strdup_printf ("%" G_GINT64_FORMAT, force_id);

  for (int round = 0; round < ROUNDS; round++)
    {
      const char *argv[] = { writer, path, force_arg, "100000", NULL };
      /* From before the database is open to well into a run of writes. */
      gulong delay_us = (gulong) g_rand_int_range (rand, 0, 120000);
      g_autoptr(MstLibrary) library = NULL;
      g_autoptr(MstCampaignStore) store = NULL;
      g_autoptr(GPtrArray) battles = NULL;
      g_autoptr(GHashTable) stored = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(MstForce) replayed = NULL;
      g_autofree char *check = NULL;
      GHashTableIter iter;
      gpointer key;
      GPid pid;
      int out_fd, status;

      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                               NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
      g_assert_no_error (error);
      g_usleep (delay_us);
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);
      if (WIFSIGNALED (status))
        killed_mid_run++;
      else
        g_assert_cmpint (WEXITSTATUS (status), ==, 0);
      read_committed (out_fd, committed);
      close (out_fd);

      check = integrity (path);
      g_assert_cmpstr (check, ==, "ok");

      library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
      g_assert_no_error (error);
      store = mst_campaign_store_new (library, NULL);
      battles = mst_campaign_store_list_battles (store, 0, force_id, FALSE, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < battles->len; i++)
        g_hash_table_add (stored, (gpointer) mst_battle_get_name (g_ptr_array_index (battles, i)));
      g_hash_table_iter_init (&iter, committed);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (!g_hash_table_contains (stored, key))
          g_error ("round %d (killed after %lu µs): “%s” was committed but is not in the database",
                   round, delay_us, (const char *) key);
      /* And the history still replays from start to end. */
      replayed = mst_campaign_store_replay (store, force_id, 0, &error);
      g_assert_no_error (error);
      g_assert_nonnull (replayed);
    }

  g_test_message ("%u battles committed, %u of %d runs killed mid-way",
                  g_hash_table_size (committed), killed_mid_run, ROUNDS);
  /* The kills fell among writes, not only before or after them. */
  g_assert_cmpuint (g_hash_table_size (committed), >, 0);
  g_assert_cmpuint (killed_mid_run, >=, ROUNDS / 2);

  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);
        g_unlink (p);
      }
    g_rmdir (dir);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: test-campaign-durability [--tap] CAMPAIGN-WRITER\n");
      return 2;
    }
  writer = argv[argc - 1];
  g_test_add_func ("/muster/campaign/durability/killed-writer", test_killed_writer);
  return g_test_run ();
}
