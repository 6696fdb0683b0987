/* test-revolutionary-wars.c: Revolutionary Wars (seed 001) as a rule set:
 * the battalion cards of a list, what the rules derive for a force and
 * the checks of it, the D6 tests with the Solid / Shaken / Shattered
 * re-rolls, and muster-cli over them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-force.h"
#include "mst-test-util.h"

/* The rules' own sentences the numbers below come from, copied from seed
 * 001 (shared/seeds/001_10c4b40c5c79865f.txt) with their lines; each test
 * reads its number out of the sentence, not out of Muster. */
static const struct {
  const char *id;
  const char *lines;
  const char *text;
} rules[] = {
  { "bases", "001:211-214", "Small — 25mm x 32mm / Medium — 32mm x 50mm / Large — 50mm x 64mm" },
  { "line-infantry", "001:249-250", "They are based with 4 figures in two ranks on a small base facing the narrow edge." },
  { "light-infantry", "001:259-260", "are based with 4 figures in two ranks on a small base facing the wide edge." },
  { "light-cavalry", "001:304-305", "based with 2 figures on a medium base facing the wide edge." },
  { "field-artillery", "001:332-334", "with 1 gun or rocket launcher and 4-5 figures on a large base facing the narrow edge." },
  { "square", "001:493-494", "A Square must have at least four Platoons in it." },
  { "attack-column", "001:481-483", "exactly three ranks deep (or four ranks deep if Light Infantry Platoons)" },
  { "wiped-out", "001:1243-1245", "reduced to one or two Infantry Platoons or one Cavalry Platoon, it is Destroyed" },
  { "disorder", "001:1930-1935", "at least one half as many hits as it had Platoons ... at least as many hits as it has Platoons" },
  { "brigade-morale", "001:656-657", "Any Brigade that is reduced to a single Battalion" },
  { "automatic", "001:100-105", "modified to 1 (or less) ... any roll will succeed ... modified to 7 or more, the result will always be a failure" },
  { "reform", "001:2122", "If the score is less than or equal to the Battalion’s Reform from Disorder" },
};

static const char *
rule (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    if (g_str_equal (rules[i].id, id))
      return rules[i].text;
  g_error ("no rule %s", id);
  return NULL;
}

/* The number word or digits after @after in rule @id: "four" → 4. */
static guint
rule_number (const char *id, const char *after)
{
  static const char *const words[] = { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight" };
  const char *at = strstr (rule (id), after);

  g_assert_nonnull (at);
  at += strlen (after);
  while (*at == ' ')
    at++;
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_has_prefix (at, words[i]))
      return i;
  return (guint) atoi (at);
}

static MstRuleset *
rw (void)
{
  MstRuleset *rs = mst_ruleset_lookup ("revolutionary-wars");

  g_assert_nonnull (rs);
  return rs;
}

static MstForce *
girard (MstCatalogue *c)
{
  return mst_test_fixture_force (c, "revolutionary-girard.muster");
}

static void
set_platoons (MstUnit *unit, const char *role, guint count)
{
  g_autoptr(GArray) c = mst_components_copy (mst_unit_get_components (unit));

  mst_components_set (c, role, count);
  mst_unit_set_components (unit, c);
}

/* ---- the list's cards --------------------------------------------------- */

/* The sample list's battalions carry all 17 stats, a value per formation
 * where a stat has one, weapon lines of (range, score), and the mark that
 * they are examples, never the rules (RW-1). */
static void
test_list_stats (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  MstNationList *list = mst_catalogue_lookup (c, "revolutionary-wars-sample");
  MstUnitTemplate *line, *battery, *hussars;
  GStrv notes;
  gboolean said = FALSE;
  GHashTable *ids = NULL;

  g_assert_nonnull (list);
  g_assert_cmpstr (mst_nation_list_get_ruleset (list), ==, "revolutionary-wars");
  notes = (GStrv) mst_nation_list_get_notes (list);
  for (guint i = 0; notes != NULL && notes[i] != NULL; i++)
    said |= strstr (notes[i], "no battalion card values") != NULL && strstr (notes[i], "example") != NULL;
  g_assert_true (said);

  line = mst_nation_list_lookup_template (list, "line-battalion");
  g_assert_nonnull (line);
  g_assert_cmpstr (mst_unit_template_get_kind (line), ==, "infantry-battalion");
  g_assert_cmpstr (g_hash_table_lookup (mst_unit_template_get_attrs (line), "example"), ==, "yes");
  g_assert_nonnull (strstr (mst_unit_template_get_name (line), "example"));
  g_assert_cmpuint (mst_components_count (mst_unit_template_get_components (line), "line-infantry"), ==, 8);

  /* Every one of the card's 17 stats is there. */
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < mst_unit_template_get_stats (line)->len; i++)
    g_hash_table_add (ids, ((MstStat *) g_ptr_array_index (mst_unit_template_get_stats (line), i))->id);
  g_assert_cmpuint (g_hash_table_size (ids), ==, 17);
  g_hash_table_unref (ids);

  g_assert_cmpstr (mst_unit_template_lookup_stat (line, "stand-front", "line", NULL, NULL), ==, "3");
  g_assert_cmpstr (mst_unit_template_lookup_stat (line, "stand-front", "square", NULL, NULL), ==, "2");
  g_assert_cmpstr (mst_unit_template_lookup_stat (line, "shock", "attack-column", NULL, NULL), ==, "+2");
  g_assert_cmpstr (mst_unit_template_lookup_stat (line, "charge-terrain", NULL, NULL, NULL), ==, "auto");
  g_assert_cmpstr (mst_unit_template_lookup_stat (line, "accuracy", NULL, NULL, "6"), ==, "4");
  g_assert_cmpstr (mst_unit_template_lookup_stat (line, "accuracy", NULL, NULL, "12"), ==, "5");
  /* A line battalion cannot form Double Line, so its card has no value. */
  g_assert_null (mst_unit_template_lookup_stat (line, "stand-front", "double-line", NULL, NULL));

  /* Cavalry must throw to cross terrain: a score, not AUTO (001:996-998). */
  hussars = mst_nation_list_lookup_template (list, "hussar-squadron");
  g_assert_cmpstr (mst_unit_template_lookup_stat (hussars, "charge-terrain", NULL, NULL, NULL), ==, "4");
  /* A battery's two lines, Cannon and Howitzer (001:1655-1661). */
  battery = mst_nation_list_lookup_template (list, "foot-battery");
  g_assert_nonnull (mst_unit_template_lookup_stat (battery, "firepower", NULL, "cannon", NULL));
  g_assert_nonnull (mst_unit_template_lookup_stat (battery, "firepower", NULL, "howitzer", NULL));
  g_assert_cmpstr (mst_unit_template_lookup_stat (battery, "accuracy", NULL, "howitzer", "12"), ==, "4");
}

static const char list_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<nation-list xmlns=\"urn:muster:nation-list:2\" id=\"house\" ruleset=\"revolutionary-wars\" version=\"1\">\n"
  "  <name>House cards</name>\n"
  "  <unit id=\"line\" kind=\"infantry-battalion\">\n"
  "    <name>Line</name>\n"
  "    <attr name=\"centre\" value=\"line-infantry\"/>\n"
  "    <component role=\"line-infantry\" count=\"6\"/>\n";

static MstNationList *
read_house_list (const char *stat_lines, GError **error)
{
  g_autofree char *xml = g_strconcat (list_head, stat_lines, "  </unit>\n</nation-list>\n", NULL);

  return mst_nation_list_new_from_data (xml, strlen (xml), "house.xml", error);
}

/* A value a card cannot hold is refused where it is written: FILE:LINE. */
static void
test_list_bad_stat (void)
{
  static const struct {
    const char *stat;
    const char *says;
  } bad[] = {
    /* A D6 test needs 1 to 7. */
    { "    <stat id=\"melee-save\" value=\"9\"/>\n", "not a score" },
    { "    <stat id=\"melee-save\" value=\"0\"/>\n", "not a score" },
    /* AUTO is for Charge Across Terrain alone. */
    { "    <stat id=\"rally\" value=\"auto\"/>\n", "cannot be AUTO" },
    /* One value per formation, or one value. */
    { "    <stat id=\"stand-front\" value=\"4\"/>\n", "each formation" },
    { "    <stat id=\"rally\" formation=\"line\" value=\"4\"/>\n", "one value" },
    /* An Accuracy is for a range band. */
    { "    <stat id=\"accuracy\" value=\"4\"/>\n", "range band" },
    { "    <stat id=\"bravery\" value=\"4\"/>\n", "not a stat" },
    { "    <stat id=\"shock\" formation=\"line\" value=\"+9\"/>\n", "not a modifier" },
    { "    <stat id=\"rally\" value=\"4\"/>\n    <stat id=\"rally\" value=\"5\"/>\n", "twice" },
  };
  g_autoptr(MstNationList) good = NULL;
  g_autoptr(GError) error = NULL;

  /* 7 is a score: the test always fails (001:100-105); AUTO crosses. */
  good = read_house_list ("    <stat id=\"melee-save\" value=\"7\"/>\n"
                          "    <stat id=\"rally\" value=\"5+\"/>\n"
                          "    <stat id=\"charge-terrain\" value=\"auto\"/>\n"
                          "    <stat id=\"shock\" formation=\"attack-column\" value=\"+1\"/>\n"
                          "    <stat id=\"accuracy\" band=\"12\" value=\"4\"/>\n", &error);
  g_assert_no_error (error);
  g_assert_nonnull (good);
  /* A score as the cards print it is the score. */
  g_assert_cmpstr (mst_unit_template_lookup_stat (mst_nation_list_lookup_template (good, "line"), "rally", NULL, NULL,
                                                  NULL), ==, "5");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(MstNationList) list = NULL;
      g_autoptr(GError) e = NULL;
      /* The stat is on line 8 (the last one, when given twice). */
      const char *where = strstr (bad[i].stat, "\n    <") != NULL ? "house.xml:9: " : "house.xml:8: ";

      list = read_house_list (bad[i].stat, &e);
      g_assert_null (list);
      g_assert_error (e, MST_ERROR, MST_ERROR_INVALID);
      if (!g_str_has_prefix (e->message, where) || strstr (e->message, bad[i].says) == NULL)
        g_error ("%s: “%s”", bad[i].stat, e->message);
    }
}

/* ---- what the rules derive ---------------------------------------------- */

/* A base's frontage in mm: its short edge when it faces the narrow edge,
 * else the long one (001:211-214 and the platoon kind's sentence). */
static guint
frontage (const char *kind)
{
  const char *bases = rule ("bases");
  const char *size = strstr (rule (kind), "small") != NULL ? "Small" : strstr (rule (kind), "medium") != NULL ? "Medium"
                                                                                                         : "Large";
  const char *at = strstr (bases, size);
  guint a, b;

  g_assert_nonnull (at);
  g_assert_cmpint (sscanf (strstr (at, "—") + strlen ("—"), " %umm x %umm", &a, &b), ==, 2);
  return strstr (rule (kind), "narrow edge") != NULL ? MIN (a, b) : MAX (a, b);
}

static void
test_derive (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  g_autoptr(MstForce) force = girard (c);
  MstRuleset *rs = rw ();
  MstUnit *line = mst_test_unit_named (force, "1er bataillon, 34e de Ligne");
  MstUnit *light = mst_test_unit_named (force, "1er bataillon, 40e de Ligne");
  g_autoptr(GPtrArray) d = mst_ruleset_derive (rs, force, line);
  g_autoptr(GPtrArray) l = mst_ruleset_derive (rs, force, light);
  g_autoptr(GPtrArray) h = mst_ruleset_derive (rs, force, mst_test_unit_named (force, "10e Hussards"));
  g_autoptr(GPtrArray) b = mst_ruleset_derive (rs, force, mst_test_unit_named (force, "Foot battery (Girard)"));
  g_autoptr(GPtrArray) brigade = mst_ruleset_derive_command (rs, force, mst_test_command_named (force, "Rémond"));
  g_autoptr(GPtrArray) division = mst_ruleset_derive_command (rs, force, NULL);
  g_autofree char *line_front = NULL;
  g_autofree char *wiped = NULL;
  g_autofree char *depth = NULL;
  guint square = rule_number ("square", "at least");
  guint w = frontage ("line-infantry");

  /* The example mark is always shown with the values (RW-1). */
  g_assert_nonnull (strstr (mst_derived_lookup (d, "example"), "examples only"));

  /* Eight line platoons, the Centre Platoon one of them (RW-16). */
  g_assert_cmpstr (mst_derived_lookup (d, "platoon-count"), ==, "8");
  g_assert_cmpstr (mst_derived_lookup (d, "centre"), ==, "Line Infantry");
  g_assert_nonnull (strstr (mst_derived_lookup (d, "platoons"), "8 × Line Infantry"));

  /* "one or two Infantry Platoons": destroyed at two. */
  g_assert_cmpuint (rule_number ("wiped-out", "one or"), ==, 2);
  wiped = g_strdup_printf ("destroyed at %u infantry platoons", rule_number ("wiped-out", "one or"));
  g_assert_cmpstr (mst_derived_lookup (d, "wiped-out"), ==, wiped);
  g_assert_cmpstr (mst_derived_lookup (h, "wiped-out"), ==, "destroyed at 1 cavalry platoon");

  /* Half the platoons in hits disorder it, all of them shatter it; the
   * card's table runs down to the last count before it is wiped out. */
  g_assert_nonnull (strstr (rule ("disorder"), "one half"));
  g_assert_cmpstr (mst_derived_lookup (d, "disordered-at"), ==, "4");
  g_assert_cmpstr (mst_derived_lookup (d, "shattered-at"), ==, "8");
  g_assert_cmpstr (mst_derived_lookup (d, "disorder-thresholds"), ==, "8: 4/8, 7: 4/7, 6: 3/6, 5: 3/5, 4: 2/4, 3: 2/3");
  /* Six light platoons and a gun: seven platoons, the gun not counted
   * towards being wiped out. */
  g_assert_cmpstr (mst_derived_lookup (l, "disorder-thresholds"), ==, "7: 4/7, 6: 3/6, 5: 3/5, 4: 2/4");

  /* Formations: no Double Line for line infantry, Square from four
   * platoons; light infantry in Double Line and four-deep columns;
   * cavalry and guns as gap RW-7 reads. */
  g_assert_cmpstr (mst_derived_lookup (d, "formations"), ==, "Line, Skirmish Line, March Column, Attack Column, Square");
  g_assert_cmpstr (mst_derived_lookup (l, "formations"), ==,
                   "Line, Double Line, Skirmish Line, March Column, Attack Column, Square");
  g_assert_cmpstr (mst_derived_lookup (h, "formations"), ==, "Line, March Column, Attack Column");
  g_assert_cmpstr (mst_derived_lookup (b, "formations"), ==, "Line, March Column");
  depth = g_strdup_printf ("%u ranks", rule_number ("attack-column", "or"));
  g_assert_cmpstr (mst_derived_lookup (l, "attack-column-depth"), ==, depth);
  g_assert_cmpstr (mst_derived_lookup (d, "attack-column-depth"), ==, "3 ranks");

  /* Footprints: eight narrow small bases side by side; in column three
   * deep; in march column one behind another. */
  g_assert_cmpuint (w, ==, 25);
  line_front = g_strdup_printf ("%u × 32 mm", 8 * w);
  g_assert_cmpstr (mst_derived_lookup (d, "footprint-line"), ==, line_front);
  g_assert_cmpstr (mst_derived_lookup (d, "footprint-attack-column"), ==, "75 × 96 mm");
  g_assert_cmpstr (mst_derived_lookup (d, "footprint-march-column"), ==, "25 × 256 mm");
  g_assert_cmpstr (mst_derived_lookup (d, "footprint-skirmish-line"), ==, "up to 375 × 32 mm");
  /* Light cavalry face the wide edge of a medium base: 50 mm each. */
  g_assert_cmpuint (frontage ("light-cavalry"), ==, 50);
  g_assert_cmpstr (mst_derived_lookup (h, "footprint-line"), ==, "200 × 32 mm");
  g_assert_cmpuint (frontage ("field-artillery"), ==, 50);
  g_assert_cmpstr (mst_derived_lookup (b, "footprint-line"), ==, "150 × 64 mm");

  /* Losses: down to three platoons, no Square. */
  set_platoons (line, "line-infantry", square - 1);
  g_ptr_array_unref (d);
  d = mst_ruleset_derive (rs, force, line);
  g_assert_null (strstr (mst_derived_lookup (d, "formations"), "Square"));
  set_platoons (line, "line-infantry", square);
  g_ptr_array_unref (d);
  d = mst_ruleset_derive (rs, force, line);
  g_assert_nonnull (strstr (mst_derived_lookup (d, "formations"), "Square"));

  /* A brigade breaks with one battalion left; the division loses with no
   * brigade. */
  g_assert_nonnull (strstr (rule ("brigade-morale"), "single Battalion"));
  g_assert_cmpstr (mst_derived_lookup (brigade, "battalions"), ==, "4");
  g_assert_cmpstr (mst_derived_lookup (brigade, "breaks"), ==, "at the start of its turn with 1 battalion left");
  g_assert_cmpstr (mst_derived_lookup (division, "brigades"), ==, "2");
}

/* ---- checks ------------------------------------------------------------- */

static void
test_checks (void)
{
  g_autoptr(MstCatalogue) c = mst_test_catalogue ();
  g_autoptr(MstForce) force = girard (c);
  MstCommand *dombrowski = mst_test_command_named (force, "Dombrowski");
  MstUnit *line = mst_test_unit_named (force, "1er bataillon, 34e de Ligne");
  g_autofree char *ids = mst_test_finding_ids (force);
  MstUnit *u;

  /* Girard's division as built is sound. */
  g_assert_cmpstr (ids, ==, "");

  /* No divisional general; a brigade without its general. */
  mst_general_set_name (mst_force_get_commander (force), "");
  mst_general_set_name (mst_command_get_general (dombrowski), "");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-brigade-general rw-one-divisional-general");
  mst_general_set_name (mst_force_get_commander (force), "Girard");
  mst_general_set_name (mst_command_get_general (dombrowski), "Dombrowski");

  /* A battalion left out of the brigades. */
  u = mst_force_add_unit (force, NULL, "line-battalion", "Stray");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-unit-in-brigade");
  mst_force_remove_unit (force, u);

  /* Losses: two platoons left is wiped out, three cannot form Square. */
  set_platoons (line, "line-infantry", 2);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-square-needs-four rw-wiped-out-at-once");
  set_platoons (line, "line-infantry", 3);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-square-needs-four");
  /* One platoon is one platoon, not "1 platoons". */
  set_platoons (line, "line-infantry", 1);
  {
    g_autoptr(GPtrArray) findings = mst_force_check (force);
    gboolean said = FALSE;

    for (guint i = 0; i < findings->len; i++)
      said |= strstr (mst_finding_get_message (g_ptr_array_index (findings, i)), "has 1 platoon, so it") != NULL;
    g_assert_true (said);
  }
  set_platoons (line, "line-infantry", 8);

  /* No Centre Platoon named; one of a kind it does not hold. */
  mst_unit_set_attr (line, "centre", NULL);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-centre-platoon");
  mst_unit_set_attr (line, "centre", "light-infantry");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-centre-platoon");
  mst_unit_set_attr (line, "centre", "line-infantry");

  /* Cavalry in an infantry battalion; a limber with no gun. */
  set_platoons (line, "line-cavalry", 1);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-platoon-fits-battalion");
  set_platoons (line, "line-cavalry", 0);
  set_platoons (mst_test_unit_named (force, "Foot battery (Girard)"), "artillery-limber", 4);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-platoon-fits-battalion");
  set_platoons (mst_test_unit_named (force, "Foot battery (Girard)"), "artillery-limber", 0);

  /* A second composite skirmish battalion in the brigade. */
  u = mst_force_add_unit (force, dombrowski, "skirmish-battalion", "More voltigeurs");
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-one-composite-skirmish");
  mst_force_remove_unit (force, u);

  /* Rémond's brigade down to one battalion breaks at once. */
  {
    MstCommand *remond = mst_test_command_named (force, "Rémond");
    g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_object_unref);

    while (mst_command_get_n_units (remond) > 1)
      {
        MstUnit *last = mst_command_get_unit (remond, mst_command_get_n_units (remond) - 1);
        g_ptr_array_add (gone, g_object_ref (last));
        mst_force_remove_unit (force, last);
      }
    g_free (ids);
    ids = mst_test_finding_ids (force);
    g_assert_cmpstr (ids, ==, "rw-brigade-breaks-at-once");
  }
}

/* A player's own list with a card not filled in, and a force of more
 * battalions than the rules have in mind. */
static void
test_checks_own_list (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstNationList) list = read_house_list ("    <stat id=\"move-open\" value=\"6\"/>\n"
                                                   "    <stat id=\"stand-front\" formation=\"line\" value=\"4\"/>\n",
                                                   &error);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *ids = NULL;
  MstCommand *brigades[2];
  const char *message = NULL;

  g_assert_no_error (error);
  force = mst_force_new ("Big", list, NULL);
  mst_general_set_name (mst_force_get_commander (force), "General");
  for (guint b = 0; b < 2; b++)
    {
      g_autoptr(MstGeneral) g = mst_general_new (b == 0 ? "First" : "Second");
      brigades[b] = mst_force_add_command (force, g);
      mst_command_set_level (brigades[b], "brigade");
    }
  for (guint i = 0; i < 12; i++)
    g_assert_nonnull (mst_force_add_unit (force, brigades[i % 2], "line", NULL));
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-card-complete");
  findings = mst_force_check (force);
  /* One finding sums them up, not a wall of twelve: each battalion's
   * card's missing values are its details, shown on demand. */
  g_assert_cmpuint (findings->len, ==, 1);
  message = mst_finding_get_message (g_ptr_array_index (findings, 0));
  g_assert_nonnull (strstr (message, " stats missing on 12 battalions’ cards: the rules give none, the list must "
                                     "(001:364)."));
  {
    const char *const *details = mst_finding_get_details (g_ptr_array_index (findings, 0));
    guint per_card = 1;

    g_assert_nonnull (details);
    g_assert_cmpuint (g_strv_length ((char **) details), ==, 12);
    /* Its list of what is missing, comma-separated, ends at ": the rules". */
    {
      g_autofree char *names = g_strndup (details[0], (gsize) (strstr (details[0], ": the rules") - details[0]));

      for (const char *p = names; (p = strstr (p, ", ")) != NULL; p += 2)
        per_card++;
    }
    {
      g_autofree char *count = g_strdup_printf ("%u stats missing on 12", 12 * per_card);
      if (!g_str_has_prefix (message, count))
        g_error ("“%s” for “%s”", message, details[0]);
    }
    message = details[0];
  }
  /* It names what is missing, and not what is there. */
  g_assert_nonnull (strstr (message, "Stand if Charged from Front (Square)"));
  g_assert_nonnull (strstr (message, "Melee Save"));
  g_assert_null (strstr (message, "Move in Open"));
  g_assert_null (strstr (message, "Stand if Charged from Front (Line)"));
  g_assert_null (strstr (message, "Double Line"));

  /* "perhaps a dozen battalions" (001:21-23): a thirteenth is said. */
  mst_force_add_unit (force, brigades[0], "line", NULL);
  g_free (ids);
  ids = mst_test_finding_ids (force);
  g_assert_cmpstr (ids, ==, "rw-card-complete rw-force-size");
}

/* ---- dice ----------------------------------------------------------------- */

/* The first seed whose first D6 is below @below. */
static guint64
seed_with_low_die (guint below)
{
  for (guint64 seed = 1; seed < 1000; seed++)
    {
      g_autoptr(MstDice) d = mst_dice_new_with_seed (seed);
      if (mst_dice_die (d, 6) < below)
        return seed;
    }
  g_assert_not_reached ();
  return 0;
}

static void
test_reroll_helper (void)
{
  guint64 seed = seed_with_low_die (4);
  g_autoptr(MstDice) a = mst_dice_new_with_seed (seed);
  g_autoptr(MstDice) b = mst_dice_new_with_seed (seed);
  g_autoptr(MstDice) many = mst_dice_new_with_seed (5);
  g_autoptr(MstTargetRoll) solid = mst_dice_roll_targets (a, 1, 4, MST_DICE_AT_LEAST, MST_REROLL_FAILURES);
  g_autoptr(MstTargetRoll) shaken = mst_dice_roll_targets (b, 1, 4, MST_DICE_AT_LEAST, MST_REROLL_NONE);
  g_autoptr(MstTargetRoll) both = NULL;
  g_autoptr(MstTargetRoll) never = NULL;
  g_autoptr(MstTargetRoll) always = NULL;
  g_autoptr(MstTargetRoll) under = NULL;

  /* The same failure: Solid throws it again, Shaken does not. */
  g_assert_cmpuint (solid->dice[0].first, ==, shaken->dice[0].first);
  g_assert_false (shaken->dice[0].success);
  g_assert_false (shaken->dice[0].rerolled);
  g_assert_true (solid->dice[0].rerolled);
  g_assert_cmpuint (solid->rerolled, ==, 1);

  /* Every die has a reason to be thrown again, whatever it shows: each
   * is thrown once more and no more, and the second throw stands. */
  both = mst_dice_roll_targets (many, 300, 4, MST_DICE_AT_LEAST, MST_REROLL_FAILURES | MST_REROLL_SUCCESSES);
  g_assert_cmpuint (both->rerolled, ==, 300);
  for (guint i = 0; i < both->n_dice; i++)
    g_assert_true (both->dice[i].success == (both->dice[i].face >= 4));

  /* "modified to 7 or more … always a failure"; 1 or less always passes. */
  g_assert_nonnull (strstr (rule ("automatic"), "7 or more"));
  never = mst_dice_roll_targets (many, 200, 7, MST_DICE_AT_LEAST, MST_REROLL_FAILURES);
  g_assert_cmpuint (never->successes, ==, 0);
  g_assert_cmpuint (never->rerolled, ==, 200);
  always = mst_dice_roll_targets (many, 200, 1, MST_DICE_AT_LEAST, MST_REROLL_FAILURES);
  g_assert_cmpuint (always->successes, ==, 200);
  g_assert_cmpuint (always->rerolled, ==, 0);

  /* Reform passes on the number or less (001:2122). */
  g_assert_nonnull (strstr (rule ("reform"), "less than or equal"));
  g_assert_true (mst_dice_target_met (3, 3, MST_DICE_AT_MOST));
  g_assert_false (mst_dice_target_met (4, 3, MST_DICE_AT_MOST));
  g_assert_true (mst_dice_target_met (4, 4, MST_DICE_AT_LEAST));
  under = mst_dice_roll_targets (many, 200, 3, MST_DICE_AT_MOST, MST_REROLL_NONE);
  for (guint i = 0; i < under->n_dice; i++)
    g_assert_true (under->dice[i].success == (under->dice[i].face <= 3));
}

static GHashTable *
inputs_of (const char *first, ...)
{
  GHashTable *in = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  va_list args;

  va_start (args, first);
  for (const char *kv = first; kv != NULL; kv = va_arg (args, const char *))
    {
      g_auto(GStrv) p = g_strsplit (kv, "=", 2);
      g_hash_table_insert (in, g_strdup (p[0]), g_strdup (p[1]));
    }
  va_end (args);
  return in;
}

static MstTestOutcome *
run (const char *test, guint64 seed, GHashTable *in, GHashTable *mods)
{
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  MstTestOutcome *out = mst_ruleset_run_test (rw (), test, in, mods, MST_TEST_THROW_DICE, dice, &error);

  g_assert_no_error (error);
  return out;
}

/* The module's tests apply the state's re-rolls: Solid melee throws its
 * failures again, Shaken does not, Firepower never (001:1888-1889), Rally
 * and Reform not for being Shattered; a Shattered battalion cannot React. */
static void
test_module_tests (void)
{
  guint64 seed = seed_with_low_die (4);
  g_autoptr(GHashTable) solid_in = inputs_of ("state=solid", "target=4", "dice=1", NULL);
  g_autoptr(GHashTable) shaken_in = inputs_of ("state=shaken", "target=4", "dice=1", NULL);
  g_autoptr(GHashTable) react_in = inputs_of ("state=shattered", "target=4", NULL);
  g_autoptr(GHashTable) reform_in = inputs_of ("state=shaken", "target=3", NULL);
  g_autoptr(GHashTable) mods = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(MstTestOutcome) solid = run ("melee", seed, solid_in, NULL);
  g_autoptr(MstTestOutcome) shaken = run ("melee", seed, shaken_in, NULL);
  g_autoptr(MstTestOutcome) fire = run ("firepower", seed, solid_in, NULL);
  g_autoptr(MstTestOutcome) reform = NULL;
  g_autoptr(MstDice) dice = mst_dice_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (rw ());
  static const char *const needed[] = {
    "stand", "melee", "melee-save", "rally", "reform", "react", "shoot", "firepower", "shooting-save"
  };

  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    {
      gboolean found = FALSE;
      for (guint j = 0; j < tests->len; j++)
        found |= g_str_equal (((MstTestInfo *) g_ptr_array_index (tests, j))->id, needed[i]);
      g_assert_true (found);
    }

  g_assert_cmpint (solid->target, ==, 4);
  g_assert_false (shaken->passed);
  g_assert_nonnull (strstr (solid->note, "thrown again"));
  g_assert_null (strstr (shaken->note, "thrown again"));
  /* The same failed die, at Firepower: kept. */
  g_assert_false (fire->passed);
  g_assert_true (g_str_has_prefix (fire->note, "no re-rolls"));
  g_assert_cmpuint (fire->roll->faces[0], ==, shaken->roll->faces[0]);

  /* A penalty on a test of the number or less lowers it (gap RW-10). */
  g_hash_table_insert (mods, (gpointer) "penalty", GUINT_TO_POINTER (1));
  reform = run ("reform", seed, reform_in, mods);
  g_assert_cmpint (reform->target, ==, 2);

  g_assert_null (mst_ruleset_run_test (rw (), "react", react_in, NULL, MST_TEST_THROW_DICE, dice, &error));
  g_assert_error (error, MST_ERROR, MST_ERROR_INVALID);
}

/* ---- muster-cli ------------------------------------------------------------ */

static void
test_cli (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-rw-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "girard.muster", NULL);
  g_autofree char *fixture = mst_test_fixture ("revolutionary-girard.muster");
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, seed_with_low_die (4));
  g_auto(MstTestRun) r = { 0 };

  /* new: the divisional general, brigades with their battalions. */
  mst_test_run_cli (&r, "new", "--list", "revolutionary-wars-sample", "-c", "Girard", "--brigade",
                    "Dombrowski=line-battalion,line-battalion,skirmish-battalion", "--brigade",
                    "Rémond=light-battalion,hussar-squadron", "-o", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  mst_test_run_cli (&r, "check", path, NULL);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_cmpint (r.status, ==, 0);
  /* There is no division level below the divisional general. */
  mst_test_run_cli (&r, "new", "--list", "revolutionary-wars-sample", "--division", "X", "-o", path, "--force", NULL);
  g_assert_cmpint (r.status, !=, 0);
  g_assert_nonnull (strstr (r.err, "no division level"));

  mst_test_run_cli (&r, "check", fixture, NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* derive: the values and the example mark. */
  mst_test_run_cli (&r, "derive", fixture, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "1er bataillon, 34e de Ligne\twiped-out\tdestroyed at 2 infantry platoons\n"));
  g_assert_nonnull (strstr (r.out, "1er bataillon, 34e de Ligne\texample\texamples only"));
  g_assert_nonnull (strstr (r.out, "Rémond\tbreaks\tat the start of its turn with 1 battalion left\n"));

  /* units: the example mark in the name. */
  mst_test_run_cli (&r, "units", "--ruleset", "revolutionary-wars", NULL);
  g_assert_nonnull (strstr (r.out, "line-battalion\tLine infantry battalion (example card)\t"));

  /* test: a Solid battalion's failed die thrown again. */
  mst_test_run_cli (&r, "test", "revolutionary-wars", "melee", "--in", "state=solid", "--in", "target=4", "--seed",
                    seed, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "target 4\nroll 1D6 "));
  g_assert_nonnull (strstr (r.out, "thrown again"));
  mst_test_run_cli (&r, "test", "revolutionary-wars", "melee", "--in", "state=shaken", "--in", "target=4", "--seed",
                    seed, NULL);
  g_assert_nonnull (strstr (r.out, "outcome fail"));
  mst_test_run_cli (&r, "test", "revolutionary-wars", "react", "--in", "state=shattered", "--in", "target=4",
                    "--seed", "1", NULL);
  g_assert_cmpint (r.status, !=, 0);
  g_assert_nonnull (strstr (r.err, "cannot React"));
  mst_test_run_cli (&r, "tests", "revolutionary-wars", NULL);
  g_assert_nonnull (strstr (r.out, "firepower\t"));

  mst_test_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/muster/revolutionary-wars/list/stats", test_list_stats);
  g_test_add_func ("/muster/revolutionary-wars/list/bad-stat", test_list_bad_stat);
  g_test_add_func ("/muster/revolutionary-wars/force/derive", test_derive);
  g_test_add_func ("/muster/revolutionary-wars/force/checks", test_checks);
  g_test_add_func ("/muster/revolutionary-wars/force/checks-own-list", test_checks_own_list);
  g_test_add_func ("/muster/revolutionary-wars/dice/re-rolls", test_reroll_helper);
  g_test_add_func ("/muster/revolutionary-wars/dice/tests", test_module_tests);
  g_test_add_func ("/muster/revolutionary-wars/cli", test_cli);
  return g_test_run ();
}
