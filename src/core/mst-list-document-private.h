/* mst-list-document-private.h: what the list document's files share
 * (mst-list-document.c, -read.c, -write.c, -check.c): the document's
 * fields as records, and the states undo goes between.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-list-document.h"
#include "mst-list-format.h"

G_BEGIN_DECLS

typedef struct {
  char *key;
  char *value;
} Field;

/* The header or a template: fields in order (MstListRecord). */
typedef MstListRecord Record;

/* What undo and redo go back and forth between. */
typedef struct {
  Record *header;
  GPtrArray *templates;
} State;

struct _MstListDocument
{
  GObject parent_instance;

  char *ruleset;
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

/* The shared list format's parts (mst_list_format_of()), each in the
 * file of what it does. */
void             mst_list_read_unit_shared    (MstRuleset *rs, xmlNode *node, Record *r);
void             mst_list_begin_unit_shared   (MstRuleset *rs, Record *r);
void             mst_list_write_unit_shared   (MstRuleset *rs, xmlNode *u, Record *r);
void             mst_list_write_header_shared (MstRuleset *rs, xmlNode *root, Record *h);
void             mst_list_check_unit_shared   (MstRuleset *rs, Record *r, int t, GPtrArray *out);
char            *mst_list_describe_unit_shared (MstRuleset *rs, Record *r);
MstUnitTemplate *mst_nation_list_read_template_shared (MstRuleset    *rs,
                                                       MstNationList *list,
                                                       xmlNode       *node,
                                                       const char    *display_name,
                                                       GError       **error);

/* An empty document of @ruleset_id, in its rule set's format. */
MstListDocument *mst_list_document_new_for_ruleset (const char *ruleset_id);

G_END_DECLS
