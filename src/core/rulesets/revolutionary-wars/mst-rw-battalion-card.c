/* mst-rw-battalion-card.c: Revolutionary Wars' battalion card: its
 * platoons to tick off, its state, its per-formation grid, single values,
 * weapon lines, disorder thresholds and footprints (spec §1.6).  Every
 * number is its list's; a list of examples says so on every card.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mst-nation-list.h"
#include "mst-rules.h"
#include "mst-rw-cards-private.h"
#include "mst-value.h"

/* ---- a battalion's card --------------------------------------------- */

/* The grid's rows: the per-formation stats, each under the name the rules
 * give it, since players look them up by name (001:1137-1138, 2123):
 * the labels are the rule set's own (mst-rw-ruleset.c). */
static const char *const grid_rows[] = {
  "move-terrain", "stand-front", "stand-flank", "shock", "reform", "react",
};


/* Boxes with their words and a reminder beside each: the battalion's
 * state (001:589-619). */
static void
state_rows (MstFlow *f)
{
  const char *labels[] = { _("Solid"), _("Shaken"), _("Shattered") };
  const char *reminders[] = {
    _("Re-roll failed dice, except Firepower."),
    _("No re-rolls."),
    _("Re-roll successful dice, except Rally, Firepower and Reform. May only Shoot or Reform; cannot React, "
      "change formation, about face or spike guns."),
  };
  double box = MST_FLOW_TICK;
  double size = mst_flow_size (f, MST_FLOW_SMALL);
  double label_w = 0;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    label_w = MAX (label_w, mst_card_painter_measure_line (f->p, labels[i], size, MST_TEXT_BOLD));
  label_w += 3.0 * f->s;
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      double x = f->x + box + 2.0 * f->s;
      double text_w = f->w - (box + 2.0 * f->s) - label_w;
      double h = MAX (box + 1.6, mst_card_painter_measure (f->p, text_w, reminders[i], size, MST_TEXT_WRAP));

      mst_flow_stroke_rect (f, f->x, f->y + 0.5 * f->s, box, box, 0.6, 0.0);
      mst_card_painter_text (f->p, x, f->y, label_w, h, labels[i], size, size, MST_TEXT_BOLD);
      mst_card_painter_text (f->p, x + label_w, f->y, text_w, h, reminders[i], size, size, MST_TEXT_WRAP);
      f->y += h + 1.0 * f->s;
    }
}

/* A row of boxes to tick off a kind's platoons, wrapping; the Centre
 * Platoon's box (@centre, or -1) in the middle, marked "C" above it. */
static void
platoon_boxes (MstFlow *f, const char *label, guint n, int centre)
{
  double box = MST_FLOW_TICK;
  double size = mst_flow_size (f, MST_FLOW_SMALL);
  double cap = mst_flow_size (f, MST_FLOW_CAPTION);
  double head_h = centre >= 0 ? mst_flow_line_height (f, MST_FLOW_CAPTION) : 0;
  double label_w = MIN (mst_card_painter_measure_line (f->p, label, size, MST_TEXT_BOLD) + 3.0 * f->s, f->w * 0.45);
  double pitch = box + 2.0 * f->s;
  double line_h = MAX (mst_flow_line_height (f, MST_FLOW_SMALL), box + 1.6) + head_h;
  guint per_line;
  double label_h;

  if (n == 0)
    return;
  per_line = MAX (1, (guint) ((f->w - label_w) / pitch));
  label_h = mst_card_painter_measure (f->p, label_w - 2.0 * f->s, label, size, MST_TEXT_BOLD | MST_TEXT_WRAP);
  mst_card_painter_text (f->p, f->x, f->y + head_h, label_w - 2.0 * f->s, label_h, label, size, size,
                         MST_TEXT_BOLD | MST_TEXT_WRAP);
  for (guint i = 0; i < n; i++)
    {
      double x = f->x + label_w + (i % per_line) * pitch;
      double y = f->y + (i / per_line) * (line_h + 1.0 * f->s);

      if ((int) i == centre)
        mst_card_painter_text (f->p, x - 1.0 * f->s, y, box + 2.0 * f->s, head_h, "C", cap, cap,
                               MST_TEXT_BOLD | MST_TEXT_CENTER);
      mst_flow_stroke_rect (f, x, y + head_h + 0.8 * f->s, box, box, (int) i == centre ? 1.4 : 0.6, 0.0);
    }
  f->y += MAX (((n + per_line - 1) / per_line) * (line_h + 1.0 * f->s), label_h + head_h + 1.0 * f->s);
}

static void
unit_composition (MstFlow *f, RwCardData *d, GPtrArray *derived)
{
  MstUnit *unit = d->card->unit;
  GArray *components = mst_unit_get_components (unit);
  const char *wiped = mst_derived_lookup (derived, "wiped-out");
  g_autoptr(GString) comp = g_string_new (NULL);
  g_autofree char *destroyed = NULL;
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  mst_flow_section (f);
  mst_flow_caption (f, _("Platoons"), "001:144-205");
  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      const MstComponent *c = &g_array_index (components, MstComponent, i);
      const MstRwPlatoonKind *k = mst_rw_platoon_kind (c->role);
      g_autofree char *base = NULL;

      if (c->count == 0)
        continue;
      if (comp->len > 0)
        g_string_append (comp, " + ");
      if (k == NULL)
        {
          g_string_append_printf (comp, "%u × %s", c->count, c->role);
          continue;
        }
      base = rw_base_text (k);
      g_string_append_printf (comp, "%u × %s (%s, %s)", c->count, _(k->label), _(k->figures), base);
      if (k == p.centre)
        /* TRANSLATORS: after "8 × Line Infantry (4 figures, …)" */
        g_string_append (comp, _(", the Centre Platoon among them"));
    }
  mst_flow_paragraph (f, 0, comp->len > 0 ? comp->str : _("No platoons yet."), MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_gap (f, 1.5);
  /* A box a platoon, the Centre Platoon in the middle of its kind's row:
   * losses come off the flanks and it goes last (001:1562-1567). */
  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      const MstComponent *c = &g_array_index (components, MstComponent, i);
      const MstRwPlatoonKind *k = mst_rw_platoon_kind (c->role);

      if (c->count == 0)
        continue;
      platoon_boxes (f, k != NULL ? _(k->label) : c->role, c->count,
                     k != NULL && k == p.centre ? (int) (c->count / 2) : -1);
    }
  if (p.centre != NULL)
    mst_flow_paragraph (f, 0, _("C: the Centre Platoon (colonel, colours, musicians), removed last."),
                        MST_FLOW_CAPTION, MST_TEXT_GREY);
  /* TRANSLATORS: "Wiped out: destroyed at 2 infantry platoons (001:1242-1246)" */
  destroyed = g_strdup_printf (_("Wiped out: %s (001:1242-1246)."), wiped != NULL ? wiped : "—");
  mst_flow_gap (f, 0.5);
  mst_flow_paragraph (f, 0, destroyed, MST_FLOW_SMALL, MST_TEXT_BOLD);
}

static void
unit_state (MstFlow *f)
{
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("State"), "001:589-619");
  state_rows (f);
}

/* A row of the grid for each per-formation stat, a column for each
 * formation, "—" where the battalion cannot take it (001:377-511). */
static void
unit_grid (MstFlow *f, RwCardData *d)
{
  static const double fractions[] = { 0.34, 0.11, 0.11, 0.11, 0.11, 0.11, 0.11 };
  MstUnit *unit = d->card->unit;
  const char *const *formations = mst_ruleset_get_formations (d->rs);
  g_autoptr(GPtrArray) open = mst_rw_open_formations (unit);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  gboolean missing = FALSE;

  if (formations == NULL || g_strv_length ((char **) formations) != 6)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("By formation"), "001:377-511");
  g_ptr_array_add (cells, g_strdup (""));
  for (guint c = 0; c < 6; c++)
    g_ptr_array_add (cells, g_strdup (_(rw_formation_heads[c])));
  for (guint r = 0; r < G_N_ELEMENTS (grid_rows); r++)
    {
      g_ptr_array_add (cells, g_strdup (_(mst_ruleset_lookup_stat_spec (d->rs, grid_rows[r])->label)));
      for (guint c = 0; c < 6; c++)
        {
          gboolean can = FALSE;
          const char *value;

          for (guint o = 0; o < open->len && !can; o++)
            can = g_str_equal (g_ptr_array_index (open, o), formations[c]);
          if (!can)
            {
              g_ptr_array_add (cells, g_strdup ("—"));
              continue;
            }
          value = rw_unit_stat (unit, grid_rows[r], formations[c]);
          missing |= value == NULL;
          /* Inches only: centimetres do not fit a column a sixth wide. */
          if (value != NULL && g_str_equal (grid_rows[r], "move-terrain"))
            g_ptr_array_add (cells, g_strdup_printf ("%s″", value));
          else
            g_ptr_array_add (cells, rw_stat_text (d->rs, grid_rows[r], value));
        }
    }
  /* Six formations' heads fit a poker card's width only at the smallest
   * size; every battalion card of a layout is set alike.  A business card,
   * too short for the whole grid, takes it in two halves, each under the
   * heads, the second run on to the next card where need be. */
  if (mst_cards_get_layout (d->cards) == MST_CARD_LAYOUT_BUSINESS)
    {
      guint n_rows = cells->len / 7 - 1, first = (n_rows + 1) / 2;
      g_autoptr(GPtrArray) second = g_ptr_array_new ();

      for (guint i = 0; i < 7; i++)
        g_ptr_array_add (second, g_ptr_array_index (cells, i));
      for (guint i = 7 * (1 + first); i < cells->len; i++)
        g_ptr_array_add (second, g_ptr_array_index (cells, i));
      mst_flow_table (f, 7, fractions, (const char *const *) cells->pdata, 1 + first, MST_FLOW_MIN);
      mst_flow_section_in_order (f);
      mst_flow_table (f, 7, fractions, (const char *const *) second->pdata, second->len / 7, MST_FLOW_MIN);
    }
  else
    mst_flow_table (f, 7, fractions, (const char *const *) cells->pdata, cells->len / 7,
                    mst_cards_are_small (d->cards) ? MST_FLOW_MIN : MST_FLOW_TABLE);
  {
    const char *word = mst_distance_unit_word (mst_cards_get_distances (d->cards));
    g_autofree char *key = missing ? g_strdup_printf (_("Distances in %s. ≤: the number or less. — it cannot take that "
                                                        "formation; ? the card gives no value."), word)
                                   : g_strdup_printf (_("Distances in %s. ≤: the number or less. — it cannot take that "
                                                        "formation."), word);
    mst_flow_paragraph (f, 0, key, MST_FLOW_CAPTION, MST_TEXT_GREY);
  }
}

/* Labels and values two to a row, each label in a column as wide as the
 * widest of its side's (wrapped when that would leave its value too
 * little room). */
static void
value_pairs (MstFlow *f, const char *const *labels, const char *const *values, guint n)
{
  double size = mst_flow_size (f, MST_FLOW_SMALL);
  double gap = 4.0 * f->s;
  double half = (f->w - gap) / 2;
  double label_w[2] = { 0, 0 };
  guint per_row = 2;

  /* Two pairs a line while every label's longest word fits its column
   * (a German "Angriffsbewegung" may not, on a poker card): else one. */
  for (guint i = 0; i < n; i++)
    if (mst_flow_widest_word (f, labels[i], size, MST_TEXT_BOLD) + 2.0 * f->s > half * 0.62)
      per_row = 1;
  if (per_row == 1)
    half = f->w;
  for (guint i = 0; i < n; i++)
    label_w[i % per_row] = MAX (label_w[i % per_row], mst_card_painter_measure_line (f->p, labels[i], size, MST_TEXT_BOLD)
                                                      + 2.0 * f->s);
  for (guint k = 0; k < per_row; k++)
    label_w[k] = MIN (label_w[k], half * 0.62);
  for (guint i = 0; i < n; i += per_row)
    {
      double row_h = mst_flow_line_height (f, MST_FLOW_SMALL);

      for (guint k = 0; k < per_row && i + k < n; k++)
        {
          double lh = mst_card_painter_measure (f->p, label_w[k] - 2.0 * f->s, labels[i + k], size,
                                                MST_TEXT_BOLD | MST_TEXT_WRAP);
          double vh = mst_card_painter_measure (f->p, half - label_w[k], values[i + k], size, MST_TEXT_WRAP);
          row_h = MAX (row_h, MAX (lh, vh));
        }
      for (guint k = 0; k < per_row && i + k < n; k++)
        {
          double x = f->x + k * (half + gap);

          mst_card_painter_text (f->p, x, f->y, label_w[k] - 2.0 * f->s, row_h, labels[i + k], size, size,
                                 MST_TEXT_BOLD | MST_TEXT_WRAP);
          mst_card_painter_text (f->p, x + label_w[k], f->y, half - label_w[k], row_h, values[i + k], size, size,
                                 MST_TEXT_WRAP);
        }
      f->y += row_h + 0.6 * f->s;
    }
}

/* Move in Open, Charge Move, Charge Across Terrain, Strike, the saves,
 * Rally and Control Pursuit (spec §1.6, 5). */
static void
unit_values (MstFlow *f, RwCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *charge = rw_unit_stat (unit, "charge-move", NULL);
  g_autofree char *move = rw_stat_text (d->rs, "move-open", rw_unit_stat (unit, "move-open", NULL));
  g_autofree char *charge_text = rw_stat_text (d->rs, "charge-move", charge);
  g_autofree char *counter = NULL;
  g_autofree char *terrain = rw_stat_text (d->rs, "charge-terrain", rw_unit_stat (unit, "charge-terrain", NULL));
  g_autofree char *front = rw_stat_text (d->rs, "strike-front", rw_unit_stat (unit, "strike-front", NULL));
  g_autofree char *flank = rw_stat_text (d->rs, "strike-flank", rw_unit_stat (unit, "strike-flank", NULL));
  g_autofree char *melee = rw_stat_text (d->rs, "melee-save", rw_unit_stat (unit, "melee-save", NULL));
  g_autofree char *shooting = rw_stat_text (d->rs, "shooting-save", rw_unit_stat (unit, "shooting-save", NULL));
  g_autofree char *rally = rw_stat_text (d->rs, "rally", rw_unit_stat (unit, "rally", NULL));
  g_autofree char *pursuit = rw_stat_text (d->rs, "control-pursuit", rw_unit_stat (unit, "control-pursuit", NULL));
  const char *labels[] = {
    _("Move in Open"), _("Charge Move"), _("Countercharge"), _("Charge Across Terrain"), _("Strike to Front"),
    _("Strike to Flank"), _("Melee Save"), _("Shooting Save"), _("Rally from Rout"), _("Control Pursuit"),
  };
  const char *values[G_N_ELEMENTS (labels)];

  /* Half the Charge Move (001:944-946). */
  if (charge != NULL && g_ascii_strtod (charge, NULL) > 0)
    {
      char half[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (half, sizeof half, "%g", g_ascii_strtod (charge, NULL) / 2.0);
      counter = rw_distance_text (half);
    }
  values[0] = move;
  values[1] = charge_text;
  values[2] = counter != NULL ? counter : "—";
  values[3] = terrain;
  /* 001:1482-1507: a platoon strikes to front or to flank. */
  values[4] = front;
  values[5] = flank;
  values[6] = melee;
  values[7] = shooting;
  values[8] = rally;
  values[9] = pursuit;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Values"), "001:730-1560");
  value_pairs (f, labels, values, G_N_ELEMENTS (labels));
  if (g_strcmp0 (rw_unit_stat (unit, "charge-terrain", NULL), "auto") == 0)
    mst_flow_paragraph (f, 0, _("AUTO: its platoons charge into terrain without a die (001:996-998)."),
                        MST_FLOW_CAPTION, MST_TEXT_GREY);
}

/* A weapon line: the stats of one weapon (NULL: the battalion's own). */
typedef struct {
  const char *weapon;
} WeaponLine;

static gint
by_band (gconstpointer a, gconstpointer b)
{
  const MstStat *sa = *(const MstStat **) a;
  const MstStat *sb = *(const MstStat **) b;
  double da = g_ascii_strtod (sa->band != NULL ? sa->band : "0", NULL);
  double db = g_ascii_strtod (sb->band != NULL ? sb->band : "0", NULL);

  return da < db ? -1 : da > db;
}

/* "Musket: to 6″ 4+ · to 12″ 5+ · Firepower 4+", and for a battery's
 * Cannon and Howitzer what ground they sweep (001:1655-1725, 1877-1908). */
static void
unit_weapons (MstFlow *f, RwCardData *d)
{
  MstUnit *unit = d->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  GPtrArray *stats = mst_unit_template_get_stats (tmpl);
  g_autoptr(GPtrArray) lines = mst_unit_template_list_weapon_lines (tmpl);
  const char *own = mst_unit_get_attr (unit, "weapon");
  gboolean battery = g_strcmp0 (mst_unit_get_kind (unit), "artillery-battery") == 0;
  double label_w = 0;
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  if (own == NULL)
    own = mst_unit_template_get_weapon_token (tmpl);
  if (lines->len == 0)
    return;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Shooting: accuracy by range, Firepower"), "001:1655-1908");
  for (guint l = 0; l < lines->len; l++)
    {
      const char *weapon = g_ptr_array_index (lines, l);
      const char *token = weapon != NULL ? weapon : own;
      const char *name = token != NULL ? mst_ruleset_attr_value_label (d->rs, "weapon", token) : _("Weapon");
      label_w = MAX (label_w, mst_card_painter_measure_line (f->p, name, mst_flow_size (f, MST_FLOW_SMALL),
                                                             MST_TEXT_BOLD));
    }
  label_w = MIN (label_w + 3.0 * f->s, f->w * 0.35);
  for (guint l = 0; l < lines->len; l++)
    {
      const char *weapon = g_ptr_array_index (lines, l);
      const char *token = weapon != NULL ? weapon : own;
      const char *name = token != NULL ? mst_ruleset_attr_value_label (d->rs, "weapon", token) : _("Weapon");
      g_autoptr(GPtrArray) bands = g_ptr_array_new ();
      g_autoptr(GString) s = g_string_new (NULL);
      const char *firepower = mst_unit_template_lookup_stat (tmpl, "firepower", NULL, weapon, NULL);
      g_autofree char *fp = rw_stat_text (d->rs, "firepower", firepower);

      for (guint i = 0; i < stats->len; i++)
        {
          MstStat *st = g_ptr_array_index (stats, i);
          if (g_str_equal (st->id, "accuracy") && g_strcmp0 (st->weapon, weapon) == 0)
            g_ptr_array_add (bands, st);
        }
      g_ptr_array_sort (bands, by_band);
      for (guint b = 0; b < bands->len; b++)
        {
          const MstStat *st = g_ptr_array_index (bands, b);
          g_autofree char *score = rw_stat_text (d->rs, "accuracy", st->value);
          /* TRANSLATORS: a range band and its Accuracy: "to 12″ 5+" */
          g_string_append_printf (s, _("%sto %s″ %s"), s->len > 0 ? " · " : "", st->band != NULL ? st->band : "?",
                                  score);
        }
      g_string_append_printf (s, _("%sFirepower %s"), s->len > 0 ? " · " : "", fp);
      mst_flow_field (f, label_w, name, s->str, MST_FLOW_SMALL, MST_TEXT_NONE);
      if (g_strcmp0 (token, "cannon") == 0 && battery)
        mst_flow_paragraph (f, label_w, _("Sweeps from the first target to 8″/20cm behind it; may ignore "
                                          "skirmishers (001:1687-1693)."), MST_FLOW_CAPTION, MST_TEXT_GREY);
      else if (g_strcmp0 (token, "cannon") == 0 && p.guns > 0)
        mst_flow_paragraph (f, label_w, _("Its battalion guns (001:174-177)."), MST_FLOW_CAPTION, MST_TEXT_GREY);
      else if (g_strcmp0 (token, "howitzer") == 0)
        mst_flow_paragraph (f, label_w, _("Any point within range, sweeping 8″/20cm beyond it; no re-roll against "
                                          "works (001:1721-1725, 1904-1908)."), MST_FLOW_CAPTION, MST_TEXT_GREY);
    }
  if (battery && lines->len > 1)
    mst_flow_paragraph (f, 0, _("Choose one line each turn (001:1655-1661)."), MST_FLOW_CAPTION, MST_TEXT_GREY);
  mst_flow_paragraph (f, 0, _("One die per target platoon to hit; one Firepower die per failed save, never "
                              "re-rolled for its state."), MST_FLOW_CAPTION, MST_TEXT_GREY);
}

/* Shooting hits in one turn that disorder it (half its platoons at the
 * turn's start) and shatter it (all of them), from full strength down to
 * the last count before it is wiped out (001:1928-1935). */
static void
unit_thresholds (MstFlow *f, RwCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *kind = mst_unit_get_kind (unit);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint own, lowest, n_counts;
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  own = g_strcmp0 (kind, "cavalry-squadron") == 0 ? p.cavalry
        : g_strcmp0 (kind, "artillery-battery") == 0 ? p.artillery : p.infantry;
  if (p.total == 0)
    return;
  lowest = MAX (p.total - own + mst_rw_wiped_out_at (unit) + 1, 1u);
  if (lowest > p.total)
    lowest = p.total;
  n_counts = p.total - lowest + 1;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Shooting hits in one turn"), "001:1928-1935");
  /* Eight counts a table: more do not fit a poker card's width. */
  for (guint start = 0; start < n_counts; start += 8)
    {
      guint n = MIN (8, n_counts - start);
      g_autofree double *fractions = g_new (double, n + 1);

      g_ptr_array_set_size (cells, 0);
      fractions[0] = 0.3;
      for (guint c = 1; c <= n; c++)
        fractions[c] = 0.7 / n;
      g_ptr_array_add (cells, g_strdup (_("Platoons")));
      for (guint c = 0; c < n; c++)
        g_ptr_array_add (cells, g_strdup_printf ("%u", p.total - start - c));
      g_ptr_array_add (cells, g_strdup (_("Disordered")));
      for (guint c = 0; c < n; c++)
        g_ptr_array_add (cells, g_strdup_printf ("%u", (p.total - start - c + 1) / 2));
      g_ptr_array_add (cells, g_strdup (_("Shattered")));
      for (guint c = 0; c < n; c++)
        g_ptr_array_add (cells, g_strdup_printf ("%u", p.total - start - c));
      mst_flow_table (f, n + 1, fractions, (const char *const *) cells->pdata, 3, MST_FLOW_TABLE);
      mst_flow_gap (f, 0.5);
    }
  mst_flow_paragraph (f, 0, _("Count its platoons at the start of the turn."), MST_FLOW_CAPTION, MST_TEXT_GREY);
}

/* The ground each formation covers with these bases (001:386-520);
 * FALSE when there is none to print. */
static gboolean
unit_footprints (MstFlow *f, RwCardData *d, GPtrArray *derived)
{
  const char *const *formations = mst_ruleset_get_formations (d->rs);
  g_autoptr(GString) s = g_string_new (NULL);
  MstRwPlatoons p;

  mst_rw_count_platoons (d->card->unit, &p);
  for (guint i = 0; formations != NULL && formations[i] != NULL; i++)
    {
      g_autofree char *id = g_strconcat ("footprint-", formations[i], NULL);
      const char *value = mst_derived_lookup (derived, id);

      if (value != NULL)
        g_string_append_printf (s, "%s%s %s", s->len > 0 ? " · " : "",
                                mst_ruleset_formation_label (d->rs, formations[i]), value);
    }
  if (s->len == 0)
    return FALSE;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Footprints, frontage × depth"), "001:386-520");
  mst_flow_paragraph (f, 0, s->str, MST_FLOW_SMALL, MST_TEXT_NONE);
  if (p.centre != NULL)
    {
      g_autofree char *base = rw_base_text (p.centre);
      g_autofree char *note = p.guns > 0 ? g_strdup_printf (_("On its %s; battalion guns on the right of the front "
                                                              "rank (001:517-520)."), base)
                                         : g_strdup_printf (_("On its %s."), base);
      mst_flow_paragraph (f, 0, note, MST_FLOW_CAPTION, MST_TEXT_GREY);
    }
  return TRUE;
}

static char *
unit_subtitle (RwCardData *d, GPtrArray *derived)
{
  MstRwPlatoons p;
  const char *kind = mst_derived_lookup (derived, "kind");
  g_autoptr(GString) s = g_string_new (kind != NULL ? kind : mst_unit_get_kind (d->card->unit));

  mst_rw_count_platoons (d->card->unit, &p);
  if (p.centre != NULL)
    g_string_append_printf (s, " · %s", _(p.centre->label));
  if (d->card->command != NULL)
    {
      g_autofree char *brigade = rw_brigade_name (d->card->command);
      g_string_append_printf (s, " · %s", brigade);
    }
  else
    g_string_append_printf (s, " · %s", _("in no brigade"));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

void
rw_draw_unit_card (MstFlow *f, RwCardData *d)
{
  MstUnit *unit = d->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive (d->rs, d->force, unit);
  g_autofree char *subtitle = unit_subtitle (d, derived);
  gboolean example = rw_unit_is_example (unit);

  rw_header (f, mst_card_unit_name (unit), subtitle, example);
  if (tmpl == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Its list has no battalion “%s”: there is no card to print."),
                                               mst_unit_get_template_id (unit));
      mst_flow_paragraph (f, 0, text, MST_FLOW_BODY, MST_TEXT_ITALIC);
      return;
    }
  unit_composition (f, d, derived);
  unit_state (f);
  unit_grid (f, d);
  unit_values (f, d);
  unit_weapons (f, d);
  unit_thresholds (f, d);
  /* The example note goes with the footprints when there are any. */
  if (!unit_footprints (f, d, derived) && example)
    mst_flow_section (f);
  if (example)
    rw_example_note (f);
}

