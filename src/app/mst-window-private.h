/* mst-window-private.h: what the main window's files share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "mst-app-state.h"
#include "mst-force-editor.h"
#include "mst-window.h"

G_BEGIN_DECLS

struct _MstWindow
{
  AdwApplicationWindow parent_instance;

  /* The lists, the library and the settings, as the application has them. */
  MstAppState *state;

  /* The force open, its history and its saves; force and history are the
   * session's, kept here for brevity. */
  MstForceSession *session;
  MstForce *force;
  MstHistory *history;
  char *query;
  guint importing;              /* imports under way in their threads */
  char *library_subtitle;       /* the library's subtitle before them */
  gboolean selecting;           /* the code, not the player, selects a row */
  AdwToast *undo_toast;         /* weak: dismissed by the next edit */
  gint64 deleted_id;            /* the last force deleted, for its toast's Undo */
  char *deleted_data;
  MstDice *dice;
  GtkFileChooserNative *chooser;

  AdwToastOverlay *toast_overlay;
  AdwLeaflet *leaflet;
  AdwWindowTitle *library_title;
  GtkSearchBar *search_bar;
  GtkSearchEntry *search_entry;
  GtkStack *library_stack;
  GtkListView *library_list;
  GtkSingleSelection *library_selection;
  GtkFilterListModel *library_filter_model;
  GtkSliceListModel *library_slice;
  GMenu *ruleset_tables_menu;
  GtkWidget *new_force_button;
  GtkWidget *search_button;
  GtkWidget *back_button;
  GtkMenuButton *primary_menu_button;
  GtkMenuButton *force_menu_button;
  GMenuModel *primary_menu;
  GMenuModel *force_menu;
  /* Its add items follow the open force's rule set. */
  GMenu *command_section;
  /* Which add items head it: 0 Add Sub-general, else a bit for having
   * levels and one for each of level_actions[] shown. */
  guint menu_levels;
  GListStore *library_store;
  GtkCustomFilter *library_filter;
  AdwStatusPage *unavailable_page;   /* built when first shown */
  GtkWidget *restore_button;
  AdwWindowTitle *force_title;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *add_unit_button;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  GtkRevealer *save_banner;
  GtkLabel *save_banner_label;
  GtkRevealer *list_banner;
  GtkLabel *list_banner_label;
  GtkWidget *add_list_button;
  GtkStack *force_stack;
  MstForceEditor *editor;
};

/* The window (mst-window.c) */

MstAppState    *mst_window_get_state            (MstWindow      *self);
/* NULL while the application still loads them: the window never waits. */
MstLibrary     *mst_window_get_library          (MstWindow      *self);
MstCatalogue   *mst_window_get_catalogue        (MstWindow      *self);
gboolean        mst_window_is_loading           (MstWindow      *self);
/* Whether changes can be kept: the library is open and writable. */
gboolean        mst_window_library_writable     (MstWindow      *self);
/* Offers to undo the step just made with @action. */
void            mst_window_undo_toast           (MstWindow      *self,
                                                 const char     *title,
                                                 const char     *action);
/* The force editor, made when a force is first opened. */
MstForceEditor *mst_window_ensure_editor        (MstWindow      *self);
gboolean        mst_window_editor_editable      (MstWindow      *self);
/* Enables the window's actions as the force and the library allow. */
void            mst_window_update_actions       (MstWindow      *self);
/* Shows @force (NULL: none) in the editor, saving the one shown first. */
void            mst_window_show_force           (MstWindow      *self,
                                                 MstForce       *force,
                                                 gboolean        editable);

/* The library (mst-window-library.c) */

void            mst_window_library_class_init   (GtkWidgetClass *widget_class);
void            mst_window_library_init         (MstWindow      *self);
/* Shows the page @name of @stack, building it first if it is one of the
 * pages made when first shown. */
void            mst_window_show_stack_page      (MstWindow      *self,
                                                 GtkStack       *stack,
                                                 const char     *name);
void            mst_window_update_library_page  (MstWindow      *self);
/* The force pane with no force open: the welcome, or a word to pick one. */
void mst_window_update_force_placeholder (MstWindow *self,
                                          gboolean   always);
void            mst_window_select_current_row   (MstWindow      *self);
void            mst_window_refresh_library      (MstWindow      *self);
/* The open force's row, after a save. */
void            mst_window_refresh_current_row  (MstWindow      *self);
/* Takes the application's library, once read, into the window. */
void            mst_window_attach_library       (MstWindow      *self);

/* What the menus, buttons and dropped files do (mst-window-actions.c) */

void            mst_window_actions_class_init   (GtkWidgetClass *widget_class);
void            mst_window_actions_init         (MstWindow      *self);

G_END_DECLS
