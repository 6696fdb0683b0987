/* mst-pool-popover.c: a pool's breakdown, opened by a click or a key on the pool.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tooltip cannot be reached on a touch screen or read at leisure: the
 * breakdown of each pool also opens in a popover. */
#include "config.h"

#include "mst-pool-popover.h"

#define POPOVER_KEY "mst-pool-popover"
#define TITLE_KEY "mst-pool-popover-title"
#define DETAIL_KEY "mst-pool-popover-detail"

GtkPopover *
mst_pool_popover_get (GtkWidget *pool)
{
  g_return_val_if_fail (GTK_IS_WIDGET (pool), NULL);
  return g_object_get_data (G_OBJECT (pool), POPOVER_KEY);
}

void
mst_pool_popover_popup (GtkWidget *pool)
{
  GtkPopover *popover = mst_pool_popover_get (pool);

  g_return_if_fail (popover != NULL);
  gtk_popover_popup (popover);
}

static void
on_pool_released (GtkGestureClick *gesture, int n_press, double x, double y, gpointer data)
{
  mst_pool_popover_popup (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
}

static gboolean
on_pool_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                     gpointer data)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_space)
    return FALSE;
  mst_pool_popover_popup (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys)));
  return TRUE;
}

void
mst_pool_popover_attach (GtkWidget *pool)
{
  GtkWidget *popover, *box, *title, *detail;
  GtkGesture *click;
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WIDGET (pool));
  g_return_if_fail (mst_pool_popover_get (pool) == NULL);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  title = gtk_label_new (NULL);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  detail = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (detail), 36);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_selectable (GTK_LABEL (detail), TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), detail);

  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, pool);
  g_object_set_data (G_OBJECT (pool), POPOVER_KEY, popover);
  g_object_set_data (G_OBJECT (pool), TITLE_KEY, title);
  g_object_set_data (G_OBJECT (pool), DETAIL_KEY, detail);

  click = gtk_gesture_click_new ();
  g_signal_connect (click, "released", G_CALLBACK (on_pool_released), NULL);
  gtk_widget_add_controller (pool, GTK_EVENT_CONTROLLER (click));
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_pool_key_pressed), NULL);
  gtk_widget_add_controller (pool, keys);
  gtk_widget_set_cursor_from_name (pool, "pointer");
}

void
mst_pool_popover_set_text (GtkWidget *pool, const char *title, const char *detail)
{
  GtkLabel *t, *d;

  g_return_if_fail (GTK_IS_WIDGET (pool));

  t = g_object_get_data (G_OBJECT (pool), TITLE_KEY);
  d = g_object_get_data (G_OBJECT (pool), DETAIL_KEY);
  if (t == NULL || d == NULL)
    return;
  gtk_label_set_text (t, title != NULL ? title : "");
  gtk_label_set_text (d, detail != NULL ? detail : "");
}

void
mst_pool_popover_detach (GtkWidget *pool)
{
  GtkWidget *popover;

  g_return_if_fail (GTK_IS_WIDGET (pool));

  popover = g_object_get_data (G_OBJECT (pool), POPOVER_KEY);
  if (popover == NULL)
    return;
  g_object_set_data (G_OBJECT (pool), TITLE_KEY, NULL);
  g_object_set_data (G_OBJECT (pool), DETAIL_KEY, NULL);
  g_object_set_data (G_OBJECT (pool), POPOVER_KEY, NULL);
  gtk_widget_unparent (popover);
}
