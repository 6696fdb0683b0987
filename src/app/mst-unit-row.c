/* mst-unit-row.c: a unit of a command: its name; its bases, or its
 * figures by role where its rule set counts them so; its attributes as
 * the rule set declares them (a weapon to choose, doctrines to switch on
 * or off, a rank); its card from the list (Revolutionary Wars),
 * read-only; and the values the rules derive for it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-force-editor.h"
#include "mst-unit-row.h"
#include "mst-unit-row-card.h"
#include "mst-expander-row.h"
#include "mst-row-util.h"

struct _MstUnitRow
{
  MstExpanderRow parent_instance;

  MstUnit *unit;
  gboolean updating;

  GtkMenuButton *menu_button;
  /* Built on the first expansion; NULL until then. */
  AdwEntryRow *name_row;
  GtkSpinButton *bases_spin;   /* a rule set counting bases; NULL else */

  /* The unit's rule set; NULL when not known (the name alone). */
  MstRuleset *ruleset;
  GPtrArray *attr_rows;      /* AdwComboRow, its MstAttrSpec in "spec" */
  /* GtkSwitch, one value of an attribute of several ("doctrines"): its
   * MstAttrSpec in "spec", the value in "value". */
  GPtrArray *attr_switches;
  GPtrArray *figure_spins;   /* GtkSpinButton, its role in "role" */
  GPtrArray *derived_rows;   /* AdwActionRow, rebuilt on each change */
};

G_DEFINE_FINAL_TYPE (MstUnitRow, mst_unit_row, MST_TYPE_EXPANDER_ROW)

static MstForceEditor *
get_editor (MstUnitRow *self)
{
  return (MstForceEditor *) gtk_widget_get_ancestor (GTK_WIDGET (self), MST_TYPE_FORCE_EDITOR);
}

static MstHistory *
get_history (MstUnitRow *self)
{
  MstForceEditor *editor = get_editor (self);

  return editor != NULL ? mst_force_editor_get_history (editor) : NULL;
}

static MstForce *
get_force (MstUnitRow *self)
{
  MstForceEditor *editor = get_editor (self);

  return editor != NULL ? mst_force_editor_get_force (editor) : NULL;
}

static void
edit_value (MstUnitRow *self, const char *label, const char *property, const GValue *value)
{
  MstHistory *history = get_history (self);

  if (self->updating || self->unit == NULL)
    return;
  if (history != NULL)
    mst_history_set_value (history, label, self->unit, property, value);
  else
    g_object_set_property (G_OBJECT (self->unit), property, value);
}

static void update_attr_content (MstUnitRow *self);

static void
update (MstUnitRow *self)
{
  g_autoptr(MstRowText) text = mst_force_view_unit_row (self->ruleset, self->unit);

  self->updating = TRUE;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), text->title);
  mst_expander_row_set_subtitle (MST_EXPANDER_ROW (self), text->subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->subtitle, -1);
  if (self->name_row != NULL)
    {
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), mst_unit_get_name (self->unit)) != 0)
        gtk_editable_set_text (GTK_EDITABLE (self->name_row), mst_unit_get_name (self->unit));
      if (self->bases_spin != NULL &&
          (guint) gtk_spin_button_get_value_as_int (self->bases_spin) != mst_unit_get_bases (self->unit))
        gtk_spin_button_set_value (self->bases_spin, mst_unit_get_bases (self->unit));
      if (self->ruleset != NULL)
        update_attr_content (self);
    }
  self->updating = FALSE;
}

static void
on_name_row_changed (MstUnitRow *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
  edit_value (self, _("Rename unit"), "name", &value);
}

static void
on_entry_focus_leave (MstUnitRow *self)
{
  MstHistory *history = get_history (self);

  if (history != NULL)
    mst_history_seal (history);
}

static void
on_bases_spin_value_changed (MstUnitRow *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_UINT);
  g_value_set_uint (&value, (guint) gtk_spin_button_get_value_as_int (self->bases_spin));
  edit_value (self, _("Change bases"), "bases", &value);
}

/* The values of attribute @spec (one of several) @self's unit carries. */
static char **
attr_tokens (MstUnitRow *self, const MstAttrSpec *spec)
{
  const char *v = mst_unit_get_attr (self->unit, spec->name);

  return g_strsplit_set (v != NULL ? v : "", " ", -1);
}

static void
on_attr_switch_active (GtkSwitch *sw, GParamSpec *pspec, MstUnitRow *self)
{
  const MstAttrSpec *spec = g_object_get_data (G_OBJECT (sw), "spec");
  const char *value = g_object_get_data (G_OBJECT (sw), "value");
  g_auto(GStrv) had = NULL;
  g_autoptr(GString) now = g_string_new (NULL);
  g_autoptr(GHashTable) attrs = NULL;
  g_auto(GValue) gvalue = G_VALUE_INIT;
  g_autofree char *label = NULL;

  if (self->updating)
    return;
  had = attr_tokens (self, spec);
  /* In the rule set's order, the one switched in or out. */
  for (guint k = 0; spec->values[k] != NULL; k++)
    {
      gboolean on = g_str_equal (spec->values[k], value) ? gtk_switch_get_active (sw)
                                                          : g_strv_contains ((const char *const *) had, spec->values[k]);
      if (on)
        g_string_append_printf (now, "%s%s", now->len > 0 ? " " : "", spec->values[k]);
    }
  if (g_strcmp0 (now->str, mst_unit_get_attr (self->unit, spec->name) != NULL
                             ? mst_unit_get_attr (self->unit, spec->name) : "") == 0)
    return;
  attrs = mst_attrs_copy (mst_unit_get_attrs (self->unit));
  if (now->len > 0)
    g_hash_table_insert (attrs, g_strdup (spec->name), g_strdup (now->str));
  else
    g_hash_table_remove (attrs, spec->name);
  g_value_init (&gvalue, G_TYPE_HASH_TABLE);
  g_value_set_boxed (&gvalue, attrs);
  /* TRANSLATORS: an undo label, "Change Doctrines" */
  label = g_strdup_printf (_("Change %s"), _(spec->label));
  edit_value (self, label, "attrs", &gvalue);
}

/* The values of @spec the player may switch on or off for the unit
 * (those its rule set offers: its type's optional doctrines), each a
 * switch, with what it does in play; the others are in the subtitle. */
static void
add_attr_switches (MstUnitRow *self, const MstAttrSpec *spec)
{
  g_auto(GStrv) choices = mst_ruleset_unit_attr_choices (self->ruleset, self->unit, spec->name);

  for (guint k = 0; spec->values[k] != NULL; k++)
    {
      AdwActionRow *row;
      GtkWidget *sw;
      g_autofree char *title = NULL;

      if (choices != NULL && !g_strv_contains ((const char *const *) choices, spec->values[k]))
        continue;
      /* TRANSLATORS: an optional doctrine's switch, "Light company (LCOY)" */
      title = g_strdup_printf (_("%s (%s)"), mst_attr_spec_value_label (spec, spec->values[k]), spec->values[k]);
      row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (spec->value_notes != NULL)
        adw_action_row_set_subtitle (row, _(spec->value_notes[k]));
      sw = gtk_switch_new ();
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (sw), "spec", (gpointer) spec);
      g_object_set_data (G_OBJECT (sw), "value", (gpointer) spec->values[k]);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (sw),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL,
                                      -1);
      g_signal_connect_object (sw, "notify::active", G_CALLBACK (on_attr_switch_active), self, 0);
      adw_action_row_add_suffix (row, sw);
      adw_action_row_set_activatable_widget (row, sw);
      mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (row));
      g_ptr_array_add (self->attr_switches, sw);
    }
}

/* ---- its attributes ------------------------------------------------- */

static void
on_attr_row_selected (AdwComboRow *row, GParamSpec *pspec, MstUnitRow *self)
{
  const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GHashTable) attrs = NULL;
  g_auto(GValue) gvalue = G_VALUE_INIT;
  g_autofree char *label = NULL;
  guint first = spec->default_value == NULL ? 1 : 0;
  const char *value, *had;

  /* Choice 0 is "Not set" where one may have none, the spec's values
   * follow; past them, a value the rules do not know, shown as the unit
   * has it and never chosen. */
  if (self->updating || selected == GTK_INVALID_LIST_POSITION ||
      selected >= g_strv_length ((char **) spec->values) + first)
    return;
  value = selected >= first ? spec->values[selected - first] : NULL;
  had = mst_unit_get_attr (self->unit, spec->name);
  if (g_strcmp0 (value, had != NULL ? had : spec->default_value) == 0)
    return;
  attrs = mst_attrs_copy (mst_unit_get_attrs (self->unit));
  if (value == NULL)
    g_hash_table_remove (attrs, spec->name);
  else
    g_hash_table_insert (attrs, g_strdup (spec->name), g_strdup (value));
  g_value_init (&gvalue, G_TYPE_HASH_TABLE);
  g_value_set_boxed (&gvalue, attrs);
  /* TRANSLATORS: an undo label, "Change Weapon" */
  label = g_strdup_printf (_("Change %s"), _(spec->label));
  edit_value (self, label, "attrs", &gvalue);
}

static void
on_figure_spin_changed (GtkSpinButton *spin, MstUnitRow *self)
{
  const char *role = g_object_get_data (G_OBJECT (spin), "role");
  g_autoptr(GArray) components = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  guint count = (guint) gtk_spin_button_get_value_as_int (spin);

  if (self->updating || count == mst_components_count (mst_unit_get_components (self->unit), role))
    return;
  components = mst_components_copy (mst_unit_get_components (self->unit));
  mst_components_set (components, role, count);
  g_value_init (&value, G_TYPE_ARRAY);
  g_value_set_boxed (&value, components);
  edit_value (self, _("Change figures"), "components", &value);
}

static const char *
role_title (const char *role)
{
  static const struct { const char *id; const char *label; } roles[] = {
    { "officer", N_("Officers") },
    { "nco", N_("NCOs") },
    { "standard", N_("Standard bearers") },
    { "musician", N_("Musicians") },
    { "sapper", N_("Sappers") },
    { "gunner", N_("Gunners") },
    { "gun", N_("Guns") },
    { "private", N_("Privates") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (roles); i++)
    if (g_str_equal (role, roles[i].id))
      return _(roles[i].label);
  return role;
}

/* Whether attribute @name's value is in the rows above or the subtitle:
 * one with a default (always shown), or one the editor does not offer
 * (the list's, or the grade rolled after deployment). */
static gboolean
shown_above (MstUnitRow *self, const char *name)
{
  const MstAttrSpec *spec = mst_ruleset_lookup_attr (self->ruleset, name);

  if (spec == NULL)
    return FALSE;
  if (spec->default_value != NULL)
    return TRUE;
  for (const MstAttrSpec *offered = mst_ruleset_get_unit_attrs (self->ruleset); offered->name != NULL; offered++)
    if (offered == spec)
      return FALSE;
  return TRUE;
}

/* The derived values a player reads beside the unit, close combat and
 * breaching each summed up in one row. */
static void
rebuild_derived_rows (MstUnitRow *self)
{
  MstForce *force = get_force (self);
  g_autoptr(GPtrArray) derived = NULL;
  g_autoptr(GString) cc = g_string_new (NULL);
  g_autoptr(GString) breach = g_string_new (NULL);

  for (guint i = 0; i < self->derived_rows->len; i++)
    mst_expander_row_remove (MST_EXPANDER_ROW (self), g_ptr_array_index (self->derived_rows, i));
  g_ptr_array_set_size (self->derived_rows, 0);
  if (force == NULL)
    return;
  derived = mst_ruleset_derive (self->ruleset, force, self->unit);
  for (guint i = 0; i < derived->len; i++)
    {
      MstDerived *d = g_ptr_array_index (derived, i);
      AdwActionRow *row;
      GtkWidget *label;

      /* What the rows above say already: its figures or bases, and an
       * attribute the unit always has a value of (a weapon) or that the
       * editor does not offer (the grade rolled after deployment, in the
       * row's subtitle). */
      if (g_str_equal (d->id, "figures") || (self->bases_spin != NULL && g_str_equal (d->id, "bases")) ||
          shown_above (self, d->id))
        continue;
      if (g_str_has_prefix (d->id, "cc-") || g_str_has_prefix (d->id, "breach-"))
        {
          GString *s = g_str_has_prefix (d->id, "cc-") ? cc : breach;
          const char *colon = strchr (d->label, ':');
          const char *what = colon != NULL ? colon + 2 : d->label;
          g_string_append_printf (s, "%s%s %s", s->len > 0 ? " · " : "", what, d->value);
          continue;
        }
      row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), d->label);
      gtk_widget_set_name (GTK_WIDGET (row), d->id);
      label = gtk_label_new (d->value);
      gtk_widget_add_css_class (label, "numeric");
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      adw_action_row_add_suffix (row, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, d->value, -1);
      mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (row));
      g_ptr_array_add (self->derived_rows, row);
    }
  if (cc->len > 0 || breach->len > 0)
    {
      const char *titles[] = { _("Close combat"), _("Breaching, in turns") };
      GString *texts[] = { cc, breach };
      for (guint k = 0; k < 2; k++)
        {
          AdwActionRow *row;
          if (texts[k]->len == 0)
            continue;
          row = ADW_ACTION_ROW (adw_action_row_new ());
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[k]);
          adw_action_row_set_subtitle (row, texts[k]->str);
          adw_action_row_set_subtitle_lines (row, 0);
          mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (row));
          g_ptr_array_add (self->derived_rows, row);
        }
    }
}

static void
update_attr_content (MstUnitRow *self)
{
  gboolean updating = self->updating;

  self->updating = TRUE;
  for (guint i = 0; i < self->attr_rows->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (self->attr_rows, i);
      const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
      const char *v = mst_unit_get_attr (self->unit, spec->name);
      GtkStringList *labels = GTK_STRING_LIST (adw_combo_row_get_model (row));
      guint first = spec->default_value == NULL ? 1 : 0;
      guint n_choices = g_strv_length ((char **) spec->values) + first;
      guint selected = G_MAXUINT;

      if (v == NULL)
        v = spec->default_value;
      if (v == NULL)
        selected = 0;
      for (guint k = 0; v != NULL && spec->values[k] != NULL; k++)
        if (g_str_equal (spec->values[k], v))
          selected = k + first;
      /* A value the rules do not know: shown as it is, said so. */
      if (g_list_model_get_n_items (G_LIST_MODEL (labels)) > n_choices)
        gtk_string_list_remove (labels, n_choices);
      if (selected == G_MAXUINT)
        {
          g_autofree char *unknown = g_strdup_printf (_("“%s”: not a value of the rules"), v);

          gtk_string_list_append (labels, unknown);
          selected = n_choices;
        }
      adw_combo_row_set_selected (row, selected);
    }
  for (guint i = 0; i < self->attr_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->attr_switches, i);
      g_auto(GStrv) on = attr_tokens (self, g_object_get_data (G_OBJECT (sw), "spec"));

      gtk_switch_set_active (sw, g_strv_contains ((const char *const *) on, g_object_get_data (G_OBJECT (sw), "value")));
    }
  for (guint i = 0; i < self->figure_spins->len; i++)
    {
      GtkSpinButton *spin = g_ptr_array_index (self->figure_spins, i);
      const char *role = g_object_get_data (G_OBJECT (spin), "role");
      guint count = mst_components_count (mst_unit_get_components (self->unit), role);

      if ((guint) gtk_spin_button_get_value_as_int (spin) != count)
        gtk_spin_button_set_value (spin, count);
    }
  rebuild_derived_rows (self);
  self->updating = updating;
}

static void
add_attr_content (MstUnitRow *self)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (self->unit);
  GArray *roster = mst_unit_get_components (self->unit);
  g_autoptr(GPtrArray) roles = g_ptr_array_new ();

  for (const MstAttrSpec *spec = mst_ruleset_get_unit_attrs (self->ruleset); spec->name != NULL; spec++)
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
      AdwComboRow *row;

      gboolean flag = spec->values[0] != NULL && g_str_equal (spec->values[0], "yes");

      if (spec->multiple)
        {
          add_attr_switches (self, spec);
          continue;
        }
      /* A yes-or-no flag only where the unit or its type has it (bayonets,
       * lances); every other attribute always. */
      if (flag && mst_unit_get_attr (self->unit, spec->name) == NULL
          && (tmpl == NULL || g_hash_table_lookup (mst_unit_template_get_attrs (tmpl), spec->name) == NULL))
        continue;
      /* "Not set" first, never a blank dropdown, where a rank, a
       * formation or an order may be given or not. */
      if (spec->default_value == NULL)
        gtk_string_list_append (labels, _("Not set"));
      for (guint k = 0; spec->values[k] != NULL; k++)
        gtk_string_list_append (labels, mst_attr_spec_value_label (spec, spec->values[k]));
      row = ADW_COMBO_ROW (adw_combo_row_new ());
      gtk_widget_set_name (GTK_WIDGET (row), spec->name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
      adw_combo_row_set_model (row, G_LIST_MODEL (labels));
      g_object_set_data (G_OBJECT (row), "spec", (gpointer) spec);
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_attr_row_selected), self, 0);
      mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (row));
      g_ptr_array_add (self->attr_rows, row);
    }

  /* A row for each role of the unit or of its type's roster. */
  for (guint i = 0; i < roster->len; i++)
    g_ptr_array_add (roles, g_array_index (roster, MstComponent, i).role);
  if (tmpl != NULL)
    for (guint i = 0; i < mst_unit_template_get_components (tmpl)->len; i++)
      {
        const char *role = g_array_index (mst_unit_template_get_components (tmpl), MstComponent, i).role;
        if (!g_ptr_array_find_with_equal_func (roles, role, g_str_equal, NULL))
          g_ptr_array_add (roles, (gpointer) role);
      }
  for (guint i = 0; i < roles->len; i++)
    {
      const char *role = g_ptr_array_index (roles, i);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 99, 1));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), role_title (role));
      gtk_widget_set_name (GTK_WIDGET (spin), role);
      gtk_widget_set_valign (GTK_WIDGET (spin), GTK_ALIGN_CENTER);
      gtk_spin_button_set_numeric (spin, TRUE);
      gtk_spin_button_set_value (spin, mst_components_count (roster, role));
      g_object_set_data_full (G_OBJECT (spin), "role", g_strdup (role), g_free);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (on_figure_spin_changed), self, 0);
      adw_action_row_add_suffix (row, GTK_WIDGET (spin));
      adw_action_row_set_activatable_widget (row, GTK_WIDGET (spin));
      mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (row));
      g_ptr_array_add (self->figure_spins, spin);
    }
}

/* ---- the rows inside --------------------------------------------------- */

/* Its bases, where its rule set counts them (no figures by role). */
static void
add_bases_row (MstUnitRow *self)
{
  AdwActionRow *bases_row = ADW_ACTION_ROW (adw_action_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (bases_row), _("Bases"));
  self->bases_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 99, 1));
  gtk_widget_set_name (GTK_WIDGET (self->bases_spin), "bases");
  gtk_widget_set_valign (GTK_WIDGET (self->bases_spin), GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (self->bases_spin, TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->bases_spin),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, bases_row, NULL, -1);
  g_signal_connect_object (self->bases_spin, "value-changed", G_CALLBACK (on_bases_spin_value_changed),
                           self, G_CONNECT_SWAPPED);
  adw_action_row_add_suffix (bases_row, GTK_WIDGET (self->bases_spin));
  adw_action_row_set_activatable_widget (bases_row, GTK_WIDGET (self->bases_spin));
  mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (bases_row));
}

/* What its list says of its type, as its rule set words it. */
static void
add_template_row (MstUnitRow *self)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (self->unit);
  AdwActionRow *template_row = ADW_ACTION_ROW (adw_action_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (template_row), _("From the list"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (template_row), FALSE);
  adw_action_row_set_subtitle_lines (template_row, 3);
  if (tmpl != NULL)
    {
      g_autoptr(MstRowText) text = mst_force_view_template_row (self->ruleset, tmpl);
      g_autofree char *subtitle = g_strdup_printf ("%s\n%s", text->title, text->subtitle);
      adw_action_row_set_subtitle (template_row, subtitle);
    }
  else
    adw_action_row_set_subtitle (template_row, mst_unit_get_template_id (self->unit));
  mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (template_row));
}

/* The rows inside, built when the row is first expanded. */
static void
ensure_content (MstUnitRow *self)
{
  if (self->name_row != NULL)
    return;
  self->updating = TRUE;

  self->name_row = mst_name_row_new ("unit-name", G_CALLBACK (on_name_row_changed), G_CALLBACK (on_entry_focus_leave),
                                     self);
  mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (self->name_row));

  if (self->ruleset != NULL)
    {
      /* Bases, where the rule set names no kinds of figure. */
      if (MST_RULESET_GET_CLASS (self->ruleset)->roles == NULL)
        add_bases_row (self);
      add_attr_content (self);
      add_template_row (self);
      mst_unit_row_add_card (MST_EXPANDER_ROW (self), self->ruleset, self->unit);
    }
  self->updating = FALSE;
  update (self);
}

static void
on_expanded (MstUnitRow *self)
{
  if (mst_expander_row_get_expanded (MST_EXPANDER_ROW (self)))
    ensure_content (self);
}

/* Actions */

static void
duplicate_unit (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstUnitRow *self = MST_UNIT_ROW (widget);
  MstForce *force = get_force (self);
  MstHistory *history = get_history (self);
  MstCommand *command = NULL;
  guint position;
  g_autoptr(MstUnit) copy = NULL;

  if (force == NULL || history == NULL ||
      !mst_force_locate_unit (force, self->unit, &command, &position))
    return;
  copy = mst_unit_copy (self->unit);
  mst_history_insert_unit (history, _("Duplicate unit"), force, command, position + 1, copy);
}

static void
remove_unit (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstUnitRow *self = MST_UNIT_ROW (widget);
  MstForceEditor *editor = get_editor (self);
  MstForce *force = get_force (self);
  MstHistory *history = get_history (self);
  g_autoptr(MstUnit) unit = NULL;
  g_autoptr(MstRowText) text = NULL;
  g_autofree char *title = NULL;

  if (force == NULL || history == NULL)
    return;
  /* The row goes with the unit: keep what is needed. */
  unit = g_object_ref (self->unit);
  text = mst_force_view_unit_row (self->ruleset, unit);
  title = g_strdup_printf (_("“%s” removed"), text->title);
  mst_history_remove_unit (history, _("Remove unit"), force, unit);
  mst_force_editor_announce_removal (editor, title);
}

static void
move_unit_to (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstUnitRow *self = MST_UNIT_ROW (widget);
  MstForce *force = get_force (self);
  MstHistory *history = get_history (self);
  g_autoptr(MstUnit) unit = NULL;
  int index = g_variant_get_int32 (param);
  MstCommand *command = NULL;
  MstForceEditor *editor = get_editor (self);

  if (force == NULL || history == NULL)
    return;
  if (index >= 0)
    {
      if ((guint) index >= mst_force_get_n_commands (force))
        return;
      command = mst_force_get_command (force, index);
    }
  unit = g_object_ref (self->unit);
  mst_history_move_unit (history, _("Move unit"), force, unit, command, G_MAXUINT);
  /* The row was rebuilt in its new command: follow the unit there. */
  mst_force_editor_select_item (editor, G_OBJECT (unit));
}

/* Alt+Up / Alt+Down: one place up or down, across commands at the ends. */
static void
move_unit_step (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstUnitRow *self = MST_UNIT_ROW (widget);
  MstForce *force = get_force (self);
  MstHistory *history = get_history (self);
  MstForceEditor *editor = get_editor (self);
  gboolean up = g_str_equal (action_name, "unit.move-up");
  g_autoptr(MstUnit) unit = NULL;
  MstCommand *command = NULL, *target;
  guint position, index, n_commands;

  if (force == NULL || history == NULL ||
      !mst_force_locate_unit (force, self->unit, &command, &position) || command == NULL)
    return;
  unit = g_object_ref (self->unit);
  mst_force_find_command (force, command, &index);
  n_commands = mst_force_get_n_commands (force);

  if (up && position > 0)
    mst_history_move_unit (history, _("Move unit"), force, unit, command, position - 1);
  else if (!up && position + 1 < mst_command_get_n_units (command))
    mst_history_move_unit (history, _("Move unit"), force, unit, command, position + 1);
  else if (up && index > 0)
    {
      target = mst_force_get_command (force, index - 1);
      mst_history_move_unit (history, _("Move unit"), force, unit, target, G_MAXUINT);
    }
  else if (!up && index + 1 < n_commands)
    {
      target = mst_force_get_command (force, index + 1);
      mst_history_move_unit (history, _("Move unit"), force, unit, target, 0);
    }
  else
    return;
  mst_force_editor_select_item (editor, G_OBJECT (unit));
}

static void
show_menu (GtkWidget *widget, const char *action_name, GVariant *param)
{
  gtk_menu_button_popup (MST_UNIT_ROW (widget)->menu_button);
}

/* The menu names the commands as they are when it opens. */
static void
build_menu (GtkMenuButton *button, gpointer user_data)
{
  MstUnitRow *self = MST_UNIT_ROW (user_data);
  MstForce *force = get_force (self);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) edit = g_menu_new ();
  g_autoptr(GMenu) move = g_menu_new ();
  MstCommand *current = NULL;

  g_menu_append (edit, _("_Duplicate"), "unit.duplicate");
  g_menu_append (edit, _("_Remove"), "unit.remove");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (edit));

  if (force != NULL)
    {
      guint n = mst_force_get_n_commands (force);

      mst_force_locate_unit (force, self->unit, &current, NULL);
      for (guint i = 0; i < n; i++)
        {
          MstCommand *command = mst_force_get_command (force, i);
          g_autofree char *title = NULL;
          g_autofree char *label = NULL;
          g_autoptr(GMenuItem) item = NULL;

          if (command == current)
            continue;
          title = mst_force_view_command_title (force, command);
          /* TRANSLATORS: a menu item moving a unit to a sub-general's command */
          label = g_strdup_printf (_("Move to %s"), title);
          item = g_menu_item_new (label, NULL);
          g_menu_item_set_action_and_target_value (item, "unit.move-to", g_variant_new_int32 (i));
          g_menu_append_item (move, item);
        }
      if (current != NULL)
        {
          g_autoptr(GMenuItem) item = g_menu_item_new (_("Move Out of Any Command"), NULL);
          g_menu_item_set_action_and_target_value (item, "unit.move-to", g_variant_new_int32 (-1));
          g_menu_append_item (move, item);
        }
      g_menu_append_section (menu, NULL, G_MENU_MODEL (move));
    }
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

/* Drag and drop: a unit row can be dragged onto another row or a command. */

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, MstUnitRow *self)
{
  if (!gtk_widget_is_sensitive (GTK_WIDGET (self)))
    return NULL;
  return gdk_content_provider_new_typed (MST_TYPE_UNIT, self->unit);
}

static void
on_drag_begin (GtkDragSource *source, GdkDrag *drag, MstUnitRow *self)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (self));

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

gboolean
mst_unit_row_drop_unit (MstUnitRow *self, MstUnit *unit)
{
  MstForce *force;
  MstHistory *history;
  MstCommand *command = NULL;
  guint position;
  g_autoptr(MstUnit) keep = NULL;

  g_return_val_if_fail (MST_IS_UNIT_ROW (self), FALSE);
  g_return_val_if_fail (MST_IS_UNIT (unit), FALSE);

  force = get_force (self);
  history = get_history (self);
  if (force == NULL || history == NULL || unit == self->unit ||
      !mst_force_locate_unit (force, self->unit, &command, &position) ||
      !mst_force_locate_unit (force, unit, NULL, NULL))
    return FALSE;
  keep = g_object_ref (unit);
  {
    MstCommand *from = NULL;
    guint from_position;

    /* Dropped on a row lower down its own command: the rows above close up. */
    mst_force_locate_unit (force, unit, &from, &from_position);
    if (from == command && from_position < position)
      position--;
  }
  mst_history_move_unit (history, _("Move unit"), force, keep, command, position);
  mst_force_editor_select_item (get_editor (self), G_OBJECT (keep));
  return TRUE;
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, MstUnitRow *self)
{
  if (!G_VALUE_HOLDS (value, MST_TYPE_UNIT))
    return FALSE;
  return mst_unit_row_drop_unit (self, g_value_get_object (value));
}

static void
mst_unit_row_dispose (GObject *object)
{
  MstUnitRow *self = MST_UNIT_ROW (object);

  if (self->unit != NULL)
    g_signal_handlers_disconnect_by_data (self->unit, self);
  g_clear_object (&self->unit);
  G_OBJECT_CLASS (mst_unit_row_parent_class)->dispose (object);
}

static void
mst_unit_row_finalize (GObject *object)
{
  MstUnitRow *self = MST_UNIT_ROW (object);

  g_ptr_array_unref (self->attr_switches);
  g_ptr_array_unref (self->attr_rows);
  g_ptr_array_unref (self->figure_spins);
  g_ptr_array_unref (self->derived_rows);
  G_OBJECT_CLASS (mst_unit_row_parent_class)->finalize (object);
}

static void
mst_unit_row_class_init (MstUnitRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_unit_row_dispose;
  object_class->finalize = mst_unit_row_finalize;


  gtk_widget_class_install_action (widget_class, "unit.duplicate", NULL, duplicate_unit);
  gtk_widget_class_install_action (widget_class, "unit.remove", NULL, remove_unit);
  gtk_widget_class_install_action (widget_class, "unit.move-to", "i", move_unit_to);
  gtk_widget_class_install_action (widget_class, "unit.move-up", NULL, move_unit_step);
  gtk_widget_class_install_action (widget_class, "unit.move-down", NULL, move_unit_step);
  gtk_widget_class_install_action (widget_class, "unit.menu", NULL, show_menu);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "unit.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "unit.duplicate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "unit.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "unit.move-down", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "unit.menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "unit.menu", NULL);
}

static void
mst_unit_row_init (MstUnitRow *self)
{
  GtkDragSource *source;
  GtkDropTarget *target;

  /* Built in code, not from a template: a force opens on dozens of these. */
  self->menu_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_icon_name (self->menu_button, "view-more-symbolic");
  gtk_widget_set_valign (GTK_WIDGET (self->menu_button), GTK_ALIGN_CENTER);
  mst_widget_set_tooltip_text (GTK_WIDGET (self->menu_button), _("Unit Menu"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Unit menu"), -1);
  gtk_widget_add_css_class (GTK_WIDGET (self->menu_button), "flat");
  mst_expander_row_add_action (MST_EXPANDER_ROW (self), GTK_WIDGET (self->menu_button));
  g_signal_connect (self, "notify::expanded", G_CALLBACK (on_expanded), NULL);
  self->attr_switches = g_ptr_array_new ();
  self->attr_rows = g_ptr_array_new ();
  self->figure_spins = g_ptr_array_new ();
  self->derived_rows = g_ptr_array_new ();

  gtk_menu_button_set_create_popup_func (self->menu_button, build_menu, self, NULL);

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (source));

  target = gtk_drop_target_new (MST_TYPE_UNIT, GDK_ACTION_MOVE);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

GtkWidget *
mst_unit_row_new (MstUnit *unit, MstRuleset *ruleset)
{
  MstUnitRow *self;

  g_return_val_if_fail (MST_IS_UNIT (unit), NULL);
  g_return_val_if_fail (ruleset == NULL || MST_IS_RULESET (ruleset), NULL);

  self = g_object_new (MST_TYPE_UNIT_ROW, NULL);
  self->unit = g_object_ref (unit);
  self->ruleset = ruleset;
  g_signal_connect_object (unit, "notify", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
  return GTK_WIDGET (self);
}

MstUnit *
mst_unit_row_get_unit (MstUnitRow *self)
{
  g_return_val_if_fail (MST_IS_UNIT_ROW (self), NULL);
  return self->unit;
}
