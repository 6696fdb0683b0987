/* mst-bc-cards-private.h: what Brigade Command's card files share: a
 * card's data, the marking of unverified cells, tables and tick boxes.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-bc-private.h"
#include "mst-card-flow.h"
#include "mst-card-set.h"

G_BEGIN_DECLS

/* What a card is; MstCard.part. */
enum { PART_UNIT, PART_COMMANDER, PART_ACTIVATION, PART_RANDOM_EVENT };

/* The die bands of the resolve and charge morale tables (003:249, 279),
 * of the fire and melee tables (003:120-128), and the morale table's fail
 * margins (003:379-389). */
extern const char *const bc_four_bands[4];
extern const char *const bc_fire_bands[5];
extern const char *const bc_fire_band_labels[5];
extern const char *const bc_margins[5];

typedef struct {
  MstCards *cards;
  const MstCard *card;
  MstRuleset *rs;
  MstForce *force;
  /* The notes of the unverified cells marked so far ("?1" is the
   * first), and how many of them are printed. */
  GPtrArray *notes;
  guint printed;
  double note_size;
} BcCardData;

MstRuleset     *bc_ruleset            (void);
const MstTable *bc_table              (MstRuleset    *rs,
                                       const char    *id);
const char     *bc_label_of           (const char *const *values,
                                       const char *const *labels,
                                       const char    *v);
const char     *bc_training_label     (const char    *training);
const char     *bc_morale_label       (const char    *morale);
const char     *bc_arm_label          (const char    *kind);
gboolean        bc_is_artillery       (MstUnit       *unit);
/* "Morand’s brigade". */
char           *bc_command_name       (MstRuleset    *rs,
                                       MstCommand    *command);
/* The brigade and division a command is, or is in. */
MstCommand     *bc_ancestor_of_level  (MstCommand    *command,
                                       const char    *level);
/* The number of @cell's note among those marked on this card. */
guint           bc_note_number        (BcCardData    *d,
                                       const MstCell *cell);
/* @text as the card prints it from @cell: marked "?N" when unverified. */
char           *bc_marked             (BcCardData    *d,
                                       const char    *text,
                                       const MstCell *cell);
/* The letter a cell lists for a training class, Green first. */
char           *bc_training_letter    (BcCardData    *d,
                                       const MstCell *cell,
                                       int            training);
/* The notes marked since the last printed, under the table that marked
 * them. */
void            bc_footnotes          (MstFlow       *f,
                                       BcCardData    *d);
void            bc_add_cells          (GPtrArray     *cells,
                                       ...) G_GNUC_NULL_TERMINATED;
void            bc_even_table         (MstFlow       *f,
                                       GPtrArray     *cells,
                                       guint          n_cols,
                                       double         first,
                                       double         size);
/* Boxes with their words, as many to a line as fit. */
void            bc_tick_options       (MstFlow       *f,
                                       const char *const *labels,
                                       guint          n);
/* "Stands" and a box for each, wrapping onto further lines. */
void            bc_tick_row           (MstFlow       *f,
                                       const char    *label,
                                       guint          n);

/* A regiment's or a battery's card (mst-bc-unit-card.c). */
void            bc_draw_unit_card     (MstFlow       *f,
                                       BcCardData    *d);
/* The force sheet and the roster (mst-bc-force-sheet.c). */
void            bc_sheet_content      (MstFlow       *f,
                                       MstCards      *cards);
void            bc_roster_content     (MstFlow       *f,
                                       MstCards      *cards);

G_END_DECLS
