/* mst-battle-general-row.h: a general in the battle form: what became of him.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* A general on the field (item: MstGeneral): his fate is asked. */
#define MST_TYPE_BATTLE_GENERAL_ROW (mst_battle_general_row_get_type ())
G_DECLARE_FINAL_TYPE (MstBattleGeneralRow, mst_battle_general_row, MST, BATTLE_GENERAL_ROW, AdwComboRow)

/* A general lost earlier (item: MstGeneral): nothing is asked. */
#define MST_TYPE_BATTLE_LOST_GENERAL_ROW (mst_battle_lost_general_row_get_type ())
G_DECLARE_FINAL_TYPE (MstBattleLostGeneralRow, mst_battle_lost_general_row, MST, BATTLE_LOST_GENERAL_ROW,
                      AdwActionRow)

/* The row for @item, the general at @position (0 the force commander). */
/* Offers the fates of @ruleset (NULL: Drums and Muskets'). */
GtkWidget  *mst_battle_general_row_new    (MstGeneral          *item,
                                           int                  position,
                                           MstRuleset          *ruleset);
MstGeneral *mst_battle_general_row_get_item (GtkWidget         *row);
/* Puts the fate chosen into @battle's record; nothing for a lost general. */
void        mst_battle_general_row_record (GtkWidget           *row,
                                           MstBattle           *battle);
/* Shows the fate @battle gives him, if any. */
void        mst_battle_general_row_show_record (GtkWidget      *row,
                                                MstBattle      *battle);

G_END_DECLS
