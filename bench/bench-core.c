/* bench-core.c: catalogue loading and force recomputation, each against a baseline.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints one line per measure: the median time of the real work, the
 * median time of its baseline measured in the same run, and their ratio. */
#include "config.h"

#include <stdlib.h>

#include "muster-core.h"
#include "bench-util.h"
#include "mst-test-util.h"

#define RUNS 15

/* Every shipped list, of every rule set (not a rule set's tables). */
static GPtrArray *
list_files (void)
{
  g_autofree char *dir = mst_paths_get_system_nations_dir ();
  g_autoptr(GDir) top = g_dir_open (dir, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *ruleset;

  g_assert (top != NULL);
  while ((ruleset = g_dir_read_name (top)) != NULL)
    {
      g_autofree char *sub = g_build_filename (dir, ruleset, NULL);
      g_autoptr(GDir) d = g_dir_open (sub, 0, NULL);
      const char *name;

      while (d != NULL && (name = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (name, ".xml") && !g_str_equal (name, "tables.xml"))
          g_ptr_array_add (files, g_build_filename (sub, name, NULL));
    }
  return files;
}

static void
bench_catalogue (void)
{
  g_autoptr(GPtrArray) files = list_files ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  double work[RUNS], base[RUNS];

  g_ptr_array_add (argv, (gpointer) "xmllint");
  g_ptr_array_add (argv, (gpointer) "--noout");
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (argv, g_ptr_array_index (files, i));
  g_ptr_array_add (argv, NULL);

  for (int r = 0; r < RUNS; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
      g_autoptr(GError) error = NULL;
      int status = 0;

      mst_catalogue_load_default (catalogue);
      g_assert (g_list_model_get_n_items (mst_catalogue_get_lists (catalogue)) == files->len);
      work[r] = (g_get_monotonic_time () - t0) / 1e6;

      t0 = g_get_monotonic_time ();
      if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                         NULL, NULL, &status, &error))
        g_error ("xmllint: %s", error->message);
      base[r] = (g_get_monotonic_time () - t0) / 1e6;
    }
  bench_report ("catalogue-load", "loading the catalogue in-process", "xmllint --noout over the same files (a process)",
                bench_median (work, RUNS), bench_median (base, RUNS));
}

static MstForce *
big_force (MstCatalogue *catalogue, guint n_units)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  GListModel *templates = mst_nation_list_get_templates (list);
  guint n_templates = g_list_model_get_n_items (templates);
  MstForce *force = mst_force_new ("Grande Armée", list, NULL);
  MstCommand *command = NULL;

  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i % n_templates);
      if (i % 10 == 0)
        {
          static const char *const abilities[] = { "incompetent", "competent", "exceptional" };
          g_autoptr(MstGeneral) g = mst_general_new ("General");

          mst_general_set_attr (g, "ability", abilities[i / 10 % 3]);
          command = mst_force_add_command (force, g);
        }
      mst_force_add_unit (force, command, mst_unit_template_get_id (t), NULL);
    }
  return force;
}

static void
bench_recompute (void)
{
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autoptr(MstForce) force = NULL;
  double work[RUNS], base[RUNS];
  volatile guint sink = 0;

  mst_catalogue_load_default (catalogue);
  force = big_force (catalogue, 1000);
  g_assert (mst_force_get_n_units (force) == 1000);

  for (int r = 0; r < RUNS; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(GPtrArray) findings = NULL;
      g_autoptr(GPtrArray) units = NULL;

      /* The pools as the editor asks them of the force's rule set. */
      for (MstPool k = MST_POOL_SUPPLY; k <= MST_POOL_INITIATIVE; k++)
        {
          g_autoptr(MstPoolLabel) pool = mst_ruleset_pool (mst_ruleset_for_force (force), force, k);
          sink += pool != NULL ? pool->value : 0;
        }
      findings = mst_force_check (force);
      sink += findings->len;
      work[r] = (g_get_monotonic_time () - t0) / 1e6;

      /* The baseline: the same units visited, one property read from each. */
      t0 = g_get_monotonic_time ();
      units = mst_force_list_units (force);
      for (guint i = 0; i < units->len; i++)
        sink += mst_unit_get_bases (g_ptr_array_index (units, i));
      base[r] = (g_get_monotonic_time () - t0) / 1e6;
    }
  bench_report ("recompute-1000", "pools and checks of a 1000-unit force", "a bare walk over the same units",
                bench_median (work, RUNS), bench_median (base, RUNS));
}

/* What a player waits for at a shell: `muster-cli lists`, the whole
 * process, against `xmllint --noout` over the same files, the whole
 * process too. */
static void
bench_lists_process (const char *cli)
{
  g_autoptr(GPtrArray) files = list_files ();
  g_autoptr(GPtrArray) lint = g_ptr_array_new ();
  const char *lists[] = { cli, "lists", NULL };
  double work[RUNS], base[RUNS];

  g_ptr_array_add (lint, (gpointer) "xmllint");
  g_ptr_array_add (lint, (gpointer) "--noout");
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (lint, g_ptr_array_index (files, i));
  g_ptr_array_add (lint, NULL);

  for (int r = 0; r < RUNS; r++)
    {
      work[r] = bench_time_process (lists);
      base[r] = bench_time_process ((const char *const *) lint->pdata);
    }
  {
    g_autofree char *what = g_strdup_printf ("xmllint --noout over the same %u files, the whole process", files->len);
    bench_report ("lists-process", "muster-cli lists, the whole process", what,
                  bench_median (work, RUNS), bench_median (base, RUNS));
  }
}

/* A player's library of @total lists: the shipped ones and, in a data
 * folder of his own, copies of them under ids of his own until there are
 * @total.  Appends every file to @files; returns the data folder. */
static char *
players_lists (guint total, GPtrArray *files)
{
  g_autoptr(GPtrArray) shipped = list_files ();
  g_autofree char *home = g_dir_make_tmp ("muster-bench-XXXXXX", NULL);

  g_assert (home != NULL);
  for (guint i = 0; i < shipped->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (shipped, i)));
  for (guint n = 0; shipped->len + n < total; n++)
    {
      const char *src = g_ptr_array_index (shipped, n % shipped->len);
      g_autofree char *parent = g_path_get_dirname (src);
      g_autofree char *ruleset = g_path_get_basename (parent);
      g_autofree char *dir = g_build_filename (home, "muster", "nations", ruleset, NULL);
      g_autofree char *name = g_strdup_printf ("own-%04u.xml", n);
      g_autofree char *contents = NULL;
      g_autofree char *prefix = g_strdup_printf (" id=\"own-%04u-", n);
      g_autoptr(GString) s = NULL;

      g_assert (g_file_get_contents (src, &contents, NULL, NULL));
      s = g_string_new (contents);
      /* The list's own id is the first: its root's. */
      g_assert (g_string_replace (s, " id=\"", prefix, 1) == 1);
      g_assert (g_mkdir_with_parents (dir, 0700) == 0);
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
      g_assert (g_file_set_contents (g_ptr_array_index (files, files->len - 1), s->str, -1, NULL));
    }
  return g_steal_pointer (&home);
}

/* `muster-cli lists` over @total lists, most of them the player's own,
 * against xmllint over the same files: once the lists checked are
 * remembered (what a player waits for at every run but the first), and
 * with every list checked (the first run, or a list changed). */
static void
bench_lists_process_library (const char *cli, guint total)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) shipped = list_files ();
  g_autoptr(GPtrArray) lint = g_ptr_array_new ();
  g_autofree char *home = players_lists (total, files);
  g_autofree char *cache = g_build_filename (home, "cache", NULL);
  const char *lists[] = { cli, "lists", NULL };
  double warm[RUNS], cold[RUNS], base[RUNS];

  g_ptr_array_add (lint, (gpointer) "xmllint");
  g_ptr_array_add (lint, (gpointer) "--noout");
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (lint, g_ptr_array_index (files, i));
  g_ptr_array_add (lint, NULL);

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  bench_time_process (lists);
  for (int r = 0; r < RUNS; r++)
    {
      g_unsetenv ("MUSTER_CHECK_LISTS_ALWAYS");
      warm[r] = bench_time_process (lists);
      g_setenv ("MUSTER_CHECK_LISTS_ALWAYS", "1", TRUE);
      cold[r] = bench_time_process (lists);
      base[r] = bench_time_process ((const char *const *) lint->pdata);
    }
  g_unsetenv ("MUSTER_CHECK_LISTS_ALWAYS");
  g_unsetenv ("XDG_DATA_HOME");
  g_unsetenv ("XDG_CACHE_HOME");
  {
    g_autofree char *name = g_strdup_printf ("lists-process-%u", total);
    g_autofree char *cold_name = g_strdup_printf ("lists-process-%u-unchecked", total);
    g_autofree char *what = g_strdup_printf ("muster-cli lists, %u lists (%u the player's own), the lists checked before "
                                             "remembered", total, total - shipped->len);
    g_autofree char *cold_what = g_strdup_printf ("muster-cli lists, %u lists, every one of the player's checked",
                                                  total);
    g_autofree char *base_what = g_strdup_printf ("xmllint --noout over the same %u files, the whole process",
                                                  files->len);

    bench_report (name, what, base_what, bench_median (warm, RUNS), bench_median (base, RUNS));
    bench_report (cold_name, cold_what, base_what, bench_median (cold, RUNS), bench_median (base, RUNS));
  }
  mst_test_remove_tree (home);
}

int
main (int argc, char **argv)
{
  bench_catalogue ();
  bench_recompute ();
  if (g_getenv ("MUSTER_CLI") != NULL)
    {
      bench_lists_process (g_getenv ("MUSTER_CLI"));
      bench_lists_process_library (g_getenv ("MUSTER_CLI"), 200);
      bench_lists_process_library (g_getenv ("MUSTER_CLI"), 1000);
    }
  return 0;
}
