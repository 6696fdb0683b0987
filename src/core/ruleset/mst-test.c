/* mst-test.c: a rule set's test worked out from its tables: the inputs and
 * modifiers given checked against it, the dice thrown or the score typed,
 * the outcome read from its chart.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-error.h"
#include "mst-table-private.h"
#include "mst-test.h"

void
mst_test_outcome_free (MstTestOutcome *outcome)
{
  if (outcome == NULL)
    return;
  if (outcome->roll != NULL)
    mst_roll_free (outcome->roll);
  g_free (outcome->outcome);
  g_free (outcome->note);
  g_free (outcome->read_as);
  g_free (outcome);
}

static const MstTestInput *
find_input (const MstTestDef *def, const char *id)
{
  for (guint i = 0; i < def->inputs->len; i++)
    {
      const MstTestInput *in = &g_array_index (def->inputs, MstTestInput, i);
      if (g_strcmp0 (in->id, id) == 0)
        return in;
    }
  return NULL;
}

static const MstTestModifier *
find_modifier (const MstTestDef *def, const char *id)
{
  for (guint i = 0; i < def->modifiers->len; i++)
    {
      const MstTestModifier *m = &g_array_index (def->modifiers, MstTestModifier, i);
      if (g_strcmp0 (m->id, id) == 0)
        return m;
    }
  return NULL;
}

static char *
join_input_ids (const MstTestDef *def)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < def->inputs->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", g_array_index (def->inputs, MstTestInput, i).id);
  return g_string_free (s, FALSE);
}

static char *
join_modifier_ids (const MstTestDef *def)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < def->modifiers->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", g_array_index (def->modifiers, MstTestModifier, i).id);
  return g_string_free (s, FALSE);
}

/* "2D6", or "2D6+1D6" with a supply die. */
static char *
dice_text (guint n_dice, guint sides, gboolean supply)
{
  return g_strdup_printf (supply ? "%uD%u+1D6" : "%uD%u", n_dice, sides);
}

/* The modifier @m's figure in the modifiers column @column. */
static int
figure_of (const MstTestDef *def, const MstTestModifier *m, const char *column)
{
  const MstTable *t = def->modifiers_table;
  int v = 0;

  if (!m->by_column)
    return m->target;
  /* A row that has no figure in the column read adds nothing there. */
  if (!mst_cell_get_modifier (mst_table_lookup (t, m->id, column), &v))
    return 0;
  return v;
}

MstTestOutcome *
mst_test_def_run (const MstTestDef *def, GHashTable *inputs, GHashTable *modifiers,
                  int thrown, MstDice *dice, GError **error)
{
  g_autoptr(MstTestOutcome) out = g_new0 (MstTestOutcome, 1);
  g_autoptr(GHashTable) flags = g_hash_table_new (g_str_hash, g_str_equal);
  const char *row_key = NULL;
  const char *column_key = def->column;
  const char *modifiers_column = def->modifiers_column;
  guint n_dice = def->n_dice, sides = def->sides;
  gboolean supply = FALSE;
  int modifier = 0;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (def != NULL, NULL);
  g_return_val_if_fail (thrown >= 0 || dice != NULL, NULL);

  /* Every input given is one the test takes, with a value it takes. */
  if (inputs != NULL)
    {
      g_hash_table_iter_init (&iter, inputs);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if (find_input (def, key) == NULL)
          {
            g_autofree char *ids = join_input_ids (def);

            if (def->inputs->len == 0)
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” takes no input (“%s”)"),
                           def->id, (char *) key);
            else
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no input “%s” (it takes %s)"),
                           def->id, (char *) key, ids);
            return NULL;
          }
    }
  for (guint i = 0; i < def->inputs->len; i++)
    {
      const MstTestInput *in = &g_array_index (def->inputs, MstTestInput, i);
      const char *v = inputs != NULL ? g_hash_table_lookup (inputs, in->id) : NULL;
      g_auto(GStrv) allowed = mst_test_def_dup_values (def, in);
      g_autofree char *list = g_strjoinv ("|", allowed);
      int found = -1;

      if (v == NULL)
        v = in->default_value;
      for (guint j = 0; allowed[j] != NULL; j++)
        if (g_strcmp0 (allowed[j], v) == 0)
          found = (int) j;
      if (v == NULL)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” needs %s=%s"), def->id, in->id, list);
          return NULL;
        }
      if (found < 0)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not one of %s"), in->id, v, list);
          return NULL;
        }
      switch (in->axis)
        {
        case MST_INPUT_ROW:
          row_key = v;
          break;
        case MST_INPUT_COLUMN:
          column_key = in->columns[found];
          if (in->modifier_columns != NULL && in->modifier_columns[found][0] != '\0')
            modifiers_column = in->modifier_columns[found];
          break;
        case MST_INPUT_DICE:
          mst_test_dice_parse (v, &n_dice, &sides);
          break;
        case MST_INPUT_FLAG:
          if (g_str_equal (v, "yes"))
            g_hash_table_add (flags, in->id);
          break;
        case MST_INPUT_SUPPLY_DIE:
        default:
          supply = g_str_equal (v, "yes");
          break;
        }
    }

  /* Every modifier given is one the test has, counted no more often
   * than it may be; rows that cannot both be true are refused. */
  if (modifiers != NULL && g_hash_table_size (modifiers) > 0 && def->modifiers->len == 0)
    {
      g_hash_table_iter_init (&iter, modifiers);
      g_hash_table_iter_next (&iter, &key, NULL);
      if (def->resolve == MST_RESOLVE_BAND)
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifier “%s”"), def->id,
                     (char *) key);
      else
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifiers (“%s”)"), def->id,
                     (char *) key);
      return NULL;
    }
  if (modifiers != NULL)
    {
      g_hash_table_iter_init (&iter, modifiers);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          const MstTestModifier *m = find_modifier (def, key);
          guint count = GPOINTER_TO_UINT (value);

          if (m == NULL)
            {
              g_autofree char *ids = join_modifier_ids (def);

              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no modifier “%s” (it has %s)"),
                           def->id, (char *) key, ids);
              return NULL;
            }
          if (m->most > 0 && count > m->most)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("%s counts once; only the rows that count each time they apply take a count"), m->id);
              return NULL;
            }
          if (m->row != NULL && g_strcmp0 (m->row, row_key) != 0)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the modifier “%s” is only for %s, not %s"),
                           m->id, m->row, row_key != NULL ? row_key : "");
              return NULL;
            }
          if (count > 0)
            modifier += figure_of (def, m, modifiers_column) * (int) count;
        }
      for (guint i = 0; i < def->excludes->len; i++)
        {
          const RowRule *e = &g_array_index (def->excludes, RowRule, i);

          if (GPOINTER_TO_UINT (g_hash_table_lookup (modifiers, e->row)) > 0
              && GPOINTER_TO_UINT (g_hash_table_lookup (modifiers, e->other)) > 0)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("“%s” and “%s” cannot both apply to the unit that tests: choose one"),
                           find_modifier (def, e->row)->text, find_modifier (def, e->other)->text);
              return NULL;
            }
        }
      for (guint i = 0; i < def->sets->len; i++)
        {
          const RowRule *e = &g_array_index (def->sets, RowRule, i);

          if (GPOINTER_TO_UINT (g_hash_table_lookup (modifiers, e->row)) > 0)
            g_hash_table_add (flags, e->other);
        }
    }

  /* The score the player threw, or the dice Muster throws; a supply die
   * is thrown with them ("the dice must be added to the number of dice
   * being thrown before that set of dice are thrown", 000:81-83). */
  if (thrown >= 0)
    {
      int lo = (int) n_dice + (supply ? 1 : 0), hi = (int) (n_dice * sides) + (supply ? 6 : 0);

      if (thrown < lo || thrown > hi)
        {
          g_autofree char *text = dice_text (n_dice, sides, supply);
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%d is not a score %s can throw (%d to %d)"),
                       thrown, text, lo, hi);
          return NULL;
        }
      out->thrown = thrown;
    }
  else
    {
      out->roll = mst_dice_roll (dice, def->title, n_dice, sides);
      out->thrown = (int) out->roll->total;
      if (supply)
        {
          g_autofree char *faces = mst_roll_format (out->roll);

          out->supply_face = mst_dice_die (dice, 6);
          out->thrown += (int) out->supply_face;
          out->read_as = g_strdup_printf (_("Rolled %s, supply die %u"), faces, out->supply_face);
        }
    }
  out->supply_dice = supply ? 1 : 0;

  if (def->resolve == MST_RESOLVE_BAND)
    {
      int score = out->thrown + modifier;
      int row;
      const MstCell *cell;

      if (def->modifiers->len > 0)
        {
          out->has_score = TRUE;
          out->modifier = modifier;
          out->score = score;
        }
      row = mst_table_find_band (def->table, score);
      if (row < 0)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” has no row for %d"),
                       def->table->id, score);
          return NULL;
        }
      cell = mst_table_get_cell (def->table, (guint) row, (guint) mst_table_find_column (def->table, column_key));
      out->outcome = g_strdup (cell->text);
      for (guint i = 0; i < def->instead->len; i++)
        {
          const Instead *e = &g_array_index (def->instead, Instead, i);

          if (g_hash_table_contains (flags, e->input) && g_strcmp0 (e->of, out->outcome) == 0)
            {
              g_free (out->outcome);
              out->outcome = g_strdup (e->text);
              break;
            }
        }
      out->unverified = !cell->verified;
      out->note = g_strdup (cell->note);
      return g_steal_pointer (&out);
    }

  {
    const MstCell *cell = mst_table_lookup (def->table, row_key, column_key);
    int target;

    if (cell == NULL || !mst_cell_get_number (cell, &target))
      {
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the table “%s” has no number for %s, %s"),
                     def->table->id, row_key != NULL ? row_key : "", column_key != NULL ? column_key : "");
        return NULL;
      }
    target += modifier;
    out->has_target = TRUE;
    out->target = target;
    out->passed = def->resolve == MST_RESOLVE_BELOW ? out->thrown < target : out->thrown <= target;
    out->outcome = g_strdup (out->passed ? def->pass_text : def->fail_text);
    if (out->outcome == NULL)
      out->outcome = g_strdup (out->passed ? _("Passes") : _("Fails"));
    out->unverified = !cell->verified;
    out->note = g_strdup (cell->note);
  }
  return g_steal_pointer (&out);
}

const char *
mst_test_input_value (GHashTable *inputs, const char *test_id, const char *id, const char *const *allowed,
                      const char *fallback, GError **error)
{
  const char *v = inputs != NULL ? g_hash_table_lookup (inputs, id) : NULL;
  g_autofree char *list = g_strjoinv ("|", (char **) allowed);

  if (v == NULL && fallback != NULL)
    return fallback;
  if (v == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” needs %s=%s"), test_id, id, list);
      return NULL;
    }
  if (!g_strv_contains (allowed, v))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: “%s” is not one of %s"), id, v, list);
      return NULL;
    }
  return v;
}

gboolean
mst_test_check_inputs (GHashTable *inputs, const char *test_id, const char *const *takes, GError **error)
{
  GHashTableIter iter;
  gpointer key;

  if (inputs == NULL)
    return TRUE;
  g_hash_table_iter_init (&iter, inputs);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_strv_contains (takes, key))
      {
        g_autofree char *list = g_strjoinv (", ", (char **) takes);
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the test “%s” has no input “%s” (it takes %s)"),
                     test_id, (char *) key, list);
        return FALSE;
      }
  return TRUE;
}
