/* test-cards.c: roster cards: the rule tables they print, their pages, their text, and fit.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include <libxml/parser.h>

#include "muster-core.h"
#include "mst-rule-tables.h"
#include "mst-rules.h"
#include "mst-card-set.h"
#include "mst-test-util.h"

static MstCatalogue *catalogue;

/* ---- the rule tables against the quick-reference sheets ------------- */

/* The rows of the markdown table that follows the line @heading in
 * tests/data/quick-reference.md (copied from the rules' quick-reference
 * sheets), each a NULL-terminated array of trimmed cells, header and
 * separator rows dropped. */
static GPtrArray *
quick_reference_table (const char *heading)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "quick-reference.md", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  gboolean in_table = FALSE, seen_heading = FALSE;
  guint table_lines = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      if (!seen_heading)
        {
          seen_heading = g_str_has_prefix (line, heading);
          continue;
        }
      if (line[0] != '|')
        {
          if (in_table)
            break;
          continue;
        }
      in_table = TRUE;
      /* The header and the |---| line. */
      if (table_lines++ < 2)
        continue;
      {
        g_auto(GStrv) cells = g_strsplit (line, "|", -1);
        guint n = g_strv_length (cells);
        GStrv row = g_new0 (char *, n);
        /* Drop the empty cells before the first and after the last bar. */
        for (guint c = 1; c + 1 < n; c++)
          row[c - 1] = g_strstrip (g_strdup (cells[c]));
        g_ptr_array_add (rows, row);
      }
    }
  g_assert_true (seen_heading);
  g_assert_cmpuint (rows->len, >, 0);
  return rows;
}

/* Spaces dropped, dashes made plain, lower case: "3+ 2D6" and "3 + 2D6",
 * "Carry On" and "Carry on" compare equal. */
static char *
squash (const char *s)
{
  GString *out = g_string_new (NULL);

  for (const char *p = s; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_isspace (c))
        continue;
      if (c == 0x2013 || c == 0x2014)
        c = '-';
      g_string_append_unichar (out, g_unichar_tolower (c));
    }
  return g_string_free (out, FALSE);
}

static MstTroops
troops_from_table (const char *s)
{
  if (g_str_equal (s, "Foot")) return MST_TROOPS_FOOT;
  if (g_str_equal (s, "Cavalry")) return MST_TROOPS_CAVALRY;
  if (g_str_equal (s, "Artillery Unlimbered")) return MST_TROOPS_ARTILLERY_UNLIMBERED;
  if (g_str_equal (s, "Artillery Limbered")) return MST_TROOPS_ARTILLERY_LIMBERED;
  if (g_str_equal (s, "All Irregular troops")) return MST_TROOPS_IRREGULAR;
  if (g_str_equal (s, "General") || g_str_equal (s, "Generals")) return MST_TROOPS_GENERAL;
  g_error ("unknown unit type “%s” in the quick reference", s);
}

static MstFormation
formation_from_table (const char *s)
{
  if (g_str_equal (s, "Open")) return MST_FORMATION_OPEN;
  if (g_str_equal (s, "Open (Evading)")) return MST_FORMATION_OPEN_EVADING;
  if (g_str_equal (s, "Line") || g_str_equal (s, "Formed - Line")) return MST_FORMATION_LINE;
  if (g_str_equal (s, "Formed")) return MST_FORMATION_FORMED;
  if (g_str_equal (s, "Column of Attack") || g_str_equal (s, "Formed - Column of Attack"))
    return MST_FORMATION_COLUMN_OF_ATTACK;
  if (g_str_equal (s, "Column of March")) return MST_FORMATION_COLUMN_OF_MARCH;
  if (g_str_equal (s, "NA")) return MST_FORMATION_NONE;
  g_error ("unknown formation “%s” in the quick reference", s);
}

/* The printed distance against ours: "NA" and "Cannot charge" are no
 * distance. */
static void
assert_distance (const MstDistance *ours, const char *printed)
{
  g_autofree char *formatted = mst_distance_format (ours, "NA");
  g_autofree char *a = squash (formatted);
  g_autofree char *b = squash (g_str_equal (printed, "Cannot charge") ? "NA" : printed);

  g_assert_cmpstr (a, ==, b);
}

/* Quick-reference sheets, MOVEMENT (Movement Action in the rules). */
static void
test_tables_movement (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_table ("MOVEMENT");
  const char *type = NULL;
  guint n_ours = 0;

  mst_rule_tables_get_movement (&n_ours);
  g_assert_cmpuint (n_ours, ==, rows->len);
  for (guint i = 0; i < rows->len; i++)
    {
      GStrv row = g_ptr_array_index (rows, i);
      const MstMovementRow *ours;
      if (row[0][0] != '\0')
        type = row[0];
      ours = mst_rule_tables_lookup_movement (troops_from_table (type), formation_from_table (row[1]));
      g_assert_nonnull (ours);
      assert_distance (&ours->normal, row[2]);
      assert_distance (&ours->terrain, row[3]);
      assert_distance (&ours->retire, row[4]);
    }
}

/* Quick-reference sheets, CHARGE DISTANCES (the Charge Distance Table). */
static void
test_tables_charge (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_table ("CHARGE DISTANCES");
  const char *type = NULL;
  guint n_ours = 0;

  mst_rule_tables_get_charges (&n_ours);
  g_assert_cmpuint (n_ours, ==, rows->len);
  for (guint i = 0; i < rows->len; i++)
    {
      GStrv row = g_ptr_array_index (rows, i);
      const MstChargeRow *ours;
      if (row[0][0] != '\0')
        type = row[0];
      ours = mst_rule_tables_lookup_charge (troops_from_table (type), formation_from_table (row[1]));
      g_assert_nonnull (ours);
      assert_distance (&ours->charge, row[2]);
    }
}

static MstWeapon
weapon_from_table (const char *s)
{
  if (g_str_has_prefix (s, "Carbines")) return MST_WEAPON_CARBINE;
  if (g_str_has_prefix (s, "Smooth Bore")) return MST_WEAPON_MUSKET;
  if (g_str_has_prefix (s, "Rifles")) return MST_WEAPON_RIFLE;
  if (g_str_has_prefix (s, "Minie")) return MST_WEAPON_MINIE_RIFLE;
  if (g_str_has_prefix (s, "Field Artillery")) return MST_WEAPON_FIELD_ARTILLERY;
  if (g_str_has_prefix (s, "Position Artillery")) return MST_WEAPON_POSITION_ARTILLERY;
  g_error ("unknown weapon “%s” in the quick reference", s);
}

/* "2BW/4+", "4BW3+" (sic), "Long range only: 3BW/6"; "" and "NA": none. */
static void
assert_shot (const MstShot *ours, const char *printed)
{
  g_autoptr(GRegex) re = g_regex_new ("([0-9]+)BW/?([1-6])", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  if (printed[0] == '\0' || g_str_equal (printed, "NA"))
    {
      g_assert_cmpuint (ours->range, ==, 0);
      return;
    }
  g_assert_true (g_regex_match (re, printed, 0, &match));
  {
    g_autofree char *range = g_match_info_fetch (match, 1);
    g_autofree char *score = g_match_info_fetch (match, 2);
    g_assert_cmpuint (ours->range, ==, atoi (range));
    g_assert_cmpuint (ours->score, ==, atoi (score));
  }
}

/* Quick-reference sheets, Shooting Table 1 (Weapons, Ranges and Score to
 * hit).  Each weapon's row is followed by its "As unprompted action
 * response" row, except the artillery's, which have none; the artillery's
 * bounce spans both their rows. */
static void
test_tables_weapons (void)
{
  g_autoptr(GPtrArray) rows = quick_reference_table ("Shooting Table 1");
  guint n_ours = 0, n_weapons = 0;
  const char *bounce = "";

  mst_rule_tables_get_weapons (&n_ours);
  for (guint i = 0; i < rows->len; i++)
    {
      GStrv row = g_ptr_array_index (rows, i);
      GStrv next = i + 1 < rows->len ? g_ptr_array_index (rows, i + 1) : NULL;
      const MstWeaponRow *ours;
      gboolean response = next != NULL && strstr (next[0], "unprompted action response") != NULL;

      if (strstr (row[0], "unprompted action response") != NULL)
        continue;
      n_weapons++;
      ours = mst_rule_tables_lookup_weapon (weapon_from_table (row[0]));
      g_assert_nonnull (ours);
      g_assert_cmpint (ours->one_die_for_unit, ==, strstr (row[1], "for unit") != NULL);
      assert_shot (&ours->short_range, row[2]);
      assert_shot (&ours->long_range, row[3]);
      if (response)
        {
          assert_shot (&ours->response_short, next[2]);
          assert_shot (&ours->response_long, next[3]);
        }
      else
        {
          /* No response row: the unit answers with its own ranges. */
          g_assert_cmpmem (&ours->response_short, sizeof (MstShot), &ours->short_range, sizeof (MstShot));
          g_assert_cmpmem (&ours->response_long, sizeof (MstShot), &ours->long_range, sizeof (MstShot));
        }
      if (row[4][0] != '\0')
        bounce = row[4];
      assert_shot (&ours->bounce, bounce);
    }
  g_assert_cmpuint (n_weapons, ==, n_ours);
  /* Foot armed for hand to hand and cavalry without carbines do not shoot. */
  g_assert_null (mst_rule_tables_lookup_weapon (MST_WEAPON_HAND_TO_HAND));
  g_assert_null (mst_rule_tables_lookup_weapon (MST_WEAPON_NONE));
}

/* ---- formations -------------------------------------------------------- */

static MstForce *
new_force (const char *list_id, const char *name)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, list_id);

  g_assert_nonnull (list);
  return mst_force_new (name, list, NULL);
}

static MstCommand *
add_command (MstForce *force, const char *name)
{
  g_autoptr(MstGeneral) general = mst_general_new (name);
  return mst_force_add_command (force, general);
}

/* The formations of a unit as "Open,Line,…" from the movement rows it
 * prints, square marked "Square". */
static char *
formations_of (MstForce *force, MstUnit *unit)
{
  MstListRules rules = mst_dm_list_get_rules (mst_force_get_list (force));
  g_autoptr(GArray) formations = mst_rule_tables_unit_formations (unit, rules);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < formations->len; i++)
    {
      const MstUnitFormation *f = &g_array_index (formations, MstUnitFormation, i);
      if (s->len > 0)
        g_string_append_c (s, ',');
      g_string_append (s, mst_formation_get_label (f->formation));
    }
  return g_string_free (s, FALSE);
}

/* Formations: "Table summarising the formations allowed to different
 * units", with the movement table's rows for each. */
static void
test_formations (void)
{
  g_autoptr(MstForce) french = new_force ("french-imperial-1803-1812", "French");
  g_autoptr(MstForce) austrians = new_force ("austrian-1809-1815", "Austrians");
  g_autoptr(MstForce) russians = new_force ("russian-1808-1815", "Russians");
  g_autoptr(MstForce) mapuche = new_force ("liberation-mapuche", "Mapuche");
  MstCommand *c = add_command (french, "Lannes");
  struct { MstForce *force; const char *template_id; const char *formations; } cases[] = {
    /* Line foot: Line, Column Attack, Column March; and square. */
    { french, "regular-french-line", "Line,Column of attack,Column of march,Square" },
    /* Light foot: Open, Line, Column Attack, Column March. */
    { french, "regular-french-light", "Open,Open, evading,Line,Column of attack,Column of march,Square" },
    /* All cavalry except irregular: Line, Column Attack, Column March,
     * which the movement table calls Formed. */
    { french, "line-cuirassiers", "Formed,Column of march" },
    /* Carbines can dismount into Open. */
    { french, "line-dragoons", "Open,Open, evading,Formed,Column of march" },
    /* Artillery: deployed (Formed) and limbered (Column of March). */
    { french, "line-artillery", "Formed,Column of march" },
    /* Irregular foot: Open, Column March. */
    { austrians, "grenzer", "Open,Open, evading,Column of march" },
    /* Irregular cavalry: Open, Line, Column March. */
    { russians, "cossacks", "Open,Open, evading,Formed,Column of march" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      MstCommand *command = cases[i].force == french ? c : add_command (cases[i].force, "A general");
      MstUnit *unit = mst_force_add_unit (cases[i].force, command, cases[i].template_id, NULL);
      g_autofree char *got = NULL;
      g_assert_nonnull (unit);
      got = formations_of (cases[i].force, unit);
      g_assert_cmpstr (got, ==, cases[i].formations);
    }

  /* Irregulars charge from the "All Irregular troops" row: 1 + 1D6 in Open. */
  {
    MstUnit *cossacks = mst_force_add_unit (russians, NULL, "cossacks", NULL);
    g_autoptr(GArray) f = mst_rule_tables_unit_formations (cossacks, 0);
    const MstUnitFormation *open = &g_array_index (f, MstUnitFormation, 0);
    g_assert_cmpint (open->formation, ==, MST_FORMATION_OPEN);
    g_assert_cmpuint (open->charge->charge.fixed, ==, 1);
    g_assert_cmpuint (open->charge->charge.n_dice, ==, 1);
  }

  /* "Cannot form square" (the Mapuche list). */
  {
    GListModel *templates = mst_nation_list_get_templates (mst_force_get_list (mapuche));
    for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
      {
        g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i);
        MstUnit *unit = mst_force_add_unit (mapuche, NULL, mst_unit_template_get_id (t), NULL);
        g_autofree char *got = formations_of (mapuche, unit);
        g_assert_null (strstr (got, "Square"));
      }
  }
}

/* ---- pages and geometry ----------------------------------------------- */

static void
test_geometry (void)
{
  MstPaper papers[] = { MST_PAPER_A4, MST_PAPER_LETTER };

  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
      for (int crop = 0; crop <= 1; crop++)
        {
          MstPageGeometry g;
          double w, h, right, bottom;

          mst_paper_get_size (papers[p], &w, &h);
          mst_page_geometry_compute (&g, layout, crop, w, h);
          /* Real card sizes on both papers: poker cards are 63 × 88 mm. */
          g_assert_cmpfloat (g.scale, ==, 1.0);
          if (layout == MST_CARD_LAYOUT_9)
            {
              g_assert_cmpfloat_with_epsilon (g.card_width, MST_MM (63), 1e-6);
              g_assert_cmpfloat_with_epsilon (g.card_height, MST_MM (88), 1e-6);
              g_assert_cmpuint (g.columns * g.rows, ==, 9);
            }
          else
            g_assert_cmpuint (g.columns * g.rows, ==, 4);
          right = g.grid_x + g.columns * g.card_width;
          bottom = g.grid_y + g.rows * g.card_height;
          /* Inside the page with a printer's margin, clear of the stamp. */
          g_assert_cmpfloat (g.grid_x, >=, MST_MM (4) - 1e-6);
          g_assert_cmpfloat (g.grid_y, >=, MST_MM (4) - 1e-6);
          g_assert_cmpfloat (right, <=, w - MST_MM (4) + 1e-6);
          g_assert_cmpfloat (bottom, <=, h - MST_MM (4) + 1e-6);
          if (g.stamp_vertical)
            g_assert_cmpfloat (right, <=, g.stamp_x);
          else
            g_assert_cmpfloat (bottom, <=, g.stamp_y);
          g_assert_cmpfloat (g.stamp_x + g.stamp_width, <=, w);
          g_assert_cmpfloat (g.stamp_y + g.stamp_height, <=, h);
        }
}

/* The PDF's own text in drawing order, whitespace folded to single spaces
 * (a wrapped name reads as one), a line broken after a hyphen joined. */
static char *
pdf_text (const char *pdf)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) spaces = g_regex_new ("[ \\t\\n\\r]+", 0, 0, NULL);
  g_autoptr(GRegex) hyphens = g_regex_new ("- ", 0, 0, NULL);
  g_autofree char *folded = NULL;
  const char *argv[] = { "pdftotext", "-raw", "-enc", "UTF-8", pdf, "-", NULL };
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  folded = g_regex_replace_literal (spaces, out, -1, 0, " ", 0, NULL);
  return g_regex_replace_literal (hyphens, folded, -1, 0, "-", 0, NULL);
}

static guint
pdf_pages (const char *pdf)
{
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "pdftotext", "-raw", pdf, "-", NULL };
  guint pages = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, NULL, &error));
  g_assert_no_error (error);
  /* pdftotext ends every page with a form feed. */
  for (const char *p = out; *p != '\0'; p++)
    pages += *p == '\f';
  return pages;
}

static void
assert_contains (const char *text, const char *needle)
{
  g_autoptr(GRegex) spaces = g_regex_new ("\\s+", 0, 0, NULL);
  g_autofree char *folded = g_regex_replace_literal (spaces, needle, -1, 0, " ", 0, NULL);

  if (strstr (text, folded) == NULL)
    g_error ("“%s” is not in the PDF's text", folded);
}

/* A force of every unit of @list_id, dealt round three commands. */
static MstForce *
force_of_every_unit (const char *list_id, const char *name)
{
  MstForce *force = new_force (list_id, name);
  GListModel *templates = mst_nation_list_get_templates (mst_force_get_list (force));
  MstCommand *commands[3];
  guint n = g_list_model_get_n_items (templates);
  static const char *generals[] = { "Bernadotte", "Soult", "Lannes" };

  mst_general_set_name (mst_force_get_commander (force), "Napoléon");
  for (guint i = 0; i < 3; i++)
    commands[i] = add_command (force, generals[i]);
  mst_dm_general_set_ability (mst_command_get_general (commands[1]), MST_ABILITY_EXCEPTIONAL);
  mst_dm_general_set_ability (mst_command_get_general (commands[2]), MST_ABILITY_INCOMPETENT);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i);
      g_autofree char *unit_name = g_strdup_printf ("No. %u %s", i + 1, mst_unit_template_get_name (t));
      g_assert_nonnull (mst_force_add_unit (force, commands[i % 3], mst_unit_template_get_id (t), unit_name));
    }
  return force;
}

static char *
export (MstCards *cards, const char *dir, const char *name)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (mst_cards_export_pdf (cards, path, &error));
  g_assert_no_error (error);
  return path;
}

/* Units of one name are told apart wherever they are shown, numbered in
 * the force's order as the campaign's battle form numbers them: the
 * editor's rows, the findings, the cards and the game.  The names the force
 * keeps (what its file holds) are not changed. */
static void
on_label_notify (MstUnit *unit, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static void
test_namesakes (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "Namesakes");
  MstCommand *molitor = add_command (force, "Molitor");
  MstCommand *legrand = add_command (force, "Legrand");
  MstRuleset *rs = mst_ruleset_for_force (force);
  MstUnit *line[5];
  static const char *labels[] = { "Regular French Line", "Regular French Line (2)", "Regular French Line (3)",
                                  "Regular French Line (4)", "Regular French Line (5)" };
  g_autofree char *data = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-namesakes-XXXXXX", NULL);
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(MstGame) game = NULL;
  guint notified = 0;

  for (guint i = 0; i < 5; i++)
    line[i] = mst_force_add_unit (force, i < 3 ? molitor : legrand, "regular-french-line", NULL);
  /* The editor's rows. */
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(MstRowText) row = mst_force_view_unit_row (rs, line[i]);
      g_assert_cmpstr (row->title, ==, labels[i]);
    }
  /* The cards: a card headed by each, and the roster's lines. */
  cards = mst_cards_new (force);
  pdf = export (cards, dir, "cards.pdf");
  text = pdf_text (pdf);
  for (guint i = 1; i < 5; i++)
    assert_contains (text, labels[i]);
  /* The game, and what it says it did. */
  game = mst_game_new_for_force (force, 0);
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (mst_game_get_units (game), i);
      g_assert_cmpstr (mst_game_unit_get_label (u), ==, labels[i]);
    }
  /* The file keeps the names as the player gave them. */
  data = mst_force_to_data (force, NULL);
  g_assert_null (strstr (data, "(2)"));
  for (guint i = 0; i < 5; i++)
    g_assert_cmpstr (mst_unit_get_name (line[i]), !=, labels[1]);

  /* The first renamed: the others move up, and each row that shows one is
   * told (notify::label), the force changed once. */
  g_signal_connect (line[2], "notify::label", G_CALLBACK (on_label_notify), &notified);
  mst_unit_set_name (line[0], "16e Ligne");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (mst_unit_get_label (line[0]), ==, "16e Ligne");
  g_assert_cmpstr (mst_unit_get_label (line[1]), ==, "Regular French Line");
  g_assert_cmpstr (mst_unit_get_label (line[2]), ==, "Regular French Line (2)");
  /* A player's own "(2)" is never given to another. */
  mst_unit_set_name (line[4], "Regular French Line (3)");
  g_assert_cmpstr (mst_unit_get_label (line[3]), ==, "Regular French Line (4)");
  g_assert_cmpstr (mst_unit_get_label (line[4]), ==, "Regular French Line (3)");
  mst_test_remove_tree (dir);
}

static void
assert_pool (const char *text, const char *caption, guint dice)
{
  const char *at = strstr (text, caption);
  g_autoptr(GRegex) re = g_regex_new ("([0-9]+)D6", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *value = NULL;

  if (at == NULL)
    g_error ("the pool “%s” is not in the PDF's text", caption);
  g_assert_true (g_regex_match (re, at, 0, &match));
  value = g_match_info_fetch (match, 1);
  g_assert_cmpuint (atoi (value), ==, dice);
}

/* Every unit, general and pool of forces from several lists is in the
 * PDF's own text, and there are as many pages as the layout needs. */
static void
test_pdf_text (void)
{
  static const char *lists[] = {
    "french-imperial-1803-1812", "british-peninsular-1807-1814", "russian-1808-1815",
    "crimean-russian-1853-1856", "liberation-mapuche",
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      g_autofree char *name = g_strdup_printf ("Force of %s", lists[l]);
      g_autoptr(MstForce) force = force_of_every_unit (lists[l], name);
      g_autoptr(MstCards) cards = mst_cards_new (force);
      g_autoptr(GPtrArray) units = mst_force_list_units (force);
      g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
      g_autoptr(GDateTime) date = g_date_time_new_local (2024, 6, 18, 12, 0, 0);
      guint n_cards = units->len + generals->len;

      mst_cards_set_date (cards, date);
      for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
        {
          guint per_page = layout == MST_CARD_LAYOUT_9 ? 9 : 4;
          guint expected_pages;
          g_autofree char *file = g_strdup_printf ("%s-%d.pdf", lists[l], layout);
          g_autofree char *path = NULL;
          g_autofree char *text = NULL;
          g_autofree char *version = NULL;

          mst_cards_set_layout (cards, layout);
          mst_cards_set_paper (cards, l % 2 == 0 ? MST_PAPER_A4 : MST_PAPER_LETTER);
          mst_cards_set_crop_marks (cards, layout == MST_CARD_LAYOUT_9);
          /* A card or more for every general and unit; the sheet's
           * pages, then the cards at the layout's number to a page. */
          g_assert_cmpuint (mst_cards_get_n_cards (cards), >=, n_cards);
          g_assert_cmpuint (mst_cards_get_n_cards (cards), <=, 3 * n_cards);
          g_assert_cmpuint (mst_cards_get_n_sheets (cards), >=, 1);
          expected_pages = mst_cards_get_n_sheets (cards) +
                           (mst_cards_get_n_cards (cards) + per_page - 1) / per_page;
          g_assert_cmpuint (mst_cards_get_n_pages (cards), ==, expected_pages);
          path = export (cards, dir, file);
          g_assert_cmpuint (pdf_pages (path), ==, expected_pages);

          text = pdf_text (path);
          for (guint i = 0; i < units->len; i++)
            assert_contains (text, mst_unit_get_name (g_ptr_array_index (units, i)));
          for (guint i = 0; i < generals->len; i++)
            assert_contains (text, mst_general_get_name (g_ptr_array_index (generals, i)));
          assert_pool (text, "SUPPLY DICE", mst_rules_supply_dice (force));
          assert_pool (text, "SCOUTING POOL", mst_rules_scouting_pool (force));
          assert_pool (text, "TURN INITIATIVE", mst_rules_initiative_pool (force));
          assert_contains (text, "RESILIENCE OUTCOMES");
          assert_contains (text, "BAGGAGE CAMP");
          /* The stamp on every page. */
          version = g_strdup_printf ("list version %u", mst_nation_list_get_version (mst_force_get_list (force)));
          assert_contains (text, version);
          for (guint p = 1; p <= expected_pages; p++)
            {
              /* 18 June 2024 as the locale writes a date (C: 06/18/24). */
              g_autofree char *day = g_date_time_format (date, "%x");
              g_autofree char *stamp = g_strdup_printf ("Muster %s · %s · page %u of %u",
                                                        PACKAGE_VERSION, day, p, expected_pages);
              assert_contains (text, stamp);
            }
          g_unlink (path);
        }
    }
  g_rmdir (dir);
}

static void
test_pdf_resilience (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-XXXXXX", NULL);
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "Resilience");
  MstCommand *c = add_command (force, "Ney");
  MstUnit *rolled = mst_force_add_unit (force, c, "combined-grenadiers", "Grenadiers réunis");
  g_autoptr(MstCards) cards = mst_cards_new (force);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  mst_force_add_unit (force, c, "italian-line", "1er de Ligne italien");
  mst_dm_unit_set_resilience (rolled, MST_GRADE_DETERMINED, 5);
  path = export (cards, dir, "resilience.pdf");
  text = pdf_text (path);
  /* Deployed: the grade and the die that gave it. */
  assert_contains (text, "Determined, rolled 5");
  /* Not yet: the thresholds (Italian Line 1+ / 2+ / 6+) and a blank. */
  assert_contains (text, "Lackluster 1+ Steady 2+ Determined 6+");
  assert_contains (text, "Grade");
  g_unlink (path);
  g_rmdir (dir);
}

/* A unit whose list entry is gone still gets its card, saying so. */
static void
test_pdf_unknown_template (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-XXXXXX", NULL);
  g_autofree char *source = mst_test_fixture ("unknown-template.muster");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (source, catalogue, &error);
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  cards = mst_cards_new (force);
  units = mst_force_list_units (force);
  path = export (cards, dir, "unknown.pdf");
  text = pdf_text (path);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      assert_contains (text, mst_unit_get_name (unit));
      if (mst_unit_is_unknown (unit))
        {
          g_autofree char *note = g_strdup_printf ("Not in the list: %s", mst_unit_get_template_id (unit));
          assert_contains (text, note);
        }
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_pdf_unwritable (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "Nowhere");
  g_autoptr(MstCards) cards = mst_cards_new (force);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "no-such-folder", "cards.pdf", NULL);

  g_assert_false (mst_cards_export_pdf (cards, path, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_rmdir (dir);
}

/* ---- fit ------------------------------------------------------------- */

/* Every text of every page fits its box, on both papers, in both layouts,
 * with and without crop marks, and none is smaller than 4.4 points. */
/* Every layout, paper, crop marks and bleed: nothing cut short, nothing
 * under 6 pt on paper, body text of 7 pt and more on poker cards, and the
 * same size on every card of a page ("Command" is set in the body size on
 * every unit card). */
static void
assert_everything_fits (MstCards *cards)
{
  static const MstPaper papers[] = { MST_PAPER_A4, MST_PAPER_LETTER };
  /* The label every Drums and Muskets unit card carries, in the body
   * size. */
  const char *body_label = g_dgettext (GETTEXT_PACKAGE, "Command");

  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    /* Every layout, the card stock players buy with them. */
    for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_A6; layout++)
      for (int crop = 0; crop <= 1; crop++)
        for (int bleed = 0; bleed <= (layout == MST_CARD_LAYOUT_ROSTER || mst_card_layout_is_stock (layout) ? 0 : 1);
             bleed++)
        {
          g_autoptr(GPtrArray) boxes = NULL;
          g_auto(GStrv) overflows = NULL;
          double w, h, body_size = 0;
          guint bad = 0, n_body = 0;
          guint n_sheets;

          mst_cards_set_layout (cards, layout);
          mst_cards_set_crop_marks (cards, crop);
          mst_cards_set_bleed (cards, bleed);
          mst_paper_get_size (papers[p], &w, &h);
          boxes = mst_cards_check_fit (cards, w, h);
          n_sheets = mst_cards_get_n_sheets (cards);
          /* A box for each of a few dozen texts a card. */
          if (layout != MST_CARD_LAYOUT_ROSTER)
            g_assert_cmpuint (boxes->len, >, 20 * mst_cards_get_n_cards (cards));
          else
            g_assert_cmpuint (n_sheets, ==, mst_cards_get_n_pages (cards));
          for (guint i = 0; i < boxes->len; i++)
            {
              MstTextBox *b = g_ptr_array_index (boxes, i);
              if (!b->fits || b->font_size < 6.0 - 0.01)
                {
                  g_test_message ("%s, %s, crop %d, bleed %d, page %u: “%s” in %.1f × %.1f pt needs %.1f × %.1f at %.2f pt",
                                  mst_paper_to_string (papers[p]), mst_card_layout_to_string (layout), crop, bleed,
                                  b->page + 1, b->text, b->width, b->height, b->needed_width,
                                  b->needed_height, b->font_size);
                  bad++;
                }
              if (b->page >= n_sheets && g_str_equal (b->text, body_label))
                {
                  if (n_body++ == 0)
                    body_size = b->font_size;
                  /* One size on every card: none shrinks on its own. */
                  g_assert_cmpfloat_with_epsilon (b->font_size, body_size, 0.01);
                  if (layout == MST_CARD_LAYOUT_9)
                    g_assert_cmpfloat (b->font_size, >=, 7.0 - 0.01);
                }
            }
          g_assert_cmpuint (bad, ==, 0);
          /* What does not fit a card runs on to continuation cards: no
           * section is cut off. */
          overflows = mst_cards_dup_overflows (cards);
          if (g_strv_length (overflows) > 0)
            g_test_message ("%s, %s: cut off: %s", mst_paper_to_string (papers[p]), mst_card_layout_to_string (layout),
                            overflows[0]);
          g_assert_cmpuint (g_strv_length (overflows), ==, 0);
        }
  mst_cards_set_bleed (cards, FALSE);
}

static gint
by_length (gconstpointer a, gconstpointer b)
{
  return (int) g_utf8_strlen (*(const char **) b, -1) - (int) g_utf8_strlen (*(const char **) a, -1);
}

/* The longest list title and unit names of the shipped lists. */
static void
test_fit_longest_names (void)
{
  GListModel *lists = mst_catalogue_get_lists (catalogue);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(MstNationList) longest_list = NULL;
  g_autofree char *longest_title = NULL;
  const char *longest_unit_list = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (lists); i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      g_autofree char *title = mst_nation_list_dup_title (list);
      GListModel *templates = mst_nation_list_get_templates (list);
      if (longest_title == NULL || g_utf8_strlen (title, -1) > g_utf8_strlen (longest_title, -1))
        {
          g_set_object (&longest_list, list);
          g_free (longest_title);
          longest_title = g_steal_pointer (&title);
        }
      for (guint j = 0; j < g_list_model_get_n_items (templates); j++)
        {
          g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, j);
          g_ptr_array_add (names, (gpointer) mst_unit_template_get_name (t));
          if (names->len == 1 || g_utf8_strlen (mst_unit_template_get_name (t), -1) >=
                                 g_utf8_strlen (g_ptr_array_index (names, 0), -1))
            longest_unit_list = mst_nation_list_get_id (list);
        }
    }
  g_ptr_array_sort (names, by_length);

  /* The list with the longest title, every unit of it, every doctrine it
   * allows taken, and eight bases a unit. */
  {
    g_autoptr(MstForce) force = force_of_every_unit (mst_nation_list_get_id (longest_list),
                                                     "Corpo di Spedizione Sardo in Crimea, Battaglia della Cernaia");
    g_autoptr(GPtrArray) units = mst_force_list_units (force);
    g_autoptr(MstCards) cards = mst_cards_new (force);
    for (guint i = 0; i < units->len; i++)
      {
        MstUnit *u = g_ptr_array_index (units, i);
        mst_dm_unit_set_doctrines (u, mst_dm_template_get_allowed_doctrines (mst_unit_get_template (u)));
        mst_unit_set_bases (u, 8);
      }
    mst_general_set_name (mst_force_get_commander (force), "Alfonso Ferrero La Marmora, Marchese della Marmora");
    mst_dm_force_set_baggage_camp (force, "The monastery of Saint George above Balaklava, with the reserve ammunition park");
    assert_everything_fits (cards);
  }

  /* Units named after the ten longest unit names of all the lists, in the
   * list that holds the longest, with long generals' names. */
  {
    g_autoptr(MstForce) force = new_force (longest_unit_list, "Ejército Unido Libertador del Perú");
    MstCommand *a = add_command (force, "Bernardo O’Higgins Riquelme, Capitán General de Chile");
    MstCommand *b = add_command (force, "Juan Gregorio de Las Heras de la Gacha");
    GListModel *templates = mst_nation_list_get_templates (mst_force_get_list (force));
    g_autoptr(MstCards) cards = mst_cards_new (force);
    for (guint i = 0; i < 10; i++)
      {
        g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i % g_list_model_get_n_items (templates));
        MstUnit *u = mst_force_add_unit (force, i % 2 ? a : b, mst_unit_template_get_id (t),
                                         g_ptr_array_index (names, i));
        mst_dm_unit_set_doctrines (u, mst_dm_template_get_allowed_doctrines (t));
      }
    assert_everything_fits (cards);
  }
}

/* The most doctrines a list grants, every weapon, many bases, and names
 * far longer than any the lists print. */
static void
test_fit_extremes (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "Extremes");
  g_autoptr(MstCards) cards = NULL;
  GString *long_name = g_string_new (NULL);
  MstCommand *c;
  MstUnit *guard, *rifles;

  /* 80 characters, in words: nearly twice the longest unit name printed. */
  while (long_name->len < 80)
    g_string_append (long_name, "Grenadiers ");
  g_string_truncate (long_name, 80);
  mst_force_set_name (force, long_name->str);
  mst_general_set_name (mst_force_get_commander (force), long_name->str);
  c = add_command (force, long_name->str);

  /* Old Imperial Guard: COA, LCOY, GUARD, ZEALOUS, the most of any list. */
  guard = mst_force_add_unit (force, c, "old-imperial-guard", long_name->str);
  mst_unit_set_bases (guard, 12);
  rifles = mst_force_add_unit (force, c, "regular-french-light", long_name->str);
  mst_dm_unit_set_weapon (rifles, MST_WEAPON_MINIE_RIFLE);
  mst_unit_set_bases (rifles, 10);
  mst_unit_set_bases (mst_force_add_unit (force, c, "guard-artillery", long_name->str), 4);
  mst_dm_unit_set_weapon (mst_force_add_unit (force, c, "line-artillery", long_name->str),
                       MST_WEAPON_POSITION_ARTILLERY);
  mst_force_add_unit (force, c, "guard-chasseurs", long_name->str);
  for (guint i = 0; i < 20; i++)
    mst_force_add_unit (force, c, "regular-french-line", long_name->str);
  mst_dm_force_set_baggage_camp (force, long_name->str);

  cards = mst_cards_new (force);
  assert_everything_fits (cards);
  g_string_free (long_name, TRUE);
}

/* What cannot fit is reported, not hidden: a name of one 200-letter word. */
static void
test_fit_reports_overflow (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "Overflow");
  g_autofree char *word = g_strnfill (200, 'W');
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(GPtrArray) boxes = NULL;
  gboolean reported = FALSE;
  double w, h;

  mst_force_add_unit (force, add_command (force, "Ney"), "regular-french-line", word);
  cards = mst_cards_new (force);
  mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
  mst_paper_get_size (MST_PAPER_A4, &w, &h);
  boxes = mst_cards_check_fit (cards, w, h);
  for (guint i = 0; i < boxes->len; i++)
    {
      MstTextBox *b = g_ptr_array_index (boxes, i);
      /* The text itself, not the card reported as cut short. */
      if (!b->fits && g_str_equal (b->text, word) && b->font_size > 0)
        {
          reported = TRUE;
          g_assert_cmpfloat (b->needed_width, >, b->width);
        }
    }
  g_assert_true (reported);
}

/* ---- muster-cli cards -------------------------------------------------- */

static int
run_cli (char **out_err, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("MUSTER_CLI");
  const char *arg;
  va_list args;
  int status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  va_start (args, out_err);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, out_err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-XXXXXX", NULL);
  g_autofree char *force = mst_test_fixture ("minimal.muster");
  g_autofree char *pdf = g_build_filename (dir, "cards.pdf", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "missing", "cards.pdf", NULL);
  g_autofree char *err = NULL;

  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) loaded = mst_force_new_from_file (force, catalogue, &error);
  g_autoptr(MstCards) cards = NULL;

  /* minimal.muster: as many pages as the cards of it say. */
  g_assert_no_error (error);
  cards = mst_cards_new (loaded);
  mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
  mst_cards_set_paper (cards, MST_PAPER_LETTER);
  mst_cards_set_crop_marks (cards, TRUE);
  g_assert_cmpint (run_cli (NULL, "cards", force, "-o", pdf, "--layout", "cards-9",
                            "--paper", "letter", "--crop-marks", NULL), ==, 0);
  g_assert_cmpuint (pdf_pages (pdf), ==, mst_cards_get_n_pages (cards));
  mst_cards_set_layout (cards, MST_CARD_LAYOUT_4);
  mst_cards_set_paper (cards, mst_paper_get_default ());
  mst_cards_set_crop_marks (cards, FALSE);
  g_assert_cmpint (run_cli (NULL, "cards", force, "-o", pdf, "--force", NULL), ==, 0);
  g_assert_cmpuint (pdf_pages (pdf), ==, mst_cards_get_n_pages (cards));
  /* The roster: the force on one page. */
  g_assert_cmpint (run_cli (NULL, "cards", force, "-o", pdf, "--layout", "roster", "--force", NULL), ==, 0);
  g_assert_cmpuint (pdf_pages (pdf), ==, 1);
  /* A bleed: the same cards, crop marks and all. */
  g_assert_cmpint (run_cli (NULL, "cards", force, "-o", pdf, "--layout", "cards-9", "--bleed", "--force", NULL), ==, 0);
  {
    g_autofree char *text = pdf_text (pdf);
    assert_contains (text, "Army of Italy");
    assert_contains (text, "Batterie à cheval");
  }

  g_assert_cmpint (run_cli (&err, "cards", force, "-o", pdf, "--layout", "cards-6", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "cards-6"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&err, "cards", force, "-o", pdf, "--paper", "a3", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "a3"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&err, "cards", force, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "-o"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&err, "cards", force, "-o", nowhere, NULL), ==, 2);
  g_assert_nonnull (strstr (err, nowhere));
  g_clear_pointer (&err, g_free);

  g_unlink (pdf);
  g_rmdir (dir);
}

typedef struct {
  GError *error;
  gboolean done;
} Exported;

static void
on_exported (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Exported *state = user_data;

  mst_cards_export_pdf_finish (MST_CARDS (source), result, &state->error);
  state->done = TRUE;
}

/* The PDF is drawn and written in a worker thread, from the force as it
 * stood when asked: an edit meanwhile does not reach it. */
static void
test_export_async (void)
{
  g_autofree char *fixture = mst_test_fixture ("minimal.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-async-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "cards.pdf", NULL);
  g_autoptr(GError) load_error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (fixture, catalogue, &load_error);
  g_autoptr(MstCards) cards = NULL;
  g_autofree char *text = NULL;
  Exported state = { NULL, FALSE };

  g_assert_no_error (load_error);
  cards = mst_cards_new (force);
  mst_cards_export_pdf_async (cards, pdf, NULL, on_exported, &state);
  mst_force_set_name (force, "Renamed meanwhile");
  while (!state.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (state.error);
  g_assert_cmpuint (pdf_pages (pdf), ==, mst_cards_get_n_pages (cards));
  text = pdf_text (pdf);
  assert_contains (text, "Army of Italy");
  g_assert_null (strstr (text, "Renamed meanwhile"));
  mst_test_remove_tree (dir);
}

/* A general lost in a campaign is marked so on his card and on the force
 * sheet. */
static void
test_lost_general (void)
{
  g_autofree char *fixture = mst_test_fixture ("minimal.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-lost-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "cards.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (fixture, catalogue, &error);
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  generals = mst_force_list_generals (force);
  mst_general_set_lost (g_ptr_array_index (generals, 2), TRUE);   /* Duhesme */
  /* A unit of no name of its own is listed once by its type's name. */
  mst_force_add_unit (force, mst_force_get_command (force, 0), "regular-french-line", NULL);
  cards = mst_cards_new (force);
  g_assert_true (mst_cards_export_pdf (cards, pdf, &error));
  text = pdf_text (pdf);
  assert_contains (text, "Duhesme — lost, out of the force until replaced");
  assert_contains (text, "Lost: out of the force until replaced");
  /* The others are as they were. */
  assert_contains (text, "Molitor — Accepted, Competent");
  assert_contains (text, "Regular French Line — 4 bases");
  g_assert_null (strstr (text, "Regular French Line — Regular French Line"));
  mst_test_remove_tree (dir);
}

/* The hits track follows the hits-per-base reading; a unit that throws 1D6
 * for the unit still throws 2D6. */
static void
test_hits_per_base (void)
{
  g_autofree char *fixture = mst_test_fixture ("minimal.muster");
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-hits-XXXXXX", NULL);
  g_autofree char *six = g_build_filename (dir, "six.pdf", NULL);
  g_autofree char *two = g_build_filename (dir, "two.pdf", NULL);
  g_autofree char *text_six = NULL;
  g_autofree char *text_two = NULL;
  g_autofree char *err = NULL;

  /* 16e Ligne: 4 bases. */
  g_assert_cmpint (run_cli (NULL, "cards", fixture, "-o", six, NULL), ==, 0);
  g_assert_cmpint (run_cli (NULL, "cards", fixture, "-o", two, "--hits-per-base", "2", NULL), ==, 0);
  text_six = pdf_text (six);
  text_two = pdf_text (two);
  /* Captions are set in capitals. */
  assert_contains (text_six, "HITS: 4 BASES, 24 HITS");
  assert_contains (text_two, "HITS: 4 BASES, 8 HITS");
  /* The light-company reminder as the printed rows have it. */
  assert_contains (text_six, "Shooters lose 1 die against it: open ones and columns of march always, "
                             "formed ones only without LCOY, artillery never. Shooters without LCOY that fire at it "
                             "test at −1.");
  /* A reading the force's rules do not allow is refused, naming those they do. */
  g_assert_cmpint (run_cli (&err, "cards", fixture, "-o", two, "--force", "--hits-per-base", "3", NULL), ==, 2);
  assert_contains (err, "hits per base are 6 or 2 in Drums and Muskets, not 3");

  /* Carbines: 1D6 for the unit, thrown as 2D6. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(MstForce) force = mst_force_new_from_file (fixture, catalogue, &error);
    g_autoptr(MstCards) cards = NULL;
    g_autofree char *carbines = g_build_filename (dir, "carbines.pdf", NULL);
    g_autofree char *text = NULL;
    g_autoptr(GPtrArray) units = mst_force_list_units (force);
    MstUnit *hussards = g_ptr_array_index (units, 2);

    g_assert_cmpstr (mst_unit_get_name (hussards), ==, "8e Hussards");
    mst_dm_unit_set_doctrines (hussards, mst_dm_unit_get_doctrines (hussards) | MST_DOCTRINE_CARBINE);
    mst_dm_unit_set_weapon (hussards, MST_WEAPON_CARBINE);
    cards = mst_cards_new (force);
    g_assert_true (mst_cards_export_pdf (cards, carbines, &error));
    text = pdf_text (carbines);
    assert_contains (text, "1D6 for the unit, thrown as 2D6 (at least 2D6)");
  }
  mst_test_remove_tree (dir);
}

/* ---- Napoleonic Skirmish ----------------------------------------------- */

/* A skirmish force's cards: a card and a figure track for each basic unit,
 * one for a gun and one for a leader; every text fits; the PDF says what
 * `derive` says of each unit, and the side sheet names the C-in-C. */
static void
test_skirmish (void)
{
  static const char *fixtures[] = { "skirmish-french.muster", "skirmish-allied.muster" };
  MstRuleset *rs = mst_ruleset_lookup ("napoleonic-skirmish");
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-XXXXXX", NULL);

  g_assert_nonnull (rs);
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", fixtures[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);
      g_autoptr(MstCards) cards = NULL;
      g_autoptr(GPtrArray) units = NULL;
      g_autoptr(GPtrArray) whole = NULL;
      g_autofree char *pdf = NULL;
      g_autofree char *text = NULL;
      guint expected = 0;

      g_assert_no_error (error);
      units = mst_force_list_units (force);
      for (guint u = 0; u < units->len; u++)
        {
          const char *kind = mst_unit_get_kind (g_ptr_array_index (units, u));
          expected += g_str_equal (kind, "artillery") || g_str_equal (kind, "command-group") ? 1 : 2;
        }
      cards = mst_cards_new (force);
      /* A card or more each (a long figure track runs on). */
      g_assert_cmpuint (mst_cards_get_n_cards (cards), >=, expected);
      assert_everything_fits (cards);

      mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
      mst_cards_set_crop_marks (cards, FALSE);
      pdf = export (cards, dir, fixtures[i]);
      g_assert_cmpuint (pdf_pages (pdf), ==, mst_cards_get_n_pages (cards));
      text = pdf_text (pdf);
      assert_contains (text, "Napoleonic Skirmish");
      whole = mst_ruleset_derive (rs, force, NULL);
      if (mst_derived_lookup (whole, "c-in-c") != NULL)
        {
          g_autofree char *line = g_strdup_printf ("Commander-in-Chief: %s,", mst_derived_lookup (whole, "c-in-c"));
          assert_contains (text, line);
        }
      for (guint u = 0; u < units->len; u++)
        {
          MstUnit *unit = g_ptr_array_index (units, u);
          g_autoptr(GPtrArray) d = mst_ruleset_derive (rs, force, unit);
          const char *critical = mst_derived_lookup (d, "critical-at");
          const char *hits = mst_derived_lookup (d, "hits-class-i");
          const char *fire = mst_derived_lookup (d, "fire-class-i");

          assert_contains (text, mst_unit_get_name (unit));
          if (critical != NULL)
            {
              g_autofree char *line = g_strdup_printf ("Critical at %s figures or fewer", critical);
              assert_contains (text, line);
            }
          /* A leader's card gives his pistol's rule instead of a firing row. */
          if (hits != NULL && fire != NULL
              && !g_str_equal (mst_unit_get_kind (unit), "command-group"))
            {
              /* Class I, die 2–5: the fraction and the hits at full strength. */
              g_auto(GStrv) f = g_strsplit (fire, " ", 3);
              g_auto(GStrv) h = g_strsplit (hits, " ", 3);
              g_autofree char *cell = g_strdup_printf ("%s · %s", f[1], h[1]);
              assert_contains (text, cell);
            }
        }
      g_unlink (pdf);
    }
  g_rmdir (dir);
}

/* The layouts' and papers' names are their enumerations' nicks; the
 * cards' properties are enumerations. */
static void
test_names (void)
{
  MstCardLayout layout;
  MstPaper paper;
  GObjectClass *klass = g_type_class_ref (MST_TYPE_CARDS);

  g_assert_cmpstr (mst_card_layout_to_string (MST_CARD_LAYOUT_4), ==, "cards-4");
  g_assert_true (mst_card_layout_from_string ("cards-9", &layout));
  g_assert_cmpint (layout, ==, MST_CARD_LAYOUT_9);
  g_assert_false (mst_card_layout_from_string ("9", &layout));
  g_assert_true (mst_paper_from_string ("Letter", &paper));
  g_assert_cmpint (paper, ==, MST_PAPER_LETTER);
  g_assert_false (mst_paper_from_string (NULL, &paper));
  g_assert_true (G_IS_PARAM_SPEC_ENUM (g_object_class_find_property (klass, "layout")));
  g_assert_true (G_IS_PARAM_SPEC_ENUM (g_object_class_find_property (klass, "paper")));
  g_type_class_unref (klass);
}

/* ---- playable at the table ------------------------------------------- */

/* The cards of the fixture @name. */
static MstCards *
fixture_cards (const char *name)
{
  g_autofree char *path = mst_test_fixture (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  return mst_cards_new (force);
}

/* The force sheet carries the Resilience Situation Adjustment Table and the
 * Hold Test whole, each row with its figures as the rules print them
 * (test-tables checks those figures against the rules' text), what each
 * grade does, and a glossary of exactly the doctrines on the cards. */
static void
test_sheet_reference (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-sheet-XXXXXX", NULL);
  g_autoptr(MstCards) cards = fixture_cards ("sample-french.muster");
  MstForce *force = mst_cards_get_force (cards);
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  MstTableSet *tables = mst_ruleset_get_tables (mst_ruleset_for_force (force));
  const MstTable *rows;
  int v;
  MstDoctrines present = 0;

  mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
  pdf = export (cards, dir, "sheet.pdf");
  text = pdf_text (pdf);

  /* Every row, every column. */
  assert_contains (text, "Situation (testers) From shooting Charge or melee All other cases");
  rows = mst_table_set_lookup (tables, "resilience-situations");
  g_assert_cmpuint (mst_table_get_n_rows (rows), ==, 28);
  for (guint i = 0; i < mst_table_get_n_rows (rows); i++)
    {
      GString *line = g_string_new (mst_table_get_row_label (rows, i));
      for (guint c = 0; c < mst_table_get_n_columns (rows); c++)
        if (mst_cell_get_modifier (mst_table_get_cell (rows, i, c), &v))
          g_string_append_printf (line, " %s", mst_table_get_cell (rows, i, c)->text);
      assert_contains (text, line->str);
      g_string_free (line, TRUE);
    }
  rows = mst_table_set_lookup (tables, "hold-situations");
  g_assert_cmpuint (mst_table_get_n_rows (rows), ==, 11);
  assert_contains (text, "HOLD TEST");
  for (guint i = 0; i < mst_table_get_n_rows (rows); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s %s", mst_table_get_row_label (rows, i),
                                               mst_table_get_cell (rows, i, 0)->text);
      assert_contains (text, line);
    }
  /* "If the score is 7 or greater than the unit must charge". */
  assert_contains (text, "7 or more, it must charge");
  /* Grades: the adjustment table's own rows. */
  assert_contains (text, "WHAT EACH GRADE DOES");
  assert_contains (text, "Determined Resilience +1 from shooting, +2 in charge or melee, +1 in all other cases; hold test +2.");
  assert_contains (text, "Lackluster Resilience −1 from shooting, −2 in charge or melee, −1 in all other cases; hold test −2.");

  /* The glossary: each doctrine on a card, spelt out; no other. */
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    present |= mst_dm_unit_get_doctrines (g_ptr_array_index (units, i));
  g_assert_cmpuint (present, !=, 0);
  assert_contains (text, "DOCTRINES ON THE CARDS");
  for (guint i = 0; i < MST_N_DOCTRINES; i++)
    {
      MstDoctrines d = 1u << i;
      g_autofree char *entry = g_strdup_printf ("%s %s: %s", mst_doctrine_to_string (d), mst_doctrine_get_label (d),
                                                mst_doctrine_get_reminder (d));
      g_autofree char *folded = NULL;
      g_autoptr(GRegex) spaces = g_regex_new ("\\s+", 0, 0, NULL);
      folded = g_regex_replace_literal (spaces, entry, -1, 0, " ", 0, NULL);
      if (present & d)
        assert_contains (text, entry);
      else
        g_assert_null (strstr (text, folded));
    }
  /* No page of blank lines for notes any more: the reference takes it. */
  g_assert_null (strstr (text, "NOTES"));
  mst_test_remove_tree (dir);
}

/* A unit's card carries the rules of its type and its once-a-game tick
 * boxes; on poker cards its doctrines are abbreviations. */
static void
test_unit_type_rules (void)
{
  g_autoptr(MstForce) force = new_force ("british-peninsular-1807-1814", "Types");
  MstCommand *c = add_command (force, "Cotton");
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-types-XXXXXX", NULL);
  g_autoptr(MstCards) cards = NULL;
  g_autofree char *pdf4 = NULL, *pdf9 = NULL;
  g_autofree char *text4 = NULL, *text9 = NULL;
  GListModel *templates = mst_nation_list_get_templates (mst_force_get_list (force));
  const char *heavy = NULL, *artillery = NULL, *carbine = NULL, *foot = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
    {
      g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i);
      MstArm arm = mst_dm_template_get_arm (t);
      if (arm == MST_ARM_CAVALRY && mst_dm_template_get_class (t) == MST_TROOP_CLASS_HEAVY && heavy == NULL)
        heavy = mst_unit_template_get_id (t);
      if (arm == MST_ARM_CAVALRY && (mst_dm_template_get_allowed_doctrines (t) & MST_DOCTRINE_CARBINE) && carbine == NULL)
        carbine = mst_unit_template_get_id (t);
      if (arm == MST_ARM_ARTILLERY && artillery == NULL)
        artillery = mst_unit_template_get_id (t);
      if (arm == MST_ARM_FOOT && mst_dm_template_get_class (t) == MST_TROOP_CLASS_LINE && foot == NULL)
        foot = mst_unit_template_get_id (t);
    }
  g_assert_nonnull (heavy);
  g_assert_nonnull (artillery);
  g_assert_nonnull (carbine);
  g_assert_nonnull (foot);
  mst_force_add_unit (force, c, heavy, "Heavy horse");
  mst_force_add_unit (force, c, artillery, "The guns");
  mst_dm_unit_set_doctrines (mst_force_add_unit (force, c, carbine, "Carbineers"), MST_DOCTRINE_CARBINE);
  mst_dm_unit_set_doctrines (mst_force_add_unit (force, c, foot, "Line foot"), MST_DOCTRINE_LCOY);

  cards = mst_cards_new (force);
  pdf4 = export (cards, dir, "types-4.pdf");
  mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
  pdf9 = export (cards, dir, "types-9.pdf");
  text4 = pdf_text (pdf4);
  text9 = pdf_text (pdf9);

  /* Heavy cavalry against foot: Cavalry Melee Factors Table. */
  assert_contains (text4, "Heavy cavalry: +2 dice in the first melee of a charge, except against a foot square; +1 die in each later round of a charge.");
  /* Squares against cavalry: Foot Melee Factors, the adjustment table. */
  assert_contains (text4, "Fighting cavalry it throws double dice and tests at +2 in charge or melee; cavalry charging it test at −2.");
  /* Shooting Table 2a. */
  assert_contains (text4, "Shooting: first time in the game +2 dice; at a foot square +1 in 3;");
  /* Carbines (dismounted cavalry): 1BW/4+, 3BW/6, response 1BW/5+. */
  assert_contains (text4, "Dismounted it shoots 1D6 for the unit: 1 BW/4+, 3 BW/6; in response 1 BW/5+.");
  /* Once a game. */
  assert_contains (text4, "ONCE A GAME");
  assert_contains (text4, "First volley +2");
  assert_contains (text4, "Charges (hold ±1)");
  /* Full doctrine reminders on the larger cards, the abbreviation and a
   * pointer to the glossary on poker cards. */
  assert_contains (text4, mst_doctrine_get_reminder (MST_DOCTRINE_LCOY));
  assert_contains (text9, "Defined on the force sheet");
  {
    /* On poker cards the reminder is only in the sheet's glossary. */
    const char *reminder = mst_doctrine_get_reminder (MST_DOCTRINE_LCOY);
    const char *first = strstr (text9, reminder);
    g_assert_nonnull (first);
    g_assert_null (strstr (first + 1, reminder));
  }
  mst_test_remove_tree (dir);
}

/* A command too long for one card runs on to a follow-on card: every
 * unit listed, none cut, numbered "card 1 of 2"; the force's name on every
 * card; the print-at-100 % note on every page; a unit's hits track always
 * whole. */
static void
test_follow_on (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "La Grande Batterie");
  MstCommand *c = add_command (force, "Jean-de-Dieu Soult");
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(GPtrArray) boxes = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-follow-XXXXXX", NULL);
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  g_autofree char *hits = NULL;
  double w, h;
  guint force_names = 0, scale_notes = 0;
  MstUnit *big;

  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *name = g_strdup_printf ("%u%s Régiment d’Infanterie de Ligne", i + 1, i == 0 ? "er" : "e");
      mst_force_add_unit (force, c, "regular-french-line", name);
    }
  big = mst_force_add_unit (force, c, "regular-french-line", "Twelve bases");
  mst_unit_set_bases (big, 12);
  /* As its caption sets it, in capitals. */
  /* Six hits a base by default (002:38). */
  hits = g_strdup ("HITS: 12 BASES, 72 HITS");

  cards = mst_cards_new (force);
  mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
  units = mst_force_list_units (force);
  /* More cards than generals and units: the long ones run on. */
  g_assert_cmpuint (mst_cards_get_n_cards (cards), >, units->len + 2);
  mst_paper_get_size (MST_PAPER_A4, &w, &h);
  boxes = mst_cards_check_fit (cards, w, h);
  {
    g_auto(GStrv) cut = mst_cards_dup_overflows (cards);
    g_assert_cmpuint (g_strv_length (cut), ==, 0);
  }
  for (guint i = 0; i < boxes->len; i++)
    {
      MstTextBox *b = g_ptr_array_index (boxes, i);
      g_assert_true (b->fits);
      force_names += g_str_equal (b->text, "La Grande Batterie");
      scale_notes += g_str_equal (b->text, "Print at 100 %: this bar is 10 mm");
    }
  /* Every card bears the force's name; every page the scale note. */
  g_assert_cmpuint (force_names, >=, mst_cards_get_n_cards (cards));
  g_assert_cmpuint (scale_notes, ==, mst_cards_get_n_pages (cards));

  pdf = export (cards, dir, "follow.pdf");
  text = pdf_text (pdf);
  /* The sub-general's list, every unit, in order, across his cards. */
  {
    const char *at = text;
    for (guint i = 0; i < units->len; i++)
      {
        g_autofree char *entry = g_strdup_printf ("%u. %s", i + 1, mst_unit_get_name (g_ptr_array_index (units, i)));
        const char *found = strstr (at, entry);
        if (found == NULL)
          g_error ("“%s” is not listed, in order, on Soult’s cards", entry);
        at = found;
      }
  }
  assert_contains (text, "card 1 of 2");
  assert_contains (text, "card 2 of 2");
  /* The hits track of the largest unit, with its caption. */
  assert_contains (text, hits);
  mst_test_remove_tree (dir);
}

/* What cannot fit even on follow-on cards is never silent: muster-cli says
 * what, on stderr, and exits 1; the cards say it to the window. */
static void
test_cli_overflow (void)
{
  g_autoptr(MstForce) force = new_force ("french-imperial-1803-1812", "Overflow");
  g_autofree char *word = g_strnfill (200, 'W');
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-over-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "over.muster", NULL);
  g_autofree char *pdf = g_build_filename (dir, "over.pdf", NULL);
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCards) cards = NULL;

  mst_force_add_unit (force, add_command (force, "Ney"), "regular-french-line", word);
  g_assert_true (mst_force_save_file (force, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (run_cli (&err, "cards", path, "-o", pdf, "--layout", "cards-9", NULL), ==, 1);
  g_assert_nonnull (strstr (err, "does not fit"));
  g_assert_nonnull (strstr (err, word));
  /* The PDF is written all the same. */
  g_assert_cmpuint (pdf_pages (pdf), >=, 2);

  cards = mst_cards_new (force);
  g_assert_true (mst_cards_export_pdf (cards, pdf, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mst_cards_get_misfits (cards)->len, >, 0);
  mst_test_remove_tree (dir);
}

/* Every box to tick, on every layout and paper, is at least 3 mm on the
 * paper: the hits tracks, the once-a-game boxes, the supply dice, the
 * skirmish figures. */
static void
test_tick_boxes (void)
{
  static const char *fixtures[] = { "sample-french.muster", "skirmish-allied.muster" };
  static const MstPaper papers[] = { MST_PAPER_A4, MST_PAPER_LETTER };

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autoptr(MstCards) cards = fixture_cards (fixtures[i]);

      for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
        for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
          for (int bleed = 0; bleed <= 1; bleed++)
            {
              g_autoptr(GArray) ticks = NULL;
              double w, h, smallest = G_MAXDOUBLE;

              mst_cards_set_layout (cards, layout);
              mst_cards_set_bleed (cards, bleed);
              mst_paper_get_size (papers[p], &w, &h);
              ticks = mst_cards_measure_tick_boxes (cards, w, h);
              /* Many: a hits track alone has a box a hit. */
              g_assert_cmpuint (ticks->len, >, 50);
              for (guint t = 0; t < ticks->len; t++)
                smallest = MIN (smallest, g_array_index (ticks, double, t));
              g_test_message ("%s, %s, %s, bleed %d: %u boxes, the smallest %.2f mm", fixtures[i],
                              mst_paper_to_string (papers[p]), mst_card_layout_to_string (layout), bleed,
                              ticks->len, smallest * 25.4 / 72.0);
              g_assert_cmpfloat (smallest, >=, MST_MM (3.0) - 0.01);
            }
    }
}

/* A card that runs on fills itself first: what the force commander's card
 * cannot hold goes to the next a paragraph at a time, so its first card
 * ends with the start of "On the table", not with a third of it empty. */
static void
test_run_on_fills_first (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-run-on-XXXXXX", NULL);
  g_autoptr(MstCards) cards = fixture_cards ("sample-french.muster");
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  const char *card, *end;
  g_autofree char *first = NULL;

  mst_cards_set_layout (cards, MST_CARD_LAYOUT_4);
  pdf = export (cards, dir, "cards.pdf");
  text = pdf_text (pdf);
  card = strstr (text, "Louis-Nicolas Davout Force commander");
  g_assert_nonnull (card);
  end = strstr (card, "card 1 of 2");
  g_assert_nonnull (end);
  first = g_strndup (card, end - card);
  assert_contains (first, "ON THE TABLE");
  assert_contains (first, "Moves 10 BW, terrain or not");
  mst_test_remove_tree (dir);
}

/* The roster layout: the force on a page, every general and unit. */
static void
test_roster (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-roster-XXXXXX", NULL);
  g_autoptr(MstCards) cards = fixture_cards ("sample-british.muster");
  MstForce *force = mst_cards_get_force (cards);
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pools = NULL;
  g_autoptr(GArray) ticks = NULL;
  guint total_hits = 0;
  double paper_w, paper_h;

  mst_cards_set_layout (cards, MST_CARD_LAYOUT_ROSTER);
  g_assert_cmpuint (mst_cards_get_n_pages (cards), ==, 1);
  g_assert_cmpuint (mst_cards_get_n_cards (cards), ==, 0);
  pdf = export (cards, dir, "roster.pdf");
  g_assert_cmpuint (pdf_pages (pdf), ==, 1);
  text = pdf_text (pdf);
  units = mst_force_list_units (force);
  generals = mst_force_list_generals (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      guint bases = mst_unit_get_bases (unit);
      g_autofree char *track = g_strdup_printf ("%s · %u %s, %u hits", mst_unit_get_label (unit), bases,
                                                bases == 1 ? "base" : "bases", bases * 6);

      assert_contains (text, mst_unit_get_name (unit));
      /* Played from alone: each unit's hits track, six hits a base ("for
       * each 6 hits received then 1 base is removed", 002:38), and the
       * thresholds its grade is rolled against. */
      assert_contains (text, track);
      total_hits += bases * 6;
      if (mst_dm_unit_get_grade (unit) == MST_GRADE_NONE)
        {
          g_autofree char *thresholds = mst_dm_template_format_thresholds (mst_unit_get_template (unit));
          g_autofree char *roll = g_strdup_printf ("roll %s", thresholds);

          assert_contains (text, roll);
        }
    }
  paper_w = MST_MM (210.0);
  paper_h = MST_MM (297.0);
  ticks = mst_cards_measure_tick_boxes (cards, paper_w, paper_h);
  g_assert_cmpuint (ticks->len, ==, total_hits);
  for (guint i = 0; i < generals->len; i++)
    assert_contains (text, mst_general_get_name (g_ptr_array_index (generals, i)));
  pools = g_strdup_printf ("Supply %uD6 · Scouting %uD6 · Turn initiative %uD6", mst_rules_supply_dice (force),
                           mst_rules_scouting_pool (force), mst_rules_initiative_pool (force));
  assert_contains (text, pools);
  /* And what its doctrines stand for. */
  assert_contains (text, "DOCTRINES ON THE CARDS");
  assert_contains (text, mst_doctrine_get_reminder (MST_DOCTRINE_LCOY));
  mst_test_remove_tree (dir);
}

/* Cards fit in French, German and Spanish as they do in English: the
 * same checks, in each language. */
static void
test_fit_translations (void)
{
  static const struct { const char *language, *locale; } languages[] = {
    { "fr", "fr_FR.UTF-8" }, { "de", "de_DE.UTF-8" }, { "es", "es_ES.UTF-8" },
  };
  static const char *fixtures[] = {
    "sample-french.muster", "sample-british.muster", "skirmish-allied.muster", "brigade-french.muster",
    "revolutionary-girard.muster",
  };
  g_autofree char *old_locale = g_strdup (setlocale (LC_ALL, NULL));
  guint tested = 0;

  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_setenv ("LANGUAGE", languages[l].language, TRUE);
      if (setlocale (LC_ALL, languages[l].locale) == NULL)
        {
          g_test_message ("%s is not installed: not tested", languages[l].locale);
          continue;
        }
      /* Truly in that language. */
      g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Force sheet"), !=, "Force sheet");
      for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
        {
          g_autoptr(MstCards) cards = fixture_cards (fixtures[i]);

          g_test_message ("%s, %s", languages[l].language, fixtures[i]);
          assert_everything_fits (cards);
        }
      tested++;
    }
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, old_locale);
  if (tested == 0)
    g_test_skip ("none of fr_FR, de_DE, es_ES is installed");
}

/* ---- Brigade Command ------------------------------------------------- */

/* The Brigade Command fixture (Soult's corps), with an Elite Guard
 * regiment and a 12-pounder battery added to Morand's brigade: the two
 * kinds of card the fixture lacks. */
static MstCards *
brigade_cards (gboolean with_extras)
{
  g_autoptr(MstCards) cards = fixture_cards ("brigade-french.muster");
  MstForce *force = mst_cards_get_force (cards);
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  MstCommand *morand = NULL;

  for (guint i = 0; i < commands->len && morand == NULL; i++)
    if (g_str_equal (mst_general_get_name (mst_command_get_general (g_ptr_array_index (commands, i))), "Morand"))
      morand = g_ptr_array_index (commands, i);
  g_assert_nonnull (morand);
  if (with_extras)
    {
      g_assert_nonnull (mst_force_add_unit (force, morand, "guard", "1er Grenadiers à pied"));
      g_assert_nonnull (mst_force_add_unit (force, morand, "foot-battery", "Batterie Lacoste"));
    }
  return g_steal_pointer (&cards);
}

static guint
count_of (const char *text, const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (text, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

static void
assert_matches (const char *text, const char *pattern)
{
  if (!g_regex_match_simple (pattern, text, 0, 0))
    g_error ("nothing in the PDF's text matches “%s”", pattern);
}

/* The activation deck: a Brigade Card for each of the five brigades,
 * numbered 1 to 5, and one Random Event card (003:5-13); a card for each
 * of the nine commanders and twelve regiments besides. */
static void
test_brigade_activation_deck (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-bc-XXXXXX", NULL);
  g_autoptr(MstCards) cards = brigade_cards (FALSE);
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  static const char *const brigades[] = { "Morand", "Thiébault", "Schiner", "Ferey", "Margaron (brigade)" };

  g_assert_cmpuint (mst_cards_get_n_cards (cards), >=, 9 + 12 + 5 + 1);
  pdf = export (cards, dir, "brigade.pdf");
  /* Nothing cut short on the paper either. */
  g_assert_cmpuint (mst_cards_get_misfits (cards)->len, ==, 0);
  text = pdf_text (pdf);
  g_assert_cmpuint (count_of (text, "Brigade card "), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (brigades); i++)
    {
      g_autofree char *title = g_strdup_printf ("%s’s brigade Brigade card %u of 5", brigades[i], i + 1);
      assert_contains (text, title);
    }
  g_assert_cmpuint (count_of (text, "Random Event Activation deck"), ==, 1);
  /* Each commander's card: his rating, radius and load (003:36). */
  assert_contains (text, "Soult Army or corps commander Rating Gifted Radius 16″ Commands 3/6 now (6 under command)");
  assert_contains (text, "Morand Brigade commander · Saint-Hilaire’s division Rating Able Radius 12″ Commands 3/4 now (4 under command)");
  assert_contains (text, "Thiébault Brigade commander · Saint-Hilaire’s division Rating Cautious Radius 8″ Commands 2/3 now (3 under command)");
  /* His morale reminder: 5″ for brigade and division, 6″ for the army. */
  assert_contains (text, "Units within 6″ of him take −1 on their morale rolls");
  assert_contains (text, "Units within 5″ of him take −1 on their morale rolls (better). His brigade takes +1");
  mst_test_remove_tree (dir);
}

/* A regiment's card prints its Basic Factor, its dice and its own row of
 * the Out of Command Table, as the sheets print them (003:38-49, 124-128,
 * 211-216, 328-347, 384-388). */
static void
test_brigade_regiment_card (void)
{
  static const struct {
    const char *unit, *rating, *dice, *out_of_command;
  } regiments[] = {
    { "14e de Ligne", "Trained · Steady (BF 10)", "Firing 2D10 · Melee 2D10", "Trained A B C D E" },
    { "10e Léger", "Experienced · Confident (BF 11)", "Firing 3D10 · Melee 3D10", "Experienced A C E F F" },
    { "Conscrits de la Garde nationale", "Green · Impetuous (BF 9)", "Firing 1D10 · Melee 1D10", "Green A C D D E" },
    { "11e Chasseurs à cheval", "Experienced · Impetuous (BF 9)", "Firing 3D10 · Melee 3D10", "Experienced A C E F F" },
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-bc-XXXXXX", NULL);
  g_autoptr(MstCards) cards = brigade_cards (FALSE);
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;

  mst_cards_set_layout (cards, MST_CARD_LAYOUT_9);
  pdf = export (cards, dir, "brigade.pdf");
  text = pdf_text (pdf);
  for (guint i = 0; i < G_N_ELEMENTS (regiments); i++)
    {
      const char *at = strstr (text, regiments[i].unit);

      g_assert_nonnull (at);
      /* On its own card, after its name. */
      assert_contains (at, regiments[i].rating);
      assert_contains (at, regiments[i].dice);
      assert_contains (at, regiments[i].out_of_command);
    }
  /* Where it stands in the tree, its nation and arm. */
  assert_contains (text, "14e de Ligne Morand’s brigade · Saint-Hilaire’s division · France · Infantry");
  assert_contains (text, "11e Chasseurs à cheval Margaron (brigade)’s brigade · Margaron’s division · France · Cavalry");
  /* A musket's ranges and a carbine's (003:111-118). */
  assert_contains (text, "Musket: short 0–4, medium over 4–6, long over 6–8");
  assert_contains (text, "Cavalry carbine: short 0–3, medium over 3–5, long over 5–7");
  /* The Morale Table, Steady, Engage, as printed (003:386): 1–4 BFFAB,
   * 5–8 FGFBF, 9–12 GHGFG, 13–16 HIHGH, 17–20 IJIHI, a letter a training
   * from Green: Trained reads F G H I J. */
  assert_contains (text, "Engage F G H I J");
  mst_test_remove_tree (dir);
}

/* A cell the sheets' text left damaged is marked on the card with its
 * note, never printed as fact: the Elite melee dice printed 4D10 (003:347)
 * and the Arrogant row of the Attacker's Resolve Table whose letters were
 * filled in (003:209-216). */
static void
test_brigade_unverified (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-bc-XXXXXX", NULL);
  g_autoptr(MstCards) cards = brigade_cards (TRUE);
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  const char *guard;

  pdf = export (cards, dir, "brigade.pdf");
  text = pdf_text (pdf);
  guard = strstr (text, "1er Grenadiers à pied Morand’s brigade");
  g_assert_nonnull (guard);
  assert_contains (guard, "Elite · Arrogant (BF 12)");
  assert_matches (guard, "Firing 5D10 · Melee 4D10\\?[0-9]+");
  assert_contains (guard, "Printed 4D10 at 003:347");
  /* Arrogant, Elite: the dice 0–2 filled in (†), 3–7 as printed, 8–9
   * lost. */
  assert_matches (guard, "Result A\\?[0-9]+ A\\?[0-9]+ A\\?[0-9]+ B B ");
  assert_matches (guard, "Result B C D \\?[0-9]+ \\?[0-9]+ ");
  assert_contains (guard, "Four letters survived, all the same");
  /* The force sheet marks its damaged cells too: the Morale Table key's J
   * for deployed artillery is unreadable (003:396). */
  assert_contains (text, "Unreadable on the sheet");

  /* The battery: its gun's ranges, its crew and its block of the
   * Artillery Firing Table (003:146-190). */
  assert_contains (text, "Batterie Lacoste Morand’s brigade · Saint-Hilaire’s division · France · Artillery");
  assert_contains (text, "Veteran · Steady (BF 10)");
  assert_contains (text, "Heavy gun: canister 0–8; short 0–16, medium over 16–28, long over 28–40");
  assert_contains (text, "Crew (4)");
  assert_contains (text, "ARTILLERY FIRE: BEST DIE");
  assert_contains (text, "0–2 AAAB AAAA AAAA AAAA AAAA AAAA AAAB");
  mst_test_remove_tree (dir);
}

/* Every Brigade Command card fits on 4-up and 9-up, A4 and Letter, with
 * nothing under 6 pt and nothing cut short, and every box to tick is 3 mm. */
static void
test_brigade_fit (void)
{
  static const MstPaper papers[] = { MST_PAPER_A4, MST_PAPER_LETTER };
  g_autoptr(MstCards) cards = brigade_cards (TRUE);
  g_auto(GStrv) overflows = NULL;

  assert_everything_fits (cards);
  mst_cards_set_layout (cards, MST_CARD_LAYOUT_4);
  overflows = mst_cards_dup_overflows (cards);
  g_assert_cmpuint (g_strv_length (overflows), ==, 0);
  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
      {
        g_autoptr(GArray) ticks = NULL;
        double w, h;

        mst_cards_set_layout (cards, layout);
        mst_paper_get_size (papers[p], &w, &h);
        ticks = mst_cards_measure_tick_boxes (cards, w, h);
        g_assert_cmpuint (ticks->len, >, 100);
        for (guint t = 0; t < ticks->len; t++)
          g_assert_cmpfloat (g_array_index (ticks, double, t), >=, MST_MM (3.0) - 0.01);
      }
}

/* ---- Revolutionary Wars ------------------------------------------- */

/* A value of @tmpl's card as the card prints it: a score "4+", a score
 * passed on the number or less "≤3", AUTO; "—" for a formation the list
 * gives none (one the battalion cannot take). */
static char *
rw_printed (MstUnitTemplate *tmpl, const char *id, const char *formation, gboolean at_most)
{
  const char *value = mst_unit_template_lookup_stat (tmpl, id, formation, NULL, NULL);

  if (value == NULL)
    return g_strdup ("—");
  if (g_str_equal (value, "auto"))
    return g_strdup ("AUTO");
  if (g_str_equal (id, "shock"))
    return g_strdup (value);
  if (g_str_equal (id, "move-terrain"))
    return g_strdup_printf ("%s″", value);
  return g_strdup_printf (at_most ? "≤%s" : "%s+", value);
}

/* Girard's division (two brigades of the sample list's battalions): the
 * text of each battalion's card, its follow-on cards included, from its
 * name and kind to the next card's. */
static char *
rw_card_text (const char *text, MstForce *force, MstUnit *unit, guint *n_headers)
{
  MstRuleset *rs = mst_ruleset_lookup ("revolutionary-wars");
  g_autoptr(GPtrArray) derived = mst_ruleset_derive (rs, force, unit);
  g_autofree char *head = g_strdup_printf ("%s %s ·", mst_unit_get_name (unit), mst_derived_lookup (derived, "kind"));
  const char *start = strstr (text, head);
  const char *end;

  if (start == NULL)
    g_error ("no card starts “%s”", head);
  *n_headers = count_of (text, head);
  /* Its cards run on to the next general's or battalion's card. */
  {
    const char *next = strstr (start + strlen (head), "Brigade General ·");
    const char *after = NULL;
    g_autoptr(GPtrArray) units = mst_force_list_units (force);

    for (guint i = 0; i < units->len; i++)
      {
        MstUnit *other = g_ptr_array_index (units, i);
        g_autoptr(GPtrArray) od = mst_ruleset_derive (rs, force, other);
        g_autofree char *oh = g_strdup_printf ("%s %s ·", mst_unit_get_name (other), mst_derived_lookup (od, "kind"));
        const char *at = other != unit ? strstr (start + strlen (head), oh) : NULL;

        if (at != NULL && (after == NULL || at < after))
          after = at;
      }
    end = after;
    if (next != NULL && (end == NULL || next < end))
      end = next;
  }
  return end != NULL ? g_strndup (start, end - start) : g_strdup (start);
}

/* `muster-cli cards` on a Revolutionary Wars force prints its own cards:
 * one battalion card (and its follow-on cards) per battalion, carrying
 * the values of its list's card, each marked as an example on every card
 * and at its foot; the generals' cards and the force sheet (spec §1.6). */
static void
test_rw_battalion_cards (void)
{
  static const struct { const char *id; const char *label; gboolean at_most; } grid[] = {
    /* The stats under the names the rules give them, which players look
     * up (001:1137-1138, 1482-1507, 2123). */
    { "move-terrain", "Move in Terrain", FALSE },
    { "stand-front", "Stand if Charged from Front", FALSE },
    { "stand-flank", "Stand if Charged from Flank", FALSE },
    { "shock", "Shock Bonus if Charging", FALSE },
    { "reform", "Reform from Disorder", TRUE },
    { "react", "React without Disorder", TRUE },
  };
  static const char *const formations[] = {
    "line", "double-line", "skirmish-line", "march-column", "attack-column", "square"
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-rw-XXXXXX", NULL);
  g_autoptr(MstCards) cards = fixture_cards ("revolutionary-girard.muster");
  MstForce *force = mst_cards_get_force (cards);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  guint follow_on_marks = 0;

  g_assert_cmpuint (units->len, ==, 7);
  for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
    {
      g_free (pdf);
      g_free (text);
      mst_cards_set_layout (cards, layout);
      pdf = export (cards, dir, "rw.pdf");
      g_assert_cmpuint (mst_cards_get_misfits (cards)->len, ==, 0);
      text = pdf_text (pdf);
      /* Not Drums and Muskets' cards. */
      g_assert_null (strstr (text, "Resilience"));
      for (guint i = 0; i < units->len; i++)
        {
          MstUnit *unit = g_ptr_array_index (units, i);
          MstUnitTemplate *tmpl = mst_unit_get_template (unit);
          GPtrArray *stats = mst_unit_template_get_stats (tmpl);
          guint n_headers = 0;
          g_autofree char *card = rw_card_text (text, force, unit, &n_headers);
          g_autofree char *front = rw_printed (tmpl, "strike-front", NULL, FALSE);
          g_autofree char *flank = rw_printed (tmpl, "strike-flank", NULL, FALSE);
          g_autofree char *strike_front = g_strdup_printf ("Strike to Front %s", front);
          g_autofree char *strike_flank = g_strdup_printf ("Strike to Flank %s", flank);
          static const struct { const char *id, *label; } singles[] = {
            { "melee-save", "Melee Save" }, { "shooting-save", "Shooting Save" },
            { "rally", "Rally from Rout" }, { "control-pursuit", "Control Pursuit" },
            { "charge-terrain", "Charge Across Terrain" },
          };

          /* One card (with its follow-ons) a battalion. */
          g_assert_cmpuint (n_headers, ==, 1);
          /* The example mark on every card of it, and its note at the
           * foot. */
          g_assert_cmpuint (count_of (card, "EXAMPLE VALUES: not the rules’"), >=, 1);
          follow_on_marks += count_of (card, "EXAMPLE VALUES: not the rules’") - 1;
          assert_contains (card, "Example values from the sample list, not the rules’");
          assert_contains (card, strike_front);
          assert_contains (card, strike_flank);
          for (guint v = 0; v < G_N_ELEMENTS (singles); v++)
            {
              g_autofree char *value = rw_printed (tmpl, singles[v].id, NULL, FALSE);
              g_autofree char *line = g_strdup_printf ("%s %s", singles[v].label, value);
              assert_contains (card, line);
            }
          {
            g_autofree char *line = g_strdup_printf ("Move in Open %s″/",
                                                     mst_unit_template_lookup_stat (tmpl, "move-open", NULL, NULL, NULL));
            assert_contains (card, line);
          }
          /* The per-formation grid of an infantry battalion: a row a stat,
           * a column a formation, "—" where it cannot take one. */
          if (g_str_equal (mst_unit_get_kind (unit), "infantry-battalion"))
            for (guint r = 0; r < G_N_ELEMENTS (grid); r++)
              {
                g_autoptr(GString) row = g_string_new (grid[r].label);

                for (guint c = 0; c < G_N_ELEMENTS (formations); c++)
                  {
                    g_autofree char *cell = rw_printed (tmpl, grid[r].id, formations[c], grid[r].at_most);
                    g_string_append_printf (row, " %s", cell);
                  }
                assert_contains (card, row->str);
              }
          /* Every range band's Accuracy and each line's Firepower. */
          for (guint k = 0; k < stats->len; k++)
            {
              const MstStat *st = g_ptr_array_index (stats, k);
              g_autofree char *line = NULL;

              if (g_str_equal (st->id, "accuracy"))
                line = g_strdup_printf ("to %s″ %s+", st->band, st->value);
              else if (g_str_equal (st->id, "firepower"))
                line = g_strdup_printf ("Firepower %s+", st->value);
              if (line != NULL)
                assert_contains (card, line);
            }
        }
      /* A battery's Cannon and Howitzer lines. */
      assert_contains (text, "Cannon to 8″ 3+ · to 24″ 4+ · to 48″ 5+ · Firepower 3+");
      assert_contains (text, "Howitzer to 12″ 4+");
      /* The thresholds of an 8-platoon battalion, down to 3 (wiped out at 2). */
      assert_contains (text, "Platoons 8 7 6 5 4 3 Disordered 4 4 3 3 2 2 Shattered 8 7 6 5 4 3");
      assert_contains (text, "Wiped out: destroyed at 2 infantry platoons");
      assert_contains (text, "Solid Re-roll failed dice, except Firepower.");
      /* The generals' cards. */
      assert_contains (text, "Girard Divisional General, commanding the force");
      assert_contains (text, "Dombrowski Brigade General · Dombrowski’s brigade · Girard’s division");
      assert_contains (text, "at the start of its turn with 1 battalion left");
      assert_contains (text, "he is captured and removed");
      /* The force sheet: brigades, platoon and figure totals, findings. */
      assert_contains (text, "DOMBROWSKI’S BRIGADE: 3 BATTALIONS, 22 PLATOONS");
      assert_contains (text, "PLATOON TOTALS: 44 PLATOONS");
      assert_contains (text, "Small, 25 × 32 mm 36 126 foot figures");
      assert_contains (text, "FINDINGS");
      assert_contains (text, "EXAMPLE VALUES: the battalion cards of this force come from a sample list");
    }
  /* A card that runs on carries the mark on its follow-on cards too. */
  g_assert_cmpuint (follow_on_marks, >, 0);
  mst_test_remove_tree (dir);
}

/* Girard's division with a battalion of every sample card: every card fits
 * on 4-up and 9-up, A4 and Letter, with nothing under 6 pt, nothing cut
 * short, and every box to tick 3 mm. */
static void
test_rw_fit (void)
{
  static const MstPaper papers[] = { MST_PAPER_A4, MST_PAPER_LETTER };
  g_autoptr(MstCards) cards = fixture_cards ("revolutionary-girard.muster");
  MstForce *force = mst_cards_get_force (cards);
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  GListModel *templates = mst_nation_list_get_templates (mst_force_get_list (force));

  for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
    {
      g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, i);
      g_autofree char *name = g_strdup_printf ("Bataillon de marche n° %u, %s", i + 1, mst_unit_template_get_name (t));
      g_assert_nonnull (mst_force_add_unit (force, g_ptr_array_index (commands, 0), mst_unit_template_get_id (t), name));
    }
  assert_everything_fits (cards);
  for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
    {
      g_auto(GStrv) overflows = NULL;

      mst_cards_set_layout (cards, layout);
      overflows = mst_cards_dup_overflows (cards);
      g_assert_cmpuint (g_strv_length (overflows), ==, 0);
      for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
        {
          g_autoptr(GArray) ticks = NULL;
          double w, h;

          mst_paper_get_size (papers[p], &w, &h);
          ticks = mst_cards_measure_tick_boxes (cards, w, h);
          g_assert_cmpuint (ticks->len, >, 100);
          for (guint t = 0; t < ticks->len; t++)
            g_assert_cmpfloat (g_array_index (ticks, double, t), >=, MST_MM (3.0) - 0.01);
        }
    }
}

/* One entry of a PDF's outline as pdftohtml -xml gives it back. */
typedef struct {
  char *title;
  guint page;
  guint depth;
} OutlineItem;

static void
outline_item_free (OutlineItem *item)
{
  g_free (item->title);
  g_free (item);
}

static void
collect_outline (xmlNode *node, guint depth, GPtrArray *items)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (g_strcmp0 ((const char *) c->name, "item") == 0)
        {
          OutlineItem *item = g_new0 (OutlineItem, 1);
          xmlChar *page = xmlGetProp (c, (const xmlChar *) "page");
          xmlChar *text = xmlNodeGetContent (c);

          item->title = g_strdup ((const char *) text);
          item->page = (guint) g_ascii_strtoull ((const char *) page, NULL, 10);
          item->depth = depth;
          g_ptr_array_add (items, item);
          xmlFree (page);
          xmlFree (text);
        }
      else if (g_strcmp0 ((const char *) c->name, "outline") == 0)
        collect_outline (c, depth + 1, items);
    }
}

static const OutlineItem *
find_item (GPtrArray *items, const char *title)
{
  for (guint i = 0; i < items->len; i++)
    if (g_str_equal (((OutlineItem *) g_ptr_array_index (items, i))->title, title))
      return g_ptr_array_index (items, i);
  return NULL;
}

/* Every PDF Muster writes has an outline, a card an entry, grouped by
 * command, brigade and division or by side, and document metadata, and
 * is tagged: read back with pdfinfo and pdftohtml -xml. */
static void
test_pdf_outline (void)
{
  static const struct {
    const char *fixture;
    const char *ruleset;
    guint unit_depth;   /* how deep a unit's entry sits in the outline */
  } forces[] = {
    { "sample-british.muster", "Drums and Muskets", 2 },
    { "brigade-french.muster", "Brigade Command", 3 },
    { "skirmish-french.muster", "Napoleonic Skirmish", 2 },
    { "revolutionary-girard.muster", "Revolutionary Wars", 2 },
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-outline-XXXXXX", NULL);
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autofree char *pdftohtml = g_find_program_in_path ("pdftohtml");

  if (pdfinfo == NULL || pdftohtml == NULL)
    {
      g_test_skip ("pdfinfo or pdftohtml (poppler-utils) is not installed");
      return;
    }
  for (guint f = 0; f < G_N_ELEMENTS (forces); f++)
    {
      g_autoptr(MstCards) cards = fixture_cards (forces[f].fixture);
      MstForce *force = mst_cards_get_force (cards);
      g_autoptr(GPtrArray) units = mst_force_list_units (force);
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) outline_item_free);
      g_autofree char *path = export (cards, dir, "outline.pdf");
      g_autofree char *info = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *expect = NULL;
      g_autofree char *list_title = mst_cards_dup_list_title (force);
      const char *info_argv[] = { pdfinfo, path, NULL };
      const char *xml_argv[] = { pdftohtml, "-xml", "-i", "-stdout", "-q", path, NULL };
      xmlDoc *doc;
      guint n_sheets = mst_cards_get_n_sheets (cards);

      g_assert_true (g_spawn_sync (NULL, (char **) info_argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &info,
                                   NULL, NULL, NULL));
      expect = g_strdup_printf ("Title:           %s\n", mst_force_get_name (force));
      g_assert_nonnull (strstr (info, expect));
      g_clear_pointer (&expect, g_free);
      expect = g_strdup_printf ("Subject:         %s · %s\n", forces[f].ruleset, list_title);
      g_assert_nonnull (strstr (info, expect));
      g_assert_nonnull (strstr (info, "Creator:         Muster " PACKAGE_VERSION "\n"));
      g_assert_nonnull (strstr (info, "Tagged:          yes\n"));

      g_assert_true (g_spawn_sync (NULL, (char **) xml_argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &xml,
                                   NULL, NULL, NULL));
      doc = xmlReadMemory (xml, (int) strlen (xml), "outline.xml", NULL, XML_PARSE_NONET | XML_PARSE_RECOVER);
      g_assert_nonnull (doc);
      for (xmlNode *c = xmlDocGetRootElement (doc)->children; c != NULL; c = c->next)
        if (c->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) c->name, "outline") == 0)
          collect_outline (c, 1, items);
      xmlFreeDoc (doc);

      /* The sheet first, then every unit's card, on a page of cards,
       * under its command (and its division) or its side. */
      g_assert_cmpuint (items->len, >, units->len);
      g_assert_cmpstr (((OutlineItem *) g_ptr_array_index (items, 0))->title, ==, "Force sheet");
      g_assert_cmpuint (((OutlineItem *) g_ptr_array_index (items, 0))->page, ==, 1);
      for (guint i = 0; i < units->len; i++)
        {
          const OutlineItem *item = find_item (items, mst_card_unit_name (g_ptr_array_index (units, i)));

          if (item == NULL)
            g_error ("%s: no outline entry for %s", forces[f].fixture,
                     mst_card_unit_name (g_ptr_array_index (units, i)));
          g_assert_cmpuint (item->page, >, n_sheets);
          g_assert_cmpuint (item->page, <=, mst_cards_get_n_pages (cards));
          g_assert_cmpuint (item->depth, ==, forces[f].unit_depth);
        }
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Distances as the table measures them: the cards print every distance
 * in inches in the player's unit, the rules' own centimetres where they
 * give them (001's "6″/15cm"), a throw of inches as its dice times an
 * inch; the stamp says which; base widths stay base widths. */
static void
test_distances (void)
{
  static const struct {
    const char *fixture;
    MstDistanceUnit unit;
    const char *want[4];
    const char *not_want;
  } cases[] = {
    /* The officer's pistol, 3″ (004:191); smoke and falling back, 2D6″. */
    { "skirmish-french.muster", MST_DISTANCE_INCHES,
      { "Pistol, 3″.", "Fall back this turn, 2D6″", "distances in inches", NULL }, "cm" },
    { "skirmish-french.muster", MST_DISTANCE_CENTIMETRES,
      { "Pistol, 7.5 cm.", "Fall back this turn, 2D6 × 2.5 cm", "distances in centimetres", "D6 × 2.5 cm" }, "3″" },
    { "skirmish-french.muster", MST_DISTANCE_HALF_INCHES,
      { "Pistol, 1½″.", "Fall back this turn, 2D6 × ½ inch", "distances in inches, halved", NULL }, "cm" },
    /* A divisional general reaches 6″/15cm (001:121-135). */
    { "revolutionary-girard.muster", MST_DISTANCE_CENTIMETRES,
      { "within 15 cm of him", "distances in centimetres", NULL }, "6″" },
    { "revolutionary-girard.muster", MST_DISTANCE_HALF_INCHES,
      { "within 3″ of him", "distances in inches, halved", NULL }, "15cm" },
    /* An Able brigadier's 12″ radius on the force sheet (003:36). */
    { "brigade-french.muster", MST_DISTANCE_CENTIMETRES,
      { "MOVEMENT (CM)", "30 cm", "distances in centimetres", NULL }, "MOVEMENT (INCHES)" },
  };
  g_autofree char *dir = g_dir_make_tmp ("muster-distances-XXXXXX", NULL);
  g_autofree char *dm_inches = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(MstCards) cards = fixture_cards (cases[i].fixture);
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;

      mst_cards_set_distances (cards, cases[i].unit);
      path = export (cards, dir, "distances.pdf");
      text = pdf_text (path);
      for (guint w = 0; w < G_N_ELEMENTS (cases[i].want) && cases[i].want[w] != NULL; w++)
        if (strstr (text, cases[i].want[w]) == NULL)
          g_error ("%s in %s: “%s” is not on the cards", cases[i].fixture,
                   mst_distance_unit_to_string (cases[i].unit), cases[i].want[w]);
      g_assert_null (strstr (text, cases[i].not_want));
      g_unlink (path);
    }

  /* Drums and Muskets measures in base widths: the same cards, and no unit
   * on the stamp, whatever the preference. */
  for (int unit = MST_DISTANCE_INCHES; unit <= MST_DISTANCE_HALF_INCHES; unit++)
    {
      g_autoptr(MstCards) cards = fixture_cards ("sample-british.muster");
      g_autoptr(GDateTime) date = g_date_time_new_utc (2026, 1, 1, 0, 0, 0);
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;

      mst_cards_set_date (cards, date);
      mst_cards_set_distances (cards, unit);
      path = export (cards, dir, "dm.pdf");
      text = pdf_text (path);
      g_assert_nonnull (strstr (text, " BW"));
      g_assert_null (strstr (text, "distances in"));
      if (dm_inches == NULL)
        dm_inches = g_steal_pointer (&text);
      else
        g_assert_cmpstr (text, ==, dm_inches);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/cards/tables/movement", test_tables_movement);
  g_test_add_func ("/muster/cards/tables/charge", test_tables_charge);
  g_test_add_func ("/muster/cards/tables/weapons", test_tables_weapons);
  g_test_add_func ("/muster/cards/formations", test_formations);
  g_test_add_func ("/muster/cards/namesakes", test_namesakes);
  g_test_add_func ("/muster/cards/run-on-fills-first", test_run_on_fills_first);
  g_test_add_func ("/muster/cards/geometry", test_geometry);
  g_test_add_func ("/muster/cards/pdf/every-unit-general-and-pool", test_pdf_text);
  g_test_add_func ("/muster/cards/pdf/resilience", test_pdf_resilience);
  g_test_add_func ("/muster/cards/pdf/unknown-template", test_pdf_unknown_template);
  g_test_add_func ("/muster/cards/pdf/unwritable", test_pdf_unwritable);
  g_test_add_func ("/muster/cards/fit/longest-names", test_fit_longest_names);
  g_test_add_func ("/muster/cards/fit/extremes", test_fit_extremes);
  g_test_add_func ("/muster/cards/fit/reports-overflow", test_fit_reports_overflow);
  g_test_add_func ("/muster/cards/cli", test_cli);
  g_test_add_func ("/muster/cards/pdf/async", test_export_async);
  g_test_add_func ("/muster/cards/pdf/outline-and-metadata", test_pdf_outline);
  g_test_add_func ("/muster/cards/distances", test_distances);
  g_test_add_func ("/muster/cards/lost-general", test_lost_general);
  g_test_add_func ("/muster/cards/hits-per-base", test_hits_per_base);
  g_test_add_func ("/muster/cards/skirmish", test_skirmish);
  g_test_add_func ("/muster/cards/names", test_names);
  g_test_add_func ("/muster/cards/table/sheet-reference", test_sheet_reference);
  g_test_add_func ("/muster/cards/table/unit-type-rules", test_unit_type_rules);
  g_test_add_func ("/muster/cards/table/follow-on", test_follow_on);
  g_test_add_func ("/muster/cards/table/cli-overflow", test_cli_overflow);
  g_test_add_func ("/muster/cards/table/roster", test_roster);
  g_test_add_func ("/muster/cards/table/tick-boxes", test_tick_boxes);
  g_test_add_func ("/muster/cards/fit/translations", test_fit_translations);
  g_test_add_func ("/muster/cards/brigade/activation-deck", test_brigade_activation_deck);
  g_test_add_func ("/muster/cards/brigade/regiment-card", test_brigade_regiment_card);
  g_test_add_func ("/muster/cards/brigade/unverified", test_brigade_unverified);
  g_test_add_func ("/muster/cards/brigade/fit", test_brigade_fit);
  g_test_add_func ("/muster/cards/revolutionary-wars/battalion-cards", test_rw_battalion_cards);
  g_test_add_func ("/muster/cards/revolutionary-wars/fit", test_rw_fit);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
