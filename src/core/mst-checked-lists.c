/* mst-checked-lists.c: the nation lists already checked against the
 * schema, and what was read of them.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each file: its path, size, modification time and the MD5 of its
 * bytes when it passed, with a digest of the schemas it passed.  An entry
 * counts only when all three match the file as read now, so a file
 * changed in place (even to the same size and time), replaced or turned
 * into a symlink to another is checked again; nothing in the record can
 * make Muster take a list it would refuse.  Beside it, what the catalogue
 * read of the list ("name"…): a list found unchanged is listed from it and
 * read whole only when its units are asked for.
 *
 * The record is one GVariant, "(sa(sxxsa{ss}))": the schemas' digest and
 * an entry a file.  It is mapped, not parsed: opening it finds the entries
 * by path, and an entry's fields are read only when asked.  Its bytes are
 * read as untrusted: any that are not such a variant read as empty
 * values, which match no file. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "mst-checked-lists.h"
#include "mst-xml-private.h"

#define RECORD_TYPE "(sa(sxxsa{ss}))"
#define ENTRY_TYPE "(sxxsa{ss})"

/* An entry as the record had it (@kept), or as it is now (@changed). */
typedef struct {
  GVariant *kept;
  char *path;
  gint64 size;
  gint64 mtime;
  char *md5;
  GVariant *kept_read;  /* a{ss}, until a change makes @read */
  GHashTable *read;     /* key → value, once changed */
  gboolean fields;
  gboolean changed;
} Entry;

struct _MstCheckedLists {
  char *path;
  char *schemas;
  GVariant *record;
  GHashTable *entries;  /* path → Entry */
  GHashTable *wanted;   /* paths asked of since open */
  gboolean changed;
  guint hits;
  guint misses;
};

static void
entry_free (Entry *e)
{
  g_clear_pointer (&e->kept, g_variant_unref);
  g_free (e->path);
  g_free (e->md5);
  g_clear_pointer (&e->kept_read, g_variant_unref);
  g_clear_pointer (&e->read, g_hash_table_unref);
  g_free (e);
}

static gint64
child_int64 (GVariant *v, gsize i)
{
  g_autoptr(GVariant) c = g_variant_get_child_value (v, i);
  return g_variant_get_int64 (c);
}

/* The entry of @path as the record has it, its fields read now (one
 * child at a time: no format string to parse). */
static Entry *
entry_fields (Entry *e)
{
  if (e->kept != NULL && !e->fields)
    {
      g_autoptr(GVariant) md5 = g_variant_get_child_value (e->kept, 3);

      e->size = child_int64 (e->kept, 1);
      e->mtime = child_int64 (e->kept, 2);
      e->md5 = g_variant_dup_string (md5, NULL);
      e->kept_read = g_variant_get_child_value (e->kept, 4);
      e->fields = TRUE;
    }
  return e;
}

/* What was read of @e under @key, or NULL. */
static const char *
entry_read (Entry *e, const char *key)
{
  gsize n;

  if (e->read != NULL)
    return g_hash_table_lookup (e->read, key);
  n = e->kept_read != NULL ? g_variant_n_children (e->kept_read) : 0;
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) kv = g_variant_get_child_value (e->kept_read, i);
      g_autoptr(GVariant) k = g_variant_get_child_value (kv, 0);

      if (g_str_equal (g_variant_get_string (k, NULL), key))
        {
          g_autoptr(GVariant) v = g_variant_get_child_value (kv, 1);
          /* Its string lives as long as the record. */
          return g_variant_get_string (v, NULL);
        }
    }
  return NULL;
}

/* @e's read values made a table of its own, to change. */
static void
entry_own_read (Entry *e)
{
  gsize n;

  if (e->read != NULL)
    return;
  e->read = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  n = e->kept_read != NULL ? g_variant_n_children (e->kept_read) : 0;
  for (gsize i = 0; i < n; i++)
    {
      const char *k, *v;

      g_variant_get_child (e->kept_read, i, "{&s&s}", &k, &v);
      g_hash_table_replace (e->read, g_strdup (k), g_strdup (v));
    }
}

MstCheckedLists *
mst_checked_lists_open (const char *path)
{
  MstCheckedLists *self = g_new0 (MstCheckedLists, 1);
  g_autoptr(GMappedFile) mapped = NULL;

  self->path = path != NULL ? g_strdup (path)
                            : g_build_filename (g_get_user_cache_dir (), "muster", "checked-lists", NULL);
  self->schemas = mst_xml_dup_schemas_digest ();
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
  self->wanted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* Missing, damaged, of another shape or of other schemas: as if empty. */
  mapped = g_mapped_file_new (self->path, FALSE, NULL);
  if (mapped != NULL)
    {
      g_autoptr(GBytes) bytes = g_mapped_file_get_bytes (mapped);
      g_autoptr(GVariant) record = g_variant_new_from_bytes (G_VARIANT_TYPE (RECORD_TYPE), bytes, FALSE);
      const char *schemas = NULL;

      /* Bytes from outside, read as such (not trusted): what is not
       * there or not valid reads as empty, never past the bytes. */
      g_variant_get_child (record, 0, "&s", &schemas);
      if (g_str_equal (schemas, self->schemas))
        self->record = g_variant_ref (record);
    }
  if (self->record != NULL)
    {
      g_autoptr(GVariant) files = g_variant_get_child_value (self->record, 1);
      gsize n = g_variant_n_children (files);

      for (gsize i = 0; i < n; i++)
        {
          Entry *e = g_new0 (Entry, 1);

          g_autoptr(GVariant) path_v = NULL;

          e->kept = g_variant_get_child_value (files, i);
          path_v = g_variant_get_child_value (e->kept, 0);
          e->path = g_variant_dup_string (path_v, NULL);
          g_hash_table_replace (self->entries, e->path, e);
        }
    }
  else
    self->changed = TRUE;
  return self;
}

void
mst_checked_lists_free (MstCheckedLists *self)
{
  if (self == NULL)
    return;
  g_free (self->path);
  g_free (self->schemas);
  g_hash_table_unref (self->entries);
  g_hash_table_unref (self->wanted);
  g_clear_pointer (&self->record, g_variant_unref);
  g_free (self);
}

/* What tells the bytes checked from any others: MD5, whose digest of a
 * thousand lists took 35 M instructions where SHA-256's took 160 M
 * (callgrind, `muster-cli lists`).  It guards against a change, not
 * against the player himself, who could as well edit the record. */
char *
mst_checked_lists_digest (const char *data, gsize len)
{
  return g_compute_checksum_for_data (G_CHECKSUM_MD5, (const guchar *) data, len);
}

/* The entry of @path, or NULL; the path marked as still wanted. */
static Entry *
entry_of (MstCheckedLists *self, const char *path)
{
  Entry *e = g_hash_table_lookup (self->entries, path);

  g_hash_table_add (self->wanted, g_strdup (path));
  return e != NULL ? entry_fields (e) : NULL;
}

/* The file's size and time as stat() gives them now (a symlink's
 * target's), or FALSE when it cannot be asked. */
static gboolean
file_stamp (const char *path, gint64 *size, gint64 *mtime_ns)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return FALSE;
  *size = (gint64) st.st_size;
  *mtime_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
  return TRUE;
}

gboolean
mst_checked_lists_passed (MstCheckedLists *self, const char *path, const char *data, gsize len)
{
  gint64 size, mtime;
  g_autofree char *hash = NULL;
  Entry *e;
  gboolean passed;

  g_return_val_if_fail (self != NULL && path != NULL && data != NULL, FALSE);

  e = entry_of (self, path);
  passed = e != NULL && file_stamp (path, &size, &mtime) && (gint64) len == size &&
           e->size == size && e->mtime == mtime && e->md5 != NULL &&
           g_str_equal (e->md5, (hash = mst_checked_lists_digest (data, len)));
  if (passed)
    self->hits++;
  else
    self->misses++;
  return passed;
}

void
mst_checked_lists_remember (MstCheckedLists *self, const char *path, const char *data, gsize len)
{
  gint64 size, mtime;
  Entry *e;

  g_return_if_fail (self != NULL && path != NULL && data != NULL);

  g_hash_table_add (self->wanted, g_strdup (path));
  /* A file changed while it was read is not remembered as checked; a path
   * that is not UTF-8 is not kept: the record holds text. */
  if (!file_stamp (path, &size, &mtime) || (gint64) len != size || !g_utf8_validate (path, -1, NULL))
    return;
  /* What was read of the file as it was before goes with it. */
  e = g_new0 (Entry, 1);
  e->path = g_strdup (path);
  e->size = size;
  e->mtime = mtime;
  e->md5 = mst_checked_lists_digest (data, len);
  e->read = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  e->fields = TRUE;
  e->changed = TRUE;
  g_hash_table_replace (self->entries, e->path, e);
  self->changed = TRUE;
}

char *
mst_checked_lists_get_read (MstCheckedLists *self, const char *path, const char *key)
{
  Entry *e;

  g_return_val_if_fail (self != NULL && path != NULL && key != NULL, NULL);

  if ((e = entry_of (self, path)) == NULL)
    return NULL;
  if (g_str_equal (key, "md5"))
    return g_strdup (e->md5);
  return g_strdup (entry_read (e, key));
}

void
mst_checked_lists_keep_read (MstCheckedLists *self, const char *path, const char *key, const char *value)
{
  Entry *e;

  g_return_if_fail (self != NULL && path != NULL && key != NULL);

  /* Only beside the file's record, and only text. */
  if ((e = entry_of (self, path)) == NULL || value == NULL || !g_utf8_validate (value, -1, NULL))
    return;
  if (g_strcmp0 (entry_read (e, key), value) == 0)
    return;
  entry_own_read (e);
  g_hash_table_replace (e->read, g_strdup (key), g_strdup (value));
  e->changed = TRUE;
  self->changed = TRUE;
}

/* An entry as the record writes it: as it was kept, unless it changed
 * (floating when new; the builder takes its own reference of the kept). */
static GVariant *
entry_variant (Entry *e)
{
  GVariantBuilder read;
  GHashTableIter iter;
  gpointer k, v;

  if (e->kept != NULL && !e->changed)
    return e->kept;
  entry_own_read (e);
  g_variant_builder_init (&read, G_VARIANT_TYPE ("a{ss}"));
  g_hash_table_iter_init (&iter, e->read);
  while (g_hash_table_iter_next (&iter, &k, &v))
    g_variant_builder_add (&read, "{ss}", k, v);
  return g_variant_new ("(sxxs@a{ss})", e->path, e->size, e->mtime, e->md5, g_variant_builder_end (&read));
}

void
mst_checked_lists_save (MstCheckedLists *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) record = NULL;
  g_autofree char *dir = NULL;
  GVariantBuilder files;
  GHashTableIter iter;
  gpointer path, e;

  g_return_if_fail (self != NULL);

  /* The files no longer there (or no longer asked of) go. */
  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, &path, NULL))
    if (!g_hash_table_contains (self->wanted, path))
      {
        g_hash_table_iter_remove (&iter);
        self->changed = TRUE;
      }
  if (!self->changed)
    return;
  g_variant_builder_init (&files, G_VARIANT_TYPE ("a" ENTRY_TYPE));
  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &e))
    {
      entry_fields (e);
      g_variant_builder_add_value (&files, entry_variant (e));
    }
  record = g_variant_ref_sink (g_variant_new ("(s@a" ENTRY_TYPE ")", self->schemas, g_variant_builder_end (&files)));
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !g_file_set_contents (self->path, g_variant_get_data (record), (gssize) g_variant_get_size (record), &error))
    g_debug ("The lists checked are not kept in %s: %s", self->path,
             error != NULL ? error->message : g_strerror (errno));
  else
    self->changed = FALSE;
}

guint
mst_checked_lists_get_hits (MstCheckedLists *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->hits;
}

guint
mst_checked_lists_get_misses (MstCheckedLists *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->misses;
}
