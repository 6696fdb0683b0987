/* mst-unit-template.c: one unit row of a nation list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-unit-template.h"
#include "mst-value.h"

struct _MstUnitTemplate
{
  GObject parent_instance;

  char *id;
  char *name;
  char *list_id;
  /* The rule set's unit kind, attributes and components (see
   * mst-value.h); NULL, NULL and empty for a row of a list whose rule set
   * keeps its own data on it (Drums and Muskets' version 1). */
  char *kind;
  char *weapon_token;
  GHashTable *attrs;
  GArray *components;
  /* MstStat: the card's values (Revolutionary Wars). */
  GPtrArray *stats;
  /* The rule set's own data on the row, and how it is freed. */
  gpointer ruleset_data;
  GDestroyNotify ruleset_data_free;
};

G_DEFINE_FINAL_TYPE (MstUnitTemplate, mst_unit_template, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_unit_template_finalize (GObject *object)
{
  MstUnitTemplate *self = MST_UNIT_TEMPLATE (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->list_id);
  g_free (self->kind);
  g_free (self->weapon_token);
  g_hash_table_unref (self->attrs);
  g_array_unref (self->components);
  g_ptr_array_unref (self->stats);
  if (self->ruleset_data_free != NULL)
    self->ruleset_data_free (self->ruleset_data);

  G_OBJECT_CLASS (mst_unit_template_parent_class)->finalize (object);
}

static void
mst_unit_template_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  MstUnitTemplate *self = MST_UNIT_TEMPLATE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_unit_template_class_init (MstUnitTemplateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_unit_template_finalize;
  object_class->get_property = mst_unit_template_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_unit_template_init (MstUnitTemplate *self)
{
  self->attrs = mst_attrs_new ();
  self->components = mst_components_new ();
  self->stats = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_stat_free);
}

MstUnitTemplate *
mst_unit_template_new (const char *id, const char *name, const char *kind)
{
  MstUnitTemplate *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (MST_TYPE_UNIT_TEMPLATE, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->kind = g_strdup (kind);
  return self;
}

const char *
mst_unit_template_get_id (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->id;
}

const char *
mst_unit_template_get_name (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->name;
}

const char *
mst_unit_template_get_list_id (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->list_id;
}

void
mst_unit_template_set_list_id (MstUnitTemplate *self, const char *list_id)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (self));
  g_free (self->list_id);
  self->list_id = g_strdup (list_id);
}

const char *
mst_unit_template_get_kind (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->kind;
}

const char *
mst_unit_template_get_weapon_token (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->weapon_token;
}

void
mst_unit_template_set_weapon_token (MstUnitTemplate *self, const char *weapon)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (self));
  g_free (self->weapon_token);
  self->weapon_token = g_strdup (weapon);
}

GHashTable *
mst_unit_template_get_attrs (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->attrs;
}

GArray *
mst_unit_template_get_components (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->components;
}

MstStat *
mst_stat_new (const char *id, const char *formation, const char *weapon, const char *band, const char *value)
{
  MstStat *stat;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  stat = g_new0 (MstStat, 1);
  stat->id = g_strdup (id);
  stat->formation = g_strdup (formation);
  stat->weapon = g_strdup (weapon);
  stat->band = g_strdup (band);
  stat->value = g_strdup (value);
  return stat;
}

void
mst_stat_free (MstStat *stat)
{
  if (stat == NULL)
    return;
  g_free (stat->id);
  g_free (stat->formation);
  g_free (stat->weapon);
  g_free (stat->band);
  g_free (stat->value);
  g_free (stat);
}

GPtrArray *
mst_unit_template_get_stats (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->stats;
}

GPtrArray *
mst_unit_template_list_weapon_lines (MstUnitTemplate *self)
{
  GPtrArray *lines;

  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  lines = g_ptr_array_new ();
  for (guint i = 0; i < self->stats->len; i++)
    {
      const MstStat *st = g_ptr_array_index (self->stats, i);
      gboolean known = FALSE;

      if (!g_str_equal (st->id, "accuracy") && !g_str_equal (st->id, "firepower"))
        continue;
      for (guint l = 0; l < lines->len && !known; l++)
        known = g_strcmp0 (g_ptr_array_index (lines, l), st->weapon) == 0;
      if (!known)
        g_ptr_array_add (lines, st->weapon);
    }
  return lines;
}

void
mst_unit_template_add_stat (MstUnitTemplate *self, MstStat *stat)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (self));
  g_return_if_fail (stat != NULL);
  g_ptr_array_add (self->stats, stat);
}

const char *
mst_unit_template_lookup_stat (MstUnitTemplate *self, const char *id, const char *formation, const char *weapon,
                               const char *band)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);

  for (guint i = 0; i < self->stats->len; i++)
    {
      const MstStat *s = g_ptr_array_index (self->stats, i);

      if (g_strcmp0 (s->id, id) == 0 && g_strcmp0 (s->formation, formation) == 0
          && g_strcmp0 (s->weapon, weapon) == 0 && g_strcmp0 (s->band, band) == 0)
        return s->value;
    }
  return NULL;
}

gpointer
mst_unit_template_get_ruleset_data (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return self->ruleset_data;
}

void
mst_unit_template_set_ruleset_data (MstUnitTemplate *self, gpointer data, GDestroyNotify destroy)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (self));
  if (self->ruleset_data_free != NULL)
    self->ruleset_data_free (self->ruleset_data);
  self->ruleset_data = data;
  self->ruleset_data_free = destroy;
}
