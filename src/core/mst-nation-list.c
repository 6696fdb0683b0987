/* mst-nation-list.c: one army list of a rule set, read from XML.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-data-text.h"
#include "mst-error.h"
#include "mst-list-document-private.h"
#include "mst-nation-list.h"
#include "mst-ruleset.h"
#include "mst-value.h"
#include "mst-vocabulary.h"
#include "mst-xml-private.h"

struct _MstNationList
{
  GObject parent_instance;

  char *id;
  char *ruleset;
  guint version;
  char *name;
  char *nation;
  char *war;
  guint start_year;
  guint end_year;
  char *path;
  /* What its foot carry unless it says otherwise (<foot-weapon>), the
   * rule set's token; NULL when it names none. */
  char *foot_weapon;
  GStrv notes;
  /* Its list-wide rules: each <rule>'s id → its text, translated. */
  GHashTable *rules;
  GListStore *templates;
  GHashTable *by_id;
  /* Version 2 (another rule set's list): its attributes ("side"). */
  guint format;
  GHashTable *attrs;
  /* Added from a force that carried it (<?muster-carried?>): the force's
   * name, and the SHA-256 of the list as it was carried. */
  char *carried_from;
  char *carried_sha;

  /* Listed from what was read of it before (mst-checked-lists.c): the
   * rest is read, once, when first asked for; the bytes listed from had
   * this MD5.  The English of the texts read, to be remembered. */
  gboolean lazy;
  gboolean lazy_translated;
  guint lazy_n_templates;
  char *lazy_md5;
  GMutex lazy_lock;
  char *en_name;
  char *en_nation;
  char *en_war;
};

G_DEFINE_FINAL_TYPE (MstNationList, mst_nation_list, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_WAR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_nation_list_finalize (GObject *object)
{
  MstNationList *self = MST_NATION_LIST (object);

  g_free (self->id);
  g_free (self->ruleset);
  g_free (self->name);
  g_free (self->nation);
  g_free (self->war);
  g_free (self->path);
  g_free (self->carried_from);
  g_free (self->carried_sha);
  g_free (self->lazy_md5);
  g_mutex_clear (&self->lazy_lock);
  g_free (self->en_name);
  g_free (self->en_nation);
  g_free (self->en_war);
  g_strfreev (self->notes);
  g_free (self->foot_weapon);
  g_hash_table_unref (self->rules);
  g_clear_object (&self->templates);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->attrs, g_hash_table_unref);

  G_OBJECT_CLASS (mst_nation_list_parent_class)->finalize (object);
}

static void
mst_nation_list_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  MstNationList *self = MST_NATION_LIST (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_WAR:
      g_value_set_string (value, self->war);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_nation_list_class_init (MstNationListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_nation_list_finalize;
  object_class->get_property = mst_nation_list_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WAR] =
    g_param_spec_string ("war", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_nation_list_init (MstNationList *self)
{
  self->templates = g_list_store_new (MST_TYPE_UNIT_TEMPLATE);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->attrs = mst_attrs_new ();
  self->rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_mutex_init (&self->lazy_lock);
}

gboolean
mst_nation_list_fail_at (GError **error, const char *display_name, xmlNode *node, const char *fmt, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, fmt);
  msg = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, "%s:%ld: %s",
               display_name, node != NULL ? xmlGetLineNo (node) : 1L, msg);
  return FALSE;
}

static guint
parse_uint (const char *s)
{
  guint64 v = 0;

  if (s == NULL || !g_ascii_string_to_unsigned (s, 10, 0, G_MAXUINT, &v, NULL))
    return 0;
  return (guint) v;
}

/* The names of @rs's stats that take AUTO, for a message. */
static char *
auto_stat_labels (MstRuleset *rs)
{
  const MstStatSpec *specs = MST_RULESET_GET_CLASS (rs)->stat_specs;
  GString *s = g_string_new (NULL);

  for (guint i = 0; specs != NULL && specs[i].id != NULL; i++)
    if (specs[i].auto_allowed)
      g_string_append_printf (s, "%s%s", s->len > 0 ? ", " : "", _(specs[i].label));
  return g_string_free (s, FALSE);
}

/* Whether @value is a whole number from @min to @max, a sign allowed. */
static gboolean
parse_stat_int (const char *value, gint64 min, gint64 max)
{
  const char *digits = value[0] == '+' ? value + 1 : value;
  gint64 v;

  return g_ascii_string_to_signed (digits, 10, min, max, &v, NULL);
}

/* A value of a unit's card (<stat id formation? weapon? band? value>),
 * checked against the rule set's stats. */
static gboolean
read_stat (MstUnitTemplate *tmpl, MstRuleset *rs, xmlNode *c, const char *display_name, GError **error)
{
  const char *uid = mst_unit_template_get_id (tmpl);
  g_autofree char *id = mst_xml_get_prop (c, "id");
  g_autofree char *formation = mst_xml_get_prop (c, "formation");
  g_autofree char *weapon = mst_xml_get_prop (c, "weapon");
  g_autofree char *band = mst_xml_get_prop (c, "band");
  g_autofree char *value = mst_xml_get_prop (c, "value");
  const MstStatSpec *spec = mst_ruleset_lookup_stat_spec (rs, id);
  const char *const *formations = mst_ruleset_get_formations (rs);
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  gboolean ok;

  if (spec == NULL)
    return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: “%s” is not a stat of %s’s cards"), uid, id,
                    mst_ruleset_get_name (rs));
  if (spec->per_formation && formation == NULL)
    return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s has a value for each formation: give formation=\"…\""),
                    uid, _(spec->label));
  if (!spec->per_formation && formation != NULL)
    return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s has one value, not one for each formation"), uid,
                    _(spec->label));
  if (formation != NULL && (formations == NULL || !g_strv_contains (formations, formation)))
    {
      g_autofree char *list = formations != NULL ? g_strjoinv (", ", (char **) formations) : g_strdup ("");
      return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: “%s” is not a formation (%s)"), uid, formation, list);
    }
  if (spec->per_band && band == NULL)
    return mst_nation_list_fail_at (error, display_name, c,
                    _("unit “%s”: each %s is for a range band: give band=\"…\", its longest range in inches"),
                    uid, _(spec->label));
  if (!spec->per_band && band != NULL)
    return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s has no range bands"), uid, _(spec->label));
  if (band != NULL && !parse_stat_int (band, 1, 999))
    return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: the range band “%s” is not a distance in inches"), uid,
                    band);
  if (weapon != NULL && weapons != NULL && !g_strv_contains (weapons, weapon))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) weapons);
      return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: “%s” is not a weapon of %s (%s)"), uid, weapon,
                      mst_ruleset_get_name (rs), list);
    }
  if (g_strcmp0 (value, "auto") == 0)
    {
      if (!spec->auto_allowed)
        {
          g_autofree char *which = auto_stat_labels (rs);
          return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s cannot be AUTO (only %s can)"), uid,
                          _(spec->label), which);
        }
    }
  else
    {
      switch (spec->type)
        {
        case MST_STAT_SCORE:
          /* "5+", as the cards print it, is kept as 5. */
          {
            char *score = mst_stat_value_normalize (MST_STAT_SCORE, value);

            g_free (value);
            value = score;
          }
          ok = value[0] != '+' && parse_stat_int (value, 1, 7);
          if (!ok)
            return mst_nation_list_fail_at (error, display_name, c,
                            _("unit “%s”: %s “%s” is not a score a D6 test needs (1 to 7)%s"), uid, _(spec->label),
                            value, spec->auto_allowed ? _(", or auto") : "");
          break;
        case MST_STAT_DISTANCE:
          ok = value[0] != '+' && parse_stat_int (value, 0, 99);
          if (!ok)
            return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s “%s” is not a distance in inches (0 to 99)"),
                            uid, _(spec->label), value);
          break;
        case MST_STAT_MODIFIER:
        default:
          if (!parse_stat_int (value, -6, 6))
            return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s “%s” is not a modifier (-6 to +6)"), uid,
                            _(spec->label), value);
          break;
        }
    }
  if (mst_unit_template_lookup_stat (tmpl, id, formation, weapon, band) != NULL)
    return mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s is given twice"), uid, _(spec->label));
  mst_unit_template_add_stat (tmpl, mst_stat_new (id, formation, weapon, band, value));
  return TRUE;
}

/* A unit of a version-2 list: a kind of the rule set, a weapon, attributes,
 * components and the values of its card. */
gboolean
mst_nation_list_has_template (MstNationList *self, const char *id)
{
  return id != NULL && g_hash_table_contains (self->by_id, id);
}

/* The shared format's unit: its kind, weapon, attributes, figures and
 * stats, each as its rule set's descriptor allows. */
MstUnitTemplate *
mst_nation_list_read_template_shared (MstRuleset *rs, MstNationList *self, xmlNode *node, const char *display_name,
                                      GError **error)
{
  g_autofree char *id = mst_xml_get_prop (node, "id");
  g_autofree char *kind = mst_xml_get_prop (node, "kind");
  g_autofree char *name = NULL;
  const char *const *kinds = MST_RULESET_GET_CLASS (rs)->unit_kinds;
  MstUnitTemplate *tmpl;
  xmlNode *c;

  if (kinds != NULL && !g_strv_contains (kinds, kind))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) kinds);
      mst_nation_list_fail_at (error, display_name, node, _("unit “%s”: “%s” is not a unit kind of %s (%s)"), id, kind,
               mst_ruleset_get_name (rs), list);
      return NULL;
    }
  if (g_hash_table_contains (self->by_id, id))
    {
      mst_nation_list_fail_at (error, display_name, node, _("unit id “%s” is used twice"), id);
      return NULL;
    }
  c = mst_xml_first_child (node, "name");
  name = c != NULL ? mst_data_text_translate (mst_xml_get_text (c)) : g_strdup (id);
  tmpl = mst_unit_template_new (id, name, kind);
  mst_unit_template_set_list_id (tmpl, self->id);
  for (c = node->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "weapon"))
        {
          g_autofree char *w = mst_xml_get_text (c);
          const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;

          if (weapons != NULL && !g_strv_contains (weapons, w))
            {
              g_autofree char *list = g_strjoinv (", ", (char **) weapons);
              g_object_unref (tmpl);
              mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: “%s” is not a weapon of %s (%s)"), id, w,
                       mst_ruleset_get_name (rs), list);
              return NULL;
            }
          mst_unit_template_set_weapon_token (tmpl, w);
        }
      else if (mst_xml_is (c, "attr"))
        {
          g_autofree char *k = mst_xml_get_prop (c, "name");
          g_autofree char *v = mst_xml_get_prop (c, "value");
          g_autofree char *problem = mst_vocabulary_attr_problem (rs, MST_VOCABULARY_UNIT, k, v);

          if (problem != NULL)
            {
              g_object_unref (tmpl);
              mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s"), id, problem);
              return NULL;
            }
          g_hash_table_insert (mst_unit_template_get_attrs (tmpl), g_steal_pointer (&k), g_steal_pointer (&v));
        }
      else if (mst_xml_is (c, "component"))
        {
          g_autofree char *role = mst_xml_get_prop (c, "role");
          g_autofree char *count = mst_xml_get_prop (c, "count");
          guint n;
          g_autofree char *problem = mst_vocabulary_count_problem (rs, role, count, &n);

          if (problem != NULL)
            {
              g_object_unref (tmpl);
              mst_nation_list_fail_at (error, display_name, c, _("unit “%s”: %s"), id, problem);
              return NULL;
            }
          mst_components_add (mst_unit_template_get_components (tmpl), role, n);
        }
      else if (mst_xml_is (c, "stat"))
        {
          if (!read_stat (tmpl, rs, c, display_name, error))
            {
              g_object_unref (tmpl);
              return NULL;
            }
        }
    }
  return tmpl;
}

/* A list of another rule set (urn:muster:nation-list:2), or a
 * Drums and Muskets list (version 1: anything else, which the schema
 * then refuses). */
static MstSchemaKind
list_schema (xmlDoc *doc)
{
  MstSchemaKind kind;

  return mst_xml_schema_of (doc, &kind) && kind == MST_SCHEMA_NATION_LIST_2 ? MST_SCHEMA_NATION_LIST_2
                                                                          : MST_SCHEMA_NATION_LIST;
}

/* One pseudo-attribute of a processing instruction's text: name="value". */
static char *
pi_value (const char *content, const char *name)
{
  g_autofree char *key = g_strdup_printf ("%s=\"", name);
  const char *at = content != NULL ? strstr (content, key) : NULL;
  const char *end;

  if (at == NULL)
    return NULL;
  at += strlen (key);
  end = strchr (at, '"');
  return end != NULL ? g_uri_unescape_segment (at, end, NULL) : NULL;
}

/* <?muster-carried force="…" sha256="…"?> before the root: the mark of a
 * list added from a force that carried it (mst-carried-list.c). */
static void
read_carried_mark (MstNationList *self, xmlDoc *doc)
{
  for (xmlNode *n = doc->children; n != NULL; n = n->next)
    if (n->type == XML_PI_NODE && g_strcmp0 ((const char *) n->name, MST_CARRIED_LIST_MARK) == 0)
      {
        self->carried_from = pi_value ((const char *) n->content, "force");
        self->carried_sha = pi_value ((const char *) n->content, "sha256");
      }
}

static gboolean
read_list (MstNationList *self, xmlDoc *doc, const char *display_name, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) templates = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *version = NULL;

  MstRuleset *rs = NULL;

  read_carried_mark (self, doc);
  self->id = mst_xml_get_prop (root, "id");
  self->ruleset = mst_xml_get_prop (root, "ruleset");
  version = mst_xml_get_prop (root, "version");
  self->version = parse_uint (version);
  self->format = list_schema (doc) == MST_SCHEMA_NATION_LIST_2 ? 2 : 1;
  /* A file that names no rule set is of the one whose lists are of its
   * version (Drums and Muskets' lists, version 1, name none). */
  rs = self->ruleset != NULL ? mst_ruleset_lookup (self->ruleset) : mst_rulesets_get_for_list_version (self->format);
  if (rs == NULL)
    {
      g_autofree char *ids = mst_rulesets_dup_ids ();
      return mst_nation_list_fail_at (error, display_name, root,
                                      _("a list of a rule set “%s” Muster does not know (it knows %s)"),
                                      self->ruleset != NULL ? self->ruleset : "", ids);
    }
  if (self->ruleset == NULL)
    self->ruleset = g_strdup (mst_ruleset_get_id (rs));

  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (mst_xml_is (c, "name"))
        {
          self->en_name = mst_xml_get_text (c);
          self->name = mst_data_text_translate (g_strdup (self->en_name));
        }
      else if (mst_xml_is (c, "nation"))
        {
          self->en_nation = mst_xml_get_text (c);
          self->nation = mst_data_text_translate (g_strdup (self->en_nation));
        }
      else if (mst_xml_is (c, "war"))
        {
          self->en_war = mst_xml_get_text (c);
          self->war = mst_data_text_translate (g_strdup (self->en_war));
        }
      else if (mst_xml_is (c, "period"))
        {
          g_autofree char *start = mst_xml_get_prop (c, "start");
          g_autofree char *end = mst_xml_get_prop (c, "end");
          self->start_year = parse_uint (start);
          self->end_year = parse_uint (end);
          if (self->start_year && self->end_year && self->end_year < self->start_year)
            return mst_nation_list_fail_at (error, display_name, c, _("the period ends before it starts"));
        }
      else if (mst_xml_is (c, "foot-weapon"))
        {
          g_free (self->foot_weapon);
          self->foot_weapon = mst_xml_get_text (c);
        }
      else if (mst_xml_is (c, "note"))
        g_ptr_array_add (notes, mst_data_text_translate (mst_xml_get_text (c)));
      else if (mst_xml_is (c, "rule"))
        {
          char *rid = mst_xml_get_prop (c, "id");

          if (rid != NULL)
            g_hash_table_replace (self->rules, rid, mst_data_text_translate (mst_xml_get_text (c)));
        }
      else if (mst_xml_is (c, "attr"))
        {
          g_autofree char *k = mst_xml_get_prop (c, "name");
          g_autofree char *v = mst_xml_get_prop (c, "value");
          /* A list's attributes are its forces' ("side", "nationality"). */
          g_autofree char *problem = rs != NULL ? mst_vocabulary_attr_problem (rs, MST_VOCABULARY_LIST, k, v) : NULL;

          if (problem != NULL)
            return mst_nation_list_fail_at (error, display_name, c, "%s", problem);
          g_hash_table_insert (self->attrs, g_steal_pointer (&k), g_steal_pointer (&v));
        }
      else if (mst_xml_is (c, "unit"))
        {
          MstUnitTemplate *tmpl = mst_list_format_of (rs)->read_template (rs, self, c, display_name, error);
          if (tmpl == NULL)
            return FALSE;
          g_hash_table_insert (self->by_id, (gpointer) mst_unit_template_get_id (tmpl), tmpl);
          g_ptr_array_add (templates, tmpl);
        }
    }

  g_ptr_array_add (notes, NULL);
  self->notes = (GStrv) g_ptr_array_steal (notes, NULL);
  g_list_store_splice (self->templates, 0, 0, templates->pdata, templates->len);
  return TRUE;
}

MstNationList *
mst_nation_list_new_from_data (const char  *data,
                               gsize        len,
                               const char  *display_name,
                               GError     **error)
{
  g_autoptr(MstNationList) self = NULL;
  xmlDoc *doc;
  gboolean ok;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  doc = mst_xml_parse (data, len, display_name, error);
  if (doc == NULL)
    return NULL;
  if (!mst_xml_validate (doc, list_schema (doc), display_name, NULL, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }

  self = g_object_new (MST_TYPE_NATION_LIST, NULL);
  ok = read_list (self, doc, display_name, error);
  xmlFreeDoc (doc);
  if (!ok)
    return NULL;
  return g_steal_pointer (&self);
}

/* The list @doc holds (taken and freed), checked against the schema when
 * @validate; NULL with @error when @doc is NULL or the list is refused. */
static MstNationList *
list_from_doc (xmlDoc *doc, const char *path, gboolean validate, GError **error)
{
  MstNationList *self;

  if (doc == NULL)
    return NULL;
  if (validate && !mst_xml_validate (doc, list_schema (doc), path, NULL, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  self = g_object_new (MST_TYPE_NATION_LIST, NULL);
  self->path = g_strdup (path);
  if (!read_list (self, doc, path, error))
    g_clear_object (&self);
  xmlFreeDoc (doc);
  return self;
}

MstNationList *
mst_nation_list_new_from_file (const char  *path,
                               GError     **error)
{
  return mst_nation_list_new_from_file_full (path, TRUE, error);
}

MstNationList *
mst_nation_list_new_from_file_full (const char  *path,
                                    gboolean     validate,
                                    GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return list_from_doc (mst_xml_read_file_to_read (path, error), path, validate, error);
}

/* What is kept of a list read whole, to list it from next time. */
static const char *const summary_keys[] = {
  "id", "ruleset", "version", "format", "name", "nation", "war", "start", "end", "units", "carried-from",
  "carried-sha256", NULL
};

static void
keep_summary (MstNationList *self, MstCheckedLists *checked, const char *path)
{
  const char *values[G_N_ELEMENTS (summary_keys)] = { 0 };
  g_autofree char *version = g_strdup_printf ("%u", self->version);
  g_autofree char *format = g_strdup_printf ("%u", self->format);
  g_autofree char *start = g_strdup_printf ("%u", self->start_year);
  g_autofree char *end = g_strdup_printf ("%u", self->end_year);
  g_autofree char *units = g_strdup_printf ("%u", g_list_model_get_n_items (G_LIST_MODEL (self->templates)));

  values[0] = self->id;
  values[1] = self->ruleset;
  values[2] = version;
  values[3] = format;
  values[4] = self->en_name != NULL ? self->en_name : "";
  values[5] = self->en_nation != NULL ? self->en_nation : "";
  values[6] = self->en_war != NULL ? self->en_war : "";
  values[7] = start;
  values[8] = end;
  values[9] = units;
  values[10] = self->carried_from != NULL ? self->carried_from : "";
  values[11] = self->carried_sha != NULL ? self->carried_sha : "";
  /* One value, its fields apart by U+001F, which no list's text holds
   * (XML allows no such character). */
  {
    g_autofree char *joined = g_strjoinv ("\x1f", (char **) values);

    mst_checked_lists_keep_read (checked, path, "list", joined);
  }
}

static guint
summary_uint (const char *text, gboolean *ok)
{
  guint64 v = 0;

  *ok = *ok && text != NULL && g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &v, NULL);
  return (guint) v;
}

/* The list at @path as it was read before, found unchanged: its header,
 * the rest read when asked for; NULL when less was kept. */
static MstNationList *
list_from_summary (MstCheckedLists *checked, const char *path)
{
  g_autoptr(MstNationList) self = NULL;
  g_autofree char *joined = mst_checked_lists_get_read (checked, path, "list");
  g_auto(GStrv) fields = joined != NULL ? g_strsplit (joined, "\x1f", -1) : NULL;
  char *values[G_N_ELEMENTS (summary_keys)] = { 0 };
  gboolean ok = TRUE;

  if (fields == NULL || g_strv_length (fields) != G_N_ELEMENTS (summary_keys) - 1)
    return NULL;
  self = g_object_new (MST_TYPE_NATION_LIST, NULL);
  for (guint i = 0; summary_keys[i] != NULL; i++)
    values[i] = g_steal_pointer (&fields[i]);
  self->lazy_md5 = mst_checked_lists_get_read (checked, path, "md5");
  ok &= self->lazy_md5 != NULL && values[0] != NULL && values[0][0] != '\0';
  self->version = summary_uint (values[2], &ok);
  self->format = summary_uint (values[3], &ok);
  self->start_year = summary_uint (values[7], &ok);
  self->end_year = summary_uint (values[8], &ok);
  self->lazy_n_templates = summary_uint (values[9], &ok);
  /* A list of another rule set than Muster has now is read whole, to be
   * refused as it would be. */
  ok &= (values[1] != NULL && values[1][0] != '\0' ? mst_ruleset_lookup (values[1])
                                                   : mst_rulesets_get_for_list_version (self->format)) != NULL;
  if (ok)
    {
      self->id = g_steal_pointer (&values[0]);
      self->ruleset = g_steal_pointer (&values[1]);
      if (values[4][0] != '\0')
        self->name = mst_data_text_translate (g_strdup (values[4]));
      if (values[5][0] != '\0')
        self->nation = mst_data_text_translate (g_strdup (values[5]));
      if (values[6][0] != '\0')
        self->war = mst_data_text_translate (g_strdup (values[6]));
      if (values[10][0] != '\0')
        self->carried_from = g_strdup (values[10]);
      if (values[11][0] != '\0')
        self->carried_sha = g_strdup (values[11]);
      self->path = g_strdup (path);
      /* Read whole later, its texts as they were listed: translated, or in
       * the English they are written in. */
      self->lazy_translated = mst_data_text_get_translated ();
      self->lazy = TRUE;
    }
  for (guint i = 0; summary_keys[i] != NULL; i++)
    g_free (values[i]);
  return ok ? g_steal_pointer (&self) : NULL;
}

/* A list listed from what was read before, read whole now: from its file
 * as it is, checked against the schema again if it changed since. */
static void
read_whole (MstNationList *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *md5 = NULL;
  gsize len = 0;
  xmlDoc *doc;

  if (!g_atomic_int_get (&self->lazy))
    return;
  g_mutex_lock (&self->lazy_lock);
  if (self->lazy)
    {
      mst_data_text_push_translated (self->lazy_translated);
      if (mst_file_read_capped (self->path, MST_XML_MAX_SIZE, &data, &len, &error))
        {
          md5 = mst_checked_lists_digest (data, len);
          doc = mst_xml_parse_to_read (data, len, self->path, &error);
          if (doc != NULL && !g_str_equal (md5, self->lazy_md5)
              && !mst_xml_validate (doc, list_schema (doc), self->path, NULL, &error))
            g_clear_pointer (&doc, xmlFreeDoc);
          if (doc != NULL)
            {
              /* The header again, as the file has it now. */
              g_clear_pointer (&self->id, g_free);
              g_clear_pointer (&self->ruleset, g_free);
              g_clear_pointer (&self->name, g_free);
              g_clear_pointer (&self->nation, g_free);
              g_clear_pointer (&self->war, g_free);
              g_clear_pointer (&self->en_name, g_free);
              g_clear_pointer (&self->en_nation, g_free);
              g_clear_pointer (&self->en_war, g_free);
              g_clear_pointer (&self->carried_from, g_free);
              g_clear_pointer (&self->carried_sha, g_free);
              if (!read_list (self, doc, self->path, &error))
                g_list_store_remove_all (self->templates);
              xmlFreeDoc (doc);
            }
        }
      /* Said, never silent: a list changed into one Muster refuses while
       * it was open has no units to offer. */
      if (error != NULL)
        g_message ("%s", error->message);
      mst_data_text_pop_translated ();
      g_atomic_int_set (&self->lazy, FALSE);
    }
  g_mutex_unlock (&self->lazy_lock);
}

MstNationList *
mst_nation_list_new_from_file_checked (const char *path, MstCheckedLists *checked, gboolean trusted, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  xmlDoc *doc;
  MstNationList *self;
  gboolean passed;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (checked != NULL, NULL);

  if (!mst_file_read_capped (path, MST_XML_MAX_SIZE, &data, &len, error))
    return NULL;
  passed = mst_checked_lists_passed (checked, path, data, len);
  /* Unchanged since it was read whole: listed from what was kept. */
  if (passed && (self = list_from_summary (checked, path)) != NULL)
    return self;
  doc = mst_xml_parse_to_read (data, len, path, error);
  self = list_from_doc (doc, path, !passed && !trusted, error);
  /* Only a list read whole is remembered: one its reader refuses is
   * checked, and refused, again next time. */
  if (self != NULL)
    {
      if (!passed)
        mst_checked_lists_remember (checked, path, data, len);
      keep_summary (self, checked, path);
    }
  return self;
}

const char *
mst_nation_list_get_id (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->id;
}

const char *
mst_nation_list_get_ruleset (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->ruleset;
}

guint
mst_nation_list_get_version (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), 0);
  return self->version;
}

const char *
mst_nation_list_get_name (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->name;
}

const char *
mst_nation_list_get_nation (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->nation;
}

const char *
mst_nation_list_get_war (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->war;
}

guint
mst_nation_list_get_start_year (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), 0);
  return self->start_year;
}

guint
mst_nation_list_get_end_year (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), 0);
  return self->end_year;
}

char *
mst_nation_list_format_period (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);

  if (self->start_year == 0)
    return g_strdup ("");
  if (self->end_year == 0)
    /* TRANSLATORS: a list's period with no end year, e.g. "1815 onwards" */
    return g_strdup_printf (_("%u onwards"), self->start_year);
  if (self->end_year == self->start_year)
    return g_strdup_printf ("%u", self->start_year);
  return g_strdup_printf ("%u–%u", self->start_year, self->end_year);
}

char *
mst_nation_list_dup_title (MstNationList *self)
{
  g_autofree char *period = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);

  period = mst_nation_list_format_period (self);
  if (period[0] == '\0')
    return g_strdup (self->name);
  return g_strdup_printf ("%s (%s)", self->name, period);
}

const char *
mst_nation_list_get_path (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->path;
}

const char *
mst_nation_list_get_carried_from (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->carried_from;
}

const char *
mst_nation_list_get_carried_sha256 (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  return self->carried_sha;
}

const char *
mst_nation_list_get_foot_weapon (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  read_whole (self);
  return self->foot_weapon;
}

const char *const *
mst_nation_list_get_notes (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  read_whole (self);
  return (const char *const *) self->notes;
}

gboolean
mst_nation_list_has_rule (MstNationList *self, const char *id)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), FALSE);
  read_whole (self);
  return id != NULL && g_hash_table_contains (self->rules, id);
}

const char *
mst_nation_list_get_rule_text (MstNationList *self, const char *id)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  read_whole (self);
  return id != NULL ? g_hash_table_lookup (self->rules, id) : NULL;
}

GListModel *
mst_nation_list_get_templates (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  read_whole (self);
  return G_LIST_MODEL (self->templates);
}

guint
mst_nation_list_get_n_templates (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), 0);
  /* Listed from what was read before, its count was kept with it. */
  if (g_atomic_int_get (&self->lazy))
    return self->lazy_n_templates;
  return g_list_model_get_n_items (G_LIST_MODEL (self->templates));
}

MstUnitTemplate *
mst_nation_list_lookup_template (MstNationList *self, const char *template_id)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  if (template_id == NULL)
    return NULL;
  read_whole (self);
  return g_hash_table_lookup (self->by_id, template_id);
}

guint
mst_nation_list_get_format (MstNationList *self)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), 1);
  return self->format;
}

const char *
mst_nation_list_get_attr (MstNationList *self, const char *name)
{
  g_return_val_if_fail (MST_IS_NATION_LIST (self), NULL);
  read_whole (self);
  return g_hash_table_lookup (self->attrs, name);
}
