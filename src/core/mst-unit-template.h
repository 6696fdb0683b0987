/* mst-unit-template.h: one unit row of a nation list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>


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

/* A row of a list: its id, name and unit kind, the rule set's token
 * ("grenadier", "command-group"; NULL for a row of a list whose rule set
 * keeps its own data on it, as Drums and Muskets' version 1 does). */
MstUnitTemplate *mst_unit_template_new (const char   *id,
                                        const char   *name,
                                        const char   *kind);

const char   *mst_unit_template_get_id                 (MstUnitTemplate *self);
const char   *mst_unit_template_get_name               (MstUnitTemplate *self);
const char   *mst_unit_template_get_list_id            (MstUnitTemplate *self);
void          mst_unit_template_set_list_id            (MstUnitTemplate *self,
                                                        const char      *list_id);
/* NULL for a row of a version-1 list (Drums and Muskets'). */
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

/* A rule set keeping its own data on the rows of its lists (Drums and
 * Muskets' version 1: arm, class, doctrines, resilience), owned by the
 * template; NULL for none. */
gpointer      mst_unit_template_get_ruleset_data (MstUnitTemplate *self);
void          mst_unit_template_set_ruleset_data (MstUnitTemplate *self,
                                                  gpointer         data,
                                                  GDestroyNotify   destroy);

G_END_DECLS
