/* mst-ruleset.h: a rule set as a module: what it is called, what it has
 * (pools, a scouting contest), its tables and the tests players throw.
 * Each rule set is a subclass compiled into the core and registered in
 * mst-ruleset.c; its charts are data (nations/RULESET/tables.xml).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mst-battle.h"
#include "mst-dice.h"
#include "mst-force.h"
#include "mst-unit.h"
#include "mst-table.h"
#include "mst-test.h"

G_BEGIN_DECLS

/* A row the editor shows (mst-force-view.h). */
typedef struct _MstRowText MstRowText;

/* A test as a player picks it: its inputs and the modifiers it takes. */
typedef struct {
  char *id;
  char *title;
  /* MstTestInput: id, label and the values it takes. */
  GPtrArray *inputs;
  /* MstTestModifier: id, text and what it adds. */
  GPtrArray *modifiers;
} MstTestInfo;

MstTestInfo *mst_test_info_new          (const char        *id,
                                        const char        *title);
void         mst_test_info_add_input    (MstTestInfo       *info,
                                        const char        *id,
                                        const char        *label,
                                        const char *const *values);
/* The input last added stands for the dice thrown or a supply die. */
void         mst_test_info_set_last_input_role (MstTestInfo *info,
                                                MstInputRole role);
void         mst_test_info_add_modifier (MstTestInfo       *info,
                                        const char        *id,
                                        const char        *text,
                                        int                target,
                                        const char        *row);
/* The modifier last added says what it adds in words (@figures, taken)
 * and how many times it may count (@most; 0: no limit). */
void         mst_test_info_describe_last_modifier (MstTestInfo *info,
                                                   char        *figures,
                                                   guint        most);
void         mst_test_info_free         (MstTestInfo       *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstTestInfo, mst_test_info_free)
/* "type=grenadier|line,leader=yes|no", or "" with no inputs. */
char *mst_test_info_format_inputs (const MstTestInfo *info);

/* A value the rules derive for a unit or a force, as the charts print it. */
typedef struct {
  /* Stable, for the CLI ("morale-major"). */
  char *id;
  /* For the player, translated ("Major morale"). */
  char *label;
  char *value;
} MstDerived;

MstDerived *mst_derived_new  (const char *id,
                              const char *label,
                              const char *value);
void        mst_derived_free (MstDerived *derived);
/* The value of id @id among @derived (MstDerived), or NULL. */
const char *mst_derived_lookup (GPtrArray  *derived,
                                const char *id);

/* A field of a template in the list editor, for a rule set whose lists
 * are of its own format (list_format): the editor builds the template's form
 * from them, after its name and id. */
typedef enum {
  /* A group of the fields that follow: label its title, note what it says. */
  MST_LIST_FIELD_GROUP,
  /* Free text (a number, tokens); note is its tooltip. */
  MST_LIST_FIELD_TEXT,
  /* One of values, by value_labels. */
  MST_LIST_FIELD_CHOICE,
  /* A row for each token of values: not there, there (in key) or there
   * by the player's choice (in optional_key). */
  MST_LIST_FIELD_TOKENS,
  /* There or not (a list-wide rule), its label the text it is given. */
  MST_LIST_FIELD_SWITCH,
} MstListFieldKind;

typedef struct {
  MstListFieldKind kind;
  /* The template's field ("arm", "resilience:steady"); NULL for a group. */
  const char *key;
  /* Marked N_(), translated when read; NULL ends the fields. */
  const char *label;
  const char *note;
  const char *const *values;
  const char *const *value_labels;
  const char *optional_key;
  /* TEXT: a blank field is taken out of the template (the rules' default). */
  gboolean blank_allowed;
  /* CHOICE: what none chosen reads as (N_()); NULL: a value is needed. */
  const char *none_label;
} MstListField;

/* An attribute a unit of the rule set carries, as the editor offers it. */
typedef struct {
  /* As files write it ("rank"). */
  const char *name;
  /* Marked N_(), translated when read. */
  const char *label;
  /* The tokens it takes, NULL-terminated, and their labels (N_()). */
  const char *const *values;
  const char *const *value_labels;
  /* The value one who has none counts as (Drums and Muskets' "accepted"):
   * the editor offers no "Not set" then; NULL: none is a choice. */
  const char *default_value;
  /* What each value does in play, beside values (N_()); NULL for none. */
  const char *const *value_notes;
  /* Several of the values at once, one space between ("LCOY OPEN"), each
   * offered as a switch where the rule set lets the player choose it. */
  gboolean multiple;
} MstAttrSpec;

/* An optional rule a force may play or do without (Drums and Muskets'
 * general types): every force plays it unless it says otherwise
 * (mst_force_uses_rule()). */
typedef struct {
  /* As files write it ("general-types"). */
  const char *id;
  /* For the player (N_()): its name, and what playing it does. */
  const char *label;
  const char *description;
} MstOptionalRule;

/* The label of @token among @spec's values, translated; @token itself when
 * it is not one of them. */
const char *mst_attr_spec_value_label (const MstAttrSpec *spec,
                                       const char        *token);

/* The pools always in view, in the order shown. */
typedef enum {
  MST_POOL_SUPPLY,
  MST_POOL_SCOUTING,
  MST_POOL_INITIATIVE,
  MST_N_POOLS
} MstPool;

typedef struct {
  guint value;
  char *value_text;   /* "5" */
  char *title;        /* "Supply dice" */
  char *detail;       /* how the rules make the number: "2 + 3 generals + 1 Exceptional" */
  char *accessible;   /* one sentence for a screen reader */
} MstPoolLabel;

void          mst_pool_label_free (MstPoolLabel *label);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstPoolLabel, mst_pool_label_free)

/* A check's rule as the findings name it: its id and what it says, with
 * the seed line it comes from (N_()). */
typedef struct {
  const char *id;
  const char *text;
} MstRuleName;

/* What a value on a unit's card is (Revolutionary Wars' battalion card). */
typedef enum {
  /* A D6 score, 1 to 7 (7: the test always fails). */
  MST_STAT_SCORE,
  /* A distance in inches. */
  MST_STAT_DISTANCE,
  /* A modifier to another test's score, "+1", "0", "-1". */
  MST_STAT_MODIFIER,
} MstStatType;

/* One stat a card carries, as the rule set declares it. */
typedef struct {
  /* As lists write it ("stand-front"). */
  const char *id;
  /* Marked N_(), translated when read. */
  const char *label;
  MstStatType type;
  /* One value for each formation the unit may take. */
  gboolean per_formation;
  /* A weapon line: one value per range band ("up to 12 inches"). */
  gboolean per_band;
  /* "auto" (always passes) is a value too. */
  gboolean auto_allowed;
  /* The test passes on the score or less, not the score or more. */
  gboolean at_most;
} MstStatSpec;

/* What a game at the table keeps of each unit of the rule set, beyond
 * what every game keeps (the turn, the generals' fates, supply dice). */
typedef enum {
  /* A number from 0 to the unit's strength (its figures, stands or
   * platoons); a unit's counts share that strength (a figure is lightly
   * wounded or killed, not both). */
  MST_GAME_FIELD_COUNT,
  /* Yes or no. */
  MST_GAME_FIELD_FLAG,
  /* One of @values, the first when the game starts. */
  MST_GAME_FIELD_CHOICE,
} MstGameFieldKind;

/* What more a game field is (MstGameField.flags). */
typedef enum {
  /* A count of hits, not of the strength itself: the game's hits per base
   * make one loss, and it is not bounded by the strength (a Drums and
   * Muskets unit's hits). */
  MST_GAME_FIELD_IN_HITS = 1 << 0,
  /* Back to nothing when a turn ends (the hits of the turn, a forced
   * retire). */
  MST_GAME_FIELD_THIS_TURN = 1 << 1,
  /* Kept by the rules as the game goes, never set by the player: no row
   * in the window, refused by muster-cli game set. */
  MST_GAME_FIELD_KEPT = 1 << 2,
  /* Part of the test the unit owes from a turn that ended: cleared when
   * that test is taken; the unit owes one while any is set. */
  MST_GAME_FIELD_OWED = 1 << 3,
  /* The unit's grade: a choice whose values are grade ids ("none" first),
   * from the force when the game starts, in the battle record after. */
  MST_GAME_FIELD_GRADE = 1 << 4,
  /* The unit's leader killed or captured, where a rule set's leaders are
   * its units' (muster-cli game lose UNIT sets it). */
  MST_GAME_FIELD_LEADER = 1 << 5,
  /* Of the unit's own general: nothing to set for a unit in no command. */
  MST_GAME_FIELD_OF_GENERAL = 1 << 6,
  /* A count of figures killed, captured, run or wounded: what became of
   * the unit's losses in the battle record (mst_battle_set_unit_fates()). */
  MST_GAME_FIELD_KILLED = 1 << 7,
  MST_GAME_FIELD_CAPTURED = 1 << 8,
  MST_GAME_FIELD_RAN = 1 << 9,
  MST_GAME_FIELD_WOUNDED = 1 << 10,
} MstGameFieldFlags;

typedef struct {
  /* As game files and the CLI write it ("platoons-lost"). */
  const char *id;
  /* Marked N_(), translated when read. */
  const char *label;
  MstGameFieldKind kind;
  /* A count of the unit's strength gone from the table: the battle
   * record's losses, and what the rule set's tests of losses read. */
  gboolean loss;
  /* The unit is out of the fight while it is set (a flag, or a choice
   * other than the first): the battle record counts it broken. */
  gboolean breaks;
  const char *const *values;
  const char *const *value_labels;
  MstGameFieldFlags flags;
} MstGameField;

/* A field of a unit set to a value (a count, 0 or 1, a choice's place),
 * as a rule set's game hooks ask. */
typedef struct {
  const char *id;
  int value;
} MstGameFieldChange;

/* A test a game's state calls for (mst_game_prompts()). */
typedef struct {
  /* The unit's label, or NULL for the whole force. */
  char *unit;
  /* The rule set's test to throw (muster-cli tests), or NULL when the
   * rules decide it without a throw. */
  char *test_id;
  /* What is due and why, with the rules' line: translated. */
  char *text;
} MstGamePrompt;

MstGamePrompt *mst_game_prompt_copy (const MstGamePrompt *prompt);
void           mst_game_prompt_free (MstGamePrompt       *prompt);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MstGamePrompt, mst_game_prompt_free)

#define MST_TYPE_RULESET (mst_ruleset_get_type ())
G_DECLARE_DERIVABLE_TYPE (MstRuleset, mst_ruleset, MST, RULESET, GObject)

struct _MstRulesetClass {
  GObjectClass parent_class;

  /* The slug files carry ("drums-and-muskets"). */
  const char *id;
  /* For the player, marked N_() and translated when read. */
  const char *name;
  const char *description;
  /* Supply, scouting and initiative pools are always in view. */
  gboolean has_pools;
  /* A scouting contest decides who attacks. */
  gboolean has_scouting;
  /* Its optional rules, ending with a NULL id; NULL for none. */
  const MstOptionalRule *optional_rules;
  /* The id of a list-wide rule by which a force of such a list is always
   * the defender (Drums and Muskets' "always-defender"); NULL: none. */
  const char *always_defender_rule;
  /* Its distances are in inches (not base widths): the player's unit of
   * measure applies (mst-distance.h). */
  gboolean measures_in_inches;
  /* A force commander and sub-generals each with a command of units;
   * without, a force is a flat list of units. */
  gboolean has_commands;
  /* A unit's strength is its figures (one a man), not its bases. */
  gboolean counts_figures;
  /* Its tables and tests are here but Muster does not build its forces
   * yet: no New Force, no muster-cli new. */
  gboolean tables_only;
  /* The list editor's fields of a template beyond its name and id, ending
   * with a NULL label, where the lists are version 1; NULL otherwise (the
   * editor offers unit_kinds, weapons, unit_attrs and roles). */
  const MstListField *template_fields;
  /* The same of the list itself, beyond its name, nation, war and period. */
  const MstListField *list_fields;
  /* Its lists' file where it is its own (mst-list-format.h); NULL: the
   * shared format. */
  const struct _MstListFormat *list_format;
  /* Its forces' file where it is its own (mst-force-format.h); NULL: the
   * shared format. */
  const struct _MstForceFormat *force_format;
  /* How many hits a base takes before it is lost, as the rules allow it
   * to be read, the usual reading first, ending with 0; NULL when the
   * rule set counts no hits by the base. */
  const guint *hits_per_base;
  /* The attributes the editor offers for a unit, ending with a NULL name;
   * NULL for none. */
  const MstAttrSpec *unit_attrs;
  /* The ratings the editor offers for a general (respect and ability,
   * a rating), ending with a NULL name; NULL for none. */
  const MstAttrSpec *general_attrs;
  /* The attributes of a command ("orders"), as general_attrs. */
  const MstAttrSpec *command_attrs;
  /* Attributes a list's unit may carry that the editor does not offer (a
   * skirmish gun's "british"), and those of a force ("side"); NULL for
   * none.  With the others they are the vocabulary every reader enforces
   * (mst-vocabulary.h). */
  const MstAttrSpec *template_attrs;
  const MstAttrSpec *force_attrs;
  /* What a list carries besides its forces' attributes (Revolutionary
   * Wars' "example", on a list of example cards); NULL for none. */
  const MstAttrSpec *list_attrs;
  /* The kinds of figure a unit is counted in ("officer", "stand"),
   * NULL-terminated, and their names for the player (N_()), one figure
   * each ("Officer", "Stand"); NULL for a unit counted in bases. */
  const char *const *roles;
  const char *const *role_labels;
  /* Of those, the unit's leaders (a skirmish unit's officer and NCO), in
   * the order a campaign takes them when leaders are lost; NULL for none. */
  const char *const *leader_roles;
  /* The rules its checks name, ending with a NULL id; NULL for none. */
  const MstRuleName *rule_names;
  /* What the rules call the general over the whole force (N_()): "Army
   * commander", "Divisional General"; NULL: "Force commander". */
  const char *commander_label;
  /* A count of units and of their strength in the rules' words and
   * plural ("3 battalions", "22 platoons"); NULL: "units", and bases,
   * stands or figures as the rule set counts them. */
  char           *(*format_units)    (MstRuleset  *self,
                                      guint        n);
  char           *(*format_strength) (MstRuleset  *self,
                                      guint        n);
  /* The levels of command below the force commander, highest first
   * ("division", "brigade"), and their labels (N_()); NULL for one level
   * of commands without a name. */
  const char *const *levels;
  const char *const *level_labels;
  /* The unit kinds and weapons its lists may name (NULL-terminated), or
   * NULL for a rule set whose lists are version 1. */
  const char *const *unit_kinds;
  const char *const *weapons;
  /* The unit kinds' names for the player (N_()), beside unit_kinds. */
  const char *const *unit_kind_labels;

  /* The values derived for @unit, appended to @out as MstDerived. */
  void            (*derive_unit)     (MstRuleset  *self,
                                      MstForce    *force,
                                      MstUnit     *unit,
                                      GPtrArray   *out);
  /* The values derived for the whole force (the skirmish C-in-C). */
  void            (*derive_force)    (MstRuleset  *self,
                                      MstForce    *force,
                                      GPtrArray   *out);
  /* The values derived for a commander: @command's general, or the force
   * commander when @command is NULL. */
  void            (*derive_command)  (MstRuleset  *self,
                                      MstForce    *force,
                                      MstCommand  *command,
                                      GPtrArray   *out);
  /* What a list's unit cards lack that the rules leave to the list ("37
   * stats missing on 1 battalion’s card…"), or NULL: the list editor
   * asks before saving such a list.  NULL: the cards need nothing. */
  char           *(*describe_incomplete_cards) (MstRuleset    *self,
                                                MstNationList *list);
  /* The editor's rows where the rule set words them its own way; NULL:
   * from the attributes, kinds and figures its descriptor declares
   * (mst-force-view.h). */
  MstRowText     *(*unit_row)        (MstRuleset      *self,
                                      MstUnit         *unit);
  MstRowText     *(*general_row)     (MstRuleset      *self,
                                      MstForce        *force,
                                      MstGeneral      *general);
  /* Why a general's attribute @name does not count in @force (Drums and
   * Muskets' staff ability with the optional general types off), for the
   * player; NULL when it counts.  NULL: each always counts. */
  const char     *(*general_attr_note) (MstRuleset    *self,
                                        MstForce      *force,
                                        const char    *name);
  /* A new unit of @list gets the rule set's starting values (Drums and
   * Muskets: the usual bases of its arm, its weapon and its compulsory
   * doctrines); NULL: those of its template as the list gives them. */
  void            (*new_unit)        (MstRuleset      *self,
                                      MstNationList   *list,
                                      MstUnit         *unit);
  /* @unit has just been given another template of its list (a re-grade):
   * what it carries that the new one does not allow is put right. */
  void            (*unit_template_changed) (MstRuleset *self,
                                            MstUnit    *unit);
  /* The grade a unit of @tmpl has for this game when its die after
   * deployment shows @die (Drums and Muskets' resilience: the best whose
   * threshold the die meets), its token, or NULL when none is open to it;
   * NULL: the rule set rolls nothing after deployment (mst-deploy.h). */
  const char     *(*deploy_grade)    (MstRuleset      *self,
                                      MstUnitTemplate *tmpl,
                                      guint            die);
  /* The values of a unit's attribute @name (one of several, "multiple")
   * the player may turn on or off for @unit, NULL-terminated, newly
   * allocated; NULL: every value.  A value it carries and may not take
   * off is its template's. */
  char          **(*unit_attr_choices) (MstRuleset    *self,
                                        MstUnit       *unit,
                                        const char    *name);
  MstRowText     *(*template_row)    (MstRuleset      *self,
                                      MstUnitTemplate *tmpl);
  /* Whether @query finds @tmpl in the picker beyond its name. */
  gboolean        (*template_matches) (MstRuleset      *self,
                                       MstUnitTemplate *tmpl,
                                       const char      *query);
  /* A pool always in view, with how the rules make it (has_pools). */
  MstPoolLabel   *(*pool)            (MstRuleset  *self,
                                      MstForce    *force,
                                      MstPool      pool);
  /* The army checks, appended to @findings as MstFinding. */
  void            (*check)           (MstRuleset  *self,
                                      MstForce    *force,
                                      GPtrArray   *findings);

  /* Tests that need code, beyond the data tests of tables.xml: appended
   * to @tests as MstTestInfo. */
  void            (*list_code_tests) (MstRuleset  *self,
                                      GPtrArray   *tests);
  /* Runs a test of list_code_tests(); NULL with @error on bad input. */
  MstTestOutcome *(*run_code_test)   (MstRuleset  *self,
                                      const char  *test_id,
                                      GHashTable  *inputs,
                                      GHashTable  *modifiers,
                                      int          thrown,
                                      MstDice     *dice,
                                      GError     **error);

  /* The score a test reads from the faces of the dice the player threw,
   * as the rule set reads them (a Brigade Command morale test counts each
   * 0 as 10), and how, in @read_as (translated); NULL: their sum. */
  int             (*read_faces)      (MstRuleset  *self,
                                      const char  *test_id,
                                      const guint *faces,
                                      guint        n_faces,
                                      char       **read_as);

  /* What a campaign's battle record offers.  The fates a general may meet
   * (none not among them), ending with MST_GENERAL_FATE_NONE; NULL:
   * Drums and Muskets' swept away, incapacitated, lost. */
  const MstGeneralFate *general_fates;
  /* A unit may be destroyed (all its strength lost) as well as broken. */
  gboolean records_destroyed;
  /* What a broken unit is called (N_()); NULL: "Broken". */
  const char *broken_label;
  /* Its strength is counted in stands, not bases. */
  gboolean counts_stands;

  /* The stats a unit's card carries (a list's <stat>s), ending with a
   * NULL id, and the formations a per-formation stat is given for,
   * NULL-terminated, with their labels (N_()); NULL for no card. */
  const MstStatSpec *stat_specs;
  const char *const *formations;
  const char *const *formation_labels;

  /* A game at the table: what it keeps of each unit (ending with a NULL
   * id; NULL: nothing but what every game keeps), and
   * the tests its state calls for, appended to @prompts as MstGamePrompt:
   * now, or (@end_of_turn) as the turn ends. */
  const MstGameField *game_fields;
  /* Its game turns up cards of the activation deck (mst-deck.h). */
  gboolean uses_deck;
  /* A general's share of the turn's initiative dice, where the rule set
   * has pools (1 when NULL). */
  guint           (*game_general_dice) (MstRuleset *self,
                                        MstForce   *force,
                                        MstGeneral *general);
  /* The test a unit owes as a turn ends (its fields marked owed cleared
   * when it is thrown), or NULL. */
  const char *game_owed_test;
  /* The attributes of a command (of command_attrs) the player changes in
   * play (a brigade's orders), NULL-terminated; NULL for none. */
  const char *const *game_command_attrs;
  void            (*game_prompts)    (MstRuleset  *self,
                                      gpointer     game,
                                      gboolean     end_of_turn,
                                      GPtrArray   *prompts);
  /* What a unit's state means at the table beyond its fields (a Brigade
   * Command regiment's lost stands throw no dice), for its summary; NULL
   * for nothing. */
  char           *(*game_unit_note)  (MstRuleset  *self,
                                      gpointer     unit);
  /* The player set field @id of @unit (an MstGameUnit of @game) from
   * @before to @after: what follows from it by the rules, appended to
   * @changes (MstGameFieldChange) and made in the same step (a Drums and
   * Muskets unit's hits of the turn, its break at its last base). */
  void            (*game_field_changed) (MstRuleset *self,
                                         gpointer    game,
                                         gpointer    unit,
                                         const char *id,
                                         int         before,
                                         int         after,
                                         GArray     *changes);
  /* The turn ends: what that changes of @unit (before its fields of the
   * turn go back to nothing), appended to @changes; TRUE when the unit
   * owes a test for the turn. */
  gboolean        (*game_end_turn)   (MstRuleset  *self,
                                      gpointer     game,
                                      gpointer     unit,
                                      GArray      *changes);
  /* A unit's state in a line, when the rule set says it its own way ("7
   * hits · 1 base lost of 4 · Steady"); NULL: what is left and each field
   * set. */
  char           *(*game_unit_summary) (MstRuleset *self,
                                        gpointer    game,
                                        gpointer    unit);
  /* What @game (an MstGame) knows of @unit (an MstGameUnit) for test
   * @test_id: inputs and modifiers it sets, unless the player gave them. */
  void            (*game_test_inputs) (MstRuleset *self,
                                       gpointer    game,
                                       gpointer    unit,
                                       const char *test_id,
                                       GHashTable *inputs,
                                       GHashTable *modifiers);
  /* What @outcome (as the test said it) of test @test_id does to @unit
   * by the rules: its fields' new values, appended to @changes
   * (MstGameFieldChange); nothing when the outcome changes nothing the
   * game keeps. */
  void            (*game_outcome)    (MstRuleset *self,
                                      gpointer    game,
                                      gpointer    unit,
                                      const char *test_id,
                                      const char *outcome,
                                      GArray     *changes);
};

/* Every rule set Muster carries, in the order they are offered. */
GPtrArray   *mst_rulesets_get_all          (void);
/* Adds a rule set beside Muster's own, for the life of the program (one
 * built only into a program of its own: the tests' fixture rule set).
 * Register before any list or force of it is read. */
void         mst_rulesets_register         (MstRuleset  *ruleset);
/* The rule set of a file that names none (a version-1 list or force,
 * written before rule sets were named): the first registered. */
MstRuleset  *mst_rulesets_get_default      (void);
/* The rule set whose own list format (not the shared one) is of version
 * @version: the rule set of a list file of that version that names none;
 * NULL for none. */
MstRuleset  *mst_rulesets_get_for_list_version (guint version);
/* NULL when there is no rule set of that id. */
MstRuleset  *mst_ruleset_lookup            (const char  *id);
/* "drums-and-muskets, napoleonic-skirmish": for messages. */
char        *mst_rulesets_dup_ids          (void);

const char  *mst_ruleset_get_id            (MstRuleset  *self);
/* Translated. */
const char  *mst_ruleset_get_name          (MstRuleset  *self);
const char  *mst_ruleset_get_description   (MstRuleset  *self);
gboolean     mst_ruleset_has_pools         (MstRuleset  *self);
gboolean     mst_ruleset_has_scouting      (MstRuleset  *self);
gboolean     mst_ruleset_measures_in_inches (MstRuleset *self);
/* MstRulesetClass.describe_incomplete_cards; NULL when it has none. */
char        *mst_ruleset_describe_incomplete_cards (MstRuleset    *self,
                                                    MstNationList *list);
gboolean     mst_ruleset_has_commands      (MstRuleset  *self);
/* The kinds of figure that are a unit's leaders, first lost first
 * (NULL-terminated; NULL for none). */
const char *const *mst_ruleset_get_leader_roles (MstRuleset *self);
gboolean     mst_ruleset_counts_figures    (MstRuleset  *self);
/* The usual hits a base takes (the first reading), 1 when the rule set
 * counts no hits by the base. */
guint        mst_ruleset_get_hits_per_base (MstRuleset  *self);
/* Whether the rules allow @hits a base; FALSE for any count when they
 * count no hits by the base. */
gboolean     mst_ruleset_allows_hits_per_base (MstRuleset *self,
                                               guint       hits);
/* The readings the rules allow, for a message: "6 or 2"; NULL when none. */
char        *mst_ruleset_dup_hits_per_base_readings (MstRuleset *self);
/* Whether Muster builds forces of this rule set (not only its tables). */
gboolean     mst_ruleset_builds_forces     (MstRuleset  *self);
/* Ends with a NULL name; never NULL. */
const MstAttrSpec *mst_ruleset_get_unit_attrs (MstRuleset *self);
/* The general over the whole force as the rules call him, translated;
 * "Force commander" for @self NULL or a rule set that names him so. */
const char  *mst_ruleset_get_commander_label (MstRuleset *self);
/* @pool of @force as its rule set makes it; NULL for a rule set that has
 * no pools. */
MstPoolLabel *mst_ruleset_pool             (MstRuleset  *self,
                                            MstForce    *force,
                                            MstPool      pool);
/* What the rule of a finding's id says, translated, whichever rule set's
 * it is; NULL for an id no rule set names. */
const char  *mst_rulesets_describe_rule    (const char  *rule_id);
/* A unit kind's and a kind of figure's name for the player, translated;
 * the token itself where the rule set names none. */
const char  *mst_ruleset_unit_kind_label   (MstRuleset  *self,
                                            const char  *kind);
const char  *mst_ruleset_role_label        (MstRuleset  *self,
                                            const char  *role);
/* The spec of attribute @name of a unit, a general or a command, or NULL
 * when the rule set has none of that name. */
const MstAttrSpec *mst_ruleset_lookup_attr (MstRuleset *self,
                                            const char *name);
/* The label of attribute @name ("Resilience"), translated; NULL when
 * the rule set has none of that name. */
const char        *mst_ruleset_attr_label (MstRuleset *self,
                                           const char *name);
/* The label of attribute @name's value @token from the descriptor,
 * translated; @token itself when the descriptor does not name it. */
const char  *mst_ruleset_attr_value_label  (MstRuleset  *self,
                                            const char  *name,
                                            const char  *token);
/* Ends with a NULL name; never NULL. */
/* A new unit of @tmpl (of @list) named @name (NULL: the template's), with
 * its rule set's starting values (MstRulesetClass.new_unit); @self may be
 * NULL (the template's alone). */
MstUnit           *mst_ruleset_new_unit (MstRuleset      *self,
                                         MstNationList   *list,
                                         MstUnitTemplate *tmpl,
                                         const char      *name);
/* Gives @unit template @tmpl, and what it carries put right for it
 * (MstRulesetClass.unit_template_changed). */
void               mst_ruleset_set_unit_template (MstRuleset      *self,
                                                  MstUnit         *unit,
                                                  MstUnitTemplate *tmpl);
/* See MstRulesetClass.unit_attr_choices. */
char             **mst_ruleset_unit_attr_choices (MstRuleset *self,
                                                  MstUnit    *unit,
                                                  const char *name);
/* Its optional rules, ending with a NULL id; never NULL. */
const MstOptionalRule *mst_ruleset_get_optional_rules (MstRuleset *self);
/* Whether @force is always the defender in its rule set's scouting
 * contest, by a rule its list carries (always_defender_rule). */
gboolean           mst_ruleset_force_always_defends (MstForce *force);
/* See MstRulesetClass.general_attr_note. */
const char        *mst_ruleset_general_attr_note (MstRuleset *self,
                                                  MstForce   *force,
                                                  const char *name);
const MstAttrSpec *mst_ruleset_get_general_attrs (MstRuleset *self);
const MstAttrSpec *mst_ruleset_get_command_attrs (MstRuleset *self);
/* The levels below the force commander, highest first; NULL for one. */
const char *const *mst_ruleset_get_levels  (MstRuleset  *self);
/* The label of @level, translated ("Brigade"); "Command" for NULL. */
const char  *mst_ruleset_level_label       (MstRuleset  *self,
                                            const char  *level);
/* The same as it reads inside a sentence ("In Saint-Hilaire's division"):
 * see mst_label_in_sentence(). */
char        *mst_ruleset_level_in_sentence (MstRuleset  *self,
                                            const char  *level);
/* The fates a general of a battle may meet, none not among them, ending
 * with MST_GENERAL_FATE_NONE; never NULL. */
const MstGeneralFate *mst_ruleset_get_general_fates (MstRuleset *self);
gboolean     mst_ruleset_records_destroyed (MstRuleset  *self);
/* Translated ("Broken", "Routed"). */
const char  *mst_ruleset_get_broken_label  (MstRuleset  *self);
gboolean     mst_ruleset_counts_stands     (MstRuleset  *self);
/* How a rule set counts a unit's strength: bases (Drums and Muskets),
 * stands (Brigade Command) or figures, one a man (Napoleonic Skirmish). */
typedef enum {
  MST_STRENGTH_BASES,
  MST_STRENGTH_STANDS,
  MST_STRENGTH_FIGURES,
} MstStrength;

/* @self's strength unit; bases for NULL (a rule set Muster does not know). */
MstStrength  mst_ruleset_get_strength      (MstRuleset  *self);
/* The rule set of @force, or NULL for one Muster does not know. */
MstRuleset  *mst_ruleset_for_force         (MstForce    *force);

/* The charts, read once from the user's nations/RULESET/tables.xml when
 * there is one, else the shipped file; NULL when the rule set has none or
 * the file is bad (see mst_ruleset_get_tables_problem()). */
MstTableSet *mst_ruleset_get_tables        (MstRuleset  *self);
/* "FILE:LINE: message" when the tables could not be read, else NULL. */
const char  *mst_ruleset_get_tables_problem (MstRuleset *self);
/* One chart of mst_ruleset_get_tables() by id, or NULL. */
const MstTable *mst_ruleset_lookup_table   (MstRuleset  *self,
                                            const char  *id);
/* The tables come from the user's folder, not the shipped file. */
gboolean     mst_ruleset_tables_overridden (MstRuleset  *self);

/* The game fields of the rule set (MstRulesetClass.game_fields), or NULL. */
const MstGameField *mst_ruleset_get_game_fields (MstRuleset *self);
const MstGameField *mst_ruleset_lookup_game_field (MstRuleset *self,
                                                   const char *id);

/* Every test, the data tests first: MstTestInfo. */
GPtrArray   *mst_ruleset_list_tests        (MstRuleset  *self);
/* Runs a test by id (see mst_test_def_run() for the arguments); an
 * unknown id is MST_ERROR_INVALID naming the tests there are. */
MstTestOutcome *mst_ruleset_run_test       (MstRuleset  *self,
                                            const char  *test_id,
                                            GHashTable  *inputs,
                                            GHashTable  *modifiers,
                                            int          thrown,
                                            MstDice     *dice,
                                            GError     **error);

/* Every outcome of a test, given its inputs and modifiers, with its exact
 * chance: the test is run once for every way its dice can fall (a supply
 * die, re-rolls and all), never sampled.  MstTestOdds in the order first
 * met, their chances adding up to 1.  Bad inputs are refused as
 * mst_ruleset_run_test() refuses them. */
GPtrArray      *mst_ruleset_test_odds      (MstRuleset  *self,
                                            const char  *test_id,
                                            GHashTable  *inputs,
                                            GHashTable  *modifiers,
                                            GError     **error);

/* mst_ruleset_test_odds() in a thread of its own: a test of many dice
 * falls hundreds of thousands of ways.  @inputs and @modifiers are
 * copied. */
void            mst_test_odds_async        (MstRuleset          *self,
                                            const char          *test_id,
                                            GHashTable          *inputs,
                                            GHashTable          *modifiers,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
GPtrArray      *mst_test_odds_finish       (GAsyncResult        *result,
                                            GError             **error);

/* A throw as the player types it: a score ("7") or each die's face
 * ("0+7"), each 0 to 1000; NULL when it is neither. */
GArray         *mst_test_parse_faces       (const char  *text);

/* mst_ruleset_run_test() with the faces of each die the player threw
 * ("0+7"), read as the rule set reads them; the outcome says how. */
MstTestOutcome *mst_ruleset_run_test_faces (MstRuleset  *self,
                                            const char  *test_id,
                                            GHashTable  *inputs,
                                            GHashTable  *modifiers,
                                            const guint *faces,
                                            guint        n_faces,
                                            GError     **error);

/* MstDerived for @unit (or for the force when @unit is NULL); empty when
 * the rule set derives nothing there. */
GPtrArray   *mst_ruleset_derive            (MstRuleset  *self,
                                            MstForce    *force,
                                            MstUnit     *unit);

/* MstDerived for @command's general (the force commander when @command
 * is NULL); empty when the rule set derives nothing for commanders. */
GPtrArray   *mst_ruleset_derive_command    (MstRuleset  *self,
                                            MstForce    *force,
                                            MstCommand  *command);

/* The stat @id of the rule set's card, or NULL. */
const MstStatSpec *mst_ruleset_lookup_stat_spec (MstRuleset *self,
                                                 const char *id);
/* A card's value as a list keeps it: a score as the cards print it ("5+")
 * is the score ("5"); anything else as it is. */
char *mst_stat_value_normalize (MstStatType  type,
                                const char  *value);
/* NULL-terminated; NULL when its units carry no card. */
const char *const *mst_ruleset_get_formations  (MstRuleset  *self);
/* Translated ("Attack Column"); @formation itself when unknown. */
const char  *mst_ruleset_formation_label   (MstRuleset  *self,
                                            const char  *formation);

/* The rule-set modules. */
GType mst_dm_ruleset_get_type (void);
GType mst_sk_ruleset_get_type (void);
GType mst_bc_ruleset_get_type (void);
GType mst_rw_ruleset_get_type (void);

G_END_DECLS
