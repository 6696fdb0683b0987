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

/* The window speaks of one unit (@subject, its label): its title says so.
 * Then each test of it may be set as the game knows the unit. */
void       mst_ruleset_tables_window_set_subject (MstRulesetTablesWindow *self,
                                                  const char             *subject);
/* Sets test @test_id's inputs (string ids to value ids) and modifiers
 * (ids to GUINT_TO_POINTER counts) as given: what the game knows ticked.
 * Values the test does not offer are left as they are. */
void       mst_ruleset_tables_window_preset      (MstRulesetTablesWindow *self,
                                                  const char             *test_id,
                                                  GHashTable             *inputs,
                                                  GHashTable             *modifiers);
/* Brings test @test_id into view, its Throw button focused. */
void       mst_ruleset_tables_window_show_test   (MstRulesetTablesWindow *self,
                                                  const char             *test_id);

/* How many dice the force's supply has left, said beside each test's
 * supply die; with none left, none can be added. */
void       mst_ruleset_tables_window_set_supply_left (MstRulesetTablesWindow *self,
                                                      guint                   n_left);
/* The dice the player throws for tests where the rules offer a choice
 * ("2d6", "1d12": the preference), picked in each test that offers them. */
void       mst_ruleset_tables_window_set_test_dice   (MstRulesetTablesWindow *self,
                                                      const char             *dice);

G_END_DECLS
