/* test-data-language.c: the lists' and charts' data in the player's
 * language: every name, note and chart text of every shipped list and
 * table read through the translations, ids untouched, a force the same in
 * every language, and --untranslated keeping English.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-util.h"

static const struct {
  const char *language;
  const char *locale;
  /* What the French Consular list calls its Combined Grenadiers, and the
   * Skirmish charts their Joker Movement Chart. */
  const char *grenadiers;
  const char *joker_chart;
} languages[] = {
  { "fr", "fr_FR.UTF-8", "Grenadiers réunis", "Table de mouvement du joker" },
  { "de", "de_DE.UTF-8", "Vereinigte Grenadiere", "Joker-Bewegungstabelle" },
  { "es", "es_ES.UTF-8", "Granaderos combinados", "Tabla de movimiento del comodín" },
};

static char *old_locale;
static char *tmp_dir;

/* Speaks @i's language in this process and in the muster-cli it runs;
 * FALSE when its locale is not installed. */
static gboolean
speak (guint i)
{
  g_setenv ("LANGUAGE", languages[i].language, TRUE);
  g_setenv ("LC_ALL", languages[i].locale, TRUE);
  if (setlocale (LC_ALL, languages[i].locale) == NULL)
    {
      g_test_message ("%s is not installed: not tested", languages[i].locale);
      return FALSE;
    }
  return TRUE;
}

static void
speak_english (void)
{
  g_unsetenv ("LANGUAGE");
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, old_locale);
}

static MstCatalogue *
load_catalogue (gboolean translated)
{
  MstCatalogue *catalogue = mst_catalogue_new ();

  mst_data_text_set_translated (translated);
  mst_catalogue_load_default (catalogue);
  mst_data_text_set_translated (TRUE);
  return catalogue;
}

/* Every list's and unit's name in each language is the translation of its
 * English one, and most of them read other than English. */
static void
test_lists (void)
{
  g_autoptr(MstCatalogue) english = load_catalogue (FALSE);
  GListModel *english_lists = mst_catalogue_get_lists (english);
  guint tested = 0;

  g_assert_cmpuint (g_list_model_get_n_items (english_lists), >=, 48);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(MstCatalogue) translated = NULL;
      guint names = 0, differ = 0;

      if (!speak (l))
        continue;
      translated = load_catalogue (TRUE);
      for (guint i = 0; i < g_list_model_get_n_items (english_lists); i++)
        {
          g_autoptr(MstNationList) en = g_list_model_get_item (english_lists, i);
          MstNationList *tr = mst_catalogue_lookup (translated, mst_nation_list_get_id (en));
          GListModel *templates = mst_nation_list_get_templates (en);

          g_assert_nonnull (tr);
          g_assert_cmpstr (mst_nation_list_get_name (tr), ==, g_dgettext (GETTEXT_PACKAGE, mst_nation_list_get_name (en)));
          for (guint t = 0; t < g_list_model_get_n_items (templates); t++)
            {
              g_autoptr(MstUnitTemplate) en_tmpl = g_list_model_get_item (templates, t);
              MstUnitTemplate *tr_tmpl = mst_nation_list_lookup_template (tr, mst_unit_template_get_id (en_tmpl));
              const char *want = g_dgettext (GETTEXT_PACKAGE, mst_unit_template_get_name (en_tmpl));

              /* The same unit, by the same id, under its translated name. */
              g_assert_nonnull (tr_tmpl);
              g_assert_cmpstr (mst_unit_template_get_name (tr_tmpl), ==, want);
              names++;
              differ += g_strcmp0 (want, mst_unit_template_get_name (en_tmpl)) != 0;
            }
        }
      /* Historical names keep their form (Grenzer, Landwehr); most others
       * are the language's own. */
      g_assert_cmpuint (differ * 2, >, names);
      tested++;
    }
  speak_english ();
  if (tested == 0)
    g_test_skip ("none of fr_FR, de_DE and es_ES is installed");
}

/* Every chart's title, headings and words, and the CLI's output: names
 * translated, ids in their columns, --untranslated in English. */
static void
test_tables_and_cli (void)
{
  g_autoptr(MstCatalogue) english = load_catalogue (FALSE);
  g_auto(MstTestRun) en_run = { 0 };
  guint tested = 0;

  mst_test_run_cli (&en_run, "units", "--list", "consular-french-1799-1802", NULL);
  g_assert_cmpint (en_run.status, ==, 0);
  g_assert_nonnull (strstr (en_run.out, "\tCombined Grenadiers\t"));
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_auto(MstTestRun) run = { 0 };
      g_auto(MstTestRun) untranslated = { 0 };
      g_auto(GStrv) en_lines = NULL;
      g_auto(GStrv) lines = NULL;
      g_autofree char *want = NULL;
      GPtrArray *all = mst_rulesets_get_all ();

      if (!speak (l))
        continue;
      /* The charts, read again in this language. */
      for (guint r = 0; r < all->len; r++)
        {
          MstRuleset *rs = g_ptr_array_index (all, r);
          MstTableSet *set;
          g_autoptr(GPtrArray) en_titles = g_ptr_array_new_with_free_func (g_free);

          mst_data_text_set_translated (FALSE);
          set = mst_ruleset_get_tables (rs);
          for (guint t = 0; set != NULL && t < mst_table_set_get_n_tables (set); t++)
            g_ptr_array_add (en_titles, g_strdup (mst_table_get_title (mst_table_set_get_table (set, t))));
          mst_data_text_set_translated (TRUE);
          set = mst_ruleset_get_tables (rs);
          for (guint t = 0; set != NULL && t < mst_table_set_get_n_tables (set); t++)
            {
              const MstTable *table = mst_table_set_get_table (set, t);
              const char *en = g_ptr_array_index (en_titles, t);

              g_assert_cmpstr (mst_table_get_title (table), ==, g_dgettext (GETTEXT_PACKAGE, en));
              g_assert_cmpstr (mst_table_get_title (table), !=, en);
            }
        }

      mst_test_run_cli (&run, "units", "--list", "consular-french-1799-1802", NULL);
      g_assert_cmpint (run.status, ==, 0);
      want = g_strdup_printf ("\t%s\t", languages[l].grenadiers);
      g_assert_nonnull (strstr (run.out, want));
      /* Ids stay in their columns, row for row. */
      en_lines = g_strsplit (en_run.out, "\n", -1);
      lines = g_strsplit (run.out, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, g_strv_length (en_lines));
      for (guint i = 1; en_lines[i] != NULL && en_lines[i][0] != '\0'; i++)
        {
          g_auto(GStrv) en_cols = g_strsplit (en_lines[i], "\t", -1);
          g_auto(GStrv) cols = g_strsplit (lines[i], "\t", -1);

          g_assert_cmpstr (cols[0], ==, en_cols[0]);
          g_assert_cmpstr (cols[2], ==, en_cols[2]);
        }
      mst_test_run_cli (&untranslated, "--untranslated", "units", "--list", "consular-french-1799-1802", NULL);
      g_assert_cmpstr (untranslated.out, ==, en_run.out);

      /* A chart as the CLI prints it. */
      mst_test_run_cli (&run, "tables", "napoleonic-skirmish", NULL);
      g_assert_nonnull (strstr (run.out, languages[l].joker_chart));
      tested++;
    }
  speak_english ();
  if (tested == 0)
    g_test_skip ("none of fr_FR, de_DE and es_ES is installed");
}

/* The side sheet printed in the player's language. */
static void
test_cards (void)
{
  g_autofree char *force = mst_test_fixture ("skirmish-french.muster");
  guint tested = 0;

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_auto(MstTestRun) run = { 0 };
      g_autofree char *pdf = g_build_filename (tmp_dir, "sheet.pdf", NULL);
      const char *argv[] = { "pdftotext", "-raw", "-enc", "UTF-8", pdf, "-", NULL };
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;

      if (!speak (l))
        continue;
      mst_test_run_cli (&run, "cards", force, "-o", pdf, "--force", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &text, NULL, NULL, &error));
      g_assert_no_error (error);
      g_strdelimit (text, "\n", ' ');
      /* Captions are printed in capitals. */
      {
        g_autofree char *down = g_utf8_strdown (text, -1);
        g_autofree char *want = g_utf8_strdown (languages[l].joker_chart, -1);

        g_assert_nonnull (strstr (down, want));
      }
      tested++;
    }
  speak_english ();
  if (tested == 0)
    g_test_skip ("none of fr_FR, de_DE and es_ES is installed");
}

/* A share code made in one language and read in another gives the same
 * force, byte for byte: only display changes. */
static void
test_share_code_round_trip (void)
{
  g_autofree char *force = mst_test_fixture ("brigade-french.muster");
  g_autofree char *english_path = g_build_filename (tmp_dir, "english.muster", NULL);
  g_autofree char *english = NULL;
  guint tested = 0;

  for (guint from = 0; from < G_N_ELEMENTS (languages); from++)
    {
      guint to = (from + 1) % G_N_ELEMENTS (languages);
      g_auto(MstTestRun) run = { 0 };
      g_autofree char *code = NULL;
      g_autofree char *path = g_build_filename (tmp_dir, "round-trip.muster", NULL);
      g_autofree char *text = NULL;

      if (!speak (from))
        continue;
      mst_test_run_cli (&run, "export", force, "--format", "code", NULL);
      g_assert_cmpint (run.status, ==, 0);
      code = g_strstrip (g_strdup (run.out));
      if (!speak (to))
        continue;
      mst_test_run_cli (&run, "import", "--code", code, "-o", path, "--force", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      speak_english ();
      if (english == NULL)
        {
          mst_test_run_cli (&run, "import", "--code", code, "-o", english_path, "--force", NULL);
          g_assert_cmpint (run.status, ==, 0);
          g_assert_true (g_file_get_contents (english_path, &english, NULL, NULL));
        }
      g_assert_cmpstr (text, ==, english);
      tested++;
    }
  speak_english ();
  if (tested == 0)
    g_test_skip ("no two of fr_FR, de_DE and es_ES are installed");
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  old_locale = g_strdup (setlocale (LC_ALL, NULL));
  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  tmp_dir = g_dir_make_tmp ("muster-data-language-XXXXXX", NULL);
  data = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);

  g_test_add_func ("/muster/data-language/lists", test_lists);
  g_test_add_func ("/muster/data-language/tables-and-cli", test_tables_and_cli);
  g_test_add_func ("/muster/data-language/cards", test_cards);
  g_test_add_func ("/muster/data-language/share-code-round-trip", test_share_code_round_trip);
  status = g_test_run ();
  mst_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (old_locale);
  return status;
}
