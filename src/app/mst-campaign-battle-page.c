/* mst-campaign-battle-page.c: the page of one battle, read back with its records through the campaign's session.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-campaign-page.h"
#include "mst-campaign-rows.h"

struct _MstCampaignBattlePage
{
  AdwBin parent_instance;

  AdwWindowTitle *battle_title;
  AdwActionRow *battle_result_row;
  AdwActionRow *battle_force_row;
  AdwActionRow *battle_supply_row;
  GtkListBox *battle_units_list;
  GtkListBox *battle_generals_list;
  GtkLabel *battle_notes_label;

  MstCampaignSession *session;
  GCancellable *cancellable;
  MstBattle *battle;       /* the battle shown, with its records */
  char *force_name;
};

G_DEFINE_FINAL_TYPE (MstCampaignBattlePage, mst_campaign_battle_page, ADW_TYPE_BIN)

enum {
  SIGNAL_SHOW_BEFORE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
create_line_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), FALSE);
}

/* A battle read back: with its records, and where the rule set has
 * levels of command and the place keeps them, the force as it stood
 * before it (which names each general's level that day). */
typedef struct {
  MstBattle *listed;
  gboolean with_before;
  MstBattle *battle;
  MstForce *before;
} BattleRead;

static void
battle_read_free (gpointer data)
{
  BattleRead *r = data;

  g_clear_object (&r->listed);
  g_clear_object (&r->battle);
  g_clear_object (&r->before);
  g_free (r);
}

static gpointer
read_battle_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  BattleRead *r = data;
  MstRuleset *rs;

  r->battle = mst_campaign_backend_get_battle (backend, r->listed, error);
  if (r->battle == NULL)
    return NULL;
  rs = mst_ruleset_lookup (mst_battle_get_ruleset (r->battle));
  if (r->with_before && rs != NULL && mst_ruleset_get_levels (rs) != NULL)
    r->before = mst_campaign_backend_replay_before_battle (backend, mst_battle_get_id (r->battle), NULL);
  return GINT_TO_POINTER (TRUE);
}

/* The generals of a recorded battle.  Where the rule set has levels of
 * command (Brigade Command), each is named with his level in the force's
 * tree as it stood that day ("Morand", "Brigade · Killed"); elsewhere by
 * his post ("General of command 2 · Swept away"). */
static GListModel *
battle_generals (MstBattle *battle, MstForce *force)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
  g_autoptr(GPtrArray) commands = NULL;
  GListStore *store;

  if (force == NULL || rs == NULL)
    return mst_campaign_view_battle_generals (battle);

  commands = mst_force_list_commands (force);
  store = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  for (guint i = 0; i < mst_battle_get_n_generals (battle); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i);
      const char *fate = mst_general_fate_get_label (g->fate);
      const char *level = NULL;
      g_autofree char *subtitle = NULL;
      g_autoptr(MstCampaignLine) line = NULL;

      if (g->position == 0)
        level = _("Army commander");
      else if (g->position > 0 && (guint) g->position <= commands->len)
        level = mst_ruleset_level_label (rs, mst_command_get_level (g_ptr_array_index (commands, g->position - 1)));
      /* TRANSLATORS: a commander's level ("Brigade"), then his fate in the battle ("Killed") */
      subtitle = level != NULL ? g_strdup_printf (_("%s · %s"), level, fate) : g_strdup (fate);
      line = mst_campaign_line_new (MST_CAMPAIGN_LINE_TEXT, g->general, subtitle);
      g_list_store_append (store, line);
    }
  return G_LIST_MODEL (store);
}

static void
fill (MstCampaignBattlePage *self, BattleRead *r)
{
  MstBattle *battle = r->battle;
  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
  g_autoptr(GListModel) units = NULL;
  g_autoptr(GListModel) generals = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *opponent = NULL;
  g_autofree char *supply = NULL;
  g_autofree char *force = NULL;

  g_set_object (&self->battle, battle);
  outcome = mst_campaign_view_battle_outcome (battle);
  opponent = mst_campaign_view_battle_opponent (battle);
  supply = mst_campaign_view_battle_supply (battle);
  /* TRANSLATORS: a force's name, then whom it fought ("Against the Austrians") */
  force = opponent != NULL ? g_strdup_printf (_("%s · %s"), self->force_name != NULL ? self->force_name : "",
                                              opponent)
                           : g_strdup (self->force_name);

  adw_window_title_set_title (self->battle_title, mst_battle_get_name (battle));
  adw_window_title_set_subtitle (self->battle_title, mst_battle_get_date (battle));
  adw_action_row_set_subtitle (self->battle_result_row, outcome);
  adw_action_row_set_subtitle (self->battle_force_row, force);
  adw_action_row_set_subtitle (self->battle_supply_row, supply);
  /* Supply dice come from a pool: no row where the rule set has none. */
  gtk_widget_set_visible (GTK_WIDGET (self->battle_supply_row), rs == NULL || mst_ruleset_has_pools (rs));
  units = mst_campaign_view_battle_units (battle);
  generals = battle_generals (battle, r->before);
  gtk_list_box_bind_model (self->battle_units_list, units, create_line_row, self, NULL);
  gtk_list_box_bind_model (self->battle_generals_list, generals, create_line_row, self, NULL);
  gtk_label_set_text (self->battle_notes_label,
                      mst_battle_get_notes (battle)[0] != '\0' ? mst_battle_get_notes (battle) : _("No notes"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.show-before",
                                 (mst_campaign_session_get_capabilities (self->session) & MST_CAMPAIGN_CAN_SHOW_BEFORE)
                                   != 0);
}

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignBattlePage) self = data;
  g_autoptr(GError) error = NULL;

  if (mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error) == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        mst_campaign_page_emit_error (GTK_WIDGET (self), error);
      return;
    }
  fill (self, mst_campaign_session_run_get_data (result));
  g_signal_emit_by_name (self, "opened");
}

void
mst_campaign_battle_page_show (MstCampaignBattlePage *self, MstCampaignSession *session, MstBattle *battle,
                               const char *force_name)
{
  BattleRead *r;

  g_return_if_fail (MST_IS_CAMPAIGN_BATTLE_PAGE (self));
  g_return_if_fail (MST_IS_CAMPAIGN_SESSION (session));
  g_return_if_fail (MST_IS_BATTLE (battle));

  g_set_object (&self->session, session);
  g_free (self->force_name);
  self->force_name = g_strdup (force_name);
  r = g_new0 (BattleRead, 1);
  r->listed = g_object_ref (battle);
  r->with_before = (mst_campaign_session_get_capabilities (session) & MST_CAMPAIGN_CAN_SHOW_BEFORE) != 0;
  mst_campaign_session_run_async (session, read_battle_call, r, battle_read_free, NULL, FALSE, self->cancellable,
                                  on_read, g_object_ref (self));
}

/* The force as it stood before the battle shown */

static gpointer
before_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_replay_before_battle (backend, mst_battle_get_id (data), error);
}

static void
on_before_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignBattlePage) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (force == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        mst_campaign_page_emit_error (GTK_WIDGET (self), error);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_SHOW_BEFORE], 0, force, mst_campaign_session_run_get_data (result));
}

static void
on_show_before (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignBattlePage *self = MST_CAMPAIGN_BATTLE_PAGE (widget);

  if (self->battle == NULL || self->session == NULL)
    return;
  mst_campaign_session_run_async (self->session, before_call, g_object_ref (self->battle), g_object_unref,
                                  g_object_unref, FALSE, self->cancellable, on_before_read, g_object_ref (self));
}

static void
mst_campaign_battle_page_dispose (GObject *object)
{
  MstCampaignBattlePage *self = MST_CAMPAIGN_BATTLE_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_BATTLE_PAGE);
  g_clear_object (&self->session);
  g_clear_object (&self->battle);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->force_name, g_free);
  G_OBJECT_CLASS (mst_campaign_battle_page_parent_class)->dispose (object);
}

static void
mst_campaign_battle_page_class_init (MstCampaignBattlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_campaign_battle_page_dispose;
  mst_campaign_page_add_signals (object_class);
  signals[SIGNAL_SHOW_BEFORE] = g_signal_new ("show-before", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                              NULL, NULL, G_TYPE_NONE, 2, MST_TYPE_FORCE, MST_TYPE_BATTLE);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-battle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_result_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_force_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_supply_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_units_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_generals_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignBattlePage, battle_notes_label);
  gtk_widget_class_install_action (widget_class, "battle.show-before", NULL, on_show_before);
}

static void
mst_campaign_battle_page_init (MstCampaignBattlePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.show-before", FALSE);
}
