/* fuzz-campaign.c: feeds arbitrary bytes to the campaign importer and to battle records recorded into a campaign.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built as a libFuzzer target with -Dfuzzing=true (clang), and always as a
 * plain program that replays the files given to it, which the tests run
 * over the corpus in fuzz/corpus/.  Whatever the input, nothing crashes,
 * the library stays whole, a campaign imported exports and imports again,
 * and a force's history still replays after a battle is recorded. */
#include "config.h"

#include <glib/gstdio.h>
#include <stdint.h>
#include <string.h>

#include "muster-core.h"

static MstCatalogue *catalogue;
static MstLibrary *library;
static MstCampaignStore *store;
static char *dir;
static char *input;
static char *output;
static gint64 force_id;

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
set_up (void)
{
  g_autofree char *db = NULL;
  g_autofree char *fixture = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  gint64 campaign;

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);
  dir = g_dir_make_tmp ("muster-fuzz-campaign-XXXXXX", NULL);
  db = g_build_filename (dir, "muster.db", NULL);
  input = g_build_filename (dir, "input.xml", NULL);
  output = g_build_filename (dir, "output.xml", NULL);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert (library != NULL);
  store = mst_campaign_store_new (library, catalogue);

  /* A force to record battles for: the Army of Italy of minimal.muster,
   * written out here so that the target needs no fixture path. */
  static const char army[] =
    "<force xmlns=\"urn:muster:force:1\" name=\"Army of Italy\" ruleset=\"drums-and-muskets\" "
    "list=\"french-imperial-1803-1812\"><commander name=\"Masséna\" respect=\"inspired\" ability=\"exceptional\"/>"
    "<command><general name=\"Molitor\"/><unit name=\"1er Léger\" template=\"regular-french-light\" bases=\"6\"/>"
    "<unit name=\"16e Ligne\" template=\"regular-french-line\"/></command>"
    "<command><general name=\"Duhesme\" respect=\"hated\" ability=\"incompetent\"/>"
    "<unit name=\"8e Hussards\" template=\"line-light-cavalry\"/>"
    "<unit name=\"Batterie à cheval\" template=\"line-artillery\" bases=\"2\"/></command>"
    "<unit name=\"Vélites\" template=\"young-imperial-guard\"/></force>";

  force = mst_force_new_from_data (army, strlen (army), "fuzz", catalogue, &error);
  g_assert (force != NULL);
  campaign = mst_campaign_store_create (store, "Fuzzing", &error);
  force_id = mst_campaign_store_add_force (store, campaign, force, "1790-01-01", &error);
  g_assert (force_id > 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(MstBattle) battle = NULL;
  gint64 imported;

  if (store == NULL)
    set_up ();

  /* The campaign importer reads files. */
  if (!g_file_set_contents (input, (const char *) data, (gssize) size, NULL))
    return 0;
  imported = mst_campaign_store_import_file (store, input, NULL);
  if (imported > 0)
    {
      g_autoptr(GError) error = NULL;
      gint64 again;

      /* What Muster imported, it exports and imports again. */
      g_assert (mst_campaign_store_export_file (store, imported, output, &error));
      again = mst_campaign_store_import_file (store, output, &error);
      if (again <= 0)
        g_error ("a campaign exported after its import does not import again: %s", error->message);
    }

  /* A battle record, recorded for the force. */
  battle = mst_battle_new_from_data ((const char *) data, size, "fuzz", NULL);
  if (battle != NULL)
    {
      g_autoptr(MstForce) now = NULL;
      g_autoptr(GError) error = NULL;

      mst_campaign_store_record_battle (store, force_id, battle, NULL);
      now = mst_campaign_store_replay (store, force_id, 0, &error);
      if (now == NULL)
        g_error ("the force's history no longer replays: %s", error->message);
    }
  g_assert (mst_library_check (library, NULL));
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
  g_clear_object (&store);
  g_clear_object (&library);
  g_clear_object (&catalogue);
  if (dir != NULL)
    {
      g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;
      while (d != NULL && (name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *p = g_build_filename (dir, name, NULL);
          g_unlink (p);
        }
      g_rmdir (dir);
    }
  return 0;
}
#endif
