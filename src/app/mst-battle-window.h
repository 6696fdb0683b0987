/* mst-battle-window.h: the post-battle form: one battle's losses for a whole force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_BATTLE_WINDOW (mst_battle_window_get_type ())
G_DECLARE_FINAL_TYPE (MstBattleWindow, mst_battle_window, MST, BATTLE_WINDOW, AdwWindow)

/* A form for a battle of @force_id, of campaign @campaign_id, recorded
 * through @session (the library's campaigns, or a club server's): a row
 * for each of its units and generals as they stand now, read through the
 * session, off the window's thread.  Emits "recorded" (the battle's id,
 * and whether it was queued for a server out of reach) once the battle is
 * recorded, then closes; a battle refused (the force changed meanwhile,
 * a login not allowed) is said, and the form keeps it to record again.
 * @session NULL: the library could not be opened, which the form says. */
GtkWindow *mst_battle_window_new (GtkWindow          *parent,
                                  MstCampaignSession *session,
                                  gint64              campaign_id,
                                  gint64              force_id);
/* The same on a session of its own on @library's campaigns (NULL: the
 * library could not be opened). */
GtkWindow *mst_battle_window_new_for_library (GtkWindow    *parent,
                                              MstLibrary   *library,
                                              MstCatalogue *catalogue,
                                              gint64        campaign_id,
                                              gint64        force_id);
/* Fills the form in from @battle (a finished game's record: each unit's
 * grade, bases lost and break, each general's fate, the supply spent),
 * matching rows by unit and general name, once the force is read; the
 * player still records it. */
void       mst_battle_window_fill (MstBattleWindow *self,
                                   MstBattle       *battle);

G_END_DECLS
