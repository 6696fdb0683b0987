/* mst-ruleset-tables-window.c: a rule set's tests and charts at the table,
 * every rule set's, Drums and Muskets' resilience and hold tests among them.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One page runs the tests: the player picks each input, counts the
 * modifiers that apply and throws; Muster shows the target, the dice and
 * what the chart says.  The other shows every chart as the rules print
 * it, a cell the rules' text left damaged marked so.  Everything comes
 * from mst_ruleset_list_tests(), mst_ruleset_run_test() and the table set. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-ruleset-tables-window.h"
#include "mst-help-window.h"

struct _MstRulesetTablesWindow
{
  AdwWindow parent_instance;

  MstRuleset *ruleset;
  MstDice *dice;
  AdwViewStack *stack;
  AdwViewSwitcherTitle *switcher;
  /* The tests page, its groups named by their tests' ids. */
  GtkWidget *tests;
  /* TestGroup, one a test, owned by their groups. */
  GPtrArray *groups;
};

enum {
  SIGNAL_TESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MstRulesetTablesWindow, mst_ruleset_tables_window, ADW_TYPE_WINDOW)

/* What one test's group holds. */
typedef struct {
  MstRulesetTablesWindow *window;
  char *test_id;
  /* AdwComboRow per input, its MstTestInput's values in "values". */
  GPtrArray *inputs;
  /* A GtkSwitch (counts once) or GtkSpinButton per modifier, its id in
   * "id". */
  GPtrArray *modifiers;
  AdwActionRow *outcome_row;
  AdwEntryRow *throw_entry;
  /* The inputs that stand for the dice thrown and a supply die, or NULL. */
  AdwComboRow *dice_row;
  AdwComboRow *supply_row;
  /* Each outcome's chance, counted again as inputs change; the count under
   * way, cancelled by the next. */
  AdwActionRow *odds_row;
  GCancellable *counting;
} TestGroup;

static void
test_group_free (TestGroup *g)
{
  g_cancellable_cancel (g->counting);
  g_clear_object (&g->counting);
  g_free (g->test_id);
  g_ptr_array_unref (g->inputs);
  g_ptr_array_unref (g->modifiers);
  g_free (g);
}

/* The inputs picked and the modifiers that apply, as the rule set takes
 * them. */
static void
collect (TestGroup *g, GHashTable **inputs_out, GHashTable **mods_out)
{
  GHashTable *inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTable *mods = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < g->inputs->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (g->inputs, i);
      GStrv values = g_object_get_data (G_OBJECT (row), "values");
      guint selected = adw_combo_row_get_selected (row);

      if (selected != GTK_INVALID_LIST_POSITION && selected < g_strv_length (values))
        g_hash_table_replace (inputs, g_strdup (gtk_widget_get_name (GTK_WIDGET (row))),
                              g_strdup (values[selected]));
    }
  for (guint i = 0; i < g->modifiers->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (g->modifiers, i);
      int count = GTK_IS_SWITCH (w) ? gtk_switch_get_active (GTK_SWITCH (w))
                                    : gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w));

      if (count > 0)
        g_hash_table_replace (mods, g_strdup (g_object_get_data (G_OBJECT (w), "id")),
                              GUINT_TO_POINTER ((guint) count));
    }
  *inputs_out = inputs;
  *mods_out = mods;
}

static void
odds_counted (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) odds = mst_test_odds_finish (result, &error);
  g_autofree char *title = NULL;
  g_autofree char *lines = NULL;
  TestGroup *g;

  /* Cancelled: another count is under way, or the window is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g = user_data;
  if (odds == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->odds_row), _("No odds for these inputs"));
      adw_action_row_set_subtitle (g->odds_row, error->message);
      return;
    }
  title = mst_test_odds_format_title (odds);
  lines = mst_test_odds_format_lines (odds);
  {
    g_autofree char *measured = mst_inches_convert_text (mst_distance_get_default (), lines);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->odds_row), title);
    adw_action_row_set_subtitle (g->odds_row, measured);
  }
}

/* Counts each outcome's chance again, off the main thread: a test of many
 * dice falls hundreds of thousands of ways. */
static void
count_odds (TestGroup *g)
{
  g_autoptr(GHashTable) inputs = NULL;
  g_autoptr(GHashTable) mods = NULL;

  g_cancellable_cancel (g->counting);
  g_clear_object (&g->counting);
  g->counting = g_cancellable_new ();
  collect (g, &inputs, &mods);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->odds_row), _("Counting the odds…"));
  mst_test_odds_async (g->window->ruleset, g->test_id, inputs, mods, g->counting, odds_counted, g);
}

static void
on_input_changed (TestGroup *g)
{
  count_odds (g);
}

/* Works the test out: Muster throws when @faces is NULL, else it reads
 * the faces the player threw (one score, or each die's). */
static void
run (TestGroup *g, GArray *faces)
{
  g_autoptr(GHashTable) inputs = NULL;
  g_autoptr(GHashTable) mods = NULL;
  g_autoptr(MstTestOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *title = NULL;

  collect (g, &inputs, &mods);
  if (faces != NULL && faces->len > 1)
    outcome = mst_ruleset_run_test_faces (g->window->ruleset, g->test_id, inputs, mods,
                                          (const guint *) faces->data, faces->len, &error);
  else
    outcome = mst_ruleset_run_test (g->window->ruleset, g->test_id, inputs, mods,
                                    faces != NULL ? (int) g_array_index (faces, guint, 0) : MST_TEST_THROW_DICE,
                                    g->window->dice, &error);
  if (outcome == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->outcome_row), _("Cannot throw"));
      adw_action_row_set_subtitle (g->outcome_row, error->message);
      return;
    }
  if (outcome->roll != NULL)
    {
      g_autofree char *dice = mst_roll_format (outcome->roll);
      /* TRANSLATORS: the dice thrown, "Thrown: 7 (3 + 4)" */
      g_string_append_printf (text, _("Thrown: %s"), dice);
    }
  else if (faces != NULL)
    {
      g_autofree char *typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (g->throw_entry)));

      /* TRANSLATORS: the score the player typed in, "You threw: 0+7" */
      g_string_append_printf (text, _("You threw: %s"), g_strstrip (typed));
    }
  if (outcome->has_target)
    /* TRANSLATORS: what a pass/fail test throws against */
    g_string_append_printf (text, _(" · needed: %d"), outcome->target);
  if (outcome->unverified)
    g_string_append (text, _(" · the rules’ text of this cell is damaged"));
  if (outcome->read_as != NULL)
    g_string_append_printf (text, "\n%s", outcome->read_as);
  if (outcome->note != NULL)
    g_string_append_printf (text, "\n%s", outcome->note);
  if (outcome->has_score)
    {
      g_autofree char *sum = outcome->modifier < 0 ? g_strdup_printf ("%d − %d = %d", outcome->thrown,
                                                                      -outcome->modifier, outcome->score)
                                                   : g_strdup_printf ("%d + %d = %d", outcome->thrown,
                                                                      outcome->modifier, outcome->score);

      /* TRANSLATORS: a banded test's score, its throw and modifier summed, "Score: 7 + 2 = 9" */
      g_string_append_printf (text, _(" · score: %s"), sum);
    }
  if (outcome->has_target)
    title = g_strdup_printf ("%s: %s", outcome->passed ? _("Passed") : _("Failed"), outcome->outcome);
  else
    title = g_strdup (outcome->outcome);
  {
    g_autofree char *measured_title = mst_inches_convert_text (mst_distance_get_default (), title);
    g_autofree char *measured_text = mst_inches_convert_text (mst_distance_get_default (), text->str);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->outcome_row), measured_title);
    adw_action_row_set_subtitle (g->outcome_row, measured_text);
  }
  /* For whoever opened the window: a game spends the supply die thrown
   * and offers to record the outcome. */
  g_signal_emit (g->window, signals[SIGNAL_TESTED], 0, g->test_id, outcome);
}

static void
on_throw (GtkButton *button, TestGroup *g)
{
  run (g, NULL);
}

/* The player threw his own dice: what he typed, read. */
static void
on_typed (AdwEntryRow *entry, TestGroup *g)
{
  g_autofree char *typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));
  g_autoptr(GArray) faces = mst_test_parse_faces (g_strstrip (typed));

  if (faces == NULL)
    {
      g_autofree char *problem = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->outcome_row), _("Cannot read the throw"));
      /* TRANSLATORS: what the player typed as his throw is not one */
      problem = g_strdup_printf (_("“%s” is not a score: type the number the dice show, such as 7, or each "
                                   "die’s face, such as 0+7"), typed);
      adw_action_row_set_subtitle (g->outcome_row, problem);
      return;
    }
  run (g, faces);
}

static GtkWidget *
tests_page (MstRulesetTablesWindow *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  g_autoptr(GPtrArray) tests = mst_ruleset_list_tests (self->ruleset);

  for (guint i = 0; i < tests->len; i++)
    {
      MstTestInfo *info = g_ptr_array_index (tests, i);
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      TestGroup *g = g_new0 (TestGroup, 1);
      AdwActionRow *throw_row;
      GtkWidget *button;

      g->window = self;
      g->test_id = g_strdup (info->id);
      g->inputs = g_ptr_array_new ();
      g->modifiers = g_ptr_array_new ();
      adw_preferences_group_set_title (group, info->title);
      gtk_widget_set_name (GTK_WIDGET (group), info->id);
      g_object_set_data_full (G_OBJECT (group), "test", g, (GDestroyNotify) test_group_free);
      g_ptr_array_add (self->groups, g);

      for (guint k = 0; k < info->inputs->len; k++)
        {
          MstTestInput *input = g_ptr_array_index (info->inputs, k);
          AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
          /* The values by their names, never their ids ("Green", not "green"). */
          g_autoptr(GtkStringList) values = gtk_string_list_new ((const char *const *) (input->value_labels != NULL
                                                                                            ? input->value_labels
                                                                                            : input->values));

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), input->label);
          gtk_widget_set_name (GTK_WIDGET (row), input->id);
          adw_combo_row_set_model (row, G_LIST_MODEL (values));
          g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (on_input_changed), g);
          g_object_set_data_full (G_OBJECT (row), "values", g_strdupv (input->values), (GDestroyNotify) g_strfreev);
          adw_preferences_group_add (group, GTK_WIDGET (row));
          g_ptr_array_add (g->inputs, row);
          if (input->role == MST_INPUT_ROLE_DICE)
            g->dice_row = row;
          else if (input->role == MST_INPUT_ROLE_SUPPLY_DIE)
            g->supply_row = row;
        }
      for (guint k = 0; k < info->modifiers->len; k++)
        {
          MstTestModifier *mod = g_ptr_array_index (info->modifiers, k);
          AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
          /* One that applies or not is switched on; one that counts
           * again and again (each general near) is counted. */
          GtkWidget *control = mod->most == 1 ? gtk_switch_new ()
                                              : gtk_spin_button_new_with_range (0, mod->most > 0 ? mod->most : 9, 1);
          g_autofree char *subtitle = mod->figures != NULL ? g_strdup (mod->figures)
                                                           : g_strdup_printf ("%+d", mod->target);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), mod->text);
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_subtitle (row, subtitle);
          gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
          gtk_widget_set_name (control, mod->id);
          g_signal_connect_swapped (control, GTK_IS_SWITCH (control) ? "notify::active" : "value-changed",
                                    G_CALLBACK (on_input_changed), g);
          g_object_set_data_full (G_OBJECT (control), "id", g_strdup (mod->id), g_free);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL,
                                          -1);
          adw_action_row_add_suffix (row, control);
          adw_action_row_set_activatable_widget (row, control);
          adw_preferences_group_add (group, GTK_WIDGET (row));
          g_ptr_array_add (g->modifiers, control);
        }

      /* Or the dice the player threw himself, read when he applies it. */
      g->throw_entry = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (g->throw_entry), _("Your throw (7, or each die: 0+7)"));
      adw_entry_row_set_show_apply_button (g->throw_entry, TRUE);
      gtk_widget_set_name (GTK_WIDGET (g->throw_entry), "typed-throw");
      g_signal_connect (g->throw_entry, "apply", G_CALLBACK (on_typed), g);
      adw_preferences_group_add (group, GTK_WIDGET (g->throw_entry));

      throw_row = ADW_ACTION_ROW (adw_action_row_new ());
      g->outcome_row = throw_row;
      gtk_widget_set_name (GTK_WIDGET (throw_row), "outcome");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (throw_row), _("Not thrown yet"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (throw_row), FALSE);
      adw_action_row_set_subtitle_lines (throw_row, 0);
      adw_action_row_set_title_lines (throw_row, 0);
      button = gtk_button_new_with_mnemonic (_("_Throw"));
      gtk_widget_set_name (button, "throw");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "suggested-action");
      g_signal_connect (button, "clicked", G_CALLBACK (on_throw), g);
      adw_action_row_add_suffix (throw_row, button);
      adw_preferences_group_add (group, GTK_WIDGET (throw_row));

      /* Beside Throw, every outcome's chance for the inputs as they are. */
      g->odds_row = ADW_ACTION_ROW (adw_action_row_new ());
      gtk_widget_set_name (GTK_WIDGET (g->odds_row), "odds");
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (g->odds_row), FALSE);
      adw_action_row_set_subtitle_lines (g->odds_row, 0);
      adw_action_row_set_title_lines (g->odds_row, 0);
      adw_preferences_group_add (group, GTK_WIDGET (g->odds_row));
      count_odds (g);

      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);
    }
  return page;
}

static GtkWidget *
chart_grid (const MstTable *t)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  guint n_cols = mst_table_get_n_columns (t);
  GtkWidget *head;

  gtk_grid_set_column_spacing (grid, 18);
  gtk_grid_set_row_spacing (grid, 6);
  gtk_widget_set_margin_top (GTK_WIDGET (grid), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (grid), 6);
  head = gtk_label_new (mst_table_get_rows_label (t));
  gtk_widget_add_css_class (head, "heading");
  gtk_label_set_xalign (GTK_LABEL (head), 0);
  gtk_grid_attach (grid, head, 0, 0, 1, 1);
  for (guint c = 0; c < n_cols; c++)
    {
      GtkWidget *label = gtk_label_new (mst_table_get_column_label (t, c));
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_grid_attach (grid, label, (int) c + 1, 0, 1, 1);
    }
  for (guint r = 0; r < mst_table_get_n_rows (t); r++)
    {
      GtkWidget *row_label = gtk_label_new (mst_table_get_row_label (t, r));
      gtk_label_set_xalign (GTK_LABEL (row_label), 0);
      gtk_label_set_wrap (GTK_LABEL (row_label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (row_label), 28);
      gtk_grid_attach (grid, row_label, 0, (int) r + 1, 1, 1);
      for (guint c = 0; c < n_cols; c++)
        {
          const MstCell *cell = mst_table_get_cell (t, r, c);
          /* Its distances in inches in the player's unit. */
          g_autofree char *measured = mst_inches_convert_text (mst_distance_get_default (), cell->text);
          g_autofree char *text = cell->verified ? g_strdup (measured)
                                                 /* TRANSLATORS: a chart's cell the rules' text left damaged */
                                                 : g_strdup_printf (_("%s (?)"), measured);
          GtkWidget *label = gtk_label_new (text);

          gtk_widget_add_css_class (label, "numeric");
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (label), n_cols == 1 ? 60 : 16);
          gtk_label_set_xalign (GTK_LABEL (label), n_cols == 1 ? 0 : 0.5);
          if (!cell->verified || cell->note != NULL)
            gtk_widget_set_tooltip_text (label, cell->note != NULL ? cell->note
                                                                   : _("The rules’ text of this cell is damaged."));
          gtk_grid_attach (grid, label, (int) c + 1, (int) r + 1, 1, 1);
        }
    }
  return GTK_WIDGET (grid);
}

static GtkWidget *
charts_page (MstRulesetTablesWindow *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  MstTableSet *set = mst_ruleset_get_tables (self->ruleset);

  if (set == NULL)
    {
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      const char *problem = mst_ruleset_get_tables_problem (self->ruleset);

      adw_preferences_group_set_title (group, _("The charts could not be read"));
      adw_preferences_group_set_description (group, problem != NULL ? problem : "");
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);
      return page;
    }
  for (guint i = 0; i < mst_table_set_get_n_tables (set); i++)
    {
      const MstTable *t = mst_table_set_get_table (set, i);
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      GtkWidget *scroller = gtk_scrolled_window_new ();
      g_autofree char *source = g_strdup_printf (_("Rules, lines %s"), mst_table_get_source (t));

      adw_preferences_group_set_title (group, mst_table_get_title (t));
      adw_preferences_group_set_description (group, source);
      gtk_widget_set_name (GTK_WIDGET (group), mst_table_get_id (t));
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), chart_grid (t));
      gtk_widget_add_css_class (scroller, "card");
      adw_preferences_group_add (group, scroller);
      /* A damaged cell's note on screen, not only in a tooltip or on paper. */
      {
        g_autofree char *notes = mst_table_dup_cell_notes (t);

        if (notes != NULL)
          {
            GtkWidget *label = gtk_label_new (notes);

            gtk_widget_set_name (label, "notes");
            gtk_label_set_wrap (GTK_LABEL (label), TRUE);
            gtk_label_set_xalign (GTK_LABEL (label), 0);
            gtk_label_set_selectable (GTK_LABEL (label), TRUE);
            gtk_widget_set_margin_top (label, 6);
            gtk_widget_add_css_class (label, "caption");
            gtk_widget_add_css_class (label, "dim-label");
            adw_preferences_group_add (group, label);
          }
      }
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);
    }
  return page;
}

static void
mst_ruleset_tables_window_dispose (GObject *object)
{
  MstRulesetTablesWindow *self = MST_RULESET_TABLES_WINDOW (object);

  g_clear_object (&self->ruleset);
  g_clear_object (&self->dice);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  G_OBJECT_CLASS (mst_ruleset_tables_window_parent_class)->dispose (object);
}

static void
mst_ruleset_tables_window_class_init (MstRulesetTablesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_ruleset_tables_window_dispose;
  /* A test was worked out: its id and its MstTestOutcome, valid during
   * the emission. */
  signals[SIGNAL_TESTED] = g_signal_new ("tested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_POINTER);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "tables");
}

static void
mst_ruleset_tables_window_init (MstRulesetTablesWindow *self)
{
  self->dice = mst_dice_new ();
  self->groups = g_ptr_array_new ();
}

GtkWindow *
mst_ruleset_tables_window_new (GtkWindow *parent, MstRuleset *ruleset)
{
  MstRulesetTablesWindow *self;
  GtkWidget *box, *header, *switcher, *bar;
  AdwViewStackPage *page;
  g_autofree char *title = NULL;

  g_return_val_if_fail (MST_IS_RULESET (ruleset), NULL);

  /* TRANSLATORS: the tables window's title, "Napoleonic Skirmish: Tests and Charts" */
  title = g_strdup_printf (_("%s: Tests and Charts"), mst_ruleset_get_name (ruleset));
  self = g_object_new (MST_TYPE_RULESET_TABLES_WINDOW, "title", title, "default-width", 720,
                       "default-height", 640, "transient-for", parent, NULL);
  self->ruleset = g_object_ref (ruleset);
  self->stack = ADW_VIEW_STACK (adw_view_stack_new ());
  self->tests = tests_page (self);
  page = adw_view_stack_add_titled (self->stack, self->tests, "tests", _("Tests"));
  adw_view_stack_page_set_icon_name (page, "media-playlist-shuffle-symbolic");
  page = adw_view_stack_add_titled (self->stack, charts_page (self), "charts", _("Charts"));
  adw_view_stack_page_set_icon_name (page, "x-office-spreadsheet-symbolic");

  header = adw_header_bar_new ();
  switcher = adw_view_switcher_title_new ();
  adw_view_switcher_title_set_stack (ADW_VIEW_SWITCHER_TITLE (switcher), self->stack);
  adw_view_switcher_title_set_title (ADW_VIEW_SWITCHER_TITLE (switcher), title);
  /* Never silently: the charts are the player's own, keyed in from the
   * printed sheets. */
  if (mst_ruleset_get_tables (ruleset) != NULL && mst_ruleset_tables_overridden (ruleset))
    adw_view_switcher_title_set_subtitle (ADW_VIEW_SWITCHER_TITLE (switcher), _("Your own tables file, not Muster’s"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), switcher);
  self->switcher = ADW_VIEW_SWITCHER_TITLE (switcher);
  bar = adw_view_switcher_bar_new ();
  adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (bar), self->stack);
  g_object_bind_property (switcher, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  gtk_box_append (GTK_BOX (box), bar);
  adw_window_set_content (ADW_WINDOW (self), box);
  return GTK_WINDOW (self);
}

void
mst_ruleset_tables_window_set_subject (MstRulesetTablesWindow *self, const char *subject)
{
  g_autofree char *text = NULL;

  g_return_if_fail (MST_IS_RULESET_TABLES_WINDOW (self));
  g_return_if_fail (subject != NULL);

  /* TRANSLATORS: the tests window opened from a game for one unit, "For “14e de Ligne”, as the game knows it" */
  text = g_strdup_printf (_("For “%s”, as the game knows it"), subject);
  adw_view_switcher_title_set_subtitle (self->switcher, text);
}

/* The widget of type @type named @name under @root, or NULL. */
static GtkWidget *
find_named (GtkWidget *root, const char *name, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The group of test @test_id on the tests page, or NULL. */
static GtkWidget *
test_group_widget (MstRulesetTablesWindow *self, const char *test_id)
{
  GtkWidget *found = find_named (self->tests, test_id, ADW_TYPE_PREFERENCES_GROUP);

  return found != NULL && g_object_get_data (G_OBJECT (found), "test") != NULL ? found : NULL;
}

void
mst_ruleset_tables_window_preset (MstRulesetTablesWindow *self, const char *test_id, GHashTable *inputs,
                                  GHashTable *modifiers)
{
  GtkWidget *group;
  TestGroup *g;

  g_return_if_fail (MST_IS_RULESET_TABLES_WINDOW (self));
  g_return_if_fail (test_id != NULL);

  if ((group = test_group_widget (self, test_id)) == NULL)
    return;
  g = g_object_get_data (G_OBJECT (group), "test");
  for (guint i = 0; inputs != NULL && i < g->inputs->len; i++)
    {
      AdwComboRow *row = g_ptr_array_index (g->inputs, i);
      const char *value = g_hash_table_lookup (inputs, gtk_widget_get_name (GTK_WIDGET (row)));
      GStrv values = g_object_get_data (G_OBJECT (row), "values");

      for (guint v = 0; value != NULL && values[v] != NULL; v++)
        if (g_str_equal (values[v], value))
          adw_combo_row_set_selected (row, v);
    }
  for (guint i = 0; modifiers != NULL && i < g->modifiers->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (g->modifiers, i);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (modifiers, g_object_get_data (G_OBJECT (w), "id")));

      if (GTK_IS_SWITCH (w))
        gtk_switch_set_active (GTK_SWITCH (w), count > 0);
      else
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), count);
    }
}

void
mst_ruleset_tables_window_show_test (MstRulesetTablesWindow *self, const char *test_id)
{
  GtkWidget *group;
  GtkWidget *button;

  g_return_if_fail (MST_IS_RULESET_TABLES_WINDOW (self));

  if ((group = test_group_widget (self, test_id)) == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->stack, "tests");
  button = find_named (group, "throw", GTK_TYPE_BUTTON);
  /* Focused (and so scrolled to) when the window shows, if it does not yet. */
  if (button != NULL)
    gtk_window_set_focus (GTK_WINDOW (self), button);
}

/* The value @id of the input @row offers, selected; FALSE when it offers
 * none such. */
static gboolean
select_value (AdwComboRow *row, const char *id)
{
  GStrv values = g_object_get_data (G_OBJECT (row), "values");

  for (guint v = 0; id != NULL && values[v] != NULL; v++)
    if (g_str_equal (values[v], id))
      {
        adw_combo_row_set_selected (row, v);
        return TRUE;
      }
  return FALSE;
}

void
mst_ruleset_tables_window_set_supply_left (MstRulesetTablesWindow *self, guint n_left)
{
  g_autofree char *text = NULL;

  g_return_if_fail (MST_IS_RULESET_TABLES_WINDOW (self));

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "One D6 from the supply pool, thrown with the test; %u die left",
                                       "One D6 from the supply pool, thrown with the test; %u dice left", n_left),
                          n_left);
  for (guint i = 0; i < self->groups->len; i++)
    {
      TestGroup *g = g_ptr_array_index (self->groups, i);

      if (g->supply_row == NULL)
        continue;
      adw_action_row_set_subtitle (ADW_ACTION_ROW (g->supply_row), text);
      /* None left: none can be added. */
      if (n_left == 0)
        select_value (g->supply_row, "no");
      gtk_widget_set_sensitive (GTK_WIDGET (g->supply_row), n_left > 0);
    }
}

void
mst_ruleset_tables_window_set_test_dice (MstRulesetTablesWindow *self, const char *dice)
{
  g_return_if_fail (MST_IS_RULESET_TABLES_WINDOW (self));

  for (guint i = 0; i < self->groups->len; i++)
    {
      TestGroup *g = g_ptr_array_index (self->groups, i);

      if (g->dice_row != NULL)
        select_value (g->dice_row, dice);
    }
}
