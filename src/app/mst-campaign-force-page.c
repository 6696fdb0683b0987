/* mst-campaign-force-page.c: the page of one force: its state, its history, and the changes between battles, through the campaign's session.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-window.h"
#include "mst-campaign-dialog.h"
#include "mst-campaign-page.h"
#include "mst-campaign-rows.h"
#include "mst-game-window.h"

/* The rows of the history in the window's first frame. */
#define FIRST_ROWS 32

struct _MstCampaignForcePage
{
  AdwBin parent_instance;

  AdwWindowTitle *force_title;
  GtkListBox *state_list;
  GtkListView *history_view;

  MstCampaignSession *session;
  MstLibrary *library;        /* where a force is played from */
  MstCatalogue *catalogue;
  GCancellable *cancellable;
  gint64 campaign_id;
  char *campaign_name;
  gint64 force_id;
  /* The force shown, as last read, and its revision: a change is based
   * on it, and a stale one refused where the campaign is shared. */
  MstForce *force;
  gint64 revision;
  gboolean changing;          /* a change is on its way: one at a time */
  GtkSliceListModel *events_slice;
  GHashTable *retracted;      /* the ids (gint64 *) of the changes taken back; NULL: none */
};

G_DEFINE_FINAL_TYPE (MstCampaignForcePage, mst_campaign_force_page, ADW_TYPE_BIN)

enum {
  SIGNAL_BATTLE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The changes between battles, while a force is read and none on its way. */
static const char *const force_actions[] = {
  "force.reinforce", "force.disband", "force.regrade", "force.new-unit", "force.rename-general",
  "force.replace-general",
};

static gboolean
writable (MstCampaignForcePage *self)
{
  return self->session != NULL &&
         mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->session)) == NULL;
}

static void
update_actions (MstCampaignForcePage *self)
{
  MstCampaignCapabilities caps = self->session != NULL ? mst_campaign_session_get_capabilities (self->session) : 0;
  gboolean ready = writable (self) && self->force != NULL && !self->changing;

  for (guint i = 0; i < G_N_ELEMENTS (force_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), force_actions[i], ready);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.record-battle", writable (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.play",
                                 (caps & MST_CAMPAIGN_CAN_PLAY) != 0 && self->library != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.play-against",
                                 (caps & MST_CAMPAIGN_CAN_PLAY) != 0 && self->library != NULL);
}

static void
say_error (MstCampaignForcePage *self, const GError *error)
{
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    mst_campaign_page_emit_error (GTK_WIDGET (self), error);
}

/* The force as it stands */

static GtkWidget *
create_state_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), writable (user_data));
}

typedef struct {
  MstCampaignForcePage *self;
  gboolean opening;
} Showing;

static void
on_force_read (GObject *source, GAsyncResult *result, gpointer data)
{
  Showing *s = data;
  g_autoptr(MstCampaignForcePage) self = s->self;
  gboolean opening = s->opening;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) lines = NULL;
  gint64 revision = 0;
  g_autoptr(MstForce) force = mst_campaign_session_load_force_finish (MST_CAMPAIGN_SESSION (source), result,
                                                                     &revision, &error);

  g_free (s);
  if (force == NULL)
    {
      say_error (self, error);
      return;
    }
  /* Another force shown meanwhile. */
  if (MST_CAMPAIGN_SESSION (source) != self->session || mst_force_get_id (force) != self->force_id)
    return;
  g_set_object (&self->force, force);
  self->revision = revision;
  update_actions (self);
  adw_window_title_set_title (self->force_title, mst_force_get_name (force));
  adw_window_title_set_subtitle (self->force_title, self->campaign_name);
  lines = mst_campaign_view_force_lines (force);
  gtk_list_box_bind_model (self->state_list, lines, create_state_row, self, NULL);
  if (opening)
    g_signal_emit_by_name (self, "opened");
}

static void
read_force (MstCampaignForcePage *self, gboolean opening)
{
  Showing *s = g_new0 (Showing, 1);

  s->self = g_object_ref (self);
  s->opening = opening;
  /* The force as the next battle finds it, changes made in the editor
   * included, and its history into the session's events. */
  mst_campaign_session_load_force_async (self->session, self->campaign_id, self->force_id, self->cancellable,
                                         on_force_read, s);
}

void
mst_campaign_force_page_show (MstCampaignForcePage *self, MstCampaignSession *session, gint64 campaign_id,
                              gint64 force_id, const char *campaign_name)
{
  g_return_if_fail (MST_IS_CAMPAIGN_FORCE_PAGE (self));
  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (session));

  if (g_set_object (&self->session, session))
    gtk_slice_list_model_set_model (self->events_slice, mst_campaign_session_get_events (session));
  self->campaign_id = campaign_id;
  g_free (self->campaign_name);
  self->campaign_name = g_strdup (campaign_name);
  if (self->force_id != force_id)
    {
      self->force_id = force_id;
      g_clear_object (&self->force);
    }
  update_actions (self);
  read_force (self, TRUE);
}

void
mst_campaign_force_page_reload (MstCampaignForcePage *self)
{
  g_return_if_fail (MST_IS_CAMPAIGN_FORCE_PAGE (self));
  if (self->session != NULL && self->force_id != 0)
    read_force (self, FALSE);
}

gint64
mst_campaign_force_page_get_force_id (MstCampaignForcePage *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_FORCE_PAGE (self), 0);
  return self->force_id;
}

void
mst_campaign_force_page_set_library (MstCampaignForcePage *self, MstLibrary *library, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_CAMPAIGN_FORCE_PAGE (self));
  g_set_object (&self->library, library);
  g_set_object (&self->catalogue, catalogue);
  update_actions (self);
}

void
mst_campaign_force_page_set_drawn (MstCampaignForcePage *self)
{
  g_return_if_fail (MST_IS_CAMPAIGN_FORCE_PAGE (self));
  gtk_slice_list_model_set_size (self->events_slice, G_MAXUINT);
}

/* Its history */

static GListModel *
events_of (MstCampaignForcePage *self)
{
  return gtk_slice_list_model_get_model (self->events_slice);
}

static void
on_event_row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignForcePage *self)
{
  gtk_list_item_set_child (item, g_object_new (MST_TYPE_CAMPAIGN_EVENT_ROW, NULL));
}

/* The history's lines speak the force's rule set ("reinforced with 1
 * stand"): each event learns it from the force as it joined or was last
 * changed in the editor.  Once per history read: then every event knows. */
static void
follow_rulesets (MstCampaignForcePage *self)
{
  GListModel *events = events_of (self);
  const char *ruleset = NULL;

  for (guint i = 0; events != NULL && i < g_list_model_get_n_items (events); i++)
    {
      g_autoptr(MstCampaignEvent) event = g_list_model_get_item (events, i);

      ruleset = mst_campaign_event_follow_ruleset (event, ruleset);
    }
}

static void
on_event_row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignForcePage *self)
{
  MstCampaignEvent *event = gtk_list_item_get_item (item);
  gint64 id = mst_campaign_event_get_id (event);

  if (mst_campaign_event_get_ruleset (event) == NULL)
    follow_rulesets (self);
  mst_campaign_event_row_set_item (MST_CAMPAIGN_EVENT_ROW (gtk_list_item_get_child (item)), event);
  gtk_list_item_set_activatable (item, mst_campaign_event_get_battle (event) != NULL);
  /* Where it may be written (on a server, its game master alone is let
   * by the server: anyone else is told so). */
  mst_campaign_event_row_set_retract (MST_CAMPAIGN_EVENT_ROW (gtk_list_item_get_child (item)),
                                      writable (self) && self->force_id != 0 && !self->changing,
                                      self->retracted != NULL && g_hash_table_contains (self->retracted, &id));
}

/* Which changes the history shows were taken back, as it changes. */
static void
on_events_changed (MstCampaignForcePage *self)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *model = events_of (self);

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (events, g_list_model_get_item (model, i));
  g_clear_pointer (&self->retracted, g_hash_table_unref);
  self->retracted = mst_campaign_events_retracted (events);
}

static void
on_history_activated (GtkListView *view, guint position, MstCampaignForcePage *self)
{
  g_autoptr(MstCampaignEvent) event = g_list_model_get_item (G_LIST_MODEL (self->events_slice), position);

  if (event != NULL && mst_campaign_event_get_battle (event) != NULL)
    g_signal_emit (self, signals[SIGNAL_BATTLE_ACTIVATED], 0, mst_campaign_event_get_battle (event));
}

/* Taking a change back: asked first, with why */

static void
on_retracted (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignForcePage) self = data;
  g_autoptr(GError) error = NULL;
  gint64 id = mst_campaign_session_retract_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->changing = FALSE;
  update_actions (self);
  if (id != 0)
    /* TRANSLATORS: a toast: a change of a force's history taken back */
    mst_campaign_page_emit_toast (GTK_WIDGET (self), _("Change taken back"));
  else
    /* On a server, not the game master: the server's message names him. */
    say_error (self, error);
  mst_campaign_force_page_reload (self);
}

static void
on_retract_response (AdwMessageDialog *dialog, const char *response, MstCampaignForcePage *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "event-id"));
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "reason");
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_strcmp0 (response, "retract") != 0 || self->session == NULL || self->force_id == 0 || self->changing)
    return;
  self->changing = TRUE;
  update_actions (self);
  mst_campaign_session_retract_async (self->session, self->force_id, id, reason[0] != '\0' ? reason : NULL,
                                      self->cancellable, on_retracted, g_object_ref (self));
}

static void
on_retract (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (widget);
  GListModel *events = events_of (self);
  gint64 id = g_variant_get_int64 (parameter);
  g_autofree char *what = NULL;
  GtkWidget *dialog, *entry;

  for (guint i = 0; events != NULL && i < g_list_model_get_n_items (events) && what == NULL; i++)
    {
      g_autoptr(MstCampaignEvent) e = g_list_model_get_item (events, i);

      if (mst_campaign_event_get_id (e) == id)
        what = mst_campaign_event_describe (e);
    }
  if (what == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Take This Change Back?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” stays in the history, taken back: the force is as it would be without "
                                    "it, and a battle taken back counts no more."), what);
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Why (optional)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Why it is taken back"),
                                  -1);
  gtk_widget_set_name (entry, "reason");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "retract",
                                    _("_Take Back"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "retract", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "event-id", GSIZE_TO_POINTER ((gsize) id));
  g_object_set_data (G_OBJECT (dialog), "reason", entry);
  gtk_widget_set_name (dialog, "retract");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_retract_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Battles: the form, or a game at the table */

static void
on_battle_recorded (MstBattleWindow *window, gint64 battle_id, gboolean queued, MstCampaignForcePage *self)
{
  if (queued)
    g_signal_emit_by_name (self, "queued");
  else
    mst_campaign_page_emit_toast (GTK_WIDGET (self), _("Battle recorded; the force carries its losses"));
  mst_campaign_force_page_reload (self);
}

static void
on_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (widget);
  GtkWindow *window;

  if (self->session == NULL || self->force_id == 0)
    return;
  window = mst_battle_window_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->session, self->campaign_id,
                                  self->force_id);
  g_signal_connect_object (window, "recorded", G_CALLBACK (on_battle_recorded), self, 0);
  gtk_window_present (window);
}

/* The force's next battle played at the table: the game's end fills in
 * the battle form.  Where the campaign's forces are the library's. */
static void
on_play (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->library == NULL)
    return;
  if (mst_game_window_play (GTK_WINDOW (gtk_widget_get_root (widget)), NULL, self->force_id, self->library,
                            self->catalogue, NULL, &error) == NULL)
    mst_campaign_page_emit_toast (GTK_WIDGET (self), error->message);
}

/* The force's next battle against another force of the campaign, both at
 * one table: finishing records both battles at once. */
static gpointer
list_forces_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_list_forces (backend, *(gint64 *) data, error);
}

static void
on_forces_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignForcePage) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) others = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->force == NULL)
    return;
  for (guint i = others != NULL ? others->len : 0; i > 0; i--)
    {
      MstLibraryEntry *e = g_ptr_array_index (others, i - 1);

      if (e->id == self->force_id || g_strcmp0 (e->ruleset, mst_force_get_ruleset (self->force)) != 0)
        g_ptr_array_remove_index (others, i - 1);
    }
  if (others == NULL || others->len == 0)
    {
      mst_campaign_page_emit_toast (GTK_WIDGET (self),
                                    others == NULL ? error->message
                                                   : _("No other force of this rule set is in the campaign"));
      return;
    }
  mst_game_window_choose_opponent (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->force, others,
                                   self->library, self->catalogue, NULL);
}

static void
on_play_against (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (widget);

  if (self->session == NULL || self->force == NULL || self->library == NULL)
    return;
  mst_campaign_session_run_async (self->session, list_forces_call, g_memdup2 (&self->campaign_id, sizeof (gint64)),
                                  g_free, (GDestroyNotify) g_ptr_array_unref, FALSE, self->cancellable,
                                  on_forces_listed, g_object_ref (self));
}

/* A change between battles */

typedef struct {
  MstCampaignForcePage *self;
  MstCampaignEvent *event;
} Appending;

static void
on_appended (GObject *source, GAsyncResult *result, gpointer data)
{
  Appending *a = data;
  g_autoptr(MstCampaignForcePage) self = a->self;
  g_autoptr(MstCampaignEvent) event = a->event;
  g_autoptr(GError) error = NULL;
  gboolean queued = FALSE;
  gint64 id = mst_campaign_session_append_finish (MST_CAMPAIGN_SESSION (source), result, &queued, &error);

  g_free (a);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->changing = FALSE;
  update_actions (self);
  if (id != 0 && queued)
    g_signal_emit_by_name (self, "queued");
  else if (id != 0)
    {
      g_autofree char *text = mst_campaign_event_describe (event);
      mst_campaign_page_emit_toast (GTK_WIDGET (self), text);
    }
  else if (g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT))
    {
      g_autoptr(GError) stale = NULL;

      /* TRANSLATORS: a change between battles refused because another player changed the force meanwhile; then
       * the server's words */
      stale = g_error_new (MST_ERROR, MST_ERROR_CONFLICT, _("Changed on the server since you opened it: %s. The "
                                                            "force shows it as it is now; make the change again if "
                                                            "it still stands."), error->message);
      say_error (self, stale);
    }
  else
    /* On a server, not allowed: its message names whose force it is. */
    say_error (self, error);
  /* As it now stands, whatever became of the change. */
  mst_campaign_force_page_reload (self);
}

static void
append (MstCampaignForcePage *self, MstCampaignEvent *event)
{
  g_autoptr(MstCampaignEvent) owned = event;
  Appending *a;
  gint64 base;

  if (self->session == NULL || self->force_id == 0 || self->changing)
    return;
  /* Where the campaign is shared, a change is based on the force as it
   * was read: one changed meanwhile is refused, not made on another. */
  base = (mst_campaign_session_get_capabilities (self->session) & MST_CAMPAIGN_IS_SHARED) != 0 ? self->revision : -1;
  self->changing = TRUE;
  update_actions (self);
  a = g_new0 (Appending, 1);
  a->self = g_object_ref (self);
  a->event = g_object_ref (owned);
  mst_campaign_session_append_async (self->session, self->force_id, owned, base, self->cancellable, on_appended, a);
}

static void
on_reinforce (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  append (MST_CAMPAIGN_FORCE_PAGE (widget), mst_campaign_event_new_reinforced (g_variant_get_string (parameter, NULL), 1));
}

/* What each question does with its answer. */
static void
on_answered (MstCampaignDialog *dialog, const char *response, MstCampaignForcePage *self)
{
  GObject *item = mst_campaign_dialog_get_item (dialog);
  MstCampaignLine *line = item != NULL && MST_IS_CAMPAIGN_LINE (item) ? MST_CAMPAIGN_LINE (item) : NULL;
  g_autofree char *name = NULL;
  const char *template_id = mst_campaign_dialog_get_template (dialog);
  MstCampaignEvent *event = NULL;
  guint bases = 0;

  if (g_strcmp0 (response, "ok") != 0)
    return;
  name = mst_campaign_dialog_dup_name (dialog);
  switch (mst_campaign_dialog_get_kind (dialog))
    {
    case MST_CAMPAIGN_DIALOG_NEW_UNIT:
      if (!mst_campaign_dialog_get_bases (dialog, &bases))
        mst_campaign_page_emit_toast (GTK_WIDGET (self), mst_campaign_view_strength_entry_error (
                                                           self->force != NULL ? mst_force_get_ruleset (self->force)
                                                                               : NULL));
      else if (template_id != NULL)
        event = mst_campaign_event_new_unit_added (mst_campaign_dialog_get_command (dialog), name, template_id, bases);
      break;
    case MST_CAMPAIGN_DIALOG_REGRADE:
      if (line != NULL && template_id != NULL)
        event = mst_campaign_event_new_unit_regraded (mst_campaign_line_get_title (line), template_id);
      break;
    case MST_CAMPAIGN_DIALOG_DISBAND:
      if (line != NULL)
        event = mst_campaign_event_new_unit_disbanded (mst_campaign_line_get_title (line));
      break;
    case MST_CAMPAIGN_DIALOG_RENAME_GENERAL:
      if (line != NULL)
        event = mst_campaign_event_new_general_renamed ((guint) mst_campaign_line_get_position (line), name);
      break;
    case MST_CAMPAIGN_DIALOG_REPLACE_GENERAL:
      {
        /* The new man with his rule set's words for him: Drums and
         * Muskets' respect and ability, Brigade Command's rating, or
         * none (a rule set that says nothing more of a general). */
        g_autoptr(GHashTable) attrs = mst_campaign_dialog_dup_attrs (dialog);

        if (attrs == NULL)
          attrs = g_hash_table_new (g_str_hash, g_str_equal);
        if (line != NULL)
          event = mst_campaign_event_new_general_replaced ((guint) mst_campaign_line_get_position (line), name,
                                                           attrs);
      }
      break;
    default:
      break;
    }
  if (event != NULL)
    append (self, event);
}

static void
ask (MstCampaignForcePage *self, MstCampaignDialogKind kind, GObject *item)
{
  MstCampaignDialog *dialog = mst_campaign_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), kind,
                                                       item, self->force);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_answered), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ask_about_unit (MstCampaignForcePage *self, MstCampaignDialogKind kind, const char *unit)
{
  g_autoptr(MstCampaignLine) line = NULL;

  if (self->force == NULL)
    return;
  if (kind == MST_CAMPAIGN_DIALOG_REGRADE && mst_force_get_list (self->force) == NULL)
    {
      mst_campaign_page_emit_toast (GTK_WIDGET (self),
                                    _("The force’s army list is not installed: its units cannot be re-graded"));
      return;
    }
  line = mst_campaign_line_new (MST_CAMPAIGN_LINE_UNIT, unit, NULL);
  ask (self, kind, G_OBJECT (line));
}

static void
on_disband (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_unit (MST_CAMPAIGN_FORCE_PAGE (widget), MST_CAMPAIGN_DIALOG_DISBAND, g_variant_get_string (parameter, NULL));
}

static void
on_regrade (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_unit (MST_CAMPAIGN_FORCE_PAGE (widget), MST_CAMPAIGN_DIALOG_REGRADE, g_variant_get_string (parameter, NULL));
}

static void
on_new_unit (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (widget);

  if (self->force == NULL)
    return;
  if (mst_force_get_list (self->force) == NULL)
    {
      mst_campaign_page_emit_toast (GTK_WIDGET (self),
                                    _("The force’s army list is not installed: no unit can be raised"));
      return;
    }
  ask (self, MST_CAMPAIGN_DIALOG_NEW_UNIT, NULL);
}

static void
ask_about_general (MstCampaignForcePage *self, MstCampaignDialogKind kind, int position)
{
  g_autoptr(GListModel) lines = NULL;
  g_autoptr(MstCampaignLine) line = NULL;

  if (self->force == NULL)
    return;
  /* The force's lines start with its generals, the commander first. */
  lines = mst_campaign_view_force_lines (self->force);
  if (position < 0 || (guint) position >= g_list_model_get_n_items (lines))
    return;
  line = g_list_model_get_item (lines, (guint) position);
  if (mst_campaign_line_get_kind (line) != MST_CAMPAIGN_LINE_GENERAL)
    return;
  ask (self, kind, G_OBJECT (line));
}

static void
on_rename_general (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_general (MST_CAMPAIGN_FORCE_PAGE (widget), MST_CAMPAIGN_DIALOG_RENAME_GENERAL,
                     g_variant_get_int32 (parameter));
}

static void
on_replace_general (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_general (MST_CAMPAIGN_FORCE_PAGE (widget), MST_CAMPAIGN_DIALOG_REPLACE_GENERAL,
                     g_variant_get_int32 (parameter));
}

/* The page */

static void
mst_campaign_force_page_dispose (GObject *object)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_FORCE_PAGE);
  g_clear_object (&self->events_slice);
  g_clear_object (&self->session);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->force);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (mst_campaign_force_page_parent_class)->dispose (object);
}

static void
mst_campaign_force_page_finalize (GObject *object)
{
  MstCampaignForcePage *self = MST_CAMPAIGN_FORCE_PAGE (object);

  g_free (self->campaign_name);
  g_clear_pointer (&self->retracted, g_hash_table_unref);
  G_OBJECT_CLASS (mst_campaign_force_page_parent_class)->finalize (object);
}

static void
mst_campaign_force_page_class_init (MstCampaignForcePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_force_page_dispose;
  object_class->finalize = mst_campaign_force_page_finalize;
  mst_campaign_page_add_signals (object_class);
  signals[SIGNAL_BATTLE_ACTIVATED] = g_signal_new ("battle-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, MST_TYPE_BATTLE);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-force-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignForcePage, force_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignForcePage, state_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignForcePage, history_view);
  gtk_widget_class_bind_template_callback (widget_class, on_history_activated);

  gtk_widget_class_install_action (widget_class, "force.record-battle", NULL, on_record_battle);
  gtk_widget_class_install_action (widget_class, "force.play", NULL, on_play);
  gtk_widget_class_install_action (widget_class, "force.play-against", NULL, on_play_against);
  gtk_widget_class_install_action (widget_class, "force.reinforce", "s", on_reinforce);
  gtk_widget_class_install_action (widget_class, "force.disband", "s", on_disband);
  gtk_widget_class_install_action (widget_class, "force.regrade", "s", on_regrade);
  gtk_widget_class_install_action (widget_class, "force.new-unit", NULL, on_new_unit);
  gtk_widget_class_install_action (widget_class, "force.rename-general", "i", on_rename_general);
  gtk_widget_class_install_action (widget_class, "force.replace-general", "i", on_replace_general);
  gtk_widget_class_install_action (widget_class, "force.retract", "x", on_retract);
}

static void
mst_campaign_force_page_init (MstCampaignForcePage *self)
{
  g_autoptr(GtkListItemFactory) rows = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkNoSelection) events = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  /* Over the session's history, once a force is shown. */
  self->events_slice = gtk_slice_list_model_new (NULL, 0, FIRST_ROWS);
  g_signal_connect_object (self->events_slice, "items-changed", G_CALLBACK (on_events_changed), self,
                           G_CONNECT_SWAPPED);
  events = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->events_slice)));
  g_signal_connect_object (rows, "setup", G_CALLBACK (on_event_row_setup), self, 0);
  g_signal_connect_object (rows, "bind", G_CALLBACK (on_event_row_bind), self, 0);
  gtk_list_view_set_factory (self->history_view, rows);
  gtk_list_view_set_model (self->history_view, GTK_SELECTION_MODEL (events));
  update_actions (self);
}
