/* mst-battle.c: one battle fought by a campaign force, and what it cost.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-battle-private.h"
#include "mst-campaign-event.h"
#include "mst-deploy.h"
#include "mst-enum-types.h"
#include "mst-error.h"
#include "mst-xml-private.h"
#include "mst-types-private.h"
#include "mst-ruleset.h"

struct _MstBattle
{
  GObject parent_instance;

  gint64 id;
  gint64 campaign_id;
  gint64 force_id;
  char *date;
  char *name;
  char *opponent;
  MstBattleResult result;
  MstBattleRole role;
  guint supply_spent;
  char *notes;
  gint64 recorded;
  char *source;
  char *ruleset;
  GArray *units;     /* MstBattleUnit */
  GArray *generals;  /* MstBattleGeneral */
  /* Listed without its records: their totals, as stored. */
  gboolean has_totals;
  guint total_bases_lost;
  guint total_broken;
  /* By column (fate_column()). */
  guint total_fates[3];
};

G_DEFINE_FINAL_TYPE (MstBattle, mst_battle, G_TYPE_OBJECT)

static void
clear_unit (MstBattleUnit *u)
{
  g_clear_pointer (&u->unit, g_free);
  g_clear_pointer (&u->grade, g_free);
}

static void
clear_general (MstBattleGeneral *g)
{
  g_clear_pointer (&g->general, g_free);
}

static void
mst_battle_finalize (GObject *object)
{
  MstBattle *self = MST_BATTLE (object);

  g_free (self->date);
  g_free (self->name);
  g_free (self->opponent);
  g_free (self->notes);
  g_free (self->source);
  g_free (self->ruleset);
  g_array_unref (self->units);
  g_array_unref (self->generals);

  G_OBJECT_CLASS (mst_battle_parent_class)->finalize (object);
}

static void
mst_battle_class_init (MstBattleClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_battle_finalize;
}

static void
mst_battle_init (MstBattle *self)
{
  self->date = g_strdup ("");
  self->name = g_strdup ("");
  self->opponent = g_strdup ("");
  self->notes = g_strdup ("");
  self->ruleset = g_strdup ("");
  self->result = MST_BATTLE_RESULT_DRAWN;
  self->role = MST_BATTLE_ROLE_DEFENDER;
  self->units = g_array_new (FALSE, TRUE, sizeof (MstBattleUnit));
  g_array_set_clear_func (self->units, (GDestroyNotify) clear_unit);
  self->generals = g_array_new (FALSE, TRUE, sizeof (MstBattleGeneral));
  g_array_set_clear_func (self->generals, (GDestroyNotify) clear_general);
}

MstBattle *
mst_battle_new (void)
{
  return g_object_new (MST_TYPE_BATTLE, NULL);
}

MstBattle *
mst_battle_new_for_force (MstForce *force)
{
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) generals = NULL;
  g_auto(GStrv) labels = NULL;
  MstBattle *self;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);

  self = mst_battle_new ();
  self->force_id = mst_force_get_id (force);
  mst_battle_set_ruleset (self, mst_force_get_ruleset (force));
  units = mst_force_list_units (force);
  labels = mst_campaign_force_unit_labels (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);

      /* Namesakes by their labels ("NAME (2)"): each its own row. */
      mst_battle_set_unit (self, labels[i], mst_deploy_get_grade (unit),
                           mst_deploy_get_die (unit), 0, FALSE);
      g_array_index (self->units, MstBattleUnit, self->units->len - 1).bases_before =
        mst_unit_get_bases (unit);
    }
  generals = mst_force_list_generals (force);
  for (guint i = 0; i < generals->len; i++)
    mst_battle_set_general (self, mst_general_get_name (g_ptr_array_index (generals, i)),
                            (int) i, MST_GENERAL_FATE_NONE);
  return self;
}

MstBattle *
mst_battle_copy (MstBattle *self)
{
  MstBattle *copy;

  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);

  copy = mst_battle_new ();
  copy->id = self->id;
  copy->campaign_id = self->campaign_id;
  copy->force_id = self->force_id;
  mst_battle_set_date (copy, self->date);
  mst_battle_set_name (copy, self->name);
  mst_battle_set_opponent (copy, self->opponent);
  mst_battle_set_notes (copy, self->notes);
  copy->result = self->result;
  copy->role = self->role;
  copy->supply_spent = self->supply_spent;
  copy->recorded = self->recorded;
  copy->source = g_strdup (self->source);
  mst_battle_set_ruleset (copy, self->ruleset);
  copy->has_totals = self->has_totals;
  copy->total_bases_lost = self->total_bases_lost;
  copy->total_broken = self->total_broken;
  memcpy (copy->total_fates, self->total_fates, sizeof self->total_fates);
  for (guint i = 0; i < self->units->len; i++)
    {
      MstBattleUnit u = g_array_index (self->units, MstBattleUnit, i);
      u.unit = g_strdup (u.unit);
      u.grade = g_strdup (u.grade);
      g_array_append_val (copy->units, u);
    }
  for (guint i = 0; i < self->generals->len; i++)
    {
      MstBattleGeneral g = g_array_index (self->generals, MstBattleGeneral, i);
      g.general = g_strdup (g.general);
      g_array_append_val (copy->generals, g);
    }
  return copy;
}

static void
replace_string (char **field, const char *value)
{
  char *old = *field;
  *field = g_strdup (value != NULL ? value : "");
  g_free (old);
}

static MstRuleset *
ruleset_of (const char *ruleset)
{
  MstRuleset *rs = ruleset != NULL && ruleset[0] != '\0' ? mst_ruleset_lookup (ruleset) : NULL;

  return rs != NULL ? rs : mst_rulesets_get_default ();
}

static const MstGeneralFate *
battle_fates (MstBattle *self)
{
  return mst_ruleset_get_general_fates (ruleset_of (self->ruleset));
}

gint64
mst_battle_get_id (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->id;
}

gint64
mst_battle_get_campaign_id (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->campaign_id;
}

gint64
mst_battle_get_force_id (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->force_id;
}

void
mst_battle_set_ids (MstBattle *self, gint64 id, gint64 campaign_id, gint64 force_id)
{
  self->id = id;
  self->campaign_id = campaign_id;
  self->force_id = force_id;
}

const char *
mst_battle_get_ruleset (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  return self->ruleset;
}

void
mst_battle_set_ruleset (MstBattle *self, const char *ruleset)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  replace_string (&self->ruleset, ruleset);
}

const char *
mst_battle_get_date (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  return self->date;
}

void
mst_battle_set_date (MstBattle *self, const char *date)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  replace_string (&self->date, date);
}

const char *
mst_battle_get_name (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  return self->name;
}

void
mst_battle_set_name (MstBattle *self, const char *name)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  replace_string (&self->name, name);
}

const char *
mst_battle_get_opponent (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  return self->opponent;
}

void
mst_battle_set_opponent (MstBattle *self, const char *opponent)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  replace_string (&self->opponent, opponent);
}

MstBattleResult
mst_battle_get_result (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), MST_BATTLE_RESULT_DRAWN);
  return self->result;
}

void
mst_battle_set_result (MstBattle *self, MstBattleResult result)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  g_return_if_fail ((guint) result < MST_N_BATTLE_RESULTS);
  self->result = result;
}

MstBattleRole
mst_battle_get_role (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), MST_BATTLE_ROLE_DEFENDER);
  return self->role;
}

void
mst_battle_set_role (MstBattle *self, MstBattleRole role)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  g_return_if_fail ((guint) role < MST_N_BATTLE_ROLES);
  self->role = role;
}

guint
mst_battle_get_supply_spent (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->supply_spent;
}

void
mst_battle_set_supply_spent (MstBattle *self, guint dice)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  self->supply_spent = MIN (dice, 99);
}

const char *
mst_battle_get_notes (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  return self->notes;
}

void
mst_battle_set_notes (MstBattle *self, const char *notes)
{
  g_return_if_fail (MST_IS_BATTLE (self));
  replace_string (&self->notes, notes);
}

gint64
mst_battle_get_recorded (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->recorded;
}

void
mst_battle_set_recorded (MstBattle *self, gint64 recorded)
{
  self->recorded = recorded;
}

guint
mst_battle_get_n_units (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->units->len;
}

const MstBattleUnit *
mst_battle_get_unit (MstBattle *self, guint position)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  g_return_val_if_fail (position < self->units->len, NULL);
  return &g_array_index (self->units, MstBattleUnit, position);
}

static int
find_unit (MstBattle *self, const char *unit)
{
  for (guint i = 0; i < self->units->len; i++)
    if (g_strcmp0 (g_array_index (self->units, MstBattleUnit, i).unit, unit) == 0)
      return (int) i;
  return -1;
}

const MstBattleUnit *
mst_battle_find_unit (MstBattle *self, const char *unit)
{
  int i;

  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  i = find_unit (self, unit);
  return i < 0 ? NULL : &g_array_index (self->units, MstBattleUnit, i);
}

void
mst_battle_set_unit (MstBattle  *self,
                     const char *unit,
                     const char *grade,
                     guint       die,
                     guint       bases_lost,
                     gboolean    broken)
{
  MstBattleUnit *u;
  int i;

  g_return_if_fail (MST_IS_BATTLE (self));
  g_return_if_fail (unit != NULL);

  i = find_unit (self, unit);
  if (i < 0)
    {
      MstBattleUnit blank = { g_strdup (unit), NULL, 0, 0, 0, FALSE, 0, FALSE };
      g_array_append_val (self->units, blank);
      i = (int) self->units->len - 1;
    }
  u = &g_array_index (self->units, MstBattleUnit, i);
  if (u->grade != grade)
    {
      g_free (u->grade);
      u->grade = g_strdup (grade);
    }
  u->die = grade != NULL && die <= 6 ? die : 0;
  u->bases_lost = MIN (bases_lost, 99);
  u->broken = broken;
  /* Fates that no longer add up to the losses are no longer its. */
  if (u->fates && u->killed + u->captured + u->ran + u->wounded != u->bases_lost)
    u->fates = FALSE;
}

void
mst_battle_set_unit_fates (MstBattle *self, const char *unit, guint killed, guint captured, guint ran, guint wounded,
                           guint leaders)
{
  MstBattleUnit *u;
  int i;

  g_return_if_fail (MST_IS_BATTLE (self));
  g_return_if_fail (unit != NULL);

  i = find_unit (self, unit);
  if (i < 0)
    {
      mst_battle_set_unit (self, unit, NULL, 0, 0, FALSE);
      i = (int) self->units->len - 1;
    }
  u = &g_array_index (self->units, MstBattleUnit, i);
  u->fates = TRUE;
  u->killed = MIN (killed, 99);
  u->captured = MIN (captured, 99);
  u->ran = MIN (ran, 99);
  u->wounded = MIN (wounded, 99);
  u->leaders = MIN (leaders, u->killed + u->captured + u->ran);
  u->bases_lost = MIN (u->killed + u->captured + u->ran + u->wounded, 99);
}

guint
mst_battle_unit_lost_for_good (const MstBattleUnit *unit)
{
  g_return_val_if_fail (unit != NULL, 0);
  return unit->fates ? unit->killed + unit->captured + unit->ran : unit->bases_lost;
}

char *
mst_battle_unit_fates_to_string (const MstBattleUnit *unit)
{
  g_return_val_if_fail (unit != NULL, NULL);
  if (!unit->fates)
    return NULL;
  return g_strdup_printf ("%u %u %u %u %u", unit->killed, unit->captured, unit->ran, unit->wounded, unit->leaders);
}

gboolean
mst_battle_set_unit_fates_from_string (MstBattle *self, const char *unit, const char *fates)
{
  g_auto(GStrv) parts = NULL;
  guint64 n[5];

  g_return_val_if_fail (MST_IS_BATTLE (self), FALSE);
  if (fates == NULL)
    return FALSE;
  parts = g_strsplit (fates, " ", -1);
  if (g_strv_length (parts) != 5)
    return FALSE;
  for (guint i = 0; i < 5; i++)
    if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 99, &n[i], NULL))
      return FALSE;
  mst_battle_set_unit_fates (self, unit, (guint) n[0], (guint) n[1], (guint) n[2], (guint) n[3], (guint) n[4]);
  return TRUE;
}

void
mst_battle_set_unit_destroyed (MstBattle *self, const char *unit, gboolean destroyed)
{
  int i;

  g_return_if_fail (MST_IS_BATTLE (self));
  g_return_if_fail (unit != NULL);

  i = find_unit (self, unit);
  if (i < 0)
    {
      mst_battle_set_unit (self, unit, NULL, 0, 0, FALSE);
      i = (int) self->units->len - 1;
    }
  g_array_index (self->units, MstBattleUnit, i).destroyed = destroyed;
}

void
mst_battle_set_bases_before (MstBattle *self, guint position, guint bases)
{
  g_return_if_fail (position < self->units->len);
  g_array_index (self->units, MstBattleUnit, position).bases_before = bases;
}

void
mst_battle_set_bases_lost (MstBattle *self, guint position, guint bases)
{
  g_return_if_fail (position < self->units->len);
  g_array_index (self->units, MstBattleUnit, position).bases_lost = MIN (bases, 99);
}

void
mst_battle_order_units (MstBattle *self, GPtrArray *names)
{
  g_autoptr(GArray) ordered = g_array_new (FALSE, TRUE, sizeof (MstBattleUnit));
  g_autofree gboolean *taken = g_new0 (gboolean, self->units->len + 1);

  g_array_set_clear_func (ordered, (GDestroyNotify) clear_unit);
  for (guint i = 0; i < names->len; i++)
    {
      int j = find_unit (self, g_ptr_array_index (names, i));
      if (j >= 0 && !taken[j])
        {
          MstBattleUnit u = g_array_index (self->units, MstBattleUnit, j);
          u.unit = g_strdup (u.unit);
        u.grade = g_strdup (u.grade);
          u.grade = g_strdup (u.grade);
          g_array_append_val (ordered, u);
          taken[j] = TRUE;
        }
    }
  for (guint j = 0; j < self->units->len; j++)
    if (!taken[j])
      {
        MstBattleUnit u = g_array_index (self->units, MstBattleUnit, j);
        u.unit = g_strdup (u.unit);
        u.grade = g_strdup (u.grade);
        g_array_append_val (ordered, u);
      }
  g_array_unref (self->units);
  self->units = g_steal_pointer (&ordered);
}

guint
mst_battle_get_n_generals (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  return self->generals->len;
}

const MstBattleGeneral *
mst_battle_get_general (MstBattle *self, guint position)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  g_return_val_if_fail (position < self->generals->len, NULL);
  return &g_array_index (self->generals, MstBattleGeneral, position);
}

void
mst_battle_set_general (MstBattle      *self,
                        const char     *general,
                        int             position,
                        MstGeneralFate  fate)
{
  MstBattleGeneral *g = NULL;

  g_return_if_fail (MST_IS_BATTLE (self));
  g_return_if_fail (general != NULL);
  g_return_if_fail ((guint) fate < MST_N_ALL_GENERAL_FATES);

  for (guint i = 0; i < self->generals->len && g == NULL; i++)
    {
      MstBattleGeneral *c = &g_array_index (self->generals, MstBattleGeneral, i);
      if (position >= 0 ? c->position == position
                        : (c->position < 0 && g_strcmp0 (c->general, general) == 0))
        g = c;
    }
  if (g == NULL)
    {
      MstBattleGeneral blank = { NULL, position, MST_GENERAL_FATE_NONE, 0 };
      g_array_append_val (self->generals, blank);
      g = &g_array_index (self->generals, MstBattleGeneral, self->generals->len - 1);
    }
  replace_string (&g->general, general);
  g->fate = fate;
}

void
mst_battle_set_general_position (MstBattle *self, guint index, int position)
{
  g_return_if_fail (index < self->generals->len);
  g_array_index (self->generals, MstBattleGeneral, index).position = position;
}

static int
compare_generals (gconstpointer a, gconstpointer b)
{
  const MstBattleGeneral *ga = a, *gb = b;
  return ga->position < gb->position ? -1 : ga->position > gb->position;
}

void
mst_battle_sort_generals (MstBattle *self)
{
  g_array_sort (self->generals, compare_generals);
}

void
mst_battle_remove_general (MstBattle *self, guint i)
{
  g_return_if_fail (i < self->generals->len);
  g_array_remove_index (self->generals, i);
}

/* The battles table keeps three counts of fates, each rule set's in their
 * order there: Drums and Muskets' swept away, incapacitated and lost;
 * Brigade Command's killed, wounded and captured.  -1: not counted. */
int
mst_general_fate_column (MstGeneralFate fate)
{
  switch (fate)
    {
    case MST_GENERAL_FATE_SWEPT_AWAY:
    case MST_GENERAL_FATE_KILLED:
      return 0;
    case MST_GENERAL_FATE_INCAPACITATED:
    case MST_GENERAL_FATE_WOUNDED:
      return 1;
    case MST_GENERAL_FATE_LOST:
    case MST_GENERAL_FATE_CAPTURED:
      return 2;
    case MST_GENERAL_FATE_NONE:
    default:
      return -1;
    }
}

guint
mst_battle_count_fate_column (MstBattle *self, guint column)
{
  guint n = 0;

  g_return_val_if_fail (column < G_N_ELEMENTS (self->total_fates), 0);
  if (self->has_totals && self->generals->len == 0)
    return self->total_fates[column];
  for (guint i = 0; i < self->generals->len; i++)
    n += mst_general_fate_column (g_array_index (self->generals, MstBattleGeneral, i).fate) == (int) column;
  return n;
}

void
mst_battle_set_totals (MstBattle *self,
                       guint      bases_lost,
                       guint      broken,
                       guint      swept_away,
                       guint      incapacitated,
                       guint      lost)
{
  self->has_totals = TRUE;
  self->total_bases_lost = bases_lost;
  self->total_broken = broken;
  self->total_fates[0] = swept_away;
  self->total_fates[1] = incapacitated;
  self->total_fates[2] = lost;
}

guint
mst_battle_count_bases_lost (MstBattle *self)
{
  guint n = 0;

  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  if (self->has_totals && self->units->len == 0)
    return self->total_bases_lost;
  for (guint i = 0; i < self->units->len; i++)
    n += g_array_index (self->units, MstBattleUnit, i).bases_lost;
  return n;
}

guint
mst_battle_count_broken (MstBattle *self)
{
  guint n = 0;

  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  if (self->has_totals && self->units->len == 0)
    return self->total_broken;
  for (guint i = 0; i < self->units->len; i++)
    n += g_array_index (self->units, MstBattleUnit, i).broken ? 1 : 0;
  return n;
}

guint
mst_battle_count_destroyed (MstBattle *self)
{
  guint n = 0;

  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  for (guint i = 0; i < self->units->len; i++)
    n += g_array_index (self->units, MstBattleUnit, i).destroyed ? 1 : 0;
  return n;
}

guint
mst_battle_count_fates (MstBattle *self, MstGeneralFate fate)
{
  guint n = 0;

  g_return_val_if_fail (MST_IS_BATTLE (self), 0);
  g_return_val_if_fail ((guint) fate < MST_N_ALL_GENERAL_FATES, 0);
  if (self->has_totals && self->generals->len == 0)
    {
      /* The column counts the fate of the battle's own rule set. */
      const MstGeneralFate *fates = battle_fates (self);
      int column = mst_general_fate_column (fate);

      for (guint i = 0; column >= 0 && fates[i] != MST_GENERAL_FATE_NONE; i++)
        if (fates[i] == fate)
          return self->total_fates[column];
      return 0;
    }
  for (guint i = 0; i < self->generals->len; i++)
    n += g_array_index (self->generals, MstBattleGeneral, i).fate == fate ? 1 : 0;
  return n;
}

/* Files */

static gboolean
prop_bool (xmlNode *node, const char *name)
{
  g_autofree char *v = mst_xml_get_prop (node, name);
  return g_strcmp0 (v, "true") == 0 || g_strcmp0 (v, "1") == 0;
}

static guint
prop_uint (xmlNode *node, const char *name)
{
  g_autofree char *v = mst_xml_get_prop (node, name);
  return v != NULL ? (guint) g_ascii_strtoull (v, NULL, 10) : 0;
}

MstBattle *
mst_battle_read_node (xmlNode *node)
{
  MstBattle *self = mst_battle_new ();
  g_autofree char *date = mst_xml_get_prop (node, "date");
  g_autofree char *name = mst_xml_get_prop (node, "name");
  g_autofree char *opponent = mst_xml_get_prop (node, "opponent");
  g_autofree char *result = mst_xml_get_prop (node, "result");
  g_autofree char *role = mst_xml_get_prop (node, "role");
  g_autofree char *recorded = mst_xml_get_prop (node, "recorded");

  /* The schema has checked the tokens. */
  mst_battle_set_date (self, date);
  mst_battle_set_name (self, name);
  mst_battle_set_opponent (self, opponent);
  mst_battle_result_from_string (result, &self->result);
  mst_battle_role_from_string (role, &self->role);
  mst_battle_set_supply_spent (self, prop_uint (node, "supply-spent"));
  if (recorded != NULL)
    self->recorded = g_ascii_strtoll (recorded, NULL, 10);

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (mst_xml_is (c, "notes"))
        {
          g_autofree char *text = mst_xml_get_text (c);
          mst_battle_set_notes (self, text);
        }
      else if (mst_xml_is (c, "unit"))
        {
          g_autofree char *unit = mst_xml_get_prop (c, "name");
          g_autofree char *grade = mst_xml_get_prop (c, "grade");

          mst_battle_set_unit (self, unit, grade, grade != NULL ? prop_uint (c, "die") : 0,
                               prop_uint (c, "bases-lost"), prop_bool (c, "broken"));
          if (prop_bool (c, "destroyed"))
            mst_battle_set_unit_destroyed (self, unit, TRUE);
          /* What became of the figures lost, where they are counted so. */
          if (xmlHasProp (c, (const xmlChar *) "killed") || xmlHasProp (c, (const xmlChar *) "captured") ||
              xmlHasProp (c, (const xmlChar *) "ran") || xmlHasProp (c, (const xmlChar *) "wounded"))
            mst_battle_set_unit_fates (self, unit, prop_uint (c, "killed"), prop_uint (c, "captured"),
                                       prop_uint (c, "ran"), prop_uint (c, "wounded"), prop_uint (c, "leaders"));
          g_array_index (self->units, MstBattleUnit, self->units->len - 1).line = (guint) xmlGetLineNo (c);
        }
      else if (mst_xml_is (c, "general"))
        {
          g_autofree char *general = mst_xml_get_prop (c, "name");
          g_autofree char *fate_s = mst_xml_get_prop (c, "fate");
          MstGeneralFate fate = MST_GENERAL_FATE_NONE;

          if (fate_s != NULL)
            mst_general_fate_from_string (fate_s, &fate);
          mst_battle_set_general (self, general, -1, fate);
          g_array_index (self->generals, MstBattleGeneral, self->generals->len - 1).line =
            (guint) xmlGetLineNo (c);
        }
    }
  return self;
}

/* A unit or general listed twice would silently lose one of its rows. */
static gboolean
check_listed_once (xmlNode *root, const char *display_name, GError **error)
{
  static const char *const elements[] = { "unit", "general" };

  for (guint k = 0; k < G_N_ELEMENTS (elements); k++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      for (xmlNode *c = root->children; c != NULL; c = c->next)
        {
          g_autofree char *name = NULL;
          gpointer first;

          if (!mst_xml_is (c, elements[k]))
            continue;
          name = mst_xml_get_prop (c, "name");
          if (name == NULL)
            continue;
          first = g_hash_table_lookup (seen, name);
          if (first != NULL)
            {
              if (k == 0)
                g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                             _("%s:%ld: the unit “%s” is listed twice (first on line %u)"),
                             display_name, xmlGetLineNo (c), name, GPOINTER_TO_UINT (first));
              else
                g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                             _("%s:%ld: the general “%s” is listed twice (first on line %u)"),
                             display_name, xmlGetLineNo (c), name, GPOINTER_TO_UINT (first));
              return FALSE;
            }
          g_hash_table_insert (seen, g_steal_pointer (&name), GUINT_TO_POINTER ((guint) xmlGetLineNo (c)));
        }
    }
  return TRUE;
}

const char *
mst_battle_get_source (MstBattle *self)
{
  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);
  return self->source;
}

void
mst_battle_prefix_error (MstBattle *self, guint line, GError **error)
{
  g_return_if_fail (MST_IS_BATTLE (self));

  if (error == NULL || *error == NULL || self->source == NULL)
    return;
  if (line > 0)
    g_prefix_error (error, "%s:%u: ", self->source, line);
  else
    g_prefix_error (error, "%s: ", self->source);
}

/* Takes @doc. */
static MstBattle *
battle_from_doc (xmlDoc *doc, const char *display_name, GError **error)
{
  MstBattle *self;

  long root_line;

  if (!mst_xml_validate (doc, MST_SCHEMA_BATTLE, display_name, NULL, error) ||
      !check_listed_once (xmlDocGetRootElement (doc), display_name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  root_line = xmlGetLineNo (xmlDocGetRootElement (doc));
  self = mst_battle_read_node (xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  self->source = g_strdup (display_name);
  if (!mst_campaign_date_is_valid (self->date))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s:%ld: “%s” is not a date (YYYY-MM-DD)"), display_name, root_line, self->date);
      g_object_unref (self);
      return NULL;
    }
  return self;
}

MstBattle *
mst_battle_new_from_data (const char  *data,
                          gsize        len,
                          const char  *display_name,
                          GError     **error)
{
  xmlDoc *doc;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  doc = mst_xml_parse (data, len, display_name, error);
  if (doc == NULL)
    return NULL;
  return battle_from_doc (doc, display_name, error);
}

MstBattle *
mst_battle_new_from_file (const char *path, GError **error)
{
  xmlDoc *doc;

  g_return_val_if_fail (path != NULL, NULL);

  doc = mst_xml_read_file (path, error);
  if (doc == NULL)
    return NULL;
  return battle_from_doc (doc, path, error);
}

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
set_uint_prop (xmlNode *node, const char *name, guint value)
{
  g_autofree char *s = g_strdup_printf ("%u", value);
  set_prop (node, name, s);
}

xmlNode *
mst_battle_write_node (MstBattle *self, xmlDoc *doc, xmlNode *parent)
{
  xmlNode *node;
  xmlNs *ns;

  node = xmlNewDocNode (doc, NULL, (const xmlChar *) "battle", NULL);
  if (parent != NULL)
    xmlAddChild (parent, node);
  else
    xmlDocSetRootElement (doc, node);
  ns = xmlNewNs (node, (const xmlChar *) MST_BATTLE_NS, NULL);
  xmlSetNs (node, ns);

  set_prop (node, "date", self->date);
  set_prop (node, "name", self->name);
  set_prop (node, "opponent", self->opponent);
  set_prop (node, "result", mst_battle_result_to_string (self->result));
  set_prop (node, "role", mst_battle_role_to_string (self->role));
  set_uint_prop (node, "supply-spent", self->supply_spent);
  if (self->recorded > 0)
    {
      g_autofree char *s = g_strdup_printf ("%" G_GINT64_FORMAT, self->recorded);
      set_prop (node, "recorded", s);
    }
  if (self->notes[0] != '\0')
    xmlNewTextChild (node, ns, (const xmlChar *) "notes", (const xmlChar *) self->notes);

  for (guint i = 0; i < self->units->len; i++)
    {
      MstBattleUnit *u = &g_array_index (self->units, MstBattleUnit, i);
      xmlNode *c = xmlNewChild (node, ns, (const xmlChar *) "unit", NULL);

      set_prop (c, "name", u->unit);
      if (u->grade != NULL)
        {
          set_prop (c, "grade", u->grade);
          if (u->die > 0)
            set_uint_prop (c, "die", u->die);
        }
      set_uint_prop (c, "bases-lost", u->bases_lost);
      if (u->broken)
        set_prop (c, "broken", "true");
      if (u->destroyed)
        set_prop (c, "destroyed", "true");
      if (u->fates)
        {
          set_uint_prop (c, "killed", u->killed);
          set_uint_prop (c, "captured", u->captured);
          set_uint_prop (c, "ran", u->ran);
          set_uint_prop (c, "wounded", u->wounded);
          set_uint_prop (c, "leaders", u->leaders);
        }
    }
  for (guint i = 0; i < self->generals->len; i++)
    {
      MstBattleGeneral *g = &g_array_index (self->generals, MstBattleGeneral, i);
      xmlNode *c = xmlNewChild (node, ns, (const xmlChar *) "general", NULL);

      set_prop (c, "name", g->general);
      set_prop (c, "fate", mst_general_fate_to_string (g->fate));
    }
  return node;
}

char *
mst_battle_to_data (MstBattle *self, gsize *len)
{
  xmlDoc *doc;
  char *data;

  g_return_val_if_fail (MST_IS_BATTLE (self), NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  mst_battle_write_node (self, doc, NULL);
  data = mst_xml_to_string (doc, len);
  xmlFreeDoc (doc);
  return data;
}

/* Names */

const char *
mst_battle_result_to_string (MstBattleResult value)
{
  return mst_enum_to_nick (MST_TYPE_BATTLE_RESULT, value);
}

gboolean
mst_battle_result_from_string (const char *s, MstBattleResult *out)
{
  int v;
  if (!mst_enum_from_nick (MST_TYPE_BATTLE_RESULT, s, &v))
    return FALSE;
  *out = (MstBattleResult) v;
  return TRUE;
}

const char *
mst_battle_result_get_label (MstBattleResult result)
{
  switch (result)
    {
    case MST_BATTLE_RESULT_WON: return _("Won");
    case MST_BATTLE_RESULT_LOST: return _("Lost");
    case MST_BATTLE_RESULT_DRAWN: return _("Drawn");
    default: return "";
    }
}

const char *
mst_battle_role_to_string (MstBattleRole value)
{
  return mst_enum_to_nick (MST_TYPE_BATTLE_ROLE, value);
}

gboolean
mst_battle_role_from_string (const char *s, MstBattleRole *out)
{
  int v;
  if (!mst_enum_from_nick (MST_TYPE_BATTLE_ROLE, s, &v))
    return FALSE;
  *out = (MstBattleRole) v;
  return TRUE;
}

const char *
mst_battle_role_get_label (MstBattleRole role)
{
  switch (role)
    {
    case MST_BATTLE_ROLE_ATTACKER: return _("Attacker");
    case MST_BATTLE_ROLE_DEFENDER: return _("Defender");
    default: return "";
    }
}

const char *
mst_general_fate_to_string (MstGeneralFate value)
{
  return mst_enum_to_nick (MST_TYPE_GENERAL_FATE, value);
}

gboolean
mst_general_fate_from_string (const char *s, MstGeneralFate *out)
{
  int v;
  if (!mst_enum_from_nick (MST_TYPE_GENERAL_FATE, s, &v))
    return FALSE;
  *out = (MstGeneralFate) v;
  return TRUE;
}

const char *
mst_general_fate_get_label (MstGeneralFate fate)
{
  switch (fate)
    {
    /* TRANSLATORS: what became of a general in a battle: nothing */
    case MST_GENERAL_FATE_NONE: return _("Unharmed");
    case MST_GENERAL_FATE_SWEPT_AWAY: return _("Swept away");
    case MST_GENERAL_FATE_INCAPACITATED: return _("Incapacitated");
    case MST_GENERAL_FATE_LOST: return _("Lost");
    /* TRANSLATORS: what became of a Brigade Command commander in a battle */
    case MST_GENERAL_FATE_KILLED: return _("Killed");
    /* TRANSLATORS: what became of a Brigade Command commander in a battle */
    case MST_GENERAL_FATE_WOUNDED: return _("Wounded");
    /* TRANSLATORS: what became of a Brigade Command commander in a battle */
    case MST_GENERAL_FATE_CAPTURED: return _("Captured");
    default: return "";
    }
}

gboolean
mst_general_fate_is_lost (MstGeneralFate fate)
{
  return fate == MST_GENERAL_FATE_LOST || fate == MST_GENERAL_FATE_KILLED || fate == MST_GENERAL_FATE_CAPTURED;
}

gboolean
mst_general_fate_check (MstGeneralFate fate, const char *ruleset, GError **error)
{
  MstRuleset *rs = ruleset_of (ruleset);
  const MstGeneralFate *fates = mst_ruleset_get_general_fates (rs);
  g_autoptr(GString) tokens = g_string_new (NULL);

  if (fate == MST_GENERAL_FATE_NONE)
    return TRUE;
  for (guint i = 0; fates[i] != MST_GENERAL_FATE_NONE; i++)
    {
      if (fates[i] == fate)
        return TRUE;
      g_string_append_printf (tokens, "%s%s", i > 0 ? ", " : "", mst_general_fate_to_string (fates[i]));
    }
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
               /* TRANSLATORS: a fate's token, a rule set's name, then its fates' tokens */
               _("“%s” is not a fate of %s; its fates are none, %s"),
               mst_general_fate_to_string (fate), mst_ruleset_get_name (rs), tokens->str);
  return FALSE;
}

gboolean
mst_campaign_date_is_valid (const char *date)
{
  guint64 y, m, d;

  if (date == NULL || strlen (date) != 10 || date[4] != '-' || date[7] != '-')
    return FALSE;
  for (int i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (date[i]))
      return FALSE;
  y = g_ascii_strtoull (date, NULL, 10);
  m = g_ascii_strtoull (date + 5, NULL, 10);
  d = g_ascii_strtoull (date + 8, NULL, 10);
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 &&
         g_date_valid_dmy ((GDateDay) d, (GDateMonth) m, (GDateYear) y);
}
