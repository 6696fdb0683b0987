/* mst-list-format.c: the list format every rule set without one of its
 * own writes (urn:muster:nation-list:2), its parts in the list document's
 * and the list reader's files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-list-document-private.h"
#include "mst-ruleset.h"

/* schemas/nation-list-2.xsd's bound. */
#define MAX_LIST_NOTES 50

/* A unit of the shared format: its kind, in its rule set's words. */
char *
mst_list_describe_unit_shared (MstRuleset *rs, Record *r)
{
  const char *kind = mst_list_record_value (r, "kind");

  if (kind == NULL)
    return g_strdup (_("No kind yet"));
  return g_strdup (rs != NULL ? mst_ruleset_unit_kind_label (rs, kind) : kind);
}

/* Its kind is its class; it has no arm, doctrines nor resilience. */
static char *
units_columns (MstRuleset *rs, MstUnitTemplate *tmpl, gboolean tsv)
{
  const char *kind = mst_unit_template_get_kind (tmpl);

  if (tsv)
    return g_strdup_printf ("-\t%s\t\t\t\t\t", kind != NULL ? kind : "");
  return g_strdup_printf ("%-18s", kind != NULL ? kind : "");
}

static const MstListFormat shared = {
  .version = 2,
  .max_notes = MAX_LIST_NOTES,
  .read_unit = mst_list_read_unit_shared,
  .begin_unit = mst_list_begin_unit_shared,
  .write_unit = mst_list_write_unit_shared,
  .write_header = mst_list_write_header_shared,
  .check_unit = mst_list_check_unit_shared,
  .describe_unit = mst_list_describe_unit_shared,
  .read_template = mst_nation_list_read_template_shared,
  .units_columns = units_columns,
};

const MstListFormat *
mst_list_format_of (MstRuleset *rs)
{
  const MstListFormat *own = rs != NULL ? MST_RULESET_GET_CLASS (rs)->list_format : NULL;

  return own != NULL ? own : &shared;
}
