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
  MstArm arm;
  MstTroopClass klass;
  MstDoctrines doctrines;
  MstDoctrines optional_doctrines;
  guint thresholds[MST_N_GRADES];
  GArray *weapons;
  /* Beyond Drums and Muskets: the rule set's unit kind, attributes and
   * components (see mst-value.h); NULL, NULL and empty for a D&M row. */
  char *kind;
  char *weapon_token;
  GHashTable *attrs;
  GArray *components;
  /* MstStat: the card's values (Revolutionary Wars). */
  GPtrArray *stats;
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
  g_array_unref (self->weapons);
  g_free (self->kind);
  g_free (self->weapon_token);
  g_hash_table_unref (self->attrs);
  g_array_unref (self->components);
  g_ptr_array_unref (self->stats);

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
  self->weapons = g_array_new (FALSE, FALSE, sizeof (MstWeapon));
  self->attrs = mst_attrs_new ();
  self->components = mst_components_new ();
  self->stats = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_stat_free);
}

MstUnitTemplate *
mst_unit_template_new (const char   *id,
                       const char   *name,
                       MstArm        arm,
                       MstTroopClass  klass,
                       MstDoctrines  doctrines,
                       MstDoctrines  optional_doctrines)
{
  MstUnitTemplate *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (MST_TYPE_UNIT_TEMPLATE, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->arm = arm;
  self->klass = klass;
  self->doctrines = doctrines;
  self->optional_doctrines = optional_doctrines & ~doctrines;
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

MstArm
mst_unit_template_get_arm (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), MST_ARM_FOOT);
  return self->arm;
}

MstTroopClass
mst_unit_template_get_class (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), MST_TROOP_CLASS_LINE);
  return self->klass;
}

MstDoctrines
mst_unit_template_get_doctrines (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), 0);
  return self->doctrines;
}

MstDoctrines
mst_unit_template_get_optional_doctrines (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), 0);
  return self->optional_doctrines;
}

MstDoctrines
mst_unit_template_get_allowed_doctrines (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), 0);
  return self->doctrines | self->optional_doctrines;
}

guint
mst_unit_template_get_threshold (MstUnitTemplate *self, MstGrade grade)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), 0);
  g_return_val_if_fail (grade >= 0 && grade < MST_N_GRADES, 0);
  return self->thresholds[grade];
}

void
mst_unit_template_set_threshold (MstUnitTemplate *self, MstGrade grade, guint threshold)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (self));
  g_return_if_fail (grade >= 0 && grade < MST_N_GRADES);
  g_return_if_fail (threshold <= 6);
  self->thresholds[grade] = threshold;
}

const MstWeapon *
mst_unit_template_get_weapons (MstUnitTemplate *self, guint *n_weapons)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  if (n_weapons != NULL)
    *n_weapons = self->weapons->len;
  return (const MstWeapon *) (gpointer) self->weapons->data;
}

void
mst_unit_template_add_weapon (MstUnitTemplate *self, MstWeapon weapon)
{
  g_return_if_fail (MST_IS_UNIT_TEMPLATE (self));
  g_array_append_val (self->weapons, weapon);
}

char *
mst_unit_template_format_thresholds (MstUnitTemplate *self)
{
  GString *s;

  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);

  s = g_string_new (NULL);
  for (int g = 0; g < MST_N_GRADES; g++)
    {
      if (g > 0)
        g_string_append (s, " / ");
      if (self->thresholds[g] > 0)
        g_string_append_printf (s, "%u+", self->thresholds[g]);
      else
        g_string_append (s, "—");
    }
  return g_string_free (s, FALSE);
}

/* Drums and Muskets, Resilience: the unit is the best grade whose threshold
 * the die meets. */
MstGrade
mst_unit_template_grade_for_die (MstUnitTemplate *self, guint die)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), MST_GRADE_NONE);

  for (int g = MST_N_GRADES - 1; g >= 0; g--)
    if (self->thresholds[g] > 0 && die >= self->thresholds[g])
      return (MstGrade) g;
  return MST_GRADE_NONE;
}

gboolean
mst_unit_template_is_open_capable (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), FALSE);

  if (self->doctrines & MST_DOCTRINE_OPEN)
    return TRUE;
  if (self->klass == MST_TROOP_CLASS_IRREGULAR)
    return TRUE;
  return self->arm == MST_ARM_FOOT && self->klass == MST_TROOP_CLASS_LIGHT;
}

const char *
mst_unit_template_to_class_string (MstUnitTemplate *self)
{
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (self), NULL);
  return mst_troop_class_to_string (self->klass);
}

MstUnitTemplate *
mst_unit_template_new_kind (const char *id, const char *name, const char *kind)
{
  MstUnitTemplate *self = mst_unit_template_new (id, name, MST_ARM_FOOT, MST_TROOP_CLASS_LINE, 0, 0);

  self->kind = g_strdup (kind);
  return self;
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
