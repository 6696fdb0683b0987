/* mst-share-code.c: a force in one line of text, to paste into a chat.
 * SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-share-code.h"
#include "mst-xml-private.h"

#define CODE_VERSION 1
#define CHECK_LEN 8                       /* hex digits */
/* No force file is larger than the readers accept; a code is smaller. */
#define MAX_CODE_LEN (MST_XML_MAX_SIZE / 2)

static char *
check_of (const char *data, gsize len)
{
  g_autofree char *sha = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, len);
  return g_strndup (sha, CHECK_LEN);
}

static GBytes *
convert (GConverter *converter, const void *data, gsize len, gsize max_out, GError **error)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  const guint8 *in = data;
  gsize in_left = len;
  guint8 buf[16384];

  for (;;)
    {
      gsize read = 0, written = 0;
      GConverterResult res;

      res = g_converter_convert (converter, in, in_left, buf, sizeof buf,
                                 G_CONVERTER_INPUT_AT_END, &read, &written, error);
      if (res == G_CONVERTER_ERROR)
        return NULL;
      in += read;
      in_left -= read;
      g_byte_array_append (out, buf, written);
      if (out->len > max_out)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_TOO_LARGE, "too large");
          return NULL;
        }
      if (res == G_CONVERTER_FINISHED)
        break;
      if (read == 0 && written == 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, "cut short");
          return NULL;
        }
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

char *
mst_share_code_pack (const char *data, gsize len)
{
  g_autoptr(GZlibCompressor) deflate = NULL;
  g_autoptr(GBytes) packed = NULL;
  g_autofree char *b64 = NULL;
  g_autofree char *check = NULL;
  gsize n;

  g_return_val_if_fail (data != NULL, NULL);

  deflate = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 9);
  packed = convert (G_CONVERTER (deflate), data, len, G_MAXSIZE / 2, NULL);
  g_return_val_if_fail (packed != NULL, NULL);

  b64 = g_base64_encode (g_bytes_get_data (packed, NULL), g_bytes_get_size (packed));
  /* URL-safe: '+' '/' become '-' '_', and the padding goes. */
  g_strdelimit (b64, "+", '-');
  g_strdelimit (b64, "/", '_');
  n = strlen (b64);
  while (n > 0 && b64[n - 1] == '=')
    b64[--n] = '\0';

  check = check_of (data, len);
  return g_strdup_printf ("%s.%s", b64, check);
}

char *
mst_share_code_encode (MstForce *force, MstCatalogue *catalogue)
{
  g_autofree char *data = NULL;
  g_autofree char *packed = NULL;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  data = mst_force_to_shared_data (force, catalogue, &len);
  packed = mst_share_code_pack (data, len);
  return g_strdup_printf ("%s%d.%s", MST_SHARE_CODE_PREFIX, CODE_VERSION, packed);
}

static gboolean
bad (GError **error, const char *message)
{
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("This share code cannot be read: %s"), message);
  return FALSE;
}

/* The data of "PAYLOAD.CHECK" (@payload and @check apart); NULL and
 * bad() with what is wrong. */
static GBytes *
unpack (const char *payload, const char *check_part, GError **error)
{
  g_autofree guchar *packed = NULL;
  gsize packed_len = 0;
  g_autoptr(GZlibDecompressor) inflate = NULL;
  g_autoptr(GBytes) data = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *check = NULL;
  g_autofree char *b64 = NULL;
  gsize n;

  if (strlen (check_part) != CHECK_LEN)
    {
      bad (error, _("its checksum is cut short"));
      return NULL;
    }
  for (const char *p = payload; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      {
        bad (error, _("it holds characters no share code has"));
        return NULL;
      }

  n = strlen (payload);
  if (n % 4 == 1)
    {
      bad (error, _("it is cut short"));
      return NULL;
    }
  b64 = g_strnfill (n + (4 - n % 4) % 4, '=');
  memcpy (b64, payload, n);
  g_strdelimit (b64, "-", '+');
  g_strdelimit (b64, "_", '/');
  packed = g_base64_decode (b64, &packed_len);

  inflate = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW);
  data = convert (G_CONVERTER (inflate), packed, packed_len, MST_XML_MAX_SIZE, &local);
  if (data == NULL)
    {
      if (g_error_matches (local, MST_ERROR, MST_ERROR_TOO_LARGE))
        bad (error, _("it unpacks to more than a force can be"));
      else
        bad (error, _("it is damaged or cut short"));
      return NULL;
    }

  check = check_of (g_bytes_get_data (data, NULL), g_bytes_get_size (data));
  if (g_ascii_strcasecmp (check, check_part) != 0)
    {
      bad (error, _("its checksum does not match: it was changed or mistyped"));
      return NULL;
    }
  return g_steal_pointer (&data);
}

GBytes *
mst_share_code_unpack (const char *packed, GError **error)
{
  g_auto(GStrv) parts = NULL;

  g_return_val_if_fail (packed != NULL, NULL);

  if (strlen (packed) > MAX_CODE_LEN)
    {
      bad (error, _("it is longer than any force"));
      return NULL;
    }
  parts = g_strsplit (packed, ".", -1);
  if (g_strv_length (parts) != 2)
    {
      bad (error, _("it is cut short or has extra parts"));
      return NULL;
    }
  return unpack (parts[0], parts[1], error);
}

/* What a QR reader or a chat gives back around a code: spaces and line
 * breaks anywhere, and zbarimg's "QR-Code:" before it. */
static GString *
clean_code (const char *code)
{
  GString *clean = g_string_new (NULL);
  const char *p = code;

  while (g_ascii_isspace (*p))
    p++;
  if (g_str_has_prefix (p, "QR-Code:"))
    p += strlen ("QR-Code:");
  for (; *p; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (clean, *p);
  return clean;
}

MstForce *
mst_share_code_decode (const char *code, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(GString) clean = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(GBytes) data = NULL;
  const char *version_s;
  guint64 version = 0;

  g_return_val_if_fail (code != NULL, NULL);

  if (strlen (code) > MAX_CODE_LEN)
    {
      bad (error, _("it is longer than any force"));
      return NULL;
    }
  clean = clean_code (code);

  if (!g_str_has_prefix (clean->str, MST_SHARE_CODE_PREFIX))
    {
      bad (error, _("it does not start with “muster”"));
      return NULL;
    }
  version_s = clean->str + strlen (MST_SHARE_CODE_PREFIX);
  if (!g_ascii_isdigit (*version_s))
    {
      bad (error, _("its format version is missing"));
      return NULL;
    }
  version = g_ascii_strtoull (version_s, NULL, 10);
  if (version > CODE_VERSION)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("This share code was made by a newer Muster (format %u; this one reads format %d). "
                     "Update Muster to open it."),
                   (guint) MIN (version, G_MAXUINT), CODE_VERSION);
      return NULL;
    }
  if (version != CODE_VERSION)
    {
      bad (error, _("its format version is not one Muster ever wrote"));
      return NULL;
    }

  parts = g_strsplit (clean->str, ".", -1);
  if (g_strv_length (parts) != 3)
    {
      bad (error, _("it is cut short or has extra parts (a code has three parts joined by dots)"));
      return NULL;
    }
  data = unpack (parts[1], parts[2], error);
  if (data == NULL)
    return NULL;
  return mst_force_new_from_data (g_bytes_get_data (data, NULL), g_bytes_get_size (data),
                                  _("share code"), catalogue, error);
}

gboolean
mst_share_code_sniff (const char *text)
{
  const char *p = text;

  g_return_val_if_fail (text != NULL, FALSE);
  while (g_ascii_isspace (*p))
    p++;
  if (g_str_has_prefix (p, "QR-Code:"))
    p += strlen ("QR-Code:");
  return g_str_has_prefix (p, MST_SHARE_CODE_PREFIX) && g_ascii_isdigit (p[strlen (MST_SHARE_CODE_PREFIX)]);
}
