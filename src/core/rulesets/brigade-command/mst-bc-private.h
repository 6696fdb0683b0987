/* mst-bc-private.h: what the Brigade Command module's files share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-ruleset.h"

G_BEGIN_DECLS

/* The sheets' words, in their order (003:42-47, 211-216, 25-34). */
extern const char *const mst_bc_trainings[];
extern const char *const mst_bc_training_labels[];
extern const char *const mst_bc_morale_classes[];
extern const char *const mst_bc_morale_class_labels[];
extern const char *const mst_bc_orders[];
/* What the orders under a command lack to fit its @order (003:17-34), as
 * N_() text, or NULL when they fit; @orders: those set under it. */
const char *mst_bc_orders_problem (const char *order,
                                   gboolean    division,
                                   GPtrArray  *orders,
                                   guint       n_under);
extern const char *const mst_bc_order_labels[];
/* Orders to a division or a brigade (003:17-23). */
extern const char *const mst_bc_formation_orders[];
extern const char *const mst_bc_formation_order_labels[];
extern const char *const mst_bc_unit_kinds[];
extern const char *const mst_bc_weapons[];
extern const char *const mst_bc_levels[];
extern const char *const mst_bc_level_labels[];
extern const MstAttrSpec mst_bc_unit_attrs[];
extern const MstAttrSpec mst_bc_force_attrs[];
extern const char *const mst_bc_roles[];
extern const MstRuleName mst_bc_rule_names[];
extern const char *const mst_bc_role_labels[];
extern const char *const mst_bc_unit_kind_labels[];
extern const MstAttrSpec mst_bc_general_attrs[];
extern const MstAttrSpec mst_bc_command_attrs[];

/* The position of @v among @values (NULL-terminated), or -1: Green is 0. */
int       mst_bc_index_of             (const char *const *values,
                                       const char  *v);
/* Stands (or guns) now, and at full strength (the template's). */
guint     mst_bc_unit_stands          (MstUnit     *unit);
guint     mst_bc_unit_full_stands     (MstUnit     *unit);
gboolean  mst_bc_may_charge_in_column (MstForce    *force,
                                       MstUnit     *unit);
/* "short 0–4, medium over 4–6, long over 6–8" (a gun's canister first),
 * or NULL for no weapon of the table. */
char     *mst_bc_weapon_ranges        (MstRuleset  *rs,
                                       const char  *weapon);
/* The commands and units directly under @command (NULL: the army or
 * corps commander, whose are the commands at the top). */
guint     mst_bc_count_under          (MstForce    *force,
                                       MstCommand  *command);
gboolean  mst_bc_rating_values        (MstRuleset  *rs,
                                       const char  *rating,
                                       int         *radius,
                                       int         *capacity,
                                       gboolean    *verified);

void      mst_bc_derive_unit_more     (MstRuleset  *rs,
                                       MstForce    *force,
                                       MstUnit     *unit,
                                       GPtrArray   *out);
void      mst_bc_derive_command       (MstRuleset  *rs,
                                       MstForce    *force,
                                       MstCommand  *command,
                                       GPtrArray   *out);
void      mst_bc_check                (MstRuleset  *rs,
                                       MstForce    *force,
                                       GPtrArray   *findings);

G_END_DECLS
