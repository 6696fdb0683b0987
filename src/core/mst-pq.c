/* mst-pq.c: libpq, loaded when Muster first talks to a club server.
 * SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <gmodule.h>

#define MST_PQ_NO_NAMES
#include "mst-pq.h"

MstPq mst_pq;

/* libpq's soname: its ABI has been version 5 since PostgreSQL 8.0. */
#define MST_PQ_LIBRARY "libpq.so.5"

static char *load_error;

static gpointer
load_once (gpointer data)
{
  GModule *module = g_module_open (MST_PQ_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  gpointer symbol;

  if (module == NULL)
    {
      load_error = g_strdup_printf (_("Club servers need PostgreSQL’s client library, %s, "
                                      "which cannot be loaded: %s"),
                                    MST_PQ_LIBRARY, g_module_error ());
      return NULL;
    }
#define MST_PQ_RESOLVE(name) \
  if (!g_module_symbol (module, #name, &symbol)) \
    { \
      load_error = g_strdup_printf (_("%s is not PostgreSQL’s client library, or too old a one: " \
                                      "it has no %s"), g_module_name (module), #name); \
      g_module_close (module); \
      return NULL; \
    } \
  mst_pq.name = (__typeof__ (name) *) symbol;
  MST_PQ_FUNCTIONS (MST_PQ_RESOLVE)
#undef MST_PQ_RESOLVE
  /* Kept open for the life of the process. */
  g_module_make_resident (module);
  return module;
}

gboolean
mst_pq_load (GError **error)
{
  static GOnce once = G_ONCE_INIT;

  if (g_once (&once, load_once, NULL) != NULL)
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, load_error);
  return FALSE;
}
