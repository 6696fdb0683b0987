/* mst-dm-general-card.c: a Drums and Muskets general's card: respect, staff, his dice in the pools, his command.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-dm-cards.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-tables.h"


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

void
mst_dm_draw_general_card (MstFlow *f, MstDmCardData *data)
{
  MstCards *self = data->cards;
  MstGeneral *general = data->card->general;
  MstCommand *command = data->card->command;
  gboolean commander = command == NULL;
  gboolean types = mst_force_get_general_types (mst_cards_get_force (self));
  MstAbility ability = mst_rules_effective_ability (mst_cards_get_force (self), general);
  MstRespect respect = types ? mst_general_get_respect (general) : MST_RESPECT_ACCEPTED;
  int share = mst_rules_general_dice (mst_cards_get_force (self), general);
  g_autofree char *distance = NULL;
  g_autofree char *ability_text = NULL;
  g_autofree char *respect_text = NULL;
  g_autofree char *share_text = NULL;
  double label_w;

  mst_flow_header (f, mst_card_general_name (general),
               mst_general_get_lost (general) ? _("Lost: out of the force until replaced")
               : commander ? _("Force commander") : _("Sub-general"));
  label_w = mst_flow_label_column (f, MST_FLOW_BODY, _("Respect"), _("Staff"), NULL);

  respect_text = g_strdup_printf ("%s. %s", mst_respect_get_label (respect), respect_effect (respect));
  mst_flow_field (f, label_w, _("Respect"), respect_text, MST_FLOW_BODY, MST_TEXT_NONE);
  distance = g_strdup_printf (_("command distance %u BW"), mst_rules_command_distance (ability));
  if (commander)
    ability_text = g_strdup_printf (_("%s: %s; any unit within %u BW for one action point."),
                                    mst_ability_get_label (ability), distance,
                                    MST_RULES_COMMANDER_DIRECT_DISTANCE);
  else
    ability_text = g_strdup_printf ("%s: %s.", mst_ability_get_label (ability), distance);
  mst_flow_field (f, label_w, _("Staff"), ability_text, MST_FLOW_BODY, MST_TEXT_NONE);
  if (!types)
    mst_flow_paragraph (f, label_w, _("General types are not used: every general is Accepted and Competent."),
                    MST_FLOW_SMALL, MST_TEXT_ITALIC);

  /* His share of each pool (Quarter master, supply and logistics; Scouting
   * Initiative; Turn Initiative). */
  mst_flow_gap (f, 2.5);
  mst_flow_caption (f, _("His dice in the pools"), _("Supply; Scouting; Initiative"));
  share_text = share > 0 ? g_strdup_printf ("+%dD6", share) : g_strdup ("0");
  {
    static const double fractions[] = { 0.34, 0.33, 0.33 };
    const char *cells[] = {
      _("Supply"), _("Scouting"), _("Initiative"),
      share_text, share_text, share_text,
    };
    double row_h = mst_flow_line_height (f, MST_FLOW_TITLE);
    double cx = f->x;
    for (guint c = 0; c < 3; c++)
      {
        double cw = f->w * fractions[c];
        mst_card_painter_text (f->p, cx, f->y, cw, mst_flow_line_height (f, MST_FLOW_SMALL), cells[c],
                               mst_flow_size (f, MST_FLOW_SMALL), MST_FLOW_MIN, MST_TEXT_CENTER | MST_TEXT_GREY);
        mst_card_painter_text (f->p, cx, f->y + mst_flow_line_height (f, MST_FLOW_SMALL), cw, row_h, cells[3 + c],
                               mst_flow_size (f, MST_FLOW_TITLE), MST_FLOW_MIN, MST_TEXT_CENTER | MST_TEXT_BOLD);
        cx += cw;
      }
    f->y += mst_flow_line_height (f, MST_FLOW_SMALL) + row_h;
  }

  mst_flow_gap (f, 2.5);
  if (commander)
    {
      GString *s = g_string_new (NULL);
      g_autofree char *names = NULL;
      guint n = mst_force_get_n_commands (mst_cards_get_force (self));
      for (guint i = 0; i < n; i++)
        append_names (s, i, n, data->list_limit,
                      mst_card_general_name (mst_command_get_general (mst_force_get_command (mst_cards_get_force (self), i))));
      names = g_string_free (s, FALSE);
      mst_flow_caption (f, _("Sub-generals"), _("Army Structure"));
      mst_flow_paragraph (f, 0, n > 0 ? names : _("None yet."), MST_FLOW_BODY, MST_TEXT_NONE);
      mst_flow_gap (f, 2.5);
      mst_flow_caption (f, _("Supply dice"), _("Quarter master"));
      mst_flow_paragraph (f, 0, _("One die at a time, added before the throw, to his own throw or to that of a unit within 3 BW of him. None for the rest of a turn in which he is swept away or hit."),
                      MST_FLOW_SMALL, MST_TEXT_NONE);
    }
  else
    {
      GString *s = g_string_new (NULL);
      g_autofree char *names = NULL;
      g_autofree char *title = NULL;
      guint n = mst_command_get_n_units (command);
      for (guint i = 0; i < n; i++)
        append_names (s, i, n, data->list_limit, mst_card_unit_name (mst_command_get_unit (command, i)));
      names = g_string_free (s, FALSE);
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "His command: %u unit",
                                            "His command: %u units", n), n);
      mst_flow_caption (f, title, _("Army Structure"));
      mst_flow_paragraph (f, 0, n > 0 ? names : _("No units yet."), MST_FLOW_BODY, MST_TEXT_NONE);
      mst_flow_paragraph (f, 0, _("Prompted actions within his command distance, up to 2 action points a unit. The command’s last unit breaks at once and he leaves the field."),
                      MST_FLOW_SMALL, MST_TEXT_GREY);
    }

  mst_flow_gap (f, 2.5);
  mst_flow_caption (f, _("On the table"), _("Moving generals; Risk to Generals"));
  mst_flow_paragraph (f, 0, _("Moves 10 BW, terrain or not; never charges; never within 2 BW of an enemy unit unless a friend is between."),
                  MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_gap (f, 0.8);
  mst_flow_paragraph (f, 0, _("Within 3 BW of a unit that breaks: 1D6, on 5+ swept away (3D6 towards his own edge). Within 3 BW of a unit taking 1 hit a base from shooting: 1D6, on 6 incapacitated. Either way his units may spend only 1 action point for the rest of the turn."),
                  MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_gap (f, 2.5);
  {
    double box = mst_flow_line_height (f, MST_FLOW_BODY) - 1.5 * f->s;
    double bx = f->x, by = f->y + 0.5 * f->s;
    mst_flow_stroke_rect (f, bx, by, box, box, 0.6, 0.0);
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
                           mst_flow_line_height (f, MST_FLOW_BODY),
                           _("Lost: take his dice out of the initiative pool"),
                           mst_flow_size (f, MST_FLOW_BODY), MST_FLOW_MIN, MST_TEXT_NONE);
    f->y += mst_flow_line_height (f, MST_FLOW_BODY);
  }
}

/* ---- fitting a card's content ----------------------------------------- */
