/* mst-campaign-event-apply.c: a change between battles applied to a
 * force: the units and generals it names found, and what it says done.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-object.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-view.h"
#include "mst-deploy.h"
#include "mst-error.h"
#include "mst-value.h"
#include "mst-force-file.h"
#include "mst-ruleset.h"
#include "mst-vocabulary.h"

gboolean
mst_campaign_general_is_recorded (MstGeneral *general)
{
  const char *name = mst_general_get_name (general);

  return name != NULL && name[0] != '\0';
}

char **
mst_campaign_force_unit_labels (MstForce *force)
{
  g_autoptr(GPtrArray) units = NULL;
  g_autofree const char **names = NULL;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  units = mst_force_list_units (force);
  names = g_new0 (const char *, units->len + 1);
  for (guint i = 0; i < units->len; i++)
    names[i] = mst_unit_get_name (g_ptr_array_index (units, i));
  return mst_unit_number_namesakes (names, units->len);
}

/* The force's units by their labels, read once for a battle's rows (its
 * units keep their names while the battle is applied). */
static GHashTable *
units_by_label (MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_auto(GStrv) labels = mst_campaign_force_unit_labels (force);
  GHashTable *by_label = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < units->len; i++)
    if (labels[i] != NULL && !g_hash_table_contains (by_label, labels[i]))
      g_hash_table_insert (by_label, g_strdup (labels[i]), g_ptr_array_index (units, i));
  return by_label;
}

static MstUnit *
unit_labelled (GHashTable *by_label, const char *label)
{
  return label != NULL ? g_hash_table_lookup (by_label, label) : NULL;
}

/* A unit by its label: its name, or "NAME (2)" for a later namesake. */
static MstUnit *
find_unit (MstForce *force, const char *label)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_auto(GStrv) labels = mst_campaign_force_unit_labels (force);

  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (labels[i], label) == 0)
      return g_ptr_array_index (units, i);
  return NULL;
}

static MstGeneral *
general_at (MstForce *force, int position)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);

  if (position < 0 || (guint) position >= generals->len)
    return NULL;
  return g_ptr_array_index (generals, position);
}

static gboolean
no_unit (MstForce *force, const char *unit, GError **error)
{
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
               _("“%s” is not a unit of “%s”"), unit != NULL ? unit : "", mst_force_get_name (force));
  return FALSE;
}

static gboolean
no_general (MstForce *force, int position, GError **error)
{
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
               _("“%s” has no general number %d"), mst_force_get_name (force), position);
  return FALSE;
}

static gboolean
apply_state (MstCampaignEvent *self, MstForce **force, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstForce) fresh = NULL;
  const char *what = self->kind == MST_CAMPAIGN_EVENT_JOINED ? _("the force as it joined the campaign")
                                                             : _("the force as it was changed");

  if (self->force_data == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s is missing"), what);
      return FALSE;
    }
  fresh = mst_force_open_data (self->force_data, strlen (self->force_data), what, catalogue, error);
  if (fresh == NULL)
    return FALSE;
  /* Units of equal names keep them: records tell them apart by their
   * labels (mst_campaign_force_unit_labels()). */
  if (self->force_id > 0)
    mst_force_set_id (fresh, self->force_id);
  else if (*force != NULL)
    mst_force_set_id (fresh, mst_force_get_id (*force));
  g_clear_object (force);
  *force = g_steal_pointer (&fresh);
  mst_campaign_event_replace_string (&self->ruleset, mst_force_get_ruleset (*force));
  return TRUE;
}

/* How many of @unit's figures are its leaders (its rule set's leader roles). */
static guint
unit_leaders (MstRuleset *ruleset, MstUnit *unit)
{
  const char *const *roles = mst_ruleset_get_leader_roles (ruleset);
  GArray *components = mst_unit_get_components (unit);
  guint n = 0;

  for (guint i = 0; roles != NULL && roles[i] != NULL && components != NULL; i++)
    n += mst_components_count (components, roles[i]);
  return n;
}

/* @n of @unit's leaders lost: from its first leader role, then the next. */
static void
take_leaders (MstRuleset *ruleset, MstUnit *unit, guint n)
{
  const char *const *roles = mst_ruleset_get_leader_roles (ruleset);
  g_autoptr(GArray) components = NULL;

  if (n == 0 || roles == NULL || mst_unit_get_components (unit) == NULL)
    return;
  components = mst_components_copy (mst_unit_get_components (unit));
  for (guint r = 0; roles[r] != NULL && n > 0; r++)
    for (guint i = 0; i < components->len && n > 0; i++)
      {
        MstComponent *c = &g_array_index (components, MstComponent, i);
        guint take;

        if (g_strcmp0 (c->role, roles[r]) != 0)
          continue;
        take = MIN (c->count, n);
        c->count -= take;
        n -= take;
      }
  mst_unit_set_components (unit, components);
}

static gboolean
apply_battle (MstCampaignEvent *self, MstForce *force, GError **error)
{
  MstBattle *battle = self->battle;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autoptr(GHashTable) by_label = NULL;
  MstRuleset *ruleset;
  guint n;

  if (battle == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("The battle’s record is missing"));
      return FALSE;
    }

  /* The record speaks the force's rule set: its fates, its words. */
  mst_battle_set_ruleset (battle, mst_force_get_ruleset (force));
  ruleset = mst_ruleset_for_force (force);
  if (ruleset == NULL)
    ruleset = mst_rulesets_get_default ();

  /* Everything is checked before anything changes. */
  by_label = units_by_label (force);
  n = mst_battle_get_n_units (battle);
  for (guint i = 0; i < n; i++)
    {
      const MstBattleUnit *u = mst_battle_get_unit (battle, i);
      MstUnit *unit = unit_labelled (by_label, u->unit);

      if (unit == NULL)
        {
          no_unit (force, u->unit, error);
          mst_battle_prefix_error (battle, u->line, error);
          return FALSE;
        }
      if (u->destroyed && !mst_ruleset_records_destroyed (ruleset))
        {
          /* TRANSLATORS: a unit's name, then a rule set's name */
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("“%s” cannot be destroyed: %s has no such fate"),
                       u->unit, mst_ruleset_get_name (ruleset));
          mst_battle_prefix_error (battle, u->line, error);
          return FALSE;
        }
      /* What became of the figures lost: where the rule set counts
       * figures, and its leaders no more than it has. */
      if (u->fates && !mst_ruleset_counts_figures (ruleset))
        {
          /* TRANSLATORS: a unit's name, then a rule set's name */
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("“%s” loses bases, not figures killed, captured or ran: %s counts no figures"), u->unit,
                       mst_ruleset_get_name (ruleset));
          mst_battle_prefix_error (battle, u->line, error);
          return FALSE;
        }
      if (u->fates && u->leaders > unit_leaders (ruleset, unit))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "“%s” had %u leader; it cannot lose %u",
                                    "“%s” had %u leaders; it cannot lose %u",
                                    unit_leaders (ruleset, unit)),
                       u->unit, unit_leaders (ruleset, unit), u->leaders);
          mst_battle_prefix_error (battle, u->line, error);
          return FALSE;
        }
      /* Destroyed loses every stand, whatever count came with it. */
      if (!u->destroyed && u->bases_lost > mst_unit_get_bases (unit))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "“%s” had %u base; it cannot lose %u",
                                    "“%s” had %u bases; it cannot lose %u",
                                    mst_unit_get_bases (unit)),
                       u->unit, mst_unit_get_bases (unit), u->bases_lost);
          mst_battle_prefix_error (battle, u->line, error);
          return FALSE;
        }
    }
  generals = mst_force_list_generals (force);
  n = mst_battle_get_n_generals (battle);
  for (guint i = 0; i < n; i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i);

      if (!mst_general_fate_check (g->fate, mst_ruleset_get_id (ruleset), error))
        {
          mst_battle_prefix_error (battle, g->line, error);
          return FALSE;
        }
      if (g->position < 0)
        {
          int found = -1;
          for (guint j = 0; j < generals->len && found < 0; j++)
            if (g_strcmp0 (mst_general_get_name (g_ptr_array_index (generals, j)), g->general) == 0)
              found = (int) j;
          if (found < 0)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("“%s” is not a general of “%s”"), g->general, mst_force_get_name (force));
              mst_battle_prefix_error (battle, g->line, error);
              return FALSE;
            }
          mst_battle_set_general_position (battle, i, found);
        }
      else if ((guint) g->position >= generals->len)
        return no_general (force, g->position, error);
    }

  /* Supply dice are spent from a pool: none spent where there are none. */
  if (!mst_ruleset_has_pools (ruleset))
    mst_battle_set_supply_spent (battle, 0);

  n = mst_battle_get_n_units (battle);
  for (guint i = 0; i < n; i++)
    {
      const MstBattleUnit *u = mst_battle_get_unit (battle, i);
      MstUnit *unit = unit_labelled (by_label, u->unit);

      mst_battle_set_bases_before (battle, i, mst_unit_get_bases (unit));
      if (u->destroyed)
        mst_battle_set_bases_lost (battle, i, mst_unit_get_bases (unit));
      /* Its leaders lost from its leaders; the rest of what it lost for
       * good from its largest role.  The wounded are back for the next
       * battle (Muster's reading: the rules end a game with them carried
       * to the rear, 004:47-49, and say nothing of their recovery). */
      take_leaders (ruleset, unit, u->fates ? u->leaders : 0);
      mst_unit_set_bases (unit, mst_unit_get_bases (unit) - (mst_battle_unit_lost_for_good (u) -
                                                             (u->fates ? u->leaders : 0)));
    }
  /* What a unit rolls after deployment (Drums and Muskets' resilience)
   * is rolled at each: the one of this battle stays in its record, and
   * the next battle rolls again. */
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    mst_deploy_set (g_ptr_array_index (units, i), NULL, 0);

  n = mst_battle_get_n_generals (battle);
  for (guint i = 0; i < n; i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i);
      /* Swept away, incapacitated and wounded are out of that battle only
       * (Risk to Generals; Brigade Command, gap BC-6); a general lost,
       * killed or captured stays lost until replaced. */
      if (mst_general_fate_is_lost (g->fate))
        mst_general_set_lost (g_ptr_array_index (generals, g->position), TRUE);
    }
  return TRUE;
}

/* What a new or re-graded unit came with is its rule set's to say: a
 * value it does not know refuses the event, naming it, before the force
 * is touched. */
static gboolean
check_unit_attrs (MstCampaignEvent *self, MstForce *force, GError **error)
{
  MstRuleset *rs = mst_ruleset_for_force (force);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  if (self->attrs == NULL || rs == NULL)
    return TRUE;
  mst_vocabulary_attrs_problems (rs, MST_VOCABULARY_UNIT, self->attrs, problems);
  if (problems->len == 0)
    return TRUE;
  /* TRANSLATORS: a unit's name, then what is wrong with it */
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("Unit “%s”: %s"),
               self->unit != NULL ? self->unit : self->name, (const char *) g_ptr_array_index (problems, 0));
  return FALSE;
}

/* A new or re-graded unit as the event had it (a replay, with or without
 * its list): the attributes it came with, and its own roll after
 * deployment; or, applied the first time, those it has now, noted. */
static void
take_unit_attrs (MstCampaignEvent *self, MstUnit *unit)
{
  g_autoptr(GHashTable) attrs = NULL;
  const char *rolled[] = { MST_DEPLOY_GRADE_ATTR, MST_DEPLOY_DIE_ATTR };

  if (self->attrs == NULL)
    {
      mst_campaign_event_set_unit_attrs (self, mst_unit_get_attrs (unit));
      return;
    }
  attrs = mst_attrs_copy (self->attrs);
  for (guint i = 0; i < G_N_ELEMENTS (rolled); i++)
    if (mst_unit_get_attr (unit, rolled[i]) != NULL)
      g_hash_table_insert (attrs, g_strdup (rolled[i]), g_strdup (mst_unit_get_attr (unit, rolled[i])));
  mst_unit_set_attrs (unit, attrs);
}

static gboolean
apply_unit_added (MstCampaignEvent *self, MstForce *force, GError **error)
{
  MstNationList *list = mst_force_get_list (force);
  MstUnitTemplate *tmpl = NULL;
  g_autoptr(MstUnit) unit = NULL;
  MstCommand *command = NULL;

  if (self->name == NULL || self->name[0] == '\0')
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A new unit needs a name"));
      return FALSE;
    }
  if (find_unit (force, self->name) != NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” already has a unit called “%s”"), mst_force_get_name (force), self->name);
      return FALSE;
    }
  if (self->command >= 0)
    {
      if ((guint) self->command >= mst_force_get_n_commands (force))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("“%s” has no command number %d"), mst_force_get_name (force), self->command + 1);
          return FALSE;
        }
      command = mst_force_get_command (force, self->command);
    }
  if (self->template_id == NULL || self->template_id[0] == '\0')
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A new unit needs a unit type"));
      return FALSE;
    }
  if (self->bases > 99)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A unit has at most 99 bases"));
      return FALSE;
    }
  if (!check_unit_attrs (self, force, error))
    return FALSE;

  if (list != NULL)
    tmpl = mst_nation_list_lookup_template (list, self->template_id);
  if (tmpl != NULL)
    unit = mst_ruleset_new_unit (mst_ruleset_for_force (force), list, tmpl, self->name);
  else
    unit = mst_unit_new_unknown (self->template_id, self->name);

  if (self->bases > 0)
    mst_unit_set_bases (unit, self->bases);
  else
    self->bases = mst_unit_get_bases (unit);
  take_unit_attrs (self, unit);

  if (command != NULL)
    mst_command_append_unit (command, unit);
  else
    mst_force_add_unassigned (force, unit);
  return TRUE;
}

static gboolean
apply_unit_regraded (MstCampaignEvent *self, MstForce *force, GError **error)
{
  MstUnit *unit = find_unit (force, self->unit);
  MstNationList *list = mst_force_get_list (force);
  MstUnitTemplate *tmpl = NULL;

  if (unit == NULL)
    return no_unit (force, self->unit, error);
  if (self->template_id == NULL || self->template_id[0] == '\0')
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A re-grade needs a unit type"));
      return FALSE;
    }
  if (!check_unit_attrs (self, force, error))
    return FALSE;
  if (self->previous == NULL)
    self->previous = g_strdup (mst_unit_get_template_id (unit));
  if (list != NULL)
    tmpl = mst_nation_list_lookup_template (list, self->template_id);

  if (tmpl != NULL)
    {
      mst_ruleset_set_unit_template (mst_ruleset_for_force (force), unit, tmpl);
      if (self->name == NULL)
        self->name = g_strdup (mst_unit_template_get_name (tmpl));
    }
  else
    {
      /* The list is not installed: the unit keeps everything but its type. */
      g_autoptr(MstUnit) fresh = mst_unit_new_unknown (self->template_id, mst_unit_get_name (unit));
      MstCommand *command = NULL;
      guint position = 0;

      mst_unit_set_bases (fresh, mst_unit_get_bases (unit));
      mst_unit_set_attrs (fresh, mst_unit_get_attrs (unit));
      mst_force_locate_unit (force, unit, &command, &position);
      if (command != NULL)
        {
          mst_command_insert_unit (command, position, fresh);
          mst_command_remove_unit (command, unit);
        }
      else
        {
          mst_force_add_unassigned (force, fresh);
          mst_force_remove_unit (force, unit);
          mst_force_move_unit (force, fresh, NULL, position);
        }
      unit = fresh;
    }

  take_unit_attrs (self, unit);
  return TRUE;
}

/* A new general's attributes are the rule set's, each one of its values:
 * "“brave” is not a rating of Brigade Command (poltroon, cautious, …)". */
static gboolean
check_attrs (MstCampaignEvent *self, MstForce *force, GError **error)
{
  MstRuleset *rs = mst_ruleset_for_force (force);
  const MstAttrSpec *specs = rs != NULL ? mst_ruleset_get_general_attrs (rs) : NULL;
  GHashTableIter iter;
  gpointer key, value;

  if (self->attrs == NULL || specs == NULL)
    return TRUE;
  g_hash_table_iter_init (&iter, self->attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const MstAttrSpec *spec = specs;

      while (spec->name != NULL && strcmp (spec->name, key) != 0)
        spec++;
      if (spec->name == NULL)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       /* TRANSLATORS: an attribute's name as files write it, then a rule set's name */
                       _("A general of %s has no attribute “%s”"), mst_ruleset_get_name (rs), (const char *) key);
          return FALSE;
        }
      if (!g_strv_contains (spec->values, value))
        {
          g_autofree char *known = g_strjoinv (", ", (char **) spec->values);
          g_autofree char *what = mst_label_in_sentence (_(spec->label));

          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       /* TRANSLATORS: a value, what it is ("rating"), a rule set's name, the values there are */
                       _("“%s” is not a %s of %s (%s)"), (const char *) value, what,
                       mst_ruleset_get_name (rs), known);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
mst_campaign_event_apply (MstCampaignEvent  *self,
                          MstForce         **force,
                          MstCatalogue      *catalogue,
                          GError           **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), FALSE);
  g_return_val_if_fail (force != NULL, FALSE);
  g_return_val_if_fail (*force == NULL || MST_IS_FORCE (*force), FALSE);

  if (self->kind == MST_CAMPAIGN_EVENT_JOINED || self->kind == MST_CAMPAIGN_EVENT_EDITED)
    return apply_state (self, force, catalogue, error);

  if (*force == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("The history does not begin with the force joining the campaign"));
      return FALSE;
    }
  /* The words of the force's rule set, for describe(). */
  mst_campaign_event_replace_string (&self->ruleset, mst_force_get_ruleset (*force));
  /* Taking a change back changes nothing by itself: a replay passes over
   * the change taken back (mst_campaign_replay_events()). */
  if (self->kind == MST_CAMPAIGN_EVENT_RETRACTED)
    return TRUE;

  switch (self->kind)
    {
    case MST_CAMPAIGN_EVENT_BATTLE:
      return apply_battle (self, *force, error);

    case MST_CAMPAIGN_EVENT_REINFORCED:
      {
        MstUnit *unit = find_unit (*force, self->unit);

        if (unit == NULL)
          return no_unit (*force, self->unit, error);
        if (self->bases == 0 || mst_unit_get_bases (unit) + self->bases > 99)
          {
            g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                         _("“%s” cannot be reinforced with %u bases (1 to 99 in all)"),
                         self->unit, self->bases);
            return FALSE;
          }
        mst_unit_set_bases (unit, mst_unit_get_bases (unit) + self->bases);
        return TRUE;
      }

    case MST_CAMPAIGN_EVENT_UNIT_ADDED:
      return apply_unit_added (self, *force, error);

    case MST_CAMPAIGN_EVENT_UNIT_DISBANDED:
      {
        MstUnit *unit = find_unit (*force, self->unit);

        if (unit == NULL)
          return no_unit (*force, self->unit, error);
        mst_force_remove_unit (*force, unit);
        return TRUE;
      }

    case MST_CAMPAIGN_EVENT_GENERAL_REPLACED:
    case MST_CAMPAIGN_EVENT_GENERAL_RENAMED:
      {
        MstGeneral *general = general_at (*force, self->general);

        if (general == NULL)
          return no_general (*force, self->general, error);
        if (self->name == NULL || self->name[0] == '\0')
          {
            g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A general needs a name"));
            return FALSE;
          }
        if (self->kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED && !check_attrs (self, *force, error))
          return FALSE;
        if (self->previous == NULL)
          self->previous = g_strdup (mst_general_get_name (general));
        mst_general_set_name (general, self->name);
        if (self->kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED)
          {
            /* The new man's own ratings, none of his predecessor's. */
            for (const MstAttrSpec *spec = mst_ruleset_get_general_attrs (mst_ruleset_for_force (*force));
                 spec->name != NULL; spec++)
              mst_general_set_attr (general, spec->name,
                                    self->attrs != NULL ? g_hash_table_lookup (self->attrs, spec->name) : NULL);
            mst_general_set_lost (general, FALSE);
          }
        return TRUE;
      }

    case MST_CAMPAIGN_EVENT_UNIT_REGRADED:
      return apply_unit_regraded (self, *force, error);

    case MST_CAMPAIGN_EVENT_JOINED:
    case MST_CAMPAIGN_EVENT_EDITED:
    default:
      g_assert_not_reached ();
    }
}
