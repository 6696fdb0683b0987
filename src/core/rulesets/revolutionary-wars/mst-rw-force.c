/* mst-rw-force.c: Revolutionary Wars forces: a divisional general over
 * brigades of battalions made of platoons; what the rules derive for each
 * battalion and general, and the checks of a force against them.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "mst-finding.h"
#include "mst-rw-private.h"
#include "mst-value.h"

/* Base sizes (001:211-215): Small 25 × 32, Medium 32 × 50, Large 50 × 64,
 * Vehicle 50 × as deep as needed.  Figures and facing per kind:
 * 001:247-274 (infantry), 294-309 (cavalry), 330-347 (artillery). */
const MstRwPlatoonKind mst_rw_platoon_kinds[] = {
  { "line-infantry", N_("Line Infantry"), MST_RW_ARM_INFANTRY, N_("4 figures"), 25, 32, FALSE },
  { "light-infantry", N_("Light Infantry"), MST_RW_ARM_INFANTRY, N_("4 figures"), 25, 32, TRUE },
  { "mob-infantry", N_("Mob Infantry"), MST_RW_ARM_INFANTRY, N_("4 figures"), 32, 50, FALSE },
  { "skirmish-infantry", N_("Skirmish Infantry"), MST_RW_ARM_INFANTRY, N_("1 figure"), 25, 32, TRUE },
  { "line-cavalry", N_("Line Cavalry"), MST_RW_ARM_CAVALRY, N_("2 mounted figures"), 32, 50, FALSE },
  { "light-cavalry", N_("Light Cavalry"), MST_RW_ARM_CAVALRY, N_("2 mounted figures"), 32, 50, TRUE },
  { "skirmish-cavalry", N_("Skirmish Cavalry"), MST_RW_ARM_CAVALRY, N_("1 mounted figure"), 32, 50, TRUE },
  { "field-artillery", N_("Field Artillery"), MST_RW_ARM_ARTILLERY, N_("1 gun and 4–5 crew"), 50, 64, FALSE },
  { "regimental-artillery", N_("Regimental Artillery"), MST_RW_ARM_ARTILLERY, N_("1 gun and 3–4 crew"), 32, 50, FALSE },
  /* A vehicle base, 50 mm and as deep as the model needs. */
  { "artillery-limber", N_("Artillery Limber"), MST_RW_ARM_ARTILLERY, N_("1 limber and gun"), 50, 0, FALSE },
  { NULL }
};

const MstRuleName mst_rw_rule_names[] = {
  { "rw-one-divisional-general", N_("One divisional general commands the force, each other general a brigade (001:224-231).") },
  { "rw-brigade-general", N_("Every brigade has a brigade general (001:224-227).") },
  { "rw-unit-in-brigade", N_("Every battalion is in a brigade.") },
  { "rw-brigade-breaks-at-once", N_("A brigade reduced to a single battalion breaks and is destroyed (001:655-659).") },
  { "rw-centre-platoon", N_("Every battalion has a Centre Platoon, one of its own platoons (001:199-205).") },
  { "rw-platoon-fits-battalion", N_("A battalion’s platoons are of kinds its arm takes (001:144-186, 330-351).") },
  { "rw-wiped-out-at-once", N_("A battalion reduced this far is destroyed (001:1242-1246).") },
  { "rw-square-needs-four", N_("A battalion forms square with at least four platoons (001:493-494).") },
  { "rw-card-complete", N_("A battalion’s card gives every value: the rules give none, the list must (001:364).") },
  { "rw-one-composite-skirmish", N_("A brigade has one composite skirmish battalion of each arm (001:154-157, 165-168).") },
  { "rw-force-size", N_("A player’s force is a division of several brigades, perhaps a dozen battalions (001:21-23).") },
  { NULL }
};

const char *const mst_rw_unit_kinds[] = { "infantry-battalion", "cavalry-squadron", "artillery-battery", NULL };
const char *const mst_rw_unit_kind_labels[] = {
  N_("Infantry Battalion"), N_("Cavalry Squadron"), N_("Artillery Battery"), NULL
};
/* The weapon lines a card may carry (001:1655-1661): a battery's Cannon and
 * Howitzer, the foot's and horse's firearms. */
const char *const mst_rw_weapons[] = { "musket", "rifle", "carbine", "cannon", "howitzer", "rocket", NULL };
static const char *const weapon_labels[] = {
  N_("Musket"), N_("Rifle"), N_("Carbine"), N_("Cannon"), N_("Howitzer"), N_("Rocket"), NULL
};
const char *const mst_rw_levels[] = { "brigade", NULL };
const char *const mst_rw_level_labels[] = { N_("Brigade"), NULL };
/* 001:377-385, in the rules' order. */
const char *const mst_rw_formations[] = {
  "line", "double-line", "skirmish-line", "march-column", "attack-column", "square", NULL
};
const char *const mst_rw_formation_labels[] = {
  N_("Line"), N_("Double Line"), N_("Skirmish Line"), N_("March Column"), N_("Attack Column"), N_("Square"), NULL
};

const char *const mst_rw_platoon_ids[] = {
  "line-infantry", "light-infantry", "mob-infantry", "skirmish-infantry", "line-cavalry", "light-cavalry",
  "skirmish-cavalry", "field-artillery", "regimental-artillery", "artillery-limber", NULL
};
const char *const mst_rw_platoon_labels[] = {
  N_("Line Infantry"), N_("Light Infantry"), N_("Mob Infantry"), N_("Skirmish Infantry"), N_("Line Cavalry"),
  N_("Light Cavalry"), N_("Skirmish Cavalry"), N_("Field Artillery"), N_("Regimental Artillery"),
  N_("Artillery Limber"), NULL
};
static const char *const yes_no[] = { "yes", "no", NULL };
static const char *const yes_no_labels[] = { N_("Yes"), N_("No"), NULL };

/* A list of example cards says so on itself (RW-1). */
const MstAttrSpec mst_rw_list_attrs[] = {
  { "example", N_("Example card values"), yes_no, yes_no_labels },
  { NULL }
};

const MstAttrSpec mst_rw_unit_attrs[] = {
  /* The kind of its Centre Platoon, which is one of its platoons (RW-16). */
  { "centre", N_("Centre Platoon"), mst_rw_platoon_ids, mst_rw_platoon_labels },
  { "weapon", N_("Weapon"), mst_rw_weapons, weapon_labels },
  /* The card's values are examples, not the rules' (RW-1). */
  { "example", N_("Example card values"), yes_no, yes_no_labels },
  { NULL }
};

const MstRwPlatoonKind *
mst_rw_platoon_kind (const char *id)
{
  for (guint i = 0; mst_rw_platoon_kinds[i].id != NULL; i++)
    if (g_strcmp0 (mst_rw_platoon_kinds[i].id, id) == 0)
      return &mst_rw_platoon_kinds[i];
  return NULL;
}

static const char *
kind_label (const char *unit_kind)
{
  for (guint i = 0; mst_rw_unit_kinds[i] != NULL; i++)
    if (g_strcmp0 (mst_rw_unit_kinds[i], unit_kind) == 0)
      return _(mst_rw_unit_kind_labels[i]);
  return unit_kind != NULL ? unit_kind : "";
}

static MstRwArm
unit_arm (MstUnit *unit)
{
  const char *kind = mst_unit_get_kind (unit);

  if (g_strcmp0 (kind, "cavalry-squadron") == 0)
    return MST_RW_ARM_CAVALRY;
  if (g_strcmp0 (kind, "artillery-battery") == 0)
    return MST_RW_ARM_ARTILLERY;
  return MST_RW_ARM_INFANTRY;
}

void
mst_rw_count_platoons (MstUnit *unit, MstRwPlatoons *out)
{
  GArray *components = mst_unit_get_components (unit);
  const MstRwPlatoonKind *centre = mst_rw_platoon_kind (mst_unit_get_attr (unit, "centre"));

  memset (out, 0, sizeof *out);
  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      const MstComponent *c = &g_array_index (components, MstComponent, i);
      const MstRwPlatoonKind *k = mst_rw_platoon_kind (c->role);

      if (k == NULL)
        continue;
      out->total += c->count;
      if (k->arm == MST_RW_ARM_INFANTRY)
        out->infantry += c->count;
      else if (k->arm == MST_RW_ARM_CAVALRY)
        out->cavalry += c->count;
      else
        out->artillery += c->count;
      if (centre != NULL && k == centre)
        out->main += c->count;
      if (g_str_equal (k->id, "regimental-artillery") && unit_arm (unit) != MST_RW_ARM_ARTILLERY)
        out->guns += c->count;
    }
  out->centre = out->main > 0 ? centre : NULL;
}

/* Who may take which formation: Double Line light or skirmish infantry
 * (001:395), Square at least four platoons (001:493-494), Skirmish Line
 * from Line (001:412); cavalry Line, March and Attack Column, Skirmish
 * Line only skirmish cavalry, artillery Line and March Column (gap RW-7). */
static gboolean
formation_open (MstUnit *unit, const MstRwPlatoons *p, const char *formation)
{
  MstRwArm arm = unit_arm (unit);
  const char *centre = p->centre != NULL ? p->centre->id : NULL;

  if (g_str_equal (formation, "line") || g_str_equal (formation, "march-column"))
    return TRUE;
  if (arm == MST_RW_ARM_ARTILLERY)
    return FALSE;
  if (g_str_equal (formation, "attack-column"))
    return TRUE;
  if (g_str_equal (formation, "skirmish-line"))
    return arm == MST_RW_ARM_INFANTRY || g_strcmp0 (centre, "skirmish-cavalry") == 0;
  if (arm == MST_RW_ARM_CAVALRY)
    return FALSE;
  if (g_str_equal (formation, "double-line"))
    return g_strcmp0 (centre, "light-infantry") == 0 || g_strcmp0 (centre, "skirmish-infantry") == 0;
  if (g_str_equal (formation, "square"))
    return p->total >= 4;
  return FALSE;
}

GPtrArray *
mst_rw_open_formations (MstUnit *unit)
{
  GPtrArray *open = g_ptr_array_new ();
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  for (guint i = 0; mst_rw_formations[i] != NULL; i++)
    if (formation_open (unit, &p, mst_rw_formations[i]))
      g_ptr_array_add (open, (gpointer) mst_rw_formations[i]);
  return open;
}

guint
mst_rw_wiped_out_at (MstUnit *unit)
{
  switch (unit_arm (unit))
    {
    case MST_RW_ARM_INFANTRY:
      return 2;
    case MST_RW_ARM_CAVALRY:
      return 1;
    case MST_RW_ARM_ARTILLERY:
    default:
      return 0;
    }
}

/* Platoons of the battalion's own arm (its guns left out). */
static guint
arm_platoons (MstUnit *unit, const MstRwPlatoons *p)
{
  switch (unit_arm (unit))
    {
    case MST_RW_ARM_INFANTRY:
      return p->infantry;
    case MST_RW_ARM_CAVALRY:
      return p->cavalry;
    case MST_RW_ARM_ARTILLERY:
    default:
      return p->artillery;
    }
}

/* Attack Column is exactly three ranks deep, four for light infantry
 * (001:480-485). */
static guint
attack_column_depth (const MstRwPlatoons *p)
{
  return p->centre != NULL && g_str_equal (p->centre->id, "light-infantry") ? 4 : 3;
}

/* The ground a formation covers, in mm: @n platoons of frontage @w and
 * depth @d, shaped as 001:386-511 draws them. */
static void
formation_size (const char *formation, guint n, guint w, guint d, guint column_depth, guint *width, guint *depth,
                gboolean *up_to)
{
  *up_to = FALSE;
  if (g_str_equal (formation, "line"))
    {
      *width = n * w;
      *depth = d;
    }
  else if (g_str_equal (formation, "double-line"))
    {
      *width = (n + 1) / 2 * w;
      *depth = MIN (n, 2u) * d;
    }
  else if (g_str_equal (formation, "skirmish-line"))
    {
      /* Up to a base width between platoons (001:412-415). */
      *width = n > 0 ? (2 * n - 1) * w : 0;
      *depth = d;
      *up_to = TRUE;
    }
  else if (g_str_equal (formation, "march-column"))
    {
      *width = w;
      *depth = n * d;
    }
  else if (g_str_equal (formation, "attack-column"))
    {
      /* Two platoons form a single column (001:484-485). */
      guint ranks = n == 2 ? 2 : MIN (n, column_depth);
      *width = ranks > 0 ? (n + ranks - 1) / ranks * w : 0;
      *depth = ranks * d;
    }
  else
    {
      /* Square: the Centre Platoon in front, the rest three ranks deep
       * behind it facing outwards (001:491-494). */
      guint rest = n > 0 ? n - 1 : 0;
      guint ranks = MIN (rest, 3u);
      *width = MAX (ranks > 0 ? (rest + ranks - 1) / ranks : 1, 1u) * w;
      *depth = (ranks + 1) * d;
    }
}

static void
add (GPtrArray *out, const char *id, const char *label, const char *value)
{
  g_ptr_array_add (out, mst_derived_new (id, label, value));
}

static const char *
platoon_label (const MstRwPlatoonKind *k)
{
  return _(k->label);
}

/* "8 × Light Infantry (4 figures, small base, wide), the Centre Platoon
 * among them + 1 × Regimental Artillery (…)". */
static char *
composition (MstUnit *unit, const MstRwPlatoons *p)
{
  GArray *components = mst_unit_get_components (unit);
  GString *s = g_string_new (NULL);

  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      const MstComponent *c = &g_array_index (components, MstComponent, i);
      const MstRwPlatoonKind *k = mst_rw_platoon_kind (c->role);

      if (c->count == 0)
        continue;
      if (s->len > 0)
        g_string_append (s, " + ");
      if (k == NULL)
        {
          g_string_append_printf (s, "%u × %s", c->count, c->role);
          continue;
        }
      g_string_append_printf (s, "%u × %s (%s)", c->count, platoon_label (k), _(k->figures));
      if (k == p->centre)
        /* TRANSLATORS: after "8 × Light Infantry (4 figures)" */
        g_string_append (s, _(", the Centre Platoon among them"));
    }
  return g_string_free (s, FALSE);
}

void
mst_rw_derive_unit (MstRuleset *rs, MstForce *force, MstUnit *unit, GPtrArray *out)
{
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  g_autoptr(GPtrArray) open = mst_rw_open_formations (unit);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autoptr(GString) thresholds = g_string_new (NULL);
  g_autofree char *comp = NULL;
  g_autofree char *wiped = NULL;
  MstRwPlatoons p;
  guint lowest;

  mst_rw_count_platoons (unit, &p);
  /* Never shown as the rules' own values (RW-1). */
  if (tmpl != NULL && g_strcmp0 (g_hash_table_lookup (mst_unit_template_get_attrs (tmpl), "example"), "yes") == 0)
    add (out, "example", _("Card values"),
         _("examples only: the rules give no card values; replace them with your own"));
  add (out, "kind", _("Kind"), kind_label (mst_unit_get_kind (unit)));
  comp = composition (unit, &p);
  add (out, "platoons", _("Platoons"), comp);
  {
    g_autofree char *n = g_strdup_printf ("%u", p.total);
    add (out, "platoon-count", _("Platoons in all"), n);
  }
  add (out, "centre", _("Centre Platoon"), p.centre != NULL ? platoon_label (p.centre) : _("none"));

  /* 001:1242-1246, 1570-1573, 1899-1901; a battery at its last gun (RW-12). */
  switch (unit_arm (unit))
    {
    case MST_RW_ARM_INFANTRY:
      wiped = g_strdup (_("destroyed at 2 infantry platoons"));
      break;
    case MST_RW_ARM_CAVALRY:
      wiped = g_strdup (_("destroyed at 1 cavalry platoon"));
      break;
    case MST_RW_ARM_ARTILLERY:
    default:
      wiped = g_strdup (_("destroyed when no artillery platoon is left"));
      break;
    }
  add (out, "wiped-out", _("Wiped out"), wiped);

  /* Hits in one turn against the platoons at its start: half of them
   * disorder it, all of them shatter it (001:1930-1936); from full
   * strength down to the last count before it is wiped out. */
  lowest = p.total - arm_platoons (unit, &p) + mst_rw_wiped_out_at (unit) + 1;
  for (guint n = p.total; n >= MAX (lowest, 1u) && n > 0; n--)
    g_string_append_printf (thresholds, "%s%u: %u/%u", thresholds->len > 0 ? ", " : "", n, (n + 1) / 2, n);
  if (p.total > 0)
    {
      g_autofree char *d = g_strdup_printf ("%u", (p.total + 1) / 2);
      g_autofree char *s = g_strdup_printf ("%u", p.total);
      add (out, "disordered-at", _("Shooting hits that disorder it"), d);
      add (out, "shattered-at", _("Shooting hits that shatter it"), s);
      add (out, "disorder-thresholds", _("Hits to disorder/shatter it, by platoons at the start of the turn"),
           thresholds->str);
    }

  for (guint i = 0; i < open->len; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "",
                            mst_ruleset_formation_label (rs, g_ptr_array_index (open, i)));
  add (out, "formations", _("Formations"), names->str);
  if (unit_arm (unit) != MST_RW_ARM_ARTILLERY)
    {
      g_autofree char *depth = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u rank", "%u ranks",
                                                             attack_column_depth (&p)),
                                                attack_column_depth (&p));
      add (out, "attack-column-depth", _("Attack Column depth"), depth);
    }

  /* The footprints of the main platoons, battalion guns on the right of
   * the front rank (001:517-520). */
  if (p.centre != NULL && p.centre->long_mm > 0)
    {
      const MstRwPlatoonKind *gun = mst_rw_platoon_kind ("regimental-artillery");
      guint w = p.centre->wide ? p.centre->long_mm : p.centre->short_mm;
      guint d = p.centre->wide ? p.centre->short_mm : p.centre->long_mm;

      for (guint i = 0; i < open->len; i++)
        {
          const char *f = g_ptr_array_index (open, i);
          g_autofree char *id = g_strconcat ("footprint-", f, NULL);
          g_autofree char *label = g_strdup_printf (_("Footprint in %s"), mst_ruleset_formation_label (rs, f));
          g_autofree char *value = NULL;
          guint width, depth;
          gboolean up_to;

          formation_size (f, p.main, w, d, attack_column_depth (&p), &width, &depth, &up_to);
          if (p.guns > 0 && g_str_equal (f, "march-column"))
            depth += p.guns * gun->long_mm;
          else if (p.guns > 0)
            {
              width += p.guns * gun->short_mm;
              depth = MAX (depth, gun->long_mm);
            }
          /* TRANSLATORS: a formation's frontage × depth in millimetres */
          value = up_to ? g_strdup_printf (_("up to %u × %u mm"), width, depth)
                        : g_strdup_printf (_("%u × %u mm"), width, depth);
          add (out, id, label, value);
        }
    }

  /* Half the Charge Move for a countercharge (001:944-946). */
  if (tmpl != NULL)
    {
      const char *charge = mst_unit_template_lookup_stat (tmpl, "charge-move", NULL, NULL, NULL);
      if (charge != NULL && g_ascii_strtod (charge, NULL) > 0)
        {
          double half = g_ascii_strtod (charge, NULL) / 2.0;
          g_autofree char *v = g_strdup_printf ("%g\"", half);
          add (out, "countercharge-move", _("Countercharge move (half the Charge Move)"), v);
        }
    }
}

/* ---- the force and its generals ------------------------------------ */

static gboolean
is_brigade (MstCommand *command)
{
  const char *level = mst_command_get_level (command);

  return (level == NULL || g_str_equal (level, "brigade")) && mst_command_get_parent (command) == NULL;
}

/* Bases a modeller needs, by size (001:209-244). */
void
mst_rw_derive_force (MstRuleset *rs, MstForce *force, GPtrArray *out)
{
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  /* The divisional general's large base, a medium base per brigade's; no
   * base for a divisional general the force does not have. */
  gboolean divisional = mst_general_get_name (mst_force_get_commander (force))[0] != '\0';
  guint small = 0, medium = commands->len, large = divisional ? 1 : 0, vehicle = 0, platoons = 0;
  g_autofree char *v = NULL;

  for (guint i = 0; i < units->len; i++)
    {
      GArray *components = mst_unit_get_components (g_ptr_array_index (units, i));

      for (guint j = 0; components != NULL && j < components->len; j++)
        {
          const MstComponent *c = &g_array_index (components, MstComponent, j);
          const MstRwPlatoonKind *k = mst_rw_platoon_kind (c->role);

          if (k == NULL)
            continue;
          platoons += c->count;
          if (k->long_mm == 0)
            vehicle += c->count;
          else if (k->short_mm == 25)
            small += c->count;
          else if (k->short_mm == 32)
            medium += c->count;
          else
            large += c->count;
        }
    }
  v = g_strdup_printf ("%u", commands->len);
  add (out, "brigades", _("Brigades"), v);
  g_free (v);
  v = g_strdup_printf ("%u", units->len);
  add (out, "battalions", _("Battalions"), v);
  g_free (v);
  v = g_strdup_printf ("%u", platoons);
  add (out, "platoons", _("Platoons"), v);
  g_free (v);
  /* TRANSLATORS: bases by size: small, medium, large and vehicle */
  v = g_strdup_printf (_("%u small (25 × 32 mm), %u medium (32 × 50 mm), %u large (50 × 64 mm), %u vehicle"),
                       small, medium, large, vehicle);
  add (out, "bases", _("Bases, generals included"), v);
}

void
mst_rw_derive_command (MstRuleset *rs, MstForce *force, MstCommand *command, GPtrArray *out)
{
  g_autofree char *v = NULL;

  if (command == NULL)
    {
      g_autoptr(GPtrArray) commands = mst_force_list_commands (force);

      /* No divisional general, nothing of his (001:228-230). */
      if (mst_general_get_name (mst_force_get_commander (force))[0] == '\0')
        return;

      v = g_strdup_printf ("%u", commands->len);
      add (out, "brigades", _("Brigades"), v);
      g_free (v);
      /* What he commands, in words and in the plural that fits ("1 brigade"). */
      v = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u brigade", "%u brigades", commands->len), commands->len);
      add (out, "load", _("Under command"), v);
      /* 001:661-662. */
      add (out, "loses", _("Loses the game"), _("when no brigade is left on table or in reserve"));
      /* 001:1200-1201, 2132-2133. */
      add (out, "reroll-distance", _("Re-rolls of Rally and Reform within"), "6\"/15cm");
      return;
    }
  v = g_strdup_printf ("%u", mst_command_get_n_units (command));
  add (out, "battalions", _("Battalions"), v);
  g_free (v);
  v = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battalion", "%u battalions", mst_command_get_n_units (command)),
                       mst_command_get_n_units (command));
  add (out, "load", _("Under command"), v);
  /* 001:655-659. */
  add (out, "breaks", _("Brigade breaks"), _("at the start of its turn with 1 battalion left"));
  /* 001:670-679. */
  add (out, "moves", _("General moves"), "16\"/40cm, 32\"/80cm");
  add (out, "command-distance", _("Battalions may Move as a second action within"), "6\"/15cm");
}

/* ---- checks --------------------------------------------------------- */

static const char *
general_name (MstGeneral *general)
{
  const char *name = mst_general_get_name (general);

  return name[0] != '\0' ? name : _("An unnamed general");
}

/* What a battalion of @arm may hold (001:144-186, 330-351). */
static const char *
platoon_problem (MstUnit *unit, GArray *components)
{
  MstRwArm arm = unit_arm (unit);
  const MstRwPlatoonKind *first = NULL;
  guint field = 0, limbers = 0;

  for (guint i = 0; components != NULL && i < components->len; i++)
    {
      const MstComponent *c = &g_array_index (components, MstComponent, i);
      const MstRwPlatoonKind *k = mst_rw_platoon_kind (c->role);

      if (c->count == 0)
        continue;
      if (k == NULL)
        return N_("holds platoons of a kind the rules do not have");
      if (g_str_equal (k->id, "field-artillery"))
        field += c->count;
      if (g_str_equal (k->id, "artillery-limber"))
        limbers += c->count;
      if (g_str_equal (k->id, "regimental-artillery"))
        {
          if (arm == MST_RW_ARM_ARTILLERY)
            return N_("holds regimental artillery, which is only part of an infantry battalion or cavalry squadron");
          continue;
        }
      if (k->arm != arm)
        return arm == MST_RW_ARM_INFANTRY ? N_("holds platoons that are not infantry")
               : arm == MST_RW_ARM_CAVALRY ? N_("holds platoons that are not cavalry")
               : N_("holds platoons that are not artillery");
      if (arm != MST_RW_ARM_ARTILLERY)
        {
          /* One kind of platoon a battalion (gap RW-5). */
          if (first != NULL && first != k)
            return N_("mixes platoons of two kinds");
          first = k;
        }
    }
  if (limbers > 0 && field == 0)
    return N_("has limbers but no field artillery to limber");
  if (limbers > field)
    return N_("has more limbers than field artillery platoons");
  return NULL;
}

/* The card's stats with no value, comma-separated, or NULL. */
static char *
missing_stats (MstRuleset *rs, MstUnit *unit, MstUnitTemplate *tmpl, guint *n_missing)
{
  g_autoptr(GPtrArray) open = mst_rw_open_formations (unit);
  g_autoptr(GPtrArray) lines = mst_unit_template_list_weapon_lines (tmpl);
  GPtrArray *stats = mst_unit_template_get_stats (tmpl);
  GString *s = g_string_new (NULL);

  /* Its weapon lines: those its stats name, or its weapon's. */
  if (lines->len == 0 && mst_unit_template_get_weapon_token (tmpl) != NULL)
    g_ptr_array_add (lines, NULL);

  for (guint i = 0; mst_rw_stat_specs[i].id != NULL; i++)
    {
      const MstStatSpec *spec = &mst_rw_stat_specs[i];

      if (spec->per_formation)
        {
          for (guint f = 0; f < open->len; f++)
            if (mst_unit_template_lookup_stat (tmpl, spec->id, g_ptr_array_index (open, f), NULL, NULL) == NULL)
              (*n_missing)++, g_string_append_printf (s, "%s%s (%s)", s->len > 0 ? ", " : "", _(spec->label),
                                      mst_ruleset_formation_label (rs, g_ptr_array_index (open, f)));
        }
      else if (spec->per_band || g_str_equal (spec->id, "firepower"))
        {
          for (guint l = 0; l < lines->len; l++)
            {
              const char *weapon = g_ptr_array_index (lines, l);
              gboolean found = FALSE;

              for (guint j = 0; j < stats->len && !found; j++)
                {
                  const MstStat *st = g_ptr_array_index (stats, j);
                  found = g_str_equal (st->id, spec->id) && g_strcmp0 (st->weapon, weapon) == 0;
                }
              if (!found)
                (*n_missing)++, g_string_append_printf (s, "%s%s%s%s%s", s->len > 0 ? ", " : "", _(spec->label),
                                        weapon != NULL ? " (" : "",
                                        weapon != NULL ? mst_ruleset_attr_value_label (rs, "weapon", weapon) : "",
                                        weapon != NULL ? ")" : "");
            }
        }
      else if (mst_unit_template_lookup_stat (tmpl, spec->id, NULL, NULL, NULL) == NULL)
        (*n_missing)++, g_string_append_printf (s, "%s%s", s->len > 0 ? ", " : "", _(spec->label));
    }
  if (s->len == 0)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}

static void
check_unit (MstRuleset *rs, MstUnit *unit, MstCommand *command, GPtrArray *findings)
{
  const char *name = mst_unit_get_label (unit);
  const char *centre_id = mst_unit_get_attr (unit, "centre");
  const MstRwPlatoonKind *centre = mst_rw_platoon_kind (centre_id);
  MstUnitTemplate *tmpl = mst_unit_get_template (unit);
  const char *problem;
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  if (command == NULL)
    mst_finding_add (findings, "rw-unit-in-brigade", MST_SEVERITY_ERROR, unit,
             _("“%s” is in no brigade: only brigades are activated (001:629-644)."), name);

  /* 001:199-205: every battalion has one, in front and centre. */
  if (centre_id == NULL)
    mst_finding_add (findings, "rw-centre-platoon", MST_SEVERITY_ERROR, unit,
             _("“%s” has no Centre Platoon: name the kind of platoon it is (001:199-205)."), name);
  else if (centre == NULL || p.centre == NULL)
    mst_finding_add (findings, "rw-centre-platoon", MST_SEVERITY_ERROR, unit,
             _("“%s”: its Centre Platoon is %s, but it has no platoon of that kind (001:199-205)."), name,
             centre != NULL ? platoon_label (centre) : centre_id);
  else if (g_str_equal (centre->id, "regimental-artillery") || g_str_equal (centre->id, "artillery-limber")
           || centre->arm != unit_arm (unit))
    mst_finding_add (findings, "rw-centre-platoon", MST_SEVERITY_ERROR, unit,
             _("“%s”: a %s platoon cannot be its Centre Platoon, which carries the colonel, colours and "
               "musicians (001:199-205)."), name, platoon_label (centre));

  if ((problem = platoon_problem (unit, mst_unit_get_components (unit))) != NULL)
    mst_finding_add (findings, "rw-platoon-fits-battalion", MST_SEVERITY_ERROR, unit, "“%s” (%s) %s (001:144-186, 330-351).",
             name, kind_label (mst_unit_get_kind (unit)), _(problem));

  /* 001:1242-1246: reduced to this, it is destroyed. */
  if (unit_arm (unit) == MST_RW_ARM_INFANTRY && p.infantry < 3)
    mst_finding_add (findings, "rw-wiped-out-at-once", MST_SEVERITY_ERROR, unit,
             g_dngettext (GETTEXT_PACKAGE,
                          "“%s” has %u infantry platoon: a battalion of one or two is wiped out at once "
                          "(001:1242-1246).",
                          "“%s” has %u infantry platoons: a battalion of one or two is wiped out at once "
                          "(001:1242-1246).", p.infantry), name, p.infantry);
  else if (unit_arm (unit) == MST_RW_ARM_CAVALRY && p.cavalry < 2)
    mst_finding_add (findings, "rw-wiped-out-at-once", MST_SEVERITY_ERROR, unit,
             g_dngettext (GETTEXT_PACKAGE,
                          "“%s” has %u cavalry platoon: a squadron of one is wiped out at once (001:1242-1246).",
                          "“%s” has %u cavalry platoons: a squadron of one is wiped out at once (001:1242-1246).",
                          p.cavalry), name, p.cavalry);
  else if (unit_arm (unit) == MST_RW_ARM_ARTILLERY && p.artillery == 0)
    mst_finding_add (findings, "rw-wiped-out-at-once", MST_SEVERITY_ERROR, unit,
             _("“%s” has no artillery platoon: a battery with none left is destroyed (gap RW-12)."), name);

  /* 001:493-494. */
  if (unit_arm (unit) == MST_RW_ARM_INFANTRY && p.total < 4)
    mst_finding_add (findings, "rw-square-needs-four", MST_SEVERITY_WARNING, unit,
             g_dngettext (GETTEXT_PACKAGE,
                          "“%s” has %u platoon, so it cannot form Square: a Square must have at least four (001:493-494).",
                          "“%s” has %u platoons, so it cannot form Square: a Square must have at least four (001:493-494).",
                          p.total),
             name, p.total);

  if (tmpl != NULL)
    {
      guint n_missing = 0;
      g_autofree char *missing = missing_stats (rs, unit, tmpl, &n_missing);

      if (missing != NULL)
        {
          mst_finding_add (findings, "rw-card-complete", MST_SEVERITY_WARNING, unit,
                   _("“%s”’s card has no value for %s: the rules give none, the list must (001:364)."), name, missing);
          /* How many, for the summary the check makes of them all. */
          g_object_set_data (g_ptr_array_index (findings, findings->len - 1), "missing",
                             GUINT_TO_POINTER (n_missing));
        }
    }
}

/* "6 stats missing on 2 battalions’ cards: …" */
static char *
missing_summary (guint n_stats, guint n_battalions)
{
  /* TRANSLATORS: the first part of "6 stats missing on 2 battalions' cards: …" */
  g_autofree char *stats = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stat missing", "%u stats missing",
                                                         n_stats), n_stats);
  /* TRANSLATORS: "6 stats missing" on "2 battalions' cards: …" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s on %u battalion’s card: the rules give none, the list must (001:364).",
                                       "%s on %u battalions’ cards: the rules give none, the list must (001:364).",
                                       n_battalions),
                          stats, n_battalions);
}

char *
mst_rw_describe_incomplete_cards (MstRuleset *rs, MstNationList *list)
{
  GListModel *templates = mst_nation_list_get_templates (list);
  guint n_stats = 0, n_cards = 0;

  for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
    {
      g_autoptr(MstUnitTemplate) tmpl = g_list_model_get_item (templates, i);
      g_autoptr(MstUnit) unit = mst_unit_new_from_template (tmpl, mst_unit_template_get_name (tmpl));
      guint n = 0;
      g_autofree char *missing = missing_stats (rs, unit, tmpl, &n);

      if (missing != NULL)
        {
          n_stats += n;
          n_cards++;
        }
    }
  return n_cards > 0 ? missing_summary (n_stats, n_cards) : NULL;
}

/* The battalions' cards with values missing, a finding each, made one:
 * "6 stats missing on 2 battalions", each battalion's in its details. */
static void
summarise_missing_stats (GPtrArray *findings)
{
  g_autoptr(GStrvBuilder) details = g_strv_builder_new ();
  g_auto(GStrv) lines = NULL;
  g_autofree char *message = NULL;
  GObject *first = NULL;
  guint n_stats = 0, n_battalions = 0;
  MstFinding *summary;

  for (guint i = 0; i < findings->len;)
    {
      MstFinding *f = g_ptr_array_index (findings, i);

      if (!g_str_equal (mst_finding_get_rule_id (f), "rw-card-complete"))
        {
          i++;
          continue;
        }
      n_stats += GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (f), "missing"));
      n_battalions++;
      g_strv_builder_add (details, mst_finding_get_message (f));
      if (first == NULL)
        first = g_object_ref (mst_finding_get_item (f));
      g_ptr_array_remove_index (findings, i);
    }
  if (n_battalions == 0)
    return;
  lines = g_strv_builder_end (details);
  message = missing_summary (n_stats, n_battalions);
  summary = mst_finding_new ("rw-card-complete", MST_SEVERITY_WARNING, message, first);
  mst_finding_set_details (summary, (const char *const *) lines);
  g_ptr_array_add (findings, summary);
  g_object_unref (first);
}

void
mst_rw_check (MstRuleset *rs, MstForce *force, GPtrArray *findings)
{
  g_autoptr(GPtrArray) commands = mst_force_list_commands (force);
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  GListModel *unassigned = mst_force_get_unassigned (force);
  MstGeneral *commander = mst_force_get_commander (force);

  /* 001:228-231: one divisional general commands the force, the others
   * each a brigade. */
  if (mst_general_get_name (commander)[0] == '\0')
    mst_finding_add (findings, "rw-one-divisional-general", MST_SEVERITY_ERROR, commander,
             _("The force has no divisional general: name the general who commands it (001:228-231)."));
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      MstGeneral *g = mst_command_get_general (c);
      guint n = mst_command_get_n_units (c);
      guint skirmish_foot = 0, skirmish_horse = 0;

      if (!is_brigade (c))
        mst_finding_add (findings, "rw-one-divisional-general", MST_SEVERITY_ERROR, c,
                 _("%s’s command is not a brigade of the division: one divisional general commands the force, "
                   "each other general a brigade (001:224-231)."), general_name (g));
      if (mst_general_get_name (g)[0] == '\0')
        mst_finding_add (findings, "rw-brigade-general", MST_SEVERITY_ERROR, c,
                 _("A brigade has no brigade general: every brigade has one (001:224-227)."));
      /* 001:655-659. */
      if (n < 2)
        mst_finding_add (findings, "rw-brigade-breaks-at-once", MST_SEVERITY_ERROR, c,
                 g_dngettext (GETTEXT_PACKAGE,
                              "%s’s brigade has %u battalion: a brigade reduced to one breaks at the start of its "
                              "next turn (001:655-659).",
                              "%s’s brigade has %u battalions: a brigade reduced to one breaks at the start of its "
                              "next turn (001:655-659).", n), general_name (g), n);
      for (guint j = 0; j < n; j++)
        {
          MstUnit *u = mst_command_get_unit (c, j);
          MstRwPlatoons p;

          check_unit (rs, u, c, findings);
          mst_rw_count_platoons (u, &p);
          if (p.centre != NULL && g_str_equal (p.centre->id, "skirmish-infantry"))
            skirmish_foot++;
          if (p.centre != NULL && g_str_equal (p.centre->id, "skirmish-cavalry"))
            skirmish_horse++;
        }
      /* 001:154-157, 165-168: one composite battalion of the brigade's
       * skirmishers, and one squadron. */
      if (skirmish_foot > 1)
        mst_finding_add (findings, "rw-one-composite-skirmish", MST_SEVERITY_WARNING, c,
                 _("%s’s brigade has %u skirmish infantry battalions: a brigade usually has one composite battalion "
                   "of its skirmishers (001:154-157)."), general_name (g), skirmish_foot);
      if (skirmish_horse > 1)
        mst_finding_add (findings, "rw-one-composite-skirmish", MST_SEVERITY_WARNING, c,
                 _("%s’s brigade has %u skirmish cavalry squadrons: a brigade usually has one composite squadron "
                   "of its skirmishers (001:165-168)."), general_name (g), skirmish_horse);
    }
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      check_unit (rs, unit, NULL, findings);
    }
  summarise_missing_stats (findings);
  /* 001:21-23: "a division of several brigades, perhaps a dozen
   * battalions"; guidance only (gap RW-2). */
  if (units->len > 12)
    mst_finding_add (findings, "rw-force-size", MST_SEVERITY_WARNING, force,
             _("The force has %u battalions: the rules have in mind a division of several brigades, perhaps a "
               "dozen battalions (001:21-23)."), units->len);
}

guint
mst_rw_wiped_out_left (MstUnit *unit)
{
  MstRwPlatoons p;

  mst_rw_count_platoons (unit, &p);
  /* Its other platoons (battalion guns) and the last of its own arm that
   * leave it wiped out (001:1242-1246). */
  return p.total - MIN (arm_platoons (unit, &p), p.total) + mst_rw_wiped_out_at (unit);
}
