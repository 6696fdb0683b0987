/* bench-frame-report.h: what a started program tells bench-startup at its first frame.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Prints "frame" at once, then "rss-kib N" (resident memory) and "cpu-ms N"
 * (processor time of every thread of the process so far, user and
 * system), each on a line of its own, to stdout. */
void bench_report_first_frame (void);

/* Reads those three lines from @out; FALSE, with @error set, if they are
 * not there. */
gboolean bench_read_first_frame (GDataInputStream *out,
                                 double           *rss_mib,
                                 double           *cpu_ms,
                                 GError          **error);

G_END_DECLS
