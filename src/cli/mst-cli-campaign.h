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
  /* The copies kept here of the server's campaigns (see MstServerCache):
   * read while it cannot be reached; battles and changes written to them
   * wait in its queue. */
  MstCampaignBackend *(*open_copies) (const char        *uri,
                                      MstCatalogue      *catalogue,
                                      GError           **error);
  /* When the copy of campaign @campaign_id (0: the oldest copy) was
   * taken, in seconds since the epoch; 0 when none is kept. */
  gint64              (*copy_taken)  (MstCampaignBackend *copies,
                                      gint64              campaign_id);
  /* Keeps a copy of campaign @campaign_id (0: each one @server lists)
   * as just read from @server, the server at @uri. */
  gboolean            (*keep)        (MstCampaignBackend *server,
                                      const char         *uri,
                                      MstCatalogue       *catalogue,
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
  /* After a write made on @server for force @force_id: the copies kept
   * at @uri base the writes queued for it later on the revision it made. */
  gboolean            (*note_write)  (MstCampaignBackend *server,
                                      const char         *uri,
                                      MstCatalogue       *catalogue,
                                      gint64              force_id,
                                      GError            **error);
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
