/* mst-paths.h: where Muster finds its data and keeps the user's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder holding nations/ and schemas/: $MUSTER_DATA_DIR when set (the
 * build tree's devenv and the tests set it), else the installed one. */
const char *mst_paths_get_data_dir           (void);
char       *mst_paths_get_schema_file        (const char *basename);
char       *mst_paths_get_system_nations_dir (void);
char       *mst_paths_get_user_nations_dir   (void);
char       *mst_paths_get_user_dir           (void);
char       *mst_paths_get_database_file      (void);
const char *mst_paths_get_locale_dir         (void);

/* Writes @data to @path atomically (a crash leaves the old file or the new
 * one, whole, synced) and, when it replaces a file, with that file's mode:
 * a 0600 or 0444 file stays so.  The file it writes aside is 0600 until
 * it is whole. */
gboolean    mst_file_replace                 (const char  *path,
                                              const char  *data,
                                              gssize       len,
                                              GError     **error);

/* The same, a new file made with @new_mode (0600: the player's alone). */
gboolean    mst_file_replace_full            (const char  *path,
                                              const char  *data,
                                              gssize       len,
                                              int          new_mode,
                                              GError     **error);
/* A file of Muster's to write aside in @dir for @name, 0600, named so that
 * a later clean removes it once its writer is gone; its path in @path. */
int         mst_paths_open_temporary         (const char  *dir,
                                              const char  *name,
                                              char       **path,
                                              GError     **error);

/* Writes the whole of @data to @fd, a write interrupted by a signal
 * carried on; 0, or the errno of the write that failed. */
int         mst_paths_write_all              (int          fd,
                                              const char  *data,
                                              gsize        len);

/* Removes what writes killed half-way left in @dir and its folders two
 * deep: Muster's ".NAME.muster-PID-XXXXXX" whose writer is gone, and
 * "NAME.XXXXXX" files beside a file Muster writes (.muster, .xml, .pdf,
 * .txt, .md), older than a minute.  Returns how many.  Every write of
 * mst_file_replace() does so in its own folder first. */
guint       mst_paths_clean_temporaries      (const char  *dir);

G_END_DECLS
