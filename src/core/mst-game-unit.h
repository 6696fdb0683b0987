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
guint       mst_game_unit_get_starting_bases (MstGameUnit *self);
gboolean    mst_game_unit_is_artillery      (MstGameUnit *self);
guint       mst_game_unit_get_hits          (MstGameUnit *self);
guint       mst_game_unit_get_hits_this_turn (MstGameUnit *self);
/* It owes the end-of-turn test of a turn that ended. */
gboolean    mst_game_unit_get_test_pending  (MstGameUnit *self);
/* Hits over the game's hits per base, never more than it had. */
guint       mst_game_unit_get_bases_lost    (MstGameUnit *self);
guint       mst_game_unit_get_bases_left    (MstGameUnit *self);
MstGrade    mst_game_unit_get_grade         (MstGameUnit *self);
gboolean    mst_game_unit_get_broken        (MstGameUnit *self);
gboolean    mst_game_unit_get_forced_retire (MstGameUnit *self);
/* The player marked its general (the force commander) within 3 BW. */
gboolean    mst_game_unit_get_general_near  (MstGameUnit *self);
gboolean    mst_game_unit_get_commander_near (MstGameUnit *self);

/* The force's unit it is (the game's own copy of the force). */
MstUnit    *mst_game_unit_get_unit          (MstGameUnit *self);
/* The rule set's game fields (mst-ruleset.h, MstGameField): a count, 0 or
 * 1 for a flag, a choice's place among its values; 0 when never set. */
int         mst_game_unit_get_field         (MstGameUnit *self,
                                             const char  *id);
/* Its rule set's game fields (NULL: Drums and Muskets' own). */
const MstGameField *mst_game_unit_get_fields_spec (MstGameUnit *self);
/* Its strength when the game began, in its rule set's measure (figures,
 * stands, platoons); what of it the fields marked as losses count; and
 * what they counted when the turn began. */
guint       mst_game_unit_get_strength      (MstGameUnit *self);
guint       mst_game_unit_get_losses        (MstGameUnit *self);
guint       mst_game_unit_get_turn_losses   (MstGameUnit *self);
/* A field that takes the unit out of the fight is set (routed,
 * wiped out). */
gboolean    mst_game_unit_is_out            (MstGameUnit *self);
/* "platoons-lost=2, state=shaken": the fields set, in the rule set's
 * order, with their values' ids. */
char       *mst_game_unit_format_fields     (MstGameUnit *self);

G_END_DECLS
