/* mst-server-forces-window.h: the player's own forces kept on the club server.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_SERVER_FORCES_WINDOW (mst_server_forces_window_get_type ())
G_DECLARE_FINAL_TYPE (MstServerForcesWindow, mst_server_forces_window, MST, SERVER_FORCES_WINDOW, AdwWindow)

/* The forces the login of @uri (the preferences' club server) keeps on
 * it, beside @library's (may be NULL: nothing to keep or copy to). */
GtkWindow *mst_server_forces_window_new (GtkWindow    *parent,
                                         MstLibrary   *library,
                                         MstCatalogue *catalogue,
                                         const char   *uri);

G_END_DECLS
