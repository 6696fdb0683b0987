/* mst-roster-text.c: a force as a plain-text or Markdown roster, and back.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The roster follows the force file element by element, so that whatever a
 * force file can hold a roster can carry, and reading it back builds the
 * same force file:
 *
 *   Muster roster 1
 *   Force: IIIe Corps
 *   Rule set: Drums and Muskets [drums-and-muskets]
 *   List: French Imperial 1803–1812 [french-imperial-1803-1812], version 1
 *   Options: general-types true
 *   Baggage camp: Hassenhausen church
 *
 *   Force commander: Davout (respect accepted, ability exceptional)
 *
 *   Command: Gudin (respect inspired, ability competent)
 *     - 12e de Ligne [regular-french-line] (6 bases, weapon musket, doctrines COA)
 *
 *   Supply dice 7 · Scouting pool 9 · Initiative 5
 *   Finding (warning): …
 *
 * Another rule set's force (a version-2 file) folds each element's
 * attributes and figures into its line, and names a command by its level:
 *
 *   Force commander: Soult (rating gifted)
 *   Division: Saint-Hilaire (rating able, orders hold)
 *     Brigade: Morand (rating able)
 *       - 14e de Ligne [line] (5 stand, morale-class steady, training trained)
 *
 * The keywords and attribute tokens are the file's own and are never
 * translated, so a roster pasted from another language reads back; the
 * names are the user's.  The last block (pools and findings) is derived
 * from the force and is skipped when reading. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-carried-list.h"
#include "mst-error.h"
#include "mst-share-code.h"
#include "mst-finding.h"
#include "mst-force-file.h"
#include "mst-force-view.h"
#include "mst-roster-text.h"
#include "mst-checks.h"
#include "mst-force-format.h"
#include "mst-ruleset.h"
#include "mst-xml-private.h"

/* The roster line of the list a force carries; never translated. */
#define CARRIED_LIST "Carried list"
#define ROSTER_MAGIC "Muster roster"
#define ROSTER_VERSION 1
#define FORCE_NS "urn:muster:force:1"
#define FORCE_NS_2 "urn:muster:force:2"
#define INDENT "  "
/* An attribute that is there but empty ("doctrines": none in force). */
#define EMPTY_VALUE "—"

/* Elements with a line of their own, and their keyword.  An element not
 * named here is written under its own name, so a newer force file still
 * makes a roster that reads back. */
static const struct {
  const char *element;
  const char *keyword;
} keywords[] = {
  { "commander", "Force commander" },
  { "command", "Command" },
  { "general", "General" },
  { "unit", "-" },
  { "baggage-camp", "Baggage camp" },
};

/* Root attributes with a line of their own. */
static const char *const root_lines[] = { "name", "ruleset", "list", "list-version", NULL };

static const char *
keyword_for (const char *element)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (g_str_equal (keywords[i].element, element))
      return keywords[i].keyword;
  return element;
}

static const char *
element_for (const char *keyword)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (g_str_equal (keywords[i].keyword, keyword))
      return keywords[i].element;
  return NULL;
}

/* Elements whose text is their content, not a name attribute. */
static gboolean
is_text_element (const char *element)
{
  return g_str_equal (element, "baggage-camp");
}

static gboolean
is_slug (const char *s)
{
  if (s == NULL || *s == '\0')
    return FALSE;
  for (const char *p = s; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

/* A roster is one item a line: a backslash, a line break or a tab in a
 * name is written as \\, \n, \r or \t, and read back. */
static char *
escape (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0'; p++)
    switch (*p)
      {
      case '\\': g_string_append (out, "\\\\"); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\r': g_string_append (out, "\\r"); break;
      case '\t': g_string_append (out, "\\t"); break;
      default: g_string_append_c (out, *p);
      }
  return g_string_free (out, FALSE);
}

static char *
unescape (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p != '\\' || p[1] == '\0')
        {
          g_string_append_c (out, *p);
          continue;
        }
      p++;
      switch (*p)
        {
        case 'n': g_string_append_c (out, '\n'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 't': g_string_append_c (out, '\t'); break;
        default: g_string_append_c (out, *p); break;
        }
    }
  return g_string_free (out, FALSE);
}

/* Writing */

static void
append_attrs (GString *out, xmlNode *node, const char *const *skip)
{
  gboolean first = TRUE;

  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      g_autofree char *value = NULL;

      if (skip != NULL && g_strv_contains (skip, name))
        continue;
      {
        g_autofree char *raw = mst_xml_get_prop (node, name);
        value = escape (raw);
      }
      g_string_append (out, first ? " (" : ", ");
      first = FALSE;
      /* "6 bases" reads better than "bases 6"; a count is a number, so it
       * cannot be mistaken for a token when read back. */
      if (g_str_equal (name, "bases"))
        g_string_append_printf (out, "%s bases", value);
      else
        g_string_append_printf (out, "%s %s", name, value[0] != '\0' ? value : EMPTY_VALUE);
    }
  if (!first)
    g_string_append_c (out, ')');
}

static gboolean
is_v2 (xmlNode *node)
{
  return node->ns != NULL && g_strcmp0 ((const char *) node->ns->href, FORCE_NS_2) == 0;
}

/* A version-2 element's <attr> and <figures> children as one list:
 * "(5 stand, rating able)"; @more (a general's, folded into his command's
 * line) first. */
static void
append_children_v2 (GString *out, xmlNode *node, xmlNode *more)
{
  gboolean first = TRUE;
  xmlNode *nodes[] = { more, node };

  for (guint n = 0; n < G_N_ELEMENTS (nodes); n++)
    {
      if (nodes[n] == NULL)
        continue;
      if (mst_xml_is (nodes[n], "general"))
        {
          g_autofree char *lost = mst_xml_get_prop (nodes[n], "lost");

          if (g_strcmp0 (lost, "true") == 0)
            {
              g_string_append (out, first ? " (" : ", ");
              g_string_append (out, "lost true");
              first = FALSE;
            }
        }
      for (xmlNode *c = nodes[n]->children; c != NULL; c = c->next)
        {
          g_autofree char *a = NULL;
          g_autofree char *b = NULL;

          if (mst_xml_is (c, "attr"))
            {
              a = mst_xml_get_prop (c, "name");
              b = mst_xml_get_prop (c, "value");
            }
          else if (mst_xml_is (c, "figures"))
            {
              a = mst_xml_get_prop (c, "count");
              b = mst_xml_get_prop (c, "role");
            }
          else
            continue;
          g_string_append (out, first ? " (" : ", ");
          g_string_append_printf (out, "%s %s", a, b);
          first = FALSE;
        }
    }
  if (!first)
    g_string_append_c (out, ')');
}

/* "Division" for a command of level "division". */
static char *
level_keyword (const char *level)
{
  g_autofree char *copy = g_strdup (level);

  if (copy == NULL || copy[0] == '\0')
    return g_strdup ("Command");
  copy[0] = g_ascii_toupper (copy[0]);
  return g_steal_pointer (&copy);
}

static void
write_element_v2 (GString *out, xmlNode *node, guint depth, MstRosterFormat format)
{
  gboolean top = depth == 0 && !mst_xml_is (node, "unit");
  xmlNode *general = NULL;
  g_autofree char *keyword = NULL;
  g_autofree char *name = NULL;
  g_autofree char *template_id = NULL;

  if (mst_xml_is (node, "attr") || mst_xml_is (node, "figures"))
    return;
  if (mst_xml_is (node, "command"))
    {
      g_autofree char *level = mst_xml_get_prop (node, "level");

      keyword = level_keyword (level);
      general = mst_xml_first_child (node, "general");
    }
  else if (mst_xml_is (node, "general"))
    keyword = g_strdup (keyword_for ("commander"));
  else
    keyword = g_strdup (keyword_for ((const char *) node->name));

  if (depth == 0)
    {
      xmlNode *prev = node->prev;

      while (prev != NULL && (prev->type != XML_ELEMENT_NODE || mst_xml_is (prev, "attr")))
        prev = prev->prev;
      /* A blank line between blocks; the units of a flat force together. */
      if (prev == NULL || !mst_xml_is (prev, "unit") || !mst_xml_is (node, "unit"))
        g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < depth; i++)
    g_string_append (out, INDENT);
  if (format == MST_ROSTER_MARKDOWN && top)
    g_string_append (out, "## ");
  g_string_append (out, keyword);
  if (!mst_xml_is (node, "unit"))
    g_string_append_c (out, ':');
  name = mst_xml_get_prop (general != NULL ? general : node, "name");
  template_id = mst_xml_get_prop (node, "template");
  if (name != NULL)
    {
      g_autofree char *escaped = escape (name);
      g_string_append_printf (out, " %s", escaped);
    }
  if (template_id != NULL)
    g_string_append_printf (out, " [%s]", template_id);
  {
    gsize before = out->len;

    append_children_v2 (out, node, general);
    /* A name ending in ")" with nothing after it would be read as a list. */
    if (out->len == before && name != NULL && g_str_has_suffix (name, ")") && template_id == NULL)
      g_string_append (out, " ()");
  }
  g_string_append_c (out, '\n');
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE && c != general)
      write_element_v2 (out, c, depth + 1, format);
}

static void
write_element (GString *out, xmlNode *node, guint depth, MstRosterFormat format)
{
  static const char *const named[] = { "name", "template", NULL };
  const char *element = (const char *) node->name;
  xmlNode *folded = NULL;
  g_autofree char *name = NULL;
  g_autofree char *template_id = NULL;
  gboolean top = depth == 0 && !g_str_equal (element, "unit") && !is_text_element (element);

  /* A command is written as its general's line, its units under it. */
  if (g_str_equal (element, "command") && node->properties == NULL)
    {
      for (xmlNode *c = node->children; c != NULL; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
          {
            if (mst_xml_is (c, "general"))
              folded = c;
            break;
          }
    }

  if (top && out->len > 0)
    g_string_append_c (out, '\n');
  for (guint i = 0; i < depth; i++)
    g_string_append (out, INDENT);
  if (format == MST_ROSTER_MARKDOWN && top && !g_str_equal (element, "baggage-camp"))
    g_string_append (out, "## ");

  g_string_append (out, keyword_for (element));
  if (!g_str_equal (element, "unit"))
    g_string_append_c (out, ':');

  if (is_text_element (element))
    {
      g_autofree char *text = mst_xml_get_text (node);
      g_autofree char *escaped = escape (text != NULL ? text : "");
      g_string_append_printf (out, " %s\n", escaped);
      return;
    }

  name = mst_xml_get_prop (folded != NULL ? folded : node, "name");
  template_id = mst_xml_get_prop (node, "template");
  if (name != NULL)
    {
      g_autofree char *escaped = escape (name);
      g_string_append_printf (out, " %s", escaped);
    }
  if (template_id != NULL)
    g_string_append_printf (out, " [%s]", template_id);
  append_attrs (out, folded != NULL ? folded : node, named);
  /* A name that ends in ")" with nothing after it would be read as
   * attributes: an empty pair of brackets keeps it a name. */
  if (name != NULL && g_str_has_suffix (out->str, ")") == FALSE && g_str_has_suffix (name, ")")
      && template_id == NULL)
    g_string_append (out, " ()");
  g_string_append_c (out, '\n');

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE && c != folded)
      write_element (out, c, depth + 1, format);
}

static void
write_summary (GString *out, MstForce *force, MstRosterFormat format)
{
  g_autoptr(GPtrArray) findings = NULL;

  MstRuleset *rs = mst_ruleset_for_force (force);
  g_autoptr(MstPoolLabel) supply = NULL;
  g_autoptr(MstPoolLabel) scouting = NULL;
  g_autoptr(MstPoolLabel) initiative = NULL;

  if (rs == NULL || !mst_ruleset_has_pools (rs))
    return;
  supply = mst_ruleset_pool (rs, force, MST_POOL_SUPPLY);
  scouting = mst_ruleset_pool (rs, force, MST_POOL_SCOUTING);
  initiative = mst_ruleset_pool (rs, force, MST_POOL_INITIATIVE);
  /* The roster's own keywords, never translated (a roster reads back in
   * any language). */
  g_string_append_printf (out, "\nSupply dice %u · Scouting pool %u · Initiative %u\n",
                          supply->value, scouting->value, initiative->value);
  findings = mst_force_check (force);
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *f = g_ptr_array_index (findings, i);
      g_string_append_printf (out, "%sFinding (%s): %s\n",
                              format == MST_ROSTER_MARKDOWN ? "- " : "",
                              mst_severity_to_string (mst_finding_get_severity (f)),
                              mst_finding_get_message (f));
    }
}

/* "Carried list [ID], version N: PACKED", last: the list the force carries,
 * packed as a share code's payload; in Markdown, inside a comment. */
static void
write_carried_list (GString *out, MstForce *force, MstCatalogue *catalogue, MstRosterFormat format)
{
  g_autofree char *xml = mst_carried_list_for (force, catalogue);
  g_autofree char *packed = NULL;

  if (xml == NULL)
    return;
  packed = mst_share_code_pack (xml, strlen (xml));
  g_string_append_printf (out, "\n%s%s [%s], version %u: %s%s\n",
                          format == MST_ROSTER_MARKDOWN ? "<!-- " : "", CARRIED_LIST,
                          mst_force_get_list_id (force), mst_force_get_list_version (force), packed,
                          format == MST_ROSTER_MARKDOWN ? " -->" : "");
}

char *
mst_roster_text_write (MstForce *force, MstCatalogue *catalogue, MstRosterFormat format)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  xmlDoc *doc;
  xmlNode *root;
  GString *out;
  MstNationList *list;
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  data = mst_force_to_data (force, &len);
  doc = mst_xml_parse (data, len, "roster", NULL);
  g_return_val_if_fail (doc != NULL, NULL);
  root = xmlDocGetRootElement (doc);
  list = mst_force_get_list (force);
  name = mst_xml_get_prop (root, "name");
  version = mst_xml_get_prop (root, "list-version");

  out = g_string_new (NULL);
  if (format == MST_ROSTER_MARKDOWN)
    g_string_append_printf (out, "<!-- %s %d -->\n", ROSTER_MAGIC, ROSTER_VERSION);
  else
    g_string_append_printf (out, "%s %d\n", ROSTER_MAGIC, ROSTER_VERSION);
  {
    g_autofree char *escaped = escape (name);
    g_string_append_printf (out, "%sForce: %s\n", format == MST_ROSTER_MARKDOWN ? "# " : "", escaped);
  }
  g_string_append_printf (out, "Rule set: %s [%s]\n",
                          mst_force_view_ruleset_label (mst_force_get_ruleset (force)),
                          mst_force_get_ruleset (force));
  g_string_append_printf (out, "List: %s [%s]",
                          list != NULL ? mst_nation_list_get_name (list) : mst_force_get_list_id (force),
                          mst_force_get_list_id (force));
  if (version != NULL)
    g_string_append_printf (out, ", version %s", version);
  g_string_append_c (out, '\n');
  if (is_v2 (root))
    {
      GString *opts = g_string_new (NULL);

      /* The force's own attributes ("side french"); not its children. */
      for (xmlNode *c = root->children; c != NULL; c = c->next)
        if (mst_xml_is (c, "attr"))
          {
            g_autofree char *k = mst_xml_get_prop (c, "name");
            g_autofree char *v = mst_xml_get_prop (c, "value");
            g_string_append_printf (opts, "%s%s %s", opts->len > 0 ? ", " : "", k, v);
          }
      if (opts->len > 0)
        g_string_append_printf (out, "Options: %s\n", opts->str);
      g_string_free (opts, TRUE);
      for (xmlNode *c = root->children; c != NULL; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
          write_element_v2 (out, c, 0, format);
      write_summary (out, force, format);
      write_carried_list (out, force, catalogue, format);
      xmlFreeDoc (doc);
      return g_string_free (out, FALSE);
    }
  {
    GString *opts = g_string_new (NULL);
    append_attrs (opts, root, root_lines);
    if (opts->len > 0)
      {
        /* " (a b, c d)" → "a b, c d" */
        g_string_append_printf (out, "Options: %.*s\n", (int) opts->len - 3, opts->str + 2);
      }
    g_string_free (opts, TRUE);
  }

  for (xmlNode *c = root->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      write_element (out, c, 0, format);

  write_summary (out, force, format);
  write_carried_list (out, force, catalogue, format);
  xmlFreeDoc (doc);
  return g_string_free (out, FALSE);
}

/* Reading */

typedef struct {
  const char *display;
  GError **error;
} Reader;

static gboolean
fail (Reader *r, guint line, const char *message)
{
  g_set_error (r->error, MST_ERROR, MST_ERROR_INVALID, "%s:%u: %s", r->display, line, message);
  return FALSE;
}

/* Takes a trailing "(k v, k v)" off @text, as pairs in @keys and @values
 * in the order written ("6 bases": "6" and "bases").  FALSE (and nothing
 * taken) when the brackets hold no such list. */
static gboolean
take_pairs (char *text, GPtrArray *keys, GPtrArray *values)
{
  gsize n = strlen (text);
  char *open;
  char *inner;
  g_auto(GStrv) pairs = NULL;

  if (n == 0 || text[n - 1] != ')')
    return FALSE;
  open = g_strrstr (text, " (");
  if (open != NULL)
    inner = open + 2;
  else if (text[0] == '(')
    inner = text + 1;
  else
    return FALSE;
  text[n - 1] = '\0';
  pairs = g_strsplit (inner, ", ", -1);
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      const char *p = pairs[i];
      const char *space = strchr (p, ' ');
      g_autofree char *key = NULL;

      if (*p == '\0' && pairs[1] == NULL)
        break;                                  /* "()" */
      if (space == NULL || space == p || space[1] == '\0')
        goto not_pairs;
      key = g_strndup (p, space - p);
      if (!is_slug (key))
        goto not_pairs;
      g_ptr_array_add (keys, g_steal_pointer (&key));
      g_ptr_array_add (values, unescape (g_str_equal (space + 1, EMPTY_VALUE) ? "" : space + 1));
    }
  if (open != NULL)
    *open = '\0';
  else
    text[0] = '\0';
  return TRUE;

not_pairs:
  text[n - 1] = ')';
  g_ptr_array_set_size (keys, 0);
  g_ptr_array_set_size (values, 0);
  return FALSE;
}

/* Takes a trailing "(k v, k v)" off @text, into @node's attributes.  FALSE
 * (and nothing taken) when the brackets hold no such list. */
static gboolean
take_attrs (char *text, xmlNode *node)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  if (!take_pairs (text, keys, values))
    return FALSE;
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      const char *value = g_ptr_array_index (values, i);

      /* "6 bases" reads better than "bases 6". */
      if (g_str_equal (value, "bases") && g_ascii_isdigit (key[0]))
        xmlSetProp (node, (const xmlChar *) "bases", (const xmlChar *) key);
      else
        xmlSetProp (node, (const xmlChar *) key, (const xmlChar *) value);
    }
  return TRUE;
}

/* Takes a trailing " [slug]" off @text. */
static char *
take_bracket (char *text)
{
  gsize n = strlen (text);
  char *open;

  if (n == 0 || text[n - 1] != ']')
    return NULL;
  open = g_strrstr (text, " [");
  if (open == NULL)
    return NULL;
  text[n - 1] = '\0';
  if (!is_slug (open + 2))
    {
      text[n - 1] = ']';
      return NULL;
    }
  *open = '\0';
  return g_strdup (open + 2);
}

/* A line with its Markdown marks and indentation taken off; @depth is its
 * indentation in steps of two spaces. */
static char *
clean_line (const char *raw, guint *depth)
{
  g_autofree char *line = g_strdup (raw);
  const char *p = line;
  guint spaces = 0;

  g_strchomp (line);
  while (*p == ' ')
    p++, spaces++;
  *depth = spaces / 2;
  while (*p == '#')
    p++;
  while (*p == ' ')
    p++;
  return g_strdup (p);
}

static gboolean
is_summary (const char *line)
{
  return g_str_has_prefix (line, "Supply dice ") || g_str_has_prefix (line, "Finding (")
         || g_str_has_prefix (line, "- Finding (");
}

static xmlNode *
new_line_node (xmlNode *parent, const char *element, guint line)
{
  xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) element, NULL);
  node->line = line > 65535 ? 65535 : line;
  return node;
}

/* A version-2 line's "(5 stand, rating able)": a count and a role are
 * figures, a name and a value an attribute.  On a command's line the
 * general's ratings (those @rs offers for generals) and "lost" are his,
 * the rest the command's.  FALSE when the brackets hold no such list. */
/* NULL when @value is one @key takes among @specs, else what is wrong,
 * for the player.  An attribute the rule set does not describe (a list's
 * own, or a newer file's) is kept as it is. */
static char *
attr_problem (const MstAttrSpec *specs, const char *key, const char *value)
{
  for (const MstAttrSpec *spec = specs; spec->name != NULL; spec++)
    if (g_str_equal (spec->name, key))
      {
        g_autofree char *known = NULL;

        if (spec->values == NULL || g_strv_contains (spec->values, value))
          return NULL;
        known = g_strjoinv (", ", (char **) spec->values);
        return g_strdup_printf (_("“%s” is not a value of %s (%s)"), value, key, known);
      }
  return NULL;
}

static gboolean
is_general_attr (MstRuleset *rs, const char *key)
{
  for (const MstAttrSpec *spec = rs != NULL ? mst_ruleset_get_general_attrs (rs) : NULL;
       spec != NULL && spec->name != NULL; spec++)
    if (g_str_equal (spec->name, key))
      return TRUE;
  return FALSE;
}

static gboolean
take_children_v2 (Reader *r, char *text, xmlNode *node, xmlNode *general, MstRuleset *rs)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  if (!take_pairs (text, keys, values))
    return TRUE;
  /* Each name and value is the rule set's, checked where it is written. */
  for (guint i = 0; rs != NULL && i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      const char *value = g_ptr_array_index (values, i);
      g_autofree char *problem = NULL;

      if (g_ascii_isdigit (key[0]) || (general != NULL && g_str_equal (key, "lost")))
        continue;
      if (mst_xml_is (node, "unit"))
        problem = attr_problem (mst_ruleset_get_unit_attrs (rs), key, value);
      else if (mst_xml_is (node, "general") || is_general_attr (rs, key))
        problem = attr_problem (mst_ruleset_get_general_attrs (rs), key, value);
      else
        problem = attr_problem (mst_ruleset_get_command_attrs (rs), key, value);
      if (problem != NULL)
        return fail (r, node->line, problem);
    }
  /* Attributes first, then figures, as the schema has them. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < keys->len; i++)
      {
        const char *key = g_ptr_array_index (keys, i);
        const char *value = g_ptr_array_index (values, i);
        gboolean count = g_ascii_isdigit (key[0]);
        gboolean his = FALSE;
        xmlNode *child;

        if (count != (pass == 1))
          continue;
        if (count)
          {
            child = xmlNewChild (node, NULL, (const xmlChar *) "figures", NULL);
            child->line = node->line;
            xmlSetProp (child, (const xmlChar *) "role", (const xmlChar *) value);
            xmlSetProp (child, (const xmlChar *) "count", (const xmlChar *) key);
            continue;
          }
        if (general != NULL)
          his = g_str_equal (key, "lost") || is_general_attr (rs, key);
        if (his && g_str_equal (key, "lost"))
          {
            xmlSetProp (general, (const xmlChar *) "lost", (const xmlChar *) value);
            continue;
          }
        child = xmlNewChild (his ? general : node, NULL, (const xmlChar *) "attr", NULL);
        child->line = node->line;
        xmlSetProp (child, (const xmlChar *) "name", (const xmlChar *) key);
        xmlSetProp (child, (const xmlChar *) "value", (const xmlChar *) value);
      }
  return TRUE;
}

/* "Division: name (attrs)", "Force commander: name (attrs)" or
 * "- name [template] (attrs)" of a version-2 roster. */
static gboolean
read_element_line_v2 (Reader *r, const char *line, guint lineno, guint depth, xmlNode *root, GPtrArray *stack,
                      MstRuleset *rs)
{
  g_autofree char *keyword = NULL;
  g_autofree char *rest = NULL;
  g_autofree char *template_id = NULL;
  g_autofree char *name = NULL;
  xmlNode *parent;
  xmlNode *node;
  xmlNode *general = NULL;

  if (g_str_has_prefix (line, "- "))
    rest = g_strdup (line + 2);
  else
    {
      const char *colon = strstr (line, ": ");
      if (colon == NULL && g_str_has_suffix (line, ":"))
        colon = line + strlen (line) - 1;
      if (colon == NULL)
        return fail (r, lineno, _("this line is neither a heading (“Command: …”) nor a unit (“- …”)"));
      keyword = g_strndup (line, colon - line);
      rest = g_strdup (*colon && colon[1] ? colon + 2 : "");
    }

  while (stack->len > depth)
    g_ptr_array_set_size (stack, stack->len - 1);
  parent = stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : root;
  if (depth > stack->len || mst_xml_is (parent, "unit"))
    return fail (r, lineno, _("this line is indented deeper than the line above it allows"));

  if (keyword == NULL)
    node = new_line_node (parent, "unit", lineno);
  else if (g_str_equal (keyword, keyword_for ("commander")))
    {
      if (parent != root)
        return fail (r, lineno, _("the force commander’s line is not indented"));
      node = new_line_node (root, "general", lineno);
    }
  else
    {
      g_autofree char *level = g_ascii_strdown (keyword, -1);

      if (!g_str_equal (keyword, "Command") && !is_slug (level))
        {
          g_autofree char *msg = g_strdup_printf (_("“%s” is not a heading a roster has"), keyword);
          return fail (r, lineno, msg);
        }
      node = new_line_node (parent, "command", lineno);
      if (!g_str_equal (keyword, "Command"))
        xmlSetProp (node, (const xmlChar *) "level", (const xmlChar *) level);
      general = new_line_node (node, "general", lineno);
    }

  if (!take_children_v2 (r, rest, node, general, rs))
    return FALSE;
  template_id = take_bracket (rest);
  if (template_id != NULL)
    xmlSetProp (node, (const xmlChar *) "template", (const xmlChar *) template_id);
  name = unescape (rest);
  xmlSetProp (general != NULL ? general : node, (const xmlChar *) "name", (const xmlChar *) name);

  g_ptr_array_set_size (stack, depth);
  g_ptr_array_add (stack, node);
  return TRUE;
}

/* "Keyword: name [template] (attrs)" or "- name [template] (attrs)" under
 * the element it belongs to. */
static gboolean
read_element_line (Reader *r, const char *line, guint lineno, guint depth,
                   xmlNode *root, GPtrArray *stack)
{
  g_autofree char *keyword = NULL;
  g_autofree char *rest = NULL;
  g_autofree char *template_id = NULL;
  const char *element;
  xmlNode *parent;
  xmlNode *node;
  xmlNode *named;

  if (g_str_has_prefix (line, "- "))
    {
      keyword = g_strdup ("-");
      rest = g_strdup (line + 2);
    }
  else
    {
      const char *colon = strstr (line, ": ");
      if (colon == NULL && g_str_has_suffix (line, ":"))
        colon = line + strlen (line) - 1;
      if (colon == NULL)
        return fail (r, lineno, _("this line is neither a heading (“Command: …”) nor a unit (“- …”)"));
      keyword = g_strndup (line, colon - line);
      rest = g_strdup (*colon && colon[1] ? colon + 2 : "");
    }

  element = element_for (keyword);
  if (element == NULL)
    {
      if (!is_slug (keyword))
        {
          g_autofree char *msg = g_strdup_printf (_("“%s” is not a heading a roster has"), keyword);
          return fail (r, lineno, msg);
        }
      element = keyword;
    }

  /* The parent is the nearest element above at a smaller depth. */
  while (stack->len > depth)
    g_ptr_array_set_size (stack, stack->len - 1);
  parent = stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : root;
  if (depth > stack->len)
    return fail (r, lineno, _("this line is indented deeper than the line above it allows"));

  node = new_line_node (parent, element, lineno);
  if (is_text_element (element))
    {
      g_autofree char *text = unescape (rest);
      xmlNodeAddContent (node, (const xmlChar *) text);
      return TRUE;
    }

  named = node;
  if (g_str_equal (element, "command"))
    named = new_line_node (node, "general", lineno);

  take_attrs (rest, named);
  template_id = take_bracket (rest);
  if (template_id != NULL)
    xmlSetProp (node, (const xmlChar *) "template", (const xmlChar *) template_id);
  if (rest[0] != '\0' || g_str_equal (element, "unit") || named != node
      || g_str_equal (element, "commander") || g_str_equal (element, "general"))
    {
      g_autofree char *name = unescape (rest);
      xmlSetProp (named, (const xmlChar *) "name", (const xmlChar *) name);
    }

  g_ptr_array_set_size (stack, depth);
  g_ptr_array_add (stack, node);
  return TRUE;
}

/* "Value [slug]" or "Value [slug], version N" */
static char *
header_slug (const char *value, char **version)
{
  g_autofree char *copy = g_strdup (value);
  char *comma = g_strrstr (copy, ", version ");

  if (comma != NULL && version != NULL)
    {
      *version = g_strdup (comma + strlen (", version "));
      *comma = '\0';
    }
  return take_bracket (copy);
}

/* "Carried list [ID], version N: PACKED" as <carried-list> under @root. */
static gboolean
read_carried_list (Reader *r, const char *line, guint lineno, xmlNode *root)
{
  g_autofree char *copy = g_strdup (g_str_has_prefix (line, "<!-- ") ? line + 5 : line);
  g_autofree char *slug = NULL;
  g_autofree char *version = NULL;
  g_autofree char *sha = NULL;
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *xml = NULL;
  char *colon, *packed;
  xmlNode *node;

  if (g_str_has_suffix (copy, " -->"))
    copy[strlen (copy) - 4] = '\0';
  colon = strstr (copy, ": ");
  if (colon == NULL)
    return fail (r, lineno, _("a carried list is written “Carried list [id], version N: CODE”"));
  *colon = '\0';
  packed = g_strstrip (colon + 2);
  /* "list [id], version N": the bracket after a space, as in the headers. */
  slug = header_slug (copy + strlen (CARRIED_LIST) - strlen ("list"), &version);
  if (slug == NULL)
    return fail (r, lineno, _("a carried list is written “Carried list [id], version N: CODE”"));
  data = mst_share_code_unpack (packed, &local);
  if (data == NULL)
    return fail (r, lineno, local->message);
  xml = g_strndup (g_bytes_get_data (data, NULL), g_bytes_get_size (data));
  if (!g_utf8_validate (xml, -1, NULL))
    return fail (r, lineno, _("the carried list is not UTF-8 text"));
  sha = g_compute_checksum_for_string (G_CHECKSUM_SHA256, xml, -1);
  node = new_line_node (root, "carried-list", lineno);
  xmlNodeAddContent (node, (const xmlChar *) xml);
  xmlSetProp (node, (const xmlChar *) "id", (const xmlChar *) slug);
  xmlSetProp (node, (const xmlChar *) "version", (const xmlChar *) (version != NULL ? version : "0"));
  xmlSetProp (node, (const xmlChar *) "sha256", (const xmlChar *) sha);
  return TRUE;
}

MstForce *
mst_roster_text_parse (const char   *text,
                       gssize        len,
                       const char   *display_name,
                       MstCatalogue *catalogue,
                       GError      **error)
{
  Reader r = { display_name != NULL ? display_name : "roster", error };
  g_autofree char *copy = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  xmlDoc *doc;
  xmlNode *root;
  gboolean seen_magic = FALSE;
  gboolean ok = TRUE;
  gboolean v2 = FALSE;
  MstRuleset *rs = NULL;
  g_autofree char *data = NULL;
  gsize data_len = 0;
  MstForce *force;

  g_return_val_if_fail (text != NULL, NULL);

  if (len < 0)
    len = strlen (text);
  if ((gsize) len > MST_XML_MAX_SIZE)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_TOO_LARGE,
                   _("%s: a roster is at most %d MiB"), r.display, MST_XML_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  if (!g_utf8_validate (text, len, NULL))
    {
      fail (&r, 1, _("this is not UTF-8 text"));
      return NULL;
    }

  copy = g_strndup (text, len);
  lines = g_strsplit (copy, "\n", -1);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "force");
  xmlSetNs (root, xmlNewNs (root, (const xmlChar *) FORCE_NS, NULL));
  xmlDocSetRootElement (doc, root);
  root->line = 1;

  for (guint i = 0; ok && lines[i] != NULL; i++)
    {
      guint lineno = i + 1;
      guint depth = 0;
      g_autofree char *line = clean_line (lines[i], &depth);

      if (line[0] == '\0')
        continue;
      if (!seen_magic)
        {
          guint version = 0;
          const char *p = line;

          if (g_str_has_prefix (p, "<!-- "))
            p += 5;
          if (!g_str_has_prefix (p, ROSTER_MAGIC " "))
            {
              ok = fail (&r, lineno, _("a roster starts with the line “Muster roster 1”"));
              break;
            }
          version = (guint) g_ascii_strtoull (p + strlen (ROSTER_MAGIC " "), NULL, 10);
          if (version != ROSTER_VERSION)
            {
              g_autofree char *msg =
                g_strdup_printf (_("this roster is of version %u; this Muster reads version %d"),
                                 version, ROSTER_VERSION);
              ok = fail (&r, lineno, msg);
              break;
            }
          seen_magic = TRUE;
          continue;
        }
      if (is_summary (line))
        continue;

      if (g_str_has_prefix (line, CARRIED_LIST " ") || g_str_has_prefix (line, "<!-- " CARRIED_LIST " "))
        {
          ok = read_carried_list (&r, line, lineno, root);
          continue;
        }

      if (g_str_has_prefix (line, "Force: "))
        {
          g_autofree char *name = unescape (line + 7);
          xmlSetProp (root, (const xmlChar *) "name", (const xmlChar *) name);
        }
      else if (g_str_has_prefix (line, "Rule set: "))
        {
          g_autofree char *slug = header_slug (line + 10, NULL);
          if (slug == NULL)
            ok = fail (&r, lineno, _("the rule set’s id is missing: “Rule set: Name [id]”"));
          else
            {
              xmlSetProp (root, (const xmlChar *) "ruleset", (const xmlChar *) slug);
              /* A rule set without a force file of its own writes the
               * shared one (version 2), its lines read as such. */
              if (mst_force_format_of (mst_ruleset_lookup (slug)) == mst_force_format_of (NULL) &&
                  root->children == NULL)
                {
                  /* The root's one namespace declaration, made over. */
                  xmlFree ((xmlChar *) root->ns->href);
                  root->ns->href = xmlStrdup ((const xmlChar *) FORCE_NS_2);
                  rs = mst_ruleset_lookup (slug);
                  v2 = TRUE;
                }
            }
        }
      else if (g_str_has_prefix (line, "List: "))
        {
          g_autofree char *version = NULL;
          g_autofree char *slug = header_slug (line + 6, &version);
          if (slug == NULL)
            ok = fail (&r, lineno, _("the list’s id is missing: “List: Name [id], version N”"));
          else
            {
              xmlSetProp (root, (const xmlChar *) "list", (const xmlChar *) slug);
              if (version != NULL)
                xmlSetProp (root, (const xmlChar *) "list-version", (const xmlChar *) version);
            }
        }
      else if (g_str_has_prefix (line, "Options: "))
        {
          g_autofree char *attrs = g_strdup_printf ("(%s)", line + 9);
          g_autofree char *probe = g_strdup (attrs);
          xmlNode *tmp = xmlNewNode (NULL, (const xmlChar *) "options");

          if (!take_attrs (probe, tmp))
            ok = fail (&r, lineno, _("options are written “name value, name value”"));
          else if (v2)
            for (xmlAttr *a = tmp->properties; a != NULL; a = a->next)
              {
                g_autofree char *v = mst_xml_get_prop (tmp, (const char *) a->name);
                xmlNode *attr = new_line_node (root, "attr", lineno);

                xmlSetProp (attr, (const xmlChar *) "name", a->name);
                xmlSetProp (attr, (const xmlChar *) "value", (const xmlChar *) v);
              }
          else
            for (xmlAttr *a = tmp->properties; a != NULL; a = a->next)
              {
                g_autofree char *v = mst_xml_get_prop (tmp, (const char *) a->name);
                xmlSetProp (root, a->name, (const xmlChar *) v);
              }
          xmlFreeNode (tmp);
        }
      else if (v2)
        ok = read_element_line_v2 (&r, line, lineno, depth, root, stack, rs);
      else
        ok = read_element_line (&r, line, lineno, depth, root, stack);
    }

  if (ok && !seen_magic)
    ok = fail (&r, 1, _("this is empty: a roster starts with the line “Muster roster 1”"));

  /* The schema wants the root's attributes before its children are read
   * in order; the line of each element is its line in the roster, so a
   * problem is reported where the user can find it. */
  if (ok && !mst_xml_validate (doc, v2 ? MST_SCHEMA_FORCE_2 : MST_SCHEMA_FORCE, r.display, problems, NULL))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, "%s",
                   problems->len > 0 ? (const char *) g_ptr_array_index (problems, 0)
                                     : _("this roster does not make a force"));
      ok = FALSE;
    }
  if (!ok)
    {
      xmlFreeDoc (doc);
      return NULL;
    }

  data = mst_xml_to_string (doc, &data_len);
  xmlFreeDoc (doc);
  force = mst_force_new_from_data (data, data_len, r.display, catalogue, error);
  return force;
}

gboolean
mst_roster_text_sniff (const char *text)
{
  const char *p = text;

  g_return_val_if_fail (text != NULL, FALSE);
  while (g_ascii_isspace (*p))
    p++;
  if (g_str_has_prefix (p, "<!-- "))
    p += 5;
  return g_str_has_prefix (p, ROSTER_MAGIC " ");
}
