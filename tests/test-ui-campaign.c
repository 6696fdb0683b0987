/* test-ui-campaign.c: the post-battle form and the campaigns window, driven as a player would.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-battle-window.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-page.h"
#include "mst-campaign-window.h"
#include "mst-scouting-window.h"
#include "mst-test-ui.h"


static MstCatalogue *catalogue;

typedef struct {
  char *dir;
  char *db;
  MstLibrary *library;
  MstCampaignStore *store;
  gint64 campaign_id;
  gint64 force_id;
} Fixture;

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

/* A campaign holding the Army of Italy of minimal.muster: Masséna; Molitor
 * (1er Léger, 6 bases; 16e Ligne, 4); Duhesme (8e Hussards, 4; Batterie à
 * cheval, 2); the Vélites, 4. */
static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-ui-campaign-XXXXXX", NULL);
  fx->db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fx->store = mst_campaign_store_new (fx->library, catalogue);
  fx->campaign_id = mst_campaign_store_create (fx->store, "Italy 1805", &error);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  fx->force_id = mst_campaign_store_add_force (fx->store, fx->campaign_id, force, "1805-10-01", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_autoptr(GDir) d = NULL;
  const char *name;

  g_clear_object (&fx->store);
  g_clear_object (&fx->library);
  d = g_dir_open (fx->dir, 0, NULL);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (fx->dir, name, NULL);
      g_unlink (p);
    }
  g_rmdir (fx->dir);
  g_free (fx->dir);
  g_free (fx->db);
}

/* Widgets found the way a player finds them: by what they say. */

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

/* Among what is on screen: a stack's or leaflet's other pages are not. */
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

/* A row of a list box, or a row a list view shows (battles, history). */
static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
  if (MST_IS_CAMPAIGN_BATTLE_ROW (widget) || MST_IS_CAMPAIGN_EVENT_ROW (widget))
    return g_strcmp0 (mst_campaign_list_row_get_title (widget), title) == 0;
  return FALSE;
}

static gboolean
is_label_saying (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* As a click does (GtkButton's keyboard activation waits a moment first). */
static void
click (GtkWidget *root, const char *label)
{
  GtkWidget *button = find (root, is_button_labelled, label);

  if (button == NULL)
    g_error ("no button “%s”", label);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static gboolean
has_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static GtkWidget *
row (GtkWidget *root, const char *title)
{
  GtkWidget *r = find (root, is_row_titled, title);
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  /* A list view makes its rows at its next frame. */
  while (r == NULL && g_get_monotonic_time () < deadline)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (10000);
      r = find (root, is_row_titled, title);
    }
  if (r == NULL)
    g_error ("no row titled “%s”", title);
  return r;
}

static GtkWidget *
inside (GtkWidget *root, GType type)
{
  GtkWidget *w = find (root, is_of_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (w);
  return w;
}

static const char *
subtitle (GtkWidget *r)
{
  return mst_campaign_list_row_get_subtitle (r);
}

/* As a click on the row does: a list box's row, or a list view's. */
static void
activate_row (GtkWidget *r)
{
  if (GTK_IS_LIST_BOX_ROW (r))
    g_signal_emit_by_name (gtk_widget_get_parent (r), "row-activated", r);
  else
    gtk_widget_activate (gtk_widget_get_parent (r));
  flush ();
}

/* The items of the list view a row is shown in, every one of them, not
 * only those with a row on screen. */
static guint
n_items_of (GtkWidget *r)
{
  GtkWidget *view = gtk_widget_get_ancestor (r, GTK_TYPE_LIST_VIEW);

  g_assert_nonnull (view);
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view))));
}

static const char *
visible_page (GtkWidget *root)
{
  return adw_leaflet_get_visible_child_name (ADW_LEAFLET (inside (root, ADW_TYPE_LEAFLET)));
}

static void
on_recorded (MstBattleWindow *window, gint64 battle_id, gboolean queued, gint64 *out)
{
  *out = battle_id;
}

static void
test_battle_form_carries_losses (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  GtkWidget *ligne, *hussards;
  gint64 battle_id = 0;
  g_autoptr(MstForce) after = NULL;
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(GError) error = NULL;

  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  g_signal_connect (form, "recorded", G_CALLBACK (on_recorded), &battle_id);
  gtk_window_present (form);
  flush ();

  /* A row for each unit with its bases, and one for each general. */
  ligne = row (root, "16e Ligne");
  g_assert_cmpstr (subtitle (ligne), ==, "4 bases");
  g_assert_cmpstr (subtitle (row (root, "1er Léger")), ==, "6 bases");
  g_assert_nonnull (row (root, "Duhesme"));

  /* Caldiero: the 16e Ligne loses two bases, the hussars three and
   * break, Duhesme is lost. */
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Name")), "Caldiero");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)")), "1805-10-30");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Opponent")), "Archduke Charles");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Result")), MST_BATTLE_RESULT_LOST);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (ligne, GTK_TYPE_SPIN_BUTTON)), 2);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (inside (ligne, GTK_TYPE_DROP_DOWN)), 2);  /* Steady */
  hussards = row (root, "8e Hussards");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (hussards, GTK_TYPE_SPIN_BUTTON)), 3);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (inside (hussards, GTK_TYPE_CHECK_BUTTON)), TRUE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Duhesme")), MST_GENERAL_FATE_LOST);

  /* A unit cannot lose more bases than it has. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (ligne, GTK_TYPE_SPIN_BUTTON)), 9);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (inside (ligne, GTK_TYPE_SPIN_BUTTON))), ==, 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (ligne, GTK_TYPE_SPIN_BUTTON)), 2);

  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Role")), MST_BATTLE_ROLE_DEFENDER);
  click (root, "_Record");
  flush ();
  g_assert_cmpint (battle_id, >, 0);
  /* The form closes once the battle is in. */
  g_assert_null (form);

  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_battle_get_name (stored), ==, "Caldiero");
  g_assert_cmpint (mst_battle_get_result (stored), ==, MST_BATTLE_RESULT_LOST);
  g_assert_cmpstr (mst_battle_find_unit (stored, "16e Ligne")->grade, ==, "steady");
  g_assert_cmpuint (mst_battle_count_bases_lost (stored), ==, 5);
  g_assert_cmpuint (mst_battle_count_broken (stored), ==, 1);
  after = mst_campaign_store_replay (fx->store, fx->force_id, 0, &error);
  g_assert_no_error (error);

  /* The next battle's form starts from what the force kept. */
  form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  root = GTK_WIDGET (form);
  gtk_window_present (form);
  flush ();
  ligne = row (root, "16e Ligne");
  g_assert_cmpstr (subtitle (ligne), ==, "2 bases");
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (
                       GTK_SPIN_BUTTON (inside (ligne, GTK_TYPE_SPIN_BUTTON)))), ==, 2);
  g_assert_cmpstr (subtitle (row (root, "8e Hussards")), ==, "1 base");
  g_assert_cmpstr (subtitle (row (root, "1er Léger")), ==, "6 bases");
  g_assert_nonnull (strstr (subtitle (row (root, "Duhesme")), "lost"));
  /* Lost at Caldiero, Duhesme is not on the field: no fate is asked of him;
   * the others are asked as before. */
  g_assert_false (ADW_IS_COMBO_ROW (row (root, "Duhesme")));
  g_assert_true (ADW_IS_COMBO_ROW (row (root, "Molitor")));
  g_assert_true (ADW_IS_COMBO_ROW (row (root, "Masséna")));
  /* Today, by default: the campaign's last battle (1805) lies before it,
   * and the date never moves by itself. */
  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)"))), ==, today);
  }
  gtk_window_destroy (form);
  flush ();
  g_assert_null (form);
}

/* The scouting roll decides who attacks; the battle form of the force
 * starts from that role.  Without a roll it starts unset. */
static void
test_battle_form_role_from_scouting (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_library_load (fx->library, fx->force_id, catalogue, &error);
  GtkWindow *form, *scouting;
  GtkWidget *root;
  MstBattleRole rolled;

  g_assert_no_error (error);
  form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  gtk_window_present (form);
  flush ();
  /* No roll: unset until the player says, and the form will not record
   * a battle without it. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row (GTK_WIDGET (form), "Role"))), ==,
                    GTK_INVALID_LIST_POSITION);
  gtk_editable_set_text (GTK_EDITABLE (row (GTK_WIDGET (form), "Name")), "Unsaid");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "battle.record", NULL));
  flush ();
  g_assert_true (gtk_widget_has_css_class (row (GTK_WIDGET (form), "Role"), "error"));
  {
    g_autoptr(GPtrArray) battles = mst_campaign_store_list_battles (fx->store, fx->campaign_id, fx->force_id, FALSE,
                                                                    &error);

    g_assert_no_error (error);
    g_assert_cmpuint (battles->len, ==, 0);
  }
  gtk_window_destroy (form);
  flush ();

  /* The force against a typed-in opponent: roll until it attacks, so the
   * form's role differs from its default. */
  scouting = mst_scouting_window_new (NULL, fx->library, catalogue, force);
  root = GTK_WIDGET (scouting);
  gtk_window_present (scouting);
  flush ();
  for (guint i = 0; i < 50; i++)
    {
      click (root, "_Roll Scouting Initiative");
      flush ();
      g_assert_true (mst_campaign_view_get_scouted_role (mst_library_get_path (fx->library), fx->force_id, &rolled));
      if (rolled == MST_BATTLE_ROLE_ATTACKER)
        break;
    }
  g_assert_cmpint (rolled, ==, MST_BATTLE_ROLE_ATTACKER);
  gtk_window_destroy (scouting);
  flush ();

  form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  gtk_window_present (form);
  flush ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row (GTK_WIDGET (form), "Role"))), ==,
                    MST_BATTLE_ROLE_ATTACKER);
  g_assert_cmpstr (subtitle (row (GTK_WIDGET (form), "Role")), ==, "As the scouting roll decided");
  gtk_window_destroy (form);
  flush ();
}

static void
test_battle_form_refuses_bad_date (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  g_autoptr(GPtrArray) battles = NULL;
  gint64 battle_id = 0;

  g_signal_connect (form, "recorded", G_CALLBACK (on_recorded), &battle_id);
  gtk_window_present (form);
  flush ();
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Name")), "Verona");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)")), "1805-02-30");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Role")), MST_BATTLE_ROLE_DEFENDER);
  click (root, "_Record");
  flush ();
  /* Nothing recorded; the date is marked and the form stays open. */
  g_assert_cmpint (battle_id, ==, 0);
  g_assert_true (gtk_widget_has_css_class (row (root, "Date (YYYY-MM-DD)"), "error"));
  battles = mst_campaign_store_list_battles (fx->store, fx->campaign_id, 0, FALSE, NULL);
  g_assert_cmpuint (battles->len, ==, 0);
  gtk_window_destroy (form);
  flush ();
}

static void
record_caldiero (Fixture *fx)
{
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(GError) error = NULL;

  mst_battle_set_date (battle, "1805-10-30");
  mst_battle_set_name (battle, "Caldiero");
  mst_battle_set_opponent (battle, "Archduke Charles");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_DRAWN);
  mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 2, FALSE);
  mst_battle_set_general (battle, "Duhesme", -1, MST_GENERAL_FATE_LOST);
  mst_campaign_store_record_battle (fx->store, fx->force_id, battle, &error);
  g_assert_no_error (error);
}

static void
test_campaign_window (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = NULL;
  GtkWidget *root;
  GtkWidget *history;

  record_caldiero (fx);
  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();

  /* The campaigns, with their size. */
  g_assert_nonnull (strstr (subtitle (row (root, "Italy 1805")), "1 battle"));
  activate_row (row (root, "Italy 1805"));

  /* Its summary, forces and battles. */
  g_assert_nonnull (strstr (subtitle (row (root, "Battles")), "1 drawn"));
  g_assert_nonnull (strstr (subtitle (row (root, "Losses")), "2 bases lost"));
  g_assert_nonnull (strstr (subtitle (row (root, "Generals")), "1 lost"));
  g_assert_nonnull (strstr (subtitle (row (root, "Army of Italy")), "1 battle"));
  g_assert_nonnull (strstr (subtitle (row (root, "Caldiero")), "Archduke Charles"));

  /* The force: as it stands, and its history as a timeline. */
  activate_row (row (root, "Army of Italy"));
  history = row (root, "“Army of Italy” joined the campaign");
  g_assert_cmpuint (n_items_of (history), ==, 2);
  g_assert_nonnull (strstr (subtitle (row (root, "16e Ligne")), "2 bases"));

  /* Between battles: one base back to the 16e Ligne. */
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.reinforce", "s", "16e Ligne");
  flush ();
  g_assert_nonnull (strstr (subtitle (row (root, "16e Ligne")), "3 bases"));
  g_assert_cmpuint (n_items_of (row (root, "“Army of Italy” joined the campaign")), ==, 3);

  /* Caldiero in the history opens the battle, and from there the force as
   * it went into it; back goes back the way it came. */
  activate_row (row (root, "Caldiero against Archduke Charles: Drawn, 2 bases lost"));
  g_assert_cmpstr (visible_page (root), ==, "battle");
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_BATTLE_PAGE), "battle.show-before", NULL);
  flush ();
  g_assert_cmpstr (visible_page (root), ==, "before");
  {
    GtkWidget *page = adw_leaflet_get_visible_child (ADW_LEAFLET (inside (root, ADW_TYPE_LEAFLET)));
    g_assert_nonnull (strstr (subtitle (row (page, "16e Ligne")), "4 bases"));
    g_assert_null (strstr (subtitle (row (page, "Duhesme")), "lost"));
  }
  gtk_widget_activate_action (root, "campaigns.back", NULL);
  flush ();
  g_assert_cmpstr (visible_page (root), ==, "battle");
  gtk_widget_activate_action (root, "campaigns.back", NULL);
  flush ();
  g_assert_cmpstr (visible_page (root), ==, "force");
  gtk_widget_activate_action (root, "campaigns.back", NULL);
  flush ();
  g_assert_cmpstr (visible_page (root), ==, "campaign");
  /* The reinforcement shows on the way back. */
  g_assert_nonnull (strstr (subtitle (row (root, "Army of Italy")), "1 battle"));
  gtk_window_destroy (window);
  flush ();
}

/* A recorded battle reads back in full from the campaign's battles:
 * result and role, supply spent, every unit's losses, every general's
 * fate, and the notes. */
static void
test_battle_read_back (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *root, *page, *notes;

  mst_battle_set_date (battle, "1805-10-30");
  mst_battle_set_name (battle, "Caldiero");
  mst_battle_set_opponent (battle, "Archduke Charles");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_supply_spent (battle, 3);
  mst_battle_set_notes (battle, "The Austrians held the redoubts until dusk.");
  mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 2, FALSE);
  mst_battle_set_unit (battle, "8e Hussards", NULL, 0, 3, TRUE);
  mst_battle_set_general (battle, "Molitor", -1, MST_GENERAL_FATE_SWEPT_AWAY);
  mst_battle_set_general (battle, "Duhesme", -1, MST_GENERAL_FATE_LOST);
  mst_campaign_store_record_battle (fx->store, fx->force_id, battle, &error);
  g_assert_no_error (error);

  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();
  mst_campaign_window_show_campaign (MST_CAMPAIGN_WINDOW (window), fx->campaign_id);
  flush ();
  activate_row (row (root, "Caldiero"));
  g_assert_cmpstr (visible_page (root), ==, "battle");
  page = adw_leaflet_get_visible_child (ADW_LEAFLET (inside (root, ADW_TYPE_LEAFLET)));

  g_assert_cmpstr (subtitle (row (page, "Result")), ==, "Won, as the attacker");
  g_assert_cmpstr (subtitle (row (page, "Force")), ==, "Army of Italy · Against Archduke Charles");
  g_assert_cmpstr (subtitle (row (page, "Supply")), ==, "3 supply dice spent");
  g_assert_cmpstr (subtitle (row (page, "16e Ligne")), ==, "2 of 4 bases lost · Resilience: Steady");
  g_assert_cmpstr (subtitle (row (page, "8e Hussards")), ==, "3 of 4 bases lost · Broken");
  /* Units that lost nothing are there too. */
  g_assert_cmpstr (subtitle (row (page, "1er Léger")), ==, "Unhurt");
  g_assert_cmpstr (subtitle (row (page, "Vélites")), ==, "Unhurt");
  g_assert_cmpstr (subtitle (row (page, "Masséna")), ==, "Force commander · Unharmed");
  g_assert_cmpstr (subtitle (row (page, "Molitor")), ==, "General of command 1 · Swept away");
  g_assert_cmpstr (subtitle (row (page, "Duhesme")), ==, "General of command 2 · Lost");
  notes = find (page, is_label_saying, "The Austrians held the redoubts until dusk.");
  g_assert_nonnull (notes);

  /* Back on the campaign, the battle is still listed. */
  gtk_widget_activate_action (root, "campaigns.back", NULL);
  flush ();
  g_assert_cmpstr (visible_page (root), ==, "campaign");
  g_assert_nonnull (row (root, "Caldiero"));
  gtk_window_destroy (window);
  flush ();
}

/* The battles the campaign page holds (behind the rows drawn first), on
 * screen or not. */
static GListModel *
battles_held (GtkWidget *root)
{
  if (GTK_IS_LIST_VIEW (root))
    {
      GtkSelectionModel *selection = gtk_list_view_get_model (GTK_LIST_VIEW (root));
      GListModel *slice = GTK_IS_NO_SELECTION (selection) ? gtk_no_selection_get_model (GTK_NO_SELECTION (selection))
                                                          : NULL;
      GListModel *held = GTK_IS_SLICE_LIST_MODEL (slice) ? gtk_slice_list_model_get_model (GTK_SLICE_LIST_MODEL (slice))
                                                         : NULL;

      if (held != NULL && g_list_model_get_item_type (held) == MST_TYPE_BATTLE)
        return held;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GListModel *held = battles_held (c);
      if (held != NULL)
        return held;
    }
  return NULL;
}

/* A long campaign: the latest battles are read first, the rest a page
 * at a time as the list is scrolled towards its end; the battles' list
 * makes rows only for what is on screen, and the earliest battle is
 * there to scroll to. */
static void
test_many_battles (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *root, *latest;
  guint rows = 0;

  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autofree char *name = g_strdup_printf ("Skirmish %u", i + 1);
      g_autofree char *date = g_strdup_printf ("1806-%02u-%02u", 1 + i / 28, 1 + i % 28);

      mst_battle_set_date (battle, date);
      mst_battle_set_name (battle, name);
      mst_campaign_store_record_battle (fx->store, fx->force_id, battle, &error);
      g_assert_no_error (error);
    }
  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  mst_campaign_window_show_campaign (MST_CAMPAIGN_WINDOW (window), fx->campaign_id);
  /* Read first: a first page, the latest first (on the session's worker:
   * as soon as it answers, before the next page is asked for). */
  {
    GListModel *held = battles_held (root);
    g_autoptr(MstBattle) first = NULL;

    g_assert_nonnull (held);
    while (g_list_model_get_n_items (held) == 0)
      g_main_context_iteration (NULL, TRUE);
    g_assert_cmpuint (g_list_model_get_n_items (held), ==, 50);
    first = g_list_model_get_item (held, 0);
    g_assert_cmpstr (mst_battle_get_name (first), ==, "Skirmish 300");
  }
  flush ();
  /* No more while the player stays at the top: the window holds only
   * what he may look at. */
  g_assert_cmpuint (g_list_model_get_n_items (battles_held (root)), ==, 50);
  /* The rest as he scrolls towards the end, in order to the first battle. */
  {
    GListModel *held = battles_held (root);
    GtkWidget *list = gtk_widget_get_ancestor (row (root, "Skirmish 300"), GTK_TYPE_LIST_VIEW);
    GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gtk_widget_get_ancestor (list, ADW_TYPE_CLAMP_SCROLLABLE)));
    g_autoptr(MstBattle) earliest = NULL;
    g_autoptr(MstBattle) on_the_page = NULL;
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (g_list_model_get_n_items (held) < 300 && g_get_monotonic_time () < deadline)
      {
        gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
        g_main_context_iteration (NULL, TRUE);
      }
    flush ();
    earliest = g_list_model_get_item (held, 299);
    on_the_page = g_list_model_get_item (held, 200);
    g_assert_cmpuint (g_list_model_get_n_items (held), ==, 300);
    g_assert_cmpstr (mst_battle_get_name (earliest), ==, "Skirmish 1");
    g_assert_cmpstr (mst_battle_get_name (on_the_page), ==, "Skirmish 100");
    gtk_adjustment_set_value (adj, 0);
    flush ();
  }
  latest = row (root, "Skirmish 300");
  g_assert_cmpuint (n_items_of (latest), ==, 300);
  for (GtkWidget *c = gtk_widget_get_first_child (gtk_widget_get_ancestor (latest, GTK_TYPE_LIST_VIEW));
       c != NULL; c = gtk_widget_get_next_sibling (c))
    rows++;
  g_assert_cmpuint (rows, <, 300);
  g_assert_null (find (root, is_row_titled, "Skirmish 1"));
  gtk_window_destroy (window);
  flush ();
}

/* The dialog the last action opened. */
static AdwMessageDialog *
dialog_shown (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        found = ADW_MESSAGE_DIALOG (w);
    }
  g_assert_nonnull (found);
  return found;
}

/* The choice a combo row shows. */
static const char *
choice_selected (GtkWidget *r)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (r));

  return gtk_string_list_get_string (GTK_STRING_LIST (model), adw_combo_row_get_selected (ADW_COMBO_ROW (r)));
}

static void
test_between_battles (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *form;

  record_caldiero (fx);
  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Italy 1805"));
  activate_row (row (root, "Army of Italy"));

  /* Duhesme, lost at Caldiero, is replaced. */
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.replace-general", "i", 2);
  flush ();
  dialog = dialog_shown ();
  form = adw_message_dialog_get_extra_child (dialog);
  gtk_editable_set_text (GTK_EDITABLE (row (form, "The new general")), "Séras");
  /* Respect and staff ability are asked as the rule set declares them,
   * Accepted and Competent chosen, the rules' defaults (000:1304, 000:1323). */
  g_assert_cmpstr (choice_selected (row (form, "Respect")), ==, "Accepted");
  g_assert_cmpstr (choice_selected (row (form, "Staff ability")), ==, "Competent");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (form, "Staff ability")), 2);  /* Exceptional */
  /* Answering closes the dialog. */
  adw_message_dialog_response (dialog, "ok");
  flush ();
  g_assert_nonnull (strstr (subtitle (row (root, "Séras")), "Exceptional"));

  /* A new unit raised in Molitor's command, with the usual bases. */
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.new-unit", NULL);
  flush ();
  dialog = dialog_shown ();
  form = adw_message_dialog_get_extra_child (dialog);
  gtk_editable_set_text (GTK_EDITABLE (row (form, "Name")), "9e Léger");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (form, "Unit type")), 3);  /* the list's fourth */
  /* Answering closes the dialog. */
  adw_message_dialog_response (dialog, "ok");
  flush ();
  g_assert_nonnull (row (root, "9e Léger"));

  /* The 16e Ligne re-graded. */
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.regrade", "s", "16e Ligne");
  flush ();
  dialog = dialog_shown ();
  form = adw_message_dialog_get_extra_child (dialog);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (form, "Unit type")), 4);
  /* Answering closes the dialog. */
  adw_message_dialog_response (dialog, "ok");
  flush ();

  now = mst_campaign_store_replay (fx->store, fx->force_id, 0, &error);
  g_assert_no_error (error);
  {
    MstNationList *list = mst_force_get_list (now);
    g_autoptr(MstUnitTemplate) fourth = g_list_model_get_item (mst_nation_list_get_templates (list), 3);
    g_autoptr(MstUnitTemplate) fifth = g_list_model_get_item (mst_nation_list_get_templates (list), 4);
    MstUnit *raised = mst_command_get_unit (mst_force_get_command (now, 0), 2);
    MstUnit *ligne = mst_command_get_unit (mst_force_get_command (now, 0), 1);

    g_assert_cmpstr (mst_unit_get_name (raised), ==, "9e Léger");
    g_assert_cmpstr (mst_unit_get_template_id (raised), ==, mst_unit_template_get_id (fourth));
    g_assert_cmpstr (mst_unit_get_template_id (ligne), ==, mst_unit_template_get_id (fifth));
    g_assert_cmpuint (mst_unit_get_bases (ligne), ==, 2);
  }
  events = mst_campaign_store_list_events (fx->store, fx->force_id, &error);
  g_assert_cmpuint (events->len, ==, 5);
  gtk_window_destroy (window);
  flush ();
}

static gboolean
is_event_row_of_kind (GtkWidget *widget, gconstpointer kind)
{
  return MST_IS_CAMPAIGN_EVENT_ROW (widget) && mst_campaign_event_row_get_item (MST_CAMPAIGN_EVENT_ROW (widget)) != NULL
         && mst_campaign_event_get_kind (mst_campaign_event_row_get_item (MST_CAMPAIGN_EVENT_ROW (widget)))
              == (MstCampaignEventKind) GPOINTER_TO_INT (kind);
}

/* A battle taken back from the force's history: asked first, with why;
 * the history keeps it, said taken back; the force has its losses back;
 * the campaign counts it no more.  A joining has nothing to take back. */
static void
test_retract (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  GtkWidget *battle_row, *joined_row;
  AdwMessageDialog *dialog;
  gint64 battle_event;

  record_caldiero (fx);
  events = mst_campaign_store_list_events (fx->store, fx->force_id, &error);
  g_assert_no_error (error);
  battle_event = mst_campaign_event_get_id (g_ptr_array_index (events, 1));
  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Italy 1805"));
  activate_row (row (root, "Army of Italy"));

  battle_row = find (root, is_event_row_of_kind, GINT_TO_POINTER (MST_CAMPAIGN_EVENT_BATTLE));
  joined_row = find (root, is_event_row_of_kind, GINT_TO_POINTER (MST_CAMPAIGN_EVENT_JOINED));
  g_assert_nonnull (battle_row);
  g_assert_true (gtk_widget_get_visible (mst_test_find_named (battle_row, "retract")));
  g_assert_false (gtk_widget_get_visible (mst_test_find_named (joined_row, "retract")));

  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.retract", "x", battle_event);
  flush ();
  dialog = dialog_shown ();
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "fought in another campaign");
  adw_message_dialog_response (dialog, "retract");
  flush ();

  /* Both stay in the history; the battle said taken back. */
  g_clear_pointer (&events, g_ptr_array_unref);
  events = mst_campaign_store_list_events (fx->store, fx->force_id, &error);
  g_assert_cmpuint (events->len, ==, 3);
  g_assert_cmpint (mst_campaign_event_get_kind (g_ptr_array_index (events, 2)), ==, MST_CAMPAIGN_EVENT_RETRACTED);
  g_assert_cmpstr (mst_campaign_event_get_name (g_ptr_array_index (events, 2)), ==, "fought in another campaign");
  battle_row = find (root, is_event_row_of_kind, GINT_TO_POINTER (MST_CAMPAIGN_EVENT_BATTLE));
  g_assert_nonnull (strstr (subtitle (battle_row), "taken back"));
  g_assert_false (gtk_widget_get_visible (mst_test_find_named (battle_row, "retract")));
  /* The 16e Ligne has its two bases back; the campaign counts no battle. */
  now = mst_campaign_store_replay (fx->store, fx->force_id, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_unit_get_bases (mst_command_get_unit (mst_force_get_command (now, 0), 1)), ==, 4);
  summary = mst_campaign_store_summarize (fx->store, mst_campaign_store_get_force_campaign (fx->store, fx->force_id,
                                                                                             NULL), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->total.battles, ==, 0);
  gtk_window_destroy (window);
  flush ();
}

static void
test_campaign_delete_undo (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(GPtrArray) campaigns = NULL;
  GtkWidget *undo;

  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Italy 1805"));
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_PAGE), "campaign.delete", NULL);
  flush ();
  /* Gone from the list, and a toast offers to undo. */
  g_assert_null (find (root, is_row_titled, "Italy 1805"));
  undo = find (root, is_button_labelled, "_Undo");
  g_assert_nonnull (undo);
  click (root, "_Undo");
  flush ();
  g_assert_nonnull (find (root, is_row_titled, "Italy 1805"));
  campaigns = mst_campaign_store_list (fx->store, FALSE, NULL);
  g_assert_cmpuint (campaigns->len, ==, 1);

  gtk_window_destroy (window);
  flush ();
}

static void
test_read_only_library (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstLibrary) ro = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *root, *create, *record;

  g_clear_object (&fx->store);
  g_clear_object (&fx->library);
  ro = mst_library_open (fx->db, MST_LIBRARY_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);

  window = mst_campaign_window_new (NULL, ro, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();
  /* Said at the top; the campaigns still shown; nothing can be changed. */
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (inside (root, GTK_TYPE_REVEALER))));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (inside (inside (root, GTK_TYPE_REVEALER), GTK_TYPE_LABEL))),
                            "cannot be written"));
  g_assert_nonnull (row (root, "Italy 1805"));
  create = find (root, has_action, "campaigns.new");
  g_assert_false (gtk_widget_get_sensitive (create));
  gtk_window_destroy (window);

  /* The post-battle form says so too, and will not record. */
  window = mst_battle_window_new_for_library (NULL, ro, catalogue, fx->campaign_id, fx->force_id);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (inside (root, GTK_TYPE_REVEALER))));
  record = find (root, is_button_labelled, "_Record");
  g_assert_false (gtk_widget_get_sensitive (record));
  gtk_window_destroy (window);
  flush ();
}

static void
test_corrupt_library (void)
{
  g_autofree char *path = mst_paths_get_database_file ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *junk = g_strnfill (8192, 'x');
  GtkWindow *window;
  GtkWidget *root;
  AdwStatusPage *page;

  /* The user's library (in this test's own folders) is not a database. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, junk, -1, NULL));

  window = mst_campaign_window_new (NULL, NULL, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();
  page = ADW_STATUS_PAGE (find (root, is_of_type, GSIZE_TO_POINTER (ADW_TYPE_STATUS_PAGE)));
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_title (page), ==, "The Library Cannot Be Opened");
  g_assert_nonnull (strstr (adw_status_page_get_description (page), path));
  g_assert_nonnull (strstr (adw_status_page_get_description (page), "damaged"));
  g_assert_false (gtk_widget_get_sensitive (find (root, has_action, "campaigns.new")));
  gtk_window_destroy (window);
  flush ();
}

/* A campaign holding the force of the fixture file @data, joined on @date. */
static void
campaign_of_fixture (Fixture *fx, const char *file, const char *date)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", file, NULL);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-ui-campaign-XXXXXX", NULL);
  fx->db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fx->store = mst_campaign_store_new (fx->library, catalogue);
  fx->campaign_id = mst_campaign_store_create (fx->store, "Austerlitz", &error);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  fx->force_id = mst_campaign_store_add_force (fx->store, fx->campaign_id, force, date, &error);
  g_assert_no_error (error);
}

/* A campaign holding Soult's IVe Corps of brigade-french.muster (Brigade
 * Command): Morand's brigade has the 14e and 36e de Ligne, five stands each. */
static void
brigade_fixture_set_up (Fixture *fx, gconstpointer data)
{
  campaign_of_fixture (fx, "brigade-french.muster", "1805-11-30");
}

/* A campaign holding Lejeune's advanced guard of skirmish-french.muster
 * (Napoleonic Skirmish): five units, no generals. */
static void
skirmish_fixture_set_up (Fixture *fx, gconstpointer data)
{
  campaign_of_fixture (fx, "skirmish-french.muster", "1809-04-01");
}

/* A campaign holding Girard's division of revolutionary-girard.muster
 * (Revolutionary Wars): two brigades of battalions counted in platoons. */
static void
revolutionary_fixture_set_up (Fixture *fx, gconstpointer data)
{
  campaign_of_fixture (fx, "revolutionary-girard.muster", "1799-03-01");
}

/* The descendant of @root named @name, shown or not (a popover's). */
static GtkWidget *
named_within (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = named_within (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A skirmish force's battle: no general to ask of (its leaders are its
 * units' officers), the figures each unit lost, recorded. */
static void
test_battle_form_skirmish (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  GtkWidget *grenadiers;
  gint64 battle_id = 0;
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(GError) error = NULL;

  g_signal_connect (form, "recorded", G_CALLBACK (on_recorded), &battle_id);
  gtk_window_present (form);
  flush ();
  g_assert_null (find (root, is_row_titled, ""));
  {
    GtkWidget *generals = find (root, is_label_saying, "Generals");

    g_assert_true (generals == NULL || !gtk_widget_is_visible (generals));
  }
  grenadiers = row (root, "Grenadiers du 9e");
  g_assert_cmpstr (subtitle (grenadiers), ==, "20 figures");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Name")), "Eckmühl");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)")), "1809-04-22");
  /* What became of its figures, in its row's popover: 2 killed (its
   * officer one of them), 1 captured, 1 wounded; the count lost follows. */
  {
    GtkWidget *fates = inside (grenadiers, GTK_TYPE_MENU_BUTTON);
    GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (fates)));
    GtkWidget *lost = inside (grenadiers, GTK_TYPE_SPIN_BUTTON);

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (named_within (popover, "killed")), 2);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (named_within (popover, "captured")), 1);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (named_within (popover, "wounded")), 1);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (named_within (popover, "leaders")), 1);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (lost)), ==, 4);
    g_assert_false (gtk_widget_get_sensitive (lost));
  }
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Role")), MST_BATTLE_ROLE_ATTACKER);
  click (root, "_Record");
  flush ();
  g_assert_cmpint (battle_id, >, 0);
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_battle_get_n_generals (stored), ==, 0);
  {
    const MstBattleUnit *u = mst_battle_find_unit (stored, "Grenadiers du 9e");

    g_assert_cmpuint (u->bases_lost, ==, 4);
    g_assert_true (u->fates);
    g_assert_cmpuint (u->killed, ==, 2);
    g_assert_cmpuint (u->captured, ==, 1);
    g_assert_cmpuint (u->ran, ==, 0);
    g_assert_cmpuint (u->wounded, ==, 1);
    g_assert_cmpuint (u->leaders, ==, 1);
  }
}

/* The choices a combo row offers, "A|B|C". */
static char *
choices_of (GtkWidget *r)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (r));
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (s, "%s%s", i > 0 ? "|" : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_string_free (s, FALSE);
}

/* The drop-down of a regiment's fate: the one offering "Held". */
static gboolean
is_fate_drop_down (GtkWidget *widget, gconstpointer data)
{
  GListModel *model;

  if (!GTK_IS_DROP_DOWN (widget))
    return FALSE;
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
  return GTK_IS_STRING_LIST (model) && g_list_model_get_n_items (model) == 3 &&
         g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), "Held") == 0;
}

static void
test_battle_form_brigade_fates (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  GtkWidget *ligne, *fate, *lost;
  g_autofree char *choices = NULL;
  gint64 battle_id = 0;
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(MstForce) after = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autoptr(GError) error = NULL;

  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  g_signal_connect (form, "recorded", G_CALLBACK (on_recorded), &battle_id);
  gtk_window_present (form);
  flush ();

  /* A commander may be killed, wounded or captured, not swept away. */
  choices = choices_of (row (root, "Morand"));
  g_assert_cmpstr (choices, ==, "Unharmed|Killed|Wounded|Captured");
  g_clear_pointer (&choices, g_free);
  choices = choices_of (row (root, "Soult"));
  g_assert_cmpstr (choices, ==, "Unharmed|Killed|Wounded|Captured");

  /* A regiment counts stands and is held, routed or destroyed. */
  ligne = row (root, "36e de Ligne");
  g_assert_cmpstr (subtitle (ligne), ==, "5 stands");
  g_assert_null (find (ligne, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_CHECK_BUTTON)));
  fate = find (ligne, is_fate_drop_down, NULL);
  g_assert_nonnull (fate);
  lost = inside (ligne, GTK_TYPE_SPIN_BUTTON);
  /* Destroyed is every stand lost. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (fate), 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (lost)), ==, 5);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find (row (root, "14e de Ligne"), is_fate_drop_down, NULL)), 1);

  gtk_editable_set_text (GTK_EDITABLE (row (root, "Name")), "Pratzen");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)")), "1805-12-02");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Morand")), 1);     /* Killed */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Thiébault")), 2);  /* Wounded */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Role")), MST_BATTLE_ROLE_DEFENDER);
  click (root, "_Record");
  flush ();
  g_assert_cmpint (battle_id, >, 0);
  g_assert_null (form);

  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_true (mst_battle_find_unit (stored, "36e de Ligne")->destroyed);
  g_assert_cmpuint (mst_battle_find_unit (stored, "36e de Ligne")->bases_lost, ==, 5);
  g_assert_true (mst_battle_find_unit (stored, "14e de Ligne")->broken);
  g_assert_cmpuint (mst_battle_count_fates (stored, MST_GENERAL_FATE_KILLED), ==, 1);
  g_assert_cmpuint (mst_battle_count_fates (stored, MST_GENERAL_FATE_WOUNDED), ==, 1);
  after = mst_campaign_store_replay (fx->store, fx->force_id, 0, &error);
  g_assert_no_error (error);
  generals = mst_force_list_generals (after);
  g_assert_true (mst_general_get_lost (g_ptr_array_index (generals, 2)));
  g_assert_false (mst_general_get_lost (g_ptr_array_index (generals, 3)));

  /* The next battle's form: Morand, killed, has no fate to give. */
  form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  root = GTK_WIDGET (form);
  gtk_window_present (form);
  flush ();
  g_assert_false (ADW_IS_COMBO_ROW (row (root, "Morand")));
  g_assert_true (ADW_IS_COMBO_ROW (row (root, "Thiébault")));
  gtk_window_destroy (form);
  flush ();
  g_assert_null (form);
}

static void
test_battle_form_dm_fates (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  GtkWidget *ligne;
  g_autofree char *choices = NULL;

  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  gtk_window_present (form);
  flush ();

  /* Drums and Muskets keeps its own: swept away, incapacitated, lost. */
  choices = choices_of (row (root, "Duhesme"));
  g_assert_cmpstr (choices, ==, "Unharmed|Swept away|Incapacitated|Lost");
  /* …and a unit in bases that breaks, never destroyed. */
  ligne = row (root, "16e Ligne");
  g_assert_cmpstr (subtitle (ligne), ==, "4 bases");
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (inside (ligne, GTK_TYPE_CHECK_BUTTON))), ==, "_Broken");
  g_assert_null (find (ligne, is_fate_drop_down, NULL));
  gtk_window_destroy (form);
  flush ();
  g_assert_null (form);
}

/* A button as a player finds it by pointing at it: its tooltip. */
static gboolean
is_button_tipped (GtkWidget *widget, gconstpointer tooltip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

/* The resilience drop-down of a unit: the one offering "Steady". */
static gboolean
is_grade_drop_down (GtkWidget *widget, gconstpointer data)
{
  GListModel *model;

  if (!GTK_IS_DROP_DOWN (widget))
    return FALSE;
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
  for (guint i = 0; GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "Steady") == 0)
      return TRUE;
  return FALSE;
}

/* A Brigade Command regiment rolls no resilience: the form does not ask
 * for one, and records none. */
static void
test_battle_form_brigade_no_resilience (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(GError) error = NULL;
  gint64 battle_id = 0;

  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  g_signal_connect (form, "recorded", G_CALLBACK (on_recorded), &battle_id);
  gtk_window_present (form);
  flush ();
  g_assert_null (find (row (root, "14e de Ligne"), is_grade_drop_down, NULL));
  g_assert_null (find (row (root, "10e Léger"), is_grade_drop_down, NULL));
  g_assert_null (find (root, is_grade_drop_down, NULL));
  /* What it does ask: the stands lost and the regiment's fate. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (inside (row (root, "14e de Ligne"), GTK_TYPE_SPIN_BUTTON)), ==,
                   "Stands lost");
  g_assert_nonnull (find (row (root, "14e de Ligne"), is_fate_drop_down, NULL));

  gtk_editable_set_text (GTK_EDITABLE (row (root, "Name")), "Pratzen");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)")), "1805-12-02");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (row (root, "14e de Ligne"), GTK_TYPE_SPIN_BUTTON)), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Role")), MST_BATTLE_ROLE_DEFENDER);
  click (root, "_Record");
  flush ();
  g_assert_cmpint (battle_id, >, 0);
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_null (mst_battle_find_unit (stored, "14e de Ligne")->grade);
  g_assert_cmpuint (mst_battle_find_unit (stored, "14e de Ligne")->bases_lost, ==, 1);
  g_assert_null (form);
}

/* Between battles a Brigade Command force is counted in stands, and its
 * commanders show their level and rating. */
static void
test_between_battles_brigade (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *root = GTK_WIDGET (window);
  AdwMessageDialog *dialog;
  GtkWidget *form, *ligne, *plus;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Austerlitz"));
  activate_row (row (root, "IVe Corps (Austerlitz)"));
  g_assert_cmpstr (visible_page (root), ==, "force");

  /* The commanders in the order of the tree, with their level and the
   * sheets' rating; no respect or ability. */
  g_assert_cmpstr (subtitle (row (root, "Soult")), ==, "Army commander · Gifted");
  g_assert_cmpstr (subtitle (row (root, "Saint-Hilaire")), ==, "Division · Able");
  g_assert_cmpstr (subtitle (row (root, "Morand")), ==, "Brigade · Able");
  g_assert_cmpstr (subtitle (row (root, "Thiébault")), ==, "Brigade · Cautious");

  /* A new regiment's strength is asked in stands, and a wrong answer is
   * said in stands too. */
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.new-unit", NULL);
  flush ();
  dialog = dialog_shown ();
  form = adw_message_dialog_get_extra_child (dialog);
  g_assert_null (find (form, is_row_titled, "Bases (empty: the usual)"));
  gtk_editable_set_text (GTK_EDITABLE (row (form, "Name")), "17e de Ligne");
  gtk_editable_set_text (GTK_EDITABLE (row (form, "Stands (empty: the usual)")), "many");
  adw_message_dialog_response (dialog, "ok");
  flush ();
  g_assert_nonnull (find (root, is_label_saying, "Stands are a number from 1 to 99, or empty for the usual"));
  g_assert_null (find (root, is_row_titled, "17e de Ligne"));

  /* One stand back, said so, and its name to a screen reader. */
  ligne = row (root, "14e de Ligne");
  g_assert_true (g_str_has_suffix (subtitle (ligne), "5 stands"));
  g_assert_null (find (ligne, is_button_tipped, "One base back"));
  plus = find (ligne, is_button_tipped, "One stand back");
  g_assert_nonnull (plus);
  g_signal_emit_by_name (plus, "clicked");
  flush ();
  /* The campaign's record has the stand back (the force as the library
   * keeps it is the core's business, tested there). */
  now = mst_campaign_store_replay (fx->store, fx->force_id, 0, &error);
  g_assert_no_error (error);
  units = mst_force_list_units (now);
  g_assert_cmpstr (mst_unit_get_name (g_ptr_array_index (units, 0)), ==, "14e de Ligne");
  g_assert_cmpuint (mst_unit_get_bases (g_ptr_array_index (units, 0)), ==, 6);

  /* Re-grading keeps the regiment's stands. */
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.regrade", "s", "36e de Ligne");
  flush ();
  dialog = dialog_shown ();
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The regiment keeps its name and stands and takes another type of its list.");
  adw_message_dialog_response (dialog, "cancel");
  flush ();
  gtk_window_destroy (window);
  flush ();
}

/* Drums and Muskets between battles as it was: bases, and each general's
 * post, respect and ability. */
static void
test_between_battles_dm_words (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *root = GTK_WIDGET (window);
  AdwMessageDialog *dialog;
  GtkWidget *form;

  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Italy 1805"));
  activate_row (row (root, "Army of Italy"));
  g_assert_nonnull (find (row (root, "16e Ligne"), is_button_tipped, "One base back"));
  g_assert_true (g_str_has_prefix (subtitle (row (root, "Masséna")), "Force commander · "));
  g_assert_true (g_str_has_prefix (subtitle (row (root, "Duhesme")), "General of command 2 · "));
  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.new-unit", NULL);
  flush ();
  dialog = dialog_shown ();
  form = adw_message_dialog_get_extra_child (dialog);
  g_assert_nonnull (row (form, "Bases (empty: the usual)"));
  adw_message_dialog_response (dialog, "cancel");
  flush ();
  gtk_window_destroy (window);
  flush ();
}

/* A campaign of both rule sets: its summary gives each its own totals. */
static void
test_mixed_campaign_summary (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "brigade-french.muster", NULL);
  g_autoptr(MstForce) corps = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *root;

  record_caldiero (fx);
  corps = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  mst_campaign_store_add_force (fx->store, fx->campaign_id, corps, "1805-11-30", &error);
  g_assert_no_error (error);

  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Italy 1805"));
  g_assert_cmpstr (subtitle (row (root, "Losses")), ==,
                   "Drums and Muskets: 2 bases lost, 0 units broken; "
                   "Brigade Command: 0 stands lost, 0 regiments routed");
  g_assert_cmpstr (subtitle (row (root, "Generals")), ==,
                   "Drums and Muskets: 0 swept away, 0 incapacitated, 1 lost; "
                   "Brigade Command: 0 killed, 0 wounded, 0 captured");
  gtk_window_destroy (window);
  flush ();
}

/* Thiébault (Cautious) gives his brigade to Lochet: the dialog asks the
 * rule set's rating, not respect and ability; the force page shows Lochet,
 * Able, his 12″ radius follows, and history says so.  A stand back is said
 * in stands, in the toast and in history. */
static void
test_brigade_replace_general (Fixture *fx, gconstpointer data)
{
  GtkWindow *window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  GtkWidget *root = GTK_WIDGET (window);
  AdwMessageDialog *dialog;
  GtkWidget *form, *rating_row;
  g_autofree char *choices = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autoptr(GPtrArray) commands = NULL;
  g_autoptr(GPtrArray) derived = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_present (window);
  flush ();
  activate_row (row (root, "Austerlitz"));
  activate_row (row (root, "IVe Corps (Austerlitz)"));

  gtk_widget_activate_action (mst_test_find_of_type (root, MST_TYPE_CAMPAIGN_FORCE_PAGE), "force.replace-general", "i", 3);
  flush ();
  dialog = dialog_shown ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Replace Thiébault");
  form = adw_message_dialog_get_extra_child (dialog);
  g_assert_null (find (form, is_row_titled, "Respect"));
  g_assert_null (find (form, is_row_titled, "Ability"));
  rating_row = row (form, "Rating");
  choices = choices_of (rating_row);
  g_assert_cmpstr (choices, ==, "Poltroon|Cautious|Able|Gifted|Charismatic");
  gtk_editable_set_text (GTK_EDITABLE (row (form, "The new general")), "Lochet");
  adw_combo_row_set_selected (ADW_COMBO_ROW (rating_row), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (rating_row), 2);  /* Able */
  adw_message_dialog_response (dialog, "ok");
  flush ();

  g_assert_null (find (root, is_row_titled, "Thiébault"));
  g_assert_cmpstr (subtitle (row (root, "Lochet")), ==, "Brigade · Able");
  g_assert_nonnull (find (root, is_label_saying, "Thiébault replaced by Lochet (Able)"));
  g_assert_nonnull (row (root, "Thiébault replaced by Lochet (Able)"));

  /* The force as the next battle finds it: an Able brigadier's radius. */
  now = mst_library_get_force (fx->library, fx->force_id, catalogue, &error);
  g_assert_no_error (error);
  generals = mst_force_list_generals (now);
  g_assert_cmpstr (mst_general_get_name (g_ptr_array_index (generals, 3)), ==, "Lochet");
  g_assert_cmpstr (mst_general_get_attr (g_ptr_array_index (generals, 3), "rating"), ==, "able");
  commands = mst_force_list_commands (now);
  derived = mst_ruleset_derive_command (mst_ruleset_for_force (now), now, g_ptr_array_index (commands, 2));
  g_assert_cmpstr (mst_derived_lookup (derived, "command-radius"), ==, "12");

  /* One stand back: history says it in stands (the toast says what
   * history does; it waits behind the one above). */
  g_signal_emit_by_name (find (row (root, "14e de Ligne"), is_button_tipped, "One stand back"), "clicked");
  flush ();
  g_assert_nonnull (row (root, "“14e de Ligne” reinforced with 1 stand"));
  g_assert_null (find (root, is_row_titled, "“14e de Ligne” reinforced with 1 base"));
  gtk_window_destroy (window);
  flush ();
}

/* Pratzen read back: each commander by his name and level, no supply
 * dice, which Brigade Command has not. */
static void
test_brigade_battle_page (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *root, *page;

  mst_battle_set_date (battle, "1805-12-02");
  mst_battle_set_name (battle, "Pratzen");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_unit (battle, "14e de Ligne", NULL, 0, 2, TRUE);
  mst_battle_set_general (battle, "Morand", -1, MST_GENERAL_FATE_KILLED);
  mst_battle_set_general (battle, "Vandamme", -1, MST_GENERAL_FATE_CAPTURED);
  mst_campaign_store_record_battle (fx->store, fx->force_id, battle, &error);
  g_assert_no_error (error);

  window = mst_campaign_window_new (NULL, fx->library, catalogue, NULL);
  root = GTK_WIDGET (window);
  gtk_window_present (window);
  flush ();
  mst_campaign_window_show_campaign (MST_CAMPAIGN_WINDOW (window), fx->campaign_id);
  flush ();
  activate_row (row (root, "Pratzen"));
  g_assert_cmpstr (visible_page (root), ==, "battle");
  page = adw_leaflet_get_visible_child (ADW_LEAFLET (inside (root, ADW_TYPE_LEAFLET)));

  g_assert_cmpstr (subtitle (row (page, "Morand")), ==, "Brigade · Killed");
  g_assert_cmpstr (subtitle (row (page, "Vandamme")), ==, "Division · Captured");
  g_assert_cmpstr (subtitle (row (page, "Soult")), ==, "Army commander · Unharmed");
  g_assert_null (find (page, is_row_titled, "Supply"));
  g_assert_cmpstr (subtitle (row (page, "14e de Ligne")), ==, "2 of 5 stands lost · Routed");
  gtk_window_destroy (window);
  flush ();
}

/* The battle form asks no supply dice of a Brigade Command force. */
static void
test_battle_form_brigade_no_supply (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);

  gtk_window_present (form);
  flush ();
  g_assert_nonnull (row (root, "Result"));
  g_assert_null (find (root, is_row_titled, "Supply dice spent"));
  gtk_window_destroy (form);
  flush ();
}

/* A Revolutionary Wars division's battle, as its player records it: each
 * battalion counted in platoons, held, broken or destroyed; a general only
 * captured (001:832-838, 1044-1051); recorded, and the next form without
 * the captured general's fate to give. */
static void
test_battle_form_revolutionary (Fixture *fx, gconstpointer data)
{
  GtkWindow *form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  GtkWidget *root = GTK_WIDGET (form);
  GtkWidget *battalion, *fate, *lost;
  g_autofree char *choices = NULL;
  gint64 battle_id = 0;
  g_autoptr(MstBattle) stored = NULL;
  const char *first = "1er bataillon, 34e de Ligne";
  const char *second = "2e bataillon, 34e de Ligne";

  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  g_signal_connect (form, "recorded", G_CALLBACK (on_recorded), &battle_id);
  gtk_window_present (form);
  flush ();

  /* Its generals may only be captured. */
  choices = choices_of (row (root, "Dombrowski"));
  g_assert_cmpstr (choices, ==, "Unharmed|Captured");

  /* A battalion counts its platoons; destroyed is every one lost. */
  battalion = row (root, first);
  g_assert_cmpstr (subtitle (battalion), ==, "8 platoons");
  fate = find (battalion, is_fate_drop_down, NULL);
  g_assert_nonnull (fate);
  lost = inside (battalion, GTK_TYPE_SPIN_BUTTON);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (fate), 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (lost)), ==, 8);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (row (root, second), GTK_TYPE_SPIN_BUTTON)), 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find (row (root, second), is_fate_drop_down, NULL)), 1);

  gtk_editable_set_text (GTK_EDITABLE (row (root, "Name")), "Magnano");
  gtk_editable_set_text (GTK_EDITABLE (row (root, "Date (YYYY-MM-DD)")), "1799-04-05");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Dombrowski")), 1);  /* Captured */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (root, "Role")), MST_BATTLE_ROLE_ATTACKER);
  click (root, "_Record");
  flush ();
  g_assert_cmpint (battle_id, >, 0);
  g_assert_null (form);

  stored = mst_campaign_store_get_battle (fx->store, battle_id, NULL);
  g_assert_true (mst_battle_find_unit (stored, first)->destroyed);
  g_assert_cmpuint (mst_battle_find_unit (stored, first)->bases_lost, ==, 8);
  g_assert_true (mst_battle_find_unit (stored, second)->broken);
  g_assert_cmpuint (mst_battle_find_unit (stored, second)->bases_lost, ==, 3);
  g_assert_cmpuint (mst_battle_count_fates (stored, MST_GENERAL_FATE_CAPTURED), ==, 1);

  /* The next battle's form: the second battalion has 5 platoons left,
   * Dombrowski no fate to give. */
  form = mst_battle_window_new_for_library (NULL, fx->library, catalogue, fx->campaign_id, fx->force_id);
  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &form);
  root = GTK_WIDGET (form);
  gtk_window_present (form);
  flush ();
  g_assert_cmpstr (subtitle (row (root, second)), ==, "5 platoons");
  g_assert_false (ADW_IS_COMBO_ROW (row (root, "Dombrowski")));
  gtk_window_destroy (form);
  flush ();
  g_assert_null (form);
}

int
main (int argc, char **argv)
{
  int ret;

  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/muster/ui/battle-form/carries-losses", test_battle_form_carries_losses);
  ADD ("/muster/ui/battle-form/refuses-bad-date", test_battle_form_refuses_bad_date);
  ADD ("/muster/ui/battle-form/role-from-scouting", test_battle_form_role_from_scouting);
  ADD ("/muster/ui/campaign-window/browse", test_campaign_window);
  ADD ("/muster/ui/campaign-window/between-battles", test_between_battles);
  ADD ("/muster/ui/campaign-window/battle-read-back", test_battle_read_back);
  ADD ("/muster/ui/campaign-window/many-battles", test_many_battles);
  ADD ("/muster/ui/campaign-window/delete-undo", test_campaign_delete_undo);
  ADD ("/muster/ui/campaign-window/retract", test_retract);
  ADD ("/muster/ui/campaign-window/read-only", test_read_only_library);
  ADD ("/muster/ui/battle-form/dm-fates", test_battle_form_dm_fates);
#undef ADD
  g_test_add ("/muster/ui/battle-form/skirmish", Fixture, NULL, skirmish_fixture_set_up,
              test_battle_form_skirmish, fixture_tear_down);
  g_test_add ("/muster/ui/battle-form/revolutionary", Fixture, NULL, revolutionary_fixture_set_up,
              test_battle_form_revolutionary, fixture_tear_down);
  g_test_add ("/muster/ui/battle-form/brigade-fates", Fixture, NULL, brigade_fixture_set_up,
              test_battle_form_brigade_fates, fixture_tear_down);
  g_test_add ("/muster/ui/battle-form/brigade-no-resilience", Fixture, NULL, brigade_fixture_set_up,
              test_battle_form_brigade_no_resilience, fixture_tear_down);
  g_test_add ("/muster/ui/campaign-window/between-battles-brigade", Fixture, NULL, brigade_fixture_set_up,
              test_between_battles_brigade, fixture_tear_down);
  g_test_add ("/muster/ui/campaign-window/between-battles-dm-words", Fixture, NULL, fixture_set_up,
              test_between_battles_dm_words, fixture_tear_down);
  g_test_add ("/muster/ui/campaign-window/mixed-summary", Fixture, NULL, fixture_set_up,
              test_mixed_campaign_summary, fixture_tear_down);
  g_test_add ("/muster/ui/campaign-window/brigade-replace-general", Fixture, NULL, brigade_fixture_set_up,
              test_brigade_replace_general, fixture_tear_down);
  g_test_add ("/muster/ui/campaign-window/brigade-battle-page", Fixture, NULL, brigade_fixture_set_up,
              test_brigade_battle_page, fixture_tear_down);
  g_test_add ("/muster/ui/battle-form/brigade-no-supply", Fixture, NULL, brigade_fixture_set_up,
              test_battle_form_brigade_no_supply, fixture_tear_down);
  g_test_add_func ("/muster/ui/campaign-window/corrupt", test_corrupt_library);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
