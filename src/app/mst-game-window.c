/* mst-game-window.c: a game in progress at the table, down to a phone's width.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from the MstGame and follows its notify signals;
 * every change goes through the game (and so into its history and its
 * file).  Tests open in the test-table window with what the game knows
 * already ticked. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-window.h"
#include "mst-help-window.h"
#include "mst-game-window.h"
#include "mst-ruleset-tables-window.h"
#include "mst-row-util.h"

typedef struct {
  MstGameUnit *unit;
  AdwExpanderRow *row;
  /* A control per field its rule set's game keeps of it and the player
   * sets (a spin button, a switch or a combo row), its MstGameField in
   * "field". */
  GPtrArray *fields;
} UnitWidgets;

static void
unit_widgets_free (UnitWidgets *w)
{
  g_clear_object (&w->unit);
  g_clear_pointer (&w->fields, g_ptr_array_unref);
  g_free (w);
}

typedef struct {
  MstGameGeneral *general;
  AdwComboRow *fate;
  /* What the row offers after "On the table": the rule set's fates, ending
   * with MST_GENERAL_FATE_NONE (static, the rule set's own). */
  const MstGeneralFate *fates;
} GeneralWidgets;

/* The row's choice for @fate: 0 "On the table", then the rule set's fates;
 * a fate it does not offer shows as on the table. */
static guint
fate_to_choice (const GeneralWidgets *w, MstGeneralFate fate)
{
  for (guint i = 0; w->fates[i] != MST_GENERAL_FATE_NONE; i++)
    if (w->fates[i] == fate)
      return i + 1;
  return 0;
}

static MstGeneralFate
choice_to_fate (const GeneralWidgets *w, guint choice)
{
  for (guint i = 0; w->fates[i] != MST_GENERAL_FATE_NONE; i++)
    if (i + 1 == choice)
      return w->fates[i];
  return MST_GENERAL_FATE_NONE;
}

static void
general_widgets_free (GeneralWidgets *w)
{
  g_clear_object (&w->general);
  g_free (w);
}

struct _MstGameWindow
{
  AdwWindow parent_instance;

  MstGame *game;
  MstLibrary *library;
  MstCatalogue *catalogue;
  /* The library's campaigns, made when a game is first recorded in one:
   * written on its worker, never here. */
  MstCampaignSession *session;
  GSettings *settings;
  MstDice *dice;
  GPtrArray *units;     /* UnitWidgets */
  GPtrArray *generals;  /* GeneralWidgets */
  GPtrArray *pending;   /* MstGamePrompt: the turn's end's tests, thrown one after another */
  gboolean updating;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  AdwActionRow *turn_row;
  GtkLabel *supply_label;
  GtkSpinButton *opponent_spin;
  GtkSwitch *initiative_supply_switch;
  AdwActionRow *initiative_row;
  AdwPreferencesGroup *generals_group;
  AdwPreferencesGroup *units_group;
  AdwPreferencesGroup *due_group;
  AdwActionRow *supply_row;
  AdwPreferencesGroup *initiative_group;
  /* The rows of due_group: what the game's state calls for now. */
  GPtrArray *due_rows;
  /* A rule set that turns cards: the card turned up last and what it does. */
  AdwActionRow *deck_row;
  /* A game between two forces: the first force's game (self->game is the
   * side shown), the groups made for the side shown, and the button that
   * shows the other side. */
  MstGame *first;
  GPtrArray *side_groups;
  GtkButton *side_button;
  AdwActionRow *side_row;
  AdwActionRow *opponent_row;
  /* A rule set whose commands' orders change in play: a row for each
   * (AdwComboRow, its command's place in "command", its MstAttrSpec in
   * "spec"), at the head of its command's group. */
  GPtrArray *command_rows;
  /* What the last turn's end called for (MstGamePrompt), of game
   * turn_game: listed under Called For until the next turn ends. */
  GPtrArray *turn_prompts;
  MstGame *turn_game;
};

G_DEFINE_FINAL_TYPE (MstGameWindow, mst_game_window, ADW_TYPE_WINDOW)


static void
toast (MstGameWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

static void
update_actions (MstGameWindow *self)
{
  MstHistory *history = mst_game_get_history (self->game);
  gboolean playing = !mst_game_get_finished (self->game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo", mst_history_can_undo (history));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redo", mst_history_can_redo (history));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.spend-supply",
                                 playing && mst_game_get_supply_left (self->game) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.end-turn", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.roll-initiative", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.finish", playing);
}

/* The initiative log's last roll is this turn's. */
static gboolean
rolled_this_turn (MstGameWindow *self)
{
  g_auto(GStrv) lines = g_strsplit (mst_game_get_initiative_log (self->game), "\n", -1);
  guint n = g_strv_length (lines);

  /* "TURN<TAB>ROLL<TAB>WHO", a line a roll, the last the latest. */
  for (int i = (int) n - 1; i >= 0; i--)
    if (lines[i][0] != '\0')
      return g_ascii_strtoull (lines[i], NULL, 10) == mst_game_get_turn (self->game);
  return FALSE;
}

static void
update_status (MstGameWindow *self)
{
  g_autofree char *turn = g_strdup_printf ("%u", mst_game_get_turn (self->game));
  g_autofree char *supply = g_strdup_printf ("%u / %u", mst_game_get_supply_left (self->game),
                                             mst_game_get_supply_total (self->game));
  g_autofree char *pool = NULL;
  g_autofree char *status = mst_game_view_status (self->game);
  g_autofree char *log = mst_game_view_initiative (self->game);
  const char *last = strrchr (log, '\n');

  adw_action_row_set_subtitle (self->turn_row, turn);
  gtk_label_set_text (self->supply_label, supply);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->supply_label), GTK_ACCESSIBLE_PROPERTY_LABEL, status, -1);
  if (mst_game_get_role (self->game) != NULL)
    {
      /* TRANSLATORS: the game's status, then the side's role: "Turn 1 · 7 of 7 supply dice left · attacker" */
      g_autofree char *with_role = g_strdup_printf (_("%s · %s"), status,
                                                    g_str_equal (mst_game_get_role (self->game), "attacker")
                                                      ? _("attacker") : _("defender"));
      adw_window_title_set_subtitle (self->window_title, with_role);
    }
  else
    adw_window_title_set_subtitle (self->window_title, status);
  if (log[0] != '\0' && rolled_this_turn (self))
    adw_action_row_set_subtitle (self->initiative_row, last != NULL ? last + 1 : log);
  else
    {
      MstGame *opponent = mst_game_get_opponent (self->first);
      guint n = mst_game_initiative_pool (self->first);
      g_autoptr(MstSide) ours = mst_side_new ("", n, 0);
      g_autoptr(MstSide) theirs = mst_side_new ("", opponent != NULL ? mst_game_initiative_pool (opponent)
                                                                     : (guint) gtk_spin_button_get_value_as_int (self->opponent_spin),
                                                0);
      g_autofree char *chance = NULL;
      g_autofree char *odds = NULL;

      /* The exact odds of the roll to come, the supply die as switched. */
      ours->supply_die = gtk_switch_get_active (self->initiative_supply_switch) && mst_game_get_supply_left (self->first) > 0;
      chance = mst_odds_format (mst_contest_odds (ours, theirs, FALSE, NULL));
      /* TRANSLATORS: a new turn's initiative before it is rolled, then the pool */
      pool = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Not rolled yet · your pool: %u die",
                                           "Not rolled yet · your pool: %u dice", n), n);
      /* TRANSLATORS: the initiative not rolled yet, then the chance the first force has it: "…; 58.3% to have it" */
      odds = g_strdup_printf (_("%s · %s to have it"), pool, chance);
      adw_action_row_set_subtitle (self->initiative_row, odds);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->initiative_supply_switch), mst_game_get_supply_left (self->game) > 0);
  if (mst_game_get_supply_left (self->game) == 0)
    gtk_switch_set_active (self->initiative_supply_switch, FALSE);
  update_actions (self);
}

/* The test the turn's end called for of @unit (@test_id, or any when
 * NULL), its index in the turn's prompts; -1 when none. */
static int
turn_prompt_index (MstGameWindow *self, MstGameUnit *unit, const char *test_id)
{
  if (self->turn_prompts == NULL || self->turn_game != self->game)
    return -1;
  for (guint i = 0; i < self->turn_prompts->len; i++)
    {
      MstGamePrompt *p = g_ptr_array_index (self->turn_prompts, i);

      if (g_strcmp0 (p->unit, mst_game_unit_get_label (unit)) == 0
          && (test_id == NULL || g_strcmp0 (p->test_id, test_id) == 0))
        return (int) i;
    }
  return -1;
}

/* A test the turn's end called for is thrown: no longer called for. */
static void
forget_turn_prompt (MstGameWindow *self, MstGameUnit *unit, const char *test_id)
{
  int i = turn_prompt_index (self, unit, test_id);

  if (i >= 0)
    g_ptr_array_remove_index (self->turn_prompts, (guint) i);
}

static void
update_unit (MstGameWindow *self, UnitWidgets *w)
{
  g_autofree char *summary = mst_game_view_unit_summary (self->game, w->unit);
  gboolean due = mst_game_unit_owes_test (w->unit) || turn_prompt_index (self, w->unit, NULL) >= 0;

  self->updating = TRUE;
  if (due)
    {
      /* TRANSLATORS: a unit's state, then that the test the turn's end called for is due */
      g_autofree char *text = g_strdup_printf (_("%s · test due"), summary);
      adw_expander_row_set_subtitle (w->row, text);
    }
  else
    adw_expander_row_set_subtitle (w->row, summary);
  for (guint i = 0; i < w->fields->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (w->fields, i);
      const MstGameField *f = g_object_get_data (G_OBJECT (control), "field");
      int v = mst_game_unit_get_field (w->unit, f->id);

      if (GTK_IS_SPIN_BUTTON (control))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), v);
      else if (GTK_IS_SWITCH (control))
        gtk_switch_set_active (GTK_SWITCH (control), v != 0);
      else
        adw_combo_row_set_selected (ADW_COMBO_ROW (control), (guint) v);
    }
  if (mst_game_unit_is_out (w->unit))
    gtk_widget_add_css_class (GTK_WIDGET (w->row), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (w->row), "dim-label");
  self->updating = FALSE;
}

static void
update_units (MstGameWindow *self)
{
  for (guint i = 0; i < self->units->len; i++)
    update_unit (self, g_ptr_array_index (self->units, i));
}

static UnitWidgets *
widgets_of (MstGameWindow *self, gpointer widget)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      UnitWidgets *w = g_ptr_array_index (self->units, i);

      if (widget == w->unit || widget == w->row || (w->fields != NULL && g_ptr_array_find (w->fields, widget, NULL)))
        return w;
    }
  return NULL;
}

static GtkWidget *
child_row (const char *title, const char *name, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (suffix, name);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  return row;
}

static void on_unit_tested (MstGameWindow *self, const char *test_id, MstTestOutcome *outcome, GtkWindow *tables);
static gboolean on_tables_close_request (MstGameWindow *self);

/* The rule set's tests window for @unit, every test set as the game knows
 * the unit (its losses, its state, its orders), the supply dice left
 * beside a supply die; @test_id, when given, in view.  A test thrown
 * there spends the supply die it added, settles the test the unit owed,
 * and offers to record its outcome on the unit. */
static GtkWindow *
open_unit_tests (MstGameWindow *self, MstGameUnit *unit, const char *test_id)
{
  MstRuleset *rs = mst_ruleset_for_force (mst_game_get_force (self->game));
  g_autoptr(GPtrArray) tests = NULL;
  GtkWindow *window;

  if (rs == NULL)
    return NULL;
  window = mst_ruleset_tables_window_new (GTK_WINDOW (self), rs);
  gtk_widget_set_name (GTK_WIDGET (window), "unit-tests");
  mst_ruleset_tables_window_set_subject (MST_RULESET_TABLES_WINDOW (window), mst_game_unit_get_label (unit));
  if (self->settings != NULL)
    {
      g_autofree char *dice = g_settings_get_string (self->settings, "test-dice");

      mst_ruleset_tables_window_set_test_dice (MST_RULESET_TABLES_WINDOW (window), dice);
    }
  tests = mst_ruleset_list_tests (rs);
  for (guint i = 0; i < tests->len; i++)
    {
      const char *id = ((MstTestInfo *) g_ptr_array_index (tests, i))->id;
      g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_autoptr(GHashTable) mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      mst_game_test_inputs (self->game, unit, id, inputs, mods);
      mst_ruleset_tables_window_preset (MST_RULESET_TABLES_WINDOW (window), id, inputs, mods);
    }
  mst_ruleset_tables_window_set_supply_left (MST_RULESET_TABLES_WINDOW (window), mst_game_get_supply_left (self->game));
  if (test_id != NULL)
    mst_ruleset_tables_window_show_test (MST_RULESET_TABLES_WINDOW (window), test_id);
  g_object_set_data_full (G_OBJECT (window), "unit", g_object_ref (unit), g_object_unref);
  g_object_set_data_full (G_OBJECT (window), "game", g_object_ref (self->game), g_object_unref);
  g_signal_connect_object (window, "tested", G_CALLBACK (on_unit_tested), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "close-request", G_CALLBACK (on_tables_close_request), self, G_CONNECT_SWAPPED);
  gtk_window_present (window);
  return window;
}

static MstGameUnit *
unit_labelled (MstGameWindow *self, const char *label)
{
  for (guint i = 0; label != NULL && i < self->units->len; i++)
    {
      UnitWidgets *w = g_ptr_array_index (self->units, i);

      if (g_strcmp0 (mst_game_unit_get_label (w->unit), label) == 0)
        return w->unit;
    }
  return NULL;
}

/* A test called for, thrown: its unit's tests, that one in view. */
static void
on_due_test_clicked (MstGameWindow *self, GtkButton *button)
{
  MstGameUnit *unit = unit_labelled (self, g_object_get_data (G_OBJECT (button), "unit"));

  if (unit != NULL)
    open_unit_tests (self, unit, g_object_get_data (G_OBJECT (button), "test"));
}

static void
on_unit_tests_clicked (MstGameWindow *self, GtkButton *button)
{
  UnitWidgets *w = widgets_of (self, gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_EXPANDER_ROW));

  if (w != NULL)
    open_unit_tests (self, w->unit, NULL);
}

/* What the game's state calls for now, a row each, with the rules' line:
 * a battalion wiped out, a unit in critical morale. */
static void
update_due (MstGameWindow *self)
{
  g_autoptr(GPtrArray) prompts = mst_game_prompts (self->game, FALSE);

  /* The tests the turn's end called for stay until the next turn ends. */
  if (self->turn_prompts != NULL && self->turn_game == self->game)
    for (guint i = 0; i < self->turn_prompts->len; i++)
      g_ptr_array_add (prompts, mst_game_prompt_copy (g_ptr_array_index (self->turn_prompts, i)));

  for (guint i = 0; i < self->due_rows->len; i++)
    adw_preferences_group_remove (self->due_group, g_ptr_array_index (self->due_rows, i));
  g_ptr_array_set_size (self->due_rows, 0);
  for (guint i = 0; i < prompts->len; i++)
    {
      MstGamePrompt *p = g_ptr_array_index (prompts, i);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->text);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_name (row, "due");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
      /* A unit's test: thrown from here, with what the game knows. */
      if (p->unit != NULL && p->test_id != NULL && unit_labelled (self, p->unit) != NULL)
        {
          GtkWidget *button = gtk_button_new_with_mnemonic (_("_Test…"));
          /* TRANSLATORS: the spoken name of a called-for test's button, "Test 14e de Ligne" */
          g_autofree char *spoken = g_strdup_printf (_("Test %s"), p->unit);

          gtk_widget_set_name (button, "due-test");
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
          g_object_set_data_full (G_OBJECT (button), "unit", g_strdup (p->unit), g_free);
          g_object_set_data_full (G_OBJECT (button), "test", g_strdup (p->test_id), g_free);
          g_signal_connect_object (button, "clicked", G_CALLBACK (on_due_test_clicked), self, G_CONNECT_SWAPPED);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (self->due_group, row);
      g_ptr_array_add (self->due_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->due_group), prompts->len > 0);
}

static void
on_unit_notify (MstGameWindow *self, GParamSpec *pspec, MstGameUnit *unit)
{
  UnitWidgets *w = widgets_of (self, unit);

  if (w != NULL)
    update_unit (self, w);
  update_due (self);
}

/* A field of the rule set's game changed in its control. */
static void
on_field_changed (MstGameWindow *self, GParamSpec *pspec, GtkWidget *control)
{
  UnitWidgets *w = widgets_of (self, control);
  const MstGameField *f = g_object_get_data (G_OBJECT (control), "field");
  g_autofree char *value = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || w == NULL)
    return;
  if (GTK_IS_SPIN_BUTTON (control))
    value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (control)));
  else if (GTK_IS_SWITCH (control))
    value = g_strdup (gtk_switch_get_active (GTK_SWITCH (control)) ? "yes" : "no");
  else
    value = g_strdup (f->values[MIN (adw_combo_row_get_selected (ADW_COMBO_ROW (control)),
                                     g_strv_length ((char **) f->values) - 1)]);
  if (!mst_game_set_field (self->game, w->unit, f->id, value, &error))
    {
      /* Refused (more lost than the unit has): the control goes back. */
      toast (self, error->message);
      update_unit (self, w);
    }
}

/* A unit of a rule set with its own game fields: a row for each. */
static void
add_field_rows (MstGameWindow *self, UnitWidgets *w)
{
  w->fields = g_ptr_array_new ();
  for (const MstGameField *f = mst_game_unit_get_fields_spec (w->unit); f->id != NULL; f++)
    {
      const char *label = g_dgettext (GETTEXT_PACKAGE, f->label);
      g_autofree char *spoken = g_strdup_printf ("%s, %s", label, mst_game_unit_get_label (w->unit));
      GtkWidget *control;

      /* What the rules keep as the game goes is not the player's to set. */
      if ((f->flags & MST_GAME_FIELD_KEPT) != 0)
        continue;

      if (f->kind == MST_GAME_FIELD_CHOICE)
        {
          g_autoptr(GtkStringList) values = gtk_string_list_new (NULL);

          for (guint i = 0; f->value_labels[i] != NULL; i++)
            gtk_string_list_append (values, g_dgettext (GETTEXT_PACKAGE, f->value_labels[i]));
          control = adw_combo_row_new ();
          adw_combo_row_set_model (ADW_COMBO_ROW (control), G_LIST_MODEL (values));
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (control), label);
          gtk_widget_set_name (control, f->id);
          adw_expander_row_add_row (w->row, control);
          g_signal_connect_object (control, "notify::selected", G_CALLBACK (on_field_changed), self,
                                   G_CONNECT_SWAPPED);
        }
      else
        {
          if (f->kind == MST_GAME_FIELD_COUNT)
            {
              /* Hits run past the strength: every base is lost then. */
              control = gtk_spin_button_new_with_range (0, (f->flags & MST_GAME_FIELD_IN_HITS) != 0
                                                              ? MST_GAME_MOST_HITS
                                                              : mst_game_unit_get_strength (w->unit), 1);
              g_signal_connect_object (control, "notify::value", G_CALLBACK (on_field_changed), self,
                                       G_CONNECT_SWAPPED);
            }
          else
            {
              control = gtk_switch_new ();
              g_signal_connect_object (control, "notify::active", G_CALLBACK (on_field_changed), self,
                                       G_CONNECT_SWAPPED);
            }
          adw_expander_row_add_row (w->row, child_row (label, f->id, control));
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
      /* Its own general's, for a unit in no command: nothing to set. */
      if ((f->flags & MST_GAME_FIELD_OF_GENERAL) != 0 && mst_game_get_unit_general (self->game, w->unit) == NULL)
        gtk_widget_set_sensitive (control, FALSE);
      g_object_set_data (G_OBJECT (control), "field", (gpointer) f);
      g_ptr_array_add (w->fields, control);
    }
}

/* What a resilience outcome does to the unit: hits to take, a retire, a
 * break (Resilience Outcomes Table). */
static int
unit_index (MstGameWindow *self, MstGameUnit *unit)
{
  for (guint i = 0; i < self->units->len; i++)
    if (((UnitWidgets *) g_ptr_array_index (self->units, i))->unit == unit)
      return (int) i;
  return -1;
}

/* A test thrown in a unit's tests window. */
static void
on_unit_tested (MstGameWindow *self, const char *test_id, MstTestOutcome *outcome, GtkWindow *tables)
{
  MstGameUnit *unit = g_object_get_data (G_OBJECT (tables), "unit");
  MstGame *game = g_object_get_data (G_OBJECT (tables), "game");
  g_autoptr(GArray) changes = NULL;
  int index;

  if (unit == NULL || game == NULL)
    return;
  /* The test the unit owed, or the turn's end called for, is taken: in
   * the game of the window's unit, whichever side is shown now. */
  if (g_strcmp0 (test_id, mst_game_get_owed_test (game)) == 0)
    mst_game_test_done (game, unit);
  if (game == self->game)
    forget_turn_prompt (self, unit, test_id);
  /* "Once a dice has been added it is considered spent." */
  for (guint i = 0; i < outcome->supply_dice; i++)
    mst_game_spend_supply (game);
  if (outcome->supply_dice > 0)
    mst_ruleset_tables_window_set_supply_left (MST_RULESET_TABLES_WINDOW (tables), mst_game_get_supply_left (game));
  /* Its outcome is offered on the side shown (the toast names a unit of
   * it); the other side's outcome is recorded from its own rows. */
  if (game != self->game)
    return;
  /* The outcome is offered, not forced: a throw may be made again. */
  changes = mst_game_outcome_changes (self->game, unit, test_id, outcome->outcome);
  if (changes->len > 0 && (index = unit_index (self, unit)) >= 0)
    {
      g_autofree char *title = g_strdup_printf ("%s: %s", mst_game_unit_get_label (unit), outcome->outcome);
      AdwToast *t = adw_toast_new (title);

      adw_toast_set_button_label (t, _("_Apply"));
      adw_toast_set_action_name (t, "game.apply-outcome");
      adw_toast_set_action_target_value (t, g_variant_new ("(iss)", index, test_id, outcome->outcome));
      adw_toast_set_timeout (t, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, t);
    }
  update_units (self);
  update_due (self);
}

void
mst_game_window_apply_outcome (MstGameWindow *self, MstGameUnit *unit, const char *test_id, const char *outcome)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MST_IS_GAME_WINDOW (self));
  g_return_if_fail (MST_IS_GAME_UNIT (unit));
  g_return_if_fail (test_id != NULL && outcome != NULL);

  if (!mst_game_apply_outcome (self->game, unit, test_id, outcome, &error) && error != NULL)
    toast (self, error->message);
}

static void
apply_outcome_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstGameWindow *self = MST_GAME_WINDOW (widget);
  const char *test_id, *outcome;
  int index;

  g_variant_get (param, "(i&s&s)", &index, &test_id, &outcome);
  if (index < 0 || (guint) index >= self->units->len)
    return;
  mst_game_window_apply_outcome (self, ((UnitWidgets *) g_ptr_array_index (self->units, (guint) index))->unit,
                                 test_id, outcome);
}

static void open_next_pending (MstGameWindow *self);

static gboolean
open_next_pending_idle (gpointer data)
{
  open_next_pending (MST_GAME_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static gboolean
on_tables_close_request (MstGameWindow *self)
{
  /* At the end of a turn the tests follow one another. */
  if (self->pending != NULL && self->pending->len > 0)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, open_next_pending_idle, g_object_ref (self), g_object_unref);
  return FALSE;
}

/* The next test the turn's end called for, its unit's tests window. */
static void
open_next_pending (MstGameWindow *self)
{
  /* The window may have gone meanwhile. */
  while (self->game != NULL && self->pending != NULL && self->pending->len > 0)
    {
      g_autoptr(MstGamePrompt) p = g_ptr_array_steal_index (self->pending, 0);
      MstGameUnit *unit = unit_labelled (self, p->unit);

      if (unit != NULL)
        {
          open_unit_tests (self, unit, p->test_id);
          return;
        }
    }
}

static void
add_unit (MstGameWindow *self, MstGameUnit *unit)
{
  UnitWidgets *w = g_new0 (UnitWidgets, 1);

  w->unit = g_object_ref (unit);
  w->row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (w->row), mst_game_unit_get_label (unit));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (w->row), FALSE);
  gtk_widget_set_name (GTK_WIDGET (w->row), "game-unit");
  /* A row for each thing its rule set's game keeps of it. */
  add_field_rows (self, w);

  {
    /* Its rule set's tests, set as the game knows it. */
    GtkWidget *button = gtk_button_new_with_mnemonic (_("_Open…"));
    g_autofree char *spoken = g_strdup_printf (_("Test %s"), mst_game_unit_get_label (unit));

    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    g_signal_connect_object (button, "clicked", G_CALLBACK (on_unit_tests_clicked), self, G_CONNECT_SWAPPED);
    adw_expander_row_add_row (w->row, child_row (_("Tests"), "unit-tests", button));
  }

  g_signal_connect_object (unit, "notify", G_CALLBACK (on_unit_notify), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (self->units_group, GTK_WIDGET (w->row));
  g_ptr_array_add (self->units, w);
  update_unit (self, w);
}

static void
on_fate_selected (MstGameWindow *self, GParamSpec *pspec, AdwComboRow *row)
{
  if (self->updating)
    return;
  for (guint i = 0; i < self->generals->len; i++)
    {
      GeneralWidgets *w = g_ptr_array_index (self->generals, i);

      if (w->fate == row)
        mst_game_set_fate (self->game, w->general, choice_to_fate (w, adw_combo_row_get_selected (row)));
    }
}

static void
on_general_notify (MstGameWindow *self, GParamSpec *pspec, MstGameGeneral *general)
{
  self->updating = TRUE;
  for (guint i = 0; i < self->generals->len; i++)
    {
      GeneralWidgets *w = g_ptr_array_index (self->generals, i);

      if (w->general == general)
        adw_combo_row_set_selected (w->fate, fate_to_choice (w, mst_game_general_get_fate (general)));
    }
  self->updating = FALSE;
  update_status (self);
}

static void
add_general (MstGameWindow *self, MstGameGeneral *general)
{
  GeneralWidgets *w = g_new0 (GeneralWidgets, 1);
  g_autoptr(GtkStringList) fates = gtk_string_list_new (NULL);
  g_autofree char *subtitle = NULL;
  int position = mst_game_general_get_position (general);
  MstRuleset *rs = mst_ruleset_lookup (mst_game_get_ruleset (self->game));

  w->general = g_object_ref (general);
  w->fate = ADW_COMBO_ROW (adw_combo_row_new ());
  /* The game is Drums and Muskets' (swept away, incapacitated, lost), the
   * rule set a game of another would take its fates from. */
  if (rs == NULL)
    rs = mst_rulesets_get_default ();
  w->fates = mst_ruleset_get_general_fates (rs);
  /* No fate is "on the table". */
  gtk_string_list_append (fates, _("On the table"));
  for (guint i = 0; w->fates[i] != MST_GENERAL_FATE_NONE; i++)
    gtk_string_list_append (fates, mst_general_fate_get_label (w->fates[i]));
  adw_combo_row_set_model (w->fate, G_LIST_MODEL (fates));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (w->fate), mst_game_general_get_name (general));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (w->fate), FALSE);
  subtitle = mst_campaign_view_general_post (rs, (guint) MAX (position, 0));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (w->fate), subtitle);
  gtk_widget_set_name (GTK_WIDGET (w->fate), "general-fate");
  adw_combo_row_set_selected (w->fate, fate_to_choice (w, mst_game_general_get_fate (general)));
  g_signal_connect_object (w->fate, "notify::selected", G_CALLBACK (on_fate_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (general, "notify::fate", G_CALLBACK (on_general_notify), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (self->generals_group, GTK_WIDGET (w->fate));
  g_ptr_array_add (self->generals, w);
}

/* The units as the editor groups them: a group for each command (a
 * sub-general's, a division's or a brigade's), under its heading; units in
 * none stay under "Units". */
/* The command rows show the game's orders (after an undo, too). */
static void
update_command_rows (MstGameWindow *self)
{
  MstForce *force = mst_game_get_force (self->game);

  self->updating = TRUE;
  for (guint i = 0; i < self->command_rows->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (self->command_rows, i);
      const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
      MstCommand *c = mst_force_get_command (force, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "command")));
      const char *value = mst_command_get_attr (c, spec->name);
      guint selected = 0;

      for (guint v = 0; value != NULL && spec->values[v] != NULL; v++)
        if (g_str_equal (spec->values[v], value))
          selected = v + 1;
      adw_combo_row_set_selected (row, selected);
    }
  self->updating = FALSE;
}

static void
on_command_notify (MstGameWindow *self)
{
  /* A game kept on after its window closed. */
  if (self->game == NULL || self->command_rows == NULL)
    return;
  update_command_rows (self);
  update_due (self);
}

static void
on_command_attr_selected (MstGameWindow *self, GParamSpec *pspec, AdwComboRow *row)
{
  const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;

  if (self->updating || selected == GTK_INVALID_LIST_POSITION)
    return;
  if (!mst_game_set_command_attr (self->game, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "command")),
                                  spec->name, selected == 0 ? "" : spec->values[selected - 1], &error))
    {
      toast (self, error->message);
      update_command_rows (self);
    }
}

/* The rows of what the player changes of command @c in play, at the head
 * of its group. */
static void
add_command_rows (MstGameWindow *self, AdwPreferencesGroup *group, guint c)
{
  MstForce *force = mst_game_get_force (self->game);
  MstRuleset *rs = mst_ruleset_for_force (force);
  const char *const *attrs = mst_game_get_command_attrs (self->game);
  MstCommand *command = mst_force_get_command (force, c);

  for (guint a = 0; attrs[a] != NULL; a++)
    for (const MstAttrSpec *spec = mst_ruleset_get_command_attrs (rs); spec->name != NULL; spec++)
      {
        g_autoptr(GtkStringList) values = NULL;
        GtkWidget *row;

        if (!g_str_equal (spec->name, attrs[a]) || spec->values == NULL)
          continue;
        /* TRANSLATORS: a command's orders not given yet, in the game */
        values = gtk_string_list_new ((const char *const[]) { C_("orders", "Not set"), NULL });
        for (guint v = 0; spec->values[v] != NULL; v++)
          gtk_string_list_append (values, spec->value_labels != NULL ? g_dgettext (GETTEXT_PACKAGE, spec->value_labels[v])
                                                                     : spec->values[v]);
        row = adw_combo_row_new ();
        adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (values));
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dgettext (GETTEXT_PACKAGE, spec->label));
        gtk_widget_set_name (row, "command-orders");
        g_object_set_data (G_OBJECT (row), "spec", (gpointer) spec);
        g_object_set_data (G_OBJECT (row), "command", GUINT_TO_POINTER (c));
        adw_preferences_group_add (group, row);
        g_ptr_array_add (self->command_rows, row);
        g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_command_attr_selected), self,
                                 G_CONNECT_SWAPPED);
      }
  g_signal_connect_object (command, "notify::attrs", G_CALLBACK (on_command_notify), self, G_CONNECT_SWAPPED);
}

static void
group_units (MstGameWindow *self)
{
  MstForce *force = mst_game_get_force (self->game);
  GtkWidget *after = GTK_WIDGET (self->units_group);
  guint n_commands = mst_force_get_n_commands (force);
  /* A command whose orders change in play has its group even with no
   * units of its own (a division). */
  gboolean orders = mst_game_get_command_attrs (self->game)[0] != NULL;

  for (guint c = 0; c < n_commands; c++)
    {
      AdwPreferencesGroup *group = NULL;

      for (guint i = 0; i <= self->units->len; i++)
        {
          UnitWidgets *w = i < self->units->len ? g_ptr_array_index (self->units, i) : NULL;

          if (w != NULL ? mst_game_unit_get_command (w->unit) != (int) c : group != NULL || !orders)
            continue;
          if (group == NULL)
            {
              g_autofree char *title = mst_force_view_command_title (force, mst_force_get_command (force, c));

              group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
              adw_preferences_group_set_title (group, title);
              gtk_widget_set_name (GTK_WIDGET (group), "command-units");
              gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (after)), GTK_WIDGET (group), after);
              g_ptr_array_add (self->side_groups, group);
              after = GTK_WIDGET (group);
              if (orders)
                add_command_rows (self, group, c);
            }
          if (w == NULL)
            continue;
          g_object_ref (w->row);
          adw_preferences_group_remove (self->units_group, GTK_WIDGET (w->row));
          adw_preferences_group_add (group, GTK_WIDGET (w->row));
          g_object_unref (w->row);
        }
    }
}

static void
update_deck (MstGameWindow *self, const char *last)
{
  guint left = mst_game_get_cards_left (self->first);
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card left", "%u cards left", left), left);
  g_autofree char *text = last != NULL ? g_strdup_printf ("%s\n%s", last, count) : g_strdup (count);

  adw_action_row_set_subtitle (self->deck_row, text);
}

static void
on_draw_clicked (MstGameWindow *self)
{
  MstPlayingCard card;
  g_autofree char *name = NULL;
  g_autofree char *effect = NULL;
  g_autofree char *last = NULL;

  if (!mst_game_draw_card (self->first, &card))
    {
      toast (self, _("Every card is turned up: shuffle the deck (004:129)"));
      return;
    }
  name = mst_playing_card_format (&card);
  effect = mst_game_card_effect (self->first, &card);
  /* TRANSLATORS: the card turned up, then what it does: "Q♦: A Allied unit … acts" */
  last = g_strdup_printf (_("%s: %s"), name, effect);
  update_deck (self, last);
}

static void
on_shuffle_clicked (MstGameWindow *self)
{
  mst_game_shuffle_deck (self->first);
  update_deck (self, NULL);
}

/* The activation deck of a rule set that turns cards (004:19-31). */
static void
add_deck (MstGameWindow *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *draw = gtk_button_new_with_mnemonic (_("Turn _Up"));
  GtkWidget *shuffle = gtk_button_new_with_mnemonic (_("S_huffle"));

  adw_preferences_group_set_title (group, _("Activation Deck"));
  adw_preferences_group_set_description (group, _("Shuffled as each turn starts: a black card moves or fires a French "
                                                  "unit, a red card an Allied one."));
  gtk_widget_set_name (GTK_WIDGET (group), "deck");
  self->deck_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->deck_row), _("The Card Turned Up"));
  adw_action_row_set_subtitle_lines (self->deck_row, 0);
  gtk_widget_set_name (draw, "draw");
  gtk_widget_set_name (shuffle, "shuffle");
  gtk_widget_set_valign (draw, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (shuffle, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (draw, "suggested-action");
  g_signal_connect_object (draw, "clicked", G_CALLBACK (on_draw_clicked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (shuffle, "clicked", G_CALLBACK (on_shuffle_clicked), self, G_CONNECT_SWAPPED);
  adw_action_row_add_suffix (self->deck_row, shuffle);
  adw_action_row_add_suffix (self->deck_row, draw);
  adw_preferences_group_add (group, GTK_WIDGET (self->deck_row));
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->due_group))), GTK_WIDGET (group),
                              GTK_WIDGET (self->due_group));
  g_ptr_array_add (self->side_groups, group);
  update_deck (self, NULL);
}

/* ---- actions ----------------------------------------------------------- */

static void
undo_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_history_undo (mst_game_get_history (MST_GAME_WINDOW (widget)->game));
}

static void
redo_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_history_redo (mst_game_get_history (MST_GAME_WINDOW (widget)->game));
}

static void
spend_supply_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_game_spend_supply (MST_GAME_WINDOW (widget)->game);
}

static void
roll_initiative_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstGameWindow *self = MST_GAME_WINDOW (widget);
  g_autoptr(MstContest) contest = NULL;

  contest = mst_game_roll_initiative (self->first, self->dice,
                                      (guint) gtk_spin_button_get_value_as_int (self->opponent_spin),
                                      gtk_switch_get_active (self->initiative_supply_switch));
  gtk_switch_set_active (self->initiative_supply_switch, FALSE);
  if (mst_game_get_opponent (self->first) != NULL)
    {
      /* TRANSLATORS: who has the initiative, by force name */
      g_autofree char *said = g_strdup_printf (_("%s has the initiative"),
                                               mst_force_get_name (mst_game_get_force (
                                                 contest->winner == MST_SIDE_A ? self->first
                                                                               : mst_game_get_opponent (self->first))));
      toast (self, said);
    }
  else
    toast (self, contest->winner == MST_SIDE_A ? _("You have the initiative") : _("The opponent has the initiative"));
}

static void
on_end_turn_response (MstGameWindow *self, const char *response)
{
  if (g_strcmp0 (response, "test") == 0)
    open_next_pending (self);
  else
    g_clear_pointer (&self->pending, g_ptr_array_unref);
}

/* The turn ends: the tests its state calls for as it ends, said in a
 * dialog, each then shown until it is thrown or the next turn ends; a
 * unit's tests may be thrown at once, one after another. */
static void
end_turn_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstGameWindow *self = MST_GAME_WINDOW (widget);
  guint turn = mst_game_get_turn (self->game);
  g_autoptr(GPtrArray) prompts = mst_game_prompts (self->game, TRUE);
  g_autoptr(GPtrArray) ended = mst_game_end_turn (self->game);
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  g_clear_pointer (&self->turn_prompts, g_ptr_array_unref);
  self->turn_prompts = g_ptr_array_ref (prompts);
  self->turn_game = self->game;
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  self->pending = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_game_prompt_free);
  for (guint i = 0; i < prompts->len; i++)
    {
      MstGamePrompt *p = g_ptr_array_index (prompts, i);

      if (p->unit != NULL && p->test_id != NULL)
        g_ptr_array_add (self->pending, mst_game_prompt_copy (p));
    }
  update_units (self);
  update_due (self);
  if (prompts->len == 0)
    {
      g_autofree char *message = g_strdup_printf (_("Turn %u ended: no unit has a test to take"), turn);
      toast (self, message);
      return;
    }
  for (guint i = 0; i < prompts->len; i++)
    g_string_append_printf (body, "%s%s", i > 0 ? "\n" : "", ((MstGamePrompt *) g_ptr_array_index (prompts, i))->text);
  /* TRANSLATORS: the end-of-turn prompt's heading, "End of Turn 2" */
  heading = g_strdup_printf (_("End of Turn %u"), turn);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body->str);
  if (self->pending->len > 0)
    {
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "later", _("_Later"), "test", _("_Test Now"), NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "test", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "test");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
    }
  else
    adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), NULL);
  gtk_widget_set_name (dialog, "end-of-turn");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_end_turn_response), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_export_response (MstGameWindow *self, int response, GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL || !mst_game_export (self->game, path, &error))
        {
          g_autofree char *message = g_strdup_printf (_("Could not export the game: %s"),
                                                      error != NULL ? error->message : _("not a local file"));
          toast (self, message);
        }
      else
        toast (self, _("Game exported"));
    }
  g_object_unref (chooser);
}

static void
export_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstGameWindow *self = MST_GAME_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (_("Export the Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  /* TRANSLATORS: the file name an exported game is offered, "Soult's IV Corps, game.txt" */
  name = g_strdup_printf (_("%s, game.txt"), mst_force_get_name (mst_game_get_force (self->game)));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_export_response), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static MstCampaignSession *
campaign_session (MstGameWindow *self)
{
  if (self->session == NULL && self->library != NULL)
    self->session = mst_campaign_session_new_for_library (self->library, self->catalogue);
  return self->session;
}

/* Both battles of a game between two forces, or neither. */
typedef struct {
  gint64 force_ids[2];
  MstBattle *battles[2];
  gint64 ids[2];
} Pair;

static void
pair_free (gpointer data)
{
  Pair *p = data;

  g_clear_object (&p->battles[0]);
  g_clear_object (&p->battles[1]);
  g_free (p);
}

static gpointer
record_pair_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Pair *p = data;

  return mst_campaign_backend_record_battle_pair (backend, p->force_ids[0], p->battles[0], p->force_ids[1],
                                                  p->battles[1], p->ids, error)
           ? GINT_TO_POINTER (TRUE)
           : NULL;
}

static void
on_pair_recorded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstGameWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error) == NULL)
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      message = g_strdup_printf (_("The battles were not recorded: %s"), error->message);
      toast (self, message);
      return;
    }
  mst_game_finish (self->first);
  toast (self, _("Game finished: a battle recorded for each force"));
}

static void
on_two_forces_result (MstGameWindow *self, const char *response)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  MstBattleResult result;
  Pair *p;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  result = g_str_equal (response, "first") ? MST_BATTLE_RESULT_WON
           : g_str_equal (response, "second") ? MST_BATTLE_RESULT_LOST : MST_BATTLE_RESULT_DRAWN;
  if (self->library == NULL || self->catalogue == NULL)
    {
      mst_game_finish (self->first);
      toast (self, _("Game finished. It can still be exported."));
      return;
    }
  /* The battles made from the games here; both recorded at once on the
   * session's worker. */
  p = g_new0 (Pair, 1);
  if (!mst_game_make_battles (self->first, result, today, NULL, &p->battles[0], &p->battles[1], &error))
    {
      g_autofree char *message = g_strdup_printf (_("The battles were not recorded: %s"), error->message);

      pair_free (p);
      toast (self, message);
      return;
    }
  p->force_ids[0] = mst_game_get_force_id (self->first);
  p->force_ids[1] = mst_game_get_force_id (mst_game_get_opponent (self->first));
  mst_campaign_session_run_async (campaign_session (self), record_pair_call, p, pair_free, NULL, FALSE, NULL,
                                  on_pair_recorded, g_object_ref (self));
}

/* The force of a game in no campaign joins one: the library's force as it
 * stands, moved in; a force from a file added. */
typedef struct {
  gint64 campaign_id;
  gint64 force_id;
  char *force_data;
  char *date;
  MstCatalogue *catalogue;
} Joining;

static void
joining_free (gpointer data)
{
  Joining *j = data;

  g_free (j->force_data);
  g_free (j->date);
  g_clear_object (&j->catalogue);
  g_free (j);
}

static gpointer
join_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Joining *j = data;
  g_autoptr(MstForce) force = NULL;
  gint64 id;

  if (j->force_id > 0 && mst_campaign_backend_move_force (backend, j->campaign_id, j->force_id, j->date, NULL))
    return g_memdup2 (&j->force_id, sizeof j->force_id);
  force = mst_force_open_data (j->force_data, strlen (j->force_data), _("the game’s force"), j->catalogue, error);
  if (force == NULL)
    return NULL;
  id = mst_campaign_backend_add_force (backend, j->campaign_id, force, j->date, error);
  return id > 0 ? g_memdup2 (&id, sizeof id) : NULL;
}

static void
on_joined (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstGameWindow) self = data;
  Joining *j = mst_campaign_session_run_get_data (result);
  g_autoptr(GError) error = NULL;
  g_autofree gint64 *force_id = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  g_autoptr(MstBattle) battle = NULL;
  GtkWindow *form;

  if (force_id == NULL)
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      message = g_strdup_printf (_("The force could not join the campaign: %s"), error->message);
      toast (self, message);
      return;
    }
  /* The campaign's battle form, filled in from the game. */
  battle = mst_game_to_battle (self->game);
  form = mst_battle_window_new (GTK_WINDOW (self), MST_CAMPAIGN_SESSION (source), j->campaign_id, *force_id);
  mst_battle_window_fill (MST_BATTLE_WINDOW (form), battle);
  gtk_window_present (form);
}

static void
on_summary_response (MstGameWindow *self, const char *response, AdwMessageDialog *dialog)
{
  GArray *ids = g_object_get_data (G_OBJECT (dialog), "campaigns");
  GtkWidget *choice = adw_message_dialog_get_extra_child (dialog);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  Joining *j;
  guint selected;

  if (g_strcmp0 (response, "record") != 0 || ids == NULL || !GTK_IS_DROP_DOWN (choice))
    return;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (choice));
  if (selected >= ids->len)
    return;
  j = g_new0 (Joining, 1);
  j->campaign_id = g_array_index (ids, gint64, selected);
  j->force_id = mst_game_get_force_id (self->game);
  j->force_data = mst_force_to_data (mst_game_get_force (self->game), NULL);
  j->date = g_date_time_format (now, "%Y-%m-%d");
  j->catalogue = g_object_ref (self->catalogue);
  mst_campaign_session_run_async (campaign_session (self), join_call, j, joining_free, g_free, FALSE, NULL,
                                  on_joined, g_object_ref (self));
}

/* A game in no campaign: what it came to, and a campaign to record it in. */
static void
show_summary (MstGameWindow *self)
{
  g_autofree char *summary = mst_game_view_summary (self->game);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkWidget *dialog;

  /* The campaigns as the session last listed them (finish_summary()). */
  if (self->session != NULL)
    {
      GListModel *campaigns = mst_campaign_session_get_campaigns (self->session);

      for (guint i = 0; i < g_list_model_get_n_items (campaigns); i++)
        {
          g_autoptr(MstCampaign) c = g_list_model_get_item (campaigns, i);
          gint64 id = mst_campaign_get_id (c);

          g_array_append_val (ids, id);
          gtk_string_list_append (names, mst_campaign_get_name (c));
        }
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Game Finished"), summary);
  gtk_widget_set_name (dialog, "game-summary");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), NULL);
  if (ids->len > 0)
    {
      GtkWidget *choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);

      gtk_widget_set_name (choice, "campaign");
      gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("The campaign to record the battle in"), -1);
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), choice);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "record", _("_Record in Campaign…"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "record", ADW_RESPONSE_SUGGESTED);
    }
  g_object_set_data_full (G_OBJECT (dialog), "campaigns", ids, (GDestroyNotify) g_array_unref);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_summary_response), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_campaigns_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstGameWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (!mst_campaign_session_list_campaigns_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_debug ("The campaigns were not listed: %s", error->message);
    }
  show_summary (self);
}

/* The library's campaigns listed first, on the session's worker. */
static void
finish_summary (MstGameWindow *self)
{
  if (self->library == NULL || self->catalogue == NULL)
    {
      show_summary (self);
      return;
    }
  mst_campaign_session_list_campaigns_async (campaign_session (self), FALSE, NULL, on_campaigns_listed,
                                             g_object_ref (self));
}

/* A game between two forces: who won, then a battle for each. */
static void
finish_two_forces (MstGameWindow *self)
{
  MstForce *first = mst_game_get_force (self->first);
  MstForce *second = mst_game_get_force (mst_game_get_opponent (self->first));
  g_autofree char *first_won = g_strdup_printf (_("%s Won"), mst_force_get_name (first));
  g_autofree char *second_won = g_strdup_printf (_("%s Won"), mst_force_get_name (second));
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Finish the Game?"),
                                   _("Each force gets its battle, with opposite results, naming the other; forces in "
                                     "a campaign have both recorded at once."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "drawn", _("_Drawn"),
                                    "second", second_won, "first", first_won, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "first", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_widget_set_name (dialog, "finish-two-forces");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_two_forces_result), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWindow *
mst_game_window_finish (MstGameWindow *self)
{
  g_autoptr(MstBattle) battle = NULL;
  GtkWindow *form;

  g_return_val_if_fail (MST_IS_GAME_WINDOW (self), NULL);

  if (mst_game_get_opponent (self->first) != NULL)
    {
      finish_two_forces (self);
      return NULL;
    }

  if (!mst_game_get_finished (self->game))
    mst_game_finish (self->game);
  if (mst_game_get_campaign_id (self->game) <= 0 || self->library == NULL || self->catalogue == NULL)
    {
      finish_summary (self);
      return NULL;
    }
  /* The campaign's battle form, filled in from the game. */
  battle = mst_game_to_battle (self->game);
  form = mst_battle_window_new (GTK_WINDOW (self), campaign_session (self), mst_game_get_campaign_id (self->game),
                                mst_game_get_force_id (self->game));
  mst_battle_window_fill (MST_BATTLE_WINDOW (form), battle);
  gtk_window_present (form);
  return form;
}

static void
finish_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_game_window_finish (MST_GAME_WINDOW (widget));
}

static void
on_save_failed (MstGameWindow *self, GError *error)
{
  g_autofree char *message = g_strdup_printf (_("The game is not being saved: %s"), error->message);
  toast (self, message);
}

/* ---- the window -------------------------------------------------------- */

static void
mst_game_window_dispose (GObject *object)
{
  MstGameWindow *self = MST_GAME_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_GAME_WINDOW);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->generals, g_ptr_array_unref);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->due_rows, g_ptr_array_unref);
  g_clear_pointer (&self->side_groups, g_ptr_array_unref);
  g_clear_pointer (&self->command_rows, g_ptr_array_unref);
  g_clear_pointer (&self->turn_prompts, g_ptr_array_unref);
  g_clear_object (&self->first);
  g_clear_object (&self->game);
  g_clear_object (&self->session);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->settings);
  g_clear_object (&self->dice);
  G_OBJECT_CLASS (mst_game_window_parent_class)->dispose (object);
}

static void switch_side_activated (GtkWidget *widget, const char *action_name, GVariant *param);

static void
mst_game_window_class_init (MstGameWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_game_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, turn_row);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, supply_label);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, opponent_spin);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, initiative_supply_switch);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, initiative_row);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, generals_group);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, units_group);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, due_group);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, supply_row);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, initiative_group);
  gtk_widget_class_bind_template_child (widget_class, MstGameWindow, opponent_row);

  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "game.spend-supply", NULL, spend_supply_activated);
  gtk_widget_class_install_action (widget_class, "game.roll-initiative", NULL, roll_initiative_activated);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, end_turn_activated);
  gtk_widget_class_install_action (widget_class, "game.export", NULL, export_activated);
  gtk_widget_class_install_action (widget_class, "game.finish", NULL, finish_activated);
  gtk_widget_class_install_action (widget_class, "game.switch-side", NULL, switch_side_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "game.switch-side", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "game.switch-side", NULL);
  gtk_widget_class_install_action (widget_class, "game.apply-outcome", "(iss)", apply_outcome_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "game");
}

static void
mst_game_window_init (MstGameWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_widgets_free);
  self->generals = g_ptr_array_new_with_free_func ((GDestroyNotify) general_widgets_free);
  self->due_rows = g_ptr_array_new ();
  self->side_groups = g_ptr_array_new ();
  self->command_rows = g_ptr_array_new ();
  self->dice = mst_dice_new ();
}

/* Shows @game's side: its generals, its units by command, what it is
 * called for; of a game between two forces, either side. */
static void
show_side (MstGameWindow *self, MstGame *game)
{
  GListModel *units, *generals;
  MstGame *opponent = mst_game_get_opponent (self->first);

  /* What the side shown before had. */
  for (guint i = 0; i < self->units->len; i++)
    {
      UnitWidgets *w = g_ptr_array_index (self->units, i);
      GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (w->row), ADW_TYPE_PREFERENCES_GROUP);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (w->row));
    }
  g_ptr_array_set_size (self->units, 0);
  for (guint i = 0; i < self->generals->len; i++)
    adw_preferences_group_remove (self->generals_group,
                                  GTK_WIDGET (((GeneralWidgets *) g_ptr_array_index (self->generals, i))->fate));
  g_ptr_array_set_size (self->generals, 0);
  for (guint i = 0; i < self->side_groups->len; i++)
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (g_ptr_array_index (self->side_groups, i))),
                    g_ptr_array_index (self->side_groups, i));
  g_ptr_array_set_size (self->side_groups, 0);
  g_ptr_array_set_size (self->command_rows, 0);
  {
    /* The commands of the side shown before tell this window no more. */
    MstForce *before = self->game != NULL ? mst_game_get_force (self->game) : NULL;

    for (guint c = 0; before != NULL && c < mst_force_get_n_commands (before); c++)
      g_signal_handlers_disconnect_by_func (mst_force_get_command (before, c), on_command_notify, self);
  }
  g_clear_pointer (&self->pending, g_ptr_array_unref);

  g_set_object (&self->game, game);
  adw_window_title_set_title (self->window_title, mst_force_get_name (mst_game_get_force (game)));
  if (opponent != NULL)
    {
      MstGame *other = game == self->first ? opponent : self->first;
      /* TRANSLATORS: the row of a game between two forces: the other force, shown with Switch Side */
      g_autofree char *label = g_strdup_printf (_("Against %s (Ctrl+Page Down shows it)"),
                                                mst_force_get_name (mst_game_get_force (other)));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->side_row), mst_force_get_name (mst_game_get_force (game)));
      adw_action_row_set_subtitle (self->side_row, label);
    }

  generals = mst_game_get_generals (game);
  for (guint i = 0; i < g_list_model_get_n_items (generals); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (generals, i);
      add_general (self, g);
    }
  units = mst_game_get_units (game);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      add_unit (self, u);
    }
  group_units (self);
  update_command_rows (self);
  {
    /* Supply dice and turn initiative are the rule sets' that have pools;
     * another's units record what they lost and their state. */
    MstRuleset *rs = mst_ruleset_lookup (mst_game_get_ruleset (game));
    gboolean pools = rs == NULL || mst_ruleset_has_pools (rs);

    gtk_widget_set_visible (GTK_WIDGET (self->supply_row), pools);
    gtk_widget_set_visible (GTK_WIDGET (self->initiative_group), pools);
    if (rs != NULL && mst_ruleset_get_game_fields (rs) != NULL)
      adw_preferences_group_set_description (self->units_group,
                                             _("Open a unit to record what it lost and its state; what that calls "
                                               "for is said above."));
    gtk_widget_set_visible (GTK_WIDGET (self->generals_group),
                            g_list_model_get_n_items (generals) > 0 && mst_ruleset_has_commands (rs));
  }
  if (mst_game_has_deck (self->first))
    add_deck (self);
  update_status (self);
  update_due (self);
}

static void
switch_side_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstGameWindow *self = MST_GAME_WINDOW (widget);
  MstGame *opponent = mst_game_get_opponent (self->first);

  if (opponent != NULL)
    show_side (self, self->game == self->first ? opponent : self->first);
}

GtkWindow *
mst_game_window_new (GtkWindow *parent, MstGame *game, MstLibrary *library, MstCatalogue *catalogue,
                     GSettings *settings)
{
  MstGameWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MST_IS_GAME (game), NULL);

  self = g_object_new (MST_TYPE_GAME_WINDOW, "transient-for", parent, NULL);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  self->first = g_object_ref (game);
  for (MstGame *side = game; side != NULL; side = side == game ? mst_game_get_opponent (game) : NULL)
    {
      g_signal_connect_object (side, "notify", G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
      /* "changed", not notify: inside a group of edits can-undo reads FALSE. */
      g_signal_connect_object (mst_game_get_history (side), "changed", G_CALLBACK (update_actions), self,
                               G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (game, "save-failed", G_CALLBACK (on_save_failed), self, G_CONNECT_SWAPPED);
  /* The initiative's odds follow the opponent's pool and the supply die. */
  g_signal_connect_object (self->opponent_spin, "value-changed", G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->initiative_supply_switch, "notify::active", G_CALLBACK (update_status), self,
                           G_CONNECT_SWAPPED);
  if (mst_game_get_opponent (game) != NULL)
    {
      /* Two forces at one table: the other side a click (or Ctrl+Page
       * Down) away; initiative counts both sides' generals. */
      /* A row atop the turn: the side shown, and the other a click away. */
      GtkWidget *row = adw_action_row_new ();

      self->side_row = ADW_ACTION_ROW (row);
      adw_action_row_set_subtitle_lines (self->side_row, 0);
      adw_action_row_set_title_lines (self->side_row, 0);
      /* TRANSLATORS: the button that shows the other force of a game between two */
      self->side_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("S_witch Side")));
      gtk_widget_set_name (GTK_WIDGET (self->side_button), "switch-side");
      gtk_widget_set_valign (GTK_WIDGET (self->side_button), GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->side_button), "game.switch-side");
      adw_action_row_add_suffix (self->side_row, GTK_WIDGET (self->side_button));
      gtk_list_box_prepend (GTK_LIST_BOX (gtk_widget_get_parent (GTK_WIDGET (self->turn_row))), row);
      gtk_widget_set_visible (GTK_WIDGET (self->opponent_row), FALSE);
    }
  show_side (self, game);
  return GTK_WINDOW (self);
}

MstGame *
mst_game_window_get_game (MstGameWindow *self)
{
  g_return_val_if_fail (MST_IS_GAME_WINDOW (self), NULL);
  return self->game;
}

GtkWidget *
mst_game_window_get_unit_row (MstGameWindow *self, MstGameUnit *unit)
{
  UnitWidgets *w;

  g_return_val_if_fail (MST_IS_GAME_WINDOW (self), NULL);

  w = widgets_of (self, unit);
  return w != NULL ? GTK_WIDGET (w->row) : NULL;
}

GPtrArray *
mst_game_window_get_pending_tests (MstGameWindow *self)
{
  g_return_val_if_fail (MST_IS_GAME_WINDOW (self), NULL);
  return self->pending;
}

void
mst_game_window_set_dice (MstGameWindow *self, MstDice *dice)
{
  g_return_if_fail (MST_IS_GAME_WINDOW (self));
  g_return_if_fail (MST_IS_DICE (dice));
  g_set_object (&self->dice, dice);
}

/* The hits-per-base preference, where the game's rules allow that
 * reading (six as the quick reference's Hits reads, or two as the
 * shooting procedure has it); else their usual one. */
static void
set_hits_per_base (MstGame *game, GSettings *settings)
{
  MstRuleset *rs = mst_ruleset_for_force (mst_game_get_force (game));
  guint hits = settings != NULL ? g_settings_get_uint (settings, "hits-per-base") : 0;

  if (rs == NULL)
    return;
  mst_game_set_hits_per_base (game, mst_ruleset_allows_hits_per_base (rs, hits) ? hits
                                                                                : mst_ruleset_get_hits_per_base (rs));
}

GtkWindow *
mst_game_window_play (GtkWindow *parent, MstForce *force, gint64 force_id, MstLibrary *library,
                      MstCatalogue *catalogue, GSettings *settings, GError **error)
{
  g_autoptr(MstForce) loaded = NULL;
  g_autoptr(MstGame) game = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *dir = mst_game_get_default_dir ();
  g_autofree char *saved = NULL;
  GtkWindow *window;

  g_return_val_if_fail (force == NULL || MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (force != NULL || library != NULL, NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  if (force == NULL)
    {
      loaded = mst_library_get_force (library, force_id, catalogue, error);
      if (loaded == NULL)
        return NULL;
      force = loaded;
    }
  if (force_id > 0)
    saved = mst_game_find_saved (dir, force_id);
  if (saved != NULL)
    {
      game = mst_game_new_from_file (saved, catalogue, &local);
      /* A file that cannot be read back is left as it is; a new game starts. */
      if (game == NULL)
        g_warning ("%s", local->message);
    }
  if (game == NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *name = g_strdup_printf ("%" G_GINT64_FORMAT "-%s.muster-game", force_id, stamp);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      gint64 campaign_id = 0;

      if (library != NULL && force_id > 0)
        campaign_id = mst_campaign_view_force_campaign (library, force_id);
      game = mst_game_new_for_force (force, campaign_id);
      set_hits_per_base (game, settings);
      g_clear_error (&local);
      if (!mst_game_set_file (game, path, &local))
        g_warning ("%s", local->message);
    }
  window = mst_game_window_new (parent, game, library, catalogue, settings);
  if (local != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game is not being saved: %s"), local->message);
      toast (MST_GAME_WINDOW (window), message);
    }
  gtk_window_present (window);
  return window;
}

GtkWindow *
mst_game_window_play_against (GtkWindow *parent, MstForce *force, MstForce *against, MstLibrary *library,
                              MstCatalogue *catalogue, GSettings *settings, MstDice *dice, GError **error)
{
  g_autoptr(MstGame) game = NULL;
  g_autoptr(MstContest) contest = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *dir = mst_game_get_default_dir ();
  g_autofree char *name = g_strdup_printf ("%" G_GINT64_FORMAT "-against-%" G_GINT64_FORMAT "-%s.muster-game",
                                           mst_force_get_id (force), mst_force_get_id (against), stamp);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GtkWindow *window;

  g_return_val_if_fail (MST_IS_FORCE (force) && MST_IS_FORCE (against), NULL);

  game = mst_game_new_for_forces (force, against, 0, error);
  if (game == NULL)
    return NULL;
  set_hits_per_base (game, settings);
  set_hits_per_base (mst_game_get_opponent (game), settings);
  if (!mst_game_set_file (game, path, error))
    return NULL;
  window = mst_game_window_new (parent, game, library, catalogue, settings);
  if (dice != NULL)
    mst_game_window_set_dice (MST_GAME_WINDOW (window), dice);
  /* Scouting between the two real forces gives the attack (000:1193-1210). */
  if (mst_ruleset_has_scouting (mst_ruleset_for_force (force)))
    {
      g_autofree char *said = NULL;

      contest = mst_game_roll_scouting (game, MST_GAME_WINDOW (window)->dice, FALSE, FALSE);
      /* TRANSLATORS: a game between two forces begins: the attacker, by name */
      said = g_strdup_printf (_("%s is the attacker"),
                              mst_force_get_name (contest->winner == MST_SIDE_A ? force : against));
      toast (MST_GAME_WINDOW (window), said);
      update_status (MST_GAME_WINDOW (window));
    }
  gtk_window_present (window);
  return window;
}

typedef struct {
  GtkWindow *parent;
  MstForce *force;
  MstLibrary *library;
  MstCatalogue *catalogue;
  GSettings *settings;
  GArray *ids;
} Chooser;

static void
chooser_free (Chooser *c)
{
  g_clear_object (&c->force);
  g_clear_object (&c->library);
  g_clear_object (&c->catalogue);
  g_clear_object (&c->settings);
  g_clear_pointer (&c->ids, g_array_unref);
  g_free (c);
}

static void
on_opponent_chosen (AdwMessageDialog *dialog, const char *response, Chooser *c)
{
  GtkDropDown *choice = GTK_DROP_DOWN (adw_message_dialog_get_extra_child (dialog));
  guint selected = gtk_drop_down_get_selected (choice);
  g_autoptr(MstForce) against = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "play") != 0 || selected >= c->ids->len)
    return;
  against = mst_library_get_force (c->library, g_array_index (c->ids, gint64, selected), c->catalogue, &error);
  if (against == NULL ||
      mst_game_window_play_against (c->parent, c->force, against, c->library, c->catalogue, c->settings, NULL,
                                    &error) == NULL)
    {
      /* Said where the player asked. */
      GtkWidget *failed = adw_message_dialog_new (c->parent, _("The Game Could Not Start"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (failed), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (failed));
    }
}

void
mst_game_window_choose_opponent (GtkWindow *parent, MstForce *force, GPtrArray *entries, MstLibrary *library,
                                 MstCatalogue *catalogue, GSettings *settings)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  Chooser *c;
  GtkWidget *dialog, *choice;

  g_return_if_fail (MST_IS_FORCE (force));
  g_return_if_fail (entries != NULL && entries->len > 0);
  g_return_if_fail (MST_IS_LIBRARY (library));

  c = g_new0 (Chooser, 1);
  c->parent = parent;
  c->force = g_object_ref (force);
  c->library = g_object_ref (library);
  c->catalogue = g_object_ref (catalogue);
  c->settings = settings != NULL ? g_object_ref (settings) : NULL;
  c->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);

      g_array_append_val (c->ids, e->id);
      gtk_string_list_append (names, e->name);
    }
  dialog = adw_message_dialog_new (parent, _("Play Against"),
                                   _("Both forces at one table: scouting decides the attacker, each side’s state is "
                                     "kept, and finishing gives a battle record for each."));
  choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_widget_set_name (choice, "against");
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The force played against"),
                                  -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), choice);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "play", _("_Play"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_widget_set_name (dialog, "play-against");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_opponent_chosen), c, (GClosureNotify) chooser_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
