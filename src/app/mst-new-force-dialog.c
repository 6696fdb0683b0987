/* mst-new-force-dialog.c: a new force: its name, rule set and nation list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-new-force-dialog.h"
#include "mst-help-window.h"
#include "mst-row-util.h"

struct _MstNewForceDialog
{
  AdwWindow parent_instance;

  MstCatalogue *catalogue;
  GPtrArray *rulesets;         /* rule set ids, in the combo row's order */
  char *query;

  GtkWidget *create_button;
  AdwEntryRow *name_row;
  AdwComboRow *ruleset_row;
  GtkSearchEntry *search_entry;
  GtkListBox *lists;
};

G_DEFINE_FINAL_TYPE (MstNewForceDialog, mst_new_force_dialog, ADW_TYPE_WINDOW)

enum {
  CREATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
current_ruleset (MstNewForceDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->ruleset_row);

  if (self->rulesets == NULL || selected >= self->rulesets->len)
    return NULL;
  return g_ptr_array_index (self->rulesets, selected);
}

static gboolean
filter_row (GtkListBoxRow *row, gpointer data)
{
  MstNewForceDialog *self = data;
  MstNationList *list = g_object_get_data (G_OBJECT (row), "list");

  return g_strcmp0 (mst_nation_list_get_ruleset (list), current_ruleset (self)) == 0 &&
         mst_force_view_list_matches (list, self->query);
}

static void
refilter (MstNewForceDialog *self)
{
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->lists);

  gtk_list_box_invalidate_filter (self->lists);
  /* A list the search hides cannot stay chosen. */
  if (selected != NULL && !filter_row (selected, self))
    gtk_list_box_unselect_all (self->lists);
}

void
mst_new_force_dialog_search (MstNewForceDialog *self, const char *query)
{
  g_return_if_fail (MST_IS_NEW_FORCE_DIALOG (self));

  g_free (self->query);
  self->query = g_strdup (query);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), query) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  refilter (self);
}

static void
on_search_entry_search_changed (MstNewForceDialog *self)
{
  mst_new_force_dialog_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
on_search_entry_activate (MstNewForceDialog *self)
{
  on_search_entry_search_changed (self);
  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->lists, i);

      if (row == NULL)
        return;
      if (filter_row (row, self))
        {
          gtk_list_box_select_row (self->lists, row);
          gtk_widget_grab_focus (GTK_WIDGET (row));
          return;
        }
    }
}

static void
on_ruleset_row_selected (MstNewForceDialog *self)
{
  MstRuleset *rs = mst_ruleset_lookup (current_ruleset (self));

  /* A line saying what the rule set is. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->ruleset_row), rs != NULL ? mst_ruleset_get_description (rs) : "");
  refilter (self);
}

static void
on_lists_row_selected (MstNewForceDialog *self, GtkListBoxRow *row)
{
  gtk_widget_set_sensitive (self->create_button, row != NULL);
  for (int i = 0;; i++)
    {
      GtkListBoxRow *r = gtk_list_box_get_row_at_index (self->lists, i);
      GtkWidget *check;

      if (r == NULL)
        break;
      check = g_object_get_data (G_OBJECT (r), "check");
      gtk_widget_set_opacity (check, r == row ? 1.0 : 0.0);
    }
}

gboolean
mst_new_force_dialog_create (MstNewForceDialog *self)
{
  GtkListBoxRow *row;
  MstNationList *list;
  const char *name;

  g_return_val_if_fail (MST_IS_NEW_FORCE_DIALOG (self), FALSE);

  row = gtk_list_box_get_selected_row (self->lists);
  if (row == NULL)
    return FALSE;
  list = g_object_get_data (G_OBJECT (row), "list");
  name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_signal_emit (self, signals[CREATE], 0, name, list);
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static void
on_create_button_clicked (MstNewForceDialog *self)
{
  mst_new_force_dialog_create (self);
}

gboolean
mst_new_force_dialog_select_list (MstNewForceDialog *self, const char *list_id)
{
  g_return_val_if_fail (MST_IS_NEW_FORCE_DIALOG (self), FALSE);

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->lists, i);
      MstNationList *list;

      if (row == NULL)
        return FALSE;
      list = g_object_get_data (G_OBJECT (row), "list");
      if (g_strcmp0 (mst_nation_list_get_id (list), list_id) == 0)
        {
          if (!filter_row (row, self))
            return FALSE;
          gtk_list_box_select_row (self->lists, row);
          return TRUE;
        }
    }
}

gboolean
mst_new_force_dialog_set_ruleset (MstNewForceDialog *self, const char *ruleset_id)
{
  g_return_val_if_fail (MST_IS_NEW_FORCE_DIALOG (self), FALSE);

  for (guint i = 0; i < self->rulesets->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->rulesets, i), ruleset_id) == 0)
      {
        adw_combo_row_set_selected (self->ruleset_row, i);
        return TRUE;
      }
  return FALSE;
}

void
mst_new_force_dialog_set_name (MstNewForceDialog *self, const char *name)
{
  g_return_if_fail (MST_IS_NEW_FORCE_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");
}

static void
mst_new_force_dialog_dispose (GObject *object)
{
  MstNewForceDialog *self = MST_NEW_FORCE_DIALOG (object);

  /* Removing the rows would report a selection change to half-gone widgets. */
  if (self->lists != NULL)
    g_signal_handlers_disconnect_by_data (self->lists, self);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->rulesets, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_NEW_FORCE_DIALOG);
  G_OBJECT_CLASS (mst_new_force_dialog_parent_class)->dispose (object);
}

static void
mst_new_force_dialog_finalize (GObject *object)
{
  g_free (MST_NEW_FORCE_DIALOG (object)->query);
  G_OBJECT_CLASS (mst_new_force_dialog_parent_class)->finalize (object);
}

/* The name first: with the focus on Cancel a space typed in a name
 * ("Yorck's Corps") would press it and lose what was typed. */
static void
mst_new_force_dialog_show (GtkWidget *widget)
{
  MstNewForceDialog *self = MST_NEW_FORCE_DIALOG (widget);

  GTK_WIDGET_CLASS (mst_new_force_dialog_parent_class)->show (widget);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static void
mst_new_force_dialog_class_init (MstNewForceDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_new_force_dialog_dispose;
  object_class->finalize = mst_new_force_dialog_finalize;
  widget_class->show = mst_new_force_dialog_show;

  /**
   * MstNewForceDialog::create:
   * @name: the force's name, maybe empty
   * @list: the nation list
   */
  signals[CREATE] = g_signal_new ("create", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                  G_TYPE_STRING, MST_TYPE_NATION_LIST);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-new-force-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MstNewForceDialog, create_button);
  gtk_widget_class_bind_template_child (widget_class, MstNewForceDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, MstNewForceDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, MstNewForceDialog, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MstNewForceDialog, lists);
  gtk_widget_class_bind_template_callback (widget_class, on_create_button_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_ruleset_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_lists_row_selected);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "building");
}

static void
mst_new_force_dialog_init (MstNewForceDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  gtk_list_box_set_filter_func (self->lists, filter_row, self, NULL);
}

MstNewForceDialog *
mst_new_force_dialog_new (MstCatalogue *catalogue)
{
  MstNewForceDialog *self;
  GListModel *lists;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  GtkWidget *placeholder;

  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (MST_TYPE_NEW_FORCE_DIALOG, NULL);
  self->catalogue = g_object_ref (catalogue);
  self->rulesets = g_ptr_array_new_with_free_func (g_free);

  lists = mst_catalogue_get_lists (catalogue);
  /* The rule sets in the registry's order, each with lists to offer. */
  for (guint r = 0; r < mst_rulesets_get_all ()->len; r++)
    {
      MstRuleset *rs = g_ptr_array_index (mst_rulesets_get_all (), r);

      /* Only rule sets whose forces Muster builds. */
      if (!mst_ruleset_builds_forces (rs))
        continue;

      for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
        {
          g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);

          if (g_strcmp0 (mst_nation_list_get_ruleset (list), mst_ruleset_get_id (rs)) != 0)
            continue;
          g_ptr_array_add (self->rulesets, g_strdup (mst_ruleset_get_id (rs)));
          gtk_string_list_append (labels, mst_ruleset_get_name (rs));
          break;
        }
    }
  for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      g_autoptr(MstRowText) text = NULL;
      AdwActionRow *row;
      GtkWidget *check;

      text = mst_force_view_list_row (list);
      row = ADW_ACTION_ROW (adw_action_row_new ());
      check = gtk_image_new_from_icon_name ("object-select-symbolic");
      /* A list of the player's own is marked, the more so one that
       * replaces the shipped list of its id. */
      if (mst_catalogue_replaces_shipped (catalogue, mst_nation_list_get_id (list)))
        {
          char *marked = g_strdup_printf (_("%s · Your list, in place of the shipped one"), text->subtitle);
          g_free (text->subtitle);
          text->subtitle = marked;
        }
      else if (mst_catalogue_is_user_list (catalogue, mst_nation_list_get_id (list)))
        {
          char *marked = g_strdup_printf (_("%s · Your list"), text->subtitle);
          g_free (text->subtitle);
          text->subtitle = marked;
        }
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text->title);
      adw_action_row_set_subtitle (row, text->subtitle);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text->title,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->subtitle, -1);
      gtk_widget_set_opacity (check, 0.0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Chosen"), -1);
      adw_action_row_add_suffix (row, check);
      g_object_set_data (G_OBJECT (row), "check", check);
      g_object_set_data_full (G_OBJECT (row), "list", g_object_ref (list), g_object_unref);
      gtk_list_box_append (self->lists, GTK_WIDGET (row));
    }
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (labels));
  on_ruleset_row_selected (self);

  placeholder = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (placeholder), "system-search-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (placeholder), _("No Lists Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (placeholder),
                                   g_list_model_get_n_items (lists) == 0
                                   ? _("No nation list is installed.")
                                   : _("Try another name, war or year."));
  gtk_widget_add_css_class (placeholder, "compact");
  gtk_list_box_set_placeholder (self->lists, placeholder);
  refilter (self);
  return self;
}
