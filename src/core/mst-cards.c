/* mst-cards.c: the roster cards of a force as a document: its settings,
 * what its rule set prints, and the cards dealt onto pages (drawn, checked
 * for fit and written as a PDF in mst-cards-draw.c).
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is drawn in the space of a poker card (63 mm wide) and scaled
 * to the card's real size, so the larger layout is the same card, larger.
 * What is on the cards and the first page is the rule set's (MstCardSet,
 * rulesets/RULESET/); each card's content is laid out by an MstFlow at the
 * largest scale at which it fits. */
#include "config.h"

#include "mst-enum-types.h"

#include <glib/gi18n-lib.h>
#include <qrencode.h>
#include <string.h>

#include "mst-carried-list.h"
#include "mst-cards-private.h"
#include "mst-share-code.h"
#include "mst-ruleset.h"

static void
deal_free (MstCardDeal *deal)
{
  if (deal == NULL)
    return;
  g_array_unref (deal->cards);
  g_ptr_array_unref (deal->plans);
  mst_flow_plan_free (deal->sheet);
  g_free (deal);
}

static void
drop_deal (MstCards *self)
{
  g_clear_pointer (&self->deal, deal_free);
  g_clear_pointer (&self->share_code, g_free);
}

G_DEFINE_FINAL_TYPE (MstCards, mst_cards, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FORCE,
  PROP_LAYOUT,
  PROP_PAPER,
  PROP_CROP_MARKS,
  PROP_BLEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
/* ---- the object ------------------------------------------------------- */

static void
mst_cards_finalize (GObject *object)
{
  MstCards *self = MST_CARDS (object);

  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  g_clear_object (&self->force);
  g_clear_pointer (&self->date, g_date_time_unref);
  g_clear_object (&self->catalogue);
  drop_deal (self);
  g_clear_pointer (&self->misfits, g_ptr_array_unref);
  G_OBJECT_CLASS (mst_cards_parent_class)->finalize (object);
}

static void
mst_cards_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCards *self = MST_CARDS (object);

  switch (prop_id)
    {
    case PROP_FORCE: g_value_set_object (value, self->force); break;
    case PROP_LAYOUT: g_value_set_enum (value, self->layout); break;
    case PROP_PAPER: g_value_set_enum (value, self->paper); break;
    case PROP_CROP_MARKS: g_value_set_boolean (value, self->crop_marks); break;
    case PROP_BLEED: g_value_set_boolean (value, self->bleed); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_cards_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCards *self = MST_CARDS (object);

  switch (prop_id)
    {
    case PROP_FORCE:
      self->force = g_value_dup_object (value);
      if (self->force != NULL)
        {
          MstRuleset *rs = mst_ruleset_for_force (self->force);

          g_signal_connect_swapped (self->force, "changed", G_CALLBACK (drop_deal), self);
          /* The hits a base takes as its rules usually read them. */
          if (rs != NULL)
            self->hits_per_base = mst_ruleset_get_hits_per_base (rs);
        }
      break;
    case PROP_LAYOUT: mst_cards_set_layout (self, g_value_get_enum (value)); break;
    case PROP_PAPER: mst_cards_set_paper (self, g_value_get_enum (value)); break;
    case PROP_CROP_MARKS: mst_cards_set_crop_marks (self, g_value_get_boolean (value)); break;
    case PROP_BLEED: mst_cards_set_bleed (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_cards_class_init (MstCardsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_cards_finalize;
  object_class->get_property = mst_cards_get_property;
  object_class->set_property = mst_cards_set_property;

  properties[PROP_FORCE] = g_param_spec_object ("force", NULL, NULL, MST_TYPE_FORCE,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                G_PARAM_STATIC_STRINGS);
  properties[PROP_LAYOUT] = g_param_spec_enum ("layout", NULL, NULL, MST_TYPE_CARD_LAYOUT,
                                               MST_CARD_LAYOUT_4, rw);
  properties[PROP_PAPER] = g_param_spec_enum ("paper", NULL, NULL, MST_TYPE_PAPER, MST_PAPER_A4, rw);
  properties[PROP_CROP_MARKS] = g_param_spec_boolean ("crop-marks", NULL, NULL, FALSE, rw);
  properties[PROP_BLEED] = g_param_spec_boolean ("bleed", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_cards_init (MstCards *self)
{
  self->layout = MST_CARD_LAYOUT_4;
  self->distances = mst_distance_get_default ();
  self->paper = MST_PAPER_A4;
  self->date = g_date_time_new_now_local ();
  self->hits_per_base = 1;
}

MstCards *
mst_cards_new (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  return g_object_new (MST_TYPE_CARDS, "force", force, NULL);
}

MstForce *
mst_cards_get_force (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  return self->force;
}

MstCardLayout
mst_cards_get_layout (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), MST_CARD_LAYOUT_4);
  return self->layout;
}

void
mst_cards_set_layout (MstCards *self, MstCardLayout layout)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (layout >= MST_CARD_LAYOUT_4 && layout <= MST_CARD_LAYOUT_A6);

  if (self->layout == layout)
    return;
  self->layout = layout;
  drop_deal (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAYOUT]);
}

MstPaper
mst_cards_get_paper (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), MST_PAPER_A4);
  return self->paper;
}

void
mst_cards_set_paper (MstCards *self, MstPaper paper)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (paper == MST_PAPER_A4 || paper == MST_PAPER_LETTER);

  if (self->paper == paper)
    return;
  self->paper = paper;
  drop_deal (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAPER]);
}

gboolean
mst_cards_get_crop_marks (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  return self->crop_marks;
}

void
mst_cards_set_crop_marks (MstCards *self, gboolean crop_marks)
{
  g_return_if_fail (MST_IS_CARDS (self));

  crop_marks = !!crop_marks;
  if (self->crop_marks == crop_marks)
    return;
  self->crop_marks = crop_marks;
  drop_deal (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CROP_MARKS]);
}

gboolean
mst_cards_get_bleed (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  return self->bleed;
}

void
mst_cards_set_bleed (MstCards *self, gboolean bleed)
{
  g_return_if_fail (MST_IS_CARDS (self));

  bleed = !!bleed;
  if (self->bleed == bleed)
    return;
  self->bleed = bleed;
  drop_deal (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLEED]);
}

void
mst_cards_set_hits_per_base (MstCards *self, guint hits_per_base)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (hits_per_base > 0 && hits_per_base <= 12);
  self->hits_per_base = hits_per_base;
  drop_deal (self);
}

guint
mst_cards_get_hits_per_base (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 1);
  return self->hits_per_base;
}

void
mst_cards_set_date (MstCards *self, GDateTime *date)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (date != NULL);

  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = g_date_time_ref (date);
}

void
mst_cards_set_distances (MstCards *self, MstDistanceUnit unit)
{
  g_return_if_fail (MST_IS_CARDS (self));
  if (self->distances == unit)
    return;
  self->distances = unit;
  drop_deal (self);
}

MstDistanceUnit
mst_cards_get_distances (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), MST_DISTANCE_INCHES);
  return self->distances;
}

void
mst_cards_set_catalogue (MstCards *self, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue));

  g_set_object (&self->catalogue, catalogue);
  drop_deal (self);
}

/* ---- what is printed ------------------------------------------------- */

char *
mst_cards_dup_list_title (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);
  return list != NULL ? mst_nation_list_dup_title (list) : g_strdup (mst_force_get_list_id (force));
}

guint
mst_cards_get_list_version (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);

  if (mst_force_get_list_version (force) != 0)
    return mst_force_get_list_version (force);
  return list != NULL ? mst_nation_list_get_version (list) : 0;
}

const char *
mst_card_general_name (MstGeneral *general)
{
  const char *name = mst_general_get_name (general);
  return name[0] != '\0' ? name : _("Unnamed general");
}

const char *
mst_card_unit_name (MstUnit *unit)
{
  const char *name = mst_unit_get_label (unit);
  return name != NULL && name[0] != '\0' ? name : _("Unnamed unit");
}


gboolean
mst_cards_are_small (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  return self->layout == MST_CARD_LAYOUT_9 || self->layout == MST_CARD_LAYOUT_BUSINESS;
}

/* ---- dealing the cards ------------------------------------------------- */

/* A card in the design space: a poker card's width, the card's own
 * proportions; the content's box inside it, above the footer. */
void
mst_cards_design_size (MstCards *self, double card_w, double card_h, double *w, double *h)
{
  double left, top, right, bottom, box_w, box_h;

  /* The part of the card its content goes in. */
  mst_card_layout_get_inset (self->layout, &left, &top, &right, &bottom);
  box_w = card_w - left - right;
  box_h = card_h - top - bottom;
  /* Poker and business cards at their size; the larger cards a little
   * larger than that, so that they hold more. */
  if (self->layout == MST_CARD_LAYOUT_9 || self->layout == MST_CARD_LAYOUT_BUSINESS)
    {
      *w = box_w;
      *h = box_h;
      return;
    }
  *w = MST_MM (76.0);
  *h = box_h * (*w / box_w);
}

double
mst_cards_content_gap (MstCards *self)
{
  /* Business cards, the shortest, keep less between content and footer. */
  return self->layout == MST_CARD_LAYOUT_BUSINESS ? 2.0 : MST_FLOW_PAD;
}

/* The room the footer leaves the name: the card less the widest "card N of
 * N" it can carry. */
double
mst_cards_footer_name_width (MstCardPainter *p, double design_w)
{
  g_autofree char *widest = g_strdup_printf (_("card %u of %u"), 88, 88);
  return design_w - 2 * MST_FLOW_PAD - mst_card_painter_measure_line (p, widest, MST_CARDS_FOOTER_SIZE, MST_TEXT_BOLD) - 4;
}

static double
footer_height (MstCards *self, MstCardPainter *p, double design_w)
{
  double name_h = mst_card_painter_measure (p, mst_cards_footer_name_width (p, design_w), mst_force_get_name (self->force),
                                            MST_CARDS_FOOTER_SIZE, MST_TEXT_ITALIC | MST_TEXT_WRAP);
  return MAX (MST_CARDS_FOOTER_SIZE * 1.3, name_h) + 2.0;
}

void
mst_cards_card_content (MstFlow *f, MstCardContent *c)
{
  f->short_card = c->cards->layout == MST_CARD_LAYOUT_BUSINESS;
  mst_card_set_for_force (c->cards->force)->card_content (f, c->cards, c->card);
}

const char *
mst_cards_get_share_code (MstCards *self)
{
  if (self->share_code == NULL)
    {
      g_autofree char *carried = mst_carried_list_for (self->force, self->catalogue);

      self->share_code = mst_share_code_encode (self->force, self->catalogue);
      self->carries_list = carried != NULL;
    }
  return self->share_code;
}

void
mst_cards_copy_share_code (MstCards *self, MstCards *from)
{
  g_free (self->share_code);
  self->share_code = g_strdup (mst_cards_get_share_code (from));
  self->carries_list = from->carries_list;
}

/* The force's share code as a QR code about 4 cm wide, its format under
 * it and how to read it beside it: the sheet turns back into the force. */
static void
share_code_section (MstFlow *f, MstCards *self)
{
  const char *code = mst_cards_get_share_code (self);
  QRcode *qr = QRcode_encodeString8bit (code, 0, QR_ECLEVEL_L);
  double side = MST_MM (40.0);
  double gap = MST_MM (6.0);
  double top, x, w, below;
  g_autofree char *format = NULL;

  mst_flow_section (f);
  mst_flow_gap (f, 6.0);
  mst_flow_caption (f, _("Share code"), NULL);
  /* The code's quiet zone, under the caption's rule. */
  mst_flow_gap (f, MST_MM (2.0));
  if (qr == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("This force's share code is %u characters long, more than a QR code "
                                                 "holds: share the force file instead."),
                                               (guint) strlen (code));
      mst_flow_paragraph (f, 0, text, MST_FLOW_BODY, MST_TEXT_NONE);
      return;
    }
  top = f->y;
  if (!f->measuring && !mst_card_painter_get_measuring (f->p))
    {
      double module = side / qr->width;

      cairo_save (f->cr);
      cairo_set_source_rgb (f->cr, 0, 0, 0);
      for (int row = 0; row < qr->width; row++)
        for (int col = 0; col < qr->width; col++)
          if (qr->data[row * qr->width + col] & 1)
            cairo_rectangle (f->cr, f->x + col * module, top + row * module, module, module);
      cairo_fill (f->cr);
      cairo_restore (f->cr);
    }
  QRcode_free (qr);

  /* Under the code, its format; beside it, what to do with it. */
  f->y = top + side + MST_MM (1.5);
  {
    const char *version = code + strlen (MST_SHARE_CODE_PREFIX);
    int n = (int) strcspn (version, ".");

    /* "muster1 · share code format 1" */
    format = g_strdup_printf (_("%s%.*s · share code format %.*s"), MST_SHARE_CODE_PREFIX, n, version, n, version);
  }
  x = f->x;
  w = f->w;
  f->w = side;
  mst_flow_paragraph (f, 0, format, MST_FLOW_SMALL, MST_TEXT_GREY);
  below = f->y;
  f->x = x + side + gap;
  f->w = w - side - gap;
  f->y = top;
  mst_flow_paragraph (f, 0, _("Scan it with a phone's camera or a QR reader to take this force into Muster: paste "
                              "what the reader gives into Muster (Paste Force, Ctrl+Shift+V), or give it to "
                              "muster-cli import --code - -o FORCE.muster."),
                      MST_FLOW_BODY, MST_TEXT_NONE);
  if (self->carries_list)
    {
      mst_flow_gap (f, 2.0);
      mst_flow_paragraph (f, 0, _("It carries the force's list, the player's own, for a Muster that does not have it."),
                          MST_FLOW_BODY, MST_TEXT_NONE);
    }
  f->x = x;
  f->w = w;
  f->y = MAX (f->y, below);
}

void
mst_cards_sheet_content (MstFlow *f, MstCards *self)
{
  const MstCardSet *set = mst_card_set_for_force (self->force);

  if (self->layout == MST_CARD_LAYOUT_ROSTER)
    set->roster_content (f, self);
  else
    set->sheet_content (f, self);
  share_code_section (f, self);
}

/* The sheet is laid out at least 190 mm wide and scaled down to a
 * narrower page, so it reads the same on any paper. */
double
mst_cards_sheet_scale (const MstPageGeometry *g)
{
  return MIN (1.0, g->content_width / MST_MM (190.0));
}

/* The cards dealt onto pages of @width × @height: the last deal again
 * when it was for pages of that size.  Measured with @with when given
 * (the painter that then draws them, whose measurements it keeps), else
 * with a painter of its own. */
MstCardDeal *
mst_cards_deal_with (MstCards *self, double width, double height, MstCardPainter *with)
{
  const MstCardSet *set = mst_card_set_for_force (self->force);
  g_autoptr(GArray) cards = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  MstPageGeometry g;
  double w, h, k;
  MstCardDeal *d;

  if (self->deal != NULL && self->deal->width == width && self->deal->height == height)
    return self->deal;
  drop_deal (self);

  d = g_new0 (MstCardDeal, 1);
  d->width = width;
  d->height = height;
  d->cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  d->plans = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_flow_plan_free);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) own = with == NULL ? mst_card_painter_new (cr) : NULL;
    MstCardPainter *p = with != NULL ? with : own;

    mst_card_painter_set_distances (p, self->distances);

    mst_page_geometry_compute_sheet (&g, width, height);
    k = mst_cards_sheet_scale (&g);
    d->sheet = mst_flow_plan (p, (MstFlowContent) mst_cards_sheet_content, self, 0, 0, g.content_width / k,
                              g.content_height / k, 0);
    if (self->layout != MST_CARD_LAYOUT_ROSTER)
      {
        mst_page_geometry_compute_with_bleed (&g, self->layout, self->crop_marks, self->bleed,
                                              width, height);
        d->per_page = g.columns * g.rows;
        {
          double card_w, card_h;

          mst_card_layout_get_card_size_on (self->layout, width, height, &card_w, &card_h);
          mst_cards_design_size (self, card_w, card_h, &w, &h);
        }
        d->footer_h = footer_height (self, p, w);
        cards = set->collect (self->force);
        for (guint i = 0; i < cards->len; i++)
          {
            MstCard card = g_array_index (cards, MstCard, i);
            MstCardContent c = { self, &card };
            MstFlowPlan *plan = mst_flow_plan (p, (MstFlowContent) mst_cards_card_content, &c, 0, 0, w,
                                               h - d->footer_h - mst_cards_content_gap (self), MST_FLOW_PAD);
            g_ptr_array_add (d->plans, plan);
            card.plan = plan;
            card.n_follow_on = plan->n_parts;
            for (guint part = 0; part < plan->n_parts; part++)
              {
                card.follow_on = part;
                g_array_append_val (d->cards, card);
              }
          }
      }
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  self->deal = d;
  return d;
}

static MstCardDeal *
deal_for (MstCards *self, double width, double height)
{
  return mst_cards_deal_with (self, width, height, NULL);
}

/* Dealt onto the paper of the PDF export. */
MstCardDeal *
mst_cards_deal (MstCards *self)
{
  double width, height;

  mst_paper_get_size (self->paper, &width, &height);
  return deal_for (self, width, height);
}

guint
mst_cards_deal_pages (MstCardDeal *d)
{
  if (d->per_page == 0)
    return d->sheet->n_parts;
  return d->sheet->n_parts + (d->cards->len + d->per_page - 1) / d->per_page;
}

guint
mst_cards_get_n_cards (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return mst_cards_deal (self)->cards->len;
}

guint
mst_cards_get_n_sheets (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return mst_cards_deal (self)->sheet->n_parts;
}

guint
mst_cards_get_n_pages (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return mst_cards_deal_pages (mst_cards_deal (self));
}

guint
mst_cards_get_n_pages_for_size (MstCards *self, double width, double height)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  g_return_val_if_fail (width > 0 && height > 0, 0);
  return mst_cards_deal_pages (deal_for (self, width, height));
}
