/* mst-game.h: a game in progress: hits, fates, supply dice, turns and initiative, with undo and autosave.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is taken from a force when it starts and keeps its own state; the
 * force is not changed by play.  Drums and Muskets first: the rule set's
 * part is the hits a base takes, when a unit breaks, the pools and the
 * tests' situations, each in a function of its own below, so that another
 * rule set fills in the same model. */
#pragma once

#include <glib-object.h>

#include "mst-battle.h"
#include "mst-campaign-store.h"
#include "mst-catalogue.h"
#include "mst-dice.h"
#include "mst-force.h"
#include "mst-game-general.h"
#include "mst-game-unit.h"
#include "mst-history.h"
#include "mst-deck.h"
#include "mst-ruleset.h"
#include "mst-contest.h"

G_BEGIN_DECLS

/* The most hits a unit may be given (a count of hits, MST_GAME_FIELD_IN_HITS). */
#define MST_GAME_MOST_HITS 10000

/* ---- the game ---------------------------------------------------------- */

#define MST_TYPE_GAME (mst_game_get_type ())
G_DECLARE_FINAL_TYPE (MstGame, mst_game, MST, GAME, GObject)

/* A new game of a copy of @force: turn 1, every unit whole with the grade rolled at
 * deployment, every general on the table, the whole supply pool.
 * @campaign_id: the campaign whose battle this is, or 0. */
MstGame        *mst_game_new_for_force    (MstForce      *force,
                                           gint64         campaign_id);
/* A game between two forces of one rule set at one table: @force's game,
 * and @against's as its opponent (mst_game_get_opponent()), both kept in
 * one file; @force the attacker until scouting says otherwise.  Forces of
 * two rule sets are MST_ERROR_INVALID. */
MstGame        *mst_game_new_for_forces   (MstForce      *force,
                                           MstForce      *against,
                                           gint64         campaign_id,
                                           GError       **error);
/* The second force's game of a game between two, or NULL. */
MstGame        *mst_game_get_opponent     (MstGame       *self);
void            mst_game_set_opponent     (MstGame       *self,
                                           MstGame       *opponent);
/* The battles of a game between two of the library's forces (the game is
 * not finished by it): a battle for each, @result the first force's and
 * the other's the opposite, on @date (YYYY-MM-DD), named @name (NULL:
 * "FORCE against OTHER"), for both to be recorded in their campaigns in
 * one transaction (mst_campaign_backend_record_battle_pair()). */
gboolean        mst_game_make_battles     (MstGame          *self,
                                           MstBattleResult   result,
                                           const char       *date,
                                           const char       *name,
                                           MstBattle       **ours,
                                           MstBattle       **theirs,
                                           GError          **error);
/* The game's id, a UUID kept in its file; the notes of the battles it
 * records name it. */
const char     *mst_game_get_id           (MstGame       *self);
/* The force's id in the library once it is there (joined a campaign);
 * saved with the game's next change. */
void            mst_game_set_force_id     (MstGame       *self,
                                           gint64         force_id);
/* A battle this game recorded in campaign @campaign_id, by the game's id
 * in its notes: its id, 0 when none, -1 on error. */
gint64          mst_game_find_recorded    (MstGame          *self,
                                           MstCampaignStore *store,
                                           gint64            campaign_id,
                                           GError          **error);
/* Finishes the game into campaign @campaign_id of @store's library: each
 * force joins it (on @date) unless it is there, its battle is recorded
 * (@name, or "A game of …"; @result the first force's), a game between
 * two recording both; all in one transaction, or nothing.  The battles'
 * ids in @ids (the second 0 for a game of one force). */
gboolean        mst_game_record_in_campaign (MstGame          *self,
                                             MstCampaignStore *store,
                                             gint64            campaign_id,
                                             MstBattleResult   result,
                                             const char       *date,
                                             const char       *name,
                                             gint64            ids[2],
                                             GError          **error);
/* "attacker" or "defender", as scouting decided; NULL before. */
const char     *mst_game_get_role         (MstGame       *self);
/* Scouting between the two forces of a game between two (each side's
 * supply die spent if it adds one); the roles follow. */
MstContest     *mst_game_roll_scouting    (MstGame       *self,
                                           MstDice       *dice,
                                           gboolean       supply,
                                           gboolean       opponent_supply);
/* Reads a game saved by mst_game_save(); the force inside it is read with
 * @catalogue.  Errors name the file. */
MstGame        *mst_game_new_from_file    (const char    *path,
                                           MstCatalogue  *catalogue,
                                           GError       **error);

MstForce       *mst_game_get_force        (MstGame       *self);
const char     *mst_game_get_ruleset      (MstGame       *self);
/* The force's id in the library, and the campaign's; 0 for none. */
gint64          mst_game_get_force_id     (MstGame       *self);
gint64          mst_game_get_campaign_id  (MstGame       *self);
/* A GListModel of MstGameUnit, in the force's order. */
GListModel     *mst_game_get_units        (MstGame       *self);
/* A GListModel of MstGameGeneral, the commander first. */
GListModel     *mst_game_get_generals     (MstGame       *self);
MstGameGeneral *mst_game_get_unit_general (MstGame       *self,
                                           MstGameUnit   *unit);
guint           mst_game_get_turn         (MstGame       *self);
guint           mst_game_get_supply_total (MstGame       *self);
guint           mst_game_get_supply_left  (MstGame       *self);
/* Six by default (the Hits section and the quick reference); the shooting
 * procedure's reading is two.  Kept in the game's file. */
guint           mst_game_get_hits_per_base (MstGame      *self);
void            mst_game_set_hits_per_base (MstGame      *self,
                                            guint         hits_per_base);
gboolean        mst_game_get_finished     (MstGame       *self);
/* One line per initiative roll: "TURN<TAB>ROLL<TAB>A|B|-". */
const char     *mst_game_get_initiative_log (MstGame     *self);
/* Undo and redo of every change below. */
MstHistory     *mst_game_get_history      (MstGame       *self);

/* Each change is one step of the history, and saved at once when the game
 * has a file (mst_game_set_file). */
/* Adds @n (or takes back -@n) of @unit's first count of losses (a Drums and
 * Muskets unit's hits, a battalion's platoons lost), with what follows by
 * the rules; FALSE with MST_ERROR_INVALID when more than the unit has, or
 * its rule set counts none. */
gboolean        mst_game_add_losses       (MstGame       *self,
                                           MstGameUnit   *unit,
                                           int            n,
                                           GError       **error);
void            mst_game_set_fate         (MstGame       *self,
                                           MstGameGeneral *general,
                                           MstGeneralFate fate);
/* Ticks one supply die off; FALSE when none is left. */
gboolean        mst_game_spend_supply     (MstGame       *self);
/* Turn Initiative with the generals still on the table, against
 * @opponent_pool dice (mst_initiative_roll(); @supply: a supply die is
 * added and spent).  The contest is kept in the log. */
MstContest     *mst_game_roll_initiative  (MstGame       *self,
                                           MstDice       *dice,
                                           guint          opponent_pool,
                                           gboolean       supply);
/* The turn-initiative pool now: the generals on the table ± ability. */
guint           mst_game_initiative_pool  (MstGame       *self);
/* Ends the turn: the units that owe a test for it by their rule set's
 * rules (a Drums and Muskets unit that took hits or stands at half its
 * strength, 000:1283-1286) are returned, a GPtrArray of MstGameUnit;
 * then the turn counter moves on and the fields of the turn start again
 * from nothing. */
GPtrArray      *mst_game_end_turn         (MstGame       *self);
/* @unit took the end-of-turn test it owed: what the ended turn held is
 * no longer one of its situations (its fields marked owed are cleared). */
void            mst_game_test_done        (MstGame       *self,
                                           MstGameUnit   *unit);
void            mst_game_finish           (MstGame       *self);

/* Sets a field of the rule set's game (mst_ruleset_get_game_fields()) as
 * the player types it: a count, yes or no, a choice's id.  A field the
 * rule set does not keep, a value it does not take, or losses beyond the
 * unit's strength are MST_ERROR_INVALID, naming them. */
gboolean        mst_game_set_field        (MstGame       *self,
                                           MstGameUnit   *unit,
                                           const char    *id,
                                           const char    *value,
                                           GError       **error);
/* The attributes of a command the player changes in play (a Brigade
 * Command brigade's orders, MstRulesetClass.game_command_attrs),
 * NULL-terminated; empty for none. */
const char *const *mst_game_get_command_attrs (MstGame *self);
/* Sets attribute @attr of the force's command @command (its place) in
 * play to one of the rule set's values for it (an id), or "" to clear
 * it: a step of the history, saved with the game.  An attribute that
 * does not change in play, a command the force does not have, or a value
 * the attribute does not take is MST_ERROR_INVALID, naming them. */
gboolean        mst_game_set_command_attr (MstGame       *self,
                                           guint          command,
                                           const char    *attr,
                                           const char    *value,
                                           GError       **error);
/* The tests the game's state calls for now, or (@end_of_turn) as the turn
 * ends, before mst_game_end_turn(): a GPtrArray of MstGamePrompt. */
GPtrArray      *mst_game_prompts          (MstGame       *self,
                                           gboolean       end_of_turn);
/* The test a unit owes as a turn ends in the game's rule set (its
 * resilience test), settled by mst_game_test_done(); NULL when none. */
const char     *mst_game_get_owed_test    (MstGame       *self);
/* What the game knows of @unit for test @test_id of its rule set, added
 * to @inputs (string keys and values, freed with g_free) and @modifiers
 * (string keys freed with g_free, GUINT_TO_POINTER counts) where the
 * player did not give them: a Revolutionary Wars battalion's order, a
 * Brigade Command regiment's stands lost, a Drums and Muskets unit's
 * situations (its grade, its losses, the generals marked near). */
void            mst_game_test_inputs      (MstGame       *self,
                                           MstGameUnit   *unit,
                                           const char    *test_id,
                                           GHashTable    *inputs,
                                           GHashTable    *modifiers);
/* What @outcome of test @test_id does to @unit by its rule set (a Drums
 * and Muskets "Forced Retire/1 hit": a hit more and forced to retire):
 * its fields' new values, an array of MstGameFieldChange, empty when the
 * outcome changes nothing the game keeps. */
GArray         *mst_game_outcome_changes  (MstGame       *self,
                                           MstGameUnit   *unit,
                                           const char    *test_id,
                                           const char    *outcome);
/* Records them on @unit, and what follows from them by the rules, as one
 * step of the history; FALSE when the outcome changes nothing. */
gboolean        mst_game_apply_outcome    (MstGame       *self,
                                           MstGameUnit   *unit,
                                           const char    *test_id,
                                           const char    *outcome,
                                           GError       **error);
/* The activation deck of a rule set that turns cards (Napoleonic
 * Skirmish): shuffled at each turn's start (004:19), again for the fire
 * phase or when every card is up (004:111, 129).  Each card turned up and
 * each shuffle is a step of the history, kept in the game's file. */
gboolean        mst_game_has_deck         (MstGame       *self);
guint           mst_game_get_cards_left   (MstGame       *self);
/* FALSE when every card of the phase is up (shuffle for the next). */
gboolean        mst_game_draw_card        (MstGame       *self,
                                           MstPlayingCard *card);
void            mst_game_shuffle_deck     (MstGame       *self);
/* A new game's deck shuffled from @seed (the CLI's --seed). */
void            mst_game_set_deck_seed    (MstGame       *self,
                                           guint64        seed);
/* What @card does, for the player: whose unit acts, or a joker's charts. */
char           *mst_game_card_effect      (MstGame       *self,
                                           const MstPlayingCard *card);
/* "SEED PHASE DRAWN" read; FALSE when it is not that. */
gboolean        mst_game_parse_deck       (const char    *text,
                                           guint64       *seed,
                                           guint         *phase,
                                           guint         *drawn);

/* For the rule sets' prompts: @text taken. */
MstGamePrompt  *mst_game_prompt_new       (MstGameUnit   *unit,
                                           const char    *test_id,
                                           char          *text);

/* The battle record a finished game gives: each unit's bases lost and
 * whether it broke, each general's fate, the supply dice spent. */
MstBattle      *mst_game_to_battle        (MstGame       *self);

/* Where games are kept: $XDG_DATA_HOME/muster/games/. */
char           *mst_game_get_default_dir  (void);
/* The unfinished game saved there for library force @force_id, or NULL. */
char           *mst_game_find_saved       (const char    *dir,
                                           gint64         force_id);
/* Autosave: after this, every change is written to @path at once. */
gboolean        mst_game_set_file         (MstGame       *self,
                                           const char    *path,
                                           GError       **error);
const char     *mst_game_get_file         (MstGame       *self);
/* Writes the game atomically: a crash leaves the old file or the new. */
gboolean        mst_game_save             (MstGame       *self,
                                           const char    *path,
                                           GError       **error);
/* The game as text (mst_game_view_text()) in a file, atomically. */
gboolean        mst_game_export           (MstGame       *self,
                                           const char    *path,
                                           GError       **error);

G_END_DECLS
