/* mst-game-unit.h: a unit in a game in progress.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-types.h"
#include "mst-unit.h"
#include "mst-ruleset.h"

G_BEGIN_DECLS

#define MST_TYPE_GAME_UNIT (mst_game_unit_get_type ())
G_DECLARE_FINAL_TYPE (MstGameUnit, mst_game_unit, MST, GAME_UNIT, GObject)

const char *mst_game_unit_get_name          (MstGameUnit *self);
/* What the game shows it by: namesakes numbered, "Line (2)". */
const char *mst_game_unit_get_label         (MstGameUnit *self);
/* Its command's place (0 the first sub-general's), or -1 for none. */
int         mst_game_unit_get_command       (MstGameUnit *self);

/* The force's unit it is (the game's own copy of the force). */
MstUnit    *mst_game_unit_get_unit          (MstGameUnit *self);
/* What the game keeps of it, as its rule set describes it (mst-ruleset.h,
 * MstGameField): a count, 0 or 1 for a flag, a choice's place among its
 * values; 0 when never set. */
int         mst_game_unit_get_field         (MstGameUnit *self,
                                             const char  *id);
/* Its rule set's game fields, ending with a NULL id. */
const MstGameField *mst_game_unit_get_fields_spec (MstGameUnit *self);
/* Its strength when the game began, in its rule set's measure (bases,
 * figures, stands, platoons); what of it the fields marked as losses count
 * (hits over the game's hits per base, for a count of hits); and what they
 * counted when the turn began. */
guint       mst_game_unit_get_strength      (MstGameUnit *self);
guint       mst_game_unit_get_losses        (MstGameUnit *self);
guint       mst_game_unit_get_turn_losses   (MstGameUnit *self);
/* The game's hits per base, for a rule set that counts hits. */
guint       mst_game_unit_get_hits_per_base (MstGameUnit *self);
/* A field that takes the unit out of the fight is set (broken, routed,
 * wiped out). */
gboolean    mst_game_unit_is_out            (MstGameUnit *self);
/* It owes the test of a turn that ended (a field marked owed is set). */
gboolean    mst_game_unit_owes_test         (MstGameUnit *self);
/* "platoons-lost=2, state=shaken": its fields, in the rule set's order,
 * with their values' ids; those the rules keep only where set. */
char       *mst_game_unit_format_fields     (MstGameUnit *self);

G_END_DECLS
