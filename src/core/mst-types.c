/* mst-types.c: stable names and player-facing labels of the model's enumerations.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-enum-types.h"
#include "mst-types.h"
#include "mst-types-private.h"

/* The class of a static enumeration: made on first use and kept for the
 * program's life (a reference never given back), then only looked up. */
static gpointer
enum_class (GType type)
{
  gpointer klass = g_type_class_peek (type);

  return klass != NULL ? klass : g_type_class_ref (type);
}

const char *
mst_enum_to_nick (GType type, int value)
{
  GEnumValue *v = g_enum_get_value (enum_class (type), value);

  return v != NULL ? v->value_nick : NULL;
}

gboolean
mst_enum_from_nick (GType type, const char *s, int *out)
{
  GEnumValue *v;

  if (s == NULL)
    return FALSE;
  v = g_enum_get_value_by_nick (enum_class (type), s);
  if (v == NULL)
    return FALSE;
  *out = v->value;
  return TRUE;
}

const char *
mst_severity_to_string (MstSeverity severity)
{
  return mst_enum_to_nick (MST_TYPE_SEVERITY, severity);
}

char *
mst_label_in_sentence (const char *label)
{
  /* TRANSLATORS: translate as "keep" if in your language a noun keeps its
   * capital letter inside a sentence (German: "In Saint-Hilaires Division",
   * "3 Bataillone"); otherwise leave "lower case" ("in Saint-Hilaire's
   * division").  Only these two words are understood. */
  const char *rule = C_("nouns inside a sentence", "lower case");

  g_return_val_if_fail (label != NULL, NULL);
  return g_str_equal (rule, "keep") ? g_strdup (label) : g_utf8_strdown (label, -1);
}
