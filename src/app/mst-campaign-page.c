/* mst-campaign-page.c: the page of one campaign: its summary, forces and battles, and what the campaign's menu does, each through the campaign's session.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-window.h"
#include "mst-campaign-dialog.h"
#include "mst-campaign-page.h"
#include "mst-campaign-rows.h"

/* The rows of a list in the window's first frame (GTK 4.8 makes a row for
 * each of up to 200 items at once): the rest come right after it. */
#define FIRST_ROWS 32

struct _MstCampaignPage
{
  AdwBin parent_instance;

  AdwWindowTitle *campaign_title;
  AdwActionRow *summary_battles_row;
  AdwActionRow *summary_losses_row;
  AdwActionRow *summary_generals_row;
  GtkMenuButton *add_force_button;
  GtkListBox *forces_list;
  GtkStack *battles_stack;
  GtkListView *battles_view;
  GtkScrolledWindow *battles_scroller;

  MstCampaignSession *session;
  MstCatalogue *catalogue;
  GCancellable *cancellable;
  gint64 campaign_id;
  char *place;
  char *name;
  gboolean archived;
  gboolean drawn;
  gboolean reading_more;     /* a page of older battles asked for */
  GtkSliceListModel *battles_slice;
  GtkSliceListModel *forces_slice;
  GHashTable *force_names;   /* force id (gint64 *) → name, for the battles' rows */
};

G_DEFINE_FINAL_TYPE (MstCampaignPage, mst_campaign_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_ARCHIVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_FORCE_ACTIVATED,
  SIGNAL_BATTLE_ACTIVATED,
  SIGNAL_CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The signals every page has */

void
mst_campaign_page_add_signals (GObjectClass *klass)
{
  GType type = G_TYPE_FROM_CLASS (klass);

  g_signal_new ("opened", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("toast", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  g_signal_new ("error", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  g_signal_new ("queued", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
mst_campaign_page_emit_error (GtkWidget *page, const GError *error)
{
  g_signal_emit_by_name (page, "error", error);
}

void
mst_campaign_page_emit_toast (GtkWidget *page, const char *text)
{
  g_signal_emit_by_name (page, "toast", text);
}

/* A call's answer: FALSE when it was cancelled (the page has gone), else
 * TRUE, @error said when it failed. */
static gboolean
answered (MstCampaignPage *self, GError *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  if (error != NULL)
    mst_campaign_page_emit_error (GTK_WIDGET (self), error);
  return TRUE;
}

static gboolean
writable (MstCampaignPage *self)
{
  return self->session != NULL &&
         mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->session)) == NULL;
}

/* What the campaign's place can do, where it can be written. */
static void
update_actions (MstCampaignPage *self)
{
  MstCampaignCapabilities caps = self->session != NULL ? mst_campaign_session_get_capabilities (self->session) : 0;
  gboolean managing = writable (self) && (caps & MST_CAMPAIGN_CAN_MANAGE) != 0;
  static const char *const managing_actions[] = {
    "campaign.rename", "campaign.archived", "campaign.delete", "campaign.add-force-file", "campaign.move-force",
  };

  for (guint i = 0; i < G_N_ELEMENTS (managing_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), managing_actions[i], managing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.record-battle", writable (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.export", (caps & MST_CAMPAIGN_CAN_EXPORT) != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->add_force_button), managing);
}

/* The campaign shown and an argument, for a call on its session. */
typedef struct {
  gint64 campaign_id;
  gint64 id;
  char *text;
  MstCatalogue *catalogue;
} Args;

static void
args_free (gpointer data)
{
  Args *a = data;

  g_free (a->text);
  g_clear_object (&a->catalogue);
  g_free (a);
}

static Args *
args_new (MstCampaignPage *self)
{
  Args *a = g_new0 (Args, 1);

  a->campaign_id = self->campaign_id;
  return a;
}

/* Reading the campaign */

static GtkWidget *
create_force_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), TRUE);
}

static void
fill (MstCampaignPage *self)
{
  const MstCampaignSummary *summary = mst_campaign_session_get_summary (self->session);
  g_autofree char *results = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *generals = NULL;

  g_free (self->name);
  self->name = g_strdup (summary->name);
  adw_window_title_set_title (self->campaign_title, summary->name);
  adw_window_title_set_subtitle (self->campaign_title,
                                 self->place != NULL ? self->place : summary->archived ? _("Archived") : NULL);
  if (self->archived != summary->archived)
    {
      self->archived = summary->archived;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARCHIVED]);
    }
  results = mst_campaign_view_results (&summary->total);
  losses = mst_campaign_view_total_losses (summary);
  generals = mst_campaign_view_total_generals (summary);
  adw_action_row_set_subtitle (self->summary_battles_row, results);
  adw_action_row_set_subtitle (self->summary_losses_row, losses);
  adw_action_row_set_subtitle (self->summary_generals_row, generals);

  g_hash_table_remove_all (self->force_names);
  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstCampaignForceSummary *s = g_ptr_array_index (summary->forces, i);

      g_hash_table_insert (self->force_names, g_memdup2 (&s->force_id, sizeof s->force_id), g_strdup (s->name));
    }
  gtk_stack_set_visible_child_name (self->battles_stack,
                                    g_list_model_get_n_items (mst_campaign_session_get_battles (self->session)) > 0
                                      ? "list" : "empty");
}

static void on_more_battles (GObject *source, GAsyncResult *result, gpointer data);

/* The older battles, a page at a time, as the list is scrolled to within
 * two screens of its end: a campaign of 50,000 battles opens as fast as
 * one of 500, and holds only the battles looked at. */
static void
more_battles (MstCampaignPage *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->battles_scroller);
  double page = gtk_adjustment_get_page_size (adj);

  /* page 0: the list has no size yet, its next one says. */
  if (self->reading_more || self->session == NULL || mst_campaign_session_get_all_battles (self->session) ||
      !self->drawn || page <= 0 ||
      gtk_adjustment_get_value (adj) + 3 * page < gtk_adjustment_get_upper (adj))
    return;
  self->reading_more = TRUE;
  mst_campaign_session_more_battles_async (self->session, self->cancellable, on_more_battles, g_object_ref (self));
}

static void
on_more_battles (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignPage) self = data;
  g_autoptr(GError) error = NULL;

  self->reading_more = FALSE;
  if (!mst_campaign_session_more_battles_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    answered (self, error);
  else if (MST_CAMPAIGN_SESSION (source) == self->session)
    more_battles (self);
}

static void
on_battles_scrolled (GtkAdjustment *adj, MstCampaignPage *self)
{
  more_battles (self);
}

typedef struct {
  MstCampaignPage *self;
  gboolean opening;
} Reading;

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  Reading *r = data;
  g_autoptr(MstCampaignPage) self = r->self;
  gboolean opening = r->opening;
  g_autoptr(GError) error = NULL;

  g_free (r);
  if (!mst_campaign_session_open_campaign_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    {
      answered (self, error);
      return;
    }
  /* Another campaign shown meanwhile. */
  if (MST_CAMPAIGN_SESSION (source) != self->session ||
      mst_campaign_session_get_campaign_id (self->session) != self->campaign_id)
    return;
  fill (self);
  update_actions (self);
  more_battles (self);
  if (opening)
    g_signal_emit_by_name (self, "opened");
}

static void
read_campaign (MstCampaignPage *self, gboolean opening)
{
  Reading *r = g_new0 (Reading, 1);

  r->self = g_object_ref (self);
  r->opening = opening;
  mst_campaign_session_open_campaign_async (self->session, self->campaign_id, self->cancellable, on_read, r);
}

void
mst_campaign_page_show (MstCampaignPage *self, MstCampaignSession *session, gint64 campaign_id, const char *place)
{
  g_return_if_fail (MST_IS_CAMPAIGN_PAGE (self));
  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (session));

  if (self->session != session)
    {
      /* The lists recycle their rows over this session's models now. */
      g_set_object (&self->session, session);
      gtk_slice_list_model_set_model (self->battles_slice, mst_campaign_session_get_battles (session));
      g_clear_object (&self->forces_slice);
      self->forces_slice = gtk_slice_list_model_new (g_object_ref (mst_campaign_session_get_forces (session)), 0,
                                                     self->drawn ? G_MAXUINT : FIRST_ROWS);
      gtk_list_box_bind_model (self->forces_list, G_LIST_MODEL (self->forces_slice), create_force_row, self, NULL);
    }
  self->campaign_id = campaign_id;
  g_free (self->place);
  self->place = g_strdup (place);
  g_clear_pointer (&self->name, g_free);
  update_actions (self);
  read_campaign (self, TRUE);
}

void
mst_campaign_page_reload (MstCampaignPage *self)
{
  g_return_if_fail (MST_IS_CAMPAIGN_PAGE (self));
  if (self->session != NULL && self->campaign_id != 0)
    read_campaign (self, FALSE);
}

MstCampaignSession *
mst_campaign_page_get_session (MstCampaignPage *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_PAGE (self), NULL);
  return self->session;
}

gint64
mst_campaign_page_get_campaign_id (MstCampaignPage *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_PAGE (self), 0);
  return self->campaign_id;
}

const char *
mst_campaign_page_get_name (MstCampaignPage *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_PAGE (self), NULL);
  return self->name;
}

const char *
mst_campaign_page_get_force_name (MstCampaignPage *self, gint64 force_id)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_PAGE (self), NULL);
  return g_hash_table_lookup (self->force_names, &force_id);
}

void
mst_campaign_page_set_catalogue (MstCampaignPage *self, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_CAMPAIGN_PAGE (self));
  g_set_object (&self->catalogue, catalogue);
}

void
mst_campaign_page_set_drawn (MstCampaignPage *self)
{
  g_return_if_fail (MST_IS_CAMPAIGN_PAGE (self));
  self->drawn = TRUE;
  gtk_slice_list_model_set_size (self->battles_slice, G_MAXUINT);
  more_battles (self);
  if (self->forces_slice != NULL)
    gtk_slice_list_model_set_size (self->forces_slice, G_MAXUINT);
}

/* Its forces and battles */

static void
on_force_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignPage *self)
{
  if (MST_IS_CAMPAIGN_LINE_ROW (row))
    g_signal_emit (self, signals[SIGNAL_FORCE_ACTIVATED], 0,
                   mst_campaign_line_get_id (mst_campaign_line_row_get_item (MST_CAMPAIGN_LINE_ROW (row))));
}

/* A battle's row is made once and shows whichever battle scrolls into it. */
static void
on_battle_row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignPage *self)
{
  gtk_list_item_set_child (item, g_object_new (MST_TYPE_CAMPAIGN_BATTLE_ROW, NULL));
}

static void
on_battle_row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignPage *self)
{
  MstBattle *battle = gtk_list_item_get_item (item);
  gint64 force_id = mst_battle_get_force_id (battle);

  mst_campaign_battle_row_set_item (MST_CAMPAIGN_BATTLE_ROW (gtk_list_item_get_child (item)), battle,
                                    g_hash_table_lookup (self->force_names, &force_id));
}

static void
on_battle_activated (GtkListView *view, guint position, MstCampaignPage *self)
{
  g_autoptr(MstBattle) battle = g_list_model_get_item (G_LIST_MODEL (self->battles_slice), position);

  if (battle != NULL)
    g_signal_emit (self, signals[SIGNAL_BATTLE_ACTIVATED], 0, battle);
}

/* The forces of the library in no campaign: asked for when the menu opens,
 * never while the campaign is shown, and added to it once read. */
static gpointer
free_forces_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_list_free_forces (backend, error);
}

static void
on_free_forces (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GMenu) menu = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  g_autoptr(GMenu) library = g_menu_new ();

  if (entries == NULL)
    {
      g_debug ("The library's forces were not listed: %s", error->message);
      return;
    }
  for (guint i = 0; i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);
      g_autoptr(GMenuItem) item = NULL;
      /* TRANSLATORS: move the force named from the library into this campaign */
      g_autofree char *label = g_strdup_printf (_("Move “%s” Here"), e->name);

      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "campaign.move-force", g_variant_new_int64 (e->id));
      g_menu_append_item (library, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (library)) > 0)
    g_menu_append_section (menu, _("From the Library"), G_MENU_MODEL (library));
}

static void
on_add_force_popup (GtkMenuButton *button, gpointer user_data)
{
  MstCampaignPage *self = user_data;
  g_autoptr(GMenu) menu = g_menu_new ();

  g_menu_append (menu, _("Start a Force from a _File…"), "campaign.add-force-file");
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
  if (self->session != NULL)
    mst_campaign_session_run_async (self->session, free_forces_call, NULL, NULL, (GDestroyNotify) g_ptr_array_unref,
                                    FALSE, self->cancellable, on_free_forces, g_object_ref (menu));
}

/* Renaming, archiving, deleting, exporting, adding forces */

static void
on_campaign_changed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignPage) self = data;
  g_autoptr(GError) error = NULL;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (answered (self, error))
    mst_campaign_page_reload (self);
}

static gpointer
rename_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_rename (backend, a->campaign_id, a->text, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static void
on_rename_answered (MstCampaignDialog *dialog, const char *response, MstCampaignPage *self)
{
  Args *a;

  if (g_strcmp0 (response, "ok") != 0 || self->session == NULL)
    return;
  a = args_new (self);
  a->text = mst_campaign_dialog_dup_name (dialog);
  mst_campaign_session_run_async (self->session, rename_call, a, args_free, NULL, TRUE, self->cancellable,
                                  on_campaign_changed, g_object_ref (self));
}

static void
on_rename (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (widget);
  g_autoptr(MstCampaign) campaign = mst_campaign_new (self->campaign_id, self->name, self->archived, 0, 0, 0, 0,
                                                      NULL, NULL);
  MstCampaignDialog *dialog = mst_campaign_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                                       MST_CAMPAIGN_DIALOG_RENAME_CAMPAIGN, G_OBJECT (campaign), NULL);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_answered), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gpointer
set_archived_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_set_archived (backend, a->campaign_id, a->id != 0, error) ? GINT_TO_POINTER (TRUE)
                                                                                       : NULL;
}

static void
on_archived_set (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignPage) self = data;
  Args *a = mst_campaign_session_run_get_data (result);
  g_autoptr(GError) error = NULL;

  if (mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error) == NULL)
    {
      answered (self, error);
      return;
    }
  mst_campaign_page_emit_toast (GTK_WIDGET (self), a->id != 0 ? _("Campaign archived")
                                                              : _("Campaign back among the active ones"));
  mst_campaign_page_reload (self);
}

static void
set_archived (MstCampaignPage *self, gboolean archived)
{
  Args *a;

  if (self->archived == archived || self->session == NULL || self->campaign_id == 0)
    return;
  self->archived = archived;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARCHIVED]);
  a = args_new (self);
  a->id = archived;
  mst_campaign_session_run_async (self->session, set_archived_call, a, args_free, NULL, TRUE, self->cancellable,
                                  on_archived_set, g_object_ref (self));
}

static gpointer
remove_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_remove (backend, a->campaign_id, a->id != 0, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static gpointer
purge_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_purge_deleted (backend, G_MAXINT64, error) >= 0 ? GINT_TO_POINTER (TRUE) : NULL;
}

typedef struct {
  MstCampaignPage *self;
  MstCampaignSession *session;
  gint64 campaign_id;
  gboolean undone;
} Deletion;

static void
on_restored (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignPage) self = data;
  g_autoptr(GError) error = NULL;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (answered (self, error) && error == NULL)
    g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
}

static void
on_undo_delete (AdwToast *t, Deletion *d)
{
  Args *a = g_new0 (Args, 1);

  d->undone = TRUE;
  a->campaign_id = d->campaign_id;
  mst_campaign_session_run_async (d->session, remove_call, a, args_free, NULL, FALSE, NULL, on_restored,
                                  g_object_ref (d->self));
}

static void
on_delete_dismissed (AdwToast *t, Deletion *d)
{
  /* Past the undo: gone for good (its forces stay in the library). */
  if (!d->undone)
    mst_campaign_session_run_async (d->session, purge_call, NULL, NULL, NULL, FALSE, NULL, NULL, NULL);
}

static void
deletion_free (gpointer data, GClosure *closure)
{
  Deletion *d = data;

  g_object_unref (d->self);
  g_object_unref (d->session);
  g_free (d);
}

static void
on_deleted (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignPage) self = data;
  g_autoptr(GError) error = NULL;
  Args *a = mst_campaign_session_run_get_data (result);
  GtkWidget *overlay;
  g_autofree char *title = NULL;
  Deletion *d;
  AdwToast *t;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (!answered (self, error) || error != NULL)
    return;
  d = g_new0 (Deletion, 1);
  d->self = g_object_ref (self);
  d->session = g_object_ref (MST_CAMPAIGN_SESSION (source));
  d->campaign_id = a->campaign_id;
  /* TRANSLATORS: a toast, with an Undo button */
  title = g_strdup_printf (_("“%s” deleted"), a->text);
  t = adw_toast_new (title);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect (t, "button-clicked", G_CALLBACK (on_undo_delete), d);
  g_signal_connect_data (t, "dismissed", G_CALLBACK (on_delete_dismissed), d, deletion_free, 0);
  /* The window's toasts, with their Undo. */
  overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), t);
  else
    g_object_unref (g_object_ref_sink (t));
  if (self->campaign_id == a->campaign_id)
    self->campaign_id = 0;
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
}

static void
on_delete (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (widget);
  Args *a;

  if (self->session == NULL)
    return;
  a = args_new (self);
  a->id = TRUE;
  a->text = g_strdup (self->name);
  mst_campaign_session_run_async (self->session, remove_call, a, args_free, NULL, FALSE, self->cancellable,
                                  on_deleted, g_object_ref (self));
}

static gpointer
export_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_export_file (backend, a->campaign_id, a->text, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static void
on_exported (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignPage) self = data;
  g_autoptr(GError) error = NULL;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (answered (self, error) && error == NULL)
    mst_campaign_page_emit_toast (GTK_WIDGET (self), _("Campaign exported"));
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstCampaignPage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path == NULL)
        {
          g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                                 _("Only local files can be written"));
          mst_campaign_page_emit_error (GTK_WIDGET (self), error);
        }
      else
        {
          Args *a = args_new (self);

          a->text = g_steal_pointer (&path);
          mst_campaign_session_run_async (self->session, export_call, a, args_free, NULL, FALSE, self->cancellable,
                                          on_exported, g_object_ref (self));
        }
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_export (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export Campaign"),
                                                              GTK_WINDOW (gtk_widget_get_root (widget)),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  g_autofree char *name = g_strdup_printf ("%s.xml", self->name != NULL ? self->name : "campaign");

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* A force file read and added, on the worker: the file is read there too. */
static gpointer
add_force_file_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;
  g_autoptr(MstForce) force = mst_force_open_file (a->text, a->catalogue, error);

  if (force == NULL || mst_campaign_backend_add_force (backend, a->campaign_id, force, NULL, error) == 0)
    return NULL;
  return GINT_TO_POINTER (TRUE);
}

static void
on_add_force_file_response (GtkNativeDialog *dialog, int response, MstCampaignPage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path == NULL)
        {
          g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                                 _("Only local files can be read"));
          mst_campaign_page_emit_error (GTK_WIDGET (self), error);
        }
      else
        {
          Args *a = args_new (self);

          a->text = g_steal_pointer (&path);
          a->catalogue = self->catalogue != NULL ? g_object_ref (self->catalogue) : NULL;
          mst_campaign_session_run_async (self->session, add_force_file_call, a, args_free, NULL, TRUE,
                                          self->cancellable, on_campaign_changed, g_object_ref (self));
        }
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_add_force_file (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Start a Force from a File"),
                                                              GTK_WINDOW (gtk_widget_get_root (widget)),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Force files"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_add_force_file_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static gpointer
move_force_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_move_force (backend, a->campaign_id, a->id, NULL, error) ? GINT_TO_POINTER (TRUE)
                                                                                      : NULL;
}

static void
on_move_force (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (widget);
  Args *a;

  if (self->session == NULL)
    return;
  a = args_new (self);
  a->id = g_variant_get_int64 (parameter);
  mst_campaign_session_run_async (self->session, move_force_call, a, args_free, NULL, TRUE, self->cancellable,
                                  on_campaign_changed, g_object_ref (self));
}

/* A battle, through the battle form */

static void
on_battle_recorded (MstBattleWindow *window, gint64 battle_id, gboolean queued, MstCampaignPage *self)
{
  /* The form recorded it through this page's session: its lists show it
   * already. */
  if (queued)
    g_signal_emit_by_name (self, "queued");
  else
    mst_campaign_page_emit_toast (GTK_WIDGET (self), _("Battle recorded; the force carries its losses"));
}

static void
on_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (widget);
  GtkWindow *window;

  if (self->session == NULL)
    return;
  /* One form, whichever place the campaign is kept in. */
  window = mst_battle_window_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->session, self->campaign_id,
                                  g_variant_get_int64 (parameter));
  g_signal_connect_object (window, "recorded", G_CALLBACK (on_battle_recorded), self, 0);
  gtk_window_present (window);
}

/* The page */

static void
mst_campaign_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (object);

  switch (prop_id)
    {
    case PROP_ARCHIVED: g_value_set_boolean (value, self->archived); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (object);

  switch (prop_id)
    {
    case PROP_ARCHIVED: set_archived (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_page_dispose (GObject *object)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_PAGE);
  g_clear_object (&self->battles_slice);
  g_clear_object (&self->forces_slice);
  g_clear_object (&self->session);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (mst_campaign_page_parent_class)->dispose (object);
}

static void
mst_campaign_page_finalize (GObject *object)
{
  MstCampaignPage *self = MST_CAMPAIGN_PAGE (object);

  g_free (self->place);
  g_free (self->name);
  g_hash_table_unref (self->force_names);
  G_OBJECT_CLASS (mst_campaign_page_parent_class)->finalize (object);
}

static void
mst_campaign_page_class_init (MstCampaignPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_page_dispose;
  object_class->finalize = mst_campaign_page_finalize;
  object_class->get_property = mst_campaign_page_get_property;
  object_class->set_property = mst_campaign_page_set_property;

  properties[PROP_ARCHIVED] = g_param_spec_boolean ("archived", NULL, NULL, FALSE,
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                    G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  mst_campaign_page_add_signals (object_class);
  signals[SIGNAL_FORCE_ACTIVATED] = g_signal_new ("force-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  signals[SIGNAL_BATTLE_ACTIVATED] = g_signal_new ("battle-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, MST_TYPE_BATTLE);
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, campaign_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, summary_battles_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, summary_losses_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, summary_generals_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, add_force_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, forces_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, battles_stack);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, battles_view);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignPage, battles_scroller);
  gtk_widget_class_bind_template_callback (widget_class, on_force_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_activated);

  gtk_widget_class_install_action (widget_class, "campaign.rename", NULL, on_rename);
  gtk_widget_class_install_property_action (widget_class, "campaign.archived", "archived");
  gtk_widget_class_install_action (widget_class, "campaign.export", NULL, on_export);
  gtk_widget_class_install_action (widget_class, "campaign.delete", NULL, on_delete);
  gtk_widget_class_install_action (widget_class, "campaign.add-force-file", NULL, on_add_force_file);
  gtk_widget_class_install_action (widget_class, "campaign.move-force", "x", on_move_force);
  gtk_widget_class_install_action (widget_class, "campaign.record-battle", "x", on_record_battle);
}

static void
mst_campaign_page_init (MstCampaignPage *self)
{
  g_autoptr(GtkListItemFactory) rows = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkNoSelection) battles = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  self->force_names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  /* Over the session's battles, once a campaign is shown. */
  self->battles_slice = gtk_slice_list_model_new (NULL, 0, FIRST_ROWS);
  battles = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->battles_slice)));
  g_signal_connect_object (rows, "setup", G_CALLBACK (on_battle_row_setup), self, 0);
  g_signal_connect_object (rows, "bind", G_CALLBACK (on_battle_row_bind), self, 0);
  gtk_list_view_set_factory (self->battles_view, rows);
  gtk_list_view_set_model (self->battles_view, GTK_SELECTION_MODEL (battles));
  gtk_menu_button_set_create_popup_func (self->add_force_button, on_add_force_popup, self, NULL);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->battles_scroller), "value-changed",
                           G_CALLBACK (on_battles_scrolled), self, 0);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->battles_scroller), "changed",
                           G_CALLBACK (on_battles_scrolled), self, 0);
  update_actions (self);
}
