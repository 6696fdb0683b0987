/* mst-types.c: stable names and player-facing labels of the model's enumerations.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-types.h"
#include "mst-types-private.h"

static const char *arm_names[] = { "foot", "cavalry", "artillery" };
static const char *class_names[] = { "line", "light", "irregular", "heavy", "field", "position" };
static const char *doctrine_names[MST_N_DOCTRINES] = {
  "2RK", "COA", "LCOY", "GUARD", "ZEALOUS", "H2H", "CARBINE", "LANCER", "IRREGULAR", "OPEN",
};
static const char *respect_names[] = { "hated", "accepted", "inspired" };
static const char *ability_names[] = { "incompetent", "competent", "exceptional" };
static const char *weapon_names[MST_N_WEAPONS] = {
  "musket", "rifle", "minie-rifle", "carbine", "hand-to-hand",
  "field-artillery", "position-artillery", "none",
};
static const char *grade_names[MST_N_GRADES] = { "lackluster", "steady", "determined" };

gboolean
mst_name_lookup (const char *const *names, guint n, const char *s, int *out)
{
  if (s == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (strcmp (names[i], s) == 0)
      {
        *out = (int) i;
        return TRUE;
      }
  return FALSE;
}

#define NAME_OR_NULL(names, v) \
  (((guint) (v) < G_N_ELEMENTS (names)) ? names[(guint) (v)] : NULL)

const char *
mst_arm_to_string (MstArm arm)
{
  return NAME_OR_NULL (arm_names, arm);
}

gboolean
mst_arm_from_string (const char *s, MstArm *out)
{
  int v;
  if (!mst_name_lookup (arm_names, G_N_ELEMENTS (arm_names), s, &v))
    return FALSE;
  *out = (MstArm) v;
  return TRUE;
}

const char *
mst_troop_class_to_string (MstTroopClass klass)
{
  return NAME_OR_NULL (class_names, klass);
}

gboolean
mst_troop_class_from_string (const char *s, MstTroopClass *out)
{
  int v;
  if (!mst_name_lookup (class_names, G_N_ELEMENTS (class_names), s, &v))
    return FALSE;
  *out = (MstTroopClass) v;
  return TRUE;
}

gboolean
mst_troop_class_fits_arm (MstTroopClass klass, MstArm arm)
{
  switch (arm)
    {
    case MST_ARM_FOOT:
      return klass == MST_TROOP_CLASS_LINE || klass == MST_TROOP_CLASS_LIGHT ||
             klass == MST_TROOP_CLASS_IRREGULAR;
    case MST_ARM_CAVALRY:
      return klass == MST_TROOP_CLASS_HEAVY || klass == MST_TROOP_CLASS_LIGHT ||
             klass == MST_TROOP_CLASS_IRREGULAR;
    case MST_ARM_ARTILLERY:
      return klass == MST_TROOP_CLASS_FIELD || klass == MST_TROOP_CLASS_POSITION;
    default:
      return FALSE;
    }
}

const char *
mst_doctrine_to_string (MstDoctrines single)
{
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    if (single == (MstDoctrines) (1u << i))
      return doctrine_names[i];
  return NULL;
}

MstDoctrines
mst_doctrine_from_string (const char *s)
{
  int v;
  if (!mst_name_lookup (doctrine_names, MST_N_DOCTRINES, s, &v))
    return MST_DOCTRINE_NONE;
  return (MstDoctrines) (1u << v);
}

char *
mst_doctrines_to_string (MstDoctrines doctrines, const char *separator)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    if (doctrines & (1u << i))
      {
        if (s->len > 0)
          g_string_append (s, separator);
        g_string_append (s, doctrine_names[i]);
      }
  return g_string_free (s, FALSE);
}

gboolean
mst_doctrines_from_string (const char *s, MstDoctrines *out, char **bad_token)
{
  g_auto(GStrv) tokens = NULL;
  MstDoctrines result = MST_DOCTRINE_NONE;

  *out = MST_DOCTRINE_NONE;
  if (s == NULL)
    return TRUE;
  tokens = g_strsplit_set (s, " \t\n\r,", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      MstDoctrines d;
      if (tokens[i][0] == '\0')
        continue;
      d = mst_doctrine_from_string (tokens[i]);
      if (d == MST_DOCTRINE_NONE)
        {
          if (bad_token != NULL)
            *bad_token = g_strdup (tokens[i]);
          return FALSE;
        }
      result |= d;
    }
  *out = result;
  return TRUE;
}

const char *
mst_respect_to_string (MstRespect respect)
{
  return NAME_OR_NULL (respect_names, respect);
}

gboolean
mst_respect_from_string (const char *s, MstRespect *out)
{
  int v;
  if (!mst_name_lookup (respect_names, G_N_ELEMENTS (respect_names), s, &v))
    return FALSE;
  *out = (MstRespect) v;
  return TRUE;
}

const char *
mst_ability_to_string (MstAbility ability)
{
  return NAME_OR_NULL (ability_names, ability);
}

gboolean
mst_ability_from_string (const char *s, MstAbility *out)
{
  int v;
  if (!mst_name_lookup (ability_names, G_N_ELEMENTS (ability_names), s, &v))
    return FALSE;
  *out = (MstAbility) v;
  return TRUE;
}

const char *
mst_weapon_to_string (MstWeapon weapon)
{
  return NAME_OR_NULL (weapon_names, weapon);
}

gboolean
mst_weapon_from_string (const char *s, MstWeapon *out)
{
  int v;
  if (!mst_name_lookup (weapon_names, MST_N_WEAPONS, s, &v))
    return FALSE;
  *out = (MstWeapon) v;
  return TRUE;
}

const char *
mst_grade_to_string (MstGrade grade)
{
  if (grade < 0 || grade >= MST_N_GRADES)
    return NULL;
  return grade_names[grade];
}

gboolean
mst_grade_from_string (const char *s, MstGrade *out)
{
  int v;
  if (!mst_name_lookup (grade_names, MST_N_GRADES, s, &v))
    return FALSE;
  *out = (MstGrade) v;
  return TRUE;
}

const char *
mst_severity_to_string (MstSeverity severity)
{
  return severity == MST_SEVERITY_ERROR ? "error" : "warning";
}

const char *
mst_arm_get_label (MstArm arm)
{
  switch (arm)
    {
    case MST_ARM_FOOT: return _("Foot");
    case MST_ARM_CAVALRY: return _("Cavalry");
    case MST_ARM_ARTILLERY: return _("Artillery");
    default: return "";
    }
}

const char *
mst_troop_class_get_label (MstTroopClass klass, MstArm arm)
{
  switch (klass)
    {
    case MST_TROOP_CLASS_LINE: return _("Line foot");
    case MST_TROOP_CLASS_LIGHT:
      return arm == MST_ARM_CAVALRY ? _("Light cavalry") : _("Light foot");
    case MST_TROOP_CLASS_IRREGULAR:
      return arm == MST_ARM_CAVALRY ? _("Irregular cavalry") : _("Irregular foot");
    case MST_TROOP_CLASS_HEAVY: return _("Heavy cavalry");
    case MST_TROOP_CLASS_FIELD: return _("Field artillery");
    case MST_TROOP_CLASS_POSITION: return _("Position artillery");
    default: return "";
    }
}

const char *
mst_doctrine_get_label (MstDoctrines single)
{
  switch (single)
    {
    case MST_DOCTRINE_2RK: return _("Two-rank firing");
    case MST_DOCTRINE_COA: return _("Column of attack");
    case MST_DOCTRINE_LCOY: return _("Light company");
    case MST_DOCTRINE_GUARD: return _("Guard");
    case MST_DOCTRINE_ZEALOUS: return _("Zealous");
    case MST_DOCTRINE_H2H: return _("Hand-to-hand weapons");
    case MST_DOCTRINE_CARBINE: return _("Carbine");
    case MST_DOCTRINE_LANCER: return _("Lancer");
    case MST_DOCTRINE_IRREGULAR: return _("Irregular");
    case MST_DOCTRINE_OPEN: return _("Open formation");
    case MST_DOCTRINE_NONE:
    default: return "";
    }
}

/* One line of what each doctrine does in play, read from Drums and Muskets:
 * Army Structure (Light Company, 2 Ranks Firing and Column of Attack
 * Doctrines), Unit Types (Lancers, Irregulars, Guard units), Resilience
 * (Zealous), Hold Test, the Resilience Situation Adjustment Table, Shooting
 * Tables 1 and 2b–2d, the Melee Factors Tables, the Charge Distance Table
 * and Scouting Initiative.
 *
 * LCOY follows the printed rows.  The adjustment table's row "Shooters do
 * not use light company doctrine and the target does: −1" (From shooting)
 * falls on the shooters: those without the doctrine that shot at a unit with
 * it test at −1, as the doctrine's own text has it ("if an opponent does not
 * use these tactics, then it can influence morale").  Shooting Tables 2b
 * and 2d remove 1 die against a target with LCOY, 2c only when the formed
 * shooters lack it, and 2a (artillery) has no such row. */
const char *
mst_doctrine_get_reminder (MstDoctrines single)
{
  switch (single)
    {
    case MST_DOCTRINE_2RK:
      return _("Formed and shooting at close range: add 1 in 3 dice. No extra die for lost bases.");
    case MST_DOCTRINE_COA:
      return _("Counts as Zealous while in column of attack.");
    case MST_DOCTRINE_LCOY:
      return _("Shooters lose 1 die against it: open ones and columns of march always, formed ones only without LCOY, artillery never. Shooters without LCOY that fire at it test at −1.");
    case MST_DOCTRINE_GUARD:
      return _("+1 on every resilience test; melee: add 1 in 3 dice (artillery 1 die).");
    case MST_DOCTRINE_ZEALOUS:
      return _("Hold test not to charge; resilience +1 in charge or melee, no +1 from shooting; melee +2 dice in a charge’s first round, +1 after.");
    case MST_DOCTRINE_H2H:
      return _("Armed purely for hand to hand: resilience −1 from shooting, +1 in charge or melee; melee: add 1 in 3 dice.");
    case MST_DOCTRINE_CARBINE:
      return _("May dismount into Open to shoot: 1D6 for the unit, 1 BW/4+, 3 BW/6.");
    case MST_DOCTRINE_LANCER:
      return _("Melee: add 2 dice in the first round of a charge.");
    case MST_DOCTRINE_IRREGULAR:
      return _("Charges 1 + 1D6 from Open; melee stronger in terrain; cavalry −1 in 2 dice unless against Open foot or irregular cavalry.");
    case MST_DOCTRINE_OPEN:
      return _("May take Open formation; counts towards the scouting pool.");
    case MST_DOCTRINE_NONE:
    default:
      return "";
    }
}

const char *
mst_respect_get_label (MstRespect respect)
{
  switch (respect)
    {
    case MST_RESPECT_HATED: return _("Hated");
    case MST_RESPECT_ACCEPTED: return _("Accepted");
    case MST_RESPECT_INSPIRED: return _("Inspired");
    default: return "";
    }
}

const char *
mst_ability_get_label (MstAbility ability)
{
  switch (ability)
    {
    case MST_ABILITY_INCOMPETENT: return _("Incompetent");
    case MST_ABILITY_COMPETENT: return _("Competent");
    case MST_ABILITY_EXCEPTIONAL: return _("Exceptional");
    default: return "";
    }
}

const char *
mst_weapon_get_label (MstWeapon weapon)
{
  switch (weapon)
    {
    case MST_WEAPON_MUSKET: return _("Smooth-bore musket");
    case MST_WEAPON_RIFLE: return _("Rifle");
    case MST_WEAPON_MINIE_RIFLE: return _("Minié rifle");
    case MST_WEAPON_CARBINE: return _("Carbine");
    case MST_WEAPON_HAND_TO_HAND: return _("Hand-to-hand weapons");
    case MST_WEAPON_FIELD_ARTILLERY: return _("Field artillery");
    case MST_WEAPON_POSITION_ARTILLERY: return _("Position artillery");
    case MST_WEAPON_NONE: return _("None");
    default: return "";
    }
}

const char *
mst_grade_get_label (MstGrade grade)
{
  switch (grade)
    {
    case MST_GRADE_LACKLUSTER: return _("Lackluster");
    case MST_GRADE_STEADY: return _("Steady");
    case MST_GRADE_DETERMINED: return _("Determined");
    case MST_GRADE_NONE:
    default: return _("Not rolled");
    }
}
