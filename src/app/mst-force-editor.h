/* mst-force-editor.h: the force being edited: pools, army checks, commands and units.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_FORCE_EDITOR (mst_force_editor_get_type ())
G_DECLARE_FINAL_TYPE (MstForceEditor, mst_force_editor, MST, FORCE_EDITOR, GtkWidget)

GtkWidget  *mst_force_editor_new               (void);
/* Shows @force; every edit is recorded in @history. */
void        mst_force_editor_set_force         (MstForceEditor *self,
                                                MstForce       *force,
                                                MstHistory     *history);
MstForce   *mst_force_editor_get_force         (MstForceEditor *self);
MstHistory *mst_force_editor_get_history       (MstForceEditor *self);
/* Read-only: the force is shown, its pools and checks too, but the
 * controls that change it are insensitive. */
void        mst_force_editor_set_editable      (MstForceEditor *self,
                                                gboolean        editable);
gboolean    mst_force_editor_get_editable      (MstForceEditor *self);

/* Scrolls to the row of @item (a unit, general, command or the force),
 * focuses it and marks it selected. */
void        mst_force_editor_select_item       (MstForceEditor *self,
                                                GObject        *item);
GObject    *mst_force_editor_get_selected_item (MstForceEditor *self);

/* Adds a sub-general (an undoable step) and puts the cursor in his name. */
void        mst_force_editor_add_command       (MstForceEditor *self);
/* Adds a command of @level ("division") under @parent (NULL: under the
 * force commander) as an undoable step, and puts the cursor in its
 * general's name. */
void        mst_force_editor_add_subcommand    (MstForceEditor *self,
                                                const char     *level,
                                                MstCommand     *parent);
/* Opens the unit picker for @command: NULL, the command holding the
 * focus, or else the last one. */
void        mst_force_editor_pick_unit         (MstForceEditor *self,
                                                MstCommand     *command);
/* Inserts a unit of @tmpl into @command (NULL: unassigned) as a step. */
MstUnit    *mst_force_editor_add_unit          (MstForceEditor  *self,
                                                MstCommand      *command,
                                                MstUnitTemplate *tmpl);
void        mst_force_editor_focus_name        (MstForceEditor *self);
/* Says "removed, Undo" through the ::undo-toast signal. */
void        mst_force_editor_announce_removal  (MstForceEditor *self,
                                                const char     *title);

G_END_DECLS
