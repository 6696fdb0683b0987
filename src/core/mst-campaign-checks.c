/* mst-campaign-checks.c: what every campaign backend checks and makes alike, whichever keeps the campaign.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library's SQLite store (mst-campaign-store.c) and a club's server
 * (mst-server-campaign.c) call these, and neither's private header: a
 * date, a campaign's name, a unit type of the force's list, the order
 * campaigns are listed in, and the words of a conflict. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-campaign-checks-private.h"
#include "mst-battle.h"
#include "mst-campaign.h"
#include "mst-catalogue.h"
#include "mst-error.h"

#define MAX_NAME 200

gint64
mst_campaign_now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

char *
mst_campaign_clean_name (const char *name, GError **error)
{
  g_autofree char *clean = g_strstrip (g_strdup (name != NULL ? name : ""));

  if (clean[0] == '\0')
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A campaign needs a name"));
      return NULL;
    }
  if (!g_utf8_validate (clean, -1, NULL) || g_utf8_strlen (clean, -1) > MAX_NAME)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("A campaign’s name is at most %d characters of text"), MAX_NAME);
      return NULL;
    }
  return g_steal_pointer (&clean);
}

gboolean
mst_campaign_check_date (const char *date, GError **error)
{
  if (date == NULL || mst_campaign_date_is_valid (date))
    return TRUE;
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("“%s” is not a date (YYYY-MM-DD)"), date);
  return FALSE;
}

gboolean
mst_campaign_check_template (MstCatalogue *catalogue, const char *list_id, const char *template_id, GError **error)
{
  MstNationList *list = catalogue != NULL ? mst_catalogue_lookup (catalogue, list_id) : NULL;

  if (list == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_UNKNOWN_ID,
                   _("The list “%s” is not installed: units cannot be added or re-graded"), list_id);
      return FALSE;
    }
  if (template_id == NULL || mst_nation_list_lookup_template (list, template_id) == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_UNKNOWN_ID, _("The list “%s” has no unit type “%s”"), list_id,
                   template_id != NULL ? template_id : "");
      return FALSE;
    }
  return TRUE;
}

int
mst_campaign_compare_names (const char *a, const char *b)
{
  g_autofree char *ka = g_str_to_ascii (a, "C");
  g_autofree char *kb = g_str_to_ascii (b, "C");
  /* "Armée" sorts with "Army" as a reader expects, whatever the locale. */
  int c = g_ascii_strcasecmp (ka, kb);

  return c != 0 ? c : g_utf8_collate (a, b);
}

int
mst_campaign_compare_named (const char *a, gint64 a_id, const char *b, gint64 b_id)
{
  int c = mst_campaign_compare_names (a, b);

  if (c != 0)
    return c;
  return a_id < b_id ? -1 : a_id > b_id;
}

int
mst_campaign_compare_campaigns (gconstpointer a, gconstpointer b)
{
  MstCampaign *ca = *(MstCampaign **) a, *cb = *(MstCampaign **) b;

  return mst_campaign_compare_named (mst_campaign_get_name (ca), mst_campaign_get_id (ca),
                                     mst_campaign_get_name (cb), mst_campaign_get_id (cb));
}

gboolean
mst_campaign_set_conflict (GError **error, const char *location, gint64 force_id, gint64 base_revision,
                           gint64 revision)
{
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, force_id);
  g_autofree char *base_s = g_strdup_printf ("%" G_GINT64_FORMAT, base_revision);
  g_autofree char *now_s = g_strdup_printf ("%" G_GINT64_FORMAT, revision);

  g_set_error (error, MST_ERROR, MST_ERROR_CONFLICT,
               _("%s: force %s changed since revision %s (it is at %s now): nothing was written"), location, id_s,
               base_s, now_s);
  return FALSE;
}
