/* mst-campaign-rows.c: the rows of the campaigns window, each made from its item.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every string a row shows comes from mst-campaign-view.c; a row only puts
 * it on its labels.  Rows never wrap: a list of thousands is laid out in
 * one line each. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mst-campaign-rows.h"

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

/* A title and, below it, a smaller and dimmer subtitle, in one label. */
static void
set_two_lines (GtkLabel *label, const char *title, const char *subtitle)
{
  g_autofree char *text = g_strconcat (title, "\n", subtitle, NULL);
  PangoAttrList *attrs = pango_attr_list_new ();
  PangoAttribute *attr;
  guint start = (guint) strlen (title) + 1;

  attr = pango_attr_scale_new (PANGO_SCALE_SMALL);
  attr->start_index = start;
  pango_attr_list_insert (attrs, attr);
  attr = pango_attr_foreground_alpha_new ((guint16) (0.55 * G_MAXUINT16));
  attr->start_index = start;
  pango_attr_list_insert (attrs, attr);
  gtk_label_set_text (label, text);
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}

/* MstCampaignRow */

struct _MstCampaignRow
{
  AdwPreferencesRow parent_instance;

  GtkLabel *label;

  MstCampaign *item;
  char *subtitle;
  char *host;     /* the club server's, for its campaigns */
};

G_DEFINE_FINAL_TYPE (MstCampaignRow, mst_campaign_row, ADW_TYPE_PREFERENCES_ROW)

static GParamSpec *campaign_row_props[N_PROPS];

static void
mst_campaign_row_set_item (MstCampaignRow *self, MstCampaign *item)
{
  if (!g_set_object (&self->item, item) || item == NULL)
    return;
  g_free (self->subtitle);
  self->subtitle = mst_campaign_view_campaign_subtitle (item);
  if (self->host != NULL)
    {
      char *marked;

      /* TRANSLATORS: a club server's host, then a campaign's size ("2 forces · 3 battles") */
      marked = g_strdup_printf (_("%s · %s"), self->host, self->subtitle);
      g_free (self->subtitle);
      self->subtitle = marked;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), mst_campaign_get_name (item));
  set_two_lines (self->label, mst_campaign_get_name (item), self->subtitle);
  g_object_notify_by_pspec (G_OBJECT (self), campaign_row_props[PROP_ITEM]);
}

static void
mst_campaign_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_value_set_object (value, MST_CAMPAIGN_ROW (object)->item); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: mst_campaign_row_set_item (MST_CAMPAIGN_ROW (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_row_dispose (GObject *object)
{
  MstCampaignRow *self = MST_CAMPAIGN_ROW (object);

  g_clear_object (&self->item);
  g_clear_pointer (&self->subtitle, g_free);
  g_clear_pointer (&self->host, g_free);
  /* The row's child (the template's box) goes with the row. */
  self->label = NULL;
  G_OBJECT_CLASS (mst_campaign_row_parent_class)->dispose (object);
}

static void
mst_campaign_row_class_init (MstCampaignRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_row_dispose;
  object_class->get_property = mst_campaign_row_get_property;
  object_class->set_property = mst_campaign_row_set_property;
  campaign_row_props[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, MST_TYPE_CAMPAIGN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, campaign_row_props);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignRow, label);
}

static void
mst_campaign_row_init (MstCampaignRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mst_campaign_row_new (MstCampaign *item)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (item), NULL);
  return g_object_new (MST_TYPE_CAMPAIGN_ROW, "item", item, NULL);
}

GtkWidget *
mst_campaign_row_new_at (MstCampaign *item, const char *host)
{
  MstCampaignRow *self;

  g_return_val_if_fail (MST_IS_CAMPAIGN (item), NULL);
  g_return_val_if_fail (host != NULL, NULL);

  self = g_object_new (MST_TYPE_CAMPAIGN_ROW, NULL);
  self->host = g_strdup (host);
  mst_campaign_row_set_item (self, item);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), host);
  return GTK_WIDGET (self);
}

MstCampaign *
mst_campaign_row_get_item (MstCampaignRow *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_ROW (self), NULL);
  return self->item;
}

/* MstCampaignLineRow */

struct _MstCampaignLineRow
{
  AdwPreferencesRow parent_instance;

  GtkBox *box;
  GtkLabel *label;
  /* Made only for the lines that have them. */
  GtkWidget *suffixes[3];

  MstCampaignLine *item;
  gboolean editable;
};

G_DEFINE_FINAL_TYPE (MstCampaignLineRow, mst_campaign_line_row, ADW_TYPE_PREFERENCES_ROW)

enum {
  LINE_PROP_0,
  LINE_PROP_ITEM,
  LINE_PROP_EDITABLE,
  N_LINE_PROPS
};

static GParamSpec *line_row_props[N_LINE_PROPS];

static GtkWidget *
flat_button (const char *icon_name, const char *tooltip, const char *accessible_label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);
  return button;
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
line_row_add (MstCampaignLineRow *self, GtkWidget *suffix)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->suffixes); i++)
    if (self->suffixes[i] == NULL)
      {
        self->suffixes[i] = suffix;
        gtk_box_append (self->box, suffix);
        return;
      }
  g_assert_not_reached ();
}

static void
line_row_update (MstCampaignLineRow *self)
{
  MstCampaignLine *line = self->item;
  MstCampaignLineKind kind;
  const char *title;

  for (guint i = 0; i < G_N_ELEMENTS (self->suffixes); i++)
    if (self->suffixes[i] != NULL)
      {
        gtk_box_remove (self->box, self->suffixes[i]);
        self->suffixes[i] = NULL;
      }
  if (line == NULL)
    return;
  kind = mst_campaign_line_get_kind (line);
  title = mst_campaign_line_get_title (line);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  if (mst_campaign_line_get_subtitle (line) != NULL)
    set_two_lines (self->label, title, mst_campaign_line_get_subtitle (line));
  else
    gtk_label_set_text (self->label, title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), kind == MST_CAMPAIGN_LINE_FORCE);

  if (kind == MST_CAMPAIGN_LINE_FORCE)
    {
      if (self->editable)
        {
          g_autofree char *label = g_strdup_printf (_("Record a battle of %s"), title);
          GtkWidget *record = flat_button ("document-edit-symbolic", _("Record a Battle…"), label);

          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (record),
                                                  g_variant_new_int64 (mst_campaign_line_get_id (line)));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (record), "campaign.record-battle");
          line_row_add (self, record);
        }
      line_row_add (self, gtk_image_new_from_icon_name ("go-next-symbolic"));
    }
  else if (kind == MST_CAMPAIGN_LINE_UNIT && self->editable)
    {
      const char *ruleset = mst_campaign_line_get_ruleset (line);
      g_autofree char *reinforce_label = mst_campaign_view_reinforce_label (ruleset, title);
      g_autofree char *tooltip = g_strdup_printf (_("Re-grade or disband %s"), title);
      g_autoptr(GMenuItem) regrade = g_menu_item_new (_("Re-_grade…"), NULL);
      g_autoptr(GMenuItem) disband = g_menu_item_new (_("_Disband…"), NULL);
      g_autoptr(GMenu) menu = g_menu_new ();
      g_autoptr(GVariant) key = g_variant_ref_sink (g_variant_new_string (mst_campaign_line_get_key (line)));
      GtkWidget *plus = flat_button ("list-add-symbolic", mst_campaign_view_reinforce_tooltip (ruleset),
                                     reinforce_label);

      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (plus), key);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (plus), "force.reinforce");
      g_menu_item_set_action_and_target_value (regrade, "force.regrade", key);
      g_menu_item_set_action_and_target_value (disband, "force.disband", key);
      g_menu_append_item (menu, regrade);
      g_menu_append_item (menu, disband);
      line_row_add (self, plus);
      line_row_add (self, menu_button (tooltip, G_MENU_MODEL (menu)));
    }
  else if (kind == MST_CAMPAIGN_LINE_GENERAL && self->editable)
    {
      g_autofree char *tooltip = g_strdup_printf (_("Rename or replace %s"), title);
      g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);
      g_autoptr(GMenuItem) replace = g_menu_item_new (_("Re_place…"), NULL);
      g_autoptr(GMenu) menu = g_menu_new ();
      int position = mst_campaign_line_get_position (line);

      g_menu_item_set_action_and_target_value (rename, "force.rename-general", g_variant_new_int32 (position));
      g_menu_item_set_action_and_target_value (replace, "force.replace-general", g_variant_new_int32 (position));
      g_menu_append_item (menu, rename);
      g_menu_append_item (menu, replace);
      line_row_add (self, menu_button (tooltip, G_MENU_MODEL (menu)));
    }
}

static void
mst_campaign_line_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignLineRow *self = MST_CAMPAIGN_LINE_ROW (object);

  switch (prop_id)
    {
    case LINE_PROP_ITEM: g_value_set_object (value, self->item); break;
    case LINE_PROP_EDITABLE: g_value_set_boolean (value, self->editable); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_line_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCampaignLineRow *self = MST_CAMPAIGN_LINE_ROW (object);

  switch (prop_id)
    {
    case LINE_PROP_ITEM:
      if (g_set_object (&self->item, g_value_get_object (value)))
        {
          line_row_update (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case LINE_PROP_EDITABLE:
      if (self->editable != g_value_get_boolean (value))
        {
          self->editable = g_value_get_boolean (value);
          line_row_update (self);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_line_row_dispose (GObject *object)
{
  MstCampaignLineRow *self = MST_CAMPAIGN_LINE_ROW (object);

  g_clear_object (&self->item);
  /* The row's child (the template's box) goes with the row. */
  self->box = NULL;
  self->label = NULL;
  memset (self->suffixes, 0, sizeof self->suffixes);
  G_OBJECT_CLASS (mst_campaign_line_row_parent_class)->dispose (object);
}

static void
mst_campaign_line_row_class_init (MstCampaignLineRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_line_row_dispose;
  object_class->get_property = mst_campaign_line_row_get_property;
  object_class->set_property = mst_campaign_line_row_set_property;
  line_row_props[LINE_PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, MST_TYPE_CAMPAIGN_LINE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  line_row_props[LINE_PROP_EDITABLE] =
    g_param_spec_boolean ("editable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_LINE_PROPS, line_row_props);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-line-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignLineRow, box);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignLineRow, label);
}

static void
mst_campaign_line_row_init (MstCampaignLineRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mst_campaign_line_row_new (MstCampaignLine *item, gboolean editable)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (item), NULL);
  return g_object_new (MST_TYPE_CAMPAIGN_LINE_ROW, "editable", editable, "item", item, NULL);
}

MstCampaignLine *
mst_campaign_line_row_get_item (MstCampaignLineRow *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE_ROW (self), NULL);
  return self->item;
}

/* MstCampaignBattleRow */

struct _MstCampaignBattleRow
{
  GtkBox parent_instance;

  GtkLabel *label;

  MstBattle *item;
  char *title;
  char *subtitle;
};

G_DEFINE_FINAL_TYPE (MstCampaignBattleRow, mst_campaign_battle_row, GTK_TYPE_BOX)

static GParamSpec *battle_row_props[N_PROPS];


void
mst_campaign_battle_row_set_item (MstCampaignBattleRow *self, MstBattle *item, const char *force_name)
{
  g_return_if_fail (MST_IS_CAMPAIGN_BATTLE_ROW (self));

  if (g_set_object (&self->item, item))
    g_object_notify_by_pspec (G_OBJECT (self), battle_row_props[PROP_ITEM]);
  if (item == NULL)
    return;
  g_free (self->title);
  g_free (self->subtitle);
  self->title = g_strdup (mst_battle_get_name (item));
  self->subtitle = mst_campaign_view_battle_subtitle (item, force_name);
  set_two_lines (self->label, self->title, self->subtitle);
}

MstBattle *
mst_campaign_battle_row_get_item (MstCampaignBattleRow *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BATTLE_ROW (self), NULL);
  return self->item;
}

static void
mst_campaign_battle_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_value_set_object (value, MST_CAMPAIGN_BATTLE_ROW (object)->item); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_battle_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM:
      mst_campaign_battle_row_set_item (MST_CAMPAIGN_BATTLE_ROW (object), g_value_get_object (value), NULL);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_battle_row_dispose (GObject *object)
{
  MstCampaignBattleRow *self = MST_CAMPAIGN_BATTLE_ROW (object);

  g_clear_object (&self->item);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->subtitle, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_CAMPAIGN_BATTLE_ROW);
  G_OBJECT_CLASS (mst_campaign_battle_row_parent_class)->dispose (object);
}

static void
mst_campaign_battle_row_class_init (MstCampaignBattleRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_battle_row_dispose;
  object_class->get_property = mst_campaign_battle_row_get_property;
  object_class->set_property = mst_campaign_battle_row_set_property;
  battle_row_props[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, MST_TYPE_BATTLE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, battle_row_props);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-battle-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattleRow, label);
}

static void
mst_campaign_battle_row_init (MstCampaignBattleRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* MstCampaignEventRow */

struct _MstCampaignEventRow
{
  GtkBox parent_instance;

  GtkImage *icon;
  GtkLabel *label;
  GtkWidget *chevron;
  GtkWidget *retract;

  MstCampaignEvent *item;
  char *title;
  /* Its date, and whether it was taken back, as shown under the title. */
  char *subtitle;
};

G_DEFINE_FINAL_TYPE (MstCampaignEventRow, mst_campaign_event_row, GTK_TYPE_BOX)

static GParamSpec *event_row_props[N_PROPS];

void
mst_campaign_event_row_set_item (MstCampaignEventRow *self, MstCampaignEvent *item)
{
  gboolean battle;

  g_return_if_fail (MST_IS_CAMPAIGN_EVENT_ROW (self));

  if (!g_set_object (&self->item, item))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), event_row_props[PROP_ITEM]);
  if (item == NULL)
    return;
  g_free (self->title);
  self->title = mst_campaign_event_describe (item);
  battle = mst_campaign_event_get_battle (item) != NULL;
  gtk_image_set_from_icon_name (self->icon, mst_campaign_view_event_icon (mst_campaign_event_get_kind (item)));
  g_free (self->subtitle);
  self->subtitle = g_strdup (mst_campaign_view_event_date (item));
  set_two_lines (self->label, self->title, self->subtitle);
  gtk_widget_set_visible (self->chevron, battle);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), battle ? _("Show this battle in full") : NULL);
}

void
mst_campaign_event_row_set_retract (MstCampaignEventRow *self, gboolean may, gboolean taken_back)
{
  MstCampaignEventKind kind;

  g_return_if_fail (MST_IS_CAMPAIGN_EVENT_ROW (self));

  if (self->item == NULL)
    return;
  kind = mst_campaign_event_get_kind (self->item);
  /* A joining or a taking back is never taken back; one taken back, once. */
  gtk_widget_set_visible (self->retract, may && !taken_back && kind != MST_CAMPAIGN_EVENT_JOINED
                                         && kind != MST_CAMPAIGN_EVENT_RETRACTED);
  /* The target before the action, which takes the change's id: never the
   * action without one. */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->retract),
                                          g_variant_new_int64 (mst_campaign_event_get_id (self->item)));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->retract), "force.retract");
  g_free (self->subtitle);
  if (taken_back)
    /* TRANSLATORS: a change of a force's history that the game master took back, its date before */
    self->subtitle = g_strdup_printf (_("%s · taken back"), mst_campaign_view_event_date (self->item));
  else
    self->subtitle = g_strdup (mst_campaign_view_event_date (self->item));
  set_two_lines (self->label, self->title, self->subtitle);
  if (taken_back)
    gtk_widget_add_css_class (GTK_WIDGET (self->label), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->label), "dim-label");
}

MstCampaignEvent *
mst_campaign_event_row_get_item (MstCampaignEventRow *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT_ROW (self), NULL);
  return self->item;
}

static void
mst_campaign_event_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_value_set_object (value, MST_CAMPAIGN_EVENT_ROW (object)->item); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_event_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM:
      mst_campaign_event_row_set_item (MST_CAMPAIGN_EVENT_ROW (object), g_value_get_object (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_event_row_dispose (GObject *object)
{
  g_clear_object (&MST_CAMPAIGN_EVENT_ROW (object)->item);
  g_clear_pointer (&MST_CAMPAIGN_EVENT_ROW (object)->title, g_free);
  g_clear_pointer (&MST_CAMPAIGN_EVENT_ROW (object)->subtitle, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_CAMPAIGN_EVENT_ROW);
  G_OBJECT_CLASS (mst_campaign_event_row_parent_class)->dispose (object);
}

static void
mst_campaign_event_row_class_init (MstCampaignEventRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_event_row_dispose;
  object_class->get_property = mst_campaign_event_row_get_property;
  object_class->set_property = mst_campaign_event_row_set_property;
  event_row_props[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, MST_TYPE_CAMPAIGN_EVENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, event_row_props);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-event-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignEventRow, icon);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignEventRow, label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignEventRow, chevron);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignEventRow, retract);
}

static void
mst_campaign_event_row_init (MstCampaignEventRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Any of them */

const char *
mst_campaign_list_row_get_title (GtkWidget *row)
{
  if (ADW_IS_PREFERENCES_ROW (row))
    return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  if (MST_IS_CAMPAIGN_BATTLE_ROW (row))
    return MST_CAMPAIGN_BATTLE_ROW (row)->title;
  if (MST_IS_CAMPAIGN_EVENT_ROW (row))
    return MST_CAMPAIGN_EVENT_ROW (row)->title;
  return NULL;
}

const char *
mst_campaign_list_row_get_subtitle (GtkWidget *row)
{
  if (MST_IS_CAMPAIGN_ROW (row))
    return MST_CAMPAIGN_ROW (row)->subtitle;
  if (MST_IS_CAMPAIGN_LINE_ROW (row))
    return MST_CAMPAIGN_LINE_ROW (row)->item != NULL
           ? mst_campaign_line_get_subtitle (MST_CAMPAIGN_LINE_ROW (row)->item) : NULL;
  if (ADW_IS_ACTION_ROW (row))
    return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  if (MST_IS_CAMPAIGN_BATTLE_ROW (row))
    return MST_CAMPAIGN_BATTLE_ROW (row)->subtitle;
  if (MST_IS_CAMPAIGN_EVENT_ROW (row))
    return MST_CAMPAIGN_EVENT_ROW (row)->subtitle;
  return NULL;
}
