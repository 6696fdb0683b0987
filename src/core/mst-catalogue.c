/* mst-catalogue.c: every nation list found, shipped and the user's own.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mst-catalogue.h"
#include "mst-paths.h"

struct _MstCatalogue
{
  GObject parent_instance;

  GListStore *lists;
  GHashTable *by_id;      /* id → MstNationList, owned */
  GPtrArray *problems;
  GPtrArray *notices;     /* lists that replace others */
  GHashTable *user_ids;   /* ids of the lists from the user's folder */
  GHashTable *replacing;  /* ids of user lists that replace a shipped one */
  gboolean loading_user;
  /* While the user's lists load: those found checked before; after, how
   * many were and how many were checked against the schema. */
  MstCheckedLists *checked;
  guint last_checked_hits;
  guint last_checked_misses;
  gboolean loading_shipped;
};

G_DEFINE_FINAL_TYPE (MstCatalogue, mst_catalogue, G_TYPE_OBJECT)

static void
mst_catalogue_finalize (GObject *object)
{
  MstCatalogue *self = MST_CATALOGUE (object);

  g_clear_object (&self->lists);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->notices, g_ptr_array_unref);
  g_clear_pointer (&self->user_ids, g_hash_table_unref);
  g_clear_pointer (&self->replacing, g_hash_table_unref);

  G_OBJECT_CLASS (mst_catalogue_parent_class)->finalize (object);
}

static void
mst_catalogue_class_init (MstCatalogueClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_catalogue_finalize;
}

static void
mst_catalogue_init (MstCatalogue *self)
{
  self->lists = g_list_store_new (MST_TYPE_NATION_LIST);
  self->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->problems = g_ptr_array_new_with_free_func (g_free);
  self->notices = g_ptr_array_new_with_free_func (g_free);
  self->user_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->replacing = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

MstCatalogue *
mst_catalogue_new (void)
{
  return g_object_new (MST_TYPE_CATALOGUE, NULL);
}

/* A list's name as the locale sorts it, worked out once per list: a
 * catalogue of a thousand lists compares names ten thousand times. */
static const char *
collate_key (MstNationList *list)
{
  static GQuark quark;
  const char *key;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("mst-catalogue-collate-key");
  key = g_object_get_qdata (G_OBJECT (list), quark);
  if (key == NULL)
    {
      char *made = g_utf8_collate_key (mst_nation_list_get_name (list), -1);

      g_object_set_qdata_full (G_OBJECT (list), quark, made, g_free);
      key = made;
    }
  return key;
}

static int
compare_lists (gconstpointer a, gconstpointer b, gpointer user_data)
{
  MstNationList *la = (MstNationList *) a;
  MstNationList *lb = (MstNationList *) b;
  guint ya = mst_nation_list_get_start_year (la);
  guint yb = mst_nation_list_get_start_year (lb);
  int c;

  if (ya != yb)
    return ya < yb ? -1 : 1;
  c = strcmp (collate_key (la), collate_key (lb));
  if (c != 0)
    return c;
  return g_strcmp0 (mst_nation_list_get_id (la), mst_nation_list_get_id (lb));
}

static void
add_list (MstCatalogue *self, MstNationList *list)
{
  const char *id = mst_nation_list_get_id (list);
  MstNationList *old = g_hash_table_lookup (self->by_id, id);
  guint pos;

  /* Said, not silent: a user list that takes the place of another. */
  if (old != NULL && self->loading_user)
    {
      if (g_hash_table_contains (self->user_ids, id))
        g_ptr_array_add (self->notices,
                         g_strdup_printf (_("%s: the list “%s” has the same id as %s, which it replaces"),
                                          mst_nation_list_get_path (list), id, mst_nation_list_get_path (old)));
      else
        {
          g_ptr_array_add (self->notices,
                           g_strdup_printf (_("%s: the list “%s” replaces the shipped list of that id (%s)"),
                                            mst_nation_list_get_path (list), id, mst_nation_list_get_path (old)));
          g_hash_table_add (self->replacing, g_strdup (id));
        }
    }
  if (self->loading_user)
    g_hash_table_add (self->user_ids, g_strdup (id));

  if (old != NULL && g_list_store_find (self->lists, old, &pos))
    g_list_store_remove (self->lists, pos);
  g_hash_table_replace (self->by_id, g_strdup (id), g_object_ref (list));
  g_list_store_insert_sorted (self->lists, list, compare_lists, NULL);
}

gboolean
mst_catalogue_load_file (MstCatalogue *self, const char *path, GError **error)
{
  g_autoptr(MstNationList) list = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (MST_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* The shipped lists were checked against the schema when Muster was
   * built and installed; a user's once, then again only once changed;
   * either read whole once, then again only once changed. */
  if (self->checked != NULL && (self->loading_user || self->loading_shipped))
    list = mst_nation_list_new_from_file_checked (path, self->checked, self->loading_shipped, &local_error);
  else
    list = mst_nation_list_new_from_file_full (path, self->loading_user || !self->loading_shipped, &local_error);
  if (list == NULL)
    {
      g_ptr_array_add (self->problems, g_strdup (local_error->message));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  add_list (self, list);
  return TRUE;
}

gboolean
mst_catalogue_add_user_file (MstCatalogue *self, const char *path, GError **error)
{
  gboolean was_loading_user, ok;

  g_return_val_if_fail (MST_IS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  was_loading_user = self->loading_user;
  self->loading_user = TRUE;
  ok = mst_catalogue_load_file (self, path, error);
  self->loading_user = was_loading_user;
  return ok;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static void
collect_files (const char *dir, guint depth, GPtrArray *out)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      /* A rule set's tables live beside its lists and are read by the
       * rule set (mst-ruleset.c), not as a list. */
      if (depth == 0 && g_str_equal (name, "tables.xml"))
        continue;
      if (g_str_has_suffix (name, ".xml") && g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (out, g_steal_pointer (&path));
      else if (depth > 0 && g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_files (path, depth - 1, out);
    }
}

void
mst_catalogue_load_dir (MstCatalogue *self, const char *dir)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  g_return_if_fail (MST_IS_CATALOGUE (self));
  g_return_if_fail (dir != NULL);

  collect_files (dir, 1, files);
  /* A fixed order, so that which of two same-id files in one folder wins
   * does not depend on the file system. */
  g_ptr_array_sort (files, compare_names);
  for (guint i = 0; i < files->len; i++)
    mst_catalogue_load_file (self, g_ptr_array_index (files, i), NULL);
}

void
mst_catalogue_load_default (MstCatalogue *self)
{
  g_autofree char *system_dir = mst_paths_get_system_nations_dir ();
  g_autofree char *user_dir = mst_paths_get_user_nations_dir ();
  guint shipped_hits, shipped_misses;

  g_return_if_fail (MST_IS_CATALOGUE (self));

  /* MUSTER_CHECK_LISTS_ALWAYS: no record kept, every list checked and
   * read whole. */
  if (g_getenv ("MUSTER_CHECK_LISTS_ALWAYS") == NULL)
    self->checked = mst_checked_lists_open (NULL);
  self->loading_shipped = g_getenv ("MUSTER_VALIDATE_SHIPPED") == NULL;
  mst_catalogue_load_dir (self, system_dir);
  self->loading_shipped = FALSE;
  self->loading_user = TRUE;
  /* What is counted is the user's lists. */
  shipped_hits = self->checked != NULL ? mst_checked_lists_get_hits (self->checked) : 0;
  shipped_misses = self->checked != NULL ? mst_checked_lists_get_misses (self->checked) : 0;
  mst_catalogue_load_dir (self, user_dir);
  if (self->checked != NULL)
    mst_checked_lists_save (self->checked);
  self->last_checked_hits = self->checked != NULL ? mst_checked_lists_get_hits (self->checked) - shipped_hits : 0;
  self->last_checked_misses = self->checked != NULL ? mst_checked_lists_get_misses (self->checked) - shipped_misses : 0;
  g_clear_pointer (&self->checked, mst_checked_lists_free);
  self->loading_user = FALSE;
}

void
mst_catalogue_get_checked_counts (MstCatalogue *self, guint *found_checked, guint *checked_now)
{
  g_return_if_fail (MST_IS_CATALOGUE (self));

  if (found_checked != NULL)
    *found_checked = self->last_checked_hits;
  if (checked_now != NULL)
    *checked_now = self->last_checked_misses;
}

gboolean
mst_catalogue_is_user_list (MstCatalogue *self, const char *list_id)
{
  g_return_val_if_fail (MST_IS_CATALOGUE (self), FALSE);
  return list_id != NULL && g_hash_table_contains (self->user_ids, list_id);
}

gboolean
mst_catalogue_replaces_shipped (MstCatalogue *self, const char *list_id)
{
  g_return_val_if_fail (MST_IS_CATALOGUE (self), FALSE);
  return list_id != NULL && g_hash_table_contains (self->replacing, list_id);
}

GPtrArray *
mst_catalogue_get_notices (MstCatalogue *self)
{
  g_return_val_if_fail (MST_IS_CATALOGUE (self), NULL);
  return self->notices;
}

static void
copy_key (const char *key, gpointer value, GHashTable *to)
{
  g_hash_table_add (to, g_strdup (key));
}

void
mst_catalogue_adopt (MstCatalogue *self, MstCatalogue *from)
{
  g_autoptr(GPtrArray) items = NULL;
  guint n;

  g_return_if_fail (MST_IS_CATALOGUE (self));
  g_return_if_fail (MST_IS_CATALOGUE (from));

  n = g_list_model_get_n_items (G_LIST_MODEL (from->lists));
  items = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n; i++)
    {
      MstNationList *list = g_list_model_get_item (G_LIST_MODEL (from->lists), i);
      g_hash_table_replace (self->by_id, g_strdup (mst_nation_list_get_id (list)), g_object_ref (list));
      g_ptr_array_add (items, list);
    }
  for (guint i = 0; i < from->problems->len; i++)
    g_ptr_array_add (self->problems, g_strdup (g_ptr_array_index (from->problems, i)));
  for (guint i = 0; i < from->notices->len; i++)
    g_ptr_array_add (self->notices, g_strdup (g_ptr_array_index (from->notices, i)));
  g_hash_table_foreach (from->user_ids, (GHFunc) copy_key, self->user_ids);
  g_hash_table_foreach (from->replacing, (GHFunc) copy_key, self->replacing);
  /* One splice: views see one items-changed. */
  g_list_store_splice (self->lists, 0, g_list_model_get_n_items (G_LIST_MODEL (self->lists)),
                       items->pdata, items->len);
}

GListModel *
mst_catalogue_get_lists (MstCatalogue *self)
{
  g_return_val_if_fail (MST_IS_CATALOGUE (self), NULL);
  return G_LIST_MODEL (self->lists);
}

MstNationList *
mst_catalogue_lookup (MstCatalogue *self, const char *list_id)
{
  g_return_val_if_fail (MST_IS_CATALOGUE (self), NULL);
  if (list_id == NULL)
    return NULL;
  return g_hash_table_lookup (self->by_id, list_id);
}

GPtrArray *
mst_catalogue_get_problems (MstCatalogue *self)
{
  g_return_val_if_fail (MST_IS_CATALOGUE (self), NULL);
  return self->problems;
}

char *
mst_catalogue_describe_missing_list (const char *list_id, const char *ruleset)
{
  g_autofree char *system_dir = mst_paths_get_system_nations_dir ();
  g_autofree char *user_dir = mst_paths_get_user_nations_dir ();
  g_autofree char *shipped = g_build_filename (system_dir, ruleset != NULL ? ruleset : "", NULL);
  g_autofree char *user = g_build_filename (user_dir, ruleset != NULL ? ruleset : "", NULL);

  g_return_val_if_fail (list_id != NULL, NULL);

  return g_strdup_printf (_("its list “%s” is not installed: Muster looked in %s and %s. Copy the list’s file "
                            "into the second folder, then try again."), list_id, shipped, user);
}
