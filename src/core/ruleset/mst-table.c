/* mst-table.c: a rule set's charts and tests read from tables.xml (its
 * tests worked out in mst-test.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mst-data-text.h"
#include "mst-error.h"
#include "mst-table-private.h"
#include "mst-test.h"
#include "mst-xml-private.h"

G_DEFINE_BOXED_TYPE (MstTableSet, mst_table_set, mst_table_set_ref, mst_table_set_unref)

/* g_strv_builder_take() is newer than GLib 2.74. */
static void
builder_take (GStrvBuilder *builder, char *s)
{
  g_strv_builder_add (builder, s);
  g_free (s);
}

static void
cell_clear (gpointer data)
{
  MstCell *cell = data;

  g_free (cell->text);
  g_free (cell->note);
}

static void
table_free (gpointer data)
{
  MstTable *t = data;

  g_free (t->id);
  g_free (t->title);
  g_free (t->source);
  g_free (t->rows_label);
  g_ptr_array_unref (t->row_keys);
  g_ptr_array_unref (t->row_labels);
  g_ptr_array_unref (t->row_printed);
  g_array_unref (t->row_bands);
  g_ptr_array_unref (t->column_keys);
  g_ptr_array_unref (t->column_labels);
  g_array_unref (t->cells);
  g_strfreev (t->notes);
  g_free (t);
}

void
mst_test_input_clear (gpointer data)
{
  MstTestInput *in = data;

  g_free (in->id);
  g_free (in->label);
  g_strfreev (in->values);
  g_strfreev (in->columns);
  g_strfreev (in->modifier_columns);
  g_free (in->default_value);
  g_strfreev (in->value_labels);
}

void
mst_test_modifier_clear (gpointer data)
{
  MstTestModifier *m = data;

  g_free (m->id);
  g_free (m->text);
  g_free (m->row);
  g_free (m->figures);
}

static void
test_free (gpointer data)
{
  MstTestDef *def = data;

  g_free (def->id);
  g_free (def->title);
  g_free (def->source);
  g_free (def->column);
  g_array_unref (def->inputs);
  g_array_unref (def->modifiers);
  g_free (def->pass_text);
  g_free (def->fail_text);
  g_free (def->modifiers_column);
  g_array_unref (def->excludes);
  g_array_unref (def->sets);
  g_array_unref (def->instead);
  g_free (def);
}

static void
row_rule_clear (gpointer data)
{
  RowRule *e = data;

  g_free (e->row);
  g_free (e->other);
}

static void
instead_clear (gpointer data)
{
  Instead *e = data;

  g_free (e->input);
  g_free (e->of);
  g_free (e->text);
}

MstTableSet *
mst_table_set_ref (MstTableSet *set)
{
  g_atomic_ref_count_inc (&set->ref);
  return set;
}

void
mst_table_set_unref (MstTableSet *set)
{
  if (set == NULL || !g_atomic_ref_count_dec (&set->ref))
    return;
  g_free (set->path);
  g_free (set->ruleset);
  g_ptr_array_unref (set->tables);
  g_ptr_array_unref (set->tests);
  g_free (set);
}

/* Reading. */

static gboolean
fail_at (GError **error, const char *path, xmlNode *node, const char *what)
{
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, "%s:%ld: %s", path, xmlGetLineNo (node), what);
  return FALSE;
}

/* The largest number a chart prints: a range in inches, a count. */
#define MAX_CHART_NUMBER 999

/* A run of digits in @text past what any chart prints, or NULL: read as a
 * number it would wrap (a command radius of −1). */
static char *
number_out_of_range (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && (p == text || !g_ascii_isdigit (p[-1])))
      {
        const char *end = p;
        guint64 v;
        g_autofree char *digits = NULL;

        while (g_ascii_isdigit (*end))
          end++;
        digits = g_strndup (p, (gsize) (end - p));
        if (!g_ascii_string_to_unsigned (digits, 10, 0, MAX_CHART_NUMBER, &v, NULL))
          return g_steal_pointer (&digits);
      }
  return NULL;
}

static MstTable *
read_table (xmlNode *node, const char *path, GError **error)
{
  MstTable *t = g_new0 (MstTable, 1);
  g_autoptr(GStrvBuilder) notes = g_strv_builder_new ();

  t->id = mst_xml_get_prop (node, "id");
  t->source = mst_xml_get_prop (node, "source");
  t->rows_label = mst_data_text_translate (mst_xml_get_prop (node, "rows"));
  t->row_keys = g_ptr_array_new_with_free_func (g_free);
  t->row_labels = g_ptr_array_new_with_free_func (g_free);
  t->row_printed = g_ptr_array_new_with_free_func (g_free);
  t->row_bands = g_array_new (FALSE, TRUE, sizeof (RowBand));
  t->column_keys = g_ptr_array_new_with_free_func (g_free);
  t->column_labels = g_ptr_array_new_with_free_func (g_free);
  t->cells = g_array_new (FALSE, TRUE, sizeof (MstCell));
  g_array_set_clear_func (t->cells, cell_clear);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (mst_xml_is (child, "title"))
        t->title = mst_data_text_translate (mst_xml_get_text (child));
      else if (mst_xml_is (child, "column"))
        {
          g_ptr_array_add (t->column_keys, mst_xml_get_prop (child, "key"));
          g_ptr_array_add (t->column_labels, mst_data_text_translate (mst_xml_get_text (child)));
        }
      else if (mst_xml_is (child, "note"))
        builder_take (notes, mst_data_text_translate (mst_xml_get_text (child)));
      else if (mst_xml_is (child, "row"))
        {
          guint n = 0;

          g_autofree char *from = mst_xml_get_prop (child, "from");
          g_autofree char *to = mst_xml_get_prop (child, "to");
          RowBand band = { from != NULL || to != NULL, G_MININT, G_MAXINT };

          /* The schema holds them to a few hundred either way. */
          if (from != NULL)
            band.from = (int) g_ascii_strtoll (from, NULL, 10);
          if (to != NULL)
            band.to = (int) g_ascii_strtoll (to, NULL, 10);
          g_array_append_val (t->row_bands, band);
          g_ptr_array_add (t->row_keys, mst_xml_get_prop (child, "key"));
          g_ptr_array_add (t->row_labels, mst_data_text_translate (mst_xml_get_prop (child, "label")));
          g_ptr_array_add (t->row_printed, mst_xml_get_prop (child, "printed"));
          for (xmlNode *c = child->children; c != NULL; c = c->next)
            {
              g_autofree char *verified = NULL;
              MstCell cell = { 0 };

              if (!mst_xml_is (c, "cell"))
                continue;
              g_autofree char *wide = NULL;

              verified = mst_xml_get_prop (c, "verified");
              cell.text = mst_xml_get_text (c);
              /* A cell of words in the player's language; numbers and letters as they are. */
              cell.text = mst_data_text_translate (cell.text);
              if ((wide = number_out_of_range (cell.text)) != NULL)
                {
                  g_autofree char *what = g_strdup_printf (_("the table “%s”: “%s” is out of range: a chart’s numbers "
                                                             "run from 0 to %d"), t->id, wide, MAX_CHART_NUMBER);
                  g_free (cell.text);
                  fail_at (error, path, c, what);
                  table_free (t);
                  return NULL;
                }
              cell.note = mst_data_text_translate (mst_xml_get_prop (c, "note"));
              cell.verified = !(g_strcmp0 (verified, "false") == 0 || g_strcmp0 (verified, "0") == 0);
              g_array_append_val (t->cells, cell);
              n++;
            }
          if (n != t->column_keys->len)
            {
              g_autofree char *what = g_strdup_printf (_("the row “%s” of the table “%s” has %u cells for %u columns"),
                                                       (char *) g_ptr_array_index (t->row_keys, t->row_keys->len - 1),
                                                       t->id, n, t->column_keys->len);
              fail_at (error, path, child, what);
              table_free (t);
              return NULL;
            }
        }
    }
  t->notes = g_strv_builder_end (notes);
  return t;
}

gboolean
mst_test_dice_parse (const char *text, guint *n_dice, guint *sides)
{
  const char *d = text != NULL ? strchr (text, 'd') : NULL;

  if (d == NULL)
    return FALSE;
  *n_dice = (guint) strtoul (text, NULL, 10);
  *sides = (guint) strtoul (d + 1, NULL, 10);
  return *n_dice > 0 && *sides > 1;
}

static MstTestDef *
test_fail (MstTestDef *def, GError **error, const char *path, xmlNode *node, char *what)
{
  fail_at (error, path, node, what);
  g_free (what);
  test_free (def);
  return NULL;
}

/* The values a flag or a supply die takes. */
static const char *const no_yes[] = { "no", "yes", NULL };

static gboolean
read_input (MstTestDef *def, xmlNode *node, MstTestInput *in, const char *path, GError **error)
{
  g_autofree char *axis = mst_xml_get_prop (node, "axis");
  g_autoptr(GStrvBuilder) values = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) columns = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) modifier_columns = g_strv_builder_new ();

  in->id = mst_xml_get_prop (node, "id");
  in->label = mst_data_text_translate (mst_xml_get_prop (node, "label"));
  in->default_value = mst_xml_get_prop (node, "default");
  in->axis = g_strcmp0 (axis, "column") == 0 ? MST_INPUT_COLUMN
           : g_strcmp0 (axis, "dice") == 0 ? MST_INPUT_DICE
           : g_strcmp0 (axis, "flag") == 0 ? MST_INPUT_FLAG
           : g_strcmp0 (axis, "supply-die") == 0 ? MST_INPUT_SUPPLY_DIE : MST_INPUT_ROW;
  in->role = in->axis == MST_INPUT_DICE ? MST_INPUT_ROLE_DICE
           : in->axis == MST_INPUT_SUPPLY_DIE ? MST_INPUT_ROLE_SUPPLY_DIE : MST_INPUT_ROLE_NONE;
  if (in->axis == MST_INPUT_FLAG || in->axis == MST_INPUT_SUPPLY_DIE)
    {
      in->values = g_strdupv ((char **) no_yes);
      if (in->default_value == NULL)
        in->default_value = g_strdup ("no");
      return TRUE;
    }
  for (xmlNode *v = node->children; v != NULL; v = v->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *column = NULL;
      g_autofree char *modifiers = NULL;
      guint n_dice, sides;

      if (!mst_xml_is (v, "value"))
        continue;
      id = mst_xml_get_prop (v, "id");
      column = mst_xml_get_prop (v, "column");
      modifiers = mst_xml_get_prop (v, "modifiers");
      if (in->axis == MST_INPUT_DICE && (!mst_test_dice_parse (id, &n_dice, &sides) || n_dice > 9))
        {
          g_autofree char *what = g_strdup_printf (_("the test “%s”: “%s” is not dice (2d6, 1d12)"), def->id, id);
          return fail_at (error, path, v, what);
        }
      if (in->axis == MST_INPUT_COLUMN && (column == NULL || mst_table_find_column (def->table, column) < 0))
        {
          g_autofree char *what = g_strdup_printf (_("the test “%s” reads a column “%s” that the table “%s” does not have"),
                                                   def->id, column != NULL ? column : "", def->table->id);
          return fail_at (error, path, v, what);
        }
      if (modifiers != NULL
          && (def->modifiers_table == NULL || mst_table_find_column (def->modifiers_table, modifiers) < 0))
        {
          g_autofree char *what = g_strdup_printf (_("the test “%s” reads a column “%s” of its modifiers that it does not have"),
                                                   def->id, modifiers);
          return fail_at (error, path, v, what);
        }
      builder_take (values, g_steal_pointer (&id));
      builder_take (columns, column != NULL ? g_steal_pointer (&column) : g_strdup (""));
      builder_take (modifier_columns, modifiers != NULL ? g_steal_pointer (&modifiers) : g_strdup (""));
    }
  in->values = g_strv_builder_end (values);
  in->columns = g_strv_builder_end (columns);
  in->modifier_columns = g_strv_builder_end (modifier_columns);
  if (in->default_value != NULL && !g_strv_contains ((const char *const *) in->values, in->default_value))
    {
      g_autofree char *what = g_strdup_printf (_("the test “%s”: the input “%s” has no value “%s” to be its default"),
                                               def->id, in->id, in->default_value);
      return fail_at (error, path, node, what);
    }
  return TRUE;
}

/* "From shooting: +1 · Charge or melee: +2": a modifier row's figure in
 * each column it has one in; NULL with one column. */
static char *
describe_by_column (const MstTable *t, guint row)
{
  g_autoptr(GString) s = g_string_new (NULL);

  if (t->column_keys->len < 2)
    return NULL;
  for (guint c = 0; c < t->column_keys->len; c++)
    {
      const MstCell *cell = mst_table_get_cell (t, row, c);
      int v;

      if (!mst_cell_get_modifier (cell, &v))
        continue;
      if (s->len > 0)
        g_string_append (s, " · ");
      /* TRANSLATORS: a modifier's figure in one column of its table, "Charge or melee: +2" */
      g_string_append_printf (s, _("%s: %s"), (char *) g_ptr_array_index (t->column_labels, c), cell->text);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static MstTestDef *
read_test (MstTableSet *set, xmlNode *node, const char *path, GError **error)
{
  MstTestDef *def = g_new0 (MstTestDef, 1);
  g_autofree char *table_id = mst_xml_get_prop (node, "table");
  g_autofree char *modifiers_id = mst_xml_get_prop (node, "modifiers");
  g_autofree char *dice = mst_xml_get_prop (node, "dice");
  g_autofree char *resolve = mst_xml_get_prop (node, "resolve");
  g_autoptr(GPtrArray) counted = g_ptr_array_new_with_free_func (g_free);
  gboolean has_column_input = FALSE;
  gboolean modifiers_column_named = FALSE;

  def->id = mst_xml_get_prop (node, "id");
  def->source = mst_xml_get_prop (node, "source");
  def->column = mst_xml_get_prop (node, "column");
  def->modifiers_column = mst_xml_get_prop (node, "modifiers-column");
  def->inputs = g_array_new (FALSE, TRUE, sizeof (MstTestInput));
  g_array_set_clear_func (def->inputs, mst_test_input_clear);
  def->modifiers = g_array_new (FALSE, TRUE, sizeof (MstTestModifier));
  g_array_set_clear_func (def->modifiers, mst_test_modifier_clear);
  def->excludes = g_array_new (FALSE, TRUE, sizeof (RowRule));
  g_array_set_clear_func (def->excludes, row_rule_clear);
  def->sets = g_array_new (FALSE, TRUE, sizeof (RowRule));
  g_array_set_clear_func (def->sets, row_rule_clear);
  def->instead = g_array_new (FALSE, TRUE, sizeof (Instead));
  g_array_set_clear_func (def->instead, instead_clear);
  def->resolve = g_strcmp0 (resolve, "band") == 0 ? MST_RESOLVE_BAND
               : g_strcmp0 (resolve, "below") == 0 ? MST_RESOLVE_BELOW : MST_RESOLVE_AT_MOST;
  mst_test_dice_parse (dice, &def->n_dice, &def->sides);
  def->table = mst_table_set_lookup (set, table_id);
  if (def->table == NULL)
    return test_fail (def, error, path, node,
                      g_strdup_printf (_("the test “%s” reads a table “%s” that is not in the file"), def->id, table_id));
  if (modifiers_id != NULL && (def->modifiers_table = mst_table_set_lookup (set, modifiers_id)) == NULL)
    return test_fail (def, error, path, node,
                      g_strdup_printf (_("the test “%s” takes its modifiers from a table “%s” that is not in the file"),
                                       def->id, modifiers_id));
  if (def->modifiers_column != NULL
      && (def->modifiers_table == NULL || mst_table_find_column (def->modifiers_table, def->modifiers_column) < 0))
    return test_fail (def, error, path, node,
                      g_strdup_printf (_("the test “%s” reads a column “%s” of its modifiers that it does not have"),
                                       def->id, def->modifiers_column));
  modifiers_column_named = def->modifiers_column != NULL;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (mst_xml_is (child, "title"))
        def->title = mst_data_text_translate (mst_xml_get_text (child));
      else if (mst_xml_is (child, "pass"))
        def->pass_text = mst_data_text_translate (mst_xml_get_text (child));
      else if (mst_xml_is (child, "fail"))
        def->fail_text = mst_data_text_translate (mst_xml_get_text (child));
      else if (mst_xml_is (child, "input"))
        {
          MstTestInput in = { 0 };

          if (!read_input (def, child, &in, path, error))
            {
              mst_test_input_clear (&in);
              test_free (def);
              return NULL;
            }
          has_column_input |= in.axis == MST_INPUT_COLUMN;
          for (guint v = 0; in.modifier_columns != NULL && in.modifier_columns[v] != NULL; v++)
            modifiers_column_named |= in.modifier_columns[v][0] != '\0';
          g_array_append_val (def->inputs, in);
        }
      else if (mst_xml_is (child, "modifier"))
        {
          g_autofree char *target = mst_xml_get_prop (child, "target");
          MstTestModifier m = { 0 };

          m.id = mst_xml_get_prop (child, "id");
          m.text = mst_data_text_translate (mst_xml_get_text (child));
          {
            gint64 v = 0;

            /* A modifier is a few points either way. */
            if (target != NULL && !g_ascii_string_to_signed (target, 10, -MAX_CHART_NUMBER, MAX_CHART_NUMBER, &v, NULL))
              {
                g_autofree char *what = g_strdup_printf (_("the modifier “%s”: “%s” is not a number from −%d to %d"),
                                                         m.id != NULL ? m.id : "", target, MAX_CHART_NUMBER,
                                                         MAX_CHART_NUMBER);
                mst_test_modifier_clear (&m);
                fail_at (error, path, child, what);
                test_free (def);
                return NULL;
              }
            m.target = (int) v;
          }
          m.row = mst_xml_get_prop (child, "row");
          g_array_append_val (def->modifiers, m);
          if (m.row != NULL && mst_table_find_row (def->table, m.row) < 0)
            return test_fail (def, error, path, child,
                              g_strdup_printf (_("the modifier “%s” is for a row “%s” that the table “%s” does not have"),
                                               m.id, m.row, table_id));
        }
      else if (mst_xml_is (child, "counts") || mst_xml_is (child, "excludes") || mst_xml_is (child, "sets"))
        {
          g_autofree char *row = mst_xml_get_prop (child, "row");
          g_autofree char *other = mst_xml_get_prop (child, "other");
          g_autofree char *input = mst_xml_get_prop (child, "input");

          if (def->modifiers_table == NULL || mst_table_find_row (def->modifiers_table, row) < 0
              || (other != NULL && mst_table_find_row (def->modifiers_table, other) < 0))
            return test_fail (def, error, path, child,
                              g_strdup_printf (_("the test “%s” names a row “%s” that its modifiers do not have"),
                                               def->id, mst_table_find_row (def->modifiers_table, row) < 0 ? row : other));
          if (mst_xml_is (child, "counts"))
            g_ptr_array_add (counted, g_steal_pointer (&row));
          else
            {
              gboolean excludes = mst_xml_is (child, "excludes");
              RowRule e = { g_steal_pointer (&row), excludes ? g_steal_pointer (&other) : g_steal_pointer (&input) };

              g_array_append_val (excludes ? def->excludes : def->sets, e);
            }
        }
      else if (mst_xml_is (child, "instead"))
        {
          Instead e = { mst_xml_get_prop (child, "input"), mst_data_text_translate (mst_xml_get_prop (child, "of")),
                        mst_data_text_translate (mst_xml_get_text (child)) };
          g_array_append_val (def->instead, e);
        }
    }
  if (!has_column_input && (def->column == NULL || mst_table_find_column (def->table, def->column) < 0))
    return test_fail (def, error, path, node,
                      g_strdup_printf (_("the test “%s” names no column of the table “%s” to read"), def->id, table_id));
  if (def->modifiers_table != NULL && !modifiers_column_named)
    return test_fail (def, error, path, node,
                      g_strdup_printf (_("the test “%s” names no column of its modifiers to read"), def->id));
  /* A flag set by a row or read by an instead rule is one of the test's. */
  for (guint i = 0; i < def->sets->len + def->instead->len; i++)
    {
      const char *input = i < def->sets->len ? g_array_index (def->sets, RowRule, i).other
                                             : g_array_index (def->instead, Instead, i - def->sets->len).input;
      gboolean found = FALSE;

      for (guint k = 0; k < def->inputs->len && !found; k++)
        found = g_strcmp0 (g_array_index (def->inputs, MstTestInput, k).id, input) == 0
                && g_array_index (def->inputs, MstTestInput, k).axis == MST_INPUT_FLAG;
      if (!found)
        return test_fail (def, error, path, node,
                          g_strdup_printf (_("the test “%s” has no flag input “%s”"), def->id, input));
    }
  /* Each row of the modifiers table a modifier of the test, counted once
   * unless it counts each time. */
  for (guint r = 0; def->modifiers_table != NULL && r < def->modifiers_table->row_keys->len; r++)
    {
      const MstTable *t = def->modifiers_table;
      const char *column = def->modifiers_column != NULL ? def->modifiers_column
                                                         : (const char *) g_ptr_array_index (t->column_keys, 0);
      MstTestModifier m = { 0 };
      int v = 0;

      m.id = g_strdup (g_ptr_array_index (t->row_keys, r));
      m.text = g_strdup (g_ptr_array_index (t->row_labels, r));
      m.by_column = TRUE;
      m.most = g_ptr_array_find_with_equal_func (counted, m.id, g_str_equal, NULL) ? 0 : 1;
      mst_cell_get_modifier (mst_table_get_cell (t, r, (guint) mst_table_find_column (t, column)), &v);
      m.target = v;
      m.figures = describe_by_column (t, r);
      g_array_append_val (def->modifiers, m);
    }
  return def;
}

static MstTableSet *
table_set_from_doc (xmlDoc *doc, const char *path, GError **error)
{
  g_autoptr(MstTableSet) set = g_new0 (MstTableSet, 1);
  xmlNode *root;

  g_atomic_ref_count_init (&set->ref);
  set->path = g_strdup (path);
  set->tables = g_ptr_array_new_with_free_func (table_free);
  set->tests = g_ptr_array_new_with_free_func (test_free);

  if (!mst_xml_validate (doc, MST_SCHEMA_TABLES, path, NULL, error))
    return NULL;
  root = xmlDocGetRootElement (doc);
  set->ruleset = mst_xml_get_prop (root, "ruleset");
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      if (mst_xml_is (child, "table"))
        {
          MstTable *t = read_table (child, path, error);

          if (t == NULL)
            return NULL;
          g_ptr_array_add (set->tables, t);
        }
      else if (mst_xml_is (child, "test"))
        {
          MstTestDef *def = read_test (set, child, path, error);

          if (def == NULL)
            return NULL;
          g_ptr_array_add (set->tests, def);
        }
    }
  return g_steal_pointer (&set);
}

MstTableSet *
mst_table_set_new_from_file (const char *path, GError **error)
{
  xmlDoc *doc = mst_xml_read_file_to_read (path, error);
  MstTableSet *set;

  if (doc == NULL)
    return NULL;
  set = table_set_from_doc (doc, path, error);
  xmlFreeDoc (doc);
  return set;
}

MstTableSet *
mst_table_set_new_from_data (const char *data, gsize len, const char *display_name, GError **error)
{
  xmlDoc *doc = mst_xml_parse (data, len, display_name, error);
  MstTableSet *set;

  if (doc == NULL)
    return NULL;
  set = table_set_from_doc (doc, display_name, error);
  xmlFreeDoc (doc);
  return set;
}

const char *
mst_table_set_get_path (MstTableSet *set)
{
  return set->path;
}

const char *
mst_table_set_get_ruleset (MstTableSet *set)
{
  return set->ruleset;
}

guint
mst_table_set_get_n_tables (MstTableSet *set)
{
  return set->tables->len;
}

const MstTable *
mst_table_set_get_table (MstTableSet *set, guint i)
{
  g_return_val_if_fail (i < set->tables->len, NULL);
  return g_ptr_array_index (set->tables, i);
}

const MstTable *
mst_table_set_lookup (MstTableSet *set, const char *table_id)
{
  for (guint i = 0; i < set->tables->len; i++)
    {
      const MstTable *t = g_ptr_array_index (set->tables, i);
      if (g_strcmp0 (t->id, table_id) == 0)
        return t;
    }
  return NULL;
}

guint
mst_table_set_get_n_tests (MstTableSet *set)
{
  return set->tests->len;
}

const MstTestDef *
mst_table_set_get_test (MstTableSet *set, guint i)
{
  g_return_val_if_fail (i < set->tests->len, NULL);
  return g_ptr_array_index (set->tests, i);
}

const MstTestDef *
mst_table_set_lookup_test (MstTableSet *set, const char *test_id)
{
  for (guint i = 0; i < set->tests->len; i++)
    {
      const MstTestDef *def = g_ptr_array_index (set->tests, i);
      if (g_strcmp0 (def->id, test_id) == 0)
        return def;
    }
  return NULL;
}

/* Tables. */

const char *mst_table_get_id (const MstTable *t) { return t->id; }
const char *mst_table_get_title (const MstTable *t) { return t->title; }
const char *mst_table_get_source (const MstTable *t) { return t->source; }
const char *mst_table_get_rows_label (const MstTable *t) { return t->rows_label; }
guint mst_table_get_n_rows (const MstTable *t) { return t->row_keys->len; }
guint mst_table_get_n_columns (const MstTable *t) { return t->column_keys->len; }
const char *const *mst_table_get_notes (const MstTable *t) { return (const char *const *) t->notes; }

const char *
mst_table_get_row_key (const MstTable *t, guint row)
{
  g_return_val_if_fail (row < t->row_keys->len, NULL);
  return g_ptr_array_index (t->row_keys, row);
}

const char *
mst_table_get_row_label (const MstTable *t, guint row)
{
  g_return_val_if_fail (row < t->row_labels->len, NULL);
  return g_ptr_array_index (t->row_labels, row);
}

const char *
mst_table_get_column_key (const MstTable *t, guint column)
{
  g_return_val_if_fail (column < t->column_keys->len, NULL);
  return g_ptr_array_index (t->column_keys, column);
}

const char *
mst_table_get_column_label (const MstTable *t, guint column)
{
  g_return_val_if_fail (column < t->column_labels->len, NULL);
  return g_ptr_array_index (t->column_labels, column);
}

const MstCell *
mst_table_get_cell (const MstTable *t, guint row, guint column)
{
  g_return_val_if_fail (row < t->row_keys->len && column < t->column_keys->len, NULL);
  return &g_array_index (t->cells, MstCell, row * t->column_keys->len + column);
}

static int
find_key (GPtrArray *keys, const char *key)
{
  for (guint i = 0; i < keys->len; i++)
    if (g_strcmp0 (g_ptr_array_index (keys, i), key) == 0)
      return (int) i;
  return -1;
}

int
mst_table_find_row (const MstTable *t, const char *key)
{
  return find_key (t->row_keys, key);
}

int
mst_table_find_column (const MstTable *t, const char *key)
{
  return find_key (t->column_keys, key);
}

const char *
mst_table_get_row_printed (const MstTable *t, guint row)
{
  g_return_val_if_fail (row < t->row_keys->len, NULL);
  if (g_ptr_array_index (t->row_printed, row) != NULL)
    return g_ptr_array_index (t->row_printed, row);
  return g_ptr_array_index (t->row_labels, row);
}

gboolean
mst_table_get_row_band (const MstTable *t, guint row, int *from, int *to)
{
  const RowBand *band;

  g_return_val_if_fail (row < t->row_keys->len, FALSE);
  band = &g_array_index (t->row_bands, RowBand, row);
  if (!band->banded)
    return FALSE;
  *from = band->from;
  *to = band->to;
  return TRUE;
}

int
mst_table_find_band (const MstTable *t, int score)
{
  for (guint i = 0; i < t->row_keys->len; i++)
    {
      const char *key = g_ptr_array_index (t->row_keys, i);
      const RowBand *band = &g_array_index (t->row_bands, RowBand, i);
      char *end = NULL;
      long lo, hi;

      if (band->banded)
        {
          if (score >= band->from && score <= band->to)
            return (int) i;
          continue;
        }
      lo = strtol (key, &end, 10);
      hi = lo;

      if (end == key)
        continue;
      if (*end == '-')
        hi = strtol (end + 1, NULL, 10);
      if (score >= lo && score <= hi)
        return (int) i;
    }
  return -1;
}

gboolean
mst_cell_get_modifier (const MstCell *cell, int *modifier)
{
  const char *p;
  int sign = 1;
  guint64 v;

  g_return_val_if_fail (modifier != NULL, FALSE);

  if (cell == NULL || cell->text == NULL)
    return FALSE;
  p = cell->text;
  if (*p == '+')
    p++;
  else if (*p == '-')
    {
      sign = -1;
      p++;
    }
  else if (g_str_has_prefix (p, "−"))
    {
      sign = -1;
      p += strlen ("−");
    }
  if (!g_ascii_string_to_unsigned (p, 10, 0, MAX_CHART_NUMBER, &v, NULL))
    return FALSE;
  *modifier = sign * (int) v;
  return TRUE;
}

const MstCell *
mst_table_lookup (const MstTable *t, const char *row_key, const char *column_key)
{
  int row = mst_table_find_row (t, row_key);
  int column = mst_table_find_column (t, column_key);

  if (row < 0 || column < 0)
    return NULL;
  return mst_table_get_cell (t, (guint) row, (guint) column);
}

gboolean
mst_cell_get_number (const MstCell *cell, int *number)
{
  const char *s = cell != NULL ? cell->text : NULL;
  const char *last = NULL;

  if (s == NULL)
    return FALSE;
  for (const char *p = s; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && (p == s || !g_ascii_isdigit (p[-1])))
      last = p;
  if (last == NULL)
    return FALSE;
  *number = (int) strtol (last, NULL, 10);
  return TRUE;
}

char *
mst_table_dup_cell_notes (const MstTable *t)
{
  g_autoptr(GString) s = g_string_new (NULL);

  g_return_val_if_fail (t != NULL, NULL);

  for (guint r = 0; r < t->row_keys->len; r++)
    for (guint c = 0; c < t->column_keys->len; c++)
      {
        const MstCell *cell = mst_table_get_cell (t, r, c);

        if (cell->verified && cell->note == NULL)
          continue;
        if (s->len > 0)
          g_string_append_c (s, '\n');
        /* TRANSLATORS: a chart's cell and its note, "(?) Trained · Line: the letter was lost" */
        g_string_append_printf (s, _("%s%s · %s: %s"), cell->verified ? "" : "(?) ",
                                (const char *) g_ptr_array_index (t->row_labels, r),
                                (const char *) g_ptr_array_index (t->column_labels, c),
                                cell->note != NULL ? cell->note : _("The rules’ text of this cell is damaged."));
      }
  return s->len > 0 ? g_string_free (g_steal_pointer (&s), FALSE) : NULL;
}

char *
mst_table_to_tsv (const MstTable *t)
{
  GString *out = g_string_new (t->rows_label);

  for (guint c = 0; c < t->column_keys->len; c++)
    g_string_append_printf (out, "\t%s", (char *) g_ptr_array_index (t->column_labels, c));
  g_string_append_c (out, '\n');
  for (guint r = 0; r < t->row_keys->len; r++)
    {
      g_string_append (out, g_ptr_array_index (t->row_keys, r));
      for (guint c = 0; c < t->column_keys->len; c++)
        {
          const MstCell *cell = mst_table_get_cell (t, r, c);

          g_string_append_printf (out, "\t%s", cell->text);
          if (!cell->verified)
            g_string_append (out, _(" (unverified)"));
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* Tests. */

const char *mst_test_def_get_id (const MstTestDef *def) { return def->id; }
const char *mst_test_def_get_title (const MstTestDef *def) { return def->title; }
const char *mst_test_def_get_source (const MstTestDef *def) { return def->source; }
const MstTable *mst_test_def_get_table (const MstTestDef *def) { return def->table; }
MstResolve mst_test_def_get_resolve (const MstTestDef *def) { return def->resolve; }
guint mst_test_def_get_n_dice (const MstTestDef *def) { return def->n_dice; }
guint mst_test_def_get_sides (const MstTestDef *def) { return def->sides; }
guint mst_test_def_get_n_inputs (const MstTestDef *def) { return def->inputs->len; }
guint mst_test_def_get_n_modifiers (const MstTestDef *def) { return def->modifiers->len; }
const char *mst_test_def_get_pass_text (const MstTestDef *def) { return def->pass_text; }
const MstTable *mst_test_def_get_modifiers_table (const MstTestDef *def) { return def->modifiers_table; }
const char *mst_test_def_get_fail_text (const MstTestDef *def) { return def->fail_text; }

char *
mst_test_def_dup_dice (const MstTestDef *def)
{
  return g_strdup_printf ("%uD%u", def->n_dice, def->sides);
}

const MstTestInput *
mst_test_def_get_input (const MstTestDef *def, guint i)
{
  g_return_val_if_fail (i < def->inputs->len, NULL);
  return &g_array_index (def->inputs, MstTestInput, i);
}

const MstTestModifier *
mst_test_def_get_modifier (const MstTestDef *def, guint i)
{
  g_return_val_if_fail (i < def->modifiers->len, NULL);
  return &g_array_index (def->modifiers, MstTestModifier, i);
}

GStrv
mst_test_def_dup_values (const MstTestDef *def, const MstTestInput *input)
{
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();

  if (input->axis != MST_INPUT_ROW)
    return g_strdupv (input->values);
  for (guint r = 0; r < def->table->row_keys->len; r++)
    g_strv_builder_add (b, g_ptr_array_index (def->table->row_keys, r));
  return g_strv_builder_end (b);
}

int
mst_test_def_min_throw (const MstTestDef *def)
{
  return (int) def->n_dice;
}

int
mst_test_def_max_throw (const MstTestDef *def)
{
  return (int) (def->n_dice * def->sides);
}
