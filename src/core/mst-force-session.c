/* mst-force-session.c: a force being edited: its history, and its saves off the main thread.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-force-session.h"
#include "mst-library-private.h"

struct _MstForceSession
{
  GObject parent_instance;

  MstLibrary *library;
  MstForce *force;
  MstHistory *history;

  gboolean dirty;
  gboolean conflicting;
  guint save_source;
  GError *error;

  /* The save in its thread: the main context waits for it only in flush. */
  GMutex lock;
  GCond done;
  gboolean in_flight;
  struct Save *pending;   /* finished in the thread, not yet applied */
  GTask *task;
};

G_DEFINE_FINAL_TYPE (MstForceSession, mst_force_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DIRTY,
  PROP_SAVING,
  PROP_ERROR_MESSAGE,
  N_PROPS
};

enum {
  RELOADED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

typedef struct Save {
  gint64 id;
  gint64 base_revision;
  gint64 new_revision;
  char *name;
  char *ruleset;
  char *list_id;
  char *data;
  gboolean ok;
  GError *error;
} Save;

static void
save_free (Save *save)
{
  g_free (save->name);
  g_free (save->ruleset);
  g_free (save->list_id);
  g_free (save->data);
  g_clear_error (&save->error);
  g_free (save);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Save, save_free)

static gboolean
can_save (MstForceSession *self)
{
  return self->library != NULL && !mst_library_is_read_only (self->library) &&
         mst_force_get_id (self->force) > 0;
}

static void
set_dirty (MstForceSession *self, gboolean dirty)
{
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

static void
set_error (MstForceSession *self, const GError *error)
{
  if (self->error == NULL && error == NULL)
    return;
  g_clear_error (&self->error);
  if (error != NULL)
    self->error = g_error_copy (error);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR_MESSAGE]);
}

static void
set_in_flight (MstForceSession *self, gboolean in_flight)
{
  g_mutex_lock (&self->lock);
  self->in_flight = in_flight;
  g_mutex_unlock (&self->lock);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

static void schedule_save (MstForceSession *self);

/* The stored force was written by someone else: the force in memory is
 * read again; unsaved changes were either part of that write (the campaign
 * store records them first) or, after a conflict, lost: say so. */
static void
reloaded (MstForceSession *self, gboolean lost)
{
  g_clear_handle_id (&self->save_source, g_source_remove);
  mst_history_clear (self->history);
  set_dirty (self, FALSE);
  g_signal_emit (self, signals[RELOADED], 0, lost);
}

/* In the main context, once per save, from its callback or from flush. */
static void
apply (MstForceSession *self, Save *save)
{
  if (save->ok)
    {
      /* Unless the force was read again meanwhile (a campaign write). */
      if (mst_force_get_revision (self->force) == save->base_revision)
        mst_force_set_revision (self->force, save->new_revision);
      set_error (self, NULL);
      mst_library_announce (self->library, save->id);
      {
        g_autofree char *now = mst_force_to_data (self->force, NULL);
        if (g_strcmp0 (now, save->data) == 0)
          set_dirty (self, FALSE);
        else
          schedule_save (self);
      }
      return;
    }
  if (g_error_matches (save->error, MST_ERROR, MST_ERROR_CONFLICT))
    {
      g_autoptr(GError) message = NULL;
      g_autoptr(GError) reload_error = NULL;

      message = g_error_new (MST_ERROR, MST_ERROR_CONFLICT,
                             _("“%s” was changed elsewhere (in another window or another copy of Muster) "
                               "while it was open here. It has been read again as stored; the last "
                               "change made here was not kept."),
                             mst_force_get_name (self->force));
      /* The refresh clears the history and the dirt through "replaced". */
      self->conflicting = TRUE;
      if (!mst_library_refresh_force (self->library, save->id, NULL, &reload_error))
        {
          self->conflicting = FALSE;
          set_error (self, reload_error);
          return;
        }
      self->conflicting = FALSE;
      set_error (self, message);
      return;
    }
  /* Kept dirty: the next change tries again. */
  set_error (self, save->error);
}

static void
save_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  MstForceSession *self = source;
  Save *save = task_data;
  gint64 id = save->id;

  save->ok = mst_library_write_data (self->library, &id, save->base_revision, save->name, save->ruleset,
                                     save->list_id, save->data, &save->new_revision, &save->error);
  g_mutex_lock (&self->lock);
  self->pending = save;
  self->in_flight = FALSE;
  g_cond_broadcast (&self->done);
  g_mutex_unlock (&self->lock);
  g_task_return_boolean (task, TRUE);
}

static void
take_pending (MstForceSession *self)
{
  Save *save;

  g_mutex_lock (&self->lock);
  save = g_steal_pointer (&self->pending);
  g_mutex_unlock (&self->lock);
  if (save != NULL)
    apply (self, save);
}

static void
save_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  MstForceSession *self = MST_FORCE_SESSION (source);
  GTask *outer = user_data;
  Save *save = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = save->error != NULL ? g_error_copy (save->error) : NULL;

  g_clear_object (&self->task);
  take_pending (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
  if (outer == NULL)
    return;
  if (error == NULL)
    g_task_return_boolean (outer, TRUE);
  else
    g_task_return_error (outer, g_steal_pointer (&error));
  g_object_unref (outer);
}

static Save *
new_save (MstForceSession *self)
{
  Save *save = g_new0 (Save, 1);

  save->id = mst_force_get_id (self->force);
  /* Whoever saved it last (this session, or another window through
   * mst_library_save()), the force knows its revision. */
  save->base_revision = mst_force_get_revision (self->force);
  save->name = g_strdup (mst_force_get_name (self->force));
  save->ruleset = g_strdup (mst_force_get_ruleset (self->force));
  save->list_id = g_strdup (mst_force_get_list_id (self->force));
  save->data = mst_force_to_data (self->force, NULL);
  return save;
}

/* Starts a save in a thread; @outer (may be NULL) is told when it lands. */
static void
start_save (MstForceSession *self, GTask *outer)
{
  g_autoptr(GTask) task = NULL;

  g_clear_handle_id (&self->save_source, g_source_remove);
  task = g_task_new (self, NULL, save_done, outer);
  g_task_set_task_data (task, new_save (self), (GDestroyNotify) save_free);
  g_task_set_source_tag (task, start_save);
  self->task = g_object_ref (task);
  set_in_flight (self, TRUE);
  g_task_run_in_thread (task, save_thread);
}

static gboolean
save_in_idle (gpointer data)
{
  MstForceSession *self = data;

  self->save_source = 0;
  /* Coalesced: the save under way calls again when it lands. */
  if (self->task == NULL && self->dirty && can_save (self))
    start_save (self, NULL);
  return G_SOURCE_REMOVE;
}

static void
schedule_save (MstForceSession *self)
{
  if (!can_save (self) || self->save_source != 0)
    return;
  self->save_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, save_in_idle, self, NULL);
}

static void
on_force_changed (MstForceSession *self)
{
  set_dirty (self, TRUE);
  schedule_save (self);
}

/* Read again from the library: not an edit of ours. */
static void
on_force_replaced (MstForceSession *self)
{
  reloaded (self, self->conflicting);
}

void
mst_force_session_save_async (MstForceSession     *self,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) outer = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MST_IS_FORCE_SESSION (self));

  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, mst_force_session_save_async);
  if (!can_save (self))
    {
      g_task_return_new_error (outer, MST_ERROR, MST_ERROR_READ_ONLY,
                               _("The force is not in a library that can be written"));
      return;
    }
  if (self->task != NULL)
    {
      /* After the one under way: flush in this thread, it is short. */
      if (!mst_force_session_flush (self, &error))
        g_task_return_error (outer, g_steal_pointer (&error));
      else
        g_task_return_boolean (outer, TRUE);
      return;
    }
  start_save (self, g_steal_pointer (&outer));
}

gboolean
mst_force_session_save_finish (MstForceSession *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
mst_force_session_flush (MstForceSession *self, GError **error)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), FALSE);

  g_mutex_lock (&self->lock);
  while (self->in_flight)
    g_cond_wait (&self->done, &self->lock);
  g_mutex_unlock (&self->lock);
  take_pending (self);
  g_clear_handle_id (&self->save_source, g_source_remove);

  if (self->dirty && can_save (self))
    {
      g_autoptr(Save) save = new_save (self);
      gint64 id = save->id;

      save->ok = mst_library_write_data (self->library, &id, save->base_revision, save->name,
                                         save->ruleset, save->list_id, save->data,
                                         &save->new_revision, &save->error);
      apply (self, save);
      if (!save->ok)
        {
          g_propagate_error (error, g_error_copy (self->error != NULL ? self->error : save->error));
          return FALSE;
        }
    }
  return TRUE;
}

static void
mst_force_session_dispose (GObject *object)
{
  MstForceSession *self = MST_FORCE_SESSION (object);

  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  g_clear_handle_id (&self->save_source, g_source_remove);
  G_OBJECT_CLASS (mst_force_session_parent_class)->dispose (object);
}

static void
mst_force_session_finalize (GObject *object)
{
  MstForceSession *self = MST_FORCE_SESSION (object);

  g_clear_object (&self->library);
  g_clear_object (&self->force);
  g_clear_object (&self->history);
  g_clear_error (&self->error);
  /* A pending save belongs to its task. */
  self->pending = NULL;
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->done);

  G_OBJECT_CLASS (mst_force_session_parent_class)->finalize (object);
}

static void
mst_force_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstForceSession *self = MST_FORCE_SESSION (object);

  switch (prop_id)
    {
    case PROP_DIRTY: g_value_set_boolean (value, self->dirty); break;
    case PROP_SAVING: g_value_set_boolean (value, mst_force_session_get_saving (self)); break;
    case PROP_ERROR_MESSAGE: g_value_set_string (value, mst_force_session_get_error_message (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_force_session_class_init (MstForceSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = mst_force_session_dispose;
  object_class->finalize = mst_force_session_finalize;
  object_class->get_property = mst_force_session_get_property;

  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE, ro);
  properties[PROP_SAVING] = g_param_spec_boolean ("saving", NULL, NULL, FALSE, ro);
  properties[PROP_ERROR_MESSAGE] = g_param_spec_string ("error-message", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MstForceSession::reloaded:
   * @lost: a change made here was not kept (the stored force had changed)
   *
   * The force was read again from the library: a battle or a change
   * between battles was recorded, or a save met a conflict.  The history
   * is cleared.
   */
  signals[RELOADED] = g_signal_new ("reloaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
mst_force_session_init (MstForceSession *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->done);
}

MstForceSession *
mst_force_session_new (MstLibrary *library, MstForce *force)
{
  MstForceSession *self;

  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  self = g_object_new (MST_TYPE_FORCE_SESSION, NULL);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->force = g_object_ref (force);
  self->history = mst_history_new ();
  g_signal_connect_object (force, "changed", G_CALLBACK (on_force_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (force, "replaced", G_CALLBACK (on_force_replaced), self, G_CONNECT_SWAPPED);
  return self;
}

MstForce *
mst_force_session_get_force (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), NULL);
  return self->force;
}

MstHistory *
mst_force_session_get_history (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), NULL);
  return self->history;
}

MstLibrary *
mst_force_session_get_library (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), NULL);
  return self->library;
}

gboolean
mst_force_session_get_dirty (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), FALSE);
  return self->dirty;
}

gboolean
mst_force_session_get_saving (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), FALSE);
  return self->task != NULL;
}

const GError *
mst_force_session_get_error (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), NULL);
  return self->error;
}

const char *
mst_force_session_get_error_message (MstForceSession *self)
{
  g_return_val_if_fail (MST_IS_FORCE_SESSION (self), NULL);
  return self->error != NULL ? self->error->message : NULL;
}

void
mst_force_session_dismiss_error (MstForceSession *self)
{
  g_return_if_fail (MST_IS_FORCE_SESSION (self));
  set_error (self, NULL);
}
