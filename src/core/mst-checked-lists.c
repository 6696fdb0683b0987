/* mst-checked-lists.c: the nation lists already checked against the
 * schema, and what was read of them.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GKeyFile, one group per file (named by a digest of its path, which
 * may hold any character): its path, size, modification time and the
 * MD5 of its bytes when it passed, with a digest of the schemas it
 * passed.  An entry counts only when all three match the file as read
 * now, so a file changed in place (even to the same size and time),
 * replaced or turned into a symlink to another is checked again; nothing
 * in the record can make Muster take a list it would refuse.  Beside it,
 * what the catalogue read of the list ("read-name"…): a list found
 * unchanged is listed from it and read whole only when its units are
 * asked for. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "mst-checked-lists.h"
#include "mst-xml-private.h"

#define GROUP_RECORD "record"

struct _MstCheckedLists {
  char *path;
  char *schemas;
  GKeyFile *kf;
  GHashTable *wanted;  /* groups asked of since open */
  gboolean changed;
  guint hits;
  guint misses;
};

MstCheckedLists *
mst_checked_lists_open (const char *path)
{
  MstCheckedLists *self = g_new0 (MstCheckedLists, 1);
  g_autofree char *schemas = NULL;

  self->path = path != NULL ? g_strdup (path)
                            : g_build_filename (g_get_user_cache_dir (), "muster", "checked-lists", NULL);
  self->schemas = mst_xml_dup_schemas_digest ();
  self->kf = g_key_file_new ();
  self->wanted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* Missing, damaged or of other schemas: as if empty. */
  if (!g_key_file_load_from_file (self->kf, self->path, G_KEY_FILE_NONE, NULL) ||
      (schemas = g_key_file_get_string (self->kf, GROUP_RECORD, "schemas", NULL)) == NULL ||
      !g_str_equal (schemas, self->schemas))
    {
      g_key_file_free (self->kf);
      self->kf = g_key_file_new ();
      self->changed = TRUE;
    }
  return self;
}

void
mst_checked_lists_free (MstCheckedLists *self)
{
  if (self == NULL)
    return;
  g_free (self->path);
  g_free (self->schemas);
  g_key_file_free (self->kf);
  g_hash_table_unref (self->wanted);
  g_free (self);
}

/* What tells the bytes checked from any others: MD5, whose digest of a
 * thousand lists took 35 M instructions where SHA-256's took 160 M
 * (callgrind, `muster-cli lists`).  It guards against a change, not
 * against the player himself, who could as well edit the record. */
static char *
digest (const char *data, gsize len)
{
  return g_compute_checksum_for_data (G_CHECKSUM_MD5, (const guchar *) data, len);
}

/* The group of @path, marked as still wanted. */
static char *
group_of (MstCheckedLists *self, const char *path)
{
  char *group = g_compute_checksum_for_string (G_CHECKSUM_MD5, path, -1);

  g_hash_table_add (self->wanted, g_strdup (group));
  return group;
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
  g_autofree char *group = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *kept_path = NULL;
  gboolean passed;

  g_return_val_if_fail (self != NULL && path != NULL && data != NULL, FALSE);

  group = group_of (self, path);
  passed = file_stamp (path, &size, &mtime) && (gint64) len == size &&
           (kept_path = g_key_file_get_string (self->kf, group, "path", NULL)) != NULL &&
           g_str_equal (kept_path, path) &&
           g_key_file_get_int64 (self->kf, group, "size", NULL) == size &&
           g_key_file_get_int64 (self->kf, group, "mtime", NULL) == mtime &&
           (kept = g_key_file_get_string (self->kf, group, "md5", NULL)) != NULL &&
           g_str_equal (kept, (hash = digest (data, len)));
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
  g_autofree char *group = NULL;
  g_autofree char *hash = NULL;

  g_return_if_fail (self != NULL && path != NULL && data != NULL);

  group = group_of (self, path);
  /* A file changed while it was read is not remembered as checked. */
  if (!file_stamp (path, &size, &mtime) || (gint64) len != size)
    return;
  hash = digest (data, len);
  /* A path that is not UTF-8 is not kept: a key file holds text. */
  if (!g_utf8_validate (path, -1, NULL))
    return;
  /* What was read of the file as it was before goes with it. */
  g_key_file_remove_group (self->kf, group, NULL);
  g_key_file_set_string (self->kf, group, "path", path);
  g_key_file_set_int64 (self->kf, group, "size", size);
  g_key_file_set_int64 (self->kf, group, "mtime", mtime);
  g_key_file_set_string (self->kf, group, "md5", hash);
  self->changed = TRUE;
}

char *
mst_checked_lists_get_read (MstCheckedLists *self, const char *path, const char *key)
{
  g_autofree char *group = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (self != NULL && path != NULL && key != NULL, NULL);

  group = group_of (self, path);
  name = g_str_equal (key, "md5") ? g_strdup (key) : g_strconcat ("read-", key, NULL);
  return g_key_file_get_string (self->kf, group, name, NULL);
}

void
mst_checked_lists_keep_read (MstCheckedLists *self, const char *path, const char *key, const char *value)
{
  g_autofree char *group = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (self != NULL && path != NULL && key != NULL);

  group = group_of (self, path);
  /* Only beside the file's record, and only text a key file holds. */
  if (!g_key_file_has_key (self->kf, group, "md5", NULL) || value == NULL || !g_utf8_validate (value, -1, NULL))
    return;
  name = g_strconcat ("read-", key, NULL);
  g_key_file_set_string (self->kf, group, name, value);
  self->changed = TRUE;
}

void
mst_checked_lists_save (MstCheckedLists *self)
{
  g_auto(GStrv) groups = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  g_return_if_fail (self != NULL);

  /* The files no longer there (or no longer asked of) go. */
  groups = g_key_file_get_groups (self->kf, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    if (!g_str_equal (groups[i], GROUP_RECORD) && !g_hash_table_contains (self->wanted, groups[i]))
      {
        g_key_file_remove_group (self->kf, groups[i], NULL);
        self->changed = TRUE;
      }
  if (!self->changed)
    return;
  g_key_file_set_string (self->kf, GROUP_RECORD, "schemas", self->schemas);
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0 || !g_key_file_save_to_file (self->kf, self->path, &error))
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
