/* mst-application.c: the Muster application: catalogue, library, actions.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-about.h"
#include "mst-app-state.h"
#include "mst-campaign-window.h"
#include "mst-gtk-theme-stub.h"
#include "mst-application.h"
#include "mst-paths.h"
#include "mst-help-window.h"
#include "mst-preferences-window.h"
#include "mst-club-server.h"
#include "mst-server-forces-window.h"
#include "mst-window.h"

struct _MstApplication
{
  AdwApplication parent_instance;

  MstCatalogue *catalogue;
  MstLibrary *library;
  char *library_error;
  GSettings *settings;
  /* What the windows are given of the above. */
  MstAppState *state;

  /* The lists and the library load in a worker thread at start-up; the
   * window shows itself meanwhile.  Whoever needs them sooner waits. */
  GMutex load_lock;
  GCond load_done;
  struct Loaded *loaded;     /* the thread's result, not yet taken */
  gboolean loading;
};

G_DEFINE_FINAL_TYPE (MstApplication, mst_application, ADW_TYPE_APPLICATION)

/* How long the first window waits for the lists and library being read
 * before it shows itself without them. */
#define LOAD_WAIT_MS 150

enum {
  READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct Loaded {
  MstCatalogue *catalogue;
  MstLibrary *library;
  char *error;
} Loaded;

static void
loaded_free (Loaded *l)
{
  g_clear_object (&l->catalogue);
  g_clear_object (&l->library);
  g_free (l->error);
  g_free (l);
}

static void
load_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  MstApplication *self = source;
  Loaded *l = g_new0 (Loaded, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *user_dir = mst_paths_get_user_dir ();

  l->catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (l->catalogue);
  /* What a killed save left behind in the user's folder goes first. */
  mst_paths_clean_temporaries (user_dir);
  l->library = mst_library_open (NULL, MST_LIBRARY_OPEN_DEFAULT, &error);
  if (l->library == NULL)
    l->error = g_strdup (error->message);
  else
    {
      /* The rows read and named from the lists here, in the thread, not
       * in the window's. */
      mst_library_set_catalogue (l->library, l->catalogue);
      mst_library_get_items (l->library);
    }

  g_mutex_lock (&self->load_lock);
  self->loaded = l;
  g_cond_broadcast (&self->load_done);
  g_mutex_unlock (&self->load_lock);
  g_task_return_boolean (task, TRUE);
}

/* In the main context: the loaded lists and library become the
 * application's, and every waiting window is told. */
static void
take_loaded (MstApplication *self)
{
  Loaded *l;

  g_mutex_lock (&self->load_lock);
  while (self->loading && self->loaded == NULL)
    g_cond_wait (&self->load_done, &self->load_lock);
  l = g_steal_pointer (&self->loaded);
  g_mutex_unlock (&self->load_lock);
  if (l == NULL)
    return;

  self->loading = FALSE;
  mst_catalogue_adopt (self->catalogue, l->catalogue);
  self->library = g_steal_pointer (&l->library);
  self->library_error = g_steal_pointer (&l->error);
  if (self->library != NULL)
    {
      /* The very lists the rows were named from. */
      mst_library_adopt_catalogue (self->library, self->catalogue);
      /* Opened on the loading thread, the window's from now on. */
      mst_library_set_owner_thread (self->library);
      /* The window's thread: counted, so that a test can show the
       * editor's saves are made elsewhere. */
      mst_library_watch_thread (self->library, g_thread_self ());
    }
  else
    /* Campaigns live in the library. */
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "campaigns")),
                                 FALSE);
  loaded_free (l);
  mst_app_state_set_loaded (self->state, self->catalogue, self->library, self->library_error);
  g_signal_emit (self, signals[READY], 0);
}

/* take_loaded(), waiting at most @timeout_ms for the thread to finish.
 * Returns whether it had. */
static gboolean
take_loaded_within (MstApplication *self, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * G_TIME_SPAN_MILLISECOND;
  gboolean read;

  g_mutex_lock (&self->load_lock);
  while (self->loading && self->loaded == NULL)
    if (!g_cond_wait_until (&self->load_done, &self->load_lock, end))
      break;
  read = self->loaded != NULL;
  g_mutex_unlock (&self->load_lock);
  if (read)
    take_loaded (self);
  return read;
}

static void
load_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  MstApplication *self = MST_APPLICATION (source);

  take_loaded (self);
  g_application_release (G_APPLICATION (self));
}

gboolean
mst_application_is_ready (MstApplication *self)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), FALSE);
  return !self->loading;
}

static void
ensure_ready (MstApplication *self)
{
  if (self->loading)
    take_loaded (self);
}

static void
mst_application_finalize (GObject *object)
{
  MstApplication *self = MST_APPLICATION (object);

  g_clear_object (&self->catalogue);
  g_clear_object (&self->library);
  g_clear_object (&self->state);
  g_clear_object (&self->settings);
  g_free (self->library_error);
  g_clear_pointer (&self->loaded, loaded_free);
  g_mutex_clear (&self->load_lock);
  g_cond_clear (&self->load_done);

  G_OBJECT_CLASS (mst_application_parent_class)->finalize (object);
}

/* In a worker thread: the icon theme read, by asking it for an icon. */
static void
read_icon_theme (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  gtk_icon_theme_has_icon (GTK_ICON_THEME (source), "open-menu-symbolic");
  g_task_return_boolean (task, TRUE);
}

/* The unit distances are shown in, everywhere: the open editors are drawn
 * again in it. */
static void
update_distances (MstApplication *self)
{
  MstDistanceUnit unit = (MstDistanceUnit) g_settings_get_enum (self->settings, "distances");
  GList *windows;

  if (unit == mst_distance_get_default ())
    return;
  mst_distance_set_default (unit);
  windows = gtk_application_get_windows (GTK_APPLICATION (self));
  for (GList *l = windows; l != NULL; l = l->next)
    if (MST_IS_WINDOW (l->data))
      mst_window_redraw_force (MST_WINDOW (l->data));
}

static void
update_color_scheme (MstApplication *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  int scheme = g_settings_get_enum (self->settings, "color-scheme");

  adw_style_manager_set_color_scheme (manager,
                                      scheme == 1 ? ADW_COLOR_SCHEME_FORCE_LIGHT :
                                      scheme == 2 ? ADW_COLOR_SCHEME_FORCE_DARK :
                                      ADW_COLOR_SCHEME_DEFAULT);
}

/* The stylesheet of GTK's own default theme, in GTK's resources. */
#define GTK_DEFAULT_THEME "/org/gtk/libgtk/theme/Default/gtk.css"

static void update_server_forces (MstApplication *self);

static void
on_state_library (MstApplication *self)
{
  MstLibrary *library = mst_app_state_get_library (self->state);

  if (library == NULL || library == self->library)
    return;
  g_set_object (&self->library, library);
  g_clear_pointer (&self->library_error, g_free);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "campaigns")),
                               TRUE);
}

static void
mst_application_startup (GApplication *app)
{
  MstApplication *self = MST_APPLICATION (app);
  gboolean theme_stub;

  /* The lists and the library are read in a thread, from before GTK
   * starts (which takes the window's thread the longest): they are
   * ready, or nearly, by the time the window is built. */
  self->catalogue = mst_catalogue_new ();
  self->loading = TRUE;
  {
    g_autoptr(GTask) task = g_task_new (self, NULL, load_done, NULL);
    g_application_hold (app);
    g_task_run_in_thread (task, load_thread);
  }

  /* GtkApplication's start reads GTK's own default theme (about 7 ms of
   * parsing) and libadwaita's, next, puts its stylesheet in that theme's
   * place, unless GTK_THEME names one.  In the meantime an empty theme
   * of Muster's stands for GTK's: resources registered last are found
   * first, and GTK registers its own in gtk_init(). */
  gtk_init ();
  theme_stub = g_getenv ("GTK_THEME") == NULL &&
               g_resources_get_info (GTK_DEFAULT_THEME, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
  if (theme_stub)
    mst_gtk_theme_stub_register_resource ();
  G_APPLICATION_CLASS (mst_application_parent_class)->startup (app);
  if (theme_stub)
    mst_gtk_theme_stub_unregister_resource ();

  /* GTK starts reading the icon theme in a thread, but libadwaita's start
   * then adds its own icons to the theme, which throws that reading away:
   * the window's thread would read the theme again at the first icon it
   * draws, in the middle of showing the window.  Read in a thread now,
   * while the window is built.  (Asking a theme set up on the main thread
   * for an icon is safe from any thread: GTK's own threads do.) */
  {
    GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
    g_autoptr(GTask) task = g_task_new (theme, NULL, NULL, NULL);
    g_task_run_in_thread (task, read_icon_theme);
  }

  self->settings = g_settings_new (APP_ID);
  self->state = mst_app_state_new (self->settings);
  /* A library restored from its copy, by a window: the application's. */
  g_signal_connect_object (self->state, "notify::library", G_CALLBACK (on_state_library), self, G_CONNECT_SWAPPED);
  /* Every preference is also an app.* action: the toggles drive the
   * Preferences switches, and any menu can offer them. */
  {
    static const char *const keys[] = {
      "crop-marks", "test-dice", "paper", "card-layout", "color-scheme", "distances",
    };
    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        g_autoptr(GAction) action = g_settings_create_action (self->settings, keys[i]);
        g_action_map_add_action (G_ACTION_MAP (self), action);
      }
  }
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (update_color_scheme), self, G_CONNECT_SWAPPED);
  update_color_scheme (self);
  g_signal_connect_object (self->settings, "changed::distances",
                           G_CALLBACK (update_distances), self, G_CONNECT_SWAPPED);
  update_distances (self);
  g_signal_connect_object (self->settings, "changed::" MST_CLUB_SERVER_URI_KEY,
                           G_CALLBACK (update_server_forces), self, G_CONNECT_SWAPPED);
  update_server_forces (self);
}

static void
mst_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      MstApplication *self = MST_APPLICATION (app);
      gboolean loaded;

      /* Read already (the lists and the library take a few milliseconds
       * on a local disk): the window is built with its library, and lays
       * itself out once, not twice. */
      loaded = take_loaded_within (self, 0);
      window = GTK_WINDOW (mst_window_new (GTK_APPLICATION (self), self->state));
      /* Still being read once the window is built (a large library):
       * worth a moment's wait before the first frame rather than a frame
       * saying "Opening the Library…" replaced at once by the library and
       * the force left open, laid out again.  A slow disk still gets that
       * frame, after the moment. */
      if (!loaded)
        take_loaded_within (self, LOAD_WAIT_MS);
    }
  gtk_window_present (window);
}

static void
mst_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  MstWindow *window;

  mst_application_activate (app);
  window = MST_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  for (int i = 0; i < n_files; i++)
    mst_window_open_file (window, files[i]);
}

static void
on_quit (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
on_preferences (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  MstApplication *self = MST_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (mst_preferences_window_new (parent, self->settings));
}

static void
on_help (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  mst_help_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)), NULL);
}

static void
on_campaigns (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  MstApplication *self = MST_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (self->library == NULL)
    return;
  gtk_window_present (mst_campaign_window_new (parent, self->library, self->catalogue, self->library_error));
}

/* The forces kept on the preferences' club server: offered once there is one. */
static void
on_club_forces (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  MstApplication *self = MST_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autofree char *uri = g_settings_get_string (self->settings, MST_CLUB_SERVER_URI_KEY);

  if (uri[0] == '\0')
    return;
  gtk_window_present (mst_server_forces_window_new (parent, self->library, self->catalogue, uri));
}

static void
update_server_forces (MstApplication *self)
{
  g_autofree char *uri = g_settings_get_string (self->settings, MST_CLUB_SERVER_URI_KEY);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "server-forces")),
                               uri[0] != '\0');
}

static void
on_about (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (mst_about_window_new (parent));
}

static const GActionEntry app_actions[] = {
  { "quit", on_quit },
  { "preferences", on_preferences },
  { "help", on_help },
  { "help-topic", on_help, "s" },
  { "about", on_about },
  { "campaigns", on_campaigns },
  { "server-forces", on_club_forces },
};

/* The force editor's shortcuts; ui/mst-shortcuts-window.ui lists them. */
static void
set_window_accels (MstApplication *self)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "win.new-force", { "<Control>n", NULL } },
    { "win.import", { "<Control>o", NULL } },
    { "win.export", { "<Control>e", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.rename-force", { "F2", NULL } },
    { "win.duplicate-force", { "<Control><Shift>d", NULL } },
    { "win.delete-force", { "<Control>Delete", NULL } },
    { "win.add-command", { "<Control>g", NULL } },
    { "win.add-unit", { "<Control>u", NULL } },
    { "win.roll-resilience", { "<Control>r", NULL } },
    { "win.search", { "<Control>f", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);
}

static void
mst_application_class_init (MstApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = mst_application_finalize;
  app_class->startup = mst_application_startup;

  /**
   * MstApplication::ready:
   *
   * The nation lists and the library, read in a thread at start-up, are
   * here (the library may have failed: see get_library_error()).
   */
  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  app_class->activate = mst_application_activate;
  app_class->open = mst_application_open;
}

static void
mst_application_init (MstApplication *self)
{
  g_mutex_init (&self->load_lock);
  g_cond_init (&self->load_done);
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         (const char *[]) { "<Control>comma", NULL });
  set_window_accels (self);
}

MstApplication *
mst_application_new (void)
{
  return g_object_new (MST_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       /* One instance: a second launch, or Open With, goes to
                        * the running one, so that one process owns each force. */
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/muster/Muster",
                       NULL);
}

MstCatalogue *
mst_application_get_catalogue (MstApplication *self)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), NULL);
  ensure_ready (self);
  return self->catalogue;
}

MstLibrary *
mst_application_get_library (MstApplication *self)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), NULL);
  ensure_ready (self);
  return self->library;
}

const char *
mst_application_get_library_error (MstApplication *self)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), NULL);
  ensure_ready (self);
  return self->library_error;
}

gboolean
mst_application_restore_backup (MstApplication *self, GError **error)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), FALSE);

  ensure_ready (self);
  return mst_app_state_restore_backup (self->state, error);
}

MstAppState *
mst_application_get_state (MstApplication *self)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), NULL);
  return self->state;
}

GSettings *
mst_application_get_settings (MstApplication *self)
{
  g_return_val_if_fail (MST_IS_APPLICATION (self), NULL);
  return self->settings;
}
