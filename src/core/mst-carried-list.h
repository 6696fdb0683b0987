/* mst-carried-list.h: a player's own nation list, carried by the forces
 * built on it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A force on a list Muster does not ship (the player's own, or his changed
 * copy of a shipped one) carries that list's file when it leaves the
 * machine: in its share code, text roster, exported file, campaign export
 * and club-server copy (<carried-list> in the force file).  Where it lands,
 * the force reads its numbers from the list it carries unless the list of
 * that id there is the same list, and the player is offered to add it to
 * his lists.  Adding never replaces a list: a different list of that id is
 * kept, and the carried one is added beside it under a new id. */
#pragma once

#include "mst-catalogue.h"
#include "mst-force.h"

G_BEGIN_DECLS

/* The list file a force shared now carries: the one it brought with it,
 * else its list's file when that is one of the player's own; NULL for a
 * shipped list (every Muster has it) or a list not installed. */
char     *mst_carried_list_for       (MstForce      *force,
                                      MstCatalogue  *catalogue);
/* The same for a force's list known only by its id (a stored force). */
char     *mst_carried_list_for_id    (MstCatalogue  *catalogue,
                                      const char    *list_id);
/* TRUE when the installed @list is the list whose file is @xml: its file
 * is @xml, or it was added from a force that carried @xml. */
gboolean  mst_carried_list_matches   (MstNationList *list,
                                      const char    *xml);
/* TRUE when @force carries a list this machine does not have as it is:
 * none of that id, or a different one (then adding keeps both). */
gboolean  mst_carried_list_is_new    (MstForce      *force,
                                      MstCatalogue  *catalogue);
/* Adds the list @force carries to the lists folder @user_dir (NULL: the
 * player's), marked as from that force, and loads it into @catalogue.
 * When its id is taken by a different list (shipped or the player's), the
 * list is added under a new id and both are kept.  A list already added
 * from a force is used again, not added twice.  Returns the force read
 * again over the installed list, no longer carrying it, and in @message
 * (may be NULL) a sentence saying what was done and where. */
MstForce *mst_carried_list_add       (MstForce      *force,
                                      MstCatalogue  *catalogue,
                                      const char    *user_dir,
                                      char         **message,
                                      GError       **error);
/* "muster-cli import: … carries its list “NAME” (ID), which is not among
 * your lists" and what to do: a sentence for the importer to show. */
char     *mst_carried_list_describe  (MstForce      *force,
                                      MstCatalogue  *catalogue);

G_END_DECLS
