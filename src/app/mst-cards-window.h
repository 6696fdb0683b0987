/* mst-cards-window.h: the roster cards window: preview, layout, Print and Export PDF.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_CARDS_WINDOW (mst_cards_window_get_type ())
G_DECLARE_FINAL_TYPE (MstCardsWindow, mst_cards_window, MST, CARDS_WINDOW, AdwWindow)

/* A window over @force's cards, transient for @parent (may be NULL), its
 * lists read with @catalogue (may be NULL: the installed ones).  The
 * layout, paper and crop marks are read from and saved to @settings (schema
 * org.muster.Muster: card-layout, paper, crop-marks). */
GtkWindow *mst_cards_window_new        (GtkWindow    *parent,
                                        MstForce     *force,
                                        MstCatalogue *catalogue,
                                        GSettings    *settings);
MstCards  *mst_cards_window_get_cards  (MstCardsWindow *self);
guint      mst_cards_window_get_page   (MstCardsWindow *self);
void       mst_cards_window_set_page   (MstCardsWindow *self,
                                        guint           page);
/* Runs the same print operation as Print, into a PDF at @path without a
 * dialog, on @setup's page (NULL: the window's paper). */
gboolean   mst_cards_window_print_to_file (MstCardsWindow *self,
                                           const char     *path,
                                           GtkPageSetup   *setup,
                                           GError        **error);

/* A PDF export is under way in its thread. */
gboolean   mst_cards_window_is_busy (MstCardsWindow *self);

/* The preview's zoom: 1 the page fitted to the window, up to 4. */
double     mst_cards_window_get_zoom (MstCardsWindow *self);

G_END_DECLS
