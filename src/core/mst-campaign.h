/* mst-campaign.h: a campaign as the store lists it: its name, state and size.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define MST_TYPE_CAMPAIGN (mst_campaign_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaign, mst_campaign, MST, CAMPAIGN, GObject)

/* A snapshot of a stored campaign; the store makes them. */
MstCampaign *mst_campaign_new             (gint64       id,
                                           const char  *name,
                                           gboolean     archived,
                                           gint64       created,
                                           gint64       modified,
                                           guint        n_forces,
                                           guint        n_battles,
                                           const char  *first_date,
                                           const char  *last_date);
gint64       mst_campaign_get_id          (MstCampaign *self);
const char  *mst_campaign_get_name        (MstCampaign *self);
gboolean     mst_campaign_get_archived    (MstCampaign *self);
/* Seconds since the epoch. */
gint64       mst_campaign_get_created     (MstCampaign *self);
gint64       mst_campaign_get_modified    (MstCampaign *self);
guint        mst_campaign_get_n_forces    (MstCampaign *self);
guint        mst_campaign_get_n_battles   (MstCampaign *self);
/* The dates of its first and last battles; NULL before any. */
const char  *mst_campaign_get_first_date  (MstCampaign *self);
const char  *mst_campaign_get_last_date   (MstCampaign *self);

G_END_DECLS
