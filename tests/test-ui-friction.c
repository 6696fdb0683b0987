/* test-ui-friction.c: the editor as a new player meets it: the name first, the unit picker, totals, pools, Print.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "muster-core.h"
#include "mst-application.h"
#include "mst-command-group.h"
#include "mst-new-force-dialog.h"
#include "mst-pool-popover.h"
#include "mst-scouting-window.h"
#include "mst-unit-picker.h"
#include "mst-window.h"
#include "mst-test-ui.h"

static MstApplication *app;
static MstWindow *window;

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

static void
flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
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

static GtkWidget *
find_type (GtkWidget *root, GType type, gconstpointer data, gboolean (*match) (GtkWidget *, gconstpointer))
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (match == NULL || match (root, data)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type, data, match);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
match_command (GtkWidget *widget, gconstpointer command)
{
  return mst_command_group_get_command (MST_COMMAND_GROUP (widget)) == command;
}

static gpointer
template_child (gpointer widget, GType type, const char *name)
{
  GObject *object = gtk_widget_get_template_child (widget, type, name);

  g_assert_nonnull (object);
  return object;
}

static MstForce *
force (void)
{
  MstForce *f = mst_window_get_force (window);

  g_assert_nonnull (f);
  return f;
}

static MstUnitPicker *
open_picker (MstCommand *command)
{
  GtkWidget *group = find_type (GTK_WIDGET (window), MST_TYPE_COMMAND_GROUP, command, match_command);
  MstUnitPicker *picker;

  g_assert_nonnull (group);
  g_assert_true (gtk_widget_activate_action (group, "command.add-unit", NULL));
  flush ();
  picker = MST_UNIT_PICKER (find_toplevel (MST_TYPE_UNIT_PICKER));
  g_assert_nonnull (picker);
  return picker;
}

/* The New Force dialog opens on the name: a space typed goes into it. */
static void
test_new_force_focus (void)
{
  MstNewForceDialog *dialog;
  GtkWidget *focus, *name_row;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-force", NULL));
  flush ();
  run_for (100);
  dialog = MST_NEW_FORCE_DIALOG (find_toplevel (MST_TYPE_NEW_FORCE_DIALOG));
  g_assert_nonnull (dialog);

  name_row = template_child (dialog, MST_TYPE_NEW_FORCE_DIALOG, "name_row");
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_nonnull (focus);
  g_assert_true (focus == name_row || gtk_widget_is_ancestor (focus, name_row));
  /* The focused text takes the name, space and all. */
  g_assert_true (GTK_IS_EDITABLE (focus));
  gtk_editable_set_text (GTK_EDITABLE (focus), "Bagration's Army");
  g_assert_true (mst_new_force_dialog_select_list (dialog, "russian-1808-1815"));
  g_assert_true (mst_new_force_dialog_create (dialog));
  flush ();
  g_assert_cmpstr (mst_force_get_name (force ()), ==, "Bagration's Army");
}

/* "line" and Enter add a line battalion, not the Guard Grenadier (line
 * foot) that comes first in the list; the arrows move the highlight; the
 * picker can stay open; the thresholds are labelled. */
static void
test_unit_picker (void)
{
  MstUnitPicker *picker;
  MstCommand *command;
  GtkSearchEntry *search;
  GtkListBox *list;
  MstUnitTemplate *highlighted;
  AdwActionRow *first;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-command", NULL));
  flush ();
  command = mst_force_get_command (force (), 0);

  picker = open_picker (command);
  list = template_child (picker, MST_TYPE_UNIT_PICKER, "list");
  first = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (first)), ==, "Guard Grenadier");
  /* The resilience columns, labelled. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (first), "Lackluster "));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (first), "Steady "));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (first), "Determined "));

  /* Typed, then Enter at once, before the search has caught up. */
  search = template_child (picker, MST_TYPE_UNIT_PICKER, "search_entry");
  gtk_editable_set_text (GTK_EDITABLE (search), "line");
  g_signal_emit_by_name (search, "activate");
  flush ();
  g_assert_cmpuint (mst_command_get_n_units (command), ==, 1);
  g_assert_cmpstr (mst_unit_get_template_id (mst_command_get_unit (command, 0)), ==, "line");
  g_assert_null (find_toplevel (MST_TYPE_UNIT_PICKER));

  /* Kept open: three units one after the other; Down moves the highlight.
   * The toggle says so in words, not by an icon alone. */
  picker = open_picker (command);
  {
    GtkWidget *toggle = template_child (picker, MST_TYPE_UNIT_PICKER, "keep_open_button");
    GtkWidget *content = gtk_button_get_child (GTK_BUTTON (toggle));

    g_assert_true (ADW_IS_BUTTON_CONTENT (content));
    g_assert_cmpstr (adw_button_content_get_label (ADW_BUTTON_CONTENT (content)), ==, "Add _Several");
    g_assert_true (gtk_widget_get_mapped (content));
  }
  mst_unit_picker_set_keep_open (picker, TRUE);
  search = template_child (picker, MST_TYPE_UNIT_PICKER, "search_entry");
  mst_unit_picker_search (picker, "line");
  highlighted = mst_unit_picker_get_highlighted (picker);
  g_assert_cmpstr (mst_unit_template_get_id (highlighted), ==, "line");
  g_signal_emit_by_name (search, "activate");
  g_signal_emit_by_name (search, "next-match");
  highlighted = mst_unit_picker_get_highlighted (picker);
  g_assert_cmpstr (mst_unit_template_get_id (highlighted), !=, "line");
  g_assert_true (mst_unit_picker_choose_highlighted (picker));
  g_signal_emit_by_name (search, "previous-match");
  g_assert_cmpstr (mst_unit_template_get_id (mst_unit_picker_get_highlighted (picker)), ==, "line");
  g_assert_true (mst_unit_picker_choose_highlighted (picker));
  flush ();
  g_assert_nonnull (find_toplevel (MST_TYPE_UNIT_PICKER));
  g_assert_cmpuint (mst_command_get_n_units (command), ==, 4);
  /* Each add is said in the title, where it covers no row of the list. */
  {
    AdwWindowTitle *title = template_child (picker, MST_TYPE_UNIT_PICKER, "window_title");
    g_autofree char *said = g_strdup_printf ("· Added “%s” (3 so far)", mst_unit_template_get_name (
                                               mst_unit_picker_get_highlighted (picker)));

    g_assert_true (g_str_has_suffix (adw_window_title_get_subtitle (title), said));
    g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (title), "To "));
  }
  g_assert_cmpstr (mst_unit_get_template_id (mst_command_get_unit (command, 2)), ==,
                   mst_unit_template_get_id (highlighted));
  gtk_window_close (GTK_WINDOW (picker));
  flush ();
}

/* Each command's header and the force say how many units and bases. */
static void
test_totals (void)
{
  MstCommand *command = mst_force_get_command (force (), 0);
  GtkWidget *group = find_type (GTK_WIDGET (window), MST_TYPE_COMMAND_GROUP, command, match_command);
  GtkLabel *subtitle = template_child (group, MST_TYPE_COMMAND_GROUP, "subtitle_label");
  MstUnit *unit = mst_command_get_unit (command, 0);
  AdwPreferencesGroup *force_group = ADW_PREFERENCES_GROUP (
    gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_ancestor (group, g_type_from_name ("MstForceEditor"))),
                                   g_type_from_name ("MstForceEditor"), "force_group"));

  /* Four foot units of 4 bases. */
  g_assert_cmpstr (gtk_label_get_text (subtitle), ==, "4 units · 16 bases");
  g_assert_cmpstr (adw_preferences_group_get_description (force_group), ==, "4 units · 16 bases");
  mst_unit_set_bases (unit, 6);
  flush ();
  g_assert_cmpstr (gtk_label_get_text (subtitle), ==, "4 units · 18 bases");
  g_assert_cmpstr (adw_preferences_group_get_description (force_group), ==, "4 units · 18 bases");
}

/* The pools' breakdowns open in a popover. */
static void
test_pool_popover (void)
{
  GtkWidget *editor = find_type (GTK_WIDGET (window), g_type_from_name ("MstForceEditor"), NULL, NULL);
  GtkWidget *supply = template_child (editor, g_type_from_name ("MstForceEditor"), "supply_box");
  GtkPopover *popover;
  GtkWidget *detail;

  /* Made when it first opens, not with every force. */
  g_assert_null (mst_pool_popover_get (supply));
  mst_pool_popover_popup (supply);
  flush ();
  popover = mst_pool_popover_get (supply);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  /* The commander and two sub-generals: 2 + 3 generals. */
  detail = gtk_widget_get_last_child (gtk_popover_get_child (popover));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (detail)), ==, gtk_widget_get_tooltip_text (supply));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (detail)), "3 generals"));
  gtk_popover_popdown (popover);
  flush ();
}

/* The scouting window keeps its Seed behind "Advanced". */
static void
test_scouting_seed_advanced (void)
{
  GtkWidget *scouting;
  AdwExpanderRow *advanced;
  GtkWidget *seed;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.scouting", NULL));
  flush ();
  run_for (50);
  scouting = find_toplevel (MST_TYPE_SCOUTING_WINDOW);
  g_assert_nonnull (scouting);
  advanced = template_child (scouting, MST_TYPE_SCOUTING_WINDOW, "advanced_row");
  seed = template_child (scouting, MST_TYPE_SCOUTING_WINDOW, "seed_row");
  g_assert_true (gtk_widget_is_ancestor (seed, GTK_WIDGET (advanced)));
  g_assert_false (adw_expander_row_get_expanded (advanced));
  g_assert_false (gtk_widget_get_child_visible (gtk_widget_get_ancestor (seed, GTK_TYPE_REVEALER)) &&
                  gtk_widget_get_mapped (seed));
  adw_expander_row_set_expanded (advanced, TRUE);
  run_for (50);
  g_assert_true (gtk_widget_get_mapped (seed));
  gtk_window_destroy (GTK_WINDOW (scouting));
  flush ();
}

static gboolean
menu_has_action (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *a = NULL;
      g_autoptr(GMenuLinkIter) links = NULL;
      const char *name;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &a) && g_strcmp0 (a, action) == 0)
        return TRUE;
      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, &name, &link))
        {
          gboolean found = menu_has_action (link, action);
          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

static guint
count_menus_with (GtkWidget *root, const char *action)
{
  guint n = 0;

  /* A menu is made when it first opens, as the player opens it. */
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (root)) == NULL &&
      gtk_widget_get_mapped (root))
    {
      gtk_menu_button_popup (GTK_MENU_BUTTON (root));
      gtk_menu_button_popdown (GTK_MENU_BUTTON (root));
    }
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (root)) != NULL &&
      menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (root)), action))
    n++;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_menus_with (c, action);
  return n;
}

/* The window's own key bindings hold @accel for @action. */
static gboolean
has_shortcut (GtkWidget *widget, const char *accel, const char *action)
{
  g_autoptr(GtkShortcut) shortcut = mst_test_find_shortcut (widget, accel);
  GtkShortcutAction *a = shortcut != NULL ? gtk_shortcut_get_action (shortcut) : NULL;

  return a != NULL && GTK_IS_NAMED_ACTION (a) &&
         g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (a)), action) == 0;
}

/* Ctrl+P prints from the main window, through the cards window's Print;
 * Print and Play a Game are in the main menu and in the force menu. */
static void
test_print (void)
{
  GType dialog_type;
  GtkWidget *dialog = NULL;
  GtkWidget *cards;

  g_assert_true (has_shortcut (GTK_WIDGET (window), "<Control>p", "win.print"));
  g_assert_cmpuint (count_menus_with (GTK_WIDGET (window), "win.print"), ==, 2);
  g_assert_cmpuint (count_menus_with (GTK_WIDGET (window), "win.play"), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  for (guint i = 0; i < 40 && dialog == NULL; i++)
    {
      run_for (50);
      dialog_type = g_type_from_name ("GtkPrintUnixDialog");
      if (dialog_type != 0)
        dialog = find_toplevel (dialog_type);
    }
  cards = find_toplevel (g_type_from_name ("MstCardsWindow"));
  g_assert_nonnull (cards);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (cards));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  run_for (50);
  gtk_window_destroy (GTK_WINDOW (cards));
  flush ();
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  if (!g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;

      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      app = mst_application_new ();
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
      window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
      gtk_window_present (GTK_WINDOW (window));
      flush ();
    }

  g_test_add_func ("/muster/ui/friction/1-new-force-focus", test_new_force_focus);
  g_test_add_func ("/muster/ui/friction/2-unit-picker", test_unit_picker);
  g_test_add_func ("/muster/ui/friction/3-totals", test_totals);
  g_test_add_func ("/muster/ui/friction/4-pool-popover", test_pool_popover);
  g_test_add_func ("/muster/ui/friction/5-scouting-seed-advanced", test_scouting_seed_advanced);
  g_test_add_func ("/muster/ui/friction/6-print", test_print);

  status = g_test_run ();
  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return status;
}
