/* mst-test-pg.h: a real PostgreSQL server for the tests, on 127.0.0.1 at a free port.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  char *dir;          /* data, socket and log, removed at stop */
  char *bindir;       /* the server's programs */
  guint port;
  char *admin_uri;    /* the cluster's owner, on the database "muster" */
  /* The same without its password, for muster-cli, which takes none on
   * its command line: the owner's password is in the password file. */
  char *admin_cli_uri;
  /* A password file (PGPASSFILE, set while the server runs): libpq reads
   * the password of a login from it. */
  char *passfile;
  GSubprocess *postmaster;
} MstTestPg;

/* Starts a new cluster (initdb, then postgres) owned by an unprivileged
 * user when the tests run as root, with SCRAM passwords only, and makes
 * the database "muster".  FALSE, with @why set, when the server programs
 * are not installed; a server that is installed but fails to start is a
 * test failure. */
gboolean  mst_test_pg_start (MstTestPg   *pg,
                             char       **why);
void      mst_test_pg_stop  (MstTestPg   *pg);
/* Kills the server and every process it started with SIGKILL, as a power
 * cut would (the data stays: mst_test_pg_restart() runs crash recovery). */
void      mst_test_pg_kill    (MstTestPg   *pg);
void      mst_test_pg_restart (MstTestPg   *pg);
/* @user's @password in the password file, for muster-cli. */
void      mst_test_pg_add_password (MstTestPg  *pg,
                                    const char *user,
                                    const char *password);
/* postgresql://USER:PASSWORD@127.0.0.1:PORT/muster, without ":PASSWORD"
 * when @password is NULL */
char     *mst_test_pg_uri   (MstTestPg   *pg,
                             const char  *user,
                             const char  *password);

G_END_DECLS
