/* test-force-view.c: what the force editor shows, checked without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "muster-core.h"
#include "mst-dm-model.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

static MstForce *
new_force (const char *list_id)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, list_id);

  g_assert_nonnull (list);
  return mst_force_new ("Test force", list, NULL);
}

static MstCommand *
add_command (MstForce *force, const char *name, MstAbility ability)
{
  g_autoptr(MstGeneral) general = mst_dm_general_new (name, MST_RESPECT_ACCEPTED, ability);
  return mst_force_add_command (force, general);
}

/* A French force: Masséna (Exceptional) commands; Molitor (Competent) has a
 * light battalion, Duhesme (Incompetent) a light cavalry regiment. */
static MstForce *
new_french_force (void)
{
  MstForce *force = new_force ("french-imperial-1803-1812");
  MstCommand *molitor, *duhesme;

  mst_general_set_name (mst_force_get_commander (force), "Masséna");
  mst_dm_general_set_ability (mst_force_get_commander (force), MST_ABILITY_EXCEPTIONAL);
  molitor = add_command (force, "Molitor", MST_ABILITY_COMPETENT);
  duhesme = add_command (force, "Duhesme", MST_ABILITY_INCOMPETENT);
  g_assert_nonnull (mst_force_add_unit (force, molitor, "regular-french-light", "1er Léger"));
  g_assert_nonnull (mst_force_add_unit (force, duhesme, "line-light-cavalry", "8e Hussards"));
  return force;
}

/* Quarter master, supply and logistics: "2D6 basic, +1D6 per general in the
 * force, (Optional) +1D6 for each Exceptional, −1D6 for each Incompetent". */
static void
test_pool_supply (void)
{
  g_autoptr(MstForce) force = new_french_force ();
  g_autoptr(MstPoolLabel) label = mst_force_view_pool (force, MST_POOL_SUPPLY);

  /* 2 + 3 generals + 1 Exceptional − 1 Incompetent = 5. */
  g_assert_cmpuint (label->value, ==, 5);
  g_assert_cmpstr (label->value_text, ==, "5");
  g_assert_cmpstr (label->title, ==, "Supply dice");
  g_assert_cmpstr (label->detail, ==, "2 + 3 generals + 1 Exceptional − 1 Incompetent");
  g_assert_cmpstr (label->accessible, ==,
                   "Supply dice: 5 (2 + 3 generals + 1 Exceptional − 1 Incompetent)");
}

/* Scouting Initiative: "1D6 per general, +1D6 per cavalry unit, +1D6 per
 * open formation unit, +1D6 per Exceptional, −1D6 per Incompetent". */
static void
test_pool_scouting (void)
{
  g_autoptr(MstForce) force = new_french_force ();
  g_autoptr(MstPoolLabel) label = mst_force_view_pool (force, MST_POOL_SCOUTING);

  /* 3 generals + 1 cavalry (hussars) + 1 open (light foot) + 1 − 1 = 5. */
  g_assert_cmpuint (label->value, ==, 5);
  g_assert_cmpstr (label->detail, ==,
                   "3 generals + 1 cavalry + 1 open order + 1 Exceptional − 1 Incompetent");
}

/* Start of Each Turn Initiative: "1D6 per general remaining on the board,
 * +1D6 per Exceptional, −1D6 per Incompetent". */
static void
test_pool_initiative_lost_general (void)
{
  g_autoptr(MstForce) force = new_french_force ();
  g_autoptr(MstPoolLabel) before = mst_force_view_pool (force, MST_POOL_INITIATIVE);
  g_autoptr(MstPoolLabel) after = NULL;

  /* 3 generals + 1 Exceptional − 1 Incompetent = 3. */
  g_assert_cmpuint (before->value, ==, 3);
  g_assert_cmpstr (before->detail, ==, "3 generals on the table + 1 Exceptional − 1 Incompetent");

  /* Duhesme, the Incompetent one, is swept away: 2 generals + 1 = 3. */
  mst_general_set_lost (mst_command_get_general (mst_force_get_command (force, 1)), TRUE);
  after = mst_force_view_pool (force, MST_POOL_INITIATIVE);
  g_assert_cmpuint (after->value, ==, 3);
  g_assert_cmpstr (after->detail, ==, "2 generals on the table + 1 Exceptional");
}

/* Optional Rules, general types: off, every general counts as Competent. */
static void
test_pool_general_types_off (void)
{
  g_autoptr(MstForce) force = new_french_force ();
  g_autoptr(MstPoolLabel) supply = NULL;
  g_autoptr(MstPoolLabel) scouting = NULL;

  mst_force_set_uses_rule (force, "general-types", FALSE);
  supply = mst_force_view_pool (force, MST_POOL_SUPPLY);
  scouting = mst_force_view_pool (force, MST_POOL_SCOUTING);
  /* 2 + 3 generals. */
  g_assert_cmpuint (supply->value, ==, 5);
  g_assert_cmpstr (supply->detail, ==, "2 + 3 generals");
  /* 3 generals + 1 cavalry + 1 open. */
  g_assert_cmpuint (scouting->value, ==, 5);
  g_assert_cmpstr (scouting->detail, ==, "3 generals + 1 cavalry + 1 open order");
}

static void
test_pool_single_general (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(MstPoolLabel) supply = mst_force_view_pool (force, MST_POOL_SUPPLY);

  /* The force commander alone: 2 + 1. */
  g_assert_cmpuint (supply->value, ==, 3);
  g_assert_cmpstr (supply->detail, ==, "2 + 1 general");
}

static void
test_finding_rows (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  g_autoptr(GPtrArray) findings = mst_force_check (force);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  g_autoptr(MstRowText) row = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *empty = NULL;
  MstFinding *finding;

  /* A force with no sub-general: the defender deploys two commands first. */
  g_assert_cmpuint (findings->len, ==, 1);
  finding = g_ptr_array_index (findings, 0);
  g_assert_cmpstr (mst_finding_get_rule_id (finding), ==, "too-few-commands");
  row = mst_force_view_finding_row (finding);
  g_assert_cmpstr (row->title, ==, mst_finding_get_message (finding));
  g_assert_cmpstr (row->subtitle, ==, mst_force_check_describe ("too-few-commands"));
  g_assert_true (g_str_has_prefix (row->subtitle, "Scouting Initiative:"));
  g_assert_cmpstr (row->icon_name, ==, "dialog-warning-symbolic");

  summary = mst_force_view_findings_summary (findings);
  g_assert_cmpstr (summary, ==, "1 problem");
  empty = mst_force_view_findings_summary (none);
  g_assert_cmpstr (empty, ==, "No problems found");
}

static void
test_finding_error_icon (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  MstCommand *c = add_command (force, "Sénarmont", MST_ABILITY_COMPETENT);
  MstUnit *guns = mst_force_add_unit (force, c, "line-artillery", NULL);
  g_autoptr(GPtrArray) findings = NULL;
  gboolean seen = FALSE;

  /* Zealous: "artillery cannot be Zealous at any point". */
  mst_dm_unit_set_doctrines (guns, MST_DOCTRINE_ZEALOUS);
  findings = mst_force_check (force);
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *f = g_ptr_array_index (findings, i);
      g_autoptr(MstRowText) row = mst_force_view_finding_row (f);

      if (g_strcmp0 (mst_finding_get_rule_id (f), "zealous-artillery") != 0)
        continue;
      seen = TRUE;
      g_assert_true (mst_finding_get_item (f) == G_OBJECT (guns));
      g_assert_cmpstr (row->icon_name, ==, "dialog-error-symbolic");
      g_assert_true (g_str_has_prefix (row->subtitle, "Zealous:"));
    }
  g_assert_true (seen);
}

static void
test_unit_row (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  MstCommand *c = add_command (force, "Molitor", MST_ABILITY_COMPETENT);
  MstUnit *line = mst_force_add_unit (force, c, "regular-french-line", "16e Ligne");
  MstUnit *plain = mst_force_add_unit (force, c, "line-light-cavalry", NULL);
  g_autoptr(MstRowText) row = mst_force_view_unit_row (mst_ruleset_for_force (force), line);
  g_autoptr(MstRowText) rolled = NULL;
  g_autoptr(MstRowText) hussars = mst_force_view_unit_row (mst_ruleset_for_force (force), plain);

  g_assert_cmpstr (row->title, ==, "16e Ligne");
  g_assert_cmpstr (row->subtitle, ==,
                   "4 bases · COA LCOY · Regular French Line · Line foot · Smooth-bore musket");

  mst_unit_set_bases (line, 1);
  mst_dm_unit_set_resilience (line, MST_GRADE_STEADY, 4);
  rolled = mst_force_view_unit_row (mst_ruleset_for_force (force), line);
  g_assert_cmpstr (rolled->subtitle, ==,
                   "1 base · Steady (rolled 4) · COA LCOY · Regular French Line · Line foot · Smooth-bore musket");

  /* Named as its template: the template's name is not said twice. */
  g_assert_cmpstr (hussars->title, ==, "Line Light Cavalry");
  g_assert_cmpstr (hussars->subtitle, ==, "4 bases · CARBINE · Light cavalry · Carbine");
}

static void
test_unknown_unit_row (void)
{
  g_autoptr(MstUnit) unit = mst_unit_new_unknown ("volunteer-hussars", "Black Brunswickers");
  g_autoptr(MstRowText) row = mst_force_view_unit_row (NULL, unit);

  g_assert_cmpstr (row->title, ==, "Black Brunswickers");
  g_assert_true (g_str_has_prefix (row->subtitle, "Unknown unit “volunteer-hussars”"));
}

/* Command distance: Incompetent 8 BW, Competent 10, Exceptional 12; the
 * force commander's direct command 5 BW. */
static void
test_general_rows (void)
{
  g_autoptr(MstForce) force = new_french_force ();
  MstGeneral *massena = mst_force_get_commander (force);
  MstGeneral *duhesme = mst_command_get_general (mst_force_get_command (force, 1));
  g_autoptr(MstRowText) commander = mst_force_view_general_row (force, massena);
  g_autoptr(MstRowText) sub = mst_force_view_general_row (force, duhesme);
  g_autoptr(MstRowText) off = NULL;

  g_assert_cmpstr (commander->title, ==, "Masséna");
  g_assert_cmpstr (commander->subtitle, ==,
                   "Force commander · Accepted · Exceptional · command distance 12 BW · direct command 5 BW");
  g_assert_cmpstr (sub->subtitle, ==, "Accepted · Incompetent · command distance 8 BW");

  mst_force_set_uses_rule (force, "general-types", FALSE);
  off = mst_force_view_general_row (force, duhesme);
  g_assert_cmpstr (off->subtitle, ==, "Accepted · counts as Competent · command distance 10 BW");
}

static void
test_command_title (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812");
  MstCommand *first = add_command (force, "Lannes", MST_ABILITY_COMPETENT);
  MstCommand *second = add_command (force, "", MST_ABILITY_COMPETENT);
  g_autofree char *a = mst_force_view_command_title (force, first);
  g_autofree char *b = mst_force_view_command_title (force, second);

  g_assert_cmpstr (a, ==, "Lannes");
  g_assert_cmpstr (b, ==, "Sub-general 2");
}

/* Brigade Command (003): Soult's corps from its file.  A commander's
 * radius and how many he may command are the Commander Ratings table's
 * (003:36): Able 12″ and 4, Gifted 16″ and 6, Cautious 8″ and 3. */
static MstForce *
load_soult (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "brigade-french.muster", NULL);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  return force;
}

static MstCommand *
find_command (MstForce *force, const char *name)
{
  for (guint i = 0; i < mst_force_get_n_commands (force); i++)
    if (g_str_equal (mst_general_get_name (mst_command_get_general (mst_force_get_command (force, i))), name))
      return mst_force_get_command (force, i);
  g_assert_not_reached ();
}

/* A Revolutionary Wars general has no rating: his row says what he is
 * and what he commands, never Drums and Muskets's respect and ability. */
static void
test_unrated_general_rows (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "revolutionary-girard.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(MstRowText) girard = NULL;
  g_autoptr(MstRowText) dombrowski = NULL;

  g_assert_no_error (error);
  girard = mst_force_view_general_row (force, mst_force_get_commander (force));
  dombrowski = mst_force_view_general_row (force, mst_command_get_general (find_command (force, "Dombrowski")));
  g_assert_cmpstr (girard->title, ==, "Girard");
  /* The rules' own name for him, as his card has it (001:228-230). */
  g_assert_cmpstr (girard->subtitle, ==, "Divisional General · 2 brigades");
  g_assert_cmpstr (dombrowski->subtitle, ==, "3 battalions");

  /* The force's totals in the words its cards use: battalions of
   * platoons, as many as derive counts. */
  {
    g_autofree char *totals = mst_force_view_force_totals (force);
    g_autoptr(GPtrArray) derived = mst_ruleset_derive (mst_ruleset_lookup ("revolutionary-wars"), force, NULL);
    g_autofree char *want = g_strdup_printf ("%s battalions · %s platoons", mst_derived_lookup (derived, "battalions"),
                                             mst_derived_lookup (derived, "platoons"));

    g_assert_cmpstr (totals, ==, want);
  }

  /* One brigade left: "1 brigade", not "1 brigades". */
  mst_force_remove_command (force, find_command (force, "Dombrowski"));
  g_clear_pointer (&girard, mst_row_text_free);
  girard = mst_force_view_general_row (force, mst_force_get_commander (force));
  g_assert_cmpstr (girard->subtitle, ==, "Divisional General · 1 brigade");
  /* The game and the campaign's battle form call him what the editor and
   * the cards do (001:228-230), not Drums and Muskets' "Force commander". */
  {
    g_autofree char *post = mst_campaign_view_general_post (mst_ruleset_for_force (force), 0);
    g_autofree char *dm = mst_campaign_view_general_post (mst_ruleset_lookup ("drums-and-muskets"), 0);

    g_assert_cmpstr (post, ==, "Divisional General");
    g_assert_cmpstr (dm, ==, "Force commander");
  }
}

/* What a general commands, inside a sentence, as each language writes it:
 * a German noun keeps its capital, a French one does not. */
static void
test_unrated_general_rows_translated (void)
{
  static const struct { const char *language, *locale, *count, *where; } languages[] = {
    { "de", "de_DE.UTF-8", "3 Bataillone", "Unter Saint-Hilaire, in dessen Division · " },
    { "fr", "fr_FR.UTF-8", "3 bataillons", NULL },
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "revolutionary-girard.muster", NULL);
  g_autofree char *old_locale = g_strdup (setlocale (LC_ALL, NULL));
  guint tested = 0;

  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) force = NULL;
      g_autoptr(MstRowText) dombrowski = NULL;

      g_setenv ("LANGUAGE", languages[l].language, TRUE);
      if (setlocale (LC_ALL, languages[l].locale) == NULL)
        {
          g_test_message ("%s is not installed: not tested", languages[l].locale);
          continue;
        }
      force = mst_force_new_from_file (path, catalogue, &error);
      g_assert_no_error (error);
      dombrowski = mst_force_view_general_row (force, mst_command_get_general (find_command (force, "Dombrowski")));
      g_assert_cmpstr (dombrowski->subtitle, ==, languages[l].count);
      if (languages[l].where != NULL)
        {
          g_autoptr(MstForce) soult = load_soult ();
          g_autofree char *subtitle = mst_force_view_command_subtitle (soult, find_command (soult, "Morand"));

          g_assert_true (g_str_has_prefix (subtitle, languages[l].where));
        }
      tested++;
    }
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, old_locale);
  if (tested == 0)
    g_test_skip ("neither de_DE nor fr_FR is installed");
}

static void
test_brigade_command_rows (void)
{
  g_autoptr(MstForce) force = load_soult ();
  MstCommand *saint_hilaire = find_command (force, "Saint-Hilaire");
  MstCommand *morand = find_command (force, "Morand");
  MstCommand *thiebault = find_command (force, "Thiébault");
  g_autoptr(MstRowText) soult = mst_force_view_general_row (force, mst_force_get_commander (force));
  g_autoptr(MstRowText) morand_row = mst_force_view_general_row (force, mst_command_get_general (morand));
  g_autoptr(MstRowText) thiebault_row = mst_force_view_general_row (force, mst_command_get_general (thiebault));
  g_autoptr(MstRowText) unrated = NULL;
  g_autofree char *division = mst_force_view_command_title (force, saint_hilaire);
  g_autofree char *brigade = mst_force_view_command_title (force, morand);
  g_autofree char *division_sub = mst_force_view_command_subtitle (force, saint_hilaire);
  g_autofree char *brigade_sub = mst_force_view_command_subtitle (force, morand);
  g_autofree char *alone_sub = NULL;
  g_autofree char *role = mst_force_view_general_role (force, mst_command_get_general (morand));
  g_autofree char *army_role = mst_force_view_general_role (force, mst_force_get_commander (force));

  /* Soult: three divisions of six. */
  g_assert_cmpstr (soult->title, ==, "Soult");
  g_assert_cmpstr (soult->subtitle, ==, "Army commander · Gifted · 16″ radius · 3/6 under command");
  g_assert_cmpstr (morand_row->subtitle, ==, "Able · 12″ radius · 3/4 under command");
  g_assert_cmpstr (thiebault_row->subtitle, ==, "Cautious · 8″ radius · 2/3 under command");
  g_assert_cmpstr (army_role, ==, "Army commander");
  g_assert_cmpstr (role, ==, "Brigade commander");

  g_assert_cmpstr (division, ==, "Division — Saint-Hilaire");
  g_assert_cmpstr (brigade, ==, "Brigade — Morand");
  /* A division counts the regiments of its brigades. */
  g_assert_cmpstr (division_sub, ==, "5 units · 25 stands");
  g_assert_cmpstr (brigade_sub, ==, "In Saint-Hilaire’s division · 3 units · 15 stands");

  /* On its own, and unrated: the load without a capacity. */
  mst_command_set_parent (morand, NULL);
  mst_general_set_attr (mst_command_get_general (morand), "rating", NULL);
  alone_sub = mst_force_view_command_subtitle (force, morand);
  unrated = mst_force_view_general_row (force, mst_command_get_general (morand));
  g_assert_cmpstr (alone_sub, ==, "In no division · 3 units · 15 stands");
  g_assert_cmpstr (unrated->subtitle, ==, "Rating not set · 3 under command");
  g_assert_true (mst_force_view_command_of (force, mst_command_get_general (morand)) == morand);
  g_assert_null (mst_force_view_command_of (force, mst_force_get_commander (force)));

  /* A regiment's row counts its stands, a battery's its gun and crew. */
  {
    MstRuleset *rs = mst_ruleset_for_force (force);
    MstUnit *regiment = mst_command_get_unit (morand, 0);
    MstUnit *battery = mst_force_add_unit (force, morand, "foot-battery", "Batterie Digeon");
    g_autoptr(MstRowText) regiment_row = mst_force_view_unit_row (rs, regiment);
    g_autoptr(MstRowText) battery_row = mst_force_view_unit_row (rs, battery);

    g_assert_cmpstr (regiment_row->subtitle, ==, "Line infantry · Trained · Steady · Musket · 5 stands");
    g_assert_cmpstr (battery_row->subtitle, ==,
                     "Foot battery (12-pounder) · Veteran · Steady · Heavy gun · 1 gun · 4 crew");
  }
}

/* Drums and Muskets keeps its words. */
static void
test_general_role_drums (void)
{
  g_autoptr(MstForce) force = new_french_force ();
  g_autofree char *sub = mst_force_view_general_role (force, mst_command_get_general (mst_force_get_command (force, 0)));
  g_autofree char *commander = mst_force_view_general_role (force, mst_force_get_commander (force));
  g_autofree char *totals = mst_force_view_command_subtitle (force, mst_force_get_command (force, 0));

  g_assert_cmpstr (sub, ==, "Sub-general");
  g_assert_cmpstr (commander, ==, "Force commander");
  g_assert_cmpstr (totals, ==, "1 unit · 4 bases");
}

static void
test_ruleset_label (void)
{
  g_assert_cmpstr (mst_force_view_ruleset_label ("drums-and-muskets"), ==, "Drums and Muskets");
  g_assert_cmpstr (mst_force_view_ruleset_label ("some-future-rules"), ==, "some-future-rules");
}

static void
test_template_rows (void)
{
  MstNationList *french = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  MstNationList *rhine = mst_catalogue_lookup (catalogue, "confederation-of-the-rhine-1806-1814");
  g_autoptr(MstRowText) raw = NULL;
  g_autoptr(MstRowText) fusiliers = NULL;

  /* French Imperial: "Newly raised French Line, LINE, COA LCOY, 1+ 5+". */
  raw = mst_force_view_template_row (mst_ruleset_lookup ("drums-and-muskets"),
                                     mst_nation_list_lookup_template (french, "newly-raised-french-line"));
  g_assert_cmpstr (raw->title, ==, "Newly raised French Line");
  g_assert_cmpstr (raw->subtitle, ==, "Line foot · COA LCOY · Lackluster 1+ · Steady 5+ · Determined —");

  /* Confederation of the Rhine: "Fusiliers & Musketeers LINE, COA (LCOY) 1+ 4+". */
  fusiliers = mst_force_view_template_row (mst_ruleset_lookup ("drums-and-muskets"),
                                           mst_nation_list_lookup_template (rhine, "fusiliers-musketeers"));
  g_assert_cmpstr (fusiliers->subtitle, ==, "Line foot · COA (LCOY) · Lackluster 1+ · Steady 4+ · Determined —");
}

/* The other rule sets' picker rows speak their own words: a skirmish gun
 * is artillery with its gun and crew (004:425), never "Line foot"; a
 * brigade regiment its training and morale class and its stands; a
 * Revolutionary Wars battalion its kind and platoons. */
static void
test_template_rows_by_ruleset (void)
{
  static const struct { const char *list, *tmpl, *ruleset, *want; } rows[] = {
    { "napoleonic-skirmish-allied", "artillery", "napoleonic-skirmish",
      "Artillery · Cannon ball · British artillery · 1 × Gun · 1 × Officer · 3 × Gunner" },
    { "napoleonic-skirmish-allied", "mounted", "napoleonic-skirmish",
      "Mounted · Carbine · 1 × Officer · 1 × NCO · 10 × Private" },
    { "napoleonic-skirmish-allied", "guerillas", "napoleonic-skirmish",
      "Guerillas · Musket · Bayonets: No · 1 × Officer · 1 × NCO · 18 × Private" },
    { "brigade-command-french", "line", "brigade-command", NULL },
    { "revolutionary-wars-sample", "line-battalion", "revolutionary-wars", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      MstNationList *list = mst_catalogue_lookup (catalogue, rows[i].list);
      g_autoptr(MstRowText) row = NULL;

      g_assert_nonnull (list);
      row = mst_force_view_template_row (mst_ruleset_lookup (rows[i].ruleset),
                                         mst_nation_list_lookup_template (list, rows[i].tmpl));
      g_assert_null (strstr (row->subtitle, "Line foot"));
      g_assert_null (strstr (row->subtitle, "Lackluster"));
      if (rows[i].want != NULL)
        g_assert_cmpstr (row->subtitle, ==, rows[i].want);
      else if (g_str_equal (rows[i].ruleset, "brigade-command"))
        {
          g_assert_true (g_str_has_prefix (row->subtitle, "Infantry · Musket"));
          g_assert_nonnull (strstr (row->subtitle, "× Stand"));
        }
      else
        {
          g_assert_true (g_str_has_prefix (row->subtitle, "Infantry Battalion"));
          g_assert_nonnull (strstr (row->subtitle, "8 × Line Infantry"));
        }
    }

  /* The picker finds a skirmish unit by what its row says: the gun by its
   * gunners, the dragoons by their carbines; not by Drums and Muskets'
   * types or grades. */
  {
    MstRuleset *rs = mst_ruleset_lookup ("napoleonic-skirmish");
    MstNationList *allied = mst_catalogue_lookup (catalogue, "napoleonic-skirmish-allied");
    MstUnitTemplate *gun = mst_nation_list_lookup_template (allied, "artillery");
    MstUnitTemplate *mounted = mst_nation_list_lookup_template (allied, "mounted");

    g_assert_true (mst_force_view_template_matches (rs, gun, "gunner"));
    g_assert_true (mst_force_view_template_matches (rs, mounted, "carbine"));
    g_assert_false (mst_force_view_template_matches (rs, gun, "carbine"));
    g_assert_false (mst_force_view_template_matches (rs, mounted, "line foot"));
    g_assert_false (mst_force_view_template_matches (rs, mounted, "steady"));
    g_assert_cmpint (mst_force_view_template_rank (rs, gun, "artillery"), ==, 0);
    g_assert_cmpint (mst_force_view_template_rank (rs, mounted, "carbine"), ==, 1);
  }
}

/* A finding of any rule set reads its rule's name, never a raw id. */
static void
test_finding_rule_names (void)
{
  static const char *const ids[] = {
    "sk-side", "sk-unit-size", "sk-unit-leaders", "sk-gun-crew", "sk-formation-fits-type", "sk-c-in-c",
    "bc-commander-rated", "bc-command-capacity", "bc-orders-consistent", "bc-unit-in-brigade",
    "bc-training-morale", "bc-column-charge", "bc-weapon-fits-arm", "bc-levels", "bc-brigade-in-division",
    "rw-one-divisional-general", "rw-brigade-general", "rw-unit-in-brigade", "rw-brigade-breaks-at-once",
    "rw-centre-platoon", "rw-platoon-fits-battalion", "rw-wiped-out-at-once", "rw-square-needs-four",
    "rw-card-complete", "rw-one-composite-skirmish", "rw-force-size", "unknown-value",
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "skirmish-allied.muster", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
  g_autoptr(GPtrArray) findings = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const char *text = mst_force_check_describe (ids[i]);

      if (text == NULL)
        g_error ("the rule “%s” has no name", ids[i]);
    }
  g_assert_no_error (error);
  findings = mst_force_check (force);
  g_assert_cmpuint (findings->len, >=, 5);
  for (guint i = 0; i < findings->len; i++)
    {
      g_autoptr(MstRowText) row = mst_force_view_finding_row (g_ptr_array_index (findings, i));

      g_assert_cmpstr (row->subtitle, !=, mst_finding_get_rule_id (g_ptr_array_index (findings, i)));
      g_assert_null (strstr (row->subtitle, "sk-"));
    }
}

static void
test_template_search (void)
{
  MstNationList *french = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  MstUnitTemplate *line = mst_nation_list_lookup_template (french, "regular-french-line");
  MstUnitTemplate *guard = mst_nation_list_lookup_template (french, "young-imperial-guard");
  MstUnitTemplate *hussars = mst_nation_list_lookup_template (french, "line-light-cavalry");
  MstRuleset *rs = mst_ruleset_lookup (mst_nation_list_get_ruleset (french));

  g_assert_true (mst_force_view_template_matches (rs, line, ""));
  g_assert_true (mst_force_view_template_matches (rs, line, "line"));
  g_assert_true (mst_force_view_template_matches (rs, line, "REG fren"));
  g_assert_false (mst_force_view_template_matches (rs, line, "cavalry"));
  g_assert_true (mst_force_view_template_matches (rs, hussars, "cavalry"));
  g_assert_true (mst_force_view_template_matches (rs, hussars, "carbine"));
  g_assert_true (mst_force_view_template_matches (rs, guard, "young guard"));
  g_assert_false (mst_force_view_template_matches (rs, guard, "old guard"));

  /* "line": the Line battalions by name first, the Guard (line foot) after. */
  g_assert_cmpint (mst_force_view_template_rank (rs, line, "line"), ==, 0);
  g_assert_cmpint (mst_force_view_template_rank (rs, guard, "line"), ==, 1);
  g_assert_cmpint (mst_force_view_template_rank (rs, hussars, "line"), ==, 0);
  g_assert_cmpint (mst_force_view_template_rank (rs, line, "cavalry"), ==, 2);
}

static void
test_list_rows (void)
{
  MstNationList *french = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  MstNationList *crimea = mst_catalogue_lookup (catalogue, "crimean-russian-1853-1856");
  g_autoptr(MstRowText) row = mst_force_view_list_row (french);

  g_assert_cmpstr (row->title, ==, "French Imperial");
  g_assert_cmpstr (row->subtitle, ==, "Napoleonic Wars · 1803–1812");

  g_assert_true (mst_force_view_list_matches (french, "napoleonic"));
  g_assert_true (mst_force_view_list_matches (french, "1803"));
  g_assert_true (mst_force_view_list_matches (french, "france"));
  g_assert_false (mst_force_view_list_matches (french, "crimean"));
  g_assert_true (mst_force_view_list_matches (crimea, "crimean"));
}

static void
test_library_rows (void)
{
  MstLibraryEntry nord = { 1, (char *) "Armée du Nord", (char *) "drums-and-muskets",
                           (char *) "french-100-days-1815", 0, 0 };
  MstLibraryEntry lost = { 2, (char *) "", (char *) "drums-and-muskets",
                           (char *) "no-such-list", 0, 0 };
  g_autoptr(MstRowText) row = mst_force_view_library_row (&nord, catalogue);
  g_autoptr(MstRowText) unknown = mst_force_view_library_row (&lost, catalogue);

  g_assert_cmpstr (row->title, ==, "Armée du Nord");
  g_assert_true (g_str_has_prefix (row->subtitle, "French"));
  g_assert_cmpstr (unknown->title, ==, "Unnamed force");
  g_assert_cmpstr (unknown->subtitle, ==, "Unknown list “no-such-list”");

  /* Search ignores case and accents, and also finds the list's name. */
  g_assert_true (mst_force_view_library_matches (&nord, catalogue, "armee"));
  g_assert_true (mst_force_view_library_matches (&nord, catalogue, "ARMÉE nord"));
  g_assert_true (mst_force_view_library_matches (&nord, catalogue, "french"));
  g_assert_false (mst_force_view_library_matches (&nord, catalogue, "prussian"));
  g_assert_true (mst_force_view_library_matches (&nord, catalogue, "  "));
}

/* A library row says how many units and bases the force has, read from
 * what was saved, and the editor's command header and force say the same. */
/* @fixture saved to a library of its own in a new folder (*@dir): the
 * force, and the library's one entry for it. */
static MstForce *
save_fixture (const char *fixture, char **dir, GPtrArray **entries)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", fixture, NULL);
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  MstForce *force;

  *dir = g_dir_make_tmp ("muster-view-XXXXXX", NULL);
  db = g_build_filename (*dir, "muster.db", NULL);
  library = mst_library_open (db, MST_LIBRARY_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  force = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  g_assert_true (mst_library_save (library, force, &error));
  *entries = mst_library_list (library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint ((*entries)->len, ==, 1);
  return force;
}

static void
test_library_totals (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(MstForce) force = save_fixture ("minimal.muster", &dir, &entries);
  g_autoptr(MstRowText) row = NULL;
  g_autofree char *molitor = NULL;
  g_autofree char *all = NULL;
  const MstLibraryEntry *entry = g_ptr_array_index (entries, 0);

  /* 1er Léger 6, 16e Ligne 4, 8e Hussards 4, the battery 2, Vélites 4. */
  g_assert_true (entry->counted);
  g_assert_cmpuint (entry->n_units, ==, 5);
  g_assert_cmpuint (entry->n_bases, ==, 20);
  row = mst_force_view_library_row (entry, catalogue);
  g_assert_true (g_str_has_suffix (row->subtitle, " · 5 units · 20 bases"));

  molitor = mst_force_view_command_totals (force, mst_force_get_command (force, 0));
  g_assert_cmpstr (molitor, ==, "2 units · 10 bases");
  all = mst_force_view_force_totals (force);
  g_assert_cmpstr (all, ==, "5 units · 20 bases");

  mst_test_remove_tree (dir);
}

/* A skirmish force is counted in men: its library row and its totals say
 * figures, the gun not among them. */
static void
test_library_figures (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(MstForce) force = save_fixture ("skirmish-french.muster", &dir, &entries);
  g_autoptr(MstRowText) row = NULL;
  g_autofree char *all = NULL;
  const MstLibraryEntry *entry = g_ptr_array_index (entries, 0);

  /* A staff of 3, grenadiers and voltigeurs 20 each, hussars 12, and the
   * gun's officer and 3 gunners. */
  g_assert_cmpuint (entry->n_units, ==, 5);
  g_assert_cmpuint (entry->n_bases, ==, 59);
  row = mst_force_view_library_row (entry, catalogue);
  g_assert_true (g_str_has_suffix (row->subtitle, " · 5 units · 59 figures"));
  all = mst_force_view_force_totals (force);
  g_assert_cmpstr (all, ==, "5 units · 59 figures");

  mst_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);
  g_assert_cmpuint (mst_catalogue_get_problems (catalogue)->len, ==, 0);

  g_test_add_func ("/muster/force-view/pool/supply", test_pool_supply);
  g_test_add_func ("/muster/force-view/pool/scouting", test_pool_scouting);
  g_test_add_func ("/muster/force-view/pool/initiative-lost-general", test_pool_initiative_lost_general);
  g_test_add_func ("/muster/force-view/pool/general-types-off", test_pool_general_types_off);
  g_test_add_func ("/muster/force-view/pool/single-general", test_pool_single_general);
  g_test_add_func ("/muster/force-view/finding/rows", test_finding_rows);
  g_test_add_func ("/muster/force-view/finding/error-icon", test_finding_error_icon);
  g_test_add_func ("/muster/force-view/unit/row", test_unit_row);
  g_test_add_func ("/muster/force-view/unit/unknown", test_unknown_unit_row);
  g_test_add_func ("/muster/force-view/general/rows", test_general_rows);
  g_test_add_func ("/muster/force-view/command/title", test_command_title);
  g_test_add_func ("/muster/force-view/brigade-command/rows", test_brigade_command_rows);
  g_test_add_func ("/muster/force-view/revolutionary-wars/general-rows", test_unrated_general_rows);
  g_test_add_func ("/muster/force-view/revolutionary-wars/general-rows-translated",
                   test_unrated_general_rows_translated);
  g_test_add_func ("/muster/force-view/general/role-drums", test_general_role_drums);
  g_test_add_func ("/muster/force-view/ruleset-label", test_ruleset_label);
  g_test_add_func ("/muster/force-view/template/rows", test_template_rows);
  g_test_add_func ("/muster/force-view/library-totals", test_library_totals);
  g_test_add_func ("/muster/force-view/template/search", test_template_search);
  g_test_add_func ("/muster/force-view/template/rows-by-ruleset", test_template_rows_by_ruleset);
  g_test_add_func ("/muster/force-view/finding/rule-names", test_finding_rule_names);
  g_test_add_func ("/muster/force-view/list/rows", test_list_rows);
  g_test_add_func ("/muster/force-view/library/rows", test_library_rows);
  g_test_add_func ("/muster/force-view/library/figures", test_library_figures);

  status = g_test_run ();
  g_object_unref (catalogue);
  return status;
}
