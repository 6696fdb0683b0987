/* test-golden.c: what muster-cli prints for each rule set, byte for byte.
 *
 * tests/golden/RULESET.cmds holds one command per line; tests/golden/RULESET/
 * NN.out the status and output each printed when it was written (by
 * build-aux/update-golden.sh).  The engine may change underneath: what a
 * player reads may not, unless the expected files change with it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-test-util.h"

static char *tmp_dir;

/* pdftotext's reading of @pdf, or NULL when pdftotext is missing. */
static char *
pdf_text (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-raw", "-enc", "UTF-8", pdf, "-", NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, &status, &error))
    return NULL;
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

/* Where a line and its expected output first differ, for the failure message. */
static void
assert_same (const char *command, const char *expected, const char *got)
{
  g_auto(GStrv) want = NULL;
  g_auto(GStrv) have = NULL;

  if (g_strcmp0 (expected, got) == 0)
    return;
  want = g_strsplit (expected, "\n", -1);
  have = g_strsplit (got, "\n", -1);
  for (guint i = 0; want[i] != NULL || have[i] != NULL; i++)
    if (want[i] == NULL || have[i] == NULL || strcmp (want[i], have[i]) != 0)
      g_error ("muster-cli %s: line %u differs\n  expected: %s\n  got:      %s", command, i + 1,
               want[i] != NULL ? want[i] : "(end)", have[i] != NULL ? have[i] : "(end)");
}

static void
test_ruleset (gconstpointer data)
{
  const char *ruleset = data;
  g_autofree char *cmds_name = g_strconcat (ruleset, ".cmds", NULL);
  g_autofree char *cmds_path = g_test_build_filename (G_TEST_DIST, "golden", cmds_name, NULL);
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint n = 0;

  g_assert_true (g_file_get_contents (cmds_path, &contents, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(MstTestRun) run = { 0 };
      g_autofree char *line = NULL;
      g_autofree char *expected_name = NULL;
      g_autofree char *expected_path = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *got = NULL;
      g_autoptr(GString) with_fixtures = NULL;
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) args = NULL;
      gboolean cards;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      n++;
      with_fixtures = g_string_new (lines[i]);
      g_string_replace (with_fixtures, "@F", fixtures, 0);
      line = g_string_free (g_steal_pointer (&with_fixtures), FALSE);
      args = g_strsplit (line, " ", -1);
      cards = g_str_equal (args[0], "cards");
      g_strv_builder_addv (builder, (const char **) args);
      if (cards)
        {
          g_autofree char *pdf = g_build_filename (tmp_dir, "cards.pdf", NULL);

          g_remove (pdf);
          g_strv_builder_add_many (builder, "-o", pdf, NULL);
          g_strfreev (args);
          args = g_strv_builder_end (builder);
          mst_test_run_cliv (&run, (const char *const *) args);
          {
            g_autofree char *text = pdf_text (pdf);

            if (text == NULL)
              {
                g_test_message ("pdftotext is missing: the cards' text of line %u is not compared", n);
                continue;
              }
            got = g_strdup_printf ("status %d\n%s", run.status, text);
          }
        }
      else
        {
          g_strfreev (args);
          args = g_strv_builder_end (builder);
          mst_test_run_cliv (&run, (const char *const *) args);
          got = g_strdup_printf ("status %d\n%s", run.status, run.out);
        }
      /* Paths are printed as the command line gave them: @F. */
      {
        g_autoptr(GString) relative = g_string_new (got);

        g_string_replace (relative, fixtures, "@F", 0);
        g_free (got);
        got = g_string_free (g_steal_pointer (&relative), FALSE);
      }
      expected_name = g_strdup_printf ("%02u.out", n);
      expected_path = g_test_build_filename (G_TEST_DIST, "golden", ruleset, expected_name, NULL);
      g_assert_true (g_file_get_contents (expected_path, &expected, NULL, &error));
      g_assert_no_error (error);
      assert_same (lines[i], expected, got);
    }
  g_assert_cmpuint (n, >, 10);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("muster-golden-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("XDG_CONFIG_HOME", tmp_dir, TRUE);
  /* The cards' stamp dated 1 January 2026, whatever the day the test runs. */
  g_setenv ("SOURCE_DATE_EPOCH", "1767225600", TRUE);
  g_test_add_data_func ("/golden/drums-and-muskets", "drums-and-muskets", test_ruleset);
  g_test_add_data_func ("/golden/napoleonic-skirmish", "napoleonic-skirmish", test_ruleset);
  g_test_add_data_func ("/golden/brigade-command", "brigade-command", test_ruleset);
  g_test_add_data_func ("/golden/revolutionary-wars", "revolutionary-wars", test_ruleset);
  status = g_test_run ();
  mst_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
