/* mst-force-file.c: reading and writing force (.muster) files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-carried-list.h"
#include "mst-carried-list-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-force-format.h"
#include "mst-xml-private.h"
#include "mst-paths.h"
#include "mst-ruleset.h"
#include "mst-value.h"
#include "mst-vocabulary.h"

/* A force file's namespace, by its version. */
#define FORCE_NS_FORMAT "urn:muster:force:%u"

/* Version 2 is the shared format's; version 1 Drums and Muskets' own
 * (mst-force-format.h). */
static MstSchemaKind
force_schema (xmlDoc *doc)
{
  MstSchemaKind kind;

  return mst_xml_schema_of (doc, &kind) && kind == MST_SCHEMA_FORCE_2 ? MST_SCHEMA_FORCE_2 : MST_SCHEMA_FORCE;
}

static void
read_attrs (xmlNode *node, GHashTable *attrs)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (mst_xml_is (c, "attr"))
      {
        g_autofree char *k = mst_xml_get_prop (c, "name");
        g_autofree char *v = mst_xml_get_prop (c, "value");
        g_hash_table_insert (attrs, g_steal_pointer (&k), g_steal_pointer (&v));
      }
}

/* A version-2 general: a name, whether he is lost, his ratings. */
static void
read_general_v2 (MstGeneral *general, xmlNode *node)
{
  g_autofree char *name = mst_xml_get_prop (node, "name");
  g_autofree char *lost = mst_xml_get_prop (node, "lost");
  g_autoptr(GHashTable) attrs = mst_attrs_new ();

  read_attrs (node, attrs);
  mst_general_set_name (general, name);
  mst_general_set_lost (general, g_strcmp0 (lost, "true") == 0);
  mst_general_set_attrs (general, attrs);
}

static MstUnit *
read_unit_v2 (MstForce *force, xmlNode *node)
{
  g_autofree char *name = mst_xml_get_prop (node, "name");
  g_autofree char *template_id = mst_xml_get_prop (node, "template");
  MstNationList *list = mst_force_get_list (force);
  MstUnitTemplate *tmpl = list != NULL ? mst_nation_list_lookup_template (list, template_id) : NULL;
  g_autoptr(MstUnit) unit = tmpl != NULL ? mst_unit_new_from_template (tmpl, name)
                                         : mst_unit_new_unknown (template_id, name);
  gboolean figures = FALSE;

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "attr"))
        {
          g_autofree char *k = mst_xml_get_prop (c, "name");
          g_autofree char *v = mst_xml_get_prop (c, "value");
          mst_unit_set_attr (unit, k, v);
        }
      else if (mst_xml_is (c, "figures"))
        {
          g_autofree char *role = mst_xml_get_prop (c, "role");
          g_autofree char *count = mst_xml_get_prop (c, "count");

          guint64 n = 0;

          /* The file's roster replaces the template's; a count out of
           * range is kept as none, for the checks to name. */
          if (!figures)
            g_array_set_size (mst_unit_get_components (unit), 0);
          figures = TRUE;
          if (count == NULL || !g_ascii_string_to_unsigned (count, 10, 0, MST_VOCABULARY_MAX_COUNT, &n, NULL))
            n = 0;
          mst_components_add (mst_unit_get_components (unit), role, (guint) n);
        }
    }
  mst_unit_set_bases (unit, mst_components_total (mst_unit_get_components (unit)));
  return g_steal_pointer (&unit);
}

/* A command and, nested in it, the commands under it. */
static void
read_command_v2 (MstForce *force, MstCommand *parent, xmlNode *node)
{
  g_autofree char *level = mst_xml_get_prop (node, "level");
  g_autoptr(MstGeneral) general = mst_general_new (NULL);
  g_autoptr(GHashTable) attrs = mst_attrs_new ();
  MstCommand *command = mst_force_add_command (force, general);

  mst_command_set_level (command, level);
  mst_command_set_parent (command, parent);
  read_attrs (node, attrs);
  mst_command_set_attrs (command, attrs);
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "general"))
        read_general_v2 (general, c);
      else if (mst_xml_is (c, "command"))
        read_command_v2 (force, command, c);
      else if (mst_xml_is (c, "unit"))
        {
          g_autoptr(MstUnit) unit = read_unit_v2 (force, c);
          mst_command_append_unit (command, unit);
        }
    }
}

/* A version-2 force's attributes and units. */
static void
read_force_v2 (MstForce *force, xmlNode *root)
{
  /* A force that names no commander has none: the checks say so, and
   * nothing derived invents one (001:228-230). */
  if (mst_xml_first_child (root, "general") == NULL)
    mst_general_set_name (mst_force_get_commander (force), "");
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "attr"))
        {
          g_autofree char *k = mst_xml_get_prop (c, "name");
          g_autofree char *v = mst_xml_get_prop (c, "value");
          mst_force_set_attr (force, k, v);
        }
      else if (mst_xml_is (c, "general"))
        read_general_v2 (mst_force_get_commander (force), c);
      else if (mst_xml_is (c, "command"))
        read_command_v2 (force, NULL, c);
      else if (mst_xml_is (c, "unit"))
        {
          g_autoptr(MstUnit) unit = read_unit_v2 (force, c);
          mst_force_add_unassigned (force, unit);
        }
    }
}

/* The list a force carries (<carried-list>), when it is the force's own
 * list and whole: its text is checked against its SHA-256, then read as
 * any list file is.  NULL, and @error set, when it is damaged. */
static MstNationList *
read_carried_list (xmlNode *node, const char *list_id, const char *display_name, char **text_out, GError **error)
{
  g_autofree char *id = mst_xml_get_prop (node, "id");
  g_autofree char *sha = mst_xml_get_prop (node, "sha256");
  xmlChar *content = xmlNodeGetContent (node);
  g_autofree char *text = g_strdup (content != NULL ? (const char *) content : "");
  g_autofree char *sum = NULL;
  g_autofree char *where = NULL;
  MstNationList *list;

  xmlFree (content);
  where = g_strdup_printf (_("%s:%ld: the list it carries"), display_name, xmlGetLineNo (node));
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
  if (g_strcmp0 (sum, sha) != 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s: its checksum does not match: it was changed or damaged"), where);
      return NULL;
    }
  list = mst_nation_list_new_from_data (text, strlen (text), where, error);
  if (list == NULL)
    return NULL;
  if (g_strcmp0 (mst_nation_list_get_id (list), id) != 0 || g_strcmp0 (id, list_id) != 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s: it is the list “%s”, not the force's list “%s”"), where,
                   mst_nation_list_get_id (list), list_id);
      g_object_unref (list);
      return NULL;
    }
  *text_out = g_steal_pointer (&text);
  return list;
}

static MstForce *
read_force (xmlDoc *doc, const char *display_name, MstCatalogue *catalogue, gboolean strict, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(MstNationList) carried = NULL;
  g_autofree char *carried_text = NULL;

  g_autofree char *name = mst_xml_get_prop (root, "name");
  g_autofree char *ruleset = mst_xml_get_prop (root, "ruleset");
  g_autofree char *list_id = mst_xml_get_prop (root, "list");
  g_autofree char *list_version = mst_xml_get_prop (root, "list-version");
  g_autofree char *revision = mst_xml_get_prop (root, "revision");
  MstNationList *list = catalogue != NULL ? mst_catalogue_lookup (catalogue, list_id) : NULL;
  const MstForceFormat *format = mst_force_format_for_file (mst_ruleset_lookup (ruleset),
                                                            force_schema (doc) == MST_SCHEMA_FORCE_2 ? 2 : 1);
  MstForce *force;

  for (xmlNode *c = root->children; c != NULL; c = c->next)
    if (mst_xml_is (c, "carried-list"))
      {
        g_autoptr(GError) local = NULL;

        carried = read_carried_list (c, list_id, display_name, &carried_text, &local);
        /* Refused where the force is read as shared; the player's own
         * copy opens without it, its list named missing by the checks. */
        if (carried == NULL && strict)
          {
            g_propagate_error (error, g_steal_pointer (&local));
            return NULL;
          }
      }
  /* The force's numbers are the list it carries, unless the list of that
   * id installed here is that very list (mst-carried-list.h). */
  if (carried != NULL && catalogue != NULL && (list == NULL || !mst_carried_list_matches (list, carried_text)))
    list = carried;

  force = mst_force_new (name, list, list_id);
  mst_force_set_carried_list (force, carried_text);
  mst_force_set_ruleset (force, ruleset);
  /* The version the file was built against, not the one loaded now: the
   * checks compare the two. */
  if (list_version != NULL)
    mst_force_set_list_version (force, (guint) g_ascii_strtoull (list_version, NULL, 10));
  else if (list == NULL)
    mst_force_set_list_version (force, 0);
  if (revision != NULL)
    mst_force_set_revision (force, g_ascii_strtoll (revision, NULL, 10));
  if (format == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: a force file of a version no rule set Muster knows writes"),
                   display_name);
      g_object_unref (force);
      return NULL;
    }
  format->read_body (force, root);
  return force;
}

/* The first problem of @node's <attr>s, where @scope is. */
static char *
attrs_problem (MstRuleset *rs, MstVocabularyScope scope, xmlNode *node, xmlNode **at)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (mst_xml_is (c, "attr"))
      {
        g_autofree char *k = mst_xml_get_prop (c, "name");
        g_autofree char *v = mst_xml_get_prop (c, "value");
        char *problem = mst_vocabulary_attr_problem (rs, scope, k, v);

        if (problem != NULL)
          {
            *at = c;
            return problem;
          }
      }
  return NULL;
}

/* The first value under @node (a <force> or a <command>) that the rule set
 * or the loaded list does not know, and where it is. */
static char *
tree_problem (MstRuleset *rs, MstNationList *list, xmlNode *node, xmlNode **at)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      char *problem = NULL;

      if (mst_xml_is (c, "general"))
        problem = attrs_problem (rs, MST_VOCABULARY_GENERAL, c, at);
      else if (mst_xml_is (c, "command"))
        {
          if ((problem = attrs_problem (rs, MST_VOCABULARY_COMMAND, c, at)) == NULL)
            problem = tree_problem (rs, list, c, at);
        }
      else if (mst_xml_is (c, "unit"))
        {
          g_autofree char *template_id = mst_xml_get_prop (c, "template");
          guint total = 0;

          if (list != NULL && mst_nation_list_lookup_template (list, template_id) == NULL)
            {
              *at = c;
              return g_strdup_printf (_("“%s” is not a unit of the list %s: pick one of its units "
                                        "(muster-cli units --list %s)"),
                                      template_id, mst_nation_list_get_name (list), mst_nation_list_get_id (list));
            }
          if ((problem = attrs_problem (rs, MST_VOCABULARY_UNIT, c, at)) != NULL)
            return problem;
          for (xmlNode *f = c->children; f != NULL && problem == NULL; f = f->next)
            if (mst_xml_is (f, "figures"))
              {
                g_autofree char *role = mst_xml_get_prop (f, "role");
                g_autofree char *count = mst_xml_get_prop (f, "count");
                guint n;

                if ((problem = mst_vocabulary_count_problem (rs, role, count, &n)) != NULL)
                  *at = f;
                total += n;
              }
          if (problem == NULL && total == 0 && MST_RULESET_GET_CLASS (rs)->roles != NULL)
            {
              g_autofree char *name = mst_xml_get_prop (c, "name");
              *at = c;
              problem = g_strdup_printf (_("“%s” has no figures: give it at least one"), name);
            }
        }
      if (problem != NULL)
        return problem;
    }
  return NULL;
}

/* Every value of a version-2 force is its rule set's: the first that is
 * not is refused, naming the file, the line and what to type. */
static gboolean
check_vocabulary (xmlDoc *doc, MstForce *force, const char *display_name, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  MstRuleset *rs = mst_ruleset_lookup (mst_force_get_ruleset (force));
  xmlNode *at = root;
  g_autofree char *problem = NULL;

  if (rs == NULL || force_schema (doc) != MST_SCHEMA_FORCE_2)
    return TRUE;
  problem = attrs_problem (rs, MST_VOCABULARY_FORCE, root, &at);
  if (problem == NULL)
    problem = tree_problem (rs, mst_force_get_list (force), root, &at);
  if (problem == NULL)
    return TRUE;
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, "%s:%ld: %s", display_name, xmlGetLineNo (at), problem);
  return FALSE;
}

static MstForce *
force_from_doc (xmlDoc *doc, const char *display_name, MstCatalogue *catalogue, gboolean strict, GError **error)
{
  g_autoptr(MstForce) force = NULL;

  if (doc == NULL)
    return NULL;
  if (!mst_xml_validate (doc, force_schema (doc), display_name, NULL, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  force = read_force (doc, display_name, catalogue, strict, error);
  if (force != NULL && strict && !check_vocabulary (doc, force, display_name, error))
    g_clear_object (&force);
  xmlFreeDoc (doc);
  return g_steal_pointer (&force);
}

MstForce *
mst_force_new_from_data (const char    *data,
                         gsize          len,
                         const char    *display_name,
                         MstCatalogue  *catalogue,
                         GError       **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  return force_from_doc (mst_xml_parse (data, len, display_name, error), display_name, catalogue, TRUE, error);
}

MstForce *
mst_force_new_from_file (const char    *path,
                         MstCatalogue  *catalogue,
                         GError       **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return force_from_doc (mst_xml_read_file (path, error), path, catalogue, TRUE, error);
}

MstForce *
mst_force_open_data (const char    *data,
                     gsize          len,
                     const char    *display_name,
                     MstCatalogue  *catalogue,
                     GError       **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  return force_from_doc (mst_xml_parse (data, len, display_name, error), display_name, catalogue, FALSE, error);
}

MstForce *
mst_force_open_file (const char    *path,
                     MstCatalogue  *catalogue,
                     GError       **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return force_from_doc (mst_xml_read_file (path, error), path, catalogue, FALSE, error);
}

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
write_attrs (xmlNode *parent, GHashTable *attrs)
{
  g_autoptr(GPtrArray) keys = mst_attrs_sorted_keys (attrs);

  for (guint i = 0; i < keys->len; i++)
    {
      xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) "attr", NULL);
      set_prop (node, "name", g_ptr_array_index (keys, i));
      set_prop (node, "value", g_hash_table_lookup (attrs, g_ptr_array_index (keys, i)));
    }
}

static void
write_unit_v2 (xmlNode *parent, MstUnit *unit)
{
  xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) "unit", NULL);
  GArray *figures = mst_unit_get_components (unit);

  set_prop (node, "name", mst_unit_get_name (unit));
  set_prop (node, "template", mst_unit_get_template_id (unit));
  write_attrs (node, mst_unit_get_attrs (unit));
  for (guint j = 0; j < figures->len; j++)
    {
      MstComponent *c = &g_array_index (figures, MstComponent, j);
      xmlNode *f = xmlNewChild (node, NULL, (const xmlChar *) "figures", NULL);
      g_autofree char *count = g_strdup_printf ("%u", c->count);

      set_prop (f, "role", c->role);
      set_prop (f, "count", count);
    }
}

static void
write_general_v2 (xmlNode *parent, MstGeneral *general)
{
  xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) "general", NULL);

  set_prop (node, "name", mst_general_get_name (general));
  if (mst_general_get_lost (general))
    set_prop (node, "lost", "true");
  write_attrs (node, mst_general_get_attrs (general));
}

static void
write_command_v2 (MstForce *force, xmlNode *parent, MstCommand *command)
{
  xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) "command", NULL);
  g_autoptr(GPtrArray) under = mst_force_list_subcommands (force, command);
  guint n = mst_command_get_n_units (command);

  if (mst_command_get_level (command) != NULL)
    set_prop (node, "level", mst_command_get_level (command));
  write_general_v2 (node, mst_command_get_general (command));
  write_attrs (node, mst_command_get_attrs (command));
  for (guint i = 0; i < under->len; i++)
    write_command_v2 (force, node, g_ptr_array_index (under, i));
  for (guint i = 0; i < n; i++)
    write_unit_v2 (node, mst_command_get_unit (command, i));
}

/* A rule set of commands writes its commander and its tree of commands,
 * each nested in the one it is under; a flat one its units alone. */
static void
write_force_v2 (MstForce *force, xmlNode *root)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_force_get_ruleset (force));
  GListModel *unassigned = mst_force_get_unassigned (force);
  guint n;

  write_attrs (root, mst_force_get_attrs (force));
  if ((rs != NULL && mst_ruleset_has_commands (rs)) || mst_force_get_n_commands (force) > 0)
    {
      g_autoptr(GPtrArray) top = mst_force_list_subcommands (force, NULL);

      write_general_v2 (root, mst_force_get_commander (force));
      for (guint i = 0; i < top->len; i++)
        write_command_v2 (force, root, g_ptr_array_index (top, i));
    }
  n = g_list_model_get_n_items (unassigned);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      write_unit_v2 (root, unit);
    }
}

/* @carry: the list to carry, or NULL for the one the force brought. */
static char *
force_to_data (MstForce *force, gboolean with_revision, const char *carry, gsize *len)
{
  const MstForceFormat *format;
  xmlDoc *doc;
  xmlNode *root;
  g_autofree char *version = NULL;
  g_autofree char *ns = NULL;
  char *data;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  format = mst_force_format_of (mst_ruleset_lookup (mst_force_get_ruleset (force)));
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "force");
  ns = g_strdup_printf (FORCE_NS_FORMAT, format->version);
  xmlSetNs (root, xmlNewNs (root, (const xmlChar *) ns, NULL));
  xmlDocSetRootElement (doc, root);

  version = g_strdup_printf ("%u", mst_force_get_list_version (force));
  set_prop (root, "name", mst_force_get_name (force));
  set_prop (root, "ruleset", mst_force_get_ruleset (force));
  set_prop (root, "list", mst_force_get_list_id (force));
  set_prop (root, "list-version", version);
  if (format->write_props != NULL)
    format->write_props (force, root);
  if (with_revision && mst_force_get_revision (force) > 0)
    {
      g_autofree char *revision = g_strdup_printf ("%" G_GINT64_FORMAT, mst_force_get_revision (force));
      set_prop (root, "revision", revision);
    }
  if (carry == NULL)
    carry = mst_force_get_carried_list (force);
  format->write_body (force, root);
  if (carry != NULL)
    mst_carried_list_write_node (root, mst_force_get_list_id (force), mst_force_get_list_version (force), carry);

  data = mst_xml_to_string (doc, len);
  xmlFreeDoc (doc);
  return data;
}

/* The shared format */

static const MstForceFormat shared = {
  .version = 2,
  .write_body = write_force_v2,
  .read_body = read_force_v2,
};

const MstForceFormat *
mst_force_format_of (MstRuleset *rs)
{
  const MstForceFormat *own = rs != NULL ? MST_RULESET_GET_CLASS (rs)->force_format : NULL;

  return own != NULL ? own : &shared;
}

const MstForceFormat *
mst_force_format_for_file (MstRuleset *rs, guint version)
{
  GPtrArray *all;

  if (rs != NULL && mst_force_format_of (rs)->version == version)
    return mst_force_format_of (rs);
  if (version == shared.version)
    return &shared;
  all = mst_rulesets_get_all ();
  for (guint i = 0; i < all->len; i++)
    {
      const MstForceFormat *own = MST_RULESET_GET_CLASS (g_ptr_array_index (all, i))->force_format;

      if (own != NULL && own->version == version)
        return own;
    }
  return NULL;
}

char *
mst_force_to_data (MstForce *force, gsize *len)
{
  return force_to_data (force, FALSE, NULL, len);
}

char *
mst_force_to_file_data (MstForce *force, gsize *len)
{
  return force_to_data (force, TRUE, NULL, len);
}

char *
mst_force_to_shared_data (MstForce *force, MstCatalogue *catalogue, gsize *len)
{
  g_autofree char *carry = NULL;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  carry = mst_carried_list_for (force, catalogue);
  return force_to_data (force, FALSE, carry, len);
}

gboolean
mst_force_save_shared_file (MstForce *force, MstCatalogue *catalogue, const char *path, GError **error)
{
  g_autofree char *carry = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  carry = mst_carried_list_for (force, catalogue);
  data = force_to_data (force, TRUE, carry, &len);
  return mst_file_replace (path, data, len, error);
}

gboolean
mst_force_save_file (MstForce *force, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = mst_force_to_file_data (force, &len);
  /* Written to a temporary file, synced, then renamed over the old one. */
  return mst_file_replace (path, data, len, error);
}
