/* mst-window-library.c: the main window's library: its rows, their
 * search and selection, and the library's changes followed.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-library-item.h"
#include "mst-row-util.h"
#include "mst-window-private.h"
#include "mst-window-share.h"

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

  return mst_force_view_library_matches (mst_library_item_get_entry (item), mst_window_get_catalogue (self),
                                         self->query);
}

/* Shows the page @name of @stack, building it first if it is one of the
 * status pages (ui/mst-window-pages.ui, object "NAME-page"): they are
 * built the first time they are shown, not with every window. */
void
mst_window_show_stack_page (MstWindow *self, GtkStack *stack, const char *name)
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
      mst_accessible_name_mnemonics (page);
      /* A line on each rule set Muster plays. */
      if (g_str_equal (name, "welcome"))
        {
          GtkListBox *rulesets = GTK_LIST_BOX (gtk_builder_get_object (builder, "welcome_rulesets"));
          GPtrArray *all = mst_rulesets_get_all ();

          for (guint i = 0; i < all->len; i++)
            {
              MstRuleset *rs = g_ptr_array_index (all, i);
              GtkWidget *row = adw_action_row_new ();

              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), mst_ruleset_get_name (rs));
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), mst_ruleset_get_description (rs));
              gtk_list_box_append (rulesets, row);
            }
        }
      if (g_str_equal (name, "unavailable"))
        {
          self->unavailable_page = ADW_STATUS_PAGE (page);
          self->restore_button = GTK_WIDGET (gtk_builder_get_object (builder, "restore_button"));
        }
    }
  gtk_stack_set_visible_child_name (stack, name);
}

void
mst_window_update_library_page (MstWindow *self)
{
  const char *page;

  if (mst_window_is_loading (self))
    page = "loading";
  else if (mst_window_get_library (self) == NULL)
    page = "unavailable";
  else if (g_list_model_get_n_items (library_model (self)) == 0)
    page = "empty";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->library_filter_model)) == 0)
    page = "no-results";
  else
    page = "list";
  mst_window_show_stack_page (self, self->library_stack, page);
  mst_window_update_force_placeholder (self, FALSE);
}

void
mst_window_update_force_placeholder (MstWindow *self, gboolean always)
{
  gboolean empty = !mst_window_is_loading (self) && mst_window_get_library (self) != NULL &&
                   g_list_model_get_n_items (library_model (self)) == 0;

  /* No force open: the welcome while the library is empty, else a word
   * to pick one; an open force stays. */
  if (self->force != NULL)
    return;
  if (empty)
    mst_window_show_stack_page (self, self->force_stack, "welcome");
  /* Not built until asked for: a start that reopens a force, or a first
   * force about to open, makes none. */
  else if (always)
    mst_window_show_stack_page (self, self->force_stack, "none");
}

void
mst_window_select_current_row (MstWindow *self)
{
  guint position = self->force != NULL ? find_library_row (self, mst_force_get_id (self->force))
                                        : GTK_INVALID_LIST_POSITION;

  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->library_selection, position);
  self->selecting = FALSE;
}

/* The library's model follows every write by itself; here the window
 * shows where the open force is and which page fits. */
void
mst_window_refresh_library (MstWindow *self)
{
  mst_window_select_current_row (self);
  mst_window_update_library_page (self);
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
  mst_window_refresh_library (self);
}

/* After a save: the row of the force shows its new name, without
 * rebuilding the list under the player's pointer. */
void
mst_window_refresh_current_row (MstWindow *self)
{
  MstLibraryItem *item;

  if (self->force == NULL)
    return;
  item = find_library_item (self, mst_force_get_id (self->force));
  if (item == NULL)
    {
      mst_window_refresh_library (self);
      return;
    }
  {
    guint n_units, n_bases;

    /* The row's totals follow the editor. */
    mst_force_view_count (self->force, &n_units, &n_bases);
    mst_library_item_set_totals (item, n_units, n_bases, mst_window_get_catalogue (self));
  }
  if (g_strcmp0 (mst_library_item_get_entry (item)->name, mst_force_get_name (self->force)) != 0)
    {
      mst_library_item_set_name (item, mst_force_get_name (self->force), mst_window_get_catalogue (self));
      if (self->query != NULL && self->query[0] != '\0')
        {
          gtk_filter_changed (GTK_FILTER (self->library_filter), GTK_FILTER_CHANGE_DIFFERENT);
          mst_window_select_current_row (self);
          mst_window_update_library_page (self);
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
  mst_window_select_current_row (self);
  mst_window_update_library_page (self);
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
  MstLibrary *library = mst_window_get_library (self);

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

/* Any write of a stored force, by anyone: its row follows. */
static void
on_library_force_changed (MstWindow *self, gint64 id)
{
  if (self->force != NULL && mst_force_get_id (self->force) == id &&
      find_library_item (self, id) != NULL)
    mst_window_refresh_current_row (self);
}

static void
show_library_state (MstWindow *self)
{
  MstAppState *state = mst_window_get_state (self);
  MstLibrary *library = mst_window_get_library (self);
  const char *problem = NULL;
  g_autofree char *message = NULL;

  if (state == NULL)
    return;
  if (library == NULL)
    {
      problem = mst_app_state_get_library_error (state);
      mst_window_show_stack_page (self, self->library_stack, "unavailable");
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

/* Opens the force the player left open, if none is and it is still in
 * the library.  Returns whether it did. */
static gboolean
reopen_last_force (MstWindow *self)
{
  GSettings *settings = mst_app_state_get_settings (mst_window_get_state (self));
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
    mst_window_select_current_row (self);
  return G_SOURCE_REMOVE;
}

void
mst_window_attach_library (MstWindow *self)
{
  MstAppState *state = mst_window_get_state (self);
  MstLibrary *library = mst_app_state_get_library (state);

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
  mst_window_refresh_library (self);
  /* The force the player left open comes with the library: built with it
   * before the window is shown, it is in the first frame, laid out once;
   * after (a library slow to read), in the frame that shows the library,
   * not in one more.  "No force open" is made only when none is: a page
   * in the stack is styled and measured even when another is shown. */
  if (!reopen_last_force (self) && self->force == NULL)
    mst_window_show_force (self, NULL, FALSE);
  /* An idle runs after the frame clock's first paint. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, after_first_frame, g_object_ref (self), g_object_unref);
}

void
mst_window_library_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_library_list_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_library_selection_changed);
}

void
mst_window_library_init (MstWindow *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_custom_filter_set_filter_func (self->library_filter, filter_library_item, self, NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (on_library_row_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_library_row_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_library_row_unbind), NULL);
  gtk_list_view_set_factory (self->library_list, factory);
}
