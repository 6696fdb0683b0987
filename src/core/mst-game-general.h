/* mst-game-general.h: a general in a game in progress.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-battle.h"
#include "mst-types.h"

G_BEGIN_DECLS

#define MST_TYPE_GAME_GENERAL (mst_game_general_get_type ())
G_DECLARE_FINAL_TYPE (MstGameGeneral, mst_game_general, MST, GAME_GENERAL, GObject)

const char     *mst_game_general_get_name     (MstGameGeneral *self);
/* 0 the force commander, i + 1 the general of command i. */
int             mst_game_general_get_position (MstGameGeneral *self);
MstGeneralFate  mst_game_general_get_fate     (MstGameGeneral *self);
/* On the table: no fate yet. */
gboolean        mst_game_general_is_on_table  (MstGameGeneral *self);

G_END_DECLS
