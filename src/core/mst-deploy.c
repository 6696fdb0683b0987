/* mst-deploy.c: the resilience every unit rolls after deployment.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drums and Muskets, "Resilience" and the game sequence (step 7: "Players
 * throw to identify a unit's actual resilience for this game"): one D6 per
 * unit against the thresholds its list prints ("1+ / 4+ / —" means 1–3
 * Lackluster, 4–6 Steady).  Zealous is a doctrine, not a grade, and is not
 * rolled. */
#include "config.h"

#include "mst-deploy.h"

void
mst_resilience_roll_free (MstResilienceRoll *roll)
{
  if (roll == NULL)
    return;
  g_clear_object (&roll->unit);
  g_free (roll);
}

GPtrArray *
mst_deploy_roll_resilience (MstForce *force, MstDice *dice)
{
  g_autoptr(GPtrArray) units = NULL;
  GPtrArray *rolls;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (MST_IS_DICE (dice), NULL);

  rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_resilience_roll_free);
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      MstUnitTemplate *tmpl = mst_unit_get_template (unit);
      MstResilienceRoll *roll;
      guint die;
      MstGrade grade;

      /* Without its list entry a unit has no thresholds to roll against. */
      if (tmpl == NULL)
        continue;
      die = mst_dice_die (dice, 6);
      grade = mst_unit_template_grade_for_die (tmpl, die);
      if (grade == MST_GRADE_NONE)
        continue;

      roll = g_new0 (MstResilienceRoll, 1);
      roll->unit = g_object_ref (unit);
      roll->die = die;
      roll->grade = grade;
      roll->old_grade = mst_unit_get_grade (unit);
      roll->old_die = mst_unit_get_die (unit);
      g_ptr_array_add (rolls, roll);
    }
  return rolls;
}

void
mst_deploy_apply_resilience (GPtrArray *rolls)
{
  g_return_if_fail (rolls != NULL);

  for (guint i = 0; i < rolls->len; i++)
    {
      MstResilienceRoll *roll = g_ptr_array_index (rolls, i);
      mst_unit_set_resilience (roll->unit, roll->grade, roll->die);
    }
}

void
mst_deploy_revert_resilience (GPtrArray *rolls)
{
  g_return_if_fail (rolls != NULL);

  for (guint i = rolls->len; i > 0; i--)
    {
      MstResilienceRoll *roll = g_ptr_array_index (rolls, i - 1);
      mst_unit_set_resilience (roll->unit, roll->old_grade, roll->old_die);
    }
}
