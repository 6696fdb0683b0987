/* mst-server-library.c: a player's own library of forces on the club's server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows are his alone (row-level security: no other login reads them);
 * every write goes through the server's functions (muster.library_add,
 * _update, _delete), each change on the revision the writer read: a
 * conflict otherwise, and nothing written. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-campaign-store-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-server-campaign-private.h"

#define LIBRARY_COLUMNS "SELECT id, name, ruleset, list_id, created, modified, revision"

static MstLibraryEntry *
read_entry (PGresult *res, int row)
{
  MstLibraryEntry *e = g_new0 (MstLibraryEntry, 1);

  e->id = mst_pg_col_int (res, row, 0);
  e->name = g_strdup (mst_pg_col_text (res, row, 1));
  e->ruleset = g_strdup (mst_pg_col_text (res, row, 2));
  e->list_id = g_strdup (mst_pg_col_text (res, row, 3));
  e->created = mst_pg_col_int (res, row, 4);
  e->modified = mst_pg_col_int (res, row, 5);
  e->revision = mst_pg_col_int (res, row, 6);
  return e;
}

GPtrArray *
mst_server_campaign_list_library (MstServerCampaign *self, GPtrArray **data, GError **error)
{
  g_autoptr(PGresult) res = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) texts = NULL;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), NULL);

  /* Only his own rows are there to read (the policy says so too). */
  res = mst_pg_run (self,
                    data != NULL ? LIBRARY_COLUMNS ", data FROM muster.library WHERE owner = session_user "
                                   "ORDER BY name, id"
                                 : LIBRARY_COLUMNS " FROM muster.library WHERE owner = session_user ORDER BY name, id",
                    NULL, error);
  if (res == NULL)
    return NULL;
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_library_entry_free);
  texts = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < PQntuples (res); i++)
    {
      g_ptr_array_add (entries, read_entry (res, i));
      if (data != NULL)
        g_ptr_array_add (texts, g_strdup (mst_pg_col_text (res, i, 7)));
    }
  if (data != NULL)
    *data = g_steal_pointer (&texts);
  return g_steal_pointer (&entries);
}

char *
mst_server_campaign_get_library_data (MstServerCampaign *self, gint64 id, gint64 *revision, GError **error)
{
  g_autoptr(PGresult) res = NULL;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), NULL);

  res = mst_pg_run_id (self, "SELECT data, revision FROM muster.library WHERE id = $1 AND owner = session_user", id,
                       error);
  if (res == NULL)
    return NULL;
  if (PQntuples (res) == 0)
    {
      g_autofree char *id_s = mst_pg_id_string (id);

      /* TRANSLATORS: HOST:PORT, a force's id, then the login */
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no force %s in the library of %s"),
                   mst_pg_address (self), id_s, mst_pg_user (self));
      return NULL;
    }
  if (revision != NULL)
    *revision = mst_pg_col_int (res, 0, 1);
  return g_strdup (mst_pg_col_text (res, 0, 0));
}

/* The force's name, rule set, list and canonical text, as parameters. */
static GPtrArray *
force_params (MstForce *force)
{
  GPtrArray *p = mst_pg_params_new ();
  g_autofree char *data = mst_force_to_data (force, NULL);

  mst_pg_text (p, mst_force_get_name (force));
  mst_pg_text (p, mst_force_get_ruleset (force));
  mst_pg_text (p, mst_force_get_list_id (force));
  mst_pg_text (p, data);
  return p;
}

gint64
mst_server_campaign_add_to_library (MstServerCampaign *self, MstForce *force, GError **error)
{
  g_autoptr(GPtrArray) p = NULL;
  g_autoptr(PGresult) res = NULL;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), 0);
  g_return_val_if_fail (MST_IS_FORCE (force), 0);

  p = force_params (force);
  mst_pg_int (p, mst_campaign_now ());
  res = mst_pg_run (self, "SELECT muster.library_add ($1, $2, $3, $4, $5)", p, error);
  return res != NULL ? mst_pg_col_int (res, 0, 0) : 0;
}

gint64
mst_server_campaign_update_library (MstServerCampaign *self, gint64 id, MstForce *force, gint64 base_revision,
                                    GError **error)
{
  g_autoptr(GPtrArray) p = NULL;
  g_autoptr(PGresult) res = NULL;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), 0);
  g_return_val_if_fail (MST_IS_FORCE (force), 0);

  p = mst_pg_params_new ();
  mst_pg_int (p, id);
  {
    g_autoptr(GPtrArray) f = force_params (force);

    for (guint i = 0; i < f->len; i++)
      mst_pg_text (p, g_ptr_array_index (f, i));
  }
  mst_pg_int (p, mst_campaign_now ());
  mst_pg_int (p, base_revision);
  res = mst_pg_run (self, "SELECT muster.library_update ($1, $2, $3, $4, $5, $6, $7)", p, error);
  return res != NULL ? mst_pg_col_int (res, 0, 0) : 0;
}

gboolean
mst_server_campaign_delete_from_library (MstServerCampaign *self, gint64 id, gint64 base_revision, GError **error)
{
  g_autoptr(GPtrArray) p = mst_pg_params_new ();

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), FALSE);

  mst_pg_int (p, id);
  mst_pg_int (p, base_revision);
  return mst_pg_run_ok (self, "SELECT muster.library_delete ($1, $2)", p, error);
}
