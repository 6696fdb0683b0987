/* mst-sk-ruleset.c: Napoleonic Skirmish Rules 1.9 (seed 004) as a rule-set
 * module: a side of basic units of figures, a card-driven turn, and charts
 * whose tests are all data (nations/napoleonic-skirmish/tables.xml).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <stdlib.h>
#include <string.h>

#include "mst-finding.h"
#include "mst-game.h"
#include "mst-nation-list.h"
#include "mst-ruleset.h"
#include "mst-value.h"

typedef struct {
  MstRuleset parent_instance;
} MstSkRuleset;

typedef struct {
  MstRulesetClass parent_class;
} MstSkRulesetClass;

G_DEFINE_FINAL_TYPE (MstSkRuleset, mst_sk_ruleset, MST_TYPE_RULESET)

/* The six troop types of the charts, the guns, and the command group
 * (004:421-427). */
static const char *const unit_kinds[] = {
  "grenadier", "line", "militia", "light", "mounted", "guerillas", "artillery", "command-group", NULL
};
static const char *const unit_kind_labels[] = {
  N_("Grenadiers"), N_("Line"), N_("Militia"), N_("Light infantry"), N_("Mounted"), N_("Guerillas"), N_("Artillery"),
  N_("Command group"), NULL
};

/* The Firing Chart's rows (004:205-221). */
static const char *const weapons[] = { "musket", "rifle", "carbine", "pistol", "ball", NULL };


/* Leader ranks, highest first: the rules only say the C-in-C is the
 * highest-ranking leader (004:333); Muster reads this order (gap SK-3). */
static const char *const ranks[] = { "general", "colonel", "major", "captain", "lieutenant", "nco", NULL };

static const char *const rank_labels[] = {
  N_("General"), N_("Colonel"), N_("Major"), N_("Captain"), N_("Lieutenant"), N_("NCO"), NULL
};
static const char *const weapon_labels[] = {
  N_("Musket"), N_("Rifle"), N_("Carbine"), N_("Pistol"), N_("Cannon ball"), NULL
};
/* Line stands for Line (Square) as the Movement Chart writes it. */
static const char *const formations[] = { "line", "square", "march-column", "open-order", NULL };
static const char *const formation_labels[] = {
  N_("Line"), N_("Square"), N_("March column"), N_("Open order"), NULL
};
static const char *const yes_no[] = { "yes", "no", NULL };
static const char *const yes_no_labels[] = { N_("Yes"), N_("No"), NULL };

static const MstAttrSpec unit_attrs[] = {
  { "rank", N_("Leader’s rank"), ranks, rank_labels },
  { "weapon", N_("Weapon"), weapons, weapon_labels },
  { "formation", N_("Formation"), formations, formation_labels },
  { "bayonet", N_("Bayonets"), yes_no, yes_no_labels },
  { "lance", N_("Lances"), yes_no, yes_no_labels },
  { NULL }
};

/* Only the Royal Artillery's guns: ball at Class II on the Class I row
 * (004:199). */
static const MstAttrSpec template_attrs[] = {
  { "british", N_("British artillery"), yes_no, yes_no_labels },
  { NULL }
};

/* The side whose cards move its units (004:25-27). */
static const char *const sides[] = { "french", "allied", NULL };
static const char *const side_labels[] = { N_("French"), N_("Allied"), NULL };
static const MstAttrSpec force_attrs[] = {
  { "side", N_("Side"), sides, side_labels },
  { NULL }
};

/* A unit's figures (004:421-427), and sappers, key figures who breach
 * (004:409). */
static const char *const roles[] = {
  "officer", "nco", "private", "gun", "gunner", "standard", "musician", "sapper", NULL
};
static const char *const role_labels[] = {
  N_("Officer"), N_("NCO"), N_("Private"), N_("Gun"), N_("Gunner"), N_("Standard"), N_("Musician"), N_("Sapper"), NULL
};
/* A unit's leaders (004:421-423): the officer first, then the NCO. */
static const char *const leader_roles[] = { "officer", "nco", NULL };

static const MstRuleName rule_names[] = {
  { "sk-side", N_("A side is French, moved by the black cards, or Allied, by the red (004:25-27).") },
  { "sk-unit-size", N_("A basic unit is 20 figures on foot or 12 mounted; a gun has a crew of 4 (004:421-425).") },
  { "sk-unit-leaders", N_("A basic unit has an officer and an NCO among its figures (004:421-423).") },
  { "sk-gun-crew", N_("A gun needs at least two figures to fire and move, one of them a crewman (004:189).") },
  { "sk-formation-fits-type", N_("A troop type takes only the formations the Movement Chart gives it.") },
  { "sk-c-in-c", N_("The Commander-in-Chief is the highest-ranking leader present (004:333).") },
  { NULL }
};

static const char *const foot_kinds[] = { "grenadier", "line", "militia", "light", "guerillas", NULL };

/* The roles of a gun's crew; "gun" is the piece itself. */
static gboolean
is_crew (const char *role)
{
  return g_strcmp0 (role, "officer") == 0 || g_strcmp0 (role, "nco") == 0 || g_strcmp0 (role, "gunner") == 0;
}

/* A chart's text as the CLI prints it: "1–8" → "1-8". */
static char *
plain (const char *text)
{
  g_autoptr(GString) s = g_string_new (text);

  g_string_replace (s, "–", "-", 0);
  g_string_replace (s, "−", "-", 0);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
add (GPtrArray *out, const char *id, const char *label, const char *value)
{
  g_ptr_array_add (out, mst_derived_new (id, label, value));
}

static void
add_cell (GPtrArray *out, const MstTable *t, const char *row, const char *column, const char *id,
          const char *label)
{
  const MstCell *cell = t != NULL ? mst_table_lookup (t, row, column) : NULL;
  g_autofree char *v = NULL;

  if (cell == NULL)
    return;
  v = plain (cell->text);
  if (!cell->verified)
    {
      g_autofree char *marked = g_strdup_printf ("%s%s", v, _(" (unverified)"));
      add (out, id, label, marked);
    }
  else
    add (out, id, label, v);
}

/* The figures that fight and fire: every role but the gun. */
static guint
figures (GArray *components)
{
  return mst_components_total (components) - mst_components_count (components, "gun");
}

/* Fewer than half of the unit's own starting figures, as fielded (004:345):
 * Foot 20 → critical at 9 or fewer, a unit fielded at 11 → at 5. */
static guint
critical_at (guint full)
{
  return full > 0 ? (full - 1) / 2 : 0;
}

/* A gun fires as 12 figures with a crew of 4 or more, 9 with 3, 6 with 2,
 * and not at all with fewer (004:189). */
static guint
gun_equivalent (guint crew)
{
  return crew >= 4 ? 12 : crew == 3 ? 9 : crew == 2 ? 6 : 0;
}

static guint
crew_of (GArray *components)
{
  guint n = 0;

  for (guint i = 0; i < components->len; i++)
    {
      MstComponent *c = &g_array_index (components, MstComponent, i);
      if (is_crew (c->role))
        n += c->count;
    }
  return n;
}

/* ⌊n × a/b⌋ × factor for a cell "a/b": grapeshot is the musket chart's
 * number of hits, rounded down, then doubled (004:221 with 004:161), so
 * its hits are always even. */
static guint
hits (const char *fraction, guint n, guint factor)
{
  const char *slash = strchr (fraction, '/');
  guint a = (guint) strtoul (fraction, NULL, 10);
  guint b = slash != NULL ? (guint) strtoul (slash + 1, NULL, 10) : 0;

  return b > 0 ? (n * a) / b * factor : 0;
}

/* Whether the unit is a British gun: its ball at a Class II target uses
 * the Class I row (004:199). */
static gboolean
is_british (MstUnit *unit)
{
  return g_strcmp0 (mst_unit_get_attr (unit, "british"), "yes") == 0;
}

/* The figures of @roster that fire the unit's own weapon: its officers
 * fire their pistols apart from the unit's fire (004:191). */
static guint
firing_figures (GArray *roster)
{
  return figures (roster) - mst_components_count (roster, "officer");
}

/* The fire of @weapon for each target class; @british reads the Class I
 * row for a Class II target, as British guns firing ball do (004:199). */
static void
derive_fire (MstRuleset *rs, const char *weapon, guint firing, guint factor, const char *prefix,
             gboolean british, GPtrArray *out)
{
  const MstTable *t = mst_ruleset_lookup_table (rs, "firing");
  static const char *const classes[] = { "i", "ii", "iii", "iv" };
  static const char *const bands[] = { "1", "2-5", "6" };
  int row = t != NULL ? mst_table_find_row (t, weapon) : -1;

  if (row < 0)
    return;
  for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
    {
      g_autoptr(GString) fractions = g_string_new (NULL);
      g_autoptr(GString) preview = g_string_new (NULL);
      g_autofree char *fire_id = g_strdup_printf ("%sfire-class-%s", prefix, classes[c]);
      g_autofree char *hits_id = g_strdup_printf ("%shits-class-%s", prefix, classes[c]);
      gboolean as_class_i = british && c == 1;
      g_autofree char *fire_label = as_class_i
        ? g_strdup_printf (_("Fire, class %s, read on the Class I row: British artillery (die 1 / 2–5 / 6)"), classes[c])
        : g_strdup_printf (_("Fire, class %s (die 1 / 2–5 / 6)"), classes[c]);
      g_autofree char *hits_label = g_strdup_printf (_("Hits, class %s, %u figures (die 1 / 2–5 / 6)"), classes[c], firing);

      for (guint b = 0; b < G_N_ELEMENTS (bands); b++)
        {
          g_autofree char *key = g_strdup_printf ("class-%s-%s", classes[as_class_i ? 0 : c], bands[b]);
          const MstCell *cell = mst_table_get_cell (t, (guint) row, (guint) mst_table_find_column (t, key));

          g_string_append_printf (fractions, "%s%s", b > 0 ? " " : "", cell->text);
          g_string_append_printf (preview, "%s%u", b > 0 ? " " : "", hits (cell->text, firing, factor));
        }
      add (out, fire_id, fire_label, fractions->str);
      add (out, hits_id, hits_label, preview->str);
    }
}

static void
sk_derive_unit (MstRuleset *rs, MstForce *force, MstUnit *unit, GPtrArray *out)
{
  const char *kind = mst_unit_get_kind (unit);
  GArray *roster = mst_unit_get_components (unit);
  const char *weapon = mst_unit_get_attr (unit, "weapon");
  gboolean gun = g_strcmp0 (kind, "artillery") == 0;
  gboolean command = g_strcmp0 (kind, "command-group") == 0;
  const MstTable *t;
  guint n = figures (roster);
  g_autofree char *n_text = g_strdup_printf ("%u", n);

  if (kind == NULL)
    return;
  add (out, "figures", _("Figures"), n_text);

  /* Movement: one row of dice per formation the type may take. */
  if ((t = mst_ruleset_lookup_table (rs, "movement")) != NULL)
    {
      g_autofree char *prefix = g_strdup_printf ("%s-", kind);

      for (guint r = 0; r < mst_table_get_n_rows (t); r++)
        {
          const char *key = mst_table_get_row_key (t, r);
          g_autofree char *id = NULL;
          g_autofree char *value = NULL;
          g_autofree char *label = NULL;

          if (!g_str_has_prefix (key, prefix))
            continue;
          id = g_strdup_printf ("move-%s", key + strlen (prefix));
          label = g_strdup_printf (_("Move, %s (cross country / road / charge / road charge)"),
                                   mst_table_get_row_label (t, r));
          value = g_strdup_printf ("%s / %s / %s / %s", mst_table_get_cell (t, r, 0)->text,
                                   mst_table_get_cell (t, r, 1)->text, mst_table_get_cell (t, r, 2)->text,
                                   mst_table_get_cell (t, r, 3)->text);
          {
            g_autofree char *p = plain (value);
            add (out, id, label, p);
          }
        }
    }

  /* Fire: the weapon's row and the hits the unit scores at its strength;
   * a gun fires as figures by its crew, grapeshot as muskets doubled. */
  if (gun)
    {
      guint crew = crew_of (roster);
      guint eq = gun_equivalent (crew);
      g_autofree char *eq_text = eq > 0 ? g_strdup_printf ("%u", eq) : g_strdup (_("cannot fire"));

      add (out, "gun-figures", _("Fires as figures (crew 4+: 12, 3: 9, 2: 6)"), eq_text);
      if (eq > 0)
        {
          derive_fire (rs, "ball", eq, 1, "", is_british (unit), out);
          derive_fire (rs, "musket", eq, 2, "grapeshot-", FALSE, out);
          if (is_british (unit))
            add (out, "british-ball", _("British artillery"),
                 _("ball at a Class II target is read on the Class I row (004:199)"));
        }
    }
  else if (weapon != NULL && command)
    derive_fire (rs, weapon, n, 1, "", FALSE, out);
  else if (weapon != NULL)
    derive_fire (rs, weapon, firing_figures (roster), 1, "", FALSE, out);

  if (command)
    add (out, "pistol", _("Officer’s pistol (1D6)"), _("5 wounds, 6 kills"));

  /* Close in, stand and fight, morale: by troop type. */
  if (!gun && !command)
    {
      t = mst_ruleset_lookup_table (rs, "close-in");
      add_cell (out, t, kind, "close-in-leader", "close-in-leader", _("Close in / counter-charge, with a leader (1D10)"));
      add_cell (out, t, kind, "close-in-no-leader", "close-in-no-leader", _("Close in / counter-charge, without a leader (1D10)"));
      if (g_strcmp0 (kind, "mounted") == 0 && t != NULL)
        {
          int lead, no_lead;

          if (mst_cell_get_number (mst_table_lookup (t, kind, "close-in-leader"), &lead)
              && mst_cell_get_number (mst_table_lookup (t, kind, "close-in-no-leader"), &no_lead))
            {
              g_autofree char *a = g_strdup_printf ("1-%d", lead - 4);
              g_autofree char *b = g_strdup_printf ("1-%d", no_lead - 4);
              add (out, "close-in-v-square-leader", _("Close in against a square, with a leader (−4)"), a);
              add (out, "close-in-v-square-no-leader", _("Close in against a square, without a leader (−4)"), b);
            }
        }
      add_cell (out, t, kind, "stand-leader", "stand-leader", _("Stand and fight, with a leader (1D10)"));
      add_cell (out, t, kind, "stand-no-leader", "stand-no-leader", _("Stand and fight, without a leader (1D10)"));

      t = mst_ruleset_lookup_table (rs, "morale");
      add_cell (out, t, kind, "major", "morale-major", _("Major morale (2D6 below)"));
      add_cell (out, t, kind, "critical-leader", "morale-critical-leader", _("Critical morale, with a leader (2D6 below)"));
      add_cell (out, t, kind, "critical-no-leader", "morale-critical-no-leader", _("Critical morale, without a leader (2D6 below)"));
      add_cell (out, t, kind, "critical-leader", "morale-pinned-leader", _("Pinned, with a leader (2D6 below)"));
      add_cell (out, t, kind, "critical-no-leader", "morale-pinned-no-leader", _("Pinned, without a leader (2D6 below)"));
    }

  /* The figure count at or below which the unit is critical: fewer than
   * half of its own original strength, the figures it was fielded with
   * (004:345), not the standard unit's. */
  if (!gun && !command)
    {
      g_autofree char *v = g_strdup_printf ("%u", critical_at (n));

      add (out, "critical-at", _("Critical at or below (figures)"), v);
    }

  /* Close combat modifiers, the type's column (a gun's crew: gunners). */
  if ((t = mst_ruleset_lookup_table (rs, "close-combat")) != NULL && !command)
    {
      const char *column = gun ? "gunners" : kind;
      const char *lance = mst_unit_get_attr (unit, "lance");
      const char *bayonet = mst_unit_get_attr (unit, "bayonet");

      for (guint r = 0; r < mst_table_get_n_rows (t); r++)
        {
          const char *row = mst_table_get_row_key (t, r);
          g_autofree char *id = g_strdup_printf ("cc-%s", row);
          g_autofree char *label = g_strdup_printf (_("Close combat: %s"), mst_table_get_row_label (t, r));

          if (g_str_equal (row, "lance") && g_strcmp0 (lance, "yes") != 0)
            continue;
          if (g_str_equal (row, "no-bayonet") && g_strcmp0 (bayonet, "no") != 0)
            continue;
          add_cell (out, t, row, column, id, label);
        }
    }

  /* Breaching, for the troop types the chart has, and for a gun the
   * shots of ball and of grapeshot (004:401-403). */
  if ((t = mst_ruleset_lookup_table (rs, "breaching")) != NULL && gun)
    {
      add_cell (out, t, "ball", "door", "breach-ball-door", _("Breach a door with ball (shots)"));
      add_cell (out, t, "ball", "window", "breach-ball-window", _("Breach a window with ball (shots)"));
      add_cell (out, t, "ball", "wall", "breach-ball-wall", _("Breach a masonry or wood wall with ball (shots)"));
      add_cell (out, t, "ball", "rock-wall", "breach-ball-rock-wall", _("Breach a rock wall with ball (shots)"));
      add_cell (out, t, "grapeshot", "door", "breach-grapeshot-door", _("Breach a door with grapeshot (shots)"));
      add_cell (out, t, "grapeshot", "window", "breach-grapeshot-window", _("Breach a window with grapeshot (shots)"));
      add_cell (out, t, "grapeshot", "wall", "breach-grapeshot-wall",
                _("Breach a masonry or wood wall with grapeshot (shots)"));
      add_cell (out, t, "grapeshot", "rock-wall", "breach-grapeshot-rock-wall",
                _("Breach a rock wall with grapeshot (shots)"));
    }
  else if (t != NULL && !command)
    {
      const char *row = g_strcmp0 (kind, "light") == 0 ? "line" : kind;

      add_cell (out, t, row, "door", "breach-door", _("Breach a door (turns)"));
      add_cell (out, t, row, "window", "breach-window", _("Breach a window (turns)"));
      add_cell (out, t, row, "wall", "breach-wall", _("Breach a masonry or wood wall (turns)"));
      add_cell (out, t, row, "rock-wall", "breach-rock-wall", _("Breach a rock wall (turns)"));
    }
}

static int
rank_index (const char *rank)
{
  for (int i = 0; ranks[i] != NULL; i++)
    if (g_strcmp0 (ranks[i], rank) == 0)
      return i;
  return -1;
}

/* The units whose leader has the highest rank in the force. */
static GPtrArray *
highest_ranked (MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  GPtrArray *best = g_ptr_array_new ();
  int best_rank = G_MAXINT;

  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      int r = rank_index (mst_unit_get_attr (u, "rank"));

      if (r < 0)
        continue;
      if (r < best_rank)
        {
          g_ptr_array_set_size (best, 0);
          best_rank = r;
        }
      if (r == best_rank)
        g_ptr_array_add (best, u);
    }
  return best;
}

static void
sk_derive_force (MstRuleset *rs, MstForce *force, GPtrArray *out)
{
  g_autoptr(GPtrArray) best = highest_ranked (force);
  const char *side = mst_force_get_attr (force, "side");

  if (side != NULL)
    add (out, "side", _("Side"), side);
  if (side != NULL)
    add (out, "cards", _("Its cards"), g_str_equal (side, "french") ? _("black") : _("red"));
  if (best->len == 1)
    add (out, "c-in-c", _("Commander-in-Chief"), mst_unit_get_name (g_ptr_array_index (best, 0)));
}

static void
finding (GPtrArray *findings, const char *id, const char *message, gpointer item)
{
  g_ptr_array_add (findings, mst_finding_new (id, MST_SEVERITY_WARNING, message, item));
}

static void
sk_check (MstRuleset *rs, MstForce *force, GPtrArray *findings)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autoptr(GPtrArray) best = highest_ranked (force);
  const char *side = mst_force_get_attr (force, "side");
  const MstTable *movement = mst_ruleset_lookup_table (rs, "movement");

  if (g_strcmp0 (side, "french") != 0 && g_strcmp0 (side, "allied") != 0)
    finding (findings, "sk-side", _("The force names no side: French (black cards) or Allied (red cards)."), force);

  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      const char *kind = mst_unit_get_kind (u);
      const char *name = mst_unit_get_name (u);
      GArray *roster = mst_unit_get_components (u);
      const char *formation = mst_unit_get_attr (u, "formation");
      guint n = figures (roster);

      if (kind == NULL)
        continue;
      if (g_strv_contains (foot_kinds, kind) || g_str_equal (kind, "mounted"))
        {
          guint standard = g_str_equal (kind, "mounted") ? 12 : 20;

          if (n != standard)
            {
              g_autofree char *m = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                 "“%s” has %u figure; a %s unit is %u (2 leaders and %u others).",
                                                                 "“%s” has %u figures; a %s unit is %u (2 leaders and %u others).",
                                                                 n),
                                                    name, n, g_str_equal (kind, "mounted") ? _("mounted") : _("foot"),
                                                    standard, standard - 2);
              finding (findings, "sk-unit-size", m, u);
            }
          if (mst_components_count (roster, "officer") == 0 || mst_components_count (roster, "nco") == 0)
            {
              g_autofree char *m = g_strdup_printf (_("“%s” lacks an officer or an NCO: a basic unit has both."), name);
              finding (findings, "sk-unit-leaders", m, u);
            }
        }
      else if (g_str_equal (kind, "artillery"))
        {
          guint crew = crew_of (roster);

          if (mst_components_count (roster, "gun") != 1 || crew != 4)
            {
              g_autofree char *m = g_strdup_printf (_("“%s” is %u gun(s) with %u crew; an artillery unit is 1 gun and 4."),
                                                    name, mst_components_count (roster, "gun"), crew);
              finding (findings, "sk-unit-size", m, u);
            }
          if (crew < 2)
            {
              g_autofree char *m = g_strdup_printf (_("“%s” has fewer than 2 figures: the gun can neither move nor fire."), name);
              finding (findings, "sk-gun-crew", m, u);
            }
          else if (mst_components_count (roster, "gunner") == 0)
            {
              g_autofree char *m = g_strdup_printf (_("“%s” has no gunner: a gun needs a crewman to fire."), name);
              finding (findings, "sk-gun-crew", m, u);
            }
        }
      if (formation != NULL && movement != NULL)
        {
          g_autofree char *key = g_strdup_printf ("%s-%s", kind, g_str_equal (formation, "square") ? "line" : formation);

          if (mst_table_find_row (movement, key) < 0)
            {
              g_autofree char *m = g_strdup_printf (_("“%s” is in %s, a formation %s cannot take."), name, formation,
                                                    mst_unit_template_get_name (mst_unit_get_template (u)));
              finding (findings, "sk-formation-fits-type", m, u);
            }
          else if (g_str_equal (formation, "square") && g_str_equal (kind, "mounted"))
            {
              g_autofree char *m = g_strdup_printf (_("“%s” is mounted and cannot form square."), name);
              finding (findings, "sk-formation-fits-type", m, u);
            }
        }
    }

  if (best->len == 0)
    finding (findings, "sk-c-in-c",
             _("No leader has a rank, so the side has no Commander-in-Chief: give the senior leader a rank."), force);
  else if (best->len > 1)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < best->len; i++)
        g_string_append_printf (names, "%s“%s”", i > 0 ? ", " : "", mst_unit_get_name (g_ptr_array_index (best, i)));
      {
        g_autofree char *m = g_strdup_printf (_("The leaders of %s share the highest rank: which of them is "
                                                "Commander-in-Chief?"), names->str);
        finding (findings, "sk-c-in-c", m, force);
      }
    }
}

/* A game: each figure lightly or heavily wounded, killed, captured or
 * run (004:47-49, 337, 349); the unit pinned, shaken, critical or routed
 * (004:247-249, 343-357); its leader lost. */
static const MstGameField sk_game_fields[] = {
  { "lightly-wounded", N_("Lightly wounded"), MST_GAME_FIELD_COUNT, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_WOUNDED },
  { "heavily-wounded", N_("Heavily wounded"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL,
    MST_GAME_FIELD_WOUNDED },
  { "killed", N_("Killed"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL, MST_GAME_FIELD_KILLED },
  { "captured", N_("Captured"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL, MST_GAME_FIELD_CAPTURED },
  { "ran", N_("Ran"), MST_GAME_FIELD_COUNT, TRUE, FALSE, NULL, NULL, MST_GAME_FIELD_RAN },
  { "pinned", N_("Pinned"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL },
  { "shaken", N_("Shaken"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL },
  { "critical", N_("Critical"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL },
  { "routed", N_("Routed"), MST_GAME_FIELD_FLAG, FALSE, TRUE, NULL, NULL },
  { "leader-lost", N_("Its leader killed or captured"), MST_GAME_FIELD_FLAG, FALSE, FALSE, NULL, NULL,
    MST_GAME_FIELD_LEADER },
  { NULL }
};

static void
sk_game_prompts (MstRuleset *rs, gpointer data, gboolean end_of_turn, GPtrArray *prompts)
{
  MstGame *game = data;
  GListModel *units = mst_game_get_units (game);
  g_autoptr(GPtrArray) best = highest_ranked (mst_game_get_force (game));
  MstUnit *c_in_c = best->len == 1 ? g_ptr_array_index (best, 0) : NULL;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      guint full = mst_game_unit_get_strength (u);
      guint left = full - mst_game_unit_get_losses (u);

      if (mst_game_unit_get_field (u, "routed"))
        continue;
      /* The side's C-in-C killed or captured: major moral this turn and
       * every turn after (004:335-339). */
      if (mst_game_unit_get_unit (u) == c_in_c && mst_game_unit_get_field (u, "leader-lost"))
        g_ptr_array_add (prompts, mst_game_prompt_new (NULL, "morale-major",
                                                       g_strdup_printf (_("The Commander-in-Chief with “%s” is lost: "
                                                                          "the side checks major morale this turn and "
                                                                          "every turn after (004:335-339)."),
                                                                        mst_game_unit_get_label (u))));
      /* Below half of its own strength, or marked critical: checked each
       * turn until rallied or routed (004:345). */
      if ((full > 0 && mst_game_unit_get_losses (u) > 0 && left <= critical_at (full))
          || mst_game_unit_get_field (u, "critical"))
        g_ptr_array_add (prompts, mst_game_prompt_new (u, "morale-critical",
                                                       g_strdup_printf (_("“%s” has %u of its %u figures: its morale is "
                                                                          "critical and is checked each turn until "
                                                                          "rallied or routed (004:345)."),
                                                                        mst_game_unit_get_label (u), left, full)));
      if (mst_game_unit_get_field (u, "pinned"))
        g_ptr_array_add (prompts, mst_game_prompt_new (u, "morale-pinned",
                                                       g_strdup_printf (_("“%s” is pinned: it checks pinned morale "
                                                                          "before it may move again (004:249, 353)."),
                                                                        mst_game_unit_get_label (u))));
    }
}

/* A unit whose leader is lost tests without one (004:361-373). */
static void
sk_game_test_inputs (MstRuleset *rs, gpointer game, gpointer data, const char *test_id, GHashTable *inputs, GHashTable *modifiers)
{
  if (!g_hash_table_contains (inputs, "leader"))
    g_hash_table_insert (inputs, g_strdup ("leader"),
                         g_strdup (mst_game_unit_get_field (data, "leader-lost") ? "no" : "yes"));
}

static void
mst_sk_ruleset_class_init (MstSkRulesetClass *klass)
{
  MstRulesetClass *rs = MST_RULESET_CLASS (klass);

  rs->id = "napoleonic-skirmish";
  rs->name = N_("Napoleonic Skirmish");
  rs->description = N_("Every figure a man: French and Allied basic units of officers, NCOs and privates, "
                       "moved and fired as a deck of cards turns up.");
  rs->has_pools = FALSE;
  rs->has_scouting = FALSE;
  rs->measures_in_inches = TRUE;
  rs->has_commands = FALSE;
  rs->counts_figures = TRUE;
  rs->unit_attrs = unit_attrs;
  rs->template_attrs = template_attrs;
  rs->force_attrs = force_attrs;
  rs->roles = roles;
  rs->rule_names = rule_names;
  rs->role_labels = role_labels;
  rs->leader_roles = leader_roles;
  rs->unit_kind_labels = unit_kind_labels;
  rs->unit_kinds = unit_kinds;
  rs->weapons = weapons;
  rs->derive_unit = sk_derive_unit;
  rs->derive_force = sk_derive_force;
  rs->check = sk_check;
  rs->game_fields = sk_game_fields;
  /* Shuffled at each turn, turned up card by card (004:19, 111). */
  rs->uses_deck = TRUE;
  rs->game_prompts = sk_game_prompts;
  rs->game_test_inputs = sk_game_test_inputs;
}

static void
mst_sk_ruleset_init (MstSkRuleset *self)
{
}
