/* fuzz-xml.c: feeds arbitrary bytes to the nation-list, force-file and battle readers.
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
  force = mst_force_new_from_data ((const char *) data, size, "fuzz", catalogue, NULL);
  if (force != NULL)
    {
      g_autofree char *out = mst_force_to_data (force, NULL);
      g_autoptr(GPtrArray) findings = mst_rules_check (force);
      g_autoptr(MstForce) again = mst_force_new_from_data (out, strlen (out), "fuzz-again", catalogue, NULL);

      /* What Muster writes, it reads back. */
      g_assert (again != NULL);
      (void) mst_rules_supply_dice (force);
      (void) mst_rules_scouting_pool (force);
      (void) findings;
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
