/* mst-roster-text.h: a force as a plain-text or Markdown roster, and back.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

typedef enum {
  MST_ROSTER_TEXT,
  MST_ROSTER_MARKDOWN,
} MstRosterFormat;

/* The roster players paste into forums and chats: the force, its rule set
 * and list, every general and unit, then its pools and findings, and last
 * the list it carries when it is the player's own (mst-carried-list.h;
 * @catalogue NULL: only a list the force brought).  It reads back into the
 * same force with mst_roster_text_parse(). */
char     *mst_roster_text_write (MstForce        *force,
                                 MstCatalogue    *catalogue,
                                 MstRosterFormat  format);

/* Reads a roster written by mst_roster_text_write() (either format, as
 * pasted: surrounding blank lines, Markdown marks and trailing spaces are
 * forgiven).  A line that cannot be read is reported as
 * "DISPLAY:LINE: message", and no force is made. */
MstForce *mst_roster_text_parse (const char      *text,
                                 gssize           len,
                                 const char      *display_name,
                                 MstCatalogue    *catalogue,
                                 GError         **error);

/* TRUE when @text looks like a roster (its first non-blank line). */
gboolean  mst_roster_text_sniff (const char      *text);

G_END_DECLS
