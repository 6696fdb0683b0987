/* mst-validate.c: checks a nation-list or force file against its schema and meaning.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-force-file.h"
#include "mst-nation-list.h"
#include "mst-ruleset.h"
#include "mst-validate.h"
#include "mst-xml-private.h"

/* What the file is, and the schema it is checked against. */
static MstFileKind
kind_of (xmlDoc *doc, MstSchemaKind *schema)
{
  if (!mst_xml_schema_of (doc, schema))
    return MST_FILE_KIND_UNKNOWN;
  switch (*schema)
    {
    case MST_SCHEMA_NATION_LIST:
    case MST_SCHEMA_NATION_LIST_2:
      return MST_FILE_KIND_NATION_LIST;
    case MST_SCHEMA_FORCE:
    case MST_SCHEMA_FORCE_2:
      return MST_FILE_KIND_FORCE;
    case MST_SCHEMA_TABLES:
      return MST_FILE_KIND_TABLES;
    default:
      return MST_FILE_KIND_UNKNOWN;
    }
}

static void
check_force_unit (xmlNode *node, MstNationList *list, const char *path, GPtrArray *problems)
{
  g_autofree char *template_id = mst_xml_get_prop (node, "template");
  g_autofree char *name = mst_xml_get_prop (node, "name");

  if (mst_nation_list_lookup_template (list, template_id) == NULL)
    g_ptr_array_add (problems,
                     g_strdup_printf (_("%s:%ld: unit “%s”: the list %s has no unit “%s”"),
                                      path, xmlGetLineNo (node), name,
                                      mst_nation_list_get_id (list), template_id));
}

static void
check_force (xmlDoc *doc, MstCatalogue *catalogue, const char *path, GPtrArray *problems)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *list_id = mst_xml_get_prop (root, "list");
  MstNationList *list = catalogue != NULL ? mst_catalogue_lookup (catalogue, list_id) : NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  guint before = problems->len;

  if (list == NULL)
    {
      g_ptr_array_add (problems,
                       g_strdup_printf (_("%s:%ld: the nation list “%s” is not installed"),
                                        path, xmlGetLineNo (root), list_id));
      return;
    }
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "unit"))
        check_force_unit (c, list, path, problems);
      else if (mst_xml_is (c, "command"))
        for (xmlNode *u = c->children; u != NULL; u = u->next)
          if (mst_xml_is (u, "unit"))
            check_force_unit (u, list, path, problems);
    }
  /* Every value is its rule set's, as every reader of a force has it. */
  if (problems->len == before && (force = mst_force_new_from_file (path, catalogue, &error)) == NULL)
    g_ptr_array_add (problems, g_strdup (error->message));
}

gboolean
mst_validate_file (const char   *path,
                   MstCatalogue *catalogue,
                   MstFileKind  *kind_out,
                   GPtrArray    *problems)
{
  g_autoptr(GError) error = NULL;
  xmlDoc *doc;
  MstFileKind kind;
  MstSchemaKind schema = MST_SCHEMA_NATION_LIST;
  guint before;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  before = problems->len;
  if (kind_out != NULL)
    *kind_out = MST_FILE_KIND_UNKNOWN;

  doc = mst_xml_read_file (path, &error);
  if (doc == NULL)
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          error->domain == G_FILE_ERROR)
        g_ptr_array_add (problems, g_strdup_printf ("%s:0: %s", path, error->message));
      else
        g_ptr_array_add (problems, g_strdup (error->message));
      return FALSE;
    }

  kind = kind_of (doc, &schema);
  if (kind_out != NULL)
    *kind_out = kind;

  switch (kind)
    {
    case MST_FILE_KIND_NATION_LIST:
      if (mst_xml_validate (doc, schema, path, problems, NULL))
        {
          g_autoptr(MstNationList) list = mst_nation_list_new_from_file (path, &error);
          if (list == NULL)
            g_ptr_array_add (problems, g_strdup (error->message));
        }
      break;
    case MST_FILE_KIND_FORCE:
      if (mst_xml_validate (doc, schema, path, problems, NULL))
        check_force (doc, catalogue, path, problems);
      break;
    case MST_FILE_KIND_TABLES:
      if (mst_xml_validate (doc, schema, path, problems, NULL))
        {
          g_autoptr(MstTableSet) tables = mst_table_set_new_from_file (path, &error);
          if (tables == NULL)
            g_ptr_array_add (problems, g_strdup (error->message));
          else if (mst_ruleset_lookup (mst_table_set_get_ruleset (tables)) == NULL)
            {
              g_autofree char *ids = mst_rulesets_dup_ids ();
              g_ptr_array_add (problems, g_strdup_printf (_("%s: tables of a rule set “%s” Muster does not know (it knows %s)"),
                                                          path, mst_table_set_get_ruleset (tables), ids));
            }
        }
      break;
    case MST_FILE_KIND_UNKNOWN:
    default:
      g_ptr_array_add (problems,
                       g_strdup_printf (_("%s:%ld: neither a nation list, a force file nor a rule set’s tables "
                                          "(root element “%s”)"),
                                        path, xmlGetLineNo (xmlDocGetRootElement (doc)),
                                        (const char *) xmlDocGetRootElement (doc)->name));
      break;
    }

  xmlFreeDoc (doc);
  return problems->len == before;
}
