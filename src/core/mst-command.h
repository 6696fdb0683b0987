/* mst-command.h: a sub-general and the units he commands.
 *
 * A rule set with more levels than Drums and Muskets' one (Brigade
 * Command: division, brigade) keeps its commands in the force's one list
 * and makes a tree of them through each command's level and parent: a
 * brigade under a division, a division (or a brigade on its own) under
 * the force commander.  mst_force_list_commands() walks that tree.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-general.h"
#include "mst-unit.h"

G_BEGIN_DECLS

#define MST_TYPE_COMMAND (mst_command_get_type ())
G_DECLARE_FINAL_TYPE (MstCommand, mst_command, MST, COMMAND, GObject)

MstCommand *mst_command_new          (MstGeneral *general);
/* A deep copy: new general, new units. */
MstCommand *mst_command_copy         (MstCommand *self);
MstGeneral *mst_command_get_general  (MstCommand *self);
/* A GListModel of MstUnit. */
GListModel *mst_command_get_units    (MstCommand *self);
guint       mst_command_get_n_units  (MstCommand *self);
MstUnit    *mst_command_get_unit     (MstCommand *self,
                                      guint       position);
void        mst_command_insert_unit  (MstCommand *self,
                                      guint       position,
                                      MstUnit    *unit);
void        mst_command_append_unit  (MstCommand *self,
                                      MstUnit    *unit);
gboolean    mst_command_find_unit    (MstCommand *self,
                                      MstUnit    *unit,
                                      guint      *position);
gboolean    mst_command_remove_unit  (MstCommand *self,
                                      MstUnit    *unit);

/* The rule set's level ("division", "brigade"), or NULL for a command of a
 * rule set of one level. */
const char *mst_command_get_level    (MstCommand *self);
void        mst_command_set_level    (MstCommand *self,
                                      const char *level);
/* The command this one is under; NULL under the force commander. */
MstCommand *mst_command_get_parent   (MstCommand *self);
void        mst_command_set_parent   (MstCommand *self,
                                      MstCommand *parent);
/* Another rule set's attributes of the command ("orders" = "seize"). */
GHashTable *mst_command_get_attrs    (MstCommand *self);
const char *mst_command_get_attr     (MstCommand *self,
                                      const char *name);
void        mst_command_set_attr     (MstCommand *self,
                                      const char *name,
                                      const char *value);
void        mst_command_set_attrs    (MstCommand *self,
                                      GHashTable *attrs);

G_END_DECLS
