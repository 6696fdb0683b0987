/* mst-list-chooser.h: "Nation Lists", the window that opens a list editor.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* "Nation Lists": a new list for any rule set, a copy of any list, or one
 * of the user's own to edit.  Each opens an editor. */
GtkWindow *mst_list_chooser_new (GtkWindow    *parent,
                                 MstCatalogue *catalogue);

G_END_DECLS
