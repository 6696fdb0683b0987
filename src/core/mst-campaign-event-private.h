/* mst-campaign-event-private.h: building events back from the database and from files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-campaign-event.h"

G_BEGIN_DECLS

/* A bare event of @kind; the fields are set one by one. */
MstCampaignEvent *mst_campaign_event_new          (MstCampaignEventKind kind);
void              mst_campaign_event_set_ids      (MstCampaignEvent *self,
                                                   gint64            id,
                                                   gint64            campaign_id,
                                                   gint64            force_id);
void              mst_campaign_event_set_recorded (MstCampaignEvent *self,
                                                   gint64            recorded);
void              mst_campaign_event_set_battle   (MstCampaignEvent *self,
                                                   MstBattle        *battle);
void              mst_campaign_event_set_fields   (MstCampaignEvent *self,
                                                   const char       *unit,
                                                   int               general,
                                                   const char       *name,
                                                   const char       *previous,
                                                   const char       *template_id,
                                                   guint             bases,
                                                   int               command);
/* What a new or re-graded unit came with: a copy of @attrs but the roll
 * after deployment, which stays the unit's own (mst-deploy.h). */
void              mst_campaign_event_set_unit_attrs (MstCampaignEvent *self,
                                                     GHashTable       *attrs);
void              mst_campaign_event_set_force_data (MstCampaignEvent *self,
                                                     const char       *data);
void              mst_campaign_event_set_retracts (MstCampaignEvent *self,
                                                   gint64            event_id);
/* One attribute of a new general or unit (read from a file or a row). */
void              mst_campaign_event_set_attr     (MstCampaignEvent *self,
                                                   const char       *name,
                                                   const char       *value);

G_END_DECLS
