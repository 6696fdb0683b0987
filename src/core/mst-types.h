/* mst-types.h: the enumerations every rule set shares and their stable names.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  MST_SEVERITY_WARNING,
  MST_SEVERITY_ERROR,
} MstSeverity;

/* Stable, untranslated names (the tokens of files and of the CLI). */
const char   *mst_severity_to_string   (MstSeverity severity);

/* A label ("Division", "Battalions") as it reads inside a sentence ("In
 * Saint-Hilaire's division", "3 battalions"): in lower case, except in a
 * language whose nouns keep their capital there, as its translators say. */
char         *mst_label_in_sentence    (const char *label);

G_END_DECLS
