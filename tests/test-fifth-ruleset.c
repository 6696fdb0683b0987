/* test-fifth-ruleset.c: a rule set Muster does not carry, made only of this
 * test's module and the two files beside it in tests/fixtures/fifth-rules/
 * (a list and its tables): registered here, it loads, builds a force that
 * reads back, checks it, derives its values, throws its test and prints its
 * cards, and nothing outside this test knows of it.  How to add a rule set
 * is in the README, "Adding a rule set".
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-card-set.h"
#include "mst-test-util.h"

#define RULESET_ID "fifth-rules"

/* ---- the module: its descriptor (the class), derive and check ---------- */

typedef struct {
  MstRuleset parent_instance;
} FifthRuleset;

typedef struct {
  MstRulesetClass parent_class;
} FifthRulesetClass;

static GType fifth_ruleset_get_type (void);
G_DEFINE_FINAL_TYPE (FifthRuleset, fifth_ruleset, MST_TYPE_RULESET)

static const char *const kinds[] = { "foot", "horse", NULL };
static const char *const kind_labels[] = { "Foot", "Horse", NULL };
static const char *const weapons[] = { "pike", "sabre", NULL };
static const char *const weapon_labels[] = { "Pike", "Sabre", NULL };
static const char *const roles[] = { "soldier", NULL };
static const char *const role_labels[] = { "Soldier", NULL };
static const char *const stances[] = { "bold", "wary", NULL };
static const char *const stance_labels[] = { "Bold", "Wary", NULL };

static const MstAttrSpec unit_attrs[] = {
  { "weapon", "Weapon", weapons, weapon_labels },
  { "stance", "Stance", stances, stance_labels },
  { NULL }
};

static const MstRuleName rule_names[] = {
  { "fifth-two-units", "A force of the fifth rules has at least two units." },
  { NULL }
};

/* Its nerve from its chart, and a unit's strength: what its card shows. */
static void
fifth_derive_unit (MstRuleset *rs, MstForce *force, MstUnit *unit, GPtrArray *out)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, "nerve");
  const MstCell *cell = t != NULL ? mst_table_lookup (t, mst_unit_get_kind (unit), "nerve") : NULL;
  g_autofree char *soldiers = g_strdup_printf ("%u", mst_components_count (mst_unit_get_components (unit), "soldier"));

  g_ptr_array_add (out, mst_derived_new ("soldiers", "Soldiers", soldiers));
  if (cell != NULL)
    g_ptr_array_add (out, mst_derived_new ("nerve", "Nerve (1D6, the number or less)", cell->text));
}

static void
fifth_check (MstRuleset *rs, MstForce *force, GPtrArray *findings)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  if (units->len < 2)
    mst_finding_add (findings, "fifth-two-units", MST_SEVERITY_WARNING, force, "“%s” has %u unit; it needs two.",
                     mst_force_get_name (force), units->len);
}

static void
fifth_ruleset_class_init (FifthRulesetClass *klass)
{
  MstRulesetClass *rs = MST_RULESET_CLASS (klass);

  rs->id = RULESET_ID;
  rs->name = "The Fifth Rules";
  rs->description = "A rule set of the tests.";
  rs->counts_figures = TRUE;
  rs->unit_attrs = unit_attrs;
  rs->unit_kinds = kinds;
  rs->unit_kind_labels = kind_labels;
  rs->weapons = weapons;
  rs->roles = roles;
  rs->role_labels = role_labels;
  rs->rule_names = rule_names;
  rs->derive_unit = fifth_derive_unit;
  rs->check = fifth_check;
}

static void
fifth_ruleset_init (FifthRuleset *self)
{
}

/* ---- its cards -------------------------------------------------------- */

static GArray *
fifth_collect (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  for (guint i = 0; i < units->len; i++)
    {
      MstCard card = { .unit = g_ptr_array_index (units, i) };
      g_array_append_val (cards, card);
    }
  return cards;
}

static void
fifth_card_content (MstFlow *f, MstCards *cards, const MstCard *card)
{
  MstForce *force = mst_cards_get_force (cards);
  g_autoptr(GPtrArray) derived = mst_ruleset_derive (mst_ruleset_for_force (force), force, card->unit);
  g_autofree char *nerve = g_strdup_printf ("Nerve %s or less", mst_derived_lookup (derived, "nerve"));

  mst_flow_section (f);
  mst_flow_header (f, mst_unit_get_name (card->unit), "The Fifth Rules");
  mst_flow_line (f, nerve, MST_FLOW_SMALL, MST_TEXT_BOLD);
}

static void
fifth_sheet_content (MstFlow *f, MstCards *cards)
{
  mst_flow_section (f);
  mst_flow_page_title (f, mst_force_get_name (mst_cards_get_force (cards)), "Fifth force sheet", 18);
}

static const MstCardSet fifth_card_set = {
  .collect = fifth_collect,
  .card_content = fifth_card_content,
  .sheet_content = fifth_sheet_content,
  .roster_content = fifth_sheet_content,
};

/* ---- the test ---------------------------------------------------------- */

static char *tmp_dir;

static void
copy_fixture (const char *name, const char *dir)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "fixtures", RULESET_ID, name, NULL);
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (from, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (to, text, -1, NULL));
}

static void
test_fifth_ruleset (void)
{
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstForce) again = NULL;
  g_autoptr(MstUnit) pikes = NULL;
  g_autoptr(MstUnit) horse = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GPtrArray) derived = NULL;
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(MstTestOutcome) outcome = NULL;
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "fifth.muster", NULL);
  g_autofree char *pdf = g_build_filename (tmp_dir, "fifth.pdf", NULL);
  g_autofree char *text = NULL;
  MstRuleset *rs = mst_ruleset_lookup (RULESET_ID);
  MstNationList *list;

  /* Loaded: its list, beside Muster's own, and its tables. */
  g_assert_nonnull (rs);
  mst_catalogue_load_default (catalogue);
  list = mst_catalogue_lookup (catalogue, "fifth-list");
  g_assert_nonnull (list);
  g_assert_cmpstr (mst_nation_list_get_ruleset (list), ==, RULESET_ID);
  g_assert_nonnull (mst_ruleset_lookup_table (rs, "nerve"));

  /* A force built of it, saved and read back the same by every reader,
   * a value it does not know refused as for any rule set. */
  force = mst_force_new ("Fifth force", list, NULL);
  mst_force_set_ruleset (force, RULESET_ID);
  pikes = mst_unit_new_from_template (mst_nation_list_lookup_template (list, "pikes"), "First pikes");
  mst_force_add_unassigned (force, pikes);
  g_assert_true (mst_force_save_file (force, path, &error));
  g_assert_no_error (error);
  again = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_force_get_ruleset (again), ==, RULESET_ID);
  g_assert_cmpuint (mst_components_count (mst_unit_get_components (mst_force_list_units (again)->pdata[0]),
                                          "soldier"), ==, 6);

  /* Checked by its module, the finding named by its rule. */
  findings = mst_force_check (force);
  g_assert_cmpuint (findings->len, ==, 1);
  g_assert_cmpstr (mst_finding_get_rule_id (g_ptr_array_index (findings, 0)), ==, "fifth-two-units");
  g_assert_cmpstr (mst_force_check_describe ("fifth-two-units"), ==, "A force of the fifth rules has at least two units.");
  horse = mst_unit_new_from_template (mst_nation_list_lookup_template (list, "horse"), "Horsemen");
  mst_force_add_unassigned (force, horse);
  g_ptr_array_unref (findings);
  findings = mst_force_check (force);
  g_assert_cmpuint (findings->len, ==, 0);
  mst_unit_set_attr (horse, "stance", "reckless");
  g_ptr_array_unref (findings);
  findings = mst_force_check (force);
  g_assert_cmpuint (findings->len, ==, 1);
  g_assert_cmpstr (mst_finding_get_rule_id (g_ptr_array_index (findings, 0)), ==, "unknown-value");
  mst_unit_set_attr (horse, "stance", "wary");

  /* Its values, its test and its picker's words. */
  derived = mst_ruleset_derive (rs, force, horse);
  g_assert_cmpstr (mst_derived_lookup (derived, "nerve"), ==, "5");
  g_hash_table_insert (inputs, "kind", "horse");
  outcome = mst_ruleset_run_test (rs, "nerve", inputs, NULL, 5, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (outcome->passed);
  {
    g_autoptr(MstRowText) row = mst_force_view_template_row (rs, mst_nation_list_lookup_template (list, "pikes"));
    g_assert_cmpstr (row->subtitle, ==, "Foot · Pike · 6 × Soldier");
  }

  /* Its own cards, from the card set it registered. */
  cards = mst_cards_new (force);
  g_assert_true (mst_cards_export_pdf (cards, pdf, &error));
  g_assert_no_error (error);
  {
    const char *argv[] = { "pdftotext", "-raw", "-enc", "UTF-8", pdf, "-", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                 NULL, &text, NULL, NULL, &error));
    g_assert_no_error (error);
  }
  g_assert_nonnull (strstr (text, "Nerve 4 or less"));
  g_assert_nonnull (strstr (text, "Nerve 5 or less"));
  g_assert_nonnull (strstr (text, "Fifth force sheet"));
}

int
main (int argc, char **argv)
{
  g_autoptr(MstRuleset) fifth = NULL;
  g_autofree char *data = NULL;
  g_autofree char *nations = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("muster-fifth-XXXXXX", NULL);
  data = g_build_filename (tmp_dir, "data", NULL);
  nations = g_build_filename (data, "muster", "nations", RULESET_ID, NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_assert_cmpint (g_mkdir_with_parents (nations, 0700), ==, 0);
  copy_fixture ("fifth-list.xml", nations);
  copy_fixture ("tables.xml", nations);

  /* The only place the fifth rule set is made known. */
  fifth = g_object_new (fifth_ruleset_get_type (), NULL);
  mst_rulesets_register (fifth);
  mst_card_sets_register (RULESET_ID, &fifth_card_set);

  g_test_add_func ("/muster/rulesets/fifth", test_fifth_ruleset);
  status = g_test_run ();
  mst_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
