/* mst-card-flow.c: a column of card content, laid out at a measured scale.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "mst-card-flow.h"

void
mst_flow_fill_rect (MstFlow *f, double x, double y, double w, double h, double grey)
{
  if (f->measuring)
    return;
  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, grey, grey, grey);
  cairo_rectangle (f->cr, x, y, w, h);
  cairo_fill (f->cr);
  cairo_restore (f->cr);
}

/* Every outlined box on a card is one to tick. */
void
mst_flow_stroke_rect (MstFlow *f, double x, double y, double w, double h, double width, double grey)
{
  if (f->measuring)
    return;
  mst_card_painter_tick_box (f->p, x, y, w, h);
  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, grey, grey, grey);
  cairo_set_line_width (f->cr, width);
  cairo_rectangle (f->cr, x, y, w, h);
  cairo_stroke (f->cr);
  cairo_restore (f->cr);
}

void
mst_flow_hline (MstFlow *f, double x0, double x1, double y, double width, double grey)
{
  if (f->measuring)
    return;
  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, grey, grey, grey);
  cairo_set_line_width (f->cr, width);
  cairo_move_to (f->cr, x0, y);
  cairo_line_to (f->cr, x1, y);
  cairo_stroke (f->cr);
  cairo_restore (f->cr);
}

/* A font size at the content's scale, never below the smallest. */
double
mst_flow_size (MstFlow *f, double size)
{
  return MAX (size * f->s, MST_FLOW_MIN);
}

double
mst_flow_line_height (MstFlow *f, double size)
{
  return mst_flow_size (f, size) * 1.3;
}

void
mst_flow_gap (MstFlow *f, double points)
{
  f->y += points * f->s;
}

/* One line of text; wrapped, never shrunk, when the column is too narrow. */
void
mst_flow_line (MstFlow *f, const char *text, double size, MstTextFlags flags)
{
  double sz = mst_flow_size (f, size);
  double h = mst_flow_line_height (f, size);

  if (mst_card_painter_measure_line (f->p, text, sz, flags) > f->w)
    {
      mst_flow_paragraph (f, 0, text, size, flags);
      return;
    }
  mst_card_painter_text (f->p, f->x, f->y, f->w, h, text, sz, sz, flags);
  f->y += h;
}

/* A paragraph wrapped to the column, starting @indent in. */
void
mst_flow_paragraph (MstFlow *f, double indent, const char *text, double size, MstTextFlags flags)
{
  double w = f->w - indent;
  double sz = mst_flow_size (f, size);
  double h = mst_card_painter_measure (f->p, w, text, sz, flags | MST_TEXT_WRAP);

  mst_card_painter_text (f->p, f->x + indent, f->y, w, h, text, sz, sz, flags | MST_TEXT_WRAP);
  f->y += h;
}

/* A section heading: small grey capitals over a hairline, with the rule
 * section it comes from at the right. */
void
mst_flow_caption (MstFlow *f, const char *title, const char *source)
{
  double size = mst_flow_size (f, MST_FLOW_CAPTION);
  g_autofree char *upper = g_utf8_strup (title, -1);
  double title_w = mst_card_painter_measure_line (f->p, upper, size, MST_TEXT_BOLD | MST_TEXT_GREY) + 0.5;
  double h = mst_flow_line_height (f, MST_FLOW_CAPTION);

  /* The source beside the title when both fit on a line, else under it. */
  if (source != NULL &&
      title_w + 4 * f->s + mst_card_painter_measure_line (f->p, source, size, MST_TEXT_ITALIC) <= f->w)
    {
      mst_card_painter_text (f->p, f->x, f->y, title_w, h, upper, size, size, MST_TEXT_BOLD | MST_TEXT_GREY);
      mst_card_painter_text (f->p, f->x + title_w, f->y, f->w - title_w, h, source, size, size,
                             MST_TEXT_ITALIC | MST_TEXT_GREY | MST_TEXT_RIGHT);
      f->y += h;
    }
  else
    {
      mst_flow_paragraph (f, 0, upper, MST_FLOW_CAPTION, MST_TEXT_BOLD | MST_TEXT_GREY);
      if (source != NULL)
        mst_flow_paragraph (f, 0, source, MST_FLOW_CAPTION, MST_TEXT_ITALIC | MST_TEXT_GREY);
    }
  mst_flow_hline (f, f->x, f->x + f->w, f->y, 0.35, MST_FLOW_GREY_RULE);
  f->y += 1.2 * f->s;
}

/* "Label  value": the label in a column @label_w wide (at the content's
 * scale), the value wrapped beside it, the value wrapped beside it. */
void
mst_flow_field (MstFlow *f, double label_w, const char *label, const char *value, double size,
            MstTextFlags value_flags)
{
  double y = f->y;
  double lw = label_w;
  double lh = mst_flow_line_height (f, size);

  mst_card_painter_text (f->p, f->x, y, lw - 2 * f->s, lh, label, mst_flow_size (f, size),
                         mst_flow_size (f, size), MST_TEXT_BOLD);
  mst_flow_paragraph (f, lw, value, size, value_flags);
  f->y = MAX (f->y, y + lh);
}

/* The width of a label column holding the widest of @labels (NULL
 * terminated) at @size, at the content's scale. */
double
mst_flow_label_column (MstFlow *f, double size, ...)
{
  va_list args;
  const char *label;
  double widest = 0;

  va_start (args, size);
  while ((label = va_arg (args, const char *)) != NULL)
    widest = MAX (widest, mst_card_painter_measure_line (f->p, label, mst_flow_size (f, size), MST_TEXT_BOLD));
  va_end (args);
  return widest + 3.0 * f->s;
}

double
mst_flow_widest_word (MstFlow *f, const char *text, double size, MstTextFlags flags)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  double widest = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      widest = MAX (widest, mst_card_painter_measure_line (f->p, words[i], size, flags));
  return widest;
}

/* A table: each cell wrapped in its column when it must, a row as tall as
 * its tallest cell; the first row is the header.  @fractions: each
 * column's share of the width. */
void
mst_flow_table (MstFlow *f, guint n_cols, const double *fractions, const char *const *cells,
            guint n_rows, double size)
{
  double sz = mst_flow_size (f, size);
  double line_h = mst_flow_line_height (f, size) + 1.0 * f->s;
  double pad = 1.0 * f->s;
  g_autofree double *widths = g_new (double, n_cols);
  g_autofree double *least = g_new0 (double, n_cols);
  double short_by = 0, spare = 0;

  /* Each column its share, but never narrower than its widest word: a
   * column with room to spare gives some to one that has too little. */
  for (guint c = 0; c < n_cols; c++)
    {
      widths[c] = f->w * fractions[c];
      for (guint r = 0; r < n_rows; r++)
        {
          const char *text = cells[r * n_cols + c];
          MstTextFlags flags = (r == 0 || c == 0) ? MST_TEXT_BOLD : MST_TEXT_NONE;
          double full;

          if (text == NULL)
            continue;
          /* A cell that fits its share on one line asks no more than
           * that; only one that does not is split into words. */
          full = mst_card_painter_measure_line (f->p, text, sz, flags);
          least[c] = MAX (least[c], (full + 2 * pad <= widths[c] ? full : mst_flow_widest_word (f, text, sz, flags))
                                    + 2 * pad + 0.2);
        }
      if (least[c] > widths[c])
        short_by += least[c] - widths[c];
      else
        spare += widths[c] - least[c];
    }
  if (short_by > 0 && spare > 0)
    {
      double give = MIN (1.0, short_by / spare);
      for (guint c = 0; c < n_cols; c++)
        {
          if (least[c] > widths[c])
            widths[c] = least[c] - (short_by > spare ? (least[c] - widths[c]) * (1 - spare / short_by) : 0);
          else
            widths[c] -= (widths[c] - least[c]) * give;
        }
    }

  for (guint r = 0; r < n_rows; r++)
    {
      double cx = f->x, row_h = line_h;

      for (guint c = 0; c < n_cols; c++)
        {
          double cw = widths[c] - 2 * pad;
          const char *text = cells[r * n_cols + c];
          MstTextFlags flags = (r == 0 || c == 0) ? MST_TEXT_BOLD : MST_TEXT_NONE;
          /* A word wider than its column even now is broken, hyphenated. */
          if (widths[c] < least[c])
            flags |= MST_TEXT_BREAK_WORDS;
          if (text != NULL && mst_card_painter_measure_line (f->p, text, sz, flags) > cw)
            row_h = MAX (row_h, mst_card_painter_measure (f->p, cw, text, sz, flags | MST_TEXT_WRAP) +
                                1.0 * f->s);
        }
      if (r == 0)
        mst_flow_fill_rect (f, f->x, f->y, f->w, row_h, MST_FLOW_GREY_HEAD);
      for (guint c = 0; c < n_cols; c++)
        {
          double cw = widths[c];
          const char *text = cells[r * n_cols + c];
          MstTextFlags flags = MST_TEXT_MIDDLE;
          if (r == 0 || c == 0)
            flags |= MST_TEXT_BOLD;
          if (c > 0)
            flags |= MST_TEXT_CENTER;
          if (widths[c] < least[c])
            flags |= MST_TEXT_BREAK_WORDS;
          if (text != NULL && mst_card_painter_measure_line (f->p, text, sz, flags) > cw - 2 * pad)
            flags |= MST_TEXT_WRAP;
          mst_card_painter_text (f->p, cx + pad, f->y, cw - 2 * pad, row_h, text, sz, sz, flags);
          cx += cw;
        }
      f->y += row_h;
      if (r + 1 < n_rows)
        mst_flow_hline (f, f->x, f->x + f->w, f->y, 0.25, 0.75);
    }
  mst_flow_hline (f, f->x, f->x + f->w, f->y, 0.35, MST_FLOW_GREY_RULE);
}

/* The height a title takes in @width: one line, shrunk to no less than
 * @floor of its size, then wrapped at that size.  Sets *@size and *@flags
 * to draw it with. */
double
mst_flow_title_height (MstFlow *f, const char *title, double width, double *size, MstTextFlags *flags,
              double floor)
{
  double natural = mst_card_painter_measure_line (f->p, title, *size, *flags);

  if (natural <= width)
    return *size * 1.3;
  *size = MAX (MAX (*size * floor, MST_FLOW_MIN), *size * width / natural * 0.995);
  if (mst_card_painter_measure_line (f->p, title, *size, *flags) <= width)
    return *size * 1.3;
  *flags |= MST_TEXT_WRAP;
  return mst_card_painter_measure (f->p, width, title, *size, *flags);
}

/* A sheet's title: the force's name, large, shrunk to no less than half
 * its size before it wraps, and a line under it. */
void
mst_flow_page_title (MstFlow *f, const char *title, const char *subtitle, double size)
{
  MstTextFlags flags = MST_TEXT_BOLD | MST_TEXT_WIDE;
  double h = mst_flow_title_height (f, title, f->w, &size, &flags, 0.5);

  mst_card_painter_text (f->p, f->x, f->y, f->w, h, title, size, size, flags);
  f->y += h + 2;
  mst_flow_line (f, subtitle, 10, MST_TEXT_NONE);
}

/* The card's title band: name, and what it is.  A long name shrinks, then
 * wraps onto more lines and the band grows. */
void
mst_flow_header (MstFlow *f, const char *title, const char *subtitle)
{
  double pad = MST_FLOW_PAD * 0.8 * f->s;
  double title_size = mst_flow_size (f, MST_FLOW_TITLE);
  MstTextFlags title_flags = MST_TEXT_BOLD | MST_TEXT_WIDE;
  double short_size = mst_flow_size (f, MST_FLOW_SUB + 1.0);
  /* A follow-on card's header: the name alone, smaller. */
  double short_h = mst_card_painter_measure (f->p, f->w, title, short_size, MST_TEXT_BOLD | MST_TEXT_WRAP);
  double short_band = pad * 0.7 + short_h + pad * 0.7;
  double band_h, title_h, sub_h;

  f->follow_top = f->y + short_band + 3.0 * f->s;
  if (mst_flow_is_follow_on (f))
    {
      mst_flow_fill_rect (f, f->box_x - f->bleed, f->y - f->bleed, f->box_w + 2 * f->bleed,
                          short_band + f->bleed, MST_FLOW_GREY_BAND);
      mst_card_painter_text (f->p, f->x, f->y + pad * 0.7, f->w, short_h, title, short_size, short_size,
                             MST_TEXT_BOLD | MST_TEXT_WRAP);
      f->y = f->top = f->follow_top;
      return;
    }

  title_h = mst_flow_title_height (f, title, f->w, &title_size, &title_flags, f->short_card ? 0.6 : 1.0);
  sub_h = mst_card_painter_measure (f->p, f->w, subtitle, mst_flow_size (f, MST_FLOW_SUB), MST_TEXT_WRAP);
  band_h = pad + title_h + sub_h + pad;
  /* At the card's top, the band runs out into the bleed. */
  if (f->y <= f->box_y)
    mst_flow_fill_rect (f, f->box_x - f->bleed, f->y - f->bleed, f->box_w + 2 * f->bleed,
                        band_h + f->bleed, MST_FLOW_GREY_BAND);
  else
    mst_flow_fill_rect (f, f->box_x, f->y, f->box_w, band_h, MST_FLOW_GREY_BAND);
  f->y += pad;
  mst_card_painter_text (f->p, f->x, f->y, f->w, title_h, title, title_size, title_size,
                         title_flags);
  f->y += title_h;
  mst_card_painter_text (f->p, f->x, f->y, f->w, sub_h, subtitle, mst_flow_size (f, MST_FLOW_SUB),
                         mst_flow_size (f, MST_FLOW_SUB), MST_TEXT_WRAP);
  f->y += sub_h + pad;
  mst_flow_gap (f, 3.0);
  f->top = f->y;
}

/* A blank to write on: a label and a line. */
void
mst_flow_blank (MstFlow *f, double x, double w, const char *label, double size)
{
  double h = mst_flow_line_height (f, size);
  double lw = MIN (w * 0.5, mst_card_painter_measure_line (f->p, label, mst_flow_size (f, size), MST_TEXT_BOLD) + 0.5);

  mst_card_painter_text (f->p, x, f->y, lw, h, label, mst_flow_size (f, size), mst_flow_size (f, size),
                         MST_TEXT_BOLD);
  mst_flow_hline (f, x + lw + 1.5 * f->s, x + w - 2.0 * f->s, f->y + h - 0.8 * f->s, 0.5, 0.0);
}


/* ---- sections, parts, plans ------------------------------------------ */

void
mst_flow_plan_free (MstFlowPlan *plan)
{
  if (plan == NULL)
    return;
  g_free (plan->part_of);
  g_free (plan->y_at);
  g_free (plan);
}

static void
begin_section (MstFlow *f, gboolean in_order)
{
  guint i = f->section++;
  gboolean shown;

  if (f->plan == NULL)
    {
      if (f->starts != NULL)
        {
          guint misfits = mst_card_painter_get_n_misfits (f->p);
          g_array_append_val (f->starts, f->y);
          g_array_append_val (f->in_order, in_order);
          g_array_append_val (f->misfits, misfits);
        }
      return;
    }
  shown = i < f->plan->n_sections && f->plan->part_of[i] == f->part;
  /* Where the plan put it on its part. */
  if (shown)
    f->y = f->plan->y_at[i];
  f->measuring = shown ? f->shown_measuring : TRUE;
  mst_card_painter_set_measuring (f->p, f->measuring);
}

void
mst_flow_section (MstFlow *f)
{
  begin_section (f, FALSE);
}

void
mst_flow_section_in_order (MstFlow *f)
{
  begin_section (f, TRUE);
}

gboolean
mst_flow_is_follow_on (MstFlow *f)
{
  return f->plan != NULL && f->part > 0;
}

static MstFlow
flow_init (MstCardPainter *p, double box_x, double box_y, double box_w, double pad)
{
  return (MstFlow) {
    .p = p,
    .cr = mst_card_painter_get_cairo (p),
    .measuring = mst_card_painter_get_measuring (p),
    .shown_measuring = mst_card_painter_get_measuring (p),
    .box_x = box_x, .box_y = box_y, .box_w = box_w,
    .x = box_x + pad, .w = box_w - 2 * pad,
    .y = box_y, .top = box_y, .follow_top = box_y,
    .s = 1.0,
  };
}

MstFlowPlan *
mst_flow_plan (MstCardPainter *p, MstFlowContent fn, gpointer data, double x, double y, double w,
               double h, double pad)
{
  gboolean measuring = mst_card_painter_get_measuring (p);
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) in_order = g_array_new (FALSE, FALSE, sizeof (gboolean));
  g_autoptr(GArray) misfits = g_array_new (FALSE, FALSE, sizeof (guint));
  guint misfits_before = mst_card_painter_get_n_misfits (p), misfits_after;
  MstFlowPlan *plan = g_new0 (MstFlowPlan, 1);
  MstFlow f;
  double bottom = y + h, end;

  mst_card_painter_set_measuring (p, TRUE);
  f = flow_init (p, x, y, w, pad);
  f.starts = starts;
  f.in_order = in_order;
  f.misfits = misfits;
  fn (&f, data);
  end = f.y;
  misfits_after = mst_card_painter_get_n_misfits (p);
  mst_card_painter_set_measuring (p, measuring);

  plan->n_sections = starts->len;
  plan->part_of = g_new0 (guint, MAX (starts->len, 1));
  plan->y_at = g_new0 (double, MAX (starts->len, 1));
  if (starts->len == 0)
    {
      plan->n_parts = 1;
      plan->overflow = end > bottom || misfits_after > misfits_before;
      plan->need = end - y;
      return plan;
    }

  /* Each section, in order, onto the first part with room left for it
   * (first fit), else onto a new one; a follow-on part's content starts
   * under its shorter header (f.follow_top). */
  {
    g_autoptr(GArray) ends = g_array_new (FALSE, FALSE, sizeof (double));
    double first_y = g_array_index (starts, double, 0);

    g_array_append_val (ends, first_y);
    for (guint i = 0; i < starts->len; i++)
      {
        double s_i = g_array_index (starts, double, i);
        double e_i = i + 1 < starts->len ? g_array_index (starts, double, i + 1) : end;
        double h_i = e_i - s_i;
        guint part;

        /* One that follows another in order goes no earlier than it. */
        part = i > 0 && g_array_index (in_order, gboolean, i) ? plan->part_of[i - 1] : 0;
        for (; part < ends->len; part++)
          if (g_array_index (ends, double, part) + h_i <= bottom)
            break;
        if (part == ends->len)
          {
            /* A new part; or, for the very first section, part 0. */
            double top = f.follow_top;
            if (i == 0)
              part = 0;
            else
              g_array_append_val (ends, top);
          }
        plan->part_of[i] = part;
        plan->y_at[i] = g_array_index (ends, double, part);
        g_array_index (ends, double, part) += h_i;
        if (g_array_index (ends, double, part) > bottom && !plan->overflow)
          {
            plan->overflow = TRUE;
            plan->overflow_part = part;
            plan->need = g_array_index (ends, double, part) - y;
          }
      }
    plan->n_parts = ends->len;
  }

  /* A text cut short in a section (a word wider than the card) is an
   * overflow of its part too; one in the header, of the first. */
  for (guint i = 0; i <= starts->len && !plan->overflow; i++)
    {
      guint from = i == 0 ? misfits_before : g_array_index (misfits, guint, i - 1);
      guint to = i < starts->len ? g_array_index (misfits, guint, i) : misfits_after;
      if (to > from)
        {
          plan->overflow = TRUE;
          plan->overflow_part = i == 0 ? 0 : plan->part_of[i - 1];
          plan->need = h;
        }
    }
  return plan;
}

void
mst_flow_draw_part (MstCardPainter *p, MstFlowContent fn, gpointer data, const MstFlowPlan *plan,
                    guint part, const char *what, double x, double y, double w, double h, double pad,
                    double bleed)
{
  gboolean measuring = mst_card_painter_get_measuring (p);
  cairo_t *cr = mst_card_painter_get_cairo (p);
  MstFlow f = flow_init (p, x, y, w, pad);

  f.plan = plan;
  f.part = part;
  f.bleed = bleed;
  if (!measuring && plan->overflow && plan->overflow_part == part)
    mst_card_painter_report_overflow (p, what, x, y, w, h, plan->need);

  cairo_save (cr);
  cairo_rectangle (cr, x - bleed, y - bleed, w + 2 * bleed, h + bleed);
  cairo_clip (cr);
  fn (&f, data);
  cairo_restore (cr);
  mst_card_painter_set_measuring (p, measuring);
}

void
mst_flow_track (MstFlow *f, const char *const *labels, const gboolean *bold, guint n_rows,
                const char *const *heads, guint n_boxes, guint columns)
{
  double gap = 4.0 * f->s;
  double small = mst_flow_size (f, MST_FLOW_SMALL), caption = mst_flow_size (f, MST_FLOW_CAPTION);
  double col_w, row_h, head_h, pitch, box, label_w, widest = 0;
  guint per_col;

  if (n_rows == 0 || n_boxes == 0)
    return;
  /* Boxes of at least 3 mm under heads that fit them, rows tall enough to
   * hold them, and names never cut: fewer columns when they would be. */
  box = MST_FLOW_TICK;
  pitch = box + 1.5;
  for (guint b = 0; b < n_boxes; b++)
    pitch = MAX (pitch, mst_card_painter_measure_line (f->p, heads[b], caption,
                                                       MST_TEXT_BOLD | MST_TEXT_GREY) + 1.5);
  for (guint r = 0; r < n_rows; r++)
    widest = MAX (widest, mst_card_painter_measure_line (f->p, labels[r], small,
                                                         bold != NULL && bold[r] ? MST_TEXT_BOLD : 0) + 2.0);
  columns = CLAMP (columns, 1, n_rows);
  while (columns > 1 && (f->w - (columns - 1) * gap) / columns < widest + n_boxes * pitch)
    columns--;
  per_col = (n_rows + columns - 1) / columns;
  col_w = (f->w - (columns - 1) * gap) / columns;
  row_h = MAX (mst_flow_line_height (f, MST_FLOW_SMALL) + 0.8 * f->s, box + 1.4);
  head_h = mst_flow_line_height (f, MST_FLOW_CAPTION);
  label_w = col_w - n_boxes * pitch;

  /* One column of many rows: a block of rows at a time, each under its
   * own heads, so that a long track runs on to a follow-on card. */
  if (columns == 1 && n_rows > 8)
    {
      for (guint start = 0; start < n_rows; start += 8)
        {
          guint n = MIN (8, n_rows - start);
          if (start > 0)
            mst_flow_section_in_order (f);
          mst_flow_track (f, labels + start, bold != NULL ? bold + start : NULL, n, heads, n_boxes, 1);
        }
      return;
    }
  for (guint c = 0; c < columns; c++)
    {
      double cx = f->x + c * (col_w + gap);

      if (c * per_col >= n_rows)
        break;
      for (guint b = 0; b < n_boxes; b++)
        mst_card_painter_text (f->p, cx + label_w + b * pitch, f->y, pitch, head_h, heads[b],
                               mst_flow_size (f, MST_FLOW_CAPTION), MST_FLOW_MIN,
                               MST_TEXT_CENTER | MST_TEXT_GREY | MST_TEXT_BOLD);
      for (guint r = 0; r < per_col && c * per_col + r < n_rows; r++)
        {
          guint i = c * per_col + r;
          double ry = f->y + head_h + r * row_h;

          if (r % 2 == 1)
            mst_flow_fill_rect (f, cx, ry, col_w, row_h, 0.95);
          mst_card_painter_text (f->p, cx, ry, label_w - 0.5 * f->s, row_h, labels[i],
                                 mst_flow_size (f, MST_FLOW_SMALL), MST_FLOW_MIN,
                                 MST_TEXT_MIDDLE | (bold != NULL && bold[i] ? MST_TEXT_BOLD : 0));
          for (guint b = 0; b < n_boxes; b++)
            mst_flow_stroke_rect (f, cx + label_w + b * pitch + (pitch - box) / 2,
                                  ry + (row_h - box) / 2, box, box, 0.45, 0.2);
        }
    }
  f->y += head_h + per_col * row_h + 1.0 * f->s;
}
