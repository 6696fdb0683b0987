/* mst-list-document-read.c: a nation list document read from a list file,
 * from the data, from a file, or copied from an installed list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-error.h"
#include "mst-list-document-private.h"
#include "mst-paths.h"
#include "mst-ruleset.h"
#include "mst-xml-private.h"

void
mst_list_record_set_text (Record *r, const char *key, xmlNode *node)
{
  g_autofree char *text = mst_xml_get_text (node);
  mst_list_record_set (r, key, text);
}

void
mst_list_record_set_prop (Record *r, const char *key, xmlNode *node, const char *prop)
{
  g_autofree char *v = mst_xml_get_prop (node, prop);
  if (v != NULL)
    mst_list_record_set (r, key, v);
}

/* "ZEALOUS  H2H\n" → "ZEALOUS H2H" */
void
mst_list_record_set_tokens (Record *r, const char *key, xmlNode *node)
{
  g_autofree char *text = mst_xml_get_text (node);
  g_auto(GStrv) tokens = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; tokens[i] != NULL; i++)
    if (tokens[i][0] != '\0')
      g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", tokens[i]);
  mst_list_record_set (r, key, s->str);
}

void
mst_list_record_add_note (Record *r, const char *key, xmlNode *node)
{
  g_autofree char *text = mst_xml_get_text (node);
  const char *old = mst_list_record_get (r, key);
  g_autofree char *joined = NULL;

  /* One note a line: a note's own line breaks become spaces. */
  g_strdelimit (text, "\r\n", ' ');
  joined = old != NULL ? g_strconcat (old, "\n", text, NULL) : g_strdup (text);
  mst_list_record_set (r, key, joined);
}

/* The shared format's unit: its kind, weapon, attributes, figures, stats
 * and notes. */
void
mst_list_read_unit_shared (MstRuleset *rs, xmlNode *node, Record *r)
{
  mst_list_record_set_prop (r, "kind", node, "kind");
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (mst_xml_is (c, "weapon"))
        mst_list_record_set_text (r, "weapon", c);
      else if (mst_xml_is (c, "attr"))
        {
          g_autofree char *name = mst_xml_get_prop (c, "name");
          g_autofree char *key = g_strconcat ("attr:", name != NULL ? name : "", NULL);
          mst_list_record_set_prop (r, key, c, "value");
        }
      else if (mst_xml_is (c, "component"))
        {
          g_autofree char *role = mst_xml_get_prop (c, "role");
          g_autofree char *key = g_strconcat ("component:", role != NULL ? role : "", NULL);
          g_autofree char *count = mst_xml_get_prop (c, "count");
          guint64 a = 0, b = 0;

          /* A role given twice is counted once, as the list's reader adds it up. */
          if (mst_list_record_get (r, key) != NULL && count != NULL &&
              g_ascii_string_to_unsigned (mst_list_record_get (r, key), 10, 0, 999, &a, NULL) &&
              g_ascii_string_to_unsigned (count, 10, 0, 999, &b, NULL))
            {
              g_autofree char *sum = g_strdup_printf ("%" G_GUINT64_FORMAT, a + b);
              mst_list_record_set (r, key, sum);
            }
          else
            mst_list_record_set (r, key, count != NULL ? count : "");
        }
      else if (mst_xml_is (c, "stat"))
        {
          g_autofree char *id = mst_xml_get_prop (c, "id");
          g_autofree char *formation = mst_xml_get_prop (c, "formation");
          g_autofree char *weapon = mst_xml_get_prop (c, "weapon");
          g_autofree char *band = mst_xml_get_prop (c, "band");
          g_autofree char *key = mst_list_stat_key (id != NULL ? id : "", formation, weapon, band);
          g_autofree char *value = mst_xml_get_prop (c, "value");
          mst_list_record_set (r, key, value != NULL ? value : "");
        }
      else if (mst_xml_is (c, "note"))
        mst_list_record_add_note (r, "notes", c);
    }
}

/* A unit: its id and name, the rest as its list's format reads it. */
static Record *
read_unit (xmlNode *node, MstRuleset *rs)
{
  Record *r = mst_list_record_new ();
  xmlNode *name = mst_xml_first_child (node, "name");

  mst_list_record_set_prop (r, "id", node, "id");
  if (name != NULL)
    mst_list_record_set_text (r, "name", name);
  mst_list_format_of (rs)->read_unit (rs, node, r);
  return r;
}

static gboolean
read_document (MstListDocument *self, xmlDoc *doc, const char *display_name, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  MstSchemaKind kind;
  Record *h = self->state->header;
  g_autofree char *version = NULL;
  guint64 v = 0;

  if (!mst_xml_schema_of (doc, &kind) || (kind != MST_SCHEMA_NATION_LIST && kind != MST_SCHEMA_NATION_LIST_2))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s:%ld: not a nation list"), display_name,
                   root != NULL ? xmlGetLineNo (root) : 1L);
      return FALSE;
    }
  self->ruleset = mst_xml_get_prop (root, "ruleset");
  /* A file that names no rule set is of the one whose lists are of its
   * version. */
  if (self->ruleset == NULL)
    {
      MstRuleset *own = mst_rulesets_get_for_list_version (kind == MST_SCHEMA_NATION_LIST_2 ? 2 : 1);

      if (own != NULL)
        self->ruleset = g_strdup (mst_ruleset_get_id (own));
    }
  if (self->ruleset == NULL || mst_ruleset_lookup (self->ruleset) == NULL)
    {
      g_autofree char *ids = mst_rulesets_dup_ids ();
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s:%ld: a list of a rule set “%s” Muster does not know (it knows %s)"), display_name,
                   xmlGetLineNo (root), self->ruleset != NULL ? self->ruleset : "", ids);
      return FALSE;
    }
  version = mst_xml_get_prop (root, "version");
  if (version != NULL && g_ascii_string_to_unsigned (version, 10, 1, G_MAXUINT32, &v, NULL))
    self->version = (guint) v;

  mst_list_record_set_prop (h, "id", root, "id");
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (mst_xml_is (c, "name") || mst_xml_is (c, "nation") || mst_xml_is (c, "war") || mst_xml_is (c, "foot-weapon"))
        mst_list_record_set_text (h, (const char *) c->name, c);
      else if (mst_xml_is (c, "period"))
        {
          mst_list_record_set_prop (h, "period-start", c, "start");
          mst_list_record_set_prop (h, "period-end", c, "end");
        }
      else if (mst_xml_is (c, "note"))
        mst_list_record_add_note (h, "notes", c);
      else if (mst_xml_is (c, "rule"))
        {
          g_autofree char *id = mst_xml_get_prop (c, "id");
          g_autofree char *key = g_strconcat ("rule:", id != NULL ? id : "", NULL);
          mst_list_record_set_text (h, key, c);
        }
      else if (mst_xml_is (c, "attr"))
        {
          g_autofree char *name = mst_xml_get_prop (c, "name");
          g_autofree char *key = g_strconcat ("attr:", name != NULL ? name : "", NULL);
          mst_list_record_set_prop (h, key, c, "value");
        }
      else if (mst_xml_is (c, "unit"))
        g_ptr_array_add (self->state->templates, read_unit (c, mst_ruleset_lookup (self->ruleset)));
    }
  if (mst_list_record_get (h, "name") == NULL)
    mst_list_record_set (h, "name", "");
  return TRUE;
}

MstListDocument *
mst_list_document_new_from_data (const char *data, gsize len, const char *display_name, GError **error)
{
  g_autoptr(MstListDocument) self = NULL;
  xmlDoc *doc;
  gboolean ok;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  doc = mst_xml_parse (data, len, display_name, error);
  if (doc == NULL)
    return NULL;
  self = g_object_new (MST_TYPE_LIST_DOCUMENT, NULL);
  ok = read_document (self, doc, display_name, error);
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&self) : NULL;
}

/* Whether @path is in the user's lists folder. */
static gboolean
is_user_file (const char *path)
{
  g_autofree char *dir = mst_paths_get_user_nations_dir ();
  g_autoptr(GFile) d = g_file_new_for_path (dir);
  g_autoptr(GFile) f = g_file_new_for_path (path);

  return g_file_has_prefix (f, d);
}

MstListDocument *
mst_list_document_new_from_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  MstListDocument *self;

  g_return_val_if_fail (path != NULL, NULL);

  if (!mst_file_read_capped (path, MST_XML_MAX_SIZE, &data, &len, error))
    return NULL;
  self = mst_list_document_new_from_data (data, len, path, error);
  if (self != NULL && is_user_file (path))
    {
      self->path = g_strdup (path);
      self->saved_xml = mst_list_document_to_xml (self, NULL);
    }
  return self;
}

MstListDocument *
mst_list_document_new_copy (MstNationList *list, GError **error)
{
  MstListDocument *self;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);

  if (mst_nation_list_get_path (list) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("The list “%s” has no file to copy"),
                   mst_nation_list_get_id (list));
      return NULL;
    }
  self = mst_list_document_new_from_file (mst_nation_list_get_path (list), error);
  if (self == NULL)
    return NULL;
  /* A copy is a new list of the player's, saved beside the others. */
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->saved_xml, g_free);
  self->version = 1;
  id = g_str_has_prefix (mst_nation_list_get_id (list), "my-") ? g_strconcat (mst_nation_list_get_id (list), "-2", NULL)
                                                               : g_strconcat ("my-", mst_nation_list_get_id (list), NULL);
  /* TRANSLATORS: the name of a list copied to be edited */
  name = g_strdup_printf (_("%s (my copy)"), mst_nation_list_get_name (list));
  mst_list_record_set (self->state->header, "id", id);
  mst_list_record_set (self->state->header, "name", name);
  return self;
}
