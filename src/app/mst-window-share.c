/* mst-window-share.c: the window's ways of sharing a force: copy and paste
 * as text or a share code, export as a roster, dragging out of the library.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "muster-core.h"
#include "mst-library-item.h"
#include "mst-window.h"
#include "mst-window-private.h"
#include "mst-window-share.h"

static MstCatalogue *
window_catalogue (MstWindow *self)
{
  return mst_window_get_catalogue (self);
}

/* What @widget's window was given of the application's, or NULL. */
static MstAppState *
widget_state (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return MST_IS_WINDOW (root) ? mst_window_get_state (MST_WINDOW (root)) : NULL;
}

static MstLibrary *
window_library (GtkWidget *widget)
{
  MstAppState *state = widget_state (widget);
  return state != NULL ? mst_app_state_get_library (state) : NULL;
}

static MstCatalogue *
window_catalogue_of (GtkWidget *widget)
{
  MstAppState *state = widget_state (widget);
  return state != NULL ? mst_app_state_get_catalogue (state) : NULL;
}

/* A force's name as a file name: no folder separators, never empty. */
static char *
file_name_for (const char *force_name, const char *suffix)
{
  g_autofree char *base = g_strdup (force_name != NULL && force_name[0] != '\0' ? force_name : _("Force"));

  g_strdelimit (base, G_DIR_SEPARATOR_S, '-');
  return g_strconcat (base, suffix, NULL);
}

static void
copy_text (MstWindow *self, const char *text, const char *done)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  mst_window_show_toast (self, done);
}

static void
copy_as_text_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstForce *force = mst_window_get_force (self);
  g_autofree char *text = NULL;

  if (force == NULL)
    return;
  text = mst_roster_text_write (force, window_catalogue (self), MST_ROSTER_TEXT);
  copy_text (self, text, _("Roster copied as text"));
}

static void
on_too_long_response (AdwMessageDialog *dialog, const char *response, MstWindow *self)
{
  const char *code = g_object_get_data (G_OBJECT (dialog), "code");

  if (g_strcmp0 (response, "copy") == 0)
    copy_text (self, code, _("Share code copied"));
  else if (g_strcmp0 (response, "export") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.export", NULL);
}

/* A code too long for a chat message (it carries the force's list): said,
 * with the force file offered instead. */
static void
too_long_dialog (MstWindow *self, const char *code)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  body = g_strdup_printf (_("Its share code is %u characters long, more than a chat message takes (%d), because "
                            "the force carries its list. Save the force as a file and send the file instead."),
                          (guint) strlen (code), MST_SHARE_CODE_CHAT_MAX);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Share Code Too Long for a Chat"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "copy", _("_Copy Anyway"),
                                    "export", _("_Save Force File…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "export", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "export");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "code", g_strdup (code), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_too_long_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
copy_share_code_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstForce *force = mst_window_get_force (self);
  g_autofree char *code = NULL;

  if (force == NULL)
    return;
  code = mst_share_code_encode (force, window_catalogue (self));
  if (strlen (code) > MST_SHARE_CODE_CHAT_MAX)
    {
      too_long_dialog (self, code);
      return;
    }
  copy_text (self, code, _("Share code copied"));
}

/* Pasting: a roster or a share code makes a new force in the library. */

/* The force @text holds, or NULL with @error set; @text that is neither a
 * roster nor a code says so. */
static MstForce *
force_from_text (MstWindow *self, const char *text, GError **error)
{
  MstCatalogue *catalogue = window_catalogue (self);

  if (mst_share_code_sniff (text))
    return mst_share_code_decode (text, catalogue, error);
  if (mst_roster_text_sniff (text))
    return mst_roster_text_parse (text, -1, _("pasted roster"), catalogue, error);
  g_set_error_literal (error, MST_ERROR, MST_ERROR_INVALID,
                       _("The clipboard holds neither a Muster roster nor a share code"));
  return NULL;
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_autoptr(MstForce) force = NULL;

  if (text == NULL)
    {
      mst_window_show_toast (self, _("The clipboard holds no text"));
      return;
    }
  force = force_from_text (self, text, &error);
  if (force == NULL)
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  /* A second copy of a force says it is one. */
  {
    g_autofree char *name = mst_library_dup_free_name (mst_window_get_library (self), mst_force_get_name (force));

    mst_force_set_name (force, name);
  }
  if (mst_window_add_force (self, force))
    {
      g_autofree char *message = g_strdup_printf (_("Added “%s” from the clipboard"),
                                                  mst_force_get_name (force));
      mst_window_show_toast (self, message);
    }
}

static void
paste_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, on_clipboard_text,
                                 g_object_ref (widget));
}

/* Export as a roster: a text file, or Markdown by its name or filter. */

static void
on_export_text_response (GtkNativeDialog *dialog, int response, MstWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *local = NULL;
  GtkFileFilter *filter;
  gboolean markdown;
  MstForce *force = mst_window_get_force (self);

  if (response != GTK_RESPONSE_ACCEPT || force == NULL)
    goto out;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  name = g_file_get_basename (file);
  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
  markdown = g_str_has_suffix (name, ".md")
             || (filter != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (filter), "format"), "markdown") == 0);
  text = mst_roster_text_write (force, window_catalogue (self), markdown ? MST_ROSTER_MARKDOWN : MST_ROSTER_TEXT);
  /* The chooser has asked before replacing a file; the write is atomic,
   * and a local one leaves nothing half-written behind a kill. */
  local = g_file_get_path (file);
  if (local != NULL ? mst_file_replace (local, text, -1, &error)
                    : g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE,
                                               NULL, NULL, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Roster written to “%s”"), name);
      mst_window_show_toast (self, message);
    }
  else
    mst_window_show_toast (self, error->message);
out:
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static GtkFileFilter *
roster_filter (const char *title, const char *pattern, const char *mime, const char *format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, title);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_add_mime_type (filter, mime);
  g_object_set_data (G_OBJECT (filter), "format", (gpointer) format);
  return filter;
}

static void
export_text_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstForce *force = mst_window_get_force (self);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) text = NULL;
  g_autoptr(GtkFileFilter) markdown = NULL;
  g_autofree char *name = NULL;

  if (force == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Export Roster as Text"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  text = roster_filter (_("Plain text roster"), "*.txt", "text/plain", "text");
  markdown = roster_filter (_("Markdown roster"), "*.md", "text/markdown", "markdown");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), text);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), markdown);
  name = file_name_for (mst_force_get_name (force), ".txt");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_export_text_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
mst_window_share_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy-as-text", NULL, copy_as_text_action);
  gtk_widget_class_install_action (widget_class, "win.copy-share-code", NULL, copy_share_code_action);
  gtk_widget_class_install_action (widget_class, "win.export-text", NULL, export_text_action);
  gtk_widget_class_install_action (widget_class, "win.paste-force", NULL, paste_force_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-as-text", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.paste-force", NULL);
}

/* Dragging a force out of the library: the force is written to a file in
 * the cache, under its own name, and that file is what is dropped. */

/* Files dragged out a day ago or more have been copied by now. */
static void
remove_old_drags (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *sub = g_build_filename (dir, name, NULL);
      g_autoptr(GDir) inner = NULL;
      GStatBuf st;
      const char *file;

      if (g_stat (sub, &st) != 0 || !S_ISDIR (st.st_mode) || now - st.st_mtime < 24 * 60 * 60)
        continue;
      inner = g_dir_open (sub, 0, NULL);
      while (inner != NULL && (file = g_dir_read_name (inner)) != NULL)
        {
          g_autofree char *path = g_build_filename (sub, file, NULL);
          g_unlink (path);
        }
      g_rmdir (sub);
    }
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, GtkListItem *list_item)
{
  MstLibraryItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  MstLibrary *library = window_library (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  GdkFileList *files;
  GSList *list;
  GdkContentProvider *provider;

  if (item == NULL || library == NULL)
    return NULL;
  /* One folder a drag, so that two forces of one name never meet. */
  dir = g_build_filename (g_get_user_cache_dir (), "muster", "drag", NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return NULL;
  remove_old_drags (dir);
  g_free (dir);
  dir = g_build_filename (g_get_user_cache_dir (), "muster", "drag", "XXXXXX", NULL);
  if (g_mkdtemp (dir) == NULL)
    return NULL;
  name = file_name_for (mst_library_item_get_title (item), ".muster");
  path = g_build_filename (dir, name, NULL);
  if (!mst_library_export_shared_file (library, mst_library_item_get_id (item), window_catalogue_of (widget), path,
                                       &error))
    {
      g_warning ("%s", error->message);
      return NULL;
    }
  file = g_file_new_for_path (path);
  list = g_slist_prepend (NULL, file);
  files = gdk_file_list_new_from_list (list);
  g_slist_free (list);
  provider = gdk_content_provider_new_union ((GdkContentProvider *[]) {
                                               gdk_content_provider_new_typed (GDK_TYPE_FILE_LIST, files),
                                               gdk_content_provider_new_typed (G_TYPE_FILE, file),
                                             }, 2);
  g_boxed_free (GDK_TYPE_FILE_LIST, files);
  return provider;
}

void
mst_window_share_add_drag_source (GtkWidget *row_child, GtkListItem *list_item)
{
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), list_item);
  gtk_widget_add_controller (row_child, GTK_EVENT_CONTROLLER (source));
}
