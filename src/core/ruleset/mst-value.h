/* mst-value.h: what rule sets beyond Drums and Muskets carry on templates,
 * units and leaders: an attribute bag (name → token: a side, a rank, a
 * formation, "bayonet" = "no") and components (role × count: a skirmish
 * unit's officer, NCO, key figures and privates).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char *role;
  guint count;
} MstComponent;

/* An attribute bag: string → string, owned. */
GHashTable *mst_attrs_new        (void);
GHashTable *mst_attrs_copy       (GHashTable *attrs);
/* Sets @name to @value (NULL removes it): TRUE when that changed @attrs,
 * for the owner to notify. */
gboolean    mst_attrs_set        (GHashTable  *attrs,
                                  const char  *name,
                                  const char  *value);
/* Makes *@attrs a copy of @with: FALSE when it already is @with. */
gboolean    mst_attrs_replace    (GHashTable **attrs,
                                  GHashTable  *with);
/* The names in a fixed order, for writing files. */
GPtrArray  *mst_attrs_sorted_keys (GHashTable *attrs);

/* An ordered array of MstComponent. */
GArray     *mst_components_new   (void);
GArray     *mst_components_copy  (GArray     *components);
/* Adds @count to @role's entry, or a new entry at the end. */
void        mst_components_add   (GArray     *components,
                                  const char *role,
                                  guint       count);
/* Sets @role's count (0 keeps the entry, with none). */
void        mst_components_set   (GArray     *components,
                                  const char *role,
                                  guint       count);
guint       mst_components_count (GArray     *components,
                                  const char *role);
guint       mst_components_total (GArray     *components);

G_END_DECLS
