/* test-ui-list-editor.c: a Revolutionary Wars list made in the list editor,
 * from the main menu: a card value typed, a wrong one said under its field
 * and refused, undone and redone, saved into the user's lists, and a force
 * built from it whose battalion card prints what was typed.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by tests/run-ui-test.sh under a private display, with its own
 * XDG_DATA_HOME: the user's lists folder starts empty. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "mst-application.h"
#include "mst-list-editor.h"
#include "mst-window.h"
#include "mst-test-ui.h"

static MstApplication *app;
static MstWindow *window;

static void
flush (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

static GtkWindow *
find_toplevel (GType type, const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && (title == NULL || g_strcmp0 (gtk_window_get_title (w), title) == 0))
        return w;
    }
  return NULL;
}

/* The widget editing field @key (see mst-list-editor.c), shown or not. */
static GtkWidget *
find_field (GtkWidget *root, const char *key)
{
  if (g_strcmp0 (g_object_get_data (G_OBJECT (root), "mst-field"), key) == 0 && GTK_IS_EDITABLE (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_field (c, key);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

static GtkWidget *
find_button_in (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_button_in (c);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

/* A visible label saying @text, as a player would read it. */
static gboolean
shows_label (GtkWidget *root, const char *text)
{
  if (!gtk_widget_get_visible (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_label (c, text))
      return TRUE;
  return FALSE;
}

static void
type_into (MstListEditor *editor, const char *key, const char *text)
{
  GtkWidget *field = find_field (GTK_WIDGET (editor), key);

  if (field == NULL)
    g_error ("no field %s in the editor", key);
  gtk_editable_set_text (GTK_EDITABLE (field), text);
  flush ();
}

static const char *
field_text (MstListEditor *editor, const char *key)
{
  GtkWidget *field = find_field (GTK_WIDGET (editor), key);

  g_assert_nonnull (field);
  return gtk_editable_get_text (GTK_EDITABLE (field));
}

static void
test_make_list (void)
{
  g_autofree char *pdftotext = NULL;
  GtkWindow *chooser;
  MstListEditor *editor;
  MstListDocument *doc;
  MstCatalogue *catalogue = mst_application_get_catalogue (app);
  GPtrArray *ids;
  MstNationList *list;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstUnit) unit = NULL;
  g_autoptr(GPtrArray) derived = NULL;
  g_autofree char *user_dir = mst_paths_get_user_nations_dir ();
  g_autofree char *file = g_build_filename (user_dir, "revolutionary-wars", "house-cards.xml", NULL);
  const char *charge = "stat:charge-move:::";
  const char *front = "stat:stand-front:line::";
  const char *melee = "stat:melee-save:::";
  guint rw = G_MAXUINT;

  /* Main menu → Nation Lists… → a new Revolutionary Wars list. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-lists", NULL));
  flush ();
  chooser = find_toplevel (ADW_TYPE_WINDOW, _("Nation Lists"));
  g_assert_nonnull (chooser);
  ids = g_object_get_data (G_OBJECT (chooser), "ruleset-ids");
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), "revolutionary-wars"))
      rw = i;
  g_assert_cmpuint (rw, !=, G_MAXUINT);
  adw_combo_row_set_selected (g_object_get_data (G_OBJECT (chooser), "ruleset-row"), rw);
  gtk_editable_set_text (g_object_get_data (G_OBJECT (chooser), "name-row"), "House Cards");
  g_signal_emit_by_name (g_object_get_data (G_OBJECT (chooser), "create-button"), "clicked");
  flush ();

  editor = MST_LIST_EDITOR (find_toplevel (MST_TYPE_LIST_EDITOR, NULL));
  g_assert_nonnull (editor);
  doc = mst_list_editor_get_document (editor);
  g_assert_cmpstr (mst_list_document_get_ruleset (doc), ==, "revolutionary-wars");
  g_assert_cmpstr (mst_list_document_get (doc, MST_LIST_HEADER, "id"), ==, "house-cards");
  /* Marked as the player's own. */
  g_assert_true (shows_label (GTK_WIDGET (editor), "Your list"));

  /* A battalion, with a card value typed in the form. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.add-template", NULL));
  flush ();
  g_assert_cmpint (mst_list_editor_get_selected (editor), ==, 0);
  type_into (editor, "name", "Line battalion");
  type_into (editor, "id", "line");
  /* Six platoons of line infantry, the Centre Platoon one of them. */
  /* The kind of platoon chosen from the rule set's, as the centre platoon
   * is, not typed. */
  {
    GtkWidget *row = mst_test_find_named (GTK_WIDGET (editor), "add-component-role");
    GListModel *model;
    guint at = GTK_INVALID_LIST_POSITION;

    g_assert_nonnull (row);
    g_assert_null (find_field (GTK_WIDGET (editor), "add-component"));
    model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                       mst_ruleset_role_label (mst_ruleset_lookup ("revolutionary-wars"), "line-infantry")))
        at = i;
    g_assert_cmpuint (at, !=, GTK_INVALID_LIST_POSITION);
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), at);
    g_signal_emit_by_name (find_button_in (row), "clicked");
    flush ();
  }
  type_into (editor, "component:line-infantry", "6");
  g_assert_cmpstr (mst_list_document_get (doc, 0, "component:line-infantry"), ==, "6");
  type_into (editor, charge, "10");
  g_assert_cmpstr (mst_list_document_get (doc, 0, charge), ==, "10");
  /* The grid: Stand if Charged from Front, in Line. */
  type_into (editor, front, "3");
  g_assert_cmpstr (mst_list_document_get (doc, 0, front), ==, "3");

  /* Undo takes the grid's value away, redo puts it back: in the form. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  flush ();
  g_assert_cmpstr (field_text (editor, front), ==, "");
  g_assert_cmpstr (field_text (editor, charge), ==, "10");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.redo", NULL));
  flush ();
  g_assert_cmpstr (field_text (editor, front), ==, "3");

  /* No D6 throws 9: said under the field, and the list is not saved; the
   * banner saying so floats over the form's foot and never moves the
   * field being typed in. */
  {
    graphene_point_t before, after;

    g_assert_true (gtk_widget_compute_point (find_field (GTK_WIDGET (editor), melee), GTK_WIDGET (editor),
                                             &GRAPHENE_POINT_INIT (0, 0), &before));
    type_into (editor, melee, "9");
    for (int i = 0; i < 50; i++)
      {
        flush ();
        g_usleep (10000);
      }
    g_assert_true (gtk_widget_compute_point (find_field (GTK_WIDGET (editor), melee), GTK_WIDGET (editor),
                                             &GRAPHENE_POINT_INIT (0, 0), &after));
    g_assert_cmpfloat (after.y, ==, before.y);
  }
  g_assert_true (shows_label (GTK_WIDGET (editor), "“9” is not a score a D6 test needs: 1 to 7"));
  g_assert_true (shows_label (GTK_WIDGET (editor), "cannot be saved"));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL);
  flush ();
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
  /* A score as the cards print it is taken, and kept as the score. */
  type_into (editor, melee, "5+");
  g_assert_false (shows_label (GTK_WIDGET (editor), "is not a score"));

  /* Its card still lacks values the rules leave to the list: asked before
   * saving, not saved without a word (001:364). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  flush ();
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
  {
    AdwMessageDialog *ask = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL));

    g_assert_nonnull (ask);
    g_assert_cmpstr (adw_message_dialog_get_heading (ask), ==, "Save a List with Incomplete Cards?");
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), "stats missing on 1 battalion’s card"));
    adw_message_dialog_response (ask, "save");
    flush ();
  }

  /* Saved: in the user's folder, and at once in the catalogue. */
  g_assert_true (g_file_test (file, G_FILE_TEST_EXISTS));
  g_assert_false (mst_list_document_is_modified (doc));
  list = mst_catalogue_lookup (catalogue, "house-cards");
  g_assert_nonnull (list);
  {
    g_autofree char *saved = NULL;

    g_assert_true (g_file_get_contents (file, &saved, NULL, NULL));
    g_assert_nonnull (strstr (saved, "value=\"5\""));
    g_assert_null (strstr (saved, "value=\"5+\""));
  }
  g_assert_true (mst_catalogue_is_user_list (catalogue, "house-cards"));
  g_assert_cmpstr (mst_unit_template_lookup_stat (mst_nation_list_lookup_template (list, "line"), "charge-move",
                                                  NULL, NULL, NULL), ==, "10");

  /* A force built from it: the rules derive its countercharge from the
   * Charge Move typed, half of 10 (001:944-946). */
  force = mst_force_new ("House division", list, "house-cards");
  g_assert_nonnull (mst_force_add_unit (force, NULL, "line", "1er bataillon"));
  unit = g_list_model_get_item (mst_force_get_unassigned (force), 0);
  derived = mst_ruleset_derive (mst_ruleset_lookup ("revolutionary-wars"), force, unit);
  g_assert_cmpstr (mst_derived_lookup (derived, "countercharge-move"), ==, "5\"");
  /* Its battalion card prints the Charge Move typed in the editor. */
  pdftotext = g_find_program_in_path ("pdftotext");
  if (pdftotext != NULL)
    {
      g_autoptr(MstCards) cards = mst_cards_new (force);
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = g_dir_make_tmp ("muster-list-editor-XXXXXX", &error);
      g_autofree char *pdf = g_build_filename (dir, "cards.pdf", NULL);
      g_autofree char *text = NULL;
      const char *argv[] = { "pdftotext", "-layout", "-enc", "UTF-8", pdf, "-", NULL };
      char *line;
      gboolean printed = FALSE;

      g_assert_no_error (error);
      g_assert_true (mst_cards_export_pdf (cards, pdf, &error));
      g_assert_no_error (error);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &text, NULL, NULL, &error));
      g_assert_no_error (error);
      line = strstr (text, "Charge Move");
      printed = line != NULL && strstr (line, "10″") != NULL && strstr (line, "10″") < strchr (line, '\n');
      if (!printed)
        g_error ("the card does not print the Charge Move of 10:\n%s", text);
      g_unlink (pdf);
      g_rmdir (dir);
    }
  /* The library marks a force of it as built on the player's list. */
  {
    MstLibraryEntry entry = { 0 };
    g_autoptr(MstRowText) row = NULL;

    entry.name = (char *) "House division";
    entry.ruleset = (char *) "revolutionary-wars";
    entry.list_id = (char *) "house-cards";
    row = mst_force_view_library_row (&entry, catalogue);
    g_assert_nonnull (strstr (row->subtitle, "Your list"));
  }

  gtk_window_destroy (GTK_WINDOW (editor));
  flush ();
}

/* A shipped list is copied into one of the player's own, and the chooser
 * then offers it under Your Lists. */
static void
test_copy_list (void)
{
  GtkWindow *chooser;
  MstListEditor *editor;
  MstListDocument *doc;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-lists", NULL));
  flush ();
  chooser = find_toplevel (ADW_TYPE_WINDOW, _("Nation Lists"));
  g_assert_nonnull (chooser);
  /* The list saved by the test before is the user's. */
  g_assert_true (shows_label (GTK_WIDGET (chooser), "Your list"));
  gtk_window_destroy (chooser);
  flush ();

  doc = mst_list_document_new_copy (mst_catalogue_lookup (mst_application_get_catalogue (app),
                                                          "french-imperial-1803-1812"), NULL);
  editor = mst_list_editor_new (GTK_WINDOW (window), mst_application_get_catalogue (app), doc);
  gtk_window_present (GTK_WINDOW (editor));
  flush ();
  /* A Drums and Muskets unit: its resilience threshold is 1 to 6. */
  g_assert_cmpint (mst_list_editor_get_selected (editor), ==, 0);
  type_into (editor, "resilience:steady", "7");
  g_assert_true (shows_label (GTK_WIDGET (editor), "1 to 6"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  flush ();
  g_assert_cmpuint (mst_list_document_count_errors (doc), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  flush ();
  g_assert_nonnull (mst_catalogue_lookup (mst_application_get_catalogue (app), "my-french-imperial-1803-1812"));
  g_object_unref (doc);
  gtk_window_destroy (GTK_WINDOW (editor));
  flush ();
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("MUSTER_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = mst_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
  gtk_window_present (GTK_WINDOW (window));
  flush ();

  g_test_add_func ("/muster/ui/list-editor/make-list", test_make_list);
  g_test_add_func ("/muster/ui/list-editor/copy-list", test_copy_list);

  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return status;
}
