/* campaign-writer.c: writes to a library until it is killed, for the durability test.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   campaign-writer MODE DATABASE FORCE-ID COUNT [FILE]
 *
 * MODE is the write path:
 *   battle    records battles ("Battle N") into the force's campaign;
 *   between   makes each kind of change between battles in turn;
 *   import    imports FILE into the library as "Import N";
 *   update    exports the force to FILE, renames it "Update N" and sends
 *             it back with library update;
 *   save      renames the force "Save N" and saves it through a force
 *             session, as the app's editor does;
 *   pair      records the two battles of a game between two forces (FORCE-ID
 *             is "A:B"), "Battle N" each, in one transaction.
 * Prints "begin N" before each write and "committed N" once it is
 * committed, and only then. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void
say (const char *what, int n)
{
  printf ("%s %d\n", what, n);
  fflush (stdout);
}

static int
fail (GError *error)
{
  g_printerr ("campaign-writer: %s\n", error->message);
  return 4;
}

/* The next number: one more than the writes already in the library. */
static int
first_number (MstCampaignStore *store, MstLibrary *library, const char *mode, gint64 force_id)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (mode, "battle") || g_str_equal (mode, "pair"))
    {
      g_autoptr(GPtrArray) battles = mst_campaign_store_list_battles (store, 0, force_id, FALSE, &error);
      return battles != NULL ? (int) battles->len + 1 : 1;
    }
  if (g_str_equal (mode, "between"))
    {
      g_autoptr(GPtrArray) events = mst_campaign_store_list_events (store, force_id, &error);
      return events != NULL ? (int) events->len + 1 : 1;
    }
  if (g_str_equal (mode, "import"))
    {
      g_autoptr(GPtrArray) entries = mst_library_list (library, &error);
      return entries != NULL ? (int) entries->len + 1 : 1;
    }
  /* update, save: the number in the force's name. */
  {
    g_autoptr(MstForce) force = mst_library_load (library, force_id, NULL, &error);
    const char *name = force != NULL ? strchr (mst_force_get_name (force), ' ') : NULL;
    return name != NULL ? atoi (name + 1) + 1 : 1;
  }
}

/* One change between battles, of the kind @n picks. */
static MstCampaignEvent *
between_event (MstForce *now, int n)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (now);
  g_autofree char *name = g_strdup_printf ("Recruits %d", n);
  MstUnit *first = g_ptr_array_index (units, 0);
  MstUnit *last = g_ptr_array_index (units, units->len - 1);

  switch (n % 4)
    {
    case 0:
      {
        g_autoptr(GHashTable) accepted = g_hash_table_new (g_str_hash, g_str_equal);

        g_hash_table_insert (accepted, (gpointer) "respect", (gpointer) "accepted");
        return mst_campaign_event_new_general_replaced (2, name, accepted);
      }
    case 1: return mst_campaign_event_new_general_renamed (1, name);
    case 2: return mst_campaign_event_new_unit_added (-1, name, "regular-french-line", 4);
    default:
      /* Disbands what was raised, never the force's last units. */
      return units->len > 5 ? mst_campaign_event_new_unit_disbanded (mst_unit_get_name (last))
                            : mst_campaign_event_new_general_renamed (0, mst_unit_get_name (first));
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(MstCatalogue) catalogue = NULL;
  const char *mode, *file;
  gint64 force_id, other_id = 0;
  int count, first;

  if (argc < 5)
    {
      g_printerr ("usage: campaign-writer MODE DATABASE FORCE-ID COUNT [FILE]\n");
      return 2;
    }
  mode = argv[1];
  force_id = g_ascii_strtoll (argv[3], NULL, 10);
  if (strchr (argv[3], ':') != NULL)
    other_id = g_ascii_strtoll (strchr (argv[3], ':') + 1, NULL, 10);
  count = atoi (argv[4]);
  file = argc > 5 ? argv[5] : NULL;

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);
  library = mst_library_open (argv[2], MST_LIBRARY_OPEN_DEFAULT, &error);
  if (library == NULL)
    {
      g_printerr ("campaign-writer: %s\n", error->message);
      return 3;
    }
  store = mst_campaign_store_new (library, catalogue);
  first = first_number (store, library, mode, force_id);

  for (int n = first; n < first + count; n++)
    {
      g_autofree char *date = date_of (n);

      if (g_str_equal (mode, "battle"))
        {
          g_autoptr(MstBattle) battle = mst_battle_new ();
          g_autoptr(MstForce) now = mst_library_load (library, force_id, NULL, &error);
          g_autoptr(MstCampaignEvent) reinforce = NULL;
          g_autofree char *name = g_strdup_printf ("Battle %d", n);
          MstUnit *ligne;

          if (now == NULL)
            return fail (error);
          ligne = mst_command_get_unit (mst_force_get_command (now, 0), 1);
          mst_battle_set_date (battle, date);
          mst_battle_set_name (battle, name);
          mst_battle_set_result (battle, (MstBattleResult) (n % 3));
          mst_battle_set_unit (battle, mst_unit_get_name (ligne), "steady", 3,
                               mst_unit_get_bases (ligne) > 1 ? 1 : 0, n % 5 == 0);
          say ("begin", n);
          if (mst_campaign_store_record_battle (store, force_id, battle, &error) == 0)
            return fail (error);
          say ("committed", n);

          reinforce = mst_campaign_event_new_reinforced (mst_unit_get_name (ligne), 1);
          mst_campaign_event_set_date (reinforce, date);
          if (mst_campaign_store_append (store, force_id, reinforce, &error) == 0)
            return fail (error);
        }
      else if (g_str_equal (mode, "pair"))
        {
          g_autoptr(MstBattle) ours = mst_battle_new ();
          g_autoptr(MstBattle) theirs = mst_battle_new ();
          g_autofree char *name = g_strdup_printf ("Battle %d", n);
          gint64 ids[2];

          mst_battle_set_date (ours, date);
          mst_battle_set_date (theirs, date);
          mst_battle_set_name (ours, name);
          mst_battle_set_name (theirs, name);
          mst_battle_set_result (ours, MST_BATTLE_RESULT_WON);
          mst_battle_set_result (theirs, MST_BATTLE_RESULT_LOST);
          say ("begin", n);
          if (!mst_campaign_store_record_battles (store, force_id, ours, other_id, theirs, ids, &error))
            return fail (error);
          say ("committed", n);
        }
      else if (g_str_equal (mode, "between"))
        {
          g_autoptr(MstForce) now = mst_campaign_store_replay (store, force_id, 0, &error);
          g_autoptr(MstCampaignEvent) event = NULL;

          if (now == NULL)
            return fail (error);
          event = between_event (now, n);
          mst_campaign_event_set_date (event, date);
          say ("begin", n);
          if (mst_campaign_store_append (store, force_id, event, &error) == 0)
            return fail (error);
          say ("committed", n);
        }
      else if (g_str_equal (mode, "import"))
        {
          g_autoptr(MstForce) force = mst_force_new_from_file (file, catalogue, &error);
          g_autofree char *name = g_strdup_printf ("Import %d", n);
          g_autofree char *path = g_strdup_printf ("%s.%d.muster", file, n % 2);

          if (force == NULL)
            return fail (error);
          mst_force_set_name (force, name);
          if (!mst_force_save_file (force, path, &error))
            return fail (error);
          say ("begin", n);
          if (mst_library_import_file (library, path, catalogue, &error) == 0)
            return fail (error);
          say ("committed", n);
        }
      else if (g_str_equal (mode, "update"))
        {
          g_autoptr(MstForce) exported = NULL;
          g_autofree char *name = g_strdup_printf ("Update %d", n);

          if (!mst_library_export_file (library, force_id, file, &error))
            return fail (error);
          exported = mst_force_new_from_file (file, NULL, &error);
          if (exported == NULL)
            return fail (error);
          mst_force_set_name (exported, name);
          if (!mst_force_save_file (exported, file, &error))
            return fail (error);
          say ("begin", n);
          if (!mst_library_update_file (library, force_id, file, &error))
            return fail (error);
          say ("committed", n);
        }
      else if (g_str_equal (mode, "save"))
        {
          g_autoptr(MstForce) force = mst_library_get_force (library, force_id, catalogue, &error);
          g_autoptr(MstForceSession) session = NULL;
          g_autofree char *name = g_strdup_printf ("Save %d", n);

          if (force == NULL)
            return fail (error);
          session = mst_force_session_new (library, force);
          mst_force_set_name (force, name);
          say ("begin", n);
          if (!mst_force_session_flush (session, &error))
            return fail (error);
          say ("committed", n);
        }
      else
        {
          g_printerr ("campaign-writer: unknown mode %s\n", mode);
          return 2;
        }
    }
  return 0;
}
