/* mst-comparison.c: two forces of one rule set side by side.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-campaign-view.h"
#include "mst-checks.h"
#include "mst-comparison.h"
#include "mst-error.h"
#include "mst-force-view.h"
#include "mst-nation-list.h"
#include "mst-ruleset.h"
#include "mst-contest.h"
#include "mst-test.h"

struct _MstComparison
{
  MstForce *forces[2];
  GPtrArray *rows;
  GPtrArray *findings[2];
};

static void
row_free (MstComparisonRow *row)
{
  g_free (row->label);
  g_free (row->value[0]);
  g_free (row->value[1]);
  g_free (row);
}

/* Takes @label, @a and @b. */
static void
add_row (MstComparison *self, const char *id, char *label, char *a, char *b)
{
  MstComparisonRow *row = g_new0 (MstComparisonRow, 1);

  row->id = id;
  row->label = label;
  row->value[0] = a;
  row->value[1] = b;
  g_ptr_array_add (self->rows, row);
}

static char *
list_name (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);

  return g_strdup (list != NULL ? mst_nation_list_get_name (list) : mst_force_get_list_id (force));
}

static char *
units_text (MstRuleset *rs, guint n)
{
  if (MST_RULESET_GET_CLASS (rs)->format_units != NULL)
    return MST_RULESET_GET_CLASS (rs)->format_units (rs, n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit", "%u units", n), n);
}

/* The scouting odds with no supply die, A's, B's and both: four rows. */
static void
add_scouting_rows (MstComparison *self)
{
  static const char *const ids[] = { "attacker", "attacker-supply-a", "attacker-supply-b", "attacker-supply-both" };
  g_autoptr(MstSide) a = mst_side_new_scouting (self->forces[0]);
  g_autoptr(MstSide) b = mst_side_new_scouting (self->forces[1]);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      double p;
      char *label;

      a->supply_die = (i & 1) != 0;
      b->supply_die = (i & 2) != 0;
      p = mst_contest_odds (a, b, TRUE, NULL);
      switch (i)
        {
        case 0:
          /* TRANSLATORS: a row comparing two forces: each one's chance of being the attacker */
          label = g_strdup (_("The attacker"));
          break;
        case 1:
        case 2:
          /* TRANSLATORS: each force's chance of being the attacker when one force, named, adds a supply die */
          label = g_strdup_printf (_("The attacker, %s adding a supply die"),
                                   mst_force_get_name (self->forces[i == 1 ? 0 : 1]));
          break;
        default:
          label = g_strdup (_("The attacker, a supply die each"));
          break;
        }
      add_row (self, ids[i], label, mst_odds_format (p), mst_odds_format (1 - p));
    }
}

MstComparison *
mst_comparison_new (MstForce *a, MstForce *b, GError **error)
{
  g_autoptr(MstComparison) self = NULL;
  MstRuleset *rs;
  guint n_units[2], n_strength[2];

  g_return_val_if_fail (MST_IS_FORCE (a) && MST_IS_FORCE (b), NULL);

  rs = mst_ruleset_for_force (a);
  if (rs == NULL || rs != mst_ruleset_for_force (b))
    {
      MstRuleset *other = mst_ruleset_for_force (b);

      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” is a %s force and “%s” a %s force: only forces of one rule set can be compared"),
                   mst_force_get_name (a), rs != NULL ? mst_ruleset_get_name (rs) : mst_force_get_ruleset (a),
                   mst_force_get_name (b), other != NULL ? mst_ruleset_get_name (other) : mst_force_get_ruleset (b));
      return NULL;
    }

  self = g_new0 (MstComparison, 1);
  self->forces[0] = g_object_ref (a);
  self->forces[1] = g_object_ref (b);
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  for (guint side = 0; side < 2; side++)
    {
      self->findings[side] = mst_force_check (self->forces[side]);
      mst_force_view_count (self->forces[side], &n_units[side], &n_strength[side]);
    }

  add_row (self, "force", g_strdup (_("Force")), g_strdup (mst_force_get_name (a)), g_strdup (mst_force_get_name (b)));
  add_row (self, "list", g_strdup (_("Nation list")), list_name (a), list_name (b));
  add_row (self, "commands", g_strdup (_("Commands")), g_strdup_printf ("%u", mst_force_get_n_commands (a)),
           g_strdup_printf ("%u", mst_force_get_n_commands (b)));
  /* TRANSLATORS: a row comparing two forces: how many units each has, in its rule set's words */
  add_row (self, "units", g_strdup (_("Units")), units_text (rs, n_units[0]), units_text (rs, n_units[1]));
  /* TRANSLATORS: a row comparing two forces: their bases, stands, figures or platoons */
  add_row (self, "strength", g_strdup (_("Strength")),
           mst_campaign_view_strength (mst_force_get_ruleset (a), n_strength[0]),
           mst_campaign_view_strength (mst_force_get_ruleset (b), n_strength[1]));
  if (mst_ruleset_has_pools (rs))
    {
      static const struct { MstPool pool; const char *id; } pools[] = {
        { MST_POOL_SUPPLY, "supply" }, { MST_POOL_SCOUTING, "scouting" }, { MST_POOL_INITIATIVE, "initiative" },
      };

      for (guint i = 0; i < G_N_ELEMENTS (pools); i++)
        {
          g_autoptr(MstPoolLabel) pa = mst_ruleset_pool (rs, a, pools[i].pool);
          g_autoptr(MstPoolLabel) pb = mst_ruleset_pool (rs, b, pools[i].pool);

          if (pa == NULL || pb == NULL)
            continue;
          add_row (self, pools[i].id, g_strdup (pa->title), g_strdup (pa->value_text), g_strdup (pb->value_text));
        }
    }
  if (mst_ruleset_has_scouting (rs))
    add_scouting_rows (self);
  /* TRANSLATORS: a row comparing two forces: what the army checks found in each */
  add_row (self, "findings", g_strdup (_("Findings")), mst_force_view_findings_summary (self->findings[0]),
           mst_force_view_findings_summary (self->findings[1]));
  return g_steal_pointer (&self);
}

void
mst_comparison_free (MstComparison *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->forces[0]);
  g_clear_object (&self->forces[1]);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->findings[0], g_ptr_array_unref);
  g_clear_pointer (&self->findings[1], g_ptr_array_unref);
  g_free (self);
}

MstForce *
mst_comparison_get_force (MstComparison *self, guint side)
{
  g_return_val_if_fail (self != NULL && side < 2, NULL);
  return self->forces[side];
}

GPtrArray *
mst_comparison_get_rows (MstComparison *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->rows;
}

const MstComparisonRow *
mst_comparison_lookup (MstComparison *self, const char *id)
{
  g_return_val_if_fail (self != NULL && id != NULL, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      const MstComparisonRow *row = g_ptr_array_index (self->rows, i);

      if (g_str_equal (row->id, id))
        return row;
    }
  return NULL;
}

GPtrArray *
mst_comparison_get_findings (MstComparison *self, guint side)
{
  g_return_val_if_fail (self != NULL && side < 2, NULL);
  return self->findings[side];
}
