/* mst-cards-draw.c: the roster cards drawn: each card, each page with its
 * stamp and scale bar, the fit check, and the PDF, written in a thread.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>

#include "mst-card-set.h"
#include "mst-cards-private.h"
#include "mst-ruleset.h"
#include "mst-paths.h"

/* ---- a card ------------------------------------------------------------ */

static void
draw_card (MstCards *self, MstCardPainter *p, const MstCard *card,
           double x, double y, const MstPageGeometry *g, double footer_h)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  double design_w, design_h, k, card_w, card_h, s, left, top, right, bottom;
  gboolean bleed = self->bleed && !mst_card_layout_is_stock (self->layout);
  MstCardContent c = { self, card };

  /* The card at its size on this page (@g may have shrunk the grid), and
   * its content in the part of it printers print. */
  mst_card_layout_get_card_size_on (self->layout, g->page_width, g->page_height, &card_w, &card_h);
  s = g->card_width / card_w;
  mst_card_layout_get_inset (self->layout, &left, &top, &right, &bottom);
  mst_cards_design_size (self, card_w, card_h, &design_w, &design_h);
  k = (g->card_width - (left + right) * s) / design_w;

  /* The cut line, round the whole card. */
  if (!mst_card_painter_get_measuring (p))
    {
      cairo_save (cr);
      cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
      cairo_set_line_width (cr, 0.4 * k);
      cairo_rectangle (cr, x, y, g->card_width, g->card_height);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  cairo_save (cr);
  cairo_translate (cr, x + left * s, y + top * s);
  cairo_scale (cr, k, k);

  mst_flow_draw_part (p, (MstFlowContent) mst_cards_card_content, &c, card->plan, card->follow_on,
                      mst_card_painter_get_measuring (p) ? NULL
                      : card->unit != NULL ? mst_card_unit_name (card->unit)
                      : mst_card_general_name (card->general),
                      0, 0, design_w, design_h - footer_h - mst_cards_content_gap (self), MST_FLOW_PAD,
                      bleed ? MST_CARD_BLEED / k : 0);

  /* The footer: whose card it is, and which of its run. */
  {
    double fy = design_h - footer_h;
    double size = MST_CARDS_FOOTER_SIZE;
    double name_w = mst_cards_footer_name_width (p, design_w);
    g_autofree char *run = card->n_follow_on > 1
      ? g_strdup_printf (_("card %u of %u"), card->follow_on + 1, card->n_follow_on)
      : NULL;

    mst_card_painter_text (p, MST_FLOW_PAD, fy, name_w, footer_h - 1.0, mst_force_get_name (self->force), size,
                           size, MST_TEXT_MIDDLE | MST_TEXT_GREY | MST_TEXT_ITALIC | MST_TEXT_WRAP);
    if (run != NULL)
      mst_card_painter_text (p, design_w - MST_FLOW_PAD - (design_w - 2 * MST_FLOW_PAD - name_w), fy,
                             design_w - 2 * MST_FLOW_PAD - name_w, footer_h - 1.0, run, size, size,
                             MST_TEXT_MIDDLE | MST_TEXT_BOLD | MST_TEXT_RIGHT);
  }

  cairo_restore (cr);
}

/* ---- pages ----------------------------------------------------------- */

/* A 10 mm bar to check the print was not scaled: ticks at either end. */
static void
draw_scale_bar (cairo_t *cr, double x, double y, double h)
{
  double len = MST_MM (10.0);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, x, y + h * 0.25);
  cairo_line_to (cr, x, y + h * 0.75);
  cairo_move_to (cr, x + len, y + h * 0.25);
  cairo_line_to (cr, x + len, y + h * 0.75);
  cairo_move_to (cr, x, y + h * 0.5);
  cairo_line_to (cr, x + len, y + h * 0.5);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_stamp (MstCards *self, MstCardPainter *p, const MstPageGeometry *g, guint page, guint n_pages)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  g_autofree char *title = mst_cards_dup_list_title (self->force);
  /* The date as the user's locale writes it. */
  g_autofree char *date = g_date_time_format (self->date, "%x");
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  /* A rule set that measures in inches: which the cards print them in. */
  const char *measured = rs != NULL && mst_ruleset_measures_in_inches (rs) ? mst_distance_unit_stamp (self->distances)
                                                                           : NULL;
  g_autofree char *left = measured != NULL
    ? g_strdup_printf (_("%s · %s, list version %u · %s"), mst_force_get_name (self->force), title,
                       mst_cards_get_list_version (self->force), measured)
    : g_strdup_printf (_("%s · %s, list version %u"), mst_force_get_name (self->force), title,
                       mst_cards_get_list_version (self->force));
  g_autofree char *right = g_strdup_printf (_("Muster %s · %s · page %u of %u"),
                                            PACKAGE_VERSION, date, page + 1, n_pages);
  /* TRANSLATORS: beside a bar 10 mm long on every page of the cards. */
  const char *hundred = _("Print at 100 %: this bar is 10 mm");
  double w, h, size = 6.5, bar = MST_MM (10.0), hundred_w;

  cairo_save (cr);
  if (g->stamp_vertical)
    {
      /* Reads from the bottom of the page up. */
      cairo_translate (cr, g->stamp_x, g->stamp_y + g->stamp_height);
      cairo_rotate (cr, -G_PI / 2);
      w = g->stamp_height;
      h = g->stamp_width;
    }
  else
    {
      cairo_translate (cr, g->stamp_x, g->stamp_y);
      w = g->stamp_width;
      h = g->stamp_height;
    }
  hundred_w = mst_card_painter_measure_line (p, hundred, size, MST_TEXT_NONE) + 1;
  if (!mst_card_painter_get_measuring (p))
    draw_scale_bar (cr, 0, 0, h);
  mst_card_painter_text (p, bar + 3, 0, hundred_w, h, hundred, size, size, MST_TEXT_MIDDLE | MST_TEXT_GREY);
  {
    double x0 = bar + 3 + hundred_w + 8;
    double rest = w - x0;
    double right_w = MIN (rest * 0.45, mst_card_painter_measure_line (p, right, size, MST_TEXT_NONE) + 1);
    double left_w = rest - right_w - 6;
    /* The force's name first: the list's title goes when there is no room
     * for it. */
    if (mst_card_painter_measure_line (p, left, size, MST_TEXT_NONE) > left_w)
      {
        g_free (left);
        left = measured != NULL
          ? g_strdup_printf (_("%s, list version %u · %s"), mst_force_get_name (self->force),
                             mst_cards_get_list_version (self->force), measured)
          : g_strdup_printf (_("%s, list version %u"), mst_force_get_name (self->force),
                             mst_cards_get_list_version (self->force));
      }
    mst_card_painter_text (p, x0, 0, left_w, h, left, size, size, MST_TEXT_MIDDLE | MST_TEXT_GREY);
    mst_card_painter_text (p, w - right_w, 0, right_w, h, right, size, size,
                           MST_TEXT_MIDDLE | MST_TEXT_GREY | MST_TEXT_RIGHT);
  }
  cairo_restore (cr);
}

static void
draw_page (MstCards *self, MstCardPainter *p, guint page, double width, double height)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  MstCardDeal *d;
  guint n_pages;

  mst_card_painter_set_distances (p, self->distances);
  d = mst_cards_deal_with (self, width, height, p);
  n_pages = mst_cards_deal_pages (d);
  guint n_sheets = d->sheet->n_parts;
  MstPageGeometry g;

  /* White under the page, but on a PDF, whose pages are: cairo 1.16
   * refuses a page-sized fill inside a structure tag (a Letter page). */
  if (cairo_surface_get_type (cairo_get_target (cr)) != CAIRO_SURFACE_TYPE_PDF)
    {
      cairo_save (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  if (page < n_sheets)
    {
      double k;
      mst_page_geometry_compute_sheet (&g, width, height);
      k = mst_cards_sheet_scale (&g);
      cairo_save (cr);
      cairo_translate (cr, g.content_x, g.content_y);
      cairo_scale (cr, k, k);
      mst_flow_draw_part (p, (MstFlowContent) mst_cards_sheet_content, self, d->sheet, page,
                          self->layout == MST_CARD_LAYOUT_ROSTER ? _("Roster") : _("Force sheet"), 0, 0, g.content_width / k, g.content_height / k, 0, 0);
      cairo_restore (cr);
    }
  else
    {
      guint first = (page - n_sheets) * d->per_page;

      mst_page_geometry_compute_with_bleed (&g, self->layout, self->crop_marks, self->bleed, width, height);
      for (guint i = 0; i < d->per_page && first + i < d->cards->len; i++)
        {
          double x, y;
          mst_page_geometry_card_origin (&g, i, &x, &y);
          draw_card (self, p, &g_array_index (d->cards, MstCard, first + i), x, y, &g, d->footer_h);
        }
      if ((self->crop_marks || self->bleed) && !mst_card_painter_get_measuring (p))
        mst_page_geometry_draw_crop_marks (&g, cr);
    }
  draw_stamp (self, p, &g, page, n_pages);
}

void
mst_cards_draw_page (MstCards *self, cairo_t *cr, guint page, double width, double height)
{
  g_autoptr(MstCardPainter) p = NULL;

  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 0 && height > 0);
  g_return_if_fail (page < mst_cards_get_n_pages_for_size (self, width, height));

  p = mst_card_painter_new (cr);
  draw_page (self, p, page, width, height);
}

GPtrArray *
mst_cards_check_fit (MstCards *self, double width, double height)
{
  GPtrArray *boxes;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_text_box_free);
  n_pages = mst_cards_get_n_pages_for_size (self, width, height);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    for (guint page = 0; page < n_pages; page++)
      {
        mst_card_painter_record (p, boxes, page);
        draw_page (self, p, page, width, height);
      }
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return boxes;
}

GArray *
mst_cards_measure_tick_boxes (MstCards *self, double width, double height)
{
  GArray *ticks;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  ticks = g_array_new (FALSE, FALSE, sizeof (double));
  n_pages = mst_cards_get_n_pages_for_size (self, width, height);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    mst_card_painter_record_ticks (p, ticks);
    for (guint page = 0; page < n_pages; page++)
      draw_page (self, p, page, width, height);
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ticks;
}

GStrv
mst_cards_dup_overflows (MstCards *self)
{
  MstCardDeal *d;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  d = mst_cards_deal (self);
  if (d->sheet->overflow)
    g_strv_builder_add (names, self->layout == MST_CARD_LAYOUT_ROSTER ? _("Roster") : _("Force sheet"));
  for (guint i = 0; i < d->cards->len; i++)
    {
      const MstCard *card = &g_array_index (d->cards, MstCard, i);
      if (card->follow_on == 0 && card->plan->overflow)
        g_strv_builder_add (names, card->unit != NULL ? mst_card_unit_name (card->unit)
                                                      : mst_card_general_name (card->general));
    }
  return g_strv_builder_end (names);
}

GPtrArray *
mst_cards_get_misfits (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  return self->misfits;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The outline entry of @command (and of the commands over it), made
 * the first time one of its cards is met, pointing at that card's page. */
static int
command_outline (cairo_surface_t *surface, GHashTable *ids, MstRuleset *rs, MstCommand *command, guint page)
{
  gpointer found;
  g_autofree char *title = NULL;
  g_autofree char *link = NULL;
  MstCommand *parent = mst_command_get_parent (command);
  int parent_id = parent != NULL ? command_outline (surface, ids, rs, parent, page) : CAIRO_PDF_OUTLINE_ROOT;
  int id;

  if (g_hash_table_lookup_extended (ids, command, NULL, &found))
    return GPOINTER_TO_INT (found);
  /* "Brigade: Saint-Hilaire" */
  title = g_strdup_printf (_("%s: %s"), rs != NULL ? mst_ruleset_level_label (rs, mst_command_get_level (command))
                                                   : _("Command"),
                           mst_card_general_name (mst_command_get_general (command)));
  link = g_strdup_printf ("page=%u", page + 1);
  id = cairo_pdf_surface_add_outline (surface, parent_id, title, link, CAIRO_PDF_OUTLINE_FLAG_OPEN);
  g_hash_table_insert (ids, command, GINT_TO_POINTER (id));
  return id;
}

/* The PDF's outline: the force sheet, then one entry per card, grouped
 * by command, brigade or division; a force of no commands (a skirmish
 * side) under its side. */
static void
add_outline (MstCards *self, cairo_surface_t *surface, MstCardDeal *d)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (NULL, NULL);
  MstRuleset *rs = mst_ruleset_for_force (self->force);
  MstNationList *list = mst_force_get_list (self->force);
  int side = CAIRO_PDF_OUTLINE_ROOT;

  cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT,
                                 self->layout == MST_CARD_LAYOUT_ROSTER ? _("Roster") : _("Force sheet"), "page=1", 0);
  if (d->per_page == 0)
    return;
  if (mst_force_get_n_commands (self->force) == 0 && d->cards->len > 0)
    {
      g_autofree char *link = g_strdup_printf ("page=%u", d->sheet->n_parts + 1);
      const char *name = list != NULL && mst_nation_list_get_nation (list) != NULL ? mst_nation_list_get_nation (list)
                                                                                   : mst_force_get_name (self->force);

      side = cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, name, link, CAIRO_PDF_OUTLINE_FLAG_OPEN);
    }
  for (guint i = 0; i < d->cards->len; i++)
    {
      const MstCard *card = &g_array_index (d->cards, MstCard, i);
      guint page = d->sheet->n_parts + i / d->per_page;
      g_autofree char *link = NULL;
      g_autofree char *title = NULL;
      const char *name;
      int parent;

      if (card->follow_on > 0)
        continue;
      name = card->unit != NULL ? mst_card_unit_name (card->unit) : mst_card_general_name (card->general);
      /* A unit on more than one card: "Name (2)" for the second. */
      title = card->part > 0 && card->unit != NULL ? g_strdup_printf ("%s (%u)", name, card->part + 1) : g_strdup (name);
      parent = card->command != NULL ? command_outline (surface, ids, rs, card->command, page) : side;
      link = g_strdup_printf ("page=%u", page + 1);
      cairo_pdf_surface_add_outline (surface, parent, title, link, 0);
    }
}

gboolean
mst_cards_export_pdf (MstCards *self, const char *path, GError **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree char *title = NULL;
  g_autofree char *creator = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double width, height;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  mst_paper_get_size (self->paper, &width, &height);
  bytes = g_byte_array_new ();
  surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
  /* Title the force; subject its rule set and list; creator Muster. */
  title = mst_cards_dup_list_title (self->force);
  {
    MstRuleset *rs = mst_ruleset_for_force (self->force);
    g_autofree char *subject = g_strdup_printf ("%s · %s", rs != NULL ? mst_ruleset_get_name (rs)
                                                                     : mst_force_get_ruleset (self->force), title);
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, subject);
  }
  g_free (title);
  title = g_strdup (mst_force_get_name (self->force));
  creator = g_strdup_printf ("Muster %s", PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);

  cr = cairo_create (surface);
  g_clear_pointer (&self->misfits, g_ptr_array_unref);
  self->misfits = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_text_box_free);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    /* Dealt with the painter that draws them: each text measured once. */
    n_pages = mst_cards_deal_pages (mst_cards_deal_with (self, width, height, p));
    /* Tagged: the document, and a section per page. */
    cairo_tag_begin (cr, "Document", NULL);
    for (guint page = 0; page < n_pages; page++)
      {
        mst_card_painter_record_misfits (p, self->misfits, page);
        cairo_tag_begin (cr, "Sect", NULL);
        draw_page (self, p, page, width, height);
        cairo_tag_end (cr, "Sect");
        cairo_show_page (cr);
      }
    cairo_tag_end (cr, "Document");
    add_outline (self, surface, mst_cards_deal_with (self, width, height, p));
  }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the roster cards for %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return mst_file_replace (path, (const char *) bytes->data, bytes->len, error);
}

typedef struct {
  MstCards *cards;
  char *path;
} ExportData;

static void
export_data_free (ExportData *d)
{
  g_clear_object (&d->cards);
  g_free (d->path);
  g_free (d);
}

static void
export_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ExportData *d = task_data;
  GError *error = NULL;

  if (mst_cards_export_pdf (d->cards, d->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
mst_cards_export_pdf_async (MstCards            *self,
                            const char          *path,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(MstForce) force = NULL;
  ExportData *d;

  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (path != NULL);

  /* Drawn from a copy: the force can go on changing meanwhile. */
  force = mst_force_copy (self->force);
  d = g_new0 (ExportData, 1);
  d->cards = mst_cards_new (force);
  mst_cards_set_layout (d->cards, self->layout);
  mst_cards_set_paper (d->cards, self->paper);
  mst_cards_set_crop_marks (d->cards, self->crop_marks);
  mst_cards_set_bleed (d->cards, self->bleed);
  mst_cards_set_hits_per_base (d->cards, self->hits_per_base);
  mst_cards_set_date (d->cards, self->date);
  mst_cards_set_distances (d->cards, self->distances);
  /* Made here, where the lists are: the thread reads none. */
  mst_cards_copy_share_code (d->cards, self);
  d->path = g_strdup (path);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, mst_cards_export_pdf_async);
  g_task_set_task_data (task, d, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
mst_cards_export_pdf_finish (MstCards *self, GAsyncResult *result, GError **error)
{
  ExportData *d;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  /* What did not fit on the copy's pages is what did not fit on these. */
  d = g_task_get_task_data (G_TASK (result));
  g_clear_pointer (&self->misfits, g_ptr_array_unref);
  if (d->cards->misfits != NULL)
    self->misfits = g_ptr_array_ref (d->cards->misfits);
  return g_task_propagate_boolean (G_TASK (result), error);
}
