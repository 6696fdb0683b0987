/* test-server.c: a club's PostgreSQL server: set-up, players, and what the server lets each do.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real server, started here on 127.0.0.1 (as "nobody" when the tests run
 * as root).  What a player may write is checked the way a player who knows
 * SQL would try it: through psql, with Muster nowhere in between. */
#include "config.h"

#include <libpq-fe.h>
#include <string.h>

#include "muster-core.h"
#include "mst-server.h"
#include "mst-test-pg.h"
#include "mst-test-util.h"

static MstTestPg pg;
static gboolean have_server;

#define GM "gm_anna"
#define ALICE "alice"
#define BOB "bob"
#define PASSWORD "correct horse battery"

typedef struct {
  int status;
  char *out;
  char *err;
} Psql;

static void
psql_clear (Psql *p)
{
  g_clear_pointer (&p->out, g_free);
  g_clear_pointer (&p->err, g_free);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Psql, psql_clear)

/* Runs @sql through psql as @user; one value per line, unaligned. */
static void
psql (Psql *p, const char *user, const char *password, const char *sql)
{
  g_autofree char *uri = mst_test_pg_uri (&pg, user, password);
  const char *argv[] = { "psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", uri, "-c", sql, NULL };
  g_autoptr(GError) error = NULL;

  psql_clear (p);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &p->out, &p->err, &p->status, &error));
  g_assert_no_error (error);
  g_strstrip (p->out);
}

static void
psql_ok (Psql *p, const char *user, const char *sql)
{
  psql (p, user, PASSWORD, sql);
  if (!g_spawn_check_wait_status (p->status, NULL))
    g_error ("%s could not run “%s”: %s", user, sql, p->err);
}

static void
psql_refused (Psql *p, const char *user, const char *sql, const char *why)
{
  psql (p, user, PASSWORD, sql);
  if (g_spawn_check_wait_status (p->status, NULL))
    g_error ("%s was allowed to run “%s”", user, sql);
  if (strstr (p->err, why) == NULL)
    g_error ("%s: “%s” was refused with “%s”, not “%s”", user, sql, p->err, why);
}

static gboolean
need_server (void)
{
  if (!have_server)
    g_test_skip ("no PostgreSQL server programs");
  return have_server;
}

/* init creates the schema; a second init changes nothing. */
static void
test_init (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autoptr(MstServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Psql) p = { 0 };
  g_autofree char *tables_before = NULL;

  if (!need_server ())
    return;

  mst_test_run_cli (&run, "server", "init", pg.admin_uri, NULL);
  if (run.status != 0)
    g_error ("server init: %s", run.err);
  g_assert_cmpstr (run.out, ==, "schema 1: migrated from 0\n");

  psql (&p, "muster_admin", "admin-secret-for-tests",
        "SELECT string_agg (tablename || ':' || rowsecurity::text, ',' ORDER BY tablename) "
        "FROM pg_tables WHERE schemaname = 'muster'");
  g_assert_cmpint (p.status, ==, 0);
  tables_before = g_strdup (p.out);
  /* Every table a player writes is under row-level security. */
  g_assert_cmpstr (tables_before, ==,
                   "battle_generals:true,battle_units:true,battles:true,campaign_events:true,"
                   "campaign_forces:true,campaigns:true,forces:true,schema_version:false");

  mst_test_run_cli (&run, "server", "init", pg.admin_uri, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "schema 1: up to date\n");

  server = mst_server_connect (pg.admin_uri, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_server_get_schema_version (server, &error), ==, MST_SERVER_SCHEMA_VERSION);
  g_assert_true (mst_server_setup (server, NULL, &error));
  g_assert_no_error (error);
}

static void
test_players (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_auto(Psql) p = { 0 };

  if (!need_server ())
    return;

  mst_test_run_cli (&run, "server", "add-player", pg.admin_uri, GM, "--password", PASSWORD,
                    "--game-master", NULL);
  g_assert_cmpint (run.status, ==, 0);
  mst_test_run_cli (&run, "server", "add-player", pg.admin_uri, ALICE, "--password", PASSWORD, NULL);
  g_assert_cmpint (run.status, ==, 0);
  mst_test_run_cli (&run, "server", "add-player", pg.admin_uri, BOB, "--password", PASSWORD, NULL);
  g_assert_cmpint (run.status, ==, 0);

  /* SCRAM verifiers only: no password is kept in a form that can be read. */
  psql (&p, "muster_admin", "admin-secret-for-tests",
        "SELECT string_agg (rolname || ':' || left (rolpassword, 14), ',' ORDER BY rolname) "
        "FROM pg_authid WHERE rolname IN ('alice', 'bob', 'gm_anna')");
  g_assert_cmpint (p.status, ==, 0);
  g_assert_cmpstr (p.out, ==, "alice:SCRAM-SHA-256$,bob:SCRAM-SHA-256$,gm_anna:SCRAM-SHA-256$");

  /* A player is not the owner: add-player as a player is not allowed. */
  {
    g_autofree char *alice_uri = mst_test_pg_uri (&pg, ALICE, PASSWORD);
    mst_test_run_cli (&run, "server", "add-player", alice_uri, "mallory", "--password", PASSWORD, NULL);
    g_assert_cmpint (run.status, ==, 4);
    g_assert_nonnull (strstr (run.err, "127.0.0.1"));
  }
  /* A wrong password is a login refused, named, and never echoed. */
  {
    g_autofree char *wrong = mst_test_pg_uri (&pg, ALICE, "not-her-password");
    mst_test_run_cli (&run, "server", "init", wrong, NULL);
    g_assert_cmpint (run.status, ==, 4);
    g_assert_null (strstr (run.err, "not-her-password"));
  }
  /* Names the server keeps, and short passwords, are refused. */
  mst_test_run_cli (&run, "server", "add-player", pg.admin_uri, "pg_monitor2", "--password", PASSWORD, NULL);
  g_assert_cmpint (run.status, ==, 2);
  mst_test_run_cli (&run, "server", "add-player", pg.admin_uri, "carol", "--password", "short", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

/* Row-level security, tried directly with psql. */
static void
test_row_level_security (void)
{
  g_auto(Psql) p = { 0 };
  g_autofree char *campaign = NULL;
  g_autofree char *alice_force = NULL;
  g_autofree char *bob_force = NULL;
  g_autofree char *sql = NULL;

  if (!need_server ())
    return;

  /* Only a game master opens a campaign, and it is his. */
  psql_refused (&p, ALICE, "INSERT INTO muster.campaigns (name, created, modified) VALUES ('Alice''s', 0, 0)",
                "row-level security");
  psql_refused (&p, GM, "INSERT INTO muster.campaigns (name, owner, created, modified) "
                        "VALUES ('Not mine', 'alice', 0, 0)", "row-level security");
  psql_ok (&p, GM, "INSERT INTO muster.campaigns (name, created, modified) VALUES ('Peninsula 1811', 0, 0) "
                   "RETURNING id");
  campaign = g_strdup (p.out);

  /* Each player adds a force of his own and joins it to the campaign. */
  psql_ok (&p, ALICE, "INSERT INTO muster.forces (name, ruleset, list_id, data, created, modified) "
                      "VALUES ('Soult', 'drums-and-muskets', 'french-imperial-1803-1812', '<force/>', 0, 0) RETURNING id");
  alice_force = g_strdup (p.out);
  psql_ok (&p, BOB, "INSERT INTO muster.forces (name, ruleset, list_id, data, created, modified) "
                    "VALUES ('Wellington', 'drums-and-muskets', 'british-peninsula', '<force/>', 0, 0) RETURNING id");
  bob_force = g_strdup (p.out);
  psql_refused (&p, BOB, "INSERT INTO muster.forces (name, ruleset, list_id, data, owner, created, modified) "
                         "VALUES ('Forged', 'drums-and-muskets', 'x', '<force/>', 'alice', 0, 0)",
                "row-level security");
  sql = g_strdup_printf ("INSERT INTO muster.campaign_forces VALUES (%s, %s, 0, '<force/>')", alice_force, campaign);
  psql_ok (&p, ALICE, sql);
  g_clear_pointer (&sql, g_free);
  /* Bob cannot put Alice's force anywhere. */
  sql = g_strdup_printf ("INSERT INTO muster.campaign_forces VALUES (%s, %s, 0, '<force/>')", bob_force, campaign);
  psql_ok (&p, BOB, sql);
  g_clear_pointer (&sql, g_free);

  /* Alice records a battle for her force… */
  sql = g_strdup_printf ("INSERT INTO muster.battles (campaign_id, force_id, date, name, result, role, recorded) "
                         "VALUES (%s, %s, '1811-05-16', 'Albuera', 'defeat', 'attacker', 0) RETURNING id",
                         campaign, alice_force);
  psql_ok (&p, ALICE, sql);
  g_clear_pointer (&sql, g_free);
  /* …Bob cannot record one for her, nor write her history. */
  sql = g_strdup_printf ("INSERT INTO muster.battles (campaign_id, force_id, date, name, result, role, recorded) "
                         "VALUES (%s, %s, '1811-05-16', 'Albuera', 'victory', 'attacker', 0)", campaign, alice_force);
  psql_refused (&p, BOB, sql, "row-level security");
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("INSERT INTO muster.campaign_events (campaign_id, force_id, kind, recorded) "
                         "VALUES (%s, %s, 'disband', 0)", campaign, alice_force);
  psql_refused (&p, BOB, sql, "row-level security");
  g_clear_pointer (&sql, g_free);

  /* Bob's update of her force touches nothing; he reads it all the same. */
  sql = g_strdup_printf ("UPDATE muster.forces SET data = '<stolen/>' WHERE id = %s RETURNING id", alice_force);
  psql_ok (&p, BOB, sql);
  g_assert_cmpstr (p.out, ==, "");
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("SELECT data FROM muster.forces WHERE id = %s", alice_force);
  psql_ok (&p, BOB, sql);
  g_assert_cmpstr (p.out, ==, "<force/>");
  g_clear_pointer (&sql, g_free);

  /* Nobody changes who owns a row, not even for his own force. */
  sql = g_strdup_printf ("UPDATE muster.forces SET owner = 'alice' WHERE id = %s", bob_force);
  psql_refused (&p, BOB, sql, "permission denied");
  g_clear_pointer (&sql, g_free);

  /* The history is append-only, for everyone. */
  sql = g_strdup_printf ("INSERT INTO muster.campaign_events (campaign_id, force_id, kind, recorded) "
                         "VALUES (%s, %s, 'disband', 0) RETURNING id", campaign, alice_force);
  psql_ok (&p, ALICE, sql);
  g_clear_pointer (&sql, g_free);
  psql_refused (&p, ALICE, "UPDATE muster.campaign_events SET kind = 'reinforce'", "permission denied");
  psql_refused (&p, GM, "DELETE FROM muster.campaign_events", "permission denied");

  /* The game master may change anything in his campaign. */
  sql = g_strdup_printf ("UPDATE muster.forces SET data = '<corrected/>' WHERE id = %s RETURNING id", alice_force);
  psql_ok (&p, GM, sql);
  g_assert_cmpstr (p.out, ==, alice_force);
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("UPDATE muster.battles SET result = 'draw' WHERE campaign_id = %s RETURNING id", campaign);
  psql_ok (&p, GM, sql);
  g_assert_cmpstr (p.out, !=, "");
  g_clear_pointer (&sql, g_free);
  /* A player may not rewrite a recorded battle, not even his own. */
  sql = g_strdup_printf ("UPDATE muster.battles SET result = 'victory' WHERE force_id = %s RETURNING id", alice_force);
  psql_ok (&p, ALICE, sql);
  g_assert_cmpstr (p.out, ==, "");
  g_clear_pointer (&sql, g_free);
}

/* A server that is not there: exit 2, and the host named. */
static void
test_unreachable (void)
{
  g_auto(MstTestRun) run = { 0 };

  mst_test_run_cli (&run, "server", "init", "postgresql://nobody@127.0.0.1:1/muster", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "127.0.0.1:1"));
  mst_test_run_cli (&run, "server", "init", "not a uri at all", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  have_server = mst_test_pg_start (&pg, &why);
  if (!have_server)
    g_printerr ("# %s\n", why);

  /* In order: each builds on the server the one before left. */
  g_test_add_func ("/muster/server/init", test_init);
  g_test_add_func ("/muster/server/players", test_players);
  g_test_add_func ("/muster/server/row-level-security", test_row_level_security);
  g_test_add_func ("/muster/server/unreachable", test_unreachable);

  status = g_test_run ();
  if (have_server)
    mst_test_pg_stop (&pg);
  return status;
}
