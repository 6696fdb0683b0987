/* mst-checks.c: a force's army checks, whatever its rule set: the list
 * it was built from and the values its rule set knows are checked here,
 * the rest by the rule set's module (MstRulesetClass.check).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-checks.h"
#include "mst-finding.h"
#include "mst-ruleset.h"
#include "mst-vocabulary.h"

/* The rules every rule set's forces are checked against. */
static const MstRuleName rule_names[] = {
  { "unknown-list",
    N_("A force is built from one nation list; without it its units cannot be checked.") },
  { "list-version-changed",
    N_("The nation list has changed since the force was built; the force keeps what it was built with.") },
  { "unknown-value",
    N_("Every value of a force is one its rule set knows: a value it does not know would lose its numbers.") },
  { "unknown-template",
    N_("Every unit comes from a unit of its nation list.") },
  { NULL }
};

static void
add_problems (GPtrArray *findings, gpointer item, GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    mst_finding_add (findings, "unknown-value", MST_SEVERITY_ERROR, item, "%s",
                     (const char *) g_ptr_array_index (problems, i));
  g_ptr_array_set_size (problems, 0);
}

/* A force opened as it was, with values its rule set does not know: each
 * is named on what carries it, never dropped in silence. */
static void
vocabulary_findings (MstRuleset *rs, MstForce *force, GPtrArray *findings)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  mst_vocabulary_attrs_problems (rs, MST_VOCABULARY_FORCE, mst_force_get_attrs (force), problems);
  add_problems (findings, force, problems);
  mst_vocabulary_attrs_problems (rs, MST_VOCABULARY_GENERAL, mst_general_get_attrs (mst_force_get_commander (force)),
                                 problems);
  add_problems (findings, mst_force_get_commander (force), problems);
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);

      mst_vocabulary_attrs_problems (rs, MST_VOCABULARY_COMMAND, mst_command_get_attrs (c), problems);
      add_problems (findings, c, problems);
      mst_vocabulary_attrs_problems (rs, MST_VOCABULARY_GENERAL, mst_general_get_attrs (mst_command_get_general (c)),
                                     problems);
      add_problems (findings, mst_command_get_general (c), problems);
    }
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);

      /* A unit whose type its list does not have, kept as it was. */
      if (mst_force_get_list (force) != NULL && mst_unit_get_template (unit) == NULL)
        mst_finding_add (findings, "unknown-template", MST_SEVERITY_ERROR, unit,
                         _("“%s” is built from “%s”, which is not in the list %s."), mst_unit_get_label (unit),
                         mst_unit_get_template_id (unit), mst_force_get_list_id (force));
      mst_vocabulary_unit_problems (rs, NULL, unit, problems);
      add_problems (findings, unit, problems);
    }
}

/* Whether @rs names attributes or kinds of figure its files may carry. */
static gboolean
declares_vocabulary (MstRuleset *rs)
{
  const MstRulesetClass *klass = MST_RULESET_GET_CLASS (rs);

  return klass->unit_attrs != NULL || klass->general_attrs != NULL || klass->command_attrs != NULL ||
         klass->force_attrs != NULL || klass->roles != NULL;
}

GPtrArray *
mst_force_check (MstForce *force)
{
  GPtrArray *findings;
  MstNationList *list;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  findings = g_ptr_array_new_with_free_func (g_object_unref);
  list = mst_force_get_list (force);
  rs = mst_ruleset_lookup (mst_force_get_ruleset (force));

  /* Every rule set's force is pinned to its list's version. */
  if (list == NULL)
    mst_finding_add (findings, "unknown-list", MST_SEVERITY_ERROR, force,
                     _("The nation list “%s” is not installed; its units cannot be checked."),
                     mst_force_get_list_id (force));
  else if (mst_force_get_list_version (force) != 0 &&
           mst_force_get_list_version (force) != mst_nation_list_get_version (list))
    mst_finding_add (findings, "list-version-changed", MST_SEVERITY_WARNING, force,
                     _("The force was built against version %u of %s; version %u is installed."),
                     mst_force_get_list_version (force), mst_nation_list_get_name (list),
                     mst_nation_list_get_version (list));

  /* The attributes and figures a force carries are checked against its
   * rule set's vocabulary here, where it declares one; the rest is its
   * module's. */
  if (rs != NULL && declares_vocabulary (rs))
    vocabulary_findings (rs, force, findings);
  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->check != NULL)
    MST_RULESET_GET_CLASS (rs)->check (rs, force, findings);
  return findings;
}

const char *
mst_force_check_describe (const char *rule_id)
{
  g_return_val_if_fail (rule_id != NULL, NULL);

  for (guint i = 0; rule_names[i].id != NULL; i++)
    if (g_str_equal (rule_names[i].id, rule_id))
      return _(rule_names[i].text);
  return mst_rulesets_describe_rule (rule_id);
}
