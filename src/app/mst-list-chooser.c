/* mst-list-chooser.c: "Nation Lists": a new list for any rule set, a copy
 * of any list, or one of the player's own to edit, each opened in a list
 * editor.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-list-chooser.h"
#include "mst-list-editor.h"

typedef struct {
  GtkWindow *chooser;
  GtkWindow *parent;
  MstCatalogue *catalogue;
  AdwComboRow *ruleset_row;
  AdwEntryRow *name_row;
  GPtrArray *ruleset_ids;
} Chooser;

static void
chooser_free (Chooser *c)
{
  g_clear_object (&c->catalogue);
  g_ptr_array_unref (c->ruleset_ids);
  g_free (c);
}

static void
open_editor (Chooser *c, MstListEditor *editor)
{
  gtk_window_present (GTK_WINDOW (editor));
  gtk_window_close (c->chooser);
}

static void
on_create_clicked (GtkButton *button, Chooser *c)
{
  guint pos = adw_combo_row_get_selected (c->ruleset_row);

  if (pos >= c->ruleset_ids->len)
    return;
  open_editor (c, mst_list_editor_new_for_ruleset (c->parent, c->catalogue, g_ptr_array_index (c->ruleset_ids, pos),
                                                   gtk_editable_get_text (GTK_EDITABLE (c->name_row))));
}

static void
on_copy_clicked (GtkButton *button, Chooser *c)
{
  MstNationList *list = g_object_get_data (G_OBJECT (button), "list");
  gboolean edit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "edit"));
  g_autoptr(GError) error = NULL;
  g_autoptr(MstListDocument) doc = edit ? mst_list_document_new_from_file (mst_nation_list_get_path (list), &error)
                                        : mst_list_document_new_copy (list, &error);

  if (doc == NULL)
    {
      AdwToastOverlay *overlay = g_object_get_data (G_OBJECT (c->chooser), "toast-overlay");
      adw_toast_overlay_add_toast (overlay, adw_toast_new (error->message));
      return;
    }
  open_editor (c, mst_list_editor_new (c->parent, c->catalogue, doc));
}

static GtkWidget *
row_button (Chooser *c, MstNationList *list, const char *label, gboolean edit)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  g_autofree char *title = mst_nation_list_dup_title (list);
  /* TRANSLATORS: the accessible name of a button of the lists chooser: "Copy French Imperial (1803–1812)" */
  g_autofree char *name = g_strdup_printf (edit ? _("Edit %s") : _("Copy %s"), title);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (button), "list", g_object_ref (list), g_object_unref);
  g_object_set_data (G_OBJECT (button), "edit", GINT_TO_POINTER (edit));
  g_signal_connect (button, "clicked", G_CALLBACK (on_copy_clicked), c);
  return button;
}

GtkWindow *
mst_list_chooser_new (GtkWindow *parent, MstCatalogue *catalogue)
{
  Chooser *c = g_new0 (Chooser, 1);
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *mine = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GPtrArray *rulesets = mst_rulesets_get_all ();
  GListModel *lists = mst_catalogue_get_lists (catalogue);
  GtkWidget *create_row = adw_action_row_new ();
  GtkWidget *create = gtk_button_new_with_mnemonic (_("C_reate"));
  guint n_mine = 0;

  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  c->chooser = GTK_WINDOW (window);
  c->parent = parent;
  c->catalogue = g_object_ref (catalogue);
  c->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  g_object_set_data_full (G_OBJECT (window), "chooser", c, (GDestroyNotify) chooser_free);

  gtk_window_set_title (GTK_WINDOW (window), _("Nation Lists"));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 700);
  gtk_window_set_modal (GTK_WINDOW (window), parent != NULL);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);

  adw_preferences_group_set_title (group, _("New List"));
  adw_preferences_group_set_description (group, _("An empty list for any rule set, to fill with your own units"));
  c->ruleset_row = ADW_COMBO_ROW (adw_combo_row_new ());
  for (guint i = 0; i < rulesets->len; i++)
    {
      MstRuleset *rs = g_ptr_array_index (rulesets, i);
      gtk_string_list_append (names, mst_ruleset_get_name (rs));
      g_ptr_array_add (c->ruleset_ids, g_strdup (mst_ruleset_get_id (rs)));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (c->ruleset_row), _("Rule Set"));
  adw_combo_row_set_model (c->ruleset_row, G_LIST_MODEL (names));
  adw_preferences_group_add (group, GTK_WIDGET (c->ruleset_row));
  c->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (c->name_row), _("Name"));
  adw_preferences_group_add (group, GTK_WIDGET (c->name_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (create_row), _("Open it in the list editor"));
  gtk_widget_set_valign (create, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (create, "suggested-action");
  g_signal_connect (create, "clicked", G_CALLBACK (on_create_clicked), c);
  adw_action_row_add_suffix (ADW_ACTION_ROW (create_row), create);
  adw_preferences_group_add (group, create_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);

  adw_preferences_group_set_title (mine, _("Your Lists"));
  adw_preferences_group_set_description (mine, _("Kept in your lists folder; a list of the same id as a shipped one takes its place"));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), mine);
  for (guint r = 0; r < rulesets->len; r++)
    {
      MstRuleset *rs = g_ptr_array_index (rulesets, r);
      AdwPreferencesGroup *shipped = NULL;

      for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
        {
          g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
          g_autofree char *title = NULL;
          gboolean user = mst_catalogue_is_user_list (catalogue, mst_nation_list_get_id (list));
          GtkWidget *row;

          if (g_strcmp0 (mst_nation_list_get_ruleset (list), mst_ruleset_get_id (rs)) != 0)
            continue;
          title = mst_nation_list_dup_title (list);
          row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          if (user)
            {
              const char *from = mst_nation_list_get_carried_from (list);
              g_autofree char *subtitle =
                from != NULL
                  ? g_strdup_printf (_("%s · Your list, added from the force “%s”"), mst_ruleset_get_name (rs), from)
                  : g_strdup_printf (mst_catalogue_replaces_shipped (catalogue, mst_nation_list_get_id (list))
                                       ? _("%s · Your list, in place of the shipped one")
                                       : _("%s · Your list"),
                                     mst_ruleset_get_name (rs));
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), row_button (c, list, _("_Edit"), TRUE));
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), row_button (c, list, _("_Copy"), FALSE));
              adw_preferences_group_add (mine, row);
              n_mine++;
              continue;
            }
          if (shipped == NULL)
            {
              g_autofree char *heading = g_strdup_printf (_("Shipped: %s"), mst_ruleset_get_name (rs));
              shipped = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
              adw_preferences_group_set_title (shipped, heading);
              adw_preferences_group_set_description (shipped, _("Copy one to make it your own"));
              adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), shipped);
            }
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), row_button (c, list, _("_Copy"), FALSE));
          adw_preferences_group_add (shipped, row);
        }
    }
  if (n_mine == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("None yet"));
      adw_preferences_group_add (mine, row);
    }

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), box);
  adw_window_set_content (ADW_WINDOW (window), overlay);
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (window), gtk_window_get_application (parent));
  /* For tests: the new list's fields. */
  g_object_set_data (G_OBJECT (window), "toast-overlay", overlay);
  g_object_set_data (G_OBJECT (window), "ruleset-row", c->ruleset_row);
  g_object_set_data (G_OBJECT (window), "name-row", c->name_row);
  g_object_set_data (G_OBJECT (window), "create-button", create);
  g_object_set_data_full (G_OBJECT (window), "ruleset-ids", g_ptr_array_ref (c->ruleset_ids),
                          (GDestroyNotify) g_ptr_array_unref);
  return GTK_WINDOW (window);
}
