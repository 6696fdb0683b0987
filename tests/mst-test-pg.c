/* mst-test-pg.c: a real PostgreSQL server for the tests, on 127.0.0.1 at a free port.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "mst-test-pg.h"
#include "mst-test-util.h"

static void launch (MstTestPg *pg);

#define ADMIN "muster_admin"
#define ADMIN_PASSWORD "admin-secret-for-tests"
/* PostgreSQL refuses to run as root: the server runs as "nobody". */
#define UNPRIVILEGED_UID 65534
#define UNPRIVILEGED_GID 65534

static char *
find_bindir (void)
{
  const char *env = g_getenv ("MUSTER_PG_BINDIR");
  g_autofree char *out = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  char *best = NULL;

  if (env != NULL)
    return g_strdup (env);
  if (g_spawn_command_line_sync ("pg_config --bindir", &out, NULL, NULL, NULL) && out != NULL)
    {
      g_autofree char *initdb = g_build_filename (g_strstrip (out), "initdb", NULL);
      if (g_file_test (initdb, G_FILE_TEST_IS_EXECUTABLE))
        return g_strdup (out);
    }
  /* Debian keeps the server's programs out of PATH, one folder a version. */
  dir = g_dir_open ("/usr/lib/postgresql", 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *bin = g_build_filename ("/usr/lib/postgresql", name, "bin", NULL);
      g_autofree char *initdb = g_build_filename (bin, "initdb", NULL);
      if (g_file_test (initdb, G_FILE_TEST_IS_EXECUTABLE) && (best == NULL || g_strcmp0 (bin, best) > 0))
        {
          g_free (best);
          best = g_steal_pointer (&bin);
        }
    }
  return best;
}

static void
drop_privileges (gpointer data)
{
  if (getuid () != 0)
    return;
  if (setgroups (0, NULL) != 0 || setgid (UNPRIVILEGED_GID) != 0 || setuid (UNPRIVILEGED_UID) != 0)
    _exit (126);
}

static guint
free_port (void)
{
  struct sockaddr_in addr = { 0 };
  socklen_t len = sizeof addr;
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  guint port;

  g_assert_cmpint (fd, >=, 0);
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &addr, sizeof addr), ==, 0);
  g_assert_cmpint (getsockname (fd, (struct sockaddr *) &addr, &len), ==, 0);
  port = ntohs (addr.sin_port);
  close (fd);
  return port;
}

static void
give_away (const char *path)
{
  if (getuid () == 0)
    g_assert_cmpint (chown (path, UNPRIVILEGED_UID, UNPRIVILEGED_GID), ==, 0);
}

gboolean
mst_test_pg_start (MstTestPg *pg, char **why)
{
  g_autofree char *data = NULL;
  g_autofree char *pwfile = NULL;
  g_autofree char *initdb = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *conninfo = NULL;
  int status = 0;
  PGconn *conn;
  PGresult *res;

  memset (pg, 0, sizeof *pg);
  pg->bindir = find_bindir ();
  if (pg->bindir == NULL)
    {
      *why = g_strdup ("the PostgreSQL server's programs (initdb, postgres) are not installed");
      return FALSE;
    }
  initdb = g_build_filename (pg->bindir, "initdb", NULL);

  pg->dir = g_dir_make_tmp ("muster-pg-XXXXXX", &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (pg->dir, 0700), ==, 0);
  give_away (pg->dir);
  data = g_build_filename (pg->dir, "data", NULL);
  pwfile = g_build_filename (pg->dir, "pw", NULL);
  g_assert_true (g_file_set_contents (pwfile, ADMIN_PASSWORD "\n", -1, NULL));
  give_away (pwfile);

  {
    const char *argv[] = { initdb, "-D", data, "-U", ADMIN, "--auth=scram-sha-256",
                           "--pwfile", pwfile, "-E", "UTF8", "--no-locale", "--no-sync", NULL };
    g_assert_true (g_spawn_sync (pg->dir, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                                 drop_privileges, NULL, NULL, &err, &status, &error));
    g_assert_no_error (error);
    if (!g_spawn_check_wait_status (status, NULL))
      g_error ("initdb failed: %s", err);
  }

  pg->port = free_port ();
  launch (pg);

  conninfo = g_strdup_printf ("host=127.0.0.1 port=%u user=" ADMIN " password=" ADMIN_PASSWORD
                              " dbname=postgres connect_timeout=2", pg->port);
  conn = PQconnectdb (conninfo);
  g_assert_cmpint (PQstatus (conn), ==, CONNECTION_OK);
  res = PQexec (conn, "CREATE DATABASE muster");
  g_assert_cmpint (PQresultStatus (res), ==, PGRES_COMMAND_OK);
  PQclear (res);
  PQfinish (conn);

  pg->admin_uri = mst_test_pg_uri (pg, ADMIN, ADMIN_PASSWORD);
  pg->admin_cli_uri = mst_test_pg_uri (pg, ADMIN, NULL);
  {
    g_autofree char *dir = g_dir_make_tmp ("muster-pgpass-XXXXXX", &error);

    g_assert_no_error (error);
    pg->passfile = g_build_filename (dir, "pgpass", NULL);
    g_assert_true (g_file_set_contents_full (pg->passfile, "", 0, G_FILE_SET_CONTENTS_NONE, 0600, NULL));
    g_setenv ("PGPASSFILE", pg->passfile, TRUE);
  }
  mst_test_pg_add_password (pg, ADMIN, ADMIN_PASSWORD);
  return TRUE;
}

void
mst_test_pg_add_password (MstTestPg *pg, const char *user, const char *password)
{
  g_autofree char *old = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (pg->passfile, &old, NULL, NULL));
  text = g_strdup_printf ("%s127.0.0.1:%u:*:%s:%s\n", old, pg->port, user, password);
  g_assert_true (g_file_set_contents_full (pg->passfile, text, -1, G_FILE_SET_CONTENTS_NONE, 0600, NULL));
}

/* Starts postgres on the cluster in pg->dir and waits for it to answer. */
static void
launch (MstTestPg *pg)
{
  g_autofree char *data = g_build_filename (pg->dir, "data", NULL);
  g_autofree char *log = g_build_filename (pg->dir, "log", NULL);
  g_autofree char *postgres = g_build_filename (pg->bindir, "postgres", NULL);
  g_autofree char *port_s = g_strdup_printf ("%u", pg->port);
  g_autofree char *conninfo = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) error = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_set_child_setup (launcher, drop_privileges, NULL, NULL);
  g_subprocess_launcher_set_stdout_file_path (launcher, log);
  g_subprocess_launcher_set_stderr_file_path (launcher, log);
  give_away (pg->dir);
  pg->postmaster = g_subprocess_launcher_spawn (launcher, &error, postgres, "-D", data,
                                                "-h", "127.0.0.1", "-p", port_s, "-k", pg->dir,
                                                "-c", "password_encryption=scram-sha-256",
                                                "-c", "fsync=off",
                                                "-c", "full_page_writes=off",
                                                "-c", "max_connections=80",
                                                "-c", "shared_buffers=16MB", NULL);
  g_assert_no_error (error);

  conninfo = g_strdup_printf ("host=127.0.0.1 port=%u user=" ADMIN " password=" ADMIN_PASSWORD
                              " dbname=postgres connect_timeout=2", pg->port);
  for (int i = 0; PQping (conninfo) != PQPING_OK; i++)
    {
      /* The child watch runs in the main context: let it notice an exit. */
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (i > 300 || g_subprocess_get_identifier (pg->postmaster) == NULL)
        {
          g_autofree char *text = NULL;
          g_file_get_contents (log, &text, NULL, NULL);
          g_error ("the test server did not start: %s", text != NULL ? text : "(no log)");
        }
      g_usleep (100 * 1000);
    }
}

/* The processes whose parent is @parent. */
static GArray *
children_of (GPid parent)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  GArray *pids = g_array_new (FALSE, FALSE, sizeof (GPid));
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *stat = NULL;
      const char *after;
      int ppid = 0;

      if (!g_ascii_isdigit (name[0]))
        continue;
      path = g_build_filename ("/proc", name, "stat", NULL);
      if (!g_file_get_contents (path, &stat, NULL, NULL))
        continue;
      /* pid (comm) state ppid …; comm may hold spaces and parentheses. */
      after = strrchr (stat, ')');
      if (after != NULL && sscanf (after + 1, " %*c %d", &ppid) == 1 && ppid == parent)
        {
          GPid pid = atoi (name);
          g_array_append_val (pids, pid);
        }
    }
  return pids;
}

void
mst_test_pg_kill (MstTestPg *pg)
{
  g_autoptr(GArray) children = NULL;
  GPid postmaster;

  g_assert_nonnull (pg->postmaster);
  postmaster = atoi (g_subprocess_get_identifier (pg->postmaster));
  children = children_of (postmaster);
  /* Every process at once, as a power cut would: none shuts down cleanly. */
  kill (postmaster, SIGKILL);
  for (guint i = 0; i < children->len; i++)
    kill (g_array_index (children, GPid, i), SIGKILL);
  g_subprocess_wait (pg->postmaster, NULL, NULL);
  g_clear_object (&pg->postmaster);
  for (guint i = 0; i < children->len; i++)
    for (int n = 0; n < 500 && (kill (g_array_index (children, GPid, i), 0) == 0 || errno != ESRCH); n++)
      g_usleep (10 * 1000);
}

void
mst_test_pg_restart (MstTestPg *pg)
{
  g_assert_null (pg->postmaster);
  launch (pg);
}

char *
mst_test_pg_uri (MstTestPg *pg, const char *user, const char *password)
{
  if (password == NULL)
    return g_strdup_printf ("postgresql://%s@127.0.0.1:%u/muster", user, pg->port);
  return g_strdup_printf ("postgresql://%s:%s@127.0.0.1:%u/muster", user, password, pg->port);
}

void
mst_test_pg_stop (MstTestPg *pg)
{
  if (pg->postmaster != NULL)
    {
      /* Fast shutdown: the sessions are ended, nothing waits for them. */
      g_subprocess_send_signal (pg->postmaster, SIGINT);
      g_subprocess_wait (pg->postmaster, NULL, NULL);
      g_clear_object (&pg->postmaster);
    }
  if (pg->dir != NULL)
    mst_test_remove_tree (pg->dir);
  g_clear_pointer (&pg->dir, g_free);
  g_clear_pointer (&pg->bindir, g_free);
  g_clear_pointer (&pg->admin_uri, g_free);
  g_clear_pointer (&pg->admin_cli_uri, g_free);
  if (pg->passfile != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (pg->passfile);

      g_unlink (pg->passfile);
      g_rmdir (dir);
      g_unsetenv ("PGPASSFILE");
    }
  g_clear_pointer (&pg->passfile, g_free);
}
