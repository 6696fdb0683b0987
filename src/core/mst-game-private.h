/* mst-game-private.h: what a game reads and sets of its units and generals directly.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-game.h"
#include "mst-ruleset.h"

G_BEGIN_DECLS

struct _MstGameUnit
{
  GObject parent_instance;

  char *name;
  /* The name it is shown by (mst_unit_get_label()): namesakes numbered. */
  char *label;
  int command;
  guint starting_bases;
  gboolean artillery;
  gboolean zealous;
  gboolean guard;
  guint hits_per_base;

  guint hits;
  guint hits_this_turn;
  MstGrade grade;
  gboolean broken;
  gboolean forced_retire;
  gboolean general_near;
  gboolean commander_near;
  /* The end-of-turn test it owes, and what its turn held: the turn's
   * counters are cleared when the turn ends, these when the test is done. */
  gboolean test_pending;
  guint pending_hits;
  gboolean pending_retire;

  /* The rule set's game fields (MstGameField), "id=N;id=N" in the rule
   * set's order, N a count, 0 or 1, or a choice's place; the unit's
   * strength in the rule set's measure, and its losses when the turn
   * began; the force's unit (the game's copy). */
  char *fields;
  guint strength;
  guint turn_losses;
  MstUnit *unit;
  const MstGameField *spec;
};

struct _MstGameGeneral
{
  GObject parent_instance;

  char *name;
  int position;
  MstRespect respect;
  int dice;            /* his share of the initiative pool */
  MstGeneralFate fate;
};

struct _MstGame
{
  GObject parent_instance;

  MstForce *force;
  char *ruleset;
  gboolean drums_and_muskets;
  gint64 force_id;
  gint64 campaign_id;
  GListStore *units;
  GListStore *generals;
  MstHistory *history;
  guint hits_per_base;
  guint supply_total;

  guint turn;
  guint supply_left;
  gboolean finished;
  char *initiative_log;
  /* The activation deck of a rule set that turns cards: "SEED PHASE
   * DRAWN", the shuffle's seed, the shuffles since, the cards turned up
   * since the last; NULL when it has none. */
  char *deck;
  /* A game between two forces: the second force's game, kept in this
   * one's file; in it, the game that keeps it (not a reference).  The
   * role scouting gave the force ("attacker", "defender"), or NULL. */
  MstGame *opponent;
  MstGame *owner;
  char *role;
  /* The game's own id (a UUID): its battle records carry it, so that a
   * battle is recorded once however often finishing is tried. */
  char *id;

  char *path;
  gboolean loading;
};

/* Tells a unit's views that what its hits mean changed (the game's hits per
 * base). */
void mst_game_unit_notify_hits (MstGameUnit *self);

G_END_DECLS
