/* mst-general-row.h: a general's name, respect and staff ability.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "mst-expander-row.h"

G_BEGIN_DECLS

#define MST_TYPE_GENERAL_ROW (mst_general_row_get_type ())
G_DECLARE_FINAL_TYPE (MstGeneralRow, mst_general_row, MST, GENERAL_ROW, MstExpanderRow)

GtkWidget  *mst_general_row_new         (MstForce      *force,
                                         MstGeneral    *general);
/* @force NULL: shows nothing. */
void        mst_general_row_set_general (MstGeneralRow *self,
                                         MstForce      *force,
                                         MstGeneral    *general);
/* Titles the row "Sub-general" rather than with his name (shown above it). */
void        mst_general_row_set_role_title (MstGeneralRow *self,
                                            gboolean       role_title);
MstGeneral *mst_general_row_get_general (MstGeneralRow *self);
/* Expands the row and puts the cursor in the name. */
void        mst_general_row_focus_name  (MstGeneralRow *self);

G_END_DECLS
