/* mst-rw-cards-private.h: what Revolutionary Wars' card files share: a
 * card's data, the example mark, values as a card prints them, figures.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-card-flow.h"
#include "mst-card-set.h"
#include "mst-rw-private.h"

G_BEGIN_DECLS

/* What a card is; MstCard.part. */
enum { PART_UNIT, PART_DIVISIONAL, PART_BRIGADE };

/* What a card's drawing needs. */
typedef struct {
  MstCards *cards;
  const MstCard *card;
  MstRuleset *rs;
  MstForce *force;
} RwCardData;

/* The figures a force needs by base size: the modeller's shopping list. */
typedef struct {
  guint bases, foot, mounted, guns, crew_min, crew_max, limbers;
} Figures;

/* Figures on one platoon's base (001:245-363): foot or mounted figures,
 * a gun and its crew, a limber. */
typedef struct {
  const char *id;
  guint foot, mounted, guns, crew_min, crew_max, limbers;
} RwPlatoonFigures;

extern const RwPlatoonFigures rw_platoon_figures[10];
/* The grid's column heads, short enough for a poker card (spec §1.6). */
extern const char *const rw_formation_heads[7];

/* Values as the card prints them, the example mark, the figures. */
char *rw_base_text (const MstRwPlatoonKind *k);
char *rw_brigade_name (MstCommand *command);
char *rw_distance_text (const char *inches);
void rw_example_note (MstFlow *f);
void rw_header (MstFlow *f, const char *title, const char *subtitle, gboolean example);
char *rw_stat_text (MstRuleset *rs, const char *id, const char *value);
gboolean rw_unit_is_example (MstUnit *unit);
const char *rw_unit_stat (MstUnit *unit, const char *id, const char *formation);
MstRuleset *rw_ruleset (void);
void rw_figures_add (Figures *fig, const char *kind, guint n);
guint rw_figures_index (const char *id);
char *rw_figures_text (const Figures *fig);
gboolean rw_force_has_examples (MstForce *force);
guint rw_unit_platoons (MstUnit *unit);
/* A battalion's card (mst-rw-battalion-card.c), the force sheet and the
 * roster (mst-rw-force-sheet.c). */
void rw_draw_unit_card (MstFlow *f, RwCardData *d);
void rw_sheet_content (MstFlow *f, MstCards *cards);
void rw_roster_content (MstFlow *f, MstCards *cards);

G_END_DECLS
