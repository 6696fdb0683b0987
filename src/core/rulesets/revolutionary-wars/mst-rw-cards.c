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

#include "mst-nation-list.h"
#include "mst-rules.h"
#include "mst-rw-cards-private.h"
#include "mst-value.h"

const char *const rw_formation_heads[] = {
  N_("Line"), N_("Dbl Line"), N_("Skirm Line"), N_("March Col"), N_("Attack Col"), N_("Square"), NULL
};

const RwPlatoonFigures rw_platoon_figures[] = {
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

MstRuleset *
rw_ruleset (void)
{
  return mst_ruleset_lookup ("revolutionary-wars");
}

/* "Dombrowski’s brigade". */
char *
rw_brigade_name (MstCommand *command)
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
gboolean
rw_unit_is_example (MstUnit *unit)
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

gboolean
rw_force_has_examples (MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  if (list_is_example (force))
    return TRUE;
  for (guint i = 0; i < units->len; i++)
    if (rw_unit_is_example (g_ptr_array_index (units, i)))
      return TRUE;
  return FALSE;
}

/* The card's title band, and under it, on the card and on each of its
 * follow-on cards, a black strip saying the values are examples. */
void
rw_header (MstFlow *f, const char *title, const char *subtitle, gboolean example)
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
void
rw_example_note (MstFlow *f)
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
char *
rw_distance_text (const char *inches)
{
  double in = g_ascii_strtod (inches, NULL);
  char cm[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (cm, sizeof cm, "%g", in * 2.5);
  return g_strdup_printf ("%s″/%scm", inches, cm);
}

/* A stat's value as the card prints it: "4+", "≤3", "AUTO", "+1",
 * "6″/15cm"; "?" when the card has none. */
char *
rw_stat_text (MstRuleset *rs, const char *id, const char *value)
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
      return rw_distance_text (value);
    case MST_STAT_MODIFIER:
      return g_strdup (value);
    case MST_STAT_SCORE:
    default:
      /* Reform and React pass on the number or less (001:2122, 2226). */
      return spec->at_most ? g_strdup_printf ("≤%s", value) : g_strdup_printf ("%s+", value);
    }
}

const char *
rw_unit_stat (MstUnit *unit, const char *id, const char *formation)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);

  return tmpl != NULL ? mst_unit_template_lookup_stat (tmpl, id, formation, NULL, NULL) : NULL;
}

/* "small base 25 × 32 mm, narrow" (001:209-219). */
char *
rw_base_text (const MstRwPlatoonKind *k)
{
  if (k->long_mm == 0)
    return g_strdup_printf (_("vehicle base %u mm wide"), k->short_mm);
  return g_strdup_printf (k->wide ? _("%s base %u × %u mm, wide") : _("%s base %u × %u mm, narrow"),
                          k->short_mm == 25 ? _("small") : k->short_mm == 32 ? _("medium") : _("large"),
                          k->short_mm, k->long_mm);
}

guint
rw_figures_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (rw_platoon_figures); i++)
    if (g_strcmp0 (rw_platoon_figures[i].id, id) == 0)
      return i;
  return G_MAXUINT;
}

void
rw_figures_add (Figures *fig, const char *kind, guint n)
{
  guint i = rw_figures_index (kind);

  fig->bases += n;
  if (i == G_MAXUINT)
    return;
  fig->foot += n * rw_platoon_figures[i].foot;
  fig->mounted += n * rw_platoon_figures[i].mounted;
  fig->guns += n * rw_platoon_figures[i].guns;
  fig->crew_min += n * rw_platoon_figures[i].crew_min;
  fig->crew_max += n * rw_platoon_figures[i].crew_max;
  fig->limbers += n * rw_platoon_figures[i].limbers;
}

/* "32 foot · 3 guns, 12–15 crew". */
char *
rw_figures_text (const Figures *fig)
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

guint
rw_unit_platoons (MstUnit *unit)
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
  g_autofree char *name = rw_brigade_name (command);
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
      guint k = rw_unit_platoons (unit);

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
      g_autofree char *name = rw_brigade_name (c);
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
  RwCardData d = { cards, card, rw_ruleset (), mst_cards_get_force (cards) };

  if (d.rs == NULL)
    return;
  switch (card->part)
    {
    case PART_UNIT: rw_draw_unit_card (f, &d); break;
    case PART_BRIGADE: draw_brigade_card (f, &d); break;
    default: draw_divisional_card (f, &d); break;
    }
}

const MstCardSet mst_rw_card_set = {
  .collect = rw_collect,
  .card_content = rw_card_content,
  .sheet_content = rw_sheet_content,
  .roster_content = rw_roster_content,
};
