/* bench-campaign-window.c: the campaigns window opened on a campaign of 500, 5,000 and 50,000 battles, to its first frame, against the same window on an empty campaign.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-campaign-window [--runs N]
 *
 * Needs a display: without one it runs itself again under
 * tests/run-ui-test.sh (a private Xvfb), as the UI tests do.  It fills a
 * private library with four campaigns: one of 50 forces that fight 10
 * battles each (500), one of 50 forces that fight 100 each (5,000), one of
 * 50 that fight 1,000 each (50,000), and an empty one.  Each measure opens the window as the app does, on the
 * campaign, and times it from the call to the end of its first frame
 * showing the campaign (its session's calls answered);
 * the empty campaign is opened the same way, alternately, as the
 * baseline.  It prints, for each size, the medians and their ratio:
 *
 *   bench campaign-window-500 WORK-MS BASELINE-MS RATIO
 *   bench campaign-window-5000 WORK-MS BASELINE-MS RATIO
 *   bench campaign-window-50000 WORK-MS BASELINE-MS RATIO */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "mst-campaign-window.h"
#include "bench-util.h"

#define N_FORCES 50

static char *
date_of (int n)
{
  GDate date;
  char buf[16];

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, 1, G_DATE_MARCH, 1805);
  g_date_add_days (&date, (guint) n);
  g_snprintf (buf, sizeof buf, "%04d-%02d-%02d", g_date_get_year (&date), g_date_get_month (&date),
              g_date_get_day (&date));
  return g_strdup (buf);
}

/* A campaign of N_FORCES forces of five units (minimal.muster), each of
 * which fights @battles_per_force battles. */
static gint64
build_campaign (MstCampaignStore *store, MstCatalogue *catalogue, const char *name, int battles_per_force)
{
  g_autofree char *fixture = g_build_filename (mst_paths_get_data_dir (), "tests", "fixtures",
                                               "minimal.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (fixture, catalogue, &error);
  gint64 campaign;

  if (force == NULL)
    g_error ("%s", error->message);
  campaign = mst_campaign_store_create (store, name, &error);
  if (campaign == 0)
    g_error ("%s", error->message);
  for (int f = 0; f < N_FORCES && battles_per_force > 0; f++)
    {
      g_autofree char *force_name = g_strdup_printf ("%s, corps %d", name, f + 1);
      gint64 force_id;

      mst_force_set_name (force, force_name);
      mst_force_set_id (force, 0);
      force_id = mst_campaign_store_add_force (store, campaign, force, "1805-02-28", &error);
      if (force_id == 0)
        g_error ("%s", error->message);
      for (int b = 0; b < battles_per_force; b++)
        {
          g_autoptr(MstBattle) battle = mst_battle_new ();
          g_autofree char *date = date_of (b);
          g_autofree char *title = g_strdup_printf ("Battle %d of %s", b + 1, force_name);

          mst_battle_set_date (battle, date);
          mst_battle_set_name (battle, title);
          mst_battle_set_opponent (battle, "The Coalition");
          mst_battle_set_result (battle, (MstBattleResult) (b % 3));
          mst_battle_set_supply_spent (battle, (guint) (b % 4));
          mst_battle_set_notes (battle, "A long day; the guns came up late and the cavalry was spent by noon.");
          /* Losses that the force can always bear: one base now and then. */
          mst_battle_set_unit (battle, "1er Léger", "determined", 6, 0, b % 4 == 0);
          mst_battle_set_general (battle, "Molitor", -1, MST_GENERAL_FATE_SWEPT_AWAY);
          if (mst_campaign_store_record_battle (store, force_id, battle, &error) == 0)
            g_error ("%s", error->message);
        }
    }
  return campaign;
}

/* Opening the window, to its first frame */

static gboolean painted;

/* The first frame painted once the window has its campaign: every call
 * of its session answered (the campaign is read on the session's worker). */
static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  if (mst_campaign_session_get_n_busy () > 0)
    return;
  painted = TRUE;
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, data);
}

static void
on_realize (GtkWidget *window)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
}

static void
flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static double
open_window (MstLibrary *library, MstCatalogue *catalogue, gint64 campaign)
{
  GtkWindow *window;
  gint64 start;
  double ms;

  flush ();
  painted = FALSE;
  start = g_get_monotonic_time ();
  window = mst_campaign_window_new (NULL, library, catalogue, NULL);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
  mst_campaign_window_show_campaign (MST_CAMPAIGN_WINDOW (window), campaign);
  gtk_window_present (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  gtk_window_destroy (window);
  flush ();
  return ms;
}

static void
measure (const char *name, MstLibrary *library, MstCatalogue *catalogue, gint64 campaign, gint64 empty, int runs)
{
  g_autofree double *work = g_new (double, runs);
  g_autofree double *base = g_new (double, runs);
  double w, b;

  /* One of each first: the shaders, fonts and caches are warm for both. */
  open_window (library, catalogue, empty);
  open_window (library, catalogue, campaign);
  for (int i = 0; i < runs; i++)
    {
      base[i] = open_window (library, catalogue, empty);
      work[i] = open_window (library, catalogue, campaign);
    }
  w = bench_median (work, runs);
  b = bench_median (base, runs);
  printf ("bench %s %.1f %.1f %.2f\n", name, w, b, w / b);
  printf ("#   the campaigns window on the campaign's battles, to its first frame, median of %d opens, against the "
          "same window on an empty campaign\n", runs);
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstCampaignStore) store = NULL;
  gint64 empty, c500, c5000, c50000;
  int runs = 11;

  if (argc == 3 && g_str_equal (argv[1], "--runs"))
    runs = MAX (1, atoi (argv[2]));
  bench_run_under_display (argc, argv, mst_paths_get_data_dir (), MUSTER_SCHEMAS_BUILD_DIR);

  gtk_init ();
  adw_init ();
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);
  dir = g_dir_make_tmp ("muster-bench-campaign-window-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  db = g_build_filename (dir, "muster.db", NULL);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  if (library == NULL)
    g_error ("%s", error->message);
  store = mst_campaign_store_new (library, catalogue);
  empty = build_campaign (store, catalogue, "Empty", 0);
  c500 = build_campaign (store, catalogue, "Five hundred", 10);
  c5000 = build_campaign (store, catalogue, "Five thousand", 100);
  c50000 = build_campaign (store, catalogue, "Fifty thousand", 1000);

  measure ("campaign-window-500", library, catalogue, c500, empty, runs);
  measure ("campaign-window-5000", library, catalogue, c5000, empty, MAX (3, runs / 2));
  measure ("campaign-window-50000", library, catalogue, c50000, empty, MAX (3, runs / 4));

  g_clear_object (&store);
  g_clear_object (&library);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);
        g_unlink (p);
      }
  }
  g_rmdir (dir);
  return 0;
}
