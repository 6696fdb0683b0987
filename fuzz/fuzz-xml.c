/* fuzz-xml.c: feeds arbitrary bytes to the nation-list, force-file, battle and
 * rule-set tables readers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built as a libFuzzer target with -Dfuzzing=true (clang), and always as a
 * plain program that replays the files given to it, which the tests run
 * over the fixtures and shipped lists. */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "muster-core.h"

static MstCatalogue *catalogue;

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(MstNationList) list = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstBattle) battle = NULL;
  g_autoptr(MstTableSet) tables = NULL;

  if (catalogue == NULL)
    {
      catalogue = mst_catalogue_new ();
      mst_catalogue_load_default (catalogue);
    }

  list = mst_nation_list_new_from_data ((const char *) data, size, "fuzz", NULL);
  battle = mst_battle_new_from_data ((const char *) data, size, "fuzz", NULL);
  if (battle != NULL)
    {
      g_autofree char *out = mst_battle_to_data (battle, NULL);
      g_autoptr(MstBattle) again = mst_battle_new_from_data (out, strlen (out), "fuzz-again", NULL);
      g_assert (again != NULL);
    }
  tables = mst_table_set_new_from_data ((const char *) data, size, "fuzz", NULL);
  for (guint i = 0; tables != NULL && i < mst_table_set_get_n_tests (tables); i++)
    {
      /* Every test runs on the first value of each input, at both ends of
       * its dice: an outcome or an error, never a crash. */
      const MstTestDef *def = mst_table_set_get_test (tables, i);
      g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

      for (guint j = 0; j < mst_test_def_get_n_inputs (def); j++)
        {
          const MstTestInput *in = mst_test_def_get_input (def, j);
          g_auto(GStrv) values = mst_test_def_dup_values (def, in);

          if (values[0] != NULL)
            g_hash_table_insert (inputs, in->id, g_strdup (values[0]));
        }
      mst_test_outcome_free (mst_test_def_run (def, inputs, NULL, mst_test_def_min_throw (def), NULL, NULL));
      mst_test_outcome_free (mst_test_def_run (def, inputs, NULL, mst_test_def_max_throw (def), NULL, NULL));
    }
  force = mst_force_new_from_data ((const char *) data, size, "fuzz", catalogue, NULL);
  if (force != NULL)
    {
      g_autofree char *out = mst_force_to_data (force, NULL);
      g_autoptr(GPtrArray) findings = mst_force_check (force);
      g_autoptr(MstForce) again = mst_force_new_from_data (out, strlen (out), "fuzz-again", catalogue, NULL);

      /* What Muster writes, it reads back. */
      g_assert (again != NULL);
      (void) findings;
      /* Its pools, as the editor and the cards ask them. */
      for (guint k = MST_POOL_SUPPLY; mst_ruleset_for_force (force) != NULL && k <= MST_POOL_INITIATIVE; k++)
        {
          g_autoptr(MstPoolLabel) pool = mst_ruleset_pool (mst_ruleset_for_force (force), force, k);
          (void) pool;
        }
      /* And its rule set derives what it derives, whatever the units hold. */
      if (mst_ruleset_for_force (force) != NULL)
        {
          g_autoptr(GPtrArray) units = mst_force_list_units (force);
          g_autoptr(GPtrArray) whole = mst_ruleset_derive (mst_ruleset_for_force (force), force, NULL);

          for (guint i = 0; i < units->len; i++)
            {
              g_autoptr(GPtrArray) d = mst_ruleset_derive (mst_ruleset_for_force (force), force,
                                                           g_ptr_array_index (units, i));
              (void) d;
            }
          (void) whole;
        }
    }
  return 0;
}

#ifndef MUSTER_LIBFUZZER
int
main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *data = NULL;
      gsize len = 0;

      if (!g_file_get_contents (argv[i], &data, &len, NULL))
        g_error ("cannot read %s", argv[i]);
      LLVMFuzzerTestOneInput ((const uint8_t *) data, len);
    }
  g_clear_object (&catalogue);
  return 0;
}
#endif
