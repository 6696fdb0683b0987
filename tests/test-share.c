/* test-share.c: text rosters and share codes: written, read back, and refused when bad.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

/* Every fixture force that reads: the round trips run over all of them. */
static GPtrArray *
fixture_forces (void)
{
  g_autofree char *dir_path = mst_test_fixture ("");
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *forces = g_ptr_array_new_with_free_func (g_object_unref);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      MstForce *force;

      if (!g_str_has_suffix (name, ".muster"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      force = mst_force_new_from_file (path, catalogue, NULL);
      if (force != NULL)
        g_ptr_array_add (forces, force);
    }
  /* Drums and Muskets, skirmish and Brigade Command forces alike. */
  g_assert_cmpuint (forces->len, >=, 7);
  return forces;
}

static void
assert_same_force (MstForce *a, MstForce *b)
{
  g_autofree char *da = mst_force_to_data (a, NULL);
  g_autofree char *db = mst_force_to_data (b, NULL);
  g_assert_cmpstr (da, ==, db);
}

static void
test_text_round_trip (void)
{
  g_autoptr(GPtrArray) forces = fixture_forces ();

  for (guint i = 0; i < forces->len; i++)
    for (int format = MST_ROSTER_TEXT; format <= MST_ROSTER_MARKDOWN; format++)
      {
        MstForce *force = g_ptr_array_index (forces, i);
        g_autofree char *text = mst_roster_text_write (force, NULL, format);
        g_autoptr(GError) error = NULL;
        g_autoptr(MstForce) back = NULL;

        g_assert_true (mst_roster_text_sniff (text));
        back = mst_roster_text_parse (text, -1, "roster", catalogue, &error);
        g_assert_no_error (error);
        assert_same_force (force, back);
      }
}

/* What a player reads: the force, its list, every general with his
 * ratings, every unit with its strength, and the pools. */
static void
test_text_reads_as_a_roster (void)
{
  g_autofree char *path = mst_test_fixture ("sample-french.muster");
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, NULL);
  g_autofree char *text = mst_roster_text_write (force, NULL, MST_ROSTER_TEXT);
  g_autofree char *md = mst_roster_text_write (force, NULL, MST_ROSTER_MARKDOWN);
  g_autofree char *pools = g_strdup_printf ("Supply dice %u · Scouting pool %u · Initiative %u",
                                            mst_rules_supply_dice (force),
                                            mst_rules_scouting_pool (force),
                                            mst_rules_initiative_pool (force));

  g_assert_nonnull (strstr (text, "Force: IIIe Corps de la Grande Armée, Auerstaedt\n"));
  g_assert_nonnull (strstr (text, "Rule set: Drums and Muskets [drums-and-muskets]\n"));
  g_assert_nonnull (strstr (text, "[french-imperial-1803-1812], version 1\n"));
  g_assert_nonnull (strstr (text, "Force commander: Louis-Nicolas Davout (respect accepted, ability exceptional)\n"));
  g_assert_nonnull (strstr (text, "Command: Charles Antoine Morand (respect hated, ability incompetent)\n"));
  g_assert_nonnull (strstr (text, "  - Grenadiers réunis [combined-grenadiers] (4 bases, weapon musket"));
  g_assert_nonnull (strstr (text, pools));
  g_assert_nonnull (strstr (md, "\n## Command: Louis Friant"));
  g_assert_nonnull (strstr (md, "# Force: IIIe Corps"));
}

/* Names that a roster's own marks could confuse. */
static void
test_text_awkward_names (void)
{
  g_autofree char *path = mst_test_fixture ("sample-french.muster");
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, NULL);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  g_autofree char *text = NULL;
  g_autoptr(MstForce) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) longest = g_string_new (NULL);

  while (g_utf8_strlen (longest->str, -1) < 200)
    g_string_append (longest, "Ж");
  mst_unit_set_name (g_ptr_array_index (units, 0), "Artillery (2)");
  mst_unit_set_name (g_ptr_array_index (units, 1), "The [Old] Guard (respect hated)");
  mst_unit_set_name (g_ptr_array_index (units, 2), "Command: not a heading");
  mst_unit_set_name (g_ptr_array_index (units, 3), longest->str);
  mst_general_set_name (g_ptr_array_index (generals, 1), "Gudin (the elder)");
  mst_general_set_name (g_ptr_array_index (generals, 2), "Friant, Louis — général");
  mst_force_set_name (force, "# Not a heading: 2nd Corps [draft]");

  text = mst_roster_text_write (force, NULL, MST_ROSTER_TEXT);
  back = mst_roster_text_parse (text, -1, "roster", catalogue, &error);
  g_assert_no_error (error);
  assert_same_force (force, back);
}

typedef struct {
  const char *from;
  const char *to;
  guint line;
  const char *says;
} BadEdit;

/* A line that cannot be read is named, and no force is made. */
static void
test_text_bad_lines (void)
{
  static const BadEdit edits[] = {
    { "Muster roster 1", "Muster roster 7", 1, "version 7" },
    { "Muster roster 1", "My army", 1, "Muster roster 1" },
    { "respect hated", "respect adored", 21, "adored" },
    { "(6 bases, weapon musket, doctrines COA LCOY)\n  - 21e", "(six bases)\n  - 21e", 11, "six" },
    { "  - 33e de Ligne", "  * 33e de Ligne", 17, "neither a heading" },
    { "Rule set: Drums and Muskets [drums-and-muskets]", "Rule set: Drums and Muskets", 3, "rule set" },
    { "Command: Louis Friant", "Comand: Louis Friant", 16, "Comand" },
    { "  - 13e Léger", "      - 13e Léger", 22, "indented" },
  };
  g_autofree char *path = mst_test_fixture ("sample-french.muster");
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, NULL);
  g_autofree char *text = mst_roster_text_write (force, NULL, MST_ROSTER_TEXT);

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GString) bad = g_string_new (text);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) back = NULL;
      g_autofree char *where = g_strdup_printf ("pasted:%u: ", edits[i].line);

      g_assert_cmpuint (g_string_replace (bad, edits[i].from, edits[i].to, 1), ==, 1);
      back = mst_roster_text_parse (bad->str, -1, "pasted", catalogue, &error);
      g_assert_null (back);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, where) || strstr (error->message, edits[i].says) == NULL)
        g_error ("edit %u: expected “%s…%s”, got “%s”", i, where, edits[i].says, error->message);
    }
}

/* Another rule set's roster: a command by its level, each line's
 * attributes and figures folded into it, and a wrong value said where it
 * is. */
static void
test_text_other_rule_sets (void)
{
  static const BadEdit edits[] = {
    { "Morand (rating able)", "Morand (rating brave)", 9, "“brave” is not a value of rating" },
    { "[line] (column-charge yes, morale-class steady, training trained, weapon musket, 5 stand)\n    - 36e",
      "[line] (column-charge yes, morale-class steady, training trained, weapon mosquet, 5 stand)\n    - 36e", 10,
      "“mosquet” is not a value of weapon" },
    { "  Brigade: Thiébault", "      Brigade: Thiébault", 13, "indented" },
    { "Division: Vandamme", "Divi sion: Vandamme", 17, "not a heading" },
  };
  g_autofree char *path = mst_test_fixture ("brigade-french.muster");
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, NULL);
  g_autofree char *text = mst_roster_text_write (force, NULL, MST_ROSTER_TEXT);
  g_autoptr(MstForce) orders = NULL;
  g_autoptr(MstForce) back = NULL;
  g_autofree char *again = NULL;
  MstCommand *morand;

  g_assert_nonnull (strstr (text, "Force commander: Soult (rating gifted)\n"
                                  "\nDivision: Saint-Hilaire (rating able)\n"
                                  "  Brigade: Morand (rating able)\n"
                                  "    - 14e de Ligne [line] (column-charge yes, morale-class steady, training trained, "
                                  "weapon musket, 5 stand)\n"));
  /* A brigade whose name ends in brackets, then its rating. */
  g_assert_nonnull (strstr (text, "  Brigade: Margaron (brigade) (rating able)\n"));

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GString) bad = g_string_new (text);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) none = NULL;
      g_autofree char *where = g_strdup_printf ("pasted:%u: ", edits[i].line);

      g_assert_cmpuint (g_string_replace (bad, edits[i].from, edits[i].to, 1), ==, 1);
      none = mst_roster_text_parse (bad->str, -1, "pasted", catalogue, &error);
      g_assert_null (none);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, where) || strstr (error->message, edits[i].says) == NULL)
        g_error ("edit %u: expected “%s…%s”, got “%s”", i, where, edits[i].says, error->message);
    }

  /* A brigade's orders are the brigade's, its commander's rating his, and
   * a lost commander stays lost. */
  orders = mst_force_copy (force);
  g_assert_true (mst_force_find_command (orders, mst_force_get_command (orders, 1), NULL));
  morand = mst_force_get_command (orders, 1);
  g_assert_cmpstr (mst_general_get_name (mst_command_get_general (morand)), ==, "Morand");
  mst_command_set_attr (morand, "orders", "seize");
  mst_general_set_lost (mst_command_get_general (morand), TRUE);
  again = mst_roster_text_write (orders, NULL, MST_ROSTER_MARKDOWN);
  g_assert_nonnull (strstr (again, "  Brigade: Morand (lost true, rating able, orders seize)\n"));
  back = mst_roster_text_parse (again, -1, "roster", catalogue, NULL);
  g_assert_nonnull (back);
  assert_same_force (orders, back);
  morand = mst_force_get_command (back, 1);
  g_assert_cmpstr (mst_command_get_attr (morand, "orders"), ==, "seize");
  g_assert_null (mst_general_get_attr (mst_command_get_general (morand), "orders"));
  g_assert_true (mst_general_get_lost (mst_command_get_general (morand)));
}

static void
test_code_round_trip (void)
{
  g_autoptr(GPtrArray) forces = fixture_forces ();

  for (guint i = 0; i < forces->len; i++)
    {
      MstForce *force = g_ptr_array_index (forces, i);
      g_autofree char *code = mst_share_code_encode (force, catalogue);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) back = NULL;
      g_autofree char *wrapped = NULL;

      g_assert_true (g_str_has_prefix (code, "muster1."));
      /* One line, and nothing a URL or a chat would change. */
      for (const char *p = code; *p; p++)
        g_assert_true (g_ascii_isalnum (*p) || *p == '.' || *p == '-' || *p == '_');
      g_assert_true (mst_share_code_sniff (code));
      back = mst_share_code_decode (code, catalogue, &error);
      g_assert_no_error (error);
      assert_same_force (force, back);
      g_clear_object (&back);

      /* A chat that wraps the line. */
      wrapped = g_strdup_printf ("  %.20s\n%s \n", code, code + 20);
      back = mst_share_code_decode (wrapped, catalogue, &error);
      g_assert_no_error (error);
      assert_same_force (force, back);
    }
}

static void
test_code_refused (void)
{
  g_autofree char *path = mst_test_fixture ("sample-british.muster");
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, NULL);
  g_autofree char *code = mst_share_code_encode (force, catalogue);
  g_autofree char *cut = g_strndup (code, strlen (code) / 2);
  g_autofree char *newer = g_strdup (code);
  g_autofree char *tampered = g_strdup (code);
  g_autofree char *bad_check = g_strdup (code);
  struct { const char *code; const char *says; } cases[] = {
    { cut, "cut short" },
    { newer, "newer Muster" },
    { tampered, "" },
    { bad_check, "checksum" },
    { "hello", "muster" },
    { "muster1.$$$$.00000000", "characters" },
    { "", "muster" },
  };

  newer[strlen ("muster")] = '3';
  /* A changed character in the middle of the payload. */
  tampered[strlen (code) / 2] = tampered[strlen (code) / 2] == 'A' ? 'B' : 'A';
  bad_check[strlen (code) - 1] = bad_check[strlen (code) - 1] == '0' ? '1' : '0';

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) back = mst_share_code_decode (cases[i].code, catalogue, &error);

      g_assert_null (back);
      g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
      if (strstr (error->message, cases[i].says) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].says);
    }
}

/* Codes changed at random never crash the reader, and never give a force
 * other than the one encoded. */
static void
test_code_mutations (void)
{
  g_autofree char *path = mst_test_fixture ("sample-french.muster");
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, NULL);
  g_autofree char *code = mst_share_code_encode (force, catalogue);
  g_autofree char *canonical = mst_force_to_data (force, NULL);
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ";
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261124);
  guint refused = 0;

  for (guint i = 0; i < 3000; i++)
    {
      g_autoptr(GString) m = g_string_new (code);
      guint edits = g_rand_int_range (rand, 1, 4);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) back = NULL;

      for (guint e = 0; e < edits; e++)
        {
          guint at = g_rand_int_range (rand, 0, m->len);
          switch (g_rand_int_range (rand, 0, 4))
            {
            case 0:
              m->str[at] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
              break;
            case 1:
              g_string_erase (m, at, 1);
              break;
            case 2:
              g_string_insert_c (m, at, alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)]);
              break;
            default:
              g_string_truncate (m, at);
              break;
            }
          if (m->len == 0)
            break;
        }
      back = mst_share_code_decode (m->str, catalogue, &error);
      if (back == NULL)
        {
          g_assert_nonnull (error);
          refused++;
        }
      else
        {
          /* Only whitespace or a harmless edit leaves the same force. */
          g_autofree char *data = mst_force_to_data (back, NULL);
          g_assert_cmpstr (data, ==, canonical);
        }
    }
  g_assert_cmpuint (refused, >, 2500);
}

static void
test_cli_export_import (void)
{
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("muster-share-XXXXXX", NULL);
  g_autofree char *force = mst_test_fixture ("sample-british.muster");
  g_autofree char *roster = g_build_filename (dir, "roster.txt", NULL);
  g_autofree char *out = g_build_filename (dir, "back.muster", NULL);
  g_autofree char *original = NULL;
  g_autofree char *back = NULL;
  g_autofree char *code = NULL;

  mst_test_run_cli (&run, "export", "--format", "text", force, "-o", roster, NULL);
  g_assert_cmpint (run.status, ==, 0);
  mst_test_run_cli (&run, "import", "--format", "text", roster, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (force, &original, NULL, NULL));
  g_assert_true (g_file_get_contents (out, &back, NULL, NULL));
  {
    g_autoptr(MstForce) a = mst_force_new_from_file (force, catalogue, NULL);
    g_autoptr(MstForce) b = mst_force_new_from_file (out, catalogue, NULL);
    assert_same_force (a, b);
  }

  /* Never over a file that is there, and never over an input. */
  mst_test_run_cli (&run, "import", "--format", "text", roster, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--force"));
  mst_test_run_cli (&run, "export", force, "-o", force, "--force", NULL);
  g_assert_cmpint (run.status, ==, 2);
  {
    g_autofree char *still = NULL;
    g_assert_true (g_file_get_contents (force, &still, NULL, NULL));
    g_assert_cmpstr (still, ==, original);
  }

  mst_test_run_cli (&run, "export", "--format", "code", force, NULL);
  g_assert_cmpint (run.status, ==, 0);
  code = g_strstrip (g_strdup (run.out));
  mst_test_run_cli (&run, "import", "--code", code, "-o", out, "--force", NULL);
  g_assert_cmpint (run.status, ==, 0);

  /* A bad code: exit 2, a message, and the file that was there untouched. */
  g_free (back);
  g_assert_true (g_file_get_contents (out, &back, NULL, NULL));
  code[strlen (code) - 2] = code[strlen (code) - 2] == 'a' ? 'b' : 'a';
  mst_test_run_cli (&run, "import", "--code", code, "-o", out, "--force", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "checksum"));
  {
    g_autofree char *still = NULL;
    g_assert_true (g_file_get_contents (out, &still, NULL, NULL));
    g_assert_cmpstr (still, ==, back);
  }

  mst_test_run_cli (&run, "export", "--format", "yaml", force, NULL);
  g_assert_cmpint (run.status, ==, 2);
  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/share/text/round-trip", test_text_round_trip);
  g_test_add_func ("/muster/share/text/reads-as-a-roster", test_text_reads_as_a_roster);
  g_test_add_func ("/muster/share/text/awkward-names", test_text_awkward_names);
  g_test_add_func ("/muster/share/text/bad-lines", test_text_bad_lines);
  g_test_add_func ("/muster/share/text/other-rule-sets", test_text_other_rule_sets);
  g_test_add_func ("/muster/share/code/round-trip", test_code_round_trip);
  g_test_add_func ("/muster/share/code/refused", test_code_refused);
  g_test_add_func ("/muster/share/code/mutations", test_code_mutations);
  g_test_add_func ("/muster/share/cli", test_cli_export_import);

  status = g_test_run ();
  g_object_unref (catalogue);
  return status;
}
