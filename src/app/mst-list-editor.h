/* mst-list-editor.h: the editor of a nation list of the player's own.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "mst-list-document.h"

G_BEGIN_DECLS

#define MST_TYPE_LIST_EDITOR (mst_list_editor_get_type ())
G_DECLARE_FINAL_TYPE (MstListEditor, mst_list_editor, MST, LIST_EDITOR, AdwWindow)

/* Edits @document; a save goes into the user's lists folder and then
 * reloads @catalogue, so that the list is ready for a new force. */
MstListEditor   *mst_list_editor_new          (GtkWindow       *parent,
                                               MstCatalogue    *catalogue,
                                               MstListDocument *document);
MstListEditor   *mst_list_editor_new_for_ruleset (GtkWindow    *parent,
                                                  MstCatalogue *catalogue,
                                                  const char   *ruleset_id,
                                                  const char   *name);
MstListDocument *mst_list_editor_get_document (MstListEditor   *self);
/* Shows a template's fields (MST_LIST_HEADER: the list's own). */
void             mst_list_editor_select       (MstListEditor   *self,
                                               int              template);
int              mst_list_editor_get_selected (MstListEditor   *self);

G_END_DECLS
