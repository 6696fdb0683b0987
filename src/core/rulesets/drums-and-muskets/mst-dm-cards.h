/* mst-dm-cards.h: Drums and Muskets's cards, shared by its card files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-card-set.h"

G_BEGIN_DECLS

typedef struct {
  MstCards *cards;
  const MstCard *card;
} MstDmCardData;

/* mst-dm-unit-card.c */
void mst_dm_draw_unit_card    (MstFlow *f, MstDmCardData *data);
/* A unit's hits track: its boxes, @per_base hits to a base. */
void mst_dm_draw_hits_boxes   (MstFlow *f, MstUnit *unit, guint per_base);
/* What the track's bar and grey base mean. */
const char *mst_dm_hits_legend (gboolean breaks);
/* mst-dm-general-card.c */
void mst_dm_draw_general_card (MstFlow *f, MstDmCardData *data);
/* mst-dm-force-sheet.c */
void mst_dm_draw_force_sheet  (MstFlow *f, MstCards *cards);
/* The doctrines the force's units carry, spelt out (a section). */
void mst_dm_draw_glossary     (MstFlow *f, MstForce *force);

G_END_DECLS
