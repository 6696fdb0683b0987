/* mst-share-code.h: a force in one line of text, to paste into a chat.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* The prefix of every share code, before its format version. */
#define MST_SHARE_CODE_PREFIX "muster"

/* "muster1.PAYLOAD.CHECK": the force file, deflated, in URL-safe base64,
 * then the first four bytes of its SHA-256 in hex. */
char     *mst_share_code_encode (MstForce      *force);
/* Reads a code (spaces and line breaks pasted into it are ignored).  A
 * code that is damaged, cut short, tampered with or of a newer format gets
 * an error saying which, and no force is made. */
MstForce *mst_share_code_decode (const char    *code,
                                 MstCatalogue  *catalogue,
                                 GError       **error);
/* TRUE when @text looks like a share code. */
gboolean  mst_share_code_sniff  (const char    *text);

G_END_DECLS
