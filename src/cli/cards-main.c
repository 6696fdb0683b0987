/* cards-main.c: muster-cli-cards, the roster-cards command that muster-cli runs.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "mst-data-text.h"
#include "mst-paths.h"

#include "mst-cli.h"
#include "mst-cli-cards.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (g_getenv ("MUSTER_UNTRANSLATED") != NULL)
    mst_data_text_set_translated (FALSE);
  /* Run as muster-cli-cards cards FORCE …: the command's own arguments. */
  if (argc < 2)
    return MST_CLI_BAD_INPUT;
  g_set_prgname ("cards");
  return mst_cli_cards (argc - 1, argv + 1);
}
