/* main.c: muster, the GNOME application.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "mst-paths.h"

#include "mst-application.h"

int
main (int argc, char **argv)
{
  g_autoptr(MstApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = mst_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
