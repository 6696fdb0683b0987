/* mst-force-file.h: reading and writing force (.muster) files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* Reads a force; its list and templates are resolved in @catalogue.  A unit
 * whose template (or whose list) is unknown is kept, marked unknown. */
MstForce *mst_force_new_from_data (const char    *data,
                                   gsize          len,
                                   const char    *display_name,
                                   MstCatalogue  *catalogue,
                                   GError       **error);
MstForce *mst_force_new_from_file (const char    *path,
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
/* Writes atomically: a crash leaves the old file or the new one, whole. */
gboolean  mst_force_save_file     (MstForce      *force,
                                   const char    *path,
                                   GError       **error);

G_END_DECLS
