/* mst-club-backend.h: a club server's campaigns, else the copy kept of them, with the writes made meanwhile queued: one backend for the app and the CLI.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-server-cache.h"
#include "mst-server-campaign.h"

G_BEGIN_DECLS

/* A club server's campaigns as one MstCampaignBackend, whether the server
 * can be reached or not.  Each call goes to the server; one it cannot
 * reach (mst_campaign_backend_is_unreachable()) goes to the copy kept of
 * the server here (MstServerCache): a read reads the copy, when one of
 * that campaign is kept (else the server's error stands); a battle or a
 * change between battles is queued there, based on the revision it was
 * made on (mst_campaign_backend_write_queued() then says so); any other
 * write fails with the server's error.  A campaign read from the server
 * is kept in the copy (summarize), and a write made there tells the copy
 * the force's new revision, so that a write queued later is based on it.
 *
 * The calls of one backend take turns (one connection); it is used from
 * one thread at a time, or from a campaign session's worker. */
#define MST_TYPE_CLUB_BACKEND (mst_club_backend_get_type ())
G_DECLARE_FINAL_TYPE (MstClubBackend, mst_club_backend, MST, CLUB_BACKEND, GObject)

/* How a call reaches the server: returns a connection's campaigns
 * (an MstServerCampaign) to make one call on, given back with
 * MstClubReleaseFunc however the call ended.  The default opens one
 * connection at the first call and keeps it, opened again when the server
 * closed it. */
typedef MstCampaignBackend *(*MstClubConnectFunc) (gpointer             user_data,
                                                   GError             **error);
typedef void                (*MstClubReleaseFunc) (MstCampaignBackend  *server,
                                                   gpointer             user_data);
/* A campaign read from @server, to keep in the copy: the default keeps it
 * at once, on the same connection. */
typedef void                (*MstClubKeepFunc)    (MstCampaignBackend  *server,
                                                   gint64               campaign_id,
                                                   gpointer             user_data);

/* The campaigns on the server at @uri (postgresql://LOGIN@HOST…), logged
 * in with @password (may be NULL: the address's, or libpq's own file),
 * their copy under $XDG_CACHE_HOME/muster/servers/.  Fails only when the
 * address is not a club server's. */
MstClubBackend *mst_club_backend_new            (const char          *uri,
                                                 const char          *password,
                                                 MstCatalogue        *catalogue,
                                                 GError             **error);
/* The app's way to the server (its one connection kept to each server,
 * its copies kept later): replaces the default. */
void            mst_club_backend_set_connector  (MstClubBackend      *self,
                                                 MstClubConnectFunc   connect,
                                                 MstClubReleaseFunc   release,
                                                 MstClubKeepFunc      keep,
                                                 gpointer             user_data,
                                                 GDestroyNotify       destroy);
/* How the default way opens its one connection (the CLI's: a password
 * typed at the terminal when the server asks for one): a new MstServer,
 * or NULL and @error. */
typedef MstServer          *(*MstClubOpenFunc)    (const char          *uri,
                                                   GError             **error);
void            mst_club_backend_set_opener     (MstClubBackend      *self,
                                                 MstClubOpenFunc      open);
/* Whether a battle or a change made while the server cannot be reached
 * waits in the copy's queue (the default), or fails with the server's
 * error, nothing written (the CLI without --queue). */
void            mst_club_backend_set_queue_writes (MstClubBackend    *self,
                                                   gboolean           queue_writes);
/* Keeps a copy of campaign @campaign_id (0: of each campaign the server
 * lists, the archived ones with @with_archived) as the server has it now.
 * Fails when the server cannot be reached. */
gboolean        mst_club_backend_keep_copies    (MstClubBackend      *self,
                                                 gint64               campaign_id,
                                                 gboolean             with_archived,
                                                 GError             **error);
/* Copies campaign @campaign_id of @local to the server in one
 * transaction (mst_server_campaign_publish()); its id there. */
gint64          mst_club_backend_publish        (MstClubBackend      *self,
                                                 MstCampaignStore    *local,
                                                 gint64               campaign_id,
                                                 GError             **error);
/* The same for campaign @campaign_id of the library at @library_path,
 * opened read-only for it on the calling thread. */
gint64          mst_club_backend_publish_from_library (MstClubBackend *self,
                                                       const char     *library_path,
                                                       gint64          campaign_id,
                                                       GError        **error);
/* Sends the writes queued in the copy to the server, in their order
 * (mst_server_cache_flush()), then keeps the copies of the campaigns they
 * went to as the server now has them.  Returns what became of each
 * (MstQueuedWrite), or NULL when the server cannot be reached. */
GPtrArray      *mst_club_backend_flush          (MstClubBackend      *self,
                                                 GError             **error);
const char     *mst_club_backend_get_uri        (MstClubBackend      *self);
/* The copy kept here, and its queue. */
MstServerCache *mst_club_backend_get_copies     (MstClubBackend      *self);
/* Whether the last call was answered from the copy (or queued there),
 * the server being out of reach or not asked (offline only); when that
 * copy was taken (seconds since the epoch), and the server's error that
 * sent it there (NULL when offline only). */
gboolean        mst_club_backend_get_offline    (MstClubBackend      *self);
gint64          mst_club_backend_get_copy_taken (MstClubBackend      *self);
const char     *mst_club_backend_get_unreachable_message (MstClubBackend *self);
/* Never the server: every call made on the copy (the CLI's --offline). */
void            mst_club_backend_set_offline_only (MstClubBackend    *self,
                                                   gboolean           offline_only);

G_END_DECLS
