/* mst-campaign-event.h: one change to a campaign force, as the history keeps it.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-battle.h"
#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

#define MST_TYPE_CAMPAIGN_EVENT (mst_campaign_event_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignEvent, mst_campaign_event, MST, CAMPAIGN_EVENT, GObject)

typedef enum {
  MST_CAMPAIGN_EVENT_JOINED,            /* the force entered the campaign: its whole state */
  MST_CAMPAIGN_EVENT_EDITED,            /* changed outside the campaign: its whole new state */
  MST_CAMPAIGN_EVENT_BATTLE,            /* a battle and its losses */
  MST_CAMPAIGN_EVENT_REINFORCED,        /* bases back to a unit */
  MST_CAMPAIGN_EVENT_UNIT_ADDED,
  MST_CAMPAIGN_EVENT_UNIT_DISBANDED,
  MST_CAMPAIGN_EVENT_GENERAL_REPLACED,  /* a new man in the post: name, respect and ability or attributes */
  MST_CAMPAIGN_EVENT_GENERAL_RENAMED,
  MST_CAMPAIGN_EVENT_UNIT_REGRADED,     /* another template of the list */
  MST_CAMPAIGN_EVENT_RETRACTED,         /* an earlier change taken back by the game master: its id, the reason */
} MstCampaignEventKind;

#define MST_N_CAMPAIGN_EVENT_KINDS 10

/* Generals are named by position: 0 is the force commander, i + 1 the
 * general of command i (mst_force_list_generals() order). */

MstCampaignEvent *mst_campaign_event_new_joined           (const char       *force_data);
MstCampaignEvent *mst_campaign_event_new_edited           (const char       *force_data);
MstCampaignEvent *mst_campaign_event_new_battle           (MstBattle        *battle);
MstCampaignEvent *mst_campaign_event_new_reinforced       (const char       *unit,
                                                           guint             bases);
/* @command: the command's index, -1 for no command; @bases 0: the usual. */
MstCampaignEvent *mst_campaign_event_new_unit_added       (int               command,
                                                           const char       *name,
                                                           const char       *template_id,
                                                           guint             bases);
MstCampaignEvent *mst_campaign_event_new_unit_disbanded   (const char       *unit);
/* A new man in general @general's post: @attrs, copied, maps each of
 * his rule set's general attributes to its value (Drums and Muskets'
 * "respect" → "inspired", Brigade Command's "rating" → "able"); one not
 * given is the rule set's default, or not set. */
MstCampaignEvent *mst_campaign_event_new_general_replaced (guint             general,
                                                           const char       *name,
                                                           GHashTable       *attrs);
MstCampaignEvent *mst_campaign_event_new_general_renamed  (guint             general,
                                                           const char       *name);
MstCampaignEvent *mst_campaign_event_new_unit_regraded    (const char       *unit,
                                                           const char       *template_id);
/* Change @event_id taken back, for @reason (may be NULL): the history keeps
 * both, and a replay passes over the change. */
MstCampaignEvent *mst_campaign_event_new_retracted        (gint64            event_id,
                                                           const char       *reason);

gint64               mst_campaign_event_get_id          (MstCampaignEvent *self);
gint64               mst_campaign_event_get_campaign_id (MstCampaignEvent *self);
gint64               mst_campaign_event_get_force_id    (MstCampaignEvent *self);
MstCampaignEventKind mst_campaign_event_get_kind        (MstCampaignEvent *self);
/* The campaign date, YYYY-MM-DD, or NULL: after the events before it. */
const char          *mst_campaign_event_get_date        (MstCampaignEvent *self);
void                 mst_campaign_event_set_date        (MstCampaignEvent *self,
                                                         const char       *date);
/* When it was recorded, seconds since the epoch. */
gint64               mst_campaign_event_get_recorded    (MstCampaignEvent *self);
MstBattle           *mst_campaign_event_get_battle      (MstCampaignEvent *self);
/* The unit concerned (its name), or NULL. */
const char          *mst_campaign_event_get_unit        (MstCampaignEvent *self);
/* The general concerned, or -1. */
int                  mst_campaign_event_get_general     (MstCampaignEvent *self);
/* The new name: of a unit, a general, or the force that joined. */
const char          *mst_campaign_event_get_name        (MstCampaignEvent *self);
/* What was there before: a general's old name, a unit's old template. */
const char          *mst_campaign_event_get_previous    (MstCampaignEvent *self);
const char          *mst_campaign_event_get_template_id (MstCampaignEvent *self);
/* RETRACTED: the id of the change taken back (the reason is the name). */
gint64               mst_campaign_event_get_retracts    (MstCampaignEvent *self);
guint                mst_campaign_event_get_bases       (MstCampaignEvent *self);
int                  mst_campaign_event_get_command     (MstCampaignEvent *self);
/* GENERAL_REPLACED: the new general's attributes (name → value);
 * UNIT_ADDED and UNIT_REGRADED: those the unit came with (its weapon,
 * doctrines), known once the event was applied; NULL otherwise. */
GHashTable          *mst_campaign_event_get_attrs       (MstCampaignEvent *self);
/* The whole force, for JOINED and EDITED; for the attributes of a
 * general or a unit (see mst_campaign_event_get_attrs()), those as
 * <attrs><attr name= value=/></attrs> (how the history keeps them). */
const char          *mst_campaign_event_get_force_data  (MstCampaignEvent *self);
/* The id of the force's rule set, for the words describe() uses ("1
 * stand"): known once the event was applied, or set; for JOINED and EDITED
 * read from the force; NULL when not known (Drums and Muskets' words). */
const char          *mst_campaign_event_get_ruleset     (MstCampaignEvent *self);
void                 mst_campaign_event_set_ruleset     (MstCampaignEvent *self,
                                                         const char       *ruleset);
/* For a history read back, oldest first: gives the event @before (the rule
 * set of the event before it) unless it knows its own, and returns the one
 * it has, for the next.  const char *rs = NULL; for each event:
 * rs = mst_campaign_event_follow_ruleset (event, rs); */
const char          *mst_campaign_event_follow_ruleset  (MstCampaignEvent *self,
                                                         const char       *before);

/* Applies the event to *@force (NULL before JOINED), replacing it for JOINED
 * and EDITED.  What the event leaves to the force (a new unit's weapon, a
 * general's old name) is filled in from it, so that a replay of the stored
 * event gives the same force with or without the nation lists.  An event
 * that does not fit the force is an error and leaves the force unchanged. */
gboolean             mst_campaign_event_apply           (MstCampaignEvent *self,
                                                         MstForce        **force,
                                                         MstCatalogue     *catalogue,
                                                         GError          **error);
/* One line for the history, translated. */
char                *mst_campaign_event_describe        (MstCampaignEvent *self);

const char          *mst_campaign_event_kind_to_string   (MstCampaignEventKind kind);
gboolean             mst_campaign_event_kind_from_string (const char           *s,
                                                          MstCampaignEventKind *out);

/* The ids (gint64 *) of the changes of @events (MstCampaignEvent) that one
 * of them takes back; NULL when none is. */
GHashTable          *mst_campaign_events_retracted      (GPtrArray            *events);

/* How a campaign's records name the force's units, in the order of
 * mst_force_list_units(): each unit's name, and for a later unit of the
 * same name “NAME (2)” (the force itself is never renamed). */
char               **mst_campaign_force_unit_labels      (MstForce             *force);
/* Whether a campaign's battles record @general: one of a name.  A force
 * of a rule set without generals (Napoleonic Skirmish: its leaders are
 * its units' officers) holds a commander of none, of whom none asks. */
gboolean             mst_campaign_general_is_recorded    (MstGeneral           *general);

G_END_DECLS
