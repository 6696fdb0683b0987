/* mst-rules.h: what the Drums and Muskets rules derive from a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-finding.h"
#include "mst-force.h"

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
/* Every army-check finding, in a stable order.  A GPtrArray of MstFinding. */
GPtrArray  *mst_rules_check               (MstForce   *force);
/* The rule text behind a finding id, for help; NULL for unknown ids. */
const char *mst_rules_describe            (const char *rule_id);
/* Every finding id the checks can produce, NULL-terminated. */
const char *const *mst_rules_list_ids     (void);

G_END_DECLS
