/* mst-campaign-dialog.h: the campaigns window's questions: a name, a unit to raise or re-grade, a general to rename or replace.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

typedef enum {
  MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN,
  MST_CAMPAIGN_DIALOG_RENAME_CAMPAIGN,
  MST_CAMPAIGN_DIALOG_NEW_UNIT,
  MST_CAMPAIGN_DIALOG_REGRADE,
  MST_CAMPAIGN_DIALOG_DISBAND,
  MST_CAMPAIGN_DIALOG_RENAME_GENERAL,
  MST_CAMPAIGN_DIALOG_REPLACE_GENERAL,
} MstCampaignDialogKind;

#define MST_TYPE_CAMPAIGN_DIALOG (mst_campaign_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignDialog, mst_campaign_dialog, MST, CAMPAIGN_DIALOG, AdwMessageDialog)

/* Asks about @item: an MstCampaign (renaming it), an MstCampaignLine (the
 * unit or general concerned), or NULL (a new campaign or unit).  @force is
 * the force as it stands, for the unit types and commands; NULL for a
 * campaign.  Answered with the "response" signal: "ok" or "cancel". */
MstCampaignDialog    *mst_campaign_dialog_new          (GtkWindow             *parent,
                                                        MstCampaignDialogKind  kind,
                                                        GObject               *item,
                                                        MstForce              *force);
MstCampaignDialogKind mst_campaign_dialog_get_kind     (MstCampaignDialog     *self);
GObject              *mst_campaign_dialog_get_item     (MstCampaignDialog     *self);
/* What was answered: the name typed (trimmed), the unit type chosen, the
 * command (-1: none), the bases (0: the usual; FALSE if not a number from
 * 1 to 99). */
char                 *mst_campaign_dialog_dup_name     (MstCampaignDialog     *self);
const char           *mst_campaign_dialog_get_template (MstCampaignDialog     *self);
int                   mst_campaign_dialog_get_command  (MstCampaignDialog     *self);
gboolean              mst_campaign_dialog_get_bases    (MstCampaignDialog     *self,
                                                        guint                 *bases);
/* The new general's attributes ("respect" → "inspired", "rating" →
 * "able") as his rule set declares them, or NULL when the dialog asked
 * none. */
GHashTable           *mst_campaign_dialog_dup_attrs    (MstCampaignDialog     *self);

G_END_DECLS
