/* mst-campaign-view.h: what the campaigns window and the battle form show, computed without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-battle.h"
#include "mst-campaign.h"
#include "mst-ruleset.h"
#include "mst-campaign-event.h"
#include "mst-campaign-store.h"
#include "mst-force.h"
#include "mst-library.h"

G_BEGIN_DECLS

/* One line of a list: a title, a subtitle, and what it stands for. */
typedef enum {
  MST_CAMPAIGN_LINE_TEXT,     /* nothing to act on */
  MST_CAMPAIGN_LINE_FORCE,    /* a campaign force: id is the force's */
  MST_CAMPAIGN_LINE_GENERAL,  /* a general: position is his (0 the commander) */
  MST_CAMPAIGN_LINE_UNIT,     /* a unit: key is its name in the force */
} MstCampaignLineKind;

#define MST_TYPE_CAMPAIGN_LINE (mst_campaign_line_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignLine, mst_campaign_line, MST, CAMPAIGN_LINE, GObject)

MstCampaignLine     *mst_campaign_line_new          (MstCampaignLineKind kind,
                                                     const char         *title,
                                                     const char         *subtitle);
MstCampaignLineKind  mst_campaign_line_get_kind     (MstCampaignLine    *self);
const char          *mst_campaign_line_get_title    (MstCampaignLine    *self);
const char          *mst_campaign_line_get_subtitle (MstCampaignLine    *self);
gint64               mst_campaign_line_get_id       (MstCampaignLine    *self);
void                 mst_campaign_line_set_id       (MstCampaignLine    *self,
                                                     gint64              id);
int                  mst_campaign_line_get_position (MstCampaignLine    *self);
const char          *mst_campaign_line_get_key      (MstCampaignLine    *self);
/* Set when the line stands for something lost (a general out of the force). */
gboolean             mst_campaign_line_get_lost     (MstCampaignLine    *self);
/* The rule set's id of the force a GENERAL or UNIT line is of, for the
 * words its controls speak; NULL for other lines. */
const char          *mst_campaign_line_get_ruleset  (MstCampaignLine    *self);

/* A unit's strength in the words of @ruleset (a rule set's id; Drums and
 * Muskets' when NULL or unknown): bases, stands (Brigade Command) or
 * figures (Napoleonic Skirmish). */

/* "4 bases", "1 stand", "12 figures" */
char       *mst_campaign_view_strength          (const char                    *ruleset,
                                                 guint                          n);
/* The reinforce button between battles: "One stand back", and what it
 * says to a screen reader, "Reinforce 14e de Ligne with one stand". */
const char *mst_campaign_view_reinforce_tooltip (const char                    *ruleset);
char       *mst_campaign_view_reinforce_label   (const char                    *ruleset,
                                                 const char                    *unit);
/* A new unit's strength: "Stands (empty: the usual)", and what is said
 * when the answer is not a number from 1 to 99. */
const char *mst_campaign_view_strength_entry_title (const char                 *ruleset);
const char *mst_campaign_view_strength_entry_error (const char                 *ruleset);
/* What re-grading keeps: "The regiment keeps its name and stands…" */
const char *mst_campaign_view_regrade_body      (const char                    *ruleset);
/* The battle form's count of losses: "Stands lost", "Stands lost by %s". */
const char *mst_campaign_view_strength_lost_title (const char                  *ruleset);
char       *mst_campaign_view_strength_lost_by  (const char                    *ruleset,
                                                 const char                    *unit);

/* Campaigns */

/* "2 forces · 3 battles · 1805-10-01 – 1805-12-02 · Archived" */
char       *mst_campaign_view_campaign_subtitle (MstCampaign                   *campaign);
/* "3 battles: 1 won, 1 lost, 1 drawn" */
char       *mst_campaign_view_results           (const MstCampaignForceSummary *summary);
/* "4 bases lost, 1 unit broken" */
char       *mst_campaign_view_losses            (const MstCampaignForceSummary *summary);
/* "1 swept away, 0 incapacitated, 1 lost" */
char       *mst_campaign_view_generals          (const MstCampaignForceSummary *summary);
/* The campaign's totals of losses and of generals' fates: in the one rule
 * set's words, or, for forces of several rule sets, one total for each,
 * "Drums and Muskets: 2 bases lost, 0 units broken; Brigade Command: 3
 * stands lost, 1 regiment routed". */
char       *mst_campaign_view_total_losses      (const MstCampaignSummary      *summary);
char       *mst_campaign_view_total_generals    (const MstCampaignSummary      *summary);
/* MstCampaignLine items (FORCE) of the campaign's forces, by name. */
GListModel *mst_campaign_view_forces            (const MstCampaignSummary      *summary);

/* Battles */

/* "1805-11-02 · Army of Italy · Austrians · Won · 3 bases lost, 1 unit broken";
 * @force_name may be NULL. */
char       *mst_campaign_view_battle_subtitle   (MstBattle                     *battle,
                                                 const char                    *force_name);
/* "Won, as the attacker" */
char       *mst_campaign_view_battle_outcome    (MstBattle                     *battle);
/* "2 supply dice spent", "No supply dice spent" */
char       *mst_campaign_view_battle_supply     (MstBattle                     *battle);
/* "Against the Austrians", or NULL without an opponent. */
char       *mst_campaign_view_battle_opponent   (MstBattle                     *battle);
/* What became of the figures a unit lost, where the rule set counts
 * them: "2 killed, 1 ran, 1 wounded, back for the next battle, 1 of them
 * a leader". */
char       *mst_campaign_view_unit_fates        (const MstBattleUnit           *unit);
/* MstCampaignLine items of a recorded battle: every unit with what it
 * lost, or "Unhurt"; every general with his post and fate. */
GListModel *mst_campaign_view_battle_units      (MstBattle                     *battle);
GListModel *mst_campaign_view_battle_generals   (MstBattle                     *battle);

/* History */

/* A static icon name for the kind of change. */
const char *mst_campaign_view_event_icon        (MstCampaignEventKind           kind);
/* The event's date, or "Between battles". */
const char *mst_campaign_view_event_date        (MstCampaignEvent              *event);
/* When a copy of a server's campaign was read from it (seconds since the
 * epoch), as the player reads it: "2026-11-26 14:05", local time. */
char       *mst_campaign_view_copy_date         (gint64                         taken);

/* A force as it stands or stood */

/* "Force commander" (or what @ruleset calls him: "Divisional General"),
 * "General of command 2"; @ruleset may be NULL. */
char       *mst_campaign_view_general_post      (MstRuleset                    *ruleset,
                                                 guint                          position);
/* MstCampaignLine items: the generals, the commander first and the others
 * in the order of the command tree (GENERAL, "Force commander · Accepted,
 * Competent · lost"; where the rule set rates its generals, their level and
 * rating, "Division · Able"), then the units (UNIT, "Line infantry · 4
 * bases", "Line · 5 stands"). */
GListModel *mst_campaign_view_force_lines       (MstForce                      *force);

/* The battle form */

/* The date a new battle's form starts with: @now's, or the last date of
 * @events (MstCampaignEvent) when that is later, a campaign played on a
 * calendar of its own; never a day after it, so that battles recorded one
 * after another keep one date until the player changes it. */
char       *mst_campaign_view_default_battle_date (GPtrArray                  *events,
                                                   GDateTime                  *now);
/* Whether the form asks what became of @general in the next battle: not
 * for a general lost earlier and not yet replaced. */
gboolean    mst_campaign_view_offers_fate       (MstGeneral                    *general);

/* The campaign force @force_id of @library is in, or 0 (a game started
 * from it is the campaign's). */
gint64      mst_campaign_view_force_campaign    (MstLibrary                    *library,
                                                 gint64                         force_id);

/* The role the last scouting roll of this session gave the force @force_id
 * kept at @location (a library's file, as its campaign backend names it:
 * mst_campaign_backend_get_location()): the battle form starts from it. */
void        mst_campaign_view_note_scouting     (const char                    *location,
                                                 gint64                         force_id,
                                                 MstBattleRole                  role);
/* FALSE when no scouting roll decided it. */
gboolean    mst_campaign_view_get_scouted_role  (const char                    *location,
                                                 gint64                         force_id,
                                                 MstBattleRole                 *role);

G_END_DECLS
