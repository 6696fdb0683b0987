/* test-ownership.c: one live force per stored force, revisions, and stale writes refused.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

typedef struct {
  char *dir;
  char *db;
  MstLibrary *library;
  MstCampaignStore *store;
} Fixture;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-ownership-XXXXXX", NULL);
  fx->db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  mst_library_set_catalogue (fx->library, catalogue);
  fx->store = mst_campaign_store_new (fx->library, catalogue);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);
  mst_test_remove_tree (fx->dir);
  g_free (fx->dir);
  g_free (fx->db);
}

/* minimal.muster: Masséna commands Molitor (1er Léger; 16e Ligne) and
 * Duhesme (8e Hussards; Batterie à cheval), and the Vélites stand in no
 * command. */
static MstForce *
sample_force (void)
{
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  return force;
}

static MstUnit *
unit_named (MstForce *force, const char *name)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (mst_unit_get_name (g_ptr_array_index (units, i)), name) == 0)
      return g_ptr_array_index (units, i);
  return NULL;
}

static guint
bases_of (MstForce *force, const char *name)
{
  MstUnit *unit = unit_named (force, name);

  g_assert_nonnull (unit);
  return mst_unit_get_bases (unit);
}

static char *
stored_data (Fixture *fx, gint64 id)
{
  g_autoptr(GError) error = NULL;
  char *data = mst_library_get_force_data (fx->library, id, &error);

  g_assert_no_error (error);
  return data;
}

static void
assert_integrity (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

static MstBattle *
caldiero (void)
{
  MstBattle *battle = mst_battle_new ();

  mst_battle_set_date (battle, "1805-10-30");
  mst_battle_set_name (battle, "Caldiero");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_DRAWN);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 2, FALSE);
  mst_battle_set_unit (battle, "Batterie à cheval", "steady", 3, 1, FALSE);
  return battle;
}

static gint64
campaign_force (Fixture *fx)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  gint64 campaign, id;

  campaign = mst_campaign_store_create (fx->store, "Italy 1805", &error);
  g_assert_no_error (error);
  id = mst_campaign_store_add_force (fx->store, campaign, force, "1805-10-01", &error);
  g_assert_no_error (error);
  return id;
}

/* Every window asks the library, and gets the same force. */
static void
test_identity_map (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  MstForce *a, *b;
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  g_assert_no_error (error);
  id = mst_force_get_id (force);
  g_assert_cmpint (mst_force_get_revision (force), ==, 1);

  a = mst_library_get_force (fx->library, id, catalogue, &error);
  g_assert_no_error (error);
  b = mst_library_get_force (fx->library, id, catalogue, &error);
  g_assert_true (a == force);
  g_assert_true (b == force);
  g_object_unref (a);
  g_object_unref (b);

  /* When no one holds it any more, it is read afresh. */
  g_clear_object (&force);
  g_assert_null (mst_library_lookup_force (fx->library, id));
  a = mst_library_get_force (fx->library, id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_true (mst_library_lookup_force (fx->library, id) == a);
  g_assert_cmpstr (mst_force_get_name (a), ==, "Army of Italy");
  g_object_unref (a);
}

/* A copy read before the last write cannot write over it. */
static void
test_stale_save_refused (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(MstForce) stale = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  id = mst_force_get_id (force);
  stale = mst_library_load (fx->library, id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mst_force_get_revision (stale), ==, 1);

  mst_force_set_name (force, "Armée d'Italie");
  g_assert_true (mst_library_save (fx->library, force, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mst_force_get_revision (force), ==, 2);
  before = stored_data (fx, id);

  mst_force_set_name (stale, "Stale");
  g_assert_false (mst_library_save (fx->library, stale, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "changed elsewhere"));
  after = stored_data (fx, id);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (mst_force_get_revision (stale), ==, 1);

  /* Read again, it saves. */
  g_clear_error (&error);
  g_clear_object (&stale);
  stale = mst_library_load (fx->library, id, catalogue, &error);
  mst_force_set_name (stale, "Fresh");
  g_assert_true (mst_library_save (fx->library, stale, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mst_force_get_revision (stale), ==, 3);
  assert_integrity (fx->db);
}

static void
count_signal (gpointer instance, gint64 id, guint *count)
{
  (*count)++;
}

/* The regression: the force open in the editor while a battle is recorded
 * in the campaign window.  The editor's edit, made before or after, and
 * the battle's losses both survive. */
static void
test_battle_with_force_open (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) editor = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) stored = NULL;
  g_autofree char *data_ = NULL;
  guint line_before, battery_before, changed = 0;
  gint64 id, revision;

  id = campaign_force (fx);
  /* The editor opens the force as the window does. */
  editor = mst_library_get_force (fx->library, id, catalogue, &error);
  g_assert_no_error (error);
  line_before = bases_of (editor, "16e Ligne");
  battery_before = bases_of (editor, "Batterie à cheval");
  revision = mst_force_get_revision (editor);
  g_signal_connect (fx->library, "force-changed", G_CALLBACK (count_signal), &changed);

  /* An edit in the editor not saved yet when the battle is recorded. */
  mst_unit_set_name (unit_named (editor, "Vélites"), "Vélites de la Garde");

  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, id, battle, &error), >, 0);
  g_assert_no_error (error);

  /* The open force shows the losses at once, and keeps the edit. */
  g_assert_cmpuint (bases_of (editor, "16e Ligne"), ==, line_before - 2);
  g_assert_cmpuint (bases_of (editor, "Batterie à cheval"), ==, battery_before - 1);
  g_assert_nonnull (unit_named (editor, "Vélites de la Garde"));
  g_assert_cmpint (mst_force_get_revision (editor), >, revision);
  g_assert_cmpuint (changed, >=, 1);

  /* The edit was recorded in the history before the battle. */
  events = mst_campaign_store_list_events (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 3);
  g_assert_cmpint (mst_campaign_event_get_kind (g_ptr_array_index (events, 1)), ==, MST_CAMPAIGN_EVENT_EDITED);
  g_assert_cmpint (mst_campaign_event_get_kind (g_ptr_array_index (events, 2)), ==, MST_CAMPAIGN_EVENT_BATTLE);

  /* Another edit after the battle, saved as the editor autosaves. */
  mst_force_set_name (editor, "Armée d'Italie");
  g_assert_true (mst_library_save (fx->library, editor, &error));
  g_assert_no_error (error);

  data_ = stored_data (fx, id);
  stored = mst_force_new_from_data (data_, strlen (data_), "stored", catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_force_get_name (stored), ==, "Armée d'Italie");
  g_assert_cmpuint (bases_of (stored, "16e Ligne"), ==, line_before - 2);
  g_assert_cmpuint (bases_of (stored, "Batterie à cheval"), ==, battery_before - 1);
  /* No unit is renamed by the record. */
  g_assert_nonnull (unit_named (stored, "16e Ligne"));
  assert_integrity (fx->db);
}

/* A copy of the force kept aside (as another window used to load) cannot
 * write the losses away after a battle. */
static void
test_stale_copy_after_battle (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) copy = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(GError) error = NULL;
  g_autofree char *after_battle = NULL;
  g_autofree char *now = NULL;
  gint64 id;

  id = campaign_force (fx);
  copy = mst_library_load (fx->library, id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, id, battle, &error), >, 0);
  after_battle = stored_data (fx, id);

  mst_force_set_name (copy, "Stale copy");
  g_assert_false (mst_library_save (fx->library, copy, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_CONFLICT);
  now = stored_data (fx, id);
  g_assert_cmpstr (now, ==, after_battle);
}

/* The items model follows every write, whoever makes it. */
static void
test_items_follow (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibraryItem) item = NULL;
  GListModel *items = mst_library_get_items (fx->library);
  gint64 copy;

  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 0);
  g_assert_true (mst_library_save (fx->library, force, &error));
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 1);
  copy = mst_library_duplicate (fx->library, mst_force_get_id (force), "Zouaves", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 2);

  /* A rename sorts the row where its new name goes. */
  mst_force_set_name (force, "Zulu");
  g_assert_true (mst_library_save (fx->library, force, &error));
  item = g_list_model_get_item (items, 1);
  g_assert_cmpint (mst_library_item_get_id (item), ==, mst_force_get_id (force));
  g_assert_cmpstr (mst_library_item_get_entry (item)->name, ==, "Zulu");

  /* Even when a view already showed the new name as it was typed. */
  g_clear_object (&item);
  item = g_list_model_get_item (items, 1);
  mst_library_item_set_name (item, "Aardvark", catalogue);
  mst_force_set_name (force, "Aardvark");
  g_assert_true (mst_library_save (fx->library, force, &error));
  g_clear_object (&item);
  item = g_list_model_get_item (items, 0);
  g_assert_cmpint (mst_library_item_get_id (item), ==, mst_force_get_id (force));

  g_assert_true (mst_library_delete (fx->library, copy, &error));
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 1);
}

static char *
export_file (Fixture *fx, gint64 id, const char *name)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  char *path = g_build_filename (fx->dir, name, NULL);

  mst_test_run_cli (&r, "library", "--database", fx->db, "--force", "export", id_s, path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  return path;
}

static void
rename_in_file (const char *path, const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, NULL, &error);

  g_assert_no_error (error);
  mst_force_set_name (force, name);
  g_assert_true (mst_force_save_file (force, path, &error));
}

/* `library update` replaces the force only from a file of its current
 * revision; a stale file exits 3 and writes nothing. */
static void
test_cli_update (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *id_s = NULL;
  g_autofree char *file = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  id = mst_force_get_id (force);
  id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_clear_object (&force);
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);

  file = export_file (fx, id, "army.muster");
  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, " revision=\"1\""));

  /* Edited and sent back: it lands, and the revision moves on. */
  rename_in_file (file, "Armée d'Italie");
  mst_test_run_cli (&r, "library", "--database", fx->db, "update", id_s, file, NULL);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_cmpint (r.status, ==, 0);
  before = NULL;
  {
    g_autoptr(MstLibrary) library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
    g_autoptr(MstForce) stored = mst_library_load (library, id, catalogue, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (mst_force_get_name (stored), ==, "Armée d'Italie");
    g_assert_cmpint (mst_force_get_revision (stored), ==, 2);
    before = mst_library_get_force_data (library, id, NULL);
  }

  /* The same file again is now stale. */
  rename_in_file (file, "Stale");
  mst_test_run_cli (&r, "library", "--database", fx->db, "update", id_s, file, NULL);
  g_assert_cmpint (r.status, ==, 3);
  g_assert_nonnull (strstr (r.err, "Armée d'Italie"));
  g_assert_nonnull (strstr (r.err, "changed since this file was exported"));
  {
    g_autoptr(MstLibrary) library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
    after = mst_library_get_force_data (library, id, NULL);
  }
  g_assert_cmpstr (before, ==, after);
  assert_integrity (fx->db);

  /* A file with no revision cannot say what it was based on. */
  {
    g_autofree char *plain = mst_test_fixture ("minimal.muster");
    mst_test_run_cli (&r, "library", "--database", fx->db, "update", id_s, plain, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "no revision"));
  }
  /* The exit status is documented. */
  mst_test_run_cli (&r, "--help", NULL);
  g_assert_nonnull (strstr (r.out, "3 conflict"));
}

/* Two processes update one force from the same revision at once: one
 * wins, the other is told of the conflict, and what is stored is the
 * winner's file whole. */
static void
test_two_processes (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  g_autofree char *id_s = NULL;
  const char *cli = g_getenv ("MUSTER_CLI");
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  id = mst_force_get_id (force);
  id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_clear_object (&force);
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);

  for (int round = 0; round < 4; round++)
    {
      g_autofree char *a = export_file (fx, id, "a.muster");
      g_autofree char *b = export_file (fx, id, "b.muster");
      g_autofree char *script = NULL;
      g_autofree char *out = NULL;
      g_autofree char *name_a = g_strdup_printf ("Left %d", round);
      g_autofree char *name_b = g_strdup_printf ("Right %d", round);
      g_auto(GStrv) statuses = NULL;
      g_autoptr(MstLibrary) library = NULL;
      g_autoptr(MstForce) stored = NULL;
      const char *argv[] = { "/bin/sh", "-c", NULL, NULL };
      int wait_status;

      rename_in_file (a, name_a);
      rename_in_file (b, name_b);
      script = g_strdup_printf ("'%s' library --database '%s' update %s '%s' 2>/dev/null & p1=$!; "
                                "'%s' library --database '%s' update %s '%s' 2>/dev/null & p2=$!; "
                                "wait $p1; e1=$?; wait $p2; e2=$?; echo $e1 $e2",
                                cli, fx->db, id_s, a, cli, fx->db, id_s, b);
      argv[2] = script;
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, NULL, &wait_status, &error));
      g_assert_no_error (error);
      g_strstrip (out);
      statuses = g_strsplit (out, " ", 2);
      g_assert_cmpuint (g_strv_length (statuses), ==, 2);
      /* Exactly one of them wrote. */
      g_assert_true ((g_str_equal (statuses[0], "0") && g_str_equal (statuses[1], "3")) ||
                     (g_str_equal (statuses[0], "3") && g_str_equal (statuses[1], "0")));

      library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
      g_assert_no_error (error);
      stored = mst_library_load (library, id, catalogue, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (mst_force_get_name (stored), ==,
                       g_str_equal (statuses[0], "0") ? name_a : name_b);
      g_assert_cmpuint (mst_force_get_n_units (stored), ==, 5);
      assert_integrity (fx->db);
    }
}

/* Opening a library written before revisions gives every force revision 1. */
static void
test_migration_adds_revisions (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) reopened = NULL;
  g_autoptr(MstForce) loaded = NULL;
  sqlite3 *db = NULL;
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  id = mst_force_get_id (force);
  g_clear_object (&force);
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);

  /* Back to schema 2, as an older Muster left it. */
  g_assert_cmpint (sqlite3_open (fx->db, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "DROP INDEX battles_live; DROP INDEX battles_totals; "
                                 "DROP INDEX campaign_events_retracted_once; ALTER TABLE campaign_events DROP COLUMN retracts; "
                                 "ALTER TABLE battles DROP COLUMN retracted; ALTER TABLE battle_units DROP COLUMN fates; "
                                 "ALTER TABLE forces DROP COLUMN revision; PRAGMA user_version = 2",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);

  reopened = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  loaded = mst_library_load (reopened, id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mst_force_get_revision (loaded), ==, 1);
  g_assert_cmpstr (mst_force_get_name (loaded), ==, "Army of Italy");
}

static void
wait_saved (MstForceSession *session)
{
  while (mst_force_session_get_dirty (session) || mst_force_session_get_saving (session))
    g_main_context_iteration (NULL, TRUE);
}

static void
on_reloaded (MstForceSession *session, gboolean lost, int *seen)
{
  *seen = lost ? 2 : 1;
}

/* The editor's saves run in a thread, one at a time, coalesced. */
static void
test_session_saves (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(MstForceSession) session = NULL;
  g_autoptr(MstForce) stored = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  id = mst_force_get_id (force);
  session = mst_force_session_new (fx->library, force);
  g_assert_false (mst_force_session_get_dirty (session));

  /* Typing a name: forty changes before the main loop runs. */
  for (int i = 0; i < 40; i++)
    {
      g_autofree char *name = g_strdup_printf ("Army of Italy %d", i);
      mst_force_set_name (force, name);
    }
  g_assert_true (mst_force_session_get_dirty (session));
  wait_saved (session);
  g_assert_null (mst_force_session_get_error (session));
  /* One save for all of them. */
  g_assert_cmpint (mst_force_get_revision (force), ==, 2);
  stored = mst_library_load (fx->library, id, catalogue, &error);
  g_assert_cmpstr (mst_force_get_name (stored), ==, "Army of Italy 39");

  /* flush stores what is left at once. */
  mst_force_set_name (force, "Armée d'Italie");
  g_assert_true (mst_force_session_flush (session, &error));
  g_assert_no_error (error);
  g_assert_false (mst_force_session_get_dirty (session));
  g_clear_object (&stored);
  stored = mst_library_load (fx->library, id, catalogue, &error);
  g_assert_cmpstr (mst_force_get_name (stored), ==, "Armée d'Italie");
}

/* Another copy of Muster wrote the force: the editor's next save is
 * refused, the force is read again, and the window is told. */
static void
test_session_conflict (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(MstForceSession) session = NULL;
  g_autoptr(GError) error = NULL;
  int seen = 0;
  gint64 id;

  g_assert_true (mst_library_save (fx->library, force, &error));
  id = mst_force_get_id (force);
  session = mst_force_session_new (fx->library, force);
  g_signal_connect (session, "reloaded", G_CALLBACK (on_reloaded), &seen);

  /* The other process, through a connection of its own. */
  {
    g_autoptr(MstLibrary) other = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
    g_autoptr(MstForce) theirs = mst_library_load (other, id, catalogue, &error);

    g_assert_no_error (error);
    mst_force_set_name (theirs, "Theirs");
    g_assert_true (mst_library_save (other, theirs, &error));
  }

  mst_force_set_name (force, "Mine");
  wait_saved (session);
  g_assert_nonnull (mst_force_session_get_error (session));
  g_assert_true (g_error_matches (mst_force_session_get_error (session), MST_ERROR, MST_ERROR_CONFLICT));
  g_assert_nonnull (strstr (mst_force_session_get_error_message (session), "not kept"));
  g_assert_cmpint (seen, ==, 2);
  /* What is stored, in the window. */
  g_assert_cmpstr (mst_force_get_name (force), ==, "Theirs");
  g_assert_cmpint (mst_force_get_revision (force), ==, 2);
  g_assert_false (mst_history_can_undo (mst_force_session_get_history (session)));

  /* Editing on from there saves again. */
  mst_force_set_name (force, "Mine again");
  wait_saved (session);
  g_assert_null (mst_force_session_get_error (session));
  g_assert_cmpint (mst_force_get_revision (force), ==, 3);
}

/* A battle recorded while the force is open in the editor. */
static void
test_session_battle (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForceSession) session = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(MstForce) stored = NULL;
  g_autoptr(GError) error = NULL;
  guint before;
  int seen = 0;
  gint64 id;

  id = campaign_force (fx);
  force = mst_library_get_force (fx->library, id, catalogue, &error);
  session = mst_force_session_new (fx->library, force);
  g_signal_connect (session, "reloaded", G_CALLBACK (on_reloaded), &seen);
  before = bases_of (force, "16e Ligne");

  mst_history_set (mst_force_session_get_history (session), "Rename", force, "name", "Armée d'Italie", NULL);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, id, battle, &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpint (seen, ==, 1);
  g_assert_false (mst_force_session_get_dirty (session));
  g_assert_cmpuint (bases_of (force, "16e Ligne"), ==, before - 2);
  g_assert_cmpstr (mst_force_get_name (force), ==, "Armée d'Italie");

  /* An edit after it, autosaved: the losses stay. */
  mst_unit_set_name (unit_named (force, "Vélites"), "Vélites de la Garde");
  wait_saved (session);
  g_assert_null (mst_force_session_get_error (session));
  stored = mst_library_load (fx->library, id, catalogue, &error);
  g_assert_cmpuint (bases_of (stored, "16e Ligne"), ==, before - 2);
  g_assert_nonnull (unit_named (stored, "Vélites de la Garde"));
  assert_integrity (fx->db);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/ownership/identity-map", test_identity_map);
  ADD ("/ownership/stale-save-refused", test_stale_save_refused);
  ADD ("/ownership/battle-with-force-open", test_battle_with_force_open);
  ADD ("/ownership/stale-copy-after-battle", test_stale_copy_after_battle);
  ADD ("/ownership/items-follow", test_items_follow);
  ADD ("/ownership/cli-update", test_cli_update);
  ADD ("/ownership/two-processes", test_two_processes);
  ADD ("/ownership/migration-adds-revisions", test_migration_adds_revisions);
  ADD ("/ownership/session/saves", test_session_saves);
  ADD ("/ownership/session/conflict", test_session_conflict);
  ADD ("/ownership/session/battle", test_session_battle);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
