/* mst-campaign-backend.c: where campaigns are kept, behind one interface:
 * each call goes to its backend.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-campaign-backend.h"
#include "mst-error.h"

G_DEFINE_INTERFACE (MstCampaignBackend, mst_campaign_backend, G_TYPE_OBJECT)

static void
mst_campaign_backend_default_init (MstCampaignBackendInterface *iface)
{
}

#define BACKEND_CALL(fail, vfunc, ...) \
  G_STMT_START { \
    g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), fail); \
    return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->vfunc (self, __VA_ARGS__); \
  } G_STMT_END

const char *
mst_campaign_backend_get_location (MstCampaignBackend *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), NULL);
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_location (self);
}

gboolean
mst_campaign_backend_is_unreachable (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE) ||
         g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED);
}

gint64
mst_campaign_backend_create (MstCampaignBackend *self, const char *name, GError **error)
{
  BACKEND_CALL (0, create, name, error);
}

gboolean
mst_campaign_backend_rename (MstCampaignBackend *self, gint64 campaign_id, const char *name, GError **error)
{
  BACKEND_CALL (FALSE, rename, campaign_id, name, error);
}

gboolean
mst_campaign_backend_set_archived (MstCampaignBackend *self, gint64 campaign_id, gboolean archived,
                                   GError **error)
{
  BACKEND_CALL (FALSE, set_archived, campaign_id, archived, error);
}

gboolean
mst_campaign_backend_remove (MstCampaignBackend *self, gint64 campaign_id, gboolean deleted, GError **error)
{
  BACKEND_CALL (FALSE, remove, campaign_id, deleted, error);
}

GPtrArray *
mst_campaign_backend_list (MstCampaignBackend *self, gboolean with_archived, GError **error)
{
  BACKEND_CALL (NULL, list, with_archived, error);
}

MstCampaignSummary *
mst_campaign_backend_summarize (MstCampaignBackend *self, gint64 campaign_id, GError **error)
{
  BACKEND_CALL (NULL, summarize, campaign_id, error);
}

GPtrArray *
mst_campaign_backend_list_battles (MstCampaignBackend *self, gint64 campaign_id, gint64 force_id,
                                   gboolean with_records, GError **error)
{
  BACKEND_CALL (NULL, list_battles, campaign_id, force_id, with_records, error);
}

gint64
mst_campaign_backend_add_force (MstCampaignBackend *self, gint64 campaign_id, MstForce *force,
                                const char *date, GError **error)
{
  g_return_val_if_fail (MST_IS_FORCE (force), 0);
  BACKEND_CALL (0, add_force, campaign_id, force, date, error);
}

gint64
mst_campaign_backend_get_force_campaign (MstCampaignBackend *self, gint64 force_id, GError **error)
{
  BACKEND_CALL (0, get_force_campaign, force_id, error);
}

MstForce *
mst_campaign_backend_get_force (MstCampaignBackend *self, gint64 force_id, GError **error)
{
  BACKEND_CALL (NULL, get_force, force_id, error);
}

gint64
mst_campaign_backend_get_revision (MstCampaignBackend *self, gint64 force_id, GError **error)
{
  BACKEND_CALL (0, get_revision, force_id, error);
}

gint64
mst_campaign_backend_record_battle (MstCampaignBackend *self, gint64 force_id, MstBattle *battle,
                                    gint64 base_revision, GError **error)
{
  g_return_val_if_fail (MST_IS_BATTLE (battle), 0);
  BACKEND_CALL (0, record_battle, force_id, battle, base_revision, error);
}

gboolean
mst_campaign_backend_record_battles (MstCampaignBackend *self, gint64 force_id, GPtrArray *battles,
                                     gint64 base_revision, gint64 *ids, GError **error)
{
  g_return_val_if_fail (battles != NULL && battles->len > 0, FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);
  BACKEND_CALL (FALSE, record_battles, force_id, battles, base_revision, ids, error);
}

gint64
mst_campaign_backend_retract (MstCampaignBackend *self, gint64 event_id, const char *reason, GError **error)
{
  BACKEND_CALL (0, retract, event_id, reason, error);
}

gint64
mst_campaign_backend_append (MstCampaignBackend *self, gint64 force_id, MstCampaignEvent *event,
                             gint64 base_revision, GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (event), 0);
  BACKEND_CALL (0, append, force_id, event, base_revision, error);
}

GPtrArray *
mst_campaign_backend_list_events (MstCampaignBackend *self, gint64 force_id, GError **error)
{
  BACKEND_CALL (NULL, list_events, force_id, error);
}

MstForce *
mst_campaign_backend_replay (MstCampaignBackend *self, gint64 force_id, const char *date, GError **error)
{
  BACKEND_CALL (NULL, replay, force_id, date, error);
}

char *
mst_campaign_backend_export_data (MstCampaignBackend *self, gint64 campaign_id, gsize *len, GError **error)
{
  BACKEND_CALL (NULL, export_data, campaign_id, len, error);
}

gint64
mst_campaign_backend_import_file (MstCampaignBackend *self, const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, 0);
  BACKEND_CALL (0, import_file, path, error);
}

gboolean
mst_campaign_backend_write_queued (MstCampaignBackend *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), FALSE);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->write_queued == NULL)
    return FALSE;
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->write_queued (self);
}

GPtrArray *
mst_campaign_backend_list_queued (MstCampaignBackend *self, GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), NULL);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->list_queued == NULL)
    return g_ptr_array_new_with_free_func (g_object_unref);
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->list_queued (self, error);
}

void
mst_campaign_backend_prepare_write (MstCampaignBackend *self, gint64 force_id)
{
  g_return_if_fail (MST_IS_CAMPAIGN_BACKEND (self));
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->prepare_write != NULL)
    MST_CAMPAIGN_BACKEND_GET_IFACE (self)->prepare_write (self, force_id);
}

const char *
mst_campaign_backend_get_read_only_reason (MstCampaignBackend *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), NULL);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_read_only_reason == NULL)
    return NULL;
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_read_only_reason (self);
}

gint64
mst_campaign_backend_get_copy_taken (MstCampaignBackend *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), 0);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_copy_taken == NULL)
    return 0;
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_copy_taken (self);
}

MstCampaignCapabilities
mst_campaign_backend_get_capabilities (MstCampaignBackend *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), MST_CAMPAIGN_CAN_NONE);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_capabilities == NULL)
    return MST_CAMPAIGN_CAN_NONE;
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_capabilities (self);
}

static void
not_supported (MstCampaignBackend *self, GError **error)
{
  /* TRANSLATORS: where campaigns are kept (a file, or HOST:PORT) */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s cannot do this"),
               mst_campaign_backend_get_location (self));
}

MstBattle *
mst_campaign_backend_get_battle (MstCampaignBackend *self, MstBattle *listed, GError **error)
{
  g_autoptr(GPtrArray) battles = NULL;

  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), NULL);
  g_return_val_if_fail (MST_IS_BATTLE (listed), NULL);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_battle != NULL)
    return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->get_battle (self, listed, error);
  /* Read with its force's battles, records and all. */
  battles = mst_campaign_backend_list_battles (self, mst_battle_get_campaign_id (listed),
                                               mst_battle_get_force_id (listed), TRUE, error);
  for (guint i = 0; battles != NULL && i < battles->len; i++)
    if (mst_battle_get_id (g_ptr_array_index (battles, i)) == mst_battle_get_id (listed))
      return g_object_ref (g_ptr_array_index (battles, i));
  if (battles != NULL)
    g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("The battle “%s” is no longer in the campaign"),
                 mst_battle_get_name (listed));
  return NULL;
}

MstForce *
mst_campaign_backend_replay_before_battle (MstCampaignBackend *self, gint64 battle_id, GError **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), NULL);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->replay_before_battle == NULL)
    {
      not_supported (self, error);
      return NULL;
    }
  return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->replay_before_battle (self, battle_id, error);
}

GPtrArray *
mst_campaign_backend_list_battles_page (MstCampaignBackend *self, gint64 campaign_id, MstBattle *after, guint n,
                                        GError **error)
{
  g_autoptr(GPtrArray) all = NULL;
  GPtrArray *page;
  guint start = 0;

  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), NULL);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->list_battles_page != NULL)
    return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->list_battles_page (self, campaign_id, after, n, error);
  /* Every battle, in their order (the oldest first), then the page. */
  all = mst_campaign_backend_list_battles (self, campaign_id, 0, FALSE, error);
  if (all == NULL)
    return NULL;
  page = g_ptr_array_new_with_free_func (g_object_unref);
  if (after != NULL)
    {
      start = all->len;
      for (guint i = 0; i < all->len; i++)
        if (mst_battle_get_id (g_ptr_array_index (all, i)) == mst_battle_get_id (after))
          start = all->len - i;
    }
  for (guint i = start; i < all->len && page->len < n; i++)
    g_ptr_array_add (page, g_object_ref (g_ptr_array_index (all, all->len - 1 - i)));
  return page;
}

#define OPTIONAL_CALL(fail, vfunc, ...) \
  G_STMT_START { \
    g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), fail); \
    if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->vfunc == NULL) \
      { \
        not_supported (self, error); \
        return fail; \
      } \
    return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->vfunc (self, __VA_ARGS__); \
  } G_STMT_END

int
mst_campaign_backend_purge_deleted (MstCampaignBackend *self, gint64 before, GError **error)
{
  OPTIONAL_CALL (-1, purge_deleted, before, error);
}

gboolean
mst_campaign_backend_move_force (MstCampaignBackend *self, gint64 campaign_id, gint64 force_id, const char *date,
                                 GError **error)
{
  OPTIONAL_CALL (FALSE, move_force, campaign_id, force_id, date, error);
}

GPtrArray *
mst_campaign_backend_list_free_forces (MstCampaignBackend *self, GError **error)
{
  OPTIONAL_CALL (NULL, list_free_forces, error);
}

GPtrArray *
mst_campaign_backend_list_forces (MstCampaignBackend *self, gint64 campaign_id, GError **error)
{
  OPTIONAL_CALL (NULL, list_forces, campaign_id, error);
}

gboolean
mst_campaign_backend_record_battle_pair (MstCampaignBackend *self, gint64 force_id, MstBattle *battle,
                                         gint64 other_force_id, MstBattle *other_battle, gint64 ids[2],
                                         GError **error)
{
  OPTIONAL_CALL (FALSE, record_battle_pair, force_id, battle, other_force_id, other_battle, ids, error);
}

gboolean
mst_campaign_backend_export_file (MstCampaignBackend *self, gint64 campaign_id, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_CAMPAIGN_BACKEND (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  if (MST_CAMPAIGN_BACKEND_GET_IFACE (self)->export_file != NULL)
    return MST_CAMPAIGN_BACKEND_GET_IFACE (self)->export_file (self, campaign_id, path, error);
  data = mst_campaign_backend_export_data (self, campaign_id, &len, error);
  return data != NULL && g_file_set_contents_full (path, data, (gssize) len, G_FILE_SET_CONTENTS_CONSISTENT, 0644,
                                                   error);
}
