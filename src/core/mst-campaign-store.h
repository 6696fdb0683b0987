/* mst-campaign-store.h: campaigns, their forces, battles and history, in the library database: the campaign backend (mst-campaign-backend.h) over SQLite.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-battle.h"
#include "mst-campaign.h"
#include "mst-campaign-event.h"
#include "mst-catalogue.h"
#include "mst-campaign-backend.h"
#include "mst-library.h"

G_BEGIN_DECLS

#define MST_TYPE_CAMPAIGN_STORE (mst_campaign_store_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignStore, mst_campaign_store, MST, CAMPAIGN_STORE, GObject)

/* Losses and results of one force over a campaign. */
typedef struct {
  gint64  force_id;
  char   *name;
  char   *list_id;
  guint   battles;
  guint   won;
  guint   lost;
  guint   drawn;
  guint   bases_lost;
  guint   units_broken;
  /* The rule set's three fates in its order (mst_ruleset_get_general_fates()):
   * swept away, incapacitated, lost; or killed, wounded, captured. */
  guint   generals_swept_away;
  guint   generals_incapacitated;
  guint   generals_lost;
  /* The force's rule set; NULL in the totals. */
  char   *ruleset;
} MstCampaignForceSummary;

struct _MstCampaignSummary {
  gint64     campaign_id;
  char      *name;
  gboolean   archived;
  /* The totals over every force. */
  MstCampaignForceSummary total;
  /* MstCampaignForceSummary, by force name. */
  GPtrArray *forces;
};

void mst_campaign_summary_free (MstCampaignSummary *summary);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstCampaignSummary, mst_campaign_summary_free)

/* The store works in @library's database; @catalogue (may be NULL) gives the
 * forces their lists: new units and re-grades need the list installed. */
MstCampaignStore *mst_campaign_store_new           (MstLibrary        *library,
                                                    MstCatalogue      *catalogue);
MstLibrary       *mst_campaign_store_get_library   (MstCampaignStore  *self);
MstCatalogue     *mst_campaign_store_get_catalogue (MstCampaignStore  *self);

/* Campaigns */

gint64       mst_campaign_store_create           (MstCampaignStore  *self,
                                                  const char        *name,
                                                  GError           **error);
gboolean     mst_campaign_store_rename           (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  const char        *name,
                                                  GError           **error);
gboolean     mst_campaign_store_set_archived     (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  gboolean           archived,
                                                  GError           **error);
/* Deleting hides the campaign; mst_campaign_store_restore() undoes it, and
 * mst_campaign_store_purge_deleted() removes it for good (its forces stay
 * in the library, as they stood at the end). */
gboolean     mst_campaign_store_delete           (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  GError           **error);
gboolean     mst_campaign_store_restore          (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  GError           **error);
/* Removes the campaigns deleted before @before (seconds since the epoch;
 * G_MAXINT64: all of them).  Returns how many, or -1 on error. */
int          mst_campaign_store_purge_deleted    (MstCampaignStore  *self,
                                                  gint64             before,
                                                  GError           **error);
/* MstCampaign items by name; archived ones too if @with_archived. */
GPtrArray   *mst_campaign_store_list             (MstCampaignStore  *self,
                                                  gboolean           with_archived,
                                                  GError           **error);
MstCampaign *mst_campaign_store_get              (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  GError           **error);

/* Forces */

/* Starts @force in the campaign: it is added to the library.  Returns its id. */
gint64       mst_campaign_store_add_force        (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  MstForce          *force,
                                                  const char        *date,
                                                  GError           **error);
/* Moves a force of the library into the campaign, as it stands now. */
gboolean     mst_campaign_store_move_force       (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  gint64             force_id,
                                                  const char        *date,
                                                  GError           **error);
/* MstLibraryEntry items of the campaign's forces, by name. */
GPtrArray   *mst_campaign_store_list_forces      (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  GError           **error);
/* MstLibraryEntry items of the library's forces in no campaign, by name. */
GPtrArray   *mst_campaign_store_list_free_forces (MstCampaignStore *self,
                                                  GError          **error);
/* The campaign a force belongs to, or 0 (and no error) if none. */
gint64       mst_campaign_store_get_force_campaign (MstCampaignStore *self,
                                                    gint64            force_id,
                                                    GError          **error);

/* History: each call appends one event (two if the force was changed in
 * the editor since the campaign last saw it: that change comes first). */

/* Records a battle for a force: a row is kept for every unit and general
 * of the force, those not in @battle unhurt.  Returns the battle's id. */
gint64       mst_campaign_store_record_battle    (MstCampaignStore  *self,
                                                  gint64             force_id,
                                                  MstBattle         *battle,
                                                  GError           **error);
/* Takes change @event_id back, for @reason (may be NULL): a change of its
 * own in the history, the force's state replayed without the one taken
 * back, a battle taken back counted no more.  A joining, a taking back, or
 * a change taken back already is MST_ERROR_INVALID.  Returns its id. */
gint64       mst_campaign_store_retract          (MstCampaignStore  *self,
                                                  gint64             event_id,
                                                  const char        *reason,
                                                  GError           **error);
/* Battles @battles (MstBattle) of force @force_id in their order, in one
 * transaction: all recorded, or none.  Their ids in @ids. */
gboolean     mst_campaign_store_record_battle_list (MstCampaignStore *self,
                                                    gint64            force_id,
                                                    GPtrArray        *battles,
                                                    gint64           *ids,
                                                    GError          **error);
/* The two battles of a game between two forces, one for each, in one
 * transaction: both are recorded, or neither.  Their ids in @ids. */
gboolean     mst_campaign_store_record_battles   (MstCampaignStore  *self,
                                                  gint64             force_id,
                                                  MstBattle         *battle,
                                                  gint64             other_force_id,
                                                  MstBattle         *other_battle,
                                                  gint64             ids[2],
                                                  GError           **error);
/* Appends a between-battles event (not JOINED or BATTLE). */
gint64       mst_campaign_store_append           (MstCampaignStore  *self,
                                                  gint64             force_id,
                                                  MstCampaignEvent  *event,
                                                  GError           **error);
/* MstCampaignEvent items of a force, oldest first. */
GPtrArray   *mst_campaign_store_list_events      (MstCampaignStore  *self,
                                                  gint64             force_id,
                                                  GError           **error);
/* MstBattle items of a campaign (@force_id 0) or a force, by date; without
 * @with_records they carry only the totals of their units and generals. */
GPtrArray   *mst_campaign_store_list_battles     (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  gint64             force_id,
                                                  gboolean           with_records,
                                                  GError           **error);
/* A page of a campaign's battles (none taken back), the latest first: at
 * most @limit of them, those after @after (NULL: from the latest), with
 * only their totals. */
GPtrArray   *mst_campaign_store_list_battles_page (MstCampaignStore *self,
                                                   gint64            campaign_id,
                                                   MstBattle        *after,
                                                   guint             limit,
                                                   GError          **error);
MstBattle   *mst_campaign_store_get_battle       (MstCampaignStore  *self,
                                                  gint64             battle_id,
                                                  GError           **error);

/* Replays */

/* The force as it stood just before event @event_id (0: as it stands now). */
MstForce    *mst_campaign_store_replay           (MstCampaignStore  *self,
                                                  gint64             force_id,
                                                  gint64             before_event_id,
                                                  GError           **error);
/* The force as it went into battle @battle_id. */
MstForce    *mst_campaign_store_replay_before_battle (MstCampaignStore *self,
                                                      gint64            battle_id,
                                                      GError          **error);
/* The force as it stood before anything dated @date or later. */
MstForce    *mst_campaign_store_replay_before_date (MstCampaignStore *self,
                                                    gint64            force_id,
                                                    const char       *date,
                                                    GError          **error);

MstCampaignSummary *mst_campaign_store_summarize (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  GError           **error);

/* Files: one XML file (schemas/campaign.xsd) carries a whole campaign, its
 * forces and their histories. */
gboolean     mst_campaign_store_export_file      (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  const char        *path,
                                                  GError           **error);
char        *mst_campaign_store_export_data      (MstCampaignStore  *self,
                                                  gint64             campaign_id,
                                                  gsize             *len,
                                                  GError           **error);
/* Adds the campaign in the file as a new campaign; returns its id. */
gint64       mst_campaign_store_import_file      (MstCampaignStore  *self,
                                                  const char        *path,
                                                  GError           **error);

G_END_DECLS
