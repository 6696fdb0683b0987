/* mst-help-window.h: the user guide, inside the application.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MST_TYPE_HELP_WINDOW (mst_help_window_get_type ())
G_DECLARE_FINAL_TYPE (MstHelpWindow, mst_help_window, MST, HELP_WINDOW, AdwWindow)

GtkWindow *mst_help_window_new       (GtkWindow  *parent);
/* Shows a topic by its page name ("building", "pools", "findings",
 * "deployment", "printing", "campaigns", "readings"). */
void       mst_help_window_show_topic (MstHelpWindow *self,
                                       const char    *topic);

G_END_DECLS
