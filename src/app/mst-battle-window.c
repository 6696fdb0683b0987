/* mst-battle-window.c: the post-battle form: one battle's losses for a whole force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-help-window.h"
#include "mst-battle-general-row.h"
#include "mst-battle-unit-row.h"
#include "mst-battle-window.h"
#include "mst-row-util.h"

struct _MstBattleWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *record_button;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  GtkStack *stack;
  AdwStatusPage *error_page;
  AdwEntryRow *name_row;
  AdwEntryRow *date_row;
  AdwEntryRow *opponent_row;
  AdwComboRow *result_row;
  AdwComboRow *role_row;
  GtkWidget *supply_row;
  GtkSpinButton *supply_spin;
  AdwPreferencesGroup *units_group;
  AdwPreferencesGroup *generals_group;
  GtkTextView *notes_view;

  /* Where the battle is recorded, whichever place that is: the form
   * reads the force and records the battle through it, off its thread. */
  MstCampaignSession *session;
  GCancellable *cancellable;
  gint64 campaign_id;
  gint64 force_id;
  gint64 revision;          /* the force's, as read: the battle is based on it */
  gboolean read_only;
  MstBattle *fill;          /* filled in once the force is read */
  GPtrArray *unit_rows;     /* MstBattleUnitRow */
  GPtrArray *general_rows;  /* MstBattleGeneralRow or MstBattleLostGeneralRow */
  MstRuleset *ruleset;      /* the force's; NULL: Drums and Muskets (not owned: rule sets live on) */
  gboolean sending;
};

G_DEFINE_FINAL_TYPE (MstBattleWindow, mst_battle_window, ADW_TYPE_WINDOW)

enum {
  SIGNAL_RECORDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
mst_battle_window_dispose (GObject *object)
{
  MstBattleWindow *self = MST_BATTLE_WINDOW (object);

  /* A call not started is not made; one under way runs to its end. */
  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_BATTLE_WINDOW);
  g_clear_object (&self->session);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->fill);
  g_clear_pointer (&self->unit_rows, g_ptr_array_unref);
  g_clear_pointer (&self->general_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (mst_battle_window_parent_class)->dispose (object);
}

static void
show_error (MstBattleWindow *self, const char *title, const char *message)
{
  adw_status_page_set_title (self->error_page, title);
  adw_status_page_set_description (self->error_page, message);
  gtk_stack_set_visible_child_name (self->stack, "error");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", FALSE);
}

static void
set_invalid (GtkWidget *row, gboolean invalid)
{
  if (invalid)
    gtk_widget_add_css_class (row, "error");
  else
    gtk_widget_remove_css_class (row, "error");
}

/* Supply dice are spent from a pool (Drums and Muskets): asked and kept
 * only where the rule set has pools. */
static gboolean
has_pools (MstBattleWindow *self)
{
  return self->ruleset == NULL || mst_ruleset_has_pools (self->ruleset);
}

static void
toast_stays (MstBattleWindow *self, const char *message)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void load (MstBattleWindow *self);

static void
on_recorded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstBattleWindow) self = data;
  g_autoptr(GError) error = NULL;
  gboolean queued = FALSE;
  gint64 id = mst_campaign_session_record_battle_finish (MST_CAMPAIGN_SESSION (source), result, &queued, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->sending = FALSE;
  if (id == 0)
    {
      /* Everything entered is still in the form, to record again. */
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", !self->read_only);
      if (g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT))
        {
          g_autofree char *text = NULL;

          /* The force as it now stands, for the next try. */
          self->revision = -1;
          /* TRANSLATORS: the battle form, when the force changed elsewhere meanwhile (another player, on a club server); then the reason */
          text = g_strdup_printf (_("Changed since you opened it: %s. Record again to add this battle to the force "
                                    "as it is now."), error->message);
          toast_stays (self, text);
        }
      else
        toast_stays (self, error->message);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_RECORDED], 0, id, queued);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_record (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstBattleWindow *self = MST_BATTLE_WINDOW (widget);
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  g_autofree char *date = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->date_row))));
  g_autofree char *opponent = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->opponent_row))));
  g_autofree char *notes = NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GtkTextIter start, end;

  set_invalid (GTK_WIDGET (self->name_row), name[0] == '\0');
  set_invalid (GTK_WIDGET (self->date_row), !mst_campaign_date_is_valid (date));
  if (name[0] == '\0')
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("The battle needs a name")));
      gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
      return;
    }
  if (!mst_campaign_date_is_valid (date))
    {
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("The date is a day written YYYY-MM-DD")));
      gtk_widget_grab_focus (GTK_WIDGET (self->date_row));
      return;
    }
  set_invalid (GTK_WIDGET (self->role_row),
               adw_combo_row_get_selected (self->role_row) == GTK_INVALID_LIST_POSITION);
  if (adw_combo_row_get_selected (self->role_row) == GTK_INVALID_LIST_POSITION)
    {
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("Say whether the force attacked or defended")));
      gtk_widget_grab_focus (GTK_WIDGET (self->role_row));
      return;
    }

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  notes = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);

  mst_battle_set_name (battle, name);
  mst_battle_set_date (battle, date);
  mst_battle_set_opponent (battle, opponent);
  mst_battle_set_result (battle, (MstBattleResult) adw_combo_row_get_selected (self->result_row));
  mst_battle_set_role (battle, (MstBattleRole) adw_combo_row_get_selected (self->role_row));
  if (has_pools (self))
    mst_battle_set_supply_spent (battle, (guint) gtk_spin_button_get_value_as_int (self->supply_spin));
  mst_battle_set_notes (battle, g_strstrip (notes));

  for (guint i = 0; i < self->unit_rows->len; i++)
    mst_battle_unit_row_record (g_ptr_array_index (self->unit_rows, i), battle);
  for (guint i = 0; i < self->general_rows->len; i++)
    mst_battle_general_row_record (g_ptr_array_index (self->general_rows, i), battle);

  /* The form keeps what was entered until it is recorded. */
  self->sending = TRUE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", FALSE);
  mst_campaign_session_record_battle_async (self->session, self->force_id, battle, self->revision, self->cancellable,
                                            on_recorded, g_object_ref (self));
}

static void
mst_battle_window_class_init (MstBattleWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_battle_window_dispose;

  /**
   * MstBattleWindow::recorded:
   * @battle_id: the new battle's id (queued: its place in the queue)
   * @queued: the club server could not be reached: the battle waits in
   *   the queue kept for it
   *
   * The battle is recorded and the force carries its losses.
   */
  signals[SIGNAL_RECORDED] = g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT64, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-battle-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, record_button);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, date_row);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, result_row);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, role_row);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, supply_row);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, supply_spin);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, units_group);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, generals_group);
  gtk_widget_class_bind_template_child (widget_class, MstBattleWindow, notes_view);

  gtk_widget_class_install_action (widget_class, "battle.record", NULL, on_record);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "battle.record", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "battle.record", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "campaigns");
}

static GListModel *
labels_model (const char *first, ...)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    gtk_string_list_append (list, s);
  va_end (args);
  return G_LIST_MODEL (list);
}

static void
mst_battle_window_init (MstBattleWindow *self)
{
  g_autoptr(GListModel) results = NULL;
  g_autoptr(GListModel) roles = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));

  results = labels_model (mst_battle_result_get_label (MST_BATTLE_RESULT_WON),
                          mst_battle_result_get_label (MST_BATTLE_RESULT_LOST),
                          mst_battle_result_get_label (MST_BATTLE_RESULT_DRAWN), NULL);
  adw_combo_row_set_model (self->result_row, results);
  adw_combo_row_set_selected (self->result_row, MST_BATTLE_RESULT_DRAWN);
  roles = labels_model (mst_battle_role_get_label (MST_BATTLE_ROLE_ATTACKER),
                        mst_battle_role_get_label (MST_BATTLE_ROLE_DEFENDER), NULL);
  adw_combo_row_set_model (self->role_row, roles);
  /* Unset until chosen, or until a scouting roll decided it: a guess
   * recorded as fact would stand in the campaign's history. */
  adw_combo_row_set_selected (self->role_row, GTK_INVALID_LIST_POSITION);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->supply_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Supply dice spent"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->notes_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Notes"), -1);

  self->unit_rows = g_ptr_array_new ();
  self->general_rows = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
  self->revision = -1;
}

/* @label tells the unit apart from any of the same name; the unit keeps its name. */
static void
add_unit_row (MstBattleWindow *self, MstUnit *unit, const char *label)
{
  GtkWidget *row = mst_battle_unit_row_new (unit, label, self->ruleset);

  adw_preferences_group_add (self->units_group, row);
  g_ptr_array_add (self->unit_rows, row);
}

static void
add_general_row (MstBattleWindow *self, MstGeneral *general, int position)
{
  GtkWidget *row = mst_battle_general_row_new (general, position, self->ruleset);

  adw_preferences_group_add (self->generals_group, row);
  g_ptr_array_add (self->general_rows, row);
}

/* The day after the last date in the force's history (the campaign's
 * calendar only runs forward), or today before any. */

static void fill_form (MstBattleWindow *self, MstForce *force, GListModel *events);

static void
on_force_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstBattleWindow) self = data;
  MstCampaignSession *session = MST_CAMPAIGN_SESSION (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_campaign_session_load_force_finish (session, result, &self->revision, &error);
  MstBattleRole role;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (force == NULL)
    {
      show_error (self, _("This Battle Cannot Be Recorded"), error->message);
      return;
    }
  fill_form (self, force, mst_campaign_session_get_events (session));
  gtk_stack_set_visible_child_name (self->stack, "form");
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  if (self->fill != NULL)
    {
      g_autoptr(MstBattle) fill = g_steal_pointer (&self->fill);

      mst_battle_window_fill (self, fill);
    }

  /* The role the scouting roll gave the force, when there was one. */
  if (mst_campaign_view_get_scouted_role (mst_campaign_backend_get_location (mst_campaign_session_get_backend (session)),
                                          self->force_id, &role))
    {
      adw_combo_row_set_selected (self->role_row, role);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->role_row), _("As the scouting roll decided"));
    }
}

static void
load (MstBattleWindow *self)
{
  const char *read_only = mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->session));

  if (read_only != NULL)
    {
      gtk_label_set_text (self->banner_label, read_only);
      gtk_revealer_set_reveal_child (self->banner, TRUE);
      self->read_only = TRUE;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", FALSE);
  /* As the next battle finds it: with what it kept, and any change made
   * in the editor since. */
  mst_campaign_session_load_force_async (self->session, self->campaign_id, self->force_id, self->cancellable,
                                         on_force_read, g_object_ref (self));
}

/* A row for each of @force's units and generals; today's date, or the
 * last of @events' when that is later. */
static void
fill_form (MstBattleWindow *self, MstForce *force, GListModel *events)
{
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autofree char *date = NULL;

  adw_window_title_set_subtitle (self->window_title, mst_force_get_name (force));
  /* The rows offer the fates and words of the force's rule set. */
  self->ruleset = mst_ruleset_for_force (force);
  if (self->ruleset != NULL && mst_ruleset_counts_stands (self->ruleset))
    adw_preferences_group_set_description (self->units_group,
                                           _("The stands each regiment lost, and whether it routed or was "
                                             "destroyed. A regiment starts the next battle with the stands "
                                             "it kept."));
  else if (self->ruleset != NULL && mst_ruleset_counts_figures (self->ruleset))
    adw_preferences_group_set_description (self->units_group,
                                           _("The figures each unit lost and whether it broke. A unit starts "
                                             "the next battle with the figures it kept."));
  else if (self->ruleset != NULL && !mst_ruleset_has_pools (self->ruleset))
    adw_preferences_group_set_description (self->units_group,
                                           _("The bases each unit lost and whether it broke. A unit starts "
                                             "the next battle with the bases it kept."));
  if (self->ruleset != NULL && mst_ruleset_get_general_fates (self->ruleset)[0] == MST_GENERAL_FATE_KILLED)
    adw_preferences_group_set_description (self->generals_group,
                                           _("A wounded commander is back for the next battle; one killed or "
                                             "captured is lost to the army until replaced."));
  gtk_widget_set_visible (self->supply_row, has_pools (self));
  units = mst_force_list_units (force);
  {
    g_autofree const char **names = g_new0 (const char *, units->len + 1);
    g_auto(GStrv) labels = NULL;

    for (guint i = 0; i < units->len; i++)
      names[i] = mst_unit_get_name (g_ptr_array_index (units, i));
    labels = mst_unit_number_namesakes (names, units->len);
    for (guint i = 0; i < units->len; i++)
      add_unit_row (self, g_ptr_array_index (units, i), labels[i]);
  }
  generals = mst_force_list_generals (force);
  for (guint i = 0; i < generals->len; i++)
    if (mst_campaign_general_is_recorded (g_ptr_array_index (generals, i)))
      add_general_row (self, g_ptr_array_index (generals, i), (int) i);
  gtk_widget_set_visible (GTK_WIDGET (self->generals_group), self->general_rows->len > 0);

  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autoptr(GPtrArray) history = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; i < g_list_model_get_n_items (events); i++)
      g_ptr_array_add (history, g_list_model_get_item (events, i));
    date = mst_campaign_view_default_battle_date (history, now);
  }
  gtk_editable_set_text (GTK_EDITABLE (self->date_row), date);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", !self->read_only);
}

GtkWindow *
mst_battle_window_new (GtkWindow          *parent,
                       MstCampaignSession *session,
                       gint64              campaign_id,
                       gint64              force_id)
{
  MstBattleWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (session == NULL || MST_IS_CAMPAIGN_SESSION (session), NULL);

  self = g_object_new (MST_TYPE_BATTLE_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
  self->campaign_id = campaign_id;
  self->force_id = force_id;
  if (session == NULL)
    {
      /* Campaigns live in the library, which could not be opened (the
       * main window says why). */
      show_error (self, _("The Library Cannot Be Opened"),
                  _("Muster could not open its library of forces and campaigns."));
      return GTK_WINDOW (self);
    }
  self->session = g_object_ref (session);
  load (self);
  return GTK_WINDOW (self);
}

GtkWindow *
mst_battle_window_new_for_library (GtkWindow    *parent,
                                   MstLibrary   *library,
                                   MstCatalogue *catalogue,
                                   gint64        campaign_id,
                                   gint64        force_id)
{
  g_autoptr(MstCampaignSession) session = library != NULL ? mst_campaign_session_new_for_library (library, catalogue)
                                                          : NULL;

  return mst_battle_window_new (parent, session, campaign_id, force_id);
}

void
mst_battle_window_fill (MstBattleWindow *self, MstBattle *battle)
{
  g_return_if_fail (MST_IS_BATTLE_WINDOW (self));
  g_return_if_fail (MST_IS_BATTLE (battle));

  /* The force not read yet: filled in once it is. */
  if (self->unit_rows->len == 0 && self->general_rows->len == 0 && self->session != NULL &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "loading") == 0)
    {
      g_set_object (&self->fill, battle);
      return;
    }

  for (guint i = 0; self->unit_rows != NULL && i < self->unit_rows->len; i++)
    {
      MstBattleUnitRow *row = g_ptr_array_index (self->unit_rows, i);
      const MstBattleUnit *unit = mst_battle_find_unit (battle, mst_battle_unit_row_get_label (row));

      if (unit != NULL)
        mst_battle_unit_row_show_record (row, unit);
    }
  for (guint i = 0; self->general_rows != NULL && i < self->general_rows->len; i++)
    mst_battle_general_row_show_record (g_ptr_array_index (self->general_rows, i), battle);
  gtk_spin_button_set_value (self->supply_spin, mst_battle_get_supply_spent (battle));
}
