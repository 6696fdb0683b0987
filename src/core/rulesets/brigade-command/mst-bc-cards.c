/* mst-bc-cards.c: Brigade Command's cards: a regiment's or battery's card
 * with its own rows of the sheets' tables, a commander's card, the brigade
 * activation deck (spec §2.6); the regiment's card is in mst-bc-unit-card.c, the
 * force sheet with the results keys in mst-bc-force-sheet.c.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every number and letter comes from the rule set's derived values (what
 * `muster-cli derive` prints) or its tables (nations/brigade-command/
 * tables.xml).  A cell the extraction of the sheets damaged is printed with
 * a "?" and a number, and its note under the table: never as fact. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-bc-cards-private.h"
#include "mst-nation-list.h"
#include "mst-value.h"

/* The die bands of the resolve and charge morale tables (003:249, 279),
 * of the fire and melee tables (003:120-128), and the morale table's fail
 * margins (003:379-389). */
const char *const bc_four_bands[] = { "0–3", "4–5", "6–8", "9" };
const char *const bc_fire_bands[] = { "0-2", "3-4", "5-6", "7-8", "9" };
const char *const bc_fire_band_labels[] = { "0–2", "3–4", "5–6", "7–8", "9" };
const char *const bc_margins[] = { "f1-4", "f5-8", "f9-12", "f13-16", "f17-20" };

MstRuleset *
bc_ruleset (void)
{
  return mst_ruleset_lookup ("brigade-command");
}

const MstTable *
bc_table (MstRuleset *rs, const char *id)
{
  return rs != NULL ? mst_ruleset_lookup_table (rs, id) : NULL;
}

const char *
bc_label_of (const char *const *values, const char *const *labels, const char *v)
{
  int i = mst_bc_index_of (values, v);

  return i >= 0 ? _(labels[i]) : (v != NULL ? v : "—");
}

const char *
bc_training_label (const char *training)
{
  return bc_label_of (mst_bc_trainings, mst_bc_training_labels, training);
}

const char *
bc_morale_label (const char *morale)
{
  return bc_label_of (mst_bc_morale_classes, mst_bc_morale_class_labels, morale);
}

const char *
bc_arm_label (const char *kind)
{
  if (g_strcmp0 (kind, "infantry") == 0)
    return _("Infantry");
  if (g_strcmp0 (kind, "cavalry") == 0)
    return _("Cavalry");
  if (g_strcmp0 (kind, "artillery") == 0)
    return _("Artillery");
  return kind != NULL ? kind : "—";
}

gboolean
bc_is_artillery (MstUnit *unit)
{
  return g_strcmp0 (mst_unit_get_kind (unit), "artillery") == 0;
}

/* "Morand’s brigade". */
char *
bc_command_name (MstRuleset *rs, MstCommand *command)
{
  const char *level = mst_command_get_level (command);
  const char *name = mst_card_general_name (mst_command_get_general (command));

  if (g_strcmp0 (level, "division") == 0)
    /* TRANSLATORS: a division by its commander's name */
    return g_strdup_printf (_("%s’s division"), name);
  if (g_strcmp0 (level, "brigade") == 0)
    /* TRANSLATORS: a brigade by its commander's name */
    return g_strdup_printf (_("%s’s brigade"), name);
  return g_strdup_printf (_("%s’s command"), name);
}

/* The brigade and division a command is, or is in. */
MstCommand *
bc_ancestor_of_level (MstCommand *command, const char *level)
{
  for (MstCommand *c = command; c != NULL; c = mst_command_get_parent (c))
    if (g_strcmp0 (mst_command_get_level (c), level) == 0)
      return c;
  return NULL;
}

/* ---- unverified cells --------------------------------------------------- */

/* The number of @cell's note among those marked on this card. */
guint
bc_note_number (BcCardData *d, const MstCell *cell)
{
  const char *note = cell->note != NULL ? cell->note : _("The sheet’s text of this cell is damaged.");

  for (guint i = 0; i < d->notes->len; i++)
    if (g_str_equal (g_ptr_array_index (d->notes, i), note))
      return i + 1;
  g_ptr_array_add (d->notes, g_strdup (note));
  return d->notes->len;
}

/* @text as the card prints it from @cell: marked "?N" when the cell is
 * unverified. */
char *
bc_marked (BcCardData *d, const char *text, const MstCell *cell)
{
  if (cell == NULL)
    return g_strdup ("—");
  if (cell->verified)
    return g_strdup (text);
  return g_strdup_printf ("%s?%u", text, bc_note_number (d, cell));
}

/* The letter of a cell that lists one a training class, Green first
 * (003:209-216, 379-389): marked when the cell is, a lost letter "?N". */
char *
bc_training_letter (BcCardData *d, const MstCell *cell, int training)
{
  char letter[2] = { '?', '\0' };

  if (cell == NULL)
    return g_strdup ("—");
  if (training >= 0 && (size_t) training < strlen (cell->text))
    letter[0] = cell->text[training];
  if (letter[0] == '?')
    return g_strdup_printf ("?%u", bc_note_number (d, cell));
  return bc_marked (d, letter, cell);
}

/* The notes marked since the last printed, under the table that marked
 * them. */
void
bc_footnotes (MstFlow *f, BcCardData *d)
{
  g_autoptr(GString) s = NULL;

  if (d->printed >= d->notes->len)
    return;
  s = g_string_new (NULL);
  for (guint i = d->printed; i < d->notes->len; i++)
    g_string_append_printf (s, "%s?%u %s", s->len > 0 ? " " : "", i + 1,
                            (const char *) g_ptr_array_index (d->notes, i));
  d->printed = d->notes->len;
  /* On a business card the notes may follow their table on to the next
   * card. */
  if (mst_cards_get_layout (d->cards) == MST_CARD_LAYOUT_BUSINESS)
    mst_flow_section_in_order (f);
  mst_flow_gap (f, 0.6);
  mst_flow_paragraph (f, 0, s->str, d->note_size, MST_TEXT_GREY | MST_TEXT_ITALIC);
}

void
bc_add_cells (GPtrArray *cells, ...)
{
  va_list args;
  const char *text;

  va_start (args, cells);
  while ((text = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (cells, g_strdup (text));
  va_end (args);
}

void
bc_even_table (MstFlow *f, GPtrArray *cells, guint n_cols, double first, double size)
{
  g_autofree double *fractions = g_new (double, n_cols);

  fractions[0] = first;
  for (guint c = 1; c < n_cols; c++)
    fractions[c] = (1.0 - first) / (n_cols - 1);
  mst_flow_table (f, n_cols, fractions, (const char *const *) cells->pdata, cells->len / n_cols, size);
}

/* ---- tick boxes --------------------------------------------------------- */

/* Boxes with their words, as many to a line as fit: a unit's condition,
 * its order. */
void
bc_tick_options (MstFlow *f, const char *const *labels, guint n)
{
  double box = MST_FLOW_TICK;
  double h = MAX (mst_flow_line_height (f, MST_FLOW_BODY), box + 1.6);
  double size = mst_flow_size (f, MST_FLOW_BODY);
  guint per_row = n;
  double slot;

  for (; per_row > 1; per_row--)
    {
      gboolean fits = TRUE;
      for (guint i = 0; i < n; i++)
        if (box + 2.5 * f->s + mst_card_painter_measure_line (f->p, labels[i], size, MST_TEXT_BOLD) + 1.0 >
            f->w / per_row)
          fits = FALSE;
      if (fits)
        break;
    }
  slot = f->w / per_row;
  for (guint i = 0; i < n; i++)
    {
      double x = f->x + (i % per_row) * slot;
      double y = f->y + (i / per_row) * (h + 1.0 * f->s);
      mst_flow_stroke_rect (f, x, y + 0.8 * f->s, box, box, 0.6, 0.0);
      mst_card_painter_text (f->p, x + box + 1.5 * f->s, y, slot - box - 2.5 * f->s, h, labels[i], size, size,
                             MST_TEXT_BOLD | MST_TEXT_WRAP);
    }
  f->y += ((n + per_row - 1) / per_row) * (h + 1.0 * f->s);
}

/* "Stands" and a box for each, wrapping onto further lines. */
void
bc_tick_row (MstFlow *f, const char *label, guint n)
{
  double box = MST_FLOW_TICK;
  double size = mst_flow_size (f, MST_FLOW_BODY);
  double label_w = mst_card_painter_measure_line (f->p, label, size, MST_TEXT_BOLD) + 3.0 * f->s;
  double pitch = box + 2.0 * f->s;
  double h = MAX (mst_flow_line_height (f, MST_FLOW_BODY), box + 1.6);
  guint per_line;

  if (n == 0)
    return;
  label_w = MIN (label_w, f->w * 0.45);
  per_line = MAX (1, (guint) ((f->w - label_w) / pitch));
  mst_card_painter_text (f->p, f->x, f->y, label_w - 2.0 * f->s, h, label, size, size,
                         MST_TEXT_BOLD | MST_TEXT_WRAP);
  for (guint i = 0; i < n; i++)
    mst_flow_stroke_rect (f, f->x + label_w + (i % per_line) * pitch, f->y + (i / per_line) * (h + 1.0 * f->s) + 0.8 * f->s,
                          box, box, 0.6, 0.0);
  f->y += ((n + per_line - 1) / per_line) * (h + 1.0 * f->s);
}

/* ---- what is printed -------------------------------------------------- */

static void
append_units (GArray *cards, MstCommand *command)
{
  for (guint j = 0; j < mst_command_get_n_units (command); j++)
    {
      MstCard card = { .unit = mst_command_get_unit (command, j), .command = command, .part = PART_UNIT };
      g_array_append_val (cards, card);
    }
}

/* The commanders in the order of the tree, each followed by the regiments
 * and batteries directly under him; then the activation deck: a card a
 * brigade and the Random Event card (003:5-13). */
static GArray *
bc_collect (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  GListModel *unassigned = mst_force_get_unassigned (force);
  MstCard top = { .general = mst_force_get_commander (force), .part = PART_COMMANDER };
  MstCard event = { .general = mst_force_get_commander (force), .part = PART_RANDOM_EVENT };

  g_array_append_val (cards, top);
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      MstCard card = { .general = mst_command_get_general (c), .command = c, .part = PART_COMMANDER };

      g_array_append_val (cards, card);
      append_units (cards, c);
    }
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      /* The force holds it: the card outlives this reference. */
      MstCard card = { .unit = unit, .part = PART_UNIT };
      g_array_append_val (cards, card);
    }
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      MstCard card = { .general = mst_command_get_general (c), .command = c, .part = PART_ACTIVATION };

      if (g_strcmp0 (mst_command_get_level (c), "brigade") == 0)
        g_array_append_val (cards, card);
    }
  g_array_append_val (cards, event);
  return cards;
}

/* ---- a commander's card ------------------------------------------------- */

/* The orders a division or brigade may be given, a box each, with what
 * each asks of those under it (003:17-23). */
static void
commander_orders (MstFlow *f, BcCardData *d, gboolean division)
{
  const MstTable *t = bc_table (d->rs, division ? "orders-to-divisions" : "orders-to-brigades");
  double box = MST_FLOW_TICK;
  double size = mst_flow_size (f, MST_FLOW_SMALL);
  double label_w = 0;

  if (t == NULL)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Current order"), division ? "003:17-19" : "003:21-23");
  for (guint o = 0; mst_bc_formation_orders[o] != NULL; o++)
    label_w = MAX (label_w, mst_card_painter_measure_line (f->p, _(mst_bc_formation_order_labels[o]), size, MST_TEXT_BOLD));
  label_w = MIN (label_w + 3.0 * f->s, f->w * 0.4);
  for (guint o = 0; mst_bc_formation_orders[o] != NULL; o++)
    {
      int row = mst_table_find_row (t, mst_bc_formation_orders[o]);
      const MstCell *cell = row >= 0 ? mst_table_get_cell (t, (guint) row, 0) : NULL;
      g_autofree char *req = cell != NULL ? bc_marked (d, cell->text, cell) : g_strdup ("");
      double x = f->x + box + 2.0 * f->s;
      double text_w = f->w - (box + 2.0 * f->s) - label_w;
      double h = MAX (box + 1.6, mst_card_painter_measure (f->p, text_w, req, size, MST_TEXT_WRAP));

      h = MAX (h, mst_card_painter_measure (f->p, label_w - 2.0 * f->s, _(mst_bc_formation_order_labels[o]), size, MST_TEXT_BOLD | MST_TEXT_WRAP));
      mst_flow_stroke_rect (f, f->x, f->y + 0.5 * f->s, box, box, 0.6, 0.0);
      mst_card_painter_text (f->p, x, f->y, label_w - 2.0 * f->s, h,
                             _(mst_bc_formation_order_labels[o]), size, size,
                             MST_TEXT_BOLD | MST_TEXT_WRAP);
      mst_card_painter_text (f->p, x + label_w, f->y, text_w, h, req, size, size, MST_TEXT_WRAP | MST_TEXT_GREY);
      f->y += h + 1.2 * f->s;
    }
  bc_footnotes (f, d);
}

static void
draw_commander_card (MstFlow *f, BcCardData *d)
{
  MstCommand *command = d->card->command;
  MstGeneral *general = d->card->general;
  const char *level = command != NULL ? mst_command_get_level (command) : NULL;
  gboolean division = g_strcmp0 (level, "division") == 0;
  gboolean brigade = g_strcmp0 (level, "brigade") == 0;
  const char *rating = mst_general_get_attr (general, "rating");
  g_autoptr(GPtrArray) derived = mst_ruleset_derive_command (d->rs, d->force, command);
  g_autoptr(GPtrArray) under = mst_force_list_subcommands (d->force, command);
  g_autoptr(GString) subs = g_string_new (NULL);
  g_autofree char *subtitle = NULL;
  const char *radius = mst_derived_lookup (derived, "command-radius");
  const char *capacity = mst_derived_lookup (derived, "units-under-command");
  const char *load = mst_derived_lookup (derived, "load");
  double label_w = mst_flow_label_column (f, MST_FLOW_BODY, _("Rating"), _("Radius"), _("Commands"), NULL);
  const char *reminder;

  if (brigade || division)
    {
      MstCommand *parent = mst_command_get_parent (command);
      g_autofree char *above = parent != NULL ? bc_command_name (d->rs, parent) : NULL;
      const char *what = brigade ? _("Brigade commander") : _("Divisional commander");
      subtitle = above != NULL ? g_strdup_printf ("%s · %s", what, above) : g_strdup (what);
    }
  else if (command != NULL)
    subtitle = g_strdup (mst_ruleset_level_label (d->rs, level));
  else
    subtitle = g_strdup (_("Army or corps commander"));
  mst_flow_header (f, mst_card_general_name (general), subtitle);

  mst_flow_section (f);
  {
    g_autofree char *radius_text = radius != NULL ? g_strdup_printf ("%s″", radius) : g_strdup ("—");
    /* TRANSLATORS: a commander's load: "3/4 now (4 under command)" */
    g_autofree char *load_text = capacity != NULL ? g_strdup_printf (_("%s now (%s under command)"), load, capacity)
                                                  : g_strdup (load != NULL ? load : "—");
    mst_flow_field (f, label_w, _("Rating"), rating != NULL ? mst_ruleset_attr_value_label (d->rs, "rating", rating)
                                                            : _("none: rate him"), MST_FLOW_BODY, MST_TEXT_BOLD);
    mst_flow_field (f, label_w, _("Radius"), radius_text, MST_FLOW_BODY, MST_TEXT_BOLD);
    mst_flow_field (f, label_w, _("Commands"), load_text, MST_FLOW_BODY, MST_TEXT_BOLD);
  }

  for (guint i = 0; i < under->len; i++)
    {
      g_autofree char *name = bc_command_name (d->rs, g_ptr_array_index (under, i));
      g_string_append_printf (subs, "%s%s", subs->len > 0 ? " · " : "", name);
    }
  if (command != NULL)
    for (guint i = 0; i < mst_command_get_n_units (command); i++)
      g_string_append_printf (subs, "%s%s", subs->len > 0 ? " · " : "",
                              mst_card_unit_name (mst_command_get_unit (command, i)));
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Under his command"), "003:36");
  mst_flow_paragraph (f, 0, subs->len > 0 ? subs->str : _("No one yet."), MST_FLOW_SMALL, MST_TEXT_NONE);

  if (brigade || division)
    commander_orders (f, d, division);
  else
    {
      mst_flow_section (f);
      mst_flow_gap (f, 1.5);
      mst_flow_caption (f, _("Orders"), "003:3-19");
      mst_flow_paragraph (f, 0, _("Gives his divisions their orders (Seize, Support, Hold, Manoeuvre, Fighting Withdrawal) in step 3 of the turn, or makes a “lucky guess”. Couriers ride 20″ in any terrain."),
                          MST_FLOW_SMALL, MST_TEXT_NONE);
    }

  if (brigade)
    reminder = _("Units within 5″ of him take −1 on their morale rolls (better). His brigade takes +1 the turn he is lost; his death within 12″ makes a unit test.");
  else if (division)
    reminder = _("Units within 5″ of him take −1 on their morale rolls (better); his death within 12″ makes a unit test.");
  else
    reminder = _("Units within 6″ of him take −1 on their morale rolls (better); his death within 12″ makes a unit test.");
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Morale"), "003:355-377");
  mst_flow_paragraph (f, 0, reminder, MST_FLOW_SMALL, MST_TEXT_NONE);
}

/* ---- the activation deck ---------------------------------------------- */

/* A big number or word in the middle of the card. */
static void
big_mark (MstFlow *f, MstCards *cards, const char *text)
{
  /* Smaller on a business card, which is short. */
  double points = mst_cards_get_layout (cards) == MST_CARD_LAYOUT_BUSINESS ? 26.0 : 40.0;
  double size = mst_flow_size (f, points);
  double h = mst_flow_line_height (f, points) + 6.0 * f->s;

  mst_flow_gap (f, 4.0);
  mst_card_painter_text (f->p, f->x, f->y, f->w, h, text, size, size, MST_TEXT_BOLD | MST_TEXT_CENTER | MST_TEXT_MIDDLE);
  f->y += h;
  mst_flow_gap (f, 4.0);
}

static void
draw_activation_card (MstFlow *f, BcCardData *d)
{
  MstCommand *command = d->card->command;
  MstCommand *division = bc_ancestor_of_level (mst_command_get_parent (command), "division");
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  g_autoptr(GString) units = g_string_new (NULL);
  g_autofree char *title = bc_command_name (d->rs, command);
  g_autofree char *subtitle = NULL;
  g_autofree char *number = NULL;
  guint n = 0, of = 0;

  for (guint i = 0; i < commands->len; i++)
    if (g_strcmp0 (mst_command_get_level (g_ptr_array_index (commands, i)), "brigade") == 0)
      {
        of++;
        if (g_ptr_array_index (commands, i) == command)
          n = of;
      }
  number = g_strdup_printf ("%u", n);
  if (division != NULL)
    {
      g_autofree char *above = bc_command_name (d->rs, division);
      /* TRANSLATORS: "Brigade card 1 of 5 · Saint-Hilaire’s division" */
      subtitle = g_strdup_printf (_("Brigade card %u of %u · %s"), n, of, above);
    }
  else
    subtitle = g_strdup_printf (_("Brigade card %u of %u"), n, of);
  for (guint i = 0; i < mst_command_get_n_units (command); i++)
    g_string_append_printf (units, "%s%s", units->len > 0 ? " · " : "",
                            mst_card_unit_name (mst_command_get_unit (command, i)));

  mst_flow_header (f, title, subtitle);
  mst_flow_section (f);
  big_mark (f, d->cards, number);
  mst_flow_paragraph (f, 0, _("Drawn from the activation deck: this brigade’s regiments take their turn."),
                      MST_FLOW_BODY, MST_TEXT_BOLD);
  mst_flow_gap (f, 2.0);
  mst_flow_paragraph (f, 0, units->len > 0 ? units->str : _("No regiments yet."), MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_gap (f, 2.0);
  mst_flow_paragraph (f, 0, _("A card a brigade; shuffle the deck at the end of every turn (003:5-15)."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
}

static void
draw_random_event_card (MstFlow *f, BcCardData *d)
{
  mst_flow_header (f, _("Random Event"), _("Activation deck"));
  mst_flow_section (f);
  big_mark (f, d->cards, "?");
  mst_flow_paragraph (f, 0, _("Shuffled into the Brigade Cards when the scenario calls for it (003:8). When it is drawn, the scenario’s random event happens."),
                      MST_FLOW_BODY, MST_TEXT_NONE);
  mst_flow_gap (f, 2.0);
  mst_flow_paragraph (f, 0, _("The sheets list no events: the scenario gives them."), MST_FLOW_CAPTION, MST_TEXT_GREY);
}

static void
bc_card_content (MstFlow *f, MstCards *cards, const MstCard *card)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  BcCardData d = { cards, card, bc_ruleset (), mst_cards_get_force (cards), notes, 0, MST_FLOW_CAPTION };

  if (d.rs == NULL)
    return;
  switch (card->part)
    {
    case PART_UNIT: bc_draw_unit_card (f, &d); break;
    case PART_COMMANDER: draw_commander_card (f, &d); break;
    case PART_ACTIVATION: draw_activation_card (f, &d); break;
    default: draw_random_event_card (f, &d); break;
    }
}

const MstCardSet mst_bc_card_set = {
  .collect = bc_collect,
  .card_content = bc_card_content,
  .sheet_content = bc_sheet_content,
  .roster_content = bc_roster_content,
};
