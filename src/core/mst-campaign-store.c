/* mst-campaign-store.c: campaigns and the forces in them, in the library database
 * (battles and history are in mst-campaign-records.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-store-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-private.h"
#include "mst-xml-private.h"

static void campaign_store_backend_init (MstCampaignBackendInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MstCampaignStore, mst_campaign_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MST_TYPE_CAMPAIGN_BACKEND, campaign_store_backend_init))

typedef struct {
  gint64 revision;
  char *data;
} Prepared;

static void
prepared_free (gpointer data)
{
  Prepared *p = data;

  g_free (p->data);
  g_free (p);
}

static void
mst_campaign_store_finalize (GObject *object)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (object);

  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_hash_table_destroy (self->prepared);
  g_mutex_clear (&self->prepared_lock);

  G_OBJECT_CLASS (mst_campaign_store_parent_class)->finalize (object);
}

static void
mst_campaign_store_class_init (MstCampaignStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_campaign_store_finalize;
}

static void
mst_campaign_store_init (MstCampaignStore *self)
{
  g_mutex_init (&self->prepared_lock);
  self->prepared = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, prepared_free);
}

MstCampaignStore *
mst_campaign_store_new (MstLibrary *library, MstCatalogue *catalogue)
{
  MstCampaignStore *self;

  g_return_val_if_fail (MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (MST_TYPE_CAMPAIGN_STORE, NULL);
  self->library = g_object_ref (library);
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  return self;
}

MstLibrary *
mst_campaign_store_get_library (MstCampaignStore *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);
  return self->library;
}

MstCatalogue *
mst_campaign_store_get_catalogue (MstCampaignStore *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);
  return self->catalogue;
}

void
mst_campaign_summary_free (MstCampaignSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->name);
  g_free (summary->total.name);
  g_free (summary->total.list_id);
  g_free (summary->total.ruleset);
  g_clear_pointer (&summary->forces, g_ptr_array_unref);
  g_free (summary);
}

/* Database helpers */

sqlite3 *
mst_store_db (MstCampaignStore *self)
{
  return mst_library_get_db (self->library);
}



sqlite3_stmt *
mst_store_prepare (MstCampaignStore *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = NULL;

  /* Prepared once a connection: done with, it is kept for the next
   * (mst_stmt_cache_done()). */
  if (mst_stmt_cache_prepare (mst_store_db (self), sql, &stmt) != SQLITE_OK)
    {
      mst_library_fail (self->library, error);
      return NULL;
    }
  return stmt;
}

/* Steps a statement that returns no rows, and finalizes it. */
gboolean
mst_store_run (MstCampaignStore *self, sqlite3_stmt *stmt, GError **error)
{
  gboolean ok = sqlite3_step (stmt) == SQLITE_DONE;

  if (!ok)
    mst_library_fail (self->library, error);
  mst_stmt_cache_done (stmt);
  return ok;
}

void
mst_store_bind_text (sqlite3_stmt *stmt, int i, const char *text)
{
  if (text == NULL)
    sqlite3_bind_null (stmt, i);
  else
    sqlite3_bind_text (stmt, i, text, -1, SQLITE_TRANSIENT);
}

char *
mst_store_column_dup (sqlite3_stmt *stmt, int i)
{
  return g_strdup ((const char *) sqlite3_column_text (stmt, i));
}

MstLibraryEntry *
mst_store_read_entry (sqlite3_stmt *stmt)
{
  MstLibraryEntry *e = g_new0 (MstLibraryEntry, 1);

  e->id = sqlite3_column_int64 (stmt, 0);
  e->name = mst_store_column_dup (stmt, 1);
  e->ruleset = mst_store_column_dup (stmt, 2);
  e->list_id = mst_store_column_dup (stmt, 3);
  e->created = sqlite3_column_int64 (stmt, 4);
  e->modified = sqlite3_column_int64 (stmt, 5);
  return e;
}

/* A read-only view over several statements: one snapshot of the database,
 * even while another process writes. */
void
mst_store_read_begin (MstCampaignStore *self)
{
  if (sqlite3_get_autocommit (mst_store_db (self)))
    sqlite3_exec (mst_store_db (self), "BEGIN", NULL, NULL, NULL);
}

void
mst_store_read_end (MstCampaignStore *self, gboolean began)
{
  if (began && !sqlite3_get_autocommit (mst_store_db (self)))
    sqlite3_exec (mst_store_db (self), "COMMIT", NULL, NULL, NULL);
}

static gboolean
no_campaign (MstCampaignStore *self, gint64 id, GError **error)
{
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
               _("%s: there is no campaign %s"), mst_library_get_path (self->library), id_s);
  return FALSE;
}

gboolean
mst_store_no_force (MstCampaignStore *self, gint64 id, GError **error)
{
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
               _("%s: force %s is in no campaign"), mst_library_get_path (self->library), id_s);
  return FALSE;
}

/* Campaigns */

gint64
mst_store_insert_campaign (MstCampaignStore *self,
                           const char       *name,
                           gboolean          archived,
                           gint64            created,
                           GError          **error)
{
  sqlite3_stmt *stmt = mst_store_prepare (self, "INSERT INTO campaigns (name, archived, created, modified) "
                                      "VALUES (?1, ?2, ?3, ?4)", error);

  if (stmt == NULL)
    return 0;
  mst_store_bind_text (stmt, 1, name);
  sqlite3_bind_int (stmt, 2, archived ? 1 : 0);
  sqlite3_bind_int64 (stmt, 3, created);
  sqlite3_bind_int64 (stmt, 4, mst_campaign_now ());
  if (!mst_store_run (self, stmt, error))
    return 0;
  return sqlite3_last_insert_rowid (mst_store_db (self));
}

gint64
mst_campaign_store_create (MstCampaignStore *self, const char *name, GError **error)
{
  g_autofree char *clean = NULL;
  gint64 id;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);

  clean = mst_campaign_clean_name (name, error);
  if (clean == NULL)
    return 0;
  if (!mst_library_begin (self->library, error))
    return 0;
  id = mst_store_insert_campaign (self, clean, FALSE, mst_campaign_now (), error);
  if (id == 0)
    {
      mst_library_rollback (self->library);
      return 0;
    }
  if (!mst_library_commit (self->library, error))
    return 0;
  return id;
}

/* Runs an UPDATE of one campaign (?1 its id, ?2 the value) in a transaction. */
static gboolean
update_campaign (MstCampaignStore *self,
                 gint64            id,
                 const char       *sql,
                 const char       *text,
                 gint64            value,
                 GError          **error)
{
  sqlite3_stmt *stmt;

  if (!mst_library_begin (self->library, error))
    return FALSE;
  stmt = mst_store_prepare (self, sql, error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, id);
  if (text != NULL)
    mst_store_bind_text (stmt, 2, text);
  else
    sqlite3_bind_int64 (stmt, 2, value);
  sqlite3_bind_int64 (stmt, 3, mst_campaign_now ());
  if (!mst_store_run (self, stmt, error))
    goto fail;
  if (sqlite3_changes (mst_store_db (self)) == 0)
    {
      no_campaign (self, id, error);
      goto fail;
    }
  return mst_library_commit (self->library, error);

fail:
  mst_library_rollback (self->library);
  return FALSE;
}

gboolean
mst_campaign_store_rename (MstCampaignStore *self, gint64 campaign_id, const char *name, GError **error)
{
  g_autofree char *clean = NULL;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);

  clean = mst_campaign_clean_name (name, error);
  if (clean == NULL)
    return FALSE;
  return update_campaign (self, campaign_id,
                          "UPDATE campaigns SET name = ?2, modified = ?3 "
                          "WHERE id = ?1 AND deleted IS NULL", clean, 0, error);
}

gboolean
mst_campaign_store_set_archived (MstCampaignStore *self, gint64 campaign_id, gboolean archived,
                                 GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);
  return update_campaign (self, campaign_id,
                          "UPDATE campaigns SET archived = ?2, modified = ?3 "
                          "WHERE id = ?1 AND deleted IS NULL", NULL, archived ? 1 : 0, error);
}

gboolean
mst_campaign_store_delete (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);
  return update_campaign (self, campaign_id,
                          "UPDATE campaigns SET deleted = ?2, modified = ?3 "
                          "WHERE id = ?1 AND deleted IS NULL", NULL, mst_campaign_now (), error);
}

gboolean
mst_campaign_store_restore (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);
  return update_campaign (self, campaign_id,
                          "UPDATE campaigns SET deleted = NULL, modified = ?3 "
                          "WHERE id = ?1 AND deleted IS NOT NULL AND ?2 = 0", NULL, 0, error);
}

int
mst_campaign_store_purge_deleted (MstCampaignStore *self, gint64 before, GError **error)
{
  sqlite3_stmt *stmt;
  int n;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), -1);

  if (!mst_library_begin (self->library, error))
    return -1;
  stmt = mst_store_prepare (self, "DELETE FROM campaigns WHERE deleted IS NOT NULL AND deleted <= ?1", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, before);
  if (!mst_store_run (self, stmt, error))
    goto fail;
  n = sqlite3_changes (mst_store_db (self));
  if (!mst_library_commit (self->library, error))
    return -1;
  return n;

fail:
  mst_library_rollback (self->library);
  return -1;
}

#define CAMPAIGN_COLUMNS \
  "SELECT c.id, c.name, c.archived, c.created, c.modified, " \
  "  (SELECT count(*) FROM campaign_forces f WHERE f.campaign_id = c.id), " \
  "  (SELECT count(*) FROM battles b WHERE b.campaign_id = c.id AND b.retracted = 0), " \
  "  (SELECT min(date) FROM battles b WHERE b.campaign_id = c.id AND b.retracted = 0), " \
  "  (SELECT max(date) FROM battles b WHERE b.campaign_id = c.id AND b.retracted = 0) " \
  "FROM campaigns c "

static MstCampaign *
read_campaign (sqlite3_stmt *stmt)
{
  return mst_campaign_new (sqlite3_column_int64 (stmt, 0),
                           (const char *) sqlite3_column_text (stmt, 1),
                           sqlite3_column_int (stmt, 2) != 0,
                           sqlite3_column_int64 (stmt, 3),
                           sqlite3_column_int64 (stmt, 4),
                           (guint) sqlite3_column_int (stmt, 5),
                           (guint) sqlite3_column_int (stmt, 6),
                           (const char *) sqlite3_column_text (stmt, 7),
                           (const char *) sqlite3_column_text (stmt, 8));
}

GPtrArray *
mst_campaign_store_list (MstCampaignStore *self, gboolean with_archived, GError **error)
{
  g_autoptr(GPtrArray) campaigns = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  stmt = mst_store_prepare (self, CAMPAIGN_COLUMNS "WHERE c.deleted IS NULL AND (?1 OR c.archived = 0)", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int (stmt, 1, with_archived ? 1 : 0);
  campaigns = g_ptr_array_new_with_free_func (g_object_unref);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (campaigns, read_campaign (stmt));
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      mst_stmt_cache_done (stmt);
      return NULL;
    }
  mst_stmt_cache_done (stmt);
  g_ptr_array_sort (campaigns, mst_campaign_compare_campaigns);
  return g_steal_pointer (&campaigns);
}

MstCampaign *
mst_campaign_store_get (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  MstCampaign *campaign = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  stmt = mst_store_prepare (self, CAMPAIGN_COLUMNS "WHERE c.id = ?1 AND c.deleted IS NULL", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    campaign = read_campaign (stmt);
  else if (rc == SQLITE_DONE)
    no_campaign (self, campaign_id, error);
  else
    mst_library_fail (self->library, error);
  mst_stmt_cache_done (stmt);
  return campaign;
}

/* Checks that the campaign exists and is not deleted. */
static gboolean
campaign_exists (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  g_autoptr(MstCampaign) campaign = mst_campaign_store_get (self, campaign_id, error);
  return campaign != NULL;
}

/* Inside a transaction: the force enters the campaign with @data. */
gboolean
mst_store_join_locked (MstCampaignStore *self,
                       gint64            campaign_id,
                       gint64            force_id,
                       const char       *data,
                       const char       *date,
                       gint64            recorded,
                       GError          **error)
{
  g_autoptr(MstCampaignEvent) event = mst_campaign_event_new_joined (data);
  g_autoptr(MstForce) force = NULL;
  sqlite3_stmt *stmt;

  mst_campaign_event_set_date (event, date);
  mst_campaign_event_set_ids (event, 0, campaign_id, force_id);
  if (!mst_campaign_event_apply (event, &force, self->catalogue, error))
    return FALSE;

  stmt = mst_store_prepare (self, "SELECT c.name FROM campaign_forces f JOIN campaigns c ON c.id = f.campaign_id "
                        "WHERE f.force_id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, force_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” is already in the campaign “%s”"), mst_force_get_name (force),
                   (const char *) sqlite3_column_text (stmt, 0));
      mst_stmt_cache_done (stmt);
      return FALSE;
    }
  mst_stmt_cache_done (stmt);

  stmt = mst_store_prepare (self, "INSERT INTO campaign_forces (force_id, campaign_id, joined, state) "
                        "VALUES (?1, ?2, ?3, '')", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, force_id);
  sqlite3_bind_int64 (stmt, 2, campaign_id);
  sqlite3_bind_int64 (stmt, 3, recorded);
  if (!mst_store_run (self, stmt, error))
    return FALSE;

  return mst_store_insert_event (self, event, campaign_id, force_id, 0, recorded, error) &&
         mst_store_write_state (self, force_id, force, error) &&
         mst_store_touch_campaign (self, campaign_id, error);
}

gint64
mst_store_insert_force_row (MstCampaignStore *self, MstForce *force, GError **error)
{
  g_autofree char *data = mst_force_to_data (force, NULL);
  sqlite3_stmt *stmt;

  stmt = mst_store_prepare (self, "INSERT INTO forces (name, ruleset, list_id, data, created, modified) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?5)", error);
  if (stmt == NULL)
    return 0;
  mst_store_bind_text (stmt, 1, mst_force_get_name (force));
  mst_store_bind_text (stmt, 2, mst_force_get_ruleset (force));
  mst_store_bind_text (stmt, 3, mst_force_get_list_id (force));
  mst_store_bind_text (stmt, 4, data);
  sqlite3_bind_int64 (stmt, 5, mst_campaign_now ());
  if (!mst_store_run (self, stmt, error))
    return 0;
  mst_library_touch (self->library, sqlite3_last_insert_rowid (mst_store_db (self)));
  return sqlite3_last_insert_rowid (mst_store_db (self));
}

gint64
mst_campaign_store_add_force (MstCampaignStore *self,
                              gint64            campaign_id,
                              MstForce         *force,
                              const char       *date,
                              GError          **error)
{
  g_autofree char *data = NULL;
  gint64 id;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);
  g_return_val_if_fail (MST_IS_FORCE (force), 0);

  if (!mst_campaign_check_date (date, error) || !mst_library_begin (self->library, error))
    return 0;
  if (!campaign_exists (self, campaign_id, error))
    goto fail;
  id = mst_store_insert_force_row (self, force, error);
  if (id == 0)
    goto fail;
  data = mst_force_to_data (force, NULL);
  if (!mst_store_join_locked (self, campaign_id, id, data, date, mst_campaign_now (), error))
    goto fail;
  if (!mst_library_commit (self->library, error))
    return 0;
  mst_force_set_id (force, id);
  return id;

fail:
  mst_library_rollback (self->library);
  return 0;
}

gboolean
mst_campaign_store_move_force (MstCampaignStore *self,
                               gint64            campaign_id,
                               gint64            force_id,
                               const char       *date,
                               GError          **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);

  if (!mst_campaign_check_date (date, error) || !mst_library_begin (self->library, error))
    return FALSE;
  if (!campaign_exists (self, campaign_id, error))
    goto fail;
  data = mst_library_get_force_data (self->library, force_id, error);
  if (data == NULL ||
      !mst_store_join_locked (self, campaign_id, force_id, data, date, mst_campaign_now (), error))
    goto fail;
  return mst_library_commit (self->library, error);

fail:
  mst_library_rollback (self->library);
  return FALSE;
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const MstLibraryEntry *ea = *(MstLibraryEntry **) a;
  const MstLibraryEntry *eb = *(MstLibraryEntry **) b;

  return mst_campaign_compare_named (ea->name, ea->id, eb->name, eb->id);
}

GPtrArray *
mst_campaign_store_list_forces (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  stmt = mst_store_prepare (self, "SELECT f.id, f.name, f.ruleset, f.list_id, f.created, f.modified "
                        "FROM campaign_forces cf JOIN forces f ON f.id = cf.force_id "
                        "WHERE cf.campaign_id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_library_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_ptr_array_add (entries, mst_store_read_entry (stmt));
    }
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      mst_stmt_cache_done (stmt);
      return NULL;
    }
  mst_stmt_cache_done (stmt);
  g_ptr_array_sort (entries, compare_entries);
  return g_steal_pointer (&entries);
}

GPtrArray *
mst_campaign_store_list_free_forces (MstCampaignStore *self, GError **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  /* One query, however many forces the library holds. */
  stmt = mst_store_prepare (self, "SELECT f.id, f.name, f.ruleset, f.list_id, f.created, f.modified "
                        "FROM forces f WHERE NOT EXISTS (SELECT 1 FROM campaign_forces cf "
                        "JOIN campaigns c ON c.id = cf.campaign_id "
                        "WHERE cf.force_id = f.id AND c.deleted IS NULL)", error);
  if (stmt == NULL)
    return NULL;
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_library_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_ptr_array_add (entries, mst_store_read_entry (stmt));
    }
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      mst_stmt_cache_done (stmt);
      return NULL;
    }
  mst_stmt_cache_done (stmt);
  g_ptr_array_sort (entries, compare_entries);
  return g_steal_pointer (&entries);
}

gint64
mst_campaign_store_get_force_campaign (MstCampaignStore *self, gint64 force_id, GError **error)
{
  sqlite3_stmt *stmt;
  gint64 id = 0;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);

  stmt = mst_store_prepare (self, "SELECT cf.campaign_id FROM campaign_forces cf "
                        "JOIN campaigns c ON c.id = cf.campaign_id "
                        "WHERE cf.force_id = ?1 AND c.deleted IS NULL", error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, force_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  else if (rc != SQLITE_DONE)
    mst_library_fail (self->library, error);
  mst_stmt_cache_done (stmt);
  return id;
}

/* The library's database as a backend: each call is the store's own. */

static const char *
store_get_location (MstCampaignBackend *backend)
{
  return mst_library_get_path (MST_CAMPAIGN_STORE (backend)->library);
}

static gint64
store_create (MstCampaignBackend *backend, const char *name, GError **error)
{
  return mst_campaign_store_create (MST_CAMPAIGN_STORE (backend), name, error);
}

static gboolean
store_rename (MstCampaignBackend *backend, gint64 campaign_id, const char *name, GError **error)
{
  return mst_campaign_store_rename (MST_CAMPAIGN_STORE (backend), campaign_id, name, error);
}

static gboolean
store_set_archived (MstCampaignBackend *backend, gint64 campaign_id, gboolean archived, GError **error)
{
  return mst_campaign_store_set_archived (MST_CAMPAIGN_STORE (backend), campaign_id, archived, error);
}

static gboolean
store_remove (MstCampaignBackend *backend, gint64 campaign_id, gboolean deleted, GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);

  return deleted ? mst_campaign_store_delete (self, campaign_id, error)
                 : mst_campaign_store_restore (self, campaign_id, error);
}

static GPtrArray *
store_list (MstCampaignBackend *backend, gboolean with_archived, GError **error)
{
  return mst_campaign_store_list (MST_CAMPAIGN_STORE (backend), with_archived, error);
}

static MstCampaignSummary *
store_summarize (MstCampaignBackend *backend, gint64 campaign_id, GError **error)
{
  return mst_campaign_store_summarize (MST_CAMPAIGN_STORE (backend), campaign_id, error);
}

static GPtrArray *
store_list_battles (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id, gboolean with_records,
                    GError **error)
{
  return mst_campaign_store_list_battles (MST_CAMPAIGN_STORE (backend), campaign_id, force_id, with_records,
                                          error);
}

static gint64
store_add_force (MstCampaignBackend *backend, gint64 campaign_id, MstForce *force, const char *date,
                 GError **error)
{
  return mst_campaign_store_add_force (MST_CAMPAIGN_STORE (backend), campaign_id, force, date, error);
}

static gint64
store_get_force_campaign (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  return mst_campaign_store_get_force_campaign (MST_CAMPAIGN_STORE (backend), force_id, error);
}

char *
mst_store_live_data (MstCampaignStore *self, gint64 force_id, gint64 stored)
{
  char *data = NULL;

  if (mst_library_is_owner_thread (self->library))
    {
      MstForce *live = mst_library_lookup_force (self->library, force_id);

      return live != NULL && mst_force_get_revision (live) == stored ? mst_force_to_data (live, NULL) : NULL;
    }
  g_mutex_lock (&self->prepared_lock);
  {
    Prepared *p = g_hash_table_lookup (self->prepared, &force_id);

    if (p != NULL && p->revision == stored)
      data = g_strdup (p->data);
  }
  g_mutex_unlock (&self->prepared_lock);
  return data;
}

static MstForce *
store_get_force (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);
  g_autofree char *data = NULL;
  gint64 revision = 0;
  MstForce *force;

  if (mst_library_is_owner_thread (self->library))
    return mst_library_get_force (self->library, force_id, self->catalogue, error);
  /* On a worker: a force of its own, never the window's live one, as the
   * window had it when the call was asked (prepare_write), or as stored. */
  g_mutex_lock (&self->prepared_lock);
  {
    Prepared *p = g_hash_table_lookup (self->prepared, &force_id);

    if (p != NULL)
      {
        data = g_strdup (p->data);
        revision = p->revision;
      }
  }
  g_mutex_unlock (&self->prepared_lock);
  if (data == NULL || revision != mst_campaign_backend_get_revision (backend, force_id, NULL))
    return mst_library_load (self->library, force_id, self->catalogue, error);
  force = mst_force_open_data (data, strlen (data), mst_library_get_path (self->library), self->catalogue, error);
  if (force != NULL)
    {
      mst_force_set_id (force, force_id);
      mst_force_set_revision (force, revision);
    }
  return force;
}

static MstCampaignCapabilities
store_get_capabilities (MstCampaignBackend *backend)
{
  return MST_CAMPAIGN_CAN_MANAGE | MST_CAMPAIGN_CAN_EXPORT | MST_CAMPAIGN_CAN_PLAY | MST_CAMPAIGN_CAN_SHOW_BEFORE |
         MST_CAMPAIGN_CAN_PUBLISH;
}

static MstBattle *
store_get_battle (MstCampaignBackend *backend, MstBattle *listed, GError **error)
{
  return mst_campaign_store_get_battle (MST_CAMPAIGN_STORE (backend), mst_battle_get_id (listed), error);
}

static MstForce *
store_replay_before_battle (MstCampaignBackend *backend, gint64 battle_id, GError **error)
{
  return mst_campaign_store_replay_before_battle (MST_CAMPAIGN_STORE (backend), battle_id, error);
}

static GPtrArray *
store_list_battles_page (MstCampaignBackend *backend, gint64 campaign_id, MstBattle *after, guint n, GError **error)
{
  return mst_campaign_store_list_battles_page (MST_CAMPAIGN_STORE (backend), campaign_id, after, n, error);
}

static int
store_purge_deleted (MstCampaignBackend *backend, gint64 before, GError **error)
{
  return mst_campaign_store_purge_deleted (MST_CAMPAIGN_STORE (backend), before, error);
}

static gboolean
store_move_force (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id, const char *date,
                  GError **error)
{
  return mst_campaign_store_move_force (MST_CAMPAIGN_STORE (backend), campaign_id, force_id, date, error);
}

static GPtrArray *
store_list_free_forces (MstCampaignBackend *backend, GError **error)
{
  return mst_campaign_store_list_free_forces (MST_CAMPAIGN_STORE (backend), error);
}

static GPtrArray *
store_list_forces (MstCampaignBackend *backend, gint64 campaign_id, GError **error)
{
  return mst_campaign_store_list_forces (MST_CAMPAIGN_STORE (backend), campaign_id, error);
}

static gboolean
store_record_battle_pair (MstCampaignBackend *backend, gint64 force_id, MstBattle *battle, gint64 other_force_id,
                          MstBattle *other_battle, gint64 ids[2], GError **error)
{
  return mst_campaign_store_record_battles (MST_CAMPAIGN_STORE (backend), force_id, battle, other_force_id,
                                            other_battle, ids, error);
}

static gboolean
store_export_file (MstCampaignBackend *backend, gint64 campaign_id, const char *path, GError **error)
{
  return mst_campaign_store_export_file (MST_CAMPAIGN_STORE (backend), campaign_id, path, error);
}

static const char *
store_get_read_only_reason (MstCampaignBackend *backend)
{
  MstLibrary *library = MST_CAMPAIGN_STORE (backend)->library;

  return mst_library_is_read_only (library) ? mst_library_get_read_only_reason (library) : NULL;
}

static void
store_prepare_write (MstCampaignBackend *backend, gint64 force_id)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);
  MstForce *live;

  g_return_if_fail (mst_library_is_owner_thread (self->library));
  live = mst_library_lookup_force (self->library, force_id);
  g_mutex_lock (&self->prepared_lock);
  if (live == NULL)
    g_hash_table_remove (self->prepared, &force_id);
  else
    {
      Prepared *p = g_new0 (Prepared, 1);

      p->revision = mst_force_get_revision (live);
      p->data = mst_force_to_data (live, NULL);
      g_hash_table_insert (self->prepared, g_memdup2 (&force_id, sizeof force_id), p);
    }
  g_mutex_unlock (&self->prepared_lock);
}

static gint64
store_get_revision (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);
  sqlite3_stmt *stmt = mst_store_prepare (self, "SELECT revision FROM forces WHERE id = ?1", error);
  gint64 revision = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, force_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    revision = sqlite3_column_int64 (stmt, 0);
  else
    mst_store_no_force (self, force_id, error);
  mst_stmt_cache_done (stmt);
  return revision;
}

/* A change stated to be based on @base_revision is refused when the force
 * has moved on since.  The library's writes are serialised by SQLite and
 * each append reads the force afresh, so this check stands for the user's
 * view of the force, not for the database's consistency. */
static gboolean
store_check_revision (MstCampaignStore *self, gint64 force_id, gint64 base_revision, GError **error)
{
  gint64 revision;

  if (base_revision < 0)
    return TRUE;
  revision = store_get_revision (MST_CAMPAIGN_BACKEND (self), force_id, error);
  if (revision == 0)
    return FALSE;
  if (revision != base_revision)
    return mst_campaign_set_conflict (error, mst_library_get_path (self->library), force_id, base_revision, revision);
  return TRUE;
}

static gint64
store_record_battle (MstCampaignBackend *backend, gint64 force_id, MstBattle *battle, gint64 base_revision,
                     GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);

  if (!store_check_revision (self, force_id, base_revision, error))
    return 0;
  return mst_campaign_store_record_battle (self, force_id, battle, error);
}

static gboolean
store_record_battles (MstCampaignBackend *backend, gint64 force_id, GPtrArray *battles, gint64 base_revision,
                      gint64 *ids, GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);

  if (!store_check_revision (self, force_id, base_revision, error))
    return FALSE;
  return mst_campaign_store_record_battle_list (self, force_id, battles, ids, error);
}

static gint64
store_retract (MstCampaignBackend *backend, gint64 event_id, const char *reason, GError **error)
{
  return mst_campaign_store_retract (MST_CAMPAIGN_STORE (backend), event_id, reason, error);
}

static gint64
store_append (MstCampaignBackend *backend, gint64 force_id, MstCampaignEvent *event, gint64 base_revision,
              GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);

  if (!store_check_revision (self, force_id, base_revision, error))
    return 0;
  return mst_campaign_store_append (self, force_id, event, error);
}

static GPtrArray *
store_list_events (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  return mst_campaign_store_list_events (MST_CAMPAIGN_STORE (backend), force_id, error);
}

static MstForce *
store_replay (MstCampaignBackend *backend, gint64 force_id, const char *date, GError **error)
{
  MstCampaignStore *self = MST_CAMPAIGN_STORE (backend);

  return date != NULL ? mst_campaign_store_replay_before_date (self, force_id, date, error)
                      : mst_campaign_store_replay (self, force_id, 0, error);
}

static char *
store_export_data (MstCampaignBackend *backend, gint64 campaign_id, gsize *len, GError **error)
{
  return mst_campaign_store_export_data (MST_CAMPAIGN_STORE (backend), campaign_id, len, error);
}

static gint64
store_import_file (MstCampaignBackend *backend, const char *path, GError **error)
{
  return mst_campaign_store_import_file (MST_CAMPAIGN_STORE (backend), path, error);
}

static void
campaign_store_backend_init (MstCampaignBackendInterface *iface)
{
  iface->get_location = store_get_location;
  iface->create = store_create;
  iface->rename = store_rename;
  iface->set_archived = store_set_archived;
  iface->remove = store_remove;
  iface->list = store_list;
  iface->summarize = store_summarize;
  iface->list_battles = store_list_battles;
  iface->add_force = store_add_force;
  iface->get_force_campaign = store_get_force_campaign;
  iface->get_force = store_get_force;
  iface->get_revision = store_get_revision;
  iface->record_battle = store_record_battle;
  iface->record_battles = store_record_battles;
  iface->retract = store_retract;
  iface->append = store_append;
  iface->list_events = store_list_events;
  iface->replay = store_replay;
  iface->export_data = store_export_data;
  iface->import_file = store_import_file;
  iface->prepare_write = store_prepare_write;
  iface->get_read_only_reason = store_get_read_only_reason;
  iface->get_capabilities = store_get_capabilities;
  iface->get_battle = store_get_battle;
  iface->replay_before_battle = store_replay_before_battle;
  iface->list_battles_page = store_list_battles_page;
  iface->purge_deleted = store_purge_deleted;
  iface->move_force = store_move_force;
  iface->list_free_forces = store_list_free_forces;
  iface->list_forces = store_list_forces;
  iface->export_file = store_export_file;
  iface->record_battle_pair = store_record_battle_pair;
}
