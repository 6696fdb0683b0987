/* mst-table-private.h: what a rule set's tables and tests hold, shared by
 * their reader (mst-table.c) and their runner (mst-test.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-table.h"

G_BEGIN_DECLS

struct _MstTable {
  char *id;
  char *title;
  char *source;
  char *rows_label;
  GPtrArray *row_keys;
  GPtrArray *row_labels;
  GPtrArray *row_printed;   /* NULL where the label is what the rules print */
  GArray *row_bands;        /* RowBand */
  GPtrArray *column_keys;
  GPtrArray *column_labels;
  /* n_rows × n_columns, row-major. */
  GArray *cells;
  GStrv notes;
};

/* A row's scores, where it says them (from, to). */
typedef struct {
  gboolean banded;
  int from;
  int to;
} RowBand;

/* A rule on a row of the modifiers table: the other row it excludes, or
 * the flag input it sets. */
typedef struct {
  char *row;
  char *other;
} RowRule;

typedef struct {
  char *input;
  char *of;
  char *text;
} Instead;

struct _MstTestDef {
  char *id;
  char *title;
  char *source;
  const MstTable *table;
  /* The one column read when no input chooses it. */
  char *column;
  MstResolve resolve;
  guint n_dice;
  guint sides;
  GArray *inputs;     /* MstTestInput */
  GArray *modifiers;  /* MstTestModifier */
  char *pass_text;
  char *fail_text;
  /* A table whose rows are modifiers, the column read when no input
   * names one, and the rules on its rows. */
  const MstTable *modifiers_table;
  char *modifiers_column;
  GArray *excludes;   /* RowRule: the other row */
  GArray *sets;       /* RowRule: the flag input */
  GArray *instead;    /* Instead */
};

struct _MstTableSet {
  gatomicrefcount ref;
  char *path;
  char *ruleset;
  GPtrArray *tables;  /* MstTable */
  GPtrArray *tests;   /* MstTestDef */
};

G_END_DECLS
