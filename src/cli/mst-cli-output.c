/* mst-cli-output.c: what muster-cli may write over, and reading its inputs.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mst-cli.h"

gboolean
mst_cli_check_output (const char *output, gboolean force, const char *const *inputs)
{
  GStatBuf out_st;

  g_return_val_if_fail (output != NULL, FALSE);

  if (g_stat (output, &out_st) != 0)
    return TRUE;                              /* a new file */

  for (guint i = 0; inputs != NULL && inputs[i] != NULL; i++)
    {
      GStatBuf in_st;

      if (g_stat (inputs[i], &in_st) == 0 && in_st.st_dev == out_st.st_dev && in_st.st_ino == out_st.st_ino)
        {
          mst_cli_fail (_("%s is also an input of this command; it is never written over"), output);
          return FALSE;
        }
    }
  if (!force)
    {
      if ((out_st.st_mode & 0222) == 0)
        mst_cli_fail (_("%s exists already and is write-protected; give --force to replace it"), output);
      else
        mst_cli_fail (_("%s exists already; give --force to replace it"), output);
      return FALSE;
    }
  if (!S_ISREG (out_st.st_mode))
    {
      mst_cli_fail (_("%s is not a regular file; it is never written over"), output);
      return FALSE;
    }
  return TRUE;
}

gboolean
mst_cli_check_output_db (const char *output, gboolean force, const char *database)
{
  g_autofree char *wal = g_strconcat (database, "-wal", NULL);
  g_autofree char *shm = g_strconcat (database, "-shm", NULL);

  /* The open database and its journal are inputs too. */
  return mst_cli_check_output (output, force, (const char *[]) { database, wal, shm, NULL });
}

gboolean
mst_cli_check_in_place (const char *path, gboolean force)
{
  GStatBuf st;

  /* Write-protected by its mode, whoever runs this (root included). */
  if (force || g_stat (path, &st) != 0 || (st.st_mode & 0222) != 0)
    return TRUE;
  mst_cli_fail (_("%s is write-protected; give --force to replace it all the same"), path);
  return FALSE;
}

gboolean
mst_cli_read_input (const char *path, char **contents, gsize *len, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GFileInputStream) in = NULL;
  g_autoptr(GByteArray) buf = g_byte_array_new ();
  guint8 chunk[16384];
  gssize n;

  in = g_file_read (file, NULL, error);
  if (in == NULL)
    return FALSE;
  /* Read through a cap, whatever stat() says: devices and FIFOs have no size. */
  while ((n = g_input_stream_read (G_INPUT_STREAM (in), chunk, sizeof chunk, NULL, error)) > 0)
    {
      g_byte_array_append (buf, chunk, n);
      if (buf->len > MST_CLI_MAX_INPUT)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("%s: larger than %d MiB, more than Muster ever reads"),
                       path, MST_CLI_MAX_INPUT / (1024 * 1024));
          return FALSE;
        }
    }
  if (n < 0)
    return FALSE;
  *len = buf->len;
  g_byte_array_append (buf, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&buf), FALSE);
  return TRUE;
}

gboolean
mst_cli_parse_uint (const char *what, const char *text, guint least, guint most, guint *out)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, least, most, &v, NULL))
    {
      mst_cli_fail (_("%s: “%s” is not a whole number from %u to %u"), what, text, least, most);
      return FALSE;
    }
  *out = (guint) v;
  return TRUE;
}
