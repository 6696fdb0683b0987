/* mst-force-session.h: a force being edited: its history, and its saves off the main thread.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-force.h"
#include "mst-history.h"
#include "mst-library.h"

G_BEGIN_DECLS

#define MST_TYPE_FORCE_SESSION (mst_force_session_get_type ())
G_DECLARE_FINAL_TYPE (MstForceSession, mst_force_session, MST, FORCE_SESSION, GObject)

/* Edits @force, the live force of its library entry.  Every change is saved
 * to @library in a worker thread; changes made while a save is under way
 * are coalesced into the next one.  A save refused because the stored force
 * changed since (MST_ERROR_CONFLICT) reads the force again and says so in
 * "error".  @library NULL, read-only, or a force not in it: nothing is
 * saved. */
MstForceSession *mst_force_session_new         (MstLibrary       *library,
                                                MstForce         *force);
MstForce        *mst_force_session_get_force   (MstForceSession  *self);
MstHistory      *mst_force_session_get_history (MstForceSession  *self);
MstLibrary      *mst_force_session_get_library (MstForceSession  *self);
/* Changes not stored yet. */
gboolean         mst_force_session_get_dirty   (MstForceSession  *self);
/* A save is running in its thread. */
gboolean         mst_force_session_get_saving  (MstForceSession  *self);
/* Why the last save failed, or NULL (cleared by the next good one). */
const GError    *mst_force_session_get_error   (MstForceSession  *self);
/* The same, as a message for a banner; NULL when there is none. */
const char      *mst_force_session_get_error_message (MstForceSession *self);
void             mst_force_session_dismiss_error     (MstForceSession *self);

/* Saves now, in a worker thread (a save under way first finishes). */
void             mst_force_session_save_async  (MstForceSession  *self,
                                                GCancellable     *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer          user_data);
gboolean         mst_force_session_save_finish (MstForceSession  *self,
                                                GAsyncResult     *result,
                                                GError          **error);
/* Before the session goes (a window closes, the application quits): waits
 * for a save under way and stores what is left, in this thread. */
gboolean         mst_force_session_flush       (MstForceSession  *self,
                                                GError          **error);

G_END_DECLS
