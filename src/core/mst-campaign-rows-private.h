/* mst-campaign-rows-private.h: a campaign's records built from a database
 * row, whichever backend read it (the library's SQLite file or a club's
 * PostgreSQL server).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "mst-battle.h"
#include "mst-campaign-event.h"
#include "mst-campaign-store.h"

G_BEGIN_DECLS

/* One row of a query's result, read through its backend's accessors. */
typedef struct {
  gpointer    result;
  int         row;
  /* The column's value as text; NULL for SQL NULL. */
  const char *(*text)    (gpointer result, int row, int col);
  /* The column's value as a number; 0 for SQL NULL. */
  gint64      (*integer) (gpointer result, int row, int col);
} MstRecordRow;

/* The current row of a SQLite statement. */
void                mst_record_row_init_sqlite   (MstRecordRow       *row,
                                                  sqlite3_stmt       *stmt);

/* The columns of a battle row: id, campaign_id, force_id, date, name,
 * opponent, result, role, supply_spent, notes, recorded, bases_lost,
 * units_broken, generals_swept_away, generals_incapacitated,
 * generals_lost, and the force's rule set. */
MstBattle          *mst_record_row_read_battle   (const MstRecordRow *row);
/* The columns of campaign_events: id, campaign_id, force_id, kind, date,
 * recorded, battle_id, unit, general, name, previous, template, bases,
 * command, respect, ability, weapon, doctrines, data.  @location names
 * the server in the error, NULL for the library. */
MstCampaignEvent   *mst_record_row_read_event    (const MstRecordRow *row,
                                                  const char         *location,
                                                  GError            **error);
/* Each battle event of @events (the battle ids in the same order, 0 for
 * none) given its battle of @battles. */
void                mst_campaign_events_set_battles (GPtrArray       *events,
                                                     const gint64    *battle_ids,
                                                     GPtrArray       *battles);

/* @battles (MstBattle) by their ids, for the rows of their records. */
GHashTable         *mst_battles_by_id            (GPtrArray          *battles);
/* A battle_units row (battle_id, unit, grade, die, bases_before,
 * bases_lost, broken as 0 or 1, fates) added to its battle in @by_id;
 * FALSE and MST_ERROR_DATABASE for a grade or fates Muster does not know. */
gboolean            mst_record_row_add_unit      (const MstRecordRow *row,
                                                  GHashTable         *by_id,
                                                  GError            **error);
/* A battle_generals row (battle_id, position, general, fate) added to its
 * battle in @by_id; FALSE for a fate Muster does not know. */
gboolean            mst_record_row_add_general   (const MstRecordRow *row,
                                                  GHashTable         *by_id,
                                                  GError            **error);

/* An empty summary of @campaign. */
MstCampaignSummary *mst_campaign_summary_begin   (MstCampaign        *campaign);
/* A force's row (force_id, name, list_id, battles, won, lost, drawn,
 * bases_lost, units_broken, generals_swept_away, generals_incapacitated,
 * generals_lost, ruleset) added to @summary and its totals. */
void                mst_campaign_summary_add_row (MstCampaignSummary *summary,
                                                  const MstRecordRow *row);
/* The forces of @rows (force_id, name, list_id, ruleset) added to
 * @summary and its totals, each counted over its battles among @battles
 * (MstBattle, as listed without their records: their totals as stored). */
void                mst_campaign_summary_add_forces (MstCampaignSummary *summary,
                                                     guint               n,
                                                     const MstRecordRow *rows,
                                                     GPtrArray          *battles);
/* The forces in name order. */
void                mst_campaign_summary_end     (MstCampaignSummary *summary);

G_END_DECLS
