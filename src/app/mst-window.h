/* mst-window.h: the main window: the library on the left, the force on the right.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mst-application.h"

G_BEGIN_DECLS

#define MST_TYPE_WINDOW (mst_window_get_type ())
G_DECLARE_FINAL_TYPE (MstWindow, mst_window, MST, WINDOW, AdwApplicationWindow)

MstWindow *mst_window_new       (MstApplication *app);
void       mst_window_open_file (MstWindow      *self,
                                 GFile          *file);

G_END_DECLS
