/* mst-app-state.h: what the application's windows share: the lists, the library and the settings, as the application has them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* The application makes one and gives it to each window it opens; a
 * window reads the lists, the library and the settings from it, and
 * hears from it ("ready", "notify::library") when they change, never
 * asking the application itself.  The lists and the library are read in
 * a thread at start-up: until then the state is not ready and gives
 * neither. */
#define MST_TYPE_APP_STATE (mst_app_state_get_type ())
G_DECLARE_FINAL_TYPE (MstAppState, mst_app_state, MST, APP_STATE, GObject)

MstAppState  *mst_app_state_new               (GSettings    *settings);
GSettings    *mst_app_state_get_settings      (MstAppState  *self);
gboolean      mst_app_state_is_ready          (MstAppState  *self);
/* NULL until ready; the library NULL too when it could not be opened,
 * the error then saying why. */
MstCatalogue *mst_app_state_get_catalogue     (MstAppState  *self);
MstLibrary   *mst_app_state_get_library       (MstAppState  *self);
const char   *mst_app_state_get_library_error (MstAppState  *self);
/* The lists and the library read (the library NULL and @library_error
 * set when it could not be opened): ready, "ready" emitted the first
 * time, "notify::library" each time. */
void          mst_app_state_set_loaded        (MstAppState  *self,
                                               MstCatalogue *catalogue,
                                               MstLibrary   *library,
                                               const char   *library_error);
/* A damaged library: puts the last copy Muster made in its place (the
 * damaged file is kept aside) and opens it, for every window. */
gboolean      mst_app_state_restore_backup    (MstAppState  *self,
                                               GError      **error);

G_END_DECLS
