/* bench-util.c: the medians and the report line every benchmark prints.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "bench-util.h"

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

double
bench_median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare_doubles);
  return v[n / 2];
}

void
bench_report_units (const char *name, const char *what, const char *baseline, double work, double base)
{
  g_print ("bench %s %.3f %.3f %.2f\n", name, work, base, work / base);
  g_print ("#   %s, against %s\n", what, baseline);
}

void
bench_report (const char *name, const char *what, const char *baseline, double work, double base)
{
  bench_report_units (name, what, baseline, work * 1000.0, base * 1000.0);
}

double
bench_time_process (const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  gint64 t0 = g_get_monotonic_time ();
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, &error))
    g_error ("%s: %s", argv[0], error->message);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("%s: %s", argv[0], error->message);
  return (g_get_monotonic_time () - t0) / 1e6;
}

void
bench_run_under_display (int argc, char **argv, const char *data_dir, const char *schemas_dir)
{
  g_autofree char *wrapper = g_build_filename (data_dir, "tests", "run-ui-test.sh", NULL);
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    return;
  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    g_setenv ("GSETTINGS_SCHEMA_DIR", schemas_dir, TRUE);
  g_ptr_array_add (args, wrapper);
  g_ptr_array_add (args, self != NULL ? self : argv[0]);
  for (int i = 1; i < argc; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);
  execv (wrapper, (char **) args->pdata);
  g_error ("cannot run %s: %s", wrapper, g_strerror (errno));
}
