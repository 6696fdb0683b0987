/* mst-battle-window.c: the post-battle form: one battle's losses for a whole force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-application.h"
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

  MstLibrary *library;
  MstCatalogue *catalogue;
  MstCampaignStore *store;
  gint64 campaign_id;
  gint64 force_id;
  GPtrArray *unit_rows;     /* MstBattleUnitRow */
  GPtrArray *general_rows;  /* MstBattleGeneralRow or MstBattleLostGeneralRow */
  MstRuleset *ruleset;      /* the force's; NULL: Drums and Muskets (not owned: rule sets live on) */
  /* A club server's force: the battle is sent by whoever opened the form
   * ("send"), which answers with _sent() or _send_failed(). */
  gboolean on_server;
  gboolean sending;
};

G_DEFINE_FINAL_TYPE (MstBattleWindow, mst_battle_window, ADW_TYPE_WINDOW)

enum {
  SIGNAL_RECORDED,
  SIGNAL_SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
mst_battle_window_dispose (GObject *object)
{
  MstBattleWindow *self = MST_BATTLE_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_BATTLE_WINDOW);
  g_clear_object (&self->store);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
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
on_record (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstBattleWindow *self = MST_BATTLE_WINDOW (widget);
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  g_autofree char *date = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->date_row))));
  g_autofree char *opponent = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->opponent_row))));
  g_autofree char *notes = NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GtkTextIter start, end;
  gint64 id;

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

  if (self->on_server)
    {
      /* The form keeps what was entered until the server has it. */
      self->sending = TRUE;
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", FALSE);
      g_signal_emit (self, signals[SIGNAL_SEND], 0, battle);
      return;
    }
  id = mst_campaign_store_record_battle (self->store, self->force_id, battle, &error);
  if (id == 0)
    {
      AdwToast *toast = adw_toast_new (error->message);
      adw_toast_set_timeout (toast, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_RECORDED], 0, id);
  gtk_window_close (GTK_WINDOW (self));
}

static void
mst_battle_window_class_init (MstBattleWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_battle_window_dispose;

  /**
   * MstBattleWindow::recorded:
   * @battle_id: the new battle's id
   *
   * The battle is in the library and the force carries its losses.
   */
  signals[SIGNAL_RECORDED] = g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  /**
   * MstBattleWindow::send:
   * @battle: the battle as entered
   *
   * A club server's force (mst_battle_window_new_for_server()): the
   * battle is to be sent; the form waits for mst_battle_window_sent() or
   * mst_battle_window_send_failed().
   */
  signals[SIGNAL_SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, MST_TYPE_BATTLE);

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

static void fill_form (MstBattleWindow *self, MstForce *force, GPtrArray *events);

static void
load (MstBattleWindow *self, GtkWindow *parent)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) events = NULL;
  MstBattleRole role;
  gint64 in_campaign;

  if (self->library == NULL)
    {
      const char *why = NULL;

      if (parent != NULL && MST_IS_APPLICATION (gtk_window_get_application (parent)))
        why = mst_application_get_library_error (MST_APPLICATION (gtk_window_get_application (parent)));
      show_error (self, _("The Library Cannot Be Opened"),
                  why != NULL ? why : _("Muster could not open its library of forces and campaigns."));
      return;
    }
  if (mst_library_is_read_only (self->library))
    {
      gtk_label_set_text (self->banner_label, mst_library_get_read_only_reason (self->library));
      gtk_revealer_set_reveal_child (self->banner, TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", FALSE);
    }

  self->store = mst_campaign_store_new (self->library, self->catalogue);
  in_campaign = mst_campaign_store_get_force_campaign (self->store, self->force_id, &error);
  if (error == NULL && in_campaign != self->campaign_id)
    g_set_error (&error, MST_ERROR, MST_ERROR_NOT_FOUND,
                 _("This force is not in that campaign (any more)."));
  if (error == NULL)
    /* As the next battle finds it: with what it kept, and any change made
     * in the editor since. */
    force = mst_library_get_force (self->library, self->force_id, self->catalogue, &error);
  if (force == NULL)
    {
      show_error (self, _("This Battle Cannot Be Recorded"), error->message);
      return;
    }
  events = mst_campaign_store_list_events (self->store, self->force_id, NULL);
  fill_form (self, force, events);

  /* The role the scouting roll gave the force, when there was one. */
  if (mst_campaign_view_get_scouted_role (self->library, self->force_id, &role))
    {
      adw_combo_row_set_selected (self->role_row, role);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->role_row), _("As the scouting roll decided"));
    }
}

/* A row for each of @force's units and generals; today's date, or the
 * last of @events' when that is later. */
static void
fill_form (MstBattleWindow *self, MstForce *force, GPtrArray *events)
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
    date = mst_campaign_view_default_battle_date (events, now);
  }
  gtk_editable_set_text (GTK_EDITABLE (self->date_row), date);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

GtkWindow *
mst_battle_window_new (GtkWindow    *parent,
                       MstLibrary   *library,
                       MstCatalogue *catalogue,
                       gint64        campaign_id,
                       gint64        force_id)
{
  MstBattleWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (MST_TYPE_BATTLE_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  self->campaign_id = campaign_id;
  self->force_id = force_id;
  load (self, parent);
  return GTK_WINDOW (self);
}

GtkWindow *
mst_battle_window_new_for_server (GtkWindow    *parent,
                                  MstCatalogue *catalogue,
                                  MstForce     *force,
                                  GPtrArray    *events)
{
  MstBattleWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  self = g_object_new (MST_TYPE_BATTLE_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  self->force_id = mst_force_get_id (force);
  self->on_server = TRUE;
  fill_form (self, force, events);
  return GTK_WINDOW (self);
}

void
mst_battle_window_sent (MstBattleWindow *self, gint64 battle_id)
{
  g_return_if_fail (MST_IS_BATTLE_WINDOW (self));

  self->sending = FALSE;
  g_signal_emit (self, signals[SIGNAL_RECORDED], 0, battle_id);
  gtk_window_close (GTK_WINDOW (self));
}

void
mst_battle_window_send_failed (MstBattleWindow *self, const char *message)
{
  AdwToast *toast;

  g_return_if_fail (MST_IS_BATTLE_WINDOW (self));

  /* Everything entered is still in the form, to record again. */
  self->sending = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record", TRUE);
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
mst_battle_window_fill (MstBattleWindow *self, MstBattle *battle)
{
  g_return_if_fail (MST_IS_BATTLE_WINDOW (self));
  g_return_if_fail (MST_IS_BATTLE (battle));

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
