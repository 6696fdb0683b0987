/* mst-dm-cards.c: Drums and Muskets's cards: which are printed, in what
 * order, and how a general's card fits a long command.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-dm-cards.h"

/* The commander, then each command's general and units, then the units in
 * no command: a player deals the cards out command by command. */
static GArray *
dm_collect (MstForce *force)
{
  GArray *cards = g_array_new (FALSE, TRUE, sizeof (MstCard));
  GListModel *unassigned;
  guint n_commands = mst_force_get_n_commands (force);
  MstCard card = { 0 };

  card.general = mst_force_get_commander (force);
  g_array_append_val (cards, card);

  for (guint i = 0; i < n_commands; i++)
    {
      MstCommand *command = mst_force_get_command (force, i);
      guint n_units = mst_command_get_n_units (command);

      card = (MstCard) { .general = mst_command_get_general (command), .command = command };
      g_array_append_val (cards, card);
      for (guint j = 0; j < n_units; j++)
        {
          card = (MstCard) { .unit = mst_command_get_unit (command, j), .command = command };
          g_array_append_val (cards, card);
        }
    }

  unassigned = mst_force_get_unassigned (force);
  for (guint i = 0; i < g_list_model_get_n_items (unassigned); i++)
    {
      g_autoptr(MstUnit) unit = g_list_model_get_item (unassigned, i);
      /* The force keeps its own reference. */
      card = (MstCard) { .unit = unit };
      g_array_append_val (cards, card);
    }
  return cards;
}

static void
dm_draw_card (MstCards *self, MstCardPainter *p, const MstCard *card, double w, double h)
{
  MstDmCardData data = { self, card, G_MAXUINT };

  if (card->unit != NULL)
    {
      mst_flow_draw_fitted (p, (MstFlowContent) mst_dm_draw_unit_card, &data,
                            mst_card_unit_name (card->unit), 0, 0, w, h, MST_FLOW_PAD);
      return;
    }

  if (!mst_flow_fits (p, (MstFlowContent) mst_dm_draw_general_card, &data, 0, 0, w, h, MST_FLOW_PAD))
    {
      /* A command too long to list: as many names as fit, then "and N
       * more" (the force sheet lists them all). */
      guint lo = 0, hi = card->command != NULL ? mst_command_get_n_units (card->command)
                                               : mst_force_get_n_commands (mst_cards_get_force (self));
      while (lo < hi)
        {
          data.list_limit = (lo + hi + 1) / 2;
          if (mst_flow_fits (p, (MstFlowContent) mst_dm_draw_general_card, &data, 0, 0, w, h,
                             MST_FLOW_PAD))
            lo = data.list_limit;
          else
            hi = data.list_limit - 1;
        }
      data.list_limit = lo;
    }
  mst_flow_draw_fitted (p, (MstFlowContent) mst_dm_draw_general_card, &data,
                        mst_card_general_name (card->general), 0, 0, w, h, MST_FLOW_PAD);
}

const MstCardSet mst_dm_card_set = {
  .collect = dm_collect,
  .draw_card = dm_draw_card,
  .draw_sheet = mst_dm_draw_force_sheet,
};
