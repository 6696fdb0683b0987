/* mst-test-util.h: what several test programs share: running muster-cli, fixtures, temporary trees.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* What one run of muster-cli printed and how it exited. */
typedef struct {
  char *out;
  char *err;
  int status;
} MstTestRun;

void  mst_test_run_clear (MstTestRun        *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (MstTestRun, mst_test_run_clear)

/* Runs $MUSTER_CLI with @args (NULL-terminated); earlier output is freed. */
void  mst_test_run_cliv  (MstTestRun        *run,
                          const char *const *args);
void  mst_test_run_cli   (MstTestRun        *run,
                          ...) G_GNUC_NULL_TERMINATED;
/* The value @id of @item in muster-cli derive's output @out, or NULL. */
char *mst_test_derived   (const char        *out,
                          const char        *item,
                          const char        *id);
/* tests/fixtures/@name */
char *mst_test_fixture   (const char        *name);
/* Removes @dir and everything below it. */
void  mst_test_remove_tree (const char      *dir);

/* An asynchronous call's answer: mst_test_on_answered() as its callback,
 * @slot (a GAsyncResult *, NULL) its data; mst_test_wait_answer() iterates
 * the main context until it came, and hands it over. */
void          mst_test_on_answered  (GObject       *source,
                                     GAsyncResult  *result,
                                     gpointer       slot);
GAsyncResult *mst_test_wait_answer  (GAsyncResult **slot);

G_END_DECLS
