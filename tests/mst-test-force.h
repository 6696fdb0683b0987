/* mst-test-force.h: what the rule-set tests share: the catalogue, fixture
 * forces, their units and commands by name, and their findings.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

/* Every shipped list, none of them a problem. */
MstCatalogue *mst_test_catalogue        (void);
/* tests/fixtures/@name read with @catalogue, its list loaded. */
MstForce     *mst_test_fixture_force    (MstCatalogue *catalogue,
                                         const char   *name);
/* The unit called @name, or the command whose general is @general (a
 * test failure when there is none). */
MstUnit      *mst_test_unit_named       (MstForce     *force,
                                         const char   *name);
MstCommand   *mst_test_command_named    (MstForce     *force,
                                         const char   *general);
/* The rule set of id @id, and its chart @table (a test failure when there
 * is none, saying why its tables could not be read). */
MstRuleset   *mst_test_ruleset          (const char   *id);
const MstTable *mst_test_chart          (const char   *ruleset,
                                         const char   *table);
/* The ids of @force's findings, sorted, each once: "bc-a bc-b". */
char         *mst_test_finding_ids      (MstForce     *force);

G_END_DECLS
