/* mst-expander-row.h: a row of the force editor that opens on rows of its own.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MST_TYPE_EXPANDER_ROW (mst_expander_row_get_type ())
G_DECLARE_DERIVABLE_TYPE (MstExpanderRow, mst_expander_row, MST, EXPANDER_ROW, AdwPreferencesRow)

struct _MstExpanderRowClass
{
  AdwPreferencesRowClass parent_class;
};

const char *mst_expander_row_get_subtitle (MstExpanderRow *self);
void        mst_expander_row_set_subtitle (MstExpanderRow *self,
                                           const char     *subtitle);

gboolean    mst_expander_row_get_expanded (MstExpanderRow *self);
void        mst_expander_row_set_expanded (MstExpanderRow *self,
                                           gboolean        expanded);

/* What a screen reader names the header by where its title alone says
 * too little ("Sub-general" under the heading of his command); NULL for
 * the title. */
void        mst_expander_row_set_accessible_title (MstExpanderRow *self,
                                                   const char     *title);

/* A widget in the header, before the arrow (a menu button). */
void        mst_expander_row_add_action   (MstExpanderRow *self,
                                           GtkWidget      *widget);

/* A row inside, shown when the row is open. */
void        mst_expander_row_add_row      (MstExpanderRow *self,
                                           GtkWidget      *child);
void        mst_expander_row_remove       (MstExpanderRow *self,
                                           GtkWidget      *child);

G_END_DECLS
