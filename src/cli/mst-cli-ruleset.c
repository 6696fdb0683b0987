/* mst-cli-ruleset.c: the commands every rule set answers: rulesets, tables,
 * table, tests, test and deck.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-cli-ruleset.h"

/* The rule set named on the command line, or NULL with the valid ones said. */
MstRuleset *
mst_cli_lookup_ruleset (const char *id)
{
  MstRuleset *rs = mst_ruleset_lookup (id);

  if (rs == NULL)
    {
      g_autofree char *ids = mst_rulesets_dup_ids ();
      mst_cli_fail (_("there is no rule set “%s” (there are %s)"), id, ids);
    }
  return rs;
}

/* The rule set's tables, or NULL with the reason said. */
static MstTableSet *
ruleset_tables (MstRuleset *rs)
{
  MstTableSet *tables = mst_ruleset_get_tables (rs);
  const char *problem = mst_ruleset_get_tables_problem (rs);

  if (problem != NULL)
    g_printerr (tables != NULL ? _("muster-cli: warning: %s (the shipped tables are used)\n") : "muster-cli: %s\n",
                problem);
  else if (tables != NULL && mst_ruleset_tables_overridden (rs))
    g_printerr (_("muster-cli: note: the tables of %s are your own: %s\n"), mst_ruleset_get_id (rs),
                mst_table_set_get_path (tables));
  return tables;
}

/* rulesets: ID<TAB>NAME<TAB>LISTS */
int
mst_cli_rulesets (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  GPtrArray *all = mst_rulesets_get_all ();
  GListModel *lists;

  if (!mst_cli_parse_options ("", _("Prints ID<TAB>NAME<TAB>LISTS for every rule set Muster carries."), NULL,
                              &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc > 1)
    {
      mst_cli_fail (_("rulesets takes no argument; unexpected “%s”"), argv[1]);
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  lists = mst_catalogue_get_lists (catalogue);
  for (guint i = 0; i < all->len; i++)
    {
      MstRuleset *rs = g_ptr_array_index (all, i);
      guint n = 0;

      for (guint j = 0; j < g_list_model_get_n_items (lists); j++)
        {
          g_autoptr(MstNationList) list = g_list_model_get_item (lists, j);
          n += g_strcmp0 (mst_nation_list_get_ruleset (list), mst_ruleset_get_id (rs)) == 0;
        }
      g_print ("%s\t%s\t%u\n", mst_ruleset_get_id (rs), mst_ruleset_get_name (rs), n);
    }
  return MST_CLI_OK;
}

/* tables RULESET: TABLE-ID<TAB>TITLE */
int
mst_cli_tables (int argc, char **argv)
{
  MstRuleset *rs;
  MstTableSet *tables;

  if (!mst_cli_parse_options (_("RULESET"), _("Prints TABLE-ID<TAB>TITLE for every table of a rule set."), NULL,
                              &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("tables needs one RULESET"));
      return MST_CLI_BAD_INPUT;
    }
  if ((rs = mst_cli_lookup_ruleset (argv[1])) == NULL)
    return MST_CLI_BAD_INPUT;
  tables = ruleset_tables (rs);
  if (tables == NULL && mst_ruleset_get_tables_problem (rs) != NULL)
    return MST_CLI_BAD_INPUT;
  for (guint i = 0; tables != NULL && i < mst_table_set_get_n_tables (tables); i++)
    {
      const MstTable *t = mst_table_set_get_table (tables, i);
      g_print ("%s\t%s\n", mst_table_get_id (t), mst_table_get_title (t));
    }
  return MST_CLI_OK;
}

/* table RULESET TABLE-ID: the table as TSV. */
int
mst_cli_table (int argc, char **argv)
{
  MstRuleset *rs;
  MstTableSet *tables;
  const MstTable *t;
  g_autofree char *tsv = NULL;

  if (!mst_cli_parse_options (_("RULESET TABLE-ID"),
                              _("Prints a table as TSV: a header line, then a line per row; an unverified cell\n"
                                "is followed by “ (unverified)”."),
                              NULL, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 3)
    {
      mst_cli_fail (_("table needs a RULESET and a TABLE-ID"));
      return MST_CLI_BAD_INPUT;
    }
  if ((rs = mst_cli_lookup_ruleset (argv[1])) == NULL)
    return MST_CLI_BAD_INPUT;
  tables = ruleset_tables (rs);
  t = tables != NULL ? mst_table_set_lookup (tables, argv[2]) : NULL;
  if (t == NULL)
    {
      GString *ids = g_string_new (NULL);

      for (guint i = 0; tables != NULL && i < mst_table_set_get_n_tables (tables); i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", mst_table_get_id (mst_table_set_get_table (tables, i)));
      if (ids->len == 0)
        mst_cli_fail (_("%s has no table “%s” (it keeps none as data)"), mst_ruleset_get_id (rs), argv[2]);
      else
        mst_cli_fail (_("%s has no table “%s” (it has %s)"), mst_ruleset_get_id (rs), argv[2], ids->str);
      g_string_free (ids, TRUE);
      return MST_CLI_BAD_INPUT;
    }
  tsv = mst_table_to_tsv (t);
  g_print ("%s", tsv);
  return MST_CLI_OK;
}

/* tests RULESET: TEST-ID<TAB>TITLE<TAB>INPUTS */
int
mst_cli_tests (int argc, char **argv)
{
  g_autoptr(GPtrArray) tests = NULL;
  gboolean modifiers = FALSE;
  GOptionEntry entries[] = {
    { "modifiers", 'm', 0, G_OPTION_ARG_NONE, &modifiers,
      N_("After each test, a line “  MODIFIER-ID<TAB>TEXT” for each modifier it takes"), NULL },
    { NULL }
  };
  MstRuleset *rs;

  if (!mst_cli_parse_options (_("RULESET"), _("Prints TEST-ID<TAB>TITLE<TAB>INPUTS for every test of a rule set."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("tests needs one RULESET"));
      return MST_CLI_BAD_INPUT;
    }
  if ((rs = mst_cli_lookup_ruleset (argv[1])) == NULL)
    return MST_CLI_BAD_INPUT;
  ruleset_tables (rs);
  tests = mst_ruleset_list_tests (rs);
  for (guint i = 0; i < tests->len; i++)
    {
      MstTestInfo *info = g_ptr_array_index (tests, i);
      g_autofree char *inputs = mst_test_info_format_inputs (info);

      g_print ("%s\t%s\t%s\n", info->id, info->title, inputs);
      for (guint j = 0; modifiers && j < info->modifiers->len; j++)
        {
          MstTestModifier *m = g_ptr_array_index (info->modifiers, j);
          g_print ("  %s\t%s\n", m->id, m->text);
        }
    }
  return MST_CLI_OK;
}

/* --in NAME=VALUE and --mod ID[=COUNT] into @inputs (freed keys and
 * values) and @mods (freed keys); FALSE, said on stderr, for one that is
 * neither. */
gboolean
mst_cli_test_arguments (char **in_args, char **mod_args, GHashTable *inputs, GHashTable *mods)
{
  for (guint i = 0; in_args != NULL && in_args[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (in_args[i], "=", 2);

      if (parts[0] == NULL || parts[1] == NULL || parts[0][0] == '\0')
        {
          mst_cli_fail (_("--in: “%s” is not NAME=VALUE"), in_args[i]);
          return FALSE;
        }
      g_hash_table_replace (inputs, g_strdup (parts[0]), g_strdup (parts[1]));
    }
  for (guint i = 0; mod_args != NULL && mod_args[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (mod_args[i], "=", 2);
      guint64 count = 1;

      if (parts[0] == NULL || parts[0][0] == '\0'
          || (parts[1] != NULL && !g_ascii_string_to_unsigned (parts[1], 10, 0, 99, &count, NULL)))
        {
          mst_cli_fail (_("--mod: “%s” is not ID or ID=COUNT (0 to 99)"), mod_args[i]);
          return FALSE;
        }
      if (count > 0)
        g_hash_table_replace (mods, g_strdup (parts[0]), GUINT_TO_POINTER ((guint) count));
    }

  return TRUE;
}

/* A test's outcome: target, roll, read, modifier and score, outcome,
 * note, a line each. */
void
mst_cli_print_outcome (const MstTestOutcome *outcome)
{
  if (outcome->has_target)
    g_print ("target %d\n", outcome->target);
  if (outcome->roll != NULL)
    {
      g_autofree char *text = mst_roll_format (outcome->roll);
      g_print ("roll %s\n", text);
    }
  else
    g_print ("roll %d\n", outcome->thrown);
  if (outcome->read_as != NULL)
    g_print ("read %s\n", outcome->read_as);
  if (outcome->has_score)
    g_print ("modifier %d\nscore %d\n", outcome->modifier, outcome->score);
  if (outcome->has_target)
    g_print ("outcome %s %s", outcome->passed ? "pass" : "fail", outcome->outcome);
  else
    g_print ("outcome %s", outcome->outcome);
  if (outcome->unverified)
    g_print (" %s", _("(unverified: the rules’ text of this cell was damaged)"));
  g_print ("\n");
  if (outcome->note != NULL)
    g_print ("note %s\n", outcome->note);
}

/* --odds: "target N" for a pass/fail test, then "odds P FRACTION [pass|fail]
 * TEXT" for each outcome, P its chance to six figures, FRACTION it exactly
 * ("11/36", "-" when it is no small fraction). */
static int
print_odds (MstRuleset *rs, const char *test_id, GHashTable *inputs, GHashTable *mods)
{
  g_autoptr(GPtrArray) odds = NULL;
  g_autoptr(GError) error = NULL;

  odds = mst_ruleset_test_odds (rs, test_id, inputs, mods, &error);
  if (odds == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  if (odds->len > 0 && ((MstTestOdds *) g_ptr_array_index (odds, 0))->has_target)
    g_print ("target %d\n", ((MstTestOdds *) g_ptr_array_index (odds, 0))->target);
  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);
      char p[G_ASCII_DTOSTR_BUF_SIZE];
      guint64 num, den;
      g_autofree char *fraction = mst_odds_as_fraction (o->probability, &num, &den)
                                    ? g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, num, den)
                                    : g_strdup ("-");

      g_ascii_formatd (p, sizeof p, "%.6g", o->probability);
      g_print ("odds %s %s %s%s%s%s\n", p, fraction, o->has_target ? (o->passed ? "pass " : "fail ") : "", o->outcome,
               o->unverified ? " " : "", o->unverified ? _("(unverified: the rules’ text of this cell was damaged)") : "");
    }
  return MST_CLI_OK;
}

/* test RULESET TEST-ID (--roll N | --seed S | --odds) [--in NAME=VALUE]… [--mod ID[=COUNT]]… */
int
mst_cli_test (int argc, char **argv)
{
  g_autofree char *roll_text = NULL;
  g_autofree char *seed = NULL;
  gboolean want_odds = FALSE;
  g_auto(GStrv) in_args = NULL;
  g_auto(GStrv) mod_args = NULL;
  GOptionEntry entries[] = {
    { "roll", 'r', 0, G_OPTION_ARG_STRING, &roll_text, N_("The score the player threw, or each die’s face (0+7)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Muster throws, with the dice this seed gives"), N_("S") },
    { "odds", 0, 0, G_OPTION_ARG_NONE, &want_odds, N_("Every outcome with its exact chance, the dice counted every way "
                                                      "they fall"), NULL },
    { "in", 'i', 0, G_OPTION_ARG_STRING_ARRAY, &in_args, N_("An input of the test (muster-cli tests RULESET lists them)"),
      N_("NAME=VALUE") },
    { "mod", 'm', 0, G_OPTION_ARG_STRING_ARRAY, &mod_args, N_("A modifier that applies, COUNT times"), N_("ID[=COUNT]") },
    { NULL }
  };
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(MstTestOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  MstRuleset *rs;
  int thrown = MST_TEST_THROW_DICE;
  g_autoptr(GArray) faces = NULL;

  if (!mst_cli_parse_options (_("RULESET TEST-ID"),
                              _("Works out a test: prints “target N” for a pass/fail test, “roll …” (the dice\n"
                                "Muster threw, or the score typed in), and “outcome pass|fail TEXT”, or\n"
                                "“outcome TEXT” for a table result; “unverified” when the cell it landed on\n"
                                "was damaged in the rules’ text.  With --odds, each outcome instead, as\n"
                                "“odds P FRACTION [pass|fail] TEXT”: its exact chance, and as a fraction\n"
                                "(“11/36”, or “-”)."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 3)
    {
      mst_cli_fail (_("test needs a RULESET and a TEST-ID"));
      return MST_CLI_BAD_INPUT;
    }
  if ((rs = mst_cli_lookup_ruleset (argv[1])) == NULL)
    return MST_CLI_BAD_INPUT;
  if ((roll_text != NULL) + (seed != NULL) + want_odds != 1)
    {
      mst_cli_fail (_("test needs one of --roll N (the score thrown), --seed S (Muster throws) or --odds"));
      return MST_CLI_BAD_INPUT;
    }
  if (roll_text != NULL)
    {
      /* A score, or each die's face ("0+7"), read as the rule set reads
       * them. */
      faces = mst_test_parse_faces (roll_text);
      if (faces == NULL)
        {
          mst_cli_fail (_("--roll: “%s” is not a score: type the number the dice show, such as --roll 7, "
                          "or each die’s face, such as --roll 0+7"), roll_text);
          return MST_CLI_BAD_INPUT;
        }
      thrown = (int) g_array_index (faces, guint, 0);
    }
  else if (seed != NULL && (dice = mst_cli_dice_from_seed (seed)) == NULL)
    return MST_CLI_BAD_INPUT;

  if (!mst_cli_test_arguments (in_args, mod_args, inputs, mods))
    return MST_CLI_BAD_INPUT;

  ruleset_tables (rs);
  if (want_odds)
    return print_odds (rs, argv[2], inputs, mods);
  if (faces != NULL && faces->len > 1)
    outcome = mst_ruleset_run_test_faces (rs, argv[2], inputs, mods, (const guint *) faces->data, faces->len, &error);
  else
    outcome = mst_ruleset_run_test (rs, argv[2], inputs, mods, thrown, dice, &error);
  if (outcome == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  mst_cli_print_outcome (outcome);
  return MST_CLI_OK;
}

/* deck [--seed S] [--draw N]: RANK SUIT SIDE per card. */
int
mst_cli_deck (int argc, char **argv)
{
  g_autofree char *seed = NULL;
  int draw = MST_DECK_SIZE;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Shuffle with the dice this seed gives"), N_("S") },
    { "draw", 'n', 0, G_OPTION_ARG_INT, &draw, N_("Turn up this many cards (1 to 54; default all)"), N_("N") },
    { NULL }
  };
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(MstDeck) deck = NULL;

  if (!mst_cli_parse_options ("",
                              _("Shuffles Napoleonic Skirmish’s activation deck (52 cards, a red and a black\n"
                                "joker) and turns up cards: RANK SUIT SIDE each, SIDE french for a black card,\n"
                                "allied for a red one."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc > 1)
    {
      mst_cli_fail (_("deck takes no argument; unexpected “%s”"), argv[1]);
      return MST_CLI_BAD_INPUT;
    }
  if (draw < 1 || draw > MST_DECK_SIZE)
    {
      mst_cli_fail (_("--draw: %d is not 1 to %d (the deck has %d cards)"), draw, MST_DECK_SIZE, MST_DECK_SIZE);
      return MST_CLI_BAD_INPUT;
    }
  if ((dice = mst_cli_dice_from_seed (seed)) == NULL)
    return MST_CLI_BAD_INPUT;
  deck = mst_deck_new (dice);
  for (int i = 0; i < draw; i++)
    {
      MstPlayingCard card;

      mst_deck_draw (deck, &card);
      g_print ("%s %s %s\n", mst_playing_card_rank_to_string (&card), mst_playing_card_suit_to_string (&card),
               mst_playing_card_is_red (&card) ? "allied" : "french");
    }
  return MST_CLI_OK;
}

/* derive FORCE: ITEM<TAB>VALUE-ID<TAB>VALUE per value the rules derive. */
int
mst_cli_derive (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) commands = NULL;
  g_autoptr(GPtrArray) values = NULL;
  gboolean labels = FALSE;
  GOptionEntry entries[] = {
    { "labels", 'l', 0, G_OPTION_ARG_NONE, &labels, N_("Add the value’s label for the player as a fourth column"), NULL },
    { NULL }
  };
  MstRuleset *rs;

  if (!mst_cli_parse_options (_("FORCE"),
                              _("Prints ITEM<TAB>VALUE-ID<TAB>VALUE for every value the force’s rule set derives:\n"
                                "the force’s own first (ITEM is its name), then each commander’s, then each unit’s."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("derive needs one FORCE file"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  if ((force = mst_cli_load_force_with_list (catalogue, argv[1])) == NULL)
    return MST_CLI_BAD_INPUT;
  if ((rs = mst_cli_lookup_ruleset (mst_force_get_ruleset (force))) == NULL)
    return MST_CLI_BAD_INPUT;

  values = mst_ruleset_derive (rs, force, NULL);
  for (guint i = 0; i < values->len; i++)
    {
      MstDerived *d = g_ptr_array_index (values, i);
      g_print ("%s\t%s\t%s", mst_force_get_name (force), d->id, d->value);
      g_print (labels ? "\t%s\n" : "\n", d->label);
    }
  commands = mst_force_list_commands (force);
  for (guint c = 0; c <= commands->len; c++)
    {
      MstCommand *command = c > 0 ? g_ptr_array_index (commands, c - 1) : NULL;
      MstGeneral *general = command != NULL ? mst_command_get_general (command) : mst_force_get_commander (force);

      g_ptr_array_unref (values);
      values = mst_ruleset_derive_command (rs, force, command);
      for (guint i = 0; i < values->len; i++)
        {
          MstDerived *d = g_ptr_array_index (values, i);
          g_print ("%s\t%s\t%s", mst_general_get_name (general), d->id, d->value);
          g_print (labels ? "\t%s\n" : "\n", d->label);
        }
    }
  units = mst_force_list_units (force);
  for (guint u = 0; u < units->len; u++)
    {
      MstUnit *unit = g_ptr_array_index (units, u);

      g_ptr_array_unref (values);
      values = mst_ruleset_derive (rs, force, unit);
      for (guint i = 0; i < values->len; i++)
        {
          MstDerived *d = g_ptr_array_index (values, i);
          g_print ("%s\t%s\t%s", mst_unit_get_name (unit), d->id, d->value);
          g_print (labels ? "\t%s\n" : "\n", d->label);
        }
    }
  return MST_CLI_OK;
}
