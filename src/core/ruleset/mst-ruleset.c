/* mst-ruleset.c: the rule-set registry and what every rule set shares.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "mst-data-text.h"
#include "mst-dice-private.h"
#include "mst-error.h"
#include "mst-paths.h"
#include "mst-ruleset.h"
#include "mst-list-format.h"

typedef struct {
  GMutex lock;
  gboolean tables_loaded;
  MstTableSet *tables;
  char *tables_problem;
  gboolean tables_overridden;
  /* The language the tables' text was read in (mst-data-text.h), and the
   * tables read in another before, kept for whoever still holds them. */
  char *tables_language;
  GPtrArray *old_tables;
  /* The ids of the tests of its code, listed once. */
  GHashTable *code_tests;
} MstRulesetPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (MstRuleset, mst_ruleset, G_TYPE_OBJECT)

static void
mst_ruleset_finalize (GObject *object)
{
  MstRulesetPrivate *priv = mst_ruleset_get_instance_private (MST_RULESET (object));

  g_clear_pointer (&priv->tables, mst_table_set_unref);
  g_clear_pointer (&priv->old_tables, g_ptr_array_unref);
  g_free (priv->tables_problem);
  g_free (priv->tables_language);
  g_clear_pointer (&priv->code_tests, g_hash_table_unref);
  g_mutex_clear (&priv->lock);
  G_OBJECT_CLASS (mst_ruleset_parent_class)->finalize (object);
}

static void
mst_ruleset_class_init (MstRulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_ruleset_finalize;
}

static void
mst_ruleset_init (MstRuleset *self)
{
  MstRulesetPrivate *priv = mst_ruleset_get_instance_private (self);

  g_mutex_init (&priv->lock);
}

GPtrArray *
mst_rulesets_get_all (void)
{
  static GPtrArray *all;

  if (g_once_init_enter (&all))
    {
      GPtrArray *a = g_ptr_array_new ();

      g_ptr_array_add (a, g_object_new (mst_dm_ruleset_get_type (), NULL));
      g_ptr_array_add (a, g_object_new (mst_sk_ruleset_get_type (), NULL));
      g_ptr_array_add (a, g_object_new (mst_bc_ruleset_get_type (), NULL));
      g_ptr_array_add (a, g_object_new (mst_rw_ruleset_get_type (), NULL));
      g_once_init_leave (&all, a);
    }
  return all;
}

MstRuleset *
mst_rulesets_get_default (void)
{
  return g_ptr_array_index (mst_rulesets_get_all (), 0);
}

MstRuleset *
mst_rulesets_get_for_list_version (guint version)
{
  GPtrArray *all = mst_rulesets_get_all ();

  for (guint i = 0; i < all->len; i++)
    {
      const MstListFormat *own = MST_RULESET_GET_CLASS (g_ptr_array_index (all, i))->list_format;

      if (own != NULL && own->version == version)
        return g_ptr_array_index (all, i);
    }
  return NULL;
}

void
mst_rulesets_register (MstRuleset *ruleset)
{
  GPtrArray *all;

  g_return_if_fail (MST_IS_RULESET (ruleset));
  g_return_if_fail (mst_ruleset_lookup (mst_ruleset_get_id (ruleset)) == NULL);

  all = mst_rulesets_get_all ();
  g_ptr_array_add (all, g_object_ref (ruleset));
}

MstRuleset *
mst_ruleset_lookup (const char *id)
{
  GPtrArray *all = mst_rulesets_get_all ();

  for (guint i = 0; i < all->len; i++)
    if (g_strcmp0 (mst_ruleset_get_id (g_ptr_array_index (all, i)), id) == 0)
      return g_ptr_array_index (all, i);
  return NULL;
}

char *
mst_rulesets_dup_ids (void)
{
  GPtrArray *all = mst_rulesets_get_all ();
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < all->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", mst_ruleset_get_id (g_ptr_array_index (all, i)));
  return g_string_free (s, FALSE);
}

const char *
mst_ruleset_get_id (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return MST_RULESET_GET_CLASS (self)->id;
}

const char *
mst_ruleset_get_name (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return _(MST_RULESET_GET_CLASS (self)->name);
}

const char *
mst_ruleset_get_description (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return _(MST_RULESET_GET_CLASS (self)->description);
}

gboolean
mst_ruleset_has_pools (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->has_pools;
}

gboolean
mst_ruleset_has_commands (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->has_commands;
}

gboolean
mst_ruleset_counts_figures (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->counts_figures;
}

const char *const *
mst_ruleset_get_leader_roles (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return MST_RULESET_GET_CLASS (self)->leader_roles;
}

guint
mst_ruleset_get_hits_per_base (MstRuleset *self)
{
  const guint *readings;

  g_return_val_if_fail (MST_IS_RULESET (self), 1);
  readings = MST_RULESET_GET_CLASS (self)->hits_per_base;
  return readings != NULL && readings[0] > 0 ? readings[0] : 1;
}

gboolean
mst_ruleset_allows_hits_per_base (MstRuleset *self, guint hits)
{
  const guint *readings;

  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  readings = MST_RULESET_GET_CLASS (self)->hits_per_base;
  for (guint i = 0; hits > 0 && readings != NULL && readings[i] > 0; i++)
    if (readings[i] == hits)
      return TRUE;
  return FALSE;
}

char *
mst_ruleset_dup_hits_per_base_readings (MstRuleset *self)
{
  const guint *readings;
  GString *s;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  readings = MST_RULESET_GET_CLASS (self)->hits_per_base;
  if (readings == NULL || readings[0] == 0)
    return NULL;
  s = g_string_new (NULL);
  for (guint i = 0; readings[i] > 0; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between the last two of the hits a base may take, "6 or 2" */
        g_string_append (s, readings[i + 1] > 0 ? ", " : _(" or "));
      g_string_append_printf (s, "%u", readings[i]);
    }
  return g_string_free (s, FALSE);
}

/* Risk to Generals (Drums and Muskets). */
static const MstGeneralFate dm_general_fates[] = {
  MST_GENERAL_FATE_SWEPT_AWAY, MST_GENERAL_FATE_INCAPACITATED, MST_GENERAL_FATE_LOST, MST_GENERAL_FATE_NONE,
};

const MstGeneralFate *
mst_ruleset_get_general_fates (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), dm_general_fates);
  return MST_RULESET_GET_CLASS (self)->general_fates != NULL ? MST_RULESET_GET_CLASS (self)->general_fates
                                                             : dm_general_fates;
}

gboolean
mst_ruleset_records_destroyed (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->records_destroyed;
}

const char *
mst_ruleset_get_broken_label (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  /* TRANSLATORS: a unit that broke in a battle */
  return MST_RULESET_GET_CLASS (self)->broken_label != NULL ? _(MST_RULESET_GET_CLASS (self)->broken_label)
                                                            : _("Broken");
}

MstStrength
mst_ruleset_get_strength (MstRuleset *self)
{
  if (self != NULL && mst_ruleset_counts_stands (self))
    return MST_STRENGTH_STANDS;
  if (self != NULL && mst_ruleset_counts_figures (self))
    return MST_STRENGTH_FIGURES;
  return MST_STRENGTH_BASES;
}

gboolean
mst_ruleset_counts_stands (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->counts_stands;
}

gboolean
mst_ruleset_builds_forces (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return !MST_RULESET_GET_CLASS (self)->tables_only;
}

const MstAttrSpec *
mst_ruleset_get_unit_attrs (MstRuleset *self)
{
  static const MstAttrSpec none[] = { { NULL } };

  g_return_val_if_fail (MST_IS_RULESET (self), none);
  return MST_RULESET_GET_CLASS (self)->unit_attrs != NULL ? MST_RULESET_GET_CLASS (self)->unit_attrs : none;
}

const MstOptionalRule *
mst_ruleset_get_optional_rules (MstRuleset *self)
{
  static const MstOptionalRule none[] = { { NULL } };

  g_return_val_if_fail (MST_IS_RULESET (self), none);
  return MST_RULESET_GET_CLASS (self)->optional_rules != NULL ? MST_RULESET_GET_CLASS (self)->optional_rules : none;
}

gboolean
mst_ruleset_force_always_defends (MstForce *force)
{
  MstRuleset *rs;
  MstNationList *list;

  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);
  rs = mst_ruleset_for_force (force);
  list = mst_force_get_list (force);
  return rs != NULL && list != NULL && MST_RULESET_GET_CLASS (rs)->always_defender_rule != NULL &&
         mst_nation_list_has_rule (list, MST_RULESET_GET_CLASS (rs)->always_defender_rule);
}

MstUnit *
mst_ruleset_new_unit (MstRuleset *self, MstNationList *list, MstUnitTemplate *tmpl, const char *name)
{
  MstUnit *unit;

  g_return_val_if_fail (self == NULL || MST_IS_RULESET (self), NULL);
  g_return_val_if_fail (MST_IS_UNIT_TEMPLATE (tmpl), NULL);
  unit = mst_unit_new_from_template (tmpl, name);
  if (self != NULL && MST_RULESET_GET_CLASS (self)->new_unit != NULL)
    MST_RULESET_GET_CLASS (self)->new_unit (self, list, unit);
  return unit;
}

void
mst_ruleset_set_unit_template (MstRuleset *self, MstUnit *unit, MstUnitTemplate *tmpl)
{
  g_return_if_fail (self == NULL || MST_IS_RULESET (self));
  g_return_if_fail (MST_IS_UNIT (unit));
  if (mst_unit_get_template (unit) == tmpl)
    return;
  mst_unit_set_template (unit, tmpl);
  if (self != NULL && MST_RULESET_GET_CLASS (self)->unit_template_changed != NULL)
    MST_RULESET_GET_CLASS (self)->unit_template_changed (self, unit);
}

char **
mst_ruleset_unit_attr_choices (MstRuleset *self, MstUnit *unit, const char *name)
{
  MstRulesetClass *klass;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  klass = MST_RULESET_GET_CLASS (self);
  return klass->unit_attr_choices != NULL ? klass->unit_attr_choices (self, unit, name) : NULL;
}

const char *
mst_ruleset_general_attr_note (MstRuleset *self, MstForce *force, const char *name)
{
  MstRulesetClass *klass;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  klass = MST_RULESET_GET_CLASS (self);
  return klass->general_attr_note != NULL ? klass->general_attr_note (self, force, name) : NULL;
}

const MstAttrSpec *
mst_ruleset_get_general_attrs (MstRuleset *self)
{
  static const MstAttrSpec none[] = { { NULL } };

  g_return_val_if_fail (MST_IS_RULESET (self), none);
  return MST_RULESET_GET_CLASS (self)->general_attrs != NULL ? MST_RULESET_GET_CLASS (self)->general_attrs : none;
}

const MstAttrSpec *
mst_ruleset_get_command_attrs (MstRuleset *self)
{
  static const MstAttrSpec none[] = { { NULL } };

  g_return_val_if_fail (MST_IS_RULESET (self), none);
  return MST_RULESET_GET_CLASS (self)->command_attrs != NULL ? MST_RULESET_GET_CLASS (self)->command_attrs : none;
}

const char *const *
mst_ruleset_get_levels (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return MST_RULESET_GET_CLASS (self)->levels;
}

const char *
mst_ruleset_level_label (MstRuleset *self, const char *level)
{
  MstRulesetClass *klass;

  g_return_val_if_fail (MST_IS_RULESET (self), level);
  klass = MST_RULESET_GET_CLASS (self);
  for (guint i = 0; level != NULL && klass->levels != NULL && klass->levels[i] != NULL; i++)
    if (g_str_equal (klass->levels[i], level))
      return _(klass->level_labels[i]);
  return level != NULL ? level : _("Command");
}

char *
mst_ruleset_level_in_sentence (MstRuleset *self, const char *level)
{
  return mst_label_in_sentence (mst_ruleset_level_label (self, level));
}

MstRuleset *
mst_ruleset_for_force (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  return mst_ruleset_lookup (mst_force_get_ruleset (force));
}

/* The attributes a unit may carry that the editor does not offer. */
static const MstAttrSpec *
template_attrs (MstRuleset *self)
{
  static const MstAttrSpec none[] = { { NULL } };

  return MST_RULESET_GET_CLASS (self)->template_attrs != NULL ? MST_RULESET_GET_CLASS (self)->template_attrs : none;
}

const MstAttrSpec *
mst_ruleset_lookup_attr (MstRuleset *self, const char *name)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);

  const MstAttrSpec *specs[] = {
    mst_ruleset_get_unit_attrs (self), template_attrs (self), mst_ruleset_get_general_attrs (self),
    mst_ruleset_get_command_attrs (self)
  };

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    for (const MstAttrSpec *spec = specs[i]; spec->name != NULL; spec++)
      if (g_strcmp0 (spec->name, name) == 0)
        return spec;
  return NULL;
}

const char *
mst_ruleset_attr_label (MstRuleset *self, const char *name)
{
  const MstAttrSpec *spec = mst_ruleset_lookup_attr (self, name);

  return spec != NULL ? _(spec->label) : NULL;
}

const char *
mst_ruleset_attr_value_label (MstRuleset *self, const char *name, const char *token)
{
  g_return_val_if_fail (MST_IS_RULESET (self), token);

  const MstAttrSpec *specs[] = {
    mst_ruleset_get_unit_attrs (self), mst_ruleset_get_general_attrs (self), mst_ruleset_get_command_attrs (self),
    template_attrs (self)
  };

  /* A name a unit and a command both carry (a regiment's and a brigade's
   * "orders") takes its label from the one whose values hold @token. */
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    for (const MstAttrSpec *spec = specs[i]; spec->name != NULL; spec++)
      {
        const char *label;

        if (g_strcmp0 (spec->name, name) == 0 && (label = mst_attr_spec_value_label (spec, token)) != token)
          return label;
      }
  return token;
}

const MstTable *
mst_ruleset_lookup_table (MstRuleset *self, const char *id)
{
  MstTableSet *set;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  set = mst_ruleset_get_tables (self);
  return set != NULL ? mst_table_set_lookup (set, id) : NULL;
}

const char *
mst_attr_spec_value_label (const MstAttrSpec *spec, const char *token)
{
  g_return_val_if_fail (spec != NULL, token);
  for (guint i = 0; spec->values != NULL && spec->values[i] != NULL; i++)
    if (g_strcmp0 (spec->values[i], token) == 0)
      return spec->value_labels != NULL ? _(spec->value_labels[i]) : token;
  return token;
}

gboolean
mst_ruleset_has_scouting (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->has_scouting;
}

char *
mst_ruleset_describe_incomplete_cards (MstRuleset *self, MstNationList *list)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);

  if (MST_RULESET_GET_CLASS (self)->describe_incomplete_cards == NULL)
    return NULL;
  return MST_RULESET_GET_CLASS (self)->describe_incomplete_cards (self, list);
}

gboolean
mst_ruleset_measures_in_inches (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), FALSE);
  return MST_RULESET_GET_CLASS (self)->measures_in_inches;
}

static void
load_tables (MstRuleset *self, MstRulesetPrivate *priv)
{
  const char *id = mst_ruleset_get_id (self);
  g_autofree char *user_dir = mst_paths_get_user_nations_dir ();
  g_autofree char *system_dir = mst_paths_get_system_nations_dir ();
  g_autofree char *user = g_build_filename (user_dir, id, "tables.xml", NULL);
  g_autofree char *shipped = g_build_filename (system_dir, id, "tables.xml", NULL);
  g_autoptr(GError) error = NULL;

  priv->tables_loaded = TRUE;
  if (g_file_test (user, G_FILE_TEST_EXISTS))
    {
      priv->tables = mst_table_set_new_from_file (user, &error);
      if (priv->tables != NULL)
        {
          priv->tables_overridden = TRUE;
          return;
        }
      /* Said, and the shipped tables used instead: a player's bad file
       * does not take the charts away. */
      priv->tables_problem = g_strdup (error->message);
      g_clear_error (&error);
    }
  if (!g_file_test (shipped, G_FILE_TEST_EXISTS))
    return;
  priv->tables = mst_table_set_new_from_file (shipped, &error);
  if (priv->tables == NULL && priv->tables_problem == NULL)
    priv->tables_problem = g_strdup (error->message);
}

MstTableSet *
mst_ruleset_get_tables (MstRuleset *self)
{
  MstRulesetPrivate *priv;
  MstTableSet *tables;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  priv = mst_ruleset_get_instance_private (self);
  g_mutex_lock (&priv->lock);
  /* Read again in the player's language when it changed (a program that
   * speaks several, the tests). */
  if (priv->tables_loaded)
    {
      g_autofree char *language = mst_data_text_dup_language ();

      if (g_strcmp0 (language, priv->tables_language) != 0)
        {
          if (priv->tables != NULL)
            {
              if (priv->old_tables == NULL)
                priv->old_tables = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_table_set_unref);
              g_ptr_array_add (priv->old_tables, g_steal_pointer (&priv->tables));
            }
          g_clear_pointer (&priv->tables_problem, g_free);
          priv->tables_overridden = FALSE;
          priv->tables_loaded = FALSE;
        }
    }
  if (!priv->tables_loaded)
    {
      g_free (priv->tables_language);
      priv->tables_language = mst_data_text_dup_language ();
      load_tables (self, priv);
    }
  tables = priv->tables;
  g_mutex_unlock (&priv->lock);
  return tables;
}

const char *
mst_ruleset_get_tables_problem (MstRuleset *self)
{
  MstRulesetPrivate *priv = mst_ruleset_get_instance_private (self);

  mst_ruleset_get_tables (self);
  return priv->tables_problem;
}

gboolean
mst_ruleset_tables_overridden (MstRuleset *self)
{
  MstRulesetPrivate *priv = mst_ruleset_get_instance_private (self);

  mst_ruleset_get_tables (self);
  return priv->tables_overridden;
}

void
mst_test_info_free (MstTestInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->title);
  g_ptr_array_unref (info->inputs);
  g_ptr_array_unref (info->modifiers);
  g_free (info);
}

char *
mst_test_info_format_inputs (const MstTestInfo *info)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < info->inputs->len; i++)
    {
      const MstTestInput *in = g_ptr_array_index (info->inputs, i);
      g_autofree char *values = g_strjoinv ("|", in->values);

      g_string_append_printf (s, "%s%s=%s", i > 0 ? "," : "", in->id, values);
    }
  return g_string_free (s, FALSE);
}

static void
input_free (gpointer data)
{
  mst_test_input_clear (data);
  g_free (data);
}

static void
modifier_free (gpointer data)
{
  mst_test_modifier_clear (data);
  g_free (data);
}

MstTestInfo *
mst_test_info_new (const char *id, const char *title)
{
  MstTestInfo *info = g_new0 (MstTestInfo, 1);

  info->id = g_strdup (id);
  info->title = g_strdup (title);
  info->inputs = g_ptr_array_new_with_free_func (input_free);
  info->modifiers = g_ptr_array_new_with_free_func (modifier_free);
  return info;
}

void
mst_test_info_add_input (MstTestInfo *info, const char *id, const char *label, const char *const *values)
{
  MstTestInput *in = g_new0 (MstTestInput, 1);

  in->id = g_strdup (id);
  in->label = g_strdup (label);
  in->values = g_strdupv ((char **) values);
  g_ptr_array_add (info->inputs, in);
}

void
mst_test_info_set_last_input_role (MstTestInfo *info, MstInputRole role)
{
  g_return_if_fail (info != NULL && info->inputs->len > 0);
  ((MstTestInput *) g_ptr_array_index (info->inputs, info->inputs->len - 1))->role = role;
}

void
mst_test_info_add_modifier (MstTestInfo *info, const char *id, const char *text, int target, const char *row)
{
  MstTestModifier *m = g_new0 (MstTestModifier, 1);

  m->id = g_strdup (id);
  m->text = g_strdup (text);
  m->target = target;
  m->row = g_strdup (row);
  g_ptr_array_add (info->modifiers, m);
}

void
mst_test_info_describe_last_modifier (MstTestInfo *info, char *figures, guint most)
{
  MstTestModifier *m;

  g_return_if_fail (info != NULL && info->modifiers->len > 0);

  m = g_ptr_array_index (info->modifiers, info->modifiers->len - 1);
  g_free (m->figures);
  m->figures = figures;
  m->most = most;
}

static void label_inputs (MstRuleset *self, MstTestInfo *info, const MstTestDef *def);

GPtrArray *
mst_ruleset_list_tests (MstRuleset *self)
{
  GPtrArray *tests = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_test_info_free);
  MstTableSet *tables;

  g_return_val_if_fail (MST_IS_RULESET (self), tests);

  tables = mst_ruleset_get_tables (self);
  for (guint i = 0; tables != NULL && i < mst_table_set_get_n_tests (tables); i++)
    {
      const MstTestDef *def = mst_table_set_get_test (tables, i);
      MstTestInfo *info = mst_test_info_new (mst_test_def_get_id (def), mst_test_def_get_title (def));

      for (guint j = 0; j < mst_test_def_get_n_inputs (def); j++)
        {
          const MstTestInput *in = mst_test_def_get_input (def, j);
          g_auto(GStrv) values = mst_test_def_dup_values (def, in);

          mst_test_info_add_input (info, in->id, in->label, (const char *const *) values);
          mst_test_info_set_last_input_role (info, in->role);
        }
      for (guint j = 0; j < mst_test_def_get_n_modifiers (def); j++)
        {
          const MstTestModifier *m = mst_test_def_get_modifier (def, j);

          mst_test_info_add_modifier (info, m->id, m->text, m->target, m->row);
          if (m->by_column)
            mst_test_info_describe_last_modifier (info, g_strdup (m->figures), m->most);
        }
      label_inputs (self, info, def);
      g_ptr_array_add (tests, info);
    }
  if (MST_RULESET_GET_CLASS (self)->list_code_tests != NULL)
    {
      guint first = tests->len;

      MST_RULESET_GET_CLASS (self)->list_code_tests (self, tests);
      for (guint i = first; i < tests->len; i++)
        label_inputs (self, g_ptr_array_index (tests, i), NULL);
    }
  return tests;
}

/* The words of the tests' inputs that no descriptor names: where a
 * shot lands, who charges, what a unit faces (N_()). */
static const struct {
  const char *token;
  const char *label;
} test_words[] = {
  { "yes", N_("Yes") }, { "no", N_("No") },
  { "front", N_("Front") }, { "flank", N_("Flank") },
  { "attacker", N_("Attacker") }, { "defender", N_("Defender") },
  { "shooting", N_("From shooting") }, { "charge", N_("Charge") }, { "melee", N_("Melee") },
  { "other", N_("All other cases") },
  { "canister", N_("Canister") }, { "short", N_("Short") }, { "medium", N_("Medium") }, { "long", N_("Long") },
  { "solid", N_("Solid") }, { "shaken", N_("Shaken") }, { "shattered", N_("Shattered") },
  { "infantry", N_("Infantry") }, { "cavalry", N_("Cavalry") }, { "artillery", N_("Artillery") },
  { "dismounted-cavalry", N_("Dismounted cavalry") }, { "mounted-cavalry", N_("Mounted cavalry") },
  { "inf-line", N_("Infantry in line") }, { "inf-column", N_("Infantry in column") },
  { "inf-extended", N_("Infantry in extended line") }, { "skirmishers", N_("Skirmishers") },
  { "unlimbered", N_("Unlimbered guns") }, { "limbered", N_("Limbered guns") },
  { "inf-inf", N_("Infantry against infantry") }, { "inf-cav", N_("Infantry against cavalry") },
  { "cav-inf", N_("Cavalry against infantry") }, { "cav-cav", N_("Cavalry against cavalry") },
  { "inf-art", N_("Infantry against artillery") }, { "cav-art", N_("Cavalry against artillery") },
  { "2d6", "2D6" }, { "1d12", "1D12" }, { "auto", "AUTO" },
};

/* What the player reads for @value of input @id: a number as it is, the
 * rule set's word (an attribute's value, a unit kind), else the tests'. */
static char *
input_value_label (MstRuleset *self, const char *id, const char *value)
{
  const char *word;

  if (value[0] != '\0' && strspn (value + (value[0] == '-'), "0123456789") == strlen (value + (value[0] == '-')))
    return g_strdup (value);
  if ((word = mst_ruleset_attr_value_label (self, id, value)) != value)
    return g_strdup (word);
  /* A value of another of its attributes (the defender's orders). */
  for (const MstAttrSpec *spec = mst_ruleset_get_unit_attrs (self); spec->name != NULL; spec++)
    if ((word = mst_attr_spec_value_label (spec, value)) != value)
      return g_strdup (word);
  for (const MstAttrSpec *spec = mst_ruleset_get_command_attrs (self); spec->name != NULL; spec++)
    if ((word = mst_attr_spec_value_label (spec, value)) != value)
      return g_strdup (word);
  if ((word = mst_ruleset_unit_kind_label (self, value)) != value)
    return g_strdup (word);
  for (guint i = 0; i < G_N_ELEMENTS (test_words); i++)
    if (g_str_equal (test_words[i].token, value))
      return g_strdup (_(test_words[i].label));
  return g_strdup (value);
}

/* Each input's values named for the player: a data test's from its
 * table's rows and columns, the others' from the rule set's words. */
static void
label_inputs (MstRuleset *self, MstTestInfo *info, const MstTestDef *def)
{
  for (guint k = 0; k < info->inputs->len; k++)
    {
      MstTestInput *in = g_ptr_array_index (info->inputs, k);
      const MstTestInput *def_in = NULL;
      guint n = g_strv_length (in->values);

      if (in->value_labels != NULL)
        continue;
      for (guint j = 0; def != NULL && j < mst_test_def_get_n_inputs (def); j++)
        if (g_str_equal (mst_test_def_get_input (def, j)->id, in->id))
          def_in = mst_test_def_get_input (def, j);
      in->value_labels = g_new0 (char *, n + 1);
      for (guint v = 0; v < n; v++)
        {
          const MstTable *t = def != NULL ? mst_test_def_get_table (def) : NULL;
          int row = t != NULL ? mst_table_find_row (t, in->values[v]) : -1;
          int column = t != NULL && def_in != NULL && def_in->columns != NULL && v < g_strv_length (def_in->columns)
                         ? mst_table_find_column (t, def_in->columns[v]) : -1;
          g_autofree char *word = input_value_label (self, in->id, in->values[v]);

          /* The rule set's own word first; a chart's heading where it has
           * none. */
          if (g_strcmp0 (word, in->values[v]) != 0)
            in->value_labels[v] = g_steal_pointer (&word);
          else if (def_in != NULL && def_in->axis == MST_INPUT_ROW && row >= 0)
            in->value_labels[v] = g_strdup (mst_table_get_row_label (t, (guint) row));
          else if (def_in != NULL && def_in->axis == MST_INPUT_COLUMN && column >= 0)
            in->value_labels[v] = g_strdup (mst_table_get_column_label (t, (guint) column));
          else
            in->value_labels[v] = g_steal_pointer (&word);
        }
    }
}

MstGamePrompt *
mst_game_prompt_copy (const MstGamePrompt *prompt)
{
  MstGamePrompt *copy;

  g_return_val_if_fail (prompt != NULL, NULL);
  copy = g_new0 (MstGamePrompt, 1);
  copy->unit = g_strdup (prompt->unit);
  copy->test_id = g_strdup (prompt->test_id);
  copy->text = g_strdup (prompt->text);
  return copy;
}

void
mst_game_prompt_free (MstGamePrompt *prompt)
{
  if (prompt == NULL)
    return;
  g_free (prompt->unit);
  g_free (prompt->test_id);
  g_free (prompt->text);
  g_free (prompt);
}

const MstGameField *
mst_ruleset_get_game_fields (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return MST_RULESET_GET_CLASS (self)->game_fields;
}

const MstGameField *
mst_ruleset_lookup_game_field (MstRuleset *self, const char *id)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (const MstGameField *f = MST_RULESET_GET_CLASS (self)->game_fields; f != NULL && f->id != NULL; f++)
    if (g_str_equal (f->id, id))
      return f;
  return NULL;
}

/* Whether @self has a test @test_id: a data test, in @def, or one of its
 * code; with MST_ERROR_INVALID naming the tests it has, if not. */
static gboolean
find_test (MstRuleset *self, const char *test_id, const MstTestDef **def, GError **error)
{
  MstTableSet *tables;
  g_autoptr(GPtrArray) tests = NULL;
  g_autoptr(GString) ids = NULL;

  *def = NULL;
  tables = mst_ruleset_get_tables (self);
  if (tables != NULL)
    *def = mst_table_set_lookup_test (tables, test_id);
  if (*def != NULL)
    return TRUE;

  if (MST_RULESET_GET_CLASS (self)->list_code_tests != NULL && MST_RULESET_GET_CLASS (self)->run_code_test != NULL)
    {
      MstRulesetPrivate *priv = mst_ruleset_get_instance_private (self);
      gboolean found;

      GHashTable *code_ids;

      /* Listed once: a test is run thousands of times over for its odds.
       * Listing reads the tables, which take the lock themselves. */
      g_mutex_lock (&priv->lock);
      code_ids = priv->code_tests != NULL ? g_hash_table_ref (priv->code_tests) : NULL;
      g_mutex_unlock (&priv->lock);
      if (code_ids == NULL)
        {
          g_autoptr(GPtrArray) code = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_test_info_free);

          MST_RULESET_GET_CLASS (self)->list_code_tests (self, code);
          code_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          for (guint i = 0; i < code->len; i++)
            g_hash_table_add (code_ids, g_strdup (((MstTestInfo *) g_ptr_array_index (code, i))->id));
          g_mutex_lock (&priv->lock);
          if (priv->code_tests == NULL)
            priv->code_tests = g_hash_table_ref (code_ids);
          g_mutex_unlock (&priv->lock);
        }
      found = test_id != NULL && g_hash_table_contains (code_ids, test_id);
      g_hash_table_unref (code_ids);
      if (found)
        return TRUE;
    }

  tests = mst_ruleset_list_tests (self);
  ids = g_string_new (NULL);
  for (guint i = 0; i < tests->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", ((MstTestInfo *) g_ptr_array_index (tests, i))->id);
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s has no test “%s” (it has %s)"),
               mst_ruleset_get_name (self), test_id, ids->str);
  return FALSE;
}

static MstTestOutcome *
run_found (MstRuleset *self, const MstTestDef *def, const char *test_id, GHashTable *inputs, GHashTable *modifiers,
           int thrown, MstDice *dice, GError **error)
{
  if (def != NULL)
    return mst_test_def_run (def, inputs, modifiers, thrown, dice, error);
  return MST_RULESET_GET_CLASS (self)->run_code_test (self, test_id, inputs, modifiers, thrown, dice, error);
}

MstTestOutcome *
mst_ruleset_run_test (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers,
                      int thrown, MstDice *dice, GError **error)
{
  const MstTestDef *def;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);

  if (!find_test (self, test_id, &def, error))
    return NULL;
  return run_found (self, def, test_id, inputs, modifiers, thrown, dice, error);
}

/* The most ways counted, about a second and a half: fourteen D10 thrown
 * together fall 817,190 ways; a Brigade Command elite regiment firing
 * with every modifier it can take throws fewer. */
#define MOST_PATHS 1000000

GPtrArray *
mst_ruleset_test_odds (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers,
                       GError **error)
{
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(GPtrArray) odds = NULL;
  g_autoptr(GHashTable) seen = NULL;
  const MstTestDef *def;
  guint paths = 0;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);

  if (!find_test (self, test_id, &def, error))
    return NULL;
  dice = mst_dice_new_counting ();
  odds = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_test_odds_free);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  do
    {
      g_autoptr(MstTestOutcome) out = run_found (self, def, test_id, inputs, modifiers, MST_TEST_THROW_DICE, dice,
                                                 error);
      double p = mst_dice_counting_probability (dice);
      g_autofree char *key = NULL;
      MstTestOdds *line;

      if (out == NULL)
        return NULL;
      if (++paths > MOST_PATHS)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("the dice of “%s” fall more than %d ways with these inputs: too many to count"), test_id,
                       MOST_PATHS);
          return NULL;
        }
      if (p <= 0)
        continue;
      key = g_strdup_printf ("%d%d%d%s", out->has_target, out->passed, out->unverified, out->outcome);
      line = g_hash_table_lookup (seen, key);
      if (line == NULL)
        {
          line = g_new0 (MstTestOdds, 1);
          line->outcome = g_strdup (out->outcome);
          line->has_target = out->has_target;
          line->target = out->target;
          line->passed = out->passed;
          line->unverified = out->unverified;
          g_ptr_array_add (odds, line);
          g_hash_table_insert (seen, g_steal_pointer (&key), line);
        }
      line->probability += p;
    }
  while (mst_dice_counting_next (dice));
  return g_steal_pointer (&odds);
}

GArray *
mst_test_parse_faces (const char *text)
{
  g_auto(GStrv) parts = NULL;
  GArray *faces;

  g_return_val_if_fail (text != NULL, NULL);

  parts = g_strsplit (text, "+", -1);
  faces = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 v;
      guint face;

      if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 0, 1000, &v, NULL))
        {
          g_array_unref (faces);
          return NULL;
        }
      face = (guint) v;
      g_array_append_val (faces, face);
    }
  if (faces->len == 0)
    g_clear_pointer (&faces, g_array_unref);
  return faces;
}

typedef struct {
  char *test_id;
  GHashTable *inputs;
  GHashTable *modifiers;
} OddsTask;

static void
odds_task_free (OddsTask *t)
{
  g_free (t->test_id);
  g_hash_table_unref (t->inputs);
  g_hash_table_unref (t->modifiers);
  g_free (t);
}

static GHashTable *
copy_strings (GHashTable *from, gboolean counts)
{
  GHashTable *to = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, counts ? NULL : g_free);
  GHashTableIter iter;
  gpointer key, value;

  if (from == NULL)
    return to;
  g_hash_table_iter_init (&iter, from);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_replace (to, g_strdup (key), counts ? value : g_strdup (value));
  return to;
}

static void
odds_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  OddsTask *t = data;
  GError *error = NULL;
  GPtrArray *odds = mst_ruleset_test_odds (MST_RULESET (source), t->test_id, t->inputs, t->modifiers, &error);

  if (odds == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, odds, (GDestroyNotify) g_ptr_array_unref);
}

void
mst_test_odds_async (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers,
                     GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  OddsTask *t;

  g_return_if_fail (MST_IS_RULESET (self));
  g_return_if_fail (test_id != NULL);

  t = g_new0 (OddsTask, 1);
  t->test_id = g_strdup (test_id);
  t->inputs = copy_strings (inputs, FALSE);
  t->modifiers = copy_strings (modifiers, TRUE);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, mst_test_odds_async);
  g_task_set_task_data (task, t, (GDestroyNotify) odds_task_free);
  g_task_run_in_thread (task, odds_thread);
}

GPtrArray *
mst_test_odds_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == mst_test_odds_async, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

MstTestOutcome *
mst_ruleset_run_test_faces (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers,
                            const guint *faces, guint n_faces, GError **error)
{
  g_autofree char *read_as = NULL;
  MstTestOutcome *outcome;
  int thrown = 0;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  g_return_val_if_fail (faces != NULL && n_faces > 0, NULL);

  if (MST_RULESET_GET_CLASS (self)->read_faces != NULL)
    thrown = MST_RULESET_GET_CLASS (self)->read_faces (self, test_id, faces, n_faces, &read_as);
  else
    for (guint i = 0; i < n_faces; i++)
      thrown += (int) faces[i];
  outcome = mst_ruleset_run_test (self, test_id, inputs, modifiers, thrown, NULL, error);
  if (outcome != NULL && read_as != NULL)
    {
      g_free (outcome->read_as);
      outcome->read_as = g_steal_pointer (&read_as);
    }
  return outcome;
}

MstDerived *
mst_derived_new (const char *id, const char *label, const char *value)
{
  MstDerived *d = g_new0 (MstDerived, 1);

  d->id = g_strdup (id);
  d->label = g_strdup (label);
  d->value = g_strdup (value);
  return d;
}

void
mst_derived_free (MstDerived *derived)
{
  if (derived == NULL)
    return;
  g_free (derived->id);
  g_free (derived->label);
  g_free (derived->value);
  g_free (derived);
}

const char *
mst_derived_lookup (GPtrArray *derived, const char *id)
{
  for (guint i = 0; derived != NULL && i < derived->len; i++)
    {
      MstDerived *d = g_ptr_array_index (derived, i);
      if (g_str_equal (d->id, id))
        return d->value;
    }
  return NULL;
}

GPtrArray *
mst_ruleset_derive (MstRuleset *self, MstForce *force, MstUnit *unit)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_derived_free);
  MstRulesetClass *klass;

  g_return_val_if_fail (MST_IS_RULESET (self), out);
  klass = MST_RULESET_GET_CLASS (self);
  if (unit != NULL && klass->derive_unit != NULL)
    klass->derive_unit (self, force, unit, out);
  else if (unit == NULL && klass->derive_force != NULL)
    klass->derive_force (self, force, out);
  return out;
}

GPtrArray *
mst_ruleset_derive_command (MstRuleset *self, MstForce *force, MstCommand *command)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_derived_free);

  g_return_val_if_fail (MST_IS_RULESET (self), out);
  if (MST_RULESET_GET_CLASS (self)->derive_command != NULL)
    MST_RULESET_GET_CLASS (self)->derive_command (self, force, command, out);
  return out;
}

char *
mst_stat_value_normalize (MstStatType type, const char *value)
{
  gsize len;

  g_return_val_if_fail (value != NULL, NULL);

  len = strlen (value);
  if (type == MST_STAT_SCORE && len >= 2 && value[len - 1] == '+' && strspn (value, "0123456789") == len - 1)
    return g_strndup (value, len - 1);
  return g_strdup (value);
}

const MstStatSpec *
mst_ruleset_lookup_stat_spec (MstRuleset *self, const char *id)
{
  const MstStatSpec *specs;

  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  specs = MST_RULESET_GET_CLASS (self)->stat_specs;
  for (guint i = 0; specs != NULL && specs[i].id != NULL; i++)
    if (g_strcmp0 (specs[i].id, id) == 0)
      return &specs[i];
  return NULL;
}

const char *const *
mst_ruleset_get_formations (MstRuleset *self)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  return MST_RULESET_GET_CLASS (self)->formations;
}

const char *
mst_ruleset_formation_label (MstRuleset *self, const char *formation)
{
  MstRulesetClass *klass;

  g_return_val_if_fail (MST_IS_RULESET (self), formation);
  klass = MST_RULESET_GET_CLASS (self);
  for (guint i = 0; klass->formations != NULL && klass->formations[i] != NULL; i++)
    if (g_strcmp0 (klass->formations[i], formation) == 0)
      return klass->formation_labels != NULL ? _(klass->formation_labels[i]) : formation;
  return formation;
}

static const char *
label_of (const char *const *tokens, const char *const *labels, const char *token)
{
  for (guint i = 0; tokens != NULL && labels != NULL && tokens[i] != NULL; i++)
    if (g_strcmp0 (tokens[i], token) == 0)
      return _(labels[i]);
  return token;
}

const char *
mst_ruleset_unit_kind_label (MstRuleset *self, const char *kind)
{
  g_return_val_if_fail (MST_IS_RULESET (self), kind);
  return label_of (MST_RULESET_GET_CLASS (self)->unit_kinds, MST_RULESET_GET_CLASS (self)->unit_kind_labels, kind);
}

const char *
mst_ruleset_role_label (MstRuleset *self, const char *role)
{
  g_return_val_if_fail (MST_IS_RULESET (self), role);
  return label_of (MST_RULESET_GET_CLASS (self)->roles, MST_RULESET_GET_CLASS (self)->role_labels, role);
}

const char *
mst_rulesets_describe_rule (const char *rule_id)
{
  GPtrArray *all = mst_rulesets_get_all ();

  g_return_val_if_fail (rule_id != NULL, NULL);

  for (guint i = 0; i < all->len; i++)
    {
      const MstRuleName *names = MST_RULESET_GET_CLASS (g_ptr_array_index (all, i))->rule_names;

      for (guint k = 0; names != NULL && names[k].id != NULL; k++)
        if (g_str_equal (names[k].id, rule_id))
          return _(names[k].text);
    }
  return NULL;
}

const char *
mst_ruleset_get_commander_label (MstRuleset *self)
{
  g_return_val_if_fail (self == NULL || MST_IS_RULESET (self), NULL);

  if (self == NULL || MST_RULESET_GET_CLASS (self)->commander_label == NULL)
    return _("Force commander");
  return _(MST_RULESET_GET_CLASS (self)->commander_label);
}

void
mst_pool_label_free (MstPoolLabel *label)
{
  if (label == NULL)
    return;
  g_free (label->value_text);
  g_free (label->title);
  g_free (label->detail);
  g_free (label->accessible);
  g_free (label);
}

MstPoolLabel *
mst_ruleset_pool (MstRuleset *self, MstForce *force, MstPool pool)
{
  g_return_val_if_fail (MST_IS_RULESET (self), NULL);
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (pool < MST_N_POOLS, NULL);

  if (MST_RULESET_GET_CLASS (self)->pool == NULL)
    return NULL;
  return MST_RULESET_GET_CLASS (self)->pool (self, force, pool);
}
