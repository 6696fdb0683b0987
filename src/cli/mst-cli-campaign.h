/* mst-cli-campaign.h: muster-cli campaign.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "muster-core.h"

G_BEGIN_DECLS

int mst_cli_campaign (int argc, char **argv);

/* What `campaign --server URI` needs of the program that links libpq
 * (muster-cli-server): muster-cli itself has none set, and runs that
 * program for such a command. */
typedef struct {
  /* The campaigns on the server at @uri, as the login in it. */
  MstCampaignBackend *(*open)    (const char        *uri,
                                  MstCatalogue      *catalogue,
                                  GError           **error);
  /* Copies a campaign of @local to @server in one transaction; returns
   * its id there. */
  gint64              (*publish) (MstCampaignBackend *server,
                                  MstCampaignStore   *local,
                                  gint64              campaign_id,
                                  GError            **error);
} MstCliServerHooks;

void mst_cli_campaign_set_server_hooks (const MstCliServerHooks *hooks);

G_END_DECLS
