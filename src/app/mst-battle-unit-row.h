/* mst-battle-unit-row.h: a unit in the battle form: its resilience, the bases it lost, whether it broke.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_BATTLE_UNIT_ROW (mst_battle_unit_row_get_type ())
G_DECLARE_FINAL_TYPE (MstBattleUnitRow, mst_battle_unit_row, MST, BATTLE_UNIT_ROW, AdwActionRow)

/* A row for @item (the unit as the force has it) shown as @label, which
 * tells it apart from units of the same name; the unit keeps its name. */
/* Speaks the words of @ruleset (NULL: Drums and Muskets'): stands or
 * figures, and a regiment held, routed or destroyed, where it has them;
 * asks the resilience rolled only where there is one (Drums and Muskets). */
GtkWidget *mst_battle_unit_row_new         (MstUnit          *item,
                                            const char       *label,
                                            MstRuleset       *ruleset);
MstUnit   *mst_battle_unit_row_get_item    (MstBattleUnitRow *self);
/* How the campaign's records name it: its name, or "NAME (2)" for a later
 * unit of the same name. */
const char *mst_battle_unit_row_get_label  (MstBattleUnitRow *self);
/* Puts what the row says into @battle's record of the unit. */
void       mst_battle_unit_row_record      (MstBattleUnitRow *self,
                                            MstBattle        *battle);
/* Shows @unit's record (a game's result, say). */
/* Broke (routed), or destroyed where the rule set has it. */
void       mst_battle_unit_row_set_fate    (MstBattleUnitRow *self,
                                            gboolean          broken,
                                            gboolean          destroyed);
void       mst_battle_unit_row_show_record (MstBattleUnitRow    *self,
                                            const MstBattleUnit *unit);

G_END_DECLS
