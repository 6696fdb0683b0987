/* mst-card-flow.h: a column of card content, laid out top to bottom at a
 * scale found by measuring, for every rule set's cards and sheets.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card's content is a function of an MstFlow: it draws captions, fields,
 * tables, paragraphs and tick-box tracks one under another, advancing
 * @y.  Run while the painter measures, nothing is drawn, so the same
 * function tells how tall the content is at a scale and then draws it at
 * the largest scale that fits (mst_flow_draw_fitted()). */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "mst-card-layout.h"

G_BEGIN_DECLS

/* Font sizes in points of a poker card, before the fitting scale. */
#define MST_FLOW_TITLE    10.5
#define MST_FLOW_SUB       6.6
#define MST_FLOW_BODY      6.6
#define MST_FLOW_SMALL     5.8
#define MST_FLOW_TABLE     6.2
#define MST_FLOW_CAPTION   5.4
/* No text is set smaller than this on a poker card (4.5 pt on paper). */
#define MST_FLOW_MIN       4.5
/* The fitting scale never goes below this: past it, text would be
 * unreadable and the card reports an overflow instead. */
#define MST_FLOW_MIN_SCALE 0.55

/* A card's inner margin, in points of a poker card. */
#define MST_FLOW_PAD       5.0
#define MST_FLOW_GREY_BAND 0.86
#define MST_FLOW_GREY_HEAD 0.92
#define MST_FLOW_GREY_RULE 0.55

typedef struct {
  MstCardPainter *p;
  cairo_t *cr;
  gboolean measuring;
  /* The card's (or sheet's) whole box, and the padded column inside. */
  double box_x, box_y, box_w;
  double x, w;
  double y;
  /* The fitting scale. */
  double s;
} MstFlow;

typedef void (*MstFlowContent) (MstFlow *f, gpointer data);

void     mst_flow_fill_rect    (MstFlow *f, double x, double y, double w, double h, double grey);
void     mst_flow_stroke_rect  (MstFlow *f, double x, double y, double w, double h, double width,
                                double grey);
void     mst_flow_hline        (MstFlow *f, double x0, double x1, double y, double width, double grey);
/* A font size at the content's scale, never below the smallest. */
double   mst_flow_size         (MstFlow *f, double size);
double   mst_flow_line_height  (MstFlow *f, double size);
void     mst_flow_gap          (MstFlow *f, double points);
/* One line of text, shrunk to the column's width if need be. */
void     mst_flow_line         (MstFlow *f, const char *text, double size, MstTextFlags flags);
/* A paragraph wrapped to the column, starting @indent in. */
void     mst_flow_paragraph    (MstFlow *f, double indent, const char *text, double size,
                                MstTextFlags flags);
/* A section heading over a hairline, with the rule section it comes from
 * (or NULL) at the right. */
void     mst_flow_caption      (MstFlow *f, const char *title, const char *source);
/* "Label  value": the label in a column @label_w wide, the value wrapped
 * beside it. */
void     mst_flow_field        (MstFlow *f, double label_w, const char *label, const char *value,
                                double size, MstTextFlags value_flags);
/* The width of a label column holding the widest of the NULL-terminated
 * labels at @size. */
double   mst_flow_label_column (MstFlow *f, double size, ...) G_GNUC_NULL_TERMINATED;
/* A table of @n_rows rows (the first the header) of @n_cols cells, each
 * one line shrunk to its column; @fractions: each column's share. */
void     mst_flow_table        (MstFlow *f, guint n_cols, const double *fractions,
                                const char *const *cells, guint n_rows, double size);
/* The height @title takes in @width: one line shrunk to no less than
 * @floor of *@size, then wrapped.  Sets *@size and *@flags to draw it. */
double   mst_flow_title_height (MstFlow *f, const char *title, double width, double *size,
                                MstTextFlags *flags, double floor);
/* The card's title band: name, and what it is. */
void     mst_flow_header       (MstFlow *f, const char *title, const char *subtitle);
/* A blank to write on: a label and a line, at @x, @w wide. */
void     mst_flow_blank        (MstFlow *f, double x, double w, const char *label, double size);
/* A track of tick boxes: a row per label (@n_rows of them, a key figure's
 * row marked by @bold), @n_boxes boxes each under the column heads
 * @heads, in as many side-by-side columns as @columns. */
void     mst_flow_track        (MstFlow *f, const char *const *labels, const gboolean *bold,
                                guint n_rows, const char *const *heads, guint n_boxes,
                                guint columns);

/* Runs @fn at scale @s in the box; returns the height it took. */
double   mst_flow_run          (MstCardPainter *p, MstFlowContent fn, gpointer data, double box_x,
                                double box_y, double box_w, double pad, double s);
/* Whether @fn's content fits the box at the smallest scale. */
gboolean mst_flow_fits         (MstCardPainter *p, MstFlowContent fn, gpointer data, double x,
                                double y, double w, double h, double pad);
/* Draws @fn's content at the largest scale (up to 1) at which it fits;
 * what still does not fit is clipped and reported under @what. */
void     mst_flow_draw_fitted  (MstCardPainter *p, MstFlowContent fn, gpointer data,
                                const char *what, double x, double y, double w, double h,
                                double pad);

G_END_DECLS
