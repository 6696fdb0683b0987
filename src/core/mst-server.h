/* mst-server.h: a club's campaigns on a PostgreSQL server: connection, schema, players.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The server schema's version: mst_server_setup() migrates up to it. */
#define MST_SERVER_SCHEMA_VERSION 12

/* Roles every club database shares: a login is a player by membership of
 * the first, and may also open campaigns (and so be their game master) by
 * membership of the second. */
#define MST_SERVER_PLAYER_ROLE "muster_player"
#define MST_SERVER_GAME_MASTER_ROLE "muster_game_master"

#define MST_TYPE_SERVER (mst_server_get_type ())
G_DECLARE_FINAL_TYPE (MstServer, mst_server, MST, SERVER, GObject)

/* Connects as the login in @uri (postgresql://USER:PASSWORD@HOST:PORT/DB).
 * A server that cannot be reached is G_IO_ERROR_HOST_UNREACHABLE (or
 * G_IO_ERROR_CONNECTION_REFUSED), a refused login
 * G_IO_ERROR_PERMISSION_DENIED; the message names the host and port and
 * never the password. */
MstServer  *mst_server_connect        (const char  *uri,
                                       GError     **error);
/* The same, with @password (may be NULL: the address's, PGPASSWORD or the
 * password file, as libpq finds one) given apart from the address; where
 * the login was refused for want of a password, *@needs_password (may be
 * NULL) is TRUE. */
MstServer  *mst_server_connect_full   (const char  *uri,
                                       const char  *password,
                                       gboolean    *needs_password,
                                       GError     **error);
/* Whether @uri carries a password (after USER:, or a password
 * parameter). */
gboolean    mst_server_address_has_password (const char *uri);
/* Whether the connection still answers, between transactions (a round
 * trip): a connection kept open between jobs is used again only then. */
gboolean    mst_server_is_alive (MstServer *self);
/* The same without the round trip: open as far as this end knows, and
 * between transactions. */
gboolean    mst_server_is_open  (MstServer *self);
/* Sends what a read left to send with the next statement (its snapshot's
 * end), so that a connection kept between jobs waits idle. */
void        mst_server_flush    (MstServer *self);
/* @address as it may be shown: any password in it (after USER:, in a
 * ?password= parameter, or a password= keyword) replaced by "…". */
char       *mst_server_redact_address (const char  *address);
/* The host and port connected to, as "HOST:PORT", for messages. */
const char *mst_server_get_address    (MstServer   *self);
/* The login connected as. */
const char *mst_server_get_user       (MstServer   *self);

/* Creates or migrates Muster's schema and roles; run by the database's
 * owner.  Running it again changes nothing.  Returns the version it left
 * the schema at through @version (may be NULL). */
gboolean    mst_server_setup          (MstServer   *self,
                                       guint       *version,
                                       GError     **error);
/* The schema version in the database: 0 when Muster was never set up. */
guint       mst_server_get_schema_version (MstServer *self,
                                           GError   **error);
/* Creates a login for a player (or changes an existing player's password),
 * run by the database's owner.  The password is sent as a SCRAM-SHA-256
 * verifier made on this side: the server never sees it in plain text. */
gboolean    mst_server_add_player     (MstServer   *self,
                                       const char  *name,
                                       const char  *password,
                                       gboolean     game_master,
                                       GError     **error);

/* Live updates: the schema's triggers notify this channel with which
 * campaign changed, as JSON ({"table": …, "campaign": ID, "change": TX}). */
#define MST_SERVER_CHANNEL "muster"

/* Called for each change heard (@payload set, @error NULL): a notification
 * that names no change the server wrote down in the last minutes, or one
 * already heard, is not passed on (anyone may send NOTIFY by hand).  It
 * is called once more when the connection is lost (@payload NULL, @error set: the source is
 * then done).  Return FALSE to stop listening. */
typedef gboolean (*MstServerNotifyFunc) (MstServer    *server,
                                         const char   *payload,
                                         const GError *error,
                                         gpointer      user_data);

/* Makes this connection LISTEN on @channel.  Use the connection for
 * nothing else afterwards: it belongs to the source below. */
gboolean    mst_server_listen         (MstServer   *self,
                                       const char  *channel,
                                       GError     **error);
/* A GSource that passes on, in the main loop it is attached to, what a
 * thread of its own hears: that thread waits on the connection's socket
 * and asks the server, on the same connection, whether each change it
 * hears of was made, so that the main loop never waits on the server.
 * Set its callback with an MstServerNotifyFunc cast to GSourceFunc.  The
 * connection is the thread's from then on; it stops, dropping it, once
 * the source is gone. */
GSource    *mst_server_source_new     (MstServer   *self);

/* Counts the requests to any club server (connecting, a query sent, an
 * answer waited for) made in @thread, the one a user interface runs in,
 * which should make none: every one is a worker's.  From 0. */
void          mst_server_watch_thread         (GThread      *thread);
guint         mst_server_get_watched_requests (void);

G_END_DECLS
