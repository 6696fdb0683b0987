/* test-nation-list.c: reading nation lists, safely, and the catalogue.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-xml-private.h"
#include "mst-test-util.h"

static void
test_load_list (void)
{
  g_autofree char *path = g_build_filename (mst_paths_get_data_dir (), "nations",
                                            "drums-and-muskets", "french-imperial-1803-1812.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstNationList) list = mst_nation_list_new_from_file (path, &error);
  g_autofree char *title = NULL;
  g_autofree char *thresholds = NULL;
  MstUnitTemplate *t;

  g_assert_no_error (error);
  g_assert_cmpstr (mst_nation_list_get_id (list), ==, "french-imperial-1803-1812");
  g_assert_cmpstr (mst_nation_list_get_war (list), ==, "Napoleonic Wars");
  title = mst_nation_list_dup_title (list);
  g_assert_cmpstr (title, ==, "French Imperial (1803–1812)");
  g_assert_cmpuint (mst_nation_list_get_n_templates (list), ==, 24);

  /* "Combined Grenadiers LINE, COA  1+ 4+ ": Steady 1+, Determined 4+. */
  t = mst_nation_list_lookup_template (list, "combined-grenadiers");
  g_assert_nonnull (t);
  g_assert_cmpuint (mst_dm_template_get_threshold (t, MST_GRADE_LACKLUSTER), ==, 0);
  g_assert_cmpuint (mst_dm_template_get_threshold (t, MST_GRADE_STEADY), ==, 1);
  g_assert_cmpuint (mst_dm_template_get_threshold (t, MST_GRADE_DETERMINED), ==, 4);
  thresholds = mst_dm_template_format_thresholds (t);
  g_assert_cmpstr (thresholds, ==, "— / 1+ / 4+");
  /* A 3 is Steady, a 4 Determined. */
  g_assert_cmpint (mst_dm_template_grade_for_die (t, 3), ==, MST_GRADE_STEADY);
  g_assert_cmpint (mst_dm_template_grade_for_die (t, 4), ==, MST_GRADE_DETERMINED);

  t = mst_nation_list_lookup_template (list, "line-artillery");
  g_assert_cmpint (mst_dm_template_get_arm (t), ==, MST_ARM_ARTILLERY);
}

static void
assert_fixture_fails (const char *name, GQuark domain, int code, const char *in_message)
{
  g_autofree char *path = mst_test_fixture (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstNationList) list = mst_nation_list_new_from_file (path, &error);

  g_assert_null (list);
  g_assert_error (error, domain, code);
  /* The message names the file and a line. */
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, in_message));
}

static void
test_bad_enum (void)
{
  /* LANCERS is the print's misspelling, not a doctrine token. */
  assert_fixture_fails ("bad-list-enum.xml", MST_ERROR, MST_ERROR_INVALID, ":9:");
}

static void
test_bad_class_for_arm (void)
{
  assert_fixture_fails ("bad-class-arm.xml", MST_ERROR, MST_ERROR_INVALID, ":7: unit “heavy-foot”");
}

static void
test_billion_laughs (void)
{
  assert_fixture_fails ("billion-laughs.xml", MST_ERROR, MST_ERROR_FORBIDDEN, "DOCTYPE");
}

static void
test_malformed (void)
{
  g_autofree char *path = mst_test_fixture ("malformed.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, NULL, &error);

  g_assert_null (force);
  g_assert_error (error, MST_ERROR, MST_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, path));
  /* The mismatched tag is on line 3. */
  g_assert_nonnull (strstr (error->message, ":3:"));
}

static void
test_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstNationList) list = mst_nation_list_new_from_file ("/nonexistent/list.xml", &error);

  g_assert_null (list);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "/nonexistent/list.xml"));
}

static void
test_too_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstNationList) list = NULL;
  FILE *f = fopen (path, "w");

  g_assert_nonnull (f);
  /* Just past the limit: refused before it is read. */
  g_assert_cmpint (fseek (f, MST_XML_MAX_SIZE, SEEK_SET), ==, 0);
  fputc ('\n', f);
  fclose (f);
  list = mst_nation_list_new_from_file (path, &error);
  g_assert_null (list);
  g_assert_error (error, MST_ERROR, MST_ERROR_TOO_LARGE);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_catalogue_skips_bad_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-XXXXXX", NULL);
  g_autofree char *good_src = g_build_filename (mst_paths_get_data_dir (), "nations",
                                                "drums-and-muskets", "liberation-chile.xml", NULL);
  g_autofree char *good = g_build_filename (dir, "chile.xml", NULL);
  g_autofree char *bad = g_build_filename (dir, "broken.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  GPtrArray *problems;

  g_assert_true (g_file_get_contents (good_src, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (good, contents, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "<nation-list xmlns=\"urn:muster:nation-list:1\">\n<oops>\n", -1, NULL));

  mst_catalogue_load_dir (catalogue, dir);
  /* The good file still loads; the bad one is reported with its name and line. */
  g_assert_nonnull (mst_catalogue_lookup (catalogue, "liberation-chile"));
  g_assert_cmpuint (g_list_model_get_n_items (mst_catalogue_get_lists (catalogue)), ==, 1);
  problems = mst_catalogue_get_problems (catalogue);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (problems, 0), bad));

  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
}

static void
test_user_list_overrides (void)
{
  /* G_TEST_OPTION_ISOLATE_DIRS gives this test its own XDG_DATA_HOME. */
  g_autofree char *user_dir = mst_paths_get_user_nations_dir ();
  g_autofree char *src = mst_test_fixture ("user-override.xml");
  g_autofree char *dst = g_build_filename (user_dir, "mapuche.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  MstNationList *list;

  g_assert_cmpint (g_mkdir_with_parents (user_dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (src, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (dst, contents, -1, NULL));

  mst_catalogue_load_default (catalogue);
  list = mst_catalogue_lookup (catalogue, "liberation-mapuche");
  g_assert_nonnull (list);
  g_assert_cmpstr (mst_nation_list_get_name (list), ==, "Mapuche (house rules)");
  g_assert_cmpuint (mst_nation_list_get_n_templates (list), ==, 1);
  /* Only one list of that id, and the other lists are still there (41
   * Drums and Muskets lists, the two skirmish sides, five Brigade Command
   * nations and Revolutionary Wars' sample list). */
  g_assert_cmpuint (g_list_model_get_n_items (mst_catalogue_get_lists (catalogue)), ==, 49);
  /* Said, not silent, and marked. */
  g_assert_true (mst_catalogue_is_user_list (catalogue, "liberation-mapuche"));
  g_assert_true (mst_catalogue_replaces_shipped (catalogue, "liberation-mapuche"));
  g_assert_false (mst_catalogue_is_user_list (catalogue, "french-imperial-1803-1812"));
  g_assert_cmpuint (mst_catalogue_get_notices (catalogue)->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (mst_catalogue_get_notices (catalogue), 0),
                            "replaces the shipped list"));
  g_assert_nonnull (strstr (g_ptr_array_index (mst_catalogue_get_notices (catalogue), 0), dst));

  /* A second user list of the same id. */
  {
    g_autofree char *second = g_build_filename (user_dir, "mapuche-2.xml", NULL);
    g_autoptr(MstCatalogue) again = mst_catalogue_new ();
    g_auto(MstTestRun) r = { 0 };

    g_assert_true (g_file_set_contents (second, contents, -1, NULL));
    mst_catalogue_load_default (again);
    g_assert_cmpuint (mst_catalogue_get_notices (again)->len, ==, 2);
    g_assert_nonnull (strstr (g_ptr_array_index (mst_catalogue_get_notices (again), 1), "same id as"));

    /* lists and validate say so too. */
    /* The commands find the user's lists where this test put them. */
    g_setenv ("XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
    mst_test_run_cli (&r, "lists", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.err, "replaces the shipped list"));
    g_assert_nonnull (strstr (r.err, "same id as"));
    mst_test_run_cli (&r, "validate", src, NULL);
    g_assert_nonnull (strstr (r.err, "replaces the shipped list"));
    g_unlink (second);
  }
  g_unlink (dst);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/nation-list/load", test_load_list);
  g_test_add_func ("/muster/nation-list/bad/wrong-enum", test_bad_enum);
  g_test_add_func ("/muster/nation-list/bad/class-for-arm", test_bad_class_for_arm);
  g_test_add_func ("/muster/nation-list/bad/billion-laughs", test_billion_laughs);
  g_test_add_func ("/muster/nation-list/bad/malformed", test_malformed);
  g_test_add_func ("/muster/nation-list/bad/missing-file", test_missing_file);
  g_test_add_func ("/muster/nation-list/bad/too-large", test_too_large);
  g_test_add_func ("/muster/catalogue/skips-bad-files", test_catalogue_skips_bad_files);
  g_test_add_func ("/muster/catalogue/user-list-overrides", test_user_list_overrides);

  return g_test_run ();
}
