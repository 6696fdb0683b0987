/* mst-new-force-dialog.h: a new force: its name, rule set and nation list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_NEW_FORCE_DIALOG (mst_new_force_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MstNewForceDialog, mst_new_force_dialog, MST, NEW_FORCE_DIALOG, AdwWindow)

/* Emits ::create (name, MstNationList) and closes when the player creates. */
MstNewForceDialog *mst_new_force_dialog_new         (MstCatalogue      *catalogue);
/* Offers the lists of @ruleset_id; FALSE when it has none. */
gboolean           mst_new_force_dialog_set_ruleset (MstNewForceDialog *self,
                                                     const char        *ruleset_id);
void               mst_new_force_dialog_search      (MstNewForceDialog *self,
                                                     const char        *query);
/* Selects the list of @list_id; FALSE when the rule set does not show it. */
gboolean           mst_new_force_dialog_select_list (MstNewForceDialog *self,
                                                     const char        *list_id);
void               mst_new_force_dialog_set_name    (MstNewForceDialog *self,
                                                     const char        *name);
/* Creates, as the Create button does; FALSE when no list is chosen. */
gboolean           mst_new_force_dialog_create      (MstNewForceDialog *self);

G_END_DECLS
