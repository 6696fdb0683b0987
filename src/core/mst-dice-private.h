/* mst-dice-private.h: dice that throw every way they can, for the exact
 * odds of a test (mst_ruleset_test_odds()).
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A run of a test with counting dice follows one path: at each point where
 * dice are thrown it takes one way, and the dice keep how likely that
 * path is.  mst_dice_counting_next() moves to the next path, so running
 * the test once per path visits every way the dice can fall, each once,
 * and the probabilities of the paths add up to 1.  The test must throw the
 * same dice in the same order whenever the path so far is the same, which
 * any test that reads only its dice does.
 *
 * Dice thrown together (mst_dice_roll()) are counted by the faces they
 * show, lowest first, not by their order: a rule that reads thrown dice
 * in the order they fell must throw them one at a time (mst_dice_die()).
 * Dice thrown against a number (mst_dice_roll_targets()) are counted by
 * how many succeed. */
#pragma once

#include "mst-dice.h"

G_BEGIN_DECLS

MstDice  *mst_dice_new_counting         (void);
/* Moves to the next path; FALSE when every path has been run. */
gboolean  mst_dice_counting_next        (MstDice *self);
/* How likely the path of the run just made is. */
double    mst_dice_counting_probability (MstDice *self);
/* How many points of choice the path has so far. */
guint     mst_dice_counting_depth       (MstDice *self);

G_END_DECLS
