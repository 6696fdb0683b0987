/* bench-server.c: 20 players recording battles at once on a club's PostgreSQL server, against the same on one SQLite file.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each of CLIENTS clients, a thread with a connection of its own, records
 * BATTLES battles for its own force of one campaign, as fast as it can:
 * on a server started here on 127.0.0.1 (tests/mst-test-pg.c), and on one
 * library file opened by each client.  Two lines: battles a second (the
 * server's against the file's), and the 99th percentile of one battle's
 * recording in milliseconds.  Without the server's programs it says so
 * and stops, successfully. */
#include "config.h"

#include <stdlib.h>

#include "muster-core.h"
#include "mst-server.h"
#include "mst-server-campaign.h"
#include "mst-test-pg.h"
#include "mst-test-util.h"
#include "bench-util.h"

#define CLIENTS 20
#define BATTLES 50
#define PASSWORD "bench-password"
/* No run takes longer than this: the clients stop where they are. */
#define DEADLINE_S 120

typedef struct {
  MstCampaignBackend *backend;  /* the client's own */
  gint64 force_id;
  gint64 deadline;
  double latency[BATTLES];      /* seconds */
  guint done;
  char *error;
} Client;

static gpointer
client_run (gpointer data)
{
  Client *c = data;

  for (guint i = 0; i < BATTLES && g_get_monotonic_time () < c->deadline; i++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_strdup_printf ("Skirmish %u", i + 1);
      gint64 t0 = g_get_monotonic_time ();

      mst_battle_set_date (battle, "1809-05-21");
      mst_battle_set_name (battle, name);
      mst_battle_set_opponent (battle, "Archduke Charles");
      mst_battle_set_result (battle, i % 2 ? MST_BATTLE_RESULT_WON : MST_BATTLE_RESULT_DRAWN);
      if (mst_campaign_backend_record_battle (c->backend, c->force_id, battle, -1, &error) == 0)
        {
          c->error = g_strdup (error->message);
          break;
        }
      c->latency[c->done++] = (g_get_monotonic_time () - t0) / 1e6;
    }
  return NULL;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* Runs the clients at once; their battles a second, and the 99th
 * percentile of their latencies through @p99. */
static double
run_clients (Client *clients, const char *what, double *p99)
{
  GThread *threads[CLIENTS];
  g_autofree double *all = g_new (double, CLIENTS * BATTLES);
  guint n = 0;
  gint64 t0 = g_get_monotonic_time ();
  double wall;

  for (int i = 0; i < CLIENTS; i++)
    {
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
  if (n < CLIENTS * BATTLES)
    g_print ("# %s: stopped after %d s with %u battles of %d\n", what, DEADLINE_S, n, CLIENTS * BATTLES);
  qsort (all, n, sizeof *all, compare_doubles);
  *p99 = all[MIN (n - 1, (n * 99 + 99) / 100 - 1)];
  g_print ("# %s: %u battles in %.2f s\n", what, n, wall);
  return n / wall;
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

static void
set_up_server (MstTestPg *pg, Client *clients)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) admin = mst_server_connect (pg->admin_uri, &error);
  gint64 campaign = 0;

  if (admin == NULL || !mst_server_setup (admin, NULL, &error))
    g_error ("%s", error->message);
  for (int i = 0; i < CLIENTS; i++)
    {
      g_autofree char *name = g_strdup_printf ("player%02d", i);
      g_autofree char *uri = mst_test_pg_uri (pg, name, PASSWORD);
      g_autoptr(MstServer) server = NULL;
      g_autoptr(MstForce) force = fixture_force (i);

      /* The first player is the game master who opens the campaign. */
      if (!mst_server_add_player (admin, name, PASSWORD, i == 0, &error))
        g_error ("%s", error->message);
      server = mst_server_connect (uri, &error);
      if (server == NULL)
        g_error ("%s", error->message);
      clients[i].backend = MST_CAMPAIGN_BACKEND (mst_server_campaign_new (server, NULL, &error));
      if (clients[i].backend == NULL)
        g_error ("%s", error->message);
      if (i == 0)
        campaign = mst_campaign_backend_create (clients[i].backend, "Danube 1809", &error);
      clients[i].force_id = mst_campaign_backend_add_force (clients[i].backend, campaign, force, NULL, &error);
      if (clients[i].force_id == 0)
        g_error ("%s", error->message);
    }
}

static void
set_up_file (const char *path, Client *clients)
{
  g_autoptr(GError) error = NULL;
  gint64 campaign = 0;

  for (int i = 0; i < CLIENTS; i++)
    {
      g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
      g_autoptr(MstForce) force = fixture_force (i);

      if (library == NULL)
        g_error ("%s", error->message);
      clients[i].backend = MST_CAMPAIGN_BACKEND (mst_campaign_store_new (library, NULL));
      if (i == 0)
        campaign = mst_campaign_backend_create (clients[i].backend, "Danube 1809", &error);
      clients[i].force_id = mst_campaign_backend_add_force (clients[i].backend, campaign, force, NULL, &error);
      if (clients[i].force_id == 0)
        g_error ("%s", error->message);
    }
}

static void
clients_clear (Client *clients)
{
  for (int i = 0; i < CLIENTS; i++)
    {
      g_clear_object (&clients[i].backend);
      g_clear_pointer (&clients[i].error, g_free);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autofree Client *server_clients = g_new0 (Client, CLIENTS);
  g_autofree Client *file_clients = g_new0 (Client, CLIENTS);
  MstTestPg pg;
  double server_rate, file_rate, server_p99, file_p99;

  if (!mst_test_pg_start (&pg, &why))
    {
      g_print ("# bench-server skipped: %s\n", why);
      return 0;
    }
  dir = g_dir_make_tmp ("muster-bench-server-XXXXXX", NULL);
  db = g_build_filename (dir, "campaign.db", NULL);

  set_up_server (&pg, server_clients);
  set_up_file (db, file_clients);
  server_rate = run_clients (server_clients, "server", &server_p99);
  file_rate = run_clients (file_clients, "file", &file_p99);

  bench_report_units ("server-battles-per-second",
                      "battles recorded a second by 20 clients at once on a PostgreSQL server on loopback",
                      "the same clients on one SQLite library file", server_rate, file_rate);
  bench_report ("server-battle-p99",
                "the 99th percentile of one battle's recording on the server (ms)",
                "the same on the library file", server_p99, file_p99);

  clients_clear (server_clients);
  clients_clear (file_clients);
  mst_test_pg_stop (&pg);
  mst_test_remove_tree (dir);
  return 0;
}
