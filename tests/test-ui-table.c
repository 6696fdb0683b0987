/* test-ui-table.c: the scouting and test-table windows, driven as a player would.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-compare-window.h"
#include "mst-scouting-window.h"
#include "mst-tables-window.h"
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
      g_assert_cmpint (mst_unit_get_grade (unit), !=, MST_GRADE_NONE);
      g_assert_cmpuint (mst_unit_get_die (unit), >=, 1);
    }
  g_assert_true (gtk_widget_activate_action (window, "scouting.undo-resilience", NULL));
  settle ();
  for (guint i = 0; i < units->len; i++)
    g_assert_cmpint (mst_unit_get_grade (g_ptr_array_index (units, i)), ==, MST_GRADE_NONE);

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

static void
test_tables_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("org.muster.Muster");
  GtkWidget *window;
  GType type = MST_TYPE_TABLES_WINDOW;
  GtkWidget *res_group, *hold_group;
  GtkSpinButton *thrown;
  double lower, upper;
  guint64 score;

  g_settings_set_enum (settings, "test-dice", MST_TEST_DICE_1D12);
  window = GTK_WIDGET (mst_tables_window_new (NULL, settings));
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* 1D12 can throw a 1. */
  thrown = child (window, type, "res_thrown_spin");
  gtk_spin_button_get_range (thrown, &lower, &upper);
  g_assert_cmpfloat (lower, ==, 1);
  g_assert_cmpfloat (upper, ==, 12);

  /* A charge: Determined (+2) and two generals within 3BW (+1 each). */
  adw_combo_row_set_selected (child (window, type, "context_row"), MST_TEST_CONTEXT_CHARGE);
  res_group = child (window, type, "res_situations_group");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (res_group, "are-classed-as-determined")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mst_test_find_named (res_group, "for-each-general-in-line-of-command-within-3bw")), 2);
  gtk_spin_button_set_value (thrown, 3);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "res_modifier_label")), ==, "+4");
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "res_score_label")), ==, "7");
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "res_outcome_label")), ==, "Carry on");
  /* The odds beside the roll: 1D12 + 4 in a charge scores 5 to 16; 5 and
   * 6 Stand, 7 up Carry On (000:338-355): 2/12 and 10/12. */
  g_assert_cmpstr (adw_preferences_row_get_title (child (window, type, "res_odds_row")), ==,
                   "Odds: most likely Carry On, 83.3%");
  g_assert_cmpstr (adw_action_row_get_subtitle (child (window, type, "res_odds_row")), ==,
                   "83.3%  Carry On\n16.7%  Stand");
  /* Charge, 5: Stand (Resilience Outcomes Table). */
  gtk_spin_button_set_value (thrown, 1);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "res_outcome_label")), ==, "Stand");

  /* Rolled by Muster: the score is the die and the modifier. */
  g_signal_emit_by_name (child (window, type, "res_roll_button"), "clicked");
  settle ();
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (child (window, type, "res_thrown_row")), "Rolled 1D12 "));
  g_assert_true (g_ascii_string_to_unsigned (gtk_label_get_label (child (window, type, "res_score_label")),
                                             10, 5, 16, &score, NULL));
  g_assert_cmpint ((int) score, ==, gtk_spin_button_get_value_as_int (thrown) + 4);

  /* The hold test: Determined +2, 5 thrown: 7 must charge. */
  hold_group = child (window, type, "hold_situations_group");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (hold_group, "are-classed-as-determined")), TRUE);
  gtk_spin_button_set_value (child (window, type, "hold_thrown_spin"), 5);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_score_label")), ==, "7");
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_outcome_label")), ==, "Must charge");
  /* 1D12 + 2 must charge on 7 or more (000:391-392): 5 to 12, 8/12. */
  g_assert_cmpstr (adw_action_row_get_subtitle (child (window, type, "hold_odds_row")), ==,
                   "66.7%  Must charge\n33.3%  Does not have to charge");

  /* Back to 2D6 in the preferences: 2 is the least that can be thrown. */
  g_settings_set_enum (settings, "test-dice", MST_TEST_DICE_2D6);
  settle ();
  gtk_spin_button_get_range (thrown, &lower, &upper);
  g_assert_cmpfloat (lower, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* The hold test shows no outcome before a score is rolled or typed in; a
 * supply die may be added (the score may then pass 12); rows that
 * contradict each other are refused. */
static void
test_tables_supply_and_refusal (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("org.muster.Muster");
  GtkWidget *window;
  GType type = MST_TYPE_TABLES_WINDOW;
  GtkWidget *hold_group, *res_group;
  GtkSpinButton *thrown;
  double lower, upper;
  guint n_rolled = 0;
  gboolean seen_high = FALSE;

  g_settings_set_enum (settings, "test-dice", MST_TEST_DICE_2D6);
  window = GTK_WIDGET (mst_tables_window_new (NULL, settings));
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* Nothing thrown yet: no outcome. */
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_outcome_label")), ==, "—");
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_score_label")), ==, "—");
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "res_outcome_label")), ==, "—");

  /* A supply die: 2D6 + 1D6 throw 3 to 18. */
  thrown = child (window, type, "hold_thrown_spin");
  gtk_switch_set_active (child (window, type, "hold_supply_switch"), TRUE);
  settle ();
  gtk_spin_button_get_range (thrown, &lower, &upper);
  g_assert_cmpfloat (lower, ==, 3);
  g_assert_cmpfloat (upper, ==, 18);
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_outcome_label")), ==, "—");

  /* Typed in: 15 with Lackluster (−2) is 13, must charge. */
  hold_group = child (window, type, "hold_situations_group");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (hold_group, "are-classed-as-lackluster")), TRUE);
  gtk_spin_button_set_value (thrown, 15);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_score_label")), ==, "13");
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_outcome_label")), ==, "Must charge");

  /* Determined too: refused, not summed. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (hold_group, "are-classed-as-determined")), TRUE);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_outcome_label")), ==, "—");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (child (window, type, "hold_outcome_row")), "Lackluster"));
  /* …and no odds are counted for them: the same words say why. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (child (window, type, "hold_odds_row")), "Lackluster"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (hold_group, "are-classed-as-determined")), FALSE);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "hold_outcome_label")), ==, "Must charge");

  /* Rolled with a supply die: three dice, the last the supply die. */
  g_signal_connect_swapped (window, "tested", G_CALLBACK (g_atomic_int_inc), &n_rolled);
  for (guint i = 0; i < 40; i++)
    {
      const char *subtitle;

      g_signal_emit_by_name (child (window, type, "hold_roll_button"), "clicked");
      settle ();
      subtitle = adw_action_row_get_subtitle (child (window, type, "hold_thrown_row"));
      g_assert_true (g_str_has_prefix (subtitle, "Rolled 2D6 "));
      g_assert_nonnull (strstr (subtitle, ", supply die "));
      g_assert_cmpint (gtk_spin_button_get_value_as_int (thrown), >=, 3);
      if (gtk_spin_button_get_value_as_int (thrown) > 12)
        seen_high = TRUE;
    }
  g_assert_cmpuint (n_rolled, ==, 40);
  /* Above 12 comes up about one throw in four. */
  g_assert_true (seen_high);

  /* The resilience test refuses them too: Determined
   * and Lackluster. */
  res_group = child (window, type, "res_situations_group");
  gtk_spin_button_set_value (child (window, type, "res_thrown_spin"), 8);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (res_group, "are-classed-as-determined")), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (mst_test_find_named (res_group, "are-classed-as-lackluster")), TRUE);
  settle ();
  g_assert_cmpstr (gtk_label_get_label (child (window, type, "res_outcome_label")), ==, "—");

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
