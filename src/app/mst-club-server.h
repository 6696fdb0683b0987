/* mst-club-server.h: the club server of the preferences: its address, its password in the keyring, and connecting.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* The GSettings key holding the server's address, never its password. */
#define MST_CLUB_SERVER_URI_KEY "club-server-uri"

/* Splits a postgresql:// address: returns it without its password, and
 * sets @login and @password (NULL when the address has none).  An address
 * that is not a PostgreSQL one, or names no login or host, is
 * G_IO_ERROR_INVALID_ARGUMENT. */
char               *mst_club_server_strip_password (const char  *uri,
                                                    char       **login,
                                                    char       **password,
                                                    GError     **error);
/* The host name in @uri, which marks the server's campaigns; NULL if none. */
char               *mst_club_server_dup_host       (const char  *uri);

/* Whether a Secret Service (a keyring) runs on the session bus or can be
 * started there.  Asked on a worker thread: the bus never holds up the UI. */
void                mst_club_server_check_keyring_async  (GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
gboolean            mst_club_server_check_keyring_finish (GAsyncResult        *result,
                                                          GError             **error);

/* Keeps @password for @uri (without password) for this session at once
 * and, when a keyring runs, in it; of two saves for one address the last
 * asked for is the one kept, whatever order their threads run in.
 * Finishes TRUE with @in_keyring telling where. */
void                mst_club_server_save_password_async  (const char          *uri,
                                                          const char          *password,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
gboolean            mst_club_server_save_password_finish (GAsyncResult        *result,
                                                          gboolean            *in_keyring,
                                                          GError             **error);
/* For this session only (no keyring: asked when connecting). */
void                mst_club_server_remember_password    (const char          *uri,
                                                          const char          *password);
/* The password kept for @uri: this session's, else the keyring's; NULL
 * when there is none.  Blocks on the session bus: call it on a worker. */
char               *mst_club_server_lookup_password      (const char          *uri);

/* Connects to @uri as its login with @password (may be NULL) and opens its
 * campaigns: an MstServerCampaign, a connection of its own.  Blocks on the
 * network: call it on a worker thread, and use what it returns on that
 * thread only. */
MstCampaignBackend *mst_club_server_open    (const char         *uri,
                                             const char         *password,
                                             MstCatalogue       *catalogue,
                                             GError            **error);
/* The connection kept open to @uri (as mst_club_server_open() opens it)
 * for the jobs of every window: taken by one job at a time, another to the
 * same server waiting for it; given back with mst_club_server_give_back(),
 * however the job ended.  A connection that stopped answering is opened
 * again.  On a worker thread. */
MstCampaignBackend *mst_club_server_take    (const char         *uri,
                                             const char         *password,
                                             MstCatalogue       *catalogue,
                                             GError            **error);
/* Gives what mst_club_server_take() returned back (and drops its
 * reference). */
void                mst_club_server_give_back (MstCampaignBackend *backend);
/* What was read of campaign @campaign_id on the server at @uri kept in
 * the offline copy, for when the server cannot be reached, off the
 * caller's path, with its own turn at the
 * connection kept to @uri (mst_club_server_take()): at once the first
 * time, then at most every few seconds a campaign, several asks while one
 * waits making one copy, made after the last of them.  Any thread. */
void                mst_club_server_keep_copy_later (const char   *uri,
                                                     const char   *password,
                                                     MstCatalogue *catalogue,
                                                     gint64        campaign_id);
/* The club server at @uri as one campaign backend (MstClubBackend): each
 * call on the connection kept to it (mst_club_server_take(), the password
 * looked up on the calling thread), else on the copy kept of it, battles
 * and changes queued there; a campaign read is copied later
 * (mst_club_server_keep_copy_later()).  For a campaign session's worker. */
MstCampaignBackend *mst_club_server_new_backend (const char   *uri,
                                                 MstCatalogue *catalogue,
                                                 GError      **error);
/* Whether the last connection that @backend (mst_club_server_new_backend())
 * tried was refused for want of a password none of this session or the
 * keyring had. */
gboolean            mst_club_server_backend_needs_password (MstCampaignBackend *backend);
/* Live updates: a connection of its own that hears which of the club's
 * campaigns change.  Blocks on the network: call it on a worker; the
 * object returned is then the main thread's, for the source below. */
GObject            *mst_club_server_listen  (const char         *uri,
                                             const char         *password,
                                             GError            **error);
/* Calls @func with the id of each campaign changed on the server (0 when
 * a change names none), and once with @error when the connection is lost
 * (the source is then done).  Attach it to the main context. */
typedef void (*MstClubServerHeard) (gint64        campaign_id,
                                    const GError *error,
                                    gpointer      user_data);
GSource            *mst_club_server_watch   (GObject            *listener,
                                             MstClubServerHeard  func,
                                             gpointer            user_data);
/* @error of the club server at @host (its address @uri) in the player's
 * words ("The club server … refused the password for anna"), or NULL when
 * it is not one of those; the server's own text stays for Details. */
char       *mst_club_server_describe_error  (const GError *error,
                                             const char   *host,
                                             const char   *uri);

G_END_DECLS
