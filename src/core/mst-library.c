/* mst-library.c: the user's forces, kept in a local SQLite database.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-stmt-cache.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-item.h"
#include "mst-library-object.h"
#include "mst-library-private.h"
#include "mst-paths.h"

G_DEFINE_FINAL_TYPE (MstLibrary, mst_library, G_TYPE_OBJECT)

enum {
  FORCE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
mst_library_entry_free (MstLibraryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry->ruleset);
  g_free (entry->list_id);
  g_free (entry);
}

static void
forget_live (gpointer data, GObject *where_the_object_was)
{
  MstLibrary *self = data;
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->live);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (value == (gpointer) where_the_object_was)
      {
        g_hash_table_iter_remove (&iter);
        break;
      }
}

static void
mst_library_finalize (GObject *object)
{
  MstLibrary *self = MST_LIBRARY (object);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->live);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_object_weak_unref (value, forget_live, self);
  g_hash_table_destroy (self->live);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->items);
  g_rec_mutex_clear (&self->write_lock);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_array_unref (self->touched);

  if (self->db != NULL)
    {
      /* The statements kept for it, or it would stay open. */
      mst_stmt_cache_purge (self->db);
      sqlite3_close_v2 (self->db);
    }
  g_free (self->path);
  g_free (self->read_only_reason);

  G_OBJECT_CLASS (mst_library_parent_class)->finalize (object);
}

static void
mst_library_class_init (MstLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_library_finalize;

  /**
   * MstLibrary::force-changed:
   * @id: the force's id
   *
   * Emitted, in the main context, after the stored force @id was written,
   * added or deleted, whoever wrote it (the editor, the campaign store, an
   * import); its live force, if any, already shows the change.
   */
  signals[FORCE_CHANGED] = g_signal_new ("force-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
}

static void
mst_library_init (MstLibrary *self)
{
  g_rec_mutex_init (&self->write_lock);
  self->live = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->touched = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->owner = g_thread_self ();
  self->context = g_main_context_ref_thread_default ();
}

void
mst_library_set_owner_thread (MstLibrary *self)
{
  g_return_if_fail (MST_IS_LIBRARY (self));
  self->owner = g_thread_self ();
  g_clear_pointer (&self->context, g_main_context_unref);
  self->context = g_main_context_ref_thread_default ();
}

gboolean
mst_library_is_owner_thread (MstLibrary *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  return g_thread_self () == self->owner;
}

typedef struct {
  MstLibrary *library;
  GArray *touched;
} Announce;

static void
announce_free (gpointer data)
{
  Announce *a = data;

  g_object_unref (a->library);
  g_array_unref (a->touched);
  g_free (a);
}

/* The live forces show what was written, then everyone is told. */
static gboolean
announce_touched (gpointer data)
{
  Announce *a = data;

  for (guint i = 0; i < a->touched->len; i++)
    mst_library_refresh_force (a->library, g_array_index (a->touched, gint64, i), NULL, NULL);
  for (guint i = 0; i < a->touched->len; i++)
    mst_library_announce (a->library, g_array_index (a->touched, gint64, i));
  return G_SOURCE_REMOVE;
}

sqlite3 *
mst_library_get_db (MstLibrary *self)
{
  return self->db;
}

gboolean
mst_library_fail (MstLibrary *self, GError **error)
{
  int code = sqlite3_extended_errcode (self->db);
  int primary = code & 0xff;

  if (primary == SQLITE_READONLY)
    g_set_error (error, MST_ERROR, MST_ERROR_READ_ONLY,
                 _("%s: the library is read-only; changes cannot be saved"), self->path);
  else if (primary == SQLITE_FULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                 _("%s: the disk is full; the change was not saved"), self->path);
  else
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", self->path,
                 sqlite3_errmsg (self->db));
  return FALSE;
}

static void
not_found (MstLibrary *self, gint64 id, GError **error)
{
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
               _("%s: there is no force %s in the library"), self->path, id_s);
}

static gboolean
check_writable (MstLibrary *self, GError **error)
{
  if (self->read_only_reason == NULL)
    return TRUE;
  /* What is really wrong: a read-only file or folder, another user's, a
   * full disk. */
  g_set_error (error, MST_ERROR, MST_ERROR_READ_ONLY, _("Nothing can be saved: %s"), self->read_only_reason);
  return FALSE;
}

gboolean
mst_library_exec (MstLibrary *self, const char *sql, GError **error)
{
  if (sqlite3_exec (self->db, sql, NULL, NULL, NULL) != SQLITE_OK)
    return mst_library_fail (self, error);
  return TRUE;
}


gboolean
mst_library_begin (MstLibrary *self, GError **error)
{
  g_autofree char *savepoint = NULL;

  if (!check_writable (self, error))
    return FALSE;
  g_rec_mutex_lock (&self->write_lock);
  /* Inside another transaction of this thread, a savepoint: the outer one
   * still commits, or rolls back, the whole. */
  if (self->in_transaction > 0)
    savepoint = g_strdup_printf ("SAVEPOINT muster_%u", self->in_transaction);
  if (!mst_library_exec (self, savepoint != NULL ? savepoint : "BEGIN IMMEDIATE", error))
    {
      g_rec_mutex_unlock (&self->write_lock);
      return FALSE;
    }
  self->in_transaction++;
  return TRUE;
}

gboolean
mst_library_commit (MstLibrary *self, GError **error)
{
  if (self->in_transaction > 1)
    {
      g_autofree char *release = g_strdup_printf ("RELEASE muster_%u", self->in_transaction - 1);

      if (!mst_library_exec (self, release, error))
        {
          mst_library_rollback (self);
          return FALSE;
        }
      self->in_transaction--;
      g_rec_mutex_unlock (&self->write_lock);
      return TRUE;
    }
  if (!mst_library_exec (self, "COMMIT", error))
    {
      mst_library_rollback (self);
      return FALSE;
    }
  if (self->in_transaction > 0)
    {
      self->in_transaction--;
      g_rec_mutex_unlock (&self->write_lock);
    }
  if (self->in_transaction == 0 && self->touched->len > 0)
    {
      g_autoptr(GArray) touched = g_steal_pointer (&self->touched);

      Announce *a = g_new0 (Announce, 1);

      self->touched = g_array_new (FALSE, FALSE, sizeof (gint64));
      a->library = g_object_ref (self);
      a->touched = g_steal_pointer (&touched);
      /* On the library's own thread, at once; from a worker, in the
       * library's context, where its live forces and items are. */
      if (mst_library_is_owner_thread (self))
        {
          announce_touched (a);
          announce_free (a);
        }
      else
        {
          /* Never g_main_context_invoke(): a worker may acquire a context
           * nobody iterates at that moment, and would run it itself. */
          g_autoptr(GSource) source = g_idle_source_new ();

          g_source_set_priority (source, G_PRIORITY_DEFAULT);
          g_source_set_callback (source, announce_touched, a, announce_free);
          g_source_attach (source, self->context);
        }
    }
  return TRUE;
}

void
mst_library_touch (MstLibrary *self, gint64 id)
{
  for (guint i = 0; i < self->touched->len; i++)
    if (g_array_index (self->touched, gint64, i) == id)
      return;
  g_array_append_val (self->touched, id);
}

void
mst_library_rollback (MstLibrary *self)
{
  if (self->in_transaction > 1)
    {
      g_autofree char *undo = g_strdup_printf ("ROLLBACK TO muster_%u; RELEASE muster_%u",
                                               self->in_transaction - 1, self->in_transaction - 1);

      sqlite3_exec (self->db, undo, NULL, NULL, NULL);
      self->in_transaction--;
      g_rec_mutex_unlock (&self->write_lock);
      return;
    }
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
  if (self->in_transaction > 0)
    {
      self->in_transaction--;
      if (self->in_transaction == 0)
        g_array_set_size (self->touched, 0);
      g_rec_mutex_unlock (&self->write_lock);
    }
}

static int
on_commit (void *data)
{
  MstLibrary *self = data;

  if (self->watched_thread != NULL && g_thread_self () == self->watched_thread)
    g_atomic_int_inc (&self->watched_writes);
  return 0;
}

void
mst_library_watch_thread (MstLibrary *self, GThread *thread)
{
  g_return_if_fail (MST_IS_LIBRARY (self));
  self->watched_thread = thread;
  sqlite3_commit_hook (self->db, on_commit, self);
}

guint
mst_library_get_watched_writes (MstLibrary *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), 0);
  return (guint) g_atomic_int_get (&self->watched_writes);
}

/* The library's order: by name, accents and case aside ("Armée" sorts
 * with "Army" as a reader expects, whatever the locale), then as the
 * locale collates, then the older first.  Each entry's keys are worked
 * out once; the collation key only where two names tie. */
typedef struct {
  const MstLibraryEntry *entry;
  char *folded;      /* ASCII, lower case */
  char *collated;    /* g_utf8_collate_key(), made only for a tie */
} SortKey;

static void
sort_key_init (SortKey *k, const MstLibraryEntry *entry)
{
  g_autofree char *ascii = g_str_to_ascii (entry->name, "C");

  k->entry = entry;
  k->folded = g_ascii_strdown (ascii, -1);
  k->collated = NULL;
}

static void
sort_key_clear (SortKey *k)
{
  g_free (k->folded);
  g_free (k->collated);
}

static const char *
collated_key (SortKey *k)
{
  if (k->collated == NULL)
    k->collated = g_utf8_collate_key (k->entry->name, -1);
  return k->collated;
}

/* On pointers to the keys: a key made for a tie stays with its entry. */
static int
compare_sort_keys (const void *a, const void *b)
{
  SortKey *ka = *(SortKey **) a;
  SortKey *kb = *(SortKey **) b;
  int c = strcmp (ka->folded, kb->folded);

  if (c == 0)
    c = strcmp (collated_key (ka), collated_key (kb));
  if (c != 0)
    return c;
  return ka->entry->id < kb->entry->id ? -1 : ka->entry->id > kb->entry->id;
}

/* Two entries in that order. */
static int
compare_entries (const MstLibraryEntry *ea, const MstLibraryEntry *eb)
{
  SortKey ka, kb;
  SortKey *pa = &ka, *pb = &kb;
  int c;

  sort_key_init (&ka, ea);
  sort_key_init (&kb, eb);
  c = compare_sort_keys (&pa, &pb);
  sort_key_clear (&ka);
  sort_key_clear (&kb);
  return c;
}

/* A library's worth of entries in that order, a key each. */
static void
sort_entries (GPtrArray *entries)
{
  g_autofree SortKey *keys = g_new (SortKey, MAX (entries->len, 1));
  g_autofree SortKey **order = g_new (SortKey *, MAX (entries->len, 1));

  for (guint i = 0; i < entries->len; i++)
    {
      sort_key_init (&keys[i], g_ptr_array_index (entries, i));
      order[i] = &keys[i];
    }
  qsort (order, entries->len, sizeof *order, compare_sort_keys);
  for (guint i = 0; i < entries->len; i++)
    {
      entries->pdata[i] = (gpointer) order[i]->entry;
      sort_key_clear (&keys[i]);
    }
}

/* The units and bases (or figures) of a stored force for its library row,
 * by a scan of its canonical form (every <unit> carries bases="N", or
 * <figures count="N">), not a parse. */
static void
count_units (const char *data, MstLibraryEntry *e)
{
  const char *p = data;

  if (data == NULL)
    return;
  while ((p = strstr (p, "<unit ")) != NULL)
    {
      const char *end = strchr (p, '>');
      const char *bases = strstr (p, " bases=\"");

      e->n_units++;
      if (end != NULL && bases != NULL && bases < end)
        e->n_bases += (guint) g_ascii_strtoull (bases + strlen (" bases=\""), NULL, 10);
      p += strlen ("<unit ");
    }
  /* A version-2 force's units have figures by role instead: its men. */
  for (p = data; (p = strstr (p, "<figures ")) != NULL; p += strlen ("<figures "))
    {
      const char *end = strchr (p, '>');
      const char *count = strstr (p, " count=\"");
      const char *gun = strstr (p, " role=\"gun\"");

      if (end != NULL && count != NULL && count < end && (gun == NULL || gun > end))
        e->n_bases += (guint) g_ascii_strtoull (count + strlen (" count=\""), NULL, 10);
    }
  e->counted = TRUE;
}

/* The columns of a force's entry, from a statement that selects them
 * first, and its data after them when the entry is to be counted. */
#define ENTRY_COLUMNS "id, name, ruleset, list_id, created, modified"

static MstLibraryEntry *
read_entry (sqlite3_stmt *stmt, gboolean counted)
{
  MstLibraryEntry *e = g_new0 (MstLibraryEntry, 1);

  e->id = sqlite3_column_int64 (stmt, 0);
  e->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  e->ruleset = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  e->list_id = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  e->created = sqlite3_column_int64 (stmt, 4);
  e->modified = sqlite3_column_int64 (stmt, 5);
  if (counted)
    count_units ((const char *) sqlite3_column_text (stmt, 6), e);
  return e;
}

/* Every force's entry, sorted; with its totals, or without reading any
 * force's data (see mst_library_count_item()). */
static GPtrArray *
list_entries (MstLibrary *self, gboolean counted, GError **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  if (sqlite3_prepare_v2 (self->db,
                          counted ? "SELECT " ENTRY_COLUMNS ", data FROM forces ORDER BY id"
                                  : "SELECT " ENTRY_COLUMNS " FROM forces ORDER BY id",
                          -1, &stmt, NULL) != SQLITE_OK)
    {
      mst_library_fail (self, error);
      return NULL;
    }
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_library_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (entries, read_entry (stmt, counted));
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self, error);
      return NULL;
    }
  /* By name as the user's locale sorts it; SQLite only knows bytes. */
  sort_entries (entries);
  return g_steal_pointer (&entries);
}

GPtrArray *
mst_library_list_ruleset (MstLibrary *self, const char *ruleset, gint64 except_id, GError **error)
{
  GPtrArray *entries;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (ruleset != NULL, NULL);

  entries = mst_library_list (self, error);
  for (guint i = entries != NULL ? entries->len : 0; i > 0; i--)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i - 1);

      if (e->id == except_id || g_strcmp0 (e->ruleset, ruleset) != 0)
        g_ptr_array_remove_index (entries, i - 1);
    }
  return entries;
}

GPtrArray *
mst_library_list (MstLibrary *self, GError **error)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);
  return list_entries (self, TRUE, error);
}

void
mst_library_count_item (MstLibrary *self, MstLibraryItem *item)
{
  MstLibraryEntry totals = { 0 };
  g_autofree char *data = NULL;

  g_return_if_fail (MST_IS_LIBRARY (self));
  g_return_if_fail (MST_IS_LIBRARY_ITEM (item));

  if (mst_library_item_get_entry (item)->counted)
    return;
  /* A force deleted meanwhile keeps its row as it was until it goes. */
  data = mst_library_get_force_data (self, mst_library_item_get_id (item), NULL);
  if (data == NULL)
    return;
  count_units (data, &totals);
  mst_library_item_set_totals (item, totals.n_units, totals.n_bases, self->catalogue);
}

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static gint64
stored_revision (MstLibrary *self, gint64 id)
{
  sqlite3_stmt *stmt = NULL;
  gint64 revision = -1;

  if (sqlite3_prepare_v2 (self->db, "SELECT revision FROM forces WHERE id = ?", -1, &stmt, NULL) == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        revision = sqlite3_column_int64 (stmt, 0);
    }
  sqlite3_finalize (stmt);
  return revision;
}

void
mst_library_conflict (MstLibrary *self, gint64 id, const char *name, GError **error)
{
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  g_set_error (error, MST_ERROR, MST_ERROR_CONFLICT,
               _("%s: the force “%s” (%s) was changed elsewhere since this copy was read; "
                 "nothing was written"), self->path, name, id_s);
}

/* The force's columns are ?3 to ?7 in every statement that writes one. */
static gboolean
bind_and_run (sqlite3_stmt *stmt, const char *name, const char *ruleset, const char *list_id,
              const char *data, gint64 now)
{
  sqlite3_bind_text (stmt, 3, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, ruleset, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 5, list_id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 6, data, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 7, now);
  return sqlite3_step (stmt) == SQLITE_DONE;
}

gboolean
mst_library_write_data (MstLibrary  *self,
                        gint64      *id,
                        gint64       base_revision,
                        const char  *name,
                        const char  *ruleset,
                        const char  *list_id,
                        const char  *data,
                        gint64      *new_revision,
                        GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  gint64 now = now_seconds ();

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);

  if (!mst_library_begin (self, error))
    return FALSE;

  if (*id > 0)
    {
      if (sqlite3_prepare_v2 (self->db,
                              "UPDATE forces SET name = ?3, ruleset = ?4, list_id = ?5, data = ?6, "
                              "modified = ?7, revision = revision + 1 "
                              "WHERE id = ?1 AND revision = ?2", -1, &stmt, NULL) != SQLITE_OK)
        goto fail;
      sqlite3_bind_int64 (stmt, 1, *id);
      sqlite3_bind_int64 (stmt, 2, base_revision);
    }
  else if (sqlite3_prepare_v2 (self->db,
                               "INSERT INTO forces (name, ruleset, list_id, data, created, modified, revision) "
                               "VALUES (?3, ?4, ?5, ?6, ?7, ?7, 1)", -1, &stmt, NULL) != SQLITE_OK)
    goto fail;
  if (!bind_and_run (stmt, name, ruleset, list_id, data, now))
    goto fail;
  sqlite3_finalize (stmt);
  stmt = NULL;

  if (*id > 0 && sqlite3_changes (self->db) == 0)
    {
      gint64 stored = stored_revision (self, *id);

      /* Not there: a force taken out and put back (undoing a delete) keeps
       * its id; one read from the library must still be there. */
      if (stored >= 0 || base_revision > 0)
        {
          mst_library_rollback (self);
          if (stored >= 0)
            mst_library_conflict (self, *id, name, error);
          else
            not_found (self, *id, error);
          return FALSE;
        }
      if (sqlite3_prepare_v2 (self->db,
                              "INSERT INTO forces (id, name, ruleset, list_id, data, created, modified, revision) "
                              "VALUES (?1, ?3, ?4, ?5, ?6, ?7, ?7, 1)", -1, &stmt, NULL) != SQLITE_OK)
        goto fail;
      sqlite3_bind_int64 (stmt, 1, *id);
      if (!bind_and_run (stmt, name, ruleset, list_id, data, now))
        goto fail;
      sqlite3_finalize (stmt);
      stmt = NULL;
      *new_revision = 1;
    }
  else if (*id > 0)
    *new_revision = base_revision + 1;
  else
    {
      *id = sqlite3_last_insert_rowid (self->db);
      *new_revision = 1;
    }
  return mst_library_commit (self, error);

fail:
  mst_library_fail (self, error);
  sqlite3_finalize (stmt);
  mst_library_rollback (self);
  return FALSE;
}

/* The identity map */

static void
adopt (MstLibrary *self, MstForce *force)
{
  gint64 id = mst_force_get_id (force);

  if (id <= 0 || g_hash_table_contains (self->live, &id))
    return;
  g_hash_table_insert (self->live, g_memdup2 (&id, sizeof id), force);
  g_object_weak_ref (G_OBJECT (force), forget_live, self);
}

MstForce *
mst_library_lookup_force (MstLibrary *self, gint64 id)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);
  return g_hash_table_lookup (self->live, &id);
}

MstForce *
mst_library_get_force (MstLibrary *self, gint64 id, MstCatalogue *catalogue, GError **error)
{
  MstForce *force;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  force = g_hash_table_lookup (self->live, &id);
  if (force != NULL)
    return g_object_ref (force);
  force = mst_library_load (self, id, catalogue != NULL ? catalogue : self->catalogue, error);
  if (force != NULL)
    adopt (self, force);
  return force;
}

void
mst_library_set_catalogue (MstLibrary *self, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIBRARY (self));
  if (g_set_object (&self->catalogue, catalogue))
    /* The rows name their lists from it. */
    mst_library_reload_items (self);
}

void
mst_library_adopt_catalogue (MstLibrary *self, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIBRARY (self));

  if (!g_set_object (&self->catalogue, catalogue) || self->items == NULL)
    return;
  /* The same lists: the rows name theirs from it when shown. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->items)); i++)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);
      mst_library_item_set_catalogue (item, catalogue);
    }
}

static MstLibraryEntry *
get_entry (MstLibrary *self, gint64 id)
{
  sqlite3_stmt *stmt = NULL;
  MstLibraryEntry *e = NULL;

  if (sqlite3_prepare_v2 (self->db, "SELECT " ENTRY_COLUMNS ", data FROM forces WHERE id = ?",
                          -1, &stmt, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    e = read_entry (stmt, TRUE);
  sqlite3_finalize (stmt);
  return e;
}

static int
compare_items (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const MstLibraryEntry *ea = mst_library_item_get_entry ((MstLibraryItem *) a);
  const MstLibraryEntry *eb = mst_library_item_get_entry ((MstLibraryItem *) b);

  return compare_entries (ea, eb);
}

static gboolean
find_item (MstLibrary *self, gint64 id, guint *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->items));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);
      if (mst_library_item_get_id (item) == id)
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* Moves @item, at @from, where its new name sorts it, in one splice over
 * the rows between: a selection model keeps it selected (it is among the
 * rows the splice adds back). */
static void
move_item (MstLibrary *self, guint from, MstLibraryItem *item)
{
  GListModel *model = G_LIST_MODEL (self->items);
  guint n = g_list_model_get_n_items (model);
  guint to = 0, first, last;
  g_autoptr(GPtrArray) span = g_ptr_array_new_with_free_func (g_object_unref);

  /* Its place among the others. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstLibraryItem) other = g_list_model_get_item (model, i);
      if (i != from && compare_items (other, item, NULL) < 0)
        to++;
    }
  if (to == from)
    return;
  first = MIN (from, to);
  last = MAX (from, to);
  for (guint i = first; i <= last; i++)
    if (i != from)
      g_ptr_array_add (span, g_list_model_get_item (model, i));
  g_ptr_array_insert (span, (int) (to - first), g_object_ref (item));
  g_list_store_splice (self->items, first, last - first + 1, span->pdata, span->len);
}

/* The items model follows the stored force @id. */
static void
update_item (MstLibrary *self, gint64 id)
{
  g_autoptr(MstLibraryEntry) entry = NULL;
  guint position;
  gboolean found;

  if (self->items == NULL)
    return;
  entry = get_entry (self, id);
  found = find_item (self, id, &position);
  if (entry == NULL)
    {
      if (found)
        g_list_store_remove (self->items, position);
      return;
    }
  if (found)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), position);

      mst_library_item_update (item, entry, self->catalogue);
      /* Renamed (here, or in a view that showed the name as it was typed):
       * where the name sorts it now. */
      move_item (self, position, item);
      return;
    }
  {
    g_autoptr(MstLibraryItem) item = mst_library_item_new (entry, self->catalogue);
    g_list_store_insert_sorted (self->items, item, compare_items, NULL);
  }
}

GListModel *
mst_library_get_items (MstLibrary *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  if (self->items == NULL)
    {
      self->items = g_list_store_new (MST_TYPE_LIBRARY_ITEM);
      mst_library_reload_items (self);
    }
  return G_LIST_MODEL (self->items);
}

void
mst_library_reload_items (MstLibrary *self)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_if_fail (MST_IS_LIBRARY (self));

  if (self->items == NULL)
    return;
  /* Without reading every force's data: a row counts its force's units
   * when first shown (mst_library_count_item()). */
  entries = list_entries (self, FALSE, NULL);
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    g_ptr_array_add (items, mst_library_item_new (g_ptr_array_index (entries, i), self->catalogue));
  /* One splice: a list view is told once. */
  g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)),
                       items->pdata, items->len);
}

void
mst_library_announce (MstLibrary *self, gint64 id)
{
  g_return_if_fail (MST_IS_LIBRARY (self));
  update_item (self, id);
  g_signal_emit (self, signals[FORCE_CHANGED], 0, id);
}

gboolean
mst_library_refresh_force (MstLibrary *self, gint64 id, MstCatalogue *catalogue, GError **error)
{
  MstForce *live;
  g_autoptr(MstForce) fresh = NULL;
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  gint64 revision;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);

  live = g_hash_table_lookup (self->live, &id);
  if (live == NULL)
    return TRUE;
  g_rec_mutex_lock (&self->write_lock);
  revision = stored_revision (self, id);
  data = mst_library_get_force_data (self, id, error);
  g_rec_mutex_unlock (&self->write_lock);
  if (data == NULL)
    return FALSE;
  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, self->path, id);
  fresh = mst_force_open_data (data, strlen (data), display,
                                   catalogue != NULL ? catalogue : self->catalogue, error);
  if (fresh == NULL)
    return FALSE;
  mst_force_set_revision (live, revision);
  mst_force_assign (live, fresh);
  return TRUE;
}

gboolean
mst_library_save (MstLibrary *self, MstForce *force, GError **error)
{
  g_autofree char *data = NULL;
  gint64 id, revision = 0;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);

  data = mst_force_to_data (force, NULL);
  id = mst_force_get_id (force);
  if (!mst_library_write_data (self, &id, mst_force_get_revision (force), mst_force_get_name (force),
                               mst_force_get_ruleset (force), mst_force_get_list_id (force), data,
                               &revision, error))
    return FALSE;
  mst_force_set_id (force, id);
  mst_force_set_revision (force, revision);
  adopt (self, force);
  mst_library_announce (self, id);
  return TRUE;
}

char *
mst_library_get_force_data (MstLibrary *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = NULL;
  char *data = NULL;
  int rc;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  if (sqlite3_prepare_v2 (self->db, "SELECT data FROM forces WHERE id = ?", -1, &stmt, NULL) != SQLITE_OK)
    {
      mst_library_fail (self, error);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    data = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc == SQLITE_DONE)
    not_found (self, id, error);
  else
    mst_library_fail (self, error);
  sqlite3_finalize (stmt);
  return data;
}

/* The stored text and its revision, read together. */
static char *
get_data_and_revision (MstLibrary *self, gint64 id, gint64 *revision, GError **error)
{
  char *data;

  /* Inside the write lock, so that no save of this library lands between
   * the two reads. */
  g_rec_mutex_lock (&self->write_lock);
  data = mst_library_get_force_data (self, id, error);
  *revision = data != NULL ? stored_revision (self, id) : 0;
  g_rec_mutex_unlock (&self->write_lock);
  return data;
}

MstForce *
mst_library_load (MstLibrary *self, gint64 id, MstCatalogue *catalogue, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  gint64 revision;
  MstForce *force;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  data = get_data_and_revision (self, id, &revision, error);
  if (data == NULL)
    return NULL;
  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, self->path, id);
  force = mst_force_open_data (data, strlen (data), display, catalogue, error);
  if (force != NULL)
    {
      mst_force_set_id (force, id);
      mst_force_set_revision (force, revision);
    }
  return force;
}

gboolean
mst_library_delete (MstLibrary *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);

  if (!mst_library_begin (self, error))
    return FALSE;
  if (sqlite3_prepare_v2 (self->db, "DELETE FROM forces WHERE id = ?", -1, &stmt, NULL) != SQLITE_OK)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      int code = sqlite3_extended_errcode (self->db);

      /* Its campaign history refers to it (ON DELETE RESTRICT reports
       * itself as a trigger's constraint). */
      if (code == SQLITE_CONSTRAINT_FOREIGNKEY || code == SQLITE_CONSTRAINT_TRIGGER)
        {
          sqlite3_finalize (stmt);
          mst_library_rollback (self);
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("%s: the force belongs to a campaign; delete the campaign to delete it"),
                       self->path);
          return FALSE;
        }
      goto fail;
    }
  sqlite3_finalize (stmt);
  if (sqlite3_changes (self->db) == 0)
    {
      mst_library_rollback (self);
      not_found (self, id, error);
      return FALSE;
    }
  if (!mst_library_commit (self, error))
    return FALSE;
  /* Its live force, if open, is no longer this id's: a force put back
   * under the id later is a new one. */
  {
    MstForce *live = g_hash_table_lookup (self->live, &id);
    if (live != NULL)
      {
        g_object_weak_unref (G_OBJECT (live), forget_live, self);
        g_hash_table_remove (self->live, &id);
      }
  }
  mst_library_announce (self, id);
  return TRUE;

fail:
  mst_library_fail (self, error);
  sqlite3_finalize (stmt);
  mst_library_rollback (self);
  return FALSE;
}

char *
mst_library_dup_free_name (MstLibrary *self, const char *name)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GHashTable) taken = g_hash_table_new (g_str_hash, g_str_equal);
  char *candidate;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  entries = mst_library_list (self, NULL);
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      const MstLibraryEntry *e = g_ptr_array_index (entries, i);

      if (e->name != NULL)
        g_hash_table_add (taken, e->name);
    }
  if (!g_hash_table_contains (taken, name))
    return g_strdup (name);
  /* TRANSLATORS: the name of a duplicated force */
  candidate = g_strdup_printf (_("%s (copy)"), name);
  for (guint n = 2; g_hash_table_contains (taken, candidate); n++)
    {
      g_free (candidate);
      /* TRANSLATORS: the name of a force's second, third… copy: "Armée d'Italie (copy 2)" */
      candidate = g_strdup_printf (_("%s (copy %u)"), name, n);
    }
  return candidate;
}

gint64
mst_library_duplicate (MstLibrary *self, gint64 id, const char *name, GError **error)
{
  g_autofree char *data = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *copy_name = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), 0);

  /* Copied through the file form, so that a force whose list is not
   * installed is copied whole, unknown units included. */
  data = mst_library_get_force_data (self, id, error);
  if (data == NULL)
    return 0;
  force = mst_force_open_data (data, strlen (data), self->path, NULL, error);
  if (force == NULL)
    return 0;
  if (name == NULL)
    /* TRANSLATORS: the name of a duplicated force */
    copy_name = g_strdup_printf (_("%s (copy)"), mst_force_get_name (force));
  mst_force_set_name (force, name != NULL ? name : copy_name);
  mst_force_set_id (force, 0);
  mst_force_set_revision (force, 0);
  if (!mst_library_save (self, force, error))
    return 0;
  return mst_force_get_id (force);
}

gint64
mst_library_import_file (MstLibrary *self, const char *path, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstForce) force = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), 0);
  g_return_val_if_fail (path != NULL, 0);

  force = mst_force_new_from_file (path, catalogue, error);
  if (force == NULL)
    return 0;
  mst_force_set_id (force, 0);
  mst_force_set_revision (force, 0);
  if (!mst_library_save (self, force, error))
    return 0;
  return mst_force_get_id (force);
}

typedef struct {
  char *path;
  MstCatalogue *catalogue;
} ImportData;

static void
import_data_free (ImportData *d)
{
  g_free (d->path);
  g_clear_object (&d->catalogue);
  g_free (d);
}

static void
import_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  MstLibrary *self = source;
  ImportData *d = task_data;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id = 0, revision = 0;

  /* Reading, validating and writing: none of it in the main context. */
  force = mst_force_open_file (d->path, d->catalogue, &error);
  if (force == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  data = mst_force_to_data (force, NULL);
  if (!mst_library_write_data (self, &id, 0, mst_force_get_name (force), mst_force_get_ruleset (force),
                               mst_force_get_list_id (force), data, &revision, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_int (task, id);
}

void
mst_library_import_file_async (MstLibrary          *self,
                               const char          *path,
                               MstCatalogue        *catalogue,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ImportData *d;

  g_return_if_fail (MST_IS_LIBRARY (self));
  g_return_if_fail (path != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, mst_library_import_file_async);
  if (!check_writable (self, NULL))
    {
      g_task_return_new_error (task, MST_ERROR, MST_ERROR_READ_ONLY,
                               _("%s: the library is read-only; changes cannot be saved"), self->path);
      return;
    }
  d = g_new0 (ImportData, 1);
  d->path = g_strdup (path);
  d->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  g_task_set_task_data (task, d, (GDestroyNotify) import_data_free);
  g_task_run_in_thread (task, import_thread);
}

gint64
mst_library_import_file_finish (MstLibrary *self, GAsyncResult *result, GError **error)
{
  gint64 id;

  g_return_val_if_fail (g_task_is_valid (result, self), 0);

  id = (gint64) g_task_propagate_int (G_TASK (result), error);
  if (id <= 0)
    return 0;
  mst_library_announce (self, id);
  return id;
}

gboolean
mst_library_update_file (MstLibrary *self, gint64 id, const char *path, GError **error)
{
  g_autoptr(MstForce) force = NULL;
  g_autofree char *data = NULL;
  gint64 base, revision = 0;
  MstForce *live;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Read without the catalogue: the file's units are stored as written. */
  force = mst_force_new_from_file (path, NULL, error);
  if (force == NULL)
    return FALSE;
  base = mst_force_get_revision (force);
  if (base <= 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s: the file has no revision, so it cannot be told whether the stored force "
                     "changed since; export the force from the library and edit that file"), path);
      return FALSE;
    }
  data = mst_force_to_data (force, NULL);
  if (!mst_library_write_data (self, &id, base, mst_force_get_name (force), mst_force_get_ruleset (force),
                               mst_force_get_list_id (force), data, &revision, error))
    {
      if (g_error_matches (*error, MST_ERROR, MST_ERROR_CONFLICT))
        {
          g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
          g_autofree char *stored = mst_library_get_force_data (self, id, NULL);
          g_autoptr(MstForce) now = stored != NULL
                                    ? mst_force_open_data (stored, strlen (stored), path, NULL, NULL)
                                    : NULL;

          g_clear_error (error);
          g_set_error (error, MST_ERROR, MST_ERROR_CONFLICT,
                       _("%s: the force “%s” (%s) changed since this file was exported; "
                         "nothing was written"), path,
                       now != NULL ? mst_force_get_name (now) : mst_force_get_name (force), id_s);
        }
      return FALSE;
    }
  live = mst_library_lookup_force (self, id);
  if (live != NULL)
    mst_library_refresh_force (self, id, NULL, NULL);
  mst_library_announce (self, id);
  return TRUE;
}

gboolean
mst_library_export_shared_file (MstLibrary *self, gint64 id, MstCatalogue *catalogue, const char *path,
                                GError **error)
{
  g_autofree char *data = NULL;
  g_autoptr(MstForce) force = NULL;
  gint64 revision;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = get_data_and_revision (self, id, &revision, error);
  if (data == NULL)
    return FALSE;
  /* Through the force, to carry the revision: unknown units are kept. */
  force = mst_force_open_data (data, strlen (data), self->path, catalogue, error);
  if (force == NULL)
    return FALSE;
  mst_force_set_revision (force, revision);
  /* A force on the player's own list takes it along. */
  return mst_force_save_shared_file (force, catalogue, path, error);
}

gboolean
mst_library_export_file (MstLibrary *self, gint64 id, const char *path, GError **error)
{
  return mst_library_export_shared_file (self, id, NULL, path, error);
}
