/* test-deploy.c: the dice, scouting and turn initiative, the deployment order and resilience.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"

static MstCatalogue *catalogue;

/* Pearson's chi-square of @observed against @expected. */
static double
chi_square (const guint *observed, const double *expected, guint n)
{
  double chi = 0;

  for (guint i = 0; i < n; i++)
    chi += (observed[i] - expected[i]) * (observed[i] - expected[i]) / expected[i];
  return chi;
}

/* Critical values of the chi-square distribution at p = 0.001.  The seeds
 * are fixed, so a pass is a pass for good; a broken generator or an
 * off-by-one face fails by orders of magnitude. */
#define CHI2_DF5_P001 20.515
#define CHI2_DF10_P001 29.588
#define CHI2_DF11_P001 31.264
#define CHI2_DF35_P001 66.619

static void
test_dice_d6_distribution (void)
{
  const guint64 seeds[] = { 1, 42, 20240601, G_MAXUINT64 };
  const guint n = 60000;

  for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      g_autoptr(MstDice) dice = mst_dice_new_with_seed (seeds[s]);
      guint faces[6] = { 0 };
      guint pairs[36] = { 0 };
      double expected[36];
      guint previous = 0;

      for (guint i = 0; i < n; i++)
        {
          guint die = mst_dice_die (dice, 6);

          g_assert_cmpuint (die, >=, 1);
          g_assert_cmpuint (die, <=, 6);
          faces[die - 1]++;
          /* Successive dice must not depend on each other either. */
          if (i % 2 == 1)
            pairs[(previous - 1) * 6 + die - 1]++;
          previous = die;
        }
      for (guint f = 0; f < 6; f++)
        expected[f] = n / 6.0;
      g_assert_cmpfloat (chi_square (faces, expected, 6), <, CHI2_DF5_P001);
      for (guint p = 0; p < 36; p++)
        expected[p] = n / 2 / 36.0;
      g_assert_cmpfloat (chi_square (pairs, expected, 36), <, CHI2_DF35_P001);
    }
}

/* The test dice: 1D12 is flat over 1…12, 2D6 a triangle over 2…12. */
static void
test_dice_test_distributions (void)
{
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (7);
  const guint n = 36000;
  guint d12[12] = { 0 };
  guint two_d6[11] = { 0 };
  double expected[12];

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstRoll) a = mst_dice_roll (dice, NULL, 1, 12);
      g_autoptr(MstRoll) b = mst_dice_roll (dice, NULL, 2, 6);

      g_assert_cmpuint (a->n_dice, ==, 1);
      g_assert_cmpuint (a->sides, ==, 12);
      g_assert_cmpuint (a->total, ==, a->faces[0]);
      g_assert_cmpuint (a->total, >=, 1);
      g_assert_cmpuint (a->total, <=, 12);
      d12[a->total - 1]++;

      g_assert_cmpuint (b->n_dice, ==, 2);
      g_assert_cmpuint (b->sides, ==, 6);
      g_assert_cmpuint (b->total, ==, b->faces[0] + b->faces[1]);
      g_assert_cmpuint (b->total, >=, 2);
      two_d6[b->total - 2]++;
    }
  for (guint f = 0; f < 12; f++)
    expected[f] = n / 12.0;
  g_assert_cmpfloat (chi_square (d12, expected, 12), <, CHI2_DF11_P001);
  /* 2…12 come up 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 times in 36. */
  for (guint t = 0; t < 11; t++)
    expected[t] = n * (6.0 - ABS ((int) t - 5)) / 36.0;
  g_assert_cmpfloat (chi_square (two_d6, expected, 11), <, CHI2_DF10_P001);
}

static void
test_dice_seed_reproduces (void)
{
  g_autoptr(MstDice) a = mst_dice_new_with_seed (123456789);
  g_autoptr(MstDice) b = mst_dice_new_with_seed (123456789);
  g_autoptr(MstDice) c = mst_dice_new_with_seed (123456790);
  g_autoptr(MstDice) r1 = mst_dice_new ();
  g_autoptr(MstDice) r2 = mst_dice_new ();
  g_autoptr(MstDice) replay = NULL;
  guint differ = 0;
  guint first[50];

  g_assert_cmpuint (mst_dice_get_seed (a), ==, 123456789);
  for (guint i = 0; i < 1000; i++)
    {
      guint x = mst_dice_die (a, 6);
      g_assert_cmpuint (x, ==, mst_dice_die (b, 6));
      differ += x != mst_dice_die (c, 6);
    }
  /* Another seed, other dice: about five in six differ. */
  g_assert_cmpuint (differ, >, 700);

  /* Without a seed every game is new, yet its seed replays it. */
  g_assert_cmpuint (mst_dice_get_seed (r1), !=, mst_dice_get_seed (r2));
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    first[i] = mst_dice_die (r1, 12);
  replay = mst_dice_new_with_seed (mst_dice_get_seed (r1));
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    g_assert_cmpuint (mst_dice_die (replay, 12), ==, first[i]);
}

static void
test_dice_parse_seed (void)
{
  g_autoptr(GError) error = NULL;
  guint64 seed = 1;

  g_assert_true (mst_dice_parse_seed ("0", &seed, NULL));
  g_assert_cmpuint (seed, ==, 0);
  g_assert_true (mst_dice_parse_seed ("18446744073709551615", &seed, NULL));
  g_assert_cmpuint (seed, ==, G_MAXUINT64);
  g_assert_false (mst_dice_parse_seed ("-3", &seed, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "-3"));
  g_clear_error (&error);
  g_assert_false (mst_dice_parse_seed ("twelve", &seed, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
}

static void
test_roll_format (void)
{
  const guint faces[] = { 4, 1, 6 };
  g_autoptr(MstRoll) roll = mst_roll_new ("Army of Italy", 6, faces, 3);
  g_autoptr(MstRoll) empty = mst_roll_new (NULL, 6, NULL, 0);
  g_autoptr(MstRoll) copy = mst_roll_copy (roll);
  g_autofree char *text = mst_roll_format (roll);
  g_autofree char *none = mst_roll_format (empty);
  g_autofree char *dice = mst_roll_dup_dice (roll);

  g_assert_cmpuint (roll->total, ==, 11);
  g_assert_cmpstr (text, ==, "3D6 4+1+6 = 11");
  g_assert_cmpstr (none, ==, "0D6 = 0");
  g_assert_cmpstr (dice, ==, "3D6");
  g_assert_cmpstr (copy->label, ==, "Army of Italy");
  g_assert_cmpuint (copy->faces[2], ==, 6);
  g_assert_cmpuint (copy->total, ==, 11);
}

static MstForce *
new_force (const char *list_id, const char *name, guint n_commands, const char *template_id)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, list_id);
  MstForce *force;

  g_assert_nonnull (list);
  force = mst_force_new (name, list, NULL);
  mst_general_set_name (mst_force_get_commander (force), "Commander");
  for (guint i = 0; i < n_commands; i++)
    {
      g_autofree char *gname = g_strdup_printf ("General %u", i + 1);
      g_autoptr(MstGeneral) general = mst_general_new (gname);
      MstCommand *command = mst_force_add_command (force, general);

      g_assert_nonnull (mst_force_add_unit (force, command, template_id, "First"));
      g_assert_nonnull (mst_force_add_unit (force, command, template_id, "Second"));
    }
  return force;
}

/* Scouting Initiative, 1a–e: one per general, cavalry unit and open unit. */
static void
test_side_from_force (void)
{
  g_autoptr(MstForce) french = new_force ("french-imperial-1803-1812", "Army of Italy", 2, "line-light-cavalry");
  g_autoptr(MstForce) mapuche = new_force ("liberation-mapuche", "Lautaro", 2, "warriors");
  g_autoptr(MstSide) a = mst_side_new_scouting (french);
  g_autoptr(MstSide) b = mst_side_new_scouting (mapuche);
  g_autoptr(MstSide) typed = mst_side_new ("Opponent", 9, 3);
  g_autoptr(MstSide) copy = mst_side_copy (b);

  /* Three generals and four cavalry units. */
  g_assert_cmpuint (a->pool, ==, 3 + 4);
  g_assert_cmpuint (a->pool, ==, mst_rules_scouting_pool (french));
  g_assert_false (a->always_defender);
  g_assert_cmpstr (a->name, ==, "Army of Italy");
  g_assert_cmpstr (a->commander, ==, "Commander");
  g_assert_cmpuint (a->commands->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (a->commands, 1), ==, "General 2");
  /* The Mapuche list: "always the defender"; Warriors are light foot, open. */
  g_assert_true (b->always_defender);
  g_assert_cmpuint (b->pool, ==, 3 + 4);
  g_assert_true (copy->always_defender);
  g_assert_cmpuint (copy->commands->len, ==, 2);
  /* A typed-in opponent: its pool, and commands whose generals are unknown. */
  g_assert_cmpuint (typed->pool, ==, 9);
  g_assert_false (typed->always_defender);
  g_assert_cmpuint (typed->commands->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (typed->commands, 0), ==, "");
}

static void
check_contest (const MstContest *contest, const MstSide *a, const MstSide *b)
{
  guint totals[2] = { 0, 0 };
  guint rounds;

  g_assert_cmpint (contest->how, ==, MST_CONTEST_ROLLED);
  g_assert_cmpuint (contest->throws->len % 2, ==, 0);
  rounds = contest->throws->len / 2;
  g_assert_cmpuint (contest->n_ties, ==, rounds - 1);
  for (guint r = 0; r < rounds; r++)
    {
      const MstThrow *ta = g_ptr_array_index (contest->throws, 2 * r);
      const MstThrow *tb = g_ptr_array_index (contest->throws, 2 * r + 1);

      g_assert_cmpint (ta->side, ==, MST_SIDE_A);
      g_assert_cmpint (tb->side, ==, MST_SIDE_B);
      g_assert_cmpuint (ta->round, ==, r);
      g_assert_cmpuint (tb->round, ==, r);
      if (r == 0)
        {
          /* The pool, and the supply die when the side adds one. */
          g_assert_cmpuint (ta->roll->n_dice, ==, a->pool + (a->supply_die ? 1 : 0));
          g_assert_cmpuint (tb->roll->n_dice, ==, b->pool + (b->supply_die ? 1 : 0));
          g_assert_cmpint (ta->supply_die, ==, a->supply_die);
          g_assert_cmpint (tb->supply_die, ==, b->supply_die);
        }
      else
        {
          /* "repeat, but only using only 1D6 and no supply dice" */
          g_assert_cmpuint (ta->roll->n_dice, ==, 1);
          g_assert_cmpuint (tb->roll->n_dice, ==, 1);
          g_assert_false (ta->supply_die);
          g_assert_false (tb->supply_die);
        }
      g_assert_cmpuint (ta->roll->sides, ==, 6);
      g_assert_cmpuint (tb->roll->sides, ==, 6);
      totals[0] = ta->roll->total;
      totals[1] = tb->roll->total;
      if (r + 1 < rounds)
        g_assert_cmpuint (totals[0], ==, totals[1]);
    }
  /* The higher total is the attacker. */
  g_assert_cmpuint (totals[0], !=, totals[1]);
  g_assert_cmpint (contest->winner, ==, totals[0] > totals[1] ? MST_SIDE_A : MST_SIDE_B);
}

static void
test_scouting_roll (void)
{
  g_autoptr(MstSide) a = mst_side_new ("A", 7, 2);
  g_autoptr(MstSide) b = mst_side_new ("B", 5, 2);
  guint wins[2] = { 0, 0 };

  a->supply_die = TRUE;
  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr(MstDice) dice = mst_dice_new_with_seed (seed);
      g_autoptr(MstDice) again = mst_dice_new_with_seed (seed);
      g_autoptr(MstContest) contest = mst_scouting_roll (dice, a, b);
      g_autoptr(MstContest) replay = mst_scouting_roll (again, a, b);
      g_autoptr(MstContest) copy = mst_contest_copy (contest);

      check_contest (contest, a, b);
      wins[contest->winner]++;
      /* The same seed, the same throws. */
      g_assert_cmpint (replay->winner, ==, contest->winner);
      g_assert_cmpuint (replay->throws->len, ==, contest->throws->len);
      for (guint i = 0; i < contest->throws->len; i++)
        {
          const MstThrow *t = g_ptr_array_index (contest->throws, i);
          const MstThrow *u = g_ptr_array_index (replay->throws, i);
          const MstThrow *c = g_ptr_array_index (copy->throws, i);

          g_assert_cmpmem (t->roll->faces, t->roll->n_dice * sizeof (guint),
                           u->roll->faces, u->roll->n_dice * sizeof (guint));
          g_assert_cmpuint (c->roll->total, ==, t->roll->total);
        }
    }
  /* Eight dice against five: A wins far more often, but not always. */
  g_assert_cmpuint (wins[MST_SIDE_A], >, wins[MST_SIDE_B]);
  g_assert_cmpuint (wins[MST_SIDE_B], >, 0);
}

/* Seeded cases where the first throw ties, and where a re-roll ties again. */
static void
test_scouting_ties (void)
{
  g_autoptr(MstSide) a = mst_side_new ("A", 1, 2);
  g_autoptr(MstSide) b = mst_side_new ("B", 1, 2);
  gboolean seen_tie = FALSE, seen_double_tie = FALSE;

  a->supply_die = TRUE;
  b->supply_die = TRUE;
  for (guint64 seed = 0; seed < 2000 && !(seen_tie && seen_double_tie); seed++)
    {
      g_autoptr(MstDice) dice = mst_dice_new_with_seed (seed);
      g_autoptr(MstContest) contest = mst_scouting_roll (dice, a, b);

      check_contest (contest, a, b);
      seen_tie |= contest->n_ties >= 1;
      seen_double_tie |= contest->n_ties >= 2;
    }
  g_assert_true (seen_tie);
  g_assert_true (seen_double_tie);
}

/* Two empty pools always tie at 0 and go to 1D6 a side. */
static void
test_scouting_empty_pools (void)
{
  g_autoptr(MstSide) a = mst_side_new ("A", 0, 0);
  g_autoptr(MstSide) b = mst_side_new ("B", 0, 0);
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (3);
  g_autoptr(MstContest) contest = mst_scouting_roll (dice, a, b);

  check_contest (contest, a, b);
  g_assert_cmpuint (contest->n_ties, >=, 1);
}

/* "A list with always the defender is the defender without a roll." */
static void
test_scouting_always_defender (void)
{
  g_autoptr(MstForce) french = new_force ("french-imperial-1803-1812", "Army of Italy", 2, "line-light-cavalry");
  g_autoptr(MstForce) mapuche = new_force ("liberation-mapuche", "Lautaro", 3, "mounted-warriors");
  g_autoptr(MstSide) f = mst_side_new_scouting (french);
  g_autoptr(MstSide) m = mst_side_new_scouting (mapuche);
  g_autoptr(MstSide) m2 = mst_side_copy (m);
  g_autoptr(MstSide) typed = mst_side_new ("Mapuche opponent", 20, 2);
  guint wins[2] = { 0, 0 };

  /* Far the bigger pool, and still the defender. */
  g_assert_cmpuint (m->pool, >, f->pool);
  m->supply_die = TRUE;
  for (guint64 seed = 0; seed < 50; seed++)
    {
      g_autoptr(MstDice) dice = mst_dice_new_with_seed (seed);
      g_autoptr(MstContest) ab = mst_scouting_roll (dice, f, m);
      g_autoptr(MstContest) ba = mst_scouting_roll (dice, m, f);
      g_autoptr(MstContest) both = mst_scouting_roll (dice, m, m2);

      g_assert_cmpint (ab->how, ==, MST_CONTEST_ALWAYS_DEFENDER);
      g_assert_cmpint (ab->winner, ==, MST_SIDE_A);
      g_assert_cmpuint (ab->throws->len, ==, 0);
      g_assert_cmpint (ba->how, ==, MST_CONTEST_ALWAYS_DEFENDER);
      g_assert_cmpint (ba->winner, ==, MST_SIDE_B);
      g_assert_cmpuint (ba->throws->len, ==, 0);
      /* Both lists always defend: the rule cancels out and they throw. */
      check_contest (both, m, m2);
      wins[both->winner]++;
    }
  g_assert_cmpuint (wins[0], >, 0);
  g_assert_cmpuint (wins[1], >, 0);

  /* A typed-in opponent can carry the rule too. */
  typed->always_defender = TRUE;
  {
    g_autoptr(MstDice) dice = mst_dice_new_with_seed (1);
    g_autoptr(MstContest) c = mst_scouting_roll (dice, typed, f);
    g_assert_cmpint (c->winner, ==, MST_SIDE_B);
    g_assert_cmpint (c->how, ==, MST_CONTEST_ALWAYS_DEFENDER);
  }
}

/* What the scouting window shows. */
static void
test_contest_sentences (void)
{
  const guint six[] = { 4, 1, 6, 2, 3, 5 }, four[] = { 4 }, three[] = { 3 };
  g_autoptr(MstSide) a = mst_side_new ("Army of Italy", 5, 2);
  g_autoptr(MstSide) b = mst_side_new ("", 3, 2);
  MstThrow first = { MST_SIDE_A, 0, TRUE, mst_roll_new (NULL, 6, six, 6) };
  MstThrow reroll = { MST_SIDE_B, 1, FALSE, mst_roll_new (NULL, 6, four, 1) };
  MstThrow plain = { MST_SIDE_B, 0, FALSE, mst_roll_new (NULL, 6, three, 1) };
  g_autofree char *s1 = mst_throw_describe (&first, a, b);
  g_autofree char *s2 = mst_throw_describe (&reroll, a, b);
  g_autofree char *s3 = mst_throw_describe (&plain, a, b);
  MstContest rolled = { MST_SIDE_B, MST_CONTEST_ROLLED, NULL, 0 };
  MstContest ruled = { MST_SIDE_A, MST_CONTEST_ALWAYS_DEFENDER, NULL, 0 };
  g_autofree char *r1 = mst_contest_describe_scouting (&rolled, a, b);
  g_autofree char *r2 = mst_contest_describe_scouting (&ruled, a, b);
  g_autofree char *r3 = mst_contest_describe_initiative (&rolled, a, b);

  g_assert_cmpstr (s1, ==, "Army of Italy: 6D6 4+1+6+2+3+5 = 21, with a supply die");
  g_assert_cmpstr (s2, ==, "Side B, re-roll 1: 1D6 4 = 4");
  g_assert_cmpstr (s3, ==, "Side B: 1D6 3 = 3");
  g_assert_cmpstr (r1, ==, "Side B is the attacker, Army of Italy the defender.");
  g_assert_cmpstr (r2, ==, "Side B’s list is always the defender: Army of Italy is the attacker without a roll.");
  g_assert_cmpstr (r3, ==, "Side B has the initiative.");

  mst_roll_free (first.roll);
  mst_roll_free (reroll.roll);
  mst_roll_free (plain.roll);
}

/* Turn Initiative: the generals still on the table; no always-defender. */
static void
test_initiative (void)
{
  g_autoptr(MstForce) mapuche = new_force ("liberation-mapuche", "Lautaro", 3, "warriors");
  g_autoptr(MstSide) before = mst_side_new_initiative (mapuche);
  g_autoptr(MstSide) after = NULL;
  g_autoptr(MstSide) other = mst_side_new ("Opponent", 4, 2);
  gboolean mapuche_won = FALSE;

  g_assert_cmpuint (before->pool, ==, 4);
  mst_general_set_lost (mst_command_get_general (mst_force_get_command (mapuche, 0)), TRUE);
  mst_general_set_lost (mst_force_get_commander (mapuche), TRUE);
  after = mst_side_new_initiative (mapuche);
  g_assert_cmpuint (after->pool, ==, 2);
  g_assert_cmpuint (after->pool, ==, mst_rules_initiative_pool (mapuche));

  for (guint64 seed = 0; seed < 50; seed++)
    {
      g_autoptr(MstDice) dice = mst_dice_new_with_seed (seed);
      g_autoptr(MstContest) c = mst_initiative_roll (dice, before, other);

      check_contest (c, before, other);
      mapuche_won |= c->winner == MST_SIDE_A;
    }
  g_assert_true (mapuche_won);
}

static void
check_step (GPtrArray *steps, guint i, MstSideId side, gboolean defender, const char *general,
            gboolean baggage, gboolean commander)
{
  const MstDeployStep *step;

  g_assert_cmpuint (i, <, steps->len);
  step = g_ptr_array_index (steps, i);
  g_assert_cmpint (step->side, ==, side);
  g_assert_cmpint (step->defender, ==, defender);
  g_assert_cmpstr (step->general, ==, general);
  g_assert_cmpint (step->baggage_camp, ==, baggage);
  g_assert_cmpint (step->force_commander, ==, commander);
}

/* Deploying forces: the defender starts with two commands, then one at a
 * time in turn; the baggage camp with a side's first command, the force
 * commander with its last. */
static void
test_deployment_order (void)
{
  g_autoptr(MstForce) three = new_force ("french-imperial-1803-1812", "French", 3, "regular-french-line");
  g_autoptr(MstForce) four = new_force ("liberation-mapuche", "Mapuche", 4, "warriors");
  g_autoptr(MstSide) f = mst_side_new_scouting (three);
  g_autoptr(MstSide) m = mst_side_new_scouting (four);
  g_autoptr(MstSide) lone = mst_side_new ("Lone", 3, 1);
  g_autoptr(MstSide) none = mst_side_new ("None", 1, 0);
  g_autoptr(GPtrArray) steps = NULL;
  g_autofree char *sentence = NULL;

  /* The Mapuche (B, four commands) defend. */
  steps = mst_deployment_order (f, m, MST_SIDE_B);
  g_assert_cmpuint (steps->len, ==, 7);
  check_step (steps, 0, MST_SIDE_B, TRUE, "General 1", TRUE, FALSE);
  check_step (steps, 1, MST_SIDE_B, TRUE, "General 2", FALSE, FALSE);
  check_step (steps, 2, MST_SIDE_A, FALSE, "General 1", TRUE, FALSE);
  check_step (steps, 3, MST_SIDE_B, TRUE, "General 3", FALSE, FALSE);
  check_step (steps, 4, MST_SIDE_A, FALSE, "General 2", FALSE, FALSE);
  check_step (steps, 5, MST_SIDE_B, TRUE, "General 4", FALSE, TRUE);
  check_step (steps, 6, MST_SIDE_A, FALSE, "General 3", FALSE, TRUE);
  sentence = mst_deploy_step_describe (g_ptr_array_index (steps, 0));
  g_assert_cmpstr (sentence, ==, "Defender, Mapuche: General 1’s command, with the baggage camp");
  g_clear_pointer (&sentence, g_free);
  sentence = mst_deploy_step_describe (g_ptr_array_index (steps, 6));
  g_assert_cmpstr (sentence, ==, "Attacker, French: General 3’s command, with the force commander, Commander");
  g_clear_pointer (&steps, g_ptr_array_unref);

  /* The French defend with three against four: once the French are down,
   * the Mapuche place the rest. */
  steps = mst_deployment_order (f, m, MST_SIDE_A);
  g_assert_cmpuint (steps->len, ==, 7);
  check_step (steps, 0, MST_SIDE_A, TRUE, "General 1", TRUE, FALSE);
  check_step (steps, 1, MST_SIDE_A, TRUE, "General 2", FALSE, FALSE);
  check_step (steps, 2, MST_SIDE_B, FALSE, "General 1", TRUE, FALSE);
  check_step (steps, 3, MST_SIDE_A, TRUE, "General 3", FALSE, TRUE);
  check_step (steps, 4, MST_SIDE_B, FALSE, "General 2", FALSE, FALSE);
  check_step (steps, 5, MST_SIDE_B, FALSE, "General 3", FALSE, FALSE);
  check_step (steps, 6, MST_SIDE_B, FALSE, "General 4", FALSE, TRUE);
  g_clear_pointer (&steps, g_ptr_array_unref);

  /* A single command takes the camp and the commander together; a side with
   * none still places both. */
  steps = mst_deployment_order (lone, none, MST_SIDE_A);
  g_assert_cmpuint (steps->len, ==, 2);
  check_step (steps, 0, MST_SIDE_A, TRUE, "", TRUE, TRUE);
  check_step (steps, 1, MST_SIDE_B, FALSE, "", TRUE, TRUE);
  g_clear_pointer (&sentence, g_free);
  g_assert_cmpuint (((MstDeployStep *) g_ptr_array_index (steps, 0))->command, ==, 1);
  g_assert_cmpuint (((MstDeployStep *) g_ptr_array_index (steps, 1))->command, ==, 0);
  sentence = mst_deploy_step_describe (g_ptr_array_index (steps, 0));
  g_assert_cmpstr (sentence, ==, "Defender, Lone: command 1, with the baggage camp and the force commander");
}

/* The grade a die gives, read off the printed thresholds ("1+ 4+ —": 1–3
 * Lackluster, 4–6 Steady), for the templates used below. */
static MstGrade
printed_grade (const char *template_id, guint die)
{
  /* Confederation of the Rhine: Fusiliers & Musketeers 1+ 4+ —;
   * Grenadier — 1+ 6+; Guard Grenadier — 1+ 5+; Jager 1+ 3+ —. */
  if (g_str_equal (template_id, "fusiliers-musketeers"))
    return die >= 4 ? MST_GRADE_STEADY : MST_GRADE_LACKLUSTER;
  if (g_str_equal (template_id, "grenadier"))
    return die >= 6 ? MST_GRADE_DETERMINED : MST_GRADE_STEADY;
  if (g_str_equal (template_id, "guard-grenadier"))
    return die >= 5 ? MST_GRADE_DETERMINED : MST_GRADE_STEADY;
  if (g_str_equal (template_id, "jager"))
    return die >= 3 ? MST_GRADE_STEADY : MST_GRADE_LACKLUSTER;
  g_assert_not_reached ();
}

static void
test_resilience_after_deployment (void)
{
  const char *templates[] = { "fusiliers-musketeers", "grenadier", "guard-grenadier", "jager" };
  MstNationList *list = mst_catalogue_lookup (catalogue, "confederation-of-the-rhine-1806-1814");
  g_autoptr(MstForce) force = mst_force_new ("Rheinbund", list, NULL);
  g_autoptr(MstGeneral) general = mst_general_new ("Marulaz");
  MstCommand *command = mst_force_add_command (force, general);
  g_autoptr(MstUnit) ghost = mst_unit_new_unknown ("no-such-unit", "Ghost");
  g_autoptr(GPtrArray) units = NULL;
  guint seen[4][7] = { { 0 } };

  for (guint i = 0; i < 40; i++)
    g_assert_nonnull (mst_force_add_unit (force, command, templates[i % 4], templates[i % 4]));
  mst_force_add_unassigned (force, ghost);
  units = mst_force_list_units (force);

  for (guint64 seed = 0; seed < 30; seed++)
    {
      g_autoptr(MstDice) dice = mst_dice_new_with_seed (seed);
      g_autoptr(GPtrArray) rolls = mst_deploy_roll (force, dice);

      /* Every unit once, in order; the unknown one skipped. */
      g_assert_cmpuint (rolls->len, ==, 40);
      for (guint i = 0; i < rolls->len; i++)
        {
          MstDeployRoll *roll = g_ptr_array_index (rolls, i);
          const char *tid = mst_unit_get_template_id (roll->unit);

          g_assert_true (roll->unit == g_ptr_array_index (units, i));
          g_assert_cmpuint (roll->die, >=, 1);
          g_assert_cmpuint (roll->die, <=, 6);
          g_assert_cmpstr (roll->grade, ==, mst_grade_to_string (printed_grade (tid, roll->die)));
          seen[i % 4][roll->die]++;
        }

      /* Stored with the units, and put back on undo. */
      mst_deploy_apply (rolls);
      for (guint i = 0; i < rolls->len; i++)
        {
          MstDeployRoll *roll = g_ptr_array_index (rolls, i);
          g_assert_cmpstr (mst_grade_to_string (mst_dm_unit_get_grade (roll->unit)), ==, roll->grade);
          g_assert_cmpuint (mst_dm_unit_get_die (roll->unit), ==, roll->die);
        }
      g_assert_cmpint (mst_dm_unit_get_grade (ghost), ==, MST_GRADE_NONE);
      if (seed % 2 == 1)
        {
          mst_deploy_revert (rolls);
          for (guint i = 0; i < rolls->len; i++)
            {
              MstDeployRoll *roll = g_ptr_array_index (rolls, i);
              g_assert_cmpstr (mst_grade_to_string (mst_dm_unit_get_grade (roll->unit)), ==, roll->old_grade);
              g_assert_cmpuint (mst_dm_unit_get_die (roll->unit), ==, roll->old_die);
            }
        }
    }
  /* Over 300 dice per template every face came up. */
  for (guint t = 0; t < 4; t++)
    for (guint d = 1; d <= 6; d++)
      g_assert_cmpuint (seen[t][d], >, 0);
}

/* The rolled grades and dice survive the force file. */
static void
test_resilience_in_force_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(MstForce) back = NULL;
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (99);
  g_autoptr(GPtrArray) rolls = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *data = NULL;
  gsize len;

  g_assert_no_error (error);
  rolls = mst_deploy_roll (force, dice);
  g_assert_cmpuint (rolls->len, ==, 5);
  mst_deploy_apply (rolls);
  data = mst_force_to_data (force, &len);
  back = mst_force_new_from_data (data, len, "minimal.muster", catalogue, &error);
  g_assert_no_error (error);
  units = mst_force_list_units (back);
  g_assert_cmpuint (units->len, ==, 5);
  for (guint i = 0; i < units->len; i++)
    {
      MstDeployRoll *roll = g_ptr_array_index (rolls, i);
      g_assert_cmpstr (mst_grade_to_string (mst_dm_unit_get_grade (g_ptr_array_index (units, i))), ==, roll->grade);
      g_assert_cmpuint (mst_dm_unit_get_die (g_ptr_array_index (units, i)), ==, roll->die);
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/dice/d6-distribution", test_dice_d6_distribution);
  g_test_add_func ("/muster/dice/test-dice-distributions", test_dice_test_distributions);
  g_test_add_func ("/muster/dice/seed-reproduces", test_dice_seed_reproduces);
  g_test_add_func ("/muster/dice/parse-seed", test_dice_parse_seed);
  g_test_add_func ("/muster/dice/roll-format", test_roll_format);
  g_test_add_func ("/muster/scouting/side-from-force", test_side_from_force);
  g_test_add_func ("/muster/scouting/roll", test_scouting_roll);
  g_test_add_func ("/muster/scouting/ties", test_scouting_ties);
  g_test_add_func ("/muster/scouting/empty-pools", test_scouting_empty_pools);
  g_test_add_func ("/muster/scouting/always-defender", test_scouting_always_defender);
  g_test_add_func ("/muster/scouting/sentences", test_contest_sentences);
  g_test_add_func ("/muster/initiative/generals-on-table", test_initiative);
  g_test_add_func ("/muster/deploy/order", test_deployment_order);
  g_test_add_func ("/muster/deploy/resilience", test_resilience_after_deployment);
  g_test_add_func ("/muster/deploy/resilience-in-force-file", test_resilience_in_force_file);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
