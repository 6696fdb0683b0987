/* bench-startup-baseline.c: the start-up benchmark's baseline, an empty libadwaita window.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A program of its own, linked with libadwaita alone, so that what Muster
 * loads beside it (libxml2, SQLite, its own code) is counted against
 * Muster and not carried by the baseline too.  It presents a window with
 * a header bar, the size of Muster's, and at the end of its first frame
 * reports it (bench-frame-report.c) and quits, as bench-startup's Muster
 * program does. */
#include <adwaita.h>

#include "bench-frame-report.h"

static void
on_after_paint (GdkFrameClock *clock, GtkWidget *window)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  bench_report_first_frame ();
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

static void
on_realize (GtkWidget *window)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), window);
}

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  AdwApplication *app = adw_application_new ("org.muster.BenchBaseline", G_APPLICATION_NON_UNIQUE);
  int status;

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  status = g_application_run (G_APPLICATION (app), 0, NULL);
  g_object_unref (app);
  return status;
}
