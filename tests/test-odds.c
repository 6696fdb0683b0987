/* test-odds.c: the exact odds of every test of every rule set: they add up
 * to 1, they agree with 200,000 throws of real (seeded) dice, and three
 * cases a rule set are worked by hand from the rules' text, its lines cited.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-util.h"

#define N_THROWS 200000

static MstRuleset *
ruleset (const char *id)
{
  MstRuleset *rs = mst_ruleset_lookup (id);

  g_assert_nonnull (rs);
  return rs;
}

/* NAME, VALUE, … NULL */
static GHashTable *
inputs_new (const char *first, ...)
{
  GHashTable *inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  va_list ap;

  va_start (ap, first);
  for (const char *name = first; name != NULL; name = va_arg (ap, const char *))
    g_hash_table_replace (inputs, g_strdup (name), g_strdup (va_arg (ap, const char *)));
  va_end (ap);
  return inputs;
}

/* ID, COUNT, … NULL */
static GHashTable *
modifiers_new (const char *first, ...)
{
  GHashTable *mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  va_list ap;

  va_start (ap, first);
  for (const char *id = first; id != NULL; id = va_arg (ap, const char *))
    g_hash_table_replace (mods, g_strdup (id), GUINT_TO_POINTER (va_arg (ap, guint)));
  va_end (ap);
  return mods;
}

static char *
key_of (gboolean has_target, gboolean passed, gboolean unverified, const char *outcome)
{
  return g_strdup_printf ("%s|%s|%s", has_target ? (passed ? "pass" : "fail") : "-", unverified ? "?" : "", outcome);
}

/* The chance of @outcome among @odds, 0 when it is not there. */
static double
chance (GPtrArray *odds, const char *outcome)
{
  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);

      if (g_str_equal (o->outcome, outcome))
        return o->probability;
    }
  return 0;
}

static GPtrArray *
odds_of (const char *ruleset_id, const char *test_id, GHashTable *inputs, GHashTable *mods)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *odds = mst_ruleset_test_odds (ruleset (ruleset_id), test_id, inputs, mods, &error);

  g_assert_no_error (error);
  g_assert_nonnull (odds);
  return odds;
}

static void
assert_sums_to_one (GPtrArray *odds, const char *what)
{
  double sum = 0;

  g_assert_cmpuint (odds->len, >, 0);
  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);

      if (!(o->probability > 0 && o->probability <= 1))
        g_error ("%s: “%s” has a chance of %g", what, o->outcome, o->probability);
      sum += o->probability;
    }
  if (fabs (sum - 1.0) > 1e-9)
    g_error ("%s: the chances add up to %.12f", what, sum);
}

/* The first value of every input; @name takes @value instead. */
static GHashTable *
inputs_with (MstTestInfo *info, const char *name, const char *value)
{
  GHashTable *inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; i < info->inputs->len; i++)
    {
      MstTestInput *input = g_ptr_array_index (info->inputs, i);

      g_hash_table_replace (inputs, g_strdup (input->id),
                            g_strdup (g_strcmp0 (input->id, name) == 0 ? value : input->values[0]));
    }
  return inputs;
}

/* Every test of every rule set, every value of each input and each
 * modifier in turn: the chances add up to 1, none is 0 or less. */
static void
test_every_test_sums_to_one (void)
{
  GPtrArray *all = mst_rulesets_get_all ();
  guint counted = 0;

  for (guint r = 0; r < all->len; r++)
    {
      MstRuleset *rs = g_ptr_array_index (all, r);
      g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (rs);

      for (guint t = 0; t < tests->len; t++)
        {
          MstTestInfo *info = g_ptr_array_index (tests, t);
          guint accepted = 0;
          g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

          /* (inputs, modifiers) pairs. */
          for (guint i = 0; i <= info->inputs->len; i++)
            {
              MstTestInput *input = i < info->inputs->len ? g_ptr_array_index (info->inputs, i) : NULL;

              for (guint v = 0; input == NULL ? v == 0 : input->values[v] != NULL; v++)
                {
                  GPtrArray *c = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);

                  g_ptr_array_add (c, inputs_with (info, input ? input->id : NULL, input ? input->values[v] : NULL));
                  g_ptr_array_add (c, g_hash_table_new (g_str_hash, g_str_equal));
                  g_ptr_array_add (cases, c);
                }
            }
          for (guint m = 0; m < info->modifiers->len; m++)
            {
              MstTestModifier *mod = g_ptr_array_index (info->modifiers, m);
              GPtrArray *c = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
              GHashTable *mods = g_hash_table_new (g_str_hash, g_str_equal);

              g_hash_table_insert (mods, mod->id, GUINT_TO_POINTER (1));
              g_ptr_array_add (c, inputs_with (info, NULL, NULL));
              g_ptr_array_add (c, mods);
              g_ptr_array_add (cases, c);
            }

          for (guint c = 0; c < cases->len; c++)
            {
              GPtrArray *pair = g_ptr_array_index (cases, c);
              g_autoptr(GError) error = NULL;
              g_autoptr(GPtrArray) odds = mst_ruleset_test_odds (rs, info->id, g_ptr_array_index (pair, 0),
                                                                 g_ptr_array_index (pair, 1), &error);
              g_autofree char *what = g_strdup_printf ("%s %s case %u", mst_ruleset_get_id (rs), info->id, c);

              /* Some pairings the rules refuse (a defender's letter the
               * chart does not give): refused as the test refuses them. */
              if (odds == NULL)
                {
                  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
                  continue;
                }
              assert_sums_to_one (odds, what);
              accepted++;
              counted++;
            }
          if (accepted == 0)
            g_error ("%s %s: no inputs were accepted", mst_ruleset_get_id (rs), info->id);
        }
    }
  g_test_message ("%u cases counted", counted);
  g_assert_cmpuint (counted, >, 300);
}

/* The odds against N_THROWS throws of seeded dice: every outcome thrown is
 * one the odds give, and each outcome's share is within three standard
 * errors of its chance. */
static void
assert_agrees_with_throws (const char *ruleset_id, const char *test_id, GHashTable *inputs, GHashTable *mods)
{
  MstRuleset *rs = ruleset (ruleset_id);
  g_autoptr(GPtrArray) odds = odds_of (ruleset_id, test_id, inputs, mods);
  g_autoptr(GHashTable) thrown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (g_str_hash (test_id));
  g_autoptr(GHashTable) expected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);
      g_hash_table_insert (expected, key_of (o->has_target, o->passed, o->unverified, o->outcome), o);
    }
  for (guint n = 0; n < N_THROWS; n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MstTestOutcome) out = mst_ruleset_run_test (rs, test_id, inputs, mods, MST_TEST_THROW_DICE, dice,
                                                            &error);
      char *key;

      g_assert_no_error (error);
      key = key_of (out->has_target, out->passed, out->unverified, out->outcome);
      if (!g_hash_table_contains (expected, key))
        g_error ("%s %s: thrown “%s”, which the odds do not give", ruleset_id, test_id, key);
      g_hash_table_insert (thrown, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (thrown, key)) + 1));
    }
  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);
      g_autofree char *key = key_of (o->has_target, o->passed, o->unverified, o->outcome);
      double share = GPOINTER_TO_UINT (g_hash_table_lookup (thrown, key)) / (double) N_THROWS;
      double se = sqrt (o->probability * (1 - o->probability) / N_THROWS);

      if (fabs (share - o->probability) > 3 * se + 1e-12)
        g_error ("%s %s: “%s” thrown %.5f of the time, its chance %.5f (standard error %.5f)", ruleset_id, test_id,
                 o->outcome, share, o->probability, se);
    }
}

static void
test_agrees_with_throws (void)
{
  GPtrArray *all = mst_rulesets_get_all ();

  /* Every test with the first value of each input. */
  for (guint r = 0; r < all->len; r++)
    {
      MstRuleset *rs = g_ptr_array_index (all, r);
      g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (rs);

      for (guint t = 0; t < tests->len; t++)
        {
          MstTestInfo *info = g_ptr_array_index (tests, t);
          g_autoptr(GHashTable) inputs = inputs_with (info, NULL, NULL);

          assert_agrees_with_throws (mst_ruleset_get_id (rs), info->id, inputs, NULL);
        }
    }

  /* And the dice that count other than once each: a supply die and a
   * general counted twice; re-rolls of failures and of successes; the
   * best three of many D10. */
  {
    g_autoptr(GHashTable) in = inputs_new ("context", "charge", "dice", "1d12", "supply", "yes", NULL);
    g_autoptr(GHashTable) mods = modifiers_new ("for-each-general-in-line-of-command-within-3bw", 2u, NULL);
    assert_agrees_with_throws ("drums-and-muskets", "resilience", in, mods);
  }
  {
    g_autoptr(GHashTable) in = inputs_new ("state", "solid", "target", "4", "dice", "6", NULL);
    assert_agrees_with_throws ("revolutionary-wars", "melee", in, NULL);
  }
  {
    g_autoptr(GHashTable) in = inputs_new ("state", "shattered", "target", "3", "dice", "5", NULL);
    assert_agrees_with_throws ("revolutionary-wars", "shoot", in, NULL);
  }
  {
    g_autoptr(GHashTable) in = inputs_new ("training", "veteran", "matchup", "inf-inf", "side", "attacker",
                                           "charging", "flank", NULL);
    assert_agrees_with_throws ("brigade-command", "melee", in, NULL);
  }
}

static void
assert_chance (GPtrArray *odds, const char *outcome, double want)
{
  double got = chance (odds, outcome);

  if (fabs (got - want) > 1e-12)
    g_error ("“%s”: %.12f, worked by hand %.12f", outcome, got, want);
}

/* Drums and Muskets, worked from the rules' tables. */
static void
test_by_hand_drums_and_muskets (void)
{
  /* A Steady unit (no adjustment, 000:246-323) that has lost at least
   * 50% (-1, 000:324), in all other cases, throws 2D6 (000:240-243): the
   * score is the throw less 1, read on the Resilience Outcomes Table's
   * last column (000:340-355). 1 or less, Break: a throw of 2, 1/36.
   * 2-4, Forced Retire/1 hit: throws 3-5, 9/36.  5-6, Forced Retire:
   * throws 6-7, 11/36.  7-9, Carry On: throws 8-10, 12/36.  10-11,
   * Advance 1BW: throws 11-12, 3/36.  12+, Advance 2BW: never. */
  {
    g_autoptr(GHashTable) in = inputs_new ("context", "other", "dice", "2d6", NULL);
    g_autoptr(GHashTable) mods = modifiers_new ("testers-have-lost-atleast-50", 1u, NULL);
    g_autoptr(GPtrArray) odds = odds_of ("drums-and-muskets", "resilience", in, mods);

    assert_sums_to_one (odds, "resilience");
    g_assert_cmpuint (odds->len, ==, 5);
    assert_chance (odds, "Break", 1.0 / 36);
    assert_chance (odds, "Forced Retire/1 hit", 9.0 / 36);
    assert_chance (odds, "Forced Retire", 11.0 / 36);
    assert_chance (odds, "Carry On", 12.0 / 36);
    assert_chance (odds, "Advance 1BW", 3.0 / 36);
    assert_chance (odds, "Advance 2BW", 0);
  }
  /* A hold test on 1D12 (000:391) by Determined troops, +2 (000:399):
   * 7 or more must charge (000:392), a throw of 5 to 12: 8/12. */
  {
    g_autoptr(GHashTable) in = inputs_new ("dice", "1d12", NULL);
    g_autoptr(GHashTable) mods = modifiers_new ("are-classed-as-determined", 1u, NULL);
    g_autoptr(GPtrArray) odds = odds_of ("drums-and-muskets", "hold", in, mods);

    assert_chance (odds, "Must charge", 8.0 / 12);
    assert_chance (odds, "Does not have to charge", 4.0 / 12);
  }
  /* The same test on 2D6 with a supply die added to the throw (000:81-83):
   * 3D6 of 6 or less, 20 ways of 216, does not have to charge. */
  {
    g_autoptr(GHashTable) in = inputs_new ("dice", "2d6", "supply", "yes", NULL);
    g_autoptr(GPtrArray) odds = odds_of ("drums-and-muskets", "hold", in, NULL);

    assert_chance (odds, "Does not have to charge", 20.0 / 216);
    assert_chance (odds, "Must charge", 196.0 / 216);
  }
}

/* Napoleonic Skirmish's moral chart (004:359-373): 2D6 less than the
 * moral number is OK (004:339, 347, 357). */
static void
test_by_hand_skirmish (void)
{
  struct {
    const char *test, *type, *leader;
    double pass;
  } cases[] = {
    /* Line, major moral 9: 2 to 8, 26 of 36. */
    { "morale-major", "line", NULL, 26.0 / 36 },
    /* Militia without a leader, 6: 2 to 5, 10 of 36. */
    { "morale-critical", "militia", "no", 10.0 / 36 },
    /* Grenadiers pinned, with a leader, 11: 2 to 10, 33 of 36. */
    { "morale-pinned", "grenadier", "yes", 33.0 / 36 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GHashTable) in = cases[i].leader != NULL ? inputs_new ("type", cases[i].type, "leader", cases[i].leader,
                                                                       NULL)
                                                         : inputs_new ("type", cases[i].type, NULL);
      g_autoptr(GPtrArray) odds = odds_of ("napoleonic-skirmish", cases[i].test, in, NULL);

      g_assert_cmpfloat_with_epsilon (mst_test_odds_passing (odds), cases[i].pass, 1e-12);
    }
}

/* Brigade Command, worked from the sheets. */
static void
test_by_hand_brigade (void)
{
  /* The ordinary morale test of a Steady unit, BF 10 (003:386): 2D10,
   * each 0 counted as 10, passes below the BF (003:359): totals 2 to 9,
   * 8 + 7 + … + 1 = 36 of 100.  It fails by 0 on 10, 9 ways. */
  {
    g_autoptr(GHashTable) in = inputs_new ("morale-class", "steady", "training", "trained", "orders", "hold", NULL);
    g_autoptr(GPtrArray) odds = odds_of ("brigade-command", "morale", in, NULL);
    double by_zero = 0;

    g_assert_cmpfloat_with_epsilon (mst_test_odds_passing (odds), 36.0 / 100, 1e-12);
    for (guint i = 0; i < odds->len; i++)
      if (g_str_has_prefix (((MstTestOdds *) g_ptr_array_index (odds, i))->outcome, "fails by 0:"))
        by_zero += ((MstTestOdds *) g_ptr_array_index (odds, i))->probability;
    g_assert_cmpfloat_with_epsilon (by_zero, 9.0 / 100, 1e-12);
  }
  /* The same unit, Cautious, BF 8 (003:385), one stand lost to date
   * (+1 to the throw, 003:363): passes on 2 to 6 before the +1, 15 of
   * 100. */
  {
    g_autoptr(GHashTable) in = inputs_new ("morale-class", "cautious", "training", "trained", "orders", "hold", NULL);
    g_autoptr(GHashTable) mods = modifiers_new ("stand-lost", 1u, NULL);
    g_autoptr(GPtrArray) odds = odds_of ("brigade-command", "morale", in, mods);

    g_assert_cmpfloat_with_epsilon (mst_test_odds_passing (odds), 15.0 / 100, 1e-12);
  }
  /* A green regiment's musketry: one D10 (003:42), each face 0-9 a
   * tenth; the outcomes are the chart's bands 0-2, 3-4, 5-6, 7-8, 9. */
  {
    g_autoptr(GHashTable) in = inputs_new ("training", "green", "target", "inf-line", "range", "short", NULL);
    g_autoptr(GPtrArray) odds = odds_of ("brigade-command", "musketry", in, NULL);
    double sum = 0;

    for (guint i = 0; i < odds->len; i++)
      {
        double p = ((MstTestOdds *) g_ptr_array_index (odds, i))->probability;
        /* Each band's chance is a whole number of tenths. */
        g_assert_cmpfloat_with_epsilon (p * 10, round (p * 10), 1e-9);
        sum += p;
      }
    g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
  }
}

/* Revolutionary Wars: one die per platoon against the card's number
 * (001:85-105), re-rolled once as the state says (001:106-112). */
static void
test_by_hand_revolutionary_wars (void)
{
  /* Solid re-rolls failures (001:589): 4+ on one die, 1/2 + 1/2 × 1/2. */
  {
    g_autoptr(GHashTable) in = inputs_new ("state", "solid", "target", "4", "dice", "1", NULL);
    g_autoptr(GPtrArray) odds = odds_of ("revolutionary-wars", "melee", in, NULL);
    g_assert_cmpfloat_with_epsilon (mst_test_odds_passing (odds), 3.0 / 4, 1e-12);
  }
  /* Shattered re-rolls successes (001:612): 1/2 × 1/2. */
  {
    g_autoptr(GHashTable) in = inputs_new ("state", "shattered", "target", "4", "dice", "1", NULL);
    g_autoptr(GPtrArray) odds = odds_of ("revolutionary-wars", "melee", in, NULL);
    g_assert_cmpfloat_with_epsilon (mst_test_odds_passing (odds), 1.0 / 4, 1e-12);
  }
  /* Shaken re-rolls nothing: three dice at 5+, each 1/3: none succeed
   * (2/3)^3 = 8/27, two succeed 3 × 1/9 × 2/3 = 6/27, all three 1/27. */
  {
    g_autoptr(GHashTable) in = inputs_new ("state", "shaken", "target", "5", "dice", "3", NULL);
    g_autoptr(GPtrArray) odds = odds_of ("revolutionary-wars", "melee", in, NULL);

    assert_chance (odds, "0 of 3 dice succeed", 8.0 / 27);
    assert_chance (odds, "2 of 3 dice succeed", 6.0 / 27);
    assert_chance (odds, "3 of 3 dice succeed", 1.0 / 27);
  }
}

/* Scouting (000:1193-1210): each side throws its pool, a supply die
 * added if it likes; the higher total attacks; a draw is thrown again 1D6
 * a side, no supply die, until one is higher, so either side wins a draw
 * half the time. */
static void
test_scouting_by_hand (void)
{
  g_autoptr(MstSide) one = mst_side_new ("A", 1, 2);
  g_autoptr(MstSide) other = mst_side_new ("B", 1, 2);
  g_autoptr(MstSide) two = mst_side_new ("B", 2, 2);
  g_autoptr(MstSide) always = mst_side_new ("B", 6, 2);
  double tie;

  /* 1D6 against 1D6: higher 15 ways of 36, a draw 6: 15/36 + 3/36. */
  g_assert_cmpfloat_with_epsilon (mst_contest_odds (one, other, TRUE, &tie), 1.0 / 2, 1e-12);
  g_assert_cmpfloat_with_epsilon (tie, 6.0 / 36, 1e-12);
  /* With A's supply die, 2D6 against 1D6: B throws b, 2D6 beats it in
   * 36, 35, 33, 30, 26, 21 ways of 36 (b = 1 … 6), 181 of 216; a draw
   * in 0, 1, 2, 3, 4, 5 ways, 15 of 216: 181/216 + 15/432 = 377/432. */
  one->supply_die = TRUE;
  g_assert_cmpfloat_with_epsilon (mst_contest_odds (one, other, TRUE, &tie), 377.0 / 432, 1e-12);
  g_assert_cmpfloat_with_epsilon (tie, 15.0 / 216, 1e-12);
  /* 1D6 against 2D6 and B's supply die, 3D6: 1D6 is higher only on 4
   * over 3 (1 way), 5 over 3-4 (1 + 3), 6 over 3-5 (1 + 3 + 6): 15 of
   * 1,296; a draw on 3, 4, 5, 6: 1 + 3 + 6 + 10 = 20; 15/1296 + 10/1296. */
  one->supply_die = FALSE;
  two->supply_die = TRUE;
  g_assert_cmpfloat_with_epsilon (mst_contest_odds (one, two, TRUE, &tie), 25.0 / 1296, 1e-12);
  g_assert_cmpfloat_with_epsilon (tie, 20.0 / 1296, 1e-12);
  /* A list always the defender (the Mapuche) is the defender without a
   * throw, however large its pool; for the turn's initiative it throws. */
  always->always_defender = TRUE;
  g_assert_cmpfloat (mst_contest_odds (one, always, TRUE, NULL), ==, 1.0);
  g_assert_cmpfloat (mst_contest_odds (always, one, TRUE, NULL), ==, 0.0);
  g_assert_cmpfloat (mst_contest_odds (always, one, FALSE, NULL), >, 0.99);

  /* muster-cli scout --odds: every way of adding supply dice. */
  {
    g_auto(MstTestRun) r = { 0 };

    mst_test_run_cli (&r, "scout", "--pool-a", "1", "--pool-b", "1", "--odds", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (r.out, ==,
                     "pool-a 1\npool-b 1\n"
                     "odds none 0.5 1/2 0.5 1/2\n"
                     "odds a 0.872685 377/432 0.127315 55/432\n"
                     "odds b 0.127315 55/432 0.872685 377/432\n"
                     "odds both 0.5 1/2 0.5 1/2\n");
    mst_test_run_cli (&r, "scout", "--pool-a", "1", "--pool-b", "1", "--odds", "--seed", "4", NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
}

/* What the player reads: a chance as a fraction, exactly, or not at all;
 * a percentage. */
static void
test_fractions (void)
{
  guint64 n, d;

  g_assert_true (mst_odds_as_fraction (11.0 / 36, &n, &d));
  g_assert_cmpuint (n, ==, 11);
  g_assert_cmpuint (d, ==, 36);
  g_assert_true (mst_odds_as_fraction (1.0, &n, &d));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (d, ==, 1);
  /* 24 dice of one half: 3/2^21 has no small denominator; 1/699,051
   * is within 1e-12 of it but not the same. */
  g_assert_false (mst_odds_as_fraction (24.0 / 16777216.0, &n, &d));
  {
    g_autofree char *a = mst_odds_format (11.0 / 36);
    g_autofree char *b = mst_odds_format (0.0001);
    g_autofree char *c = mst_odds_format (1.0);

    g_assert_cmpstr (a, ==, "30.6%");
    g_assert_cmpstr (b, ==, "< 0.1%");
    g_assert_cmpstr (c, ==, "100.0%");
  }
}

/* Bad inputs are refused as a throw refuses them; a throw of more dice
 * than can be counted says so. */
static void
test_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) in = inputs_new ("context", "nowhere", NULL);
  g_autoptr(GHashTable) fire = inputs_new ("training", "elite", "target", "inf-line", "range", "short", NULL);
  g_autoptr(GHashTable) many = modifiers_new ("rifles-stationary", 20u, NULL);
  g_autoptr(GPtrArray) odds = mst_ruleset_test_odds (ruleset ("drums-and-muskets"), "resilience", in, NULL, &error);

  g_assert_null (odds);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "nowhere"));
  g_clear_error (&error);
  odds = mst_ruleset_test_odds (ruleset ("drums-and-muskets"), "no-such-test", NULL, NULL, &error);
  g_assert_null (odds);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_clear_error (&error);
  odds = mst_ruleset_test_odds (ruleset ("brigade-command"), "musketry", fire, many, &error);
  g_assert_null (odds);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "too many to count"));
}

/* muster-cli test … --odds: the chances and their exact fractions, the
 * case of test_by_hand_drums_and_muskets(); one of --roll, --seed and
 * --odds. */
static void
test_cli (void)
{
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "test", "drums-and-muskets", "resilience", "--in", "context=other", "--in", "dice=2d6",
                    "--mod", "testers-have-lost-atleast-50", "--odds", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==,
                   "odds 0.0833333 1/12 Advance 1BW\n"
                   "odds 0.333333 1/3 Carry On\n"
                   "odds 0.305556 11/36 Forced Retire\n"
                   "odds 0.25 1/4 Forced Retire/1 hit\n"
                   "odds 0.0277778 1/36 Break\n");
  mst_test_run_cli (&r, "test", "napoleonic-skirmish", "morale-major", "--in", "type=line", "--odds", NULL);
  g_assert_cmpstr (r.out, ==, "target 9\nodds 0.277778 5/18 fail Fails major morale\nodds 0.722222 13/18 pass Passes\n");
  mst_test_run_cli (&r, "test", "napoleonic-skirmish", "morale-major", "--in", "type=line", "--odds", "--seed", "3",
                    NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--odds"));
  mst_test_run_cli (&r, "test", "brigade-command", "musketry", "--in", "training=elite", "--in", "target=inf-line",
                    "--in", "range=short", "--mod", "rifles-stationary=20", "--odds", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "too many to count"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/muster/odds/sum-to-one", test_every_test_sums_to_one);
  g_test_add_func ("/muster/odds/agree-with-throws", test_agrees_with_throws);
  g_test_add_func ("/muster/odds/by-hand/drums-and-muskets", test_by_hand_drums_and_muskets);
  g_test_add_func ("/muster/odds/by-hand/skirmish", test_by_hand_skirmish);
  g_test_add_func ("/muster/odds/by-hand/brigade", test_by_hand_brigade);
  g_test_add_func ("/muster/odds/by-hand/revolutionary-wars", test_by_hand_revolutionary_wars);
  g_test_add_func ("/muster/odds/fractions", test_fractions);
  g_test_add_func ("/muster/odds/refused", test_refused);
  g_test_add_func ("/muster/odds/cli", test_cli);
  g_test_add_func ("/muster/odds/scouting", test_scouting_by_hand);
  return g_test_run ();
}
