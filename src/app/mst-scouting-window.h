/* mst-scouting-window.h: scouting initiative, the deployment order and resilience after deployment.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_SCOUTING_WINDOW (mst_scouting_window_get_type ())
G_DECLARE_FINAL_TYPE (MstScoutingWindow, mst_scouting_window, MST, SCOUTING_WINDOW, AdwWindow)

/* @library may be NULL (it could not be opened); @current is the force being
 * edited, or NULL.  Your side starts on @current, the opponent on a typed-in
 * pool.  Resilience rolled for @current changes it in place (the editor
 * saves it); for a force from the library, the library copy is saved. */
GtkWindow *mst_scouting_window_new (GtkWindow    *parent,
                                    MstLibrary   *library,
                                    MstCatalogue *catalogue,
                                    MstForce     *current);

G_END_DECLS
