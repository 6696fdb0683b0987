/* mst-data-text.h: Muster's data in the player's language: the names,
 * notes, rule texts and chart text of the shipped lists and tables, read
 * through gettext (po/its/muster-nations.its marks them for translators).
 * Ids, tokens, files and share codes stay as they are.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether lists and tables read from now on are shown translated (the
 * default) or in the English they are written in (muster-cli
 * --untranslated). */
void      mst_data_text_set_translated (gboolean    translated);
gboolean  mst_data_text_get_translated (void);
/* For the calling thread alone, until popped: data read translated or not
 * whatever the process's choice (a list read whole as it was listed). */
void      mst_data_text_push_translated (gboolean   translated);
void      mst_data_text_pop_translated  (void);
/* The language data is read in now ("fr:translated"), to tell when text
 * read before is in another. */
char     *mst_data_text_dup_language   (void);
/* @english (owned) in the player's language: @english itself, or a new
 * string in its place; NULL stays NULL. */
char     *mst_data_text_translate      (char       *english);

G_END_DECLS
