/* test-history.c: undo and redo of every kind of edit to a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "muster-core.h"
#include "mst-dm-model.h"

static MstCatalogue *catalogue;

typedef struct {
  MstForce *force;
  MstHistory *history;
  MstCommand *lannes;
  MstCommand *ney;
  MstUnit *line;      /* Lannes, position 0 */
  MstUnit *light;     /* Lannes, position 1 */
  MstUnit *hussars;   /* Ney, position 0 */
} Fixture;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  g_autoptr(MstGeneral) lannes = mst_dm_general_new ("Lannes", MST_RESPECT_INSPIRED, MST_ABILITY_EXCEPTIONAL);
  g_autoptr(MstGeneral) ney = mst_general_new ("Ney");

  fx->force = mst_force_new ("V Corps", list, NULL);
  fx->history = mst_history_new ();
  fx->lannes = mst_force_add_command (fx->force, lannes);
  fx->ney = mst_force_add_command (fx->force, ney);
  fx->line = mst_force_add_unit (fx->force, fx->lannes, "regular-french-line", "34e Ligne");
  fx->light = mst_force_add_unit (fx->force, fx->lannes, "regular-french-light", "17e Léger");
  fx->hussars = mst_force_add_unit (fx->force, fx->ney, "line-light-cavalry", "10e Hussards");
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  g_assert_finalize_object (fx->history);
  g_assert_finalize_object (fx->force);
}

static void
assert_unit_at (Fixture *fx, MstUnit *unit, MstCommand *command, guint position)
{
  MstCommand *where = NULL;
  guint pos = G_MAXUINT;

  g_assert_true (mst_force_locate_unit (fx->force, unit, &where, &pos));
  g_assert_true (where == command);
  g_assert_cmpuint (pos, ==, position);
}

/* A force's optional rules it does without: none, or Drums and Muskets'
 * general types. */
static const char *const none_off[] = { NULL };
static const char *const types_off[] = { "general-types", NULL };

static void
test_set_property (Fixture *fx, gconstpointer data)
{
  g_assert_false (mst_history_can_undo (fx->history));
  mst_history_set (fx->history, "Change bases", fx->line, "bases", 6u);
  g_assert_cmpuint (mst_unit_get_bases (fx->line), ==, 6);
  g_assert_true (mst_history_can_undo (fx->history));
  g_assert_cmpstr (mst_history_get_undo_label (fx->history), ==, "Change bases");

  g_assert_true (mst_history_undo (fx->history));
  g_assert_cmpuint (mst_unit_get_bases (fx->line), ==, 4);
  g_assert_false (mst_history_can_undo (fx->history));
  g_assert_true (mst_history_can_redo (fx->history));
  g_assert_cmpstr (mst_history_get_redo_label (fx->history), ==, "Change bases");

  g_assert_true (mst_history_redo (fx->history));
  g_assert_cmpuint (mst_unit_get_bases (fx->line), ==, 6);
  g_assert_false (mst_history_redo (fx->history));
}

static void
test_same_value_records_nothing (Fixture *fx, gconstpointer data)
{
  mst_history_set (fx->history, "Rename", fx->line, "name", "34e Ligne");
  g_assert_false (mst_history_can_undo (fx->history));
}

static void
test_typing_merges (Fixture *fx, gconstpointer data)
{
  /* Typing a name a key at a time is one step... */
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "3");
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34");
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34e");
  mst_history_undo (fx->history);
  g_assert_cmpstr (mst_unit_get_name (fx->line), ==, "34e Ligne");
  g_assert_false (mst_history_can_undo (fx->history));
  mst_history_redo (fx->history);
  g_assert_cmpstr (mst_unit_get_name (fx->line), ==, "34e");

  /* ...until the history is sealed (focus left the entry). */
  mst_history_seal (fx->history);
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34e L");
  mst_history_undo (fx->history);
  g_assert_cmpstr (mst_unit_get_name (fx->line), ==, "34e");

  /* Typed back to what it was: no step at all. */
  mst_history_seal (fx->history);
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34e LX");
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34e L");
  g_assert_cmpstr (mst_history_get_undo_label (fx->history), ==, "Rename unit");
  mst_history_undo (fx->history);
  g_assert_cmpstr (mst_unit_get_name (fx->line), ==, "34e");
  mst_history_redo (fx->history);

  /* A switch flipped twice is two steps. */
  mst_history_set (fx->history, "General types", fx->force, "rules-off", types_off);
  mst_history_set (fx->history, "General types", fx->force, "rules-off", none_off);
  mst_history_undo (fx->history);
  g_assert_false (mst_force_uses_rule (fx->force, "general-types"));
  mst_history_undo (fx->history);
  g_assert_true (mst_force_uses_rule (fx->force, "general-types"));

  /* A different property never merges. */
  mst_history_redo (fx->history);
  mst_history_set (fx->history, "Change bases", fx->line, "bases", 5u);
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34e Li");
  mst_history_undo (fx->history);
  g_assert_cmpstr (mst_unit_get_name (fx->line), ==, "34e L");
  g_assert_cmpuint (mst_unit_get_bases (fx->line), ==, 5);
}

static void
test_new_edit_clears_redo (Fixture *fx, gconstpointer data)
{
  mst_history_set (fx->history, "Change bases", fx->line, "bases", 6u);
  mst_history_undo (fx->history);
  g_assert_true (mst_history_can_redo (fx->history));
  mst_history_set (fx->history, "Rename unit", fx->line, "name", "34e de Ligne");
  g_assert_false (mst_history_can_redo (fx->history));
}

static void
test_commands (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstGeneral) soult = mst_general_new ("Soult");
  g_autoptr(MstCommand) added = mst_command_new (soult);
  g_autoptr(MstCommand) copy = NULL;

  mst_history_insert_command (fx->history, "Add sub-general", fx->force, 1, added);
  g_assert_true (mst_force_get_command (fx->force, 1) == added);
  g_assert_cmpuint (mst_force_get_n_commands (fx->force), ==, 3);

  /* Removing Lannes takes his units with him, and undo brings both back. */
  mst_history_remove_command (fx->history, "Remove sub-general", fx->force, fx->lannes);
  g_assert_cmpuint (mst_force_get_n_commands (fx->force), ==, 2);
  g_assert_cmpuint (mst_force_get_n_units (fx->force), ==, 1);
  mst_history_undo (fx->history);
  g_assert_true (mst_force_get_command (fx->force, 0) == fx->lannes);
  assert_unit_at (fx, fx->light, fx->lannes, 1);

  mst_history_undo (fx->history);
  g_assert_cmpuint (mst_force_get_n_commands (fx->force), ==, 2);
  mst_history_redo (fx->history);
  g_assert_true (mst_force_get_command (fx->force, 1) == added);

  /* Duplicating a command is inserting its deep copy. */
  copy = mst_command_copy (fx->lannes);
  mst_history_insert_command (fx->history, "Duplicate command", fx->force, 1, copy);
  g_assert_cmpuint (mst_force_get_n_units (fx->force), ==, 5);
  mst_history_undo (fx->history);
  g_assert_cmpuint (mst_force_get_n_units (fx->force), ==, 3);
}

static void
test_units (Fixture *fx, gconstpointer data)
{
  g_autoptr(MstUnit) copy = mst_unit_copy (fx->line);

  /* Removing the first of two keeps its place for undo. */
  mst_history_remove_unit (fx->history, "Remove unit", fx->force, fx->line);
  g_assert_false (mst_force_locate_unit (fx->force, fx->line, NULL, NULL));
  assert_unit_at (fx, fx->light, fx->lannes, 0);
  mst_history_undo (fx->history);
  assert_unit_at (fx, fx->line, fx->lannes, 0);
  assert_unit_at (fx, fx->light, fx->lannes, 1);
  mst_history_redo (fx->history);
  g_assert_false (mst_force_locate_unit (fx->force, fx->line, NULL, NULL));
  mst_history_undo (fx->history);

  /* Inserting, among the unassigned too. */
  mst_history_insert_unit (fx->history, "Duplicate unit", fx->force, fx->lannes, 1, copy);
  assert_unit_at (fx, copy, fx->lannes, 1);
  assert_unit_at (fx, fx->light, fx->lannes, 2);
  mst_history_undo (fx->history);
  g_assert_false (mst_force_locate_unit (fx->force, copy, NULL, NULL));
  mst_history_insert_unit (fx->history, "Add unit", fx->force, NULL, G_MAXUINT, copy);
  assert_unit_at (fx, copy, NULL, 0);
  mst_history_undo (fx->history);
  mst_history_redo (fx->history);
  assert_unit_at (fx, copy, NULL, 0);
}

static void
test_move_unit (Fixture *fx, gconstpointer data)
{
  g_assert_true (mst_history_move_unit (fx->history, "Move unit", fx->force, fx->line, fx->ney, 0));
  assert_unit_at (fx, fx->line, fx->ney, 0);
  assert_unit_at (fx, fx->hussars, fx->ney, 1);
  g_assert_cmpuint (mst_command_get_n_units (fx->lannes), ==, 1);

  mst_history_undo (fx->history);
  assert_unit_at (fx, fx->line, fx->lannes, 0);
  assert_unit_at (fx, fx->light, fx->lannes, 1);
  mst_history_redo (fx->history);
  assert_unit_at (fx, fx->line, fx->ney, 0);

  /* Moving within a command, and a move that changes nothing. */
  mst_history_undo (fx->history);
  g_assert_true (mst_history_move_unit (fx->history, "Move unit", fx->force, fx->line, fx->lannes, 1));
  assert_unit_at (fx, fx->line, fx->lannes, 1);
  mst_history_undo (fx->history);
  assert_unit_at (fx, fx->line, fx->lannes, 0);
  mst_history_clear (fx->history);
  g_assert_true (mst_history_move_unit (fx->history, "Move unit", fx->force, fx->line, fx->lannes, 0));
  g_assert_false (mst_history_can_undo (fx->history));
}

static void
test_group_is_one_step (Fixture *fx, gconstpointer data)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (fx->line);

  /* Regular French Line: "Steady 1+" — any die gives Steady. */
  mst_history_begin (fx->history, "Roll resilience");
  mst_history_set_roll (fx->history, NULL, fx->line, mst_grade_to_string (mst_dm_template_grade_for_die (tmpl, 3)), 3);
  mst_history_set_roll (fx->history, NULL, fx->hussars, "steady", 5);
  mst_history_end (fx->history);
  g_assert_cmpint (mst_dm_unit_get_grade (fx->line), ==, MST_GRADE_STEADY);
  g_assert_cmpuint (mst_dm_unit_get_die (fx->hussars), ==, 5);
  g_assert_cmpstr (mst_history_get_undo_label (fx->history), ==, "Roll resilience");

  mst_history_undo (fx->history);
  g_assert_cmpint (mst_dm_unit_get_grade (fx->line), ==, MST_GRADE_NONE);
  g_assert_cmpint (mst_dm_unit_get_grade (fx->hussars), ==, MST_GRADE_NONE);
  g_assert_cmpuint (mst_dm_unit_get_die (fx->hussars), ==, 0);
  g_assert_false (mst_history_can_undo (fx->history));

  mst_history_redo (fx->history);
  g_assert_cmpint (mst_dm_unit_get_grade (fx->hussars), ==, MST_GRADE_STEADY);

  /* An empty group leaves no step. */
  mst_history_clear (fx->history);
  mst_history_begin (fx->history, "Nothing");
  mst_history_end (fx->history);
  g_assert_false (mst_history_can_undo (fx->history));
}

static void
count (gpointer data)
{
  (*(guint *) data)++;
}

static void
test_force_follows (Fixture *fx, gconstpointer data)
{
  guint changes = 0;
  guint can_undo_notes = 0;

  g_signal_connect_swapped (fx->force, "changed", G_CALLBACK (count), &changes);
  g_signal_connect_swapped (fx->history, "notify::can-undo", G_CALLBACK (count), &can_undo_notes);

  mst_history_set (fx->history, "Rename sub-general", mst_command_get_general (fx->ney),
                   "name", "Michel Ney");
  g_assert_cmpuint (can_undo_notes, ==, 1);
  g_assert_cmpuint (changes, >, 0);

  /* The force reports an undo, so the view and the library follow. */
  changes = 0;
  mst_history_undo (fx->history);
  g_assert_cmpuint (changes, >, 0);
  g_assert_cmpuint (can_undo_notes, ==, 2);
  g_assert_cmpstr (mst_general_get_name (mst_command_get_general (fx->ney)), ==, "Ney");

  mst_history_set (fx->history, "General types", fx->force, "rules-off", types_off);
  g_assert_false (mst_force_uses_rule (fx->force, "general-types"));
  mst_history_undo (fx->history);
  g_assert_true (mst_force_uses_rule (fx->force, "general-types"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/muster/history/set-property", test_set_property);
  ADD ("/muster/history/same-value", test_same_value_records_nothing);
  ADD ("/muster/history/typing-merges", test_typing_merges);
  ADD ("/muster/history/new-edit-clears-redo", test_new_edit_clears_redo);
  ADD ("/muster/history/commands", test_commands);
  ADD ("/muster/history/units", test_units);
  ADD ("/muster/history/move-unit", test_move_unit);
  ADD ("/muster/history/group", test_group_is_one_step);
  ADD ("/muster/history/force-follows", test_force_follows);
#undef ADD

  status = g_test_run ();
  g_object_unref (catalogue);
  return status;
}
