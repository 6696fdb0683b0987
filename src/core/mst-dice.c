/* mst-dice.c: a seedable dice generator, and rolls kept with their faces.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GRand is a Mersenne Twister: seeded with the same words it throws the same
 * sequence on every platform, which is what makes `--seed` reproducible, and
 * g_rand_int_range() draws without modulo bias. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-dice.h"
#include "mst-dice-private.h"
#include "mst-enum-types.h"
#include "mst-types-private.h"
#include "mst-error.h"

G_DEFINE_BOXED_TYPE (MstRoll, mst_roll, mst_roll_copy, mst_roll_free)

MstRoll *
mst_roll_new (const char *label, guint sides, const guint *faces, guint n_dice)
{
  MstRoll *roll;

  g_return_val_if_fail (sides > 0, NULL);
  g_return_val_if_fail (faces != NULL || n_dice == 0, NULL);

  roll = g_new0 (MstRoll, 1);
  roll->label = g_strdup (label != NULL ? label : "");
  roll->sides = sides;
  roll->n_dice = n_dice;
  roll->faces = g_new0 (guint, MAX (n_dice, 1));
  for (guint i = 0; i < n_dice; i++)
    {
      roll->faces[i] = faces[i];
      roll->total += faces[i];
    }
  return roll;
}

MstRoll *
mst_roll_copy (const MstRoll *roll)
{
  g_return_val_if_fail (roll != NULL, NULL);
  return mst_roll_new (roll->label, roll->sides, roll->faces, roll->n_dice);
}

void
mst_roll_free (MstRoll *roll)
{
  if (roll == NULL)
    return;
  g_free (roll->label);
  g_free (roll->faces);
  g_free (roll);
}

char *
mst_roll_dup_dice (const MstRoll *roll)
{
  g_return_val_if_fail (roll != NULL, NULL);
  return g_strdup_printf ("%uD%u", roll->n_dice, roll->sides);
}

char *
mst_roll_format (const MstRoll *roll)
{
  GString *s;

  g_return_val_if_fail (roll != NULL, NULL);

  s = g_string_new (NULL);
  g_string_append_printf (s, "%uD%u ", roll->n_dice, roll->sides);
  for (guint i = 0; i < roll->n_dice; i++)
    g_string_append_printf (s, i == 0 ? "%u" : "+%u", roll->faces[i]);
  if (roll->n_dice > 0)
    g_string_append_c (s, ' ');
  g_string_append_printf (s, "= %u", roll->total);
  return g_string_free (s, FALSE);
}

struct _MstDice
{
  GObject parent_instance;

  guint64 seed;
  GRand *rand;

  /* Counting (mst_dice_new_counting()): the choice taken at each point of
   * the run, the number of ways each point had, and how likely the path
   * followed so far is. */
  gboolean counting;
  GArray *chosen;
  GArray *n_ways;
  guint at;
  double probability;
};

G_DEFINE_FINAL_TYPE (MstDice, mst_dice, G_TYPE_OBJECT)

static void
mst_dice_finalize (GObject *object)
{
  MstDice *self = MST_DICE (object);

  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->chosen, g_array_unref);
  g_clear_pointer (&self->n_ways, g_array_unref);

  G_OBJECT_CLASS (mst_dice_parent_class)->finalize (object);
}

static void
mst_dice_class_init (MstDiceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_dice_finalize;
}

static void
mst_dice_init (MstDice *self)
{
}

MstDice *
mst_dice_new_with_seed (guint64 seed)
{
  MstDice *self = g_object_new (MST_TYPE_DICE, NULL);
  const guint32 words[2] = { (guint32) (seed & 0xffffffffu), (guint32) (seed >> 32) };

  self->seed = seed;
  self->rand = g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
  return self;
}

MstDice *
mst_dice_new (void)
{
  /* A seed drawn from the system's entropy (GLib's global generator is seeded
   * from /dev/urandom) and kept, so that a surprising game can be replayed. */
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();

  return mst_dice_new_with_seed (seed);
}

MstDice *
mst_dice_new_counting (void)
{
  MstDice *self = g_object_new (MST_TYPE_DICE, NULL);

  self->counting = TRUE;
  self->chosen = g_array_new (FALSE, FALSE, sizeof (guint));
  self->n_ways = g_array_new (FALSE, FALSE, sizeof (guint));
  self->probability = 1.0;
  return self;
}

gboolean
mst_dice_counting_next (MstDice *self)
{
  g_return_val_if_fail (MST_IS_DICE (self) && self->counting, FALSE);

  /* The last choice that has a way left takes it; those after it start
   * again from their first way when the run reaches them. */
  while (self->chosen->len > 0)
    {
      guint last = self->chosen->len - 1;
      guint *c = &g_array_index (self->chosen, guint, last);

      if (*c + 1 < g_array_index (self->n_ways, guint, last))
        {
          (*c)++;
          self->at = 0;
          self->probability = 1.0;
          return TRUE;
        }
      g_array_set_size (self->chosen, last);
      g_array_set_size (self->n_ways, last);
    }
  return FALSE;
}

double
mst_dice_counting_probability (MstDice *self)
{
  g_return_val_if_fail (MST_IS_DICE (self) && self->counting, 0);
  return self->probability;
}

guint
mst_dice_counting_depth (MstDice *self)
{
  g_return_val_if_fail (MST_IS_DICE (self) && self->counting, 0);
  return self->chosen->len;
}

/* The way taken at the run's next point of @n_ways: the path's, or the
 * first of a point the path has not reached yet. */
static guint
choose (MstDice *self, guint n_ways)
{
  guint way = 0;

  if (self->at < self->chosen->len)
    way = g_array_index (self->chosen, guint, self->at);
  else
    {
      g_array_append_val (self->chosen, way);
      g_array_append_val (self->n_ways, n_ways);
    }
  self->at++;
  return MIN (way, n_ways - 1);
}

/* The chance of @k successes in @n tries, each succeeding with @p. */
static double
binomial (guint n, guint k, double p)
{
  double c = 1.0;

  for (guint i = 0; i < k; i++)
    c = c * (double) (n - i) / (double) (i + 1);
  return c * pow (p, k) * pow (1.0 - p, n - k);
}

/* @n_dice of @sides sides thrown together, counted as the faces they
 * show together, lowest first: for each face in turn, how many of the
 * dice left show it.  A throw read by its total or its best die has a
 * way per set of faces, not per order (2D10: 55, not 100). */
static void
count_roll (MstDice *self, guint n_dice, guint sides, guint *faces)
{
  guint left = n_dice, at = 0;

  for (guint face = 1; face <= sides && left > 0; face++)
    {
      guint k;

      if (face == sides)
        k = left;
      else
        {
          k = choose (self, left + 1);
          self->probability *= binomial (left, k, 1.0 / (double) (sides - face + 1));
        }
      for (guint i = 0; i < k; i++)
        faces[at++] = face;
      left -= k;
    }
}

guint64
mst_dice_get_seed (MstDice *self)
{
  g_return_val_if_fail (MST_IS_DICE (self), 0);
  return self->seed;
}

guint
mst_dice_die (MstDice *self, guint sides)
{
  g_return_val_if_fail (MST_IS_DICE (self), 1);
  g_return_val_if_fail (sides > 0 && sides <= G_MAXINT32, 1);

  if (self->counting)
    {
      self->probability /= (double) sides;
      return choose (self, sides) + 1;
    }
  return (guint) g_rand_int_range (self->rand, 1, (gint32) sides + 1);
}

MstRoll *
mst_dice_roll (MstDice *self, const char *label, guint n_dice, guint sides)
{
  g_autofree guint *faces = NULL;

  g_return_val_if_fail (MST_IS_DICE (self), NULL);
  g_return_val_if_fail (sides > 0, NULL);

  faces = g_new0 (guint, MAX (n_dice, 1));
  if (self->counting)
    count_roll (self, n_dice, sides, faces);
  else
    for (guint i = 0; i < n_dice; i++)
      faces[i] = mst_dice_die (self, sides);
  return mst_roll_new (label, sides, faces, n_dice);
}

gboolean
mst_dice_parse_seed (const char *text, guint64 *seed, GError **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (seed != NULL, FALSE);

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    {
      g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” is not a seed: give a whole number from 0 to %s"), text, max);
      return FALSE;
    }
  return TRUE;
}

gboolean
mst_dice_target_met (guint face, int target, MstDiceTest test)
{
  /* A D6 never throws 7 or 0: a score needed of 7 or more always fails,
   * of 1 or less always passes (001:100-105), and the other way round
   * for a test passed on the number or less. */
  return test == MST_DICE_AT_MOST ? (int) face <= target : (int) face >= target;
}

/* Counting: the dice of @roll are alike, so a way is a number of
 * successes, as likely as the binomial law says; the dice that succeed
 * show the first face that does, the others the first that fails. */
static void
count_targets (MstDice *self, MstTargetRoll *roll, MstReroll reroll)
{
  guint n_pass = 0, pass_face = 0, fail_face = 0, k;
  double p, q;

  for (guint face = 6; face >= 1; face--)
    if (mst_dice_target_met (face, roll->target, roll->test))
      {
        n_pass++;
        pass_face = face;
      }
    else
      fail_face = face;
  p = n_pass / 6.0;
  /* Once only, and the second throw stands (001:106-110). */
  if ((reroll & MST_REROLL_FAILURES) && (reroll & MST_REROLL_SUCCESSES))
    q = p;
  else if (reroll & MST_REROLL_FAILURES)
    q = p + (1.0 - p) * p;
  else if (reroll & MST_REROLL_SUCCESSES)
    q = p * p;
  else
    q = p;
  k = choose (self, roll->n_dice + 1);
  self->probability *= binomial (roll->n_dice, k, q);
  for (guint i = 0; i < roll->n_dice; i++)
    {
      MstTargetDie *d = &roll->dice[i];

      d->success = i < k;
      d->first = d->face = d->success ? pass_face : fail_face;
    }
  roll->successes = k;
}

MstTargetRoll *
mst_dice_roll_targets (MstDice *self, guint n_dice, int target, MstDiceTest test, MstReroll reroll)
{
  MstTargetRoll *roll;

  g_return_val_if_fail (MST_IS_DICE (self), NULL);

  roll = g_new0 (MstTargetRoll, 1);
  roll->test = test;
  roll->target = target;
  roll->n_dice = n_dice;
  roll->dice = g_new0 (MstTargetDie, MAX (n_dice, 1));
  if (self->counting)
    {
      count_targets (self, roll, reroll);
      return roll;
    }
  for (guint i = 0; i < n_dice; i++)
    {
      MstTargetDie *d = &roll->dice[i];

      d->first = d->face = mst_dice_die (self, 6);
      d->success = mst_dice_target_met (d->face, target, test);
      /* Once only: the second throw is final (001:106-110). */
      if ((d->success && (reroll & MST_REROLL_SUCCESSES)) || (!d->success && (reroll & MST_REROLL_FAILURES)))
        {
          d->face = mst_dice_die (self, 6);
          d->rerolled = TRUE;
          d->success = mst_dice_target_met (d->face, target, test);
          roll->rerolled++;
        }
      roll->successes += d->success;
    }
  return roll;
}

void
mst_target_roll_free (MstTargetRoll *roll)
{
  if (roll == NULL)
    return;
  g_free (roll->dice);
  g_free (roll);
}

MstRoll *
mst_target_roll_to_roll (const MstTargetRoll *roll, const char *label)
{
  g_autofree guint *faces = NULL;

  g_return_val_if_fail (roll != NULL, NULL);

  faces = g_new0 (guint, MAX (roll->n_dice, 1));
  for (guint i = 0; i < roll->n_dice; i++)
    faces[i] = roll->dice[i].face;
  return mst_roll_new (label, 6, faces, roll->n_dice);
}
