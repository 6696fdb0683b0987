/* mst-window.h: the main window: the library on the left, the force on the right.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mst-app-state.h"
#include "mst-force-editor.h"

G_BEGIN_DECLS

#define MST_TYPE_WINDOW (mst_window_get_type ())
G_DECLARE_FINAL_TYPE (MstWindow, mst_window, MST, WINDOW, AdwApplicationWindow)

/* A window of @app, reading the lists, the library and the settings from
 * @state (as they load, and as they change). */
MstWindow      *mst_window_new         (GtkApplication *app,
                                        MstAppState    *state);
/* Imports a .muster file into the library and opens it (read-only when
 * the library cannot be written); a bad file is reported in a toast. */
void            mst_window_open_file   (MstWindow      *self,
                                        GFile          *file);
/* Draws the open force's editor again (distances now in another unit). */
void            mst_window_redraw_force (MstWindow     *self);
/* Opens the library's force @id; FALSE (with a toast) when it cannot. */
gboolean        mst_window_open_force  (MstWindow      *self,
                                        gint64          id);
/* Makes a force of @list, saves it in the library and opens it. */
MstForce       *mst_window_create_force (MstWindow     *self,
                                         const char    *name,
                                         MstNationList *list);
gboolean        mst_window_export_file (MstWindow      *self,
                                        GFile          *file,
                                        GError        **error);
/* The force shown, or NULL. */
void            mst_window_show_toast  (MstWindow      *self,
                                        const char     *title);
gboolean        mst_window_add_force   (MstWindow      *self,
                                        MstForce       *force);
MstForce       *mst_window_get_force   (MstWindow      *self);
MstForceEditor *mst_window_get_editor  (MstWindow      *self);
/* Writes any change not yet in the library now. */
void            mst_window_save_now    (MstWindow      *self);
/* An import or a save is under way in its thread. */
gboolean        mst_window_is_busy     (MstWindow      *self);

G_END_DECLS
