/* mst-share-code.h: a force in one line of text, to paste into a chat.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* The prefix of every share code, before its format version. */
#define MST_SHARE_CODE_PREFIX "muster"

/* A code longer than this is too long for a chat message: offer the
 * force file instead. */
#define MST_SHARE_CODE_CHAT_MAX 2000

/* "muster1.PAYLOAD.CHECK": the force file, deflated, in URL-safe base64,
 * then the first four bytes of its SHA-256 in hex.  A force on the
 * player's own list carries it (mst_force_to_shared_data()). */
char     *mst_share_code_encode (MstForce      *force,
                                 MstCatalogue  *catalogue);
/* Any data as a code's "PAYLOAD.CHECK", and back (the carried list of a
 * text roster); unpacking names what is wrong as decoding does. */
char     *mst_share_code_pack   (const char    *data,
                                 gsize          len);
GBytes   *mst_share_code_unpack (const char    *packed,
                                 GError       **error);
/* Reads a code (spaces and line breaks pasted into it are ignored, and a
 * QR reader's "QR-Code:" label before it).  A
 * code that is damaged, cut short, tampered with or of a newer format gets
 * an error saying which, and no force is made. */
MstForce *mst_share_code_decode (const char    *code,
                                 MstCatalogue  *catalogue,
                                 GError       **error);
/* TRUE when @text looks like a share code. */
gboolean  mst_share_code_sniff  (const char    *text);

G_END_DECLS
