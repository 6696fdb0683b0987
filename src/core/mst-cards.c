/* mst-cards.c: the roster cards of a force, for PDF, print and preview.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is drawn in the space of a poker card (63 mm wide) and scaled
 * to the card's real size, so the larger layout is the same card, larger.
 * Each card's content is laid out at a font scale found by measuring: the
 * largest that lets everything fit, and every text then fits its own box
 * (MstCardPainter shrinks or wraps it and records whether it fitted). */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-cards.h"
#include "mst-rule-tables.h"
#include "mst-tables.h"
#include "mst-rules.h"
#include "mst-paths.h"

/* Font sizes in points of a poker card, before the fitting scale. */
#define SIZE_TITLE    10.5
#define SIZE_SUB       6.6
#define SIZE_BODY      6.6
#define SIZE_SMALL     5.8
#define SIZE_TABLE     6.2
#define SIZE_CAPTION   5.4
/* No text is set smaller than this on a poker card (4.5 pt on paper). */
#define SIZE_MIN       4.5
/* The fitting scale never goes below this: past it, text would be
 * unreadable and the card reports an overflow instead. */
#define MIN_SCALE      0.55

#define CARD_PAD       5.0
#define GREY_BAND      0.86
#define GREY_HEAD      0.92
#define GREY_RULE      0.55

struct _MstCards
{
  GObject parent_instance;

  MstForce *force;
  MstCardLayout layout;
  MstPaper paper;
  gboolean crop_marks;
  guint hits_per_base;
  GDateTime *date;
};

G_DEFINE_FINAL_TYPE (MstCards, mst_cards, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FORCE,
  PROP_LAYOUT,
  PROP_PAPER,
  PROP_CROP_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* One card: a general's or a unit's. */
typedef struct {
  MstGeneral *general;
  MstUnit *unit;
  /* The command it belongs to; NULL for the commander and for units in no
   * command. */
  MstCommand *command;
} Card;

/* ---- the object ------------------------------------------------------- */

static void
mst_cards_finalize (GObject *object)
{
  MstCards *self = MST_CARDS (object);

  g_clear_object (&self->force);
  g_clear_pointer (&self->date, g_date_time_unref);
  G_OBJECT_CLASS (mst_cards_parent_class)->finalize (object);
}

static void
mst_cards_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCards *self = MST_CARDS (object);

  switch (prop_id)
    {
    case PROP_FORCE: g_value_set_object (value, self->force); break;
    case PROP_LAYOUT: g_value_set_uint (value, self->layout); break;
    case PROP_PAPER: g_value_set_uint (value, self->paper); break;
    case PROP_CROP_MARKS: g_value_set_boolean (value, self->crop_marks); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_cards_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCards *self = MST_CARDS (object);

  switch (prop_id)
    {
    case PROP_FORCE: self->force = g_value_dup_object (value); break;
    case PROP_LAYOUT: mst_cards_set_layout (self, g_value_get_uint (value)); break;
    case PROP_PAPER: mst_cards_set_paper (self, g_value_get_uint (value)); break;
    case PROP_CROP_MARKS: mst_cards_set_crop_marks (self, g_value_get_boolean (value)); break;
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
  properties[PROP_LAYOUT] = g_param_spec_uint ("layout", NULL, NULL, MST_CARD_LAYOUT_4,
                                               MST_CARD_LAYOUT_9, MST_CARD_LAYOUT_4, rw);
  properties[PROP_PAPER] = g_param_spec_uint ("paper", NULL, NULL, MST_PAPER_A4,
                                              MST_PAPER_LETTER, MST_PAPER_A4, rw);
  properties[PROP_CROP_MARKS] = g_param_spec_boolean ("crop-marks", NULL, NULL, FALSE, rw);
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
  g_return_if_fail (layout == MST_CARD_LAYOUT_4 || layout == MST_CARD_LAYOUT_9);

  if (self->layout == layout)
    return;
  self->layout = layout;
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CROP_MARKS]);
}

void
mst_cards_set_hits_per_base (MstCards *self, guint hits_per_base)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (hits_per_base > 0 && hits_per_base <= 12);
  self->hits_per_base = hits_per_base;
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

/* The commander, then each command's general and units, then the units in
 * no command: a player deals the cards out command by command. */
static GArray *
collect_cards (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (Card));
  GListModel *unassigned;
  guint n_commands = mst_force_get_n_commands (force);
  Card card = { 0 };

  card.general = mst_force_get_commander (force);
  g_array_append_val (cards, card);

  for (guint i = 0; i < n_commands; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      guint n_units = mst_command_get_n_units (command);

      card = (Card) { .general = mst_command_get_general (command), .command = command };
      g_array_append_val (cards, card);
      for (guint j = 0; j < n_units; j++)
        {
          card = (Card) { .unit = mst_command_get_unit (command, j), .command = command };
          g_array_append_val (cards, card);
        }
    }

  unassigned = mst_force_get_unassigned (force);
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      /* The force keeps its own reference. */
      card = (Card) { .unit = unit };
      g_array_append_val (cards, card);
    }
  return cards;
}

guint
mst_cards_get_n_cards (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return 1 + mst_force_get_n_commands (self->force) + mst_force_get_n_units (self->force);
}

guint
mst_cards_get_n_pages (MstCards *self)
{
  guint per_page;

  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  per_page = mst_card_layout_get_per_page (self->layout);
  return 1 + (mst_cards_get_n_cards (self) + per_page - 1) / per_page;
}

static char *
dup_list_title (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);
  return list != NULL ? mst_nation_list_dup_title (list) : g_strdup (mst_force_get_list_id (force));
}

static guint
list_version (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);

  if (mst_force_get_list_version (force) != 0)
    return mst_force_get_list_version (force);
  return list != NULL ? mst_nation_list_get_version (list) : 0;
}

static const char *
general_name (MstGeneral *general)
{
  const char *name = mst_general_get_name (general);
  return name[0] != '\0' ? name : _("Unnamed general");
}

static const char *
unit_name (MstUnit *unit)
{
  const char *name = mst_unit_get_name (unit);
  return name[0] != '\0' ? name : _("Unnamed unit");
}

/* ---- a column of content --------------------------------------------- */

typedef struct {
  MstCardPainter *p;
  cairo_t *cr;
  gboolean measuring;
  /* The card's (or sheet's) whole box, and the padded column inside. */
  double box_x, box_y, box_w;
  double x, w;
  double y;
  double s;
} Flow;

static void
fill_rect (Flow *f, double x, double y, double w, double h, double grey)
{
  if (f->measuring)
    return;
  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, grey, grey, grey);
  cairo_rectangle (f->cr, x, y, w, h);
  cairo_fill (f->cr);
  cairo_restore (f->cr);
}

static void
stroke_rect (Flow *f, double x, double y, double w, double h, double width, double grey)
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

static void
hline (Flow *f, double x0, double x1, double y, double width, double grey)
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
static double
sz (Flow *f, double size)
{
  return MAX (size * f->s, SIZE_MIN);
}

static double
line_height (Flow *f, double size)
{
  return sz (f, size) * 1.3;
}

static void
flow_gap (Flow *f, double points)
{
  f->y += points * f->s;
}

/* One line of text, shrunk to the column's width if need be. */
static void
flow_line (Flow *f, const char *text, double size, MstTextFlags flags)
{
  double h = line_height (f, size);
  mst_card_painter_text (f->p, f->x, f->y, f->w, h, text, sz (f, size), SIZE_MIN, flags);
  f->y += h;
}

/* A paragraph wrapped to the column, starting @indent in. */
static void
flow_paragraph (Flow *f, double indent, const char *text, double size, MstTextFlags flags)
{
  double w = f->w - indent;
  double h = mst_card_painter_measure (f->p, w, text, sz (f, size), flags | MST_TEXT_WRAP);
  mst_card_painter_text (f->p, f->x + indent, f->y, w, h, text, sz (f, size), SIZE_MIN,
                         flags | MST_TEXT_WRAP);
  f->y += h;
}

/* A section heading: small grey capitals over a hairline, with the rule
 * section it comes from at the right. */
static void
flow_caption (Flow *f, const char *title, const char *source)
{
  double h = line_height (f, SIZE_CAPTION);
  double title_w = source != NULL ? f->w * 0.5 : f->w;
  g_autofree char *upper = g_utf8_strup (title, -1);

  mst_card_painter_text (f->p, f->x, f->y, title_w, h, upper, sz (f, SIZE_CAPTION), SIZE_MIN,
                         MST_TEXT_BOLD | MST_TEXT_GREY);
  if (source != NULL)
    mst_card_painter_text (f->p, f->x + title_w, f->y, f->w - title_w, h, source,
                           sz (f, SIZE_CAPTION * 0.92), SIZE_MIN, MST_TEXT_ITALIC | MST_TEXT_GREY | MST_TEXT_RIGHT);
  f->y += h;
  hline (f, f->x, f->x + f->w, f->y, 0.35, GREY_RULE);
  f->y += 1.2 * f->s;
}

/* "Label  value": the label in a column @label_w wide (at the content's
 * scale), the value wrapped beside it, the value wrapped beside it. */
static void
flow_field (Flow *f, double label_w, const char *label, const char *value, double size,
            MstTextFlags value_flags)
{
  double y = f->y;
  double lw = label_w;
  double lh = line_height (f, size);

  mst_card_painter_text (f->p, f->x, y, lw - 2 * f->s, lh, label, sz (f, size), SIZE_MIN,
                         MST_TEXT_BOLD);
  flow_paragraph (f, lw, value, size, value_flags);
  f->y = MAX (f->y, y + lh);
}

/* The width of a label column holding the widest of @labels (NULL
 * terminated) at @size, at the content's scale. */
static double
label_column (Flow *f, double size, ...)
{
  va_list args;
  const char *label;
  double widest = 0;

  va_start (args, size);
  while ((label = va_arg (args, const char *)) != NULL)
    widest = MAX (widest, mst_card_painter_measure_line (f->p, label, sz (f, size), MST_TEXT_BOLD));
  va_end (args);
  return widest + 3.0 * f->s;
}

/* A table: each cell one line, shrunk to its column; the first row is the
 * header.  @fractions: each column's share of the width. */
static void
flow_table (Flow *f, guint n_cols, const double *fractions, const char *const *cells,
            guint n_rows, double size)
{
  double row_h = line_height (f, size) + 1.0 * f->s;

  for (guint r = 0; r < n_rows; r++)
    {
      double cx = f->x;
      if (r == 0)
        fill_rect (f, f->x, f->y, f->w, row_h, GREY_HEAD);
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
                                 sz (f, size), SIZE_MIN, flags);
          cx += cw;
        }
      f->y += row_h;
      if (r + 1 < n_rows)
        hline (f, f->x, f->x + f->w, f->y, 0.25, 0.75);
    }
  hline (f, f->x, f->x + f->w, f->y, 0.35, GREY_RULE);
}

/* The height a title takes in @width: one line, shrunk to no less than
 * @floor of its size, then wrapped at that size.  Sets *@size and *@flags
 * to draw it with. */
static double
title_height (Flow *f, const char *title, double width, double *size, MstTextFlags *flags,
              double floor)
{
  double natural = mst_card_painter_measure_line (f->p, title, *size, *flags);

  if (natural <= width)
    return *size * 1.3;
  *size = MAX (MAX (*size * floor, SIZE_MIN), *size * width / natural * 0.995);
  if (mst_card_painter_measure_line (f->p, title, *size, *flags) <= width)
    return *size * 1.3;
  *flags |= MST_TEXT_WRAP;
  return mst_card_painter_measure (f->p, width, title, *size, *flags);
}

/* The card's title band: name, and what it is.  A long name shrinks, then
 * wraps onto more lines and the band grows. */
static void
flow_header (Flow *f, const char *title, const char *subtitle)
{
  double pad = CARD_PAD * 0.8 * f->s;
  double title_size = sz (f, SIZE_TITLE);
  MstTextFlags title_flags = MST_TEXT_BOLD | MST_TEXT_WIDE;
  double title_h = title_height (f, title, f->w, &title_size, &title_flags, 0.7);
  double sub_h = mst_card_painter_measure (f->p, f->w, subtitle, sz (f, SIZE_SUB), MST_TEXT_WRAP);
  double band_h = pad + title_h + sub_h + pad;

  fill_rect (f, f->box_x, f->y, f->box_w, band_h, GREY_BAND);
  f->y += pad;
  mst_card_painter_text (f->p, f->x, f->y, f->w, title_h, title, title_size, SIZE_MIN,
                         title_flags);
  f->y += title_h;
  mst_card_painter_text (f->p, f->x, f->y, f->w, sub_h, subtitle, sz (f, SIZE_SUB), SIZE_MIN,
                         MST_TEXT_WRAP);
  f->y += sub_h + pad;
  flow_gap (f, 3.0);
}

/* A blank to write on: a label and a line. */
static void
flow_blank (Flow *f, double x, double w, const char *label, double size)
{
  double h = line_height (f, size);
  double lw = MIN (w * 0.5, mst_card_painter_measure_line (f->p, label, sz (f, size), MST_TEXT_BOLD) + 0.5);

  mst_card_painter_text (f->p, x, f->y, lw, h, label, sz (f, size), SIZE_MIN, MST_TEXT_BOLD);
  hline (f, x + lw + 1.5 * f->s, x + w - 2.0 * f->s, f->y + h - 0.8 * f->s, 0.5, 0.0);
}

/* ---- a unit's card ----------------------------------------------------- */

typedef struct {
  MstCards *cards;
  const Card *card;
  /* How many names a general's card lists before "and N more". */
  guint list_limit;
} CardData;

static const char *
formation_label (const MstUnitFormation *uf, MstUnit *unit)
{
  if (uf->troops == MST_TROOPS_ARTILLERY_UNLIMBERED)
    return _("Unlimbered");
  if (uf->troops == MST_TROOPS_ARTILLERY_LIMBERED)
    return _("Limbered");
  if (uf->troops == MST_TROOPS_CAVALRY && uf->formation == MST_FORMATION_OPEN &&
      !mst_unit_is_open_capable (unit))
    return _("Open, dismounted");
  return mst_formation_get_label (uf->formation);
}

static char *
format_formations (GArray *formations, MstUnit *unit)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < formations->len; i++)
    {
      const MstUnitFormation *uf = &g_array_index (formations, MstUnitFormation, i);
      if (uf->formation == MST_FORMATION_OPEN_EVADING)
        continue;
      if (s->len > 0)
        g_string_append (s, ", ");
      /* The formations table names the cavalry's formed block as Line
       * and, except for irregulars, Column of Attack. */
      if (uf->troops == MST_TROOPS_CAVALRY && uf->formation == MST_FORMATION_FORMED)
        {
          g_string_append (s, mst_formation_get_label (MST_FORMATION_LINE));
          if (!mst_rule_tables_unit_is_irregular (unit))
            {
              g_string_append (s, ", ");
              g_string_append (s, mst_formation_get_label (MST_FORMATION_COLUMN_OF_ATTACK));
            }
        }
      else
        g_string_append (s, formation_label (uf, unit));
    }
  return g_string_free (s, FALSE);
}

static void
unit_movement (Flow *f, GArray *formations, MstUnit *unit)
{
  static const double fractions[] = { 0.32, 0.17, 0.17, 0.17, 0.17 };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint n_rows = 1;

  g_ptr_array_add (cells, g_strdup (_("BW")));
  g_ptr_array_add (cells, g_strdup (_("Normal")));
  g_ptr_array_add (cells, g_strdup (_("Terrain")));
  g_ptr_array_add (cells, g_strdup (_("Retire")));
  g_ptr_array_add (cells, g_strdup (_("Charge")));
  for (guint i = 0; i < formations->len; i++)
    {
      const MstUnitFormation *uf = &g_array_index (formations, MstUnitFormation, i);
      if (uf->movement == NULL)
        continue;
      g_ptr_array_add (cells, g_strdup (formation_label (uf, unit)));
      g_ptr_array_add (cells, mst_distance_format (&uf->movement->normal, "—"));
      g_ptr_array_add (cells, mst_distance_format (&uf->movement->terrain, "—"));
      g_ptr_array_add (cells, mst_distance_format (&uf->movement->retire, "—"));
      g_ptr_array_add (cells, uf->charge != NULL ? mst_distance_format (&uf->charge->charge, "—")
                                                 : g_strdup ("—"));
      n_rows++;
    }
  flow_caption (f, _("Movement and charge"), _("Movement; Charge Distance Table"));
  flow_table (f, 5, fractions, (const char *const *) cells->pdata, n_rows, SIZE_TABLE);
}

static void
unit_weapon (Flow *f, MstUnit *unit)
{
  MstWeapon weapon = mst_unit_get_weapon (unit);
  const MstWeaponRow *row = mst_rule_tables_lookup_weapon (weapon);
  guint bases = mst_unit_get_bases (unit);
  g_autofree char *line = NULL;

  flow_caption (f, _("Shooting"), _("Shooting Table 1"));
  if (row == NULL)
    {
      line = g_strdup_printf (_("%s: does not shoot."), mst_weapon_get_label (weapon));
      flow_line (f, line, SIZE_BODY, MST_TEXT_NONE);
      return;
    }

  /* A unit always shoots at least 2D6 (Shooting). */
  if (row->one_die_for_unit)
    line = g_strdup_printf (_("%s: 1D6 for the unit, thrown as %uD6 (at least 2D6)"), mst_weapon_get_label (weapon),
                            mst_rules_shooting_dice (weapon, bases));
  else
    line = g_strdup_printf (_("%s: 1D6 a base, %uD6"), mst_weapon_get_label (weapon),
                            mst_rules_shooting_dice (weapon, bases));
  flow_line (f, line, SIZE_BODY, MST_TEXT_BOLD);

  {
    static const double fractions[] = { 0.32, 0.34, 0.34 };
    g_autofree char *s0 = mst_shot_format (&row->short_range);
    g_autofree char *l0 = mst_shot_format (&row->long_range);
    g_autofree char *s1 = mst_shot_format (&row->response_short);
    g_autofree char *l1 = mst_shot_format (&row->response_long);
    g_autofree char *b = mst_shot_format (&row->bounce);
    const char *cells[] = {
      _("BW / to hit"), _("Short"), _("Long"),
      _("Prompted"), s0, l0,
      _("Response"), s1, l1,
      _("Bounce"), "—", b,
    };
    flow_table (f, 3, fractions, cells, row->bounce.range > 0 ? 4 : 3, SIZE_TABLE);
  }
}

static void
unit_hits (Flow *f, MstUnit *unit, guint per_base)
{
  guint bases = mst_unit_get_bases (unit);
  gboolean breaks = !mst_unit_is_artillery (unit);
  guint total = bases * per_base;
  guint half = total / 2;
  double box = 8.0 * f->s;
  double group_gap = 3.0 * f->s;
  double row_gap = 2.0 * f->s;
  guint per_row, rows;
  g_autofree char *caption = NULL;

  caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Hits: %u base, %u hits",
                                          "Hits: %u bases, %u hits", bases), bases, total);
  flow_caption (f, caption, _("Hits; End of Turn Resilience Tests"));
  if (bases == 0)
    return;

  /* A box a hit, per_base to a base (the player's reading of "Hits"); as
   * many bases to a row as fit, rows balanced. */
  if (per_base * box > f->w)
    box = f->w / per_base;
  per_row = MAX (1, (guint) floor ((f->w + group_gap) / (per_base * box + group_gap)));
  per_row = MIN (per_row, bases);
  rows = (bases + per_row - 1) / per_row;
  per_row = (bases + rows - 1) / rows;

  for (guint b = 0; b < bases; b++)
    {
      double gx = f->x + (b % per_row) * (per_base * box + group_gap);
      double gy = f->y + (b / per_row) * (box + row_gap);
      /* A unit down to its last base breaks (Broken units): that base's
       * boxes are never ticked. */
      if (breaks && b == bases - 1 && bases > 1)
        fill_rect (f, gx, gy, per_base * box, box, 0.8);
      for (guint k = 0; k < per_base; k++)
        stroke_rect (f, gx + k * box, gy, box, box, 0.45, 0.2);
      /* The 50 % mark: once the box before it is ticked the unit takes the
       * end-of-turn resilience test. */
      if (b * per_base < half && half <= b * per_base + per_base && !f->measuring)
        {
          double mx = gx + (half - b * per_base) * box;
          cairo_save (f->cr);
          cairo_set_source_rgb (f->cr, 0, 0, 0);
          cairo_set_line_width (f->cr, 1.8 * f->s);
          cairo_move_to (f->cr, mx, gy - 1.2 * f->s);
          cairo_line_to (f->cr, mx, gy + box + 1.2 * f->s);
          cairo_stroke (f->cr);
          cairo_restore (f->cr);
        }
    }
  f->y += rows * box + (rows - 1) * row_gap + 1.5 * f->s;
  flow_line (f, breaks ? _("Bar: 50 %, test at end of turn. Grey: last base, the unit breaks.")
                       : _("Bar: 50 %, test at end of turn."),
             SIZE_CAPTION, MST_TEXT_GREY);
}

static void
unit_resilience (Flow *f, MstUnit *unit, MstUnitTemplate *tmpl)
{
  MstGrade grade = mst_unit_get_grade (unit);

  flow_caption (f, _("Resilience"), _("Determining a unit’s morale"));
  if (grade != MST_GRADE_NONE)
    {
      g_autofree char *line = g_strdup_printf (_("%s, rolled %u"), mst_grade_get_label (grade),
                                               mst_unit_get_die (unit));
      flow_line (f, line, SIZE_BODY, MST_TEXT_BOLD);
      return;
    }
  if (tmpl != NULL)
    {
      GString *s = g_string_new (NULL);
      g_autofree char *line = NULL;
      for (int g = 0; g < MST_N_GRADES; g++)
        {
          guint t = mst_unit_template_get_threshold (tmpl, g);
          if (g > 0)
            g_string_append (s, "   ");
          if (t > 0)
            g_string_append_printf (s, "%s %u+", mst_grade_get_label (g), t);
          else
            g_string_append_printf (s, "%s —", mst_grade_get_label (g));
        }
      line = g_string_free (s, FALSE);
      flow_line (f, line, SIZE_BODY, MST_TEXT_NONE);
    }
  flow_gap (f, 1.0);
  flow_blank (f, f->x, f->w * 0.68, _("Grade"), SIZE_BODY);
  flow_blank (f, f->x + f->w * 0.68, f->w * 0.32, _("Die"), SIZE_BODY);
  f->y += line_height (f, SIZE_BODY);
}

static void
draw_unit_card (Flow *f, CardData *data)
{
  MstCards *self = data->cards;
  MstUnit *unit = data->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  MstNationList *list = mst_force_get_list (self->force);
  MstListRules rules = list != NULL ? mst_nation_list_get_rules (list) : 0;
  g_autofree char *subtitle = NULL;
  g_autoptr(GArray) formations = NULL;
  const char *command;
  MstDoctrines doctrines;
  double label_w, token_w = 0;

  if (tmpl != NULL)
    subtitle = g_strdup_printf ("%s · %s", mst_unit_template_get_name (tmpl),
                                mst_troop_class_get_label (mst_unit_template_get_class (tmpl),
                                                           mst_unit_template_get_arm (tmpl)));
  else
    subtitle = g_strdup_printf (_("Not in the list: %s"), mst_unit_get_template_id (unit));
  flow_header (f, unit_name (unit), subtitle);

  label_w = label_column (f, SIZE_BODY, _("Command"), _("Formations"), NULL);
  command = data->card->command != NULL ? general_name (mst_command_get_general (data->card->command))
                                        : _("None: attach it to a sub-general");
  flow_field (f, label_w, _("Command"), command, SIZE_BODY, MST_TEXT_NONE);

  if (tmpl == NULL)
    {
      flow_paragraph (f, 0, _("Its list entry is missing, so its tables cannot be printed."),
                      SIZE_BODY, MST_TEXT_ITALIC);
      flow_gap (f, 3);
      unit_hits (f, unit, data->cards->hits_per_base);
      return;
    }

  formations = mst_rule_tables_unit_formations (unit, rules);
  {
    g_autofree char *text = format_formations (formations, unit);
    flow_field (f, label_w, _("Formations"), text, SIZE_BODY, MST_TEXT_NONE);
  }

  doctrines = mst_unit_get_doctrines (unit);
  if (doctrines != 0)
    {
      flow_gap (f, 2);
      flow_caption (f, _("Doctrines"), _("Army Structure; Unit Types"));
      for (guint i = 0; i < MST_N_DOCTRINES; i++)
        if (doctrines & (1u << i))
          token_w = MAX (token_w, label_column (f, SIZE_SMALL, mst_doctrine_to_string (1u << i), NULL));
      for (guint i = 0; i < MST_N_DOCTRINES; i++)
        {
          MstDoctrines d = 1u << i;
          if (!(doctrines & d))
            continue;
          flow_field (f, token_w, mst_doctrine_to_string (d), mst_doctrine_get_reminder (d),
                      SIZE_SMALL, MST_TEXT_NONE);
          flow_gap (f, 0.6);
        }
    }

  flow_gap (f, 2.5);
  unit_movement (f, formations, unit);
  flow_gap (f, 2.5);
  unit_weapon (f, unit);
  {
    g_autofree char *dice = g_strdup_printf (_("Melee %uD6, 1D6 a base. Never fewer than 2D6 thrown."),
                                             mst_rules_melee_dice (mst_unit_get_bases (unit)));
    flow_gap (f, 1);
    flow_line (f, dice, SIZE_SMALL, MST_TEXT_NONE);
  }
  flow_gap (f, 2.5);
  unit_resilience (f, unit, tmpl);
  flow_gap (f, 2.5);
  unit_hits (f, unit, data->cards->hits_per_base);
}

/* ---- a general's card ------------------------------------------------- */

static const char *
respect_effect (MstRespect respect)
{
  /* Optional Rules, Respect Types, and the Resilience Situation Adjustment
   * Table's rows for inspiring and hated generals. */
  switch (respect)
    {
    case MST_RESPECT_HATED:
      return _("Units of his command within 3 BW: −1 on resilience tests, −2 in charge or melee.");
    case MST_RESPECT_INSPIRED:
      return _("Units of his command within 3 BW: a further +1 on resilience tests.");
    case MST_RESPECT_ACCEPTED:
    default:
      return _("No further effect on his men.");
    }
}

/* "A, B, C", or "A, B and 3 more" past @limit. */
static void
append_names (GString *s, guint index, guint n, guint limit, const char *name)
{
  if (index >= limit)
    {
      if (index == limit)
        g_string_append_printf (s, _(" and %u more"), n - limit);
      return;
    }
  if (index > 0)
    g_string_append (s, ", ");
  g_string_append (s, name);
}

static void
draw_general_card (Flow *f, CardData *data)
{
  MstCards *self = data->cards;
  MstGeneral *general = data->card->general;
  MstCommand *command = data->card->command;
  gboolean commander = command == NULL;
  gboolean types = mst_force_get_general_types (self->force);
  MstAbility ability = mst_rules_effective_ability (self->force, general);
  MstRespect respect = types ? mst_general_get_respect (general) : MST_RESPECT_ACCEPTED;
  int share = mst_rules_general_dice (self->force, general);
  g_autofree char *distance = NULL;
  g_autofree char *ability_text = NULL;
  g_autofree char *respect_text = NULL;
  g_autofree char *share_text = NULL;
  double label_w;

  flow_header (f, general_name (general),
               mst_general_get_lost (general) ? _("Lost: out of the force until replaced")
               : commander ? _("Force commander") : _("Sub-general"));
  label_w = label_column (f, SIZE_BODY, _("Respect"), _("Staff"), NULL);

  respect_text = g_strdup_printf ("%s. %s", mst_respect_get_label (respect), respect_effect (respect));
  flow_field (f, label_w, _("Respect"), respect_text, SIZE_BODY, MST_TEXT_NONE);
  distance = g_strdup_printf (_("command distance %u BW"), mst_rules_command_distance (ability));
  if (commander)
    ability_text = g_strdup_printf (_("%s: %s; any unit within %u BW for one action point."),
                                    mst_ability_get_label (ability), distance,
                                    MST_RULES_COMMANDER_DIRECT_DISTANCE);
  else
    ability_text = g_strdup_printf ("%s: %s.", mst_ability_get_label (ability), distance);
  flow_field (f, label_w, _("Staff"), ability_text, SIZE_BODY, MST_TEXT_NONE);
  if (!types)
    flow_paragraph (f, label_w, _("General types are not used: every general is Accepted and Competent."),
                    SIZE_SMALL, MST_TEXT_ITALIC);

  /* His share of each pool (Quarter master, supply and logistics; Scouting
   * Initiative; Turn Initiative). */
  flow_gap (f, 2.5);
  flow_caption (f, _("His dice in the pools"), _("Supply; Scouting; Initiative"));
  share_text = share > 0 ? g_strdup_printf ("+%dD6", share) : g_strdup ("0");
  {
    static const double fractions[] = { 0.34, 0.33, 0.33 };
    const char *cells[] = {
      _("Supply"), _("Scouting"), _("Initiative"),
      share_text, share_text, share_text,
    };
    double row_h = line_height (f, SIZE_TITLE);
    double cx = f->x;
    for (guint c = 0; c < 3; c++)
      {
        double cw = f->w * fractions[c];
        mst_card_painter_text (f->p, cx, f->y, cw, line_height (f, SIZE_SMALL), cells[c],
                               sz (f, SIZE_SMALL), SIZE_MIN, MST_TEXT_CENTER | MST_TEXT_GREY);
        mst_card_painter_text (f->p, cx, f->y + line_height (f, SIZE_SMALL), cw, row_h, cells[3 + c],
                               sz (f, SIZE_TITLE), SIZE_MIN, MST_TEXT_CENTER | MST_TEXT_BOLD);
        cx += cw;
      }
    f->y += line_height (f, SIZE_SMALL) + row_h;
  }

  flow_gap (f, 2.5);
  if (commander)
    {
      GString *s = g_string_new (NULL);
      g_autofree char *names = NULL;
      guint n = mst_force_get_n_commands (self->force);
      for (guint i = 0; i < n; i++)
        append_names (s, i, n, data->list_limit,
                      general_name (mst_command_get_general (mst_force_get_command (self->force, i))));
      names = g_string_free (s, FALSE);
      flow_caption (f, _("Sub-generals"), _("Army Structure"));
      flow_paragraph (f, 0, n > 0 ? names : _("None yet."), SIZE_BODY, MST_TEXT_NONE);
      flow_gap (f, 2.5);
      flow_caption (f, _("Supply dice"), _("Quarter master"));
      flow_paragraph (f, 0, _("One die at a time, added before the throw, to his own throw or to that of a unit within 3 BW of him. None for the rest of a turn in which he is swept away or hit."),
                      SIZE_SMALL, MST_TEXT_NONE);
    }
  else
    {
      GString *s = g_string_new (NULL);
      g_autofree char *names = NULL;
      g_autofree char *title = NULL;
      guint n = mst_command_get_n_units (command);
      for (guint i = 0; i < n; i++)
        append_names (s, i, n, data->list_limit, unit_name (mst_command_get_unit (command, i)));
      names = g_string_free (s, FALSE);
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "His command: %u unit",
                                            "His command: %u units", n), n);
      flow_caption (f, title, _("Army Structure"));
      flow_paragraph (f, 0, n > 0 ? names : _("No units yet."), SIZE_BODY, MST_TEXT_NONE);
      flow_paragraph (f, 0, _("Prompted actions within his command distance, up to 2 action points a unit. The command’s last unit breaks at once and he leaves the field."),
                      SIZE_SMALL, MST_TEXT_GREY);
    }

  flow_gap (f, 2.5);
  flow_caption (f, _("On the table"), _("Moving generals; Risk to Generals"));
  flow_paragraph (f, 0, _("Moves 10 BW, terrain or not; never charges; never within 2 BW of an enemy unit unless a friend is between."),
                  SIZE_SMALL, MST_TEXT_NONE);
  flow_gap (f, 0.8);
  flow_paragraph (f, 0, _("Within 3 BW of a unit that breaks: 1D6, on 5+ swept away (3D6 towards his own edge). Within 3 BW of a unit taking 1 hit a base from shooting: 1D6, on 6 incapacitated. Either way his units may spend only 1 action point for the rest of the turn."),
                  SIZE_SMALL, MST_TEXT_NONE);
  flow_gap (f, 2.5);
  {
    double box = line_height (f, SIZE_BODY) - 1.5 * f->s;
    double bx = f->x, by = f->y + 0.5 * f->s;
    stroke_rect (f, bx, by, box, box, 0.6, 0.0);
    /* Already lost in a campaign: ticked. */
    if (mst_general_get_lost (general) && !f->measuring)
      {
        cairo_save (f->cr);
        cairo_set_line_width (f->cr, 0.9);
        cairo_move_to (f->cr, bx + 1, by + 1);
        cairo_line_to (f->cr, bx + box - 1, by + box - 1);
        cairo_move_to (f->cr, bx + box - 1, by + 1);
        cairo_line_to (f->cr, bx + 1, by + box - 1);
        cairo_stroke (f->cr);
        cairo_restore (f->cr);
      }
    mst_card_painter_text (f->p, f->x + box + 2.5 * f->s, f->y, f->w - box - 2.5 * f->s,
                           line_height (f, SIZE_BODY),
                           _("Lost: take his dice out of the initiative pool"),
                           sz (f, SIZE_BODY), SIZE_MIN, MST_TEXT_NONE);
    f->y += line_height (f, SIZE_BODY);
  }
}

/* ---- fitting a card's content ----------------------------------------- */

typedef void (*ContentFunc) (Flow *f, gpointer data);

static double
run_content (MstCardPainter *p, ContentFunc fn, gpointer data,
             double box_x, double box_y, double box_w, double pad, double s)
{
  Flow f = {
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
static gboolean
fits_at_all (MstCardPainter *p, ContentFunc fn, gpointer data, double x, double y, double w,
             double h, double pad)
{
  gboolean measuring = mst_card_painter_get_measuring (p);
  double need;

  mst_card_painter_set_measuring (p, TRUE);
  need = run_content (p, fn, data, x, y, w, pad, MIN_SCALE);
  mst_card_painter_set_measuring (p, measuring);
  return need <= h;
}

/* Draws @fn's content in the box at the largest scale (up to 1) at which
 * it fits, found by measuring; what still does not fit is clipped and
 * reported. */
static void
draw_fitted (MstCardPainter *p, ContentFunc fn, gpointer data, const char *what,
             double x, double y, double w, double h, double pad)
{
  gboolean measuring = mst_card_painter_get_measuring (p);
  cairo_t *cr = mst_card_painter_get_cairo (p);
  double s = 1.0, need;

  mst_card_painter_set_measuring (p, TRUE);
  need = run_content (p, fn, data, x, y, w, pad, s);
  if (need > h)
    {
      double too_big = 1.0;
      for (guint i = 0; i < 8 && need > h && s > MIN_SCALE; i++)
        {
          /* Heights grow about linearly with the scale; aim a little under. */
          too_big = s;
          s = MAX (MIN_SCALE, s * MAX (0.5, h / need) * 0.99);
          need = run_content (p, fn, data, x, y, w, pad, s);
        }
      /* Then close in on the largest scale that fits: wrapping makes the
       * estimate coarse. */
      for (guint i = 0; i < 4 && need <= h && too_big - s > 0.005; i++)
        {
          double mid = (s + too_big) / 2;
          double mid_need = run_content (p, fn, data, x, y, w, pad, mid);
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
  run_content (p, fn, data, x, y, w, pad, s);
  cairo_restore (cr);
}

static void
draw_card (MstCards *self, MstCardPainter *p, const Card *card,
           double x, double y, double width, double height)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  /* The design space: a poker card's width, the card's own proportions. */
  double design_w = MST_MM (63.0);
  double k = width / design_w;
  double design_h = height / k;
  CardData data = { self, card, G_MAXUINT };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, k, k);
  mst_card_painter_update (p);

  if (card->unit != NULL)
    draw_fitted (p, (ContentFunc) draw_unit_card, &data, unit_name (card->unit),
                 0, 0, design_w, design_h - CARD_PAD, CARD_PAD);
  else
    {
      if (!fits_at_all (p, (ContentFunc) draw_general_card, &data, 0, 0, design_w,
                        design_h - CARD_PAD, CARD_PAD))
        {
          /* A command too long to list: as many names as fit, then "and N
           * more" (the force sheet lists them all). */
          guint lo = 0, hi = card->command != NULL ? mst_command_get_n_units (card->command)
                                                   : mst_force_get_n_commands (self->force);
          while (lo < hi)
            {
              data.list_limit = (lo + hi + 1) / 2;
              if (fits_at_all (p, (ContentFunc) draw_general_card, &data, 0, 0, design_w,
                               design_h - CARD_PAD, CARD_PAD))
                lo = data.list_limit;
              else
                hi = data.list_limit - 1;
            }
          data.list_limit = lo;
        }
      draw_fitted (p, (ContentFunc) draw_general_card, &data, general_name (card->general),
                   0, 0, design_w, design_h - CARD_PAD, CARD_PAD);
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

/* ---- the force sheet ---------------------------------------------------- */

typedef struct {
  MstCards *cards;
  double height;
} SheetData;

static void
sheet_pool (Flow *f, double x, double w, const char *title, const char *source, guint dice,
            const char *detail, gboolean tick_boxes)
{
  Flow col = *f;
  g_autofree char *big = g_strdup_printf ("%uD6", dice);

  col.x = x;
  col.w = w;
  flow_caption (&col, title, source);
  flow_line (&col, big, 18, MST_TEXT_BOLD | MST_TEXT_WIDE);
  if (tick_boxes)
    {
      double box = 14.0 * col.s, gap = 4.0 * col.s;
      guint per_row = MAX (1, (guint) floor ((w + gap) / (box + gap)));
      guint rows = (dice + per_row - 1) / per_row;
      for (guint i = 0; i < dice; i++)
        stroke_rect (&col, x + (i % per_row) * (box + gap), col.y + (i / per_row) * (box + gap),
                     box, box, 0.8, 0.0);
      col.y += rows * (box + gap) + 1.0 * col.s;
    }
  flow_paragraph (&col, 0, detail, 7.5, MST_TEXT_NONE);
  f->y = MAX (f->y, col.y);
}

static char *
scouting_detail (MstForce *force)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  MstNationList *list = mst_force_get_list (force);
  guint exceptional = 0, incompetent = 0, cavalry = 0, open = 0;
  g_autofree char *counts = NULL;

  for (guint i = 0; i < generals->len; i++)
    {
      MstAbility a = mst_rules_effective_ability (force, g_ptr_array_index (generals, i));
      exceptional += a == MST_ABILITY_EXCEPTIONAL;
      incompetent += a == MST_ABILITY_INCOMPETENT;
    }
  for (guint i = 0; i < units->len; i++)
    {
      cavalry += mst_unit_is_cavalry (g_ptr_array_index (units, i));
      open += mst_unit_is_open_capable (g_ptr_array_index (units, i));
    }
  counts = g_strdup_printf (_("Generals %u, Exceptional +%u, Incompetent −%u, cavalry units %u, units able to take Open formation %u."),
                            generals->len, exceptional, incompetent, cavalry, open);
  if (list != NULL && (mst_nation_list_get_rules (list) & MST_LIST_RULE_ALWAYS_DEFENDER))
    return g_strdup_printf (_("%s This force is always the defender: no roll."), counts);
  return g_strdup_printf (_("%s A supply die may be added. Ties: 1D6 a side, no supply die. The higher total attacks."),
                          counts);
}

static char *
initiative_detail (MstForce *force)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  GString *s = g_string_new (_("One die per general on the table, +1 Exceptional, −1 Incompetent; a supply die may be added. Shares:"));

  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *g = g_ptr_array_index (generals, i);
      g_string_append_printf (s, "%s %s %d", i > 0 ? "," : "", general_name (g),
                              mst_rules_general_dice (force, g));
    }
  g_string_append (s, ".");
  return g_string_free (s, FALSE);
}

static char *
general_summary (MstForce *force, MstGeneral *general)
{
  MstAbility ability = mst_rules_effective_ability (force, general);
  MstRespect respect = mst_force_get_general_types (force) ? mst_general_get_respect (general)
                                                           : MST_RESPECT_ACCEPTED;
  /* A general lost in a campaign is out of the force until replaced. */
  if (mst_general_get_lost (general))
    return g_strdup_printf (_("%s — lost, out of the force until replaced"), general_name (general));
  return g_strdup_printf (_("%s — %s, %s, command %u BW"), general_name (general),
                          mst_respect_get_label (respect), mst_ability_get_label (ability),
                          mst_rules_command_distance (ability));
}

static char *
units_summary (GListModel *units)
{
  GString *s = g_string_new (NULL);
  guint n = g_list_model_get_n_items (units);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (units, i);
      MstUnitTemplate *tmpl = mst_unit_get_template (unit);
      if (i > 0)
        g_string_append (s, "; ");
      g_string_append_printf (s, "%s (%s, %u)", unit_name (unit),
                              tmpl != NULL ? mst_unit_template_get_name (tmpl) : mst_unit_get_template_id (unit),
                              mst_unit_get_bases (unit));
    }
  return g_string_free (s, FALSE);
}

static void
draw_command_structure (Flow *f, SheetData *data)
{
  MstForce *force = data->cards->force;
  guint n = mst_force_get_n_commands (force);
  GListModel *unassigned = mst_force_get_unassigned (force);
  g_autofree char *commander = general_summary (force, mst_force_get_commander (force));
  g_autofree char *direct = g_strdup_printf (_("%s; direct command %u BW"), commander,
                                             MST_RULES_COMMANDER_DIRECT_DISTANCE);
  g_autofree char *last = g_strdup_printf (_("Command %u"), MAX (n, 1));
  double label_w = label_column (f, 8.5, _("Force commander"), last, _("In no command"), NULL) + 4 * f->s;

  flow_field (f, label_w, _("Force commander"), direct, 8.5, MST_TEXT_BOLD);
  flow_gap (f, 2);
  for (guint i = 0; i < n; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      g_autofree char *head = general_summary (force, mst_command_get_general (command));
      g_autofree char *units = units_summary (mst_command_get_units (command));
      g_autofree char *label = g_strdup_printf (_("Command %u"), i + 1);
      flow_field (f, label_w, label, head, 8.5, MST_TEXT_BOLD);
      flow_paragraph (f, label_w, units[0] != '\0' ? units : _("No units."), 7.5, MST_TEXT_NONE);
      flow_gap (f, 2);
    }
  if (g_list_model_get_n_items (unassigned) > 0)
    {
      g_autofree char *units = units_summary (unassigned);
      flow_field (f, label_w, _("In no command"), units, 7.5, MST_TEXT_NONE);
    }
}

static void
draw_outcomes (Flow *f)
{
  static const double fractions[] = { 0.12, 0.22, 0.22, 0.22, 0.22 };
  guint n_rows = 0;
  const MstOutcomeRow *rows = mst_resilience_outcome_rows (&n_rows);
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  g_autoptr(GPtrArray) scores = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (cells, (gpointer) _("Score"));
  g_ptr_array_add (cells, (gpointer) _("From shooting"));
  g_ptr_array_add (cells, (gpointer) _("Charge"));
  g_ptr_array_add (cells, (gpointer) _("Melee"));
  g_ptr_array_add (cells, (gpointer) _("All other cases"));
  for (guint i = 0; i < n_rows; i++)
    {
      char *score;

      if (rows[i].max_score == G_MAXINT)
        score = g_strdup_printf ("%d+", rows[i].min_score);
      else if (rows[i].min_score == G_MININT)
        score = g_strdup_printf (_("%d or less"), rows[i].max_score);
      else if (rows[i].min_score == rows[i].max_score)
        score = g_strdup_printf ("%d", rows[i].min_score);
      else
        score = g_strdup_printf ("%d–%d", rows[i].min_score, rows[i].max_score);
      g_ptr_array_add (scores, score);
      g_ptr_array_add (cells, score);
      for (guint j = 0; j < MST_N_TEST_CONTEXTS; j++)
        g_ptr_array_add (cells, (gpointer) mst_outcome_get_short_label (rows[i].outcome[j]));
    }
  flow_caption (f, _("Resilience outcomes"), _("Resilience Tests: Resilience Outcomes Table"));
  flow_paragraph (f, 0, _("Throw 2D6 or 1D12 and adjust. Defending a fortification, the edge of terrain or an obstacle: an Advance becomes Carry on."),
                  7.5, MST_TEXT_NONE);
  flow_gap (f, 1.5);
  flow_table (f, 5, fractions, (const char *const *) cells->pdata, n_rows + 1, 8.0);
}

static void
draw_force_sheet_content (Flow *f, SheetData *data)
{
  MstCards *self = data->cards;
  MstForce *force = self->force;
  MstNationList *list = mst_force_get_list (force);
  g_autofree char *title = dup_list_title (force);
  g_autofree char *subtitle = g_strdup_printf (_("%s, list version %u · Drums and Muskets"),
                                               title, list_version (force));
  double bottom = f->y + data->height;
  double col_w, gap = 10.0;
  Flow tail;

  {
    double size = 22;
    MstTextFlags flags = MST_TEXT_BOLD | MST_TEXT_WIDE;
    double h = title_height (f, mst_force_get_name (force), f->w, &size, &flags, 0.5);
    mst_card_painter_text (f->p, f->x, f->y, f->w, h, mst_force_get_name (force), size, SIZE_MIN, flags);
    f->y += h + 2;
  }
  flow_line (f, subtitle, 10, MST_TEXT_NONE);
  if (list != NULL && mst_nation_list_get_rules (list) != 0)
    {
      GString *s = g_string_new (NULL);
      g_autofree char *rules = NULL;
      if (mst_nation_list_get_rules (list) & MST_LIST_RULE_ALWAYS_DEFENDER)
        g_string_append (s, _("Always the defender. "));
      if (mst_nation_list_get_rules (list) & MST_LIST_RULE_NO_FOOT_SQUARE)
        g_string_append (s, _("Foot cannot form square."));
      rules = g_string_free (s, FALSE);
      flow_line (f, g_strstrip (rules), 9, MST_TEXT_ITALIC);
    }
  flow_gap (f, 8);

  /* The three pools side by side. */
  col_w = (f->w - 2 * gap) / 3;
  {
    double y0 = f->y, y_end = f->y;
    g_autofree char *supply = g_strdup (_("Tick a die as it is spent. They are never replaced, and are lost with the baggage camp."));
    g_autofree char *scouting = scouting_detail (force);
    g_autofree char *initiative = initiative_detail (force);

    sheet_pool (f, f->x, col_w, _("Supply dice"), _("Quarter master"), mst_rules_supply_dice (force),
                supply, TRUE);
    y_end = MAX (y_end, f->y);
    f->y = y0;
    sheet_pool (f, f->x + col_w + gap, col_w, _("Scouting pool"), _("Scouting Initiative"),
                mst_rules_scouting_pool (force), scouting, FALSE);
    y_end = MAX (y_end, f->y);
    f->y = y0;
    sheet_pool (f, f->x + 2 * (col_w + gap), col_w, _("Turn initiative"), _("Turn Initiative"),
                mst_rules_initiative_pool (force), initiative, FALSE);
    f->y = MAX (y_end, f->y);
  }
  flow_gap (f, 8);

  /* The baggage camp. */
  {
    const char *camp = mst_force_get_baggage_camp (force);
    double box = 11;
    flow_caption (f, _("Baggage camp"), _("Baggage Camp and what happens when it is captured"));
    if (camp[0] != '\0')
      flow_paragraph (f, 0, camp, 9, MST_TEXT_BOLD);
    flow_paragraph (f, 0, _("4 × 6 BW, deployed with the first command. Lost when enemy foot or cavalry charge into contact with it: the remaining supply dice are lost, every resilience test is at −1 for the rest of the game, and every friendly unit within 6 BW takes 1 hit."),
                    7.5, MST_TEXT_NONE);
    flow_gap (f, 2);
    stroke_rect (f, f->x, f->y, box, box, 0.8, 0.0);
    mst_card_painter_text (f->p, f->x + box + 4, f->y, f->w - box - 4, box, _("Lost"), 9, 6,
                           MST_TEXT_MIDDLE | MST_TEXT_BOLD);
    f->y += box;
  }
  flow_gap (f, 8);

  /* The command structure takes the room the outcomes table leaves,
   * shrunk if it must; what is still free becomes a box for notes. */
  tail = *f;
  tail.measuring = TRUE;
  mst_card_painter_set_measuring (f->p, TRUE);
  draw_outcomes (&tail);
  {
    double outcomes_h = tail.y - f->y;
    double room, natural;

    tail = *f;
    tail.measuring = TRUE;
    draw_command_structure (&tail, data);
    natural = tail.y - f->y;
    mst_card_painter_set_measuring (f->p, f->measuring);

    flow_caption (f, _("Command structure"), _("Army Structure; Optional Rules, Types of Generals"));
    room = bottom - outcomes_h - 10 - f->y;
    if (natural <= room)
      draw_command_structure (f, data);
    else
      {
        draw_fitted (f->p, (ContentFunc) draw_command_structure, data, _("Command structure"),
                     f->x, f->y, f->w, MAX (room, 0), 0);
        f->y += MAX (room, 0);
      }
    flow_gap (f, 10);
    draw_outcomes (f);
    if (bottom - f->y > 60)
      {
        double y;
        flow_gap (f, 12);
        flow_caption (f, _("Notes"), NULL);
        for (y = f->y + 20; y < bottom; y += 20)
          hline (f, f->x, f->x + f->w, y, 0.4, 0.7);
      }
  }
}

/* ---- pages ----------------------------------------------------------- */

static void
draw_stamp (MstCards *self, MstCardPainter *p, const MstPageGeometry *g, guint page, guint n_pages)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  g_autofree char *title = dup_list_title (self->force);
  /* The date as the user's locale writes it. */
  g_autofree char *date = g_date_time_format (self->date, "%x");
  g_autofree char *left = g_strdup_printf (_("%s · %s, list version %u"),
                                           mst_force_get_name (self->force), title,
                                           list_version (self->force));
  g_autofree char *right = g_strdup_printf (_("Muster %s · %s · page %u of %u"),
                                            PACKAGE_VERSION, date, page + 1, n_pages);
  double w, h;

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
  mst_card_painter_text (p, 0, 0, w * 0.62, h, left, 7, 4.5, MST_TEXT_MIDDLE | MST_TEXT_GREY);
  mst_card_painter_text (p, w * 0.62, 0, w * 0.38, h, right, 7, 4.5,
                         MST_TEXT_MIDDLE | MST_TEXT_GREY | MST_TEXT_RIGHT);
  cairo_restore (cr);
  mst_card_painter_update (p);
}

static void
draw_page (MstCards *self, MstCardPainter *p, GArray *cards, guint page, double width, double height)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  guint n_pages = mst_cards_get_n_pages (self);
  MstPageGeometry g;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_restore (cr);

  if (page == 0)
    {
      SheetData data = { self, 0 };
      /* The sheet is laid out at least 190 mm wide and scaled down to a
       * narrower page, so it reads the same on any paper. */
      double k;
      mst_page_geometry_compute_sheet (&g, width, height);
      k = MIN (1.0, g.content_width / MST_MM (190.0));
      data.height = g.content_height / k;
      cairo_save (cr);
      cairo_translate (cr, g.content_x, g.content_y);
      cairo_scale (cr, k, k);
      mst_card_painter_update (p);
      {
        Flow f = {
          .p = p, .cr = cr, .measuring = mst_card_painter_get_measuring (p),
          .box_x = 0, .box_y = 0, .box_w = g.content_width / k,
          .x = 0, .w = g.content_width / k, .y = 0, .s = 1.0,
        };
        draw_force_sheet_content (&f, &data);
      }
      cairo_restore (cr);
      mst_card_painter_update (p);
    }
  else
    {
      guint per_page = mst_card_layout_get_per_page (self->layout);
      mst_page_geometry_compute (&g, self->layout, self->crop_marks, width, height);
      for (guint i = 0; i < per_page; i++)
        {
          guint index = (page - 1) * per_page + i;
          if (index >= cards->len)
            break;
          draw_card (self, p, &g_array_index (cards, Card, index),
                     g.grid_x + (i % g.columns) * g.card_width,
                     g.grid_y + (i / g.columns) * g.card_height,
                     g.card_width, g.card_height);
        }
      if (self->crop_marks && !mst_card_painter_get_measuring (p))
        mst_page_geometry_draw_crop_marks (&g, cr);
    }
  draw_stamp (self, p, &g, page, n_pages);
}

void
mst_cards_draw_page (MstCards *self, cairo_t *cr, guint page, double width, double height)
{
  g_autoptr(MstCardPainter) p = NULL;
  g_autoptr(GArray) cards = NULL;

  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < mst_cards_get_n_pages (self));
  g_return_if_fail (width > 0 && height > 0);

  p = mst_card_painter_new (cr);
  cards = collect_cards (self->force);
  draw_page (self, p, cards, page, width, height);
}

GPtrArray *
mst_cards_check_fit (MstCards *self, double width, double height)
{
  GPtrArray *boxes;
  g_autoptr(GArray) cards = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_text_box_free);
  cards = collect_cards (self->force);
  n_pages = mst_cards_get_n_pages (self);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    for (guint page = 0; page < n_pages; page++)
      {
        mst_card_painter_record (p, boxes, page);
        draw_page (self, p, cards, page, width, height);
      }
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return boxes;
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
  g_autoptr(GArray) cards = NULL;
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
  cards = collect_cards (self->force);
  n_pages = mst_cards_get_n_pages (self);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    for (guint page = 0; page < n_pages; page++)
      {
        draw_page (self, p, cards, page, width, height);
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
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
