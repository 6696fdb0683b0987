/* mst-game-window.h: a game in progress at the table, down to a phone's width.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_GAME_WINDOW (mst_game_window_get_type ())
G_DECLARE_FINAL_TYPE (MstGameWindow, mst_game_window, MST, GAME_WINDOW, AdwWindow)

/* A window over @game.  @library and @catalogue (may be NULL) open the
 * campaign's battle form when a campaign game is finished; @settings (may
 * be NULL) gives the test dice. */
GtkWindow   *mst_game_window_new         (GtkWindow     *parent,
                                          MstGame       *game,
                                          MstLibrary    *library,
                                          MstCatalogue  *catalogue,
                                          GSettings     *settings);
MstGame     *mst_game_window_get_game    (MstGameWindow *self);
/* The expander row of @unit: its controls are named by its rule set's
 * game fields ("hits", "broken"), and its tests' button "unit-tests". */
GtkWidget   *mst_game_window_get_unit_row (MstGameWindow *self,
                                           MstGameUnit   *unit);
/* Records what @outcome of test @test_id does to @unit by its rules (a
 * Drums and Muskets unit's hits, forced retire or break) as one step;
 * what the "Apply" of a thrown test's toast does. */
void         mst_game_window_apply_outcome (MstGameWindow *self,
                                            MstGameUnit   *unit,
                                            const char    *test_id,
                                            const char    *outcome);
/* The tests the turn's end called for, not yet opened one after another
 * (MstGamePrompt), or NULL. */
GPtrArray   *mst_game_window_get_pending_tests (MstGameWindow *self);
/* Finishes the game; in a campaign, opens the battle form filled in from
 * it and returns it. */
GtkWindow   *mst_game_window_finish      (MstGameWindow *self);
/* Resumes the unfinished game saved for library force @force_id, or starts
 * one of @force (NULL: the library's), a campaign battle when the force is
 * in a campaign, saved under mst_game_get_default_dir(); presents it. */
GtkWindow   *mst_game_window_play        (GtkWindow     *parent,
                                          MstForce      *force,
                                          gint64         force_id,
                                          MstLibrary    *library,
                                          MstCatalogue  *catalogue,
                                          GSettings     *settings,
                                          GError       **error);
/* Starts a game of @force against @against at one table (both forces of
 * one rule set; else NULL with @error), scouting rolled between them with
 * @dice (NULL: fresh dice), saved under mst_game_get_default_dir();
 * presents it. */
GtkWindow   *mst_game_window_play_against (GtkWindow    *parent,
                                           MstForce     *force,
                                           MstForce     *against,
                                           MstLibrary   *library,
                                           MstCatalogue *catalogue,
                                           GSettings    *settings,
                                           MstDice      *dice,
                                           GError      **error);
/* Asks which of @entries (MstLibraryEntry: the library's forces of
 * @force's rule set, or a campaign's) @force plays against, then starts
 * that game (mst_game_window_play_against()). */
void         mst_game_window_choose_opponent (GtkWindow    *parent,
                                              MstForce     *force,
                                              GPtrArray    *entries,
                                              MstLibrary   *library,
                                              MstCatalogue *catalogue,
                                              GSettings    *settings);
/* The dice initiative is rolled with (tests replay a seed). */
void         mst_game_window_set_dice    (MstGameWindow *self,
                                          MstDice       *dice);

G_END_DECLS
