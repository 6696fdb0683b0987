/* mst-unit.h: a unit of a force, built from a unit template of its list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-unit-template.h"

G_BEGIN_DECLS

#define MST_TYPE_UNIT (mst_unit_get_type ())
G_DECLARE_FINAL_TYPE (MstUnit, mst_unit, MST, UNIT, GObject)

/* A unit of @tmpl named @name (NULL: the template's), with what the
 * template gives it: its attributes, weapon and figures by role for a
 * list that names them, else 4 bases.  Its rule set gives it the rest
 * (mst_ruleset_new_unit()). */
MstUnit         *mst_unit_new_from_template (MstUnitTemplate *tmpl,
                                             const char      *name);
/* A unit whose template could not be found: kept, marked unknown. */
MstUnit         *mst_unit_new_unknown       (const char      *template_id,
                                             const char      *name);
MstUnit         *mst_unit_copy              (MstUnit         *self);

const char      *mst_unit_get_name          (MstUnit         *self);
/* The name the unit is shown by: its own, or its type's when it has none;
 * in a force, a name borne by more than one unit is numbered after the
 * first, "Line", "Line (2)", as the force gives it (mst_unit_set_label(),
 * called by the force).  The unit's name itself is not changed. */
const char      *mst_unit_get_label         (MstUnit         *self);
void             mst_unit_set_label         (MstUnit         *self,
                                             const char      *label);
void             mst_unit_set_name          (MstUnit         *self,
                                             const char      *name);
const char      *mst_unit_get_template_id   (MstUnit         *self);
/* NULL when the template is unknown. */
MstUnitTemplate *mst_unit_get_template      (MstUnit         *self);
gboolean         mst_unit_is_unknown        (MstUnit         *self);
/* Changes the template, keeping the name (a re-grade in a campaign). */
void             mst_unit_set_template      (MstUnit         *self,
                                             MstUnitTemplate *tmpl);
guint            mst_unit_get_bases         (MstUnit         *self);
void             mst_unit_set_bases         (MstUnit         *self,
                                             guint            bases);
/* Its template's kind ("grenadier"), or NULL for a version-1 list's unit
 * or one whose template is missing. */
const char      *mst_unit_get_kind          (MstUnit         *self);
/* Its rule set's words for it (see mst-value.h): its attributes, owned
 * by the unit, and its figures by role (MstComponent). */
GHashTable      *mst_unit_get_attrs         (MstUnit         *self);
const char      *mst_unit_get_attr          (MstUnit         *self,
                                             const char      *name);
/* NULL removes the attribute. */
void             mst_unit_set_attr          (MstUnit         *self,
                                             const char      *name,
                                             const char      *value);
/* Replaces the attributes with a copy of @attrs. */
void             mst_unit_set_attrs         (MstUnit         *self,
                                             GHashTable      *attrs);
GArray          *mst_unit_get_components    (MstUnit         *self);
/* Replaces the figures with a copy of @components. */
void             mst_unit_set_components    (MstUnit         *self,
                                             GArray          *components);

/* The labels of units named @names (in order): a name that comes more than
 * once is told apart by its rank, "Artillery", "Artillery (2)", never
 * colliding with another unit's own name.  The names themselves are not
 * changed.  Returns a NULL-terminated array. */
char           **mst_unit_number_namesakes  (const char *const *names,
                                             guint              n_names);

G_END_DECLS
