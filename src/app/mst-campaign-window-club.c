/* mst-campaign-window-club.c: the campaigns window's club server: its campaigns beside the library's, shown read-only, and Publish to Server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every read and write of the server runs on a worker (a GTask with its own
 * connection), so the window never waits on the network; a server that
 * cannot be reached leaves the library's campaigns shown and a banner
 * naming its host.  While the server's campaigns are listed, one more
 * connection LISTENs for changes, watched in the main loop; a change to
 * the campaign shown reads it again.  A battle is sent with the revision
 * of the force the form was made from: a stale one is refused there, and
 * the form keeps what was entered.  A change between battles is sent the
 * same way, with the revision of the force shown: a stale one is refused,
 * said in a toast that stays, and the force read again.
 *
 * Each campaign read there is kept in MstServerCache's copy.  A server
 * that cannot be reached is read from that copy (dated in the banner and
 * on each campaign's row), and a battle or change made meanwhile is
 * queued there with the revision it was based on; once the server is
 * listed again, the queue is sent on a worker and a toast says what was
 * sent and what was kept (a conflict or a refusal stays queued). */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-application.h"
#include "mst-battle-window.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window-private.h"
#include "mst-club-server.h"
#include "mst-server-cache.h"

typedef enum {
  JOB_LIST,
  JOB_CAMPAIGN,
  JOB_FORCE,
  JOB_BATTLE,
  JOB_PUBLISH,
  JOB_LISTEN,
  JOB_CHANGE,
  JOB_FLUSH,
  JOB_RETRACT,
} JobKind;

typedef struct {
  JobKind kind;
  char *uri;
  MstCatalogue *catalogue;
  gboolean with_archived;
  gint64 campaign_id;
  gint64 force_id;
  gint64 battle_id;
  char *library_path;      /* JOB_PUBLISH: read on the worker's own connection */
  char *campaign_name;
  gboolean need_password;  /* set on the worker: no password was known */
  gboolean reload;         /* read again for the page shown: no moving on */
  gint64 revision;         /* the force's, as read (JOB_FORCE, JOB_CHANGE) */
  MstCampaignEvent *event; /* JOB_CHANGE: the change between battles */
  gint64 event_id;         /* JOB_RETRACT: the change taken back, and why */
  char *reason;

  /* What was read */
  GPtrArray *campaigns;
  MstCampaignSummary *summary;
  GPtrArray *battles;
  MstForce *force;
  GPtrArray *events;
  MstBattle *battle;
  gint64 published_id;
  GObject *listener;

  /* The server could not be reached: read from its copy kept here, or
   * the write queued there. */
  gboolean from_copy;
  gint64 taken;            /* when the copy read was taken (0: none kept) */
  GHashTable *taken_by_id; /* JOB_LIST from the copy: campaign id → taken */
  GPtrArray *writes;       /* JOB_FLUSH: MstQueuedWrite, what became of each */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_free (job->uri);
  g_clear_object (&job->catalogue);
  g_free (job->library_path);
  g_free (job->campaign_name);
  g_free (job->reason);
  g_clear_pointer (&job->campaigns, g_ptr_array_unref);
  g_clear_pointer (&job->summary, mst_campaign_summary_free);
  g_clear_pointer (&job->battles, g_ptr_array_unref);
  g_clear_object (&job->force);
  g_clear_pointer (&job->events, g_ptr_array_unref);
  g_clear_object (&job->battle);
  g_clear_object (&job->listener);
  g_clear_object (&job->event);
  g_clear_pointer (&job->taken_by_id, g_hash_table_unref);
  g_clear_pointer (&job->writes, g_ptr_array_unref);
  g_free (job);
}

static gboolean
run_job (Job *job, MstCampaignBackend *server, GError **error)
{
  switch (job->kind)
    {
    case JOB_LIST:
      job->campaigns = mst_campaign_backend_list (server, job->with_archived, error);
      return job->campaigns != NULL;
    case JOB_CAMPAIGN:
      job->summary = mst_campaign_backend_summarize (server, job->campaign_id, error);
      if (job->summary != NULL)
        job->battles = mst_campaign_backend_list_battles (server, job->campaign_id, 0, FALSE, error);
      return job->battles != NULL;
    case JOB_FORCE:
      /* Read first: a change meanwhile makes it stale, never too new. */
      job->revision = mst_campaign_backend_get_revision (server, job->force_id, error);
      if (job->revision != 0)
        job->force = mst_campaign_backend_replay (server, job->force_id, NULL, error);
      if (job->force != NULL)
        job->events = mst_campaign_backend_list_events (server, job->force_id, error);
      return job->events != NULL;
    case JOB_BATTLE:
      {
        g_autoptr(GPtrArray) battles = mst_campaign_backend_list_battles (server, job->campaign_id, job->force_id,
                                                                          TRUE, error);

        for (guint i = 0; battles != NULL && i < battles->len; i++)
          if (mst_battle_get_id (g_ptr_array_index (battles, i)) == job->battle_id)
            job->battle = g_object_ref (g_ptr_array_index (battles, i));
        if (battles != NULL && job->battle == NULL)
          g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("The battle is no longer on the server"));
        return job->battle != NULL;
      }
    case JOB_PUBLISH:
      {
        g_autoptr(MstLibrary) library = mst_library_open (job->library_path, MST_LIBRARY_OPEN_READ_ONLY, error);
        g_autoptr(MstCampaignStore) local = NULL;

        if (library == NULL)
          return FALSE;
        local = mst_campaign_store_new (library, job->catalogue);
        job->published_id = mst_club_server_publish (server, local, job->campaign_id, error);
        return job->published_id != 0;
      }
    case JOB_CHANGE:
      /* One transaction there: refused, nothing of it is written. */
      return mst_campaign_backend_append (server, job->force_id, job->event, job->revision, error) != 0;
    case JOB_RETRACT:
      /* The campaign's game master alone, on the server itself. */
      return mst_campaign_backend_retract (server, job->event_id, job->reason, error) != 0;
    default:
      g_assert_not_reached ();
    }
}

/* The server cannot be reached: the job done on the copy kept of it.
 * Reads read the copy; a battle or a change is queued there, with the
 * revision it was based on.  FALSE when no copy of what is asked is kept
 * (the server's error is then said). */
static gboolean
run_on_copy (Job *job)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCache) cache = mst_server_cache_new (job->uri, job->catalogue, &error);
  gint64 campaign_id = job->campaign_id;

  if (cache == NULL)
    return FALSE;
  if (campaign_id == 0 && job->force_id != 0)
    campaign_id = mst_server_cache_get_force_campaign (cache, job->force_id);
  job->taken = mst_server_cache_get_taken (cache, job->kind == JOB_LIST ? 0 : campaign_id);
  if (job->taken == 0)
    return FALSE;
  if (!run_job (job, MST_CAMPAIGN_BACKEND (cache), &error))
    {
      g_debug ("Not read from the copy: %s", error->message);
      return FALSE;
    }
  if (job->kind == JOB_LIST)
    {
      job->taken_by_id = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      for (guint i = 0; i < job->campaigns->len; i++)
        {
          gint64 id = mst_campaign_get_id (g_ptr_array_index (job->campaigns, i));

          g_hash_table_insert (job->taken_by_id, g_memdup2 (&id, sizeof id),
                               g_memdup2 (&(gint64) { mst_server_cache_get_taken (cache, id) }, sizeof (gint64)));
        }
    }
  job->from_copy = TRUE;
  return TRUE;
}

/* The writes queued while the server could not be reached, sent in the
 * order they were made; those refused stay queued with the server's word. */
static gboolean
flush_queue (Job *job, MstCampaignBackend *server, GError **error)
{
  g_autoptr(MstServerCache) cache = mst_server_cache_new (job->uri, job->catalogue, error);
  g_autoptr(GPtrArray) queued = NULL;
  g_autoptr(GError) keep_error = NULL;

  if (cache == NULL)
    return FALSE;
  queued = mst_server_cache_list_queue (cache, error);
  if (queued == NULL)
    return FALSE;
  if (queued->len == 0)
    {
      job->writes = g_ptr_array_new ();
      return TRUE;
    }
  job->writes = mst_server_cache_flush (cache, MST_SERVER_CAMPAIGN (server), error);
  if (job->writes == NULL)
    return FALSE;
  /* The copies as the server now has them, the writes sent included; a
   * copy not kept costs only that. */
  if (!mst_server_cache_keep_sent (cache, MST_SERVER_CAMPAIGN (server), job->writes, &keep_error))
    g_debug ("No copy kept: %s", keep_error->message);
  return TRUE;
}

static void
job_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *password = mst_club_server_lookup_password (job->uri);
  MstCampaignBackend *server = NULL;
  gboolean ok;

  if (job->kind == JOB_LISTEN)
    {
      job->listener = mst_club_server_listen (job->uri, password, &error);
      if (job->listener == NULL)
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_boolean (task, TRUE);
      return;
    }
  /* The one connection to the server its jobs share, one at a time. */
  server = mst_club_server_take (job->uri, password, job->catalogue, &error);
  if (server == NULL)
    {
      job->need_password = password == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      if (mst_campaign_backend_is_unreachable (error) && job->kind != JOB_PUBLISH && job->kind != JOB_FLUSH &&
          job->kind != JOB_RETRACT && run_on_copy (job))
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (job->kind == JOB_FLUSH)
    ok = flush_queue (job, server, &error);
  else if ((ok = run_job (job, server, &error)))
    {
      /* What was read kept for when the server cannot be reached, later
       * and off this job's path; a copy not kept costs only that, never
       * the read. */
      if (job->kind == JOB_CAMPAIGN)
        mst_club_server_keep_copy_later (job->uri, password, job->catalogue, job->campaign_id);
      else if (job->kind == JOB_CHANGE || job->kind == JOB_RETRACT)
        mst_club_server_note_write (job->uri, job->catalogue, server, job->force_id);
    }
  /* Kept open for the next job to this server, given back before this one
   * is answered: one connection, not one a job (one that stopped answering
   * is opened again when next taken). */
  mst_club_server_give_back (server);
  if (!ok)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static Job *
job_new (MstCampaignWindow *self, JobKind kind)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->uri = g_strdup (self->server_uri);
  job->catalogue = self->catalogue != NULL ? g_object_ref (self->catalogue) : NULL;
  return job;
}

static void
start_job (MstCampaignWindow *self, Job *job, GAsyncReadyCallback done)
{
  g_autoptr(GTask) task = g_task_new (self, self->server_cancellable, done, NULL);

  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, job_thread);
}

/* The job's result on the main thread; NULL when the window has gone. */
static Job *
finish_job (MstCampaignWindow *self, GAsyncResult *result, GError **error)
{
  if (!g_task_propagate_boolean (G_TASK (result), error) &&
      g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return NULL;
  return g_task_get_task_data (G_TASK (result));
}

static void flush_queue_later (MstCampaignWindow *self);

/* The banner */

static void
show_banner (MstCampaignWindow *self, Job *job, const GError *error)
{
  g_autofree char *text = NULL;

  if (job->need_password)
    /* TRANSLATORS: a banner; the club server's host name */
    text = g_strdup_printf (_("The club server %s needs your password"), self->server_host);
  else if (job->from_copy)
    {
      g_autofree char *date = mst_campaign_view_copy_date (job->taken);

      /* TRANSLATORS: a banner; the club server's host name, then when the copy shown was read from it */
      text = g_strdup_printf (_("The club server %s cannot be reached: showing the copy of %s. Battles and changes "
                                "made meanwhile are queued and sent when it can be reached."),
                              self->server_host, date);
    }
  else
    {
      g_autofree char *said = mst_club_server_describe_error (error, self->server_host, self->server_uri);

      /* TRANSLATORS: a banner; the club server's host name, then why */
      text = g_strdup_printf (_("The club server %s cannot be reached: only this computer’s campaigns are shown. %s"),
                              self->server_host, said != NULL ? said : error->message);
    }
  gtk_label_set_text (self->server_banner_label, text);
  /* The server's own text, for whoever asks. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->server_banner_label), error != NULL ? error->message : NULL);
  gtk_widget_set_visible (self->server_password_button, job->need_password);
  gtk_widget_set_visible (self->server_retry_button, !job->need_password);
  gtk_revealer_set_reveal_child (self->server_banner, TRUE);
}

static void start_listening (MstCampaignWindow *self);

/* The campaigns */

static GtkWidget *
create_server_row (gpointer item, gpointer user_data)
{
  MstCampaignWindow *self = user_data;
  gint64 id = mst_campaign_get_id (MST_CAMPAIGN (item));
  gint64 *taken = self->server_taken != NULL ? g_hash_table_lookup (self->server_taken, &id) : NULL;
  g_autofree char *date = NULL;
  g_autofree char *marked = NULL;

  if (taken == NULL || *taken == 0)
    return mst_campaign_row_new_on_server (MST_CAMPAIGN (item), self->server_host);
  date = mst_campaign_view_copy_date (*taken);
  /* TRANSLATORS: a server's campaign listed while the server cannot be reached: its host, then when its copy
   * was read from it */
  marked = g_strdup_printf (_("%s, copy of %s"), self->server_host, date);
  return mst_campaign_row_new_on_server (MST_CAMPAIGN (item), marked);
}

static void
on_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  if (error != NULL)
    {
      self->server_offline = TRUE;
      self->server_flushed = FALSE;
      g_clear_pointer (&self->server_taken, g_hash_table_unref);
      g_list_store_remove_all (self->server_campaigns);
      gtk_widget_set_visible (self->server_box, FALSE);
      show_banner (self, job, error);
    }
  else if (job->from_copy)
    {
      self->server_offline = TRUE;
      self->server_flushed = FALSE;
      g_clear_pointer (&self->server_taken, g_hash_table_unref);
      self->server_taken = g_steal_pointer (&job->taken_by_id);
      g_list_store_splice (self->server_campaigns, 0,
                           g_list_model_get_n_items (G_LIST_MODEL (self->server_campaigns)),
                           job->campaigns->pdata, job->campaigns->len);
      gtk_widget_set_visible (self->server_box, job->campaigns->len > 0);
      show_banner (self, job, NULL);
    }
  else
    {
      self->server_offline = FALSE;
      g_clear_pointer (&self->server_taken, g_hash_table_unref);
      /* Back, or first reached: what was queued meanwhile is sent. */
      if (!self->server_flushed)
        flush_queue_later (self);
      g_list_store_splice (self->server_campaigns, 0,
                           g_list_model_get_n_items (G_LIST_MODEL (self->server_campaigns)),
                           job->campaigns->pdata, job->campaigns->len);
      gtk_widget_set_visible (self->server_box, job->campaigns->len > 0);
      gtk_revealer_set_reveal_child (self->server_banner, FALSE);
      if (self->server_retry_id == 0)
        start_listening (self);
    }
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->campaigns_stack), "error") != 0)
    mst_campaign_window_update_campaigns_page (self);
}

void
mst_campaign_window_club_refresh (MstCampaignWindow *self)
{
  Job *job;

  if (self->server_uri == NULL)
    return;
  job = job_new (self, JOB_LIST);
  job->with_archived = self->show_archived;
  start_job (self, job, on_listed);
}

/* One campaign, its forces and battles, read-only */

static void
on_campaign_read (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  if (job->reload && (!self->on_server || self->campaign_id != job->campaign_id))
    return;
  if (error != NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  if (job->reload)
    {
      mst_campaign_window_fill_campaign (self, job->summary, job->battles);
      return;
    }
  self->on_server = TRUE;
  self->campaign_id = job->campaign_id;
  self->force_id = 0;
  g_clear_object (&self->server_force);
  mst_campaign_window_update_actions (self);
  mst_campaign_window_fill_campaign (self, job->summary, job->battles);
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "campaigns") == 0)
    {
      g_ptr_array_set_size (self->pages, 0);
      g_ptr_array_add (self->pages, g_strdup ("campaigns"));
      adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
    }
}

void
mst_campaign_window_club_show_campaign (MstCampaignWindow *self, gint64 campaign_id)
{
  Job *job;

  if (self->server_uri == NULL)
    return;
  job = job_new (self, JOB_CAMPAIGN);
  job->campaign_id = campaign_id;
  start_job (self, job, on_campaign_read);
}

/* Its units and generals offer the changes between battles: the server
 * refuses them on a force this login may not write, and says whose it is. */
static GtkWidget *
create_line_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), TRUE);
}

static void
on_force_read (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) lines = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  if (job->reload && (!self->on_server || self->force_id != job->force_id))
    return;
  if (error != NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  self->force_id = job->force_id;
  g_set_object (&self->server_force, job->force);
  self->server_revision = job->revision;
  mst_campaign_window_update_actions (self);
  adw_window_title_set_title (self->force_title, mst_force_get_name (job->force));
  adw_window_title_set_subtitle (self->force_title, self->campaign_name);
  lines = mst_campaign_view_force_lines (job->force);
  gtk_list_box_bind_model (self->state_list, lines, create_line_row, self, NULL);
  g_list_store_splice (self->events, 0, g_list_model_get_n_items (G_LIST_MODEL (self->events)),
                       job->events->pdata, job->events->len);
  if (!job->reload)
    mst_campaign_window_go_to (self, "force");
}

void
mst_campaign_window_club_show_force (MstCampaignWindow *self, gint64 force_id)
{
  Job *job = job_new (self, JOB_FORCE);

  job->force_id = force_id;
  start_job (self, job, on_force_read);
}

static void
on_battle_read (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  if (error != NULL)
    mst_campaign_window_toast_error (self, error);
  else
    mst_campaign_window_fill_battle (self, job->battle);
}

void
mst_campaign_window_club_show_battle (MstCampaignWindow *self, MstBattle *battle)
{
  Job *job = job_new (self, JOB_BATTLE);

  job->campaign_id = self->campaign_id;
  job->force_id = mst_battle_get_force_id (battle);
  job->battle_id = mst_battle_get_id (battle);
  start_job (self, job, on_battle_read);
}

void
mst_campaign_window_club_reload (MstCampaignWindow *self)
{
  Job *job;

  if (self->server_uri == NULL || !self->on_server || self->campaign_id == 0)
    return;
  job = job_new (self, JOB_CAMPAIGN);
  job->campaign_id = self->campaign_id;
  job->reload = TRUE;
  start_job (self, job, on_campaign_read);
  if (self->force_id != 0 && g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    {
      job = job_new (self, JOB_FORCE);
      job->force_id = self->force_id;
      job->reload = TRUE;
      start_job (self, job, on_force_read);
    }
}

/* Recording a battle of a server's force: the battle form records it
 * through the club's session (the server, else queued in its copy). */

static void
toast_queued (MstCampaignWindow *self)
{
  g_autofree char *text = NULL;

  /* TRANSLATORS: a toast; the club server's host name */
  text = g_strdup_printf (_("Queued: it will be sent when %s can be reached"), self->server_host);
  mst_campaign_window_toast (self, text);
  mst_campaign_window_queue_refresh (self);
}

MstCampaignSession *
mst_campaign_window_club_session (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignBackend) backend = NULL;

  if (self->server_session != NULL || self->server_uri == NULL)
    return self->server_session;
  backend = mst_club_server_new_backend (self->server_uri, self->catalogue, &error);
  if (backend == NULL)
    {
      g_debug ("No session on the club server: %s", error->message);
      return NULL;
    }
  self->server_session = mst_campaign_session_new (backend);
  return self->server_session;
}

void
mst_campaign_window_club_recorded (MstCampaignWindow *self, gboolean queued)
{
  if (queued)
    toast_queued (self);
  else
    mst_campaign_window_toast (self, _("Battle recorded; the force carries its losses"));
  mst_campaign_window_club_reload (self);
}

/* A change between battles of a server's force */

static void
on_changed_there (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  self->server_changing = FALSE;
  mst_campaign_window_update_actions (self);
  if (error == NULL && job->from_copy)
    toast_queued (self);
  else if (error == NULL)
    {
      text = mst_campaign_event_describe (job->event);
      mst_campaign_window_toast (self, text);
    }
  else if (g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT))
    {
      g_autoptr(GError) stale = NULL;

      /* TRANSLATORS: a change between battles refused because another player changed the force meanwhile; then
       * the server's words */
      stale = g_error_new (MST_ERROR, MST_ERROR_CONFLICT, _("Changed on the server since you opened it: %s. The "
                                                            "force shows it as it is now; make the change again if "
                                                            "it still stands."), error->message);
      mst_campaign_window_toast_error (self, stale);
    }
  else
    /* Not allowed: the server's message names whose force it is. */
    mst_campaign_window_toast_error (self, error);
  /* As the server has it now, whatever became of the change. */
  mst_campaign_window_club_reload (self);
}

void
mst_campaign_window_club_append (MstCampaignWindow *self, MstCampaignEvent *event)
{
  g_autoptr(MstCampaignEvent) owned = event;
  Job *job;

  if (self->server_uri == NULL || !self->on_server || self->force_id == 0 || self->server_force == NULL ||
      self->server_changing)
    return;
  job = job_new (self, JOB_CHANGE);
  job->force_id = self->force_id;
  job->revision = self->server_revision;
  job->event = g_steal_pointer (&owned);
  self->server_changing = TRUE;
  mst_campaign_window_update_actions (self);
  start_job (self, job, on_changed_there);
}

static void
on_retracted_there (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  self->server_changing = FALSE;
  mst_campaign_window_update_actions (self);
  if (error == NULL)
    /* TRANSLATORS: a toast: a change of a force's history taken back on the club server */
    mst_campaign_window_toast (self, _("Change taken back"));
  else
    /* Not the game master: the server's message names him. */
    mst_campaign_window_toast_error (self, error);
  mst_campaign_window_club_reload (self);
}

void
mst_campaign_window_club_retract (MstCampaignWindow *self, gint64 event_id, const char *reason)
{
  Job *job;

  if (self->server_uri == NULL || !self->on_server || self->force_id == 0 || self->server_changing)
    return;
  job = job_new (self, JOB_RETRACT);
  job->force_id = self->force_id;
  job->event_id = event_id;
  job->reason = g_strdup (reason);
  self->server_changing = TRUE;
  mst_campaign_window_update_actions (self);
  start_job (self, job, on_retracted_there);
}

/* The writes queued while the server could not be reached */

/* What became of the queue, in one toast: the sent counted, each one kept
 * named with the server's word (they stay queued, to be sent again). */
static char *
describe_flushed (MstCampaignWindow *self, GPtrArray *writes)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint sent = 0, kept = 0;

  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      if (w->state == MST_QUEUED_WRITE_SENT)
        sent++;
      else if (w->state != MST_QUEUED_WRITE_WAITING)
        kept++;
    }
  if (sent > 0)
    /* TRANSLATORS: a toast; how many queued battles and changes, then the club server's host name */
    g_string_append_printf (text, ngettext ("%u queued battle or change sent to %s.",
                                            "%u queued battles or changes sent to %s.", sent),
                            sent, self->server_host);
  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      if (w->state == MST_QUEUED_WRITE_SENT || w->state == MST_QUEUED_WRITE_WAITING)
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (w->state == MST_QUEUED_WRITE_CONFLICT)
        /* TRANSLATORS: a toast; a queued battle ("battle NAME") or change, then the server's words */
        g_string_append_printf (text, _("Not sent, changed on the server meanwhile, and kept in the queue: %s (%s)."),
                                w->what, w->message != NULL ? w->message : "");
      else
        /* TRANSLATORS: a toast; a queued battle ("battle NAME") or change, then the server's words */
        g_string_append_printf (text, _("Refused by the server and kept in the queue: %s (%s)."),
                                w->what, w->message != NULL ? w->message : "");
    }
  if (kept > 0)
    g_string_append_printf (text, " %s", _("They are listed under Waiting to Be Sent, where one can be dropped."));
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static void
on_flushed (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  Job *job = finish_job (self, result, &error);
  gboolean kept = FALSE;

  if (job == NULL)
    return;
  self->server_flush_pending = FALSE;
  /* What was sent left the queue; what the server answered is marked. */
  mst_campaign_window_queue_refresh (self);
  if (error != NULL)
    {
      /* Nothing dropped: the queue is sent the next time. */
      mst_campaign_window_toast_error (self, error);
      return;
    }
  self->server_flushed = TRUE;
  if (job->writes->len == 0)
    return;
  for (guint i = 0; i < job->writes->len; i++)
    kept |= ((MstQueuedWrite *) g_ptr_array_index (job->writes, i))->state != MST_QUEUED_WRITE_SENT;
  text = describe_flushed (self, job->writes);
  if (text != NULL && kept)
    {
      g_autoptr(GError) said = g_error_new_literal (MST_ERROR, MST_ERROR_CONFLICT, text);

      mst_campaign_window_toast_error (self, said);
    }
  else if (text != NULL)
    mst_campaign_window_toast (self, text);
  mst_campaign_window_club_refresh (self);
  mst_campaign_window_club_reload (self);
}

static void
flush_queue_later (MstCampaignWindow *self)
{
  if (self->server_uri == NULL || self->server_flush_pending)
    return;
  self->server_flush_pending = TRUE;
  start_job (self, job_new (self, JOB_FLUSH), on_flushed);
}

/* Live updates */

static void stop_listening (MstCampaignWindow *self);

static gboolean
on_changed_settled (gpointer data)
{
  MstCampaignWindow *self = data;

  self->server_changed_id = 0;
  mst_campaign_window_club_refresh (self);
  if (self->server_shown_changed)
    mst_campaign_window_club_reload (self);
  self->server_shown_changed = FALSE;
  return G_SOURCE_REMOVE;
}

static gboolean
on_retry_listening (gpointer data)
{
  MstCampaignWindow *self = data;

  self->server_retry_id = 0;
  start_listening (self);
  return G_SOURCE_REMOVE;
}

/* Lost, or never made: said in the banner (by reading the list again,
 * which tells whether the server itself is gone), and tried again later,
 * each time waiting twice as long, up to a minute. */
static void
listening_failed (MstCampaignWindow *self)
{
  stop_listening (self);
  self->server_backoff = self->server_backoff == 0 ? 1 : MIN (self->server_backoff * 2, 60);
  self->server_retry_id = g_timeout_add_seconds (self->server_backoff, on_retry_listening, self);
  mst_campaign_window_club_refresh (self);
}

static void
on_heard (gint64 campaign_id, const GError *error, gpointer data)
{
  MstCampaignWindow *self = data;

  if (error != NULL)
    {
      listening_failed (self);
      return;
    }
  if (self->on_server && (campaign_id == 0 || campaign_id == self->campaign_id))
    self->server_shown_changed = TRUE;
  /* One battle is several rows changed: read once they have all come. */
  if (self->server_changed_id == 0)
    self->server_changed_id = g_timeout_add (100, on_changed_settled, self);
}

static void
on_listening (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  Job *job = finish_job (self, result, &error);
  gboolean again;

  if (job == NULL)
    return;
  self->server_listen_pending = FALSE;
  if (error != NULL || self->server_uri == NULL)
    {
      if (error != NULL)
        listening_failed (self);
      return;
    }
  again = self->server_backoff != 0;
  self->server_backoff = 0;
  self->server_listener = g_steal_pointer (&job->listener);
  self->server_watch = mst_club_server_watch (self->server_listener, on_heard, self);
  g_source_attach (self->server_watch, NULL);
  /* What changed while nobody listened. */
  if (again)
    {
      mst_campaign_window_club_refresh (self);
      mst_campaign_window_club_reload (self);
    }
}

static void
start_listening (MstCampaignWindow *self)
{
  if (self->server_uri == NULL || self->server_listener != NULL || self->server_listen_pending)
    return;
  self->server_listen_pending = TRUE;
  start_job (self, job_new (self, JOB_LISTEN), on_listening);
}

static void
stop_listening (MstCampaignWindow *self)
{
  if (self->server_watch != NULL)
    g_source_destroy (self->server_watch);
  g_clear_pointer (&self->server_watch, g_source_unref);
  g_clear_object (&self->server_listener);
}

/* Publish to Server */

static void
on_published (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  Job *job = finish_job (self, result, &error);

  if (job == NULL)
    return;
  mst_campaign_window_update_actions (self);
  if (error != NULL)
    {
      /* Nothing was written there, nothing is taken from here. */
      if (job->need_password)
        show_banner (self, job, error);
      mst_campaign_window_toast_error (self, error);
      return;
    }
  /* Only once the server has committed: as muster-cli's publish does. */
  if (!mst_campaign_store_delete (self->store, job->campaign_id, &error))
    {
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, job->campaign_id);
      g_autoptr(GError) both = NULL;

      /* TRANSLATORS: a campaign's id, the server's address, then why */
      both = g_error_new (G_IO_ERROR, G_IO_ERROR_FAILED, _("campaign %s is on %s now, but is still in the library too: %s"),
                          id, self->server_host, error->message);
      mst_campaign_window_toast_error (self, both);
    }
  else
    {
      /* TRANSLATORS: a toast; a campaign's name, then the club server's host */
      text = g_strdup_printf (_("“%s” published to %s"), job->campaign_name, self->server_host);
      mst_campaign_window_toast (self, text);
    }
  if (self->campaign_id == job->campaign_id)
    {
      self->campaign_id = 0;
      g_ptr_array_set_size (self->pages, 0);
      adw_leaflet_set_visible_child_name (self->leaflet, "campaigns");
    }
  mst_campaign_window_refresh_campaigns (self);
}

static void
on_publish_response (AdwMessageDialog *dialog, const char *response, MstCampaignWindow *self)
{
  Job *job;

  if (g_strcmp0 (response, "publish") != 0 || self->server_uri == NULL || self->campaign_id == 0)
    return;
  job = job_new (self, JOB_PUBLISH);
  job->campaign_id = self->campaign_id;
  job->campaign_name = g_strdup (self->campaign_name);
  job->library_path = g_strdup (mst_library_get_path (self->library));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.publish", FALSE);
  start_job (self, job, on_published);
}

static void
on_publish (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (self->server_uri == NULL || self->campaign_id == 0 || self->on_server)
    return;
  /* TRANSLATORS: a question; a campaign's name, then the club server's host */
  heading = g_strdup_printf (_("Publish “%s” to %s?"), self->campaign_name, self->server_host);
  body = g_strdup (_("The campaign, its forces, their battles and histories are copied to the club server in one go, "
                     "for the club to follow; then it leaves this computer’s library. If anything fails, nothing is "
                     "copied and nothing leaves."));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "publish", _("_Publish"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "publish", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "publish");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_publish_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The password, where no keyring keeps it: for this session only */

static void
on_password_response (AdwMessageDialog *dialog, const char *response, MstCampaignWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));

  if (g_strcmp0 (response, "connect") != 0 || self->server_uri == NULL)
    return;
  mst_club_server_remember_password (self->server_uri, gtk_editable_get_text (entry));
  gtk_editable_set_text (entry, "");
  mst_campaign_window_club_refresh (self);
}

static void
on_server_password (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *heading = NULL;
  g_autofree char *login = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *body = NULL;
  GtkWidget *entry = gtk_password_entry_new ();
  AdwMessageDialog *dialog;

  if (self->server_uri == NULL)
    return;
  bare = mst_club_server_strip_password (self->server_uri, &login, NULL, NULL);
  /* TRANSLATORS: a dialog's heading; the club server's host name */
  heading = g_strdup_printf (_("Password for %s"), self->server_host);
  /* TRANSLATORS: the login on the club server */
  body = g_strdup_printf (_("The password of %s, kept until Muster quits and never stored."), login);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (entry), TRUE);
  g_object_set (entry, "activates-default", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Password"), -1);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "connect", _("C_onnect"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "connect", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "connect");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_password_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_server_retry (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  mst_campaign_window_club_refresh (MST_CAMPAIGN_WINDOW (widget));
}

/* The window */

void
mst_campaign_window_club_init (MstCampaignWindow *self)
{
  GApplication *app = g_application_get_default ();
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *heading = NULL;

  if (app != NULL && MST_IS_APPLICATION (app))
    settings = g_object_ref (mst_application_get_settings (MST_APPLICATION (app)));
  else
    settings = g_settings_new (APP_ID);
  uri = g_settings_get_string (settings, MST_CLUB_SERVER_URI_KEY);
  self->server_host = mst_club_server_dup_host (uri);
  if (*uri == '\0' || self->server_host == NULL)
    {
      g_clear_pointer (&self->server_host, g_free);
      mst_campaign_window_update_actions (self);
      return;
    }
  self->server_uri = g_steal_pointer (&uri);
  self->server_cancellable = g_cancellable_new ();
  /* TRANSLATORS: the heading of the club server's campaigns; its host name */
  heading = g_strdup_printf (_("On %s"), self->server_host);
  gtk_label_set_text (self->server_heading, heading);
  gtk_list_box_bind_model (self->server_list, G_LIST_MODEL (self->server_campaigns), create_server_row, self, NULL);
  /* The queue is read now, and again only when it changes here: a write
   * queued, the queue sent, one dropped. */
  mst_campaign_window_queue_refresh (self);
  mst_campaign_window_update_actions (self);
}

void
mst_campaign_window_club_dispose (MstCampaignWindow *self)
{
  if (self->server_cancellable != NULL)
    g_cancellable_cancel (self->server_cancellable);
  stop_listening (self);
  g_clear_handle_id (&self->server_retry_id, g_source_remove);
  g_clear_handle_id (&self->server_changed_id, g_source_remove);
  g_clear_object (&self->server_cancellable);
  g_clear_object (&self->server_campaigns);
  g_clear_object (&self->server_force);
  g_clear_pointer (&self->server_taken, g_hash_table_unref);
  g_clear_pointer (&self->server_uri, g_free);
  g_clear_pointer (&self->server_host, g_free);
}

void
mst_campaign_window_club_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "campaign.publish", NULL, on_publish);
  gtk_widget_class_install_action (widget_class, "campaigns.server-password", NULL, on_server_password);
  gtk_widget_class_install_action (widget_class, "campaigns.server-retry", NULL, on_server_retry);
  mst_campaign_window_queue_class_init (widget_class);
}
