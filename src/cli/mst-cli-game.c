/* mst-cli-game.c: muster-cli game: a game at the table, from the command line.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every verb reads the game file (validated as every file is), makes its
 * change and writes it back whole, written aside and renamed over: a kill
 * leaves the game before the change or after it.  What the game keeps of
 * a unit is its rule set's (mst_ruleset_get_game_fields()). */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "mst-cli.h"
#include "mst-cli-ruleset.h"

typedef struct {
  char *output;
  char *against;
  char *opponent_output;
  char *winner;
  char *campaign;
  char *database;
  char *date;
  char *name;
  int side;
  int opponent_pool;
  gboolean overwrite;
  char *roll;
  char *seed;
  char **in_args;
  char **mod_args;
} GameOptions;

static void
game_options_clear (GameOptions *o)
{
  g_free (o->output);
  g_free (o->against);
  g_free (o->opponent_output);
  g_free (o->winner);
  g_free (o->campaign);
  g_free (o->database);
  g_free (o->date);
  g_free (o->name);
  g_free (o->roll);
  g_free (o->seed);
  g_strfreev (o->in_args);
  g_strfreev (o->mod_args);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GameOptions, game_options_clear)

static MstGameUnit *find_unit_of (MstGame *game, const char *name, gboolean quiet);

/* The game of side @side (1 the first force, 2 the one played against). */
static MstGame *
side_game (MstGame *game, int side)
{
  return side == 2 ? mst_game_get_opponent (game) : game;
}

/* The unit named so on the side given (--side), or on the one side that
 * has it; @side_out: its side's game. */
static MstGameUnit *
find_unit (MstGame *game, const char *name, int side, MstGame **side_out)
{
  MstGame *opponent = mst_game_get_opponent (game);
  MstGameUnit *first, *second;

  if (side == 2 && opponent == NULL)
    {
      mst_cli_fail (_("--side 2: the game is of one force"));
      return NULL;
    }
  if (side != 0 || opponent == NULL)
    {
      *side_out = side_game (game, side);
      return find_unit_of (*side_out, name, FALSE);
    }
  first = find_unit_of (game, name, TRUE);
  second = find_unit_of (opponent, name, TRUE);
  if (first != NULL && second != NULL)
    {
      mst_cli_fail (_("both forces have a unit “%s”: say which with --side 1 or --side 2"), name);
      return NULL;
    }
  if (first == NULL && second == NULL)
    {
      mst_cli_fail (_("neither force has a unit “%s”"), name);
      return NULL;
    }
  *side_out = first != NULL ? game : opponent;
  return first != NULL ? first : second;
}

/* The unit by its label (namesakes numbered: "Line (2)"), or by its name
 * when no other has it; NULL, naming the units (unless @quiet), when
 * neither. */
static MstGameUnit *
find_unit_of (MstGame *game, const char *name, gboolean quiet)
{
  GListModel *units = mst_game_get_units (game);
  MstGameUnit *by_name = NULL;
  guint n_by_name = 0;
  g_autoptr(GString) labels = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);

      if (g_strcmp0 (mst_game_unit_get_label (u), name) == 0)
        return u;
      if (g_strcmp0 (mst_game_unit_get_name (u), name) == 0)
        {
          by_name = u;
          n_by_name++;
        }
      g_string_append_printf (labels, "%s“%s”", labels->len > 0 ? ", " : "", mst_game_unit_get_label (u));
    }
  if (n_by_name == 1)
    return by_name;
  if (quiet)
    return NULL;
  if (n_by_name > 1)
    mst_cli_fail (_("%u units are named “%s”: give one by its label (%s)"), n_by_name, name, labels->str);
  else
    mst_cli_fail (_("the game has no unit “%s” (it has %s)"), name, labels->str);
  return NULL;
}

static MstGameGeneral *
find_general (MstGame *game, const char *name)
{
  GListModel *generals = mst_game_get_generals (game);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (generals); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (generals, i);

      if (g_strcmp0 (mst_game_general_get_name (g), name) == 0)
        return g;
      g_string_append_printf (names, "%s“%s”", names->len > 0 ? ", " : "", mst_game_general_get_name (g));
    }
  mst_cli_fail (_("the game has no general “%s” (it has %s)"), name,
                names->len > 0 ? names->str : _("none: its leaders are its units’"));
  return NULL;
}

/* "hits=7, grade=steady, broken=no, …, left=3/4": the rule set's fields
 * and what is left of the unit in its measure. */
static char *
unit_state (MstGame *game, MstGameUnit *u)
{
  g_autofree char *fields = mst_game_unit_format_fields (u);

  return g_strdup_printf ("%s%sleft=%u/%u", fields, fields[0] != '\0' ? ", " : "",
                          mst_game_unit_get_strength (u) - mst_game_unit_get_losses (u),
                          mst_game_unit_get_strength (u));
}

static void
print_prompts (GPtrArray *prompts)
{
  for (guint i = 0; i < prompts->len; i++)
    {
      MstGamePrompt *p = g_ptr_array_index (prompts, i);

      g_print ("due\t%s\t%s\t%s\n", p->unit != NULL ? p->unit : "-", p->test_id != NULL ? p->test_id : "-", p->text);
    }
}

/* game show: the turn, supply dice, each unit and general, what is due;
 * of a game between two forces, "side N<TAB>FORCE<TAB>ROLE" before each. */
static void print_side (MstGame *game);

static void
print_game (MstGame *game)
{
  MstGame *opponent = mst_game_get_opponent (game);

  if (opponent == NULL)
    {
      print_side (game);
      return;
    }
  for (int side = 1; side <= 2; side++)
    {
      MstGame *g = side_game (game, side);

      g_print ("side %d\t%s\t%s\n", side, mst_force_get_name (mst_game_get_force (g)),
               mst_game_get_role (g) != NULL ? mst_game_get_role (g) : "-");
      print_side (g);
    }
}

/* The general commanding command @c, or "-". */
static const char *
command_general (MstCommand *c)
{
  MstGeneral *g = mst_command_get_general (c);

  return g != NULL && mst_general_get_name (g)[0] != '\0' ? mst_general_get_name (g) : "-";
}

/* "command<TAB>N<TAB>GENERAL<TAB>orders=hold" for each command, where
 * the rule set changes something of a command in play. */
static void
print_commands (MstGame *game)
{
  const char *const *attrs = mst_game_get_command_attrs (game);
  MstForce *force = mst_game_get_force (game);

  for (guint c = 0; attrs[0] != NULL && c < mst_force_get_n_commands (force); c++)
    {
      MstCommand *command = mst_force_get_command (force, c);
      g_autoptr(GString) state = g_string_new (NULL);

      for (guint a = 0; attrs[a] != NULL; a++)
        {
          const char *v = mst_command_get_attr (command, attrs[a]);

          g_string_append_printf (state, "%s%s=%s", a > 0 ? ", " : "", attrs[a], v != NULL ? v : "none");
        }
      g_print ("command\t%u\t%s\t%s\n", c + 1, command_general (command), state->str);
    }
}

/* The command by its general's name or its number (1 the first), or
 * -1, naming them. */
static int
find_command (MstGame *game, const char *name)
{
  MstForce *force = mst_game_get_force (game);
  g_autoptr(GString) names = g_string_new (NULL);
  guint64 n;

  for (guint c = 0; c < mst_force_get_n_commands (force); c++)
    {
      const char *general = command_general (mst_force_get_command (force, c));

      if (g_str_equal (general, name))
        return (int) c;
      g_string_append_printf (names, "%s%u “%s”", names->len > 0 ? ", " : "", c + 1, general);
    }
  if (g_ascii_string_to_unsigned (name, 10, 1, mst_force_get_n_commands (force), &n, NULL))
    return (int) n - 1;
  mst_cli_fail (_("the game has no command “%s” (it has %s)"), name, names->len > 0 ? names->str : _("none"));
  return -1;
}

static void
print_side (MstGame *game)
{
  GListModel *units = mst_game_get_units (game);
  GListModel *generals = mst_game_get_generals (game);
  g_autoptr(GPtrArray) prompts = mst_game_prompts (game, FALSE);

  g_print ("game\t%s\t%s\n", mst_game_get_ruleset (game), mst_force_get_name (mst_game_get_force (game)));
  g_print ("turn %u\n", mst_game_get_turn (game));
  if (mst_game_get_supply_total (game) > 0)
    g_print ("supply %u/%u\n", mst_game_get_supply_left (game), mst_game_get_supply_total (game));
  if (mst_game_get_finished (game))
    g_print ("finished\n");
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      g_autofree char *state = unit_state (game, u);

      g_print ("unit\t%s\t%s\n", mst_game_unit_get_label (u), state);
    }
  print_commands (game);
  for (guint i = 0; i < g_list_model_get_n_items (generals); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (generals, i);

      /* A skirmish side's leaders are its units': its force has none. */
      if (mst_game_general_get_name (g)[0] == '\0')
        continue;
      g_print ("general\t%s\t%s\n", mst_game_general_get_name (g),
               mst_general_fate_to_string (mst_game_general_get_fate (g)));
    }
  print_prompts (prompts);
}

/* game test: the test thrown with what the game knows of the unit. */
static int
game_test (MstGame *game, MstGameUnit *u, const char *test_id, GameOptions *o)
{
  MstRuleset *rs = mst_ruleset_for_force (mst_game_get_force (game));
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(MstTestOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) faces = NULL;

  if ((o->roll == NULL) == (o->seed == NULL))
    {
      mst_cli_fail (_("game test needs either --roll N (the score thrown) or --seed S (Muster throws)"));
      return MST_CLI_BAD_INPUT;
    }
  if (!mst_cli_test_arguments (o->in_args, o->mod_args, inputs, mods))
    return MST_CLI_BAD_INPUT;
  /* What the game knows of the unit, ticked (its rule set says what). */
  mst_game_test_inputs (game, u, test_id, inputs, mods);
  if (o->roll != NULL && (faces = mst_test_parse_faces (o->roll)) == NULL)
    {
      mst_cli_fail (_("--roll: “%s” is not a score: type the number the dice show, such as --roll 7, "
                      "or each die’s face, such as --roll 0+7"), o->roll);
      return MST_CLI_BAD_INPUT;
    }
  if (o->seed != NULL && (dice = mst_cli_dice_from_seed (o->seed)) == NULL)
    return MST_CLI_BAD_INPUT;
  if (faces != NULL && faces->len > 1)
    outcome = mst_ruleset_run_test_faces (rs, test_id, inputs, mods, (const guint *) faces->data, faces->len, &error);
  else
    outcome = mst_ruleset_run_test (rs, test_id, inputs, mods,
                                    faces != NULL ? (int) g_array_index (faces, guint, 0) : MST_TEST_THROW_DICE, dice,
                                    &error);
  if (outcome == NULL)
    {
      mst_cli_fail ("%s: %s", mst_game_unit_get_label (u), error->message);
      return MST_CLI_BAD_INPUT;
    }
  mst_cli_print_outcome (outcome);
  /* The test a unit owes from a turn that ended is taken. */
  if (g_strcmp0 (MST_RULESET_GET_CLASS (rs)->game_owed_test, test_id) == 0)
    mst_game_test_done (game, u);
  return MST_CLI_OK;
}

static void end_side_turn (MstGame *game);

/* game end-turn: the tests the turn's end calls for, then the next turn;
 * of both forces of a game between two. */
static void
game_end_turn (MstGame *game)
{
  MstGame *opponent = mst_game_get_opponent (game);

  if (opponent != NULL)
    {
      g_print ("side 1\t%s\n", mst_force_get_name (mst_game_get_force (game)));
      end_side_turn (game);
      g_print ("side 2\t%s\n", mst_force_get_name (mst_game_get_force (opponent)));
      end_side_turn (opponent);
      return;
    }
  end_side_turn (game);
}

static void
end_side_turn (MstGame *game)
{
  g_autoptr(GPtrArray) prompts = mst_game_prompts (game, TRUE);
  g_autoptr(GPtrArray) to_test = mst_game_end_turn (game);

  print_prompts (prompts);
  g_print ("turn %u\n", mst_game_get_turn (game));
}



/* game finish --campaign ID: each force joins the campaign of the library
 * if it is not in it (its id kept in the game file at once), and its
 * battle is recorded; a game between two records both in one
 * transaction.  A battle already recorded by this game (its id in the
 * notes) is not recorded again: finishing may be tried again after a
 * crash. */
static int
finish_in_campaign (MstGame *game, const char *path, GameOptions *o)
{
  g_autoptr(MstCatalogue) catalogue = mst_cli_load_catalogue ();
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  const char *date = o->date != NULL ? o->date : today;
  MstGame *opponent = mst_game_get_opponent (game);
  MstBattleResult result = MST_BATTLE_RESULT_DRAWN;
  guint64 campaign_id;
  gint64 recorded;

  if (!g_ascii_string_to_unsigned (o->campaign, 10, 1, G_MAXINT64, &campaign_id, NULL))
    {
      mst_cli_fail (_("--campaign: “%s” is not a campaign id"), o->campaign);
      return MST_CLI_BAD_INPUT;
    }
  if (o->winner != NULL)
    {
      if (opponent == NULL || !(g_str_equal (o->winner, "1") || g_str_equal (o->winner, "2")
                                || g_str_equal (o->winner, "none")))
        {
          mst_cli_fail (_("--winner is 1, 2 or none, of a game between two forces"));
          return MST_CLI_BAD_INPUT;
        }
      result = g_str_equal (o->winner, "1") ? MST_BATTLE_RESULT_WON
               : g_str_equal (o->winner, "2") ? MST_BATTLE_RESULT_LOST : MST_BATTLE_RESULT_DRAWN;
    }
  library = mst_library_open (o->database, MST_LIBRARY_OPEN_DEFAULT, &error);
  if (library == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  store = mst_campaign_store_new (library, catalogue);
  /* Recorded by an earlier try that was cut short after it committed. */
  recorded = mst_game_find_recorded (game, store, (gint64) campaign_id, &error);
  if (recorded < 0)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  if (recorded > 0)
    {
      g_print ("battle %" G_GINT64_FORMAT " %s\n", recorded, _("(recorded already)"));
      mst_game_finish (game);
      return MST_CLI_OK;
    }
  {
    g_autofree char *name = o->name != NULL ? g_strdup (o->name) : NULL;
    gint64 ids[2] = { 0, 0 };

    /* The forces joining and their battles: one transaction, all or none. */
    if (!mst_game_record_in_campaign (game, store, (gint64) campaign_id, result, date, name, ids, &error))
      {
        mst_cli_fail ("%s: %s", path, error->message);
        return MST_CLI_BAD_INPUT;
      }
    g_print ("battle %" G_GINT64_FORMAT "\n", ids[0]);
    if (ids[1] > 0)
      g_print ("battle %" G_GINT64_FORMAT "\n", ids[1]);
  }
  return MST_CLI_OK;
}

static gboolean
has_general (MstGame *game, const char *name)
{
  GListModel *generals = mst_game_get_generals (game);
  MstGame *opponent = mst_game_get_opponent (game);

  for (guint i = 0; i < g_list_model_get_n_items (generals); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (generals, i);

      if (g_strcmp0 (mst_game_general_get_name (g), name) == 0)
        return TRUE;
    }
  return opponent != NULL && has_general (opponent, name);
}

/* game lose UNIT: a unit lost from the table, or, where the rule set's
 * leaders are its units' (Napoleonic Skirmish), its leader lost. */
static int
lose_unit (MstGame *game, MstGameUnit *u)
{
  const MstGameField *lost = NULL;
  g_autoptr(GError) error = NULL;

  /* Its leader lost, where the rule set marks that; else out of the fight. */
  for (const MstGameField *f = mst_game_unit_get_fields_spec (u); f->id != NULL && lost == NULL; f++)
    if (f->kind == MST_GAME_FIELD_FLAG && (f->flags & MST_GAME_FIELD_LEADER) != 0)
      lost = f;
  for (const MstGameField *f = mst_game_unit_get_fields_spec (u); f->id != NULL && lost == NULL; f++)
    if (f->kind == MST_GAME_FIELD_FLAG && f->breaks && (f->flags & MST_GAME_FIELD_KEPT) == 0)
      lost = f;
  if (lost == NULL)
    {
      mst_cli_fail (_("a game of %s marks no unit lost: set what it keeps of “%s” (show lists it)"),
                    mst_game_get_ruleset (game), mst_game_unit_get_label (u));
      return MST_CLI_BAD_INPUT;
    }
  if (!mst_game_set_field (game, u, lost->id, "yes", &error))
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  g_print ("%s\t%s=yes\n", mst_game_unit_get_label (u), lost->id);
  return MST_CLI_OK;
}

/* The verbs that change the game: FALSE when refused (said on stderr). */
static int
change (MstGame *game, const char *verb, int argc, char **argv, GameOptions *o)
{
  g_autoptr(GError) error = NULL;
  MstGameUnit *u;
  guint n;

  if (g_str_equal (verb, "hit") && argc == 5)
    {
      if ((u = find_unit (game, argv[3], o->side, &game)) == NULL || !mst_cli_parse_uint ("hit", argv[4], 1, 10000, &n))
        return MST_CLI_BAD_INPUT;
      /* Hits, or the rule set's first count of losses (platoons,
       * stands, figures killed). */
      if (!mst_game_add_losses (game, u, (int) n, &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "set") && argc == 6)
    {
      if ((u = find_unit (game, argv[3], o->side, &game)) == NULL)
        return MST_CLI_BAD_INPUT;
      if (!mst_game_set_field (game, u, argv[4], argv[5], &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "order") && (argc == 5 || argc == 6))
    {
      /* order GAME COMMAND VALUE, or order GAME COMMAND ATTR VALUE. */
      const char *const *attrs;
      int c;

      if ((game = side_game (game, o->side)) == NULL)
        {
          mst_cli_fail (_("--side 2: the game is of one force"));
          return MST_CLI_BAD_INPUT;
        }
      attrs = mst_game_get_command_attrs (game);
      if (attrs[0] == NULL)
        {
          mst_cli_fail (_("a game of %s changes nothing of a command in play"), mst_game_get_ruleset (game));
          return MST_CLI_BAD_INPUT;
        }
      if ((c = find_command (game, argv[3])) < 0)
        return MST_CLI_BAD_INPUT;
      if (!mst_game_set_command_attr (game, (guint) c, argc == 6 ? argv[4] : attrs[0],
                                      g_str_equal (argv[argc - 1], "none") ? "" : argv[argc - 1], &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "lose") && (argc == 4 || argc == 5))
    {
      MstGameGeneral *g = NULL;
      const MstGeneralFate *fates = mst_ruleset_get_general_fates (mst_ruleset_for_force (mst_game_get_force (game)));
      MstGeneralFate fate = fates[0];
      gboolean allowed = FALSE;

      if (o->side == 0 && mst_game_get_opponent (game) != NULL)
        {
          /* The general of whichever force has him. */
          MstGame *opponent = mst_game_get_opponent (game);
          GListModel *theirs = mst_game_get_generals (opponent);

          for (guint i = 0; i < g_list_model_get_n_items (theirs); i++)
            {
              g_autoptr(MstGameGeneral) candidate = g_list_model_get_item (theirs, i);

              if (g_strcmp0 (mst_game_general_get_name (candidate), argv[3]) == 0)
                game = opponent;
            }
        }
      else if (o->side == 2)
        game = side_game (game, 2);
      if (game != NULL && argc == 4 && !has_general (game, argv[3])
          && (u = find_unit (game, argv[3], o->side, &game)) != NULL)
        return lose_unit (game, u);
      if (game == NULL || (g = find_general (game, argv[3])) == NULL)
        return MST_CLI_BAD_INPUT;
      if (argc == 5 && !mst_general_fate_from_string (argv[4], &fate))
        fate = MST_GENERAL_FATE_NONE;
      for (guint i = 0; fates[i] != MST_GENERAL_FATE_NONE; i++)
        allowed |= fates[i] == fate;
      if (!allowed)
        {
          g_autoptr(GString) names = g_string_new (NULL);

          for (guint i = 0; fates[i] != MST_GENERAL_FATE_NONE; i++)
            g_string_append_printf (names, "%s%s", i > 0 ? "|" : "", mst_general_fate_to_string (fates[i]));
          mst_cli_fail (_("lose: “%s” is not a fate the rules give a general (%s)"), argc == 5 ? argv[4] : "",
                        names->str);
          return MST_CLI_BAD_INPUT;
        }
      mst_game_set_fate (game, g, fate);
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "spend-supply") && argc == 3)
    {
      if ((game = side_game (game, o->side)) == NULL)
        {
          mst_cli_fail (_("--side 2: the game is of one force"));
          return MST_CLI_BAD_INPUT;
        }
      if (!mst_game_spend_supply (game))
        {
          mst_cli_fail (_("no supply die is left to spend"));
          return MST_CLI_BAD_INPUT;
        }
      g_print ("supply %u/%u\n", mst_game_get_supply_left (game), mst_game_get_supply_total (game));
      return MST_CLI_OK;
    }
  if ((g_str_equal (verb, "draw") || g_str_equal (verb, "shuffle")) && argc == 3)
    {
      MstPlayingCard card;
      g_autofree char *effect = NULL;

      if (!mst_game_has_deck (game))
        {
          mst_cli_fail (_("a game of %s turns no cards"), mst_game_get_ruleset (game));
          return MST_CLI_BAD_INPUT;
        }
      if (g_str_equal (verb, "shuffle"))
        {
          mst_game_shuffle_deck (game);
          g_print ("left %u\n", mst_game_get_cards_left (game));
          return MST_CLI_OK;
        }
      if (!mst_game_draw_card (game, &card))
        {
          mst_cli_fail (_("every card is turned up: shuffle %s turns them over again (004:129)"), argv[2]);
          return MST_CLI_BAD_INPUT;
        }
      effect = mst_game_card_effect (game, &card);
      g_print ("card %s %s %s\n", mst_playing_card_rank_to_string (&card), mst_playing_card_suit_to_string (&card),
               mst_playing_card_is_red (&card) ? "allied" : "french");
      g_print ("effect %s\n", effect);
      g_print ("left %u\n", mst_game_get_cards_left (game));
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "initiative") && argc == 3)
    {
      g_autoptr(MstDice) dice = NULL;
      g_autoptr(MstContest) contest = NULL;
      MstGame *opponent = mst_game_get_opponent (game);

      if (!mst_ruleset_has_pools (mst_ruleset_for_force (mst_game_get_force (game))))
        {
          mst_cli_fail (_("a game of %s rolls no turn initiative"), mst_game_get_ruleset (game));
          return MST_CLI_BAD_INPUT;
        }
      if (opponent == NULL && o->opponent_pool < 0)
        {
          mst_cli_fail (_("initiative needs the opponent’s pool: --opponent-pool N (a game between two forces "
                          "counts it)"));
          return MST_CLI_BAD_INPUT;
        }
      if ((dice = mst_cli_dice_from_seed (o->seed)) == NULL)
        return MST_CLI_BAD_INPUT;
      /* Each force's generals still on the table (000:1262-1273). */
      contest = mst_game_roll_initiative (game, dice, o->opponent_pool < 0 ? 0 : (guint) o->opponent_pool, FALSE);
      for (guint i = 0; i < contest->throws->len; i++)
        {
          const MstThrow *t = g_ptr_array_index (contest->throws, i);
          g_autofree char *roll = mst_roll_format (t->roll);

          g_print ("roll %d %s\n", t->side == MST_SIDE_A ? 1 : 2, roll);
        }
      g_print ("initiative %d\t%s\n", contest->winner == MST_SIDE_A ? 1 : 2,
               contest->winner == MST_SIDE_A ? mst_force_get_name (mst_game_get_force (game))
               : opponent != NULL ? mst_force_get_name (mst_game_get_force (opponent)) : _("Opponent"));
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "end-turn") && argc == 3)
    {
      game_end_turn (game);
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "test") && argc == 5)
    {
      if ((u = find_unit (game, argv[3], o->side, &game)) == NULL)
        return MST_CLI_BAD_INPUT;
      return game_test (game, u, argv[4], o);
    }
  if (g_str_equal (verb, "finish") && argc == 3 && o->campaign != NULL)
    return finish_in_campaign (game, argv[2], o);
  if (g_str_equal (verb, "finish") && argc == 3)
    {
      g_autoptr(MstBattle) battle = NULL;
      g_autofree char *data = NULL;

      MstGame *opponent = mst_game_get_opponent (game);

      if (o->winner != NULL && (opponent == NULL || !(g_str_equal (o->winner, "1") || g_str_equal (o->winner, "2")
                                                      || g_str_equal (o->winner, "none"))))
        {
          mst_cli_fail (_("--winner is 1, 2 or none, of a game between two forces"));
          return MST_CLI_BAD_INPUT;
        }
      if (opponent == NULL && o->opponent_output != NULL)
        {
          mst_cli_fail (_("--opponent-output is for a game between two forces"));
          return MST_CLI_BAD_INPUT;
        }
      mst_game_finish (game);
      /* A battle for each force: opposite roles, each naming the other,
       * the one won the other lost. */
      for (int side = 1; side <= (opponent != NULL ? 2 : 1); side++)
        {
          const char *output = side == 1 ? o->output : o->opponent_output;

          battle = mst_game_to_battle (side_game (game, side));
          if (o->winner != NULL)
            mst_battle_set_result (battle, g_str_equal (o->winner, "none") ? MST_BATTLE_RESULT_DRAWN
                                   : atoi (o->winner) == side ? MST_BATTLE_RESULT_WON : MST_BATTLE_RESULT_LOST);
          g_clear_pointer (&data, g_free);
          data = mst_battle_to_data (battle, NULL);
          g_clear_object (&battle);
          if (output == NULL)
            g_print ("%s", data);
          else if (!mst_cli_check_output (output, o->overwrite, (const char *const[]) { argv[2], NULL })
                   || !mst_file_replace (output, data, -1, &error))
            {
              if (error != NULL)
                mst_cli_fail ("%s", error->message);
              return MST_CLI_BAD_INPUT;
            }
        }
      return MST_CLI_OK;
    }
  mst_cli_fail (_("game: “%s” with %d arguments is not a game command (muster-cli game --help)"), verb, argc - 2);
  return MST_CLI_BAD_INPUT;
}

static void
on_save_failed (MstGame *game, GError *error, char **message)
{
  if (*message == NULL)
    *message = g_strdup (error->message);
}

int
mst_cli_game (int argc, char **argv)
{
  g_auto(GameOptions) o = { .opponent_pool = -1 };
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output, N_("new: the game file to write; finish: the battle record"),
      N_("FILE") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &o.overwrite, N_("Replace the output if it exists"), NULL },
    { "against", 'a', 0, G_OPTION_ARG_FILENAME, &o.against, N_("new: the force played against, at the same table"),
      N_("FORCE.muster") },
    { "side", 0, 0, G_OPTION_ARG_INT, &o.side, N_("Of a game between two forces: the first force’s (1) or the other’s (2)"),
      N_("1|2") },
    { "opponent-pool", 0, 0, G_OPTION_ARG_INT, &o.opponent_pool,
      N_("initiative: the opponent’s pool, of a game of one force"), N_("N") },
    { "winner", 0, 0, G_OPTION_ARG_STRING, &o.winner, N_("finish: the side that won (1, 2 or none)"), N_("SIDE") },
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &o.campaign,
      N_("finish: record the battle in this campaign of the library, the force joining it if not in it"), N_("ID") },
    { "database", 'd', 0, G_OPTION_ARG_FILENAME, &o.database, N_("finish: the library (default: the user’s)"),
      N_("FILE") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &o.date, N_("finish: the battle’s date (default: today)"), N_("YYYY-MM-DD") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &o.name, N_("finish: the battle’s name"), N_("NAME") },
    { "opponent-output", 0, 0, G_OPTION_ARG_FILENAME, &o.opponent_output,
      N_("finish: the second force’s battle record"), N_("FILE") },
    { "roll", 'r', 0, G_OPTION_ARG_STRING, &o.roll, N_("test: the score the player threw, or each die’s face (0+7)"),
      N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &o.seed, N_("new: the deck shuffled from it; test: Muster throws, with the dice this seed gives"), N_("S") },
    { "in", 'i', 0, G_OPTION_ARG_STRING_ARRAY, &o.in_args, N_("test: an input the game does not know"),
      N_("NAME=VALUE") },
    { "mod", 'm', 0, G_OPTION_ARG_STRING_ARRAY, &o.mod_args, N_("test: a modifier that applies, COUNT times"),
      N_("ID[=COUNT]") },
    { NULL }
  };
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *verb;

  if (!mst_cli_parse_options (_("VERB …"),
                              _("A game at the table, kept in a file written whole at every change:\n"
                                "  new FORCE.muster -o GAME [--against FORCE.muster] [--seed S]\n"
                                "                                 a game of the force (or of two at one table), turn 1\n"
                                "  show GAME                      game, turn, supply, then unit<TAB>LABEL<TAB>STATE,\n"
                                "                                 general<TAB>NAME<TAB>FATE and due<TAB>UNIT<TAB>TEST<TAB>TEXT\n"
                                "  hit GAME UNIT N                N hits, or N more of the rule set’s losses\n"
                                "  set GAME UNIT FIELD VALUE      one of the unit’s fields (show lists them)\n"
                                "  order GAME COMMAND [ATTR] VALUE a command’s orders changed in play (COMMAND: its\n"
                                "                                 general or its number; show lists them as command<TAB>…)\n"
                                "  lose GAME GENERAL [FATE]       a general lost; lose GAME UNIT: the unit lost (or its leader)\n"
                                "  spend-supply GAME              one supply die spent\n"
                                "  initiative GAME [--seed S]     the turn’s initiative from both sides’ generals\n"
                                "  test GAME UNIT TEST (--roll N | --seed S) [--in …] [--mod …]\n"
                                "                                 a test, with what the game knows ticked\n"
                                "  draw GAME                      the next card of the activation deck, and what it does\n"
                                "  shuffle GAME                   the deck shuffled (for the fire phase)\n"
                                "  end-turn GAME                  the tests due as the turn ends, then the next turn\n"
                                "  finish GAME [-o BATTLE.xml]    the battle record, for campaign battle --file\n"
                                "  finish GAME --campaign ID [--date D] [--name N]\n"
                                "                                 the battle recorded in the library’s campaign, once\n"
                                "Of a game between two forces, --side 1|2 says whose unit or general is meant\n"
                                "where both have one of that name; finish gives a record for each\n"
                                "(--opponent-output FILE for the second, --winner 1|2|none)."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc < 3)
    {
      mst_cli_fail (_("game needs a command and a file (muster-cli game --help)"));
      return MST_CLI_BAD_INPUT;
    }
  verb = argv[1];
  catalogue = mst_cli_load_catalogue ();

  if (g_str_equal (verb, "new"))
    {
      g_autoptr(MstForce) force = NULL;
      const char *inputs[] = { argv[2], NULL };

      g_autoptr(MstForce) against = NULL;
      const char *both[] = { argv[2], o.against, NULL };

      if (argc != 3 || o.output == NULL)
        {
          mst_cli_fail (_("game new needs a force file and -o GAME"));
          return MST_CLI_BAD_INPUT;
        }
      if ((force = mst_cli_load_force_with_list (catalogue, argv[2])) == NULL ||
          (o.against != NULL && (against = mst_cli_load_force_with_list (catalogue, o.against)) == NULL) ||
          !mst_cli_check_output (o.output, o.overwrite, o.against != NULL ? both : inputs))
        return MST_CLI_BAD_INPUT;
      if (against != NULL)
        {
          game = mst_game_new_for_forces (force, against, 0, &error);
          if (game == NULL)
            {
              mst_cli_fail ("%s", error->message);
              return MST_CLI_BAD_INPUT;
            }
        }
      else
        game = mst_game_new_for_force (force, 0);
      if (o.seed != NULL)
        {
          guint64 seed;

          if (!mst_dice_parse_seed (o.seed, &seed, &error))
            {
              mst_cli_fail ("--seed: %s", error->message);
              return MST_CLI_BAD_INPUT;
            }
          /* The deck shuffled from it: the same game turns up the same cards. */
          mst_game_set_deck_seed (game, seed);
        }
      /* Between two forces of a rule set with scouting: the attacker and
       * the defender from their pools (000:1193-1210). */
      if (against != NULL && mst_ruleset_has_scouting (mst_ruleset_for_force (force)))
        {
          g_autoptr(MstDice) dice = mst_cli_dice_from_seed (o.seed);
          g_autoptr(MstContest) contest = NULL;

          if (dice == NULL)
            return MST_CLI_BAD_INPUT;
          contest = mst_game_roll_scouting (game, dice, FALSE, FALSE);
          for (guint i = 0; i < contest->throws->len; i++)
            {
              const MstThrow *t = g_ptr_array_index (contest->throws, i);
              g_autofree char *roll = mst_roll_format (t->roll);

              g_print ("scouting %d %s\n", t->side == MST_SIDE_A ? 1 : 2, roll);
            }
        }
      if (!mst_game_set_file (game, o.output, &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      print_game (game);
      return MST_CLI_OK;
    }

  if (o.side != 0 && o.side != 1 && o.side != 2)
    {
      mst_cli_fail (_("--side is 1 (the first force) or 2 (the one played against), not %d"), o.side);
      return MST_CLI_BAD_INPUT;
    }
  game = mst_game_new_from_file (argv[2], catalogue, &error);
  if (game == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  if (g_str_equal (verb, "show") && argc == 3)
    {
      print_game (game);
      return MST_CLI_OK;
    }
  if (mst_game_get_finished (game))
    {
      mst_cli_fail (_("%s: the game is finished"), argv[2]);
      return MST_CLI_BAD_INPUT;
    }
  /* Every change is saved as it is made (mst_game_set_file()); a save
   * refused (a full disk, a folder made read-only) leaves the file as it
   * was, and says so. */
  {
    g_autofree char *save_error = NULL;
    int status;

    g_signal_connect (game, "save-failed", G_CALLBACK (on_save_failed), &save_error);
    status = change (game, verb, argc, argv, &o);
    if (status == MST_CLI_OK && save_error != NULL)
      {
        mst_cli_fail (_("%s: the change was not saved: %s"), argv[2], save_error);
        return MST_CLI_BAD_INPUT;
      }
    return status;
  }
}
