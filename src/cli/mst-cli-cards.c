/* mst-cli-cards.c: muster-cli cards: a force's roster cards as a PDF.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-cli-cards.h"


int
mst_cli_cards (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstCards) cards = NULL;
  g_autofree char *output = NULL;
  g_autofree char *layout_name = NULL;
  g_autofree char *paper_name = NULL;
  gboolean crop_marks = FALSE;
  gboolean bleed = FALSE;
  gboolean overwrite = FALSE;
  g_autofree char *distances_name = NULL;
  MstDistanceUnit distances = MST_DISTANCE_INCHES;
  int hits_per_base = 0;
  MstCardLayout layout = MST_CARD_LAYOUT_4;
  MstPaper paper = mst_paper_get_default ();
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF to write"), N_("OUT.pdf") },
    { "layout", 'l', 0, G_OPTION_ARG_STRING, &layout_name, N_("cards-4, cards-9 (poker size), business-cards (10 to a sheet), a6 (4 to an A4 sheet), or roster (the force on a page)"), N_("LAYOUT") },
    { "paper", 'p', 0, G_OPTION_ARG_STRING, &paper_name, N_("Paper: a4 or letter (default: the locale’s)"), N_("PAPER") },
    { "crop-marks", 'c', 0, G_OPTION_ARG_NONE, &crop_marks, N_("Print crop marks around the cards"), NULL },
    { "bleed", 0, 0, G_OPTION_ARG_NONE, &bleed, N_("A 3 mm bleed round each card, with crop marks"), NULL },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("Replace OUT.pdf if it exists"), NULL },
    { "distances", 0, 0, G_OPTION_ARG_STRING, &distances_name,
      N_("Distances in inches (the default), centimetres, or half-inches (halved, for 15 mm figures); base widths "
         "stay base widths"), N_("UNIT") },
    { "hits-per-base", 0, 0, G_OPTION_ARG_INT, &hits_per_base,
      N_("Hits that remove a base, as the force's rules allow it (Drums and Muskets: 6, the quick reference, the "
         "default; or 2, the shooting procedure)"), N_("N") },
    { NULL }
  };

  context = g_option_context_new (_("FORCE.muster -o OUT.pdf"));
  g_option_context_set_summary (context, _("Writes the force sheet and a card per general and per unit."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("muster-cli: %s\n", error->message);
      return MST_CLI_BAD_INPUT;
    }
  if (argc != 2)
    {
      g_printerr (_("muster-cli: cards needs one force file\n"));
      return MST_CLI_BAD_INPUT;
    }
  if (output == NULL)
    {
      g_printerr (_("muster-cli: cards needs -o OUT.pdf\n"));
      return MST_CLI_BAD_INPUT;
    }
  if (layout_name != NULL && !mst_card_layout_from_string (layout_name, &layout))
    {
      g_printerr (_("muster-cli: unknown layout “%s” (cards-4, cards-9, business-cards, a6 or roster)\n"), layout_name);
      return MST_CLI_BAD_INPUT;
    }
  if (paper_name != NULL && !mst_paper_from_string (paper_name, &paper))
    {
      g_printerr (_("muster-cli: unknown paper “%s” (a4 or letter)\n"), paper_name);
      return MST_CLI_BAD_INPUT;
    }

  if (distances_name != NULL && !mst_distance_unit_from_string (distances_name, &distances))
    {
      g_printerr (_("muster-cli: unknown unit “%s” (inches, centimetres or half-inches)\n"), distances_name);
      return MST_CLI_BAD_INPUT;
    }
  if (!mst_cli_check_output (output, overwrite, (const char *[]) { argv[1], NULL }))
    return MST_CLI_BAD_INPUT;

  catalogue = mst_cli_load_catalogue ();
  force = mst_cli_load_force_with_list (catalogue, argv[1]);
  if (force == NULL)
    return MST_CLI_BAD_INPUT;
  if (hits_per_base != 0)
    {
      MstRuleset *rs = mst_ruleset_for_force (force);
      g_autofree char *readings = rs != NULL ? mst_ruleset_dup_hits_per_base_readings (rs) : NULL;

      if (hits_per_base < 0 || rs == NULL || !mst_ruleset_allows_hits_per_base (rs, (guint) hits_per_base))
        {
          if (readings != NULL)
            g_printerr (_("muster-cli: hits per base are %s in %s, not %d\n"), readings, mst_ruleset_get_name (rs),
                        hits_per_base);
          else
            g_printerr (_("muster-cli: %s counts no hits by the base: --hits-per-base does not apply\n"),
                        rs != NULL ? mst_ruleset_get_name (rs) : argv[1]);
          return MST_CLI_BAD_INPUT;
        }
    }
  cards = mst_cards_new (force);
  mst_cards_set_catalogue (cards, catalogue);
  mst_cards_set_distances (cards, distances);
  mst_cards_set_layout (cards, layout);
  mst_cards_set_paper (cards, paper);
  mst_cards_set_crop_marks (cards, crop_marks);
  mst_cards_set_bleed (cards, bleed);
  if (hits_per_base != 0)
    mst_cards_set_hits_per_base (cards, (guint) hits_per_base);
  /* Reproducible cards: the stamp's date from SOURCE_DATE_EPOCH when set
   * (reproducible-builds.org), else today. */
  {
    const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
    gint64 seconds;

    if (epoch != NULL && g_ascii_string_to_signed (epoch, 10, 0, G_MAXINT64, &seconds, NULL))
      {
        g_autoptr(GDateTime) date = g_date_time_new_from_unix_utc (seconds);
        mst_cards_set_date (cards, date);
      }
  }
  if (!mst_cards_export_pdf (cards, output, &error))
    {
      g_printerr ("muster-cli: %s\n", error->message);
      return MST_CLI_BAD_INPUT;
    }
  /* Never silently: what was cut short is named, and the exit status
   * says the cards are not as they should be. */
  {
    GPtrArray *misfits = mst_cards_get_misfits (cards);
    if (misfits != NULL && misfits->len > 0)
      {
        for (guint i = 0; i < misfits->len; i++)
          {
            MstTextBox *box = g_ptr_array_index (misfits, i);
            g_printerr (_("muster-cli: warning: page %u: “%s” does not fit and is cut short\n"),
                        box->page + 1, box->text);
          }
        g_printerr (g_dngettext (GETTEXT_PACKAGE,
                                 "muster-cli: %s was written, but %u piece of it does not fit\n",
                                 "muster-cli: %s was written, but %u pieces of it do not fit\n",
                                 misfits->len),
                    output, misfits->len);
        return MST_CLI_FINDINGS;
      }
  }
  return MST_CLI_OK;
}
