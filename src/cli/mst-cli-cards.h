/* mst-cli-cards.h: muster-cli cards: a force's roster cards as a PDF.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int mst_cli_cards (int argc, char **argv);

G_END_DECLS
