/* bench-util.h: the medians and the report line every benchmark prints.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The median of @n timings (sorts @v). */
double bench_median (double *v,
                     int     n);
/* "WHAT  x ms   BASELINE  y ms   ratio r" */
void   bench_report (const char *what,
                     const char *baseline,
                     double      work,
                     double      base);

G_END_DECLS
