/* test-ui-game.c: a game played in its window: hits, a lost general, supply, initiative, a test, the end, the battle form.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-battle-window.h"
#include "mst-campaign-page.h"
#include "mst-campaign-window.h"
#include "mst-game-window.h"
#include "mst-ruleset-tables-window.h"
#include "mst-test-util.h"
#include "mst-test-ui.h"


static MstCatalogue *catalogue;

static void
flush (void)
{
  /* Until nothing is left to do, and every campaign session has answered
   * what it was asked (its worker off the window's thread). */
  do
    while (g_main_context_iteration (NULL, FALSE))
      ;
  while (mst_campaign_session_get_n_busy () > 0 && g_main_context_iteration (NULL, TRUE));
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
run_for (guint ms)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add (ms, quit_loop, loop);
  g_main_loop_run (loop);
}

/* A preferences row (or a descendant of one) titled @title. */
static GtkWidget *
find_row (GtkWidget *root, const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_row (c, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
    }
  return NULL;
}

/* The toplevel named @name (gtk_widget_set_name()). */
static gpointer
find_toplevel_named (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0 && gtk_widget_get_visible (w))
        return w;
    }
  return NULL;
}

static gpointer
template_child (gpointer widget, GType type, const char *name)
{
  GObject *object = gtk_widget_get_template_child (widget, type, name);

  g_assert_nonnull (object);
  return object;
}

static MstGameUnit *
unit_named (MstGame *game, const char *name)
{
  GListModel *units = mst_game_get_units (game);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      if (g_strcmp0 (mst_game_unit_get_name (u), name) == 0)
        return u;
    }
  g_assert_not_reached ();
}

static void
activate (gpointer window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  flush ();
}

/* The whole game, step by step, in a campaign of the Army of Italy of
 * minimal.muster: Masséna (Exceptional); Molitor (1er Léger, 6 bases; 16e
 * Ligne, 4); Duhesme (Incompetent: 8e Hussards, 4; a 2-base battery). */
static void
test_game (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-game-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "muster.db", NULL);
  g_autofree char *file = g_build_filename (dir, "games", "game.muster-game", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstForce) stored = NULL;
  g_autoptr(MstGame) game = NULL;
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (3);
  gint64 campaign_id, force_id;
  GtkWidget *window, *row, *tables, *dialog, *form;
  MstGameUnit *ligne;
  int min_width;

  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  store = mst_campaign_store_new (library, catalogue);
  campaign_id = mst_campaign_store_create (store, "Italy 1805", &error);
  force = mst_force_new_from_file (fixture, catalogue, &error);
  g_assert_no_error (error);
  force_id = mst_campaign_store_add_force (store, campaign_id, force, "1805-10-01", &error);
  g_assert_no_error (error);
  stored = mst_library_load (library, force_id, catalogue, &error);
  g_assert_no_error (error);

  /* Start it. */
  game = mst_game_new_for_force (stored, campaign_id);
  g_assert_true (mst_game_set_file (game, file, &error));
  window = GTK_WIDGET (mst_game_window_new (NULL, game, library, catalogue, NULL));
  mst_game_window_set_dice (MST_GAME_WINDOW (window), dice);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  run_for (100);
  g_assert_cmpstr (gtk_label_get_text (template_child (window, MST_TYPE_GAME_WINDOW, "supply_label")), ==, "5 / 5");
  g_assert_cmpstr (adw_action_row_get_subtitle (template_child (window, MST_TYPE_GAME_WINDOW, "turn_row")), ==, "1");
  /* A phone's width: nothing in it needs more than 360 px. */
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 360);

  /* Take hits: 7 on the 16e Ligne, one base gone. */
  ligne = unit_named (game, "16e Ligne");
  row = mst_game_window_get_unit_row (MST_GAME_WINDOW (window), ligne);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "hits")), 7);
  flush ();
  g_assert_cmpuint ((guint) mst_game_unit_get_field (ligne, "hits"), ==, 7);
  g_assert_cmpuint (mst_game_unit_get_losses (ligne), ==, 1);
  g_assert_true (g_str_has_prefix (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "7 hits · 1 base lost of 4"));

  /* Lose a general: Duhesme. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_row (window, "Duhesme")), MST_GENERAL_FATE_LOST);
  flush ();
  g_assert_cmpint (mst_game_general_get_fate (g_list_model_get_item (mst_game_get_generals (game), 2)), ==,
                   MST_GENERAL_FATE_LOST);
  /* Incompetent, he gave no initiative die: still 3. */
  g_assert_cmpuint (mst_game_initiative_pool (game), ==, 3);

  /* Tick a supply die off. */
  activate (window, "game.spend-supply");
  g_assert_cmpstr (gtk_label_get_text (template_child (window, MST_TYPE_GAME_WINDOW, "supply_label")), ==, "4 / 5");

  /* Roll initiative against a pool of 2. */
  gtk_spin_button_set_value (template_child (window, MST_TYPE_GAME_WINDOW, "opponent_spin"), 2);
  activate (window, "game.roll-initiative");
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                "initiative_row")),
                                   "Turn 1: You 3D6 "));

  /* The game measures in base widths whatever unit the player measures
   * inches in: a Drums and Muskets game keeps "3 BW" (000's resilience
   * table) in centimetres too. */
  {
    GtkWidget *near_row = gtk_widget_get_ancestor (mst_test_find_named (row, "general-near"), ADW_TYPE_ACTION_ROW);

    g_assert_cmpint (mst_distance_get_default (), ==, MST_DISTANCE_CENTIMETRES);
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (near_row)), ==, "Its General Within 3 BW");
  }

  /* Test the unit, Molitor marked within 3 BW, with a supply die. */
  gtk_switch_set_active (GTK_SWITCH (mst_test_find_named (row, "general-near")), TRUE);
  flush ();
  g_assert_true (mst_game_unit_get_field (ligne, "general-near"));
  g_signal_emit_by_name (mst_test_find_named (row, "unit-tests"), "clicked");
  run_for (50);
  tables = find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW);
  g_assert_nonnull (tables);
  /* The test forms fit the phone beside the table too. */
  gtk_widget_measure (tables, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  {
    GtkWidget *group = mst_test_find_named (tables, "resilience");

    /* What Muster knows is set: hits this turn, not Zealous, Molitor. */
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (mst_test_find_named (group, "received-any-hits-this-turn"))));
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (mst_test_find_named (group, "are-not-classed-as-zealous"))));
    g_assert_false (gtk_switch_get_active (GTK_SWITCH (mst_test_find_named (group, "testers-have-lost-atleast-50"))));
    g_assert_cmpint (gtk_spin_button_get_value_as_int (
                       GTK_SPIN_BUTTON (mst_test_find_named (group, "for-each-general-in-line-of-command-within-3bw"))), ==, 1);
    /* The supply dice the force has left, beside the supply die. */
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (mst_test_find_named (group, "supply"))),
                              "4 dice left"));
    adw_combo_row_set_selected (ADW_COMBO_ROW (mst_test_find_named (group, "supply")), 1);
    g_signal_emit_by_name (mst_test_find_named (group, "throw"), "clicked");
    flush ();
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (mst_test_find_named (group, "outcome"))),
                              ", supply die "));
  }
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 3);
  g_assert_cmpstr (gtk_label_get_text (template_child (window, MST_TYPE_GAME_WINDOW, "supply_label")), ==, "3 / 5");
  gtk_window_destroy (GTK_WINDOW (tables));
  flush ();

  /* A hold test thrown with real dice and a supply die, the score typed
   * in: the supply die is spent as the score is read. */
  g_signal_emit_by_name (mst_test_find_named (row, "unit-tests"), "clicked");
  run_for (50);
  tables = find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW);
  g_assert_nonnull (tables);
  {
    GtkWidget *group = mst_test_find_named (tables, "hold");
    GtkWidget *entry = mst_test_find_named (group, "typed-throw");

    adw_combo_row_set_selected (ADW_COMBO_ROW (mst_test_find_named (group, "supply")), 1);
    flush ();
    g_assert_cmpuint (mst_game_get_supply_left (game), ==, 3);
    gtk_editable_set_text (GTK_EDITABLE (entry), "14");
    g_signal_emit_by_name (entry, "apply");
    flush ();
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (mst_test_find_named (group, "outcome"))), ==,
                     "Must charge");
  }
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 2);
  /* A hold test's outcome changes nothing the game keeps: nothing to
   * apply; a resilience test's does. */
  {
    g_autoptr(GArray) none = mst_game_outcome_changes (game, ligne, "hold", "Must charge");
    g_autoptr(GArray) some = mst_game_outcome_changes (game, ligne, "resilience", "Break");

    g_assert_cmpuint (none->len, ==, 0);
    g_assert_cmpuint (some->len, ==, 1);
    g_assert_cmpstr (g_array_index (some, MstGameFieldChange, 0).id, ==, "broken");
  }
  gtk_window_close (GTK_WINDOW (tables));
  flush ();

  /* A test's outcome recorded on the unit, as the toast's Apply does:
   * "Forced Retire/1 hit" is one hit more and a retire, one step
   * (000:353). */
  g_assert_true (gtk_widget_activate_action (window, "game.apply-outcome", "(iss)", 1, "resilience",
                                             "Forced Retire/1 hit"));
  flush ();
  g_assert_cmpuint ((guint) mst_game_unit_get_field (ligne, "hits"), ==, 8);
  g_assert_true (mst_game_unit_get_field (ligne, "forced-retire"));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (mst_test_find_named (row, "forced-retire"))));
  activate (window, "game.undo");
  g_assert_cmpuint ((guint) mst_game_unit_get_field (ligne, "hits"), ==, 7);
  g_assert_false (mst_game_unit_get_field (ligne, "forced-retire"));
  activate (window, "game.redo");
  g_assert_cmpuint ((guint) mst_game_unit_get_field (ligne, "hits"), ==, 8);

  /* End the turn: the 16e Ligne took hits and is prompted for a test. */
  activate (window, "game.end-turn");
  run_for (50);
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "16e Ligne"));
  g_assert_null (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "1er Léger"));
  g_assert_cmpuint (mst_game_window_get_pending_tests (MST_GAME_WINDOW (window))->len, ==, 1);
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "test due"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "test");
  run_for (50);
  tables = find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW);
  g_assert_nonnull (tables);
  g_assert_cmpstr (adw_view_switcher_title_get_subtitle (ADW_VIEW_SWITCHER_TITLE (
                     find_type (tables, ADW_TYPE_VIEW_SWITCHER_TITLE))), ==, "For “16e Ligne”, as the game knows it");
  gtk_window_destroy (GTK_WINDOW (tables));
  flush ();
  g_assert_cmpstr (adw_action_row_get_subtitle (template_child (window, MST_TYPE_GAME_WINDOW, "turn_row")), ==, "2");
  /* A new turn: its initiative is not rolled yet, turn 1's roll is not shown. */
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                "initiative_row")),
                                   "Not rolled yet · your pool: "));
  /* With the exact odds of the roll to come, as its pools stand. */
  {
    g_autoptr(MstSide) ours = mst_side_new ("", mst_game_initiative_pool (game), 0);
    g_autoptr(MstSide) theirs = mst_side_new ("", (guint) gtk_spin_button_get_value_as_int (
                                                    template_child (window, MST_TYPE_GAME_WINDOW, "opponent_spin")), 0);
    g_autofree char *chance = mst_odds_format (mst_contest_odds (ours, theirs, FALSE, NULL));
    g_autofree char *want = g_strdup_printf (" · %s to have it", chance);

    g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                  "initiative_row")), want));
    /* A bigger opposing pool, a smaller chance. */
    gtk_spin_button_set_value (template_child (window, MST_TYPE_GAME_WINDOW, "opponent_spin"), 12);
    flush ();
    g_assert_false (g_str_has_suffix (adw_action_row_get_subtitle (template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                   "initiative_row")), want));
  }

  /* Undo and redo in the window. */
  activate (window, "game.undo");
  g_assert_cmpuint (mst_game_get_turn (game), ==, 1);
  activate (window, "game.redo");
  g_assert_cmpuint (mst_game_get_turn (game), ==, 2);

  /* Saved as it went: the file reads back the same state. */
  {
    g_autoptr(MstGame) again = mst_game_new_from_file (file, catalogue, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (mst_game_get_turn (again), ==, 2);
    g_assert_cmpuint (mst_game_get_supply_left (again), ==, 2);
    g_assert_cmpuint ((guint) mst_game_unit_get_field (unit_named (again, "16e Ligne"), "hits"), ==, 8);
  }

  /* End it: the campaign's battle form, filled in. */
  form = GTK_WIDGET (mst_game_window_finish (MST_GAME_WINDOW (window)));
  g_assert_nonnull (form);
  run_for (50);
  g_assert_true (mst_game_get_finished (game));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (template_child (form, MST_TYPE_BATTLE_WINDOW, "supply_spin")), ==, 3);
  {
    GtkWidget *units = template_child (form, MST_TYPE_BATTLE_WINDOW, "units_group");
    GtkWidget *generals = template_child (form, MST_TYPE_BATTLE_WINDOW, "generals_group");
    GtkWidget *ligne_row = find_row (units, "16e Ligne");
    GtkWidget *leger_row = find_row (units, "1er Léger");

    g_assert_nonnull (ligne_row);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_type (ligne_row, GTK_TYPE_SPIN_BUTTON))), ==, 1);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_type (leger_row, GTK_TYPE_SPIN_BUTTON))), ==, 0);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_row (generals, "Duhesme"))), ==, MST_GENERAL_FATE_LOST);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_row (generals, "Masséna"))), ==, MST_GENERAL_FATE_NONE);
  }
  gtk_window_destroy (GTK_WINDOW (form));
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

static void
activate_row (GtkWidget *root, const char *title)
{
  GtkWidget *r = find_row (root, title);

  g_assert_nonnull (r);
  g_signal_emit_by_name (gtk_widget_get_parent (r), "row-activated", r);
  flush ();
}

/* From a force of a campaign: its next battle, played; a second start
 * resumes the same game. */
static void
test_from_campaign (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-game-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "muster.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);
  g_autoptr(MstForce) force = mst_force_new_from_file (fixture, catalogue, &error);
  g_autofree char *first_file = NULL;
  gint64 campaign_id, force_id;
  GtkWidget *campaigns, *game_window;
  MstGame *game;

  campaign_id = mst_campaign_store_create (store, "Italy 1805", &error);
  force_id = mst_campaign_store_add_force (store, campaign_id, force, "1805-10-01", &error);
  g_assert_no_error (error);

  campaigns = GTK_WIDGET (mst_campaign_window_new (NULL, library, catalogue, NULL));
  gtk_window_present (GTK_WINDOW (campaigns));
  flush ();
  activate_row (campaigns, "Italy 1805");
  activate_row (campaigns, "Army of Italy");
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (campaigns, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.play", NULL));
  run_for (50);
  game_window = find_toplevel (MST_TYPE_GAME_WINDOW);
  g_assert_nonnull (game_window);
  game = mst_game_window_get_game (MST_GAME_WINDOW (game_window));
  g_assert_cmpint (mst_game_get_campaign_id (game), ==, campaign_id);
  g_assert_cmpint (mst_game_get_force_id (game), ==, force_id);
  g_assert_nonnull (mst_game_get_file (game));
  first_file = g_strdup (mst_game_get_file (game));
  g_assert_true (mst_game_add_losses (game, unit_named (game, "1er Léger"), 3, NULL));
  gtk_window_destroy (GTK_WINDOW (game_window));
  flush ();

  /* Started again: the same game, its hits kept. */
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (campaigns, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.play", NULL));
  run_for (50);
  game_window = find_toplevel (MST_TYPE_GAME_WINDOW);
  g_assert_nonnull (game_window);
  game = mst_game_window_get_game (MST_GAME_WINDOW (game_window));
  g_assert_cmpstr (mst_game_get_file (game), ==, first_file);
  g_assert_cmpuint ((guint) mst_game_unit_get_field (unit_named (game, "1er Léger"), "hits"), ==, 3);
  gtk_window_destroy (GTK_WINDOW (game_window));
  gtk_window_destroy (GTK_WINDOW (campaigns));
  flush ();
  g_unlink (first_file);
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* A game of @fixture's force in its window at a phone's width. */
static GtkWidget *
open_game (const char *fixture, MstGame **game_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", fixture, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  GtkWidget *window;
  int min_width;

  g_assert_no_error (error);
  *game_out = mst_game_new_for_force (force, 0);
  window = GTK_WIDGET (mst_game_window_new (NULL, *game_out, NULL, catalogue, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  run_for (100);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 360);
  return window;
}

static MstGameUnit *
game_unit (MstGame *game, const char *label)
{
  GListModel *units = mst_game_get_units (game);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);

      if (g_strcmp0 (mst_game_unit_get_label (u), label) == 0)
        return u;
    }
  g_error ("no unit %s", label);
  return NULL;
}

/* The titles of the rows of the "Called For" group, one a line. */
static char *
called_for (GtkWidget *window)
{
  GtkWidget *group = GTK_WIDGET (gtk_widget_get_template_child (window, MST_TYPE_GAME_WINDOW, "due_group"));
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *row;

  if (!gtk_widget_get_visible (group))
    return g_strdup ("");
  for (row = mst_test_find_named (group, "due"); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row))
      g_string_append_printf (text, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Revolutionary Wars in the window: each battalion's platoons lost and
 * order; a battalion wiped out is called for (001:1242-1246); no supply
 * dice nor initiative, which its rules do not have. */
static void
test_revolutionary_wars_game (void)
{
  g_autoptr(MstGame) game = NULL;
  GtkWidget *window = open_game ("revolutionary-girard.muster", &game);
  MstGameUnit *first = game_unit (game, "1er bataillon, 34e de Ligne");
  GtkWidget *row = mst_game_window_get_unit_row (MST_GAME_WINDOW (window), first);
  g_autofree char *due = NULL;

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                     "supply_row"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                     "initiative_group"))));
  /* Six platoons lost of eight, typed in its row: wiped out. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "platoons-lost")), 6);
  flush ();
  g_assert_cmpint (mst_game_unit_get_field (first, "platoons-lost"), ==, 6);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==, "2 platoons left of 8");
  due = called_for (window);
  g_assert_cmpstr (due, ==, "“1er bataillon, 34e de Ligne” has 2 platoons left: it is wiped out and removed "
                            "(001:1242-1246).\n");
  /* Shaken, from its dropdown; the summary says so. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (mst_test_find_named (row, "state")), 1);
  flush ();
  g_assert_cmpint (mst_game_unit_get_field (first, "state"), ==, 1);
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "Shaken"));
  /* Undo takes it back, and the row follows. */
  mst_history_undo (mst_game_get_history (game));
  flush ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (mst_test_find_named (row, "state"))), ==, 0);
  /* More than it has is refused: the spin button goes back. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "platoons-lost")), 8);
  flush ();
  /* Shattered: its tests open from its row with that state set, the
   * re-roll of its successes applied (001:603-612). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (mst_test_find_named (row, "state")), 2);
  flush ();
  g_signal_emit_by_name (mst_test_find_named (row, "unit-tests"), "clicked");
  flush ();
  {
    GtkWidget *tables = find_toplevel_named ("unit-tests");
    GtkWidget *state;

    g_assert_nonnull (tables);
    state = mst_test_find_named (tables, "state");
    g_assert_nonnull (state);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (state)), ==, 2);
    gtk_window_destroy (GTK_WINDOW (tables));
    flush ();
  }
  gtk_widget_activate_action (window, "game.end-turn", NULL);
  flush ();
  g_assert_cmpuint (mst_game_get_turn (game), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* A game in no campaign, finished: what it came to in a few lines, and a
 * campaign of the library to record it in, through the battle form filled
 * in from the game. */
static void
test_finish_summary (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "revolutionary-girard.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-finish-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "muster.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(MstGame) game = NULL;
  GtkWidget *window, *dialog, *form;
  gint64 campaign;

  g_assert_no_error (error);
  campaign = mst_campaign_store_create (store, "Italy 1799", &error);
  g_assert_no_error (error);
  game = mst_game_new_for_force (force, 0);
  window = GTK_WIDGET (mst_game_window_new (NULL, game, library, catalogue, NULL));
  gtk_window_present (GTK_WINDOW (window));
  run_for (100);
  g_assert_true (mst_game_set_field (game, game_unit (game, "10e Hussards"), "platoons-lost", "1", &error));
  g_assert_no_error (error);
  gtk_widget_activate_action (window, "game.end-turn", NULL);
  run_for (50);
  gtk_widget_activate_action (window, "game.finish", NULL);
  run_for (50);
  dialog = find_toplevel_named ("game-summary");
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Ended in turn 2\n10e Hussards: 3 platoons left of 4");
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "record"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "record");
  run_for (100);
  /* The force joined the campaign; its battle form is filled in. */
  form = find_toplevel (MST_TYPE_BATTLE_WINDOW);
  g_assert_nonnull (form);
  {
    g_autoptr(GPtrArray) forces = mst_campaign_store_list_forces (store, campaign, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (forces->len, ==, 1);
  }
  gtk_window_destroy (GTK_WINDOW (form));
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* Napoleonic Skirmish: each figure's fate; a unit below half its
 * strength is in critical morale (004:345). */
static void
test_skirmish_game (void)
{
  g_autoptr(MstGame) game = NULL;
  GtkWidget *window = open_game ("skirmish-french.muster", &game);
  MstGameUnit *grenadiers = game_unit (game, "Grenadiers du 9e");
  GtkWidget *row = mst_game_window_get_unit_row (MST_GAME_WINDOW (window), grenadiers);
  g_autofree char *due = NULL;

  /* A skirmish side's leaders are its units: no generals shown. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                     "generals_group"))));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "killed")), 8);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "captured")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "lightly-wounded")), 2);
  flush ();
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==,
                   "9 figures left of 20 · Lightly wounded: 2 · Killed: 8 · Captured: 3");
  due = called_for (window);
  g_assert_nonnull (strstr (due, "“Grenadiers du 9e” has 9 of its 20 figures: its morale is critical"));
  /* 2 + 8 + 3 counted of 20: 8 more heavily wounded would be too many. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "heavily-wounded")), 8);
  flush ();
  g_assert_cmpint (mst_game_unit_get_field (grenadiers, "heavily-wounded"), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (mst_test_find_named (row, "heavily-wounded"))),
                   ==, 0);
  gtk_switch_set_active (GTK_SWITCH (mst_test_find_named (row, "routed")), TRUE);
  flush ();
  g_assert_true (gtk_widget_has_css_class (row, "dim-label"));
  /* The activation deck: a card turned up says whose unit acts. */
  {
    GtkWidget *deck = mst_test_find_named (window, "deck");
    GtkWidget *deck_row;
    const char *said;

    g_assert_nonnull (deck);
    g_signal_emit_by_name (mst_test_find_named (deck, "draw"), "clicked");
    flush ();
    deck_row = gtk_widget_get_ancestor (mst_test_find_named (deck, "draw"), ADW_TYPE_ACTION_ROW);
    said = adw_action_row_get_subtitle (ADW_ACTION_ROW (deck_row));
    g_assert_true (strstr (said, "French unit") != NULL || strstr (said, "Allied unit") != NULL
                   || strstr (said, "joker") != NULL);
    g_assert_true (g_str_has_suffix (said, "53 cards left"));
    g_signal_emit_by_name (mst_test_find_named (deck, "shuffle"), "clicked");
    flush ();
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (deck_row)), ==, "54 cards left");
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* Brigade Command: stands lost in a turn call for a morale test as the
 * turn ends (003:357). */
static void
test_brigade_game (void)
{
  g_autoptr(MstGame) game = NULL;
  GtkWidget *window = open_game ("brigade-french.muster", &game);
  MstGameUnit *ligne = game_unit (game, "14e de Ligne");
  GtkWidget *row = mst_game_window_get_unit_row (MST_GAME_WINDOW (window), ligne);
  GtkWidget *dialog;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (row, "stands-lost")), 2);
  flush ();
  /* What they take from its fire: "-1D10 per stand unable to fire … or
   * lost" (003:142). */
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==,
                   "3 stands left of 5 · 2 firing dice fewer");
  gtk_widget_activate_action (window, "game.end-turn", NULL);
  flush ();
  dialog = GTK_WIDGET (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "“14e de Ligne” lost 2 stands this turn: a morale test (003:357).");
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush ();
  /* The test stays under Called For through the turn, thrown from there
   * with the regiment's two stands lost counted (003:363) and its
   * training from its list. */
  {
    GtkWidget *tables, *morale;

    g_assert_nonnull (find_row (window, "“14e de Ligne” lost 2 stands this turn: a morale test (003:357)."));
    g_signal_emit_by_name (mst_test_find_named (window, "due-test"), "clicked");
    flush ();
    tables = find_toplevel_named ("unit-tests");
    g_assert_nonnull (tables);
    g_assert_cmpstr (adw_view_switcher_title_get_subtitle (ADW_VIEW_SWITCHER_TITLE (find_type (tables, ADW_TYPE_VIEW_SWITCHER_TITLE))),
                     ==, "For “14e de Ligne”, as the game knows it");
    morale = mst_test_find_named (tables, "morale");
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (mst_test_find_named (morale, "stand-lost"))), ==, 2);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (mst_test_find_named (morale, "training"))), !=, 0);
    g_assert_true (gtk_window_get_focus (GTK_WINDOW (tables)) == mst_test_find_named (morale, "throw"));
    gtk_window_destroy (GTK_WINDOW (tables));
    flush ();
  }

  /* A division's orders given in play, in its group (it has no regiments
   * of its own): Saint-Hilaire on Seize needs a brigade under him on
   * Seize (003:17-19), and Morand's holds, which the window says at once. */
  {
    GtkWidget *orders = mst_test_find_named (window, "command-orders");
    GtkWidget *group = gtk_widget_get_ancestor (orders, ADW_TYPE_PREFERENCES_GROUP);
    MstCommand *division = mst_force_get_command (mst_game_get_force (game), 0);
    const char *due = "Saint-Hilaire’s division is on Seize, which needs at least one under it on Seize, the others "
                      "on Support or Manoeuvre (003:17-19).";
    g_autofree char *dir = g_dir_make_tmp ("muster-bc-XXXXXX", NULL);
    g_autofree char *file = g_build_filename (dir, "orders.muster-game", NULL);

    g_assert_true (mst_game_set_file (game, file, NULL));

    g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==, "Division — Saint-Hilaire");
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (orders)), ==, 0);
    /* Morand's brigade holds. */
    g_assert_true (mst_game_set_command_attr (game, 1, "orders", "hold", NULL));
    adw_combo_row_set_selected (ADW_COMBO_ROW (orders), 1);
    flush ();
    g_assert_cmpstr (mst_command_get_attr (division, "orders"), ==, "seize");
    g_assert_nonnull (find_row (window, due));
    /* Undone: no orders, nothing called for. */
    activate (window, "game.undo");
    g_assert_null (mst_command_get_attr (division, "orders"));
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (orders)), ==, 0);
    g_assert_null (find_row (window, due));
    activate (window, "game.redo");
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (orders)), ==, 1);
    /* Kept in the game's file, not the force's: read back, the game has it. */
    {
      g_autoptr(MstGame) again = mst_game_new_from_file (mst_game_get_file (game), catalogue, NULL);

      g_assert_nonnull (again);
      g_assert_cmpstr (mst_command_get_attr (mst_force_get_command (mst_game_get_force (again), 0), "orders"), ==,
                       "seize");
    }
    g_assert_cmpint (g_unlink (file), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* Two forces at one table in one window, at a phone's width: scouting
 * gave one the attack, the other side is a click (or Ctrl+Page Down) away,
 * initiative is rolled from both forces' generals. */
static void
test_two_forces_game (void)
{
  g_autofree char *a_path = g_test_build_filename (G_TEST_DIST, "fixtures", "sample-french.muster", NULL);
  g_autofree char *b_path = g_test_build_filename (G_TEST_DIST, "fixtures", "sample-british.muster", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-two-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "muster.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);
  g_autoptr(MstForce) french_file = mst_force_new_from_file (a_path, catalogue, &error);
  g_autoptr(MstForce) british_file = mst_force_new_from_file (b_path, catalogue, &error);
  g_autoptr(MstForce) french = NULL;
  g_autoptr(MstForce) british = NULL;
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (4);
  AdwWindowTitle *title;
  MstGame *game, *opponent;
  GtkWidget *window, *dialog;
  int min_width;
  const char *role;
  gint64 campaign, french_id, british_id;

  g_assert_no_error (error);
  /* Both in one campaign: the game's battles are recorded in it. */
  campaign = mst_campaign_store_create (store, "Salamanca", &error);
  french_id = mst_campaign_store_add_force (store, campaign, french_file, "1812-07-01", &error);
  british_id = mst_campaign_store_add_force (store, campaign, british_file, "1812-07-01", &error);
  g_assert_no_error (error);
  french = mst_library_load (library, french_id, catalogue, &error);
  british = mst_library_load (library, british_id, catalogue, &error);
  g_assert_no_error (error);
  window = GTK_WIDGET (mst_game_window_play_against (NULL, french, british, library, catalogue, NULL, dice, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  run_for (100);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 360);

  game = mst_game_window_get_game (MST_GAME_WINDOW (window));
  opponent = mst_game_get_opponent (game);
  g_assert_nonnull (opponent);
  /* Scouting gave the roles: one attacks, the other defends. */
  role = mst_game_get_role (game);
  g_assert_nonnull (role);
  g_assert_cmpstr (mst_game_get_role (opponent), ==, g_str_equal (role, "attacker") ? "defender" : "attacker");
  title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (window, MST_TYPE_GAME_WINDOW, "window_title"));
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "IIIe Corps de la Grande Armée, Auerstaedt");
  g_assert_true (g_str_has_suffix (adw_window_title_get_subtitle (title), role));
  g_assert_nonnull (mst_game_window_get_unit_row (MST_GAME_WINDOW (window), game_unit (game, "25e de Ligne")));

  /* The other side, with one click. */
  g_signal_emit_by_name (mst_test_find_named (window, "switch-side"), "clicked");
  flush ();
  g_assert_true (mst_game_window_get_game (MST_GAME_WINDOW (window)) == opponent);
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Army of Portugal, Salamanca 1812");
  g_assert_nonnull (mst_game_window_get_unit_row (MST_GAME_WINDOW (window), game_unit (opponent, "74th Highlanders")));
  g_assert_null (mst_game_window_get_unit_row (MST_GAME_WINDOW (window), game_unit (game, "25e de Ligne")));
  /* Its hits are its own. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (
                               mst_game_window_get_unit_row (MST_GAME_WINDOW (window),
                                                             game_unit (opponent, "74th Highlanders")), "hits")), 6);
  flush ();
  g_assert_cmpuint ((guint) mst_game_unit_get_field (game_unit (opponent, "74th Highlanders"), "hits"), ==, 6);
  g_assert_cmpuint ((guint) mst_game_unit_get_field (game_unit (game, "25e de Ligne"), "hits"), ==, 0);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);

  /* Initiative from both forces' generals still on the table
   * (000:1262-1273): five dice and six (muster-cli pools). */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (window, MST_TYPE_GAME_WINDOW,
                                                                                     "opponent_row"))));
  gtk_widget_activate_action (window, "game.roll-initiative", NULL);
  flush ();
  g_assert_nonnull (strstr (mst_game_get_initiative_log (game), "A 5D6 "));
  g_assert_nonnull (strstr (mst_game_get_initiative_log (game), "B 6D6 "));

  /* And back, with the key. */
  gtk_widget_activate_action (window, "game.switch-side", NULL);
  flush ();
  g_assert_true (mst_game_window_get_game (MST_GAME_WINDOW (window)) == game);

  /* Chosen from the campaign's other forces as the force page offers
   * them: the game of the one picked opens. */
  {
    g_autoptr(GPtrArray) others = mst_campaign_store_list_forces (store, campaign, &error);
    GtkWidget *chooser, *second;

    g_assert_no_error (error);
    mst_game_window_choose_opponent (NULL, french, others, library, catalogue, NULL);
    run_for (50);
    chooser = find_toplevel_named ("play-against");
    g_assert_nonnull (chooser);
    g_assert_cmpstr (gtk_widget_get_name (chooser), ==, "play-against");
    /* By name: the Army of Portugal first. */
    gtk_drop_down_set_selected (GTK_DROP_DOWN (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (chooser))), 0);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (chooser), "play");
    run_for (100);
    second = NULL;
    {
      g_autoptr(GList) windows = gtk_window_list_toplevels ();

      for (GList *l = windows; l != NULL; l = l->next)
        if (MST_IS_GAME_WINDOW (l->data) && l->data != window)
          second = l->data;
    }
    g_assert_nonnull (second);
    g_assert_cmpstr (mst_force_get_name (mst_game_get_force (mst_game_get_opponent (
                       mst_game_window_get_game (MST_GAME_WINDOW (second))))), ==, "Army of Portugal, Salamanca 1812");
    gtk_window_destroy (GTK_WINDOW (second));
    flush ();
  }

  /* Finished, the British won: a battle for each force, in one go. */
  gtk_widget_activate_action (window, "game.finish", NULL);
  run_for (50);
  dialog = find_toplevel_named ("finish-two-forces");
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "second");
  run_for (50);
  g_assert_true (mst_game_get_finished (game));
  {
    g_autoptr(GPtrArray) ours = mst_campaign_store_list_battles (store, 0, french_id, FALSE, &error);
    g_autoptr(GPtrArray) theirs = mst_campaign_store_list_battles (store, 0, british_id, FALSE, &error);
    MstBattle *a, *b;

    g_assert_no_error (error);
    g_assert_cmpuint (ours->len, ==, 1);
    g_assert_cmpuint (theirs->len, ==, 1);
    a = g_ptr_array_index (ours, 0);
    b = g_ptr_array_index (theirs, 0);
    g_assert_cmpint (mst_battle_get_result (a), ==, MST_BATTLE_RESULT_LOST);
    g_assert_cmpint (mst_battle_get_result (b), ==, MST_BATTLE_RESULT_WON);
    g_assert_cmpstr (mst_battle_get_opponent (a), ==, "Army of Portugal, Salamanca 1812");
    g_assert_cmpstr (mst_battle_get_opponent (b), ==, "IIIe Corps de la Grande Armée, Auerstaedt");
    g_assert_cmpint (mst_battle_get_role (a), !=, mst_battle_get_role (b));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  /* The player measures in centimetres: the game's distances are base
   * widths, which stay base widths. */
  mst_distance_set_default (MST_DISTANCE_CENTIMETRES);
  g_test_add_func ("/muster/ui/game/play", test_game);
  g_test_add_func ("/muster/ui/game/from-campaign", test_from_campaign);
  g_test_add_func ("/muster/ui/game/revolutionary-wars", test_revolutionary_wars_game);
  g_test_add_func ("/muster/ui/game/skirmish", test_skirmish_game);
  g_test_add_func ("/muster/ui/game/brigade", test_brigade_game);
  g_test_add_func ("/muster/ui/game/two-forces", test_two_forces_game);
  g_test_add_func ("/muster/ui/game/finish-summary", test_finish_summary);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
