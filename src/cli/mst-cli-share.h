/* mst-cli-share.h: muster-cli export and import: text rosters and share codes.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

G_BEGIN_DECLS

int mst_cli_export (int argc, char **argv);
int mst_cli_import (int argc, char **argv);

G_END_DECLS
