/* mst-battle-unit-row.c: a unit in the battle form: what it rolled after deployment (Drums and Muskets'
 * resilience), the bases it lost, whether it broke.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-unit-row.h"

struct _MstBattleUnitRow
{
  AdwActionRow parent_instance;

  GtkDropDown *grade;
  /* The grades its rule set rolls after deployment, "not rolled" first
   * (choice 0); NULL where it rolls none. */
  const MstAttrSpec *grades;
  GtkSpinButton *lost;
  GtkAdjustment *lost_adjustment;
  GtkCheckButton *broken;
  /* Held, routed, destroyed: in place of broken where the rule set has it. */
  GtkDropDown *fate;
  /* Where the rule set counts figures: what became of those lost
   * (killed, captured, ran, wounded, of them leaders), in a popover;
   * once given, the count lost is their sum. */
  GtkWidget *fates_button;
  GtkSpinButton *fate_spins[5];
  gboolean fates_given;

  MstUnit *item;
  /* The force's rule set's id, for its words (bases, stands, figures);
   * not owned: rule sets live as long as the program. */
  const char *ruleset;
};

enum {
  FATE_HELD,
  FATE_ROUTED,
  FATE_DESTROYED,
};

G_DEFINE_FINAL_TYPE (MstBattleUnitRow, mst_battle_unit_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shows grade @grade (NULL: not rolled) among the rule set's. */
static void
show_grade (MstBattleUnitRow *self, const char *grade)
{
  guint selected = 0;

  for (guint i = 0; grade != NULL && self->grades != NULL && self->grades->values[i] != NULL; i++)
    if (g_str_equal (self->grades->values[i], grade))
      selected = i + 1;
  gtk_drop_down_set_selected (self->grade, selected);
}

/* The grade chosen, or NULL: not rolled, or none to record. */
static const char *
chosen_grade (MstBattleUnitRow *self)
{
  guint selected = gtk_drop_down_get_selected (self->grade);

  if (self->grades == NULL || selected == 0 || selected == GTK_INVALID_LIST_POSITION ||
      selected > g_strv_length ((char **) self->grades->values))
    return NULL;
  return self->grades->values[selected - 1];
}

static void
set_item (MstBattleUnitRow *self, MstUnit *item)
{
  guint n;
  g_autofree char *strength = NULL;

  if (!g_set_object (&self->item, item) || item == NULL)
    return;
  n = mst_unit_get_bases (item);
  strength = mst_campaign_view_strength (self->ruleset, n);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), strength);
  gtk_adjustment_set_upper (self->lost_adjustment, n);
  show_grade (self, mst_deploy_get_grade (item));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ITEM]);
}

static void
mst_battle_unit_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: g_value_set_object (value, MST_BATTLE_UNIT_ROW (object)->item); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_battle_unit_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM: set_item (MST_BATTLE_UNIT_ROW (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_battle_unit_row_dispose (GObject *object)
{
  g_clear_object (&MST_BATTLE_UNIT_ROW (object)->item);
  G_OBJECT_CLASS (mst_battle_unit_row_parent_class)->dispose (object);
}

static void
mst_battle_unit_row_class_init (MstBattleUnitRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_battle_unit_row_dispose;
  object_class->get_property = mst_battle_unit_row_get_property;
  object_class->set_property = mst_battle_unit_row_set_property;
  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, MST_TYPE_UNIT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-battle-unit-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MstBattleUnitRow, grade);
  gtk_widget_class_bind_template_child (widget_class, MstBattleUnitRow, lost);
  gtk_widget_class_bind_template_child (widget_class, MstBattleUnitRow, lost_adjustment);
  gtk_widget_class_bind_template_child (widget_class, MstBattleUnitRow, broken);
  gtk_widget_class_bind_template_child (widget_class, MstBattleUnitRow, fate);
}

/* Destroyed is every stand lost: the count follows. */
static void
on_fate_selected (MstBattleUnitRow *self, GParamSpec *pspec, GtkDropDown *fate)
{
  gboolean destroyed = gtk_drop_down_get_selected (fate) == FATE_DESTROYED;

  if (destroyed)
    gtk_spin_button_set_value (self->lost, gtk_adjustment_get_upper (self->lost_adjustment));
  gtk_widget_set_sensitive (GTK_WIDGET (self->lost), !destroyed);
}

static void
mst_battle_unit_row_init (MstBattleUnitRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->fate, "notify::selected", G_CALLBACK (on_fate_selected), self, G_CONNECT_SWAPPED);
}

enum {
  FATE_KILLED,
  FATE_CAPTURED,
  FATE_RAN,
  FATE_WOUNDED,
  FATE_LEADERS,
};

/* The fates given: the figures lost are their sum. */
static void
on_fate_count_changed (MstBattleUnitRow *self)
{
  guint sum = 0;

  for (guint i = FATE_KILLED; i <= FATE_WOUNDED; i++)
    sum += (guint) gtk_spin_button_get_value_as_int (self->fate_spins[i]);
  self->fates_given = TRUE;
  gtk_spin_button_set_value (self->lost, sum);
  gtk_widget_set_sensitive (GTK_WIDGET (self->lost), FALSE);
}

/* A button with, in its popover, a count for each fate of the figures
 * lost (004:315); the wounded are back for the next battle. */
static void
add_fates (MstBattleUnitRow *self, MstRuleset *ruleset, const char *label)
{
  static const char *const titles[] = {
    /* TRANSLATORS: figures of a unit killed in a battle (the battle form) */
    N_("Killed"),
    /* TRANSLATORS: figures of a unit captured in a battle (the battle form) */
    N_("Captured"),
    /* TRANSLATORS: figures of a unit that ran, lost to it (the battle form) */
    N_("Ran"),
    /* TRANSLATORS: figures of a unit wounded in a battle, back for its next (the battle form) */
    N_("Wounded"),
    /* TRANSLATORS: of the figures killed, captured or ran, how many were the unit's officers or NCOs */
    N_("Of them leaders"),
  };
  const char *const *leader_roles = mst_ruleset_get_leader_roles (ruleset);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *note;
  guint n = mst_unit_get_bases (self->item), leaders = 0;
  g_autofree char *name = NULL;

  for (guint i = 0; leader_roles != NULL && leader_roles[i] != NULL; i++)
    leaders += mst_components_count (mst_unit_get_components (self->item), leader_roles[i]);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkWidget *title = gtk_label_new (_(titles[i]));
      GtkWidget *spin = gtk_spin_button_new_with_range (0, i == FATE_LEADERS ? leaders : n, 1);
      g_autofree char *spin_name = g_strdup_printf ("%s: %s", label, _(titles[i]));

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_name (spin, i == FATE_KILLED ? "killed" : i == FATE_CAPTURED ? "captured" : i == FATE_RAN ? "ran"
                                 : i == FATE_WOUNDED ? "wounded" : "leaders");
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, spin_name, -1);
      gtk_grid_attach (GTK_GRID (grid), title, 0, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), spin, 1, (int) i, 1, 1);
      self->fate_spins[i] = GTK_SPIN_BUTTON (spin);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (on_fate_count_changed), self, G_CONNECT_SWAPPED);
    }
  /* TRANSLATORS: under the fates of a unit's figures in the battle form */
  note = gtk_label_new (_("Killed, captured and ran are lost to the unit; the wounded are back for its next battle."));
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 30);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), note, 0, (int) G_N_ELEMENTS (titles), 2, 1);
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  self->fates_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->fates_button), "view-more-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->fates_button), popover);
  gtk_widget_set_valign (self->fates_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->fates_button, "flat");
  /* TRANSLATORS: a button of the battle form: what became of the figures a unit lost */
  gtk_widget_set_tooltip_text (self->fates_button, _("Killed, Captured, Ran, Wounded"));
  /* TRANSLATORS: what a screen reader says of that button; the unit's name */
  name = g_strdup_printf (_("What became of the figures %s lost"), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fates_button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), self->fates_button);
}

GtkWidget *
mst_battle_unit_row_new (MstUnit *item, const char *label, MstRuleset *ruleset)
{
  MstBattleUnitRow *self;
  g_autofree char *text = NULL;
  gboolean regiments;

  g_return_val_if_fail (MST_IS_UNIT (item), NULL);
  g_return_val_if_fail (label != NULL, NULL);
  g_return_val_if_fail (ruleset == NULL || MST_IS_RULESET (ruleset), NULL);

  self = g_object_new (MST_TYPE_BATTLE_UNIT_ROW, "title", label, NULL);
  self->ruleset = ruleset != NULL ? mst_ruleset_get_id (ruleset) : NULL;
  regiments = ruleset != NULL && mst_ruleset_records_destroyed (ruleset);
  /* The grades its rule set rolls after deployment (Drums and Muskets'
   * resilience), "not rolled" first; none where it rolls none. */
  self->grades = ruleset != NULL ? mst_ruleset_lookup_attr (ruleset, MST_DEPLOY_GRADE_ATTR) : NULL;
  if (self->grades != NULL)
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

      /* TRANSLATORS: a unit's grade after deployment not rolled yet */
      gtk_string_list_append (labels, _("Not rolled"));
      for (guint i = 0; self->grades->values[i] != NULL; i++)
        gtk_string_list_append (labels, mst_attr_spec_value_label (self->grades, self->grades->values[i]));
      gtk_drop_down_set_model (self->grade, G_LIST_MODEL (labels));
      /* TRANSLATORS: "Resilience of 16e Ligne" */
      text = g_strdup_printf (_("%s of %s"), _(self->grades->label), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->grade), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      g_free (text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->grade), self->grades != NULL);
  g_object_set (self, "item", item, NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->lost), mst_campaign_view_strength_lost_title (self->ruleset));
  text = mst_campaign_view_strength_lost_by (self->ruleset, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->lost), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  g_free (text);
  text = g_strdup_printf (_("%s broke"), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->broken), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  g_free (text);
  gtk_widget_set_visible (GTK_WIDGET (self->broken), !regiments);
  gtk_widget_set_visible (GTK_WIDGET (self->fate), regiments);
  /* TRANSLATORS: the regiment's name: held, routed or destroyed */
  text = g_strdup_printf (_("What became of %s"), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fate), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  if (ruleset != NULL && mst_ruleset_counts_figures (ruleset))
    add_fates (self, ruleset, label);
  return GTK_WIDGET (self);
}

MstUnit *
mst_battle_unit_row_get_item (MstBattleUnitRow *self)
{
  g_return_val_if_fail (MST_IS_BATTLE_UNIT_ROW (self), NULL);
  return self->item;
}

const char *
mst_battle_unit_row_get_label (MstBattleUnitRow *self)
{
  g_return_val_if_fail (MST_IS_BATTLE_UNIT_ROW (self), NULL);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self));
}

void
mst_battle_unit_row_record (MstBattleUnitRow *self, MstBattle *battle)
{
  const char *grade;
  guint die;

  g_return_if_fail (MST_IS_BATTLE_UNIT_ROW (self));
  g_return_if_fail (MST_IS_BATTLE (battle));

  grade = chosen_grade (self);
  /* The die rolled is kept while the grade is the one it gave. */
  die = grade != NULL && g_strcmp0 (grade, mst_deploy_get_grade (self->item)) == 0 ? mst_deploy_get_die (self->item)
                                                                                  : 0;
  if (gtk_widget_get_visible (GTK_WIDGET (self->fate)))
    {
      guint fate = gtk_drop_down_get_selected (self->fate);

      mst_battle_set_unit (battle, mst_battle_unit_row_get_label (self), grade, die,
                           (guint) gtk_spin_button_get_value_as_int (self->lost), fate == FATE_ROUTED);
      mst_battle_set_unit_destroyed (battle, mst_battle_unit_row_get_label (self), fate == FATE_DESTROYED);
      return;
    }
  /* Namesakes are recorded under their labels ("NAME (2)"), as the
   * campaign names them, so that each keeps its own grade and losses. */
  mst_battle_set_unit (battle, mst_battle_unit_row_get_label (self), grade, die,
                       (guint) gtk_spin_button_get_value_as_int (self->lost),
                       gtk_check_button_get_active (self->broken));
  if (self->fates_given)
    mst_battle_set_unit_fates (battle, mst_battle_unit_row_get_label (self),
                               (guint) gtk_spin_button_get_value_as_int (self->fate_spins[FATE_KILLED]),
                               (guint) gtk_spin_button_get_value_as_int (self->fate_spins[FATE_CAPTURED]),
                               (guint) gtk_spin_button_get_value_as_int (self->fate_spins[FATE_RAN]),
                               (guint) gtk_spin_button_get_value_as_int (self->fate_spins[FATE_WOUNDED]),
                               (guint) gtk_spin_button_get_value_as_int (self->fate_spins[FATE_LEADERS]));
}

void
mst_battle_unit_row_set_fate (MstBattleUnitRow *self, gboolean broken, gboolean destroyed)
{
  g_return_if_fail (MST_IS_BATTLE_UNIT_ROW (self));

  gtk_check_button_set_active (self->broken, broken);
  gtk_drop_down_set_selected (self->fate, destroyed ? FATE_DESTROYED : broken ? FATE_ROUTED : FATE_HELD);
}

void
mst_battle_unit_row_show_record (MstBattleUnitRow *self, const MstBattleUnit *unit)
{
  g_return_if_fail (MST_IS_BATTLE_UNIT_ROW (self));
  g_return_if_fail (unit != NULL);

  show_grade (self, unit->grade);
  gtk_spin_button_set_value (self->lost, unit->bases_lost);
  mst_battle_unit_row_set_fate (self, unit->broken, unit->destroyed);
  /* What became of the figures, where the record says it. */
  if (unit->fates && self->fates_button != NULL)
    {
      gtk_spin_button_set_value (self->fate_spins[FATE_KILLED], unit->killed);
      gtk_spin_button_set_value (self->fate_spins[FATE_CAPTURED], unit->captured);
      gtk_spin_button_set_value (self->fate_spins[FATE_RAN], unit->ran);
      gtk_spin_button_set_value (self->fate_spins[FATE_WOUNDED], unit->wounded);
      gtk_spin_button_set_value (self->fate_spins[FATE_LEADERS], unit->leaders);
      on_fate_count_changed (self);
    }
}
