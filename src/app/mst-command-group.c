/* mst-command-group.c: a sub-general's command: the general and his units.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-command-group.h"
#include "mst-row-util.h"
#include "mst-force-editor.h"

struct _MstCommandGroup
{
  GtkWidget parent_instance;

  MstForce *force;
  MstCommand *command;          /* NULL: the unassigned units */
  GListModel *units;
  MstGeneralRow *general_row;   /* NULL for the unassigned units */

  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkMenuButton *menu_button;
  GMenuModel *command_menu;
  GtkListBox *list;
  AdwActionRow *add_unit_row;
};

G_DEFINE_FINAL_TYPE (MstCommandGroup, mst_command_group, GTK_TYPE_WIDGET)

static MstForceEditor *
get_editor (MstCommandGroup *self)
{
  return (MstForceEditor *) gtk_widget_get_ancestor (GTK_WIDGET (self), MST_TYPE_FORCE_EDITOR);
}

/* The list holds the general's row first, then one row per unit. */
static guint
unit_offset (MstCommandGroup *self)
{
  return self->general_row != NULL ? 1 : 0;
}

static gboolean
force_has_commands (MstCommandGroup *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);

  return rs == NULL || mst_ruleset_has_commands (rs);
}

static void
update_header (MstCommandGroup *self)
{
  if (self->command != NULL)
    {
      g_autofree char *title = mst_force_view_command_title (self->force, self->command);
      g_autofree char *count = mst_force_view_command_totals (self->command);

      gtk_label_set_text (self->title_label, title);
      /* The whole of a name cut short. */
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), title);
      gtk_label_set_text (self->subtitle_label, count);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
  else if (!force_has_commands (self))
    {
      /* A rule set without commands: the force is this list of units. */
      guint n = g_list_model_get_n_items (self->units);
      g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", n), n);

      gtk_label_set_text (self->title_label, _("Units"));
      gtk_label_set_text (self->subtitle_label, count);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Units"), -1);
    }
  else
    {
      gtk_label_set_text (self->title_label, _("Not in a Command"));
      /* An instruction, read whole: it wraps. */
      gtk_label_set_wrap (self->subtitle_label, TRUE);
      gtk_label_set_ellipsize (self->subtitle_label, PANGO_ELLIPSIZE_NONE);
      gtk_label_set_text (self->subtitle_label,
                          _("Every unit must belong to a sub-general’s command: move these to one."));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Units not in a command"), -1);
    }
}

static void
on_units_items_changed (MstCommandGroup *self, guint position, guint removed, guint added,
                        GListModel *units)
{
  guint offset = unit_offset (self);

  for (guint i = 0; i < removed; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, offset + position);
      gtk_list_box_remove (self->list, GTK_WIDGET (row));
    }
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (units, position + i);
      gtk_list_box_insert (self->list, mst_unit_row_new (unit, mst_ruleset_for_force (self->force)), (int) (offset + position + i));
    }
  update_header (self);
}

gboolean
mst_command_group_drop_unit (MstCommandGroup *self, MstUnit *unit)
{
  MstForceEditor *editor;
  MstHistory *history;
  g_autoptr(MstUnit) keep = NULL;

  g_return_val_if_fail (MST_IS_COMMAND_GROUP (self), FALSE);
  g_return_val_if_fail (MST_IS_UNIT (unit), FALSE);

  editor = get_editor (self);
  history = editor != NULL ? mst_force_editor_get_history (editor) : NULL;
  if (history == NULL || !mst_force_locate_unit (self->force, unit, NULL, NULL))
    return FALSE;
  keep = g_object_ref (unit);
  mst_history_move_unit (history, _("Move unit"), self->force, keep, self->command, G_MAXUINT);
  mst_force_editor_select_item (editor, G_OBJECT (keep));
  return TRUE;
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, MstCommandGroup *self)
{
  if (!G_VALUE_HOLDS (value, MST_TYPE_UNIT))
    return FALSE;
  return mst_command_group_drop_unit (self, g_value_get_object (value));
}

static void
add_unit (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstCommandGroup *self = MST_COMMAND_GROUP (widget);

  mst_force_editor_pick_unit (get_editor (self), self->command);
}

static void
duplicate_command (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstCommandGroup *self = MST_COMMAND_GROUP (widget);
  MstForceEditor *editor = get_editor (self);
  MstHistory *history = editor != NULL ? mst_force_editor_get_history (editor) : NULL;
  g_autoptr(MstCommand) copy = NULL;
  const char *name;
  guint position;

  if (history == NULL || self->command == NULL ||
      !mst_force_find_command (self->force, self->command, &position))
    return;
  copy = mst_command_copy (self->command);
  name = mst_general_get_name (mst_command_get_general (copy));
  if (name[0] != '\0')
    {
      /* TRANSLATORS: the general of a duplicated command */
      g_autofree char *copy_name = g_strdup_printf (_("%s (copy)"), name);
      mst_general_set_name (mst_command_get_general (copy), copy_name);
    }
  mst_history_insert_command (history, _("Duplicate command"), self->force, position + 1, copy);
  mst_force_editor_select_item (editor, G_OBJECT (copy));
}

static void
remove_command (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstCommandGroup *self = MST_COMMAND_GROUP (widget);
  MstForceEditor *editor = get_editor (self);
  MstHistory *history = editor != NULL ? mst_force_editor_get_history (editor) : NULL;
  g_autoptr(MstCommand) command = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *title = NULL;
  g_autofree char *message = NULL;

  if (history == NULL || self->command == NULL)
    return;
  /* This group goes with the command. */
  command = g_object_ref (self->command);
  force = g_object_ref (self->force);
  title = mst_force_view_command_title (force, command);
  message = g_strdup_printf (_("“%s” and his command removed"), title);
  mst_history_remove_command (history, _("Remove command"), force, command);
  mst_force_editor_announce_removal (editor, message);
}

static void
mst_command_group_dispose (GObject *object)
{
  GtkWidget *child;
  MstCommandGroup *self = MST_COMMAND_GROUP (object);

  if (self->units != NULL)
    g_signal_handlers_disconnect_by_data (self->units, self);
  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (mst_force_get_commands (self->force), self);
  if (self->command != NULL)
    g_signal_handlers_disconnect_by_data (mst_command_get_general (self->command), self);
  g_clear_object (&self->units);
  g_clear_object (&self->command);
  g_clear_object (&self->force);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_COMMAND_GROUP);
  /* Unbound template children (separators, header boxes) too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (mst_command_group_parent_class)->dispose (object);
}

static void
mst_command_group_class_init (MstCommandGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_command_group_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-command-group.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCommandGroup, title_label);
  gtk_widget_class_bind_template_child (widget_class, MstCommandGroup, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, MstCommandGroup, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MstCommandGroup, command_menu);
  gtk_widget_class_bind_template_child (widget_class, MstCommandGroup, list);
  gtk_widget_class_bind_template_child (widget_class, MstCommandGroup, add_unit_row);

  gtk_widget_class_install_action (widget_class, "command.add-unit", NULL, add_unit);
  gtk_widget_class_install_action (widget_class, "command.duplicate", NULL, duplicate_command);
  gtk_widget_class_install_action (widget_class, "command.remove", NULL, remove_command);

  gtk_widget_class_set_css_name (widget_class, "commandgroup");
}

static void
mst_command_group_init (MstCommandGroup *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The menu's popover is made when first opened, not with every command. */
  mst_menu_button_set_menu_lazily (self->menu_button, self->command_menu);

  target = gtk_drop_target_new (MST_TYPE_UNIT, GDK_ACTION_MOVE);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

GtkWidget *
mst_command_group_new (MstForce *force, MstCommand *command)
{
  MstCommandGroup *self;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (command == NULL || MST_IS_COMMAND (command), NULL);

  self = g_object_new (MST_TYPE_COMMAND_GROUP, NULL);
  self->force = g_object_ref (force);
  if (command != NULL)
    {
      MstGeneral *general = mst_command_get_general (command);

      self->command = g_object_ref (command);
      self->units = g_object_ref (mst_command_get_units (command));
      self->general_row = MST_GENERAL_ROW (mst_general_row_new (force, general));
      mst_general_row_set_role_title (self->general_row, TRUE);
      gtk_list_box_insert (self->list, GTK_WIDGET (self->general_row), 0);
      g_signal_connect_object (general, "notify::name", G_CALLBACK (update_header), self,
                               G_CONNECT_SWAPPED);
      /* The bases total follows every unit's bases. */
      g_signal_connect_object (force, "changed", G_CALLBACK (update_header), self, G_CONNECT_SWAPPED);
      /* "Sub-general N" follows the command's place. */
      g_signal_connect_object (mst_force_get_commands (force), "items-changed",
                               G_CALLBACK (update_header), self, G_CONNECT_SWAPPED);
    }
  else if (!force_has_commands (self))
    {
      self->units = g_object_ref (mst_force_get_unassigned (force));
      gtk_widget_set_visible (GTK_WIDGET (self->menu_button), FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.duplicate", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.remove", FALSE);
    }
  else
    {
      self->units = g_object_ref (mst_force_get_unassigned (force));
      gtk_widget_set_visible (GTK_WIDGET (self->add_unit_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->menu_button), FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-unit", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.duplicate", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.remove", FALSE);
    }
  g_signal_connect_object (self->units, "items-changed", G_CALLBACK (on_units_items_changed),
                           self, G_CONNECT_SWAPPED);
  on_units_items_changed (self, 0, 0, g_list_model_get_n_items (self->units), self->units);
  return GTK_WIDGET (self);
}

MstCommand *
mst_command_group_get_command (MstCommandGroup *self)
{
  g_return_val_if_fail (MST_IS_COMMAND_GROUP (self), NULL);
  return self->command;
}

MstGeneralRow *
mst_command_group_get_general_row (MstCommandGroup *self)
{
  g_return_val_if_fail (MST_IS_COMMAND_GROUP (self), NULL);
  return self->general_row;
}

MstUnitRow *
mst_command_group_find_unit_row (MstCommandGroup *self, MstUnit *unit)
{
  guint position;

  g_return_val_if_fail (MST_IS_COMMAND_GROUP (self), NULL);

  for (position = 0; position < g_list_model_get_n_items (self->units); position++)
    {
      g_autoptr(MstUnit) item = g_list_model_get_item (self->units, position);
      if (item == unit)
        return MST_UNIT_ROW (gtk_list_box_get_row_at_index (self->list,
                                                            (int) (unit_offset (self) + position)));
    }
  return NULL;
}
