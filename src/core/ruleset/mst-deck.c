/* mst-deck.c: a shuffled deck of 52 cards and two jokers.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-deck.h"

struct _MstDeck {
  GObject parent_instance;
  MstDice *dice;
  MstPlayingCard cards[MST_DECK_SIZE];
  guint next;
};

G_DEFINE_FINAL_TYPE (MstDeck, mst_deck, G_TYPE_OBJECT)

static void
mst_deck_finalize (GObject *object)
{
  MstDeck *self = MST_DECK (object);

  g_clear_object (&self->dice);
  G_OBJECT_CLASS (mst_deck_parent_class)->finalize (object);
}

static void
mst_deck_class_init (MstDeckClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_deck_finalize;
}

static void
mst_deck_init (MstDeck *self)
{
}

void
mst_deck_shuffle (MstDeck *self)
{
  guint n = 0;

  g_return_if_fail (MST_IS_DECK (self));

  for (MstSuit suit = MST_SUIT_HEARTS; suit <= MST_SUIT_SPADES; suit++)
    for (guint rank = 1; rank <= 13; rank++)
      self->cards[n++] = (MstPlayingCard) { rank, suit, FALSE };
  self->cards[n++] = (MstPlayingCard) { 0, MST_SUIT_JOKER, TRUE };
  self->cards[n++] = (MstPlayingCard) { 0, MST_SUIT_JOKER, FALSE };
  g_assert (n == MST_DECK_SIZE);

  /* Fisher–Yates, each swap a fair throw of the dice. */
  for (guint i = MST_DECK_SIZE - 1; i > 0; i--)
    {
      guint j = mst_dice_die (self->dice, i + 1) - 1;
      MstPlayingCard tmp = self->cards[i];

      self->cards[i] = self->cards[j];
      self->cards[j] = tmp;
    }
  self->next = 0;
}

MstDeck *
mst_deck_new (MstDice *dice)
{
  MstDeck *self;

  g_return_val_if_fail (MST_IS_DICE (dice), NULL);

  self = g_object_new (MST_TYPE_DECK, NULL);
  self->dice = g_object_ref (dice);
  mst_deck_shuffle (self);
  return self;
}

guint
mst_deck_get_n_left (MstDeck *self)
{
  g_return_val_if_fail (MST_IS_DECK (self), 0);
  return MST_DECK_SIZE - self->next;
}

gboolean
mst_deck_draw (MstDeck *self, MstPlayingCard *card)
{
  g_return_val_if_fail (MST_IS_DECK (self), FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  if (self->next >= MST_DECK_SIZE)
    return FALSE;
  *card = self->cards[self->next++];
  return TRUE;
}

const char *
mst_playing_card_rank_to_string (const MstPlayingCard *card)
{
  static const char *const ranks[] = { "joker", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

  g_return_val_if_fail (card->rank <= 13, NULL);
  return ranks[card->rank];
}

const char *
mst_playing_card_suit_to_string (const MstPlayingCard *card)
{
  switch (card->suit)
    {
    case MST_SUIT_HEARTS: return "hearts";
    case MST_SUIT_DIAMONDS: return "diamonds";
    case MST_SUIT_CLUBS: return "clubs";
    case MST_SUIT_SPADES: return "spades";
    case MST_SUIT_JOKER: return card->joker_red ? "red" : "black";
    default: g_return_val_if_reached (NULL);
    }
}

gboolean
mst_playing_card_is_red (const MstPlayingCard *card)
{
  return card->suit == MST_SUIT_HEARTS || card->suit == MST_SUIT_DIAMONDS
      || (card->suit == MST_SUIT_JOKER && card->joker_red);
}

char *
mst_playing_card_format (const MstPlayingCard *card)
{
  static const char *const pips[] = { "♥", "♦", "♣", "♠" };

  if (card->suit == MST_SUIT_JOKER)
    return g_strdup (card->joker_red ? _("Red joker") : _("Black joker"));
  return g_strconcat (mst_playing_card_rank_to_string (card), pips[card->suit], NULL);
}
