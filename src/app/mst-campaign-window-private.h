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
  /* The library's campaigns, and the club server's (NULL: no server):
   * every read and write of either is made through its session, off the
   * window's thread.  @shown is the one the campaign shown is in; nothing
   * else tells the window where a campaign lives, and what it can do there
   * is asked of it (mst_campaign_session_get_capabilities()). */
  MstCampaignSession *session;
  MstCampaignSession *server_session;
  MstCampaignSession *shown;
  gboolean show_archived;
  gboolean campaign_archived;
  gint64 campaign_id;
  gint64 force_id;
  char *campaign_name;
  GCancellable *cancellable;

  /* The force shown, as last read, and its revision: a change is based
   * on it, and a stale one refused where the campaign is shared. */
  MstForce *force;
  gint64 revision;
  gboolean changing;       /* a change is on its way: one at a time */

  /* The lists shown: the views recycle their rows over the shown
   * session's models. */
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

  /* The club server's campaigns (mst-campaign-window-club.c) */
  GtkRevealer *server_banner;
  GtkLabel *server_banner_label;
  GtkWidget *server_password_button;
  GtkWidget *server_retry_button;
  GtkWidget *server_box;
  GtkLabel *server_heading;
  GtkListBox *server_list;
  char *server_uri;              /* without its password; NULL: no club server */
  char *server_host;
  /* Live updates: a connection of its own hears what changes there. */
  GObject *server_listener;
  GSource *server_watch;
  gboolean server_listen_pending;
  guint server_retry_id;         /* the next try after the connection was lost */
  guint server_backoff;          /* seconds before that try */
  guint server_changed_id;       /* a burst of changes read once */
  gboolean server_shown_changed; /* the campaign shown was among them */
  gboolean server_flush_pending; /* the queue is being sent */
  gboolean server_flushed;       /* sent once since the server was last reached */
  /* The writes waiting in it (mst-campaign-window-queue.c) */
  GtkWidget *queue_box;
  GtkListBox *queue_list;
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
/* Reads the campaign shown again (and its force, on the force page). */
void     mst_campaign_window_refresh_campaign (MstCampaignWindow     *self);
/* Shows campaign @campaign_id of @session. */
void     mst_campaign_window_open_campaign    (MstCampaignWindow     *self,
                                               MstCampaignSession    *session,
                                               gint64                 campaign_id);
/* Reads the library's campaigns again (and the club server's). */
void     mst_campaign_window_refresh_campaigns (MstCampaignWindow    *self);
void     mst_campaign_window_go_to            (MstCampaignWindow     *self,
                                               const char            *page);
/* Enables the actions as the library and the campaign shown allow. */
void     mst_campaign_window_update_actions   (MstCampaignWindow     *self);
/* Shows the list of campaigns page as its lists stand. */
void     mst_campaign_window_update_campaigns_page (MstCampaignWindow *self);

/* The club server's campaigns (mst-campaign-window-club.c): listed, the
 * server's changes heard, the queue sent, local ones published there. */
void     mst_campaign_window_club_init        (MstCampaignWindow     *self);
void     mst_campaign_window_club_dispose     (MstCampaignWindow     *self);
void     mst_campaign_window_club_class_init  (GtkWidgetClass        *widget_class);
/* Reads the server's campaigns again, on its session's worker. */
void     mst_campaign_window_club_refresh     (MstCampaignWindow     *self);
/* A battle or change was queued for the server: said, and listed. */
void     mst_campaign_window_club_queued      (MstCampaignWindow     *self);
/* The place a session keeps its campaigns, for a page's subtitle ("On
 * HOST"); NULL for the library. */
char    *mst_campaign_window_describe_place   (MstCampaignWindow     *self,
                                               MstCampaignSession    *session);

void     mst_campaign_window_go_home          (MstCampaignWindow     *self);
GtkListItemFactory *mst_campaign_window_factory_new (GCallback          setup,
                                                     GCallback          bind,
                                                     MstCampaignWindow *self);

/* The page of one campaign (mst-campaign-page.c): its summary, forces and
 * battles, a battle read back, and the campaign's menu. */
void     mst_campaign_page_class_init         (GtkWidgetClass        *widget_class);
void     mst_campaign_page_init               (MstCampaignWindow     *self);
/* Reads @battle (as listed) back, with its records, and shows it. */
void     mst_campaign_page_show_battle        (MstCampaignWindow     *self,
                                               MstBattle             *battle);
/* Renames the campaign as the rename question was answered. */
void     mst_campaign_page_answer_rename      (MstCampaignWindow     *self,
                                               MstCampaignDialog     *dialog);

/* The battles and changes waiting for the club server
 * (mst-campaign-window-queue.c): listed, and one it answered dropped. */
void     mst_campaign_window_queue_class_init (GtkWidgetClass        *widget_class);
/* Reads the queue again, on a worker, and lists it. */
void     mst_campaign_window_queue_refresh    (MstCampaignWindow     *self);

/* The page of one force (mst-campaign-force-page.c). */
/* Reads force @force_id of the campaign shown, and shows it (@go: goes to
 * its page). */
void     mst_campaign_force_page_show         (MstCampaignWindow     *self,
                                               gint64                 force_id,
                                               gboolean               go);
void     mst_campaign_window_refresh_force    (MstCampaignWindow     *self);
/* Appends @event (taken), a change between battles, to the history of the
 * force shown, through the campaign's session. */
void     mst_campaign_force_page_append       (MstCampaignWindow     *self,
                                               MstCampaignEvent      *event);
/* Answers a question about a change between battles; FALSE when @dialog
 * asked something else. */
gboolean mst_campaign_force_page_answer       (MstCampaignWindow     *self,
                                               MstCampaignDialog     *dialog);
/* Installs the force.* actions. */
void     mst_campaign_force_page_class_init   (GtkWidgetClass        *widget_class);

G_END_DECLS
