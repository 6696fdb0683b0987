/* mst-window-share.h: the window's ways of sharing a force: copy and paste
 * as text or a share code, export as a roster, dragging out of the library.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Installs win.copy-as-text, win.copy-share-code, win.export-text and
 * win.paste-force on MstWindow's class. */
void mst_window_share_class_init       (GtkWidgetClass *widget_class);
/* Lets a library row be dragged out as a .muster file. */
void mst_window_share_add_drag_source  (GtkWidget      *row_child,
                                        GtkListItem    *list_item);

G_END_DECLS
