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
  /* For a unit printed on more than one card: which (0 the first); the
   * rule set's own division. */
  guint part;
  /* Content that runs past one card continues on follow-on cards: which
   * this is (0 the card itself), of how many. */
  guint follow_on;
  guint n_follow_on;
  /* How the content falls on them (owned by the cards dealt). */
  const MstFlowPlan *plan;
} MstCard;

typedef struct {
  /* The cards in the order a player deals them out: an array of MstCard. */
  GArray *(*collect)        (MstForce      *force);
  /* A card's content, in the points of a poker card, in sections
   * (mst_flow_section()) that follow-on cards can carry. */
  void    (*card_content)   (MstFlow       *f,
                             MstCards      *cards,
                             const MstCard *card);
  /* The force sheet, in sections that run on to further pages. */
  void    (*sheet_content)  (MstFlow       *f,
                             MstCards      *cards);
  /* The roster layout's page: the whole force at a glance. */
  void    (*roster_content) (MstFlow       *f,
                             MstCards      *cards);
} MstCardSet;

extern const MstCardSet mst_dm_card_set;
extern const MstCardSet mst_sk_card_set;
extern const MstCardSet mst_bc_card_set;
extern const MstCardSet mst_rw_card_set;

/* The cards of @force's rule set (rulesets/mst-card-sets.c); Drums and
 * Muskets's for a force of a rule set that prints none of its own. */
const MstCardSet *mst_card_set_for_force     (MstForce   *force);
/* The cards a rule set registered beside Muster's own prints (one built
 * only into a program of its own). */
void              mst_card_sets_register     (const char       *ruleset,
                                              const MstCardSet *set);

/* What every rule set's cards say of a force. */
char             *mst_cards_dup_list_title   (MstForce   *force);
guint             mst_cards_get_list_version (MstForce   *force);
const char       *mst_card_general_name      (MstGeneral *general);
const char       *mst_card_unit_name         (MstUnit    *unit);
/* Whether the cards are poker cards, which print doctrines as their
 * abbreviations, defined on the force sheet. */
gboolean          mst_cards_are_small        (MstCards   *cards);

G_END_DECLS
