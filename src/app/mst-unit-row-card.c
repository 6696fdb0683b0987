/* mst-unit-row-card.c: a unit's card from its list (Revolutionary Wars'
 * battalion card), read-only, in its row.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-unit-row-card.h"

/* A card value as the cards print it: a score "4+", one passed on the
 * number or less "≤3", "AUTO", a modifier "+1", a distance "6″". */
static char *
card_value (MstRuleset *rs, const char *id, const char *value)
{
  const MstStatSpec *spec = mst_ruleset_lookup_stat_spec (rs, id);

  if (value == NULL)
    return g_strdup ("—");
  if (g_ascii_strcasecmp (value, "auto") == 0)
    return g_strdup ("AUTO");
  if (spec == NULL || spec->type == MST_STAT_MODIFIER)
    return g_strdup (value);
  if (spec->type == MST_STAT_DISTANCE)
    return mst_inches_format_text (mst_distance_get_default (), value);
  return spec->at_most ? g_strdup_printf ("≤%s", value) : g_strdup_printf ("%s+", value);
}

static AdwActionRow *
add_card_row (MstExpanderRow *self, const char *name, const char *title, const char *subtitle)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

  gtk_widget_set_name (GTK_WIDGET (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (row, subtitle);
      adw_action_row_set_subtitle_lines (row, 0);
    }
  mst_expander_row_add_row (self, GTK_WIDGET (row));
  return row;
}

/* The battalion's card from its list, read-only: a row a value, a row a
 * per-formation stat with its six values, a row a weapon line; its values
 * marked as examples where the list says they are (001:364-365). */
void
mst_unit_row_add_card (MstExpanderRow *self, MstRuleset *ruleset, MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  const char *const *formations = mst_ruleset_get_formations (ruleset);
  gboolean example;
  g_autoptr(GPtrArray) lines = NULL;
  const char *own;
  AdwActionRow *head;

  if (tmpl == NULL || formations == NULL || mst_unit_template_get_stats (tmpl)->len == 0)
    return;
  example = g_strcmp0 (g_hash_table_lookup (mst_unit_template_get_attrs (tmpl), "example"), "yes") == 0
            || g_strcmp0 (mst_unit_get_attr (unit, "example"), "yes") == 0;
  head = add_card_row (self, "card", _("Battalion card"),
                       example ? _("Example values — replace them with your own cards")
                               : _("From its list; change them in the list"));
  if (example)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Example values"), -1);
      adw_action_row_add_prefix (head, icon);
    }

  /* Every stat but the weapon lines', in the card's order. */
  for (const MstStatSpec *spec = MST_RULESET_GET_CLASS (ruleset)->stat_specs; spec->id != NULL; spec++)
    {
      g_autofree char *name = g_strconcat ("card-", spec->id, NULL);

      if (spec->per_band || g_str_equal (spec->id, "firepower"))
        continue;
      if (spec->per_formation)
        {
          g_autoptr(GString) values = g_string_new (NULL);

          for (guint f = 0; formations[f] != NULL; f++)
            {
              g_autofree char *v = card_value (ruleset, spec->id,
                                               mst_unit_template_lookup_stat (tmpl, spec->id, formations[f], NULL,
                                                                              NULL));
              g_string_append_printf (values, "%s%s %s", f > 0 ? " · " : "",
                                      mst_ruleset_formation_label (ruleset, formations[f]), v);
            }
          add_card_row (self, name, _(spec->label), values->str);
        }
      else
        {
          g_autofree char *v = card_value (ruleset, spec->id,
                                           mst_unit_template_lookup_stat (tmpl, spec->id, NULL, NULL, NULL));
          AdwActionRow *row = add_card_row (self, name, _(spec->label), NULL);
          GtkWidget *label = gtk_label_new (v);

          gtk_widget_add_css_class (label, "numeric");
          gtk_label_set_selectable (GTK_LABEL (label), TRUE);
          adw_action_row_add_suffix (row, label);
          gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, v, -1);
        }
    }

  /* A row a weapon line: Accuracy by range band, and Firepower. */
  own = mst_unit_get_attr (unit, "weapon");
  if (own == NULL)
    own = mst_unit_template_get_weapon_token (tmpl);
  lines = mst_unit_template_list_weapon_lines (tmpl);
  for (guint l = 0; l < lines->len; l++)
    {
      const char *weapon = g_ptr_array_index (lines, l);
      const char *token = weapon != NULL ? weapon : own;
      GPtrArray *stats = mst_unit_template_get_stats (tmpl);
      g_autoptr(GString) text = g_string_new (NULL);
      g_autofree char *name = g_strconcat ("card-weapon-", token != NULL ? token : "own", NULL);
      g_autofree char *fp = card_value (ruleset, "firepower",
                                        mst_unit_template_lookup_stat (tmpl, "firepower", NULL, weapon, NULL));

      for (guint i = 0; i < stats->len; i++)
        {
          const MstStat *st = g_ptr_array_index (stats, i);

          if (g_str_equal (st->id, "accuracy") && g_strcmp0 (st->weapon, weapon) == 0)
            {
              g_autofree char *v = card_value (ruleset, "accuracy", st->value);
              g_autofree char *band = mst_inches_format_text (mst_distance_get_default (), st->band);

              /* TRANSLATORS: a range band and its Accuracy: "to 12″ 5+", "to 30 cm 5+" */
              g_string_append_printf (text, _("%sto %s %s"), text->len > 0 ? " · " : "", band, v);
            }
        }
      g_string_append_printf (text, _("%sFirepower %s"), text->len > 0 ? " · " : "", fp);
      add_card_row (self, name, token != NULL ? mst_ruleset_attr_value_label (ruleset, "weapon", token)
                                              : _("Weapon"), text->str);
    }
}
