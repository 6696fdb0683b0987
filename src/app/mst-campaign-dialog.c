/* mst-campaign-dialog.c: the campaigns window's questions: a name, a unit to raise or re-grade, a general to rename or replace.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One template holds every row any of them asks for; each question shows
 * the rows it needs.  What a choice stands for is kept beside it here. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-campaign-dialog.h"
#include "mst-row-util.h"

struct _MstCampaignDialog
{
  AdwMessageDialog parent_instance;

  GtkWidget *form;
  AdwEntryRow *name_row;
  AdwComboRow *template_row;
  AdwComboRow *command_row;
  AdwEntryRow *bases_row;
  /* One combo row for each attribute of a new general, of the specs
   * below, in their order; empty for another question. */
  GPtrArray *attr_rows;

  MstCampaignDialogKind kind;
  /* The attributes asked of a new general (Drums and Muskets' respect
   * and ability, Brigade Command's rating), or NULL.  Static data. */
  const MstAttrSpec *attrs;
  GObject *item;
  GPtrArray *template_ids;  /* the unit types offered, in order */
};

G_DEFINE_FINAL_TYPE (MstCampaignDialog, mst_campaign_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_campaign_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_value_set_object (value, MST_CAMPAIGN_DIALOG (object)->item); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_dialog_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_set_object (&MST_CAMPAIGN_DIALOG (object)->item, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_dialog_dispose (GObject *object)
{
  MstCampaignDialog *self = MST_CAMPAIGN_DIALOG (object);

  g_clear_object (&self->item);
  g_clear_pointer (&self->template_ids, g_ptr_array_unref);
  g_clear_pointer (&self->attr_rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_DIALOG);
  G_OBJECT_CLASS (mst_campaign_dialog_parent_class)->dispose (object);
}

static void
mst_campaign_dialog_class_init (MstCampaignDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_dialog_dispose;
  object_class->get_property = mst_campaign_dialog_get_property;
  object_class->set_property = mst_campaign_dialog_set_property;
  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, G_TYPE_OBJECT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignDialog, form);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignDialog, template_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignDialog, command_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignDialog, bases_row);
}

static void
mst_campaign_dialog_init (MstCampaignDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->template_ids = g_ptr_array_new_with_free_func (g_free);
  self->attr_rows = g_ptr_array_new ();
}

static void
show_name (MstCampaignDialog *self, const char *title, const char *text)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), title);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->name_row), TRUE);
}

/* The unit types of the force's list, @current chosen. */
static void
show_templates (MstCampaignDialog *self, MstForce *force, const char *current)
{
  MstNationList *list = force != NULL ? mst_force_get_list (force) : NULL;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
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
          g_ptr_array_add (self->template_ids, g_strdup (mst_unit_template_get_id (t)));
        }
    }
  adw_combo_row_set_model (self->template_row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (self->template_row, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->template_row), TRUE);
}

/* The force's commands, then none; the index is the command's. */
static void
show_commands (MstCampaignDialog *self, MstForce *force)
{
  g_autoptr(GtkStringList) commands = gtk_string_list_new (NULL);

  for (guint i = 0; force != NULL && i < mst_force_get_n_commands (force); i++)
    {
      MstGeneral *g = mst_command_get_general (mst_force_get_command (force, i));
      /* TRANSLATORS: the command of the general named */
      g_autofree char *label = g_strdup_printf (_("%s’s command"), mst_general_get_name (g));

      gtk_string_list_append (commands, label);
    }
  gtk_string_list_append (commands, _("No command"));
  adw_combo_row_set_model (self->command_row, G_LIST_MODEL (commands));
  adw_combo_row_set_selected (self->command_row, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->command_row), TRUE);
}

/* A new general's attributes as his force's rule set declares them, each
 * at the value one has when none is given, else the middle one (Brigade
 * Command's Able).  FALSE when the rule set declares none. */
static gboolean
show_general_attrs (MstCampaignDialog *self, MstForce *force)
{
  MstRuleset *rs = force != NULL ? mst_ruleset_for_force (force) : NULL;
  const MstAttrSpec *specs = rs != NULL ? mst_ruleset_get_general_attrs (rs) : NULL;

  if (specs == NULL || specs->name == NULL)
    return FALSE;
  self->attrs = specs;
  for (const MstAttrSpec *spec = specs; spec->name != NULL; spec++)
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
      guint n = 0, selected;

      for (; spec->values[n] != NULL; n++)
        gtk_string_list_append (labels, mst_attr_spec_value_label (spec, spec->values[n]));
      selected = n / 2;
      for (guint k = 0; spec->default_value != NULL && k < n; k++)
        if (g_str_equal (spec->values[k], spec->default_value))
          selected = k;
      gtk_widget_set_name (GTK_WIDGET (row), spec->name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
      adw_combo_row_set_model (row, G_LIST_MODEL (labels));
      adw_combo_row_set_selected (row, selected);
      gtk_list_box_append (GTK_LIST_BOX (self->form), GTK_WIDGET (row));
      g_ptr_array_add (self->attr_rows, row);
    }
  return TRUE;
}

/* The template id of the unit called @name in @force, or NULL. */
static const char *
unit_template (MstForce *force, const char *name)
{
  g_autoptr(GPtrArray) units = force != NULL ? mst_force_list_units (force) : NULL;

  for (guint i = 0; units != NULL && i < units->len; i++)
    if (g_strcmp0 (mst_unit_get_name (g_ptr_array_index (units, i)), name) == 0)
      return mst_unit_get_template_id (g_ptr_array_index (units, i));
  return NULL;
}

MstCampaignDialog *
mst_campaign_dialog_new (GtkWindow *parent, MstCampaignDialogKind kind, GObject *item, MstForce *force)
{
  MstCampaignDialog *self;
  AdwMessageDialog *dialog;
  const char *title = item != NULL && MST_IS_CAMPAIGN_LINE (item)
                        ? mst_campaign_line_get_title (MST_CAMPAIGN_LINE (item)) : NULL;
  g_autofree char *heading = NULL;
  /* The words of the force's rule set: bases, stands or figures. */
  const char *ruleset = force != NULL ? mst_force_get_ruleset (force) : NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (item == NULL || G_IS_OBJECT (item), NULL);
  g_return_val_if_fail (force == NULL || MST_IS_FORCE (force), NULL);

  self = g_object_new (MST_TYPE_CAMPAIGN_DIALOG, "transient-for", parent, "item", item, NULL);
  self->kind = kind;
  dialog = ADW_MESSAGE_DIALOG (self);

  switch (kind)
    {
    case MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN:
      adw_message_dialog_set_heading (dialog, _("New Campaign"));
      adw_message_dialog_set_response_label (dialog, "ok", _("C_reate"));
      show_name (self, _("Name"), NULL);
      break;
    case MST_CAMPAIGN_DIALOG_RENAME_CAMPAIGN:
      adw_message_dialog_set_heading (dialog, _("Rename Campaign"));
      adw_message_dialog_set_response_label (dialog, "ok", _("_Rename"));
      show_name (self, _("Name"), item != NULL && MST_IS_CAMPAIGN (item) ? mst_campaign_get_name (MST_CAMPAIGN (item))
                                                                         : NULL);
      break;
    case MST_CAMPAIGN_DIALOG_NEW_UNIT:
      adw_message_dialog_set_heading (dialog, _("New Unit"));
      adw_message_dialog_set_body (dialog, _("A unit raised between battles, from the force’s army list."));
      adw_message_dialog_set_response_label (dialog, "ok", _("_Raise"));
      show_name (self, _("Name"), NULL);
      show_templates (self, force, NULL);
      show_commands (self, force);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->bases_row),
                                     mst_campaign_view_strength_entry_title (ruleset));
      gtk_widget_set_visible (GTK_WIDGET (self->bases_row), TRUE);
      break;
    case MST_CAMPAIGN_DIALOG_REGRADE:
      heading = g_strdup_printf (_("Re-grade %s"), title);
      adw_message_dialog_set_heading (dialog, heading);
      adw_message_dialog_set_body (dialog, mst_campaign_view_regrade_body (ruleset));
      adw_message_dialog_set_response_label (dialog, "ok", _("Re-_grade"));
      show_templates (self, force, unit_template (force, title));
      break;
    case MST_CAMPAIGN_DIALOG_DISBAND:
      heading = g_strdup_printf (_("Disband %s?"), title);
      adw_message_dialog_set_heading (dialog, heading);
      adw_message_dialog_set_body (dialog, _("The unit leaves the force; its history stays."));
      adw_message_dialog_set_response_label (dialog, "ok", _("_Disband"));
      adw_message_dialog_set_response_appearance (dialog, "ok", ADW_RESPONSE_DESTRUCTIVE);
      gtk_widget_set_visible (self->form, FALSE);
      break;
    case MST_CAMPAIGN_DIALOG_RENAME_GENERAL:
      heading = g_strdup_printf (_("Rename %s"), title);
      adw_message_dialog_set_heading (dialog, heading);
      adw_message_dialog_set_response_label (dialog, "ok", _("_Rename"));
      show_name (self, _("Name"), title);
      break;
    case MST_CAMPAIGN_DIALOG_REPLACE_GENERAL:
    default:
      heading = g_strdup_printf (_("Replace %s"), title);
      adw_message_dialog_set_heading (dialog, heading);
      adw_message_dialog_set_body (dialog, _("A new man takes his post and his command."));
      adw_message_dialog_set_response_label (dialog, "ok", _("Re_place"));
      show_name (self, _("The new general"), NULL);
      /* A rule set that says nothing more of a general asks only his
       * name. */
      show_general_attrs (self, force);
      break;
    }
  return self;
}

MstCampaignDialogKind
mst_campaign_dialog_get_kind (MstCampaignDialog *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN);
  return self->kind;
}

GObject *
mst_campaign_dialog_get_item (MstCampaignDialog *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), NULL);
  return self->item;
}

char *
mst_campaign_dialog_dup_name (MstCampaignDialog *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), NULL);
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
}

const char *
mst_campaign_dialog_get_template (MstCampaignDialog *self)
{
  guint selected;

  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), NULL);
  selected = adw_combo_row_get_selected (self->template_row);
  return selected < self->template_ids->len ? g_ptr_array_index (self->template_ids, selected) : NULL;
}

int
mst_campaign_dialog_get_command (MstCampaignDialog *self)
{
  guint selected, n;

  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), -1);
  selected = adw_combo_row_get_selected (self->command_row);
  n = g_list_model_get_n_items (adw_combo_row_get_model (self->command_row));
  /* The last choice is "No command". */
  return selected + 1 < n ? (int) selected : -1;
}

gboolean
mst_campaign_dialog_get_bases (MstCampaignDialog *self, guint *bases)
{
  g_autofree char *text = NULL;
  guint64 v = 0;

  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), FALSE);
  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->bases_row))));
  if (text[0] != '\0' && !g_ascii_string_to_unsigned (text, 10, 1, 99, &v, NULL))
    return FALSE;
  *bases = (guint) v;
  return TRUE;
}

GHashTable *
mst_campaign_dialog_dup_attrs (MstCampaignDialog *self)
{
  GHashTable *attrs;

  g_return_val_if_fail (MST_IS_CAMPAIGN_DIALOG (self), NULL);
  if (self->attrs == NULL)
    return NULL;
  attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint i = 0; i < self->attr_rows->len; i++)
    {
      const MstAttrSpec *spec = &self->attrs[i];
      guint selected = adw_combo_row_get_selected (g_ptr_array_index (self->attr_rows, i));

      if (selected < g_strv_length ((char **) spec->values))
        g_hash_table_insert (attrs, g_strdup (spec->name), g_strdup (spec->values[selected]));
    }
  return attrs;
}
