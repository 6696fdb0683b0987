/* mst-server-cache.h: the last state read of a club server's campaigns, kept here, and the writes waiting for it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-campaign-store.h"
#include "mst-server-campaign.h"

G_BEGIN_DECLS

/* What became of a queued write. */
typedef enum {
  MST_QUEUED_WRITE_WAITING,      /* not sent yet (the server went away again) */
  MST_QUEUED_WRITE_SENT,         /* applied on the server: out of the queue */
  MST_QUEUED_WRITE_CONFLICT,     /* the force changed on the server since its revision: kept */
  MST_QUEUED_WRITE_NOT_ALLOWED,  /* the login may not make it: kept */
  MST_QUEUED_WRITE_REFUSED,      /* the server found it wrong (a unit it does not know…): kept */
} MstQueuedWriteState;

typedef struct {
  gint64               id;
  gint64               campaign_id;
  gint64               force_id;
  /* The force's revision on the server the write was based on. */
  gint64               base_revision;
  char                *author;
  /* "battle NAME" or the event's kind ("reinforced"…). */
  char                *what;
  /* A battle, not a change between battles. */
  gboolean             battle;
  /* When it was queued, in seconds since the epoch. */
  gint64               queued;
  MstQueuedWriteState  state;
  /* The server's message, for a write kept after it was refused. */
  char                *message;
  /* SENT: the battle's or the event's id on the server. */
  gint64               server_id;
  /* The id it was given when queued, kept with its row on the server. */
  char                *client_id;
  /* SENT: it was on the server already, sent by a sync cut off before it
   * heard back. */
  gboolean             delivered_before;
} MstQueuedWrite;

void        mst_queued_write_free            (MstQueuedWrite      *write);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstQueuedWrite, mst_queued_write_free)
/* "waiting", "sent", "conflict", "not-allowed", "refused": what the CLI prints. */
const char *mst_queued_write_state_to_string (MstQueuedWriteState  state);
/* What became of a write kept in the queue, in a few words, translated
 * ("Changed on the server meanwhile"). */
const char *mst_queued_write_state_get_label (MstQueuedWriteState  state);

#define MST_TYPE_SERVER_CACHE (mst_server_cache_get_type ())
G_DECLARE_FINAL_TYPE (MstServerCache, mst_server_cache, MST, SERVER_CACHE, GObject)

/* The copy kept of the server at @uri for the login in it: one library
 * file under $XDG_CACHE_HOME/muster/servers/, named from the host, port,
 * database and login (never the password).  Needs no connection.
 *
 * As an MstCampaignBackend it reads the copies, with the server's ids;
 * record_battle() and append() queue the write (returning its id in the
 * queue), and every other write fails with G_IO_ERROR_HOST_UNREACHABLE. */
MstServerCache   *mst_server_cache_new         (const char        *uri,
                                                MstCatalogue      *catalogue,
                                                GError           **error);
/* The library file the copies are in. */
const char       *mst_server_cache_get_path    (MstServerCache    *self);
/* "HOST:PORT", as the server names itself in messages. */
const char       *mst_server_cache_get_address (MstServerCache    *self);
const char       *mst_server_cache_get_user    (MstServerCache    *self);
/* The copies, in an ordinary library store (their ids are the server's). */
MstCampaignStore *mst_server_cache_get_store   (MstServerCache    *self);

/* Reads campaign @campaign_id from @server and keeps it in place of the
 * copy kept before, if any (which stays if this fails). */
gboolean          mst_server_cache_keep        (MstServerCache    *self,
                                                MstServerCampaign *server,
                                                gint64             campaign_id,
                                                GError           **error);
/* Reads the login's own library of forces from @server and keeps it in
 * place of the copy kept before (which stays if this fails). */
gboolean          mst_server_cache_keep_library (MstServerCache    *self,
                                                 MstServerCampaign *server,
                                                 GError           **error);
/* The copy of that library: MstLibraryEntry items with their revisions,
 * by name; when it was taken through @taken (0: never). */
GPtrArray        *mst_server_cache_list_library (MstServerCache    *self,
                                                 gint64            *taken,
                                                 GError           **error);
/* When that copy was taken (seconds since the epoch); 0: never. */
gint64            mst_server_cache_get_library_taken (MstServerCache *self);
/* Force @id of that copy: its file text, its revision through @revision. */
char             *mst_server_cache_get_library_data (MstServerCache *self,
                                                     gint64          id,
                                                     gint64         *revision,
                                                     GError        **error);
/* When the copy of @campaign_id was taken (seconds since the epoch); 0
 * when none is kept.  @campaign_id 0: the oldest copy kept. */
gint64            mst_server_cache_get_taken   (MstServerCache    *self,
                                                gint64             campaign_id);
/* The campaign of the force @force_id in the copies; 0 when not kept. */
gint64            mst_server_cache_get_force_campaign (MstServerCache *self,
                                                       gint64          force_id);

/* The player wrote for force @force_id on the server itself, which is now
 * at @revision: a write queued for it later is based on that revision,
 * not on the older one of the copy (the copy itself is read again at its
 * next keep).  A force in no copy, or a copy at that revision or past it,
 * is left as it is. */
gboolean          mst_server_cache_note_revision (MstServerCache *self,
                                                  gint64          force_id,
                                                  gint64          revision,
                                                  GError        **error);

/* Queue a battle or a between-battles change of the force @force_id for
 * the server, based on @base_revision (-1: the revision of the copy).
 * Returns its id in the queue. */
gint64            mst_server_cache_queue_battle (MstServerCache   *self,
                                                 gint64            force_id,
                                                 MstBattle        *battle,
                                                 gint64            base_revision,
                                                 GError          **error);
gint64            mst_server_cache_queue_event  (MstServerCache   *self,
                                                 gint64            force_id,
                                                 MstCampaignEvent *event,
                                                 gint64            base_revision,
                                                 GError          **error);
/* MstQueuedWrite items, oldest first. */
GPtrArray        *mst_server_cache_list_queue   (MstServerCache   *self,
                                                 GError          **error);
/* Takes write @id out of the queue once the server has answered it
 * (conflict, not allowed, refused): one still waiting is for the next
 * sync and is not dropped.  Returns the write.  So that the player keeps
 * what was written, a battle's record (its XML, for `campaign battle
 * --file`) is first written to @keep_battle_in when that is not NULL,
 * and the write dropped only once it is there; @battle_data, when not
 * NULL, gets it too. */
/* Where the record of dropped battle @id is kept before it leaves the
 * queue: a file of its own under the data folder's dropped/, named after
 * its place in the queue and the time. */
char             *mst_server_cache_dropped_battle_path (gint64 id);
MstQueuedWrite   *mst_server_cache_drop_queued  (MstServerCache   *self,
                                                 gint64            id,
                                                 const char       *keep_battle_in,
                                                 char            **battle_data,
                                                 GError          **error);
/* Sends the queued writes to @server in the order they were made.  A
 * write applied leaves the queue; one refused (a conflict, not allowed,
 * or wrong) stays in it, marked with the server's message, and nothing
 * of it is written there.  Writes queued one after the other on the same
 * revision of a force follow each other: once the first is applied, the
 * next is based on the revision it made.  Returns the fate of every
 * write (MstQueuedWrite items); those after the server went away again
 * are WAITING. */
GPtrArray        *mst_server_cache_flush        (MstServerCache   *self,
                                                 MstServerCampaign *server,
                                                 GError          **error);
/* The copies of the campaigns @writes (mst_server_cache_flush()) sent
 * something to, read again as the server now has them.  Each is tried; the
 * first that could not be kept is said in @error. */
gboolean          mst_server_cache_keep_sent    (MstServerCache   *self,
                                                 MstServerCampaign *server,
                                                 GPtrArray        *writes,
                                                 GError          **error);

G_END_DECLS
