/* test-campaign-durability.c: a writer killed at random moments loses no committed battle.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each write path (a battle, a change between battles, a library
 * import and update, the editor's save), runs tests/campaign-writer (its
 * path is the last argument) again and again over one database, each time
 * killing it with SIGKILL after a random delay drawn from a fixed seed,
 * then checks that the database passes PRAGMA integrity_check and holds
 * every record the writer said it had committed.  It reports the kills
 * that fell inside a write and the records lost, which must be none. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "muster-core.h"
#include "mst-test-util.h"

#define SEED 20251122

static const char *writer;
/* MUSTER_DURABILITY_ROUNDS: kills per write path (CI runs a few; a
 * manual run can run thousands). */
static guint rounds = 12;

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

/* What is left on @fd, appended to @out. */
static void
read_all (int fd, GString *out)
{
  char buf[4096];
  ssize_t n;

  while ((n = read (fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
    if (n > 0)
      g_string_append_len (out, buf, n);
}

/* The records a writer's output says it committed; whether it was killed
 * inside a write (begun, not committed). */
static gboolean
parse_output (const char *out, GHashTable *committed, int *highest)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  gboolean inside = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "begin "))
        inside = TRUE;
      else if (g_str_has_prefix (lines[i], "committed "))
        {
          int k = atoi (lines[i] + 10);
          g_hash_table_add (committed, GINT_TO_POINTER (k));
          *highest = MAX (*highest, k);
          inside = FALSE;
        }
    }
  return inside;
}

/* What the killed writer printed: the numbers it had committed, and
 * whether the kill fell inside a write (a "begin" not yet committed). */
static gboolean
read_output (int fd, GHashTable *committed, int *highest)
{
  g_autoptr(GString) out = g_string_new (NULL);

  read_all (fd, out);
  return parse_output (out->str, committed, highest);
}

/* The number in a force name "Update 12", or 0. */
static int
number_in (const char *name, const char *prefix)
{
  return g_str_has_prefix (name, prefix) ? atoi (name + strlen (prefix)) : 0;
}

/* Every record the writer committed is there: returns how many are not. */
static guint
count_lost (const char *mode, const char *path, gint64 force_id, GHashTable *committed, int highest)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(GHashTable) stored = g_hash_table_new (g_direct_hash, g_direct_equal);
  GHashTableIter iter;
  gpointer key;
  guint lost = 0;

  g_assert_no_error (error);
  store = mst_campaign_store_new (library, NULL);
  if (g_str_equal (mode, "pair"))
    {
      /* The two battles of one game: both in, or neither. */
      g_autoptr(GHashTable) other = g_hash_table_new (g_direct_hash, g_direct_equal);
      g_autoptr(GPtrArray) ours = mst_campaign_store_list_battles (store, 0, force_id, FALSE, &error);
      g_autoptr(GPtrArray) theirs = mst_campaign_store_list_battles (store, 0, force_id + 1, FALSE, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < ours->len; i++)
        g_hash_table_add (stored, GINT_TO_POINTER (number_in (mst_battle_get_name (g_ptr_array_index (ours, i)),
                                                              "Battle ")));
      for (guint i = 0; i < theirs->len; i++)
        g_hash_table_add (other, GINT_TO_POINTER (number_in (mst_battle_get_name (g_ptr_array_index (theirs, i)),
                                                             "Battle ")));
      if (g_hash_table_size (stored) != g_hash_table_size (other))
        g_error ("one force has %u battles of the game, the other %u", g_hash_table_size (stored),
                 g_hash_table_size (other));
      g_hash_table_iter_init (&iter, stored);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (!g_hash_table_contains (other, key))
          g_error ("Battle %d is recorded for one force of the game only", GPOINTER_TO_INT (key));
    }
  else if (g_str_equal (mode, "battle"))
    {
      g_autoptr(GPtrArray) battles = mst_campaign_store_list_battles (store, 0, force_id, FALSE, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < battles->len; i++)
        g_hash_table_add (stored, GINT_TO_POINTER (number_in (mst_battle_get_name (g_ptr_array_index (battles, i)),
                                                              "Battle ")));
    }
  else if (g_str_equal (mode, "import"))
    {
      g_autoptr(GPtrArray) entries = mst_library_list (library, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < entries->len; i++)
        g_hash_table_add (stored, GINT_TO_POINTER (number_in (((MstLibraryEntry *) g_ptr_array_index (entries, i))->name,
                                                              "Import ")));
    }
  else if (g_str_equal (mode, "between"))
    {
      g_autoptr(GPtrArray) events = mst_campaign_store_list_events (store, force_id, &error);
      g_assert_no_error (error);
      /* Numbered by the history's length: all up to the highest are in. */
      return events->len >= (guint) highest ? 0 : (guint) highest - events->len;
    }
  else
    {
      /* update, save: the force carries the last one written, or a later. */
      g_autoptr(MstForce) force = mst_library_load (library, force_id, NULL, &error);
      const char *prefix = g_str_equal (mode, "update") ? "Update " : "Save ";
      g_assert_no_error (error);
      return number_in (mst_force_get_name (force), prefix) >= highest ? 0 : 1;
    }
  g_hash_table_iter_init (&iter, committed);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (stored, key))
      lost++;
  /* And the history still replays from start to end. */
  {
    g_autoptr(MstForce) replayed = mst_campaign_store_replay (store, force_id, 0, &error);
    g_assert_no_error (error);
  }
  return lost;
}

static void
test_killed_writer (gconstpointer data)
{
  const char *mode = data;
  g_autofree char *dir = g_dir_make_tmp ("muster-durability-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "muster.db", NULL);
  g_autofree char *file = g_build_filename (dir, "force.muster", NULL);
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GHashTable) committed = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  g_autoptr(GError) error = NULL;
  g_autofree char *force_arg = NULL;
  guint killed_mid_run = 0, killed_inside = 0, lost = 0;
  gulong first_commit_us;
  int highest = 0;
  gint64 force_id;

  g_test_message ("%s: seed %d, %u rounds", mode, SEED, rounds);

  {
    g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
    g_autoptr(MstCampaignStore) store = NULL;
    g_autoptr(MstForce) force = NULL;
    g_autofree char *text = NULL;
    gint64 campaign;

    g_assert_no_error (error);
    store = mst_campaign_store_new (library, NULL);
    force = mst_force_new_from_file (fixture, NULL, &error);
    g_assert_no_error (error);
    campaign = mst_campaign_store_create (store, "Endless war", &error);
    force_id = mst_campaign_store_add_force (store, campaign, force, "1790-01-01", &error);
    g_assert_no_error (error);
    /* A game between two forces: the other in the same campaign, the
     * next id. */
    if (g_str_equal (mode, "pair"))
      {
        gint64 other = mst_campaign_store_add_force (store, campaign, force, "1790-01-01", &error);

        g_assert_no_error (error);
        g_assert_cmpint (other, ==, force_id + 1);
      }
    g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
    g_assert_true (g_file_set_contents (file, text, -1, NULL));
  }
  force_arg = g_str_equal (mode, "pair") ? g_strdup_printf ("%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT, force_id,
                                                            force_id + 1)
                                         : g_strdup_printf ("%" G_GINT64_FORMAT, force_id);

  /* How long the writer takes to its first commit here: under a
   * sanitizer or valgrind many times what it takes in a plain build, so
   * that kills in a fixed window would all fall before the first write.
   * The kills fall from before the database is open to 120 ms past it. */
  {
    const char *argv[] = { writer, mode, path, force_arg, "100000", file, NULL };
    g_autoptr(GString) out = g_string_new (NULL);
    gint64 start = g_get_monotonic_time ();
    GPid pid;
    int out_fd, status;
    char buf[256];
    ssize_t n;

    g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                             NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
    g_assert_no_error (error);
    while (strstr (out->str, "committed ") == NULL
           && ((n = read (out_fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR)))
      if (n > 0)
        g_string_append_len (out, buf, n);
    first_commit_us = (gulong) (g_get_monotonic_time () - start);
    kill (pid, SIGKILL);
    g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
    g_spawn_close_pid (pid);
    read_all (out_fd, out);
    close (out_fd);
    parse_output (out->str, committed, &highest);
    g_test_message ("%s: the writer's first commit came after %lu µs", mode, first_commit_us);
  }

  for (guint round = 0; round < rounds; round++)
    {
      const char *argv[] = { writer, mode, path, force_arg, "100000", file, NULL };
      /* From before the database is open to well into a run of writes. */
      gulong delay_us = (gulong) g_rand_int_range (rand, 0, (gint32) MIN (first_commit_us + 120000, G_MAXINT32));
      g_autofree char *check = NULL;
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
      if (read_output (out_fd, committed, &highest) && WIFSIGNALED (status))
        killed_inside++;
      close (out_fd);

      check = integrity (path);
      g_assert_cmpstr (check, ==, "ok");
      lost += count_lost (mode, path, force_id, committed, highest);
      if (lost > 0)
        g_error ("%s, round %u (killed after %lu µs): %u committed records are not in the database",
                 mode, round, delay_us, lost);
    }

  g_test_message ("%s: %u records committed, %u of %u runs killed mid-way, %u kills inside a write, "
                  "%u records lost", mode, g_hash_table_size (committed), killed_mid_run, rounds,
                  killed_inside, lost);
  /* The kills fell among writes, not only before or after them. */
  g_assert_cmpuint (g_hash_table_size (committed), >, 0);
  g_assert_cmpuint (killed_mid_run, >=, rounds / 2);
  g_assert_cmpuint (lost, ==, 0);
  mst_test_remove_tree (dir);
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
  if (g_getenv ("MUSTER_DURABILITY_ROUNDS") != NULL)
    rounds = (guint) MAX (1, atoi (g_getenv ("MUSTER_DURABILITY_ROUNDS")));
  g_test_add_data_func ("/muster/durability/battle", "battle", test_killed_writer);
  g_test_add_data_func ("/muster/durability/two-forces-game", "pair", test_killed_writer);
  g_test_add_data_func ("/muster/durability/between-battles", "between", test_killed_writer);
  g_test_add_data_func ("/muster/durability/library-import", "import", test_killed_writer);
  g_test_add_data_func ("/muster/durability/library-update", "update", test_killed_writer);
  g_test_add_data_func ("/muster/durability/force-save", "save", test_killed_writer);
  return g_test_run ();
}
