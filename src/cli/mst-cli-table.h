/* mst-cli-table.h: muster-cli's commands for the table: scouting, deployment, tests.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int mst_cli_scout           (int argc, char **argv);
int mst_cli_initiative      (int argc, char **argv);
int mst_cli_deploy          (int argc, char **argv);
int mst_cli_resilience_test (int argc, char **argv);
int mst_cli_hold_test       (int argc, char **argv);

G_END_DECLS
