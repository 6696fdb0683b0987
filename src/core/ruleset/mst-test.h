/* mst-test.h: running a test of a rule set's tables: the inputs, the
 * modifiers that apply, a throw (Muster's or the player's), an outcome.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-dice.h"
#include "mst-table.h"

G_BEGIN_DECLS

/* The @thrown of a test that Muster throws: no score was typed.  Any
 * score from 0 up is typed, since a D10's face marked 0 is one. */
#define MST_TEST_THROW_DICE (-1)

typedef struct {
  /* The dice Muster threw; NULL when the player typed in the score. */
  MstRoll *roll;
  int thrown;
  /* A pass/fail test: the number the throw is compared with, modifiers
   * included, and whether it passed. */
  gboolean has_target;
  int target;
  gboolean passed;
  /* A banded test with modifiers (Drums and Muskets' resilience): the
   * modifier and the score looked up. */
  gboolean has_score;
  int modifier;
  int score;
  /* What happens, as the chart says it. */
  char *outcome;
  /* The outcome or the target came from a cell that is not verified. */
  gboolean unverified;
  /* A note on how the cell was read, or NULL. */
  char *note;
  /* How a typed or thrown die was read, where the sheet reads it other
   * than as the number typed ("0, the face marked 0"), or NULL. */
  char *read_as;
  /* Dice of the force's supply added to the throw: a game spends them;
   * the face Muster threw for it (0 when the score was typed in). */
  guint supply_dice;
  guint supply_face;
} MstTestOutcome;

void            mst_test_outcome_free (MstTestOutcome *outcome);

/* One outcome of a test and its exact chance, the dice counted every way
 * they can fall (mst_ruleset_test_odds()). */
typedef struct {
  char *outcome;
  /* A pass/fail test: the number thrown against, and whether this
   * outcome passes. */
  gboolean has_target;
  int target;
  gboolean passed;
  /* It lands on a cell the rules' text left damaged. */
  gboolean unverified;
  double probability;
} MstTestOdds;

void            mst_test_odds_free    (MstTestOdds *odds);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTestOdds, mst_test_odds_free)

/* The chance that a pass/fail test passes, from @odds (MstTestOdds). */
double          mst_test_odds_passing (GPtrArray *odds);
/* @p as a fraction of small whole numbers when it is exactly one (1/36,
 * 11/36, 0/1), else FALSE. */
gboolean        mst_odds_as_fraction  (double  p,
                                       guint64 *numerator,
                                       guint64 *denominator);
/* @p for the player: "41.7%", "< 0.1%", "100.0%"; translated. */
char           *mst_odds_format       (double p);
/* What the odds say at a glance: "Odds: 72.2% to pass", or "Odds: most
 * likely Carry On, 33.3%". */
char           *mst_test_odds_format_title (GPtrArray *odds);
/* One line an outcome, in their order: "30.6%  Forced Retire". */
char           *mst_test_odds_format_lines (GPtrArray *odds);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTestOutcome, mst_test_outcome_free)

/* The lowest and highest score the test's dice throw. */
int             mst_test_def_min_throw (const MstTestDef *def);
int             mst_test_def_max_throw (const MstTestDef *def);

/* Runs @def.  @inputs maps input ids to values (every input is needed);
 * @modifiers maps modifier ids to a count (as GUINT_TO_POINTER), may be
 * NULL.  With @thrown >= 0 that is the score typed (a D10's 0 is a score);
 * with MST_TEST_THROW_DICE, @dice throw.  An unknown
 * or missing input, a value the input does not take, or a modifier the test
 * does not have is MST_ERROR_INVALID, its message listing the valid ones. */
MstTestOutcome *mst_test_def_run       (const MstTestDef *def,
                                        GHashTable       *inputs,
                                        GHashTable       *modifiers,
                                        int               thrown,
                                        MstDice          *dice,
                                        GError          **error);

/* For the tests a rule set's code runs: the value of input @id in
 * @inputs, which must be one of @allowed; @fallback when absent (NULL:
 * the input is needed).  NULL with MST_ERROR_INVALID, naming the values. */
const char     *mst_test_input_value   (GHashTable        *inputs,
                                        const char        *test_id,
                                        const char        *id,
                                        const char *const *allowed,
                                        const char        *fallback,
                                        GError           **error);
/* FALSE with MST_ERROR_INVALID when @inputs holds an input not in @takes. */
gboolean        mst_test_check_inputs  (GHashTable        *inputs,
                                        const char        *test_id,
                                        const char *const *takes,
                                        GError           **error);

G_END_DECLS
