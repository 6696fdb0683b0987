/* mst-tables-window.c: the resilience test and the hold test at the table.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One page per test.  Each row of the rules' adjustment table is a check
 * (or, for "For each … general", a count); the score thrown is typed in or
 * rolled; everything shown comes from mst_resilience_test() and
 * mst_hold_test(). */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-core.h"
#include "mst-tables-window.h"
#include "mst-help-window.h"
#include "mst-row-util.h"

typedef enum {
  PAGE_RESILIENCE,
  PAGE_HOLD,
  N_PAGES
} PageKind;

typedef struct {
  const MstSituation *situations;
  guint n_situations;
  /* One per situation: a GtkCheckButton, or a GtkSpinButton for a count. */
  GtkWidget **inputs;
  AdwActionRow **rows;
  /* The dice Muster threw for the score shown; NULL when typed in. */
  MstRoll *roll;
  /* The supply die Muster threw with them, 0 when typed in. */
  guint supply_face;
  /* A score was rolled or typed in: until then no outcome is shown. */
  gboolean has_throw;
  /* The test as shown; NULL while refused. */
  MstTestResult *result;
  /* A score typed in that no "tested" has told of yet. */
  gboolean typed_pending;

  AdwPreferencesGroup *situations_group;
  AdwActionRow *thrown_row;
  GtkSpinButton *thrown_spin;
  GtkButton *roll_button;
  AdwActionRow *supply_row;
  GtkSwitch *supply_switch;
  GtkLabel *modifier_label;
  AdwActionRow *score_row;
  GtkLabel *score_label;
  AdwActionRow *outcome_row;
  GtkLabel *outcome_label;
  /* Each outcome's chance for the situations ticked. */
  AdwActionRow *odds_row;
} Page;

struct _MstTablesWindow
{
  AdwWindow parent_instance;

  GSettings *settings;
  MstDice *dice;
  MstTestDice test_dice;
  gboolean rolling;
  Page pages[N_PAGES];

  AdwComboRow *context_row;
  GtkSwitch *defending_switch;
  AdwViewStack *stack;
};

enum {
  SIGNAL_TESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MstTablesWindow, mst_tables_window, ADW_TYPE_WINDOW)

static MstTestContext
current_context (MstTablesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->context_row);

  return selected < MST_N_TEST_CONTEXTS ? (MstTestContext) selected : MST_TEST_CONTEXT_OTHER;
}

static guint
input_count (GtkWidget *input)
{
  if (GTK_IS_SPIN_BUTTON (input))
    return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (input));
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (input)) ? 1 : 0;
}

/* The odds of the test as it stands: the rule set's own count, asked
 * with the situations ticked (a few hundred ways at most, counted here). */
static void
update_odds (MstTablesWindow *self, PageKind kind, const guint *counts)
{
  Page *page = &self->pages[kind];
  MstRuleset *rs = mst_ruleset_lookup (MST_RULESET_DRUMS_AND_MUSKETS);
  g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) mods = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) odds = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *lines = NULL;

  g_hash_table_insert (inputs, "dice", (gpointer) mst_test_dice_to_string (self->test_dice));
  g_hash_table_insert (inputs, "supply", gtk_switch_get_active (page->supply_switch) ? "yes" : "no");
  if (kind == PAGE_RESILIENCE)
    {
      g_hash_table_insert (inputs, "context", (gpointer) mst_test_context_to_string (current_context (self)));
      g_hash_table_insert (inputs, "defending", gtk_switch_get_active (self->defending_switch) ? "yes" : "no");
    }
  for (guint i = 0; i < page->n_situations; i++)
    if (counts[i] > 0)
      g_hash_table_insert (mods, (gpointer) page->situations[i].id, GUINT_TO_POINTER (counts[i]));
  odds = rs != NULL ? mst_ruleset_test_odds (rs, kind == PAGE_RESILIENCE ? "resilience" : "hold", inputs, mods, &error)
                    : NULL;
  if (odds == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (page->odds_row), _("Odds"));
      adw_action_row_set_subtitle (page->odds_row, error != NULL ? error->message : "");
      return;
    }
  title = mst_test_odds_format_title (odds);
  lines = mst_test_odds_format_lines (odds);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (page->odds_row), title);
  adw_action_row_set_subtitle (page->odds_row, lines);
}

static void
update_result (MstTablesWindow *self, PageKind kind)
{
  Page *page = &self->pages[kind];
  g_autofree guint *counts = g_new0 (guint, page->n_situations);
  g_autoptr(MstTestResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *modifier = NULL;
  g_autofree char *score = NULL;
  g_autofree char *sum = NULL;
  MstTestThrow throw_ = { 0 };

  if (page->inputs == NULL)
    return;
  for (guint i = 0; i < page->n_situations; i++)
    counts[i] = input_count (page->inputs[i]);
  update_odds (self, kind, counts);
  throw_.thrown = (guint) gtk_spin_button_get_value_as_int (page->thrown_spin);
  throw_.roll = page->roll;
  throw_.supply_die = gtk_switch_get_active (page->supply_switch);
  throw_.supply_face = page->roll != NULL ? page->supply_face : 0;

  if (kind == PAGE_RESILIENCE)
    result = mst_resilience_test_throw (current_context (self), counts,
                                        gtk_switch_get_active (self->defending_switch), &throw_, &error);
  else
    result = mst_hold_test_throw (counts, &throw_, &error);
  g_clear_pointer (&page->result, mst_test_result_free);
  if (result != NULL)
    page->result = mst_test_result_copy (result);

  if (page->roll != NULL)
    {
      g_autofree char *faces = mst_roll_format (page->roll);
      g_autofree char *text = throw_.supply_die ? g_strdup_printf (_("Rolled %s, supply die %u"), faces, page->supply_face)
                                                : g_strdup_printf (_("Rolled %s"), faces);
      adw_action_row_set_subtitle (page->thrown_row, text);
    }
  else if (throw_.supply_die)
    adw_action_row_set_subtitle (page->thrown_row,
                                 self->test_dice == MST_TEST_DICE_1D12 ? _("Type in the 1D12 and the supply die thrown, or roll")
                                                                       : _("Type in the 2D6 and the supply die thrown, or roll"));
  else
    adw_action_row_set_subtitle (page->thrown_row,
                                 self->test_dice == MST_TEST_DICE_1D12 ? _("Type in the 1D12 thrown, or roll")
                                                                       : _("Type in the 2D6 thrown, or roll"));

  /* Rows that contradict each other are refused, never summed. */
  if (result == NULL)
    {
      gtk_label_set_label (page->modifier_label, "—");
      gtk_label_set_label (page->score_label, "—");
      adw_action_row_set_subtitle (page->score_row, "");
      gtk_label_set_label (page->outcome_label, "—");
      adw_action_row_set_subtitle (page->outcome_row, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (page->outcome_row), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (page->outcome_row), "error");

  modifier = mst_format_modifier (result->modifier);
  gtk_label_set_label (page->modifier_label, modifier);
  if (!page->has_throw)
    {
      gtk_label_set_label (page->score_label, "—");
      adw_action_row_set_subtitle (page->score_row, "");
      gtk_label_set_label (page->outcome_label, "—");
      adw_action_row_set_subtitle (page->outcome_row, _("Roll, or type in the score thrown"));
      return;
    }

  score = g_strdup_printf ("%d", result->score);
  sum = mst_test_result_format_sum (result);
  gtk_label_set_label (page->score_label, score);
  adw_action_row_set_subtitle (page->score_row, sum);
  gtk_label_set_label (page->outcome_label, mst_outcome_get_label (result->outcome));
  adw_action_row_set_subtitle (page->outcome_row,
                               result->advance_held ? _("The table gives an Advance; a unit defending its position carries on instead")
                                                    : "");
}

static PageKind
page_of (MstTablesWindow *self, GtkWidget *widget)
{
  return (widget == GTK_WIDGET (self->pages[PAGE_HOLD].thrown_spin) ||
          widget == GTK_WIDGET (self->pages[PAGE_HOLD].roll_button) ||
          widget == GTK_WIDGET (self->pages[PAGE_HOLD].supply_switch)) ? PAGE_HOLD : PAGE_RESILIENCE;
}

static void
on_thrown_changed (MstTablesWindow *self, GtkSpinButton *spin)
{
  PageKind kind = page_of (self, GTK_WIDGET (spin));

  /* A score typed in replaces the dice Muster threw. */
  if (!self->rolling)
    {
      g_clear_pointer (&self->pages[kind].roll, mst_roll_free);
      self->pages[kind].has_throw = TRUE;
      self->pages[kind].typed_pending = TRUE;
    }
  update_result (self, kind);
}

static void
update_thrown_range (MstTablesWindow *self, PageKind kind)
{
  Page *page = &self->pages[kind];
  gboolean supply = gtk_switch_get_active (page->supply_switch);

  self->rolling = TRUE;
  gtk_spin_button_set_range (page->thrown_spin, mst_test_throw_min (self->test_dice, supply),
                             mst_test_throw_max (self->test_dice, supply));
  self->rolling = FALSE;
}

static void
on_supply_toggled (MstTablesWindow *self, GParamSpec *pspec, GtkSwitch *sw)
{
  PageKind kind = page_of (self, GTK_WIDGET (sw));

  /* The supply die is added before the dice are thrown: a throw made
   * without it is thrown again. */
  g_clear_pointer (&self->pages[kind].roll, mst_roll_free);
  self->pages[kind].has_throw = FALSE;
  update_thrown_range (self, kind);
  update_result (self, kind);
}

static void
on_roll_clicked (MstTablesWindow *self, GtkButton *button)
{
  PageKind kind = page_of (self, GTK_WIDGET (button));
  Page *page = &self->pages[kind];

  MstTestThrow throw_ = { 0 };

  g_clear_pointer (&page->roll, mst_roll_free);
  mst_test_throw_roll (&throw_, self->dice, self->test_dice, gtk_switch_get_active (page->supply_switch));
  page->roll = (MstRoll *) throw_.roll;
  page->supply_face = throw_.supply_face;
  page->has_throw = TRUE;
  self->rolling = TRUE;
  gtk_spin_button_set_value (page->thrown_spin, throw_.thrown);
  self->rolling = FALSE;
  update_result (self, kind);
  page->typed_pending = FALSE;
  if (page->result != NULL)
    g_signal_emit (self, signals[SIGNAL_TESTED], 0, kind == PAGE_HOLD, page->result);
}

static void
on_input_changed (MstTablesWindow *self)
{
  for (PageKind kind = 0; kind < N_PAGES; kind++)
    update_result (self, kind);
}

/* Each row says what it adds in the chosen kind of test; a row with no
 * figure there is dimmed. */
static void
update_situation_rows (MstTablesWindow *self)
{
  Page *page = &self->pages[PAGE_RESILIENCE];
  MstAdjustColumn column = mst_test_context_get_column (current_context (self));

  for (guint i = 0; page->rows != NULL && i < page->n_situations; i++)
    {
      const MstSituation *s = &page->situations[i];
      gboolean applies = mst_situation_applies (s, column);
      g_autofree char *figure = mst_situation_format_modifier (s, column);
      g_autofree char *each = NULL;

      if (applies && s->per_general)
        each = g_strdup_printf (_("%s for each"), figure);
      adw_action_row_set_subtitle (page->rows[i], !applies ? _("Nothing in this kind of test")
                                                  : each != NULL ? each : figure);
      gtk_widget_set_sensitive (GTK_WIDGET (page->rows[i]), applies);
    }
}

static void
on_context_selected (MstTablesWindow *self)
{
  update_situation_rows (self);
  update_result (self, PAGE_RESILIENCE);
}

static void
update_test_dice (MstTablesWindow *self)
{
  self->test_dice = self->settings != NULL ? (MstTestDice) g_settings_get_enum (self->settings, "test-dice")
                                           : MST_TEST_DICE_2D6;
  for (PageKind kind = 0; kind < N_PAGES; kind++)
    {
      update_thrown_range (self, kind);
      update_result (self, kind);
    }
}

static void
build_situations (MstTablesWindow *self, PageKind kind)
{
  Page *page = &self->pages[kind];

  page->situations = kind == PAGE_RESILIENCE ? mst_resilience_situations (&page->n_situations)
                                             : mst_hold_situations (&page->n_situations);
  page->inputs = g_new0 (GtkWidget *, page->n_situations);
  page->rows = g_new0 (AdwActionRow *, page->n_situations);

  for (guint i = 0; i < page->n_situations; i++)
    {
      const MstSituation *s = &page->situations[i];
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *input;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dgettext (GETTEXT_PACKAGE, s->label));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (s->per_general)
        {
          input = gtk_spin_button_new_with_range (0, 9, 1);
          gtk_widget_set_valign (input, GTK_ALIGN_CENTER);
          g_signal_connect_object (input, "value-changed", G_CALLBACK (on_input_changed), self, G_CONNECT_SWAPPED);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), input);
        }
      else
        {
          input = gtk_check_button_new ();
          gtk_widget_set_valign (input, GTK_ALIGN_CENTER);
          g_signal_connect_object (input, "toggled", G_CALLBACK (on_input_changed), self, G_CONNECT_SWAPPED);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), input);
        }
      /* The situation's id names its control: for tests and for tools. */
      gtk_widget_set_name (input, s->id);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (input), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), input);
      if (kind == PAGE_HOLD)
        {
          g_autofree char *figure = mst_situation_format_modifier (s, MST_ADJUST_SHOOTING);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), figure);
        }
      adw_preferences_group_add (page->situations_group, row);
      page->inputs[i] = input;
      page->rows[i] = ADW_ACTION_ROW (row);
    }
}

static void
mst_tables_window_dispose (GObject *object)
{
  MstTablesWindow *self = MST_TABLES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_TABLES_WINDOW);
  for (PageKind kind = 0; kind < N_PAGES; kind++)
    {
      g_clear_pointer (&self->pages[kind].inputs, g_free);
      g_clear_pointer (&self->pages[kind].rows, g_free);
      g_clear_pointer (&self->pages[kind].roll, mst_roll_free);
      g_clear_pointer (&self->pages[kind].result, mst_test_result_free);
    }
  g_clear_object (&self->settings);
  g_clear_object (&self->dice);

  G_OBJECT_CLASS (mst_tables_window_parent_class)->dispose (object);
}

/* A score typed in is final when the window closes. */
static gboolean
mst_tables_window_close_request (GtkWindow *window)
{
  MstTablesWindow *self = MST_TABLES_WINDOW (window);

  for (PageKind kind = 0; kind < N_PAGES; kind++)
    {
      Page *page = &self->pages[kind];

      if (page->typed_pending && page->result != NULL)
        {
          page->typed_pending = FALSE;
          g_signal_emit (self, signals[SIGNAL_TESTED], 0, kind == PAGE_HOLD, page->result);
        }
    }
  return GTK_WINDOW_CLASS (mst_tables_window_parent_class)->close_request (window);
}

#define BIND(name, field) \
  gtk_widget_class_bind_template_child_full (widget_class, name, FALSE, \
                                             G_STRUCT_OFFSET (MstTablesWindow, field))

static void
mst_tables_window_class_init (MstTablesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_tables_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = mst_tables_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-tables-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstTablesWindow, context_row);
  gtk_widget_class_bind_template_child (widget_class, MstTablesWindow, defending_switch);
  gtk_widget_class_bind_template_child (widget_class, MstTablesWindow, stack);
  BIND ("res_supply_row", pages[PAGE_RESILIENCE].supply_row);
  BIND ("res_supply_switch", pages[PAGE_RESILIENCE].supply_switch);
  BIND ("hold_supply_row", pages[PAGE_HOLD].supply_row);
  BIND ("hold_supply_switch", pages[PAGE_HOLD].supply_switch);
  BIND ("res_situations_group", pages[PAGE_RESILIENCE].situations_group);
  BIND ("res_thrown_row", pages[PAGE_RESILIENCE].thrown_row);
  BIND ("res_thrown_spin", pages[PAGE_RESILIENCE].thrown_spin);
  BIND ("res_roll_button", pages[PAGE_RESILIENCE].roll_button);
  BIND ("res_modifier_label", pages[PAGE_RESILIENCE].modifier_label);
  BIND ("res_score_row", pages[PAGE_RESILIENCE].score_row);
  BIND ("res_score_label", pages[PAGE_RESILIENCE].score_label);
  BIND ("res_outcome_row", pages[PAGE_RESILIENCE].outcome_row);
  BIND ("res_odds_row", pages[PAGE_RESILIENCE].odds_row);
  BIND ("res_outcome_label", pages[PAGE_RESILIENCE].outcome_label);
  BIND ("hold_situations_group", pages[PAGE_HOLD].situations_group);
  BIND ("hold_thrown_row", pages[PAGE_HOLD].thrown_row);
  BIND ("hold_thrown_spin", pages[PAGE_HOLD].thrown_spin);
  BIND ("hold_roll_button", pages[PAGE_HOLD].roll_button);
  BIND ("hold_modifier_label", pages[PAGE_HOLD].modifier_label);
  BIND ("hold_score_row", pages[PAGE_HOLD].score_row);
  BIND ("hold_score_label", pages[PAGE_HOLD].score_label);
  BIND ("hold_outcome_row", pages[PAGE_HOLD].outcome_row);
  BIND ("hold_odds_row", pages[PAGE_HOLD].odds_row);
  BIND ("hold_outcome_label", pages[PAGE_HOLD].outcome_label);
  gtk_widget_class_bind_template_callback (widget_class, on_thrown_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_roll_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_input_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_context_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_supply_toggled);

  /* A test's throw is final: Muster threw its dice, or the window closes
   * on a score typed in.  Whether it is the hold test, and the result (its
   * supply die included), for who opened the window: a game spends the
   * supply die and offers to record the outcome. */
  signals[SIGNAL_TESTED] = g_signal_new ("tested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                         G_TYPE_BOOLEAN, MST_TYPE_TEST_RESULT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "tables");
}

#undef BIND

static void
mst_tables_window_init (MstTablesWindow *self)
{
  g_autoptr(GtkStringList) contexts = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->dice = mst_dice_new ();

  for (MstTestContext c = 0; c < MST_N_TEST_CONTEXTS; c++)
    gtk_string_list_append (contexts, mst_test_context_get_label (c));
  adw_combo_row_set_model (self->context_row, G_LIST_MODEL (contexts));

  for (PageKind kind = 0; kind < N_PAGES; kind++)
    build_situations (self, kind);
  update_situation_rows (self);
}

GtkWindow *
mst_tables_window_new (GtkWindow *parent, GSettings *settings)
{
  MstTablesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (MST_TYPE_TABLES_WINDOW, "transient-for", parent, NULL);
  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      g_signal_connect_object (settings, "changed::test-dice", G_CALLBACK (update_test_dice),
                               self, G_CONNECT_SWAPPED);
    }
  update_test_dice (self);
  return GTK_WINDOW (self);
}

void
mst_tables_window_show_page (MstTablesWindow *self, gboolean hold)
{
  g_return_if_fail (MST_IS_TABLES_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->stack, hold ? "hold" : "resilience");
}

gboolean
mst_tables_window_set_situation (MstTablesWindow *self, gboolean hold, const char *id, guint count)
{
  Page *page;
  int index;

  g_return_val_if_fail (MST_IS_TABLES_WINDOW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  page = &self->pages[hold ? PAGE_HOLD : PAGE_RESILIENCE];
  index = mst_situations_find (page->situations, page->n_situations, id);
  if (index < 0)
    return FALSE;
  if (GTK_IS_SPIN_BUTTON (page->inputs[index]))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (page->inputs[index]), count);
  else
    gtk_check_button_set_active (GTK_CHECK_BUTTON (page->inputs[index]), count > 0);
  return TRUE;
}

void
mst_tables_window_set_context (MstTablesWindow *self, MstTestContext context)
{
  g_return_if_fail (MST_IS_TABLES_WINDOW (self));
  g_return_if_fail (context < MST_N_TEST_CONTEXTS);
  adw_combo_row_set_selected (self->context_row, context);
}

void
mst_tables_window_set_supply_left (MstTablesWindow *self, guint n_left)
{
  g_autofree char *text = NULL;

  g_return_if_fail (MST_IS_TABLES_WINDOW (self));

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "One D6 from the supply pool, thrown with the test; %u die left",
                                       "One D6 from the supply pool, thrown with the test; %u dice left", n_left),
                          n_left);
  for (PageKind kind = 0; kind < N_PAGES; kind++)
    {
      Page *page = &self->pages[kind];

      adw_action_row_set_subtitle (page->supply_row, text);
      if (n_left == 0)
        gtk_switch_set_active (page->supply_switch, FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (page->supply_row), n_left > 0);
    }
}
