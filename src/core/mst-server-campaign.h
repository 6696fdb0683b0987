/* mst-server-campaign.h: a club's campaigns on a PostgreSQL server, behind the campaign backend interface.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-campaign-store.h"
#include "mst-server.h"

G_BEGIN_DECLS

#define MST_TYPE_SERVER_CAMPAIGN (mst_server_campaign_get_type ())
G_DECLARE_FINAL_TYPE (MstServerCampaign, mst_server_campaign, MST, SERVER_CAMPAIGN, GObject)

/* The campaigns on the server @server is connected to, worked on as its
 * login (an MstCampaignBackend).  @catalogue (may be NULL) gives forces
 * their lists, as for the library's store.  Fails when Muster's schema
 * there is older than this Muster's: `muster-cli server init` migrates it. */
MstServerCampaign *mst_server_campaign_new        (MstServer         *server,
                                                   MstCatalogue      *catalogue,
                                                   GError           **error);
MstServer         *mst_server_campaign_get_server (MstServerCampaign *self);

/* Copies campaign @campaign_id of @local (its forces, their histories,
 * battles and records) to the server in one transaction, as a new
 * campaign of this login, who must be a game master.  Returns its id on
 * the server; @local is only read. */
gint64             mst_server_campaign_publish    (MstServerCampaign *self,
                                                   MstCampaignStore  *local,
                                                   gint64             campaign_id,
                                                   GError           **error);

G_END_DECLS
