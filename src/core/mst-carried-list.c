/* mst-carried-list.c: a player's own nation list, carried by the forces
 * built on it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-carried-list.h"
#include "mst-carried-list-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-paths.h"
#include "mst-xml-private.h"

/* The form a list is carried in: its file, without the mark of a force it
 * was added from, written as Muster writes XML.  Both ends compute it the
 * same way, so that one list is one checksum wherever it went. */
static char *
canonical_text (const char *data, gsize len, const char *display_name, GError **error)
{
  xmlDoc *doc = mst_xml_parse (data, len, display_name, error);
  xmlNode *n, *next;
  char *text;

  if (doc == NULL)
    return NULL;
  for (n = doc->children; n != NULL; n = next)
    {
      next = n->next;
      if (n->type == XML_PI_NODE && g_strcmp0 ((const char *) n->name, MST_CARRIED_LIST_MARK) == 0)
        {
          xmlUnlinkNode (n);
          xmlFreeNode (n);
        }
    }
  text = mst_xml_to_string (doc, NULL);
  xmlFreeDoc (doc);
  return text;
}

static char *
canonical_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  if (!mst_file_read_capped (path, MST_XML_MAX_SIZE, &data, &len, error))
    return NULL;
  return canonical_text (data, len, path, error);
}

static char *
sha256_of (const char *text)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

char *
mst_carried_list_for_id (MstCatalogue *catalogue, const char *list_id)
{
  MstNationList *list;

  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  list = catalogue != NULL && list_id != NULL ? mst_catalogue_lookup (catalogue, list_id) : NULL;
  if (list == NULL || mst_nation_list_get_path (list) == NULL || !mst_catalogue_is_user_list (catalogue, list_id))
    return NULL;
  /* A list that cannot be read now was read when the force was: the force
   * goes without it, and the other end says the list is missing. */
  return canonical_file (mst_nation_list_get_path (list), NULL);
}

char *
mst_carried_list_for (MstForce *force, MstCatalogue *catalogue)
{
  MstNationList *list;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  if (mst_force_get_carried_list (force) != NULL)
    return g_strdup (mst_force_get_carried_list (force));
  list = mst_force_get_list (force);
  if (list == NULL || catalogue == NULL || mst_catalogue_lookup (catalogue, mst_nation_list_get_id (list)) != list)
    return NULL;
  return mst_carried_list_for_id (catalogue, mst_nation_list_get_id (list));
}

void
mst_carried_list_write_node (xmlNode *force_root, const char *list_id, guint version, const char *xml)
{
  g_autofree char *version_s = g_strdup_printf ("%u", version);
  g_autofree char *sha = sha256_of (xml);
  xmlNode *node = xmlNewTextChild (force_root, force_root->ns, (const xmlChar *) "carried-list", (const xmlChar *) xml);

  xmlSetProp (node, (const xmlChar *) "id", (const xmlChar *) list_id);
  xmlSetProp (node, (const xmlChar *) "version", (const xmlChar *) version_s);
  xmlSetProp (node, (const xmlChar *) "sha256", (const xmlChar *) sha);
}

gboolean
mst_carried_list_matches (MstNationList *list, const char *xml)
{
  g_autofree char *sha = NULL;
  g_autofree char *installed = NULL;
  g_autofree char *installed_sha = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (list), FALSE);
  g_return_val_if_fail (xml != NULL, FALSE);

  sha = sha256_of (xml);
  if (g_strcmp0 (mst_nation_list_get_carried_sha256 (list), sha) == 0)
    return TRUE;
  if (mst_nation_list_get_path (list) == NULL)
    return FALSE;
  installed = canonical_file (mst_nation_list_get_path (list), NULL);
  if (installed == NULL)
    return FALSE;
  installed_sha = sha256_of (installed);
  return g_str_equal (installed_sha, sha);
}

gboolean
mst_carried_list_is_new (MstForce *force, MstCatalogue *catalogue)
{
  const char *xml;
  MstNationList *installed;

  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), FALSE);

  xml = mst_force_get_carried_list (force);
  if (xml == NULL)
    return FALSE;
  installed = mst_catalogue_lookup (catalogue, mst_force_get_list_id (force));
  return installed == NULL || !mst_carried_list_matches (installed, xml);
}

/* A list of the player's added before from a force that carried @sha. */
static MstNationList *
find_added (MstCatalogue *catalogue, const char *sha)
{
  GListModel *lists = mst_catalogue_get_lists (catalogue);
  guint n = g_list_model_get_n_items (lists);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);

      if (g_strcmp0 (mst_nation_list_get_carried_sha256 (list), sha) == 0)
        return list;
    }
  return NULL;
}

/* @id, or @id-2, @id-3…: the first no list here has and no file of the
 * folder holds. */
static char *
free_id (MstCatalogue *catalogue, const char *dir, const char *id)
{
  for (guint i = 1;; i++)
    {
      g_autofree char *base = g_strndup (id, 110);
      g_autofree char *candidate = i == 1 ? g_strdup (id) : g_strdup_printf ("%s-%u", base, i);
      g_autofree char *name = g_strconcat (candidate, ".xml", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (mst_catalogue_lookup (catalogue, candidate) == NULL && !g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&candidate);
    }
}

/* Writes @xml as the list @id into @path, marked as from @force_name. */
static gboolean
write_list (const char *xml, const char *id, const char *force_name, const char *sha, const char *path,
            GError **error)
{
  xmlDoc *doc = mst_xml_parse (xml, strlen (xml), path, error);
  g_autofree char *force_escaped = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  xmlNode *pi;
  gsize len = 0;

  if (doc == NULL)
    return FALSE;
  xmlSetProp (xmlDocGetRootElement (doc), (const xmlChar *) "id", (const xmlChar *) id);
  /* Escaped, so that no name can end the instruction or its value. */
  force_escaped = g_uri_escape_string (force_name, " ", TRUE);
  mark = g_strdup_printf ("force=\"%s\" sha256=\"%s\"", force_escaped, sha);
  pi = xmlNewDocPI (doc, (const xmlChar *) MST_CARRIED_LIST_MARK, (const xmlChar *) mark);
  xmlAddPrevSibling (xmlDocGetRootElement (doc), pi);
  data = mst_xml_to_string (doc, &len);
  xmlFreeDoc (doc);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Could not make the folder %s: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  return mst_file_replace (path, data, len, error);
}

/* The force read again over the list @id, no longer carrying it. */
static MstForce *
rebind (MstForce *force, const char *id, MstCatalogue *catalogue, GError **error)
{
  g_autofree char *data = mst_force_to_data (force, NULL);
  g_autofree char *fresh = NULL;
  xmlDoc *doc = mst_xml_parse (data, strlen (data), mst_force_get_name (force), error);
  xmlNode *root, *n, *next;
  gsize len = 0;

  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  xmlSetProp (root, (const xmlChar *) "list", (const xmlChar *) id);
  for (n = root->children; n != NULL; n = next)
    {
      next = n->next;
      if (mst_xml_is (n, "carried-list"))
        {
          xmlUnlinkNode (n);
          xmlFreeNode (n);
        }
    }
  fresh = mst_xml_to_string (doc, &len);
  xmlFreeDoc (doc);
  return mst_force_new_from_data (fresh, len, mst_force_get_name (force), catalogue, error);
}

MstForce *
mst_carried_list_add (MstForce      *force,
                      MstCatalogue  *catalogue,
                      const char    *user_dir,
                      char         **message,
                      GError       **error)
{
  const char *xml, *id;
  g_autofree char *sha = NULL;
  g_autofree char *default_dir = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *target = NULL;
  g_autofree char *path = NULL;
  g_autofree char *said = NULL;
  g_autoptr(MstNationList) carried = NULL;
  MstNationList *installed, *added;
  MstForce *fresh;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  xml = mst_force_get_carried_list (force);
  id = mst_force_get_list_id (force);
  if (xml == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("The force “%s” carries no list"),
                   mst_force_get_name (force));
      return NULL;
    }
  carried = mst_nation_list_new_from_data (xml, strlen (xml), id, error);
  if (carried == NULL)
    return NULL;
  sha = sha256_of (xml);
  installed = mst_catalogue_lookup (catalogue, id);
  added = find_added (catalogue, sha);

  if (installed != NULL && mst_carried_list_matches (installed, xml))
    target = g_strdup (id);
  else if (added != NULL)
    {
      target = g_strdup (mst_nation_list_get_id (added));
      said = g_strdup_printf (_("The force “%s” uses your list “%s” (%s), added before from a force that "
                                "carried it."),
                              mst_force_get_name (force), mst_nation_list_get_name (added), target);
    }
  else
    {
      g_autofree char *name = NULL;

      if (user_dir == NULL)
        user_dir = default_dir = mst_paths_get_user_nations_dir ();
      dir = g_build_filename (user_dir, mst_nation_list_get_ruleset (carried), NULL);
      target = free_id (catalogue, dir, id);
      name = g_strconcat (target, ".xml", NULL);
      path = g_build_filename (dir, name, NULL);
      if (!write_list (xml, target, mst_force_get_name (force), sha, path, error))
        return NULL;
      if (!mst_catalogue_add_user_file (catalogue, path, error))
        {
          /* Never half done: a file Muster cannot read back goes. */
          g_unlink (path);
          return NULL;
        }
      if (g_str_equal (target, id))
        said = g_strdup_printf (_("Added the list “%s” (%s, version %u) that the force “%s” carries to your "
                                  "lists: %s"),
                                mst_nation_list_get_name (carried), id, mst_nation_list_get_version (carried),
                                mst_force_get_name (force), path);
      else
        said = g_strdup_printf (_("The list “%s” that the force “%s” carries is not your list of that id (%s): "
                                  "both are kept, and the force's was added as “%s”: %s"),
                                mst_nation_list_get_name (carried), mst_force_get_name (force),
                                installed != NULL && mst_nation_list_get_path (installed) != NULL
                                  ? mst_nation_list_get_path (installed) : id,
                                target, path);
    }

  fresh = rebind (force, target, catalogue, error);
  if (fresh == NULL)
    return NULL;
  if (message != NULL)
    *message = g_steal_pointer (&said);
  return fresh;
}

char *
mst_carried_list_describe (MstForce *force, MstCatalogue *catalogue)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  if (!mst_carried_list_is_new (force, catalogue))
    return NULL;
  if (mst_catalogue_lookup (catalogue, mst_force_get_list_id (force)) != NULL)
    return g_strdup_printf (_("The force “%s” carries its own list “%s”, which is not your list of that id. "
                              "Its numbers are from the list it carries; adding it keeps both lists."),
                            mst_force_get_name (force), mst_force_get_list_id (force));
  return g_strdup_printf (_("The force “%s” carries its list “%s”, which is not among your lists. "
                            "Its numbers are from the list it carries; add it to build forces on it."),
                          mst_force_get_name (force), mst_force_get_list_id (force));
}
