/* mst-cards-private.h: what the roster cards' dealing (mst-cards.c) gives
 * their drawing and PDF (mst-cards-draw.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-card-flow.h"
#include "mst-card-layout.h"
#include "mst-card-set.h"
#include "mst-cards.h"

G_BEGIN_DECLS

struct _MstCards
{
  GObject parent_instance;

  MstForce *force;
  MstCardLayout layout;
  MstPaper paper;
  gboolean crop_marks;
  gboolean bleed;
  guint hits_per_base;
  GDateTime *date;
  /* Where the force's list is the player's own (its share code carries it). */
  MstCatalogue *catalogue;
  /* The force's share code, for the sheet's QR code: made once. */
  char *share_code;
  gboolean carries_list;
  /* What distances in inches are printed in. */
  MstDistanceUnit distances;
  /* The cards dealt for the present settings and force, made when first
   * asked for and dropped when either changes. */
  struct _MstCardDeal *deal;
  /* What did not fit on the last pages drawn for a PDF (MstTextBox). */
  GPtrArray *misfits;
};

/* The force's share code (mst-share-code.h), made once per deal. */
const char *mst_cards_get_share_code (MstCards *self);
/* The same code on @self as on @from (drawn in a thread, from a copy). */
void        mst_cards_copy_share_code (MstCards *self,
                                       MstCards *from);

typedef struct _MstCardDeal {
  /* Every card with its follow-on cards (MstCard). */
  GArray *cards;
  /* Their plans, and the sheet's. */
  GPtrArray *plans;
  MstFlowPlan *sheet;
  guint per_page;
  /* Every card's footer: as tall as the force's name needs. */
  double footer_h;
  /* The page it was dealt for. */
  double width, height;
} MstCardDeal;

typedef struct {
  MstCards *cards;
  const MstCard *card;
} MstCardContent;

/* The footer along every card's foot: the force's name, and which of its
 * follow-on cards this is. */
#define MST_CARDS_FOOTER_SIZE MST_FLOW_CAPTION

/* Between a card's content and its footer, in design points. */
double       mst_cards_content_gap       (MstCards             *self);

/* A card's size in the design space, for a card @card_w × @card_h points
 * on the page: a poker or business card's own, or 76 mm wide in the card's
 * proportions; less what the layout keeps clear at its edges. */
void         mst_cards_design_size       (MstCards             *self,
                                          double                card_w,
                                          double                card_h,
                                          double               *w,
                                          double               *h);
/* The room the footer leaves the force's name on a card @design_w wide. */
double       mst_cards_footer_name_width (MstCardPainter       *p,
                                          double                design_w);
/* The content of a card and of the first page, as MstFlowContent. */
void         mst_cards_card_content      (MstFlow              *f,
                                          MstCardContent       *c);
void         mst_cards_sheet_content     (MstFlow              *f,
                                          MstCards             *self);
/* The scale the first page is drawn at on a page of @g. */
double       mst_cards_sheet_scale       (const MstPageGeometry *g);
/* The cards dealt onto pages of @width × @height, kept by @self until its
 * settings or force change; measured with @with when not NULL. */
MstCardDeal *mst_cards_deal_with         (MstCards             *self,
                                          double                width,
                                          double                height,
                                          MstCardPainter       *with);
/* Dealt onto the paper of the PDF export. */
MstCardDeal *mst_cards_deal              (MstCards             *self);
guint        mst_cards_deal_pages        (MstCardDeal          *d);

G_END_DECLS
