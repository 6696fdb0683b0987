/* mst-cards.c: the roster cards of a force as a document: its pages, the
 * stamp along each, the PDF, and the fit check.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is drawn in the space of a poker card (63 mm wide) and scaled
 * to the card's real size, so the larger layout is the same card, larger.
 * What is on the cards and the first page is the rule set's (MstCardSet,
 * rulesets/RULESET/); each card's content is laid out by an MstFlow at the
 * largest scale at which it fits. */
#include "config.h"

#include "mst-enum-types.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>

#include "mst-card-set.h"
#include "mst-paths.h"
#include "mst-rule-tables.h"

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
  /* The cards dealt for the present settings and force, made when first
   * asked for and dropped when either changes. */
  struct _Deal *deal;
  /* What did not fit on the last pages drawn for a PDF (MstTextBox). */
  GPtrArray *misfits;
};

typedef struct _Deal {
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
} Deal;

static void
deal_free (Deal *deal)
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
        g_signal_connect_swapped (self->force, "changed", G_CALLBACK (drop_deal), self);
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
  self->paper = MST_PAPER_A4;
  self->date = g_date_time_new_now_local ();
  self->hits_per_base = MST_RULES_HITS_PER_BASE;
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
  g_return_if_fail (layout == MST_CARD_LAYOUT_4 || layout == MST_CARD_LAYOUT_9 ||
                    layout == MST_CARD_LAYOUT_ROSTER);

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
  g_return_val_if_fail (MST_IS_CARDS (self), MST_RULES_HITS_PER_BASE);
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

/* ---- what is printed ------------------------------------------------- */

/* Each rule set that prints cards of its own; another prints Drums and
 * Muskets's. */
static const struct {
  const char *ruleset;
  const MstCardSet *set;
} card_sets[] = {
  { "drums-and-muskets", &mst_dm_card_set },
  { "napoleonic-skirmish", &mst_sk_card_set },
  { "brigade-command", &mst_bc_card_set },
  { "revolutionary-wars", &mst_rw_card_set },
};

const MstCardSet *
mst_card_set_for_force (MstForce *force)
{
  for (guint i = 0; i < G_N_ELEMENTS (card_sets); i++)
    if (g_strcmp0 (mst_force_get_ruleset (force), card_sets[i].ruleset) == 0)
      return card_sets[i].set;
  return &mst_dm_card_set;
}

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
  const char *name = mst_unit_get_name (unit);
  return name[0] != '\0' ? name : _("Unnamed unit");
}


gboolean
mst_cards_are_small (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  return self->layout == MST_CARD_LAYOUT_9;
}

/* ---- dealing the cards ------------------------------------------------- */

/* A card in the design space: a poker card's width, the card's own
 * proportions; the content's box inside it, above the footer. */
static void
card_design_size (MstCards *self, double *w, double *h)
{
  double cw, ch;

  mst_card_layout_get_card_size (self->layout == MST_CARD_LAYOUT_ROSTER ? MST_CARD_LAYOUT_4 : self->layout,
                                 &cw, &ch);
  /* Poker cards at their size; the larger cards a little larger than that,
   * so that they hold more. */
  *w = cw <= MST_MM (63.0) + 0.01 ? MST_MM (63.0) : MST_MM (76.0);
  *h = ch * (*w / cw);
}

/* The footer along every card's foot: the force's name, and which of its
 * follow-on cards this is. */
#define FOOTER_SIZE MST_FLOW_CAPTION

/* The room the footer leaves the name: the card less the widest "card N of
 * N" it can carry. */
static double
footer_name_width (MstCardPainter *p, double design_w)
{
  g_autofree char *widest = g_strdup_printf (_("card %u of %u"), 88, 88);
  return design_w - 2 * MST_FLOW_PAD - mst_card_painter_measure_line (p, widest, FOOTER_SIZE, MST_TEXT_BOLD) - 4;
}

static double
footer_height (MstCards *self, MstCardPainter *p, double design_w)
{
  double name_h = mst_card_painter_measure (p, footer_name_width (p, design_w), mst_force_get_name (self->force),
                                            FOOTER_SIZE, MST_TEXT_ITALIC | MST_TEXT_WRAP);
  return MAX (FOOTER_SIZE * 1.3, name_h) + 2.0;
}

typedef struct {
  MstCards *cards;
  const MstCard *card;
} CardContent;

static void
card_content (MstFlow *f, CardContent *c)
{
  mst_card_set_for_force (c->cards->force)->card_content (f, c->cards, c->card);
}

static void
sheet_content (MstFlow *f, MstCards *self)
{
  const MstCardSet *set = mst_card_set_for_force (self->force);

  if (self->layout == MST_CARD_LAYOUT_ROSTER)
    set->roster_content (f, self);
  else
    set->sheet_content (f, self);
}

/* The sheet is laid out at least 190 mm wide and scaled down to a
 * narrower page, so it reads the same on any paper. */
static double
sheet_scale (const MstPageGeometry *g)
{
  return MIN (1.0, g->content_width / MST_MM (190.0));
}

/* The cards dealt onto pages of @width × @height: the last deal again
 * when it was for pages of that size.  Measured with @with when given
 * (the painter that then draws them, whose measurements it keeps), else
 * with a painter of its own. */
static Deal *
deal_with (MstCards *self, double width, double height, MstCardPainter *with)
{
  const MstCardSet *set = mst_card_set_for_force (self->force);
  g_autoptr(GArray) cards = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  MstPageGeometry g;
  double w, h, k;
  Deal *d;

  if (self->deal != NULL && self->deal->width == width && self->deal->height == height)
    return self->deal;
  drop_deal (self);

  d = g_new0 (Deal, 1);
  d->width = width;
  d->height = height;
  d->cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  d->plans = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_flow_plan_free);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) own = with == NULL ? mst_card_painter_new (cr) : NULL;
    MstCardPainter *p = with != NULL ? with : own;

    mst_page_geometry_compute_sheet (&g, width, height);
    k = sheet_scale (&g);
    d->sheet = mst_flow_plan (p, (MstFlowContent) sheet_content, self, 0, 0, g.content_width / k,
                              g.content_height / k, 0);
    if (self->layout != MST_CARD_LAYOUT_ROSTER)
      {
        mst_page_geometry_compute_with_bleed (&g, self->layout, self->crop_marks, self->bleed,
                                              width, height);
        d->per_page = g.columns * g.rows;
        card_design_size (self, &w, &h);
        d->footer_h = footer_height (self, p, w);
        cards = set->collect (self->force);
        for (guint i = 0; i < cards->len; i++)
          {
            MstCard card = g_array_index (cards, MstCard, i);
            CardContent c = { self, &card };
            MstFlowPlan *plan = mst_flow_plan (p, (MstFlowContent) card_content, &c, 0, 0, w,
                                               h - d->footer_h - MST_FLOW_PAD, MST_FLOW_PAD);
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

static Deal *
deal_for (MstCards *self, double width, double height)
{
  return deal_with (self, width, height, NULL);
}

/* Dealt onto the paper of the PDF export. */
static Deal *
deal (MstCards *self)
{
  double width, height;

  mst_paper_get_size (self->paper, &width, &height);
  return deal_for (self, width, height);
}

static guint
pages_of (Deal *d)
{
  if (d->per_page == 0)
    return d->sheet->n_parts;
  return d->sheet->n_parts + (d->cards->len + d->per_page - 1) / d->per_page;
}

guint
mst_cards_get_n_cards (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return deal (self)->cards->len;
}

guint
mst_cards_get_n_sheets (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return deal (self)->sheet->n_parts;
}

guint
mst_cards_get_n_pages (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return pages_of (deal (self));
}

guint
mst_cards_get_n_pages_for_size (MstCards *self, double width, double height)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  g_return_val_if_fail (width > 0 && height > 0, 0);
  return pages_of (deal_for (self, width, height));
}

/* ---- a card ------------------------------------------------------------ */

static void
draw_card (MstCards *self, MstCardPainter *p, const MstCard *card,
           double x, double y, double width, double footer_h)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  double design_w, design_h, k;
  CardContent c = { self, card };

  card_design_size (self, &design_w, &design_h);
  k = width / design_w;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, k, k);
  mst_card_painter_update (p);

  mst_flow_draw_part (p, (MstFlowContent) card_content, &c, card->plan, card->follow_on,
                      mst_card_painter_get_measuring (p) ? NULL
                      : card->unit != NULL ? mst_card_unit_name (card->unit)
                      : mst_card_general_name (card->general),
                      0, 0, design_w, design_h - footer_h - MST_FLOW_PAD, MST_FLOW_PAD,
                      self->bleed ? MST_CARD_BLEED / k : 0);

  /* The footer: whose card it is, and which of its run. */
  {
    double fy = design_h - footer_h;
    double size = FOOTER_SIZE;
    double name_w = footer_name_width (p, design_w);
    g_autofree char *run = card->n_follow_on > 1
      ? g_strdup_printf (_("card %u of %u"), card->follow_on + 1, card->n_follow_on)
      : NULL;

    mst_card_painter_text (p, MST_FLOW_PAD, fy, name_w, footer_h - 1.0, mst_force_get_name (self->force), size,
                           size, MST_TEXT_MIDDLE | MST_TEXT_GREY | MST_TEXT_ITALIC | MST_TEXT_WRAP);
    if (run != NULL)
      mst_card_painter_text (p, design_w - MST_FLOW_PAD - (design_w - 2 * MST_FLOW_PAD - name_w), fy,
                             design_w - 2 * MST_FLOW_PAD - name_w, footer_h - 1.0, run, size, size,
                             MST_TEXT_MIDDLE | MST_TEXT_BOLD | MST_TEXT_RIGHT);
  }

  /* The cut line. */
  if (!mst_card_painter_get_measuring (p))
    {
      cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
      cairo_set_line_width (cr, 0.4);
      cairo_rectangle (cr, 0, 0, design_w, design_h);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  mst_card_painter_update (p);
}

/* ---- pages ----------------------------------------------------------- */

/* A 10 mm bar to check the print was not scaled: ticks at either end. */
static void
draw_scale_bar (cairo_t *cr, double x, double y, double h)
{
  double len = MST_MM (10.0);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, x, y + h * 0.25);
  cairo_line_to (cr, x, y + h * 0.75);
  cairo_move_to (cr, x + len, y + h * 0.25);
  cairo_line_to (cr, x + len, y + h * 0.75);
  cairo_move_to (cr, x, y + h * 0.5);
  cairo_line_to (cr, x + len, y + h * 0.5);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_stamp (MstCards *self, MstCardPainter *p, const MstPageGeometry *g, guint page, guint n_pages)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  g_autofree char *title = mst_cards_dup_list_title (self->force);
  /* The date as the user's locale writes it. */
  g_autofree char *date = g_date_time_format (self->date, "%x");
  g_autofree char *left = g_strdup_printf (_("%s · %s, list version %u"),
                                           mst_force_get_name (self->force), title,
                                           mst_cards_get_list_version (self->force));
  g_autofree char *right = g_strdup_printf (_("Muster %s · %s · page %u of %u"),
                                            PACKAGE_VERSION, date, page + 1, n_pages);
  /* TRANSLATORS: beside a bar 10 mm long on every page of the cards. */
  const char *hundred = _("Print at 100 %: this bar is 10 mm");
  double w, h, size = 6.5, bar = MST_MM (10.0), hundred_w;

  cairo_save (cr);
  if (g->stamp_vertical)
    {
      /* Reads from the bottom of the page up. */
      cairo_translate (cr, g->stamp_x, g->stamp_y + g->stamp_height);
      cairo_rotate (cr, -G_PI / 2);
      w = g->stamp_height;
      h = g->stamp_width;
    }
  else
    {
      cairo_translate (cr, g->stamp_x, g->stamp_y);
      w = g->stamp_width;
      h = g->stamp_height;
    }
  mst_card_painter_update (p);
  hundred_w = mst_card_painter_measure_line (p, hundred, size, MST_TEXT_NONE) + 1;
  if (!mst_card_painter_get_measuring (p))
    draw_scale_bar (cr, 0, 0, h);
  mst_card_painter_text (p, bar + 3, 0, hundred_w, h, hundred, size, size, MST_TEXT_MIDDLE | MST_TEXT_GREY);
  {
    double x0 = bar + 3 + hundred_w + 8;
    double rest = w - x0;
    double right_w = MIN (rest * 0.45, mst_card_painter_measure_line (p, right, size, MST_TEXT_NONE) + 1);
    double left_w = rest - right_w - 6;
    /* The force's name first: the list's title goes when there is no room
     * for it. */
    if (mst_card_painter_measure_line (p, left, size, MST_TEXT_NONE) > left_w)
      {
        g_free (left);
        left = g_strdup_printf (_("%s, list version %u"), mst_force_get_name (self->force),
                                mst_cards_get_list_version (self->force));
      }
    mst_card_painter_text (p, x0, 0, left_w, h, left, size, size, MST_TEXT_MIDDLE | MST_TEXT_GREY);
    mst_card_painter_text (p, w - right_w, 0, right_w, h, right, size, size,
                           MST_TEXT_MIDDLE | MST_TEXT_GREY | MST_TEXT_RIGHT);
  }
  cairo_restore (cr);
  mst_card_painter_update (p);
}

static void
draw_page (MstCards *self, MstCardPainter *p, guint page, double width, double height)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  Deal *d = deal_with (self, width, height, p);
  guint n_pages = pages_of (d);
  guint n_sheets = d->sheet->n_parts;
  MstPageGeometry g;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_restore (cr);

  if (page < n_sheets)
    {
      double k;
      mst_page_geometry_compute_sheet (&g, width, height);
      k = sheet_scale (&g);
      cairo_save (cr);
      cairo_translate (cr, g.content_x, g.content_y);
      cairo_scale (cr, k, k);
      mst_card_painter_update (p);
      mst_flow_draw_part (p, (MstFlowContent) sheet_content, self, d->sheet, page,
                          self->layout == MST_CARD_LAYOUT_ROSTER ? _("Roster") : _("Force sheet"), 0, 0, g.content_width / k, g.content_height / k, 0, 0);
      cairo_restore (cr);
      mst_card_painter_update (p);
    }
  else
    {
      guint first = (page - n_sheets) * d->per_page;

      mst_page_geometry_compute_with_bleed (&g, self->layout, self->crop_marks, self->bleed, width, height);
      for (guint i = 0; i < d->per_page && first + i < d->cards->len; i++)
        {
          double x, y;
          mst_page_geometry_card_origin (&g, i, &x, &y);
          draw_card (self, p, &g_array_index (d->cards, MstCard, first + i), x, y, g.card_width, d->footer_h);
        }
      if ((self->crop_marks || self->bleed) && !mst_card_painter_get_measuring (p))
        mst_page_geometry_draw_crop_marks (&g, cr);
    }
  draw_stamp (self, p, &g, page, n_pages);
}

void
mst_cards_draw_page (MstCards *self, cairo_t *cr, guint page, double width, double height)
{
  g_autoptr(MstCardPainter) p = NULL;

  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 0 && height > 0);
  g_return_if_fail (page < mst_cards_get_n_pages_for_size (self, width, height));

  p = mst_card_painter_new (cr);
  draw_page (self, p, page, width, height);
}

GPtrArray *
mst_cards_check_fit (MstCards *self, double width, double height)
{
  GPtrArray *boxes;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_text_box_free);
  n_pages = mst_cards_get_n_pages_for_size (self, width, height);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    for (guint page = 0; page < n_pages; page++)
      {
        mst_card_painter_record (p, boxes, page);
        draw_page (self, p, page, width, height);
      }
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return boxes;
}

GArray *
mst_cards_measure_tick_boxes (MstCards *self, double width, double height)
{
  GArray *ticks;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  ticks = g_array_new (FALSE, FALSE, sizeof (double));
  n_pages = mst_cards_get_n_pages_for_size (self, width, height);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    mst_card_painter_record_ticks (p, ticks);
    for (guint page = 0; page < n_pages; page++)
      draw_page (self, p, page, width, height);
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ticks;
}

GStrv
mst_cards_dup_overflows (MstCards *self)
{
  Deal *d;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  d = deal (self);
  if (d->sheet->overflow)
    g_strv_builder_add (names, self->layout == MST_CARD_LAYOUT_ROSTER ? _("Roster") : _("Force sheet"));
  for (guint i = 0; i < d->cards->len; i++)
    {
      const MstCard *card = &g_array_index (d->cards, MstCard, i);
      if (card->follow_on == 0 && card->plan->overflow)
        g_strv_builder_add (names, card->unit != NULL ? mst_card_unit_name (card->unit)
                                                      : mst_card_general_name (card->general));
    }
  return g_strv_builder_end (names);
}

GPtrArray *
mst_cards_get_misfits (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  return self->misfits;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
mst_cards_export_pdf (MstCards *self, const char *path, GError **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree char *title = NULL;
  g_autofree char *creator = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double width, height;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  mst_paper_get_size (self->paper, &width, &height);
  bytes = g_byte_array_new ();
  surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
  title = g_strdup_printf (_("Roster cards: %s"), mst_force_get_name (self->force));
  creator = g_strdup_printf ("Muster %s", PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);

  cr = cairo_create (surface);
  g_clear_pointer (&self->misfits, g_ptr_array_unref);
  self->misfits = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_text_box_free);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    /* Dealt with the painter that draws them: each text measured once. */
    n_pages = pages_of (deal_with (self, width, height, p));
    for (guint page = 0; page < n_pages; page++)
      {
        mst_card_painter_record_misfits (p, self->misfits, page);
        draw_page (self, p, page, width, height);
        cairo_show_page (cr);
      }
  }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the roster cards for %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return mst_file_replace (path, (const char *) bytes->data, bytes->len, error);
}

typedef struct {
  MstCards *cards;
  char *path;
} ExportData;

static void
export_data_free (ExportData *d)
{
  g_clear_object (&d->cards);
  g_free (d->path);
  g_free (d);
}

static void
export_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ExportData *d = task_data;
  GError *error = NULL;

  if (mst_cards_export_pdf (d->cards, d->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
mst_cards_export_pdf_async (MstCards            *self,
                            const char          *path,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(MstForce) force = NULL;
  ExportData *d;

  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (path != NULL);

  /* Drawn from a copy: the force can go on changing meanwhile. */
  force = mst_force_copy (self->force);
  d = g_new0 (ExportData, 1);
  d->cards = mst_cards_new (force);
  mst_cards_set_layout (d->cards, self->layout);
  mst_cards_set_paper (d->cards, self->paper);
  mst_cards_set_crop_marks (d->cards, self->crop_marks);
  mst_cards_set_bleed (d->cards, self->bleed);
  mst_cards_set_hits_per_base (d->cards, self->hits_per_base);
  mst_cards_set_date (d->cards, self->date);
  d->path = g_strdup (path);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, mst_cards_export_pdf_async);
  g_task_set_task_data (task, d, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
mst_cards_export_pdf_finish (MstCards *self, GAsyncResult *result, GError **error)
{
  ExportData *d;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  /* What did not fit on the copy's pages is what did not fit on these. */
  d = g_task_get_task_data (G_TASK (result));
  g_clear_pointer (&self->misfits, g_ptr_array_unref);
  if (d->cards->misfits != NULL)
    self->misfits = g_ptr_array_ref (d->cards->misfits);
  return g_task_propagate_boolean (G_TASK (result), error);
}

