/* mst-unit-template.h: one unit row of a nation list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-types.h"

G_BEGIN_DECLS

/* One value of a unit's card (Revolutionary Wars' battalion card): a stat
 * id, the formation it is for ("line"; NULL for a stat of one value), the
 * weapon line and range band it is for (an Accuracy: "musket", "12"; else
 * NULL), and the value as the list writes it ("4", "auto", "+1"). */
typedef struct {
  char *id;
  char *formation;
  char *weapon;
  char *band;
  char *value;
} MstStat;

MstStat *mst_stat_new  (const char *id,
                        const char *formation,
                        const char *weapon,
                        const char *band,
                        const char *value);
void     mst_stat_free (MstStat    *stat);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstStat, mst_stat_free)

#define MST_TYPE_UNIT_TEMPLATE (mst_unit_template_get_type ())
G_DECLARE_FINAL_TYPE (MstUnitTemplate, mst_unit_template, MST, UNIT_TEMPLATE, GObject)

MstUnitTemplate *mst_unit_template_new (const char   *id,
                                        const char   *name,
                                        MstArm        arm,
                                        MstTroopClass  klass,
                                        MstDoctrines  doctrines,
                                        MstDoctrines  optional_doctrines);

const char   *mst_unit_template_get_id                 (MstUnitTemplate *self);
const char   *mst_unit_template_get_name               (MstUnitTemplate *self);
const char   *mst_unit_template_get_list_id            (MstUnitTemplate *self);
MstArm        mst_unit_template_get_arm                (MstUnitTemplate *self);
MstTroopClass  mst_unit_template_get_class              (MstUnitTemplate *self);
MstDoctrines  mst_unit_template_get_doctrines          (MstUnitTemplate *self);
MstDoctrines  mst_unit_template_get_optional_doctrines (MstUnitTemplate *self);
/* All doctrines a unit of this template may carry. */
MstDoctrines  mst_unit_template_get_allowed_doctrines  (MstUnitTemplate *self);
/* 0 when the unit cannot have that grade. */
guint         mst_unit_template_get_threshold          (MstUnitTemplate *self,
                                                        MstGrade         grade);
void          mst_unit_template_set_threshold          (MstUnitTemplate *self,
                                                        MstGrade         grade,
                                                        guint            threshold);
/* The weapons the list allows, its default first; empty: the rule set decides. */
const MstWeapon *mst_unit_template_get_weapons         (MstUnitTemplate *self,
                                                        guint           *n_weapons);
void          mst_unit_template_add_weapon             (MstUnitTemplate *self,
                                                        MstWeapon        weapon);
void          mst_unit_template_set_list_id            (MstUnitTemplate *self,
                                                        const char      *list_id);
/* "1+ / 4+ / —" as printed, for display. */
char         *mst_unit_template_format_thresholds      (MstUnitTemplate *self);
/* The grade a die of @die gives, or MST_GRADE_NONE if no grade is open to it. */
MstGrade      mst_unit_template_grade_for_die          (MstUnitTemplate *self,
                                                        guint            die);
/* Light foot, irregulars and OPEN units may take Open formation. */
gboolean      mst_unit_template_is_open_capable        (MstUnitTemplate *self);
/* The class token ("line", "heavy"…). */
const char   *mst_unit_template_to_class_string        (MstUnitTemplate *self);

/* A row of a list of another rule set (nation-list version 2): its unit
 * kind is the rule set's token ("grenadier", "command-group"). */
MstUnitTemplate *mst_unit_template_new_kind   (const char      *id,
                                               const char      *name,
                                               const char      *kind);
/* NULL for a Drums and Muskets row. */
const char   *mst_unit_template_get_kind         (MstUnitTemplate *self);
/* The default weapon as the rule set names it ("musket"), or NULL. */
const char   *mst_unit_template_get_weapon_token (MstUnitTemplate *self);
void          mst_unit_template_set_weapon_token (MstUnitTemplate *self,
                                                  const char      *weapon);
/* Name → value, owned by the template ("bayonet" → "no"). */
GHashTable   *mst_unit_template_get_attrs        (MstUnitTemplate *self);
/* MstComponent: the figures a new unit starts with, by role. */
GArray       *mst_unit_template_get_components   (MstUnitTemplate *self);
/* MstStat, in the list's order; empty for a row without a card. */
GPtrArray    *mst_unit_template_get_stats        (MstUnitTemplate *self);
/* The weapon lines its card's accuracy and Firepower stats name, in the
 * list's order, each once: a weapon token, or NULL for the unit's own
 * weapon.  The strings are the template's. */
GPtrArray    *mst_unit_template_list_weapon_lines (MstUnitTemplate *self);
/* Takes @stat. */
void          mst_unit_template_add_stat         (MstUnitTemplate *self,
                                                  MstStat         *stat);
/* The value of stat @id for @formation and @weapon/@band (each NULL for
 * none), or NULL when the card has none. */
const char   *mst_unit_template_lookup_stat      (MstUnitTemplate *self,
                                                  const char      *id,
                                                  const char      *formation,
                                                  const char      *weapon,
                                                  const char      *band);

G_END_DECLS
