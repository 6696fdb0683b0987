/* mst-checks.h: a force's army checks, whatever its rule set: what every
 * rule set has checked here (its list, its values), then its module's.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-force.h"

G_BEGIN_DECLS

/* Every army-check finding, in a stable order: a GPtrArray of MstFinding. */
GPtrArray  *mst_force_check          (MstForce   *force);
/* What the rule behind a finding id says, for the findings and the help,
 * translated, whichever rule set's it is; NULL for an id none names. */
const char *mst_force_check_describe (const char *rule_id);

G_END_DECLS
