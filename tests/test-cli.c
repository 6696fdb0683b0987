/* test-cli.c: muster-cli's contract: its output lines and exit statuses.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"

static void
test_lists (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;

  mst_test_run_cli (&r, "lists", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (g_strchomp (r.out), "\n", -1);
  /* 41 Drums and Muskets lists, the two skirmish sides, five Brigade
   * Command nations and Revolutionary Wars' sample list. */
  g_assert_cmpuint (g_strv_length (lines), ==, 49);
  g_assert_nonnull (strstr (r.out, "french-imperial-1803-1812\tFrench Imperial (1803–1812)\t24\tdrums-and-muskets\n"));
  g_assert_nonnull (strstr (r.out, "liberation-mapuche\tMapuche Indian (1808–1828)\t4\tdrums-and-muskets\n"));
  g_assert_nonnull (strstr (r.out, "napoleonic-skirmish-french\tFrench (1792–1815)\t8\tnapoleonic-skirmish\n"));
}

static void
test_units_tsv (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;

  mst_test_run_cli (&r, "units", "--format", "tsv", "--ruleset", "drums-and-muskets", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (g_strchomp (r.out), "\n", -1);
  g_assert_cmpstr (lines[0], ==, "list_id\tlist_name\tunit_id\tunit_name\tarm\tclass\tdoctrines\t"
                                 "optional_doctrines\tlackluster\tsteady\tdetermined");
  /* A header and one row per printed unit. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 457);
  /* Old Imperial Guard: LINE, COA, LCOY, GUARD, ZEALOUS   1+  (Determined only). */
  g_assert_nonnull (strstr (r.out, "french-imperial-1803-1812\tFrench Imperial\told-imperial-guard\t"
                                   "Old Imperial Guard\tfoot\tline\tCOA,LCOY,GUARD,ZEALOUS\t\t\t\t1\n"));
}

static void
test_units_one_list (void)
{
  g_auto(MstTestRun) r = { 0 };
  g_auto(GStrv) lines = NULL;

  mst_test_run_cli (&r, "units", "--list", "confederation-of-the-rhine-1806-1814", "--format", "tsv", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (g_strchomp (r.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 14);
  /* Fusiliers & Musketeers LINE, COA (LCOY) 1+ 4+ */
  g_assert_nonnull (strstr (r.out, "\tFusiliers & Musketeers\tfoot\tline\tCOA\tLCOY\t1\t4\t\n"));

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "units", "--list", "no-such-list", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "no-such-list"));
}

static void
test_pools (void)
{
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "pools", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "supply 5\nscouting 5\ninitiative 3\n");
}

static void
test_check (void)
{
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "check", path, NULL);
  /* The Vélites are in no command. */
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.out, "warning\tunit-without-command\t"));
  g_assert_nonnull (strstr (r.out, "Vélites"));
}

static void
test_check_clean_and_bad (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *clean = g_build_filename (dir, "clean.muster", NULL);
  g_autofree char *malformed = mst_test_fixture ("malformed.muster");
  g_auto(MstTestRun) r = { 0 };

  g_assert_true (g_file_set_contents (clean,
    "<force xmlns=\"urn:muster:force:1\" name=\"Clean\" ruleset=\"drums-and-muskets\" list=\"liberation-chile\">\n"
    "  <commander name=\"O'Higgins\"/>\n"
    "  <command><general name=\"Freire\"/>\n"
    "    <unit name=\"A\" template=\"artillery\"/><unit name=\"B\" template=\"artillery\"/></command>\n"
    "  <command><general name=\"Las Heras\"/>\n"
    "    <unit name=\"C\" template=\"artillery\"/><unit name=\"D\" template=\"artillery\"/></command>\n"
    "</force>\n", -1, NULL));
  mst_test_run_cli (&r, "check", clean, NULL);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_cmpint (r.status, ==, 0);

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "check", malformed, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, malformed));

  g_unlink (clean);
  g_rmdir (dir);
}

static void
test_validate (void)
{
  g_autofree char *good = mst_test_fixture ("minimal.muster");
  g_autofree char *unknown = mst_test_fixture ("unknown-template.muster");
  g_autofree char *bad_enum = mst_test_fixture ("bad-enum.muster");
  g_autofree char *list = g_build_filename (mst_paths_get_data_dir (), "nations", "drums-and-muskets",
                                            "liberation-mapuche.xml", NULL);
  g_autofree char *expect = NULL;
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "validate", good, list, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "");

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "validate", good, unknown, bad_enum, "/nonexistent.muster", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* FILE:LINE: message, one per problem. */
  expect = g_strdup_printf ("%s:5: unit “Ghost battalion”: the list french-imperial-1803-1812 has no unit “no-such-unit”\n", unknown);
  g_assert_nonnull (strstr (r.out, expect));
  g_clear_pointer (&expect, g_free);
  expect = g_strdup_printf ("%s:2: ", bad_enum);
  g_assert_nonnull (strstr (r.out, expect));
  g_assert_nonnull (strstr (r.out, "adored"));
  g_assert_nonnull (strstr (r.out, "/nonexistent.muster:0: "));
}

static void
test_library (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "lib.db", NULL);
  g_autofree char *out = g_build_filename (dir, "out.muster", NULL);
  g_autofree char *src = mst_test_fixture ("minimal.muster");
  g_autofree char *exported = NULL;
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "library", "--database", db, "import", src, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "library", "--database", db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "1\tArmy of Italy\tfrench-imperial-1803-1812\n");

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "library", "--database", db, "export", "1", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (out, &exported, NULL, NULL));
  g_assert_nonnull (strstr (exported, "name=\"Army of Italy\""));

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "library", "--database", db, "delete", "1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "library", "--database", db, "delete", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "no force 1"));

  mst_test_run_clear (&r);
  memset (&r, 0, sizeof r);
  mst_test_run_cli (&r, "library", "--database", db, "list", NULL);
  g_assert_cmpstr (r.out, ==, "");
}

/* Every list builds a force from the CLI, and its pools come out as the
 * rules count them: 2 generals, +1 per cavalry unit, +1 per open-capable. */
static void
test_new_from_every_list (void)
{
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "force.muster", NULL);
  GListModel *lists;
  guint n;

  mst_catalogue_load_default (catalogue);
  lists = mst_catalogue_get_lists (catalogue);
  n = g_list_model_get_n_items (lists);
  /* With Revolutionary Wars' sample list. */
  g_assert_cmpuint (n, ==, 49);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      GListModel *templates = mst_nation_list_get_templates (list);

      /* The skirmish sides have no pools; test-rulesets.c builds them. */
      if (mst_nation_list_get_format (list) == 2)
        continue;
      guint m = g_list_model_get_n_items (templates);
      g_autoptr(GString) spec = g_string_new ("Sub-general=");
      g_autofree char *expect = NULL;
      guint scouting = 2;
      g_auto(MstTestRun) r = { 0 };

      for (guint j = 0; j < m; j++)
        {
          g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, j);
          MstArm arm = mst_dm_template_get_arm (t);
          MstTroopClass klass = mst_dm_template_get_class (t);

          g_string_append_printf (spec, "%s%s", j > 0 ? "," : "", mst_unit_template_get_id (t));
          scouting += arm == MST_ARM_CAVALRY;
          scouting += klass == MST_TROOP_CLASS_IRREGULAR ||
                      (arm == MST_ARM_FOOT && klass == MST_TROOP_CLASS_LIGHT) ||
                      (mst_dm_template_get_doctrines (t) & MST_DOCTRINE_OPEN) != 0;
        }
      mst_test_run_cli (&r, "new", "--list", mst_nation_list_get_id (list), "--command", spec->str,
               "-o", path, "--force", NULL);
      g_assert_cmpint (r.status, ==, 0);
      mst_test_run_clear (&r);
      memset (&r, 0, sizeof r);
      mst_test_run_cli (&r, "pools", path, NULL);
      g_assert_cmpint (r.status, ==, 0);
      /* Supply: 2 + 2 generals. Initiative: 2 generals. */
      expect = g_strdup_printf ("supply 4\nscouting %u\ninitiative 2\n", scouting);
      g_assert_cmpstr (r.out, ==, expect);
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_new_bad_template (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "force.muster", NULL);
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "new", "--list", "liberation-chile", "--command", "X=artillery,cuirassiers-of-mars",
           "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "cuirassiers-of-mars"));
  /* Nothing half-written. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

/* An optional rule the new force does without (Drums and Muskets' general
 * types, 000:1287-1291): written in its file, its pools counted so;
 * a rule its rule set has not is refused, naming those it has. */
static void
test_new_rule_off (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "force.muster", NULL);
  g_autofree char *data = NULL;
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "new", "--list", "liberation-chile", "--command", "X=artillery", "--rule-off", "fog-of-war",
                    "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "“fog-of-war” is not an optional rule of Drums and Muskets (general-types)"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  mst_test_run_cli (&r, "new", "--list", "liberation-chile", "--command", "X=artillery", "--rule-off", "general-types",
                    "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "general-types=\"false\""));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_unknown_command (void)
{
  g_auto(MstTestRun) r = { 0 };

  mst_test_run_cli (&r, "frobnicate", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "frobnicate"));
}

/* The CLI's messages follow the user's language: its French message is the
 * French catalogue's translation, not the English source. */
static void
test_messages_translated (void)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = g_get_environ ();
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;
  const char *translated;
  int status = 0;
  locale_t fr = newlocale (LC_MESSAGES_MASK, "fr_FR.UTF-8", (locale_t) 0);

  if (fr == (locale_t) 0)
    {
      g_test_skip ("the fr_FR.UTF-8 locale is not installed");
      return;
    }
  freelocale (fr);
  /* What the French catalogue says for the message, read here directly. */
  setlocale (LC_ALL, "fr_FR.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("MUSTER_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  translated = g_dgettext (GETTEXT_PACKAGE, "unknown command “%s”");
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_cmpstr (translated, !=, "unknown command “%s”");
  expected = g_strdup_printf (translated, "frobnicate");

  env = g_environ_setenv (env, "LC_ALL", "fr_FR.UTF-8", TRUE);
  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  g_ptr_array_add (argv, (gpointer) "frobnicate");
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, &err, &status, NULL));
  g_assert_nonnull (strstr (err, expected));
}

/* A list of one's own: made empty for a rule set, checked, and, in the
 * lists folder, listed beside the shipped ones; bad ids, rule sets and
 * files refused with what is wrong. */
static void
test_list_new_and_validate (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("muster-cli-list-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (tmp, "data", NULL);
  g_autofree char *nations = g_build_filename (data, "muster", "nations", NULL);
  g_autofree char *path = g_build_filename (nations, "my-brigades.xml", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *bad = mst_test_fixture ("bad-list-enum.xml");
  g_autofree char *old_data = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_auto(MstTestRun) r = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (nations, 0700), ==, 0);
  g_setenv ("XDG_DATA_HOME", data, TRUE);

  mst_test_run_cli (&r, "list", "new", "--ruleset", "brigade-command", "--id", "my-brigades", "--name",
                    "Corps d’observation <1813>", "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "list", "validate", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "");
  /* In the lists folder it is one of the lists, with no units yet. */
  mst_test_run_cli (&r, "lists", "--ruleset", "brigade-command", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "my-brigades\tCorps d’observation <1813>\t0\tbrigade-command\n"));
  /* A force of it has a commander and nothing under him yet. */
  {
    g_autofree char *out = g_build_filename (tmp, "force.muster", NULL);
    mst_test_run_cli (&r, "new", "--list", "my-brigades", "-c", "Davout@gifted", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 0);
    mst_test_run_cli (&r, "derive", out, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (r.out, ==, "Davout\tcommand-radius\t16\nDavout\tunits-under-command\t6\nDavout\tload\t0/6\n");
  }
  /* Not over a file without --force. */
  mst_test_run_cli (&r, "list", "new", "--ruleset", "brigade-command", "--id", "my-brigades", "--name", "Again",
                    "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, path));

  mst_test_run_cli (&r, "list", "new", "--ruleset", "warhammer", "--id", "x", "--name", "X", "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "drums-and-muskets, napoleonic-skirmish, brigade-command"));
  mst_test_run_cli (&r, "list", "new", "--ruleset", "drums-and-muskets", "--id", "My List", "--name", "X", "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "My List"));

  /* A force is not a list; a bad list is named by file and line. */
  mst_test_run_cli (&r, "list", "validate", force, bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.out, "minimal.muster:1: not a nation list"));
  g_assert_nonnull (strstr (r.out, "bad-list-enum.xml:9: "));

  if (old_data != NULL)
    g_setenv ("XDG_DATA_HOME", old_data, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  mst_test_remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/cli/lists", test_lists);
  g_test_add_func ("/muster/cli/units-tsv", test_units_tsv);
  g_test_add_func ("/muster/cli/units-one-list", test_units_one_list);
  g_test_add_func ("/muster/cli/pools", test_pools);
  g_test_add_func ("/muster/cli/check", test_check);
  g_test_add_func ("/muster/cli/check-clean-and-bad", test_check_clean_and_bad);
  g_test_add_func ("/muster/cli/validate", test_validate);
  g_test_add_func ("/muster/cli/list-new-and-validate", test_list_new_and_validate);
  g_test_add_func ("/muster/cli/library", test_library);
  g_test_add_func ("/muster/cli/new-from-every-list", test_new_from_every_list);
  g_test_add_func ("/muster/cli/new-bad-template", test_new_bad_template);
  g_test_add_func ("/muster/cli/new-rule-off", test_new_rule_off);
  g_test_add_func ("/muster/cli/unknown-command", test_unknown_command);
  g_test_add_func ("/muster/cli/messages-translated", test_messages_translated);

  return g_test_run ();
}
