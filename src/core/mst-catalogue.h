/* mst-catalogue.h: every nation list found, shipped and the user's own.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-nation-list.h"

G_BEGIN_DECLS

#define MST_TYPE_CATALOGUE (mst_catalogue_get_type ())
G_DECLARE_FINAL_TYPE (MstCatalogue, mst_catalogue, MST, CATALOGUE, GObject)

MstCatalogue  *mst_catalogue_new             (void);
/* Loads the shipped lists, then the user's ($XDG_DATA_HOME/muster/nations),
 * a user list replacing a shipped one of the same id.  Bad files are
 * recorded as problems and skipped. */
void           mst_catalogue_load_default    (MstCatalogue  *self);
/* Of the player's own lists at the last mst_catalogue_load_default(): how
 * many were found checked against the schema before, unchanged, and how
 * many were checked now (mst-checked-lists.h). */
void           mst_catalogue_get_checked_counts (MstCatalogue *self,
                                                 guint        *found_checked,
                                                 guint        *checked_now);
/* Loads every *.xml below @dir (one folder deep per rule set); later
 * calls override earlier ones by id. */
void           mst_catalogue_load_dir        (MstCatalogue  *self,
                                              const char    *dir);
gboolean       mst_catalogue_load_file       (MstCatalogue  *self,
                                              const char    *path,
                                              GError       **error);
/* Loads one file of the user's lists folder, as mst_catalogue_load_default()
 * would (a list added while Muster runs). */
gboolean       mst_catalogue_add_user_file   (MstCatalogue  *self,
                                              const char    *path,
                                              GError       **error);
/* Takes every list of @from (loaded in a worker thread, say) in one
 * change of the lists model. */
void           mst_catalogue_adopt           (MstCatalogue  *self,
                                              MstCatalogue  *from);
/* A GListModel of MstNationList ordered by war, period and name. */
GListModel    *mst_catalogue_get_lists       (MstCatalogue  *self);
MstNationList *mst_catalogue_lookup          (MstCatalogue  *self,
                                              const char    *list_id);
/* "FILE:LINE: message" for each file that could not be loaded. */
GPtrArray     *mst_catalogue_get_problems    (MstCatalogue  *self);
/* "FILE: …" for each list of the user's that replaces another: a shipped
 * list of the same id, or another user list. */
GPtrArray     *mst_catalogue_get_notices     (MstCatalogue  *self);
/* A list from the user's folder; one that replaces the shipped list. */
gboolean       mst_catalogue_is_user_list    (MstCatalogue  *self,
                                              const char    *list_id);
gboolean       mst_catalogue_replaces_shipped (MstCatalogue *self,
                                               const char   *list_id);
/* For a force whose list is not installed: "its list “ID” is not
 * installed: Muster looked in SHIPPED and USER. Copy …", the folders
 * of the force's rule set where lists are looked for, and what to do. */
char          *mst_catalogue_describe_missing_list (const char *list_id,
                                                    const char *ruleset);

G_END_DECLS
