/* mst-battle.h: one battle fought by a campaign force, and what it cost.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-force.h"
#include "mst-types.h"

G_BEGIN_DECLS

#define MST_TYPE_BATTLE (mst_battle_get_type ())
G_DECLARE_FINAL_TYPE (MstBattle, mst_battle, MST, BATTLE, GObject)

typedef enum {
  MST_BATTLE_RESULT_WON,
  MST_BATTLE_RESULT_LOST,
  MST_BATTLE_RESULT_DRAWN,
} MstBattleResult;

#define MST_N_BATTLE_RESULTS 3

typedef enum {
  MST_BATTLE_ROLE_ATTACKER,
  MST_BATTLE_ROLE_DEFENDER,
} MstBattleRole;

#define MST_N_BATTLE_ROLES 2

/* What became of a general.  Each rule set offers its own
 * (mst_ruleset_get_general_fates()).  Drums and Muskets ("Risk to
 * Generals"): swept away and incapacitated take him out of the rest of
 * that battle only; lost means lost to the army (killed, captured, sent
 * home) until replaced.  Brigade Command records the fate only (gap BC-6,
 * pp.157, 128 not available): killed and captured are lost to the army,
 * wounded is out of that battle only. */
typedef enum {
  MST_GENERAL_FATE_NONE,
  MST_GENERAL_FATE_SWEPT_AWAY,
  MST_GENERAL_FATE_INCAPACITATED,
  MST_GENERAL_FATE_LOST,
  MST_GENERAL_FATE_KILLED,
  MST_GENERAL_FATE_WOUNDED,
  MST_GENERAL_FATE_CAPTURED,
} MstGeneralFate;

/* Every fate of every rule set. */
#define MST_N_ALL_GENERAL_FATES 7

/* One unit's part in the battle. */
typedef struct {
  char     *unit;          /* the unit's name in the force */
  char     *grade;         /* the grade rolled after deployment, as its rule set names it
                            * (Drums and Muskets' resilience); NULL: not recorded */
  guint     die;           /* the die that gave it; 0: not recorded */
  guint     bases_before;  /* filled in when the battle is recorded */
  guint     bases_lost;
  gboolean  broken;        /* "Routed" in Brigade Command */
  guint     line;          /* where a battle record file gave it; 0: not from a file */
  /* Destroyed: every base (stand) lost; only where the rule set offers it
   * (mst_ruleset_records_destroyed()).  Recorded, bases_lost is all. */
  gboolean  destroyed;
  /* Where the rule set counts figures (Napoleonic Skirmish), what became
   * of those out of the fight (004:315): @killed, @captured and @ran are
   * lost to the unit, @leaders of them its officers or NCOs; the
   * @wounded are back for its next battle.  @fates: counted so, and
   * bases_lost is then all of them. */
  gboolean  fates;
  guint     killed;
  guint     captured;
  guint     ran;
  guint     wounded;
  guint     leaders;
} MstBattleUnit;

/* One general's part in the battle. */
typedef struct {
  char           *general;   /* his name at the time */
  int             position;  /* 0 the force commander, i + 1 command i's general; -1: by name */
  MstGeneralFate  fate;
  guint           line;      /* where a battle record file gave him; 0: not from a file */
} MstBattleGeneral;

MstBattle       *mst_battle_new                 (void);
/* A record for @force with a row for each unit (its rolled resilience, if
 * any, and no losses) and for each general (no fate): the form's start. */
MstBattle       *mst_battle_new_for_force       (MstForce        *force);
/* Reads a battle record file (schemas/battle.xsd). */
MstBattle       *mst_battle_new_from_data       (const char      *data,
                                                 gsize            len,
                                                 const char      *display_name,
                                                 GError         **error);
MstBattle       *mst_battle_new_from_file       (const char      *path,
                                                 GError         **error);
char            *mst_battle_to_data             (MstBattle       *self,
                                                 gsize           *len);
MstBattle       *mst_battle_copy                (MstBattle       *self);
/* The file the record was read from, or NULL. */
const char      *mst_battle_get_source          (MstBattle       *self);
/* Prefixes @error with "FILE:LINE: " when the record came from a file. */
void             mst_battle_prefix_error        (MstBattle       *self,
                                                 guint            line,
                                                 GError         **error);

/* The battle's id in the library and whose it is; 0 until recorded. */
gint64           mst_battle_get_id              (MstBattle       *self);
gint64           mst_battle_get_campaign_id     (MstBattle       *self);
gint64           mst_battle_get_force_id        (MstBattle       *self);
/* The rule set of the force it was fought by ("brigade-command"), which
 * gives its fates and words; "" when not known (Drums and Muskets'). */
const char      *mst_battle_get_ruleset         (MstBattle       *self);
void             mst_battle_set_ruleset         (MstBattle       *self,
                                                 const char      *ruleset);
/* The date the battle was fought, YYYY-MM-DD. */
const char      *mst_battle_get_date            (MstBattle       *self);
void             mst_battle_set_date            (MstBattle       *self,
                                                 const char      *date);
const char      *mst_battle_get_name            (MstBattle       *self);
void             mst_battle_set_name            (MstBattle       *self,
                                                 const char      *name);
const char      *mst_battle_get_opponent        (MstBattle       *self);
void             mst_battle_set_opponent        (MstBattle       *self,
                                                 const char      *opponent);
MstBattleResult  mst_battle_get_result          (MstBattle       *self);
void             mst_battle_set_result          (MstBattle       *self,
                                                 MstBattleResult  result);
MstBattleRole    mst_battle_get_role            (MstBattle       *self);
void             mst_battle_set_role            (MstBattle       *self,
                                                 MstBattleRole    role);
guint            mst_battle_get_supply_spent    (MstBattle       *self);
void             mst_battle_set_supply_spent    (MstBattle       *self,
                                                 guint            dice);
const char      *mst_battle_get_notes           (MstBattle       *self);
void             mst_battle_set_notes           (MstBattle       *self,
                                                 const char      *notes);
/* When it was recorded, seconds since the epoch; 0 until then. */
gint64           mst_battle_get_recorded        (MstBattle       *self);

guint                   mst_battle_get_n_units     (MstBattle    *self);
const MstBattleUnit    *mst_battle_get_unit        (MstBattle    *self,
                                                    guint         position);
/* The record of the unit called @unit, or NULL. */
const MstBattleUnit    *mst_battle_find_unit       (MstBattle    *self,
                                                    const char   *unit);
/* Adds a unit's record, or replaces the one of the same name. */
void                    mst_battle_set_unit        (MstBattle    *self,
                                                    const char   *unit,
                                                    const char   *grade,
                                                    guint         die,
                                                    guint         bases_lost,
                                                    gboolean      broken);
/* What became of the figures the unit called @unit lost (a unit with no
 * record gets one): bases_lost becomes their sum; @leaders (of the
 * killed, captured and ran) at most those. */
void                    mst_battle_set_unit_fates  (MstBattle    *self,
                                                    const char   *unit,
                                                    guint         killed,
                                                    guint         captured,
                                                    guint         ran,
                                                    guint         wounded,
                                                    guint         leaders);
/* The figures or bases the record takes from its unit for good: all it
 * lost, but for the wounded, who are back for the next battle. */
guint                   mst_battle_unit_lost_for_good (const MstBattleUnit *unit);
/* The fates as the stores keep them, "KILLED CAPTURED RAN WOUNDED
 * LEADERS", or NULL without; and back (FALSE: not five counts). */
char                   *mst_battle_unit_fates_to_string (const MstBattleUnit *unit);
gboolean                mst_battle_set_unit_fates_from_string (MstBattle  *self,
                                                              const char *unit,
                                                              const char *fates);
/* Marks the unit called @unit destroyed (all its bases lost) or not; a
 * unit with no record gets one.  mst_battle_set_unit() keeps the mark. */
void                    mst_battle_set_unit_destroyed (MstBattle *self,
                                                    const char   *unit,
                                                    gboolean      destroyed);
guint                   mst_battle_get_n_generals  (MstBattle    *self);
const MstBattleGeneral *mst_battle_get_general     (MstBattle    *self,
                                                    guint         position);
/* Adds a general's record (@position -1: found by name when recorded), or
 * replaces the one at the same position or of the same name. */
void                    mst_battle_set_general     (MstBattle    *self,
                                                    const char   *general,
                                                    int           position,
                                                    MstGeneralFate fate);

/* Totals over the records (or, for a battle listed without them, as stored). */
guint            mst_battle_count_bases_lost    (MstBattle       *self);
guint            mst_battle_count_broken        (MstBattle       *self);
/* Units destroyed (from the records only). */
guint            mst_battle_count_destroyed     (MstBattle       *self);
guint            mst_battle_count_fates         (MstBattle       *self,
                                                 MstGeneralFate   fate);

/* Stable tokens for files and the CLI, and labels for people. */
const char      *mst_battle_result_to_string    (MstBattleResult  result);
gboolean         mst_battle_result_from_string  (const char      *s,
                                                 MstBattleResult *out);
const char      *mst_battle_result_get_label    (MstBattleResult  result);
const char      *mst_battle_role_to_string      (MstBattleRole    role);
gboolean         mst_battle_role_from_string    (const char      *s,
                                                 MstBattleRole   *out);
const char      *mst_battle_role_get_label      (MstBattleRole    role);
const char      *mst_general_fate_to_string     (MstGeneralFate   fate);
gboolean         mst_general_fate_from_string   (const char      *s,
                                                 MstGeneralFate  *out);
const char      *mst_general_fate_get_label     (MstGeneralFate   fate);
/* TRUE for a fate that takes the general from the army until he is
 * replaced (lost, killed, captured), not only from that battle. */
gboolean         mst_general_fate_is_lost       (MstGeneralFate   fate);
/* Checks @fate against the fates of @ruleset (a rule set's id; NULL or
 * "": Drums and Muskets): MST_ERROR_INVALID naming the fate and those the
 * rule set has otherwise. */
gboolean         mst_general_fate_check         (MstGeneralFate   fate,
                                                 const char      *ruleset,
                                                 GError         **error);

/* TRUE for a real calendar date written YYYY-MM-DD. */
gboolean         mst_campaign_date_is_valid     (const char      *date);

G_END_DECLS
