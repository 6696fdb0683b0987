/* mst-data-text.c: Muster's data in the player's language, through the
 * same gettext domain as its interface.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <locale.h>

#include "mst-data-text.h"

static gint untranslated;
/* This thread's own choice for a while (1 + translated), or NULL. */
static GPrivate thread_choice;

void
mst_data_text_set_translated (gboolean translated)
{
  g_atomic_int_set (&untranslated, !translated);
}

gboolean
mst_data_text_get_translated (void)
{
  gpointer choice = g_private_get (&thread_choice);

  if (choice != NULL)
    return GPOINTER_TO_INT (choice) - 1;
  return !g_atomic_int_get (&untranslated);
}

void
mst_data_text_push_translated (gboolean translated)
{
  g_private_set (&thread_choice, GINT_TO_POINTER (1 + (translated != FALSE)));
}

void
mst_data_text_pop_translated (void)
{
  g_private_set (&thread_choice, NULL);
}

char *
mst_data_text_translate (char *english)
{
  const char *text;

  if (english == NULL || english[0] == '\0' || !mst_data_text_get_translated ())
    return english;
  text = g_dgettext (GETTEXT_PACKAGE, english);
  if (text == english)
    return english;
  g_free (english);
  return g_strdup (text);
}

char *
mst_data_text_dup_language (void)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);

  return g_strdup_printf ("%s:%s:%s", mst_data_text_get_translated () ? "translated" : "english",
                          g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "",
                          messages != NULL ? messages : "");
}
