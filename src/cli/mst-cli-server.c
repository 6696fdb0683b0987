/* mst-cli-server.c: muster-cli server, and campaign --server: a club's PostgreSQL server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program of its own (muster-cli-server, which muster-cli runs for
 * "server"), so that the commands that never talk to a server do not load
 * libpq and the TLS and Kerberos libraries behind it. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "mst-cli-campaign.h"
#include "mst-error.h"
#include "mst-paths.h"
#include "mst-server.h"
#include "mst-server-campaign.h"

enum {
  EXIT_OK = 0,
  EXIT_BAD_INPUT = 2,
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

static int
cmd_init (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("URI"));
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) server = NULL;
  guint before, after = 0;

  g_option_context_set_summary (context,
    _("Creates or migrates Muster’s schema, roles and row-level security in the database at URI, "
      "as the database’s owner. Running it again changes nothing."));
  if (!parse (context, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    {
      g_printerr (_("muster-cli: server init needs one URI (postgresql://USER@HOST:PORT/DATABASE)\n"));
      return EXIT_BAD_INPUT;
    }
  server = mst_server_connect (argv[1], &error);
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

static int
cmd_add_player (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("URI NAME --password PW"));
  g_autoptr(GError) error = NULL;
  g_autoptr(MstServer) server = NULL;
  g_autofree char *password = NULL;
  gboolean game_master = FALSE;
  GOptionEntry entries[] = {
    { "password", 'p', 0, G_OPTION_ARG_STRING, &password,
      N_("The player’s password (\"-\": read one line from standard input)"), N_("PW") },
    { "game-master", 'g', 0, G_OPTION_ARG_NONE, &game_master,
      N_("The player may open campaigns, and is the game master of those"), NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
    _("Creates a player’s login on the server at URI, as the database’s owner, or changes an "
      "existing player’s password and role. The password is sent as a SCRAM verifier, never "
      "in plain text."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!parse (context, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 3 || password == NULL)
    {
      g_printerr (_("muster-cli: server add-player needs URI NAME --password PW\n"));
      return EXIT_BAD_INPUT;
    }
  if (g_str_equal (password, "-"))
    {
      char line[1024];

      if (fgets (line, sizeof line, stdin) == NULL)
        {
          g_printerr (_("muster-cli: no password on standard input\n"));
          return EXIT_BAD_INPUT;
        }
      g_free (password);
      password = g_strdup (g_strchomp (line));
    }
  server = mst_server_connect (argv[1], &error);
  if (server == NULL)
    return fail (error);
  if (!mst_server_add_player (server, argv[2], password, game_master, &error))
    return fail (error);
  return EXIT_OK;
}

/* muster-cli campaign --server URI …: the campaign commands, on the server. */
static MstCampaignBackend *
open_campaigns (const char *uri, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstServer) server = mst_server_connect (uri, error);

  if (server == NULL)
    return NULL;
  return MST_CAMPAIGN_BACKEND (mst_server_campaign_new (server, catalogue, error));
}

static gint64
publish (MstCampaignBackend *server, MstCampaignStore *local, gint64 campaign_id, GError **error)
{
  return mst_server_campaign_publish (MST_SERVER_CAMPAIGN (server), local, campaign_id, error);
}

static const MstCliServerHooks hooks = { open_campaigns, publish };

static void
usage (void)
{
  g_printerr (_("Usage: muster-cli server init URI\n"
                "       muster-cli server add-player URI NAME --password PW [--game-master]\n"));
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
