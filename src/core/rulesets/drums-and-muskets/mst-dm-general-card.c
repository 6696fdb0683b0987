/* mst-dm-general-card.c: a Drums and Muskets general's card: respect, staff, his dice in the pools, his command.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-dm-cards.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"


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

/* A list a line an entry, each its own section, so that a long command
 * runs on to a follow-on card rather than shrinking. */
static void
list_entry (MstFlow *f, guint index, const char *name, const char *detail)
{
  g_autofree char *line = detail != NULL ? g_strdup_printf ("%u. %s — %s", index + 1, name, detail)
                                         : g_strdup_printf ("%u. %s", index + 1, name);
  /* The first stays with the list's caption. */
  if (index > 0)
    mst_flow_section_in_order (f);
  mst_flow_paragraph (f, 0, line, MST_FLOW_BODY, MST_TEXT_NONE);
}

/* "Regular French Line, 4 bases"; only "4 bases" for a unit that goes by
 * its template's name, which the line already gives. */
static char *
unit_detail (MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  const char *type = tmpl != NULL ? mst_unit_template_get_name (tmpl) : mst_unit_get_template_id (unit);
  guint bases = mst_unit_get_bases (unit);

  if (g_strcmp0 (mst_card_unit_name (unit), type) == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base", "%u bases", bases), bases);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u base", "%s, %u bases", bases), type, bases);
}

void
mst_dm_draw_general_card (MstFlow *f, MstDmCardData *data)
{
  MstCards *self = data->cards;
  MstGeneral *general = data->card->general;
  MstCommand *command = data->card->command;
  gboolean commander = command == NULL;
  gboolean types = mst_force_uses_rule (mst_cards_get_force (self), MST_DM_GENERAL_TYPES);
  MstAbility ability = mst_rules_effective_ability (mst_cards_get_force (self), general);
  MstRespect respect = types ? mst_dm_general_get_respect (general) : MST_RESPECT_ACCEPTED;
  int share = mst_rules_general_dice (mst_cards_get_force (self), general);
  g_autofree char *distance = NULL;
  g_autofree char *ability_text = NULL;
  g_autofree char *respect_text = NULL;
  g_autofree char *share_text = NULL;
  double label_w;

  mst_flow_header (f, mst_card_general_name (general),
               mst_general_get_lost (general) ? _("Lost: out of the force until replaced")
               : commander ? _("Force commander") : _("Sub-general"));
  mst_flow_section (f);
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
  mst_flow_section (f);
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
                               mst_flow_size (f, MST_FLOW_TITLE), mst_flow_size (f, MST_FLOW_TITLE),
                               MST_TEXT_CENTER | MST_TEXT_BOLD);
        cx += cw;
      }
    f->y += mst_flow_line_height (f, MST_FLOW_SMALL) + row_h;
  }

  /* Resilience Situation Adjustment Table: "For each general in line of
   * command within 3BW +1 +1 +1", and his respect's row. */
  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  mst_flow_caption (f, _("Within 3 BW"), _("Resilience Situation Adjustment Table"));
  mst_flow_paragraph (f, 0, commander
                      ? _("+1 to the resilience tests of any unit within 3 BW of him: he is in every unit’s line of command. Each general of its line within 3 BW adds +1.")
                      : _("+1 to the resilience tests of a unit of his command within 3 BW of him. Each general of its line within 3 BW adds +1."),
                      MST_FLOW_BODY, MST_TEXT_NONE);
  if (respect != MST_RESPECT_ACCEPTED)
    mst_flow_paragraph (f, 0, respect_effect (respect), MST_FLOW_SMALL, MST_TEXT_NONE);

  if (commander)
    {
      guint n = mst_force_get_n_commands (mst_cards_get_force (self));

      mst_flow_section (f);
      mst_flow_gap (f, 2.5);
      mst_flow_caption (f, _("Supply dice"), _("Quarter master, supply and logistics"));
      mst_flow_paragraph (f, 0, _("One die at a time from the pool, added before the throw to his own or to that of a unit within 3 BW of him; spent for good. None for the rest of a turn in which he is swept away or hit."),
                          MST_FLOW_SMALL, MST_TEXT_NONE);
      mst_flow_gap (f, 1);
      mst_flow_paragraph (f, 0, _("A die adds: 1 die to shooting or to a round of melee; 1 action point to a unit this turn (at most 1); 1 BW to a charge, declared before the throw; 1 BW to his move; ±1 BW to a forced fall back, after the throw; 1 die to the scouting or the turn initiative throw."),
                          MST_FLOW_SMALL, MST_TEXT_NONE);

      mst_flow_section (f);
      mst_flow_gap (f, 2.5);
      mst_flow_caption (f, _("Sub-generals"), _("Army Structure"));
      if (n == 0)
        mst_flow_paragraph (f, 0, _("None yet."), MST_FLOW_BODY, MST_TEXT_NONE);
      for (guint i = 0; i < n; i++)
        {
          MstCommand *c = mst_force_get_command (mst_cards_get_force (self), i);
          guint units = mst_command_get_n_units (c);
          g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", units), units);
          list_entry (f, i, mst_card_general_name (mst_command_get_general (c)), detail);
        }
    }
  else
    {
      g_autofree char *title = NULL;
      guint n = mst_command_get_n_units (command);

      mst_flow_section (f);
      mst_flow_gap (f, 2.5);
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "His command: %u unit",
                                            "His command: %u units", n), n);
      mst_flow_caption (f, title, _("Army Structure"));
      mst_flow_paragraph (f, 0, _("Prompted actions within his command distance, up to 2 action points a unit. The command’s last unit breaks at once and he leaves the field."),
                          MST_FLOW_SMALL, MST_TEXT_GREY);
      if (n == 0)
        mst_flow_paragraph (f, 0, _("No units yet."), MST_FLOW_BODY, MST_TEXT_NONE);
      for (guint i = 0; i < n; i++)
        {
          MstUnit *unit = mst_command_get_unit (command, i);
          g_autofree char *detail = unit_detail (unit);
          list_entry (f, i, mst_card_unit_name (unit), detail);
        }
    }

  mst_flow_section (f);
  mst_flow_gap (f, 2.5);
  mst_flow_caption (f, _("On the table"), _("Moving generals; Risk to Generals"));
  mst_flow_paragraph (f, 0, _("Moves 10 BW, terrain or not; never charges; never within 2 BW of an enemy unit unless a friend is between."),
                  MST_FLOW_SMALL, MST_TEXT_NONE);
  /* What follows may run on to the next card, the card before it filled
   * first: a paragraph at a time, in order. */
  mst_flow_section_in_order (f);
  mst_flow_gap (f, 0.8);
  mst_flow_paragraph (f, 0, _("Within 3 BW of a unit that breaks: 1D6, on 5+ swept away (3D6 towards his own edge). Within 3 BW of a unit taking 1 hit a base from shooting: 1D6, on 6 incapacitated. Either way his units may spend only 1 action point for the rest of the turn."),
                  MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_section_in_order (f);
  mst_flow_gap (f, 2.5);
  {
    double box = MST_FLOW_TICK;
    double bx = f->x, by = f->y + 0.5 * f->s;
    double text_w = f->w - box - 2.5 * f->s;
    const char *lost = _("Lost: take his dice out of the initiative pool");
    double text_h = mst_card_painter_measure (f->p, text_w, lost, mst_flow_size (f, MST_FLOW_BODY),
                                              MST_TEXT_WRAP);
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
    mst_card_painter_text (f->p, f->x + box + 2.5 * f->s, f->y, text_w, text_h, lost,
                           mst_flow_size (f, MST_FLOW_BODY), mst_flow_size (f, MST_FLOW_BODY), MST_TEXT_WRAP);
    f->y += MAX (text_h, box + 1.0);
  }
}
