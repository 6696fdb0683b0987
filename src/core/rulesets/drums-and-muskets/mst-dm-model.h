/* mst-dm-model.h: Drums and Muskets' words and what the engine's model
 * carries of them: a unit's arm, class, doctrines, weapon and resilience,
 * a general's respect and staff ability, a list's rules.  The model keeps
 * them as attributes the class declares (mst_dm_unit_attrs,
 * mst_dm_general_attrs), and a list's row as the module's own data on the
 * template; these are the module's typed views of them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-general.h"
#include "mst-nation-list.h"
#include "mst-ruleset.h"
#include "mst-unit.h"
#include "mst-unit-template.h"

G_BEGIN_DECLS

typedef enum {
  MST_ARM_FOOT,
  MST_ARM_CAVALRY,
  MST_ARM_ARTILLERY,
} MstArm;

typedef enum {
  MST_TROOP_CLASS_LINE,
  MST_TROOP_CLASS_LIGHT,
  MST_TROOP_CLASS_IRREGULAR,
  MST_TROOP_CLASS_HEAVY,
  MST_TROOP_CLASS_FIELD,
  MST_TROOP_CLASS_POSITION,
} MstTroopClass;

/* The doctrine tokens of the army lists, in their canonical order. */
typedef enum {
  MST_DOCTRINE_NONE      = 0,
  MST_DOCTRINE_2RK       = 1 << 0,
  MST_DOCTRINE_COA       = 1 << 1,
  MST_DOCTRINE_LCOY      = 1 << 2,
  MST_DOCTRINE_GUARD     = 1 << 3,
  MST_DOCTRINE_ZEALOUS   = 1 << 4,
  MST_DOCTRINE_H2H       = 1 << 5,
  MST_DOCTRINE_CARBINE   = 1 << 6,
  MST_DOCTRINE_LANCER    = 1 << 7,
  MST_DOCTRINE_IRREGULAR = 1 << 8,
  MST_DOCTRINE_OPEN      = 1 << 9,
} MstDoctrines;

#define MST_N_DOCTRINES 10

typedef enum {
  MST_WEAPON_MUSKET,
  MST_WEAPON_RIFLE,
  MST_WEAPON_MINIE_RIFLE,
  MST_WEAPON_CARBINE,
  MST_WEAPON_HAND_TO_HAND,
  MST_WEAPON_FIELD_ARTILLERY,
  MST_WEAPON_POSITION_ARTILLERY,
  MST_WEAPON_NONE,
} MstWeapon;

#define MST_N_WEAPONS 8

/* Resilience grades, worst first.  NONE: not rolled yet. */
typedef enum {
  MST_GRADE_NONE = -1,
  MST_GRADE_LACKLUSTER = 0,
  MST_GRADE_STEADY = 1,
  MST_GRADE_DETERMINED = 2,
} MstGrade;

#define MST_N_GRADES 3

/* List-wide rules a nation list can carry (its <rule id=>). */
typedef enum {
  MST_LIST_RULE_NONE            = 0,
  MST_LIST_RULE_ALWAYS_DEFENDER = 1 << 0,
  MST_LIST_RULE_NO_FOOT_SQUARE  = 1 << 1,
} MstListRules;

/* In the rules' order, worst first (000:1294-1330). */
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

/* Its optional rule of general types (000:1287-1291): the respect
 * and staff ability of generals count (MstRulesetClass.optional_rules). */
#define MST_DM_GENERAL_TYPES "general-types"
extern const MstOptionalRule mst_dm_optional_rules[];

/* A general's attributes as the class declares them (general_attrs):
 * "respect" and "ability", each with the token a general has when his
 * file names none ("accepted", "competent"). */
extern const MstAttrSpec mst_dm_general_attrs[];
/* A unit's: its "weapon" and "doctrines" (several, one space between),
 * which the editor offers; its "grade" and "die", rolled after
 * deployment, which it does not. */
extern const MstAttrSpec mst_dm_unit_attrs[];
extern const MstAttrSpec mst_dm_rolled_attrs[];

/* Stable, untranslated names (the tokens of files and of the CLI). */
const char   *mst_arm_to_string           (MstArm         arm);
gboolean      mst_arm_from_string         (const char    *s,
                                           MstArm        *out);
const char   *mst_troop_class_to_string   (MstTroopClass  klass);
gboolean      mst_troop_class_from_string (const char    *s,
                                           MstTroopClass *out);
gboolean      mst_troop_class_fits_arm    (MstTroopClass  klass,
                                           MstArm         arm);
const char   *mst_doctrine_to_string      (MstDoctrines   single);
MstDoctrines  mst_doctrine_from_string    (const char    *s);
char         *mst_doctrines_to_string     (MstDoctrines   doctrines,
                                           const char    *separator);
gboolean      mst_doctrines_from_string   (const char    *s,
                                           MstDoctrines  *out,
                                           char         **bad_token);
const char   *mst_weapon_to_string        (MstWeapon      weapon);
gboolean      mst_weapon_from_string      (const char    *s,
                                           MstWeapon     *out);
const char   *mst_grade_to_string         (MstGrade       grade);
gboolean      mst_grade_from_string       (const char    *s,
                                           MstGrade      *out);

/* Names a player reads, translated. */
const char   *mst_arm_get_label           (MstArm         arm);
const char   *mst_troop_class_get_label   (MstTroopClass  klass,
                                           MstArm         arm);
const char   *mst_doctrine_get_label      (MstDoctrines   single);
const char   *mst_doctrine_get_reminder   (MstDoctrines   single);
const char   *mst_weapon_get_label        (MstWeapon      weapon);
const char   *mst_grade_get_label         (MstGrade       grade);

/* The tokens of files and of the CLI, and the names a player reads. */
const char *mst_respect_to_string   (MstRespect  respect);
gboolean    mst_respect_from_string (const char *s,
                                     MstRespect *out);
const char *mst_respect_get_label   (MstRespect  respect);
const char *mst_ability_to_string   (MstAbility  ability);
gboolean    mst_ability_from_string (const char *s,
                                     MstAbility *out);
const char *mst_ability_get_label   (MstAbility  ability);

/* A row of a version-1 list: the module's own data on the template. */
MstUnitTemplate *mst_dm_template_new          (const char      *id,
                                               const char      *name,
                                               MstArm           arm,
                                               MstTroopClass    klass,
                                               MstDoctrines     doctrines,
                                               MstDoctrines     optional_doctrines);
/* Foot, line, no doctrine and no resilience for a row of another list. */
MstArm           mst_dm_template_get_arm      (MstUnitTemplate *tmpl);
MstTroopClass    mst_dm_template_get_class    (MstUnitTemplate *tmpl);
MstDoctrines     mst_dm_template_get_doctrines (MstUnitTemplate *tmpl);
MstDoctrines     mst_dm_template_get_optional_doctrines (MstUnitTemplate *tmpl);
/* All doctrines a unit of this template may carry. */
MstDoctrines     mst_dm_template_get_allowed_doctrines (MstUnitTemplate *tmpl);
/* 0 when the unit cannot have that grade. */
guint            mst_dm_template_get_threshold (MstUnitTemplate *tmpl,
                                                MstGrade         grade);
void             mst_dm_template_set_threshold (MstUnitTemplate *tmpl,
                                                MstGrade         grade,
                                                guint            threshold);
/* The weapons the list allows, its default first; empty: the rules decide. */
const MstWeapon *mst_dm_template_get_weapons  (MstUnitTemplate *tmpl,
                                               guint           *n_weapons);
void             mst_dm_template_add_weapon   (MstUnitTemplate *tmpl,
                                               MstWeapon        weapon);
/* "1+ / 4+ / —" as printed, for display. */
char            *mst_dm_template_format_thresholds (MstUnitTemplate *tmpl);
/* The grade a die of @die gives, or MST_GRADE_NONE if no grade is open to it. */
MstGrade         mst_dm_template_grade_for_die (MstUnitTemplate *tmpl,
                                                guint            die);
/* Light foot, irregulars and OPEN units may take Open formation. */
gboolean         mst_dm_template_is_open_capable (MstUnitTemplate *tmpl);
/* The class token ("line", "heavy"…). */
const char      *mst_dm_template_to_class_string (MstUnitTemplate *tmpl);

/* A unit's weapon, doctrines and resilience, read from and written to
 * its attributes. */
MstWeapon        mst_dm_unit_get_weapon       (MstUnit         *unit);
void             mst_dm_unit_set_weapon       (MstUnit         *unit,
                                               MstWeapon        weapon);
MstDoctrines     mst_dm_unit_get_doctrines    (MstUnit         *unit);
void             mst_dm_unit_set_doctrines    (MstUnit         *unit,
                                               MstDoctrines     doctrines);
/* Rolled after deployment; MST_GRADE_NONE and 0 before. */
MstGrade         mst_dm_unit_get_grade        (MstUnit         *unit);
guint            mst_dm_unit_get_die          (MstUnit         *unit);
void             mst_dm_unit_set_resilience   (MstUnit         *unit,
                                               MstGrade         grade,
                                               guint            die);
/* Derived from the template and the doctrines in force. */
gboolean         mst_dm_unit_is_cavalry       (MstUnit         *unit);
gboolean         mst_dm_unit_is_artillery     (MstUnit         *unit);
gboolean         mst_dm_unit_is_open_capable  (MstUnit         *unit);
/* The usual number of bases of an arm (Game Scale). */
guint            mst_dm_default_bases         (MstArm           arm);
MstWeapon        mst_dm_default_weapon        (MstUnitTemplate *tmpl,
                                               MstWeapon        foot_weapon);
/* A force's attributes as the class declares them (force_attrs): its
 * "baggage-camp", where it is, any text (000:88, 000:1258). */
extern const MstAttrSpec mst_dm_force_attrs[];
/* Where the force's baggage camp is, or "". */
const char      *mst_dm_force_get_baggage_camp (MstForce       *force);
void             mst_dm_force_set_baggage_camp (MstForce       *force,
                                                const char     *description);

/* What a list's foot carry unless it says otherwise; its list-wide rules. */
MstWeapon        mst_dm_list_get_foot_weapon  (MstNationList   *list);
MstListRules     mst_dm_list_get_rules        (MstNationList   *list);

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
