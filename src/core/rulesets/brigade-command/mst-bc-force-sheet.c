/* mst-bc-force-sheet.c: Brigade Command's force sheet (the commanders,
 * the morale modifiers, every results key, the orders tables and the turn
 * sequence) and its roster.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-bc-cards-private.h"
#include "mst-nation-list.h"
#include "mst-value.h"

/* ---- the force sheet ---------------------------------------------------- */

/* A whole table of the rule set: its rows' labels and every column, each
 * unverified cell marked and its note under it. */
static void
sheet_chart (MstFlow *f, BcCardData *d, const char *id, double first)
{
  const MstTable *t = bc_table (d->rs, id);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint n_cols;

  if (t == NULL)
    return;
  n_cols = mst_table_get_n_columns (t) + 1;
  g_ptr_array_add (cells, g_strdup (mst_table_get_rows_label (t)));
  for (guint c = 0; c + 1 < n_cols; c++)
    g_ptr_array_add (cells, g_strdup (mst_table_get_column_label (t, c)));
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      g_ptr_array_add (cells, g_strdup (mst_table_get_row_label (t, r)));
      for (guint c = 0; c + 1 < n_cols; c++)
        {
          const MstCell *cell = mst_table_get_cell (t, r, c);
          g_ptr_array_add (cells, bc_marked (d, cell->text, cell));
        }
    }
  mst_flow_section (f);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, mst_table_get_title (t), mst_table_get_source (t));
  bc_even_table (f, cells, n_cols, first, 8.0);
  for (const char *const *note = mst_table_get_notes (t); note != NULL && *note != NULL; note++)
    mst_flow_paragraph (f, 0, *note, 7.0, MST_TEXT_GREY);
  bc_footnotes (f, d);
}

/* Each commander: his level, rating, radius and load. */
static void
sheet_commanders (MstFlow *f, BcCardData *d)
{
  static const double fractions[] = { 0.3, 0.2, 0.16, 0.14, 0.2 };
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  bc_add_cells (cells, _("Commander"), _("Level"), _("Rating"), _("Radius"), _("Under command"), NULL);
  for (guint i = 0; i <= commands->len; i++)
    {
      MstCommand *c = i > 0 ? g_ptr_array_index (commands, i - 1) : NULL;
      MstGeneral *g = c != NULL ? mst_command_get_general (c) : mst_force_get_commander (d->force);
      g_autoptr(GPtrArray) derived = mst_ruleset_derive_command (d->rs, d->force, c);
      const char *rating = mst_general_get_attr (g, "rating");
      const char *radius = mst_derived_lookup (derived, "command-radius");
      const char *load = mst_derived_lookup (derived, "load");

      g_ptr_array_add (cells, g_strdup (mst_card_general_name (g)));
      g_ptr_array_add (cells, g_strdup (c != NULL ? mst_ruleset_level_label (d->rs, mst_command_get_level (c))
                                                  : _("Army or corps")));
      g_ptr_array_add (cells, g_strdup (rating != NULL ? mst_ruleset_attr_value_label (d->rs, "rating", rating) : "—"));
      g_ptr_array_add (cells, radius != NULL ? g_strdup_printf ("%s″", radius) : g_strdup ("—"));
      g_ptr_array_add (cells, g_strdup (load != NULL ? load : "—"));
    }
  mst_flow_table (f, 5, fractions, (const char *const *) cells->pdata, cells->len / 5, 8.0);
}

/* Each regiment and battery: where it is and what it rolls. */
static void
sheet_units (MstFlow *f, BcCardData *d)
{
  static const double fractions[] = { 0.24, 0.2, 0.11, 0.2, 0.09, 0.08, 0.08 };
  g_autoptr(GPtrArray) units = mst_force_list_units (d->force);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  bc_add_cells (cells, _("Unit"), _("Brigade"), _("Arm"), _("Training, morale"), _("BF"), _("Fire"), _("Melee"), NULL);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      g_autoptr(GPtrArray) derived = mst_ruleset_derive (d->rs, d->force, unit);
      MstCommand *command = NULL;
      const char *bf = mst_derived_lookup (derived, "basic-factor");
      const char *fire = mst_derived_lookup (derived, "firing-dice");
      const char *melee = mst_derived_lookup (derived, "melee-dice");

      mst_force_locate_unit (d->force, unit, &command, NULL);
      g_ptr_array_add (cells, g_strdup (mst_card_unit_name (unit)));
      g_ptr_array_add (cells, command != NULL ? bc_command_name (d->rs, command) : g_strdup ("—"));
      g_ptr_array_add (cells, g_strdup (bc_arm_label (mst_unit_get_kind (unit))));
      g_ptr_array_add (cells, g_strdup_printf ("%s, %s", bc_training_label (mst_unit_get_attr (unit, "training")),
                                               bc_morale_label (mst_unit_get_attr (unit, "morale-class"))));
      g_ptr_array_add (cells, g_strdup (bf != NULL ? bf : "—"));
      g_ptr_array_add (cells, g_strdup (fire != NULL ? fire : "—"));
      g_ptr_array_add (cells, g_strdup (melee != NULL ? melee : "—"));
    }
  mst_flow_table (f, 7, fractions, (const char *const *) cells->pdata, cells->len / 7, 8.0);
}

/* The ordinary morale test's modifiers, worse and better side by side
 * (003:361-377), as the rule set's morale test takes them. */
static void
sheet_morale_modifiers (MstFlow *f, BcCardData *d)
{
  static const double fractions[] = { 0.5, 0.5 };
  g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (d->rs);
  g_autoptr(GPtrArray) worse = g_ptr_array_new ();
  g_autoptr(GPtrArray) better = g_ptr_array_new ();
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  MstTestInfo *morale = NULL;

  for (guint i = 0; i < tests->len && morale == NULL; i++)
    if (g_str_equal (((MstTestInfo *) g_ptr_array_index (tests, i))->id, "morale"))
      morale = g_ptr_array_index (tests, i);
  if (morale == NULL)
    return;
  for (guint i = 0; i < morale->modifiers->len; i++)
    {
      MstTestModifier *m = g_ptr_array_index (morale->modifiers, i);
      /* A modifier that lowers the target makes the roll worse. */
      g_ptr_array_add (m->target < 0 ? worse : better, m->text);
    }
  bc_add_cells (cells, _("+1 to the roll (worse)"), _("−1 from the roll (better)"), NULL);
  for (guint i = 0; i < MAX (worse->len, better->len); i++)
    {
      g_ptr_array_add (cells, g_strdup (i < worse->len ? g_ptr_array_index (worse, i) : ""));
      g_ptr_array_add (cells, g_strdup (i < better->len ? g_ptr_array_index (better, i) : ""));
    }
  mst_flow_section (f);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, _("Ordinary morale test"), "003:355-377");
  mst_flow_paragraph (f, 0, _("2D10, 0 counts 10, plus modifiers: a score below the unit’s Basic Factor passes; else read the margin on the Morale Table row of its card."),
                      8.0, MST_TEXT_NONE);
  mst_flow_table (f, 2, fractions, (const char *const *) cells->pdata, cells->len / 2, 8.0);
}

static char *
sheet_subtitle (MstForce *force)
{
  g_autofree char *title = mst_cards_dup_list_title (force);

  return g_strdup_printf (_("%s, list version %u · Brigade Command"), title, mst_cards_get_list_version (force));
}

void
bc_sheet_content (MstFlow *f, MstCards *cards)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  BcCardData d = { cards, NULL, bc_ruleset (), mst_cards_get_force (cards), notes, 0, 7.0 };
  g_autofree char *subtitle = sheet_subtitle (d.force);
  static const struct { const char *id; double first; } keys[] = {
    { "turn-sequence", 0.05 },
    { "out-of-command-results", 0.1 },
    { "firing-results", 0.1 },
    { "attacker-resolve-results", 0.1 },
    { "defender-resolve-results", 0.08 },
    { "charge-morale-results", 0.06 },
    { "morale-results", 0.08 },
    { "melee-results", 0.1 },
    { "orders-to-divisions", 0.2 },
    { "orders-to-brigades", 0.2 },
    { "regimental-orders", 0.2 },
  };

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (d.force), subtitle, 22);
  if (d.rs == NULL)
    return;
  mst_flow_paragraph (f, 0, _("Letters on the cards are read here. A “?” and a number marks a cell the sheets’ text left damaged: its note says how it was read. Tables are D10 read 0–9; a low die is good for the roller."),
                      8.0, MST_TEXT_NONE);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, _("Commanders"), "003:36");
  sheet_commanders (f, &d);
  sheet_morale_modifiers (f, &d);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    sheet_chart (f, &d, keys[i].id, keys[i].first);
}

/* The force at a glance: its commanders and its regiments. */
void
bc_roster_content (MstFlow *f, MstCards *cards)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  BcCardData d = { cards, NULL, bc_ruleset (), mst_cards_get_force (cards), notes, 0, 7.0 };
  g_autofree char *subtitle = sheet_subtitle (d.force);

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (d.force), subtitle, 18);
  if (d.rs == NULL)
    return;
  mst_flow_gap (f, 8);
  mst_flow_caption (f, _("Commanders"), "003:36");
  sheet_commanders (f, &d);
  mst_flow_section (f);
  mst_flow_gap (f, 8);
  mst_flow_caption (f, _("Regiments and batteries"), NULL);
  sheet_units (f, &d);
}

