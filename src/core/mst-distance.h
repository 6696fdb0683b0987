/* mst-distance.h: distances as the table measures them.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule sets give distances in base widths or in inches.  A player may
 * measure in inches, in centimetres (1″ = 2.5 cm, as Revolutionary Wars'
 * own pairs have it), or in inches halved (15 mm figures on rules written
 * for larger ones).  Base widths stay base widths. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  MST_DISTANCE_INCHES,       /*< nick=inches >*/
  MST_DISTANCE_CENTIMETRES,  /*< nick=centimetres >*/
  MST_DISTANCE_HALF_INCHES,  /*< nick=half-inches >*/
} MstDistanceUnit;

/* "inches", "centimetres", "half-inches": the CLI's and the settings'. */
gboolean         mst_distance_unit_from_string (const char      *s,
                                                MstDistanceUnit *out);
const char      *mst_distance_unit_to_string   (MstDistanceUnit  unit);
/* What the cards' stamp says: "distances in inches". */
const char      *mst_distance_unit_stamp       (MstDistanceUnit  unit);
/* The unit the app measures in (its preference), and the CLI by default:
 * inches until set. */
MstDistanceUnit  mst_distance_get_default      (void);
void             mst_distance_set_default      (MstDistanceUnit  unit);

/* @inches in @unit: "6″", "15 cm", "3″". */
char            *mst_inches_format           (MstDistanceUnit  unit,
                                                double           inches);
/* The same for a number of inches written as text ("6", "0.5"); NULL and
 * "" stay as they are. */
char            *mst_inches_format_text      (MstDistanceUnit  unit,
                                                const char      *inches);
/* @text with every distance in inches it holds ("6″", "16″/40cm",
 * "0–16″") measured in @unit; the text itself when @unit is inches. */
char            *mst_inches_convert_text     (MstDistanceUnit  unit,
                                                const char      *text);
/* A table's cell of inches without the sign ("12", "12▲"): its number in
 * @unit's ("30", "6"), what follows it kept. */
char            *mst_inches_convert_bare     (MstDistanceUnit  unit,
                                              const char      *text);
/* What a die thrown for a distance is in: "D6 inches", "D6 × 2.5 cm",
 * "D6 × ½ inch" (@dice the dice, "D6"). */
char            *mst_inches_dice_caption     (MstDistanceUnit  unit,
                                                const char      *dice);
/* A caption's unit: "inches", "cm", "inches, halved". */
const char      *mst_distance_unit_word        (MstDistanceUnit  unit);

G_END_DECLS
