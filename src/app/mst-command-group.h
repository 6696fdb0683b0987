/* mst-command-group.h: a sub-general's command: the general and his units.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "mst-general-row.h"
#include "mst-unit-row.h"

G_BEGIN_DECLS

#define MST_TYPE_COMMAND_GROUP (mst_command_group_get_type ())
G_DECLARE_FINAL_TYPE (MstCommandGroup, mst_command_group, MST, COMMAND_GROUP, GtkWidget)

/* @command NULL: the units in no command. */
GtkWidget     *mst_command_group_new             (MstForce        *force,
                                                  MstCommand      *command);
MstCommand    *mst_command_group_get_command     (MstCommandGroup *self);
/* NULL for the group of units in no command. */
MstGeneralRow *mst_command_group_get_general_row (MstCommandGroup *self);
MstUnitRow    *mst_command_group_find_unit_row   (MstCommandGroup *self,
                                                  MstUnit         *unit);
/* Moves @unit (dropped on the group) to the end of this command: a step. */
gboolean       mst_command_group_drop_unit       (MstCommandGroup *self,
                                                  MstUnit         *unit);

G_END_DECLS
