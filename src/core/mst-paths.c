/* mst-paths.c: where Muster finds its data and keeps the user's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "mst-paths.h"

/* Beside the running program first (bin/../share/muster), so that a tree
 * installed with DESTDIR, or moved, still finds its own lists. */
static char *
find_relocated_data_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *bindir = NULL;
  g_autofree char *candidate = NULL;
  g_autofree char *nations = NULL;

  if (exe == NULL)
    return NULL;
  bindir = g_path_get_dirname (exe);
  candidate = g_build_filename (bindir, MUSTER_BINDIR_TO_PKGDATADIR, NULL);
  nations = g_build_filename (candidate, "nations", NULL);
  if (!g_file_test (nations, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_canonicalize_filename (candidate, NULL);
}

const char *
mst_paths_get_data_dir (void)
{
  static char *relocated;
  static gsize initialised;
  const char *env = g_getenv ("MUSTER_DATA_DIR");

  if (env != NULL && env[0] != '\0')
    return env;
  if (g_once_init_enter (&initialised))
    {
      relocated = find_relocated_data_dir ();
      g_once_init_leave (&initialised, 1);
    }
  return relocated != NULL ? relocated : MUSTER_PKGDATADIR;
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

/* Translations: $MUSTER_LOCALE_DIR (the build tree's, for the tests and
 * `meson devenv`), else beside the program (bin/../share/locale), else the
 * configured one. */
const char *
mst_paths_get_locale_dir (void)
{
  static char *dir;
  static gsize initialised;
  const char *env = g_getenv ("MUSTER_LOCALE_DIR");

  if (env != NULL && env[0] != '\0')
    return env;
  if (g_once_init_enter (&initialised))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      if (exe != NULL)
        {
          g_autofree char *bindir = g_path_get_dirname (exe);
          g_autofree char *candidate = g_build_filename (bindir, MUSTER_BINDIR_TO_LOCALEDIR, NULL);
          g_autofree char *probe = g_build_filename (candidate, "fr", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
          if (g_file_test (probe, G_FILE_TEST_IS_REGULAR))
            dir = g_canonicalize_filename (candidate, NULL);
        }
      g_once_init_leave (&initialised, 1);
    }
  return dir != NULL ? dir : LOCALEDIR;
}

gboolean
mst_file_replace (const char *path, const char *data, gssize len, GError **error)
{
  GStatBuf st;
  int mode = 0644;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode))
    mode = st.st_mode & 07777;
  return g_file_set_contents_full (path, data, len,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   mode, error);
}

/* g_file_set_contents() writes "NAME.XXXXXX" beside NAME, then renames it. */
static gboolean
is_temporary (const char *name)
{
  static const char *const kinds[] = { ".muster", ".xml", ".pdf", ".txt", ".md", ".json", NULL };
  gsize n = strlen (name);
  g_autofree char *base = NULL;

  if (n < 8 || name[n - 7] != '.')
    return FALSE;
  for (gsize i = n - 6; i < n; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;
  base = g_strndup (name, n - 7);
  for (guint i = 0; kinds[i] != NULL; i++)
    if (g_str_has_suffix (base, kinds[i]))
      return TRUE;
  return FALSE;
}

static guint
clean_dir (const char *dir, guint depth)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;
  guint removed = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GStatBuf st;

      if (g_lstat (path, &st) != 0)
        continue;
      if (S_ISDIR (st.st_mode) && depth > 0)
        removed += clean_dir (path, depth - 1);
      /* Older than a minute: not a write under way. */
      else if (S_ISREG (st.st_mode) && is_temporary (name) && now - st.st_mtime > 60 &&
               g_unlink (path) == 0)
        removed++;
    }
  return removed;
}

guint
mst_paths_clean_temporaries (const char *dir)
{
  g_return_val_if_fail (dir != NULL, 0);
  return clean_dir (dir, 1);
}
