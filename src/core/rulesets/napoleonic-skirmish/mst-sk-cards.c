/* mst-sk-cards.c: Napoleonic Skirmish's cards: a basic unit's card and its
 * figure track, the artillery card, the leader's card, and the side sheet.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every number comes from the rule set's derived values (what `muster-cli
 * derive` prints) or from its charts (nations/napoleonic-skirmish/
 * tables.xml), so a corrected chart corrects the cards. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "mst-card-set.h"
#include "mst-ruleset.h"
#include "mst-value.h"

/* A basic unit's card, and the card that follows it with its figures. */
enum { PART_RULES, PART_TRACK };

/* SK-8: the gun's ball is its long range, grapeshot its short. */
#define GRAPESHOT_RANGE "0–16″"

typedef struct {
  MstCards *cards;
  const MstCard *card;
  MstRuleset *rs;
  /* MstDerived of the unit, and of the force. */
  GPtrArray *unit;
  GPtrArray *force;
} SkCardData;

static MstRuleset *
ruleset (void)
{
  return mst_ruleset_lookup ("napoleonic-skirmish");
}

static const MstTable *
table (MstRuleset *rs, const char *id)
{
  return rs != NULL ? mst_ruleset_lookup_table (rs, id) : NULL;
}

/* As the charts print it: "1–8", "−2". */
static char *
pretty (const char *text)
{
  g_autoptr(GString) s = NULL;

  if (text == NULL)
    return g_strdup ("—");
  s = g_string_new (text);
  if (s->str[0] == '-' && s->len > 1)
    g_string_replace (s, "-", "−", 1);
  g_string_replace (s, "-", "–", 0);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* A leader's rank as the editor names it ("Captain"). */
static const char *
rank_label (const char *rank)
{
  MstRuleset *rs = ruleset ();

  return rs != NULL ? mst_ruleset_attr_value_label (rs, "rank", rank) : rank;
}

static const char *
role_label (const char *role)
{
  MstRuleset *rs = ruleset ();

  return rs != NULL ? mst_ruleset_role_label (rs, role) : role;
}

static const char *
side_label (const char *side)
{
  if (g_strcmp0 (side, "french") == 0)
    return _("French");
  if (g_strcmp0 (side, "allied") == 0)
    return _("Allied");
  return _("No side");
}

/* The formation part of a movement row's key ("grenadier-open-order"). */
static const char *
formation_label (const char *formation)
{
  if (g_str_equal (formation, "line"))
    return _("Line (square)");
  if (g_str_equal (formation, "march-column"))
    return _("March column");
  if (g_str_equal (formation, "open-order"))
    return _("Open order");
  return formation;
}

static const char *
cc_label (const char *row)
{
  static const struct { const char *id; const char *label; } rows[] = {
    { "charging", N_("Charging") },
    { "open-order", N_("Open order") },
    { "close-order", N_("Close order") },
    { "square", N_("Square") },
    { "obstacle", N_("Obstacle") },
    { "building", N_("Building") },
    { "uphill", N_("Uphill") },
    { "rear", N_("From the rear") },
    { "leader", N_("Leader") },
    { "lance", N_("Lance") },
    { "each-opponent", N_("Each further opponent") },
    { "no-bayonet", N_("No bayonet") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (g_str_equal (row, rows[i].id))
      return _(rows[i].label);
  return row;
}

/* "Musket, 12″": the weapon's chart row and its maximum range. */
static char *
weapon_text (MstRuleset *rs, const char *weapon)
{
  const MstTable *t = table (rs, "firing");
  int row = t != NULL && weapon != NULL ? mst_table_find_row (t, weapon) : -1;
  int col = t != NULL ? mst_table_find_column (t, "range") : -1;
  g_autoptr(GString) range = NULL;

  if (row < 0 || col < 0)
    return g_strdup (weapon != NULL ? weapon : _("no weapon"));
  /* Inches as the cards write them: 12″. */
  range = g_string_new (mst_table_get_cell (t, (guint) row, (guint) col)->text);
  g_string_replace (range, "\"", "″", 0);
  return g_strdup_printf ("%s, %s", mst_table_get_row_label (t, (guint) row), range->str);
}

/* ---- what is printed -------------------------------------------------- */

/* Every unit in the order of the force: a basic unit's card then its
 * figure track, a gun's card, a leader's card. */
static GArray *
sk_collect (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      const char *kind = mst_unit_get_kind (unit);
      MstCard card = { .unit = unit };

      g_array_append_val (cards, card);
      if (g_strcmp0 (kind, "artillery") != 0 && g_strcmp0 (kind, "command-group") != 0)
        {
          card.part = PART_TRACK;
          g_array_append_val (cards, card);
        }
    }
  return cards;
}

/* ---- pieces of a card ------------------------------------------------ */

/* The header, with a pip of the side's card colour at its right. */
static void
sk_header (MstFlow *f, const char *title, const char *subtitle, const char *side)
{
  double top = f->y;
  double r = 3.2 * f->s;

  mst_flow_header (f, title, subtitle);
  if (f->measuring || side == NULL)
    return;
  cairo_save (f->cr);
  if (g_str_equal (side, "french"))
    cairo_set_source_rgb (f->cr, 0, 0, 0);
  else
    cairo_set_source_rgb (f->cr, 0.75, 0.05, 0.05);
  cairo_new_sub_path (f->cr);
  cairo_arc (f->cr, f->box_x + f->box_w - MST_FLOW_PAD * 0.8 * f->s - r,
             top + MST_FLOW_PAD * 0.8 * f->s + r, r, 0, 2 * G_PI);
  cairo_fill (f->cr);
  cairo_restore (f->cr);
}

static void
sk_movement (MstFlow *f, SkCardData *d)
{
  static const double fractions[] = { 0.32, 0.17, 0.17, 0.17, 0.17 };
  const MstTable *t = table (d->rs, "movement");
  const char *kind = mst_unit_get_kind (d->card->unit);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = g_strdup_printf ("%s-", kind);
  guint n_rows = 1;

  if (t == NULL)
    return;
  /* The dice are inches: in the player's unit, a die times its worth. */
  g_ptr_array_add (cells, mst_inches_dice_caption (mst_cards_get_distances (d->cards), "D6"));
  g_ptr_array_add (cells, g_strdup (_("Country")));
  g_ptr_array_add (cells, g_strdup (_("Road")));
  g_ptr_array_add (cells, g_strdup (_("Charge")));
  g_ptr_array_add (cells, g_strdup (_("Road ch.")));
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      const char *key = mst_table_get_row_key (t, r);
      if (!g_str_has_prefix (key, prefix))
        continue;
      g_ptr_array_add (cells, g_strdup (formation_label (key + strlen (prefix))));
      for (guint c = 0; c < 4; c++)
        g_ptr_array_add (cells, pretty (mst_table_get_cell (t, r, c)->text));
      n_rows++;
    }
  mst_flow_section (f);
  mst_flow_caption (f, _("Movement"), _("Movement Chart"));
  mst_flow_table (f, 5, fractions, (const char *const *) cells->pdata, n_rows, MST_FLOW_TABLE);
  mst_flow_paragraph (f, 0, _("Rough terrain: drop the highest die. Moving and changing formation: the slower formation’s dice. Charges stop 2″ short."),
                      MST_FLOW_SMALL, MST_TEXT_GREY);
}

/* A firing table: the fraction of each class and die, with the hits at
 * the unit's strength after it ("1/4 · 5"). */
static void
sk_fire_table (MstFlow *f, GPtrArray *derived, const char *prefix)
{
  static const double fractions[] = { 0.22, 0.26, 0.26, 0.26 };
  static const char *const classes[] = { "i", "ii", "iii", "iv" };
  static const char *const numerals[] = { "I", "II", "III", "IV" };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (cells, g_strdup (_("Class")));
  g_ptr_array_add (cells, g_strdup (_("Die 1")));
  g_ptr_array_add (cells, g_strdup (_("2–5")));
  g_ptr_array_add (cells, g_strdup (_("6")));
  for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
    {
      g_autofree char *fire_id = g_strdup_printf ("%sfire-class-%s", prefix, classes[c]);
      g_autofree char *hits_id = g_strdup_printf ("%shits-class-%s", prefix, classes[c]);
      const char *fire = mst_derived_lookup (derived, fire_id);
      const char *hits = mst_derived_lookup (derived, hits_id);
      g_auto(GStrv) fire_parts = g_strsplit (fire != NULL ? fire : "", " ", 3);
      g_auto(GStrv) hits_parts = g_strsplit (hits != NULL ? hits : "", " ", 3);

      g_ptr_array_add (cells, g_strdup (numerals[c]));
      for (guint b = 0; b < 3; b++)
        {
          if (g_strv_length (fire_parts) > b && g_strv_length (hits_parts) > b)
            g_ptr_array_add (cells, g_strdup_printf ("%s · %s", fire_parts[b], hits_parts[b]));
          else
            g_ptr_array_add (cells, g_strdup ("—"));
        }
    }
  mst_flow_table (f, 4, fractions, (const char *const *) cells->pdata, 5, MST_FLOW_TABLE);
}

static void
sk_fire (MstFlow *f, SkCardData *d, guint figures)
{
  g_autofree char *weapon = weapon_text (d->rs, mst_unit_get_attr (d->card->unit, "weapon"));
  g_autofree char *caption = g_strdup_printf (_("Fire: %s"), weapon);
  g_autofree char *note = g_strdup_printf (_("Fraction · hits for %u figures (round down). A card a hit: Ace a leader, face card a key figure; Hearts kill, else wound. Volley: at ½ range or less."),
                                           figures);

  mst_flow_section (f);
  mst_flow_caption (f, caption, _("Firing Chart"));
  sk_fire_table (f, d->unit, "");
  mst_flow_paragraph (f, 0, note, MST_FLOW_SMALL, MST_TEXT_GREY);
}

/* "Charging +2 · Open order +1 · …": the unit's close-combat column. */
static char *
cc_modifiers (GPtrArray *derived)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; derived != NULL && i < derived->len; i++)
    {
      MstDerived *d = g_ptr_array_index (derived, i);
      g_autofree char *v = NULL;

      if (!g_str_has_prefix (d->id, "cc-"))
        continue;
      v = pretty (d->value);
      g_string_append_printf (s, "%s%s %s", s->len > 0 ? " · " : "", cc_label (d->id + 3), v);
    }
  return g_string_free (s, FALSE);
}

static void
sk_close_combat (MstFlow *f, SkCardData *d)
{
  static const double fractions[] = { 0.4, 0.3, 0.3 };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *mods = cc_modifiers (d->unit);
  guint n_rows = 3;

  g_ptr_array_add (cells, g_strdup (_("1D10")));
  g_ptr_array_add (cells, g_strdup (_("Leader")));
  g_ptr_array_add (cells, g_strdup (_("No leader")));
  g_ptr_array_add (cells, g_strdup (_("Close in")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "close-in-leader")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "close-in-no-leader")));
  g_ptr_array_add (cells, g_strdup (_("Stand and fight")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "stand-leader")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "stand-no-leader")));
  if (mst_derived_lookup (d->unit, "close-in-v-square-leader") != NULL)
    {
      g_ptr_array_add (cells, g_strdup (_("Close in v square (−4)")));
      g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "close-in-v-square-leader")));
      g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "close-in-v-square-no-leader")));
      n_rows++;
    }
  mst_flow_section (f);
  mst_flow_caption (f, _("Close combat"), _("Close into Close Combat Chart"));
  mst_flow_table (f, 3, fractions, (const char *const *) cells->pdata, n_rows, MST_FLOW_TABLE);
  mst_flow_gap (f, 0.8);
  mst_flow_paragraph (f, 0, mods, MST_FLOW_SMALL, MST_TEXT_NONE);
}

static void
sk_morale (MstFlow *f, SkCardData *d)
{
  static const double fractions[] = { 0.31, 0.23, 0.23, 0.23 };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *critical = g_strdup_printf (_("Critical at %s figures or fewer: test each Morale Phase until rallied or routed."),
                                               mst_derived_lookup (d->unit, "critical-at"));

  g_ptr_array_add (cells, g_strdup (_("2D6 below")));
  g_ptr_array_add (cells, g_strdup (_("Major")));
  g_ptr_array_add (cells, g_strdup (_("Critical")));
  g_ptr_array_add (cells, g_strdup (_("Pinned")));
  g_ptr_array_add (cells, g_strdup (_("Leader")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "morale-major")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "morale-critical-leader")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "morale-pinned-leader")));
  g_ptr_array_add (cells, g_strdup (_("No leader")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "morale-major")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "morale-critical-no-leader")));
  g_ptr_array_add (cells, pretty (mst_derived_lookup (d->unit, "morale-pinned-no-leader")));
  mst_flow_section (f);
  mst_flow_caption (f, _("Morale"), _("Moral Chart"));
  mst_flow_table (f, 4, fractions, (const char *const *) cells->pdata, 3, MST_FLOW_TABLE);
  mst_flow_gap (f, 0.8);
  mst_flow_paragraph (f, 0, critical, MST_FLOW_SMALL, MST_TEXT_BOLD);
}

static void
sk_breaching (MstFlow *f, SkCardData *d)
{
  g_autofree char *line = NULL;

  if (mst_derived_lookup (d->unit, "breach-ball-door") != NULL)
    {
      /* A gun's breaching is counted in shots, of ball and of grapeshot
       * (004:401-403). */
      g_autofree char *grape = NULL;

      line = g_strdup_printf (_("Breaching with ball, in shots: door %s · window %s · wall %s · rock wall %s"),
                              mst_derived_lookup (d->unit, "breach-ball-door"),
                              mst_derived_lookup (d->unit, "breach-ball-window"),
                              mst_derived_lookup (d->unit, "breach-ball-wall"),
                              mst_derived_lookup (d->unit, "breach-ball-rock-wall"));
      grape = g_strdup_printf (_("Breaching with grapeshot, in shots: door %s · window %s · wall %s · rock wall %s"),
                               mst_derived_lookup (d->unit, "breach-grapeshot-door"),
                               mst_derived_lookup (d->unit, "breach-grapeshot-window"),
                               mst_derived_lookup (d->unit, "breach-grapeshot-wall"),
                               mst_derived_lookup (d->unit, "breach-grapeshot-rock-wall"));
      mst_flow_line (f, line, MST_FLOW_SMALL, MST_TEXT_NONE);
      mst_flow_line (f, grape, MST_FLOW_SMALL, MST_TEXT_NONE);
      return;
    }
  if (mst_derived_lookup (d->unit, "breach-door") == NULL)
    return;
  line = g_strdup_printf (_("Breaching, in turns: door %s · window %s · wall %s · rock wall %s"),
                          mst_derived_lookup (d->unit, "breach-door"), mst_derived_lookup (d->unit, "breach-window"),
                          mst_derived_lookup (d->unit, "breach-wall"), mst_derived_lookup (d->unit, "breach-rock-wall"));
  mst_flow_line (f, line, MST_FLOW_SMALL, MST_TEXT_NONE);
}

/* Tick boxes in a row, each with its word: the unit's states. */
static void
sk_markers (MstFlow *f, const char *const *labels)
{
  double box = MST_FLOW_TICK;
  double h = MAX (mst_flow_line_height (f, MST_FLOW_BODY), box + 1.6);
  guint n = g_strv_length ((char **) labels);
  double size = mst_flow_size (f, MST_FLOW_BODY);
  guint per_row = n;
  double slot;

  /* On the first card only. */
  mst_flow_section (f);
  /* All on a line when every word fits its share of it, else two to a
   * line. */
  for (guint i = 0; i < n; i++)
    if (box + 2.5 * f->s + mst_card_painter_measure_line (f->p, labels[i], size, MST_TEXT_BOLD) + 1.0 > f->w / n)
      per_row = MIN (per_row, 2);
  slot = f->w / per_row;
  for (guint i = 0; i < n; i++)
    {
      double x = f->x + (i % per_row) * slot;
      double y = f->y + (i / per_row) * (h + 1.0 * f->s);
      mst_flow_stroke_rect (f, x, y + 0.8 * f->s, box, box, 0.6, 0.0);
      mst_card_painter_text (f->p, x + box + 1.5 * f->s, y, slot - box - 2.5 * f->s, h, labels[i],
                             size, size, MST_TEXT_BOLD);
    }
  f->y += ((n + per_row - 1) / per_row) * (h + 1.0 * f->s);
}

/* The unit's figures, a row each: leaders first, key figures marked. */
/* @per_section: at most this many figures a section (0: all), so that a
 * long track runs on to a continuation card. */
static void
sk_track (MstFlow *f, MstUnit *unit, guint columns, gboolean with_gun, guint per_section)
{
  /* Lightly wounded, heavily wounded, killed, captured, ran. */
  const char *heads[] = { C_("figure track", "LW"), C_("figure track", "HW"), C_("figure track", "K"),
                          C_("figure track", "C"), C_("figure track", "R") };
  GArray *roster = mst_unit_get_components (unit);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) bold = g_array_new (FALSE, TRUE, sizeof (gboolean));

  for (guint i = 0; i < roster->len; i++)
    {
      MstComponent *c = &g_array_index (roster, MstComponent, i);
      gboolean marked = !g_str_equal (c->role, "private");

      if (g_str_equal (c->role, "gun") && !with_gun)
        continue;
      for (guint k = 0; k < c->count; k++)
        {
          g_array_append_val (bold, marked);
          if (c->count > 1)
            g_ptr_array_add (labels, g_strdup_printf ("%s %u", role_label (c->role), k + 1));
          else
            g_ptr_array_add (labels, g_strdup (role_label (c->role)));
        }
    }
  if (per_section == 0)
    per_section = MAX (labels->len, 1);
  for (guint start = 0; start < labels->len || start == 0; start += per_section)
    {
      guint n = MIN (per_section, labels->len - start);

      if (start == 0)
        mst_flow_section (f);
      else
        mst_flow_section_in_order (f);
      mst_flow_caption (f, _("Figures"), NULL);
      mst_flow_track (f, (const char *const *) labels->pdata + start, (const gboolean *) bold->data + start, n,
                      heads, G_N_ELEMENTS (heads), columns);
      if (labels->len == 0)
        break;
    }
  mst_flow_paragraph (f, 0, _("LW lightly wounded · HW heavily wounded · K killed · C captured · R ran. Leaders and key figures in bold."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
}

/* ---- the cards ------------------------------------------------------- */

static char *
unit_subtitle (SkCardData *d, const char *extra)
{
  MstUnit *unit = d->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  const char *type = tmpl != NULL ? mst_unit_template_get_name (tmpl) : mst_unit_get_template_id (unit);
  const char *rank = mst_unit_get_attr (unit, "rank");
  const char *side = side_label (mst_force_get_attr (mst_cards_get_force (d->cards), "side"));

  if (rank != NULL)
    return g_strdup_printf ("%s · %s · %s%s%s", side, type, rank_label (rank), extra != NULL ? " · " : "",
                            extra != NULL ? extra : "");
  return g_strdup_printf ("%s · %s%s%s", side, type, extra != NULL ? " · " : "", extra != NULL ? extra : "");
}

static void
draw_unit_card (MstFlow *f, SkCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *side = mst_force_get_attr (mst_cards_get_force (d->cards), "side");
  const char *figures = mst_derived_lookup (d->unit, "figures");
  g_autofree char *count = g_strdup_printf (_("%s figures"), figures != NULL ? figures : "0");
  g_autofree char *subtitle = unit_subtitle (d, count);

  sk_header (f, mst_card_unit_name (unit), subtitle, side);
  if (mst_unit_get_template (unit) == NULL)
    {
      mst_flow_paragraph (f, 0, _("Its list entry is missing, so its charts cannot be printed."),
                          MST_FLOW_BODY, MST_TEXT_ITALIC);
      return;
    }
  sk_movement (f, d);
  mst_flow_gap (f, 2.5);
  sk_fire (f, d, (guint) g_ascii_strtoull (figures != NULL ? figures : "0", NULL, 10));
  mst_flow_gap (f, 2.5);
  sk_close_combat (f, d);
  mst_flow_gap (f, 2.5);
  sk_morale (f, d);
  mst_flow_gap (f, 1.5);
  sk_breaching (f, d);
}

static void
draw_track_card (MstFlow *f, SkCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *side = mst_force_get_attr (mst_cards_get_force (d->cards), "side");
  const char *markers[] = { _("Pinned"), _("Shaken"), _("Critical"), _("Routed"), NULL };
  g_autofree char *subtitle = unit_subtitle (d, _("figure track"));
  g_autofree char *critical = g_strdup_printf (_("Critical at %s figures or fewer. Lightly wounded walk to the rear and take the low die off the unit’s move; heavily wounded are carried, taking the high die."),
                                               mst_derived_lookup (d->unit, "critical-at"));

  sk_header (f, mst_card_unit_name (unit), subtitle, side);
  sk_markers (f, markers);
  mst_flow_gap (f, 2);
  /* Business cards hold ten figures' rows a card; other cards the whole
   * track. */
  sk_track (f, unit, 2, FALSE, mst_cards_get_layout (d->cards) == MST_CARD_LAYOUT_BUSINESS ? 10 : 0);
  mst_flow_gap (f, 1.5);
  mst_flow_paragraph (f, 0, critical, MST_FLOW_SMALL, MST_TEXT_GREY);
}

static void
draw_artillery_card (MstFlow *f, SkCardData *d)
{
  static const double fractions[] = { 0.28, 0.18, 0.18, 0.18, 0.18 };
  MstUnit *unit = d->card->unit;
  const char *side = mst_force_get_attr (mst_cards_get_force (d->cards), "side");
  const char *eq = mst_derived_lookup (d->unit, "gun-figures");
  g_autofree char *ball = weapon_text (d->rs, "ball");
  g_autofree char *subtitle = unit_subtitle (d, NULL);
  g_autofree char *ball_caption = g_strdup_printf (_("Ball: %s"), ball);
  g_autofree char *grape_caption = g_strdup_printf (_("Grapeshot: %s, the musket row, hits doubled"), GRAPESHOT_RANGE);
  g_autofree char *mods = cc_modifiers (d->unit);
  const char *crew_cells[] = {
    _("Crew"), _("4+"), _("3"), _("2"), _("0–1"),
    _("Fires as"), "12", "9", "6", "—",
  };
  const char *markers[] = { _("Limbered"), _("Destroyed"), NULL };

  sk_header (f, mst_card_unit_name (unit), subtitle, side);
  mst_flow_section (f);
  mst_flow_caption (f, _("Crew"), _("Firing: special rules"));
  mst_flow_table (f, 5, fractions, crew_cells, 2, MST_FLOW_TABLE);
  if (eq != NULL && g_ascii_isdigit (eq[0]))
    {
      g_autofree char *now = g_strdup_printf (_("At full crew it fires as %s figures."), eq);
      mst_flow_line (f, now, MST_FLOW_SMALL, MST_TEXT_BOLD);
      mst_flow_gap (f, 2);
      mst_flow_section (f);
      mst_flow_caption (f, ball_caption, _("Firing Chart"));
      sk_fire_table (f, d->unit, "");
      if (mst_derived_lookup (d->unit, "british-ball") != NULL)
        mst_flow_line (f, _("British artillery: ball at a Class II target is read on the Class I row (Special Rules for Firing, 8)."),
                       MST_FLOW_SMALL, MST_TEXT_BOLD);
      mst_flow_gap (f, 1.5);
      mst_flow_section (f);
      mst_flow_caption (f, grape_caption, NULL);
      sk_fire_table (f, d->unit, "grapeshot-");
    }
  else
    mst_flow_line (f, _("With fewer than 2 figures the gun can neither move nor fire."), MST_FLOW_SMALL,
                   MST_TEXT_BOLD);
  mst_flow_gap (f, 1);
  mst_flow_paragraph (f, 0, _("Short or long range, not both. Limbering or unlimbering takes a turn; moving, gun and crew spend the turn, and need 2 figures. Firing needs 2, one a crewman. Fired at, the crew is Class II: only a red Ace or face card hits, Hearts kill."),
                      MST_FLOW_SMALL, MST_TEXT_GREY);
  mst_flow_gap (f, 1.5);
  mst_flow_section (f);
  mst_flow_caption (f, _("Gunners in close combat"), _("Close Combat Chart"));
  mst_flow_paragraph (f, 0, mods, MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_gap (f, 1);
  sk_breaching (f, d);
  mst_flow_gap (f, 2);
  sk_markers (f, markers);
  sk_track (f, unit, 1, FALSE, 0);
}

static void
draw_leader_card (MstFlow *f, SkCardData *d)
{
  MstUnit *unit = d->card->unit;
  const char *side = mst_force_get_attr (mst_cards_get_force (d->cards), "side");
  const char *c_in_c = mst_derived_lookup (d->force, "c-in-c");
  gboolean is_c_in_c = c_in_c != NULL && g_str_equal (c_in_c, mst_unit_get_name (unit));
  const MstTable *cc = table (d->rs, "close-combat");
  g_autofree char *subtitle = unit_subtitle (d, is_c_in_c ? _("Commander-in-Chief") : NULL);
  g_autoptr(GString) bonus = g_string_new (NULL);
  g_autofree char *pistol = weapon_text (d->rs, "pistol");
  g_autofree char *pistol_text = g_strdup_printf (_("%s. He fires apart from his unit, at one figure in his 30° cone: 1D6, 5 wounds, 6 kills."),
                                                  pistol);
  int leader_row = cc != NULL ? mst_table_find_row (cc, "leader") : -1;

  sk_header (f, mst_card_unit_name (unit), subtitle, side);
  if (leader_row >= 0)
    for (guint c = 0; c < mst_table_get_n_columns (cc); c++)
      {
        g_autofree char *v = pretty (mst_table_get_cell (cc, (guint) leader_row, c)->text);
        g_string_append_printf (bonus, "%s%s %s", c > 0 ? " · " : "", mst_table_get_column_label (cc, c), v);
      }
  mst_flow_section (f);
  mst_flow_caption (f, _("In close combat"), _("Close Combat Chart"));
  mst_flow_paragraph (f, 0, _("A leader with the fighting figures adds the leader row of their type:"),
                      MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_paragraph (f, 0, bonus->str, MST_FLOW_SMALL, MST_TEXT_BOLD);
  mst_flow_gap (f, 2);
  mst_flow_section (f);
  mst_flow_caption (f, _("Pistol"), _("Officer’s pistol"));
  mst_flow_paragraph (f, 0, pistol_text, MST_FLOW_SMALL, MST_TEXT_NONE);
  mst_flow_gap (f, 2);
  mst_flow_section (f);
  mst_flow_caption (f, _("Accompanying a unit"), _("Movement Procedure F"));
  mst_flow_paragraph (f, 0, _("Within 6″ of one of its figures he moves with the unit, and leads it in critical and pinned morale tests; else he moves alone after every basic unit."),
                      MST_FLOW_SMALL, MST_TEXT_NONE);
  if (is_c_in_c)
    {
      mst_flow_gap (f, 2);
      mst_flow_section (f);
      mst_flow_caption (f, _("Commander-in-Chief"), _("Major Moral"));
      mst_flow_paragraph (f, 0, _("The highest-ranking leader. Killed or captured: from that Morale Phase on, each unit throws 2D6 below its major number or the side is immobile for the turn."),
                          MST_FLOW_SMALL, MST_TEXT_NONE);
    }
  mst_flow_gap (f, 2);
  sk_track (f, unit, 1, FALSE, 0);
}

static void
sk_card_content (MstFlow *f, MstCards *cards, const MstCard *card)
{
  MstForce *force = mst_cards_get_force (cards);
  MstRuleset *rs = ruleset ();
  const char *kind = mst_unit_get_kind (card->unit);
  g_autoptr(GPtrArray) unit = rs != NULL ? mst_ruleset_derive (rs, force, card->unit) : NULL;
  g_autoptr(GPtrArray) whole = rs != NULL ? mst_ruleset_derive (rs, force, NULL) : NULL;
  SkCardData d = { cards, card, rs, unit, whole };
  MstFlowContent content;

  if (g_strcmp0 (kind, "artillery") == 0)
    content = (MstFlowContent) draw_artillery_card;
  else if (g_strcmp0 (kind, "command-group") == 0)
    content = (MstFlowContent) draw_leader_card;
  else if (card->part == PART_TRACK)
    content = (MstFlowContent) draw_track_card;
  else
    content = (MstFlowContent) draw_unit_card;
  content (f, &d);
}

/* ---- the side sheet ---------------------------------------------------- */

static void
sheet_units (MstFlow *f, MstForce *force, MstRuleset *rs)
{
  static const double fractions[] = { 0.28, 0.14, 0.12, 0.08, 0.1, 0.09, 0.19 };
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) british = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (cells, g_strdup (_("Unit")));
  g_ptr_array_add (cells, g_strdup (_("Type")));
  g_ptr_array_add (cells, g_strdup (_("Leader")));
  g_ptr_array_add (cells, g_strdup (_("Figures")));
  g_ptr_array_add (cells, g_strdup (_("Critical at")));
  g_ptr_array_add (cells, g_strdup (_("Major")));
  g_ptr_array_add (cells, g_strdup (_("Critical, pinned")));
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      MstUnitTemplate *tmpl = mst_unit_get_template (unit);
      g_autoptr(GPtrArray) d = mst_ruleset_derive (rs, force, unit);
      const char *rank = mst_unit_get_attr (unit, "rank");
      const char *lead = mst_derived_lookup (d, "morale-critical-leader");
      const char *alone = mst_derived_lookup (d, "morale-critical-no-leader");

      g_ptr_array_add (cells, g_strdup (mst_card_unit_name (unit)));
      g_ptr_array_add (cells, g_strdup (tmpl != NULL ? mst_unit_template_get_name (tmpl)
                                                     : mst_unit_get_template_id (unit)));
      g_ptr_array_add (cells, g_strdup (rank != NULL ? rank_label (rank) : "—"));
      g_ptr_array_add (cells, pretty (mst_derived_lookup (d, "figures")));
      g_ptr_array_add (cells, pretty (mst_derived_lookup (d, "critical-at")));
      g_ptr_array_add (cells, pretty (mst_derived_lookup (d, "morale-major")));
      if (lead != NULL && alone != NULL)
        g_ptr_array_add (cells, g_strdup_printf (_("%s with, %s without a leader"), lead, alone));
      else
        g_ptr_array_add (cells, g_strdup ("—"));
      if (mst_derived_lookup (d, "british-ball") != NULL)
        g_ptr_array_add (british, g_strdup (mst_card_unit_name (unit)));
    }
  mst_flow_table (f, 7, fractions, (const char *const *) cells->pdata, units->len + 1, 8.0);
  for (guint i = 0; i < british->len; i++)
    {
      g_autofree char *line = g_strdup_printf (_("%s: British artillery, its ball at a Class II target is read on the Class I row (Special Rules for Firing, 8)."),
                                               (const char *) g_ptr_array_index (british, i));
      mst_flow_line (f, line, 8.0, MST_TEXT_BOLD);
    }
}

/* A chart of the rule set's data, its rows' labels and every column. */
static void
sheet_chart (MstFlow *f, const MstTable *t, double first, double size)
{
  guint n_cols = mst_table_get_n_columns (t) + 1;
  g_autofree double *fractions = g_new (double, n_cols);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  fractions[0] = first;
  for (guint c = 1; c < n_cols; c++)
    fractions[c] = (1.0 - first) / (n_cols - 1);
  g_ptr_array_add (cells, g_strdup (mst_table_get_rows_label (t)));
  for (guint c = 0; c + 1 < n_cols; c++)
    g_ptr_array_add (cells, g_strdup (mst_table_get_column_label (t, c)));
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      g_ptr_array_add (cells, g_strdup (mst_table_get_row_label (t, r)));
      for (guint c = 0; c + 1 < n_cols; c++)
        g_ptr_array_add (cells, pretty (mst_table_get_cell (t, r, c)->text));
    }
  mst_flow_caption (f, mst_table_get_title (t), mst_table_get_source (t));
  mst_flow_table (f, n_cols, fractions, (const char *const *) cells->pdata,
                  mst_table_get_n_rows (t) + 1, size);
}

static void
sk_sheet_content (MstFlow *f, MstCards *cards)
{
  MstForce *force = mst_cards_get_force (cards);
  MstRuleset *rs = ruleset ();
  g_autoptr(GPtrArray) whole = mst_ruleset_derive (rs, force, NULL);
  const char *side = mst_force_get_attr (force, "side");
  const char *c_in_c = mst_derived_lookup (whole, "c-in-c");
  g_autofree char *title = mst_cards_dup_list_title (force);
  g_autofree char *subtitle = g_strdup_printf (_("%s, list version %u · Napoleonic Skirmish"),
                                               title, mst_cards_get_list_version (force));
  g_autofree char *side_text = NULL;
  g_autofree char *c_in_c_text = NULL;
  const char *const charts[] = { "joker-movement", "joker-fire", "volley" };

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (force), subtitle, 22);
  if (g_strcmp0 (side, "french") == 0)
    side_text = g_strdup (_("French: the black cards and the black joker move its units."));
  else if (g_strcmp0 (side, "allied") == 0)
    side_text = g_strdup (_("Allied: the red cards and the red joker move its units."));
  else
    side_text = g_strdup (_("No side chosen: French units move on black cards, Allied units on red."));
  mst_flow_line (f, side_text, 10, MST_TEXT_BOLD);
  if (c_in_c != NULL)
    c_in_c_text = g_strdup_printf (_("Commander-in-Chief: %s, the highest-ranking leader."), c_in_c);
  else
    c_in_c_text = g_strdup (_("No Commander-in-Chief: no leader has a rank of his own above the others."));
  mst_flow_line (f, c_in_c_text, 10, MST_TEXT_NONE);
  mst_flow_gap (f, 8);

  mst_flow_caption (f, _("Units"), _("Basic units; Moral Chart"));
  sheet_units (f, force, rs);
  mst_flow_section (f);
  mst_flow_gap (f, 8);
  mst_flow_caption (f, _("Major morale"), _("Moral Phase, A"));
  mst_flow_paragraph (f, 0, _("From the Morale Phase of the turn the Commander-in-Chief is killed or captured, and every turn after, the side tests major morale: 2D6 against each unit’s major number. Below it, the units move as usual; equal or above, the side is immobile for the coming turn: units may face about or change formation in place, and shaken or routed units go on towards the edge."),
                      8.0, MST_TEXT_NONE);
  mst_flow_section (f);
  mst_flow_gap (f, 8);
  mst_flow_caption (f, _("The turn"), _("Sequence of Play"));
  mst_flow_paragraph (f, 0, _("1 Movement: shuffle the 52 cards and both jokers; as each card turns, its side moves one unit not yet moved. A joker: its side names a unit and throws on the Joker Movement Chart. Leaders not in a unit move with one they accompany or last. 2 Fire. 3 Close combat. 4 Morale."),
                      8.0, MST_TEXT_NONE);
  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    {
      const MstTable *t = table (rs, charts[i]);
      if (t == NULL)
        continue;
      mst_flow_section (f);
      mst_flow_gap (f, 8);
      sheet_chart (f, t, i < 2 ? 0.1 : 0.2, 8.0);
      mst_flow_gap (f, 6);
    }

}

/* The side at a glance: its units and what they test at. */
static void
sk_roster_content (MstFlow *f, MstCards *cards)
{
  MstForce *force = mst_cards_get_force (cards);
  g_autofree char *title = mst_cards_dup_list_title (force);
  g_autofree char *subtitle = g_strdup_printf (_("%s, list version %u · Napoleonic Skirmish"),
                                               title, mst_cards_get_list_version (force));

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (force), subtitle, 18);
  mst_flow_gap (f, 8);
  mst_flow_caption (f, _("Units"), _("Basic units; Moral Chart"));
  sheet_units (f, force, ruleset ());
}

const MstCardSet mst_sk_card_set = {
  .collect = sk_collect,
  .card_content = sk_card_content,
  .sheet_content = sk_sheet_content,
  .roster_content = sk_roster_content,
};
