/* mst-campaign-page.h: the pages of the campaigns window, each a widget with its template, over a campaign session.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each page reads and writes through the campaign session it is given,
 * never knowing where the campaign is kept: what it offers is what the
 * session's backend can do (mst_campaign_session_get_capabilities()).  It
 * tells the window what happened by its signals:
 *   "opened"  the page shows what it was asked to (the window goes to it);
 *   "toast"   (const char *) a word for the player;
 *   "error"   (GError *) a refusal or a failure, to say (in the club
 *             server's words where it is one of its);
 *   "queued"  a battle or change waits for a club server out of reach. */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* One campaign: its summary, forces and battles, and its menu ("campaign."
 * actions).  Also emits "force-activated" (gint64 force id),
 * "battle-activated" (MstBattle, as listed) and "closed" (the campaign is
 * gone from its session: deleted). */
#define MST_TYPE_CAMPAIGN_PAGE (mst_campaign_page_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignPage, mst_campaign_page, MST, CAMPAIGN_PAGE, AdwBin)

/* Reads campaign @campaign_id of @session and shows it; @place (may be
 * NULL) is where it is kept, for the subtitle ("On club.example.org"). */
void                mst_campaign_page_show         (MstCampaignPage    *self,
                                                    MstCampaignSession *session,
                                                    gint64              campaign_id,
                                                    const char         *place);
/* Reads the campaign shown again. */
void                mst_campaign_page_reload       (MstCampaignPage    *self);
MstCampaignSession *mst_campaign_page_get_session  (MstCampaignPage    *self);
gint64              mst_campaign_page_get_campaign_id (MstCampaignPage *self);
/* The campaign's name, once read; NULL before. */
const char         *mst_campaign_page_get_name     (MstCampaignPage    *self);
/* The force of @battle (as listed) by name, as the campaign last read it. */
const char         *mst_campaign_page_get_force_name (MstCampaignPage  *self,
                                                      gint64            force_id);
/* The lists a force file added to the campaign is read with. */
void                mst_campaign_page_set_catalogue (MstCampaignPage   *self,
                                                     MstCatalogue      *catalogue);
/* The window has been drawn: its lists show every row from now on. */
void                mst_campaign_page_set_drawn    (MstCampaignPage    *self);

/* One force of a campaign: as it stands, its history, and the changes
 * between battles ("force." actions).  Also emits "battle-activated"
 * (MstBattle, from its history). */
#define MST_TYPE_CAMPAIGN_FORCE_PAGE (mst_campaign_force_page_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignForcePage, mst_campaign_force_page, MST, CAMPAIGN_FORCE_PAGE, AdwBin)

/* The library a force is played from (force.play), may be NULL. */
void     mst_campaign_force_page_set_library (MstCampaignForcePage *self,
                                              MstLibrary           *library,
                                              MstCatalogue         *catalogue);
/* Reads force @force_id of campaign @campaign_id of @session (called
 * @campaign_name) as its next battle finds it, and shows it. */
void     mst_campaign_force_page_show        (MstCampaignForcePage *self,
                                              MstCampaignSession   *session,
                                              gint64                campaign_id,
                                              gint64                force_id,
                                              const char           *campaign_name);
/* Reads the force shown again. */
void     mst_campaign_force_page_reload      (MstCampaignForcePage *self);
gint64   mst_campaign_force_page_get_force_id (MstCampaignForcePage *self);
void     mst_campaign_force_page_set_drawn   (MstCampaignForcePage *self);

/* One battle read back with its records ("battle." actions).  Also emits
 * "show-before" (MstForce: the force as it stood before it, MstBattle). */
#define MST_TYPE_CAMPAIGN_BATTLE_PAGE (mst_campaign_battle_page_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignBattlePage, mst_campaign_battle_page, MST, CAMPAIGN_BATTLE_PAGE, AdwBin)

/* Reads @battle (as listed) back from @session and shows it; @force_name
 * names its force. */
void     mst_campaign_battle_page_show       (MstCampaignBattlePage *self,
                                              MstCampaignSession    *session,
                                              MstBattle             *battle,
                                              const char            *force_name);

/* The signals every page has ("opened", "toast", "error", "queued"),
 * installed on @klass. */
void     mst_campaign_page_add_signals       (GObjectClass          *klass);
void     mst_campaign_page_emit_error        (GtkWidget             *page,
                                              const GError          *error);
void     mst_campaign_page_emit_toast        (GtkWidget             *page,
                                              const char            *text);

G_END_DECLS
