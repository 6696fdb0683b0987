/* test-ui-table.c: the scouting and test-table windows, driven as a player would.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-compare-window.h"
#include "mst-scouting-window.h"
#include "mst-ruleset-tables-window.h"
#include "mst-test-util.h"
#include "mst-test-ui.h"

static MstCatalogue *catalogue;

static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gpointer
child (GtkWidget *window, GType type, const char *name)
{
  GObject *object = gtk_widget_get_template_child (window, type, name);

  g_assert_nonnull (object);
  return object;
}

/* The control a window named after a situation id, below @root. */
static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (list)); c != NULL; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

static void
test_scouting_window (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstForce) current = NULL;
  g_autoptr(GPtrArray) units = NULL;
  GtkWidget *window;
  GType type = MST_TYPE_SCOUTING_WINDOW;
  AdwComboRow *force_b;
  AdwActionRow *attacker;
  const char *verdict;

  g_assert_no_error (error);
  g_assert_cmpint (mst_library_import_file (library, path, catalogue, &error), ==, 1);
  g_assert_no_error (error);
  current = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);

  window = GTK_WIDGET (mst_scouting_window_new (NULL, library, catalogue, current));
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* Your side: the open force, its pool counted (minimal.muster: 5). */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (child (window, type, "pool_a_spin")), ==, 5);
  g_assert_false (gtk_widget_get_sensitive (child (window, type, "pool_a_spin")));
  /* The opponent: the same army from the library (the open one, the
   * library's, a typed-in pool). */
  force_b = child (window, type, "force_b_row");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (force_b)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (force_b), ==, 2);
  adw_combo_row_set_selected (force_b, 1);
  settle ();
  g_assert_cmpint (gtk_spin_button_get_value_as_int (child (window, type, "pool_b_spin")), ==, 5);
  /* The odds before any roll: equal pools, even chances. */
  g_assert_cmpstr (adw_preferences_row_get_title (child (window, type, "odds_row")), ==,
                   "Army of Italy the attacker 50.0%, Army of Italy 50.0%");

  /* One roll. */
  gtk_editable_set_text (child (window, type, "seed_row"), "42");
  gtk_switch_set_active (child (window, type, "supply_a_switch"), TRUE);
  settle ();
  /* A supply die: 6D6 against 5D6 (000:1203, 1208); the odds follow. */
  {
    g_autoptr(MstSide) six = mst_side_new ("A", 6, 2);
    g_autoptr(MstSide) five = mst_side_new ("B", 5, 2);
    g_autofree char *p = mst_odds_format (mst_contest_odds (six, five, TRUE, NULL));
    g_autofree char *q = mst_odds_format (1 - mst_contest_odds (six, five, TRUE, NULL));
    g_autofree char *want = g_strdup_printf ("Army of Italy the attacker %s, Army of Italy %s", p, q);

    g_assert_cmpstr (adw_preferences_row_get_title (child (window, type, "odds_row")), ==, want);
    g_assert_cmpstr (p, !=, "50.0%");
  }
  g_signal_emit_by_name (child (window, type, "roll_button"), "clicked");
  settle ();
  g_assert_true (gtk_widget_get_visible (child (window, type, "result_group")));
  attacker = child (window, type, "attacker_row");
  verdict = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (attacker));
  g_assert_true (g_str_has_suffix (verdict, " the defender."));
  g_assert_nonnull (strstr (verdict, "Army of Italy is the attacker"));
  g_assert_cmpstr (adw_action_row_get_subtitle (attacker), ==, "Seed 42");
  /* Each side threw once at least; two commands a side go down. */
  g_assert_cmpuint (count_rows (child (window, type, "throws_list")), >=, 2);
  g_assert_cmpuint (count_rows (child (window, type, "order_list")), ==, 4);

  /* An opponent typed in whose list always defends: no throw at all. */
  adw_combo_row_set_selected (force_b, 2);
  settle ();
  gtk_spin_button_set_value (child (window, type, "pool_b_spin"), 12);
  gtk_switch_set_active (child (window, type, "defender_b_switch"), TRUE);
  settle ();
  g_assert_cmpstr (adw_preferences_row_get_title (child (window, type, "odds_row")), ==,
                   "Army of Italy the attacker 100.0%, Opponent 0.0%");
  g_assert_cmpstr (adw_action_row_get_subtitle (child (window, type, "odds_row")), ==,
                   "Decided without a throw: one list is always the defender");
  g_signal_emit_by_name (child (window, type, "roll_button"), "clicked");
  settle ();
  verdict = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (attacker));
  g_assert_cmpstr (verdict, ==, "Opponent’s list is always the defender: Army of Italy is the attacker without a roll.");
  g_assert_false (gtk_widget_get_visible (child (window, type, "throws_group")));

  /* Resilience for the open force, then undone. */
  g_signal_emit_by_name (child (window, type, "resilience_button"), "clicked");
  settle ();
  g_assert_cmpuint (count_rows (child (window, type, "resilience_list")), ==, 5);
  units = mst_force_list_units (current);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      g_assert_nonnull (mst_deploy_get_grade (unit));
      g_assert_cmpuint (mst_deploy_get_die (unit), >=, 1);
    }
  g_assert_true (gtk_widget_activate_action (window, "scouting.undo-resilience", NULL));
  settle ();
  for (guint i = 0; i < units->len; i++)
    g_assert_null (mst_deploy_get_grade (g_ptr_array_index (units, i)));

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_clear_object (&library);
  g_unlink (db);
  {
    g_autofree char *wal = g_strconcat (db, "-wal", NULL);
    g_autofree char *shm = g_strconcat (db, "-shm", NULL);
    g_unlink (wal);
    g_unlink (shm);
  }
  g_rmdir (dir);
}

/* The widget named @name below the group of test @test_id. */
static GtkWidget *
in_test (GtkWidget *window, const char *test_id, const char *name)
{
  GtkWidget *group = mst_test_find_named (window, test_id);
  GtkWidget *found;

  g_assert_nonnull (group);
  found = mst_test_find_named (group, name);
  if (found == NULL)
    g_error ("the test “%s” has no widget named “%s”", test_id, name);
  return found;
}

/* The score the player threw, typed in and applied; the outcome's row. */
static AdwActionRow *
type_throw (GtkWidget *window, const char *test_id, const char *score)
{
  GtkWidget *entry = in_test (window, test_id, "typed-throw");

  gtk_editable_set_text (GTK_EDITABLE (entry), score);
  g_signal_emit_by_name (entry, "apply");
  settle ();
  return ADW_ACTION_ROW (in_test (window, test_id, "outcome"));
}

static const char *
title_of (gpointer row)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static void
wait_for_odds (GtkWidget *row)
{
  gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  settle ();
  while (g_strcmp0 (title_of (row), "Counting the odds…") == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, until);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
set_switch (GtkWidget *window, const char *test_id, const char *id, gboolean on)
{
  gtk_switch_set_active (GTK_SWITCH (in_test (window, test_id, id)), on);
}

/* Drums and Muskets' tests in the one window every rule set has, the
 * player's preferred dice (1D12) picked for him: a resilience test in a
 * charge and a hold test, the score typed in or thrown, with the exact
 * odds of the inputs as they are. */
static void
test_tables_window (void)
{
  MstRuleset *rs = mst_ruleset_lookup ("drums-and-muskets");
  GtkWidget *window;
  AdwActionRow *outcome;
  GtkWidget *odds;

  window = GTK_WIDGET (mst_ruleset_tables_window_new (NULL, rs));
  mst_ruleset_tables_window_set_test_dice (MST_RULESET_TABLES_WINDOW (window), "1d12");
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Drums and Muskets: Tests and Charts");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (in_test (window, "resilience", "dice"))), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (in_test (window, "hold", "dice"))), ==, 1);
  /* Nothing thrown yet: no outcome. */
  g_assert_cmpstr (title_of (in_test (window, "resilience", "outcome")), ==, "Not thrown yet");

  /* A charge: Determined (+2) and two generals within 3BW (+1 each,
   * 000:290-292), 3 on the 1D12: 7, Carry On (000:338-355). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (in_test (window, "resilience", "context")), 1);
  set_switch (window, "resilience", "are-classed-as-determined", TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (in_test (window, "resilience",
                                                       "for-each-general-in-line-of-command-within-3bw")), 2);
  outcome = type_throw (window, "resilience", "3");
  g_assert_cmpstr (title_of (outcome), ==, "Carry On");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), "score: 3 + 4 = 7"));
  /* The odds beside the throw: 1D12 + 4 in a charge scores 5 to 16; 5 and
   * 6 Stand, 7 up Carry On: 2/12 and 10/12. */
  odds = in_test (window, "resilience", "odds");
  wait_for_odds (odds);
  g_assert_cmpstr (title_of (odds), ==, "Odds: most likely Carry On, 83.3%");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (odds)), ==, "83.3%  Carry On\n16.7%  Stand");
  /* Charge, 5: Stand. */
  outcome = type_throw (window, "resilience", "1");
  g_assert_cmpstr (title_of (outcome), ==, "Stand");
  /* A 1D12 throws no 0. */
  outcome = type_throw (window, "resilience", "0");
  g_assert_cmpstr (title_of (outcome), ==, "Cannot throw");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), "0 is not a score 1D12 can throw (1 to 12)"));

  /* Thrown by Muster: the die and the score it makes. */
  g_signal_emit_by_name (in_test (window, "resilience", "throw"), "clicked");
  settle ();
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (outcome), "Thrown: 1D12 "));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), " + 4 = "));

  /* The hold test: Determined +2, 5 thrown: 7 must charge (000:391-392);
   * 1D12 + 2 must charge on 5 to 12, 8/12. */
  set_switch (window, "hold", "are-classed-as-determined", TRUE);
  outcome = type_throw (window, "hold", "5");
  g_assert_cmpstr (title_of (outcome), ==, "Must charge");
  odds = in_test (window, "hold", "odds");
  wait_for_odds (odds);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (odds)), ==,
                   "66.7%  Must charge\n33.3%  Does not have to charge");

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

static void
on_tested (GtkWidget *window, const char *test_id, MstTestOutcome *outcome, int *most)
{
  g_assert_cmpstr (test_id, ==, "hold");
  g_assert_cmpuint (outcome->supply_dice, ==, 1);
  most[0]++;
  most[1] = MAX (most[1], outcome->thrown);
}

/* A supply die added to a hold test (the score may then pass 12,
 * 000:81-83); rows that cannot both be true of a unit are refused, and
 * no odds counted for them; with no supply die left, none is added. */
static void
test_tables_supply_and_refusal (void)
{
  MstRuleset *rs = mst_ruleset_lookup ("drums-and-muskets");
  GtkWidget *window, *supply;
  AdwActionRow *outcome;
  GtkWidget *odds;
  int tested[2] = { 0, 0 };

  window = GTK_WIDGET (mst_ruleset_tables_window_new (NULL, rs));
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* 2D6 and a supply die throw 3 to 18. */
  supply = in_test (window, "hold", "supply");
  adw_combo_row_set_selected (ADW_COMBO_ROW (supply), 1);
  outcome = type_throw (window, "hold", "2");
  g_assert_cmpstr (title_of (outcome), ==, "Cannot throw");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), "(3 to 18)"));

  /* Typed in: 15 with Lackluster (−2) is 13, must charge. */
  set_switch (window, "hold", "are-classed-as-lackluster", TRUE);
  outcome = type_throw (window, "hold", "15");
  g_assert_cmpstr (title_of (outcome), ==, "Must charge");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), "15 − 2 = 13"));

  /* Determined too: refused, not summed, and no odds counted. */
  set_switch (window, "hold", "are-classed-as-determined", TRUE);
  outcome = type_throw (window, "hold", "15");
  g_assert_cmpstr (title_of (outcome), ==, "Cannot throw");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), "Lackluster"));
  odds = in_test (window, "hold", "odds");
  wait_for_odds (odds);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (odds)), "Lackluster"));
  set_switch (window, "hold", "are-classed-as-determined", FALSE);

  /* Thrown by Muster with the supply die: each said, the score above 12
   * about one throw in four; each throw told to whoever opened the
   * window, with the supply die it spent. */
  g_signal_connect (window, "tested", G_CALLBACK (on_tested), tested);
  for (guint i = 0; i < 40; i++)
    {
      g_signal_emit_by_name (in_test (window, "hold", "throw"), "clicked");
      settle ();
      g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (outcome), "Thrown: 2D6 "));
      g_assert_nonnull (strstr (adw_action_row_get_subtitle (outcome), ", supply die "));
    }
  g_assert_cmpint (tested[0], ==, 40);
  g_assert_cmpint (tested[1], >, 12);

  /* None left in the force's supply: none can be added. */
  mst_ruleset_tables_window_set_supply_left (MST_RULESET_TABLES_WINDOW (window), 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (supply)), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (supply));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (supply)), "0 dice left"));

  /* The resilience test refuses them too: Determined and Lackluster. */
  set_switch (window, "resilience", "are-classed-as-determined", TRUE);
  set_switch (window, "resilience", "are-classed-as-lackluster", TRUE);
  outcome = type_throw (window, "resilience", "8");
  g_assert_cmpstr (title_of (outcome), ==, "Cannot throw");

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* The value in column @name ("value-a", "value-b") of the comparison's
 * line @id. */
static const char *
compared (GtkWidget *window, const char *id, const char *name)
{
  GtkWidget *row = mst_test_find_named (child (window, MST_TYPE_COMPARE_WINDOW, "rows_list"), id);

  g_assert_nonnull (row);
  return gtk_label_get_text (GTK_LABEL (mst_test_find_named (row, name)));
}

/* Two forces side by side at a phone's width: their totals, pools, the
 * scouting odds and each one's findings; a force of another rule set is
 * not offered. */
static void
test_compare_window (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstForce) french = NULL;
  const char *const fixtures[] = { "sample-french.muster", "sample-british.muster", "brigade-french.muster" };
  GtkWidget *window;
  AdwComboRow *against;
  int min_width;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = mst_test_fixture (fixtures[i]);

      g_assert_cmpint (mst_library_import_file (library, path, catalogue, &error), >=, 1);
      g_assert_no_error (error);
      if (i == 0)
        french = mst_force_new_from_file (path, catalogue, &error);
    }
  g_assert_no_error (error);

  window = GTK_WIDGET (mst_compare_window_new (NULL, library, catalogue, french));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* Against: the library's Drums and Muskets forces, by name (the French
   * opened from a file is in the library too), never the brigade game's:
   * the British first. */
  against = child (window, MST_TYPE_COMPARE_WINDOW, "force_b_row");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (against)), ==, 2);
  g_assert_cmpstr (compared (window, "force", "value-b"), ==, "Army of Portugal, Salamanca 1812");
  g_assert_cmpstr (compared (window, "units", "value-a"), ==, "11 units");
  g_assert_cmpstr (compared (window, "strength", "value-a"), ==, "54 bases");
  g_assert_cmpstr (compared (window, "strength", "value-b"), ==, "53 bases");
  /* Pools as the editor counts them (muster-cli pools: 9 and 12). */
  g_assert_cmpstr (compared (window, "scouting", "value-a"), ==, "9");
  g_assert_cmpstr (compared (window, "scouting", "value-b"), ==, "12");
  /* 9D6 against 12D6: the odds as the scouting window counts them. */
  {
    g_autoptr(MstSide) a = mst_side_new ("A", 9, 2);
    g_autoptr(MstSide) b = mst_side_new ("B", 12, 2);
    double p = mst_contest_odds (a, b, TRUE, NULL);
    g_autofree char *pa = mst_odds_format (p);
    g_autofree char *pb = mst_odds_format (1 - p);

    g_assert_cmpstr (compared (window, "attacker", "value-a"), ==, pa);
    g_assert_cmpstr (compared (window, "attacker", "value-b"), ==, pb);
  }
  g_assert_cmpstr (compared (window, "findings", "value-a"), ==, "No problems found");
  g_assert_cmpstr (adw_preferences_group_get_title (child (window, MST_TYPE_COMPARE_WINDOW, "findings_b_group")), ==,
                   "Army of Portugal, Salamanca 1812");

  /* A phone's width: nothing in it needs more than 360 px. */
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/ui/scouting-window", test_scouting_window);
  g_test_add_func ("/muster/ui/tables-window", test_tables_window);
  g_test_add_func ("/muster/ui/tables-supply-and-refusal", test_tables_supply_and_refusal);
  g_test_add_func ("/muster/ui/compare-window", test_compare_window);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
