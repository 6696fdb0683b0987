/* mst-list-document-private.h: what the list document's files share
 * (mst-list-document.c, -read.c, -write.c, -check.c): the document's
 * fields as records, and the states undo goes between.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-list-document.h"

G_BEGIN_DECLS

/* The grades of format 1's resilience fields, in the file's order. */
extern const char *const mst_list_grades[3];

typedef struct {
  char *key;
  char *value;
} Field;

/* The header or a template: fields in order. */
typedef GPtrArray Record;

/* What undo and redo go back and forth between. */
typedef struct {
  Record *header;
  GPtrArray *templates;
} State;

struct _MstListDocument
{
  GObject parent_instance;

  char *ruleset;
  guint format;
  guint version;
  State *state;
  GPtrArray *undo;
  GPtrArray *redo;
  /* The field the last change was to, which a next change to it joins. */
  int last_template;
  char *last_field;
  char *path;
  /* The file as last saved or read from the user's folder; NULL for a
   * list never saved. */
  char *saved_xml;
  MstCatalogue *catalogue;
  GPtrArray *problems;
};

Record          *mst_list_record_new   (void);
const char      *mst_list_record_get   (Record *r, const char *key);
/* Whether the value changed. */
gboolean         mst_list_record_set   (Record *r, const char *key, const char *value);
/* A value that is there and not empty, or NULL. */
const char      *mst_list_record_value (Record *r, const char *key);

/* An empty document of @ruleset_id, in its rule set's format. */
MstListDocument *mst_list_document_new_for_ruleset (const char *ruleset_id);

G_END_DECLS
