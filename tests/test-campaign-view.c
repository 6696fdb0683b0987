/* test-campaign-view.c: what the campaigns window and the battle form show, checked without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

typedef struct {
  char *dir;
  MstLibrary *library;
  MstCampaignStore *store;
  gint64 campaign_id;
  gint64 force_id;
} Fixture;

/* A campaign holding minimal.muster: Masséna commands Molitor (1er Léger,
 * 6 bases; 16e Ligne, 4) and Duhesme (8e Hussards, 4; Batterie à cheval,
 * 2), and the Vélites stand in no command. */
static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autofree char *db = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-campaign-view-XXXXXX", NULL);
  db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fx->store = mst_campaign_store_new (fx->library, catalogue);
  fx->campaign_id = mst_campaign_store_create (fx->store, "Italy 1805", &error);
  g_assert_no_error (error);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  fx->force_id = mst_campaign_store_add_force (fx->store, fx->campaign_id, force, "1805-10-01", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);
  mst_test_remove_tree (fx->dir);
  g_free (fx->dir);
}

static gint64
record_caldiero (Fixture *fx)
{
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(GError) error = NULL;
  gint64 id;

  mst_battle_set_date (battle, "1805-10-30");
  mst_battle_set_name (battle, "Caldiero");
  mst_battle_set_opponent (battle, "Archduke Charles");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_supply_spent (battle, 3);
  mst_battle_set_notes (battle, "Fog until noon.\nThe bridge held.");
  mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 2, FALSE);
  mst_battle_set_unit (battle, "8e Hussards", NULL, 0, 4, TRUE);
  mst_battle_set_general (battle, "Molitor", -1, MST_GENERAL_FATE_SWEPT_AWAY);
  mst_battle_set_general (battle, "Duhesme", -1, MST_GENERAL_FATE_LOST);
  id = mst_campaign_store_record_battle (fx->store, fx->force_id, battle, &error);
  g_assert_no_error (error);
  return id;
}

static MstCampaignLine *
line_titled (GListModel *model, const char *title)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(MstCampaignLine) line = g_list_model_get_item (model, i);
      if (g_strcmp0 (mst_campaign_line_get_title (line), title) == 0)
        return line;
    }
  g_error ("no line titled “%s”", title);
  return NULL;
}

/* A recorded battle reads back in full: result and role, supply, every
 * unit's losses, every general's fate, and the notes. */
static void
test_battle_read_back (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = mst_campaign_store_get_battle (fx->store, record_caldiero (fx), &error);
  g_autoptr(GListModel) units = NULL;
  g_autoptr(GListModel) generals = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *supply = NULL;
  g_autofree char *opponent = NULL;
  MstCampaignLine *line;

  g_assert_no_error (error);
  outcome = mst_campaign_view_battle_outcome (battle);
  g_assert_cmpstr (outcome, ==, "Won, as the attacker");
  supply = mst_campaign_view_battle_supply (battle);
  g_assert_cmpstr (supply, ==, "3 supply dice spent");
  opponent = mst_campaign_view_battle_opponent (battle);
  g_assert_cmpstr (opponent, ==, "Against Archduke Charles");
  g_assert_cmpstr (mst_battle_get_notes (battle), ==, "Fog until noon.\nThe bridge held.");

  /* Every unit of the force has a line, those not in the record unhurt. */
  units = mst_campaign_view_battle_units (battle);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 5);
  line = line_titled (units, "16e Ligne");
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "2 of 4 bases lost · Resilience: Steady");
  line = line_titled (units, "8e Hussards");
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "4 of 4 bases lost · Broken");
  line = line_titled (units, "1er Léger");
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "Unhurt");

  generals = mst_campaign_view_battle_generals (battle);
  g_assert_cmpuint (g_list_model_get_n_items (generals), ==, 3);
  line = line_titled (generals, "Masséna");
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "Force commander · Unharmed");
  line = line_titled (generals, "Molitor");
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "General of command 1 · Swept away");
  g_assert_false (mst_campaign_line_get_lost (line));
  line = line_titled (generals, "Duhesme");
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "General of command 2 · Lost");
  g_assert_true (mst_campaign_line_get_lost (line));
}

static void
test_battle_supply_plural (void)
{
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autofree char *none = NULL;
  g_autofree char *one = NULL;
  g_autofree char *outcome = NULL;

  none = mst_campaign_view_battle_supply (battle);
  g_assert_cmpstr (none, ==, "No supply dice spent");
  mst_battle_set_supply_spent (battle, 1);
  one = mst_campaign_view_battle_supply (battle);
  g_assert_cmpstr (one, ==, "1 supply die spent");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_LOST);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_DEFENDER);
  outcome = mst_campaign_view_battle_outcome (battle);
  g_assert_cmpstr (outcome, ==, "Lost, as the defender");
  g_assert_null (mst_campaign_view_battle_opponent (battle));
}

/* The campaign's page: its subtitle, its forces with their results, and
 * each battle's line with the force's name. */
static void
test_campaign_lines (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(GListModel) forces = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *battle_line = NULL;
  g_autofree char *generals = NULL;
  MstCampaignLine *line;

  record_caldiero (fx);
  campaigns = mst_campaign_store_list (fx->store, FALSE, &error);
  g_assert_no_error (error);
  subtitle = mst_campaign_view_campaign_subtitle (g_ptr_array_index (campaigns, 0));
  g_assert_cmpstr (subtitle, ==, "1 force · 1 battle · 1805-10-30");

  summary = mst_campaign_store_summarize (fx->store, fx->campaign_id, &error);
  g_assert_no_error (error);
  forces = mst_campaign_view_forces (summary);
  g_assert_cmpuint (g_list_model_get_n_items (forces), ==, 1);
  line = line_titled (forces, "Army of Italy");
  g_assert_cmpint (mst_campaign_line_get_kind (line), ==, MST_CAMPAIGN_LINE_FORCE);
  g_assert_cmpint (mst_campaign_line_get_id (line), ==, fx->force_id);
  g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==,
                   "1 battle: 1 won, 0 lost, 0 drawn · 6 bases lost, 1 unit broken");
  generals = mst_campaign_view_generals (&summary->total);
  g_assert_cmpstr (generals, ==, "1 swept away, 0 incapacitated, 1 lost");

  /* Listed without their records, battles still carry their totals. */
  battles = mst_campaign_store_list_battles (fx->store, fx->campaign_id, 0, FALSE, &error);
  g_assert_no_error (error);
  battle_line = mst_campaign_view_battle_subtitle (g_ptr_array_index (battles, 0), "Army of Italy");
  g_assert_cmpstr (battle_line, ==,
                   "1805-10-30 · Army of Italy · Archduke Charles · Won · 6 bases lost, 1 unit broken");
}

/* The force as it stands: generals first (a lost one marked), then units. */
static void
test_force_lines (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GListModel) lines = NULL;
  g_autoptr(MstCampaignLine) first = NULL;
  g_autoptr(GPtrArray) events = NULL;
  MstCampaignLine *line;

  record_caldiero (fx);
  force = mst_campaign_store_replay (fx->store, fx->force_id, 0, &error);
  g_assert_no_error (error);
  lines = mst_campaign_view_force_lines (force);
  first = g_list_model_get_item (lines, 0);
  g_assert_cmpint (mst_campaign_line_get_kind (first), ==, MST_CAMPAIGN_LINE_GENERAL);
  g_assert_cmpstr (mst_campaign_line_get_title (first), ==, "Masséna");
  line = line_titled (lines, "Duhesme");
  g_assert_true (mst_campaign_line_get_lost (line));
  g_assert_cmpint (mst_campaign_line_get_position (line), ==, 2);
  g_assert_nonnull (strstr (mst_campaign_line_get_subtitle (line), "General of command 2"));
  g_assert_nonnull (strstr (mst_campaign_line_get_subtitle (line), "lost"));
  line = line_titled (lines, "16e Ligne");
  g_assert_cmpint (mst_campaign_line_get_kind (line), ==, MST_CAMPAIGN_LINE_UNIT);
  g_assert_cmpstr (mst_campaign_line_get_key (line), ==, "16e Ligne");
  g_assert_nonnull (strstr (mst_campaign_line_get_subtitle (line), "2 bases"));

  /* A lost general is offered no fate in the next battle. */
  {
    g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
    g_assert_true (mst_campaign_view_offers_fate (g_ptr_array_index (generals, 0)));
    g_assert_false (mst_campaign_view_offers_fate (g_ptr_array_index (generals, 2)));
  }

  events = mst_campaign_store_list_events (fx->store, fx->force_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_campaign_view_event_date (g_ptr_array_index (events, 1)), ==, "1805-10-30");
  g_assert_cmpstr (mst_campaign_view_event_icon (MST_CAMPAIGN_EVENT_BATTLE), ==, "emblem-important-symbolic");
}

/* Units with equal names are told apart in the form, and nothing else. */
static void
test_unit_labels (void)
{
  const char *names[] = { "Artillery", "Line", "Artillery", "Artillery (2)", "Artillery", "Line" };
  g_auto(GStrv) labels = mst_unit_number_namesakes (names, G_N_ELEMENTS (names));

  g_assert_cmpuint (g_strv_length (labels), ==, G_N_ELEMENTS (names));
  g_assert_cmpstr (labels[0], ==, "Artillery");
  g_assert_cmpstr (labels[1], ==, "Line");
  /* "Artillery (2)" is another unit's own name: the second gun is (3). */
  g_assert_cmpstr (labels[2], ==, "Artillery (3)");
  g_assert_cmpstr (labels[3], ==, "Artillery (2)");
  g_assert_cmpstr (labels[4], ==, "Artillery (4)");
  g_assert_cmpstr (labels[5], ==, "Line (2)");
  /* The names are untouched. */
  g_assert_cmpstr (names[2], ==, "Artillery");

  {
    const char *distinct[] = { "A", "B" };
    g_auto(GStrv) same = mst_unit_number_namesakes (distinct, 2);
    g_assert_cmpstr (same[0], ==, "A");
    g_assert_cmpstr (same[1], ==, "B");
    g_assert_null (same[2]);
  }
}

/* What a scouting roll decided is kept for the force, the last roll winning. */
static void
test_scouted_role (Fixture *fx, gconstpointer data)
{
  MstBattleRole role = MST_BATTLE_ROLE_DEFENDER;

  g_assert_false (mst_campaign_view_get_scouted_role (mst_library_get_path (fx->library), fx->force_id, &role));
  mst_campaign_view_note_scouting (mst_library_get_path (fx->library), fx->force_id, MST_BATTLE_ROLE_ATTACKER);
  g_assert_true (mst_campaign_view_get_scouted_role (mst_library_get_path (fx->library), fx->force_id, &role));
  g_assert_cmpint (role, ==, MST_BATTLE_ROLE_ATTACKER);
  mst_campaign_view_note_scouting (mst_library_get_path (fx->library), fx->force_id, MST_BATTLE_ROLE_DEFENDER);
  g_assert_true (mst_campaign_view_get_scouted_role (mst_library_get_path (fx->library), fx->force_id, &role));
  g_assert_cmpint (role, ==, MST_BATTLE_ROLE_DEFENDER);
  /* Another force has had no roll; a force not in the library is not kept. */
  g_assert_false (mst_campaign_view_get_scouted_role (mst_library_get_path (fx->library), fx->force_id + 1, NULL));
  mst_campaign_view_note_scouting (mst_library_get_path (fx->library), 0, MST_BATTLE_ROLE_ATTACKER);
  g_assert_false (mst_campaign_view_get_scouted_role (mst_library_get_path (fx->library), 0, NULL));
}

/* Soult's IVe Corps of brigade-french.muster (Brigade Command) joins the
 * fixture's campaign beside the Army of Italy (Drums and Muskets). */
static gint64
add_brigade_force (Fixture *fx)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "brigade-french.muster", NULL);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  id = mst_campaign_store_add_force (fx->store, fx->campaign_id, force, "1805-11-30", &error);
  g_assert_no_error (error);
  return id;
}

/* A unit's strength and the controls between battles speak the rule set's
 * words: bases, stands (Brigade Command), figures (Napoleonic Skirmish). */
static void
test_strength_words (void)
{
  struct {
    const char *ruleset;
    guint n;
    const char *strength;
  } cases[] = {
    { "brigade-command", 1, "1 stand" },
    { "brigade-command", 5, "5 stands" },
    { "napoleonic-skirmish", 1, "1 figure" },
    { "napoleonic-skirmish", 20, "20 figures" },
    { "drums-and-muskets", 1, "1 base" },
    { "drums-and-muskets", 4, "4 bases" },
    /* A force of no known rule set is Drums and Muskets'. */
    { NULL, 4, "4 bases" },
    { "no-such-rules", 0, "0 bases" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = mst_campaign_view_strength (cases[i].ruleset, cases[i].n);
      g_assert_cmpstr (text, ==, cases[i].strength);
    }

  g_assert_cmpstr (mst_campaign_view_reinforce_tooltip ("brigade-command"), ==, "One stand back");
  g_assert_cmpstr (mst_campaign_view_reinforce_tooltip ("napoleonic-skirmish"), ==, "One figure back");
  g_assert_cmpstr (mst_campaign_view_reinforce_tooltip ("drums-and-muskets"), ==, "One base back");
  g_assert_cmpstr (mst_campaign_view_strength_entry_title ("brigade-command"), ==, "Stands (empty: the usual)");
  g_assert_cmpstr (mst_campaign_view_strength_entry_title ("napoleonic-skirmish"), ==, "Figures (empty: the usual)");
  g_assert_cmpstr (mst_campaign_view_strength_entry_title (NULL), ==, "Bases (empty: the usual)");
  g_assert_cmpstr (mst_campaign_view_strength_entry_error ("brigade-command"), ==,
                   "Stands are a number from 1 to 99, or empty for the usual");
  g_assert_cmpstr (mst_campaign_view_strength_lost_title ("brigade-command"), ==, "Stands lost");
  {
    g_autofree char *label = mst_campaign_view_reinforce_label ("brigade-command", "14e de Ligne");
    g_autofree char *dm = mst_campaign_view_reinforce_label ("drums-and-muskets", "16e Ligne");
    g_autofree char *lost = mst_campaign_view_strength_lost_by ("napoleonic-skirmish", "Voltigeurs du 9e");

    g_assert_cmpstr (label, ==, "Reinforce 14e de Ligne with one stand");
    g_assert_cmpstr (dm, ==, "Reinforce 16e Ligne with one base");
    g_assert_cmpstr (lost, ==, "Figures lost by Voltigeurs du 9e");
  }
}

/* A Brigade Command force as it stands: its commanders in the order of the
 * command tree, each with his level and rating (the sheets' Poltroon to
 * Charismatic), never Drums and Muskets' respect and ability; its regiments
 * in stands. */
static void
test_brigade_force_lines (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_library_get_force (fx->library, add_brigade_force (fx), catalogue, &error);
  g_autoptr(GListModel) lines = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  const char *expected[][2] = {
    { "Soult", "Army commander · Gifted" },
    { "Saint-Hilaire", "Division · Able" },
    { "Morand", "Brigade · Able" },
    { "Thiébault", "Brigade · Cautious" },
  };
  MstCampaignLine *line;

  g_assert_no_error (error);
  lines = mst_campaign_view_force_lines (force);
  generals = mst_force_list_generals (force);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(MstCampaignLine) at = g_list_model_get_item (lines, i);

      g_assert_cmpint (mst_campaign_line_get_kind (at), ==, MST_CAMPAIGN_LINE_GENERAL);
      g_assert_cmpstr (mst_campaign_line_get_title (at), ==, expected[i][0]);
      g_assert_cmpstr (mst_campaign_line_get_subtitle (at), ==, expected[i][1]);
      /* Renaming or replacing him names the general at that position. */
      g_assert_cmpint (mst_campaign_line_get_position (at), ==, (int) i);
      g_assert_cmpstr (mst_general_get_name (g_ptr_array_index (generals, i)), ==, expected[i][0]);
      g_assert_cmpstr (mst_campaign_line_get_ruleset (at), ==, "brigade-command");
    }
  /* Every commander is there, and none with a respect or ability. */
  for (guint i = 0; i < generals->len; i++)
    {
      line = line_titled (lines, mst_general_get_name (g_ptr_array_index (generals, i)));
      g_assert_null (strstr (mst_campaign_line_get_subtitle (line), "Accepted"));
      g_assert_null (strstr (mst_campaign_line_get_subtitle (line), "Competent"));
      g_assert_null (strstr (mst_campaign_line_get_subtitle (line), "General of command"));
    }
  line = line_titled (lines, "14e de Ligne");
  g_assert_true (g_str_has_suffix (mst_campaign_line_get_subtitle (line), " · 5 stands"));
  g_assert_cmpstr (mst_campaign_line_get_ruleset (line), ==, "brigade-command");
}

/* A campaign of a Drums and Muskets army and a Brigade Command corps: the
 * totals keep each rule set's words, bases beside stands, swept away beside
 * killed, never one added to the other; the results add up. */
static void
test_mixed_totals (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) pratzen = mst_battle_new ();
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autofree char *results = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *generals = NULL;
  gint64 corps = add_brigade_force (fx);

  /* Caldiero: 6 bases lost, the hussars broken; Molitor swept away,
   * Duhesme lost. */
  record_caldiero (fx);
  /* Pratzen: the 14e routed with 2 stands lost, the 36e destroyed (all 5);
   * Morand killed, Thiébault wounded. */
  mst_battle_set_date (pratzen, "1805-12-02");
  mst_battle_set_name (pratzen, "Pratzen");
  mst_battle_set_result (pratzen, MST_BATTLE_RESULT_WON);
  mst_battle_set_unit (pratzen, "14e de Ligne", NULL, 0, 2, TRUE);
  mst_battle_set_unit_destroyed (pratzen, "36e de Ligne", TRUE);
  mst_battle_set_general (pratzen, "Morand", -1, MST_GENERAL_FATE_KILLED);
  mst_battle_set_general (pratzen, "Thiébault", -1, MST_GENERAL_FATE_WOUNDED);
  mst_campaign_store_record_battle (fx->store, corps, pratzen, &error);
  g_assert_no_error (error);

  summary = mst_campaign_store_summarize (fx->store, fx->campaign_id, &error);
  g_assert_no_error (error);
  results = mst_campaign_view_results (&summary->total);
  g_assert_cmpstr (results, ==, "2 battles: 2 won, 0 lost, 0 drawn");
  losses = mst_campaign_view_total_losses (summary);
  g_assert_cmpstr (losses, ==, "Drums and Muskets: 6 bases lost, 1 unit broken; "
                               "Brigade Command: 7 stands lost, 1 regiment routed");
  generals = mst_campaign_view_total_generals (summary);
  g_assert_cmpstr (generals, ==, "Drums and Muskets: 1 swept away, 0 incapacitated, 1 lost; "
                                 "Brigade Command: 1 killed, 1 wounded, 0 captured");
}

/* A campaign of one rule set reads its totals as before, unprefixed. */
static void
test_single_ruleset_totals (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *generals = NULL;

  record_caldiero (fx);
  summary = mst_campaign_store_summarize (fx->store, fx->campaign_id, &error);
  g_assert_no_error (error);
  losses = mst_campaign_view_total_losses (summary);
  g_assert_cmpstr (losses, ==, "6 bases lost, 1 unit broken");
  generals = mst_campaign_view_total_generals (summary);
  g_assert_cmpstr (generals, ==, "1 swept away, 0 incapacitated, 1 lost");
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/muster/campaign-view/battle-read-back", test_battle_read_back);
  ADD ("/muster/campaign-view/campaign-lines", test_campaign_lines);
  ADD ("/muster/campaign-view/force-lines", test_force_lines);
  ADD ("/muster/campaign-view/scouted-role", test_scouted_role);
  ADD ("/muster/campaign-view/brigade-force-lines", test_brigade_force_lines);
  ADD ("/muster/campaign-view/mixed-totals", test_mixed_totals);
  ADD ("/muster/campaign-view/single-ruleset-totals", test_single_ruleset_totals);
#undef ADD
  g_test_add_func ("/muster/campaign-view/strength-words", test_strength_words);
  g_test_add_func ("/muster/campaign-view/battle-supply", test_battle_supply_plural);
  g_test_add_func ("/muster/campaign-view/unit-labels", test_unit_labels);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
