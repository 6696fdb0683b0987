/* mst-vocabulary.h: what a rule set's files may say, asked by every reader:
 * the attributes of its units, generals, commands and forces with the
 * values each takes, the figures a unit is counted in, and their counts.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-nation-list.h"
#include "mst-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  MST_VOCABULARY_UNIT,
  MST_VOCABULARY_GENERAL,
  MST_VOCABULARY_COMMAND,
  MST_VOCABULARY_FORCE,
  /* A nation list's own: its forces' and its own. */
  MST_VOCABULARY_LIST,
} MstVocabularyScope;

/* The most of one kind of figure a unit may have. */
#define MST_VOCABULARY_MAX_COUNT 999

/* NULL when @rs knows attribute @name with @value where @scope is; else a
 * message for the player naming the value and what may be typed instead. */
char *mst_vocabulary_attr_problem  (MstRuleset         *rs,
                                    MstVocabularyScope  scope,
                                    const char         *name,
                                    const char         *value);
/* NULL when @role is a kind of figure of @rs (any, for a rule set that
 * names none) and @count_text a count of it, 0 to MST_VOCABULARY_MAX_COUNT
 * (a unit of none at all is a problem of the unit), stored in @count; else
 * a message, and @count is 0. */
char *mst_vocabulary_count_problem (MstRuleset         *rs,
                                    const char         *role,
                                    const char         *count_text,
                                    guint              *count);
/* Appends to @problems (char *) a message for each value of @unit that the
 * rule set or @list does not know: its attributes, its figures and, with
 * @list (NULL: not loaded, nothing to ask), its template. */
void  mst_vocabulary_unit_problems (MstRuleset         *rs,
                                    MstNationList      *list,
                                    MstUnit            *unit,
                                    GPtrArray          *problems);
/* The same for the attributes of a general, a command or a force. */
void  mst_vocabulary_attrs_problems (MstRuleset        *rs,
                                     MstVocabularyScope scope,
                                     GHashTable        *attrs,
                                     GPtrArray         *problems);

G_END_DECLS
