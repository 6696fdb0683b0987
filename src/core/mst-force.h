/* mst-force.h: a force (a roster): its commander, commands and units.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-command.h"
#include "mst-general.h"
#include "mst-nation-list.h"
#include "mst-unit.h"

G_BEGIN_DECLS

#define MST_TYPE_FORCE (mst_force_get_type ())
G_DECLARE_FINAL_TYPE (MstForce, mst_force, MST, FORCE, GObject)

/* A new force over @list (NULL when the list is unknown, then @list_id). */
MstForce      *mst_force_new                (const char    *name,
                                             MstNationList *list,
                                             const char    *list_id);
/* A deep copy, not in the library. */
MstForce      *mst_force_copy               (MstForce      *self);

/* The force's id in the library; 0 while it is in none. */
gint64         mst_force_get_id             (MstForce      *self);
void           mst_force_set_id             (MstForce      *self,
                                             gint64         id);
/* The revision of the library's copy this force was read from or last
 * saved as; 0 while it is in no library.  A save based on an older
 * revision than the stored one is refused (MST_ERROR_CONFLICT). */
gint64         mst_force_get_revision       (MstForce      *self);
void           mst_force_set_revision       (MstForce      *self,
                                             gint64         revision);
/* Makes @self the force @from is, keeping @self's identity (id and
 * revision are the caller's); @from is left empty.  Views bound to @self
 * follow; "changed" is emitted once. */
void           mst_force_assign             (MstForce      *self,
                                             MstForce      *from);
const char    *mst_force_get_name           (MstForce      *self);
void           mst_force_set_name           (MstForce      *self,
                                             const char    *name);
const char    *mst_force_get_ruleset        (MstForce      *self);
void           mst_force_set_ruleset        (MstForce      *self,
                                             const char    *ruleset);
const char    *mst_force_get_list_id        (MstForce      *self);
/* The list version the force was built against (0: unknown). */
guint          mst_force_get_list_version   (MstForce      *self);
void           mst_force_set_list_version   (MstForce      *self,
                                             guint          version);
/* NULL when the list is not in the catalogue. */
MstNationList *mst_force_get_list           (MstForce      *self);
/* The nation list a shared force brought with it, as the XML of its file
 * (NULL: none); written into the force's file while it is set. */
const char    *mst_force_get_carried_list   (MstForce      *self);
void           mst_force_set_carried_list   (MstForce      *self,
                                             const char    *xml);
/* Whether the force plays its rule set's optional rule @id (Drums and
 * Muskets' "general-types"; MstRulesetClass.optional_rules): every one
 * unless the force does without it. */
gboolean       mst_force_uses_rule          (MstForce      *self,
                                             const char    *id);
void           mst_force_set_uses_rule      (MstForce      *self,
                                             const char    *id,
                                             gboolean       used);
/* The ids of optional rules @off with @id in it (@used FALSE) or out of
 * it, newly allocated: what a switch of one rule makes of them. */
char         **mst_rules_off_with           (const char *const *off,
                                             const char    *id,
                                             gboolean       used);
/* The ids of those it does without, sorted ("rules-off"). */
const char *const *mst_force_get_rules_off  (MstForce      *self);
void           mst_force_set_rules_off      (MstForce      *self,
                                             const char *const *ids);
MstGeneral    *mst_force_get_commander      (MstForce      *self);

/* GListModel of MstCommand. */
GListModel    *mst_force_get_commands       (MstForce      *self);
guint          mst_force_get_n_commands     (MstForce      *self);
MstCommand    *mst_force_get_command        (MstForce      *self,
                                             guint          position);
MstCommand    *mst_force_add_command        (MstForce      *self,
                                             MstGeneral    *general);
void           mst_force_insert_command     (MstForce      *self,
                                             guint          position,
                                             MstCommand    *command);
gboolean       mst_force_remove_command     (MstForce      *self,
                                             MstCommand    *command);
gboolean       mst_force_find_command       (MstForce      *self,
                                             MstCommand    *command,
                                             guint         *position);
/* Every command in the order of its tree: each followed by those under it
 * (see mst-command.h); for one level, the list's order. */
GPtrArray     *mst_force_list_commands      (MstForce      *self);
/* The commands directly under @parent (NULL: under the force commander). */
GPtrArray     *mst_force_list_subcommands   (MstForce      *self,
                                             MstCommand    *parent);
/* 0 for a command under the force commander, 1 under one of those… */
guint          mst_force_get_command_depth  (MstForce      *self,
                                             MstCommand    *command);
/* GListModel of MstUnit in no command yet. */
GListModel    *mst_force_get_unassigned     (MstForce      *self);
void           mst_force_add_unassigned     (MstForce      *self,
                                             MstUnit       *unit);

/* A new unit of @template_id with the list's defaults, added to @command
 * (NULL: unassigned).  Returns it, or NULL if the template is unknown. */
MstUnit       *mst_force_add_unit           (MstForce      *self,
                                             MstCommand    *command,
                                             const char    *template_id,
                                             const char    *name);
/* Where the unit is: its command (NULL when unassigned) and position.
 * FALSE when the unit is not in this force. */
gboolean       mst_force_locate_unit        (MstForce      *self,
                                             MstUnit       *unit,
                                             MstCommand   **command,
                                             guint         *position);
gboolean       mst_force_remove_unit        (MstForce      *self,
                                             MstUnit       *unit);
/* Moves @unit to @command (NULL: unassigned) at @position (G_MAXUINT: end). */
gboolean       mst_force_move_unit          (MstForce      *self,
                                             MstUnit       *unit,
                                             MstCommand    *command,
                                             guint          position);
/* Every unit, commands first in the order of their tree, then the
 * unassigned ones. */
GPtrArray     *mst_force_list_units         (MstForce      *self);
/* Every general, the commander first. */
GPtrArray     *mst_force_list_generals      (MstForce      *self);
guint          mst_force_get_n_units        (MstForce      *self);

/* Emitted after any change to the force or anything in it. */
void           mst_force_changed            (MstForce      *self);

/* Another rule set's force attributes ("side"), owned by the force; a
 * lookup falls back on the list's. */
GHashTable    *mst_force_get_attrs          (MstForce      *self);
const char    *mst_force_get_attr           (MstForce      *self,
                                             const char    *name);
void           mst_force_set_attr           (MstForce      *self,
                                             const char    *name,
                                             const char    *value);

G_END_DECLS
