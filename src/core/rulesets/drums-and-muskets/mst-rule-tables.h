/* mst-rule-tables.h: the Drums and Muskets tables a player reads at the table.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Weapon ranges (Shooting Table 1), movement distances (Movement Action) and
 * charge distances (Charge Distance Table), and which formations each kind of
 * unit may take (the table summarising the formations allowed to different
 * units).  The roster cards print them; the tests check them against the
 * quick-reference sheets. */
#pragma once

#include <glib.h>

#include "mst-types.h"
#include "mst-dm-model.h"
#include "mst-unit.h"

G_BEGIN_DECLS

/* The "Unit Type" column of the movement and charge tables. */
typedef enum {
  MST_TROOPS_FOOT,
  MST_TROOPS_CAVALRY,
  MST_TROOPS_ARTILLERY_UNLIMBERED,
  MST_TROOPS_ARTILLERY_LIMBERED,
  /* "All Irregular troops": a row of the charge table only. */
  MST_TROOPS_IRREGULAR,
  MST_TROOPS_GENERAL,
} MstTroops;

/* The "Formation" column.  FORMED is the cavalry's and the artillery's
 * block; foot in line is LINE. */
typedef enum {
  MST_FORMATION_NONE,
  MST_FORMATION_OPEN,
  MST_FORMATION_OPEN_EVADING,
  MST_FORMATION_LINE,
  MST_FORMATION_FORMED,
  MST_FORMATION_COLUMN_OF_ATTACK,
  MST_FORMATION_COLUMN_OF_MARCH,
  MST_FORMATION_SQUARE,
} MstFormation;

/* A distance in base widths: @fixed + @n_dice dice of @sides sides.
 * All zero: not allowed (the tables' "NA" and "Cannot charge"). */
typedef struct {
  guint8 fixed;
  guint8 n_dice;
  guint8 sides;
} MstDistance;

typedef struct {
  MstTroops    troops;
  MstFormation formation;
  MstDistance  normal;
  MstDistance  terrain;
  MstDistance  retire;
} MstMovementRow;

typedef struct {
  MstTroops    troops;
  MstFormation formation;
  MstDistance  charge;
} MstChargeRow;

/* A range and the score needed to hit on a D6; range 0: no such shot. */
typedef struct {
  guint8 range;
  guint8 score;
} MstShot;

typedef struct {
  MstWeapon weapon;
  /* TRUE: "1D6 for unit" (carbines); FALSE: 1D6 per base. */
  gboolean  one_die_for_unit;
  MstShot   short_range;
  MstShot   long_range;
  /* "As unprompted action response"; equal to the above where the table
   * gives no response row (artillery). */
  MstShot   response_short;
  MstShot   response_long;
  /* Artillery only: "Long range only: 3BW/6". */
  MstShot   bounce;
} MstWeaponRow;


/* A formation a unit may take, with the rows that apply to it. */
typedef struct {
  MstFormation          formation;
  MstTroops             troops;
  /* NULL for a formation that does not move (square). */
  const MstMovementRow *movement;
  const MstChargeRow   *charge;
} MstUnitFormation;

const MstMovementRow *mst_rule_tables_get_movement   (guint         *n_rows);
const MstChargeRow   *mst_rule_tables_get_charges    (guint         *n_rows);
const MstWeaponRow   *mst_rule_tables_get_weapons    (guint         *n_rows);

const MstMovementRow *mst_rule_tables_lookup_movement (MstTroops     troops,
                                                       MstFormation  formation);
const MstChargeRow   *mst_rule_tables_lookup_charge   (MstTroops     troops,
                                                       MstFormation  formation);
/* NULL for weapons that do not shoot (hand-to-hand, none). */
const MstWeaponRow   *mst_rule_tables_lookup_weapon   (MstWeapon     weapon);

/* The formations @unit may take, in the order of the movement table, as an
 * array of MstUnitFormation.  @rules: the list-wide rules of its list. */
GArray     *mst_rule_tables_unit_formations (MstUnit      *unit,
                                             MstListRules  rules);
/* Irregular by class or by the IRREGULAR doctrine. */
gboolean    mst_rule_tables_unit_is_irregular (MstUnit *unit);

gboolean    mst_distance_is_allowed    (const MstDistance *distance);
/* "2 + 1D6", "10 BW", "1D3"; @not_allowed for an all-zero distance. */
char       *mst_distance_format        (const MstDistance *distance,
                                        const char        *not_allowed);
/* "2 BW / 4+"; "—" for no shot. */
char       *mst_shot_format            (const MstShot     *shot);
const char *mst_formation_get_label    (MstFormation       formation);
const char *mst_troops_get_label       (MstTroops          troops);

/* Dice a unit of @bases bases throws before any adjustment: Melee ("each
 * base in the unit gets 1D6 … the minimum dice thrown is 2D6"). */
guint       mst_rules_melee_dice       (guint              bases);

/* Shooting Action step 9a: "a shooting unit will always throw a minimum of
 * 2D6". */
#define MST_RULES_MIN_SHOOTING_DICE 2

/* The dice a unit of @bases bases shoots with: Shooting Action step 6 with
 * Shooting Table 1's Initial D6 (1D6 a base; carbines 1D6 for the unit),
 * never fewer than 2D6 (step 9a): a 1-base battery shoots 2D6.  0 for a
 * weapon that does not shoot.  The roster cards and the app both show this
 * figure. */
guint       mst_rules_shooting_dice    (MstWeapon          weapon,
                                        guint              bases);
/* A pool after the Shooting Table 2 adjustments, raised to the 2D6 minimum. */
guint       mst_rules_shooting_dice_thrown (int            adjusted_pool);

/* Strength (Hits): six hits remove a base. */
#define MST_RULES_HITS_PER_BASE 6

G_END_DECLS
