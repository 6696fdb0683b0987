/* mst-club-listener.h: a club server's live updates, heard for a window:
 * a connection of its own (made on a worker) that LISTENs for the
 * campaigns changed there, their changes read once they settle, and made
 * again when it is lost, each time waiting twice as long, up to a minute.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define MST_TYPE_CLUB_LISTENER (mst_club_listener_get_type ())
G_DECLARE_FINAL_TYPE (MstClubListener, mst_club_listener, MST, CLUB_LISTENER, GObject)

/* Hears the club server at @uri (without its password: the keyring's or
 * this session's is looked up).  Signals, in the main context:
 *   "connected" (gboolean again): listening, after it was lost when
 *       @again (what changed meanwhile was not heard);
 *   "changed": a burst of changes has settled
 *       (mst_club_listener_was_changed() says which campaigns);
 *   "lost": the connection was lost or could not be made (tried again
 *       later). */
MstClubListener *mst_club_listener_new          (const char      *uri);
/* Starts listening, unless it is already or is waiting to try again. */
void             mst_club_listener_start        (MstClubListener *self);
/* Stops listening for good, a connection being made dropped when it comes:
 * before the window goes. */
void             mst_club_listener_close        (MstClubListener *self);
/* During "changed": whether campaign @campaign_id was among the changes
 * (a change naming no campaign counts for every one). */
gboolean         mst_club_listener_was_changed  (MstClubListener *self,
                                                 gint64           campaign_id);

G_END_DECLS
