/* mst-pool-popover.c: a pool's breakdown, opened by a click or a key on the pool.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tooltip cannot be reached on a touch screen or read at leisure: the
 * breakdown of each pool also opens in a popover. */
#include "config.h"

#include "mst-pool-popover.h"

#define POPOVER_KEY "mst-pool-popover"
#define ATTACHED_KEY "mst-pool-popover-attached"
#define TITLE_KEY "mst-pool-popover-title"
#define DETAIL_KEY "mst-pool-popover-detail"

GtkPopover *
mst_pool_popover_get (GtkWidget *pool)
{
  g_return_val_if_fail (GTK_IS_WIDGET (pool), NULL);
  return g_object_get_data (G_OBJECT (pool), POPOVER_KEY);
}

/* The popover, made the first time it opens: a force's first frame has
 * three pools and no popover open. */
static GtkPopover *
ensure_popover (GtkWidget *pool)
{
  GtkWidget *popover, *box, *title, *detail;

  popover = g_object_get_data (G_OBJECT (pool), POPOVER_KEY);
  if (popover != NULL)
    return GTK_POPOVER (popover);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  title = gtk_label_new (g_object_get_data (G_OBJECT (pool), TITLE_KEY));
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  detail = gtk_label_new (g_object_get_data (G_OBJECT (pool), DETAIL_KEY));
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
  return GTK_POPOVER (popover);
}

void
mst_pool_popover_popup (GtkWidget *pool)
{
  g_return_if_fail (GTK_IS_WIDGET (pool));
  g_return_if_fail (g_object_get_data (G_OBJECT (pool), ATTACHED_KEY) != NULL);
  gtk_popover_popup (ensure_popover (pool));
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
  GtkGesture *click;
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WIDGET (pool));
  g_return_if_fail (g_object_get_data (G_OBJECT (pool), ATTACHED_KEY) == NULL);

  g_object_set_data (G_OBJECT (pool), ATTACHED_KEY, GINT_TO_POINTER (TRUE));
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
  GtkPopover *popover;
  GtkWidget *box;

  g_return_if_fail (GTK_IS_WIDGET (pool));

  if (title == NULL)
    title = "";
  if (detail == NULL)
    detail = "";
  g_object_set_data_full (G_OBJECT (pool), TITLE_KEY, g_strdup (title), g_free);
  g_object_set_data_full (G_OBJECT (pool), DETAIL_KEY, g_strdup (detail), g_free);
  popover = mst_pool_popover_get (pool);
  if (popover == NULL)
    return;
  box = gtk_popover_get_child (popover);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), title);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), detail);
}

void
mst_pool_popover_detach (GtkWidget *pool)
{
  GtkWidget *popover;

  g_return_if_fail (GTK_IS_WIDGET (pool));

  g_object_set_data (G_OBJECT (pool), TITLE_KEY, NULL);
  g_object_set_data (G_OBJECT (pool), DETAIL_KEY, NULL);
  g_object_set_data (G_OBJECT (pool), ATTACHED_KEY, NULL);
  popover = g_object_get_data (G_OBJECT (pool), POPOVER_KEY);
  if (popover == NULL)
    return;
  g_object_set_data (G_OBJECT (pool), POPOVER_KEY, NULL);
  gtk_widget_unparent (popover);
}
