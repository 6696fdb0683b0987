/* mst-list-document-write.c: a nation list document written as a list
 * file, saved to the user's lists folder or exported.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-error.h"
#include "mst-list-document-private.h"
#include "mst-paths.h"
#include "mst-ruleset.h"
#include "mst-xml-private.h"

/* A list file's namespace, by its version. */
#define NS_FORMAT "urn:muster:nation-list:%u"

xmlNode *
mst_list_xml_add_text (xmlNode *parent, const char *name, const char *text)
{
  return xmlNewTextChild (parent, parent->ns, (const xmlChar *) name, (const xmlChar *) text);
}

xmlNode *
mst_list_xml_add_empty (xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, parent->ns, (const xmlChar *) name, NULL);
}

void
mst_list_xml_set_prop (xmlNode *node, const char *name, const char *value)
{
  if (value != NULL && value[0] != '\0')
    xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

void
mst_list_xml_add_notes (xmlNode *parent, Record *r)
{
  const char *notes = mst_list_record_get (r, "notes");
  g_auto(GStrv) lines = NULL;

  if (notes == NULL)
    return;
  lines = g_strsplit (notes, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        mst_list_xml_add_text (parent, "note", lines[i]);
    }
}

static void
add_prefixed (xmlNode *parent, Record *r, const char *prefix, const char *element, const char *key_attr,
              const char *value_attr)
{
  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);
      xmlNode *n;

      if (!g_str_has_prefix (f->key, prefix))
        continue;
      n = mst_list_xml_add_empty (parent, element);
      xmlSetProp (n, (const xmlChar *) key_attr, (const xmlChar *) f->key + strlen (prefix));
      xmlSetProp (n, (const xmlChar *) value_attr, (const xmlChar *) f->value);
    }
}

static int
index_in (const char *const *tokens, const char *token)
{
  if (token == NULL)
    return -1;
  for (int i = 0; tokens != NULL && tokens[i] != NULL; i++)
    if (g_str_equal (tokens[i], token))
      return i;
  return G_MAXINT / 2;
}

typedef struct {
  int weapon, spec, formation, band;
  const Field *field;
  char *id, *formation_s, *weapon_s, *band_s;
} StatOrder;

static int
compare_stats (gconstpointer a, gconstpointer b)
{
  const StatOrder *x = a, *y = b;

  if (x->weapon != y->weapon)
    return x->weapon < y->weapon ? -1 : 1;
  if (x->weapon != -1 && g_strcmp0 (x->weapon_s, y->weapon_s) != 0)
    return g_strcmp0 (x->weapon_s, y->weapon_s);
  if (x->spec != y->spec)
    return x->spec < y->spec ? -1 : 1;
  if (x->spec == G_MAXINT && g_strcmp0 (x->id, y->id) != 0)
    return g_strcmp0 (x->id, y->id);
  if (x->formation != y->formation)
    return x->formation < y->formation ? -1 : 1;
  if (x->band != y->band)
    return x->band < y->band ? -1 : 1;
  return g_strcmp0 (x->field->key, y->field->key);
}

static int
spec_index (MstRuleset *rs, const char *id)
{
  const MstStatSpec *specs = rs != NULL ? MST_RULESET_GET_CLASS (rs)->stat_specs : NULL;

  for (int i = 0; specs != NULL && specs[i].id != NULL; i++)
    if (g_strcmp0 (specs[i].id, id) == 0)
      return i;
  return G_MAXINT;
}

/* The card's values in one order: the unit's own weapon line first, then
 * each other weapon's; within one, the rule set's order of stats, then of
 * formations, then the range bands outwards. */
static void
add_stats (xmlNode *parent, Record *r, MstRuleset *rs)
{
  g_autoptr(GArray) order = g_array_new (FALSE, TRUE, sizeof (StatOrder));
  const char *const *weapons = rs != NULL ? MST_RULESET_GET_CLASS (rs)->weapons : NULL;

  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);
      StatOrder o = { 0 };
      guint64 band = 0;

      if (!mst_list_stat_key_parse (f->key, &o.id, &o.formation_s, &o.weapon_s, &o.band_s))
        continue;
      o.field = f;
      o.weapon = index_in (weapons, o.weapon_s);
      o.spec = spec_index (rs, o.id);
      o.formation = index_in (mst_ruleset_get_formations (rs), o.formation_s);
      o.band = o.band_s != NULL && g_ascii_string_to_unsigned (o.band_s, 10, 0, 9999, &band, NULL) ? (int) band
                                                                                                 : -1;
      g_array_append_val (order, o);
    }
  g_array_sort (order, compare_stats);
  for (guint i = 0; i < order->len; i++)
    {
      StatOrder *o = &g_array_index (order, StatOrder, i);
      xmlNode *n = mst_list_xml_add_empty (parent, "stat");

      mst_list_xml_set_prop (n, "id", o->id);
      mst_list_xml_set_prop (n, "formation", o->formation_s);
      mst_list_xml_set_prop (n, "weapon", o->weapon_s);
      mst_list_xml_set_prop (n, "band", o->band_s);
      {
        const MstStatSpec *spec = rs != NULL ? mst_ruleset_lookup_stat_spec (rs, o->id) : NULL;
        g_autofree char *value = spec != NULL ? mst_stat_value_normalize (spec->type, o->field->value)
                                              : g_strdup (o->field->value);

        xmlSetProp (n, (const xmlChar *) "value", (const xmlChar *) value);
      }
      g_free (o->id);
      g_free (o->formation_s);
      g_free (o->weapon_s);
      g_free (o->band_s);
    }
}

/* The shared format's unit: its kind, name, weapon, attributes, figures,
 * stats and notes. */
void
mst_list_write_unit_shared (MstRuleset *rs, xmlNode *u, Record *r)
{
  xmlSetProp (u, (const xmlChar *) "kind", (const xmlChar *) (mst_list_record_get (r, "kind") ? mst_list_record_get (r, "kind") : ""));
  mst_list_xml_add_text (u, "name", mst_list_record_get (r, "name") != NULL ? mst_list_record_get (r, "name") : "");
  if (mst_list_record_value (r, "weapon") != NULL)
    mst_list_xml_add_text (u, "weapon", mst_list_record_value (r, "weapon"));
  add_prefixed (u, r, "attr:", "attr", "name", "value");
  add_prefixed (u, r, "component:", "component", "role", "count");
  add_stats (u, r, rs);
  mst_list_xml_add_notes (u, r);
}

/* The shared format's header after the period: the list's attributes, its
 * notes. */
void
mst_list_write_header_shared (MstRuleset *rs, xmlNode *root, Record *h)
{
  add_prefixed (root, h, "attr:", "attr", "name", "value");
  mst_list_xml_add_notes (root, h);
}

static xmlDoc *
build_xml (MstListDocument *self)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "nation-list");
  Record *h = self->state->header;
  MstRuleset *rs = mst_ruleset_lookup (self->ruleset);
  g_autofree char *version = g_strdup_printf ("%u", self->version);
  const MstListFormat *format = mst_list_format_of (rs);
  g_autofree char *ns_uri = NULL;
  xmlNs *ns;

  ns_uri = g_strdup_printf (NS_FORMAT, format->version);
  ns = xmlNewNs (root, (const xmlChar *) ns_uri, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlSetProp (root, (const xmlChar *) "id", (const xmlChar *) (mst_list_record_get (h, "id") ? mst_list_record_get (h, "id") : ""));
  xmlSetProp (root, (const xmlChar *) "ruleset", (const xmlChar *) self->ruleset);
  xmlSetProp (root, (const xmlChar *) "version", (const xmlChar *) version);

  mst_list_xml_add_text (root, "name", mst_list_record_get (h, "name") != NULL ? mst_list_record_get (h, "name") : "");
  if (format->header_required || mst_list_record_value (h, "nation") != NULL)
    mst_list_xml_add_text (root, "nation", mst_list_record_value (h, "nation") != NULL ? mst_list_record_value (h, "nation") : "");
  if (format->header_required || mst_list_record_value (h, "war") != NULL)
    mst_list_xml_add_text (root, "war", mst_list_record_value (h, "war") != NULL ? mst_list_record_value (h, "war") : "");
  if (format->header_required || mst_list_record_value (h, "period-start") != NULL ||
      mst_list_record_value (h, "period-end") != NULL)
    {
      xmlNode *p = mst_list_xml_add_empty (root, "period");
      mst_list_xml_set_prop (p, "start", mst_list_record_get (h, "period-start"));
      mst_list_xml_set_prop (p, "end", mst_list_record_get (h, "period-end"));
    }
  format->write_header (rs, root, h);
  for (guint i = 0; i < self->state->templates->len; i++)
    {
      Record *r = g_ptr_array_index (self->state->templates, i);
      xmlNode *u = mst_list_xml_add_empty (root, "unit");

      xmlSetProp (u, (const xmlChar *) "id", (const xmlChar *) (mst_list_record_get (r, "id") != NULL ? mst_list_record_get (r, "id") : ""));
      format->write_unit (rs, u, r);
    }
  return doc;
}

char *
mst_list_document_to_xml (MstListDocument *self, gsize *len)
{
  xmlDoc *doc;
  char *xml;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);

  doc = build_xml (self);
  xml = mst_xml_to_string (doc, len);
  xmlFreeDoc (doc);
  return xml;
}

/* ---- saving ------------------------------------------------------------ */

static gboolean
refuse_with_errors (MstListDocument *self, GError **error)
{
  guint n = mst_list_document_count_errors (self);

  if (n == 0)
    return FALSE;
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
               g_dngettext (GETTEXT_PACKAGE, "The list has %u problem to fix before it can be saved",
                            "The list has %u problems to fix before it can be saved", n),
               n);
  return TRUE;
}

gboolean
mst_list_document_save (MstListDocument *self, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;
  const char *id;
  guint old_version;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);

  if (refuse_with_errors (self, error))
    return FALSE;
  id = mst_list_record_get (self->state->header, "id");
  if (self->path != NULL)
    path = g_strdup (self->path);
  else
    {
      g_autofree char *dir = mst_paths_get_user_nations_dir ();
      g_autofree char *name = g_strconcat (id, ".xml", NULL);

      path = g_build_filename (dir, self->ruleset, name, NULL);
      /* Never over a file of the user's this list was not read from. */
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                       _("%s is already there: give the list another id, or open that list to edit it"), path);
          return FALSE;
        }
    }

  old_version = self->version;
  /* A change is a new version: forces built on the old one are told. */
  if (mst_list_document_is_modified (self) && self->saved_xml != NULL)
    self->version++;
  /* Standing in for another list of that id: a version above its. */
  if (self->catalogue != NULL)
    {
      MstNationList *other = mst_catalogue_lookup (self->catalogue, id);
      if (other != NULL && g_strcmp0 (mst_nation_list_get_path (other), path) != 0 &&
          mst_nation_list_get_version (other) >= self->version)
        self->version = mst_nation_list_get_version (other) + 1;
    }
  xml = mst_list_document_to_xml (self, &len);
  {
    g_autofree char *dir = g_path_get_dirname (path);
    if (g_mkdir_with_parents (dir, 0755) != 0)
      {
        int saved_errno = errno;
        self->version = old_version;
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), _("Could not make the folder %s: %s"),
                     dir, g_strerror (saved_errno));
        return FALSE;
      }
  }
  if (!mst_file_replace (path, xml, (gssize) len, error))
    {
      self->version = old_version;
      return FALSE;
    }
  g_free (self->path);
  self->path = g_steal_pointer (&path);
  g_free (self->saved_xml);
  self->saved_xml = g_steal_pointer (&xml);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_object_notify (G_OBJECT (self), "modified");
  return TRUE;
}

gboolean
mst_list_document_export (MstListDocument *self, const char *path, GError **error)
{
  g_autofree char *xml = NULL;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (refuse_with_errors (self, error))
    return FALSE;
  xml = mst_list_document_to_xml (self, &len);
  return mst_file_replace (path, xml, (gssize) len, error);
}
