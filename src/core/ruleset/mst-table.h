/* mst-table.h: a rule set's charts and the tests that read them, as data
 * (nations/RULESET/tables.xml).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* One cell as the chart prints it.  A cell the extraction of the rules
 * damaged is not verified: it is shown as such, never as fact. */
typedef struct {
  char *text;
  gboolean verified;
  /* How the value was read, or NULL. */
  char *note;
} MstCell;

typedef struct _MstTable MstTable;

const char    *mst_table_get_id           (const MstTable *table);
const char    *mst_table_get_title        (const MstTable *table);
/* The seed and lines it was read from: "004:359-375". */
const char    *mst_table_get_source       (const MstTable *table);
/* What the rows are ("Troop type"), the first column's heading. */
const char    *mst_table_get_rows_label   (const MstTable *table);
guint          mst_table_get_n_rows       (const MstTable *table);
guint          mst_table_get_n_columns    (const MstTable *table);
const char    *mst_table_get_row_key      (const MstTable *table,
                                           guint           row);
const char    *mst_table_get_row_label    (const MstTable *table,
                                           guint           row);
const char    *mst_table_get_column_key   (const MstTable *table,
                                           guint           column);
const char    *mst_table_get_column_label (const MstTable *table,
                                           guint           column);
const MstCell *mst_table_get_cell         (const MstTable *table,
                                           guint           row,
                                           guint           column);
/* The notes printed under the chart, NULL-terminated. */
const char *const *mst_table_get_notes    (const MstTable *table);
/* -1 when there is no such row or column. */
int            mst_table_find_row         (const MstTable *table,
                                           const char     *key);
int            mst_table_find_column      (const MstTable *table,
                                           const char     *key);
/* What the rules print for @row: its "printed" words, else its label. */
const char    *mst_table_get_row_printed  (const MstTable *table,
                                           guint           row);
/* The scores of a row that says them (from, to: G_MININT or G_MAXINT
 * where it has no bound that way); FALSE for a row that does not. */
gboolean       mst_table_get_row_band     (const MstTable *table,
                                           guint           row,
                                           int            *from,
                                           int            *to);
/* The row holding @score: one whose from and to hold it, or whose key is
 * a die band ("1", "2-5", "7-10") that does; -1 when none does. */
int            mst_table_find_band        (const MstTable *table,
                                           int             score);
const MstCell *mst_table_lookup           (const MstTable *table,
                                           const char     *row_key,
                                           const char     *column_key);
/* KEY<TAB>COLUMN…: a header line, then a line per row; an unverified
 * cell is printed as "TEXT (unverified)". */
char          *mst_table_to_tsv           (const MstTable *table);
/* "(?) Trained · Line: its note", a line for each cell the rules' text
 * left damaged or that carries a note, to show under the chart; NULL
 * when there is none. */
char          *mst_table_dup_cell_notes   (const MstTable *table);

/* A test the rules throw dice for, read from a chart. */
typedef enum {
  /* The roll passes at or under the number ("1-8" on a D10). */
  MST_RESOLVE_AT_MOST,
  /* The total passes under the number (2D6 below the morale number). */
  MST_RESOLVE_BELOW,
  /* The roll picks a row; its cell is the outcome. */
  MST_RESOLVE_BAND,
} MstResolve;

typedef enum {
  /* The input's values are the table's row keys. */
  MST_INPUT_ROW,
  /* Each value names the column it reads. */
  MST_INPUT_COLUMN,
  /* Each value is the dice thrown ("2d6", "1d12"). */
  MST_INPUT_DICE,
  /* "no" or "yes", read by the test's "instead" rules. */
  MST_INPUT_FLAG,
  /* "no" or "yes": a D6 from the force's supply added to the throw. */
  MST_INPUT_SUPPLY_DIE,
} MstInputAxis;

/* What an input stands for beyond the chart, for a game and the window. */
typedef enum {
  MST_INPUT_ROLE_NONE,
  /* The dice thrown, where the rules offer a choice ("2d6", "1d12"): a
   * player's preferred dice are picked for him. */
  MST_INPUT_ROLE_DICE,
  /* "yes" adds a die from the force's supply to the throw, which a game
   * then spends. */
  MST_INPUT_ROLE_SUPPLY_DIE,
} MstInputRole;

typedef struct {
  char *id;
  char *label;
  MstInputAxis axis;
  MstInputRole role;
  /* For a column input: value ids and, in step, the columns they read,
   * and the columns of the test's modifiers table ("" for none). */
  GStrv values;
  GStrv columns;
  GStrv modifier_columns;
  /* The value when none is given, or NULL: it must be. */
  char *default_value;
  /* In a test's list for the player (mst_ruleset_list_tests()): each
   * value's name, in step with values, translated; never an id. */
  GStrv value_labels;
} MstTestInput;

typedef struct {
  char *id;
  char *text;
  /* Added to the number the roll is compared with. */
  int target;
  /* Only for this row (a troop type), or NULL for every row. */
  char *row;
  /* What it adds as the player reads it, where one figure does not say
   * it ("+1 shooting · +2 charge or melee"), translated; NULL: target. */
  char *figures;
  /* How many times it may count (a situation that applies or not: 1);
   * 0 for no limit. */
  guint most;
  /* A row of the test's modifiers table: it adds the number in its cell
   * of the column read, not target. */
  gboolean by_column;
} MstTestModifier;

/* Free what an input or a modifier holds, not the struct itself. */
void mst_test_input_clear    (gpointer input);
void mst_test_modifier_clear (gpointer modifier);

typedef struct _MstTestDef MstTestDef;

const char            *mst_test_def_get_id         (const MstTestDef *def);
const char            *mst_test_def_get_title      (const MstTestDef *def);
const char            *mst_test_def_get_source     (const MstTestDef *def);
/* The table the test reads. */
const MstTable        *mst_test_def_get_table      (const MstTestDef *def);
MstResolve             mst_test_def_get_resolve    (const MstTestDef *def);
guint                  mst_test_def_get_n_dice     (const MstTestDef *def);
guint                  mst_test_def_get_sides      (const MstTestDef *def);
/* "2D6", "1D10". */
char                  *mst_test_def_dup_dice       (const MstTestDef *def);
guint                  mst_test_def_get_n_inputs   (const MstTestDef *def);
const MstTestInput    *mst_test_def_get_input      (const MstTestDef *def,
                                                    guint             i);
/* An input's allowed values, for messages and menus. */
GStrv                  mst_test_def_dup_values     (const MstTestDef *def,
                                                    const MstTestInput *input);
guint                  mst_test_def_get_n_modifiers (const MstTestDef *def);
const MstTestModifier *mst_test_def_get_modifier   (const MstTestDef *def,
                                                    guint             i);
/* The table whose rows are the test's modifiers, or NULL. */
const MstTable        *mst_test_def_get_modifiers_table (const MstTestDef *def);
/* The outcome texts of a pass/fail test. */
const char            *mst_test_def_get_pass_text  (const MstTestDef *def);
const char            *mst_test_def_get_fail_text  (const MstTestDef *def);

/* A rule set's tables and tests, read from one file. */
typedef struct _MstTableSet MstTableSet;

#define MST_TYPE_TABLE_SET (mst_table_set_get_type ())
GType          mst_table_set_get_type     (void) G_GNUC_CONST;
/* Reads and validates @path against tables.xsd; a test that names a table,
 * column or row that is not there is refused, FILE:LINE. */
MstTableSet   *mst_table_set_new_from_file (const char   *path,
                                            GError      **error);
/* The same from bytes; @display_name names them in messages. */
MstTableSet   *mst_table_set_new_from_data (const char   *data,
                                            gsize         len,
                                            const char   *display_name,
                                            GError      **error);
MstTableSet   *mst_table_set_ref          (MstTableSet  *set);
void           mst_table_set_unref        (MstTableSet  *set);
const char    *mst_table_set_get_path     (MstTableSet  *set);
const char    *mst_table_set_get_ruleset  (MstTableSet  *set);
guint          mst_table_set_get_n_tables (MstTableSet  *set);
const MstTable *mst_table_set_get_table   (MstTableSet  *set,
                                           guint         i);
const MstTable *mst_table_set_lookup      (MstTableSet  *set,
                                           const char   *table_id);
guint          mst_table_set_get_n_tests  (MstTableSet  *set);
const MstTestDef *mst_table_set_get_test  (MstTableSet  *set,
                                           guint         i);
const MstTestDef *mst_table_set_lookup_test (MstTableSet *set,
                                             const char  *test_id);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTableSet, mst_table_set_unref)

/* A number printed in a cell: the last whole number in it ("1-8" → 8,
 * "10" → 10); FALSE when it holds none. */
gboolean       mst_cell_get_number        (const MstCell *cell,
                                           int           *number);
/* Dice as a tables file writes them ("2d6", "1d12"): their count and
 * sides; FALSE for anything else. */
gboolean       mst_test_dice_parse        (const char    *text,
                                           guint         *n_dice,
                                           guint         *sides);
/* A modifier printed in a cell, with its sign: "+2", "−1" (or "-1"),
 * "0"; FALSE for anything else ("—", an empty cell). */
gboolean       mst_cell_get_modifier      (const MstCell *cell,
                                           int           *modifier);

G_END_DECLS
