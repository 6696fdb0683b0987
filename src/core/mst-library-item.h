/* mst-library-item.h: one force of the library, as a row of the sidebar's list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-catalogue.h"
#include "mst-library.h"

G_BEGIN_DECLS

#define MST_TYPE_LIBRARY_ITEM (mst_library_item_get_type ())
G_DECLARE_FINAL_TYPE (MstLibraryItem, mst_library_item, MST, LIBRARY_ITEM, GObject)

/* Copies @entry; the row's text comes from mst_force_view_library_row()
 * with @catalogue, worked out the first time it is asked for. */
MstLibraryItem        *mst_library_item_new          (const MstLibraryEntry *entry,
                                                      MstCatalogue          *catalogue);
gint64                 mst_library_item_get_id       (MstLibraryItem        *self);
const char            *mst_library_item_get_title    (MstLibraryItem        *self);
const char            *mst_library_item_get_subtitle (MstLibraryItem        *self);
const MstLibraryEntry *mst_library_item_get_entry    (MstLibraryItem        *self);
/* After a rename: notifies "title". */
void                   mst_library_item_set_name     (MstLibraryItem        *self,
                                                      const char            *name,
                                                      MstCatalogue          *catalogue);

/* After the library wrote the force: everything from @entry (same id). */
void                   mst_library_item_update       (MstLibraryItem        *self,
                                                      const MstLibraryEntry *entry,
                                                      MstCatalogue          *catalogue);

/* The lists the row's list is named from, now @catalogue. */
void                   mst_library_item_set_catalogue (MstLibraryItem       *self,
                                                       MstCatalogue         *catalogue);
/* The force's units and bases, as the editor has it now. */
void                   mst_library_item_set_totals   (MstLibraryItem        *self,
                                                      guint                  n_units,
                                                      guint                  n_bases,
                                                      MstCatalogue          *catalogue);

G_END_DECLS
