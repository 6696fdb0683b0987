/* mst-campaign-session.c: one place campaigns are kept, worked on off the caller's thread, and what was read of it as list models.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each call is an Op: made on the caller's thread, run on the session's
 * one worker (a GThreadPool of one thread, so calls to a backend that is
 * one connection never overlap and keep their order), then applied to the
 * models back in the caller's main context before its task returns. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-campaign-session.h"
#include "mst-campaign-view.h"
#include "mst-error.h"

struct _MstCampaignSession
{
  GObject parent_instance;

  MstCampaignBackend *backend;
  GMainContext *context;   /* the caller's: the models change there */
  GThreadPool *worker;
  guint pending;           /* calls asked and not answered */
  char *error;

  GListStore *campaigns;
  GListStore *forces;
  GListStore *battles;
  GListStore *events;
  GListStore *queued;
  MstCampaignSummary *summary;
  gint64 campaign_id;      /* the open campaign's */
  gint64 force_id;         /* the force whose history the events are */
  gint64 copy_taken;       /* the last call answered from a copy taken then */
  gboolean all_battles;    /* every battle of the open campaign is in the model */
};

G_DEFINE_FINAL_TYPE (MstCampaignSession, mst_campaign_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BACKEND,
  PROP_BUSY,
  PROP_ERROR,
  PROP_COPY_TAKEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef enum {
  OP_LIST,
  OP_OPEN,
  OP_LOAD_FORCE,
  OP_RECORD,
  OP_APPEND,
  OP_RETRACT,
  OP_RUN,
  OP_MORE_BATTLES,
} OpKind;

/* A campaign's battles, the latest first: the first page read with it,
 * the next ones as asked. */
#define FIRST_PAGE 50
#define NEXT_PAGE 500
/* The open campaign read again (after a write, on a change heard): as
 * many battles as were listed, so that the player scrolled down the list
 * stays where he was, up to this many. */
#define READ_AGAIN_MAX 5000

typedef struct {
  OpKind kind;
  MstCampaignBackend *backend;
  gboolean with_archived;
  gint64 campaign_id;
  guint first_page;         /* the battles read with the campaign */
  gint64 force_id;
  gint64 event_id;
  gint64 base_revision;
  char *reason;
  MstBattle *battle;
  MstCampaignEvent *event;

  /* What the worker read or wrote */
  GPtrArray *campaigns;
  GPtrArray *queued;
  MstCampaignSummary *summary;
  GPtrArray *battles;
  GPtrArray *events;        /* of force_id, read again */
  gboolean read_campaign;   /* summary and battles read (again) */
  gboolean read_events;
  MstForce *force;
  gint64 revision;
  gint64 id;
  gboolean write_queued;
  gint64 copy_taken;
  /* OP_RUN */
  MstCampaignSessionFunc func;
  gpointer data;
  GDestroyNotify data_free;
  gpointer result;
  GDestroyNotify result_free;
  gboolean read_again;
  MstBattle *after;        /* OP_MORE_BATTLES: the last battle listed */
  GError *error;
} Op;

static void
op_free (gpointer data)
{
  Op *op = data;

  g_clear_object (&op->backend);
  g_free (op->reason);
  g_clear_object (&op->battle);
  g_clear_object (&op->event);
  g_clear_pointer (&op->campaigns, g_ptr_array_unref);
  g_clear_pointer (&op->queued, g_ptr_array_unref);
  g_clear_pointer (&op->summary, mst_campaign_summary_free);
  g_clear_pointer (&op->battles, g_ptr_array_unref);
  g_clear_pointer (&op->events, g_ptr_array_unref);
  g_clear_object (&op->force);
  g_clear_object (&op->after);
  if (op->data_free != NULL)
    op->data_free (op->data);
  if (op->result != NULL && op->result_free != NULL)
    op->result_free (op->result);
  g_clear_error (&op->error);
  g_free (op);
}

/* On the worker */

/* The campaign @op->campaign_id's summary and battles read (again). */
static gboolean
read_campaign (Op *op, GError **error)
{
  op->summary = mst_campaign_backend_summarize (op->backend, op->campaign_id, error);
  if (op->summary == NULL)
    return FALSE;
  op->battles = mst_campaign_backend_list_battles_page (op->backend, op->campaign_id, NULL, op->first_page, error);
  if (op->battles == NULL)
    return FALSE;
  op->read_campaign = TRUE;
  return TRUE;
}

static gboolean
read_events (Op *op, GError **error)
{
  op->events = mst_campaign_backend_list_events (op->backend, op->force_id, error);
  op->read_events = op->events != NULL;
  return op->read_events;
}

/* After a write: the campaign shown and the force's history as they now
 * are.  The write stands whatever this read says: a failure here is only
 * logged, the models then keep what they showed. */
static void
read_after_write (Op *op)
{
  g_autoptr(GError) error = NULL;

  if (op->campaign_id != 0 && !read_campaign (op, &error))
    {
      g_debug ("The campaign was not read again: %s", error->message);
      g_clear_error (&error);
      g_clear_pointer (&op->summary, mst_campaign_summary_free);
      g_clear_pointer (&op->battles, g_ptr_array_unref);
      op->read_campaign = FALSE;
    }
  if (op->force_id != 0 && !read_events (op, &error))
    g_debug ("The history was not read again: %s", error->message);
  op->queued = mst_campaign_backend_list_queued (op->backend, NULL);
}

static gboolean
run_op (Op *op, GError **error)
{
  switch (op->kind)
    {
    case OP_LIST:
      op->campaigns = mst_campaign_backend_list (op->backend, op->with_archived, error);
      if (op->campaigns == NULL)
        return FALSE;
      op->queued = mst_campaign_backend_list_queued (op->backend, error);
      return op->queued != NULL;
    case OP_OPEN:
      return read_campaign (op, error);
    case OP_LOAD_FORCE:
      {
        gint64 in_campaign = mst_campaign_backend_get_force_campaign (op->backend, op->force_id, error);

        if (in_campaign == 0)
          return FALSE;
        if (op->campaign_id != 0 && in_campaign != op->campaign_id)
          {
            g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
                         _("This force is not in that campaign (any more)."));
            return FALSE;
          }
        /* The revision first: a write meanwhile makes what is read
         * stale, never newer than the revision it is sent with. */
        op->revision = mst_campaign_backend_get_revision (op->backend, op->force_id, error);
        if (op->revision == 0)
          return FALSE;
        op->force = mst_campaign_backend_get_force (op->backend, op->force_id, error);
        return op->force != NULL && read_events (op, error);
      }
    case OP_RECORD:
      op->id = mst_campaign_backend_record_battle (op->backend, op->force_id, op->battle, op->base_revision,
                                                   error);
      break;
    case OP_APPEND:
      op->id = mst_campaign_backend_append (op->backend, op->force_id, op->event, op->base_revision, error);
      break;
    case OP_RETRACT:
      op->id = mst_campaign_backend_retract (op->backend, op->event_id, op->reason, error);
      break;
    case OP_MORE_BATTLES:
      op->battles = mst_campaign_backend_list_battles_page (op->backend, op->campaign_id, op->after, NEXT_PAGE,
                                                            error);
      return op->battles != NULL;
    case OP_RUN:
      op->result = op->func (op->backend, op->data, error);
      op->copy_taken = mst_campaign_backend_get_copy_taken (op->backend);
      if (op->result != NULL && op->read_again)
        read_after_write (op);
      return op->result != NULL;
    default:
      g_assert_not_reached ();
    }
  /* A write: whether it was queued, then what it changed. */
  if (op->id == 0)
    return FALSE;
  op->write_queued = op->kind != OP_RETRACT && mst_campaign_backend_write_queued (op->backend);
  read_after_write (op);
  return TRUE;
}

static gboolean apply_in_context (gpointer data);

static void
worker_run (gpointer data, gpointer user_data)
{
  GTask *task = data;
  Op *op = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);

  /* Cancelled before its turn: never started. */
  if (!g_cancellable_set_error_if_cancelled (cancellable, &op->error) && run_op (op, &op->error) &&
      op->kind != OP_RUN)
    op->copy_taken = mst_campaign_backend_get_copy_taken (op->backend);
  /* Back in the caller's context, always there (never
   * g_main_context_invoke(), which runs it here when nobody iterates the
   * context at that moment). */
  {
    g_autoptr(GSource) source = g_idle_source_new ();

    g_source_set_priority (source, G_PRIORITY_DEFAULT);
    g_source_set_callback (source, apply_in_context, task, g_object_unref);
    g_source_attach (source, g_task_get_context (task));
  }
}

/* Back in the caller's context */

static void
splice (GListStore *store, GPtrArray *items)
{
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       items != NULL ? items->pdata : NULL, items != NULL ? items->len : 0);
}

/* Calls asked of every session and not answered yet. */
static gint n_busy;

guint
mst_campaign_session_get_n_busy (void)
{
  return (guint) g_atomic_int_get (&n_busy);
}

static void
set_busy (MstCampaignSession *self, int delta)
{
  gboolean was = self->pending > 0;

  g_atomic_int_add (&n_busy, delta);
  self->pending += delta;
  if (was != (self->pending > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
set_error (MstCampaignSession *self, const char *message)
{
  if (g_strcmp0 (self->error, message) == 0)
    return;
  g_free (self->error);
  self->error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

static void
apply_op (MstCampaignSession *self, Op *op)
{
  if (op->campaigns != NULL)
    splice (self->campaigns, op->campaigns);
  if (op->queued != NULL)
    splice (self->queued, op->queued);
  /* A campaign read for the one open (or the one opened now). */
  if (op->read_campaign && (op->kind == OP_OPEN || op->campaign_id == self->campaign_id))
    {
      g_autoptr(GListModel) forces = mst_campaign_view_forces (op->summary);
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < g_list_model_get_n_items (forces); i++)
        g_ptr_array_add (lines, g_list_model_get_item (forces, i));
      g_clear_pointer (&self->summary, mst_campaign_summary_free);
      self->summary = g_steal_pointer (&op->summary);
      self->campaign_id = op->campaign_id;
      splice (self->forces, lines);
      splice (self->battles, op->battles);
      self->all_battles = op->battles->len < op->first_page;
    }
  /* The next page, where the list still ends with the battle it follows. */
  if (op->kind == OP_MORE_BATTLES && op->campaign_id == self->campaign_id)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->battles));
      g_autoptr(MstBattle) last = n > 0 ? g_list_model_get_item (G_LIST_MODEL (self->battles), n - 1) : NULL;

      if (last == op->after)
        {
          g_list_store_splice (self->battles, n, 0, op->battles->pdata, op->battles->len);
          self->all_battles = op->battles->len < NEXT_PAGE;
        }
    }
  if (op->read_events && (op->kind == OP_LOAD_FORCE || op->force_id == self->force_id))
    {
      self->force_id = op->force_id;
      splice (self->events, op->events);
    }
}

static gboolean
apply_in_context (gpointer data)
{
  GTask *task = data;
  MstCampaignSession *self = g_task_get_source_object (task);
  Op *op = g_task_get_task_data (task);

  set_busy (self, -1);
  if (op->error != NULL)
    {
      if (!g_error_matches (op->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        set_error (self, op->error->message);
      g_task_return_error (task, g_steal_pointer (&op->error));
      return G_SOURCE_REMOVE;
    }
  /* Known before the models change: a row made for them says it. */
  if (self->copy_taken != op->copy_taken)
    {
      self->copy_taken = op->copy_taken;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COPY_TAKEN]);
    }
  apply_op (self, op);
  set_error (self, NULL);
  if (op->kind == OP_LOAD_FORCE)
    g_task_return_pointer (task, g_steal_pointer (&op->force), g_object_unref);
  else if (op->kind == OP_RUN)
    g_task_return_pointer (task, g_steal_pointer (&op->result), op->result_free);
  else
    g_task_return_int (task, op->kind == OP_LIST || op->kind == OP_OPEN || op->kind == OP_MORE_BATTLES ? 1 : op->id);
  return G_SOURCE_REMOVE;
}

/* On the caller's thread */

/* The battles to read with campaign @campaign_id: a first page, or as
 * many as are listed of the one open. */
static guint
first_page_of (MstCampaignSession *self, gint64 campaign_id)
{
  guint listed = g_list_model_get_n_items (G_LIST_MODEL (self->battles));

  if (campaign_id == 0 || campaign_id != self->campaign_id)
    return FIRST_PAGE;
  return CLAMP (listed, FIRST_PAGE, READ_AGAIN_MAX);
}

static Op *
op_new (MstCampaignSession *self, OpKind kind)
{
  Op *op = g_new0 (Op, 1);

  op->kind = kind;
  op->backend = g_object_ref (self->backend);
  op->campaign_id = self->campaign_id;
  op->first_page = first_page_of (self, self->campaign_id);
  op->force_id = self->force_id;
  return op;
}

static void
start (MstCampaignSession *self, Op *op, GCancellable *cancellable, gpointer source_tag,
       GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, op, op_free);
  /* Cancelled meanwhile, it still comes back through the worker: the
   * calls stay in order and the models unchanged. */
  g_task_set_return_on_cancel (task, FALSE);
  set_busy (self, +1);
  g_thread_pool_push (self->worker, task, NULL);
}

static gboolean
finish (MstCampaignSession *self, GAsyncResult *result, gpointer source_tag, gint64 *id, gboolean *queued,
        GError **error)
{
  Op *op;
  gssize value;

  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  op = g_task_get_task_data (G_TASK (result));
  value = g_task_propagate_int (G_TASK (result), error);
  if (queued != NULL)
    *queued = op->write_queued;
  if (id != NULL)
    *id = value > 0 ? (gint64) value : 0;
  return value > 0;
}

static void
mst_campaign_session_dispose (GObject *object)
{
  MstCampaignSession *self = MST_CAMPAIGN_SESSION (object);

  /* Every call asked holds the session: none is left when this runs. */
  if (self->worker != NULL)
    g_thread_pool_free (g_steal_pointer (&self->worker), FALSE, TRUE);
  g_clear_object (&self->campaigns);
  g_clear_object (&self->forces);
  g_clear_object (&self->battles);
  g_clear_object (&self->events);
  g_clear_object (&self->queued);
  g_clear_object (&self->backend);
  G_OBJECT_CLASS (mst_campaign_session_parent_class)->dispose (object);
}

static void
mst_campaign_session_finalize (GObject *object)
{
  MstCampaignSession *self = MST_CAMPAIGN_SESSION (object);

  g_clear_pointer (&self->summary, mst_campaign_summary_free);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_free (self->error);
  G_OBJECT_CLASS (mst_campaign_session_parent_class)->finalize (object);
}

static void
mst_campaign_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignSession *self = MST_CAMPAIGN_SESSION (object);

  switch (prop_id)
    {
    case PROP_BACKEND: g_value_set_object (value, self->backend); break;
    case PROP_BUSY: g_value_set_boolean (value, self->pending > 0); break;
    case PROP_ERROR: g_value_set_string (value, self->error); break;
    case PROP_COPY_TAKEN: g_value_set_int64 (value, self->copy_taken); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_session_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCampaignSession *self = MST_CAMPAIGN_SESSION (object);

  switch (prop_id)
    {
    case PROP_BACKEND: self->backend = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_session_class_init (MstCampaignSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mst_campaign_session_dispose;
  object_class->finalize = mst_campaign_session_finalize;
  object_class->get_property = mst_campaign_session_get_property;
  object_class->set_property = mst_campaign_session_set_property;

  properties[PROP_BACKEND] = g_param_spec_object ("backend", NULL, NULL, MST_TYPE_CAMPAIGN_BACKEND,
                                                  G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                  G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COPY_TAKEN] = g_param_spec_int64 ("copy-taken", NULL, NULL, 0, G_MAXINT64, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_campaign_session_init (MstCampaignSession *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->worker = g_thread_pool_new (worker_run, self, 1, FALSE, NULL);
  self->campaigns = g_list_store_new (MST_TYPE_CAMPAIGN);
  self->forces = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  self->battles = g_list_store_new (MST_TYPE_BATTLE);
  self->events = g_list_store_new (MST_TYPE_CAMPAIGN_EVENT);
  self->queued = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
}

MstCampaignSession *
mst_campaign_session_new (MstCampaignBackend *backend)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (backend), NULL);
  return g_object_new (MST_TYPE_CAMPAIGN_SESSION, "backend", backend, NULL);
}

MstCampaignSession *
mst_campaign_session_new_for_library (MstLibrary *library, MstCatalogue *catalogue)
{
  g_autoptr(MstCampaignStore) store = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (library), NULL);
  store = mst_campaign_store_new (library, catalogue);
  return mst_campaign_session_new (MST_CAMPAIGN_BACKEND (store));
}

MstCampaignBackend *
mst_campaign_session_get_backend (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), NULL);
  return self->backend;
}

gboolean
mst_campaign_session_get_busy (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), FALSE);
  return self->pending > 0;
}

const char *
mst_campaign_session_get_error (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), NULL);
  return self->error;
}

#define MODEL_GETTER(name) \
  GListModel * \
  mst_campaign_session_get_##name (MstCampaignSession *self) \
  { \
    g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), NULL); \
    return G_LIST_MODEL (self->name); \
  }

MODEL_GETTER (campaigns)
MODEL_GETTER (forces)
MODEL_GETTER (battles)
MODEL_GETTER (events)
MODEL_GETTER (queued)

const MstCampaignSummary *
mst_campaign_session_get_summary (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), NULL);
  return self->summary;
}

gint64
mst_campaign_session_get_campaign_id (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), 0);
  return self->campaign_id;
}

void
mst_campaign_session_list_campaigns_async (MstCampaignSession *self, gboolean with_archived,
                                           GCancellable *cancellable, GAsyncReadyCallback callback,
                                           gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  op = op_new (self, OP_LIST);
  op->with_archived = with_archived;
  start (self, op, cancellable, mst_campaign_session_list_campaigns_async, callback, user_data);
}

gboolean
mst_campaign_session_list_campaigns_finish (MstCampaignSession *self, GAsyncResult *result, GError **error)
{
  return finish (self, result, mst_campaign_session_list_campaigns_async, NULL, NULL, error);
}

void
mst_campaign_session_open_campaign_async (MstCampaignSession *self, gint64 campaign_id,
                                          GCancellable *cancellable, GAsyncReadyCallback callback,
                                          gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  op = op_new (self, OP_OPEN);
  op->campaign_id = campaign_id;
  op->first_page = first_page_of (self, campaign_id);
  start (self, op, cancellable, mst_campaign_session_open_campaign_async, callback, user_data);
}

gboolean
mst_campaign_session_open_campaign_finish (MstCampaignSession *self, GAsyncResult *result, GError **error)
{
  return finish (self, result, mst_campaign_session_open_campaign_async, NULL, NULL, error);
}

void
mst_campaign_session_load_force_async (MstCampaignSession *self, gint64 campaign_id, gint64 force_id,
                                       GCancellable *cancellable, GAsyncReadyCallback callback,
                                       gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  op = op_new (self, OP_LOAD_FORCE);
  op->campaign_id = campaign_id;
  op->force_id = force_id;
  /* The force as the player has it, edits not saved yet included. */
  mst_campaign_backend_prepare_write (self->backend, force_id);
  start (self, op, cancellable, mst_campaign_session_load_force_async, callback, user_data);
}

MstForce *
mst_campaign_session_load_force_finish (MstCampaignSession *self, GAsyncResult *result, gint64 *revision,
                                        GError **error)
{
  Op *op;

  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == mst_campaign_session_load_force_async, NULL);

  op = g_task_get_task_data (G_TASK (result));
  if (revision != NULL)
    *revision = op->revision;
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
mst_campaign_session_record_battle_async (MstCampaignSession *self, gint64 force_id, MstBattle *battle,
                                          gint64 base_revision, GCancellable *cancellable,
                                          GAsyncReadyCallback callback, gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  g_return_if_fail (MST_IS_BATTLE (battle));
  op = op_new (self, OP_RECORD);
  op->force_id = force_id;
  /* The caller's battle stays the caller's: the worker records a copy. */
  op->battle = mst_battle_copy (battle);
  op->base_revision = base_revision;
  mst_campaign_backend_prepare_write (self->backend, force_id);
  start (self, op, cancellable, mst_campaign_session_record_battle_async, callback, user_data);
}

gint64
mst_campaign_session_record_battle_finish (MstCampaignSession *self, GAsyncResult *result, gboolean *queued,
                                           GError **error)
{
  gint64 id = 0;

  finish (self, result, mst_campaign_session_record_battle_async, &id, queued, error);
  return id;
}

void
mst_campaign_session_append_async (MstCampaignSession *self, gint64 force_id, MstCampaignEvent *event,
                                   gint64 base_revision, GCancellable *cancellable, GAsyncReadyCallback callback,
                                   gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  g_return_if_fail (MST_IS_CAMPAIGN_EVENT (event));
  op = op_new (self, OP_APPEND);
  op->force_id = force_id;
  op->event = g_object_ref (event);
  op->base_revision = base_revision;
  mst_campaign_backend_prepare_write (self->backend, force_id);
  start (self, op, cancellable, mst_campaign_session_append_async, callback, user_data);
}

gint64
mst_campaign_session_append_finish (MstCampaignSession *self, GAsyncResult *result, gboolean *queued,
                                    GError **error)
{
  gint64 id = 0;

  finish (self, result, mst_campaign_session_append_async, &id, queued, error);
  return id;
}

void
mst_campaign_session_retract_async (MstCampaignSession *self, gint64 force_id, gint64 event_id,
                                    const char *reason, GCancellable *cancellable, GAsyncReadyCallback callback,
                                    gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  op = op_new (self, OP_RETRACT);
  op->force_id = force_id;
  op->event_id = event_id;
  op->reason = g_strdup (reason);
  mst_campaign_backend_prepare_write (self->backend, force_id);
  start (self, op, cancellable, mst_campaign_session_retract_async, callback, user_data);
}

gint64
mst_campaign_session_retract_finish (MstCampaignSession *self, GAsyncResult *result, GError **error)
{
  gint64 id = 0;

  finish (self, result, mst_campaign_session_retract_async, &id, NULL, error);
  return id;
}

void
mst_campaign_session_run_async (MstCampaignSession *self, MstCampaignSessionFunc func, gpointer data,
                                GDestroyNotify data_free, GDestroyNotify result_free, gboolean read_again,
                                GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  g_return_if_fail (func != NULL);
  op = op_new (self, OP_RUN);
  op->func = func;
  op->data = data;
  op->data_free = data_free;
  op->result_free = result_free;
  op->read_again = read_again;
  start (self, op, cancellable, mst_campaign_session_run_async, callback, user_data);
}

gpointer
mst_campaign_session_run_finish (MstCampaignSession *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == mst_campaign_session_run_async, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

gpointer
mst_campaign_session_run_get_data (GAsyncResult *result)
{
  Op *op;

  g_return_val_if_fail (G_IS_TASK (result), NULL);
  op = g_task_get_task_data (G_TASK (result));
  return op->data;
}

gint64
mst_campaign_session_get_copy_taken (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), 0);
  return self->copy_taken;
}

MstCampaignCapabilities
mst_campaign_session_get_capabilities (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), MST_CAMPAIGN_CAN_NONE);
  return mst_campaign_backend_get_capabilities (self->backend);
}

void
mst_campaign_session_close_campaign (MstCampaignSession *self)
{
  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  self->campaign_id = 0;
  self->force_id = 0;
  g_clear_pointer (&self->summary, mst_campaign_summary_free);
  g_list_store_remove_all (self->forces);
  g_list_store_remove_all (self->battles);
  g_list_store_remove_all (self->events);
}

gboolean
mst_campaign_session_get_all_battles (MstCampaignSession *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_SESSION (self), TRUE);
  return self->campaign_id == 0 || self->all_battles;
}

void
mst_campaign_session_more_battles_async (MstCampaignSession *self, GCancellable *cancellable,
                                         GAsyncReadyCallback callback, gpointer user_data)
{
  guint n;
  Op *op;

  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (self));
  op = op_new (self, OP_MORE_BATTLES);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->battles));
  op->after = n > 0 ? g_list_model_get_item (G_LIST_MODEL (self->battles), n - 1) : NULL;
  start (self, op, cancellable, mst_campaign_session_more_battles_async, callback, user_data);
}

gboolean
mst_campaign_session_more_battles_finish (MstCampaignSession *self, GAsyncResult *result, GError **error)
{
  return finish (self, result, mst_campaign_session_more_battles_async, NULL, NULL, error);
}
