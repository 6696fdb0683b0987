/* mst-dm-rows.c: Drums and Muskets' rows in the force editor and the unit
 * picker, in its own words: a unit's bases, rolled resilience, doctrines
 * and type; a general's respect, ability and command distance; a list's
 * unit with its type, doctrines and thresholds.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-force-view.h"
#include "mst-rules.h"

MstRowText *
mst_dm_unit_row (MstRuleset *rs, MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  const char *name = mst_unit_get_name (unit);
  GString *subtitle = g_string_new (NULL);
  g_autofree char *bases = NULL;
  g_autofree char *doctrines = NULL;

  /* What a player counts and looks for first (the row keeps one line and
   * cuts the rest short): bases, grade, doctrines; then what it is.  A
   * unit its list no longer has says so before all. */
  if (tmpl == NULL)
    {
      g_autofree char *unknown = g_strdup_printf (_("Unknown unit “%s”"),
                                                  mst_unit_get_template_id (unit));
      mst_row_text_add_part (subtitle, unknown);
    }
  bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base", "%u bases",
                                        mst_unit_get_bases (unit)),
                           mst_unit_get_bases (unit));
  mst_row_text_add_part (subtitle, bases);
  if (mst_dm_unit_get_grade (unit) != MST_GRADE_NONE)
    {
      /* TRANSLATORS: a rolled resilience, "Steady (rolled 4)" */
      g_autofree char *grade = g_strdup_printf (_("%s (rolled %u)"),
                                                mst_grade_get_label (mst_dm_unit_get_grade (unit)),
                                                mst_dm_unit_get_die (unit));
      mst_row_text_add_part (subtitle, grade);
    }
  doctrines = mst_doctrines_to_string (mst_dm_unit_get_doctrines (unit), " ");
  mst_row_text_add_part (subtitle, doctrines);
  if (tmpl != NULL)
    {
      if (g_strcmp0 (name, mst_unit_template_get_name (tmpl)) != 0)
        mst_row_text_add_part (subtitle, mst_unit_template_get_name (tmpl));
      mst_row_text_add_part (subtitle, mst_troop_class_get_label (mst_dm_template_get_class (tmpl),
                                                                  mst_dm_template_get_arm (tmpl)));
    }
  if (mst_dm_unit_get_weapon (unit) != MST_WEAPON_NONE)
    mst_row_text_add_part (subtitle, mst_weapon_get_label (mst_dm_unit_get_weapon (unit)));

  /* Shown by its label: its own name or its type's, namesakes numbered. */
  name = mst_unit_get_label (unit);
  if (name == NULL || name[0] == '\0')
    name = _("Unnamed unit");
  return mst_row_text_new (g_strdup (name), g_string_free (subtitle, FALSE), NULL);
}

MstRowText *
mst_dm_general_row (MstRuleset *rs, MstForce *force, MstGeneral *general)
{
  gboolean commander = general == mst_force_get_commander (force);
  MstAbility ability = mst_rules_effective_ability (force, general);
  GString *subtitle = g_string_new (NULL);
  g_autofree char *distance = NULL;
  const char *name;

  if (commander)
    mst_row_text_add_part (subtitle, _("Force commander"));
  mst_row_text_add_part (subtitle, mst_respect_get_label (mst_dm_general_get_respect (general)));
  if (mst_force_uses_rule (force, MST_DM_GENERAL_TYPES))
    mst_row_text_add_part (subtitle, mst_ability_get_label (ability));
  else
    mst_row_text_add_part (subtitle, _("counts as Competent"));
  distance = g_strdup_printf (_("command distance %u BW"), mst_rules_command_distance (ability));
  mst_row_text_add_part (subtitle, distance);
  if (commander)
    {
      g_autofree char *direct = g_strdup_printf (_("direct command %u BW"),
                                                 MST_RULES_COMMANDER_DIRECT_DISTANCE);
      mst_row_text_add_part (subtitle, direct);
    }
  if (mst_general_get_lost (general))
    mst_row_text_add_part (subtitle, _("lost"));

  name = mst_general_get_name (general);
  if (name[0] == '\0')
    name = commander ? _("Force commander") : _("Unnamed general");
  return mst_row_text_new (g_strdup (name), g_string_free (subtitle, FALSE), NULL);
}

/* "COA LCOY (GUARD)": the printed lists bracket the optional doctrines. */
static char *
format_template_doctrines (MstUnitTemplate *tmpl)
{
  MstDoctrines compulsory = mst_dm_template_get_doctrines (tmpl);
  MstDoctrines optional = mst_dm_template_get_optional_doctrines (tmpl);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    {
      MstDoctrines d = 1u << i;
      if (!((compulsory | optional) & d))
        continue;
      if (s->len > 0)
        g_string_append_c (s, ' ');
      if (compulsory & d)
        g_string_append (s, mst_doctrine_to_string (d));
      else
        g_string_append_printf (s, "(%s)", mst_doctrine_to_string (d));
    }
  return g_string_free (s, FALSE);
}

MstRowText *
mst_dm_template_row (MstRuleset *rs, MstUnitTemplate *tmpl)
{
  static const MstGrade grades[] = { MST_GRADE_LACKLUSTER, MST_GRADE_STEADY, MST_GRADE_DETERMINED };
  GString *subtitle = g_string_new (NULL);
  g_autofree char *doctrines = format_template_doctrines (tmpl);

  mst_row_text_add_part (subtitle, mst_troop_class_get_label (mst_dm_template_get_class (tmpl),
                                                              mst_dm_template_get_arm (tmpl)));
  mst_row_text_add_part (subtitle, doctrines);
  /* Each threshold with its grade, as the list's columns are headed. */
  for (guint i = 0; i < G_N_ELEMENTS (grades); i++)
    {
      guint t = mst_dm_template_get_threshold (tmpl, grades[i]);
      g_autofree char *cell = t > 0 ? g_strdup_printf ("%u+", t) : g_strdup ("—");
      /* TRANSLATORS: a grade and its resilience threshold, "Steady 4+" */
      g_autofree char *labelled = g_strdup_printf (C_("threshold", "%s %s"), mst_grade_get_label (grades[i]), cell);

      mst_row_text_add_part (subtitle, labelled);
    }
  return mst_row_text_new (g_strdup (mst_unit_template_get_name (tmpl)), g_string_free (subtitle, FALSE), NULL);
}

/* A list's unit is found by its type, its arm and its doctrines; not by
 * the grades every row names. */
gboolean
mst_dm_template_matches (MstRuleset *rs, MstUnitTemplate *tmpl, const char *query)
{
  g_autofree char *doctrines = format_template_doctrines (tmpl);
  const char *texts[5];

  texts[0] = mst_unit_template_get_name (tmpl);
  texts[1] = mst_troop_class_get_label (mst_dm_template_get_class (tmpl), mst_dm_template_get_arm (tmpl));
  texts[2] = mst_arm_get_label (mst_dm_template_get_arm (tmpl));
  texts[3] = doctrines;
  texts[4] = NULL;
  return mst_force_view_text_matches (query, texts);
}

/* A template in the list editor: its type, the weapons it may carry, its
 * doctrines (as the army lists print them, optional ones in brackets) and
 * the D6 score from which it is of each grade (000's army lists, Key). */
static const char *const arms[] = { "foot", "cavalry", "artillery", NULL };
static const char *const arm_labels[] = { N_("Foot"), N_("Cavalry"), N_("Artillery"), NULL };
static const char *const classes[] = { "line", "light", "irregular", "heavy", "field", "position", NULL };
static const char *const class_labels[] = {
  N_("Line"), N_("Light"), N_("Irregular"), N_("Heavy (cavalry)"), N_("Field (artillery)"), N_("Position (artillery)"),
  NULL
};
static const char *const doctrine_tokens[] = {
  "2RK", "COA", "LCOY", "GUARD", "ZEALOUS", "H2H", "CARBINE", "LANCER", "IRREGULAR", "OPEN", NULL
};
static const char *const doctrine_labels[] = {
  N_("Two-rank firing"), N_("Column of attack"), N_("Light company"), N_("Guard"), N_("Zealous"),
  N_("Hand-to-hand weapons"), N_("Carbine"), N_("Lancer"), N_("Irregular"), N_("Open formation"), NULL
};

const MstListField mst_dm_template_fields[] = {
  { MST_LIST_FIELD_CHOICE, "arm", N_("Arm"), NULL, arms, arm_labels, NULL, FALSE },
  { MST_LIST_FIELD_CHOICE, "class", N_("Class"), NULL, classes, class_labels, NULL, FALSE },
  { MST_LIST_FIELD_TEXT, "weapons", N_("Weapons it may carry, its default first"),
    N_("Blank: the rules’ default. Else any of musket, rifle, minie-rifle, carbine, hand-to-hand, field-artillery, "
       "position-artillery, none, separated by spaces"), NULL, NULL, NULL, TRUE },
  { MST_LIST_FIELD_GROUP, NULL, N_("Doctrines"), N_("Optional: printed in brackets, the player chooses"),
    NULL, NULL, NULL, FALSE },
  { MST_LIST_FIELD_TOKENS, "doctrines", N_("Doctrines"), NULL, doctrine_tokens, doctrine_labels, "optional-doctrines",
    FALSE },
  { MST_LIST_FIELD_GROUP, NULL, N_("Resilience"), N_("The D6 score from which the unit is of each grade; blank when it "
                                                    "cannot be"), NULL, NULL, NULL, FALSE },
  { MST_LIST_FIELD_TEXT, "resilience:lackluster", N_("Lackluster"), NULL, NULL, NULL, NULL, TRUE },
  { MST_LIST_FIELD_TEXT, "resilience:steady", N_("Steady"), NULL, NULL, NULL, NULL, TRUE },
  { MST_LIST_FIELD_TEXT, "resilience:determined", N_("Determined"), NULL, NULL, NULL, NULL, TRUE },
  { 0 }
};

/* A list as a whole: what its foot carry unless a unit says otherwise,
 * and its list-wide rules (000's army lists). */
static const char *const weapons[] = {
  "musket", "rifle", "minie-rifle", "carbine", "hand-to-hand", "field-artillery", "position-artillery", "none", NULL
};
static const char *const weapon_labels[] = {
  N_("Smooth-bore musket"), N_("Rifle"), N_("Minié rifle"), N_("Carbine"), N_("Hand-to-hand weapons"), N_("Field artillery"),
  N_("Position artillery"), N_("None"), NULL
};

const MstListField mst_dm_list_fields[] = {
  { MST_LIST_FIELD_CHOICE, "foot-weapon", N_("Foot carry"), NULL, weapons, weapon_labels, NULL, FALSE,
    N_("Muskets (the rules’ default)") },
  { MST_LIST_FIELD_GROUP, NULL, N_("List-Wide Rules"), NULL, NULL, NULL, NULL, FALSE, NULL },
  { MST_LIST_FIELD_SWITCH, "rule:always-defender", N_("Always the defender"), NULL, NULL, NULL, NULL, FALSE, NULL },
  { MST_LIST_FIELD_SWITCH, "rule:no-foot-square", N_("Foot cannot form square"), NULL, NULL, NULL, NULL, FALSE, NULL },
  { 0 }
};
