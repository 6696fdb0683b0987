/* mst-bc-unit-card.c: Brigade Command's card of a regiment or a battery:
 * its ratings, dice, ranges, stands, condition and orders, movement, and
 * its own rows of the sheets' tables (spec §2.6).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-bc-cards-private.h"
#include "mst-nation-list.h"
#include "mst-value.h"

/* ---- a regiment's or a battery's card ------------------------------ */

static char *
unit_subtitle (BcCardData *d)
{
  MstUnit *unit = d->card->unit;
  MstCommand *brigade = bc_ancestor_of_level (d->card->command, "brigade");
  MstCommand *division = bc_ancestor_of_level (d->card->command, "division");
  MstNationList *list = mst_force_get_list (d->force);
  g_autoptr(GString) s = g_string_new (NULL);

  if (brigade != NULL)
    {
      g_autofree char *name = bc_command_name (d->rs, brigade);
      g_string_append_printf (s, "%s · ", name);
    }
  if (division != NULL)
    {
      g_autofree char *name = bc_command_name (d->rs, division);
      g_string_append_printf (s, "%s · ", name);
    }
  if (d->card->command == NULL)
    g_string_append_printf (s, "%s · ", _("in no brigade"));
  if (list != NULL && mst_nation_list_get_nation (list) != NULL)
    g_string_append_printf (s, "%s · ", mst_nation_list_get_nation (list));
  g_string_append (s, bc_arm_label (mst_unit_get_kind (unit)));
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
  const MstTable *tt = bc_table (d->rs, "training");
  const MstTable *mc = bc_table (d->rs, "morale-classes");
  const MstCell *fire = tt != NULL && training != NULL ? mst_table_lookup (tt, training, "firing-dice") : NULL;
  const MstCell *melee = tt != NULL && training != NULL ? mst_table_lookup (tt, training, "melee-dice") : NULL;
  const MstCell *bf = mc != NULL && morale != NULL ? mst_table_lookup (mc, morale, "basic-factor") : NULL;
  g_autofree char *bf_text = bc_marked (d, bf != NULL ? bf->text : "—", bf);
  g_autofree char *fire_text = bc_marked (d, fire != NULL ? fire->text : "—", fire);
  g_autofree char *melee_text = bc_marked (d, melee != NULL ? melee->text : "—", melee);
  /* TRANSLATORS: a regiment's training and morale class: "Veteran · Steady (BF 10)" */
  g_autofree char *rating = g_strdup_printf (_("%s · %s (BF %s)"), bc_training_label (training), bc_morale_label (morale),
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
  if (!bc_is_artillery (unit))
    mst_flow_paragraph (f, 0, _("−1 firing die a stand lost, never below 1; rifles and carbines +1 a stand when stationary. Disordered −1."),
                        MST_FLOW_CAPTION, MST_TEXT_GREY);
  bc_footnotes (f, d);
  mst_flow_gap (f, 1.5);
  if (bc_is_artillery (unit))
    {
      GArray *components = mst_unit_get_components (unit);
      guint crew = mst_components_count (components, "crew");
      g_autofree char *guns = g_strdup_printf (_("Guns (%u)"), MAX (full, 1));
      g_autofree char *crew_label = g_strdup_printf (_("Crew (%u)"), crew > 0 ? crew : 4);

      bc_tick_row (f, guns, MAX (full, 1));
      bc_tick_row (f, crew_label, crew > 0 ? crew : 4);
    }
  else
    {
      g_autofree char *stands = g_strdup_printf (_("Stands (%u)"), full);
      bc_tick_row (f, stands, full);
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
  const MstTable *t = bc_table (d->rs, "movement");
  const MstTable *ch = bc_table (d->rs, "charge-movement");
  const MstTable *dt = bc_table (d->rs, "double-time");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = g_strdup_printf ("%s-", kind != NULL ? kind : "");
  gboolean infantry = g_strcmp0 (kind, "infantry") == 0;

  if (t == NULL || mst_table_get_n_columns (t) != 7)
    return;
  mst_flow_section (f);
  {
    /* TRANSLATORS: "Movement (inches)", "Movement (cm)" */
    g_autofree char *caption = g_strdup_printf (_("Movement (%s)"),
                                                mst_distance_unit_word (mst_cards_get_distances (d->cards)));
    mst_flow_caption (f, caption, "003:52-68");
  }
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
            g_autofree char *moved = mst_inches_convert_bare (mst_cards_get_distances (d->cards), cell->text);
            g_ptr_array_add (cells, bc_marked (d, moved, cell));
          }
      }
    bc_even_table (f, cells, n + 1, 0.3, MST_FLOW_TABLE);
  }
  mst_flow_paragraph (f, 0, _("▲ dismount to pass · • impassable to cavalry · ■ impassable to guns. A formation step costs ½ move."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
  bc_footnotes (f, d);

  if (ch != NULL && !bc_is_artillery (unit))
    {
      g_ptr_array_set_size (cells, 0);
      mst_flow_section (f);
      mst_flow_gap (f, 1.5);
      {
        /* TRANSLATORS: "Charge move (inches)" */
        g_autofree char *caption = g_strdup_printf (_("Charge move (%s)"),
                                                    mst_distance_unit_word (mst_cards_get_distances (d->cards)));
        mst_flow_caption (f, caption, "003:90-101");
      }
      bc_add_cells (cells, _("Formation"), C_("terrain", "Open"), C_("terrain", "Rough"), C_("terrain", "Woods"),
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
              g_autofree char *moved = mst_inches_convert_bare (mst_cards_get_distances (d->cards), cell->text);
              g_ptr_array_add (cells, bc_marked (d, moved, cell));
            }
        }
      bc_even_table (f, cells, 6, 0.25, MST_FLOW_TABLE);
      bc_footnotes (f, d);
    }

  if (dt != NULL)
    {
      int row = mst_table_find_row (dt, kind);
      if (row >= 0)
        {
          MstDistanceUnit measure = mst_cards_get_distances (d->cards);
          g_autofree char *road_in = mst_inches_convert_bare (measure, mst_table_get_cell (dt, (guint) row, 0)->text);
          g_autofree char *open_in = mst_inches_convert_bare (measure, mst_table_get_cell (dt, (guint) row, 1)->text);
          g_autofree char *both_in = mst_inches_convert_bare (measure, mst_table_get_cell (dt, (guint) row, 2)->text);
          g_autofree char *road = bc_marked (d, road_in, mst_table_get_cell (dt, (guint) row, 0));
          g_autofree char *open = bc_marked (d, open_in, mst_table_get_cell (dt, (guint) row, 1));
          g_autofree char *both = bc_marked (d, both_in, mst_table_get_cell (dt, (guint) row, 2));
          g_autofree char *text = g_strdup_printf (bc_is_artillery (unit)
                                                   ? _("Double time, limbered: road %s · open %s · both %s. Not within 10″ of enemy cavalry or 4″ of any enemy; a normal move between two.")
                                                   : _("Double time, in column: road %s · open %s · both %s. Not within 10″ of enemy cavalry or 4″ of any enemy; a normal move between two."),
                                                   road, open, both);
          mst_flow_section (f);
          mst_flow_gap (f, 1.0);
          mst_flow_paragraph (f, 0, text, MST_FLOW_SMALL, MST_TEXT_NONE);
          bc_footnotes (f, d);
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
  const MstTable *t = bc_table (d->rs, "out-of-command");
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
  g_ptr_array_add (cells, g_strdup (bc_training_label (training)));
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      const MstCell *cell = mst_table_get_cell (t, r, (guint) col);
      g_ptr_array_add (cells, bc_marked (d, cell->text, cell));
    }
  bc_even_table (f, cells, mst_table_get_n_rows (t) + 1, 0.25, MST_FLOW_TABLE);
  bc_footnotes (f, d);
}

/* The Attacker's Resolve letters of its morale class and training, a
 * die each (003:209-216). */
static void
unit_attacker_resolve (MstFlow *f, BcCardData *d, const char *morale, int training)
{
  const MstTable *t = bc_table (d->rs, "attacker-resolve");
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
        g_ptr_array_add (cells, bc_training_letter (d, mst_table_get_cell (t, (guint) row, c), training));
    }
  bc_even_table (f, cells, n / 2 + 1, 0.25, MST_FLOW_TABLE);
  bc_footnotes (f, d);
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
        g_ptr_array_add (cells, cell != NULL && !cell->verified ? g_strdup_printf ("?%u", bc_note_number (d, cell))
                                                                 : g_strdup ("—"));
      else
        g_ptr_array_add (cells, bc_marked (d, tokens[b], cell));
    }
}

/* Defender's Resolve: a row an order for its morale class and training
 * (003:249-258). */
static void
unit_defender_resolve (MstFlow *f, BcCardData *d, const char *row_key)
{
  const MstTable *t = bc_table (d->rs, "defender-resolve");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  int row = t != NULL ? mst_table_find_row (t, row_key) : -1;

  if (row < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Defender’s resolve, 1D10"), "003:249-258");
  g_ptr_array_add (cells, g_strdup (_("Order")));
  for (guint b = 0; b < 4; b++)
    g_ptr_array_add (cells, g_strdup (bc_four_bands[b]));
  for (guint o = 0; mst_bc_orders[o] != NULL; o++)
    {
      int col = mst_table_find_column (t, mst_bc_orders[o]);
      g_ptr_array_add (cells, g_strdup (_(mst_bc_order_labels[o])));
      add_band_cells (d, cells, col >= 0 ? mst_table_get_cell (t, (guint) row, (guint) col) : NULL);
    }
  bc_even_table (f, cells, 5, 0.28, MST_FLOW_TABLE);
  bc_footnotes (f, d);
}

/* Charge Morale: the attacker's row and the defender's by order
 * (003:277-290); about half the table was lost. */
static void
unit_charge_morale (MstFlow *f, BcCardData *d, const char *row_key)
{
  const MstTable *t = bc_table (d->rs, "charge-morale");
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
    g_ptr_array_add (cells, g_strdup (bc_four_bands[b]));
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      int col = mst_table_find_column (t, sides[s].key);
      /* Guns do not charge. */
      if (s == 0 && bc_is_artillery (d->card->unit))
        continue;
      g_ptr_array_add (cells, g_strdup (_(sides[s].label)));
      add_band_cells (d, cells, col >= 0 ? mst_table_get_cell (t, (guint) row, (guint) col) : NULL);
    }
  bc_even_table (f, cells, 5, 0.32, MST_FLOW_TABLE);
  bc_footnotes (f, d);
}

/* The Morale Table: its morale class, a row an order, its training's
 * letter (003:379-389). */
static void
unit_morale (MstFlow *f, BcCardData *d, const char *morale, int training, GPtrArray *derived)
{
  const MstTable *t = bc_table (d->rs, "morale-table");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  const char *bf = mst_derived_lookup (derived, "basic-factor");
  g_autofree char *rule = g_strdup_printf (_("2D10, 0 counts 10, plus modifiers: below BF %s passes; else read what it failed by. Keys on the force sheet."),
                                           bf != NULL ? bf : "—");

  if (t == NULL || morale == NULL || training < 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Morale table"), "003:355-389");
  bc_add_cells (cells, _("Failed by"), "1–4", "5–8", "9–12", "13–16", "17–20", NULL);
  for (guint o = 0; mst_bc_orders[o] != NULL; o++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%s", morale, mst_bc_orders[o]);
      int row = mst_table_find_row (t, key);

      g_ptr_array_add (cells, g_strdup (_(mst_bc_order_labels[o])));
      for (guint m = 0; m < G_N_ELEMENTS (bc_margins); m++)
        {
          int col = mst_table_find_column (t, bc_margins[m]);
          g_ptr_array_add (cells, row >= 0 && col >= 0
                                  ? bc_training_letter (d, mst_table_get_cell (t, (guint) row, (guint) col), training)
                                  : g_strdup ("—"));
        }
    }
  bc_even_table (f, cells, 6, 0.25, MST_FLOW_TABLE);
  mst_flow_paragraph (f, 0, rule, MST_FLOW_CAPTION, MST_TEXT_GREY);
  bc_footnotes (f, d);
}

/* A battery's block of the Artillery Firing Table for its crew's
 * training: canister, short, medium and long letters (003:157-190). */
static void
unit_artillery_block (MstFlow *f, BcCardData *d, const char *training)
{
  const MstTable *t = bc_table (d->rs, "artillery");
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  if (t == NULL || training == NULL)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Artillery fire: best die"), "003:157-190");
  bc_add_cells (cells, _("Die"), C_("target", "Line"), C_("target", "Col/sq"), C_("target", "Ext."),
             C_("target", "Skirm."), C_("target", "Cav."), C_("target", "Unlim."), C_("target", "Limb."), NULL);
  for (guint b = 0; b < G_N_ELEMENTS (bc_fire_bands); b++)
    {
      g_autofree char *key = g_strdup_printf ("%s-%s", training, bc_fire_bands[b]);
      int row = mst_table_find_row (t, key);

      g_ptr_array_add (cells, g_strdup (bc_fire_band_labels[b]));
      for (guint c = 0; c < 7; c++)
        {
          const MstCell *cell = row >= 0 && c < mst_table_get_n_columns (t) ? mst_table_get_cell (t, (guint) row, c) : NULL;
          g_ptr_array_add (cells, cell != NULL ? bc_marked (d, cell->text, cell) : g_strdup ("—"));
        }
    }
  bc_even_table (f, cells, 8, 0.1, MST_FLOW_TABLE);
  mst_flow_paragraph (f, 0, _("Letters: canister, short, medium, long. Dice as the crew’s training, ± modifiers, at least 1; the best (lowest) die reads."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
  bc_footnotes (f, d);
}

void
bc_draw_unit_card (MstFlow *f, BcCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *training = mst_unit_get_attr (unit, "training");
  const char *morale = mst_unit_get_attr (unit, "morale-class");
  int t_index = mst_bc_index_of (mst_bc_trainings, training);
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
  bc_tick_options (f, conditions, G_N_ELEMENTS (conditions));
  mst_flow_caption (f, _("Current order"), "003:25-34");
  bc_tick_options (f, orders, G_N_ELEMENTS (orders));
  mst_flow_gap (f, 1.5);
  unit_movement (f, d);
  unit_training (f, d, derived);
  if (bc_is_artillery (unit))
    unit_artillery_block (f, d, training);
  unit_out_of_command (f, d, training);
  if (!bc_is_artillery (unit))
    unit_attacker_resolve (f, d, morale, t_index);
  unit_defender_resolve (f, d, row_key);
  unit_charge_morale (f, d, row_key);
  unit_morale (f, d, morale, t_index, derived);
}

