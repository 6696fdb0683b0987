/* mst-dice.h: a seedable dice generator, and rolls kept with their faces.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* One throw: @n_dice dice of @sides sides, every face as it fell. */
typedef struct {
  char *label;
  guint n_dice;
  guint sides;
  guint *faces;
  guint total;
} MstRoll;

#define MST_TYPE_ROLL (mst_roll_get_type ())
GType    mst_roll_get_type (void) G_GNUC_CONST;
/* A roll of the given faces (a throw made with real dice, or a test's). */
MstRoll *mst_roll_new      (const char  *label,
                            guint        sides,
                            const guint *faces,
                            guint        n_dice);
MstRoll *mst_roll_copy     (const MstRoll *roll);
void     mst_roll_free     (MstRoll     *roll);
/* "3D6", "1D12", "0D6". */
char    *mst_roll_dup_dice (const MstRoll *roll);
/* "3D6 4+1+6 = 11"; "0D6 = 0" for an empty pool. */
char    *mst_roll_format   (const MstRoll *roll);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstRoll, mst_roll_free)

#define MST_TYPE_DICE (mst_dice_get_type ())
G_DECLARE_FINAL_TYPE (MstDice, mst_dice, MST, DICE, GObject)

/* Dice seeded from the system's entropy: a different game every time. */
MstDice  *mst_dice_new            (void);
/* The same seed throws the same faces in the same order. */
MstDice  *mst_dice_new_with_seed  (guint64      seed);
guint64   mst_dice_get_seed       (MstDice     *self);
/* One die of @sides sides: 1 … @sides, every face equally likely. */
guint     mst_dice_die            (MstDice     *self,
                                   guint        sides);
MstRoll  *mst_dice_roll           (MstDice     *self,
                                   const char  *label,
                                   guint        n_dice,
                                   guint        sides);
/* Tests of one die per item against a number on a card (Revolutionary
 * Wars, 001:85-110): a die succeeds on the number or more, or, for the
 * few tests that say so, on the number or less. */
typedef enum {
  MST_DICE_AT_LEAST,
  MST_DICE_AT_MOST,
} MstDiceTest;

/* Which dice are thrown again.  A die is thrown again at most once,
 * however many reasons there are, and the second throw stands. */
typedef enum {
  MST_REROLL_NONE = 0,
  MST_REROLL_FAILURES = 1 << 0,
  MST_REROLL_SUCCESSES = 1 << 1,
} MstReroll;

typedef struct {
  /* The first throw, and the face that stands (the re-roll's, if any). */
  guint first;
  guint face;
  gboolean rerolled;
  gboolean success;
} MstTargetDie;

typedef struct {
  MstDiceTest test;
  int target;
  guint n_dice;
  MstTargetDie *dice;
  guint successes;
  guint rerolled;
} MstTargetRoll;

/* Whether @face passes against @target. */
gboolean       mst_dice_target_met       (guint          face,
                                          int            target,
                                          MstDiceTest    test);
/* @n_dice D6 against @target (modifiers already added), each thrown
 * again once when @reroll says so. */
MstTargetRoll *mst_dice_roll_targets     (MstDice       *self,
                                          guint          n_dice,
                                          int            target,
                                          MstDiceTest    test,
                                          MstReroll      reroll);
void           mst_target_roll_free      (MstTargetRoll *roll);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTargetRoll, mst_target_roll_free)
/* The faces that stand, as an MstRoll of @label. */
MstRoll       *mst_target_roll_to_roll   (const MstTargetRoll *roll,
                                          const char          *label);

/* Parses a seed typed on a command line or in a field. */
gboolean  mst_dice_parse_seed     (const char  *text,
                                   guint64     *seed,
                                   GError     **error);

G_END_DECLS
