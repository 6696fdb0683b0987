/* bench-campaign.c: opening a campaign of 500 battles and 50 forces, against opening an empty database.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints one line per measure: the median time of the real work, the
 * median time of its baseline measured in the same run, and their ratio.
 * Opening the campaign is what its window does: open the library (with
 * its integrity check), list the campaigns, summarize the one chosen,
 * list its forces and its battles with their records. */
#include "config.h"

#include <glib/gstdio.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "muster-core.h"
#include "bench-util.h"

#define RUNS 15
#define N_FORCES 50
#define BATTLES_PER_FORCE 10

static char *
date_of (int n)
{
  GDate date;
  char buf[16];

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, 1, G_DATE_MARCH, 1805);
  g_date_add_days (&date, (guint) n * 3);
  g_snprintf (buf, sizeof buf, "%04d-%02d-%02d", g_date_get_year (&date), g_date_get_month (&date),
              g_date_get_day (&date));
  return g_strdup (buf);
}

/* A campaign of N_FORCES forces of five units, each of which fights
 * BATTLES_PER_FORCE battles and is reinforced after each. */
static gint64
build_campaign (const char *path, MstCatalogue *catalogue, int battles_per_force, gint64 *one_force)
{
  g_autofree char *fixture = g_build_filename (mst_paths_get_data_dir (), "tests", "fixtures",
                                               "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(MstForce) force = NULL;
  gint64 campaign;

  if (library == NULL)
    g_error ("%s", error->message);
  store = mst_campaign_store_new (library, catalogue);
  force = mst_force_new_from_file (fixture, catalogue, &error);
  if (force == NULL)
    g_error ("%s", error->message);
  campaign = mst_campaign_store_create (store, "The long war", &error);

  for (int f = 0; f < N_FORCES; f++)
    {
      g_autofree char *name = g_strdup_printf ("Corps %d", f + 1);
      gint64 force_id;

      mst_force_set_name (force, name);
      mst_force_set_id (force, 0);
      force_id = mst_campaign_store_add_force (store, campaign, force, NULL, &error);
      if (force_id == 0)
        g_error ("%s", error->message);
      *one_force = force_id;
      for (int b = 0; b < battles_per_force; b++)
        {
          g_autoptr(MstBattle) battle = mst_battle_new ();
          g_autoptr(MstCampaignEvent) reinforce = mst_campaign_event_new_reinforced ("16e Ligne", 1);
          g_autofree char *date = date_of (b);
          g_autofree char *title = g_strdup_printf ("Battle %d of %s", b + 1, name);

          mst_battle_set_date (battle, date);
          mst_battle_set_name (battle, title);
          mst_battle_set_opponent (battle, "The Coalition");
          mst_battle_set_result (battle, (MstBattleResult) (b % 3));
          mst_battle_set_unit (battle, "16e Ligne", "steady", 4, 1, b % 4 == 0);
          mst_battle_set_unit (battle, "1er Léger", "determined", 6, 0, FALSE);
          mst_battle_set_general (battle, "Molitor", -1, MST_GENERAL_FATE_SWEPT_AWAY);
          if (mst_campaign_store_record_battle (store, force_id, battle, &error) == 0)
            g_error ("%s", error->message);
          mst_campaign_event_set_date (reinforce, date);
          if (mst_campaign_store_append (store, force_id, reinforce, &error) == 0)
            g_error ("%s", error->message);
        }
    }
  return campaign;
}

/* What the campaigns window does when it opens on a campaign. */
static guint
open_campaign (const char *path, MstCatalogue *catalogue, gint64 campaign)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(GPtrArray) forces = NULL;
  g_autoptr(GPtrArray) battles = NULL;

  if (library == NULL)
    g_error ("%s", error->message);
  store = mst_campaign_store_new (library, catalogue);
  campaigns = mst_campaign_store_list (store, TRUE, &error);
  if (campaigns == NULL)
    g_error ("%s", error->message);
  if (campaign == 0)
    return campaigns->len;
  summary = mst_campaign_store_summarize (store, campaign, &error);
  forces = mst_campaign_store_list_forces (store, campaign, &error);
  battles = mst_campaign_store_list_battles (store, campaign, 0, FALSE, &error);
  if (summary == NULL || forces == NULL || battles == NULL)
    g_error ("%s", error->message);
  g_assert (forces->len == N_FORCES);
  g_assert (battles->len == N_FORCES * BATTLES_PER_FORCE);
  return battles->len;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Peak resident memory of a process, in KiB. */
static long
peak_rss_kib (const char *const *argv)
{
  struct rusage usage;
  int status = 0;
  pid_t pid = fork ();

  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);
      dup2 (null, STDOUT_FILENO);
      execvp (argv[0], (char **) argv);
      _exit (127);
    }
  if (wait4 (pid, &status, 0, &usage) != pid || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_error ("%s %s failed", argv[0], argv[1]);
  return usage.ru_maxrss;
}

/* A campaign of @battles_per_force × N_FORCES battles exported and
 * imported by muster-cli: the peak memory of either above that of the
 * same command doing no work (listing the campaigns of an empty library),
 * against the size of the file. */
static void
bench_export_rss (const char *dir, MstCatalogue *catalogue, int battles_per_force)
{
  const char *cli = g_getenv ("MUSTER_CLI");
  int battles = battles_per_force * N_FORCES;
  g_autofree char *db = g_strdup_printf ("%s/long-%d.db", dir, battles);
  g_autofree char *other = g_strdup_printf ("%s/other-%d.db", dir, battles);
  g_autofree char *empty = g_strdup_printf ("%s/empty-%d.db", dir, battles);
  g_autofree char *file = g_strdup_printf ("%s/long-%d.xml", dir, battles);
  g_autofree char *name = g_strdup_printf ("campaign-export-%d-rss", battles);
  g_autofree char *what = NULL;
  g_autofree char *id = NULL;
  gint64 one_force = 0, campaign;
  long exported, imported, idle;
  GStatBuf st;

  if (cli == NULL)
    {
      g_print ("# %s: MUSTER_CLI is not set\n", name);
      return;
    }
  campaign = build_campaign (db, catalogue, battles_per_force, &one_force);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, campaign);
  g_object_unref (mst_library_open (empty, MST_LIBRARY_OPEN_DEFAULT, NULL));
  idle = peak_rss_kib ((const char *const[]) { cli, "campaign", "--database", empty, "list", NULL });
  exported = peak_rss_kib ((const char *const[]) { cli, "campaign", "--database", db, "export", id, file, NULL });
  imported = peak_rss_kib ((const char *const[]) { cli, "campaign", "--database", other, "import", file, NULL });
  g_assert (g_stat (file, &st) == 0);
  what = g_strdup_printf ("peak resident memory (KiB) of muster-cli exporting, or importing, a %d-battle campaign, "
                          "above that of listing an empty library's campaigns", battles);
  bench_report_units (name, what, "the size of its file (KiB)", (double) (MAX (exported, imported) - idle),
                      st.st_size / 1024.0);
  g_print ("#   export %ld KiB, import %ld KiB, the command doing no work %ld KiB\n", exported, imported, idle);
}

/* `muster-cli campaign import` of a @battles_per_force × N_FORCES-battle
 * campaign's file into a library of its own each time, against
 * `xmllint --noout` over the same file: both whole processes, taken in
 * turn. */
static void
bench_import (const char *dir, MstCatalogue *catalogue, int battles_per_force)
{
  const char *cli = g_getenv ("MUSTER_CLI");
  int battles = battles_per_force * N_FORCES;
  g_autofree char *db = g_strdup_printf ("%s/import-source-%d.db", dir, battles);
  g_autofree char *file = g_strdup_printf ("%s/import-%d.xml", dir, battles);
  g_autofree char *name = g_strdup_printf ("campaign-import-%d", battles);
  g_autofree char *what = g_strdup_printf ("muster-cli campaign import of a %d-battle campaign's file into a new "
                                           "library, the whole process", battles);
  g_autofree char *id = NULL;
  gint64 one_force = 0;
  double work[5], base[5];

  if (cli == NULL)
    {
      g_print ("# %s: MUSTER_CLI is not set\n", name);
      return;
    }
  id = g_strdup_printf ("%" G_GINT64_FORMAT, build_campaign (db, catalogue, battles_per_force, &one_force));
  g_assert (bench_time_process ((const char *const[]) { cli, "campaign", "--database", db, "export", id, file,
                                                         NULL }) > 0);
  for (int r = 0; r < 5; r++)
    {
      g_autofree char *into = g_strdup_printf ("%s/imported-%d-%d.db", dir, battles, r);

      work[r] = bench_time_process ((const char *const[]) { cli, "campaign", "--database", into, "import", file,
                                                             NULL });
      base[r] = bench_time_process ((const char *const[]) { "xmllint", "--noout", file, NULL });
    }
  bench_report (name, what, "xmllint --noout over the same file, the whole process", bench_median (work, 5),
                bench_median (base, 5));
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-bench-campaign-XXXXXX", NULL);
  g_autofree char *full = g_build_filename (dir, "campaign.db", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty.db", NULL);
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  double work[RUNS], base[RUNS];
  volatile guint sink = 0;
  gint64 campaign, one_force = 0;
  gint64 t0;

  mst_catalogue_load_default (catalogue);
  t0 = g_get_monotonic_time ();
  campaign = build_campaign (full, catalogue, BATTLES_PER_FORCE, &one_force);
  g_print ("built %d battles for %d forces in %.0f ms\n", N_FORCES * BATTLES_PER_FORCE, N_FORCES,
           (g_get_monotonic_time () - t0) / 1e3);
  /* The empty database exists already, as the user's would. */
  g_object_unref (mst_library_open (empty, MST_LIBRARY_OPEN_DEFAULT, NULL));

  for (int r = 0; r < RUNS; r++)
    {
      t0 = g_get_monotonic_time ();
      sink += open_campaign (full, catalogue, campaign);
      work[r] = (g_get_monotonic_time () - t0) / 1e6;

      t0 = g_get_monotonic_time ();
      sink += open_campaign (empty, catalogue, 0);
      base[r] = (g_get_monotonic_time () - t0) / 1e6;
    }
  bench_report ("campaign-open-500", "opening a campaign of 500 battles and 50 forces (the store's calls)",
                "opening an empty database", bench_median (work, RUNS), bench_median (base, RUNS));

  /* A force's whole history replayed (the timeline and "as it stood"),
   * against loading the same force as it stands. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(MstLibrary) library = mst_library_open (full, MST_LIBRARY_OPEN_DEFAULT, &error);
    g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);

    for (int r = 0; r < RUNS; r++)
      {
        g_autoptr(MstForce) replayed = NULL;
        g_autoptr(MstForce) loaded = NULL;

        t0 = g_get_monotonic_time ();
        replayed = mst_campaign_store_replay (store, one_force, 0, &error);
        g_assert (replayed != NULL);
        work[r] = (g_get_monotonic_time () - t0) / 1e6;

        t0 = g_get_monotonic_time ();
        loaded = mst_library_load (library, one_force, catalogue, &error);
        g_assert (loaded != NULL);
        base[r] = (g_get_monotonic_time () - t0) / 1e6;
      }
    bench_report ("campaign-replay-10", "replaying a force's history of 10 battles", "loading the same force",
                  bench_median (work, RUNS), bench_median (base, RUNS));
  }

  bench_export_rss (dir, catalogue, 100);
  bench_export_rss (dir, catalogue, 1000);
  bench_import (dir, catalogue, 100);
  remove_tree (dir);
  return sink == 0xdeadbeef;
}
