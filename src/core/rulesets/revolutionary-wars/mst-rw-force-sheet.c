/* mst-rw-force-sheet.c: Revolutionary Wars' force sheet and roster: the
 * brigades with their battalions, platoon and figure totals by base size
 * (a shopping list for the modeller), and the findings (spec §1.6).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mst-nation-list.h"
#include "mst-checks.h"
#include "mst-rules.h"
#include "mst-rw-cards-private.h"
#include "mst-value.h"

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
  if (!rw_force_has_examples (d->force))
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
      rw_figures_add (&fig, c->role, c->count);
    }
  g_ptr_array_add (cells, rw_unit_is_example (unit) ? g_strdup_printf (_("%s (example card)"), mst_card_unit_name (unit))
                                                 : g_strdup (mst_card_unit_name (unit)));
  g_ptr_array_add (cells, g_strdup_printf ("%s%s%s", kind != NULL ? kind : "", p.centre != NULL ? ", " : "",
                                           p.centre != NULL ? _(p.centre->label) : ""));
  g_ptr_array_add (cells, g_strdup_printf ("%u", p.total));
  g_ptr_array_add (cells, rw_figures_text (&fig));
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
          platoons += rw_unit_platoons (unit);
          add_unit_row (cells, d, unit);
        }
      if (c != NULL)
        {
          g_autofree char *name = rw_brigade_name (c);
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
  guint per_kind[G_N_ELEMENTS (rw_platoon_figures)] = { 0 };
  Figures by_size[4] = { { 0 } };
  guint total = 0;

  for (guint i = 0; i < units->len; i++)
    {
      GArray *components = mst_unit_get_components (g_ptr_array_index (units, i));

      for (guint j = 0; components != NULL && j < components->len; j++)
        {
          const MstComponent *c = &g_array_index (components, MstComponent, j);
          guint k = rw_figures_index (c->role);
          if (k != G_MAXUINT)
            per_kind[k] += c->count;
        }
    }
  g_ptr_array_add (cells, g_strdup (_("Platoon kind")));
  g_ptr_array_add (cells, g_strdup (_("Base")));
  g_ptr_array_add (cells, g_strdup (_("Platoons")));
  g_ptr_array_add (cells, g_strdup (_("Figures")));
  for (guint k = 0; k < G_N_ELEMENTS (rw_platoon_figures); k++)
    {
      const MstRwPlatoonKind *kind = mst_rw_platoon_kind (rw_platoon_figures[k].id);
      Figures fig = { 0 };
      guint size;

      if (per_kind[k] == 0 || kind == NULL)
        continue;
      total += per_kind[k];
      rw_figures_add (&fig, kind->id, per_kind[k]);
      size = kind->long_mm == 0 ? 3 : kind->short_mm == 25 ? 0 : kind->short_mm == 32 ? 1 : 2;
      rw_figures_add (&by_size[size], kind->id, per_kind[k]);
      g_ptr_array_add (cells, g_strdup (_(kind->label)));
      g_ptr_array_add (cells, rw_base_text (kind));
      g_ptr_array_add (cells, g_strdup_printf ("%u", per_kind[k]));
      g_ptr_array_add (cells, rw_figures_text (&fig));
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
      g_ptr_array_add (cells, rw_figures_text (&by_size[s]));
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
  g_autoptr(GPtrArray) findings = mst_force_check (d->force);

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

void
rw_sheet_content (MstFlow *f, MstCards *cards)
{
  RwCardData d = { cards, NULL, rw_ruleset (), mst_cards_get_force (cards) };
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
void
rw_roster_content (MstFlow *f, MstCards *cards)
{
  RwCardData d = { cards, NULL, rw_ruleset (), mst_cards_get_force (cards) };
  g_autofree char *subtitle = sheet_subtitle (d.force);

  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (d.force), subtitle, 18);
  if (d.rs == NULL)
    return;
  sheet_example_note (f, &d);
  sheet_brigades (f, &d);
  sheet_totals (f, &d);
}

