/* mst-battle-window.h: the post-battle form: one battle's losses for a whole force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_BATTLE_WINDOW (mst_battle_window_get_type ())
G_DECLARE_FINAL_TYPE (MstBattleWindow, mst_battle_window, MST, BATTLE_WINDOW, AdwWindow)

/* A form for a battle of @force_id, of campaign @campaign_id, with a row
 * for each of its units and generals as they stand now.  Emits
 * "recorded" (the battle's id) once the battle is in the library. */
GtkWindow *mst_battle_window_new (GtkWindow    *parent,
                                  MstLibrary   *library,
                                  MstCatalogue *catalogue,
                                  gint64        campaign_id,
                                  gint64        force_id);
/* A form for a battle of @force, a club server's force as read from the
 * server (@events its history, may be NULL, for the date it suggests).
 * It writes nothing itself: it emits "send" with the battle entered, and
 * keeps it until answered by mst_battle_window_sent() (then "recorded",
 * and it closes) or mst_battle_window_send_failed() (the message shown,
 * the form as it was, to record again). */
GtkWindow *mst_battle_window_new_for_server (GtkWindow    *parent,
                                             MstCatalogue *catalogue,
                                             MstForce     *force,
                                             GPtrArray    *events);
void       mst_battle_window_sent           (MstBattleWindow *self,
                                             gint64           battle_id);
void       mst_battle_window_send_failed    (MstBattleWindow *self,
                                             const char      *message);
/* Fills the form in from @battle (a finished game's record: each unit's
 * grade, bases lost and break, each general's fate, the supply spent),
 * matching rows by unit and general name; the player still records it. */
void       mst_battle_window_fill (MstBattleWindow *self,
                                   MstBattle       *battle);

G_END_DECLS
