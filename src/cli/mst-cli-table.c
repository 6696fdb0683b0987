/* mst-cli-table.c: muster-cli's commands for the table: scouting, deployment, tests.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Output is key/value lines ("pool-a 7", "attacker B"); a roll is printed
 * as "roll SIDE NdS FACES = TOTAL", the faces joined by '+', followed by
 * "with-supply-die" when a supply die is the last face, or "re-roll" for a
 * throw after a tie.  Every command takes --seed N to replay the same
 * dice. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-cli-table.h"





static gboolean
parse_count (const char *option, const char *text, guint max, guint *out)
{
  return mst_cli_parse_uint (option, text, 0, max, out);
}

static void
print_throw (const MstThrow *t)
{
  g_autofree char *roll = mst_roll_format (t->roll);

  g_print ("roll %s %s%s\n", mst_side_id_to_string (t->side), roll,
           t->supply_die ? " with-supply-die" : t->round > 0 ? " re-roll" : "");
}

/* A pool no force could reach: a guard against typing errors. */
#define MAX_POOL 200
#define MAX_COMMANDS 50

/* One side from a force file (@path) or typed in (@pool_text). */
static MstSide *
make_side (MstCatalogue *catalogue, const char *path, const char *pool_text,
           const char *commands_text, gboolean initiative, const char *which)
{
  g_autofree char *pool_option = g_strdup_printf ("--pool-%s", which);
  g_autofree char *commands_option = g_strdup_printf ("--commands-%s", which);

  if (pool_text != NULL)
    {
      guint pool, n_commands = 2;

      if (!parse_count (pool_option, pool_text, MAX_POOL, &pool))
        return NULL;
      /* A force needs two sub-generals at least (the defender deploys two
       * commands first): the typed-in opponent is taken to have two. */
      if (commands_text != NULL && !parse_count (commands_option, commands_text, MAX_COMMANDS, &n_commands))
        return NULL;
      return mst_side_new (which[0] == 'a' ? _("Side A") : _("Side B"), pool, n_commands);
    }
  else
    {
      g_autoptr(MstForce) force = mst_cli_load_force_with_list (catalogue, path);

      if (force == NULL || !mst_cli_require_scouting (force, path, g_get_prgname ()))
        return NULL;
      if (commands_text != NULL)
        {
          mst_cli_fail (_("%s is for a typed-in pool, not a force file"), commands_option);
          return NULL;
        }
      return initiative ? mst_side_new_initiative (force) : mst_side_new_scouting (force);
    }
}

/* Gathers two sides from the positional FILEs and the --pool-a/--pool-b
 * options: each side is either a file or a typed-in pool. */
static gboolean
make_sides (int argc, char **argv, const char *pool_a, const char *pool_b,
            const char *commands_a, const char *commands_b, gboolean initiative,
            gboolean allow_one, MstSide **a, MstSide **b)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  const char *paths[2] = { NULL, NULL };
  int next = 1;
  guint wanted = (pool_a == NULL) + (pool_b == NULL);

  if (allow_one && pool_b == NULL && argc - 1 == 1 && pool_a == NULL)
    wanted = 1;
  if ((guint) (argc - 1) != wanted)
    {
      mst_cli_fail (_("give two sides: a force file or --pool-a N for side A, a force file or --pool-b N for side B"));
      return FALSE;
    }
  if (pool_a == NULL)
    paths[0] = argv[next++];
  if (pool_b == NULL && next < argc)
    paths[1] = argv[next++];

  catalogue = mst_cli_load_catalogue ();
  *a = make_side (catalogue, paths[0], pool_a, commands_a, initiative, "a");
  if (*a == NULL)
    return FALSE;
  if (paths[1] == NULL && pool_b == NULL)
    {
      *b = NULL;
      return TRUE;
    }
  *b = make_side (catalogue, paths[1], pool_b, commands_b, initiative, "b");
  if (*b == NULL)
    {
      g_clear_pointer (a, mst_side_free);
      return FALSE;
    }
  return TRUE;
}

static char *
format_chance (double p)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  guint64 num, den;

  g_ascii_formatd (text, sizeof text, "%.6g", p);
  if (mst_odds_as_fraction (p, &num, &den))
    return g_strdup_printf ("%s %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, text, num, den);
  return g_strdup_printf ("%s -", text);
}

/* pool-a, pool-b, then "odds none|a|b|both P-A FRACTION-A P-B FRACTION-B". */
static void
print_scouting_odds (MstSide *a, MstSide *b)
{
  static const char *const supplies[] = { "none", "a", "b", "both" };

  g_print ("pool-a %u\n", a->pool);
  g_print ("pool-b %u\n", b->pool);
  for (guint i = 0; i < G_N_ELEMENTS (supplies); i++)
    {
      double p;
      g_autofree char *chance_a = NULL;
      g_autofree char *chance_b = NULL;

      a->supply_die = (i & 1) != 0;
      b->supply_die = (i & 2) != 0;
      p = mst_contest_odds (a, b, TRUE, NULL);
      chance_a = format_chance (p);
      chance_b = format_chance (1 - p);
      g_print ("odds %s %s %s\n", supplies[i], chance_a, chance_b);
    }
}

/* scout FORCE-A FORCE-B: pool-a N, pool-b N, every roll, attacker A|B. */
int
mst_cli_scout (int argc, char **argv)
{
  g_autofree char *seed = NULL;
  g_autofree char *pool_a = NULL, *pool_b = NULL;
  g_autofree char *commands_a = NULL, *commands_b = NULL;
  gboolean supply_a = FALSE, supply_b = FALSE;
  gboolean defender_a = FALSE, defender_b = FALSE;
  gboolean order = FALSE;
  gboolean want_odds = FALSE;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Throw the dice this seed gives (a whole number)"), N_("N") },
    { "odds", 0, 0, G_OPTION_ARG_NONE, &want_odds, N_("Throw nothing: the exact chance each side is the attacker, "
                                                      "with no supply die, A’s, B’s and both"), NULL },
    { "supply-a", 0, 0, G_OPTION_ARG_NONE, &supply_a, N_("Side A adds a supply die"), NULL },
    { "supply-b", 0, 0, G_OPTION_ARG_NONE, &supply_b, N_("Side B adds a supply die"), NULL },
    { "pool-a", 0, 0, G_OPTION_ARG_STRING, &pool_a, N_("Side A is not a file: its scouting pool, typed in"), N_("N") },
    { "pool-b", 0, 0, G_OPTION_ARG_STRING, &pool_b, N_("Side B is not a file: its scouting pool, typed in"), N_("N") },
    { "commands-a", 0, 0, G_OPTION_ARG_STRING, &commands_a, N_("With --pool-a: how many commands side A deploys (default 2)"), N_("N") },
    { "commands-b", 0, 0, G_OPTION_ARG_STRING, &commands_b, N_("With --pool-b: how many commands side B deploys (default 2)"), N_("N") },
    { "always-defender-a", 0, 0, G_OPTION_ARG_NONE, &defender_a, N_("With --pool-a: side A’s list is always the defender"), NULL },
    { "always-defender-b", 0, 0, G_OPTION_ARG_NONE, &defender_b, N_("With --pool-b: side B’s list is always the defender"), NULL },
    { "order", 0, 0, G_OPTION_ARG_NONE, &order, N_("Then print the deployment order, one “deploy” line per command"), NULL },
    { NULL }
  };
  g_autoptr(MstSide) a = NULL;
  g_autoptr(MstSide) b = NULL;
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(MstContest) contest = NULL;
  MstSideId defender;

  if (!mst_cli_parse_options (_("FORCE-A FORCE-B"),
                      _("Rolls scouting initiative between two forces.  Either side may be a pool\n"
                        "typed in instead of a file (--pool-a N, --pool-b N).  Prints pool-a, pool-b,\n"
                        "every roll and the attacker (A or B); with --order, the deployment order as\n"
                        "deploy<TAB>SIDE<TAB>attacker|defender<TAB>COMMAND-NUMBER<TAB>GENERAL<TAB>EXTRAS,\nEXTRAS being baggage-camp and force-commander, comma-separated.\n"
                        "With --odds, nothing is thrown: after the pools, one line for each way of\n"
                        "adding supply dice, “odds none|a|b|both P-A FRACTION-A P-B FRACTION-B”, the\n"
                        "exact chance that A, then B, is the attacker (FRACTION “-” when it is no\n"
                        "small fraction)."),
                      entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if ((defender_a && pool_a == NULL) || (defender_b && pool_b == NULL))
    {
      mst_cli_fail (_("--always-defender-a and -b are for a typed-in pool; a force file’s list says it itself"));
      return MST_CLI_BAD_INPUT;
    }
  if (!make_sides (argc, argv, pool_a, pool_b, commands_a, commands_b, FALSE, FALSE, &a, &b))
    return MST_CLI_BAD_INPUT;
  if (want_odds)
    {
      if (seed != NULL || supply_a || supply_b || order)
        {
          mst_cli_fail (_("--odds throws nothing and gives every way of adding supply dice: "
                          "leave out --seed, --supply-a, --supply-b and --order"));
          return MST_CLI_BAD_INPUT;
        }
      a->always_defender |= defender_a;
      b->always_defender |= defender_b;
      print_scouting_odds (a, b);
      return MST_CLI_OK;
    }
  dice = mst_cli_dice_from_seed (seed);
  if (dice == NULL)
    return MST_CLI_BAD_INPUT;

  a->supply_die = supply_a;
  b->supply_die = supply_b;
  a->always_defender |= defender_a;
  b->always_defender |= defender_b;

  g_print ("pool-a %u\n", a->pool);
  g_print ("pool-b %u\n", b->pool);
  contest = mst_scouting_roll (dice, a, b);
  if (contest->how == MST_CONTEST_ALWAYS_DEFENDER)
    g_print ("always-defender %s\n", mst_side_id_to_string (MST_SIDE_OTHER (contest->winner)));
  for (guint i = 0; i < contest->throws->len; i++)
    print_throw (g_ptr_array_index (contest->throws, i));
  g_print ("attacker %s\n", mst_side_id_to_string (contest->winner));

  defender = MST_SIDE_OTHER (contest->winner);
  if (order)
    {
      g_autoptr(GPtrArray) steps = mst_deployment_order (a, b, defender);

      for (guint i = 0; i < steps->len; i++)
        {
          const MstDeployStep *step = g_ptr_array_index (steps, i);
          g_autoptr(GStrvBuilder) extras = g_strv_builder_new ();
          g_auto(GStrv) extra = NULL;
          g_autofree char *joined = NULL;

          if (step->baggage_camp)
            g_strv_builder_add (extras, "baggage-camp");
          if (step->force_commander)
            g_strv_builder_add (extras, "force-commander");
          extra = g_strv_builder_end (extras);
          joined = g_strjoinv (",", extra);
          g_print ("deploy\t%s\t%s\t%u\t%s\t%s\n", mst_side_id_to_string (step->side),
                   step->defender ? "defender" : "attacker", step->command, step->general, joined);
        }
    }
  return MST_CLI_OK;
}

/* initiative FORCE-A [FORCE-B]: one side's throw, or who has the initiative. */
int
mst_cli_initiative (int argc, char **argv)
{
  g_autofree char *seed = NULL;
  g_autofree char *pool_a = NULL, *pool_b = NULL;
  gboolean supply_a = FALSE, supply_b = FALSE;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Throw the dice this seed gives (a whole number)"), N_("N") },
    { "supply", 0, 0, G_OPTION_ARG_NONE, &supply_a, N_("Side A adds a supply die (the same as --supply-a)"), NULL },
    { "supply-a", 0, 0, G_OPTION_ARG_NONE, &supply_a, N_("Side A adds a supply die"), NULL },
    { "supply-b", 0, 0, G_OPTION_ARG_NONE, &supply_b, N_("Side B adds a supply die"), NULL },
    { "pool-a", 0, 0, G_OPTION_ARG_STRING, &pool_a, N_("Side A is not a file: its initiative pool, typed in"), N_("N") },
    { "pool-b", 0, 0, G_OPTION_ARG_STRING, &pool_b, N_("Side B is not a file: its initiative pool, typed in"), N_("N") },
    { NULL }
  };
  g_autoptr(MstSide) a = NULL;
  g_autoptr(MstSide) b = NULL;
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(MstContest) contest = NULL;

  if (!mst_cli_parse_options (_("FORCE-A [FORCE-B]"),
                      _("Rolls turn initiative with the generals still on the table.  With one force,\n"
                        "prints its pool, its roll and its total; with two sides (a file or --pool-b N),\n"
                        "prints pool-a, pool-b, every roll and which side has the initiative (A or B)."),
                      entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (!make_sides (argc, argv, pool_a, pool_b, NULL, NULL, TRUE, TRUE, &a, &b))
    return MST_CLI_BAD_INPUT;
  dice = mst_cli_dice_from_seed (seed);
  if (dice == NULL)
    return MST_CLI_BAD_INPUT;

  a->supply_die = supply_a;
  if (b == NULL)
    {
      g_autoptr(MstRoll) roll = NULL;
      g_autofree char *text = NULL;

      if (supply_b)
        {
          mst_cli_fail (_("--supply-b needs a side B"));
          return MST_CLI_BAD_INPUT;
        }
      roll = mst_dice_roll (dice, a->name, a->pool + (supply_a ? 1 : 0), 6);
      text = mst_roll_format (roll);
      g_print ("pool %u\n", a->pool);
      g_print ("roll %s%s\n", text, supply_a ? " with-supply-die" : "");
      g_print ("total %u\n", roll->total);
      return MST_CLI_OK;
    }

  b->supply_die = supply_b;
  g_print ("pool-a %u\n", a->pool);
  g_print ("pool-b %u\n", b->pool);
  contest = mst_initiative_roll (dice, a, b);
  for (guint i = 0; i < contest->throws->len; i++)
    print_throw (g_ptr_array_index (contest->throws, i));
  g_print ("initiative %s\n", mst_side_id_to_string (contest->winner));
  return MST_CLI_OK;
}

/* deploy FORCE.muster: UNIT-NAME<TAB>DIE<TAB>GRADE per unit. */
int
mst_cli_deploy (int argc, char **argv)
{
  g_autofree char *seed = NULL;
  gboolean write = FALSE;
  gboolean overwrite = FALSE;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Throw the dice this seed gives (a whole number)"), N_("N") },
    { "write", 'w', 0, G_OPTION_ARG_NONE, &write, N_("Store the grades and dice in the force file"), NULL },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("With --write: replace a write-protected force file"), NULL },
    { NULL }
  };
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(GPtrArray) rolls = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GError) error = NULL;

  if (!mst_cli_parse_options (_("FORCE.muster"),
                      _("Rolls one D6 per unit after deployment and prints\n"
                        "UNIT-NAME<TAB>DIE<TAB>lackluster|steady|determined per unit."),
                      entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("deploy needs one force file"));
      return MST_CLI_BAD_INPUT;
    }
  dice = mst_cli_dice_from_seed (seed);
  if (dice == NULL)
    return MST_CLI_BAD_INPUT;
  if (write && !mst_cli_check_in_place (argv[1], overwrite))
    return MST_CLI_BAD_INPUT;
  catalogue = mst_cli_load_catalogue ();
  force = mst_cli_load_force_with_list (catalogue, argv[1]);
  if (force == NULL || !mst_cli_require_scouting (force, argv[1], "deploy"))
    return MST_CLI_BAD_INPUT;

  rolls = mst_deploy_roll (force, dice);
  units = mst_force_list_units (force);
  for (guint i = 0, j = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      const MstDeployRoll *roll = j < rolls->len ? g_ptr_array_index (rolls, j) : NULL;

      if (roll == NULL || roll->unit != unit)
        {
          g_printerr (_("muster-cli: warning: %s: “%s” is built from “%s”, which its list does not have: not rolled\n"),
                      argv[1], mst_unit_get_name (unit), mst_unit_get_template_id (unit));
          continue;
        }
      g_print ("%s\t%u\t%s\n", mst_unit_get_name (unit), roll->die, roll->grade);
      j++;
    }

  if (write)
    {
      mst_deploy_apply (rolls);
      if (!mst_force_save_file (force, argv[1], &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
    }
  return MST_CLI_OK;
}

/* The --roll/--seed pair of the test commands, with --supply: the dice's
 * total and, when Muster threw them, the roll and the supply die. */
/* Drums and Muskets' resilience and hold tests as these two commands have
 * always given them, run by the generic runner from the tables of the
 * registry's first rule set (the one a file that names none is of). */

static const MstTestDef *
legacy_test_def (const char *test_id)
{
  MstRuleset *rs = mst_rulesets_get_default ();
  MstTableSet *tables = mst_ruleset_get_tables (rs);
  const MstTestDef *def = tables != NULL ? mst_table_set_lookup_test (tables, test_id) : NULL;

  if (def == NULL)
    mst_cli_fail (_("%s has no %s test in its tables: %s"), mst_ruleset_get_name (rs), test_id,
                  mst_ruleset_get_tables_problem (rs) != NULL ? mst_ruleset_get_tables_problem (rs)
                                                              : _("its tables file has none"));
  return def;
}

static const MstTestInput *
legacy_input (const MstTestDef *def, MstInputAxis axis)
{
  for (guint i = 0; i < mst_test_def_get_n_inputs (def); i++)
    if (mst_test_def_get_input (def, i)->axis == axis)
      return mst_test_def_get_input (def, i);
  return NULL;
}

static const MstTestModifier *
legacy_modifier (const MstTestDef *def, const char *id)
{
  for (guint i = 0; i < mst_test_def_get_n_modifiers (def); i++)
    if (g_strcmp0 (mst_test_def_get_modifier (def, i)->id, id) == 0)
      return mst_test_def_get_modifier (def, i);
  return NULL;
}

/* ID<TAB>FIGURE…[<TAB>check|count]<TAB>TEXT for each row of the test's
 * adjustment table, the figure blank where the row does not count. */
static void
list_situations (const MstTestDef *def)
{
  const MstTable *t = mst_test_def_get_modifiers_table (def);

  for (guint r = 0; t != NULL && r < mst_table_get_n_rows (t); r++)
    {
      const MstTestModifier *m = legacy_modifier (def, mst_table_get_row_key (t, r));

      g_print ("%s\t", mst_table_get_row_key (t, r));
      for (guint c = 0; c < mst_table_get_n_columns (t); c++)
        {
          int v;

          if (mst_cell_get_modifier (mst_table_get_cell (t, r, c), &v))
            g_print ("%+d", v);
          g_print ("\t");
        }
      if (mst_table_get_n_columns (t) > 1)
        g_print ("%s\t", m != NULL && m->most == 1 ? "check" : "count");
      g_print ("%s\n", mst_table_get_row_printed (t, r));
    }
}

static int
legacy_test (const char *command, const char *test_id, const char *context_text, const char *roll_text,
             const char *seed_text, const char *dice_text, gboolean supply, gboolean defending,
             char **situation_args, gboolean list)
{
  const MstTestDef *def = legacy_test_def (test_id);
  const MstTestInput *context = NULL, *dice_input;
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(MstTestOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  const char *modifiers_column = NULL;
  const MstTable *t;
  guint n_dice = 0, sides = 0;
  int thrown = MST_TEST_THROW_DICE;

  if (def == NULL)
    return MST_CLI_BAD_INPUT;
  if (list)
    {
      list_situations (def);
      return MST_CLI_OK;
    }
  t = mst_test_def_get_modifiers_table (def);
  for (guint i = 0; i < mst_test_def_get_n_inputs (def); i++)
    if (mst_test_def_get_input (def, i)->modifier_columns != NULL
        && mst_test_def_get_input (def, i)->axis == MST_INPUT_COLUMN)
      context = mst_test_def_get_input (def, i);
  if (context != NULL)
    {
      g_autofree char *values = g_strjoinv ("|", context->values);
      g_autofree char *listed = g_strjoinv (", ", context->values);
      int found = -1;

      if (context_text == NULL)
        {
          mst_cli_fail (_("%s needs --context %s"), command, values);
          return MST_CLI_BAD_INPUT;
        }
      for (guint v = 0; context->values[v] != NULL; v++)
        if (g_str_equal (context->values[v], context_text))
          found = (int) v;
      if (found < 0)
        {
          mst_cli_fail (_("--context: “%s” is not one of %s"), context_text, listed);
          return MST_CLI_BAD_INPUT;
        }
      modifiers_column = context->modifier_columns[found];
      g_hash_table_insert (inputs, g_strdup (context->id), g_strdup (context_text));
    }

  /* The dice: those the test offers, 2D6 unless another is asked. */
  dice_input = legacy_input (def, MST_INPUT_DICE);
  if (dice_input == NULL)
    return MST_CLI_BAD_INPUT;
  if (dice_text != NULL && !g_strv_contains ((const char *const *) dice_input->values, dice_text))
    {
      g_autofree char *listed = g_strjoinv (_(" nor "), dice_input->values);

      mst_cli_fail (_("--dice: “%s” is neither %s"), dice_text, listed);
      return MST_CLI_BAD_INPUT;
    }
  if (dice_text == NULL)
    dice_text = dice_input->default_value;
  g_hash_table_insert (inputs, g_strdup (dice_input->id), g_strdup (dice_text));
  /* The dice input's values are dice: the tables file was checked so. */
  mst_test_dice_parse (dice_text, &n_dice, &sides);
  if (legacy_input (def, MST_INPUT_SUPPLY_DIE) != NULL)
    g_hash_table_insert (inputs, g_strdup (legacy_input (def, MST_INPUT_SUPPLY_DIE)->id), g_strdup (supply ? "yes" : "no"));
  if (defending && legacy_input (def, MST_INPUT_FLAG) != NULL)
    g_hash_table_insert (inputs, g_strdup (legacy_input (def, MST_INPUT_FLAG)->id), g_strdup ("yes"));

  /* The rows that apply: ID, or ID=COUNT for a row counted each time. */
  for (guint i = 0; situation_args != NULL && situation_args[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (situation_args[i], "=", 2);
      const MstTestModifier *m = legacy_modifier (def, parts[0]);
      guint count = 1;
      int figure = 0;

      if (m == NULL)
        {
          mst_cli_fail (_("--situation: there is no situation “%s” (see --list-situations)"), parts[0]);
          return MST_CLI_BAD_INPUT;
        }
      if (parts[1] != NULL)
        {
          g_autofree char *option = g_strdup_printf ("--situation %s", parts[0]);

          if (!parse_count (option, parts[1], m->most == 1 ? 1 : 99, &count))
            {
              if (m->most == 1)
                mst_cli_fail (_("--situation %s counts once; only the “for each … general” rows take a count"),
                              parts[0]);
              return MST_CLI_BAD_INPUT;
            }
        }
      if (modifiers_column != NULL && count > 0
          && !mst_cell_get_modifier (mst_table_lookup (t, m->id, modifiers_column), &figure))
        g_printerr (_("muster-cli: warning: “%s” has no adjustment in context %s\n"), parts[0], context_text);
      if (m->most != 1)
        count += GPOINTER_TO_UINT (g_hash_table_lookup (mods, m->id));
      g_hash_table_replace (mods, g_strdup (m->id), GUINT_TO_POINTER (count));
    }

  if ((roll_text == NULL) == (seed_text == NULL))
    {
      mst_cli_fail (_("give either --roll N (the score thrown) or --seed N (Muster throws)"));
      return MST_CLI_BAD_INPUT;
    }
  if (roll_text != NULL)
    {
      guint lo = n_dice + (supply ? 1 : 0), hi = n_dice * sides + (supply ? 6 : 0);
      guint64 v;

      if (!g_ascii_string_to_unsigned (roll_text, 10, lo, hi, &v, NULL))
        {
          if (supply)
            mst_cli_fail (_("--roll: “%s” is not a score %uD%u and a supply die can throw (%u to %u)"), roll_text,
                          n_dice, sides, lo, hi);
          else
            mst_cli_fail (_("--roll: “%s” is not a score %uD%u can throw (%u to %u)"), roll_text, n_dice, sides, lo, hi);
          return MST_CLI_BAD_INPUT;
        }
      thrown = (int) v;
    }
  else if ((dice = mst_cli_dice_from_seed (seed_text)) == NULL)
    return MST_CLI_BAD_INPUT;

  outcome = mst_test_def_run (def, inputs, mods, thrown, dice, &error);
  if (outcome == NULL)
    {
      mst_cli_fail ("--situation: %s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  if (outcome->roll != NULL)
    {
      g_autofree char *text = mst_roll_format (outcome->roll);

      g_print ("roll %s\n", text);
      if (outcome->supply_dice > 0)
        g_print ("supply-die %u\n", outcome->supply_face);
    }
  g_print ("modifier %d\n", outcome->modifier);
  g_print ("score %d\n", outcome->score);
  g_print ("outcome %s\n", outcome->outcome);
  return MST_CLI_OK;
}

int
mst_cli_resilience_test (int argc, char **argv)
{
  g_autofree char *context_text = NULL;
  g_autofree char *roll_text = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *dice_text = NULL;
  g_auto(GStrv) situation_args = NULL;
  gboolean defending = FALSE;
  gboolean supply = FALSE;
  gboolean list = FALSE;
  GOptionEntry entries[] = {
    { "context", 'c', 0, G_OPTION_ARG_STRING, &context_text, N_("What the test follows: shooting, charge, melee or other"), N_("CONTEXT") },
    { "roll", 'r', 0, G_OPTION_ARG_STRING, &roll_text, N_("The score the player threw"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Muster throws, with the dice this seed gives"), N_("N") },
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice_text, N_("2d6 (the default) or 1d12"), N_("DICE") },
    { "situation", 's', 0, G_OPTION_ARG_STRING_ARRAY, &situation_args, N_("A row of the adjustment table that applies; “for each … general” rows take =COUNT"), N_("ID[=COUNT]") },
    { "supply", 0, 0, G_OPTION_ARG_NONE, &supply, N_("A supply die is added to the throw (a D6: --roll may then be up to 18)"), NULL },
    { "defending", 0, 0, G_OPTION_ARG_NONE, &defending, N_("Defending a fortification, edge of terrain or obstacle: Advance becomes Carry On"), NULL },
    { "list-situations", 0, 0, G_OPTION_ARG_NONE, &list, N_("Print ID<TAB>SHOOTING<TAB>CHARGE-OR-MELEE<TAB>OTHER<TAB>check|count<TAB>TEXT per row"), NULL },
    { NULL }
  };

  if (!mst_cli_parse_options ("",
                      _("A resilience test: prints modifier M, score S and outcome TEXT (as the\n"
                        "Resilience Outcomes Table prints it); with --seed, the roll first, and with\n"
                        "--supply the supply die’s face on a supply-die line."),
                      entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 1)
    {
      mst_cli_fail (_("resilience-test takes no file; unexpected “%s”"), argv[1]);
      return MST_CLI_BAD_INPUT;
    }
  return legacy_test ("resilience-test", "resilience", context_text, roll_text, seed, dice_text, supply, defending,
                      situation_args, list);
}

int
mst_cli_hold_test (int argc, char **argv)
{
  g_autofree char *roll_text = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *dice_text = NULL;
  g_auto(GStrv) situation_args = NULL;
  gboolean supply = FALSE;
  gboolean list = FALSE;
  GOptionEntry entries[] = {
    { "roll", 'r', 0, G_OPTION_ARG_STRING, &roll_text, N_("The score the player threw"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Muster throws, with the dice this seed gives"), N_("N") },
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice_text, N_("2d6 (the default) or 1d12"), N_("DICE") },
    { "situation", 's', 0, G_OPTION_ARG_STRING_ARRAY, &situation_args, N_("A row of the adjustment table that applies"), N_("ID") },
    { "supply", 0, 0, G_OPTION_ARG_NONE, &supply, N_("A supply die is added to the throw (a D6: --roll may then be up to 18)"), NULL },
    { "list-situations", 0, 0, G_OPTION_ARG_NONE, &list, N_("Print ID<TAB>MODIFIER<TAB>TEXT per row"), NULL },
    { NULL }
  };

  if (!mst_cli_parse_options ("",
                      _("A hold test for a Zealous unit: prints modifier M, score S and outcome\n"
                        "“Must charge” (7 or more) or “Does not have to charge”; with --seed, the roll first,\n"
                        "and with --supply the supply die’s face on a supply-die line."),
                      entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 1)
    {
      mst_cli_fail (_("hold-test takes no file; unexpected “%s”"), argv[1]);
      return MST_CLI_BAD_INPUT;
    }
  return legacy_test ("hold-test", "hold", NULL, roll_text, seed, dice_text, supply, FALSE, situation_args, list);
}
