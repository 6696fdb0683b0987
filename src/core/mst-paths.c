/* mst-paths.c: where Muster finds its data and keeps the user's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-paths.h"

const char *
mst_paths_get_data_dir (void)
{
  const char *env = g_getenv ("MUSTER_DATA_DIR");

  if (env != NULL && env[0] != '\0')
    return env;
  return MUSTER_PKGDATADIR;
}

char *
mst_paths_get_schema_file (const char *basename)
{
  return g_build_filename (mst_paths_get_data_dir (), "schemas", basename, NULL);
}

char *
mst_paths_get_system_nations_dir (void)
{
  return g_build_filename (mst_paths_get_data_dir (), "nations", NULL);
}

char *
mst_paths_get_user_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "muster", NULL);
}

char *
mst_paths_get_user_nations_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "muster", "nations", NULL);
}

char *
mst_paths_get_database_file (void)
{
  return g_build_filename (g_get_user_data_dir (), "muster", "muster.db", NULL);
}
