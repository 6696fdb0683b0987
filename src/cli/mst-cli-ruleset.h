/* mst-cli-ruleset.h: the commands every rule set answers.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

/* The rule set of that id, or NULL with the valid ones said on stderr. */
MstRuleset *mst_cli_lookup_ruleset (const char *id);

int mst_cli_rulesets (int argc, char **argv);
int mst_cli_tables   (int argc, char **argv);
int mst_cli_table    (int argc, char **argv);
int mst_cli_tests    (int argc, char **argv);
int mst_cli_test     (int argc, char **argv);
int mst_cli_deck     (int argc, char **argv);
int mst_cli_derive   (int argc, char **argv);

/* Shared with muster-cli game test. */
gboolean mst_cli_test_arguments (char             **in_args,
                                 char             **mod_args,
                                 GHashTable        *inputs,
                                 GHashTable        *mods);
void     mst_cli_print_outcome  (const MstTestOutcome *outcome);

G_END_DECLS
