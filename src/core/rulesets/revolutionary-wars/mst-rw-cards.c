/* mst-rw-cards.c: Revolutionary Wars' cards: a battalion's card with its
 * platoons to tick off, its state, its per-formation grid, single values,
 * weapon lines, disorder thresholds and footprints; a brigade general's and
 * the divisional general's card; and the force sheet (spec §1.6).
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules print no card values (001:364-365, gap RW-1): every number on a
 * battalion's card is its list's.  A card whose list marks its values as
 * examples says so in its header band, on every follow-on card too, and in a
 * note at its foot: never shown as the rules' own. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mst-card-set.h"
#include "mst-nation-list.h"
#include "mst-rules.h"
#include "mst-rw-private.h"
#include "mst-value.h"

/* What a card is; MstCard.part. */
enum { PART_UNIT, PART_DIVISIONAL, PART_BRIGADE };

typedef struct {
  MstCards *cards;
  const MstCard *card;
  MstRuleset *rs;
  MstForce *force;
} RwCardData;

/* The grid's column heads, short enough for a poker card (spec §1.6). */
static const char *const formation_heads[] = {
  N_("Line"), N_("Dbl Line"), N_("Skirm Line"), N_("March Col"), N_("Attack Col"), N_("Square"), NULL
};

/* The grid's rows: the per-formation stats as the card labels them. */
static const struct {
  const char *id;
  const char *label;
} grid_rows[] = {
  { "move-terrain", N_("Move in Terrain") },
  { "stand-front", N_("Stand, charged in front") },
  { "stand-flank", N_("Stand, charged in flank") },
  { "shock", N_("Shock bonus when charging") },
  { "reform", N_("Reform") },
  { "react", N_("React without disorder") },
};

/* Figures on one platoon's base (001:245-363): foot or mounted figures,
 * a gun and its crew, a limber. */
static const struct {
  const char *id;
  guint foot, mounted, guns, crew_min, crew_max, limbers;
} platoon_figures[] = {
  { "line-infantry", 4, 0, 0, 0, 0, 0 },
  { "light-infantry", 4, 0, 0, 0, 0, 0 },
  { "mob-infantry", 4, 0, 0, 0, 0, 0 },
  { "skirmish-infantry", 1, 0, 0, 0, 0, 0 },
  { "line-cavalry", 0, 2, 0, 0, 0, 0 },
  { "light-cavalry", 0, 2, 0, 0, 0, 0 },
  { "skirmish-cavalry", 0, 1, 0, 0, 0, 0 },
  { "field-artillery", 0, 0, 1, 4, 5, 0 },
  { "regimental-artillery", 0, 0, 1, 3, 4, 0 },
  { "artillery-limber", 0, 0, 0, 0, 0, 1 },
};

typedef struct {
  guint bases, foot, mounted, guns, crew_min, crew_max, limbers;
} Figures;

static MstRuleset *
ruleset (void)
{
  return mst_ruleset_lookup ("revolutionary-wars");
}

/* "Dombrowski’s brigade". */
static char *
brigade_name (MstCommand *command)
{
  /* TRANSLATORS: a brigade by its general's name */
  return g_strdup_printf (_("%s’s brigade"), mst_card_general_name (mst_command_get_general (command)));
}

/* ---- example values ------------------------------------------------ */

static gboolean
template_is_example (MstUnitTemplate *tmpl)
{
  return tmpl != NULL && g_strcmp0 (g_hash_table_lookup (mst_unit_template_get_attrs (tmpl), "example"), "yes") == 0;
}

/* Whether @unit's card values are examples: its template's, or the unit
 * as the list made it, says so. */
static gboolean
unit_is_example (MstUnit *unit)
{
  return template_is_example (mst_unit_get_template (unit))
         || g_strcmp0 (mst_unit_get_attr (unit, "example"), "yes") == 0;
}

static gboolean
list_is_example (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);

  return list != NULL && g_strcmp0 (mst_nation_list_get_attr (list, "example"), "yes") == 0;
}

static gboolean
force_has_examples (MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  if (list_is_example (force))
    return TRUE;
  for (guint i = 0; i < units->len; i++)
    if (unit_is_example (g_ptr_array_index (units, i)))
      return TRUE;
  return FALSE;
}

/* The card's title band, and under it, on the card and on each of its
 * follow-on cards, a black strip saying the values are examples. */
static void
header (MstFlow *f, const char *title, const char *subtitle, gboolean example)
{
  const char *mark = _("EXAMPLE VALUES: not the rules’ — replace them with your own card");
  double pad = 1.6 * f->s;
  double size = mst_flow_size (f, MST_FLOW_SMALL);
  double mark_h, strip_h, y;

  mst_flow_header (f, title, subtitle);
  if (!example)
    return;
  mark_h = mst_card_painter_measure (f->p, f->w, mark, size, MST_TEXT_BOLD | MST_TEXT_WRAP);
  strip_h = mark_h + 2 * pad;
  /* Right under the band, before the gap the header leaves. */
  y = (mst_flow_is_follow_on (f) ? f->follow_top : f->y) - 3.0 * f->s;
  mst_flow_fill_rect (f, f->box_x, y, f->box_w, strip_h, 0.0);
  mst_card_painter_text (f->p, f->x, y + pad, f->w, mark_h, mark, size, size,
                         MST_TEXT_BOLD | MST_TEXT_WHITE | MST_TEXT_WRAP);
  f->follow_top += strip_h;
  f->y += strip_h;
  if (mst_flow_is_follow_on (f))
    f->y = f->follow_top;
  f->top = f->y;
}

/* The note at the foot of a card of example values, in the last
 * section: a section of its own could take a follow-on card alone. */
static void
example_note (MstFlow *f)
{
  mst_flow_gap (f, 1.5);
  mst_flow_hline (f, f->x, f->x + f->w, f->y, 0.6, 0.0);
  mst_flow_gap (f, 0.8);
  mst_flow_paragraph (f, 0, _("Example values from the sample list, not the rules’, which print none "
                              "(001:364-365)."),
                      MST_FLOW_CAPTION, MST_TEXT_BOLD | MST_TEXT_ITALIC);
}

/* ---- values as the card prints them --------------------------------- */

/* "6″/15cm": the rules give every distance in both (001:104-110). */
static char *
distance_text (const char *inches)
{
  double in = g_ascii_strtod (inches, NULL);
  char cm[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (cm, sizeof cm, "%g", in * 2.5);
  return g_strdup_printf ("%s″/%scm", inches, cm);
}

/* A stat's value as the card prints it: "4+", "≤3", "AUTO", "+1",
 * "6″/15cm"; "?" when the card has none. */
static char *
stat_text (MstRuleset *rs, const char *id, const char *value)
{
  const MstStatSpec *spec = mst_ruleset_lookup_stat_spec (rs, id);

  if (value == NULL)
    return g_strdup ("?");
  if (g_ascii_strcasecmp (value, "auto") == 0)
    return g_strdup ("AUTO");
  if (spec == NULL)
    return g_strdup (value);
  switch (spec->type)
    {
    case MST_STAT_DISTANCE:
      return distance_text (value);
    case MST_STAT_MODIFIER:
      return g_strdup (value);
    case MST_STAT_SCORE:
    default:
      /* Reform and React pass on the number or less (001:2122, 2226). */
      return spec->at_most ? g_strdup_printf ("≤%s", value) : g_strdup_printf ("%s+", value);
    }
}

static const char *
unit_stat (MstUnit *unit, const char *id, const char *formation)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  return tmpl != NULL ? mst_unit_template_lookup_stat (tmpl, id, formation, NULL, NULL) : NULL;
}

/* "small base 25 × 32 mm, narrow" (001:209-219). */
static char *
base_text (const MstRwPlatoonKind *k)
{
  if (k->long_mm == 0)
    return g_strdup_printf (_("vehicle base %u mm wide"), k->short_mm);
  return g_strdup_printf (k->wide ? _("%s base %u × %u mm, wide") : _("%s base %u × %u mm, narrow"),
                          k->short_mm == 25 ? _("small") : k->short_mm == 32 ? _("medium") : _("large"),
                          k->short_mm, k->long_mm);
}

static guint
figures_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (platoon_figures); i++)
    if (g_strcmp0 (platoon_figures[i].id, id) == 0)
      return i;
  return G_MAXUINT;
}

static void
figures_add (Figures *fig, const char *kind, guint n)
{
  guint i = figures_index (kind);

  fig->bases += n;
  if (i == G_MAXUINT)
    return;
  fig->foot += n * platoon_figures[i].foot;
  fig->mounted += n * platoon_figures[i].mounted;
  fig->guns += n * platoon_figures[i].guns;
  fig->crew_min += n * platoon_figures[i].crew_min;
  fig->crew_max += n * platoon_figures[i].crew_max;
  fig->limbers += n * platoon_figures[i].limbers;
}

/* "32 foot · 3 guns, 12–15 crew". */
static char *
figures_text (const Figures *fig)
{
  GString *s = g_string_new (NULL);

  if (fig->foot > 0)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u foot figure", "%u foot figures", fig->foot),
                            fig->foot);
  if (fig->mounted > 0 && s->len > 0)
    g_string_append (s, " · ");
  if (fig->mounted > 0)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u mounted figure", "%u mounted figures",
                                            fig->mounted), fig->mounted);
  if (fig->guns > 0)
    {
      if (s->len > 0)
        g_string_append (s, " · ");
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u gun", "%u guns", fig->guns), fig->guns);
      g_string_append_printf (s, _(", %u–%u crew"), fig->crew_min, fig->crew_max);
    }
  if (fig->limbers > 0)
    {
      if (s->len > 0)
        g_string_append (s, " · ");
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u limber", "%u limbers", fig->limbers),
                              fig->limbers);
    }
  if (s->len == 0)
    g_string_append (s, "—");
  return g_string_free (s, FALSE);
}

static guint
unit_platoons (MstUnit *unit)
{
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  return p.total;
}

/* ---- what is printed -------------------------------------------------- */

/* The divisional general, then each brigade's general followed by its
 * battalions; battalions in no brigade last. */
static GArray *
rw_collect (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  GListModel *unassigned = mst_force_get_unassigned (force);
  MstCard top = { .general = mst_force_get_commander (force), .part = PART_DIVISIONAL };

  g_array_append_val (cards, top);
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      MstCard card = { .general = mst_command_get_general (c), .command = c, .part = PART_BRIGADE };

      g_array_append_val (cards, card);
      for (guint j = 0; j < mst_command_get_n_units (c); j++)
        {
          MstCard unit = { .unit = mst_command_get_unit (c, j), .command = c, .part = PART_UNIT };
          g_array_append_val (cards, unit);
        }
    }
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      /* The force holds it: the card outlives this reference. */
      MstCard card = { .unit = unit, .part = PART_UNIT };
      g_array_append_val (cards, card);
    }
  return cards;
}

/* ---- a battalion's card --------------------------------------------- */

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
      base = base_text (k);
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
    g_ptr_array_add (cells, g_strdup (_(formation_heads[c])));
  for (guint r = 0; r < G_N_ELEMENTS (grid_rows); r++)
    {
      g_ptr_array_add (cells, g_strdup (_(grid_rows[r].label)));
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
          value = unit_stat (unit, grid_rows[r].id, formations[c]);
          missing |= value == NULL;
          /* Inches only: centimetres do not fit a column a sixth wide. */
          if (value != NULL && g_str_equal (grid_rows[r].id, "move-terrain"))
            g_ptr_array_add (cells, g_strdup_printf ("%s″", value));
          else
            g_ptr_array_add (cells, stat_text (d->rs, grid_rows[r].id, value));
        }
    }
  /* Six formations' heads fit a poker card's width only at the smallest
   * size; every battalion card of a layout is set alike. */
  mst_flow_table (f, 7, fractions, (const char *const *) cells->pdata, cells->len / 7,
                  mst_cards_are_small (d->cards) ? MST_FLOW_MIN : MST_FLOW_TABLE);
  mst_flow_paragraph (f, 0, missing ? _("Inches. ≤: the number or less. — it cannot take that formation; ? the "
                                      "card gives no value.")
                                    : _("Inches. ≤: the number or less. — it cannot take that formation."),
                      MST_FLOW_CAPTION, MST_TEXT_GREY);
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

  for (guint i = 0; i < n; i++)
    label_w[i % 2] = MAX (label_w[i % 2], mst_card_painter_measure_line (f->p, labels[i], size, MST_TEXT_BOLD)
                                          + 2.0 * f->s);
  for (guint k = 0; k < 2; k++)
    label_w[k] = MIN (label_w[k], half * 0.62);
  for (guint i = 0; i < n; i += 2)
    {
      double row_h = mst_flow_line_height (f, MST_FLOW_SMALL);

      for (guint k = 0; k < 2 && i + k < n; k++)
        {
          double lh = mst_card_painter_measure (f->p, label_w[k] - 2.0 * f->s, labels[i + k], size,
                                                MST_TEXT_BOLD | MST_TEXT_WRAP);
          double vh = mst_card_painter_measure (f->p, half - label_w[k], values[i + k], size, MST_TEXT_WRAP);
          row_h = MAX (row_h, MAX (lh, vh));
        }
      for (guint k = 0; k < 2 && i + k < n; k++)
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
  const char *charge = unit_stat (unit, "charge-move", NULL);
  g_autofree char *move = stat_text (d->rs, "move-open", unit_stat (unit, "move-open", NULL));
  g_autofree char *charge_text = stat_text (d->rs, "charge-move", charge);
  g_autofree char *counter = NULL;
  g_autofree char *terrain = stat_text (d->rs, "charge-terrain", unit_stat (unit, "charge-terrain", NULL));
  g_autofree char *front = stat_text (d->rs, "strike-front", unit_stat (unit, "strike-front", NULL));
  g_autofree char *flank = stat_text (d->rs, "strike-flank", unit_stat (unit, "strike-flank", NULL));
  g_autofree char *strike = g_strdup_printf ("%s / %s", front, flank);
  g_autofree char *melee = stat_text (d->rs, "melee-save", unit_stat (unit, "melee-save", NULL));
  g_autofree char *shooting = stat_text (d->rs, "shooting-save", unit_stat (unit, "shooting-save", NULL));
  g_autofree char *rally = stat_text (d->rs, "rally", unit_stat (unit, "rally", NULL));
  g_autofree char *pursuit = stat_text (d->rs, "control-pursuit", unit_stat (unit, "control-pursuit", NULL));
  const char *labels[] = {
    _("Move in Open"), _("Charge Move"), _("Countercharge"), _("Charge Across Terrain"), _("Strike Front / Flank"),
    _("Melee Save"), _("Shooting Save"), _("Rally from Rout"), _("Control Pursuit"),
  };
  const char *values[G_N_ELEMENTS (labels)];

  /* Half the Charge Move (001:944-946). */
  if (charge != NULL && g_ascii_strtod (charge, NULL) > 0)
    {
      char half[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (half, sizeof half, "%g", g_ascii_strtod (charge, NULL) / 2.0);
      counter = distance_text (half);
    }
  values[0] = move;
  values[1] = charge_text;
  values[2] = counter != NULL ? counter : "—";
  values[3] = terrain;
  values[4] = strike;
  values[5] = melee;
  values[6] = shooting;
  values[7] = rally;
  values[8] = pursuit;
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Values"), "001:730-1560");
  value_pairs (f, labels, values, G_N_ELEMENTS (labels));
  if (g_strcmp0 (unit_stat (unit, "charge-terrain", NULL), "auto") == 0)
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
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  const char *own = mst_unit_get_attr (unit, "weapon");
  gboolean battery = g_strcmp0 (mst_unit_get_kind (unit), "artillery-battery") == 0;
  double label_w = 0;
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  if (own == NULL)
    own = mst_unit_template_get_weapon_token (tmpl);
  for (guint i = 0; i < stats->len; i++)
    {
      const MstStat *st = g_ptr_array_index (stats, i);
      gboolean known = FALSE;

      if (!g_str_equal (st->id, "accuracy") && !g_str_equal (st->id, "firepower"))
        continue;
      for (guint l = 0; l < lines->len && !known; l++)
        known = g_strcmp0 (g_ptr_array_index (lines, l), st->weapon) == 0;
      if (!known)
        g_ptr_array_add (lines, st->weapon);
    }
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
      g_autofree char *fp = stat_text (d->rs, "firepower", firepower);

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
          g_autofree char *score = stat_text (d->rs, "accuracy", st->value);
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
      g_autofree char *base = base_text (p.centre);
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
      g_autofree char *brigade = brigade_name (d->card->command);
      g_string_append_printf (s, " · %s", brigade);
    }
  else
    g_string_append_printf (s, " · %s", _("in no brigade"));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
draw_unit_card (MstFlow *f, RwCardData *d)
{
  MstUnit *unit = d->card->unit;
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive (d->rs, d->force, unit);
  g_autofree char *subtitle = unit_subtitle (d, derived);
  gboolean example = unit_is_example (unit);

  header (f, mst_card_unit_name (unit), subtitle, example);
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
    example_note (f);
}

/* ---- the generals' cards ------------------------------------------------ */

static void
general_field (MstFlow *f, double label_w, const char *label, const char *value)
{
  mst_flow_field (f, label_w, label, value, MST_FLOW_SMALL, MST_TEXT_NONE);
}

static void
capture_rule (MstFlow *f)
{
  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Captured"), "001:832-838");
  mst_flow_paragraph (f, 0, _("When an enemy battalion moves within 2″/5cm of him, he at once moves up to "
                              "16″/40cm; if it then comes within 2″/5cm again, he is captured and removed."),
                      MST_FLOW_SMALL, MST_TEXT_NONE);
}

/* A brigade general: his brigade's battalions and when it breaks, his
 * moves and his command distance (001:224-227, 629-682). */
static void
draw_brigade_card (MstFlow *f, RwCardData *d)
{
  MstCommand *command = d->card->command;
  g_autoptr(GPtrArray) derived = mst_ruleset_derive_command (d->rs, d->force, command);
  g_autoptr(GString) battalions = g_string_new (NULL);
  g_autofree char *name = brigade_name (command);
  g_autofree char *subtitle = NULL;
  g_autofree char *count = NULL;
  const char *breaks = mst_derived_lookup (derived, "breaks");
  guint n = mst_command_get_n_units (command), platoons = 0;
  double label_w = mst_flow_label_column (f, MST_FLOW_SMALL, _("Breaks"), _("Moves"), _("Reach"), _("Base"), NULL);

  /* TRANSLATORS: "Brigade General · Dombrowski’s brigade · Girard’s division" */
  subtitle = g_strdup_printf (_("Brigade General · %s · %s’s division"), name,
                              mst_card_general_name (mst_force_get_commander (d->force)));
  mst_flow_header (f, mst_card_general_name (d->card->general), subtitle);

  for (guint i = 0; i < n; i++)
    {
      MstUnit *unit = mst_command_get_unit (command, i);
      guint k = unit_platoons (unit);

      platoons += k;
      g_autofree char *platoons_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u platoon", "%u platoons",
                                                                     k), k);

      g_string_append_printf (battalions, "%s%s (%s)", battalions->len > 0 ? " · " : "", mst_card_unit_name (unit),
                              platoons_text);
    }
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battalion, %u platoons", "%u battalions, %u platoons",
                                        n), n, platoons);
  mst_flow_section (f);
  mst_flow_caption (f, count, "001:127-135");
  mst_flow_paragraph (f, 0, battalions->len > 0 ? battalions->str : _("No battalions yet."), MST_FLOW_SMALL,
                      MST_TEXT_NONE);

  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Activation"), "001:629-682");
  general_field (f, label_w, _("Breaks"), breaks != NULL ? breaks : _("at the start of its turn with 1 battalion left"));
  general_field (f, label_w, _("Moves"), _("up to 16″/40cm before its battalions act, up to 32″/80cm after"));
  general_field (f, label_w, _("Reach"), _("a battalion more than 6″/15cm from him when activated may not Move "
                                            "as its second action"));
  general_field (f, label_w, _("Base"), _("2 mounted figures, medium base 32 × 50 mm, wide"));
  mst_flow_paragraph (f, 0, _("At the start of its turn a brigade with one battalion left breaks: that battalion "
                              "and its general are removed (001:655-662)."), MST_FLOW_CAPTION, MST_TEXT_GREY);
  capture_rule (f);
}

/* The divisional general: his brigades, his re-roll radius, his capture
 * and when the game is lost (001:228-231, 661-662, 1200, 2127). */
static void
draw_divisional_card (MstFlow *f, RwCardData *d)
{
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive_command (d->rs, d->force, NULL);
  g_autoptr(GString) brigades = g_string_new (NULL);
  const char *loses = mst_derived_lookup (derived, "loses");
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u brigade", "%u brigades", commands->len),
                                            commands->len);
  g_autofree char *lose_text = NULL;
  double label_w = mst_flow_label_column (f, MST_FLOW_SMALL, _("Re-rolls"), _("Loses"), _("Base"), NULL);

  mst_flow_header (f, mst_card_general_name (d->card->general), _("Divisional General, commanding the force"));
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      g_autofree char *name = brigade_name (c);
      guint n = mst_command_get_n_units (c);

      g_string_append_printf (brigades, "%s%s (", brigades->len > 0 ? " · " : "", name);
      g_string_append_printf (brigades, g_dngettext (GETTEXT_PACKAGE, "%u battalion", "%u battalions", n), n);
      g_string_append (brigades, ")");
    }
  mst_flow_section (f);
  mst_flow_caption (f, count, "001:121-135");
  mst_flow_paragraph (f, 0, brigades->len > 0 ? brigades->str : _("No brigades yet."), MST_FLOW_SMALL,
                      MST_TEXT_NONE);

  mst_flow_section (f);
  mst_flow_gap (f, 1.5);
  mst_flow_caption (f, _("Command"), "001:1200-1201, 2132-2133, 661-662");
  general_field (f, label_w, _("Re-rolls"), _("battalions within 6″/15cm of him re-roll failed Rally and Reform "
                                             "dice"));
  /* TRANSLATORS: "Loses: when no brigade is left on table or in reserve" */
  lose_text = g_strdup_printf (_("the game %s"), loses != NULL ? loses : _("when no brigade is left"));
  general_field (f, label_w, _("Loses"), lose_text);
  general_field (f, label_w, _("Base"), _("3–4 mounted figures, large base 50 × 64 mm, wide"));
  capture_rule (f);
}

static void
rw_card_content (MstFlow *f, MstCards *cards, const MstCard *card)
{
  RwCardData d = { cards, card, ruleset (), mst_cards_get_force (cards) };

  if (d.rs == NULL)
    return;
  switch (card->part)
    {
    case PART_UNIT: draw_unit_card (f, &d); break;
    case PART_BRIGADE: draw_brigade_card (f, &d); break;
    default: draw_divisional_card (f, &d); break;
    }
}

/* ---- the force sheet ---------------------------------------------------- */

static char *
sheet_subtitle (MstForce *force)
{
  g_autofree char *title = mst_cards_dup_list_title (force);

  return g_strdup_printf (_("%s, list version %u · Revolutionary Wars"), title, mst_cards_get_list_version (force));
}

static void
sheet_example_note (MstFlow *f, RwCardData *d)
{
  if (!force_has_examples (d->force))
    return;
  mst_flow_gap (f, 4);
  mst_flow_paragraph (f, 0, _("EXAMPLE VALUES: the battalion cards of this force come from a sample list whose "
                              "values were made up for Muster. The rules print no card values (001:364-365): "
                              "replace them with your own before you play."),
                      9.0, MST_TEXT_BOLD);
}

static void
add_unit_row (GPtrArray *cells, RwCardData *d, MstUnit *unit)
{
  GArray *components = mst_unit_get_components (unit);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive (d->rs, d->force, unit);
  const char *kind = mst_derived_lookup (derived, "kind");
  Figures fig = { 0 };
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      const MstComponent *c = &g_array_index (components, MstComponent, i);
      figures_add (&fig, c->role, c->count);
    }
  g_ptr_array_add (cells, unit_is_example (unit) ? g_strdup_printf (_("%s (example card)"), mst_card_unit_name (unit))
                                                 : g_strdup (mst_card_unit_name (unit)));
  g_ptr_array_add (cells, g_strdup_printf ("%s%s%s", kind != NULL ? kind : "", p.centre != NULL ? ", " : "",
                                           p.centre != NULL ? _(p.centre->label) : ""));
  g_ptr_array_add (cells, g_strdup_printf ("%u", p.total));
  g_ptr_array_add (cells, figures_text (&fig));
}

/* Each brigade with its battalions, their platoons and figures. */
static void
sheet_brigades (MstFlow *f, RwCardData *d)
{
  static const double fractions[] = { 0.38, 0.26, 0.1, 0.26 };
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  GListModel *unassigned = mst_force_get_unassigned (d->force);

  for (guint i = 0; i <= commands->len; i++)
    {
      MstCommand *c = i < commands->len ? g_ptr_array_index (commands, i) : NULL;
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;
      guint n = c != NULL ? mst_command_get_n_units (c) : g_list_model_get_n_items (unassigned);
      guint platoons = 0;

      if (c == NULL && n == 0)
        break;
      g_ptr_array_add (cells, g_strdup (_("Battalion")));
      g_ptr_array_add (cells, g_strdup (_("Kind")));
      g_ptr_array_add (cells, g_strdup (_("Platoons")));
      g_ptr_array_add (cells, g_strdup (_("Figures")));
      for (guint j = 0; j < n; j++)
        {
          g_autoptr(MstUnit) unit = c != NULL ? g_object_ref (mst_command_get_unit (c, j))
                                              : g_list_model_get_item (unassigned, j);
          platoons += unit_platoons (unit);
          add_unit_row (cells, d, unit);
        }
      if (c != NULL)
        {
          g_autofree char *name = brigade_name (c);
          title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u battalion, %u platoons",
                                                "%s: %u battalions, %u platoons", n), name, n, platoons);
        }
      else
        title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "In no brigade: %u battalion, %u platoons",
                                              "In no brigade: %u battalions, %u platoons", n), n, platoons);
      mst_flow_section_in_order (f);
      mst_flow_gap (f, 6);
      mst_flow_caption (f, title, c == NULL ? "001:128, 629-644" : NULL);
      if (n > 0)
        mst_flow_table (f, 4, fractions, (const char *const *) cells->pdata, cells->len / 4, 8.0);
      else
        mst_flow_paragraph (f, 0, _("No battalions yet."), 8.0, MST_TEXT_ITALIC);
    }
}

/* The modeller's shopping list: platoons of each kind, and bases and
 * figures by base size, the generals' included (001:209-244). */
static void
sheet_totals (MstFlow *f, RwCardData *d)
{
  static const double kind_fractions[] = { 0.3, 0.35, 0.1, 0.25 };
  static const double size_fractions[] = { 0.35, 0.15, 0.5 };
  static const char *const size_labels[] = {
    N_("Small, 25 × 32 mm"), N_("Medium, 32 × 50 mm"), N_("Large, 50 × 64 mm"), N_("Vehicle, 50 mm wide"),
  };
  g_autoptr(GPtrArray) units = mst_force_list_units (d->force);
  g_autoptr(GPtrArray) commands = mst_force_list_commands (d->force);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint per_kind[G_N_ELEMENTS (platoon_figures)] = { 0 };
  Figures by_size[4] = { { 0 } };
  guint total = 0;

  for (guint i = 0; i < units->len; i++)
    {
      GArray *components = mst_unit_get_components (g_ptr_array_index (units, i));

      for (guint j = 0; components != NULL && j < components->len; j++)
        {
          const MstComponent *c = &g_array_index (components, MstComponent, j);
          guint k = figures_index (c->role);
          if (k != G_MAXUINT)
            per_kind[k] += c->count;
        }
    }
  g_ptr_array_add (cells, g_strdup (_("Platoon kind")));
  g_ptr_array_add (cells, g_strdup (_("Base")));
  g_ptr_array_add (cells, g_strdup (_("Platoons")));
  g_ptr_array_add (cells, g_strdup (_("Figures")));
  for (guint k = 0; k < G_N_ELEMENTS (platoon_figures); k++)
    {
      const MstRwPlatoonKind *kind = mst_rw_platoon_kind (platoon_figures[k].id);
      Figures fig = { 0 };
      guint size;

      if (per_kind[k] == 0 || kind == NULL)
        continue;
      total += per_kind[k];
      figures_add (&fig, kind->id, per_kind[k]);
      size = kind->long_mm == 0 ? 3 : kind->short_mm == 25 ? 0 : kind->short_mm == 32 ? 1 : 2;
      figures_add (&by_size[size], kind->id, per_kind[k]);
      g_ptr_array_add (cells, g_strdup (_(kind->label)));
      g_ptr_array_add (cells, base_text (kind));
      g_ptr_array_add (cells, g_strdup_printf ("%u", per_kind[k]));
      g_ptr_array_add (cells, figures_text (&fig));
    }
  {
    g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Platoon totals: %u platoon",
                                                           "Platoon totals: %u platoons", total), total);
    mst_flow_section (f);
    mst_flow_gap (f, 6);
    mst_flow_caption (f, title, "001:192-360");
    if (total > 0)
      mst_flow_table (f, 4, kind_fractions, (const char *const *) cells->pdata, cells->len / 4, 8.0);
  }

  /* The generals: the divisional general's 3–4 mounted figures on a large
   * base, each brigade general's 2 on a medium one (001:224-231). */
  by_size[2].bases += 1;
  by_size[2].mounted += 4;
  by_size[1].bases += commands->len;
  by_size[1].mounted += 2 * commands->len;
  g_ptr_array_set_size (cells, 0);
  g_ptr_array_add (cells, g_strdup (_("Base size")));
  g_ptr_array_add (cells, g_strdup (_("Bases")));
  g_ptr_array_add (cells, g_strdup (_("Figures")));
  for (guint s = 0; s < G_N_ELEMENTS (size_labels); s++)
    {
      if (by_size[s].bases == 0)
        continue;
      g_ptr_array_add (cells, g_strdup (_(size_labels[s])));
      g_ptr_array_add (cells, g_strdup_printf ("%u", by_size[s].bases));
      g_ptr_array_add (cells, figures_text (&by_size[s]));
    }
  mst_flow_section (f);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, _("Figures by base size, generals included"), "001:209-244");
  mst_flow_table (f, 3, size_fractions, (const char *const *) cells->pdata, cells->len / 3, 8.0);
  mst_flow_paragraph (f, 0, _("The divisional general is counted with 4 mounted figures (the rules say 3–4)."),
                      7.0, MST_TEXT_GREY);
}

/* What the checks say of the force. */
static void
sheet_findings (MstFlow *f, RwCardData *d)
{
  g_autoptr(GPtrArray) findings = mst_rules_check (d->force);

  mst_flow_section (f);
  mst_flow_gap (f, 6);
  mst_flow_caption (f, _("Findings"), NULL);
  if (findings == NULL || findings->len == 0)
    {
      mst_flow_paragraph (f, 0, _("Every check passes."), 8.0, MST_TEXT_NONE);
      return;
    }
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *finding = g_ptr_array_index (findings, i);
      g_autofree char *line = g_strdup_printf ("%s %s", mst_finding_get_severity (finding) == MST_SEVERITY_ERROR
                                                        ? "■" : "□", mst_finding_get_message (finding));
      mst_flow_section_in_order (f);
      mst_flow_paragraph (f, 0, line, 8.0, MST_TEXT_NONE);
      mst_flow_gap (f, 1.5);
    }
}

static void
rw_sheet_content (MstFlow *f, MstCards *cards)
{
  RwCardData d = { cards, NULL, ruleset (), mst_cards_get_force (cards) };
  g_autofree char *subtitle = sheet_subtitle (d.force);

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (d.force), subtitle, 22);
  if (d.rs == NULL)
    return;
  {
    g_autofree char *general = g_strdup_printf (_("Divisional General: %s"),
                                                mst_card_general_name (mst_force_get_commander (d.force)));
    mst_flow_gap (f, 2);
    mst_flow_line (f, general, 10, MST_TEXT_BOLD);
  }
  sheet_example_note (f, &d);
  sheet_brigades (f, &d);
  sheet_totals (f, &d);
  sheet_findings (f, &d);
}

/* The force at a glance: its brigades and battalions, and its totals. */
static void
rw_roster_content (MstFlow *f, MstCards *cards)
{
  RwCardData d = { cards, NULL, ruleset (), mst_cards_get_force (cards) };
  g_autofree char *subtitle = sheet_subtitle (d.force);

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (d.force), subtitle, 18);
  if (d.rs == NULL)
    return;
  sheet_example_note (f, &d);
  sheet_brigades (f, &d);
  sheet_totals (f, &d);
}

const MstCardSet mst_rw_card_set = {
  .collect = rw_collect,
  .card_content = rw_card_content,
  .sheet_content = rw_sheet_content,
  .roster_content = rw_roster_content,
};
