/* mst-list-editor.c: the editor of a nation list of the player's own
 * (opened from mst-list-chooser.c): the window, its sidebar of the list
 * and its units, its actions (undo, units added and removed, save, export,
 * import) and closing with changes.  Its form is mst-list-editor-form.c's,
 * a unit's form mst-list-editor-template.c's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-list-editor-private.h"
#include "mst-help-window.h"
#include "mst-row-util.h"


G_DEFINE_FINAL_TYPE (MstListEditor, mst_list_editor, ADW_TYPE_WINDOW)


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
  guint errors = mst_list_document_count_template_errors (self->doc, template);

  if (template == MST_LIST_HEADER)
    {
      gtk_label_set_text (title, _("List Details"));
      gtk_label_set_text (subtitle, name != NULL && name[0] != '\0' ? name : _("No name yet"));
    }
  else
    {
      g_autofree char *k = mst_list_document_describe_template (self->doc, template);

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

static void
on_document_changed (MstListEditor *self)
{
  g_autofree char *shape = NULL;

  update_sidebar (self);
  if (self->selected >= (int) mst_list_document_get_n_templates (self->doc))
    self->selected = (int) mst_list_document_get_n_templates (self->doc) - 1;
  shape = mst_list_editor_form_shape (self);
  update_actions (self);
  if (g_strcmp0 (shape, self->shape) != 0)
    mst_list_editor_rebuild_form (self);
  else
    mst_list_editor_sync_form (self);
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
  mst_list_editor_rebuild_form (self);
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
  mst_list_editor_rebuild_form (self);
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
    mst_list_editor_rebuild_form (self);
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
