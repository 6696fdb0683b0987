/* test-rules.c: the pools and army checks, against cases worked by hand from the rules.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"

static MstCatalogue *catalogue;

static MstForce *
new_force (const char *list_id)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, list_id);

  g_assert_nonnull (list);
  return mst_force_new ("Test force", list, NULL);
}

/* The list's first unit, whatever it is. */
static MstUnitTemplate *
first_template (MstForce *force)
{
  g_autoptr(MstUnitTemplate) t = g_list_model_get_item (mst_nation_list_get_templates (mst_force_get_list (force)), 0);

  return t;
}

static MstCommand *
add_command (MstForce *force, const char *name, MstAbility ability)
{
  g_autoptr(MstGeneral) general = mst_dm_general_new (name, MST_RESPECT_ACCEPTED, ability);
  return mst_force_add_command (force, general);
}

/* Quarter master, supply and logistics: 2D6 basic, +1D6 per general,
 * +1D6 per Exceptional, −1D6 per Incompetent. */
static void
test_supply_basic (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");

  /* The force commander alone: 2 + 1. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 3);
  add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  add_command (force, "Ney", MST_ABILITY_COMPETENT);
  /* Three generals: 2 + 3. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 5);
}

static void
test_supply_exceptional (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");

  mst_dm_general_set_ability (mst_force_get_commander (force), MST_ABILITY_EXCEPTIONAL);
  add_command (force, "Davout", MST_ABILITY_EXCEPTIONAL);
  add_command (force, "Ney", MST_ABILITY_COMPETENT);
  /* 2 + 3 generals + 2 Exceptional. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 7);
}

static void
test_supply_incompetent (void)
{
  g_autoptr(MstForce) force = new_force ("austrian-1792-1808");

  add_command (force, "Mack", MST_ABILITY_INCOMPETENT);
  add_command (force, "Weyrother", MST_ABILITY_INCOMPETENT);
  /* 2 + 3 generals − 2 Incompetent. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 3);
}

static void
test_supply_general_types_off (void)
{
  g_autoptr(MstForce) force = new_force ("austrian-1792-1808");

  mst_dm_general_set_ability (mst_force_get_commander (force), MST_ABILITY_EXCEPTIONAL);
  add_command (force, "Mack", MST_ABILITY_INCOMPETENT);
  add_command (force, "Hiller", MST_ABILITY_EXCEPTIONAL);
  /* With the option on: 2 + 3 + 2 − 1. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 6);
  /* Off: every general is Competent, 2 + 3. */
  mst_force_set_uses_rule (force, "general-types", FALSE);
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 5);
}

/* Scouting Initiative: 1D6 per general, +1 per cavalry unit, +1 per open
 * formation unit, +1 per Exceptional, −1 per Incompetent. */
static void
test_scouting_counts_cavalry_and_open (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Murat", MST_ABILITY_EXCEPTIONAL);

  g_assert_nonnull (mst_force_add_unit (force, c1, "regular-french-line", NULL));  /* line foot: 0 */
  g_assert_nonnull (mst_force_add_unit (force, c1, "regular-french-light", NULL)); /* light foot: 1 */
  g_assert_nonnull (mst_force_add_unit (force, c1, "line-artillery", NULL));       /* artillery: 0 */
  g_assert_nonnull (mst_force_add_unit (force, c2, "line-cuirassiers", NULL));     /* cavalry: 1 */
  g_assert_nonnull (mst_force_add_unit (force, c2, "guard-lancers", NULL));        /* cavalry: 1 */
  /* 3 generals + 1 Exceptional + 2 cavalry + 1 open. */
  g_assert_cmpuint (mst_rules_scouting_pool (force), ==, 7);
}

static void
test_scouting_irregulars_of_both_arms (void)
{
  /* Russia (1808-1815): Cossacks are irregular cavalry — cavalry and
   * open-capable, so they count twice; Austrian Grenzer are irregular foot. */
  g_autoptr(MstForce) russians = new_force ("russian-1808-1815");
  g_autoptr(MstForce) austrians = new_force ("austrian-1809-1815");
  MstCommand *c = add_command (russians, "Platov", MST_ABILITY_COMPETENT);
  MstCommand *a = add_command (austrians, "Hiller", MST_ABILITY_COMPETENT);

  g_assert_nonnull (mst_force_add_unit (russians, c, "cossacks", NULL));
  /* 2 generals + cavalry + open. */
  g_assert_cmpuint (mst_rules_scouting_pool (russians), ==, 4);

  g_assert_nonnull (mst_force_add_unit (austrians, a, "grenzer", NULL));
  /* 2 generals + open. */
  g_assert_cmpuint (mst_rules_scouting_pool (austrians), ==, 3);
}

static void
test_scouting_open_doctrine (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  MstCommand *c = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstUnit *line = mst_force_add_unit (force, c, "regular-french-line", NULL);

  g_assert_cmpuint (mst_rules_scouting_pool (force), ==, 2);
  /* A unit with the OPEN doctrine can take Open formation. */
  mst_dm_unit_set_doctrines (line, mst_dm_unit_get_doctrines (line) | MST_DOCTRINE_OPEN);
  g_assert_cmpuint (mst_rules_scouting_pool (force), ==, 3);
}

static void
test_scouting_incompetent (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");

  add_command (force, "Grouchy", MST_ABILITY_INCOMPETENT);
  /* 2 generals − 1 Incompetent. */
  g_assert_cmpuint (mst_rules_scouting_pool (force), ==, 1);
}

/* Turn Initiative: 1D6 per general remaining on the board, +1 Exceptional,
 * −1 Incompetent. */
static void
test_initiative (void)
{
  g_autoptr(MstForce) force = new_force ("prussian-1813-1815");
  MstCommand *blucher;

  mst_dm_general_set_ability (mst_force_get_commander (force), MST_ABILITY_EXCEPTIONAL);
  blucher = add_command (force, "Bülow", MST_ABILITY_COMPETENT);
  add_command (force, "Zieten", MST_ABILITY_INCOMPETENT);
  /* 3 + 1 − 1. */
  g_assert_cmpuint (mst_rules_initiative_pool (force), ==, 3);
  /* A general no longer on the table no longer counts. */
  mst_general_set_lost (mst_command_get_general (blucher), TRUE);
  g_assert_cmpuint (mst_rules_initiative_pool (force), ==, 2);
  mst_general_set_lost (mst_force_get_commander (force), TRUE);
  g_assert_cmpuint (mst_rules_initiative_pool (force), ==, 0);
  /* A general lost in a campaign battle is out of the force until he is
   * replaced: no supply die for him either (a game fixes its supply at
   * its start, from the force as it then stands). */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, 2);
}

/* A lost general: out of every pool, not deployed, and his command draws a
 * finding until he is replaced. */
static void
test_lost_general (void)
{
  g_autoptr(MstForce) force = new_force ("prussian-1813-1815");
  g_autoptr(GPtrArray) findings = NULL;
  g_autoptr(MstSide) side = NULL;
  g_autoptr(MstSide) other = NULL;
  g_autoptr(GPtrArray) steps = NULL;
  MstCommand *bulow, *zieten;
  guint supply, scouting, lost_findings = 0;

  bulow = add_command (force, "Bülow", MST_ABILITY_COMPETENT);
  zieten = add_command (force, "Zieten", MST_ABILITY_COMPETENT);
  mst_force_add_unit (force, bulow, mst_unit_template_get_id (first_template (force)), "1. Pommersches");
  mst_force_add_unit (force, bulow, mst_unit_template_get_id (first_template (force)), "2. Pommersches");
  mst_force_add_unit (force, zieten, mst_unit_template_get_id (first_template (force)), "Leib-Regiment");
  mst_force_add_unit (force, zieten, mst_unit_template_get_id (first_template (force)), "Colberg");
  supply = mst_rules_supply_dice (force);
  scouting = mst_rules_scouting_pool (force);

  mst_general_set_lost (mst_command_get_general (bulow), TRUE);
  /* Competent: one die fewer in each pool. */
  g_assert_cmpuint (mst_rules_supply_dice (force), ==, supply - 1);
  g_assert_cmpuint (mst_rules_scouting_pool (force), ==, scouting - 1);

  findings = mst_force_check (force);
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *f = g_ptr_array_index (findings, i);
      if (g_strcmp0 (mst_finding_get_rule_id (f), "general-lost") == 0)
        {
          lost_findings++;
          g_assert_true (mst_finding_get_item (f) == G_OBJECT (bulow));
          g_assert_nonnull (strstr (mst_finding_get_message (f), "Bülow"));
        }
    }
  g_assert_cmpuint (lost_findings, ==, 1);

  /* Deployed: his command goes down by its number, without him. */
  side = mst_side_new_scouting (force);
  other = mst_side_new_scouting (force);
  steps = mst_deployment_order (side, other, MST_SIDE_A);
  for (guint i = 0; i < steps->len; i++)
    {
      g_autofree char *text = mst_deploy_step_describe (g_ptr_array_index (steps, i));
      g_assert_null (strstr (text, "Bülow"));
    }
  {
    g_autofree char *first = mst_deploy_step_describe (g_ptr_array_index (steps, 0));
    g_assert_nonnull (strstr (first, "command 1"));
  }
}

/* Types of Generals: Incompetent 8 BW, Competent 10 BW, Exceptional 12 BW. */
static void
test_command_distance (void)
{
  g_assert_cmpuint (mst_rules_command_distance (MST_ABILITY_INCOMPETENT), ==, 8);
  g_assert_cmpuint (mst_rules_command_distance (MST_ABILITY_COMPETENT), ==, 10);
  g_assert_cmpuint (mst_rules_command_distance (MST_ABILITY_EXCEPTIONAL), ==, 12);
  g_assert_cmpuint (MST_RULES_COMMANDER_DIRECT_DISTANCE, ==, 5);
}

static gboolean
has_finding (GPtrArray *findings, const char *rule_id, gpointer item)
{
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *f = g_ptr_array_index (findings, i);
      if (g_str_equal (mst_finding_get_rule_id (f), rule_id) &&
          (item == NULL || mst_finding_get_item (f) == item))
        {
          g_assert_cmpstr (mst_finding_get_message (f), !=, "");
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_check_clean_force (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Ney", MST_ABILITY_COMPETENT);

  mst_force_add_unit (force, c1, "regular-french-line", NULL);
  mst_force_add_unit (force, c1, "regular-french-light", NULL);
  mst_force_add_unit (force, c2, "line-dragoons", NULL);
  mst_force_add_unit (force, c2, "line-artillery", NULL);
  findings = mst_force_check (force);
  g_assert_cmpuint (findings->len, ==, 0);
}

static void
test_check_structure (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstUnit *stray;

  mst_force_add_unit (force, c1, "regular-french-line", NULL);
  stray = mst_force_add_unit (force, NULL, "regular-french-light", "Stray");
  findings = mst_force_check (force);

  /* One sub-general: the defender deploys two commands first. */
  g_assert_true (has_finding (findings, "too-few-commands", force));
  /* A command of one unit breaks at once when down to its last unit. */
  g_assert_true (has_finding (findings, "single-unit-command", c1));
  /* Every unit belongs to a sub-general's command. */
  g_assert_true (has_finding (findings, "unit-without-command", stray));
  g_assert_cmpuint (findings->len, ==, 3);
}

static void
test_check_empty_command (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Ney", MST_ABILITY_COMPETENT);

  mst_force_add_unit (force, c1, "regular-french-line", NULL);
  mst_force_add_unit (force, c1, "regular-french-line", NULL);
  findings = mst_force_check (force);
  g_assert_true (has_finding (findings, "empty-command", c2));
  g_assert_false (has_finding (findings, "empty-command", c1));
}

static void
test_check_doctrines (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Ney", MST_ABILITY_COMPETENT);
  MstUnit *guns = mst_force_add_unit (force, c1, "line-artillery", NULL);
  MstUnit *line = mst_force_add_unit (force, c1, "regular-french-line", NULL);
  MstUnit *dragoons = mst_force_add_unit (force, c2, "line-dragoons", NULL);
  MstUnit *hussars = mst_force_add_unit (force, c2, "line-light-cavalry", NULL);

  /* Artillery cannot be Zealous at any point. */
  mst_dm_unit_set_doctrines (guns, MST_DOCTRINE_ZEALOUS);
  /* 2RK: only where the list grants it. */
  mst_dm_unit_set_doctrines (line, mst_dm_unit_get_doctrines (line) | MST_DOCTRINE_2RK);
  /* A unit only carries doctrines its template allows. */
  mst_dm_unit_set_doctrines (dragoons, mst_dm_unit_get_doctrines (dragoons) | MST_DOCTRINE_LANCER);
  findings = mst_force_check (force);

  g_assert_true (has_finding (findings, "zealous-artillery", guns));
  g_assert_true (has_finding (findings, "doctrine-not-allowed", guns));
  g_assert_true (has_finding (findings, "2rk-not-granted", line));
  g_assert_false (has_finding (findings, "doctrine-not-allowed", line));
  g_assert_true (has_finding (findings, "doctrine-not-allowed", dragoons));
  g_assert_false (has_finding (findings, "doctrine-not-allowed", hussars));
}

static void
test_check_2rk_granted (void)
{
  /* British (1792-1806): Veteran Line carry 2RK; plain Line do not. */
  g_autoptr(MstForce) force = new_force ("british-1792-1806");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Moore", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Abercromby", MST_ABILITY_COMPETENT);
  MstUnit *veterans = mst_force_add_unit (force, c1, "veteran-line", NULL);
  MstUnit *line = mst_force_add_unit (force, c1, "line", NULL);

  mst_force_add_unit (force, c2, "line", NULL);
  mst_force_add_unit (force, c2, "line", NULL);
  g_assert_nonnull (veterans);
  g_assert_nonnull (line);
  g_assert_true (mst_dm_unit_get_doctrines (veterans) & MST_DOCTRINE_2RK);
  mst_dm_unit_set_doctrines (line, mst_dm_unit_get_doctrines (line) | MST_DOCTRINE_2RK);
  findings = mst_force_check (force);
  g_assert_false (has_finding (findings, "2rk-not-granted", veterans));
  g_assert_true (has_finding (findings, "2rk-not-granted", line));
}

static void
test_check_guard_irregular (void)
{
  /* Guard units: any type except irregulars. */
  g_autoptr(MstForce) force = new_force ("russian-1808-1815");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Platov", MST_ABILITY_COMPETENT);
  MstUnit *cossacks = mst_force_add_unit (force, c1, "cossacks", NULL);

  mst_force_add_unit (force, c1, "cossacks", NULL);
  mst_dm_unit_set_doctrines (cossacks, mst_dm_unit_get_doctrines (cossacks) | MST_DOCTRINE_GUARD);
  findings = mst_force_check (force);
  g_assert_true (has_finding (findings, "guard-irregular", cossacks));
}

static void
test_check_optional_doctrine (void)
{
  /* Confederation of the Rhine: Fusiliers & Musketeers have (LCOY). */
  g_autoptr(MstForce) force = new_force ("confederation-of-the-rhine-1806-1814");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Wrede", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Deroy", MST_ABILITY_COMPETENT);
  MstUnit *fusiliers = mst_force_add_unit (force, c1, "fusiliers-musketeers", NULL);

  mst_force_add_unit (force, c1, "jager", NULL);
  mst_force_add_unit (force, c2, "jager", NULL);
  mst_force_add_unit (force, c2, "jager", NULL);
  g_assert_nonnull (fusiliers);
  /* Optional doctrines start off. */
  g_assert_false (mst_dm_unit_get_doctrines (fusiliers) & MST_DOCTRINE_LCOY);
  mst_dm_unit_set_doctrines (fusiliers, mst_dm_unit_get_doctrines (fusiliers) | MST_DOCTRINE_LCOY);
  findings = mst_force_check (force);
  g_assert_cmpuint (findings->len, ==, 0);
}

static void
test_check_bases (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(GPtrArray) findings = NULL;
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstUnit *line = mst_force_add_unit (force, c1, "regular-french-line", NULL);
  MstUnit *guns = mst_force_add_unit (force, c1, "line-artillery", NULL);

  /* Broken units: down to a single base, artillery excepted. */
  mst_unit_set_bases (line, 1);
  g_assert_cmpuint (mst_unit_get_bases (guns), ==, 1);
  findings = mst_force_check (force);
  g_assert_true (has_finding (findings, "too-few-bases", line));
  g_assert_false (has_finding (findings, "too-few-bases", guns));
}

/* Every finding of the fixtures, whichever rule set's, names its rule. */
static void
test_check_ids_described (void)
{
  static const char *const fixtures[] = {
    "minimal.muster", "sample-french.muster", "sample-british.muster", "unknown-template.muster",
    "unknown-list.muster", "skirmish-allied.muster", "skirmish-french.muster", "brigade-french.muster",
    "revolutionary-girard.muster",
  };
  guint seen = 0;

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", fixtures[f], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) force = mst_force_open_file (path, catalogue, &error);
      g_autoptr(GPtrArray) findings = NULL;

      g_assert_no_error (error);
      findings = mst_force_check (force);
      for (guint i = 0; i < findings->len; i++, seen++)
        if (mst_force_check_describe (mst_finding_get_rule_id (g_ptr_array_index (findings, i))) == NULL)
          g_error ("%s: the rule “%s” has no name", fixtures[f],
                   mst_finding_get_rule_id (g_ptr_array_index (findings, i)));
    }
  g_assert_cmpuint (seen, >, 5);
  /* Each of Drums and Muskets' rules has its text. */
  for (guint i = 0; mst_dm_rule_names[i].id != NULL; i++)
    g_assert_cmpstr (mst_force_check_describe (mst_dm_rule_names[i].id), !=, "");
}

static void
count_change (MstForce *force, guint *n)
{
  (*n)++;
}

/* A view follows a force through one signal, whatever changed inside it. */
static void
test_change_notification (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  MstCommand *c1 = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstCommand *c2 = add_command (force, "Ney", MST_ABILITY_COMPETENT);
  MstUnit *line = mst_force_add_unit (force, c1, "regular-french-line", NULL);
  guint changes = 0;

  g_signal_connect (force, "changed", G_CALLBACK (count_change), &changes);

  mst_unit_set_bases (line, 6);
  g_assert_cmpuint (changes, ==, 1);
  mst_unit_set_bases (line, 6); /* no change, no signal */
  g_assert_cmpuint (changes, ==, 1);
  mst_dm_general_set_ability (mst_command_get_general (c2), MST_ABILITY_EXCEPTIONAL);
  g_assert_cmpuint (changes, ==, 2);
  mst_dm_general_set_respect (mst_force_get_commander (force), MST_RESPECT_HATED);
  g_assert_cmpuint (changes, ==, 3);
  g_assert_true (mst_force_move_unit (force, line, c2, G_MAXUINT));
  g_assert_cmpuint (mst_command_get_n_units (c1), ==, 0);
  g_assert_cmpuint (mst_command_get_n_units (c2), ==, 1);
  changes = 0;
  /* Still followed after the move, and only once. */
  mst_unit_set_name (line, "16e Ligne");
  g_assert_cmpuint (changes, ==, 1);
  mst_force_set_uses_rule (force, "general-types", FALSE);
  g_assert_cmpuint (changes, ==, 2);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/rules/supply/basic", test_supply_basic);
  g_test_add_func ("/muster/rules/supply/exceptional-general", test_supply_exceptional);
  g_test_add_func ("/muster/rules/supply/incompetent-general", test_supply_incompetent);
  g_test_add_func ("/muster/rules/supply/general-types-off", test_supply_general_types_off);
  g_test_add_func ("/muster/rules/scouting/cavalry-and-open", test_scouting_counts_cavalry_and_open);
  g_test_add_func ("/muster/rules/scouting/irregulars-of-both-arms", test_scouting_irregulars_of_both_arms);
  g_test_add_func ("/muster/rules/scouting/open-doctrine", test_scouting_open_doctrine);
  g_test_add_func ("/muster/rules/scouting/incompetent-general", test_scouting_incompetent);
  g_test_add_func ("/muster/rules/initiative/generals-on-table", test_initiative);
  g_test_add_func ("/muster/rules/lost-general", test_lost_general);
  g_test_add_func ("/muster/rules/command-distance", test_command_distance);
  g_test_add_func ("/muster/rules/check/clean-force", test_check_clean_force);
  g_test_add_func ("/muster/rules/check/structure", test_check_structure);
  g_test_add_func ("/muster/rules/check/empty-command", test_check_empty_command);
  g_test_add_func ("/muster/rules/check/doctrines", test_check_doctrines);
  g_test_add_func ("/muster/rules/check/2rk-granted", test_check_2rk_granted);
  g_test_add_func ("/muster/rules/check/guard-irregular", test_check_guard_irregular);
  g_test_add_func ("/muster/rules/check/optional-doctrine", test_check_optional_doctrine);
  g_test_add_func ("/muster/rules/check/bases", test_check_bases);
  g_test_add_func ("/muster/rules/check/ids-described", test_check_ids_described);
  g_test_add_func ("/muster/model/change-notification", test_change_notification);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
