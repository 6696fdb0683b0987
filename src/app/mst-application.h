/* mst-application.h: the Muster application: catalogue, library, actions.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_APPLICATION (mst_application_get_type ())
G_DECLARE_FINAL_TYPE (MstApplication, mst_application, MST, APPLICATION, AdwApplication)

MstApplication *mst_application_new           (void);
MstCatalogue   *mst_application_get_catalogue (MstApplication *self);
/* The lists and the library are loaded (they load in a thread at
 * start-up; "ready" says when).  The getters below wait for them. */
gboolean        mst_application_is_ready      (MstApplication *self);
/* NULL when the library could not be opened (the window says why). */
MstLibrary     *mst_application_get_library   (MstApplication *self);
const char     *mst_application_get_library_error (MstApplication *self);
/* A damaged library: puts the last copy Muster made in its place (the
 * damaged file is kept aside) and opens it. */
gboolean        mst_application_restore_backup (MstApplication *self,
                                                GError        **error);
GSettings      *mst_application_get_settings  (MstApplication *self);
/* What the application's windows are given: the lists, the library and
 * the settings, and when they change. */
typedef struct _MstAppState MstAppState;
MstAppState    *mst_application_get_state     (MstApplication *self);

G_END_DECLS
