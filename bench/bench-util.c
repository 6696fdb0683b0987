/* bench-util.c: the medians and the report line every benchmark prints.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

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
bench_report (const char *what, const char *baseline, double work, double base)
{
  g_print ("%-34s %9.3f ms   %-30s %9.3f ms   ratio %.2f\n",
           what, work * 1000.0, baseline, base * 1000.0, work / base);
}
