/* test-names.c: whatever name a writer accepts, its reader reads back.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

/* Names players give, and some they give by accident. */
static char **
awkward_names (void)
{
  GPtrArray *names = g_ptr_array_new ();
  GString *s;

  /* 201 characters, over the old limit of 200. */
  g_ptr_array_add (names, g_strnfill (201, 'A'));
  /* 195 characters, which " (copy)" used to push over it. */
  g_ptr_array_add (names, g_strnfill (195, 'B'));
  /* A thousand Cyrillic letters. */
  s = g_string_new (NULL);
  for (int i = 0; i < 1000; i++)
    g_string_append (s, "Ж");
  g_ptr_array_add (names, g_string_free (s, FALSE));
  g_ptr_array_add (names, g_strdup ("جيش مصر 🎖️ e\u0301 Ñ"));
  g_ptr_array_add (names, g_strdup ("Quotes \" ' & <tags> ]]> --"));
  g_ptr_array_add (names, g_strdup ("  leading and trailing spaces  "));
  g_ptr_array_add (names, g_strdup ("Tab\there and\nnew line"));
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

static MstForce *
force_named (const char *name)
{
  g_autofree char *path = mst_test_fixture ("minimal.muster");
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) generals = NULL;

  g_assert_no_error (error);
  mst_force_set_name (force, name);
  units = mst_force_list_units (force);
  mst_unit_set_name (g_ptr_array_index (units, 0), name);
  generals = mst_force_list_generals (force);
  mst_general_set_name (g_ptr_array_index (generals, 1), name);
  return force;
}

static void
assert_named (MstForce *force, const char *name)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);

  g_assert_cmpstr (mst_force_get_name (force), ==, name);
  g_assert_cmpstr (mst_unit_get_name (g_ptr_array_index (units, 0)), ==, name);
  g_assert_cmpstr (mst_general_get_name (g_ptr_array_index (generals, 1)), ==, name);
}

/* Force files, the library, duplicates and the text roster. */
static void
test_force_writers (void)
{
  g_auto(GStrv) names = awkward_names ();
  g_autofree char *dir = g_dir_make_tmp ("muster-names-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "muster.db", NULL);
  g_autofree char *file = g_build_filename (dir, "force.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);

  g_assert_no_error (error);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(MstForce) force = force_named (names[i]);
      g_autoptr(MstForce) read = NULL;
      g_autoptr(MstForce) loaded = NULL;
      g_autoptr(MstForce) copy = NULL;
      g_autoptr(MstForce) from_text = NULL;
      g_autofree char *text = NULL;
      gint64 copy_id;

      g_test_message ("name %u: %.40s…", i, names[i]);
      g_assert_true (mst_force_save_file (force, file, &error));
      g_assert_no_error (error);
      read = mst_force_new_from_file (file, catalogue, &error);
      g_assert_no_error (error);
      assert_named (read, names[i]);

      g_assert_true (mst_library_save (library, force, &error));
      g_assert_no_error (error);
      loaded = mst_library_load (library, mst_force_get_id (force), catalogue, &error);
      g_assert_no_error (error);
      assert_named (loaded, names[i]);

      copy_id = mst_library_duplicate (library, mst_force_get_id (force), NULL, &error);
      g_assert_no_error (error);
      copy = mst_library_load (library, copy_id, catalogue, &error);
      g_assert_no_error (error);
      g_assert_true (g_str_has_prefix (mst_force_get_name (copy), names[i]));

      text = mst_roster_text_write (force, NULL, MST_ROSTER_TEXT);
      from_text = mst_roster_text_parse (text, -1, "roster", catalogue, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (mst_force_get_n_units (from_text), ==, mst_force_get_n_units (force));
      /* A text line loses the spaces at its end; all else comes back. */
      {
        g_autofree char *trimmed = g_strchomp (g_strdup (names[i]));
        g_assert_cmpstr (mst_force_get_name (from_text), ==, trimmed);
      }
    }
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

/* A control character pasted into a name cannot be carried by XML: the
 * file is still written whole and read back, the character replaced. */
static void
test_control_characters (void)
{
  g_autoptr(MstForce) force = force_named ("Esc\x1b and \x01 here");
  g_autofree char *data = mst_force_to_data (force, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) read = mst_force_new_from_data (data, strlen (data), "data", catalogue, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (mst_force_get_name (read), ==, "Esc\xef\xbf\xbd and \xef\xbf\xbd here");
}

/* Campaign export and import, battle records. */
static void
test_campaign_writers (void)
{
  g_auto(GStrv) names = awkward_names ();
  g_autofree char *dir = g_dir_make_tmp ("muster-names-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "muster.db", NULL);
  g_autofree char *file = g_build_filename (dir, "campaign.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);

  g_assert_no_error (error);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(MstForce) force = force_named ("Army of Italy");
      g_autoptr(MstBattle) battle = mst_battle_new ();
      g_autoptr(MstBattle) battle_read = NULL;
      g_autoptr(MstCampaignEvent) rename = NULL;
      g_autoptr(GPtrArray) generals = NULL;
      g_autofree char *battle_data = NULL;
      g_autofree char *date = g_strdup_printf ("1805-10-%02u", 10 + i);
      gint64 campaign, imported, force_id;

      g_test_message ("name %u: %.40s…", i, names[i]);
      campaign = mst_campaign_store_create (store, "Italy 1805", &error);
      g_assert_no_error (error);
      force_id = mst_campaign_store_add_force (store, campaign, force, "1805-10-01", &error);
      g_assert_no_error (error);

      /* A general renamed, a battle with that name, opponent and notes. */
      rename = mst_campaign_event_new_general_renamed (1, names[i]);
      mst_campaign_event_set_date (rename, "1805-10-02");
      g_assert_cmpint (mst_campaign_store_append (store, force_id, rename, &error), >, 0);
      g_assert_no_error (error);
      mst_battle_set_date (battle, date);
      mst_battle_set_name (battle, names[i]);
      mst_battle_set_opponent (battle, names[i]);
      mst_battle_set_notes (battle, names[i]);
      g_assert_cmpint (mst_campaign_store_record_battle (store, force_id, battle, &error), >, 0);
      g_assert_no_error (error);

      battle_data = mst_battle_to_data (battle, NULL);
      battle_read = mst_battle_new_from_data (battle_data, strlen (battle_data), "battle", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (mst_battle_get_name (battle_read), ==, names[i]);

      g_assert_true (mst_campaign_store_export_file (store, campaign, file, &error));
      g_assert_no_error (error);
      imported = mst_campaign_store_import_file (store, file, &error);
      g_assert_no_error (error);
      g_assert_cmpint (imported, >, 0);
      {
        g_autoptr(GPtrArray) battles = mst_campaign_store_list_battles (store, imported, 0, TRUE, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (battles->len, ==, 1);
        g_assert_cmpstr (mst_battle_get_name (g_ptr_array_index (battles, 0)), ==, names[i]);
      }
    }
  g_clear_object (&store);
  g_clear_object (&library);
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/names/force-writers", test_force_writers);
  g_test_add_func ("/names/control-characters", test_control_characters);
  g_test_add_func ("/names/campaign-writers", test_campaign_writers);

  status = g_test_run ();
  g_clear_object (&catalogue);
  return status;
}
