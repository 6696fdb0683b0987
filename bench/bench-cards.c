/* bench-cards.c: roster cards of a 100-unit force against drawing their bare strings.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The renderer lays every card out (measuring, fitting, shrinking) and
 * draws it.  The baseline, measured in the same run, draws the very same
 * strings at the same sizes and positions with pango, with no layout logic.
 * The renderer runs the PDF export path from a fresh set of cards (dealing
 * them onto pages included) and writes the file; the baseline writes every
 * page to a PDF surface whose bytes are thrown away.  The ratio is what the
 * layout costs over the drawing it cannot avoid.
 *
 *   meson compile -C BUILD bench      (or BUILD/bench/bench-cards [ROUNDS]) */
#include "config.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <stdlib.h>

#include "muster-core.h"
#include "bench-util.h"

static cairo_status_t
discard (void *closure, const unsigned char *data, unsigned int length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}

static MstForce *
hundred_unit_force (MstCatalogue *catalogue)
{
  MstNationList *list = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
  MstForce *force;
  GListModel *templates;
  guint n_templates;

  if (list == NULL)
    g_error ("the list french-imperial-1803-1812 is not installed (set MUSTER_DATA_DIR)");
  force = mst_force_new ("Grande Armée, 1805", list, NULL);
  mst_general_set_name (mst_force_get_commander (force), "Napoléon Bonaparte");
  templates = mst_nation_list_get_templates (list);
  n_templates = g_list_model_get_n_items (templates);
  for (guint c = 0; c < 10; c++)
    {
      g_autofree char *general_name = g_strdup_printf ("Général de division n° %u", c + 1);
      g_autoptr(MstGeneral) general = mst_general_new (general_name);
      MstCommand *command;

      mst_general_set_attr (general, "ability", c % 3 == 0 ? "exceptional" : "competent");
      command = mst_force_add_command (force, general);
      for (guint u = 0; u < 10; u++)
        {
          g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, (c * 10 + u) % n_templates);
          g_autofree char *name = g_strdup_printf ("%ue %s", c * 10 + u + 1, mst_unit_template_get_name (t));
          mst_force_add_unit (force, command, mst_unit_template_get_id (t), name);
        }
    }
  return force;
}

/* The PDF export path the CLI and the app use, from a fresh MstCards: its
 * cards dealt (measured and planned) and drawn, the file written. */
static double
render_cards (MstCards *cards, double width, double height)
{
  g_autoptr(MstCards) fresh = mst_cards_new (mst_cards_get_force (cards));
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "muster-bench-cards.pdf", NULL);
  gint64 start;

  mst_cards_set_layout (fresh, mst_cards_get_layout (cards));
  mst_cards_set_paper (fresh, mst_cards_get_paper (cards));
  start = g_get_monotonic_time ();
  if (!mst_cards_export_pdf (fresh, path, &error))
    g_error ("%s", error->message);
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* The same strings, at the same sizes and places, through one reused pango
 * layout: the least drawing them can cost. */
static double
render_baseline (GPtrArray *boxes, guint n_pages, double width, double height)
{
  gsize bytes = 0;
  gint64 start = g_get_monotonic_time ();
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (discard, &bytes, width, height);
  cairo_t *cr = cairo_create (surface);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  PangoLayout *layout = pango_cairo_create_layout (cr);
  guint page = 0;

  for (guint i = 0; i < boxes->len; i++)
    {
      MstTextBox *box = g_ptr_array_index (boxes, i);

      while (page < box->page)
        {
          cairo_show_page (cr);
          page++;
        }
      pango_font_description_set_absolute_size (font, MAX (box->font_size, 1.0) * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_set_text (layout, box->text, -1);
      cairo_move_to (cr, box->x, box->y);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
  while (page++ < n_pages)
    cairo_show_page (cr);
  pango_font_description_free (font);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstCards) cards = NULL;
  g_autoptr(GPtrArray) boxes = NULL;
  guint rounds = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 5;
  g_autofree double *ours = g_new (double, rounds);
  g_autofree double *base = g_new (double, rounds);
  double width, height;

  mst_catalogue_load_default (catalogue);
  force = hundred_unit_force (catalogue);
  cards = mst_cards_new (force);
  mst_paper_get_size (MST_PAPER_A4, &width, &height);

  for (int layout = MST_CARD_LAYOUT_4; layout <= MST_CARD_LAYOUT_9; layout++)
    {
      double m_ours, m_base;

      mst_cards_set_layout (cards, layout);
      boxes = mst_cards_check_fit (cards, width, height);
      /* One round of each first, to warm the font caches. */
      render_cards (cards, width, height);
      render_baseline (boxes, mst_cards_get_n_pages (cards), width, height);
      for (guint r = 0; r < rounds; r++)
        {
          ours[r] = render_cards (cards, width, height);
          base[r] = render_baseline (boxes, mst_cards_get_n_pages (cards), width, height);
        }
      m_ours = bench_median (ours, rounds);
      m_base = bench_median (base, rounds);
      {
        g_autofree char *what = g_strdup_printf ("roster cards of a %u-unit force, %s, %u pages, through the "
                                                 "PDF path the CLI and the app use",
                                                 mst_force_get_n_units (force), mst_card_layout_to_string (layout),
                                                 mst_cards_get_n_pages (cards));
        g_autofree char *against = g_strdup_printf ("bare pango drawing the same %u strings into a PDF", boxes->len);
        bench_report (layout == MST_CARD_LAYOUT_4 ? "cards-100-pdf" : "cards-100-pdf-9up", what, against,
                      m_ours / 1000.0, m_base / 1000.0);
      }
      g_clear_pointer (&boxes, g_ptr_array_unref);
    }
  return 0;
}
