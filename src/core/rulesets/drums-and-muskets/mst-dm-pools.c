/* mst-dm-pools.c: Drums and Muskets' pools as the editor shows them: the
 * supply dice, the scouting pool and the turn initiative, each with how the
 * rules make it (Quarter master, supply and logistics; Scouting Initiative;
 * Turn Initiative).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "mst-rules.h"

/* What the pools are made of, counted with the abilities the rules use. */
typedef struct {
  guint generals;
  guint exceptional;
  guint incompetent;
  guint on_table;
  guint exceptional_on_table;
  guint incompetent_on_table;
  guint cavalry;
  guint open;
} PoolCounts;

/* What the pools count; the units only where @units_too (the scouting pool:
 * the others count generals alone). */
static void
count_pools (MstForce *force, PoolCounts *counts, gboolean units_too)
{
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);
  g_autoptr(GPtrArray) units = units_too ? mst_force_list_units (force) : g_ptr_array_new ();

  memset (counts, 0, sizeof *counts);
  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *general = g_ptr_array_index (generals, i);
      MstAbility ability = mst_rules_effective_ability (force, general);
      gboolean lost = mst_general_get_lost (general);

      counts->generals++;
      counts->exceptional += ability == MST_ABILITY_EXCEPTIONAL;
      counts->incompetent += ability == MST_ABILITY_INCOMPETENT;
      if (!lost)
        {
          counts->on_table++;
          counts->exceptional_on_table += ability == MST_ABILITY_EXCEPTIONAL;
          counts->incompetent_on_table += ability == MST_ABILITY_INCOMPETENT;
        }
    }
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      counts->cavalry += mst_dm_unit_is_cavalry (unit);
      counts->open += mst_dm_unit_is_open_capable (unit);
    }
}

static void
append_ability_terms (GString *s, guint exceptional, guint incompetent)
{
  if (exceptional > 0)
    /* TRANSLATORS: a term of a dice pool, "+ 1 Exceptional" */
    g_string_append_printf (s, _(" + %u Exceptional"), exceptional);
  if (incompetent > 0)
    /* TRANSLATORS: a term of a dice pool, "− 1 Incompetent" */
    g_string_append_printf (s, _(" − %u Incompetent"), incompetent);
}

MstPoolLabel *
mst_dm_pool (MstRuleset *rs, MstForce *force, MstPool pool)
{
  g_autoptr(MstPoolLabel) label = NULL;
  GString *detail;
  PoolCounts c;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (pool < MST_N_POOLS, NULL);

  count_pools (force, &c, pool == MST_POOL_SCOUTING);
  label = g_new0 (MstPoolLabel, 1);
  detail = g_string_new (NULL);

  switch (pool)
    {
    case MST_POOL_SUPPLY:
      /* Quarter master, supply and logistics: 2D6, +1D6 per general,
       * +1D6 Exceptional, −1D6 Incompetent. */
      label->value = mst_rules_supply_dice (force);
      label->title = g_strdup (_("Supply dice"));
      g_string_append_printf (detail,
                              g_dngettext (GETTEXT_PACKAGE, "2 + %u general", "2 + %u generals",
                                           c.generals),
                              c.generals);
      append_ability_terms (detail, c.exceptional, c.incompetent);
      break;

    case MST_POOL_SCOUTING:
      /* Scouting Initiative: 1D6 per general, +1 per cavalry unit, +1 per
       * open-formation unit, +1 Exceptional, −1 Incompetent. */
      label->value = mst_rules_scouting_pool (force);
      label->title = g_strdup (_("Scouting pool"));
      g_string_append_printf (detail,
                              g_dngettext (GETTEXT_PACKAGE, "%u general", "%u generals", c.generals),
                              c.generals);
      if (c.cavalry > 0)
        /* TRANSLATORS: a term of the scouting pool, "+ 2 cavalry" (units) */
        g_string_append_printf (detail, _(" + %u cavalry"), c.cavalry);
      if (c.open > 0)
        /* TRANSLATORS: a term of the scouting pool: units able to take Open formation */
        g_string_append_printf (detail, _(" + %u open order"), c.open);
      append_ability_terms (detail, c.exceptional, c.incompetent);
      break;

    case MST_POOL_INITIATIVE:
    default:
      /* Turn Initiative: 1D6 per general still on the table, ± ability. */
      label->value = mst_rules_initiative_pool (force);
      label->title = g_strdup (_("Turn initiative"));
      g_string_append_printf (detail,
                              g_dngettext (GETTEXT_PACKAGE, "%u general on the table",
                                           "%u generals on the table", c.on_table),
                              c.on_table);
      append_ability_terms (detail, c.exceptional_on_table, c.incompetent_on_table);
      break;
    }

  label->value_text = g_strdup_printf ("%u", label->value);
  label->detail = g_string_free (detail, FALSE);
  /* TRANSLATORS: read by a screen reader: "Supply dice: 5 (2 + 3 generals)" */
  label->accessible = g_strdup_printf (_("%s: %u (%s)"), label->title, label->value, label->detail);
  return g_steal_pointer (&label);
}

