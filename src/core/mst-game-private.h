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
  guint hits_per_base;

  /* What the game keeps of it, its rule set's game fields (MstGameField):
   * "id=N;id=N" in the rule set's order, N a count, 0 or 1, or a choice's
   * place, a field at 0 left out; its strength in the rule set's measure,
   * and its losses when the turn began; the force's unit (the game's
   * copy). */
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
  int dice;            /* his share of the initiative pool */
  MstGeneralFate fate;
};

struct _MstGame
{
  GObject parent_instance;

  MstForce *force;
  char *ruleset;
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

/* Tells a unit's views that what its fields mean changed (the game's hits
 * per base). */
void mst_game_unit_notify_fields (MstGameUnit *self);
/* @self's fields with @changes made, as the "fields" property holds them. */
char *mst_game_unit_fields_with (MstGameUnit *self, const MstGameFieldChange *changes, guint n_changes);

G_END_DECLS
