/* test-ui-app.c: every window of Muster opens from the main window's menus.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by tests/run-ui-test.sh under a private display.  With
 * MUSTER_TEST_LANGUAGE=fr (de, es) it also checks that the interface speaks
 * that language: the wrapper then runs it under the matching locale. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "mst-about.h"
#include "mst-application.h"
#include "mst-cards-window.h"
#include "mst-campaign-window.h"
#include "mst-help-window.h"
#include "mst-preferences-window.h"
#include "mst-ruleset-tables-window.h"
#include "mst-scouting-window.h"
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

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
    }
  return NULL;
}

/* Activates @action and returns the window of @type it opened. */
static GtkWindow *
open_by_action (const char *action, GType type)
{
  GtkWindow *opened;

  if (g_str_has_prefix (action, "app."))
    g_action_group_activate_action (G_ACTION_GROUP (app), action + 4, NULL);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  flush ();
  opened = find_toplevel (type);
  if (opened == NULL)
    g_error ("%s opened no %s", action, g_type_name (type));
  return opened;
}

static GtkWidget *
find_row (GtkWidget *root, const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_row (c, title);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

static gboolean
has_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return TRUE;
  if (ADW_IS_PREFERENCES_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_label (c, text))
      return TRUE;
  return FALSE;
}

static void
open_fixture_force (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  mst_window_open_file (window, file);
  flush ();
}

static void
test_windows_open (void)
{
  GtkWindow *w;

  open_fixture_force ();

  w = open_by_action ("win.roster-cards", MST_TYPE_CARDS_WINDOW);
  gtk_window_destroy (w);
  w = open_by_action ("win.scouting", MST_TYPE_SCOUTING_WINDOW);
  gtk_window_destroy (w);
  /* The open force's rule set's tests and charts. */
  w = open_by_action ("win.test-tables", MST_TYPE_RULESET_TABLES_WINDOW);
  gtk_window_destroy (w);
  w = open_by_action ("app.campaigns", MST_TYPE_CAMPAIGN_WINDOW);
  gtk_window_destroy (w);
  w = open_by_action ("app.preferences", MST_TYPE_PREFERENCES_WINDOW);
  gtk_window_destroy (w);
  flush ();
}

static gboolean
find_switch (GtkWidget *root, const char *action, GtkWidget **out)
{
  if (GTK_IS_SWITCH (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    {
      *out = root;
      return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (find_switch (c, action, out))
      return TRUE;
  return FALSE;
}

/* A label showing exactly @text. */
static gboolean
label_showing (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_switch (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_SWITCH (widget);
}

static GtkWidget *
find_widget_by (GtkWidget *root, gboolean (*match) (GtkWidget *, gconstpointer), gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_widget_by (c, match, data);

      if (hit != NULL)
        return hit;
    }
  return NULL;
}

/* Preferences are GSettings keys: the window shows them and changes them. */
static void
test_preferences (void)
{
  GSettings *settings = mst_application_get_settings (app);
  GtkWindow *w = open_by_action ("app.preferences", MST_TYPE_PREFERENCES_WINDOW);
  GtkWidget *crop = NULL;

  g_assert_true (find_switch (GTK_WIDGET (w), "app.crop-marks", &crop));
  g_assert_false (g_settings_get_boolean (settings, "crop-marks"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (crop)));
  /* Flipping the switch sets the key… */
  g_assert_true (gtk_widget_activate (crop));
  flush ();
  g_assert_true (g_settings_get_boolean (settings, "crop-marks"));
  /* …and a key set elsewhere shows in the window. */
  g_settings_set_boolean (settings, "crop-marks", FALSE);
  flush ();
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (crop)));
  /* Hits to remove a base: the two readings of the rules. */
  {
    GtkWidget *row = find_row (GTK_WIDGET (w), "Hits to Remove a Base");

    g_assert_nonnull (row);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
    /* The reading chosen is shown whole, never cut to "…". */
    {
      GtkWidget *shown = find_widget_by (row, label_showing, "6 (quick reference, Hits)");

      g_assert_nonnull (shown);
      g_assert_true (gtk_widget_get_mapped (shown));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (shown))));
    }
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
    flush ();
    g_assert_cmpuint (g_settings_get_uint (settings, "hits-per-base"), ==, 2);
    g_settings_reset (settings, "hits-per-base");
    flush ();
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  }
  /* Each rule set's optional rules: Drums and Muskets' general types,
   * played by new forces unless switched off here. */
  {
    GtkWidget *row = find_row (GTK_WIDGET (w), "General types in new forces");
    GtkWidget *sw;
    g_auto(GStrv) off = NULL;

    g_assert_nonnull (row);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     "Drums and Muskets: Optional rule: the respect and staff ability of generals count");
    sw = find_widget_by (row, is_switch, NULL);
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (sw)));
    gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
    flush ();
    off = g_settings_get_strv (settings, "rules-off");
    g_assert_cmpstrv (off, ((const char *const[]) { "general-types", NULL }));
    g_settings_reset (settings, "rules-off");
  }
  /* The colour scheme follows the setting. */
  g_settings_set_enum (settings, "color-scheme", 2);
  flush ();
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_reset (settings, "color-scheme");
  gtk_window_destroy (w);
  flush ();
}

/* Presses F1 in @window: runs the shortcut its class binds to F1. */
static void
press_f1 (GtkWindow *w)
{
  g_autoptr(GtkShortcut) shortcut = mst_test_find_shortcut (GTK_WIDGET (w), "F1");

  if (shortcut == NULL)
    g_error ("F1 does nothing in a %s", G_OBJECT_TYPE_NAME (w));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (w),
                                               gtk_shortcut_get_arguments (shortcut)));
  flush ();
}

/* Without a help browser, F1 opens the guide inside Muster, at the topic of
 * the window it was pressed in. */
static void
test_help (void)
{
  g_autoptr(GAppInfo) browser = g_app_info_get_default_for_uri_scheme ("help");
  GtkWindow *w;
  GtkWindow *prefs;

  if (browser != NULL)
    {
      g_test_skip ("a help browser is installed here: F1 opens it (see help-browser)");
      return;
    }
  press_f1 (GTK_WINDOW (window));
  w = find_toplevel (MST_TYPE_HELP_WINDOW);
  g_assert_nonnull (w);
  g_assert_true (has_label (GTK_WIDGET (w), "A force is built from one nation list"));

  /* The guide states how Muster reads the rules where they are ambiguous. */
  mst_help_window_show_topic (MST_HELP_WINDOW (w), "readings");
  flush ();
  g_assert_true (has_label (GTK_WIDGET (w), "“2 hits = 1 base” is read as a misprint"));
  mst_help_window_show_topic (MST_HELP_WINDOW (w), "pools");
  g_assert_true (has_label (GTK_WIDGET (w), "one per Exceptional"));
  gtk_window_destroy (w);
  flush ();

  /* F1 in the preferences: the page on the club server's preferences is
   * the nearest the window has (its "campaigns" topic is not it). */
  prefs = mst_preferences_window_new (GTK_WINDOW (window), mst_application_get_settings (app));
  gtk_window_present (prefs);
  flush ();
  press_f1 (prefs);
  w = find_toplevel (MST_TYPE_HELP_WINDOW);
  g_assert_nonnull (w);
  g_assert_true (has_label (GTK_WIDGET (w), "Hits to Remove a Base"));
  gtk_window_destroy (w);
  gtk_window_destroy (prefs);
  flush ();
}

/* Reads @path once it holds @n lines, waiting for the programs that write
 * it. */
static char **
wait_for_lines (const char *path, guint n)
{
  for (int tries = 0; tries < 400; tries++)
    {
      g_autofree char *text = NULL;

      if (g_file_get_contents (path, &text, NULL, NULL))
        {
          g_auto(GStrv) lines = g_strsplit (g_strchomp (text), "\n", -1);

          if (g_strv_length (lines) >= n)
            return g_steal_pointer (&lines);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (25000);
    }
  g_error ("%s never held %u lines", path, n);
}

/* With a help browser (a stand-in for Yelp, the session's handler of
 * help: addresses), F1 opens the Mallard page of the window it was pressed
 * in, and that page is one of the guide's. */
static void
test_help_browser (void)
{
  g_autofree char *log = g_build_filename (g_get_user_data_dir (), "help-opened.log", NULL);

  if (g_test_subprocess ())
    {
      g_autoptr(MstApplication) own = mst_application_new ();
      g_auto(GStrv) opened = NULL;
      MstWindow *main_window;
      GtkWindow *prefs;

      g_application_set_flags (G_APPLICATION (own), G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (own), NULL, NULL));
      main_window = mst_window_new (GTK_APPLICATION (own), mst_application_get_state (own));
      gtk_window_present (GTK_WINDOW (main_window));
      flush ();
      press_f1 (GTK_WINDOW (main_window));
      prefs = mst_preferences_window_new (GTK_WINDOW (main_window), mst_application_get_settings (own));
      gtk_window_present (prefs);
      flush ();
      press_f1 (prefs);
      opened = wait_for_lines (log, 2);
      g_assert_cmpstr (opened[0], ==, "help:org.muster.Muster");
      g_assert_cmpstr (opened[1], ==, "help:org.muster.Muster/preferences");
      /* No window of Muster's own guide: the browser shows it. */
      g_assert_null (find_toplevel (MST_TYPE_HELP_WINDOW));
      gtk_window_destroy (prefs);
      gtk_window_destroy (GTK_WINDOW (main_window));
      flush ();
      return;
    }

  {
    g_autofree char *apps = g_build_filename (g_get_user_data_dir (), "applications", NULL);
    g_autofree char *desktop = g_build_filename (apps, "muster-test-help.desktop", NULL);
    g_autofree char *mimeapps = g_build_filename (g_get_user_config_dir (), "mimeapps.list", NULL);
    g_autofree char *entry = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help\n"
                                              "Exec=sh -c 'echo \"$1\" >> %s' sh %%u\n"
                                              "MimeType=x-scheme-handler/help;\n", log);
    g_autofree char *page = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "help", "C", "preferences.page", NULL);

    /* The page F1 opens in the preferences is in the guide. */
    g_assert_true (g_file_test (page, G_FILE_TEST_IS_REGULAR));
    g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
    g_assert_true (g_file_set_contents (desktop, entry, -1, NULL));
    g_assert_true (g_file_set_contents (mimeapps, "[Default Applications]\n"
                                        "x-scheme-handler/help=muster-test-help.desktop\n", -1, NULL));
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_unlink (desktop);
    g_unlink (mimeapps);
    g_unlink (log);
    g_test_trap_assert_passed ();
  }
}

static void
test_about (void)
{
  GtkWindow *w = open_by_action ("app.about", ADW_TYPE_ABOUT_WINDOW);
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (w);

  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  /* From the metainfo: its summary and its newest release's notes. */
  g_assert_cmpstr (adw_about_window_get_comments (about), ==,
                   "Build, check and print armies for Napoleonic wargames");
  g_assert_cmpstr (adw_about_window_get_release_notes_version (about), ==, PACKAGE_VERSION);
  g_assert_nonnull (strstr (adw_about_window_get_release_notes (about), "share code"));
  gtk_window_destroy (w);
  flush ();
}

/* The interface in the user's language: a few labels a player sees first. */
static void
test_translated (void)
{
  const char *lang = g_getenv ("MUSTER_TEST_LANGUAGE");
  struct { const char *lang; const char *preferences; const char *rules; const char *help; const char *chart; } expected[] = {
    { "fr", "Préférences", "Règles", "Constituer une force", "Table de moral" },
    { "de", "Einstellungen", "Regeln", "Eine Streitmacht aufstellen", "Moraltabelle" },
    { "es", "Preferencias", "Reglas", "Formar una fuerza", "Tabla de moral" },
  };
  GtkWindow *w;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      if (g_strcmp0 (lang, expected[i].lang) != 0)
        continue;
      w = open_by_action ("app.preferences", MST_TYPE_PREFERENCES_WINDOW);
      g_assert_cmpstr (gtk_window_get_title (w), ==, expected[i].preferences);
      g_assert_true (has_label (GTK_WIDGET (w), expected[i].rules));
      gtk_window_destroy (w);
      w = open_by_action ("app.help", MST_TYPE_HELP_WINDOW);
      g_assert_true (has_label (GTK_WIDGET (w), expected[i].help));
      gtk_window_destroy (w);
      flush ();
      /* The rules' data too: a chart's title in the player's language. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.ruleset-tables", "s", "napoleonic-skirmish"));
      flush ();
      w = find_toplevel (MST_TYPE_RULESET_TABLES_WINDOW);
      g_assert_nonnull (w);
      g_assert_true (has_label (GTK_WIDGET (w), expected[i].chart));
      gtk_window_destroy (w);
      flush ();
      return;
    }
  g_test_skip ("no MUSTER_TEST_LANGUAGE");
}

/* The tallest button of @root's. */
static int
tallest_button (GtkWidget *root)
{
  int tallest = GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root) ? gtk_widget_get_height (root) : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    tallest = MAX (tallest, tallest_button (c));
  return tallest;
}

/* A start of the app of its own, in a child process: as muster starts,
 * GTK's settings not yet made.  The window is drawn in libadwaita's
 * style, or in the theme GTK_THEME names: never unstyled, as it would be
 * if the empty theme that stands for GTK's own while GTK starts stayed. */
static void
test_theme (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(MstApplication) own = mst_application_new ();
      g_autoptr(GBytes) theme = NULL;
      MstWindow *shown;

      if (g_getenv ("MUSTER_TEST_GTK_THEME") != NULL)
        g_setenv ("GTK_THEME", g_getenv ("MUSTER_TEST_GTK_THEME"), TRUE);
      g_application_set_flags (G_APPLICATION (own), G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (own), NULL, NULL));
      shown = mst_window_new (GTK_APPLICATION (own), mst_application_get_state (own));
      gtk_window_present (GTK_WINDOW (shown));
      flush ();
      /* A styled button is at least 24 pixels high; an unstyled one is its
       * 16-pixel icon. */
      g_assert_cmpint (tallest_button (GTK_WIDGET (shown)), >=, 24);
      /* GTK's own theme is GTK's again once the app has started. */
      theme = g_resources_lookup_data ("/org/gtk/libgtk/theme/Default/gtk.css", 0, NULL);
      g_assert_nonnull (theme);
      g_assert_nonnull (g_strstr_len (g_bytes_get_data (theme, NULL), g_bytes_get_size (theme), "@import"));
      gtk_window_destroy (GTK_WINDOW (shown));
      flush ();
      return;
    }
  g_unsetenv ("MUSTER_TEST_GTK_THEME");
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  /* GTK's own theme, by name ("Adwaita" is GTK's name for it). */
  g_setenv ("MUSTER_TEST_GTK_THEME", "Adwaita", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("MUSTER_TEST_GTK_THEME");
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  /* As muster's main() does, with the build tree's translations. */
  if (setlocale (LC_ALL, "") == NULL && g_getenv ("MUSTER_TEST_LANGUAGE") != NULL)
    {
      /* build-aux/muster.sh generates the locales; without them there is
       * nothing to check. */
      g_print ("1..0 # SKIP the locale %s is not installed\n", g_getenv ("LC_ALL"));
      return 0;
    }
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("MUSTER_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  /* A child of g_test_trap_subprocess() starts an application of its
   * own, GTK's settings not yet made. */
  if (!g_test_subprocess ())
    {
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      app = mst_application_new ();
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
      gtk_window_present (GTK_WINDOW (window));
      flush ();
    }

  if (g_getenv ("MUSTER_TEST_LANGUAGE") != NULL)
    g_test_add_func ("/muster/ui/app/translated", test_translated);
  else
    {
      g_test_add_func ("/muster/ui/app/windows-open", test_windows_open);
      g_test_add_func ("/muster/ui/app/preferences", test_preferences);
      g_test_add_func ("/muster/ui/app/help", test_help);
      g_test_add_func ("/muster/ui/app/help-browser", test_help_browser);
      g_test_add_func ("/muster/ui/app/about", test_about);
      g_test_add_func ("/muster/ui/app/theme", test_theme);
    }

  status = g_test_run ();
  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return status;
}
