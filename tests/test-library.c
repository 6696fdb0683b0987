/* test-library.c: the SQLite library of forces.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <unistd.h>

#include "muster-core.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

typedef struct {
  char *dir;
  char *db;
  MstLibrary *library;
} Fixture;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-library-XXXXXX", NULL);
  fx->db = g_build_filename (fx->dir, "sub", "muster.db", NULL);
  fx->library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_false (mst_library_is_read_only (fx->library));
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_clear_object (&fx->library);
  mst_test_remove_tree (fx->dir);
  g_free (fx->dir);
  g_free (fx->db);
}

static MstForce *
sample_force (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  mst_force_set_name (force, name);
  return force;
}

/* The sidebar's rows: by name as a reader sorts them (accents and case
 * aside, then the locale), each named from the lists the library has when
 * the row is shown. */
static void
test_rows (Fixture *fx, gconstpointer data)
{
  static const char *const names[] = {
    "army of the Rhine", "Armée du Nord", "Grande Armée", "Army of Italy", "ARMÉE D'ITALIE",
    "Corps d'observation", "armée de Naples", "Brigade Lasalle", "Army of Italy",
  };
  static const char *const sorted[] = {
    "ARMÉE D'ITALIE", "armée de Naples", "Armée du Nord", "Army of Italy", "Army of Italy",
    "army of the Rhine", "Brigade Lasalle", "Corps d'observation", "Grande Armée",
  };
  g_autoptr(MstCatalogue) empty = mst_catalogue_new ();
  g_autoptr(MstLibraryItem) first = NULL;
  g_autoptr(MstLibraryItem) second = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *items;
  gint64 first_army_of_italy = 0;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(MstForce) force = sample_force (names[i]);

      g_assert_true (mst_library_save (fx->library, force, &error));
      g_assert_no_error (error);
      if (first_army_of_italy == 0 && g_str_equal (names[i], "Army of Italy"))
        first_army_of_italy = mst_force_get_id (force);
    }
  mst_library_set_catalogue (fx->library, catalogue);
  items = mst_library_get_items (fx->library);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, G_N_ELEMENTS (sorted));
  for (guint i = 0; i < G_N_ELEMENTS (sorted); i++)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (items, i);
      g_assert_cmpstr (mst_library_item_get_title (item), ==, sorted[i]);
    }
  /* Two of one name: the older first. */
  second = g_list_model_get_item (items, 3);
  g_assert_cmpint (mst_library_item_get_id (second), ==, first_army_of_italy);

  /* A row not yet shown is named from the lists the library has by then;
   * one shown follows them too. */
  first = g_list_model_get_item (items, 0);
  g_assert_true (g_str_has_prefix (mst_library_item_get_subtitle (first), "French Imperial"));
  g_clear_object (&second);
  second = g_list_model_get_item (items, 1);
  mst_library_adopt_catalogue (fx->library, empty);
  g_assert_true (g_str_has_prefix (mst_library_item_get_subtitle (second), "Unknown list"));
  g_assert_true (g_str_has_prefix (mst_library_item_get_subtitle (first), "Unknown list"));
  mst_library_adopt_catalogue (fx->library, catalogue);
  g_assert_true (g_str_has_prefix (mst_library_item_get_subtitle (first), "French Imperial"));

  /* Its units and bases, counted when the row is shown, as saved. */
  {
    g_autoptr(MstForce) stored = mst_library_load (fx->library, mst_library_item_get_id (first), catalogue, &error);
    g_autofree char *totals = NULL;
    guint n_units, n_bases;

    g_assert_no_error (error);
    mst_force_view_count (stored, &n_units, &n_bases);
    /* minimal.muster: two commands of two units, and the Vélites in none. */
    g_assert_cmpuint (n_units, ==, 5);
    totals = g_strdup_printf ("%u units · %u bases", n_units, n_bases);
    g_assert_null (strstr (mst_library_item_get_subtitle (first), totals));
    mst_library_count_item (fx->library, first);
    g_assert_true (g_str_has_suffix (mst_library_item_get_subtitle (first), totals));
    g_assert_true (mst_library_item_get_entry (first)->counted);
  }
}

static void
test_save_list_load (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) a = sample_force ("Armée du Nord");
  g_autoptr(MstForce) b = sample_force ("Army of Italy");
  g_autoptr(MstForce) loaded = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;

  g_assert_true (mst_library_save (fx->library, a, &error));
  g_assert_true (mst_library_save (fx->library, b, &error));
  g_assert_cmpint (mst_force_get_id (a), >, 0);
  g_assert_cmpint (mst_force_get_id (b), !=, mst_force_get_id (a));

  entries = mst_library_list (fx->library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 2);
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (entries, 0))->name, ==, "Armée du Nord");
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (entries, 1))->list_id, ==,
                   "french-imperial-1803-1812");

  /* An edit saved again replaces the stored force, not a second copy. */
  mst_unit_set_bases (mst_command_get_unit (mst_force_get_command (a, 0), 0), 3);
  g_assert_true (mst_library_save (fx->library, a, &error));
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = mst_library_list (fx->library, &error);
  g_assert_cmpuint (entries->len, ==, 2);

  loaded = mst_library_load (fx->library, mst_force_get_id (a), catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mst_force_get_id (loaded), ==, mst_force_get_id (a));
  g_assert_cmpuint (mst_unit_get_bases (mst_command_get_unit (mst_force_get_command (loaded, 0), 0)), ==, 3);
  before = mst_force_to_data (a, NULL);
  after = mst_force_to_data (loaded, NULL);
  g_assert_cmpstr (before, ==, after);
}

static void
test_delete_duplicate (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) a = sample_force ("Grande Armée");
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  gint64 copy;

  g_assert_true (mst_library_save (fx->library, a, &error));
  copy = mst_library_duplicate (fx->library, mst_force_get_id (a), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, >, 0);
  entries = mst_library_list (fx->library, &error);
  g_assert_cmpuint (entries->len, ==, 2);
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (entries, 1))->name, ==, "Grande Armée (copy)");

  /* A force added from elsewhere under a name already taken says it is a
   * copy, the second "(copy 2)"; a name not taken stays. */
  {
    g_autofree char *free_name = mst_library_dup_free_name (fx->library, "Armée du Nord");
    g_autofree char *third = mst_library_dup_free_name (fx->library, "Grande Armée");

    g_assert_cmpstr (free_name, ==, "Armée du Nord");
    g_assert_cmpstr (third, ==, "Grande Armée (copy 2)");
  }

  g_assert_true (mst_library_delete (fx->library, mst_force_get_id (a), &error));
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = mst_library_list (fx->library, &error);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_cmpint (((MstLibraryEntry *) g_ptr_array_index (entries, 0))->id, ==, copy);

  /* Deleting what is not there says so. */
  g_assert_false (mst_library_delete (fx->library, 9999, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_NOT_FOUND);
}

static void
test_import_export (Fixture *fx, gconstpointer data)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autofree char *out = g_build_filename (fx->dir, "exported.muster", NULL);
  g_autofree char *out2 = g_build_filename (fx->dir, "exported-again.muster", NULL);
  g_autofree char *d1 = NULL, *d2 = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id, id2;

  id = mst_library_import_file (fx->library, src, catalogue, &error);
  g_assert_no_error (error);
  g_assert_true (mst_library_export_file (fx->library, id, out, &error));
  id2 = mst_library_import_file (fx->library, out, catalogue, &error);
  g_assert_true (mst_library_export_file (fx->library, id2, out2, &error));
  g_assert_true (g_file_get_contents (out, &d1, NULL, NULL));
  g_assert_true (g_file_get_contents (out2, &d2, NULL, NULL));
  g_assert_cmpstr (d1, ==, d2);

  /* A bad file is refused with its own message, and nothing is added. */
  {
    g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "fixtures", "malformed.muster", NULL);
    g_autoptr(GPtrArray) entries = NULL;
    g_clear_error (&error);
    g_assert_cmpint (mst_library_import_file (fx->library, bad, catalogue, &error), ==, 0);
    g_assert_error (error, MST_ERROR, MST_ERROR_MALFORMED);
    entries = mst_library_list (fx->library, NULL);
    g_assert_cmpuint (entries->len, ==, 2);
  }
}

static int
user_version (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int v = -1;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    v = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return v;
}

static void
test_created_at_current_version (Fixture *fx, gconstpointer data)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (user_version (fx->db), ==, MST_LIBRARY_SCHEMA_VERSION);
  /* WAL mode, for a writer killed mid-write. */
  g_assert_cmpint (sqlite3_open_v2 (fx->db, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_prepare_v2 (db, "PRAGMA journal_mode", -1, &stmt, NULL);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "wal");
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

static void
test_read_only (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) a = sample_force ("Kept");
  g_autoptr(MstLibrary) ro = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (mst_library_save (fx->library, a, &error));
  g_clear_object (&fx->library);

  if (geteuid () != 0)
    {
      /* A file the user may not write: opened read-only, by itself. */
      g_assert_cmpint (g_chmod (fx->db, 0444), ==, 0);
      ro = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
    }
  else
    /* root may write anything: ask for read-only. */
    ro = mst_library_open (fx->db, MST_LIBRARY_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_true (mst_library_is_read_only (ro));
  g_assert_nonnull (strstr (mst_library_get_read_only_reason (ro), fx->db));

  /* What the user had is all readable… */
  entries = mst_library_list (ro, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 1);
  /* …and a write says clearly why it cannot happen. */
  mst_force_set_name (a, "Changed");
  g_assert_false (mst_library_save (ro, a, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, fx->db));
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_chmod (fx->db, 0644);
}

static void
test_corrupt (Fixture *fx, gconstpointer data)
{
  g_autofree char *bad = g_build_filename (fx->dir, "corrupt.db", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *after = NULL;
  g_autoptr(MstLibrary) lib = NULL;
  g_autoptr(GError) error = NULL;
  gsize len = 0, after_len = 0;

  /* Not a database at all. */
  contents = g_strnfill (8192, 'x');
  g_assert_true (g_file_set_contents (bad, contents, -1, NULL));
  lib = mst_library_open (bad, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_null (lib);
  g_assert_error (error, MST_ERROR, MST_ERROR_DATABASE);
  g_assert_nonnull (strstr (error->message, bad));
  /* Left as it was: nothing the user had is lost. */
  g_assert_true (g_file_get_contents (bad, &after, &after_len, NULL));
  len = strlen (contents);
  g_assert_cmpuint (after_len, ==, len);
  g_assert_cmpmem (after, after_len, contents, len);
}

static void
test_migration_from_empty_database (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_build_filename (fx->dir, "v0.db", NULL);
  g_autoptr(MstLibrary) lib = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;

  /* A database at version 0 with an unrelated table: it gains the forces
   * table and the user's table is kept. */
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('keep');",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);

  lib = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (user_version (path), ==, MST_LIBRARY_SCHEMA_VERSION);
  g_clear_object (&lib);

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  {
    sqlite3_stmt *stmt = NULL;
    sqlite3_prepare_v2 (db, "SELECT t FROM notes", -1, &stmt, NULL);
    g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
    g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "keep");
    sqlite3_finalize (stmt);
  }
  sqlite3_close (db);
}

static void
test_newer_database_refused (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_build_filename (fx->dir, "future.db", NULL);
  g_autoptr(MstLibrary) lib = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA user_version = 99", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  lib = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_null (lib);
  g_assert_error (error, MST_ERROR, MST_ERROR_DATABASE);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_assert_cmpint (user_version (path), ==, 99);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/muster/library/rows", test_rows);
  ADD ("/muster/library/save-list-load", test_save_list_load);
  ADD ("/muster/library/delete-duplicate", test_delete_duplicate);
  ADD ("/muster/library/import-export", test_import_export);
  ADD ("/muster/library/created-at-current-version", test_created_at_current_version);
  ADD ("/muster/library/read-only", test_read_only);
  ADD ("/muster/library/corrupt", test_corrupt);
  ADD ("/muster/library/migration/from-empty-database", test_migration_from_empty_database);
  ADD ("/muster/library/migration/newer-refused", test_newer_database_refused);
#undef ADD

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
