/* mst-tables-window.h: the resilience test and the hold test at the table.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_TABLES_WINDOW (mst_tables_window_get_type ())
G_DECLARE_FINAL_TYPE (MstTablesWindow, mst_tables_window, MST, TABLES_WINDOW, AdwWindow)

/* @settings (org.muster.Muster, may be NULL) gives the dice the player
 * throws, 2D6 or 1D12 ('test-dice'); the window follows its changes. */
GtkWindow *mst_tables_window_new (GtkWindow *parent,
                                  GSettings *settings);

/* Opened for one unit (a game): the page shown, the rows Muster knows
 * already ticked, the kind of test, and the supply dice left to add. */
void       mst_tables_window_show_page     (MstTablesWindow *self,
                                            gboolean         hold);
/* FALSE when the page has no row @id. */
gboolean   mst_tables_window_set_situation (MstTablesWindow *self,
                                            gboolean         hold,
                                            const char      *id,
                                            guint            count);
void       mst_tables_window_set_context   (MstTablesWindow *self,
                                            MstTestContext   context);
void       mst_tables_window_set_supply_left (MstTablesWindow *self,
                                              guint            n_left);

G_END_DECLS
