/* mst-campaign-view.c: what the campaigns window and the battle form show, computed without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The campaigns window only copies these strings onto labels, so what a
 * player reads there is tested here, in the core suite. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-campaign-view.h"
#include "mst-deploy.h"
#include "mst-ruleset.h"

#define SEPARATOR " · "

/* MstCampaignLine */

struct _MstCampaignLine
{
  GObject parent_instance;

  MstCampaignLineKind kind;
  char *title;
  char *subtitle;
  char *key;
  /* The rule set of the force a general or unit is of; NULL otherwise. */
  char *ruleset;
  gint64 id;
  int position;
  gboolean lost;
};

G_DEFINE_FINAL_TYPE (MstCampaignLine, mst_campaign_line, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_campaign_line_finalize (GObject *object)
{
  MstCampaignLine *self = MST_CAMPAIGN_LINE (object);

  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->key);
  g_free (self->ruleset);
  G_OBJECT_CLASS (mst_campaign_line_parent_class)->finalize (object);
}

static void
mst_campaign_line_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignLine *self = MST_CAMPAIGN_LINE (object);

  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_SUBTITLE: g_value_set_string (value, self->subtitle); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_line_class_init (MstCampaignLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_campaign_line_finalize;
  object_class->get_property = mst_campaign_line_get_property;
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_campaign_line_init (MstCampaignLine *self)
{
  self->position = -1;
}

MstCampaignLine *
mst_campaign_line_new (MstCampaignLineKind kind, const char *title, const char *subtitle)
{
  MstCampaignLine *self = g_object_new (MST_TYPE_CAMPAIGN_LINE, NULL);

  self->kind = kind;
  self->title = g_strdup (title != NULL ? title : "");
  self->subtitle = g_strdup (subtitle);
  return self;
}

void
mst_campaign_line_set_id (MstCampaignLine *self, gint64 id)
{
  g_return_if_fail (MST_IS_CAMPAIGN_LINE (self));
  self->id = id;
}

MstCampaignLineKind
mst_campaign_line_get_kind (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), MST_CAMPAIGN_LINE_TEXT);
  return self->kind;
}

const char *
mst_campaign_line_get_title (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), NULL);
  return self->title;
}

const char *
mst_campaign_line_get_subtitle (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), NULL);
  return self->subtitle;
}

gint64
mst_campaign_line_get_id (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), 0);
  return self->id;
}

int
mst_campaign_line_get_position (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), -1);
  return self->position;
}

const char *
mst_campaign_line_get_key (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), NULL);
  return self->key;
}

gboolean
mst_campaign_line_get_lost (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), FALSE);
  return self->lost;
}

const char *
mst_campaign_line_get_ruleset (MstCampaignLine *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_LINE (self), NULL);
  return self->ruleset;
}

/* Campaigns */

char *
mst_campaign_view_campaign_subtitle (MstCampaign *c)
{
  guint nf, nb;
  g_autofree char *forces = NULL;
  g_autofree char *battles = NULL;
  GString *s;

  g_return_val_if_fail (MST_IS_CAMPAIGN (c), NULL);

  nf = mst_campaign_get_n_forces (c);
  nb = mst_campaign_get_n_battles (c);
  forces = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u force", "%u forces", nf), nf);
  battles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battle", "%u battles", nb), nb);
  s = g_string_new (NULL);
  /* TRANSLATORS: "2 forces · 3 battles" */
  g_string_printf (s, _("%s · %s"), forces, battles);
  if (mst_campaign_get_first_date (c) != NULL &&
      g_strcmp0 (mst_campaign_get_first_date (c), mst_campaign_get_last_date (c)) == 0)
    g_string_append_printf (s, SEPARATOR "%s", mst_campaign_get_first_date (c));
  else if (mst_campaign_get_first_date (c) != NULL)
    g_string_append_printf (s, SEPARATOR "%s – %s", mst_campaign_get_first_date (c), mst_campaign_get_last_date (c));
  if (mst_campaign_get_archived (c))
    g_string_append_printf (s, SEPARATOR "%s", _("Archived"));
  return g_string_free (s, FALSE);
}

/* The rule set whose words a record takes: Drums and Muskets' when the
 * force's is not known. */
static MstRuleset *
ruleset_of (const char *id)
{
  MstRuleset *rs = id != NULL && id[0] != '\0' ? mst_ruleset_lookup (id) : NULL;

  return rs != NULL ? rs : mst_rulesets_get_default ();
}

/* "3 bases lost", "3 stands lost", "3 figures lost". */
static char *
strength_lost (MstRuleset *rs, guint lost)
{
  switch (mst_ruleset_get_strength (rs))
    {
    case MST_STRENGTH_STANDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stand lost", "%u stands lost", lost), lost);
    case MST_STRENGTH_FIGURES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u figure lost", "%u figures lost", lost), lost);
    case MST_STRENGTH_BASES:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base lost", "%u bases lost", lost), lost);
    }
}

char *
mst_campaign_view_strength (const char *ruleset, guint n)
{
  MstRuleset *rs = ruleset_of (ruleset);

  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->format_strength != NULL)
    return MST_RULESET_GET_CLASS (rs)->format_strength (rs, n);
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    case MST_STRENGTH_STANDS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stand", "%u stands", n), n);
    case MST_STRENGTH_FIGURES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u figure", "%u figures", n), n);
    case MST_STRENGTH_BASES:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base", "%u bases", n), n);
    }
}

const char *
mst_campaign_view_reinforce_tooltip (const char *ruleset)
{
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    /* TRANSLATORS: a button giving a regiment back one stand between battles */
    case MST_STRENGTH_STANDS: return _("One stand back");
    /* TRANSLATORS: a button giving a skirmish unit back one figure (one man) between battles */
    case MST_STRENGTH_FIGURES: return _("One figure back");
    case MST_STRENGTH_BASES:
    default: return _("One base back");
    }
}

char *
mst_campaign_view_reinforce_label (const char *ruleset, const char *unit)
{
  g_return_val_if_fail (unit != NULL, NULL);
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    case MST_STRENGTH_STANDS: return g_strdup_printf (_("Reinforce %s with one stand"), unit);
    case MST_STRENGTH_FIGURES: return g_strdup_printf (_("Reinforce %s with one figure"), unit);
    case MST_STRENGTH_BASES:
    default: return g_strdup_printf (_("Reinforce %s with one base"), unit);
    }
}

const char *
mst_campaign_view_strength_entry_title (const char *ruleset)
{
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    /* TRANSLATORS: the stands of a regiment raised between battles; empty gives its type's usual */
    case MST_STRENGTH_STANDS: return _("Stands (empty: the usual)");
    /* TRANSLATORS: the figures of a unit raised between battles; empty gives its type's usual */
    case MST_STRENGTH_FIGURES: return _("Figures (empty: the usual)");
    case MST_STRENGTH_BASES:
    default: return _("Bases (empty: the usual)");
    }
}

const char *
mst_campaign_view_strength_entry_error (const char *ruleset)
{
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    case MST_STRENGTH_STANDS: return _("Stands are a number from 1 to 99, or empty for the usual");
    case MST_STRENGTH_FIGURES: return _("Figures are a number from 1 to 99, or empty for the usual");
    case MST_STRENGTH_BASES:
    default: return _("Bases are a number from 1 to 99, or empty for the usual");
    }
}

const char *
mst_campaign_view_regrade_body (const char *ruleset)
{
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    case MST_STRENGTH_STANDS: return _("The regiment keeps its name and stands and takes another type of its list.");
    case MST_STRENGTH_FIGURES: return _("The unit keeps its name and figures and takes another type of its list.");
    case MST_STRENGTH_BASES:
    default: return _("The unit keeps its name and bases and takes another type of its list.");
    }
}

const char *
mst_campaign_view_strength_lost_title (const char *ruleset)
{
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    case MST_STRENGTH_STANDS: return _("Stands lost");
    case MST_STRENGTH_FIGURES: return _("Figures lost");
    case MST_STRENGTH_BASES:
    default: return _("Bases lost");
    }
}

char *
mst_campaign_view_strength_lost_by (const char *ruleset, const char *unit)
{
  g_return_val_if_fail (unit != NULL, NULL);
  switch (mst_ruleset_get_strength (ruleset_of (ruleset)))
    {
    case MST_STRENGTH_STANDS: return g_strdup_printf (_("Stands lost by %s"), unit);
    case MST_STRENGTH_FIGURES: return g_strdup_printf (_("Figures lost by %s"), unit);
    case MST_STRENGTH_BASES:
    default: return g_strdup_printf (_("Bases lost by %s"), unit);
    }
}

/* "1 unit broken"; "1 regiment routed" in Brigade Command, "1 unit
 * routed" in another rule set whose units may also be destroyed. */
static char *
units_broken (MstRuleset *rs, guint broken)
{
  if (mst_ruleset_counts_stands (rs))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u regiment routed", "%u regiments routed", broken),
                            broken);
  if (mst_ruleset_records_destroyed (rs))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit routed", "%u units routed", broken), broken);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit broken", "%u units broken", broken), broken);
}

/* "1 regiment destroyed" in Brigade Command, "1 unit destroyed" elsewhere. */
static char *
units_destroyed (MstRuleset *rs, guint destroyed)
{
  if (mst_ruleset_counts_stands (rs))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u regiment destroyed", "%u regiments destroyed",
                                         destroyed), destroyed);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit destroyed", "%u units destroyed", destroyed),
                          destroyed);
}

char *
mst_campaign_view_results (const MstCampaignForceSummary *s)
{
  g_autofree char *battles = NULL;

  g_return_val_if_fail (s != NULL, NULL);
  battles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battle", "%u battles", s->battles), s->battles);
  if (s->battles == 0)
    return g_steal_pointer (&battles);
  /* TRANSLATORS: "3 battles: 1 won, 1 lost, 1 drawn" */
  return g_strdup_printf (_("%s: %u won, %u lost, %u drawn"), battles, s->won, s->lost, s->drawn);
}

char *
mst_campaign_view_losses (const MstCampaignForceSummary *s)
{
  g_autofree char *bases = NULL;
  g_autofree char *broken = NULL;

  g_return_val_if_fail (s != NULL, NULL);
  bases = strength_lost (ruleset_of (s->ruleset), s->bases_lost);
  broken = units_broken (ruleset_of (s->ruleset), s->units_broken);
  return g_strdup_printf (_("%s, %s"), bases, broken);
}

char *
mst_campaign_view_generals (const MstCampaignForceSummary *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  if (mst_ruleset_get_general_fates (ruleset_of (s->ruleset))[0] == MST_GENERAL_FATE_KILLED)
    /* TRANSLATORS: Brigade Command commanders killed, wounded and captured over a campaign */
    return g_strdup_printf (_("%u killed, %u wounded, %u captured"), s->generals_swept_away,
                            s->generals_incapacitated, s->generals_lost);
  /* TRANSLATORS: generals swept away, incapacitated and lost over a campaign */
  return g_strdup_printf (_("%u swept away, %u incapacitated, %u lost"), s->generals_swept_away,
                          s->generals_incapacitated, s->generals_lost);
}

/* The campaign's total of @line.  Forces of one rule set add up in its
 * words.  A campaign mixing rule sets (a Drums and Muskets army beside a
 * Brigade Command corps) gives one total for each rule set, named, in the
 * order Muster offers them: a stand is not a base and a general killed is
 * not one swept away, so a player reading "5 bases lost" or "2 swept away"
 * there would be misled by any sum across them. */
static char *
total_by_ruleset (const MstCampaignSummary *summary, char *(*line) (const MstCampaignForceSummary *))
{
  GPtrArray *all = mst_rulesets_get_all ();
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  MstRuleset *first = NULL;
  gboolean mixed = FALSE;

  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstRuleset *rs = ruleset_of (((MstCampaignForceSummary *) g_ptr_array_index (summary->forces, i))->ruleset);

      if (first == NULL)
        first = rs;
      else if (rs != first)
        mixed = TRUE;
    }
  if (!mixed)
    {
      /* The store leaves the total's rule set unset when forces differ only
       * in being unknown; the one rule set they all speak is given here. */
      MstCampaignForceSummary total = summary->total;

      total.ruleset = first != NULL ? (char *) mst_ruleset_get_id (first) : summary->total.ruleset;
      return line (&total);
    }
  for (guint r = 0; r < all->len; r++)
    {
      MstRuleset *rs = g_ptr_array_index (all, r);
      MstCampaignForceSummary sum = { 0 };
      gboolean any = FALSE;
      g_autofree char *text = NULL;

      for (guint i = 0; i < summary->forces->len; i++)
        {
          const MstCampaignForceSummary *s = g_ptr_array_index (summary->forces, i);

          if (ruleset_of (s->ruleset) != rs)
            continue;
          any = TRUE;
          sum.battles += s->battles;
          sum.won += s->won;
          sum.lost += s->lost;
          sum.drawn += s->drawn;
          sum.bases_lost += s->bases_lost;
          sum.units_broken += s->units_broken;
          sum.generals_swept_away += s->generals_swept_away;
          sum.generals_incapacitated += s->generals_incapacitated;
          sum.generals_lost += s->generals_lost;
        }
      if (!any)
        continue;
      sum.ruleset = (char *) mst_ruleset_get_id (rs);
      text = line (&sum);
      /* TRANSLATORS: a rule set's name, then its forces' total in a campaign
       * of several rule sets, "Brigade Command: 1 killed, 0 wounded, 0 captured" */
      g_ptr_array_add (parts, g_strdup_printf (_("%s: %s"), mst_ruleset_get_name (rs), text));
    }
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("; ", (char **) parts->pdata);
}

char *
mst_campaign_view_total_losses (const MstCampaignSummary *summary)
{
  g_return_val_if_fail (summary != NULL, NULL);
  return total_by_ruleset (summary, mst_campaign_view_losses);
}

char *
mst_campaign_view_total_generals (const MstCampaignSummary *summary)
{
  g_return_val_if_fail (summary != NULL, NULL);
  return total_by_ruleset (summary, mst_campaign_view_generals);
}

GListModel *
mst_campaign_view_forces (const MstCampaignSummary *summary)
{
  GListStore *store;

  g_return_val_if_fail (summary != NULL, NULL);
  store = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstCampaignForceSummary *s = g_ptr_array_index (summary->forces, i);
      g_autofree char *r = mst_campaign_view_results (s);
      g_autofree char *l = mst_campaign_view_losses (s);
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), r, l);
      g_autoptr(MstCampaignLine) line = mst_campaign_line_new (MST_CAMPAIGN_LINE_FORCE, s->name, subtitle);

      line->id = s->force_id;
      g_list_store_append (store, line);
    }
  return G_LIST_MODEL (store);
}

/* Battles */

char *
mst_campaign_view_battle_subtitle (MstBattle *b, const char *force_name)
{
  guint lost, broken, destroyed;
  g_autofree char *losses = NULL;
  MstRuleset *rs;
  GString *s;

  g_return_val_if_fail (MST_IS_BATTLE (b), NULL);
  rs = ruleset_of (mst_battle_get_ruleset (b));
  lost = mst_battle_count_bases_lost (b);
  broken = mst_battle_count_broken (b);
  destroyed = mst_battle_count_destroyed (b);
  losses = strength_lost (rs, lost);
  s = g_string_new (mst_battle_get_date (b));
  if (force_name != NULL)
    g_string_append_printf (s, SEPARATOR "%s", force_name);
  if (mst_battle_get_opponent (b) != NULL && mst_battle_get_opponent (b)[0] != '\0')
    g_string_append_printf (s, SEPARATOR "%s", mst_battle_get_opponent (b));
  g_string_append_printf (s, SEPARATOR "%s" SEPARATOR "%s", mst_battle_result_get_label (mst_battle_get_result (b)),
                          losses);
  if (broken > 0)
    {
      g_autofree char *b_s = units_broken (rs, broken);
      g_string_append_printf (s, ", %s", b_s);
    }
  if (destroyed > 0)
    {
      g_autofree char *d_s = units_destroyed (rs, destroyed);
      g_string_append_printf (s, ", %s", d_s);
    }
  return g_string_free (s, FALSE);
}

char *
mst_campaign_view_battle_outcome (MstBattle *b)
{
  g_return_val_if_fail (MST_IS_BATTLE (b), NULL);

  switch (mst_battle_get_role (b))
    {
    case MST_BATTLE_ROLE_ATTACKER:
      /* TRANSLATORS: a battle's result ("Won", "Lost", "Drawn"), then the force's role */
      return g_strdup_printf (_("%s, as the attacker"), mst_battle_result_get_label (mst_battle_get_result (b)));
    case MST_BATTLE_ROLE_DEFENDER:
    default:
      /* TRANSLATORS: a battle's result ("Won", "Lost", "Drawn"), then the force's role */
      return g_strdup_printf (_("%s, as the defender"), mst_battle_result_get_label (mst_battle_get_result (b)));
    }
}

char *
mst_campaign_view_battle_supply (MstBattle *b)
{
  guint n;

  g_return_val_if_fail (MST_IS_BATTLE (b), NULL);
  n = mst_battle_get_supply_spent (b);
  if (n == 0)
    return g_strdup (_("No supply dice spent"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u supply die spent", "%u supply dice spent", n), n);
}

char *
mst_campaign_view_battle_opponent (MstBattle *b)
{
  const char *opponent;

  g_return_val_if_fail (MST_IS_BATTLE (b), NULL);
  opponent = mst_battle_get_opponent (b);
  if (opponent == NULL || opponent[0] == '\0')
    return NULL;
  /* TRANSLATORS: the opponent of a battle */
  return g_strdup_printf (_("Against %s"), opponent);
}

char *
mst_campaign_view_unit_fates (const MstBattleUnit *u)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (u != NULL, NULL);
  if (u->killed > 0)
    /* TRANSLATORS: figures of a unit killed in a battle */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u killed", "%u killed", u->killed),
                                             u->killed));
  if (u->captured > 0)
    /* TRANSLATORS: figures of a unit captured in a battle */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u captured", "%u captured",
                                                          u->captured), u->captured));
  if (u->ran > 0)
    /* TRANSLATORS: figures of a unit that ran in a battle, lost to it */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ran", "%u ran", u->ran), u->ran));
  if (u->wounded > 0)
    /* TRANSLATORS: figures of a unit wounded in a battle, back for its next */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u wounded, back for the next battle",
                                                          "%u wounded, back for the next battle", u->wounded),
                                             u->wounded));
  if (u->leaders > 0)
    /* TRANSLATORS: of the figures a unit lost, its leaders (officers and NCOs) */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of them a leader",
                                                          "%u of them leaders", u->leaders), u->leaders));
  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: the separator of what became of a unit's figures, "2 killed, 1 ran" */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

GListModel *
mst_campaign_view_battle_units (MstBattle *b)
{
  GListStore *store;
  MstRuleset *rs;
  MstStrength strength;

  g_return_val_if_fail (MST_IS_BATTLE (b), NULL);
  rs = ruleset_of (mst_battle_get_ruleset (b));
  strength = mst_ruleset_get_strength (rs);
  store = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  for (guint i = 0; i < mst_battle_get_n_units (b); i++)
    {
      const MstBattleUnit *u = mst_battle_get_unit (b, i);
      g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(MstCampaignLine) line = NULL;
      g_autofree char *subtitle = NULL;

      if (u->bases_lost > 0 && u->bases_before > 0 && strength == MST_STRENGTH_STANDS)
        /* TRANSLATORS: stands a regiment lost in a battle, of those it went in with */
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u stand lost",
                                                              "%u of %u stands lost", u->bases_before),
                                                 u->bases_lost, u->bases_before));
      else if (u->bases_lost > 0 && u->bases_before > 0 && strength == MST_STRENGTH_FIGURES)
        /* TRANSLATORS: figures (men) a unit lost in a battle, of those it went in with */
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u figure lost",
                                                              "%u of %u figures lost", u->bases_before),
                                                 u->bases_lost, u->bases_before));
      else if (u->bases_lost > 0 && u->bases_before > 0)
        /* TRANSLATORS: bases a unit lost in a battle, of those it went in with */
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u base lost",
                                                              "%u of %u bases lost", u->bases_before),
                                                 u->bases_lost, u->bases_before));
      else if (u->bases_lost > 0)
        g_ptr_array_add (parts, strength_lost (rs, u->bases_lost));
      if (u->fates && u->bases_lost > 0)
        g_ptr_array_add (parts, mst_campaign_view_unit_fates (u));
      if (u->destroyed)
        /* TRANSLATORS: a regiment destroyed in a battle (every stand lost) */
        g_ptr_array_add (parts, g_strdup (_("Destroyed")));
      else if (u->broken)
        /* "Broken", "Routed" */
        g_ptr_array_add (parts, g_strdup (mst_ruleset_get_broken_label (rs)));
      if (parts->len == 0)
        /* TRANSLATORS: a unit that lost nothing in a battle */
        g_ptr_array_add (parts, g_strdup (_("Unhurt")));
      if (u->grade != NULL && rs != NULL && mst_ruleset_attr_label (rs, MST_DEPLOY_GRADE_ATTR) != NULL)
        /* TRANSLATORS: what a unit rolled after deployment, e.g. "Resilience: Steady" */
        g_ptr_array_add (parts, g_strdup_printf (_("%s: %s"), mst_ruleset_attr_label (rs, MST_DEPLOY_GRADE_ATTR),
                                                 mst_ruleset_attr_value_label (rs, MST_DEPLOY_GRADE_ATTR, u->grade)));
      g_ptr_array_add (parts, NULL);
      subtitle = g_strjoinv (SEPARATOR, (char **) parts->pdata);
      line = mst_campaign_line_new (MST_CAMPAIGN_LINE_TEXT, u->unit, subtitle);
      line->key = g_strdup (u->unit);
      g_list_store_append (store, line);
    }
  return G_LIST_MODEL (store);
}

GListModel *
mst_campaign_view_battle_generals (MstBattle *b)
{
  GListStore *store;

  g_return_val_if_fail (MST_IS_BATTLE (b), NULL);
  store = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  for (guint i = 0; i < mst_battle_get_n_generals (b); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (b, i);
      g_autoptr(MstCampaignLine) line = NULL;
      g_autofree char *subtitle = NULL;

      if (g->position >= 0)
        {
          g_autofree char *post = mst_campaign_view_general_post (mst_ruleset_lookup (mst_battle_get_ruleset (b)),
                                                                  (guint) g->position);
          subtitle = g_strdup_printf (_("%s · %s"), post, mst_general_fate_get_label (g->fate));
        }
      else
        subtitle = g_strdup (mst_general_fate_get_label (g->fate));
      line = mst_campaign_line_new (MST_CAMPAIGN_LINE_TEXT, g->general, subtitle);
      line->position = g->position;
      line->lost = mst_general_fate_is_lost (g->fate);
      g_list_store_append (store, line);
    }
  return G_LIST_MODEL (store);
}

/* History */

const char *
mst_campaign_view_event_icon (MstCampaignEventKind kind)
{
  switch (kind)
    {
    case MST_CAMPAIGN_EVENT_JOINED: return "go-jump-symbolic";
    case MST_CAMPAIGN_EVENT_BATTLE: return "emblem-important-symbolic";
    case MST_CAMPAIGN_EVENT_REINFORCED: return "list-add-symbolic";
    case MST_CAMPAIGN_EVENT_UNIT_ADDED: return "list-add-symbolic";
    case MST_CAMPAIGN_EVENT_UNIT_DISBANDED: return "list-remove-symbolic";
    case MST_CAMPAIGN_EVENT_GENERAL_REPLACED:
    case MST_CAMPAIGN_EVENT_GENERAL_RENAMED: return "avatar-default-symbolic";
    case MST_CAMPAIGN_EVENT_UNIT_REGRADED: return "view-refresh-symbolic";
    case MST_CAMPAIGN_EVENT_RETRACTED: return "edit-undo-symbolic";
    case MST_CAMPAIGN_EVENT_EDITED:
    default: return "document-edit-symbolic";
    }
}

const char *
mst_campaign_view_event_date (MstCampaignEvent *event)
{
  const char *date;

  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (event), NULL);
  date = mst_campaign_event_get_date (event);
  return date != NULL ? date : _("Between battles");
}

char *
mst_campaign_view_copy_date (gint64 taken)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (taken);

  return when != NULL ? g_date_time_format (when, "%Y-%m-%d %H:%M") : g_strdup ("");
}

/* A force */

char *
mst_campaign_view_general_post (MstRuleset *ruleset, guint position)
{
  if (position == 0)
    return g_strdup (ruleset != NULL ? mst_ruleset_get_commander_label (ruleset) : _("Force commander"));
  return g_strdup_printf (_("General of command %u"), position);
}

/* "Division · Able", "Force commander · Accepted · Competent · lost": a
 * general's post (his level of command where the rule set has levels)
 * and his rule set's words for him; @command is NULL for the force's
 * commander, @position his place among the generals. */
static char *
general_subtitle (MstRuleset *rs, MstGeneral *g, MstCommand *command, guint position)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (command != NULL && mst_command_get_level (command) != NULL)
    g_ptr_array_add (parts, g_strdup (mst_ruleset_level_label (rs, mst_command_get_level (command))));
  else
    g_ptr_array_add (parts, mst_campaign_view_general_post (rs, position));
  for (const MstAttrSpec *spec = mst_ruleset_get_general_attrs (rs); spec->name != NULL; spec++)
    {
      const char *value = mst_general_get_attr (g, spec->name);

      if (value == NULL)
        value = spec->default_value;
      if (value != NULL)
        g_ptr_array_add (parts, g_strdup (mst_ruleset_attr_value_label (rs, spec->name, value)));
      else
        /* TRANSLATORS: a general's attribute not chosen yet, "Rating not set" */
        g_ptr_array_add (parts, g_strdup_printf (_("%s not set"), _(spec->label)));
    }
  if (mst_general_get_lost (g))
    g_ptr_array_add (parts, g_strdup (_("lost")));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (SEPARATOR, (char **) parts->pdata);
}

GListModel *
mst_campaign_view_force_lines (MstForce *force)
{
  g_autoptr(GPtrArray) commands = NULL;
  g_autoptr(GPtrArray) units = NULL;
  GListStore *store;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_FORCE (force), NULL);
  rs = ruleset_of (mst_force_get_ruleset (force));
  store = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  /* The commander, then every command in the order of its tree: the
   * positions of mst_force_list_generals(), which the changes between
   * battles name a general by. */
  commands = mst_force_list_commands (force);
  for (guint i = 0; i <= commands->len; i++)
    {
      MstCommand *c = i > 0 ? g_ptr_array_index (commands, i - 1) : NULL;
      MstGeneral *g = c != NULL ? mst_command_get_general (c) : mst_force_get_commander (force);
      g_autofree char *subtitle = general_subtitle (rs, g, c, i);
      g_autoptr(MstCampaignLine) line = mst_campaign_line_new (MST_CAMPAIGN_LINE_GENERAL,
                                                               mst_general_get_name (g), subtitle);

      line->position = (int) i;
      line->lost = mst_general_get_lost (g);
      line->ruleset = g_strdup (mst_ruleset_get_id (rs));
      g_list_store_append (store, line);
    }
  units = mst_force_list_units (force);
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      MstUnitTemplate *t = mst_unit_get_template (u);
      g_autofree char *strength = mst_campaign_view_strength (mst_ruleset_get_id (rs), mst_unit_get_bases (u));
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), t != NULL ? mst_unit_template_get_name (t)
                                                                          : mst_unit_get_template_id (u), strength);
      g_autoptr(MstCampaignLine) line = mst_campaign_line_new (MST_CAMPAIGN_LINE_UNIT,
                                                               mst_unit_get_name (u), subtitle);

      line->key = g_strdup (mst_unit_get_name (u));
      line->position = (int) i;
      line->ruleset = g_strdup (mst_ruleset_get_id (rs));
      g_list_store_append (store, line);
    }
  return G_LIST_MODEL (store);
}

/* The battle form */

gboolean
mst_campaign_view_offers_fate (MstGeneral *general)
{
  g_return_val_if_fail (MST_IS_GENERAL (general), FALSE);
  return !mst_general_get_lost (general);
}

gint64
mst_campaign_view_force_campaign (MstLibrary *library, gint64 force_id)
{
  g_autoptr(MstCampaignStore) store = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (library), 0);
  if (force_id <= 0)
    return 0;
  store = mst_campaign_store_new (library, NULL);
  return MAX (mst_campaign_store_get_force_campaign (store, force_id, NULL), 0);
}

/* Scouting: what the rolls decided, for as long as Muster runs, by the
 * place the force is kept and its id there. */

static GMutex scouting_lock;
static GHashTable *scouting;   /* "LOCATION\nID" → role + 1 */

void
mst_campaign_view_note_scouting (const char *location, gint64 force_id, MstBattleRole role)
{
  g_return_if_fail (location != NULL);
  g_return_if_fail ((guint) role < MST_N_BATTLE_ROLES);

  if (force_id <= 0)
    return;
  g_mutex_lock (&scouting_lock);
  if (scouting == NULL)
    scouting = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (scouting, g_strdup_printf ("%s\n%" G_GINT64_FORMAT, location, force_id),
                       GINT_TO_POINTER (role + 1));
  g_mutex_unlock (&scouting_lock);
}

gboolean
mst_campaign_view_get_scouted_role (const char *location, gint64 force_id, MstBattleRole *role)
{
  g_autofree char *key = NULL;
  gpointer found = NULL;

  g_return_val_if_fail (location != NULL, FALSE);

  key = g_strdup_printf ("%s\n%" G_GINT64_FORMAT, location, force_id);
  g_mutex_lock (&scouting_lock);
  if (scouting != NULL)
    found = g_hash_table_lookup (scouting, key);
  g_mutex_unlock (&scouting_lock);
  if (found == NULL)
    return FALSE;
  if (role != NULL)
    *role = (MstBattleRole) (GPOINTER_TO_INT (found) - 1);
  return TRUE;
}

char *
mst_campaign_view_default_battle_date (GPtrArray *events, GDateTime *now)
{
  g_autofree char *today = NULL;
  const char *last = NULL;

  g_return_val_if_fail (now != NULL, NULL);

  today = g_date_time_format (now, "%Y-%m-%d");
  for (guint i = 0; events != NULL && i < events->len; i++)
    {
      const char *date = mst_campaign_event_get_date (g_ptr_array_index (events, i));

      /* YYYY-MM-DD compares as text. */
      if (mst_campaign_date_is_valid (date) && (last == NULL || strcmp (date, last) > 0))
        last = date;
    }
  if (last != NULL && strcmp (last, today) > 0)
    return g_strdup (last);
  return g_steal_pointer (&today);
}
