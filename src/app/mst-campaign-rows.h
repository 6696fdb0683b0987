/* mst-campaign-rows.h: the rows of the campaigns window, each made from its item.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* A campaign in the list of campaigns (item: MstCampaign). */
#define MST_TYPE_CAMPAIGN_ROW (mst_campaign_row_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignRow, mst_campaign_row, MST, CAMPAIGN_ROW, AdwPreferencesRow)

GtkWidget       *mst_campaign_row_new      (MstCampaign    *item);
/* A campaign of a club server: its subtitle starts with the server's
 * @host ("club.example.org · 2 forces · 3 battles"). */
GtkWidget       *mst_campaign_row_new_at (MstCampaign *item,
                                                 const char  *host);
MstCampaign     *mst_campaign_row_get_item (MstCampaignRow *self);

/* A line (item: MstCampaignLine): a force of a campaign, with a button to
 * record its battle; a unit or general of a force as it stands, with what
 * can be done to it between battles when @editable; or a line of text. */
#define MST_TYPE_CAMPAIGN_LINE_ROW (mst_campaign_line_row_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignLineRow, mst_campaign_line_row, MST, CAMPAIGN_LINE_ROW, AdwPreferencesRow)

GtkWidget       *mst_campaign_line_row_new      (MstCampaignLine    *item,
                                                 gboolean            editable);
MstCampaignLine *mst_campaign_line_row_get_item (MstCampaignLineRow *self);

/* A battle in a campaign's recycling list (item: MstBattle). */
#define MST_TYPE_CAMPAIGN_BATTLE_ROW (mst_campaign_battle_row_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignBattleRow, mst_campaign_battle_row, MST, CAMPAIGN_BATTLE_ROW, GtkBox)

MstBattle       *mst_campaign_battle_row_get_item (MstCampaignBattleRow *self);
void             mst_campaign_battle_row_set_item (MstCampaignBattleRow *self,
                                                   MstBattle            *item,
                                                   const char           *force_name);

/* A change in a force's history (item: MstCampaignEvent). */
#define MST_TYPE_CAMPAIGN_EVENT_ROW (mst_campaign_event_row_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignEventRow, mst_campaign_event_row, MST, CAMPAIGN_EVENT_ROW, GtkBox)

MstCampaignEvent *mst_campaign_event_row_get_item (MstCampaignEventRow *self);
/* Whether the window may take the change back (@may), and whether it was
 * taken back already: its button, and its line dimmed and said so. */
void              mst_campaign_event_row_set_retract (MstCampaignEventRow *self,
                                                      gboolean             may,
                                                      gboolean             taken_back);
void              mst_campaign_event_row_set_item (MstCampaignEventRow *self,
                                                   MstCampaignEvent    *item);

/* The title and subtitle a row shows, for tests and screen readers. */
const char      *mst_campaign_list_row_get_title    (GtkWidget *row);
const char      *mst_campaign_list_row_get_subtitle (GtkWidget *row);

G_END_DECLS
