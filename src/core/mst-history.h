/* mst-history.h: the undo and redo history of edits to a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-force.h"

G_BEGIN_DECLS

#define MST_TYPE_HISTORY (mst_history_get_type ())
G_DECLARE_FINAL_TYPE (MstHistory, mst_history, MST, HISTORY, GObject)

/* Each mst_history_* edit makes its change and records how to take it back;
 * undo and redo replay the change on the same objects, so a view bound to
 * them follows.  @label names the step for the Undo button ("Rename unit"). */
MstHistory *mst_history_new               (void);
gboolean    mst_history_can_undo          (MstHistory  *self);
gboolean    mst_history_can_redo          (MstHistory  *self);
/* The label of the step undo (redo) would take back, or NULL. */
const char *mst_history_get_undo_label    (MstHistory  *self);
const char *mst_history_get_redo_label    (MstHistory  *self);
gboolean    mst_history_undo              (MstHistory  *self);
gboolean    mst_history_redo              (MstHistory  *self);
void        mst_history_clear             (MstHistory  *self);
/* Ends the merging of successive sets of one property (typing in an entry
 * makes one step, not one per key). */
void        mst_history_seal              (MstHistory  *self);

/* Everything between begin and end is one step; groups nest. */
void        mst_history_begin             (MstHistory  *self,
                                           const char  *label);
void        mst_history_end               (MstHistory  *self);

/* Sets one property of @object, as g_object_set() would.  A set of the
 * same string property of the same object right after it merges into one
 * step until the history is sealed (typing a name is one step).  Setting
 * the value it has records nothing. */
void        mst_history_set               (MstHistory  *self,
                                           const char  *label,
                                           gpointer     object,
                                           const char  *property,
                                           ...);
void        mst_history_set_value         (MstHistory   *self,
                                           const char   *label,
                                           gpointer      object,
                                           const char   *property,
                                           const GValue *value);
void        mst_history_insert_command    (MstHistory  *self,
                                           const char  *label,
                                           MstForce    *force,
                                           guint        position,
                                           MstCommand  *command);
void        mst_history_remove_command    (MstHistory  *self,
                                           const char  *label,
                                           MstForce    *force,
                                           MstCommand  *command);
/* @command NULL: among the unassigned units.  @position G_MAXUINT: the end. */
void        mst_history_insert_unit       (MstHistory  *self,
                                           const char  *label,
                                           MstForce    *force,
                                           MstCommand  *command,
                                           guint        position,
                                           MstUnit     *unit);
void        mst_history_remove_unit       (MstHistory  *self,
                                           const char  *label,
                                           MstForce    *force,
                                           MstUnit     *unit);
gboolean    mst_history_move_unit         (MstHistory  *self,
                                           const char  *label,
                                           MstForce    *force,
                                           MstUnit     *unit,
                                           MstCommand  *command,
                                           guint        position);
/* What @unit rolled after deployment (mst-deploy.h): its grade, as its
 * rule set names it (NULL: none), and die (0: none). */
void        mst_history_set_roll          (MstHistory  *self,
                                           const char  *label,
                                           MstUnit     *unit,
                                           const char  *grade,
                                           guint        die);

G_END_DECLS
