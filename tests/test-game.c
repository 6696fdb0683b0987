/* test-game.c: a game in progress, without a display: hits, breaks, fates, supply, turns, undo, files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

/* minimal.muster: Masséna (Exceptional) commands Molitor (Competent: the
 * 1er Léger, 6 bases, and the 16e Ligne) and Duhesme (Incompetent: the 8e
 * Hussards and a 2-base battery); the Vélites are in no command. */
static MstGame *
new_game (void)
{
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  return mst_game_new_for_force (force, 0);
}

static MstGameUnit *
unit_named (MstGame *game, const char *name)
{
  GListModel *units = mst_game_get_units (game);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      if (g_strcmp0 (mst_game_unit_get_name (u), name) == 0)
        return u;
    }
  g_assert_not_reached ();
}

static MstGameGeneral *
general_at (MstGame *game, guint i)
{
  g_autoptr(MstGameGeneral) g = g_list_model_get_item (mst_game_get_generals (game), i);
  return g;
}

/* The rows of the resilience (or @hold) test the game ticks for @unit,
 * each with its count (its rule set's mst_game_test_inputs()). */
static GHashTable *
known_situations (MstGame *game, MstGameUnit *unit, gboolean hold)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTable *mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  mst_game_test_inputs (game, unit, hold ? "hold" : "resilience", inputs, mods);
  return mods;
}

static gboolean
known (GHashTable *situations, const char *id, guint count)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (situations, id)) == count;
}

static void
test_start (void)
{
  g_autoptr(MstGame) game = new_game ();

  g_assert_cmpuint (g_list_model_get_n_items (mst_game_get_units (game)), ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (mst_game_get_generals (game)), ==, 3);
  g_assert_cmpuint (mst_game_get_turn (game), ==, 1);
  /* Supply: 2D6 + 1D6 a general (3) + 1 Exceptional − 1 Incompetent = 5. */
  g_assert_cmpuint (mst_game_get_supply_total (game), ==, 5);
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 5);
  /* Initiative: 1D6 a general on the board (3), +1 Exceptional, −1 Incompetent. */
  g_assert_cmpuint (mst_game_initiative_pool (game), ==, 3);
  g_assert_cmpuint (mst_game_unit_get_strength (unit_named (game, "1er Léger")), ==, 6);
  g_assert_cmpstr (mst_game_general_get_name (mst_game_get_unit_general (game, unit_named (game, "8e Hussards"))),
                   ==, "Duhesme");
  g_assert_null (mst_game_get_unit_general (game, unit_named (game, "Vélites")));
}

/* "For each 6 hits received then 1 base is removed"; a unit breaks "down to
 * a single base remaining, exception being Artillery". */
static void
test_hits_and_breaks (void)
{
  g_autoptr(MstGame) game = new_game ();
  MstGameUnit *ligne = unit_named (game, "16e Ligne");
  MstGameUnit *guns = unit_named (game, "Batterie à cheval");
  g_autofree char *summary = NULL;

  g_assert_true (mst_game_add_losses (game, ligne, 5, NULL));
  g_assert_cmpuint (mst_game_unit_get_losses (ligne), ==, 0);
  g_assert_true (mst_game_add_losses (game, ligne, 1, NULL));
  g_assert_cmpuint (mst_game_unit_get_losses (ligne), ==, 1);
  g_assert_cmpuint ((mst_game_unit_get_strength (ligne) - mst_game_unit_get_losses (ligne)), ==, 3);
  g_assert_false (mst_game_unit_get_field (ligne, "broken"));
  /* 18 hits: 3 bases of 4 gone, one left: broken. */
  g_assert_true (mst_game_add_losses (game, ligne, 12, NULL));
  g_assert_cmpuint ((mst_game_unit_get_strength (ligne) - mst_game_unit_get_losses (ligne)), ==, 1);
  g_assert_true (mst_game_unit_get_field (ligne, "broken"));
  summary = mst_game_view_unit_summary (game, ligne);
  g_assert_cmpstr (summary, ==, "18 hits · 3 bases lost of 4 · broken");

  /* The battery of 2 keeps firing on its last base. */
  g_assert_true (mst_game_add_losses (game, guns, 6, NULL));
  g_assert_cmpuint ((mst_game_unit_get_strength (guns) - mst_game_unit_get_losses (guns)), ==, 1);
  g_assert_false (mst_game_unit_get_field (guns, "broken"));
  g_assert_true (mst_game_add_losses (game, guns, 6, NULL));
  g_assert_true (mst_game_unit_get_field (guns, "broken"));

  /* The shooting procedure's reading, two hits a base, kept by the game. */
  mst_game_set_hits_per_base (game, 2);
  g_assert_cmpuint (mst_game_unit_get_losses (guns), ==, 2);
  mst_game_set_hits_per_base (game, 6);

  /* Taken back: never below none. */
  g_assert_true (mst_game_add_losses (game, guns, -20, NULL));
  g_assert_cmpuint ((guint) mst_game_unit_get_field (guns, "hits"), ==, 0);
}

static void
test_undo_redo (void)
{
  g_autoptr(MstGame) game = new_game ();
  MstHistory *history = mst_game_get_history (game);
  MstGameUnit *ligne = unit_named (game, "16e Ligne");

  g_assert_true (mst_game_add_losses (game, ligne, 18, NULL));
  g_assert_true (mst_game_unit_get_field (ligne, "broken"));
  mst_game_set_fate (game, general_at (game, 1), MST_GENERAL_FATE_LOST);
  g_assert_true (mst_game_spend_supply (game));
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 4);

  g_assert_true (mst_history_undo (history));
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 5);
  g_assert_true (mst_history_undo (history));
  g_assert_true (mst_game_general_is_on_table (general_at (game, 1)));
  /* The hits and the break they caused are one step. */
  g_assert_true (mst_history_undo (history));
  g_assert_cmpuint ((guint) mst_game_unit_get_field (ligne, "hits"), ==, 0);
  g_assert_false (mst_game_unit_get_field (ligne, "broken"));
  g_assert_false (mst_history_can_undo (history));

  g_assert_true (mst_history_redo (history));
  g_assert_cmpuint ((guint) mst_game_unit_get_field (ligne, "hits"), ==, 18);
  g_assert_true (mst_game_unit_get_field (ligne, "broken"));
}

static void
test_generals_and_initiative (void)
{
  g_autoptr(MstGame) game = new_game ();
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (5);
  g_autoptr(MstContest) contest = NULL;
  const MstThrow *first;
  g_autofree char *text = NULL;

  /* Masséna (Exceptional, 2 dice) swept away: 1 die left (Molitor). */
  mst_game_set_fate (game, general_at (game, 0), MST_GENERAL_FATE_SWEPT_AWAY);
  g_assert_cmpuint (mst_game_initiative_pool (game), ==, 1);

  contest = mst_game_roll_initiative (game, dice, 3, TRUE);
  first = g_ptr_array_index (contest->throws, 0);
  g_assert_cmpint (first->side, ==, MST_SIDE_A);
  /* One die and the supply die. */
  g_assert_cmpuint (first->roll->n_dice, ==, 2);
  g_assert_true (first->supply_die);
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 4);
  g_assert_true (g_str_has_prefix (mst_game_get_initiative_log (game), "1\tA 2D6 "));
  text = mst_game_view_initiative (game);
  /* Said as the player reads it: "You", "Opponent", never A and B. */
  g_assert_true (g_str_has_prefix (text, "Turn 1: You 2D6 "));
  g_assert_null (strstr (text, " A "));
  g_assert_true (g_str_has_suffix (text, "— you have the initiative") ||
                 g_str_has_suffix (text, "— the opponent has the initiative"));

  /* Undo takes the roll back, and the supply die with it. */
  g_assert_true (mst_history_undo (mst_game_get_history (game)));
  g_assert_cmpstr (mst_game_get_initiative_log (game), ==, "");
  g_assert_cmpuint (mst_game_get_supply_left (game), ==, 5);
}

/* "At the end of every turn … resilience tests on any units that are at 50%
 * or lower in strength", and Muster adds every unit hit in the turn. */
static void
test_end_turn (void)
{
  g_autoptr(MstGame) game = new_game ();
  g_autoptr(GPtrArray) to_test = NULL;
  g_autoptr(GPtrArray) again = NULL;
  MstGameUnit *leger = unit_named (game, "1er Léger");
  MstGameUnit *hussards = unit_named (game, "8e Hussards");
  MstGameUnit *ligne = unit_named (game, "16e Ligne");

  g_assert_true (mst_game_add_losses (game, leger, 2, NULL));
  g_assert_true (mst_game_add_losses (game, hussards, 12, NULL));
  g_assert_true (mst_game_add_losses (game, ligne, 18, NULL));
  to_test = mst_game_end_turn (game);
  /* The broken 16e Ligne tests no more. */
  g_assert_cmpuint (to_test->len, ==, 2);
  g_assert_true (g_ptr_array_index (to_test, 0) == leger);
  g_assert_true (g_ptr_array_index (to_test, 1) == hussards);
  g_assert_cmpuint (mst_game_get_turn (game), ==, 2);
  g_assert_cmpuint ((guint) mst_game_unit_get_field (leger, "hits-this-turn"), ==, 0);

  /* Next turn: no hits, but the Hussards stand at 2 bases of 4. */
  again = mst_game_end_turn (game);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_true (g_ptr_array_index (again, 0) == hussards);
}

/* The end-of-turn test reads the turn that ended: a 4-base unit took 14
 * hits (down to 2 bases, half strength) and throws 6.  The rules give 6,
 * −1 for the hits received this turn (000:276), −1 for the 50 % lost
 * (000:324): 4, "Forced Retire/1 hit" in All other cases (000:353; an
 * end-of-turn test is one of those, 000:1283-1286).  Each situation the
 * game knows stays ticked until that unit's test is done. */
static void
test_end_turn_keeps_the_turn (void)
{
  g_autoptr(MstGame) game = new_game ();
  MstGameUnit *hussards = unit_named (game, "8e Hussards");
  g_autoptr(GPtrArray) to_test = NULL;
  g_autoptr(GHashTable) known_now = NULL;
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(MstTestOutcome) result = NULL;
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  const char *const turn_rows[] = { "received-any-hits-this-turn", "where-forced-to-retire-this-turn",
                                    "testers-have-lost-atleast-50", "are-not-classed-as-zealous" };

  g_autoptr(GHashTable) known_before = NULL;

  g_assert_cmpuint (mst_game_unit_get_strength (hussards), ==, 4);
  g_assert_true (mst_game_add_losses (game, hussards, 14, NULL));
  g_assert_true (mst_game_set_field (game, hussards, "forced-retire", "yes", NULL));
  g_assert_true (mst_game_set_field (game, hussards, "grade", "determined", NULL));
  g_assert_true (mst_game_set_field (game, hussards, "general-near", "yes", NULL));
  g_assert_true (mst_game_set_field (game, hussards, "commander-near", "yes", NULL));
  known_before = known_situations (game, hussards, FALSE);
  to_test = mst_game_end_turn (game);
  g_assert_true (g_ptr_array_find (to_test, hussards, NULL));
  /* The turn's counters are cleared for the next turn... */
  g_assert_cmpuint ((guint) mst_game_unit_get_field (hussards, "hits-this-turn"), ==, 0);
  g_assert_false (mst_game_unit_get_field (hussards, "forced-retire"));
  g_assert_true (mst_game_unit_owes_test (hussards));
  /* ...but the test it owes keeps them, each one. */
  known_now = known_situations (game, hussards, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (turn_rows); i++)
    g_assert_true (known (known_now, turn_rows[i], 1));
  /* Every situation the game knew when the turn ended, each with its count. */
  g_assert_cmpuint (g_hash_table_size (known_before), >=, 7);
  {
    GHashTableIter iter;
    gpointer id, count;

    g_hash_table_iter_init (&iter, known_before);
    while (g_hash_table_iter_next (&iter, &id, &count))
      if (!known (known_now, id, GPOINTER_TO_UINT (count)))
        g_error ("“%s” was not kept for the end-of-turn test", (const char *) id);
  }

  /* Without the retire, as in the issue: 6 − 1 − 1 = 4. */
  g_hash_table_insert (inputs, "context", "other");
  g_hash_table_insert (counts, "received-any-hits-this-turn", GUINT_TO_POINTER (1));
  g_hash_table_insert (counts, "testers-have-lost-atleast-50", GUINT_TO_POINTER (1));
  g_hash_table_insert (counts, "are-not-classed-as-zealous", GUINT_TO_POINTER (1));
  result = mst_ruleset_run_test (mst_ruleset_for_force (mst_game_get_force (game)), "resilience", inputs, counts, 6,
                                 NULL, NULL);
  g_assert_nonnull (result);
  g_assert_cmpint (result->score, ==, 4);
  /* 4, all other cases: Forced Retire/1 hit (000:353). */
  g_assert_cmpstr (result->outcome, ==, "Forced Retire/1 hit");

  /* The test done, the ended turn is no longer one of its situations;
   * its strength still is. */
  mst_game_test_done (game, hussards);
  g_assert_false (mst_game_unit_owes_test (hussards));
  after = known_situations (game, hussards, FALSE);
  g_assert_true (known (after, "received-any-hits-this-turn", 0));
  g_assert_true (known (after, "where-forced-to-retire-this-turn", 0));
  g_assert_true (known (after, "testers-have-lost-atleast-50", 1));
  /* And undone, it is owed again. */
  mst_history_undo (mst_game_get_history (game));
  g_assert_true (mst_game_unit_owes_test (hussards));
}

static void
test_known_situations (void)
{
  g_autoptr(MstGame) game = new_game ();
  MstGameUnit *leger = unit_named (game, "1er Léger");
  g_autoptr(GHashTable) res = NULL;
  g_autoptr(GHashTable) hold = NULL;

  g_assert_true (mst_game_set_field (game, leger, "grade", "determined", NULL));
  g_assert_true (mst_game_add_losses (game, leger, 18, NULL));
  /* Molitor (accepted) and Masséna (inspired) within 3 BW. */
  g_assert_true (mst_game_set_field (game, leger, "general-near", "yes", NULL));
  g_assert_true (mst_game_set_field (game, leger, "commander-near", "yes", NULL));
  res = known_situations (game, leger, FALSE);
  g_assert_true (known (res, "are-classed-as-determined", 1));
  g_assert_true (known (res, "are-classed-as-lackluster", 0));
  g_assert_true (known (res, "are-not-classed-as-zealous", 1));
  g_assert_true (known (res, "received-any-hits-this-turn", 1));
  /* 3 bases lost of 6: at 50 %. */
  g_assert_true (known (res, "testers-have-lost-atleast-50", 1));
  g_assert_true (known (res, "for-each-general-in-line-of-command-within-3bw", 2));
  g_assert_true (known (res, "for-each-inspiring-general-in-line-of-command-within-3bw", 1));
  g_assert_true (known (res, "for-each-hated-general-in-line-of-command-within-3bw", 0));

  /* Masséna lost: only Molitor counts. */
  mst_game_set_fate (game, general_at (game, 0), MST_GENERAL_FATE_LOST);
  g_clear_pointer (&res, g_hash_table_unref);
  res = known_situations (game, leger, FALSE);
  g_assert_true (known (res, "for-each-general-in-line-of-command-within-3bw", 1));
  g_assert_true (known (res, "for-each-inspiring-general-in-line-of-command-within-3bw", 0));

  hold = known_situations (game, leger, TRUE);
  g_assert_true (known (hold, "are-classed-as-determined", 1));
  g_assert_true (known (hold, "is-50-in-strength", 1));
  g_assert_true (known (hold, "is-75-in-strength", 0));
}

static void
test_to_battle (void)
{
  g_autoptr(MstGame) game = new_game ();
  g_autoptr(MstBattle) battle = NULL;
  const MstBattleUnit *ligne;
  const MstBattleGeneral *duhesme;

  g_assert_true (mst_game_add_losses (game, unit_named (game, "16e Ligne"), 19, NULL));
  g_assert_true (mst_game_add_losses (game, unit_named (game, "1er Léger"), 7, NULL));
  mst_game_set_fate (game, general_at (game, 2), MST_GENERAL_FATE_INCAPACITATED);
  mst_game_spend_supply (game);
  mst_game_spend_supply (game);
  mst_game_finish (game);

  battle = mst_game_to_battle (game);
  ligne = mst_battle_find_unit (battle, "16e Ligne");
  g_assert_cmpuint (ligne->bases_lost, ==, 3);
  g_assert_true (ligne->broken);
  g_assert_cmpuint (mst_battle_find_unit (battle, "1er Léger")->bases_lost, ==, 1);
  g_assert_false (mst_battle_find_unit (battle, "1er Léger")->broken);
  g_assert_cmpuint (mst_battle_get_supply_spent (battle), ==, 2);
  duhesme = mst_battle_get_general (battle, 2);
  g_assert_cmpstr (duhesme->general, ==, "Duhesme");
  g_assert_cmpint (duhesme->fate, ==, MST_GENERAL_FATE_INCAPACITATED);
  g_assert_cmpint (mst_battle_get_general (battle, 0)->fate, ==, MST_GENERAL_FATE_NONE);
}

/* Autosaved at every change, atomically; read back after a restart. */
static void
test_save_and_resume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *path = g_build_filename (games, "1.muster-game", NULL);
  g_autofree char *export = g_build_filename (dir, "game.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *found = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(MstGame) game = new_game ();

    mst_game_set_hits_per_base (game, 2);
    g_assert_true (mst_game_set_file (game, path, &error));
    g_assert_no_error (error);
    g_assert_true (mst_game_add_losses (game, unit_named (game, "8e Hussards"), 8, NULL));
    mst_game_set_fate (game, general_at (game, 1), MST_GENERAL_FATE_SWEPT_AWAY);
    mst_game_spend_supply (game);
    g_ptr_array_unref (mst_game_end_turn (game));
    /* No explicit save: the file has every change already. */
  }
  {
    g_autoptr(MstGame) game = mst_game_new_from_file (path, catalogue, &error);
    MstGameUnit *hussards;

    g_assert_no_error (error);
    hussards = unit_named (game, "8e Hussards");
    g_assert_cmpuint ((guint) mst_game_unit_get_field (hussards, "hits"), ==, 8);
    /* Two hits a base, as the game was started: 8 hits take 4 bases. */
    g_assert_cmpuint (mst_game_get_hits_per_base (game), ==, 2);
    g_assert_cmpuint (mst_game_unit_get_losses (hussards), ==, 4);
    mst_game_set_hits_per_base (game, 6);
    g_assert_cmpuint (mst_game_unit_get_losses (hussards), ==, 1);
    g_assert_cmpint (mst_game_general_get_fate (general_at (game, 1)), ==, MST_GENERAL_FATE_SWEPT_AWAY);
    g_assert_cmpuint (mst_game_get_supply_left (game), ==, 4);
    g_assert_cmpuint (mst_game_get_turn (game), ==, 2);
    g_assert_cmpstr (mst_game_get_file (game), ==, path);

    /* The game can be exported as text. */
    g_assert_true (mst_game_export (game, export, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (export, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "Turn 2 · 4 of 5 supply dice left"));
    g_assert_nonnull (strstr (text, "- 8e Hussards: 8 hits · 1 base lost of 4"));
    g_assert_nonnull (strstr (text, "- Molitor: "));
    g_assert_null (strstr (text, "- Molitor: on the table"));
  }
  /* The unfinished game of force 0 is found again. */
  found = mst_game_find_saved (games, 0);
  g_assert_cmpstr (found, ==, path);
  g_assert_null (mst_game_find_saved (games, 42));

  mst_test_remove_tree (dir);
}

/* Another rule set's game keeps its own losses, in its own measure, and
 * fates; the Drums and Muskets pools, hits and test rows are not applied
 * to it. */
static void
test_other_ruleset (void)
{
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(MstGame) game = NULL;
  g_autoptr(GHashTable) known = NULL;
  MstGameUnit *ligne;

  g_assert_no_error (error);
  mst_force_set_ruleset (force, "napoleonic-skirmish");
  game = mst_game_new_for_force (force, 0);
  g_assert_cmpstr (mst_game_get_ruleset (game), ==, "napoleonic-skirmish");
  g_assert_cmpuint (mst_game_get_supply_total (game), ==, 0);
  g_assert_false (mst_game_spend_supply (game));
  ligne = unit_named (game, "16e Ligne");
  /* A skirmish unit counts figures, not hits: six are more than its four. */
  g_assert_false (mst_game_add_losses (game, ligne, 6, NULL));
  g_assert_true (mst_game_add_losses (game, ligne, 1, NULL));
  g_assert_cmpuint (mst_game_unit_get_losses (ligne), ==, 1);
  g_assert_cmpint (mst_game_unit_get_field (ligne, "hits"), ==, 0);
  known = known_situations (game, ligne, FALSE);
  g_assert_cmpuint (g_hash_table_size (known), ==, 0);
}

/* A game saved before a unit's state was its rule set's fields, one key
 * each, resumes as it was: nothing the player kept at the table is lost. */
static void
test_resume_earlier_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "earlier.muster-game", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *group = NULL;

  {
    g_autoptr(MstGame) game = new_game ();
    GListModel *units = mst_game_get_units (game);

    g_assert_true (mst_game_set_file (game, path, &error));
    for (guint i = 0; i < g_list_model_get_n_items (units); i++)
      {
        g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);

        if (g_str_equal (mst_game_unit_get_name (u), "8e Hussards"))
          group = g_strdup_printf ("unit %u", i);
      }
  }
  g_assert_nonnull (group);
  /* The unit as the earlier files wrote it. */
  g_assert_true (g_key_file_load_from_file (kf, path, G_KEY_FILE_KEEP_COMMENTS, NULL));
  g_assert_true (g_key_file_remove_key (kf, group, "fields", NULL));
  g_key_file_set_uint64 (kf, group, "hits", 13);
  g_key_file_set_uint64 (kf, group, "hits-this-turn", 0);
  g_key_file_set_string (kf, group, "grade", "determined");
  g_key_file_set_boolean (kf, group, "broken", FALSE);
  g_key_file_set_boolean (kf, group, "forced-retire", FALSE);
  g_key_file_set_boolean (kf, group, "general-near", TRUE);
  g_key_file_set_boolean (kf, group, "commander-near", FALSE);
  g_key_file_set_boolean (kf, group, "test-pending", TRUE);
  g_key_file_set_uint64 (kf, group, "pending-hits", 7);
  g_key_file_set_boolean (kf, group, "pending-retire", TRUE);
  g_assert_true (g_key_file_save_to_file (kf, path, NULL));
  {
    g_autoptr(MstGame) game = mst_game_new_from_file (path, catalogue, &error);
    MstGameUnit *hussards;
    g_autoptr(GHashTable) situations = NULL;

    g_assert_no_error (error);
    hussards = unit_named (game, "8e Hussards");
    g_assert_cmpint (mst_game_unit_get_field (hussards, "hits"), ==, 13);
    g_assert_cmpuint (mst_game_unit_get_losses (hussards), ==, 2);
    g_assert_cmpint (mst_game_unit_get_field (hussards, "general-near"), ==, 1);
    g_assert_true (mst_game_unit_owes_test (hussards));
    g_assert_cmpint (mst_game_unit_get_field (hussards, "pending-hits"), ==, 7);
    /* The test it owes reads the turn it is owed for, and its grade. */
    situations = known_situations (game, hussards, FALSE);
    g_assert_true (known (situations, "received-any-hits-this-turn", 1));
    g_assert_true (known (situations, "where-forced-to-retire-this-turn", 1));
    g_assert_true (known (situations, "are-classed-as-determined", 1));
  }
  /* A grade no rule gives is refused, naming the file and the unit. */
  g_key_file_set_string (kf, group, "grade", "heroic");
  g_assert_true (g_key_file_save_to_file (kf, path, NULL));
  {
    g_autoptr(MstGame) game = mst_game_new_from_file (path, catalogue, &error);

    g_assert_null (game);
    g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, path));
    g_assert_nonnull (strstr (error->message, group));
    g_assert_nonnull (strstr (error->message, "grade"));
  }
  mst_test_remove_tree (dir);
}

static void
test_bad_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.muster-game", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstGame) game = NULL;

  g_assert_true (g_file_set_contents (path, "[game]\nversion=1\n", -1, NULL));
  game = mst_game_new_from_file (path, catalogue, &error);
  g_assert_null (game);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, "not a key file", -1, NULL));
  game = mst_game_new_from_file (path, catalogue, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, path));
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/game/start", test_start);
  g_test_add_func ("/muster/game/hits-and-breaks", test_hits_and_breaks);
  g_test_add_func ("/muster/game/undo-redo", test_undo_redo);
  g_test_add_func ("/muster/game/generals-and-initiative", test_generals_and_initiative);
  g_test_add_func ("/muster/game/end-turn", test_end_turn);
  g_test_add_func ("/muster/game/known-situations", test_known_situations);
  g_test_add_func ("/muster/game/end-turn-keeps-the-turn", test_end_turn_keeps_the_turn);
  g_test_add_func ("/muster/game/to-battle", test_to_battle);
  g_test_add_func ("/muster/game/save-and-resume", test_save_and_resume);
  g_test_add_func ("/muster/game/resume-earlier-file", test_resume_earlier_file);
  g_test_add_func ("/muster/game/other-ruleset", test_other_ruleset);
  g_test_add_func ("/muster/game/bad-file", test_bad_file);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
