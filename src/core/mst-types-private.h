/* mst-types-private.h: the name-table lookup behind every *_from_string.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The index of @s in @names (@n of them); FALSE when absent or NULL. */
gboolean mst_name_lookup (const char *const *names,
                          guint              n,
                          const char        *s,
                          int               *out);

G_END_DECLS
