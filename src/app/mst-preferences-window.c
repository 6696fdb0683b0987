/* mst-preferences-window.c: Muster's preferences, over GSettings.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The club server's address goes into GSettings without its password; the
 * password into the keyring (mst-club-server.c), or for the session only
 * where no keyring runs, which the preferences say plainly. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-club-server.h"
#include "mst-help-window.h"
#include "mst-preferences-window.h"
#include "mst-row-util.h"

struct _MstPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;

  AdwPreferencesGroup *rules_group;
  AdwComboRow *test_dice_row;
  AdwComboRow *paper_row;
  AdwComboRow *card_layout_row;
  AdwComboRow *distances_row;
  AdwComboRow *color_scheme_row;
  AdwComboRow *hits_per_base_row;
  AdwEntryRow *club_uri_row;
  AdwEntryRow *club_password_row;
  AdwActionRow *club_keyring_row;

  GCancellable *cancellable;
  gboolean keyring;
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
static const char *const distances_nicks[] = { "inches", "centimetres", "half-inches", NULL };
static const char *const card_layout_nicks[] = { "cards-4", "cards-9", "business-cards", "a6", NULL };
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

/* An optional rule's switch: on where new forces play it, that is where
 * its id is not among the settings' rules-off. */
static void
on_rule_switch_active (GtkSwitch *sw, GParamSpec *pspec, MstPreferencesWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (sw), "rule");
  g_auto(GStrv) off = g_settings_get_strv (self->settings, "rules-off");
  g_auto(GStrv) rules_off = NULL;

  if (gtk_switch_get_active (sw) != g_strv_contains ((const char *const *) off, id))
    return;
  rules_off = mst_rules_off_with ((const char *const *) off, id, gtk_switch_get_active (sw));
  g_settings_set_strv (self->settings, "rules-off", (const char *const *) rules_off);
}

/* A row for each optional rule of each rule set: whether new forces play
 * it ("General types in new forces", Drums and Muskets' respect and staff
 * ability). */
static void
add_rule_rows (MstPreferencesWindow *self)
{
  GPtrArray *all = mst_rulesets_get_all ();
  g_auto(GStrv) off = g_settings_get_strv (self->settings, "rules-off");

  for (guint i = 0; i < all->len; i++)
    for (const MstOptionalRule *rule = mst_ruleset_get_optional_rules (g_ptr_array_index (all, i));
         rule->id != NULL; rule++)
      {
        AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
        GtkWidget *sw = gtk_switch_new ();
        g_autofree char *title = NULL;
        g_autofree char *subtitle = NULL;

        /* TRANSLATORS: an optional rule's switch in Preferences, "General types in new forces" */
        title = g_strdup_printf (_("%s in new forces"), _(rule->label));
        /* TRANSLATORS: a rule set's name, then what its optional rule does */
        subtitle = g_strdup_printf (_("%s: %s"), mst_ruleset_get_name (g_ptr_array_index (all, i)),
                                    _(rule->description));
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
        adw_action_row_set_subtitle (row, subtitle);
        gtk_widget_set_name (sw, rule->id);
        gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
        gtk_switch_set_active (GTK_SWITCH (sw), !g_strv_contains ((const char *const *) off, rule->id));
        g_object_set_data (G_OBJECT (sw), "rule", (gpointer) rule->id);
        gtk_accessible_update_relation (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
        g_signal_connect_object (sw, "notify::active", G_CALLBACK (on_rule_switch_active), self, 0);
        adw_action_row_add_suffix (row, sw);
        adw_action_row_set_activatable_widget (row, sw);
        adw_preferences_group_add (self->rules_group, GTK_WIDGET (row));
      }
}

static void
bind_combo (MstPreferencesWindow *self, const char *key, AdwComboRow *row, const char *const *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                enum_to_selected, selected_to_enum, (gpointer) nicks, NULL);
}


/* The club server */

static void
toast (MstPreferencesWindow *self, const char *text)
{
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (text));
}

static void
on_keyring_checked (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstPreferencesWindow) self = data;
  g_autoptr(GError) error = NULL;
  gboolean keyring = mst_club_server_check_keyring_finish (result, &error);

  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  self->keyring = keyring;
  adw_action_row_set_subtitle (self->club_keyring_row,
                               keyring ? _("The password is kept in your keyring, never in plain text")
                                       : _("No keyring is running: the password is asked each time and never stored"));
}

typedef struct {
  MstPreferencesWindow *self;
  char *uri;
  char *password;
} Check;

static void
check_free (gpointer data)
{
  Check *c = data;

  g_object_unref (c->self);
  g_free (c->uri);
  g_free (c->password);
  g_free (c);
}

/* Connecting, on a worker: the network never holds up the window. */
static void
check_connection_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Check *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignBackend) server = mst_club_server_open (c->uri, c->password, NULL, &error);

  if (server == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
on_connection_checked (GObject *source, GAsyncResult *result, gpointer data)
{
  Check *c = g_task_get_task_data (G_TASK (result));
  MstPreferencesWindow *self = c->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *host = NULL;
  g_autofree char *login = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *text = NULL;

  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      toast (self, error->message);
      return;
    }
  host = mst_club_server_dup_host (c->uri);
  bare = mst_club_server_strip_password (c->uri, &login, NULL, NULL);
  /* TRANSLATORS: a toast; the server's host, then the login */
  text = g_strdup_printf (_("Connected to %s as %s"), host, login);
  toast (self, text);
}

static void
check_connection (MstPreferencesWindow *self, const char *uri, const char *password)
{
  g_autoptr(GTask) task = g_task_new (NULL, self->cancellable, on_connection_checked, NULL);
  Check *c = g_new0 (Check, 1);

  c->self = g_object_ref (self);
  c->uri = g_strdup (uri);
  c->password = g_strdup (password);
  g_task_set_task_data (task, c, check_free);
  g_task_run_in_thread (task, check_connection_thread);
}

static void
on_password_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  Check *c = data;
  g_autoptr(GError) error = NULL;
  gboolean in_keyring = FALSE;

  if (!mst_club_server_save_password_finish (result, &in_keyring, &error))
    {
      if (!g_cancellable_is_cancelled (c->self->cancellable))
        toast (c->self, error->message);
      check_free (c);
      return;
    }
  if (!g_cancellable_is_cancelled (c->self->cancellable))
    {
      toast (c->self, in_keyring ? _("Password kept in your keyring")
                                 : _("Password kept until Muster quits: no keyring is running"));
      check_connection (c->self, c->uri, c->password);
    }
  check_free (c);
}

static void
save_password (MstPreferencesWindow *self, const char *uri, const char *password)
{
  Check *c = g_new0 (Check, 1);

  c->self = g_object_ref (self);
  c->uri = g_strdup (uri);
  c->password = g_strdup (password);
  mst_club_server_save_password_async (uri, password, self->cancellable, on_password_saved, c);
}

static void
on_club_uri_apply (MstPreferencesWindow *self, AdwEntryRow *row)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *password = NULL;
  g_autofree char *bare = NULL;
  g_autoptr(GError) error = NULL;

  if (*text == '\0')
    {
      g_settings_set_string (self->settings, MST_CLUB_SERVER_URI_KEY, "");
      toast (self, _("No club server"));
      return;
    }
  bare = mst_club_server_strip_password (text, NULL, &password, &error);
  if (bare == NULL)
    {
      toast (self, error->message);
      return;
    }
  /* An address pasted with its password: the password goes where
   * passwords go, never into the settings. */
  g_settings_set_string (self->settings, MST_CLUB_SERVER_URI_KEY, bare);
  gtk_editable_set_text (GTK_EDITABLE (row), bare);
  if (password != NULL)
    save_password (self, bare, password);
  else
    check_connection (self, bare, NULL);
}

static void
on_club_password_apply (MstPreferencesWindow *self, AdwEntryRow *row)
{
  g_autofree char *uri = g_settings_get_string (self->settings, MST_CLUB_SERVER_URI_KEY);
  g_autofree char *password = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));

  if (*uri == '\0')
    {
      toast (self, _("Give the server’s address first"));
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (row), "");
  save_password (self, uri, password);
}

static void
mst_preferences_window_dispose (GObject *object)
{
  MstPreferencesWindow *self = MST_PREFERENCES_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
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
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, rules_group);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, test_dice_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, paper_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, card_layout_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, distances_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, color_scheme_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, hits_per_base_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, club_uri_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, club_password_row);
  gtk_widget_class_bind_template_child (widget_class, MstPreferencesWindow, club_keyring_row);
  gtk_widget_class_bind_template_callback (widget_class, on_club_uri_apply);
  gtk_widget_class_bind_template_callback (widget_class, on_club_password_apply);
  mst_help_add_shortcut (widget_class, "preferences");
}

static void
mst_preferences_window_init (MstPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
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

  /* The crop marks' switch is app.crop-marks (see the template): the
   * application made it from the settings. */
  add_rule_rows (self);
  bind_combo (self, "test-dice", self->test_dice_row, test_dice_nicks);
  bind_combo (self, "paper", self->paper_row, paper_nicks);
  bind_combo (self, "card-layout", self->card_layout_row, card_layout_nicks);
  bind_combo (self, "distances", self->distances_row, distances_nicks);
  bind_combo (self, "color-scheme", self->color_scheme_row, color_scheme_nicks);
  g_settings_bind_with_mapping (self->settings, "hits-per-base", self->hits_per_base_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, hits_to_selected, selected_to_hits, NULL, NULL);
  {
    g_autofree char *uri = g_settings_get_string (self->settings, MST_CLUB_SERVER_URI_KEY);

    gtk_editable_set_text (GTK_EDITABLE (self->club_uri_row), uri);
  }
  mst_club_server_check_keyring_async (self->cancellable, on_keyring_checked, g_object_ref (self));

  return GTK_WINDOW (self);
}
