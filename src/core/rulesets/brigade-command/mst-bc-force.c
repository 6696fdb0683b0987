/* mst-bc-force.c: Brigade Command forces: an army or corps commander over
 * divisions, brigades and regiments; what the sheets give each commander
 * and regiment, and the checks of a force against them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <stdlib.h>
#include <string.h>

#include "mst-bc-private.h"
#include "mst-finding.h"
#include "mst-nation-list.h"
#include "mst-value.h"

const char *const mst_bc_trainings[] = { "green", "trained", "experienced", "veteran", "elite", NULL };
const char *const mst_bc_training_labels[] = {
  N_("Green"), N_("Trained"), N_("Experienced"), N_("Veteran"), N_("Elite"), NULL
};
const char *const mst_bc_morale_classes[] = { "impetuous", "cautious", "steady", "confident", "arrogant", NULL };
const char *const mst_bc_morale_class_labels[] = {
  N_("Impetuous"), N_("Cautious"), N_("Steady"), N_("Confident"), N_("Arrogant"), NULL
};
const char *const mst_bc_orders[] = { "assault", "advance", "engage", "hold", "retire", NULL };
const char *const mst_bc_order_labels[] = {
  N_("Assault"), N_("Advance"), N_("Engage"), N_("Hold"), N_("Retire"), NULL
};

/* Orders to a division or a brigade (003:17-23). */
const char *const mst_bc_formation_orders[] = { "seize", "support", "hold", "manoeuvre", "fighting-withdrawal", NULL };
const char *const mst_bc_formation_order_labels[] = {
  N_("Seize"), N_("Support"), N_("Hold"), N_("Manoeuvre"), N_("Fighting Withdrawal"), NULL
};
/* The ratings of 003:36; "cautious" here is a commander's, not a morale
 * class. */
static const char *const ratings[] = { "poltroon", "cautious", "able", "gifted", "charismatic", NULL };
static const char *const rating_labels[] = {
  N_("Poltroon"), N_("Cautious"), N_("Able"), N_("Gifted"), N_("Charismatic"), NULL
};

const char *const mst_bc_unit_kinds[] = { "infantry", "cavalry", "artillery", NULL };
const char *const mst_bc_unit_kind_labels[] = { N_("Infantry"), N_("Cavalry"), N_("Artillery"), NULL };
/* The rows of the weapon ranges (003:111-118, 146-155). */
const char *const mst_bc_weapons[] = {
  "musket", "rifle", "carbine", "pistol", "light-gun", "medium-gun", "heavy-gun", NULL
};
static const char *const weapon_labels[] = {
  N_("Musket"), N_("Rifle"), N_("Cavalry carbine"), N_("Pistol"), N_("Light gun"), N_("Medium gun"),
  N_("Heavy gun"), NULL
};
static const char *const yes_no[] = { "yes", "no", NULL };
static const char *const yes_no_labels[] = { N_("Yes"), N_("No"), NULL };

const MstAttrSpec mst_bc_unit_attrs[] = {
  { "training", N_("Training"), mst_bc_trainings, mst_bc_training_labels },
  { "morale-class", N_("Morale class"), mst_bc_morale_classes, mst_bc_morale_class_labels },
  { "weapon", N_("Weapon"), mst_bc_weapons, weapon_labels },
  { "orders", N_("Orders"), mst_bc_orders, mst_bc_order_labels },
  { "raw", N_("Raw (not yet under fire)"), yes_no, yes_no_labels },
  { "column-charge", N_("Charges in column"), yes_no, yes_no_labels },
  { NULL }
};

const MstAttrSpec mst_bc_general_attrs[] = {
  { "rating", N_("Rating"), ratings, rating_labels },
  { NULL }
};

const MstAttrSpec mst_bc_command_attrs[] = {
  { "orders", N_("Orders"), mst_bc_formation_orders, mst_bc_formation_order_labels },
  { NULL }
};

/* The nations of the troop-type lists; only the French charge in column
 * (003:101). */
static const char *const nationalities[] = { "french", "british", "austrian", "prussian", "russian", NULL };
static const char *const nationality_labels[] = {
  N_("French"), N_("British"), N_("Austrian"), N_("Prussian"), N_("Russian"), NULL
};
const MstAttrSpec mst_bc_force_attrs[] = {
  { "nationality", N_("Nationality"), nationalities, nationality_labels },
  { NULL }
};

/* A regiment's stands, a battery's gun and crew. */
const char *const mst_bc_roles[] = { "stand", "gun", "crew", NULL };
const char *const mst_bc_role_labels[] = { N_("Stand"), N_("Gun"), N_("Crew"), NULL };

const MstRuleName mst_bc_rule_names[] = {
  { "bc-commander-rated", N_("Every commander has a rating, Poltroon to Charismatic (003:36).") },
  { "bc-command-capacity", N_("A commander controls no more units than his rating allows (003:36).") },
  { "bc-orders-consistent", N_("Orders to a brigade or a regiment fit the orders of the formation above it (003:17-23).") },
  { "bc-unit-in-brigade", N_("Every regiment is in a brigade: a unit acts when its brigade’s card is drawn.") },
  { "bc-training-morale", N_("Every regiment has a training and a morale class (003:124-128, 211).") },
  { "bc-column-charge", N_("Only French infantry may charge in column (003:101).") },
  { "bc-weapon-fits-arm", N_("A regiment carries a weapon of its arm (003:111-118, 146-155).") },
  { "bc-levels", N_("Regiments are in brigades, brigades in divisions, divisions under the army commander.") },
  { "bc-brigade-in-division", N_("With more than one division, every brigade is in a division.") },
  { NULL }
};

const char *const mst_bc_levels[] = { "division", "brigade", NULL };
const char *const mst_bc_level_labels[] = { N_("Division"), N_("Brigade"), NULL };

int
mst_bc_index_of (const char *const *values, const char *v)
{
  for (int i = 0; values[i] != NULL; i++)
    if (g_strcmp0 (values[i], v) == 0)
      return i;
  return -1;
}

static void
add (GPtrArray *out, const char *id, const char *label, const char *value)
{
  g_ptr_array_add (out, mst_derived_new (id, label, value));
}

/* ---- what a regiment carries ---------------------------------------- */

static guint
stands_of (GArray *components)
{
  guint n = mst_components_count (components, "stand");

  return n > 0 ? n : mst_components_count (components, "gun");
}

guint
mst_bc_unit_stands (MstUnit *unit)
{
  return stands_of (mst_unit_get_components (unit));
}

guint
mst_bc_unit_full_stands (MstUnit *unit)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  guint full = tmpl != NULL ? stands_of (mst_unit_template_get_components (tmpl)) : 0;

  return MAX (full, mst_bc_unit_stands (unit));
}

/* Only French infantry may charge in column (003:101). */
gboolean
mst_bc_may_charge_in_column (MstForce *force, MstUnit *unit)
{
  return g_strcmp0 (mst_unit_get_kind (unit), "infantry") == 0
         && g_strcmp0 (mst_force_get_attr (force, "nationality"), "french") == 0;
}

static const char *const *
weapons_of_arm (const char *kind)
{
  static const char *const foot[] = { "musket", "rifle", NULL };
  static const char *const horse[] = { "carbine", "pistol", NULL };
  static const char *const guns[] = { "light-gun", "medium-gun", "heavy-gun", NULL };

  if (g_strcmp0 (kind, "infantry") == 0)
    return foot;
  if (g_strcmp0 (kind, "cavalry") == 0)
    return horse;
  if (g_strcmp0 (kind, "artillery") == 0)
    return guns;
  return NULL;
}

/* "2D10" → 2. */
static int
dice_of (const char *text)
{
  return text != NULL ? atoi (text) : 0;
}

char *
mst_bc_weapon_ranges (MstRuleset *rs, const char *weapon)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, "weapon-ranges");
  g_autofree char *shot = NULL;
  g_autofree char *canister = NULL;
  const MstCell *s, *m, *l, *c;
  GString *out;
  gboolean gun;

  if (t == NULL || weapon == NULL)
    return NULL;
  gun = g_str_has_suffix (weapon, "-gun");
  if (gun)
    {
      g_autofree char *stem = g_strndup (weapon, strlen (weapon) - strlen ("-gun"));
      shot = g_strconcat (stem, "-shot", NULL);
      canister = g_strconcat (stem, "-canister", NULL);
    }
  s = mst_table_lookup (t, gun ? shot : weapon, "short");
  m = mst_table_lookup (t, gun ? shot : weapon, "medium");
  l = mst_table_lookup (t, gun ? shot : weapon, "long");
  if (s == NULL || m == NULL || l == NULL)
    return NULL;
  out = g_string_new (NULL);
  if (gun && (c = mst_table_lookup (t, canister, "short")) != NULL)
    /* TRANSLATORS: a gun's ranges in inches: canister, then short, medium and long */
    g_string_append_printf (out, _("canister %s; "), c->text);
  /* TRANSLATORS: ranges in inches, "short 0–4, medium over 4–6, long over 6–8" */
  g_string_append_printf (out, _("short %s, medium %s, long %s"), s->text, m->text, l->text);
  return g_string_free (out, FALSE);
}

static const MstCell *
training_cell (MstRuleset *rs, MstUnit *unit, const char *column)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, "training");
  const char *training = mst_unit_get_attr (unit, "training");

  return t != NULL && training != NULL ? mst_table_lookup (t, training, column) : NULL;
}

/* The values beyond the dice and the Basic Factor: strength, the firing
 * dice at current strength (003:144), ranges, how it wheels and forms
 * square, and whether it may charge in column. */
void
mst_bc_derive_unit_more (MstRuleset *rs, MstForce *force, MstUnit *unit, GPtrArray *out)
{
  guint stands = mst_bc_unit_stands (unit);
  guint full = mst_bc_unit_full_stands (unit);
  const MstCell *fire = training_cell (rs, unit, "firing-dice");
  const MstCell *wheel = training_cell (rs, unit, "wheeling");
  const MstCell *square = training_cell (rs, unit, "square");
  g_autofree char *strength = NULL;
  g_autofree char *ranges = mst_bc_weapon_ranges (rs, mst_unit_get_attr (unit, "weapon"));

  if (full > 0)
    {
      /* TRANSLATORS: stands now of stands at full strength, "4 of 5" */
      strength = g_strdup_printf (_("%u of %u"), stands, full);
      add (out, "stands", _("Stands"), strength);
    }
  if (fire != NULL && full > 0)
    {
      /* A stand lost costs a die; never fewer than one (003:134, 144). */
      int now = MAX (1, dice_of (fire->text) - (int) (full - stands));
      g_autofree char *v = g_strdup_printf ("%dD10%s", now, fire->verified ? "" : _(" (unverified)"));
      add (out, "firing-dice-now", _("Firing dice at this strength"), v);
    }
  if (ranges != NULL)
    add (out, "ranges", _("Ranges (inches)"), ranges);
  if (wheel != NULL && g_strcmp0 (mst_unit_get_kind (unit), "artillery") != 0)
    add (out, "wheeling", _("Wheeling"), wheel->text);
  if (square != NULL && g_strcmp0 (mst_unit_get_kind (unit), "infantry") == 0)
    add (out, "forming-square", _("Forming square"), square->text);
  if (g_strcmp0 (mst_unit_get_kind (unit), "infantry") == 0)
    add (out, "column-charge", _("May charge in column"),
         mst_bc_may_charge_in_column (force, unit) ? _("yes") : _("no"));
}

/* ---- commanders ------------------------------------------------------ */

guint
mst_bc_count_under (MstForce *force, MstCommand *command)
{
  g_autoptr(GPtrArray) under = mst_force_list_subcommands (force, command);
  guint n = under->len;

  /* Units in no command are under no one (a check says so). */
  if (command != NULL)
    n += mst_command_get_n_units (command);
  return n;
}

static MstGeneral *
general_of (MstForce *force, MstCommand *command)
{
  return command != NULL ? mst_command_get_general (command) : mst_force_get_commander (force);
}

/* What a rating gives: its command radius and how many it may command
 * (003:36); -1 when the commander is unrated. */
gboolean
mst_bc_rating_values (MstRuleset *rs, const char *rating, int *radius, int *capacity, gboolean *verified)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, "commander-ratings");
  const MstCell *r, *c;

  if (t == NULL || rating == NULL || (r = mst_table_lookup (t, rating, "command-radius")) == NULL
      || (c = mst_table_lookup (t, rating, "units")) == NULL)
    return FALSE;
  *radius = atoi (r->text);
  *capacity = atoi (c->text);
  if (verified != NULL)
    *verified = r->verified && c->verified;
  return TRUE;
}

void
mst_bc_derive_command (MstRuleset *rs, MstForce *force, MstCommand *command, GPtrArray *out)
{
  const char *rating = mst_general_get_attr (general_of (force, command), "rating");
  guint used = mst_bc_count_under (force, command);
  int radius, capacity;
  gboolean verified = TRUE;
  g_autofree char *load = NULL;

  if (!mst_bc_rating_values (rs, rating, &radius, &capacity, &verified))
    {
      /* TRANSLATORS: a commander's load with no rating: "3 under command" */
      load = g_strdup_printf (_("%u under command"), used);
      add (out, "load", _("Under command"), load);
      return;
    }
  {
    g_autofree char *r = g_strdup_printf ("%d", radius);
    g_autofree char *c = g_strdup_printf ("%d", capacity);
    add (out, "command-radius", _("Command radius (inches)"), r);
    add (out, "units-under-command", _("Units under command"), c);
  }
  load = g_strdup_printf ("%u/%d", used, capacity);
  add (out, "load", _("Under command"), load);
}

/* ---- checks ---------------------------------------------------------- */

static const char *
general_name (MstForce *force, MstCommand *command)
{
  const char *name = mst_general_get_name (general_of (force, command));

  return name[0] != '\0' ? name : _("An unnamed commander");
}

static void
check_capacity (MstRuleset *rs, MstForce *force, MstCommand *command, GPtrArray *findings)
{
  MstGeneral *general = general_of (force, command);
  const char *rating = mst_general_get_attr (general, "rating");
  guint used = mst_bc_count_under (force, command);
  int radius, capacity;

  if (!mst_bc_rating_values (rs, rating, &radius, &capacity, NULL))
    {
      mst_finding_add (findings, "bc-commander-rated", MST_SEVERITY_ERROR, general,
               _("%s has no rating: a commander is Poltroon, Cautious, Able, Gifted or Charismatic."),
               general_name (force, command));
      return;
    }
  if ((int) used > capacity)
    mst_finding_add (findings, "bc-command-capacity", MST_SEVERITY_ERROR, general,
             g_dngettext (GETTEXT_PACKAGE, "%s commands %u; a %s commander may have %d under command.",
                          "%s commands %u; a %s commander may have %d under command.", used),
             general_name (force, command), used,
             mst_ruleset_attr_value_label (rs, "rating", rating), capacity);
}

static guint
count_orders (GPtrArray *orders, const char *order)
{
  guint n = 0;

  for (guint i = 0; i < orders->len; i++)
    n += g_strcmp0 (g_ptr_array_index (orders, i), order) == 0;
  return n;
}

static gboolean
any_of (GPtrArray *orders, const char *const *which)
{
  for (guint i = 0; which[i] != NULL; i++)
    if (count_orders (orders, which[i]) > 0)
      return TRUE;
  return FALSE;
}

static gboolean
all_in (GPtrArray *orders, const char *const *which)
{
  for (guint i = 0; i < orders->len; i++)
    if (!g_strv_contains (which, g_ptr_array_index (orders, i)))
      return FALSE;
  return TRUE;
}

/* Whether the orders under a command fit its own (003:17-34).  @orders
 * are the set orders of those under it (those with none are left out). */
const char *
mst_bc_orders_problem (const char *order, gboolean division, GPtrArray *orders, guint n_under)
{
  if (division)
    {
      static const char *const seize_others[] = { "seize", "support", "manoeuvre", NULL };
      static const char *const not_support[] = { "seize", "hold", "fighting-withdrawal", NULL };
      static const char *const not_hold[] = { "seize", "fighting-withdrawal", NULL };

      if (g_str_equal (order, "seize"))
        return count_orders (orders, "seize") == 0 || !all_in (orders, seize_others)
               ? N_("at least one under it on Seize, the others on Support or Manoeuvre") : NULL;
      if (g_str_equal (order, "support"))
        return any_of (orders, not_support) ? N_("none under it on Seize, Hold or Fighting Withdrawal") : NULL;
      if (g_str_equal (order, "hold"))
        return count_orders (orders, "hold") == 0 || any_of (orders, not_hold)
               ? N_("at least one under it on Hold, none on Seize or Fighting Withdrawal") : NULL;
      if (g_str_equal (order, "manoeuvre"))
        return count_orders (orders, "manoeuvre") * 2 < n_under ? N_("at least half under it on Manoeuvre") : NULL;
      if (g_str_equal (order, "fighting-withdrawal"))
        return count_orders (orders, "fighting-withdrawal") == 0
               ? N_("at least one under it on Fighting Withdrawal") : NULL;
      return NULL;
    }
  {
    static const char *const seize_others[] = { "assault", "engage", "advance", NULL };
    static const char *const not_support[] = { "assault", "hold", "retire", NULL };
    static const char *const not_hold[] = { "advance", "assault", NULL };

    if (g_str_equal (order, "seize"))
      return count_orders (orders, "assault") == 0 || !all_in (orders, seize_others)
             ? N_("at least one regiment on Assault, the others on Engage or Advance") : NULL;
    if (g_str_equal (order, "support"))
      return any_of (orders, not_support) ? N_("no regiment on Assault, Hold or Retire") : NULL;
    if (g_str_equal (order, "hold"))
      return count_orders (orders, "hold") == 0 || any_of (orders, not_hold)
             ? N_("at least one regiment on Hold, none on Advance or Assault") : NULL;
    if (g_str_equal (order, "manoeuvre"))
      return count_orders (orders, "advance") * 2 < n_under ? N_("at least half its regiments on Advance") : NULL;
    if (g_str_equal (order, "fighting-withdrawal"))
      return count_orders (orders, "retire") == 0 ? N_("at least one regiment on Retire") : NULL;
  }
  return NULL;
}

static void
check_orders (MstRuleset *rs, MstForce *force, MstCommand *command, GPtrArray *findings)
{
  const char *order = mst_command_get_attr (command, "orders");
  gboolean division = g_strcmp0 (mst_command_get_level (command), "division") == 0;
  g_autoptr(GPtrArray) orders = g_ptr_array_new ();
  g_autoptr(GPtrArray) under = NULL;
  guint n_under = 0;
  const char *problem;
  g_autofree char *level = NULL;

  if (order == NULL)
    return;
  if (division)
    {
      under = mst_force_list_subcommands (force, command);
      n_under = under->len;
      for (guint i = 0; i < under->len; i++)
        {
          const char *o = mst_command_get_attr (g_ptr_array_index (under, i), "orders");
          if (o != NULL)
            g_ptr_array_add (orders, (gpointer) o);
        }
    }
  else
    {
      n_under = mst_command_get_n_units (command);
      for (guint i = 0; i < n_under; i++)
        {
          const char *o = mst_unit_get_attr (mst_command_get_unit (command, i), "orders");
          if (o != NULL)
            g_ptr_array_add (orders, (gpointer) o);
        }
    }
  /* Nothing under it has orders yet: the player has not set them. */
  if (orders->len == 0)
    return;
  if ((problem = mst_bc_orders_problem (order, division, orders, n_under)) == NULL)
    return;
  level = mst_ruleset_level_in_sentence (rs, mst_command_get_level (command));
  /* TRANSLATORS: "Friant’s division is on Seize, which needs at least one under it on Seize, …" */
  mst_finding_add (findings, "bc-orders-consistent", MST_SEVERITY_WARNING, command, _("%s’s %s is on %s, which needs %s."),
           general_name (force, command), level, mst_ruleset_attr_value_label (rs, "orders", order), _(problem));
}

static void
check_unit (MstRuleset *rs, MstForce *force, MstUnit *unit, MstCommand *command, GPtrArray *findings)
{
  const char *name = mst_unit_get_label (unit);
  const char *kind = mst_unit_get_kind (unit);
  const char *weapon = mst_unit_get_attr (unit, "weapon");
  const char *const *fits = weapons_of_arm (kind);

  if (command == NULL || g_strcmp0 (mst_command_get_level (command), "brigade") != 0)
    mst_finding_add (findings, "bc-unit-in-brigade", MST_SEVERITY_ERROR, unit,
             _("“%s” is in no brigade: a unit acts when its brigade’s card is drawn."), name);
  if (mst_unit_get_attr (unit, "training") == NULL || mst_unit_get_attr (unit, "morale-class") == NULL)
    mst_finding_add (findings, "bc-training-morale", MST_SEVERITY_ERROR, unit,
             _("“%s” needs both a training and a morale class."), name);
  if (g_strcmp0 (mst_unit_get_attr (unit, "column-charge"), "yes") == 0 && !mst_bc_may_charge_in_column (force, unit))
    mst_finding_add (findings, "bc-column-charge", MST_SEVERITY_ERROR, unit,
             _("“%s” is marked to charge in column: only French infantry may."), name);
  if (fits != NULL && weapon != NULL && !g_strv_contains (fits, weapon))
    mst_finding_add (findings, "bc-weapon-fits-arm", MST_SEVERITY_ERROR, unit,
             _("“%s” carries a %s, which is not a weapon of its arm."), name,
             mst_ruleset_attr_value_label (rs, "weapon", weapon));
}

void
mst_bc_check (MstRuleset *rs, MstForce *force, GPtrArray *findings)
{
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  GListModel *unassigned = mst_force_get_unassigned (force);
  guint brigades = 0;

  check_capacity (rs, force, NULL, findings);
  for (guint i = 0; i < commands->len; i++)
    brigades += g_strcmp0 (mst_command_get_level (g_ptr_array_index (commands, i)), "brigade") == 0;

  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      const char *level = mst_command_get_level (c);
      MstCommand *parent = mst_command_get_parent (c);
      const char *parent_level = parent != NULL ? mst_command_get_level (parent) : NULL;
      guint n = mst_command_get_n_units (c);

      check_capacity (rs, force, c, findings);
      if (g_strcmp0 (level, "brigade") == 0)
        {
          if (parent_level != NULL && !g_str_equal (parent_level, "division"))
            mst_finding_add (findings, "bc-levels", MST_SEVERITY_ERROR, c,
                     _("%s’s brigade is under a brigade: a brigade is under a division."), general_name (force, c));
          else if (parent == NULL && brigades > 1)
            mst_finding_add (findings, "bc-brigade-in-division", MST_SEVERITY_ERROR, c,
                     _("%s’s brigade is in no division: with more than one brigade, each is under a divisional "
                       "commander."), general_name (force, c));
        }
      else if (g_strcmp0 (level, "division") == 0)
        {
          if (parent != NULL)
            mst_finding_add (findings, "bc-levels", MST_SEVERITY_ERROR, c,
                     _("%s’s division is under another command: a division is under the army or corps "
                       "commander."), general_name (force, c));
        }
      else
        mst_finding_add (findings, "bc-levels", MST_SEVERITY_ERROR, c,
                 _("%s’s command is neither a division nor a brigade."), general_name (force, c));
      check_orders (rs, force, c, findings);
      for (guint j = 0; j < n; j++)
        check_unit (rs, force, mst_command_get_unit (c, j), c, findings);
    }
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      check_unit (rs, force, unit, NULL, findings);
    }
}
