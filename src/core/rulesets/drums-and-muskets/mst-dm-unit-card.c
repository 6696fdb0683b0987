/* mst-dm-unit-card.c: a Drums and Muskets unit's card: formations, movement, shooting, resilience and its hits track.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-dm-cards.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"

static const char *
formation_label (const MstUnitFormation *uf, MstUnit *unit)
{
  if (uf->troops == MST_TROOPS_ARTILLERY_UNLIMBERED)
    return _("Unlimbered");
  if (uf->troops == MST_TROOPS_ARTILLERY_LIMBERED)
    return _("Limbered");
  if (uf->troops == MST_TROOPS_CAVALRY && uf->formation == MST_FORMATION_OPEN &&
      !mst_dm_unit_is_open_capable (unit))
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
unit_movement (MstFlow *f, GArray *formations, MstUnit *unit)
{
  static const double fractions[] = { 0.3, 0.19, 0.15, 0.15, 0.21 };
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
  mst_flow_caption (f, _("Movement and charge"), _("Movement; Charge Distance Table"));
  mst_flow_table (f, 5, fractions, (const char *const *) cells->pdata, n_rows, MST_FLOW_TABLE);
}

static void
unit_weapon (MstFlow *f, MstUnit *unit)
{
  MstWeapon weapon = mst_dm_unit_get_weapon (unit);
  const MstWeaponRow *row = mst_rule_tables_lookup_weapon (weapon);
  guint bases = mst_unit_get_bases (unit);
  g_autofree char *line = NULL;

  mst_flow_caption (f, _("Shooting"), _("Shooting Table 1"));
  if (row == NULL)
    {
      line = g_strdup_printf (_("%s: does not shoot."), mst_weapon_get_label (weapon));
      mst_flow_line (f, line, MST_FLOW_BODY, MST_TEXT_NONE);
      return;
    }

  /* A unit always shoots at least 2D6 (Shooting). */
  if (row->one_die_for_unit)
    line = g_strdup_printf (_("%s: 1D6 for the unit, thrown as %uD6 (at least 2D6)"), mst_weapon_get_label (weapon),
                            mst_rules_shooting_dice (weapon, bases));
  else
    line = g_strdup_printf (_("%s: 1D6 a base, %uD6"), mst_weapon_get_label (weapon),
                            mst_rules_shooting_dice (weapon, bases));
  mst_flow_line (f, line, MST_FLOW_BODY, MST_TEXT_BOLD);

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
    mst_flow_table (f, 3, fractions, cells, row->bounce.range > 0 ? 4 : 3, MST_FLOW_TABLE);
  }
}

/* The boxes of a unit's hits track: a box a hit, per_base to a base (the
 * player's reading of "Hits"), as many bases to a row as fit, rows
 * balanced; the last base grey where the unit breaks there, a bar at 50 %. */
void
mst_dm_draw_hits_boxes (MstFlow *f, MstUnit *unit, guint per_base)
{
  guint bases = mst_unit_get_bases (unit);
  gboolean breaks = !mst_dm_unit_is_artillery (unit);
  guint total = bases * per_base;
  guint half = total / 2;
  double box = MST_FLOW_TICK;
  double group_gap = 3.0 * f->s;
  double row_gap = 2.0 * f->s;
  guint per_row, rows;

  if (bases == 0)
    return;
  if (per_base * box > f->w)
    box = MAX (MST_FLOW_TICK, f->w / per_base);
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
        mst_flow_fill_rect (f, gx, gy, per_base * box, box, 0.8);
      for (guint k = 0; k < per_base; k++)
        mst_flow_stroke_rect (f, gx + k * box, gy, box, box, 0.45, 0.2);
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
}

const char *
mst_dm_hits_legend (gboolean breaks)
{
  return breaks ? _("Bar: 50 %, test at end of turn. Grey: last base, the unit breaks.")
                : _("Bar: 50 %, test at end of turn.");
}

static void
unit_hits (MstFlow *f, MstUnit *unit, guint per_base)
{
  guint bases = mst_unit_get_bases (unit);
  g_autofree char *caption = NULL;

  caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Hits: %u base, %u hits",
                                          "Hits: %u bases, %u hits", bases), bases, bases * per_base);
  mst_flow_caption (f, caption, _("Hits; End of Turn Resilience Tests"));
  if (bases == 0)
    return;
  mst_dm_draw_hits_boxes (f, unit, per_base);
  mst_flow_line (f, mst_dm_hits_legend (!mst_dm_unit_is_artillery (unit)), MST_FLOW_CAPTION, MST_TEXT_GREY);
}

static void
unit_resilience (MstFlow *f, MstUnit *unit, MstUnitTemplate *tmpl)
{
  MstGrade grade = mst_dm_unit_get_grade (unit);

  mst_flow_caption (f, _("Resilience"), _("Determining a unit’s morale"));
  if (grade != MST_GRADE_NONE)
    {
      g_autofree char *line = g_strdup_printf (_("%s, rolled %u"), mst_grade_get_label (grade),
                                               mst_dm_unit_get_die (unit));
      mst_flow_line (f, line, MST_FLOW_BODY, MST_TEXT_BOLD);
      return;
    }
  if (tmpl != NULL)
    {
      GString *s = g_string_new (NULL);
      g_autofree char *line = NULL;
      for (int g = 0; g < MST_N_GRADES; g++)
        {
          guint t = mst_dm_template_get_threshold (tmpl, g);
          if (g > 0)
            g_string_append (s, "   ");
          if (t > 0)
            g_string_append_printf (s, "%s %u+", mst_grade_get_label (g), t);
          else
            g_string_append_printf (s, "%s —", mst_grade_get_label (g));
        }
      line = g_string_free (s, FALSE);
      mst_flow_line (f, line, MST_FLOW_BODY, MST_TEXT_NONE);
    }
  mst_flow_gap (f, 1.0);
  mst_flow_blank (f, f->x, f->w * 0.68, _("Grade"), MST_FLOW_BODY);
  mst_flow_blank (f, f->x + f->w * 0.68, f->w * 0.32, _("Die"), MST_FLOW_BODY);
  f->y += mst_flow_line_height (f, MST_FLOW_BODY);
}

/* Tick boxes for what happens once (or a few times) a game: each a label
 * and its boxes, two to a row. */
typedef struct {
  const char *label;
  guint n;
} Tick;

static void
tick_rows (MstFlow *f, const Tick *ticks, guint n_ticks)
{
  double box = MST_FLOW_TICK, gap = 1.8, col_gap = 6.0;
  double col_w = (f->w - col_gap) / 2;
  double size = mst_flow_size (f, MST_FLOW_BODY);

  for (guint i = 0; i < n_ticks; i += 2)
    {
      double row_h = box + 1.5;
      for (guint c = 0; c < 2 && i + c < n_ticks; c++)
        {
          const Tick *t = &ticks[i + c];
          double cx = f->x + c * (col_w + col_gap);
          double boxes_w = t->n * box + (t->n - 1) * gap;
          double label_w = col_w - boxes_w - 2.0;
          double h = mst_card_painter_measure (f->p, label_w, t->label, size, MST_TEXT_BOLD | MST_TEXT_WRAP);

          row_h = MAX (row_h, h + 1.0);
          mst_card_painter_text (f->p, cx, f->y, label_w, MAX (h, box), t->label, size, size,
                                 MST_TEXT_BOLD | MST_TEXT_WRAP | MST_TEXT_MIDDLE);
          for (guint k = 0; k < t->n; k++)
            mst_flow_stroke_rect (f, cx + col_w - boxes_w + k * (box + gap), f->y, box, box, 0.6, 0.0);
        }
      f->y += row_h;
    }
}

/* What is ticked once a game, or counted: the first volley's and the
 * first melee's extra dice, the formed shooters' third volley, the
 * charges the hold test counts, and whether it is loaded. */
static void
unit_once (MstFlow *f, MstUnit *unit)
{
  gboolean artillery = mst_dm_unit_is_artillery (unit);
  gboolean shoots = mst_rule_tables_lookup_weapon (mst_dm_unit_get_weapon (unit)) != NULL;
  Tick ticks[5];
  guint n = 0;

  /* Each with what it changes, so that no note is needed. */
  if (shoots)
    ticks[n++] = (Tick) { _("First volley +2"), 1 };
  if (!artillery)
    ticks[n++] = (Tick) { mst_dm_unit_is_cavalry (unit) ? _("First melee +2 (not v. square)")
                                                     : _("First melee +2"), 1 };
  if (shoots && !artillery)
    ticks[n++] = (Tick) { _("Volleys: 3rd on −1"), 3 };
  if (!artillery)
    ticks[n++] = (Tick) { _("Charges (hold ±1)"), 2 };
  if (shoots)
    ticks[n++] = (Tick) { _("Unloaded"), 1 };
  if (n == 0)
    return;

  mst_flow_caption (f, _("Once a game"), _("Shooting Tables 2a–2c; Melee Factors; Hold Test"));
  tick_rows (f, ticks, n);
}

/* The rules of the unit's type that the tables scatter: what a player
 * would otherwise look up. */
static void
unit_type_rules (MstFlow *f, MstUnit *unit, MstUnitTemplate *tmpl, MstListRules rules)
{
  MstDoctrines doctrines = mst_dm_unit_get_doctrines (unit);
  gboolean cavalry = mst_dm_unit_is_cavalry (unit);
  gboolean artillery = mst_dm_unit_is_artillery (unit);
  gboolean irregular = mst_rule_tables_unit_is_irregular (unit);
  gboolean heavy = tmpl != NULL && mst_dm_template_get_class (tmpl) == MST_TROOP_CLASS_HEAVY;
  GPtrArray *paras = g_ptr_array_new ();
  g_autoptr(GPtrArray) owned = paras;

  if (artillery)
    g_ptr_array_add (paras, (gpointer) _("Shooting: first time in the game +2 dice; at a foot square +1 in 3; −1 die for each hit on the battery; at a formed target that moved, at long range, −1 die; at Open at long range −1 in 2; unlimbered or limbering this turn −1 in 2; man-handled −1 in 3; shot at and hit this turn −1 in 3."));
  if (cavalry)
    {
      if (heavy)
        g_ptr_array_add (paras, (gpointer) _("Heavy cavalry: +2 dice in the first melee of a charge, except against a foot square; +1 die in each later round of a charge."));
      g_ptr_array_add (paras, (gpointer) _("Against foot not in square and not in terrain: add 1 in 2 dice, and +2 on its resilience in charge or melee. Against a foot square: remove 1 in 2 dice, and −2 on its resilience. Formed against Open: double dice."));
    }
  else if (!artillery)
    {
      if (!irregular && !(rules & MST_LIST_RULE_NO_FOOT_SQUARE))
        g_ptr_array_add (paras, (gpointer) _("Square: formed by a formation change; it cannot move. Fighting cavalry it throws double dice and tests at +2 in charge or melee; cavalry charging it test at −2. Artillery shooting at it adds 1 in 3 dice."));
      g_ptr_array_add (paras, (gpointer) _("Formed foot: in column of attack, +1 die against a line for each extra rank, +2 dice against cavalry; +2 dice against Open. Open foot not in terrain: −2 dice."));
    }
  if (irregular)
    g_ptr_array_add (paras, cavalry
                     ? (gpointer) _("Irregular: charges only from Open, 1 + 1D6 BW. +2 dice in terrain; −1 in 2 dice unless against Open foot or other irregular cavalry. Hold test −2 if a charge could take it out of terrain.")
                     : (gpointer) _("Irregular: charges only from Open, 1 + 1D6 BW. Fighting in terrain: add 1 in 3 dice. Hold test −2 if a charge could take it out of terrain."));
  if (doctrines & MST_DOCTRINE_CARBINE)
    g_ptr_array_add (paras, (gpointer) _("Carbines: dismounting into Open (or mounting again) is a formation change. Dismounted it shoots 1D6 for the unit: 1 BW/4+, 3 BW/6; in response 1 BW/5+."));
  if (doctrines & MST_DOCTRINE_LANCER)
    g_ptr_array_add (paras, (gpointer) _("Lancers: +2 dice in the first melee of a charge."));

  if (paras->len == 0)
    return;
  mst_flow_caption (f, _("Its type in the rules"), _("Unit Types; Melee Factors"));
  for (guint i = 0; i < paras->len; i++)
    {
      /* A paragraph at a time, so the rules can run on to the next card. */
      if (i > 0)
        {
          mst_flow_section_in_order (f);
          mst_flow_gap (f, 1.0);
        }
      mst_flow_paragraph (f, 0, g_ptr_array_index (paras, i), MST_FLOW_SMALL, MST_TEXT_NONE);
    }
}

static void
unit_doctrines (MstFlow *f, MstDoctrines doctrines, gboolean small)
{
  double token_w = 0;

  mst_flow_caption (f, _("Doctrines"), small ? _("Defined on the force sheet") : _("Army Structure; Unit Types"));
  if (small)
    {
      /* Poker cards: the abbreviations, defined in the force sheet's
       * glossary. */
      GString *s = g_string_new (NULL);
      g_autofree char *text = NULL;
      for (guint i = 0; i < MST_N_DOCTRINES; i++)
        if (doctrines & (1u << i))
          g_string_append_printf (s, "%s%s", s->len > 0 ? "  " : "", mst_doctrine_to_string (1u << i));
      text = g_string_free (s, FALSE);
      mst_flow_paragraph (f, 0, text, MST_FLOW_BODY, MST_TEXT_BOLD);
      return;
    }
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    if (doctrines & (1u << i))
      token_w = MAX (token_w, mst_flow_label_column (f, MST_FLOW_SMALL, mst_doctrine_to_string (1u << i), NULL));
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    {
      MstDoctrines d = 1u << i;
      if (!(doctrines & d))
        continue;
      mst_flow_field (f, token_w, mst_doctrine_to_string (d), mst_doctrine_get_reminder (d),
                      MST_FLOW_SMALL, MST_TEXT_NONE);
      mst_flow_gap (f, 0.6);
    }
}

void
mst_dm_draw_unit_card (MstFlow *f, MstDmCardData *data)
{
  MstCards *self = data->cards;
  MstUnit *unit = data->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  MstNationList *list = mst_force_get_list (mst_cards_get_force (self));
  MstListRules rules = list != NULL ? mst_dm_list_get_rules (list) : 0;
  guint per_base = mst_cards_get_hits_per_base (data->cards);
  g_autofree char *subtitle = NULL;
  g_autoptr(GArray) formations = NULL;
  const char *command;
  MstDoctrines doctrines;
  double label_w;

  if (tmpl != NULL)
    subtitle = g_strdup_printf ("%s · %s", mst_unit_template_get_name (tmpl),
                                mst_troop_class_get_label (mst_dm_template_get_class (tmpl),
                                                           mst_dm_template_get_arm (tmpl)));
  else
    subtitle = g_strdup_printf (_("Not in the list: %s"), mst_unit_get_template_id (unit));
  mst_flow_header (f, mst_card_unit_name (unit), subtitle);

  mst_flow_section (f);
  label_w = mst_flow_label_column (f, MST_FLOW_BODY, _("Command"), _("Formations"), NULL);
  command = data->card->command != NULL ? mst_card_general_name (mst_command_get_general (data->card->command))
                                        : _("None: attach it to a sub-general");
  mst_flow_field (f, label_w, _("Command"), command, MST_FLOW_BODY, MST_TEXT_NONE);

  if (tmpl == NULL)
    {
      mst_flow_paragraph (f, 0, _("Its list entry is missing, so its tables cannot be printed."),
                      MST_FLOW_BODY, MST_TEXT_ITALIC);
      mst_flow_section (f);
      mst_flow_gap (f, 3);
      unit_hits (f, unit, per_base);
      return;
    }

  formations = mst_rule_tables_unit_formations (unit, rules);
  {
    g_autofree char *text = format_formations (formations, unit);
    mst_flow_field (f, label_w, _("Formations"), text, MST_FLOW_BODY, MST_TEXT_NONE);
  }

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  unit_resilience (f, unit, tmpl);

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  unit_hits (f, unit, per_base);

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  unit_once (f, unit);

  doctrines = mst_dm_unit_get_doctrines (unit);
  if (doctrines != 0)
    {
      mst_flow_section (f);
      mst_flow_gap (f, 2.5);
      unit_doctrines (f, doctrines, mst_cards_are_small (self));
    }

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  unit_movement (f, formations, unit);

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  unit_weapon (f, unit);
  {
    g_autofree char *dice = g_strdup_printf (_("Melee %uD6, 1D6 a base. Never fewer than 2D6 thrown."),
                                             mst_rules_melee_dice (mst_unit_get_bases (unit)));
    mst_flow_gap (f, 1);
    mst_flow_paragraph (f, 0, dice, MST_FLOW_SMALL, MST_TEXT_NONE);
  }

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  unit_type_rules (f, unit, tmpl, rules);
}
