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
  /* The club server at @uri as one campaign backend (MstClubBackend), as
   * the login in it: the server, else the copy kept here of it.
   * @offline: the copy alone; @queue: a battle or a change made while the
   * server cannot be reached waits in the copy's queue (else it fails,
   * nothing written). */
  MstCampaignBackend *(*open)    (const char        *uri,
                                  MstCatalogue      *catalogue,
                                  gboolean           offline,
                                  gboolean           queue,
                                  GError           **error);
  /* Copies a campaign of @local to @club's server in one transaction;
   * returns its id there. */
  gint64              (*publish) (MstCampaignBackend *club,
                                  MstCampaignStore   *local,
                                  gint64              campaign_id,
                                  GError            **error);
  /* When the copy @club's last call was answered from (or queued in) was
   * taken, in seconds since the epoch; 0 when the server answered.
   * @why: the server's error that sent it there (NULL: --offline). */
  gint64              (*answered_from_copy) (MstCampaignBackend *club,
                                             const char        **why);
  /* Keeps a copy of campaign @campaign_id (0: each one the server lists)
   * as the server has it now. */
  gboolean            (*keep)        (MstCampaignBackend *club,
                                      gint64              campaign_id,
                                      gboolean            with_archived,
                                      GError            **error);
  /* campaign sync (@send) or queue: prints each queued write; the exit status. */
  int                 (*sync)        (const char         *uri,
                                      MstCatalogue       *catalogue,
                                      gboolean            send);
  /* campaign queue drop N: a write the server answered taken out of the
   * queue, a battle's record printed; the exit status. */
  int                 (*drop)        (const char         *uri,
                                      MstCatalogue       *catalogue,
                                      gint64              id);
  /* Before anything: refuses an address holding a password (any user of
   * the machine reads the command line), and takes the login's password
   * from @password_file (may be NULL: PGPASSWORD, the password file, or
   * typed when the server asks). */
  gboolean            (*login)       (const char         *uri,
                                      const char         *password_file,
                                      GError            **error);
} MstCliServerHooks;

void mst_cli_campaign_set_server_hooks (const MstCliServerHooks *hooks);

G_END_DECLS
