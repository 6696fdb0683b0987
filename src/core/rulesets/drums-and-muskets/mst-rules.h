/* mst-rules.h: what the Drums and Muskets rules derive from a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-finding.h"
#include "mst-force.h"
#include "mst-ruleset.h"
#include "mst-dm-model.h"

G_BEGIN_DECLS

/* The force commander's direct command of a unit (Actions: 5 BW). */
#define MST_RULES_COMMANDER_DIRECT_DISTANCE 5

/* The ability that counts: with the optional general types off, every
 * general is Competent. */
MstAbility  mst_rules_effective_ability   (MstForce   *force,
                                           MstGeneral *general);
/* In base widths: Incompetent 8, Competent 10, Exceptional 12. */
guint       mst_rules_command_distance    (MstAbility  ability);
/* A general's share of a pool: +1 per general, +1 Exceptional, −1 Incompetent. */
int         mst_rules_general_dice        (MstForce   *force,
                                           MstGeneral *general);
/* 2D6 + one per general ± ability. */
guint       mst_rules_supply_dice         (MstForce   *force);
/* One per general ± ability, one per cavalry unit, one per open-capable unit. */
guint       mst_rules_scouting_pool       (MstForce   *force);
/* One per general still on the table ± ability. */
guint       mst_rules_initiative_pool     (MstForce   *force);
/* The Drums and Muskets module's army checks (MstRulesetClass.check), and
 * the rules they name. */
void        mst_dm_check                  (MstRuleset *rs,
                                           MstForce   *force,
                                           GPtrArray  *findings);
extern const MstRuleName mst_dm_rule_names[];
/* The editor's rows (MstRulesetClass.unit_row, general_row,
 * template_row, template_matches). */
MstRowText *mst_dm_unit_row               (MstRuleset      *rs,
                                           MstUnit         *unit);
MstRowText *mst_dm_general_row            (MstRuleset      *rs,
                                           MstForce        *force,
                                           MstGeneral      *general);
/* Its lists' files, version 1 (mst-dm-list-format.c). */
extern const struct _MstListFormat mst_dm_list_format;
/* Its forces' files, version 1 (mst-dm-force-format.c). */
extern const struct _MstForceFormat mst_dm_force_format;
MstRowText *mst_dm_template_row           (MstRuleset      *rs,
                                           MstUnitTemplate *tmpl);
gboolean    mst_dm_template_matches       (MstRuleset      *rs,
                                           MstUnitTemplate *tmpl,
                                           const char      *query);
/* A list's template in the list editor (MstRulesetClass.template_fields). */
extern const MstListField mst_dm_template_fields[];
extern const MstListField mst_dm_list_fields[];
/* The pools (MstRulesetClass.pool). */
MstPoolLabel *mst_dm_pool                 (MstRuleset *rs,
                                           MstForce   *force,
                                           MstPool     pool);

G_END_DECLS
