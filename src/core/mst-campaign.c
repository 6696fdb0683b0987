/* mst-campaign.c: a campaign as the store lists it: its name, state and size.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-campaign.h"

struct _MstCampaign
{
  GObject parent_instance;

  gint64 id;
  char *name;
  gboolean archived;
  gint64 created;
  gint64 modified;
  guint n_forces;
  guint n_battles;
  char *first_date;
  char *last_date;
};

G_DEFINE_FINAL_TYPE (MstCampaign, mst_campaign, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_ARCHIVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_campaign_finalize (GObject *object)
{
  MstCampaign *self = MST_CAMPAIGN (object);

  g_free (self->name);
  g_free (self->first_date);
  g_free (self->last_date);

  G_OBJECT_CLASS (mst_campaign_parent_class)->finalize (object);
}

static void
mst_campaign_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaign *self = MST_CAMPAIGN (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_ARCHIVED: g_value_set_boolean (value, self->archived); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_class_init (MstCampaignClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_campaign_finalize;
  object_class->get_property = mst_campaign_get_property;

  /* Read-only: for sorters and expressions in list views. */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "",
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ARCHIVED] = g_param_spec_boolean ("archived", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_campaign_init (MstCampaign *self)
{
}

MstCampaign *
mst_campaign_new (gint64      id,
                  const char *name,
                  gboolean    archived,
                  gint64      created,
                  gint64      modified,
                  guint       n_forces,
                  guint       n_battles,
                  const char *first_date,
                  const char *last_date)
{
  MstCampaign *self = g_object_new (MST_TYPE_CAMPAIGN, NULL);

  self->id = id;
  self->name = g_strdup (name != NULL ? name : "");
  self->archived = archived;
  self->created = created;
  self->modified = modified;
  self->n_forces = n_forces;
  self->n_battles = n_battles;
  self->first_date = g_strdup (first_date);
  self->last_date = g_strdup (last_date);
  return self;
}

gint64
mst_campaign_get_id (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), 0);
  return self->id;
}

const char *
mst_campaign_get_name (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), NULL);
  return self->name;
}

gboolean
mst_campaign_get_archived (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), FALSE);
  return self->archived;
}

gint64
mst_campaign_get_created (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), 0);
  return self->created;
}

gint64
mst_campaign_get_modified (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), 0);
  return self->modified;
}

guint
mst_campaign_get_n_forces (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), 0);
  return self->n_forces;
}

guint
mst_campaign_get_n_battles (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), 0);
  return self->n_battles;
}

const char *
mst_campaign_get_first_date (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), NULL);
  return self->first_date;
}

const char *
mst_campaign_get_last_date (MstCampaign *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN (self), NULL);
  return self->last_date;
}
