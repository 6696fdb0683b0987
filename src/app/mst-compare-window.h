/* mst-compare-window.h: two forces of one rule set side by side.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_COMPARE_WINDOW (mst_compare_window_get_type ())
G_DECLARE_FINAL_TYPE (MstCompareWindow, mst_compare_window, MST, COMPARE_WINDOW, AdwWindow)

/* @current against each force of its rule set in @library (NULL: it could
 * not be opened), the first of them chosen. */
GtkWindow *mst_compare_window_new (GtkWindow    *parent,
                                   MstLibrary   *library,
                                   MstCatalogue *catalogue,
                                   MstForce     *current);

G_END_DECLS
