/* mst-dm-force-sheet.c: the first page of a Drums and Muskets force's cards: its pools, baggage camp, command structure and the resilience outcomes.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-dm-cards.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-ruleset.h"
#include "mst-table.h"

static void
sheet_pool (MstFlow *f, double x, double w, const char *title, const char *source, guint dice,
            const char *detail, gboolean tick_boxes)
{
  MstFlow col = *f;
  g_autofree char *big = g_strdup_printf ("%uD6", dice);

  col.x = x;
  col.w = w;
  mst_flow_caption (&col, title, source);
  mst_flow_line (&col, big, 18, MST_TEXT_BOLD | MST_TEXT_WIDE);
  if (tick_boxes)
    {
      double box = 14.0 * col.s, gap = 4.0 * col.s;
      guint per_row = MAX (1, (guint) floor ((w + gap) / (box + gap)));
      guint rows = (dice + per_row - 1) / per_row;
      for (guint i = 0; i < dice; i++)
        mst_flow_stroke_rect (&col, x + (i % per_row) * (box + gap), col.y + (i / per_row) * (box + gap),
                     box, box, 0.8, 0.0);
      col.y += rows * (box + gap) + 1.0 * col.s;
    }
  mst_flow_paragraph (&col, 0, detail, 7.5, MST_TEXT_NONE);
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
      cavalry += mst_dm_unit_is_cavalry (g_ptr_array_index (units, i));
      open += mst_dm_unit_is_open_capable (g_ptr_array_index (units, i));
    }
  counts = g_strdup_printf (_("Generals %u, Exceptional +%u, Incompetent −%u, cavalry units %u, units able to take Open formation %u."),
                            generals->len, exceptional, incompetent, cavalry, open);
  if (list != NULL && (mst_dm_list_get_rules (list) & MST_LIST_RULE_ALWAYS_DEFENDER))
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
      g_string_append_printf (s, "%s %s %d", i > 0 ? "," : "", mst_card_general_name (g),
                              mst_rules_general_dice (force, g));
    }
  g_string_append (s, ".");
  return g_string_free (s, FALSE);
}

static char *
general_summary (MstForce *force, MstGeneral *general)
{
  MstAbility ability = mst_rules_effective_ability (force, general);
  MstRespect respect = mst_force_uses_rule (force, MST_DM_GENERAL_TYPES) ? mst_dm_general_get_respect (general)
                                                           : MST_RESPECT_ACCEPTED;
  /* A general lost in a campaign is out of the force until replaced. */
  if (mst_general_get_lost (general))
    return g_strdup_printf (_("%s — lost, out of the force until replaced"), mst_card_general_name (general));
  return g_strdup_printf (_("%s — %s, %s, command %u BW"), mst_card_general_name (general),
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
      g_string_append_printf (s, "%s (%s, %u)", mst_card_unit_name (unit),
                              tmpl != NULL ? mst_unit_template_get_name (tmpl) : mst_unit_get_template_id (unit),
                              mst_unit_get_bases (unit));
    }
  return g_string_free (s, FALSE);
}

static void
draw_command_structure (MstFlow *f, MstCards *cards)
{
  MstForce *force = mst_cards_get_force (cards);
  guint n = mst_force_get_n_commands (force);
  GListModel *unassigned = mst_force_get_unassigned (force);
  g_autofree char *commander = general_summary (force, mst_force_get_commander (force));
  g_autofree char *direct = g_strdup_printf (_("%s; direct command %u BW"), commander,
                                             MST_RULES_COMMANDER_DIRECT_DISTANCE);
  g_autofree char *last = g_strdup_printf (_("Command %u"), MAX (n, 1));
  double label_w = mst_flow_label_column (f, 8.5, _("Force commander"), last, _("In no command"), NULL) + 4 * f->s;

  mst_flow_section (f);
  mst_flow_gap (f, 8);
  mst_flow_caption (f, _("Command structure"), _("Army Structure; Optional Rules, Types of Generals"));
  mst_flow_field (f, label_w, _("Force commander"), direct, 8.5, MST_TEXT_BOLD);
  mst_flow_gap (f, 2);
  for (guint i = 0; i < n; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      g_autofree char *head = general_summary (force, mst_command_get_general (command));
      g_autofree char *units = units_summary (mst_command_get_units (command));
      g_autofree char *label = g_strdup_printf (_("Command %u"), i + 1);
      if (i > 0)
        mst_flow_section_in_order (f);
      mst_flow_field (f, label_w, label, head, 8.5, MST_TEXT_BOLD);
      mst_flow_paragraph (f, label_w, units[0] != '\0' ? units : _("No units."), 7.5, MST_TEXT_NONE);
      mst_flow_gap (f, 2);
    }
  if (g_list_model_get_n_items (unassigned) > 0)
    {
      g_autofree char *units = units_summary (unassigned);
      mst_flow_section_in_order (f);
      mst_flow_field (f, label_w, _("In no command"), units, 7.5, MST_TEXT_NONE);
    }
}

/* The rule set's chart @id: the tables file Muster ships, or the
 * player's own. */
static const MstTable *
chart (const char *id)
{
  MstTableSet *tables = mst_ruleset_get_tables (mst_ruleset_lookup ("drums-and-muskets"));

  return tables != NULL ? mst_table_set_lookup (tables, id) : NULL;
}

/* A cell of an adjustment table as the card prints it: blank where the
 * row does not count. */
static char *
adjustment_cell (const MstTable *t, guint row, guint column)
{
  const MstCell *cell = mst_table_get_cell (t, row, column);
  int v;

  return mst_cell_get_modifier (cell, &v) ? g_strdup (cell->text) : g_strdup ("");
}

/* An adjustment table as the rules print it: every row, every column. */
static void
draw_situations (MstFlow *f, const MstTable *t, const char *const *heads, const double *fractions)
{
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint n_cols = mst_table_get_n_columns (t);

  for (guint c = 0; c < n_cols + 1; c++)
    g_ptr_array_add (cells, g_strdup (heads[c]));
  for (guint i = 0; i < mst_table_get_n_rows (t); i++)
    {
      g_ptr_array_add (cells, g_strdup (mst_table_get_row_label (t, i)));
      for (guint c = 0; c < n_cols; c++)
        g_ptr_array_add (cells, adjustment_cell (t, i, c));
    }
  mst_flow_table (f, n_cols + 1, fractions, (const char *const *) cells->pdata, mst_table_get_n_rows (t) + 1, 7.5);
}

static void
draw_adjustments (MstFlow *f)
{
  static const double fractions[] = { 0.58, 0.14, 0.14, 0.14 };
  const char *heads[] = { _("Situation (testers)"), _("From shooting"), _("Charge or melee"), _("All other cases") };
  const MstTable *t = chart ("resilience-situations");

  if (t == NULL || mst_table_get_n_columns (t) != G_N_ELEMENTS (fractions) - 1)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 10);
  mst_flow_caption (f, _("Resilience situation adjustments"), _("Resilience Situation Adjustment Table"));
  mst_flow_paragraph (f, 0, _("Add every row that applies to the 2D6 or 1D12 thrown, then read the outcome below. “For each general” counts once for every general."),
                      7.5, MST_TEXT_NONE);
  mst_flow_gap (f, 1.5);
  draw_situations (f, t, heads, fractions);
}

/* The least score that must charge (000:394-397). */
static int
must_charge_score (void)
{
  const MstTable *t = chart ("hold-outcomes");
  int from = 7, to;

  if (t != NULL && mst_table_get_n_rows (t) > 0)
    mst_table_get_row_band (t, 0, &from, &to);
  return from;
}

static void
draw_hold_test (MstFlow *f)
{
  static const double fractions[] = { 0.8, 0.2 };
  const char *heads[] = { _("Situation (testers)"), _("Adjustment") };
  int must = must_charge_score ();
  g_autofree char *steps = g_strdup_printf (_("A Zealous unit tests not to charge when it is foot within 3 BW of other foot, or cavalry within 6 BW of any not in square or terrain. Throw 2D6 or 1D12 and adjust: %d or more, it must charge (an action point is spent); %d or less, it need not. Irregulars keep their own charge restrictions."),
                                            must, must - 1);
  const MstTable *t = chart ("hold-situations");

  if (t == NULL || mst_table_get_n_columns (t) != 1)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 10);
  mst_flow_caption (f, _("Hold test"), _("Hold Test; How to conduct a Hold Test"));
  mst_flow_paragraph (f, 0, steps, 7.5, MST_TEXT_NONE);
  mst_flow_gap (f, 1.5);
  draw_situations (f, t, heads, fractions);
}

/* "+1 from shooting, +2 in charge or melee, +1 otherwise", from the
 * adjustment tables' row @id. */
static char *
grade_modifiers (const char *id)
{
  const MstTable *rows = chart ("resilience-situations");
  const MstTable *hold = chart ("hold-situations");
  int i = rows != NULL ? mst_table_find_row (rows, id) : -1;
  int h = hold != NULL ? mst_table_find_row (hold, id) : -1;
  g_autofree char *s = NULL, *cm = NULL, *o = NULL, *ht = NULL;

  if (i < 0 || h < 0 || mst_table_get_n_columns (rows) != 3)
    return g_strdup ("");
  s = adjustment_cell (rows, (guint) i, 0);
  cm = adjustment_cell (rows, (guint) i, 1);
  o = adjustment_cell (rows, (guint) i, 2);
  ht = adjustment_cell (hold, (guint) h, 0);
  return g_strdup_printf (_("Resilience %s from shooting, %s in charge or melee, %s in all other cases; hold test %s."),
                          s, cm, o, ht);
}

static void
draw_grades (MstFlow *f)
{
  g_autofree char *determined = grade_modifiers ("are-classed-as-determined");
  g_autofree char *lackluster = grade_modifiers ("are-classed-as-lackluster");
  g_autofree char *d = g_strdup_printf (_("%s Melee: add 1 die."), determined);
  g_autofree char *l = g_strdup_printf (_("%s Melee: remove 1 die."), lackluster);
  double label_w = mst_flow_label_column (f, 8.0, mst_grade_get_label (MST_GRADE_LACKLUSTER),
                                          mst_grade_get_label (MST_GRADE_STEADY),
                                          mst_grade_get_label (MST_GRADE_DETERMINED), NULL) + 4;

  mst_flow_section (f);
  mst_flow_gap (f, 10);
  mst_flow_caption (f, _("What each grade does"), _("Resilience; Melee Factors Tables"));
  mst_flow_paragraph (f, 0, _("Each unit’s grade is rolled after deployment against the thresholds its list entry gives, and printed on its card."),
                      7.5, MST_TEXT_NONE);
  mst_flow_gap (f, 1.5);
  mst_flow_field (f, label_w, mst_grade_get_label (MST_GRADE_DETERMINED), d, 8.0, MST_TEXT_NONE);
  mst_flow_field (f, label_w, mst_grade_get_label (MST_GRADE_STEADY),
                  _("No adjustment: the tables as they stand."), 8.0, MST_TEXT_NONE);
  mst_flow_field (f, label_w, mst_grade_get_label (MST_GRADE_LACKLUSTER), l, 8.0, MST_TEXT_NONE);
}

/* The doctrines the cards carry, spelt out: on poker cards they are
 * printed as these abbreviations. */
void
mst_dm_draw_glossary (MstFlow *f, MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  MstDoctrines present = 0;
  double label_w = 0;

  for (guint i = 0; i < units->len; i++)
    present |= mst_dm_unit_get_doctrines (g_ptr_array_index (units, i));
  if (present == 0)
    return;
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    if (present & (1u << i))
      label_w = MAX (label_w, mst_flow_label_column (f, 8.0, mst_doctrine_to_string (1u << i), NULL));

  mst_flow_section (f);
  mst_flow_gap (f, 10);
  mst_flow_caption (f, _("Doctrines on the cards"), _("Army lists, Key"));
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    {
      MstDoctrines d = 1u << i;
      g_autofree char *text = NULL;
      if (!(present & d))
        continue;
      text = g_strdup_printf ("%s: %s", mst_doctrine_get_label (d), mst_doctrine_get_reminder (d));
      mst_flow_field (f, label_w + 4, mst_doctrine_to_string (d), text, 8.0, MST_TEXT_NONE);
      mst_flow_gap (f, 1);
    }
}

/* The outcomes as the card prints them, shorter than the rules' words
 * (000:338-355). */
static const struct {
  const char *printed;
  const char *short_label;
} outcome_words[] = {
  { "Advance 2BW", N_("Advance 2 BW") },
  { "Advance 1BW", N_("Advance 1 BW") },
  { "Carry On", N_("Carry on") },
  { "Stand", N_("Stand") },
  { "Stand/Take 1 hit", N_("Stand / take 1 hit") },
  { "Forced Retire", N_("Forced retire") },
  { "Forced Retire/1 hit", N_("Forced retire / 1 hit") },
  { "Forced Retire/2 hits", N_("Forced retire / 2 hits") },
  { "Break", N_("Break") },
};

static const char *
outcome_short_label (const MstCell *cell)
{
  for (guint i = 0; i < G_N_ELEMENTS (outcome_words); i++)
    if (g_strcmp0 (cell->text, _(outcome_words[i].printed)) == 0)
      return _(outcome_words[i].short_label);
  return cell->text;
}

static void
draw_outcomes (MstFlow *f)
{
  static const double fractions[] = { 0.12, 0.22, 0.22, 0.22, 0.22 };
  const MstTable *t = chart ("resilience-outcomes");
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  g_autoptr(GPtrArray) scores = g_ptr_array_new_with_free_func (g_free);
  guint n_rows;

  if (t == NULL || mst_table_get_n_columns (t) != G_N_ELEMENTS (fractions) - 1)
    return;
  n_rows = mst_table_get_n_rows (t);
  g_ptr_array_add (cells, (gpointer) _("Score"));
  for (guint c = 0; c < mst_table_get_n_columns (t); c++)
    g_ptr_array_add (cells, (gpointer) mst_table_get_column_label (t, c));
  for (guint i = 0; i < n_rows; i++)
    {
      int lo = G_MININT, hi = G_MAXINT;
      char *score;

      if (!mst_table_get_row_band (t, i, &lo, &hi))
        score = g_strdup (mst_table_get_row_label (t, i));
      else if (hi == G_MAXINT)
        score = g_strdup_printf ("%d+", lo);
      else if (lo == G_MININT)
        score = g_strdup_printf (_("%d or less"), hi);
      else if (lo == hi)
        score = g_strdup_printf ("%d", lo);
      else
        score = g_strdup_printf ("%d–%d", lo, hi);
      g_ptr_array_add (scores, score);
      g_ptr_array_add (cells, score);
      for (guint j = 0; j < mst_table_get_n_columns (t); j++)
        g_ptr_array_add (cells, (gpointer) outcome_short_label (mst_table_get_cell (t, i, j)));
    }
  mst_flow_section (f);
  mst_flow_gap (f, 10);
  mst_flow_caption (f, _("Resilience outcomes"), _("Resilience Tests: Resilience Outcomes Table"));
  mst_flow_paragraph (f, 0, _("Throw 2D6 or 1D12 and adjust. Defending a fortification, the edge of terrain or an obstacle: an Advance becomes Carry on."),
                  7.5, MST_TEXT_NONE);
  mst_flow_gap (f, 1.5);
  mst_flow_table (f, 5, fractions, (const char *const *) cells->pdata, n_rows + 1, 8.0);
}

void
mst_dm_draw_force_sheet (MstFlow *f, MstCards *self)
{
  MstForce *force = mst_cards_get_force (self);
  MstNationList *list = mst_force_get_list (force);
  g_autofree char *title = mst_cards_dup_list_title (force);
  g_autofree char *subtitle = g_strdup_printf (_("%s, list version %u · Drums and Muskets"),
                                               title, mst_cards_get_list_version (force));
  double col_w, gap = 10.0;

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (force), subtitle, 22);
  if (list != NULL && mst_dm_list_get_rules (list) != 0)
    {
      GString *s = g_string_new (NULL);
      g_autofree char *rules = NULL;
      if (mst_dm_list_get_rules (list) & MST_LIST_RULE_ALWAYS_DEFENDER)
        g_string_append (s, _("Always the defender. "));
      if (mst_dm_list_get_rules (list) & MST_LIST_RULE_NO_FOOT_SQUARE)
        g_string_append (s, _("Foot cannot form square."));
      rules = g_string_free (s, FALSE);
      mst_flow_line (f, g_strstrip (rules), 9, MST_TEXT_ITALIC);
    }
  mst_flow_gap (f, 8);

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
  mst_flow_gap (f, 8);

  /* The baggage camp. */
  {
    const char *camp = mst_dm_force_get_baggage_camp (force);
    double box = 11;
    mst_flow_caption (f, _("Baggage camp"), _("Baggage Camp and what happens when it is captured"));
    if (camp[0] != '\0')
      mst_flow_paragraph (f, 0, camp, 9, MST_TEXT_BOLD);
    mst_flow_paragraph (f, 0, _("4 × 6 BW, deployed with the first command. Lost when enemy foot or cavalry charge into contact with it: the remaining supply dice are lost, every resilience test is at −1 for the rest of the game, and every friendly unit within 6 BW takes 1 hit."),
                    7.5, MST_TEXT_NONE);
    mst_flow_gap (f, 2);
    mst_flow_stroke_rect (f, f->x, f->y, box, box, 0.8, 0.0);
    mst_card_painter_text (f->p, f->x + box + 4, f->y, f->w - box - 4, box, _("Lost"), 9, 6,
                           MST_TEXT_MIDDLE | MST_TEXT_BOLD);
    f->y += box;
  }

  draw_command_structure (f, self);
  draw_adjustments (f);
  draw_outcomes (f);
  draw_hold_test (f);
  draw_grades (f);
  mst_dm_draw_glossary (f, force);
}

