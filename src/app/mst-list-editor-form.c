/* mst-list-editor-form.c: the list editor's form: a widget for each field
 * of the list or of the template shown, bound to the document (an entry,
 * a choice, notes, a list-wide rule), each with its messages under it;
 * the list's own fields; the form built again when its shape changes,
 * else brought in step with the document.  The template forms are
 * mst-list-editor-template.c's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-list-editor-private.h"
#include "mst-row-util.h"

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
char *
mst_list_editor_form_shape (MstListEditor *self)
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

void
mst_list_editor_rebuild_form (MstListEditor *self)
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
  self->shape = mst_list_editor_form_shape (self);
  self->syncing = FALSE;
  mst_list_editor_sync_form (self);
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

void
mst_list_editor_sync_form (MstListEditor *self)
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

