/* mst-expander-row.c: a row of the force editor that opens on rows of its own.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It looks and behaves as libadwaita's expander row (the same style
 * nodes: row.expander > box > list > row.header, and list.nested once
 * open), but is built for a list of dozens of units: its header holds
 * only what a unit or a general shows (a title and a subtitle on one line
 * each, a menu, the arrow), and the list of rows inside comes with the
 * first opening.  libadwaita 1.2's expander row builds an action row, a
 * hidden switch and the nested list for every row up front, about twice
 * what a force's first frame needs of it. */
#include "config.h"

#include "mst-expander-row.h"

typedef struct
{
  GtkBox *box;
  GtkListBoxRow *header;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkBox *suffixes;
  GtkImage *arrow;
  /* Made when first opened. */
  GtkRevealer *revealer;
  GtkListBox *list;

  gboolean expanded;
} MstExpanderRowPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (MstExpanderRow, mst_expander_row, ADW_TYPE_PREFERENCES_ROW)

enum {
  PROP_0,
  PROP_SUBTITLE,
  PROP_EXPANDED,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* Up or down out of the header or the rows inside: on to the next widget
 * of the window, as from any row of the list around. */
static gboolean
on_keynav_failed (MstExpanderRow *self, GtkDirectionType direction)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  if (root == NULL || (direction != GTK_DIR_UP && direction != GTK_DIR_DOWN))
    return FALSE;
  return gtk_widget_child_focus (root, direction == GTK_DIR_UP ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
}

static void
toggle (MstExpanderRow *self)
{
  mst_expander_row_set_expanded (self, !mst_expander_row_get_expanded (self));
}

static void
sync_title (MstExpanderRow *self)
{
  MstExpanderRowPrivate *priv = mst_expander_row_get_instance_private (self);

  gtk_label_set_text (priv->title_label, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self)));
}

static GtkLabel *
header_label (const char *style_class)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  /* One line, cut short: a label that may wrap is measured again for
   * every width GTK tries, in every row of the list. */
  gtk_label_set_xalign (label, 0);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (label), style_class);
  return label;
}

/* The rows of a list in the header's row: focus goes to them, not to the
 * row around them. */
static gboolean
mst_expander_row_focus (GtkWidget *widget, GtkDirectionType direction)
{
  MstExpanderRowPrivate *priv = mst_expander_row_get_instance_private (MST_EXPANDER_ROW (widget));

  return gtk_widget_child_focus (GTK_WIDGET (priv->box), direction);
}

static gboolean
mst_expander_row_grab_focus (GtkWidget *widget)
{
  MstExpanderRowPrivate *priv = mst_expander_row_get_instance_private (MST_EXPANDER_ROW (widget));

  return gtk_widget_grab_focus (GTK_WIDGET (priv->header));
}

static void
mst_expander_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstExpanderRow *self = MST_EXPANDER_ROW (object);

  switch (prop_id)
    {
    case PROP_SUBTITLE:
      g_value_set_string (value, mst_expander_row_get_subtitle (self));
      break;
    case PROP_EXPANDED:
      g_value_set_boolean (value, mst_expander_row_get_expanded (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_expander_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstExpanderRow *self = MST_EXPANDER_ROW (object);

  switch (prop_id)
    {
    case PROP_SUBTITLE:
      mst_expander_row_set_subtitle (self, g_value_get_string (value));
      break;
    case PROP_EXPANDED:
      mst_expander_row_set_expanded (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_expander_row_class_init (MstExpanderRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mst_expander_row_get_property;
  object_class->set_property = mst_expander_row_set_property;
  widget_class->focus = mst_expander_row_focus;
  widget_class->grab_focus = mst_expander_row_grab_focus;

  props[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, "",
                                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                              | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_EXPANDED] = g_param_spec_boolean ("expanded", NULL, NULL, FALSE,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                               | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
mst_expander_row_init (MstExpanderRow *self)
{
  MstExpanderRowPrivate *priv = mst_expander_row_get_instance_private (self);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *header_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *title_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  /* The header opens and closes the row; the row itself is not activated. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "expander");
  g_signal_connect_after (self, "activate", G_CALLBACK (toggle), NULL);
  g_signal_connect (self, "notify::title", G_CALLBACK (sync_title), NULL);

  priv->box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), GTK_WIDGET (priv->box));

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  g_signal_connect_object (list, "row-activated", G_CALLBACK (toggle), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (list, "keynav-failed", G_CALLBACK (on_keynav_failed), self, G_CONNECT_SWAPPED);
  gtk_box_append (priv->box, list);

  priv->header = GTK_LIST_BOX_ROW (gtk_list_box_row_new ());
  gtk_widget_add_css_class (GTK_WIDGET (priv->header), "header");
  gtk_accessible_update_state (GTK_ACCESSIBLE (priv->header), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (priv->header));

  gtk_widget_add_css_class (header_box, "header");
  gtk_list_box_row_set_child (priv->header, header_box);

  gtk_widget_add_css_class (title_box, "title");
  gtk_widget_set_valign (title_box, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (title_box, TRUE);
  priv->title_label = header_label ("title");
  priv->subtitle_label = header_label ("subtitle");
  gtk_widget_set_visible (GTK_WIDGET (priv->subtitle_label), FALSE);
  gtk_box_append (GTK_BOX (title_box), GTK_WIDGET (priv->title_label));
  gtk_box_append (GTK_BOX (title_box), GTK_WIDGET (priv->subtitle_label));
  gtk_box_append (GTK_BOX (header_box), title_box);
  /* A screen reader names the header by its title, and reads the
   * subtitle after it. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (priv->header),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, priv->title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, priv->subtitle_label, NULL,
                                  -1);

  priv->suffixes = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  gtk_widget_add_css_class (GTK_WIDGET (priv->suffixes), "suffixes");
  priv->arrow = GTK_IMAGE (gtk_image_new_from_icon_name ("adw-expander-arrow-symbolic"));
  gtk_widget_add_css_class (GTK_WIDGET (priv->arrow), "expander-row-arrow");
  gtk_box_append (priv->suffixes, GTK_WIDGET (priv->arrow));
  gtk_box_append (GTK_BOX (header_box), GTK_WIDGET (priv->suffixes));
}

const char *
mst_expander_row_get_subtitle (MstExpanderRow *self)
{
  MstExpanderRowPrivate *priv;

  g_return_val_if_fail (MST_IS_EXPANDER_ROW (self), NULL);
  priv = mst_expander_row_get_instance_private (self);
  return gtk_label_get_text (priv->subtitle_label);
}

void
mst_expander_row_set_subtitle (MstExpanderRow *self, const char *subtitle)
{
  MstExpanderRowPrivate *priv;

  g_return_if_fail (MST_IS_EXPANDER_ROW (self));
  priv = mst_expander_row_get_instance_private (self);
  if (subtitle == NULL)
    subtitle = "";
  if (g_strcmp0 (gtk_label_get_text (priv->subtitle_label), subtitle) == 0)
    return;
  gtk_label_set_text (priv->subtitle_label, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (priv->subtitle_label), *subtitle != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SUBTITLE]);
}

gboolean
mst_expander_row_get_expanded (MstExpanderRow *self)
{
  MstExpanderRowPrivate *priv;

  g_return_val_if_fail (MST_IS_EXPANDER_ROW (self), FALSE);
  priv = mst_expander_row_get_instance_private (self);
  return priv->expanded;
}

static void
ensure_list (MstExpanderRow *self)
{
  MstExpanderRowPrivate *priv = mst_expander_row_get_instance_private (self);

  if (priv->list != NULL)
    return;
  priv->revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (priv->revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP);
  priv->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (priv->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (priv->list), "nested");
  g_signal_connect_object (priv->list, "keynav-failed", G_CALLBACK (on_keynav_failed), self, G_CONNECT_SWAPPED);
  gtk_revealer_set_child (priv->revealer, GTK_WIDGET (priv->list));
  gtk_box_append (priv->box, GTK_WIDGET (priv->revealer));
}

void
mst_expander_row_set_expanded (MstExpanderRow *self, gboolean expanded)
{
  MstExpanderRowPrivate *priv;

  g_return_if_fail (MST_IS_EXPANDER_ROW (self));
  priv = mst_expander_row_get_instance_private (self);
  expanded = !!expanded;
  if (priv->expanded == expanded)
    return;
  priv->expanded = expanded;
  if (expanded)
    {
      ensure_list (self);
      gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_CHECKED, FALSE);
    }
  else
    gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_CHECKED);
  gtk_accessible_update_state (GTK_ACCESSIBLE (priv->header), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
  /* Told first, so that the rows inside can be made before they show. */
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EXPANDED]);
  gtk_revealer_set_reveal_child (priv->revealer, priv->expanded);
}

void
mst_expander_row_set_accessible_title (MstExpanderRow *self, const char *title)
{
  MstExpanderRowPrivate *priv;

  g_return_if_fail (MST_IS_EXPANDER_ROW (self));
  priv = mst_expander_row_get_instance_private (self);
  /* Its own name, or its title label's: not both, which a screen reader
   * reads one after the other ("Soult Soult"). */
  if (title != NULL)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (priv->header), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (priv->header), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
  else
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (priv->header), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (priv->header),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, priv->title_label, NULL, -1);
    }
}

void
mst_expander_row_add_action (MstExpanderRow *self, GtkWidget *widget)
{
  MstExpanderRowPrivate *priv;

  g_return_if_fail (MST_IS_EXPANDER_ROW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  priv = mst_expander_row_get_instance_private (self);
  gtk_box_prepend (priv->suffixes, widget);
}

void
mst_expander_row_add_row (MstExpanderRow *self, GtkWidget *child)
{
  MstExpanderRowPrivate *priv;

  g_return_if_fail (MST_IS_EXPANDER_ROW (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  priv = mst_expander_row_get_instance_private (self);
  ensure_list (self);
  gtk_list_box_append (priv->list, child);
}

void
mst_expander_row_remove (MstExpanderRow *self, GtkWidget *child)
{
  MstExpanderRowPrivate *priv;
  GtkWidget *parent;

  g_return_if_fail (MST_IS_EXPANDER_ROW (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  priv = mst_expander_row_get_instance_private (self);
  parent = gtk_widget_get_parent (child);
  if (parent == GTK_WIDGET (priv->suffixes) && child != GTK_WIDGET (priv->arrow))
    gtk_box_remove (priv->suffixes, child);
  else if (priv->list != NULL && parent == GTK_WIDGET (priv->list))
    gtk_list_box_remove (priv->list, child);
  else if (priv->list != NULL && parent != NULL && gtk_widget_get_parent (parent) == GTK_WIDGET (priv->list))
    /* A widget that is not a row, in the row the list put it in. */
    gtk_list_box_remove (priv->list, parent);
  else
    g_critical ("%s: %s is not a row or an action of this row", G_STRFUNC, G_OBJECT_TYPE_NAME (child));
}
