/* mst-nation-list.h: one army list of a rule set, read from XML.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-types.h"
#include "mst-unit-template.h"
#include "mst-checked-lists.h"

G_BEGIN_DECLS

/* The processing instruction that marks a list added from a force. */
#define MST_CARRIED_LIST_MARK "muster-carried"

#define MST_TYPE_NATION_LIST (mst_nation_list_get_type ())
G_DECLARE_FINAL_TYPE (MstNationList, mst_nation_list, MST, NATION_LIST, GObject)

/* Reads and validates a nation-list file.  Errors name the file and line. */
MstNationList   *mst_nation_list_new_from_file   (const char     *path,
                                                  GError        **error);
/* The same; @validate FALSE skips the schema, for the shipped lists only:
 * the build and the installation checked them against it. */
MstNationList   *mst_nation_list_new_from_file_full (const char  *path,
                                                     gboolean     validate,
                                                     GError     **error);
/* The same, with @checked: a list checked against the schema unless it
 * is @trusted (a shipped one) or @checked found it passed as it is now,
 * and remembered there with what was read of it.  One found unchanged is
 * listed from what was kept; the rest of it (its units, notes, rules and
 * attributes) is read when first asked for, checked against the schema
 * again if the file changed meanwhile. */
MstNationList   *mst_nation_list_new_from_file_checked (const char      *path,
                                                        MstCheckedLists *checked,
                                                        gboolean         trusted,
                                                        GError         **error);
MstNationList   *mst_nation_list_new_from_data   (const char     *data,
                                                  gsize           len,
                                                  const char     *display_name,
                                                  GError        **error);

const char      *mst_nation_list_get_id          (MstNationList  *self);
const char      *mst_nation_list_get_ruleset     (MstNationList  *self);
guint            mst_nation_list_get_version     (MstNationList  *self);
const char      *mst_nation_list_get_name        (MstNationList  *self);
const char      *mst_nation_list_get_nation      (MstNationList  *self);
const char      *mst_nation_list_get_war         (MstNationList  *self);
/* 0 where the print gives no year. */
guint            mst_nation_list_get_start_year  (MstNationList  *self);
guint            mst_nation_list_get_end_year    (MstNationList  *self);
/* "1803–1812", "1815 onwards", or "" */
char            *mst_nation_list_format_period   (MstNationList  *self);
/* "French Imperial (1803–1812)" */
char            *mst_nation_list_dup_title       (MstNationList  *self);
const char      *mst_nation_list_get_path        (MstNationList  *self);
/* A list added from a force that carried it: that force's name, and the
 * SHA-256 of the list as it was carried (NULL for any other list). */
const char      *mst_nation_list_get_carried_from (MstNationList *self);
const char      *mst_nation_list_get_carried_sha256 (MstNationList *self);
/* What its foot carry unless it says otherwise, as its rule set names a
 * weapon ("musket"); NULL when it names none. */
const char      *mst_nation_list_get_foot_weapon (MstNationList  *self);
const char *const *mst_nation_list_get_notes     (MstNationList  *self);
/* Whether it carries the list-wide rule @id ("always-defender"), and the
 * text printed for it, or NULL. */
gboolean         mst_nation_list_has_rule        (MstNationList  *self,
                                                  const char     *id);
const char      *mst_nation_list_get_rule_text   (MstNationList  *self,
                                                  const char     *id);
/* A GListModel of MstUnitTemplate, in printed order. */
GListModel      *mst_nation_list_get_templates   (MstNationList  *self);
guint            mst_nation_list_get_n_templates (MstNationList  *self);
MstUnitTemplate *mst_nation_list_lookup_template (MstNationList  *self,
                                                  const char     *template_id);

/* 1: a Drums and Muskets list; 2: another rule set's (nation-list v2). */
guint            mst_nation_list_get_format      (MstNationList  *self);
/* A list attribute of version 2 ("side" → "french"), or NULL. */
const char      *mst_nation_list_get_attr        (MstNationList  *self,
                                                  const char     *name);

G_END_DECLS
