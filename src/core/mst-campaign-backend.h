/* mst-campaign-backend.h: where campaigns are kept, behind one interface.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-battle.h"
#include "mst-campaign.h"
#include "mst-campaign-event.h"

G_BEGIN_DECLS

/* Where campaigns are kept, behind one interface: the library's SQLite
 * database (MstCampaignStore) or a club's PostgreSQL server
 * (MstServerCampaign, in the muster-server library, the only one linking
 * libpq).  Errors common to both: MST_ERROR_NOT_FOUND, MST_ERROR_INVALID,
 * MST_ERROR_CONFLICT (a write based on a revision that is no longer the
 * stored one: nothing written); a server adds G_IO_ERROR_PERMISSION_DENIED
 * (the login may not make that write) and G_IO_ERROR_HOST_UNREACHABLE.
 * @base_revision is the force's revision a change was based on, -1 for
 * whatever it is now. */
/* What a backend can do beyond reading campaigns and recording battles
 * and changes between battles, which every one does. */
typedef enum /*< flags >*/ {
  MST_CAMPAIGN_CAN_NONE        = 0,
  /* Campaigns made, renamed, archived, deleted and restored, imported,
   * forces added from a file and moved in from the library. */
  MST_CAMPAIGN_CAN_MANAGE      = 1 << 0,
  /* A campaign written to a campaign file. */
  MST_CAMPAIGN_CAN_EXPORT      = 1 << 1,
  /* Its forces are the library's: opened in the editor, played. */
  MST_CAMPAIGN_CAN_PLAY        = 1 << 2,
  /* A force replayed as it stood before one of its battles. */
  MST_CAMPAIGN_CAN_SHOW_BEFORE = 1 << 3,
  /* Its campaigns can be copied to a club server. */
  MST_CAMPAIGN_CAN_PUBLISH     = 1 << 4,
  /* Shared by a club: its changes are heard as they are made, a write
   * is refused on a force changed since it was read. */
  MST_CAMPAIGN_IS_SHARED       = 1 << 5,
} MstCampaignCapabilities;

#define MST_TYPE_CAMPAIGN_BACKEND (mst_campaign_backend_get_type ())
G_DECLARE_INTERFACE (MstCampaignBackend, mst_campaign_backend, MST, CAMPAIGN_BACKEND, GObject)

typedef struct _MstCampaignSummary MstCampaignSummary;

struct _MstCampaignBackendInterface
{
  GTypeInterface g_iface;

  /* The file or "HOST:PORT" the campaigns are kept in, for messages. */
  const char         *(*get_location)       (MstCampaignBackend *self);
  gint64              (*create)             (MstCampaignBackend *self, const char *name, GError **error);
  gboolean            (*rename)             (MstCampaignBackend *self, gint64 campaign_id, const char *name,
                                             GError **error);
  gboolean            (*set_archived)       (MstCampaignBackend *self, gint64 campaign_id, gboolean archived,
                                             GError **error);
  gboolean            (*remove)             (MstCampaignBackend *self, gint64 campaign_id, gboolean deleted,
                                             GError **error);
  GPtrArray          *(*list)               (MstCampaignBackend *self, gboolean with_archived, GError **error);
  MstCampaignSummary *(*summarize)          (MstCampaignBackend *self, gint64 campaign_id, GError **error);
  /* The battles are read, never changed: a backend may keep them and give
   * them again (a copy to change: mst_battle_copy ()). */
  GPtrArray          *(*list_battles)       (MstCampaignBackend *self, gint64 campaign_id, gint64 force_id,
                                             gboolean with_records, GError **error);
  gint64              (*add_force)          (MstCampaignBackend *self, gint64 campaign_id, MstForce *force,
                                             const char *date, GError **error);
  gint64              (*get_force_campaign) (MstCampaignBackend *self, gint64 force_id, GError **error);
  MstForce           *(*get_force)          (MstCampaignBackend *self, gint64 force_id, GError **error);
  /* 0 (and @error) when there is no such force. */
  gint64              (*get_revision)       (MstCampaignBackend *self, gint64 force_id, GError **error);
  gint64              (*record_battle)      (MstCampaignBackend *self, gint64 force_id, MstBattle *battle,
                                             gint64 base_revision, GError **error);
  /* Battles @battles of force @force_id in their order, in one
   * transaction: all recorded or none; their ids in @ids. */
  gboolean            (*record_battles)     (MstCampaignBackend *self, gint64 force_id, GPtrArray *battles,
                                             gint64 base_revision, gint64 *ids, GError **error);
  gint64              (*append)             (MstCampaignBackend *self, gint64 force_id, MstCampaignEvent *event,
                                             gint64 base_revision, GError **error);
  gint64              (*retract)            (MstCampaignBackend *self, gint64 event_id, const char *reason,
                                             GError **error);
  GPtrArray          *(*list_events)        (MstCampaignBackend *self, gint64 force_id, GError **error);
  /* @date NULL: as the force stands now. */
  MstForce           *(*replay)             (MstCampaignBackend *self, gint64 force_id, const char *date,
                                             GError **error);
  char               *(*export_data)        (MstCampaignBackend *self, gint64 campaign_id, gsize *len,
                                             GError **error);
  gint64              (*import_file)        (MstCampaignBackend *self, const char *path, GError **error);

  /* Optional, for a backend that queues writes it cannot make (a club
   * server out of reach): whether the last record_battle() or append()
   * made on the calling thread was queued rather than made, and the
   * writes waiting (MstCampaignLine items, their id the queue's). */
  gboolean            (*write_queued)       (MstCampaignBackend *self);
  GPtrArray          *(*list_queued)        (MstCampaignBackend *self, GError **error);
  /* Optional: before a write of force @force_id is handed to another
   * thread, on the thread whose force that is (the library's live force,
   * with the player's edits not saved yet, is read there). */
  void                (*prepare_write)      (MstCampaignBackend *self, gint64 force_id);
  /* Optional: why nothing can be written there (a library opened
   * read-only), or NULL. */
  const char         *(*get_read_only_reason) (MstCampaignBackend *self);
  /* Optional: when the copy the last call on this thread was answered
   * from was taken (0: the backend itself answered). */
  gint64              (*get_copy_taken)     (MstCampaignBackend *self);
  /* Optional (none by default). */
  MstCampaignCapabilities (*get_capabilities) (MstCampaignBackend *self);
  /* Optional: the battle @listed (as list_battles() gives it) with its
   * records (by default read with its force's battles), and the force
   * replayed as it stood before it. */
  MstBattle          *(*get_battle)         (MstCampaignBackend *self, MstBattle *listed, GError **error);
  MstForce           *(*replay_before_battle) (MstCampaignBackend *self, gint64 battle_id, GError **error);
  /* Optional: @n of the campaign's battles (MstBattle, without records),
   * the latest first, those before @after (NULL: from the latest). */
  GPtrArray          *(*list_battles_page)  (MstCampaignBackend *self, gint64 campaign_id, MstBattle *after,
                                             guint n, GError **error);
  /* Optional (MST_CAMPAIGN_CAN_MANAGE): the campaigns deleted before
   * @before removed for good; a force of the library moved into a
   * campaign; the library's forces in no campaign, and a campaign's, as
   * MstLibraryEntry items. */
  int                 (*purge_deleted)      (MstCampaignBackend *self, gint64 before, GError **error);
  gboolean            (*move_force)         (MstCampaignBackend *self, gint64 campaign_id, gint64 force_id,
                                             const char *date, GError **error);
  GPtrArray          *(*list_free_forces)   (MstCampaignBackend *self, GError **error);
  GPtrArray          *(*list_forces)        (MstCampaignBackend *self, gint64 campaign_id, GError **error);
  /* Optional: a battle of each of two forces, in one transaction (a game
   * between them at one table). */
  gboolean            (*record_battle_pair) (MstCampaignBackend *self, gint64 force_id, MstBattle *battle,
                                             gint64 other_force_id, MstBattle *other_battle, gint64 ids[2],
                                             GError **error);
  /* Optional: the campaign written to @path a part at a time (by default
   * export_data() written whole). */
  gboolean            (*export_file)        (MstCampaignBackend *self, gint64 campaign_id, const char *path,
                                             GError **error);
};

const char         *mst_campaign_backend_get_location      (MstCampaignBackend *self);
/* Whether @error says a backend's server cannot be reached
 * (G_IO_ERROR_HOST_UNREACHABLE or G_IO_ERROR_CONNECTION_REFUSED), as
 * opposed to a refusal by it. */
gboolean            mst_campaign_backend_is_unreachable    (const GError       *error);
gint64              mst_campaign_backend_create            (MstCampaignBackend *self,
                                                            const char         *name,
                                                            GError            **error);
gboolean            mst_campaign_backend_rename            (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            const char         *name,
                                                            GError            **error);
gboolean            mst_campaign_backend_set_archived      (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            gboolean            archived,
                                                            GError            **error);
/* Deletes (@deleted) or restores a campaign. */
gboolean            mst_campaign_backend_remove            (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            gboolean            deleted,
                                                            GError            **error);
GPtrArray          *mst_campaign_backend_list              (MstCampaignBackend *self,
                                                            gboolean            with_archived,
                                                            GError            **error);
MstCampaignSummary *mst_campaign_backend_summarize         (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            GError            **error);
GPtrArray          *mst_campaign_backend_list_battles      (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            gint64              force_id,
                                                            gboolean            with_records,
                                                            GError            **error);
gint64              mst_campaign_backend_add_force         (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            MstForce           *force,
                                                            const char         *date,
                                                            GError            **error);
gint64              mst_campaign_backend_get_force_campaign (MstCampaignBackend *self,
                                                             gint64              force_id,
                                                             GError            **error);
MstForce           *mst_campaign_backend_get_force         (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            GError            **error);
gint64              mst_campaign_backend_get_revision      (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            GError            **error);
gint64              mst_campaign_backend_record_battle     (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            MstBattle          *battle,
                                                            gint64              base_revision,
                                                            GError            **error);
/* Several battles of one force (MstBattle, in their order) in one
 * transaction on one connection: every one recorded, or none; the first
 * based on @base_revision (-1: any), each next on the one before it.
 * Their ids in @ids (as many as @battles).  An error names the battle's
 * file and place. */
gboolean            mst_campaign_backend_record_battles    (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            GPtrArray          *battles,
                                                            gint64              base_revision,
                                                            gint64             *ids,
                                                            GError            **error);
gint64              mst_campaign_backend_append            (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            MstCampaignEvent   *event,
                                                            gint64              base_revision,
                                                            GError            **error);
/* Takes change @event_id back (the campaign's game master alone, on a
 * server), for @reason (may be NULL): a change of its own, the force
 * replayed without the one taken back.  Returns its id. */
gint64              mst_campaign_backend_retract           (MstCampaignBackend *self,
                                                            gint64              event_id,
                                                            const char         *reason,
                                                            GError            **error);
GPtrArray          *mst_campaign_backend_list_events       (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            GError            **error);
MstForce           *mst_campaign_backend_replay            (MstCampaignBackend *self,
                                                            gint64              force_id,
                                                            const char         *date,
                                                            GError            **error);
char               *mst_campaign_backend_export_data       (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            gsize              *len,
                                                            GError            **error);
gint64              mst_campaign_backend_import_file       (MstCampaignBackend *self,
                                                            const char         *path,
                                                            GError            **error);
/* Whether the last record_battle() or append() made on this thread was
 * queued for a server out of reach rather than made (its id then the
 * queue's); FALSE for a backend that never queues. */
gboolean            mst_campaign_backend_write_queued      (MstCampaignBackend *self);
/* The writes waiting for a server (MstCampaignLine items, TEXT, their id
 * their place in the queue, oldest first); empty for a backend without a
 * queue. */
GPtrArray          *mst_campaign_backend_list_queued       (MstCampaignBackend *self,
                                                            GError            **error);
gint64              mst_campaign_backend_get_copy_taken    (MstCampaignBackend *self);
MstCampaignCapabilities mst_campaign_backend_get_capabilities (MstCampaignBackend *self);
/* The battle @listed (as listed, maybe without them) with its units'
 * and generals' records. */
MstBattle          *mst_campaign_backend_get_battle        (MstCampaignBackend *self,
                                                            MstBattle          *listed,
                                                            GError            **error);
/* The force of battle @battle_id as it stood before it (where the
 * backend can: MST_CAMPAIGN_CAN_SHOW_BEFORE). */
MstForce           *mst_campaign_backend_replay_before_battle (MstCampaignBackend *self,
                                                               gint64              battle_id,
                                                               GError            **error);
/* @n of campaign @campaign_id's battles, the latest first, those before
 * @after (NULL: from the latest); without their records. */
GPtrArray          *mst_campaign_backend_list_battles_page (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            MstBattle          *after,
                                                            guint               n,
                                                            GError            **error);
/* Where the backend manages its campaigns (MST_CAMPAIGN_CAN_MANAGE),
 * else G_IO_ERROR_NOT_SUPPORTED: the campaigns deleted before @before
 * removed for good (how many), force @force_id of the library moved into
 * campaign @campaign_id, the library's forces in no campaign and
 * campaign @campaign_id's (MstLibraryEntry items, by name). */
int                 mst_campaign_backend_purge_deleted     (MstCampaignBackend *self,
                                                            gint64              before,
                                                            GError            **error);
gboolean            mst_campaign_backend_move_force        (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            gint64              force_id,
                                                            const char         *date,
                                                            GError            **error);
GPtrArray          *mst_campaign_backend_list_free_forces  (MstCampaignBackend *self,
                                                            GError            **error);
GPtrArray          *mst_campaign_backend_list_forces       (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            GError            **error);
/* @battle of force @force_id and @other_battle of @other_force_id,
 * both recorded or neither (where the backend can), their ids in @ids. */
gboolean            mst_campaign_backend_record_battle_pair (MstCampaignBackend *self,
                                                             gint64              force_id,
                                                             MstBattle          *battle,
                                                             gint64              other_force_id,
                                                             MstBattle          *other_battle,
                                                             gint64              ids[2],
                                                             GError            **error);
/* Campaign @campaign_id written to the campaign file @path. */
gboolean            mst_campaign_backend_export_file       (MstCampaignBackend *self,
                                                            gint64              campaign_id,
                                                            const char         *path,
                                                            GError            **error);
/* Why nothing can be written there (a library opened read-only, said
 * in the player's words), or NULL when it can. */
const char         *mst_campaign_backend_get_read_only_reason (MstCampaignBackend *self);
/* To call on the thread whose forces they are before a write of force
 * @force_id is made on another thread; nothing for most backends. */
void                mst_campaign_backend_prepare_write     (MstCampaignBackend *self,
                                                            gint64              force_id);

G_END_DECLS
