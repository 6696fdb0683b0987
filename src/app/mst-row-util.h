/* mst-row-util.h: what the main window's widgets and the force editor's
 * rows share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Sets @row's title and subtitle on one line each, not wrapping, cut
 * short with an ellipsis: a list of rows is then measured once, not once
 * for every width GTK tries, which is most of the time it takes to lay
 * out. */
void mst_action_row_single_line (AdwActionRow *row);

/* The same for @group's description, cut short with an ellipsis: for a
 * line of totals, not for a paragraph. */
void mst_preferences_group_single_line (AdwPreferencesGroup *group);

/* Gives @button its menu, @menu, the first time it opens, not now: a
 * popover of a dozen items is made only for the player who opens it. */
void mst_menu_button_set_menu_lazily (GtkMenuButton *button,
                                      GMenuModel    *menu);

/* Sets @widget's tooltip as gtk_widget_set_tooltip_text() does.  GTK 4.8
 * then asks the display where the pointer is, to show the tooltip at once
 * should the pointer be on the widget: on X11 a round trip to the server
 * (about 0.2 ms under Xvfb) for every tooltip set, two dozen of them as
 * the window is built.  A widget not on screen cannot be under the
 * pointer: its tooltip is set without asking.  Tooltips of what the
 * window shows at start are set through this, not in .ui files. */
void mst_widget_set_tooltip_text (GtkWidget  *widget,
                                  const char *text);

/* An expander row's Name row (a unit's, a general's), widget name
 * @widget_name: @on_changed(@data) as it is typed, @on_focus_leave(@data)
 * when the focus leaves it (so that the next change is a new step). */
AdwEntryRow *mst_name_row_new (const char *widget_name,
                               GCallback   on_changed,
                               GCallback   on_focus_leave,
                               gpointer    data);

/* Every button with a mnemonic under @root named once, as read aloud
 * ("Dismiss", not "_Dismiss Dismiss"). */
void        mst_accessible_name_mnemonics (GtkWidget *root);

G_END_DECLS
