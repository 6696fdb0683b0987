/* test-ui-club.c: a club's PostgreSQL server in the app: preferences, its campaigns beside the library's, Publish to Server, and the server gone.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real server, started here on 127.0.0.1 (skipped when PostgreSQL's
 * programs are not installed).  The tests run in order: the last stops it. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <libpq-fe.h>
#include <string.h>

#include "mst-battle-window.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-page.h"
#include "mst-campaign-window.h"
#include "mst-club-server.h"
#include "mst-preferences-window.h"
#include "mst-server.h"
#include "mst-server-cache.h"
#include "mst-server-campaign.h"
#include "mst-server-forces-window.h"
#include "mst-test-pg.h"
#include "mst-test-ui.h"
#include "mst-test-util.h"

#define GM "gm_anna"
#define PASSWORD "correct horse battery"
#define PLAYER "bruno"


static MstTestPg pg;
static gboolean have_server;
static MstCatalogue *catalogue;
static char *gm_uri;      /* without its password, as the settings keep it */

static gboolean
need_server (void)
{
  if (!have_server)
    g_test_skip ("no PostgreSQL server programs");
  return have_server;
}

/* Runs the main loop until @done says so; fails after 30 s. */
static void
wait_for (gboolean (*done) (gpointer), gpointer data, const char *what)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("waited 30 s for %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

/* Among what is on screen. */
static GtkWidget *
find (GtkWidget *root, Match match, gconstpointer data)
{
  if (!gtk_widget_get_mapped (root))
    return NULL;
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find (c, match, data);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_label_containing (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

static gboolean
is_window_title (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_WINDOW_TITLE (widget) && g_strcmp0 (adw_window_title_get_title (ADW_WINDOW_TITLE (widget)), title) == 0;
}

typedef struct {
  GtkWidget *root;
  Match match;
  gconstpointer data;
} Seek;

static gboolean
seen (gpointer data)
{
  Seek *s = data;

  return find (s->root, s->match, s->data) != NULL;
}

static GtkWidget *
wait_for_widget (GtkWidget *root, Match match, gconstpointer data, const char *what)
{
  Seek s = { root, match, data };

  wait_for (seen, &s, what);
  return find (root, match, data);
}

/* A library of its own, with one campaign of its own. */
typedef struct {
  char *dir;
  MstLibrary *library;
  MstCampaignStore *store;
  gint64 campaign_id;
  GSettings *settings;
} Fixture;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-ui-club-XXXXXX", NULL);
  db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fx->store = mst_campaign_store_new (fx->library, catalogue);
  fx->campaign_id = mst_campaign_store_create (fx->store, data != NULL ? data : "Italy 1805", &error);
  g_assert_no_error (error);
  fx->settings = g_settings_new (APP_ID);
  if (gm_uri != NULL)
    g_settings_set_string (fx->settings, MST_CLUB_SERVER_URI_KEY, gm_uri);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_clear_object (&fx->settings);
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);
  mst_test_remove_tree (fx->dir);
  g_free (fx->dir);
}

static MstCampaignBackend *
open_as_gm (void)
{
  g_autoptr(GError) error = NULL;
  MstCampaignBackend *server = mst_club_server_open (gm_uri, PASSWORD, catalogue, &error);

  g_assert_no_error (error);
  return server;
}

static gboolean
keyring_checked (gpointer data)
{
  return *(GAsyncResult **) data != NULL;
}

static void
on_checked (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static gboolean
has_keyring (void)
{
  g_autoptr(GAsyncResult) result = NULL;

  mst_club_server_check_keyring_async (NULL, on_checked, &result);
  wait_for (keyring_checked, &result, "the keyring check");
  return mst_club_server_check_keyring_finish (result, NULL);
}

static gboolean
is_subtitle (GtkWidget *widget, gconstpointer text)
{
  return ADW_IS_ACTION_ROW (widget) && g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), text) == 0;
}

typedef struct {
  const char *uri;
  const char *password;
} Kept;

static gboolean
password_kept (gpointer data)
{
  Kept *k = data;
  g_autofree char *password = mst_club_server_lookup_password (k->uri);

  return g_strcmp0 (password, k->password) == 0;
}

/* The address and the password go in; the password never into the
 * settings; with no keyring on the session bus, the preferences say it. */
static void
test_preferences (Fixture *fx, gconstpointer data)
{
  GtkWindow *window;
  GtkWidget *uri_row;
  GtkWidget *password_row;
  g_autofree char *with_password = NULL;
  g_autofree char *kept = NULL;
  Kept k = { NULL, PASSWORD };

  if (!need_server ())
    return;
  g_settings_set_string (fx->settings, MST_CLUB_SERVER_URI_KEY, "");
  window = mst_preferences_window_new (NULL, fx->settings);
  gtk_window_present (window);

  if (!has_keyring ())
    wait_for_widget (GTK_WIDGET (window), is_subtitle,
                     "No keyring is running: the password is asked each time and never stored",
                     "the preferences to say no keyring runs");

  /* An address pasted with its password: the settings keep it without. */
  uri_row = wait_for_widget (GTK_WIDGET (window), is_row_titled, "Server Address", "the address row");
  with_password = mst_test_pg_uri (&pg, GM, "pasted-password");
  gtk_editable_set_text (GTK_EDITABLE (uri_row), with_password);
  g_signal_emit_by_name (uri_row, "apply");
  kept = g_settings_get_string (fx->settings, MST_CLUB_SERVER_URI_KEY);
  g_assert_cmpstr (kept, ==, gm_uri);
  g_assert_null (strstr (kept, "pasted-password"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (uri_row)), ==, gm_uri);
  /* The same with the password in the query string: none of it is kept,
   * the rest of the query is. */
  {
    g_autofree char *in_query = g_strdup_printf ("%s?sslmode=disable&password=query-password", gm_uri);
    g_autofree char *expected = g_strdup_printf ("%s?sslmode=disable", gm_uri);

    gtk_editable_set_text (GTK_EDITABLE (uri_row), in_query);
    g_signal_emit_by_name (uri_row, "apply");
    g_clear_pointer (&kept, g_free);
    kept = g_settings_get_string (fx->settings, MST_CLUB_SERVER_URI_KEY);
    g_assert_cmpstr (kept, ==, expected);
    g_assert_null (strstr (kept, "query-password"));
    gtk_editable_set_text (GTK_EDITABLE (uri_row), with_password);
    g_signal_emit_by_name (uri_row, "apply");
    g_clear_pointer (&kept, g_free);
    kept = g_settings_get_string (fx->settings, MST_CLUB_SERVER_URI_KEY);
    g_assert_cmpstr (kept, ==, gm_uri);
  }
  /* An address that does not parse is named without its password. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *bare = mst_club_server_strip_password ("postgresql://gm:typed-secret@[bad", NULL, NULL, &error);

    g_assert_null (bare);
    g_assert_nonnull (error);
    g_assert_null (strstr (error->message, "typed-secret"));
  }

  /* The password typed in its row replaces it, for this session at least. */
  password_row = wait_for_widget (GTK_WIDGET (window), is_row_titled, "Password", "the password row");
  gtk_editable_set_text (GTK_EDITABLE (password_row), PASSWORD);
  g_signal_emit_by_name (password_row, "apply");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (password_row)), ==, "");
  k.uri = gm_uri;
  /* Kept at once, and still once both saves' threads have run, in
   * whatever order: the password pasted with the address before does not
   * come back. */
  g_assert_true (password_kept (&k));
  {
    gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

    while (g_get_monotonic_time () < until)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  g_assert_true (password_kept (&k));
  g_clear_pointer (&kept, g_free);
  kept = g_settings_get_string (fx->settings, MST_CLUB_SERVER_URI_KEY);
  g_assert_null (strstr (kept, PASSWORD));

  gtk_window_destroy (window);
}

static gboolean
row_subtitle_starts (GtkWidget *widget, gconstpointer host)
{
  const char *subtitle;

  if (!MST_IS_CAMPAIGN_ROW (widget))
    return FALSE;
  subtitle = mst_campaign_list_row_get_subtitle (widget);
  return subtitle != NULL && g_str_has_prefix (subtitle, host);
}

/* The server's campaigns beside the library's, marked with its host; one
 * opened shows its forces, read from the server. */
static void
test_list (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) server = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  GtkWindow *window;
  GtkWidget *row;
  GtkWidget *title;
  gint64 id;

  if (!need_server ())
    return;
  server = open_as_gm ();
  id = mst_campaign_backend_create (server, "Danube 1809", &error);
  g_assert_no_error (error);
  path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  mst_campaign_backend_add_force (server, id, force, "1809-04-10", &error);
  g_assert_no_error (error);

  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  gtk_window_present (window);
  row = wait_for_widget (GTK_WIDGET (window), is_row_titled, "Danube 1809", "the server's campaign");
  g_assert_true (g_str_has_prefix (mst_campaign_list_row_get_subtitle (row), "127.0.0.1 · "));
  g_assert_nonnull (find (GTK_WIDGET (window), is_label_containing, "On 127.0.0.1"));
  /* The library's own, unmarked. */
  g_assert_nonnull (find (GTK_WIDGET (window), is_row_titled, "Italy 1805"));
  g_assert_false (row_subtitle_starts (find (GTK_WIDGET (window), is_row_titled, "Italy 1805"), "127.0.0.1"));

  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  title = wait_for_widget (GTK_WIDGET (window), is_window_title, "Danube 1809", "the server's campaign page");
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==, "On 127.0.0.1");
  wait_for_widget (GTK_WIDGET (window), is_row_titled, mst_force_get_name (force), "the campaign's force");

  gtk_window_destroy (window);
}

static gboolean
campaign_listed (MstCampaignBackend *backend, const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) campaigns = mst_campaign_backend_list (backend, FALSE, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < campaigns->len; i++)
    if (g_str_equal (mst_campaign_get_name (g_ptr_array_index (campaigns, i)), name))
      return TRUE;
  return FALSE;
}

static AdwMessageDialog *
message_dialog (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return message_dialog () != NULL;
}

/* Publish to Server: asked first, then the campaign leaves the library's
 * list and joins the server's, and the server has it. */
static void
test_publish (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) server = NULL;
  GtkWindow *window;
  AdwMessageDialog *dialog;

  if (!need_server ())
    return;
  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  gtk_window_present (window);
  wait_for_widget (GTK_WIDGET (window), is_row_titled, "Danube 1809", "the server's campaigns");
  g_assert_false (row_subtitle_starts (find (GTK_WIDGET (window), is_row_titled, "Marengo 1800"), "127.0.0.1"));

  mst_campaign_window_show_campaign (MST_CAMPAIGN_WINDOW (window), fx->campaign_id);
  wait_for_widget (GTK_WIDGET (window), is_window_title, "Marengo 1800", "the library's campaign page");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "campaign.publish", NULL));
  wait_for (dialog_shown, NULL, "the question");
  dialog = message_dialog ();
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "Marengo 1800"));
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "127.0.0.1"));
  adw_message_dialog_response (dialog, "publish");

  /* On the server's list, marked; gone from the library's. */
  wait_for_widget (GTK_WIDGET (window), row_subtitle_starts, "127.0.0.1", "a marked row");
  {
    gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
    GtkWidget *row;

    while ((row = find (GTK_WIDGET (window), is_row_titled, "Marengo 1800")) == NULL ||
           !row_subtitle_starts (row, "127.0.0.1"))
      {
        g_assert_cmpint (g_get_monotonic_time (), <, end);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (2000);
      }
  }
  server = open_as_gm ();
  g_assert_true (campaign_listed (server, "Marengo 1800"));
  {
    g_autoptr(GPtrArray) mine = mst_campaign_store_list (fx->store, FALSE, NULL);

    g_assert_cmpuint (mine->len, ==, 0);
  }
  gtk_window_destroy (window);
}

static MstCampaignBackend *
open_as_player (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = mst_test_pg_uri (&pg, PLAYER, PASSWORD);
  MstCampaignBackend *server = mst_club_server_open (uri, NULL, catalogue, &error);

  g_assert_no_error (error);
  return server;
}

/* A campaign of the game master's on the server with a force of @backend's
 * login in it; returns the force's id. */
static gint64
add_force (MstCampaignBackend *backend, gint64 campaign_id)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  gint64 id;

  g_assert_no_error (error);
  id = mst_campaign_backend_add_force (backend, campaign_id, force, "1813-04-10", &error);
  g_assert_no_error (error);
  return id;
}

static MstBattle *
battle_named (const char *name, const char *date)
{
  MstBattle *battle = mst_battle_new ();

  mst_battle_set_name (battle, name);
  mst_battle_set_date (battle, date);
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  return battle;
}

/* The window with the server's campaign @name opened on its page. */
static GtkWindow *
open_server_campaign (Fixture *fx, const char *name)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *row;

  gtk_window_present (window);
  row = wait_for_widget (GTK_WIDGET (window), is_row_titled, name, "the server's campaign");
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  wait_for_widget (GTK_WIDGET (window), is_window_title, name, "the server's campaign page");
  return window;
}

typedef struct {
  MstCampaignBackend *backend;
  gint64 force_id;
  const char *name;
} Landed;

static gboolean
battle_on_server (gpointer data)
{
  Landed *l = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = mst_campaign_backend_list_battles (l->backend, 0, l->force_id, FALSE, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < battles->len; i++)
    if (g_str_equal (mst_battle_get_name (g_ptr_array_index (battles, i)), l->name))
      return TRUE;
  return FALSE;
}

static GtkWindow *
battle_form (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (MST_IS_BATTLE_WINDOW (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static gboolean
is_spinner (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_SPINNER (widget);
}

/* Shown, and done reading the force: no longer spinning. */
static gboolean
form_shown (gpointer data)
{
  GtkWindow *form = battle_form ();

  return form != NULL && gtk_widget_get_mapped (GTK_WIDGET (form)) && find (GTK_WIDGET (form), is_spinner, NULL) == NULL;
}

static gboolean
form_gone (gpointer data)
{
  return battle_form () == NULL;
}

/* The battle form for @force_id, opened from the campaign's page. */
static GtkWindow *
open_form (GtkWindow *window, gint64 force_id)
{
  GtkWindow *form;

  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_PAGE), "campaign.record-battle", "x", force_id));
  wait_for (form_shown, NULL, "the battle form");
  form = battle_form ();
  /* The player says whether his force attacked or defended. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Role", "the role row")),
                              MST_BATTLE_ROLE_DEFENDER);
  return form;
}

/* Another player's battle, recorded on their own connection, shows in
 * the open window with nothing done here. */
static void
test_live (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(MstCampaignBackend) player = NULL;
  g_autoptr(MstBattle) battle = battle_named ("Lützen", "1813-05-02");
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  gint64 id, force_id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  player = open_as_player ();
  id = mst_campaign_backend_create (gm, "Leipzig 1813", &error);
  g_assert_no_error (error);
  force_id = add_force (player, id);

  window = open_server_campaign (fx, "Leipzig 1813");
  g_assert_null (find (GTK_WIDGET (window), is_label_containing, "Lützen"));
  mst_campaign_backend_record_battle (player, force_id, battle, -1, &error);
  g_assert_no_error (error);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Lützen", "the other player's battle to show");
  gtk_window_destroy (window);
}

/* A battle of the login's own force, entered in the form, lands on the
 * server. */
static void
test_record_battle (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWindow *form;
  Landed l = { NULL, 0, "Bautzen" };
  gint64 id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Saxony 1813", &error);
  g_assert_no_error (error);
  l.backend = gm;
  l.force_id = add_force (gm, id);

  window = open_server_campaign (fx, "Saxony 1813");
  form = open_form (window, l.force_id);
  gtk_editable_set_text (GTK_EDITABLE (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Name", "the name row")),
                         "Bautzen");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for (battle_on_server, &l, "the battle on the server");
  wait_for (form_gone, NULL, "the form to close");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Bautzen", "the battle in the campaign");
  gtk_window_destroy (window);
}

/* One battle form for a campaign of the library and for one of the club
 * server: a battle recorded through each lands where its campaign is, and
 * the window's thread made no SQLite commit and no request to the server
 * meanwhile (the campaign session's worker made them). */
static void
test_same_form (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  GtkWindow *window;
  GtkWindow *form;
  GtkWidget *row;
  Landed there = { NULL, 0, "Bautzen II" };
  gint64 local_force, id;

  if (!need_server ())
    return;
  local_force = add_force (MST_CAMPAIGN_BACKEND (fx->store), fx->campaign_id);
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Neumark 1813", &error);
  g_assert_no_error (error);
  there.backend = gm;
  there.force_id = add_force (gm, id);

  mst_library_watch_thread (fx->library, g_thread_self ());
  mst_server_watch_thread (g_thread_self ());

  /* The library's campaign. */
  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  gtk_window_present (window);
  row = wait_for_widget (GTK_WIDGET (window), is_row_titled, "Italy 1805", "the library's campaign");
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  wait_for_widget (GTK_WIDGET (window), is_window_title, "Italy 1805", "the library's campaign page");
  form = open_form (window, local_force);
  gtk_editable_set_text (GTK_EDITABLE (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Name", "the name row")),
                         "Caldiero");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for (form_gone, NULL, "the form to close");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Caldiero", "the battle in the library's campaign");
  battles = mst_campaign_store_list_battles (fx->store, fx->campaign_id, local_force, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 1);
  g_assert_cmpstr (mst_battle_get_name (g_ptr_array_index (battles, 0)), ==, "Caldiero");
  gtk_window_destroy (window);

  /* The server's, through the same form. */
  window = open_server_campaign (fx, "Neumark 1813");
  form = open_form (window, there.force_id);
  gtk_editable_set_text (GTK_EDITABLE (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Name", "the name row")),
                         "Bautzen II");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for (form_gone, NULL, "the form to close");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Bautzen II", "the battle in the server's campaign");

  /* Nothing written, nothing asked of a server, on the window's thread
   * (what this test asks of the server itself, it asks after). */
  g_assert_cmpuint (mst_library_get_watched_writes (fx->library), ==, 0);
  g_assert_cmpuint (mst_server_get_watched_requests (), ==, 0);
  mst_server_watch_thread (NULL);
  g_assert_true (battle_on_server (&there));
  gtk_window_destroy (window);
}

/* The force changed on the server after the form was opened: the write is
 * refused and said so, the other player's battle stays, and the form keeps
 * what was entered, to record on the force as it now is. */
static void
test_conflict (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(MstBattle) meanwhile = battle_named ("Dresden", "1813-08-26");
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWindow *form;
  GtkWidget *name_row;
  Landed theirs = { NULL, 0, "Dresden" };
  Landed mine = { NULL, 0, "Kulm" };
  gint64 id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Bohemia 1813", &error);
  g_assert_no_error (error);
  theirs.backend = mine.backend = gm;
  theirs.force_id = mine.force_id = add_force (gm, id);

  window = open_server_campaign (fx, "Bohemia 1813");
  form = open_form (window, mine.force_id);
  name_row = wait_for_widget (GTK_WIDGET (form), is_row_titled, "Name", "the name row");
  gtk_editable_set_text (GTK_EDITABLE (name_row), "Kulm");
  gtk_editable_set_text (GTK_EDITABLE (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Date (YYYY-MM-DD)",
                                                        "the date row")), "1813-08-30");

  /* Another connection records first. */
  mst_campaign_backend_record_battle (gm, theirs.force_id, meanwhile, -1, &error);
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for_widget (GTK_WIDGET (form), is_label_containing, "Changed since you opened it",
                   "the conflict to be said");
  g_assert_true (battle_on_server (&theirs));
  g_assert_false (battle_on_server (&mine));
  g_assert_true (battle_form () == form);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name_row)), ==, "Kulm");

  /* Recorded again, on the force as it now stands: both battles there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for (battle_on_server, &mine, "the battle recorded again");
  g_assert_true (battle_on_server (&theirs));
  wait_for (form_gone, NULL, "the form to close");
  gtk_window_destroy (window);
}

/* How many events of @kind the force's history on the server holds. */
static guint
events_on_server (MstCampaignBackend *backend, gint64 force_id, MstCampaignEventKind kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = mst_campaign_backend_list_events (backend, force_id, &error);
  guint n = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < events->len; i++)
    if (mst_campaign_event_get_kind (g_ptr_array_index (events, i)) == kind)
      n++;
  return n;
}

typedef struct {
  MstCampaignBackend *backend;
  gint64 force_id;
  MstCampaignEventKind kind;
  guint count;
} Counted;

static gboolean
events_counted (gpointer data)
{
  Counted *c = data;

  return events_on_server (c->backend, c->force_id, c->kind) == c->count;
}

/* The server's campaign @name open on the page of its force (the minimal
 * fixture's, "Army of Italy"), as read there. */
static GtkWindow *
open_server_force (Fixture *fx, const char *name)
{
  GtkWindow *window = open_server_campaign (fx, name);
  GtkWidget *row = wait_for_widget (GTK_WIDGET (window), is_row_titled, "Army of Italy", "the force's row");

  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  wait_for_widget (GTK_WIDGET (window), is_window_title, "Army of Italy", "the force's page");
  return window;
}

/* Reinforcing a unit of the login's own force on the server, from its
 * page: the server's history has it, and the page shows it. */
static void
test_change_force (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  Counted reinforced = { NULL, 0, MST_CAMPAIGN_EVENT_REINFORCED, 1 };
  gint64 id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Lusatia 1813", &error);
  g_assert_no_error (error);
  reinforced.backend = gm;
  reinforced.force_id = add_force (gm, id);

  window = open_server_force (fx, "Lusatia 1813");
  g_assert_cmpuint (events_on_server (gm, reinforced.force_id, MST_CAMPAIGN_EVENT_REINFORCED), ==, 0);
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne"));
  wait_for (events_counted, &reinforced, "the reinforcement on the server");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "“16e Ligne” reinforced", "the reinforcement shown");
  gtk_window_destroy (window);
}

/* The connections the server let in for @user, from its log (log_connections). */
static guint
logins_of (const char *user)
{
  g_autofree char *log = g_build_filename (pg.dir, "log", NULL);
  g_autofree char *text = NULL;
  g_autofree char *needle = g_strdup_printf ("connection authorized: user=%s ", user);
  guint n = 0;

  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* The window's jobs share one connection to the server: changes made one
 * after the other open no new one. */
static void
test_one_connection (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  Counted reinforced = { NULL, 0, MST_CAMPAIGN_EVENT_REINFORCED, 1 };
  gint64 id;
  guint before;

  if (!need_server ())
    return;
  {
    PGconn *admin = PQconnectdb (pg.admin_uri);
    PGresult *res = PQexec (admin, "ALTER SYSTEM SET log_connections = on");

    g_assert_cmpint (PQresultStatus (res), ==, PGRES_COMMAND_OK);
    PQclear (res);
    res = PQexec (admin, "SELECT pg_reload_conf ()");
    PQclear (res);
    PQfinish (admin);
    /* The setting reaches the postmaster. */
    g_usleep (300 * 1000);
  }
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Westphalia 1813", &error);
  g_assert_no_error (error);
  reinforced.backend = gm;
  reinforced.force_id = add_force (gm, id);
  window = open_server_force (fx, "Westphalia 1813");
  /* The force as the server has it, read. */
  wait_for_widget (GTK_WIDGET (window), is_row_titled, "16e Ligne", "the force's units");
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne"));
  wait_for (events_counted, &reinforced, "the first reinforcement on the server");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "“16e Ligne” reinforced", "the reinforcement shown");
  before = logins_of (GM);
  /* Two more changes, each once the force was read again after the one
   * before. */
  for (guint i = 2; i <= 3; i++)
    {
      reinforced.count = i;
      for (gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC; g_get_monotonic_time () < end;)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (2000);
        }
      g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne"));
      wait_for (events_counted, &reinforced, "another reinforcement on the server");
    }
  g_assert_cmpuint (logins_of (GM), ==, before);
  gtk_window_destroy (window);
}

/* The force changed on another connection after the page read it: the
 * change is refused and said so in a toast that stays, the other change
 * stays, nothing of this one is written, and the page shows the force as
 * the server has it; made again, it lands. */
static void
test_change_conflict (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(MstCampaignEvent) meanwhile = mst_campaign_event_new_general_renamed (0, "Blücher");
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  Counted reinforced = { NULL, 0, MST_CAMPAIGN_EVENT_REINFORCED, 1 };
  gint64 id, force_id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Prussia 1813", &error);
  g_assert_no_error (error);
  force_id = add_force (gm, id);

  window = open_server_force (fx, "Prussia 1813");
  /* Another connection first; the page has not read it yet. */
  mst_campaign_backend_append (gm, force_id, meanwhile, -1, &error);
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne"));

  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Changed on the server since you opened it",
                   "the conflict to be said");
  g_assert_cmpuint (events_on_server (gm, force_id, MST_CAMPAIGN_EVENT_GENERAL_RENAMED), ==, 1);
  g_assert_cmpuint (events_on_server (gm, force_id, MST_CAMPAIGN_EVENT_REINFORCED), ==, 0);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Blücher", "the force as the server has it");

  /* Made again on the force as it now stands: both changes there. */
  reinforced.backend = gm;
  reinforced.force_id = force_id;
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne"));
  wait_for (events_counted, &reinforced, "the reinforcement made again");
  g_assert_cmpuint (events_on_server (gm, force_id, MST_CAMPAIGN_EVENT_GENERAL_RENAMED), ==, 1);
  gtk_window_destroy (window);
}

/* Another's force, changed from its page by a player who may not: the
 * server refuses, the toast names whose force it is, nothing is written. */
static void
test_change_not_allowed (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *player_uri = NULL;
  GtkWindow *window;
  gint64 id, force_id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  id = mst_campaign_backend_create (gm, "Pomerania 1813", &error);
  g_assert_no_error (error);
  force_id = add_force (gm, id);

  player_uri = mst_test_pg_uri (&pg, PLAYER, PASSWORD);
  g_settings_set_string (fx->settings, MST_CLUB_SERVER_URI_KEY, player_uri);
  window = open_server_force (fx, "Pomerania 1813");
  g_assert_true (gtk_widget_activate_action (mst_test_find_of_type (GTK_WIDGET (window), MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne"));
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "is " GM "’s force", "the refusal naming the owner");
  g_assert_cmpuint (events_on_server (gm, force_id, MST_CAMPAIGN_EVENT_REINFORCED), ==, 0);
  gtk_window_destroy (window);
}

/* The server killed under an open window: the banner says so; once it is
 * back the window listens again by itself, and the next battle shows. */
static void
test_reconnect (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(MstCampaignBackend) player = NULL;
  g_autoptr(MstBattle) before = battle_named ("Katzbach", "1813-08-26");
  g_autoptr(MstBattle) after = battle_named ("Wartenburg", "1813-10-03");
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  gint64 id, force_id;

  if (!need_server ())
    return;
  gm = open_as_gm ();
  player = open_as_player ();
  id = mst_campaign_backend_create (gm, "Silesia 1813", &error);
  g_assert_no_error (error);
  force_id = add_force (player, id);
  g_clear_object (&gm);
  g_clear_object (&player);

  window = open_server_campaign (fx, "Silesia 1813");
  player = open_as_player ();
  mst_campaign_backend_record_battle (player, force_id, before, -1, &error);
  g_assert_no_error (error);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Katzbach", "the battle, heard");
  g_clear_object (&player);

  mst_test_pg_kill (&pg);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "The club server 127.0.0.1 cannot be reached",
                   "the banner");
  mst_test_pg_restart (&pg);

  player = open_as_player ();
  mst_campaign_backend_record_battle (player, force_id, after, -1, &error);
  g_assert_no_error (error);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Wartenburg", "the battle after the server came back");
  gtk_window_destroy (window);
}

/* The game master's own forces on the server, as the server has them. */
static GPtrArray *
gm_library (void)
{
  g_autoptr(MstCampaignBackend) gm = open_as_gm ();
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = mst_server_campaign_list_library (MST_SERVER_CAMPAIGN (gm), NULL, &error);

  g_assert_no_error (error);
  return entries;
}

static gboolean
kept_there (gpointer data)
{
  g_autoptr(GPtrArray) entries = gm_library ();

  return entries->len == GPOINTER_TO_UINT (data);
}

static guint
local_forces_named (MstLibrary *library, const char *name)
{
  g_autoptr(GPtrArray) entries = mst_library_list (library, NULL);
  guint n = 0;

  for (guint i = 0; i < entries->len; i++)
    n += g_str_equal (((MstLibraryEntry *) g_ptr_array_index (entries, i))->name, name);
  return n;
}

typedef struct {
  MstLibrary *library;
  guint count;
} LocalCount;

static gboolean
copied_here (gpointer data)
{
  LocalCount *c = data;

  return local_forces_named (c->library, "Army of Italy") == c->count;
}

static gboolean
banner_gone (gpointer data)
{
  return find (data, is_label_containing, "cannot be reached") == NULL;
}

/* Your forces on the club server: one of this computer's kept there, one
 * of there copied here, one replaced on the revision the window read (a
 * change from another computer meanwhile refused and said, the list read
 * again), the copy shown with a banner while the server is gone, and one
 * taken out once asked. */
static void
test_server_forces (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(MstForce) elsewhere = NULL;
  LocalCount two = { fx->library, 2 };
  AdwMessageDialog *dialog;
  GtkWindow *window;
  gint64 local_id, server_id;

  if (!need_server ())
    return;
  local_id = mst_library_import_file (fx->library, path, catalogue, &error);
  g_assert_no_error (error);
  window = mst_server_forces_window_new (NULL, fx->library, catalogue, gm_uri);
  gtk_window_present (window);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "No Forces on the Server", "the empty server");

  /* Kept there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.keep", "x", local_id));
  wait_for (kept_there, GUINT_TO_POINTER (1), "the force on the server");
  wait_for_widget (GTK_WIDGET (window), is_row_titled, "Army of Italy", "its row");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Kept on the club server", "the toast");
  /* A phone's width: nothing asks for more. */
  {
    int min_width = 0;

    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_assert_cmpint (min_width, <=, 360);
  }
  entries = gm_library ();
  server_id = ((MstLibraryEntry *) g_ptr_array_index (entries, 0))->id;
  g_assert_cmpint (((MstLibraryEntry *) g_ptr_array_index (entries, 0))->revision, ==, 1);
  g_clear_pointer (&entries, g_ptr_array_unref);

  /* Copied here: a second force of that name in this library. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.copy", "x", server_id));
  wait_for (copied_here, &two, "the copy in this library");

  /* Changed from another computer: this window's replace is refused, said,
   * and the list shows revision 2. */
  elsewhere = mst_library_load (fx->library, local_id, catalogue, &error);
  g_assert_no_error (error);
  mst_force_set_name (elsewhere, "Armée d'Italie");
  {
    g_autoptr(MstCampaignBackend) gm = open_as_gm ();

    g_assert_cmpint (mst_server_campaign_update_library (MST_SERVER_CAMPAIGN (gm), server_id, elsewhere, 1, &error),
                     ==, 2);
    g_assert_no_error (error);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.replace", "(xx)", server_id, local_id));
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Changed on the server since this window read it",
                   "the conflict said");
  wait_for_widget (GTK_WIDGET (window), is_row_titled, "Armée d'Italie", "the list read again");
  entries = gm_library ();
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (entries, 0))->name, ==, "Armée d'Italie");
  g_clear_pointer (&entries, g_ptr_array_unref);
  /* Made again on what it now shows: it lands. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.replace", "(xx)", server_id, local_id));
  wait_for_widget (GTK_WIDGET (window), is_row_titled, "Army of Italy", "the force replaced");
  entries = gm_library ();
  g_assert_cmpint (((MstLibraryEntry *) g_ptr_array_index (entries, 0))->revision, ==, 3);
  g_clear_pointer (&entries, g_ptr_array_unref);

  /* The server gone: its copy, with a banner; back, read again. */
  mst_test_pg_kill (&pg);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.reload", NULL));
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "cannot be reached: showing the copy of", "the banner");
  g_assert_nonnull (find (GTK_WIDGET (window), is_row_titled, "Army of Italy"));
  mst_test_pg_restart (&pg);

  /* Taken out, once asked. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.reload", NULL));
  wait_for (banner_gone, window, "the server read again");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "forces.remove", "x", server_id));
  wait_for (dialog_shown, NULL, "the question");
  dialog = message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Take “Army of Italy” Out of the Server?");
  adw_message_dialog_response (dialog, "remove");
  wait_for (kept_there, GUINT_TO_POINTER (0), "the force taken out");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "No Forces on the Server", "the empty server again");
  /* This computer's copies stay. */
  g_assert_cmpuint (local_forces_named (fx->library, "Army of Italy"), ==, 2);
  gtk_window_destroy (window);
}

/* The server stopped: the library's campaigns still shown, and a banner
 * naming the host; never a hang. */
static void
test_unreachable (Fixture *fx, gconstpointer data)
{
  GtkWindow *window;

  if (!need_server ())
    return;
  mst_test_pg_stop (&pg);
  have_server = FALSE;
  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  gtk_window_present (window);
  g_assert_nonnull (wait_for_widget (GTK_WIDGET (window), is_row_titled, "Austerlitz 1805", "the library's campaign"));
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "The club server 127.0.0.1 cannot be reached",
                   "the banner");
  g_assert_null (find (GTK_WIDGET (window), is_row_titled, "Danube 1809"));
  gtk_window_destroy (window);
}

/* Mapped or not: a list on a page not shown. */
static GtkWidget *
find_anywhere (GtkWidget *root, Match match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_anywhere (c, match, data);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

static gboolean
listed_as_copy (gpointer data)
{
  return find_anywhere (data, is_label_containing, "127.0.0.1, copy of") != NULL;
}

/* The copy kept here of the game master's view of the server. */
static MstServerCache *
open_copies (void)
{
  g_autoptr(GError) error = NULL;
  MstServerCache *cache = mst_server_cache_new (gm_uri, catalogue, &error);

  g_assert_no_error (error);
  return cache;
}

typedef struct {
  gint64 campaign_id;
  gint64 force_id;
} CopyWanted;

static gboolean
copy_kept (gpointer data)
{
  CopyWanted *k = data;
  g_autoptr(MstServerCache) cache = open_copies ();

  return mst_server_cache_get_force_campaign (cache, k->force_id) != 0;
}

static guint
queued_writes (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCache) cache = open_copies ();
  g_autoptr(GPtrArray) writes = mst_server_cache_list_queue (cache, &error);

  g_assert_no_error (error);
  return writes->len;
}

static gboolean
queue_empty (gpointer data)
{
  return queued_writes () == 0;
}

static gboolean
battle_on_restarted_server (gpointer data)
{
  Landed *l = data;
  g_autoptr(MstCampaignBackend) gm = open_as_gm ();

  l->backend = gm;
  return battle_on_server (l);
}

/* A campaign read, then the server killed: the window lists the copy kept
 * here, dated, with the banner saying so; a battle recorded meanwhile is
 * queued, and sent once the server is back and the window reconnects. */
static void
test_offline (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWindow *form;
  CopyWanted k = { 0 };
  Landed l = { NULL, 0, "Grossbeeren" };

  if (!need_server ())
    return;
  gm = open_as_gm ();
  k.campaign_id = mst_campaign_backend_create (gm, "Mecklenburg 1813", &error);
  g_assert_no_error (error);
  l.force_id = add_force (gm, k.campaign_id);
  k.force_id = l.force_id;
  g_clear_object (&gm);

  window = open_server_campaign (fx, "Mecklenburg 1813");
  wait_for (copy_kept, &k, "the copy of the campaign read");

  mst_test_pg_kill (&pg);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "127.0.0.1 cannot be reached: showing the copy of",
                   "the banner naming the copy");
  wait_for (listed_as_copy, window, "the campaign listed, marked a copy");

  form = open_form (window, l.force_id);
  gtk_editable_set_text (GTK_EDITABLE (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Name", "the name row")),
                         "Grossbeeren");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for (form_gone, NULL, "the form to close, its battle queued");
  g_assert_cmpuint (queued_writes (), ==, 1);

  mst_test_pg_restart (&pg);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "campaigns.server-retry", NULL));
  wait_for (queue_empty, NULL, "the queue sent");
  wait_for (battle_on_restarted_server, &l, "the queued battle on the server");
  gtk_window_destroy (window);
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The Drop button of the queue's row of @what. */
static GtkWidget *
drop_button (GtkWindow *window, const char *what)
{
  GtkWidget *row = find (GTK_WIDGET (window), is_row_titled, what);

  return row != NULL ? find (row, is_button_labelled, "_Drop…") : NULL;
}

static gboolean
drop_offered (gpointer data)
{
  return drop_button (data, "battle Bautzen") != NULL;
}

static gboolean
is_row_subtitled (GtkWidget *widget, gconstpointer text)
{
  return ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL &&
         strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), text) != NULL;
}

/* A battle queued while the server could not be reached, and another
 * player's battle of the same force recorded there meanwhile: sent once
 * the server is back, it is refused and kept, listed under Waiting to Be
 * Sent with the server's word.  Dropped from there, after a question
 * naming the file its record is kept in: the queue is empty, the battle
 * is not on the server, and the file holds its record. */
static void
test_queue_drop (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignBackend) gm = NULL;
  g_autoptr(MstBattle) meanwhile = battle_named ("Lützen", "1813-05-02");
  g_autoptr(GError) error = NULL;
  g_autofree char *dropped_dir = g_build_filename (g_get_user_data_dir (), "muster", "dropped", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *record = NULL;
  GtkWindow *window;
  GtkWindow *form;
  GtkWidget *drop;
  GtkWidget *row;
  AdwMessageDialog *dialog;
  CopyWanted k = { 0 };
  Landed mine = { NULL, 0, "Bautzen" };

  if (!need_server ())
    return;
  gm = open_as_gm ();
  k.campaign_id = mst_campaign_backend_create (gm, "Brandenburg 1813", &error);
  g_assert_no_error (error);
  k.force_id = mine.force_id = add_force (gm, k.campaign_id);
  g_clear_object (&gm);

  window = open_server_campaign (fx, "Brandenburg 1813");
  wait_for (copy_kept, &k, "the copy of the campaign read");
  mst_test_pg_kill (&pg);
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "127.0.0.1 cannot be reached: showing the copy of",
                   "the banner naming the copy");
  form = open_form (window, k.force_id);
  gtk_editable_set_text (GTK_EDITABLE (wait_for_widget (GTK_WIDGET (form), is_row_titled, "Name", "the name row")),
                         "Bautzen");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  wait_for (form_gone, NULL, "the form to close, its battle queued");
  g_assert_cmpuint (queued_writes (), ==, 1);

  /* Listed on the campaigns page as waiting, with nothing to drop yet. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "campaigns.back", NULL));
  wait_for_widget (GTK_WIDGET (window), is_row_subtitled, "Waiting to be sent", "the battle listed as waiting");
  g_assert_null (drop_button (window, "battle Bautzen"));

  /* Back, after another player recorded a battle of the force. */
  mst_test_pg_restart (&pg);
  gm = open_as_gm ();
  mst_campaign_backend_record_battle (gm, k.force_id, meanwhile, -1, &error);
  g_assert_no_error (error);
  mine.backend = gm;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "campaigns.server-retry", NULL));
  row = wait_for_widget (GTK_WIDGET (window), is_row_subtitled, "Changed on the server meanwhile", "the battle kept");
  /* The server's own words, whole, in its tooltip. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (row), "changed since revision"));
  g_assert_cmpuint (queued_writes (), ==, 1);
  g_assert_false (battle_on_server (&mine));

  /* Dropped, its record kept in the file the question names. */
  wait_for (drop_offered, window, "the Drop button");
  drop = drop_button (window, "battle Bautzen");
  g_signal_emit_by_name (drop, "clicked");
  wait_for (dialog_shown, NULL, "the question");
  dialog = message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Drop the Battle?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), dropped_dir));
  adw_message_dialog_response (dialog, "drop");
  wait_for (queue_empty, NULL, "the battle dropped");
  wait_for_widget (GTK_WIDGET (window), is_label_containing, "Dropped battle Bautzen; its record is kept in",
                   "the toast");
  {
    g_autoptr(GDir) dir = g_dir_open (dropped_dir, 0, &error);
    const char *name;

    g_assert_no_error (error);
    name = g_dir_read_name (dir);
    g_assert_nonnull (name);
    kept = g_build_filename (dropped_dir, name, NULL);
    g_assert_null (g_dir_read_name (dir));
  }
  g_assert_true (g_file_get_contents (kept, &record, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (record, "Bautzen"));
  g_assert_false (battle_on_server (&mine));
  gtk_window_destroy (window);
}

/* No copy was ever read here: every copy kept by the tests before forgotten. */
static void
forget_copies (void)
{
  g_autoptr(MstServerCache) cache = open_copies ();
  g_autofree char *path = g_strdup (mst_server_cache_get_path (cache));

  g_clear_object (&cache);
  g_unlink (path);
}

static void
test_unreachable_never_read (Fixture *fx, gconstpointer data)
{
  if (have_server)
    forget_copies ();
  test_unreachable (fx, data);
}

/* The club server's refusals in the player's words; the server's own text
 * stays for Details. */
static void
test_errors_in_words (void)
{
  static const struct {
    GQuark domain;
    int code;
    const char *raw;
    const char *said;
  } cases[] = {
    { 0, G_IO_ERROR_PERMISSION_DENIED,
      "The server club.example:5432 cannot be used: FATAL:  password authentication failed for user \"anna\"",
      "The club server club.example refused the password for anna" },
    { 0, G_IO_ERROR_PERMISSION_DENIED, "FATAL:  role \"anna\" does not exist",
      "The club server club.example has no player anna: ask its game master to add you" },
    { 0, G_IO_ERROR_HOST_UNREACHABLE, "could not connect to server: No route to host",
      "The club server club.example does not answer" },
    { 0, G_IO_ERROR_PERMISSION_DENIED, "ERROR:  permission denied for table battles",
      "The club server club.example does not let anna do that" },
    /* Muster's own words are kept. */
    { 0, G_IO_ERROR_PERMISSION_DENIED, "“Army of Italy” is gm_anna’s force", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, cases[i].code, cases[i].raw);
      g_autofree char *said = mst_club_server_describe_error (error, "club.example",
                                                              "postgresql://anna@club.example:5432/muster");

      g_assert_cmpstr (said, ==, cases[i].said);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL;
  int status;

  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  have_server = mst_test_pg_start (&pg, &why);
  if (!have_server)
    g_printerr ("# %s\n", why);
  else
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MstServer) admin = mst_server_connect (pg.admin_uri, &error);
      g_autofree char *uri = mst_test_pg_uri (&pg, GM, PASSWORD);

      g_assert_no_error (error);
      g_assert_true (mst_server_setup (admin, NULL, &error));
      g_assert_true (mst_server_add_player (admin, GM, PASSWORD, TRUE, &error));
      g_assert_true (mst_server_add_player (admin, PLAYER, PASSWORD, FALSE, &error));
      g_assert_no_error (error);
      gm_uri = mst_club_server_strip_password (uri, NULL, NULL, &error);
      g_assert_no_error (error);
    }

  /* In order: the last stops the server. */
  g_test_add ("/muster/ui/club/preferences", Fixture, NULL, fixture_set_up, test_preferences, fixture_tear_down);
  g_test_add_func ("/muster/ui/club/errors-in-words", test_errors_in_words);
  g_test_add ("/muster/ui/club/list", Fixture, NULL, fixture_set_up, test_list, fixture_tear_down);
  g_test_add ("/muster/ui/club/publish", Fixture, "Marengo 1800", fixture_set_up, test_publish, fixture_tear_down);
  g_test_add ("/muster/ui/club/live", Fixture, NULL, fixture_set_up, test_live, fixture_tear_down);
  g_test_add ("/muster/ui/club/record-battle", Fixture, NULL, fixture_set_up, test_record_battle, fixture_tear_down);
  g_test_add ("/muster/ui/club/conflict", Fixture, NULL, fixture_set_up, test_conflict, fixture_tear_down);
  g_test_add ("/muster/ui/club/change-force", Fixture, NULL, fixture_set_up, test_change_force, fixture_tear_down);
  g_test_add ("/muster/ui/club/same-form", Fixture, NULL, fixture_set_up, test_same_form, fixture_tear_down);
  g_test_add ("/muster/ui/club/one-connection", Fixture, NULL, fixture_set_up, test_one_connection,
              fixture_tear_down);
  g_test_add ("/muster/ui/club/change-conflict", Fixture, NULL, fixture_set_up, test_change_conflict,
              fixture_tear_down);
  g_test_add ("/muster/ui/club/change-not-allowed", Fixture, NULL, fixture_set_up, test_change_not_allowed,
              fixture_tear_down);
  g_test_add ("/muster/ui/club/reconnect", Fixture, NULL, fixture_set_up, test_reconnect, fixture_tear_down);
  g_test_add ("/muster/ui/club/server-forces", Fixture, NULL, fixture_set_up, test_server_forces,
              fixture_tear_down);
  g_test_add ("/muster/ui/club/offline", Fixture, NULL, fixture_set_up, test_offline, fixture_tear_down);
  g_test_add ("/muster/ui/club/queue-drop", Fixture, NULL, fixture_set_up, test_queue_drop, fixture_tear_down);
  g_test_add ("/muster/ui/club/unreachable", Fixture, "Austerlitz 1805", fixture_set_up,
              test_unreachable_never_read, fixture_tear_down);

  status = g_test_run ();
  if (have_server)
    mst_test_pg_stop (&pg);
  g_object_unref (catalogue);
  g_free (gm_uri);
  return status;
}
