/* mst-paths.c: where Muster finds its data and keeps the user's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <unistd.h>
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

/* Muster's own temporary files: ".NAME.muster-PID-XXXXXX" beside NAME,
 * made by process PID. */
#define TEMP_MARK ".muster-"

/* The writer of @name when it is a temporary file of Muster's, else 0. */
static gint64
temporary_writer (const char *name)
{
  const char *mark = name[0] == '.' ? g_strrstr (name, TEMP_MARK) : NULL;
  const char *pid, *dash;
  gint64 v;

  if (mark == NULL)
    return 0;
  pid = mark + strlen (TEMP_MARK);
  dash = strchr (pid, '-');
  if (dash == NULL || strlen (dash + 1) != 6)
    return 0;
  v = g_ascii_strtoll (pid, NULL, 10);
  return v > 0 ? v : 0;
}

/* The process that made a temporary file is gone (or the file is a day
 * old, whoever has that number now). */
static gboolean
writer_gone (gint64 pid, const GStatBuf *st)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (now - st->st_mtime > 24 * 60 * 60)
    return TRUE;
  return kill ((pid_t) pid, 0) != 0 && errno == ESRCH;
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
      gint64 writer = temporary_writer (name);
      GStatBuf st;

      if (g_lstat (path, &st) != 0)
        continue;
      if (S_ISDIR (st.st_mode) && depth > 0)
        removed += clean_dir (path, depth - 1);
      /* Ours, its writer gone. */
      else if (S_ISREG (st.st_mode) && writer > 0 && writer_gone (writer, &st) && g_unlink (path) == 0)
        removed++;
      /* GLib's "NAME.XXXXXX" and GIO's ".goutputstream-XXXXXX" (a campaign
       * file streamed out), older than a minute: not a write under way. */
      else if (S_ISREG (st.st_mode) && (is_temporary (name) || g_str_has_prefix (name, ".goutputstream-")) &&
               now - st.st_mtime > 60 && g_unlink (path) == 0)
        removed++;
    }
  return removed;
}

static gboolean
fail_errno (GError **error, const char *path, int saved)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("%s cannot be written: %s"), path,
               g_strerror (saved));
  return FALSE;
}

int
mst_paths_open_temporary (const char *dir, const char *name, char **path, GError **error)
{
  g_autofree char *temp = NULL;
  int fd;

  g_return_val_if_fail (dir != NULL && name != NULL && path != NULL, -1);

  /* What a killed write of ours left in this folder goes first. */
  clean_dir (dir, 0);
  temp = g_strdup_printf ("%s" G_DIR_SEPARATOR_S ".%s" TEMP_MARK "%d-XXXXXX", dir, name, (int) getpid ());
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      g_autofree char *target = g_build_filename (dir, name, NULL);
      fail_errno (error, target, errno);
      return -1;
    }
  *path = g_steal_pointer (&temp);
  return fd;
}

int
mst_paths_write_all (int fd, const char *data, gsize len)
{
  for (const char *p = data; len > 0;)
    {
      gssize n = write (fd, p, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return errno;
      p += n;
      len -= (gsize) n;
    }
  return 0;
}

gboolean
mst_file_replace (const char *path, const char *data, gssize len, GError **error)
{
  return mst_file_replace_full (path, data, len, 0644, error);
}

gboolean
mst_file_replace_full (const char *path, const char *data, gssize len, int new_mode, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp = NULL;
  GStatBuf st;
  int mode = new_mode;
  int fd, dfd, saved;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (len < 0)
    len = (gssize) strlen (data);
  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode))
    mode = st.st_mode & 07777;
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);

  /* Written aside, readable by nobody else until whole; synced, given the
   * file's mode, renamed over it, and the folder synced. */
  fd = mst_paths_open_temporary (dir, base, &temp, error);
  if (fd < 0)
    return FALSE;
  saved = mst_paths_write_all (fd, data, (gsize) len);
  if (saved == 0 && (fsync (fd) != 0 || fchmod (fd, (mode_t) mode) != 0))
    saved = errno;
  if (saved != 0)
    {
      close (fd);
      g_unlink (temp);
      return fail_errno (error, path, saved);
    }
  if (close (fd) != 0 || g_rename (temp, path) != 0)
    {
      saved = errno;
      g_unlink (temp);
      return fail_errno (error, path, saved);
    }
  dfd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (dfd >= 0)
    {
      fsync (dfd);
      close (dfd);
    }
  return TRUE;
}

guint
mst_paths_clean_temporaries (const char *dir)
{
  g_return_val_if_fail (dir != NULL, 0);
  return clean_dir (dir, 2);
}
