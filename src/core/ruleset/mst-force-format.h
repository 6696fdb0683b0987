/* mst-force-format.h: a force's file as its rule set writes it.
 *
 * The force file's reader and writer (mst-force-file.c) handle what every
 * force has: its name, rule set, list and its version, revision and the
 * list it carries.  Its commanders, commands and units are the format's:
 * a rule set with force files of its own format (Drums and Muskets'
 * version 1) gives one in its class (force_format); every other rule set
 * writes the shared one (version 2: attributes, nested commands, units
 * with their figures).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "mst-force.h"

G_BEGIN_DECLS

typedef struct _MstRuleset MstRuleset;

typedef struct _MstForceFormat {
  /* Its files' version: urn:muster:force:VERSION. */
  guint version;
  /* The root's attributes of its own, after the list's version (NULL:
   * none). */
  void (*write_props) (MstForce *force,
                       xmlNode  *root);
  /* Its commanders, commands and units, in the schema's order. */
  void (*write_body)  (MstForce *force,
                       xmlNode  *root);
  /* The same read back, and the root's attributes of its own. */
  void (*read_body)   (MstForce *force,
                       xmlNode  *root);
} MstForceFormat;

/* The format @rs's forces are written in: its own, else the shared one. */
const MstForceFormat *mst_force_format_of       (MstRuleset *rs);
/* The format of a force file of @version that names rule set @rs (NULL:
 * none): @rs's where it is of that version, else the shared format, else
 * the rule set's whose own format it is; NULL for none. */
const MstForceFormat *mst_force_format_for_file (MstRuleset *rs,
                                                 guint       version);

G_END_DECLS
