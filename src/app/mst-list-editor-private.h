/* mst-list-editor-private.h: what the list editor's files share: the
 * window's fields, the widgets bound to the document's fields, and the
 * helpers that build them (mst-list-editor-form.c), used by the template
 * forms (mst-list-editor-template.c), and the window's own parts
 * (mst-list-editor.c: its sidebar, actions, files and closing).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-list-editor.h"

G_BEGIN_DECLS

/* What a widget of the form shows of the document. */
typedef enum {
  BIND_ENTRY,     /* a GtkEditable: the field's text */
  BIND_COMBO,     /* an AdwComboRow over tokens */
  BIND_NOTES,     /* a GtkTextView: one note a line */
  BIND_TOKEN,     /* an AdwComboRow: a token not there, there, or there by choice */
  BIND_AUTO,      /* a GtkToggleButton: the value is "auto" */
  BIND_RULE,      /* a GtkSwitch: the list-wide rule is there */
  BIND_ERRORS,    /* only messages: those of every field with a prefix */
} BindKind;

typedef struct {
  BindKind kind;
  int template;
  char *key;
  GtkWidget *widget;
  /* Where its messages go, under it; NULL for none. */
  GtkWidget *error_row;
  GtkWidget *error_label;
  /* An emptied field is removed, not kept empty to be filled in. */
  gboolean empty_removes;
  /* BIND_COMBO: the token of each position, NULL for none. */
  GPtrArray *tokens;
  /* BIND_TOKEN: the token; BIND_RULE: the text a new rule gets. */
  char *extra;
  /* BIND_TOKEN: the field the token is in when the player chooses it. */
  char *optional_key;
} Binding;

struct _MstListEditor
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwLeaflet *leaflet;
  GtkWidget *sidebar;
  GtkWidget *content;
  GtkListBox *template_list;
  AdwWindowTitle *window_title;
  GtkWidget *save_button;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  GtkBox *form;

  MstCatalogue *catalogue;
  MstListDocument *doc;
  int selected;
  GPtrArray *bindings;
  /* The sidebar's rows: the list's, then one per template. */
  GPtrArray *rows;
  /* What the form was built for: rebuilt only when this changes, so that
   * typing keeps its place. */
  char *shape;
  gboolean syncing;
  gboolean closing;
};

MstRuleset          *mst_list_editor_ruleset_of        (MstListEditor       *self);
char                *mst_list_editor_token_label       (const char          *token);
char                *mst_list_editor_value_label       (MstRuleset          *rs,
                                                        const char          *attr,
                                                        const char          *token);
Binding             *mst_list_editor_bind              (MstListEditor       *self,
                                                        BindKind             kind,
                                                        int                  template,
                                                        const char          *key,
                                                        GtkWidget           *widget);
Binding             *mst_list_editor_add_entry         (MstListEditor       *self,
                                                        AdwPreferencesGroup *group,
                                                        int                  template,
                                                        const char          *key,
                                                        const char          *title,
                                                        gboolean             empty_removes);
Binding             *mst_list_editor_add_combo         (MstListEditor       *self,
                                                        AdwPreferencesGroup *group,
                                                        int                  template,
                                                        const char          *key,
                                                        const char          *title,
                                                        const char          *none_label,
                                                        const char *const   *tokens,
                                                        GPtrArray           *labels);
GPtrArray           *mst_list_editor_labels_of         (MstRuleset          *rs,
                                                        const char          *attr,
                                                        const char *const   *tokens);
void                 mst_list_editor_add_notes         (MstListEditor       *self,
                                                        int                  template);
AdwPreferencesGroup *mst_list_editor_add_group         (MstListEditor       *self,
                                                        const char          *title,
                                                        const char          *description);
void                 mst_list_editor_add_remove_button (MstListEditor       *self,
                                                        GtkWidget           *row,
                                                        int                  template,
                                                        const char          *key,
                                                        const char          *what);

void                 mst_list_editor_add_error_row     (AdwPreferencesGroup *group,
                                                        Binding             *b);
void                 mst_list_editor_on_entry_changed  (GtkEditable         *editable,
                                                        MstListEditor       *self);
/* A token of a template's field @key: 0 not there, 1 there, 2 there by
 * choice (in @optional_key: bracketed). */
guint                mst_list_editor_token_state       (MstListEditor       *self,
                                                        int                  template,
                                                        const char          *key,
                                                        const char          *optional_key,
                                                        const char          *token);

/* The rows of @fields (a rule set's template_fields or list_fields) for
 * @template (or MST_LIST_HEADER), from @group on: a GROUP field starts
 * another. */
void                 mst_list_editor_add_fields        (MstListEditor       *self,
                                                        AdwPreferencesGroup *group,
                                                        int                  template,
                                                        const MstListField  *fields);

/* The form (mst-list-editor-form.c): what decides its widgets, built
 * again for them, brought in step with the document. */
char                *mst_list_editor_form_shape        (MstListEditor       *self);
void                 mst_list_editor_rebuild_form      (MstListEditor       *self);
void                 mst_list_editor_sync_form         (MstListEditor       *self);
/* The form of a template: from its rule set's template fields (version-1
 * lists), or from its unit kinds, weapons, attributes and roles. */
void                 mst_list_editor_build_template_fields (MstListEditor       *self,
                                                        int                  t);
void                 mst_list_editor_build_template_units (MstListEditor       *self,
                                                        int                  t);

G_END_DECLS
