/* mst-card-set.h: what a rule set prints, behind one interface that
 * MstCards (the document: pages, stamp, PDF, print, fit check) calls.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each rule set's cards live in its folder (rulesets/RULESET/mst-*-card*.c)
 * and are built into muster-print, the only library that links cairo and
 * pango. */
#pragma once

#include "mst-card-flow.h"
#include "mst-cards.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* One card: a general's, a unit's, or one part of a unit's. */
typedef struct {
  MstGeneral *general;
  MstUnit *unit;
  /* The command it belongs to; NULL for the commander and for units in no
   * command. */
  MstCommand *command;
  /* For a unit printed on more than one card: which (0 the first). */
  guint part;
} MstCard;

typedef struct {
  /* The cards in the order a player deals them out: an array of MstCard. */
  GArray *(*collect)    (MstForce       *force);
  /* Draws @card's content in a box @width × @height at the origin, in the
   * points of a poker card: fitted, its overflow reported. */
  void    (*draw_card)  (MstCards       *cards,
                         MstCardPainter *p,
                         const MstCard  *card,
                         double          width,
                         double          height);
  /* The first page: the force sheet, @height tall from @f's top. */
  void    (*draw_sheet) (MstCards       *cards,
                         MstFlow        *f,
                         double          height);
} MstCardSet;

extern const MstCardSet mst_dm_card_set;
extern const MstCardSet mst_sk_card_set;

/* The cards of @force's rule set; Drums and Muskets's for a force of a
 * rule set that prints none of its own. */
const MstCardSet *mst_card_set_for_force     (MstForce   *force);

/* What every rule set's cards say of a force. */
char             *mst_cards_dup_list_title   (MstForce   *force);
guint             mst_cards_get_list_version (MstForce   *force);
const char       *mst_card_general_name      (MstGeneral *general);
const char       *mst_card_unit_name         (MstUnit    *unit);

G_END_DECLS
