/* mst-scouting-window.c: scouting initiative, the deployment order and resilience after deployment.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every number and sentence shown comes from the core (mst-scouting,
 * mst-deploy); this window only gathers the two sides and lists what the
 * core returns. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-scouting-window.h"
#include "mst-help-window.h"
#include "mst-row-util.h"

typedef enum {
  CHOICE_CURRENT,
  CHOICE_LIBRARY,
  CHOICE_TYPED,
} ChoiceKind;

typedef struct {
  ChoiceKind kind;
  gint64 id;
} Choice;

struct _MstScoutingWindow
{
  AdwWindow parent_instance;

  MstLibrary *library;
  MstCatalogue *catalogue;
  MstForce *current;
  GArray *choices;
  MstForce *forces[2];
  /* The last resilience rolls applied, for undo, and the force they went to. */
  GPtrArray *resilience;
  MstForce *resilience_force;

  AdwToastOverlay *toast_overlay;
  AdwComboRow *force_row[2];
  AdwActionRow *pool_row[2];
  GtkSpinButton *pool_spin[2];
  AdwActionRow *commands_row[2];
  GtkSpinButton *commands_spin[2];
  AdwActionRow *defender_row[2];
  GtkSwitch *defender_switch[2];
  GtkSwitch *supply_switch[2];
  AdwEntryRow *seed_row;
  /* The seed, for replaying a roll, is out of a first-timer's way. */
  AdwExpanderRow *advanced_row;
  GtkButton *roll_button;
  AdwPreferencesGroup *result_group;
  AdwActionRow *attacker_row;
  AdwActionRow *odds_row;
  AdwPreferencesGroup *throws_group;
  GtkListBox *throws_list;
  AdwPreferencesGroup *order_group;
  GtkListBox *order_list;
  GtkButton *resilience_button;
  GtkListBox *resilience_list;
};

G_DEFINE_FINAL_TYPE (MstScoutingWindow, mst_scouting_window, ADW_TYPE_WINDOW)

enum {
  RESILIENCE_ROLLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
toast (MstScoutingWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static GtkWidget *
add_row (GtkListBox *list, const char *title, const char *subtitle, const char *prefix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (prefix != NULL)
    {
      GtkWidget *label = gtk_label_new (prefix);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
    }
  gtk_list_box_append (list, row);
  return row;
}

static guint
side_of_row (MstScoutingWindow *self, AdwComboRow *row)
{
  return row == self->force_row[0] ? 0 : 1;
}

static const Choice *
selected_choice (MstScoutingWindow *self, guint side)
{
  guint selected = adw_combo_row_get_selected (self->force_row[side]);

  if (self->choices == NULL || selected >= self->choices->len)
    return NULL;
  return &g_array_index (self->choices, Choice, selected);
}

static void update_odds (MstScoutingWindow *self);

static void
update_side (MstScoutingWindow *self, guint side)
{
  MstForce *force = self->forces[side];
  gboolean typed = force == NULL;

  gtk_widget_set_sensitive (GTK_WIDGET (self->pool_spin[side]), typed);
  gtk_widget_set_sensitive (GTK_WIDGET (self->defender_switch[side]), typed);
  gtk_widget_set_visible (GTK_WIDGET (self->commands_row[side]), typed);
  if (typed)
    {
      adw_action_row_set_subtitle (self->pool_row[side], _("As the player counted it"));
    }
  else
    {
      MstRuleset *rs = mst_ruleset_for_force (force);
      /* As the force's rule set counts it. */
      g_autoptr(MstPoolLabel) pool = rs != NULL ? mst_ruleset_pool (rs, force, MST_POOL_SCOUTING) : NULL;

      adw_action_row_set_subtitle (self->pool_row[side], _("Counted from the force"));
      gtk_spin_button_set_value (self->pool_spin[side], pool != NULL ? pool->value : 0);
      gtk_switch_set_active (self->defender_switch[side], mst_ruleset_force_always_defends (force));
    }
  if (side == 0)
    gtk_widget_set_sensitive (GTK_WIDGET (self->resilience_button), !typed);
  if (self->odds_row != NULL)
    update_odds (self);
}

static void
on_side_force_changed (MstScoutingWindow *self, MstForce *force)
{
  for (guint side = 0; side < 2; side++)
    if (self->forces[side] == force)
      update_side (self, side);
}

static void
set_side_force (MstScoutingWindow *self, guint side, MstForce *force)
{
  if (self->forces[side] != NULL)
    g_signal_handlers_disconnect_by_func (self->forces[side], on_side_force_changed, self);
  g_set_object (&self->forces[side], force);
  if (force != NULL)
    g_signal_connect_object (force, "changed", G_CALLBACK (on_side_force_changed), self, G_CONNECT_SWAPPED);
  update_side (self, side);
}

static void
on_force_row_selected (MstScoutingWindow *self, GParamSpec *pspec, AdwComboRow *row)
{
  guint side = side_of_row (self, row);
  const Choice *choice = selected_choice (self, side);
  g_autoptr(MstForce) loaded = NULL;
  g_autoptr(GError) error = NULL;

  if (choice == NULL)
    return;

  switch (choice->kind)
    {
    case CHOICE_CURRENT:
      set_side_force (self, side, self->current);
      break;
    case CHOICE_LIBRARY:
      loaded = mst_library_get_force (self->library, choice->id, self->catalogue, &error);
      if (loaded == NULL)
        {
          toast (self, error->message);
          /* The typed-in pool is always the last choice. */
          adw_combo_row_set_selected (row, self->choices->len - 1);
          return;
        }
      set_side_force (self, side, loaded);
      break;
    case CHOICE_TYPED:
    default:
      set_side_force (self, side, NULL);
      break;
    }
}

/* The seed typed in, or fresh dice; NULL (and a toast) for a bad seed. */
static MstDice *
make_dice (MstScoutingWindow *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));
  g_autoptr(GError) error = NULL;
  guint64 seed;

  if (text[0] == '\0')
    return mst_dice_new ();
  if (!mst_dice_parse_seed (text, &seed, &error))
    {
      toast (self, error->message);
      return NULL;
    }
  return mst_dice_new_with_seed (seed);
}

static MstSide *
make_side (MstScoutingWindow *self, guint side)
{
  MstSide *s;

  if (self->forces[side] != NULL)
    s = mst_side_new_scouting (self->forces[side]);
  else
    {
      s = mst_side_new (side == 0 ? _("Your side") : _("Opponent"),
                        (guint) gtk_spin_button_get_value_as_int (self->pool_spin[side]),
                        (guint) gtk_spin_button_get_value_as_int (self->commands_spin[side]));
      s->always_defender = gtk_switch_get_active (self->defender_switch[side]);
    }
  s->supply_die = gtk_switch_get_active (self->supply_switch[side]);
  return s;
}

/* Each side's exact chance of being the attacker, for the pools and
 * supply dice as they stand. */
static void
update_odds (MstScoutingWindow *self)
{
  g_autoptr(MstSide) a = make_side (self, 0);
  g_autoptr(MstSide) b = make_side (self, 1);
  g_autofree char *name_a = mst_side_dup_display_name (a, MST_SIDE_A);
  g_autofree char *name_b = mst_side_dup_display_name (b, MST_SIDE_B);
  double tie;
  double p = mst_contest_odds (a, b, TRUE, &tie);
  g_autofree char *chance_a = mst_odds_format (p);
  g_autofree char *chance_b = mst_odds_format (1 - p);
  g_autofree char *chance_tie = mst_odds_format (tie);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  /* TRANSLATORS: each side's chance of being the attacker, "Army of Italy the attacker 87.3%, Opponent 12.7%" */
  title = g_strdup_printf (_("%s the attacker %s, %s %s"), name_a, chance_a, name_b, chance_b);
  if (a->always_defender != b->always_defender)
    subtitle = g_strdup (_("Decided without a throw: one list is always the defender"));
  else
    /* TRANSLATORS: the chance that the first throw is a draw */
    subtitle = g_strdup_printf (_("The first throw a draw: %s"), chance_tie);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->odds_row), title);
  adw_action_row_set_subtitle (self->odds_row, subtitle);
}

static void
on_roll_clicked (MstScoutingWindow *self)
{
  g_autoptr(MstDice) dice = make_dice (self);
  g_autoptr(MstSide) a = NULL;
  g_autoptr(MstSide) b = NULL;
  g_autoptr(MstContest) contest = NULL;
  g_autoptr(GPtrArray) steps = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *seed = NULL;

  if (dice == NULL)
    return;
  a = make_side (self, 0);
  b = make_side (self, 1);
  contest = mst_scouting_roll (dice, a, b);

  verdict = mst_contest_describe_scouting (contest, a, b);
  {
    g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, mst_dice_get_seed (dice));
    /* TRANSLATORS: the dice's seed, a number that replays the same rolls */
    seed = g_strdup_printf (_("Seed %s"), number);
  }
  /* The battle form of a library force starts from the role rolled here. */
  for (guint side = 0; side < 2 && self->library != NULL; side++)
    if (self->forces[side] != NULL)
      mst_campaign_view_note_scouting (mst_library_get_path (self->library), mst_force_get_id (self->forces[side]),
                                       (MstSideId) side == contest->winner ? MST_BATTLE_ROLE_ATTACKER
                                                                         : MST_BATTLE_ROLE_DEFENDER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->attacker_row), verdict);
  adw_action_row_set_subtitle (self->attacker_row, contest->how == MST_CONTEST_ROLLED ? seed : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);

  clear_list (self->throws_list);
  for (guint i = 0; i < contest->throws->len; i++)
    {
      g_autofree char *text = mst_throw_describe (g_ptr_array_index (contest->throws, i), a, b);
      add_row (self->throws_list, text, NULL, NULL);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->throws_group), contest->throws->len > 0);

  clear_list (self->order_list);
  steps = mst_deployment_order (a, b, MST_SIDE_OTHER (contest->winner));
  for (guint i = 0; i < steps->len; i++)
    {
      g_autofree char *text = mst_deploy_step_describe (g_ptr_array_index (steps, i));
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      add_row (self->order_list, text, NULL, number);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->order_group), TRUE);
}

static void
set_resilience (MstScoutingWindow *self, MstForce *force, GPtrArray *rolls)
{
  g_clear_pointer (&self->resilience, g_ptr_array_unref);
  g_clear_object (&self->resilience_force);
  if (rolls != NULL)
    {
      self->resilience = g_ptr_array_ref (rolls);
      self->resilience_force = g_object_ref (force);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scouting.undo-resilience", rolls != NULL);
}

/* A force from the library is stored there at once; the open force is the
 * editor's, which saves it as it changes. */
static void
store_force (MstScoutingWindow *self, MstForce *force)
{
  g_autoptr(GError) error = NULL;

  if (force == self->current || self->library == NULL || mst_force_get_id (force) == 0)
    return;
  if (!mst_library_save (self->library, force, &error))
    toast (self, error->message);
}

static void
on_resilience_clicked (MstScoutingWindow *self)
{
  MstForce *force = self->forces[0];
  g_autoptr(MstDice) dice = NULL;
  g_autoptr(GPtrArray) rolls = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *message = NULL;
  AdwToast *done;

  if (force == NULL)
    return;
  dice = make_dice (self);
  if (dice == NULL)
    return;

  rolls = mst_deploy_roll (force, dice);
  mst_deploy_apply (rolls);
  store_force (self, force);
  set_resilience (self, force, rolls);

  clear_list (self->resilience_list);
  units = mst_force_list_units (force);
  for (guint i = 0, j = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      const MstDeployRoll *roll = j < rolls->len ? g_ptr_array_index (rolls, j) : NULL;
      g_autofree char *subtitle = NULL;

      if (roll == NULL || roll->unit != unit)
        {
          add_row (self->resilience_list, mst_unit_get_label (unit),
                   _("Not rolled: its nation list has no such unit"), NULL);
          continue;
        }
      j++;
      /* TRANSLATORS: the die thrown, then the grade it gives: "Die 5: Steady". */
      subtitle = g_strdup_printf (_("Die %u: %s"), roll->die,
                                  mst_ruleset_attr_value_label (mst_ruleset_for_force (force), MST_DEPLOY_GRADE_ATTR,
                                                                roll->grade));
      add_row (self->resilience_list, mst_unit_get_label (unit), subtitle, NULL);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->resilience_list), units->len > 0);

  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Resilience rolled for %u unit",
                                          "Resilience rolled for %u units", rolls->len),
                             rolls->len);
  done = adw_toast_new (message);
  adw_toast_set_button_label (done, _("_Undo"));
  adw_toast_set_action_name (done, "scouting.undo-resilience");
  adw_toast_overlay_add_toast (self->toast_overlay, done);

  g_signal_emit (self, signals[RESILIENCE_ROLLED], 0, force, rolls);
}

static void
undo_resilience (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstScoutingWindow *self = MST_SCOUTING_WINDOW (widget);

  if (self->resilience == NULL)
    return;
  mst_deploy_revert (self->resilience);
  store_force (self, self->resilience_force);
  set_resilience (self, NULL, NULL);
  clear_list (self->resilience_list);
  gtk_widget_set_visible (GTK_WIDGET (self->resilience_list), FALSE);
  toast (self, _("Resilience put back as it was"));
}

static void
mst_scouting_window_dispose (GObject *object)
{
  MstScoutingWindow *self = MST_SCOUTING_WINDOW (object);

  for (guint side = 0; side < 2; side++)
    g_clear_object (&self->forces[side]);
  g_clear_pointer (&self->resilience, g_ptr_array_unref);
  g_clear_object (&self->resilience_force);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_SCOUTING_WINDOW);

  G_OBJECT_CLASS (mst_scouting_window_parent_class)->dispose (object);
}

static void
mst_scouting_window_finalize (GObject *object)
{
  MstScoutingWindow *self = MST_SCOUTING_WINDOW (object);

  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->current);
  g_clear_pointer (&self->choices, g_array_unref);

  G_OBJECT_CLASS (mst_scouting_window_parent_class)->finalize (object);
}

#define BIND(name, field) \
  gtk_widget_class_bind_template_child_full (widget_class, name, FALSE, \
                                             G_STRUCT_OFFSET (MstScoutingWindow, field))

static void
mst_scouting_window_class_init (MstScoutingWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_scouting_window_dispose;
  object_class->finalize = mst_scouting_window_finalize;

  /**
   * MstScoutingWindow::resilience-rolled:
   * @force: the force whose units were rolled
   * @rolls: (element-type MstDeployRoll): the rolls, already applied
   *
   * Lets the editor record the change in its own history.
   */
  signals[RESILIENCE_ROLLED] = g_signal_new ("resilience-rolled", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 2, MST_TYPE_FORCE, G_TYPE_PTR_ARRAY);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-scouting-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, toast_overlay);
  BIND ("force_a_row", force_row[0]);
  BIND ("force_b_row", force_row[1]);
  BIND ("pool_a_row", pool_row[0]);
  BIND ("pool_b_row", pool_row[1]);
  BIND ("pool_a_spin", pool_spin[0]);
  BIND ("pool_b_spin", pool_spin[1]);
  BIND ("commands_a_row", commands_row[0]);
  BIND ("commands_b_row", commands_row[1]);
  BIND ("commands_a_spin", commands_spin[0]);
  BIND ("commands_b_spin", commands_spin[1]);
  BIND ("defender_a_row", defender_row[0]);
  BIND ("defender_b_row", defender_row[1]);
  BIND ("defender_a_switch", defender_switch[0]);
  BIND ("defender_b_switch", defender_switch[1]);
  BIND ("supply_a_switch", supply_switch[0]);
  BIND ("supply_b_switch", supply_switch[1]);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, seed_row);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, advanced_row);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, roll_button);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, result_group);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, attacker_row);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, odds_row);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, throws_group);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, throws_list);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, order_group);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, order_list);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, resilience_button);
  gtk_widget_class_bind_template_child (widget_class, MstScoutingWindow, resilience_list);
  gtk_widget_class_bind_template_callback (widget_class, on_force_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_roll_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_resilience_clicked);

  gtk_widget_class_install_action (widget_class, "scouting.undo-resilience", NULL, undo_resilience);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "deployment");
}

#undef BIND

static void
mst_scouting_window_init (MstScoutingWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scouting.undo-resilience", FALSE);
  for (guint side = 0; side < 2; side++)
    {
      g_signal_connect_object (self->pool_spin[side], "value-changed", G_CALLBACK (update_odds), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->supply_switch[side], "notify::active", G_CALLBACK (update_odds), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->defender_switch[side], "notify::active", G_CALLBACK (update_odds), self,
                               G_CONNECT_SWAPPED);
    }
  update_odds (self);
}

static void
add_choice (MstScoutingWindow *self, GtkStringList *names, ChoiceKind kind, gint64 id, const char *name)
{
  Choice choice = { kind, id };

  g_array_append_val (self->choices, choice);
  gtk_string_list_append (names, name);
}

/* The open force first, then the library's, then a typed-in pool. */
static GtkStringList *
build_choices (MstScoutingWindow *self)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  gint64 current_id = self->current != NULL ? mst_force_get_id (self->current) : 0;

  self->choices = g_array_new (FALSE, TRUE, sizeof (Choice));
  if (self->current != NULL)
    {
      const char *name = mst_force_get_name (self->current);
      g_autofree char *label = g_strdup_printf (_("%s (open)"), name[0] != '\0' ? name : _("Unnamed force"));
      add_choice (self, names, CHOICE_CURRENT, current_id, label);
    }
  if (self->library != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) entries = mst_library_list (self->library, &error);

      if (entries == NULL)
        toast (self, error->message);
      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          MstLibraryEntry *e = g_ptr_array_index (entries, i);
          if (e->id != current_id)
            add_choice (self, names, CHOICE_LIBRARY, e->id, e->name);
        }
    }
  add_choice (self, names, CHOICE_TYPED, 0, _("A pool typed in"));
  return names;
}

GtkWindow *
mst_scouting_window_new (GtkWindow *parent, MstLibrary *library, MstCatalogue *catalogue, MstForce *current)
{
  MstScoutingWindow *self;
  g_autoptr(GtkStringList) names = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (current == NULL || MST_IS_FORCE (current), NULL);

  self = g_object_new (MST_TYPE_SCOUTING_WINDOW, "transient-for", parent, NULL);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->catalogue = g_object_ref (catalogue);
  self->current = current != NULL ? g_object_ref (current) : NULL;

  names = build_choices (self);
  for (guint side = 0; side < 2; side++)
    {
      adw_combo_row_set_model (self->force_row[side], G_LIST_MODEL (names));
      /* Your side: the open force (or the first there is); the opponent: a
       * pool typed in, the usual case at a club. */
      adw_combo_row_set_selected (self->force_row[side], side == 0 ? 0 : self->choices->len - 1);
      on_force_row_selected (self, NULL, self->force_row[side]);
    }
  return GTK_WINDOW (self);
}
