/* mst-card-layout.h: page geometry and fitted text for roster cards.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the cards sit on a page of any size, where the page stamp goes, and
 * a painter that draws text into a box, shrinking or wrapping it so that it
 * never spills out, and records every box it filled so a test can check. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "mst-distance.h"

G_BEGIN_DECLS

typedef enum {
  MST_CARD_LAYOUT_4,  /*< nick=cards-4 >*/ /* 2 × 2 cards of 90 × 126 mm */
  MST_CARD_LAYOUT_9,  /*< nick=cards-9 >*/ /* 3 × 3 poker cards of 63 × 88 mm */
  MST_CARD_LAYOUT_ROSTER, /*< nick=roster >*/ /* the force on a page, no cards */
  /* The card stock players buy, its grid where the stock's perforations are:
   * business cards, 2 × 5 of 85 × 55 mm on A4 (3.5 × 2 in on Letter). */
  MST_CARD_LAYOUT_BUSINESS, /*< nick=business-cards >*/
  /* A6 cards, 2 × 2 of 105 × 148 mm: a whole A4 sheet. */
  MST_CARD_LAYOUT_A6, /*< nick=a6 >*/
} MstCardLayout;

/* The bleed round each card when it is asked for: its header band runs
 * this far past the cut line, and the cards stand twice this apart. */
#define MST_CARD_BLEED MST_MM (3.0)

typedef enum {
  MST_PAPER_A4,
  MST_PAPER_LETTER,
} MstPaper;

#define MST_MM(mm) ((mm) * 72.0 / 25.4)

/* "cards-4", "cards-9", "roster": the CLI's and the settings' names. */
const char   *mst_card_layout_to_string   (MstCardLayout  layout);
gboolean      mst_card_layout_from_string (const char    *s,
                                           MstCardLayout *out);
/* The card's size in points (business cards: the A4 stock's). */
void          mst_card_layout_get_card_size (MstCardLayout layout,
                                             double       *width,
                                             double       *height);
/* The same on a page of @page_width × @page_height: business cards are
 * 3.5 × 2 in on US Letter. */
void          mst_card_layout_get_card_size_on (MstCardLayout layout,
                                                double        page_width,
                                                double        page_height,
                                                double       *width,
                                                double       *height);
/* Card stock: its grid is centred on the sheet at full size, as the
 * perforations are, never moved for the stamp. */
gboolean      mst_card_layout_is_stock    (MstCardLayout  layout);
/* Where on a card its content may go: a card that runs to the sheet's edge
 * (A6 on A4) keeps it clear of what printers cannot print. */
void          mst_card_layout_get_inset   (MstCardLayout  layout,
                                           double        *left,
                                           double        *top,
                                           double        *right,
                                           double        *bottom);
/* "a4", "letter". */
const char   *mst_paper_to_string         (MstPaper       paper);
gboolean      mst_paper_from_string       (const char    *s,
                                           MstPaper      *out);
const char   *mst_paper_get_label         (MstPaper       paper);
/* Portrait, in points. */
void          mst_paper_get_size          (MstPaper       paper,
                                           double        *width,
                                           double        *height);
/* US Letter where the locale's paper is Letter, A4 elsewhere. */
MstPaper      mst_paper_get_default       (void);

/* Where things go on one page, in points from its top-left corner. */
typedef struct {
  double page_width, page_height;
  /* The card grid: its top-left corner, the card size after @scale. */
  double grid_x, grid_y;
  double card_width, card_height;
  double scale;
  guint  columns, rows;
  /* Between two cards: 0, or twice the bleed. */
  double gutter;
  /* The page stamp: a band along the bottom, or, when the page is too
   * short for it, up the right-hand side (@stamp_vertical). */
  gboolean stamp_vertical;
  double stamp_x, stamp_y, stamp_width, stamp_height;
  /* What is left for a full-page sheet (the force sheet). */
  double content_x, content_y, content_width, content_height;
} MstPageGeometry;

void          mst_page_geometry_compute   (MstPageGeometry *geometry,
                                           MstCardLayout    layout,
                                           gboolean         crop_marks,
                                           double           page_width,
                                           double           page_height);
/* The same with a bleed round each card: the cards stand apart, and
 * fewer go on a page when that many no longer fit at full size. */
void          mst_page_geometry_compute_with_bleed (MstPageGeometry *geometry,
                                                    MstCardLayout    layout,
                                                    gboolean         crop_marks,
                                                    gboolean         bleed,
                                                    double           page_width,
                                                    double           page_height);
/* The top-left corner of the @index-th card on the page. */
void          mst_page_geometry_card_origin (const MstPageGeometry *geometry,
                                             guint                  index,
                                             double                *x,
                                             double                *y);
/* A page that is one sheet (no grid): the stamp at the bottom, the rest
 * content. */
void          mst_page_geometry_compute_sheet (MstPageGeometry *geometry,
                                               double           page_width,
                                               double           page_height);
/* Short marks in the margins at every cut line of the grid. */
void          mst_page_geometry_draw_crop_marks (const MstPageGeometry *geometry,
                                                 cairo_t               *cr);

/* One piece of text the painter placed: its box and what it needed, in
 * points of the page. */
typedef struct {
  guint    page;
  char    *text;
  double   x, y, width, height;
  double   needed_width, needed_height;
  double   font_size;
  gboolean fits;
} MstTextBox;

void          mst_text_box_free           (MstTextBox *box);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTextBox, mst_text_box_free)

typedef enum /*< flags >*/ {
  MST_TEXT_NONE      = 0,
  MST_TEXT_BOLD      = 1 << 0,
  MST_TEXT_ITALIC    = 1 << 1,
  /* Wrap at word boundaries within the box's width. */
  MST_TEXT_WRAP      = 1 << 2,
  MST_TEXT_CENTER    = 1 << 3,
  MST_TEXT_RIGHT     = 1 << 4,
  MST_TEXT_GREY      = 1 << 5,
  /* The wider face, for titles. */
  MST_TEXT_WIDE      = 1 << 6,
  /* Centre the text vertically in its box. */
  MST_TEXT_MIDDLE    = 1 << 7,
  MST_TEXT_WHITE     = 1 << 8,
  /* Wrapping, break a word too long for the box (with a hyphen). */
  MST_TEXT_BREAK_WORDS = 1 << 9,
} MstTextFlags;

typedef struct _MstCardPainter MstCardPainter;

MstCardPainter *mst_card_painter_new      (cairo_t        *cr);
void          mst_card_painter_free       (MstCardPainter *painter);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstCardPainter, mst_card_painter_free)

cairo_t      *mst_card_painter_get_cairo  (MstCardPainter *painter);
/* While measuring, nothing is drawn or recorded. */
void          mst_card_painter_set_measuring (MstCardPainter *painter,
                                              gboolean        measuring);
gboolean      mst_card_painter_get_measuring (MstCardPainter *painter);
/* Every distance in inches of the texts it draws from now on ("6″") in
 * @unit (mst-distance.h). */
void          mst_card_painter_set_distances (MstCardPainter *painter,
                                              MstDistanceUnit unit);
/* Every box filled from now on is added to @boxes (MstTextBox) under
 * @page; NULL stops recording. */
void          mst_card_painter_record     (MstCardPainter *painter,
                                           GPtrArray      *boxes,
                                           guint           page);

/* Every box to tick drawn from now on adds its smallest side, in points
 * of the page, to @ticks (doubles); NULL stops recording. */
void          mst_card_painter_record_ticks (MstCardPainter *painter,
                                             GArray         *ticks);
/* Notes a box to tick drawn at @x, @y, @width × @height (user space). */
void          mst_card_painter_tick_box   (MstCardPainter *painter,
                                           double          x,
                                           double          y,
                                           double          width,
                                           double          height);
/* How many texts did not fit their boxes so far, measured or drawn. */
guint         mst_card_painter_get_n_misfits (MstCardPainter *painter);
/* The same, but only the boxes that did not fit. */
void          mst_card_painter_record_misfits (MstCardPainter *painter,
                                               GPtrArray      *boxes,
                                               guint           page);

/* Draws @text in the box at @size, down to @min_size: a single line shrinks,
 * then wraps; wrapped text shrinks.  Returns the height the text took. */
double        mst_card_painter_text       (MstCardPainter *painter,
                                           double          x,
                                           double          y,
                                           double          width,
                                           double          height,
                                           const char     *text,
                                           double          size,
                                           double          min_size,
                                           MstTextFlags    flags);
/* The height @text needs wrapped at @width and @size. */
double        mst_card_painter_measure    (MstCardPainter *painter,
                                           double          width,
                                           const char     *text,
                                           double          size,
                                           MstTextFlags    flags);
/* The width of @text on one line at @size. */
double        mst_card_painter_measure_line (MstCardPainter *painter,
                                             const char     *text,
                                             double          size,
                                             MstTextFlags    flags);
/* Records that something other than text (a card's whole content) did not
 * fit its box. */
void          mst_card_painter_report_overflow (MstCardPainter *painter,
                                                const char     *what,
                                                double          x,
                                                double          y,
                                                double          width,
                                                double          height,
                                                double          needed_height);

G_END_DECLS
