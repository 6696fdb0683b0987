/* mst-comparison.h: two forces of one rule set side by side, as players
 * agreeing on a game weigh them: pools, the scouting odds, their totals
 * in their rule set's words, and each one's findings.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules have no points: "players agree on their individual forces"
 * (seed 000), and this is what they agree on. */
#pragma once

#include "mst-force.h"

G_BEGIN_DECLS

/* One line of the comparison: what it is and each force's value, as the
 * player reads it ("33 bases", "5", "55.2%"). */
typedef struct {
  /* Stable, for the CLI: "units", "strength", "supply", "attacker-a". */
  const char *id;
  /* Translated. */
  char *label;
  char *value[2];
} MstComparisonRow;

typedef struct _MstComparison MstComparison;

/* Compares @a and @b; forces of two rule sets are MST_ERROR_INVALID, naming
 * both. */
MstComparison *mst_comparison_new          (MstForce      *a,
                                            MstForce      *b,
                                            GError       **error);
void           mst_comparison_free         (MstComparison *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstComparison, mst_comparison_free)

MstForce      *mst_comparison_get_force    (MstComparison *self,
                                            guint          side);
/* MstComparisonRow, in the order shown. */
GPtrArray     *mst_comparison_get_rows     (MstComparison *self);
/* The row of @id, or NULL. */
const MstComparisonRow *mst_comparison_lookup (MstComparison *self,
                                               const char    *id);
/* @side's findings (MstFinding), as mst_force_check() gives them. */
GPtrArray     *mst_comparison_get_findings (MstComparison *self,
                                            guint          side);

G_END_DECLS
