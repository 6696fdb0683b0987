/* mst-preferences-window.h: Muster's preferences, over GSettings.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MST_TYPE_PREFERENCES_WINDOW (mst_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (MstPreferencesWindow, mst_preferences_window, MST, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWindow *mst_preferences_window_new (GtkWindow *parent,
                                       GSettings *settings);

G_END_DECLS
