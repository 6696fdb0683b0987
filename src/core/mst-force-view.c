/* mst-force-view.c: what the force editor shows, computed without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor's widgets only copy these strings onto labels, so everything a
 * player reads in it is tested here, in the core suite. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-campaign-view.h"
#include "mst-checks.h"
#include "mst-distance.h"
#include "mst-force-view.h"
#include "mst-ruleset.h"
#include "mst-value.h"

#define SEPARATOR " · "


void
mst_row_text_free (MstRowText *row)
{
  if (row == NULL)
    return;
  g_free (row->title);
  g_free (row->subtitle);
  g_free (row);
}

MstRowText *
mst_row_text_new (char *title, char *subtitle, const char *icon_name)
{
  MstRowText *row = g_new0 (MstRowText, 1);

  row->title = title;
  row->subtitle = subtitle;
  row->icon_name = icon_name;
  return row;
}

MstPoolLabel *
mst_force_view_pool (MstForce *force, MstPool pool)
{
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (pool < MST_N_POOLS, NULL);

  rs = mst_ruleset_for_force (force);
  return rs != NULL ? mst_ruleset_pool (rs, force, pool) : NULL;
}

MstRowText *
mst_force_view_finding_row (MstFinding *finding)
{
  const char *rule;
  gboolean error;

  g_return_val_if_fail (MST_IS_FINDING (finding), NULL);

  rule = mst_force_check_describe (mst_finding_get_rule_id (finding));
  error = mst_finding_get_severity (finding) == MST_SEVERITY_ERROR;
  return mst_row_text_new (g_strdup (mst_finding_get_message (finding)),
                       g_strdup (rule != NULL ? rule : mst_finding_get_rule_id (finding)),
                       error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
}

char *
mst_force_view_findings_summary (GPtrArray *findings)
{
  g_return_val_if_fail (findings != NULL, NULL);

  if (findings->len == 0)
    return g_strdup (_("No problems found"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u problem", "%u problems", findings->len),
                          findings->len);
}

void
mst_row_text_add_part (GString *s, const char *part)
{
  if (part == NULL || part[0] == '\0')
    return;
  if (s->len > 0)
    g_string_append (s, SEPARATOR);
  g_string_append (s, part);
}

/* A unit of a rule set whose units carry attributes: its type when
 * renamed, its attributes as the descriptor labels them, its figures. */
static MstRowText *
attr_unit_row (MstRuleset *rs, MstUnit *unit)
{
  MstUnitTemplate *tmpl;
  GString *subtitle;
  const char *name;
  guint figures;
  g_autofree char *count = NULL;

  tmpl = mst_unit_get_template (unit);
  name = mst_unit_get_name (unit);
  subtitle = g_string_new (NULL);
  if (tmpl == NULL)
    {
      g_autofree char *unknown = g_strdup_printf (_("Unknown unit “%s”"), mst_unit_get_template_id (unit));
      mst_row_text_add_part (subtitle, unknown);
    }
  else if (g_strcmp0 (name, mst_unit_template_get_name (tmpl)) != 0)
    mst_row_text_add_part (subtitle, mst_unit_template_get_name (tmpl));
  /* The attributes the editor offers, in its order, then the figures. */
  for (const MstAttrSpec *spec = mst_ruleset_get_unit_attrs (rs); spec->name != NULL; spec++)
    {
      const char *v = mst_unit_get_attr (unit, spec->name);
      /* Yes-or-no flags say only what is unusual. */
      if (v == NULL || g_str_equal (v, "yes") || g_str_equal (v, "no"))
        continue;
      /* A value the rules do not know is shown as it is, and said so. */
      if (spec->values != NULL && !g_strv_contains (spec->values, v))
        {
          /* TRANSLATORS: a unit's value its rule set does not know, in its row: "“novice”: not a value of the rules" */
          g_autofree char *unknown = g_strdup_printf (_("“%s”: not a value of the rules"), v);
          mst_row_text_add_part (subtitle, unknown);
          continue;
        }
      mst_row_text_add_part (subtitle, mst_attr_spec_value_label (spec, v));
    }
  if (mst_ruleset_counts_stands (rs) && mst_components_count (mst_unit_get_components (unit), "gun") > 0)
    {
      /* A battery: its guns and their crew. */
      guint guns = mst_components_count (mst_unit_get_components (unit), "gun");
      guint crew = mst_components_count (mst_unit_get_components (unit), "crew");

      count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gun", "%u guns", guns), guns);
      mst_row_text_add_part (subtitle, count);
      g_free (count);
      /* TRANSLATORS: a gun's crew, "4 crew" */
      count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u crew", "%u crew", crew), crew);
    }
  else if (mst_ruleset_counts_stands (rs))
    count = mst_campaign_view_strength (mst_ruleset_get_id (rs), mst_components_count (mst_unit_get_components (unit), "stand"));
  else
    {
      figures = mst_components_total (mst_unit_get_components (unit))
                - mst_components_count (mst_unit_get_components (unit), "gun");
      count = mst_campaign_view_strength (mst_ruleset_get_id (rs), figures);
    }
  mst_row_text_add_part (subtitle, count);
  /* Shown by its label: its own name or its type's, namesakes numbered. */
  name = mst_unit_get_label (unit);
  if (name == NULL || name[0] == '\0')
    name = _("Unnamed unit");
  return mst_row_text_new (g_strdup (name), g_string_free (subtitle, FALSE), NULL);
}

MstRowText *
mst_force_view_unit_row (MstRuleset *rs, MstUnit *unit)
{
  g_return_val_if_fail (rs == NULL || MST_IS_RULESET (rs), NULL);
  g_return_val_if_fail (MST_IS_UNIT (unit), NULL);

  if (rs == NULL)
    rs = mst_rulesets_get_default ();
  if (MST_RULESET_GET_CLASS (rs)->unit_row != NULL)
    return MST_RULESET_GET_CLASS (rs)->unit_row (rs, unit);
  return attr_unit_row (rs, unit);
}

MstCommand *
mst_force_view_command_of (MstForce *force, MstGeneral *general)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_GENERAL (general), NULL);

  for (guint i = 0; i < mst_force_get_n_commands (force); i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      if (mst_command_get_general (command) == general)
        return command;
    }
  return NULL;
}

/* Whether @rs rates its generals with attributes its descriptor declares. */
static gboolean
rates_generals (MstRuleset *rs)
{
  return rs != NULL && mst_ruleset_get_general_attrs (rs)->name != NULL;
}

/* "Able · 12″ radius · 3/4 under command": what the player checks his
 * command against on the table (003:36). */
static MstRowText *
rated_general_row (MstRuleset *rs, MstForce *force, MstGeneral *general)
{
  gboolean commander = general == mst_force_get_commander (force);
  MstCommand *command = commander ? NULL : mst_force_view_command_of (force, general);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive_command (rs, force, command);
  const char *radius = mst_derived_lookup (derived, "command-radius");
  const char *load = mst_derived_lookup (derived, "load");
  GString *subtitle = g_string_new (NULL);
  const char *name;

  if (commander)
    mst_row_text_add_part (subtitle, mst_ruleset_get_commander_label (rs));
  /* Unrated, what the rule set counts under him: "3 battalions", in its
   * own words where it gives them ("load"), with their plural. */
  for (guint i = 0; !rates_generals (rs) && load == NULL && i < derived->len; i++)
    {
      MstDerived *d = g_ptr_array_index (derived, i);
      g_autofree char *label = mst_label_in_sentence (d->label);

      if (d->value[0] != '\0' && strspn (d->value, "0123456789") == strlen (d->value))
        {
          /* TRANSLATORS: a count and what it counts, "3 battalions" */
          g_autofree char *part = g_strdup_printf (C_("count", "%s %s"), d->value, label);
          mst_row_text_add_part (subtitle, part);
        }
    }
  for (const MstAttrSpec *spec = mst_ruleset_get_general_attrs (rs); spec->name != NULL; spec++)
    {
      const char *value = mst_general_get_attr (general, spec->name);

      if (value != NULL)
        mst_row_text_add_part (subtitle, mst_attr_spec_value_label (spec, value));
      else
        {
          /* TRANSLATORS: a general's attribute not chosen yet, "Rating not set" */
          g_autofree char *unset = g_strdup_printf (_("%s not set"), _(spec->label));
          mst_row_text_add_part (subtitle, unset);
        }
    }
  if (radius != NULL)
    {
      g_autofree char *measured = mst_inches_format_text (mst_distance_get_default (), radius);
      /* TRANSLATORS: a commander's command radius, "12″ radius", "30 cm radius" */
      g_autofree char *r = g_strdup_printf (_("%s radius"), measured);
      mst_row_text_add_part (subtitle, r);
    }
  /* Rated, the load is "3/4"; unrated the rule set says "3 under command". */
  if (load != NULL && radius != NULL)
    {
      /* TRANSLATORS: commands and units under a commander of how many he may command, "3/4 under command" */
      g_autofree char *l = g_strdup_printf (_("%s under command"), load);
      mst_row_text_add_part (subtitle, l);
    }
  else if (load != NULL)
    mst_row_text_add_part (subtitle, load);
  if (mst_general_get_lost (general))
    mst_row_text_add_part (subtitle, _("lost"));

  name = mst_general_get_name (general);
  if (name[0] == '\0')
    name = commander ? (mst_ruleset_get_commander_label (rs)) : _("Unnamed general");
  return mst_row_text_new (g_strdup (name), g_string_free (subtitle, FALSE), NULL);
}

MstRowText *
mst_force_view_general_row (MstForce *force, MstGeneral *general)
{
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_GENERAL (general), NULL);

  rs = mst_ruleset_for_force (force);
  if (rs == NULL)
    rs = mst_rulesets_get_default ();
  if (MST_RULESET_GET_CLASS (rs)->general_row != NULL)
    return MST_RULESET_GET_CLASS (rs)->general_row (rs, force, general);
  return rated_general_row (rs, force, general);
}

char *
mst_force_view_general_role (MstForce *force, MstGeneral *general)
{
  MstRuleset *rs;
  MstCommand *command;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_GENERAL (general), NULL);

  rs = mst_ruleset_for_force (force);
  if (general == mst_force_get_commander (force))
    return g_strdup (mst_ruleset_get_commander_label (rs));
  command = mst_force_view_command_of (force, general);
  if (rs == NULL || mst_ruleset_get_levels (rs) == NULL || command == NULL)
    return g_strdup (_("Sub-general"));
  /* TRANSLATORS: the general of a command of that level, "Brigade commander" */
  return g_strdup_printf (_("%s commander"), mst_ruleset_level_label (rs, mst_command_get_level (command)));
}

char *
mst_force_view_command_title (MstForce *force, MstCommand *command)
{
  const char *name;
  guint position = 0;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_COMMAND (command), NULL);

  name = mst_general_get_name (mst_command_get_general (command));
  rs = mst_ruleset_for_force (force);
  if (rs != NULL && mst_ruleset_get_levels (rs) != NULL)
    /* TRANSLATORS: a command's heading, its level and its commander: "Brigade — Morand" */
    return g_strdup_printf (C_("command", "%s — %s"), mst_ruleset_level_label (rs, mst_command_get_level (command)),
                            name[0] != '\0' ? name : _("Unnamed general"));
  if (name[0] != '\0')
    return g_strdup (name);
  mst_force_find_command (force, command, &position);
  return g_strdup_printf (_("Sub-general %u"), position + 1);
}

/* "4 units · 14 bases", in the strength words of the rule set of id
 * @ruleset. */
static char *
format_totals (guint n_units, guint n_bases, const char *ruleset)
{
  MstRuleset *rs = ruleset != NULL ? mst_ruleset_lookup (ruleset) : NULL;
  g_autofree char *units = rs != NULL && MST_RULESET_GET_CLASS (rs)->format_units != NULL
    ? MST_RULESET_GET_CLASS (rs)->format_units (rs, n_units)
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", n_units), n_units);
  g_autofree char *bases = mst_campaign_view_strength (ruleset, n_bases);

  /* TRANSLATORS: units and bases, "4 units · 14 bases" */
  return g_strdup_printf (C_("totals", "%s · %s"), units, bases);
}

guint
mst_force_view_unit_strength (MstUnit *unit, MstStrength strength)
{
  GArray *figures;

  g_return_val_if_fail (MST_IS_UNIT (unit), 0);

  figures = mst_unit_get_components (unit);
  /* A regiment's stands, not a battery's crew. */
  if (strength == MST_STRENGTH_STANDS)
    return mst_components_count (figures, "stand");
  /* A unit of figures counts its men, not the gun they serve. */
  if (figures->len > 0)
    return mst_components_total (figures) - mst_components_count (figures, "gun");
  return mst_unit_get_bases (unit);
}

static void
add_units (GListModel *units, MstStrength strength, guint *n_units, guint *n_bases)
{
  guint n = g_list_model_get_n_items (units);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (units, i);

      *n_bases += mst_force_view_unit_strength (unit, strength);
    }
  *n_units += n;
}

char *
mst_force_view_command_totals (MstForce *force, MstCommand *command)
{
  guint n_units = 0, n_bases = 0;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_COMMAND (command), NULL);

  add_units (mst_command_get_units (command), mst_ruleset_get_strength (mst_ruleset_for_force (force)), &n_units,
             &n_bases);
  return format_totals (n_units, n_bases, mst_force_get_ruleset (force));
}

/* The units of @command and of every command under it. */
static void
add_tree_units (MstForce *force, MstCommand *command, MstStrength strength, guint *n_units, guint *n_bases)
{
  g_autoptr(GPtrArray) under = mst_force_list_subcommands (force, command);

  add_units (mst_command_get_units (command), strength, n_units, n_bases);
  for (guint i = 0; i < under->len; i++)
    add_tree_units (force, g_ptr_array_index (under, i), strength, n_units, n_bases);
}

char *
mst_force_view_command_subtitle (MstForce *force, MstCommand *command)
{
  MstRuleset *rs;
  MstCommand *parent;
  guint n_units = 0, n_bases = 0;
  g_autofree char *totals = NULL;
  g_autofree char *level = NULL;
  g_autofree char *where = NULL;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_COMMAND (command), NULL);

  rs = mst_ruleset_for_force (force);
  if (rs == NULL || mst_ruleset_get_levels (rs) == NULL)
    return mst_force_view_command_totals (force, command);

  /* A division counts its brigades' regiments: its strength on the table. */
  add_tree_units (force, command, mst_ruleset_get_strength (mst_ruleset_for_force (force)), &n_units, &n_bases);
  totals = format_totals (n_units, n_bases, mst_force_get_ruleset (force));
  parent = mst_command_get_parent (command);
  /* Only a command that could be under another says where it is. */
  if (parent == NULL && g_strcmp0 (mst_command_get_level (command), mst_ruleset_get_levels (rs)[0]) == 0)
    return g_steal_pointer (&totals);
  if (parent != NULL)
    {
      const char *name = mst_general_get_name (mst_command_get_general (parent));

      level = mst_ruleset_level_in_sentence (rs, mst_command_get_level (parent));
      /* TRANSLATORS: the command a brigade is under, "In Saint-Hilaire’s division" */
      where = g_strdup_printf (_("In %s’s %s"), name[0] != '\0' ? name : _("an unnamed general"), level);
    }
  else
    {
      level = mst_ruleset_level_in_sentence (rs, mst_ruleset_get_levels (rs)[0]);
      /* TRANSLATORS: a brigade under no division, "In no division" */
      where = g_strdup_printf (_("In no %s"), level);
    }
  return g_strdup_printf (C_("totals", "%s · %s"), where, totals);
}

void
mst_force_view_count (MstForce *force, guint *n_units, guint *n_bases)
{
  MstStrength strength;

  g_return_if_fail (MST_IS_FORCE (force));
  g_return_if_fail (n_units != NULL && n_bases != NULL);

  *n_units = *n_bases = 0;
  strength = mst_ruleset_get_strength (mst_ruleset_for_force (force));
  for (guint i = 0; i < mst_force_get_n_commands (force); i++)
    add_units (mst_command_get_units (mst_force_get_command (force, i)), strength, n_units, n_bases);
  add_units (mst_force_get_unassigned (force), strength, n_units, n_bases);
}

char *
mst_force_view_force_totals (MstForce *force)
{
  guint n_units, n_bases;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  mst_force_view_count (force, &n_units, &n_bases);
  return format_totals (n_units, n_bases, mst_force_get_ruleset (force));
}

/* The picker's row of a rule set whose lists name kinds of unit. */
static MstRowText *
kind_template_row (MstRuleset *rs, MstUnitTemplate *tmpl)
{
  GString *subtitle = g_string_new (NULL);
  GHashTable *attrs = mst_unit_template_get_attrs (tmpl);
  GArray *figures = mst_unit_template_get_components (tmpl);
  const char *weapon = mst_unit_template_get_weapon_token (tmpl);
  const MstRulesetClass *klass = MST_RULESET_GET_CLASS (rs);
  const MstAttrSpec *const groups[] = { klass->unit_attrs, klass->template_attrs };

  mst_row_text_add_part (subtitle, mst_ruleset_unit_kind_label (rs, mst_unit_template_get_kind (tmpl)));
  if (weapon != NULL)
    mst_row_text_add_part (subtitle, mst_ruleset_attr_value_label (rs, "weapon", weapon));
  /* What the list sets of it, as the editor labels it: a flag by its
   * name when it is set ("British artillery", "Bayonets: No"). */
  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    for (const MstAttrSpec *spec = groups[g]; spec != NULL && spec->name != NULL; spec++)
      {
        const char *v = attrs != NULL ? g_hash_table_lookup (attrs, spec->name) : NULL;

        if (v == NULL || g_str_equal (spec->name, "weapon"))
          continue;
        if (g_str_equal (v, "yes"))
          mst_row_text_add_part (subtitle, _(spec->label));
        else if (g_str_equal (v, "no"))
          {
            /* TRANSLATORS: a unit's flag that is off, "Bayonets: No" */
            g_autofree char *off = g_strdup_printf (_("%s: %s"), _(spec->label), mst_attr_spec_value_label (spec, v));
            mst_row_text_add_part (subtitle, off);
          }
        else
          mst_row_text_add_part (subtitle, mst_attr_spec_value_label (spec, v));
      }
  for (guint i = 0; figures != NULL && i < figures->len; i++)
    {
      const MstComponent *c = &g_array_index (figures, MstComponent, i);
      /* TRANSLATORS: a list's unit's figures, "3 × Gunner" */
      g_autofree char *part = g_strdup_printf (_("%u × %s"), c->count, mst_ruleset_role_label (rs, c->role));

      mst_row_text_add_part (subtitle, part);
    }
  return mst_row_text_new (g_strdup (mst_unit_template_get_name (tmpl)), g_string_free (subtitle, FALSE), NULL);
}

MstRowText *
mst_force_view_template_row (MstRuleset *rs, MstUnitTemplate *tmpl)
{
  g_return_val_if_fail (rs == NULL || MST_IS_RULESET (rs), NULL);
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), NULL);

  if (rs == NULL)
    rs = mst_rulesets_get_default ();
  if (MST_RULESET_GET_CLASS (rs)->template_row != NULL)
    return MST_RULESET_GET_CLASS (rs)->template_row (rs, tmpl);
  return kind_template_row (rs, tmpl);
}

const char *
mst_force_view_ruleset_label (const char *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, NULL);

  if (mst_ruleset_lookup (ruleset) != NULL)
    return mst_ruleset_get_name (mst_ruleset_lookup (ruleset));
  return ruleset;
}

gboolean
mst_force_view_text_matches (const char *query, const char *const *texts)
{
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (texts != NULL, FALSE);

  if (query == NULL)
    return TRUE;
  words = g_str_tokenize_and_fold (query, NULL, NULL);
  if (words[0] == NULL)
    return TRUE;

  for (guint w = 0; words[w] != NULL; w++)
    {
      gboolean found = FALSE;

      for (guint t = 0; texts[t] != NULL && !found; t++)
        {
          g_auto(GStrv) ascii = NULL;
          g_auto(GStrv) tokens = g_str_tokenize_and_fold (texts[t], NULL, &ascii);

          for (guint i = 0; tokens[i] != NULL && !found; i++)
            found = g_str_has_prefix (tokens[i], words[w]);
          for (guint i = 0; ascii != NULL && ascii[i] != NULL && !found; i++)
            found = g_str_has_prefix (ascii[i], words[w]);
        }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

int
mst_force_view_template_rank (MstRuleset *rs, MstUnitTemplate *tmpl, const char *query)
{
  const char *name[2] = { NULL, NULL };

  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), 2);

  name[0] = mst_unit_template_get_name (tmpl);
  if (mst_force_view_text_matches (query, name))
    return 0;
  return mst_force_view_template_matches (rs, tmpl, query) ? 1 : 2;
}

gboolean
mst_force_view_template_matches (MstRuleset *rs, MstUnitTemplate *tmpl, const char *query)
{
  g_autoptr(MstRowText) row = NULL;
  const char *texts[3];

  g_return_val_if_fail (rs == NULL || MST_IS_RULESET (rs), FALSE);
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), FALSE);

  if (rs == NULL)
    rs = mst_rulesets_get_default ();
  if (MST_RULESET_GET_CLASS (rs)->template_matches != NULL)
    return MST_RULESET_GET_CLASS (rs)->template_matches (rs, tmpl, query);
  /* What its picker row says of it. */
  row = mst_force_view_template_row (rs, tmpl);
  texts[0] = row->title;
  texts[1] = row->subtitle;
  texts[2] = NULL;
  return mst_force_view_text_matches (query, texts);
}

MstRowText *
mst_force_view_list_row (MstNationList *list)
{
  GString *subtitle;
  g_autofree char *period = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);

  subtitle = g_string_new (NULL);
  mst_row_text_add_part (subtitle, mst_nation_list_get_war (list));
  period = mst_nation_list_format_period (list);
  mst_row_text_add_part (subtitle, period);
  return mst_row_text_new (g_strdup (mst_nation_list_get_name (list)),
                       g_string_free (subtitle, FALSE), NULL);
}

gboolean
mst_force_view_list_matches (MstNationList *list, const char *query)
{
  g_autofree char *period = NULL;
  const char *texts[5];

  g_return_val_if_fail (MST_IS_NATION_LIST (list), FALSE);

  period = mst_nation_list_format_period (list);
  texts[0] = mst_nation_list_get_name (list);
  texts[1] = mst_nation_list_get_nation (list);
  texts[2] = mst_nation_list_get_war (list);
  texts[3] = period;
  texts[4] = NULL;
  return mst_force_view_text_matches (query, texts);
}

static char *
library_list_title (const MstLibraryEntry *entry, MstCatalogue *catalogue)
{
  MstNationList *list = NULL;

  if (catalogue != NULL)
    list = mst_catalogue_lookup (catalogue, entry->list_id);
  if (list != NULL)
    {
      g_autofree char *title = mst_nation_list_dup_title (list);

      /* A force of the player's own list says so, as the list does. */
      if (mst_catalogue_is_user_list (catalogue, entry->list_id))
        /* TRANSLATORS: a library row's list, built from a list of the player's own */
        return g_strdup_printf (_("%s · Your list"), title);
      return g_steal_pointer (&title);
    }
  return g_strdup_printf (_("Unknown list “%s”"), entry->list_id);
}

MstRowText *
mst_force_view_library_row (const MstLibraryEntry *entry, MstCatalogue *catalogue)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  char *subtitle = library_list_title (entry, catalogue);

  if (entry->counted)
    {
      g_autofree char *totals = format_totals (entry->n_units, entry->n_bases, entry->ruleset);
      g_autofree char *list = subtitle;

      subtitle = g_strdup_printf (C_("totals", "%s · %s"), list, totals);
    }
  return mst_row_text_new (g_strdup (entry->name != NULL && entry->name[0] != '\0'
                                 ? entry->name : _("Unnamed force")),
                       subtitle, NULL);
}

gboolean
mst_force_view_library_matches (const MstLibraryEntry *entry,
                                MstCatalogue          *catalogue,
                                const char            *query)
{
  g_autofree char *list_title = NULL;
  const char *texts[3];

  g_return_val_if_fail (entry != NULL, FALSE);

  /* No search: every force, without working out a title for each. */
  if (query == NULL || query[0] == '\0')
    return TRUE;
  list_title = library_list_title (entry, catalogue);
  texts[0] = entry->name != NULL ? entry->name : "";
  texts[1] = list_title;
  texts[2] = NULL;
  return mst_force_view_text_matches (query, texts);
}
