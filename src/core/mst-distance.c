/* mst-distance.c: distances as the table measures them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "mst-distance.h"
#include "mst-enum-types.h"
#include "mst-types-private.h"

static MstDistanceUnit default_unit = MST_DISTANCE_INCHES;

gboolean
mst_distance_unit_from_string (const char *s, MstDistanceUnit *out)
{
  int v;

  if (s == NULL || !mst_enum_from_nick (MST_TYPE_DISTANCE_UNIT, s, &v))
    return FALSE;
  *out = (MstDistanceUnit) v;
  return TRUE;
}

const char *
mst_distance_unit_to_string (MstDistanceUnit unit)
{
  return mst_enum_to_nick (MST_TYPE_DISTANCE_UNIT, unit);
}

const char *
mst_distance_unit_stamp (MstDistanceUnit unit)
{
  switch (unit)
    {
    case MST_DISTANCE_CENTIMETRES:
      return _("distances in centimetres (2.5 cm an inch)");
    case MST_DISTANCE_HALF_INCHES:
      return _("distances in inches, halved");
    case MST_DISTANCE_INCHES:
    default:
      return _("distances in inches");
    }
}

const char *
mst_distance_unit_word (MstDistanceUnit unit)
{
  switch (unit)
    {
    case MST_DISTANCE_CENTIMETRES:
      return _("cm");
    case MST_DISTANCE_HALF_INCHES:
      return _("inches, halved");
    case MST_DISTANCE_INCHES:
    default:
      return _("inches");
    }
}

MstDistanceUnit
mst_distance_get_default (void)
{
  return default_unit;
}

void
mst_distance_set_default (MstDistanceUnit unit)
{
  default_unit = unit;
}

/* A number as a player writes it: "15", "7.5", "1½". */
static char *
number_text (double v, gboolean halves)
{
  double whole = floor (v + 1e-9);
  double frac = v - whole;

  if (frac < 1e-6)
    return g_strdup_printf ("%.0f", whole);
  if (halves && fabs (frac - 0.5) < 1e-6)
    return whole > 0 ? g_strdup_printf ("%.0f½", whole) : g_strdup ("½");
  if (halves && fabs (frac - 0.25) < 1e-6)
    return whole > 0 ? g_strdup_printf ("%.0f¼", whole) : g_strdup ("¼");
  if (halves && fabs (frac - 0.75) < 1e-6)
    return whole > 0 ? g_strdup_printf ("%.0f¾", whole) : g_strdup ("¾");
  return g_strdup_printf ("%.1f", v);
}

char *
mst_inches_format (MstDistanceUnit unit, double inches)
{
  g_autofree char *n = NULL;

  switch (unit)
    {
    case MST_DISTANCE_CENTIMETRES:
      n = number_text (inches * 2.5, FALSE);
      /* TRANSLATORS: a distance in centimetres: "15 cm" */
      return g_strdup_printf (_("%s cm"), n);
    case MST_DISTANCE_HALF_INCHES:
      n = number_text (inches / 2.0, TRUE);
      return g_strdup_printf ("%s″", n);
    case MST_DISTANCE_INCHES:
    default:
      n = number_text (inches, TRUE);
      return g_strdup_printf ("%s″", n);
    }
}

char *
mst_inches_format_text (MstDistanceUnit unit, const char *inches)
{
  char *end = NULL;
  double v;

  if (inches == NULL || inches[0] == '\0')
    return g_strdup (inches);
  v = g_ascii_strtod (inches, &end);
  if (end == inches || *end != '\0')
    return g_strdup (inches);
  return mst_inches_format (unit, v);
}

static GRegex *
inches_regex (void)
{
  static GRegex *re;
  static gsize made = 0;

  /* "6″", "0.5″", "16″/40cm" (Revolutionary Wars gives both), "2D6″" (a
   * throw of inches; "2W6″" in German). */
  if (g_once_init_enter (&made))
    {
      re = g_regex_new ("(?:([0-9]*[DW][0-9]+)|([0-9]+(?:\\.[0-9]+)?))″(?:/([0-9]+(?:\\.[0-9]+)?) ?cm)?",
                        G_REGEX_OPTIMIZE, 0, NULL);
      g_once_init_leave (&made, 1);
    }
  return re;
}

typedef struct {
  MstDistanceUnit unit;
} Convert;

static gboolean
replace_one (const GMatchInfo *match, GString *out, gpointer data)
{
  Convert *c = data;
  g_autofree char *dice = g_match_info_fetch (match, 1);
  g_autofree char *inches = g_match_info_fetch (match, 2);
  g_autofree char *cm = g_match_info_fetch (match, 3);
  g_autofree char *text = NULL;

  /* A throw of inches: the dice times what an inch is. */
  if (dice != NULL && dice[0] != '\0')
    text = c->unit == MST_DISTANCE_CENTIMETRES ? g_strdup_printf (_("%s × 2.5 cm"), dice)
                                                : g_strdup_printf (_("%s × ½ inch"), dice);
  /* The rules' own centimetres where they give them. */
  else if (c->unit == MST_DISTANCE_CENTIMETRES && cm != NULL && cm[0] != '\0')
    text = g_strdup_printf (_("%s cm"), cm);
  else
    text = mst_inches_format (c->unit, g_ascii_strtod (inches, NULL));
  g_string_append (out, text);
  return FALSE;
}

char *
mst_inches_convert_text (MstDistanceUnit unit, const char *text)
{
  Convert c = { unit };

  if (text == NULL)
    return NULL;
  if (unit == MST_DISTANCE_INCHES || strstr (text, "″") == NULL)
    return g_strdup (text);
  return g_regex_replace_eval (inches_regex (), text, -1, 0, 0, replace_one, &c, NULL);
}

char *
mst_inches_dice_caption (MstDistanceUnit unit, const char *dice)
{
  switch (unit)
    {
    case MST_DISTANCE_CENTIMETRES:
      /* TRANSLATORS: the head of a table of moves thrown: "D6 × 2.5 cm" */
      return g_strdup_printf (_("%s × 2.5 cm"), dice);
    case MST_DISTANCE_HALF_INCHES:
      /* TRANSLATORS: the head of a table of moves thrown: "D6 × ½ inch" */
      return g_strdup_printf (_("%s × ½ inch"), dice);
    case MST_DISTANCE_INCHES:
    default:
      /* TRANSLATORS: the head of a table of moves thrown: "D6 inches" */
      return g_strdup_printf (_("%s inches"), dice);
    }
}

char *
mst_inches_convert_bare (MstDistanceUnit unit, const char *text)
{
  char *end = NULL;
  double v;
  g_autofree char *n = NULL;

  if (text == NULL || unit == MST_DISTANCE_INCHES || !g_ascii_isdigit (text[0]))
    return g_strdup (text);
  v = g_ascii_strtod (text, &end);
  n = unit == MST_DISTANCE_CENTIMETRES ? number_text (v * 2.5, FALSE) : number_text (v / 2.0, TRUE);
  return g_strconcat (n, end, NULL);
}
