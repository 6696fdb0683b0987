/* mst-finding.h: one problem the army checks found in a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "mst-types.h"

G_BEGIN_DECLS

#define MST_TYPE_FINDING (mst_finding_get_type ())
G_DECLARE_FINAL_TYPE (MstFinding, mst_finding, MST, FINDING, GObject)

MstFinding  *mst_finding_new          (const char  *rule_id,
                                       MstSeverity  severity,
                                       const char  *message,
                                       gpointer     item);
/* Appends a new finding to @findings, its message made as printf does. */
void         mst_finding_add          (GPtrArray   *findings,
                                       const char  *rule_id,
                                       MstSeverity  severity,
                                       gpointer     item,
                                       const char  *format,
                                       ...) G_GNUC_PRINTF (5, 6);
/* A stable id, e.g. "single-unit-command". */
const char  *mst_finding_get_rule_id  (MstFinding  *self);
MstSeverity  mst_finding_get_severity (MstFinding  *self);
/* A sentence a player understands, translated. */
const char  *mst_finding_get_message  (MstFinding  *self);
/* The unit, general, command or force it concerns. */
GObject     *mst_finding_get_item     (MstFinding  *self);
/* A finding that sums up many ("6 stats missing on 2 battalions"): what it
 * sums up, a line each, shown on demand; NULL for none. */
const char *const *mst_finding_get_details (MstFinding  *self);
void         mst_finding_set_details  (MstFinding  *self,
                                       const char *const *details);

G_END_DECLS
