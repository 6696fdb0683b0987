/* test-data.c: every shipped nation list, against the printed lists.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/printed-unit-counts.tsv and printed-units.tsv were read from
 * the rulebook's "Army Characteristics" independently of the XML: a row here
 * that disagrees with a list is a transcription error in one of them. */
#include "config.h"

#include <string.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"

static MstCatalogue *catalogue;

static GPtrArray *
read_tsv (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  /* Skip the header. */
  for (guint i = 1; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      g_ptr_array_add (rows, g_strsplit (lines[i], "\t", -1));
  return rows;
}

static void
test_every_list_validates (void)
{
  g_autofree char *dir = g_build_filename (mst_paths_get_data_dir (), "nations", "drums-and-muskets", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint files = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      MstFileKind kind;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      if (!mst_validate_file (path, catalogue, &kind, problems))
        g_error ("%s", (const char *) g_ptr_array_index (problems, 0));
      /* Beside the lists, the rule set's tables and tests. */
      if (g_str_equal (name, "tables.xml"))
        {
          g_assert_cmpint (kind, ==, MST_FILE_KIND_TABLES);
          continue;
        }
      files++;
      g_assert_cmpint (kind, ==, MST_FILE_KIND_NATION_LIST);
    }
  g_assert_cmpuint (files, ==, 41);
  g_assert_cmpuint (mst_catalogue_get_problems (catalogue)->len, ==, 0);
  /* And the two skirmish sides, five Brigade Command nations and
   * Revolutionary Wars' sample list, from their own folders. */
  g_assert_cmpuint (g_list_model_get_n_items (mst_catalogue_get_lists (catalogue)), ==, 49);
}

static void
test_unit_counts (void)
{
  g_autoptr(GPtrArray) rows = read_tsv ("printed-unit-counts.tsv");
  guint total = 0;

  g_assert_cmpuint (rows->len, ==, 41);
  for (guint i = 0; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      MstNationList *list = mst_catalogue_lookup (catalogue, row[0]);
      guint printed = (guint) g_ascii_strtoull (row[1], NULL, 10);

      if (list == NULL)
        g_error ("list %s is not shipped", row[0]);
      if (mst_nation_list_get_n_templates (list) != printed)
        g_error ("%s: %u units, the print has %u", row[0],
                 mst_nation_list_get_n_templates (list), printed);
      total += printed;
    }
  g_assert_cmpuint (total, ==, 457);
}

static MstUnitTemplate *
find_by_name (MstNationList *list, const char *name)
{
  GListModel *templates = mst_nation_list_get_templates (list);
  guint n = g_list_model_get_n_items (templates);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i);
      if (g_str_equal (mst_unit_template_get_name (t), name))
        return t;
    }
  return NULL;
}

static void
test_printed_units (void)
{
  g_autoptr(GPtrArray) rows = read_tsv ("printed-units.tsv");
  g_autoptr(GHashTable) lists_seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpuint (rows->len, >=, 60);
  for (guint i = 0; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);
      /* list_id seed_line unit_name arm class doctrines optional L S D */
      MstNationList *list;
      MstUnitTemplate *t;
      g_autofree char *doctrines = NULL, *optional = NULL;
      const char *context;

      g_assert_cmpuint (g_strv_length (row), ==, 10);
      list = mst_catalogue_lookup (catalogue, row[0]);
      g_assert_nonnull (list);
      g_hash_table_add (lists_seen, row[0]);
      t = find_by_name (list, row[2]);
      context = row[1];
      if (t == NULL)
        g_error ("%s (seed line %s): no unit named “%s”", row[0], context, row[2]);

      g_assert_cmpstr (mst_arm_to_string (mst_dm_template_get_arm (t)), ==, row[3]);
      g_assert_cmpstr (mst_dm_template_to_class_string (t), ==, row[4]);
      doctrines = mst_doctrines_to_string (mst_dm_template_get_doctrines (t), " ");
      optional = mst_doctrines_to_string (mst_dm_template_get_optional_doctrines (t), " ");
      if (!g_str_equal (doctrines, row[5]) || !g_str_equal (optional, row[6]))
        g_error ("%s “%s” (seed line %s): doctrines “%s” / “%s”, printed “%s” / “%s”",
                 row[0], row[2], context, doctrines, optional, row[5], row[6]);
      for (int g = 0; g < MST_N_GRADES; g++)
        {
          guint expected = row[7 + g][0] != '\0' ? (guint) (row[7 + g][0] - '0') : 0;
          guint got = mst_dm_template_get_threshold (t, (MstGrade) g);
          if (got != expected)
            g_error ("%s “%s” (seed line %s): %s threshold %u, printed %u", row[0], row[2],
                     context, mst_grade_to_string ((MstGrade) g), got, expected);
        }
    }
  /* The sample reaches every list. */
  g_assert_cmpuint (g_hash_table_size (lists_seen), ==, 41);
}

static void
test_list_rules_and_notes (void)
{
  MstNationList *mapuche = mst_catalogue_lookup (catalogue, "liberation-mapuche");
  MstNationList *british = mst_catalogue_lookup (catalogue, "british-peninsular-1807-1814");
  MstNationList *russia = mst_catalogue_lookup (catalogue, "russian-1808-1815");
  MstNationList *crimea = mst_catalogue_lookup (catalogue, "crimean-british-1853-1856");
  MstNationList *french = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");

  /* "Cannot use foot square and automatically the defender." */
  g_assert_cmpuint (mst_dm_list_get_rules (mapuche), ==,
                    MST_LIST_RULE_ALWAYS_DEFENDER | MST_LIST_RULE_NO_FOOT_SQUARE);
  g_assert_cmpuint (mst_dm_list_get_rules (french), ==, 0);
  g_assert_nonnull (strstr (mst_nation_list_get_notes (british)[0], "2 rank firing"));
  g_assert_nonnull (strstr (mst_nation_list_get_notes (russia)[0], "Zealous"));
  /* Crimean War foot default to Minié rifles. */
  g_assert_cmpint (mst_dm_list_get_foot_weapon (crimea), ==, MST_WEAPON_MINIE_RIFLE);
  g_assert_cmpint (mst_dm_list_get_foot_weapon (french), ==, MST_WEAPON_MUSKET);
  g_assert_cmpuint (mst_nation_list_get_end_year (french), ==, 1812);
}

static void
test_every_list_builds_a_force (void)
{
  GListModel *lists = mst_catalogue_get_lists (catalogue);
  guint n = g_list_model_get_n_items (lists);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      g_autoptr(MstForce) force = mst_force_new ("Test", list, NULL);
      g_autoptr(MstGeneral) general = mst_general_new ("Sub");
      MstCommand *command = mst_force_add_command (force, general);
      GListModel *templates = mst_nation_list_get_templates (list);
      guint m = g_list_model_get_n_items (templates);
      guint expected = 2; /* commander and sub-general */

      for (guint j = 0; j < m; j++)
        {
          g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, j);
          MstUnit *u = mst_force_add_unit (force, command, mst_unit_template_get_id (t), NULL);
          g_assert_nonnull (u);
          /* Scouting: +1 cavalry, +1 open-capable; both for irregular cavalry. */
          if (mst_dm_template_get_arm (t) == MST_ARM_CAVALRY)
            expected++;
          if (mst_dm_template_get_class (t) == MST_TROOP_CLASS_IRREGULAR ||
              (mst_dm_template_get_arm (t) == MST_ARM_FOOT &&
               mst_dm_template_get_class (t) == MST_TROOP_CLASS_LIGHT))
            expected++;
          /* A new unit carries no doctrine its template does not allow. */
          g_assert_cmpuint (mst_dm_unit_get_doctrines (u) & ~mst_dm_template_get_allowed_doctrines (t), ==, 0);
        }
      g_assert_cmpuint (mst_rules_scouting_pool (force), ==, expected);
    }
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/data/every-list-validates", test_every_list_validates);
  g_test_add_func ("/muster/data/unit-counts", test_unit_counts);
  g_test_add_func ("/muster/data/printed-units", test_printed_units);
  g_test_add_func ("/muster/data/list-rules-and-notes", test_list_rules_and_notes);
  g_test_add_func ("/muster/data/every-list-builds-a-force", test_every_list_builds_a_force);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
