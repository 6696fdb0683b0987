/* test-checked-lists.c: the player's own lists are checked against the
 * schema once, then again only once changed; the record of what was
 * checked never lets a changed or damaged list through, and a damaged
 * record never stops Muster from loading.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"

/* The user-override fixture with another id: a Drums and Muskets list. */
static char *
dm_list (const char *id, const char *name)
{
  g_autofree char *path = mst_test_fixture ("user-override.xml");
  g_autofree char *contents = NULL;
  g_autoptr(GString) s = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  s = g_string_new (contents);
  g_string_replace (s, "id=\"liberation-mapuche\"", id, 1);
  g_string_replace (s, "Mapuche (house rules)", name, 1);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* The shipped Revolutionary Wars list under another id: a version 2 list. */
static char *
rw_list (void)
{
  g_autofree char *dir = mst_paths_get_system_nations_dir ();
  g_autofree char *path = g_build_filename (dir, "revolutionary-wars", "revolutionary-wars-sample.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) s = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  s = g_string_new (contents);
  g_string_replace (s, "id=\"revolutionary-wars-sample\"", "id=\"my-brigades\"", 1);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
user_file (const char *name)
{
  g_autofree char *dir = mst_paths_get_user_nations_dir ();

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static char *
record_path (void)
{
  return g_build_filename (g_get_user_cache_dir (), "muster", "checked-lists", NULL);
}

/* What a player sees of a catalogue: every list's id, name, rule set,
 * units and file, one line each, in order; then, the lists read whole as
 * a force or the picker asks them, each list's units, period, notes and
 * rules. */
static char *
describe (MstCatalogue *catalogue)
{
  GListModel *lists = mst_catalogue_get_lists (catalogue);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);

      g_string_append_printf (s, "%s\t%s\t%s\t%u\t%s\t%d\n", mst_nation_list_get_id (list),
                              mst_nation_list_get_name (list), mst_nation_list_get_ruleset (list),
                              mst_nation_list_get_n_templates (list), mst_nation_list_get_path (list),
                              mst_catalogue_is_user_list (catalogue, mst_nation_list_get_id (list)));
    }
  for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      GListModel *templates = mst_nation_list_get_templates (list);
      g_autofree char *notes = g_strjoinv ("|", (char **) mst_nation_list_get_notes (list));
      g_autofree char *period = mst_nation_list_format_period (list);

      g_string_append_printf (s, "%s %u %s %s %u %s:", mst_nation_list_get_id (list),
                              g_list_model_get_n_items (templates), period, notes, mst_dm_list_get_rules (list),
                              mst_nation_list_get_war (list));
      for (guint t = 0; t < g_list_model_get_n_items (templates); t++)
        {
          g_autoptr(MstUnitTemplate) tmpl = g_list_model_get_item (templates, t);

          g_string_append_printf (s, " %s", mst_unit_template_get_id (tmpl));
          g_assert_true (mst_nation_list_lookup_template (list, mst_unit_template_get_id (tmpl)) == tmpl);
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

/* Loads the catalogue as Muster does; the counts of the user's lists found
 * checked before and checked now. */
static MstCatalogue *
load (guint *found, guint *checked)
{
  MstCatalogue *catalogue = mst_catalogue_new ();

  mst_catalogue_load_default (catalogue);
  mst_catalogue_get_checked_counts (catalogue, found, checked);
  return catalogue;
}

static gboolean
has_problem_naming (MstCatalogue *catalogue, const char *path)
{
  GPtrArray *problems = mst_catalogue_get_problems (catalogue);

  for (guint i = 0; i < problems->len; i++)
    if (strstr (g_ptr_array_index (problems, i), path) != NULL)
      return TRUE;
  return FALSE;
}

static void
write_lists (char **a, char **b, char **c)
{
  g_autofree char *one = dm_list ("id=\"my-mapuche\"", "My Mapuche");
  g_autofree char *two = dm_list ("id=\"my-chileans\"", "My Chileans");
  g_autofree char *three = rw_list ();

  *a = user_file ("my-mapuche.xml");
  *b = user_file ("my-chileans.xml");
  *c = user_file ("my-brigades.xml");
  g_assert_true (g_file_set_contents (*a, one, -1, NULL));
  g_assert_true (g_file_set_contents (*b, two, -1, NULL));
  g_assert_true (g_file_set_contents (*c, three, -1, NULL));
}

static void
remove_lists (const char *a, const char *b, const char *c)
{
  g_autofree char *record = record_path ();

  g_unlink (a);
  g_unlink (b);
  g_unlink (c);
  g_unlink (record);
}

/* The record gives the same catalogue as checking every list: shipped
 * lists, a Drums and Muskets list and a version 2 list of the player's. */
static void
test_same_catalogue (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  g_autofree char *fresh = NULL, *first = NULL, *second = NULL;
  guint found = 99, checked = 99;

  write_lists (&a, &b, &c);
  g_setenv ("MUSTER_CHECK_LISTS_ALWAYS", "1", TRUE);
  {
    g_autoptr(MstCatalogue) catalogue = load (&found, &checked);

    fresh = describe (catalogue);
    /* No record kept then. */
    g_assert_cmpuint (found, ==, 0);
    g_assert_cmpuint (checked, ==, 0);
    g_assert_cmpuint (g_list_model_get_n_items (mst_catalogue_get_lists (catalogue)), ==, 49 + 3);
  }
  g_unsetenv ("MUSTER_CHECK_LISTS_ALWAYS");
  {
    g_autofree char *record = record_path ();
    g_autoptr(MstCatalogue) catalogue = NULL;

    g_assert_false (g_file_test (record, G_FILE_TEST_EXISTS));
    catalogue = load (&found, &checked);
    first = describe (catalogue);
    /* Each list of the player's checked once, and remembered. */
    g_assert_cmpuint (found, ==, 0);
    g_assert_cmpuint (checked, ==, 3);
    g_assert_true (g_file_test (record, G_FILE_TEST_IS_REGULAR));
  }
  {
    g_autoptr(MstCatalogue) catalogue = load (&found, &checked);

    second = describe (catalogue);
    g_assert_cmpuint (found, ==, 3);
    g_assert_cmpuint (checked, ==, 0);
  }
  g_assert_cmpstr (first, ==, fresh);
  g_assert_cmpstr (second, ==, fresh);
  remove_lists (a, b, c);
}

/* A list listed from what was read of it before and changed before its
 * units are asked for is read as it is then, and checked again: a change
 * the schema refuses leaves it with no units, said, never taken. */
static void
test_changed_after_listing (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  g_autofree char *good = NULL;
  g_autoptr(GString) bad = NULL;
  g_autoptr(GString) more = NULL;

  write_lists (&a, &b, &c);
  g_object_unref (load (NULL, NULL));
  g_assert_true (g_file_get_contents (a, &good, NULL, NULL));
  {
    g_autoptr(MstCatalogue) catalogue = load (NULL, NULL);
    MstNationList *list = mst_catalogue_lookup (catalogue, "my-mapuche");
    guint listed;

    g_assert_nonnull (list);
    listed = mst_nation_list_get_n_templates (list);
    g_assert_cmpuint (listed, >=, 1);
    /* A unit more in the file meanwhile: the units as they are now. */
    more = g_string_new (good);
    {
      const char *first = strstr (more->str, "<unit ");
      const char *end = first != NULL ? strstr (first, "</unit>") : NULL;
      g_autoptr(GString) copy = NULL;

      g_assert_nonnull (end);
      copy = g_string_new_len (first, end + strlen ("</unit>") - first);
      g_assert_cmpuint (g_string_replace (copy, " id=\"", " id=\"extra-", 1), ==, 1);
      g_string_insert (more, end + strlen ("</unit>") - more->str, copy->str);
    }
    g_assert_true (g_file_set_contents (a, more->str, -1, NULL));
    g_assert_cmpuint (g_list_model_get_n_items (mst_nation_list_get_templates (list)), ==, listed + 1);
  }
  g_assert_true (g_file_set_contents (a, good, -1, NULL));
  g_object_unref (load (NULL, NULL));
  {
    g_autoptr(MstCatalogue) catalogue = load (NULL, NULL);
    MstNationList *list = mst_catalogue_lookup (catalogue, "my-mapuche");

    /* An element the schema does not know: refused, no units. */
    bad = g_string_new (good);
    g_assert_cmpuint (g_string_replace (bad, "<rule id=", "<rulx id=", 1), ==, 1);
    g_assert_cmpuint (g_string_replace (bad, "</rule>", "</rulx>", 1), ==, 1);
    g_assert_true (g_file_set_contents (a, bad->str, -1, NULL));
    g_test_expect_message ("Muster", G_LOG_LEVEL_MESSAGE, "*my-mapuche.xml*rulx*");
    g_assert_cmpuint (g_list_model_get_n_items (mst_nation_list_get_templates (list)), ==, 0);
    g_test_assert_expected_messages ();
    g_assert_null (mst_nation_list_lookup_template (list, "anything"));
  }
  remove_lists (a, b, c);
}

/* Keeps @path's modification time across a rewrite of it. */
static void
rewrite_keeping_time (const char *path, const char *contents)
{
  GStatBuf before;
  struct timespec times[2];

  g_assert_cmpint (g_stat (path, &before), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  times[0] = before.st_atim;
  times[1] = before.st_mtim;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* A list changed in any way is checked again: in place to the same size
 * and time, touched, or replaced by a symlink. */
static void
test_changed_lists (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  g_autofree char *good = NULL;
  g_autoptr(GString) bad = NULL;
  guint found, checked;

  write_lists (&a, &b, &c);
  g_object_unref (load (NULL, NULL));

  /* Same size, same time, an element the schema does not know: only the
   * schema refuses it (read without it, the list passes). */
  g_assert_true (g_file_get_contents (a, &good, NULL, NULL));
  bad = g_string_new (good);
  g_assert_cmpuint (g_string_replace (bad, "<rule id=", "<rulx id=", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (bad, "</rule>", "</rulx>", 1), ==, 1);
  g_assert_cmpuint (bad->len, ==, strlen (good));
  rewrite_keeping_time (a, bad->str);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(MstNationList) unchecked = mst_nation_list_new_from_file_full (a, FALSE, &error);

    g_assert_no_error (error);
    g_assert_nonnull (unchecked);
  }
  {
    g_autoptr(MstCatalogue) catalogue = load (&found, &checked);

    g_assert_null (mst_catalogue_lookup (catalogue, "my-mapuche"));
    g_assert_true (has_problem_naming (catalogue, a));
    g_assert_cmpuint (checked, ==, 1);
    g_assert_cmpuint (found, ==, 2);
  }
  /* Refused again next time: a list refused is never remembered. */
  {
    g_autoptr(MstCatalogue) catalogue = load (&found, &checked);

    g_assert_null (mst_catalogue_lookup (catalogue, "my-mapuche"));
    g_assert_cmpuint (checked, ==, 1);
  }

  /* Put right, then touched: checked again, and taken. */
  g_assert_true (g_file_set_contents (a, good, -1, NULL));
  g_object_unref (load (NULL, NULL));
  {
    struct timespec times[2] = { { 0, UTIME_NOW }, { 1000000, 0 } };
    g_autoptr(MstCatalogue) catalogue = NULL;

    g_assert_cmpint (utimensat (AT_FDCWD, a, times, 0), ==, 0);
    catalogue = load (&found, &checked);
    g_assert_nonnull (mst_catalogue_lookup (catalogue, "my-mapuche"));
    g_assert_cmpuint (checked, ==, 1);
    g_assert_cmpuint (found, ==, 2);
  }

  /* Replaced by a symlink: to another good list, read as it; to a bad
   * one, refused. */
  {
    g_autofree char *other = user_file ("elsewhere.txt");
    g_autofree char *other_list = dm_list ("id=\"my-mapuche\"", "Mapuche, linked");
    g_autoptr(MstCatalogue) linked = NULL;
    g_autoptr(MstCatalogue) linked_bad = NULL;

    g_assert_true (g_file_set_contents (other, other_list, -1, NULL));
    g_assert_cmpint (g_unlink (a), ==, 0);
    g_assert_cmpint (symlink (other, a), ==, 0);
    linked = load (&found, &checked);
    g_assert_cmpstr (mst_nation_list_get_name (mst_catalogue_lookup (linked, "my-mapuche")), ==, "Mapuche, linked");
    g_assert_cmpuint (checked, ==, 1);

    g_assert_true (g_file_set_contents (other, bad->str, -1, NULL));
    linked_bad = load (&found, &checked);
    g_assert_null (mst_catalogue_lookup (linked_bad, "my-mapuche"));
    g_assert_true (has_problem_naming (linked_bad, a));
    g_unlink (other);
  }
  remove_lists (a, b, c);
}

/* A record that is damaged, forged, of other schemas or cannot be written
 * changes nothing a player sees. */
static void
test_damaged_record (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  g_autofree char *record = record_path ();
  g_autofree char *fresh = NULL;
  g_autofree char *kept = NULL;
  guint found, checked;
  static const char *const damage[] = {
    "\x01\x02\xff\xfe not a key file [[[",
    "[record]\nschemas=0000\n",
    "",
  };

  write_lists (&a, &b, &c);
  {
    g_autoptr(MstCatalogue) catalogue = load (NULL, NULL);

    fresh = describe (catalogue);
  }
  g_assert_true (g_file_get_contents (record, &kept, NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autoptr(MstCatalogue) catalogue = NULL;
      g_autofree char *seen = NULL;

      g_assert_true (g_file_set_contents (record, damage[i], -1, NULL));
      catalogue = load (&found, &checked);
      seen = describe (catalogue);
      g_assert_cmpstr (seen, ==, fresh);
      g_assert_cmpuint (found, ==, 0);
      g_assert_cmpuint (checked, ==, 3);
      g_assert_cmpuint (mst_catalogue_get_problems (catalogue)->len, ==, 0);
    }

  /* Forged: the record says the bad file passed, its size and time as
   * they are, the digest of the good bytes; the bad bytes are refused. */
  {
    g_autofree char *good = NULL;
    g_autoptr(GString) bad = NULL;
    g_autoptr(MstCatalogue) catalogue = NULL;

    g_assert_true (g_file_get_contents (a, &good, NULL, NULL));
    bad = g_string_new (good);
    g_string_replace (bad, "<rule id=", "<rulx id=", 1);
    g_string_replace (bad, "</rule>", "</rulx>", 1);
    g_assert_true (g_file_set_contents (record, kept, -1, NULL));
    rewrite_keeping_time (a, bad->str);
    catalogue = load (&found, &checked);
    g_assert_null (mst_catalogue_lookup (catalogue, "my-mapuche"));
    g_assert_true (has_problem_naming (catalogue, a));
    g_assert_true (g_file_set_contents (a, good, -1, NULL));
  }

  /* The record cannot be written (a folder stands where it goes): every
   * list is checked, every time, and all are there. */
  g_assert_cmpint (g_unlink (record), ==, 0);
  g_assert_cmpint (g_mkdir (record, 0700), ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(MstCatalogue) catalogue = load (&found, &checked);
      g_autofree char *seen = describe (catalogue);

      g_assert_cmpstr (seen, ==, fresh);
      g_assert_cmpuint (checked, ==, 3);
    }
  g_rmdir (record);
  remove_lists (a, b, c);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/checked-lists/same-catalogue", test_same_catalogue);
  g_test_add_func ("/muster/checked-lists/changed", test_changed_lists);
  g_test_add_func ("/muster/checked-lists/changed-after-listing", test_changed_after_listing);
  g_test_add_func ("/muster/checked-lists/damaged-record", test_damaged_record);

  return g_test_run ();
}
