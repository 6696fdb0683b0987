/* mst-unit-row-card.h: a unit's card from its list, read-only, in its row.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-expander-row.h"
#include "muster-core.h"

G_BEGIN_DECLS

/* The rows of @unit's card from its list, added to @row: a row a value,
 * a row a per-formation stat, a row a weapon line, marked as examples
 * where the list says they are; nothing for a unit without a card. */
void mst_unit_row_add_card (MstExpanderRow *row,
                            MstRuleset     *ruleset,
                            MstUnit        *unit);

G_END_DECLS
