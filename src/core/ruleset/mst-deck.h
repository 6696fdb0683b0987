/* mst-deck.h: the playing-card deck some rule sets turn instead of dice
 * (Napoleonic Skirmish: 52 cards and a red and a black joker, shuffled at
 * each phase; a card's colour says whose unit moves or fires).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-dice.h"

G_BEGIN_DECLS

typedef enum {
  MST_SUIT_HEARTS,
  MST_SUIT_DIAMONDS,
  MST_SUIT_CLUBS,
  MST_SUIT_SPADES,
  /* A joker: its colour is in the card's joker_red. */
  MST_SUIT_JOKER,
} MstSuit;

typedef struct {
  /* 1 (Ace) to 13 (King); 0 for a joker. */
  guint rank;
  MstSuit suit;
  gboolean joker_red;
} MstPlayingCard;

#define MST_DECK_SIZE 54

/* "A", "2" … "10", "J", "Q", "K", or "joker". */
const char *mst_playing_card_rank_to_string (const MstPlayingCard *card);
/* "hearts", "diamonds", "clubs", "spades", or "red"/"black" for a joker. */
const char *mst_playing_card_suit_to_string (const MstPlayingCard *card);
gboolean    mst_playing_card_is_red         (const MstPlayingCard *card);
/* "A♠", "10♥", "Red joker": for the player. */
char       *mst_playing_card_format         (const MstPlayingCard *card);

#define MST_TYPE_DECK (mst_deck_get_type ())
G_DECLARE_FINAL_TYPE (MstDeck, mst_deck, MST, DECK, GObject)

/* A full deck shuffled with @dice (a seeded MstDice turns up the same cards
 * every time). */
MstDeck  *mst_deck_new          (MstDice  *dice);
/* Gathers every card and shuffles again, as each phase begins. */
void      mst_deck_shuffle      (MstDeck  *self);
/* The cards not yet turned up. */
guint     mst_deck_get_n_left   (MstDeck  *self);
/* Turns up the next card; FALSE when none is left. */
gboolean  mst_deck_draw         (MstDeck        *self,
                                 MstPlayingCard *card);

G_END_DECLS
