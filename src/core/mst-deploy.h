/* mst-deploy.h: what every unit rolls after deployment, where its rule set
 * has it roll (Drums and Muskets' resilience).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-dice.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* A unit keeps what it rolled as two of its attributes: the grade its
 * die gave, as its rule set names it ("steady"), and the die ("4"). */
#define MST_DEPLOY_GRADE_ATTR "grade"
#define MST_DEPLOY_DIE_ATTR   "die"

/* One unit's die, and what it had before (so that rolling again can be
 * undone). */
typedef struct {
  MstUnit *unit;
  guint die;
  char *grade;
  char *old_grade;   /* NULL: none rolled */
  guint old_die;
} MstDeployRoll;

void        mst_deploy_roll_free   (MstDeployRoll *roll);

/* One D6 per unit in the force's order, the grade its rule set gives the
 * die (MstRulesetClass.deploy_grade); a unit whose template is unknown,
 * or to whose die no grade is open, is skipped, and a rule set that rolls
 * nothing after deployment gives no roll.  Nothing is stored until
 * mst_deploy_apply().  A GPtrArray of MstDeployRoll. */
GPtrArray  *mst_deploy_roll         (MstForce   *force,
                                     MstDice    *dice);
/* Stores each roll's grade and die in its unit (and so in the force file). */
void        mst_deploy_apply        (GPtrArray  *rolls);
/* Puts back what each unit had before the rolls were applied. */
void        mst_deploy_revert       (GPtrArray  *rolls);
/* What @unit rolled: its grade (NULL: none) and die (0: none). */
const char *mst_deploy_get_grade    (MstUnit    *unit);
guint       mst_deploy_get_die      (MstUnit    *unit);
/* Sets both at once (@grade NULL and @die 0: none). */
void        mst_deploy_set          (MstUnit    *unit,
                                     const char *grade,
                                     guint       die);

G_END_DECLS
