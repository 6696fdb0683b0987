/* mst-campaign-store-private.h: what the campaign store's files share: the
 * store itself and its database helpers.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "mst-campaign-checks-private.h"
#include "mst-campaign-store.h"
#include "mst-stmt-cache.h"
#include "mst-campaign-event.h"

G_BEGIN_DECLS

#define CAMPAIGN_NS "urn:muster:campaign:1"

struct _MstCampaignStore
{
  GObject parent_instance;

  MstLibrary *library;
  MstCatalogue *catalogue;
  /* The forces open in a window as they were when a write of theirs was
   * handed to another thread (prepare_write): force id → Prepared. */
  GMutex prepared_lock;
  GHashTable *prepared;
};

/* The force @force_id as the player has it, edits not saved yet included,
 * when that is revision @stored of it: its file text; NULL when no window
 * has it (or has another revision).  On any thread. */
char         *mst_store_live_data        (MstCampaignStore *self,
                                          gint64            force_id,
                                          gint64            stored);

sqlite3      *mst_store_db               (MstCampaignStore *self);
sqlite3_stmt *mst_store_prepare          (MstCampaignStore *self,
                                          const char       *sql,
                                          GError          **error);
void          mst_store_read_begin       (MstCampaignStore *self);
void          mst_store_read_end         (MstCampaignStore *self,
                                          gboolean          began);
gboolean      mst_store_no_force         (MstCampaignStore *self,
                                          gint64            id,
                                          GError          **error);
gint64        mst_store_insert_campaign  (MstCampaignStore *self,
                                          const char       *name,
                                          gboolean          archived,
                                          gint64            created,
                                          GError          **error);
gboolean      mst_store_join_locked      (MstCampaignStore *self,
                                          gint64            campaign_id,
                                          gint64            force_id,
                                          const char       *data,
                                          const char       *date,
                                          gint64            recorded,
                                          GError          **error);
gint64        mst_store_insert_force_row (MstCampaignStore *self,
                                          MstForce         *force,
                                          GError          **error);
gint64        mst_store_append_locked    (MstCampaignStore *self,
                                          gint64            force_id,
                                          MstCampaignEvent *event,
                                          gint64            recorded,
                                          GError          **error);

/* Steps a statement that returns no rows, and finalizes it. */
gboolean      mst_store_run              (MstCampaignStore *self,
                                          sqlite3_stmt     *stmt,
                                          GError          **error);
/* Binds @text, or NULL as SQL NULL. */
void          mst_store_bind_text        (sqlite3_stmt     *stmt,
                                          int               i,
                                          const char       *text);
/* Binds @event's fields, the columns unit, general, name, previous,
 * template, bases, command, respect, ability, weapon, doctrines and data
 * (as mst_record_row_read_event() reads them), from column @first on. */
void          mst_store_bind_event_fields (sqlite3_stmt    *stmt,
                                           int              first,
                                           MstCampaignEvent *event);
char         *mst_store_column_dup       (sqlite3_stmt     *stmt,
                                          int               i);
/* A force's entry from a row of id, name, ruleset, list_id, created,
 * modified (its first columns). */
MstLibraryEntry *mst_store_read_entry    (sqlite3_stmt     *stmt);
/* Inside a transaction: one event of a force's history. */
gboolean      mst_store_insert_event     (MstCampaignStore *self,
                                          MstCampaignEvent *event,
                                          gint64            campaign_id,
                                          gint64            force_id,
                                          gint64            battle_id,
                                          gint64            recorded,
                                          GError          **error);
/* Writes the force's new state where the campaign and the editor read it. */
gboolean      mst_store_write_state      (MstCampaignStore *self,
                                          gint64            force_id,
                                          MstForce         *force,
                                          GError          **error);
gboolean      mst_store_touch_campaign   (MstCampaignStore *self,
                                          gint64            campaign_id,
                                          GError          **error);
/* Inside a transaction: a force's history appended to in memory, event
 * after event (an import's: nothing else writes the force meanwhile), its
 * state written at flush, not at every event. */
typedef struct _MstStoreAppender MstStoreAppender;
MstStoreAppender *mst_store_appender_new   (MstCampaignStore *self,
                                            gint64            force_id,
                                            gint64            recorded,
                                            GError          **error);
/* As mst_store_append_locked(): the event's id (a battle's, for one). */
gint64            mst_store_appender_add   (MstStoreAppender *appender,
                                            MstCampaignEvent *event,
                                            gint64            recorded,
                                            GError          **error);
gboolean          mst_store_appender_flush (MstStoreAppender *appender,
                                            GError          **error);
void              mst_store_appender_free  (MstStoreAppender *appender);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstStoreAppender, mst_store_appender_free)

/* The id of the last change of force @force_id's history, or 0. */
gint64        mst_store_last_event_id    (MstCampaignStore *self,
                                          gint64            force_id);
/* Inside a transaction: mst_campaign_store_retract(). */
gint64        mst_store_retract_locked   (MstCampaignStore *self,
                                          gint64            event_id,
                                          const char       *reason,
                                          gint64            recorded,
                                          GError          **error);

G_END_DECLS
