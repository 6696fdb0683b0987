/* mst-list-document-check.c: a nation list document's problems, each at the
 * field it is about, as the schemas and the rule set have them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-list-document-private.h"
#include "mst-ruleset.h"

/* The schemas' bounds (schemas/nation-list.xsd, nation-list-2.xsd). */
#define MAX_SLUG 120
#define MAX_TEXT 2000
#define MAX_UNITS 500
#define MAX_V2_ATTRS 32
#define MAX_V2_COMPONENTS 32
#define MAX_V2_STATS 200
#define MAX_V2_UNIT_NOTES 8


static void
add_problem (GPtrArray *out, int template, const char *field, MstSeverity severity, char *message)
{
  MstListProblem *p = g_new0 (MstListProblem, 1);

  p->message = message;
  p->template = template;
  p->field = g_strdup (field);
  p->severity = severity;
  g_ptr_array_add (out, p);
}

static void
problem (GPtrArray *out, int template, const char *field, MstSeverity severity, const char *fmt, ...)
  G_GNUC_PRINTF (5, 6);

static void
problem (GPtrArray *out, int template, const char *field, MstSeverity severity, const char *fmt, ...)
{
  va_list args;

  va_start (args, fmt);
  add_problem (out, template, field, severity, g_strdup_vprintf (fmt, args));
  va_end (args);
}

#define ERROR(t, f, ...) problem (out, t, f, MST_SEVERITY_ERROR, __VA_ARGS__)

void
mst_list_problem_add (GPtrArray *out, int t, const char *field, const char *fmt, ...)
{
  va_list args;

  va_start (args, fmt);
  add_problem (out, t, field, MST_SEVERITY_ERROR, g_strdup_vprintf (fmt, args));
  va_end (args);
}

static gboolean
is_slug (const char *s)
{
  gsize n = s != NULL ? strlen (s) : 0;

  if (n == 0 || n > MAX_SLUG || s[0] == '-' || s[n - 1] == '-' || strstr (s, "--") != NULL)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_islower (s[i]) && !g_ascii_isdigit (s[i]) && s[i] != '-')
      return FALSE;
  return TRUE;
}

static void
check_slug (GPtrArray *out, int t, const char *key, const char *value)
{
  if (value == NULL || value[0] == '\0')
    ERROR (t, key, _("An id is needed: lower case letters, digits and hyphens"));
  else if (!is_slug (value))
    ERROR (t, key, _("“%s” is not an id: lower case letters and digits, words joined by single hyphens, at most %d"),
           value, MAX_SLUG);
}

static void
check_text (GPtrArray *out, int t, const char *key, const char *value, gboolean required)
{
  if (value == NULL || value[0] == '\0')
    {
      if (required)
        ERROR (t, key, _("This cannot be empty"));
      return;
    }
  if (!g_utf8_validate (value, -1, NULL) || g_utf8_strlen (value, -1) > MAX_TEXT)
    ERROR (t, key, _("At most %d characters"), MAX_TEXT);
}

gboolean
mst_list_parse_int (const char *value, gint64 min, gint64 max, gboolean signed_ok, gint64 *out)
{
  const char *digits = value;
  gint64 v;

  if (value == NULL || value[0] == '\0')
    return FALSE;
  if (value[0] == '+' || value[0] == '-')
    {
      if (!signed_ok)
        return FALSE;
      digits = value[0] == '+' ? value + 1 : value;
    }
  if (!g_ascii_string_to_signed (digits, 10, min, max, &v, NULL))
    return FALSE;
  if (out != NULL)
    *out = v;
  return TRUE;
}

static char *
join_tokens (const char *const *tokens)
{
  return tokens != NULL ? g_strjoinv (", ", (char **) tokens) : g_strdup ("");
}

static void
check_header (MstListDocument *self, MstRuleset *rs, GPtrArray *out)
{
  const MstListField *fields = rs != NULL ? MST_RULESET_GET_CLASS (rs)->list_fields : NULL;
  Record *h = self->state->header;
  const char *id = mst_list_record_get (h, "id");
  const MstListFormat *format = mst_list_format_of (rs);
  guint first_year = format->first_year != 0 ? format->first_year : 1;
  guint last_year = format->last_year != 0 ? format->last_year : 9999;
  const char *year_message = format->year_message != NULL ? _(format->year_message) : _("A year");
  gint64 start = 0, end = 0;
  gboolean has_start, has_end;
  guint n_notes = 0;

  check_slug (out, MST_LIST_HEADER, "id", id);
  check_text (out, MST_LIST_HEADER, "name", mst_list_record_get (h, "name"), TRUE);
  check_text (out, MST_LIST_HEADER, "nation", mst_list_record_get (h, "nation"), format->header_required);
  check_text (out, MST_LIST_HEADER, "war", mst_list_record_get (h, "war"), format->header_required);

  /* The years its format allows (Drums and Muskets': nation-list.xsd's). */
  has_start = mst_list_record_value (h, "period-start") != NULL;
  has_end = mst_list_record_value (h, "period-end") != NULL;
  if (has_start && !mst_list_parse_int (mst_list_record_value (h, "period-start"), first_year, last_year, FALSE, &start))
    ERROR (MST_LIST_HEADER, "period-start", "%s", year_message);
  if (has_end && !mst_list_parse_int (mst_list_record_value (h, "period-end"), first_year, last_year, FALSE, &end))
    ERROR (MST_LIST_HEADER, "period-end", "%s", year_message);
  if (start > 0 && end > 0 && end < start)
    ERROR (MST_LIST_HEADER, "period-end", _("The period ends before it starts"));

  if (mst_list_record_value (h, "notes") != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (mst_list_record_value (h, "notes"), "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_strstrip (lines[i]);
          if (lines[i][0] == '\0')
            continue;
          n_notes++;
          if (g_utf8_strlen (lines[i], -1) > MAX_TEXT)
            ERROR (MST_LIST_HEADER, "notes", _("A note has at most %d characters"), MAX_TEXT);
        }
      if (format->max_notes != 0 && n_notes > format->max_notes)
        ERROR (MST_LIST_HEADER, "notes", _("At most %d notes"), (int) format->max_notes);
    }

  for (guint i = 0; i < h->len; i++)
    {
      Field *f = g_ptr_array_index (h, i);

      if (g_str_has_prefix (f->key, "rule:"))
        {
          /* The list-wide rules its rule set offers (list_fields). */
          g_autoptr(GString) rules = g_string_new (NULL);
          gboolean known = FALSE;

          for (const MstListField *lf = fields; lf != NULL && lf->label != NULL; lf++)
            if (lf->kind == MST_LIST_FIELD_SWITCH && g_str_has_prefix (lf->key, "rule:"))
              {
                known |= g_str_equal (f->key, lf->key);
                g_string_append_printf (rules, "%s%s", rules->len > 0 ? ", " : "", lf->key + 5);
              }
          if (!known)
            ERROR (MST_LIST_HEADER, f->key, _("“%s” is not a list-wide rule (%s)"), f->key + 5,
                   rules->len > 0 ? rules->str : _("its rule set has none"));
        }
      else if (g_str_has_prefix (f->key, "attr:"))
        {
          if (!is_slug (f->key + 5))
            ERROR (MST_LIST_HEADER, f->key, _("“%s” is not an attribute’s name"), f->key + 5);
          else if (!is_slug (f->value))
            ERROR (MST_LIST_HEADER, f->key, _("“%s” is not a value: lower case letters, digits and hyphens"),
                   f->value);
        }
    }
  /* A choice of the list its rule set offers (the foot's weapon) is one
   * of its values. */
  for (const MstListField *lf = fields; lf != NULL && lf->label != NULL; lf++)
    {
      const char *value = lf->kind == MST_LIST_FIELD_CHOICE ? mst_list_record_value (h, lf->key) : NULL;

      if (value != NULL && !g_strv_contains (lf->values, value))
        {
          g_autofree char *values = g_strjoinv (", ", (char **) lf->values);
          ERROR (MST_LIST_HEADER, lf->key, _("“%s” is not one of %s"), value, values);
        }
    }

  /* Another list of that id: the shipped one it would stand in for is
   * said; another of the user's files would be two lists of one id. */
  if (self->catalogue != NULL && is_slug (id))
    {
      MstNationList *other = mst_catalogue_lookup (self->catalogue, id);
      const char *other_path = other != NULL ? mst_nation_list_get_path (other) : NULL;

      if (other != NULL && mst_catalogue_is_user_list (self->catalogue, id) &&
          g_strcmp0 (other_path, self->path) != 0)
        ERROR (MST_LIST_HEADER, "id", _("Your list “%s” already has this id (%s)"),
               mst_nation_list_get_name (other), other_path != NULL ? other_path : "");
      else if (other != NULL && !mst_catalogue_is_user_list (self->catalogue, id))
        problem (out, MST_LIST_HEADER, "id", MST_SEVERITY_WARNING,
                 _("Saved, this list takes the place of the shipped list “%s” of the same id"),
                 mst_nation_list_get_name (other));
      else if (other != NULL && mst_catalogue_replaces_shipped (self->catalogue, id))
        problem (out, MST_LIST_HEADER, "id", MST_SEVERITY_WARNING,
                 _("This list takes the place of the shipped list of the same id"));
    }
  if (self->state->templates->len > MAX_UNITS)
    ERROR (MST_LIST_HEADER, NULL, _("A list has at most %d units"), MAX_UNITS);
}

/* The names of @rs's stats that take AUTO, for a message. */
static char *
auto_stat_labels (const MstStatSpec *specs)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; specs != NULL && specs[i].id != NULL; i++)
    if (specs[i].auto_allowed)
      g_string_append_printf (s, "%s%s", s->len > 0 ? ", " : "", _(specs[i].label));
  return g_string_free (s, FALSE);
}

static void
check_stat (MstRuleset *rs, int t, Field *f, GPtrArray *out)
{
  g_autofree char *id = NULL, *formation = NULL, *weapon = NULL, *band = NULL;
  const MstStatSpec *spec;
  const char *const *formations = mst_ruleset_get_formations (rs);
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  const char *value = f->value;
  g_autofree char *score = mst_stat_value_normalize (MST_STAT_SCORE, value);

  if (!mst_list_stat_key_parse (f->key, &id, &formation, &weapon, &band))
    {
      ERROR (t, f->key, _("A card value without a stat"));
      return;
    }
  spec = mst_ruleset_lookup_stat_spec (rs, id);
  if (spec == NULL)
    {
      ERROR (t, f->key, _("“%s” is not a stat of %s’s cards"), id, mst_ruleset_get_name (rs));
      return;
    }
  if (spec->per_formation && formation == NULL)
    ERROR (t, f->key, _("%s has a value for each formation"), _(spec->label));
  if (!spec->per_formation && formation != NULL)
    ERROR (t, f->key, _("%s has one value, not one for each formation"), _(spec->label));
  if (formation != NULL && (formations == NULL || !g_strv_contains (formations, formation)))
    {
      g_autofree char *list = join_tokens (formations);
      ERROR (t, f->key, _("“%s” is not a formation (%s)"), formation, list);
    }
  if (spec->per_band && band == NULL)
    ERROR (t, f->key, _("Each %s is for a range band"), _(spec->label));
  if (!spec->per_band && band != NULL)
    ERROR (t, f->key, _("%s has no range bands"), _(spec->label));
  if (band != NULL && !mst_list_parse_int (band, 1, 999, FALSE, NULL))
    ERROR (t, f->key, _("The range band “%s” is not a distance in inches (1 to 999)"), band);
  if (weapon != NULL && weapons != NULL && !g_strv_contains (weapons, weapon))
    {
      g_autofree char *list = join_tokens (weapons);
      ERROR (t, f->key, _("“%s” is not a weapon of %s (%s)"), weapon, mst_ruleset_get_name (rs), list);
    }

  if (value[0] == '\0')
    ERROR (t, f->key, spec->auto_allowed ? _("Give a value, or AUTO") : _("Give a value"));
  else if (g_ascii_strcasecmp (value, "auto") == 0)
    {
      if (!spec->auto_allowed)
        {
          g_autofree char *which = auto_stat_labels (MST_RULESET_GET_CLASS (rs)->stat_specs);
          ERROR (t, f->key, _("%s cannot be AUTO (only %s can)"), _(spec->label), which);
        }
      else if (!g_str_equal (value, "auto"))
        ERROR (t, f->key, _("Write AUTO as “auto”"));
    }
  else
    switch (spec->type)
      {
      case MST_STAT_SCORE:
        /* "5+", as the cards print it, is 5. */
        if (!mst_list_parse_int (score, 1, 7, FALSE, NULL))
          ERROR (t, f->key, _("“%s” is not a score a D6 test needs: 1 to 7%s"), value,
                 spec->auto_allowed ? _(", or AUTO") : "");
        break;
      case MST_STAT_DISTANCE:
        if (!mst_list_parse_int (value, 0, 99, FALSE, NULL))
          ERROR (t, f->key, _("“%s” is not a distance in inches: 0 to 99"), value);
        break;
      case MST_STAT_MODIFIER:
      default:
        if (!mst_list_parse_int (value, -6, 6, TRUE, NULL))
          ERROR (t, f->key, _("“%s” is not a modifier: -6 to +6"), value);
        break;
      }
}

/* The shared format's unit: its kind, weapon, attributes, figures and
 * stats, as its rule set's descriptor has them. */
void
mst_list_check_unit_shared (MstRuleset *rs, Record *r, int t, GPtrArray *out)
{
  const char *const *kinds = MST_RULESET_GET_CLASS (rs)->unit_kinds;
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  const MstAttrSpec *attrs = mst_ruleset_get_unit_attrs (rs);
  const char *kind = mst_list_record_value (r, "kind");
  guint n_attrs = 0, n_components = 0, n_stats = 0;

  if (kind == NULL)
    ERROR (t, "kind", _("Choose a unit kind"));
  else if (kinds != NULL && !g_strv_contains (kinds, kind))
    {
      g_autofree char *list = join_tokens (kinds);
      ERROR (t, "kind", _("“%s” is not a unit kind of %s (%s)"), kind, mst_ruleset_get_name (rs), list);
    }
  if (mst_list_record_value (r, "weapon") != NULL && weapons != NULL && !g_strv_contains (weapons, mst_list_record_value (r, "weapon")))
    {
      g_autofree char *list = join_tokens (weapons);
      ERROR (t, "weapon", _("“%s” is not a weapon of %s (%s)"), mst_list_record_value (r, "weapon"),
             mst_ruleset_get_name (rs), list);
    }
  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);

      if (g_str_has_prefix (f->key, "attr:"))
        {
          const char *name = f->key + 5;

          n_attrs++;
          if (!is_slug (name))
            ERROR (t, f->key, _("“%s” is not an attribute’s name"), name);
          else if (f->value[0] == '\0')
            ERROR (t, f->key, _("Give a value"));
          else if (!is_slug (f->value))
            ERROR (t, f->key, _("“%s” is not a value: lower case letters, digits and hyphens"), f->value);
          else
            for (guint a = 0; attrs[a].name != NULL; a++)
              if (g_str_equal (attrs[a].name, name) && attrs[a].values != NULL &&
                  !g_strv_contains (attrs[a].values, f->value))
                {
                  g_autofree char *list = join_tokens (attrs[a].values);
                  ERROR (t, f->key, _("“%s” is not a value of %s (%s)"), f->value, _(attrs[a].label), list);
                }
        }
      else if (g_str_has_prefix (f->key, "component:"))
        {
          n_components++;
          if (!is_slug (f->key + 10))
            ERROR (t, f->key, _("“%s” is not a role: lower case letters, digits and hyphens"), f->key + 10);
          else if (!mst_list_parse_int (f->value, 0, 999, FALSE, NULL))
            ERROR (t, f->key, _("“%s” is not a count: 0 to 999"), f->value);
        }
      else if (g_str_has_prefix (f->key, "stat:"))
        {
          n_stats++;
          check_stat (rs, t, f, out);
        }
    }
  if (n_attrs > MAX_V2_ATTRS)
    ERROR (t, NULL, _("At most %d attributes"), MAX_V2_ATTRS);
  if (n_components > MAX_V2_COMPONENTS)
    ERROR (t, NULL, _("At most %d components"), MAX_V2_COMPONENTS);
  if (n_stats > MAX_V2_STATS)
    ERROR (t, NULL, _("At most %d card values"), MAX_V2_STATS);
  if (mst_list_record_value (r, "notes") != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (mst_list_record_value (r, "notes"), "\n", -1);
      guint n = 0;
      for (guint i = 0; lines[i] != NULL; i++)
        n += g_strstrip (lines[i])[0] != '\0';
      if (n > MAX_V2_UNIT_NOTES)
        ERROR (t, "notes", _("At most %d notes"), MAX_V2_UNIT_NOTES);
    }
}

static gboolean
has_error (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    if (((MstListProblem *) g_ptr_array_index (problems, i))->severity == MST_SEVERITY_ERROR)
      return TRUE;
  return FALSE;
}

static GPtrArray *
check (MstListDocument *self)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_list_problem_free);
  MstRuleset *rs = mst_ruleset_lookup (self->ruleset);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  check_header (self, rs, out);
  for (guint i = 0; i < self->state->templates->len; i++)
    {
      Record *r = g_ptr_array_index (self->state->templates, i);
      const char *id = mst_list_record_get (r, "id");

      check_slug (out, (int) i, "id", id);
      if (id != NULL && id[0] != '\0')
        {
          if (g_hash_table_contains (ids, id))
            ERROR ((int) i, "id", _("Another unit of this list has the id “%s”"), id);
          g_hash_table_add (ids, (gpointer) id);
        }
      check_text (out, (int) i, "name", mst_list_record_get (r, "name"), TRUE);
      if (rs != NULL)
        mst_list_format_of (rs)->check_unit (rs, r, (int) i, out);
    }

  /* What the checks above let through, the list's reader and its schema
   * still refuse: said of the list as a whole. */
  if (!has_error (out))
    {
      gsize len = 0;
      g_autofree char *xml = mst_list_document_to_xml (self, &len);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstNationList) list = mst_nation_list_new_from_data (xml, len, _("the list"), &error);

      if (list == NULL)
        ERROR (MST_LIST_HEADER, NULL, "%s", error->message);
    }
  return out;
}

#undef ERROR

GPtrArray *
mst_list_document_get_problems (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);

  if (self->problems == NULL)
    self->problems = check (self);
  return self->problems;
}

char *
mst_list_document_dup_field_messages (MstListDocument *self, int template, const char *field)
{
  GPtrArray *problems = mst_list_document_get_problems (self);
  GString *s = NULL;

  for (guint i = 0; i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);

      if (p->template != template || g_strcmp0 (p->field, field) != 0)
        continue;
      if (s == NULL)
        s = g_string_new (p->message);
      else
        g_string_append_printf (s, "\n%s", p->message);
    }
  return s != NULL ? g_string_free (s, FALSE) : NULL;
}

guint
mst_list_document_count_errors (MstListDocument *self)
{
  GPtrArray *problems = mst_list_document_get_problems (self);
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    n += ((MstListProblem *) g_ptr_array_index (problems, i))->severity == MST_SEVERITY_ERROR;
  return n;
}

guint
mst_list_document_count_template_errors (MstListDocument *self, int template)
{
  GPtrArray *problems = mst_list_document_get_problems (self);
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);
      n += p->template == template && p->severity == MST_SEVERITY_ERROR;
    }
  return n;
}
