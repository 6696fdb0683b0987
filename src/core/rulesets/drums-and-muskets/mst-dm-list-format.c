/* mst-dm-list-format.c: Drums and Muskets' list files, version 1
 * (schemas/nation-list.xsd): a unit's arm and class, its doctrines, the
 * weapons it may carry and its resilience thresholds; the list's foot
 * weapon and its list-wide rules.  The list document and the list reader
 * ask them through the rule set (mst-list-format.h).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-data-text.h"
#include "mst-list-format.h"
#include "mst-rules.h"
#include "mst-xml-private.h"

/* The grades of a unit's resilience, in the file's order. */
static const char *const grades[] = { "lackluster", "steady", "determined" };

/* The list document */

static void
read_unit (MstRuleset *rs, xmlNode *node, MstListRecord *r)
{
  mst_list_record_set_prop (r, "arm", node, "arm");
  mst_list_record_set_prop (r, "class", node, "class");
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (mst_xml_is (c, "doctrines") || mst_xml_is (c, "optional-doctrines") || mst_xml_is (c, "weapons"))
        mst_list_record_set_tokens (r, (const char *) c->name, c);
      else if (mst_xml_is (c, "resilience"))
        for (guint g = 0; g < G_N_ELEMENTS (grades); g++)
          {
            g_autofree char *key = g_strconcat ("resilience:", grades[g], NULL);
            mst_list_record_set_prop (r, key, c, grades[g]);
          }
    }
}

/* A new unit: line foot, steady on a 4. */
static void
begin_unit (MstRuleset *rs, MstListRecord *r)
{
  mst_list_record_set (r, "arm", "foot");
  mst_list_record_set (r, "class", "line");
  mst_list_record_set (r, "resilience:steady", "4");
}

static void
write_unit (MstRuleset *rs, xmlNode *u, MstListRecord *r)
{
  xmlNode *res;

  xmlSetProp (u, (const xmlChar *) "arm", (const xmlChar *) (mst_list_record_get (r, "arm") ? mst_list_record_get (r, "arm") : ""));
  xmlSetProp (u, (const xmlChar *) "class",
              (const xmlChar *) (mst_list_record_get (r, "class") ? mst_list_record_get (r, "class") : ""));
  mst_list_xml_add_text (u, "name", mst_list_record_get (r, "name") != NULL ? mst_list_record_get (r, "name") : "");
  if (mst_list_record_value (r, "doctrines") != NULL)
    mst_list_xml_add_text (u, "doctrines", mst_list_record_value (r, "doctrines"));
  if (mst_list_record_value (r, "optional-doctrines") != NULL)
    mst_list_xml_add_text (u, "optional-doctrines", mst_list_record_value (r, "optional-doctrines"));
  if (mst_list_record_value (r, "weapons") != NULL)
    mst_list_xml_add_text (u, "weapons", mst_list_record_value (r, "weapons"));
  res = mst_list_xml_add_empty (u, "resilience");
  for (guint g = 0; g < G_N_ELEMENTS (grades); g++)
    {
      g_autofree char *key = g_strconcat ("resilience:", grades[g], NULL);
      mst_list_xml_set_prop (res, grades[g], mst_list_record_get (r, key));
    }
}

/* After the period: the foot's weapon, the notes, the list-wide rules. */
static void
write_header (MstRuleset *rs, xmlNode *root, MstListRecord *h)
{
  if (mst_list_record_value (h, "foot-weapon") != NULL)
    mst_list_xml_add_text (root, "foot-weapon", mst_list_record_value (h, "foot-weapon"));
  mst_list_xml_add_notes (root, h);
  for (guint i = 0; i < h->len; i++)
    {
      const char *value = NULL;
      const char *key = mst_list_record_nth (h, i, &value);

      if (g_str_has_prefix (key, "rule:"))
        {
          xmlNode *n = mst_list_xml_add_text (root, "rule", value);
          xmlSetProp (n, (const xmlChar *) "id", (const xmlChar *) key + 5);
        }
    }
}

/* "Light foot · Foot". */
static char *
describe_unit (MstRuleset *rs, MstListRecord *r)
{
  MstArm arm;
  MstTroopClass klass;

  if (!mst_arm_from_string (mst_list_record_get (r, "arm"), &arm) ||
      !mst_troop_class_from_string (mst_list_record_get (r, "class"), &klass))
    return g_strdup (_("No arm or class yet"));
  /* TRANSLATORS: a unit's class and arm in the list editor's sidebar: "Light foot · Foot" */
  return g_strdup_printf (_("%s · %s"), mst_troop_class_get_label (klass, arm), mst_arm_get_label (arm));
}

#define ERROR(t, f, ...) mst_list_problem_add (out, t, f, __VA_ARGS__)

static void
check_unit (MstRuleset *rs, MstListRecord *r, int t, GPtrArray *out)
{
  MstArm arm;
  MstTroopClass klass;
  gboolean arm_ok = mst_arm_from_string (mst_list_record_get (r, "arm"), &arm);
  gboolean class_ok = mst_troop_class_from_string (mst_list_record_get (r, "class"), &klass);
  guint n_grades = 0;

  if (!arm_ok)
    ERROR (t, "arm", _("Choose foot, cavalry or artillery"));
  if (!class_ok)
    ERROR (t, "class", _("Choose a class"));
  else if (arm_ok && !mst_troop_class_fits_arm (klass, arm))
    ERROR (t, "class", _("“%s” is not a class of %s"), mst_troop_class_to_string (klass), mst_arm_to_string (arm));

  for (guint k = 0; k < 2; k++)
    {
      const char *key = k == 0 ? "doctrines" : "optional-doctrines";
      MstDoctrines d;
      g_autofree char *bad = NULL;

      if (mst_list_record_value (r, key) != NULL && !mst_doctrines_from_string (mst_list_record_value (r, key), &d, &bad))
        ERROR (t, key, _("“%s” is not a doctrine (2RK, COA, LCOY, GUARD, ZEALOUS, H2H, CARBINE, LANCER, IRREGULAR, OPEN)"),
               bad != NULL ? bad : mst_list_record_value (r, key));
    }
  if (mst_list_record_value (r, "weapons") != NULL)
    {
      g_auto(GStrv) tokens = g_strsplit (mst_list_record_value (r, "weapons"), " ", -1);
      for (guint i = 0; tokens[i] != NULL; i++)
        {
          MstWeapon w;
          if (tokens[i][0] != '\0' && !mst_weapon_from_string (tokens[i], &w))
            ERROR (t, "weapons",
                   _("“%s” is not a weapon (musket, rifle, minie-rifle, carbine, hand-to-hand, field-artillery, position-artillery, none)"),
                   tokens[i]);
        }
    }
  for (guint g = 0; g < G_N_ELEMENTS (grades); g++)
    {
      g_autofree char *key = g_strconcat ("resilience:", grades[g], NULL);
      const char *v = mst_list_record_value (r, key);

      if (v == NULL)
        continue;
      n_grades++;
      /* Nation-list.xsd's threshold: a D6 score, 1 to 6. */
      if (!mst_list_parse_int (v, 1, 6, FALSE, NULL))
        ERROR (t, key, _("“%s” is not a score on a D6: 1 to 6 (blank when the unit cannot have this grade)"), v);
    }
  if (n_grades == 0)
    ERROR (t, "resilience:steady", _("A unit needs at least one resilience grade"));
}

#undef ERROR

/* The list reader */

static MstUnitTemplate *
read_template (MstRuleset *rs, MstNationList *self, xmlNode *node, const char *display_name, GError **error)
{
  g_autofree char *id = mst_xml_get_prop (node, "id");
  g_autofree char *arm_s = mst_xml_get_prop (node, "arm");
  g_autofree char *class_s = mst_xml_get_prop (node, "class");
  g_autofree char *name = NULL;
  MstDoctrines doctrines = 0, optional = 0;
  MstArm arm;
  MstTroopClass klass;
  MstUnitTemplate *tmpl;
  xmlNode *c;

  /* The schema has checked the tokens; only the pairing is left. */
  if (!mst_arm_from_string (arm_s, &arm) || !mst_troop_class_from_string (class_s, &klass))
    {
      mst_nation_list_fail_at (error, display_name, node, _("unit “%s” has an unknown arm or class"), id);
      return NULL;
    }
  if (!mst_troop_class_fits_arm (klass, arm))
    {
      mst_nation_list_fail_at (error, display_name, node, _("unit “%s”: class “%s” is not a class of %s"),
               id, class_s, arm_s);
      return NULL;
    }
  if (mst_nation_list_has_template (self, id))
    {
      mst_nation_list_fail_at (error, display_name, node, _("unit id “%s” is used twice"), id);
      return NULL;
    }

  c = mst_xml_first_child (node, "name");
  name = c != NULL ? mst_data_text_translate (mst_xml_get_text (c)) : g_strdup (id);
  if ((c = mst_xml_first_child (node, "doctrines")) != NULL)
    {
      g_autofree char *text = mst_xml_get_text (c);
      mst_doctrines_from_string (text, &doctrines, NULL);
    }
  if ((c = mst_xml_first_child (node, "optional-doctrines")) != NULL)
    {
      g_autofree char *text = mst_xml_get_text (c);
      mst_doctrines_from_string (text, &optional, NULL);
    }

  tmpl = mst_dm_template_new (id, name, arm, klass, doctrines, optional);
  mst_unit_template_set_list_id (tmpl, mst_nation_list_get_id (self));

  if ((c = mst_xml_first_child (node, "weapons")) != NULL)
    {
      g_autofree char *text = mst_xml_get_text (c);
      g_auto(GStrv) tokens = g_strsplit_set (text, " \t\n", -1);
      for (guint i = 0; tokens[i] != NULL; i++)
        {
          MstWeapon w;
          if (mst_weapon_from_string (tokens[i], &w))
            mst_dm_template_add_weapon (tmpl, w);
        }
    }

  if ((c = mst_xml_first_child (node, "resilience")) != NULL)
    {
      guint any = 0;
      for (int g = 0; g < MST_N_GRADES; g++)
        {
          g_autofree char *v = mst_xml_get_prop (c, mst_grade_to_string ((MstGrade) g));
          gint64 t = 0;

          /* Not there, or not a score: the unit cannot have this grade. */
          if (!mst_list_parse_int (v, 0, G_MAXUINT, FALSE, &t))
            t = 0;
          mst_dm_template_set_threshold (tmpl, (MstGrade) g, (guint) t);
          any += t;
        }
      if (any == 0)
        {
          g_object_unref (tmpl);
          mst_nation_list_fail_at (error, display_name, c, _("unit “%s” has no resilience grade at all"), id);
          return NULL;
        }
    }

  return tmpl;
}


/* "1" or "" for a threshold the row does not have. */
static char *
threshold_text (MstUnitTemplate *tmpl, MstGrade grade)
{
  guint t = mst_dm_template_get_threshold (tmpl, grade);

  return t > 0 ? g_strdup_printf ("%u", t) : g_strdup ("");
}

static char *
units_columns (MstRuleset *rs, MstUnitTemplate *tmpl, gboolean tsv)
{
  g_autofree char *doctrines = mst_doctrines_to_string (mst_dm_template_get_doctrines (tmpl), ",");

  if (tsv)
    {
      g_autofree char *optional = mst_doctrines_to_string (mst_dm_template_get_optional_doctrines (tmpl), ",");
      g_autofree char *lackluster = threshold_text (tmpl, MST_GRADE_LACKLUSTER);
      g_autofree char *steady = threshold_text (tmpl, MST_GRADE_STEADY);
      g_autofree char *determined = threshold_text (tmpl, MST_GRADE_DETERMINED);

      return g_strdup_printf ("%s\t%s\t%s\t%s\t%s\t%s\t%s", mst_arm_to_string (mst_dm_template_get_arm (tmpl)),
                              mst_dm_template_to_class_string (tmpl), doctrines, optional, lackluster, steady,
                              determined);
    }
  {
    g_autofree char *thresholds = mst_dm_template_format_thresholds (tmpl);

    return g_strdup_printf ("%-18s %-28s %s",
                            mst_troop_class_get_label (mst_dm_template_get_class (tmpl), mst_dm_template_get_arm (tmpl)),
                            doctrines, thresholds);
  }
}

const MstListFormat mst_dm_list_format = {
  .version = 1,
  .header_required = TRUE,
  .first_year = 1700,
  .last_year = 1900,
  .year_message = N_("A year from 1700 to 1900"),
  .read_unit = read_unit,
  .begin_unit = begin_unit,
  .write_unit = write_unit,
  .write_header = write_header,
  .check_unit = check_unit,
  .describe_unit = describe_unit,
  .read_template = read_template,
  .units_columns = units_columns,
};
