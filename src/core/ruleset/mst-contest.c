/* mst-contest.c: the opposed throws of a rule set that has a scouting
 * contest (MstRulesetClass.has_scouting): scouting initiative, turn
 * initiative and the deployment order that follows.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As Drums and Muskets has them ("Scouting Initiative", "Deploying
 * forces", "Turn Initiative"; 000:1199-1216, 1266-1275), the one such rule
 * set Muster carries: its module counts each side's pools
 * (mst_ruleset_pool()), this runs the throw.  Both initiatives are the
 * same opposed throw: each side throws its pool of D6 (a supply die may be
 * added), the higher total wins, and a draw is thrown again with 1D6 a side
 * and no supply die until one side is higher. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-contest.h"
#include "mst-ruleset.h"

const char *
mst_side_id_to_string (MstSideId side)
{
  return side == MST_SIDE_B ? "B" : "A";
}

G_DEFINE_BOXED_TYPE (MstSide, mst_side, mst_side_copy, mst_side_free)

static MstSide *
side_alloc (const char *name, guint pool)
{
  MstSide *side = g_new0 (MstSide, 1);

  side->name = g_strdup (name != NULL ? name : "");
  side->pool = pool;
  side->commander = g_strdup ("");
  side->commands = g_ptr_array_new_with_free_func (g_free);
  return side;
}

MstSide *
mst_side_new (const char *name, guint pool, guint n_commands)
{
  MstSide *side = side_alloc (name, pool);

  for (guint i = 0; i < n_commands; i++)
    g_ptr_array_add (side->commands, g_strdup (""));
  return side;
}

static MstSide *
side_new_for_force (MstForce *force, guint pool)
{
  MstSide *side = side_alloc (mst_force_get_name (force), pool);
  guint n = mst_force_get_n_commands (force);

  side->always_defender = mst_ruleset_force_always_defends (force);
  g_free (side->commander);
  /* A general lost in a campaign battle is not deployed: his command goes
   * down without him, by its number. */
  side->commander = g_strdup (mst_general_get_lost (mst_force_get_commander (force))
                              ? "" : mst_general_get_name (mst_force_get_commander (force)));
  for (guint i = 0; i < n; i++)
    {
      MstGeneral *general = mst_command_get_general (mst_force_get_command (force, i));
      const char *name = mst_general_get_lost (general) ? "" : mst_general_get_name (general);

      g_ptr_array_add (side->commands, g_strdup (name));
    }
  return side;
}

/* @force's pool of kind @pool, as its rule set counts it; 0 for none. */
static guint
pool_of (MstForce *force, MstPool pool)
{
  MstRuleset *rs = mst_ruleset_for_force (force);
  g_autoptr(MstPoolLabel) label = rs != NULL ? mst_ruleset_pool (rs, force, pool) : NULL;

  return label != NULL ? label->value : 0;
}

MstSide *
mst_side_new_scouting (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  return side_new_for_force (force, pool_of (force, MST_POOL_SCOUTING));
}

MstSide *
mst_side_new_initiative (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  return side_new_for_force (force, pool_of (force, MST_POOL_INITIATIVE));
}

MstSide *
mst_side_copy (const MstSide *side)
{
  MstSide *copy;

  g_return_val_if_fail (side != NULL, NULL);

  copy = side_alloc (side->name, side->pool);
  copy->supply_die = side->supply_die;
  copy->always_defender = side->always_defender;
  g_free (copy->commander);
  copy->commander = g_strdup (side->commander);
  for (guint i = 0; i < side->commands->len; i++)
    g_ptr_array_add (copy->commands, g_strdup (g_ptr_array_index (side->commands, i)));
  return copy;
}

void
mst_side_free (MstSide *side)
{
  if (side == NULL)
    return;
  g_free (side->name);
  g_free (side->commander);
  g_ptr_array_unref (side->commands);
  g_free (side);
}

static void
throw_free (MstThrow *t)
{
  mst_roll_free (t->roll);
  g_free (t);
}

static MstContest *
contest_new (void)
{
  MstContest *contest = g_new0 (MstContest, 1);

  contest->throws = g_ptr_array_new_with_free_func ((GDestroyNotify) throw_free);
  return contest;
}

G_DEFINE_BOXED_TYPE (MstContest, mst_contest, mst_contest_copy, mst_contest_free)

MstContest *
mst_contest_copy (const MstContest *contest)
{
  MstContest *copy;

  g_return_val_if_fail (contest != NULL, NULL);

  copy = contest_new ();
  copy->winner = contest->winner;
  copy->how = contest->how;
  copy->n_ties = contest->n_ties;
  for (guint i = 0; i < contest->throws->len; i++)
    {
      const MstThrow *t = g_ptr_array_index (contest->throws, i);
      MstThrow *c = g_new0 (MstThrow, 1);

      *c = *t;
      c->roll = mst_roll_copy (t->roll);
      g_ptr_array_add (copy->throws, c);
    }
  return copy;
}

void
mst_contest_free (MstContest *contest)
{
  if (contest == NULL)
    return;
  g_ptr_array_unref (contest->throws);
  g_free (contest);
}

static guint
add_throw (MstContest *contest, MstDice *dice, const MstSide *side, MstSideId id, guint round)
{
  MstThrow *t = g_new0 (MstThrow, 1);
  guint n_dice;

  t->side = id;
  t->round = round;
  t->supply_die = round == 0 && side->supply_die;
  n_dice = round == 0 ? side->pool + (t->supply_die ? 1 : 0) : 1;
  t->roll = mst_dice_roll (dice, side->name, n_dice, 6);
  g_ptr_array_add (contest->throws, t);
  return t->roll->total;
}

static MstContest *
contest_roll (MstDice *dice, const MstSide *a, const MstSide *b)
{
  MstContest *contest = contest_new ();

  contest->how = MST_CONTEST_ROLLED;
  for (guint round = 0;; round++)
    {
      guint total_a = add_throw (contest, dice, a, MST_SIDE_A, round);
      guint total_b = add_throw (contest, dice, b, MST_SIDE_B, round);

      if (total_a != total_b)
        {
          contest->winner = total_a > total_b ? MST_SIDE_A : MST_SIDE_B;
          return contest;
        }
      contest->n_ties++;
    }
}

MstContest *
mst_scouting_roll (MstDice *dice, const MstSide *a, const MstSide *b)
{
  g_return_val_if_fail (MST_IS_DICE (dice), NULL);
  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  /* "Always the defender" puts a list on the defence against an opponent
   * who scouts as usual.  When both lists claim it, neither can be held to
   * it over the other: the rule cancels out and the pools decide. */
  if (a->always_defender != b->always_defender)
    {
      MstContest *contest = contest_new ();

      contest->how = MST_CONTEST_ALWAYS_DEFENDER;
      contest->winner = a->always_defender ? MST_SIDE_B : MST_SIDE_A;
      return contest;
    }
  return contest_roll (dice, a, b);
}

MstContest *
mst_initiative_roll (MstDice *dice, const MstSide *a, const MstSide *b)
{
  g_return_val_if_fail (MST_IS_DICE (dice), NULL);
  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  return contest_roll (dice, a, b);
}

/* The chance of each total of @n_dice D6: @n_dice × 6 + 1 of them. */
static double *
totals (guint n_dice)
{
  double *p = g_new0 (double, n_dice * 6 + 1);

  p[0] = 1;
  for (guint n = 1; n <= n_dice; n++)
    for (int total = (int) n * 6; total >= 0; total--)
      {
        double sum = 0;

        for (int face = 1; face <= 6 && face <= total; face++)
          sum += p[total - face];
        p[total] = sum / 6;
      }
  return p;
}

double
mst_contest_odds (const MstSide *a, const MstSide *b, gboolean scouting, double *first_tie)
{
  guint n_a, n_b;
  g_autofree double *pa = NULL;
  g_autofree double *pb = NULL;
  double wins = 0, ties = 0;

  g_return_val_if_fail (a != NULL && b != NULL, 0);

  if (scouting && a->always_defender != b->always_defender)
    {
      if (first_tie != NULL)
        *first_tie = 0;
      return a->always_defender ? 0 : 1;
    }
  n_a = a->pool + (a->supply_die ? 1 : 0);
  n_b = b->pool + (b->supply_die ? 1 : 0);
  pa = totals (n_a);
  pb = totals (n_b);
  for (guint i = 0; i <= n_a * 6; i++)
    for (guint j = 0; j <= n_b * 6; j++)
      {
        if (i > j)
          wins += pa[i] * pb[j];
        else if (i == j)
          ties += pa[i] * pb[j];
      }
  if (first_tie != NULL)
    *first_tie = ties;
  /* Each re-roll: 1D6 against 1D6, higher 15 times in 36 each side, a
   * draw 6 times; so a draw is won by either half the time. */
  return wins + ties / 2;
}

char *
mst_side_dup_display_name (const MstSide *side, MstSideId id)
{
  g_return_val_if_fail (side != NULL, NULL);

  if (side->name[0] != '\0')
    return g_strdup (side->name);
  return g_strdup (id == MST_SIDE_A ? _("Side A") : _("Side B"));
}

char *
mst_throw_describe (const MstThrow *t, const MstSide *a, const MstSide *b)
{
  g_autofree char *name = NULL;
  g_autofree char *roll = NULL;

  g_return_val_if_fail (t != NULL && a != NULL && b != NULL, NULL);

  name = mst_side_dup_display_name (t->side == MST_SIDE_A ? a : b, t->side);
  roll = mst_roll_format (t->roll);
  if (t->round > 0)
    /* TRANSLATORS: a side, the how-manieth re-roll of a tie, the dice. */
    return g_strdup_printf (_("%s, re-roll %u: %s"), name, t->round, roll);
  if (t->supply_die)
    return g_strdup_printf (_("%s: %s, with a supply die"), name, roll);
  return g_strdup_printf (_("%s: %s"), name, roll);
}

char *
mst_contest_describe_scouting (const MstContest *contest, const MstSide *a, const MstSide *b)
{
  g_autofree char *attacker = NULL;
  g_autofree char *defender = NULL;

  g_return_val_if_fail (contest != NULL && a != NULL && b != NULL, NULL);

  attacker = mst_side_dup_display_name (contest->winner == MST_SIDE_A ? a : b, contest->winner);
  defender = mst_side_dup_display_name (contest->winner == MST_SIDE_A ? b : a, MST_SIDE_OTHER (contest->winner));
  if (contest->how == MST_CONTEST_ALWAYS_DEFENDER)
    return g_strdup_printf (_("%s’s list is always the defender: %s is the attacker without a roll."),
                            defender, attacker);
  return g_strdup_printf (_("%s is the attacker, %s the defender."), attacker, defender);
}

char *
mst_contest_describe_initiative (const MstContest *contest, const MstSide *a, const MstSide *b)
{
  g_autofree char *winner = NULL;

  g_return_val_if_fail (contest != NULL && a != NULL && b != NULL, NULL);

  winner = mst_side_dup_display_name (contest->winner == MST_SIDE_A ? a : b, contest->winner);
  return g_strdup_printf (_("%s has the initiative."), winner);
}

void
mst_deploy_step_free (MstDeployStep *step)
{
  if (step == NULL)
    return;
  g_free (step->side_name);
  g_free (step->general);
  g_free (step->commander);
  g_free (step);
}

char *
mst_deploy_step_describe (const MstDeployStep *step)
{
  g_autofree char *who = NULL;
  g_autofree char *what = NULL;
  const char *role;

  g_return_val_if_fail (step != NULL, NULL);

  role = step->defender ? _("Defender") : _("Attacker");
  who = step->side_name[0] != '\0' ? g_strdup_printf (_("%s, %s"), role, step->side_name)
                                   : g_strdup (role);

  if (step->command == 0)
    what = g_strdup (_("no command"));
  else if (step->general[0] == '\0')
    what = g_strdup_printf (_("command %u"), step->command);
  else
    what = g_strdup_printf (_("%s’s command"), step->general);

  if (step->baggage_camp && step->force_commander)
    {
      if (step->commander[0] != '\0')
        return g_strdup_printf (_("%s: %s, with the baggage camp and the force commander, %s"),
                                who, what, step->commander);
      return g_strdup_printf (_("%s: %s, with the baggage camp and the force commander"), who, what);
    }
  if (step->baggage_camp)
    return g_strdup_printf (_("%s: %s, with the baggage camp"), who, what);
  if (step->force_commander)
    {
      if (step->commander[0] != '\0')
        return g_strdup_printf (_("%s: %s, with the force commander, %s"), who, what, step->commander);
      return g_strdup_printf (_("%s: %s, with the force commander"), who, what);
    }
  return g_strdup_printf (_("%s: %s"), who, what);
}

static void
add_step (GPtrArray *steps, const MstSide *side, MstSideId id, MstSideId defender, guint index)
{
  MstDeployStep *step = g_new0 (MstDeployStep, 1);
  guint n = side->commands->len;

  step->side = id;
  step->defender = id == defender;
  step->side_name = g_strdup (side->name);
  step->command = n > 0 ? index + 1 : 0;
  step->general = g_strdup (n > 0 ? g_ptr_array_index (side->commands, index) : "");
  step->baggage_camp = index == 0;
  step->force_commander = n == 0 || index == n - 1;
  step->commander = g_strdup (side->commander);
  g_ptr_array_add (steps, step);
}

GPtrArray *
mst_deployment_order (const MstSide *a, const MstSide *b, MstSideId defender)
{
  const MstSide *sides[2] = { a, b };
  guint placed[2] = { 0, 0 };
  guint total[2];
  GPtrArray *steps;
  MstSideId turn;

  g_return_val_if_fail (a != NULL && b != NULL, NULL);

  steps = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_deploy_step_free);
  /* A side with no commands still has a baggage camp and a commander to
   * place: one step. */
  for (int s = 0; s < 2; s++)
    total[s] = MAX (sides[s]->commands->len, 1);

  /* The defender starts with two commands instead of one. */
  for (int k = 0; k < 2 && placed[defender] < total[defender]; k++)
    add_step (steps, sides[defender], defender, defender, placed[defender]++);

  turn = MST_SIDE_OTHER (defender);
  while (placed[0] < total[0] || placed[1] < total[1])
    {
      if (placed[turn] < total[turn])
        add_step (steps, sides[turn], turn, defender, placed[turn]++);
      turn = MST_SIDE_OTHER (turn);
    }
  return steps;
}
