/* mst-dm-model.h: Drums and Muskets' words for what the engine's model
 * carries as attributes: a general's respect and staff ability.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-general.h"
#include "mst-ruleset.h"

G_BEGIN_DECLS

/* The order of the rules' tables, worst first (000: Generals). */
typedef enum {
  MST_RESPECT_HATED,
  MST_RESPECT_ACCEPTED,
  MST_RESPECT_INSPIRED,
} MstRespect;

typedef enum {
  MST_ABILITY_INCOMPETENT,
  MST_ABILITY_COMPETENT,
  MST_ABILITY_EXCEPTIONAL,
} MstAbility;

/* A general's attributes as the class declares them (general_attrs):
 * "respect" and "ability", each with the token a general has when his
 * file names none ("accepted", "competent"). */
extern const MstAttrSpec mst_dm_general_attrs[];

/* The tokens of files and of the CLI, and the names a player reads. */
const char *mst_respect_to_string   (MstRespect  respect);
gboolean    mst_respect_from_string (const char *s,
                                     MstRespect *out);
const char *mst_respect_get_label   (MstRespect  respect);
const char *mst_ability_to_string   (MstAbility  ability);
gboolean    mst_ability_from_string (const char *s,
                                     MstAbility *out);
const char *mst_ability_get_label   (MstAbility  ability);

/* A general's respect and ability, read from and written to his
 * attributes; a general without them is Accepted and Competent. */
MstGeneral *mst_dm_general_new         (const char *name,
                                        MstRespect  respect,
                                        MstAbility  ability);
MstRespect  mst_dm_general_get_respect (MstGeneral *general);
void        mst_dm_general_set_respect (MstGeneral *general,
                                        MstRespect  respect);
MstAbility  mst_dm_general_get_ability (MstGeneral *general);
void        mst_dm_general_set_ability (MstGeneral *general,
                                        MstAbility  ability);

G_END_DECLS
