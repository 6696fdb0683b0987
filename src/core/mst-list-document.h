/* mst-list-document.h: a nation list being edited: its fields, undo, checks and saving.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-catalogue.h"
#include "mst-types.h"

G_BEGIN_DECLS

/* A list is a header and templates, each an ordered set of fields named by
 * keys, their values as the list file writes them:
 *
 *   header:   "id" "name" "nation" "war" "period-start" "period-end"
 *             "notes" (one note a line), "attr:NAME"; Drums and Muskets'
 *             format: "foot-weapon", "rule:ID" (its text)
 *   template: "id" "name", then its rule set's list format's fields
 *             (mst-list-format.h): Drums and Muskets' "arm" "class"
 *             "doctrines" "optional-doctrines" "weapons" (tokens,
 *             space-separated) "resilience:lackluster|steady|determined";
 *             the shared format's "kind" "weapon" "attr:NAME"
 *             "component:ROLE" (its count) "notes" and
 *             "stat:ID:FORMATION:WEAPON:BAND" (mst_list_stat_key())
 *
 * A missing field has no value (NULL); an empty one is a field still to be
 * filled in. */

/* The header's fields are those of template MST_LIST_HEADER. */
#define MST_LIST_HEADER (-1)

/* A problem of the list, at the field it is about. */
typedef struct {
  /* MST_LIST_HEADER or a template's index. */
  int template;
  /* The field's key; NULL for the list or template as a whole. */
  char *field;
  MstSeverity severity;
  /* For the player, translated. */
  char *message;
} MstListProblem;

void  mst_list_problem_free (MstListProblem *problem);

/* "stat:ID:FORMATION:WEAPON:BAND", the parts NULL for none. */
char     *mst_list_stat_key       (const char  *id,
                                   const char  *formation,
                                   const char  *weapon,
                                   const char  *band);
/* The parts of a stat key (each newly allocated or NULL); FALSE for a key
 * that is not a stat's. */
gboolean  mst_list_stat_key_parse (const char  *key,
                                   char       **id,
                                   char       **formation,
                                   char       **weapon,
                                   char       **band);

#define MST_TYPE_LIST_DOCUMENT (mst_list_document_get_type ())
G_DECLARE_FINAL_TYPE (MstListDocument, mst_list_document, MST, LIST_DOCUMENT, GObject)

/* An empty list of @ruleset_id (NULL when Muster has no such rule set). */
MstListDocument *mst_list_document_new           (const char      *ruleset_id,
                                                  const char      *id,
                                                  const char      *name);
/* Reads a list file as it is, checked or not: what is wrong becomes the
 * document's problems.  Only what is not a nation list at all (not XML,
 * another root, an unknown rule set) is an error, naming FILE:LINE. */
MstListDocument *mst_list_document_new_from_data (const char      *data,
                                                  gsize            len,
                                                  const char      *display_name,
                                                  GError         **error);
/* The same from a file; a file of the user's lists folder is then the one
 * mst_list_document_save() replaces. */
MstListDocument *mst_list_document_new_from_file (const char      *path,
                                                  GError         **error);
/* A copy of @list to make one's own: id “my-ID”, name “NAME (my copy)”. */
MstListDocument *mst_list_document_new_copy      (MstNationList   *list,
                                                  GError         **error);

const char      *mst_list_document_get_ruleset   (MstListDocument *self);
/* Whether its list format needs a nation and a war (Drums and
 * Muskets'); else they are optional. */
gboolean         mst_list_document_needs_nation_and_war (MstListDocument *self);
/* What template @template is in a few words, by its list format ("Light
 * foot · Foot", "Infantry battalion"). */
char            *mst_list_document_describe_template (MstListDocument *self,
                                                      int              template);
/* The version a save writes; a save that changes the list raises it, so
 * forces built on the earlier one are told. */
guint            mst_list_document_get_version   (MstListDocument *self);
/* The file a save replaces, or NULL before the first save. */
const char      *mst_list_document_get_path      (MstListDocument *self);
/* Differs from what was last saved or read from the user's folder. */
gboolean         mst_list_document_is_modified   (MstListDocument *self);

/* The lists already there, to check the id against; may be NULL. */
void             mst_list_document_set_catalogue (MstListDocument *self,
                                                  MstCatalogue    *catalogue);

/* A field's value, or NULL. */
const char      *mst_list_document_get           (MstListDocument *self,
                                                  int              template,
                                                  const char      *field);
/* Sets (NULL removes) a field: one undoable step, and one step for a run
 * of changes to the same field (typing).  Emits "changed". */
void             mst_list_document_set           (MstListDocument *self,
                                                  int              template,
                                                  const char      *field,
                                                  const char      *value);
/* Sets several fields of one template as one undoable step (@values[i]
 * NULL removes @keys[i]); @keys is NULL-terminated. */
void             mst_list_document_set_fields    (MstListDocument *self,
                                                  int              template,
                                                  const char *const *keys,
                                                  const char *const *values);
/* The keys of the fields starting with @prefix, in order (char *). */
GPtrArray       *mst_list_document_list_keys     (MstListDocument *self,
                                                  int              template,
                                                  const char      *prefix);

guint            mst_list_document_get_n_templates (MstListDocument *self);
/* A new template at the end, with an id of its own; returns its index. */
int              mst_list_document_add_template  (MstListDocument *self);
/* A copy of template @index just after it; returns the copy's index. */
int              mst_list_document_duplicate_template (MstListDocument *self,
                                                       int              index);
void             mst_list_document_remove_template (MstListDocument *self,
                                                    int              index);

gboolean         mst_list_document_can_undo      (MstListDocument *self);
gboolean         mst_list_document_can_redo      (MstListDocument *self);
void             mst_list_document_undo          (MstListDocument *self);
void             mst_list_document_redo          (MstListDocument *self);

/* Every problem (MstListProblem), errors and warnings, as the rule set's
 * vocabulary, the schema and the catalogue's ids find them. */
GPtrArray       *mst_list_document_get_problems  (MstListDocument *self);
/* The messages about one field ("\n"-separated), or NULL. */
char            *mst_list_document_dup_field_messages (MstListDocument *self,
                                                       int              template,
                                                       const char      *field);
/* The errors (not warnings) of the list, or of one template. */
guint            mst_list_document_count_errors  (MstListDocument *self);
guint            mst_list_document_count_template_errors (MstListDocument *self,
                                                          int              template);

/* The list file, in its canonical order. */
char            *mst_list_document_to_xml        (MstListDocument *self,
                                                  gsize           *len);
/* Writes the list atomically into the user's lists folder
 * ($XDG_DATA_HOME/muster/nations/RULESET/ID.xml, or the file it was read
 * from there), raising its version when it changed.  A list with errors
 * is not saved: MST_ERROR_INVALID saying how many. */
gboolean         mst_list_document_save          (MstListDocument *self,
                                                  GError         **error);
/* Writes the list to @path (an export); refused with errors as a save. */
gboolean         mst_list_document_export        (MstListDocument *self,
                                                  const char      *path,
                                                  GError         **error);

G_END_DECLS
