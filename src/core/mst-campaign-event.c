/* mst-campaign-event.c: one change to a campaign force, as the history keeps it, and its line in the history (applied to a force in mst-campaign-event-apply.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-campaign-event-object.h"
#include "mst-enum-types.h"
#include "mst-types-private.h"
#include "mst-campaign-event-private.h"
#include "mst-deploy.h"
#include "mst-value.h"
#include "mst-ruleset.h"
#include "mst-xml-private.h"

G_DEFINE_FINAL_TYPE (MstCampaignEvent, mst_campaign_event, G_TYPE_OBJECT)


static void
mst_campaign_event_finalize (GObject *object)
{
  MstCampaignEvent *self = MST_CAMPAIGN_EVENT (object);

  g_free (self->date);
  g_clear_object (&self->battle);
  g_free (self->unit);
  g_free (self->name);
  g_free (self->previous);
  g_free (self->template_id);
  g_free (self->force_data);
  g_clear_pointer (&self->attrs, g_hash_table_unref);
  g_free (self->ruleset);

  G_OBJECT_CLASS (mst_campaign_event_parent_class)->finalize (object);
}

static void
mst_campaign_event_class_init (MstCampaignEventClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_campaign_event_finalize;
}

static void
mst_campaign_event_init (MstCampaignEvent *self)
{
  self->general = -1;
  self->command = -1;
}

MstCampaignEvent *
mst_campaign_event_new (MstCampaignEventKind kind)
{
  MstCampaignEvent *self;

  g_return_val_if_fail ((guint) kind < MST_N_CAMPAIGN_EVENT_KINDS, NULL);
  self = g_object_new (MST_TYPE_CAMPAIGN_EVENT, NULL);
  self->kind = kind;
  return self;
}

static int
compare_names (const char **a, const char **b, gpointer data)
{
  return strcmp (*a, *b);
}

void
mst_campaign_event_replace_string (char **field, const char *value)
{
  char *old = *field;
  *field = g_strdup (value);
  g_free (old);
}

/* The force's name as written in its data, for the history line. */
static char *
force_name_from_data (const char *data)
{
  xmlDoc *doc;
  char *name;

  if (data == NULL)
    return NULL;
  doc = mst_xml_parse (data, strlen (data), "", NULL);
  if (doc == NULL)
    return NULL;
  name = mst_xml_get_prop (xmlDocGetRootElement (doc), "name");
  xmlFreeDoc (doc);
  return name;
}

MstCampaignEvent *
mst_campaign_event_new_joined (const char *force_data)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_JOINED);

  g_return_val_if_fail (force_data != NULL, self);
  mst_campaign_event_set_force_data (self, force_data);
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_edited (const char *force_data)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_EDITED);

  g_return_val_if_fail (force_data != NULL, self);
  mst_campaign_event_set_force_data (self, force_data);
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_battle (MstBattle *battle)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_BATTLE);

  g_return_val_if_fail (MST_IS_BATTLE (battle), self);
  mst_campaign_event_set_battle (self, battle);
  mst_campaign_event_set_date (self, mst_battle_get_date (battle));
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_reinforced (const char *unit, guint bases)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_REINFORCED);

  self->unit = g_strdup (unit);
  self->bases = bases;
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_unit_added (int         command,
                                   const char *name,
                                   const char *template_id,
                                   guint       bases)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_UNIT_ADDED);

  self->command = command < 0 ? -1 : command;
  self->name = g_strdup (name);
  self->unit = g_strdup (name);
  self->template_id = g_strdup (template_id);
  self->bases = bases;
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_unit_disbanded (const char *unit)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_UNIT_DISBANDED);

  self->unit = g_strdup (unit);
  return self;
}

/* The history database keeps a new general's attributes where a force's
 * data goes, as <attrs><attr name="rating" value="able"/></attrs>. */
static char *
attrs_to_data (GHashTable *attrs)
{
  g_autofree const char **names = (const char **) g_hash_table_get_keys_as_array (attrs, NULL);
  GString *s = g_string_new ("<attrs>");

  g_qsort_with_data (names, g_hash_table_size (attrs), sizeof (char *), (GCompareDataFunc) compare_names, NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *attr = g_markup_printf_escaped ("<attr name=\"%s\" value=\"%s\"/>", names[i],
                                                       (const char *) g_hash_table_lookup (attrs, names[i]));
      g_string_append (s, attr);
    }
  g_string_append (s, "</attrs>");
  return g_string_free (s, FALSE);
}

static GHashTable *
attrs_from_data (const char *data)
{
  GHashTable *attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  xmlDoc *doc = mst_xml_parse (data, strlen (data), "", NULL);

  if (doc == NULL)
    return attrs;
  for (xmlNode *c = xmlDocGetRootElement (doc)->children; c != NULL; c = c->next)
    if (mst_xml_is (c, "attr"))
      {
        char *name = mst_xml_get_prop (c, "name");
        char *value = mst_xml_get_prop (c, "value");

        if (name != NULL && value != NULL)
          g_hash_table_replace (attrs, name, value);
        else
          {
            g_free (name);
            g_free (value);
          }
      }
  xmlFreeDoc (doc);
  return attrs;
}

void
mst_campaign_event_set_attr (MstCampaignEvent *self, const char *name, const char *value)
{
  g_return_if_fail (MST_IS_CAMPAIGN_EVENT (self));
  g_return_if_fail (name != NULL && value != NULL);

  if (self->attrs == NULL)
    self->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_replace (self->attrs, g_strdup (name), g_strdup (value));
  g_free (self->force_data);
  self->force_data = attrs_to_data (self->attrs);
}

MstCampaignEvent *
mst_campaign_event_new_general_replaced (guint       general,
                                               const char *name,
                                               GHashTable *attrs)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_GENERAL_REPLACED);
  GHashTableIter iter;
  gpointer key, value;

  self->general = (int) general;
  self->name = g_strdup (name);
  g_return_val_if_fail (attrs != NULL, self);
  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    mst_campaign_event_set_attr (self, key, value);
  /* An empty bag is still a bag: the new man is not rated yet. */
  if (self->attrs == NULL)
    {
      self->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      self->force_data = attrs_to_data (self->attrs);
    }
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_general_renamed (guint general, const char *name)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_GENERAL_RENAMED);

  self->general = (int) general;
  self->name = g_strdup (name);
  return self;
}

MstCampaignEvent *
mst_campaign_event_new_unit_regraded (const char *unit, const char *template_id)
{
  MstCampaignEvent *self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_UNIT_REGRADED);

  self->unit = g_strdup (unit);
  self->template_id = g_strdup (template_id);
  return self;
}

void
mst_campaign_event_set_ids (MstCampaignEvent *self, gint64 id, gint64 campaign_id, gint64 force_id)
{
  self->id = id;
  self->campaign_id = campaign_id;
  self->force_id = force_id;
}

void
mst_campaign_event_set_recorded (MstCampaignEvent *self, gint64 recorded)
{
  self->recorded = recorded;
}

void
mst_campaign_event_set_battle (MstCampaignEvent *self, MstBattle *battle)
{
  g_set_object (&self->battle, battle);
}

void
mst_campaign_event_set_fields (MstCampaignEvent *self,
                               const char       *unit,
                               int               general,
                               const char       *name,
                               const char       *previous,
                               const char       *template_id,
                               guint             bases,
                               int               command)
{
  mst_campaign_event_replace_string (&self->unit, unit);
  self->general = general;
  mst_campaign_event_replace_string (&self->name, name);
  mst_campaign_event_replace_string (&self->previous, previous);
  mst_campaign_event_replace_string (&self->template_id, template_id);
  self->bases = bases;
  self->command = command;
}

void
mst_campaign_event_set_unit_attrs (MstCampaignEvent *self, GHashTable *attrs)
{
  g_clear_pointer (&self->attrs, g_hash_table_unref);
  self->attrs = mst_attrs_copy (attrs);
  g_hash_table_remove (self->attrs, MST_DEPLOY_GRADE_ATTR);
  g_hash_table_remove (self->attrs, MST_DEPLOY_DIE_ATTR);
  g_free (self->force_data);
  self->force_data = attrs_to_data (self->attrs);
}

void
mst_campaign_event_set_force_data (MstCampaignEvent *self, const char *data)
{
  mst_campaign_event_replace_string (&self->force_data, data);
  if (self->kind == MST_CAMPAIGN_EVENT_JOINED || self->kind == MST_CAMPAIGN_EVENT_EDITED)
    {
      g_free (self->name);
      self->name = force_name_from_data (data);
      g_clear_pointer (&self->ruleset, g_free);
    }
  else if (self->kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED || self->kind == MST_CAMPAIGN_EVENT_UNIT_ADDED ||
           self->kind == MST_CAMPAIGN_EVENT_UNIT_REGRADED)
    {
      /* The new man's or the unit's attributes, as the history keeps them
       * (those of an event written before them are its columns, set
       * after: mst_campaign_event_set_attr()). */
      g_clear_pointer (&self->attrs, g_hash_table_unref);
      if (data != NULL)
        self->attrs = attrs_from_data (data);
    }
}

void
mst_campaign_event_set_ruleset (MstCampaignEvent *self, const char *ruleset)
{
  g_return_if_fail (MST_IS_CAMPAIGN_EVENT (self));
  mst_campaign_event_replace_string (&self->ruleset, ruleset);
}

/* The rule set a force's data names; a version-1 force names none: it is
 * Drums and Muskets'. */
static char *
ruleset_from_data (const char *data)
{
  xmlDoc *doc;
  char *ruleset;

  if (data == NULL)
    return NULL;
  doc = mst_xml_parse (data, strlen (data), "", NULL);
  if (doc == NULL)
    return NULL;
  ruleset = mst_xml_get_prop (xmlDocGetRootElement (doc), "ruleset");
  xmlFreeDoc (doc);
  return ruleset != NULL ? ruleset : g_strdup (mst_ruleset_get_id (mst_rulesets_get_default ()));
}

const char *
mst_campaign_event_get_ruleset (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);

  if (self->ruleset == NULL && (self->kind == MST_CAMPAIGN_EVENT_JOINED || self->kind == MST_CAMPAIGN_EVENT_EDITED))
    self->ruleset = ruleset_from_data (self->force_data);
  else if (self->ruleset == NULL && self->battle != NULL && mst_battle_get_ruleset (self->battle) != NULL)
    self->ruleset = g_strdup (mst_battle_get_ruleset (self->battle));
  return self->ruleset;
}

const char *
mst_campaign_event_follow_ruleset (MstCampaignEvent *self, const char *before)
{
  const char *own;

  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), before);

  own = mst_campaign_event_get_ruleset (self);
  if (own != NULL || self->kind == MST_CAMPAIGN_EVENT_JOINED || self->kind == MST_CAMPAIGN_EVENT_EDITED)
    return own;
  if (before != NULL)
    self->ruleset = g_strdup (before);
  return self->ruleset;
}

gint64
mst_campaign_event_get_id (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), 0);
  return self->id;
}

gint64
mst_campaign_event_get_campaign_id (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), 0);
  return self->campaign_id;
}

gint64
mst_campaign_event_get_force_id (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), 0);
  return self->force_id;
}

MstCampaignEventKind
mst_campaign_event_get_kind (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), MST_CAMPAIGN_EVENT_EDITED);
  return self->kind;
}

const char *
mst_campaign_event_get_date (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->date;
}

void
mst_campaign_event_set_date (MstCampaignEvent *self, const char *date)
{
  g_return_if_fail (MST_IS_CAMPAIGN_EVENT (self));
  mst_campaign_event_replace_string (&self->date, date != NULL && date[0] != '\0' ? date : NULL);
}

gint64
mst_campaign_event_get_recorded (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), 0);
  return self->recorded;
}

MstBattle *
mst_campaign_event_get_battle (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->battle;
}

const char *
mst_campaign_event_get_unit (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->unit;
}

int
mst_campaign_event_get_general (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), -1);
  return self->general;
}

const char *
mst_campaign_event_get_name (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->name;
}

const char *
mst_campaign_event_get_previous (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->previous;
}

const char *
mst_campaign_event_get_template_id (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->template_id;
}

guint
mst_campaign_event_get_bases (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), 0);
  return self->bases;
}

int
mst_campaign_event_get_command (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), -1);
  return self->command;
}

GHashTable *
mst_campaign_event_get_attrs (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->attrs;
}

const char *
mst_campaign_event_get_force_data (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);
  return self->force_data;
}

/* "3 bases lost"; in Brigade Command, which records fates only (gap
 * BC-6), and Revolutionary Wars, each unit routed or destroyed and each
 * commander's fate too: "3 stands lost, “Line” routed, “Dragoons”
 * destroyed, Vandamme: Killed". */
static char *
battle_losses (MstBattle *b, guint lost)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (b));
  GString *s;

  if (rs == NULL || !mst_ruleset_records_destroyed (rs))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u base lost", "%u bases lost", lost), lost);
  s = g_string_new (NULL);
  if (mst_ruleset_counts_stands (rs))
    g_string_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u stand lost", "%u stands lost", lost), lost);
  else
    g_string_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u base lost", "%u bases lost", lost), lost);
  for (guint i = 0; i < mst_battle_get_n_units (b); i++)
    {
      const MstBattleUnit *u = mst_battle_get_unit (b, i);
      g_autofree char *part = NULL;

      if (u->destroyed)
        /* TRANSLATORS: a regiment destroyed in a battle */
        part = g_strdup_printf (_("“%s” destroyed"), u->unit);
      else if (u->broken)
        /* TRANSLATORS: a regiment routed in a battle */
        part = g_strdup_printf (_("“%s” routed"), u->unit);
      if (part != NULL)
        g_string_append_printf (s, ", %s", part);
    }
  for (guint i = 0; i < mst_battle_get_n_generals (b); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (b, i);
      g_autofree char *part = NULL;

      if (g->fate == MST_GENERAL_FATE_NONE)
        continue;
      /* TRANSLATORS: a general's name and his fate in a battle ("Killed") */
      part = g_strdup_printf (_("%s: %s"), g->general, mst_general_fate_get_label (g->fate));
      g_string_append_printf (s, ", %s", part);
    }
  return g_string_free (s, FALSE);
}

typedef enum {
  STRENGTH_BASES,
  STRENGTH_STANDS,
  STRENGTH_FIGURES,
} Strength;

/* What a unit's strength is counted in, in the force's rule set. */
static Strength
strength_of (MstCampaignEvent *self)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_campaign_event_get_ruleset (self));

  if (rs != NULL && mst_ruleset_counts_stands (rs))
    return STRENGTH_STANDS;
  if (rs != NULL && mst_ruleset_counts_figures (rs))
    return STRENGTH_FIGURES;
  return STRENGTH_BASES;
}

/* The label of a general's attribute value: from the force's rule set,
 * or, not knowing it, from the rule set whose generals have it. */
static const char *
attr_value_label (MstCampaignEvent *self, const char *name, const char *value)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_campaign_event_get_ruleset (self));
  GPtrArray *all;

  if (rs != NULL)
    return mst_ruleset_attr_value_label (rs, name, value);
  all = mst_rulesets_get_all ();
  for (guint i = 0; i < all->len; i++)
    for (const MstAttrSpec *spec = mst_ruleset_get_general_attrs (g_ptr_array_index (all, i));
         spec->name != NULL; spec++)
      if (strcmp (spec->name, name) == 0 && g_strv_contains (spec->values, value))
        return mst_attr_spec_value_label (spec, value);
  return value;
}

/* Where attribute @name comes among the general's attributes of the
 * event's rule set (or of the rule set whose generals have it): its
 * place in the class's declaration; G_MAXINT for one it does not know. */
static int
attr_rank (MstCampaignEvent *self, const char *name)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_campaign_event_get_ruleset (self));
  GPtrArray *all = mst_rulesets_get_all ();

  for (guint i = 0; i < (rs != NULL ? 1 : all->len); i++)
    {
      const MstAttrSpec *specs = mst_ruleset_get_general_attrs (rs != NULL ? rs : g_ptr_array_index (all, i));

      for (int k = 0; specs[k].name != NULL; k++)
        if (strcmp (specs[k].name, name) == 0)
          return k;
    }
  return G_MAXINT;
}

static int
compare_ranks (const char **a, const char **b, MstCampaignEvent *self)
{
  int ra = attr_rank (self, *a), rb = attr_rank (self, *b);

  return ra != rb ? (ra < rb ? -1 : 1) : strcmp (*a, *b);
}

/* "Able", "Inspired, Exceptional": the new general's attributes, in the
 * order his rule set gives them. */
static char *
attrs_label (MstCampaignEvent *self)
{
  g_autofree const char **names = (const char **) g_hash_table_get_keys_as_array (self->attrs, NULL);
  GString *s = g_string_new (NULL);

  g_qsort_with_data (names, g_hash_table_size (self->attrs), sizeof (char *), (GCompareDataFunc) compare_ranks, self);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, attr_value_label (self, names[i], g_hash_table_lookup (self->attrs, names[i])));
    }
  return g_string_free (s, FALSE);
}

char *
mst_campaign_event_describe (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), NULL);

  switch (self->kind)
    {
    case MST_CAMPAIGN_EVENT_JOINED:
      return g_strdup_printf (_("“%s” joined the campaign"), self->name != NULL ? self->name : "");
    case MST_CAMPAIGN_EVENT_EDITED:
      return g_strdup (_("Changed in the force editor"));
    case MST_CAMPAIGN_EVENT_BATTLE:
      {
        MstBattle *b = self->battle;
        guint lost = b != NULL ? mst_battle_count_bases_lost (b) : 0;
        g_autofree char *losses = NULL;

        if (b == NULL)
          return g_strdup (_("A battle"));
        losses = battle_losses (b, lost);
        if (mst_battle_get_opponent (b)[0] != '\0')
          /* TRANSLATORS: battle name, opponent, result (Won, Lost, Drawn), losses */
          return g_strdup_printf (_("%s against %s: %s, %s"), mst_battle_get_name (b),
                                  mst_battle_get_opponent (b),
                                  mst_battle_result_get_label (mst_battle_get_result (b)), losses);
        /* TRANSLATORS: battle name, result (Won, Lost, Drawn), losses */
        return g_strdup_printf (_("%s: %s, %s"), mst_battle_get_name (b),
                                mst_battle_result_get_label (mst_battle_get_result (b)), losses);
      }
    case MST_CAMPAIGN_EVENT_REINFORCED:
      if (strength_of (self) == STRENGTH_STANDS)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” reinforced with %u stand",
                                             "“%s” reinforced with %u stands", self->bases),
                                self->unit, self->bases);
      if (strength_of (self) == STRENGTH_FIGURES)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” reinforced with %u figure",
                                             "“%s” reinforced with %u figures", self->bases),
                                self->unit, self->bases);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” reinforced with %u base",
                                           "“%s” reinforced with %u bases", self->bases),
                              self->unit, self->bases);
    case MST_CAMPAIGN_EVENT_UNIT_ADDED:
      if (strength_of (self) == STRENGTH_STANDS)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "New unit “%s” with %u stand",
                                             "New unit “%s” with %u stands", self->bases),
                                self->name, self->bases);
      if (strength_of (self) == STRENGTH_FIGURES)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "New unit “%s” with %u figure",
                                             "New unit “%s” with %u figures", self->bases),
                                self->name, self->bases);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "New unit “%s” with %u base",
                                           "New unit “%s” with %u bases", self->bases),
                              self->name, self->bases);
    case MST_CAMPAIGN_EVENT_UNIT_DISBANDED:
      return g_strdup_printf (_("“%s” disbanded"), self->unit);
    case MST_CAMPAIGN_EVENT_GENERAL_REPLACED:
      if (self->attrs != NULL && g_hash_table_size (self->attrs) > 0)
        {
          g_autofree char *ratings = attrs_label (self);

          /* TRANSLATORS: the general replaced, the new one, his rating ("Able") */
          return g_strdup_printf (_("%s replaced by %s (%s)"),
                                  self->previous != NULL ? self->previous : "", self->name, ratings);
        }
      return g_strdup_printf (_("%s replaced by %s"),
                              self->previous != NULL ? self->previous : "", self->name);
    case MST_CAMPAIGN_EVENT_GENERAL_RENAMED:
      return g_strdup_printf (_("%s renamed %s"),
                              self->previous != NULL ? self->previous : "", self->name);
    case MST_CAMPAIGN_EVENT_UNIT_REGRADED:
      return g_strdup_printf (_("“%s” re-graded as %s"), self->unit,
                              self->name != NULL ? self->name : self->template_id);
    case MST_CAMPAIGN_EVENT_RETRACTED:
      {
        g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, self->retracts);

        if (self->name != NULL && self->name[0] != '\0')
          /* TRANSLATORS: a change of the history taken back by the game master: its number, the reason */
          return g_strdup_printf (_("Change %s taken back by the game master: %s"), id, self->name);
        /* TRANSLATORS: a change of the history taken back by the game master: its number */
        return g_strdup_printf (_("Change %s taken back by the game master"), id);
      }
    default:
      return g_strdup ("");
    }
}

MstCampaignEvent *
mst_campaign_event_new_retracted (gint64 event_id, const char *reason)
{
  MstCampaignEvent *self;

  g_return_val_if_fail (event_id > 0, NULL);
  self = mst_campaign_event_new (MST_CAMPAIGN_EVENT_RETRACTED);
  self->retracts = event_id;
  self->name = g_strdup (reason);
  return self;
}

gint64
mst_campaign_event_get_retracts (MstCampaignEvent *self)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (self), 0);
  return self->retracts;
}

void
mst_campaign_event_set_retracts (MstCampaignEvent *self, gint64 event_id)
{
  g_return_if_fail (MST_IS_CAMPAIGN_EVENT (self));
  self->retracts = event_id;
}

GHashTable *
mst_campaign_events_retracted (GPtrArray *events)
{
  GHashTable *ids = NULL;

  for (guint i = 0; i < events->len; i++)
    {
      MstCampaignEvent *e = g_ptr_array_index (events, i);

      if (e->kind != MST_CAMPAIGN_EVENT_RETRACTED || e->retracts <= 0)
        continue;
      if (ids == NULL)
        ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      g_hash_table_add (ids, g_memdup2 (&e->retracts, sizeof e->retracts));
    }
  return ids;
}

const char *
mst_campaign_event_kind_to_string (MstCampaignEventKind kind)
{
  return mst_enum_to_nick (MST_TYPE_CAMPAIGN_EVENT_KIND, kind);
}

gboolean
mst_campaign_event_kind_from_string (const char *s, MstCampaignEventKind *out)
{
  int v;

  if (!mst_enum_from_nick (MST_TYPE_CAMPAIGN_EVENT_KIND, s, &v))
    return FALSE;
  *out = (MstCampaignEventKind) v;
  return TRUE;
}
