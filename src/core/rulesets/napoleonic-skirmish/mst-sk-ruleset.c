/* mst-sk-ruleset.c: Napoleonic Skirmish Rules 1.9 (seed 004) as a rule-set
 * module: a side of basic units of figures, a card-driven turn, and charts
 * whose tests are all data (nations/napoleonic-skirmish/tables.xml).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-ruleset.h"

typedef struct {
  MstRuleset parent_instance;
} MstSkRuleset;

typedef struct {
  MstRulesetClass parent_class;
} MstSkRulesetClass;

G_DEFINE_FINAL_TYPE (MstSkRuleset, mst_sk_ruleset, MST_TYPE_RULESET)

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
}

static void
mst_sk_ruleset_init (MstSkRuleset *self)
{
}
