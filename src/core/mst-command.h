/* mst-command.h: a sub-general and the units he commands.
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

G_END_DECLS
