/* mst-rules.c: what the Drums and Muskets rules derive from a force.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each pool and check follows "Rules as Muster reads them" in the design:
 * supply (Quarter master, supply and logistics; Optional Rules, Staff
 * Ability Types), scouting (Scouting Initiative), turn initiative (Turn
 * Initiative), and the army checks (Army Structure, Unit Types, Zealous,
 * Guard units, Broken units, Deploying forces). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-rules.h"
#include "mst-ruleset.h"

/* The rules the army checks name (Army Structure, Unit Types, Zealous,
 * Guard units, Broken units, Shooting Table 1, Scouting Initiative). */
const MstRuleName mst_dm_rule_names[] = {
  { "too-few-commands",
    N_("Scouting Initiative: the defender deploys all the units of two sub-generals first, so a force needs at least two sub-generals.") },
  { "empty-command",
    N_("Army Structure: each sub-general has a designated command of units; one who has lost all his units is removed from play.") },
  { "single-unit-command",
    N_("Army Structure: when the last unit is left in a command it breaks at once, and its general is removed from play.") },
  { "unit-without-command",
    N_("Army Structure: sub-generals must have a designated command of specific units.") },
  { "doctrine-not-allowed",
    N_("A unit carries only the doctrines its list entry gives it, bracketed ones by choice.") },
  { "2rk-not-granted",
    N_("2 Ranks Firing Doctrine: only units which historically used this method can claim it.") },
  { "zealous-artillery",
    N_("Zealous: artillery cannot be Zealous at any point.") },
  { "guard-irregular",
    N_("Guard units: any unit type can be Guard except irregulars.") },
  { "too-few-bases",
    N_("Broken units: a unit breaks when down to a single base, artillery excepted.") },
  { "weapon-position-artillery",
    N_("Unit Types: artillery is Field Artillery or Army Position Artillery as its list gives it; a battery the list gives as field artillery only cannot be position artillery.") },
  { "weapon-carbine",
    N_("Shooting Table 1: carbines are for dismounted cavalry with the CARBINE doctrine.") },
  { "general-lost",
    N_("A general lost in a campaign battle is out of the force until he is replaced: he adds no dice to the supply, scouting or initiative pools and is not deployed.") },
  { "weapon-artillery-not-artillery",
    N_("Shooting Table 1: only artillery batteries fire field or position artillery.") },
  { NULL }
};

MstAbility
mst_rules_effective_ability (MstForce *force, MstGeneral *general)
{
  g_return_val_if_fail (MST_IS_FORCE (force), MST_ABILITY_COMPETENT);
  g_return_val_if_fail (MST_IS_GENERAL (general), MST_ABILITY_COMPETENT);

  if (!mst_force_uses_rule (force, MST_DM_GENERAL_TYPES))
    return MST_ABILITY_COMPETENT;
  return mst_dm_general_get_ability (general);
}

guint
mst_rules_command_distance (MstAbility ability)
{
  switch (ability)
    {
    case MST_ABILITY_INCOMPETENT: return 8;
    case MST_ABILITY_EXCEPTIONAL: return 12;
    case MST_ABILITY_COMPETENT:
    default: return 10;
    }
}

int
mst_rules_general_dice (MstForce *force, MstGeneral *general)
{
  switch (mst_rules_effective_ability (force, general))
    {
    case MST_ABILITY_INCOMPETENT: return 0;
    case MST_ABILITY_EXCEPTIONAL: return 2;
    case MST_ABILITY_COMPETENT:
    default: return 1;
    }
}

static guint
generals_dice (MstForce *force, gboolean only_on_table)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  int total = 0;

  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *g = g_ptr_array_index (generals, i);
      if (only_on_table && mst_general_get_lost (g))
        continue;
      total += mst_rules_general_dice (force, g);
    }
  return (guint) MAX (total, 0);
}

/* A general lost in a campaign battle is out of the force until he is
 * replaced: he counts in no pool. */
guint
mst_rules_supply_dice (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), 0);
  return 2 + generals_dice (force, TRUE);
}

guint
mst_rules_scouting_pool (MstForce *force)
{
  g_autoptr(GPtrArray) units = NULL;
  guint total;

  g_return_val_if_fail (MST_IS_FORCE (force), 0);

  total = generals_dice (force, TRUE);
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      /* A unit both cavalry and open-capable counts in both. */
      if (mst_dm_unit_is_cavalry (u))
        total++;
      if (mst_dm_unit_is_open_capable (u))
        total++;
    }
  return total;
}

guint
mst_rules_initiative_pool (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), 0);
  return generals_dice (force, TRUE);
}

static const char *
general_label (MstGeneral *general)
{
  const char *name = mst_general_get_name (general);
  return name[0] != '\0' ? name : _("An unnamed general");
}

static void
add (GPtrArray *findings, const char *rule_id, MstSeverity severity, gpointer item,
     const char *fmt, ...) G_GNUC_PRINTF (5, 6);

static void
add (GPtrArray *findings, const char *rule_id, MstSeverity severity, gpointer item,
     const char *fmt, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, fmt);
  message = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_ptr_array_add (findings, mst_finding_new (rule_id, severity, message, item));
}

static gboolean
template_lists_weapon (MstUnitTemplate *tmpl, MstWeapon weapon, gboolean *has_list)
{
  guint n = 0;
  const MstWeapon *weapons = mst_dm_template_get_weapons (tmpl, &n);

  *has_list = n > 0;
  for (guint i = 0; i < n; i++)
    if (weapons[i] == weapon)
      return TRUE;
  return FALSE;
}

/* Weapons against the list ("Weapons" in the design's reading): artillery
 * is field artillery unless its list gives position artillery; carbines
 * need CARBINE; guns belong to artillery. */
static void
check_weapon (MstUnit *unit, MstUnitTemplate *tmpl, GPtrArray *findings)
{
  const char *name = mst_unit_get_label (unit);
  MstWeapon weapon = mst_dm_unit_get_weapon (unit);
  MstArm arm = mst_dm_template_get_arm (tmpl);
  gboolean has_list, listed = template_lists_weapon (tmpl, weapon, &has_list);

  if (weapon == MST_WEAPON_FIELD_ARTILLERY || weapon == MST_WEAPON_POSITION_ARTILLERY)
    {
      if (arm != MST_ARM_ARTILLERY)
        {
          if (arm == MST_ARM_CAVALRY)
            add (findings, "weapon-artillery-not-artillery", MST_SEVERITY_ERROR, unit,
                 _("“%s” is cavalry armed with artillery; only artillery batteries carry guns."), name);
          else
            add (findings, "weapon-artillery-not-artillery", MST_SEVERITY_ERROR, unit,
                 _("“%s” is foot armed with artillery; only artillery batteries carry guns."), name);
          return;
        }
      if (weapon == MST_WEAPON_POSITION_ARTILLERY && !listed &&
          (has_list || mst_dm_template_get_class (tmpl) != MST_TROOP_CLASS_POSITION))
        add (findings, "weapon-position-artillery", MST_SEVERITY_ERROR, unit,
             _("“%s” is armed as position artillery, but its list gives %s as field artillery only."),
             name, mst_unit_template_get_name (tmpl));
      return;
    }

  if (weapon == MST_WEAPON_CARBINE && arm == MST_ARM_CAVALRY && !listed &&
      !(mst_dm_unit_get_doctrines (unit) & MST_DOCTRINE_CARBINE))
    add (findings, "weapon-carbine", MST_SEVERITY_ERROR, unit,
         _("“%s” carries carbines without the CARBINE doctrine."), name);
}

static void
check_unit (MstForce *force, MstUnit *unit, GPtrArray *findings)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  const char *name = mst_unit_get_label (unit);
  MstDoctrines doctrines = mst_dm_unit_get_doctrines (unit);
  MstDoctrines extra;

  /* A unit its list does not have is the engine's finding (mst-checks.c). */
  if (tmpl == NULL)
    return;

  extra = doctrines & ~mst_dm_template_get_allowed_doctrines (tmpl);
  if (extra & MST_DOCTRINE_2RK)
    add (findings, "2rk-not-granted", MST_SEVERITY_ERROR, unit,
         _("“%s” uses two-rank firing (2RK), which its list does not grant to %s."),
         name, mst_unit_template_get_name (tmpl));
  extra &= ~MST_DOCTRINE_2RK;
  if (extra != 0)
    {
      g_autofree char *tokens = mst_doctrines_to_string (extra, ", ");
      add (findings, "doctrine-not-allowed", MST_SEVERITY_ERROR, unit,
           _("“%s” carries %s, which the list does not allow for %s."),
           name, tokens, mst_unit_template_get_name (tmpl));
    }

  if (mst_dm_template_get_arm (tmpl) == MST_ARM_ARTILLERY && (doctrines & MST_DOCTRINE_ZEALOUS))
    add (findings, "zealous-artillery", MST_SEVERITY_ERROR, unit,
         _("“%s” is artillery, and artillery cannot be Zealous."), name);

  if ((doctrines & MST_DOCTRINE_GUARD) &&
      (mst_dm_template_get_class (tmpl) == MST_TROOP_CLASS_IRREGULAR ||
       (doctrines & MST_DOCTRINE_IRREGULAR)))
    add (findings, "guard-irregular", MST_SEVERITY_ERROR, unit,
         _("“%s” is irregular, and irregulars cannot be Guard."), name);

  check_weapon (unit, tmpl, findings);

  if (mst_dm_template_get_arm (tmpl) != MST_ARM_ARTILLERY && mst_unit_get_bases (unit) < 2)
    add (findings, "too-few-bases", MST_SEVERITY_WARNING, unit,
         g_dngettext (GETTEXT_PACKAGE,
                      "“%s” has %u base: a unit breaks when down to a single base.",
                      "“%s” has %u bases: a unit breaks when down to a single base.",
                      mst_unit_get_bases (unit)),
         name, mst_unit_get_bases (unit));
}

/* The army checks of a Drums and Muskets force; the checks every rule
 * set has (its list, its values) are the core's (mst_force_check()). */
void
mst_dm_check (MstRuleset *rs, MstForce *force, GPtrArray *findings)
{
  GListModel *unassigned;
  guint n_commands, n;

  if (mst_general_get_lost (mst_force_get_commander (force)))
    add (findings, "general-lost", MST_SEVERITY_WARNING, force,
         _("The force commander, %s, was lost: he counts in no pool and is not deployed until he is replaced."),
         general_label (mst_force_get_commander (force)));

  n_commands = mst_force_get_n_commands (force);
  if (n_commands < 2)
    add (findings, "too-few-commands", MST_SEVERITY_WARNING, force,
         g_dngettext (GETTEXT_PACKAGE,
                      "The force has %u sub-general; the defender deploys two commands first, so it needs at least two.",
                      "The force has %u sub-generals; the defender deploys two commands first, so it needs at least two.",
                      n_commands),
         n_commands);

  for (guint i = 0; i < n_commands; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      MstGeneral *general = mst_command_get_general (command);
      guint m = mst_command_get_n_units (command);

      if (mst_general_get_lost (general))
        add (findings, "general-lost", MST_SEVERITY_WARNING, command,
             _("%s was lost: his command has no general until he is replaced, and he counts in no pool."),
             general_label (general));
      if (m == 0)
        add (findings, "empty-command", MST_SEVERITY_WARNING, command,
             _("%s commands no units."), general_label (general));
      else if (m == 1)
        add (findings, "single-unit-command", MST_SEVERITY_WARNING, command,
             _("%s commands a single unit: the last unit of a command breaks at once."),
             general_label (general));
      for (guint j = 0; j < m; j++)
        check_unit (force, mst_command_get_unit (command, j), findings);
    }

  unassigned = mst_force_get_unassigned (force);
  n = g_list_model_get_n_items (unassigned);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      add (findings, "unit-without-command", MST_SEVERITY_WARNING, unit,
           _("“%s” is in no sub-general’s command; every unit must belong to one."),
           mst_unit_get_label (unit));
      check_unit (force, unit, findings);
    }

}
