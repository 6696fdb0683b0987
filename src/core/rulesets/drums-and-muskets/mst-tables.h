/* mst-tables.h: the resilience test and the hold test, as the tables print them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-dice.h"

G_BEGIN_DECLS

/* What a resilience test follows: the outcomes table has a column for each;
 * charge and melee share one column of the adjustment table. */
typedef enum {
  MST_TEST_CONTEXT_SHOOTING,
  MST_TEST_CONTEXT_CHARGE,
  MST_TEST_CONTEXT_MELEE,
  MST_TEST_CONTEXT_OTHER,
} MstTestContext;

#define MST_N_TEST_CONTEXTS 4

/* "shooting", "charge", "melee", "other". */
const char *mst_test_context_to_string   (MstTestContext context);
gboolean    mst_test_context_from_string (const char     *s,
                                          MstTestContext *out);
/* "From shooting", "Charge", "Melee", "All other cases", translated. */
const char *mst_test_context_get_label   (MstTestContext context);

/* The columns of the Resilience Situation Adjustment Table. */
typedef enum {
  MST_ADJUST_SHOOTING,
  MST_ADJUST_CHARGE_OR_MELEE,
  MST_ADJUST_OTHER,
} MstAdjustColumn;

#define MST_N_ADJUST_COLUMNS 3

MstAdjustColumn mst_test_context_get_column (MstTestContext context);

/* One row of an adjustment table. */
typedef struct {
  /* The row's text as printed in the full rules, made into an id. */
  const char *id;
  /* The row's text as the full rules print it (untranslated). */
  const char *text;
  /* The same for the player to read, translatable. */
  const char *label;
  /* "For each … general": the modifier counts once per general. */
  gboolean per_general;
  /* The unit defends a fortification or obstacle: Advance becomes Carry On. */
  gboolean defending;
  /* Which columns have a figure (bit n: column n); the hold table has one. */
  guint columns;
  int modifier[MST_N_ADJUST_COLUMNS];
} MstSituation;

/* "Resilience Situation Adjustment Table", in printed order. */
const MstSituation *mst_resilience_situations (guint *n_situations);
/* "Situation (Testers) Hold Test adjustments", in printed order. */
const MstSituation *mst_hold_situations       (guint *n_situations);
/* The row's index, or -1. */
int                 mst_situations_find       (const MstSituation *situations,
                                               guint               n_situations,
                                               const char         *id);
/* Whether the row has a figure in @column. */
gboolean            mst_situation_applies     (const MstSituation *situation,
                                               MstAdjustColumn     column);
/* "+2", "−1", or "" for an empty cell. */
char               *mst_situation_format_modifier (const MstSituation *situation,
                                                   MstAdjustColumn     column);
/* A row's printed text made into an id: lower case, each run of other
 * characters than a–z and 0–9 one '-', none at either end. */
char               *mst_situation_id_from_text (const char *text);

typedef enum {
  MST_OUTCOME_ADVANCE_2BW,
  MST_OUTCOME_ADVANCE_1BW,
  MST_OUTCOME_CARRY_ON,
  MST_OUTCOME_STAND,
  MST_OUTCOME_STAND_TAKE_1_HIT,
  MST_OUTCOME_FORCED_RETIRE,
  MST_OUTCOME_FORCED_RETIRE_1_HIT,
  MST_OUTCOME_FORCED_RETIRE_2_HITS,
  MST_OUTCOME_BREAK,
  MST_OUTCOME_MUST_CHARGE,
  MST_OUTCOME_NEED_NOT_CHARGE,
} MstOutcome;

/* As the tables print it ("Forced Retire/1 hit"): the CLI's text. */
const char *mst_outcome_to_string (MstOutcome outcome);
/* Translated. */
const char *mst_outcome_get_label (MstOutcome outcome);
/* Translated, as short as the printed table ("Forced retire / 1 hit"). */
const char *mst_outcome_get_short_label (MstOutcome outcome);
gboolean    mst_outcome_is_advance (MstOutcome outcome);

/* One row of the Resilience Outcomes Table. */
typedef struct {
  /* As printed: "12+", "10-11", "4-2", "1 or less". */
  const char *score;
  int min_score;
  int max_score;
  MstOutcome outcome[MST_N_TEST_CONTEXTS];
} MstOutcomeRow;

const MstOutcomeRow *mst_resilience_outcome_rows (guint *n_rows);

/* The Resilience Situation Adjustment, Resilience Outcomes and Hold Test
 * tables as a tables file (schemas/tables.xsd), made from the rows the
 * tests read (MstRulesetClass.tables_data). */
char *mst_dm_tables_data (void);

/* The hold test's threshold: "If the score is 7 or greater than the unit
 * must charge". */
#define MST_HOLD_MUST_CHARGE_SCORE 7

/* @counts: one per row of the table (0: not chosen; a check row counts 1). */
int         mst_resilience_modifier (MstTestContext  context,
                                     const guint    *counts);
int         mst_hold_modifier       (const guint    *counts);
/* @defending: the unit defends a fortification, an edge of terrain or an
 * obstacle, and an Advance becomes Carry On. */
MstOutcome  mst_resilience_outcome  (MstTestContext  context,
                                     int             score,
                                     gboolean        defending);
MstOutcome  mst_hold_outcome        (int             score);

/* A throw for a test.  "Quarter master, supply and logistics": a single
 * supply die "can be added to any throw", tests included, before the dice
 * are thrown; it is a D6, so the score thrown may then be above 12. */
typedef struct {
  /* Every die's total, the supply die included. */
  guint thrown;
  /* The test's dice Muster threw (2D6 or 1D12), or NULL when typed in. */
  const MstRoll *roll;
  /* A supply die was added to the throw. */
  gboolean supply_die;
  /* Its face when Muster threw it; 0 when the player typed in the score. */
  guint supply_face;
} MstTestThrow;

/* The lowest and highest score a throw of @dice can give, with or without a
 * supply die (a D6: +1 to +6). */
guint       mst_test_throw_min (MstTestDice dice,
                                gboolean    supply_die);
guint       mst_test_throw_max (MstTestDice dice,
                                gboolean    supply_die);
/* Throws @dice and, with @supply_die, one D6 after them; @out->roll is then
 * owned by the caller (free it with mst_roll_free). */
void        mst_test_throw_roll (MstTestThrow *out,
                                 MstDice      *dice,
                                 MstTestDice   kind,
                                 gboolean      supply_die);

/* Rows no one unit can tick together: a unit has one grade (Determined,
 * Lackluster), is Zealous or not, cannot be at 75 % strength or more and
 * at 50 % or less at once, nor have charged twice and not at all.  Such a test is refused, never summed: FALSE
 * with MST_ERROR_INVALID naming both rows. */
gboolean    mst_situations_check (const MstSituation *situations,
                                  guint               n_situations,
                                  const guint        *counts,
                                  GError            **error);

typedef struct {
  int modifier;
  /* The dice's total, thrown by Muster or by the player, the supply die
   * included. */
  guint thrown;
  int score;
  MstOutcome outcome;
  /* The table gave Advance and it became Carry On. */
  gboolean advance_held;
  /* The dice Muster threw; NULL when the player typed in the score. */
  MstRoll *roll;
  /* A supply die was added; its face when Muster threw it, else 0. */
  gboolean supply_die;
  guint supply_face;
} MstTestResult;

#define MST_TYPE_TEST_RESULT (mst_test_result_get_type ())
GType          mst_test_result_get_type (void) G_GNUC_CONST;
MstTestResult *mst_test_result_copy     (const MstTestResult *result);
void           mst_test_result_free     (MstTestResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTestResult, mst_test_result_free)

/* A resilience test from a throw of @thrown (@roll: the dice behind it, or
 * NULL).  Choosing the fortification row implies @defending.  NULL when
 * the situations contradict each other (see mst_situations_check()). */
MstTestResult *mst_resilience_test (MstTestContext  context,
                                    const guint    *counts,
                                    gboolean        defending,
                                    guint           thrown,
                                    const MstRoll  *roll);
MstTestResult *mst_hold_test       (const guint    *counts,
                                    guint           thrown,
                                    const MstRoll  *roll);
/* The same from a throw that may carry a supply die; NULL and @error set
 * when the situations contradict each other. */
MstTestResult *mst_resilience_test_throw (MstTestContext      context,
                                          const guint        *counts,
                                          gboolean            defending,
                                          const MstTestThrow *throw_,
                                          GError            **error);
MstTestResult *mst_hold_test_throw       (const guint        *counts,
                                          const MstTestThrow *throw_,
                                          GError            **error);
/* "7 + 3 = 10", "9 − 2 = 7", "7 + 0 = 7": how the score came about. */
char          *mst_test_result_format_sum (const MstTestResult *result);
/* "+3", "0", "−2" (a true minus sign) for the player. */
char          *mst_format_modifier (int modifier);

G_END_DECLS
