/* mst-dm-model.c: Drums and Muskets' words, the name tables of its
 * class's declarations, and its typed views of what the engine's model
 * carries of them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-deploy.h"
#include "mst-dm-model.h"
#include "mst-value.h"

/* Optional Rules, Types of Generals: the Respect Types (000:1294-1308,
 * Accepted "the default type", 000:1304) and the Staff Ability Types
 * (000:1310-1330, Competent "the default ability", 000:1323). */
static const char *const respects[] = { "hated", "accepted", "inspired", NULL };
static const char *const respect_labels[] = { N_("Hated"), N_("Accepted"), N_("Inspired"), NULL };
static const char *const abilities[] = { "incompetent", "competent", "exceptional", NULL };
static const char *const ability_labels[] = { N_("Incompetent"), N_("Competent"), N_("Exceptional"), NULL };

/* The arms and classes of the army lists' Key (000:1372-1386) and Unit
 * Types. */
static const char *const arms[] = { "foot", "cavalry", "artillery", NULL };
static const char *const arm_labels[] = { N_("Foot"), N_("Cavalry"), N_("Artillery"), NULL };
static const char *const classes[] = { "line", "light", "irregular", "heavy", "field", "position", NULL };

/* The doctrines in the lists' canonical order, their names and one line of
 * what each does in play, read from Drums and Muskets: Army Structure
 * (Light Company, 2 Ranks Firing and Column of Attack Doctrines), Unit
 * Types (Lancers, Irregulars, Guard units), Resilience (Zealous), Hold
 * Test, the Resilience Situation Adjustment Table, Shooting Tables 1 and
 * 2b–2d, the Melee Factors Tables, the Charge Distance Table and Scouting
 * Initiative.
 *
 * The tokens are the lists' Key (000:1372-1386); a doctrine in brackets
 * in a list's row is optional ("LINE, COA (LCOY)", 000:1695).
 *
 * LCOY follows the printed rows.  The adjustment table's row "Shooters do
 * not use light company doctrine and the target does: −1" (From shooting)
 * falls on the shooters: those without the doctrine that shot at a unit with
 * it test at −1, as the doctrine's own text has it ("if an opponent does not
 * use these tactics, then it can influence morale").  Shooting Tables 2b
 * and 2d remove 1 die against a target with LCOY, 2c only when the formed
 * shooters lack it, and 2a (artillery) has no such row. */
static const char *const doctrines[] = {
  "2RK", "COA", "LCOY", "GUARD", "ZEALOUS", "H2H", "CARBINE", "LANCER", "IRREGULAR", "OPEN", NULL
};
static const char *const doctrine_labels[] = {
  N_("Two-rank firing"), N_("Column of attack"), N_("Light company"), N_("Guard"), N_("Zealous"),
  N_("Hand-to-hand weapons"), N_("Carbine"), N_("Lancer"), N_("Irregular"), N_("Open formation"), NULL
};
static const char *const doctrine_reminders[] = {
  N_("Formed and shooting at close range: add 1 in 3 dice. No extra die for lost bases."),
  N_("Counts as Zealous while in column of attack."),
  N_("Shooters lose 1 die against it: open ones and columns of march always, formed ones only without LCOY, artillery never. Shooters without LCOY that fire at it test at −1."),
  N_("+1 on every resilience test; melee: add 1 in 3 dice (artillery 1 die)."),
  N_("Hold test not to charge; resilience +1 in charge or melee, no +1 from shooting; melee +2 dice in a charge’s first round, +1 after."),
  N_("Armed purely for hand to hand: resilience −1 from shooting, +1 in charge or melee; melee: add 1 in 3 dice."),
  N_("May dismount into Open to shoot: 1D6 for the unit, 1 BW/4+, 3 BW/6."),
  N_("Melee: add 2 dice in the first round of a charge."),
  N_("Charges 1 + 1D6 from Open; melee stronger in terrain; cavalry −1 in 2 dice unless against Open foot or irregular cavalry."),
  N_("May take Open formation; counts towards the scouting pool."),
  NULL
};

static const char *const weapons[] = {
  "musket", "rifle", "minie-rifle", "carbine", "hand-to-hand", "field-artillery", "position-artillery", "none", NULL
};
static const char *const weapon_labels[] = {
  N_("Smooth-bore musket"), N_("Rifle"), N_("Minié rifle"), N_("Carbine"), N_("Hand-to-hand weapons"),
  N_("Field artillery"), N_("Position artillery"), N_("None"), NULL
};

/* Resilience, worst first (000:176-190). */
static const char *const grades[] = { "lackluster", "steady", "determined", NULL };
static const char *const grade_labels[] = { N_("Lackluster"), N_("Steady"), N_("Determined"), NULL };
static const char *const dice[] = { "1", "2", "3", "4", "5", "6", NULL };

const MstAttrSpec mst_dm_unit_attrs[] = {
  { "weapon", N_("Weapon"), weapons, weapon_labels, "musket" },
  { "doctrines", N_("Doctrines"), doctrines, doctrine_labels, NULL, doctrine_reminders, TRUE },
  { NULL }
};

const MstAttrSpec mst_dm_rolled_attrs[] = {
  { "grade", N_("Resilience"), grades, grade_labels },
  { "die", N_("Resilience die"), dice, NULL },
  { NULL }
};

/* The baggage camp, which the supply dice are lost with (000:88) and which
 * goes down with the first command deployed (000:1258). */
const MstAttrSpec mst_dm_force_attrs[] = {
  { "baggage-camp", N_("Baggage camp"), NULL, NULL },
  { NULL }
};

const MstOptionalRule mst_dm_optional_rules[] = {
  { MST_DM_GENERAL_TYPES, N_("General types"), N_("Optional rule: the respect and staff ability of generals count") },
  { NULL }
};

const MstAttrSpec mst_dm_general_attrs[] = {
  { "respect", N_("Respect"), respects, respect_labels, "accepted" },
  { "ability", N_("Staff ability"), abilities, ability_labels, "competent" },
  { NULL }
};

/* The index of @s among @tokens, or -1. */
static int
token_index (const char *const *tokens, const char *s)
{
  for (int i = 0; s != NULL && tokens[i] != NULL; i++)
    if (g_str_equal (tokens[i], s))
      return i;
  return -1;
}

static const char *
token_at (const char *const *tokens, guint n, int i)
{
  return i >= 0 && (guint) i < n ? tokens[i] : NULL;
}

/* The value of @tokens' token @s, as an index, in *@out. */
#define TOKEN_FUNCTIONS(Type, name, tokens)                   \
  const char *                                                \
  mst_##name##_to_string (Type value)                         \
  {                                                           \
    return token_at (tokens, G_N_ELEMENTS (tokens) - 1, (int) value); \
  }                                                           \
                                                              \
  gboolean                                                    \
  mst_##name##_from_string (const char *s, Type *out)         \
  {                                                           \
    int i = token_index (tokens, s);                          \
    if (i < 0)                                                \
      return FALSE;                                           \
    *out = (Type) i;                                          \
    return TRUE;                                              \
  }

TOKEN_FUNCTIONS (MstArm, arm, arms)
TOKEN_FUNCTIONS (MstTroopClass, troop_class, classes)
TOKEN_FUNCTIONS (MstWeapon, weapon, weapons)
/* MST_GRADE_NONE, not rolled, has no name in a file. */
TOKEN_FUNCTIONS (MstGrade, grade, grades)

/* The translated label of value @i of @labels, or "". */
static const char *
label_at (const char *const *labels, guint n, int i)
{
  const char *label = token_at (labels, n, i);

  return label != NULL ? _(label) : "";
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

/* The index of a single doctrine's bit, or -1. */
static int
doctrine_index (MstDoctrines single)
{
  for (int i = 0; i < MST_N_DOCTRINES; i++)
    if ((guint) single == 1u << i)
      return i;
  return -1;
}

const char *
mst_doctrine_to_string (MstDoctrines single)
{
  int i = doctrine_index (single);

  return i >= 0 ? doctrines[i] : NULL;
}

MstDoctrines
mst_doctrine_from_string (const char *s)
{
  int i = token_index (doctrines, s);

  return i >= 0 ? (MstDoctrines) (1u << i) : MST_DOCTRINE_NONE;
}

char *
mst_doctrines_to_string (MstDoctrines set, const char *separator)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    if (set & (1u << i))
      {
        if (s->len > 0)
          g_string_append (s, separator);
        g_string_append (s, doctrines[i]);
      }
  return g_string_free (s, FALSE);
}

gboolean
mst_doctrines_from_string (const char *s, MstDoctrines *out, char **bad_token)
{
  MstDoctrines result = MST_DOCTRINE_NONE;

  *out = MST_DOCTRINE_NONE;
  if (s == NULL)
    return TRUE;
  /* Read in place, with no copy: a unit's doctrines are read for every
   * pool and check. */
  while (*s != '\0')
    {
      size_t len = strcspn (s, " \t\n\r,");
      int found = -1;

      for (int i = 0; len > 0 && i < MST_N_DOCTRINES && found < 0; i++)
        if (strlen (doctrines[i]) == len && strncmp (doctrines[i], s, len) == 0)
          found = i;
      if (len > 0 && found < 0)
        {
          if (bad_token != NULL)
            *bad_token = g_strndup (s, len);
          return FALSE;
        }
      if (found >= 0)
        result |= 1u << found;
      s += len;
      if (*s != '\0')
        s++;
    }
  *out = result;
  return TRUE;
}

const char *
mst_arm_get_label (MstArm arm)
{
  return label_at (arm_labels, G_N_ELEMENTS (arm_labels) - 1, arm);
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
  return label_at (doctrine_labels, G_N_ELEMENTS (doctrine_labels) - 1, doctrine_index (single));
}

const char *
mst_doctrine_get_reminder (MstDoctrines single)
{
  return label_at (doctrine_reminders, G_N_ELEMENTS (doctrine_reminders) - 1, doctrine_index (single));
}

const char *
mst_weapon_get_label (MstWeapon weapon)
{
  return label_at (weapon_labels, G_N_ELEMENTS (weapon_labels) - 1, weapon);
}

const char *
mst_grade_get_label (MstGrade grade)
{
  if (grade == MST_GRADE_NONE)
    return _("Not rolled");
  return label_at (grade_labels, G_N_ELEMENTS (grade_labels) - 1, grade);
}

TOKEN_FUNCTIONS (MstRespect, respect, respects)
TOKEN_FUNCTIONS (MstAbility, ability, abilities)

const char *
mst_respect_get_label (MstRespect respect)
{
  return label_at (respect_labels, G_N_ELEMENTS (respect_labels) - 1, respect);
}

const char *
mst_ability_get_label (MstAbility ability)
{
  return label_at (ability_labels, G_N_ELEMENTS (ability_labels) - 1, ability);
}

MstGeneral *
mst_dm_general_new (const char *name, MstRespect respect, MstAbility ability)
{
  MstGeneral *general = mst_general_new (name);

  mst_dm_general_set_respect (general, respect);
  mst_dm_general_set_ability (general, ability);
  return general;
}

MstRespect
mst_dm_general_get_respect (MstGeneral *general)
{
  MstRespect respect = MST_RESPECT_ACCEPTED;

  mst_respect_from_string (mst_general_get_attr (general, "respect"), &respect);
  return respect;
}

void
mst_dm_general_set_respect (MstGeneral *general, MstRespect respect)
{
  mst_general_set_attr (general, "respect", mst_respect_to_string (respect));
}

MstAbility
mst_dm_general_get_ability (MstGeneral *general)
{
  MstAbility ability = MST_ABILITY_COMPETENT;

  mst_ability_from_string (mst_general_get_attr (general, "ability"), &ability);
  return ability;
}

void
mst_dm_general_set_ability (MstGeneral *general, MstAbility ability)
{
  mst_general_set_attr (general, "ability", mst_ability_to_string (ability));
}

/* Templates: a row of a version-1 list */

typedef struct {
  MstArm arm;
  MstTroopClass klass;
  MstDoctrines doctrines;
  MstDoctrines optional_doctrines;
  guint thresholds[MST_N_GRADES];
  GArray *weapons;
} Row;

static const Row no_row = { MST_ARM_FOOT, MST_TROOP_CLASS_LINE, 0, 0, { 0, 0, 0 }, NULL };

static void
row_free (Row *row)
{
  g_clear_pointer (&row->weapons, g_array_unref);
  g_free (row);
}

static const Row *
row_of (MstUnitTemplate *tmpl)
{
  const Row *row;

  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), &no_row);
  row = mst_unit_template_get_ruleset_data (tmpl);
  return row != NULL ? row : &no_row;
}

static Row *
ensure_row (MstUnitTemplate *tmpl)
{
  Row *row = mst_unit_template_get_ruleset_data (tmpl);

  if (row == NULL)
    {
      row = g_new0 (Row, 1);
      *row = no_row;
      mst_unit_template_set_ruleset_data (tmpl, row, (GDestroyNotify) row_free);
    }
  return row;
}

MstUnitTemplate *
mst_dm_template_new (const char   *id,
                     const char   *name,
                     MstArm        arm,
                     MstTroopClass klass,
                     MstDoctrines  doctrines_,
                     MstDoctrines  optional_doctrines)
{
  MstUnitTemplate *tmpl = mst_unit_template_new (id, name, NULL);
  Row *row = ensure_row (tmpl);

  row->arm = arm;
  row->klass = klass;
  row->doctrines = doctrines_;
  row->optional_doctrines = optional_doctrines & ~doctrines_;
  return tmpl;
}

MstArm
mst_dm_template_get_arm (MstUnitTemplate *tmpl)
{
  return row_of (tmpl)->arm;
}

MstTroopClass
mst_dm_template_get_class (MstUnitTemplate *tmpl)
{
  return row_of (tmpl)->klass;
}

MstDoctrines
mst_dm_template_get_doctrines (MstUnitTemplate *tmpl)
{
  return row_of (tmpl)->doctrines;
}

MstDoctrines
mst_dm_template_get_optional_doctrines (MstUnitTemplate *tmpl)
{
  return row_of (tmpl)->optional_doctrines;
}

MstDoctrines
mst_dm_template_get_allowed_doctrines (MstUnitTemplate *tmpl)
{
  return row_of (tmpl)->doctrines | row_of (tmpl)->optional_doctrines;
}

guint
mst_dm_template_get_threshold (MstUnitTemplate *tmpl, MstGrade grade)
{
  g_return_val_if_fail (grade >= 0 && grade < MST_N_GRADES, 0);
  return row_of (tmpl)->thresholds[grade];
}

void
mst_dm_template_set_threshold (MstUnitTemplate *tmpl, MstGrade grade, guint threshold)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (tmpl));
  g_return_if_fail (grade >= 0 && grade < MST_N_GRADES);
  g_return_if_fail (threshold <= 6);
  ensure_row (tmpl)->thresholds[grade] = threshold;
}

const MstWeapon *
mst_dm_template_get_weapons (MstUnitTemplate *tmpl, guint *n_weapons)
{
  const Row *row = row_of (tmpl);

  if (n_weapons != NULL)
    *n_weapons = row->weapons != NULL ? row->weapons->len : 0;
  return row->weapons != NULL ? (const MstWeapon *) (gpointer) row->weapons->data : NULL;
}

void
mst_dm_template_add_weapon (MstUnitTemplate *tmpl, MstWeapon weapon)
{
  Row *row;

  g_return_if_fail (MST_IS_UNIT_TEMPLATE (tmpl));
  row = ensure_row (tmpl);
  if (row->weapons == NULL)
    row->weapons = g_array_new (FALSE, FALSE, sizeof (MstWeapon));
  g_array_append_val (row->weapons, weapon);
}

char *
mst_dm_template_format_thresholds (MstUnitTemplate *tmpl)
{
  const Row *row = row_of (tmpl);
  GString *s = g_string_new (NULL);

  for (int g = 0; g < MST_N_GRADES; g++)
    {
      if (g > 0)
        g_string_append (s, " / ");
      if (row->thresholds[g] > 0)
        g_string_append_printf (s, "%u+", row->thresholds[g]);
      else
        g_string_append (s, "—");
    }
  return g_string_free (s, FALSE);
}

/* Resilience: the unit is the best grade whose threshold the die meets. */
MstGrade
mst_dm_template_grade_for_die (MstUnitTemplate *tmpl, guint die)
{
  const Row *row = row_of (tmpl);

  for (int g = MST_N_GRADES - 1; g >= 0; g--)
    if (row->thresholds[g] > 0 && die >= row->thresholds[g])
      return (MstGrade) g;
  return MST_GRADE_NONE;
}

gboolean
mst_dm_template_is_open_capable (MstUnitTemplate *tmpl)
{
  const Row *row = row_of (tmpl);

  if (row->doctrines & MST_DOCTRINE_OPEN)
    return TRUE;
  if (row->klass == MST_TROOP_CLASS_IRREGULAR)
    return TRUE;
  return row->arm == MST_ARM_FOOT && row->klass == MST_TROOP_CLASS_LIGHT;
}

const char *
mst_dm_template_to_class_string (MstUnitTemplate *tmpl)
{
  return mst_troop_class_to_string (row_of (tmpl)->klass);
}

/* Units */

MstWeapon
mst_dm_unit_get_weapon (MstUnit *unit)
{
  MstWeapon weapon = MST_WEAPON_MUSKET;

  mst_weapon_from_string (mst_unit_get_attr (unit, "weapon"), &weapon);
  return weapon;
}

void
mst_dm_unit_set_weapon (MstUnit *unit, MstWeapon weapon)
{
  g_return_if_fail ((guint) weapon < MST_N_WEAPONS);
  mst_unit_set_attr (unit, "weapon", mst_weapon_to_string (weapon));
}

MstDoctrines
mst_dm_unit_get_doctrines (MstUnit *unit)
{
  MstDoctrines set = MST_DOCTRINE_NONE;

  mst_doctrines_from_string (mst_unit_get_attr (unit, "doctrines"), &set, NULL);
  return set;
}

void
mst_dm_unit_set_doctrines (MstUnit *unit, MstDoctrines set)
{
  g_autofree char *tokens = mst_doctrines_to_string (set & ((1u << MST_N_DOCTRINES) - 1), " ");

  mst_unit_set_attr (unit, "doctrines", tokens[0] != '\0' ? tokens : NULL);
}

MstGrade
mst_dm_unit_get_grade (MstUnit *unit)
{
  MstGrade grade = MST_GRADE_NONE;

  mst_grade_from_string (mst_deploy_get_grade (unit), &grade);
  return grade;
}

guint
mst_dm_unit_get_die (MstUnit *unit)
{
  return mst_deploy_get_die (unit);
}

void
mst_dm_unit_set_resilience (MstUnit *unit, MstGrade grade, guint die)
{
  g_return_if_fail (grade >= MST_GRADE_NONE && grade < MST_N_GRADES);
  mst_deploy_set (unit, mst_grade_to_string (grade), die);
}

gboolean
mst_dm_unit_is_cavalry (MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  return tmpl != NULL && mst_dm_template_get_arm (tmpl) == MST_ARM_CAVALRY;
}

gboolean
mst_dm_unit_is_artillery (MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  return tmpl != NULL && mst_dm_template_get_arm (tmpl) == MST_ARM_ARTILLERY;
}

/* DESIGN, scouting: light foot, irregular foot, irregular cavalry, and any
 * unit with the OPEN doctrine can take Open formation. */
gboolean
mst_dm_unit_is_open_capable (MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  if (tmpl == NULL)
    return FALSE;
  if (mst_dm_unit_get_doctrines (unit) & (MST_DOCTRINE_OPEN | MST_DOCTRINE_IRREGULAR))
    return TRUE;
  return mst_dm_template_is_open_capable (tmpl);
}

guint
mst_dm_default_bases (MstArm arm)
{
  /* "Standard battalions would be about 4 bases … Most cavalry would be 4
   * bases … Artillery batteries would be 1 base unless specifically larger."
   * (000:33-40) */
  return arm == MST_ARM_ARTILLERY ? 1 : 4;
}

/* "All foot units are assumed to be armed with muskets or rifles … unless
 * stated otherwise" (000:1369): the list's foot weapon, H2H foot armed
 * for hand to hand, CARBINE cavalry with carbines (000:1376-1379). */
MstWeapon
mst_dm_default_weapon (MstUnitTemplate *tmpl, MstWeapon foot_weapon)
{
  guint n = 0;
  const MstWeapon *allowed = mst_dm_template_get_weapons (tmpl, &n);
  MstDoctrines d = mst_dm_template_get_doctrines (tmpl);

  if (n > 0)
    return allowed[0];
  switch (mst_dm_template_get_arm (tmpl))
    {
    case MST_ARM_FOOT:
      return (d & MST_DOCTRINE_H2H) ? MST_WEAPON_HAND_TO_HAND : foot_weapon;
    case MST_ARM_CAVALRY:
      return (d & MST_DOCTRINE_CARBINE) ? MST_WEAPON_CARBINE : MST_WEAPON_NONE;
    case MST_ARM_ARTILLERY:
      return mst_dm_template_get_class (tmpl) == MST_TROOP_CLASS_POSITION
             ? MST_WEAPON_POSITION_ARTILLERY : MST_WEAPON_FIELD_ARTILLERY;
    default:
      return MST_WEAPON_NONE;
    }
}

/* Forces */

const char *
mst_dm_force_get_baggage_camp (MstForce *force)
{
  const char *camp = mst_force_get_attr (force, "baggage-camp");

  return camp != NULL ? camp : "";
}

void
mst_dm_force_set_baggage_camp (MstForce *force, const char *description)
{
  mst_force_set_attr (force, "baggage-camp", description != NULL && description[0] != '\0' ? description : NULL);
}

/* Lists */

MstWeapon
mst_dm_list_get_foot_weapon (MstNationList *list)
{
  MstWeapon weapon = MST_WEAPON_MUSKET;

  if (list != NULL)
    mst_weapon_from_string (mst_nation_list_get_foot_weapon (list), &weapon);
  return weapon;
}

MstListRules
mst_dm_list_get_rules (MstNationList *list)
{
  MstListRules rules = MST_LIST_RULE_NONE;

  if (list != NULL && mst_nation_list_has_rule (list, "always-defender"))
    rules |= MST_LIST_RULE_ALWAYS_DEFENDER;
  if (list != NULL && mst_nation_list_has_rule (list, "no-foot-square"))
    rules |= MST_LIST_RULE_NO_FOOT_SQUARE;
  return rules;
}
