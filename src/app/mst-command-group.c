/* mst-command-group.c: a sub-general's command: the general and his units;
 * of a rule set with levels (Brigade Command), a division or a brigade with
 * its orders.
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
  /* The command's attributes (orders), a combo row each after the
   * general's row; first choice "None". */
  GPtrArray *attr_rows;
  gboolean updating;
  /* Of a brigade: the divisions it may move to, filled when the menu opens. */
  GMenu *parents_menu;
  /* A division's or a brigade's menu, made in code: NULL for the template's. */
  GMenuModel *level_menu;

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
  return (self->general_row != NULL ? 1 : 0) + self->attr_rows->len;
}

/* The rule set's levels, or NULL for one level of commands. */
static const char *const *
get_levels (MstCommandGroup *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);

  return rs != NULL && self->command != NULL ? mst_ruleset_get_levels (rs) : NULL;
}

/* The place of the command's level among the levels, or -1. */
static int
level_index (MstCommandGroup *self)
{
  const char *const *levels = get_levels (self);
  const char *level = self->command != NULL ? mst_command_get_level (self->command) : NULL;

  for (int i = 0; levels != NULL && level != NULL && levels[i] != NULL; i++)
    if (g_str_equal (levels[i], level))
      return i;
  return -1;
}

/* "division", as it reads inside a sentence. */
static char *
dup_level_word (MstCommandGroup *self, const char *level)
{
  return mst_ruleset_level_in_sentence (mst_ruleset_for_force (self->force), level);
}

static void
update_attr_rows (MstCommandGroup *self)
{
  self->updating = TRUE;
  for (guint i = 0; i < self->attr_rows->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (self->attr_rows, i);
      const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
      const char *value = mst_command_get_attr (self->command, spec->name);
      guint selected = 0;

      for (guint k = 0; value != NULL && spec->values[k] != NULL; k++)
        if (g_str_equal (spec->values[k], value))
          selected = k + 1;
      if (adw_combo_row_get_selected (row) != selected)
        adw_combo_row_set_selected (row, selected);
    }
  self->updating = FALSE;
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
      g_autofree char *count = mst_force_view_command_subtitle (self->force, self->command);

      gtk_label_set_text (self->title_label, title);
      /* The whole of a name cut short. */
      mst_widget_set_tooltip_text (GTK_WIDGET (self->title_label), title);
      gtk_label_set_text (self->subtitle_label, count);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      update_attr_rows (self);
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

/* Removes a command of a rule set with levels: those under it stay in the
 * force, under no one, in the same step, so Undo puts them back under it. */
static void
remove_level_command (MstCommandGroup *self, MstForceEditor *editor, MstHistory *history)
{
  g_autoptr(MstCommand) command = g_object_ref (self->command);
  g_autoptr(MstForce) force = g_object_ref (self->force);
  g_autoptr(GPtrArray) under = mst_force_list_subcommands (force, command);
  g_autofree char *title = mst_force_view_command_title (force, command);
  g_autofree char *word = dup_level_word (self, mst_command_get_level (command));
  g_autofree char *label = NULL;
  g_autofree char *message = NULL;

  /* TRANSLATORS: an undo label, "Remove division" */
  label = g_strdup_printf (_("Remove %s"), word);
  if (under->len > 0)
    /* TRANSLATORS: "“Division — Friant” removed; what it commanded is in no division now" */
    message = g_strdup_printf (_("“%s” removed; what it commanded is in no %s now"), title, word);
  else
    message = g_strdup_printf (_("“%s” removed"), title);
  mst_history_begin (history, label);
  for (guint i = 0; i < under->len; i++)
    mst_history_set (history, label, g_ptr_array_index (under, i), "parent", (MstCommand *) NULL);
  mst_history_remove_command (history, label, force, command);
  mst_history_end (history);
  mst_force_editor_announce_removal (editor, message);
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
  if (get_levels (self) != NULL)
    {
      remove_level_command (self, editor, history);
      return;
    }
  /* This group goes with the command. */
  command = g_object_ref (self->command);
  force = g_object_ref (self->force);
  title = mst_force_view_command_title (force, command);
  message = g_strdup_printf (_("“%s” and his command removed"), title);
  mst_history_remove_command (history, _("Remove command"), force, command);
  mst_force_editor_announce_removal (editor, message);
}

/* A command of the level below, under this one (a brigade in a division). */
static void
add_subcommand (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstCommandGroup *self = MST_COMMAND_GROUP (widget);
  const char *const *levels = get_levels (self);
  int index = level_index (self);

  if (levels == NULL || index < 0 || levels[index + 1] == NULL)
    return;
  mst_force_editor_add_subcommand (get_editor (self), levels[index + 1], self->command);
}

/* @param: the place in the force's list of the command to move under, or
 * -1 for none (a brigade on its own). */
static void
move_to (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstCommandGroup *self = MST_COMMAND_GROUP (widget);
  MstForceEditor *editor = get_editor (self);
  MstHistory *history = editor != NULL ? mst_force_editor_get_history (editor) : NULL;
  int index = g_variant_get_int32 (param);
  g_autoptr(MstCommand) command = NULL;
  MstCommand *parent = NULL;
  g_autofree char *word = NULL;
  g_autofree char *label = NULL;

  if (history == NULL || self->command == NULL || level_index (self) <= 0)
    return;
  if (index >= (int) mst_force_get_n_commands (self->force))
    return;
  if (index >= 0)
    parent = mst_force_get_command (self->force, (guint) index);
  if (parent == self->command || parent == mst_command_get_parent (self->command))
    return;
  command = g_object_ref (self->command);
  word = dup_level_word (self, mst_command_get_level (command));
  /* TRANSLATORS: an undo label, "Move brigade" */
  label = g_strdup_printf (_("Move %s"), word);
  mst_history_set (history, label, command, "parent", parent);
  mst_force_editor_select_item (editor, G_OBJECT (command));
}

/* The commands of the level above, but the one it is under already. */
static void
fill_parents_menu (MstCommandGroup *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  const char *const *levels = get_levels (self);
  int index = level_index (self);
  const char *upper;
  MstCommand *current;

  if (self->parents_menu == NULL || levels == NULL || index <= 0)
    return;
  upper = levels[index - 1];
  current = mst_command_get_parent (self->command);
  g_menu_remove_all (self->parents_menu);
  for (guint i = 0; i < mst_force_get_n_commands (self->force); i++)
    {
      MstCommand *c = mst_force_get_command (self->force, i);
      g_autoptr(GMenuItem) item = NULL;
      const char *name;

      if (c == current || g_strcmp0 (mst_command_get_level (c), upper) != 0)
        continue;
      name = mst_general_get_name (mst_command_get_general (c));
      item = g_menu_item_new (name[0] != '\0' ? name : _("Unnamed general"), NULL);
      g_menu_item_set_action_and_target (item, "command.move-to", "i", (gint32) i);
      g_menu_append_item (self->parents_menu, item);
    }
  if (current != NULL)
    {
      /* TRANSLATORS: a menu item: a brigade under no division, "No Division" */
      g_autofree char *none = g_strdup_printf (_("No %s"), mst_ruleset_level_label (rs, upper));
      g_autoptr(GMenuItem) item = g_menu_item_new (none, NULL);

      g_menu_item_set_action_and_target (item, "command.move-to", "i", (gint32) -1);
      g_menu_append_item (self->parents_menu, item);
    }
}

static void
on_menu_button_popup (GtkMenuButton *button, gpointer data)
{
  MstCommandGroup *self = data;

  fill_parents_menu (self);
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->level_menu != NULL ? self->level_menu : self->command_menu);
}

/* A division's or a brigade's menu: what it holds and where it is. */
static GMenuModel *
build_level_menu (MstCommandGroup *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  const char *const *levels = get_levels (self);
  int index = level_index (self);
  const char *label = mst_ruleset_level_label (rs, mst_command_get_level (self->command));
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) section = g_menu_new ();
  g_autoptr(GMenu) end = g_menu_new ();
  g_autofree char *remove = NULL;

  if (index >= 0 && levels[index + 1] != NULL)
    {
      /* TRANSLATORS: a menu item, "Add Brigade" */
      g_autofree char *add = g_strdup_printf (_("Add %s"), mst_ruleset_level_label (rs, levels[index + 1]));
      g_menu_append (section, add, "command.add-subcommand");
    }
  else
    {
      /* TRANSLATORS: a menu item, "Duplicate Brigade" */
      g_autofree char *duplicate = g_strdup_printf (_("Duplicate %s"), label);

      g_menu_append (section, _("_Add Unit…"), "command.add-unit");
      g_menu_append (section, duplicate, "command.duplicate");
    }
  if (index > 0)
    {
      /* TRANSLATORS: a submenu of the divisions a brigade may move to, "Move to Division" */
      g_autofree char *move = g_strdup_printf (_("Move to %s"), mst_ruleset_level_label (rs, levels[index - 1]));

      self->parents_menu = g_menu_new ();
      g_menu_append_submenu (section, move, G_MENU_MODEL (self->parents_menu));
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  /* TRANSLATORS: a menu item, "Remove Division" */
  remove = g_strdup_printf (_("Remove %s"), label);
  g_menu_append (end, remove, "command.remove");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (end));
  return G_MENU_MODEL (g_steal_pointer (&menu));
}

static void
on_attr_row_selected (AdwComboRow *row, GParamSpec *pspec, MstCommandGroup *self)
{
  const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
  guint selected = adw_combo_row_get_selected (row);
  const char *value = selected > 0 && selected != GTK_INVALID_LIST_POSITION ? spec->values[selected - 1] : NULL;
  MstForceEditor *editor = get_editor (self);
  MstHistory *history = editor != NULL ? mst_force_editor_get_history (editor) : NULL;
  g_autoptr(GHashTable) attrs = NULL;
  g_auto(GValue) gvalue = G_VALUE_INIT;
  g_autofree char *label = NULL;

  if (self->updating || history == NULL || selected == GTK_INVALID_LIST_POSITION
      || g_strcmp0 (value, mst_command_get_attr (self->command, spec->name)) == 0)
    return;
  attrs = mst_attrs_copy (mst_command_get_attrs (self->command));
  if (value != NULL)
    g_hash_table_insert (attrs, g_strdup (spec->name), g_strdup (value));
  else
    g_hash_table_remove (attrs, spec->name);
  g_value_init (&gvalue, G_TYPE_HASH_TABLE);
  g_value_set_boxed (&gvalue, attrs);
  /* TRANSLATORS: an undo label, "Change Orders" */
  label = g_strdup_printf (_("Change %s"), _(spec->label));
  mst_history_set_value (history, label, self->command, "attrs", &gvalue);
}

/* The rule set's command attributes (orders), after the general's row. */
static void
add_attr_rows (MstCommandGroup *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);

  if (rs == NULL)
    return;
  for (const MstAttrSpec *spec = mst_ruleset_get_command_attrs (rs); spec->name != NULL; spec++)
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

      /* Orders are given on the table: none yet is a choice. */
      gtk_string_list_append (labels, C_("orders", "None"));
      for (guint k = 0; spec->values[k] != NULL; k++)
        gtk_string_list_append (labels, mst_attr_spec_value_label (spec, spec->values[k]));
      gtk_widget_set_name (GTK_WIDGET (row), spec->name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
      adw_combo_row_set_model (row, G_LIST_MODEL (labels));
      g_object_set_data (G_OBJECT (row), "spec", (gpointer) spec);
      gtk_list_box_insert (self->list, GTK_WIDGET (row), (int) (1 + self->attr_rows->len));
      g_ptr_array_add (self->attr_rows, row);
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_attr_row_selected), self, 0);
    }
  update_attr_rows (self);
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
  g_clear_object (&self->parents_menu);
  g_clear_object (&self->level_menu);
  g_clear_pointer (&self->attr_rows, g_ptr_array_unref);
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
  gtk_widget_class_install_action (widget_class, "command.add-subcommand", NULL, add_subcommand);
  gtk_widget_class_install_action (widget_class, "command.move-to", "i", move_to);

  gtk_widget_class_set_css_name (widget_class, "commandgroup");
}

static void
mst_command_group_init (MstCommandGroup *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  mst_action_row_single_line (self->add_unit_row);
  mst_widget_set_tooltip_text (GTK_WIDGET (self->menu_button), _("Command Menu"));
  self->attr_rows = g_ptr_array_new ();
  /* The menu's popover is made when first opened, not with every command;
   * a brigade's divisions are listed afresh each time. */
  gtk_menu_button_set_create_popup_func (self->menu_button, on_menu_button_popup, self, NULL);

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
      add_attr_rows (self);
      if (get_levels (self) != NULL)
        {
          const char *const *levels = get_levels (self);
          int index = level_index (self);
          gboolean holds_units = index < 0 || levels[index + 1] == NULL;

          /* A division's regiments are in its brigades (003 §2.1). */
          self->level_menu = build_level_menu (self);
          gtk_widget_set_visible (GTK_WIDGET (self->add_unit_row), holds_units);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-unit", holds_units);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.duplicate", holds_units);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-subcommand", !holds_units);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.move-to", index > 0);
        }
      else
        {
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-subcommand", FALSE);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.move-to", FALSE);
        }
    }
  else if (!force_has_commands (self))
    {
      self->units = g_object_ref (mst_force_get_unassigned (force));
      gtk_widget_set_visible (GTK_WIDGET (self->menu_button), FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.duplicate", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.remove", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-subcommand", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.move-to", FALSE);
    }
  else
    {
      self->units = g_object_ref (mst_force_get_unassigned (force));
      gtk_widget_set_visible (GTK_WIDGET (self->add_unit_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->menu_button), FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-unit", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.duplicate", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.remove", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.add-subcommand", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "command.move-to", FALSE);
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
