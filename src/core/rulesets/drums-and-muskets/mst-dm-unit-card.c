/* mst-dm-unit-card.c: a Drums and Muskets unit's card: formations, movement, shooting, resilience and its hits track.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-dm-cards.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-tables.h"

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
unit_movement (MstFlow *f, GArray *formations, MstUnit *unit)
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
  mst_flow_caption (f, _("Movement and charge"), _("Movement; Charge Distance Table"));
  mst_flow_table (f, 5, fractions, (const char *const *) cells->pdata, n_rows, MST_FLOW_TABLE);
}

static void
unit_weapon (MstFlow *f, MstUnit *unit)
{
  MstWeapon weapon = mst_unit_get_weapon (unit);
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

static void
unit_hits (MstFlow *f, MstUnit *unit, guint per_base)
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
  mst_flow_caption (f, caption, _("Hits; End of Turn Resilience Tests"));
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
  mst_flow_line (f, breaks ? _("Bar: 50 %, test at end of turn. Grey: last base, the unit breaks.")
                       : _("Bar: 50 %, test at end of turn."),
             MST_FLOW_CAPTION, MST_TEXT_GREY);
}

static void
unit_resilience (MstFlow *f, MstUnit *unit, MstUnitTemplate *tmpl)
{
  MstGrade grade = mst_unit_get_grade (unit);

  mst_flow_caption (f, _("Resilience"), _("Determining a unit’s morale"));
  if (grade != MST_GRADE_NONE)
    {
      g_autofree char *line = g_strdup_printf (_("%s, rolled %u"), mst_grade_get_label (grade),
                                               mst_unit_get_die (unit));
      mst_flow_line (f, line, MST_FLOW_BODY, MST_TEXT_BOLD);
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
      mst_flow_line (f, line, MST_FLOW_BODY, MST_TEXT_NONE);
    }
  mst_flow_gap (f, 1.0);
  mst_flow_blank (f, f->x, f->w * 0.68, _("Grade"), MST_FLOW_BODY);
  mst_flow_blank (f, f->x + f->w * 0.68, f->w * 0.32, _("Die"), MST_FLOW_BODY);
  f->y += mst_flow_line_height (f, MST_FLOW_BODY);
}

void
mst_dm_draw_unit_card (MstFlow *f, MstDmCardData *data)
{
  MstCards *self = data->cards;
  MstUnit *unit = data->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  MstNationList *list = mst_force_get_list (mst_cards_get_force (self));
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
  mst_flow_header (f, mst_card_unit_name (unit), subtitle);

  label_w = mst_flow_label_column (f, MST_FLOW_BODY, _("Command"), _("Formations"), NULL);
  command = data->card->command != NULL ? mst_card_general_name (mst_command_get_general (data->card->command))
                                        : _("None: attach it to a sub-general");
  mst_flow_field (f, label_w, _("Command"), command, MST_FLOW_BODY, MST_TEXT_NONE);

  if (tmpl == NULL)
    {
      mst_flow_paragraph (f, 0, _("Its list entry is missing, so its tables cannot be printed."),
                      MST_FLOW_BODY, MST_TEXT_ITALIC);
      mst_flow_gap (f, 3);
      unit_hits (f, unit, mst_cards_get_hits_per_base (data->cards));
      return;
    }

  formations = mst_rule_tables_unit_formations (unit, rules);
  {
    g_autofree char *text = format_formations (formations, unit);
    mst_flow_field (f, label_w, _("Formations"), text, MST_FLOW_BODY, MST_TEXT_NONE);
  }

  doctrines = mst_unit_get_doctrines (unit);
  if (doctrines != 0)
    {
      mst_flow_gap (f, 2);
      mst_flow_caption (f, _("Doctrines"), _("Army Structure; Unit Types"));
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

  mst_flow_gap (f, 2.5);
  unit_movement (f, formations, unit);
  mst_flow_gap (f, 2.5);
  unit_weapon (f, unit);
  {
    g_autofree char *dice = g_strdup_printf (_("Melee %uD6, 1D6 a base. Never fewer than 2D6 thrown."),
                                             mst_rules_melee_dice (mst_unit_get_bases (unit)));
    mst_flow_gap (f, 1);
    mst_flow_line (f, dice, MST_FLOW_SMALL, MST_TEXT_NONE);
  }
  mst_flow_gap (f, 2.5);
  unit_resilience (f, unit, tmpl);
  mst_flow_gap (f, 2.5);
  unit_hits (f, unit, mst_cards_get_hits_per_base (data->cards));
}

