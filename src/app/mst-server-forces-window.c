/* mst-server-forces-window.c: the player's own forces kept on the club server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * His library on the server (muster.library: his alone), beside the one
 * on this computer: a force of this computer's kept there, one of there
 * copied here, one there replaced by one of here or taken out, each on
 * the revision this window read (another computer's change meanwhile is
 * a conflict, said, and the list read again).  Every call is a job on a
 * worker, through the connection the app keeps to the server; what is
 * read is kept in the offline copy, and shown from it, with a banner,
 * when the server cannot be reached. */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-core.h"
#include "mst-club-server.h"
#include "mst-help-window.h"
#include "mst-server-cache.h"
#include "mst-server-campaign.h"
#include "mst-server-forces-window.h"

struct _MstServerForcesWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toasts;
  GtkMenuButton *keep_button;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  GtkStack *stack;
  AdwPreferencesGroup *group;
  GtkListBox *list;

  MstLibrary *library;
  MstCatalogue *catalogue;
  char *uri;
  GCancellable *cancellable;
  /* The forces as last read: MstLibraryEntry, with their revisions. */
  GPtrArray *entries;
  gboolean from_copy;
  guint jobs;   /* running */
};

G_DEFINE_FINAL_TYPE (MstServerForcesWindow, mst_server_forces_window, ADW_TYPE_WINDOW)

typedef enum {
  JOB_LIST,
  JOB_KEEP,
  JOB_COPY,
  JOB_REPLACE,
  JOB_REMOVE,
} JobKind;

typedef struct {
  JobKind kind;
  char *uri;
  MstCatalogue *catalogue;
  gint64 id;           /* the server's force (JOB_COPY, JOB_REPLACE, JOB_REMOVE) */
  gint64 revision;     /* as this window read it (JOB_REPLACE, JOB_REMOVE) */
  MstForce *force;     /* the one sent (JOB_KEEP, JOB_REPLACE) */
  /* Out */
  char *data;          /* JOB_COPY: the force's file */
  GPtrArray *entries;  /* the list, read after any write */
  gboolean from_copy;
  gint64 taken;
  GError *write_error; /* the write refused; the list read after it */
} Job;

static void
job_free (Job *job)
{
  g_free (job->uri);
  g_clear_object (&job->catalogue);
  g_clear_object (&job->force);
  g_free (job->data);
  g_clear_pointer (&job->entries, g_ptr_array_unref);
  g_clear_error (&job->write_error);
  g_free (job);
}

/* On the worker: the write asked, then the list as the server now has it
 * (kept in the copy); the copy's list when the server cannot be reached. */
static void
job_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *password = mst_club_server_lookup_password (job->uri);
  g_autoptr(MstServerCache) cache = NULL;
  MstCampaignBackend *backend = mst_club_server_take (job->uri, password, job->catalogue, &error);

  if (backend != NULL)
    {
      MstServerCampaign *server = MST_SERVER_CAMPAIGN (backend);
      GError **write_error = &job->write_error;
      g_autoptr(GError) kept = NULL;

      switch (job->kind)
        {
        case JOB_LIST:
          break;
        case JOB_KEEP:
          mst_server_campaign_add_to_library (server, job->force, write_error);
          break;
        case JOB_COPY:
          job->data = mst_server_campaign_get_library_data (server, job->id, NULL, write_error);
          break;
        case JOB_REPLACE:
          mst_server_campaign_update_library (server, job->id, job->force, job->revision, write_error);
          break;
        case JOB_REMOVE:
          mst_server_campaign_delete_from_library (server, job->id, job->revision, write_error);
          break;
        default:
          g_assert_not_reached ();
        }
      job->entries = mst_server_campaign_list_library (server, NULL, &error);
      /* Kept for when the server cannot be reached; a copy not kept costs
       * only that. */
      cache = mst_server_cache_new (job->uri, job->catalogue, &kept);
      if (job->entries != NULL && (cache == NULL || !mst_server_cache_keep_library (cache, server, &kept)))
        g_debug ("No copy kept of the library on the server: %s", kept->message);
      mst_club_server_give_back (backend);
      if (job->entries != NULL || !mst_campaign_backend_is_unreachable (error))
        {
          if (job->entries == NULL)
            g_task_return_error (task, g_steal_pointer (&error));
          else
            g_task_return_boolean (task, TRUE);
          return;
        }
    }
  if (!mst_campaign_backend_is_unreachable (error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* The server cannot be reached: its copy; a write waits for it. */
  if (job->kind != JOB_LIST && job->kind != JOB_COPY)
    job->write_error = g_error_copy (error);
  g_clear_object (&cache);
  cache = mst_server_cache_new (job->uri, job->catalogue, NULL);
  job->entries = cache != NULL ? mst_server_cache_list_library (cache, &job->taken, NULL) : NULL;
  if (job->kind == JOB_COPY && cache != NULL)
    job->data = mst_server_cache_get_library_data (cache, job->id, NULL, &job->write_error);
  if (job->entries == NULL || job->taken == 0)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  job->from_copy = TRUE;
  g_task_return_boolean (task, TRUE);
}

static void show_entries (MstServerForcesWindow *self, GPtrArray *entries);

static void
set_busy (MstServerForcesWindow *self, gboolean busy)
{
  self->jobs = busy ? self->jobs + 1 : self->jobs - 1;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "forces.keep", self->jobs == 0 && !self->from_copy);
}

static void
on_job_done (GObject *source, GAsyncResult *result, gpointer data)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_autofree char *host = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      set_busy (self, FALSE);
      host = mst_club_server_dup_host (self->uri);
      {
        g_autofree char *said = mst_club_server_describe_error (error, host, self->uri);

        gtk_label_set_text (self->banner_label, said != NULL ? said : error->message);
      }
      gtk_revealer_set_reveal_child (self->banner, TRUE);
      if (self->entries == NULL)
        gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  set_busy (self, FALSE);
  self->from_copy = job->from_copy;
  if (job->from_copy)
    {
      g_autofree char *host = mst_club_server_dup_host (self->uri);
      g_autofree char *date = mst_campaign_view_copy_date (job->taken);
      /* TRANSLATORS: the server's host, then the date and time the copy was read */
      g_autofree char *text = g_strdup_printf (_("The club server %s cannot be reached: showing the copy of %s. "
                                                 "Your forces there are changed once it answers."),
                                               host, date);

      gtk_label_set_text (self->banner_label, text);
    }
  gtk_revealer_set_reveal_child (self->banner, job->from_copy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "forces.keep", !job->from_copy);

  if (job->write_error != NULL && !job->from_copy)
    {
      g_autofree char *text = NULL;

      if (g_error_matches (job->write_error, MST_ERROR, MST_ERROR_CONFLICT))
        /* TRANSLATORS: another computer changed the force; then the server's words */
        text = g_strdup_printf (_("Changed on the server since this window read it: %s. The list shows your forces "
                                  "as they are now."), job->write_error->message);
      else
        text = g_strdup (job->write_error->message);
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
    }
  else if (job->write_error != NULL)
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (job->write_error->message));
  else
    {
      const char *done = NULL;

      switch (job->kind)
        {
        case JOB_KEEP:
          done = _("Kept on the club server");
          break;
        case JOB_REPLACE:
          done = _("Replaced on the club server");
          break;
        case JOB_REMOVE:
          done = _("Taken out of the club server");
          break;
        default:
          break;
        }
      if (done != NULL)
        adw_toast_overlay_add_toast (self->toasts, adw_toast_new (done));
    }

  if (job->kind == JOB_COPY && job->data != NULL)
    {
      g_autoptr(GError) copy_error = NULL;
      g_autoptr(MstForce) force = mst_force_open_data (job->data, strlen (job->data), self->uri, self->catalogue,
                                                       &copy_error);

      if (force != NULL)
        {
          mst_force_set_id (force, 0);
          mst_force_set_revision (force, 0);
        }
      if (force == NULL || self->library == NULL || !mst_library_save (self->library, force, &copy_error))
        adw_toast_overlay_add_toast (self->toasts,
                                     adw_toast_new (copy_error != NULL ? copy_error->message
                                                                       : _("There is no library here to copy it to")));
      else
        {
          /* TRANSLATORS: a force's name */
          g_autofree char *text = g_strdup_printf (_("“%s” copied to this computer’s library"),
                                                   mst_force_get_name (force));

          adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
        }
    }
  show_entries (self, job->entries);
}

static void
start_job (MstServerForcesWindow *self, Job *job)
{
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, on_job_done, NULL);

  job->uri = g_strdup (self->uri);
  job->catalogue = self->catalogue != NULL ? g_object_ref (self->catalogue) : NULL;
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  set_busy (self, TRUE);
  g_task_run_in_thread (task, job_thread);
}

static Job *
job_new (JobKind kind)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  return job;
}

static MstLibraryEntry *
find_entry (MstServerForcesWindow *self, gint64 id)
{
  for (guint i = 0; self->entries != NULL && i < self->entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (self->entries, i);

      if (e->id == id)
        return e;
    }
  return NULL;
}

/* A menu of this computer's forces for @action (its parameter the local
 * id; with @server_id, the pair), those of @ruleset only when given. */
static GMenu *
local_forces_menu (MstServerForcesWindow *self, const char *action, gint64 server_id, const char *ruleset)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GPtrArray) entries = NULL;

  if (self->library != NULL)
    entries = ruleset != NULL ? mst_library_list_ruleset (self->library, ruleset, 0, NULL)
                              : mst_library_list (self->library, NULL);
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (e->name, NULL);

      if (server_id != 0)
        g_menu_item_set_action_and_target_value (item, action, g_variant_new ("(xx)", server_id, e->id));
      else
        g_menu_item_set_action_and_target_value (item, action, g_variant_new_int64 (e->id));
      g_menu_append_item (menu, item);
    }
  return menu;
}

static GtkWidget *
make_row (MstServerForcesWindow *self, MstLibraryEntry *e)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *copy = gtk_button_new_from_icon_name ("document-save-symbolic");
  GtkWidget *more = gtk_menu_button_new ();
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) replace = local_forces_menu (self, "forces.replace", e->id, e->ruleset);
  g_autoptr(GMenu) remove = g_menu_new ();
  g_autoptr(GMenuItem) remove_item = g_menu_item_new (_("_Take Out of the Server"), NULL);
  g_autofree char *subtitle = NULL;
  g_autofree char *revision = g_strdup_printf ("%" G_GINT64_FORMAT, e->revision);
  MstNationList *list = self->catalogue != NULL ? mst_catalogue_lookup (self->catalogue, e->list_id) : NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), e->name);
  /* TRANSLATORS: a nation list's name, then the force's revision on the server */
  subtitle = g_strdup_printf (_("%s · revision %s"), list != NULL ? mst_nation_list_get_name (list) : e->list_id,
                              revision);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_set_tooltip_text (copy, _("Copy to This Computer"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "forces.copy");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (copy), g_variant_new_int64 (e->id));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Copy to This Computer"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);

  g_menu_append_submenu (menu, _("_Replace With"), G_MENU_MODEL (replace));
  g_menu_item_set_action_and_target_value (remove_item, "forces.remove", g_variant_new_int64 (e->id));
  g_menu_append_item (remove, remove_item);
  g_menu_append_section (menu, NULL, G_MENU_MODEL (remove));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (more), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (more), G_MENU_MODEL (menu));
  gtk_widget_set_valign (more, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (more, "flat");
  gtk_widget_set_tooltip_text (more, _("More"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), more);
  return row;
}

static void
show_entries (MstServerForcesWindow *self, GPtrArray *entries)
{
  GtkWidget *child;

  if (entries == NULL)
    return;
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  self->entries = g_ptr_array_ref (entries);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < entries->len; i++)
    gtk_list_box_append (self->list, make_row (self, g_ptr_array_index (entries, i)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "forces.replace", !self->from_copy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "forces.remove", !self->from_copy);
  gtk_stack_set_visible_child_name (self->stack, entries->len > 0 ? "list" : "empty");
}

/* Actions */

static void
on_reload (GtkWidget *widget, const char *name, GVariant *param)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (widget);

  start_job (self, job_new (JOB_LIST));
}

/* This computer's force @id, read for sending; NULL said in a toast. */
static MstForce *
load_local (MstServerForcesWindow *self, gint64 id)
{
  g_autoptr(GError) error = NULL;
  MstForce *force = self->library != NULL ? mst_library_load (self->library, id, self->catalogue, &error) : NULL;

  if (force == NULL)
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error != NULL ? error->message
                                                                             : _("There is no library here")));
  return force;
}

static void
on_keep (GtkWidget *widget, const char *name, GVariant *param)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (widget);
  g_autoptr(MstForce) force = load_local (self, g_variant_get_int64 (param));
  Job *job;

  if (force == NULL)
    return;
  job = job_new (JOB_KEEP);
  job->force = g_steal_pointer (&force);
  start_job (self, job);
}

static void
on_copy (GtkWidget *widget, const char *name, GVariant *param)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (widget);
  Job *job = job_new (JOB_COPY);

  job->id = g_variant_get_int64 (param);
  start_job (self, job);
}

static void
on_replace (GtkWidget *widget, const char *name, GVariant *param)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (widget);
  gint64 server_id, local_id;
  MstLibraryEntry *e;
  g_autoptr(MstForce) force = NULL;
  Job *job;

  g_variant_get (param, "(xx)", &server_id, &local_id);
  e = find_entry (self, server_id);
  force = e != NULL ? load_local (self, local_id) : NULL;
  if (force == NULL)
    return;
  job = job_new (JOB_REPLACE);
  job->id = server_id;
  job->revision = e->revision;
  job->force = g_steal_pointer (&force);
  start_job (self, job);
}

static void
on_remove_response (AdwMessageDialog *dialog, const char *response, MstServerForcesWindow *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "mst-server-id"));
  MstLibraryEntry *e = find_entry (self, id);
  Job *job;

  if (!g_str_equal (response, "remove") || e == NULL)
    return;
  job = job_new (JOB_REMOVE);
  job->id = id;
  job->revision = e->revision;
  start_job (self, job);
}

static void
on_remove (GtkWidget *widget, const char *name, GVariant *param)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (widget);
  MstLibraryEntry *e = find_entry (self, g_variant_get_int64 (param));
  AdwMessageDialog *dialog;
  g_autofree char *heading = NULL;

  if (e == NULL)
    return;
  /* TRANSLATORS: a force's name */
  heading = g_strdup_printf (_("Take “%s” Out of the Server?"), e->name);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                       _("No computer of yours can take it from there again. A copy "
                                                         "in this computer’s library stays.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "remove", _("_Take Out"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "mst-server-id", GSIZE_TO_POINTER ((gsize) e->id));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_remove_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The + menu, made as it opens: the library as it is now. */
static void
on_keep_menu (GtkMenuButton *button, gpointer data)
{
  MstServerForcesWindow *self = data;
  g_autoptr(GMenu) menu = local_forces_menu (self, "forces.keep", 0, NULL);

  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

static void
mst_server_forces_window_dispose (GObject *object)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_SERVER_FORCES_WINDOW);
  G_OBJECT_CLASS (mst_server_forces_window_parent_class)->dispose (object);
}

static void
mst_server_forces_window_finalize (GObject *object)
{
  MstServerForcesWindow *self = MST_SERVER_FORCES_WINDOW (object);

  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_free (self->uri);
  G_OBJECT_CLASS (mst_server_forces_window_parent_class)->finalize (object);
}

static void
mst_server_forces_window_class_init (MstServerForcesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = mst_server_forces_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = mst_server_forces_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-server-forces-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, keep_button);
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, group);
  gtk_widget_class_bind_template_child (widget_class, MstServerForcesWindow, list);
  gtk_widget_class_install_action (widget_class, "forces.reload", NULL, on_reload);
  gtk_widget_class_install_action (widget_class, "forces.keep", "x", on_keep);
  gtk_widget_class_install_action (widget_class, "forces.copy", "x", on_copy);
  gtk_widget_class_install_action (widget_class, "forces.replace", "(xx)", on_replace);
  gtk_widget_class_install_action (widget_class, "forces.remove", "x", on_remove);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "forces.reload", NULL);
  mst_help_add_shortcut (widget_class, "club");
}

static void
mst_server_forces_window_init (MstServerForcesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  gtk_menu_button_set_create_popup_func (self->keep_button, on_keep_menu, self, NULL);
}

GtkWindow *
mst_server_forces_window_new (GtkWindow *parent, MstLibrary *library, MstCatalogue *catalogue, const char *uri)
{
  MstServerForcesWindow *self;
  g_autofree char *host = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (uri != NULL, NULL);

  self = g_object_new (MST_TYPE_SERVER_FORCES_WINDOW, "transient-for", parent, NULL);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  self->uri = g_strdup (uri);
  host = mst_club_server_dup_host (uri);
  /* TRANSLATORS: the club server's host */
  title = g_strdup_printf (_("On %s"), host);
  adw_preferences_group_set_title (self->group, title);
  gtk_stack_set_visible_child_name (self->stack, "loading");
  start_job (self, job_new (JOB_LIST));
  return GTK_WINDOW (self);
}
