/* mst-campaign-rows.c: a campaign's events, battles and summary built from
 * database rows, the same for the library's SQLite file and a club's
 * PostgreSQL server: each backend only says how its rows are read.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-rows-private.h"
#include "mst-campaign-store-private.h"
#include "mst-deploy.h"
#include "mst-error.h"
#include "mst-ruleset.h"
#include "mst-vocabulary.h"

static const char *
sqlite_text (gpointer result, int row, int col)
{
  return (const char *) sqlite3_column_text (result, col);
}

static gint64
sqlite_integer (gpointer result, int row, int col)
{
  return sqlite3_column_int64 (result, col);
}

void
mst_record_row_init_sqlite (MstRecordRow *row, sqlite3_stmt *stmt)
{
  *row = (MstRecordRow) { stmt, 0, sqlite_text, sqlite_integer };
}

static const char *
text (const MstRecordRow *row, int col)
{
  return row->text (row->result, row->row, col);
}

static gint64
integer (const MstRecordRow *row, int col)
{
  return row->integer (row->result, row->row, col);
}

/* A number that may be NULL: -1 for NULL. */
static int
integer_or_none (const MstRecordRow *row, int col)
{
  return text (row, col) == NULL ? -1 : (int) integer (row, col);
}

/* Battles */

MstBattle *
mst_record_row_read_battle (const MstRecordRow *row)
{
  MstBattle *battle = mst_battle_new ();
  MstBattleResult result = MST_BATTLE_RESULT_DRAWN;
  MstBattleRole role = MST_BATTLE_ROLE_DEFENDER;

  mst_battle_set_ids (battle, integer (row, 0), integer (row, 1), integer (row, 2));
  mst_battle_set_date (battle, text (row, 3));
  mst_battle_set_name (battle, text (row, 4));
  mst_battle_set_opponent (battle, text (row, 5));
  mst_battle_result_from_string (text (row, 6), &result);
  mst_battle_set_result (battle, result);
  mst_battle_role_from_string (text (row, 7), &role);
  mst_battle_set_role (battle, role);
  mst_battle_set_supply_spent (battle, (guint) integer (row, 8));
  mst_battle_set_notes (battle, text (row, 9));
  mst_battle_set_recorded (battle, integer (row, 10));
  mst_battle_set_ruleset (battle, text (row, 16));
  mst_battle_set_totals (battle, (guint) integer (row, 11), (guint) integer (row, 12),
                         (guint) integer (row, 13), (guint) integer (row, 14), (guint) integer (row, 15));
  return battle;
}

GHashTable *
mst_battles_by_id (GPtrArray *battles)
{
  GHashTable *by_id = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *battle = g_ptr_array_index (battles, i);
      gint64 *key = g_new (gint64, 1);

      *key = mst_battle_get_id (battle);
      g_hash_table_insert (by_id, key, battle);
    }
  return by_id;
}

static MstBattle *
battle_of (const MstRecordRow *row, GHashTable *by_id)
{
  gint64 id = integer (row, 0);
  return g_hash_table_lookup (by_id, &id);
}

/* A record a battle's row holds that Muster does not know: said, naming
 * the battle, the unit or general and the value. */
static gboolean
refuse_record (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse_record (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (MST_ERROR, MST_ERROR_DATABASE, format, args));
  va_end (args);
  return FALSE;
}

static char *
battle_id_of (const MstRecordRow *row)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, integer (row, 0));
}

gboolean
mst_record_row_add_unit (const MstRecordRow *row, GHashTable *by_id, GError **error)
{
  MstBattle *battle = battle_of (row, by_id);
  const char *grade = text (row, 2);
  const char *unit = text (row, 1);
  gint64 before = integer (row, 4), lost = integer (row, 5);
  g_autofree char *id = battle_id_of (row);

  if (battle == NULL)
    return TRUE;
  /* The grade it rolled after deployment, one its rule set names (a
   * battle recorded before rule sets were kept is of the first). */
  if (grade != NULL)
    {
      MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
      g_autofree char *problem = mst_vocabulary_attr_problem (rs != NULL ? rs : mst_rulesets_get_default (),
                                                              MST_VOCABULARY_UNIT, MST_DEPLOY_GRADE_ATTR, grade);

      if (problem != NULL)
        /* TRANSLATORS: battle 12: "brave" is not a resilience; the values are … (unit "16e Ligne") */
        return refuse_record (error, _("Battle %s: %s (unit “%s”)"), id, problem, unit != NULL ? unit : "");
    }
  mst_battle_set_unit (battle, unit, grade, (guint) integer (row, 3), (guint) lost, integer (row, 6) != 0);
  mst_battle_set_bases_before (battle, mst_battle_get_n_units (battle) - 1, (guint) before);
  /* What became of the figures lost, where they were counted so. */
  if (text (row, 7) != NULL && !mst_battle_set_unit_fates_from_string (battle, unit, text (row, 7)))
    return refuse_record (error,
                          _("Battle %s: “%s” is not what became of the figures of unit “%s” (five counts: killed, "
                            "captured, ran, wounded, leaders)"),
                          id, text (row, 7), unit != NULL ? unit : "");
  /* Destroyed is every stand lost: kept as that count, read back as the
   * fate where the rule set has it. */
  if (before > 0 && lost == before)
    {
      MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));

      if (rs != NULL && mst_ruleset_records_destroyed (rs))
        mst_battle_set_unit_destroyed (battle, unit, TRUE);
    }
  return TRUE;
}

gboolean
mst_record_row_add_general (const MstRecordRow *row, GHashTable *by_id, GError **error)
{
  MstBattle *battle = battle_of (row, by_id);
  MstGeneralFate fate = MST_GENERAL_FATE_NONE;
  g_autofree char *id = battle_id_of (row);

  if (battle == NULL)
    return TRUE;
  if (!mst_general_fate_from_string (text (row, 3), &fate))
    return refuse_record (error, _("Battle %s: “%s” is not a general’s fate (general “%s”)"), id,
                          text (row, 3) != NULL ? text (row, 3) : "", text (row, 2) != NULL ? text (row, 2) : "");
  mst_battle_set_general (battle, text (row, 2), (int) integer (row, 1), fate);
  return TRUE;
}

/* Events */

MstCampaignEvent *
mst_record_row_read_event (const MstRecordRow *row, const char *location, GError **error)
{
  MstCampaignEventKind kind;
  g_autoptr(MstCampaignEvent) event = NULL;
  const char *kind_s = text (row, 3);

  if (kind_s == NULL || !mst_campaign_event_kind_from_string (kind_s, &kind))
    {
      if (location == NULL)
        g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                     _("The history holds an event of an unknown kind “%s”"), kind_s != NULL ? kind_s : "");
      else
        g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                     _("%s: the history holds an event of an unknown kind “%s”"), location,
                     kind_s != NULL ? kind_s : "");
      return NULL;
    }
  event = mst_campaign_event_new (kind);
  mst_campaign_event_set_ids (event, integer (row, 0), integer (row, 1), integer (row, 2));
  mst_campaign_event_set_date (event, text (row, 4));
  mst_campaign_event_set_recorded (event, integer (row, 5));
  mst_campaign_event_set_fields (event, text (row, 7), integer_or_none (row, 8), text (row, 9),
                                 text (row, 10), text (row, 11), (guint) integer (row, 12),
                                 integer_or_none (row, 13));
  if (text (row, 18) != NULL)
    mst_campaign_event_set_force_data (event, text (row, 18));
  /* An event written before attributes had a new general's two, or a new
   * unit's weapon and doctrines, in columns of their own, named as the
   * attributes are. */
  if (kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED)
    {
      if (text (row, 14) != NULL)
        mst_campaign_event_set_attr (event, "respect", text (row, 14));
      if (text (row, 15) != NULL)
        mst_campaign_event_set_attr (event, "ability", text (row, 15));
    }
  else if (text (row, 16) != NULL)
    {
      mst_campaign_event_set_attr (event, "weapon", text (row, 16));
      if (text (row, 17) != NULL && text (row, 17)[0] != '\0')
        mst_campaign_event_set_attr (event, "doctrines", text (row, 17));
    }
  if (kind == MST_CAMPAIGN_EVENT_RETRACTED)
    mst_campaign_event_set_retracts (event, integer (row, 19));
  return g_steal_pointer (&event);
}

void
mst_campaign_events_set_battles (GPtrArray *events, const gint64 *battle_ids, GPtrArray *battles)
{
  g_autoptr(GHashTable) by_id = mst_battles_by_id (battles);

  for (guint i = 0; i < events->len; i++)
    {
      MstBattle *battle = battle_ids[i] > 0 ? g_hash_table_lookup (by_id, &battle_ids[i]) : NULL;

      if (battle != NULL)
        mst_campaign_event_set_battle (g_ptr_array_index (events, i), battle);
    }
}

/* Summary */

static void
force_summary_free (MstCampaignForceSummary *s)
{
  g_free (s->name);
  g_free (s->list_id);
  g_free (s->ruleset);
  g_free (s);
}

static int
compare_force_summaries (gconstpointer a, gconstpointer b)
{
  const MstCampaignForceSummary *sa = *(MstCampaignForceSummary **) a;
  const MstCampaignForceSummary *sb = *(MstCampaignForceSummary **) b;

  return mst_campaign_compare_named (sa->name, sa->force_id, sb->name, sb->force_id);
}

MstCampaignSummary *
mst_campaign_summary_begin (MstCampaign *campaign)
{
  MstCampaignSummary *summary = g_new0 (MstCampaignSummary, 1);

  summary->campaign_id = mst_campaign_get_id (campaign);
  summary->name = g_strdup (mst_campaign_get_name (campaign));
  summary->archived = mst_campaign_get_archived (campaign);
  summary->total.name = g_strdup (summary->name);
  summary->forces = g_ptr_array_new_with_free_func ((GDestroyNotify) force_summary_free);
  return summary;
}

static void
add_force (MstCampaignSummary *summary, MstCampaignForceSummary *s)
{
  summary->total.battles += s->battles;
  summary->total.won += s->won;
  summary->total.lost += s->lost;
  summary->total.drawn += s->drawn;
  summary->total.bases_lost += s->bases_lost;
  summary->total.units_broken += s->units_broken;
  summary->total.generals_swept_away += s->generals_swept_away;
  summary->total.generals_incapacitated += s->generals_incapacitated;
  summary->total.generals_lost += s->generals_lost;
  /* The totals speak a rule set's words only when every force has it. */
  if (summary->forces->len == 0)
    summary->total.ruleset = g_strdup (s->ruleset);
  else if (g_strcmp0 (summary->total.ruleset, s->ruleset) != 0)
    g_clear_pointer (&summary->total.ruleset, g_free);
  g_ptr_array_add (summary->forces, s);
}

void
mst_campaign_summary_add_row (MstCampaignSummary *summary, const MstRecordRow *row)
{
  MstCampaignForceSummary *s = g_new0 (MstCampaignForceSummary, 1);

  s->force_id = integer (row, 0);
  s->name = g_strdup (text (row, 1));
  s->list_id = g_strdup (text (row, 2));
  s->battles = (guint) integer (row, 3);
  s->won = (guint) integer (row, 4);
  s->lost = (guint) integer (row, 5);
  s->drawn = (guint) integer (row, 6);
  s->bases_lost = (guint) integer (row, 7);
  s->units_broken = (guint) integer (row, 8);
  s->generals_swept_away = (guint) integer (row, 9);
  s->generals_incapacitated = (guint) integer (row, 10);
  s->generals_lost = (guint) integer (row, 11);
  s->ruleset = g_strdup (text (row, 12));
  add_force (summary, s);
}

void
mst_campaign_summary_add_forces (MstCampaignSummary *summary, guint n, const MstRecordRow *rows, GPtrArray *battles)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree MstCampaignForceSummary **forces = g_new0 (MstCampaignForceSummary *, n + 1);

  for (guint i = 0; i < n; i++)
    {
      MstCampaignForceSummary *s = g_new0 (MstCampaignForceSummary, 1);

      s->force_id = integer (&rows[i], 0);
      s->name = g_strdup (text (&rows[i], 1));
      s->list_id = g_strdup (text (&rows[i], 2));
      s->ruleset = g_strdup (text (&rows[i], 3));
      forces[i] = s;
      g_hash_table_insert (by_id, &s->force_id, s);
    }
  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *battle = g_ptr_array_index (battles, i);
      gint64 force_id = mst_battle_get_force_id (battle);
      MstCampaignForceSummary *s = g_hash_table_lookup (by_id, &force_id);

      if (s == NULL)
        continue;
      s->battles++;
      switch (mst_battle_get_result (battle))
        {
        case MST_BATTLE_RESULT_WON:
          s->won++;
          break;
        case MST_BATTLE_RESULT_LOST:
          s->lost++;
          break;
        case MST_BATTLE_RESULT_DRAWN:
          s->drawn++;
          break;
        default:
          break;
        }
      s->bases_lost += mst_battle_count_bases_lost (battle);
      s->units_broken += mst_battle_count_broken (battle);
      s->generals_swept_away += mst_battle_count_fate_column (battle, 0);
      s->generals_incapacitated += mst_battle_count_fate_column (battle, 1);
      s->generals_lost += mst_battle_count_fate_column (battle, 2);
    }
  for (guint i = 0; i < n; i++)
    add_force (summary, forces[i]);
}

void
mst_campaign_summary_end (MstCampaignSummary *summary)
{
  g_ptr_array_sort (summary->forces, compare_force_summaries);
}
