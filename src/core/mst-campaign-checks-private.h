/* mst-campaign-checks-private.h: what every campaign backend checks and makes alike, whichever keeps the
 * campaign (the library's SQLite store, a club's server), and how a force's history is appended to and
 * replayed: no backend's own header.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-battle.h"
#include "mst-campaign-event.h"
#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* The time a change is recorded at: seconds since the epoch. */
gint64        mst_campaign_now               (void);
/* A campaign's name trimmed, or NULL and @error when empty or too long. */
char         *mst_campaign_clean_name        (const char    *name,
                                              GError       **error);
/* NULL, or a real date written YYYY-MM-DD. */
gboolean      mst_campaign_check_date        (const char    *date,
                                              GError       **error);
/* Names as a reader sorts them: "Armée" with "Army", whatever the locale. */
int           mst_campaign_compare_names     (const char    *a,
                                              const char    *b);
/* By name, then (namesakes) by id. */
int           mst_campaign_compare_named     (const char    *a,
                                              gint64         a_id,
                                              const char    *b,
                                              gint64         b_id);
/* For g_ptr_array_sort() over MstCampaign. */
int           mst_campaign_compare_campaigns (gconstpointer  a,
                                              gconstpointer  b);

/* The list a new unit or re-grade is built from is installed and has
 * @template_id. */
gboolean      mst_campaign_check_template    (MstCatalogue  *catalogue,
                                              const char    *list_id,
                                              const char    *template_id,
                                              GError       **error);

typedef gboolean (*MstReplayStop) (MstCampaignEvent *event, gconstpointer data);

/* A force's state replayed from @events up to (not including) the first
 * one @stop (may be NULL) says stops; @location names the history in
 * errors. */
MstForce     *mst_campaign_replay_events (GPtrArray        *events,
                                          MstReplayStop     stop,
                                          gconstpointer     data,
                                          MstCatalogue     *catalogue,
                                          const char       *location,
                                          GError          **error);
/* Stops at the first event on or after the date @data. */
gboolean      mst_campaign_replay_stop_at_date (MstCampaignEvent *event,
                                                gconstpointer     data);

/* How a backend writes, inside its transaction, what mst_history_append()
 * makes of an event. */
typedef struct {
  gint64   (*insert_battle) (gpointer backend, MstBattle *battle, gint64 campaign_id, gint64 force_id,
                             gint64 recorded, GError **error);
  gboolean (*insert_event)  (gpointer backend, MstCampaignEvent *event, gint64 campaign_id, gint64 force_id,
                             gint64 battle_id, gint64 recorded, GError **error);
  /* The force's new state, and the campaign marked modified. */
  gboolean (*write_state)   (gpointer backend, gint64 campaign_id, gint64 force_id, MstForce *force,
                             GError **error);
} MstHistoryWriter;

/* A force's campaign row, as a backend read it in its transaction. */
typedef struct {
  /* The library's path or the server's address, for messages. */
  const char *location;
  gint64      campaign_id;
  gint64      force_id;
  /* The force as the campaign last wrote it, and as it is now (changed
   * in an editor since, or not). */
  const char *state;
  const char *data;
  /* The last date in its history, or NULL. */
  const char *last_date;
} MstHistoryForce;

/* Inside a transaction: @event checked against the force and its history
 * (a battle made whole against the force), applied and written by
 * @writer, after an event for an editor's change if there is one.
 * Returns the event's id (for BATTLE: the battle's), or 0 and @error. */
gint64        mst_history_append         (const MstHistoryWriter *writer,
                                          gpointer                backend,
                                          const MstHistoryForce  *row,
                                          MstCatalogue           *catalogue,
                                          MstCampaignEvent       *event,
                                          gint64                  recorded,
                                          GError                **error);

/* A write on @base_revision refused: force @force_id of @location is at
 * @revision now (MST_ERROR_CONFLICT).  Returns FALSE. */
gboolean      mst_campaign_set_conflict     (GError          **error,
                                             const char       *location,
                                             gint64            force_id,
                                             gint64            base_revision,
                                             gint64            revision);

G_END_DECLS
