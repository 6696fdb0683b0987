/* mst-unit-picker.h: choose a unit of the force's nation list to add to a command.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_UNIT_PICKER (mst_unit_picker_get_type ())
G_DECLARE_FINAL_TYPE (MstUnitPicker, mst_unit_picker, MST, UNIT_PICKER, AdwWindow)

/* Emits ::template-chosen (MstUnitTemplate) when a row is activated, and
 * closes unless it is kept open to add several units. */
MstUnitPicker *mst_unit_picker_new         (MstNationList *list,
                                            MstCommand    *command,
                                            const char    *command_title);
MstCommand    *mst_unit_picker_get_command (MstUnitPicker *self);
/* Sets the search, as typing it would (no delay). */
void           mst_unit_picker_search      (MstUnitPicker *self,
                                            const char    *query);
/* Activates the first row the search shows; FALSE when none. */
gboolean       mst_unit_picker_choose_first (MstUnitPicker *self);
/* The row Enter adds: the first shown until the arrow keys move it. */
MstUnitTemplate *mst_unit_picker_get_highlighted (MstUnitPicker *self);
/* Activates the highlighted row, as Enter does; FALSE when none. */
gboolean       mst_unit_picker_choose_highlighted (MstUnitPicker *self);
/* The "Add Several" toggle: the picker stays open after each unit. */
void           mst_unit_picker_set_keep_open (MstUnitPicker *self,
                                              gboolean       keep_open);

G_END_DECLS
