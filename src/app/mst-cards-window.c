/* mst-cards-window.c: the roster cards window: preview, layout, Print and Export PDF.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything on the pages comes from the core's MstCards: the preview, the
 * printed pages and the PDF are drawn by the same renderer. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-help-window.h"
#include "mst-cards-window.h"
#include "mst-row-util.h"

struct _MstCardsWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  guint exporting;              /* PDF exports under way in their threads */
  GtkDropDown *layout_dropdown;
  GtkDropDown *paper_dropdown;
  GtkCheckButton *crop_marks_check;
  GtkCheckButton *bleed_check;
  GtkBox *overflow_box;
  GtkLabel *overflow_label;
  GtkLabel *page_label;
  GtkDrawingArea *preview;
  GtkWidget *preview_scroller;
  /* The preview's size over the page fitted to the window: 1 to 4. */
  double zoom;

  MstForce *force;
  MstCards *cards;
  GSettings *settings;
  GtkPrintSettings *print_settings;
  GtkPrintOperation *print_op;
  guint page;
  /* The current page, recorded once and replayed at any size. */
  cairo_surface_t *page_cache;
};

G_DEFINE_FINAL_TYPE (MstCardsWindow, mst_cards_window, ADW_TYPE_WINDOW)

/* The settings' enum nicks, in the order of the drop-downs' items. */
static const char *const layout_nicks[] = { "cards-4", "cards-9", "business-cards", "a6", "roster", NULL };
static const char *const paper_nicks[] = { "auto", "a4", "letter", NULL };

static void
toast (MstCardsWindow *self, const char *message)
{
  AdwToast *t = adw_toast_new (message);
  adw_toast_set_timeout (t, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void
invalidate (MstCardsWindow *self)
{
  guint n_pages = mst_cards_get_n_pages (self->cards);
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  g_clear_pointer (&self->page_cache, cairo_surface_destroy);
  if (self->page >= n_pages)
    self->page = n_pages - 1;
  label = g_strdup_printf (_("Page %u of %u"), self->page + 1, n_pages);
  gtk_label_set_label (self->page_label, label);
  description = self->page < mst_cards_get_n_sheets (self->cards)
                ? (mst_cards_get_layout (self->cards) == MST_CARD_LAYOUT_ROSTER ? g_strdup (_("The roster"))
                                                                                : g_strdup (_("The force sheet")))
                : g_strdup_printf (_("Cards, page %u of %u"), self->page + 1, n_pages);
  /* Never silently: what will not fit is said before it is printed. */
  {
    g_auto(GStrv) cut = mst_cards_dup_overflows (self->cards);
    guint n = cut != NULL ? g_strv_length (cut) : 0;
    gtk_widget_set_visible (GTK_WIDGET (self->overflow_box), n > 0);
    if (n > 0)
      {
        g_autofree char *names = g_strjoinv (", ", cut);
        g_autofree char *text = g_strdup_printf (_("Too long for a page even with follow-on cards, and cut short when printed: %s"),
                                                 names);
        gtk_label_set_label (self->overflow_label, text);
      }
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->preview),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.previous-page", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.next-page", self->page + 1 < n_pages);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static MstPaper
paper_from_settings (MstCardsWindow *self)
{
  g_autofree char *nick = g_settings_get_string (self->settings, "paper");
  MstPaper paper;

  if (mst_paper_from_string (nick, &paper))
    return paper;
  /* "auto": GTK knows the locale's custom. */
  return g_strcmp0 (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER) == 0 ? MST_PAPER_LETTER
                                                                               : MST_PAPER_A4;
}

static void
update_from_settings (MstCardsWindow *self)
{
  g_autofree char *layout_nick = g_settings_get_string (self->settings, "card-layout");
  MstCardLayout layout = MST_CARD_LAYOUT_4;

  mst_card_layout_from_string (layout_nick, &layout);
  mst_cards_set_layout (self->cards, layout);
  mst_cards_set_paper (self->cards, paper_from_settings (self));
  mst_cards_set_crop_marks (self->cards, g_settings_get_boolean (self->settings, "crop-marks"));
  mst_cards_set_bleed (self->cards, g_settings_get_boolean (self->settings, "bleed"));
  mst_cards_set_hits_per_base (self->cards, g_settings_get_uint (self->settings, "hits-per-base"));
  mst_cards_set_distances (self->cards, (MstDistanceUnit) g_settings_get_enum (self->settings, "distances"));
  invalidate (self);
}

static void
on_settings_changed (MstCardsWindow *self, const char *key, GSettings *settings)
{
  if (g_str_equal (key, "card-layout") || g_str_equal (key, "paper") || g_str_equal (key, "crop-marks") || g_str_equal (key, "bleed") ||
      g_str_equal (key, "hits-per-base") || g_str_equal (key, "distances"))
    update_from_settings (self);
}

static void
on_force_changed (MstCardsWindow *self, MstForce *force)
{
  g_autofree char *title = g_strdup_printf (_("Roster Cards — %s"), mst_force_get_name (force));

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_subtitle (self->window_title, mst_force_get_name (force));
  invalidate (self);
}

static gboolean
nick_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nick, nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_nick (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char *const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((GStrv) nicks))
    return NULL;
  return g_variant_new_string (nicks[selected]);
}

/* ---- preview ----------------------------------------------------------- */

static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  MstCardsWindow *self = user_data;
  double page_w, page_h, scale, x, y;
  const double margin = 18;

  mst_paper_get_size (mst_cards_get_paper (self->cards), &page_w, &page_h);
  scale = MIN ((width - 2 * margin) / page_w, (height - 2 * margin) / page_h);
  if (scale <= 0)
    return;
  x = floor ((width - page_w * scale) / 2);
  y = floor ((height - page_h * scale) / 2);

  if (self->page_cache == NULL)
    {
      cairo_rectangle_t extents = { 0, 0, page_w, page_h };
      cairo_t *page_cr;
      self->page_cache = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
      page_cr = cairo_create (self->page_cache);
      mst_cards_draw_page (self->cards, page_cr, self->page, page_w, page_h);
      cairo_destroy (page_cr);
    }

  /* A sheet of paper with a soft edge, in light and dark styles alike. */
  cairo_save (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.12);
  cairo_rectangle (cr, x - 1, y - 1, page_w * scale + 2, page_h * scale + 4);
  cairo_fill (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, self->page_cache, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* Sets the preview's size for the zoom: the page fitted to the window at
 * 1, larger (and scrolled) above. */
static void
apply_zoom (MstCardsWindow *self)
{
  int w = gtk_widget_get_width (self->preview_scroller);
  int h = gtk_widget_get_height (self->preview_scroller);

  gtk_drawing_area_set_content_width (self->preview, self->zoom > 1.0 && w > 0 ? (int) (w * self->zoom) : 0);
  gtk_drawing_area_set_content_height (self->preview, self->zoom > 1.0 && h > 0 ? (int) (h * self->zoom) : 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.zoom-out", self->zoom > 1.0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.zoom-in", self->zoom < 4.0);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
zoom_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstCardsWindow *self = MST_CARDS_WINDOW (widget);

  if (g_str_equal (action_name, "cards.zoom-in"))
    self->zoom = MIN (4.0, self->zoom * 1.5);
  else if (g_str_equal (action_name, "cards.zoom-out"))
    self->zoom = MAX (1.0, self->zoom / 1.5);
  else
    self->zoom = 1.0;
  if (self->zoom < 1.01)
    self->zoom = 1.0;
  apply_zoom (self);
}

double
mst_cards_window_get_zoom (MstCardsWindow *self)
{
  g_return_val_if_fail (MST_IS_CARDS_WINDOW (self), 1.0);
  return self->zoom;
}

/* ---- print ----------------------------------------------------------- */

static void
on_print_begin (GtkPrintOperation *op, GtkPrintContext *context, MstCardsWindow *self)
{
  /* As many pages as the cards take on the page setup chosen. */
  gtk_print_operation_set_n_pages (op, mst_cards_get_n_pages_for_size (self->cards,
                                                                       gtk_print_context_get_width (context),
                                                                       gtk_print_context_get_height (context)));
}

static void
on_print_draw_page (GtkPrintOperation *op, GtkPrintContext *context, int page_nr,
                    MstCardsWindow *self)
{
  /* Full page, in points: the page setup the user chose decides the size,
   * and the renderer lays the cards out on it. */
  mst_cards_draw_page (self->cards, gtk_print_context_get_cairo_context (context), page_nr,
                       gtk_print_context_get_width (context), gtk_print_context_get_height (context));
}

static void
on_print_done (GtkPrintOperation *op, GtkPrintOperationResult result, MstCardsWindow *self)
{
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *message = NULL;
      gtk_print_operation_get_error (op, &error);
      message = g_strdup_printf (_("Could not print the cards: %s"),
                                 error != NULL ? error->message : _("unknown error"));
      toast (self, message);
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    g_set_object (&self->print_settings, gtk_print_operation_get_print_settings (op));
  if (self->print_op == op)
    g_clear_object (&self->print_op);
}

/* A print operation over the cards, on @setup's paper (NULL: the paper
 * chosen in the window, portrait). */
static GtkPrintOperation *
new_print_operation (MstCardsWindow *self, GtkPageSetup *setup)
{
  GtkPrintOperation *op = gtk_print_operation_new ();
  g_autofree char *job = g_strdup_printf (_("Roster cards: %s"), mst_force_get_name (self->force));

  if (setup == NULL)
    {
      g_autoptr(GtkPageSetup) ours = gtk_page_setup_new ();
      g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (mst_cards_get_paper (self->cards) == MST_PAPER_LETTER
                                                          ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);
      gtk_page_setup_set_paper_size (ours, paper);
      gtk_page_setup_set_orientation (ours, GTK_PAGE_ORIENTATION_PORTRAIT);
      gtk_print_operation_set_default_page_setup (op, ours);
    }
  else
    gtk_print_operation_set_default_page_setup (op, setup);
  if (self->print_settings != NULL)
    gtk_print_operation_set_print_settings (op, self->print_settings);
  gtk_print_operation_set_job_name (op, job);
  gtk_print_operation_set_n_pages (op, mst_cards_get_n_pages (self->cards));
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  /* The renderer keeps its own margins: poker cards stay 63 × 88 mm. */
  gtk_print_operation_set_use_full_page (op, TRUE);
  g_signal_connect_object (op, "begin-print", G_CALLBACK (on_print_begin), self, 0);
  g_signal_connect_object (op, "draw-page", G_CALLBACK (on_print_draw_page), self, 0);
  return op;
}

static void
print_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCardsWindow *self = MST_CARDS_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  if (self->print_op != NULL)
    return;
  self->print_op = new_print_operation (self, NULL);
  gtk_print_operation_set_embed_page_setup (self->print_op, TRUE);
  gtk_print_operation_set_allow_async (self->print_op, TRUE);
  g_signal_connect_object (self->print_op, "done", G_CALLBACK (on_print_done), self, 0);

  result = gtk_print_operation_run (self->print_op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    GTK_WINDOW (self), &error);
  /* An error "done" has not already told of. */
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && self->print_op != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not print the cards: %s"),
                                                  error != NULL ? error->message : _("unknown error"));
      toast (self, message);
    }
  /* Unless it goes on in the background, the operation is over. */
  if (result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    g_clear_object (&self->print_op);
}

gboolean
mst_cards_window_print_to_file (MstCardsWindow *self,
                                const char     *path,
                                GtkPageSetup   *setup,
                                GError        **error)
{
  g_autoptr(GtkPrintOperation) op = NULL;

  g_return_val_if_fail (MST_IS_CARDS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (setup == NULL || GTK_IS_PAGE_SETUP (setup), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  op = new_print_operation (self, setup);
  gtk_print_operation_set_export_filename (op, path);
  return gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, GTK_WINDOW (self), error)
         != GTK_PRINT_OPERATION_RESULT_ERROR;
}

/* ---- export ---------------------------------------------------------- */

typedef struct {
  MstCardsWindow *window;
  char *name;
} Export;

static Export *
export_new (MstCardsWindow *window, const char *name)
{
  Export *e = g_new0 (Export, 1);

  e->window = g_object_ref (window);
  e->name = g_strdup (name);
  return e;
}

static void
export_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Export *e = user_data;
  MstCardsWindow *self = e->window;
  g_autoptr(GError) error = NULL;

  self->exporting--;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.export", self->exporting == 0);
  adw_window_title_set_subtitle (self->window_title, mst_force_get_name (self->force));
  if (!mst_cards_export_pdf_finish (MST_CARDS (source), result, &error))
    toast (self, error->message);
  else
    {
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), e->name);
      toast (self, message);
    }
  g_object_unref (e->window);
  g_free (e->name);
  g_free (e);
}

gboolean
mst_cards_window_is_busy (MstCardsWindow *self)
{
  g_return_val_if_fail (MST_IS_CARDS_WINDOW (self), FALSE);
  return self->exporting > 0;
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstCardsWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        toast (self, _("The cards can only be saved to a folder on this computer."));
      else
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *saving = g_strdup_printf (_("Saving “%s”…"), name);

          /* Drawn and written in a thread; the window stays with the
           * player, and says so meanwhile. */
          self->exporting++;
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.export", FALSE);
          adw_window_title_set_subtitle (self->window_title, saving);
          mst_cards_export_pdf_async (self->cards, path, NULL, export_done,
                                      export_new (self, name));
        }
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
export_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCardsWindow *self = MST_CARDS_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  g_autofree char *safe = NULL;

  /* GtkFileDialog is GTK 4.10: the native chooser serves GTK 4.8. */
  dialog = gtk_file_chooser_native_new (_("Export Roster Cards"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  safe = g_strdelimit (g_strdup (mst_force_get_name (self->force)), "/\\:", '-');
  name = g_strdup_printf (_("%s cards.pdf"), safe[0] != '\0' ? safe : _("Force"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_export_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- pages ----------------------------------------------------------- */

static void
previous_page_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCardsWindow *self = MST_CARDS_WINDOW (widget);
  if (self->page > 0)
    mst_cards_window_set_page (self, self->page - 1);
}

static void
next_page_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCardsWindow *self = MST_CARDS_WINDOW (widget);
  mst_cards_window_set_page (self, self->page + 1);
}

/* ---- the object ------------------------------------------------------- */

static void
mst_cards_window_dispose (GObject *object)
{
  MstCardsWindow *self = MST_CARDS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_CARDS_WINDOW);
  g_clear_object (&self->cards);
  g_clear_object (&self->force);
  g_clear_object (&self->settings);
  g_clear_object (&self->print_settings);
  g_clear_object (&self->print_op);
  g_clear_pointer (&self->page_cache, cairo_surface_destroy);
  G_OBJECT_CLASS (mst_cards_window_parent_class)->dispose (object);
}

static void
mst_cards_window_class_init (MstCardsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_cards_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-cards-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, layout_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, paper_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, crop_marks_check);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, bleed_check);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, overflow_box);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, overflow_label);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, page_label);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, preview);
  gtk_widget_class_bind_template_child (widget_class, MstCardsWindow, preview_scroller);

  gtk_widget_class_install_action (widget_class, "cards.print", NULL, print_activated);
  gtk_widget_class_install_action (widget_class, "cards.export", NULL, export_activated);
  gtk_widget_class_install_action (widget_class, "cards.previous-page", NULL, previous_page_activated);
  gtk_widget_class_install_action (widget_class, "cards.next-page", NULL, next_page_activated);
  gtk_widget_class_install_action (widget_class, "cards.zoom-in", NULL, zoom_activated);
  gtk_widget_class_install_action (widget_class, "cards.zoom-out", NULL, zoom_activated);
  gtk_widget_class_install_action (widget_class, "cards.zoom-reset", NULL, zoom_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "cards.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "cards.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "cards.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "cards.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "cards.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "cards.zoom-reset", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "cards.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "cards.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "cards.previous-page", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "cards.next-page", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "printing");
}

static void
mst_cards_window_init (MstCardsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
  self->zoom = 1.0;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "cards.zoom-out", FALSE);
}

GtkWindow *
mst_cards_window_new (GtkWindow *parent, MstForce *force, MstCatalogue *catalogue, GSettings *settings)
{
  MstCardsWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (MST_TYPE_CARDS_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  if (parent != NULL && gtk_window_get_application (parent) != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->force = g_object_ref (force);
  self->cards = mst_cards_new (force);
  if (catalogue != NULL)
    mst_cards_set_catalogue (self->cards, catalogue);
  self->settings = g_object_ref (settings);

  g_settings_bind_with_mapping (settings, "card-layout", self->layout_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT, nick_to_selected, selected_to_nick,
                                (gpointer) layout_nicks, NULL);
  g_settings_bind_with_mapping (settings, "paper", self->paper_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT, nick_to_selected, selected_to_nick,
                                (gpointer) paper_nicks, NULL);
  g_settings_bind (settings, "crop-marks", self->crop_marks_check, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "bleed", self->bleed_check, "active", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (settings, "changed", G_CALLBACK (on_settings_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (force, "changed", G_CALLBACK (on_force_changed), self, G_CONNECT_SWAPPED);

  update_from_settings (self);
  on_force_changed (self, force);
  return GTK_WINDOW (self);
}

MstCards *
mst_cards_window_get_cards (MstCardsWindow *self)
{
  g_return_val_if_fail (MST_IS_CARDS_WINDOW (self), NULL);
  return self->cards;
}

guint
mst_cards_window_get_page (MstCardsWindow *self)
{
  g_return_val_if_fail (MST_IS_CARDS_WINDOW (self), 0);
  return self->page;
}

void
mst_cards_window_set_page (MstCardsWindow *self, guint page)
{
  g_return_if_fail (MST_IS_CARDS_WINDOW (self));

  page = MIN (page, mst_cards_get_n_pages (self->cards) - 1);
  if (self->page == page)
    return;
  self->page = page;
  invalidate (self);
}
