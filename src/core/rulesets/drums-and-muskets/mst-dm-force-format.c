/* mst-dm-force-format.c: Drums and Muskets' force files, version 1
 * (schemas/force.xsd): the force commander and the commands, each with its
 * general (his respect and ability) and its units (their weapon,
 * doctrines and rolled resilience), the baggage camp, and whether the
 * generals' types are in play.  The force file's reader and writer ask
 * them through the rule set (mst-force-format.h).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-force-format.h"
#include "mst-rules.h"
#include "mst-xml-private.h"

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static gboolean
prop_bool (xmlNode *node, const char *name, gboolean fallback)
{
  g_autofree char *v = mst_xml_get_prop (node, name);

  if (v == NULL)
    return fallback;
  return g_strcmp0 (v, "true") == 0 || g_strcmp0 (v, "1") == 0;
}

static void
read_general (MstGeneral *general, xmlNode *node)
{
  g_autofree char *name = mst_xml_get_prop (node, "name");
  g_autofree char *respect_s = mst_xml_get_prop (node, "respect");
  g_autofree char *ability_s = mst_xml_get_prop (node, "ability");
  MstRespect respect = MST_RESPECT_ACCEPTED;
  MstAbility ability = MST_ABILITY_COMPETENT;

  /* The schema has checked the tokens. */
  if (respect_s != NULL)
    mst_respect_from_string (respect_s, &respect);
  if (ability_s != NULL)
    mst_ability_from_string (ability_s, &ability);
  mst_general_set_name (general, name);
  mst_dm_general_set_respect (general, respect);
  mst_dm_general_set_ability (general, ability);
  mst_general_set_lost (general, prop_bool (node, "lost", FALSE));
}

static MstUnit *
read_unit (MstForce *force, xmlNode *node)
{
  g_autofree char *name = mst_xml_get_prop (node, "name");
  g_autofree char *template_id = mst_xml_get_prop (node, "template");
  g_autofree char *bases = mst_xml_get_prop (node, "bases");
  g_autofree char *weapon_s = mst_xml_get_prop (node, "weapon");
  g_autofree char *doctrines_s = mst_xml_get_prop (node, "doctrines");
  g_autofree char *grade_s = mst_xml_get_prop (node, "grade");
  g_autofree char *die_s = mst_xml_get_prop (node, "die");
  MstNationList *list = mst_force_get_list (force);
  MstUnitTemplate *tmpl = list != NULL ? mst_nation_list_lookup_template (list, template_id) : NULL;
  MstUnit *unit;

  if (tmpl != NULL)
    unit = mst_ruleset_new_unit (mst_ruleset_for_force (force), list, tmpl, name);
  else
    unit = mst_unit_new_unknown (template_id, name);

  if (bases != NULL)
    mst_unit_set_bases (unit, (guint) g_ascii_strtoull (bases, NULL, 10));
  if (weapon_s != NULL)
    {
      MstWeapon weapon;
      if (mst_weapon_from_string (weapon_s, &weapon))
        mst_dm_unit_set_weapon (unit, weapon);
    }
  if (doctrines_s != NULL)
    {
      MstDoctrines doctrines;
      if (mst_doctrines_from_string (doctrines_s, &doctrines, NULL))
        mst_dm_unit_set_doctrines (unit, doctrines);
    }
  if (grade_s != NULL)
    {
      MstGrade grade;
      if (mst_grade_from_string (grade_s, &grade))
        mst_dm_unit_set_resilience (unit, grade, die_s != NULL ? (guint) g_ascii_strtoull (die_s, NULL, 10) : 0);
    }
  return unit;
}

static void
read_body (MstForce *force, xmlNode *root)
{
  mst_force_set_uses_rule (force, MST_DM_GENERAL_TYPES, prop_bool (root, MST_DM_GENERAL_TYPES, TRUE));

  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "commander"))
        read_general (mst_force_get_commander (force), c);
      else if (mst_xml_is (c, "baggage-camp"))
        {
          g_autofree char *text = mst_xml_get_text (c);
          mst_dm_force_set_baggage_camp (force, text);
        }
      else if (mst_xml_is (c, "command"))
        {
          g_autoptr(MstGeneral) general = mst_general_new (NULL);
          MstCommand *command = mst_force_add_command (force, general);

          for (xmlNode *u = c->children; u != NULL; u = u->next)
            {
              if (mst_xml_is (u, "general"))
                read_general (general, u);
              else if (mst_xml_is (u, "unit"))
                {
                  g_autoptr(MstUnit) unit = read_unit (force, u);
                  mst_command_append_unit (command, unit);
                }
            }
        }
      else if (mst_xml_is (c, "unit"))
        {
          g_autoptr(MstUnit) unit = read_unit (force, c);
          mst_force_add_unassigned (force, unit);
        }
    }
}

static void
write_general (xmlNode *parent, const char *element, MstGeneral *general)
{
  xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) element, NULL);

  set_prop (node, "name", mst_general_get_name (general));
  set_prop (node, "respect", mst_respect_to_string (mst_dm_general_get_respect (general)));
  set_prop (node, "ability", mst_ability_to_string (mst_dm_general_get_ability (general)));
  if (mst_general_get_lost (general))
    set_prop (node, "lost", "true");
}

static void
write_unit (xmlNode *parent, MstUnit *unit)
{
  xmlNode *node = xmlNewChild (parent, NULL, (const xmlChar *) "unit", NULL);
  g_autofree char *bases = g_strdup_printf ("%u", mst_unit_get_bases (unit));
  g_autofree char *doctrines = mst_doctrines_to_string (mst_dm_unit_get_doctrines (unit), " ");

  set_prop (node, "name", mst_unit_get_name (unit));
  set_prop (node, "template", mst_unit_get_template_id (unit));
  set_prop (node, "bases", bases);
  set_prop (node, "weapon", mst_weapon_to_string (mst_dm_unit_get_weapon (unit)));
  set_prop (node, "doctrines", doctrines);
  if (mst_dm_unit_get_grade (unit) != MST_GRADE_NONE)
    {
      set_prop (node, "grade", mst_grade_to_string (mst_dm_unit_get_grade (unit)));
      if (mst_dm_unit_get_die (unit) > 0)
        {
          g_autofree char *die = g_strdup_printf ("%u", mst_dm_unit_get_die (unit));
          set_prop (node, "die", die);
        }
    }
}

static void
write_props (MstForce *force, xmlNode *root)
{
  set_prop (root, MST_DM_GENERAL_TYPES, mst_force_uses_rule (force, MST_DM_GENERAL_TYPES) ? "true" : "false");
}

static void
write_body (MstForce *force, xmlNode *root)
{
  GListModel *unassigned;
  guint n;

  write_general (root, "commander", mst_force_get_commander (force));
  if (mst_dm_force_get_baggage_camp (force)[0] != '\0')
    xmlNewTextChild (root, NULL, (const xmlChar *) "baggage-camp",
                     (const xmlChar *) mst_dm_force_get_baggage_camp (force));

  n = mst_force_get_n_commands (force);
  for (guint i = 0; i < n; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      xmlNode *cnode = xmlNewChild (root, NULL, (const xmlChar *) "command", NULL);
      guint m = mst_command_get_n_units (command);

      write_general (cnode, "general", mst_command_get_general (command));
      for (guint j = 0; j < m; j++)
        write_unit (cnode, mst_command_get_unit (command, j));
    }

  unassigned = mst_force_get_unassigned (force);
  n = g_list_model_get_n_items (unassigned);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      write_unit (root, unit);
    }
}

const MstForceFormat mst_dm_force_format = {
  .version = 1,
  .write_props = write_props,
  .write_body = write_body,
  .read_body = read_body,
};
