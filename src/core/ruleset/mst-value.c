/* mst-value.c: attribute bags and components.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mst-value.h"

GHashTable *
mst_attrs_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

GHashTable *
mst_attrs_copy (GHashTable *attrs)
{
  GHashTable *copy = mst_attrs_new ();
  GHashTableIter iter;
  gpointer k, v;

  if (attrs == NULL)
    return copy;
  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &k, &v))
    g_hash_table_insert (copy, g_strdup (k), g_strdup (v));
  return copy;
}

gboolean
mst_attrs_set (GHashTable *attrs, const char *name, const char *value)
{
  g_return_val_if_fail (attrs != NULL && name != NULL, FALSE);
  if (g_strcmp0 (value, g_hash_table_lookup (attrs, name)) == 0)
    return FALSE;
  if (value == NULL)
    g_hash_table_remove (attrs, name);
  else
    g_hash_table_insert (attrs, g_strdup (name), g_strdup (value));
  return TRUE;
}

gboolean
mst_attrs_replace (GHashTable **attrs, GHashTable *with)
{
  g_return_val_if_fail (attrs != NULL && with != NULL, FALSE);
  if (*attrs == with)
    return FALSE;
  g_hash_table_unref (*attrs);
  *attrs = mst_attrs_copy (with);
  return TRUE;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

GPtrArray *
mst_attrs_sorted_keys (GHashTable *attrs)
{
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer k;

  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &k, NULL))
    g_ptr_array_add (keys, k);
  g_ptr_array_sort (keys, compare_strings);
  return keys;
}

static void
component_clear (gpointer data)
{
  g_free (((MstComponent *) data)->role);
}

GArray *
mst_components_new (void)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (MstComponent));

  g_array_set_clear_func (a, component_clear);
  return a;
}

GArray *
mst_components_copy (GArray *components)
{
  GArray *copy = mst_components_new ();

  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      MstComponent *c = &g_array_index (components, MstComponent, i);
      mst_components_add (copy, c->role, c->count);
    }
  return copy;
}

static MstComponent *
find (GArray *components, const char *role)
{
  for (guint i = 0; i < components->len; i++)
    if (g_strcmp0 (g_array_index (components, MstComponent, i).role, role) == 0)
      return &g_array_index (components, MstComponent, i);
  return NULL;
}

void
mst_components_add (GArray *components, const char *role, guint count)
{
  MstComponent *c = find (components, role);
  MstComponent n;

  if (c != NULL)
    {
      c->count += count;
      return;
    }
  n.role = g_strdup (role);
  n.count = count;
  g_array_append_val (components, n);
}

void
mst_components_set (GArray *components, const char *role, guint count)
{
  MstComponent *c = find (components, role);

  if (c != NULL)
    c->count = count;
  else
    mst_components_add (components, role, count);
}

guint
mst_components_count (GArray *components, const char *role)
{
  MstComponent *c = components != NULL ? find (components, role) : NULL;

  return c != NULL ? c->count : 0;
}

guint
mst_components_total (GArray *components)
{
  guint n = 0;

  for (guint i = 0; components != NULL && i < components->len; i++)
    n += g_array_index (components, MstComponent, i).count;
  return n;
}
