/* mst-rule-tables.c: the Drums and Muskets tables a player reads at the table.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-rule-tables.h"

#define NA      { 0, 0, 0 }
#define BW(n)   { n, 0, 0 }
#define D6(n)   { 0, n, 6 }
#define D3(n)   { 0, n, 3 }
#define PLUS_D6(f, n) { f, n, 6 }

/* Drums and Muskets, Movement Action (Prompted): "Movement distances
 * (Advance, fall back and forced to retire)", in base widths; the same
 * table is on the quick-reference sheet, MOVEMENT. */
static const MstMovementRow movement_table[] = {
  { MST_TROOPS_FOOT, MST_FORMATION_OPEN,             PLUS_D6 (2, 1), D6 (1), D6 (1) },
  { MST_TROOPS_FOOT, MST_FORMATION_OPEN_EVADING,     D6 (1),         D6 (1), NA },
  { MST_TROOPS_FOOT, MST_FORMATION_LINE,             D6 (1),         D3 (1), D6 (1) },
  { MST_TROOPS_FOOT, MST_FORMATION_COLUMN_OF_ATTACK, PLUS_D6 (2, 1), D3 (1), D6 (1) },
  { MST_TROOPS_FOOT, MST_FORMATION_COLUMN_OF_MARCH,  D6 (2),         D3 (1), D6 (1) },
  { MST_TROOPS_CAVALRY, MST_FORMATION_OPEN,            PLUS_D6 (2, 2), D6 (1), D6 (1) },
  { MST_TROOPS_CAVALRY, MST_FORMATION_OPEN_EVADING,    D6 (1),         D6 (1), NA },
  { MST_TROOPS_CAVALRY, MST_FORMATION_FORMED,          D6 (2),         D6 (1), D6 (1) },
  { MST_TROOPS_CAVALRY, MST_FORMATION_COLUMN_OF_MARCH, D6 (3),         D6 (1), D6 (1) },
  { MST_TROOPS_ARTILLERY_UNLIMBERED, MST_FORMATION_FORMED,        D3 (1), BW (1), D6 (1) },
  { MST_TROOPS_ARTILLERY_LIMBERED, MST_FORMATION_COLUMN_OF_MARCH, D6 (2), D3 (1), D6 (1) },
  { MST_TROOPS_GENERAL, MST_FORMATION_NONE, BW (10), BW (10), NA },
};

/* Drums and Muskets, Charge (Prompted): Charge Distance Table; the same
 * table is on the quick-reference sheet, CHARGE DISTANCES. */
static const MstChargeRow charge_table[] = {
  { MST_TROOPS_FOOT, MST_FORMATION_OPEN,             D6 (1) },
  { MST_TROOPS_FOOT, MST_FORMATION_LINE,             D6 (1) },
  { MST_TROOPS_FOOT, MST_FORMATION_COLUMN_OF_ATTACK, PLUS_D6 (2, 1) },
  { MST_TROOPS_FOOT, MST_FORMATION_COLUMN_OF_MARCH,  NA },
  { MST_TROOPS_CAVALRY, MST_FORMATION_OPEN,            PLUS_D6 (3, 2) },
  { MST_TROOPS_CAVALRY, MST_FORMATION_FORMED,          D6 (2) },
  { MST_TROOPS_CAVALRY, MST_FORMATION_COLUMN_OF_MARCH, NA },
  { MST_TROOPS_ARTILLERY_UNLIMBERED, MST_FORMATION_FORMED,        NA },
  { MST_TROOPS_ARTILLERY_LIMBERED, MST_FORMATION_COLUMN_OF_MARCH, NA },
  { MST_TROOPS_IRREGULAR, MST_FORMATION_OPEN,            PLUS_D6 (1, 1) },
  { MST_TROOPS_IRREGULAR, MST_FORMATION_COLUMN_OF_MARCH, NA },
  { MST_TROOPS_GENERAL, MST_FORMATION_NONE, NA },
};

#define SHOT(r, s) { r, s }
#define NO_SHOT    { 0, 0 }

/* Drums and Muskets, Shooting Action (Prompted): Shooting Table 1 (Weapons,
 * Ranges and Score to hit), "Range in BW/Score needed to hit on a D6".
 * Where the response row leaves long range blank, a unit firing as an
 * unprompted response has no long-range shot.  Artillery has no response
 * row, so it answers with its ordinary ranges. */
static const MstWeaponRow weapon_table[] = {
  { MST_WEAPON_CARBINE, TRUE,
    SHOT (1, 4), SHOT (3, 6), SHOT (1, 5), NO_SHOT, NO_SHOT },
  { MST_WEAPON_MUSKET, FALSE,
    SHOT (2, 4), SHOT (6, 6), SHOT (2, 5), NO_SHOT, NO_SHOT },
  { MST_WEAPON_RIFLE, FALSE,
    SHOT (2, 3), SHOT (6, 5), SHOT (2, 4), SHOT (6, 6), NO_SHOT },
  { MST_WEAPON_MINIE_RIFLE, FALSE,
    SHOT (4, 3), SHOT (12, 5), SHOT (4, 4), SHOT (12, 6), NO_SHOT },
  { MST_WEAPON_FIELD_ARTILLERY, FALSE,
    SHOT (6, 3), SHOT (24, 5), SHOT (6, 3), SHOT (24, 5), SHOT (3, 6) },
  { MST_WEAPON_POSITION_ARTILLERY, FALSE,
    SHOT (8, 3), SHOT (30, 5), SHOT (8, 3), SHOT (30, 5), SHOT (3, 6) },
};

const MstMovementRow *
mst_rule_tables_get_movement (guint *n_rows)
{
  if (n_rows != NULL)
    *n_rows = G_N_ELEMENTS (movement_table);
  return movement_table;
}

const MstChargeRow *
mst_rule_tables_get_charges (guint *n_rows)
{
  if (n_rows != NULL)
    *n_rows = G_N_ELEMENTS (charge_table);
  return charge_table;
}

const MstWeaponRow *
mst_rule_tables_get_weapons (guint *n_rows)
{
  if (n_rows != NULL)
    *n_rows = G_N_ELEMENTS (weapon_table);
  return weapon_table;
}

const MstMovementRow *
mst_rule_tables_lookup_movement (MstTroops troops, MstFormation formation)
{
  for (guint i = 0; i < G_N_ELEMENTS (movement_table); i++)
    if (movement_table[i].troops == troops && movement_table[i].formation == formation)
      return &movement_table[i];
  return NULL;
}

const MstChargeRow *
mst_rule_tables_lookup_charge (MstTroops troops, MstFormation formation)
{
  for (guint i = 0; i < G_N_ELEMENTS (charge_table); i++)
    if (charge_table[i].troops == troops && charge_table[i].formation == formation)
      return &charge_table[i];
  return NULL;
}

const MstWeaponRow *
mst_rule_tables_lookup_weapon (MstWeapon weapon)
{
  for (guint i = 0; i < G_N_ELEMENTS (weapon_table); i++)
    if (weapon_table[i].weapon == weapon)
      return &weapon_table[i];
  return NULL;
}

gboolean
mst_rule_tables_unit_is_irregular (MstUnit *unit)
{
  MstUnitTemplate *tmpl;

  g_return_val_if_fail (MST_IS_UNIT (unit), FALSE);

  tmpl = mst_unit_get_template (unit);
  if (mst_dm_unit_get_doctrines (unit) & MST_DOCTRINE_IRREGULAR)
    return TRUE;
  return tmpl != NULL && mst_dm_template_get_class (tmpl) == MST_TROOP_CLASS_IRREGULAR;
}

static void
add_formation (GArray *out, MstTroops troops, MstFormation formation, MstTroops charge_troops)
{
  MstUnitFormation f = {
    .formation = formation,
    .troops = troops,
    .movement = mst_rule_tables_lookup_movement (troops, formation),
    .charge = mst_rule_tables_lookup_charge (charge_troops, formation),
  };

  /* Irregular cavalry in line is not in the irregular row: it charges as
   * formed cavalry. */
  if (f.charge == NULL)
    f.charge = mst_rule_tables_lookup_charge (troops, formation);
  g_array_append_val (out, f);
}

/* Drums and Muskets, Formations: "Table summarising the formations allowed
 * to different units" —
 *   Artillery (deployed): Line; (limbered): Column March;
 *   All cavalry except irregular: Line, Column Attack, Column March;
 *   Irregular cavalry: Open, Line, Column March;
 *   Irregular foot: Open, Column March;
 *   Line foot: Line, Column Attack, Column March;
 *   Light foot: Open, Line, Column Attack, Column March.
 * Cavalry's line and attack column are one "Formed" row in the movement and
 * charge tables.  Carbine-armed cavalry may dismount into Open (Formations,
 * Open), any unit with the OPEN doctrine may take it, and formed foot may form
 * Square (Infantry Square) unless its list forbids it.  Irregular troops
 * charge from the "All Irregular troops" row. */
GArray *
mst_rule_tables_unit_formations (MstUnit *unit, MstListRules rules)
{
  GArray *out;
  MstUnitTemplate *tmpl;
  MstDoctrines doctrines;
  gboolean irregular, open;

  g_return_val_if_fail (MST_IS_UNIT (unit), NULL);

  out = g_array_new (FALSE, TRUE, sizeof (MstUnitFormation));
  tmpl = mst_unit_get_template (unit);
  if (tmpl == NULL)
    return out;

  doctrines = mst_dm_unit_get_doctrines (unit);
  irregular = mst_rule_tables_unit_is_irregular (unit);
  open = mst_dm_unit_is_open_capable (unit);

  switch (mst_dm_template_get_arm (tmpl))
    {
    case MST_ARM_FOOT:
      {
        MstTroops charge = irregular ? MST_TROOPS_IRREGULAR : MST_TROOPS_FOOT;
        if (open)
          {
            add_formation (out, MST_TROOPS_FOOT, MST_FORMATION_OPEN, charge);
            add_formation (out, MST_TROOPS_FOOT, MST_FORMATION_OPEN_EVADING, charge);
          }
        if (!irregular)
          {
            add_formation (out, MST_TROOPS_FOOT, MST_FORMATION_LINE, charge);
            add_formation (out, MST_TROOPS_FOOT, MST_FORMATION_COLUMN_OF_ATTACK, charge);
          }
        add_formation (out, MST_TROOPS_FOOT, MST_FORMATION_COLUMN_OF_MARCH, charge);
        if (!irregular && !(rules & MST_LIST_RULE_NO_FOOT_SQUARE))
          add_formation (out, MST_TROOPS_FOOT, MST_FORMATION_SQUARE, charge);
      }
      break;

    case MST_ARM_CAVALRY:
      {
        MstTroops charge = irregular ? MST_TROOPS_IRREGULAR : MST_TROOPS_CAVALRY;
        if (open || (doctrines & MST_DOCTRINE_CARBINE))
          {
            add_formation (out, MST_TROOPS_CAVALRY, MST_FORMATION_OPEN, charge);
            add_formation (out, MST_TROOPS_CAVALRY, MST_FORMATION_OPEN_EVADING, charge);
          }
        add_formation (out, MST_TROOPS_CAVALRY, MST_FORMATION_FORMED, charge);
        add_formation (out, MST_TROOPS_CAVALRY, MST_FORMATION_COLUMN_OF_MARCH, charge);
      }
      break;

    case MST_ARM_ARTILLERY:
      add_formation (out, MST_TROOPS_ARTILLERY_UNLIMBERED, MST_FORMATION_FORMED,
                     MST_TROOPS_ARTILLERY_UNLIMBERED);
      add_formation (out, MST_TROOPS_ARTILLERY_LIMBERED, MST_FORMATION_COLUMN_OF_MARCH,
                     MST_TROOPS_ARTILLERY_LIMBERED);
      break;

    default:
      break;
    }
  return out;
}

gboolean
mst_distance_is_allowed (const MstDistance *distance)
{
  g_return_val_if_fail (distance != NULL, FALSE);
  return distance->fixed > 0 || distance->n_dice > 0;
}

char *
mst_distance_format (const MstDistance *distance, const char *not_allowed)
{
  g_return_val_if_fail (distance != NULL, NULL);

  if (!mst_distance_is_allowed (distance))
    return g_strdup (not_allowed != NULL ? not_allowed : "—");
  if (distance->n_dice == 0)
    /* TRANSLATORS: a distance in base widths, "10 BW" */
    return g_strdup_printf (_("%u BW"), distance->fixed);
  if (distance->fixed == 0)
    return g_strdup_printf ("%uD%u", distance->n_dice, distance->sides);
  return g_strdup_printf ("%u + %uD%u", distance->fixed, distance->n_dice, distance->sides);
}

char *
mst_shot_format (const MstShot *shot)
{
  g_return_val_if_fail (shot != NULL, NULL);

  if (shot->range == 0)
    return g_strdup ("—");
  if (shot->score >= 6)
    /* TRANSLATORS: range in base widths and the score to hit on a D6 */
    return g_strdup_printf (_("%u BW / %u"), shot->range, shot->score);
  return g_strdup_printf (_("%u BW / %u+"), shot->range, shot->score);
}

const char *
mst_formation_get_label (MstFormation formation)
{
  switch (formation)
    {
    case MST_FORMATION_OPEN: return _("Open");
    case MST_FORMATION_OPEN_EVADING: return _("Open, evading");
    case MST_FORMATION_LINE: return _("Line");
    case MST_FORMATION_FORMED: return _("Formed");
    case MST_FORMATION_COLUMN_OF_ATTACK: return _("Column of attack");
    case MST_FORMATION_COLUMN_OF_MARCH: return _("Column of march");
    case MST_FORMATION_SQUARE: return _("Square");
    case MST_FORMATION_NONE:
    default: return "";
    }
}

const char *
mst_troops_get_label (MstTroops troops)
{
  switch (troops)
    {
    case MST_TROOPS_FOOT: return _("Foot");
    case MST_TROOPS_CAVALRY: return _("Cavalry");
    case MST_TROOPS_ARTILLERY_UNLIMBERED: return _("Artillery, unlimbered");
    case MST_TROOPS_ARTILLERY_LIMBERED: return _("Artillery, limbered");
    case MST_TROOPS_IRREGULAR: return _("Irregular troops");
    case MST_TROOPS_GENERAL: return _("General");
    default: return "";
    }
}

guint
mst_rules_melee_dice (guint bases)
{
  return bases;
}

guint
mst_rules_shooting_dice (MstWeapon weapon, guint bases)
{
  const MstWeaponRow *row = mst_rule_tables_lookup_weapon (weapon);

  if (row == NULL)
    return 0;
  return mst_rules_shooting_dice_thrown (row->one_die_for_unit ? 1 : (int) bases);
}

guint
mst_rules_shooting_dice_thrown (int adjusted_pool)
{
  return (guint) MAX (adjusted_pool, MST_RULES_MIN_SHOOTING_DICE);
}
