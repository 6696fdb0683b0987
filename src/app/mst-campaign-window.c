/* mst-campaign-window.c: the campaigns window: campaigns, their forces, battles and histories.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-application.h"
#include "mst-battle-window.h"
#include "mst-game-window.h"
#include "mst-campaign-window.h"

struct _MstCampaignWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  AdwLeaflet *leaflet;
  GtkStack *campaigns_stack;
  AdwStatusPage *error_page;
  GtkListBox *campaigns_list;
  AdwWindowTitle *campaign_title;
  AdwActionRow *summary_battles_row;
  AdwActionRow *summary_losses_row;
  AdwActionRow *summary_generals_row;
  GtkMenuButton *add_force_button;
  GtkListBox *forces_list;
  GtkListBox *battles_list;
  AdwWindowTitle *force_title;
  GtkListBox *state_list;
  GtkListBox *history_list;
  AdwWindowTitle *before_title;
  GtkListBox *before_list;

  MstLibrary *library;
  MstCatalogue *catalogue;
  MstCampaignStore *store;
  gboolean writable;
  gboolean show_archived;
  gboolean campaign_archived;
  gint64 campaign_id;
  gint64 force_id;
  char *campaign_name;
};

G_DEFINE_FINAL_TYPE (MstCampaignWindow, mst_campaign_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_ARCHIVED,
  PROP_CAMPAIGN_ARCHIVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The actions that change the library: off when it is read-only. */
static const char *const writing_actions[] = {
  "campaigns.new", "campaigns.import", "campaign.rename", "campaign.archived", "campaign.delete",
  "campaign.add-force-file", "campaign.move-force", "campaign.record-battle", "force.record-battle",
  "force.reinforce", "force.disband", "force.regrade", "force.new-unit", "force.rename-general",
  "force.replace-general",
};

static void refresh_campaigns (MstCampaignWindow *self);
static void refresh_campaign (MstCampaignWindow *self);
static void refresh_force (MstCampaignWindow *self);

static void
toast (MstCampaignWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/* Errors stay until dismissed: they are worth reading. */
static void
toast_error (MstCampaignWindow *self, const GError *error)
{
  AdwToast *t = adw_toast_new (error->message);

  adw_toast_set_timeout (t, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static GtkWidget *
placeholder_row (const char *text)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  gtk_widget_add_css_class (row, "dim-label");
  return row;
}

static GtkWidget *
text_row (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static void
add_chevron (GtkWidget *row)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
}

/* Dialogs */

typedef void (*DialogDone) (MstCampaignWindow *self, GtkWidget *form, gpointer data);

typedef struct {
  MstCampaignWindow *self;
  GtkWidget *form;
  DialogDone done;
  gpointer data;
  GDestroyNotify destroy;
} Dialog;

static void
dialog_free (gpointer data, GClosure *closure)
{
  Dialog *d = data;

  if (d->destroy != NULL)
    d->destroy (d->data);
  g_object_unref (d->self);
  g_free (d);
}

static void
on_dialog_response (AdwMessageDialog *dialog, const char *response, Dialog *d)
{
  if (g_strcmp0 (response, "ok") == 0)
    d->done (d->self, d->form, d->data);
}

/* Asks with @form (NULL: a plain question); @done runs on "ok". */
static void
ask (MstCampaignWindow *self,
     const char        *heading,
     const char        *body,
     const char        *accept,
     gboolean           destructive,
     GtkWidget         *form,
     DialogDone         done,
     gpointer           data,
     GDestroyNotify     destroy)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  Dialog *d = g_new0 (Dialog, 1);

  d->self = g_object_ref (self);
  d->form = form;
  d->done = done;
  d->data = data;
  d->destroy = destroy;
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "ok", accept, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "ok",
                                              destructive ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "ok");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  if (form != NULL)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), form);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_dialog_response), d, dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
form_new (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

static GtkWidget *
form_add_entry (GtkWidget *form, const char *key, const char *title, const char *text)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
  gtk_list_box_append (GTK_LIST_BOX (form), row);
  g_object_set_data (G_OBJECT (form), key, row);
  return row;
}

/* A choice among @labels; @ids (taken) are what form_get_choice() returns. */
static GtkWidget *
form_add_choice (GtkWidget *form, const char *key, const char *title, GtkStringList *labels,
                 GPtrArray *ids, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  gtk_list_box_append (GTK_LIST_BOX (form), row);
  g_object_set_data (G_OBJECT (form), key, row);
  g_object_set_data_full (G_OBJECT (row), "ids", ids, (GDestroyNotify) g_ptr_array_unref);
  g_object_unref (labels);
  return row;
}

static const char *
form_get_text (GtkWidget *form, const char *key)
{
  return gtk_editable_get_text (GTK_EDITABLE (g_object_get_data (G_OBJECT (form), key)));
}

static const char *
form_get_choice (GtkWidget *form, const char *key)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (form), key);
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), "ids");
  guint selected = adw_combo_row_get_selected (row);

  return selected < ids->len ? g_ptr_array_index (ids, selected) : NULL;
}

/* Campaigns */

static void
on_campaign_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "campaign-id");

  if (id == NULL)
    return;
  self->campaign_id = *id;
  refresh_campaign (self);
  adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
}

static char *
campaign_subtitle (MstCampaign *c)
{
  guint nf = mst_campaign_get_n_forces (c), nb = mst_campaign_get_n_battles (c);
  g_autofree char *forces = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u force", "%u forces", nf), nf);
  g_autofree char *battles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battle", "%u battles", nb), nb);
  GString *s = g_string_new (NULL);

  /* TRANSLATORS: "2 forces · 3 battles" */
  g_string_printf (s, _("%s · %s"), forces, battles);
  if (mst_campaign_get_first_date (c) != NULL &&
      g_strcmp0 (mst_campaign_get_first_date (c), mst_campaign_get_last_date (c)) == 0)
    g_string_append_printf (s, " · %s", mst_campaign_get_first_date (c));
  else if (mst_campaign_get_first_date (c) != NULL)
    g_string_append_printf (s, " · %s – %s", mst_campaign_get_first_date (c), mst_campaign_get_last_date (c));
  if (mst_campaign_get_archived (c))
    g_string_append_printf (s, " · %s", _("Archived"));
  return g_string_free (s, FALSE);
}

static void
refresh_campaigns (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;

  if (self->store == NULL)
    return;
  campaigns = mst_campaign_store_list (self->store, self->show_archived, &error);
  clear_list (self->campaigns_list);
  if (campaigns == NULL)
    {
      adw_status_page_set_title (self->error_page, _("The Campaigns Cannot Be Read"));
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
      return;
    }
  for (guint i = 0; i < campaigns->len; i++)
    {
      MstCampaign *c = g_ptr_array_index (campaigns, i);
      g_autofree char *subtitle = campaign_subtitle (c);
      GtkWidget *row = text_row (mst_campaign_get_name (c), subtitle);
      gint64 *id = g_new (gint64, 1);

      *id = mst_campaign_get_id (c);
      g_object_set_data_full (G_OBJECT (row), "campaign-id", id, g_free);
      add_chevron (row);
      gtk_list_box_append (self->campaigns_list, row);
    }
  gtk_stack_set_visible_child_name (self->campaigns_stack, campaigns->len > 0 ? "list" : "empty");
}

static void
create_done (MstCampaignWindow *self, GtkWidget *form, gpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 id = mst_campaign_store_create (self->store, form_get_text (form, "name"), &error);

  if (id == 0)
    {
      toast_error (self, error);
      return;
    }
  refresh_campaigns (self);
  self->campaign_id = id;
  refresh_campaign (self);
  adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
}

static void
on_new (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkWidget *form = form_new ();

  form_add_entry (form, "name", _("Name"), NULL);
  ask (self, _("New Campaign"), NULL, _("C_reate"), FALSE, form, create_done, NULL, NULL);
}

static void
on_import_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;
      gint64 id = path != NULL ? mst_campaign_store_import_file (self->store, path, &error) : 0;

      if (id == 0)
        {
          if (error == NULL)
            g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be imported"));
          toast_error (self, error);
        }
      else
        {
          refresh_campaigns (self);
          self->campaign_id = id;
          refresh_campaign (self);
          adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
          toast (self, _("Campaign imported"));
        }
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static GtkFileFilter *
xml_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Campaign files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/xml");
  return filter;
}

static void
on_import (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Import Campaign"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  g_autoptr(GtkFileFilter) filter = xml_filter ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_back (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
on_visible_page (MstCampaignWindow *self)
{
  const char *page = adw_leaflet_get_visible_child_name (self->leaflet);

  /* What a deeper page changed shows when going back. */
  if (g_strcmp0 (page, "campaigns") == 0)
    refresh_campaigns (self);
  else if (g_strcmp0 (page, "campaign") == 0)
    refresh_campaign (self);
}

/* One campaign */

static void
on_force_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  gint64 *id = g_object_get_data (G_OBJECT (row), "force-id");

  if (id == NULL)
    return;
  self->force_id = *id;
  refresh_force (self);
  adw_leaflet_set_visible_child_name (self->leaflet, "force");
}

static void
show_before (MstCampaignWindow *self, MstBattle *battle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *title = NULL;

  force = mst_campaign_store_replay_before_battle (self->store, mst_battle_get_id (battle), &error);
  if (force == NULL)
    {
      toast_error (self, error);
      return;
    }
  /* TRANSLATORS: the force as it stood before the battle named */
  title = g_strdup_printf (_("Before %s"), mst_battle_get_name (battle));
  adw_window_title_set_title (self->before_title, title);
  adw_window_title_set_subtitle (self->before_title, mst_battle_get_date (battle));

  clear_list (self->before_list);
  generals = mst_force_list_generals (force);
  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *g = g_ptr_array_index (generals, i);
      /* TRANSLATORS: a general's respect and ability, e.g. "Inspired, Exceptional" */
      g_autofree char *subtitle = g_strdup_printf (_("%s, %s"), mst_respect_get_label (mst_general_get_respect (g)),
                                                   mst_ability_get_label (mst_general_get_ability (g)));
      if (mst_general_get_lost (g))
        {
          char *s = g_strdup_printf (_("%s · lost"), subtitle);
          g_free (subtitle);
          subtitle = s;
        }
      gtk_list_box_append (self->before_list, text_row (mst_general_get_name (g), subtitle));
    }
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      MstUnitTemplate *t = mst_unit_get_template (u);
      guint n = mst_unit_get_bases (u);
      g_autofree char *bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base", "%u bases", n), n);
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s"),
                                                   t != NULL ? mst_unit_template_get_name (t)
                                                             : mst_unit_get_template_id (u), bases);
      gtk_list_box_append (self->before_list, text_row (mst_unit_get_name (u), subtitle));
    }
  adw_leaflet_set_visible_child_name (self->leaflet, "before");
}

static void
on_battle_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  MstBattle *battle = g_object_get_data (G_OBJECT (row), "battle");

  if (battle != NULL)
    show_before (self, battle);
}

static char *
battle_subtitle (MstBattle *b, const char *force_name)
{
  guint lost = mst_battle_count_bases_lost (b), broken = mst_battle_count_broken (b);
  g_autofree char *losses = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base lost", "%u bases lost", lost),
                                             lost);
  GString *s = g_string_new (mst_battle_get_date (b));

  if (force_name != NULL)
    g_string_append_printf (s, " · %s", force_name);
  if (mst_battle_get_opponent (b)[0] != '\0')
    /* TRANSLATORS: against the opponent named */
    g_string_append_printf (s, " · %s", mst_battle_get_opponent (b));
  g_string_append_printf (s, " · %s · %s", mst_battle_result_get_label (mst_battle_get_result (b)), losses);
  if (broken > 0)
    {
      g_autofree char *b_s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit broken",
                                                           "%u units broken", broken), broken);
      g_string_append_printf (s, ", %s", b_s);
    }
  return g_string_free (s, FALSE);
}

static char *
results_text (const MstCampaignForceSummary *s)
{
  g_autofree char *battles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battle", "%u battles",
                                                           s->battles), s->battles);
  if (s->battles == 0)
    return g_steal_pointer (&battles);
  /* TRANSLATORS: "3 battles: 1 won, 1 lost, 1 drawn" */
  return g_strdup_printf (_("%s: %u won, %u lost, %u drawn"), battles, s->won, s->lost, s->drawn);
}

static char *
losses_text (const MstCampaignForceSummary *s)
{
  g_autofree char *bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base lost", "%u bases lost",
                                                         s->bases_lost), s->bases_lost);
  g_autofree char *broken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit broken",
                                                          "%u units broken", s->units_broken), s->units_broken);
  return g_strdup_printf (_("%s, %s"), bases, broken);
}

static void
refresh_add_force_menu (MstCampaignWindow *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) library = g_menu_new ();
  g_autoptr(GPtrArray) entries = mst_library_list (self->library, NULL);

  g_menu_append (menu, _("Start a Force from a _File…"), "campaign.add-force-file");
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GMenuItem) item = NULL;
      g_autofree char *label = NULL;

      if (mst_campaign_store_get_force_campaign (self->store, e->id, &error) != 0 || error != NULL)
        continue;
      /* TRANSLATORS: move the force named from the library into this campaign */
      label = g_strdup_printf (_("Move “%s” Here"), e->name);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "campaign.move-force", g_variant_new_int64 (e->id));
      g_menu_append_item (library, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (library)) > 0)
    g_menu_append_section (menu, _("From the Library"), G_MENU_MODEL (library));
  gtk_menu_button_set_menu_model (self->add_force_button, G_MENU_MODEL (menu));
}

static void
refresh_campaign (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GHashTable) names = NULL;
  g_autofree char *results = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *generals = NULL;

  if (self->store == NULL || self->campaign_id == 0)
    return;
  summary = mst_campaign_store_summarize (self->store, self->campaign_id, &error);
  if (summary != NULL)
    battles = mst_campaign_store_list_battles (self->store, self->campaign_id, 0, FALSE, &error);
  if (battles == NULL)
    {
      toast_error (self, error);
      return;
    }

  g_free (self->campaign_name);
  self->campaign_name = g_strdup (summary->name);
  adw_window_title_set_title (self->campaign_title, summary->name);
  adw_window_title_set_subtitle (self->campaign_title, summary->archived ? _("Archived") : NULL);
  if (self->campaign_archived != summary->archived)
    {
      self->campaign_archived = summary->archived;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ARCHIVED]);
    }

  results = results_text (&summary->total);
  losses = losses_text (&summary->total);
  /* TRANSLATORS: generals swept away, incapacitated and lost over a campaign */
  generals = g_strdup_printf (_("%u swept away, %u incapacitated, %u lost"), summary->total.generals_swept_away,
                              summary->total.generals_incapacitated, summary->total.generals_lost);
  adw_action_row_set_subtitle (self->summary_battles_row, results);
  adw_action_row_set_subtitle (self->summary_losses_row, losses);
  adw_action_row_set_subtitle (self->summary_generals_row, generals);

  names = g_hash_table_new (g_int64_hash, g_int64_equal);
  clear_list (self->forces_list);
  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstCampaignForceSummary *s = g_ptr_array_index (summary->forces, i);
      g_autofree char *r = results_text (s);
      g_autofree char *l = losses_text (s);
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), r, l);
      GtkWidget *row = text_row (s->name, subtitle);
      GtkWidget *record = gtk_button_new_from_icon_name ("document-edit-symbolic");
      gint64 *id = g_new (gint64, 1);
      g_autofree char *label = g_strdup_printf (_("Record a battle of %s"), s->name);

      *id = s->force_id;
      g_hash_table_insert (names, &s->force_id, s->name);
      g_object_set_data_full (G_OBJECT (row), "force-id", id, g_free);
      gtk_widget_set_valign (record, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (record, "flat");
      gtk_widget_set_tooltip_text (record, _("Record a Battle…"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (record), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (record), "campaign.record-battle");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (record), g_variant_new_int64 (s->force_id));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), record);
      add_chevron (row);
      gtk_list_box_append (self->forces_list, row);
    }
  if (summary->forces->len == 0)
    gtk_list_box_append (self->forces_list, placeholder_row (_("No forces yet")));

  clear_list (self->battles_list);
  /* The latest first: that is the one a player looks for. */
  for (guint i = battles->len; i-- > 0;)
    {
      MstBattle *b = g_ptr_array_index (battles, i);
      gint64 force_id = mst_battle_get_force_id (b);
      g_autofree char *subtitle = battle_subtitle (b, g_hash_table_lookup (names, &force_id));
      GtkWidget *row = text_row (mst_battle_get_name (b), subtitle);

      g_object_set_data_full (G_OBJECT (row), "battle", g_object_ref (b), g_object_unref);
      add_chevron (row);
      gtk_widget_set_tooltip_text (row, _("Show the force as it went into this battle"));
      gtk_list_box_append (self->battles_list, row);
    }
  if (battles->len == 0)
    gtk_list_box_append (self->battles_list, placeholder_row (_("No battles yet")));

  refresh_add_force_menu (self);
}

static void
rename_done (MstCampaignWindow *self, GtkWidget *form, gpointer data)
{
  g_autoptr(GError) error = NULL;

  if (!mst_campaign_store_rename (self->store, self->campaign_id, form_get_text (form, "name"), &error))
    toast_error (self, error);
  refresh_campaign (self);
}

static void
on_rename (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkWidget *form = form_new ();

  form_add_entry (form, "name", _("Name"), self->campaign_name);
  ask (self, _("Rename Campaign"), NULL, _("_Rename"), FALSE, form, rename_done, NULL, NULL);
}

typedef struct {
  MstCampaignWindow *self;
  gint64 campaign_id;
  gboolean undone;
} Deletion;

static void
on_undo_delete (AdwToast *t, Deletion *d)
{
  g_autoptr(GError) error = NULL;

  d->undone = TRUE;
  if (!mst_campaign_store_restore (d->self->store, d->campaign_id, &error))
    {
      toast_error (d->self, error);
      return;
    }
  refresh_campaigns (d->self);
}

static void
on_delete_dismissed (AdwToast *t, Deletion *d)
{
  /* Past the undo: gone for good (its forces stay in the library). */
  if (!d->undone && d->self->store != NULL)
    mst_campaign_store_purge_deleted (d->self->store, G_MAXINT64, NULL);
}

static void
deletion_free (gpointer data, GClosure *closure)
{
  Deletion *d = data;

  g_object_unref (d->self);
  g_free (d);
}

static void
on_delete (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  Deletion *d;
  AdwToast *t;

  if (!mst_campaign_store_delete (self->store, self->campaign_id, &error))
    {
      toast_error (self, error);
      return;
    }
  d = g_new0 (Deletion, 1);
  d->self = g_object_ref (self);
  d->campaign_id = self->campaign_id;

  /* TRANSLATORS: a toast, with an Undo button */
  title = g_strdup_printf (_("“%s” deleted"), self->campaign_name);
  t = adw_toast_new (title);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect (t, "button-clicked", G_CALLBACK (on_undo_delete), d);
  g_signal_connect_data (t, "dismissed", G_CALLBACK (on_delete_dismissed), d, deletion_free, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);

  self->campaign_id = 0;
  adw_leaflet_set_visible_child_name (self->leaflet, "campaigns");
  refresh_campaigns (self);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be written"));
      if (path == NULL || !mst_campaign_store_export_file (self->store, self->campaign_id, path, &error))
        toast_error (self, error);
      else
        toast (self, _("Campaign exported"));
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_export (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export Campaign"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  g_autofree char *name = g_strdup_printf ("%s.xml", self->campaign_name != NULL ? self->campaign_name : "campaign");

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_add_force_file_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) force = NULL;

      if (path == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be read"));
      else
        force = mst_force_new_from_file (path, self->catalogue, &error);
      if (force == NULL || mst_campaign_store_add_force (self->store, self->campaign_id, force, NULL, &error) == 0)
        toast_error (self, error);
      refresh_campaign (self);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_add_force_file (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Start a Force from a File"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Force files"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_add_force_file_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_move_force (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!mst_campaign_store_move_force (self->store, self->campaign_id, g_variant_get_int64 (parameter), NULL,
                                      &error))
    toast_error (self, error);
  refresh_campaign (self);
}

static void
on_battle_recorded (MstBattleWindow *window, gint64 battle_id, MstCampaignWindow *self)
{
  toast (self, _("Battle recorded; the force carries its losses"));
  refresh_campaign (self);
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    refresh_force (self);
}

static void
record_battle (MstCampaignWindow *self, gint64 force_id)
{
  GtkWindow *window = mst_battle_window_new (GTK_WINDOW (self), self->library, self->catalogue,
                                             self->campaign_id, force_id);

  g_signal_connect_object (window, "recorded", G_CALLBACK (on_battle_recorded), self, 0);
  gtk_window_present (window);
}

static void
on_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  record_battle (self, g_variant_get_int64 (parameter));
}

/* One force */

static void
on_history_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  MstBattle *battle = g_object_get_data (G_OBJECT (row), "battle");

  if (battle != NULL)
    show_before (self, battle);
}

static const char *
event_icon (MstCampaignEventKind kind)
{
  switch (kind)
    {
    case MST_CAMPAIGN_EVENT_JOINED: return "go-jump-symbolic";
    case MST_CAMPAIGN_EVENT_BATTLE: return "emblem-important-symbolic";
    case MST_CAMPAIGN_EVENT_REINFORCED: return "list-add-symbolic";
    case MST_CAMPAIGN_EVENT_UNIT_ADDED: return "list-add-symbolic";
    case MST_CAMPAIGN_EVENT_UNIT_DISBANDED: return "list-remove-symbolic";
    case MST_CAMPAIGN_EVENT_GENERAL_REPLACED:
    case MST_CAMPAIGN_EVENT_GENERAL_RENAMED: return "avatar-default-symbolic";
    case MST_CAMPAIGN_EVENT_UNIT_REGRADED: return "view-refresh-symbolic";
    case MST_CAMPAIGN_EVENT_EDITED:
    default: return "document-edit-symbolic";
    }
}

static GtkWidget *
menu_button (const char *tooltip, GMenuModel *menu)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static void
refresh_state (MstCampaignWindow *self, MstForce *force)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  clear_list (self->state_list);
  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *g = g_ptr_array_index (generals, i);
      g_autoptr(GMenu) menu = g_menu_new ();
      g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);
      g_autoptr(GMenuItem) replace = g_menu_item_new (_("Re_place…"), NULL);
      g_autofree char *post = i == 0 ? g_strdup (_("Force commander"))
                                     : g_strdup_printf (_("General of command %u"), i);
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s, %s%s"), post,
                                                   mst_respect_get_label (mst_general_get_respect (g)),
                                                   mst_ability_get_label (mst_general_get_ability (g)),
                                                   mst_general_get_lost (g) ? _(" · lost") : "");
      g_autofree char *tooltip = g_strdup_printf (_("Rename or replace %s"), mst_general_get_name (g));
      GtkWidget *row = text_row (mst_general_get_name (g), subtitle);

      g_menu_item_set_action_and_target_value (rename, "force.rename-general", g_variant_new_int32 ((int) i));
      g_menu_item_set_action_and_target_value (replace, "force.replace-general", g_variant_new_int32 ((int) i));
      g_menu_append_item (menu, rename);
      g_menu_append_item (menu, replace);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), menu_button (tooltip, G_MENU_MODEL (menu)));
      gtk_list_box_append (self->state_list, row);
    }
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      MstUnitTemplate *t = mst_unit_get_template (u);
      guint n = mst_unit_get_bases (u);
      g_autofree char *bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base", "%u bases", n), n);
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), t != NULL ? mst_unit_template_get_name (t)
                                                                          : mst_unit_get_template_id (u), bases);
      g_autofree char *reinforce_label = g_strdup_printf (_("Reinforce %s with one base"), mst_unit_get_name (u));
      g_autofree char *tooltip = g_strdup_printf (_("Re-grade or disband %s"), mst_unit_get_name (u));
      g_autoptr(GMenu) menu = g_menu_new ();
      g_autoptr(GMenuItem) regrade = g_menu_item_new (_("Re-_grade…"), NULL);
      g_autoptr(GMenuItem) disband = g_menu_item_new (_("_Disband…"), NULL);
      GtkWidget *row = text_row (mst_unit_get_name (u), subtitle);
      GtkWidget *plus = gtk_button_new_from_icon_name ("list-add-symbolic");

      gtk_widget_set_valign (plus, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (plus, "flat");
      gtk_widget_set_tooltip_text (plus, _("One base back"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (plus), GTK_ACCESSIBLE_PROPERTY_LABEL, reinforce_label, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (plus), "force.reinforce");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (plus), g_variant_new_string (mst_unit_get_name (u)));
      g_menu_item_set_action_and_target_value (regrade, "force.regrade", g_variant_new_string (mst_unit_get_name (u)));
      g_menu_item_set_action_and_target_value (disband, "force.disband", g_variant_new_string (mst_unit_get_name (u)));
      g_menu_append_item (menu, regrade);
      g_menu_append_item (menu, disband);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), plus);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), menu_button (tooltip, G_MENU_MODEL (menu)));
      gtk_list_box_append (self->state_list, row);
    }
}

static void
refresh_force (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) events = NULL;

  if (self->store == NULL || self->force_id == 0)
    return;
  /* As the next battle finds it, changes made in the editor included. */
  force = mst_library_load (self->library, self->force_id, self->catalogue, &error);
  if (force != NULL)
    events = mst_campaign_store_list_events (self->store, self->force_id, &error);
  if (events == NULL)
    {
      toast_error (self, error);
      return;
    }
  adw_window_title_set_title (self->force_title, mst_force_get_name (force));
  adw_window_title_set_subtitle (self->force_title, self->campaign_name);
  refresh_state (self, force);

  clear_list (self->history_list);
  for (guint i = 0; i < events->len; i++)
    {
      MstCampaignEvent *e = g_ptr_array_index (events, i);
      g_autofree char *text = mst_campaign_event_describe (e);
      const char *date = mst_campaign_event_get_date (e);
      GtkWidget *row = text_row (text, date != NULL ? date : _("Between battles"));
      GtkWidget *icon = gtk_image_new_from_icon_name (event_icon (mst_campaign_event_get_kind (e)));

      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      if (mst_campaign_event_get_battle (e) != NULL)
        {
          g_object_set_data_full (G_OBJECT (row), "battle", g_object_ref (mst_campaign_event_get_battle (e)),
                                  g_object_unref);
          gtk_widget_set_tooltip_text (row, _("Show the force as it went into this battle"));
          add_chevron (row);
        }
      gtk_list_box_append (self->history_list, row);
    }
}

static void
on_force_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  record_battle (self, self->force_id);
}

/* The force's next battle played at the table: the game's end fills in
 * the battle form. */
static void
on_force_play (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (mst_game_window_play (GTK_WINDOW (self), NULL, self->force_id, self->library, self->catalogue,
                            NULL, &error) == NULL)
    toast (self, error->message);
}

/* Appends @event (taken) to the force's history and shows the result. */
static void
append_event (MstCampaignWindow *self, MstCampaignEvent *event)
{
  g_autoptr(MstCampaignEvent) owned = event;
  g_autoptr(GError) error = NULL;

  if (mst_campaign_store_append (self->store, self->force_id, owned, &error) == 0)
    toast_error (self, error);
  else
    {
      g_autofree char *text = mst_campaign_event_describe (owned);
      toast (self, text);
    }
  refresh_force (self);
}

static void
on_reinforce (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  append_event (self, mst_campaign_event_new_reinforced (g_variant_get_string (parameter, NULL), 1));
}

static void
disband_done (MstCampaignWindow *self, GtkWidget *form, gpointer data)
{
  append_event (self, mst_campaign_event_new_unit_disbanded (data));
}

static void
on_disband (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  const char *unit = g_variant_get_string (parameter, NULL);
  g_autofree char *heading = g_strdup_printf (_("Disband %s?"), unit);

  ask (self, heading, _("The unit leaves the force; its history stays."), _("_Disband"), TRUE, NULL,
       disband_done, g_strdup (unit), g_free);
}

/* The unit types of the force's list, for a choice. */
static GtkWidget *
add_template_choice (MstCampaignWindow *self, GtkWidget *form, MstForce *force, const char *current)
{
  MstNationList *list = mst_force_get_list (force);
  GtkStringList *labels = gtk_string_list_new (NULL);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  guint selected = 0;

  if (list != NULL)
    {
      GListModel *templates = mst_nation_list_get_templates (list);
      for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
        {
          g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i);
          if (g_strcmp0 (mst_unit_template_get_id (t), current) == 0)
            selected = i;
          gtk_string_list_append (labels, mst_unit_template_get_name (t));
          g_ptr_array_add (ids, g_strdup (mst_unit_template_get_id (t)));
        }
    }
  return form_add_choice (form, "template", _("Unit type"), labels, ids, selected);
}

static void
regrade_done (MstCampaignWindow *self, GtkWidget *form, gpointer data)
{
  const char *template_id = form_get_choice (form, "template");

  if (template_id != NULL)
    append_event (self, mst_campaign_event_new_unit_regraded (data, template_id));
}

static MstForce *
current_force (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_library_load (self->library, self->force_id, self->catalogue, &error);

  if (force == NULL)
    toast_error (self, error);
  return force;
}

static void
on_regrade (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  const char *unit_name = g_variant_get_string (parameter, NULL);
  g_autoptr(MstForce) force = current_force (self);
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *heading = NULL;
  const char *current = NULL;
  GtkWidget *form;

  if (force == NULL)
    return;
  if (mst_force_get_list (force) == NULL)
    {
      toast (self, _("The force’s army list is not installed: its units cannot be re-graded"));
      return;
    }
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (mst_unit_get_name (g_ptr_array_index (units, i)), unit_name) == 0)
      current = mst_unit_get_template_id (g_ptr_array_index (units, i));
  form = form_new ();
  add_template_choice (self, form, force, current);
  heading = g_strdup_printf (_("Re-grade %s"), unit_name);
  ask (self, heading, _("The unit keeps its name and bases and takes another type of its list."),
       _("Re-_grade"), FALSE, form, regrade_done, g_strdup (unit_name), g_free);
}

static void
new_unit_done (MstCampaignWindow *self, GtkWidget *form, gpointer data)
{
  const char *template_id = form_get_choice (form, "template");
  const char *command = form_get_choice (form, "command");
  g_autofree char *name = g_strstrip (g_strdup (form_get_text (form, "name")));
  g_autofree char *bases_s = g_strstrip (g_strdup (form_get_text (form, "bases")));
  guint64 bases = 0;

  if (bases_s[0] != '\0' && !g_ascii_string_to_unsigned (bases_s, 10, 0, 99, &bases, NULL))
    {
      toast (self, _("Bases are a number from 1 to 99, or empty for the usual"));
      return;
    }
  if (template_id == NULL)
    return;
  append_event (self, mst_campaign_event_new_unit_added (command != NULL ? (int) g_ascii_strtoll (command, NULL, 10) : -1, name,
                                                         template_id, (guint) bases));
}

static void
on_new_unit (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(MstForce) force = current_force (self);
  GtkStringList *commands;
  GPtrArray *ids;
  GtkWidget *form;

  if (force == NULL)
    return;
  if (mst_force_get_list (force) == NULL)
    {
      toast (self, _("The force’s army list is not installed: no unit can be raised"));
      return;
    }
  form = form_new ();
  form_add_entry (form, "name", _("Name"), NULL);
  add_template_choice (self, form, force, NULL);
  commands = gtk_string_list_new (NULL);
  ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < mst_force_get_n_commands (force); i++)
    {
      MstGeneral *g = mst_command_get_general (mst_force_get_command (force, i));
      /* TRANSLATORS: the command of the general named */
      g_autofree char *label = g_strdup_printf (_("%s’s command"), mst_general_get_name (g));
      gtk_string_list_append (commands, label);
      g_ptr_array_add (ids, g_strdup_printf ("%u", i));
    }
  gtk_string_list_append (commands, _("No command"));
  g_ptr_array_add (ids, g_strdup ("-1"));
  form_add_choice (form, "command", _("Command"), commands, ids, 0);
  form_add_entry (form, "bases", _("Bases (empty: the usual)"), NULL);
  ask (self, _("New Unit"), _("A unit raised between battles, from the force’s army list."), _("_Raise"),
       FALSE, form, new_unit_done, NULL, NULL);
}

static void
general_done (MstCampaignWindow *self, GtkWidget *form, gpointer data)
{
  int position = GPOINTER_TO_INT (data) & 0xffff;
  gboolean replace = (GPOINTER_TO_INT (data) & 0x10000) != 0;
  const char *name = form_get_text (form, "name");

  if (replace)
    {
      MstRespect respect = MST_RESPECT_ACCEPTED;
      MstAbility ability = MST_ABILITY_COMPETENT;

      mst_respect_from_string (form_get_choice (form, "respect"), &respect);
      mst_ability_from_string (form_get_choice (form, "ability"), &ability);
      append_event (self, mst_campaign_event_new_general_replaced ((guint) position, name, respect, ability));
    }
  else
    append_event (self, mst_campaign_event_new_general_renamed ((guint) position, name));
}

static void
ask_general (MstCampaignWindow *self, int position, gboolean replace)
{
  g_autoptr(MstForce) force = current_force (self);
  g_autoptr(GPtrArray) generals = NULL;
  g_autofree char *heading = NULL;
  const char *name;
  GtkWidget *form;

  if (force == NULL)
    return;
  generals = mst_force_list_generals (force);
  if (position < 0 || (guint) position >= generals->len)
    return;
  name = mst_general_get_name (g_ptr_array_index (generals, position));
  form = form_new ();
  form_add_entry (form, "name", replace ? _("The new general") : _("Name"), replace ? NULL : name);
  if (replace)
    {
      GtkStringList *respects = gtk_string_list_new (NULL);
      GtkStringList *abilities = gtk_string_list_new (NULL);
      GPtrArray *respect_ids = g_ptr_array_new ();
      GPtrArray *ability_ids = g_ptr_array_new ();

      for (MstRespect r = MST_RESPECT_HATED; r <= MST_RESPECT_INSPIRED; r++)
        {
          gtk_string_list_append (respects, mst_respect_get_label (r));
          g_ptr_array_add (respect_ids, (gpointer) mst_respect_to_string (r));
        }
      for (MstAbility a = MST_ABILITY_INCOMPETENT; a <= MST_ABILITY_EXCEPTIONAL; a++)
        {
          gtk_string_list_append (abilities, mst_ability_get_label (a));
          g_ptr_array_add (ability_ids, (gpointer) mst_ability_to_string (a));
        }
      form_add_choice (form, "respect", _("Respect"), respects, respect_ids, MST_RESPECT_ACCEPTED);
      form_add_choice (form, "ability", _("Ability"), abilities, ability_ids, MST_ABILITY_COMPETENT);
      heading = g_strdup_printf (_("Replace %s"), name);
    }
  else
    heading = g_strdup_printf (_("Rename %s"), name);
  ask (self, heading, replace ? _("A new man takes his post and his command.") : NULL,
       replace ? _("Re_place") : _("_Rename"), FALSE, form, general_done,
       GINT_TO_POINTER (position | (replace ? 0x10000 : 0)), NULL);
}

static void
on_rename_general (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_general (MST_CAMPAIGN_WINDOW (widget), g_variant_get_int32 (parameter), FALSE);
}

static void
on_replace_general (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_general (MST_CAMPAIGN_WINDOW (widget), g_variant_get_int32 (parameter), TRUE);
}

/* The window */

static void
set_campaign_archived (MstCampaignWindow *self, gboolean archived)
{
  g_autoptr(GError) error = NULL;

  if (self->campaign_archived == archived)
    return;
  if (self->store == NULL || self->campaign_id == 0 ||
      !mst_campaign_store_set_archived (self->store, self->campaign_id, archived, &error))
    {
      if (error != NULL)
        toast_error (self, error);
      return;
    }
  self->campaign_archived = archived;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ARCHIVED]);
  toast (self, archived ? _("Campaign archived") : _("Campaign back among the active ones"));
  refresh_campaign (self);
}

static void
mst_campaign_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_ARCHIVED: g_value_set_boolean (value, self->show_archived); break;
    case PROP_CAMPAIGN_ARCHIVED: g_value_set_boolean (value, self->campaign_archived); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_ARCHIVED:
      if (self->show_archived != g_value_get_boolean (value))
        {
          self->show_archived = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
          refresh_campaigns (self);
        }
      break;
    case PROP_CAMPAIGN_ARCHIVED:
      set_campaign_archived (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
mst_campaign_window_close_request (GtkWindow *window)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (window);

  /* A deletion still under its undo toast is final once the window goes. */
  if (self->store != NULL && self->writable)
    mst_campaign_store_purge_deleted (self->store, G_MAXINT64, NULL);
  return GTK_WINDOW_CLASS (mst_campaign_window_parent_class)->close_request (window);
}

static void
mst_campaign_window_dispose (GObject *object)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_WINDOW);
  g_clear_object (&self->store);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (mst_campaign_window_parent_class)->dispose (object);
}

static void
mst_campaign_window_finalize (GObject *object)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  g_free (self->campaign_name);

  G_OBJECT_CLASS (mst_campaign_window_parent_class)->finalize (object);
}

static void
mst_campaign_window_class_init (MstCampaignWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mst_campaign_window_dispose;
  object_class->finalize = mst_campaign_window_finalize;
  object_class->get_property = mst_campaign_window_get_property;
  object_class->set_property = mst_campaign_window_set_property;
  window_class->close_request = mst_campaign_window_close_request;

  properties[PROP_SHOW_ARCHIVED] =
    g_param_spec_boolean ("show-archived", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAMPAIGN_ARCHIVED] =
    g_param_spec_boolean ("campaign-archived", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaigns_stack);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaigns_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaign_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, summary_battles_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, summary_losses_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, summary_generals_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, add_force_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, forces_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battles_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, force_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, state_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, history_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, before_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, before_list);
  gtk_widget_class_bind_template_callback (widget_class, on_campaign_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_force_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_history_activated);

  gtk_widget_class_install_action (widget_class, "campaigns.new", NULL, on_new);
  gtk_widget_class_install_action (widget_class, "campaigns.import", NULL, on_import);
  gtk_widget_class_install_action (widget_class, "campaigns.back", NULL, on_back);
  gtk_widget_class_install_property_action (widget_class, "campaigns.show-archived", "show-archived");
  gtk_widget_class_install_action (widget_class, "campaign.rename", NULL, on_rename);
  gtk_widget_class_install_property_action (widget_class, "campaign.archived", "campaign-archived");
  gtk_widget_class_install_action (widget_class, "campaign.export", NULL, on_export);
  gtk_widget_class_install_action (widget_class, "campaign.delete", NULL, on_delete);
  gtk_widget_class_install_action (widget_class, "campaign.add-force-file", NULL, on_add_force_file);
  gtk_widget_class_install_action (widget_class, "campaign.move-force", "x", on_move_force);
  gtk_widget_class_install_action (widget_class, "campaign.record-battle", "x", on_record_battle);
  gtk_widget_class_install_action (widget_class, "force.record-battle", NULL, on_force_record_battle);
  gtk_widget_class_install_action (widget_class, "force.play", NULL, on_force_play);
  gtk_widget_class_install_action (widget_class, "force.reinforce", "s", on_reinforce);
  gtk_widget_class_install_action (widget_class, "force.disband", "s", on_disband);
  gtk_widget_class_install_action (widget_class, "force.regrade", "s", on_regrade);
  gtk_widget_class_install_action (widget_class, "force.new-unit", NULL, on_new_unit);
  gtk_widget_class_install_action (widget_class, "force.rename-general", "i", on_rename_general);
  gtk_widget_class_install_action (widget_class, "force.replace-general", "i", on_replace_general);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "campaigns.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "campaigns.back", NULL);
}

static void
mst_campaign_window_init (MstCampaignWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->leaflet, "notify::visible-child", G_CALLBACK (on_visible_page), self,
                           G_CONNECT_SWAPPED);
}

static void
set_writable (MstCampaignWindow *self, gboolean writable)
{
  self->writable = writable;
  for (guint i = 0; i < G_N_ELEMENTS (writing_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), writing_actions[i], writable);
}

GtkWindow *
mst_campaign_window_new (GtkWindow *parent, MstLibrary *library, MstCatalogue *catalogue)
{
  MstCampaignWindow *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (MST_TYPE_CAMPAIGN_WINDOW,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;

  if (library == NULL)
    {
      const char *why = NULL;

      if (parent != NULL && MST_IS_APPLICATION (gtk_window_get_application (parent)))
        why = mst_application_get_library_error (MST_APPLICATION (gtk_window_get_application (parent)));
      /* What can still be read is shown, read-only; else why not. */
      library = mst_library_open (NULL, MST_LIBRARY_OPEN_READ_ONLY, &error);
      if (library == NULL)
        {
          adw_status_page_set_description (self->error_page,
                                           why != NULL ? why : error->message);
          gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
          set_writable (self, FALSE);
          return GTK_WINDOW (self);
        }
      self->library = library;
      if (why != NULL)
        gtk_label_set_text (self->banner_label, why);
      else
        gtk_label_set_text (self->banner_label, mst_library_get_read_only_reason (library));
    }
  else
    {
      self->library = g_object_ref (library);
      if (mst_library_is_read_only (library))
        gtk_label_set_text (self->banner_label, mst_library_get_read_only_reason (library));
    }

  self->store = mst_campaign_store_new (self->library, self->catalogue);
  set_writable (self, !mst_library_is_read_only (self->library));
  gtk_revealer_set_reveal_child (self->banner, !self->writable);
  refresh_campaigns (self);
  return GTK_WINDOW (self);
}
