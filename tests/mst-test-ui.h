/* mst-test-ui.h: what the window tests share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The shortcut of @widget's own key bindings whose trigger reads @accel
 * ("F1", "<Control>p"), or NULL. */
GtkShortcut *mst_test_find_shortcut (GtkWidget  *widget,
                                     const char *accel);

/* The widget under @root (itself included) named @name, or NULL. */
GtkWidget   *mst_test_find_named    (GtkWidget  *root,
                                     const char *name);

/* The first widget under @root (itself included) of @type, or NULL: the
 * page of a window an action is on. */
GtkWidget   *mst_test_find_of_type  (GtkWidget  *root,
                                     GType       type);

G_END_DECLS
