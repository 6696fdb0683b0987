/* test-campaign.c: campaigns: their forces, battles, history, replay, files and migration.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"
#include "mst-xml-private.h"

static MstCatalogue *catalogue;

typedef struct {
  char *dir;
  char *db;
  MstLibrary *library;
  MstCampaignStore *store;
} Fixture;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("muster-campaign-XXXXXX", NULL);
  fx->db = g_build_filename (fx->dir, "muster.db", NULL);
  fx->library = mst_library_open (fx->db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fx->store = mst_campaign_store_new (fx->library, catalogue);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_clear_object (&fx->store);
  g_clear_object (&fx->library);
  mst_test_remove_tree (fx->dir);
  g_free (fx->dir);
  g_free (fx->db);
}

/* minimal.muster: Masséna commands Molitor (1er Léger, 6 bases; 16e Ligne)
 * and Duhesme (8e Hussards; Batterie à cheval, 2 bases), and the Vélites
 * stand in no command. */
static MstForce *
sample_force (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  return force;
}

static MstUnit *
unit_named (MstForce *force, const char *name)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (mst_unit_get_name (g_ptr_array_index (units, i)), name) == 0)
      return g_ptr_array_index (units, i);
  return NULL;
}

static guint
bases_of (MstForce *force, const char *name)
{
  MstUnit *unit = unit_named (force, name);

  g_assert_nonnull (unit);
  return mst_unit_get_bases (unit);
}

static MstGeneral *
general_at (MstForce *force, guint position)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);

  g_assert_cmpuint (position, <, generals->len);
  return g_ptr_array_index (generals, position);
}

static MstForce *
current (Fixture *fx, gint64 force_id)
{
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_campaign_store_replay (fx->store, force_id, 0, &error);

  g_assert_no_error (error);
  return force;
}

static gint64
new_campaign_with_force (Fixture *fx, gint64 *force_id)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  gint64 id;

  id = mst_campaign_store_create (fx->store, "Italy 1805", &error);
  g_assert_no_error (error);
  *force_id = mst_campaign_store_add_force (fx->store, id, force, "1805-10-01", &error);
  g_assert_no_error (error);
  g_assert_cmpint (*force_id, >, 0);
  return id;
}

static MstBattle *
caldiero (void)
{
  MstBattle *battle = mst_battle_new ();

  mst_battle_set_date (battle, "1805-10-30");
  mst_battle_set_name (battle, "Caldiero");
  mst_battle_set_opponent (battle, "Archduke Charles");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_DRAWN);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_supply_spent (battle, 3);
  mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 2, FALSE);
  mst_battle_set_unit (battle, "8e Hussards", "lackluster", 2, 3, TRUE);
  mst_battle_set_general (battle, "Molitor", -1, MST_GENERAL_FATE_SWEPT_AWAY);
  mst_battle_set_general (battle, "Duhesme", -1, MST_GENERAL_FATE_LOST);
  return battle;
}

/* Campaigns themselves */

static void
test_campaign_lifecycle (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(MstCampaign) got = NULL;
  gint64 a, b;

  a = mst_campaign_store_create (fx->store, "  Ulm  ", &error);
  g_assert_no_error (error);
  b = mst_campaign_store_create (fx->store, "Austerlitz", &error);
  g_assert_no_error (error);

  /* Listed by name, the name trimmed. */
  list = mst_campaign_store_list (fx->store, FALSE, &error);
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_cmpstr (mst_campaign_get_name (g_ptr_array_index (list, 0)), ==, "Austerlitz");
  g_assert_cmpstr (mst_campaign_get_name (g_ptr_array_index (list, 1)), ==, "Ulm");
  g_clear_pointer (&list, g_ptr_array_unref);

  g_assert_true (mst_campaign_store_rename (fx->store, a, "Ulm 1805", &error));
  got = mst_campaign_store_get (fx->store, a, &error);
  g_assert_cmpstr (mst_campaign_get_name (got), ==, "Ulm 1805");

  /* Archived: out of the everyday list, still there on request. */
  g_assert_true (mst_campaign_store_set_archived (fx->store, a, TRUE, &error));
  list = mst_campaign_store_list (fx->store, FALSE, &error);
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = mst_campaign_store_list (fx->store, TRUE, &error);
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_true (mst_campaign_get_archived (g_ptr_array_index (list, 1)));
  g_clear_pointer (&list, g_ptr_array_unref);

  /* Deleted, then the deletion undone. */
  g_assert_true (mst_campaign_store_delete (fx->store, b, &error));
  list = mst_campaign_store_list (fx->store, TRUE, &error);
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);
  g_assert_true (mst_campaign_store_restore (fx->store, b, &error));
  g_assert_no_error (error);
  list = mst_campaign_store_list (fx->store, TRUE, &error);
  g_assert_cmpuint (list->len, ==, 2);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* Deleted for good: nothing to restore. */
  g_assert_true (mst_campaign_store_delete (fx->store, b, &error));
  g_assert_cmpint (mst_campaign_store_purge_deleted (fx->store, G_MAXINT64, &error), ==, 1);
  g_assert_false (mst_campaign_store_restore (fx->store, b, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A nameless campaign is refused, and so is a missing one. */
  g_assert_cmpint (mst_campaign_store_create (fx->store, "   ", &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (mst_campaign_store_rename (fx->store, 999, "X", &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, fx->db));
}

static void
test_delete_keeps_forces (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(MstForce) after = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  gint64 force_id, id;

  id = new_campaign_with_force (fx, &force_id);
  mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);

  /* The library will not drop a force whose history a campaign keeps. */
  g_assert_false (mst_library_delete (fx->library, force_id, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "campaign"));
  g_clear_error (&error);

  g_assert_true (mst_campaign_store_delete (fx->store, id, &error));
  g_assert_cmpint (mst_campaign_store_purge_deleted (fx->store, G_MAXINT64, &error), ==, 1);
  g_assert_no_error (error);

  /* The army stays in the library as the campaign left it. */
  entries = mst_library_list (fx->library, &error);
  g_assert_cmpuint (entries->len, ==, 1);
  after = mst_library_load (fx->library, force_id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bases_of (after, "16e Ligne"), ==, 2);
  g_assert_true (mst_library_delete (fx->library, force_id, &error));
}

/* Each kind of event */

static void
test_event_joined (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) twins = sample_force ();
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) forces = NULL;
  gint64 id, other, force_id;

  id = mst_campaign_store_create (fx->store, "Italy 1805", &error);
  other = mst_campaign_store_create (fx->store, "Germany 1805", &error);

  /* A force of the library moved in; two units of one name keep it, and
   * the records tell them apart by their labels. */
  mst_unit_set_name (unit_named (twins, "16e Ligne"), "1er Léger");
  g_assert_true (mst_library_save (fx->library, twins, &error));
  force_id = mst_force_get_id (twins);
  g_assert_true (mst_campaign_store_move_force (fx->store, id, force_id, "1805-10-01", &error));
  g_assert_no_error (error);

  now = current (fx, force_id);
  g_assert_nonnull (unit_named (now, "1er Léger"));
  g_assert_null (unit_named (now, "1er Léger (2)"));
  g_assert_cmpuint (bases_of (now, "1er Léger"), ==, 6);
  {
    g_auto(GStrv) labels = mst_campaign_force_unit_labels (now);
    g_autoptr(MstBattle) battle = mst_battle_new ();
    g_autoptr(MstForce) after = NULL;
    g_autoptr(GPtrArray) units = NULL;
    guint second_before;

    g_assert_cmpstr (labels[0], ==, "1er Léger");
    g_assert_cmpstr (labels[1], ==, "1er Léger (2)");
    units = mst_force_list_units (now);
    second_before = mst_unit_get_bases (g_ptr_array_index (units, 1));

    /* The second of the two loses a base: it, and it alone. */
    mst_battle_set_date (battle, "1805-10-02");
    mst_battle_set_name (battle, "Verona");
    mst_battle_set_unit (battle, "1er Léger (2)", "steady", 4, 1, FALSE);
    g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, battle, &error), >, 0);
    g_assert_no_error (error);
    after = current (fx, force_id);
    g_clear_pointer (&units, g_ptr_array_unref);
    units = mst_force_list_units (after);
    g_assert_cmpstr (mst_unit_get_name (g_ptr_array_index (units, 1)), ==, "1er Léger");
    g_assert_cmpuint (mst_unit_get_bases (g_ptr_array_index (units, 0)), ==, 6);
    g_assert_cmpuint (mst_unit_get_bases (g_ptr_array_index (units, 1)), ==, second_before - 1);
    /* Nor is the force in the library renamed. */
    g_assert_null (unit_named (after, "1er Léger (2)"));
  }

  events = mst_campaign_store_list_events (fx->store, force_id, &error);
  g_assert_cmpuint (events->len, ==, 2);
  g_assert_cmpint (mst_campaign_event_get_kind (g_ptr_array_index (events, 0)), ==,
                   MST_CAMPAIGN_EVENT_JOINED);
  g_assert_cmpstr (mst_campaign_event_get_date (g_ptr_array_index (events, 0)), ==, "1805-10-01");

  forces = mst_campaign_store_list_forces (fx->store, id, &error);
  g_assert_cmpuint (forces->len, ==, 1);
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (forces, 0))->name, ==, "Army of Italy");
  g_assert_cmpint (mst_campaign_store_get_force_campaign (fx->store, force_id, &error), ==, id);

  /* One campaign at a time. */
  g_assert_false (mst_campaign_store_move_force (fx->store, other, force_id, NULL, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Italy 1805"));
}

static void
test_event_battle (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(MstForce) library_copy = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  const MstBattleUnit *u;
  gint64 force_id, id, battle_id;

  id = new_campaign_with_force (fx, &force_id);
  battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (battle_id, >, 0);
  g_assert_cmpint (mst_battle_get_id (battle), ==, battle_id);

  /* Every unit and general has its row, those not named unhurt. */
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_battle_get_n_units (stored), ==, 5);
  g_assert_cmpuint (mst_battle_get_n_generals (stored), ==, 3);
  g_assert_cmpstr (mst_battle_get_name (stored), ==, "Caldiero");
  g_assert_cmpstr (mst_battle_get_opponent (stored), ==, "Archduke Charles");
  g_assert_cmpint (mst_battle_get_role (stored), ==, MST_BATTLE_ROLE_ATTACKER);
  g_assert_cmpuint (mst_battle_get_supply_spent (stored), ==, 3);
  u = mst_battle_find_unit (stored, "16e Ligne");
  g_assert_cmpstr (u->grade, ==, "steady");
  g_assert_cmpuint (u->die, ==, 4);
  g_assert_cmpuint (u->bases_before, ==, 4);
  g_assert_cmpuint (u->bases_lost, ==, 2);
  u = mst_battle_find_unit (stored, "1er Léger");
  g_assert_cmpuint (u->bases_lost, ==, 0);
  g_assert_cmpuint (u->bases_before, ==, 6);
  g_assert_cmpint (mst_battle_get_general (stored, 0)->fate, ==, MST_GENERAL_FATE_NONE);
  g_assert_cmpint (mst_battle_get_general (stored, 1)->fate, ==, MST_GENERAL_FATE_SWEPT_AWAY);
  g_assert_cmpint (mst_battle_get_general (stored, 2)->fate, ==, MST_GENERAL_FATE_LOST);

  /* Carried forward: the bases kept, the lost general gone, the swept-away
   * one back; resilience is rolled again at the next deployment. */
  now = current (fx, force_id);
  g_assert_cmpuint (bases_of (now, "16e Ligne"), ==, 2);
  g_assert_cmpuint (bases_of (now, "8e Hussards"), ==, 1);
  g_assert_cmpuint (bases_of (now, "1er Léger"), ==, 6);
  g_assert_false (mst_general_get_lost (general_at (now, 1)));
  g_assert_true (mst_general_get_lost (general_at (now, 2)));
  g_assert_cmpint (mst_dm_unit_get_grade (unit_named (now, "16e Ligne")), ==, MST_GRADE_NONE);

  /* The force in the library is the one the next battle starts with. */
  library_copy = mst_library_load (fx->library, force_id, catalogue, &error);
  g_assert_cmpuint (bases_of (library_copy, "16e Ligne"), ==, 2);

  summary = mst_campaign_store_summarize (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->forces->len, ==, 1);
  g_assert_cmpuint (summary->total.battles, ==, 1);
  g_assert_cmpuint (summary->total.drawn, ==, 1);
  g_assert_cmpuint (summary->total.bases_lost, ==, 5);
  g_assert_cmpuint (summary->total.units_broken, ==, 1);
  g_assert_cmpuint (summary->total.generals_swept_away, ==, 1);
  g_assert_cmpuint (summary->total.generals_lost, ==, 1);

  /* Losses the force cannot have are refused, and nothing is recorded. */
  {
    g_autoptr(MstBattle) bad = caldiero ();
    g_autoptr(GPtrArray) battles = NULL;

    mst_battle_set_date (bad, "1805-11-01");
    mst_battle_set_unit (bad, "16e Ligne", NULL, 0, 3, FALSE);
    g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, bad, &error), ==, 0);
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "16e Ligne"));
    g_clear_error (&error);

    mst_battle_set_unit (bad, "16e Ligne", NULL, 0, 0, FALSE);
    mst_battle_set_unit (bad, "8e Hussards", NULL, 0, 0, FALSE);
    mst_battle_set_unit (bad, "Garde du Corps", NULL, 0, 1, FALSE);
    g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, bad, &error), ==, 0);
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "Garde du Corps"));
    g_clear_error (&error);

    /* The campaign's calendar runs forward. */
    {
      g_autoptr(MstBattle) early = caldiero ();
      mst_battle_set_unit (early, "16e Ligne", NULL, 0, 0, FALSE);
      mst_battle_set_unit (early, "8e Hussards", NULL, 0, 0, FALSE);
      mst_battle_set_date (early, "1805-10-29");
      g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, early, &error), ==, 0);
      g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "1805-10-30"));
      g_clear_error (&error);
    }

    battles = mst_campaign_store_list_battles (fx->store, id, 0, FALSE, &error);
    g_assert_cmpuint (battles->len, ==, 1);
  }
}

/* A force with five units of one name: a battle recorded for it keeps each
 * one's grade, losses and break, and the campaign carries each forward,
 * whether the record comes from the battle form or from a game. */
static void
test_battle_namesakes (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = NULL;
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_auto(GStrv) labels = NULL;
  MstUnit *ligne = unit_named (force, "16e Ligne");
  MstCommand *molitor = mst_force_get_command (force, 0);
  const char *const grades[] = { "lackluster", "steady", "determined", "steady", "lackluster" };
  guint n = 0;
  gint64 campaign, force_id;

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(MstUnit) twin = mst_ruleset_new_unit (mst_ruleset_for_force (force), mst_force_get_list (force),
                                                      mst_unit_get_template (ligne), "16e Ligne");
      mst_unit_set_bases (twin, 4);
      mst_command_append_unit (molitor, twin);
    }
  campaign = mst_campaign_store_create (fx->store, "Namesakes", &error);
  g_assert_no_error (error);
  force_id = mst_campaign_store_add_force (fx->store, campaign, force, "1805-10-01", &error);
  g_assert_no_error (error);

  /* The form's start: a row for each namesake, each set on its own. */
  battle = mst_battle_new_for_force (force);
  mst_battle_set_date (battle, "1805-10-30");
  mst_battle_set_name (battle, "Caldiero");
  units = mst_force_list_units (force);
  labels = mst_campaign_force_unit_labels (force);
  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (mst_unit_get_name (g_ptr_array_index (units, i)), "16e Ligne"))
      {
        mst_battle_set_unit (battle, labels[i], grades[n], 1 + n, n, n == 4);
        n++;
      }
  g_assert_cmpuint (n, ==, 5);
  mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);

  stored = mst_campaign_store_get_battle (fx->store, mst_battle_get_id (battle), &error);
  g_assert_no_error (error);
  n = 0;
  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (mst_unit_get_name (g_ptr_array_index (units, i)), "16e Ligne"))
      {
        const MstBattleUnit *u = mst_battle_find_unit (stored, labels[i]);

        g_assert_nonnull (u);
        g_assert_cmpstr (u->grade, ==, grades[n]);
        g_assert_cmpuint (u->die, ==, 1 + n);
        g_assert_cmpuint (u->bases_lost, ==, n);
        g_assert_cmpint (u->broken, ==, n == 4);
        n++;
      }

  /* Each carries its own losses forward. */
  now = current (fx, force_id);
  {
    g_autoptr(GPtrArray) after = mst_force_list_units (now);
    guint k = 0;

    for (guint i = 0; i < after->len; i++)
      if (g_str_equal (mst_unit_get_name (g_ptr_array_index (after, i)), "16e Ligne"))
        {
          g_assert_cmpuint (mst_unit_get_bases (g_ptr_array_index (after, i)), ==, 4 - k);
          k++;
        }
    g_assert_cmpuint (k, ==, 5);
  }

  /* A game's record: hits on the third namesake only. */
  {
    g_autoptr(MstGame) game = mst_game_new_for_force (force, campaign);
    g_autoptr(MstBattle) played = NULL;
    GListModel *game_units = mst_game_get_units (game);
    guint seen = 0;

    for (guint i = 0; i < g_list_model_get_n_items (game_units); i++)
      {
        g_autoptr(MstGameUnit) u = g_list_model_get_item (game_units, i);

        if (g_str_equal (mst_game_unit_get_name (u), "16e Ligne") && seen++ == 2)
          g_assert_true (mst_game_add_losses (game, u, 6 * 3, NULL));
      }
    played = mst_game_to_battle (game);
    n = 0;
    for (guint i = 0; i < units->len; i++)
      if (g_str_equal (mst_unit_get_name (g_ptr_array_index (units, i)), "16e Ligne"))
        {
          g_assert_cmpuint (mst_battle_find_unit (played, labels[i])->bases_lost, ==, n == 2 ? 3 : 0);
          n++;
        }
  }
}

/* A new battle's date is today's, or the campaign's last when that is
 * later, and battles recorded one after another keep it: it never moves
 * by itself (28 November, not 29, 30 and then 1 December). */
static void
test_battle_default_date (Fixture *fx, gconstpointer data)
{
  g_autoptr(GDateTime) today = g_date_time_new_local (2026, 11, 28, 15, 0, 0);
  g_autoptr(GError) error = NULL;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GPtrArray) events = mst_campaign_store_list_events (fx->store, force_id, &error);
      g_autofree char *date = mst_campaign_view_default_battle_date (events, today);
      g_autoptr(MstBattle) battle = mst_battle_new ();
      mst_battle_set_name (battle, "Skirmish");

      g_assert_no_error (error);
      /* The campaign's 1805 lies before today. */
      g_assert_cmpstr (date, ==, "2026-11-28");
      mst_battle_set_date (battle, date);
      mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
      g_assert_no_error (error);
    }

  /* A campaign on a calendar ahead of today keeps its last date. */
  {
    g_autoptr(MstBattle) battle = mst_battle_new ();
    g_autoptr(GPtrArray) events = NULL;
    g_autofree char *date = NULL;

    mst_battle_set_name (battle, "Vitoria");
    mst_battle_set_date (battle, "2027-06-18");
    mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
    g_assert_no_error (error);
    events = mst_campaign_store_list_events (fx->store, force_id, &error);
    date = mst_campaign_view_default_battle_date (events, today);
    g_assert_cmpstr (date, ==, "2027-06-18");
  }
}

static void
test_event_reinforced (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstCampaignEvent) too_many = NULL;
  g_autoptr(MstForce) now = NULL;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);
  mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);

  event = mst_campaign_event_new_reinforced ("16e Ligne", 1);
  mst_campaign_event_set_date (event, "1805-11-10");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  g_assert_no_error (error);
  now = current (fx, force_id);
  g_assert_cmpuint (bases_of (now, "16e Ligne"), ==, 3);

  too_many = mst_campaign_event_new_reinforced ("16e Ligne", 97);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, too_many, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
}

static void
test_event_unit_added (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstCampaignEvent) twin = NULL;
  g_autoptr(MstCampaignEvent) unknown = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GPtrArray) events = NULL;
  MstUnit *unit;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);

  /* Into Molitor's command (the first), with the list's usual bases. */
  event = mst_campaign_event_new_unit_added (0, "Lanciers polonais", "line-lancers", 0);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  g_assert_no_error (error);
  now = current (fx, force_id);
  unit = mst_command_get_unit (mst_force_get_command (now, 0), 2);
  g_assert_cmpstr (mst_unit_get_name (unit), ==, "Lanciers polonais");
  g_assert_cmpstr (mst_unit_get_template_id (unit), ==, "line-lancers");
  g_assert_cmpuint (mst_unit_get_bases (unit), ==, 4);
  g_assert_true (mst_dm_unit_get_doctrines (unit) & MST_DOCTRINE_LANCER);

  /* The event keeps what the list gave, so the lists are not needed to replay it. */
  events = mst_campaign_store_list_events (fx->store, force_id, &error);
  g_assert_nonnull (mst_campaign_event_get_attrs (g_ptr_array_index (events, 1)));
  g_assert_cmpuint (mst_campaign_event_get_bases (g_ptr_array_index (events, 1)), ==, 4);
  g_assert_cmpstr (g_hash_table_lookup (mst_campaign_event_get_attrs (g_ptr_array_index (events, 1)), "doctrines"), ==,
                   "LANCER");
  {
    g_autoptr(MstCampaignStore) bare = mst_campaign_store_new (fx->library, NULL);
    g_autoptr(MstForce) replayed = mst_campaign_store_replay (bare, force_id, 0, &error);
    g_autofree char *a = NULL, *b = NULL;

    g_assert_no_error (error);
    a = mst_force_to_data (replayed, NULL);
    b = mst_force_to_data (now, NULL);
    g_assert_cmpstr (a, ==, b);
  }

  twin = mst_campaign_event_new_unit_added (-1, "Lanciers polonais", "line-lancers", 3);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, twin, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_clear_error (&error);

  unknown = mst_campaign_event_new_unit_added (-1, "Mamelouks", "mamluk-cavalry", 3);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, unknown, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_UNKNOWN_ID);
  g_assert_nonnull (strstr (error->message, "mamluk-cavalry"));
}

static void
test_event_unit_disbanded (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstCampaignEvent) again = NULL;
  g_autoptr(MstForce) now = NULL;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);
  event = mst_campaign_event_new_unit_disbanded ("Vélites");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  now = current (fx, force_id);
  g_assert_null (unit_named (now, "Vélites"));
  g_assert_cmpuint (mst_force_get_n_units (now), ==, 4);

  again = mst_campaign_event_new_unit_disbanded ("Vélites");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, again, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Vélites"));
}

static void
test_event_general_replaced (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(GHashTable) seras = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *line = NULL;
  MstGeneral *g;
  gint64 force_id;

  g_hash_table_insert (seras, (gpointer) "respect", (gpointer) "inspired");
  g_hash_table_insert (seras, (gpointer) "ability", (gpointer) "exceptional");
  new_campaign_with_force (fx, &force_id);
  mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);

  /* Duhesme was lost at Caldiero; Séras takes his command. */
  event = mst_campaign_event_new_general_replaced (2, "Séras", seras);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  now = current (fx, force_id);
  g = general_at (now, 2);
  g_assert_cmpstr (mst_general_get_name (g), ==, "Séras");
  g_assert_false (mst_general_get_lost (g));
  g_assert_cmpint (mst_dm_general_get_respect (g), ==, MST_RESPECT_INSPIRED);
  g_assert_cmpint (mst_dm_general_get_ability (g), ==, MST_ABILITY_EXCEPTIONAL);
  /* His command is the one Duhesme had. */
  g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (mst_force_get_command (now, 1), 0)), ==,
                   "8e Hussards");

  /* The history names his respect and ability, in the rules' order. */
  line = mst_campaign_event_describe (event);
  g_assert_cmpstr (line, ==, "Duhesme replaced by Séras (Inspired, Exceptional)");
}

static void
test_event_general_renamed (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstCampaignEvent) nobody = NULL;
  g_autoptr(MstForce) now = NULL;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);
  event = mst_campaign_event_new_general_renamed (0, "Prince Masséna");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  now = current (fx, force_id);
  g_assert_cmpstr (mst_general_get_name (general_at (now, 0)), ==, "Prince Masséna");
  /* Respect and ability are his still. */
  g_assert_cmpint (mst_dm_general_get_ability (general_at (now, 0)), ==, MST_ABILITY_EXCEPTIONAL);

  nobody = mst_campaign_event_new_general_renamed (7, "Nobody");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, nobody, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
}

static void
test_event_unit_regraded (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstForce) now = NULL;
  MstUnit *unit;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);
  /* The 16e Ligne earns grenadier status: the list's "Combined Grenadiers"
   * carry COA only, where Regular French Line carry COA LCOY. */
  event = mst_campaign_event_new_unit_regraded ("16e Ligne", "combined-grenadiers");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  g_assert_no_error (error);
  now = current (fx, force_id);
  unit = unit_named (now, "16e Ligne");
  g_assert_cmpstr (mst_unit_get_template_id (unit), ==, "combined-grenadiers");
  g_assert_cmpuint (mst_dm_unit_get_doctrines (unit), ==, MST_DOCTRINE_COA);
  g_assert_cmpuint (mst_unit_get_bases (unit), ==, 4);
  /* Still where it was, in Molitor's command. */
  g_assert_true (mst_command_get_unit (mst_force_get_command (now, 0), 1) == unit);
  g_assert_cmpstr (mst_campaign_event_get_previous (event), ==, "regular-french-line");
}

static void
test_event_edited (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) edited = NULL;
  g_autoptr(MstForce) now = NULL;
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(GPtrArray) events = NULL;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);

  /* Changed in the editor between battles: the next event records it first. */
  edited = mst_library_load (fx->library, force_id, catalogue, &error);
  mst_dm_force_set_baggage_camp (edited, "Vérone");
  mst_unit_set_bases (unit_named (edited, "1er Léger"), 5);
  g_assert_true (mst_library_save (fx->library, edited, &error));

  mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);
  events = mst_campaign_store_list_events (fx->store, force_id, &error);
  g_assert_cmpuint (events->len, ==, 3);
  g_assert_cmpint (mst_campaign_event_get_kind (g_ptr_array_index (events, 1)), ==, MST_CAMPAIGN_EVENT_EDITED);
  g_assert_cmpint (mst_campaign_event_get_kind (g_ptr_array_index (events, 2)), ==, MST_CAMPAIGN_EVENT_BATTLE);
  now = current (fx, force_id);
  g_assert_cmpstr (mst_dm_force_get_baggage_camp (now), ==, "Vérone");
  g_assert_cmpuint (bases_of (now, "1er Léger"), ==, 5);
  g_assert_cmpuint (bases_of (now, "16e Ligne"), ==, 2);
  g_assert_cmpuint (mst_battle_find_unit (mst_campaign_event_get_battle (g_ptr_array_index (events, 2)),
                                          "1er Léger")->bases_before, ==, 5);
}

static void
test_history_append_only (Fixture *fx, gconstpointer data)
{
  sqlite3 *db = NULL;
  gint64 force_id;

  new_campaign_with_force (fx, &force_id);
  g_assert_cmpint (sqlite3_open (fx->db, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "UPDATE campaign_events SET date = '1700-01-01'", NULL, NULL, NULL),
                   !=, SQLITE_OK);
  g_assert_nonnull (strstr (sqlite3_errmsg (db), "append-only"));
  g_assert_cmpint (sqlite3_exec (db, "DELETE FROM campaign_events", NULL, NULL, NULL), !=, SQLITE_OK);
  sqlite3_close (db);
}

/* A battle's record the library holds that Muster does not know (the
 * file changed by hand or damaged): a grade, the fates of a unit's
 * figures or a general's fate is said, naming the library, the battle, the
 * unit or general and the value, never read as no record at all. */
static void
test_unknown_records (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstBattle) battle = caldiero ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) read = NULL;
  g_autofree char *id_s = NULL;
  sqlite3 *db = NULL;
  gint64 force_id, battle_id;
  const struct {
    const char *sql;
    const char *says;
  } damages[] = {
    { "UPDATE battle_units SET grade = 'brave' WHERE unit = '16e Ligne'",
      "“brave” is not a resilience; the values are Lackluster, Steady, Determined (unit “16e Ligne”)" },
    { "UPDATE battle_units SET grade = NULL, fates = '1 2 3' WHERE unit = '16e Ligne'",
      "“1 2 3” is not what became of the figures of unit “16e Ligne”" },
    { "UPDATE battle_units SET fates = NULL; UPDATE battle_generals SET fate = 'promoted' WHERE general = 'Duhesme'",
      "“promoted” is not a general’s fate (general “Duhesme”)" },
  };

  new_campaign_with_force (fx, &force_id);
  battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);
  id_s = g_strdup_printf ("Battle %" G_GINT64_FORMAT ": ", battle_id);
  g_assert_cmpint (sqlite3_open (fx->db, &db), ==, SQLITE_OK);
  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      g_assert_cmpint (sqlite3_exec (db, damages[i].sql, NULL, NULL, NULL), ==, SQLITE_OK);
      read = mst_campaign_store_get_battle (fx->store, battle_id, &error);
      g_assert_null (read);
      g_assert_error (error, MST_ERROR, MST_ERROR_DATABASE);
      g_assert_true (g_str_has_prefix (error->message, fx->db));
      g_assert_nonnull (strstr (error->message, id_s));
      g_assert_nonnull (strstr (error->message, damages[i].says));
      g_clear_error (&error);
    }
  /* Mended, read again. */
  g_assert_cmpint (sqlite3_exec (db, "UPDATE battle_generals SET fate = 'lost' WHERE general = 'Duhesme'", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  read = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);
}

/* Replays */

/* A campaign of three battles with changes between them. */
static gint64
fight_campaign (Fixture *fx, gint64 *force_id, gint64 battle_ids[3])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) b1 = caldiero ();
  g_autoptr(MstBattle) b2 = mst_battle_new ();
  g_autoptr(MstBattle) b3 = mst_battle_new ();
  g_autoptr(MstCampaignEvent) reinforce = mst_campaign_event_new_reinforced ("16e Ligne", 1);
  g_autoptr(GHashTable) none = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(MstCampaignEvent) replace = mst_campaign_event_new_general_replaced (2, "Séras", none);
  g_autoptr(MstCampaignEvent) raise = mst_campaign_event_new_unit_added (1, "Chasseurs à cheval",
                                                                         "line-light-cavalry", 3);
  g_autoptr(MstCampaignEvent) disband = mst_campaign_event_new_unit_disbanded ("8e Hussards");
  g_autoptr(MstCampaignEvent) regrade = mst_campaign_event_new_unit_regraded ("1er Léger",
                                                                              "combined-grenadiers");
  g_autoptr(MstCampaignEvent) rename = mst_campaign_event_new_general_renamed (1, "Gabriel Molitor");
  gint64 id;

  id = new_campaign_with_force (fx, force_id);

  /* Caldiero: 16e Ligne 4 → 2, 8e Hussards 4 → 1, Duhesme lost. */
  battle_ids[0] = mst_campaign_store_record_battle (fx->store, *force_id, b1, &error);
  g_assert_no_error (error);
  mst_campaign_event_set_date (reinforce, "1805-11-05");
  g_assert_cmpint (mst_campaign_store_append (fx->store, *force_id, reinforce, &error), >, 0);
  g_assert_cmpint (mst_campaign_store_append (fx->store, *force_id, replace, &error), >, 0);
  g_assert_cmpint (mst_campaign_store_append (fx->store, *force_id, raise, &error), >, 0);
  g_assert_no_error (error);

  /* Second battle: the 16e Ligne, at 3, loses 1. */
  mst_battle_set_date (b2, "1805-11-12");
  mst_battle_set_name (b2, "Tagliamento");
  mst_battle_set_result (b2, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (b2, MST_BATTLE_ROLE_DEFENDER);
  mst_battle_set_unit (b2, "16e Ligne", "determined", 6, 1, FALSE);
  mst_battle_set_unit (b2, "Chasseurs à cheval", "steady", 5, 2, TRUE);
  battle_ids[1] = mst_campaign_store_record_battle (fx->store, *force_id, b2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mst_campaign_store_append (fx->store, *force_id, disband, &error), >, 0);
  g_assert_cmpint (mst_campaign_store_append (fx->store, *force_id, regrade, &error), >, 0);
  g_assert_cmpint (mst_campaign_store_append (fx->store, *force_id, rename, &error), >, 0);
  g_assert_no_error (error);

  mst_battle_set_date (b3, "1806-01-20");
  mst_battle_set_name (b3, "Gaeta");
  mst_battle_set_result (b3, MST_BATTLE_RESULT_LOST);
  mst_battle_set_unit (b3, "1er Léger", NULL, 0, 6, TRUE);
  mst_battle_set_general (b3, "Gabriel Molitor", -1, MST_GENERAL_FATE_INCAPACITATED);
  battle_ids[2] = mst_campaign_store_record_battle (fx->store, *force_id, b3, &error);
  g_assert_no_error (error);
  return id;
}

static void
test_replay_every_point (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = NULL;
  gint64 force_id, battle_ids[3];
  /* What the force holds after each event, by hand from the campaign above:
   * bases of 16e Ligne, 8e Hussards (0: gone), Chasseurs (0: not yet),
   * 1er Léger; the third general's name; the 1er Léger's type. */
  static const struct {
    guint ligne, hussards, chasseurs, leger;
    const char *general2, *general1, *leger_type;
    gboolean general2_lost;
  } expected[] = {
    { 4, 4, 0, 6, "Duhesme", "Molitor", "regular-french-light", FALSE },          /* joined */
    { 2, 1, 0, 6, "Duhesme", "Molitor", "regular-french-light", TRUE },           /* Caldiero */
    { 3, 1, 0, 6, "Duhesme", "Molitor", "regular-french-light", TRUE },           /* reinforced */
    { 3, 1, 0, 6, "Séras", "Molitor", "regular-french-light", FALSE },            /* replaced */
    { 3, 1, 3, 6, "Séras", "Molitor", "regular-french-light", FALSE },            /* raised */
    { 2, 1, 1, 6, "Séras", "Molitor", "regular-french-light", FALSE },            /* Tagliamento */
    { 2, 0, 1, 6, "Séras", "Molitor", "regular-french-light", FALSE },            /* disbanded */
    { 2, 0, 1, 6, "Séras", "Molitor", "combined-grenadiers", FALSE },             /* re-graded */
    { 2, 0, 1, 6, "Séras", "Gabriel Molitor", "combined-grenadiers", FALSE },     /* renamed */
    { 2, 0, 1, 0, "Séras", "Gabriel Molitor", "combined-grenadiers", FALSE },     /* Gaeta */
  };

  fight_campaign (fx, &force_id, battle_ids);
  events = mst_campaign_store_list_events (fx->store, force_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, G_N_ELEMENTS (expected));

  /* Before event i + 1 (or now, after the last) the force is as expected[i]. */
  for (guint i = 0; i < events->len; i++)
    {
      gint64 before = i + 1 < events->len ? mst_campaign_event_get_id (g_ptr_array_index (events, i + 1)) : 0;
      g_autoptr(MstForce) f = mst_campaign_store_replay (fx->store, force_id, before, &error);
      MstUnit *hussards, *chasseurs;

      g_assert_no_error (error);
      g_test_message ("after event %u", i);
      g_assert_cmpuint (bases_of (f, "16e Ligne"), ==, expected[i].ligne);
      hussards = unit_named (f, "8e Hussards");
      g_assert_cmpuint (hussards != NULL ? mst_unit_get_bases (hussards) : 0, ==, expected[i].hussards);
      chasseurs = unit_named (f, "Chasseurs à cheval");
      g_assert_cmpuint (chasseurs != NULL ? mst_unit_get_bases (chasseurs) : 0, ==, expected[i].chasseurs);
      g_assert_cmpuint (bases_of (f, "1er Léger"), ==, expected[i].leger);
      g_assert_cmpstr (mst_unit_get_template_id (unit_named (f, "1er Léger")), ==, expected[i].leger_type);
      g_assert_cmpstr (mst_general_get_name (general_at (f, 2)), ==, expected[i].general2);
      g_assert_cmpstr (mst_general_get_name (general_at (f, 1)), ==, expected[i].general1);
      g_assert_cmpint (mst_general_get_lost (general_at (f, 2)), ==, expected[i].general2_lost);
    }

  /* Before the first event there is no force in the campaign. */
  g_assert_null (mst_campaign_store_replay (fx->store, force_id,
                                            mst_campaign_event_get_id (g_ptr_array_index (events, 0)),
                                            &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* As it went into each battle. */
  {
    g_autoptr(MstForce) f1 = mst_campaign_store_replay_before_battle (fx->store, battle_ids[0], &error);
    g_autoptr(MstForce) f2 = mst_campaign_store_replay_before_battle (fx->store, battle_ids[1], &error);
    g_autoptr(MstForce) f3 = mst_campaign_store_replay_before_battle (fx->store, battle_ids[2], &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bases_of (f1, "16e Ligne"), ==, 4);
    g_assert_cmpuint (bases_of (f2, "16e Ligne"), ==, 3);
    g_assert_cmpuint (bases_of (f2, "Chasseurs à cheval"), ==, 3);
    g_assert_cmpuint (bases_of (f3, "1er Léger"), ==, 6);
    g_assert_null (unit_named (f3, "8e Hussards"));
  }

  /* And by date: before 1805-11-12 is after the November reinforcements. */
  {
    g_autoptr(MstForce) f = mst_campaign_store_replay_before_date (fx->store, force_id, "1805-11-12", &error);
    g_autoptr(MstForce) start = mst_campaign_store_replay_before_date (fx->store, force_id, "1805-10-30",
                                                                       &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bases_of (f, "16e Ligne"), ==, 3);
    g_assert_cmpuint (bases_of (f, "Chasseurs à cheval"), ==, 3);
    g_assert_cmpuint (bases_of (start, "16e Ligne"), ==, 4);
    g_assert_null (mst_campaign_store_replay_before_date (fx->store, force_id, "1805-13-01", &error));
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  }
}

static void
test_summary (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(MstForce) second = sample_force ();
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;
  MstCampaignForceSummary *s;
  gint64 force_id, battle_ids[3], id, second_id;

  id = fight_campaign (fx, &force_id, battle_ids);
  mst_force_set_name (second, "Armée de Naples");
  second_id = mst_campaign_store_add_force (fx->store, id, second, NULL, &error);
  g_assert_no_error (error);

  summary = mst_campaign_store_summarize (fx->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (summary->name, ==, "Italy 1805");
  g_assert_cmpuint (summary->forces->len, ==, 2);
  /* By name: Armée de Naples before Army of Italy. */
  s = g_ptr_array_index (summary->forces, 0);
  g_assert_cmpint (s->force_id, ==, second_id);
  g_assert_cmpuint (s->battles, ==, 0);
  s = g_ptr_array_index (summary->forces, 1);
  g_assert_cmpint (s->force_id, ==, force_id);
  g_assert_cmpuint (s->battles, ==, 3);
  g_assert_cmpuint (s->won, ==, 1);
  g_assert_cmpuint (s->lost, ==, 1);
  g_assert_cmpuint (s->drawn, ==, 1);
  /* Caldiero 2 + 3, Tagliamento 1 + 2, Gaeta 6. */
  g_assert_cmpuint (s->bases_lost, ==, 14);
  g_assert_cmpuint (s->units_broken, ==, 3);
  g_assert_cmpuint (s->generals_swept_away, ==, 1);
  g_assert_cmpuint (s->generals_incapacitated, ==, 1);
  g_assert_cmpuint (s->generals_lost, ==, 1);
  g_assert_cmpuint (summary->total.bases_lost, ==, 14);

  battles = mst_campaign_store_list_battles (fx->store, id, 0, FALSE, &error);
  g_assert_cmpuint (battles->len, ==, 3);
  g_assert_cmpstr (mst_battle_get_name (g_ptr_array_index (battles, 2)), ==, "Gaeta");
  campaigns = mst_campaign_store_list (fx->store, FALSE, &error);
  g_assert_cmpuint (mst_campaign_get_n_battles (g_ptr_array_index (campaigns, 0)), ==, 3);
  g_assert_cmpuint (mst_campaign_get_n_forces (g_ptr_array_index (campaigns, 0)), ==, 2);
  g_assert_cmpstr (mst_campaign_get_first_date (g_ptr_array_index (campaigns, 0)), ==, "1805-10-30");
  g_assert_cmpstr (mst_campaign_get_last_date (g_ptr_array_index (campaigns, 0)), ==, "1806-01-20");
}

/* Files */

static char *
history_text (MstCampaignStore *store, gint64 force_id)
{
  g_autoptr(GPtrArray) events = mst_campaign_store_list_events (store, force_id, NULL);
  GString *s = g_string_new (NULL);

  g_assert_nonnull (events);
  for (guint i = 0; i < events->len; i++)
    {
      MstCampaignEvent *e = g_ptr_array_index (events, i);
      g_autofree char *line = mst_campaign_event_describe (e);
      g_string_append_printf (s, "%s %s %s\n", mst_campaign_event_get_date (e),
                              mst_campaign_event_kind_to_string (mst_campaign_event_get_kind (e)), line);
    }
  return g_string_free (s, FALSE);
}

static void
test_export_import (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_build_filename (fx->dir, "italy.xml", NULL);
  g_autofree char *again = g_build_filename (fx->dir, "italy-again.xml", NULL);
  g_autofree char *d1 = NULL, *d2 = NULL;
  g_autofree char *h1 = NULL, *h2 = NULL;
  g_autoptr(MstCampaignSummary) s1 = NULL, s2 = NULL;
  g_autoptr(GPtrArray) forces = NULL;
  g_autoptr(MstForce) edited = NULL;
  g_autoptr(MstForce) second = sample_force ();
  gint64 force_id, battle_ids[3], id, copy, copy_force;

  id = fight_campaign (fx, &force_id, battle_ids);
  /* An edit in the editor and a second force, so that every kind travels. */
  edited = mst_library_load (fx->library, force_id, catalogue, &error);
  mst_dm_force_set_baggage_camp (edited, "Naples");
  g_assert_true (mst_library_save (fx->library, edited, &error));
  {
    g_autoptr(MstCampaignEvent) e = mst_campaign_event_new_reinforced ("16e Ligne", 2);
    g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, e, &error), >, 0);
  }
  mst_force_set_name (second, "Armée de Naples");
  mst_campaign_store_add_force (fx->store, id, second, "1806-02-01", &error);
  g_assert_no_error (error);

  g_assert_true (mst_campaign_store_export_file (fx->store, id, file, &error));
  g_assert_no_error (error);
  copy = mst_campaign_store_import_file (fx->store, file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, >, 0);
  g_assert_cmpint (copy, !=, id);

  /* The same campaign: same file again, same summary, same histories and forces. */
  g_assert_true (mst_campaign_store_export_file (fx->store, copy, again, &error));
  g_assert_true (g_file_get_contents (file, &d1, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &d2, NULL, NULL));
  g_assert_cmpstr (d1, ==, d2);

  s1 = mst_campaign_store_summarize (fx->store, id, &error);
  s2 = mst_campaign_store_summarize (fx->store, copy, &error);
  g_assert_cmpuint (s1->forces->len, ==, s2->forces->len);
  g_assert_cmpuint (s1->total.battles, ==, s2->total.battles);
  g_assert_cmpuint (s1->total.bases_lost, ==, s2->total.bases_lost);
  g_assert_cmpuint (s1->total.generals_lost, ==, s2->total.generals_lost);

  forces = mst_campaign_store_list_forces (fx->store, copy, &error);
  copy_force = ((MstLibraryEntry *) g_ptr_array_index (forces, 1))->id;
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (forces, 1))->name, ==, "Army of Italy");
  h1 = history_text (fx->store, force_id);
  h2 = history_text (fx->store, copy_force);
  g_assert_cmpstr (h1, ==, h2);
  g_assert_nonnull (strstr (h1, "edited"));
  {
    g_autoptr(MstForce) a = current (fx, force_id);
    g_autoptr(MstForce) b = current (fx, copy_force);
    g_autofree char *da = NULL, *db = NULL;
    mst_force_set_id (b, force_id);
    da = mst_force_to_data (a, NULL);
    db = mst_force_to_data (b, NULL);
    g_assert_cmpstr (da, ==, db);
  }
}

static void
test_import_bad (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_build_filename (fx->dir, "bad.xml", NULL);
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  const char *no_join =
    "<campaign xmlns=\"urn:muster:campaign:1\" name=\"Broken\">\n"
    "  <force>\n"
    "    <event kind=\"reinforced\" unit=\"16e Ligne\" bases=\"1\"/>\n"
    "  </force>\n"
    "</campaign>\n";
  const char *bad_kind =
    "<campaign xmlns=\"urn:muster:campaign:1\" name=\"Broken\">\n"
    "  <force>\n"
    "    <event kind=\"promoted\"/>\n"
    "  </force>\n"
    "</campaign>\n";
  const char *doctype =
    "<!DOCTYPE campaign [ <!ENTITY x \"y\"> ]>\n"
    "<campaign xmlns=\"urn:muster:campaign:1\" name=\"&x;\"/>\n";

  g_assert_true (g_file_set_contents (file, no_join, -1, NULL));
  g_assert_cmpint (mst_campaign_store_import_file (fx->store, file, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  /* Named with its file and line. */
  g_assert_nonnull (strstr (error->message, file));
  g_assert_nonnull (strstr (error->message, ":3:"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (file, bad_kind, -1, NULL));
  g_assert_cmpint (mst_campaign_store_import_file (fx->store, file, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (file, doctype, -1, NULL));
  g_assert_cmpint (mst_campaign_store_import_file (fx->store, file, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_FORBIDDEN);
  g_clear_error (&error);

  /* Read a part at a time, but never more than the cap (here 1 MiB):
   * the reader stops there and says so. */
  {
    g_autoptr(GString) huge = g_string_new ("<campaign xmlns=\"urn:muster:campaign:1\" name=\"Huge\">\n");
    MstXmlReader *reader;

    while (huge->len < 2 * 1024 * 1024)
      g_string_append (huge, "  <!-- a comment to fill the file with, line after line -->\n");
    g_string_append (huge, "</campaign>\n");
    g_assert_true (g_file_set_contents (file, huge->str, (gssize) huge->len, NULL));
    reader = mst_xml_reader_new_for_file_capped (file, MST_SCHEMA_CAMPAIGN, 1024 * 1024, &error);
    g_assert_no_error (error);
    g_assert_false (mst_xml_reader_finish (reader, &error));
    g_assert_error (error, MST_ERROR, MST_ERROR_TOO_LARGE);
    g_assert_nonnull (strstr (error->message, "larger than 1 MiB"));
    g_clear_error (&error);
    mst_xml_reader_free (reader);
  }

  /* Nothing of a refused file stays behind. */
  campaigns = mst_campaign_store_list (fx->store, TRUE, &error);
  g_assert_cmpuint (campaigns->len, ==, 0);
  entries = mst_library_list (fx->library, &error);
  g_assert_cmpuint (entries->len, ==, 0);
}

/* A campaign file is read a part at a time, so one larger than a list
 * may be (8 MiB), as a long campaign's is (50,000 battles are about 40
 * MiB), imports: Muster reads back what it writes. */
static void
test_import_large (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_build_filename (fx->dir, "large.xml", NULL);
  g_autoptr(GString) large = g_string_new ("<campaign xmlns=\"urn:muster:campaign:1\" name=\"Long\">\n");
  g_autoptr(GPtrArray) campaigns = NULL;
  gint64 id;

  while (large->len < 9 * 1024 * 1024)
    g_string_append (large, "  <!-- the notes of a long campaign, line after line -->\n");
  g_string_append (large, "</campaign>\n");
  g_assert_true (g_file_set_contents (file, large->str, (gssize) large->len, NULL));
  id = mst_campaign_store_import_file (fx->store, file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  campaigns = mst_campaign_store_list (fx->store, TRUE, &error);
  g_assert_cmpuint (campaigns->len, ==, 1);
  g_assert_cmpstr (mst_campaign_get_name (g_ptr_array_index (campaigns, 0)), ==, "Long");
}

/* A long club season: 20,000 battles of 40 forces, with a reinforcement
 * after each and a change taken back now and then, exported and imported
 * again: the same campaign, to the byte of its file, the same totals. */
static void
test_round_trip_large (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autofree char *file = g_build_filename (fx->dir, "season.xml", NULL);
  g_autofree char *again = g_build_filename (fx->dir, "season-again.xml", NULL);
  g_autofree char *d1 = NULL;
  g_autofree char *d2 = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (fixture, catalogue, &error);
  g_autoptr(MstCampaignSummary) s1 = NULL;
  g_autoptr(MstCampaignSummary) s2 = NULL;
  gint64 id, copy;

  g_assert_no_error (error);
  id = mst_campaign_store_create (fx->store, "The long season", &error);
  g_assert_no_error (error);
  for (int f = 0; f < 40; f++)
    {
      g_autofree char *name = g_strdup_printf ("Corps %d", f + 1);
      gint64 force_id;

      mst_force_set_name (force, name);
      mst_force_set_id (force, 0);
      force_id = mst_campaign_store_add_force (fx->store, id, force, NULL, &error);
      g_assert_no_error (error);
      for (int b = 0; b < 500; b++)
        {
          g_autoptr(MstBattle) battle = mst_battle_new ();
          g_autoptr(MstCampaignEvent) reinforce = mst_campaign_event_new_reinforced ("16e Ligne", 1);
          g_autofree char *date = g_strdup_printf ("%04d-%02d-%02d", 1805 + b / 336, 1 + b / 28 % 12, 1 + b % 28);
          g_autofree char *title = g_strdup_printf ("Battle %d of %s", b + 1, name);
          gint64 battle_id;

          mst_battle_set_date (battle, date);
          mst_battle_set_name (battle, title);
          mst_battle_set_result (battle, (MstBattleResult) (b % 3));
          mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 1, b % 4 == 0);
          mst_battle_set_general (battle, "Molitor", -1, MST_GENERAL_FATE_SWEPT_AWAY);
          battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
          g_assert_no_error (error);
          mst_campaign_event_set_date (reinforce, date);
          g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, reinforce, &error), >, 0);
          g_assert_no_error (error);
          /* Now and then a battle recorded by mistake, taken back. */
          if (b % 97 == 13)
            {
              g_autoptr(GPtrArray) events = mst_campaign_store_list_events (fx->store, force_id, &error);

              for (guint i = 0; events != NULL && i < events->len; i++)
                {
                  MstCampaignEvent *e = g_ptr_array_index (events, i);
                  MstBattle *recorded = mst_campaign_event_get_battle (e);

                  if (recorded != NULL && mst_battle_get_id (recorded) == battle_id)
                    g_assert_cmpint (mst_campaign_store_retract (fx->store, mst_campaign_event_get_id (e),
                                                                 "recorded twice", &error), >, 0);
                }
              g_assert_no_error (error);
            }
        }
    }

  g_assert_true (mst_campaign_store_export_file (fx->store, id, file, &error));
  g_assert_no_error (error);
  copy = mst_campaign_store_import_file (fx->store, file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, >, 0);
  g_assert_true (mst_campaign_store_export_file (fx->store, copy, again, &error));
  g_assert_true (g_file_get_contents (file, &d1, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &d2, NULL, NULL));
  g_assert_cmpstr (d1, ==, d2);

  s1 = mst_campaign_store_summarize (fx->store, id, &error);
  s2 = mst_campaign_store_summarize (fx->store, copy, &error);
  g_assert_no_error (error);
  /* 40 × 500 battles, 40 × 6 of them taken back. */
  g_assert_cmpuint (s1->total.battles, ==, 40 * 500 - 40 * 6);
  g_assert_cmpuint (s2->total.battles, ==, s1->total.battles);
  g_assert_cmpuint (s2->total.bases_lost, ==, s1->total.bases_lost);
  g_assert_cmpuint (s2->forces->len, ==, 40);
}

static void
test_battle_file (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "caldiero.battle.xml", NULL);
  g_autoptr(MstBattle) battle = mst_battle_new_from_file (path, &error);
  g_autoptr(MstBattle) reread = NULL;
  g_autofree char *text = NULL;
  const MstBattleUnit *u;

  g_assert_no_error (error);
  g_assert_cmpstr (mst_battle_get_date (battle), ==, "1805-10-30");
  g_assert_cmpint (mst_battle_get_result (battle), ==, MST_BATTLE_RESULT_DRAWN);
  g_assert_cmpint (mst_battle_get_role (battle), ==, MST_BATTLE_ROLE_ATTACKER);
  g_assert_cmpuint (mst_battle_get_supply_spent (battle), ==, 3);
  u = mst_battle_find_unit (battle, "16e Ligne");
  g_assert_nonnull (u);
  g_assert_cmpstr (u->grade, ==, "steady");
  g_assert_cmpuint (u->die, ==, 4);
  g_assert_cmpuint (u->bases_lost, ==, 2);
  g_assert_cmpuint (mst_battle_count_fates (battle, MST_GENERAL_FATE_LOST), ==, 1);

  /* Written and read back, the same record. */
  text = mst_battle_to_data (battle, NULL);
  reread = mst_battle_new_from_data (text, strlen (text), "again", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_battle_count_bases_lost (reread), ==, mst_battle_count_bases_lost (battle));

  /* A wrong result, a day that does not exist. */
  {
    const char *bad = "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-10-30\" name=\"X\"\n"
                      " result=\"victory\" role=\"attacker\"/>\n";
    const char *no_day = "<battle xmlns=\"urn:muster:battle:1\" date=\"1805-02-30\" name=\"X\"\n"
                         " result=\"won\" role=\"attacker\"/>\n";
    g_assert_null (mst_battle_new_from_data (bad, strlen (bad), "bad.xml", &error));
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "bad.xml:2"));
    g_clear_error (&error);
    g_assert_null (mst_battle_new_from_data (no_day, strlen (no_day), "no-day.xml", &error));
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "1805-02-30"));
  }
}

/* Migration */

static int
user_version (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int v = -1;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    v = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return v;
}

static void
test_migration_from_version_1 (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_build_filename (fx->dir, "v1.db", NULL);
  g_autofree char *backup = NULL;
  g_autofree char *force_data = NULL;
  g_autoptr(MstForce) force = sample_force ();
  g_autoptr(MstLibrary) lib = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(MstForce) loaded = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 id;

  /* A database as the first version of Muster wrote it: the forces table
   * alone, user_version 1, two forces in it. */
  force_data = mst_force_to_data (force, NULL);
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db,
                                 "PRAGMA journal_mode = WAL;"
                                 "CREATE TABLE forces ("
                                 "  id INTEGER PRIMARY KEY, name TEXT NOT NULL, ruleset TEXT NOT NULL,"
                                 "  list_id TEXT NOT NULL, data TEXT NOT NULL,"
                                 "  created INTEGER NOT NULL, modified INTEGER NOT NULL);"
                                 "PRAGMA user_version = 1;", NULL, NULL, NULL), ==, SQLITE_OK);
  for (int i = 0; i < 2; i++)
    {
      sqlite3_prepare_v2 (db, "INSERT INTO forces (name, ruleset, list_id, data, created, modified) "
                              "VALUES (?1, 'drums-and-muskets', 'french-imperial-1803-1812', ?2, 1, 2)",
                          -1, &stmt, NULL);
      sqlite3_bind_text (stmt, 1, i == 0 ? "Army of Italy" : "Armée du Nord", -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 2, force_data, -1, SQLITE_STATIC);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
    }
  sqlite3_close (db);
  g_assert_cmpint (user_version (path), ==, 1);

  lib = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (user_version (path), ==, MST_LIBRARY_SCHEMA_VERSION);

  /* The forces are all there… */
  entries = mst_library_list (lib, &error);
  g_assert_cmpuint (entries->len, ==, 2);
  g_assert_cmpstr (((MstLibraryEntry *) g_ptr_array_index (entries, 0))->name, ==, "Armée du Nord");
  id = ((MstLibraryEntry *) g_ptr_array_index (entries, 1))->id;
  g_assert_cmpint (((MstLibraryEntry *) g_ptr_array_index (entries, 1))->created, ==, 1);
  loaded = mst_library_load (lib, id, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_force_get_n_units (loaded), ==, 5);

  /* …a copy of the old database was taken first, at its old version… */
  backup = g_strdup_printf ("%s.v1.bak", path);
  g_assert_true (g_file_test (backup, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (user_version (backup), ==, 1);
  {
    g_autoptr(MstLibrary) old = mst_library_open (backup, MST_LIBRARY_OPEN_READ_ONLY, &error);
    /* Read-only and at version 1: refused rather than half-read. */
    g_assert_null (old);
    g_assert_error (error, MST_ERROR, MST_ERROR_READ_ONLY);
    g_clear_error (&error);
    g_assert_cmpint (sqlite3_open_v2 (backup, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
    sqlite3_prepare_v2 (db, "SELECT count(*) FROM forces", -1, &stmt, NULL);
    g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
    g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 2);
    sqlite3_finalize (stmt);
    sqlite3_close (db);
  }

  /* …and a force of it can go on campaign. */
  store = mst_campaign_store_new (lib, catalogue);
  {
    gint64 c = mst_campaign_store_create (store, "Old army, new campaign", &error);
    g_assert_true (mst_campaign_store_move_force (store, c, id, NULL, &error));
    g_assert_no_error (error);
  }
}

/* Brigade Command: the campaign records the fate only (gap BC-6). */

/* brigade-french.muster: Soult; Saint-Hilaire (1), Morand (2: 14e and 36e
 * de Ligne, 10e Léger, five stands each), Thiébault (3), Vandamme (4)… */
static gint64
new_brigade_campaign (Fixture *fx, gint64 *force_id)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "brigade-french.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  gint64 id;

  g_assert_no_error (error);
  id = mst_campaign_store_create (fx->store, "Austerlitz", &error);
  g_assert_no_error (error);
  *force_id = mst_campaign_store_add_force (fx->store, id, force, "1805-11-30", &error);
  g_assert_no_error (error);
  return id;
}

/* Pratzen: the 14e de Ligne loses two stands and routs, the 36e is
 * destroyed; Morand killed, Thiébault wounded, Vandamme captured. */
static MstBattle *
pratzen (void)
{
  MstBattle *battle = mst_battle_new ();

  mst_battle_set_date (battle, "1805-12-02");
  mst_battle_set_name (battle, "Pratzen");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_unit (battle, "14e de Ligne", NULL, 0, 2, TRUE);
  mst_battle_set_unit_destroyed (battle, "36e de Ligne", TRUE);
  mst_battle_set_general (battle, "Morand", -1, MST_GENERAL_FATE_KILLED);
  mst_battle_set_general (battle, "Thiébault", -1, MST_GENERAL_FATE_WOUNDED);
  mst_battle_set_general (battle, "Vandamme", -1, MST_GENERAL_FATE_CAPTURED);
  return battle;
}

static char *
line_subtitle (GListModel *lines, const char *title)
{
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(MstCampaignLine) line = g_list_model_get_item (lines, i);
      if (g_strcmp0 (mst_campaign_line_get_title (line), title) == 0)
        return g_strdup (mst_campaign_line_get_subtitle (line));
    }
  return NULL;
}

static void
test_brigade_fates (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = pratzen ();
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(MstForce) after = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(GListModel) units = NULL;
  g_autofree char *text = NULL;
  g_autofree char *history = NULL;
  const MstBattleUnit *u;
  gint64 force_id, battle_id;

  new_brigade_campaign (fx, &force_id);
  battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (battle_id, >, 0);

  /* Killed and captured are lost to the army; wounded only that day. */
  after = current (fx, force_id);
  g_assert_cmpstr (mst_general_get_name (general_at (after, 2)), ==, "Morand");
  g_assert_true (mst_general_get_lost (general_at (after, 2)));
  g_assert_cmpstr (mst_general_get_name (general_at (after, 3)), ==, "Thiébault");
  g_assert_false (mst_general_get_lost (general_at (after, 3)));
  g_assert_cmpstr (mst_general_get_name (general_at (after, 4)), ==, "Vandamme");
  g_assert_true (mst_general_get_lost (general_at (after, 4)));
  g_assert_false (mst_general_get_lost (general_at (after, 0)));
  /* Destroyed is every stand gone. */
  g_assert_cmpuint (bases_of (after, "36e de Ligne"), ==, 0);
  g_assert_cmpuint (bases_of (after, "14e de Ligne"), ==, 3);
  g_assert_cmpuint (bases_of (after, "10e Léger"), ==, 5);

  /* Read back as it was recorded. */
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_battle_get_ruleset (stored), ==, "brigade-command");
  u = mst_battle_find_unit (stored, "36e de Ligne");
  g_assert_true (u->destroyed);
  g_assert_cmpuint (u->bases_before, ==, 5);
  g_assert_cmpuint (u->bases_lost, ==, 5);
  u = mst_battle_find_unit (stored, "14e de Ligne");
  g_assert_false (u->destroyed);
  g_assert_true (u->broken);
  g_assert_cmpuint (mst_battle_count_destroyed (stored), ==, 1);
  g_assert_cmpuint (mst_battle_count_fates (stored, MST_GENERAL_FATE_KILLED), ==, 1);
  g_assert_cmpuint (mst_battle_count_fates (stored, MST_GENERAL_FATE_WOUNDED), ==, 1);
  g_assert_cmpuint (mst_battle_count_fates (stored, MST_GENERAL_FATE_CAPTURED), ==, 1);

  /* What a player reads: stands, routed and destroyed, and the fates. */
  units = mst_campaign_view_battle_units (stored);
  text = line_subtitle (units, "36e de Ligne");
  g_assert_cmpstr (text, ==, "5 of 5 stands lost · Destroyed");
  g_free (text);
  text = line_subtitle (units, "14e de Ligne");
  g_assert_cmpstr (text, ==, "2 of 5 stands lost · Routed");
  g_clear_pointer (&text, g_free);
  text = mst_campaign_view_battle_subtitle (stored, NULL);
  g_assert_cmpstr (text, ==, "1805-12-02 · Won · 7 stands lost, 1 regiment routed, 1 regiment destroyed");
  g_clear_pointer (&text, g_free);
  history = history_text (fx->store, force_id);
  g_assert_nonnull (strstr (history, "Pratzen: Won, 7 stands lost, “14e de Ligne” routed, "
                                     "“36e de Ligne” destroyed, Morand: Killed, Thiébault: Wounded, "
                                     "Vandamme: Captured"));

  summary = mst_campaign_store_summarize (fx->store, mst_battle_get_campaign_id (stored), &error);
  g_assert_no_error (error);
  text = mst_campaign_view_generals (&summary->total);
  g_assert_cmpstr (text, ==, "1 killed, 1 wounded, 1 captured");
  g_clear_pointer (&text, g_free);
  text = mst_campaign_view_losses (g_ptr_array_index (summary->forces, 0));
  g_assert_cmpstr (text, ==, "7 stands lost, 1 regiment routed");
}

/* A Revolutionary Wars battle: a battalion broken, another destroyed, a
 * brigade general captured, in the rules' words, not Brigade Command's. */
static void
test_revolutionary_fates (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "revolutionary-girard.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(MstForce) after = NULL;
  g_autofree char *text = NULL;
  g_autofree char *history = NULL;
  gint64 campaign, force_id, battle_id;

  g_assert_no_error (error);
  campaign = mst_campaign_store_create (fx->store, "Ostrovno", &error);
  g_assert_no_error (error);
  force_id = mst_campaign_store_add_force (fx->store, campaign, force, "1812-07-20", &error);
  g_assert_no_error (error);
  mst_battle_set_date (battle, "1812-07-25");
  mst_battle_set_name (battle, "Ostrovno");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_DRAWN);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_DEFENDER);
  mst_battle_set_unit (battle, "1er bataillon, 34e de Ligne", NULL, 0, 2, TRUE);
  mst_battle_set_unit_destroyed (battle, "10e Hussards", TRUE);
  mst_battle_set_general (battle, "Dombrowski", -1, MST_GENERAL_FATE_CAPTURED);
  battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);

  after = current (fx, force_id);
  g_assert_cmpuint (bases_of (after, "10e Hussards"), ==, 0);
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  text = mst_campaign_view_battle_subtitle (stored, NULL);
  g_assert_nonnull (strstr (text, " bases lost, 1 unit routed, 1 unit destroyed"));
  g_assert_null (strstr (text, "regiment"));
  history = history_text (fx->store, force_id);
  g_assert_nonnull (strstr (history, "Ostrovno: Drawn, "));
  g_assert_nonnull (strstr (history, "bases lost, “1er bataillon, 34e de Ligne” routed, “10e Hussards” destroyed, "
                                     "Dombrowski: Captured"));
  g_assert_null (strstr (history, "stands"));
}

static void
test_brigade_foreign_fate (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = pratzen ();
  g_autoptr(MstBattle) caldiero_bc = caldiero ();
  g_autoptr(GPtrArray) battles = NULL;
  gint64 bc_force, dm_force, bc_campaign, dm_campaign;

  bc_campaign = new_brigade_campaign (fx, &bc_force);
  dm_campaign = new_campaign_with_force (fx, &dm_force);

  /* Swept away is Drums and Muskets': refused for a Brigade Command force,
   * naming the fate and the ones it has; nothing is written. */
  mst_battle_set_general (battle, "Morand", -1, MST_GENERAL_FATE_SWEPT_AWAY);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, bc_force, battle, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“swept-away” is not a fate of Brigade Command"));
  g_assert_nonnull (strstr (error->message, "killed, wounded, captured"));
  g_clear_error (&error);
  battles = mst_campaign_store_list_battles (fx->store, bc_campaign, 0, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 0);
  g_clear_pointer (&battles, g_ptr_array_unref);
  {
    g_autoptr(MstForce) after = current (fx, bc_force);
    g_assert_false (mst_general_get_lost (general_at (after, 2)));
    g_assert_cmpuint (bases_of (after, "36e de Ligne"), ==, 5);
  }

  /* …and the other way: killed, or a destroyed unit, for Drums and Muskets. */
  mst_battle_set_general (caldiero_bc, "Duhesme", -1, MST_GENERAL_FATE_KILLED);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, dm_force, caldiero_bc, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“killed” is not a fate of Drums and Muskets"));
  g_assert_nonnull (strstr (error->message, "swept-away, incapacitated, lost"));
  g_clear_error (&error);
  mst_battle_set_general (caldiero_bc, "Duhesme", -1, MST_GENERAL_FATE_LOST);
  mst_battle_set_unit_destroyed (caldiero_bc, "16e Ligne", TRUE);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, dm_force, caldiero_bc, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "16e Ligne"));
  g_clear_error (&error);
  battles = mst_campaign_store_list_battles (fx->store, dm_campaign, 0, FALSE, &error);
  g_assert_cmpuint (battles->len, ==, 0);
}

static void
test_brigade_export_import (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = pratzen ();
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GPtrArray) forces = NULL;
  g_autofree char *file = g_build_filename (fx->dir, "austerlitz.xml", NULL);
  g_autofree char *h1 = NULL, *h2 = NULL;
  gint64 force_id, id, copy, copy_force;
  MstBattle *b;

  id = new_brigade_campaign (fx, &force_id);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, battle, &error), >, 0);
  g_assert_no_error (error);
  g_assert_true (mst_campaign_store_export_file (fx->store, id, file, &error));
  g_assert_no_error (error);
  copy = mst_campaign_store_import_file (fx->store, file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, >, 0);

  battles = mst_campaign_store_list_battles (fx->store, copy, 0, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (battles->len, ==, 1);
  b = g_ptr_array_index (battles, 0);
  g_assert_true (mst_battle_find_unit (b, "36e de Ligne")->destroyed);
  g_assert_true (mst_battle_find_unit (b, "14e de Ligne")->broken);
  g_assert_cmpuint (mst_battle_count_fates (b, MST_GENERAL_FATE_KILLED), ==, 1);
  g_assert_cmpuint (mst_battle_count_fates (b, MST_GENERAL_FATE_WOUNDED), ==, 1);
  g_assert_cmpuint (mst_battle_count_fates (b, MST_GENERAL_FATE_CAPTURED), ==, 1);

  forces = mst_campaign_store_list_forces (fx->store, copy, &error);
  g_assert_no_error (error);
  copy_force = ((MstLibraryEntry *) g_ptr_array_index (forces, 0))->id;
  h1 = history_text (fx->store, force_id);
  h2 = history_text (fx->store, copy_force);
  g_assert_cmpstr (h1, ==, h2);
  {
    g_autoptr(MstForce) after = current (fx, copy_force);
    g_assert_true (mst_general_get_lost (general_at (after, 2)));
    g_assert_false (mst_general_get_lost (general_at (after, 3)));
    g_assert_cmpuint (bases_of (after, "36e de Ligne"), ==, 0);
  }
}

/* The history as a player reads it: each line in the words of the
 * force's rule set, which it learns from the force as it joined. */
static char *
history_in_words (MstCampaignStore *store, gint64 force_id)
{
  g_autoptr(GPtrArray) events = mst_campaign_store_list_events (store, force_id, NULL);
  GString *s = g_string_new (NULL);
  const char *ruleset = NULL;

  g_assert_nonnull (events);
  for (guint i = 0; i < events->len; i++)
    {
      MstCampaignEvent *e = g_ptr_array_index (events, i);
      g_autofree char *line = NULL;

      ruleset = mst_campaign_event_follow_ruleset (e, ruleset);
      line = mst_campaign_event_describe (e);
      g_string_append_printf (s, "%s\n", line);
    }
  return g_string_free (s, FALSE);
}

static const char *
derived_for (MstForce *force, guint position, const char *id)
{
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  g_autoptr(GPtrArray) derived = NULL;
  static char value[64];

  g_assert_cmpuint (position, >, 0);
  derived = mst_ruleset_derive_command (mst_ruleset_for_force (force), force,
                                        g_ptr_array_index (commands, position - 1));
  g_assert_nonnull (mst_derived_lookup (derived, id));
  g_strlcpy (value, mst_derived_lookup (derived, id), sizeof value);
  return value;
}

static GHashTable *
rating (const char *value)
{
  GHashTable *attrs = g_hash_table_new (g_str_hash, g_str_equal);

  g_hash_table_insert (attrs, (gpointer) "rating", (gpointer) value);
  return attrs;
}

/* Thiébault (Cautious, 8″) gives his brigade to Lochet, an Able man: the
 * force has Lochet, Able, with an Able brigadier's 12″ radius (Brigade
 * Command's command table); history says so, in the library and after an
 * export and import.  A rating the rule set has not is refused, and
 * nothing is written. */
static void
test_brigade_replace_general (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) able = rating ("able");
  g_autoptr(GHashTable) brave = rating ("brave");
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstCampaignEvent) refused = NULL;
  g_autoptr(MstForce) before = NULL;
  g_autoptr(MstForce) after = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) forces = NULL;
  g_autofree char *line = NULL;
  g_autofree char *history = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *file = g_build_filename (fx->dir, "austerlitz.xml", NULL);
  g_autofree char *exported = NULL;
  MstGeneral *g;
  gint64 force_id, id, copy, copy_force;

  id = new_brigade_campaign (fx, &force_id);
  before = current (fx, force_id);
  g_assert_cmpstr (mst_general_get_name (general_at (before, 3)), ==, "Thiébault");
  g_assert_cmpstr (derived_for (before, 3, "command-radius"), ==, "8");

  refused = mst_campaign_event_new_general_replaced (3, "Lochet", brave);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, refused, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“brave” is not a rating of Brigade Command"));
  g_assert_nonnull (strstr (error->message, "poltroon, cautious, able, gifted, charismatic"));
  g_clear_error (&error);
  events = mst_campaign_store_list_events (fx->store, force_id, &error);
  g_assert_cmpuint (events->len, ==, 1);

  event = mst_campaign_event_new_general_replaced (3, "Lochet", able);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, event, &error), >, 0);
  g_assert_no_error (error);
  /* What the toast says. */
  line = mst_campaign_event_describe (event);
  g_assert_cmpstr (line, ==, "Thiébault replaced by Lochet (Able)");

  after = current (fx, force_id);
  g = general_at (after, 3);
  g_assert_cmpstr (mst_general_get_name (g), ==, "Lochet");
  g_assert_cmpstr (mst_general_get_attr (g, "rating"), ==, "able");
  g_assert_false (mst_general_get_lost (g));
  g_assert_cmpstr (derived_for (after, 3, "command-radius"), ==, "12");
  /* His brigade is Thiébault's. */
  {
    g_autoptr(GPtrArray) commands = mst_force_list_commands (after);
    g_assert_cmpstr (mst_unit_get_name (mst_command_get_unit (g_ptr_array_index (commands, 2), 0)), ==,
                     "43e de Ligne");
  }
  /* The force as the library keeps it too. */
  {
    g_autoptr(MstForce) kept = mst_library_get_force (fx->library, force_id, catalogue, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (mst_general_get_attr (general_at (kept, 3), "rating"), ==, "able");
  }

  history = history_in_words (fx->store, force_id);
  g_assert_nonnull (strstr (history, "Thiébault replaced by Lochet (Able)\n"));

  /* The campaign file carries his rating, not a respect and ability. */
  g_assert_true (mst_campaign_store_export_file (fx->store, id, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (file, &exported, NULL, NULL));
  g_assert_nonnull (strstr (exported, "<attr name=\"rating\" value=\"able\"/>"));
  copy = mst_campaign_store_import_file (fx->store, file, &error);
  g_assert_no_error (error);
  forces = mst_campaign_store_list_forces (fx->store, copy, &error);
  copy_force = ((MstLibraryEntry *) g_ptr_array_index (forces, 0))->id;
  copied = history_in_words (fx->store, copy_force);
  g_assert_cmpstr (copied, ==, history);
  {
    g_autoptr(MstForce) imported = current (fx, copy_force);
    g_assert_cmpstr (mst_general_get_name (general_at (imported, 3)), ==, "Lochet");
    g_assert_cmpstr (mst_general_get_attr (general_at (imported, 3), "rating"), ==, "able");
  }
}

/* A replacement written before attributes travelled (Drums and Muskets'
 * respect and ability in columns of their own, no data) still reads and
 * replays, as the same attributes; a rating is refused for Drums and
 * Muskets, whose generals have respect and ability, naming the rule set. */
static void
test_brigade_old_replace_event (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignEvent) rated = NULL;
  g_autoptr(MstCampaignEvent) plain = NULL;
  g_autoptr(GHashTable) able = rating ("able");
  g_autoptr(GHashTable) none = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(MstForce) after = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autofree char *history = NULL;
  MstCampaignEvent *read;
  sqlite3 *db = NULL;
  gint64 dm_force;

  new_campaign_with_force (fx, &dm_force);
  plain = mst_campaign_event_new_general_replaced (2, "Séras", none);
  g_assert_cmpint (mst_campaign_store_append (fx->store, dm_force, plain, &error), >, 0);
  g_assert_no_error (error);
  /* As an older Muster wrote it. */
  g_assert_cmpint (sqlite3_open (fx->db, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "DROP TRIGGER campaign_events_append_only_update", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "UPDATE campaign_events SET respect = 'inspired', ability = 'exceptional', "
                                     "data = NULL WHERE kind = 'general-replaced'", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  events = mst_campaign_store_list_events (fx->store, dm_force, &error);
  g_assert_no_error (error);
  read = g_ptr_array_index (events, 1);
  g_assert_cmpstr (g_hash_table_lookup (mst_campaign_event_get_attrs (read), "respect"), ==, "inspired");
  g_assert_cmpstr (g_hash_table_lookup (mst_campaign_event_get_attrs (read), "ability"), ==, "exceptional");
  after = current (fx, dm_force);
  g_assert_cmpstr (mst_general_get_name (general_at (after, 2)), ==, "Séras");
  g_assert_cmpint (mst_dm_general_get_respect (general_at (after, 2)), ==, MST_RESPECT_INSPIRED);
  g_assert_cmpint (mst_dm_general_get_ability (general_at (after, 2)), ==, MST_ABILITY_EXCEPTIONAL);
  history = history_in_words (fx->store, dm_force);
  g_assert_nonnull (strstr (history, "replaced by Séras (Inspired, Exceptional)\n"));

  rated = mst_campaign_event_new_general_replaced (2, "Séras", able);
  g_assert_cmpint (mst_campaign_store_append (fx->store, dm_force, rated, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "A general of Drums and Muskets has no attribute “rating”"));
}

/* Between battles a Brigade Command regiment gains stands, and history
 * says stands; a battle records no supply dice, which it has not. */
static void
test_brigade_history_words (Fixture *fx, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignEvent) one = mst_campaign_event_new_reinforced ("14e de Ligne", 1);
  g_autoptr(MstCampaignEvent) two = mst_campaign_event_new_reinforced ("36e de Ligne", 2);
  g_autoptr(MstCampaignEvent) raised = mst_campaign_event_new_unit_added (-1, "17e de Ligne", "line", 4);
  g_autoptr(MstBattle) battle = pratzen ();
  g_autoptr(MstBattle) stored = NULL;
  g_autofree char *line = NULL;
  g_autofree char *history = NULL;
  gint64 force_id, battle_id;

  new_brigade_campaign (fx, &force_id);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, one, &error), >, 0);
  line = mst_campaign_event_describe (one);
  g_assert_cmpstr (line, ==, "“14e de Ligne” reinforced with 1 stand");
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, two, &error), >, 0);
  g_assert_cmpint (mst_campaign_store_append (fx->store, force_id, raised, &error), >, 0);
  g_assert_no_error (error);

  mst_battle_set_supply_spent (battle, 3);
  battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_cmpuint (mst_battle_get_supply_spent (stored), ==, 0);

  history = history_in_words (fx->store, force_id);
  g_assert_nonnull (strstr (history, "“14e de Ligne” reinforced with 1 stand\n"));
  g_assert_nonnull (strstr (history, "“36e de Ligne” reinforced with 2 stands\n"));
  g_assert_nonnull (strstr (history, "New unit “17e de Ligne” with 4 stands\n"));
  g_assert_null (strstr (history, "base"));

  /* Drums and Muskets as it was: bases, and its supply dice kept. */
  {
    g_autoptr(MstCampaignEvent) dm = mst_campaign_event_new_reinforced ("16e Ligne", 1);
    g_autoptr(MstBattle) dm_battle = caldiero ();
    g_autoptr(MstBattle) dm_stored = NULL;
    g_autofree char *dm_history = NULL;
    gint64 dm_force;

    new_campaign_with_force (fx, &dm_force);
    battle_id = mst_campaign_store_record_battle (fx->store, dm_force, dm_battle, &error);
    g_assert_no_error (error);
    dm_stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
    g_assert_cmpuint (mst_battle_get_supply_spent (dm_stored), ==, 3);
    g_assert_cmpint (mst_campaign_store_append (fx->store, dm_force, dm, &error), >, 0);
    dm_history = history_in_words (fx->store, dm_force);
    g_assert_nonnull (strstr (dm_history, "“16e Ligne” reinforced with 1 base\n"));
  }
}

/* The count of @unit's figures of kind @role. */
static guint
figures_of (MstForce *force, const char *unit, const char *role)
{
  return mst_components_count (mst_unit_get_components (unit_named (force, unit)), role);
}

/* A skirmish battle says what became of each figure out of the fight
 * (004:315): the killed, captured and ran are lost to the unit, its
 * officer first where a leader is among them; the wounded are back for
 * the next battle.  Kept in the library and in a battle record's file;
 * refused where the rule set counts no figures, or with more leaders
 * lost than the unit has. */
static void
test_skirmish_fates (Fixture *fx, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "skirmish-french.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(MstBattle) battle = mst_battle_new ();
  g_autoptr(MstBattle) stored = NULL;
  g_autoptr(MstBattle) reread = NULL;
  g_autoptr(MstForce) after = NULL;
  g_autofree char *xml = NULL;
  const char *unit = "Grenadiers du 9e";
  const MstBattleUnit *u;
  guint before, officers, privates;
  gint64 campaign, force_id, battle_id;
  gsize len = 0;

  g_assert_no_error (error);
  before = mst_unit_get_bases (unit_named (force, unit));
  officers = figures_of (force, unit, "officer");
  privates = figures_of (force, unit, "private");
  g_assert_cmpuint (officers, ==, 1);
  campaign = mst_campaign_store_create (fx->store, "Portugal 1810", &error);
  g_assert_no_error (error);
  force_id = mst_campaign_store_add_force (fx->store, campaign, force, "1810-07-01", &error);
  g_assert_no_error (error);

  /* 3 killed (their officer among them), 1 captured, 2 ran, 4 wounded. */
  mst_battle_set_date (battle, "1810-07-24");
  mst_battle_set_name (battle, "Côa");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_unit (battle, unit, NULL, 0, 0, FALSE);
  mst_battle_set_unit_fates (battle, unit, 3, 1, 2, 4, 1);
  g_assert_cmpuint (mst_battle_find_unit (battle, unit)->bases_lost, ==, 10);

  /* A record's file carries them, and reads them back. */
  xml = mst_battle_to_data (battle, &len);
  g_assert_nonnull (strstr (xml, "killed=\"3\" captured=\"1\" ran=\"2\" wounded=\"4\" leaders=\"1\""));
  reread = mst_battle_new_from_data (xml, len, "coa.battle.xml", &error);
  g_assert_no_error (error);
  u = mst_battle_find_unit (reread, unit);
  g_assert_true (u->fates);
  g_assert_cmpuint (u->ran, ==, 2);
  g_assert_cmpuint (u->bases_lost, ==, 10);

  battle_id = mst_campaign_store_record_battle (fx->store, force_id, battle, &error);
  g_assert_no_error (error);
  stored = mst_campaign_store_get_battle (fx->store, battle_id, &error);
  g_assert_no_error (error);
  u = mst_battle_find_unit (stored, unit);
  g_assert_true (u->fates);
  g_assert_cmpuint (u->killed, ==, 3);
  g_assert_cmpuint (u->captured, ==, 1);
  g_assert_cmpuint (u->ran, ==, 2);
  g_assert_cmpuint (u->wounded, ==, 4);
  g_assert_cmpuint (u->leaders, ==, 1);
  g_assert_cmpuint (u->bases_before, ==, before);

  /* Six lost for good, the officer one of them; the four wounded back. */
  after = current (fx, force_id);
  g_assert_cmpuint (mst_unit_get_bases (unit_named (after, unit)), ==, before - 6);
  g_assert_cmpuint (figures_of (after, unit, "officer"), ==, officers - 1);
  g_assert_cmpuint (figures_of (after, unit, "private"), ==, privates - 5);

  /* No officer left to lose: said, nothing written. */
  mst_battle_set_name (battle, "Busaco");
  mst_battle_set_date (battle, "1810-09-27");
  mst_battle_set_unit_fates (battle, unit, 0, 2, 0, 0, 2);
  g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, battle, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "had 1 leader; it cannot lose 2"));
  g_clear_error (&error);

  /* A force that counts bases has no figures' fates. */
  {
    g_autoptr(MstBattle) other = caldiero ();
    gint64 dm_force;

    new_campaign_with_force (fx, &dm_force);
    mst_battle_set_unit_fates (other, "16e Ligne", 1, 0, 0, 0, 0);
    g_assert_cmpint (mst_campaign_store_record_battle (fx->store, dm_force, other, &error), ==, 0);
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "counts no figures"));
  }
}

/* A long campaign through a campaign session: a first page of its
 * latest battles, the next ones as asked, each from where the last ended;
 * read again after a battle recorded, as many as were listed (the player
 * scrolled down the list stays where he was), the new one first; the
 * totals always the whole campaign's. */
static void
test_session_pages (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstCampaignSession) session = mst_campaign_session_new (MST_CAMPAIGN_BACKEND (fx->store));
  g_autoptr(GAsyncResult) slot = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) latest = NULL;
  g_autoptr(MstBattle) last = NULL;
  GListModel *battles = mst_campaign_session_get_battles (session);
  gint64 force_id = 0;
  gint64 campaign = new_campaign_with_force (fx, &force_id);
  guint first, listed;

  for (guint i = 0; i < 620; i++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autofree char *name = g_strdup_printf ("Skirmish %u", i + 1);
      g_autofree char *date = g_strdup_printf ("%04u-01-01", 1806 + i);

      mst_battle_set_date (battle, date);
      mst_battle_set_name (battle, name);
      g_assert_cmpint (mst_campaign_store_record_battle (fx->store, force_id, battle, &error), >, 0);
      g_assert_no_error (error);
    }

  mst_campaign_session_open_campaign_async (session, campaign, NULL, mst_test_on_answered, &slot);
  {
    g_autoptr(GAsyncResult) r = mst_test_wait_answer (&slot);
    g_assert_true (mst_campaign_session_open_campaign_finish (session, r, &error));
  }
  first = g_list_model_get_n_items (battles);
  g_assert_cmpuint (first, <, 620);
  g_assert_false (mst_campaign_session_get_all_battles (session));
  latest = g_list_model_get_item (battles, 0);
  g_assert_cmpstr (mst_battle_get_name (latest), ==, "Skirmish 620");
  /* The totals are the whole campaign's, whatever is listed. */
  g_assert_cmpuint (mst_campaign_session_get_summary (session)->total.battles, ==, 620);

  /* The next page, then the next, from where each ended. */
  mst_campaign_session_more_battles_async (session, NULL, mst_test_on_answered, &slot);
  {
    g_autoptr(GAsyncResult) r = mst_test_wait_answer (&slot);
    g_assert_true (mst_campaign_session_more_battles_finish (session, r, &error));
  }
  listed = g_list_model_get_n_items (battles);
  g_assert_cmpuint (listed, >, first);
  g_assert_cmpuint (listed, <, 620);
  last = g_list_model_get_item (battles, listed - 1);
  {
    g_autofree char *expected = g_strdup_printf ("Skirmish %u", 620 - listed + 1);
    g_assert_cmpstr (mst_battle_get_name (last), ==, expected);
  }

  /* A battle recorded: read again, as many as were listed, the new one
   * first (not the first page alone). */
  {
    g_autoptr(MstBattle) battle = mst_battle_new ();
    g_autoptr(MstBattle) now_first = NULL;
    gboolean queued = TRUE;

    mst_battle_set_date (battle, "2500-01-01");
    mst_battle_set_name (battle, "The latest");
    mst_campaign_session_record_battle_async (session, force_id, battle, -1, NULL, mst_test_on_answered, &slot);
    {
      g_autoptr(GAsyncResult) r = mst_test_wait_answer (&slot);
      g_assert_cmpint (mst_campaign_session_record_battle_finish (session, r, &queued, &error), >, 0);
    }
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (battles), ==, listed);
    now_first = g_list_model_get_item (battles, 0);
    g_assert_cmpstr (mst_battle_get_name (now_first), ==, "The latest");
  }

  /* The rest, to the first battle. */
  while (!mst_campaign_session_get_all_battles (session))
    {
      mst_campaign_session_more_battles_async (session, NULL, mst_test_on_answered, &slot);
      {
        g_autoptr(GAsyncResult) r = mst_test_wait_answer (&slot);
        g_assert_true (mst_campaign_session_more_battles_finish (session, r, &error));
      }
    }
  g_assert_cmpuint (g_list_model_get_n_items (battles), ==, 621);
  g_clear_object (&last);
  last = g_list_model_get_item (battles, 620);
  g_assert_cmpstr (mst_battle_get_name (last), ==, "Skirmish 1");
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/muster/campaign/lifecycle", test_campaign_lifecycle);
  ADD ("/muster/campaign/delete-keeps-forces", test_delete_keeps_forces);
  ADD ("/muster/campaign/event/joined", test_event_joined);
  ADD ("/muster/campaign/event/battle", test_event_battle);
  ADD ("/muster/campaign/event/skirmish-fates", test_skirmish_fates);
  ADD ("/muster/campaign/session-pages", test_session_pages);
  ADD ("/muster/campaign/unknown-records", test_unknown_records);
  ADD ("/muster/campaign/event/battle-namesakes", test_battle_namesakes);
  ADD ("/muster/campaign/battle-default-date", test_battle_default_date);
  ADD ("/muster/campaign/event/reinforced", test_event_reinforced);
  ADD ("/muster/campaign/event/unit-added", test_event_unit_added);
  ADD ("/muster/campaign/event/unit-disbanded", test_event_unit_disbanded);
  ADD ("/muster/campaign/event/general-replaced", test_event_general_replaced);
  ADD ("/muster/campaign/event/general-renamed", test_event_general_renamed);
  ADD ("/muster/campaign/event/unit-regraded", test_event_unit_regraded);
  ADD ("/muster/campaign/event/edited", test_event_edited);
  ADD ("/muster/campaign/history/append-only", test_history_append_only);
  ADD ("/muster/campaign/replay/every-point", test_replay_every_point);
  ADD ("/muster/campaign/summary", test_summary);
  ADD ("/muster/campaign/file/export-import", test_export_import);
  ADD ("/muster/campaign/file/import-bad", test_import_bad);
  ADD ("/muster/campaign/file/import-large", test_import_large);
  ADD ("/muster/campaign/file/round-trip-20000", test_round_trip_large);
  ADD ("/muster/campaign/file/battle", test_battle_file);
  ADD ("/muster/campaign/migration/from-version-1", test_migration_from_version_1);
  ADD ("/muster/campaign/brigade/fates", test_brigade_fates);
  ADD ("/muster/campaign/revolutionary-wars/fates", test_revolutionary_fates);
  ADD ("/muster/campaign/brigade/foreign-fate", test_brigade_foreign_fate);
  ADD ("/muster/campaign/brigade/export-import", test_brigade_export_import);
  ADD ("/muster/campaign/brigade/replace-general", test_brigade_replace_general);
  ADD ("/muster/campaign/brigade/old-replace-event", test_brigade_old_replace_event);
  ADD ("/muster/campaign/brigade/history-words", test_brigade_history_words);
#undef ADD

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
