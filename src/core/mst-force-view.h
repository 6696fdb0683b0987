/* mst-force-view.h: what the force editor shows, computed without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-catalogue.h"
#include "mst-finding.h"
#include "mst-force.h"
#include "mst-library.h"
#include "mst-ruleset.h"

G_BEGIN_DECLS

/* A row of a list: the title and subtitle it shows, and an icon
 * (MstRowText is declared in mst-ruleset.h, whose modules word rows). */
struct _MstRowText {
  char *title;
  char *subtitle;
  const char *icon_name;  /* static; NULL for none */
};

/* Takes @title and @subtitle. */
MstRowText   *mst_row_text_new  (char              *title,
                                 char              *subtitle,
                                 const char        *icon_name);
void          mst_row_text_free (MstRowText *row);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstRowText, mst_row_text_free)
/* Appends @part to a row's subtitle after a " · ", unless it is empty. */
void          mst_row_text_add_part (GString    *subtitle,
                                     const char *part);

/* The pool of @force's rule set (mst_ruleset_pool()); NULL where it has
 * none. */
MstPoolLabel *mst_force_view_pool               (MstForce          *force,
                                                 MstPool            pool);

/* A finding: its message, the rule it comes from, a severity icon. */
MstRowText   *mst_force_view_finding_row        (MstFinding        *finding);
/* "No problems found", "2 problems"; over a GPtrArray of MstFinding. */
char         *mst_force_view_findings_summary   (GPtrArray         *findings);

/* A unit as its rule set words it (MstRulesetClass.unit_row): by default
 * its type when renamed, its attributes as the descriptor labels them,
 * its figures or stands.  @rs NULL: the default rule set. */
MstRowText   *mst_force_view_unit_row           (MstRuleset        *rs,
                                                 MstUnit           *unit);
/* A general as his force's rule set words him (MstRulesetClass.
 * general_row): by default, of a rule set that rates its generals
 * (Brigade Command), his rating, command radius and how many he has under
 * command of how many he may; unrated, what he has under him. */
MstRowText   *mst_force_view_general_row        (MstForce          *force,
                                                 MstGeneral        *general);
/* What a command's general is, said above his row under the command's
 * heading: "Sub-general", or "Division commander" of a rule set with
 * levels. */
char         *mst_force_view_general_role       (MstForce          *force,
                                                 MstGeneral        *general);
/* The command @general leads, or NULL for the force commander. */
MstCommand   *mst_force_view_command_of         (MstForce          *force,
                                                 MstGeneral        *general);
/* A command's heading: the general's name, or "Sub-general N"; of a rule
 * set with levels, its level first: "Brigade — Morand". */
char         *mst_force_view_command_title      (MstForce          *force,
                                                 MstCommand        *command);
/* Below the heading: its units and bases ("4 units · 14 bases"), those of
 * the commands under it too, and of a rule set with levels where it is:
 * "In Saint-Hilaire’s division · 3 units · 15 bases". */
char         *mst_force_view_command_subtitle   (MstForce          *force,
                                                 MstCommand        *command);

/* "4 units · 14 bases": a command's units and their bases. */
char         *mst_force_view_command_totals     (MstForce          *force,
                                                 MstCommand        *command);
/* The same for the whole force, commands and units not in one. */
char         *mst_force_view_force_totals       (MstForce          *force);
/* A unit's strength in its rule set's measure: its stands, its figures
 * (not the guns they serve) or its bases. */
guint         mst_force_view_unit_strength      (MstUnit           *unit,
                                                 MstStrength        strength);
void          mst_force_view_count              (MstForce          *force,
                                                 guint             *n_units,
                                                 guint             *n_bases);

/* A unit of a list as the picker offers it, in its rule set's words
 * (MstRulesetClass.template_row): by default its kind, its weapon, what
 * the list sets of it and its figures ("1 × Gun · 1 × Officer · 3 ×
 * Gunner").  @rs NULL: the default rule set. */
MstRowText   *mst_force_view_template_row       (MstRuleset        *rs,
                                                 MstUnitTemplate   *tmpl);
/* How well @tmpl answers @query: 0 its name matches every word, 1 it
 * matches through what its row says of it, 2 not at all.  The unit picker
 * shows and highlights the name matches first: "line" finds the line
 * battalions before a Guard that is line foot. */
int           mst_force_view_template_rank      (MstRuleset        *rs,
                                                 MstUnitTemplate   *tmpl,
                                                 const char        *query);
/* Whether every word of @query begins a word of @tmpl's name or of what
 * its rule set says of it (MstRulesetClass.template_matches; by default
 * its picker row). */
gboolean      mst_force_view_template_matches   (MstRuleset        *rs,
                                                 MstUnitTemplate   *tmpl,
                                                 const char        *query);

/* A nation list in the new-force picker: name, war and period. */
MstRowText   *mst_force_view_list_row           (MstNationList     *list);
gboolean      mst_force_view_list_matches       (MstNationList     *list,
                                                 const char        *query);

/* A force in the library sidebar: its name and its list. */
MstRowText   *mst_force_view_library_row        (const MstLibraryEntry *entry,
                                                 MstCatalogue      *catalogue);
gboolean      mst_force_view_library_matches    (const MstLibraryEntry *entry,
                                                 MstCatalogue      *catalogue,
                                                 const char        *query);

/* The name of a rule set a player reads; unknown ids are shown as they are. */
const char   *mst_force_view_ruleset_label      (const char        *ruleset);

/* Whether every word of @query starts a word of one of @texts, ignoring
 * case and accents ("arm" finds "Armée"); an empty query matches. */
gboolean      mst_force_view_text_matches       (const char        *query,
                                                 const char *const *texts);

G_END_DECLS
