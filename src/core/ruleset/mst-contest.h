/* mst-contest.h: the opposed throws of a rule set with a scouting contest:
 * scouting initiative, turn initiative and the deployment order.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-dice.h"
#include "mst-force.h"

G_BEGIN_DECLS

typedef enum {
  MST_SIDE_A = 0,
  MST_SIDE_B = 1,
} MstSideId;

#define MST_SIDE_OTHER(side) ((side) == MST_SIDE_A ? MST_SIDE_B : MST_SIDE_A)

/* "A" or "B": the CLI's tokens. */
const char *mst_side_id_to_string (MstSideId side);

/* One side of an opposed throw: a force, or an opponent whose force Muster
 * does not have, given by the pool the opponent counted. */
typedef struct {
  char *name;
  /* D6 in the pool as the rules count them. */
  guint pool;
  /* One supply die added to the first throw (never to a re-roll of a tie). */
  gboolean supply_die;
  /* The list is always the defender (the Mapuche list). */
  gboolean always_defender;
  /* The force commander's name; "" when not known. */
  char *commander;
  /* Each sub-general's name (char *, "" when he has none), in the force's
   * order of commands. */
  GPtrArray *commands;
} MstSide;

#define MST_TYPE_SIDE (mst_side_get_type ())
GType    mst_side_get_type       (void) G_GNUC_CONST;
/* A typed-in side: @n_commands commands whose generals are not known. */
MstSide *mst_side_new            (const char *name,
                                  guint       pool,
                                  guint       n_commands);
/* The force's scouting pool, its list's always-defender rule, its commands. */
MstSide *mst_side_new_scouting   (MstForce   *force);
/* The turn-initiative pool: the generals still on the table. */
MstSide *mst_side_new_initiative (MstForce   *force);
MstSide *mst_side_copy           (const MstSide *side);
void     mst_side_free           (MstSide    *side);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstSide, mst_side_free)

typedef enum {
  /* The higher total won, after as many re-rolls of ties as it took. */
  MST_CONTEST_ROLLED,
  /* One side's list is always the defender: nothing was thrown. */
  MST_CONTEST_ALWAYS_DEFENDER,
} MstContestHow;

/* One throw of one side. */
typedef struct {
  MstSideId side;
  /* 0: the first throw; 1, 2…: each re-roll after a tie (1D6, no supply). */
  guint round;
  /* The side's supply die is the last face of the roll. */
  gboolean supply_die;
  MstRoll *roll;
} MstThrow;

typedef struct {
  /* Scouting: the attacker.  Turn initiative: the side with the initiative. */
  MstSideId winner;
  MstContestHow how;
  /* MstThrow, in the order thrown: each round A then B. */
  GPtrArray *throws;
  /* How many rounds tied. */
  guint n_ties;
} MstContest;

#define MST_TYPE_CONTEST (mst_contest_get_type ())
GType       mst_contest_get_type (void) G_GNUC_CONST;
MstContest *mst_contest_copy     (const MstContest *contest);
void        mst_contest_free     (MstContest *contest);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstContest, mst_contest_free)

/* Scouting Initiative: the higher total is the attacker.  A side whose list
 * is always the defender is the defender without a throw; when both are,
 * the rule cancels out and they throw as usual. */
MstContest *mst_scouting_roll    (MstDice       *dice,
                                  const MstSide *a,
                                  const MstSide *b);
/* Turn Initiative: the higher total has the initiative. */
MstContest *mst_initiative_roll  (MstDice       *dice,
                                  const MstSide *a,
                                  const MstSide *b);

/* The exact chance that side A wins the opposed throw: the attacker in
 * scouting (@scouting: a list always the defender decides it without a
 * throw), the initiative otherwise.  Each side's pool and supply die as
 * @a and @b say; a draw is thrown again 1D6 a side with no supply die
 * until one is higher (000:1208, 000:1273), which each side wins half the
 * time.  @first_tie, when not NULL: the chance the first throw is a draw. */
double      mst_contest_odds     (const MstSide *a,
                                  const MstSide *b,
                                  gboolean       scouting,
                                  double        *first_tie);

/* What a window shows of a contest, as sentences for the player. */
/* The side's name, or "Side A" / "Side B" when it has none. */
char       *mst_side_dup_display_name      (const MstSide    *side,
                                            MstSideId         id);
/* "Army of Italy: 6D6 4+1+6+2+3+5 = 21, with a supply die";
 * "Army of Italy, re-roll 1: 1D6 4 = 4". */
char       *mst_throw_describe             (const MstThrow   *t,
                                            const MstSide    *a,
                                            const MstSide    *b);
/* "Army of Italy is the attacker, Lautaro the defender." or "Lautaro’s list
 * is always the defender: Army of Italy is the attacker without a roll." */
char       *mst_contest_describe_scouting  (const MstContest *contest,
                                            const MstSide    *a,
                                            const MstSide    *b);
/* "Army of Italy has the initiative." */
char       *mst_contest_describe_initiative (const MstContest *contest,
                                             const MstSide    *a,
                                             const MstSide    *b);

/* One command going down in Deploying forces. */
typedef struct {
  MstSideId side;
  gboolean defender;
  char *side_name;
  /* The command's number in its side (1, 2…); 0 for a side with no
   * commands, which places its baggage camp and commander alone. */
  guint command;
  /* The sub-general whose command is placed; "" when not known. */
  char *general;
  /* The baggage camp goes down with the side's first command. */
  gboolean baggage_camp;
  /* The force commander goes down with the side's last command. */
  gboolean force_commander;
  char *commander;
} MstDeployStep;

void        mst_deploy_step_free     (MstDeployStep *step);
/* A sentence for the player: "Defender, Army of Italy: Molitor’s command,
 * with the baggage camp"; "command 2" where the general is not known. */
char       *mst_deploy_step_describe (const MstDeployStep *step);
/* Deploying forces: the defender places two commands first, then the sides
 * alternate one command at a time, the attacker first; a side that has
 * placed all its commands drops out.  A GPtrArray of MstDeployStep. */
GPtrArray  *mst_deployment_order     (const MstSide *a,
                                      const MstSide *b,
                                      MstSideId      defender);

G_END_DECLS
