/* mst-carried-list-private.h: the <carried-list> element of a force file.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Adds <carried-list id version sha256>@xml</carried-list> as the last
 * child of the force element @force_root, in its namespace. */
void  mst_carried_list_write_node (xmlNode    *force_root,
                                   const char *list_id,
                                   guint       version,
                                   const char *xml);

G_END_DECLS
