/* mst-deploy.c: what every unit rolls after deployment.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drums and Muskets' game sequence, step 7: "Players throw to identify a
 * unit's actual resilience for this game": one D6 per unit against the
 * thresholds its list prints, which the module reads (deploy_grade). */
#include "config.h"

#include "mst-deploy.h"
#include "mst-ruleset.h"
#include "mst-value.h"

void
mst_deploy_roll_free (MstDeployRoll *roll)
{
  if (roll == NULL)
    return;
  g_clear_object (&roll->unit);
  g_free (roll->grade);
  g_free (roll->old_grade);
  g_free (roll);
}

const char *
mst_deploy_get_grade (MstUnit *unit)
{
  return mst_unit_get_attr (unit, MST_DEPLOY_GRADE_ATTR);
}

guint
mst_deploy_get_die (MstUnit *unit)
{
  const char *die = mst_unit_get_attr (unit, MST_DEPLOY_DIE_ATTR);

  return die != NULL && die[0] >= '1' && die[0] <= '6' && die[1] == '\0' ? (guint) (die[0] - '0') : 0;
}

void
mst_deploy_set (MstUnit *unit, const char *grade, guint die)
{
  g_autoptr(GHashTable) attrs = NULL;

  g_return_if_fail (MST_IS_UNIT (unit));
  g_return_if_fail (die <= 6);
  /* One change, so that the unit says so once. */
  attrs = mst_attrs_copy (mst_unit_get_attrs (unit));
  if (grade != NULL)
    g_hash_table_insert (attrs, g_strdup (MST_DEPLOY_GRADE_ATTR), g_strdup (grade));
  else
    g_hash_table_remove (attrs, MST_DEPLOY_GRADE_ATTR);
  if (die > 0)
    g_hash_table_insert (attrs, g_strdup (MST_DEPLOY_DIE_ATTR), g_strdup_printf ("%u", die));
  else
    g_hash_table_remove (attrs, MST_DEPLOY_DIE_ATTR);
  mst_unit_set_attrs (unit, attrs);
}

GPtrArray *
mst_deploy_roll (MstForce *force, MstDice *dice)
{
  g_autoptr(GPtrArray) units = NULL;
  MstRuleset *rs;
  GPtrArray *rolls;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_DICE (dice), NULL);

  rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_deploy_roll_free);
  rs = mst_ruleset_for_force (force);
  if (rs == NULL || MST_RULESET_GET_CLASS (rs)->deploy_grade == NULL)
    return rolls;
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      MstUnitTemplate *tmpl = mst_unit_get_template (unit);
      MstDeployRoll *roll;
      const char *grade;
      guint die;

      /* Without its list entry a unit has nothing to roll against. */
      if (tmpl == NULL)
        continue;
      die = mst_dice_die (dice, 6);
      grade = MST_RULESET_GET_CLASS (rs)->deploy_grade (rs, tmpl, die);
      if (grade == NULL)
        continue;

      roll = g_new0 (MstDeployRoll, 1);
      roll->unit = g_object_ref (unit);
      roll->die = die;
      roll->grade = g_strdup (grade);
      roll->old_grade = g_strdup (mst_deploy_get_grade (unit));
      roll->old_die = mst_deploy_get_die (unit);
      g_ptr_array_add (rolls, roll);
    }
  return rolls;
}

void
mst_deploy_apply (GPtrArray *rolls)
{
  g_return_if_fail (rolls != NULL);

  for (guint i = 0; i < rolls->len; i++)
    {
      MstDeployRoll *roll = g_ptr_array_index (rolls, i);
      mst_deploy_set (roll->unit, roll->grade, roll->die);
    }
}

void
mst_deploy_revert (GPtrArray *rolls)
{
  g_return_if_fail (rolls != NULL);

  for (guint i = rolls->len; i > 0; i--)
    {
      MstDeployRoll *roll = g_ptr_array_index (rolls, i - 1);
      mst_deploy_set (roll->unit, roll->old_grade, roll->old_die);
    }
}
