/* bench-startup.c: Muster's start-up to the first frame and its memory, against an empty libadwaita window.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   bench-startup [--runs N]
 *
 * Run under a display (meson runs it through tests/run-ui-test.sh).  It
 * fills a private library with 100 forces, then starts, alternately and
 * N times each, two programs built from this tree: an empty libadwaita
 * window (the baseline, bench-startup-baseline beside this program, which
 * links libadwaita alone) and Muster itself, with every nation list loaded,
 * once showing the library alone and once reopening the force the player
 * left open (a Drums and Muskets force of three commands of four units)
 * as it does at start.  Each
 * start is timed from the spawn to the end of the window's first frame;
 * each program then reports its processor time and resident memory
 * (bench-frame-report.c).  The medians and their ratios are printed. */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "mst-application.h"
#include "mst-window.h"
#include "mst-paths.h"
#include "bench-util.h"
#include "bench-frame-report.h"

static guint n_forces = 100;

/* The programs started */

static void
report_and_quit (GtkWidget *window)
{
  bench_report_first_frame ();
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

/* Muster's window is usable once the library is in it and, when the
 * player left a force open, that force is shown: the frame after that is
 * the one the player waits for. */
static gint64 expected_force = -1;

static void
on_after_paint (GdkFrameClock *clock, GtkWidget *window)
{
  MstApplication *app = MST_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));

  if (!MST_IS_WINDOW (window) || !mst_application_is_ready (app))
    return;
  if (expected_force > 0 && mst_window_get_force (MST_WINDOW (window)) == NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  report_and_quit (window);
}

static void
on_window_realize (GtkWidget *window)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), window);
}

static void
on_window_added (GtkApplication *app, GtkWindow *window)
{
  g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), NULL);
}

static void
on_muster_startup (GApplication *app, gpointer data)
{
  gint64 last = *(gint64 *) data;

  expected_force = last;
  /* Where a player left off: the window opens this force. */
  g_settings_set_int64 (mst_application_get_settings (MST_APPLICATION (app)), "last-force", last);
}

static int
run_muster (gint64 last)
{
  g_autoptr(GtkApplication) app = NULL;

  app = GTK_APPLICATION (mst_application_new ());
  g_signal_connect_after (app, "startup", G_CALLBACK (on_muster_startup), &last);
  g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);
  return g_application_run (G_APPLICATION (app), 0, NULL);
}

/* The driver */

/* @n_forces forces over every list in turn, three commands of four units
 * each; the last, the one reopened, a Drums and Muskets force. */
static gint64
fill_library (const char *db, GError **error)
{
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstNationList) reopened = NULL;
  GListModel *lists;
  guint n_lists;
  gint64 last = 0;

  mst_catalogue_load_default (catalogue);
  lists = mst_catalogue_get_lists (catalogue);
  if (g_list_model_get_n_items (lists) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no nation list found: set MUSTER_DATA_DIR");
      return 0;
    }
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, error);
  if (library == NULL)
    return 0;

  n_lists = g_list_model_get_n_items (lists);
  /* The force reopened, the last saved, is of the first Drums and Muskets list. */
  for (guint k = 0; k < n_lists && reopened == NULL; k++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, k);

      if (g_str_equal (mst_nation_list_get_ruleset (list), "drums-and-muskets"))
        reopened = g_steal_pointer (&list);
    }
  if (reopened == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no Drums and Muskets list found");
      return 0;
    }

  for (guint i = 0; i < n_forces; i++)
    {
      g_autoptr(MstNationList) list = i + 1 < n_forces ? g_list_model_get_item (lists, i % n_lists)
                                                       : g_object_ref (reopened);
      g_autofree char *name = g_strdup_printf ("Force %u of %s", i + 1, mst_nation_list_get_name (list));
      g_autoptr(MstForce) force = mst_force_new (name, list, NULL);
      GListModel *templates = mst_nation_list_get_templates (list);
      guint n_templates = g_list_model_get_n_items (templates);
      MstRuleset *ruleset = mst_ruleset_lookup (mst_nation_list_get_ruleset (list));
      gboolean commands = ruleset == NULL || mst_ruleset_has_commands (ruleset);

      /* Three commands of four units, or twelve units where the rule set
       * has no commands. */
      for (guint c = 0; c < 3; c++)
        {
          MstCommand *command = NULL;

          if (commands)
            {
              g_autofree char *general_name = g_strdup_printf ("General %u", c + 1);
              g_autoptr(MstGeneral) general = mst_general_new (general_name);
              command = mst_force_add_command (force, general);
            }
          for (guint u = 0; u < 4; u++)
            {
              g_autoptr(MstUnitTemplate) tmpl = g_list_model_get_item (templates, (c * 4 + u) % n_templates);
              mst_force_add_unit (force, command, mst_unit_template_get_id (tmpl), NULL);
            }
        }
      if (!mst_library_save (library, force, error))
        return 0;
      last = mst_force_get_id (force);
    }
  return last;
}

typedef struct {
  double ms;
  double rss_mib;
  double cpu_ms;
} Sample;

static gboolean
start_once (const char *const *argv, const char *data_home, Sample *sample, GError **error)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autofree char *frame = NULL;
  gint64 start;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  start = g_get_monotonic_time ();
  child = g_subprocess_launcher_spawnv (launcher, argv, error);
  if (child == NULL)
    return FALSE;
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  frame = g_data_input_stream_read_line_utf8 (out, NULL, NULL, error);
  sample->ms = (g_get_monotonic_time () - start) / 1000.0;
  if (g_strcmp0 (frame, "frame") != 0)
    {
      g_clear_error (error);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s did not report its first frame", argv[0]);
      return FALSE;
    }
  return bench_read_first_frame (out, &sample->rss_mib, &sample->cpu_ms, error) &&
         g_subprocess_wait_check (child, NULL, error);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* The median of one field of @samples (ms, rss_mib or cpu_ms). */
static double
median_of (const Sample *samples, int runs, gsize field)
{
  g_autofree double *values = g_new (double, runs);

  for (int i = 0; i < runs; i++)
    values[i] = G_STRUCT_MEMBER (double, &samples[i], field);
  return median (values, runs);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Start-up with a library of @n forces: an empty libadwaita window, Muster
 * reopening the force left open, and Muster with none open, alternately. */
static gboolean
measure_startup (const char *self_path, const char *baseline_path, guint n, int runs, GError **error)
{
  const char *baseline_argv[] = { baseline_path, NULL };
  const char *reopen_argv[] = { self_path, "--muster", "--last", NULL, NULL };
  const char *closed_argv[] = { self_path, "--muster", "--last", "0", NULL };
  g_autofree char *last_text = NULL;
  g_autofree char *data_home = NULL;
  g_autofree char *db = NULL;
  g_autofree Sample *base = g_new (Sample, runs);
  g_autofree Sample *reopen = g_new (Sample, runs);
  g_autofree Sample *closed = g_new (Sample, runs);
  g_autofree char *name = NULL;
  g_autofree char *name_reopen = NULL;
  double bm, mm, cm, br, mr, bc, mc, cc;
  gint64 last;

  n_forces = n;
  data_home = g_dir_make_tmp ("muster-bench-XXXXXX", error);
  if (data_home == NULL)
    return FALSE;
  db = g_build_filename (data_home, "muster", "muster.db", NULL);
  last = fill_library (db, error);
  if (last == 0)
    {
      remove_tree (data_home);
      return FALSE;
    }
  last_text = g_strdup_printf ("%" G_GINT64_FORMAT, last);
  reopen_argv[3] = last_text;
  /* Alternating, so that a slower moment of the machine weighs on all. */
  for (int i = 0; i < runs; i++)
    if (!start_once (baseline_argv, data_home, &base[i], error) ||
        !start_once (reopen_argv, data_home, &reopen[i], error) ||
        !start_once (closed_argv, data_home, &closed[i], error))
      {
        remove_tree (data_home);
        return FALSE;
      }
  remove_tree (data_home);

  bm = median_of (base, runs, G_STRUCT_OFFSET (Sample, ms));
  mm = median_of (reopen, runs, G_STRUCT_OFFSET (Sample, ms));
  cm = median_of (closed, runs, G_STRUCT_OFFSET (Sample, ms));
  br = median_of (base, runs, G_STRUCT_OFFSET (Sample, rss_mib));
  mr = median_of (reopen, runs, G_STRUCT_OFFSET (Sample, rss_mib));
  bc = median_of (base, runs, G_STRUCT_OFFSET (Sample, cpu_ms));
  mc = median_of (reopen, runs, G_STRUCT_OFFSET (Sample, cpu_ms));
  cc = median_of (closed, runs, G_STRUCT_OFFSET (Sample, cpu_ms));
  name = g_strdup_printf ("startup-%u", n);
  name_reopen = g_strdup_printf ("startup-%u-reopen", n);
  printf ("bench %s %.1f %.1f %.2f\n", name, cm, bm, cm / bm);
  printf ("#   to the first frame of the library of %u forces, median of %d starts, against an empty "
          "libadwaita window (renderer: %s)\n", n, runs,
          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default");
  printf ("#   processor time to that frame, every thread: %.1f ms against %.1f ms, ratio %.2f\n",
          cc, bc, cc / bc);
  printf ("bench %s %.1f %.1f %.2f\n", name_reopen, mm, bm, mm / bm);
  printf ("#   the same, to the first frame of the force left open reopened\n");
  printf ("#   processor time to that frame, every thread: %.1f ms against %.1f ms, ratio %.2f\n",
          mc, bc, mc / bc);
  printf ("#   resident memory: %.1f MiB against %.1f MiB, ratio %.2f\n", mr, br, mr / br);
  fflush (stdout);
  return TRUE;
}

int
main (int argc, char **argv)
{
  int runs = 15;
  gboolean muster = FALSE;
  gint64 last = 0;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Starts of each program", "N" },
    { "muster", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &muster, NULL, NULL },
    { "last", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT64, &last, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *self_path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *baseline_path = NULL;
  static const guint sizes[] = { 100, 1000, 10000 };

  setlocale (LC_ALL, "");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("bench-startup: %s\n", error->message);
      return 2;
    }
  if (muster)
    return run_muster (last);

  bench_run_under_display (argc, argv, mst_paths_get_data_dir (), MUSTER_SCHEMAS_BUILD_DIR);
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("bench-startup: no display; run it through tests/run-ui-test.sh\n");
      return 77;
    }
  runs = CLAMP (runs, 1, 1000);
  self_path = g_file_read_link ("/proc/self/exe", NULL);
  if (self_path == NULL)
    self_path = g_strdup (argv[0]);
  /* The baseline is built beside this program. */
  dir = g_path_get_dirname (self_path);
  baseline_path = g_build_filename (dir, "bench-startup-baseline", NULL);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    if (!measure_startup (self_path, baseline_path, sizes[k], runs, &error))
      {
        g_printerr ("bench-startup: %s\n", error->message);
        return 1;
      }
  return 0;
}
