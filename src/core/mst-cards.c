/* mst-cards.c: the roster cards of a force as a document: its pages, the
 * stamp along each, the PDF, and the fit check.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is drawn in the space of a poker card (63 mm wide) and scaled
 * to the card's real size, so the larger layout is the same card, larger.
 * What is on the cards and the first page is the rule set's (MstCardSet,
 * rulesets/RULESET/); each card's content is laid out by an MstFlow at the
 * largest scale at which it fits. */
#include "config.h"

#include "mst-enum-types.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>

#include "mst-card-set.h"
#include "mst-paths.h"
#include "mst-rule-tables.h"

struct _MstCards
{
  GObject parent_instance;

  MstForce *force;
  MstCardLayout layout;
  MstPaper paper;
  gboolean crop_marks;
  guint hits_per_base;
  GDateTime *date;
};

G_DEFINE_FINAL_TYPE (MstCards, mst_cards, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FORCE,
  PROP_LAYOUT,
  PROP_PAPER,
  PROP_CROP_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
/* ---- the object ------------------------------------------------------- */

static void
mst_cards_finalize (GObject *object)
{
  MstCards *self = MST_CARDS (object);

  g_clear_object (&self->force);
  g_clear_pointer (&self->date, g_date_time_unref);
  G_OBJECT_CLASS (mst_cards_parent_class)->finalize (object);
}

static void
mst_cards_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCards *self = MST_CARDS (object);

  switch (prop_id)
    {
    case PROP_FORCE: g_value_set_object (value, self->force); break;
    case PROP_LAYOUT: g_value_set_enum (value, self->layout); break;
    case PROP_PAPER: g_value_set_enum (value, self->paper); break;
    case PROP_CROP_MARKS: g_value_set_boolean (value, self->crop_marks); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_cards_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCards *self = MST_CARDS (object);

  switch (prop_id)
    {
    case PROP_FORCE: self->force = g_value_dup_object (value); break;
    case PROP_LAYOUT: mst_cards_set_layout (self, g_value_get_enum (value)); break;
    case PROP_PAPER: mst_cards_set_paper (self, g_value_get_enum (value)); break;
    case PROP_CROP_MARKS: mst_cards_set_crop_marks (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_cards_class_init (MstCardsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_cards_finalize;
  object_class->get_property = mst_cards_get_property;
  object_class->set_property = mst_cards_set_property;

  properties[PROP_FORCE] = g_param_spec_object ("force", NULL, NULL, MST_TYPE_FORCE,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                G_PARAM_STATIC_STRINGS);
  properties[PROP_LAYOUT] = g_param_spec_enum ("layout", NULL, NULL, MST_TYPE_CARD_LAYOUT,
                                               MST_CARD_LAYOUT_4, rw);
  properties[PROP_PAPER] = g_param_spec_enum ("paper", NULL, NULL, MST_TYPE_PAPER, MST_PAPER_A4, rw);
  properties[PROP_CROP_MARKS] = g_param_spec_boolean ("crop-marks", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_cards_init (MstCards *self)
{
  self->layout = MST_CARD_LAYOUT_4;
  self->paper = MST_PAPER_A4;
  self->date = g_date_time_new_now_local ();
  self->hits_per_base = MST_RULES_HITS_PER_BASE;
}

MstCards *
mst_cards_new (MstForce *force)
{
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  return g_object_new (MST_TYPE_CARDS, "force", force, NULL);
}

MstForce *
mst_cards_get_force (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  return self->force;
}

MstCardLayout
mst_cards_get_layout (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), MST_CARD_LAYOUT_4);
  return self->layout;
}

void
mst_cards_set_layout (MstCards *self, MstCardLayout layout)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (layout == MST_CARD_LAYOUT_4 || layout == MST_CARD_LAYOUT_9);

  if (self->layout == layout)
    return;
  self->layout = layout;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAYOUT]);
}

MstPaper
mst_cards_get_paper (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), MST_PAPER_A4);
  return self->paper;
}

void
mst_cards_set_paper (MstCards *self, MstPaper paper)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (paper == MST_PAPER_A4 || paper == MST_PAPER_LETTER);

  if (self->paper == paper)
    return;
  self->paper = paper;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAPER]);
}

gboolean
mst_cards_get_crop_marks (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), FALSE);
  return self->crop_marks;
}

void
mst_cards_set_crop_marks (MstCards *self, gboolean crop_marks)
{
  g_return_if_fail (MST_IS_CARDS (self));

  crop_marks = !!crop_marks;
  if (self->crop_marks == crop_marks)
    return;
  self->crop_marks = crop_marks;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CROP_MARKS]);
}

void
mst_cards_set_hits_per_base (MstCards *self, guint hits_per_base)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (hits_per_base > 0 && hits_per_base <= 12);
  self->hits_per_base = hits_per_base;
}

guint
mst_cards_get_hits_per_base (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), MST_RULES_HITS_PER_BASE);
  return self->hits_per_base;
}

void
mst_cards_set_date (MstCards *self, GDateTime *date)
{
  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (date != NULL);

  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = g_date_time_ref (date);
}

/* ---- what is printed ------------------------------------------------- */

/* ---- what is printed ------------------------------------------------- */

/* Each rule set that prints cards of its own; another prints Drums and
 * Muskets's. */
static const struct {
  const char *ruleset;
  const MstCardSet *set;
} card_sets[] = {
  { "drums-and-muskets", &mst_dm_card_set },
  { "napoleonic-skirmish", &mst_sk_card_set },
};

const MstCardSet *
mst_card_set_for_force (MstForce *force)
{
  for (guint i = 0; i < G_N_ELEMENTS (card_sets); i++)
    if (g_strcmp0 (mst_force_get_ruleset (force), card_sets[i].ruleset) == 0)
      return card_sets[i].set;
  return &mst_dm_card_set;
}

static GArray *
collect_cards (MstForce *force)
{
  return mst_card_set_for_force (force)->collect (force);
}

guint
mst_cards_get_n_cards (MstCards *self)
{
  g_autoptr(GArray) cards = NULL;

  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  cards = collect_cards (self->force);
  return cards->len;
}

/* The sheet, then @n_cards at the layout's number to a page. */
static guint
pages_for (MstCards *self, guint n_cards)
{
  guint per_page = mst_card_layout_get_per_page (self->layout);

  return 1 + (n_cards + per_page - 1) / per_page;
}

guint
mst_cards_get_n_pages (MstCards *self)
{
  g_return_val_if_fail (MST_IS_CARDS (self), 0);
  return pages_for (self, mst_cards_get_n_cards (self));
}

char *
mst_cards_dup_list_title (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);
  return list != NULL ? mst_nation_list_dup_title (list) : g_strdup (mst_force_get_list_id (force));
}

guint
mst_cards_get_list_version (MstForce *force)
{
  MstNationList *list = mst_force_get_list (force);

  if (mst_force_get_list_version (force) != 0)
    return mst_force_get_list_version (force);
  return list != NULL ? mst_nation_list_get_version (list) : 0;
}

const char *
mst_card_general_name (MstGeneral *general)
{
  const char *name = mst_general_get_name (general);
  return name[0] != '\0' ? name : _("Unnamed general");
}

const char *
mst_card_unit_name (MstUnit *unit)
{
  const char *name = mst_unit_get_name (unit);
  return name[0] != '\0' ? name : _("Unnamed unit");
}


/* ---- a card ------------------------------------------------------------ */

static void
draw_card (MstCards *self, MstCardPainter *p, const MstCard *card,
           double x, double y, double width, double height)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  /* The design space: a poker card's width, the card's own proportions. */
  double design_w = MST_MM (63.0);
  double k = width / design_w;
  double design_h = height / k;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, k, k);
  mst_card_painter_update (p);

  mst_card_set_for_force (self->force)->draw_card (self, p, card, design_w, design_h - MST_FLOW_PAD);

  /* The cut line. */
  if (!mst_card_painter_get_measuring (p))
    {
      cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
      cairo_set_line_width (cr, 0.4);
      cairo_rectangle (cr, 0, 0, design_w, design_h);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  mst_card_painter_update (p);
}

/* ---- pages ----------------------------------------------------------- */

static void
draw_stamp (MstCards *self, MstCardPainter *p, const MstPageGeometry *g, guint page, guint n_pages)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  g_autofree char *title = mst_cards_dup_list_title (self->force);
  /* The date as the user's locale writes it. */
  g_autofree char *date = g_date_time_format (self->date, "%x");
  g_autofree char *left = g_strdup_printf (_("%s · %s, list version %u"),
                                           mst_force_get_name (self->force), title,
                                           mst_cards_get_list_version (self->force));
  g_autofree char *right = g_strdup_printf (_("Muster %s · %s · page %u of %u"),
                                            PACKAGE_VERSION, date, page + 1, n_pages);
  double w, h;

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
  mst_card_painter_update (p);
  mst_card_painter_text (p, 0, 0, w * 0.62, h, left, 7, 4.5, MST_TEXT_MIDDLE | MST_TEXT_GREY);
  mst_card_painter_text (p, w * 0.62, 0, w * 0.38, h, right, 7, 4.5,
                         MST_TEXT_MIDDLE | MST_TEXT_GREY | MST_TEXT_RIGHT);
  cairo_restore (cr);
  mst_card_painter_update (p);
}

static void
draw_page (MstCards *self, MstCardPainter *p, GArray *cards, guint page, double width, double height)
{
  cairo_t *cr = mst_card_painter_get_cairo (p);
  /* Counted from the cards in hand, not collected again for each page. */
  guint n_pages = pages_for (self, cards->len);
  MstPageGeometry g;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_restore (cr);

  if (page == 0)
    {
      double sheet_h;
      /* The sheet is laid out at least 190 mm wide and scaled down to a
       * narrower page, so it reads the same on any paper. */
      double k;
      mst_page_geometry_compute_sheet (&g, width, height);
      k = MIN (1.0, g.content_width / MST_MM (190.0));
      sheet_h = g.content_height / k;
      cairo_save (cr);
      cairo_translate (cr, g.content_x, g.content_y);
      cairo_scale (cr, k, k);
      mst_card_painter_update (p);
      {
        MstFlow f = {
          .p = p, .cr = cr, .measuring = mst_card_painter_get_measuring (p),
          .box_x = 0, .box_y = 0, .box_w = g.content_width / k,
          .x = 0, .w = g.content_width / k, .y = 0, .s = 1.0,
        };
        mst_card_set_for_force (self->force)->draw_sheet (self, &f, sheet_h);
      }
      cairo_restore (cr);
      mst_card_painter_update (p);
    }
  else
    {
      guint per_page = mst_card_layout_get_per_page (self->layout);
      mst_page_geometry_compute (&g, self->layout, self->crop_marks, width, height);
      for (guint i = 0; i < per_page; i++)
        {
          guint index = (page - 1) * per_page + i;
          if (index >= cards->len)
            break;
          draw_card (self, p, &g_array_index (cards, MstCard, index),
                     g.grid_x + (i % g.columns) * g.card_width,
                     g.grid_y + (i / g.columns) * g.card_height,
                     g.card_width, g.card_height);
        }
      if (self->crop_marks && !mst_card_painter_get_measuring (p))
        mst_page_geometry_draw_crop_marks (&g, cr);
    }
  draw_stamp (self, p, &g, page, n_pages);
}

void
mst_cards_draw_page (MstCards *self, cairo_t *cr, guint page, double width, double height)
{
  g_autoptr(MstCardPainter) p = NULL;
  g_autoptr(GArray) cards = NULL;

  g_return_if_fail (MST_IS_CARDS (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < mst_cards_get_n_pages (self));
  g_return_if_fail (width > 0 && height > 0);

  p = mst_card_painter_new (cr);
  cards = collect_cards (self->force);
  draw_page (self, p, cards, page, width, height);
}

GPtrArray *
mst_cards_check_fit (MstCards *self, double width, double height)
{
  GPtrArray *boxes;
  g_autoptr(GArray) cards = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (MST_IS_CARDS (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_text_box_free);
  cards = collect_cards (self->force);
  n_pages = pages_for (self, cards->len);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    for (guint page = 0; page < n_pages; page++)
      {
        mst_card_painter_record (p, boxes, page);
        draw_page (self, p, cards, page, width, height);
      }
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return boxes;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
mst_cards_export_pdf (MstCards *self, const char *path, GError **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autoptr(GArray) cards = NULL;
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
  title = g_strdup_printf (_("Roster cards: %s"), mst_force_get_name (self->force));
  creator = g_strdup_printf ("Muster %s", PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);

  cr = cairo_create (surface);
  cards = collect_cards (self->force);
  n_pages = pages_for (self, cards->len);
  {
    g_autoptr(MstCardPainter) p = mst_card_painter_new (cr);
    for (guint page = 0; page < n_pages; page++)
      {
        draw_page (self, p, cards, page, width, height);
        cairo_show_page (cr);
      }
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
  mst_cards_set_hits_per_base (d->cards, self->hits_per_base);
  mst_cards_set_date (d->cards, self->date);
  d->path = g_strdup (path);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, mst_cards_export_pdf_async);
  g_task_set_task_data (task, d, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
mst_cards_export_pdf_finish (MstCards *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

