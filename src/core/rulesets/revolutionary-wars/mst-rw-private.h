/* mst-rw-private.h: what the Revolutionary Wars module's files share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  MST_RW_ARM_INFANTRY,
  MST_RW_ARM_CAVALRY,
  MST_RW_ARM_ARTILLERY,
} MstRwArm;

/* A platoon kind: one base of figures (001:192-363). */
typedef struct {
  const char *id;
  /* N_() */
  const char *label;
  MstRwArm arm;
  /* "4", "1 gun and 4–5 crew": for the card's composition line. */
  const char *figures;
  /* The base's edges in mm (001:211-215), and whether the long edge
   * faces forward ("wide"); 0 deep: a vehicle, as deep as needed. */
  guint short_mm;
  guint long_mm;
  gboolean wide;
} MstRwPlatoonKind;

extern const MstRwPlatoonKind mst_rw_platoon_kinds[];
extern const char *const mst_rw_unit_kinds[];
extern const char *const mst_rw_weapons[];
extern const char *const mst_rw_levels[];
extern const char *const mst_rw_level_labels[];
extern const char *const mst_rw_formations[];
extern const char *const mst_rw_formation_labels[];
extern const MstAttrSpec mst_rw_unit_attrs[];
extern const MstAttrSpec mst_rw_list_attrs[];
/* The platoon kinds, a battalion's figures (001:144-205). */
extern const char *const mst_rw_platoon_ids[];
extern const MstRuleName mst_rw_rule_names[];
extern const char *const mst_rw_platoon_labels[];
extern const char *const mst_rw_unit_kind_labels[];
extern const MstStatSpec mst_rw_stat_specs[];

/* NULL for a kind the rules do not have. */
const MstRwPlatoonKind *mst_rw_platoon_kind     (const char  *id);

/* What a battalion holds, read from its platoons (its components). */
typedef struct {
  /* Every platoon, the Centre Platoon and battalion guns included. */
  guint total;
  guint infantry;
  guint cavalry;
  guint artillery;
  /* The kind the Centre Platoon is (the battalion's main kind), or NULL
   * when it has none or names a kind it holds none of. */
  const MstRwPlatoonKind *centre;
  /* Of the centre's kind: the platoons that form up in its ranks. */
  guint main;
  /* Regimental artillery beside infantry or cavalry (001:174-177). */
  guint guns;
} MstRwPlatoons;

void      mst_rw_count_platoons      (MstUnit       *unit,
                                      MstRwPlatoons *out);
/* The formations open to @unit, in the card's order (001:377-511). */
GPtrArray *mst_rw_open_formations    (MstUnit       *unit);
/* Destroyed at this many platoons of its arm (001:1242-1246): 2 for
 * infantry, 1 for cavalry, 0 for a battery (gap RW-12). */
guint     mst_rw_wiped_out_at        (MstUnit       *unit);
/* The platoons left, of all its platoons, at which it is wiped out. */
guint     mst_rw_wiped_out_left      (MstUnit       *unit);

void      mst_rw_derive_unit         (MstRuleset    *rs,
                                      MstForce      *force,
                                      MstUnit       *unit,
                                      GPtrArray     *out);
void      mst_rw_derive_force        (MstRuleset    *rs,
                                      MstForce      *force,
                                      GPtrArray     *out);
void      mst_rw_derive_command      (MstRuleset    *rs,
                                      MstForce      *force,
                                      MstCommand    *command,
                                      GPtrArray     *out);
/* What a list's battalion cards lack (MstRulesetClass.describe_incomplete_cards). */
char     *mst_rw_describe_incomplete_cards (MstRuleset    *rs,
                                            MstNationList *list);
void      mst_rw_check               (MstRuleset    *rs,
                                      MstForce      *force,
                                      GPtrArray     *findings);

G_END_DECLS
