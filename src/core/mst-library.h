/* mst-library.h: the user's forces, kept in a local SQLite database.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

#define MST_TYPE_LIBRARY (mst_library_get_type ())
G_DECLARE_FINAL_TYPE (MstLibrary, mst_library, MST, LIBRARY, GObject)

typedef enum {
  MST_LIBRARY_OPEN_DEFAULT   = 0,
  MST_LIBRARY_OPEN_READ_ONLY = 1 << 0,
} MstLibraryOpenFlags;

typedef struct {
  gint64 id;
  char *name;
  char *ruleset;
  char *list_id;
  gint64 created;   /* seconds since the epoch */
  gint64 modified;
  /* Its units and their bases, as last saved; counted: they were read. */
  guint n_units;
  guint n_bases;
  gboolean counted;
  /* Its revision (the club server's library lists it; 0 where not read). */
  gint64 revision;
} MstLibraryEntry;

void mst_library_entry_free (MstLibraryEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstLibraryEntry, mst_library_entry_free)

/* The schema version this build writes (PRAGMA user_version). */
#define MST_LIBRARY_SCHEMA_VERSION 6

/* Opens (creating and migrating) the database at @path; NULL: the user's.
 * A database that cannot be written is opened read-only: check
 * mst_library_is_read_only().  A corrupt one is an error. */
MstLibrary *mst_library_open          (const char          *path,
                                       MstLibraryOpenFlags  flags,
                                       GError             **error);
const char *mst_library_get_path      (MstLibrary          *self);
/* The newest copy Muster made of the library at @path (NULL: the user's)
 * before changing it, or NULL. */
char       *mst_library_find_backup   (const char          *path);
/* Puts that copy in place of a damaged library, which is kept aside as
 * "FILE.damaged-DATE" (never removed). */
gboolean    mst_library_restore_backup (const char         *path,
                                        GError            **error);
/* The full integrity check (PRAGMA quick_check), on request; an open runs
 * it only after a writer did not close cleanly.  Damage is an error that
 * names the last backup Muster made, if any. */
gboolean    mst_library_check         (MstLibrary          *self,
                                       GError             **error);
gboolean    mst_library_is_read_only  (MstLibrary          *self);
/* Why the library is read-only, for a banner; NULL when it is not. */
const char *mst_library_get_read_only_reason (MstLibrary   *self);
/* MstLibraryEntry items, by name. */
GPtrArray  *mst_library_list          (MstLibrary          *self,
                                       GError             **error);
/* The forces a force of @ruleset may meet: MstLibraryEntry items of that
 * rule set, by name, all but @except_id (0: none left out). */
GPtrArray  *mst_library_list_ruleset  (MstLibrary          *self,
                                       const char          *ruleset,
                                       gint64               except_id,
                                       GError             **error);
/* @name, or when a force of the library has it already, "@name (copy)",
 * then "@name (copy 2)", …: the name a force added from elsewhere (pasted,
 * dropped) takes, so that two are never told apart only by their place. */
char       *mst_library_dup_free_name (MstLibrary          *self,
                                       const char          *name);
/* Inserts the force (setting its id and revision 1) or replaces the
 * stored one, based on the force's revision: if the stored force was
 * written since (another window, process or campaign), nothing is written
 * and the error is MST_ERROR_CONFLICT.  The saved force becomes the live
 * force of its id if there was none. */
gboolean    mst_library_save          (MstLibrary          *self,
                                       MstForce            *force,
                                       GError             **error);

/* The identity map: every window, the campaign store and the cards work
 * on one live MstForce per stored force.  Returns it (a new reference),
 * reading it when no one holds it; it is forgotten when the last
 * reference goes. */
MstForce   *mst_library_get_force     (MstLibrary          *self,
                                       gint64               id,
                                       MstCatalogue        *catalogue,
                                       GError             **error);
/* The live force of @id, or NULL when no one holds one (no reference). */
MstForce   *mst_library_lookup_force  (MstLibrary          *self,
                                       gint64               id);
/* Reads the stored force into its live force, if there is one (after a
 * conflict, or a write by another process): views bound to it follow. */
gboolean    mst_library_refresh_force (MstLibrary          *self,
                                       gint64               id,
                                       MstCatalogue        *catalogue,
                                       GError             **error);
/* Whether the caller runs on the thread the library was made in, whose
 * its live forces are.  A write committed on another thread (a campaign
 * session's worker) is announced, and the live forces refreshed, in the
 * main context of the library's thread. */
gboolean    mst_library_is_owner_thread (MstLibrary        *self);
/* The calling thread owns the library from now on (one opened on a
 * loading thread and handed to the window's). */
void        mst_library_set_owner_thread (MstLibrary       *self);
/* Counts the writes committed in @thread (the one a user interface runs
 * in, which should make none while the player edits). */
void        mst_library_watch_thread  (MstLibrary          *self,
                                       GThread             *thread);
guint       mst_library_get_watched_writes (MstLibrary     *self);
/* The catalogue live forces and the items' subtitles are read with. */
void        mst_library_set_catalogue (MstLibrary          *self,
                                       MstCatalogue        *catalogue);
/* The same, when @catalogue holds the very lists the rows were named from
 * (mst_catalogue_adopt()): the rows are not read again. */
void        mst_library_adopt_catalogue (MstLibrary        *self,
                                         MstCatalogue      *catalogue);
typedef struct _MstLibraryItem MstLibraryItem;

/* A GListModel of MstLibraryItem, by name, that follows every write.
 * Its items are read without their forces' totals, which a list counts
 * for the rows it shows with mst_library_count_item(). */
GListModel *mst_library_get_items     (MstLibrary          *self);
/* Reads the units and bases of @item's force, as last saved, into its
 * subtitle, if they are not there yet. */
void        mst_library_count_item    (MstLibrary          *self,
                                       MstLibraryItem      *item);
/* Reads the items again (after another process wrote the library). */
void        mst_library_reload_items  (MstLibrary          *self);
/* Replaces the stored force @id with the file at @path, only if the file
 * was exported at the stored revision (revision="N"); otherwise
 * MST_ERROR_CONFLICT and nothing is written. */
gboolean    mst_library_update_file   (MstLibrary          *self,
                                       gint64               id,
                                       const char          *path,
                                       GError             **error);
MstForce   *mst_library_load          (MstLibrary          *self,
                                       gint64               id,
                                       MstCatalogue        *catalogue,
                                       GError             **error);
gboolean    mst_library_delete        (MstLibrary          *self,
                                       gint64               id,
                                       GError             **error);
/* A copy named @name (NULL: "NAME (copy)"); returns the new id or 0. */
gint64      mst_library_duplicate     (MstLibrary          *self,
                                       gint64               id,
                                       const char          *name,
                                       GError             **error);
gint64      mst_library_import_file   (MstLibrary          *self,
                                       const char          *path,
                                       MstCatalogue        *catalogue,
                                       GError             **error);
/* The same, reading, checking and storing the file in a worker thread;
 * the items and "force-changed" follow in finish.  Returns the new id. */
void        mst_library_import_file_async  (MstLibrary          *self,
                                            const char          *path,
                                            MstCatalogue        *catalogue,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
gint64      mst_library_import_file_finish (MstLibrary          *self,
                                            GAsyncResult        *result,
                                            GError             **error);
gboolean    mst_library_export_file   (MstLibrary          *self,
                                       gint64               id,
                                       const char          *path,
                                       GError             **error);
/* The same, carrying the force's list when it is the player's own
 * (mst_force_save_shared_file()): what leaves the machine. */
gboolean    mst_library_export_shared_file (MstLibrary      *self,
                                            gint64           id,
                                            MstCatalogue    *catalogue,
                                            const char      *path,
                                            GError         **error);
/* The force's stored file text, as it would be exported. */
char       *mst_library_get_force_data (MstLibrary         *self,
                                        gint64              id,
                                        GError            **error);

G_END_DECLS
