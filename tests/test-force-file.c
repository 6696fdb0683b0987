/* test-force-file.c: force files: the minimal form, round trips, unknown ids, bad input.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <string.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-force-format.h"
#include "mst-rules.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

static MstForce *
load_fixture (const char *name)
{
  g_autofree char *path = mst_test_fixture (name);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  g_assert_nonnull (force);
  return force;
}

static void
test_minimal_form (void)
{
  g_autoptr(MstForce) force = load_fixture ("minimal.muster");
  MstCommand *c1, *c2;
  MstUnit *light, *line, *hussars, *guns;
  GListModel *unassigned;

  g_assert_cmpstr (mst_force_get_name (force), ==, "Army of Italy");
  g_assert_nonnull (mst_force_get_list (force));
  g_assert_cmpstr (mst_general_get_name (mst_force_get_commander (force)), ==, "Masséna");
  g_assert_cmpint (mst_dm_general_get_ability (mst_force_get_commander (force)), ==, MST_ABILITY_EXCEPTIONAL);
  g_assert_cmpuint (mst_force_get_n_commands (force), ==, 2);

  c1 = mst_force_get_command (force, 0);
  c2 = mst_force_get_command (force, 1);
  g_assert_cmpint (mst_dm_general_get_respect (mst_command_get_general (c2)), ==, MST_RESPECT_HATED);
  light = mst_command_get_unit (c1, 0);
  line = mst_command_get_unit (c1, 1);
  hussars = mst_command_get_unit (c2, 0);
  guns = mst_command_get_unit (c2, 1);

  /* What the file says is kept… */
  g_assert_cmpuint (mst_unit_get_bases (light), ==, 6);
  g_assert_cmpuint (mst_unit_get_bases (guns), ==, 2);
  /* …and everything else comes from the template and the rules. */
  g_assert_cmpuint (mst_unit_get_bases (line), ==, 4);
  g_assert_cmpuint (mst_dm_unit_get_doctrines (line), ==, MST_DOCTRINE_COA | MST_DOCTRINE_LCOY);
  g_assert_cmpint (mst_dm_unit_get_weapon (line), ==, MST_WEAPON_MUSKET);
  g_assert_cmpint (mst_dm_unit_get_weapon (hussars), ==, MST_WEAPON_CARBINE);
  g_assert_cmpint (mst_dm_unit_get_weapon (guns), ==, MST_WEAPON_FIELD_ARTILLERY);
  g_assert_cmpuint (mst_unit_get_bases (hussars), ==, 4);

  unassigned = mst_force_get_unassigned (force);
  g_assert_cmpuint (g_list_model_get_n_items (unassigned), ==, 1);

  /* Masséna Exceptional, Molitor Competent, Duhesme Incompetent:
   * supply 2 + 3 + 1 − 1; scouting 3 + 1 − 1 + hussars + light foot. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 5);
  g_assert_cmpuint (mst_rules_scouting_pool (force), ==, 5);
  g_assert_cmpuint (mst_rules_initiative_pool (force), ==, 3);
}

/* A force is written in its rule set's format: Drums and Muskets' own
 * (version 1: the commander's respect and ability, each command's general
 * and units, whether generals' types are in play), every other rule set's
 * the shared one (version 2: attributes, units with their figures).  A
 * file is read in the format of its version: its rule set's, else the
 * shared one, else the rule set's whose own format it is. */
static void
test_formats (void)
{
  g_autoptr(MstForce) dm = load_fixture ("minimal.muster");
  g_autoptr(MstForce) sk = load_fixture ("skirmish-french.muster");
  g_autofree char *dm_data = mst_force_to_data (dm, NULL);
  g_autofree char *sk_data = mst_force_to_data (sk, NULL);
  MstRuleset *rs = mst_ruleset_lookup ("drums-and-muskets");

  g_assert_true (mst_force_format_of (rs) != mst_force_format_of (NULL));
  g_assert_true (mst_force_format_of (mst_ruleset_lookup ("napoleonic-skirmish")) == mst_force_format_of (NULL));
  g_assert_true (mst_force_format_for_file (NULL, 1) == mst_force_format_of (rs));
  g_assert_true (mst_force_format_for_file (rs, 2) == mst_force_format_of (NULL));
  g_assert_null (mst_force_format_for_file (NULL, 3));

  g_assert_nonnull (strstr (dm_data, "xmlns=\"urn:muster:force:1\""));
  g_assert_nonnull (strstr (dm_data, "general-types=\"true\""));
  g_assert_nonnull (strstr (dm_data, "<commander name=\"Masséna\" respect=\"inspired\" ability=\"exceptional\"/>"));
  g_assert_nonnull (strstr (sk_data, "xmlns=\"urn:muster:force:2\""));
  g_assert_null (strstr (sk_data, "general-types"));
  g_assert_nonnull (strstr (sk_data, "<figures role=\"officer\" count=\"1\"/>"));
}

static void
test_round_trip_identical (void)
{
  g_autoptr(MstForce) force = load_fixture ("minimal.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-XXXXXX", NULL);
  g_autofree char *path1 = g_build_filename (dir, "one.muster", NULL);
  g_autofree char *path2 = g_build_filename (dir, "two.muster", NULL);
  g_autofree char *data1 = NULL, *data2 = NULL;
  g_autoptr(MstForce) again = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (mst_force_save_file (force, path1, &error));
  g_assert_no_error (error);
  again = mst_force_new_from_file (path1, catalogue, &error);
  g_assert_no_error (error);
  g_assert_true (mst_force_save_file (again, path2, &error));
  g_assert_true (g_file_get_contents (path1, &data1, NULL, NULL));
  g_assert_true (g_file_get_contents (path2, &data2, NULL, NULL));
  /* save → load → save gives the same bytes. */
  g_assert_cmpstr (data1, ==, data2);
  /* The written file records the list version and validates. */
  g_assert_nonnull (strstr (data1, "list-version=\"1\""));
  {
    g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
    g_assert_true (mst_validate_file (path1, catalogue, NULL, problems));
  }

  g_unlink (path1);
  g_unlink (path2);
  g_rmdir (dir);
}

static void
test_unknown_template_kept (void)
{
  g_autoptr(MstForce) force = load_fixture ("unknown-template.muster");
  g_autofree char *data = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  MstUnit *ghost;

  g_assert_cmpuint (mst_force_get_n_units (force), ==, 2);
  ghost = mst_command_get_unit (mst_force_get_command (force, 0), 0);
  g_assert_true (mst_unit_is_unknown (ghost));
  g_assert_cmpstr (mst_unit_get_name (ghost), ==, "Ghost battalion");

  /* Saving keeps it, with everything the file said. */
  data = mst_force_to_data (force, NULL);
  g_assert_nonnull (strstr (data, "template=\"no-such-unit\" bases=\"5\" weapon=\"musket\" doctrines=\"COA\""));

  /* Said once, by its name. */
  findings = mst_force_check (force);
  {
    guint n = 0;

    for (guint i = 0; i < findings->len; i++)
      if (g_str_equal (mst_finding_get_rule_id (g_ptr_array_index (findings, i)), "unknown-template"))
        {
          g_assert_nonnull (strstr (mst_finding_get_message (g_ptr_array_index (findings, i)), "Ghost battalion"));
          n++;
        }
    g_assert_cmpuint (n, ==, 1);
    for (guint i = 0; i < findings->len; i++)
      g_assert_cmpstr (mst_finding_get_rule_id (g_ptr_array_index (findings, i)), !=, "unknown-value");
  }
}

static void
test_unknown_list_kept (void)
{
  g_autoptr(MstForce) force = load_fixture ("unknown-list.muster");
  g_autoptr(GPtrArray) findings = mst_force_check (force);
  g_autofree char *data = mst_force_to_data (force, NULL);

  g_assert_null (mst_force_get_list (force));
  g_assert_cmpuint (mst_force_get_n_units (force), ==, 1);
  g_assert_nonnull (strstr (data, "list=\"atlantis-1805\" list-version=\"3\""));
  g_assert_nonnull (strstr (data, "template=\"atlantean-marines\" bases=\"4\""));
  g_assert_cmpstr (mst_finding_get_rule_id (g_ptr_array_index (findings, 0)), ==, "unknown-list");
}

static void
assert_bad (const char *name, int code, const char *in_message)
{
  g_autofree char *path = mst_test_fixture (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_null (force);
  g_assert_error (error, MST_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, in_message));
}

static void
test_bad_enum (void)
{
  /* respect="adored" on line 2 */
  assert_bad ("bad-enum.muster", MST_ERROR_INVALID, ":2:");
}

static void
test_external_entity (void)
{
  g_autofree char *path = mst_test_fixture ("external-entity.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_null (force);
  g_assert_error (error, MST_ERROR, MST_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, ":2: "));
  g_assert_null (strstr (error->message, "root:"));
}

static void
test_save_replaces_atomically (void)
{
  g_autoptr(MstForce) force = load_fixture ("minimal.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  g_autofree char *data = NULL;
  guint files = 0;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_true (mst_force_save_file (force, path, &error));
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_true (g_str_has_prefix (data, "<?xml"));
  /* No temporary file left beside it. */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d) != NULL)
    files++;
  g_assert_cmpuint (files, ==, 1);

  /* A folder that does not exist: an error naming it, nothing else touched. */
  g_clear_error (&error);
  g_assert_false (mst_force_save_file (force, "/nonexistent/dir/army.muster", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "/nonexistent/dir"));

  g_unlink (path);
  g_rmdir (dir);
}

/* The values schemas/force.xsd enumerates for its simple type @type, in
 * its order, NULL-terminated. */
static char **
schema_enumeration (const char *type)
{
  g_autofree char *path = g_build_filename (mst_paths_get_data_dir (), "schemas", "force.xsd", NULL);
  g_autofree char *expr = g_strdup_printf ("//xs:simpleType[@name='%s']//xs:enumeration/@value", type);
  g_autoptr(GStrvBuilder) values = g_strv_builder_new ();
  xmlDoc *doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  xmlXPathContext *ctx;
  xmlXPathObject *found;

  g_assert_nonnull (doc);
  ctx = xmlXPathNewContext (doc);
  xmlXPathRegisterNs (ctx, (const xmlChar *) "xs", (const xmlChar *) "http://www.w3.org/2001/XMLSchema");
  found = xmlXPathEvalExpression ((const xmlChar *) expr, ctx);
  for (int i = 0; found != NULL && found->nodesetval != NULL && i < found->nodesetval->nodeNr; i++)
    {
      xmlChar *v = xmlNodeGetContent (found->nodesetval->nodeTab[i]);

      g_strv_builder_add (values, (const char *) v);
      xmlFree (v);
    }
  xmlXPathFreeObject (found);
  xmlXPathFreeContext (ctx);
  xmlFreeDoc (doc);
  return g_strv_builder_end (values);
}

static void
assert_declared_as_schema (const MstAttrSpec *spec, const char *type)
{
  g_auto(GStrv) schema = schema_enumeration (type);

  g_assert_cmpuint (g_strv_length (schema), >, 0);
  g_assert_cmpstrv (spec->values, schema);
}

/* The names files use: every value reads back as itself, a name from an
 * older file still reads, and they are the schema's. */
static void
test_enum_names (void)
{
  MstDoctrines all = 0;
  g_autofree char *tokens = NULL;
  MstDoctrines back = 0;

  for (int w = 0; w < MST_N_WEAPONS; w++)
    {
      MstWeapon out = MST_WEAPON_NONE;
      g_assert_true (mst_weapon_from_string (mst_weapon_to_string (w), &out));
      g_assert_cmpint (out, ==, w);
    }
  for (int g = 0; g < MST_N_GRADES; g++)
    {
      MstGrade out = MST_GRADE_NONE;
      g_assert_true (mst_grade_from_string (mst_grade_to_string (g), &out));
      g_assert_cmpint (out, ==, g);
    }
  for (int r = MST_RESPECT_HATED; r <= MST_RESPECT_INSPIRED; r++)
    {
      MstRespect out = MST_RESPECT_ACCEPTED;
      g_assert_true (mst_respect_from_string (mst_respect_to_string (r), &out));
      g_assert_cmpint (out, ==, r);
    }
  for (int a = MST_ABILITY_INCOMPETENT; a <= MST_ABILITY_EXCEPTIONAL; a++)
    {
      MstAbility out = MST_ABILITY_COMPETENT;
      g_assert_true (mst_ability_from_string (mst_ability_to_string (a), &out));
      g_assert_cmpint (out, ==, a);
    }
  g_assert_null (mst_respect_to_string (MST_RESPECT_INSPIRED + 1));
  /* Not rolled is no name at all. */
  g_assert_null (mst_grade_to_string (MST_GRADE_NONE));
  {
    MstGrade out;
    g_assert_false (mst_grade_from_string ("none", &out));
  }
  {
    MstWeapon out;
    g_assert_true (mst_weapon_from_string ("minie-rifle", &out));
    g_assert_cmpint (out, ==, MST_WEAPON_MINIE_RIFLE);
    g_assert_false (mst_weapon_from_string ("Musket", &out));
  }
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    all |= 1u << i;
  tokens = mst_doctrines_to_string (all, " ");
  g_assert_cmpstr (tokens, ==, "2RK COA LCOY GUARD ZEALOUS H2H CARBINE LANCER IRREGULAR OPEN");
  g_assert_true (mst_doctrines_from_string (tokens, &back, NULL));
  g_assert_cmpuint (back, ==, all);

  /* The values the class declares for a unit's and a general's words
   * are those the force file's schema takes, each of them, no more: the
   * vocabulary every reader asks and the files agree. */
  assert_declared_as_schema (&mst_dm_unit_attrs[0], "weapon");
  assert_declared_as_schema (&mst_dm_unit_attrs[1], "doctrines");
  assert_declared_as_schema (&mst_dm_rolled_attrs[0], "grade");
  assert_declared_as_schema (&mst_dm_general_attrs[0], "respect");
  assert_declared_as_schema (&mst_dm_general_attrs[1], "ability");
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/force-file/minimal-form", test_minimal_form);
  g_test_add_func ("/muster/force-file/enum-names", test_enum_names);
  g_test_add_func ("/muster/force-file/formats", test_formats);
  g_test_add_func ("/muster/force-file/round-trip-identical", test_round_trip_identical);
  g_test_add_func ("/muster/force-file/unknown-template-kept", test_unknown_template_kept);
  g_test_add_func ("/muster/force-file/unknown-list-kept", test_unknown_list_kept);
  g_test_add_func ("/muster/force-file/bad/wrong-enum", test_bad_enum);
  g_test_add_func ("/muster/force-file/bad/external-entity", test_external_entity);
  g_test_add_func ("/muster/force-file/save-replaces-atomically", test_save_replaces_atomically);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
