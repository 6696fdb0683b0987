/* mst-card-layout.c: page geometry and fitted text for roster cards.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>
#if defined(__GLIBC__)
#include <langinfo.h>
#include <stdint.h>
#endif

#include "mst-card-layout.h"
#include "mst-distance.h"
#include "mst-enum-types.h"
#include "mst-types-private.h"

/* Paper edge to anything printed: most printers reach 4 mm. */
#define MARGIN      MST_MM (4.0)
#define STAMP_BAND  MST_MM (4.5)
/* Between the card grid and the stamp: room for crop marks, or a gap. */
#define GAP_PLAIN   MST_MM (2.0)
#define GAP_MARKS   MST_MM (4.0)
#define MARK_OFFSET MST_MM (1.0)
#define MARK_LENGTH MST_MM (4.0)

/* Sizes in points are compared with this slack: a thousandth of a point is
 * far below anything a printer shows. */
#define FIT_EPSILON 0.01

const char *
mst_card_layout_to_string (MstCardLayout layout)
{
  return mst_enum_to_nick (MST_TYPE_CARD_LAYOUT, layout);
}

gboolean
mst_card_layout_from_string (const char *s, MstCardLayout *out)
{
  int v;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!mst_enum_from_nick (MST_TYPE_CARD_LAYOUT, s, &v))
    return FALSE;
  *out = (MstCardLayout) v;
  return TRUE;
}

void
mst_card_layout_get_card_size (MstCardLayout layout, double *width, double *height)
{
  /* Poker cards are 63 × 88 mm; the larger card keeps their proportions
   * and leaves four of them room on US Letter with crop marks. */
  switch (layout)
    {
    case MST_CARD_LAYOUT_9:
      *width = MST_MM (63.0);
      *height = MST_MM (88.0);
      break;
    case MST_CARD_LAYOUT_BUSINESS:
      *width = MST_MM (85.0);
      *height = MST_MM (55.0);
      break;
    case MST_CARD_LAYOUT_A6:
      *width = MST_MM (105.0);
      *height = MST_MM (148.0);
      break;
    case MST_CARD_LAYOUT_4:
    case MST_CARD_LAYOUT_ROSTER:
    default:
      *width = MST_MM (90.0);
      *height = MST_MM (126.0);
      break;
    }
}

static gboolean
is_letter (double page_width, double page_height)
{
  double w, h;

  mst_paper_get_size (MST_PAPER_LETTER, &w, &h);
  return fabs (page_width - w) < 1.0 && fabs (page_height - h) < 1.0;
}

void
mst_card_layout_get_card_size_on (MstCardLayout layout, double page_width, double page_height,
                                  double *width, double *height)
{
  mst_card_layout_get_card_size (layout, width, height);
  /* Business card stock for Letter is cut in inches. */
  if (layout == MST_CARD_LAYOUT_BUSINESS && is_letter (page_width, page_height))
    {
      *width = 3.5 * 72.0;
      *height = 2.0 * 72.0;
    }
}

gboolean
mst_card_layout_is_stock (MstCardLayout layout)
{
  return layout == MST_CARD_LAYOUT_BUSINESS || layout == MST_CARD_LAYOUT_A6;
}

void
mst_card_layout_get_inset (MstCardLayout layout, double *left, double *top, double *right, double *bottom)
{
  /* A6 cards fill an A4 sheet to its edges: their content stands 5 mm in,
   * 10 mm at the foot, where the page's stamp runs along the bottom row. */
  gboolean a6 = layout == MST_CARD_LAYOUT_A6;

  *left = *top = *right = a6 ? MST_MM (5.0) : 0.0;
  *bottom = a6 ? MST_MM (10.0) : 0.0;
}

const char *
mst_paper_to_string (MstPaper paper)
{
  return mst_enum_to_nick (MST_TYPE_PAPER, paper);
}

/* "A4" as well as "a4". */
gboolean
mst_paper_from_string (const char *s, MstPaper *out)
{
  g_autofree char *lower = s != NULL ? g_ascii_strdown (s, -1) : NULL;
  int v;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!mst_enum_from_nick (MST_TYPE_PAPER, lower, &v))
    return FALSE;
  *out = (MstPaper) v;
  return TRUE;
}

const char *
mst_paper_get_label (MstPaper paper)
{
  switch (paper)
    {
    case MST_PAPER_A4: return _("A4");
    case MST_PAPER_LETTER: return _("US Letter");
    default: return "";
    }
}

void
mst_paper_get_size (MstPaper paper, double *width, double *height)
{
  if (paper == MST_PAPER_LETTER)
    {
      *width = 8.5 * 72.0;
      *height = 11.0 * 72.0;
    }
  else
    {
      *width = MST_MM (210.0);
      *height = MST_MM (297.0);
    }
}

MstPaper
mst_paper_get_default (void)
{
#if defined(__GLIBC__)
  /* LC_PAPER gives the paper's width in millimetres: 216 for Letter. */
  intptr_t width = (intptr_t) nl_langinfo (_NL_PAPER_WIDTH);
  if (width == 216)
    return MST_PAPER_LETTER;
#endif
  return MST_PAPER_A4;
}

void
mst_page_geometry_compute_sheet (MstPageGeometry *g, double page_width, double page_height)
{
  g_return_if_fail (g != NULL);

  memset (g, 0, sizeof *g);
  g->page_width = page_width;
  g->page_height = page_height;
  g->scale = 1.0;
  g->stamp_x = MARGIN;
  g->stamp_y = page_height - MARGIN - STAMP_BAND;
  g->stamp_width = MAX (page_width - 2 * MARGIN, 1.0);
  g->stamp_height = STAMP_BAND;
  g->content_x = MARGIN;
  g->content_y = MARGIN;
  g->content_width = MAX (page_width - 2 * MARGIN, 1.0);
  g->content_height = MAX (g->stamp_y - GAP_PLAIN - MARGIN, 1.0);
}

void
mst_page_geometry_compute (MstPageGeometry *g,
                           MstCardLayout    layout,
                           gboolean         crop_marks,
                           double           page_width,
                           double           page_height)
{
  mst_page_geometry_compute_with_bleed (g, layout, crop_marks, FALSE, page_width, page_height);
}

void
mst_page_geometry_card_origin (const MstPageGeometry *g, guint index, double *x, double *y)
{
  guint columns = MAX (g->columns, 1);

  *x = g->grid_x + (index % columns) * (g->card_width + g->gutter);
  *y = g->grid_y + (index / columns) * (g->card_height + g->gutter);
}

void
mst_page_geometry_compute_with_bleed (MstPageGeometry *g,
                                      MstCardLayout    layout,
                                      gboolean         crop_marks,
                                      gboolean         bleed,
                                      double           page_width,
                                      double           page_height)
{
  double card_w, card_h, grid_w, grid_h, gap, gutter;
  guint columns, rows;

  g_return_if_fail (g != NULL);

  mst_page_geometry_compute_sheet (g, page_width, page_height);
  if (layout == MST_CARD_LAYOUT_ROSTER)
    layout = MST_CARD_LAYOUT_4;
  mst_card_layout_get_card_size_on (layout, page_width, page_height, &card_w, &card_h);
  columns = rows = layout == MST_CARD_LAYOUT_9 ? 3 : 2;
  if (layout == MST_CARD_LAYOUT_BUSINESS)
    rows = 5;
  /* Card stock that fits its sheet: the grid where the perforations are,
   * the stamp in the margin under it (over the bottom row's foot, for A6,
   * which leaves none). */
  if (mst_card_layout_is_stock (layout) && columns * card_w <= page_width + 0.5 && rows * card_h <= page_height + 0.5)
    {
      g->columns = columns;
      g->rows = rows;
      g->gutter = 0;
      g->scale = 1.0;
      g->card_width = card_w;
      g->card_height = card_h;
      g->grid_x = (page_width - columns * card_w) / 2;
      g->grid_y = (page_height - rows * card_h) / 2;
      return;
    }
  gap = crop_marks || bleed ? GAP_MARKS : GAP_PLAIN;
  gutter = bleed ? 2 * MST_CARD_BLEED : 0;
#define GRID_W(c) ((c) * card_w + ((c) - 1) * gutter + (bleed ? 2 * MST_CARD_BLEED : 0))
#define GRID_H(r) ((r) * card_h + ((r) - 1) * gutter + (bleed ? 2 * MST_CARD_BLEED : 0))
  /* With a bleed, a column or a row fewer rather than cards under their
   * size. */
  while (bleed && columns > 1 &&
         2 * MARGIN + GRID_W (columns) > page_width &&
         2 * MARGIN + GRID_W (columns) + gap + STAMP_BAND > page_width)
    columns--;
  while (bleed && rows > 1 &&
         !(2 * MARGIN + GRID_W (columns) <= page_width &&
           2 * MARGIN + GRID_H (rows) + gap + STAMP_BAND <= page_height) &&
         !(2 * MARGIN + GRID_W (columns) + gap + STAMP_BAND <= page_width &&
           2 * MARGIN + GRID_H (rows) <= page_height))
    rows--;
  g->columns = columns;
  g->rows = rows;
  g->gutter = gutter;
  /* The grid from cut line to cut line; the bleed lies outside it. */
  grid_w = GRID_W (columns) - (bleed ? 2 * MST_CARD_BLEED : 0);
  grid_h = GRID_H (rows) - (bleed ? 2 * MST_CARD_BLEED : 0);
  if (bleed)
    gap += MST_CARD_BLEED;
#undef GRID_W
#undef GRID_H

  if (2 * MARGIN + grid_w <= page_width &&
      2 * MARGIN + grid_h + gap + STAMP_BAND <= page_height)
    {
      /* The stamp along the bottom, the grid centred above it. */
      double above = g->stamp_y - gap;
      g->scale = 1.0;
      g->grid_x = (page_width - grid_w) / 2;
      g->grid_y = MAX (MARGIN, (above - grid_h) / 2);
    }
  else if (2 * MARGIN + grid_w + gap + STAMP_BAND <= page_width &&
           2 * MARGIN + grid_h <= page_height)
    {
      /* Too short for a bottom stamp at full size (poker cards with crop
       * marks on Letter): the stamp runs up the right-hand edge. */
      double left_of_stamp;
      g->stamp_vertical = TRUE;
      g->stamp_width = STAMP_BAND;
      g->stamp_height = page_height - 2 * MARGIN;
      g->stamp_x = page_width - MARGIN - STAMP_BAND;
      g->stamp_y = MARGIN;
      left_of_stamp = g->stamp_x - gap;
      g->scale = 1.0;
      g->grid_x = MAX (MARGIN, (left_of_stamp - grid_w) / 2);
      g->grid_y = (page_height - grid_h) / 2;
    }
  else
    {
      /* A small or landscape page: the whole grid shrinks to fit. */
      double avail_w = page_width - 2 * MARGIN;
      double avail_h = g->stamp_y - gap - MARGIN;
      g->scale = MAX (0.05, MIN (avail_w / grid_w, avail_h / grid_h));
      g->grid_x = (page_width - grid_w * g->scale) / 2;
      g->grid_y = MARGIN + (avail_h - grid_h * g->scale) / 2;
    }

  g->card_width = card_w * g->scale;
  g->card_height = card_h * g->scale;
  g->gutter = gutter * g->scale;
}

/* One mark from @from outwards along @dx/@dy, stopping short of @limit (a
 * coordinate on the same axis). */
static void
mark (cairo_t *cr, double x, double y, double dx, double dy, double limit)
{
  double start = MARK_OFFSET, length = MARK_LENGTH;
  double pos = dx != 0 ? x : y;
  double dir = dx != 0 ? dx : dy;
  double room = (limit - pos) * dir - start;

  if (room <= MST_MM (0.5))
    return;
  length = MIN (length, room);
  cairo_move_to (cr, x + dx * start, y + dy * start);
  cairo_line_to (cr, x + dx * (start + length), y + dy * (start + length));
}

void
mst_page_geometry_draw_crop_marks (const MstPageGeometry *g, cairo_t *cr)
{
  double right = g->grid_x + g->columns * g->card_width + (g->columns - 1) * g->gutter;
  double bottom = g->grid_y + g->rows * g->card_height + (g->rows - 1) * g->gutter;
  double top_limit = MST_MM (0.5);
  double left_limit = MST_MM (0.5);
  double bottom_limit = g->stamp_vertical ? g->page_height - MST_MM (0.5) : g->stamp_y - MST_MM (0.5);
  double right_limit = g->stamp_vertical ? g->stamp_x - MST_MM (0.5) : g->page_width - MST_MM (0.5);

  g_return_if_fail (g != NULL && cr != NULL);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.4);
  /* At every cut line: with a gutter, both edges of it. */
  for (guint i = 0; i < 2 * g->columns; i++)
    {
      double x = g->grid_x + (i / 2) * (g->card_width + g->gutter) + (i % 2) * g->card_width;
      if (g->gutter <= 0 && i % 2 == 0 && i > 0)
        continue;
      mark (cr, x, g->grid_y - (g->gutter > 0 ? MST_CARD_BLEED : 0), 0, -1, top_limit);
      mark (cr, x, bottom + (g->gutter > 0 ? MST_CARD_BLEED : 0), 0, 1, bottom_limit);
    }
  for (guint j = 0; j < 2 * g->rows; j++)
    {
      double y = g->grid_y + (j / 2) * (g->card_height + g->gutter) + (j % 2) * g->card_height;
      if (g->gutter <= 0 && j % 2 == 0 && j > 0)
        continue;
      mark (cr, g->grid_x - (g->gutter > 0 ? MST_CARD_BLEED : 0), y, -1, 0, left_limit);
      mark (cr, right + (g->gutter > 0 ? MST_CARD_BLEED : 0), y, 1, 0, right_limit);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
mst_text_box_free (MstTextBox *box)
{
  if (box == NULL)
    return;
  g_free (box->text);
  g_free (box);
}

struct _MstCardPainter
{
  cairo_t *cr;
  PangoContext *context;
  PangoLayout *layout;
  PangoFontDescription *font;
  gboolean measuring;
  GPtrArray *boxes;
  gboolean only_misfits;
  /* Every text that did not fit, measuring or not. */
  guint n_misfits;
  /* The sides of the boxes to tick drawn, in points of the page. */
  GArray *ticks;
  guint page;
  /* The size asked for over REFERENCE_SIZE: the layout is always set at
   * the reference size and scaled, so that fontconfig and pango see a
   * handful of fonts, not one per fitted size. */
  double scale;
  /* Extents at the reference size by text, face and wrapping width, with
   * the layout that measured them: the fitting measures the same texts
   * many times over, and the drawing shows the very layout it measured
   * (shaped once, not twice). */
  GHashTable *extents;
  /* What the distances in inches of its texts are measured in. */
  MstDistanceUnit distances;
};

typedef struct {
  double w, h, left;
  PangoLayout *layout;
} Measured;

static void
measured_free (Measured *m)
{
  g_clear_object (&m->layout);
  g_free (m);
}

#define REFERENCE_SIZE 10.0

MstCardPainter *
mst_card_painter_new (cairo_t *cr)
{
  MstCardPainter *p;
  cairo_font_options_t *options;

  g_return_val_if_fail (cr != NULL, NULL);

  p = g_new0 (MstCardPainter, 1);
  p->cr = cairo_reference (cr);
  p->context = pango_cairo_create_context (cr);
  /* Unhinted metrics: a text measures the same at every scale, so what fits
   * on the preview fits on paper. */
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (p->context, options);
  cairo_font_options_destroy (options);
  pango_cairo_context_set_resolution (p->context, 72.0);
  pango_context_set_round_glyph_positions (p->context, FALSE);
  /* The layouts are shaped once, at the reference size in user space,
   * unhinted, and drawn scaled (mst_card_painter_text()): whatever
   * transform a card is drawn at, its text is never shaped again. */
  p->layout = pango_layout_new (p->context);
  p->font = pango_font_description_from_string ("Sans");
  p->extents = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) measured_free);
  return p;
}

void
mst_card_painter_free (MstCardPainter *p)
{
  if (p == NULL)
    return;
  g_clear_object (&p->layout);
  g_clear_object (&p->context);
  pango_font_description_free (p->font);
  g_hash_table_unref (p->extents);
  cairo_destroy (p->cr);
  g_free (p);
}

cairo_t *
mst_card_painter_get_cairo (MstCardPainter *p)
{
  g_return_val_if_fail (p != NULL, NULL);
  return p->cr;
}

void
mst_card_painter_set_measuring (MstCardPainter *p, gboolean measuring)
{
  g_return_if_fail (p != NULL);
  p->measuring = measuring;
}

void
mst_card_painter_set_distances (MstCardPainter *p, MstDistanceUnit unit)
{
  g_return_if_fail (p != NULL);
  if (p->distances == unit)
    return;
  p->distances = unit;
  /* What was measured was measured in the other unit. */
  g_hash_table_remove_all (p->extents);
}

gboolean
mst_card_painter_get_measuring (MstCardPainter *p)
{
  g_return_val_if_fail (p != NULL, FALSE);
  return p->measuring;
}

void
mst_card_painter_record (MstCardPainter *p, GPtrArray *boxes, guint page)
{
  g_return_if_fail (p != NULL);
  p->boxes = boxes;
  p->page = page;
  p->only_misfits = FALSE;
}

void
mst_card_painter_record_ticks (MstCardPainter *p, GArray *ticks)
{
  g_return_if_fail (p != NULL);
  p->ticks = ticks;
}

void
mst_card_painter_tick_box (MstCardPainter *p, double x, double y, double width, double height)
{
  double w = width, h = height;

  g_return_if_fail (p != NULL);
  if (p->ticks == NULL || p->measuring)
    return;
  cairo_user_to_device_distance (p->cr, &w, &h);
  {
    double side = MIN (fabs (w), fabs (h));
    g_array_append_val (p->ticks, side);
  }
}

guint
mst_card_painter_get_n_misfits (MstCardPainter *p)
{
  g_return_val_if_fail (p != NULL, 0);
  return p->n_misfits;
}

void
mst_card_painter_record_misfits (MstCardPainter *p, GPtrArray *boxes, guint page)
{
  mst_card_painter_record (p, boxes, page);
  p->only_misfits = TRUE;
}

/* Sets the layout up for @text; @width < 0: one line. */
static void
configure_layout (MstCardPainter *p, PangoLayout *layout, const char *text, double size, MstTextFlags flags,
                  double width)
{
  pango_font_description_set_weight (p->font, (flags & MST_TEXT_BOLD) ? PANGO_WEIGHT_BOLD
                                                                      : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style (p->font, (flags & MST_TEXT_ITALIC) ? PANGO_STYLE_OBLIQUE
                                                                      : PANGO_STYLE_NORMAL);
  /* The condensed face carries more on a small card. */
  pango_font_description_set_stretch (p->font, (flags & MST_TEXT_WIDE) ? PANGO_STRETCH_NORMAL
                                                                      : PANGO_STRETCH_SEMI_CONDENSED);
  p->scale = MAX (size, 0.01) / REFERENCE_SIZE;
  pango_font_description_set_absolute_size (p->font, REFERENCE_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, p->font);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_height (layout, -1);
  if (width >= 0)
    {
      pango_layout_set_width (layout, (int) (width / p->scale * PANGO_SCALE));
      pango_layout_set_wrap (layout, (flags & MST_TEXT_BREAK_WORDS) ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
      pango_layout_set_alignment (layout, (flags & MST_TEXT_CENTER) ? PANGO_ALIGN_CENTER
                                             : (flags & MST_TEXT_RIGHT) ? PANGO_ALIGN_RIGHT
                                             : PANGO_ALIGN_LEFT);
    }
  else
    {
      pango_layout_set_width (layout, -1);
      pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
    }
  if (p->distances != MST_DISTANCE_INCHES)
    {
      g_autofree char *measured_in = mst_inches_convert_text (p->distances, text);
      pango_layout_set_text (layout, measured_in, -1);
    }
  else
    pango_layout_set_text (layout, text, -1);
}

static void
configure (MstCardPainter *p, const char *text, double size, MstTextFlags flags, double width)
{
  configure_layout (p, p->layout, text, size, flags, width);
}

/* The extent of the layout's text, from the left of its box. */
static void
measure_layout (MstCardPainter *p, PangoLayout *layout, double *width, double *height, double *left)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  *left = (double) logical.x / PANGO_SCALE * p->scale;
  *width = (double) logical.width / PANGO_SCALE * p->scale;
  *height = (double) logical.height / PANGO_SCALE * p->scale;
}

/* The extent of @text at @size in @width (< 0: one line), from the cache
 * when it can. */
static Measured *
measured (MstCardPainter *p, const char *text, double size, MstTextFlags flags, double width)
{
  double scale = MAX (size, 0.01) / REFERENCE_SIZE;
  int width_ref = width >= 0 ? (int) (width / scale * PANGO_SCALE) : -1;
  MstTextFlags face = flags & (MST_TEXT_BOLD | MST_TEXT_ITALIC | MST_TEXT_WIDE | MST_TEXT_CENTER | MST_TEXT_RIGHT |
                               MST_TEXT_BREAK_WORDS);
  g_autofree char *key = g_strdup_printf ("%x:%d:%s", face, width_ref, text);
  Measured *m = g_hash_table_lookup (p->extents, key);

  if (m == NULL)
    {
      m = g_new0 (Measured, 1);
      m->layout = pango_layout_new (p->context);
      configure_layout (p, m->layout, text, REFERENCE_SIZE, flags,
                        width >= 0 ? (double) width_ref / PANGO_SCALE : -1);
      measure_layout (p, m->layout, &m->w, &m->h, &m->left);
      g_hash_table_insert (p->extents, g_steal_pointer (&key), m);
    }
  return m;
}

/* The extent of @text at @size in @width (< 0: one line), from the cache
 * when it can. */
static void
measure (MstCardPainter *p, const char *text, double size, MstTextFlags flags, double width,
         double *need_w, double *need_h, double *left)
{
  double scale = MAX (size, 0.01) / REFERENCE_SIZE;
  Measured *m = measured (p, text, size, flags, width);

  *need_w = m->w * scale;
  *need_h = m->h * scale;
  *left = m->left * scale;
}

static gboolean
fits (double need_w, double need_h, double left, double box_w, double box_h)
{
  return left >= -FIT_EPSILON && left + need_w <= box_w + FIT_EPSILON &&
         need_h <= box_h + FIT_EPSILON;
}

double
mst_card_painter_measure (MstCardPainter *p,
                          double          width,
                          const char     *text,
                          double          size,
                          MstTextFlags    flags)
{
  double w, h, left;

  g_return_val_if_fail (p != NULL, 0);
  measure (p, text != NULL ? text : "", size, flags, width, &w, &h, &left);
  return h;
}

double
mst_card_painter_measure_line (MstCardPainter *p,
                               const char     *text,
                               double          size,
                               MstTextFlags    flags)
{
  double w, h, left;

  g_return_val_if_fail (p != NULL, 0);
  measure (p, text != NULL ? text : "", size, flags, -1, &w, &h, &left);
  return w;
}

static void
record (MstCardPainter *p, const char *text, double x, double y, double width, double height,
        double need_w, double need_h, double size, gboolean fit)
{
  MstTextBox *box;
  double x0 = x, y0 = y, x1 = x + width, y1 = y + height;
  double sx = 1.0, sy = 0.0;

  if (p->boxes == NULL || p->measuring || (p->only_misfits && fit))
    return;

  cairo_user_to_device (p->cr, &x0, &y0);
  cairo_user_to_device (p->cr, &x1, &y1);
  cairo_user_to_device_distance (p->cr, &sx, &sy);

  box = g_new0 (MstTextBox, 1);
  box->page = p->page;
  box->text = g_strdup (text);
  box->x = MIN (x0, x1);
  box->y = MIN (y0, y1);
  box->width = fabs (x1 - x0);
  box->height = fabs (y1 - y0);
  /* Rotated text (a vertical stamp) swaps what width and height mean. */
  if (fabs (sx) < 1e-9)
    {
      double t = box->width;
      box->width = box->height;
      box->height = t;
    }
  {
    double scale = hypot (sx, sy);
    box->needed_width = need_w * scale;
    box->needed_height = need_h * scale;
    box->font_size = size * scale;
  }
  box->fits = fit;
  g_ptr_array_add (p->boxes, box);
}

double
mst_card_painter_text (MstCardPainter *p,
                       double          x,
                       double          y,
                       double          width,
                       double          height,
                       const char     *text,
                       double          size,
                       double          min_size,
                       MstTextFlags    flags)
{
  double need_w, need_h, left, dx = 0, dy = 0;
  gboolean wrap = (flags & MST_TEXT_WRAP) != 0;
  PangoLayout *layout = p->layout;
  gboolean fit;

  g_return_val_if_fail (p != NULL, 0);

  if (text == NULL || text[0] == '\0')
    return 0;
  min_size = MIN (min_size, size);
  width = MAX (width, 0.0);
  height = MAX (height, 0.0);

  measure (p, text, size, flags, wrap ? width : -1, &need_w, &need_h, &left);
  fit = fits (need_w, need_h, left, width, height);

  if (!fit && !wrap && need_w > 0 && need_h > 0)
    {
      /* One line: shrink in proportion, once. */
      double s = MAX (min_size, size * MIN (width / need_w, height / need_h) * 0.995);
      measure (p, text, s, flags, -1, &need_w, &need_h, &left);
      fit = fits (need_w, need_h, left, width, height);
      if (fit)
        size = s;
    }
  if (!fit)
    {
      /* Wrapped text, or a line too long even at the smallest size: wrap
       * and shrink step by step until it fits. */
      double s = size;
      for (;;)
        {
          measure (p, text, s, flags, width, &need_w, &need_h, &left);
          fit = fits (need_w, need_h, left, width, height);
          if (fit || s <= min_size)
            break;
          s = MAX (min_size, s * 0.92);
        }
      size = s;
      wrap = TRUE;
    }

  p->n_misfits += !fit;
  record (p, text, x, y, width, height, need_w, need_h, size, fit);

  if (p->measuring)
    return MIN (need_h, height);

  if (fit)
    {
      /* The layout that measured it, already shaped. */
      layout = measured (p, text, size, flags, wrap ? width : -1)->layout;
      p->scale = MAX (size, 0.01) / REFERENCE_SIZE;
    }
  else
    {
      configure (p, text, size, flags, wrap ? width : -1);
      /* Never spill: cut the text at its box (it was reported above). */
      pango_layout_set_ellipsize (p->layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_height (p->layout, (int) (height / p->scale * PANGO_SCALE));
    }

  if (!wrap)
    {
      if (flags & MST_TEXT_CENTER)
        dx = (width - need_w) / 2 - left;
      else if (flags & MST_TEXT_RIGHT)
        dx = width - need_w - left;
    }
  if (flags & MST_TEXT_MIDDLE)
    dy = MAX (0, (height - need_h) / 2);

  cairo_save (p->cr);
  if (!fit)
    {
      cairo_rectangle (p->cr, x, y, width, height);
      cairo_clip (p->cr);
    }
  if (flags & MST_TEXT_WHITE)
    cairo_set_source_rgb (p->cr, 1, 1, 1);
  else if (flags & MST_TEXT_GREY)
    cairo_set_source_rgb (p->cr, 0.3, 0.3, 0.3);
  else
    cairo_set_source_rgb (p->cr, 0, 0, 0);
  cairo_translate (p->cr, x + dx, y + dy);
  cairo_scale (p->cr, p->scale, p->scale);
  cairo_move_to (p->cr, 0, 0);
  pango_cairo_show_layout (p->cr, layout);
  cairo_restore (p->cr);

  return MIN (need_h, height);
}

void
mst_card_painter_report_overflow (MstCardPainter *p,
                                  const char     *what,
                                  double          x,
                                  double          y,
                                  double          width,
                                  double          height,
                                  double          needed_height)
{
  g_return_if_fail (p != NULL);
  record (p, what, x, y, width, height, width, needed_height, 0, FALSE);
}
