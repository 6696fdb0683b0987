/* mst-general-row.c: a general's name and his rule set's words for him
 * (Drums and Muskets' respect and staff ability, Brigade Command's rating).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-force-editor.h"
#include "mst-general-row.h"
#include "mst-expander-row.h"
#include "mst-row-util.h"

struct _MstGeneralRow
{
  MstExpanderRow parent_instance;

  MstForce *force;
  MstGeneral *general;
  gboolean updating;
  gboolean role_title;

  /* Built on the first expansion; NULL until then. */
  AdwEntryRow *name_row;
  /* One combo row per attribute of a general the rule set declares
   * (first choice "Not set" where one may have none). */
  GPtrArray *attr_rows;
  /* The rule set the rows inside were built for. */
  MstRuleset *content_ruleset;
};

G_DEFINE_FINAL_TYPE (MstGeneralRow, mst_general_row, MST_TYPE_EXPANDER_ROW)

static MstHistory *
get_history (MstGeneralRow *self)
{
  GtkWidget *editor = gtk_widget_get_ancestor (GTK_WIDGET (self), MST_TYPE_FORCE_EDITOR);

  return editor != NULL ? mst_force_editor_get_history (MST_FORCE_EDITOR (editor)) : NULL;
}

/* Every edit goes through the history, so that it can be undone. */
static void
edit (MstGeneralRow *self, const char *label, const char *property, int value, const char *text)
{
  MstHistory *history = get_history (self);

  if (self->general == NULL || self->updating)
    return;
  if (history == NULL)
    {
      if (text != NULL)
        g_object_set (self->general, property, text, NULL);
      else
        g_object_set (self->general, property, value, NULL);
      return;
    }
  if (text != NULL)
    mst_history_set (history, label, self->general, property, text);
  else
    mst_history_set (history, label, self->general, property, value);
}

/* Choice 0 is "Not set" where the attribute may have none. */
static guint
first_value_choice (const MstAttrSpec *spec)
{
  return spec->default_value == NULL ? 1 : 0;
}

static void
update_attr_rows (MstGeneralRow *self)
{
  MstRuleset *rs = mst_ruleset_for_force (self->force);

  for (guint i = 0; self->attr_rows != NULL && i < self->attr_rows->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (self->attr_rows, i);
      const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
      const char *value = mst_general_get_attr (self->general, spec->name);
      const char *note = rs != NULL ? mst_ruleset_general_attr_note (rs, self->force, spec->name) : NULL;
      guint selected = 0;

      if (value == NULL)
        value = spec->default_value;
      for (guint k = 0; value != NULL && spec->values[k] != NULL; k++)
        if (g_str_equal (spec->values[k], value))
          selected = k + first_value_choice (spec);
      adw_combo_row_set_selected (row, selected);
      /* An attribute an optional rule turns off does not count. */
      gtk_widget_set_sensitive (GTK_WIDGET (row), note == NULL);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), note != NULL ? note : "");
    }
}

static void
update (MstGeneralRow *self)
{
  g_autoptr(MstRowText) text = NULL;
  g_autofree char *accessible = NULL;
  g_autofree char *role = NULL;

  if (self->general == NULL || self->force == NULL)
    return;

  text = mst_force_view_general_row (self->force, self->general);
  role = self->role_title ? mst_force_view_general_role (self->force, self->general) : NULL;

  self->updating = TRUE;
  /* Under a heading with his name, the row says what he is. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self),
                                 self->role_title ? role : text->title);
  mst_expander_row_set_subtitle (MST_EXPANDER_ROW (self), text->subtitle);
  /* A screen reader hears who he is, not a list of "Sub-general"s. */
  if (!self->role_title)
    accessible = g_strdup (text->title);
  else
    /* TRANSLATORS: a commander's row, for screen readers: "Brigade commander Morand", "Sub-general Molitor" */
    accessible = g_strdup_printf (C_("general", "%s %s"), role, text->title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->subtitle, -1);
  mst_expander_row_set_accessible_title (MST_EXPANDER_ROW (self), accessible);
  if (self->name_row != NULL)
    {
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)),
                     mst_general_get_name (self->general)) != 0)
        gtk_editable_set_text (GTK_EDITABLE (self->name_row), mst_general_get_name (self->general));
    }
  update_attr_rows (self);
  self->updating = FALSE;
}

static void
on_name_row_changed (MstGeneralRow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  if (self->general != NULL && g_strcmp0 (text, mst_general_get_name (self->general)) != 0)
    edit (self, _("Rename general"), "name", 0, text);
}

static void
on_entry_focus_leave (MstGeneralRow *self)
{
  MstHistory *history = get_history (self);

  /* The next change of name is a new step. */
  if (history != NULL)
    mst_history_seal (history);
}

static void
on_attr_row_selected (AdwComboRow *row, GParamSpec *pspec, MstGeneralRow *self)
{
  const MstAttrSpec *spec = g_object_get_data (G_OBJECT (row), "spec");
  guint selected = adw_combo_row_get_selected (row);
  guint first = first_value_choice (spec);
  const char *value = selected >= first && selected != GTK_INVALID_LIST_POSITION ? spec->values[selected - first] : NULL;
  g_autoptr(GHashTable) attrs = NULL;
  g_auto(GValue) gvalue = G_VALUE_INIT;
  g_autofree char *label = NULL;
  MstHistory *history;

  if (self->general == NULL || self->updating || selected == GTK_INVALID_LIST_POSITION
      || g_strcmp0 (value, mst_general_get_attr (self->general, spec->name)) == 0
      || (value != NULL && mst_general_get_attr (self->general, spec->name) == NULL
          && g_strcmp0 (value, spec->default_value) == 0))
    return;
  attrs = mst_attrs_copy (mst_general_get_attrs (self->general));
  if (value != NULL)
    g_hash_table_insert (attrs, g_strdup (spec->name), g_strdup (value));
  else
    g_hash_table_remove (attrs, spec->name);
  history = get_history (self);
  if (history == NULL)
    {
      mst_general_set_attrs (self->general, attrs);
      return;
    }
  g_value_init (&gvalue, G_TYPE_HASH_TABLE);
  g_value_set_boxed (&gvalue, attrs);
  /* TRANSLATORS: an undo label, "Change Rating" */
  label = g_strdup_printf (_("Change %s"), _(spec->label));
  mst_history_set_value (history, label, self->general, "attrs", &gvalue);
}

static AdwComboRow *
combo_row_new (const char *name, const char *title, GtkStringList *labels)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  gtk_widget_set_name (GTK_WIDGET (row), name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  return row;
}

/* The rows inside, built when the row is first expanded. */
static void
ensure_content (MstGeneralRow *self)
{
  if (self->name_row != NULL)
    return;
  self->updating = TRUE;
  self->content_ruleset = self->force != NULL ? mst_ruleset_for_force (self->force) : NULL;

  self->name_row = mst_name_row_new ("general-name", G_CALLBACK (on_name_row_changed), G_CALLBACK (on_entry_focus_leave),
                                     self);
  mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (self->name_row));

  self->attr_rows = g_ptr_array_new ();
  for (const MstAttrSpec *spec = self->content_ruleset != NULL ? mst_ruleset_get_general_attrs (self->content_ruleset)
                                                               : NULL;
       spec != NULL && spec->name != NULL; spec++)
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
      AdwComboRow *row;

      /* A general new to the force has no rating yet, where the rules
       * let him have none. */
      if (spec->default_value == NULL)
        gtk_string_list_append (labels, _("Not set"));
      for (guint k = 0; spec->values[k] != NULL; k++)
        gtk_string_list_append (labels, mst_attr_spec_value_label (spec, spec->values[k]));
      row = combo_row_new (spec->name, _(spec->label), labels);
      g_object_set_data (G_OBJECT (row), "spec", (gpointer) spec);
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_attr_row_selected), self, 0);
      mst_expander_row_add_row (MST_EXPANDER_ROW (self), GTK_WIDGET (row));
      g_ptr_array_add (self->attr_rows, row);
    }

  self->updating = FALSE;
  update (self);
}

static void
on_expanded (MstGeneralRow *self)
{
  if (mst_expander_row_get_expanded (MST_EXPANDER_ROW (self)))
    ensure_content (self);
}

/* The rows inside are the rule set's: made again for another force. */
static void
clear_content (MstGeneralRow *self)
{
  if (self->name_row != NULL)
    mst_expander_row_remove (MST_EXPANDER_ROW (self), GTK_WIDGET (self->name_row));
  for (guint i = 0; self->attr_rows != NULL && i < self->attr_rows->len; i++)
    mst_expander_row_remove (MST_EXPANDER_ROW (self), g_ptr_array_index (self->attr_rows, i));
  g_clear_pointer (&self->attr_rows, g_ptr_array_unref);
  self->name_row = NULL;
}

static void
disconnect (MstGeneralRow *self)
{
  if (self->general != NULL)
    g_signal_handlers_disconnect_by_data (self->general, self);
  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  g_clear_object (&self->general);
  g_clear_object (&self->force);
}

static void
mst_general_row_dispose (GObject *object)
{
  MstGeneralRow *self = MST_GENERAL_ROW (object);

  disconnect (self);
  g_clear_pointer (&self->attr_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (mst_general_row_parent_class)->dispose (object);
}

static void
mst_general_row_class_init (MstGeneralRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mst_general_row_dispose;

}

static void
mst_general_row_init (MstGeneralRow *self)
{
  g_signal_connect (self, "notify::expanded", G_CALLBACK (on_expanded), NULL);
}

GtkWidget *
mst_general_row_new (MstForce *force, MstGeneral *general)
{
  MstGeneralRow *self = g_object_new (MST_TYPE_GENERAL_ROW, NULL);

  mst_general_row_set_general (self, force, general);
  return GTK_WIDGET (self);
}

void
mst_general_row_set_general (MstGeneralRow *self, MstForce *force, MstGeneral *general)
{
  g_return_if_fail (MST_IS_GENERAL_ROW (self));
  g_return_if_fail (force == NULL || MST_IS_FORCE (force));
  g_return_if_fail (general == NULL || MST_IS_GENERAL (general));

  /* The force commander's row is kept from force to force: its rows
   * inside may be another rule set's. */
  if (force != NULL && self->name_row != NULL && self->content_ruleset != mst_ruleset_for_force (force))
    clear_content (self);
  disconnect (self);
  if (force == NULL || general == NULL)
    return;
  self->force = g_object_ref (force);
  self->general = g_object_ref (general);
  g_signal_connect_object (general, "notify", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (force, "notify::rules-off", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  /* What a rule set says of a general may count what is under him (a
   * brigadier's load): the row follows every unit and command added,
   * removed or moved. */
  g_signal_connect_object (force, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
  if (self->name_row == NULL && mst_expander_row_get_expanded (MST_EXPANDER_ROW (self)))
    ensure_content (self);
}

void
mst_general_row_set_role_title (MstGeneralRow *self, gboolean role_title)
{
  g_return_if_fail (MST_IS_GENERAL_ROW (self));
  self->role_title = !!role_title;
  update (self);
}

MstGeneral *
mst_general_row_get_general (MstGeneralRow *self)
{
  g_return_val_if_fail (MST_IS_GENERAL_ROW (self), NULL);
  return self->general;
}

void
mst_general_row_focus_name (MstGeneralRow *self)
{
  g_return_if_fail (MST_IS_GENERAL_ROW (self));
  mst_expander_row_set_expanded (MST_EXPANDER_ROW (self), TRUE);
  ensure_content (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}
