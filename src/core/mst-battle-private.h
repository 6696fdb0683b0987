/* mst-battle-private.h: what the campaign store fills in, and the XML form.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libxml/tree.h>

#include "mst-battle.h"

G_BEGIN_DECLS

#define MST_BATTLE_NS "urn:muster:battle:1"

void       mst_battle_set_ids             (MstBattle  *self,
                                           gint64      id,
                                           gint64      campaign_id,
                                           gint64      force_id);
void       mst_battle_set_recorded        (MstBattle  *self,
                                           gint64      recorded);
void       mst_battle_set_bases_before    (MstBattle  *self,
                                           guint       position,
                                           guint       bases);
void       mst_battle_set_bases_lost      (MstBattle  *self,
                                           guint       position,
                                           guint       bases);
/* The column of the battles table that counts @fate (0, 1, 2), -1 none. */
int        mst_general_fate_column        (MstGeneralFate fate);
/* The generals whose fate is counted in that column. */
guint      mst_battle_count_fate_column   (MstBattle  *self,
                                           guint       column);
void       mst_battle_set_general_position (MstBattle *self,
                                           guint       index,
                                           int         position);
/* The totals of a battle listed without its records. */
void       mst_battle_set_totals          (MstBattle  *self,
                                           guint       bases_lost,
                                           guint       broken,
                                           guint       swept_away,
                                           guint       incapacitated,
                                           guint       lost);
/* Drops the @i-th general's record. */
void       mst_battle_remove_general      (MstBattle  *self,
                                           guint       i);
/* Orders the generals' records by position. */
void       mst_battle_sort_generals       (MstBattle  *self);
/* Keeps the records in the order of @names (unit names), dropping none:
 * records not named go last in their own order. */
void       mst_battle_order_units         (MstBattle  *self,
                                           GPtrArray  *names);
/* Reads a <battle> element already checked against its schema. */
MstBattle *mst_battle_read_node           (xmlNode    *node);
/* Writes the battle as a <battle> child of @parent (NULL: a root of @doc). */
xmlNode   *mst_battle_write_node          (MstBattle  *self,
                                           xmlDoc     *doc,
                                           xmlNode    *parent);

G_END_DECLS
