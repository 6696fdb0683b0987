/* mst-campaign-session.h: one place campaigns are kept, worked on off the caller's thread, and what was read of it as list models.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-campaign-backend.h"
#include "mst-campaign-store.h"

G_BEGIN_DECLS

/* A campaign session holds one campaign backend, whichever it is (the
 * library's SQLite store, a club server with its offline copy), and makes
 * every call of it on a worker thread of its own, one call at a time in
 * the order they were asked: the thread that made the session (a window's)
 * never waits on a disk or a network.  What was read is kept in list
 * models, changed on the thread that made the session, in its main
 * context; a write reads again what it changed before it finishes, so the
 * models show it when the caller hears back.
 *
 * "busy" is TRUE while a call is asked and not answered; "error" is the
 * message of the last call that failed (NULL once one succeeds), for a
 * banner.  Every call can be cancelled before the worker starts it;
 * a call started runs to its end (a write is whole or not made), and a
 * cancelled one finishes with G_IO_ERROR_CANCELLED, the models unchanged. */
#define MST_TYPE_CAMPAIGN_SESSION (mst_campaign_session_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignSession, mst_campaign_session, MST, CAMPAIGN_SESSION, GObject)

MstCampaignSession *mst_campaign_session_new          (MstCampaignBackend  *backend);
/* A session on the campaigns of @library (its SQLite store); @catalogue
 * (may be NULL) gives the forces their lists. */
MstCampaignSession *mst_campaign_session_new_for_library (MstLibrary   *library,
                                                          MstCatalogue *catalogue);
/* How many calls every session has asked and not answered yet: none
 * when every window shows what was last asked. */
guint               mst_campaign_session_get_n_busy   (void);
MstCampaignBackend *mst_campaign_session_get_backend  (MstCampaignSession  *self);
gboolean            mst_campaign_session_get_busy     (MstCampaignSession  *self);
const char         *mst_campaign_session_get_error    (MstCampaignSession  *self);

/* MstCampaign items, as the backend lists them (list_campaigns). */
GListModel         *mst_campaign_session_get_campaigns (MstCampaignSession *self);
/* MstCampaignLine items (FORCE) of the open campaign's forces, by name. */
GListModel         *mst_campaign_session_get_forces   (MstCampaignSession  *self);
/* MstBattle items of the open campaign, without their units' records, the
 * latest first: the latest 200 once it is opened (or read again after a
 * write), then the next pages as asked (more_battles). */
GListModel         *mst_campaign_session_get_battles  (MstCampaignSession  *self);
/* Whether every battle of the open campaign is in the model. */
gboolean            mst_campaign_session_get_all_battles (MstCampaignSession *self);
/* MstCampaignEvent items: the history of the force loaded (load_force). */
GListModel         *mst_campaign_session_get_events   (MstCampaignSession  *self);
/* MstCampaignLine items (TEXT, id the write's in the queue): the writes
 * waiting for a club server; none for a backend without a queue. */
GListModel         *mst_campaign_session_get_queued   (MstCampaignSession  *self);
/* The summary of the open campaign, or NULL. */
const MstCampaignSummary *mst_campaign_session_get_summary (MstCampaignSession *self);
/* The open campaign's id; 0 before one is opened. */
gint64              mst_campaign_session_get_campaign_id (MstCampaignSession *self);

/* Lists the campaigns (and the queue) into the models. */
void     mst_campaign_session_list_campaigns_async  (MstCampaignSession  *self,
                                                     gboolean             with_archived,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean mst_campaign_session_list_campaigns_finish (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);
/* Opens campaign @campaign_id: its summary, forces and battles. */
void     mst_campaign_session_open_campaign_async   (MstCampaignSession  *self,
                                                     gint64               campaign_id,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean mst_campaign_session_open_campaign_finish  (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);
/* The next page of the open campaign's battles, after the last listed. */
void     mst_campaign_session_more_battles_async    (MstCampaignSession  *self,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gboolean mst_campaign_session_more_battles_finish   (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);
/* Reads force @force_id as its next battle finds it, and its history into
 * the events model; finishes with the force (full) and its revision.
 * MST_ERROR_NOT_FOUND when it is not in campaign @campaign_id (0: any). */
void      mst_campaign_session_load_force_async     (MstCampaignSession  *self,
                                                     gint64               campaign_id,
                                                     gint64               force_id,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
MstForce *mst_campaign_session_load_force_finish    (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     gint64              *revision,
                                                     GError             **error);
/* Records @battle (not changed: a copy is recorded) for force @force_id,
 * based on its revision @base_revision (-1: whatever it is).  Finishes
 * with the battle's id, or on a server that cannot be reached its place
 * in the queue, @queued then TRUE.  The open campaign and the force's
 * history are read again first. */
void     mst_campaign_session_record_battle_async   (MstCampaignSession  *self,
                                                     gint64               force_id,
                                                     MstBattle           *battle,
                                                     gint64               base_revision,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gint64   mst_campaign_session_record_battle_finish  (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     gboolean            *queued,
                                                     GError             **error);
/* A change between battles, the same way. */
void     mst_campaign_session_append_async          (MstCampaignSession  *self,
                                                     gint64               force_id,
                                                     MstCampaignEvent    *event,
                                                     gint64               base_revision,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gint64   mst_campaign_session_append_finish         (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     gboolean            *queued,
                                                     GError             **error);
/* Takes change @event_id of force @force_id back, for @reason (may be NULL). */
void     mst_campaign_session_retract_async         (MstCampaignSession  *self,
                                                     gint64               force_id,
                                                     gint64               event_id,
                                                     const char          *reason,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
gint64   mst_campaign_session_retract_finish        (MstCampaignSession  *self,
                                                     GAsyncResult        *result,
                                                     GError             **error);

/* Any other call of the backend, made on the session's worker in its
 * turn: @func runs there with the backend and @data, and returns what it
 * read or wrote (never NULL on success: GINT_TO_POINTER (TRUE) for a
 * call that only succeeds), or NULL and its error.  With @read_again the
 * open campaign, the force's history and the queue are read again after
 * it, as after a battle.  Finishes with @func's result, freed with
 * @result_free if not taken. */
typedef gpointer (*MstCampaignSessionFunc) (MstCampaignBackend *backend,
                                            gpointer            data,
                                            GError            **error);
void     mst_campaign_session_run_async          (MstCampaignSession    *self,
                                                  MstCampaignSessionFunc func,
                                                  gpointer               data,
                                                  GDestroyNotify         data_free,
                                                  GDestroyNotify         result_free,
                                                  gboolean               read_again,
                                                  GCancellable          *cancellable,
                                                  GAsyncReadyCallback    callback,
                                                  gpointer               user_data);
gpointer mst_campaign_session_run_finish         (MstCampaignSession    *self,
                                                  GAsyncResult          *result,
                                                  GError               **error);
/* The data a call of run_async() was given, for its callback. */
gpointer mst_campaign_session_run_get_data       (GAsyncResult          *result);

/* When the copy the last call was answered from (or queued in) was
 * taken, seconds since the epoch: the server could not be reached; 0
 * when the backend itself answered.  Notified ("copy-taken") as it
 * changes. */
gint64   mst_campaign_session_get_copy_taken     (MstCampaignSession    *self);
/* What the backend can do (mst_campaign_backend_get_capabilities()). */
MstCampaignCapabilities mst_campaign_session_get_capabilities (MstCampaignSession *self);
/* Forgets the open campaign and its models, as if none was opened. */
void     mst_campaign_session_close_campaign     (MstCampaignSession    *self);

G_END_DECLS
