/* mst-types.h: the enumerations of Muster's model and their stable names.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

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
typedef enum /*< flags >*/ {
  MST_DOCTRINE_NONE      = 0, /*< skip >*/
  MST_DOCTRINE_2RK       = 1 << 0, /*< nick=2RK >*/
  MST_DOCTRINE_COA       = 1 << 1, /*< nick=COA >*/
  MST_DOCTRINE_LCOY      = 1 << 2, /*< nick=LCOY >*/
  MST_DOCTRINE_GUARD     = 1 << 3, /*< nick=GUARD >*/
  MST_DOCTRINE_ZEALOUS   = 1 << 4, /*< nick=ZEALOUS >*/
  MST_DOCTRINE_H2H       = 1 << 5, /*< nick=H2H >*/
  MST_DOCTRINE_CARBINE   = 1 << 6, /*< nick=CARBINE >*/
  MST_DOCTRINE_LANCER    = 1 << 7, /*< nick=LANCER >*/
  MST_DOCTRINE_IRREGULAR = 1 << 8, /*< nick=IRREGULAR >*/
  MST_DOCTRINE_OPEN      = 1 << 9, /*< nick=OPEN >*/
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

typedef enum {
  MST_SEVERITY_WARNING,
  MST_SEVERITY_ERROR,
} MstSeverity;

/* List-wide rules a nation list can carry. */
typedef enum /*< flags >*/ {
  MST_LIST_RULE_NONE            = 0,
  MST_LIST_RULE_ALWAYS_DEFENDER = 1 << 0,
  MST_LIST_RULE_NO_FOOT_SQUARE  = 1 << 1,
} MstListRules;

/* Stable, untranslated names (the tokens of files and of the CLI). */
const char   *mst_arm_to_string        (MstArm arm);
gboolean      mst_arm_from_string      (const char *s, MstArm *out);
const char   *mst_troop_class_to_string (MstTroopClass klass);
gboolean      mst_troop_class_from_string (const char *s, MstTroopClass *out);
gboolean      mst_troop_class_fits_arm  (MstTroopClass klass, MstArm arm);
const char   *mst_doctrine_to_string   (MstDoctrines single);
MstDoctrines  mst_doctrine_from_string (const char *s);
char         *mst_doctrines_to_string  (MstDoctrines doctrines, const char *separator);
gboolean      mst_doctrines_from_string (const char *s, MstDoctrines *out, char **bad_token);
const char   *mst_weapon_to_string     (MstWeapon weapon);
gboolean      mst_weapon_from_string   (const char *s, MstWeapon *out);
const char   *mst_grade_to_string      (MstGrade grade);
gboolean      mst_grade_from_string    (const char *s, MstGrade *out);
const char   *mst_severity_to_string   (MstSeverity severity);

/* Names a player reads, translated. */
const char   *mst_arm_get_label        (MstArm arm);
const char   *mst_troop_class_get_label (MstTroopClass klass, MstArm arm);
const char   *mst_doctrine_get_label   (MstDoctrines single);
const char   *mst_doctrine_get_reminder (MstDoctrines single);
const char   *mst_weapon_get_label     (MstWeapon weapon);
const char   *mst_grade_get_label      (MstGrade grade);

/* A label ("Division", "Battalions") as it reads inside a sentence ("In
 * Saint-Hilaire's division", "3 battalions"): in lower case, except in a
 * language whose nouns keep their capital there, as its translators say. */
char         *mst_label_in_sentence    (const char *label);

G_END_DECLS
