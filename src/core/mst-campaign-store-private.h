/* mst-campaign-store-private.h: what the campaign store's files share: the
 * store itself and its database helpers.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "mst-campaign-store.h"
#include "mst-campaign-event.h"

G_BEGIN_DECLS

#define CAMPAIGN_NS "urn:muster:campaign:1"

struct _MstCampaignStore
{
  GObject parent_instance;

  MstLibrary *library;
  MstCatalogue *catalogue;
};

sqlite3      *mst_store_db               (MstCampaignStore *self);
gint64        mst_store_now              (void);
sqlite3_stmt *mst_store_prepare          (MstCampaignStore *self,
                                          const char       *sql,
                                          GError          **error);
void          mst_store_read_begin       (MstCampaignStore *self);
void          mst_store_read_end         (MstCampaignStore *self,
                                          gboolean          began);
gboolean      mst_store_no_force         (MstCampaignStore *self,
                                          gint64            id,
                                          GError          **error);
char         *mst_store_clean_name       (const char       *name,
                                          GError          **error);
gint64        mst_store_insert_campaign  (MstCampaignStore *self,
                                          const char       *name,
                                          gboolean          archived,
                                          gint64            created,
                                          GError          **error);
gboolean      mst_store_check_date       (const char       *date,
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
char         *mst_store_column_dup       (sqlite3_stmt     *stmt,
                                          int               i);
/* Names as a reader sorts them: "Armée" with "Army", whatever the locale. */
int           mst_store_compare_names    (const char       *a,
                                          const char       *b);
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

G_END_DECLS
