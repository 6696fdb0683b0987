/* mst-force-editor.c: the force being edited: pools, army checks, commands and units.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-checks.h"
#include "mst-command-group.h"
#include "mst-force-editor.h"
#include "mst-general-row.h"
#include "mst-pool-popover.h"
#include "mst-row-util.h"
#include "mst-unit-picker.h"

struct _MstForceEditor
{
  GtkWidget parent_instance;

  MstForce *force;
  MstHistory *history;
  gboolean editable;
  gboolean updating;
  GObject *selected_item;
  GtkWidget *selected_widget;
  MstCommandGroup *unassigned_group;
  guint scroll_source;
  /* A force's later commands are built once its first are drawn. */
  guint groups_source;

  GtkBox *pools_bar;
  GtkWidget *pool_boxes[MST_N_POOLS];
  GtkLabel *pool_values[MST_N_POOLS];
  GtkLabel *pool_titles[MST_N_POOLS];
  GtkButton *findings_button;
  GtkImage *findings_icon;
  GtkLabel *findings_count;
  AdwFlap *flap;
  GtkScrolledWindow *scroller;
  GtkBox *content_box;
  AdwPreferencesGroup *force_group;
  AdwEntryRow *force_name_row;
  AdwActionRow *list_row;
  /* AdwActionRow, a switch each, of the rule set's optional rules (its
   * MstOptionalRule in the switch's "spec" data), before the commander's
   * row. */
  GPtrArray *rule_rows;
  GPtrArray *rule_switches;
  MstRuleset *rules_ruleset;
  /* A rule set without commands (skirmish): its side and C-in-C. */
  AdwActionRow *side_row;
  AdwActionRow *c_in_c_row;
  gboolean has_commands;
  MstGeneralRow *commander_row;
  GtkBox *commands_box;
  GtkBox *unassigned_box;
  GtkWidget *add_command_button;
  /* A rule set with levels: a division, or a brigade on its own. */
  GtkWidget *add_division_button;
  GtkWidget *add_brigade_button;
  gboolean has_levels;
  GtkLabel *findings_summary;
  GtkListBox *findings_list;
  GtkWidget *findings_scroller;
};

G_DEFINE_FINAL_TYPE (MstForceEditor, mst_force_editor, GTK_TYPE_WIDGET)

enum {
  UNDO_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
refresh_pools (MstForceEditor *self)
{
  for (guint p = 0; p < MST_N_POOLS; p++)
    {
      g_autoptr(MstPoolLabel) label = mst_force_view_pool (self->force, p);

      gtk_label_set_text (self->pool_values[p], label->value_text);
      gtk_label_set_text (self->pool_titles[p], label->title);
      mst_widget_set_tooltip_text (self->pool_boxes[p], label->detail);
      mst_pool_popover_set_text (self->pool_boxes[p], label->title, label->detail);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->pool_boxes[p]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label->accessible, -1);
    }
}

static void
refresh_findings (MstForceEditor *self)
{
  g_autoptr(GPtrArray) findings = mst_force_check (self->force);
  g_autofree char *summary = mst_force_view_findings_summary (findings);
  g_autofree char *count = g_strdup_printf ("%u", findings->len);
  GtkWidget *child;

  gtk_label_set_text (self->findings_summary, summary);
  gtk_label_set_text (self->findings_count, count);
  gtk_image_set_from_icon_name (self->findings_icon,
                                findings->len > 0 ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  mst_widget_set_tooltip_text (GTK_WIDGET (self->findings_button), summary);
  if (findings->len > 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->findings_button), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->findings_button), "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->findings_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary, -1);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->findings_list))) != NULL)
    gtk_list_box_remove (self->findings_list, child);
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *finding = g_ptr_array_index (findings, i);
      g_autoptr(MstRowText) text = mst_force_view_finding_row (finding);
      const char *const *details = mst_finding_get_details (finding);
      GtkWidget *row;
      GtkWidget *icon = gtk_image_new_from_icon_name (text->icon_name);

      gtk_widget_add_css_class (icon, mst_finding_get_severity (finding) == MST_SEVERITY_ERROR
                                      ? "error" : "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      mst_finding_get_severity (finding) == MST_SEVERITY_ERROR
                                      ? _("Error") : _("Warning"), -1);
      /* A finding that sums up many ("6 stats missing on 2 battalions")
       * keeps them under it, opened on demand: the other findings stay in
       * view. */
      if (details != NULL && details[0] != NULL)
        {
          row = adw_expander_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text->title);
          adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), text->subtitle);
          adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), icon);
          gtk_widget_set_name (row, "finding-details");
          for (guint d = 0; details[d] != NULL; d++)
            {
              GtkWidget *line = adw_action_row_new ();

              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (line), FALSE);
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), details[d]);
              adw_action_row_set_title_lines (ADW_ACTION_ROW (line), 0);
              adw_expander_row_add_row (ADW_EXPANDER_ROW (row), line);
            }
        }
      else
        {
          row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text->title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text->subtitle);
          adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
          adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text->title,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->subtitle, -1);
      g_object_set_data_full (G_OBJECT (row), "item",
                              g_object_ref (mst_finding_get_item (finding)), g_object_unref);
      g_object_set_data_full (G_OBJECT (row), "rule-id",
                              g_strdup (mst_finding_get_rule_id (finding)), g_free);
      gtk_list_box_append (self->findings_list, GTK_WIDGET (row));
    }
  /* Nothing to list: the summary above says every check passes. */
  gtk_widget_set_visible (self->findings_scroller, findings->len > 0);
}

/* The side and the C-in-C, as the rule set derives them for the force. */
static void
refresh_side (MstForceEditor *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  g_autoptr(GPtrArray) derived = rs != NULL ? mst_ruleset_derive (rs, self->force, NULL) : NULL;
  const char *side = mst_derived_lookup (derived, "side");
  const char *cards = mst_derived_lookup (derived, "cards");
  const char *c_in_c = mst_derived_lookup (derived, "c-in-c");
  g_autofree char *side_text = NULL;
  adw_preferences_group_set_description (self->force_group, NULL);
  if (side != NULL && cards != NULL)
    /* TRANSLATORS: a skirmish force's side, "French: black cards" */
    side_text = g_strdup_printf (_("%s: %s cards"), g_str_equal (side, "french") ? _("French") : _("Allied"), cards);
  adw_action_row_set_subtitle (self->side_row, side_text != NULL ? side_text : _("No side: the list names none"));
  adw_action_row_set_subtitle (self->c_in_c_row,
                               c_in_c != NULL ? c_in_c : _("None: no leader outranks every other"));
}

static void
refresh_force (MstForceEditor *self)
{
  MstNationList *list = mst_force_get_list (self->force);
  g_autofree char *list_title = NULL;
  g_autofree char *subtitle = NULL;

  self->updating = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->force_name_row)),
                 mst_force_get_name (self->force)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->force_name_row), mst_force_get_name (self->force));
  for (guint i = 0; i < self->rule_switches->len; i++)
    {
      GtkSwitch *sw = g_ptr_array_index (self->rule_switches, i);

      const MstOptionalRule *rule = g_object_get_data (G_OBJECT (sw), "spec");

      gtk_switch_set_active (sw, mst_force_uses_rule (self->force, rule->id));
    }
  list_title = list != NULL ? mst_nation_list_dup_title (list)
                            : g_strdup_printf (_("Unknown list “%s”"), mst_force_get_list_id (self->force));
  subtitle = g_strdup_printf ("%s" " · " "%s", list_title,
                              mst_force_view_ruleset_label (mst_force_get_ruleset (self->force)));
  adw_action_row_set_subtitle (self->list_row, subtitle);
  if (self->has_commands)
    {
      g_autofree char *totals = mst_force_view_force_totals (self->force);
      adw_preferences_group_set_description (self->force_group, totals);
    }
  else
    refresh_side (self);
  self->updating = FALSE;
}

static void sync_command_groups (MstForceEditor *self, guint limit);

static void
on_force_changed (MstForceEditor *self)
{
  /* A brigade moved to another division takes its place in the tree.
   * (Not while the later groups wait to be built: they follow the tree.) */
  if (self->has_levels && self->groups_source == 0)
    sync_command_groups (self, G_MAXUINT);
  if (gtk_widget_get_visible (GTK_WIDGET (self->pools_bar)))
    refresh_pools (self);
  refresh_findings (self);
  refresh_force (self);
}

static void
on_unassigned_changed (MstForceEditor *self)
{
  /* Without commands, the units not in one are the whole force. */
  gboolean shown = !self->has_commands || g_list_model_get_n_items (mst_force_get_unassigned (self->force)) > 0;

  /* Made when first shown: most forces have every unit in a command. */
  if (shown && self->unassigned_group == NULL)
    {
      GtkWidget *group = mst_command_group_new (self->force, NULL);

      self->unassigned_group = MST_COMMAND_GROUP (group);
      gtk_box_append (self->unassigned_box, group);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->unassigned_box), shown);
}

/* The commands past the first, built once the first frame is drawn
 * (an idle runs after the frame clock's paint). */
static gboolean
build_later_groups (gpointer data)
{
  MstForceEditor *self = data;

  self->groups_source = 0;
  sync_command_groups (self, G_MAXUINT);
  return G_SOURCE_REMOVE;
}

static void
on_commands_items_changed (MstForceEditor *self)
{
  /* Changed before the later groups were built: all of them now. */
  g_clear_handle_id (&self->groups_source, g_source_remove);
  sync_command_groups (self, G_MAXUINT);
}

/* The first @limit groups in the order of the command tree (each command
 * followed by those under it, indented by its depth).  A command's group
 * is kept while it is in the force, moved rather than built again, so a
 * brigade moved to another division keeps its expanded rows. */
static void
sync_command_groups (MstForceEditor *self, guint limit)
{
  g_autoptr(GPtrArray) order = mst_force_list_commands (self->force);
  g_autoptr(GHashTable) groups = g_hash_table_new (NULL, NULL);
  GtkWidget *before = NULL;
  GtkWidget *child;
  GHashTableIter iter;
  gpointer group;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->commands_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_hash_table_insert (groups, mst_command_group_get_command (MST_COMMAND_GROUP (child)), child);
  for (guint i = 0; i < order->len && i < limit; i++)
    {
      MstCommand *command = g_ptr_array_index (order, i);
      GtkWidget *widget = g_hash_table_lookup (groups, command);

      if (widget == NULL)
        {
          widget = mst_command_group_new (self->force, command);
          gtk_box_insert_child_after (self->commands_box, widget, before);
        }
      else
        {
          g_hash_table_remove (groups, command);
          if (gtk_widget_get_prev_sibling (widget) != before)
            gtk_box_reorder_child_after (self->commands_box, widget, before);
        }
      gtk_widget_set_margin_start (widget, 24 * (int) mst_force_get_command_depth (self->force, command));
      before = widget;
    }
  /* The groups of commands no longer in the force go. */
  g_hash_table_iter_init (&iter, groups);
  while (g_hash_table_iter_next (&iter, NULL, &group))
    if (!mst_force_find_command (self->force, mst_command_group_get_command (group), NULL))
      gtk_box_remove (self->commands_box, group);
}

static void
clear_force (MstForceEditor *self)
{
  GtkWidget *child;

  if (self->force != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->force, self);
      g_signal_handlers_disconnect_by_data (mst_force_get_commands (self->force), self);
      g_signal_handlers_disconnect_by_data (mst_force_get_unassigned (self->force), self);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->commands_box))) != NULL)
    gtk_box_remove (self->commands_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->unassigned_box))) != NULL)
    gtk_box_remove (self->unassigned_box, child);
  self->unassigned_group = NULL;
  g_clear_weak_pointer (&self->selected_widget);
  g_clear_object (&self->selected_item);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_handle_id (&self->groups_source, g_source_remove);
  mst_general_row_set_general (self->commander_row, NULL, NULL);
  g_clear_object (&self->force);
  g_clear_object (&self->history);
}

/* Edits of the force's own fields */

static void
on_force_name_row_changed (MstForceEditor *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->force_name_row));

  if (self->updating || self->force == NULL || g_strcmp0 (text, mst_force_get_name (self->force)) == 0)
    return;
  mst_history_set (self->history, _("Rename force"), self->force, "name", text);
}

static void
on_entry_focus_leave (MstForceEditor *self)
{
  if (self->history != NULL)
    mst_history_seal (self->history);
}

/* An optional rule switched on or off: one step to undo. */
static void
on_rule_switch_active (GtkSwitch *sw, GParamSpec *pspec, MstForceEditor *self)
{
  const MstOptionalRule *rule = g_object_get_data (G_OBJECT (sw), "spec");
  gboolean active = gtk_switch_get_active (sw);
  g_auto(GStrv) rules_off = NULL;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  g_auto(GValue) value = G_VALUE_INIT;

  if (self->updating || self->force == NULL || active == mst_force_uses_rule (self->force, rule->id))
    return;
  rules_off = mst_rules_off_with (mst_force_get_rules_off (self->force), rule->id, active);
  g_value_init (&value, G_TYPE_STRV);
  g_value_set_boxed (&value, rules_off);
  name = mst_label_in_sentence (_(rule->label));
  /* TRANSLATORS: undo labels, "Use general types", "Stop using general types" */
  label = g_strdup_printf (active ? _("Use %s") : _("Stop using %s"), name);
  mst_history_set_value (self->history, label, self->force, "rules-off", &value);
}

/* A switch for each optional rule of @rs, after the list's row and before
 * the commander's; made again for a force of another rule set. */
static void
build_rule_rows (MstForceEditor *self, MstRuleset *rs)
{
  if (rs == self->rules_ruleset)
    return;
  self->rules_ruleset = rs;
  for (guint i = 0; i < self->rule_rows->len; i++)
    adw_preferences_group_remove (self->force_group, g_ptr_array_index (self->rule_rows, i));
  g_ptr_array_set_size (self->rule_rows, 0);
  g_ptr_array_set_size (self->rule_switches, 0);
  g_object_ref (self->commander_row);
  adw_preferences_group_remove (self->force_group, GTK_WIDGET (self->commander_row));
  for (const MstOptionalRule *rule = rs != NULL ? mst_ruleset_get_optional_rules (rs) : NULL;
       rule != NULL && rule->id != NULL; rule++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *sw = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rule->label));
      adw_action_row_set_subtitle (row, _(rule->description));
      /* Its explanation on one line, whole in its tooltip when the window
       * is narrow (a wrapping subtitle of ten words was the costliest row
       * to lay out). */
      mst_action_row_single_line (row);
      mst_widget_set_tooltip_text (GTK_WIDGET (row), _(rule->description));
      gtk_widget_set_name (sw, rule->id);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (sw), "spec", (gpointer) rule);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      g_signal_connect_object (sw, "notify::active", G_CALLBACK (on_rule_switch_active), self, 0);
      adw_action_row_add_suffix (row, sw);
      adw_action_row_set_activatable_widget (row, sw);
      adw_preferences_group_add (self->force_group, GTK_WIDGET (row));
      g_ptr_array_add (self->rule_rows, row);
      g_ptr_array_add (self->rule_switches, sw);
    }
  adw_preferences_group_add (self->force_group, GTK_WIDGET (self->commander_row));
  g_object_unref (self->commander_row);
}

/* Selection: a finding points at the item it concerns. */

static GtkWidget *
find_item_widget (MstForceEditor *self, GObject *item)
{
  GtkWidget *child;

  if (MST_IS_FORCE (item))
    return GTK_WIDGET (self->force_name_row);
  /* A finding may point at a command not drawn yet. */
  if (self->groups_source != 0)
    {
      g_clear_handle_id (&self->groups_source, g_source_remove);
      sync_command_groups (self, G_MAXUINT);
    }
  if (MST_IS_GENERAL (item) && (MstGeneral *) item == mst_force_get_commander (self->force))
    return GTK_WIDGET (self->commander_row);

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->commands_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      MstCommandGroup *group = MST_COMMAND_GROUP (child);
      MstCommand *command = mst_command_group_get_command (group);

      if ((MST_IS_COMMAND (item) && (MstCommand *) item == command) ||
          (MST_IS_GENERAL (item) && (MstGeneral *) item == mst_command_get_general (command)))
        return GTK_WIDGET (mst_command_group_get_general_row (group));
      if (MST_IS_UNIT (item))
        {
          MstUnitRow *row = mst_command_group_find_unit_row (group, MST_UNIT (item));
          if (row != NULL)
            return GTK_WIDGET (row);
        }
    }
  if (MST_IS_UNIT (item) && self->unassigned_group != NULL)
    return (GtkWidget *) mst_command_group_find_unit_row (self->unassigned_group, MST_UNIT (item));
  return NULL;
}

static gboolean
scroll_to_selected (gpointer data)
{
  MstForceEditor *self = data;
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_rect_t bounds;

  self->scroll_source = 0;
  if (self->selected_widget == NULL || viewport == NULL ||
      !gtk_widget_compute_bounds (self->selected_widget, viewport, &bounds))
    return G_SOURCE_REMOVE;
  /* Bounds are in the viewport's coordinates, which scroll with it. */
  {
    double top = gtk_adjustment_get_value (adj) + bounds.origin.y;
    double page = gtk_adjustment_get_page_size (adj);

    if (top < gtk_adjustment_get_value (adj))
      gtk_adjustment_set_value (adj, top - 12);
    else if (top + bounds.size.height > gtk_adjustment_get_value (adj) + page)
      gtk_adjustment_set_value (adj, top + MIN (bounds.size.height, page) - page + 12);
  }
  return G_SOURCE_REMOVE;
}

void
mst_force_editor_select_item (MstForceEditor *self, GObject *item)
{
  GtkWidget *widget;

  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  g_return_if_fail (item == NULL || G_IS_OBJECT (item));

  if (self->selected_widget != NULL)
    gtk_widget_remove_css_class (self->selected_widget, "selected-item");
  g_clear_weak_pointer (&self->selected_widget);
  g_set_object (&self->selected_item, item);
  if (item == NULL || self->force == NULL)
    return;

  widget = find_item_widget (self, item);
  if (widget == NULL)
    return;
  g_set_weak_pointer (&self->selected_widget, widget);
  gtk_widget_add_css_class (widget, "selected-item");
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
  gtk_widget_grab_focus (widget);
  /* After the next layout, where the new row has its place. */
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  self->scroll_source = g_timeout_add (50, scroll_to_selected, self);
}

GObject *
mst_force_editor_get_selected_item (MstForceEditor *self)
{
  g_return_val_if_fail (MST_IS_FORCE_EDITOR (self), NULL);
  return self->selected_item;
}

static void
on_findings_list_row_activated (MstForceEditor *self, GtkListBoxRow *row)
{
  GObject *item = g_object_get_data (G_OBJECT (row), "item");

  if (item != NULL)
    mst_force_editor_select_item (self, item);
}

/* Folded, the checks slide in and out; side by side, they are already
 * there and the button takes the keyboard to them. */
static void
on_findings_button_clicked (MstForceEditor *self)
{
  GtkListBoxRow *first;

  if (adw_flap_get_folded (self->flap) && adw_flap_get_reveal_flap (self->flap))
    {
      adw_flap_set_reveal_flap (self->flap, FALSE);
      return;
    }
  adw_flap_set_reveal_flap (self->flap, TRUE);
  first = gtk_list_box_get_row_at_index (self->findings_list, 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}

static void
on_flap_folded (MstForceEditor *self)
{
  /* Side by side, the checks are always in view; folded, on demand. */
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_folded (self->flap));
}

/* Commands and units */

void
mst_force_editor_add_command (MstForceEditor *self)
{
  g_autoptr(MstGeneral) general = NULL;
  g_autoptr(MstCommand) command = NULL;
  GtkWidget *widget;

  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  if (self->force == NULL || !self->editable)
    return;

  general = mst_general_new ("");
  command = mst_command_new (general);
  mst_history_insert_command (self->history, _("Add sub-general"), self->force, G_MAXUINT, command);
  mst_force_editor_select_item (self, G_OBJECT (command));
  widget = find_item_widget (self, G_OBJECT (command));
  if (widget != NULL)
    mst_general_row_focus_name (MST_GENERAL_ROW (widget));
}

void
mst_force_editor_add_subcommand (MstForceEditor *self, const char *level, MstCommand *parent)
{
  g_autoptr(MstGeneral) general = NULL;
  g_autoptr(MstCommand) command = NULL;
  g_autofree char *word = NULL;
  g_autofree char *label = NULL;
  GtkWidget *widget;

  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  g_return_if_fail (level != NULL);
  g_return_if_fail (parent == NULL || MST_IS_COMMAND (parent));
  if (self->force == NULL || !self->editable)
    return;
  if (parent != NULL && !mst_force_find_command (self->force, parent, NULL))
    return;

  /* Unrated: the checks ask for a rating until the player gives one. */
  general = mst_general_new ("");
  command = mst_command_new (general);
  /* Set before it is in the force, so the one step holds them. */
  mst_command_set_level (command, level);
  mst_command_set_parent (command, parent);
  word = mst_ruleset_level_in_sentence (mst_ruleset_for_force (self->force), level);
  /* TRANSLATORS: an undo label, "Add brigade" */
  label = g_strdup_printf (_("Add %s"), word);
  /* At the end of the list: the last under its parent in the tree. */
  mst_history_insert_command (self->history, label, self->force, G_MAXUINT, command);
  mst_force_editor_select_item (self, G_OBJECT (command));
  widget = find_item_widget (self, G_OBJECT (command));
  if (widget != NULL)
    mst_general_row_focus_name (MST_GENERAL_ROW (widget));
}

MstUnit *
mst_force_editor_add_unit (MstForceEditor *self, MstCommand *command, MstUnitTemplate *tmpl)
{
  g_autoptr(MstUnit) unit = NULL;
  MstNationList *list;

  g_return_val_if_fail (MST_IS_FORCE_EDITOR (self), NULL);
  g_return_val_if_fail (command == NULL || MST_IS_COMMAND (command), NULL);
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), NULL);

  if (self->force == NULL || !self->editable)
    return NULL;
  if (command != NULL && !mst_force_find_command (self->force, command, NULL))
    return NULL;
  list = mst_force_get_list (self->force);
  unit = mst_ruleset_new_unit (mst_ruleset_for_force (self->force), list, tmpl, NULL);
  mst_history_insert_unit (self->history, _("Add unit"), self->force, command, G_MAXUINT, unit);
  mst_force_editor_select_item (self, G_OBJECT (unit));
  return unit;
}

static void
on_picker_template_chosen (MstForceEditor *self, MstUnitTemplate *tmpl, MstUnitPicker *picker)
{
  mst_force_editor_add_unit (self, mst_unit_picker_get_command (picker), tmpl);
}

void
mst_force_editor_pick_unit (MstForceEditor *self, MstCommand *command)
{
  MstNationList *list;
  GtkRoot *root;
  g_autofree char *title = NULL;
  MstUnitPicker *picker;

  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  if (self->force == NULL || !self->editable)
    return;

  list = mst_force_get_list (self->force);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (command == NULL && root != NULL)
    {
      /* The command the keyboard is in, else the last one. */
      GtkWidget *focus = gtk_root_get_focus (root);
      GtkWidget *group = focus != NULL ? gtk_widget_get_ancestor (focus, MST_TYPE_COMMAND_GROUP) : NULL;
      guint n = mst_force_get_n_commands (self->force);

      if (group != NULL)
        command = mst_command_group_get_command (MST_COMMAND_GROUP (group));
      /* With levels, units go in the lowest: a division's are in its brigades. */
      for (guint i = n; command == NULL && i > 0; i--)
        {
          MstCommand *c = mst_force_get_command (self->force, i - 1);
          MstRuleset *rs = mst_ruleset_for_force (self->force);
          const char *const *levels = rs != NULL ? mst_ruleset_get_levels (rs) : NULL;

          if (levels == NULL || g_strcmp0 (mst_command_get_level (c), levels[g_strv_length ((char **) levels) - 1]) == 0)
            command = c;
        }
    }
  if (list == NULL)
    return;

  title = command != NULL ? mst_force_view_command_title (self->force, command)
          : self->has_commands ? g_strdup (_("Not in a command")) : g_strdup (mst_force_get_name (self->force));
  picker = mst_unit_picker_new (list, command, title);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (picker), GTK_WINDOW (root));
  g_signal_connect_object (picker, "template-chosen", G_CALLBACK (on_picker_template_chosen),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (picker));
}

void
mst_force_editor_focus_name (MstForceEditor *self)
{
  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->force_name_row));
}

void
mst_force_editor_announce_removal (MstForceEditor *self, const char *title)
{
  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  g_signal_emit (self, signals[UNDO_TOAST], 0, title);
}

/* The object */

static void
mst_force_editor_dispose (GObject *object)
{
  GtkWidget *child;
  MstForceEditor *self = MST_FORCE_EDITOR (object);

  clear_force (self);
  g_clear_pointer (&self->rule_rows, g_ptr_array_unref);
  g_clear_pointer (&self->rule_switches, g_ptr_array_unref);
  for (MstPool p = 0; p < MST_N_POOLS; p++)
    if (self->pool_boxes[p] != NULL)
      mst_pool_popover_detach (self->pool_boxes[p]);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_FORCE_EDITOR);
  /* Unbound template children (separators, header boxes) too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (mst_force_editor_parent_class)->dispose (object);
}

static void
mst_force_editor_class_init (MstForceEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_force_editor_dispose;

  /**
   * MstForceEditor::undo-toast:
   * @title: what was removed
   *
   * Something was removed: the window offers to undo it.
   */
  signals[UNDO_TOAST] = g_signal_new ("undo-toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (MST_TYPE_GENERAL_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-force-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, pools_bar);
  gtk_widget_class_bind_template_child_full (widget_class, "supply_box", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_boxes[MST_POOL_SUPPLY]));
  gtk_widget_class_bind_template_child_full (widget_class, "scouting_box", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_boxes[MST_POOL_SCOUTING]));
  gtk_widget_class_bind_template_child_full (widget_class, "initiative_box", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_boxes[MST_POOL_INITIATIVE]));
  gtk_widget_class_bind_template_child_full (widget_class, "supply_value", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_values[MST_POOL_SUPPLY]));
  gtk_widget_class_bind_template_child_full (widget_class, "scouting_value", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_values[MST_POOL_SCOUTING]));
  gtk_widget_class_bind_template_child_full (widget_class, "initiative_value", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_values[MST_POOL_INITIATIVE]));
  gtk_widget_class_bind_template_child_full (widget_class, "supply_title", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_titles[MST_POOL_SUPPLY]));
  gtk_widget_class_bind_template_child_full (widget_class, "scouting_title", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_titles[MST_POOL_SCOUTING]));
  gtk_widget_class_bind_template_child_full (widget_class, "initiative_title", FALSE,
                                             G_STRUCT_OFFSET (MstForceEditor, pool_titles[MST_POOL_INITIATIVE]));
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, findings_button);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, findings_icon);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, findings_count);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, flap);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, scroller);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, content_box);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, force_group);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, force_name_row);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, list_row);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, commander_row);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, commands_box);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, unassigned_box);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, add_command_button);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, add_division_button);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, add_brigade_button);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, findings_summary);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, findings_list);
  gtk_widget_class_bind_template_child (widget_class, MstForceEditor, findings_scroller);
  gtk_widget_class_bind_template_callback (widget_class, on_force_name_row_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_focus_leave);
  gtk_widget_class_bind_template_callback (widget_class, on_findings_list_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_flap_folded);
  gtk_widget_class_bind_template_callback (widget_class, on_findings_button_clicked);

  gtk_widget_class_set_css_name (widget_class, "forceeditor");
}

static void
mst_force_editor_init (MstForceEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The list's title and rule set, on one line. */
  mst_action_row_single_line (self->list_row);
  self->rule_rows = g_ptr_array_new ();
  self->rule_switches = g_ptr_array_new ();
  self->editable = TRUE;
  self->has_commands = TRUE;
  for (MstPool p = 0; p < MST_N_POOLS; p++)
    mst_pool_popover_attach (self->pool_boxes[p]);
  /* The force's totals are a line, not a paragraph. */
  mst_preferences_group_single_line (self->force_group);
}

GtkWidget *
mst_force_editor_new (void)
{
  return g_object_new (MST_TYPE_FORCE_EDITOR, NULL);
}

static gboolean
force_has_level (MstForceEditor *self, const char *level)
{
  MstRuleset *rs = self->force != NULL ? mst_ruleset_for_force (self->force) : NULL;
  const char *const *levels = rs != NULL ? mst_ruleset_get_levels (rs) : NULL;

  for (guint i = 0; levels != NULL && levels[i] != NULL; i++)
    if (g_str_equal (levels[i], level))
      return TRUE;
  return FALSE;
}

/* A button for each level the rule set has: Brigade Command's Add
 * Division and Add Brigade, Revolutionary Wars' Add Brigade alone. */
static void
update_add_buttons (MstForceEditor *self)
{
  gtk_widget_set_visible (self->add_command_button, self->editable && self->has_commands && !self->has_levels);
  gtk_widget_set_visible (self->add_division_button, self->editable && force_has_level (self, "division"));
  gtk_widget_set_visible (self->add_brigade_button, self->editable && force_has_level (self, "brigade"));
}

/* The side and the C-in-C rows of a rule set without commands, made the
 * first time a force of one is shown. */
static void
ensure_side_rows (MstForceEditor *self)
{
  if (self->side_row != NULL)
    return;
  self->side_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->side_row), _("Side"));
  gtk_widget_set_name (GTK_WIDGET (self->side_row), "side");
  adw_preferences_group_add (self->force_group, GTK_WIDGET (self->side_row));
  self->c_in_c_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->c_in_c_row), _("Commander-in-Chief"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->c_in_c_row), FALSE);
  gtk_widget_set_name (GTK_WIDGET (self->c_in_c_row), "c-in-c");
  adw_preferences_group_add (self->force_group, GTK_WIDGET (self->c_in_c_row));
}

/* What the force's rule set has: pools, commands under generals, a side. */
static void
apply_ruleset (MstForceEditor *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  gboolean pools = rs == NULL || mst_ruleset_has_pools (rs);

  self->has_commands = rs == NULL || mst_ruleset_has_commands (rs);
  self->has_levels = rs != NULL && mst_ruleset_get_levels (rs) != NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->pools_bar), pools);
  build_rule_rows (self, rs);
  gtk_widget_set_visible (GTK_WIDGET (self->commander_row), self->has_commands);
  gtk_widget_set_visible (GTK_WIDGET (self->commands_box), self->has_commands);
  update_add_buttons (self);
  if (!self->has_commands)
    ensure_side_rows (self);
  if (self->side_row != NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->side_row), !self->has_commands);
      gtk_widget_set_visible (GTK_WIDGET (self->c_in_c_row), !self->has_commands);
    }
}

void
mst_force_editor_set_force (MstForceEditor *self, MstForce *force, MstHistory *history)
{
  g_return_if_fail (MST_IS_FORCE_EDITOR (self));
  g_return_if_fail (force == NULL || MST_IS_FORCE (force));
  g_return_if_fail (force == NULL || MST_IS_HISTORY (history));

  clear_force (self);
  if (force == NULL)
    return;

  self->force = g_object_ref (force);
  self->history = g_object_ref (history);
  apply_ruleset (self);
  mst_general_row_set_general (self->commander_row, force, mst_force_get_commander (force));

  g_signal_connect_object (force, "changed", G_CALLBACK (on_force_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mst_force_get_commands (force), "items-changed",
                           G_CALLBACK (on_commands_items_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mst_force_get_unassigned (force), "items-changed",
                           G_CALLBACK (on_unassigned_changed), self, G_CONNECT_SWAPPED);
  {
    /* The first command fills the first frame; the rest follow. */
    guint n = mst_force_get_n_commands (force);
    sync_command_groups (self, 1);
    if (n > 1)
      self->groups_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, build_later_groups, self, NULL);
  }

  on_unassigned_changed (self);
  on_force_changed (self);

  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

MstForce *
mst_force_editor_get_force (MstForceEditor *self)
{
  g_return_val_if_fail (MST_IS_FORCE_EDITOR (self), NULL);
  return self->force;
}

MstHistory *
mst_force_editor_get_history (MstForceEditor *self)
{
  g_return_val_if_fail (MST_IS_FORCE_EDITOR (self), NULL);
  return self->history;
}

void
mst_force_editor_set_editable (MstForceEditor *self, gboolean editable)
{
  g_return_if_fail (MST_IS_FORCE_EDITOR (self));

  self->editable = !!editable;
  /* The pools and the checks stay live; only what changes the force goes. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->force_group), self->editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->commands_box), self->editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->unassigned_box), self->editable);
  update_add_buttons (self);
}

gboolean
mst_force_editor_get_editable (MstForceEditor *self)
{
  g_return_val_if_fail (MST_IS_FORCE_EDITOR (self), FALSE);
  return self->editable;
}
