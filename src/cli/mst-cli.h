/* mst-cli.h: the commands of muster-cli.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* Exit statuses: the CLI's contract. */
enum {
  MST_CLI_OK = 0,
  MST_CLI_FINDINGS = 1,
  MST_CLI_BAD_INPUT = 2,
};

int mst_cli_run (int argc, char **argv);

/* Shared by the commands' files. */
void          mst_cli_fail           (const char    *fmt,
                                      ...) G_GNUC_PRINTF (1, 2);
/* The catalogue, with a warning on stderr for each list skipped. */
MstCatalogue *mst_cli_load_catalogue (void);
/* Parses @argc/@argv with @entries; prints the error and returns FALSE. */
gboolean      mst_cli_parse_options  (const char    *parameter,
                                      const char    *summary,
                                      GOptionEntry  *entries,
                                      int           *argc,
                                      char        ***argv);
/* A force file, or NULL with the error printed. */
MstForce     *mst_cli_load_force     (MstCatalogue  *catalogue,
                                      const char    *path);

G_END_DECLS
