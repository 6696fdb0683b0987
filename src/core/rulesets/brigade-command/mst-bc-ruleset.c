/* mst-bc-ruleset.c: the brigade-level game of the quick-reference sheets
 * (seed 003) as a rule-set module: commanders rated Poltroon to
 * Charismatic, regiments by training and morale class, and its tables
 * (nations/brigade-command/tables.xml), every damaged cell marked.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <stdlib.h>
#include <string.h>

#include "mst-error.h"
#include "mst-game.h"
#include "mst-bc-private.h"
#include "mst-ruleset.h"

typedef struct {
  MstRuleset parent_instance;
} MstBcRuleset;

typedef struct {
  MstRulesetClass parent_class;
} MstBcRulesetClass;

G_DEFINE_FINAL_TYPE (MstBcRuleset, mst_bc_ruleset, MST_TYPE_RULESET)

static const char *const arms[] = { "infantry", "cavalry", NULL };
/* The target columns of the firing tables (003:120-128, 157-190). */
static const char *const targets[] = {
  "inf-line", "inf-column", "inf-extended", "skirmishers", "cavalry", "unlimbered", "limbered", NULL
};
static const char *const musket_ranges[] = { "short", "medium", "long", NULL };
static const char *const gun_ranges[] = { "canister", "short", "medium", "long", NULL };
static const char *const matchups[] = { "inf-inf", "inf-cav", "cav-inf", "cav-cav", "inf-art", "cav-art", NULL };
static const char *const melee_sides[] = { "attacker", "defender", NULL };
static const char *const charging[] = { "no", "yes", "flank", NULL };
static const char *const defender_arms[] = { "infantry", "dismounted-cavalry", "mounted-cavalry", "artillery", NULL };
static const char *const charge_sides[] = { "attacker", "assault", "advance", "engage", "hold", "retire", NULL };
static const char *const charge_arms[] = { "infantry", "cavalry", "dismounted-cavalry", "artillery", NULL };

/* The ordinary morale test's modifiers (003:361-377): + makes the score
 * worse, − better; the test passes below the Basic Factor, so each moves
 * the target the other way. */
static const struct {
  const char *id;
  const char *text;
  int target;
} morale_modifiers[] = {
  { "stand-lost", N_("Each stand the unit has lost"), -1 },
  { "brigade-commander-lost", N_("Its brigade commander was lost this turn"), -1 },
  { "raw-under-fire", N_("Raw Trained or Green troops under fire for the first time"), -1 },
  { "disordered-or-shaken", N_("Disordered or shaken"), -1 },
  { "no-friends-near", N_("No friendly unit within 4\""), -1 },
  { "enemy-near", N_("Any enemy unit within 4\""), -1 },
  { "flank-or-rear", N_("Fired on or attacked from the flank or rear"), -1 },
  { "friends-breaking", N_("Each friendly unit routing, retiring or destroyed within 5\""), -1 },
  { "pushed-back", N_("Pushed back in melee"), -1 },
  { "full-strength", N_("At full strength"), +1 },
  { "brigade-commander-near", N_("Its brigade commander within 5\""), +1 },
  { "divisional-commander-near", N_("The divisional commander within 5\""), +1 },
  { "army-commander-near", N_("The army or corps commander within 6\""), +1 },
  { "friends-near", N_("Friendly troops within 4\""), +1 },
  { "inflicted-casualties", N_("It inflicted casualties this turn"), +1 },
  { "in-cover", N_("In cover"), +1 },
  { "enemy-breaking", N_("Any routing or retiring enemy within 4\""), +1 },
  { "won-melee", N_("It has won a melee"), +1 },
};

/* What changes the number of firing dice (003:130-144): per unit or gun,
 * or per stand where @per_stand. */
typedef struct {
  const char *id;
  const char *text;
  int dice;
} DiceModifier;

static const DiceModifier fire_modifiers[] = {
  { "aimed", N_("Aimed fire at a stationary target"), +2 },
  { "rifles-stationary", N_("Each stand with rifles or carbines, stationary this turn"), +1 },
  { "target-in-cover", N_("Target in solid cover"), -1 },
  { "target-moved", N_("Target moved more than half this turn"), -1 },
  { "firer-moved", N_("Firer moved more than half this turn"), -1 },
  { "disordered", N_("Firer disordered"), -1 },
  { "stand-not-firing", N_("Each stand that cannot fire or is lost"), -1 },
};

static const DiceModifier melee_modifiers[] = {
  { "disordered", N_("Disordered"), -1 },
  { "cavalry-against-square", N_("Cavalry against a square of 6 or more stands"), -1 },
  { "extended-line", N_("Extended line against line or column"), -1 },
  { "square-extra-die", N_("A square against cavalry taking its extra die"), +1 },
};

/* ---- what the builder derives ----------------------------------------- */

static void
add_cell (GPtrArray *out, MstRuleset *rs, const char *table, const char *row, const char *column,
          const char *id, const char *label)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, table);
  const MstCell *cell = t != NULL && row != NULL ? mst_table_lookup (t, row, column) : NULL;

  if (cell == NULL)
    return;
  if (!cell->verified)
    {
      g_autofree char *marked = g_strdup_printf ("%s%s", cell->text, _(" (unverified)"));
      g_ptr_array_add (out, mst_derived_new (id, label, marked));
    }
  else
    g_ptr_array_add (out, mst_derived_new (id, label, cell->text));
}

/* A regiment's dice from its training, its Basic Factor from its morale
 * class (003:124-128, 328-347, 384-388). */
static void
bc_derive_unit (MstRuleset *rs, MstForce *force, MstUnit *unit, GPtrArray *out)
{
  const char *training = mst_unit_get_attr (unit, "training");
  const char *morale = mst_unit_get_attr (unit, "morale-class");

  add_cell (out, rs, "training", training, "firing-dice", "firing-dice", _("Firing dice"));
  add_cell (out, rs, "training", training, "melee-dice", "melee-dice", _("Melee dice"));
  add_cell (out, rs, "morale-classes", morale, "basic-factor", "basic-factor", _("Basic Factor"));
  mst_bc_derive_unit_more (rs, force, unit, out);
}

/* ---- tests at the table ------------------------------------------------ */

/* A test of a regiment's morale class and training, the inputs most take. */
static MstTestInfo *
unit_test_info (const char *id, const char *title)
{
  MstTestInfo *info = mst_test_info_new (id, title);

  mst_test_info_add_input (info, "morale-class", _("Morale class"), mst_bc_morale_classes);
  mst_test_info_add_input (info, "training", _("Training"), mst_bc_trainings);
  return info;
}

static void
bc_list_code_tests (MstRuleset *self, GPtrArray *tests)
{
  MstTestInfo *info;

  info = mst_test_info_new ("out-of-command", _("Out of command"));
  mst_test_info_add_input (info, "training", _("Training"), mst_bc_trainings);
  g_ptr_array_add (tests, info);

  info = unit_test_info ("morale", _("Ordinary morale test"));
  mst_test_info_add_input (info, "orders", _("Orders"), mst_bc_orders);
  for (guint i = 0; i < G_N_ELEMENTS (morale_modifiers); i++)
    mst_test_info_add_modifier (info, morale_modifiers[i].id, _(morale_modifiers[i].text),
                                morale_modifiers[i].target, NULL);
  g_ptr_array_add (tests, info);

  info = unit_test_info ("attacker-resolve", _("Attacker’s resolve"));
  mst_test_info_add_input (info, "arm", _("Arm"), arms);
  g_ptr_array_add (tests, info);

  info = unit_test_info ("defender-resolve", _("Defender’s resolve"));
  mst_test_info_add_input (info, "orders", _("Orders"), mst_bc_orders);
  mst_test_info_add_input (info, "arm", _("Arm"), defender_arms);
  g_ptr_array_add (tests, info);

  info = unit_test_info ("charge-morale", _("Charge morale"));
  mst_test_info_add_input (info, "side", _("Attacker, or the defender’s orders"), charge_sides);
  mst_test_info_add_input (info, "arm", _("Arm"), charge_arms);
  g_ptr_array_add (tests, info);

  for (guint k = 0; k < 2; k++)
    {
      info = k == 0 ? mst_test_info_new ("musketry", _("Musketry")) : mst_test_info_new ("artillery", _("Artillery fire"));
      mst_test_info_add_input (info, "training", _("Training"), mst_bc_trainings);
      mst_test_info_add_input (info, "target", _("Target"), targets);
      mst_test_info_add_input (info, "range", _("Range"), k == 0 ? musket_ranges : gun_ranges);
      for (guint i = 0; i < G_N_ELEMENTS (fire_modifiers); i++)
        mst_test_info_add_modifier (info, fire_modifiers[i].id, _(fire_modifiers[i].text), fire_modifiers[i].dice, NULL);
      g_ptr_array_add (tests, info);
    }

  info = mst_test_info_new ("melee", _("Melee"));
  mst_test_info_add_input (info, "training", _("Training"), mst_bc_trainings);
  mst_test_info_add_input (info, "matchup", _("Who fights whom"), matchups);
  mst_test_info_add_input (info, "side", _("Whose result"), melee_sides);
  mst_test_info_add_input (info, "charging", _("Charging"), charging);
  for (guint i = 0; i < G_N_ELEMENTS (melee_modifiers); i++)
    mst_test_info_add_modifier (info, melee_modifiers[i].id, _(melee_modifiers[i].text), melee_modifiers[i].dice, NULL);
  g_ptr_array_add (tests, info);
}

static gboolean
no_modifiers (GHashTable *modifiers, const char *test_id, GError **error)
{
  GHashTableIter iter;
  gpointer key;

  if (modifiers == NULL || g_hash_table_size (modifiers) == 0)
    return TRUE;
  g_hash_table_iter_init (&iter, modifiers);
  g_hash_table_iter_next (&iter, &key, NULL);
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifiers (“%s”)"), test_id,
               (char *) key);
  return FALSE;
}

/* How a D10's face is read: the sheets print its faces 0–9 (003:42). */
static void
say_read (MstTestOutcome *out, int face)
{
  g_free (out->read_as);
  if (face == 10)
    out->read_as = g_strdup (_("10 is the face marked 0: read as 0, as the sheets print a D10’s faces 0–9"));
  else
    out->read_as = g_strdup_printf (_("%d, read as the sheets print a D10’s faces, 0–9"), face);
}

/* One D10 read 0–9 (003:38-42, 209): Muster's, or the player's die: a
 * typed 0 reads 0, and so does a 10, the face marked 0. */
static gboolean
throw_d10 (MstTestOutcome *out, int thrown, MstDice *dice, const char *label, int *reads, GError **error)
{
  if (thrown > 10)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%d is not a score a D10 can throw: type the face it shows, 0 to 9 (003:42)"), thrown);
      return FALSE;
    }
  if (thrown < 0)
    {
      out->roll = mst_dice_roll (dice, label, 1, 10);
      thrown = (int) out->roll->total;
    }
  out->thrown = thrown;
  *reads = thrown % 10;
  say_read (out, thrown);
  return TRUE;
}

/* The letter for @training in a cell that lists one a training class,
 * Green first; '?' where the sheet lost it. */
static char
letter_for (const MstCell *cell, int training)
{
  size_t n = strlen (cell->text);
  return training >= 0 && (size_t) training < n ? cell->text[training] : '?';
}

/* "X: text" from a results table keyed by @token, or @token alone. */
static char *
token_text (MstRuleset *rs, const char *table, const char *token, const char *column, gboolean *unverified)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, table);
  g_autofree char *key = g_ascii_strdown (token, -1);
  const MstCell *cell = t != NULL ? mst_table_lookup (t, key, column) : NULL;

  if (cell == NULL)
    return g_strdup (token);
  *unverified |= !cell->verified;
  return g_strdup_printf ("%s: %s", token, cell->text);
}

/* "C: copies a neighbouring unit…" from a results table, or the letter
 * alone when the key has no row for it. */
static char *
result_text (MstRuleset *rs, const char *table, char letter, const char *column, gboolean *unverified)
{
  char token[2] = { letter, '\0' };

  return token_text (rs, table, token, column, unverified);
}

static MstTestOutcome *
run_out_of_command (MstRuleset *rs, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice,
                    GError **error)
{
  static const char *const takes[] = { "training", NULL };
  const MstTable *t = mst_ruleset_lookup_table (rs, "out-of-command");
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const char *training;
  const MstCell *cell;
  int reads, row;

  if (!mst_test_check_inputs (inputs, "out-of-command", takes, error) || !no_modifiers (modifiers, "out-of-command", error) ||
      (training = mst_test_input_value (inputs, "out-of-command", "training", mst_bc_trainings, NULL, error)) == NULL)
    return NULL;
  if (t == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), "out-of-command");
      return NULL;
    }
  if (!throw_d10 (out, thrown, dice, _("Out of command"), &reads, error))
    return NULL;
  row = mst_table_find_band (t, reads);
  cell = row >= 0 ? mst_table_get_cell (t, (guint) row, (guint) mst_table_find_column (t, training)) : NULL;
  if (cell == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” has no row for %d"), "out-of-command", reads);
      return NULL;
    }
  out->unverified = !cell->verified;
  out->outcome = result_text (rs, "out-of-command-results", cell->text[0], "effect", &out->unverified);
  out->note = g_strdup (cell->note);
  return g_steal_pointer (&out);
}

/* 2D10, 0 counted as 10, plus modifiers, below the Basic Factor passes;
 * else the margin is read on the Morale Table (003:359, 379-389). */
static MstTestOutcome *
run_morale (MstRuleset *rs, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice, GError **error)
{
  static const char *const takes[] = { "morale-class", "training", "orders", NULL };
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const MstTable *classes = mst_ruleset_lookup_table (rs, "morale-classes");
  const MstTable *table = mst_ruleset_lookup_table (rs, "morale-table");
  const char *morale, *training, *order;
  const MstCell *bf_cell;
  int bf, modifier = 0;

  if (!mst_test_check_inputs (inputs, "morale", takes, error) ||
      (morale = mst_test_input_value (inputs, "morale", "morale-class", mst_bc_morale_classes, NULL, error)) == NULL ||
      (training = mst_test_input_value (inputs, "morale", "training", mst_bc_trainings, NULL, error)) == NULL ||
      (order = mst_test_input_value (inputs, "morale", "orders", mst_bc_orders, NULL, error)) == NULL)
    return NULL;
  if (modifiers != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, modifiers);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          guint i;
          for (i = 0; i < G_N_ELEMENTS (morale_modifiers); i++)
            if (g_str_equal (morale_modifiers[i].id, key))
              break;
          if (i == G_N_ELEMENTS (morale_modifiers))
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifier “%s”"), "morale",
                           (char *) key);
              return NULL;
            }
          modifier += morale_modifiers[i].target * (int) GPOINTER_TO_UINT (value);
        }
    }
  bf_cell = classes != NULL ? mst_table_lookup (classes, morale, "basic-factor") : NULL;
  if (bf_cell == NULL || !mst_cell_get_number (bf_cell, &bf) || table == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), "morale-classes");
      return NULL;
    }
  /* 2D10 with each 0 counted as 10 (003:359): a total of 2 to 20. */
  if (thrown > 20 || (thrown >= 0 && thrown < 2))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%d is not a total 2D10 can throw for a morale test: add the two dice, each 0 counted as 10, "
                     "for 2 to 20 (003:359)"), thrown);
      return NULL;
    }
  if (thrown < 0)
    {
      out->roll = mst_dice_roll (dice, _("Morale"), 2, 10);
      thrown = (int) out->roll->total;
    }
  out->thrown = thrown;
  out->has_target = TRUE;
  out->target = bf + modifier;
  out->passed = thrown < out->target;
  out->unverified = !bf_cell->verified;
  if (out->passed)
    {
      out->outcome = g_strdup (_("Passes"));
      return g_steal_pointer (&out);
    }

  {
    /* "Failed by the number BF is exceeded by": a score equal to it fails
     * by 0, read with 1–4 (gap: the sheet's bands start at 1). */
    int margin = MAX (thrown - out->target, 1);
    g_autofree char *row = g_strdup_printf ("%s-%s", morale, order);
    static const char *const bands[] = { "f1-4", "f5-8", "f9-12", "f13-16", "f17-20" };
    guint band = (guint) MIN ((margin - 1) / 4, 4);
    const MstCell *cell = mst_table_lookup (table, row, bands[band]);
    char letter;
    g_autofree char *result = NULL;

    if (cell == NULL)
      {
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” has no row for %s"), "morale-table", row);
        return NULL;
      }
    letter = letter_for (cell, mst_bc_index_of (mst_bc_trainings, training));
    out->unverified |= !cell->verified || letter == '?';
    if (letter == '?')
      result = g_strdup (_("the sheet lost this letter"));
    else
      result = result_text (rs, "morale-results", letter, "troops", &out->unverified);
    out->outcome = g_strdup_printf (_("fails by %d: %s"), thrown - out->target, result);
    out->note = g_strdup (cell->note);
  }
  return g_steal_pointer (&out);
}

/* One D10 read 0–9: the row is the morale class, the column the die, the
 * letter the training's (003:209-245). */
static MstTestOutcome *
run_attacker_resolve (MstRuleset *rs, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice,
                      GError **error)
{
  static const char *const takes[] = { "morale-class", "training", "arm", NULL };
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const MstTable *t = mst_ruleset_lookup_table (rs, "attacker-resolve");
  const char *morale, *training, *arm;
  g_autofree char *column = NULL;
  const MstCell *cell;
  char letter;
  int reads;

  if (!mst_test_check_inputs (inputs, "attacker-resolve", takes, error) || !no_modifiers (modifiers, "attacker-resolve", error) ||
      (morale = mst_test_input_value (inputs, "attacker-resolve", "morale-class", mst_bc_morale_classes, NULL, error)) == NULL ||
      (training = mst_test_input_value (inputs, "attacker-resolve", "training", mst_bc_trainings, NULL, error)) == NULL ||
      (arm = mst_test_input_value (inputs, "attacker-resolve", "arm", arms, NULL, error)) == NULL)
    return NULL;
  if (t == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), "attacker-resolve");
      return NULL;
    }
  if (!throw_d10 (out, thrown, dice, _("Attacker’s resolve"), &reads, error))
    return NULL;
  column = g_strdup_printf ("d%d", reads);
  cell = mst_table_lookup (t, morale, column);
  if (cell == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” has no row for %s"), "attacker-resolve", morale);
      return NULL;
    }
  letter = letter_for (cell, mst_bc_index_of (mst_bc_trainings, training));
  out->unverified = !cell->verified || letter == '?';
  out->outcome = letter == '?' ? g_strdup (_("the sheet lost this letter"))
                               : result_text (rs, "attacker-resolve-results", letter, arm, &out->unverified);
  out->note = g_strdup (cell->note);
  return g_steal_pointer (&out);
}

/* The token for the band of @reads in a cell of four, one each for 0–3,
 * 4–5, 6–8 and 9 (003:249, 279); NULL past the cell's end. */
static char *
band_token (const MstCell *cell, int reads)
{
  g_auto(GStrv) tokens = g_strsplit (cell->text, " ", -1);
  guint band = reads <= 3 ? 0 : reads <= 5 ? 1 : reads <= 8 ? 2 : 3;

  return band < g_strv_length (tokens) ? g_strdup (tokens[band]) : NULL;
}

static MstTestOutcome *
run_defender_resolve (MstRuleset *rs, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice,
                      GError **error)
{
  static const char *const takes[] = { "morale-class", "training", "orders", "arm", NULL };
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const MstTable *t = mst_ruleset_lookup_table (rs, "defender-resolve");
  const char *morale, *training, *order, *arm;
  g_autofree char *row = NULL;
  g_autofree char *token = NULL;
  const MstCell *cell;
  int reads;

  if (!mst_test_check_inputs (inputs, "defender-resolve", takes, error) || !no_modifiers (modifiers, "defender-resolve", error) ||
      (morale = mst_test_input_value (inputs, "defender-resolve", "morale-class", mst_bc_morale_classes, NULL, error)) == NULL ||
      (training = mst_test_input_value (inputs, "defender-resolve", "training", mst_bc_trainings, NULL, error)) == NULL ||
      (order = mst_test_input_value (inputs, "defender-resolve", "orders", mst_bc_orders, NULL, error)) == NULL ||
      (arm = mst_test_input_value (inputs, "defender-resolve", "arm", defender_arms, NULL, error)) == NULL)
    return NULL;
  row = g_strdup_printf ("%s-%s", morale, training);
  if (t == NULL || (cell = mst_table_lookup (t, row, order)) == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), "defender-resolve");
      return NULL;
    }
  if (!throw_d10 (out, thrown, dice, _("Defender’s resolve"), &reads, error))
    return NULL;
  token = band_token (cell, reads);
  out->unverified = !cell->verified;
  out->outcome = token != NULL ? token_text (rs, "defender-resolve-results", token, arm, &out->unverified)
                               : g_strdup (_("the sheet lost this result"));
  out->note = g_strdup (cell->note);
  return g_steal_pointer (&out);
}

static MstTestOutcome *
run_charge_morale (MstRuleset *rs, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice,
                   GError **error)
{
  static const char *const takes[] = { "morale-class", "training", "side", "arm", NULL };
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const MstTable *t = mst_ruleset_lookup_table (rs, "charge-morale");
  const char *morale, *training, *side, *arm, *column;
  g_autofree char *row = NULL;
  g_autofree char *token = NULL;
  const MstCell *cell;
  gboolean attacker;
  int reads;

  if (!mst_test_check_inputs (inputs, "charge-morale", takes, error) || !no_modifiers (modifiers, "charge-morale", error) ||
      (morale = mst_test_input_value (inputs, "charge-morale", "morale-class", mst_bc_morale_classes, NULL, error)) == NULL ||
      (training = mst_test_input_value (inputs, "charge-morale", "training", mst_bc_trainings, NULL, error)) == NULL ||
      (side = mst_test_input_value (inputs, "charge-morale", "side", charge_sides, NULL, error)) == NULL ||
      (arm = mst_test_input_value (inputs, "charge-morale", "arm", charge_arms, NULL, error)) == NULL)
    return NULL;
  attacker = g_str_equal (side, "attacker");
  if (attacker && !g_str_equal (arm, "infantry") && !g_str_equal (arm, "cavalry"))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("arm: an attacker is infantry or cavalry, not %s"), arm);
      return NULL;
    }
  column = attacker ? (g_str_equal (arm, "infantry") ? "attacker-infantry" : "attacker-cavalry")
                    : (g_str_equal (arm, "cavalry") ? "mounted-cavalry" : arm);
  row = g_strdup_printf ("%s-%s", morale, training);
  if (t == NULL || (cell = mst_table_lookup (t, row, side)) == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), "charge-morale");
      return NULL;
    }
  if (!throw_d10 (out, thrown, dice, _("Charge morale"), &reads, error))
    return NULL;
  token = band_token (cell, reads);
  out->unverified = !cell->verified || token == NULL || g_str_equal (token, "?");
  out->outcome = token != NULL && !g_str_equal (token, "?")
                 ? token_text (rs, "charge-morale-results", token, column, &out->unverified)
                 : g_strdup (_("the sheet lost this result"));
  out->note = g_strdup (cell->note);
  return g_steal_pointer (&out);
}

/* The number in "3D10". */
static int
dice_count (MstRuleset *rs, const char *column, const char *training)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, "training");
  const MstCell *cell = t != NULL ? mst_table_lookup (t, training, column) : NULL;

  return cell != NULL ? atoi (cell->text) : 1;
}

/* The dice after @table of modifiers, never fewer than 1. */
static gboolean
count_dice (const DiceModifier *table, guint n, GHashTable *modifiers, const char *test_id, int *dice, GError **error)
{
  GHashTableIter iter;
  gpointer key, value;

  if (modifiers != NULL)
    {
      g_hash_table_iter_init (&iter, modifiers);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          guint i;
          for (i = 0; i < n; i++)
            if (g_str_equal (table[i].id, key))
              break;
          if (i == n)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifier “%s”"), test_id,
                           (char *) key);
              return FALSE;
            }
          *dice += table[i].dice * (int) GPOINTER_TO_UINT (value);
        }
    }
  *dice = MAX (*dice, 1);
  return TRUE;
}

static int
compare_reads (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* @n D10, each read 0–9, lowest first; a typed score is the best die. */
static gboolean
throw_best (MstTestOutcome *out, int n, int thrown, MstDice *dice, const char *label, GArray *reads, GError **error)
{
  if (thrown >= 0)
    {
      int r;
      if (!throw_d10 (out, thrown, dice, label, &r, error))
        return FALSE;
      g_array_append_val (reads, r);
      return TRUE;
    }
  out->roll = mst_dice_roll (dice, label, (guint) n, 10);
  for (guint i = 0; i < out->roll->n_dice; i++)
    {
      int r = (int) (out->roll->faces[i] % 10);
      g_array_append_val (reads, r);
      if (r == 0)
        say_read (out, 10);
    }
  g_array_sort (reads, compare_reads);
  out->thrown = (int) out->roll->total;
  return TRUE;
}

static const char *
fire_band (int reads)
{
  return reads <= 2 ? "0-2" : reads <= 4 ? "3-4" : reads <= 6 ? "5-6" : reads <= 8 ? "7-8" : "9";
}

/* Musketry or artillery: the firing dice, the best die, the letter at the
 * range, read on the Firing Results Key (003:103-203). */
static MstTestOutcome *
run_fire (MstRuleset *rs, gboolean guns, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice,
          GError **error)
{
  static const char *const takes[] = { "training", "target", "range", NULL };
  const char *test_id = guns ? "artillery" : "musketry";
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const MstTable *t = mst_ruleset_lookup_table (rs, test_id);
  const char *const *ranges = guns ? gun_ranges : musket_ranges;
  const char *training, *target, *range, *column;
  g_autoptr(GArray) reads = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *row = NULL;
  const MstCell *cell;
  gboolean at_guns;
  int n, best, at;
  char letter;

  if (!mst_test_check_inputs (inputs, test_id, takes, error) ||
      (training = mst_test_input_value (inputs, test_id, "training", mst_bc_trainings, NULL, error)) == NULL ||
      (target = mst_test_input_value (inputs, test_id, "target", targets, NULL, error)) == NULL ||
      (range = mst_test_input_value (inputs, test_id, "range", ranges, NULL, error)) == NULL)
    return NULL;
  n = dice_count (rs, "firing-dice", training);
  if (!count_dice (fire_modifiers, G_N_ELEMENTS (fire_modifiers), modifiers, test_id, &n, error) ||
      !throw_best (out, n, thrown, dice, guns ? _("Artillery fire") : _("Musketry"), reads, error))
    return NULL;
  best = g_array_index (reads, int, 0);
  row = g_strdup_printf ("%s-%s", training, fire_band (best));
  if (t == NULL || (cell = mst_table_lookup (t, row, target)) == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), test_id);
      return NULL;
    }
  at = mst_bc_index_of (ranges, range);
  letter = at < (int) strlen (cell->text) ? cell->text[at] : '?';
  at_guns = g_str_equal (target, "unlimbered") || g_str_equal (target, "limbered");
  column = !guns ? (at_guns ? "musketry-artillery" : "musketry")
                 : at_guns ? "artillery-artillery" : g_str_equal (range, "canister") ? "canister" : "shot";
  out->unverified = !cell->verified || letter == '?';
  out->outcome = letter == '?' ? g_strdup (_("the sheet lost this letter"))
                               : result_text (rs, "firing-results", letter, column, &out->unverified);
  out->note = cell->note != NULL ? g_strdup (cell->note)
                                 : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d die, the best reads %d",
                                                                 "%d dice, the best reads %d", n), n, best);
  return g_steal_pointer (&out);
}

/* Close combat: the melee dice, the best result (two for a charge, three
 * on a flank), the attacker's letter or the defender's in brackets
 * (003:309-353). */
static MstTestOutcome *
run_melee (MstRuleset *rs, GHashTable *inputs, GHashTable *modifiers, int thrown, MstDice *dice, GError **error)
{
  static const char *const takes[] = { "training", "matchup", "side", "charging", NULL };
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  const MstTable *t = mst_ruleset_lookup_table (rs, "melee");
  const char *training, *matchup, *side, *charge;
  g_autoptr(GArray) reads = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GString) results = g_string_new (NULL);
  guint counted;
  int n;

  if (!mst_test_check_inputs (inputs, "melee", takes, error) ||
      (training = mst_test_input_value (inputs, "melee", "training", mst_bc_trainings, NULL, error)) == NULL ||
      (matchup = mst_test_input_value (inputs, "melee", "matchup", matchups, NULL, error)) == NULL ||
      (side = mst_test_input_value (inputs, "melee", "side", melee_sides, NULL, error)) == NULL ||
      (charge = mst_test_input_value (inputs, "melee", "charging", charging, "no", error)) == NULL)
    return NULL;
  if (t == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” is missing"), "melee");
      return NULL;
    }
  n = dice_count (rs, "melee-dice", training);
  if (!count_dice (melee_modifiers, G_N_ELEMENTS (melee_modifiers), modifiers, "melee", &n, error) ||
      !throw_best (out, n, thrown, dice, _("Melee"), reads, error))
    return NULL;
  counted = MIN (reads->len, g_str_equal (charge, "flank") ? 3u : g_str_equal (charge, "yes") ? 2u : 1u);
  for (guint i = 0; i < counted; i++)
    {
      int r = g_array_index (reads, int, i);
      g_autofree char *row = g_strdup_printf ("%s-%s", training, fire_band (r));
      const MstCell *cell = mst_table_lookup (t, row, matchup);
      const char *bracket;
      char letter;
      g_autofree char *text = NULL;

      if (cell == NULL)
        continue;
      out->unverified |= !cell->verified;
      bracket = strchr (cell->text, '(');
      if (g_str_equal (side, "defender"))
        {
          if (bracket == NULL)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: the table gives the attacker’s result alone"),
                           matchup);
              return NULL;
            }
          letter = bracket[1];
        }
      else
        letter = cell->text[0];
      text = result_text (rs, "melee-results", letter, "effect", &out->unverified);
      g_string_append_printf (results, "%s%s", results->len > 0 ? "; " : "", text);
      if (out->note == NULL && cell->note != NULL)
        out->note = g_strdup (cell->note);
    }
  out->outcome = g_string_free (g_steal_pointer (&results), FALSE);
  if (out->note == NULL)
    out->note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d die, the best reads %d", "%d dice, the best reads %d", n),
                                 n, g_array_index (reads, int, 0));
  return g_steal_pointer (&out);
}

/* The faces a player threw, as the sheets read them: the ordinary morale
 * test adds two D10 with each 0 counted as 10 (003:359); a test of the
 * best of several D10 reads the lowest face, 0 to 9 (003:42, 124-128); a
 * single D10 reads its face. */
static int
bc_read_faces (MstRuleset *self, const char *test_id, const guint *faces, guint n_faces, char **read_as)
{
  g_autoptr(GString) typed = g_string_new (NULL);
  g_autoptr(GString) read = g_string_new (NULL);
  int score = 0;

  for (guint i = 0; i < n_faces; i++)
    g_string_append_printf (typed, "%s%u", i > 0 ? "+" : "", faces[i]);
  if (g_str_equal (test_id, "morale"))
    {
      for (guint i = 0; i < n_faces; i++)
        {
          guint v = faces[i] == 0 ? 10 : faces[i];

          g_string_append_printf (read, "%s%u", i > 0 ? "+" : "", v);
          score += (int) v;
        }
      /* TRANSLATORS: dice typed and how they are read: "0+7, each 0 counted as 10: 10+7 = 17 (003:359)" */
      *read_as = g_strdup_printf (_("%s, each 0 counted as 10: %s = %d (003:359)"), typed->str, read->str, score);
      return score;
    }
  score = (int) faces[0];
  for (guint i = 1; i < n_faces; i++)
    score = MIN (score, (int) faces[i]);
  if (n_faces > 1)
    /* TRANSLATORS: several D10 typed and the one read: "3+0+5, the best (lowest) reads 0" */
    *read_as = g_strdup_printf (_("%s, the best (lowest) reads %d, as the sheets read a D10’s faces 0–9"), typed->str,
                                score % 10);
  return score;
}

static MstTestOutcome *
bc_run_code_test (MstRuleset *self, const char *test_id, GHashTable *inputs, GHashTable *modifiers, int thrown,
                  MstDice *dice, GError **error)
{
  if (g_str_equal (test_id, "out-of-command"))
    return run_out_of_command (self, inputs, modifiers, thrown, dice, error);
  if (g_str_equal (test_id, "morale"))
    return run_morale (self, inputs, modifiers, thrown, dice, error);
  if (g_str_equal (test_id, "defender-resolve"))
    return run_defender_resolve (self, inputs, modifiers, thrown, dice, error);
  if (g_str_equal (test_id, "charge-morale"))
    return run_charge_morale (self, inputs, modifiers, thrown, dice, error);
  if (g_str_equal (test_id, "musketry") || g_str_equal (test_id, "artillery"))
    return run_fire (self, g_str_equal (test_id, "artillery"), inputs, modifiers, thrown, dice, error);
  if (g_str_equal (test_id, "melee"))
    return run_melee (self, inputs, modifiers, thrown, dice, error);
  return run_attacker_resolve (self, inputs, modifiers, thrown, dice, error);
}

/* A game: each regiment's stands lost, and whether it is disordered,
 * shaken or routing (003:357). */
/* A regiment's orders, changed in play; "unset" until the player gives
 * them (its list's, where the force gave them). */
static const char *const bc_game_orders[] = { "unset", "assault", "advance", "engage", "hold", "retire", NULL };
static const char *const bc_game_order_labels[] = {
  N_("Not set"), N_("Assault"), N_("Advance"), N_("Engage"), N_("Hold"), N_("Retire"), NULL,
};

/* A division's and a brigade's orders change in play, as its regiments'
 * do (003:17-34). */
static const char *const bc_game_command_attrs[] = { "orders", NULL };

static const MstGameField bc_game_fields[] = {
  { "stands-lost", N_("Stands lost"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL },
  { "orders", N_("Orders"), MST_GAME_FIELD_CHOICE, FALSE, FALSE, bc_game_orders, bc_game_order_labels },
  { "disordered", N_("Disordered"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL },
  { "shaken", N_("Shaken"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL },
  { "routed", N_("Routing"), MST_GAME_FIELD_FLAG, FALSE, TRUE, NULL, NULL },
  { NULL }
};

/* "Check morale when: … to recover from shaken, disordered or routing …
 * unit has taken casualties this turn and not taken a morale test for any
 * other reason" (003:357). */
static void
bc_game_prompts (MstRuleset *rs, gpointer data, gboolean end_of_turn, GPtrArray *prompts)
{
  GListModel *units = mst_game_get_units (data);
  MstForce *force = mst_game_get_force (data);

  /* Orders changed in play still fit those of the formation above
   * (003:17-34): a brigade's its regiments', a division's its brigades'. */
  for (guint c = 0; c < mst_force_get_n_commands (force); c++)
    {
      MstCommand *command = mst_force_get_command (force, c);
      const char *order = mst_command_get_attr (command, "orders");
      gboolean division = g_strcmp0 (mst_command_get_level (command), "division") == 0;
      g_autoptr(GPtrArray) orders = g_ptr_array_new ();
      guint n_under = 0;
      const char *problem;

      if (order == NULL)
        continue;
      if (division)
        for (guint b = 0; b < mst_force_get_n_commands (force); b++)
          {
            MstCommand *brigade = mst_force_get_command (force, b);
            const char *o = mst_command_get_attr (brigade, "orders");

            if (mst_command_get_parent (brigade) != command)
              continue;
            n_under++;
            if (o != NULL)
              g_ptr_array_add (orders, (gpointer) o);
          }
      else
        for (guint i = 0; i < g_list_model_get_n_items (units); i++)
          {
            g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
            int o = mst_game_unit_get_field (u, "orders");

            if (mst_game_unit_get_command (u) != (int) c)
              continue;
            n_under++;
            if (o > 0)
              g_ptr_array_add (orders, (gpointer) bc_game_orders[o]);
          }
      if (orders->len == 0 || (problem = mst_bc_orders_problem (order, division, orders, n_under)) == NULL)
        continue;
      {
        const char *general = mst_general_get_name (mst_command_get_general (command));
        const char *who = general != NULL && general[0] != '\0' ? general : NULL;
        char *text;

        if (division)
          /* TRANSLATORS: a division's orders no longer fit its brigades' */
          text = g_strdup_printf (_("%s’s division is on %s, which needs %s (003:17-19)."),
                                  who != NULL ? who : _("A division"),
                                  mst_ruleset_attr_value_label (rs, "orders", order), _(problem));
        else
          /* TRANSLATORS: a brigade's orders no longer fit its regiments' */
          text = g_strdup_printf (_("%s’s brigade is on %s, which needs %s (003:17-23)."),
                                  who != NULL ? who : _("A brigade"),
                                  mst_ruleset_attr_value_label (rs, "orders", order), _(problem));
        g_ptr_array_add (prompts, mst_game_prompt_new (NULL, NULL, text));
      }
    }

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      guint lost = mst_game_unit_get_losses (u);

      if (end_of_turn && lost > mst_game_unit_get_turn_losses (u) && !mst_game_unit_is_out (u))
        g_ptr_array_add (prompts, mst_game_prompt_new (u, "morale",
                                                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                                     "“%s” lost %u stand this turn: "
                                                                                     "a morale test (003:357).",
                                                                                     "“%s” lost %u stands this turn: "
                                                                                     "a morale test (003:357).",
                                                                                     lost - mst_game_unit_get_turn_losses (u)),
                                                                        mst_game_unit_get_label (u),
                                                                        lost - mst_game_unit_get_turn_losses (u))));
      else if (end_of_turn && (mst_game_unit_get_field (u, "disordered") || mst_game_unit_get_field (u, "shaken")
                               || mst_game_unit_get_field (u, "routed")))
        g_ptr_array_add (prompts, mst_game_prompt_new (u, "morale",
                                                       g_strdup_printf (_("“%s” may test its morale to recover "
                                                                          "(003:357)."),
                                                                        mst_game_unit_get_label (u))));
    }
}

/* A stand lost throws no die: the dice it takes from the regiment's fire,
 * "-1D10 per stand unable to fire or lost" (003:142). */
static char *
bc_game_unit_note (MstRuleset *rs, gpointer data)
{
  guint lost = mst_game_unit_get_losses (data);

  if (lost == 0)
    return NULL;
  /* TRANSLATORS: a Brigade Command regiment's stands lost, as the firing dice they take away */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u firing die fewer", "%u firing dice fewer", lost), lost);
}

/* The stands it lost count against its morale (003:363) and its fire
 * (a stand lost throws no die). */
static void
bc_game_test_inputs (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, GHashTable *inputs, GHashTable *modifiers)
{
  MstGameUnit *u = data;
  guint lost = mst_game_unit_get_losses (u);
  const char *modifier = g_str_equal (test_id, "morale") ? "stand-lost"
                         : g_str_equal (test_id, "musketry") || g_str_equal (test_id, "artillery") ? "stand-not-firing"
                         : NULL;

  if (modifier != NULL && lost > 0 && !g_hash_table_contains (modifiers, modifier))
    g_hash_table_insert (modifiers, g_strdup (modifier), GUINT_TO_POINTER (lost));
  if (g_str_equal (test_id, "morale") && (mst_game_unit_get_field (u, "disordered")
                                           || mst_game_unit_get_field (u, "shaken"))
      && !g_hash_table_contains (modifiers, "disordered-or-shaken"))
    g_hash_table_insert (modifiers, g_strdup ("disordered-or-shaken"), GUINT_TO_POINTER (1));
  if (mst_game_unit_get_field (u, "orders") > 0 && !g_hash_table_contains (inputs, "orders"))
    g_hash_table_insert (inputs, g_strdup ("orders"), g_strdup (bc_game_orders[mst_game_unit_get_field (u, "orders")]));
  {
    /* Its training and morale class from the list. */
    static const char *const from_unit[] = { "training", "morale-class", NULL };
    MstUnit *unit = mst_game_unit_get_unit (u);

    for (guint i = 0; from_unit[i] != NULL; i++)
      {
        const char *v = mst_unit_get_attr (unit, from_unit[i]);

        if (v != NULL && !g_hash_table_contains (inputs, from_unit[i]))
          g_hash_table_insert (inputs, g_strdup (from_unit[i]), g_strdup (v));
      }
  }
}

static void
mst_bc_ruleset_class_init (MstBcRulesetClass *klass)
{
  static const MstGeneralFate bc_general_fates[] = {
    MST_GENERAL_FATE_KILLED, MST_GENERAL_FATE_WOUNDED, MST_GENERAL_FATE_CAPTURED, MST_GENERAL_FATE_NONE,
  };
  MstRulesetClass *rs = MST_RULESET_CLASS (klass);

  rs->id = "brigade-command";
  rs->name = N_("Brigade Command");
  rs->description = N_("The brigade-level game of the quick-reference sheets: commanders rated Poltroon to "
                       "Charismatic, regiments by training and morale class, orders from Assault to Retire; "
                       "its tables with every cell the text lost marked.");
  rs->has_pools = FALSE;
  rs->has_scouting = FALSE;
  rs->measures_in_inches = TRUE;
  rs->has_commands = TRUE;
  rs->counts_figures = FALSE;
  rs->tables_only = FALSE;
  rs->unit_attrs = mst_bc_unit_attrs;
  rs->force_attrs = mst_bc_force_attrs;
  rs->roles = mst_bc_roles;
  rs->commander_label = N_("Army commander");
  rs->rule_names = mst_bc_rule_names;
  rs->role_labels = mst_bc_role_labels;
  rs->unit_kind_labels = mst_bc_unit_kind_labels;
  rs->general_attrs = mst_bc_general_attrs;
  rs->command_attrs = mst_bc_command_attrs;
  rs->levels = mst_bc_levels;
  rs->level_labels = mst_bc_level_labels;
  rs->unit_kinds = mst_bc_unit_kinds;
  rs->weapons = mst_bc_weapons;
  rs->derive_command = mst_bc_derive_command;
  rs->check = mst_bc_check;
  rs->derive_unit = bc_derive_unit;
  rs->list_code_tests = bc_list_code_tests;
  rs->run_code_test = bc_run_code_test;
  rs->read_faces = bc_read_faces;
  /* The campaign records the fate only (gap BC-6): killed, wounded or
   * captured; a regiment routed or destroyed, its strength in stands. */
  rs->general_fates = bc_general_fates;
  rs->records_destroyed = TRUE;
  /* TRANSLATORS: a Brigade Command regiment that broke in a battle */
  rs->broken_label = N_("Routed");
  rs->counts_stands = TRUE;
  rs->game_fields = bc_game_fields;
  rs->game_command_attrs = bc_game_command_attrs;
  rs->game_prompts = bc_game_prompts;
  rs->game_test_inputs = bc_game_test_inputs;
  rs->game_unit_note = bc_game_unit_note;
}

static void
mst_bc_ruleset_init (MstBcRuleset *self)
{
}
