/* mst-window.c: the main window: the library on the left, the force on the right.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-force-editor.h"
#include "mst-library-item.h"
#include "mst-list-editor.h"
#include "mst-new-force-dialog.h"
#include "mst-cards-window.h"
#include "mst-game-window.h"
#include "mst-ruleset-tables-window.h"
#include "mst-scouting-window.h"
#include "mst-tables-window.h"
#include "mst-window.h"
#include "mst-row-util.h"
#include "mst-window-share.h"

struct _MstWindow
{
  AdwApplicationWindow parent_instance;

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
  GtkStack *force_stack;
  MstForceEditor *editor;
};

G_DEFINE_FINAL_TYPE (MstWindow, mst_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_GENERAL_TYPES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static MstApplication *
get_app (MstWindow *self)
{
  return MST_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

/* NULL while the application still loads them: the window never waits. */
static MstLibrary *
get_library (MstWindow *self)
{
  MstApplication *app = get_app (self);

  return app != NULL && mst_application_is_ready (app) ? mst_application_get_library (app) : NULL;
}

static MstCatalogue *
get_catalogue (MstWindow *self)
{
  MstApplication *app = get_app (self);

  return app != NULL && mst_application_is_ready (app) ? mst_application_get_catalogue (app) : NULL;
}

static gboolean
loading (MstWindow *self)
{
  MstApplication *app = get_app (self);

  return app != NULL && !mst_application_is_ready (app);
}

/* Whether changes can be kept: the library is open and writable. */
static gboolean
library_writable (MstWindow *self)
{
  MstLibrary *library = get_library (self);

  return library != NULL && !mst_library_is_read_only (library);
}

static void
toast (MstWindow *self, const char *title)
{
  AdwToast *t = adw_toast_new (title);

  adw_toast_set_timeout (t, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* Offers to undo the step just made; the next change of the history
 * dismisses the offer, so that it never undoes something else. */
static void
undo_toast (MstWindow *self, const char *title, const char *action)
{
  AdwToast *t = adw_toast_new (title);

  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, action);
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  g_set_weak_pointer (&self->undo_toast, t);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void on_editor_undo_toast (MstWindow *self, const char *title);

/* The force editor, made when a force is first opened: a window that
 * starts on its library does not build it before its first frame. */
static MstForceEditor *
ensure_editor (MstWindow *self)
{
  if (self->editor == NULL)
    {
      self->editor = g_object_new (MST_TYPE_FORCE_EDITOR, NULL);
      g_signal_connect_object (self->editor, "undo-toast", G_CALLBACK (on_editor_undo_toast), self,
                               G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->force_stack, GTK_WIDGET (self->editor), "editor");
    }
  return self->editor;
}

static gboolean
editor_editable (MstWindow *self)
{
  return self->editor != NULL && mst_force_editor_get_editable (self->editor);
}

/* The levels of command the app adds, by token, each under its own whole
 * label and action: Brigade Command's division and brigade, Revolutionary
 * Wars' brigade. */
static const struct {
  const char *level;
  const char *label;
  const char *action;
} level_actions[] = {
  { "division", N_("Add _Division"), "win.add-division" },
  { "brigade", N_("Add _Brigade"), "win.add-brigade" },
};

static gboolean
has_level (const char *const *levels, const char *level)
{
  for (guint i = 0; levels != NULL && levels[i] != NULL; i++)
    if (g_str_equal (levels[i], level))
      return TRUE;
  return FALSE;
}

/* The menu's key for @levels (see menu_levels). */
static guint
levels_key (const char *const *levels)
{
  guint key;

  if (levels == NULL)
    return 0;
  key = 1;
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    if (has_level (levels, level_actions[i].level))
      key |= 2u << i;
  return key;
}

/* Drums and Muskets adds sub-generals; a rule set with levels adds a
 * command of each of its levels (a brigade on its own). */
static void
update_command_items (MstWindow *self, const char *const *levels)
{
  guint key = levels_key (levels);
  guint shown = 0;

  if (key == self->menu_levels)
    return;
  if (self->menu_levels == 0)
    g_menu_remove (self->command_section, 0);
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    if (self->menu_levels & (2u << i))
      g_menu_remove (self->command_section, 0);
  self->menu_levels = key;
  if (key == 0)
    g_menu_insert (self->command_section, 0, _("Add _Sub-general"), "win.add-command");
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    if (key & (2u << i))
      g_menu_insert (self->command_section, shown++, _(level_actions[i].label), level_actions[i].action);
}

static void
update_actions (MstWindow *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  gboolean has_force = self->force != NULL;
  gboolean editable = has_force && editor_editable (self);
  gboolean stored = has_force && library_writable (self) && mst_force_get_id (self->force) > 0;
  gboolean has_list = has_force && mst_force_get_list (self->force) != NULL;
  MstRuleset *rs = has_force ? mst_ruleset_for_force (self->force) : NULL;
  /* Pools, the game window, resilience and scouting are Drums and
   * Muskets's; another rule set says what it has.  Any force exports, as a
   * file, a roster or a share code. */
  gboolean commands = rs == NULL || mst_ruleset_has_commands (rs);
  gboolean pools = rs == NULL || mst_ruleset_has_pools (rs);
  gboolean scouting = rs == NULL || mst_ruleset_has_scouting (rs);
  const char *const *levels = rs != NULL ? mst_ruleset_get_levels (rs) : NULL;

  gtk_widget_action_set_enabled (w, "win.new-force", library_writable (self));
  gtk_widget_action_set_enabled (w, "win.undo", editable && mst_history_can_undo (self->history));
  gtk_widget_action_set_enabled (w, "win.redo", editable && mst_history_can_redo (self->history));
  gtk_widget_action_set_enabled (w, "win.export", has_force);
  gtk_widget_action_set_enabled (w, "win.rename-force", stored);
  gtk_widget_action_set_enabled (w, "win.duplicate-force", stored);
  gtk_widget_action_set_enabled (w, "win.delete-force", stored);
  gtk_widget_action_set_enabled (w, "win.add-command", editable && commands && levels == NULL);
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    gtk_widget_action_set_enabled (w, level_actions[i].action, editable && has_level (levels, level_actions[i].level));
  update_command_items (self, levels);
  gtk_widget_action_set_enabled (w, "win.add-unit", editable && has_list);
  gtk_widget_action_set_enabled (w, "win.roll-resilience", editable && has_list && pools);
  gtk_widget_action_set_enabled (w, "win.roster-cards", has_force);
  gtk_widget_action_set_enabled (w, "win.print", has_force);
  gtk_widget_action_set_enabled (w, "win.play", has_force && pools);
  gtk_widget_action_set_enabled (w, "win.general-types", editable && commands);
  gtk_widget_action_set_enabled (w, "win.scouting", scouting);
  gtk_widget_action_set_enabled (w, "win.undo-delete", self->deleted_data != NULL && library_writable (self));
}

static void
update_history_labels (MstWindow *self)
{
  const char *undo = self->history != NULL ? mst_history_get_undo_label (self->history) : NULL;
  const char *redo = self->history != NULL ? mst_history_get_redo_label (self->history) : NULL;
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;

  /* TRANSLATORS: the Undo button's tooltip, "Undo Rename unit" */
  undo_tip = undo != NULL ? g_strdup_printf (_("Undo %s"), undo) : g_strdup (_("Undo"));
  /* TRANSLATORS: the Redo button's tooltip, "Redo Rename unit" */
  redo_tip = redo != NULL ? g_strdup_printf (_("Redo %s"), redo) : g_strdup (_("Redo"));
  mst_widget_set_tooltip_text (self->undo_button, undo_tip);
  mst_widget_set_tooltip_text (self->redo_button, redo_tip);
}

/* Library */

/* The position of the force @id among the rows shown, or GTK_INVALID_LIST_POSITION. */
static guint
find_library_row (MstWindow *self, gint64 id)
{
  GListModel *shown = G_LIST_MODEL (self->library_filter_model);
  guint n = g_list_model_get_n_items (shown);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (shown, i);
      if (mst_library_item_get_id (item) == id)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* The library's own model of its forces (the core keeps it up to date
 * with every write), or an empty store when there is no library. */
static GListModel *
library_model (MstWindow *self)
{
  return gtk_filter_list_model_get_model (self->library_filter_model);
}

static MstLibraryItem *
find_library_item (MstWindow *self, gint64 id)
{
  guint n = g_list_model_get_n_items (library_model (self));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstLibraryItem) item = g_list_model_get_item (library_model (self), i);
      if (mst_library_item_get_id (item) == id)
        return item;
    }
  return NULL;
}

static gboolean
filter_library_item (gpointer item, gpointer data)
{
  MstWindow *self = data;

  return mst_force_view_library_matches (mst_library_item_get_entry (item), get_catalogue (self),
                                         self->query);
}

/* Shows the page @name of @stack, building it first if it is one of the
 * status pages (ui/mst-window-pages.ui, object "NAME-page"): they are
 * built the first time they are shown, not with every window. */
static void
show_stack_page (MstWindow *self, GtkStack *stack, const char *name)
{
  if (gtk_stack_get_child_by_name (stack, name) == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new ();
      g_autofree char *id = g_strdup_printf ("%s-page", name);
      const char *ids[] = { id, NULL };
      g_autoptr(GError) error = NULL;
      GtkWidget *page;

      if (!gtk_builder_add_objects_from_resource (builder, "/org/muster/Muster/mst-window-pages.ui",
                                                  ids, &error))
        g_error ("%s", error->message);   /* a resource built in: a programming error */
      page = GTK_WIDGET (gtk_builder_get_object (builder, id));
      g_assert (page != NULL);
      gtk_stack_add_named (stack, page, name);
      if (g_str_equal (name, "unavailable"))
        {
          self->unavailable_page = ADW_STATUS_PAGE (page);
          self->restore_button = GTK_WIDGET (gtk_builder_get_object (builder, "restore_button"));
        }
    }
  gtk_stack_set_visible_child_name (stack, name);
}

static void
update_library_page (MstWindow *self)
{
  const char *page;

  if (loading (self))
    page = "loading";
  else if (get_library (self) == NULL)
    page = "unavailable";
  else if (g_list_model_get_n_items (library_model (self)) == 0)
    page = "empty";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->library_filter_model)) == 0)
    page = "no-results";
  else
    page = "list";
  show_stack_page (self, self->library_stack, page);
}

static void
select_current_row (MstWindow *self)
{
  guint position = self->force != NULL ? find_library_row (self, mst_force_get_id (self->force))
                                        : GTK_INVALID_LIST_POSITION;

  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->library_selection, position);
  self->selecting = FALSE;
}

/* The library's model follows every write by itself; here the window
 * shows where the open force is and which page fits. */
static void
refresh_library (MstWindow *self)
{
  select_current_row (self);
  update_library_page (self);
}

/* Around every change of the library's model: the selection model moving
 * its selection is not the player choosing a force. */
static void
on_library_items_changing (MstWindow *self)
{
  self->selecting = TRUE;
}

static void
on_library_items_changed (MstWindow *self)
{
  self->selecting = FALSE;
  refresh_library (self);
}

/* After a save: the row of the force shows its new name, without
 * rebuilding the list under the player's pointer. */
static void
refresh_current_row (MstWindow *self)
{
  MstLibraryItem *item;

  if (self->force == NULL)
    return;
  item = find_library_item (self, mst_force_get_id (self->force));
  if (item == NULL)
    {
      refresh_library (self);
      return;
    }
  {
    guint n_units, n_bases;

    /* The row's totals follow the editor. */
    mst_force_view_count (self->force, &n_units, &n_bases);
    mst_library_item_set_totals (item, n_units, n_bases, get_catalogue (self));
  }
  if (g_strcmp0 (mst_library_item_get_entry (item)->name, mst_force_get_name (self->force)) != 0)
    {
      mst_library_item_set_name (item, mst_force_get_name (self->force), get_catalogue (self));
      if (self->query != NULL && self->query[0] != '\0')
        {
          gtk_filter_changed (GTK_FILTER (self->library_filter), GTK_FILTER_CHANGE_DIFFERENT);
          select_current_row (self);
          update_library_page (self);
        }
    }
}

static void
on_search_entry_search_changed (MstWindow *self)
{
  g_free (self->query);
  self->query = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  self->selecting = TRUE;
  gtk_filter_changed (GTK_FILTER (self->library_filter), GTK_FILTER_CHANGE_DIFFERENT);
  self->selecting = FALSE;
  select_current_row (self);
  update_library_page (self);
}

static void
on_search_entry_activate (MstWindow *self)
{
  g_autoptr(MstLibraryItem) first = NULL;

  on_search_entry_search_changed (self);
  first = g_list_model_get_item (G_LIST_MODEL (self->library_filter_model), 0);
  if (first != NULL)
    mst_window_open_force (self, mst_library_item_get_id (first));
}

static void
open_library_item (MstWindow *self, MstLibraryItem *item)
{
  if (item == NULL)
    return;
  if (self->force != NULL && mst_force_get_id (self->force) == mst_library_item_get_id (item))
    adw_leaflet_set_visible_child_name (self->leaflet, "force");
  else
    mst_window_open_force (self, mst_library_item_get_id (item));
}

/* The library's rows.  Only the rows in view are made: a library of
 * hundreds of forces opens as fast as one of ten. */
/* A line of a library row: an inscription, GTK's text for list rows, cut
 * with an ellipsis and measured from the font alone.  A label lays out its
 * whole text three times over to measure itself when it ellipsizes, which
 * for the library's rows was most of the first frame's text. */
static GtkWidget *
library_row_line (void)
{
  GtkInscription *line = GTK_INSCRIPTION (gtk_inscription_new (NULL));

  gtk_inscription_set_xalign (line, 0);
  gtk_inscription_set_text_overflow (line, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  return GTK_WIDGET (line);
}

static void
on_library_row_setup (GtkListItemFactory *factory, GtkListItem *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = library_row_line ();
  GtkWidget *subtitle = library_row_line ();

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  /* The subtitle of a row, as libadwaita draws it: dimmed, smaller. */
  gtk_widget_add_css_class (subtitle, "subtitle");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_list_item_set_child (list_item, box);
  mst_window_share_add_drag_source (box, list_item);
}

static void
show_library_row (GtkListItem *list_item)
{
  MstLibraryItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  GtkWidget *row = gtk_widget_get_parent (box);

  gtk_inscription_set_text (GTK_INSCRIPTION (title), mst_library_item_get_title (item));
  gtk_inscription_set_text (GTK_INSCRIPTION (subtitle), mst_library_item_get_subtitle (item));
  /* GTK 4.8's list items have no label of their own for screen readers. */
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, mst_library_item_get_title (item),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, mst_library_item_get_subtitle (item),
                                    -1);
}

static void
on_library_row_bind (GtkListItemFactory *factory, GtkListItem *list_item, MstWindow *self)
{
  MstLibrary *library = get_library (self);

  /* Its force's totals, read for the rows shown, not for every force. */
  if (library != NULL)
    mst_library_count_item (library, gtk_list_item_get_item (list_item));
  /* A rename shows at once. */
  g_signal_connect_object (gtk_list_item_get_item (list_item), "notify",
                           G_CALLBACK (show_library_row), list_item, G_CONNECT_SWAPPED);
  show_library_row (list_item);
}

static void
on_library_row_unbind (GtkListItemFactory *factory, GtkListItem *list_item)
{
  g_signal_handlers_disconnect_by_data (gtk_list_item_get_item (list_item), list_item);
}

/* A click, or the arrow keys, select a force: it opens. */
static void
on_library_selection_changed (MstWindow *self)
{
  if (self->selecting)
    return;
  open_library_item (self, gtk_single_selection_get_selected_item (self->library_selection));
}

/* Enter or a double click on the row already selected: back to it. */
static void
on_library_list_activate (MstWindow *self, guint position)
{
  g_autoptr(MstLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->library_filter_model), position);

  open_library_item (self, item);
}

/* Saving: the session stores every change in a worker thread; here, what
 * the window shows of it. */

void
mst_window_save_now (MstWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MST_IS_WINDOW (self));

  if (self->session == NULL)
    return;
  /* The banner says why, if it fails. */
  mst_force_session_flush (self->session, &error);
}

static void
on_session_error (MstWindow *self)
{
  const char *message = mst_force_session_get_error_message (self->session);

  if (message != NULL)
    {
      g_autofree char *text = NULL;

      if (g_error_matches (mst_force_session_get_error (self->session), MST_ERROR, MST_ERROR_CONFLICT))
        text = g_strdup (message);
      else
        text = g_strdup_printf (_("Changes are not being saved: %s"), message);
      gtk_label_set_text (self->save_banner_label, text);
    }
  gtk_revealer_set_reveal_child (self->save_banner, message != NULL);
}

static void attach_library (MstWindow *self);

static void
restore_backup_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!mst_application_restore_backup (get_app (self), &error))
    {
      toast (self, error->message);
      return;
    }
  attach_library (self);
  toast (self, _("The last copy of the library was restored; the damaged file was kept beside it"));
}

static void
dismiss_save_error_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  if (self->session != NULL)
    mst_force_session_dismiss_error (self->session);
}

/* Read again from the library: a battle or a change between battles was
 * recorded (here or in another window), or a save met a conflict (the
 * banner says that one). */
static void
on_session_reloaded (MstWindow *self, gboolean lost)
{
  if (!lost)
    toast (self, _("The force was updated by its campaign"));
  update_history_labels (self);
  update_actions (self);
}

/* Any write of a stored force, by anyone: its row follows. */
static void
on_library_force_changed (MstWindow *self, gint64 id)
{
  if (self->force != NULL && mst_force_get_id (self->force) == id &&
      find_library_item (self, id) != NULL)
    refresh_current_row (self);
}

static void
on_force_changed (MstWindow *self)
{
  adw_window_title_set_title (self->force_title, mst_force_get_name (self->force)[0] != '\0'
                                                 ? mst_force_get_name (self->force)
                                                 : _("Unnamed force"));
  refresh_current_row (self);
}

static void
on_force_general_types (MstWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GENERAL_TYPES]);
}

static void
on_history_changed (MstWindow *self)
{
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  update_history_labels (self);
  update_actions (self);
}

static void
show_force (MstWindow *self, MstForce *force, gboolean editable)
{
  MstApplication *app = get_app (self);

  mst_window_save_now (self);
  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->force);
  g_clear_object (&self->history);
  g_clear_object (&self->session);
  gtk_revealer_set_reveal_child (self->save_banner, FALSE);

  if (force == NULL)
    {
      if (self->editor != NULL)
        mst_force_editor_set_force (self->editor, NULL, NULL);
      show_stack_page (self, self->force_stack, "none");
      adw_window_title_set_title (self->force_title, "");
      adw_window_title_set_subtitle (self->force_title, "");
      select_current_row (self);
      update_history_labels (self);
      update_actions (self);
      return;
    }

  self->session = mst_force_session_new (editable ? get_library (self) : NULL, force);
  self->force = g_object_ref (force);
  self->history = g_object_ref (mst_force_session_get_history (self->session));
  g_signal_connect_object (self->session, "notify::error-message", G_CALLBACK (on_session_error),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "reloaded", G_CALLBACK (on_session_reloaded),
                           self, G_CONNECT_SWAPPED);
  mst_force_editor_set_editable (ensure_editor (self), editable);
  mst_force_editor_set_force (self->editor, force, self->history);
  gtk_stack_set_visible_child_name (self->force_stack, "editor");
  {
    MstNationList *list = mst_force_get_list (force);
    g_autofree char *subtitle = list != NULL ? mst_nation_list_dup_title (list)
                                             : g_strdup (mst_force_get_list_id (force));
    adw_window_title_set_subtitle (self->force_title, subtitle);
  }
  g_signal_connect_object (force, "changed", G_CALLBACK (on_force_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (force, "notify::general-types", G_CALLBACK (on_force_general_types),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "changed", G_CALLBACK (on_history_changed), self,
                           G_CONNECT_SWAPPED);
  on_force_changed (self);
  on_force_general_types (self);

  if (app != NULL && mst_force_get_id (force) > 0)
    g_settings_set_int64 (mst_application_get_settings (app), "last-force", mst_force_get_id (force));
  select_current_row (self);
  adw_leaflet_set_visible_child_name (self->leaflet, "force");
  update_history_labels (self);
  update_actions (self);
}

gboolean
mst_window_open_force (MstWindow *self, gint64 id)
{
  MstLibrary *library;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);

  library = get_library (self);
  if (library == NULL)
    return FALSE;
  mst_window_save_now (self);
  /* The one live force of that id, shared with every other window. */
  force = mst_library_get_force (library, id, get_catalogue (self), &error);
  if (force == NULL)
    {
      toast (self, error->message);
      return FALSE;
    }
  show_force (self, force, !mst_library_is_read_only (library));
  return TRUE;
}

MstForce *
mst_window_create_force (MstWindow *self, const char *name, MstNationList *list)
{
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  MstApplication *app;

  g_return_val_if_fail (MST_IS_WINDOW (self), NULL);
  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);

  if (!library_writable (self))
    return NULL;
  app = get_app (self);
  force = mst_force_new (name != NULL && name[0] != '\0' ? name : mst_nation_list_get_name (list),
                         list, NULL);
  mst_force_set_general_types (force, g_settings_get_boolean (mst_application_get_settings (app),
                                                              "general-types"));
  if (!mst_library_save (get_library (self), force, &error))
    {
      toast (self, error->message);
      return NULL;
    }
  show_force (self, force, TRUE);
  refresh_library (self);
  return self->force;
}

void
mst_window_show_toast (MstWindow *self, const char *title)
{
  g_return_if_fail (MST_IS_WINDOW (self));
  toast (self, title);
}

/* Adds a force made elsewhere (pasted, dropped as text) to the library and
 * opens it.  FALSE, with a toast saying why, when it cannot be stored. */
gboolean
mst_window_add_force (MstWindow *self, MstForce *force)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);

  mst_force_set_id (force, 0);
  if (!library_writable (self))
    {
      show_force (self, force, FALSE);
      toast (self, _("The force is open read-only: the library cannot be written"));
      return FALSE;
    }
  mst_window_save_now (self);
  if (!mst_library_save (get_library (self), force, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  show_force (self, force, TRUE);
  refresh_library (self);
  return TRUE;
}

static void
on_new_force_dialog_create (MstWindow *self, const char *name, MstNationList *list)
{
  if (mst_window_create_force (self, name, list) != NULL)
    mst_force_editor_focus_name (ensure_editor (self));
}

/* Files */

typedef struct {
  MstWindow *window;
  char *basename;
} Import;

static void
import_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Import *import = user_data;
  MstWindow *self = import->window;
  g_autoptr(GError) error = NULL;
  gint64 id = mst_library_import_file_finish (MST_LIBRARY (source), result, &error);

  self->importing--;
  if (self->importing == 0)
    adw_window_title_set_subtitle (self->library_title, self->library_subtitle);
  if (id <= 0)
    toast (self, error->message);
  else if (mst_window_open_force (self, id))
    {
      g_autofree char *message = g_strdup_printf (_("Imported “%s”"), import->basename);
      toast (self, message);
    }
  g_free (import->basename);
  g_object_unref (import->window);
  g_free (import);
}

gboolean
mst_window_is_busy (MstWindow *self)
{
  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);
  return self->importing > 0 ||
         (self->session != NULL && (mst_force_session_get_saving (self->session) ||
                                    mst_force_session_get_dirty (self->session)));
}

void
mst_window_open_file (MstWindow *self, GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *basename = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MST_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  path = g_file_get_path (file);
  basename = g_file_get_basename (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *message = g_strdup_printf (_("%s: only local files can be opened"), uri);
      toast (self, message);
      return;
    }

  if (library_writable (self))
    {
      Import *import = g_new0 (Import, 1);
      g_autofree char *message = g_strdup_printf (_("Importing “%s”…"), basename);

      /* Read, checked and stored in a thread; the library's subtitle says
       * so until then. */
      import->window = g_object_ref (self);
      import->basename = g_steal_pointer (&basename);
      if (self->importing == 0)
        {
          g_free (self->library_subtitle);
          self->library_subtitle = g_strdup (adw_window_title_get_subtitle (self->library_title));
        }
      adw_window_title_set_subtitle (self->library_title, message);
      self->importing++;
      mst_library_import_file_async (get_library (self), path, get_catalogue (self), NULL,
                                     import_done, import);
    }
  else
    {
      g_autoptr(MstForce) force = mst_force_new_from_file (path, get_catalogue (self), &error);
      g_autofree char *message = NULL;

      if (force == NULL)
        {
          toast (self, error->message);
          return;
        }
      mst_force_set_id (force, 0);
      show_force (self, force, FALSE);
      message = g_strdup_printf (_("“%s” is open read-only: the library cannot be written"), basename);
      toast (self, message);
    }
}

gboolean
mst_window_export_file (MstWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->force == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("No force is open"));
      return FALSE;
    }
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be written"), uri);
      return FALSE;
    }
  mst_window_save_now (self);
  return mst_force_save_file (self->force, path, error);
}

static GtkFileFilter *
muster_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Muster forces"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  return filter;
}

static void
on_import_response (GtkNativeDialog *dialog, int response, MstWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);
          mst_window_open_file (self, file);
        }
    }
  g_clear_object (&self->chooser);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (mst_window_export_file (self, file, &error))
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *message = g_strdup_printf (_("Exported to “%s”"), name);
          toast (self, message);
        }
      else
        toast (self, error->message);
    }
  g_clear_object (&self->chooser);
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, MstWindow *self)
{
  GSList *files;

  GdkDrop *drop = gtk_drop_target_get_current_drop (target);

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  /* A force dragged out of the library and dropped back is no import. */
  if (drop != NULL && gdk_drop_get_drag (drop) != NULL)
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    mst_window_open_file (self, l->data);
  g_slist_free (files);
  return files != NULL;
}

/* Actions */

static void
new_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstNewForceDialog *dialog = mst_new_force_dialog_new (get_catalogue (self));

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "create", G_CALLBACK (on_new_force_dialog_create), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
import_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = muster_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Import Forces"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (self->chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = muster_filter ();
  g_autofree char *name = NULL;

  if (self->force == NULL)
    return;
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Export Force"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  name = g_strdup_printf ("%s.muster", mst_force_get_name (self->force)[0] != '\0'
                                       ? mst_force_get_name (self->force) : _("Force"));
  /* A name is a file name here: no folder separators. */
  g_strdelimit (name, G_DIR_SEPARATOR_S, '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
on_rename_response (AdwMessageDialog *dialog, const char *response, MstWindow *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");

  if (g_strcmp0 (response, "rename") != 0 || self->force == NULL || self->history == NULL)
    return;
  mst_history_set (self->history, _("Rename force"), self->force, "name", gtk_editable_get_text (entry));
  mst_history_seal (self->history);
}

static void
rename_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  GtkWidget *dialog;
  GtkWidget *entry;

  if (self->force == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Force"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), mst_force_get_name (self->force));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Force name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

static void
duplicate_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (self->force == NULL || !library_writable (self))
    return;
  mst_window_save_now (self);
  id = mst_library_duplicate (get_library (self), mst_force_get_id (self->force), NULL, &error);
  if (id <= 0)
    {
      toast (self, error->message);
      return;
    }
  if (mst_window_open_force (self, id))
    {
      g_autofree char *message = g_strdup_printf (_("Duplicated as “%s”"), mst_force_get_name (self->force));
      refresh_library (self);
      toast (self, message);
    }
}

static void
delete_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstLibrary *library = get_library (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *message = NULL;
  gint64 id;

  if (self->force == NULL || !library_writable (self))
    return;
  mst_window_save_now (self);
  id = mst_force_get_id (self->force);
  /* Kept as the file it would export to, for the toast's Undo. */
  data = mst_library_get_force_data (library, id, &error);
  if (data == NULL || !mst_library_delete (library, id, &error))
    {
      toast (self, error->message);
      return;
    }
  message = g_strdup_printf (_("“%s” deleted"), mst_force_get_name (self->force));
  g_free (self->deleted_data);
  self->deleted_data = g_steal_pointer (&data);
  self->deleted_id = id;
  /* Out of the library: closing it must not store it again. */
  mst_force_set_id (self->force, 0);
  show_force (self, NULL, FALSE);
  refresh_library (self);
  undo_toast (self, message, "win.undo-delete");
  update_actions (self);
}

static void
undo_delete_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = g_steal_pointer (&self->deleted_data);

  update_actions (self);
  if (data == NULL || !library_writable (self))
    return;
  force = mst_force_new_from_data (data, strlen (data), mst_library_get_path (get_library (self)),
                                   get_catalogue (self), &error);
  if (force != NULL)
    {
      /* Back under its own id. */
      mst_force_set_id (force, self->deleted_id);
      if (!mst_library_save (get_library (self), force, &error))
        g_clear_object (&force);
    }
  if (force == NULL)
    {
      toast (self, error->message);
      return;
    }
  show_force (self, force, TRUE);
  refresh_library (self);
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  if (self->history != NULL && editor_editable (self))
    mst_history_undo (self->history);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  if (self->history != NULL && editor_editable (self))
    mst_history_redo (self->history);
}

static void
add_command_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_force_editor_add_command (ensure_editor (MST_WINDOW (widget)));
}

/* A command of @level in no other: a division, or a brigade on its own
 * (in Brigade Command, a brigade in no division). */
static void
add_level_command (MstWindow *self, const char *level)
{
  MstRuleset *rs = self->force != NULL ? mst_ruleset_for_force (self->force) : NULL;

  if (rs == NULL || !has_level (mst_ruleset_get_levels (rs), level))
    return;
  mst_force_editor_add_subcommand (ensure_editor (self), level, NULL);
}

static void
add_division_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  add_level_command (MST_WINDOW (widget), "division");
}

static void
add_brigade_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  add_level_command (MST_WINDOW (widget), "brigade");
}

static void
add_unit_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_force_editor_pick_unit (ensure_editor (MST_WINDOW (widget)), NULL);
}

/* Resilience after deployment: one D6 per unit; the unit is the best grade
 * whose threshold the die meets (Drums and Muskets, Resilience). */
static void
roll_resilience_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GPtrArray) rolls = NULL;
  g_autofree char *message = NULL;
  guint rolled = 0;

  if (self->force == NULL || !editor_editable (self))
    return;
  rolls = mst_deploy_roll_resilience (self->force, self->dice);
  /* One step in the editor's history, so that rolling again is undone
   * like any other edit. */
  mst_history_begin (self->history, _("Roll resilience"));
  for (guint i = 0; i < rolls->len; i++)
    {
      MstResilienceRoll *roll = g_ptr_array_index (rolls, i);

      mst_history_set_resilience (self->history, NULL, roll->unit, roll->grade, roll->die);
      rolled++;
    }
  mst_history_end (self->history);
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Resilience rolled for %u unit",
                                          "Resilience rolled for %u units", rolled),
                             rolled);
  if (rolled > 0)
    undo_toast (self, message, "win.undo");
  else
    toast (self, _("No unit to roll for"));
}

static void
search_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  adw_leaflet_set_visible_child_name (self->leaflet, "library");
  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* The keyboard shortcuts window, built the first time it is asked for:
 * at GTK's automatic path it was built with every window, a few
 * milliseconds of every start. */
static void
show_help_overlay_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/org/muster/Muster/mst-shortcuts-window.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* The window keeps it, hidden on close, for the next time. */
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
show_library_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  adw_leaflet_set_visible_child_name (MST_WINDOW (widget)->leaflet, "library");
}

static void
roster_cards_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstApplication *app = get_app (self);

  if (self->force == NULL || app == NULL)
    return;
  gtk_window_present (mst_cards_window_new (GTK_WINDOW (self), self->force,
                                            mst_application_get_settings (app)));
}

/* A game of the force: the unfinished one saved for it is resumed, else a
 * new one starts, a campaign battle when the force is in a campaign. */
static void
play_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstApplication *app = get_app (self);

  if (self->force == NULL || app == NULL)
    return;
  mst_game_window_play (GTK_WINDOW (self), self->force, mst_force_get_id (self->force),
                        mst_application_get_library (app), mst_application_get_catalogue (app),
                        mst_application_get_settings (app), NULL);
}

/* Print goes through the roster cards window's own Print: the same
 * operation, the same paper and layout the player chose there. */
static void
print_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstApplication *app = get_app (self);
  GtkWindow *cards;

  if (self->force == NULL || app == NULL)
    return;
  cards = mst_cards_window_new (GTK_WINDOW (self), self->force, mst_application_get_settings (app));
  gtk_window_present (cards);
  gtk_widget_activate_action (GTK_WIDGET (cards), "cards.print", NULL);
}

/* The scouting window rolls resilience for the current force itself; the
 * editor takes the rolls into its history so that Undo here undoes them. */
static void
on_scouting_resilience_rolled (MstWindow *self, MstForce *force, GPtrArray *rolls)
{
  if (force != self->force || self->history == NULL)
    return;
  mst_deploy_revert_resilience (rolls);
  mst_history_begin (self->history, _("Roll resilience"));
  for (guint i = 0; i < rolls->len; i++)
    {
      MstResilienceRoll *roll = g_ptr_array_index (rolls, i);
      mst_history_set_resilience (self->history, NULL, roll->unit, roll->grade, roll->die);
    }
  mst_history_end (self->history);
}

static void
scouting_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstApplication *app = get_app (self);
  GtkWindow *window;

  if (app == NULL)
    return;
  window = mst_scouting_window_new (GTK_WINDOW (self), get_library (self),
                                    mst_application_get_catalogue (app), self->force);
  g_signal_connect_object (window, "resilience-rolled",
                           G_CALLBACK (on_scouting_resilience_rolled), self, G_CONNECT_SWAPPED);
  gtk_window_present (window);
}

static void
test_tables_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstApplication *app = get_app (self);

  MstRuleset *rs = self->force != NULL ? mst_ruleset_for_force (self->force) : NULL;

  if (app == NULL)
    return;
  /* A rule set whose charts are data: its own tests and charts. */
  if (rs != NULL && mst_ruleset_get_tables (rs) != NULL && !mst_ruleset_has_pools (rs))
    gtk_window_present (mst_ruleset_tables_window_new (GTK_WINDOW (self), rs));
  else
    gtk_window_present (mst_tables_window_new (GTK_WINDOW (self), mst_application_get_settings (app)));
}

/* The player's own nation lists: a new one, a copy, or one to edit. */
static void
edit_lists_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstApplication *app = get_app (self);

  if (app == NULL)
    return;
  gtk_window_present (mst_list_chooser_new (GTK_WINDOW (self), mst_application_get_catalogue (app)));
}

/* Any rule set's tests and charts whose charts are data, with or without
 * a force of it open: a player of the brigade-level game reaches its
 * tables before Muster builds its forces. */
static void
ruleset_tables_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstRuleset *rs = mst_ruleset_lookup (g_variant_get_string (param, NULL));

  if (rs != NULL)
    gtk_window_present (mst_ruleset_tables_window_new (GTK_WINDOW (widget), rs));
}

/* At phone widths the header keeps Back, Undo, Redo and the menu, which
 * also holds Add Unit. */
static void
on_leaflet_folded (MstWindow *self)
{
  gtk_widget_set_visible (self->add_unit_button, !adw_leaflet_get_folded (self->leaflet));
}

/* Folded, the library is a page of its own: no row stays selected there,
 * so that touching the open force's row goes back to it too. */
static void
on_leaflet_visible_child (MstWindow *self)
{
  if (adw_leaflet_get_folded (self->leaflet) &&
      g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "library") == 0)
    {
      self->selecting = TRUE;
      gtk_single_selection_set_selected (self->library_selection, GTK_INVALID_LIST_POSITION);
      self->selecting = FALSE;
    }
  else
    select_current_row (self);
}

static void
on_editor_undo_toast (MstWindow *self, const char *title)
{
  undo_toast (self, title, "win.undo");
}

/* The object */

static void
save_window_state (MstWindow *self)
{
  MstApplication *app = get_app (self);
  GSettings *settings = app != NULL ? mst_application_get_settings (app) : NULL;
  int width, height;

  if (settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
mst_window_close_request (GtkWindow *window)
{
  MstWindow *self = MST_WINDOW (window);

  mst_window_save_now (self);
  save_window_state (self);
  return GTK_WINDOW_CLASS (mst_window_parent_class)->close_request (window);
}

static void
mst_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstWindow *self = MST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GENERAL_TYPES:
      g_value_set_boolean (value, self->force == NULL || mst_force_get_general_types (self->force));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstWindow *self = MST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GENERAL_TYPES:
      /* The menu's check item: an undoable step like the switch. */
      if (self->force != NULL && self->history != NULL &&
          g_value_get_boolean (value) != mst_force_get_general_types (self->force))
        mst_history_set (self->history,
                         g_value_get_boolean (value) ? _("Use general types") : _("Stop using general types"),
                         self->force, "general-types", g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_window_dispose (GObject *object)
{
  MstWindow *self = MST_WINDOW (object);

  /* Closed without close-request (the application quitting): keep the
   * last change all the same. */
  mst_window_save_now (self);
  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->force);
  g_clear_object (&self->history);
  g_clear_object (&self->session);
  g_clear_weak_pointer (&self->undo_toast);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_WINDOW);
  G_OBJECT_CLASS (mst_window_parent_class)->dispose (object);
}

static void
mst_window_finalize (GObject *object)
{
  MstWindow *self = MST_WINDOW (object);

  g_clear_object (&self->dice);
  g_free (self->query);
  g_free (self->deleted_data);
  g_free (self->library_subtitle);
  G_OBJECT_CLASS (mst_window_parent_class)->finalize (object);
}

static void
mst_window_class_init (MstWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mst_window_dispose;
  object_class->finalize = mst_window_finalize;
  object_class->get_property = mst_window_get_property;
  object_class->set_property = mst_window_set_property;
  window_class->close_request = mst_window_close_request;

  properties[PROP_GENERAL_TYPES] =
    g_param_spec_boolean ("general-types", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MST_TYPE_FORCE_EDITOR);
  g_type_ensure (MST_TYPE_LIBRARY_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_title);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_stack);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_list);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_selection);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_filter_model);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_slice);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, ruleset_tables_menu);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, new_force_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_menu_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_menu);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, command_section);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_store);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_filter);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_title);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, add_unit_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, save_banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_stack);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_library_list_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_library_selection_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_folded);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_visible_child);

  gtk_widget_class_install_action (widget_class, "win.new-force", NULL, new_force_action);
  gtk_widget_class_install_action (widget_class, "win.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.rename-force", NULL, rename_force_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate-force", NULL, duplicate_force_action);
  gtk_widget_class_install_action (widget_class, "win.delete-force", NULL, delete_force_action);
  gtk_widget_class_install_action (widget_class, "win.undo-delete", NULL, undo_delete_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.add-command", NULL, add_command_action);
  gtk_widget_class_install_action (widget_class, "win.add-division", NULL, add_division_action);
  gtk_widget_class_install_action (widget_class, "win.add-brigade", NULL, add_brigade_action);
  gtk_widget_class_install_action (widget_class, "win.add-unit", NULL, add_unit_action);
  gtk_widget_class_install_action (widget_class, "win.roll-resilience", NULL, roll_resilience_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
  gtk_widget_class_install_property_action (widget_class, "win.general-types", "general-types");

  gtk_widget_class_install_action (widget_class, "win.roster-cards", NULL, roster_cards_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_install_action (widget_class, "win.scouting", NULL, scouting_action);
  gtk_widget_class_install_action (widget_class, "win.test-tables", NULL, test_tables_action);
  gtk_widget_class_install_action (widget_class, "win.edit-lists", NULL, edit_lists_action);
  gtk_widget_class_install_action (widget_class, "win.ruleset-tables", "s", ruleset_tables_action);
  gtk_widget_class_install_action (widget_class, "win.dismiss-save-error", NULL, dismiss_save_error_action);
  gtk_widget_class_install_action (widget_class, "win.restore-backup", NULL, restore_backup_action);
  mst_window_share_class_init (widget_class);
}

static void
show_library_state (MstWindow *self)
{
  MstApplication *app = get_app (self);
  MstLibrary *library = get_library (self);
  const char *problem = NULL;
  g_autofree char *message = NULL;

  if (app == NULL)
    return;
  if (library == NULL)
    {
      problem = mst_application_get_library_error (app);
      show_stack_page (self, self->library_stack, "unavailable");
      adw_status_page_set_description (self->unavailable_page, problem);
      /* Damaged, with a copy Muster made before: offered. */
      {
        g_autofree char *backup = mst_library_find_backup (NULL);
        gtk_widget_set_visible (self->restore_button,
                                backup != NULL && problem != NULL && strstr (problem, backup) != NULL);
      }
      message = g_strdup_printf (_("%s Forces can be opened from files and exported, but not saved."),
                                 problem != NULL ? problem : "");
      adw_window_title_set_subtitle (self->library_title, _("Unavailable"));
    }
  else if (mst_library_is_read_only (library))
    {
      problem = mst_library_get_read_only_reason (library);
      message = g_strdup_printf (_("Read-only library: %s"), problem);
      adw_window_title_set_subtitle (self->library_title, _("Read-only"));
    }
  else
    adw_window_title_set_subtitle (self->library_title, "");
  if (message != NULL)
    gtk_label_set_text (self->banner_label, message);
  gtk_revealer_set_reveal_child (self->banner, message != NULL);
}

static void
mst_window_init (MstWindow *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->dice = mst_dice_new ();
  gtk_custom_filter_set_filter_func (self->library_filter, filter_library_item, self, NULL);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_library_row_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_library_row_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_library_row_unbind), NULL);
  gtk_list_view_set_factory (self->library_list, factory);
  /* The tooltips are set here, not in the .ui file: see
   * mst_widget_set_tooltip_text(). */
  update_history_labels (self);
  mst_widget_set_tooltip_text (self->new_force_button, _("New Force"));
  mst_widget_set_tooltip_text (GTK_WIDGET (self->primary_menu_button), _("Main Menu"));
  mst_widget_set_tooltip_text (self->search_button, _("Search Forces"));
  mst_widget_set_tooltip_text (self->back_button, _("Back to the Forces"));
  mst_widget_set_tooltip_text (GTK_WIDGET (self->force_menu_button), _("Force Menu"));
  mst_widget_set_tooltip_text (self->add_unit_button, _("Add Unit"));
  /* The menus' popovers are made when first opened, not with the window. */
  mst_menu_button_set_menu_lazily (self->primary_menu_button, self->primary_menu);
  mst_menu_button_set_menu_lazily (self->force_menu_button, self->force_menu);
  /* An item for each rule set whose charts are data (no pools). */
  for (guint i = 0; i < mst_rulesets_get_all ()->len; i++)
    {
      MstRuleset *rs = g_ptr_array_index (mst_rulesets_get_all (), i);
      g_autoptr(GMenuItem) item = NULL;

      if (mst_ruleset_has_pools (rs))
        continue;
      item = g_menu_item_new (mst_ruleset_get_name (rs), NULL);
      g_menu_item_set_action_and_target (item, "win.ruleset-tables", "s", mst_ruleset_get_id (rs));
      g_menu_append_item (self->ruleset_tables_menu, item);
    }


  target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

/* Opens the force the player left open, if none is and it is still in
 * the library.  Returns whether it did. */
static gboolean
reopen_last_force (MstWindow *self)
{
  GSettings *settings = mst_application_get_settings (get_app (self));
  gint64 last = g_settings_get_int64 (settings, "last-force");

  if (self->force != NULL || last <= 0 || find_library_item (self, last) == NULL)
    return FALSE;
  mst_window_open_force (self, last);
  return TRUE;
}

/* Once the window has been drawn: every row of the library, and the force
 * where the player left off. */
static gboolean
after_first_frame (gpointer data)
{
  MstWindow *self = data;

  gtk_slice_list_model_set_size (self->library_slice, G_MAXUINT);
  if (!reopen_last_force (self))
    select_current_row (self);
  return G_SOURCE_REMOVE;
}

static void
attach_library (MstWindow *self)
{
  MstApplication *app = get_app (self);
  MstLibrary *library = mst_application_get_library (app);

  show_library_state (self);
  if (library != NULL)
    {
      GListModel *items = mst_library_get_items (library);

      g_signal_connect_object (library, "force-changed", G_CALLBACK (on_library_force_changed),
                               self, G_CONNECT_SWAPPED);
      /* Before the filter and selection models hear of a change, and after. */
      g_signal_connect_object (items, "items-changed", G_CALLBACK (on_library_items_changing),
                               self, G_CONNECT_SWAPPED);
      gtk_filter_list_model_set_model (self->library_filter_model, items);
      g_signal_connect_object (items, "items-changed", G_CALLBACK (on_library_items_changed),
                               self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
    }
  refresh_library (self);
  /* The force the player left open comes with the library: built with it
   * before the window is shown, it is in the first frame, laid out once;
   * after (a library slow to read), in the frame that shows the library,
   * not in one more.  "No force open" is made only when none is: a page
   * in the stack is styled and measured even when another is shown. */
  if (!reopen_last_force (self) && self->force == NULL)
    show_force (self, NULL, FALSE);
  /* An idle runs after the frame clock's first paint. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, after_first_frame, g_object_ref (self), g_object_unref);
}

MstWindow *
mst_window_new (MstApplication *app)
{
  MstWindow *self = g_object_new (MST_TYPE_WINDOW, "application", app, NULL);
  GSettings *settings = mst_application_get_settings (app);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  /* A force left open will be reopened: its editor is built now, while
   * the library may still be being read in the loader's thread. */
  if (g_settings_get_int64 (settings, "last-force") > 0)
    ensure_editor (self);

  if (mst_application_is_ready (app))
    attach_library (self);
  else
    {
      /* The window shows now; the library fills it when it is read. */
      g_signal_connect_object (app, "ready", G_CALLBACK (attach_library), self, G_CONNECT_SWAPPED);
      update_library_page (self);
      show_force (self, NULL, FALSE);
    }
  return self;
}

MstForce *
mst_window_get_force (MstWindow *self)
{
  g_return_val_if_fail (MST_IS_WINDOW (self), NULL);
  return self->force;
}

MstForceEditor *
mst_window_get_editor (MstWindow *self)
{
  g_return_val_if_fail (MST_IS_WINDOW (self), NULL);
  return ensure_editor (self);
}
