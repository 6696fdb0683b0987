/* mst-cards.h: the roster cards of a force, for PDF, print and preview.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One renderer for every output: a force sheet, then a card per general and
 * per unit, command by command, drawn onto any cairo_t. */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "mst-card-layout.h"
#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

#define MST_TYPE_CARDS (mst_cards_get_type ())
G_DECLARE_FINAL_TYPE (MstCards, mst_cards, MST, CARDS, GObject)

MstCards     *mst_cards_new             (MstForce      *force);
MstForce     *mst_cards_get_force       (MstCards      *self);
MstCardLayout mst_cards_get_layout      (MstCards      *self);
void          mst_cards_set_layout      (MstCards      *self,
                                         MstCardLayout  layout);
/* The paper of the PDF export. */
MstPaper      mst_cards_get_paper       (MstCards      *self);
void          mst_cards_set_paper       (MstCards      *self,
                                         MstPaper       paper);
gboolean      mst_cards_get_crop_marks  (MstCards      *self);
void          mst_cards_set_crop_marks  (MstCards      *self,
                                         gboolean       crop_marks);
/* A bleed round each card (MST_CARD_BLEED), with crop marks. */
gboolean      mst_cards_get_bleed       (MstCards      *self);
void          mst_cards_set_bleed       (MstCards      *self,
                                         gboolean       bleed);
/* Boxes a base on a unit's hits track: 6 as the quick reference's "Hits"
 * reads (the default), or 2 as the shooting procedure has it. */
void          mst_cards_set_hits_per_base (MstCards    *self,
                                           guint        hits_per_base);
guint         mst_cards_get_hits_per_base (MstCards    *self);
/* The date stamped on every page; by default the day the cards were made. */
/* What its distances in inches are printed in (mst-distance.h); the
 * default unit when made.  The stamp says which. */
void          mst_cards_set_distances   (MstCards      *self,
                                         MstDistanceUnit unit);
MstDistanceUnit mst_cards_get_distances (MstCards      *self);
/* The lists the force was read with: the force sheet's share code then
 * carries the force's list when it is the player's own. */
void          mst_cards_set_catalogue   (MstCards      *self,
                                         MstCatalogue  *catalogue);
void          mst_cards_set_date        (MstCards      *self,
                                         GDateTime     *date);

/* Cards: one per general and one per unit, and the follow-on cards of
 * those whose content runs past one. */
guint         mst_cards_get_n_cards     (MstCards      *self);
/* The pages of the force sheet (of the roster, for that layout). */
guint         mst_cards_get_n_sheets    (MstCards      *self);
/* The force sheet, then the cards at the layout's number to a page. */
guint         mst_cards_get_n_pages     (MstCards      *self);
/* The same on pages of @width × @height points (a print's page setup). */
guint         mst_cards_get_n_pages_for_size (MstCards *self,
                                              double    width,
                                              double    height);
/* Draws page @page (from 0, of mst_cards_get_n_pages_for_size()) onto
 * @cr, whose user space is a page of @width × @height points with its
 * origin at the top-left corner. */
void          mst_cards_draw_page       (MstCards      *self,
                                         cairo_t       *cr,
                                         guint          page,
                                         double         width,
                                         double         height);
/* Writes every page to a PDF at @path, atomically. */
gboolean      mst_cards_export_pdf      (MstCards      *self,
                                         const char    *path,
                                         GError       **error);
/* The same, drawn and written in a worker thread from a copy of the
 * force as it is now. */
void          mst_cards_export_pdf_async  (MstCards            *self,
                                           const char          *path,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean      mst_cards_export_pdf_finish (MstCards            *self,
                                           GAsyncResult        *result,
                                           GError             **error);
/* Draws every page at @width × @height and returns the smallest side of
 * every box to tick on them, in points of the paper (doubles). */
GArray       *mst_cards_measure_tick_boxes (MstCards *self,
                                            double    width,
                                            double    height);
/* The names of the sheet and the cards whose content is too long even
 * for follow-on cards (a section longer than a whole card), and is cut
 * short; empty when everything fits. */
GStrv         mst_cards_dup_overflows   (MstCards      *self);
/* What did not fit its box on the pages of the last PDF written
 * (MstTextBox), or NULL before one was. */
GPtrArray    *mst_cards_get_misfits     (MstCards      *self);
/* Draws every page at @width × @height and returns every text box placed,
 * as MstTextBox, with whether it fitted. */
GPtrArray    *mst_cards_check_fit       (MstCards      *self,
                                         double         width,
                                         double         height);

G_END_DECLS
