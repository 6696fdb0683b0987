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

void
mst_flow_stroke_rect (MstFlow *f, double x, double y, double w, double h, double width, double grey)
{
  if (f->measuring)
    return;
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

/* One line of text, shrunk to the column's width if need be. */
void
mst_flow_line (MstFlow *f, const char *text, double size, MstTextFlags flags)
{
  double h = mst_flow_line_height (f, size);
  mst_card_painter_text (f->p, f->x, f->y, f->w, h, text, mst_flow_size (f, size), MST_FLOW_MIN, flags);
  f->y += h;
}

/* A paragraph wrapped to the column, starting @indent in. */
void
mst_flow_paragraph (MstFlow *f, double indent, const char *text, double size, MstTextFlags flags)
{
  double w = f->w - indent;
  double h = mst_card_painter_measure (f->p, w, text, mst_flow_size (f, size), flags | MST_TEXT_WRAP);
  mst_card_painter_text (f->p, f->x + indent, f->y, w, h, text, mst_flow_size (f, size), MST_FLOW_MIN,
                         flags | MST_TEXT_WRAP);
  f->y += h;
}

/* A section heading: small grey capitals over a hairline, with the rule
 * section it comes from at the right. */
void
mst_flow_caption (MstFlow *f, const char *title, const char *source)
{
  double h = mst_flow_line_height (f, MST_FLOW_CAPTION);
  double title_w = source != NULL ? f->w * 0.5 : f->w;
  g_autofree char *upper = g_utf8_strup (title, -1);

  mst_card_painter_text (f->p, f->x, f->y, title_w, h, upper, mst_flow_size (f, MST_FLOW_CAPTION), MST_FLOW_MIN,
                         MST_TEXT_BOLD | MST_TEXT_GREY);
  if (source != NULL)
    mst_card_painter_text (f->p, f->x + title_w, f->y, f->w - title_w, h, source,
                           mst_flow_size (f, MST_FLOW_CAPTION * 0.92), MST_FLOW_MIN, MST_TEXT_ITALIC | MST_TEXT_GREY | MST_TEXT_RIGHT);
  f->y += h;
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

  mst_card_painter_text (f->p, f->x, y, lw - 2 * f->s, lh, label, mst_flow_size (f, size), MST_FLOW_MIN,
                         MST_TEXT_BOLD);
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

/* A table: each cell one line, shrunk to its column; the first row is the
 * header.  @fractions: each column's share of the width. */
void
mst_flow_table (MstFlow *f, guint n_cols, const double *fractions, const char *const *cells,
            guint n_rows, double size)
{
  double row_h = mst_flow_line_height (f, size) + 1.0 * f->s;

  for (guint r = 0; r < n_rows; r++)
    {
      double cx = f->x;
      if (r == 0)
        mst_flow_fill_rect (f, f->x, f->y, f->w, row_h, MST_FLOW_GREY_HEAD);
      for (guint c = 0; c < n_cols; c++)
        {
          double cw = f->w * fractions[c];
          const char *text = cells[r * n_cols + c];
          MstTextFlags flags = MST_TEXT_MIDDLE;
          if (r == 0 || c == 0)
            flags |= MST_TEXT_BOLD;
          if (c > 0)
            flags |= MST_TEXT_CENTER;
          mst_card_painter_text (f->p, cx + 1.2 * f->s, f->y, cw - 2.4 * f->s, row_h, text,
                                 mst_flow_size (f, size), MST_FLOW_MIN, flags);
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

/* The card's title band: name, and what it is.  A long name shrinks, then
 * wraps onto more lines and the band grows. */
void
mst_flow_header (MstFlow *f, const char *title, const char *subtitle)
{
  double pad = MST_FLOW_PAD * 0.8 * f->s;
  double title_size = mst_flow_size (f, MST_FLOW_TITLE);
  MstTextFlags title_flags = MST_TEXT_BOLD | MST_TEXT_WIDE;
  double title_h = mst_flow_title_height (f, title, f->w, &title_size, &title_flags, 0.7);
  double sub_h = mst_card_painter_measure (f->p, f->w, subtitle, mst_flow_size (f, MST_FLOW_SUB), MST_TEXT_WRAP);
  double band_h = pad + title_h + sub_h + pad;

  mst_flow_fill_rect (f, f->box_x, f->y, f->box_w, band_h, MST_FLOW_GREY_BAND);
  f->y += pad;
  mst_card_painter_text (f->p, f->x, f->y, f->w, title_h, title, title_size, MST_FLOW_MIN,
                         title_flags);
  f->y += title_h;
  mst_card_painter_text (f->p, f->x, f->y, f->w, sub_h, subtitle, mst_flow_size (f, MST_FLOW_SUB), MST_FLOW_MIN,
                         MST_TEXT_WRAP);
  f->y += sub_h + pad;
  mst_flow_gap (f, 3.0);
}

/* A blank to write on: a label and a line. */
void
mst_flow_blank (MstFlow *f, double x, double w, const char *label, double size)
{
  double h = mst_flow_line_height (f, size);
  double lw = MIN (w * 0.5, mst_card_painter_measure_line (f->p, label, mst_flow_size (f, size), MST_TEXT_BOLD) + 0.5);

  mst_card_painter_text (f->p, x, f->y, lw, h, label, mst_flow_size (f, size), MST_FLOW_MIN, MST_TEXT_BOLD);
  mst_flow_hline (f, x + lw + 1.5 * f->s, x + w - 2.0 * f->s, f->y + h - 0.8 * f->s, 0.5, 0.0);
}


double
mst_flow_run (MstCardPainter *p, MstFlowContent fn, gpointer data,
             double box_x, double box_y, double box_w, double pad, double s)
{
  MstFlow f = {
    .p = p,
    .cr = mst_card_painter_get_cairo (p),
    .measuring = mst_card_painter_get_measuring (p),
    .box_x = box_x, .box_y = box_y, .box_w = box_w,
    .x = box_x + pad, .w = box_w - 2 * pad,
    .y = box_y,
    .s = s,
  };
  fn (&f, data);
  return f.y - box_y;
}

/* Whether @fn's content fits the box at the smallest scale. */
gboolean
mst_flow_fits (MstCardPainter *p, MstFlowContent fn, gpointer data, double x, double y, double w,
             double h, double pad)
{
  gboolean measuring = mst_card_painter_get_measuring (p);
  double need;

  mst_card_painter_set_measuring (p, TRUE);
  need = mst_flow_run (p, fn, data, x, y, w, pad, MST_FLOW_MIN_SCALE);
  mst_card_painter_set_measuring (p, measuring);
  return need <= h;
}

/* Draws @fn's content in the box at the largest scale (up to 1) at which
 * it fits, found by measuring; what still does not fit is clipped and
 * reported. */
void
mst_flow_draw_fitted (MstCardPainter *p, MstFlowContent fn, gpointer data, const char *what,
             double x, double y, double w, double h, double pad)
{
  gboolean measuring = mst_card_painter_get_measuring (p);
  cairo_t *cr = mst_card_painter_get_cairo (p);
  double s = 1.0, need;

  mst_card_painter_set_measuring (p, TRUE);
  need = mst_flow_run (p, fn, data, x, y, w, pad, s);
  if (need > h)
    {
      double too_big = 1.0;
      for (guint i = 0; i < 8 && need > h && s > MST_FLOW_MIN_SCALE; i++)
        {
          /* Heights grow about linearly with the scale; aim a little under. */
          too_big = s;
          s = MAX (MST_FLOW_MIN_SCALE, s * MAX (0.5, h / need) * 0.99);
          need = mst_flow_run (p, fn, data, x, y, w, pad, s);
        }
      /* Then close in on the largest scale that fits: wrapping makes the
       * estimate coarse. */
      for (guint i = 0; i < 4 && need <= h && too_big - s > 0.005; i++)
        {
          double mid = (s + too_big) / 2;
          double mid_need = mst_flow_run (p, fn, data, x, y, w, pad, mid);
          if (mid_need <= h)
            {
              s = mid;
              need = mid_need;
            }
          else
            too_big = mid;
        }
    }
  mst_card_painter_set_measuring (p, measuring);

  if (measuring)
    return;
  if (need > h)
    mst_card_painter_report_overflow (p, what, x, y, w, h, need);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  mst_flow_run (p, fn, data, x, y, w, pad, s);
  cairo_restore (cr);
}


void
mst_flow_track (MstFlow *f, const char *const *labels, const gboolean *bold, guint n_rows,
                const char *const *heads, guint n_boxes, guint columns)
{
  double gap = 4.0 * f->s;
  double col_w, row_h, head_h, pitch, box, label_w;
  guint per_col;

  if (n_rows == 0 || n_boxes == 0)
    return;
  columns = CLAMP (columns, 1, n_rows);
  per_col = (n_rows + columns - 1) / columns;
  col_w = (f->w - (columns - 1) * gap) / columns;
  row_h = mst_flow_line_height (f, MST_FLOW_SMALL) + 0.8 * f->s;
  head_h = mst_flow_line_height (f, MST_FLOW_CAPTION);
  /* The boxes take at most 60 % of a column; the names the rest. */
  pitch = MIN (row_h + 2.0 * f->s, col_w * 0.6 / n_boxes);
  box = MIN (row_h - 1.4 * f->s, pitch - 1.0 * f->s);
  label_w = col_w - n_boxes * pitch;

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
          mst_card_painter_text (f->p, cx, ry, label_w - 1.5 * f->s, row_h, labels[i],
                                 mst_flow_size (f, MST_FLOW_SMALL), MST_FLOW_MIN,
                                 MST_TEXT_MIDDLE | (bold != NULL && bold[i] ? MST_TEXT_BOLD : 0));
          for (guint b = 0; b < n_boxes; b++)
            mst_flow_stroke_rect (f, cx + label_w + b * pitch + (pitch - box) / 2,
                                  ry + (row_h - box) / 2, box, box, 0.45, 0.2);
        }
    }
  f->y += head_h + per_col * row_h + 1.0 * f->s;
}
