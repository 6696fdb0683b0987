/* bench-frame-report.c: what a started program tells bench-startup at its first frame.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "bench-frame-report.h"

void
bench_report_first_frame (void)
{
  g_autofree char *status = NULL;
  const char *rss;
  struct rusage usage;
  double cpu_ms = 0;

  /* The first frame is drawn: tell the driver at once. */
  printf ("frame\n");
  fflush (stdout);
  if (getrusage (RUSAGE_SELF, &usage) == 0)
    cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
             + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL) &&
      (rss = strstr (status, "VmRSS:")) != NULL)
    printf ("rss-kib %lu\n", strtoul (rss + strlen ("VmRSS:"), NULL, 10));
  else
    printf ("rss-kib 0\n");
  printf ("cpu-ms %.1f\n", cpu_ms);
  fflush (stdout);
}

static gboolean
read_value (GDataInputStream *out, const char *key, double *value, GError **error)
{
  g_autofree char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, error);

  if (line == NULL || !g_str_has_prefix (line, key) || line[strlen (key)] != ' ')
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no “%s” line after the first frame", key);
      return FALSE;
    }
  *value = g_ascii_strtod (line + strlen (key) + 1, NULL);
  return TRUE;
}

gboolean
bench_read_first_frame (GDataInputStream *out, double *rss_mib, double *cpu_ms, GError **error)
{
  double rss_kib;

  if (!read_value (out, "rss-kib", &rss_kib, error) || !read_value (out, "cpu-ms", cpu_ms, error))
    return FALSE;
  *rss_mib = rss_kib / 1024.0;
  return TRUE;
}
