/* mst-types.c: stable names and player-facing labels of the model's enumerations.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-enum-types.h"
#include "mst-types.h"
#include "mst-types-private.h"

/* The class of a static enumeration: made on first use and kept for the
 * program's life (a reference never given back), then only looked up. */
static gpointer
enum_class (GType type)
{
  gpointer klass = g_type_class_peek (type);

  return klass != NULL ? klass : g_type_class_ref (type);
}

const char *
mst_enum_to_nick (GType type, int value)
{
  GEnumValue *v = g_enum_get_value (enum_class (type), value);

  return v != NULL ? v->value_nick : NULL;
}

gboolean
mst_enum_from_nick (GType type, const char *s, int *out)
{
  GEnumValue *v;

  if (s == NULL)
    return FALSE;
  v = g_enum_get_value_by_nick (enum_class (type), s);
  if (v == NULL)
    return FALSE;
  *out = v->value;
  return TRUE;
}

/* The *_to_string and *_from_string of an enumeration, by its nicks. */
#define NICK_FUNCTIONS(Type, name, TYPE)                      \
  const char *                                                \
  mst_##name##_to_string (Type value)                         \
  {                                                           \
    return mst_enum_to_nick (TYPE, value);                    \
  }                                                           \
                                                              \
  gboolean                                                    \
  mst_##name##_from_string (const char *s, Type *out)         \
  {                                                           \
    int v;                                                    \
    if (!mst_enum_from_nick (TYPE, s, &v))                    \
      return FALSE;                                           \
    *out = (Type) v;                                          \
    return TRUE;                                              \
  }

NICK_FUNCTIONS (MstArm, arm, MST_TYPE_ARM)
NICK_FUNCTIONS (MstTroopClass, troop_class, MST_TYPE_TROOP_CLASS)
NICK_FUNCTIONS (MstWeapon, weapon, MST_TYPE_WEAPON)

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
  GFlagsValue *v = g_flags_get_first_value (enum_class (MST_TYPE_DOCTRINES), single);

  /* A single doctrine only. */
  return v != NULL && v->value == (guint) single ? v->value_nick : NULL;
}

MstDoctrines
mst_doctrine_from_string (const char *s)
{
  GFlagsValue *v;

  if (s == NULL)
    return MST_DOCTRINE_NONE;
  v = g_flags_get_value_by_nick (enum_class (MST_TYPE_DOCTRINES), s);
  return v != NULL ? (MstDoctrines) v->value : MST_DOCTRINE_NONE;
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
        g_string_append (s, mst_doctrine_to_string (1u << i));
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

/* "none" is not rolled yet: no name in a file. */
const char *
mst_grade_to_string (MstGrade grade)
{
  return grade == MST_GRADE_NONE ? NULL : mst_enum_to_nick (MST_TYPE_GRADE, grade);
}

gboolean
mst_grade_from_string (const char *s, MstGrade *out)
{
  int v;

  if (!mst_enum_from_nick (MST_TYPE_GRADE, s, &v) || v == MST_GRADE_NONE)
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

char *
mst_label_in_sentence (const char *label)
{
  /* TRANSLATORS: translate as "keep" if in your language a noun keeps its
   * capital letter inside a sentence (German: "In Saint-Hilaires Division",
   * "3 Bataillone"); otherwise leave "lower case" ("in Saint-Hilaire's
   * division").  Only these two words are understood. */
  const char *rule = C_("nouns inside a sentence", "lower case");

  g_return_val_if_fail (label != NULL, NULL);
  return g_str_equal (rule, "keep") ? g_strdup (label) : g_utf8_strdown (label, -1);
}
