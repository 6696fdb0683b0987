/* bench-server.c: 20 players recording battles at once on a club's PostgreSQL server, the way the app does, against the same on one SQLite file.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each of CLIENTS players, a thread, records BATTLES battles for his own
 * force of one campaign, as fast as he can, through the calls the
 * campaigns window makes for each: the battle form read (the force's
 * revision, the force, its changes), the battle recorded on that revision
 * (and the offline copy told of it), the campaign read back (its summary,
 * its battles, the offline copy kept).  On the server each call goes
 * through the connection the app keeps to it (mst_club_server_take(): the
 * first battle's time includes the connection and its login); on the
 * SQLite side, through one library file each player has open.
 *
 * The players alone first, on the server and on the file: the same work
 * on both, in three rounds taken in turn, each on a campaign of its own
 * (the medians reported).  Then another player, the game master, opens a
 * campaign while they record 10 battles each in it: he hears each change
 * (LISTEN/NOTIFY, as the window does: a connection of its own, 100 ms for
 * a battle's rows to settle), reads the campaign back and keeps its
 * offline copy as the app does; each battle's time from the start of its
 * recording to the moment his read shows it is what he waits.
 *
 * Then the players record 50 battles each again through muster-cli, a
 * process a battle, on the server and on the file.
 *
 * Five lines: battles a second (the server's against the file's); the
 * 99th percentile of one battle's whole path in milliseconds (the same);
 * the 99th percentile of a battle's appearing in the other window, against
 * that of its recording; muster-cli's battles a second and 99th
 * percentile (the server's against the file's).  Without the server's programs it says so and
 * stops, successfully. */
#include "config.h"

#include <stdlib.h>

#include "muster-core.h"
#include "mst-club-backend.h"
#include "mst-club-server.h"
#include "mst-server.h"
#include "mst-server-campaign.h"
#include "mst-test-pg.h"
#include "mst-test-util.h"
#include "bench-util.h"

#define CLIENTS 20
#define BATTLES 50
/* Rounds of them, the server's and the file's in turn. */
#define ROUNDS 3
/* Each player's battles while the game master's window is open. */
#define HEARD_BATTLES 10
#define PASSWORD "bench-password"
/* No run takes longer than this: the clients stop where they are. */
#define DEADLINE_S 300
/* How long the game master's window waits for a battle's rows to settle
 * (mst-campaign-window-club.c, on_heard). */
#define SETTLE_MS 100

typedef struct {
  /* The server's: its address without password; NULL for the file's. */
  char *uri;
  MstCampaignBackend *backend;  /* the file's, the player's own */
  gint64 campaign_id;
  gint64 force_id;
  int index;
  /* The game master's window keeps the offline copy of what it reads, as
   * the app does (later, at most every few seconds).  The players' own
   * copies are kept each on his own machine: here, in one process on one
   * machine, their twenty imports would be timed as the server's. */
  gboolean keeps_copy;
  /* Through muster-cli instead: a process a battle, this battle's file. */
  const char *battle_file;
  char *database;               /* the file's side: the library */
  gint64 deadline;
  guint count;                  /* battles to record this round, at most BATTLES */
  const char *round;            /* in their names */
  double latency[BATTLES];      /* seconds */
  guint done;
  char *error;
} Client;

/* When each battle's recording started, by its name, for the game
 * master's window. */
static GMutex started_lock;
static GHashTable *started;      /* name → gint64 µs */

/* The app's way to the server: one club backend a player (MstClubBackend,
 * as mst_club_server_new_backend() makes it), each call on the connection
 * the app keeps to the server (mst_club_server_take()), the offline copy
 * told of each battle recorded; only the game master's window keeps its
 * copy of what it reads. */
static MstCampaignBackend *
connect_kept (gpointer data, GError **error)
{
  Client *c = data;

  return mst_club_server_take (c->uri, PASSWORD, NULL, error);
}

static void
release_kept (MstCampaignBackend *server, gpointer data)
{
  mst_club_server_give_back (server);
}

static void
keep_later (MstCampaignBackend *server, gint64 campaign_id, gpointer data)
{
  Client *c = data;

  if (c->keeps_copy)
    mst_club_server_keep_copy_later (c->uri, PASSWORD, NULL, campaign_id);
}

static void
open_club_backend (Client *c)
{
  g_autoptr(GError) error = NULL;
  MstClubBackend *club = mst_club_backend_new (c->uri, PASSWORD, NULL, &error);

  if (club == NULL)
    g_error ("%s", error->message);
  mst_club_backend_set_connector (club, connect_kept, release_kept, keep_later, c, NULL);
  c->backend = MST_CAMPAIGN_BACKEND (club);
}

/* The battle form: what the window reads before it opens. */
static gint64
read_form (Client *c, GError **error)
{
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) events = NULL;
  gint64 revision;

  revision = mst_campaign_backend_get_revision (c->backend, c->force_id, error);
  if (revision != 0)
    force = mst_campaign_backend_get_force (c->backend, c->force_id, error);
  if (force != NULL)
    events = mst_campaign_backend_list_events (c->backend, c->force_id, error);
  return events != NULL ? revision : 0;
}

static gboolean
record (Client *c, MstBattle *battle, gint64 revision, GError **error)
{
  return mst_campaign_backend_record_battle (c->backend, c->force_id, battle, revision, error) != 0;
}

/* The campaign read again, as the window does after a battle; its battles. */
static GPtrArray *
read_back (Client *c, GError **error)
{
  g_autoptr(MstCampaignSummary) summary = mst_campaign_backend_summarize (c->backend, c->campaign_id, error);

  if (summary == NULL)
    return NULL;
  return mst_campaign_backend_list_battles (c->backend, c->campaign_id, 0, FALSE, error);
}

/* A battle recorded by muster-cli, a process of its own: connecting (and
 * the login), reading the force, recording, the offline copy told. */
static gboolean
record_by_cli (Client *c, GError **error)
{
  g_autofree char *campaign = g_strdup_printf ("%" G_GINT64_FORMAT, c->campaign_id);
  g_autofree char *force = g_strdup_printf ("%" G_GINT64_FORMAT, c->force_id);
  const char *argv[] = { g_getenv ("MUSTER_CLI"), "campaign", c->uri != NULL ? "--server" : "--database",
                         c->uri != NULL ? c->uri : c->database, "battle", campaign, force, "--file",
                         c->battle_file, NULL };
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     NULL, NULL, &status, error))
    return FALSE;
  return g_spawn_check_wait_status (status, error);
}

static gpointer
client_run (gpointer data)
{
  Client *c = data;

  if (c->battle_file != NULL)
    {
      c->done = 0;
      for (guint i = 0; i < c->count && g_get_monotonic_time () < c->deadline; i++)
        {
          g_autoptr(GError) error = NULL;
          gint64 t0 = g_get_monotonic_time ();

          if (!record_by_cli (c, &error))
            {
              c->error = g_strdup (error->message);
              break;
            }
          c->latency[c->done++] = (g_get_monotonic_time () - t0) / 1e6;
        }
      return NULL;
    }

  c->done = 0;
  for (guint i = 0; i < c->count && g_get_monotonic_time () < c->deadline; i++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autoptr(GPtrArray) battles = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_strdup_printf ("Corps %d, %s %u", c->index + 1, c->round, i + 1);
      gint64 t0 = g_get_monotonic_time ();
      gint64 revision;

      if (c->uri != NULL)
        {
          g_mutex_lock (&started_lock);
          g_hash_table_insert (started, g_strdup (name), g_memdup2 (&t0, sizeof t0));
          g_mutex_unlock (&started_lock);
        }
      mst_battle_set_date (battle, "1809-05-21");
      mst_battle_set_name (battle, name);
      mst_battle_set_opponent (battle, "Archduke Charles");
      mst_battle_set_result (battle, i % 2 ? MST_BATTLE_RESULT_WON : MST_BATTLE_RESULT_DRAWN);
      revision = read_form (c, &error);
      if (revision == 0 || !record (c, battle, revision, &error) || (battles = read_back (c, &error)) == NULL)
        {
          c->error = g_strdup (error->message);
          break;
        }
      c->latency[c->done++] = (g_get_monotonic_time () - t0) / 1e6;
    }
  return NULL;
}

/* The game master's open window */

typedef struct {
  Client reader;              /* his connection and campaign */
  GMainContext *context;
  guint settle_id;
  gboolean changed;
  gint stop;
  GHashTable *seen;            /* name → gint64 µs, when his read showed it (started_lock) */
  char *error;
} Watcher;

static void
on_heard (gint64 campaign_id, const GError *error, gpointer data)
{
  Watcher *w = data;

  if (error != NULL)
    {
      w->error = g_strdup (error->message);
      g_atomic_int_set (&w->stop, TRUE);
      return;
    }
  if (campaign_id == 0 || campaign_id == w->reader.campaign_id)
    w->changed = TRUE;
}

static gboolean
on_settled (gpointer data)
{
  Watcher *w = data;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GError) error = NULL;
  gint64 now;

  w->settle_id = 0;
  battles = read_back (&w->reader, &error);
  now = g_get_monotonic_time ();
  if (battles == NULL)
    {
      w->error = g_strdup (error->message);
      g_atomic_int_set (&w->stop, TRUE);
      return G_SOURCE_REMOVE;
    }
  g_mutex_lock (&started_lock);
  for (guint i = 0; i < battles->len; i++)
    {
      const char *name = mst_battle_get_name (g_ptr_array_index (battles, i));

      if (!g_hash_table_contains (w->seen, name))
        g_hash_table_insert (w->seen, g_strdup (name), g_memdup2 (&now, sizeof now));
    }
  g_mutex_unlock (&started_lock);
  return G_SOURCE_REMOVE;
}

static gpointer
watcher_run (gpointer data)
{
  Watcher *w = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) listener = NULL;
  g_autoptr(GSource) watch = NULL;

  g_main_context_push_thread_default (w->context);
  listener = mst_club_server_listen (w->reader.uri, PASSWORD, &error);
  if (listener == NULL)
    {
      w->error = g_strdup (error->message);
      g_main_context_pop_thread_default (w->context);
      return NULL;
    }
  watch = mst_club_server_watch (listener, on_heard, w);
  g_source_attach (watch, w->context);
  while (!g_atomic_int_get (&w->stop))
    {
      g_main_context_iteration (w->context, TRUE);
      if (w->changed && w->settle_id == 0)
        {
          g_autoptr(GSource) settle = g_timeout_source_new (SETTLE_MS);

          w->changed = FALSE;
          g_source_set_callback (settle, on_settled, w, NULL);
          w->settle_id = g_source_attach (settle, w->context);
        }
    }
  g_source_destroy (watch);
  g_main_context_pop_thread_default (w->context);
  return NULL;
}

static gboolean
wake (gpointer data)
{
  return G_SOURCE_REMOVE;
}

static void
watcher_stop (Watcher *w)
{
  g_atomic_int_set (&w->stop, TRUE);
  g_main_context_invoke (w->context, wake, NULL);
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
percentile_99 (double *v, guint n)
{
  qsort (v, n, sizeof *v, compare_doubles);
  return v[MIN (n - 1, (n * 99 + 99) / 100 - 1)];
}

/* Runs the clients at once; their battles a second, and the 99th
 * percentile of their latencies through @p99. */
static double
run_clients (Client *clients, const char *what, const char *round, guint count, double *p99)
{
  GThread *threads[CLIENTS];
  g_autofree double *all = g_new (double, CLIENTS * BATTLES);
  guint n = 0;
  gint64 t0 = g_get_monotonic_time ();
  double wall;

  for (int i = 0; i < CLIENTS; i++)
    {
      clients[i].round = round;
      clients[i].count = count;
      clients[i].deadline = t0 + DEADLINE_S * G_USEC_PER_SEC;
      threads[i] = g_thread_new ("client", client_run, &clients[i]);
    }
  for (int i = 0; i < CLIENTS; i++)
    g_thread_join (threads[i]);
  wall = (g_get_monotonic_time () - t0) / 1e6;

  for (int i = 0; i < CLIENTS; i++)
    {
      if (clients[i].error != NULL)
        g_error ("%s: client %d: %s", what, i, clients[i].error);
      for (guint j = 0; j < clients[i].done; j++)
        all[n++] = clients[i].latency[j];
    }
  if (n < CLIENTS * count)
    g_print ("# %s: stopped after %d s with %u battles of %u\n", what, DEADLINE_S, n, CLIENTS * count);
  *p99 = percentile_99 (all, n);
  g_print ("# %s: %u battles in %.2f s\n", what, n, wall);
  return n / wall;
}

/* The game master's window given a few seconds to hear the last battles;
 * the 99th percentile of the battles' appearing in it (seconds). */
static double
heard_p99 (Watcher *w, GThread *watching)
{
  g_autofree double *all = g_new (double, CLIENTS * BATTLES);
  GHashTableIter iter;
  gpointer name, t0;
  guint n = 0, missing = 0;

  for (gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       g_get_monotonic_time () < end && !g_atomic_int_get (&w->stop);)
    {
      gboolean all_seen;

      GHashTableIter it;
      gpointer name_seen;

      g_mutex_lock (&started_lock);
      all_seen = TRUE;
      g_hash_table_iter_init (&it, started);
      while (all_seen && g_hash_table_iter_next (&it, &name_seen, NULL))
        all_seen = g_hash_table_contains (w->seen, name_seen);
      g_mutex_unlock (&started_lock);
      if (all_seen)
        break;
      g_usleep (50 * 1000);
    }
  watcher_stop (w);
  g_thread_join (watching);
  if (w->error != NULL)
    g_error ("the game master's window: %s", w->error);
  g_hash_table_iter_init (&iter, started);
  while (g_hash_table_iter_next (&iter, &name, &t0))
    {
      gint64 *seen = g_hash_table_lookup (w->seen, name);

      if (seen == NULL)
        missing++;
      else
        all[n++] = MAX (0, *seen - *(gint64 *) t0) / 1e6;
    }
  if (missing > 0)
    g_error ("the game master's window never showed %u of the battles", missing);
  return percentile_99 (all, n);
}

static MstForce *
fixture_force (int i)
{
  g_autofree char *path = g_build_filename (mst_paths_get_data_dir (), "tests", "fixtures", "minimal.muster", NULL);
  g_autofree char *name = g_strdup_printf ("Corps %d", i + 1);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, NULL, &error);

  if (force == NULL)
    g_error ("%s", error->message);
  mst_force_set_name (force, name);
  return force;
}

/* A campaign of the game master's on the server, each player's force in
 * it (added on a connection of its own: the app's kept one is opened by
 * his first battle, and timed with it). */
static void
new_server_campaign (Client *clients, Watcher *watcher, const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignBackend) gm = mst_club_server_open (watcher->reader.uri, PASSWORD, NULL, &error);
  gint64 campaign;

  if (gm == NULL)
    g_error ("%s", error->message);
  campaign = mst_campaign_backend_create (gm, name, &error);
  if (campaign == 0)
    g_error ("%s", error->message);
  watcher->reader.campaign_id = campaign;
  for (int i = 0; i < CLIENTS; i++)
    {
      g_autoptr(MstCampaignBackend) backend = mst_club_server_open (clients[i].uri, PASSWORD, NULL, &error);
      g_autoptr(MstForce) force = fixture_force (i);

      if (backend == NULL)
        g_error ("%s", error->message);
      clients[i].campaign_id = campaign;
      clients[i].force_id = mst_campaign_backend_add_force (backend, campaign, force, NULL, &error);
      if (clients[i].force_id == 0)
        g_error ("%s", error->message);
    }
}

static void
set_up_server (MstTestPg *pg, Client *clients, Watcher *watcher)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) admin = mst_server_connect (pg->admin_uri, &error);

  if (admin == NULL || !mst_server_setup (admin, NULL, &error))
    g_error ("%s", error->message);
  /* The game master who opens the campaigns and watches one. */
  if (!mst_server_add_player (admin, "umpire", PASSWORD, TRUE, &error))
    g_error ("%s", error->message);
  watcher->reader.uri = mst_test_pg_uri (pg, "umpire", NULL);
  watcher->reader.keeps_copy = TRUE;
  open_club_backend (&watcher->reader);
  for (int i = 0; i < CLIENTS; i++)
    {
      g_autofree char *name = g_strdup_printf ("player%02d", i);

      if (!mst_server_add_player (admin, name, PASSWORD, FALSE, &error))
        g_error ("%s", error->message);
      clients[i].uri = mst_test_pg_uri (pg, name, NULL);
      clients[i].index = i;
      open_club_backend (&clients[i]);
    }
}

/* The same on the library file, each player with the file open. */
static void
new_file_campaign (Client *clients, const char *name)
{
  g_autoptr(GError) error = NULL;
  gint64 campaign = mst_campaign_backend_create (clients[0].backend, name, &error);

  if (campaign == 0)
    g_error ("%s", error->message);
  for (int i = 0; i < CLIENTS; i++)
    {
      g_autoptr(MstForce) force = fixture_force (i);

      clients[i].campaign_id = campaign;
      clients[i].force_id = mst_campaign_backend_add_force (clients[i].backend, campaign, force, NULL, &error);
      if (clients[i].force_id == 0)
        g_error ("%s", error->message);
    }
}

static void
set_up_file (const char *path, Client *clients)
{
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < CLIENTS; i++)
    {
      g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);

      if (library == NULL)
        g_error ("%s", error->message);
      clients[i].backend = MST_CAMPAIGN_BACKEND (mst_campaign_store_new (library, NULL));
      clients[i].index = i;
    }
}

static void
clients_clear (Client *clients)
{
  for (int i = 0; i < CLIENTS; i++)
    {
      g_clear_object (&clients[i].backend);
      g_clear_pointer (&clients[i].uri, g_free);
      g_clear_pointer (&clients[i].database, g_free);
      g_clear_pointer (&clients[i].error, g_free);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autofree char *data_home = NULL;
  g_autofree Client *server_clients = g_new0 (Client, CLIENTS);
  g_autofree Client *file_clients = g_new0 (Client, CLIENTS);
  Watcher watcher = { 0 };
  GThread *watching;
  MstTestPg pg;
  double server_rate, file_rate, server_p99, file_p99, watched_p99, heard;
  double rates[2][ROUNDS], p99s[2][ROUNDS];
  double cli_rates[2], cli_p99s[2];

  /* The offline copies the players keep, in a folder of the run's own. */
  dir = g_dir_make_tmp ("muster-bench-server-XXXXXX", NULL);
  data_home = g_build_filename (dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CACHE_HOME", data_home, TRUE);
  db = g_build_filename (dir, "campaign.db", NULL);
  if (!mst_test_pg_start (&pg, &why))
    {
      g_print ("# bench-server skipped: %s\n", why);
      mst_test_remove_tree (dir);
      return 0;
    }

  started = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  watcher.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  watcher.context = g_main_context_new ();
  set_up_server (&pg, server_clients, &watcher);
  set_up_file (db, file_clients);

  /* The same work on both, the players alone, in rounds taken in turn
   * (the machine's other load falls on both); the medians. */
  for (guint r = 0; r < ROUNDS; r++)
    {
      /* Each round on a campaign of its own: the same size each time. */
      g_autofree char *campaign = g_strdup_printf ("Danube 1809, round %u", r + 1);

      new_server_campaign (server_clients, &watcher, campaign);
      new_file_campaign (file_clients, campaign);
      rates[0][r] = run_clients (server_clients, "server", "skirmish", BATTLES, &p99s[0][r]);
      rates[1][r] = run_clients (file_clients, "file", "skirmish", BATTLES, &p99s[1][r]);
    }
  server_rate = bench_median (rates[0], ROUNDS);
  file_rate = bench_median (rates[1], ROUNDS);
  server_p99 = bench_median (p99s[0], ROUNDS);
  file_p99 = bench_median (p99s[1], ROUNDS);
  g_hash_table_remove_all (started);
  new_server_campaign (server_clients, &watcher, "Danube 1809, watched");
  /* Then the game master's window open, listening before the first
   * battle, while the players record a few more each. */
  watching = g_thread_new ("watcher", watcher_run, &watcher);
  g_usleep (500 * 1000);
  run_clients (server_clients, "server, watched", "rearguard", HEARD_BATTLES, &watched_p99);
  heard = heard_p99 (&watcher, watching);

  /* The other client path: muster-cli, a process a battle, as a player
   * records from a terminal or a script. */
  {
    g_autofree char *battle = g_build_filename (dir, "skirmish.battle.xml", NULL);

    g_assert (g_file_set_contents (battle, "<battle xmlns=\"urn:muster:battle:1\" date=\"1809-05-21\" "
                                           "name=\"Skirmish\" opponent=\"Archduke Charles\" result=\"won\" "
                                           "role=\"attacker\"/>\n", -1, NULL));
    for (int i = 0; i < CLIENTS; i++)
      {
        g_autofree char *name = g_strdup_printf ("player%02d", i);

        /* muster-cli takes no password on its command line. */
        mst_test_pg_add_password (&pg, name, PASSWORD);
        server_clients[i].battle_file = battle;
        file_clients[i].battle_file = battle;
        file_clients[i].database = g_strdup (db);
      }
    new_server_campaign (server_clients, &watcher, "Danube 1809, from the terminal");
    new_file_campaign (file_clients, "Danube 1809, from the terminal");
    cli_rates[0] = run_clients (server_clients, "server, muster-cli", "cli", BATTLES, &cli_p99s[0]);
    cli_rates[1] = run_clients (file_clients, "file, muster-cli", "cli", BATTLES, &cli_p99s[1]);
  }

  bench_report_units ("club-20x50",
                      "battles a second, 20 players recording 50 each at once on a PostgreSQL server on loopback, "
                      "the app's way (form read, recorded, campaign read back; one kept connection each), "
                      "median of 3 rounds",
                      "the same players on one SQLite library file", server_rate, file_rate);
  bench_report ("club-20x50-p99",
                "the 99th percentile of one battle's whole path on the server (ms), median of 3 rounds",
                "the same on the library file", server_p99, file_p99);
  bench_report ("club-20x50-heard-p99",
                "the 99th percentile of a battle's time to show in the game master's open window (LISTEN/NOTIFY, "
                "read back), from the start of its recording, 20 players recording 10 each (ms)",
                "the 99th percentile of one battle's whole path on the server meanwhile", heard, watched_p99);

  bench_report_units ("club-20x50-cli",
                      "battles a second, 20 players recording 50 each at once on the server through muster-cli, "
                      "a process a battle (connection, login, force read, battle, offline copy told)",
                      "the same players through muster-cli on one SQLite library file", cli_rates[0], cli_rates[1]);
  bench_report ("club-20x50-cli-p99", "the 99th percentile of one battle's muster-cli process on the server (ms)",
                "the same on the library file", cli_p99s[0], cli_p99s[1]);

  clients_clear (server_clients);
  clients_clear (file_clients);
  g_free (watcher.reader.uri);
  g_clear_object (&watcher.reader.backend);
  g_hash_table_unref (watcher.seen);
  g_main_context_unref (watcher.context);
  g_hash_table_unref (started);
  mst_test_pg_stop (&pg);
  mst_test_remove_tree (dir);
  return 0;
}
