/* test-library-safety.c: a library Muster cannot write is still read, and called what it is; first use by many writers at once.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <pwd.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "muster-core.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

static char *
make_library (const char *dir, gint64 *id)
{
  g_autofree char *fixture = mst_test_fixture ("minimal.muster");
  char *db = g_build_filename (dir, "muster.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);

  g_assert_no_error (error);
  *id = mst_library_import_file (library, fixture, catalogue, &error);
  g_assert_no_error (error);
  return db;
}

/* Runs @check in a child as the unprivileged user "nobody" when the tests
 * run as root (root writes anything); as the user otherwise. */
static void
as_unprivileged (void (*check) (gconstpointer), gconstpointer data)
{
  pid_t pid;
  int status = 0;

  if (geteuid () != 0)
    {
      check (data);
      return;
    }
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      struct passwd *pw = getpwnam ("nobody");

      if (pw == NULL || setgid (pw->pw_gid) != 0 || setuid (pw->pw_uid) != 0)
        _exit (77);
      check (data);
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (WIFEXITED (status) && WEXITSTATUS (status) == 77)
    {
      g_test_skip ("no unprivileged user to run as");
      return;
    }
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

typedef struct {
  const char *db;
  gint64 id;
  const char *expect;       /* in the read-only reason */
  const char *export_dir;
} Case;

/* Read-only, yet everything can be read, listed and exported; the reason
 * says what is wrong, never "damaged". */
static void
check_read_only (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (c->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstForce) copy = NULL;
  g_autofree char *out = g_build_filename (c->export_dir, "exported.muster", NULL);

  g_assert_no_error (error);
  g_assert_true (mst_library_is_read_only (library));
  g_assert_nonnull (strstr (mst_library_get_read_only_reason (library), c->expect));
  g_assert_null (strstr (mst_library_get_read_only_reason (library), "damaged"));
  entries = mst_library_list (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 1);
  force = mst_library_load (library, c->id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_force_get_name (force), ==, "Army of Italy");
  g_assert_true (mst_library_export_file (library, c->id, out, &error));
  g_assert_no_error (error);

  /* A save says why it cannot be made. */
  copy = mst_force_copy (force);
  g_assert_false (mst_library_save (library, copy, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_READ_ONLY);
}

static void
test_read_only_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-ro-XXXXXX", NULL);
  g_autofree char *lib_dir = g_build_filename (dir, "library", NULL);
  g_autofree char *out_dir = g_build_filename (dir, "out", NULL);
  g_autofree char *db = NULL;
  struct passwd *pw = getpwnam ("nobody");
  Case c = { 0 };

  g_assert_cmpint (g_mkdir (lib_dir, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (out_dir, 0777), ==, 0);
  g_assert_cmpint (g_chmod (out_dir, 0777), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  db = make_library (lib_dir, &c.id);
  /* The user's own library, in a folder made read-only. */
  if (geteuid () == 0 && pw != NULL)
    {
      g_autofree char *wal = g_strconcat (db, "-wal", NULL);
      g_autofree char *shm = g_strconcat (db, "-shm", NULL);
      g_assert_cmpint (chown (lib_dir, pw->pw_uid, pw->pw_gid), ==, 0);
      g_assert_cmpint (chown (db, pw->pw_uid, pw->pw_gid), ==, 0);
      chown (wal, pw->pw_uid, pw->pw_gid);
      chown (shm, pw->pw_uid, pw->pw_gid);
    }
  g_assert_cmpint (g_chmod (db, 0444), ==, 0);
  g_assert_cmpint (g_chmod (lib_dir, 0555), ==, 0);
  c.db = db;
  c.expect = "read-only";
  c.export_dir = out_dir;
  as_unprivileged (check_read_only, &c);
  g_chmod (lib_dir, 0755);
  mst_test_remove_tree (dir);
}

static void
test_another_users_library (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-other-XXXXXX", NULL);
  g_autofree char *out_dir = g_build_filename (dir, "out", NULL);
  g_autofree char *db = NULL;
  Case c = { 0 };

  if (geteuid () != 0)
    {
      g_test_skip ("a library of another user needs the tests to run as root");
      mst_test_remove_tree (dir);
      return;
    }
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (out_dir, 0777), ==, 0);
  g_assert_cmpint (g_chmod (out_dir, 0777), ==, 0);
  db = make_library (dir, &c.id);
  c.db = db;
  c.expect = "belongs to another user (root)";
  c.export_dir = out_dir;
  as_unprivileged (check_read_only, &c);
  mst_test_remove_tree (dir);
}

/* A full disk: the library opens and reads; a save says the disk is full. */
static void
test_disk_full (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-full-XXXXXX", NULL);
  g_autofree char *db = NULL;
  g_autofree char *filler = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  gint64 id;
  char block[65536];
  FILE *f;

  if (geteuid () != 0 || mount ("tmpfs", dir, "tmpfs", 0, "size=2m") != 0)
    {
      g_test_skip ("a small disk to fill needs a tmpfs mount (root)");
      g_rmdir (dir);
      return;
    }
  db = make_library (dir, &id);
  /* Fill what is left. */
  memset (block, 'x', sizeof block);
  filler = g_build_filename (dir, "filler", NULL);
  f = fopen (filler, "w");
  while (fwrite (block, 1, sizeof block, f) == sizeof block && fflush (f) == 0)
    ;
  fclose (f);

  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  entries = mst_library_list (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 1);
  force = mst_library_load (library, id, catalogue, &error);
  g_assert_no_error (error);
  /* A big change does not fit. */
  for (int i = 0; i < 400; i++)
    mst_force_add_unit (force, NULL, "regular-french-line", "Another battalion of the line");
  if (mst_library_is_read_only (library))
    g_assert_nonnull (strstr (mst_library_get_read_only_reason (library), "full"));
  g_assert_false (mst_library_save (library, force, &error));
  g_assert_nonnull (error);
  g_assert_null (strstr (error->message, "damaged"));
  g_assert_true (strstr (error->message, "full") != NULL);

  g_clear_object (&library);
  g_clear_object (&force);
  g_clear_error (&error);
  /* What was there is still there, whole. */
  g_unlink (filler);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (mst_library_check (library, &error));
  force = mst_library_load (library, id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_force_get_n_units (force), ==, 5);
  g_clear_object (&library);
  umount (dir);
  g_rmdir (dir);
}

/* "Damaged" is said only of a damaged file, and names the last backup. */
static void
test_damaged_names_backup (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-damaged-XXXXXX", NULL);
  g_autofree char *db = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *garbage = g_strnfill (4096, 'x');
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  gint64 id;
  FILE *f;

  db = make_library (dir, &id);
  backup = g_strconcat (db, ".v2.bak", NULL);
  g_assert_true (g_file_set_contents (backup, "an earlier copy", -1, NULL));
  /* The first page overwritten: not a database any more. */
  f = fopen (db, "r+");
  fwrite (garbage, 1, 4096, f);
  fclose (f);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_null (library);
  g_assert_error (error, MST_ERROR, MST_ERROR_DATABASE);
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_assert_nonnull (strstr (error->message, backup));
  mst_test_remove_tree (dir);
}

/* Twenty writers started together on a library that does not exist yet. */
static void
test_first_use_race (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-race-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "new", "muster.db", NULL);
  g_autofree char *fixture = mst_test_fixture ("minimal.muster");
  g_autoptr(GPtrArray) procs = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  const char *cli = g_getenv ("MUSTER_CLI");

  for (int i = 0; i < 20; i++)
    {
      GSubprocess *p = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                         &error, cli, "library", "--database", db, "import", fixture, NULL);
      g_assert_no_error (error);
      g_ptr_array_add (procs, p);
    }
  for (guint i = 0; i < procs->len; i++)
    {
      GSubprocess *p = g_ptr_array_index (procs, i);
      g_autofree char *err = NULL;

      g_assert_true (g_subprocess_communicate_utf8 (p, NULL, NULL, NULL, &err, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (err, ==, "");
      g_assert_cmpint (g_subprocess_get_exit_status (p), ==, 0);
    }
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  entries = mst_library_list (library, &error);
  g_assert_cmpuint (entries->len, ==, 20);
  g_assert_true (mst_library_check (library, &error));
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* The copy made before a migration has the database's own mode. */
static void
test_backup_mode (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-backup-XXXXXX", NULL);
  g_autofree char *db = NULL;
  g_autofree char *backup = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  sqlite3 *raw = NULL;
  GStatBuf st;
  gint64 id;

  db = make_library (dir, &id);
  g_assert_cmpint (g_chmod (db, 0600), ==, 0);
  /* As an older Muster left it. */
  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, "DROP INDEX battles_live; DROP INDEX battles_totals; "
                                 "DROP INDEX campaign_events_retracted_once; ALTER TABLE campaign_events DROP COLUMN retracts; "
                                 "ALTER TABLE battles DROP COLUMN retracted; ALTER TABLE battle_units DROP COLUMN fates; "
                                 "ALTER TABLE forces DROP COLUMN revision; PRAGMA user_version = 2",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  backup = g_strconcat (db, ".v2.bak", NULL);
  g_assert_cmpint (g_stat (backup, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* What killed saves left behind is cleaned at the next start; nothing
 * else, and not a write under way. */
static void
test_clean_temporaries (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-temps-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  const char *const stale[] = { "army.muster.Ab12Cd", "games/game-3.xml.x9Y8z7" };
  const char *const kept[] = { "army.muster", "muster.db", "notes.txt.QQ11ww", "photo.Ab12Cd",
                               "army.muster.Ab1" };
  struct utimbuf old = { 1000000000, 1000000000 };

  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *p = g_build_filename (dir, stale[i], NULL);
      g_assert_true (g_file_set_contents (p, "half", -1, NULL));
      g_assert_cmpint (utime (p, &old), ==, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *p = g_build_filename (dir, kept[i], NULL);
      g_assert_true (g_file_set_contents (p, "whole", -1, NULL));
      /* notes.txt.QQ11ww is being written now: it is recent. */
      if (i != 2)
        g_assert_cmpint (utime (p, &old), ==, 0);
    }
  g_assert_cmpuint (mst_paths_clean_temporaries (dir), ==, G_N_ELEMENTS (stale));
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *p = g_build_filename (dir, stale[i], NULL);
      g_assert_false (g_file_test (p, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *p = g_build_filename (dir, kept[i], NULL);
      g_assert_true (g_file_test (p, G_FILE_TEST_EXISTS));
    }
  mst_test_remove_tree (dir);
}

/* A process that has ended: its number, free. */
static int
dead_pid (void)
{
  const char *argv[] = { "true", NULL };
  GPid pid = 0;
  int status = 0;

  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                NULL, &pid, NULL));
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return (int) pid;
}

/* Muster's own half-written files name their writer: one whose writer
 * was killed goes at the next start (two folders deep: a list the list
 * editor was saving) or at the next write beside it, at once; one whose
 * writer still runs stays. */
static void
test_clean_killed_writers (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-killed-XXXXXX", NULL);
  g_autofree char *lists = g_build_filename (dir, "nations", "drums-and-muskets", NULL);
  g_autofree char *killed_list = g_strdup_printf ("%s/.mine.xml.muster-%d-Ab12Cd", lists, dead_pid ());
  g_autofree char *running = g_strdup_printf ("%s/.army.muster.muster-%d-Zz99Yy", dir, (int) getpid ());
  g_autofree char *killed = g_strdup_printf ("%s/.army.muster.muster-%d-Qq11Ww", dir, dead_pid ());
  g_autofree char *army = g_build_filename (dir, "army.muster", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir_with_parents (lists, 0700), ==, 0);
  g_assert_true (g_file_set_contents (killed_list, "<nation-list", -1, NULL));
  g_assert_true (g_file_set_contents (running, "<force", -1, NULL));
  g_assert_cmpuint (mst_paths_clean_temporaries (dir), ==, 1);
  g_assert_false (g_file_test (killed_list, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (running, G_FILE_TEST_EXISTS));

  /* The next write in the folder clears what a killed write left there,
   * and leaves no file of its own. */
  g_assert_true (g_file_set_contents (killed, "<force", -1, NULL));
  g_assert_true (mst_file_replace (army, "<force/>\n", -1, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (killed, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (running, G_FILE_TEST_EXISTS));
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (d)) != NULL)
      n++;
    /* army.muster, the running writer's file, nations/ */
    g_assert_cmpuint (n, ==, 3);
  }
  /* A new file as files are made; a file of the player's own mode keeps it. */
  g_assert_cmpint (g_stat (army, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);
  g_assert_cmpint (g_chmod (army, 0600), ==, 0);
  g_assert_true (mst_file_replace (army, "<force name=\"b\"/>\n", -1, &error));
  g_assert_cmpint (g_stat (army, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/library-safety/read-only-folder", test_read_only_folder);
  g_test_add_func ("/library-safety/another-users-library", test_another_users_library);
  g_test_add_func ("/library-safety/disk-full", test_disk_full);
  g_test_add_func ("/library-safety/damaged-names-backup", test_damaged_names_backup);
  g_test_add_func ("/library-safety/first-use-race", test_first_use_race);
  g_test_add_func ("/library-safety/backup-mode", test_backup_mode);
  g_test_add_func ("/library-safety/clean-temporaries", test_clean_temporaries);
  g_test_add_func ("/library-safety/clean-killed-writers", test_clean_killed_writers);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
