/* mst-force-file.h: reading and writing force (.muster) files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* Reads a force; its list and templates are resolved in @catalogue.  A
 * value its rule set does not know (an attribute, a figure, a count, a unit
 * its loaded list does not have) is refused: MST_ERROR_INVALID, with
 * "DISPLAY:LINE: what is wrong and what to type".  A Drums and Muskets
 * unit whose template (or whose list) is unknown is kept, marked unknown. */
MstForce *mst_force_new_from_data (const char    *data,
                                   gsize          len,
                                   const char    *display_name,
                                   MstCatalogue  *catalogue,
                                   GError       **error);
MstForce *mst_force_new_from_file (const char    *path,
                                   MstCatalogue  *catalogue,
                                   GError       **error);
/* The same for opening the player's own forces, where refusing would hide
 * his work: a value the rules do not know is kept as it is, and the checks
 * name it (mst_force_check()).  A malformed file is still refused. */
MstForce *mst_force_open_data     (const char    *data,
                                   gsize          len,
                                   const char    *display_name,
                                   MstCatalogue  *catalogue,
                                   GError       **error);
MstForce *mst_force_open_file     (const char    *path,
                                   MstCatalogue  *catalogue,
                                   GError       **error);
/* The canonical form: same force, same bytes.  It does not carry the
 * library revision, so that a force saved again unchanged reads the same. */
char     *mst_force_to_data       (MstForce      *force,
                                   gsize         *len);
/* The form written to a file: the canonical one, with revision="N" on
 * <force> when the force came from the library, for `library update`. */
char     *mst_force_to_file_data  (MstForce      *force,
                                   gsize         *len);
/* The canonical form, carrying the force's list when it is the player's
 * own (mst_carried_list_for()): what leaves the machine, as a share code, a
 * text roster, an exported file or a campaign. */
char     *mst_force_to_shared_data (MstForce     *force,
                                    MstCatalogue *catalogue,
                                    gsize        *len);
/* The file form of it, written atomically. */
gboolean  mst_force_save_shared_file (MstForce     *force,
                                      MstCatalogue *catalogue,
                                      const char   *path,
                                      GError      **error);
/* Writes atomically: a crash leaves the old file or the new one, whole. */
gboolean  mst_force_save_file     (MstForce      *force,
                                   const char    *path,
                                   GError       **error);

G_END_DECLS
