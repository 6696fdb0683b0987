/* mst-checked-lists.h: the nation lists already checked against the
 * schema and what was read of them, kept in the user's cache folder so
 * that a list is checked and read again only once it changed.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _MstCheckedLists MstCheckedLists;

/* The record at @path (NULL: muster/checked-lists in the user's cache
 * folder).  Never fails: a record that is missing, damaged or made with
 * other schemas is an empty one. */
MstCheckedLists *mst_checked_lists_open     (const char      *path);
void             mst_checked_lists_free     (MstCheckedLists *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstCheckedLists, mst_checked_lists_free)

/* Whether the file at @path, whose bytes are @data, passed the schema
 * as it is now: same size, same modification time and same content.
 * Marks the entry as still wanted. */
gboolean         mst_checked_lists_passed   (MstCheckedLists *self,
                                             const char      *path,
                                             const char      *data,
                                             gsize            len);
/* That the file at @path, of bytes @data, passed the schema. */
void             mst_checked_lists_remember (MstCheckedLists *self,
                                             const char      *path,
                                             const char      *data,
                                             gsize            len);
/* What was read of a file found passed (mst_checked_lists_passed()) when
 * it was remembered: the value of @key, or NULL.  The MD5 of its bytes is
 * "md5". */
char            *mst_checked_lists_get_read (MstCheckedLists *self,
                                             const char      *path,
                                             const char      *key);
/* Keeps @value as what was read of the file at @path under @key, with
 * the file remembered (mst_checked_lists_remember()). */
void             mst_checked_lists_keep_read (MstCheckedLists *self,
                                              const char      *path,
                                              const char      *key,
                                              const char      *value);
/* The digest of @data the record keeps of a file ("md5"). */
char            *mst_checked_lists_digest  (const char      *data,
                                            gsize            len);
/* Writes the record when it changed, dropping the files not asked of
 * since it was opened; a record not written costs only the next load's
 * checks, so failing is said to the debug log alone. */
void             mst_checked_lists_save     (MstCheckedLists *self);

/* How many files were found checked and how many were not, since
 * @self was opened (the benchmarks and tests read them). */
guint            mst_checked_lists_get_hits   (MstCheckedLists *self);
guint            mst_checked_lists_get_misses (MstCheckedLists *self);

G_END_DECLS
