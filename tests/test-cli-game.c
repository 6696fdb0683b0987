/* test-cli-game.c: a game at the table through muster-cli game, for each
 * rule set: the prompts it gives against the rules (the seed lines cited),
 * the tests thrown with what the game knows, the battle record it makes;
 * a game file refused when damaged, and whole after a kill at any moment.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "muster-core.h"
#include "mst-test-util.h"

static char *tmp_dir;

/* @text with its one @from replaced by @to. */
static char *
mst_test_replace_once (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static char *
new_game (const char *fixture, const char *name)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *force = mst_test_fixture (fixture);
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_unlink (path);
  mst_test_run_cli (&r, "game", "new", force, "-o", path, NULL);
  if (r.status != 0)
    g_error ("game new %s: %s", fixture, r.err);
  g_assert_nonnull (strstr (r.out, "turn 1\n"));
  return path;
}

/* The line of `game show` for @unit. */
static char *
unit_line (const char *game, const char *unit)
{
  g_auto(MstTestRun) r = { 0 };
  g_autofree char *prefix = g_strdup_printf ("unit\t%s\t", unit);
  const char *at;

  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  at = strstr (r.out, prefix);
  g_assert_nonnull (at);
  return g_strndup (at, strcspn (at, "\n"));
}

/* Revolutionary Wars: platoons lost, a battalion wiped out at its last two
 * infantry platoons (001:1242-1246), a brigade down to one battalion
 * breaking (001:655-659), a test thrown with the battalion's order's
 * re-rolls (001:589, 612), the battle record of its losses. */
static void
test_revolutionary_wars (void)
{
  g_autofree char *game = new_game ("revolutionary-girard.muster", "rw.game");
  g_autofree char *line = NULL;
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "game", "hit", game, "1er bataillon, 34e de Ligne", "5", NULL);
  g_assert_cmpint (r.status, ==, 0);
  line = unit_line (game, "1er bataillon, 34e de Ligne");
  g_assert_cmpstr (line, ==, "unit\t1er bataillon, 34e de Ligne\t"
                             "platoons-lost=5, state=solid, disordered=no, routed=no, left=3/8");
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_null (strstr (r.out, "due\t"));
  /* Its brigades' orders are not the game's to change. */
  g_assert_null (strstr (r.out, "command\t"));
  {
    g_auto(MstTestRun) o = { 0 };

    mst_test_run_cli (&o, "game", "order", game, "1", "attack", NULL);
    g_assert_cmpint (o.status, ==, 2);
    g_assert_nonnull (strstr (o.err, "changes nothing of a command in play"));
  }
  /* One more: two infantry platoons left, wiped out. */
  mst_test_run_cli (&r, "game", "hit", game, "1er bataillon, 34e de Ligne", "1", NULL);
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_nonnull (strstr (r.out, "due\t1er bataillon, 34e de Ligne\t-\t“1er bataillon, 34e de Ligne” has 2 platoons "
                                   "left: it is wiped out and removed (001:1242-1246).\n"));
  g_assert_null (strstr (r.out, "brigade has one battalion left"));
  /* Its brigade of three (Dombrowski's: the 34e's two battalions and the
   * voltigeurs) down to one. */
  mst_test_run_cli (&r, "game", "set", game, "2e bataillon, 34e de Ligne", "routed", "yes", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_nonnull (strstr (r.out, "due\t-\t-\tDombrowski’s brigade has one battalion left: it breaks at the start of "
                                   "its turn and is destroyed (001:655-659).\n"));

  /* The order decides the re-rolls: a Shattered battalion throws its
   * successes again (001:612), a Solid one its failures (001:589). */
  mst_test_run_cli (&r, "game", "set", game, "Voltigeurs of the brigade", "state", "shattered", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "test", game, "Voltigeurs of the brigade", "melee", "--in", "target=4", "--in", "dice=6",
                    "--seed", "11", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "(a Shattered battalion throws its successes again)"));
  {
    /* The same throw as the test given state=shattered by hand. */
    g_auto(MstTestRun) by_hand = { 0 };

    mst_test_run_cli (&by_hand, "test", "revolutionary-wars", "melee", "--in", "state=shattered", "--in", "target=4",
                      "--in", "dice=6", "--seed", "11", NULL);
    g_assert_cmpstr (r.out, ==, by_hand.out);
  }
  mst_test_run_cli (&r, "game", "test", game, "1er bataillon, 40e de Ligne", "melee", "--in", "target=4", "--in",
                    "dice=6", "--seed", "11", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "(a Solid battalion throws its failures again)"));

  /* Values the rules do not take are refused, naming them. */
  mst_test_run_cli (&r, "game", "set", game, "Voltigeurs of the brigade", "state", "wobbly", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "solid|shaken|shattered"));
  mst_test_run_cli (&r, "game", "hit", game, "Voltigeurs of the brigade", "7", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "from 0 to 6"));
  mst_test_run_cli (&r, "game", "set", game, "Voltigeurs of the brigade", "hits", "2", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "platoons-lost, state, disordered, routed"));
  mst_test_run_cli (&r, "game", "hit", game, "Dombrowski", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "no unit “Dombrowski”"));
  /* A general is captured, never killed (001:832-838). */
  mst_test_run_cli (&r, "game", "lose", game, "Rémond", "killed", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "captured"));
  mst_test_run_cli (&r, "game", "lose", game, "Rémond", NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* The battle record: each battalion's platoons lost, the routed one
   * broken, the general's fate. */
  mst_test_run_cli (&r, "game", "finish", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "<unit name=\"1er bataillon, 34e de Ligne\" bases-lost=\"6\"/>"));
  g_assert_nonnull (strstr (r.out, "<unit name=\"2e bataillon, 34e de Ligne\" bases-lost=\"0\" broken=\"true\"/>"));
  g_assert_nonnull (strstr (r.out, "<general name=\"Rémond\" fate=\"captured\"/>"));
  /* A finished game takes no more changes. */
  mst_test_run_cli (&r, "game", "hit", game, "10e Hussards", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "finished"));
}

/* Napoleonic Skirmish: each figure's fate; a unit below half its own
 * strength is in critical morale (004:345), thrown with or without its
 * leader (004:361-373); the C-in-C lost calls for major morale
 * (004:335-339). */
static void
test_skirmish (void)
{
  g_autofree char *game = new_game ("skirmish-french.muster", "sk.game");
  g_auto(MstTestRun) r = { 0 };

  /* 20 figures: 8 killed and 2 heavily wounded leave 10, not below half. */
  mst_test_run_cli (&r, "game", "set", game, "Grenadiers du 9e", "killed", "8", NULL);
  mst_test_run_cli (&r, "game", "set", game, "Grenadiers du 9e", "heavily-wounded", "2", NULL);
  mst_test_run_cli (&r, "game", "set", game, "Grenadiers du 9e", "lightly-wounded", "4", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_null (strstr (r.out, "morale-critical"));
  /* One more captured: 9 of 20, critical. */
  mst_test_run_cli (&r, "game", "set", game, "Grenadiers du 9e", "captured", "1", NULL);
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_nonnull (strstr (r.out, "due\tGrenadiers du 9e\tmorale-critical\t“Grenadiers du 9e” has 9 of its 20 figures: "
                                   "its morale is critical and is checked each turn until rallied or routed "
                                   "(004:345).\n"));
  /* A figure is one thing: 4 wounded, 11 gone, at most 5 more. */
  mst_test_run_cli (&r, "game", "set", game, "Grenadiers du 9e", "ran", "6", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "at most 5"));
  /* Critical morale with its leader: grenadiers 11, 2D6 below it passes
   * (004:367); 11 fails. */
  mst_test_run_cli (&r, "game", "test", game, "Grenadiers du 9e", "morale-critical", "--in", "type=grenadier", "--roll",
                    "11", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "target 11\nroll 11\noutcome fail"));
  /* Its leader lost: 9 (004:367). */
  mst_test_run_cli (&r, "game", "set", game, "Grenadiers du 9e", "leader-lost", "yes", NULL);
  mst_test_run_cli (&r, "game", "test", game, "Grenadiers du 9e", "morale-critical", "--in", "type=grenadier", "--roll",
                    "8", NULL);
  g_assert_true (g_str_has_prefix (r.out, "target 9\nroll 8\noutcome pass"));
  /* The C-in-C's figure lost (lose names the unit he leads, the side's
   * leaders being its units'): the side's major morale. */
  mst_test_run_cli (&r, "game", "lose", game, "État-major", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "État-major\tleader-lost=yes\n");
  mst_test_run_cli (&r, "game", "end-turn", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "due\t-\tmorale-major\tThe Commander-in-Chief with “État-major” is lost: the side "
                                   "checks major morale this turn and every turn after (004:335-339).\n"));
  g_assert_true (g_str_has_suffix (r.out, "turn 2\n"));
  /* The record: what became of each figure out of the fight, 8 killed, 1
   * captured, 6 wounded (lightly or heavily: back for the next battle),
   * the leader lost among them; 15 out in all. */
  mst_test_run_cli (&r, "game", "finish", game, NULL);
  g_assert_nonnull (strstr (r.out, "<unit name=\"Grenadiers du 9e\" bases-lost=\"15\" killed=\"8\" captured=\"1\" "
                                   "ran=\"0\" wounded=\"6\" leaders=\"1\"/>"));
}

/* The activation deck in a skirmish game: shuffled from the game's seed
 * (the same cards as muster-cli deck), 52 cards and two jokers (004:19), a
 * black card a French unit's, a red an Allied one's (004:25-27), a joker
 * its charts (004:31, 117); shuffled again as each turn starts. */
static void
test_skirmish_deck (void)
{
  g_autofree char *force = mst_test_fixture ("skirmish-french.muster");
  g_autofree char *game = g_build_filename (tmp_dir, "deck.game", NULL);
  g_auto(MstTestRun) r = { 0 };
  g_auto(MstTestRun) deck = { 0 };
  g_auto(GStrv) cards = NULL;
  guint french = 0, allied = 0, jokers = 0;

  mst_test_run_cli (&r, "game", "new", force, "--seed", "5", "-o", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&deck, "deck", "--seed", "5", NULL);
  cards = g_strsplit (deck.out, "\n", -1);
  for (guint i = 0; i < 54; i++)
    {
      g_autofree char *want = g_strdup_printf ("card %s\n", cards[i]);

      mst_test_run_cli (&r, "game", "draw", game, NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_true (g_str_has_prefix (r.out, want));
      if (strstr (r.out, " joker ") != NULL || g_str_has_prefix (r.out, "card joker"))
        {
          jokers++;
          g_assert_nonnull (strstr (r.out, "Joker Movement chart in the movement phase, the Joker Fire chart in the "
                                           "fire phase (004:31, 117)"));
        }
      else if (g_str_has_suffix (cards[i], " french"))
        {
          french++;
          g_assert_nonnull (strstr (r.out, "effect A French unit"));
        }
      else
        {
          allied++;
          g_assert_nonnull (strstr (r.out, "effect An Allied unit"));
        }
    }
  g_assert_cmpuint (jokers, ==, 2);
  g_assert_cmpuint (french, ==, 26);
  g_assert_cmpuint (allied, ==, 26);
  /* Every card up: the deck must be shuffled (004:129). */
  mst_test_run_cli (&r, "game", "draw", game, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "shuffle"));
  /* A new turn shuffles it whole again (004:19). */
  mst_test_run_cli (&r, "game", "end-turn", game, NULL);
  mst_test_run_cli (&r, "game", "draw", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_suffix (r.out, "left 53\n"));
  /* Two skirmish sides at one table turn one deck, kept as the file is
   * read again. */
  {
    g_autofree char *allied_side = mst_test_fixture ("skirmish-allied.muster");
    g_autofree char *two = g_build_filename (tmp_dir, "deck-two.game", NULL);

    mst_test_run_cli (&r, "game", "new", force, "--against", allied_side, "--seed", "5", "-o", two, NULL);
    g_assert_cmpint (r.status, ==, 0);
    mst_test_run_cli (&r, "game", "draw", two, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_str_has_prefix (r.out, "card Q diamonds allied\n"));
    mst_test_run_cli (&r, "game", "draw", two, NULL);
    g_assert_true (g_str_has_suffix (r.out, "left 52\n"));
  }
  /* A game of another rule set turns no cards. */
  {
    g_autofree char *other = new_game ("brigade-french.muster", "nodeck.game");

    mst_test_run_cli (&r, "game", "draw", other, NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
}

/* Brigade Command: stands lost, the morale test due for casualties in the
 * turn (003:357), thrown with each stand lost to date (003:363). */
static void
test_brigade (void)
{
  g_autofree char *game = new_game ("brigade-french.muster", "bc.game");
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "game", "hit", game, "14e de Ligne", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "end-turn", game, NULL);
  g_assert_cmpstr (r.out, ==, "due\t14e de Ligne\tmorale\t“14e de Ligne” lost 2 stands this turn: a morale test "
                              "(003:357).\nturn 2\n");
  /* The next turn owes nothing for those stands. */
  mst_test_run_cli (&r, "game", "end-turn", game, NULL);
  g_assert_cmpstr (r.out, ==, "turn 3\n");
  /* Its morale: a Steady, Trained regiment (its list's), each stand lost
   * to date counted (003:363): the same as the test given them by hand. */
  {
    g_auto(MstTestRun) by_hand = { 0 };

    mst_test_run_cli (&r, "game", "test", game, "14e de Ligne", "morale", "--in", "orders=hold", "--roll", "9", NULL);
    g_assert_cmpint (r.status, ==, 0);
    mst_test_run_cli (&by_hand, "test", "brigade-command", "morale", "--in", "morale-class=steady", "--in",
                      "training=trained", "--in", "orders=hold", "--mod", "stand-lost=2", "--roll", "9", NULL);
    g_assert_cmpint (by_hand.status, ==, 0);
    g_assert_cmpstr (r.out, ==, by_hand.out);
    /* BF 10 (003:386), two stands lost: passes below 8. */
    g_assert_true (g_str_has_prefix (r.out, "target 8\nroll 9\noutcome fail"));
  }
  /* Stands beyond its strength are refused. */
  mst_test_run_cli (&r, "game", "hit", game, "14e de Ligne", "4", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* A regiment routed (003:357), a commander killed: the record counts
   * the stands lost and the rout; the sheets give a commander's fate. */
  mst_test_run_cli (&r, "game", "lose", game, "36e de Ligne", NULL);
  g_assert_cmpstr (r.out, ==, "36e de Ligne\trouted=yes\n");
  mst_test_run_cli (&r, "game", "lose", game, "Morand", "killed", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "finish", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "<unit name=\"14e de Ligne\" bases-lost=\"2\"/>"));
  g_assert_nonnull (strstr (r.out, "<unit name=\"36e de Ligne\" bases-lost=\"0\" broken=\"true\"/>"));
  g_assert_nonnull (strstr (r.out, "<general name=\"Morand\" fate=\"killed\"/>"));

  /* Orders changed in play: Morand's brigade on Hold needs a regiment on
   * Hold and none on Advance or Assault (003:17-23); its regiments start
   * from the force's orders. */
  {
    g_autofree char *fixture = mst_test_fixture ("brigade-french.muster");
    g_autofree char *text = NULL;
    g_autofree char *held = NULL;
    g_autofree char *path = g_build_filename (tmp_dir, "held.muster", NULL);
    g_autofree char *orders = g_build_filename (tmp_dir, "orders.game", NULL);
    g_auto(MstTestRun) o = { 0 };

    g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
    {
      /* The brigade's orders after its general, the regiment's among its attributes. */
      g_autofree char *brigade = mst_test_replace_once (text, "<general name=\"Morand\">\n        <attr name=\"rating\" value=\"able\"/>\n      </general>",
                                                        "<general name=\"Morand\">\n        <attr name=\"rating\" value=\"able\"/>\n"
                                                        "      </general>\n      <attr name=\"orders\" value=\"hold\"/>");

      held = mst_test_replace_once (brigade, "<unit name=\"14e de Ligne\" template=\"line\">",
                                    "<unit name=\"14e de Ligne\" template=\"line\">\n        <attr name=\"orders\" value=\"hold\"/>");
    }
    g_assert_true (g_file_set_contents (path, held, -1, NULL));
    mst_test_run_cli (&o, "game", "new", path, "-o", orders, NULL);
    g_assert_cmpint (o.status, ==, 0);
    g_assert_nonnull (strstr (o.out, "unit\t14e de Ligne\tstands-lost=0, orders=hold,"));
    g_assert_null (strstr (o.out, "due\t"));
    mst_test_run_cli (&o, "game", "set", orders, "36e de Ligne", "orders", "advance", NULL);
    g_assert_cmpint (o.status, ==, 0);
    mst_test_run_cli (&o, "game", "show", orders, NULL);
    g_assert_nonnull (strstr (o.out, "due\t-\t-\tMorand’s brigade is on Hold, which needs at least one regiment on Hold, "
                                     "none on Advance or Assault (003:17-23).\n"));
    /* Back on Hold: nothing called for. */
    mst_test_run_cli (&o, "game", "set", orders, "36e de Ligne", "orders", "hold", NULL);
    mst_test_run_cli (&o, "game", "show", orders, NULL);
    g_assert_null (strstr (o.out, "due\t"));
    /* The morale test reads the regiment's orders from the game. */
    mst_test_run_cli (&o, "game", "test", orders, "36e de Ligne", "morale", "--roll", "9", NULL);
    g_assert_cmpint (o.status, ==, 0);
    mst_test_run_cli (&o, "game", "set", orders, "36e de Ligne", "orders", "charge", NULL);
    g_assert_cmpint (o.status, ==, 2);
    g_assert_nonnull (strstr (o.err, "unset|assault|advance|engage|hold|retire"));

    /* A division's orders changed in play: Saint-Hilaire on Seize needs
     * a brigade under him on Seize, the others on Support or Manoeuvre
     * (003:17-19); Morand's brigade holds, as the force gave it. */
    mst_test_run_cli (&o, "game", "order", orders, "Saint-Hilaire", "seize", NULL);
    g_assert_cmpint (o.status, ==, 0);
    mst_test_run_cli (&o, "game", "show", orders, NULL);
    g_assert_nonnull (strstr (o.out, "command\t1\tSaint-Hilaire\torders=seize\ncommand\t2\tMorand\torders=hold\n"));
    g_assert_nonnull (strstr (o.out, "due\t-\t-\tSaint-Hilaire’s division is on Seize, which needs at least one "
                                     "under it on Seize, the others on Support or Manoeuvre (003:17-19).\n"));
    /* Morand's brigade given Seize, by its number, Thiébault's Support:
     * the division's orders fit; Morand's regiments, on Hold, do not fit
     * his (003:21). */
    mst_test_run_cli (&o, "game", "order", orders, "2", "orders", "seize", NULL);
    g_assert_cmpint (o.status, ==, 0);
    mst_test_run_cli (&o, "game", "order", orders, "Thiébault", "support", NULL);
    g_assert_cmpint (o.status, ==, 0);
    mst_test_run_cli (&o, "game", "show", orders, NULL);
    g_assert_null (strstr (o.out, "Saint-Hilaire’s division"));
    g_assert_nonnull (strstr (o.out, "due\t-\t-\tMorand’s brigade is on Seize, which needs at least one regiment on "
                                     "Assault, the others on Engage or Advance (003:17-23).\n"));
    /* The orders kept are the game's: the force's file is as it was. */
    {
      g_autofree char *after = NULL;

      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, held);
    }
    /* Orders the sheets do not give a division, a command not there. */
    mst_test_run_cli (&o, "game", "order", orders, "Saint-Hilaire", "assault", NULL);
    g_assert_cmpint (o.status, ==, 2);
    g_assert_nonnull (strstr (o.err, "seize|support|hold|manoeuvre|fighting-withdrawal"));
    mst_test_run_cli (&o, "game", "order", orders, "Murat", "seize", NULL);
    g_assert_cmpint (o.status, ==, 2);
    g_assert_nonnull (strstr (o.err, "no command “Murat”"));
  }
}

/* Drums and Muskets keeps its game: hits, supply dice, the end-of-turn
 * test of a unit hit (000:1283-1286) thrown with its hits known. */
static void
test_drums_and_muskets (void)
{
  g_autofree char *game = new_game ("minimal.muster", "dm.game");
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "game", "hit", game, "16e Ligne", "7", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "spend-supply", game, NULL);
  g_assert_cmpstr (r.out, ==, "supply 4/5\n");
  mst_test_run_cli (&r, "game", "end-turn", game, NULL);
  g_assert_cmpstr (r.out, ==, "due\t16e Ligne\tresilience\t“16e Ligne” took hits this turn or stands at half strength "
                              "or less: a resilience test (000:1283-1286).\nturn 2\n");
  /* From shooting: not Zealous +1, hits received −1 (000:246-323): 6 is
   * Stand/Take 1 hit (000:345). */
  mst_test_run_cli (&r, "game", "test", game, "16e Ligne", "resilience", "--in", "context=shooting", "--roll", "6", NULL);
  g_assert_cmpstr (r.out, ==, "roll 6\nmodifier 0\nscore 6\noutcome Stand/Take 1 hit\n");
  {
    g_autofree char *line = unit_line (game, "16e Ligne");
    /* Six hits a base (002:38): 7 take one of its 4; the test is taken. */
    g_assert_cmpstr (line, ==, "unit\t16e Ligne\thits=7, grade=none, broken=no, forced-retire=no, general-near=no, "
                               "commander-near=no, left=3/4");
  }
  /* What the rules keep is not set by hand. */
  mst_test_run_cli (&r, "game", "set", game, "16e Ligne", "test-pending", "yes", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "test-pending is kept by the rules"));
  /* A unit lost from the table: broken. */
  mst_test_run_cli (&r, "game", "lose", game, "16e Ligne", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "16e Ligne\tbroken=yes\n");
  mst_test_run_cli (&r, "game", "lose", game, "Molitor", "killed", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "swept-away|incapacitated|lost"));
  mst_test_run_cli (&r, "game", "lose", game, "Molitor", "lost", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "finish", game, NULL);
  g_assert_nonnull (strstr (r.out, "supply-spent=\"1\""));
  g_assert_nonnull (strstr (r.out, "<unit name=\"16e Ligne\" bases-lost=\"1\" broken=\"true\"/>"));
  g_assert_nonnull (strstr (r.out, "<general name=\"Molitor\" fate=\"lost\"/>"));
}

/* A game between two forces at one table: scouting between their real
 * pools gives one the attack (000:1193-1210), each turn's initiative is
 * thrown from both forces' generals (000:1262-1273), a unit is found on the
 * side that has it, and finishing gives a battle for each, opposite roles
 * and results, each naming the other. */
static void
test_two_forces (void)
{
  g_autofree char *french = mst_test_fixture ("sample-french.muster");
  g_autofree char *british = mst_test_fixture ("sample-british.muster");
  g_autofree char *brigade = mst_test_fixture ("brigade-french.muster");
  g_autofree char *game = g_build_filename (tmp_dir, "two.game", NULL);
  g_autofree char *mixed = g_build_filename (tmp_dir, "mixed.game", NULL);
  g_auto(MstTestRun) r = { 0 };
  g_auto(MstTestRun) pools = { 0 };
  const char *role1, *role2;

  mst_test_run_cli (&r, "game", "new", french, "--against", british, "--seed", "4", "-o", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  /* Scouting pools 9 and 12 (muster-cli pools), thrown whole. */
  g_assert_true (g_str_has_prefix (r.out, "scouting 1 9D6 "));
  g_assert_nonnull (strstr (r.out, "\nscouting 2 12D6 "));
  role1 = strstr (r.out, "side 1\tIIIe Corps de la Grande Armée, Auerstaedt\t");
  role2 = strstr (r.out, "side 2\tArmy of Portugal, Salamanca 1812\t");
  g_assert_nonnull (role1);
  g_assert_nonnull (role2);
  role1 += strlen ("side 1\tIIIe Corps de la Grande Armée, Auerstaedt\t");
  role2 += strlen ("side 2\tArmy of Portugal, Salamanca 1812\t");
  g_assert_true ((g_str_has_prefix (role1, "attacker\n") && g_str_has_prefix (role2, "defender\n"))
                 || (g_str_has_prefix (role1, "defender\n") && g_str_has_prefix (role2, "attacker\n")));

  /* Initiative: the two forces' pools of generals on the table. */
  mst_test_run_cli (&pools, "pools", british, NULL);
  g_assert_nonnull (strstr (pools.out, "initiative 6\n"));
  mst_test_run_cli (&r, "game", "initiative", game, "--seed", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "roll 1 5D6 "));
  g_assert_nonnull (strstr (r.out, "\nroll 2 6D6 "));
  /* A British general lost: one die fewer. */
  mst_test_run_cli (&r, "game", "show", game, NULL);
  {
    const char *side2 = strstr (r.out, "side 2\t");
    const char *general = strstr (side2, "\ngeneral\t");
    g_autofree char *name = g_strndup (general + strlen ("\ngeneral\t"),
                                       strcspn (general + strlen ("\ngeneral\t"), "\t"));

    mst_test_run_cli (&r, "game", "lose", game, name, "lost", NULL);
    g_assert_cmpint (r.status, ==, 0);
  }
  mst_test_run_cli (&r, "game", "initiative", game, "--seed", "2", NULL);
  {
    const char *roll2 = strstr (r.out, "\nroll 2 ");

    g_assert_nonnull (roll2);
    /* His die (two for an Exceptional general) no longer counts. */
    g_assert_cmpuint (g_ascii_strtoull (roll2 + strlen ("\nroll 2 "), NULL, 10), <, 6);
  }

  /* A unit found on the side that has it. */
  mst_test_run_cli (&r, "game", "hit", game, "74th Highlanders", "6", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_nonnull (strstr (r.out, "unit\t74th Highlanders\thits=6, grade=steady, broken=no, forced-retire=no, "
                                   "general-near=no, commander-near=no, hits-this-turn=6, left=5/6\n"));
  mst_test_run_cli (&r, "game", "hit", game, "74th Highlanders", "1", "--side", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* A side that is neither is refused, not taken for the first. */
  mst_test_run_cli (&r, "game", "hit", game, "74th Highlanders", "1", "--side", "3", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--side is 1"));
  /* Both sides' turn ends; the Highlanders owe their test. */
  mst_test_run_cli (&r, "game", "end-turn", game, NULL);
  g_assert_nonnull (strstr (r.out, "side 2\tArmy of Portugal, Salamanca 1812\ndue\t74th Highlanders\tresilience\t"));

  /* Finished: a record for each. */
  {
    g_autofree char *second = g_build_filename (tmp_dir, "british.xml", NULL);
    g_autofree char *first = g_build_filename (tmp_dir, "french.xml", NULL);
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    mst_test_run_cli (&r, "game", "finish", game, "--winner", "2", "-o", first, "--opponent-output", second, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_true (g_file_get_contents (first, &a, NULL, NULL));
    g_assert_true (g_file_get_contents (second, &b, NULL, NULL));
    g_assert_nonnull (strstr (a, "opponent=\"Army of Portugal, Salamanca 1812\" result=\"lost\""));
    g_assert_nonnull (strstr (b, "opponent=\"IIIe Corps de la Grande Armée, Auerstaedt\" result=\"won\""));
    g_assert_true ((strstr (a, "role=\"attacker\"") != NULL) == (strstr (b, "role=\"defender\"") != NULL));
    /* Six hits a base (002:38): one of its six. */
    g_assert_nonnull (strstr (b, "<unit name=\"74th Highlanders\" grade=\"steady\" die=\"3\" bases-lost=\"1\"/>"));
  }

  /* Forces of two rule sets are not one game. */
  mst_test_run_cli (&r, "game", "new", french, "--against", brigade, "-o", mixed, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "two rule sets"));
  g_assert_false (g_file_test (mixed, G_FILE_TEST_EXISTS));
}

/* Two forces of a rule set without scouting: opposite roles all the same,
 * the first the attacker. */
static void
test_two_forces_no_scouting (void)
{
  g_autofree char *girard = mst_test_fixture ("revolutionary-girard.muster");
  g_autofree char *game = g_build_filename (tmp_dir, "rw-two.game", NULL);
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "game", "new", girard, "--against", girard, "-o", game, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "side 1\tGirard's division\tattacker\n"));
  g_assert_nonnull (strstr (r.out, "side 2\tGirard's division\tdefender\n"));
  /* Both forces have each unit: which one is said. */
  mst_test_run_cli (&r, "game", "hit", game, "10e Hussards", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--side"));
  mst_test_run_cli (&r, "game", "hit", game, "10e Hussards", "1", "--side", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "game", "finish", game, "--winner", "1", NULL);
  g_assert_nonnull (strstr (r.out, "result=\"won\" role=\"attacker\""));
  g_assert_nonnull (strstr (r.out, "result=\"lost\" role=\"defender\""));
}

/* Finished into a campaign of the library: the force joins it, its battle
 * is recorded; killed at any moment and finished again, the game records
 * its battle once and adds its force once. */
static void
test_finish_in_campaign (void)
{
  g_autofree char *db = g_build_filename (tmp_dir, "campaign.db", NULL);
  g_autofree char *campaign = NULL;
  const char *cli = g_getenv ("MUSTER_CLI");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  guint rounds = 16, killed = 0;
  gint64 id;

  mst_catalogue_load_default (catalogue);
  {
    g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
    g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);

    g_assert_no_error (error);
    id = mst_campaign_store_create (store, "Italy 1799", &error);
    g_assert_no_error (error);
  }
  campaign = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  for (guint round = 0; round < rounds; round++)
    {
      g_autofree char *name = g_strdup_printf ("finish-%u.game", round);
      g_autofree char *game = new_game ("revolutionary-girard.muster", name);
      const char *argv[] = { cli, "game", "finish", game, "--campaign", campaign, "--database", db, "--date",
                             "1799-05-01", NULL };
      g_auto(MstTestRun) r = { 0 };
      g_autoptr(MstGame) loaded = NULL;
      GPid pid;
      int status;

      mst_test_run_cli (&r, "game", "hit", game, "10e Hussards", "1", NULL);
      g_assert_cmpint (r.status, ==, 0);
      /* Killed somewhere in its first try… */
      g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                                    | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &pid, &error));
      g_usleep (g_random_int_range (0, 40000));
      kill (pid, SIGKILL);
      waitpid (pid, &status, 0);
      g_spawn_close_pid (pid);
      killed += WIFSIGNALED (status);
      /* …then finished again, or told it is finished. */
      loaded = mst_game_new_from_file (game, catalogue, &error);
      g_assert_no_error (error);
      if (!mst_game_get_finished (loaded))
        {
          mst_test_run_cliv (&r, argv + 1);
          if (r.status != 0)
            g_error ("finishing again: %s", r.err);
          g_assert_true (g_str_has_prefix (r.out, "battle "));
        }
      g_clear_object (&loaded);
      loaded = mst_game_new_from_file (game, catalogue, &error);
      g_assert_no_error (error);
      g_assert_true (mst_game_get_finished (loaded));
      {
        g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
        g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);
        g_autoptr(GPtrArray) forces = mst_campaign_store_list_forces (store, id, &error);
        g_autoptr(GPtrArray) battles = NULL;
        guint of_this_game = 0;

        g_assert_no_error (error);
        /* One force added for each game so far, never two. */
        g_assert_cmpuint (forces->len, ==, round + 1);
        battles = mst_campaign_store_list_battles (store, id, 0, FALSE, &error);
        g_assert_no_error (error);
        for (guint i = 0; i < battles->len; i++)
          {
            MstBattle *b = g_ptr_array_index (battles, i);

            if (strstr (mst_battle_get_notes (b), mst_game_get_id (loaded)) != NULL)
              {
                of_this_game++;
                g_assert_cmpstr (mst_battle_get_date (b), ==, "1799-05-01");
                g_assert_cmpstr (mst_battle_get_name (b), ==, "A game of Girard's division");
              }
          }
        g_assert_cmpuint (of_this_game, ==, 1);
        g_assert_cmpuint (battles->len, ==, round + 1);
      }
    }
  g_test_message ("%u of %u first tries killed", killed, rounds);
  g_assert_cmpuint (killed, >, 0);

  /* A game between two forces: both join, both battles recorded under the
   * name given, the first the winner. */
  {
    g_autofree char *girard = mst_test_fixture ("revolutionary-girard.muster");
    g_autofree char *two = g_build_filename (tmp_dir, "finish-two.game", NULL);
    g_auto(MstTestRun) r = { 0 };
    g_autoptr(MstLibrary) library = NULL;
    g_autoptr(MstCampaignStore) store = NULL;
    g_autoptr(GPtrArray) battles = NULL;
    guint named = 0, won = 0, lost = 0;

    mst_test_run_cli (&r, "game", "new", girard, "--against", girard, "-o", two, NULL);
    g_assert_cmpint (r.status, ==, 0);
    mst_test_run_cli (&r, "game", "finish", two, "--campaign", campaign, "--database", db, "--date", "1799-06-01",
                      "--name", "The Trebbia", "--winner", "1", NULL);
    g_assert_cmpint (r.status, ==, 0);
    library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
    store = mst_campaign_store_new (library, catalogue);
    battles = mst_campaign_store_list_battles (store, id, 0, FALSE, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < battles->len; i++)
      {
        MstBattle *b = g_ptr_array_index (battles, i);

        if (g_strcmp0 (mst_battle_get_name (b), "The Trebbia") != 0)
          continue;
        named++;
        won += mst_battle_get_result (b) == MST_BATTLE_RESULT_WON;
        lost += mst_battle_get_result (b) == MST_BATTLE_RESULT_LOST;
      }
    g_assert_cmpuint (named, ==, 2);
    g_assert_cmpuint (won, ==, 1);
    g_assert_cmpuint (lost, ==, 1);
  }
}

/* A game file is read as every file is: damaged, it is refused, naming
 * the file and the unit, and nothing is written over it. */
static void
test_damaged_file (void)
{
  g_autofree char *game = new_game ("revolutionary-girard.muster", "damaged.game");
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *after = NULL;
  g_auto(MstTestRun) r = { 0 };
  GRegex *re;

  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  re = g_regex_new ("(\\[unit 2\\]\nname=[^\n]*\n(?:[^\n\\[]*\n)*?)fields=", 0, 0, NULL);
  bad = g_regex_replace (re, text, -1, 0, "\\1fields=platoons-lost=99;", 0, NULL);
  g_regex_unref (re);
  g_assert_cmpstr (bad, !=, text);
  g_assert_true (g_file_set_contents (game, bad, -1, NULL));
  mst_test_run_cli (&r, "game", "hit", game, "10e Hussards", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, game));
  g_assert_nonnull (strstr (r.err, "[unit 2] platoons-lost=99 is not from 0 to 6"));
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bad);

  /* An id that is not one is refused, not replaced in silence. */
  {
    g_autofree char *other = new_game ("brigade-french.muster", "bad-id.game");
    g_autofree char *good = NULL;
    g_autofree char *forged = NULL;
    GRegex *id = g_regex_new ("\nid=[^\n]*\n", 0, 0, NULL);

    g_assert_true (g_file_get_contents (other, &good, NULL, NULL));
    forged = g_regex_replace (id, good, -1, 0, "\nid=not-a-uuid\n", 0, NULL);
    g_regex_unref (id);
    g_assert_cmpstr (forged, !=, good);
    g_assert_true (g_file_set_contents (other, forged, -1, NULL));
    mst_test_run_cli (&r, "game", "show", other, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "id “not-a-uuid” is not a UUID"));
  }

  g_assert_true (g_file_set_contents (game, "[game]\nversion=1\n", -1, NULL));
  mst_test_run_cli (&r, "game", "show", game, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "holds no force"));
}

/* Killed at any moment of a change, the game resumes whole: the file
 * always reads, with the change or without it. */
static void
test_killed (void)
{
  g_autofree char *game = new_game ("brigade-french.muster", "killed.game");
  const char *cli = g_getenv ("MUSTER_CLI");
  guint whole = 0;

  for (guint round = 0; round < 40; round++)
    {
      const char *argv[] = { cli, "game", "hit", game, "36e de Ligne", "1", NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
      g_autoptr(MstGame) loaded = NULL;
      GPid pid;
      int status;

      g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                                    | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &pid, &error));
      g_usleep (g_random_int_range (0, 60000));
      kill (pid, SIGKILL);
      waitpid (pid, &status, 0);
      g_spawn_close_pid (pid);
      mst_catalogue_load_default (catalogue);
      loaded = mst_game_new_from_file (game, catalogue, &error);
      g_assert_no_error (error);
      g_assert_nonnull (loaded);
      whole++;
      /* Back to no stands lost, so that the next hit fits its strength. */
      if (round % 4 == 3)
        {
          g_auto(MstTestRun) r = { 0 };
          mst_test_run_cli (&r, "game", "set", game, "36e de Ligne", "stands-lost", "0", NULL);
          g_assert_cmpint (r.status, ==, 0);
        }
    }
  g_assert_cmpuint (whole, ==, 40);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("muster-game-XXXXXX", NULL);
  g_test_add_func ("/muster/cli-game/revolutionary-wars", test_revolutionary_wars);
  g_test_add_func ("/muster/cli-game/skirmish", test_skirmish);
  g_test_add_func ("/muster/cli-game/skirmish-deck", test_skirmish_deck);
  g_test_add_func ("/muster/cli-game/brigade", test_brigade);
  g_test_add_func ("/muster/cli-game/drums-and-muskets", test_drums_and_muskets);
  g_test_add_func ("/muster/cli-game/two-forces", test_two_forces);
  g_test_add_func ("/muster/cli-game/two-forces-no-scouting", test_two_forces_no_scouting);
  g_test_add_func ("/muster/cli-game/finish-in-campaign", test_finish_in_campaign);
  g_test_add_func ("/muster/cli-game/damaged-file", test_damaged_file);
  g_test_add_func ("/muster/cli-game/killed", test_killed);
  status = g_test_run ();
  mst_test_remove_tree (tmp_dir);
  return status;
}
