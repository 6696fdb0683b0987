/* mst-test-force.c: what the rule-set tests share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-test-force.h"
#include "mst-test-util.h"

MstCatalogue *
mst_test_catalogue (void)
{
  MstCatalogue *c = mst_catalogue_new ();

  mst_catalogue_load_default (c);
  g_assert_cmpuint (mst_catalogue_get_problems (c)->len, ==, 0);
  return c;
}

MstForce *
mst_test_fixture_force (MstCatalogue *catalogue, const char *name)
{
  g_autofree char *path = mst_test_fixture (name);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  g_assert_nonnull (mst_force_get_list (force));
  return force;
}

MstUnit *
mst_test_unit_named (MstForce *force, const char *name)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (mst_unit_get_name (g_ptr_array_index (units, i)), name))
      return g_ptr_array_index (units, i);
  g_error ("no unit %s", name);
  return NULL;
}

MstCommand *
mst_test_command_named (MstForce *force, const char *general)
{
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);

  for (guint i = 0; i < commands->len; i++)
    if (g_str_equal (mst_general_get_name (mst_command_get_general (g_ptr_array_index (commands, i))), general))
      return g_ptr_array_index (commands, i);
  g_error ("no command of %s", general);
  return NULL;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

char *
mst_test_finding_ids (MstForce *force)
{
  g_autoptr(GPtrArray) findings = mst_force_check (force);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < findings->len; i++)
    {
      const char *id = mst_finding_get_rule_id (g_ptr_array_index (findings, i));
      if (!g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
        g_ptr_array_add (ids, (gpointer) id);
    }
  g_ptr_array_sort (ids, compare_strings);
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (" ", (char **) ids->pdata);
}

MstRuleset *
mst_test_ruleset (const char *id)
{
  MstRuleset *rs = mst_ruleset_lookup (id);

  if (rs == NULL)
    g_error ("Muster has no rule set “%s”", id);
  return rs;
}

const MstTable *
mst_test_chart (const char *ruleset, const char *table)
{
  MstRuleset *rs = mst_test_ruleset (ruleset);
  MstTableSet *tables = mst_ruleset_get_tables (rs);
  const MstTable *t;

  if (tables == NULL)
    g_error ("%s has no tables: %s", ruleset, mst_ruleset_get_tables_problem (rs));
  t = mst_table_set_lookup (tables, table);
  if (t == NULL)
    g_error ("%s has no table “%s”", ruleset, table);
  return t;
}
