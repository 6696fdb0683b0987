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

/* Font sizes in points of a poker card.  Every card of a kind is set at
 * these sizes: none shrinks on its own; what does not fit continues on a
 * follow-on card. */
#define MST_FLOW_TITLE    10.5
#define MST_FLOW_SUB       7.0
#define MST_FLOW_BODY      7.0
#define MST_FLOW_SMALL     6.5
#define MST_FLOW_TABLE     6.6
#define MST_FLOW_CAPTION   6.0
/* No text is set smaller than this, on any layout. */
#define MST_FLOW_MIN       6.0
/* A tick box's side: at least 3 mm. */
#define MST_FLOW_TICK      MST_MM (3.2)

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
  /* The content's scale: 1 on every card. */
  double s;

  /* Pagination.  Content comes in sections (mst_flow_section()), each kept
   * whole on one part: a card and its follow-on cards, or the pages of a
   * sheet.  While planning (@plan NULL) each section's start is noted in
   * @starts; while drawing, only the sections of @part are shown and the
   * first of them starts at @top. */
  const struct _MstFlowPlan *plan;
  guint part;
  guint section;
  GArray *starts;
  GArray *in_order;
  GArray *misfits;
  double top;
  /* Where a follow-on card's content starts, under its shorter header. */
  double follow_top;
  /* The painter's own measuring state, restored after a hidden section. */
  gboolean shown_measuring;
  /* How far a band at the box's edge runs past it (a card's bleed). */
  double bleed;
  /* A short card (a business card): its title shrinks before it wraps. */
  gboolean short_card;
} MstFlow;

/* How a content's sections fall on parts. */
typedef struct _MstFlowPlan {
  guint n_parts;
  guint n_sections;
  /* Each section's part, and where on it the section starts. */
  guint *part_of;
  double *y_at;
  /* A section taller than a whole part, which is clipped: its height. */
  gboolean overflow;
  guint overflow_part;
  double need;
} MstFlowPlan;

void     mst_flow_plan_free    (MstFlowPlan *plan);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstFlowPlan, mst_flow_plan_free)

typedef void (*MstFlowContent) (MstFlow *f, gpointer data);

void     mst_flow_fill_rect    (MstFlow *f, double x, double y, double w, double h, double grey);
/* A box to tick, outlined (the painter notes its size). */
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
/* The widest word of @text at @size (not a flow size): what a wrapped
 * text can never be narrower than. */
double   mst_flow_widest_word  (MstFlow *f, const char *text, double size, MstTextFlags flags);
/* A table of @n_rows rows (the first the header) of @n_cols cells, each
 * one line shrunk to its column; @fractions: each column's share. */
void     mst_flow_table        (MstFlow *f, guint n_cols, const double *fractions,
                                const char *const *cells, guint n_rows, double size);
/* The height @title takes in @width: one line shrunk to no less than
 * @floor of *@size, then wrapped.  Sets *@size and *@flags to draw it. */
double   mst_flow_title_height (MstFlow *f, const char *title, double width, double *size,
                                MstTextFlags *flags, double floor);
/* A sheet's title, @size points, shrunk to no less than half before it
 * wraps, and @subtitle under it. */
void     mst_flow_page_title   (MstFlow *f, const char *title, const char *subtitle, double size);
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

/* Begins a section: content kept together on one part.  What comes
 * before the first section (a card's header) is on every part. */
void     mst_flow_section      (MstFlow *f);
/* The same, for a section that must come after the one before it (the
 * next entry of a list): it goes on that one's part or a later one.  A
 * plain section goes on the first part with room for it. */
void     mst_flow_section_in_order (MstFlow *f);
/* Whether the part being drawn is a follow-on (not the first). */
gboolean mst_flow_is_follow_on (MstFlow *f);

/* Measures @fn's content and deals its sections onto parts of @h each. */
MstFlowPlan *mst_flow_plan     (MstCardPainter *p, MstFlowContent fn, gpointer data, double x,
                                double y, double w, double h, double pad);
/* Draws part @part of @plan.  A section taller than a part is clipped
 * at its end and reported under @what. */
void     mst_flow_draw_part    (MstCardPainter *p, MstFlowContent fn, gpointer data,
                                const MstFlowPlan *plan, guint part, const char *what, double x,
                                double y, double w, double h, double pad, double bleed);

G_END_DECLS
