/* mst-campaign-window-private.h: what the campaigns window's pages share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "mst-campaign-dialog.h"
#include "mst-campaign-window.h"

G_BEGIN_DECLS

/* The rows of a list in the window's first frame (GTK 4.8 makes a row for
 * each of up to 200 items at once): the rest come right after it. */
#define MST_CAMPAIGN_FIRST_ROWS 32

struct _MstCampaignWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  AdwLeaflet *leaflet;
  GtkStack *campaigns_stack;
  AdwStatusPage *error_page;
  GtkListBox *campaigns_list;
  AdwWindowTitle *campaign_title;
  AdwActionRow *summary_battles_row;
  AdwActionRow *summary_losses_row;
  AdwActionRow *summary_generals_row;
  GtkMenuButton *add_force_button;
  GtkListBox *forces_list;
  GtkStack *battles_stack;
  GtkListView *battles_view;
  AdwWindowTitle *force_title;
  GtkListBox *state_list;
  GtkListView *history_view;
  AdwWindowTitle *battle_title;
  AdwActionRow *battle_result_row;
  AdwActionRow *battle_force_row;
  AdwActionRow *battle_supply_row;
  GtkListBox *battle_units_list;
  GtkListBox *battle_generals_list;
  GtkLabel *battle_notes_label;
  AdwWindowTitle *before_title;
  GtkListBox *before_list;

  MstLibrary *library;
  MstCatalogue *catalogue;
  MstCampaignStore *store;
  /* The library's campaigns, and the club server's (NULL: no server):
   * the battle form records through the one the campaign shown is in. */
  MstCampaignSession *session;
  MstCampaignSession *server_session;
  gboolean writable;
  gboolean show_archived;
  gboolean campaign_archived;
  gint64 campaign_id;
  gint64 force_id;
  char *campaign_name;

  /* The lists shown: the views recycle their rows over these. */
  GListStore *campaigns;   /* MstCampaign */
  GListStore *battles;     /* MstBattle, the latest first */
  guint battles_more_id;   /* the library's older battles read, a page an idle */
  GListStore *events;      /* MstCampaignEvent, oldest first */
  GHashTable *retracted;   /* the ids (gint64 *) of the changes of events taken back; NULL: none */
  /* Until the window's first frame, its lists show their first rows
   * alone (GTK 4.8 makes a row for each of up to 200 items at once). */
  gboolean drawn;
  GtkSliceListModel *battles_slice;
  GtkSliceListModel *events_slice;
  GtkSliceListModel *forces_slice;
  GHashTable *force_names; /* force id (gint64 *) → name, for the battles' rows */
  MstBattle *battle;       /* the battle read back, with its records */
  GPtrArray *pages;        /* the way back: the names of the pages left */
  gboolean campaign_stale; /* changed on a deeper page: read again on the way back */

  /* The club server's campaigns (mst-campaign-window-club.c) */
  GtkRevealer *server_banner;
  GtkLabel *server_banner_label;
  GtkWidget *server_password_button;
  GtkWidget *server_retry_button;
  GtkWidget *server_box;
  GtkLabel *server_heading;
  GtkListBox *server_list;
  GListStore *server_campaigns;  /* MstCampaign, on the server */
  char *server_uri;              /* without its password; NULL: no club server */
  char *server_host;
  GCancellable *server_cancellable;
  gboolean on_server;            /* the campaign shown is the server's */
  /* Live updates: a connection of its own hears what changes there. */
  GObject *server_listener;
  GSource *server_watch;
  gboolean server_listen_pending;
  guint server_retry_id;         /* the next try after the connection was lost */
  guint server_backoff;          /* seconds before that try */
  guint server_changed_id;       /* a burst of changes read once */
  gboolean server_shown_changed; /* the campaign shown was among them */
  /* The server's force shown, as last read: changes to it are sent with
   * its revision then, and a stale one is refused there. */
  MstForce *server_force;
  gint64 server_revision;
  gboolean server_changing;      /* a change is on its way: one at a time */
  /* The server could not be reached: its campaigns listed from the copy
   * kept here (campaign id → when its copy was taken); writes queued. */
  gboolean server_offline;
  GHashTable *server_taken;
  gboolean server_flush_pending; /* the queue is being sent */
  /* The writes waiting in it (mst-campaign-window-queue.c) */
  GtkWidget *queue_box;
  GtkListBox *queue_list;
  gboolean server_flushed;       /* sent once since the server was last reached */
};

void     mst_campaign_window_toast            (MstCampaignWindow     *self,
                                               const char            *message);
/* Errors stay until dismissed: they are worth reading. */
void     mst_campaign_window_toast_error      (MstCampaignWindow     *self,
                                               const GError          *error);
void     mst_campaign_window_ask              (MstCampaignWindow     *self,
                                               MstCampaignDialogKind  kind,
                                               GObject               *item,
                                               MstForce              *force);
void     mst_campaign_window_record_battle    (MstCampaignWindow     *self,
                                               gint64                 force_id);
void     mst_campaign_window_refresh_campaign (MstCampaignWindow     *self);
/* Reads the library's campaigns again (and the club server's). */
void     mst_campaign_window_refresh_campaigns (MstCampaignWindow    *self);
void     mst_campaign_window_go_to            (MstCampaignWindow     *self,
                                               const char            *page);
/* Puts a campaign's summary and battles on its page. */
void     mst_campaign_window_fill_campaign    (MstCampaignWindow     *self,
                                               MstCampaignSummary    *summary,
                                               GPtrArray             *battles);
/* Puts a battle read back, with its records, on its page. */
void     mst_campaign_window_fill_battle      (MstCampaignWindow     *self,
                                               MstBattle             *battle);
/* Enables the actions as the library and the campaign shown allow. */
void     mst_campaign_window_update_actions   (MstCampaignWindow     *self);
/* Shows the list of campaigns page as its lists stand. */
void     mst_campaign_window_update_campaigns_page (MstCampaignWindow *self);

/* The club server's campaigns (mst-campaign-window-club.c): listed,
 * shown read-only, and local ones published there. */
void     mst_campaign_window_club_init        (MstCampaignWindow     *self);
void     mst_campaign_window_club_dispose     (MstCampaignWindow     *self);
void     mst_campaign_window_club_class_init  (GtkWidgetClass        *widget_class);
/* Reads the server's campaigns again, on a worker. */
void     mst_campaign_window_club_refresh     (MstCampaignWindow     *self);
void     mst_campaign_window_club_show_campaign (MstCampaignWindow   *self,
                                                 gint64               campaign_id);
void     mst_campaign_window_club_show_force  (MstCampaignWindow     *self,
                                               gint64                 force_id);
void     mst_campaign_window_club_show_battle (MstCampaignWindow     *self,
                                               MstBattle             *battle);
/* Reads the server's campaign shown (and its force, on the force page)
 * again, on a worker, staying on the page shown. */
void     mst_campaign_window_club_reload      (MstCampaignWindow     *self);
/* The session on the club server's campaigns, made at the first call;
 * NULL without a club server. */
MstCampaignSession *mst_campaign_window_club_session (MstCampaignWindow *self);
/* A battle of the server's campaign shown was recorded, or @queued. */
void     mst_campaign_window_club_recorded    (MstCampaignWindow     *self,
                                               gboolean               queued);
/* Sends a change between battles (@event, taken) of the server's force
 * shown there, with the revision it was read at, then reads it again. */
void     mst_campaign_window_club_append      (MstCampaignWindow     *self,
                                               MstCampaignEvent      *event);
/* Takes change @event_id of the server's force shown back, for @reason
 * (may be NULL): the campaign's game master alone; then reads it again. */
void     mst_campaign_window_club_retract     (MstCampaignWindow     *self,
                                               gint64                 event_id,
                                               const char            *reason);

void     mst_campaign_window_go_home          (MstCampaignWindow     *self);
GtkListItemFactory *mst_campaign_window_factory_new (GCallback          setup,
                                                     GCallback          bind,
                                                     MstCampaignWindow *self);

/* The page of one campaign (mst-campaign-page.c): its summary, forces and
 * battles, a battle read back, and the campaign's menu. */
void     mst_campaign_page_class_init         (GtkWidgetClass        *widget_class);
void     mst_campaign_page_init               (MstCampaignWindow     *self);
void     mst_campaign_page_show_battle        (MstCampaignWindow     *self,
                                               gint64                 battle_id);
/* Renames the campaign as the rename question was answered. */
void     mst_campaign_page_answer_rename      (MstCampaignWindow     *self,
                                               MstCampaignDialog     *dialog);

/* The battles and changes waiting for the club server
 * (mst-campaign-window-queue.c): listed, and one it answered dropped. */
void     mst_campaign_window_queue_class_init (GtkWidgetClass        *widget_class);
/* Reads the queue again, on a worker, and lists it. */
void     mst_campaign_window_queue_refresh    (MstCampaignWindow     *self);

/* The page of one force (mst-campaign-force-page.c). */
void     mst_campaign_window_refresh_force    (MstCampaignWindow     *self);
/* Appends @event (taken), a change between battles, to the history of the
 * force shown: the library's store, or the club server's. */
void     mst_campaign_force_page_append       (MstCampaignWindow     *self,
                                               MstCampaignEvent      *event);
/* Answers a question about a change between battles; FALSE when @dialog
 * asked something else. */
gboolean mst_campaign_force_page_answer       (MstCampaignWindow     *self,
                                               MstCampaignDialog     *dialog);
/* Installs the force.* actions. */
void     mst_campaign_force_page_class_init   (GtkWidgetClass        *widget_class);

G_END_DECLS
