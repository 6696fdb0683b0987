/* mst-general.h: a general of a force: the force commander or a sub-general.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>


G_BEGIN_DECLS

#define MST_TYPE_GENERAL (mst_general_get_type ())
G_DECLARE_FINAL_TYPE (MstGeneral, mst_general, MST, GENERAL, GObject)

MstGeneral *mst_general_new         (const char *name);
MstGeneral *mst_general_copy        (MstGeneral *self);
const char *mst_general_get_name    (MstGeneral *self);
void        mst_general_set_name    (MstGeneral *self,
                                     const char *name);
/* Swept away, incapacitated or lost: no longer on the table. */
gboolean    mst_general_get_lost    (MstGeneral *self);
void        mst_general_set_lost    (MstGeneral *self,
                                     gboolean    lost);
/* His rule set's words for him ("rating" = "able", "respect" =
 * "inspired"), owned by the general. */
GHashTable *mst_general_get_attrs   (MstGeneral *self);
const char *mst_general_get_attr    (MstGeneral *self,
                                     const char *name);
/* @value NULL removes the attribute. */
void        mst_general_set_attr    (MstGeneral *self,
                                     const char *name,
                                     const char *value);
void        mst_general_set_attrs   (MstGeneral *self,
                                     GHashTable *attrs);

G_END_DECLS
