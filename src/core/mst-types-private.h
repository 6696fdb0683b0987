/* mst-types-private.h: the enumerations' stable names, from their GTypes
 * (mst-enum-types.h, made by glib-mkenums), behind every *_to_string and
 * *_from_string.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The nick of @value of the enumeration @type; NULL when it has none. */
const char *mst_enum_to_nick   (GType       type,
                                int         value);
/* The value whose nick is @s; FALSE when none is, or @s is NULL. */
gboolean    mst_enum_from_nick (GType       type,
                                const char *s,
                                int        *out);

G_END_DECLS
