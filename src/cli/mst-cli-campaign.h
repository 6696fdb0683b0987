/* mst-cli-campaign.h: muster-cli campaign.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int mst_cli_campaign (int argc, char **argv);

G_END_DECLS
