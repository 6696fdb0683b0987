/* test-ui-editor.c: the force editor's real widgets, driven under a virtual display.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One player's session, in order: an empty library, a new force, two
 * sub-generals and their units, the pools against the rules, a unit moved
 * by menu and by drag and drop, undo and redo, and the force reopened from
 * the library.  Each step starts where the one before left off.  Run by
 * tests/run-ui-test.sh, which gives it a private display and XDG folders. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mst-application.h"
#include "mst-command-group.h"
#include "mst-force-editor.h"
#include "mst-library-item.h"
#include "mst-new-force-dialog.h"
#include "mst-ruleset-tables-window.h"
#include "mst-scouting-window.h"
#include "mst-unit-picker.h"
#include "mst-unit-row.h"
#include "mst-window.h"

static MstApplication *app;
static MstWindow *window;

/* Helpers */

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms: saves, layout and drawing happen. */
static void
run_for (guint ms)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add (ms, quit_loop, loop);
  g_main_loop_run (loop);
}

/* Runs what is pending now, as before the next frame. */
/* Until the odds counted in a thread have landed in @row. */
static void
wait_for_odds (GtkWidget *row)
{
  gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (g_main_context_iteration (NULL, FALSE))
    ;
  while (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Counting the odds…") == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, until);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
  /* Imports and saves run in threads: until they land, in every window. */
  for (gboolean busy = TRUE; busy;)
    {
      g_autoptr(GList) windows = gtk_window_list_toplevels ();

      busy = FALSE;
      for (GList *l = windows; l != NULL; l = l->next)
        busy |= MST_IS_WINDOW (l->data) && mst_window_is_busy (l->data);
      if (busy)
        g_main_context_iteration (NULL, TRUE);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

static GtkWidget *
find_widget (GtkWidget *root, Match match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
match_name (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
match_label (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
match_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* An expander row's header, the row that opens and closes it. */
static gboolean
match_header_row (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_has_css_class (widget, "header");
}

static GtkWidget *find_named (GtkWidget *root, const char *name);

/* Throws test @test_id of a tables window; its outcome row. */
static GtkWidget *
throw_test (GtkWidget *tables, const char *test_id)
{
  GtkWidget *button = find_named (find_named (tables, test_id), "throw");

  g_signal_emit_by_name (button, "clicked");
  flush ();
  return gtk_widget_get_ancestor (button, ADW_TYPE_ACTION_ROW);
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  GtkWidget *widget = find_widget (root, match_name, name);

  if (widget == NULL)
    g_error ("no widget named “%s”", (const char *) name);
  return widget;
}

/* A row whose subtitle holds @text. */
static gboolean
match_subtitle_part (GtkWidget *widget, gconstpointer text)
{
  const char *subtitle = ADW_IS_ACTION_ROW (widget) ? adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) : NULL;

  return subtitle != NULL && strstr (subtitle, text) != NULL;
}

/* A preferences group whose description holds @text. */
static gboolean
match_description_part (GtkWidget *widget, gconstpointer text)
{
  const char *description = ADW_IS_PREFERENCES_GROUP (widget)
                              ? adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (widget)) : NULL;

  return description != NULL && strstr (description, text) != NULL;
}

/* Every finding shown names its rule in words, never its id. */
static void
assert_findings_named (void)
{
  GtkWidget *findings = find_named (GTK_WIDGET (window), "findings");
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (findings); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (ADW_IS_ACTION_ROW (c))
      {
        const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (c));

        g_assert_nonnull (subtitle);
        g_assert_false (g_regex_match_simple ("^[a-z0-9]+(-[a-z0-9]+)+$", subtitle, 0, 0));
        n++;
      }
  g_assert_cmpuint (n, >, 0);
}

/* A chart's group in a tables window, by its table's id. */
static gboolean
match_chart (GtkWidget *widget, gconstpointer id)
{
  return ADW_IS_PREFERENCES_GROUP (widget) && g_strcmp0 (gtk_widget_get_name (widget), id) == 0;
}

static const char *
label_text (const char *name)
{
  return gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (window), name)));
}

static gboolean
match_unit_row (GtkWidget *widget, gconstpointer unit)
{
  return MST_IS_UNIT_ROW (widget) && mst_unit_row_get_unit (MST_UNIT_ROW (widget)) == unit;
}

static gboolean
match_command_group (GtkWidget *widget, gconstpointer command)
{
  return MST_IS_COMMAND_GROUP (widget) &&
         mst_command_group_get_command (MST_COMMAND_GROUP (widget)) == command;
}

static GtkWidget *
command_group (MstCommand *command)
{
  GtkWidget *group = find_widget (GTK_WIDGET (window), match_command_group, command);

  g_assert_nonnull (group);
  return group;
}

/* The toplevel of @type other than the main window, e.g. a dialog. */
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

static void
activate (const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  flush ();
}

static void
assert_pools (const char *supply, const char *scouting, const char *initiative)
{
  g_assert_cmpstr (label_text ("supply-value"), ==, supply);
  g_assert_cmpstr (label_text ("scouting-value"), ==, scouting);
  g_assert_cmpstr (label_text ("initiative-value"), ==, initiative);
}

static MstForce *
force (void)
{
  MstForce *f = mst_window_get_force (window);

  g_assert_nonnull (f);
  return f;
}

/* Adds a unit to @command through its "Add Unit…" row and the picker. */
static MstUnit *
pick_unit (MstCommand *command, const char *query, const char *name)
{
  GtkWidget *group = command_group (command);
  MstUnitPicker *picker;
  guint before = mst_command_get_n_units (command);
  MstUnit *unit;

  g_assert_true (gtk_widget_activate_action (group, "command.add-unit", NULL));
  picker = MST_UNIT_PICKER (find_toplevel (MST_TYPE_UNIT_PICKER));
  g_assert_nonnull (picker);
  mst_unit_picker_search (picker, query);
  g_assert_true (mst_unit_picker_choose_first (picker));
  flush ();
  g_assert_null (find_toplevel (MST_TYPE_UNIT_PICKER));

  g_assert_cmpuint (mst_command_get_n_units (command), ==, before + 1);
  unit = mst_command_get_unit (command, before);
  /* Named in its row, as a player types it. */
  {
    GtkWidget *row = find_widget (GTK_WIDGET (window), match_unit_row, unit);
    g_assert_nonnull (row);
    mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
    gtk_editable_set_text (GTK_EDITABLE (find_named (row, "unit-name")), name);
  }
  g_assert_cmpstr (mst_unit_get_name (unit), ==, name);
  return unit;
}

/* What the steps share. */
static struct {
  gint64 id;
  MstCommand *lannes;
  MstCommand *ney;
  MstUnit *line;
  MstUnit *light;
  MstUnit *hussars;
  MstUnit *guns;
} s;

/* Steps */

static void
assert_accel (const char *action, const char *accel)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

  g_assert_nonnull (accels[0]);
  g_assert_cmpstr (accels[0], ==, accel);
}

static void
test_empty_library (void)
{
  /* The common actions have their keys, listed in the shortcuts window. */
  assert_accel ("win.undo", "<Control>z");
  assert_accel ("win.redo", "<Shift><Control>z");
  assert_accel ("win.new-force", "<Control>n");
  assert_accel ("win.add-command", "<Control>g");
  assert_accel ("win.add-unit", "<Control>u");
  assert_accel ("win.show-help-overlay", "<Control>question");
  /* The shortcuts window is built when first asked for, and shown. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  activate ("win.show-help-overlay");
  {
    GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));

    g_assert_nonnull (overlay);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));
    gtk_window_close (GTK_WINDOW (overlay));
    /* Closed, it is kept for the next time. */
    g_assert_true (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == overlay);
  }

  GtkWidget *stack = find_named (GTK_WIDGET (window), "library-stack");

  /* A first start: the welcoming empty state, and nothing open. */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "empty");
  g_assert_null (mst_window_get_force (window));
  /* One welcome, not two pages alike: the force's pane says what Muster is
   * for, with New Force and Import, and a line on each rule set; the empty
   * library beside it only says it is empty. */
  {
    GtkWidget *forces = find_named (GTK_WIDGET (window), "force-stack");
    GtkWidget *welcome = gtk_stack_get_visible_child (GTK_STACK (forces));
    GtkWidget *rulesets = find_named (welcome, "welcome-rulesets");
    GtkWidget *empty = gtk_stack_get_visible_child (GTK_STACK (stack));
    GPtrArray *all = mst_rulesets_get_all ();
    guint rows = 0;

    g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (forces)), ==, "welcome");
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (find_named (welcome, "welcome-new-force"))), ==,
                     "win.new-force");
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (find_named (welcome, "welcome-import"))), ==,
                     "win.import");
    for (GtkWidget *r = gtk_widget_get_first_child (rulesets); r != NULL; r = gtk_widget_get_next_sibling (r))
      if (ADW_IS_ACTION_ROW (r))
        {
          MstRuleset *rs = g_ptr_array_index (all, rows++);
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (r)), ==, mst_ruleset_get_name (rs));
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (r)), ==, mst_ruleset_get_description (rs));
        }
    g_assert_cmpuint (rows, ==, all->len);
    g_assert_cmpuint (rows, >=, 4);
    g_assert_null (adw_status_page_get_icon_name (ADW_STATUS_PAGE (empty)));
    g_assert_null (find_widget (empty, match_name, "welcome-new-force"));
  }
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (find_named (GTK_WIDGET (window), "banner"))));
}

static void
test_create_force (void)
{
  MstNewForceDialog *dialog;
  GtkWidget *stack = find_named (GTK_WIDGET (window), "library-stack");

  activate ("win.new-force");
  dialog = MST_NEW_FORCE_DIALOG (find_toplevel (MST_TYPE_NEW_FORCE_DIALOG));
  g_assert_nonnull (dialog);

  /* Nothing chosen yet: Create does nothing. */
  g_assert_false (mst_new_force_dialog_create (dialog));
  /* The search hides the Crimean lists; the French one can be chosen. */
  mst_new_force_dialog_search (dialog, "crimean");
  g_assert_false (mst_new_force_dialog_select_list (dialog, "french-imperial-1803-1812"));
  mst_new_force_dialog_search (dialog, "french 1803");
  g_assert_true (mst_new_force_dialog_select_list (dialog, "french-imperial-1803-1812"));
  mst_new_force_dialog_set_name (dialog, "V Corps");
  g_assert_true (mst_new_force_dialog_create (dialog));
  flush ();

  g_assert_cmpstr (mst_force_get_name (force ()), ==, "V Corps");
  g_assert_cmpstr (mst_force_get_list_id (force ()), ==, "french-imperial-1803-1812");
  s.id = mst_force_get_id (force ());
  g_assert_cmpint (s.id, >, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");

  /* The force commander alone (Competent).  Supply: 2 + 1 general = 3.
   * Scouting: 1 general = 1.  Turn initiative: 1 general = 1. */
  assert_pools ("3", "1", "1");
  /* Army checks: fewer than two sub-generals. */
  g_assert_cmpstr (label_text ("findings-count"), ==, "1");
}

static void
test_compose (void)
{
  MstGeneralRow *row;

  /* Two sub-generals, named in their rows; Lannes is Exceptional. */
  activate ("win.add-command");
  activate ("win.add-command");
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 2);
  s.lannes = mst_force_get_command (force (), 0);
  s.ney = mst_force_get_command (force (), 1);

  row = mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (s.lannes)));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (row), "general-name")), "Lannes");
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (GTK_WIDGET (row), "ability")), 2);  /* Exceptional */
  row = mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (s.ney)));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (row), "general-name")), "Ney");
  g_assert_cmpstr (mst_general_get_name (mst_command_get_general (s.lannes)), ==, "Lannes");
  g_assert_cmpstr (mst_general_get_attr (mst_command_get_general (s.lannes), "ability"), ==, "exceptional");

  /* Units from the list, through the searchable picker. */
  s.line = pick_unit (s.lannes, "regular line", "34e Ligne");
  s.light = pick_unit (s.lannes, "regular light", "17e Léger");
  s.hussars = pick_unit (s.ney, "light cavalry", "10e Hussards");
  s.guns = pick_unit (s.ney, "line artillery", "Batterie Sénarmont");
  g_assert_cmpstr (mst_unit_get_template_id (s.line), ==, "regular-french-line");
  g_assert_cmpstr (mst_unit_get_template_id (s.light), ==, "regular-french-light");
  g_assert_cmpstr (mst_unit_get_template_id (s.hussars), ==, "line-light-cavalry");
  g_assert_cmpstr (mst_unit_get_template_id (s.guns), ==, "line-artillery");

  /* Bases and weapon, in the unit's own row. */
  {
    GtkWidget *line_row = find_widget (GTK_WIDGET (window), match_unit_row, s.line);
    GtkWidget *light_row = find_widget (GTK_WIDGET (window), match_unit_row, s.light);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (line_row, "bases")), 6);
    g_assert_cmpuint (mst_unit_get_bases (s.line), ==, 6);
    g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (line_row)), "6 bases"));
    /* The weapons in the rules' order, no "Not set": a unit always has one. */
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (find_named (light_row, "weapon")))), 0),
                     ==, "Smooth-bore musket");
    adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (light_row, "weapon")), 1);  /* Rifle */
    g_assert_cmpstr (mst_unit_get_attr (s.light, "weapon"), ==, "rifle");
    g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (light_row)), "Rifle"));
  }

  /* Worked from the rules by hand.  Three generals: the commander and Ney
   * Competent, Lannes Exceptional; one cavalry unit (the hussars), one
   * open-formation unit (the light foot).
   *   Supply dice (Quarter master, supply and logistics): 2 basic
   *     + 3 generals + 1 Exceptional = 6.
   *   Scouting pool (Scouting Initiative): 3 generals + 1 cavalry
   *     + 1 open formation + 1 Exceptional = 6.
   *   Turn initiative (Start of Each Turn Initiative): 3 generals on the
   *     board + 1 Exceptional = 4. */
  assert_pools ("6", "6", "4");
  /* Two commands of two units each: nothing to report. */
  g_assert_cmpstr (label_text ("findings-count"), ==, "0");

  /* The optional general types off: every general counts as Competent.
   * Supply 2 + 3 = 5; scouting 3 + 1 + 1 = 5; initiative 3. */
  gtk_switch_set_active (GTK_SWITCH (find_named (GTK_WIDGET (window), "general-types")), FALSE);
  g_assert_false (mst_force_uses_rule (force (), "general-types"));
  assert_pools ("5", "5", "3");
  gtk_switch_set_active (GTK_SWITCH (find_named (GTK_WIDGET (window), "general-types")), TRUE);
  assert_pools ("6", "6", "4");
}

static GtkDropTarget *
drop_target_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (c))
        return GTK_DROP_TARGET (c);
    }
  return NULL;
}

static void
assert_in (MstUnit *unit, MstCommand *command, guint position)
{
  MstCommand *where = NULL;
  guint pos = G_MAXUINT;

  g_assert_true (mst_force_locate_unit (force (), unit, &where, &pos));
  g_assert_true (where == command);
  g_assert_cmpuint (pos, ==, position);
  /* And the row is in that command's group. */
  g_assert_nonnull (find_widget (command_group (command), match_unit_row, unit));
}

static void
test_move_unit (void)
{
  GtkWidget *row = find_widget (GTK_WIDGET (window), match_unit_row, s.light);
  GtkWidget *findings = find_named (GTK_WIDGET (window), "findings");
  GtkDropTarget *target;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  GtkListBoxRow *finding_row;

  /* By the unit's menu: the light battalion goes to Ney. */
  g_assert_true (gtk_widget_activate_action (row, "unit.move-to", "i", 1));
  flush ();
  assert_in (s.light, s.ney, 2);
  g_assert_cmpuint (mst_command_get_n_units (s.lannes), ==, 1);
  /* The same units and generals: the same pools.  Lannes now commands a
   * single unit, which the army checks report. */
  assert_pools ("6", "6", "4");
  g_assert_cmpstr (label_text ("findings-count"), ==, "1");
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (findings, GTK_TYPE_SCROLLED_WINDOW)));

  /* Activating the finding selects Lannes's command. */
  finding_row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (findings), 0);
  g_assert_nonnull (finding_row);
  g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (finding_row)),
                                   "Lannes commands a single unit"));
  g_signal_emit_by_name (findings, "row-activated", finding_row);
  g_assert_true (mst_force_editor_get_selected_item (mst_window_get_editor (window)) == G_OBJECT (s.lannes));

  /* By drag and drop: the hussars dropped on the line battalion's row go
   * just before it, in Lannes's command. */
  target = drop_target_of (find_widget (GTK_WIDGET (window), match_unit_row, s.line));
  g_assert_nonnull (target);
  g_value_init (&value, MST_TYPE_UNIT);
  g_value_set_object (&value, s.hussars);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &dropped);
  g_assert_true (dropped);
  flush ();
  assert_in (s.hussars, s.lannes, 0);
  assert_in (s.line, s.lannes, 1);
  g_assert_cmpstr (label_text ("findings-count"), ==, "0");
  /* No list left under "No problems found". */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (findings, GTK_TYPE_SCROLLED_WINDOW)));

  /* Dropped on a command's group: to the end of it. */
  target = drop_target_of (command_group (s.ney));
  g_value_set_object (&value, s.hussars);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &dropped);
  flush ();
  assert_in (s.hussars, s.ney, 2);
}

static void
test_undo_redo (void)
{
  GtkWidget *row;

  /* Undo the drop on the group, then the drop on the row, then the menu move. */
  activate ("win.undo");
  assert_in (s.hussars, s.lannes, 0);
  activate ("win.undo");
  assert_in (s.hussars, s.ney, 0);
  activate ("win.undo");
  assert_in (s.light, s.lannes, 1);
  g_assert_cmpstr (label_text ("findings-count"), ==, "0");

  /* Redo the menu move. */
  activate ("win.redo");
  assert_in (s.light, s.ney, 2);
  g_assert_cmpstr (label_text ("findings-count"), ==, "1");
  activate ("win.undo");
  assert_in (s.light, s.lannes, 1);

  /* Undo reaches the general types and the abilities too: Lannes back to
   * Competent gives supply 2 + 3 = 5, scouting 3 + 1 + 1 = 5, initiative 3. */
  activate ("win.undo");   /* general types back off */
  assert_pools ("5", "5", "3");
  activate ("win.redo");
  assert_pools ("6", "6", "4");

  /* A removal offers its undo, and undo brings the row back. */
  row = find_widget (GTK_WIDGET (window), match_unit_row, s.guns);
  g_assert_true (gtk_widget_activate_action (row, "unit.remove", NULL));
  flush ();
  g_assert_false (mst_force_locate_unit (force (), s.guns, NULL, NULL));
  g_assert_null (find_widget (GTK_WIDGET (window), match_unit_row, s.guns));
  activate ("win.undo");
  assert_in (s.guns, s.ney, 1);

  /* Removing a sub-general takes his command with him; undo brings both. */
  g_assert_true (gtk_widget_activate_action (command_group (s.ney), "command.remove", NULL));
  flush ();
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 1);
  /* One general fewer, and no cavalry: supply 2 + 2 + 1 = 5; scouting
   * 2 + 1 open + 1 Exceptional = 4; initiative 2 + 1 = 3. */
  assert_pools ("5", "4", "3");
  activate ("win.undo");
  g_assert_true (mst_force_get_command (force (), 1) == s.ney);
  assert_in (s.guns, s.ney, 1);
  assert_pools ("6", "6", "4");

  /* Duplicate a unit and a whole command, and take both back. */
  row = find_widget (GTK_WIDGET (window), match_unit_row, s.line);
  g_assert_true (gtk_widget_activate_action (row, "unit.duplicate", NULL));
  flush ();
  g_assert_cmpuint (mst_command_get_n_units (s.lannes), ==, 3);
  g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (s.lannes, 1)), ==, "34e Ligne");
  g_assert_true (gtk_widget_activate_action (command_group (s.ney), "command.duplicate", NULL));
  flush ();
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 3);
  g_assert_cmpstr (mst_general_get_name (mst_command_get_general (mst_force_get_command (force (), 2))),
                   ==, "Ney (copy)");
  /* 4 generals now: supply 2 + 4 + 1 = 7. */
  g_assert_cmpstr (label_text ("supply-value"), ==, "7");
  activate ("win.undo");
  activate ("win.undo");
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 2);
  g_assert_cmpuint (mst_command_get_n_units (s.lannes), ==, 2);
  assert_pools ("6", "6", "4");
}

static void
assert_stored_force (MstForce *f)
{
  MstCommand *lannes, *ney;

  g_assert_cmpstr (mst_force_get_name (f), ==, "V Corps");
  g_assert_cmpuint (mst_force_get_n_commands (f), ==, 2);
  lannes = mst_force_get_command (f, 0);
  ney = mst_force_get_command (f, 1);
  g_assert_cmpstr (mst_general_get_name (mst_command_get_general (lannes)), ==, "Lannes");
  g_assert_cmpstr (mst_general_get_attr (mst_command_get_general (lannes), "ability"), ==, "exceptional");
  g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (lannes, 0)), ==, "34e Ligne");
  g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (lannes, 1)), ==, "17e Léger");
  g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (ney, 0)), ==, "10e Hussards");
  g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (ney, 1)), ==, "Batterie Sénarmont");
}

/* The library's rows, as its list view shows them. */
static GListModel *
library_rows (void)
{
  GtkWidget *list = find_named (GTK_WIDGET (window), "library");
  GtkSelectionModel *selection = gtk_list_view_get_model (GTK_LIST_VIEW (list));

  return gtk_single_selection_get_model (GTK_SINGLE_SELECTION (selection));
}

static guint
library_row (const char *title)
{
  GListModel *rows = library_rows ();

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (rows, i);
      if (g_strcmp0 (mst_library_item_get_title (item), title) == 0)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

static gboolean
row_shown (GtkWidget *list, const char *title)
{
  return library_row (title) != GTK_INVALID_LIST_POSITION;
}

static void
test_reopen (void)
{
  g_autoptr(MstLibrary) other = NULL;
  g_autoptr(MstForce) stored = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *library_list;
  guint position;

  /* Every edit is in the library moments after it is made (saved in a
   * thread): another connection to it (as after a crash) reads the force
   * as it is on screen. */
  flush ();
  mst_window_save_now (window);
  other = mst_library_open (mst_library_get_path (mst_application_get_library (app)),
                            MST_LIBRARY_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  stored = mst_library_load (other, s.id, mst_application_get_catalogue (app), &error);
  g_assert_no_error (error);
  assert_stored_force (stored);

  /* Close the window; a new one opens where the player left off. */
  gtk_window_close (GTK_WINDOW (window));
  flush ();
  /* The old window's force went with it. */
  s.lannes = s.ney = NULL;
  s.line = s.light = s.hussars = s.guns = NULL;
  window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
  gtk_window_present (GTK_WINDOW (window));
  flush ();
  assert_stored_force (force ());
  assert_pools ("6", "6", "4");
  /* "No Force Open" was never shown, so never made. */
  g_assert_null (gtk_stack_get_child_by_name (GTK_STACK (find_named (GTK_WIDGET (window), "force-stack")),
                                              "none"));

  /* And from the library list, after another force was opened. */
  g_assert_nonnull (mst_window_create_force (window, "Second force",
                                             mst_catalogue_lookup (mst_application_get_catalogue (app),
                                                                   "austrian-1809-1815")));
  flush ();
  assert_pools ("3", "1", "1");
  /* A click on its row in the library. */
  library_list = find_named (GTK_WIDGET (window), "library");
  position = library_row ("V Corps");
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
  gtk_selection_model_select_item (gtk_list_view_get_model (GTK_LIST_VIEW (library_list)), position, TRUE);
  flush ();
  assert_stored_force (force ());
  assert_pools ("6", "6", "4");
  g_assert_nonnull (find_widget (GTK_WIDGET (window), match_unit_row,
                                 mst_command_get_unit (mst_force_get_command (force (), 1), 1)));

  /* A reopened force's rows are closed, their rows inside not yet made;
   * a click on a row's header opens it on them, and another closes it. */
  {
    MstUnit *unit = mst_command_get_unit (mst_force_get_command (force (), 0), 0);
    GtkWidget *row = find_widget (GTK_WIDGET (window), match_unit_row, unit);
    GtkWidget *header = find_widget (row, match_header_row, NULL);

    g_assert_nonnull (header);
    g_assert_false (mst_expander_row_get_expanded (MST_EXPANDER_ROW (row)));
    g_assert_null (find_widget (row, match_name, "unit-name"));
    g_assert_null (find_widget (row, match_type, GSIZE_TO_POINTER (GTK_TYPE_REVEALER)));
    g_assert_true (find_widget (row, match_label, mst_unit_get_name (unit)) != NULL);

    g_assert_true (gtk_widget_activate (header));
    flush ();
    g_assert_true (mst_expander_row_get_expanded (MST_EXPANDER_ROW (row)));
    g_assert_true (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_CHECKED);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (row, "unit-name"))), ==,
                     mst_unit_get_name (unit));
    g_assert_true (gtk_revealer_get_child_revealed (
      GTK_REVEALER (find_widget (row, match_type, GSIZE_TO_POINTER (GTK_TYPE_REVEALER)))));
    /* Focus given to the row goes to its header. */
    g_assert_true (gtk_widget_grab_focus (row));
    g_assert_true (gtk_widget_has_focus (header));

    g_assert_true (gtk_widget_activate (header));
    flush ();
    g_assert_false (mst_expander_row_get_expanded (MST_EXPANDER_ROW (row)));
    g_assert_false (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_CHECKED);
  }
}

static void
test_library_and_force_actions (void)
{
  GtkWidget *library_list = find_named (GTK_WIDGET (window), "library");
  GtkWidget *stack = find_named (GTK_WIDGET (window), "library-stack");
  GtkSearchEntry *search;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  AdwMessageDialog *dialog;
  guint n_forces;

  /* Search: by the list's name, and nothing for nonsense. */
  activate ("win.search");
  search = GTK_SEARCH_ENTRY (gtk_root_get_focus (GTK_ROOT (window)) != NULL
                             ? gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                                        GTK_TYPE_SEARCH_ENTRY)
                             : NULL);
  g_assert_nonnull (search);
  gtk_editable_set_text (GTK_EDITABLE (search), "austrian");
  run_for (400);
  g_assert_true (row_shown (library_list, "Second force"));
  g_assert_false (row_shown (library_list, "V Corps"));
  gtk_editable_set_text (GTK_EDITABLE (search), "zzz");
  run_for (400);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "no-results");
  gtk_editable_set_text (GTK_EDITABLE (search), "");
  run_for (400);
  g_assert_true (row_shown (library_list, "V Corps"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");

  /* Roll resilience (Drums and Muskets, Resilience): one D6 per unit, the
   * best grade whose threshold the die meets; undone as one step. */
  activate ("win.roll-resilience");
  units = mst_force_list_units (force ());
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      MstRuleset *rs = mst_ruleset_for_force (force ());
      guint die = mst_deploy_get_die (unit);

      g_assert_cmpuint (die, >=, 1);
      g_assert_cmpuint (die, <=, 6);
      g_assert_cmpstr (mst_deploy_get_grade (unit), ==,
                       MST_RULESET_GET_CLASS (rs)->deploy_grade (rs, mst_unit_get_template (unit), die));
    }
  activate ("win.undo");
  for (guint i = 0; i < units->len; i++)
    g_assert_null (mst_deploy_get_grade (g_ptr_array_index (units, i)));

  /* Rename through its dialog, and undo it. */
  activate ("win.rename-force");
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Lannes’s Corps");
  adw_message_dialog_response (dialog, "rename");
  flush ();
  g_assert_cmpstr (mst_force_get_name (force ()), ==, "Lannes’s Corps");
  g_assert_true (row_shown (library_list, "Lannes’s Corps"));
  activate ("win.undo");
  g_assert_cmpstr (mst_force_get_name (force ()), ==, "V Corps");

  /* Duplicate: the copy opens; deleting it leaves the library as it was. */
  entries = mst_library_list (mst_application_get_library (app), NULL);
  n_forces = entries->len;
  activate ("win.duplicate-force");
  g_assert_cmpstr (mst_force_get_name (force ()), ==, "V Corps (copy)");
  g_assert_cmpint (mst_force_get_id (force ()), !=, s.id);
  assert_pools ("6", "6", "4");
  activate ("win.delete-force");
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = mst_library_list (mst_application_get_library (app), NULL);
  g_assert_cmpuint (entries->len, ==, n_forces);
  g_assert_true (mst_window_open_force (window, s.id));
}

static void
test_import_export_delete (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "v-corps.muster", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  GtkDropTarget *target;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  gint64 imported;
  MstLibrary *library = mst_application_get_library (app);
  guint n_forces;

  entries = mst_library_list (library, &error);
  n_forces = entries->len;
  g_clear_pointer (&entries, g_ptr_array_unref);
  g_assert_true (mst_window_export_file (window, file, &error));
  g_assert_no_error (error);

  /* Imported, it opens as a new force of the library. */
  mst_window_open_file (window, file);
  flush ();
  imported = mst_force_get_id (force ());
  g_assert_cmpint (imported, !=, s.id);
  assert_stored_force (force ());

  /* Dropped on the window, too. */
  target = drop_target_of (GTK_WIDGET (window));
  g_assert_nonnull (target);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_array ((GFile *[]) { file }, 1));
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &dropped);
  g_assert_true (dropped);
  flush ();
  entries = mst_library_list (library, &error);
  g_assert_cmpuint (entries->len, ==, n_forces + 2);   /* two imports */

  /* A bad file is reported, not opened. */
  g_assert_true (g_file_set_contents (bad, "<force", -1, NULL));
  mst_window_open_file (window, bad_file);
  flush ();
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = mst_library_list (library, &error);
  g_assert_cmpuint (entries->len, ==, n_forces + 2);

  /* Deleting offers an undo that brings the force back under its id. */
  g_assert_true (mst_window_open_force (window, imported));
  activate ("win.delete-force");
  g_assert_null (mst_window_get_force (window));
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = mst_library_list (library, &error);
  g_assert_cmpuint (entries->len, ==, n_forces + 1);
  activate ("win.undo-delete");
  g_assert_cmpint (mst_force_get_id (force ()), ==, imported);
  assert_stored_force (force ());

  g_unlink (path);
  g_unlink (bad);
  g_rmdir (dir);
}

static void
test_narrow (void)
{
  GtkWidget *leaflet = find_named (GTK_WIDGET (window), "leaflet");
  GtkWidget *flap = find_named (GTK_WIDGET (window), "findings-flap");

  /* At 360 px the library and the force take turns, the checks fold away.
   * The title buttons are a phone's (GNOME's layout: close only), not the
   * minimize and maximize a bare X server gets. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  run_for (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 360);
  g_assert_true (adw_leaflet_get_folded (ADW_LEAFLET (leaflet)));
  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (ADW_LEAFLET (leaflet)), ==, "force");
  /* The pools stay in view. */
  g_assert_true (gtk_widget_get_mapped (find_named (GTK_WIDGET (window), "supply-value")));
  activate ("win.show-library");
  g_assert_cmpstr (adw_leaflet_get_visible_child_name (ADW_LEAFLET (leaflet)), ==, "library");

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  run_for (300);
  g_assert_false (adw_leaflet_get_folded (ADW_LEAFLET (leaflet)));
}

/* A library that cannot be opened: said in the window, and the app still
 * opens files read-only.  Run in a child, whose XDG data folder is a file. */
/* A Napoleonic Skirmish force: no pools, no commands, a flat list of
 * units with the rule set's attribute rows and derived values; the side
 * and the C-in-C follow the leaders' ranks; figures change and undo; the
 * tables window runs the rule set's own tests. */
static gboolean
match_label_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static void
test_skirmish (void)
{
  MstNewForceDialog *dialog;
  GtkWidget *editor = find_named (GTK_WIDGET (window), "pools-bar");
  GtkWidget *group, *row, *tables;
  MstUnitPicker *picker;
  MstUnit *unit;
  GListModel *units;

  activate ("win.new-force");
  dialog = MST_NEW_FORCE_DIALOG (find_toplevel (MST_TYPE_NEW_FORCE_DIALOG));
  g_assert_nonnull (dialog);
  /* The Drums and Muskets lists are not offered under another rule set. */
  g_assert_true (mst_new_force_dialog_set_ruleset (dialog, "napoleonic-skirmish"));
  g_assert_false (mst_new_force_dialog_select_list (dialog, "french-imperial-1803-1812"));
  g_assert_true (mst_new_force_dialog_select_list (dialog, "napoleonic-skirmish-french"));
  mst_new_force_dialog_set_name (dialog, "Avant-garde");
  g_assert_true (mst_new_force_dialog_create (dialog));
  flush ();
  g_assert_cmpstr (mst_force_get_ruleset (force ()), ==, "napoleonic-skirmish");

  /* No pools and no commands; the side from the list. */
  g_assert_false (gtk_widget_get_visible (editor));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL);
  flush ();
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_named (GTK_WIDGET (window), "side"))), ==,
                   "French: black cards");
  /* No scouting contest in this game. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.scouting", NULL);
  flush ();
  g_assert_null (find_toplevel (MST_TYPE_SCOUTING_WINDOW));

  /* A grenadier unit through the picker, into the force's one list. */
  group = find_widget (GTK_WIDGET (window), match_command_group, NULL);
  g_assert_nonnull (group);
  g_assert_true (gtk_widget_activate_action (group, "command.add-unit", NULL));
  picker = MST_UNIT_PICKER (find_toplevel (MST_TYPE_UNIT_PICKER));
  g_assert_nonnull (picker);
  /* The picker speaks the game's words: a gun and its crew, never a
   * Drums and Muskets type and thresholds. */
  g_assert_nonnull (find_widget (GTK_WIDGET (picker), match_subtitle_part, "1 × Gun"));
  g_assert_null (find_widget (GTK_WIDGET (picker), match_subtitle_part, "Line foot"));
  g_assert_null (find_widget (GTK_WIDGET (picker), match_subtitle_part, "Lackluster"));
  mst_unit_picker_search (picker, "grenadier");
  g_assert_true (mst_unit_picker_choose_first (picker));
  flush ();
  units = mst_force_get_unassigned (force ());
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 1);
  unit = g_list_model_get_item (units, 0);
  g_object_unref (unit);
  g_assert_cmpstr (mst_unit_get_template_id (unit), ==, "grenadier");

  row = find_widget (GTK_WIDGET (window), match_unit_row, unit);
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (row)), "20 figures"));
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  /* The chart's numbers beside it (Morale Chart: grenadiers 10). */
  g_assert_nonnull (find_widget (find_named (row, "morale-major"), match_label_text, "10"));

  /* The leader made a colonel: the only rank on the side, so its C-in-C.
   * Each dropdown offers "Not set" first: never blank. */
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (
                     adw_combo_row_get_selected_item (ADW_COMBO_ROW (find_named (row, "formation"))))), !=, "");
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (row, "rank")), 2);
  flush ();
  g_assert_cmpstr (mst_unit_get_attr (unit, "rank"), ==, "colonel");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_named (GTK_WIDGET (window), "c-in-c"))), ==,
                   mst_unit_get_name (unit));
  /* "Not set" takes the rank back off; Undo gives it again. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (row, "rank")), 0);
  flush ();
  g_assert_null (mst_unit_get_attr (unit, "rank"));
  activate ("win.undo");
  g_assert_cmpstr (mst_unit_get_attr (unit, "rank"), ==, "colonel");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (find_named (row, "rank"))), ==, 2);

  /* Casualties: 8 privates left, the subtitle follows, and Undo brings
   * them back. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (row, "private")), 8);
  flush ();
  g_assert_cmpuint (mst_components_count (mst_unit_get_components (unit), "private"), ==, 8);
  g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (row)), "10 figures"));
  activate ("win.undo");
  g_assert_cmpuint (mst_components_count (mst_unit_get_components (unit), "private"), ==, 18);
  g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (row)), "20 figures"));

  /* The tables window is the rule set's: a morale test thrown. */
  activate ("win.test-tables");
  tables = GTK_WIDGET (find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW));
  g_assert_nonnull (tables);
  {
    GtkWidget *outcome = throw_test (tables, "morale-major");
    const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (outcome));

    if (!g_str_has_prefix (title, "Passed: ") && !g_str_has_prefix (title, "Failed: "))
      g_error ("the test says “%s”: %s", title, adw_action_row_get_subtitle (ADW_ACTION_ROW (outcome)));
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (outcome)), "Thrown: "));
  }
  gtk_window_destroy (GTK_WINDOW (tables));
  flush ();

  /* Another rule set's tests and charts from the menu, with no force of
   * it open, a damaged cell marked. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.ruleset-tables", "s", "brigade-command"));
  flush ();
  tables = GTK_WIDGET (find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW));
  g_assert_nonnull (tables);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (tables)), ==, "Brigade Command: Tests and Charts");
  {
    GtkWidget *outcome = throw_test (tables, "out-of-command");
    /* "A: obeys its orders as given" and the like. */
    const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (outcome));

    g_assert_true (g_ascii_isupper (title[0]) && title[1] == ':');
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (outcome)), "Thrown: "));
  }
  /* Elite melee dice, printed 4D10 where 5D10 is expected, and the note
   * saying so on screen under its chart. */
  g_assert_nonnull (find_widget (tables, match_label, "4D10 (?)"));
  {
    const char *notes = gtk_label_get_text (GTK_LABEL (find_named (find_widget (tables, match_chart, "training"),
                                                                   "notes")));

    g_assert_nonnull (strstr (notes, "(?) Elite"));
    g_assert_nonnull (strstr (notes, "Printed 4D10 at 003:347"));
  }
  /* A test's inputs read the rule set's words, never its ids. */
  {
    GtkWidget *training = find_named (find_named (tables, "out-of-command"), "training");
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (training));

    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "Green");
  }
  gtk_window_destroy (GTK_WINDOW (tables));
  flush ();

  /* Drums and Muskets in the same window: its resilience test's inputs by
   * their words, each situation switched on or off with its figure in
   * every column (Zealous: +1 in a charge or melee only, 000:252), the
   * "for each general" rows counted, and its charts, the same figures. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.ruleset-tables", "s", "drums-and-muskets"));
  flush ();
  tables = GTK_WIDGET (find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (tables)), ==, "Drums and Muskets: Tests and Charts");
  {
    GtkWidget *resilience = find_named (tables, "resilience");
    GListModel *contexts = adw_combo_row_get_model (ADW_COMBO_ROW (find_named (resilience, "context")));
    GtkWidget *zealous = find_named (resilience, "are-classed-as-zealous");
    GtkWidget *generals = find_named (resilience, "for-each-general-in-line-of-command-within-3bw");
    GtkWidget *outcome;
    const char *title;

    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (contexts), 0), ==, "From shooting");
    g_assert_true (GTK_IS_SWITCH (zealous));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (zealous,
                                                                                          ADW_TYPE_ACTION_ROW))),
                     ==, "Charge or melee: +1");
    g_assert_true (GTK_IS_SPIN_BUTTON (generals));
    gtk_switch_set_active (GTK_SWITCH (zealous), TRUE);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (generals), 2);
    outcome = throw_test (tables, "resilience");
    title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (outcome));
    g_assert_cmpstr (title, !=, "Cannot throw");
    g_assert_cmpstr (title, !=, "Not thrown yet");
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (outcome)), "Thrown: "));

    /* The odds beside Throw, counted for the inputs as they are: from
     * shooting (Zealous counts only in a charge or melee), +2 for two
     * generals near (000:290-292), 2D6: 12+ Advance 1BW on 10-12, 6/36;
     * 7-11 Carry On on 5-9, 24/36; 6 Stand/Take 1 hit on 4, 3/36; 5
     * Forced Retire on 3, 2/36; 2-4 Forced Retire/1 hit on 2, 1/36
     * (000:338-355). */
    {
      GtkWidget *odds = find_named (resilience, "odds");

      wait_for_odds (odds);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (odds)), ==,
                       "Odds: most likely Carry On, 66.7%");
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (odds)), ==,
                       "16.7%  Advance 1BW\n66.7%  Carry On\n8.3%  Stand/Take 1 hit\n5.6%  Forced Retire\n"
                       "2.8%  Forced Retire/1 hit");
      /* A supply die added (000:81-83): 3D6 + 2, Advance 1BW on 10-18,
       * 135/216. */
      adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (resilience, "supply")), 1);
      wait_for_odds (odds);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (odds)), ==,
                       "Odds: most likely Advance 1BW, 62.5%");
      adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (resilience, "supply")), 0);
    }

    /* The player's own dice with a supply die (000:81-83): 15, +2 for two generals
     * near (000:290-292), 17 from shooting: Advance 1BW (000:341). */
    adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (resilience, "supply")), 1);
    gtk_editable_set_text (GTK_EDITABLE (find_named (resilience, "typed-throw")), "15");
    g_signal_emit_by_name (find_named (resilience, "typed-throw"), "apply");
    flush ();
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (outcome)), ==, "Advance 1BW");
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (outcome)), "You threw: 15"));
    /* What is not a throw is said, and not read. */
    gtk_editable_set_text (GTK_EDITABLE (find_named (resilience, "typed-throw")), "fifteen");
    g_signal_emit_by_name (find_named (resilience, "typed-throw"), "apply");
    flush ();
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (outcome)), ==, "Cannot read the throw");
  }
  g_assert_nonnull (find_widget (tables, match_chart, "resilience-situations"));
  g_assert_nonnull (find_widget (tables, match_chart, "resilience-outcomes"));
  g_assert_nonnull (find_widget (tables, match_chart, "hold-situations"));
  /* The outcomes in the rules' own words (000:338-355). */
  g_assert_nonnull (find_widget (tables, match_label, "Stand/Take 1 hit"));
  g_assert_nonnull (find_widget (tables, match_chart, "hold-outcomes"));
  gtk_window_destroy (GTK_WINDOW (tables));
  flush ();
}

/* Brigade Command: Soult's corps, three divisions of brigades of
 * regiments, opened from its file; ratings, orders, divisions and
 * brigades added, moved and removed, and Undo. */

static struct {
  MstForce *force;
  guint n_units;
} bc;

static MstCommand *
command_named (const char *name)
{
  for (guint i = 0; i < mst_force_get_n_commands (force ()); i++)
    {
      MstCommand *command = mst_force_get_command (force (), i);
      if (g_strcmp0 (mst_general_get_name (mst_command_get_general (command)), name) == 0)
        return command;
    }
  g_error ("no command of “%s”", name);
  return NULL;
}

static gboolean
match_any_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget);
}

/* The heading of a command's group, and the line below it. */
static const char *
group_title (GtkWidget *group)
{
  return gtk_label_get_text (GTK_LABEL (find_widget (group, match_any_label, NULL)));
}

static const char *
group_subtitle (GtkWidget *group)
{
  GtkWidget *title = find_widget (group, match_any_label, NULL);

  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (title)));
}

static void
collect_titles (GtkWidget *widget, GString *titles)
{
  if (MST_IS_COMMAND_GROUP (widget))
    {
      if (mst_command_group_get_command (MST_COMMAND_GROUP (widget)) != NULL)
        g_string_append_printf (titles, "%s%s", titles->len > 0 ? " | " : "", group_title (widget));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_titles (c, titles);
}

/* Every command's heading, top to bottom, as the player reads them. */
static char *
group_titles (void)
{
  GString *titles = g_string_new (NULL);

  collect_titles (GTK_WIDGET (window), titles);
  return g_string_free (titles, FALSE);
}

static const char *
general_row_subtitle (MstCommand *command)
{
  MstGeneralRow *row = mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (command)));

  return mst_expander_row_get_subtitle (MST_EXPANDER_ROW (row));
}

static gboolean
match_general_row (GtkWidget *widget, gconstpointer general)
{
  return MST_IS_GENERAL_ROW (widget) && mst_general_row_get_general (MST_GENERAL_ROW (widget)) == general;
}

#define SOULT_TREE "Division — Saint-Hilaire | Brigade — Morand | Brigade — Thiébault | " \
                   "Division — Vandamme | Brigade — Schiner | Brigade — Ferey | " \
                   "Division — Margaron | Brigade — Margaron (brigade)"

/* The Add Unit picker of @command, its rows in its rule set's words: one
 * says @word, none Drums and Muskets' "Line foot" or "Lackluster". */
static void
assert_picker_speaks (MstCommand *command, const char *word)
{
  GtkWidget *picker;

  g_assert_true (gtk_widget_activate_action (command_group (command), "command.add-unit", NULL));
  flush ();
  picker = find_toplevel (MST_TYPE_UNIT_PICKER);
  g_assert_nonnull (picker);
  if (find_widget (picker, match_subtitle_part, word) == NULL)
    g_error ("no row of the picker says “%s”", word);
  g_assert_null (find_widget (picker, match_subtitle_part, "Line foot"));
  g_assert_null (find_widget (picker, match_subtitle_part, "Lackluster"));
  gtk_window_destroy (GTK_WINDOW (picker));
  flush ();
}

static void
test_brigade_open (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "brigade-french.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *titles = NULL;
  GtkWidget *commander;

  mst_window_open_file (window, file);
  flush ();
  run_for (100);
  g_assert_cmpstr (mst_force_get_ruleset (force ()), ==, "brigade-command");
  bc.force = force ();
  bc.n_units = mst_force_get_n_units (force ());
  g_assert_cmpuint (bc.n_units, ==, 12);

  /* Each division followed by its brigades, a brigade indented under it
   * and saying which division it is in. */
  titles = group_titles ();
  g_assert_cmpstr (titles, ==, SOULT_TREE);
  g_assert_cmpstr (group_subtitle (command_group (command_named ("Morand"))), ==,
                   "In Saint-Hilaire’s division · 3 units · 15 stands");
  g_assert_cmpstr (group_subtitle (command_group (command_named ("Saint-Hilaire"))), ==, "5 units · 25 stands");
  /* The picker speaks the brigade game's words (003's troop types). */
  assert_picker_speaks (command_named ("Morand"), "Infantry");
  g_assert_cmpint (gtk_widget_get_margin_start (command_group (command_named ("Morand"))), >,
                   gtk_widget_get_margin_start (command_group (command_named ("Saint-Hilaire"))));
  /* A regiment is a row of its brigade. */
  g_assert_nonnull (find_widget (command_group (command_named ("Morand")), match_unit_row,
                                 mst_command_get_unit (command_named ("Morand"), 0)));

  /* The corps commander first: Gifted, 16″ (003:36), his three divisions
   * of the six he may command. */
  commander = find_widget (GTK_WIDGET (window), match_general_row, mst_force_get_commander (force ()));
  g_assert_nonnull (commander);
  g_assert_true (gtk_widget_get_visible (commander));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (commander)), ==, "Soult");
  g_assert_cmpstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (commander)), ==,
                   "Army commander · Gifted · 16″ radius · 3/6 under command");
  /* A brigade's general is its commander; Drums and Muskets's optional
   * rule and sub-generals are not offered. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (command_named ("Morand")))))),
                   ==, "Brigade commander");
  g_assert_null (find_widget (GTK_WIDGET (window), match_name, "general-types"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL);
  flush ();
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 8);
  /* No problems in the corps as its file has it. */
  g_assert_cmpstr (label_text ("findings-count"), ==, "0");
}

/* The distance preference: the editor measures the command radius in it
 * (003:36's 12″ for an Able brigadier), at once and back. */
static void
test_brigade_distances (void)
{
  MstCommand *morand = command_named ("Morand");
  GSettings *settings = mst_application_get_settings (app);

  g_assert_cmpstr (general_row_subtitle (morand), ==, "Able · 12″ radius · 3/4 under command");
  g_settings_set_string (settings, "distances", "centimetres");
  flush ();
  g_assert_cmpint (mst_distance_get_default (), ==, MST_DISTANCE_CENTIMETRES);
  g_assert_cmpstr (general_row_subtitle (command_named ("Morand")), ==, "Able · 30 cm radius · 3/4 under command");
  g_settings_set_string (settings, "distances", "half-inches");
  flush ();
  g_assert_cmpstr (general_row_subtitle (command_named ("Morand")), ==, "Able · 6″ radius · 3/4 under command");
  g_settings_set_string (settings, "distances", "inches");
  flush ();
  g_assert_cmpstr (general_row_subtitle (command_named ("Morand")), ==, "Able · 12″ radius · 3/4 under command");
}

static void
test_brigade_rating_orders (void)
{
  MstCommand *morand = command_named ("Morand");
  MstGeneralRow *row = mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (morand)));
  GtkWidget *rating, *orders;

  /* Able (12″, four under command) with three regiments. */
  g_assert_cmpstr (general_row_subtitle (morand), ==, "Able · 12″ radius · 3/4 under command");
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  rating = find_named (GTK_WIDGET (row), "rating");
  /* No respect or staff ability here: those are Drums and Muskets's. */
  g_assert_null (find_widget (GTK_WIDGET (row), match_name, "respect"));
  g_assert_null (find_widget (GTK_WIDGET (row), match_name, "ability"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rating)), ==, "Rating");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (rating)), ==, 3);   /* Not set, Poltroon, Cautious, Able */
  {
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (rating));
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 6);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 4), ==, "Gifted");
  }

  /* Made Gifted: 16″ and six under command (003:36). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (rating), 4);
  flush ();
  g_assert_cmpstr (mst_general_get_attr (mst_command_get_general (morand), "rating"), ==, "gifted");
  g_assert_cmpstr (general_row_subtitle (morand), ==, "Gifted · 16″ radius · 3/6 under command");
  activate ("win.undo");
  g_assert_cmpstr (mst_general_get_attr (mst_command_get_general (morand), "rating"), ==, "able");
  g_assert_cmpstr (general_row_subtitle (morand), ==, "Able · 12″ radius · 3/4 under command");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (rating)), ==, 3);

  /* A fourth regiment fills his command. */
  pick_unit (morand, "line", "46e de Ligne bis");
  g_assert_cmpstr (general_row_subtitle (morand), ==, "Able · 12″ radius · 4/4 under command");
  activate ("win.undo");
  activate ("win.undo");
  g_assert_cmpuint (mst_command_get_n_units (morand), ==, 3);
  g_assert_cmpstr (general_row_subtitle (morand), ==, "Able · 12″ radius · 3/4 under command");

  /* Orders: none yet, then Seize, undone. */
  orders = find_named (command_group (morand), "orders");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (orders)), ==, "Orders");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (orders)), ==, 0);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (orders))), 0),
                   ==, "None");
  adw_combo_row_set_selected (ADW_COMBO_ROW (orders), 1);
  flush ();
  g_assert_cmpstr (mst_command_get_attr (morand, "orders"), ==, "seize");
  activate ("win.undo");
  g_assert_null (mst_command_get_attr (morand, "orders"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (orders)), ==, 0);
}

/* The labels of a brigade's "Move to Division" submenu, as the menu
 * button shows them. */
static char *
move_to_items (MstCommand *command)
{
  GtkWidget *group = command_group (command);
  GtkMenuButton *button = NULL;
  GMenuModel *menu;
  GString *items = g_string_new (NULL);

  for (GtkWidget *w = find_widget (group, match_any_label, NULL); w != NULL && button == NULL;
       w = gtk_widget_get_parent (w))
    for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && button == NULL; c = gtk_widget_get_next_sibling (c))
      if (GTK_IS_MENU_BUTTON (c))
        button = GTK_MENU_BUTTON (c);
  g_assert_nonnull (button);
  /* In view, where its popover can open. */
  mst_force_editor_select_item (mst_window_get_editor (window), G_OBJECT (command));
  run_for (100);
  gtk_menu_button_popup (button);
  flush ();
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      GMenuModel *section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          GMenuModel *sub = g_menu_model_get_item_link (section, j, G_MENU_LINK_SUBMENU);
          g_autofree char *label = NULL;

          g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          if (sub == NULL)
            continue;
          g_string_append (items, label);
          g_string_append (items, ":");
          for (int k = 0; k < g_menu_model_get_n_items (sub); k++)
            {
              g_autofree char *item = NULL;
              g_menu_model_get_item_attribute (sub, k, G_MENU_ATTRIBUTE_LABEL, "s", &item);
              g_string_append_printf (items, " %s", item);
            }
          g_object_unref (sub);
        }
      g_clear_object (&section);
    }
  gtk_menu_button_popdown (button);
  flush ();
  return g_string_free (items, FALSE);
}

static void
test_brigade_structure (void)
{
  MstCommand *friant, *heudelet, *lone;
  MstGeneralRow *row;
  guint position;
  g_autofree char *titles = NULL;
  g_autofree char *menu = NULL;

  /* A division under the corps commander, named where the cursor is put. */
  activate ("win.add-division");
  friant = mst_force_get_command (force (), mst_force_get_n_commands (force ()) - 1);
  g_assert_cmpstr (mst_command_get_level (friant), ==, "division");
  g_assert_null (mst_command_get_parent (friant));
  g_assert_cmpstr (group_title (command_group (friant)), ==, "Division — Unnamed general");
  row = mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (friant)));
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (row), "general-name")), "Friant");
  flush ();
  g_assert_cmpstr (group_title (command_group (friant)), ==, "Division — Friant");
  /* Unrated: the checks ask for a rating. */
  g_assert_cmpstr (general_row_subtitle (friant), ==, "Rating not set · 0 under command");
  g_assert_cmpstr (label_text ("findings-count"), ==, "1");
  /* A division holds brigades, not regiments. */
  gtk_widget_activate_action (command_group (friant), "command.add-unit", NULL);
  flush ();
  g_assert_null (find_toplevel (MST_TYPE_UNIT_PICKER));

  /* A brigade through the division's menu: under it. */
  g_assert_true (gtk_widget_activate_action (command_group (friant), "command.add-subcommand", NULL));
  flush ();
  heudelet = mst_force_get_command (force (), mst_force_get_n_commands (force ()) - 1);
  g_assert_cmpstr (mst_command_get_level (heudelet), ==, "brigade");
  g_assert_true (mst_command_get_parent (heudelet) == friant);
  mst_general_set_name (mst_command_get_general (heudelet), "Heudelet");
  flush ();
  g_assert_cmpstr (group_subtitle (command_group (heudelet)), ==, "In Friant’s division · 0 units · 0 stands");
  g_assert_cmpstr (general_row_subtitle (friant), ==, "Rating not set · 1 under command");

  /* And one on its own, from the force. */
  activate ("win.add-brigade");
  lone = mst_force_get_command (force (), mst_force_get_n_commands (force ()) - 1);
  g_assert_cmpstr (mst_command_get_level (lone), ==, "brigade");
  g_assert_null (mst_command_get_parent (lone));
  g_assert_cmpstr (group_subtitle (command_group (lone)), ==, "In no division · 0 units · 0 stands");
  titles = group_titles ();
  g_assert_cmpstr (titles, ==, SOULT_TREE " | Division — Friant | Brigade — Heudelet | Brigade — Unnamed general");

  /* Morand's brigade may move to any other division, or to none. */
  menu = move_to_items (command_named ("Morand"));
  g_assert_cmpstr (menu, ==, "Move to Division: Vandamme Margaron Friant No Division");
  g_assert_true (mst_force_find_command (force (), command_named ("Vandamme"), &position));
  g_assert_true (gtk_widget_activate_action (command_group (command_named ("Morand")), "command.move-to", "i",
                                             (gint32) position));
  flush ();
  g_assert_true (mst_command_get_parent (command_named ("Morand")) == command_named ("Vandamme"));
  g_clear_pointer (&titles, g_free);
  titles = group_titles ();
  g_assert_cmpstr (titles, ==,
                   "Division — Saint-Hilaire | Brigade — Thiébault | "
                   "Division — Vandamme | Brigade — Morand | Brigade — Schiner | Brigade — Ferey | "
                   "Division — Margaron | Brigade — Margaron (brigade) | "
                   "Division — Friant | Brigade — Heudelet | Brigade — Unnamed general");
  g_assert_cmpstr (group_subtitle (command_group (command_named ("Morand"))), ==,
                   "In Vandamme’s division · 3 units · 15 stands");
  /* His regiments went with him. */
  g_assert_cmpuint (mst_command_get_n_units (command_named ("Morand")), ==, 3);
  activate ("win.undo");
  g_assert_true (mst_command_get_parent (command_named ("Morand")) == command_named ("Saint-Hilaire"));

  /* Back to the corps as its file has it. */
  activate ("win.undo");   /* the lone brigade */
  activate ("win.undo");   /* Heudelet's name */
  activate ("win.undo");   /* Heudelet */
  activate ("win.undo");   /* Friant's name */
  activate ("win.undo");   /* Friant */
  g_clear_pointer (&titles, g_free);
  titles = group_titles ();
  g_assert_cmpstr (titles, ==, SOULT_TREE);
}

static void
test_brigade_remove_division (void)
{
  MstCommand *saint_hilaire = command_named ("Saint-Hilaire");
  MstCommand *morand = command_named ("Morand");
  MstCommand *thiebault = command_named ("Thiébault");
  GtkListBox *findings;
  GtkListBoxRow *finding_row = NULL;
  g_autofree char *titles = NULL;

  g_object_ref (saint_hilaire);
  g_assert_true (gtk_widget_activate_action (command_group (saint_hilaire), "command.remove", NULL));
  flush ();

  /* The division is gone; its brigades and their regiments are not. */
  g_assert_false (mst_force_find_command (force (), saint_hilaire, NULL));
  g_assert_true (mst_force_find_command (force (), morand, NULL));
  g_assert_true (mst_force_find_command (force (), thiebault, NULL));
  g_assert_null (mst_command_get_parent (morand));
  g_assert_null (mst_command_get_parent (thiebault));
  g_assert_cmpuint (mst_force_get_n_units (force ()), ==, bc.n_units);
  g_assert_cmpstr (group_subtitle (command_group (morand)), ==, "In no division · 3 units · 15 stands");
  g_assert_cmpstr (mst_history_get_undo_label (mst_force_editor_get_history (mst_window_get_editor (window))), ==,
                   "Remove division");
  titles = group_titles ();
  g_assert_cmpstr (titles, ==,
                   "Brigade — Morand | Brigade — Thiébault | "
                   "Division — Vandamme | Brigade — Schiner | Brigade — Ferey | "
                   "Division — Margaron | Brigade — Margaron (brigade)");

  /* The checks say the brigades are in no division; a click on one
   * takes the player to Morand's row. */
  findings = GTK_LIST_BOX (find_named (GTK_WIDGET (window), "findings"));
  for (int i = 0; (finding_row = gtk_list_box_get_row_at_index (findings, i)) != NULL; i++)
    if (g_object_get_data (G_OBJECT (finding_row), "item") == (gpointer) morand)
      break;
  g_assert_nonnull (finding_row);
  g_signal_emit_by_name (findings, "row-activated", finding_row);
  flush ();
  g_assert_true (mst_force_editor_get_selected_item (mst_window_get_editor (window)) == G_OBJECT (morand));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (mst_command_group_get_general_row (
                                             MST_COMMAND_GROUP (command_group (morand)))), "selected-item"));

  /* One Undo: the division back, its brigades under it. */
  activate ("win.undo");
  g_assert_true (mst_force_find_command (force (), saint_hilaire, NULL));
  g_assert_true (mst_command_get_parent (morand) == saint_hilaire);
  g_assert_true (mst_command_get_parent (thiebault) == saint_hilaire);
  g_clear_pointer (&titles, g_free);
  titles = group_titles ();
  g_assert_cmpstr (titles, ==, SOULT_TREE);
  g_assert_cmpstr (group_subtitle (command_group (morand)), ==, "In Saint-Hilaire’s division · 3 units · 15 stands");
  g_assert_cmpstr (label_text ("findings-count"), ==, "0");
  /* And Redo takes it all away again. */
  activate ("win.redo");
  g_assert_false (mst_force_find_command (force (), saint_hilaire, NULL));
  g_assert_null (mst_command_get_parent (morand));
  activate ("win.undo");
  g_object_unref (saint_hilaire);
}

static void
test_brigade_new_force (void)
{
  MstNewForceDialog *dialog;

  activate ("win.new-force");
  dialog = MST_NEW_FORCE_DIALOG (find_toplevel (MST_TYPE_NEW_FORCE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (mst_new_force_dialog_set_ruleset (dialog, "brigade-command"));
  g_assert_false (mst_new_force_dialog_select_list (dialog, "french-imperial-1803-1812"));
  g_assert_true (mst_new_force_dialog_select_list (dialog, "brigade-command-french"));
  mst_new_force_dialog_set_name (dialog, "Ier Corps");
  g_assert_true (mst_new_force_dialog_create (dialog));
  flush ();

  /* The army commander alone; divisions and brigades are added. */
  g_assert_cmpstr (mst_force_get_ruleset (force ()), ==, "brigade-command");
  g_assert_cmpstr (mst_force_get_name (force ()), ==, "Ier Corps");
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 0);
  g_assert_cmpuint (mst_force_get_n_units (force ()), ==, 0);
  g_assert_true (gtk_widget_get_visible (find_widget (GTK_WIDGET (window), match_general_row,
                                                      mst_force_get_commander (force ()))));
  g_assert_true (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), match_label, "Add Division")));
  g_assert_false (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), match_label, "Add Sub-general")));
  activate ("win.add-division");
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, 1);
  g_assert_cmpstr (mst_command_get_level (mst_force_get_command (force (), 0)), ==, "division");
}

/* Drums and Muskets as before: sub-generals with respect and ability. */
static void
test_drums_general_rows (void)
{
  MstCommand *command;
  MstGeneralRow *row;

  g_assert_true (mst_window_open_force (window, s.id));
  flush ();
  g_assert_cmpstr (mst_force_get_ruleset (force ()), ==, "drums-and-muskets");
  command = mst_force_get_command (force (), 0);
  row = mst_command_group_get_general_row (MST_COMMAND_GROUP (command_group (command)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Sub-general");
  g_assert_cmpstr (group_title (command_group (command)), ==,
                   mst_general_get_name (mst_command_get_general (command)));
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (find_named (GTK_WIDGET (row), "respect"))),
                   ==, "Respect");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (find_named (GTK_WIDGET (row), "ability"))),
                   ==, "Staff ability");
  g_assert_null (find_widget (GTK_WIDGET (row), match_name, "rating"));
  g_assert_null (find_widget (command_group (command), match_name, "orders"));
  /* The force commander too, his row kept from the Brigade Command force. */
  {
    GtkWidget *commander = find_widget (GTK_WIDGET (window), match_general_row, mst_force_get_commander (force ()));

    mst_expander_row_set_expanded (MST_EXPANDER_ROW (commander), TRUE);
    flush ();
    g_assert_nonnull (find_widget (commander, match_name, "respect"));
    g_assert_null (find_widget (commander, match_name, "rating"));
    g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (commander)), "Force commander"));
  }
  g_assert_true (gtk_widget_is_visible (find_named (GTK_WIDGET (window), "general-types")));
  g_assert_true (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), match_label, "Add Sub-general")));
  {
    guint n = mst_force_get_n_commands (force ());

    gtk_widget_activate_action (GTK_WIDGET (window), "win.add-division", NULL);
    flush ();
    g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, n);
  }
}

/* Drums and Muskets' rows are built from what its class declares, as
 * every rule set's are: a general's respect and staff ability have no
 * "Not set" (a general is Accepted and Competent unless said otherwise),
 * and the ability says why it does not count with the optional rule off
 * (000:1304, 000:1323, 000:1287-1291); a unit's optional doctrine is a switch with what it
 * does in play, its compulsory ones are not offered, and a switch is one
 * step to undo (the bracketed doctrines of a list row, 000:1695). */
static void
test_drums_declared_rows (void)
{
  MstNationList *rhine = mst_catalogue_lookup (mst_application_get_catalogue (app),
                                               "confederation-of-the-rhine-1806-1814");
  MstForceEditor *editor;
  MstUnit *unit;
  GtkWidget *row, *respect, *ability, *lcoy;

  /* A new force does without the optional rules the player switched
   * off in Preferences; its own switch brings one back. */
  g_settings_set_strv (mst_application_get_settings (app), "rules-off",
                       (const char *const[]) { "general-types", NULL });
  g_assert_nonnull (mst_window_create_force (window, "Rheinbund", rhine));
  flush ();
  g_settings_reset (mst_application_get_settings (app), "rules-off");
  g_assert_false (mst_force_uses_rule (force (), "general-types"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (find_named (GTK_WIDGET (window), "general-types"))));
  gtk_switch_set_active (GTK_SWITCH (find_named (GTK_WIDGET (window), "general-types")), TRUE);
  flush ();
  g_assert_true (mst_force_uses_rule (force (), "general-types"));
  editor = mst_window_get_editor (window);
  unit = mst_force_editor_add_unit (editor, NULL, mst_nation_list_lookup_template (rhine, "fusiliers-musketeers"));
  g_assert_nonnull (unit);
  flush ();
  g_assert_cmpstr (mst_unit_get_attr (unit, "doctrines"), ==, "COA");

  row = find_widget (GTK_WIDGET (window), match_unit_row, unit);
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  g_assert_cmpuint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_named (row, "bases"))), ==, 4);
  lcoy = find_widget (row, match_label, "Light company (LCOY)");
  g_assert_nonnull (lcoy);
  g_assert_null (find_widget (row, match_label, "Column of attack (COA)"));
  g_assert_nonnull (find_widget (row, match_label, "Shooters lose 1 die against it: open ones and columns of march "
                                                   "always, formed ones only without LCOY, artillery never. Shooters "
                                                   "without LCOY that fire at it test at −1."));
  {
    GtkWidget *action_row = gtk_widget_get_ancestor (lcoy, ADW_TYPE_ACTION_ROW);
    GtkWidget *sw = find_widget (action_row, match_type, GUINT_TO_POINTER (GTK_TYPE_SWITCH));

    g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
    gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
    flush ();
    g_assert_cmpstr (mst_unit_get_attr (unit, "doctrines"), ==, "COA LCOY");
    g_assert_cmpstr (mst_history_get_undo_label (mst_force_editor_get_history (editor)), ==, "Change Doctrines");
    activate ("win.undo");
    g_assert_cmpstr (mst_unit_get_attr (unit, "doctrines"), ==, "COA");
    g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  }

  row = find_widget (GTK_WIDGET (window), match_general_row, mst_force_get_commander (force ()));
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  respect = find_named (row, "respect");
  ability = find_named (row, "ability");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (respect))), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (respect))),
                                               adw_combo_row_get_selected (ADW_COMBO_ROW (respect))), ==, "Accepted");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (ability))),
                                               adw_combo_row_get_selected (ADW_COMBO_ROW (ability))), ==, "Competent");
  adw_combo_row_set_selected (ADW_COMBO_ROW (respect), 2);  /* Inspired */
  g_assert_cmpstr (mst_general_get_attr (mst_force_get_commander (force ()), "respect"), ==, "inspired");
  g_assert_true (gtk_widget_get_sensitive (ability));
  gtk_switch_set_active (GTK_SWITCH (find_named (GTK_WIDGET (window), "general-types")), FALSE);
  flush ();
  g_assert_false (gtk_widget_get_sensitive (ability));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ability)), ==,
                   "The optional rule is off: every general counts as Competent");
}

static gboolean
match_force_menu_button (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Force Menu") == 0;
}

/* The labels of the force menu's items, " | " between them. */
static char *
force_menu_items (void)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (find_widget (GTK_WIDGET (window), match_force_menu_button, NULL));
  g_autoptr(GString) items = g_string_new (NULL);
  GMenuModel *menu;

  g_assert_nonnull (button);
  gtk_menu_button_popup (button);
  flush ();
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          g_autofree char *label = NULL;

          if (g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s", &label))
            g_string_append_printf (items, "%s%s", items->len > 0 ? " | " : "", label);
        }
    }
  gtk_menu_button_popdown (button);
  flush ();
  return g_string_free (g_steal_pointer (&items), FALSE);
}

/* A Revolutionary Wars force: its only level of command is the brigade,
 * so the editor and the force menu offer Add Brigade, which adds a
 * brigade, and no Add Division; a battalion's row shows its card from the
 * list, read-only, its values marked as examples (001:364-365). */
static void
test_revolutionary_wars (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "revolutionary-girard.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *menu = NULL;
  MstCommand *brigade;
  MstUnit *unit;
  MstUnitTemplate *tmpl;
  GtkWidget *row, *card, *stand;
  g_autoptr(GString) stands = g_string_new (NULL);
  const char *const *formations;
  guint n;

  mst_window_open_file (window, file);
  flush ();
  run_for (100);
  g_assert_cmpstr (mst_force_get_ruleset (force ()), ==, "revolutionary-wars");
  n = mst_force_get_n_commands (force ());
  g_assert_cmpuint (n, ==, 2);
  /* The totals in the words of its cards. */
  g_assert_nonnull (find_widget (GTK_WIDGET (window), match_description_part, "battalions ·"));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), match_description_part, "platoons"));
  /* The picker names a battalion a battalion (001's unit kinds). */
  assert_picker_speaks (mst_force_get_command (force (), 0), "Infantry Battalion");

  g_assert_true (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), match_label, "Add Brigade")));
  g_assert_false (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), match_label, "Add Division")));
  g_assert_false (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), match_label, "Add Sub-general")));
  menu = force_menu_items ();
  g_assert_nonnull (strstr (menu, "Add _Brigade"));
  g_assert_null (strstr (menu, "Add _Division"));
  g_assert_null (strstr (menu, "Add _Sub-general"));

  /* Add Brigade adds a brigade of the division; Add Division nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-division", NULL);
  flush ();
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, n);
  activate ("win.add-brigade");
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, n + 1);
  /* An empty brigade: its findings by their rules' names. */
  assert_findings_named ();
  brigade = mst_force_get_command (force (), n);
  g_assert_cmpstr (mst_command_get_level (brigade), ==, "brigade");
  g_assert_null (mst_command_get_parent (brigade));
  activate ("win.undo");
  g_assert_cmpuint (mst_force_get_n_commands (force ()), ==, n);

  /* The first battalion's card, its values from the list. */
  unit = mst_command_get_unit (mst_force_get_command (force (), 0), 0);
  tmpl = mst_unit_get_template (unit);
  g_assert_nonnull (tmpl);
  row = find_widget (GTK_WIDGET (window), match_unit_row, unit);
  g_assert_nonnull (row);
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  card = find_named (row, "card");
  g_assert_true (gtk_widget_is_visible (card));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (card)), ==, "Battalion card");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (card)), ==,
                   "Example values — replace them with your own cards");
  /* A per-formation stat in one row, a value a formation, "—" where the
   * list gives none. */
  formations = mst_ruleset_get_formations (mst_ruleset_for_force (force ()));
  for (guint f = 0; formations[f] != NULL; f++)
    {
      const char *v = mst_unit_template_lookup_stat (tmpl, "stand-front", formations[f], NULL, NULL);
      g_autofree char *cell = v != NULL ? g_strdup_printf ("%s+", v) : g_strdup ("—");

      g_string_append_printf (stands, "%s%s %s", f > 0 ? " · " : "",
                              mst_ruleset_formation_label (mst_ruleset_for_force (force ()), formations[f]), cell);
    }
  stand = find_named (row, "card-stand-front");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (stand)), ==, stands->str);
  {
    g_autofree char *save = g_strdup_printf ("%s+", mst_unit_template_lookup_stat (tmpl, "melee-save", NULL, NULL, NULL));
    g_assert_nonnull (find_widget (find_named (row, "card-melee-save"), match_label, save));
  }
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), FALSE);
  flush ();
}

static void
test_library_unavailable (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(MstApplication) broken = NULL;
      g_autofree char *dir = g_dir_make_tmp ("muster-ui-XXXXXX", NULL);
      g_autofree char *blocker = g_build_filename (dir, "muster", NULL);
      g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (fixture);
      MstWindow *w;

      /* $XDG_DATA_HOME/muster is a file: no library can be made there. */
      g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
      g_setenv ("XDG_DATA_HOME", dir, TRUE);
      broken = mst_application_new ();
      /* Beside the test's own instance on the same session bus. */
      g_application_set_flags (G_APPLICATION (broken),
                               g_application_get_flags (G_APPLICATION (broken)) | G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (broken), NULL, NULL));
      g_assert_null (mst_application_get_library (broken));
      g_assert_nonnull (mst_application_get_library_error (broken));

      w = mst_window_new (GTK_APPLICATION (broken), mst_application_get_state (broken));
      gtk_window_present (GTK_WINDOW (w));
      flush ();
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (find_named (GTK_WIDGET (w), "library-stack"))),
                       ==, "unavailable");
      g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (find_named (GTK_WIDGET (w), "banner"))));
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (w), "banner-label"))),
                                blocker));
      /* No new force where none can be kept. */
      gtk_widget_activate_action (GTK_WIDGET (w), "win.new-force", NULL);
      flush ();
      g_assert_null (find_toplevel (MST_TYPE_NEW_FORCE_DIALOG));

      mst_window_open_file (w, file);
      flush ();
      g_assert_nonnull (mst_window_get_force (w));
      g_assert_false (mst_force_editor_get_editable (mst_window_get_editor (w)));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (w), "supply-value"))), !=, "");
      gtk_window_destroy (GTK_WINDOW (w));
      g_unlink (blocker);
      g_rmdir (dir);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A value the rules do not know: the force opens, the unit's row shows the
 * value as it is and says so, and the findings name it.  A force whose
 * list is not installed opens read-only, a banner naming the list. */
static void
test_unknown_values (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "brigade-french.muster", NULL);
  g_autofree char *missing = g_test_build_filename (G_TEST_DIST, "fixtures", "unknown-list.muster", NULL);
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-unknown-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "novice.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_auto(GStrv) parts = NULL;
  g_autofree char *joined = NULL;
  MstUnit *unit;
  GtkWidget *row, *findings, *banner;
  gboolean named = FALSE;

  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  parts = g_strsplit (text, "value=\"trained\"", 2);
  joined = g_strjoinv ("value=\"novice\"", parts);
  g_assert_true (g_file_set_contents (path, joined, -1, NULL));

  mst_window_open_file (window, file);
  flush ();
  run_for (100);
  {
    g_autoptr(GPtrArray) units = mst_force_list_units (force ());

    unit = NULL;
    for (guint i = 0; i < units->len && unit == NULL; i++)
      if (g_str_equal (mst_unit_get_name (g_ptr_array_index (units, i)), "14e de Ligne"))
        unit = g_ptr_array_index (units, i);
    g_assert_nonnull (unit);
  }
  g_assert_cmpstr (mst_unit_get_attr (unit, "training"), ==, "novice");
  row = find_widget (GTK_WIDGET (window), match_unit_row, unit);
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (mst_expander_row_get_subtitle (MST_EXPANDER_ROW (row)),
                            "“novice”: not a value of the rules"));
  /* Its dropdown shows the value as the unit has it, never blank. */
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (row), TRUE);
  flush ();
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (
                     adw_combo_row_get_selected_item (ADW_COMBO_ROW (find_named (row, "training"))))), ==,
                   "“novice”: not a value of the rules");
  findings = find_named (GTK_WIDGET (window), "findings");
  for (GtkWidget *c = gtk_widget_get_first_child (findings); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (ADW_IS_PREFERENCES_ROW (c)
        && strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (c)), "“novice” is not a training") != NULL)
      named = TRUE;
  g_assert_true (named);
  banner = find_named (GTK_WIDGET (window), "list-banner");
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (mst_force_editor_get_editable (MST_FORCE_EDITOR (find_widget (GTK_WIDGET (window), match_type,
                                                                                GSIZE_TO_POINTER (MST_TYPE_FORCE_EDITOR)))));

  /* Its list not installed: read-only, and the banner says why. */
  mst_window_open_file (window, missing_file);
  flush ();
  run_for (100);
  g_assert_cmpstr (mst_force_get_list_id (force ()), ==, "atlantis-1805");
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_nonnull (strstr (label_text ("list-banner-label"), "its list “atlantis-1805” is not installed"));
  g_assert_nonnull (strstr (label_text ("list-banner-label"), "drums-and-muskets"));
  g_assert_false (mst_force_editor_get_editable (MST_FORCE_EDITOR (find_widget (GTK_WIDGET (window), match_type,
                                                                                 GSIZE_TO_POINTER (MST_TYPE_FORCE_EDITOR)))));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  if (!g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;

      /* Transitions only make the steps wait.  (Not in the child: reading
       * the settings fixes the XDG folders it changes.) */
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      app = mst_application_new ();
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
      g_assert_nonnull (mst_application_get_library (app));
      window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
      gtk_window_present (GTK_WINDOW (window));
      flush ();
    }

  g_test_add_func ("/muster/ui/editor/1-empty-library", test_empty_library);
  g_test_add_func ("/muster/ui/editor/2-create-force", test_create_force);
  g_test_add_func ("/muster/ui/editor/3-compose", test_compose);
  g_test_add_func ("/muster/ui/editor/4-move-unit", test_move_unit);
  g_test_add_func ("/muster/ui/editor/5-undo-redo", test_undo_redo);
  g_test_add_func ("/muster/ui/editor/6-reopen", test_reopen);
  g_test_add_func ("/muster/ui/editor/7-library-and-force-actions", test_library_and_force_actions);
  g_test_add_func ("/muster/ui/editor/8-import-export-delete", test_import_export_delete);
  g_test_add_func ("/muster/ui/editor/9-narrow", test_narrow);
  g_test_add_func ("/muster/ui/editor/10-skirmish", test_skirmish);
  g_test_add_func ("/muster/ui/editor/11-brigade-open", test_brigade_open);
  g_test_add_func ("/muster/ui/editor/12-brigade-rating-orders", test_brigade_rating_orders);
  g_test_add_func ("/muster/ui/editor/12-brigade-distances", test_brigade_distances);
  g_test_add_func ("/muster/ui/editor/13-brigade-structure", test_brigade_structure);
  g_test_add_func ("/muster/ui/editor/14-brigade-remove-division", test_brigade_remove_division);
  g_test_add_func ("/muster/ui/editor/15-brigade-new-force", test_brigade_new_force);
  g_test_add_func ("/muster/ui/editor/16-drums-general-rows", test_drums_general_rows);
  g_test_add_func ("/muster/ui/editor/16-drums-declared-rows", test_drums_declared_rows);
  g_test_add_func ("/muster/ui/editor/17-revolutionary-wars", test_revolutionary_wars);
  g_test_add_func ("/muster/ui/editor/18-unknown-values", test_unknown_values);
  g_test_add_func ("/muster/ui/editor/library-unavailable", test_library_unavailable);

  status = g_test_run ();
  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return status;
}
