/* mst-pool-popover.h: a pool's breakdown, opened by a click or a key on the pool.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives @pool (a focusable widget showing a pool) a popover with its
 * breakdown, opened on click, Enter or Space. */
void mst_pool_popover_attach   (GtkWidget  *pool);
/* What the popover says: the pool's title and how the rules make it. */
void mst_pool_popover_set_text (GtkWidget  *pool,
                                const char *title,
                                const char *detail);
/* Opens it, as a click does. */
void mst_pool_popover_popup    (GtkWidget  *pool);
/* The popover, made when it first opens; NULL until then. */
GtkPopover *mst_pool_popover_get (GtkWidget *pool);
/* Removes the popover before @pool goes. */
void mst_pool_popover_detach   (GtkWidget  *pool);

G_END_DECLS
