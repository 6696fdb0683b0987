/* mst-preferences-window.c: Muster's preferences, over GSettings.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-preferences-window.h"

struct _MstPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;

  AdwComboRow *test_dice_row;
  AdwComboRow *paper_row;
  AdwComboRow *card_layout_row;
  AdwComboRow *color_scheme_row;
  AdwComboRow *hits_per_base_row;
};

G_DEFINE_FINAL_TYPE (MstPreferencesWindow, mst_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* A combo row's position is the enum key's value: the rows list the
 * nicks in the order of the schema's enum. */
static gboolean
enum_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_enum (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char *const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[selected]);
}

static const char *const test_dice_nicks[] = { "2d6", "1d12", NULL };
static const char *const paper_nicks[] = { "auto", "a4", "letter", NULL };
static const char *const card_layout_nicks[] = { "cards-4", "cards-9", NULL };
static const char *const color_scheme_nicks[] = { "default", "light", "dark", NULL };

/* Hits to remove a base: the two readings, in the row's order. */
static const guint hits_per_base_readings[] = { 6, 2 };

static gboolean
hits_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  guint hits = g_variant_get_uint32 (variant);

  for (guint i = 0; i < G_N_ELEMENTS (hits_per_base_readings); i++)
    if (hits_per_base_readings[i] == hits)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_hits (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected >= G_N_ELEMENTS (hits_per_base_readings))
    return NULL;
  return g_variant_new_uint32 (hits_per_base_readings[selected]);
}

static void
bind_combo (MstPreferencesWindow *self, const char *key, AdwComboRow *row, const char *const *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                enum_to_selected, selected_to_enum, (gpointer) nicks, NULL);
}

static void
mst_preferences_window_dispose (GObject *object)
{
  MstPreferencesWindow *self = MST_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (mst_preferences_window_parent_class)->dispose (object);
}

static void
mst_preferences_window_class_init (MstPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, test_dice_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, paper_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, card_layout_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, color_scheme_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, hits_per_base_row);
}

static void
mst_preferences_window_init (MstPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
mst_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  MstPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  /* The application: its app.* actions drive the switches. */
  self = g_object_new (MST_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       "application", G_APPLICATION (g_application_get_default ()),
                       NULL);
  self->settings = g_object_ref (settings);

  /* The switches are app.general-types and app.crop-marks (see the
   * template): the application made those actions from the settings. */
  bind_combo (self, "test-dice", self->test_dice_row, test_dice_nicks);
  bind_combo (self, "paper", self->paper_row, paper_nicks);
  bind_combo (self, "card-layout", self->card_layout_row, card_layout_nicks);
  bind_combo (self, "color-scheme", self->color_scheme_row, color_scheme_nicks);
  g_settings_bind_with_mapping (self->settings, "hits-per-base", self->hits_per_base_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, hits_to_selected, selected_to_hits, NULL, NULL);

  return GTK_WINDOW (self);
}
