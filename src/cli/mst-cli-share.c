/* mst-cli-share.c: muster-cli export and import: text rosters and share codes.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-cli-share.h"
#include "mst-roster-text.h"
#include "mst-share-code.h"

/* Writes @text to @output (or standard output), never over a file that is
 * there already unless @force says so. */
static int
write_out (const char *output, gboolean force, const char *input, const char *text)
{
  g_autoptr(GError) error = NULL;

  if (output == NULL || g_str_equal (output, "-"))
    {
      fputs (text, stdout);
      return fflush (stdout) == 0 ? MST_CLI_OK : MST_CLI_BAD_INPUT;
    }
  if (!mst_cli_check_output (output, force, (const char *[]) { input, NULL }))
    return MST_CLI_BAD_INPUT;
  if (!mst_file_replace (output, text, -1, &error))
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  return MST_CLI_OK;
}

int
mst_cli_export (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *format = NULL;
  g_autofree char *output = NULL;
  g_autofree char *text = NULL;
  gboolean overwrite = FALSE;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      N_("text, markdown, code or muster (default: text)"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("The file to write (default: standard output)"), N_("FILE") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("Replace FILE if it exists"), NULL },
    { NULL }
  };

  if (!mst_cli_parse_options (_("FORCE.muster"),
                              _("Writes a force as a text or Markdown roster, as a one-line share code, or as a "
                                "force file to send. A force on a list of your own carries the list."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("export needs one force file"));
      return MST_CLI_BAD_INPUT;
    }
  if (format != NULL && !g_str_equal (format, "text") && !g_str_equal (format, "markdown")
      && !g_str_equal (format, "code") && !g_str_equal (format, "muster"))
    {
      mst_cli_fail (_("unknown format “%s” (text, markdown, code or muster)"), format);
      return MST_CLI_BAD_INPUT;
    }

  catalogue = mst_cli_load_catalogue ();
  force = mst_cli_load_force_with_list (catalogue, argv[1]);
  if (force == NULL)
    return MST_CLI_BAD_INPUT;

  if (format != NULL && g_str_equal (format, "code"))
    {
      g_autofree char *code = mst_share_code_encode (force, catalogue);

      text = g_strconcat (code, "\n", NULL);
      if (strlen (code) > MST_SHARE_CODE_CHAT_MAX)
        mst_cli_fail (_("this share code is %u characters long, more than a chat message takes (%d), because "
                        "the force carries its list: send the force file instead "
                        "(muster-cli export --format muster %s -o FILE)"),
                      (guint) strlen (code), MST_SHARE_CODE_CHAT_MAX, argv[1]);
    }
  else if (format != NULL && g_str_equal (format, "muster"))
    text = mst_force_to_shared_data (force, catalogue, NULL);
  else
    text = mst_roster_text_write (force, catalogue, format != NULL && g_str_equal (format, "markdown")
                                         ? MST_ROSTER_MARKDOWN : MST_ROSTER_TEXT);
  return write_out (output, overwrite, argv[1], text);
}

int
mst_cli_import (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *format = NULL;
  g_autofree char *output = NULL;
  g_autofree char *code = NULL;
  g_autofree char *contents = NULL;
  gsize len = 0;
  gboolean overwrite = FALSE;
  gboolean add_list = FALSE;
  const char *input = NULL;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("text (a roster, plain or Markdown)"), N_("FORMAT") },
    { "code", 'c', 0, G_OPTION_ARG_STRING, &code,
      N_("A share code (“-”: read it from standard input, as a QR reader gives it)"), N_("CODE") },
    { "add-list", 0, 0, G_OPTION_ARG_NONE, &add_list,
      N_("Add the list the force carries to your lists (never replacing one)"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The force file to write"), N_("FORCE.muster") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("Replace the force file if it exists"), NULL },
    { NULL }
  };

  if (!mst_cli_parse_options (_("[--format text FILE | --code CODE] -o FORCE.muster"),
                              _("Makes a force file from a text roster or a share code. "
                                "FILE “-” reads standard input."),
                              entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (output == NULL)
    {
      mst_cli_fail (_("import needs -o FORCE.muster"));
      return MST_CLI_BAD_INPUT;
    }
  if ((code == NULL) == (argc != 2) || argc > 2)
    {
      mst_cli_fail (_("import needs either a roster file or --code CODE"));
      return MST_CLI_BAD_INPUT;
    }
  if (format != NULL && !g_str_equal (format, "text"))
    {
      mst_cli_fail (_("unknown format “%s” (text)"), format);
      return MST_CLI_BAD_INPUT;
    }

  catalogue = mst_cli_load_catalogue ();
  if (code != NULL && g_str_equal (code, "-"))
    {
      g_clear_pointer (&code, g_free);
      if (!mst_cli_read_input ("/dev/stdin", &code, &len, &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
    }
  if (code != NULL)
    force = mst_share_code_decode (code, catalogue, &error);
  else
    {
      input = argv[1];
      if (!mst_cli_read_input (g_str_equal (input, "-") ? "/dev/stdin" : input, &contents, &len, &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      force = mst_roster_text_parse (contents, len, g_str_equal (input, "-") ? _("standard input") : input,
                                       catalogue, &error);
    }
  if (force == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }

  if (!mst_cli_check_output (output, overwrite, (const char *[]) { input, NULL }))
    return MST_CLI_BAD_INPUT;
  /* A list the force carries is offered, and added only when asked: the
   * force file keeps it meanwhile, and opens with its numbers. */
  if (mst_carried_list_is_new (force, catalogue))
    {
      if (add_list)
        {
          g_autofree char *message = NULL;
          g_autoptr(MstForce) added = mst_carried_list_add (force, catalogue, NULL, &message, &error);

          if (added == NULL)
            {
              mst_cli_fail ("%s", error->message);
              return MST_CLI_BAD_INPUT;
            }
          g_set_object (&force, added);
          if (message != NULL)
            g_printerr ("%s\n", message);
        }
      else
        {
          g_autofree char *offer = mst_carried_list_describe (force, catalogue);
          g_printerr (_("%s To add it, import again with --add-list.\n"), offer);
        }
    }
  if (!mst_force_save_file (force, output, &error))
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  return MST_CLI_OK;
}
