/* mst-bc-cards.c: Brigade Command's cards: a regiment's or battery's card
 * with its own rows of the sheets' tables, a commander's card, the brigade
 * activation deck, and the force sheet with the results keys (spec §2.6).
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every number and letter comes from the rule set's derived values (what
 * `muster-cli derive` prints) or its tables (nations/brigade-command/
 * tables.xml).  A cell the extraction of the sheets damaged is printed with
 * a "?" and a number, and its note under the table: never as fact. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-bc-private.h"
#include "mst-card-set.h"
#include "mst-nation-list.h"
#include "mst-value.h"

/* What a card is; MstCard.part. */
enum { PART_UNIT, PART_COMMANDER, PART_ACTIVATION, PART_RANDOM_EVENT };

/* The die bands of the resolve and charge morale tables (003:249, 279),
 * of the fire and melee tables (003:120-128), and the morale table's fail
 * margins (003:379-389). */
static const char *const four_bands[] = { "0–3", "4–5", "6–8", "9" };
static const char *const fire_bands[] = { "0-2", "3-4", "5-6", "7-8", "9" };
static const char *const fire_band_labels[] = { "0–2", "3–4", "5–6", "7–8", "9" };
static const char *const margins[] = { "f1-4", "f5-8", "f9-12", "f13-16", "f17-20" };

typedef struct {
  MstCards *cards;
  const MstCard *card;
  MstRuleset *rs;
  MstForce *force;
  /* The notes of the unverified cells marked so far ("?1" is the
   * first), and how many of them are printed. */
  GPtrArray *notes;
  guint printed;
  double note_size;
} BcCardData;

static MstRuleset *
ruleset (void)
{
  return mst_ruleset_lookup ("brigade-command");
}

static const MstTable *
table (MstRuleset *rs, const char *id)
{
  return rs != NULL ? mst_ruleset_lookup_table (rs, id) : NULL;
}

static int
index_of (const char *const *values, const char *v)
{
  for (int i = 0; values[i] != NULL; i++)
    if (g_strcmp0 (values[i], v) == 0)
      return i;
  return -1;
}

static const char *
label_of (const char *const *values, const char *const *labels, const char *v)
{
  int i = index_of (values, v);

  return i >= 0 ? _(labels[i]) : (v != NULL ? v : "—");
}

static const char *
training_label (const char *training)
{
  return label_of (mst_bc_trainings, mst_bc_training_labels, training);
}

static const char *
morale_label (const char *morale)
{
  return label_of (mst_bc_morale_classes, mst_bc_morale_class_labels, morale);
}

static const char *
arm_label (const char *kind)
{
  if (g_strcmp0 (kind, "infantry") == 0)
    return _("Infantry");
  if (g_strcmp0 (kind, "cavalry") == 0)
    return _("Cavalry");
  if (g_strcmp0 (kind, "artillery") == 0)
    return _("Artillery");
  return kind != NULL ? kind : "—";
}

static gboolean
is_artillery (MstUnit *unit)
{
  return g_strcmp0 (mst_unit_get_kind (unit), "artillery") == 0;
}

/* "Morand’s brigade". */
static char *
command_name (MstRuleset *rs, MstCommand *command)
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
static MstCommand *
ancestor_of_level (MstCommand *command, const char *level)
{
  for (MstCommand *c = command; c != NULL; c = mst_command_get_parent (c))
    if (g_strcmp0 (mst_command_get_level (c), level) == 0)
      return c;
  return NULL;
}

/* ---- unverified cells --------------------------------------------------- */

/* The number of @cell's note among those marked on this card. */
static guint
note_number (BcCardData *d, const MstCell *cell)
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
static char *
marked (BcCardData *d, const char *text, const MstCell *cell)
{
  if (cell == NULL)
    return g_strdup ("—");
  if (cell->verified)
    return g_strdup (text);
  return g_strdup_printf ("%s?%u", text, note_number (d, cell));
}

/* The letter of a cell that lists one a training class, Green first
 * (003:209-216, 379-389): marked when the cell is, a lost letter "?N". */
static char *
training_letter (BcCardData *d, const MstCell *cell, int training)
{
  char letter[2] = { '?', '\0' };

  if (cell == NULL)
    return g_strdup ("—");
  if (training >= 0 && (size_t) training < strlen (cell->text))
    letter[0] = cell->text[training];
  if (letter[0] == '?')
    return g_strdup_printf ("?%u", note_number (d, cell));
  return marked (d, letter, cell);
}

/* The notes marked since the last printed, under the table that marked
 * them. */
static void
footnotes (MstFlow *f, BcCardData *d)
{
  g_autoptr(GString) s = NULL;

  if (d->printed >= d->notes->len)
    return;
  s = g_string_new (NULL);
  for (guint i = d->printed; i < d->notes->len; i++)
    g_string_append_printf (s, "%s?%u %s", s->len > 0 ? " " : "", i + 1,
                            (const char *) g_ptr_array_index (d->notes, i));
  d->printed = d->notes->len;
  mst_flow_gap (f, 0.6);
  mst_flow_paragraph (f, 0, s->str, d->note_size, MST_TEXT_GREY | MST_TEXT_ITALIC);
}

static void
add_cells (GPtrArray *cells, ...) G_GNUC_NULL_TERMINATED;

static void
add_cells (GPtrArray *cells, ...)
{
  va_list args;
  const char *text;

  va_start (args, cells);
  while ((text = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (cells, g_strdup (text));
  va_end (args);
}

static void
even_table (MstFlow *f, GPtrArray *cells, guint n_cols, double first, double size)
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
static void
tick_options (MstFlow *f, const char *const *labels, guint n)
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
static void
tick_row (MstFlow *f, const char *label, guint n)
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

/* ---- a regiment's or a battery's card ------------------------------ */

static char *
unit_subtitle (BcCardData *d)
{
  MstUnit *unit = d->card->unit;
  MstCommand *brigade = ancestor_of_level (d->card->command, "brigade");
  MstCommand *division = ancestor_of_level (d->card->command, "division");
  MstNationList *list = mst_force_get_list (d->force);
  g_autoptr(GString) s = g_string_new (NULL);

  if (brigade != NULL)
    {
      g_autofree char *name = command_name (d->rs, brigade);
      g_string_append_printf (s, "%s · ", name);
    }
  if (division != NULL)
    {
      g_autofree char *name = command_name (d->rs, division);
      g_string_append_printf (s, "%s · ", name);
    }
  if (d->card->command == NULL)
    g_string_append_printf (s, "%s · ", _("in no brigade"));
  if (list != NULL && mst_nation_list_get_nation (list) != NULL)
    g_string_append_printf (s, "%s · ", mst_nation_list_get_nation (list));
  g_string_append (s, arm_label (mst_unit_get_kind (unit)));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* "Trained · Steady (BF 10)", the dice, the weapon and its ranges, the
 * stands or the gun and its crew. */
static void
unit_ratings (MstFlow *f, BcCardData *d, GPtrArray *derived)
{
  MstUnit *unit = d->card->unit;
  const char *training = mst_unit_get_attr (unit, "training");
  const char *morale = mst_unit_get_attr (unit, "morale-class");
  const MstTable *tt = table (d->rs, "training");
  const MstTable *mc = table (d->rs, "morale-classes");
  const MstCell *fire = tt != NULL && training != NULL ? mst_table_lookup (tt, training, "firing-dice") : NULL;
  const MstCell *melee = tt != NULL && training != NULL ? mst_table_lookup (tt, training, "melee-dice") : NULL;
  const MstCell *bf = mc != NULL && morale != NULL ? mst_table_lookup (mc, morale, "basic-factor") : NULL;
  g_autofree char *bf_text = marked (d, bf != NULL ? bf->text : "—", bf);
  g_autofree char *fire_text = marked (d, fire != NULL ? fire->text : "—", fire);
  g_autofree char *melee_text = marked (d, melee != NULL ? melee->text : "—", melee);
  /* TRANSLATORS: a regiment's training and morale class: "Veteran · Steady (BF 10)" */
  g_autofree char *rating = g_strdup_printf (_("%s · %s (BF %s)"), training_label (training), morale_label (morale),
                                             bf_text);
  g_autofree char *dice = g_strdup_printf (_("Firing %s · Melee %s"), fire_text, melee_text);
  const char *weapon = mst_unit_get_attr (unit, "weapon");
  const char *ranges = mst_derived_lookup (derived, "ranges");
  g_autofree char *weapon_text = NULL;
  double label_w = mst_flow_label_column (f, MST_FLOW_SMALL, _("Weapon"), _("Dice"), NULL);
  guint full = mst_bc_unit_full_stands (unit);

  mst_flow_section (f);
  mst_flow_line (f, rating, MST_FLOW_BODY + 1.0, MST_TEXT_BOLD);
  mst_flow_gap (f, 1.0);
  mst_flow_field (f, label_w, _("Dice"), dice, MST_FLOW_SMALL, MST_TEXT_BOLD);
  if (weapon != NULL)
    {
      weapon_text = g_strdup_printf ("%s: %s", mst_ruleset_attr_value_label (d->rs, "weapon", weapon),
                                     ranges != NULL ? ranges : "—");
      mst_flow_field (f, label_w, _("Weapon"), weapon_text, MST_FLOW_SMALL, MST_TEXT_NONE);
    }
  if (!is_artillery (unit))
    mst_flow_paragraph (f, 0, _("−1 firing die a stand lost, never below 1; rifles and carbines +1 a stand when stationary. Disordered −1."),
                        MST_FLOW_CAPTION, MST_TEXT_GREY);
  footnotes (f, d);
  mst_flow_gap (f, 1.5);
  if (is_artillery (unit))
    {
      GArray *components = mst_unit_get_components (unit);
      guint crew = mst_components_count (components, "crew");
      g_autofree char *guns = g_strdup_printf (_("Guns (%u)"), MAX (full, 1));
      g_autofree char *crew_label = g_strdup_printf (_("Crew (%u)"), crew > 0 ? crew : 4);

      tick_row (f, guns, MAX (full, 1));
      tick_row (f, crew_label, crew > 0 ? crew : 4);
    }
  else
    {
      g_autofree char *stands = g_strdup_printf (_("Stands (%u)"), full);
      tick_row (f, stands, full);
    }
}

/* The movement table's rows for the unit's arm (003:52-68), and its
 * charge and double-time moves (003:70-101). */
static const struct {
  const char *key;
  const char *label;
} formations[] = {
  { "infantry-column", N_("Column") },
  { "infantry-line", N_("Line") },
  { "infantry-extended", N_("Extended") },
  { "skirmishers", N_("Skirmish") },
  { "cavalry-column", N_("Column") },
  { "cavalry-line", N_("Line") },
  { "cavalry-dismounted", N_("Dismounted") },
  { "artillery-limbered", N_("Limbered") },
  { "artillery-manhandled", N_("Manhandled") },
};

static void
unit_movement (MstFlow *f, BcCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *kind = mst_unit_get_kind (unit);
  const MstTable *t = table (d->rs, "movement");
  const MstTable *ch = table (d->rs, "charge-movement");
  const MstTable *dt = table (d->rs, "double-time");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = g_strdup_printf ("%s-", kind != NULL ? kind : "");
  gboolean infantry = g_strcmp0 (kind, "infantry") == 0;

  if (t == NULL || mst_table_get_n_columns (t) != 7)
    return;
  mst_flow_section (f);
  mst_flow_caption (f, _("Movement (inches)"), "003:52-68");
  {
    /* A column a formation, a row a terrain: eight columns of terrain do
     * not fit a poker card. */
    const char *terrain[] = {
      C_("terrain", "Road, track"), C_("terrain", "Open"), C_("terrain", "Rough, ford"), C_("terrain", "Dense wood"),
      C_("terrain", "Wood"), C_("terrain", "Swamp, marsh"), C_("terrain", "Steep slope"),
    };
    int rows[G_N_ELEMENTS (formations)];
    guint n = 0;

    for (guint i = 0; i < G_N_ELEMENTS (formations); i++)
      if ((g_str_has_prefix (formations[i].key, prefix) || (infantry && g_str_equal (formations[i].key, "skirmishers")))
          && (rows[n] = mst_table_find_row (t, formations[i].key)) >= 0)
        {
          if (n == 0)
            g_ptr_array_add (cells, g_strdup (_("Terrain")));
          g_ptr_array_add (cells, g_strdup (_(formations[i].label)));
          n++;
        }
    if (n == 0)
      return;
    for (guint c = 0; c < G_N_ELEMENTS (terrain); c++)
      {
        g_ptr_array_add (cells, g_strdup (terrain[c]));
        for (guint i = 0; i < n; i++)
          {
            const MstCell *cell = mst_table_get_cell (t, (guint) rows[i], c);
            g_ptr_array_add (cells, marked (d, cell->text, cell));
          }
      }
    even_table (f, cells, n + 1, 0.3, MST_FLOW_TABLE);
  }
  mst_flow_paragraph (f, 0, _("▲ dismount to pass · • impassable to cavalry · ■ impassable to guns. A formation step costs ½ move."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
  footnotes (f, d);

  if (ch != NULL && !is_artillery (unit))
    {
      g_ptr_array_set_size (cells, 0);
      mst_flow_section (f);
      mst_flow_gap (f, 1.5);
      mst_flow_caption (f, _("Charge move"), "003:90-101");
      add_cells (cells, _("Formation"), C_("terrain", "Open"), C_("terrain", "Rough"), C_("terrain", "Woods"),
                 C_("terrain", "Downhill"), C_("terrain", "Steep"), NULL);
      for (guint i = 0; i < G_N_ELEMENTS (formations); i++)
        {
          int row;
          if (!g_str_has_prefix (formations[i].key, prefix) || (row = mst_table_find_row (ch, formations[i].key)) < 0)
            continue;
          /* Only French infantry may charge in column (003:101). */
          if (g_str_equal (formations[i].key, "infantry-column") && !mst_bc_may_charge_in_column (d->force, unit))
            continue;
          g_ptr_array_add (cells, g_strdup (_(formations[i].label)));
          for (guint c = 0; c < mst_table_get_n_columns (ch) && c < 5; c++)
            {
              const MstCell *cell = mst_table_get_cell (ch, (guint) row, c);
              g_ptr_array_add (cells, marked (d, cell->text, cell));
            }
        }
      even_table (f, cells, 6, 0.25, MST_FLOW_TABLE);
      footnotes (f, d);
    }

  if (dt != NULL)
    {
      int row = mst_table_find_row (dt, kind);
      if (row >= 0)
        {
          g_autofree char *road = marked (d, mst_table_get_cell (dt, (guint) row, 0)->text, mst_table_get_cell (dt, (guint) row, 0));
          g_autofree char *open = marked (d, mst_table_get_cell (dt, (guint) row, 1)->text, mst_table_get_cell (dt, (guint) row, 1));
          g_autofree char *both = marked (d, mst_table_get_cell (dt, (guint) row, 2)->text, mst_table_get_cell (dt, (guint) row, 2));
          g_autofree char *text = g_strdup_printf (is_artillery (unit)
                                                   ? _("Double time, limbered: road %s · open %s · both %s. Not within 10″ of enemy cavalry or 4″ of any enemy; a normal move between two.")
                                                   : _("Double time, in column: road %s · open %s · both %s. Not within 10″ of enemy cavalry or 4″ of any enemy; a normal move between two."),
                                                   road, open, both);
          mst_flow_section (f);
          mst_flow_gap (f, 1.0);
          mst_flow_paragraph (f, 0, text, MST_FLOW_SMALL, MST_TEXT_NONE);
          footnotes (f, d);
        }
    }
}

/* How it wheels and forms square (003:84-88). */
static void
unit_training (MstFlow *f, BcCardData *d, GPtrArray *derived)
{
  const char *wheeling = mst_derived_lookup (derived, "wheeling");
  const char *square = mst_derived_lookup (derived, "forming-square");
  const char *column = mst_derived_lookup (derived, "column-charge");
  double label_w = mst_flow_label_column (f, MST_FLOW_SMALL, _("Wheeling"), _("Square"), NULL);

  if (wheeling == NULL && square == NULL)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.0);
  if (wheeling != NULL)
    mst_flow_field (f, label_w, _("Wheeling"), wheeling, MST_FLOW_SMALL, MST_TEXT_NONE);
  if (square != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("%s from line or column, or back"), square);
      mst_flow_field (f, label_w, _("Square"), text, MST_FLOW_SMALL, MST_TEXT_NONE);
    }
  if (g_strcmp0 (column, "yes") == 0)
    mst_flow_paragraph (f, 0, _("French infantry: may charge in column."), MST_FLOW_SMALL, MST_TEXT_BOLD);
}

/* The unit's Out of Command row: its training's column (003:38-49). */
static void
unit_out_of_command (MstFlow *f, BcCardData *d, const char *training)
{
  const MstTable *t = table (d->rs, "out-of-command");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  int col = t != NULL && training != NULL ? mst_table_find_column (t, training) : -1;

  if (col < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Out of command, 1D10"), "003:38-49");
  g_ptr_array_add (cells, g_strdup (_("Die")));
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    g_ptr_array_add (cells, g_strdup (mst_table_get_row_label (t, r)));
  g_ptr_array_add (cells, g_strdup (training_label (training)));
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      const MstCell *cell = mst_table_get_cell (t, r, (guint) col);
      g_ptr_array_add (cells, marked (d, cell->text, cell));
    }
  even_table (f, cells, mst_table_get_n_rows (t) + 1, 0.25, MST_FLOW_TABLE);
  footnotes (f, d);
}

/* The Attacker's Resolve letters of its morale class and training, a
 * die each (003:209-216). */
static void
unit_attacker_resolve (MstFlow *f, BcCardData *d, const char *morale, int training)
{
  const MstTable *t = table (d->rs, "attacker-resolve");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  int row = t != NULL && morale != NULL ? mst_table_find_row (t, morale) : -1;
  guint n = t != NULL ? mst_table_get_n_columns (t) : 0;

  if (row < 0 || training < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Attacker’s resolve, 1D10"), "003:209-216");
  /* Two rows of five dice: eleven columns do not fit a poker card. */
  for (guint half = 0; half < 2; half++)
    {
      g_ptr_array_add (cells, g_strdup (_("Die")));
      for (guint c = half * n / 2; c < (half + 1) * n / 2; c++)
        g_ptr_array_add (cells, g_strdup (mst_table_get_column_label (t, c)));
      g_ptr_array_add (cells, g_strdup (_("Result")));
      for (guint c = half * n / 2; c < (half + 1) * n / 2; c++)
        g_ptr_array_add (cells, training_letter (d, mst_table_get_cell (t, (guint) row, c), training));
    }
  even_table (f, cells, n / 2 + 1, 0.25, MST_FLOW_TABLE);
  footnotes (f, d);
}

/* A cell of four results, one a die band (003:249, 279), as four cells;
 * a lost cell as four dashes. */
static void
add_band_cells (BcCardData *d, GPtrArray *cells, const MstCell *cell)
{
  g_auto(GStrv) tokens = cell != NULL ? g_strsplit (cell->text, " ", -1) : NULL;
  guint n = tokens != NULL ? g_strv_length (tokens) : 0;

  for (guint b = 0; b < 4; b++)
    {
      if (cell == NULL || n < 4 || g_str_equal (tokens[b], "?"))
        g_ptr_array_add (cells, cell != NULL && !cell->verified ? g_strdup_printf ("?%u", note_number (d, cell))
                                                                 : g_strdup ("—"));
      else
        g_ptr_array_add (cells, marked (d, tokens[b], cell));
    }
}

/* Defender's Resolve: a row an order for its morale class and training
 * (003:249-258). */
static void
unit_defender_resolve (MstFlow *f, BcCardData *d, const char *row_key)
{
  const MstTable *t = table (d->rs, "defender-resolve");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  int row = t != NULL ? mst_table_find_row (t, row_key) : -1;

  if (row < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Defender’s resolve, 1D10"), "003:249-258");
  g_ptr_array_add (cells, g_strdup (_("Order")));
  for (guint b = 0; b < 4; b++)
    g_ptr_array_add (cells, g_strdup (four_bands[b]));
  for (guint o = 0; mst_bc_orders[o] != NULL; o++)
    {
      int col = mst_table_find_column (t, mst_bc_orders[o]);
      g_ptr_array_add (cells, g_strdup (_(mst_bc_order_labels[o])));
      add_band_cells (d, cells, col >= 0 ? mst_table_get_cell (t, (guint) row, (guint) col) : NULL);
    }
  even_table (f, cells, 5, 0.28, MST_FLOW_TABLE);
  footnotes (f, d);
}

/* Charge Morale: the attacker's row and the defender's by order
 * (003:277-290); about half the table was lost. */
static void
unit_charge_morale (MstFlow *f, BcCardData *d, const char *row_key)
{
  const MstTable *t = table (d->rs, "charge-morale");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  int row = t != NULL ? mst_table_find_row (t, row_key) : -1;
  static const struct { const char *key; const char *label; } sides[] = {
    { "attacker", N_("Attacker") },
    { "assault", N_("Def. Assault") },
    { "advance", N_("Def. Advance") },
    { "engage", N_("Def. Engage") },
    { "hold", N_("Def. Hold") },
    { "retire", N_("Def. Retire") },
  };

  if (row < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Charge morale, 1D10"), "003:277-290");
  g_ptr_array_add (cells, g_strdup (_("Who")));
  for (guint b = 0; b < 4; b++)
    g_ptr_array_add (cells, g_strdup (four_bands[b]));
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      int col = mst_table_find_column (t, sides[s].key);
      /* Guns do not charge. */
      if (s == 0 && is_artillery (d->card->unit))
        continue;
      g_ptr_array_add (cells, g_strdup (_(sides[s].label)));
      add_band_cells (d, cells, col >= 0 ? mst_table_get_cell (t, (guint) row, (guint) col) : NULL);
    }
  even_table (f, cells, 5, 0.32, MST_FLOW_TABLE);
  footnotes (f, d);
}

/* The Morale Table: its morale class, a row an order, its training's
 * letter (003:379-389). */
static void
unit_morale (MstFlow *f, BcCardData *d, const char *morale, int training, GPtrArray *derived)
{
  const MstTable *t = table (d->rs, "morale-table");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  const char *bf = mst_derived_lookup (derived, "basic-factor");
  g_autofree char *rule = g_strdup_printf (_("2D10, 0 counts 10, plus modifiers: below BF %s passes; else read what it failed by. Keys on the force sheet."),
                                           bf != NULL ? bf : "—");

  if (t == NULL || morale == NULL || training < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Morale table"), "003:355-389");
  add_cells (cells, _("Failed by"), "1–4", "5–8", "9–12", "13–16", "17–20", NULL);
  for (guint o = 0; mst_bc_orders[o] != NULL; o++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%s", morale, mst_bc_orders[o]);
      int row = mst_table_find_row (t, key);

      g_ptr_array_add (cells, g_strdup (_(mst_bc_order_labels[o])));
      for (guint m = 0; m < G_N_ELEMENTS (margins); m++)
        {
          int col = mst_table_find_column (t, margins[m]);
          g_ptr_array_add (cells, row >= 0 && col >= 0
                                  ? training_letter (d, mst_table_get_cell (t, (guint) row, (guint) col), training)
                                  : g_strdup ("—"));
        }
    }
  even_table (f, cells, 6, 0.25, MST_FLOW_TABLE);
  mst_flow_paragraph (f, 0, rule, MST_FLOW_CAPTION, MST_TEXT_GREY);
  footnotes (f, d);
}

/* A battery's block of the Artillery Firing Table for its crew's
 * training: canister, short, medium and long letters (003:157-190). */
static void
unit_artillery_block (MstFlow *f, BcCardData *d, const char *training)
{
  const MstTable *t = table (d->rs, "artillery");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  if (t == NULL || training == NULL)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Artillery fire: best die"), "003:157-190");
  add_cells (cells, _("Die"), C_("target", "Line"), C_("target", "Col/sq"), C_("target", "Ext."),
             C_("target", "Skirm."), C_("target", "Cav."), C_("target", "Unlim."), C_("target", "Limb."), NULL);
  for (guint b = 0; b < G_N_ELEMENTS (fire_bands); b++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%s", training, fire_bands[b]);
      int row = mst_table_find_row (t, key);

      g_ptr_array_add (cells, g_strdup (fire_band_labels[b]));
      for (guint c = 0; c < 7; c++)
        {
          const MstCell *cell = row >= 0 && c < mst_table_get_n_columns (t) ? mst_table_get_cell (t, (guint) row, c) : NULL;
          g_ptr_array_add (cells, cell != NULL ? marked (d, cell->text, cell) : g_strdup ("—"));
        }
    }
  even_table (f, cells, 8, 0.1, MST_FLOW_TABLE);
  mst_flow_paragraph (f, 0, _("Letters: canister, short, medium, long. Dice as the crew’s training, ± modifiers, at least 1; the best (lowest) die reads."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
  footnotes (f, d);
}

static void
draw_unit_card (MstFlow *f, BcCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *training = mst_unit_get_attr (unit, "training");
  const char *morale = mst_unit_get_attr (unit, "morale-class");
  int t_index = index_of (mst_bc_trainings, training);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive (d->rs, d->force, unit);
  g_autofree char *subtitle = unit_subtitle (d);
  g_autofree char *row_key = g_strdup_printf ("%s-%s", morale != NULL ? morale : "", training != NULL ? training : "");
  const char *conditions[] = { _("Disordered"), _("Shaken"), _("Routing") };
  /* Assault, Advance, Engage, Hold, Retire (003:25-34). */
  const char *orders[5];

  for (guint o = 0; o < G_N_ELEMENTS (orders); o++)
    orders[o] = _(mst_bc_order_labels[o]);
  mst_flow_header (f, mst_card_unit_name (unit), subtitle);
  if (training == NULL || morale == NULL)
    {
      mst_flow_paragraph (f, 0, _("It needs a training and a morale class before its tables can be printed."),
                          MST_FLOW_BODY, MST_TEXT_ITALIC);
      return;
    }
  unit_ratings (f, d, derived);
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Condition"), NULL);
  tick_options (f, conditions, G_N_ELEMENTS (conditions));
  mst_flow_caption (f, _("Current order"), "003:25-34");
  tick_options (f, orders, G_N_ELEMENTS (orders));
  mst_flow_gap (f, 1.5);
  unit_movement (f, d);
  unit_training (f, d, derived);
  if (is_artillery (unit))
    unit_artillery_block (f, d, training);
  unit_out_of_command (f, d, training);
  if (!is_artillery (unit))
    unit_attacker_resolve (f, d, morale, t_index);
  unit_defender_resolve (f, d, row_key);
  unit_charge_morale (f, d, row_key);
  unit_morale (f, d, morale, t_index, derived);
}

/* ---- a commander's card ------------------------------------------------- */

/* The orders a division or brigade may be given, a box each, with what
 * each asks of those under it (003:17-23). */
static void
commander_orders (MstFlow *f, BcCardData *d, gboolean division)
{
  const MstTable *t = table (d->rs, division ? "orders-to-divisions" : "orders-to-brigades");
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
      g_autofree char *req = cell != NULL ? marked (d, cell->text, cell) : g_strdup ("");
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
  footnotes (f, d);
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
      g_autofree char *above = parent != NULL ? command_name (d->rs, parent) : NULL;
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
      g_autofree char *name = command_name (d->rs, g_ptr_array_index (under, i));
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
big_mark (MstFlow *f, const char *text)
{
  double size = mst_flow_size (f, 40.0);
  double h = mst_flow_line_height (f, 40.0) + 6.0 * f->s;

  mst_flow_gap (f, 4.0);
  mst_card_painter_text (f->p, f->x, f->y, f->w, h, text, size, size, MST_TEXT_BOLD | MST_TEXT_CENTER | MST_TEXT_MIDDLE);
  f->y += h;
  mst_flow_gap (f, 4.0);
}

static void
draw_activation_card (MstFlow *f, BcCardData *d)
{
  MstCommand *command = d->card->command;
  MstCommand *division = ancestor_of_level (mst_command_get_parent (command), "division");
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  g_autoptr(GString) units = g_string_new (NULL);
  g_autofree char *title = command_name (d->rs, command);
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
      g_autofree char *above = command_name (d->rs, division);
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
  big_mark (f, number);
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
  big_mark (f, "?");
  mst_flow_paragraph (f, 0, _("Shuffled into the Brigade Cards when the scenario calls for it (003:8). When it is drawn, the scenario’s random event happens."),
                      MST_FLOW_BODY, MST_TEXT_NONE);
  mst_flow_gap (f, 2.0);
  mst_flow_paragraph (f, 0, _("The sheets list no events: the scenario gives them."), MST_FLOW_CAPTION, MST_TEXT_GREY);
}

static void
bc_card_content (MstFlow *f, MstCards *cards, const MstCard *card)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  BcCardData d = { cards, card, ruleset (), mst_cards_get_force (cards), notes, 0, MST_FLOW_CAPTION };

  if (d.rs == NULL)
    return;
  switch (card->part)
    {
    case PART_UNIT: draw_unit_card (f, &d); break;
    case PART_COMMANDER: draw_commander_card (f, &d); break;
    case PART_ACTIVATION: draw_activation_card (f, &d); break;
    default: draw_random_event_card (f, &d); break;
    }
}

/* ---- the force sheet ---------------------------------------------------- */

/* A whole table of the rule set: its rows' labels and every column, each
 * unverified cell marked and its note under it. */
static void
sheet_chart (MstFlow *f, BcCardData *d, const char *id, double first)
{
  const MstTable *t = table (d->rs, id);
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
          g_ptr_array_add (cells, marked (d, cell->text, cell));
        }
    }
  mst_flow_section (f);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, mst_table_get_title (t), mst_table_get_source (t));
  even_table (f, cells, n_cols, first, 8.0);
  for (const char *const *note = mst_table_get_notes (t); note != NULL && *note != NULL; note++)
    mst_flow_paragraph (f, 0, *note, 7.0, MST_TEXT_GREY);
  footnotes (f, d);
}

/* Each commander: his level, rating, radius and load. */
static void
sheet_commanders (MstFlow *f, BcCardData *d)
{
  static const double fractions[] = { 0.3, 0.2, 0.16, 0.14, 0.2 };
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  add_cells (cells, _("Commander"), _("Level"), _("Rating"), _("Radius"), _("Under command"), NULL);
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

  add_cells (cells, _("Unit"), _("Brigade"), _("Arm"), _("Training, morale"), _("BF"), _("Fire"), _("Melee"), NULL);
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
      g_ptr_array_add (cells, command != NULL ? command_name (d->rs, command) : g_strdup ("—"));
      g_ptr_array_add (cells, g_strdup (arm_label (mst_unit_get_kind (unit))));
      g_ptr_array_add (cells, g_strdup_printf ("%s, %s", training_label (mst_unit_get_attr (unit, "training")),
                                               morale_label (mst_unit_get_attr (unit, "morale-class"))));
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
  add_cells (cells, _("+1 to the roll (worse)"), _("−1 from the roll (better)"), NULL);
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

static void
bc_sheet_content (MstFlow *f, MstCards *cards)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  BcCardData d = { cards, NULL, ruleset (), mst_cards_get_force (cards), notes, 0, 7.0 };
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
static void
bc_roster_content (MstFlow *f, MstCards *cards)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  BcCardData d = { cards, NULL, ruleset (), mst_cards_get_force (cards), notes, 0, 7.0 };
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

const MstCardSet mst_bc_card_set = {
  .collect = bc_collect,
  .card_content = bc_card_content,
  .sheet_content = bc_sheet_content,
  .roster_content = bc_roster_content,
};
