/* mst-card-sets.c: which cards each rule set prints: the four Muster
 * carries, and any rule set registered beside them (a fifth built only
 * into a program of its own, the tests'). The registry of what draws, as
 * mst-ruleset.c is of what rules.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-card-set.h"
#include "mst-ruleset.h"

static GHashTable *registered;
G_LOCK_DEFINE_STATIC (registered);

static const struct {
  const char *ruleset;
  const MstCardSet *set;
} built_in[] = {
  { "drums-and-muskets", &mst_dm_card_set },
  { "napoleonic-skirmish", &mst_sk_card_set },
  { "brigade-command", &mst_bc_card_set },
  { "revolutionary-wars", &mst_rw_card_set },
};

void
mst_card_sets_register (const char *ruleset, const MstCardSet *set)
{
  g_return_if_fail (ruleset != NULL);
  g_return_if_fail (set != NULL && set->collect != NULL && set->card_content != NULL);

  G_LOCK (registered);
  if (registered == NULL)
    registered = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_replace (registered, g_strdup (ruleset), (gpointer) set);
  G_UNLOCK (registered);
}

const MstCardSet *
mst_card_set_for_force (MstForce *force)
{
  const char *ruleset = mst_force_get_ruleset (force);
  const MstCardSet *set = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (built_in); i++)
    if (g_strcmp0 (ruleset, built_in[i].ruleset) == 0)
      return built_in[i].set;
  G_LOCK (registered);
  if (registered != NULL && ruleset != NULL)
    set = g_hash_table_lookup (registered, ruleset);
  G_UNLOCK (registered);
  return set != NULL ? set : &mst_dm_card_set;
}
