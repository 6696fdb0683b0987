/* mst-deploy.h: the resilience every unit rolls after deployment.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-dice.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* One unit's die, and what it had before (so that rolling again can be
 * undone). */
typedef struct {
  MstUnit *unit;
  guint die;
  MstGrade grade;
  MstGrade old_grade;
  guint old_die;
} MstResilienceRoll;

void        mst_resilience_roll_free   (MstResilienceRoll *roll);

/* One D6 per unit in the force's order; the grade is the best whose
 * threshold the die meets.  A unit whose template is unknown is skipped.
 * Nothing is stored until mst_deploy_apply_resilience().  A GPtrArray of
 * MstResilienceRoll. */
GPtrArray  *mst_deploy_roll_resilience   (MstForce  *force,
                                          MstDice   *dice);
/* Stores each roll's grade and die in its unit (and so in the force file). */
void        mst_deploy_apply_resilience  (GPtrArray *rolls);
/* Puts back what each unit had before the rolls were applied. */
void        mst_deploy_revert_resilience (GPtrArray *rolls);

G_END_DECLS
