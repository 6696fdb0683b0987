/* mst-battle-general-row.c: a general in the battle form: what became of him.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-general-row.h"

enum {
  PROP_0,
  PROP_ITEM,
  PROP_POSITION,
  N_PROPS
};

/* What both kinds of row hold. */
typedef struct {
  MstGeneral *item;
  int position;
} Holding;

static void
holding_get_property (Holding *h, guint prop_id, GValue *value)
{
  if (prop_id == PROP_ITEM)
    g_value_set_object (value, h->item);
  else
    g_value_set_int (value, h->position);
}

static void
install_properties (GObjectClass *object_class)
{
  g_object_class_install_property (object_class, PROP_ITEM,
    g_param_spec_object ("item", NULL, NULL, MST_TYPE_GENERAL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_POSITION,
    g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
}

static void
holding_set_property (Holding *h, guint prop_id, const GValue *value)
{
  if (prop_id == PROP_ITEM)
    g_set_object (&h->item, g_value_get_object (value));
  else
    h->position = g_value_get_int (value);
}

/* MstBattleGeneralRow */

struct _MstBattleGeneralRow
{
  AdwComboRow parent_instance;

  Holding h;
  /* The fate of each item of the combo: none, then the rule set's. */
  MstGeneralFate fates[MST_N_ALL_GENERAL_FATES];
  guint n_fates;
};

G_DEFINE_FINAL_TYPE (MstBattleGeneralRow, mst_battle_general_row, ADW_TYPE_COMBO_ROW)

static void
general_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  holding_get_property (&MST_BATTLE_GENERAL_ROW (object)->h, prop_id, value);
}

static void
general_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  holding_set_property (&MST_BATTLE_GENERAL_ROW (object)->h, prop_id, value);
}

static void
mst_battle_general_row_dispose (GObject *object)
{
  g_clear_object (&MST_BATTLE_GENERAL_ROW (object)->h.item);
  G_OBJECT_CLASS (mst_battle_general_row_parent_class)->dispose (object);
}

static void
mst_battle_general_row_class_init (MstBattleGeneralRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mst_battle_general_row_dispose;
  object_class->get_property = general_row_get_property;
  object_class->set_property = general_row_set_property;
  install_properties (object_class);
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass),
                                               "/org/muster/Muster/mst-battle-general-row.ui");
}

/* Unharmed, then the fates @ruleset offers (NULL: Drums and Muskets'). */
static void
offer_fates (MstBattleGeneralRow *self, MstRuleset *ruleset)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const MstGeneralFate *fates;

  if (ruleset == NULL)
    ruleset = mst_rulesets_get_default ();
  fates = mst_ruleset_get_general_fates (ruleset);
  self->n_fates = 0;
  self->fates[self->n_fates++] = MST_GENERAL_FATE_NONE;
  for (guint i = 0; fates[i] != MST_GENERAL_FATE_NONE && self->n_fates < G_N_ELEMENTS (self->fates); i++)
    self->fates[self->n_fates++] = fates[i];
  for (guint i = 0; i < self->n_fates; i++)
    gtk_string_list_append (labels, mst_general_fate_get_label (self->fates[i]));
  adw_combo_row_set_model (ADW_COMBO_ROW (self), G_LIST_MODEL (labels));
}

static void
mst_battle_general_row_init (MstBattleGeneralRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  offer_fates (self, NULL);
}

/* MstBattleLostGeneralRow */

struct _MstBattleLostGeneralRow
{
  AdwActionRow parent_instance;

  Holding h;
};

G_DEFINE_FINAL_TYPE (MstBattleLostGeneralRow, mst_battle_lost_general_row, ADW_TYPE_ACTION_ROW)

static void
lost_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  holding_get_property (&MST_BATTLE_LOST_GENERAL_ROW (object)->h, prop_id, value);
}

static void
lost_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  holding_set_property (&MST_BATTLE_LOST_GENERAL_ROW (object)->h, prop_id, value);
}

static void
mst_battle_lost_general_row_dispose (GObject *object)
{
  g_clear_object (&MST_BATTLE_LOST_GENERAL_ROW (object)->h.item);
  G_OBJECT_CLASS (mst_battle_lost_general_row_parent_class)->dispose (object);
}

static void
mst_battle_lost_general_row_class_init (MstBattleLostGeneralRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mst_battle_lost_general_row_dispose;
  object_class->get_property = lost_row_get_property;
  object_class->set_property = lost_row_set_property;
  install_properties (object_class);
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass),
                                               "/org/muster/Muster/mst-battle-lost-general-row.ui");
}

static void
mst_battle_lost_general_row_init (MstBattleLostGeneralRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Either */

GtkWidget *
mst_battle_general_row_new (MstGeneral *item, int position, MstRuleset *ruleset)
{
  g_autofree char *post = NULL;
  g_autofree char *subtitle = NULL;
  gboolean lost;
  GtkWidget *row;

  g_return_val_if_fail (MST_IS_GENERAL (item), NULL);

  lost = !mst_campaign_view_offers_fate (item);
  post = mst_campaign_view_general_post (ruleset, (guint) MAX (position, 0));
  /* TRANSLATORS: a general's post, then that he was lost in an earlier battle */
  subtitle = lost ? g_strdup_printf (_("%s · lost, not yet replaced"), post) : g_strdup (post);
  row = g_object_new (lost ? MST_TYPE_BATTLE_LOST_GENERAL_ROW : MST_TYPE_BATTLE_GENERAL_ROW,
                      "item", item, "position", position, "title", mst_general_get_name (item),
                      "subtitle", subtitle, NULL);
  if (MST_IS_BATTLE_GENERAL_ROW (row) && ruleset != NULL)
    offer_fates (MST_BATTLE_GENERAL_ROW (row), ruleset);
  return row;
}

static Holding *
holding_of (GtkWidget *row)
{
  if (MST_IS_BATTLE_GENERAL_ROW (row))
    return &MST_BATTLE_GENERAL_ROW (row)->h;
  if (MST_IS_BATTLE_LOST_GENERAL_ROW (row))
    return &MST_BATTLE_LOST_GENERAL_ROW (row)->h;
  g_return_val_if_reached (NULL);
}

MstGeneral *
mst_battle_general_row_get_item (GtkWidget *row)
{
  Holding *h = holding_of (row);

  return h != NULL ? h->item : NULL;
}

void
mst_battle_general_row_record (GtkWidget *row, MstBattle *battle)
{
  Holding *h = holding_of (row);
  MstBattleGeneralRow *self;
  guint selected;

  g_return_if_fail (MST_IS_BATTLE (battle));

  /* A general lost before stays as he was: the record keeps him unhurt. */
  if (h == NULL || !MST_IS_BATTLE_GENERAL_ROW (row))
    return;
  self = MST_BATTLE_GENERAL_ROW (row);
  selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
  mst_battle_set_general (battle, mst_general_get_name (h->item), h->position,
                          selected < self->n_fates ? self->fates[selected] : MST_GENERAL_FATE_NONE);
}

void
mst_battle_general_row_show_record (GtkWidget *row, MstBattle *battle)
{
  Holding *h = holding_of (row);

  g_return_if_fail (MST_IS_BATTLE (battle));

  if (h == NULL || !MST_IS_BATTLE_GENERAL_ROW (row))
    return;
  for (guint g = 0; g < mst_battle_get_n_generals (battle); g++)
    {
      const MstBattleGeneral *general = mst_battle_get_general (battle, g);

      if (general->position != h->position || g_strcmp0 (general->general, mst_general_get_name (h->item)) != 0)
        continue;
      for (guint i = 0; i < MST_BATTLE_GENERAL_ROW (row)->n_fates; i++)
        if (MST_BATTLE_GENERAL_ROW (row)->fates[i] == general->fate)
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
    }
}
