/* mst-row-util.h: what the force editor's rows share.
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

G_END_DECLS
