/* mst-help-window.h: the user guide, in Yelp or inside the application.
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

/* Opens the guide at @page (a Mallard page id of help/C, NULL for its
 * index): in the help browser (help:org.muster.Muster/PAGE) where one is
 * installed, else in the guide's window inside Muster. */
void       mst_help_show              (GtkWindow     *parent,
                                       const char    *page);
/* F1 in windows of @widget_class opens the guide at @page. */
void       mst_help_add_shortcut      (GtkWidgetClass *widget_class,
                                       const char     *page);

G_END_DECLS
