/* test-list-document.c: a nation list edited as a document: every shipped
 * list written back reads as the same list, a value out of range is a
 * problem at its field, undo and redo, a saved list is in the catalogue and
 * builds a force with the values typed, and hostile files in the user's
 * lists folder each say what is wrong while the shipped lists stay usable.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-list-document.h"
#include "mst-list-format.h"
#include "mst-test-util.h"

static MstCatalogue *
load_catalogue (void)
{
  MstCatalogue *c = mst_catalogue_new ();
  mst_catalogue_load_default (c);
  return c;
}

static gboolean
has_problem_at (MstListDocument *doc, int template, const char *field, const char *says)
{
  g_autofree char *messages = mst_list_document_dup_field_messages (doc, template, field);
  return messages != NULL && (says == NULL || strstr (messages, says) != NULL);
}

/* ---- every shipped list, read and written back ------------------------- */

static void
assert_same_strv (const char *const *a, const char *const *b)
{
  guint na = a != NULL ? g_strv_length ((char **) a) : 0;
  guint nb = b != NULL ? g_strv_length ((char **) b) : 0;

  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

static void
assert_same_hash (GHashTable *a, GHashTable *b)
{
  GHashTableIter iter;
  gpointer k, v;

  g_assert_cmpuint (g_hash_table_size (a), ==, g_hash_table_size (b));
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &k, &v))
    g_assert_cmpstr (g_hash_table_lookup (b, k), ==, v);
}

static void
assert_same_template (MstUnitTemplate *a, MstUnitTemplate *b)
{
  const MstWeapon *wa, *wb;
  guint na, nb;
  GArray *ca = mst_unit_template_get_components (a), *cb = mst_unit_template_get_components (b);
  GPtrArray *sa = mst_unit_template_get_stats (a), *sb = mst_unit_template_get_stats (b);

  g_assert_cmpstr (mst_unit_template_get_id (a), ==, mst_unit_template_get_id (b));
  g_assert_cmpstr (mst_unit_template_get_name (a), ==, mst_unit_template_get_name (b));
  g_assert_cmpstr (mst_unit_template_get_kind (a), ==, mst_unit_template_get_kind (b));
  if (mst_unit_template_get_kind (a) == NULL)
    {
      g_assert_cmpint (mst_dm_template_get_arm (a), ==, mst_dm_template_get_arm (b));
      g_assert_cmpint (mst_dm_template_get_class (a), ==, mst_dm_template_get_class (b));
      g_assert_cmpuint (mst_dm_template_get_doctrines (a), ==, mst_dm_template_get_doctrines (b));
      g_assert_cmpuint (mst_dm_template_get_optional_doctrines (a), ==,
                        mst_dm_template_get_optional_doctrines (b));
      for (int g = 0; g < MST_N_GRADES; g++)
        g_assert_cmpuint (mst_dm_template_get_threshold (a, g), ==, mst_dm_template_get_threshold (b, g));
      wa = mst_dm_template_get_weapons (a, &na);
      wb = mst_dm_template_get_weapons (b, &nb);
      g_assert_cmpuint (na, ==, nb);
      for (guint i = 0; i < na; i++)
        g_assert_cmpint (wa[i], ==, wb[i]);
      return;
    }
  g_assert_cmpstr (mst_unit_template_get_weapon_token (a), ==, mst_unit_template_get_weapon_token (b));
  assert_same_hash (mst_unit_template_get_attrs (a), mst_unit_template_get_attrs (b));
  g_assert_cmpuint (ca->len, ==, cb->len);
  for (guint i = 0; i < ca->len; i++)
    {
      MstComponent *c = &g_array_index (ca, MstComponent, i);
      g_assert_cmpuint (mst_components_count (cb, c->role), ==, c->count);
    }
  g_assert_cmpuint (sa->len, ==, sb->len);
  for (guint i = 0; i < sa->len; i++)
    {
      MstStat *s = g_ptr_array_index (sa, i);
      g_assert_cmpstr (mst_unit_template_lookup_stat (b, s->id, s->formation, s->weapon, s->band), ==, s->value);
    }
}

static void
assert_same_list (MstNationList *a, MstNationList *b)
{
  guint n = mst_nation_list_get_n_templates (a);

  g_assert_cmpstr (mst_nation_list_get_id (a), ==, mst_nation_list_get_id (b));
  g_assert_cmpstr (mst_nation_list_get_ruleset (a), ==, mst_nation_list_get_ruleset (b));
  g_assert_cmpuint (mst_nation_list_get_version (a), ==, mst_nation_list_get_version (b));
  g_assert_cmpuint (mst_nation_list_get_format (a), ==, mst_nation_list_get_format (b));
  g_assert_cmpstr (mst_nation_list_get_name (a), ==, mst_nation_list_get_name (b));
  g_assert_cmpstr (mst_nation_list_get_nation (a), ==, mst_nation_list_get_nation (b));
  g_assert_cmpstr (mst_nation_list_get_war (a), ==, mst_nation_list_get_war (b));
  g_assert_cmpuint (mst_nation_list_get_start_year (a), ==, mst_nation_list_get_start_year (b));
  g_assert_cmpuint (mst_nation_list_get_end_year (a), ==, mst_nation_list_get_end_year (b));
  g_assert_cmpint (mst_dm_list_get_foot_weapon (a), ==, mst_dm_list_get_foot_weapon (b));
  assert_same_strv (mst_nation_list_get_notes (a), mst_nation_list_get_notes (b));
  g_assert_cmpuint (mst_dm_list_get_rules (a), ==, mst_dm_list_get_rules (b));
  g_assert_cmpstr (mst_nation_list_get_rule_text (a, "always-defender"), ==,
                   mst_nation_list_get_rule_text (b, "always-defender"));
  g_assert_cmpstr (mst_nation_list_get_rule_text (a, "no-foot-square"), ==,
                   mst_nation_list_get_rule_text (b, "no-foot-square"));
  for (const char *const *attr = (const char *const[]) { "side", "nationality", "example", NULL }; *attr; attr++)
    g_assert_cmpstr (mst_nation_list_get_attr (a, *attr), ==, mst_nation_list_get_attr (b, *attr));
  g_assert_cmpuint (mst_nation_list_get_n_templates (b), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnitTemplate) ta = g_list_model_get_item (mst_nation_list_get_templates (a), i);
      g_autoptr(MstUnitTemplate) tb = g_list_model_get_item (mst_nation_list_get_templates (b), i);
      assert_same_template (ta, tb);
    }
}

/* Every shipped list opens in the editor without a problem, and what the
 * editor writes the catalogue reads as the very same list; written again,
 * it is the same bytes. */
static void
test_round_trip_shipped (void)
{
  g_autoptr(MstCatalogue) catalogue = load_catalogue ();
  GListModel *lists = mst_catalogue_get_lists (catalogue);

  g_assert_cmpuint (g_list_model_get_n_items (lists), >=, 49);
  for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstListDocument) doc = mst_list_document_new_from_file (mst_nation_list_get_path (list), &error);
      g_autoptr(MstListDocument) again = NULL;
      g_autoptr(MstNationList) read = NULL;
      g_autofree char *xml = NULL, *xml2 = NULL;
      gsize len = 0;

      g_assert_no_error (error);
      if (mst_list_document_count_errors (doc) > 0)
        {
          MstListProblem *p = g_ptr_array_index (mst_list_document_get_problems (doc), 0);
          g_error ("%s: %d %s: %s", mst_nation_list_get_path (list), p->template, p->field, p->message);
        }
      xml = mst_list_document_to_xml (doc, &len);
      read = mst_nation_list_new_from_data (xml, len, mst_nation_list_get_id (list), &error);
      g_assert_no_error (error);
      assert_same_list (list, read);

      again = mst_list_document_new_from_data (xml, len, "again", &error);
      g_assert_no_error (error);
      xml2 = mst_list_document_to_xml (again, NULL);
      g_assert_cmpstr (xml2, ==, xml);
      /* A shipped list is not the user's: nothing was read from there. */
      g_assert_null (mst_list_document_get_path (doc));
    }
}

/* ---- problems at their fields ------------------------------------------ */

static void
test_out_of_range (void)
{
  g_autoptr(MstListDocument) rw = mst_list_document_new ("revolutionary-wars", "house", "House cards");
  g_autoptr(MstListDocument) dm = mst_list_document_new ("drums-and-muskets", "house-dm", "House list");
  g_autoptr(GError) error = NULL;
  g_autofree char *melee = mst_list_stat_key ("melee-save", NULL, NULL, NULL);
  g_autofree char *rally = mst_list_stat_key ("rally", NULL, NULL, NULL);
  g_autofree char *shock = mst_list_stat_key ("shock", "attack-column", NULL, NULL);
  g_autofree char *terrain = mst_list_stat_key ("charge-terrain", NULL, NULL, NULL);
  int t;

  g_assert_null (mst_list_document_new ("no-such-rules", "x", "X"));

  t = mst_list_document_add_template (rw);
  g_assert_cmpint (t, ==, 0);
  g_assert_cmpstr (mst_list_document_get (rw, t, "kind"), ==, "infantry-battalion");
  g_assert_cmpuint (mst_list_document_count_errors (rw), ==, 0);

  /* A D6 score of 9: said at that value, and the list is not saved. */
  mst_list_document_set (rw, t, melee, "9");
  g_assert_true (has_problem_at (rw, t, melee, "1 to 7"));
  g_assert_cmpuint (mst_list_document_count_template_errors (rw, t), ==, 1);
  g_assert_false (mst_list_document_save (rw, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_clear_error (&error);
  mst_list_document_set (rw, t, melee, "5");
  g_assert_false (has_problem_at (rw, t, melee, NULL));

  /* AUTO only where the rule set allows it; a modifier from -6 to +6. */
  mst_list_document_set (rw, t, rally, "auto");
  g_assert_true (has_problem_at (rw, t, rally, "cannot be AUTO"));
  mst_list_document_set (rw, t, terrain, "auto");
  g_assert_false (has_problem_at (rw, t, terrain, NULL));
  mst_list_document_set (rw, t, shock, "+9");
  g_assert_true (has_problem_at (rw, t, shock, "-6 to +6"));
  /* An empty id, a kind the rule set does not have, two units of one id. */
  mst_list_document_set (rw, MST_LIST_HEADER, "id", "Not An Id");
  g_assert_true (has_problem_at (rw, MST_LIST_HEADER, "id", "not an id"));
  mst_list_document_set (rw, t, "kind", "dragoon");
  g_assert_true (has_problem_at (rw, t, "kind", "not a unit kind"));
  mst_list_document_duplicate_template (rw, t);
  mst_list_document_set (rw, 1, "id", mst_list_document_get (rw, 0, "id"));
  g_assert_true (has_problem_at (rw, 1, "id", "Another unit"));

  /* Drums and Muskets: a resilience threshold is a D6 score, 1 to 6. */
  t = mst_list_document_add_template (dm);
  mst_list_document_set (dm, MST_LIST_HEADER, "nation", "House");
  mst_list_document_set (dm, MST_LIST_HEADER, "war", "House wars");
  g_assert_cmpuint (mst_list_document_count_errors (dm), ==, 0);
  mst_list_document_set (dm, t, "resilience:steady", "9");
  g_assert_true (has_problem_at (dm, t, "resilience:steady", "1 to 6"));
  mst_list_document_set (dm, t, "resilience:steady", "4");
  mst_list_document_set (dm, t, "class", "heavy");
  g_assert_true (has_problem_at (dm, t, "class", "not a class of foot"));
  mst_list_document_set (dm, t, "class", "light");
  mst_list_document_set (dm, t, "doctrines", "ZEALOUS BRAVE");
  g_assert_true (has_problem_at (dm, t, "doctrines", "“BRAVE” is not a doctrine"));
  mst_list_document_set (dm, t, "doctrines", "ZEALOUS OPEN");
  g_assert_cmpuint (mst_list_document_count_errors (dm), ==, 0);
  /* The list-wide rules and the foot's weapon its rule set offers, by the
   * rule set's own list fields (000's army lists). */
  mst_list_document_set (dm, MST_LIST_HEADER, "rule:flanking", "Flanks at will");
  g_assert_true (has_problem_at (dm, MST_LIST_HEADER, "rule:flanking",
                                 "“flanking” is not a list-wide rule (always-defender, no-foot-square)"));
  mst_list_document_set (dm, MST_LIST_HEADER, "rule:flanking", NULL);
  mst_list_document_set (dm, MST_LIST_HEADER, "rule:always-defender", "Always the defender");
  mst_list_document_set (dm, MST_LIST_HEADER, "foot-weapon", "pike");
  g_assert_true (has_problem_at (dm, MST_LIST_HEADER, "foot-weapon", "“pike” is not one of musket, rifle"));
  mst_list_document_set (dm, MST_LIST_HEADER, "foot-weapon", "rifle");
  g_assert_cmpuint (mst_list_document_count_errors (dm), ==, 0);
}

/* ---- each rule set's list format --------------------------------------- */

/* A list is written in its rule set's format: Drums and Muskets' own
 * (version 1: a nation and a war needed, a period of 1700 to 1900, a new
 * unit line foot, steady on a 4), every other rule set's the shared one
 * (version 2: the nation and the war optional, any year, a new unit of
 * the rule set's first kind).  A file that names no rule set is of the
 * one whose own format is its version; the shared format is no one's. */
static void
test_formats (void)
{
  g_autoptr(MstListDocument) dm = mst_list_document_new ("drums-and-muskets", "house-dm", "House list");
  g_autoptr(MstListDocument) sk = mst_list_document_new ("napoleonic-skirmish", "house-sk", "House skirmish");
  g_autoptr(MstListDocument) unnamed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dm_xml = NULL;
  g_autofree char *sk_xml = NULL;
  const char *no_ruleset = "<nation-list xmlns=\"urn:muster:nation-list:2\" id=\"x\" version=\"1\">"
                           "<name>X</name></nation-list>";
  int t;

  g_assert_true (mst_rulesets_get_for_list_version (1) == mst_ruleset_lookup ("drums-and-muskets"));
  g_assert_null (mst_rulesets_get_for_list_version (2));

  g_assert_true (mst_list_document_needs_nation_and_war (dm));
  g_assert_false (mst_list_document_needs_nation_and_war (sk));
  g_assert_true (has_problem_at (dm, MST_LIST_HEADER, "nation", "cannot be empty"));
  g_assert_false (has_problem_at (sk, MST_LIST_HEADER, "nation", NULL));

  mst_list_document_set (dm, MST_LIST_HEADER, "period-start", "1650");
  g_assert_true (has_problem_at (dm, MST_LIST_HEADER, "period-start", "A year from 1700 to 1900"));
  mst_list_document_set (sk, MST_LIST_HEADER, "period-start", "1650");
  g_assert_false (has_problem_at (sk, MST_LIST_HEADER, "period-start", NULL));
  mst_list_document_set (sk, MST_LIST_HEADER, "period-start", "0");
  g_assert_true (has_problem_at (sk, MST_LIST_HEADER, "period-start", "A year"));
  mst_list_document_set (sk, MST_LIST_HEADER, "period-start", "1808");

  t = mst_list_document_add_template (dm);
  g_assert_cmpstr (mst_list_document_get (dm, t, "arm"), ==, "foot");
  g_assert_cmpstr (mst_list_document_get (dm, t, "class"), ==, "line");
  g_assert_cmpstr (mst_list_document_get (dm, t, "resilience:steady"), ==, "4");
  g_assert_null (mst_list_document_get (dm, t, "kind"));
  t = mst_list_document_add_template (sk);
  g_assert_cmpstr (mst_list_document_get (sk, t, "kind"), ==,
                   MST_RULESET_GET_CLASS (mst_ruleset_lookup ("napoleonic-skirmish"))->unit_kinds[0]);
  g_assert_null (mst_list_document_get (sk, t, "arm"));
  /* Each unit in a few words, for the editor's list: its class and arm,
   * or its kind in the rule set's words. */
  {
    g_autofree char *dm_unit = mst_list_document_describe_template (dm, 0);
    g_autofree char *sk_unit = mst_list_document_describe_template (sk, t);
    MstRuleset *skirmish = mst_ruleset_lookup ("napoleonic-skirmish");

    g_assert_cmpstr (dm_unit, ==, "Line foot · Foot");
    g_assert_cmpstr (sk_unit, ==, mst_ruleset_unit_kind_label (skirmish, MST_RULESET_GET_CLASS (skirmish)->unit_kinds[0]));
    g_assert_cmpstr (sk_unit, !=, MST_RULESET_GET_CLASS (skirmish)->unit_kinds[0]);
  }
  /* So for a new unit of every rule set's list: in its rule set's words,
   * never its kind's id, and the list written in its format's version. */
  {
    GPtrArray *all = mst_rulesets_get_all ();

    for (guint i = 0; i < all->len; i++)
      {
        MstRuleset *each = g_ptr_array_index (all, i);
        g_autoptr(MstListDocument) doc = mst_list_document_new (mst_ruleset_get_id (each), "house", "House");
        int u = mst_list_document_add_template (doc);
        g_autofree char *said = mst_list_document_describe_template (doc, u);
        g_autofree char *xml = mst_list_document_to_xml (doc, NULL);
        g_autofree char *ns = g_strdup_printf ("xmlns=\"urn:muster:nation-list:%u\"", mst_list_format_of (each)->version);
        const char *kind = mst_list_document_get (doc, u, "kind");

        g_assert_nonnull (said);
        g_assert_cmpstr (said, !=, "");
        if (kind != NULL)
          g_assert_cmpstr (said, !=, kind);
        g_assert_nonnull (strstr (xml, ns));
      }
  }

  dm_xml = mst_list_document_to_xml (dm, NULL);
  sk_xml = mst_list_document_to_xml (sk, NULL);
  g_assert_nonnull (strstr (dm_xml, "xmlns=\"urn:muster:nation-list:1\""));
  g_assert_nonnull (strstr (dm_xml, "<resilience steady=\"4\"/>"));
  g_assert_nonnull (strstr (sk_xml, "xmlns=\"urn:muster:nation-list:2\""));
  g_assert_null (strstr (sk_xml, "<nation>"));

  /* A version-2 file that names no rule set: said, naming those known. */
  unnamed = mst_list_document_new_from_data (no_ruleset, strlen (no_ruleset), "x.xml", &error);
  g_assert_null (unnamed);
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Muster does not know (it knows drums-and-muskets"));
}

/* ---- undo and redo ----------------------------------------------------- */

static void
test_undo_redo (void)
{
  g_autoptr(MstListDocument) doc = mst_list_document_new ("revolutionary-wars", "house", "House cards");
  g_autofree char *charge = mst_list_stat_key ("charge-move", NULL, NULL, NULL);
  int t;

  g_assert_false (mst_list_document_can_undo (doc));
  t = mst_list_document_add_template (doc);
  mst_list_document_set (doc, t, charge, "8");
  /* Typing "1", "10" into one field is one step. */
  mst_list_document_set (doc, t, "name", "1");
  mst_list_document_set (doc, t, "name", "1er");
  mst_list_document_set (doc, t, charge, "1");
  mst_list_document_set (doc, t, charge, "10");
  mst_list_document_undo (doc);
  g_assert_cmpstr (mst_list_document_get (doc, t, charge), ==, "8");
  g_assert_cmpstr (mst_list_document_get (doc, t, "name"), ==, "1er");
  g_assert_true (mst_list_document_can_redo (doc));
  mst_list_document_redo (doc);
  g_assert_cmpstr (mst_list_document_get (doc, t, charge), ==, "10");
  g_assert_false (mst_list_document_can_redo (doc));

  /* Removing a template comes back whole. */
  mst_list_document_remove_template (doc, t);
  g_assert_cmpuint (mst_list_document_get_n_templates (doc), ==, 0);
  mst_list_document_undo (doc);
  g_assert_cmpuint (mst_list_document_get_n_templates (doc), ==, 1);
  g_assert_cmpstr (mst_list_document_get (doc, t, charge), ==, "10");
  /* Back to the start. */
  while (mst_list_document_can_undo (doc))
    mst_list_document_undo (doc);
  g_assert_cmpuint (mst_list_document_get_n_templates (doc), ==, 0);
}

/* ---- saving into the user's folder, and a force from it --------------- */

static MstForce *
force_of (MstCatalogue *catalogue, const char *list_id, const char *template_id)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, list_id);
  MstForce *force = mst_force_new ("House division", list, list_id);

  g_assert_nonnull (mst_force_add_unit (force, NULL, template_id, "1er bataillon"));
  return force;
}

static void
test_save_builds_force (void)
{
  g_autoptr(MstListDocument) doc = mst_list_document_new ("revolutionary-wars", "house-cards", "House cards");
  g_autoptr(MstCatalogue) before = load_catalogue ();
  g_autoptr(MstCatalogue) after = NULL;
  g_autoptr(MstCatalogue) later = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstForce) reread = NULL;
  g_autoptr(MstUnit) unit = NULL;
  g_autoptr(GPtrArray) derived = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *charge = mst_list_stat_key ("charge-move", NULL, NULL, NULL);
  g_autofree char *front = mst_list_stat_key ("stand-front", "line", NULL, NULL);
  g_autofree char *user_dir = mst_paths_get_user_nations_dir ();
  g_autofree char *expected = g_build_filename (user_dir, "revolutionary-wars", "house-cards.xml", NULL);
  g_autofree char *force_file = NULL;
  MstUnitTemplate *tmpl;
  gboolean warned = FALSE;
  int t;

  mst_list_document_set_catalogue (doc, before);
  t = mst_list_document_add_template (doc);
  mst_list_document_set (doc, t, "id", "line");
  mst_list_document_set (doc, t, "name", "Line battalion");
  mst_list_document_set (doc, t, "attr:centre", "line-infantry");
  mst_list_document_set (doc, t, "component:line-infantry", "6");
  mst_list_document_set (doc, t, charge, "10");
  mst_list_document_set (doc, t, front, "3");
  g_assert_true (mst_list_document_is_modified (doc));
  g_assert_true (mst_list_document_save (doc, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (mst_list_document_get_path (doc), ==, expected);
  g_assert_false (mst_list_document_is_modified (doc));
  g_assert_cmpuint (mst_list_document_get_version (doc), ==, 1);

  after = load_catalogue ();
  g_assert_nonnull (mst_catalogue_lookup (after, "house-cards"));
  g_assert_true (mst_catalogue_is_user_list (after, "house-cards"));
  g_assert_false (mst_catalogue_replaces_shipped (after, "house-cards"));
  g_assert_cmpuint (mst_catalogue_get_problems (after)->len, ==, 0);
  tmpl = mst_nation_list_lookup_template (mst_catalogue_lookup (after, "house-cards"), "line");
  g_assert_cmpstr (mst_unit_template_lookup_stat (tmpl, "stand-front", "line", NULL, NULL), ==, "3");

  /* A force from it carries the values typed: half the Charge Move of 10
   * is the countercharge the rules derive (001:944-946). */
  force = force_of (after, "house-cards", "line");
  unit = g_list_model_get_item (mst_force_get_unassigned (force), 0);
  derived = mst_ruleset_derive (mst_ruleset_lookup ("revolutionary-wars"), force, unit);
  g_assert_cmpstr (mst_derived_lookup (derived, "countercharge-move"), ==, "5\"");
  g_assert_cmpuint (mst_force_get_list_version (force), ==, 1);
  force_file = g_build_filename (g_get_user_data_dir (), "house.muster", NULL);
  g_assert_true (mst_force_save_file (force, force_file, &error));
  g_assert_no_error (error);

  /* Saved unchanged, the version stays; changed, it rises, and the force
   * built on version 1 is told. */
  g_assert_true (mst_list_document_save (doc, &error));
  g_assert_cmpuint (mst_list_document_get_version (doc), ==, 1);
  mst_list_document_set (doc, t, charge, "12");
  g_assert_true (mst_list_document_save (doc, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mst_list_document_get_version (doc), ==, 2);
  later = load_catalogue ();
  reread = mst_force_new_from_file (force_file, later, &error);
  g_assert_no_error (error);
  findings = mst_force_check (reread);
  for (guint i = 0; i < findings->len; i++)
    warned |= g_strcmp0 (mst_finding_get_rule_id (g_ptr_array_index (findings, i)), "list-version-changed") == 0;
  g_assert_true (warned);

  /* Opened again from the folder, it saves over the same file. */
  {
    g_autoptr(MstListDocument) opened = mst_list_document_new_from_file (expected, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (mst_list_document_get_path (opened), ==, expected);
    g_assert_false (mst_list_document_is_modified (opened));
    g_assert_cmpstr (mst_list_document_get (opened, 0, charge), ==, "12");
  }

  /* A new list may not take the file of another of the user's. */
  {
    g_autoptr(MstListDocument) clash = mst_list_document_new ("revolutionary-wars", "house-cards", "Clash");
    mst_list_document_set_catalogue (clash, later);
    g_assert_true (has_problem_at (clash, MST_LIST_HEADER, "id", "already has this id"));
    g_assert_false (mst_list_document_save (clash, &error));
    g_clear_error (&error);
  }
  g_unlink (force_file);
}

/* A copy of a shipped list is the player's own, beside the shipped one;
 * kept under the shipped id, it stands in its place at a higher version. */
static void
test_copy_shipped (void)
{
  g_autoptr(MstCatalogue) catalogue = load_catalogue ();
  MstNationList *shipped = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  g_autoptr(MstListDocument) copy = mst_list_document_new_copy (shipped, NULL);
  g_autoptr(MstListDocument) over = mst_list_document_new_copy (shipped, NULL);
  g_autoptr(MstCatalogue) after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (mst_list_document_get (copy, MST_LIST_HEADER, "id"), ==, "my-french-imperial-1803-1812");
  g_assert_cmpuint (mst_list_document_get_n_templates (copy), ==, mst_nation_list_get_n_templates (shipped));
  mst_list_document_set_catalogue (copy, catalogue);
  g_assert_cmpuint (mst_list_document_count_errors (copy), ==, 0);
  g_assert_true (mst_list_document_save (copy, &error));
  g_assert_no_error (error);

  mst_list_document_set_catalogue (over, catalogue);
  mst_list_document_set (over, MST_LIST_HEADER, "id", "french-imperial-1803-1812");
  g_assert_true (has_problem_at (over, MST_LIST_HEADER, "id", "takes the place of the shipped list"));
  g_assert_true (mst_list_document_save (over, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mst_list_document_get_version (over), ==, mst_nation_list_get_version (shipped) + 1);

  after = load_catalogue ();
  g_assert_true (mst_catalogue_is_user_list (after, "my-french-imperial-1803-1812"));
  g_assert_true (mst_catalogue_replaces_shipped (after, "french-imperial-1803-1812"));
  g_assert_cmpuint (mst_catalogue_get_problems (after)->len, ==, 0);
}

/* Export, then import the file: the same list. */
static void
test_export_import (void)
{
  g_autoptr(MstListDocument) doc = mst_list_document_new ("napoleonic-skirmish", "house-skirmish", "House skirmish");
  g_autoptr(MstListDocument) imported = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "exported.xml", NULL);
  g_autofree char *a = NULL, *b = NULL;
  int t = mst_list_document_add_template (doc);

  mst_list_document_set (doc, MST_LIST_HEADER, "attr:side", "french");
  mst_list_document_set (doc, t, "attr:bayonet", "no");
  mst_list_document_set (doc, t, "component:private", "12");
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (mst_list_document_export (doc, path, &error));
  g_assert_no_error (error);
  imported = mst_list_document_new_from_file (path, &error);
  g_assert_no_error (error);
  a = mst_list_document_to_xml (doc, NULL);
  b = mst_list_document_to_xml (imported, NULL);
  g_assert_cmpstr (a, ==, b);
  /* An exported file is not one of the user's lists: saving it puts a
   * file of its own there. */
  g_assert_null (mst_list_document_get_path (imported));

  /* Not a list at all: an error naming the file. */
  g_file_set_contents (path, "<force xmlns=\"urn:muster:force:1\"/>", -1, NULL);
  g_assert_null (mst_list_document_new_from_file (path, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "not a nation list"));
  g_unlink (path);
}

/* ---- hostile files in the user's folder -------------------------------- */

static char *
put_user_file (const char *name, const char *contents)
{
  g_autofree char *dir = mst_paths_get_user_nations_dir ();
  g_autofree char *sub = g_build_filename (dir, "drums-and-muskets", NULL);
  char *path = g_build_filename (sub, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
test_hostile_overlay (void)
{
  g_autofree char *malformed = NULL, *shadow = NULL, *range = NULL;
  g_autofree char *text = NULL;
  g_autofree char *src = NULL;
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstListDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  GPtrArray *problems, *notices;
  MstNationList *french;
  gboolean said_malformed = FALSE, said_range = FALSE;

  src = mst_test_fixture ("hostile-list-malformed.xml");
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  malformed = put_user_file ("malformed.xml", text);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&src, g_free);
  src = mst_test_fixture ("hostile-list-shadow.xml");
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  shadow = put_user_file ("shadow.xml", text);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&src, g_free);
  src = mst_test_fixture ("hostile-list-range.xml");
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  range = put_user_file ("range.xml", text);

  catalogue = load_catalogue ();
  problems = mst_catalogue_get_problems (catalogue);
  notices = mst_catalogue_get_notices (catalogue);
  g_assert_cmpuint (problems->len, ==, 2);
  for (guint i = 0; i < problems->len; i++)
    {
      const char *p = g_ptr_array_index (problems, i);
      g_autofree char *malformed_at = g_strconcat (malformed, ":", NULL);
      g_autofree char *range_at = g_strconcat (range, ":", NULL);

      /* FILE:LINE: what is wrong. */
      said_malformed |= g_str_has_prefix (p, malformed_at);
      said_range |= g_str_has_prefix (p, range_at) && strstr (p, "9") != NULL;
    }
  g_assert_true (said_malformed);
  g_assert_true (said_range);
  /* The shadowing list is said, not silent, and marked. */
  g_assert_cmpuint (notices->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (notices, 0), shadow));
  g_assert_nonnull (strstr (g_ptr_array_index (notices, 0), "replaces the shipped list"));
  g_assert_true (mst_catalogue_replaces_shipped (catalogue, "liberation-mapuche"));

  /* The bad file claimed the French list's id: the shipped one is still
   * there, and builds a force. */
  french = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  g_assert_nonnull (french);
  g_assert_false (mst_catalogue_is_user_list (catalogue, "french-imperial-1803-1812"));
  force = mst_force_new ("Ney", french, "french-imperial-1803-1812");
  g_assert_nonnull (mst_force_add_unit (force, NULL, "regular-french-line", "1er de ligne"));

  /* Opened in the editor, the value out of range is at its field. */
  doc = mst_list_document_new_from_file (range, &error);
  g_assert_no_error (error);
  g_assert_true (has_problem_at (doc, 0, "resilience:steady", "1 to 6"));
  g_clear_object (&doc);
  /* A malformed file is an error naming its line. */
  doc = mst_list_document_new_from_file (malformed, &error);
  g_assert_null (doc);
  g_assert_error (error, MST_ERROR, MST_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, malformed));

  g_unlink (malformed);
  g_unlink (shadow);
  g_unlink (range);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/list-document/round-trip-shipped", test_round_trip_shipped);
  g_test_add_func ("/muster/list-document/out-of-range", test_out_of_range);
  g_test_add_func ("/muster/list-document/formats", test_formats);
  g_test_add_func ("/muster/list-document/undo-redo", test_undo_redo);
  g_test_add_func ("/muster/list-document/save-builds-force", test_save_builds_force);
  g_test_add_func ("/muster/list-document/copy-shipped", test_copy_shipped);
  g_test_add_func ("/muster/list-document/export-import", test_export_import);
  g_test_add_func ("/muster/list-document/hostile-overlay", test_hostile_overlay);
  return g_test_run ();
}
