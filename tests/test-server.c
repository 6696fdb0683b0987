/* test-server.c: a club's PostgreSQL server: set-up, players, and what the server lets each do.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real server, started here on 127.0.0.1 (as "nobody" when the tests run
 * as root).  What a player may write is checked the way a player who knows
 * SQL would try it: through psql, with Muster nowhere in between. */
#include "config.h"

#include <glib/gstdio.h>

#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "muster-core.h"
#include "mst-server.h"
#include "mst-server-campaign.h"
#include "mst-club-backend.h"
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

/* Runs @script (psql's own commands allowed) as @user from a file, which
 * must succeed; its last output in p->out. */
static void
psql_script_ok (Psql *p, const char *user, const char *script)
{
  g_autofree char *uri = mst_test_pg_uri (&pg, user, PASSWORD);
  g_autofree char *file = NULL;
  g_autoptr(GError) error = NULL;
  int fd = g_file_open_tmp ("muster-psql-XXXXXX.sql", &file, &error);
  const char *argv[] = { "psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", uri, "-f", NULL, NULL };

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (file, script, -1, NULL));
  argv[10] = file;
  psql_clear (p);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &p->out, &p->err, &p->status, &error));
  g_assert_no_error (error);
  g_unlink (file);
  if (!g_spawn_check_wait_status (p->status, NULL))
    g_error ("%s could not run “%s”: %s", user, script, p->err);
  g_strstrip (p->out);
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

  mst_test_run_cli (&run, "server", "init", pg.admin_cli_uri, NULL);
  if (run.status != 0)
    g_error ("server init: %s", run.err);
  g_assert_cmpstr (run.out, ==, "schema 12: migrated from 0\n");

  psql (&p, "muster_admin", "admin-secret-for-tests",
        "SELECT string_agg (tablename || ':' || rowsecurity::text, ',' ORDER BY tablename) "
        "FROM pg_tables WHERE schemaname = 'muster'");
  g_assert_cmpint (p.status, ==, 0);
  tables_before = g_strdup (p.out);
  /* Every table a player writes is under row-level security. */
  g_assert_cmpstr (tables_before, ==,
                   "battle_generals:true,battle_units:true,battles:true,campaign_events:true,"
                   "campaign_forces:true,campaigns:true,changes:true,forces:true,library:true,schema_version:false");

  mst_test_run_cli (&run, "server", "init", pg.admin_cli_uri, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "schema 12: up to date\n");

  server = mst_server_connect (pg.admin_uri, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mst_server_get_schema_version (server, &error), ==, MST_SERVER_SCHEMA_VERSION);
  g_assert_true (mst_server_setup (server, NULL, &error));
  g_assert_no_error (error);
}

/* A file holding @password, for --password-file (never an argument). */
static char *
password_file (const char *password)
{
  static guint n;
  g_autofree char *name = g_strdup_printf ("password-%u", n++);
  char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_autofree char *text = g_strconcat (password, "\n", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_chmod (path, 0600);
  return path;
}

/* muster-cli server add-player URI NAME --password-file (PASSWORD in it). */
static void
add_player (MstTestRun *run, const char *uri, const char *name, const char *password, gboolean game_master)
{
  g_autofree char *file = password_file (password);

  if (game_master)
    mst_test_run_cli (run, "server", "add-player", uri, name, "--password-file", file, "--game-master", NULL);
  else
    mst_test_run_cli (run, "server", "add-player", uri, name, "--password-file", file, NULL);
  g_unlink (file);
}

static void
test_players (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_auto(Psql) p = { 0 };

  if (!need_server ())
    return;

  add_player (&run, pg.admin_cli_uri, GM, PASSWORD, TRUE);
  g_assert_cmpint (run.status, ==, 0);
  add_player (&run, pg.admin_cli_uri, ALICE, PASSWORD, FALSE);
  g_assert_cmpint (run.status, ==, 0);
  add_player (&run, pg.admin_cli_uri, BOB, PASSWORD, FALSE);
  g_assert_cmpint (run.status, ==, 0);
  /* Never from the command line, where ps shows it to everyone; at no
   * terminal and with no file, it is asked for by name. */
  mst_test_run_cli (&run, "server", "add-player", pg.admin_cli_uri, "dave", "--password", PASSWORD, NULL);
  g_assert_cmpint (run.status, ==, 2);
  mst_test_run_cli (&run, "server", "add-player", pg.admin_cli_uri, "dave", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--password-file"));
  /* A name with "$$" in it is a name like any other (it once ended a
   * dollar-quoted block: a raw syntax error). */
  add_player (&run, pg.admin_cli_uri, "pay$$master", PASSWORD, FALSE);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  psql (&p, "muster_admin", "admin-secret-for-tests",
        "SELECT count (*) FROM pg_roles WHERE rolname = 'pay$$master' AND pg_has_role (rolname, 'muster_player', 'MEMBER')");
  g_assert_cmpstr (p.out, ==, "1");
  psql (&p, "muster_admin", "admin-secret-for-tests", "DROP ROLE \"pay$$master\"");
  g_assert_cmpint (p.status, ==, 0);
  /* An address that does not parse is named without its password. */
  mst_test_run_cli (&run, "campaign", "list", "--server", "postgresql://alice:s3cret-pw@127.0.0.1:notaport/muster", NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_null (strstr (run.err, "s3cret-pw"));
  mst_test_run_cli (&run, "campaign", "list", "--server", "host=127.0.0.1 port=x password=s3cret-pw dbname='muster", NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_null (strstr (run.err, "s3cret-pw"));

  /* SCRAM verifiers only: no password is kept in a form that can be read. */
  psql (&p, "muster_admin", "admin-secret-for-tests",
        "SELECT string_agg (rolname || ':' || left (rolpassword, 14), ',' ORDER BY rolname) "
        "FROM pg_authid WHERE rolname IN ('alice', 'bob', 'gm_anna')");
  g_assert_cmpint (p.status, ==, 0);
  g_assert_cmpstr (p.out, ==, "alice:SCRAM-SHA-256$,bob:SCRAM-SHA-256$,gm_anna:SCRAM-SHA-256$");

  /* A player is not the owner: add-player as a player is not allowed. */
  {
    g_autofree char *alice_uri = mst_test_pg_uri (&pg, ALICE, NULL);
    add_player (&run, alice_uri, "mallory", PASSWORD, FALSE);
    g_assert_cmpint (run.status, ==, 4);
    g_assert_nonnull (strstr (run.err, "127.0.0.1"));
  }
  /* A wrong password is a login refused, named, and never echoed. */
  {
    g_autofree char *alice = mst_test_pg_uri (&pg, ALICE, NULL);

    g_setenv ("PGPASSWORD", "not-her-password", TRUE);
    mst_test_run_cli (&run, "server", "init", alice, NULL);
    g_unsetenv ("PGPASSWORD");
    g_assert_cmpint (run.status, ==, 4);
    g_assert_null (strstr (run.err, "not-her-password"));
  }
  /* A password is never taken from the command line, where any user of
   * the machine reads it (ps): an address holding one is refused, named
   * without it, saying how to give it. */
  {
    g_autofree char *with = mst_test_pg_uri (&pg, ALICE, PASSWORD);
    g_autofree char *alice = mst_test_pg_uri (&pg, ALICE, NULL);
    g_autofree char *dir = g_dir_make_tmp ("muster-password-XXXXXX", NULL);
    g_autofree char *file = g_build_filename (dir, "alice.password", NULL);
    g_autofree char *saved = g_strdup (g_getenv ("PGPASSFILE"));

    mst_test_run_cli (&run, "campaign", "list", "--server", with, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_null (strstr (run.err, PASSWORD));
    g_assert_nonnull (strstr (run.err, "PGPASSWORD"));
    g_assert_nonnull (strstr (run.err, "--password-file"));
    mst_test_run_cli (&run, "server", "init", with, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_null (strstr (run.err, PASSWORD));
    /* Without the password file: none at no terminal is a login refused
     * that says how to give one; --password-file gives it. */
    g_unsetenv ("PGPASSFILE");
    mst_test_run_cli (&run, "campaign", "list", "--server", alice, NULL);
    g_assert_cmpint (run.status, ==, 4);
    g_assert_nonnull (strstr (run.err, "--password-file"));
    g_assert_true (g_file_set_contents_full (file, PASSWORD "\n", -1, G_FILE_SET_CONTENTS_NONE, 0600, NULL));
    mst_test_run_cli (&run, "campaign", "list", "--server", alice, "--password-file", file, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_setenv ("PGPASSWORD", PASSWORD, TRUE);
    mst_test_run_cli (&run, "campaign", "list", "--server", alice, NULL);
    g_unsetenv ("PGPASSWORD");
    g_assert_cmpint (run.status, ==, 0);
    g_setenv ("PGPASSFILE", saved, TRUE);
    g_assert_cmpint (g_unlink (file), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
  /* Names the server keeps, and short passwords, are refused. */
  add_player (&run, pg.admin_cli_uri, "pg_monitor2", PASSWORD, FALSE);
  g_assert_cmpint (run.status, ==, 2);
  add_player (&run, pg.admin_cli_uri, "carol", "short", FALSE);
  g_assert_cmpint (run.status, ==, 2);
}

/* A player in psql can do no more than through Muster: no table takes a
 * row from him but through the server's own functions, which check each
 * write as Muster does.  Every attack is tried as a player, each refused
 * with the server's reason. */
#define FORCE_XML "<force><general name=\"Soult\"/><general name=\"Mortier\"/><unit name=\"16e Ligne\"/>" \
                  "<unit name=\"Line\"/><unit name=\"Line\"/></force>"

static char *
sqlf (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

static char *
sqlf (const char *fmt, ...)
{
  va_list ap;
  char *sql;

  va_start (ap, fmt);
  sql = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  return sql;
}

/* muster.write_event with the columns a change names, the rest NULL. */
#define EVENT(campaign, force, kind, date, unit, general, name, bases, data) \
  sqlf ("SELECT muster.write_event (%s, %s, '%s', %s, 0, NULL, %s, %s, %s, NULL, NULL, %s, NULL, NULL, NULL, " \
        "NULL, NULL, %s, NULL)", campaign, force, kind, date, unit, general, name, bases, data)

static void
test_row_level_security (void)
{
  g_auto(Psql) p = { 0 };
  g_autofree char *campaign = NULL;
  g_autofree char *alice_force = NULL;
  g_autofree char *bob_force = NULL;
  g_autofree char *battle = NULL;
  g_autofree char *sql = NULL;
  const char *tables[] = { "campaigns", "forces", "campaign_forces", "battles", "battle_units", "battle_generals",
                           "campaign_events", "changes" };

  if (!need_server ())
    return;

  /* Only a game master opens a campaign, and it is his. */
  psql_refused (&p, ALICE, "SELECT muster.open_campaign ('Alice''s', false, 0, 0)", "not a game master");
  psql_ok (&p, GM, "SELECT muster.open_campaign ('Peninsula 1811', false, 0, 0)");
  campaign = g_strdup (p.out);

  /* No table takes a row, a change or a removal from a player directly. */
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_clear_pointer (&sql, g_free);
      sql = sqlf ("INSERT INTO muster.%s DEFAULT VALUES", tables[i]);
      psql_refused (&p, GM, sql, "permission denied");
      g_clear_pointer (&sql, g_free);
      sql = sqlf ("UPDATE muster.%s SET campaign_id = campaign_id", tables[i]);
      if (g_str_equal (tables[i], "campaigns") || g_str_equal (tables[i], "forces"))
        {
          g_clear_pointer (&sql, g_free);
          sql = sqlf ("UPDATE muster.%s SET name = name", tables[i]);
        }
      else if (g_str_has_prefix (tables[i], "battle_"))
        {
          g_clear_pointer (&sql, g_free);
          sql = sqlf ("UPDATE muster.%s SET position = position", tables[i]);
        }
      psql_refused (&p, ALICE, sql, "permission denied");
      g_clear_pointer (&sql, g_free);
      sql = sqlf ("DELETE FROM muster.%s", tables[i]);
      psql_refused (&p, GM, sql, "permission denied");
    }

  /* Each player adds a force of his own, with its joining, in one go. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("BEGIN;\nSELECT muster.add_force (%s, 'Soult', 'drums-and-muskets', 'french-imperial-1803-1812', '%s', 0) "
              "\\gset\n"
              "SELECT muster.write_event (%s, :add_force, 'joined', NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, "
              "NULL, NULL, NULL, NULL, NULL, NULL, '%s', NULL) \\gset\n"
              "COMMIT;\nSELECT :add_force", campaign, FORCE_XML, campaign, FORCE_XML);
  psql_script_ok (&p, ALICE, sql);
  alice_force = g_strdup (p.out);
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("BEGIN;\nSELECT muster.add_force (%s, 'Wellington', 'drums-and-muskets', 'british-peninsula', '%s', 0) "
              "\\gset\n"
              "SELECT muster.write_event (%s, :add_force, 'joined', NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, "
              "NULL, NULL, NULL, NULL, NULL, NULL, '%s', NULL) \\gset\n"
              "COMMIT;\nSELECT :add_force", campaign, FORCE_XML, campaign, FORCE_XML);
  psql_script_ok (&p, BOB, sql);
  bob_force = g_strdup (p.out);
  /* A force joins once. */
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "joined", "NULL", "NULL", "NULL", "NULL", "NULL", "'" FORCE_XML "'");
  psql_refused (&p, ALICE, sql, "joined its campaign already");

  /* Alice records a battle of her force as Muster does: the battle with its
   * rows, its change, the force's new state, in one transaction. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("BEGIN;\n"
              "SELECT muster.write_battle (%s, %s, '1811-05-16', 'Albuera', 'Beresford', 'lost', 'attacker', 0, '', 0, "
              "1, 0, 0, 0, 0, NULL, '[{\"position\": 0, \"unit\": \"16e Ligne\", \"bases_before\": 4, "
              "\"bases_lost\": 1}, {\"position\": 2, \"unit\": \"Line (2)\", \"bases_before\": 4}]', "
              "'[{\"position\": 1, \"general\": \"Mortier\", \"fate\": \"none\"}]') \\gset\n"
              "SELECT muster.write_event (%s, %s, 'battle', '1811-05-16', 0, :write_battle, NULL, NULL, NULL, NULL, "
              "NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL) \\gset\n"
              "SELECT muster.write_state (%s, %s, '%s', 'Soult', 'drums-and-muskets', 'french-imperial-1803-1812', 1);\n"
              "COMMIT;\n"
              "SELECT :write_battle", campaign, alice_force, campaign, alice_force, campaign, alice_force, FORCE_XML);
  psql_script_ok (&p, ALICE, sql);
  battle = g_strdup (p.out);

  /* Bob may not record one for her, nor write her history, her state or
   * lock her force. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.write_battle (%s, %s, '1811-05-17', 'Albuera', '', 'won', 'attacker', 0, '', 0, 0, 0, "
              "0, 0, 0, NULL, '[]', '[]')", campaign, alice_force);
  psql_refused (&p, BOB, sql, "may not write it");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "unit-disbanded", "'1811-05-17'", "'16e Ligne'", "NULL", "NULL", "NULL", "NULL");
  psql_refused (&p, BOB, sql, "may not write it");
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT * FROM muster.lock_force (%s)", alice_force);
  psql_refused (&p, BOB, sql, "may not write it");

  /* Her own writes are checked as Muster checks them: a unit her force
   * does not have, a general it does not have, a date before her last, a
   * name with terminal codes in it, a change Muster never writes. */
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "reinforced", "'1811-05-20'", "'Garde du Corps'", "NULL", "NULL", "1", "NULL");
  psql_refused (&p, ALICE, sql, "no unit \"Garde du Corps\"");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "reinforced", "'1811-05-20'", "'Line (3)'", "NULL", "NULL", "1", "NULL");
  psql_refused (&p, ALICE, sql, "no unit \"Line (3)\"");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "general-renamed", "'1811-05-20'", "NULL", "2", "'Ney'", "NULL", "NULL");
  psql_refused (&p, ALICE, sql, "no general 2");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "reinforced", "'1811-05-01'", "'16e Ligne'", "NULL", "NULL", "1", "NULL");
  psql_refused (&p, ALICE, sql, "before the last date");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "general-renamed", "'1811-05-20'", "NULL", "1", "E'\\x1b]0;pwned\\x07Ney'",
               "NULL", "NULL");
  psql_refused (&p, ALICE, sql, "control character");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "promoted", "'1811-05-20'", "NULL", "NULL", "NULL", "NULL", "NULL");
  psql_refused (&p, ALICE, sql, "not a change Muster writes");
  g_clear_pointer (&sql, g_free);
  sql = EVENT (campaign, alice_force, "reinforced", "'1811-02-30'", "'16e Ligne'", "NULL", "NULL", "1", "NULL");
  psql_refused (&p, ALICE, sql, "is not a date");
  /* A battle's change only with its battle; rows only with the battle
   * they are recorded with. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.write_event (%s, %s, 'battle', '1811-05-20', 0, %s, NULL, NULL, NULL, NULL, NULL, "
              "NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)", campaign, alice_force, battle);
  psql_refused (&p, ALICE, sql, "follows its battle");
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.publish_battle_unit (%s, 9, '16e Ligne', NULL, 0, 4, 4, true)", battle);
  psql_refused (&p, ALICE, sql, "published with it");
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.write_battle (%s, %s, '1811-05-20', 'Fuentes', '', 'won', 'attacker', 0, '', 0, 0, 0, "
              "0, 0, 0, NULL, '[{\"position\": 0, \"unit\": \"Garde du Corps\", \"bases_before\": 4}]', '[]')",
              campaign, alice_force);
  psql_refused (&p, ALICE, sql, "no unit \"Garde du Corps\"");
  /* No state without its change. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.write_state (%s, %s, '<force/>', 'Soult', 'drums-and-muskets', 'x', 2)",
              campaign, alice_force);
  psql_refused (&p, ALICE, sql, "only with a change of its history");
  /* Forces and rows go into a campaign only as it is published. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.publish_force (%s, 'Stray', 'drums-and-muskets', 'x', '<force/>', 0, 0)", campaign);
  psql_refused (&p, GM, sql, "opened in the same transaction");

  /* A campaign is its game master's to change. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.change_campaign (%s, 'rename', 'Mine now', 0)", campaign);
  psql_refused (&p, ALICE, sql, "only its game master");

  /* The history is append-only, for everyone. */
  psql_refused (&p, ALICE, "UPDATE muster.campaign_events SET kind = 'reinforce'", "permission denied");
  psql_refused (&p, GM, "DELETE FROM muster.campaign_events", "permission denied");

  /* Nobody changes who owns a force, nor moves one. */
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("UPDATE muster.forces SET owner = 'gm_anna' WHERE id = %s", alice_force);
  psql_refused (&p, GM, sql, "permission denied");
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT owner FROM muster.forces WHERE id = %s", alice_force);
  psql_ok (&p, ALICE, sql);
  g_assert_cmpstr (p.out, ==, ALICE);

  /* touch_campaign (SECURITY DEFINER) touches only a campaign one writes in. */
  psql_ok (&p, GM, "SELECT muster.open_campaign ('Empty', false, 0, 0)");
  g_clear_pointer (&sql, g_free);
  sql = sqlf ("SELECT muster.touch_campaign (%s); SELECT modified FROM muster.campaigns WHERE id = %s", p.out, p.out);
  psql_ok (&p, BOB, sql);
  g_assert_cmpstr (p.out, ==, "0");
}

/* The arguments of muster-cli campaign … --server URI as @who (NULL: no
 * --server), then @ap; NULL-terminated. */
static GPtrArray *
campaign_args (const char *who, va_list ap)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  const char *arg;

  g_ptr_array_add (args, g_strdup ("campaign"));
  if (who != NULL)
    {
      g_ptr_array_add (args, g_strdup ("--server"));
      g_ptr_array_add (args, mst_test_pg_uri (&pg, who, NULL));
    }
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, g_strdup (arg));
  g_ptr_array_add (args, NULL);
  return args;
}

/* muster-cli campaign … --server URI as @who (NULL: no --server), then @…. */
static void
campaign (MstTestRun *run, const char *who, ...)
{
  g_autoptr(GPtrArray) args = NULL;
  va_list ap;

  va_start (ap, who);
  args = campaign_args (who, ap);
  va_end (ap);
  mst_test_run_cliv (run, (const char *const *) args->pdata);
}

/* The same as @who, which must succeed: its output, and its stderr in
 * @err (may be NULL). */
static char *
campaign_outv (char **err, const char *who, va_list ap)
{
  g_autoptr(GPtrArray) args = campaign_args (who, ap);
  g_auto(MstTestRun) run = { 0 };

  mst_test_run_cliv (&run, (const char *const *) args->pdata);
  if (run.status != 0)
    g_error ("%s: campaign %s exited %d: %s", who, (char *) args->pdata[3], run.status, run.err);
  if (err != NULL)
    *err = g_strdup (run.err);
  return g_strdup (run.out);
}

static char *
campaign_ok (const char *who, ...) G_GNUC_NULL_TERMINATED;

/* The same, which must succeed: its output, without the last newline. */
static char *
campaign_ok (const char *who, ...)
{
  char *out;
  va_list ap;

  va_start (ap, who);
  out = campaign_outv (NULL, who, ap);
  va_end (ap);
  return g_strchomp (out);
}

/* One value the database owner reads with psql. */
static char *
admin_value (const char *sql)
{
  g_auto(Psql) p = { 0 };

  psql (&p, "muster_admin", "admin-secret-for-tests", sql);
  if (p.status != 0)
    g_error ("%s: %s", sql, p.err);
  return g_steal_pointer (&p.out);
}

static char *
admin_value_printf (const char *fmt, ...) G_GNUC_PRINTF (1, 2);

static char *
admin_value_printf (const char *fmt, ...)
{
  g_autofree char *sql = NULL;
  va_list ap;

  va_start (ap, fmt);
  sql = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  return admin_value (sql);
}

/* A battle record of no losses (so that any number may be recorded). */
static char *
write_battle (const char *dir, const char *file, const char *name)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *text = g_strdup_printf ("<battle xmlns=\"urn:muster:battle:1\" date=\"1811-05-16\" "
                                           "name=\"%s\" opponent=\"Beresford\" result=\"won\" "
                                           "role=\"attacker\"/>\n", name);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_steal_pointer (&path);
}

/* What the club does through muster-cli on the server: the game master
 * opens a campaign, each player brings a force and records its battles
 * and changes; everything reads back as it does from the library. */
static char *club_campaign, *alice_force, *bob_force, *work_dir;

static void
test_campaigns (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *battle = mst_test_fixture ("caldiero.battle.xml");
  g_autofree char *out = NULL;
  g_autofree char *export = NULL;
  g_autofree char *text = NULL;

  if (!need_server ())
    return;
  work_dir = g_dir_make_tmp ("muster-server-test-XXXXXX", NULL);

  /* Only a game master opens a campaign. */
  campaign (&run, ALICE, "new", "Alice's own", NULL);
  g_assert_cmpint (run.status, ==, 4);
  g_assert_nonnull (strstr (run.err, "alice is not a game master"));
  club_campaign = campaign_ok (GM, "new", "Italy 1805", NULL);

  alice_force = campaign_ok (ALICE, "add-force", club_campaign, force, "--date", "1805-10-01", NULL);
  bob_force = campaign_ok (BOB, "add-force", club_campaign, force, "--date", "1805-10-01", NULL);
  out = admin_value_printf ("SELECT owner FROM muster.forces WHERE id = %s", alice_force);
  g_assert_cmpstr (out, ==, ALICE);
  g_clear_pointer (&out, g_free);

  out = campaign_ok (ALICE, "battle", club_campaign, alice_force, "--file", battle, NULL);
  g_assert_cmpstr (out, !=, "");
  g_clear_pointer (&out, g_free);
  out = campaign_ok (ALICE, "reinforce", alice_force, "16e Ligne", "1", "--date", "1805-11-02", NULL);
  g_clear_pointer (&out, g_free);

  /* Everyone reads everything. */
  out = campaign_ok (BOB, "list", NULL);
  text = g_strdup_printf ("%s\tItaly 1805\tactive\t2\t1\t1805-10-30\t1805-10-30", club_campaign);
  g_assert_nonnull (strstr (out, text));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&text, g_free);

  out = campaign_ok (BOB, "show", club_campaign, NULL);
  text = g_strdup_printf ("force\t%s\tArmy of Italy\t1\t0\t0\t1\t5\t1\t1\t0\t1", alice_force);
  g_assert_nonnull (strstr (out, text));
  g_assert_nonnull (strstr (out, "\tCaldiero\tArchduke Charles\tdrawn\tattacker\t5\t1\n"));
  g_assert_nonnull (strstr (out, "\t16e Ligne\t4\t2\theld\tsteady\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&text, g_free);

  /* The history replays on the server as in the library, and says the
   * revision a change is based on. */
  out = campaign_ok (BOB, "history", alice_force, NULL);
  g_assert_nonnull (strstr (out, "\tjoined\t"));
  g_assert_nonnull (strstr (out, "\t1805-10-30\tbattle\tCaldiero"));
  g_assert_nonnull (strstr (out, "\tjoined\t"));
  g_assert_nonnull (strstr (out, "unit\t16e Ligne\tregular-french-line\t3\n"));
  text = g_strdup_printf ("\nrevision\t%s\t3", alice_force);
  g_assert_true (g_str_has_suffix (out, text));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&text, g_free);

  /* A campaign file from the server reads back into a library. */
  export = g_build_filename (work_dir, "italy.xml", NULL);
  campaign (&run, BOB, "export", club_campaign, export, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autofree char *db = g_build_filename (work_dir, "read-back.db", NULL);

    campaign (&run, NULL, "--database", db, "import", export, NULL);
    g_assert_cmpint (run.status, ==, 0);
    campaign (&run, NULL, "--database", db, "show", "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\tCaldiero\tArchduke Charles\tdrawn\tattacker\t5\t1\n"));
  }
  /* …and a file goes to the server as a new campaign. */
  out = campaign_ok (GM, "import", export, NULL);
  g_assert_cmpstr (out, !=, club_campaign);
  g_clear_pointer (&out, g_free);
}

/* A force on a player's own list brings it to the club: another player,
 * who does not have the list, reads the force with its numbers. */
static void
test_carried_list (void)
{
  g_autofree char *alice_home = NULL;
  g_autofree char *bob_home = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *shipped = NULL;
  g_autofree char *text = NULL;
  g_autofree char *list = NULL;
  g_autofree char *force = NULL;
  g_autofree char *state = NULL;
  g_autofree char *force_id = NULL;
  g_autofree char *danube = NULL;
  g_autofree char *old_data = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_autoptr(GString) s = NULL;
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *alice_pools = NULL;
  g_autofree char *alice_derive = NULL;

  if (!need_server ())
    return;
  alice_home = g_build_filename (work_dir, "alice-home", NULL);
  bob_home = g_build_filename (work_dir, "bob-home", NULL);
  dir = g_build_filename (alice_home, "muster", "nations", "drums-and-muskets", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  /* Alice's own list: the shipped Austrians of 1809, their fusiliers of
   * another grade. */
  shipped = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "nations", "drums-and-muskets",
                              "austrian-1809-1815.xml", NULL);
  g_assert_true (g_file_get_contents (shipped, &text, NULL, NULL));
  s = g_string_new (text);
  g_assert_cmpuint (g_string_replace (s, "id=\"austrian-1809-1815\"", "id=\"alices-austrians\"", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (s, "<resilience lackluster=\"1\" steady=\"2\"/>",
                                      "<resilience steady=\"1\" determined=\"4\"/>", 1), ==, 1);
  list = g_build_filename (dir, "alices.xml", NULL);
  g_assert_true (g_file_set_contents (list, s->str, -1, NULL));

  g_setenv ("XDG_DATA_HOME", alice_home, TRUE);
  force = g_build_filename (work_dir, "alices.muster", NULL);
  mst_test_run_cli (&run, "new", "-l", "alices-austrians", "-n", "Alice's Austrians", "-c", "Karl",
                    "--command=Hiller=fusilier,fusilier", "-o", force, NULL);
  g_assert_cmpint (run.status, ==, 0);
  mst_test_run_cli (&run, "pools", force, NULL);
  alice_pools = g_strdup (run.out);
  mst_test_run_cli (&run, "derive", force, NULL);
  alice_derive = g_strdup (run.out);
  danube = campaign_ok (GM, "new", "Danube 1809", NULL);
  force_id = campaign_ok (ALICE, "add-force", danube, force, "--date", "1809-04-10", NULL);

  /* Bob has no such list; the server kept it with the force. */
  g_setenv ("XDG_DATA_HOME", bob_home, TRUE);
  state = g_build_filename (work_dir, "alices-state.muster", NULL);
  g_free (campaign_ok (BOB, "history", force_id, "--output", state, NULL));
  mst_test_run_cli (&run, "pools", state, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, alice_pools);
  mst_test_run_cli (&run, "derive", state, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, alice_derive);

  if (old_data != NULL)
    g_setenv ("XDG_DATA_HOME", old_data, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
}

/* A name a player set in psql with a terminal's control codes (a title,
 * a clear screen) is printed by every other player's muster-cli as "�",
 * never obeyed. */
static void
test_control_codes (void)
{
  g_auto(Psql) p = { 0 };
  g_autofree char *sql = NULL;
  g_autofree char *show = NULL;
  g_autofree char *list = NULL;

  if (!need_server ())
    return;
  /* A player cannot set it: the server takes names only through its
   * own functions, which refuse control characters. */
  sql = g_strdup_printf ("UPDATE muster.forces SET name = E'Evil\\x1b]0;pwned\\x07\\x1b[2J\\u009b31m' "
                         "WHERE id = %s", alice_force);
  psql_refused (&p, ALICE, sql, "permission denied");
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("SELECT muster.add_force (%s, E'Evil\\x1b]0;pwned\\x07', 'drums-and-muskets', 'x', "
                         "'<force/>', 0)", club_campaign);
  psql_refused (&p, ALICE, sql, "control character");
  /* Set by the database's owner, who is past every rule: still printed
   * as "�" by every player's muster-cli. */
  g_free (admin_value_printf ("UPDATE muster.forces SET name = E'Evil\\x1b]0;pwned\\x07\\x1b[2J\\u009b31m' "
                              "WHERE id = %s RETURNING id", alice_force));
  show = campaign_ok (BOB, "show", club_campaign, NULL);
  g_assert_null (strchr (show, '\x1b'));
  g_assert_null (strchr (show, '\x07'));
  g_assert_null (strstr (show, "\xc2\x9b"));
  g_assert_nonnull (strstr (show, "Evil�]0;pwned��[2J�31m"));
  list = campaign_ok (BOB, "history", alice_force, NULL);
  g_assert_null (strchr (list, '\x1b'));
  g_clear_pointer (&sql, g_free);
  g_free (admin_value_printf ("UPDATE muster.forces SET name = 'Army of Italy' WHERE id = %s RETURNING id",
                              alice_force));
}

static gboolean
on_change_heard (MstServer *server, const char *payload, const GError *error, gpointer data)
{
  GPtrArray *heard = data;

  if (payload != NULL)
    g_ptr_array_add (heard, g_strdup (payload));
  return TRUE;
}

/* Iterates the main loop for @ms milliseconds, or until @heard holds @n. */
static void
listen_for (GPtrArray *heard, guint n, guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end && heard->len < n)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
}

/* Anyone may send NOTIFY muster by hand: an open window acts only on a
 * change the server wrote down, once.  A forged notification, old-style
 * or naming a made-up change, and a real one sent again, are not heard. */
static void
test_notify_forged (void)
{
  g_auto(Psql) p = { 0 };
  g_autofree char *uri = NULL;
  g_autofree char *forged = NULL;
  g_autofree char *made_up = NULL;
  g_autofree char *replay = NULL;
  g_autofree char *rename = NULL;
  g_autoptr(MstServer) listener = NULL;
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *expect = NULL;
  GSource *source;

  if (!need_server ())
    return;
  uri = mst_test_pg_uri (&pg, BOB, PASSWORD);
  listener = mst_server_connect (uri, &error);
  g_assert_no_error (error);
  g_assert_true (mst_server_listen (listener, MST_SERVER_CHANNEL, &error));
  g_assert_no_error (error);
  source = mst_server_source_new (listener);
  g_source_set_callback (source, (GSourceFunc) (void (*) (void)) on_change_heard, heard, NULL);
  g_source_attach (source, NULL);

  /* Forged by a player in psql: nothing is heard. */
  forged = g_strdup_printf ("NOTIFY muster, '{\"table\" : \"battles\", \"campaign\" : %s}'", club_campaign);
  psql_ok (&p, ALICE, forged);
  made_up = g_strdup_printf ("SELECT pg_notify ('muster', '{\"table\" : \"battles\", \"campaign\" : %s, "
                             "\"change\" : ' || txid_current () || '}')", club_campaign);
  psql_ok (&p, ALICE, made_up);
  listen_for (heard, 1, 1500);
  g_assert_cmpuint (heard->len, ==, 0);

  /* A real change, by the campaign's game master: heard once. */
  rename = g_strdup_printf ("SELECT muster.change_campaign (%s, 'rename', (SELECT name FROM muster.campaigns "
                            "WHERE id = %s), 1)", club_campaign, club_campaign);
  psql_ok (&p, GM, rename);
  listen_for (heard, 1, 10000);
  g_assert_cmpuint (heard->len, ==, 1);
  expect = g_strdup_printf ("\"campaign\" : %s", club_campaign);
  g_assert_nonnull (strstr (g_ptr_array_index (heard, 0), expect));

  /* The same sent again by a player: not heard twice. */
  replay = g_strdup_printf ("NOTIFY muster, '%s'", (const char *) g_ptr_array_index (heard, 0));
  psql_ok (&p, ALICE, replay);
  listen_for (heard, 2, 1500);
  g_assert_cmpuint (heard->len, ==, 1);
  /* And no player may write down a change of his own. */
  psql_refused (&p, ALICE, "INSERT INTO muster.changes (tx, campaign_id) VALUES (txid_current (), 1)",
                "permission denied");

  g_source_destroy (source);
  g_source_unref (source);
}

/* A player writes only for his own forces; the game master for every
 * force of his campaign.  A refusal is exit 4, says whose force it is,
 * and writes nothing. */
static void
test_not_allowed (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *battle = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *out = NULL;

  if (!need_server ())
    return;
  battle = write_battle (work_dir, "albuera.battle.xml", "Albuera");
  before = admin_value ("SELECT count (*) || '/' || (SELECT count (*) FROM muster.campaign_events) "
                        "FROM muster.battles");

  campaign (&run, BOB, "battle", club_campaign, alice_force, "--file", battle, NULL);
  g_assert_cmpint (run.status, ==, 4);
  g_assert_cmpstr (run.err, ==, "muster-cli: “Army of Italy” is alice’s force; bob may not record its battles\n");
  campaign (&run, BOB, "reinforce", alice_force, "16e Ligne", "1", NULL);
  g_assert_cmpint (run.status, ==, 4);
  g_assert_nonnull (strstr (run.err, "is alice’s force; bob may not change it"));
  campaign (&run, ALICE, "rename", club_campaign, "Mine now", NULL);
  g_assert_cmpint (run.status, ==, 4);
  g_assert_nonnull (strstr (run.err, "“Italy 1805” is gm_anna’s campaign; alice may not change it"));
  after = admin_value ("SELECT count (*) || '/' || (SELECT count (*) FROM muster.campaign_events) "
                       "FROM muster.battles");
  g_assert_cmpstr (after, ==, before);

  /* The game master may record for any force of his campaign. */
  out = campaign_ok (GM, "battle", club_campaign, alice_force, "--file", battle, NULL);
  g_clear_pointer (&out, g_free);
  out = campaign_ok (GM, "rename", club_campaign, "Italy and Spain", NULL);
}

/* Two players record battles at the same moment, each in a process of his
 * own: all succeed, and no battle is lost. */
static void
test_concurrent (void)
{
  g_autofree char *battle = NULL;
  g_autofree char *alice_uri = NULL;
  g_autofree char *gm_uri = NULL;
  g_autofree char *bob_uri = NULL;
  g_autofree char *count = NULL;
  g_autoptr(GPtrArray) procs = g_ptr_array_new_with_free_func (g_object_unref);
  const char *script =
    "i=0; while [ $i -lt 10 ]; do \"$MUSTER_CLI\" campaign --server \"$1\" battle \"$2\" \"$3\" --file \"$4\" "
    ">/dev/null || exit 1; i=$((i + 1)); done";
  /* Bob reading the campaign meanwhile keeps a copy each time: the copy
   * and its check read one snapshot, so no write in between refuses it. */
  const char *reader =
    "i=0; while [ $i -lt 8 ]; do \"$MUSTER_CLI\" campaign --server \"$1\" show \"$2\" >/dev/null 2>>\"$3\" "
    "|| exit 1; i=$((i + 1)); done";
  const char *before_a, *before_b;
  g_autofree char *a0 = NULL;
  g_autofree char *b0 = NULL;
  g_autofree char *reader_err = NULL;
  g_autofree char *reader_log = NULL;

  if (!need_server ())
    return;
  reader_log = g_build_filename (work_dir, "reader.log", NULL);
  battle = write_battle (work_dir, "fuentes.battle.xml", "Fuentes de Oñoro");
  alice_uri = mst_test_pg_uri (&pg, ALICE, NULL);
  bob_uri = mst_test_pg_uri (&pg, BOB, NULL);
  gm_uri = mst_test_pg_uri (&pg, GM, NULL);
  a0 = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE force_id = %s", alice_force);
  b0 = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE force_id = %s", bob_force);
  before_a = a0;
  before_b = b0;

  /* Alice and Bob, each his own force; the game master on Alice's too. */
  {
    const char *who[][2] = { { alice_uri, alice_force }, { bob_uri, bob_force }, { gm_uri, alice_force } };

    for (guint i = 0; i < G_N_ELEMENTS (who); i++)
      {
        g_autoptr(GError) error = NULL;
        GSubprocess *proc = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, "sh", "-c", script, "sh",
                                              who[i][0], club_campaign, who[i][1], battle, NULL);
        g_assert_no_error (error);
        g_ptr_array_add (procs, proc);
      }
    {
      g_autoptr(GError) error = NULL;
      GSubprocess *proc = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, "sh", "-c", reader, "sh",
                                            bob_uri, club_campaign, reader_log, NULL);
      g_assert_no_error (error);
      g_ptr_array_add (procs, proc);
    }
  }
  for (guint i = 0; i < procs->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_true (g_subprocess_wait_check (g_ptr_array_index (procs, i), NULL, &error));
      g_assert_no_error (error);
    }

  g_assert_true (g_file_get_contents (reader_log, &reader_err, NULL, NULL));
  g_assert_cmpstr (reader_err, ==, "");

  count = admin_value_printf ("SELECT count (*) - %s FROM muster.battles WHERE force_id = %s", before_a, alice_force);
  g_assert_cmpstr (count, ==, "20");
  g_clear_pointer (&count, g_free);
  count = admin_value_printf ("SELECT count (*) - %s FROM muster.battles WHERE force_id = %s", before_b, bob_force);
  g_assert_cmpstr (count, ==, "10");
  g_clear_pointer (&count, g_free);
  /* Every battle in the history too, each written on the state before it. */
  count = admin_value_printf ("SELECT count (*) FROM muster.battles b WHERE b.campaign_id = %s AND NOT EXISTS "
                              "(SELECT 1 FROM muster.campaign_events e WHERE e.battle_id = b.id)", club_campaign);
  g_assert_cmpstr (count, ==, "0");
  g_clear_pointer (&count, g_free);
  count = admin_value_printf ("SELECT count (DISTINCT f.revision) = 1 AND min (f.data) = min (cf.state) "
                              "FROM muster.forces f JOIN muster.campaign_forces cf ON cf.force_id = f.id "
                              "WHERE f.id = %s", alice_force);
  g_assert_cmpstr (count, ==, "t");
}

/* A change based on a revision the force has moved on from is a
 * conflict: exit 3, and nothing is overwritten. */
static void
test_conflict (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *battle = NULL;
  g_autofree char *history = NULL;
  g_autofree char *out = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *line;
  char revision[32];

  if (!need_server ())
    return;
  battle = write_battle (work_dir, "sabugal.battle.xml", "Sabugal");
  history = campaign_ok (BOB, "history", bob_force, NULL);
  line = strstr (history, "\nrevision\t");
  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "\nrevision\t%*d\t%31s", revision), ==, 1);

  /* Based on the revision read: written. */
  out = campaign_ok (BOB, "battle", club_campaign, bob_force, "--file", battle, "--revision", revision, NULL);
  before = admin_value_printf ("SELECT count (*) || ' ' || max (f.data) || f.revision FROM muster.campaign_events e "
                               "JOIN muster.forces f ON f.id = e.force_id WHERE f.id = %s GROUP BY f.revision",
                               bob_force);
  /* Based on it again, after that write: refused. */
  campaign (&run, BOB, "battle", club_campaign, bob_force, "--file", battle, "--revision", revision, NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_nonnull (strstr (run.err, "changed since revision"));
  campaign (&run, BOB, "reinforce", bob_force, "16e Ligne", "1", "--revision", revision, NULL);
  g_assert_cmpint (run.status, ==, 3);
  after = admin_value_printf ("SELECT count (*) || ' ' || max (f.data) || f.revision FROM muster.campaign_events e "
                              "JOIN muster.forces f ON f.id = e.force_id WHERE f.id = %s GROUP BY f.revision",
                               bob_force);
  g_assert_cmpstr (after, ==, before);

  /* A change made with psql is refused: the revision stays. */
  {
    g_auto(Psql) p = { 0 };
    g_autofree char *sql = g_strdup_printf ("UPDATE muster.forces SET name = name WHERE id = %s RETURNING revision",
                                            bob_force);
    g_autofree char *still = NULL;

    psql_refused (&p, BOB, sql, "permission denied");
    still = admin_value_printf ("SELECT count (*) || ' ' || max (f.data) || f.revision FROM muster.campaign_events e "
                                "JOIN muster.forces f ON f.id = e.force_id WHERE f.id = %s GROUP BY f.revision",
                                bob_force);
    g_assert_cmpstr (still, ==, before);
  }
}

/* A local campaign goes to the server whole, in one transaction; the
 * library's copy is deleted only after the server committed. */
static void
test_publish (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *db = NULL;
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *battle = mst_test_fixture ("caldiero.battle.xml");
  g_autofree char *local_file = NULL;
  g_autofree char *server_file = NULL;
  g_autofree char *local_text = NULL;
  g_autofree char *server_text = NULL;
  g_autofree char *local_show = NULL;
  g_autofree char *server_id = NULL;
  g_autofree char *uri = NULL;

  if (!need_server ())
    return;
  db = g_build_filename (work_dir, "local.db", NULL);
  local_file = g_build_filename (work_dir, "local.xml", NULL);
  server_file = g_build_filename (work_dir, "published.xml", NULL);
  campaign (&run, NULL, "--database", db, "new", "Austerlitz", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "add-force", "1", force, "--date", "1805-10-01", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "battle", "1", "1", "--file", battle, NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "replace-general", "1", "2", "Séras", "--ability", "exceptional", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "export", "1", local_file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "show", "1", NULL);
  local_show = g_strdup (run.out);

  /* A player who is not a game master may not: nothing changes. */
  uri = mst_test_pg_uri (&pg, ALICE, NULL);
  campaign (&run, NULL, "--database", db, "publish", "1", "--server", uri, NULL);
  g_assert_cmpint (run.status, ==, 4);
  campaign (&run, NULL, "--database", db, "show", "1", NULL);
  g_assert_cmpstr (run.out, ==, local_show);
  g_clear_pointer (&uri, g_free);

  uri = mst_test_pg_uri (&pg, GM, NULL);
  campaign (&run, NULL, "--database", db, "publish", "1", "--server", uri, NULL);
  if (run.status != 0)
    g_error ("publish: %s", run.err);
  server_id = g_strdup (g_strchomp (run.out));

  /* The same campaign there, event for event. */
  campaign (&run, GM, "export", server_id, server_file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (local_file, &local_text, NULL, NULL));
  g_assert_true (g_file_get_contents (server_file, &server_text, NULL, NULL));
  g_assert_cmpstr (server_text, ==, local_text);

  /* The library's copy is deleted, and can be restored. */
  campaign (&run, NULL, "--database", db, "list", NULL);
  g_assert_cmpstr (run.out, ==, "");
  campaign (&run, NULL, "--database", db, "restore", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "show", "1", NULL);
  g_assert_cmpstr (run.out, ==, local_show);
}

/* The server killed (kill -9, every process) while a battle is being
 * written: after its restart there is no half of that battle, and every
 * battle it had acknowledged is whole. */
static void
test_killed (void)
{
  g_autofree char *battle = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *count = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *query = "SELECT (SELECT count (*) FROM muster.battles) || '/' || "
                      "(SELECT count (*) FROM muster.battle_units) || '/' || "
                      "(SELECT count (*) FROM muster.battle_generals) || '/' || "
                      "(SELECT count (*) FROM muster.campaign_events) || '/' || "
                      "(SELECT string_agg (revision::text, ',' ORDER BY id) FROM muster.forces)";
  PGconn *holder;
  PGresult *res;

  if (!need_server ())
    return;
  battle = write_battle (work_dir, "badajoz.battle.xml", "Badajoz");
  before = admin_value (query);

  /* The history held by another transaction: the battle's write stops
   * at its event, with the battle and its records written but not
   * committed. */
  holder = PQconnectdb (pg.admin_uri);
  g_assert_cmpint (PQstatus (holder), ==, CONNECTION_OK);
  res = PQexec (holder, "BEGIN; LOCK TABLE muster.campaign_events IN EXCLUSIVE MODE");
  g_assert_cmpint (PQresultStatus (res), ==, PGRES_COMMAND_OK);
  PQclear (res);

  uri = mst_test_pg_uri (&pg, ALICE, NULL);
  proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                           g_getenv ("MUSTER_CLI"), "campaign", "--server", uri, "battle", club_campaign,
                           alice_force, "--file", battle, NULL);
  g_assert_no_error (error);
  for (int i = 0;; i++)
    {
      g_autofree char *waiting = admin_value ("SELECT count (*) FROM pg_stat_activity "
                                              "WHERE application_name = 'muster' AND wait_event_type = 'Lock'");
      if (g_str_equal (waiting, "1"))
        break;
      g_assert_cmpint (i, <, 200);
      g_usleep (50 * 1000);
    }
  {
    g_autofree char *half = admin_value ("SELECT count (*) FROM pg_stat_activity WHERE application_name = 'muster' "
                                         "AND state = 'active' AND backend_xid IS NOT NULL");
    /* Its rows are written, in a transaction of its own. */
    g_assert_cmpstr (half, ==, "1");
  }

  mst_test_pg_kill (&pg);
  PQfinish (holder);
  g_assert_true (g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, &err, &error));
  g_assert_no_error (error);
  /* The player is told the server is gone, named; nothing is claimed. */
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 2);
  g_assert_cmpstr (out, ==, "");
  {
    g_autofree char *where = g_strdup_printf ("127.0.0.1:%u", pg.port);
    g_assert_nonnull (strstr (err, where));
  }

  mst_test_pg_restart (&pg);
  after = admin_value (query);
  g_assert_cmpstr (after, ==, before);
  count = admin_value ("SELECT count (*) FROM muster.battles WHERE name = 'Badajoz'");
  g_assert_cmpstr (count, ==, "0");
  g_clear_pointer (&count, g_free);
  /* Every battle whole: one event, a row for each unit and general. */
  count = admin_value_printf ("SELECT count (*) FROM muster.battles b WHERE b.campaign_id = %s AND ("
                       "(SELECT count (*) FROM muster.campaign_events e WHERE e.battle_id = b.id) <> 1 "
                       "OR (SELECT count (*) FROM muster.battle_units u WHERE u.battle_id = b.id) <> 5 "
                       "OR (SELECT count (*) FROM muster.battle_generals g WHERE g.battle_id = b.id) <> 3)",
                       club_campaign);
  g_assert_cmpstr (count, ==, "0");

  /* The server works on as before. */
  g_free (out);
  out = campaign_ok (ALICE, "battle", club_campaign, alice_force, "--file", battle, NULL);
  g_free (out);
  out = campaign_ok (ALICE, "history", alice_force, NULL);
  g_assert_nonnull (strstr (out, "\tbattle\tBadajoz"));
}

/* The output of a command that must succeed; its stderr in @err (may be NULL). */
static char *
campaign_stderr (char **err, const char *who, ...) G_GNUC_NULL_TERMINATED;

static char *
campaign_stderr (char **err, const char *who, ...)
{
  char *out;
  va_list ap;

  va_start (ap, who);
  out = campaign_outv (err, who, ap);
  va_end (ap);
  return out;
}

/* `campaign show` killed at any moment while it keeps its copy: the copy
 * is imported and given the server's ids in one transaction, so no kill
 * leaves a campaign under ids of its own that the server then gives to
 * another battle; every copy kept afterwards is kept (no warning) and
 * reads as the server does. */
static void
test_copy_killed (void)
{
  g_autofree char *uri = NULL;
  g_autofree char *online = NULL;
  g_autofree char *offline = NULL;
  gint64 full;

  if (!need_server ())
    return;
  uri = mst_test_pg_uri (&pg, BOB, NULL);
  {
    gint64 t0 = g_get_monotonic_time ();
    g_autofree char *err = NULL;
    g_autofree char *out = campaign_stderr (&err, BOB, "show", club_campaign, NULL);

    full = MAX (g_get_monotonic_time () - t0, 1000);
  }
  for (guint round = 0; round < 25; round++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GSubprocess) proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                                      &error, g_getenv ("MUSTER_CLI"), "campaign", "--server", uri,
                                                      "show", club_campaign, NULL);

      g_assert_no_error (error);
      g_usleep ((gulong) g_test_rand_int_range (0, (gint32) MIN (full, G_MAXINT32)));
      g_subprocess_force_exit (proc);
      g_subprocess_wait (proc, NULL, NULL);
    }
  /* The server moves on: new battles take the next ids. */
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("Killed-copy %u", i);
      g_autofree char *file = g_strdup_printf ("killed-copy-%u.battle.xml", i);
      g_autofree char *battle = write_battle (work_dir, file, name);
      g_autofree char *err = NULL;
      g_auto(MstTestRun) run = { 0 };

      campaign (&run, ALICE, "battle", club_campaign, alice_force, "--file", battle, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_free (online);
      online = campaign_stderr (&err, BOB, "show", club_campaign, NULL);
      /* No warning: the copy was kept. */
      g_assert_cmpstr (err, ==, "");
    }
  offline = campaign_stderr (NULL, BOB, "show", club_campaign, "--offline", NULL);
  g_assert_cmpstr (offline, ==, online);
}

/* The server gone: what was read of it is read from the copy kept here,
 * saying so and when it was taken; a battle and a change queued with
 * --queue wait, and are on the server after sync once it is back. */
static void
test_offline (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *battle = NULL;
  g_autofree char *show = NULL;
  g_autofree char *history = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *count = NULL;
  g_autofree char *reinforced = NULL;
  g_autofree char *where = NULL;
  g_autofree char *line = NULL;

  if (!need_server ())
    return;
  where = g_strdup_printf ("127.0.0.1:%u", pg.port);
  battle = write_battle (work_dir, "talavera.battle.xml", "Talavera");
  /* Read while the server is there: the copies are kept. */
  show = campaign_stderr (&err, BOB, "show", club_campaign, NULL);
  /* No warning: the copy was kept. */
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&err, g_free);
  history = campaign_stderr (NULL, BOB, "history", bob_force, NULL);
  out = campaign_stderr (NULL, BOB, "list", NULL);
  g_clear_pointer (&out, g_free);
  reinforced = admin_value_printf ("SELECT count (*) FROM muster.campaign_events WHERE force_id = %s "
                                   "AND kind = 'reinforced'", bob_force);
  /* The copies are their player's alone: 0600, in a folder of 0700. */
  {
    g_autofree char *dir = g_build_filename (g_getenv ("XDG_CACHE_HOME"), "muster", "servers", NULL);
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    guint copies = 0;
    GStatBuf st;

    g_assert_nonnull (d);
    g_assert_cmpint (g_stat (dir, &st), ==, 0);
    g_assert_cmpint (st.st_mode & 0777, ==, 0700);
    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_assert_cmpint (g_stat (path, &st), ==, 0);
        if (g_str_has_suffix (name, ".db") || g_str_has_suffix (name, "-wal") || g_str_has_suffix (name, "-shm"))
          {
            if ((st.st_mode & 0777) != 0600)
              g_error ("%s is %o, not 0600", path, st.st_mode & 0777);
            copies++;
          }
      }
    g_assert_cmpuint (copies, >, 0);
  }

  mst_test_pg_kill (&pg);

  /* Read as it was, the host and the copy's date on stderr. */
  out = campaign_stderr (&err, BOB, "show", club_campaign, NULL);
  g_assert_cmpstr (out, ==, show);
  line = g_strdup_printf ("%s cannot be reached; showing the copy of ", where);
  g_assert_nonnull (strstr (err, line));
  g_assert_null (strstr (err, PASSWORD));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = campaign_stderr (&err, BOB, "show", club_campaign, "--offline", NULL);
  g_assert_cmpstr (out, ==, show);
  g_assert_nonnull (strstr (err, "offline: showing the copy of"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = campaign_stderr (NULL, BOB, "history", bob_force, NULL);
  g_assert_cmpstr (out, ==, history);
  g_clear_pointer (&out, g_free);
  out = campaign_stderr (NULL, BOB, "list", "--offline", NULL);
  g_clear_pointer (&line, g_free);
  line = g_strdup_printf ("\n%s\tItaly and Spain\tactive\t2\t", club_campaign);
  {
    /* Each campaign a line: the club's among them. */
    g_autofree char *listing = g_strconcat ("\n", out, NULL);
    g_assert_nonnull (strstr (listing, line));
  }
  g_clear_pointer (&out, g_free);

  /* A write without --queue: nothing written, exit 2 as before. */
  campaign (&run, BOB, "battle", club_campaign, bob_force, "--file", battle, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, where));
  /* With --queue: it waits, as does a change after it. */
  out = campaign_stderr (&err, BOB, "battle", club_campaign, bob_force, "--file", battle, "--queue", NULL);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "queued"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = campaign_stderr (NULL, BOB, "reinforce", bob_force, "16e Ligne", "1", "--date", "1811-05-16", "--queue",
                         NULL);
  g_clear_pointer (&out, g_free);
  out = campaign_stderr (NULL, BOB, "queue", NULL);
  g_assert_nonnull (strstr (out, "waiting\t1\t"));
  g_assert_nonnull (strstr (out, "\tbattle Talavera\t"));
  g_assert_nonnull (strstr (out, "waiting\t2\t"));
  g_assert_nonnull (strstr (out, "\treinforced\t"));
  g_clear_pointer (&out, g_free);
  /* A write still waiting is sync's, not dropped. */
  campaign (&run, BOB, "queue", "drop", "1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "still waiting to be sent"));
  /* sync while the server is still away: exit 2, the queue kept. */
  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, where));

  mst_test_pg_restart (&pg);

  /* Back: sync sends both, in order; the server has them. */
  out = campaign_stderr (NULL, BOB, "sync", NULL);
  g_clear_pointer (&line, g_free);
  line = g_strdup_printf ("sent\t1\t%s\tbattle Talavera\t", bob_force);
  g_assert_true (g_str_has_prefix (out, line));
  g_clear_pointer (&line, g_free);
  line = g_strdup_printf ("\nsent\t2\t%s\treinforced\t", bob_force);
  g_assert_nonnull (strstr (out, line));
  g_clear_pointer (&out, g_free);
  count = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE force_id = %s AND name = 'Talavera'",
                              bob_force);
  g_assert_cmpstr (count, ==, "1");
  g_clear_pointer (&count, g_free);
  count = admin_value_printf ("SELECT count (*) - %s FROM muster.campaign_events WHERE force_id = %s "
                              "AND kind = 'reinforced'", reinforced, bob_force);
  g_assert_cmpstr (count, ==, "1");
  g_clear_pointer (&count, g_free);
  out = campaign_stderr (NULL, BOB, "queue", NULL);
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  /* The copy follows: Talavera is read there too. */
  out = campaign_stderr (NULL, BOB, "show", club_campaign, "--offline", NULL);
  g_assert_nonnull (strstr (out, "\tTalavera\tBeresford\twon\tattacker\t"));
}

/* A player's own writes on the server move the revision his queued writes
 * are based on: a battle recorded online, then one queued while the
 * server was gone, is sent, not a conflict with his own battle. */
static void
test_offline_own_writes (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *online = NULL;
  g_autofree char *queued = NULL;
  g_autofree char *out = NULL;
  g_autofree char *line = NULL;

  if (!need_server ())
    return;
  online = write_battle (work_dir, "rolica.battle.xml", "Rolica");
  queued = write_battle (work_dir, "vimeiro.battle.xml", "Vimeiro");
  /* The copy kept, then a battle recorded on the server itself. */
  out = campaign_stderr (NULL, BOB, "history", bob_force, NULL);
  g_clear_pointer (&out, g_free);
  out = campaign_stderr (NULL, BOB, "battle", club_campaign, bob_force, "--file", online, NULL);
  g_clear_pointer (&out, g_free);

  mst_test_pg_kill (&pg);
  out = campaign_stderr (NULL, BOB, "battle", club_campaign, bob_force, "--file", queued, "--queue", NULL);
  g_clear_pointer (&out, g_free);
  mst_test_pg_restart (&pg);

  campaign (&run, BOB, "sync", NULL);
  line = g_strdup_printf ("\tbattle Vimeiro\t");
  if (strstr (run.out, line) == NULL)
    g_error ("the queued battle is not in the sync's report: %s", run.out);
  {
    g_autofree char *sent = g_strdup_printf ("sent\t");
    const char *at = strstr (run.out, line);
    const char *start = at;

    while (start > run.out && start[-1] != '\n')
      start--;
    if (!g_str_has_prefix (start, sent))
      g_error ("the queued battle was not sent: %.*s", (int) strcspn (start, "\n"), start);
  }
  g_clear_pointer (&out, g_free);
  out = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = 'Vimeiro'");
  g_assert_cmpstr (out, ==, "1");
}

/* Bob's offline copies (their files, -wal and -shm beside them) saved in
 * @saved (name to contents), or put back as saved, those not saved then
 * removed. */
static void
copies_state (GHashTable *saved, gboolean restore)
{
  g_autofree char *dir = g_build_filename (g_getenv ("XDG_CACHE_HOME"), "muster", "servers", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, BOB "@"))
      g_ptr_array_add (names, g_strdup (name));
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      char *contents = NULL;
      gsize len;

      if (!restore)
        {
          g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
          g_hash_table_insert (saved, g_strdup (g_ptr_array_index (names, i)), g_bytes_new_take (contents, len));
        }
      else if (!g_hash_table_contains (saved, g_ptr_array_index (names, i)))
        g_assert_cmpint (g_unlink (path), ==, 0);
    }
  if (restore)
    {
      GHashTableIter iter;
      gpointer key, bytes;

      g_hash_table_iter_init (&iter, saved);
      while (g_hash_table_iter_next (&iter, &key, &bytes))
        {
          g_autofree char *path = g_build_filename (dir, key, NULL);
          gsize len;
          gconstpointer data = g_bytes_get_data (bytes, &len);

          g_assert_true (g_file_set_contents_full (path, data, (gssize) len, G_FILE_SET_CONTENTS_NONE, 0600, NULL));
        }
    }
}

/* A sync cut off after the server took a queued battle, before the copy
 * heard back: the write is still queued, but it carries the id it was
 * given when queued, and the next sync finds it on the server, takes it
 * out of the queue as delivered and does not record the battle twice. */
static void
test_sync_cut_off (void)
{
  g_autoptr(GHashTable) before_sync = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                             (GDestroyNotify) g_bytes_unref);
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *battle = NULL;
  g_autofree char *out = NULL;
  g_autofree char *count = NULL;
  g_autofree char *line = NULL;
  g_autofree char *client_id = NULL;

  if (!need_server ())
    return;
  battle = write_battle (work_dir, "busaco.battle.xml", "Busaco");
  out = campaign_stderr (NULL, BOB, "history", bob_force, NULL);
  g_clear_pointer (&out, g_free);
  mst_test_pg_kill (&pg);
  out = campaign_stderr (NULL, BOB, "battle", club_campaign, bob_force, "--file", battle, "--queue", NULL);
  g_clear_pointer (&out, g_free);
  mst_test_pg_restart (&pg);

  /* The sync that will be cut off: the copy as it was before it. */
  copies_state (before_sync, FALSE);
  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 0);
  line = g_strdup_printf ("\t%s\tbattle Busaco\t", bob_force);
  g_assert_nonnull (strstr (run.out, line));
  count = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = 'Busaco'");
  g_assert_cmpstr (count, ==, "1");
  g_clear_pointer (&count, g_free);
  /* Kept with its row on the server: the id the copy gave it. */
  client_id = admin_value_printf ("SELECT client_id FROM muster.battles WHERE name = 'Busaco'");
  g_assert_cmpuint (strlen (client_id), >=, 32);
  /* As a kill after the server's commit leaves it: still queued. */
  copies_state (before_sync, TRUE);
  out = campaign_stderr (NULL, BOB, "queue", NULL);
  g_assert_nonnull (strstr (out, line));
  g_clear_pointer (&out, g_free);

  /* The next sync finds it delivered: out of the queue, not sent again,
   * no conflict with itself. */
  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "sent\t"));
  g_assert_nonnull (strstr (run.out, line));
  g_assert_nonnull (strstr (run.out, "on the server already"));
  count = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = 'Busaco'");
  g_assert_cmpstr (count, ==, "1");
  out = campaign_stderr (NULL, BOB, "queue", NULL);
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  /* The copy reads it once. */
  out = campaign_stderr (NULL, BOB, "show", club_campaign, "--offline", NULL);
  g_assert_nonnull (strstr (out, "\tBusaco\t"));
  g_assert_null (strstr (strstr (out, "\tBusaco\t") + 1, "\tBusaco\t"));
}

/* `muster-cli campaign --server URI ARGS…` as @who started, and killed
 * with SIGKILL after a random delay below @window_us. */
static void
killed_after (const char *who, gint64 window_us, ...) G_GNUC_NULL_TERMINATED;

static void
killed_after (const char *who, gint64 window_us, ...)
{
  g_autoptr(GPtrArray) args = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  va_list ap;

  va_start (ap, window_us);
  args = campaign_args (who, ap);
  va_end (ap);
  g_ptr_array_insert (args, 0, g_strdup (g_getenv ("MUSTER_CLI")));
  proc = g_subprocess_newv ((const char *const *) args->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error);
  g_assert_no_error (error);
  g_usleep ((gulong) g_test_rand_int_range (0, (gint32) CLAMP (window_us, 1000, G_MAXINT32)));
  g_subprocess_force_exit (proc);
  g_subprocess_wait (proc, NULL, NULL);
}

/* The queue's number of the write that records battle @name, 0 when none
 * (`queue` prints STATE, NUMBER, FORCE, WHAT, … a line). */
static gint64
queued_id (const char *queue, const char *name)
{
  g_auto(GStrv) lines = g_strsplit (queue, "\n", -1);
  g_autofree char *what = g_strdup_printf ("battle %s", name);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", 5);

      if (g_strv_length (fields) >= 4 && g_str_equal (fields[3], what))
        return g_ascii_strtoll (fields[1], NULL, 10);
    }
  return 0;
}

/* Whether a record kept under the data folder's dropped/ names @name. */
static gboolean
kept_as_dropped (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "muster", "dropped", NULL);
  g_autofree char *needle = g_strdup_printf ("name=\"%s\"", name);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *entry;

  while (d != NULL && (entry = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, entry, NULL);
      g_autofree char *text = NULL;

      if (entry[0] != '.' && g_file_get_contents (path, &text, NULL, NULL) && strstr (text, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* No temporary file left in @dir (a dot file of a writer's). */
static void
assert_no_temporary (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *entry;

  while (d != NULL && (entry = g_dir_read_name (d)) != NULL)
    if (entry[0] == '.')
      g_error ("%s: a temporary file was left: %s", dir, entry);
}

#define KILLED_WRITES 6

/* The server gone: KILLED_WRITES battles of Bob's, "@prefix N", queued;
 * then the server back. */
static void
queue_while_gone (const char *prefix)
{
  mst_test_pg_kill (&pg);
  for (guint i = 0; i < KILLED_WRITES; i++)
    {
      g_auto(MstTestRun) run = { 0 };
      g_autofree char *name = g_strdup_printf ("%s %u", prefix, i);
      g_autofree char *file = g_strdup_printf ("%s-%u.battle.xml", prefix, i);
      g_autofree char *battle = write_battle (work_dir, file, name);

      campaign (&run, BOB, "battle", club_campaign, bob_force, "--file", battle, "--queue", NULL);
      g_assert_cmpint (run.status, ==, 0);
    }
  mst_test_pg_restart (&pg);
}

/* The durability of the queue: `campaign sync` and `queue drop` killed
 * at random moments.  However often sync is cut off, the next whole one
 * leaves each queued battle on the server exactly once and none in the
 * queue; a drop killed leaves its battle in the queue, or kept in a file
 * under the data folder, never neither; and no kill leaves a temporary
 * file behind once the command has run again. */
static void
test_queue_killed (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *out = NULL;
  g_autofree char *queue = NULL;
  g_autofree char *dropped = g_build_filename (g_get_user_data_dir (), "muster", "dropped", NULL);
  g_autofree char *copies = g_build_filename (g_get_user_cache_dir (), "muster", "servers", NULL);
  gint64 window;

  if (!need_server ())
    return;
  /* How long one command here takes, the server's round trips included:
   * kills fall within a few of them. */
  {
    gint64 t0 = g_get_monotonic_time ();

    out = campaign_stderr (NULL, BOB, "history", bob_force, NULL);
    window = 3 * (g_get_monotonic_time () - t0);
    g_clear_pointer (&out, g_free);
  }

  /* Sync: battles queued while the server was gone, sent by syncs killed
   * half-way, then by one let run. */
  queue_while_gone ("Sync-killed");
  for (guint round = 0; round < 2 * KILLED_WRITES; round++)
    killed_after (BOB, window, "sync", NULL);
  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 0);
  queue = campaign_stderr (NULL, BOB, "queue", NULL);
  for (guint i = 0; i < KILLED_WRITES; i++)
    {
      g_autofree char *name = g_strdup_printf ("Sync-killed %u", i);
      g_autofree char *count = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = '%s'", name);

      g_assert_cmpstr (count, ==, "1");
      g_assert_cmpint (queued_id (queue, name), ==, 0);
    }
  g_clear_pointer (&queue, g_free);

  /* Drop: battles the server refused as conflicts (the force changed
   * meanwhile), dropped by drops killed half-way. */
  queue_while_gone ("Drop-killed");
  campaign (&run, BOB, "reinforce", bob_force, "16e Ligne", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 3);
  queue = campaign_stderr (NULL, BOB, "queue", NULL);
  for (guint i = 0; i < KILLED_WRITES; i++)
    {
      g_autofree char *name = g_strdup_printf ("Drop-killed %u", i);
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, queued_id (queue, name));
      g_autofree char *now = NULL;

      g_assert_cmpstr (id, !=, "0");
      killed_after (BOB, window, "queue", "drop", id, NULL);
      now = campaign_stderr (NULL, BOB, "queue", NULL);
      /* Still queued, or kept: never neither. */
      g_assert_true (queued_id (now, name) != 0 || kept_as_dropped (name));
      if (queued_id (now, name) != 0)
        {
          campaign (&run, BOB, "queue", "drop", id, NULL);
          g_assert_cmpint (run.status, ==, 0);
        }
      g_assert_true (kept_as_dropped (name));
    }
  g_clear_pointer (&queue, g_free);
  queue = campaign_stderr (NULL, BOB, "queue", NULL);
  for (guint i = 0; i < KILLED_WRITES; i++)
    {
      g_autofree char *name = g_strdup_printf ("Drop-killed %u", i);
      g_autofree char *count = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = '%s'", name);

      g_assert_cmpint (queued_id (queue, name), ==, 0);
      g_assert_cmpstr (count, ==, "0");
    }
  assert_no_temporary (dropped);
  assert_no_temporary (copies);
}

/* muster-cli library --server URI as @who, then @…. */
static void
library (MstTestRun *run, const char *who, ...) G_GNUC_NULL_TERMINATED;

static void
library (MstTestRun *run, const char *who, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  const char *arg;
  va_list ap;

  g_ptr_array_add (args, g_strdup ("library"));
  g_ptr_array_add (args, g_strdup ("--server"));
  g_ptr_array_add (args, mst_test_pg_uri (&pg, who, NULL));
  va_start (ap, who);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, g_strdup (arg));
  va_end (ap);
  g_ptr_array_add (args, NULL);
  mst_test_run_cliv (run, (const char *const *) args->pdata);
}

/* The revision a battle leaves its force at, known to the connection
 * that wrote it (the offline copy is told without asking again) and
 * equal to the server's; after several battles at once, or another
 * force's change, nothing stale is told. */
static void
test_written_revision (void)
{
  g_autofree char *uri = NULL;
  g_autofree char *stored = NULL;
  g_autoptr(MstServer) server = NULL;
  g_autoptr(MstServerCampaign) bob = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) two = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 force_id, ids[2];

  if (!need_server ())
    return;
  uri = mst_test_pg_uri (&pg, BOB, PASSWORD);
  server = mst_server_connect (uri, &error);
  g_assert_no_error (error);
  bob = mst_server_campaign_new (server, NULL, &error);
  g_assert_no_error (error);
  force_id = g_ascii_strtoll (bob_force, NULL, 10);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autofree char *name = g_strdup_printf ("Written %u", i);

      mst_battle_set_date (battle, "1813-01-01");
      mst_battle_set_name (battle, name);
      if (i == 0)
        {
          g_assert_cmpint (mst_campaign_backend_record_battle (MST_CAMPAIGN_BACKEND (bob), force_id, battle, -1,
                                                               &error), >, 0);
          g_assert_no_error (error);
        }
      else
        g_ptr_array_add (two, g_steal_pointer (&battle));
    }
  stored = admin_value_printf ("SELECT revision FROM muster.forces WHERE id = %s", bob_force);
  g_assert_cmpint (mst_server_campaign_get_written_revision (bob, force_id), ==, g_ascii_strtoll (stored, NULL, 10));
  g_assert_cmpint (mst_server_campaign_get_written_revision (bob, force_id + 1000), ==, 0);
  g_assert_true (mst_campaign_backend_record_battles (MST_CAMPAIGN_BACKEND (bob), force_id, two, -1, ids, &error));
  g_assert_no_error (error);
  /* Two revisions on: the one the single battle left is not told. */
  g_assert_cmpint (mst_server_campaign_get_written_revision (bob, force_id), ==, 0);
}

/* A player's own library of forces on the server: the same from every
 * computer he uses (each keeps a copy of its own), his alone (no other
 * player, the game master included, reads a row of it, through Muster or
 * psql), a change made on the revision read or refused as a conflict, and
 * read from the copy when the server cannot be reached. */
static void
test_library (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_auto(Psql) p = { 0 };
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *exported = g_build_filename (work_dir, "library-export.muster", NULL);
  g_autofree char *stale = g_build_filename (work_dir, "library-stale.muster", NULL);
  g_autofree char *id = NULL;
  g_autofree char *line = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *desktop = NULL;
  g_autofree char *laptop = g_build_filename (work_dir, "laptop-cache", NULL);
  g_autofree char *text = NULL;

  if (!need_server ())
    return;
  /* In his library on the server: its id, and it lists at revision 1. */
  library (&run, BOB, "import", force, NULL);
  g_assert_cmpint (run.status, ==, 0);
  id = g_strchomp (g_strdup (run.out));
  line = g_strdup_printf ("%s\tArmy of Italy\tfrench-imperial-1803-1812\t1\n", id);
  library (&run, BOB, "list", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, line));

  /* The same on his other computer, which keeps a copy of its own. */
  desktop = g_strdup (g_getenv ("XDG_CACHE_HOME"));
  g_setenv ("XDG_CACHE_HOME", laptop, TRUE);
  library (&run, BOB, "list", NULL);
  g_setenv ("XDG_CACHE_HOME", desktop, TRUE);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, line));

  /* Nobody else's: Muster lists none of it to another player, nor to the
   * game master; psql shows them no row and lets them write none. */
  library (&run, ALICE, "list", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "Army of Italy"));
  library (&run, GM, "export", id, exported, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "there is no force"));
  psql_ok (&p, GM, "SELECT count (*) FROM muster.library");
  g_assert_cmpstr (p.out, ==, "0");
  psql_ok (&p, ALICE, "SELECT count (*) FROM muster.library");
  g_assert_cmpstr (p.out, ==, "0");
  sql = g_strdup_printf ("SELECT muster.library_update (%s, 'Mine', 'drums-and-muskets', 'x', '<force/>', 0, 1)", id);
  psql_refused (&p, ALICE, sql, "there is no force");
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("SELECT muster.library_delete (%s, 1)", id);
  psql_refused (&p, GM, sql, "there is no force");
  psql_refused (&p, ALICE, "INSERT INTO muster.library (owner, name, ruleset, list_id, data, created, modified) "
                           "VALUES ('bob', 'x', 'x', 'x', '<force/>', 0, 0)", "permission denied");
  psql_refused (&p, BOB, "UPDATE muster.library SET name = 'Renamed'", "permission denied");
  psql_refused (&p, BOB, "DELETE FROM muster.library", "permission denied");
  psql_refused (&p, BOB, "SELECT muster.library_lock (1, 1)", "permission denied");
  psql_refused (&p, BOB, "SELECT muster.library_add ('Bad', 'drums-and-muskets', 'x', 'not a force', 0)",
                "not a well-formed force");

  /* Changed on the revision read; the same file again is a conflict, and
   * nothing is written. */
  library (&run, BOB, "export", id, exported, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (exported, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "revision=\"1\""));
  g_assert_true (g_file_set_contents (stale, text, -1, NULL));
  g_clear_pointer (&text, g_free);
  library (&run, BOB, "update", id, exported, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "2\n");
  library (&run, BOB, "update", id, stale, NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_nonnull (strstr (run.err, "changed since revision 1 (it is at 2 now): nothing was written"));
  library (&run, BOB, "delete", id, "--revision", "1", NULL);
  g_assert_cmpint (run.status, ==, 3);

  /* The server gone: read from the copy, said so; a change refused,
   * naming the host. */
  mst_test_pg_kill (&pg);
  library (&run, BOB, "list", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_free (line);
  line = g_strdup_printf ("%s\tArmy of Italy\tfrench-imperial-1803-1812\t2\n", id);
  g_assert_nonnull (strstr (run.out, line));
  g_assert_nonnull (strstr (run.err, "cannot be reached; showing the copy of"));
  g_unlink (exported);
  library (&run, BOB, "export", id, exported, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (exported, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "revision=\"2\""));
  library (&run, BOB, "import", force, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "127.0.0.1"));
  mst_test_pg_restart (&pg);

  /* Taken out on its revision: gone from every list, the copy's too. */
  library (&run, BOB, "delete", id, NULL);
  g_assert_cmpint (run.status, ==, 2);
  library (&run, BOB, "delete", id, "--revision", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  library (&run, BOB, "list", NULL);
  g_assert_null (strstr (run.out, "Army of Italy"));
  library (&run, BOB, "list", "--offline", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "Army of Italy"));
  g_assert_nonnull (strstr (run.err, "offline: showing the copy of"));

  /* A force of each of the other games kept there and taken back whole:
   * its rule set, its list and its units as the player built them. */
  {
    const struct { const char *file, *name, *list; } games[] = {
      { "skirmish-french.muster", "Avant-garde de Lejeune", "napoleonic-skirmish-french" },
      { "brigade-french.muster", "IVe Corps (Austerlitz)", "brigade-command-french" },
      { "revolutionary-girard.muster", "Girard's division", "revolutionary-wars-sample" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (games); i++)
      {
        g_autofree char *path = mst_test_fixture (games[i].file);
        g_autofree char *back = g_build_filename (work_dir, games[i].file, NULL);
        g_autofree char *listed = NULL;
        g_autofree char *game_id = NULL;
        g_autoptr(MstForce) original = NULL;
        g_autoptr(MstForce) returned = NULL;
        g_autoptr(GError) error = NULL;

        library (&run, BOB, "import", path, NULL);
        g_assert_cmpint (run.status, ==, 0);
        game_id = g_strchomp (g_strdup (run.out));
        listed = g_strdup_printf ("%s\t%s\t%s\t1\n", game_id, games[i].name, games[i].list);
        library (&run, BOB, "list", NULL);
        g_assert_nonnull (strstr (run.out, listed));
        library (&run, BOB, "export", game_id, back, NULL);
        g_assert_cmpint (run.status, ==, 0);
        original = mst_force_open_file (path, NULL, &error);
        g_assert_no_error (error);
        returned = mst_force_open_file (back, NULL, &error);
        g_assert_no_error (error);
        g_assert_cmpstr (mst_force_get_ruleset (returned), ==, mst_force_get_ruleset (original));
        g_assert_cmpstr (mst_force_get_list_id (returned), ==, games[i].list);
        g_assert_cmpuint (mst_force_get_n_units (returned), ==, mst_force_get_n_units (original));
      }
  }
}

/* Several battles of a force in one call: one connection, one
 * transaction on the server, all recorded or none. */
static void
test_several_battles (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(GStrv) ids = NULL;

  if (!need_server ())
    return;
  first = write_battle (work_dir, "coa.battle.xml", "Côa");
  second = write_battle (work_dir, "sabugal.battle.xml", "Sabugal");
  bad = g_build_filename (work_dir, "bad-several.battle.xml", NULL);
  g_assert_true (g_file_set_contents (bad, "<battle xmlns=\"urn:muster:battle:1\" date=\"1811-05-16\" "
                                           "name=\"Nowhere\" result=\"won\" role=\"attacker\">\n"
                                           "  <unit name=\"Garde du Corps\" bases-lost=\"1\"/>\n"
                                           "</battle>\n", -1, NULL));
  before = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE force_id = %s", bob_force);
  campaign (&run, BOB, "battle", club_campaign, bob_force, "--file", first, "--file", bad, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Garde du Corps"));
  after = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE force_id = %s", bob_force);
  g_assert_cmpstr (after, ==, before);
  g_clear_pointer (&after, g_free);

  campaign (&run, BOB, "battle", club_campaign, bob_force, "--file", first, "--file", second, NULL);
  g_assert_cmpint (run.status, ==, 0);
  ids = g_strsplit (g_strstrip (run.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  after = admin_value_printf ("SELECT string_agg (name, ',' ORDER BY id) FROM muster.battles WHERE id IN (%s, %s)",
                              ids[0], ids[1]);
  g_assert_cmpstr (after, ==, "Côa,Sabugal");
}

/* The game master takes a player's battle back: only he may; the history
 * keeps both; the battle counts no more on the server, in every player's
 * show, and in the copy kept offline. */
static void
test_retract (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *battle = NULL;
  g_autofree char *out = NULL;
  g_autofree char *event = NULL;
  g_autofree char *line = NULL;

  if (!need_server ())
    return;
  battle = write_battle (work_dir, "bussaco.battle.xml", "Bussaco");
  out = campaign_ok (ALICE, "battle", club_campaign, alice_force, "--file", battle, NULL);
  g_clear_pointer (&out, g_free);
  event = admin_value ("SELECT e.id FROM muster.campaign_events e JOIN muster.battles b ON b.id = e.battle_id "
                       "WHERE b.name = 'Bussaco'");
  out = campaign_ok (BOB, "show", club_campaign, NULL);
  g_assert_nonnull (strstr (out, "\tBussaco\t"));
  g_clear_pointer (&out, g_free);

  /* Not hers to take back, nor Bob's. */
  campaign (&run, ALICE, "retract", event, NULL);
  g_assert_cmpint (run.status, ==, 4);
  g_assert_nonnull (strstr (run.err, "game master"));
  campaign (&run, BOB, "retract", event, NULL);
  g_assert_cmpint (run.status, ==, 4);

  campaign (&run, GM, "retract", event, "--reason", "fought in another campaign", NULL);
  g_assert_cmpint (run.status, ==, 0);
  out = campaign_ok (ALICE, "history", alice_force, NULL);
  line = g_strdup_printf ("\tretracted\tChange %s taken back by the game master: fought in another campaign\n",
                          event);
  g_assert_nonnull (strstr (out, line));
  g_assert_nonnull (strstr (out, "\tbattle\tBussaco against Beresford"));
  g_clear_pointer (&out, g_free);
  /* Counted by no one: on the server, and in the copy Bob keeps. */
  {
    g_autofree char *err = NULL;

    out = campaign_stderr (&err, BOB, "show", club_campaign, NULL);
    g_assert_cmpstr (err, ==, "");
  }
  g_assert_null (strstr (out, "Bussaco"));
  g_clear_pointer (&out, g_free);
  out = campaign_ok (BOB, "show", club_campaign, "--offline", NULL);
  g_assert_null (strstr (out, "Bussaco"));
  g_clear_pointer (&out, g_free);
  /* Once only. */
  campaign (&run, GM, "retract", event, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "taken back already"));
}

/* A campaign's battles and summary as one connection reads them, in
 * one line: "name:force,…|force battles won lost drawn bases,…". */
static char *
campaign_read (MstCampaignBackend *backend, gint64 campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = mst_campaign_backend_summarize (backend, campaign_id, &error);
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GString) text = g_string_new ("");

  g_assert_no_error (error);
  battles = mst_campaign_backend_list_battles (backend, campaign_id, 0, FALSE, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *battle = g_ptr_array_index (battles, i);

      g_string_append_printf (text, "%s%s:%" G_GINT64_FORMAT, i > 0 ? "," : "", mst_battle_get_name (battle),
                              mst_battle_get_force_id (battle));
    }
  g_string_append_c (text, '|');
  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstCampaignForceSummary *f = g_ptr_array_index (summary->forces, i);

      g_string_append_printf (text, "%s%" G_GINT64_FORMAT " %u %u %u %u %u", i > 0 ? "," : "", f->force_id,
                              f->battles, f->won, f->lost, f->drawn, f->bases_lost);
    }
  g_string_append_printf (text, "|%u", summary->total.battles);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The campaign as @gm reads it again, the same as a connection reading it
 * whole for the first time reads it. */
static char *
read_again (MstServer *server, MstServerCampaign *gm, gint64 campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCampaign) fresh = mst_server_campaign_new (server, NULL, &error);
  g_autofree char *whole = NULL;
  char *again;

  g_assert_no_error (error);
  again = campaign_read (MST_CAMPAIGN_BACKEND (gm), campaign_id);
  whole = campaign_read (MST_CAMPAIGN_BACKEND (fresh), campaign_id);
  g_assert_cmpstr (again, ==, whole);
  return again;
}

/* A connection that read a campaign reads it again as what changed since
 * (schema 11): after battles recorded by others and as many taken back by
 * the game master (the count the same: only the changes read tell), and
 * one removed by the database's owner in psql, it reads exactly what a
 * connection reading it whole for the first time does. */
static void
test_read_again (void)
{
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *uri = NULL;
  g_autofree char *id = NULL;
  g_autofree char *alice = NULL;
  g_autofree char *bob = NULL;
  g_autofree char *out = NULL;
  g_autofree char *before = NULL;
  g_autoptr(MstServer) server = NULL;
  g_autoptr(MstServerCampaign) gm = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Sabugal", "Albuera", "Fuentes", "Maya" };
  gint64 campaign_id;

  if (!need_server ())
    return;
  id = campaign_ok (GM, "new", "Read again", NULL);
  campaign_id = g_ascii_strtoll (id, NULL, 10);
  alice = campaign_ok (ALICE, "add-force", id, force, "--date", "1811-05-01", NULL);
  bob = campaign_ok (BOB, "add-force", id, force, "--date", "1811-05-01", NULL);
  uri = mst_test_pg_uri (&pg, GM, PASSWORD);
  server = mst_server_connect (uri, &error);
  g_assert_no_error (error);
  gm = mst_server_campaign_new (server, NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *file = g_strdup_printf ("again-%u.battle.xml", i);
      g_autofree char *path = write_battle (work_dir, file, names[i]);

      /* Bob's first is fought before Alice's: listed before them. */
      if (i == 2)
        {
          g_autofree char *text = NULL;

          g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
          g_assert_nonnull (strstr (text, "1811-05-16"));
          memcpy (strstr (text, "1811-05-16"), "1811-05-10", 10);
          g_assert_true (g_file_set_contents (path, text, -1, NULL));
        }
      out = campaign_ok (i < 2 ? ALICE : BOB, "battle", id, i < 2 ? alice : bob, "--file", path, NULL);
      g_clear_pointer (&out, g_free);
      /* Read after Alice's two. */
      if (i == 1)
        before = campaign_read (MST_CAMPAIGN_BACKEND (gm), campaign_id);
    }
  g_assert_true (g_str_has_prefix (before, "Sabugal:"));
  g_assert_true (g_str_has_suffix (before, "|2"));
  {
    g_autofree char *again = read_again (server, gm, campaign_id);

    g_assert_true (g_str_has_prefix (again, "Fuentes:"));
    g_assert_true (g_str_has_suffix (again, "|4"));
  }
  /* Alice's two taken back: two battles still, Bob's. */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *event = admin_value_printf ("SELECT e.id FROM muster.campaign_events e "
                                                   "JOIN muster.battles b ON b.id = e.battle_id "
                                                   "WHERE b.name = '%s' AND b.campaign_id = %s", names[i], id);

      out = campaign_ok (GM, "retract", event, "--reason", "never fought", NULL);
      g_clear_pointer (&out, g_free);
    }
  {
    g_autofree char *again = read_again (server, gm, campaign_id);
    g_autofree char *expected = g_strdup_printf ("Fuentes:%s,Maya:%s|", bob, bob);

    g_assert_true (g_str_has_prefix (again, expected));
    g_assert_true (g_str_has_suffix (again, "|2"));
  }

  /* A battle gone (the owner, in psql, past the history's guard). */
  out = admin_value_printf ("BEGIN; SET LOCAL session_replication_role = replica; "
                            "DELETE FROM muster.campaign_events WHERE battle_id IN "
                            "  (SELECT id FROM muster.battles WHERE name = 'Maya' AND campaign_id = %s); "
                            "DELETE FROM muster.battles WHERE name = 'Maya' AND campaign_id = %s; COMMIT", id, id);
  g_clear_pointer (&out, g_free);
  {
    g_autofree char *again = read_again (server, gm, campaign_id);

    g_assert_null (strstr (again, "Maya"));
    g_assert_true (g_str_has_suffix (again, "|1"));
  }

  /* Gone whole: said so, not the battles kept. */
  out = campaign_ok (GM, "delete", id, NULL);
  g_clear_pointer (&out, g_free);
  g_assert_null (mst_campaign_backend_summarize (MST_CAMPAIGN_BACKEND (gm), campaign_id, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_NOT_FOUND);
}

/* Three battles of @force fought on @backend, in a campaign of its own
 * (opened on @gm): its unit @unit loses one of its strength (bases,
 * figures, stands, platoons) in each, and in the third its general
 * @general (-1: none) meets the first fate its rule set counts lost to
 * the army.  Returns the force replayed from its history. */
static MstForce *
three_battles (MstCampaignBackend *gm, MstCampaignBackend *backend, MstForce *force, guint unit, int general,
               const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  g_auto(GStrv) labels = mst_campaign_force_unit_labels (force);
  const MstGeneralFate *fates = mst_ruleset_get_general_fates (mst_ruleset_for_force (force));
  MstGeneralFate lost = MST_GENERAL_FATE_NONE;
  const char *dates[] = { "1809-04-20", "1809-05-03", "1809-05-21" };
  gint64 campaign, force_id, id;

  for (guint i = 0; fates[i] != MST_GENERAL_FATE_NONE; i++)
    if (lost == MST_GENERAL_FATE_NONE && mst_general_fate_is_lost (fates[i]))
      lost = fates[i];
  g_assert_cmpint (lost, !=, MST_GENERAL_FATE_NONE);
  campaign = mst_campaign_backend_create (gm, name, &error);
  g_assert_no_error (error);
  force_id = mst_campaign_backend_add_force (backend, campaign, force, "1809-04-01", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (dates); i++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autofree char *battle_name = g_strdup_printf ("%s, battle %u", name, i + 1);

      mst_battle_set_date (battle, dates[i]);
      mst_battle_set_name (battle, battle_name);
      mst_battle_set_result (battle, MST_BATTLE_RESULT_LOST);
      mst_battle_set_role (battle, MST_BATTLE_ROLE_DEFENDER);
      mst_battle_set_unit (battle, labels[unit], NULL, 0, 1, FALSE);
      /* Where the rule set counts figures, what became of them: one
       * killed and two wounded (back for the next battle) each time, the
       * third time the one killed its officer. */
      if (mst_ruleset_counts_figures (mst_ruleset_for_force (force)))
        mst_battle_set_unit_fates (battle, labels[unit], 1, 0, 0, 2, i == 2 ? 1 : 0);
      if (i == 2 && general >= 0)
        mst_battle_set_general (battle, mst_general_get_name (g_ptr_array_index (generals, general)), general, lost);
      id = mst_campaign_backend_record_battle (backend, force_id, battle, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (id, >, 0);
    }
  /* Each battle read back with what became of its figures. */
  if (mst_ruleset_counts_figures (mst_ruleset_for_force (force)))
    {
      g_autoptr(GPtrArray) battles = mst_campaign_backend_list_battles (backend, campaign, force_id, TRUE, &error);
      const MstBattleUnit *u;

      g_assert_no_error (error);
      g_assert_cmpuint (battles->len, ==, 3);
      u = mst_battle_find_unit (g_ptr_array_index (battles, 2), labels[unit]);
      g_assert_nonnull (u);
      g_assert_true (u->fates);
      g_assert_cmpuint (u->killed, ==, 1);
      g_assert_cmpuint (u->wounded, ==, 2);
      g_assert_cmpuint (u->leaders, ==, 1);
      g_assert_cmpuint (u->bases_lost, ==, 3);
    }
  {
    MstForce *replayed = mst_campaign_backend_replay (backend, force_id, NULL, &error);

    g_assert_no_error (error);
    return replayed;
  }
}

/* What a force holds, in one line: each unit's name and strength, each
 * general's name and whether he is lost. */
static char *
force_line (MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  GString *line = g_string_new (NULL);

  for (guint i = 0; i < units->len; i++)
    {
      GArray *components = mst_unit_get_components (g_ptr_array_index (units, i));

      g_string_append_printf (line, "%s %u", mst_unit_get_name (g_ptr_array_index (units, i)),
                              mst_unit_get_bases (g_ptr_array_index (units, i)));
      /* Its figures by kind, where it has them: a leader lost shows. */
      for (guint j = 0; components != NULL && j < components->len; j++)
        g_string_append_printf (line, " %s=%u", g_array_index (components, MstComponent, j).role,
                                g_array_index (components, MstComponent, j).count);
      g_string_append (line, "; ");
    }
  for (guint i = 0; i < generals->len; i++)
    g_string_append_printf (line, "%s%s; ", mst_general_get_name (g_ptr_array_index (generals, i)),
                            mst_general_get_lost (g_ptr_array_index (generals, i)) ? " (lost)" : "");
  return g_string_free (line, FALSE);
}

/* A campaign of three battles for a force of each rule set, on the
 * library's SQLite file and on the club server: the force replayed from
 * its history holds what its battles left it (a unit three of its
 * strength down, its last general lost to the army; a skirmish unit's
 * wounded back, its officer among its killed), the same on both, and
 * each battle read back from the server has its figures' fates. */
static void
test_every_ruleset_campaign (void)
{
  static const char *const fixtures[] = {
    "minimal.muster", "skirmish-french.muster", "brigade-french.muster", "revolutionary-girard.muster",
  };
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autofree char *dir = g_dir_make_tmp ("muster-every-ruleset-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *gm_uri = NULL;
  g_autofree char *alice_uri = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(MstServer) gm_server = NULL;
  g_autoptr(MstServer) alice_server = NULL;
  g_autoptr(MstServerCampaign) gm = NULL;
  g_autoptr(MstServerCampaign) alice = NULL;
  g_autoptr(GError) error = NULL;

  if (!need_server ())
    return;
  mst_catalogue_load_default (catalogue);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  store = mst_campaign_store_new (library, catalogue);
  gm_uri = mst_test_pg_uri (&pg, GM, PASSWORD);
  alice_uri = mst_test_pg_uri (&pg, ALICE, PASSWORD);
  gm_server = mst_server_connect (gm_uri, &error);
  g_assert_no_error (error);
  alice_server = mst_server_connect (alice_uri, &error);
  g_assert_no_error (error);
  gm = mst_server_campaign_new (gm_server, catalogue, &error);
  g_assert_no_error (error);
  alice = mst_server_campaign_new (alice_server, catalogue, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = mst_test_fixture (fixtures[i]);
      g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
      g_autoptr(MstForce) on_file = NULL;
      g_autoptr(MstForce) on_server = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *file_line = NULL;
      g_autofree char *server_line = NULL;
      g_autoptr(GPtrArray) units = NULL;
      g_autoptr(GPtrArray) generals = NULL;
      MstUnit *hit = NULL;
      MstGeneral *last = NULL;
      guint strength, unit = 0;
      int general = -1;

      g_assert_no_error (error);
      units = mst_force_list_units (force);
      generals = mst_force_list_generals (force);
      /* The first unit with more than three to lose. */
      for (guint j = 0; hit == NULL && j < units->len; j++)
        if (mst_unit_get_bases (g_ptr_array_index (units, j)) > 3)
          hit = g_ptr_array_index (units, unit = j);
      g_assert_nonnull (hit);
      strength = mst_unit_get_bases (hit);
      /* Its last general named in the force (a skirmish force has none:
       * its leaders are its units' officers). */
      for (guint j = 0; j < generals->len; j++)
        if (mst_campaign_general_is_recorded (g_ptr_array_index (generals, j)))
          last = g_ptr_array_index (generals, general = (int) j);
      g_assert_true (last != NULL || g_str_has_prefix (fixtures[i], "skirmish"));
      before = force_line (force);

      on_file = three_battles (MST_CAMPAIGN_BACKEND (store), MST_CAMPAIGN_BACKEND (store), force, unit, general,
                               fixtures[i]);
      on_server = three_battles (MST_CAMPAIGN_BACKEND (gm), MST_CAMPAIGN_BACKEND (alice), force, unit, general,
                                 fixtures[i]);

      /* What the battles left, worked out from the force as it was: three
       * of its strength for good (the wounded are back), and where the
       * figures' fates are kept, one of them its officer. */
      if (mst_ruleset_counts_figures (mst_ruleset_for_force (force)))
        {
          g_autoptr(GArray) components = mst_components_copy (mst_unit_get_components (hit));

          for (guint j = 0; j < components->len; j++)
            if (g_str_equal (g_array_index (components, MstComponent, j).role, "officer"))
              g_array_index (components, MstComponent, j).count--;
          mst_unit_set_components (hit, components);
        }
      mst_unit_set_bases (hit, strength - 3);
      if (last != NULL)
        {
          g_assert_false (mst_general_get_lost (last));
          mst_general_set_lost (last, TRUE);
        }
      after = force_line (force);
      g_assert_cmpstr (after, !=, before);
      file_line = force_line (on_file);
      server_line = force_line (on_server);
      g_assert_cmpstr (file_line, ==, after);
      g_assert_cmpstr (server_line, ==, after);
    }
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* The campaign session: what its models hold, as one line each. */
static void
describe_models (GString *out, MstCampaignSession *session)
{
  GListModel *campaigns = mst_campaign_session_get_campaigns (session);
  GListModel *forces = mst_campaign_session_get_forces (session);
  GListModel *battles = mst_campaign_session_get_battles (session);
  GListModel *events = mst_campaign_session_get_events (session);

  g_string_append (out, "campaigns:");
  for (guint i = 0; i < g_list_model_get_n_items (campaigns); i++)
    {
      g_autoptr(MstCampaign) c = g_list_model_get_item (campaigns, i);
      g_string_append_printf (out, " %s;", mst_campaign_get_name (c));
    }
  g_string_append (out, "\nforces:");
  for (guint i = 0; i < g_list_model_get_n_items (forces); i++)
    {
      g_autoptr(MstCampaignLine) l = g_list_model_get_item (forces, i);
      g_string_append_printf (out, " %s (%s);", mst_campaign_line_get_title (l), mst_campaign_line_get_subtitle (l));
    }
  g_string_append (out, "\nbattles:");
  for (guint i = 0; i < g_list_model_get_n_items (battles); i++)
    {
      g_autoptr(MstBattle) b = g_list_model_get_item (battles, i);
      g_autofree char *subtitle = mst_campaign_view_battle_subtitle (b, NULL);
      g_string_append_printf (out, " %s (%s);", mst_battle_get_name (b), subtitle);
    }
  g_string_append (out, "\nhistory:");
  for (guint i = 0; i < g_list_model_get_n_items (events); i++)
    {
      g_autoptr(MstCampaignEvent) e = g_list_model_get_item (events, i);
      g_autofree char *text = mst_campaign_event_describe (e);
      g_string_append_printf (out, " %s;", text);
    }
  g_string_append_printf (out, "\nqueued: %u\n", g_list_model_get_n_items (mst_campaign_session_get_queued (session)));
}

static void
count_busy (GObject *session, GParamSpec *pspec, gpointer data)
{
  if (mst_campaign_session_get_busy (MST_CAMPAIGN_SESSION (session)))
    (*(guint *) data)++;
}

static void
describe_error (GString *out, const char *what, MstCampaignSession *session, const GError *error)
{
  g_assert_nonnull (error);
  g_string_append_printf (out, "%s: %s %d: %s (banner: %s)\n", what, g_quark_to_string (error->domain), error->code,
                          error->message, mst_campaign_session_get_error (session));
}

/* One scenario through a campaign session over @backend, whose login
 * @gm created campaign @campaign_id with force @force_id in it: the
 * models after each call, and each error, as text. */
static char *
session_scenario (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id)
{
  g_autoptr(MstCampaignSession) session = mst_campaign_session_new (backend);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) slot = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstBattle) battle = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_auto(GStrv) labels = NULL;
  g_autofree char *before = NULL;
  gboolean queued = TRUE;
  gint64 revision = 0;
  guint busy = 0;

  g_signal_connect (session, "notify::busy", G_CALLBACK (count_busy), &busy);
  mst_campaign_session_list_campaigns_async (session, FALSE, NULL, mst_test_on_answered, &slot);
  /* Asked, not answered: busy, and nothing read yet. */
  g_assert_true (mst_campaign_session_get_busy (session));
  g_assert_cmpuint (g_list_model_get_n_items (mst_campaign_session_get_campaigns (session)), ==, 0);
  result = mst_test_wait_answer (&slot);
  g_assert_true (mst_campaign_session_list_campaigns_finish (session, result, &error));
  g_assert_no_error (error);
  g_assert_false (mst_campaign_session_get_busy (session));
  g_clear_object (&result);

  mst_campaign_session_open_campaign_async (session, campaign_id, NULL, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  g_assert_true (mst_campaign_session_open_campaign_finish (session, result, &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  g_string_append (out, "opened\n");
  describe_models (out, session);

  mst_campaign_session_load_force_async (session, campaign_id, force_id, NULL, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  force = mst_campaign_session_load_force_finish (session, result, &revision, &error);
  g_assert_no_error (error);
  g_assert_nonnull (force);
  g_assert_cmpint (revision, >, 0);
  g_clear_object (&result);
  labels = mst_campaign_force_unit_labels (force);

  /* A battle: the campaign and the force's history read again with it. */
  battle = mst_battle_new ();
  mst_battle_set_date (battle, "1809-04-22");
  mst_battle_set_name (battle, "Eggmühl");
  mst_battle_set_result (battle, MST_BATTLE_RESULT_WON);
  mst_battle_set_role (battle, MST_BATTLE_ROLE_ATTACKER);
  mst_battle_set_unit (battle, labels[0], NULL, 0, 1, FALSE);
  mst_campaign_session_record_battle_async (session, force_id, battle, revision, NULL, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  g_assert_cmpint (mst_campaign_session_record_battle_finish (session, result, &queued, &error), >, 0);
  g_assert_no_error (error);
  g_assert_false (queued);
  g_assert_null (mst_campaign_session_get_error (session));
  g_clear_object (&result);
  g_string_append (out, "recorded\n");
  describe_models (out, session);
  before = g_strdup (out->str);

  /* A battle on the revision before it: a conflict, nothing written. */
  mst_battle_set_name (battle, "Aspern");
  mst_campaign_session_record_battle_async (session, force_id, battle, revision, NULL, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  g_assert_cmpint (mst_campaign_session_record_battle_finish (session, result, NULL, &error), ==, 0);
  g_assert_error (error, MST_ERROR, MST_ERROR_CONFLICT);
  g_assert_cmpstr (mst_campaign_session_get_error (session), ==, error->message);
  g_string_append (out, "stale: conflict\n");
  g_clear_error (&error);
  g_clear_object (&result);

  /* A unit the force does not have: refused, said, nothing written. */
  mst_battle_set_unit (battle, "No Such Regiment", NULL, 0, 1, FALSE);
  mst_campaign_session_record_battle_async (session, force_id, battle, -1, NULL, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  g_assert_cmpint (mst_campaign_session_record_battle_finish (session, result, NULL, &error), ==, 0);
  describe_error (out, "unknown unit", session, error);
  g_clear_error (&error);
  g_clear_object (&result);

  /* Cancelled before its turn: never made, the models as they were. */
  g_cancellable_cancel (cancelled);
  mst_battle_set_unit (battle, "No Such Regiment", NULL, 0, 0, FALSE);
  mst_campaign_session_record_battle_async (session, force_id, battle, -1, cancelled, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  g_assert_cmpint (mst_campaign_session_record_battle_finish (session, result, NULL, &error), ==, 0);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_clear_object (&result);

  /* A change between battles. */
  event = mst_campaign_event_new_reinforced (labels[0], 1);
  mst_campaign_session_append_async (session, force_id, event, -1, NULL, mst_test_on_answered, &slot);
  result = mst_test_wait_answer (&slot);
  g_assert_cmpint (mst_campaign_session_append_finish (session, result, &queued, &error), >, 0);
  g_assert_no_error (error);
  g_assert_false (queued);
  g_assert_null (mst_campaign_session_get_error (session));
  g_clear_object (&result);
  g_string_append (out, "reinforced\n");
  describe_models (out, session);
  /* Each call was busy once, and none is now. */
  g_assert_cmpuint (busy, ==, 8);
  g_assert_false (mst_campaign_session_get_busy (session));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The same scenario through a campaign session on the library's SQLite
 * file and on the club server (MstClubBackend) gives the same models and
 * the same errors; with the server gone, the club session reads the copy
 * and queues the battle, and says so. */
static void
test_session (void)
{
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autofree char *dir = g_dir_make_tmp ("muster-session-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_autofree char *gm_uri = NULL;
  g_autofree char *on_file = NULL;
  g_autofree char *on_server = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(MstClubBackend) club = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  gint64 file_campaign, file_force, club_campaign_id, club_force;

  if (!need_server ())
    return;
  mst_catalogue_load_default (catalogue);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  store = mst_campaign_store_new (library, catalogue);
  gm_uri = mst_test_pg_uri (&pg, GM, NULL);
  club = mst_club_backend_new (gm_uri, PASSWORD, catalogue, &error);
  g_assert_no_error (error);

  file_campaign = mst_campaign_backend_create (MST_CAMPAIGN_BACKEND (store), "Danube 1809", &error);
  g_assert_no_error (error);
  file_force = mst_campaign_backend_add_force (MST_CAMPAIGN_BACKEND (store), file_campaign, force, "1809-04-01",
                                               &error);
  g_assert_no_error (error);
  club_campaign_id = mst_campaign_backend_create (MST_CAMPAIGN_BACKEND (club), "Danube 1809", &error);
  g_assert_no_error (error);
  club_force = mst_campaign_backend_add_force (MST_CAMPAIGN_BACKEND (club), club_campaign_id, force, "1809-04-01",
                                               &error);
  g_assert_no_error (error);

  on_file = session_scenario (MST_CAMPAIGN_BACKEND (store), file_campaign, file_force);
  on_server = session_scenario (MST_CAMPAIGN_BACKEND (club), club_campaign_id, club_force);
  /* The server's campaigns include the ones earlier tests made: the
   * session's campaigns model is compared by this one's line. */
  g_assert_nonnull (strstr (on_file, "campaigns: Danube 1809;"));
  g_assert_nonnull (strstr (on_server, " Danube 1809;"));
  {
    g_auto(GStrv) file_lines = g_strsplit (on_file, "\n", -1);
    g_auto(GStrv) server_lines = g_strsplit (on_server, "\n", -1);

    g_assert_cmpuint (g_strv_length (file_lines), ==, g_strv_length (server_lines));
    for (guint i = 0; file_lines[i] != NULL; i++)
      if (!g_str_has_prefix (file_lines[i], "campaigns:"))
        g_assert_cmpstr (server_lines[i], ==, file_lines[i]);
  }
  g_assert_nonnull (strstr (on_file, "battles: Eggmühl ("));
  g_test_message ("%s", on_file);
  g_assert_nonnull (strstr (on_file, "unknown unit: mst-error-quark"));

  /* The server gone: the club session lists the copy kept of it, and a
   * battle waits in the queue, said so (queued) and listed there. */
  mst_test_pg_kill (&pg);
  {
    g_autoptr(MstCampaignSession) session = mst_campaign_session_new (MST_CAMPAIGN_BACKEND (club));
    g_autoptr(GAsyncResult) slot = NULL;
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(MstBattle) battle = mst_battle_new ();
    gboolean queued = FALSE;

    mst_campaign_session_open_campaign_async (session, club_campaign_id, NULL, mst_test_on_answered, &slot);
    result = mst_test_wait_answer (&slot);
    g_assert_true (mst_campaign_session_open_campaign_finish (session, result, &error));
    g_assert_no_error (error);
    g_clear_object (&result);
    g_assert_true (mst_club_backend_get_offline (club));
    g_assert_cmpint (mst_club_backend_get_copy_taken (club), >, 0);
    g_assert_cmpuint (g_list_model_get_n_items (mst_campaign_session_get_battles (session)), ==, 1);

    mst_battle_set_date (battle, "1809-05-21");
    mst_battle_set_name (battle, "Aspern");
    mst_battle_set_result (battle, MST_BATTLE_RESULT_LOST);
    mst_battle_set_role (battle, MST_BATTLE_ROLE_DEFENDER);
    mst_campaign_session_record_battle_async (session, club_force, battle, -1, NULL, mst_test_on_answered, &slot);
    result = mst_test_wait_answer (&slot);
    g_assert_cmpint (mst_campaign_session_record_battle_finish (session, result, &queued, &error), >, 0);
    g_assert_no_error (error);
    g_assert_true (queued);
    g_assert_cmpuint (g_list_model_get_n_items (mst_campaign_session_get_queued (session)), ==, 1);
    {
      g_autoptr(MstCampaignLine) line = g_list_model_get_item (mst_campaign_session_get_queued (session), 0);

      g_assert_cmpstr (mst_campaign_line_get_title (line), ==, "battle Aspern");
      g_assert_cmpstr (mst_campaign_line_get_subtitle (line), ==, "Waiting to be sent");
    }
  }
  mst_test_pg_restart (&pg);
  /* Sent once it is back: the queue empty, the battle there. */
  {
    g_autoptr(MstServer) server = mst_server_connect (gm_uri, &error);
    g_autoptr(MstServerCampaign) gm = NULL;
    g_autoptr(GPtrArray) writes = NULL;
    g_autoptr(GPtrArray) battles = NULL;

    g_assert_no_error (error);
    gm = mst_server_campaign_new (server, catalogue, &error);
    g_assert_no_error (error);
    writes = mst_server_cache_flush (mst_club_backend_get_copies (club), gm, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (writes->len, ==, 1);
    battles = mst_campaign_backend_list_battles (MST_CAMPAIGN_BACKEND (club), club_campaign_id, 0, FALSE, &error);
    g_assert_no_error (error);
    g_assert_false (mst_club_backend_get_offline (club));
    g_assert_cmpuint (battles->len, ==, 2);
  }
  g_clear_object (&club);
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* A queued write whose force changed on the server meanwhile is a
 * conflict: kept in the queue and reported (exit 3), and the server's
 * data untouched. */
static void
test_offline_conflict (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *battle = NULL;
  g_autofree char *other = NULL;
  g_autofree char *out = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *line = NULL;
#define FORCE_STATE "SELECT count (*) || ' ' || max (f.data) || f.revision FROM muster.campaign_events e " \
                    "JOIN muster.forces f ON f.id = e.force_id WHERE f.id = %s GROUP BY f.revision"

  if (!need_server ())
    return;
  battle = write_battle (work_dir, "arapiles.battle.xml", "Arapiles");
  other = write_battle (work_dir, "barrosa.battle.xml", "Barrosa");
  out = campaign_stderr (NULL, BOB, "history", bob_force, NULL);
  g_clear_pointer (&out, g_free);

  mst_test_pg_kill (&pg);
  out = campaign_stderr (NULL, BOB, "battle", club_campaign, bob_force, "--file", battle, "--queue", NULL);
  g_clear_pointer (&out, g_free);
  mst_test_pg_restart (&pg);

  /* Meanwhile the game master recorded a battle of Bob's force. */
  out = campaign_stderr (NULL, GM, "battle", club_campaign, bob_force, "--file", other, NULL);
  g_clear_pointer (&out, g_free);
  before = admin_value_printf (FORCE_STATE, bob_force);

  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 3);
  line = g_strdup_printf ("conflict\t1\t%s\tbattle Arapiles\t", bob_force);
  g_assert_true (g_str_has_prefix (run.out, line));
  g_assert_nonnull (strstr (run.out, "changed since revision"));
  after = admin_value_printf (FORCE_STATE, bob_force);
  g_assert_cmpstr (after, ==, before);
  g_clear_pointer (&after, g_free);
  after = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = 'Arapiles'");
  g_assert_cmpstr (after, ==, "0");

  /* Nothing lost: it stays in the queue, marked, and a second sync says so again. */
  out = campaign_stderr (NULL, BOB, "queue", NULL);
  g_assert_true (g_str_has_prefix (out, line));
  campaign (&run, BOB, "sync", NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_true (g_str_has_prefix (run.out, line));

  /* The player lets it go, printing the record where it cannot be
   * written (a full disk): said, exit 2, and the record kept in a file
   * under the data folder before the write left the queue.  Recorded again
   * from that file on the force as it now is, it is on the server. */
  {
    g_autofree char *uri = mst_test_pg_uri (&pg, BOB, NULL);
    const char *argv[] = { "sh", "-c", "exec \"$0\" \"$@\" > /dev/full", g_getenv ("MUSTER_CLI"), "campaign",
                           "--server", uri, "queue", "drop", "1", NULL };
    g_autofree char *err = NULL;
    g_autoptr(GError) error = NULL;
    int status = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                                 NULL, NULL, &err, &status, &error));
    g_assert_no_error (error);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 2);
    g_assert_nonnull (strstr (err, "dropped write 1 (battle Arapiles, conflict)"));
    g_assert_nonnull (strstr (err, "the battle’s record could not be printed"));
    g_free (run.err);
    run.err = g_steal_pointer (&err);
  }
  {
    g_autofree char *record = NULL;
    g_autofree char *kept = NULL;
    const char *where = strstr (run.err, "it is kept in ");

    g_assert_nonnull (where);
    record = g_strndup (where + strlen ("it is kept in "), strcspn (where + strlen ("it is kept in "), "\n"));
    g_assert_true (g_str_has_suffix (record, ".xml"));
    g_assert_nonnull (strstr (record, "/dropped/"));
    g_assert_true (g_file_get_contents (record, &kept, NULL, NULL));
    g_assert_nonnull (strstr (kept, "Arapiles"));
    g_clear_pointer (&out, g_free);
    out = campaign_stderr (NULL, BOB, "queue", NULL);
    g_assert_cmpstr (out, ==, "");
    campaign (&run, BOB, "battle", club_campaign, bob_force, "--file", record, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_clear_pointer (&after, g_free);
    after = admin_value_printf ("SELECT count (*) FROM muster.battles WHERE name = 'Arapiles'");
    g_assert_cmpstr (after, ==, "1");
  }
  /* None is left to drop. */
  campaign (&run, BOB, "queue", "drop", "1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "No write 1 in the queue"));
}

/* A server that is not there: exit 2, the host named, and the library
 * as it was. */
static void
test_unreachable (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-server-gone-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *show = NULL;
  const char *gone = "postgresql://nobody:pw@127.0.0.1:1/muster";

  mst_test_run_cli (&run, "server", "init", "postgresql://nobody@127.0.0.1:1/muster", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "127.0.0.1:1"));
  mst_test_run_cli (&run, "server", "init", "not a uri at all", NULL);
  g_assert_cmpint (run.status, ==, 2);

  if (!need_server ())
    return;
  campaign (&run, NULL, "--database", db, "new", "Jena", NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "add-force", "1", force, NULL);
  g_assert_cmpint (run.status, ==, 0);
  campaign (&run, NULL, "--database", db, "show", "1", NULL);
  show = g_strdup (run.out);

  campaign (&run, NULL, "list", "--server", gone, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "127.0.0.1:1"));
  g_assert_null (strstr (run.err, ":pw@"));
  campaign (&run, NULL, "--database", db, "publish", "1", "--server", gone, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "127.0.0.1:1"));
  campaign (&run, NULL, "--database", db, "show", "1", NULL);
  g_assert_cmpstr (run.out, ==, show);
  campaign (&run, NULL, "--database", db, "list", NULL);
  g_assert_nonnull (strstr (run.out, "1\tJena\tactive\t1"));
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL;
  int status;

  g_autofree char *cache_dir = g_dir_make_tmp ("muster-server-cache-XXXXXX", NULL);

  g_test_init (&argc, &argv, NULL);
  /* A read from the server keeps a copy in the user's cache: this one. */
  g_setenv ("XDG_CACHE_HOME", cache_dir, TRUE);
  have_server = mst_test_pg_start (&pg, &why);
  if (!have_server)
    g_printerr ("# %s\n", why);
  else
    /* Every player's password, where muster-cli's libpq finds it: never
     * on its command line. */
    mst_test_pg_add_password (&pg, "*", PASSWORD);

  /* In order: each builds on the server the one before left. */
  g_test_add_func ("/muster/server/init", test_init);
  g_test_add_func ("/muster/server/players", test_players);
  g_test_add_func ("/muster/server/row-level-security", test_row_level_security);
  g_test_add_func ("/muster/server/campaigns", test_campaigns);
  g_test_add_func ("/muster/server/carried-list", test_carried_list);
  g_test_add_func ("/muster/server/control-codes", test_control_codes);
  g_test_add_func ("/muster/server/notify-forged", test_notify_forged);
  g_test_add_func ("/muster/server/not-allowed", test_not_allowed);
  g_test_add_func ("/muster/server/concurrent-battles", test_concurrent);
  g_test_add_func ("/muster/server/conflict", test_conflict);
  g_test_add_func ("/muster/server/publish", test_publish);
  g_test_add_func ("/muster/server/killed-mid-write", test_killed);
  g_test_add_func ("/muster/server/copy-killed", test_copy_killed);
  g_test_add_func ("/muster/server/offline", test_offline);
  g_test_add_func ("/muster/server/offline-conflict", test_offline_conflict);
  g_test_add_func ("/muster/server/offline-own-writes", test_offline_own_writes);
  g_test_add_func ("/muster/server/sync-cut-off", test_sync_cut_off);
  g_test_add_func ("/muster/server/queue-killed", test_queue_killed);
  g_test_add_func ("/muster/server/library", test_library);
  g_test_add_func ("/muster/server/several-battles", test_several_battles);
  g_test_add_func ("/muster/server/retract", test_retract);
  g_test_add_func ("/muster/server/read-again", test_read_again);
  g_test_add_func ("/muster/server/every-ruleset-campaign", test_every_ruleset_campaign);
  g_test_add_func ("/muster/server/session", test_session);
  g_test_add_func ("/muster/server/unreachable", test_unreachable);
  /* Last: its battles are the latest in Bob's history. */
  g_test_add_func ("/muster/server/written-revision", test_written_revision);

  status = g_test_run ();
  if (have_server)
    mst_test_pg_stop (&pg);
  if (work_dir != NULL)
    mst_test_remove_tree (work_dir);
  mst_test_remove_tree (cache_dir);
  return status;
}
