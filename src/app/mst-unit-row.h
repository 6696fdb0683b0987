/* mst-unit-row.h: a unit of a command: name, bases, weapon, optional doctrines.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "mst-expander-row.h"

G_BEGIN_DECLS

#define MST_TYPE_UNIT_ROW (mst_unit_row_get_type ())
G_DECLARE_FINAL_TYPE (MstUnitRow, mst_unit_row, MST, UNIT_ROW, MstExpanderRow)

GtkWidget *mst_unit_row_new      (MstUnit    *unit,
                                 MstRuleset *ruleset);
MstUnit   *mst_unit_row_get_unit (MstUnitRow *self);
/* Moves @unit (dropped on this row) to just before it: a step. */
gboolean   mst_unit_row_drop_unit (MstUnitRow *self,
                                   MstUnit    *unit);

G_END_DECLS
