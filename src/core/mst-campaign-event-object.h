/* mst-campaign-event-object.h: the MstCampaignEvent object's fields, for
 * its own files alone (mst-campaign-event.c, mst-campaign-event-apply.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-campaign-event.h"

G_BEGIN_DECLS

struct _MstCampaignEvent
{
  GObject parent_instance;

  gint64 id;
  gint64 campaign_id;
  gint64 force_id;
  MstCampaignEventKind kind;
  char *date;
  gint64 recorded;
  MstBattle *battle;
  char *unit;
  int general;
  char *name;
  char *previous;
  char *template_id;
  /* RETRACTED: the change taken back. */
  gint64 retracts;
  guint bases;
  int command;
  char *force_data;
  /* GENERAL_REPLACED: the new man's attributes ("rating" → "able",
   * "respect" → "inspired"); UNIT_ADDED and UNIT_REGRADED: the unit's as
   * it came (its "weapon", "doctrines"), once known; else NULL. */
  GHashTable *attrs;
  /* The rule set of the force, for the words describe() uses; NULL:
   * not known, Drums and Muskets' words. */
  char *ruleset;
};

/* Replaces the string *@field with a copy of @value. */
void mst_campaign_event_replace_string (char       **field,
                                        const char  *value);

G_END_DECLS
