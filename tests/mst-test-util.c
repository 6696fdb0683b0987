/* mst-test-util.c: what several test programs share: running muster-cli, fixtures, temporary trees.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "mst-test-util.h"

void
mst_test_run_clear (MstTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
  run->status = -1;
}

void
mst_test_run_cliv (MstTestRun *run, const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("MUSTER_CLI");
  int wait_status = 0;

  mst_test_run_clear (run);
  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

void
mst_test_run_cli (MstTestRun *run, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, run);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  mst_test_run_cliv (run, (const char *const *) args->pdata);
}

char *
mst_test_fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", name, NULL);
}

void
mst_test_remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        mst_test_remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

char *
mst_test_derived (const char *out, const char *item, const char *id)
{
  g_autofree char *key = g_strdup_printf ("\n%s\t%s\t", item, id);
  g_autofree char *text = g_strconcat ("\n", out, NULL);
  const char *at = strstr (text, key);

  if (at == NULL)
    return NULL;
  at += strlen (key);
  return g_strndup (at, strcspn (at, "\n"));
}

void
mst_test_on_answered (GObject *source, GAsyncResult *result, gpointer slot)
{
  *(GAsyncResult **) slot = g_object_ref (result);
}

GAsyncResult *
mst_test_wait_answer (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  return g_steal_pointer (slot);
}
