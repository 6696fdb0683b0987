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

/* The next write of kind @kind (a battle's record or an event) carries
 * @client_id, the id its sender gave it when it was queued, so that a
 * sender who never heard back can find it delivered
 * (mst_server_campaign_find_delivered()); NULL for none.  Taken by the
 * first such write. */
void               mst_server_campaign_set_client_id (MstServerCampaign    *self,
                                                      const char           *client_id,
                                                      MstCampaignEventKind  kind);
/* The server's id of the battle or event of force @force_id that carries
 * @client_id, or 0 when the server has none; -1 and @error when it
 * cannot be asked. */
gint64             mst_server_campaign_find_delivered (MstServerCampaign *self,
                                                       gint64             force_id,
                                                       const char        *client_id,
                                                       GError           **error);

/* The revision this connection's last battle or change between battles
 * left force @force_id at, as the server committed it; 0 when its last
 * write was not one of that force's. */
gint64             mst_server_campaign_get_written_revision (MstServerCampaign *self,
                                                             gint64             force_id);

/* The login's own library of forces on the server (his alone: no other
 * login reads it), by name: MstLibraryEntry items with their revisions;
 * with @data (may be NULL), each force's file text, in the same order. */
GPtrArray         *mst_server_campaign_list_library (MstServerCampaign *self,
                                                     GPtrArray        **data,
                                                     GError           **error);
/* Force @id of it: its file text, and its revision through @revision. */
char              *mst_server_campaign_get_library_data (MstServerCampaign *self,
                                                         gint64             id,
                                                         gint64            *revision,
                                                         GError           **error);
/* @force added to it; its id there (revision 1). */
gint64             mst_server_campaign_add_to_library (MstServerCampaign *self,
                                                       MstForce          *force,
                                                       GError           **error);
/* Force @id replaced by @force, only if it is still at @base_revision
 * (MST_ERROR_CONFLICT otherwise, nothing written); its new revision. */
gint64             mst_server_campaign_update_library (MstServerCampaign *self,
                                                       gint64             id,
                                                       MstForce          *force,
                                                       gint64             base_revision,
                                                       GError           **error);
/* Force @id taken out of it, only if it is still at @base_revision. */
gboolean           mst_server_campaign_delete_from_library (MstServerCampaign *self,
                                                            gint64             id,
                                                            gint64             base_revision,
                                                            GError           **error);

G_END_DECLS
