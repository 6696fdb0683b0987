/* mst-campaign-window.h: the campaigns window: campaigns, their forces, battles and histories.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MST_TYPE_CAMPAIGN_WINDOW (mst_campaign_window_get_type ())
G_DECLARE_FINAL_TYPE (MstCampaignWindow, mst_campaign_window, MST, CAMPAIGN_WINDOW, AdwWindow)

/* @library may be NULL (it could not be opened, @library_error says why,
 * or NULL): the window shows what can still be read of the library, or
 * says why not.  A read-only library is shown, and nothing can be
 * changed. */
GtkWindow *mst_campaign_window_new (GtkWindow    *parent,
                                    MstLibrary   *library,
                                    MstCatalogue *catalogue,
                                    const char   *library_error);
/* Shows the campaign @campaign_id: its summary, forces and battles. */
void       mst_campaign_window_show_campaign (MstCampaignWindow *self,
                                              gint64             campaign_id);

G_END_DECLS
