/* mst-vocabulary.c: what a rule set's files may say, from its descriptor:
 * one place that every reader (force files, lists, rosters, share codes,
 * campaign imports, club-server rows) and the checks ask.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-value.h"
#include "mst-vocabulary.h"

static const MstAttrSpec *
find_spec (const MstAttrSpec *specs, const char *name)
{
  for (const MstAttrSpec *spec = specs; spec != NULL && spec->name != NULL; spec++)
    if (g_str_equal (spec->name, name))
      return spec;
  return NULL;
}

/* The spec of attribute @name where @scope is: a unit's own, or one its
 * list's template carries (a skirmish gun's "british"). */
static const MstAttrSpec *
scope_spec (MstRuleset *rs, MstVocabularyScope scope, const char *name)
{
  MstRulesetClass *klass = MST_RULESET_GET_CLASS (rs);

  switch (scope)
    {
    case MST_VOCABULARY_UNIT:
      {
        const MstAttrSpec *spec = find_spec (klass->unit_attrs, name);
        return spec != NULL ? spec : find_spec (klass->template_attrs, name);
      }
    case MST_VOCABULARY_GENERAL:
      return find_spec (klass->general_attrs, name);
    case MST_VOCABULARY_COMMAND:
      return find_spec (klass->command_attrs, name);
    case MST_VOCABULARY_LIST:
      {
        const MstAttrSpec *spec = find_spec (klass->force_attrs, name);
        return spec != NULL ? spec : find_spec (klass->list_attrs, name);
      }
    case MST_VOCABULARY_FORCE:
    default:
      return find_spec (klass->force_attrs, name);
    }
}

/* "Poltroon, Cautious, Fighting Withdrawal (fighting-withdrawal)": each
 * label, and the token to type where it is not the label in lower case. */
static char *
values_text (const MstAttrSpec *spec)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; spec->values[i] != NULL; i++)
    {
      const char *label = spec->value_labels != NULL ? _(spec->value_labels[i]) : spec->values[i];
      g_autofree char *down = g_utf8_strdown (label, -1);

      g_strdelimit (down, " ", '-');
      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", label);
      if (!g_str_equal (down, spec->values[i]))
        g_string_append_printf (s, " (%s)", spec->values[i]);
    }
  return g_string_free (s, FALSE);
}

static void
append_names (GString *s, const MstAttrSpec *specs)
{
  for (const MstAttrSpec *spec = specs; spec != NULL && spec->name != NULL; spec++)
    g_string_append_printf (s, "%s%s", s->len > 0 ? ", " : "", spec->name);
}

static const char *
scope_noun (MstVocabularyScope scope)
{
  switch (scope)
    {
    case MST_VOCABULARY_UNIT: return _("a unit");
    case MST_VOCABULARY_GENERAL: return _("a general");
    case MST_VOCABULARY_COMMAND: return _("a command");
    case MST_VOCABULARY_LIST: return _("a list");
    case MST_VOCABULARY_FORCE:
    default: return _("a force");
    }
}

/* The first of @value's tokens (one space between) that is not one of
 * @spec's values, newly allocated; NULL when each is.  Read in place:
 * every check of a force asks it of each unit. */
static char *
first_unknown_token (const MstAttrSpec *spec, const char *value)
{
  while (*value != '\0')
    {
      size_t len = strcspn (value, " ");
      gboolean known = FALSE;

      for (guint i = 0; spec->values[i] != NULL && !known; i++)
        known = strlen (spec->values[i]) == len && strncmp (spec->values[i], value, len) == 0;
      if (!known)
        return g_strndup (value, len);
      value += len;
      if (*value != '\0')
        value++;
    }
  return NULL;
}

char *
mst_vocabulary_attr_problem (MstRuleset *rs, MstVocabularyScope scope, const char *name, const char *value)
{
  const MstAttrSpec *spec;
  g_autofree char *label = NULL;
  g_autofree char *known = NULL;

  g_return_val_if_fail (MST_IS_RULESET (rs), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if ((spec = scope_spec (rs, scope, name)) == NULL)
    {
      MstRulesetClass *klass = MST_RULESET_GET_CLASS (rs);
      g_autoptr(GString) names = g_string_new (NULL);

      switch (scope)
        {
        case MST_VOCABULARY_UNIT:
          append_names (names, klass->unit_attrs);
          append_names (names, klass->template_attrs);
          break;
        case MST_VOCABULARY_GENERAL: append_names (names, klass->general_attrs); break;
        case MST_VOCABULARY_COMMAND: append_names (names, klass->command_attrs); break;
        case MST_VOCABULARY_LIST:
          append_names (names, klass->force_attrs);
          append_names (names, klass->list_attrs);
          break;
        case MST_VOCABULARY_FORCE:
        default: append_names (names, klass->force_attrs); break;
        }
      if (names->len == 0)
        /* TRANSLATORS: "“mood” is not something a general of Revolutionary Wars carries: it carries none" */
        return g_strdup_printf (_("“%s” is not something %s of %s carries: it carries none"), name,
                                scope_noun (scope), mst_ruleset_get_name (rs));
      /* TRANSLATORS: "“mood” is not something a unit of Brigade Command carries: type one of training, …" */
      return g_strdup_printf (_("“%s” is not something %s of %s carries: type one of %s"), name, scope_noun (scope),
                              mst_ruleset_get_name (rs), names->str);
    }
  if (spec->values == NULL || (value != NULL && g_strv_contains (spec->values, value)))
    return NULL;
  /* Several values, one space between ("COA LCOY"): each one of them. */
  if (spec->multiple && value != NULL)
    {
      g_autofree char *bad = first_unknown_token (spec, value);

      if (bad == NULL)
        return NULL;
      label = g_utf8_strdown (_(spec->label), -1);
      known = values_text (spec);
      /* TRANSLATORS: "“GARDE” is not one of the doctrines; the values are Two-rank firing (2RK), …" */
      return g_strdup_printf (_("“%s” is not one of the %s; the values are %s"), bad, label, known);
    }
  label = g_utf8_strdown (_(spec->label), -1);
  known = values_text (spec);
  /* TRANSLATORS: "“heroic” is not a rating; the values are Poltroon, Cautious, Able, Gifted, Charismatic" */
  return g_strdup_printf (_("“%s” is not a %s; the values are %s"), value != NULL ? value : "", label, known);
}

char *
mst_vocabulary_count_problem (MstRuleset *rs, const char *role, const char *count_text, guint *count)
{
  const char *const *roles;
  guint64 v;

  g_return_val_if_fail (MST_IS_RULESET (rs), NULL);
  g_return_val_if_fail (count != NULL, NULL);

  *count = 0;
  roles = MST_RULESET_GET_CLASS (rs)->roles;
  if (roles != NULL && (role == NULL || !g_strv_contains (roles, role)))
    {
      g_autofree char *known = g_strjoinv (", ", (char **) roles);
      /* TRANSLATORS: "“archer” is not a kind of figure of Napoleonic Skirmish: type one of officer, nco, …" */
      return g_strdup_printf (_("“%s” is not a kind of figure of %s: type one of %s"), role != NULL ? role : "",
                              mst_ruleset_get_name (rs), known);
    }
  if (count_text == NULL
      || !g_ascii_string_to_unsigned (count_text, 10, 0, MST_VOCABULARY_MAX_COUNT, &v, NULL))
    /* TRANSLATORS: "“-1” is not a number of stand: type a whole number from 0 to 999" */
    return g_strdup_printf (_("“%s” is not a number of %s: type a whole number from 0 to %u"),
                            count_text != NULL ? count_text : "", role, MST_VOCABULARY_MAX_COUNT);
  *count = (guint) v;
  return NULL;
}

void
mst_vocabulary_attrs_problems (MstRuleset *rs, MstVocabularyScope scope, GHashTable *attrs, GPtrArray *problems)
{
  g_autoptr(GPtrArray) keys = NULL;

  g_return_if_fail (MST_IS_RULESET (rs));
  g_return_if_fail (problems != NULL);

  if (attrs == NULL)
    return;
  /* Most often all is known: asked without sorting first. */
  {
    GHashTableIter iter;
    gpointer name, value;
    gboolean all_known = TRUE;

    g_hash_table_iter_init (&iter, attrs);
    while (all_known && g_hash_table_iter_next (&iter, &name, &value))
      {
        g_autofree char *problem = mst_vocabulary_attr_problem (rs, scope, name, value);

        all_known = problem == NULL;
      }
    if (all_known)
      return;
  }
  /* The problems in the order of the names. */
  keys = mst_attrs_sorted_keys (attrs);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *name = g_ptr_array_index (keys, i);
      char *problem = mst_vocabulary_attr_problem (rs, scope, name, g_hash_table_lookup (attrs, name));

      if (problem != NULL)
        g_ptr_array_add (problems, problem);
    }
}

void
mst_vocabulary_unit_problems (MstRuleset *rs, MstNationList *list, MstUnit *unit, GPtrArray *problems)
{
  GArray *figures;
  guint total = 0;

  g_return_if_fail (MST_IS_RULESET (rs));
  g_return_if_fail (MST_IS_UNIT (unit));

  if (list != NULL && mst_unit_get_template (unit) == NULL)
    /* TRANSLATORS: "“cuirassier” is not a unit of the list Allied: pick one of its units (muster-cli units --list ID)" */
    g_ptr_array_add (problems, g_strdup_printf (_("“%s” is not a unit of the list %s: pick one of its units "
                                                  "(muster-cli units --list %s)"),
                                                mst_unit_get_template_id (unit), mst_nation_list_get_name (list),
                                                mst_nation_list_get_id (list)));
  mst_vocabulary_attrs_problems (rs, MST_VOCABULARY_UNIT, mst_unit_get_attrs (unit), problems);
  figures = mst_unit_get_components (unit);
  for (guint i = 0; figures != NULL && i < figures->len; i++)
    {
      const MstComponent *c = &g_array_index (figures, MstComponent, i);
      g_autofree char *count_text = g_strdup_printf ("%u", c->count);
      guint count;
      char *problem = mst_vocabulary_count_problem (rs, c->role, count_text, &count);

      if (problem != NULL)
        g_ptr_array_add (problems, problem);
      total += c->count;
    }
  /* A rule set counted in figures, stands or platoons fields none empty:
   * a regiment of no stands, a battalion of no platoons. */
  if (MST_RULESET_GET_CLASS (rs)->roles != NULL && total == 0)
    g_ptr_array_add (problems, g_strdup_printf (_("“%s” has no figures: give it at least one"),
                                                mst_unit_get_name (unit)));
}
