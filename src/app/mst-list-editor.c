/* mst-list-editor.c: the editor of a nation list of the player's own (opened from mst-list-chooser.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-list-editor-private.h"
#include "mst-help-window.h"
#include "mst-row-util.h"


G_DEFINE_FINAL_TYPE (MstListEditor, mst_list_editor, ADW_TYPE_WINDOW)

static void rebuild_form (MstListEditor *self);
static void sync_form (MstListEditor *self);

static void
binding_free (Binding *b)
{
  g_free (b->key);
  g_free (b->extra);
  g_free (b->optional_key);
  g_clear_pointer (&b->tokens, g_ptr_array_unref);
  g_free (b);
}

MstRuleset *
mst_list_editor_ruleset_of (MstListEditor *self)
{
  return mst_ruleset_lookup (mst_list_document_get_ruleset (self->doc));
}

/* "infantry-battalion" → "Infantry battalion", for a token with no label. */
char *
mst_list_editor_token_label (const char *token)
{
  char *s = g_strdup (token);

  g_strdelimit (s, "-", ' ');
  if (s[0] != '\0')
    s[0] = g_ascii_toupper (s[0]);
  return s;
}

/* The label a rule set gives @token as a value of attribute @attr. */
char *
mst_list_editor_value_label (MstRuleset *rs, const char *attr, const char *token)
{
  const char *label = rs != NULL ? mst_ruleset_attr_value_label (rs, attr, token) : token;
  return g_strcmp0 (label, token) == 0 ? mst_list_editor_token_label (token) : g_strdup (label);
}

/* ---- state of the window ----------------------------------------------- */

static void
update_title (MstListEditor *self)
{
  MstRuleset *rs = mst_list_editor_ruleset_of (self);
  const char *name = mst_list_document_get (self->doc, MST_LIST_HEADER, "name");
  g_autofree char *subtitle = NULL;

  adw_window_title_set_title (self->window_title, name != NULL && name[0] != '\0' ? name : _("New List"));
  /* TRANSLATORS: the list editor's subtitle: rule set, "Your list", version */
  subtitle = g_strdup_printf (_("%s · Your list · version %u%s"), rs != NULL ? mst_ruleset_get_name (rs) : "",
                              mst_list_document_get_version (self->doc),
                              mst_list_document_is_modified (self->doc) ? _(" · not saved") : "");
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
update_actions (MstListEditor *self)
{
  guint errors = mst_list_document_count_errors (self->doc);
  GtkWidget *w = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (w, "editor.undo", mst_list_document_can_undo (self->doc));
  gtk_widget_action_set_enabled (w, "editor.redo", mst_list_document_can_redo (self->doc));
  gtk_widget_action_set_enabled (w, "editor.save", errors == 0);
  gtk_widget_action_set_enabled (w, "editor.export", errors == 0);
  gtk_widget_action_set_enabled (w, "editor.duplicate-template", self->selected >= 0);
  gtk_widget_action_set_enabled (w, "editor.remove-template", self->selected >= 0);

  if (errors > 0)
    {
      g_autofree char *text =
        g_strdup_printf (g_dngettext (NULL,
                                      "This list has %u problem, shown in red under its field. It cannot be saved until it is fixed.",
                                      "This list has %u problems, each shown in red under its field. It cannot be saved until they are fixed.",
                                      errors),
                         errors);
      gtk_label_set_text (self->banner_label, text);
      gtk_widget_set_tooltip_text (self->save_button, text);
    }
  else
    gtk_widget_set_tooltip_text (self->save_button,
                                 _("Save into your lists folder: the list is then ready for a new force"));
  gtk_revealer_set_reveal_child (self->banner, errors > 0);
  update_title (self);
}

/* ---- the sidebar ------------------------------------------------------- */

static void
set_row_text (MstListEditor *self, GtkWidget *row, int template)
{
  GtkLabel *title = g_object_get_data (G_OBJECT (row), "title");
  GtkLabel *subtitle = g_object_get_data (G_OBJECT (row), "subtitle");
  GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");
  const char *name = mst_list_document_get (self->doc, template, "name");
  const char *kind;
  guint errors = mst_list_document_count_template_errors (self->doc, template);

  if (template == MST_LIST_HEADER)
    {
      gtk_label_set_text (title, _("List Details"));
      gtk_label_set_text (subtitle, name != NULL && name[0] != '\0' ? name : _("No name yet"));
    }
  else
    {
      g_autofree char *k = NULL;

      kind = mst_list_document_get (self->doc, template, "kind");
      if (kind == NULL)
        {
          MstArm arm;
          MstTroopClass klass;

          if (mst_arm_from_string (mst_list_document_get (self->doc, template, "arm"), &arm) &&
              mst_troop_class_from_string (mst_list_document_get (self->doc, template, "class"), &klass))
            /* TRANSLATORS: a unit's class and arm in the list editor's sidebar: "Light · Foot" */
            k = g_strdup_printf (_("%s · %s"), mst_troop_class_get_label (klass, arm), mst_arm_get_label (arm));
          else
            k = g_strdup (_("No arm or class yet"));
        }
      else
        k = mst_list_editor_value_label (mst_list_editor_ruleset_of (self), "kind", kind);
      gtk_label_set_text (title, name != NULL && name[0] != '\0' ? name : _("Unnamed unit"));
      gtk_label_set_text (subtitle, k);
    }
  gtk_widget_set_visible (icon, errors > 0);
}

static GtkWidget *
sidebar_row_new (MstListEditor *self, int template)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (icon, "error");
  gtk_widget_set_tooltip_text (icon, _("Has problems to fix"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Has problems to fix"), -1);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "title", title);
  g_object_set_data (G_OBJECT (row), "subtitle", subtitle);
  g_object_set_data (G_OBJECT (row), "icon", icon);
  g_object_set_data (G_OBJECT (row), "template", GINT_TO_POINTER (template));
  set_row_text (self, row, template);
  return row;
}

static void
rebuild_sidebar (MstListEditor *self)
{
  guint n = mst_list_document_get_n_templates (self->doc);
  GtkWidget *child;

  self->syncing = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->template_list))) != NULL)
    gtk_list_box_remove (self->template_list, child);
  g_ptr_array_set_size (self->rows, 0);
  for (int t = MST_LIST_HEADER; t < (int) n; t++)
    {
      GtkWidget *row = sidebar_row_new (self, t);
      gtk_list_box_append (self->template_list, row);
      g_ptr_array_add (self->rows, row);
    }
  if (self->selected >= (int) n)
    self->selected = (int) n - 1;
  gtk_list_box_select_row (self->template_list, g_ptr_array_index (self->rows, self->selected + 1));
  self->syncing = FALSE;
}

static void
update_sidebar (MstListEditor *self)
{
  if (self->rows->len != mst_list_document_get_n_templates (self->doc) + 1)
    {
      rebuild_sidebar (self);
      return;
    }
  for (guint i = 0; i < self->rows->len; i++)
    set_row_text (self, g_ptr_array_index (self->rows, i), (int) i - 1);
}

/* ---- the form: widgets bound to fields --------------------------------- */

Binding *
mst_list_editor_bind (MstListEditor *self, BindKind kind, int template, const char *key, GtkWidget *widget)
{
  Binding *b = g_new0 (Binding, 1);

  b->kind = kind;
  b->template = template;
  b->key = g_strdup (key);
  b->widget = widget;
  g_ptr_array_add (self->bindings, b);
  /* For tests and for reading the tree: which field a widget edits. */
  if (widget != NULL)
    g_object_set_data_full (G_OBJECT (widget), "mst-field", g_strdup (key), g_free);
  return b;
}

/* A row under @b's widget in @group for its messages, hidden while none. */
void
mst_list_editor_add_error_row (AdwPreferencesGroup *group, Binding *b)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_visible (row, FALSE);
  adw_preferences_group_add (group, row);
  b->error_row = row;
  b->error_label = label;
}

void
mst_list_editor_on_entry_changed (GtkEditable *editable, MstListEditor *self)
{
  Binding *b = g_object_get_data (G_OBJECT (editable), "binding");
  const char *text = gtk_editable_get_text (editable);

  if (self->syncing || b == NULL)
    return;
  mst_list_document_set (self->doc, b->template, b->key, text[0] == '\0' && b->empty_removes ? NULL : text);
}

Binding *
mst_list_editor_add_entry (MstListEditor *self, AdwPreferencesGroup *group, int template, const char *key,
                           const char *title, gboolean empty_removes)
{
  GtkWidget *row = adw_entry_row_new ();
  Binding *b = mst_list_editor_bind (self, BIND_ENTRY, template, key, row);
  const char *value = mst_list_document_get (self->doc, template, key);

  b->empty_removes = empty_removes;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), value != NULL ? value : "");
  g_object_set_data (G_OBJECT (row), "binding", b);
  g_signal_connect (row, "changed", G_CALLBACK (mst_list_editor_on_entry_changed), self);
  adw_preferences_group_add (group, row);
  mst_list_editor_add_error_row (group, b);
  return b;
}

static void
on_combo_selected (AdwComboRow *row, GParamSpec *pspec, MstListEditor *self)
{
  Binding *b = g_object_get_data (G_OBJECT (row), "binding");
  guint pos = adw_combo_row_get_selected (row);

  if (self->syncing || b == NULL || pos >= b->tokens->len)
    return;
  mst_list_document_set (self->doc, b->template, b->key, g_ptr_array_index (b->tokens, pos));
}

/* A combo over @tokens (labels beside), a "none" first when @none_label. */
Binding *
mst_list_editor_add_combo (MstListEditor *self, AdwPreferencesGroup *group, int template, const char *key,
                           const char *title, const char *none_label, const char *const *tokens, GPtrArray *labels)
{
  GtkWidget *row = adw_combo_row_new ();
  Binding *b = mst_list_editor_bind (self, BIND_COMBO, template, key, row);
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  const char *value = mst_list_document_get (self->doc, template, key);
  guint selected = 0;

  b->tokens = g_ptr_array_new_with_free_func (g_free);
  if (none_label != NULL)
    {
      gtk_string_list_append (model, none_label);
      g_ptr_array_add (b->tokens, NULL);
    }
  for (guint i = 0; tokens != NULL && tokens[i] != NULL; i++)
    {
      if (g_strcmp0 (value, tokens[i]) == 0)
        selected = b->tokens->len;
      gtk_string_list_append (model, g_ptr_array_index (labels, i));
      g_ptr_array_add (b->tokens, g_strdup (tokens[i]));
    }
  /* A value the rule set does not have stays offered, and is an error. */
  if (value != NULL && value[0] != '\0' && (tokens == NULL || !g_strv_contains (tokens, value)))
    {
      selected = b->tokens->len;
      gtk_string_list_append (model, value);
      g_ptr_array_add (b->tokens, g_strdup (value));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data (G_OBJECT (row), "binding", b);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_combo_selected), self);
  adw_preferences_group_add (group, row);
  mst_list_editor_add_error_row (group, b);
  return b;
}

GPtrArray *
mst_list_editor_labels_of (MstRuleset *rs, const char *attr, const char *const *tokens)
{
  GPtrArray *labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; tokens != NULL && tokens[i] != NULL; i++)
    g_ptr_array_add (labels, mst_list_editor_value_label (rs, attr, tokens[i]));
  return labels;
}

static void
on_notes_changed (GtkTextBuffer *buffer, MstListEditor *self)
{
  Binding *b = g_object_get_data (G_OBJECT (buffer), "binding");
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (self->syncing || b == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  mst_list_document_set (self->doc, b->template, b->key, text[0] != '\0' ? text : NULL);
}

void
mst_list_editor_add_notes (MstListEditor *self, int template)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *view = gtk_text_view_new ();
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  const char *notes = mst_list_document_get (self->doc, template, "notes");
  Binding *b;

  adw_preferences_group_set_title (group, _("Notes"));
  adw_preferences_group_set_description (group, _("One note a line, printed with the list."));
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_widget_set_size_request (view, -1, 80);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Notes"), -1);
  gtk_frame_set_child (GTK_FRAME (frame), view);
  gtk_text_buffer_set_text (buffer, notes != NULL ? notes : "", -1);
  b = mst_list_editor_bind (self, BIND_NOTES, template, "notes", view);
  g_object_set_data (G_OBJECT (buffer), "binding", b);
  g_signal_connect (buffer, "changed", G_CALLBACK (on_notes_changed), self);
  adw_preferences_group_add (group, frame);
  mst_list_editor_add_error_row (group, b);
  gtk_box_append (self->form, GTK_WIDGET (group));
}

AdwPreferencesGroup *
mst_list_editor_add_group (MstListEditor *self, const char *title, const char *description)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, title);
  if (description != NULL)
    adw_preferences_group_set_description (group, description);
  gtk_box_append (self->form, GTK_WIDGET (group));
  return group;
}

static void
on_remove_field_clicked (GtkButton *button, MstListEditor *self)
{
  const char *key = g_object_get_data (G_OBJECT (button), "key");
  int template = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "template"));

  mst_list_document_set (self->doc, template, key, NULL);
}

/* A button at the end of @row that removes the field @key. */
void
mst_list_editor_add_remove_button (MstListEditor *self, GtkWidget *row, int template, const char *key, const char *what)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("list-remove-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  g_object_set_data_full (G_OBJECT (button), "key", g_strdup (key), g_free);
  g_object_set_data (G_OBJECT (button), "template", GINT_TO_POINTER (template));
  g_signal_connect (button, "clicked", G_CALLBACK (on_remove_field_clicked), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);
}

/* ---- the list's own fields --------------------------------------------- */

static void
build_header (MstListEditor *self)
{
  AdwPreferencesGroup *group = mst_list_editor_add_group (self, _("The List"), NULL);
  gboolean needed = mst_list_document_needs_nation_and_war (self->doc);
  const char *path = mst_list_document_get_path (self->doc);
  GtkWidget *row;
  g_autofree char *where = NULL;

  mst_list_editor_add_entry (self, group, MST_LIST_HEADER, "name", _("Name"), FALSE);
  mst_list_editor_add_entry (self, group, MST_LIST_HEADER, "id", _("Id (lower case letters, digits and hyphens)"), FALSE);
  mst_list_editor_add_entry (self, group, MST_LIST_HEADER, "nation", needed ? _("Nation") : _("Nation (optional)"), FALSE);
  mst_list_editor_add_entry (self, group, MST_LIST_HEADER, "war", needed ? _("War") : _("War (optional)"), FALSE);
  mst_list_editor_add_entry (self, group, MST_LIST_HEADER, "period-start", _("From the year"), TRUE);
  mst_list_editor_add_entry (self, group, MST_LIST_HEADER, "period-end", _("To the year"), TRUE);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Version"));
  where = g_strdup_printf (_("%u — goes up each time a change is saved, so that forces built on an earlier version are warned"),
                           mst_list_document_get_version (self->doc));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
  adw_preferences_group_add (group, row);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("File"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), path != NULL ? path : _("Not saved yet: Save puts it in your lists folder"));
  adw_preferences_group_add (group, row);

  if (MST_RULESET_GET_CLASS (mst_list_editor_ruleset_of (self))->list_fields != NULL)
    mst_list_editor_add_fields (self, group, MST_LIST_HEADER,
                                MST_RULESET_GET_CLASS (mst_list_editor_ruleset_of (self))->list_fields);
  else
    {
      g_autoptr(GPtrArray) keys = mst_list_document_list_keys (self->doc, MST_LIST_HEADER, "attr:");

      if (keys->len > 0)
        {
          AdwPreferencesGroup *ag = mst_list_editor_add_group (self, _("List Attributes"), _("What the rule set reads of the whole list"));
          for (guint i = 0; i < keys->len; i++)
            {
              const char *key = g_ptr_array_index (keys, i);
              g_autofree char *label = mst_list_editor_token_label (key + 5);
              mst_list_editor_add_entry (self, ag, MST_LIST_HEADER, key, label, FALSE);
            }
        }
    }
  mst_list_editor_add_notes (self, MST_LIST_HEADER);
}

/* ---- building and following the form ----------------------------------- */

/* What decides the form's widgets: the template shown and the fields that
 * have a widget of their own only while they are there. */
static char *
form_shape (MstListEditor *self)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GPtrArray) keys = mst_list_document_list_keys (self->doc, self->selected, NULL);

  g_string_append_printf (s, "%d/%u;", self->selected, mst_list_document_get_n_templates (self->doc));
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      g_autofree char *weapon = NULL, *band = NULL;

      if (g_str_has_prefix (key, "attr:") || g_str_has_prefix (key, "component:") ||
          (mst_list_stat_key_parse (key, NULL, NULL, &weapon, &band) && (weapon != NULL || band != NULL)))
        g_string_append_printf (s, "%s;", key);
    }
  return g_string_free (s, FALSE);
}

static void
rebuild_form (MstListEditor *self)
{
  GtkWidget *child;

  self->syncing = TRUE;
  g_ptr_array_set_size (self->bindings, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->form))) != NULL)
    gtk_box_remove (self->form, child);
  if (self->selected == MST_LIST_HEADER)
    build_header (self);
  else if (MST_RULESET_GET_CLASS (mst_list_editor_ruleset_of (self))->template_fields != NULL)
    mst_list_editor_build_template_fields (self, self->selected);
  else
    mst_list_editor_build_template_units (self, self->selected);
  g_free (self->shape);
  self->shape = form_shape (self);
  self->syncing = FALSE;
  sync_form (self);
}

/* The grid's messages: every per-formation stat's, each named. */
static char *
grid_messages (MstListEditor *self, int template)
{
  GPtrArray *problems = mst_list_document_get_problems (self->doc);
  MstRuleset *rs = mst_list_editor_ruleset_of (self);
  GString *s = NULL;

  for (guint i = 0; i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *id = NULL, *formation = NULL;
      const MstStatSpec *spec;

      if (p->template != template || !mst_list_stat_key_parse (p->field, &id, &formation, NULL, NULL) ||
          formation == NULL)
        continue;
      spec = mst_ruleset_lookup_stat_spec (rs, id);
      if (s == NULL)
        s = g_string_new (NULL);
      else
        g_string_append_c (s, '\n');
      /* TRANSLATORS: a problem of the per-formation grid: "Stand if Charged from Front, Line: …" */
      g_string_append_printf (s, _("%s, %s: %s"), spec != NULL ? _(spec->label) : id,
                              mst_ruleset_formation_label (rs, formation), p->message);
    }
  return s != NULL ? g_string_free (s, FALSE) : NULL;
}

static gboolean
field_has_error (MstListEditor *self, int template, const char *key)
{
  GPtrArray *problems = mst_list_document_get_problems (self->doc);

  for (guint i = 0; key != NULL && i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);
      if (p->template == template && p->severity == MST_SEVERITY_ERROR && g_strcmp0 (p->field, key) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
sync_binding (MstListEditor *self, Binding *b)
{
  const char *value = b->key != NULL ? mst_list_document_get (self->doc, b->template, b->key) : NULL;
  g_autofree char *messages = NULL;

  switch (b->kind)
    {
    case BIND_ENTRY:
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (b->widget)), value != NULL ? value : "") != 0)
        gtk_editable_set_text (GTK_EDITABLE (b->widget), value != NULL ? value : "");
      break;
    case BIND_COMBO:
      for (guint i = 0; i < b->tokens->len; i++)
        if (g_strcmp0 (g_ptr_array_index (b->tokens, i), value) == 0 ||
            (value != NULL && value[0] == '\0' && g_ptr_array_index (b->tokens, i) == NULL))
          {
            if (adw_combo_row_get_selected (ADW_COMBO_ROW (b->widget)) != i)
              adw_combo_row_set_selected (ADW_COMBO_ROW (b->widget), i);
            break;
          }
      break;
    case BIND_NOTES:
      {
        GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (b->widget));
        GtkTextIter start, end;
        g_autofree char *text = NULL;

        gtk_text_buffer_get_bounds (buffer, &start, &end);
        text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
        if (g_strcmp0 (text, value != NULL ? value : "") != 0)
          gtk_text_buffer_set_text (buffer, value != NULL ? value : "", -1);
      }
      break;
    case BIND_TOKEN:
      {
        guint state = mst_list_editor_token_state (self, b->template, b->key, b->optional_key, b->extra);
        if (adw_combo_row_get_selected (ADW_COMBO_ROW (b->widget)) != state)
          adw_combo_row_set_selected (ADW_COMBO_ROW (b->widget), state);
      }
      break;
    case BIND_AUTO:
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b->widget), g_strcmp0 (value, "auto") == 0);
      break;
    case BIND_RULE:
      gtk_switch_set_active (GTK_SWITCH (b->widget), value != NULL);
      break;
    case BIND_ERRORS:
    default:
      break;
    }

  if (b->kind == BIND_ERRORS && g_strcmp0 (b->extra, "per-formation") == 0)
    messages = grid_messages (self, b->template);
  else if (b->key != NULL && b->kind != BIND_AUTO)
    messages = mst_list_document_dup_field_messages (self->doc, b->template, b->key);
  if (b->widget != NULL && b->kind != BIND_AUTO)
    {
      if (field_has_error (self, b->template, b->key))
        gtk_widget_add_css_class (b->widget, "error");
      else
        gtk_widget_remove_css_class (b->widget, "error");
    }
  if (b->error_row != NULL)
    {
      gboolean errors = b->kind == BIND_ERRORS ? messages != NULL : field_has_error (self, b->template, b->key);

      /* Red for what stops a save, amber for what is only said. */
      if (errors)
        {
          gtk_widget_add_css_class (b->error_label, "error");
          gtk_widget_remove_css_class (b->error_label, "warning");
        }
      else
        {
          gtk_widget_add_css_class (b->error_label, "warning");
          gtk_widget_remove_css_class (b->error_label, "error");
        }
      gtk_label_set_text (GTK_LABEL (b->error_label), messages != NULL ? messages : "");
      gtk_widget_set_visible (b->error_row, messages != NULL);
    }
}

static void
sync_form (MstListEditor *self)
{
  GPtrArray *problems = mst_list_document_get_problems (self->doc);

  self->syncing = TRUE;
  for (guint i = 0; i < self->bindings->len; i++)
    sync_binding (self, g_ptr_array_index (self->bindings, i));
  self->syncing = FALSE;

  /* A message of the list as a whole (what the reader refuses), on top. */
  for (guint i = 0; i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);
      if (p->field == NULL && p->severity == MST_SEVERITY_ERROR)
        {
          g_autofree char *text = g_strdup_printf ("%s %s", gtk_label_get_text (self->banner_label), p->message);
          gtk_label_set_text (self->banner_label, text);
          break;
        }
    }
}

static void
on_document_changed (MstListEditor *self)
{
  g_autofree char *shape = NULL;

  update_sidebar (self);
  if (self->selected >= (int) mst_list_document_get_n_templates (self->doc))
    self->selected = (int) mst_list_document_get_n_templates (self->doc) - 1;
  shape = form_shape (self);
  update_actions (self);
  if (g_strcmp0 (shape, self->shape) != 0)
    rebuild_form (self);
  else
    sync_form (self);
}

void
mst_list_editor_select (MstListEditor *self, int template)
{
  g_return_if_fail (MST_IS_LIST_EDITOR (self));
  g_return_if_fail (template >= MST_LIST_HEADER && template < (int) mst_list_document_get_n_templates (self->doc));

  self->selected = template;
  self->syncing = TRUE;
  gtk_list_box_select_row (self->template_list, g_ptr_array_index (self->rows, template + 1));
  self->syncing = FALSE;
  rebuild_form (self);
  update_actions (self);
}

int
mst_list_editor_get_selected (MstListEditor *self)
{
  g_return_val_if_fail (MST_IS_LIST_EDITOR (self), MST_LIST_HEADER);
  return self->selected;
}

static void
on_template_list_row_selected (MstListEditor *self, GtkListBoxRow *row)
{
  if (self->syncing || row == NULL)
    return;
  self->selected = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "template"));
  rebuild_form (self);
  update_actions (self);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
on_back_button_clicked (MstListEditor *self)
{
  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
}

/* ---- actions ----------------------------------------------------------- */

static void
toast (MstListEditor *self, const char *text)
{
  AdwToast *t = adw_toast_new (text);
  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_list_document_undo (MST_LIST_EDITOR (widget)->doc);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_list_document_redo (MST_LIST_EDITOR (widget)->doc);
}

static void
add_template_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstListEditor *self = MST_LIST_EDITOR (widget);
  int t = mst_list_document_add_template (self->doc);

  mst_list_editor_select (self, t);
}

static void
duplicate_template_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstListEditor *self = MST_LIST_EDITOR (widget);

  if (self->selected >= 0)
    mst_list_editor_select (self, mst_list_document_duplicate_template (self->doc, self->selected));
}

static void
remove_template_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstListEditor *self = MST_LIST_EDITOR (widget);
  int t = self->selected;

  if (t < 0)
    return;
  mst_list_document_remove_template (self->doc, t);
  mst_list_editor_select (self, MIN (t, (int) mst_list_document_get_n_templates (self->doc) - 1));
}

static gboolean
save (MstListEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCatalogue) fresh = NULL;

  if (!mst_list_document_save (self->doc, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  /* The lists read again, this one among them: a new force can use it. */
  if (self->catalogue != NULL)
    {
      fresh = mst_catalogue_new ();
      mst_catalogue_load_default (fresh);
      mst_catalogue_adopt (self->catalogue, fresh);
    }
  toast (self, _("Saved in your lists: ready for a new force"));
  /* The version and the file are shown on the list's page. */
  if (self->selected == MST_LIST_HEADER)
    rebuild_form (self);
  update_actions (self);
  return TRUE;
}

static void
on_incomplete_response (AdwMessageDialog *dialog, const char *response, MstListEditor *self)
{
  if (g_strcmp0 (response, "save") == 0)
    save (self);
}

/* What the list's cards lack, by its rule set's reckoning; NULL when
 * nothing, or the list cannot be read as it stands (its errors say why). */
static char *
incomplete_cards (MstListEditor *self)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_list_document_get_ruleset (self->doc));
  g_autofree char *xml = NULL;
  g_autoptr(MstNationList) list = NULL;
  gsize len = 0;

  if (rs == NULL)
    return NULL;
  xml = mst_list_document_to_xml (self->doc, &len);
  list = xml != NULL ? mst_nation_list_new_from_data (xml, len, "list", NULL) : NULL;
  return list != NULL ? mst_ruleset_describe_incomplete_cards (rs, list) : NULL;
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstListEditor *self = MST_LIST_EDITOR (widget);
  g_autofree char *lacking = mst_list_document_count_errors (self->doc) == 0 ? incomplete_cards (self) : NULL;
  GtkWidget *dialog;

  if (lacking == NULL)
    {
      save (self);
      return;
    }
  /* Saved without a word, such a list would print cards the player must
   * fill by hand: asked first. */
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save a List with Incomplete Cards?"), lacking);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "save", _("_Save Anyway"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_incomplete_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstListEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path != NULL && !mst_list_document_export (self->doc, path, &error))
        toast (self, error->message);
      else if (path != NULL)
        toast (self, _("List exported"));
    }
  g_object_unref (dialog);
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstListEditor *self = MST_LIST_EDITOR (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export List"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  const char *id = mst_list_document_get (self->doc, MST_LIST_HEADER, "id");
  g_autofree char *name = g_strconcat (id != NULL && id[0] != '\0' ? id : "list", ".xml", NULL);

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_import_response (GtkNativeDialog *dialog, int response, MstListEditor *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(MstListDocument) doc = path != NULL ? mst_list_document_new_from_file (path, &error) : NULL;

      if (doc == NULL)
        toast (self, error != NULL ? error->message : _("Not a file Muster can read"));
      else
        {
          MstListEditor *editor = mst_list_editor_new (gtk_window_get_transient_for (GTK_WINDOW (self)),
                                                       self->catalogue, doc);
          gtk_window_present (GTK_WINDOW (editor));
        }
    }
  g_object_unref (dialog);
}

static void
import_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstListEditor *self = MST_LIST_EDITOR (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Import List"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Nation lists (XML)"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- closing with changes ---------------------------------------------- */

static void
on_close_response (AdwMessageDialog *dialog, const char *response, MstListEditor *self)
{
  if (g_str_equal (response, "save") && !save (self))
    return;
  if (g_str_equal (response, "save") || g_str_equal (response, "discard"))
    {
      self->closing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

static gboolean
on_close_request (GtkWindow *window)
{
  MstListEditor *self = MST_LIST_EDITOR (window);
  GtkWidget *dialog;
  gboolean can_save = mst_list_document_count_errors (self->doc) == 0;

  if (self->closing || !mst_list_document_is_modified (self->doc) || !mst_list_document_can_undo (self->doc))
    return FALSE;
  dialog = adw_message_dialog_new (window, _("Save the List?"),
                                   can_save ? _("Its changes are lost unless it is saved.")
                                            : _("It has problems to fix before it can be saved; closing loses its changes."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  if (can_save)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "save", _("_Save"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
    }
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- the object -------------------------------------------------------- */

static void
mst_list_editor_dispose (GObject *object)
{
  MstListEditor *self = MST_LIST_EDITOR (object);

  if (self->doc != NULL)
    g_signal_handlers_disconnect_by_data (self->doc, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_LIST_EDITOR);
  g_clear_object (&self->doc);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (mst_list_editor_parent_class)->dispose (object);
}

static void
mst_list_editor_finalize (GObject *object)
{
  MstListEditor *self = MST_LIST_EDITOR (object);

  g_ptr_array_unref (self->bindings);
  g_ptr_array_unref (self->rows);
  g_free (self->shape);

  G_OBJECT_CLASS (mst_list_editor_parent_class)->finalize (object);
}

static void
mst_list_editor_class_init (MstListEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mst_list_editor_dispose;
  object_class->finalize = mst_list_editor_finalize;
  window_class->close_request = on_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-list-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, sidebar);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, content);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, template_list);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, banner);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstListEditor, form);
  gtk_widget_class_bind_template_callback (widget_class, on_template_list_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_back_button_clicked);

  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "editor.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "editor.add-template", NULL, add_template_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-template", NULL, duplicate_template_action);
  gtk_widget_class_install_action (widget_class, "editor.remove-template", NULL, remove_template_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  mst_help_add_shortcut (widget_class, "lists");
}

static void
mst_list_editor_init (MstListEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->bindings = g_ptr_array_new_with_free_func ((GDestroyNotify) binding_free);
  self->rows = g_ptr_array_new ();
  self->selected = MST_LIST_HEADER;
}

static void
set_document (MstListEditor *self, MstListDocument *doc)
{
  self->doc = g_object_ref (doc);
  mst_list_document_set_catalogue (doc, self->catalogue);
  g_signal_connect_object (doc, "changed", G_CALLBACK (on_document_changed), self, G_CONNECT_SWAPPED);
  rebuild_sidebar (self);
  mst_list_editor_select (self, mst_list_document_get_n_templates (doc) > 0 ? 0 : MST_LIST_HEADER);
}

MstListEditor *
mst_list_editor_new (GtkWindow *parent, MstCatalogue *catalogue, MstListDocument *document)
{
  MstListEditor *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (document), NULL);

  self = g_object_new (MST_TYPE_LIST_EDITOR, "transient-for", parent, NULL);
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  set_document (self, document);
  return self;
}

/* "House Cards" → "house-cards", an id no list has yet. */
static char *
id_from_name (MstCatalogue *catalogue, const char *name)
{
  GString *s = g_string_new (NULL);
  g_autofree char *ascii = g_str_to_ascii (name, "C");
  g_autofree char *base = NULL;
  char *id;

  for (const char *p = ascii; *p != '\0' && s->len < 60; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (s, g_ascii_tolower (*p));
      else if (s->len > 0 && s->str[s->len - 1] != '-')
        g_string_append_c (s, '-');
    }
  while (s->len > 0 && s->str[s->len - 1] == '-')
    g_string_truncate (s, s->len - 1);
  base = s->len > 0 ? g_string_free (s, FALSE) : (g_string_free (s, TRUE), g_strdup ("my-list"));
  id = g_strdup (base);
  for (guint n = 2; catalogue != NULL && mst_catalogue_lookup (catalogue, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  return id;
}

MstListEditor *
mst_list_editor_new_for_ruleset (GtkWindow *parent, MstCatalogue *catalogue, const char *ruleset_id, const char *name)
{
  g_autofree char *id = id_from_name (catalogue, name != NULL ? name : "");
  g_autoptr(MstListDocument) doc = mst_list_document_new (ruleset_id, id, name);

  g_return_val_if_fail (doc != NULL, NULL);
  return mst_list_editor_new (parent, catalogue, doc);
}

MstListDocument *
mst_list_editor_get_document (MstListEditor *self)
{
  g_return_val_if_fail (MST_IS_LIST_EDITOR (self), NULL);
  return self->doc;
}
