/* mst-about.h: the About window, filled from Muster's AppStream metainfo.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWindow *mst_about_window_new (GtkWindow *parent);

G_END_DECLS
