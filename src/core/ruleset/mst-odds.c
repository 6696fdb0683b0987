/* mst-odds.c: a test's outcomes with their exact chances, as the player
 * reads them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mst-test.h"

void
mst_test_odds_free (MstTestOdds *odds)
{
  if (odds == NULL)
    return;
  g_free (odds->outcome);
  g_free (odds);
}

double
mst_test_odds_passing (GPtrArray *odds)
{
  double p = 0;

  g_return_val_if_fail (odds != NULL, 0);

  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);

      if (o->has_target && o->passed)
        p += o->probability;
    }
  return MIN (p, 1.0);
}

/* The largest denominator said: every chance of a test thrown with up to
 * six dice of six sides, or three D12, or four D10, is a fraction of it. */
#define MOST_DENOMINATOR G_GUINT64_CONSTANT (1000000)

gboolean
mst_odds_as_fraction (double p, guint64 *numerator, guint64 *denominator)
{
  /* The convergents of @p's continued fraction: the first within the
   * sum's rounding of @p is the fraction @p was summed from. */
  guint64 h0 = 0, h1 = 1, k0 = 1, k1 = 0;
  double x = p;

  g_return_val_if_fail (numerator != NULL && denominator != NULL, FALSE);

  if (!(p >= 0 && p <= 1))
    return FALSE;
  for (int i = 0; i < 64; i++)
    {
      double a = floor (x);
      guint64 h, k;

      if (a > (double) MOST_DENOMINATOR)
        break;
      h = (guint64) a * h1 + h0;
      k = (guint64) a * k1 + k0;
      if (k > MOST_DENOMINATOR)
        break;
      /* Relative: a sum of a million paths keeps ten places of its
         value, however small. */
      if (fabs ((double) h / (double) k - p) <= 1e-10 * p || (p == 0 && h == 0))
        {
          *numerator = h;
          *denominator = k;
          return TRUE;
        }
      h0 = h1;
      h1 = h;
      k0 = k1;
      k1 = k;
      if (x - a <= 0)
        break;
      x = 1.0 / (x - a);
    }
  return FALSE;
}

char *
mst_odds_format (double p)
{
  if (p > 0 && p < 0.0005)
    /* TRANSLATORS: a chance too small to show, less than 0.1 per cent */
    return g_strdup (_("< 0.1%"));
  if (p < 1 && p > 0.9995)
    /* TRANSLATORS: a chance almost certain, more than 99.9 per cent */
    return g_strdup (_("> 99.9%"));
  /* TRANSLATORS: a chance in per cent, "41.7%" */
  return g_strdup_printf (_("%.1f%%"), p * 100.0);
}

char *
mst_test_odds_format_title (GPtrArray *odds)
{
  MstTestOdds *likeliest = NULL;
  g_autofree char *p = NULL;

  g_return_val_if_fail (odds != NULL, NULL);

  if (odds->len > 0 && ((MstTestOdds *) g_ptr_array_index (odds, 0))->has_target)
    {
      p = mst_odds_format (mst_test_odds_passing (odds));
      /* TRANSLATORS: a pass/fail test's chance of passing, "Odds: 72.2% to pass" */
      return g_strdup_printf (_("Odds: %s to pass"), p);
    }
  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);

      if (likeliest == NULL || o->probability > likeliest->probability)
        likeliest = o;
    }
  if (likeliest == NULL)
    return g_strdup (_("Odds"));
  p = mst_odds_format (likeliest->probability);
  /* TRANSLATORS: a test's likeliest outcome and its chance, "Odds: most likely Carry On, 33.3%" */
  return g_strdup_printf (_("Odds: most likely %s, %s"), likeliest->outcome, p);
}

char *
mst_test_odds_format_lines (GPtrArray *odds)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (odds != NULL, NULL);

  for (guint i = 0; i < odds->len; i++)
    {
      MstTestOdds *o = g_ptr_array_index (odds, i);
      g_autofree char *p = mst_odds_format (o->probability);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* TRANSLATORS: an outcome's chance, then the outcome: "30.6%  Forced Retire" */
      g_string_append_printf (text, _("%s  %s"), p, o->outcome);
      if (o->unverified)
        /* TRANSLATORS: after an outcome read from a cell the rules' text left damaged */
        g_string_append (text, _(" (damaged cell)"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
