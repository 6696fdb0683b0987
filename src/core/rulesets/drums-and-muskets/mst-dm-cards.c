/* mst-dm-cards.c: Drums and Muskets's cards: which are printed, in what
 * order, and how a general's card fits a long command.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-dm-cards.h"
#include "mst-rules.h"

/* The commander, then each command's general and units, then the units in
 * no command: a player deals the cards out command by command. */
static GArray *
dm_collect (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  GListModel *unassigned;
  guint n_commands = mst_force_get_n_commands (force);
  MstCard card = { 0 };

  card.general = mst_force_get_commander (force);
  g_array_append_val (cards, card);

  for (guint i = 0; i < n_commands; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      guint n_units = mst_command_get_n_units (command);

      card = (MstCard) { .general = mst_command_get_general (command), .command = command };
      g_array_append_val (cards, card);
      for (guint j = 0; j < n_units; j++)
        {
          card = (MstCard) { .unit = mst_command_get_unit (command, j), .command = command };
          g_array_append_val (cards, card);
        }
    }

  unassigned = mst_force_get_unassigned (force);
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      /* The force keeps its own reference. */
      card = (MstCard) { .unit = unit };
      g_array_append_val (cards, card);
    }
  return cards;
}

static void
dm_card_content (MstFlow *f, MstCards *cards, const MstCard *card)
{
  MstDmCardData data = { cards, card };

  if (card->unit != NULL)
    mst_dm_draw_unit_card (f, &data);
  else
    mst_dm_draw_general_card (f, &data);
}

/* ---- the roster ------------------------------------------------------- */

/* Each unit's hits track, its name beside it, eight units to a section:
 * the roster played from alone, without the cards. */
static void
roster_hits (MstFlow *f, GListModel *units, guint per_base)
{
  guint n = g_list_model_get_n_items (units);
  double x0 = f->x, w0 = f->w;
  double name_w = w0 * 0.3;
  gboolean breaks = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (units, i);
      guint bases = mst_unit_get_bases (unit);
      g_autofree char *name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u base, %u hits",
                                                            "%s · %u bases, %u hits", bases),
                                               mst_card_unit_name (unit), bases, bases * per_base);
      double y0, y_name;

      if (i % 8 == 0)
        mst_flow_section_in_order (f);
      breaks |= !mst_dm_unit_is_artillery (unit) && bases > 1;
      y0 = f->y;
      f->w = name_w - 4.0 * f->s;
      mst_flow_paragraph (f, 0, name, 8.0, MST_TEXT_NONE);
      y_name = f->y;
      f->y = y0;
      f->x = x0 + name_w;
      f->w = w0 - name_w;
      mst_dm_draw_hits_boxes (f, unit, per_base);
      f->x = x0;
      f->w = w0;
      f->y = MAX (f->y, y_name) + 1.0 * f->s;
    }
  if (n > 0)
    mst_flow_line (f, mst_dm_hits_legend (breaks), MST_FLOW_CAPTION, MST_TEXT_GREY);
}

static void
roster_units (MstFlow *f, GListModel *units, guint per_base)
{
  static const double fractions[] = { 0.27, 0.22, 0.07, 0.14, 0.13, 0.17 };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint n = g_list_model_get_n_items (units);

  g_ptr_array_add (cells, g_strdup (_("Unit")));
  g_ptr_array_add (cells, g_strdup (_("Type")));
  g_ptr_array_add (cells, g_strdup (_("Bases")));
  g_ptr_array_add (cells, g_strdup (_("Grade")));
  g_ptr_array_add (cells, g_strdup (_("Weapon")));
  g_ptr_array_add (cells, g_strdup (_("Doctrines")));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (units, i);
      MstUnitTemplate *tmpl = mst_unit_get_template (unit);
      MstGrade grade = mst_dm_unit_get_grade (unit);
      g_autofree char *doctrines = mst_doctrines_to_string (mst_dm_unit_get_doctrines (unit), ", ");

      g_ptr_array_add (cells, g_strdup (mst_card_unit_name (unit)));
      g_ptr_array_add (cells, g_strdup (tmpl != NULL ? mst_unit_template_get_name (tmpl)
                                                     : mst_unit_get_template_id (unit)));
      g_ptr_array_add (cells, g_strdup_printf ("%u", mst_unit_get_bases (unit)));
      if (grade != MST_GRADE_NONE)
        g_ptr_array_add (cells, g_strdup_printf ("%s (%u)", mst_grade_get_label (grade), mst_dm_unit_get_die (unit)));
      else if (tmpl != NULL)
        {
          g_autofree char *thresholds = mst_dm_template_format_thresholds (tmpl);
          /* TRANSLATORS: a grade not rolled yet, and the thresholds it is
           * rolled against: "roll 1+ / 4+ / —" (Lackluster / Steady /
           * Determined) */
          g_ptr_array_add (cells, g_strdup_printf (_("roll %s"), thresholds));
        }
      else
        g_ptr_array_add (cells, g_strdup (_("to roll")));
      g_ptr_array_add (cells, g_strdup (mst_weapon_get_label (mst_dm_unit_get_weapon (unit))));
      g_ptr_array_add (cells, g_strdup (doctrines != NULL && doctrines[0] != '\0' ? doctrines : "—"));
    }
  /* Eight rows at a time under the heads, so that a long command runs on
   * to the next page. */
  for (guint start = 0; start < n; start += 8)
    {
      guint rows = MIN (8, n - start);
      g_autofree const char **chunk = g_new (const char *, (rows + 1) * 6);

      if (start > 0)
        mst_flow_section_in_order (f);
      for (guint c = 0; c < 6; c++)
        chunk[c] = g_ptr_array_index (cells, c);
      for (guint r = 0; r < rows; r++)
        for (guint c = 0; c < 6; c++)
          chunk[(r + 1) * 6 + c] = g_ptr_array_index (cells, (start + r + 1) * 6 + c);
      mst_flow_table (f, 6, fractions, chunk, rows + 1, 8.0);
    }
  mst_flow_gap (f, 3);
  roster_hits (f, units, per_base);
}

static char *
roster_general (MstForce *force, MstGeneral *general)
{
  MstAbility ability = mst_rules_effective_ability (force, general);
  MstRespect respect = mst_force_uses_rule (force, MST_DM_GENERAL_TYPES) ? mst_dm_general_get_respect (general)
                                                           : MST_RESPECT_ACCEPTED;
  return g_strdup_printf (_("%s — %s, %s, command %u BW"), mst_card_general_name (general),
                          mst_respect_get_label (respect), mst_ability_get_label (ability),
                          mst_rules_command_distance (ability));
}

/* The force at a glance, for the opponent and the organiser: who leads,
 * what each command holds, the pools. */
static void
dm_roster_content (MstFlow *f, MstCards *cards)
{
  MstForce *force = mst_cards_get_force (cards);
  g_autofree char *title = mst_cards_dup_list_title (force);
  g_autofree char *subtitle = g_strdup_printf (_("%s, list version %u · Drums and Muskets"),
                                               title, mst_cards_get_list_version (force));
  g_autofree char *commander = roster_general (force, mst_force_get_commander (force));
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autofree char *pools = g_strdup_printf (_("Supply %uD6 · Scouting %uD6 · Turn initiative %uD6"),
                                            mst_rules_supply_dice (force), mst_rules_scouting_pool (force),
                                            mst_rules_initiative_pool (force));
  GListModel *unassigned = mst_force_get_unassigned (force);
  guint n = mst_force_get_n_commands (force), bases = 0;
  g_autofree char *totals = NULL;
  guint per_base = mst_cards_get_hits_per_base (cards);

  for (guint i = 0; i < units->len; i++)
    bases += mst_unit_get_bases (g_ptr_array_index (units, i));
  totals = g_strdup_printf (_("Commands: %u · units: %u · bases: %u"), n, units->len, bases);

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (force), subtitle, 18);
  mst_flow_line (f, totals, 10, MST_TEXT_BOLD);
  mst_flow_line (f, pools, 10, MST_TEXT_NONE);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, _("Force commander"), NULL);
  mst_flow_line (f, commander, 9, MST_TEXT_BOLD);

  for (guint i = 0; i < n; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      g_autofree char *head = roster_general (force, mst_command_get_general (command));
      g_autofree char *caption = g_strdup_printf (_("Command %u"), i + 1);

      mst_flow_section (f);
      mst_flow_gap (f, 8);
      mst_flow_caption (f, caption, NULL);
      mst_flow_line (f, head, 9, MST_TEXT_BOLD);
      if (mst_command_get_n_units (command) > 0)
        roster_units (f, mst_command_get_units (command), per_base);
    }
  if (g_list_model_get_n_items (unassigned) > 0)
    {
      mst_flow_section (f);
      mst_flow_gap (f, 8);
      mst_flow_caption (f, _("In no command"), NULL);
      roster_units (f, unassigned, per_base);
    }
  /* The rules the roster's doctrines stand for, as the printouts of other
   * army builders end with theirs. */
  mst_dm_draw_glossary (f, force);
}

const MstCardSet mst_dm_card_set = {
  .collect = dm_collect,
  .card_content = dm_card_content,
  .sheet_content = mst_dm_draw_force_sheet,
  .roster_content = dm_roster_content,
};
