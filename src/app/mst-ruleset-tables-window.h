/* mst-ruleset-tables-window.h: a rule set's tests and charts at the table.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_RULESET_TABLES_WINDOW (mst_ruleset_tables_window_get_type ())
G_DECLARE_FINAL_TYPE (MstRulesetTablesWindow, mst_ruleset_tables_window, MST, RULESET_TABLES_WINDOW, AdwWindow)

/* The tests of @ruleset to throw, and its charts to read. */
GtkWindow *mst_ruleset_tables_window_new (GtkWindow  *parent,
                                          MstRuleset *ruleset);

G_END_DECLS
