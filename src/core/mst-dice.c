/* mst-dice.c: a seedable dice generator, and rolls kept with their faces.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GRand is a Mersenne Twister: seeded with the same words it throws the same
 * sequence on every platform, which is what makes `--seed` reproducible, and
 * g_rand_int_range() draws without modulo bias. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-dice.h"
#include "mst-enum-types.h"
#include "mst-types-private.h"
#include "mst-error.h"

const char *
mst_test_dice_to_string (MstTestDice dice)
{
  return mst_enum_to_nick (MST_TYPE_TEST_DICE, dice);
}

/* "2D6" as well as "2d6". */
gboolean
mst_test_dice_from_string (const char *s, MstTestDice *out)
{
  g_autofree char *lower = s != NULL ? g_ascii_strdown (s, -1) : NULL;
  int v;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!mst_enum_from_nick (MST_TYPE_TEST_DICE, lower, &v))
    return FALSE;
  *out = (MstTestDice) v;
  return TRUE;
}

guint
mst_test_dice_min (MstTestDice dice)
{
  return dice == MST_TEST_DICE_1D12 ? 1 : 2;
}

guint
mst_test_dice_max (MstTestDice dice)
{
  return 12;
}

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
};

G_DEFINE_FINAL_TYPE (MstDice, mst_dice, G_TYPE_OBJECT)

static void
mst_dice_finalize (GObject *object)
{
  MstDice *self = MST_DICE (object);

  g_rand_free (self->rand);

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

  return (guint) g_rand_int_range (self->rand, 1, (gint32) sides + 1);
}

MstRoll *
mst_dice_roll (MstDice *self, const char *label, guint n_dice, guint sides)
{
  g_autofree guint *faces = NULL;

  g_return_val_if_fail (MST_IS_DICE (self), NULL);
  g_return_val_if_fail (sides > 0, NULL);

  faces = g_new0 (guint, MAX (n_dice, 1));
  for (guint i = 0; i < n_dice; i++)
    faces[i] = mst_dice_die (self, sides);
  return mst_roll_new (label, sides, faces, n_dice);
}

MstRoll *
mst_dice_roll_test (MstDice *self, const char *label, MstTestDice dice)
{
  g_return_val_if_fail (MST_IS_DICE (self), NULL);

  if (dice == MST_TEST_DICE_1D12)
    return mst_dice_roll (self, label, 1, 12);
  return mst_dice_roll (self, label, 2, 6);
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
