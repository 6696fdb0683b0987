/* campaign-writer.c: records battles into a campaign until it is killed, for the durability test.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   campaign-writer DATABASE FORCE-ID COUNT
 *
 * Prints "committed N" once battle N ("Battle N") is committed, and only then. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "muster-core.h"

static char *
date_of (int n)
{
  GDate date;
  char buf[16];

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, 1, G_DATE_JANUARY, 1800);
  g_date_add_days (&date, (guint) n);
  g_snprintf (buf, sizeof buf, "%04d-%02d-%02d", g_date_get_year (&date), g_date_get_month (&date),
              g_date_get_day (&date));
  return g_strdup (buf);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  gint64 force_id;
  int count, first;

  if (argc != 4)
    {
      g_printerr ("usage: campaign-writer DATABASE FORCE-ID COUNT\n");
      return 2;
    }
  force_id = g_ascii_strtoll (argv[2], NULL, 10);
  count = atoi (argv[3]);

  library = mst_library_open (argv[1], MST_LIBRARY_OPEN_DEFAULT, &error);
  if (library == NULL)
    {
      g_printerr ("campaign-writer: %s\n", error->message);
      return 3;
    }
  store = mst_campaign_store_new (library, NULL);
  battles = mst_campaign_store_list_battles (store, 0, force_id, FALSE, &error);
  if (battles == NULL)
    {
      g_printerr ("campaign-writer: %s\n", error->message);
      return 3;
    }
  first = (int) battles->len + 1;

  for (int n = first; n < first + count; n++)
    {
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autoptr(MstForce) now = mst_library_load (library, force_id, NULL, &error);
      g_autoptr(MstCampaignEvent) reinforce = NULL;
      g_autofree char *date = date_of (n);
      g_autofree char *name = g_strdup_printf ("Battle %d", n);
      MstUnit *ligne;

      if (now == NULL)
        {
          g_printerr ("campaign-writer: %s\n", error->message);
          return 4;
        }
      ligne = mst_command_get_unit (mst_force_get_command (now, 0), 1);
      mst_battle_set_date (battle, date);
      mst_battle_set_name (battle, name);
      mst_battle_set_result (battle, (MstBattleResult) (n % 3));
      mst_battle_set_unit (battle, mst_unit_get_name (ligne), MST_GRADE_STEADY, 3,
                           mst_unit_get_bases (ligne) > 1 ? 1 : 0, n % 5 == 0);
      if (mst_campaign_store_record_battle (store, force_id, battle, &error) == 0)
        {
          g_printerr ("campaign-writer: %s\n", error->message);
          return 4;
        }
      printf ("committed %d\n", n);
      fflush (stdout);

      reinforce = mst_campaign_event_new_reinforced (mst_unit_get_name (ligne), 1);
      mst_campaign_event_set_date (reinforce, date);
      if (mst_campaign_store_append (store, force_id, reinforce, &error) == 0)
        {
          g_printerr ("campaign-writer: %s\n", error->message);
          return 4;
        }
    }
  return 0;
}
