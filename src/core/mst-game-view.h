/* mst-game-view.h: what the game window shows and what an export says, computed without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-game.h"

G_BEGIN_DECLS

/* "7 hits · 1 base lost of 4 · broken": a unit's state in a line. */
char *mst_game_view_unit_summary   (MstGame     *self,
                                    MstGameUnit *unit);
/* "Turn 3 · 4 of 7 supply dice left". */
char *mst_game_view_status         (MstGame     *self);
/* "Turn 2: You 4D6 3+5+1+6 = 15; Opponent 3D6 … — you have the
 * initiative" per roll. */
char *mst_game_view_initiative     (MstGame     *self);
/* A finished game in a few lines: the turns played, the supply dice
 * spent, each unit that lost anything, each general not on the table. */
char *mst_game_view_summary        (MstGame     *self);
/* The whole game as text, for an export: turn, supply, every general's
 * fate, every unit's hits, bases and state, every initiative roll. */
char *mst_game_view_text           (MstGame     *self);

G_END_DECLS
