/* mst-cli.h: the commands of muster-cli.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses: the CLI's contract. */
enum {
  MST_CLI_OK = 0,
  MST_CLI_FINDINGS = 1,
  MST_CLI_BAD_INPUT = 2,
};

int mst_cli_run (int argc, char **argv);

G_END_DECLS
