/* mst-cli-server.c: muster-cli server, and campaign --server: a club's PostgreSQL server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program of its own (muster-cli-server, which muster-cli runs for
 * "server"), so that the commands that never talk to a server do not load
 * libpq and the TLS and Kerberos libraries behind it. */
#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <locale.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "mst-cli.h"
#include "mst-cli-campaign.h"
#include "mst-campaign-view.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-paths.h"
#include "mst-server.h"
#include "mst-club-backend.h"
#include "mst-server-cache.h"
#include "mst-server-campaign.h"

enum {
  EXIT_OK = 0,
  EXIT_BAD_INPUT = 2,
  EXIT_CONFLICT = 3,
  EXIT_NOT_ALLOWED = 4,
};

static int
fail (const GError *error)
{
  g_printerr ("muster-cli: %s\n", error->message);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    return EXIT_NOT_ALLOWED;
  return EXIT_BAD_INPUT;
}

static gboolean
parse (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("muster-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean   read_password_file (const char *file, GError **error);
static MstServer *connect_login      (const char *uri, GError **error);

static int
cmd_init (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("URI"));
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) server = NULL;
  g_autofree char *password_file = NULL;
  guint before, after = 0;
  GOptionEntry entries[] = {
    { "password-file", 'p', 0, G_OPTION_ARG_FILENAME, &password_file,
      N_("The owner’s password, the first line of FILE (“-”: standard input); without it, PGPASSWORD, the "
         "password file, or typed when asked"), N_("FILE") },
    { NULL }
  };

  g_option_context_set_summary (context,
    _("Creates or migrates Muster’s schema, roles and row-level security in the database at URI, "
      "as the database’s owner. Running it again changes nothing."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!parse (context, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    {
      g_printerr (_("muster-cli: server init needs one URI (postgresql://USER@HOST:PORT/DATABASE)\n"));
      return EXIT_BAD_INPUT;
    }
  if (password_file != NULL && !read_password_file (password_file, &error))
    return fail (error);
  server = connect_login (argv[1], &error);
  if (server == NULL)
    return fail (error);
  before = mst_server_get_schema_version (server, &error);
  if (error != NULL)
    return fail (error);
  if (!mst_server_setup (server, &after, &error))
    return fail (error);
  /* Machine-readable, like every muster-cli output: never translated. */
  if (before == after)
    g_print ("schema %u: up to date\n", after);
  else
    g_print ("schema %u: migrated from %u\n", after, before);
  return EXIT_OK;
}

/* One line of @stream, its line break taken off; NULL at its end. */
static char *
read_line (FILE *stream)
{
  g_autoptr(GString) line = g_string_new (NULL);
  int c;

  while ((c = fgetc (stream)) != EOF && c != '\n')
    g_string_append_c (line, (char) c);
  if (c == EOF && line->len == 0)
    return NULL;
  if (line->len > 0 && line->str[line->len - 1] == '\r')
    g_string_truncate (line, line->len - 1);
  return g_string_free (g_steal_pointer (&line), FALSE);
}

/* Asks on the terminal, the typing not shown. */
static char *
prompt_hidden (const char *prompt)
{
  struct termios old, quiet;
  gboolean hidden;
  char *line;

  g_printerr ("%s", prompt);
  hidden = tcgetattr (STDIN_FILENO, &old) == 0;
  if (hidden)
    {
      quiet = old;
      quiet.c_lflag &= ~(tcflag_t) ECHO;
      tcsetattr (STDIN_FILENO, TCSAFLUSH, &quiet);
    }
  line = read_line (stdin);
  if (hidden)
    tcsetattr (STDIN_FILENO, TCSAFLUSH, &old);
  g_printerr ("\n");
  return line;
}

/* The new player's password, never from the command line (where every
 * user of the machine sees it in ps): the first line of @file ("-":
 * standard input), or typed twice at the terminal. */
static char *
new_password (const char *file, GError **error)
{
  g_autofree char *again = NULL;
  char *password;

  if (file != NULL)
    {
      FILE *in = g_str_equal (file, "-") ? stdin : g_fopen (file, "r");

      if (in == NULL)
        {
          int saved = errno;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: %s"), file, g_strerror (saved));
          return NULL;
        }
      password = read_line (in);
      if (in != stdin)
        fclose (in);
      if (password == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: there is no password in it"),
                     g_str_equal (file, "-") ? _("standard input") : file);
      return password;
    }
  if (!isatty (STDIN_FILENO))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("give the player’s password in a file (--password-file FILE, “-” for standard "
                             "input), or run this at a terminal to type it"));
      return NULL;
    }
  password = prompt_hidden (_("The player’s password: "));
  again = prompt_hidden (_("The same again: "));
  if (password == NULL || again == NULL || !g_str_equal (password, again))
    {
      g_free (password);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("the two passwords typed differ"));
      return NULL;
    }
  return password;
}

/* The login's password for this run: the first line of --password-file,
 * or typed at the terminal once the server asked for one; NULL: libpq
 * finds it (PGPASSWORD, the password file ~/.pgpass) or the server asks
 * none. */
static char *login_password;

static gboolean
read_password_file (const char *file, GError **error)
{
  FILE *in;

  in = g_str_equal (file, "-") ? stdin : g_fopen (file, "r");
  if (in == NULL)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: %s"), file, g_strerror (saved));
      return FALSE;
    }
  g_free (login_password);
  login_password = read_line (in);
  if (in != stdin)
    fclose (in);
  if (login_password == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: there is no password in it"),
                   g_str_equal (file, "-") ? _("standard input") : file);
      return FALSE;
    }
  return TRUE;
}

/* An address given on the command line holds no password: any user of
 * the machine reads it in the list of processes. */
static gboolean
check_address (const char *uri, GError **error)
{
  g_autofree char *shown = NULL;

  if (!mst_server_address_has_password (uri))
    return TRUE;
  shown = mst_server_redact_address (uri);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("%s: the address holds a password, which anyone on this computer can read on the command "
                 "line: give the address without it, and the password in PGPASSWORD, in the password file "
                 "(~/.pgpass), with --password-file FILE, or typed when asked"),
               shown);
  return FALSE;
}

static gboolean
login (const char *uri, const char *password_file, GError **error)
{
  return check_address (uri, error) && (password_file == NULL || read_password_file (password_file, error));
}

/* Connects as the login in @uri, with the password this run has, or one
 * typed at the terminal when the server asks for it. */
static MstServer *
connect_login (const char *uri, GError **error)
{
  g_autoptr(GError) first = NULL;
  gboolean needs = FALSE;
  MstServer *server;

  if (!check_address (uri, error))
    return NULL;
  server = mst_server_connect_full (uri, login_password, &needs, &first);
  if (server != NULL || !needs || login_password != NULL)
    {
      if (server == NULL)
        g_propagate_error (error, g_steal_pointer (&first));
      return server;
    }
  if (!isatty (STDIN_FILENO))
    {
      /* TRANSLATORS: the server's refusal, then how to give the password */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("%s (give the password in PGPASSWORD, in the password file ~/.pgpass, with --password-file "
                     "FILE, or run this at a terminal to type it)"),
                   first->message);
      return NULL;
    }
  {
    g_autofree char *shown = mst_server_redact_address (uri);
    /* TRANSLATORS: asked at the terminal when the server wants a password; the server's address */
    g_autofree char *prompt = g_strdup_printf (_("Password for %s: "), shown);

    login_password = prompt_hidden (prompt);
  }
  if (login_password == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&first));
      return NULL;
    }
  return mst_server_connect_full (uri, login_password, NULL, error);
}

static int
cmd_add_player (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("URI NAME [--password-file FILE]"));
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) server = NULL;
  g_autofree char *password_file = NULL;
  g_autofree char *password = NULL;
  gboolean game_master = FALSE;
  GOptionEntry entries[] = {
    { "password-file", 'p', 0, G_OPTION_ARG_FILENAME, &password_file,
      N_("The player’s password, the first line of FILE (“-”: standard input); without it, typed at the terminal"),
      N_("FILE") },
    { "game-master", 'g', 0, G_OPTION_ARG_NONE, &game_master,
      N_("The player may open campaigns, and is the game master of those"), NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
    _("Creates a player’s login on the server at URI, as the database’s owner, or changes an "
      "existing player’s password and role. The password is sent as a SCRAM verifier, never "
      "in plain text, and is never taken from the command line."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!parse (context, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 3)
    {
      g_printerr (_("muster-cli: server add-player needs URI NAME\n"));
      return EXIT_BAD_INPUT;
    }
  password = new_password (password_file, &error);
  if (password == NULL)
    {
      g_printerr ("muster-cli: %s\n", error->message);
      return EXIT_BAD_INPUT;
    }
  server = connect_login (argv[1], &error);
  if (server == NULL)
    return fail (error);
  if (!mst_server_add_player (server, argv[2], password, game_master, &error))
    return fail (error);
  return EXIT_OK;
}

/* muster-cli campaign --server URI …: the campaign commands, on the
 * server, else on the copy kept of it (MstClubBackend, as the app). */
static MstCampaignBackend *
open_campaigns (const char *uri, MstCatalogue *catalogue, gboolean offline, gboolean queue, GError **error)
{
  MstClubBackend *club;

  if (!check_address (uri, error))
    return NULL;
  club = mst_club_backend_new (uri, NULL, catalogue, error);
  if (club == NULL)
    return NULL;
  /* One connection for the run, the password typed when asked. */
  mst_club_backend_set_opener (club, connect_login);
  mst_club_backend_set_offline_only (club, offline);
  mst_club_backend_set_queue_writes (club, queue);
  return MST_CAMPAIGN_BACKEND (club);
}

static gint64
publish (MstCampaignBackend *club, MstCampaignStore *local, gint64 campaign_id, GError **error)
{
  return mst_club_backend_publish (MST_CLUB_BACKEND (club), local, campaign_id, error);
}

static gint64
answered_from_copy (MstCampaignBackend *club, const char **why)
{
  if (why != NULL)
    *why = mst_club_backend_get_unreachable_message (MST_CLUB_BACKEND (club));
  return mst_club_backend_get_copy_taken (MST_CLUB_BACKEND (club));
}

static gboolean
keep (MstCampaignBackend *club, gint64 campaign_id, gboolean with_archived, GError **error)
{
  return mst_club_backend_keep_copies (MST_CLUB_BACKEND (club), campaign_id, with_archived, error);
}

/* One queued write: STATE, its number in the queue, the force, what it
 * is, and the id the server gave it or the server's message. */
static void
print_write (const MstQueuedWrite *w)
{
  g_autofree char *detail = NULL;

  if (w->state == MST_QUEUED_WRITE_SENT && w->delivered_before)
    {
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, w->server_id);

      /* TRANSLATORS: a queued write's id on the server, found there: sent by a sync cut off before it heard back */
      detail = g_strdup_printf (_("%s (on the server already: sent by a sync cut off before it heard back)"), id);
    }
  else if (w->state == MST_QUEUED_WRITE_SENT)
    detail = g_strdup_printf ("%" G_GINT64_FORMAT, w->server_id);
  else
    detail = g_strdup (w->message != NULL ? w->message : "");
  g_strdelimit (detail, "\t\n\r", ' ');
  g_print ("%s\t%" G_GINT64_FORMAT "\t%" G_GINT64_FORMAT "\t%s\t%s\n", mst_queued_write_state_to_string (w->state),
           w->id, w->force_id, w->what, detail);
}

/* campaign sync: the queue sent, each write's fate printed, and the copies
 * of the campaigns it wrote to read again.  campaign queue: the queue. */
static int
sync_queue (const char *uri, MstCatalogue *catalogue, gboolean send)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCache) cache = mst_server_cache_new (uri, catalogue, &error);
  g_autoptr(MstServer) server = NULL;
  g_autoptr(MstServerCampaign) campaigns = NULL;
  g_autoptr(GPtrArray) writes = NULL;
  g_autoptr(GError) keep_error = NULL;
  gboolean conflict = FALSE, not_allowed = FALSE, kept = FALSE;

  if (cache == NULL)
    return fail (error);
  if (!send)
    {
      writes = mst_server_cache_list_queue (cache, &error);
      if (writes == NULL)
        return fail (error);
      for (guint i = 0; i < writes->len; i++)
        print_write (g_ptr_array_index (writes, i));
      return EXIT_OK;
    }

  server = connect_login (uri, &error);
  if (server == NULL)
    return fail (error);
  campaigns = mst_server_campaign_new (server, catalogue, &error);
  if (campaigns == NULL)
    return fail (error);
  writes = mst_server_cache_flush (cache, campaigns, &error);
  if (writes == NULL)
    return fail (error);

  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      print_write (w);
      conflict |= w->state == MST_QUEUED_WRITE_CONFLICT;
      not_allowed |= w->state == MST_QUEUED_WRITE_NOT_ALLOWED;
      kept |= w->state != MST_QUEUED_WRITE_SENT;
    }
  /* The copies as the server has them now, the writes sent included. */
  if (!mst_server_cache_keep_sent (cache, campaigns, writes, &keep_error))
    g_printerr (_("muster-cli: no copy kept for when the server cannot be reached: %s\n"), keep_error->message);
  if (conflict)
    return EXIT_CONFLICT;
  if (not_allowed)
    return EXIT_NOT_ALLOWED;
  return kept ? EXIT_BAD_INPUT : EXIT_OK;
}

/* campaign queue drop N: the write's line on stderr, a battle's record on
 * stdout.  Nothing the player wrote is lost with it: the record is kept in
 * a file under the data folder before the write leaves the queue (the
 * write stays when it cannot be), and a record that cannot be printed is
 * said, with where it is kept. */
static int
drop_queued (const char *uri, MstCatalogue *catalogue, gint64 id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCache) cache = mst_server_cache_new (uri, catalogue, &error);
  g_autoptr(MstQueuedWrite) w = NULL;
  g_autofree char *battle = NULL;
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autofree char *kept = mst_server_cache_dropped_battle_path (id);

  if (cache == NULL)
    return fail (error);
  w = mst_server_cache_drop_queued (cache, id, kept, &battle, &error);
  if (w == NULL)
    return fail (error);
  /* TRANSLATORS: the number of a write in the queue, what it was ("battle Talavera"), its state ("conflict") */
  g_printerr (_("muster-cli: dropped write %s (%s, %s) from the queue\n"), id_s, w->what,
              mst_queued_write_state_to_string (w->state));
  if (battle == NULL)
    return EXIT_OK;
  /* TRANSLATORS: a file */
  g_printerr (_("muster-cli: the battle’s record is kept in %s\n"), kept);
  if (fputs (battle, stdout) == EOF || fflush (stdout) != 0)
    {
      int saved = errno;

      /* TRANSLATORS: why, then a file */
      g_printerr (_("muster-cli: the battle’s record could not be printed (%s); it is kept in %s\n"),
                  g_strerror (saved), kept);
      return EXIT_BAD_INPUT;
    }
  return EXIT_OK;
}

/* library --server URI: the login's own library of forces on the server */

/* After a read or a write on the server: the copy of the library kept
 * here (a failure only warned of). */
static void
keep_library (MstServerCampaign *server, const char *uri)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCache) cache = mst_server_cache_new (uri, NULL, &error);

  if (cache == NULL || !mst_server_cache_keep_library (cache, server, &error))
    /* TRANSLATORS: why */
    g_printerr (_("muster-cli: warning: no copy of your library on the server is kept here: %s\n"), error->message);
}

/* The copy kept here, said on stderr with its date (@why: the server's
 * error, or NULL when --offline asked for it); NULL when none is kept. */
static MstServerCache *
library_copy (const char *uri, const GError *why)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServerCache) cache = mst_server_cache_new (uri, NULL, &error);
  g_autofree char *date = NULL;
  gint64 taken = 0;

  if (cache == NULL)
    {
      fail (error);
      return NULL;
    }
  taken = mst_server_cache_get_library_taken (cache);
  if (taken == 0)
    {
      if (why != NULL)
        g_printerr ("muster-cli: %s\n", why->message);
      /* TRANSLATORS: HOST:PORT */
      g_printerr (_("muster-cli: no copy of your library on %s is kept here: it is kept when it is read from the "
                    "server\n"), mst_server_cache_get_address (cache));
      return NULL;
    }
  date = mst_campaign_view_copy_date (taken);
  if (why != NULL)
    /* TRANSLATORS: HOST:PORT, then the date and time the copy was read from the server */
    g_printerr (_("muster-cli: %s cannot be reached; showing the copy of %s\n"), mst_server_cache_get_address (cache),
                date);
  else
    /* TRANSLATORS: HOST:PORT, then the date and time the copy was read from the server */
    g_printerr (_("muster-cli: offline: showing the copy of %s from %s\n"), mst_server_cache_get_address (cache),
                date);
  return g_steal_pointer (&cache);
}

static void
print_library (GPtrArray *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);

      g_print ("%" G_GINT64_FORMAT "\t%s\t%s\t%" G_GINT64_FORMAT "\n", e->id, e->name, e->list_id, e->revision);
    }
}

/* Force @data written to @path as a file of its own, carrying @revision. */
static int
export_data (const char *data, gint64 revision, const char *path, gboolean overwrite, const char *where)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCatalogue) catalogue = mst_cli_load_catalogue ();
  g_autoptr(MstForce) force = NULL;

  /* Written as the library's export writes, over nothing it should not. */
  if (!mst_cli_check_output (path, overwrite, (const char *[]) { NULL }))
    return EXIT_BAD_INPUT;
  force = mst_force_open_data (data, strlen (data), where, catalogue, &error);
  if (force == NULL)
    return fail (error);
  mst_force_set_revision (force, revision);
  if (!mst_force_save_shared_file (force, catalogue, path, &error))
    return fail (error);
  return EXIT_OK;
}

static int
library_exit (const GError *error)
{
  int status = fail (error);

  return g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT) ? EXIT_CONFLICT : status;
}

static int
cmd_library (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (
    _("list | import FILE | export ID FILE | update ID FILE | delete ID  --server URI"));
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) connection = NULL;
  g_autoptr(MstServerCampaign) server = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *password_file = NULL;
  gboolean offline = FALSE, overwrite = FALSE;
  gint64 revision = 0, id = 0;
  const char *verb;
  GOptionEntry entries[] = {
    { "server", 0, 0, G_OPTION_ARG_STRING, &uri, N_("Your library on the club server at URI"), N_("URI") },
    { "password-file", 0, 0, G_OPTION_ARG_FILENAME, &password_file,
      N_("The login’s password, the first line of FILE (“-”: standard input)"), N_("FILE") },
    { "offline", 0, 0, G_OPTION_ARG_NONE, &offline, N_("list, export: read the copy kept here"), NULL },
    { "revision", 0, 0, G_OPTION_ARG_INT64, &revision,
      N_("update, delete: the revision the force was read at (update: else the file’s)"), N_("N") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("export: replace FILE if it exists"), NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
    _("Your own library of forces on the club’s server, beside this computer’s: yours alone, the same on every "
      "computer you use. list prints ID, NAME, LIST-ID, REVISION; a change is made on the revision read, or "
      "refused (exit 3). What is read is kept here too, for --offline and when the server cannot be reached."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!parse (context, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (uri == NULL || argc < 2)
    {
      g_printerr (_("muster-cli: library --server URI needs one of: list, import, export, update, delete\n"));
      return EXIT_BAD_INPUT;
    }
  verb = argv[1];
  if (!login (uri, password_file, &error))
    return fail (error);
  if ((g_str_equal (verb, "export") || g_str_equal (verb, "update") || g_str_equal (verb, "delete")) &&
      (argc < 3 || !mst_cli_parse_force_id (argv[2], &id)))
    return EXIT_BAD_INPUT;

  if (!offline)
    {
      connection = connect_login (uri, &error);
      if (connection != NULL)
        server = mst_server_campaign_new (connection, NULL, &error);
    }
  /* Reads: the copy kept here when the server cannot be reached. */
  if ((g_str_equal (verb, "list") && argc == 2) || (g_str_equal (verb, "export") && argc == 4))
    {
      g_autoptr(MstServerCache) cache = NULL;

      if (server != NULL)
        {
          if (g_str_equal (verb, "list"))
            {
              g_autoptr(GPtrArray) list = mst_server_campaign_list_library (server, NULL, &error);

              if (list == NULL)
                return fail (error);
              keep_library (server, uri);
              print_library (list);
              return EXIT_OK;
            }
          else
            {
              g_autofree char *data = mst_server_campaign_get_library_data (server, id, &revision, &error);

              if (data == NULL)
                return fail (error);
              keep_library (server, uri);
              return export_data (data, revision, argv[3], overwrite, uri);
            }
        }
      if (!offline && !mst_campaign_backend_is_unreachable (error))
        return fail (error);
      cache = library_copy (uri, error);
      g_clear_error (&error);
      if (cache == NULL)
        return EXIT_BAD_INPUT;
      if (g_str_equal (verb, "list"))
        {
          g_autoptr(GPtrArray) list = mst_server_cache_list_library (cache, NULL, &error);

          if (list == NULL)
            return fail (error);
          print_library (list);
          return EXIT_OK;
        }
      {
        g_autofree char *data = mst_server_cache_get_library_data (cache, id, &revision, &error);

        if (data == NULL)
          return fail (error);
        return export_data (data, revision, argv[3], overwrite, mst_server_cache_get_path (cache));
      }
    }
  if (offline)
    {
      /* TRANSLATORS: a verb of library */
      g_printerr (_("muster-cli: library %s changes the server’s library: it is not done --offline\n"), verb);
      return EXIT_BAD_INPUT;
    }
  if (server == NULL)
    return fail (error);

  if ((g_str_equal (verb, "import") && argc == 3) || (g_str_equal (verb, "update") && argc == 4))
    {
      g_autoptr(MstCatalogue) catalogue = mst_cli_load_catalogue ();
      const char *path = argv[argc - 1];
      g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
      gint64 made;

      if (force == NULL)
        return fail (error);
      if (g_str_equal (verb, "import"))
        made = mst_server_campaign_add_to_library (server, force, &error);
      else
        {
          gint64 base = revision != 0 ? revision : mst_force_get_revision (force);

          if (base == 0)
            {
              /* TRANSLATORS: a file */
              g_printerr (_("muster-cli: %s carries no revision: export the force first, or give the one it was "
                            "read at with --revision N\n"), path);
              return EXIT_BAD_INPUT;
            }
          made = mst_server_campaign_update_library (server, id, force, base, &error);
        }
      if (made == 0)
        return library_exit (error);
      keep_library (server, uri);
      /* import: the new force's id; update: its new revision. */
      g_print ("%" G_GINT64_FORMAT "\n", made);
      return EXIT_OK;
    }
  if (g_str_equal (verb, "delete") && argc == 3)
    {
      if (revision == 0)
        {
          g_printerr (_("muster-cli: library delete --server needs the revision the force was read at: --revision N\n"));
          return EXIT_BAD_INPUT;
        }
      if (!mst_server_campaign_delete_from_library (server, id, revision, &error))
        return library_exit (error);
      keep_library (server, uri);
      return EXIT_OK;
    }
  /* TRANSLATORS: what was asked */
  g_printerr (_("muster-cli: library: unknown use “%s”; see muster-cli library --help\n"), verb);
  return EXIT_BAD_INPUT;
}

static const MstCliServerHooks hooks = { open_campaigns, publish, answered_from_copy, keep, sync_queue,
                                         drop_queued, login };

static void
usage (void)
{
  g_printerr (_("Usage: muster-cli server init URI\n"
                "       muster-cli server add-player URI NAME [--password-file FILE] [--game-master]\n"));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* argv: muster-cli-server campaign … --server URI (as muster-cli passes it) */
  if (argc >= 2 && g_str_equal (argv[1], "campaign"))
    {
      mst_cli_campaign_set_server_hooks (&hooks);
      return mst_cli_campaign (argc - 1, argv + 1);
    }
  /* argv: muster-cli-server library … --server URI (as muster-cli passes it) */
  if (argc >= 2 && g_str_equal (argv[1], "library"))
    return cmd_library (argc - 1, argv + 1);
  /* argv: muster-cli-server server COMMAND … (as muster-cli passes it) */
  if (argc >= 2 && g_str_equal (argv[1], "server"))
    argc--, argv++;
  if (argc < 2)
    {
      usage ();
      return EXIT_BAD_INPUT;
    }
  if (g_str_equal (argv[1], "init"))
    return cmd_init (argc - 1, argv + 1);
  if (g_str_equal (argv[1], "add-player"))
    return cmd_add_player (argc - 1, argv + 1);
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      usage ();
      return EXIT_OK;
    }
  g_printerr (_("muster-cli: unknown server command “%s” (init or add-player)\n"), argv[1]);
  return EXIT_BAD_INPUT;
}
