/* mst-list-format.h: a nation list's file as its rule set writes it.
 *
 * The list document (mst-list-document.h, the editor's) and the list
 * reader (mst-nation-list.c) handle the parts every list has: its id,
 * name, nation, war, period and notes, each unit's id and name.  The rest
 * is the list format's: what a unit's element carries and how it is
 * checked, what follows the header's period, a new unit's fields, and how
 * a unit becomes a template.  A rule set with lists of its own format
 * (Drums and Muskets' version 1) gives one in its class (list_format);
 * every other rule set writes the shared one (version 2, its unit kinds,
 * weapons, attributes, figures and stats from the rule set's descriptor).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "mst-nation-list.h"
#include "mst-unit-template.h"

G_BEGIN_DECLS

typedef struct _MstRuleset MstRuleset;

/* The header or a template of a list document: its fields in order, each
 * a key ("arm", "resilience:steady", "attr:rank") and a value. */
typedef GPtrArray MstListRecord;

const char *mst_list_record_get   (MstListRecord *r,
                                   const char    *key);
/* Whether the value changed; NULL takes the field out. */
gboolean    mst_list_record_set   (MstListRecord *r,
                                   const char    *key,
                                   const char    *value);
/* A value that is there and not empty, or NULL. */
const char *mst_list_record_value (MstListRecord *r,
                                   const char    *key);
/* The key of field @i (of r->len), its value in @value. */
const char *mst_list_record_nth   (MstListRecord *r,
                                   guint          i,
                                   const char   **value);

typedef struct _MstListFormat {
  /* Its files' version: urn:muster:nation-list:VERSION. */
  guint version;
  /* The nation and the war are needed (else optional). */
  gboolean header_required;
  /* The years a period may name, and how a wrong one is said (N_());
   * 0: any year. */
  guint first_year;
  guint last_year;
  const char *year_message;
  /* The notes a list may carry; 0: any number. */
  guint max_notes;

  /* A unit's element read into @r, beyond its id and name. */
  void             (*read_unit)    (MstRuleset     *rs,
                                    xmlNode        *node,
                                    MstListRecord  *r);
  /* A new unit's fields, beyond its id and name. */
  void             (*begin_unit)   (MstRuleset     *rs,
                                    MstListRecord  *r);
  /* A unit's element @u (its id set) written from @r: its name and the
   * rest, in the schema's order. */
  void             (*write_unit)   (MstRuleset     *rs,
                                    xmlNode        *u,
                                    MstListRecord  *r);
  /* What follows the header's period (its notes among it). */
  void             (*write_header) (MstRuleset     *rs,
                                    xmlNode        *root,
                                    MstListRecord  *h);
  /* Template @t's problems beyond its id and name, appended to @out
   * (mst_list_problem_add()). */
  void             (*check_unit)   (MstRuleset     *rs,
                                    MstListRecord  *r,
                                    int             t,
                                    GPtrArray      *out);
  /* What the unit is in a few words, for the editor's list of units
   * ("Light foot · Foot", "Infantry battalion"); newly allocated. */
  char             *(*describe_unit) (MstRuleset    *rs,
                                      MstListRecord *r);
  /* A list's unit element read into a template of @list, or NULL and
   * @error (mst_nation_list_fail_at()). */
  MstUnitTemplate *(*read_template) (MstRuleset    *rs,
                                     MstNationList *list,
                                     xmlNode       *node,
                                     const char    *display_name,
                                     GError       **error);
  /* A template's columns in `muster-cli units` after its name: with
   * @tsv, the table's arm, class, doctrines, optional doctrines and the
   * three resilience thresholds, tab-separated; else the text listing's;
   * newly allocated. */
  char             *(*units_columns) (MstRuleset      *rs,
                                      MstUnitTemplate *tmpl,
                                      gboolean         tsv);
} MstListFormat;

/* The format @rs's lists are written in: its own, else the shared one. */
const MstListFormat *mst_list_format_of (MstRuleset *rs);

/* For the formats' code. */

/* An error at template @t's @field (MST_LIST_HEADER: the list's). */
void      mst_list_problem_add      (GPtrArray   *out,
                                     int          t,
                                     const char  *field,
                                     const char  *fmt,
                                     ...) G_GNUC_PRINTF (4, 5);
/* A whole number from @min to @max, a leading "+" allowed when
 * @signed_ok. */
gboolean  mst_list_parse_int        (const char  *value,
                                     gint64       min,
                                     gint64       max,
                                     gboolean     signed_ok,
                                     gint64      *out);
/* The text or attribute @prop of @node into @r's @key, when there. */
void      mst_list_record_set_text  (MstListRecord *r,
                                     const char    *key,
                                     xmlNode       *node);
void      mst_list_record_set_prop  (MstListRecord *r,
                                     const char    *key,
                                     xmlNode       *node,
                                     const char    *prop);
/* @node's tokens, one space between each ("ZEALOUS H2H"). */
void      mst_list_record_set_tokens (MstListRecord *r,
                                      const char    *key,
                                      xmlNode       *node);
/* A note appended to @key's, a line each. */
void      mst_list_record_add_note  (MstListRecord *r,
                                     const char    *key,
                                     xmlNode       *node);
xmlNode  *mst_list_xml_add_text     (xmlNode     *parent,
                                     const char  *name,
                                     const char  *text);
xmlNode  *mst_list_xml_add_empty    (xmlNode     *parent,
                                     const char  *name);
/* Sets @name where @value is there and not empty. */
void      mst_list_xml_set_prop     (xmlNode     *node,
                                     const char  *name,
                                     const char  *value);
/* A <note> for each line of @r's "notes". */
void      mst_list_xml_add_notes    (xmlNode       *parent,
                                     MstListRecord *r);
/* Fails with "FILE:LINE: message" at @node. */
gboolean  mst_nation_list_fail_at   (GError     **error,
                                     const char  *display_name,
                                     xmlNode     *node,
                                     const char  *fmt,
                                     ...) G_GNUC_PRINTF (4, 5);
/* Whether @list has a template of id @id already. */
gboolean  mst_nation_list_has_template (MstNationList *list,
                                        const char    *id);

G_END_DECLS
