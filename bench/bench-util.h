/* bench-util.h: the medians and the report line every benchmark prints.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The median of @n timings (sorts @v). */
double bench_median (double *v,
                     int     n);
/* One line of its own, "bench NAME WORK-MS BASELINE-MS RATIO", then a
 * comment line saying what was measured against what.  @work and @base
 * in seconds. */
void   bench_report (const char *name,
                     const char *what,
                     const char *baseline,
                     double      work,
                     double      base);
/* The same for a ratio of other units (KiB of memory against KiB of file). */
void   bench_report_units (const char *name,
                           const char *what,
                           const char *baseline,
                           double      work,
                           double      base);
/* Runs @argv (NULL-terminated) to its end; its wall-clock time in seconds. */
double bench_time_process (const char *const *argv);

/* Without a display, runs this program again under the private one the UI
 * tests use (tests/run-ui-test.sh below @data_dir); returns only when
 * there is a display already. */
void   bench_run_under_display (int         argc,
                                char      **argv,
                                const char *data_dir,
                                const char *schemas_dir);

G_END_DECLS
