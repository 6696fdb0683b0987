/* mst-app-state.c: what the application's windows share: the lists, the library and the settings, as the application has them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-app-state.h"

struct _MstAppState
{
  GObject parent_instance;

  GSettings *settings;
  gboolean ready;
  MstCatalogue *catalogue;
  MstLibrary *library;
  char *library_error;
};

G_DEFINE_FINAL_TYPE (MstAppState, mst_app_state, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LIBRARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
mst_app_state_finalize (GObject *object)
{
  MstAppState *self = MST_APP_STATE (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->library);
  g_free (self->library_error);
  G_OBJECT_CLASS (mst_app_state_parent_class)->finalize (object);
}

static void
mst_app_state_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstAppState *self = MST_APP_STATE (object);

  switch (prop_id)
    {
    case PROP_LIBRARY: g_value_set_object (value, self->library); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_app_state_class_init (MstAppStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_app_state_finalize;
  object_class->get_property = mst_app_state_get_property;
  properties[PROP_LIBRARY] = g_param_spec_object ("library", NULL, NULL, MST_TYPE_LIBRARY,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MstAppState::ready:
   *
   * The lists and the library have been read (the library may have
   * failed to open: mst_app_state_get_library_error()).
   */
  signals[SIGNAL_READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
}

static void
mst_app_state_init (MstAppState *self)
{
}

MstAppState *
mst_app_state_new (GSettings *settings)
{
  MstAppState *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  self = g_object_new (MST_TYPE_APP_STATE, NULL);
  self->settings = g_object_ref (settings);
  return self;
}

GSettings *
mst_app_state_get_settings (MstAppState *self)
{
  g_return_val_if_fail (MST_IS_APP_STATE (self), NULL);
  return self->settings;
}

gboolean
mst_app_state_is_ready (MstAppState *self)
{
  g_return_val_if_fail (MST_IS_APP_STATE (self), FALSE);
  return self->ready;
}

MstCatalogue *
mst_app_state_get_catalogue (MstAppState *self)
{
  g_return_val_if_fail (MST_IS_APP_STATE (self), NULL);
  return self->ready ? self->catalogue : NULL;
}

MstLibrary *
mst_app_state_get_library (MstAppState *self)
{
  g_return_val_if_fail (MST_IS_APP_STATE (self), NULL);
  return self->ready ? self->library : NULL;
}

const char *
mst_app_state_get_library_error (MstAppState *self)
{
  g_return_val_if_fail (MST_IS_APP_STATE (self), NULL);
  return self->library_error;
}

void
mst_app_state_set_loaded (MstAppState *self, MstCatalogue *catalogue, MstLibrary *library,
                          const char *library_error)
{
  gboolean first;

  g_return_if_fail (MST_IS_APP_STATE (self));

  first = !self->ready;
  g_set_object (&self->catalogue, catalogue);
  g_free (self->library_error);
  self->library_error = g_strdup (library_error);
  self->ready = TRUE;
  if (g_set_object (&self->library, library))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIBRARY]);
  if (first)
    g_signal_emit (self, signals[SIGNAL_READY], 0);
}

gboolean
mst_app_state_restore_backup (MstAppState *self, GError **error)
{
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (MST_IS_APP_STATE (self), FALSE);

  if (self->library != NULL)
    return TRUE;
  if (!mst_library_restore_backup (NULL, error))
    return FALSE;
  library = mst_library_open (NULL, MST_LIBRARY_OPEN_DEFAULT, &local);
  if (library == NULL)
    {
      g_free (self->library_error);
      self->library_error = g_strdup (local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  mst_library_set_catalogue (library, self->catalogue);
  /* The window's thread: counted, so that a test can show the editor's
   * saves are made elsewhere. */
  mst_library_watch_thread (library, g_thread_self ());
  mst_app_state_set_loaded (self, self->catalogue, library, NULL);
  return TRUE;
}
