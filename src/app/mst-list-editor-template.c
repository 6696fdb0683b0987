/* mst-list-editor-template.c: the list editor's form of one template, as
 * its rule set says it: the fields it declares (a Drums and Muskets unit's
 * type, doctrines and resilience), or its unit kinds, weapons, attributes,
 * figures and its card's values.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-list-editor-private.h"

/* ---- a template of a list format of its rule set's own: its fields ----- */

guint
mst_list_editor_token_state (MstListEditor *self, int template, const char *key, const char *optional_key,
                             const char *token)
{
  const char *const keys[] = { key, optional_key };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const char *v = keys[k] != NULL ? mst_list_document_get (self->doc, template, keys[k]) : NULL;
      g_auto(GStrv) tokens = v != NULL ? g_strsplit (v, " ", -1) : NULL;

      if (tokens != NULL && g_strv_contains ((const char *const *) tokens, token))
        return k + 1;
    }
  return 0;
}

/* @value with @token taken out, and put in when @add; NULL for none left. */
static char *
with_token (const char *value, const char *token, gboolean add)
{
  g_auto(GStrv) tokens = value != NULL ? g_strsplit (value, " ", -1) : g_new0 (char *, 1);
  GString *s = g_string_new (NULL);

  for (guint i = 0; tokens[i] != NULL; i++)
    if (tokens[i][0] != '\0' && !g_str_equal (tokens[i], token))
      g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", tokens[i]);
  if (add)
    g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", token);
  if (s->len == 0)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}

static void
on_token_selected (AdwComboRow *row, GParamSpec *pspec, MstListEditor *self)
{
  Binding *b = g_object_get_data (G_OBJECT (row), "binding");
  guint state = adw_combo_row_get_selected (row);
  const char *keys[] = { NULL, NULL, NULL };
  g_autofree char *there = NULL, *optional = NULL;
  const char *values[2];

  if (self->syncing || b == NULL)
    return;
  keys[0] = b->key;
  keys[1] = b->optional_key;
  there = with_token (mst_list_document_get (self->doc, b->template, b->key), b->extra, state == 1);
  if (b->optional_key != NULL)
    optional = with_token (mst_list_document_get (self->doc, b->template, b->optional_key), b->extra, state == 2);
  values[0] = there;
  values[1] = optional;
  mst_list_document_set_fields (self->doc, b->template, keys, values);
}

/* A row for each token of @field: not there, there, or by choice. */
static void
add_tokens (MstListEditor *self, AdwPreferencesGroup *group, int t, const MstListField *field)
{
  for (guint i = 0; field->values[i] != NULL; i++)
    {
      GtkWidget *row = adw_combo_row_new ();
      Binding *b = mst_list_editor_bind (self, BIND_TOKEN, t, field->key, row);
      g_autoptr(GtkStringList) states = NULL;
      /* TRANSLATORS: a token of a list's template and its name, "LCOY — Light company" */
      g_autofree char *title = g_strdup_printf (_("%s — %s"), field->values[i],
                                                field->value_labels != NULL ? _(field->value_labels[i]) : "");

      states = field->optional_key != NULL ? gtk_string_list_new ((const char *const[]) { _("No"), _("Yes"), _("Optional"), NULL })
                                           : gtk_string_list_new ((const char *const[]) { _("No"), _("Yes"), NULL });
      b->extra = g_strdup (field->values[i]);
      b->optional_key = g_strdup (field->optional_key);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (states));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                                  mst_list_editor_token_state (self, t, field->key, field->optional_key, field->values[i]));
      g_object_set_data (G_OBJECT (row), "binding", b);
      g_signal_connect (row, "notify::selected", G_CALLBACK (on_token_selected), self);
      adw_preferences_group_add (group, row);
    }
  /* Whatever cannot be read of the fields is said under them. */
  mst_list_editor_add_error_row (group, mst_list_editor_bind (self, BIND_ERRORS, t, field->key, NULL));
  if (field->optional_key != NULL)
    mst_list_editor_add_error_row (group, mst_list_editor_bind (self, BIND_ERRORS, t, field->optional_key, NULL));
}

static void
on_switch_active (GtkSwitch *sw, GParamSpec *pspec, MstListEditor *self)
{
  Binding *b = g_object_get_data (G_OBJECT (sw), "binding");
  const char *old;

  if (self->syncing || b == NULL)
    return;
  old = mst_list_document_get (self->doc, b->template, b->key);
  mst_list_document_set (self->doc, b->template, b->key, gtk_switch_get_active (sw) ? (old != NULL ? old : b->extra) : NULL);
}

void
mst_list_editor_add_fields (MstListEditor *self, AdwPreferencesGroup *group, int t, const MstListField *fields)
{
  for (const MstListField *f = fields; f != NULL && f->label != NULL; f++)
    switch (f->kind)
      {
      case MST_LIST_FIELD_GROUP:
        group = mst_list_editor_add_group (self, _(f->label), f->note != NULL ? _(f->note) : NULL);
        break;
      case MST_LIST_FIELD_CHOICE:
        {
          g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

          for (guint i = 0; f->values[i] != NULL; i++)
            g_ptr_array_add (labels, g_strdup (f->value_labels != NULL ? _(f->value_labels[i]) : f->values[i]));
          mst_list_editor_add_combo (self, group, t, f->key, _(f->label), f->none_label != NULL ? _(f->none_label) : NULL,
                                     f->values, labels);
        }
        break;
      case MST_LIST_FIELD_TOKENS:
        add_tokens (self, group, t, f);
        break;
      case MST_LIST_FIELD_SWITCH:
        {
          GtkWidget *row = adw_action_row_new ();
          GtkWidget *sw = gtk_switch_new ();
          Binding *b;

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(f->label));
          gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
          gtk_switch_set_active (GTK_SWITCH (sw), mst_list_document_get (self->doc, t, f->key) != NULL);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
          b = mst_list_editor_bind (self, BIND_RULE, t, f->key, sw);
          /* What a rule switched on says, in the list's file. */
          b->extra = g_strdup (_(f->label));
          g_object_set_data (G_OBJECT (sw), "binding", b);
          g_signal_connect (sw, "notify::active", G_CALLBACK (on_switch_active), self);
          adw_preferences_group_add (group, row);
          mst_list_editor_add_error_row (group, b);
        }
        break;
      case MST_LIST_FIELD_TEXT:
      default:
        {
          Binding *w = mst_list_editor_add_entry (self, group, t, f->key, _(f->label), f->blank_allowed);

          if (f->note != NULL)
            gtk_widget_set_tooltip_text (w->widget, _(f->note));
        }
        break;
      }
}

/* The form of a template as its rule set says it (template_fields). */
void
mst_list_editor_build_template_fields (MstListEditor *self, int t)
{
  MstRuleset *rs = mst_list_editor_ruleset_of (self);
  AdwPreferencesGroup *group = mst_list_editor_add_group (self, _("Unit"), NULL);

  mst_list_editor_add_entry (self, group, t, "name", _("Name"), FALSE);
  mst_list_editor_add_entry (self, group, t, "id", _("Id (lower case letters, digits and hyphens)"), FALSE);
  mst_list_editor_add_fields (self, group, t, MST_RULESET_GET_CLASS (rs)->template_fields);
}

/* ---- another rule set's template --------------------------------------- */

static void
on_add_component_apply (AdwEntryRow *row, MstListEditor *self)
{
  g_autofree char *role = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *key = NULL;

  if (role[0] == '\0')
    return;
  key = g_strconcat ("component:", role, NULL);
  if (mst_list_document_get (self->doc, self->selected, key) == NULL)
    mst_list_document_set (self->doc, self->selected, key, "1");
}

/* The kind of figure chosen in the Add a Component row: one of it. */
static void
on_add_component_chosen (GtkButton *button, MstListEditor *self)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (button), "row");
  const char *const *roles = g_object_get_data (G_OBJECT (row), "roles");
  guint chosen = adw_combo_row_get_selected (row);
  g_autofree char *key = NULL;

  if (roles == NULL || chosen == GTK_INVALID_LIST_POSITION || chosen >= g_strv_length ((char **) roles))
    return;
  key = g_strconcat ("component:", roles[chosen], NULL);
  if (mst_list_document_get (self->doc, self->selected, key) == NULL)
    mst_list_document_set (self->doc, self->selected, key, "1");
}

static void
on_add_band_apply (AdwEntryRow *row, MstListEditor *self)
{
  g_autofree char *band = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  const char *weapon = g_object_get_data (G_OBJECT (row), "weapon");
  g_autofree char *key = NULL;

  if (band[0] == '\0')
    return;
  key = mst_list_stat_key ("accuracy", NULL, weapon, band);
  if (mst_list_document_get (self->doc, self->selected, key) == NULL)
    mst_list_document_set (self->doc, self->selected, key, "");
}

static void
on_add_line_selected (AdwComboRow *row, GParamSpec *pspec, MstListEditor *self)
{
  GPtrArray *tokens = g_object_get_data (G_OBJECT (row), "tokens");
  guint pos = adw_combo_row_get_selected (row);
  g_autofree char *key = NULL;

  if (self->syncing || pos == 0 || pos >= tokens->len)
    return;
  key = mst_list_stat_key ("firepower", NULL, g_ptr_array_index (tokens, pos), NULL);
  if (mst_list_document_get (self->doc, self->selected, key) == NULL)
    mst_list_document_set (self->doc, self->selected, key, "");
}

static void
on_auto_toggled (GtkToggleButton *button, MstListEditor *self)
{
  Binding *b = g_object_get_data (G_OBJECT (button), "binding");

  if (self->syncing || b == NULL)
    return;
  mst_list_document_set (self->doc, b->template, b->key, gtk_toggle_button_get_active (button) ? "auto" : NULL);
}

static gboolean
str_equal0 (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (a, b) == 0;
}

/* The card: its single values, the grid of values by formation, and the
 * weapon lines of range bands. */
static void
build_card (MstListEditor *self, int t)
{
  MstRuleset *rs = mst_list_editor_ruleset_of (self);
  const MstStatSpec *specs = MST_RULESET_GET_CLASS (rs)->stat_specs;
  const char *const *formations = mst_ruleset_get_formations (rs);
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  AdwPreferencesGroup *group = mst_list_editor_add_group (self, _("Card"), _("A score a D6 test needs (1 to 7), a distance in inches, or a modifier (-6 to +6); AUTO where the rules allow it"));
  AdwPreferencesGroup *fg;
  GtkWidget *grid = gtk_grid_new ();
  g_autoptr(GPtrArray) keys = mst_list_document_list_keys (self->doc, t, "stat:");
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  guint row_i = 1;

  for (guint i = 0; specs[i].id != NULL; i++)
    {
      g_autofree char *key = NULL;
      Binding *b;

      if (specs[i].per_formation || specs[i].per_band)
        continue;
      key = mst_list_stat_key (specs[i].id, NULL, NULL, NULL);
      b = mst_list_editor_add_entry (self, group, t, key, _(specs[i].label), TRUE);
      if (specs[i].auto_allowed)
        {
          GtkWidget *toggle = gtk_toggle_button_new_with_label (_("AUTO"));
          Binding *a = mst_list_editor_bind (self, BIND_AUTO, t, key, toggle);

          gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (toggle, _("Always passes: no test is thrown"));
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle),
                                        g_strcmp0 (mst_list_document_get (self->doc, t, key), "auto") == 0);
          g_object_set_data (G_OBJECT (toggle), "binding", a);
          g_signal_connect (toggle, "toggled", G_CALLBACK (on_auto_toggled), self);
          adw_entry_row_add_suffix (ADW_ENTRY_ROW (b->widget), toggle);
        }
    }

  /* One value per formation: a row per stat, a column per formation. */
  fg = mst_list_editor_add_group (self, _("By Formation"), _("Blank where the unit cannot take the formation"));
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  for (guint f = 0; formations != NULL && formations[f] != NULL; f++)
    {
      GtkWidget *label = gtk_label_new (mst_ruleset_formation_label (rs, formations[f]));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_grid_attach (GTK_GRID (grid), label, (int) f + 1, 0, 1, 1);
    }
  for (guint i = 0; specs[i].id != NULL; i++)
    {
      GtkWidget *label;

      if (!specs[i].per_formation)
        continue;
      label = gtk_label_new (_(specs[i].label));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) row_i, 1, 1);
      for (guint f = 0; formations != NULL && formations[f] != NULL; f++)
        {
          g_autofree char *key = mst_list_stat_key (specs[i].id, formations[f], NULL, NULL);
          g_autofree char *name = g_strdup_printf ("%s, %s", _(specs[i].label),
                                                   mst_ruleset_formation_label (rs, formations[f]));
          const char *value = mst_list_document_get (self->doc, t, key);
          GtkWidget *entry = gtk_entry_new ();
          Binding *b = mst_list_editor_bind (self, BIND_ENTRY, t, key, entry);

          b->empty_removes = TRUE;
          gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
          gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 4);
          gtk_entry_set_alignment (GTK_ENTRY (entry), 0.5);
          gtk_editable_set_text (GTK_EDITABLE (entry), value != NULL ? value : "");
          gtk_widget_set_tooltip_text (entry, name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          g_object_set_data (G_OBJECT (entry), "binding", b);
          g_signal_connect (entry, "changed", G_CALLBACK (mst_list_editor_on_entry_changed), self);
          gtk_grid_attach (GTK_GRID (grid), entry, (int) f + 1, (int) row_i, 1, 1);
        }
      row_i++;
    }
  gtk_widget_set_margin_top (grid, 6);
  adw_preferences_group_add (fg, grid);
  {
    /* The grid's messages, each naming its stat and formation. */
    Binding *b = mst_list_editor_bind (self, BIND_ERRORS, t, "stat:", NULL);
    b->extra = g_strdup ("per-formation");
    mst_list_editor_add_error_row (fg, b);
  }

  /* The weapon lines: the unit's own weapon, then each other one. */
  g_ptr_array_add (lines, NULL);
  for (guint i = 0; i < keys->len; i++)
    {
      g_autofree char *weapon = NULL;

      if (mst_list_stat_key_parse (g_ptr_array_index (keys, i), NULL, NULL, &weapon, NULL) && weapon != NULL &&
          !g_ptr_array_find_with_equal_func (lines, weapon, str_equal0, NULL))
        g_ptr_array_add (lines, g_steal_pointer (&weapon));
    }
  for (guint l = 0; l < lines->len; l++)
    {
      const char *weapon = g_ptr_array_index (lines, l);
      const char *own = mst_list_document_get (self->doc, t, "weapon");
      g_autofree char *wl = mst_list_editor_value_label (rs, "weapon", weapon != NULL ? weapon : (own != NULL ? own : "")) ;
      g_autofree char *title = weapon != NULL ? g_strdup_printf (_("Weapon Line: %s"), wl)
                                              : g_strdup_printf (_("Weapon Line: %s (the unit’s own)"),
                                                                 own != NULL ? wl : _("its weapon"));
      AdwPreferencesGroup *lg = mst_list_editor_add_group (self, title, _("Accuracy by range band: the score needed up to that many inches"));
      GtkWidget *add = adw_entry_row_new ();

      for (guint i = 0; i < keys->len; i++)
        {
          const char *key = g_ptr_array_index (keys, i);
          g_autofree char *id = NULL, *w = NULL, *band = NULL;
          g_autofree char *label = NULL;
          Binding *b;

          if (!mst_list_stat_key_parse (key, &id, NULL, &w, &band) || band == NULL || g_strcmp0 (w, weapon) != 0)
            continue;
          /* TRANSLATORS: a weapon line's range band, e.g. "Accuracy up to 12″" */
          label = g_strdup_printf (_("%s up to %s″"), _(mst_ruleset_lookup_stat_spec (rs, id) != NULL
                                                            ? mst_ruleset_lookup_stat_spec (rs, id)->label : id),
                                   band);
          b = mst_list_editor_add_entry (self, lg, t, key, label, FALSE);
          mst_list_editor_add_remove_button (self, b->widget, t, key, _("Remove the Range Band"));
        }
      if (weapon != NULL)
        {
          g_autofree char *key = mst_list_stat_key ("firepower", NULL, weapon, NULL);
          Binding *b = mst_list_editor_add_entry (self, lg, t, key, _("Firepower"), FALSE);
          mst_list_editor_add_remove_button (self, b->widget, t, key, _("Remove the Firepower"));
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("Add a range band: its longest range in inches"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (add), TRUE);
      g_object_set_data_full (G_OBJECT (add), "weapon", g_strdup (weapon), g_free);
      g_object_set_data_full (G_OBJECT (add), "mst-field", g_strconcat ("add-band:", weapon, NULL), g_free);
      g_signal_connect (add, "apply", G_CALLBACK (on_add_band_apply), self);
      adw_preferences_group_add (lg, add);
    }
  {
    AdwPreferencesGroup *ng = mst_list_editor_add_group (self, NULL, NULL);
    GtkWidget *row = adw_combo_row_new ();
    g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
    GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);

    gtk_string_list_append (model, _("Choose a weapon…"));
    g_ptr_array_add (tokens, NULL);
    for (guint i = 0; weapons != NULL && weapons[i] != NULL; i++)
      if (!g_ptr_array_find_with_equal_func (lines, weapons[i], str_equal0, NULL))
        {
          g_autofree char *label = mst_list_editor_value_label (rs, "weapon", weapons[i]);
          gtk_string_list_append (model, label);
          g_ptr_array_add (tokens, g_strdup (weapons[i]));
        }
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Add a weapon line"));
    adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
    g_object_set_data_full (G_OBJECT (row), "tokens", tokens, (GDestroyNotify) g_ptr_array_unref);
    g_signal_connect (row, "notify::selected", G_CALLBACK (on_add_line_selected), self);
    adw_preferences_group_add (ng, row);
  }
}

void
mst_list_editor_build_template_units (MstListEditor *self, int t)
{
  MstRuleset *rs = mst_list_editor_ruleset_of (self);
  const MstAttrSpec *attrs = mst_ruleset_get_unit_attrs (rs);
  const char *const *kinds = MST_RULESET_GET_CLASS (rs)->unit_kinds;
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  AdwPreferencesGroup *group = mst_list_editor_add_group (self, _("Unit"), NULL);
  AdwPreferencesGroup *ag, *cg;
  g_autoptr(GPtrArray) kind_labels = mst_list_editor_labels_of (rs, "kind", kinds);
  g_autoptr(GPtrArray) weapon_labels = mst_list_editor_labels_of (rs, "weapon", weapons);
  g_autoptr(GPtrArray) keys = NULL;
  GtkWidget *add;

  mst_list_editor_add_entry (self, group, t, "name", _("Name"), FALSE);
  mst_list_editor_add_entry (self, group, t, "id", _("Id (lower case letters, digits and hyphens)"), FALSE);
  mst_list_editor_add_combo (self, group, t, "kind", _("Kind"), NULL, kinds, kind_labels);
  mst_list_editor_add_combo (self, group, t, "weapon", _("Weapon"), _("None given"), weapons, weapon_labels);

  ag = mst_list_editor_add_group (self, _("Attributes"), NULL);
  for (guint a = 0; attrs[a].name != NULL; a++)
    {
      g_autofree char *key = NULL;
      g_autoptr(GPtrArray) labels = NULL;

      /* The weapon is its own field above. */
      if (g_str_equal (attrs[a].name, "weapon"))
        continue;
      key = g_strconcat ("attr:", attrs[a].name, NULL);
      labels = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; attrs[a].values != NULL && attrs[a].values[i] != NULL; i++)
        g_ptr_array_add (labels, g_strdup (mst_attr_spec_value_label (&attrs[a], attrs[a].values[i])));
      mst_list_editor_add_combo (self, ag, t, key, _(attrs[a].label), _("Not given"), attrs[a].values, labels);
    }
  /* Attributes the rule set does not offer, kept as the file has them. */
  keys = mst_list_document_list_keys (self->doc, t, "attr:");
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      gboolean offered = FALSE;

      for (guint a = 0; attrs[a].name != NULL; a++)
        offered |= g_str_equal (attrs[a].name, key + 5) && !g_str_equal (attrs[a].name, "weapon");
      if (!offered)
        {
          g_autofree char *label = mst_list_editor_token_label (key + 5);
          Binding *b = mst_list_editor_add_entry (self, ag, t, key, label, FALSE);
          mst_list_editor_add_remove_button (self, b->widget, t, key, _("Remove the Attribute"));
        }
    }

  cg = mst_list_editor_add_group (self, _("Components"), _("What a new unit is made of: a count for each role (platoons, figures, stands)"));
  g_clear_pointer (&keys, g_ptr_array_unref);
  keys = mst_list_document_list_keys (self->doc, t, "component:");
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      g_autofree char *label = mst_list_editor_value_label (rs, "centre", key + 10);
      Binding *b = mst_list_editor_add_entry (self, cg, t, key, label, FALSE);
      mst_list_editor_add_remove_button (self, b->widget, t, key, _("Remove the Component"));
    }
  /* The rule set's kinds of figure to choose from, as the centre platoon
   * beside them is chosen; free text only for a rule set that names none. */
  if (MST_RULESET_GET_CLASS (rs)->roles != NULL)
    {
      const char *const *roles = MST_RULESET_GET_CLASS (rs)->roles;
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
      g_autoptr(GPtrArray) offered = g_ptr_array_new_with_free_func (g_free);
      GtkWidget *button;

      for (guint r = 0; roles[r] != NULL; r++)
        {
          g_autofree char *key = g_strconcat ("component:", roles[r], NULL);

          if (mst_list_document_get (self->doc, t, key) != NULL)
            continue;
          gtk_string_list_append (labels, mst_ruleset_role_label (rs, roles[r]));
          g_ptr_array_add (offered, g_strdup (roles[r]));
        }
      if (offered->len > 0)
        {
          add = adw_combo_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("Add a component"));
          adw_combo_row_set_model (ADW_COMBO_ROW (add), G_LIST_MODEL (labels));
          gtk_widget_set_name (add, "add-component-role");
          g_ptr_array_add (offered, NULL);
          g_object_set_data_full (G_OBJECT (add), "roles", g_ptr_array_steal (offered, NULL),
                                  (GDestroyNotify) g_strfreev);
          button = gtk_button_new_with_mnemonic (_("_Add"));
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Add the component"), -1);
          g_object_set_data (G_OBJECT (button), "row", add);
          g_signal_connect (button, "clicked", G_CALLBACK (on_add_component_chosen), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (add), button);
          adw_preferences_group_add (cg, add);
        }
    }
  else
    {
      add = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("Add a component: its role"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (add), TRUE);
      g_object_set_data_full (G_OBJECT (add), "mst-field", g_strdup ("add-component"), g_free);
      g_signal_connect (add, "apply", G_CALLBACK (on_add_component_apply), self);
      adw_preferences_group_add (cg, add);
    }

  if (MST_RULESET_GET_CLASS (rs)->stat_specs != NULL)
    build_card (self, t);
  mst_list_editor_add_notes (self, t);
}
