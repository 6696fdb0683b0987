/* mst-dm-model.c: Drums and Muskets' words for what the engine's model
 * carries as attributes.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-dm-model.h"

/* 000: Generals, "Respect" and "Staff Ability". */
static const char *const respects[] = { "hated", "accepted", "inspired", NULL };
static const char *const respect_labels[] = { N_("Hated"), N_("Accepted"), N_("Inspired"), NULL };
static const char *const abilities[] = { "incompetent", "competent", "exceptional", NULL };
static const char *const ability_labels[] = { N_("Incompetent"), N_("Competent"), N_("Exceptional"), NULL };

const MstAttrSpec mst_dm_general_attrs[] = {
  { "respect", N_("Respect"), respects, respect_labels, "accepted" },
  { "ability", N_("Staff ability"), abilities, ability_labels, "competent" },
  { NULL }
};

/* The index of @s among @tokens, or -1. */
static int
token_index (const char *const *tokens, const char *s)
{
  for (int i = 0; s != NULL && tokens[i] != NULL; i++)
    if (g_str_equal (tokens[i], s))
      return i;
  return -1;
}

static const char *
token_at (const char *const *tokens, guint n, int i)
{
  return i >= 0 && (guint) i < n ? tokens[i] : NULL;
}

const char *
mst_respect_to_string (MstRespect respect)
{
  return token_at (respects, G_N_ELEMENTS (respects) - 1, respect);
}

gboolean
mst_respect_from_string (const char *s, MstRespect *out)
{
  int i = token_index (respects, s);

  if (i < 0)
    return FALSE;
  *out = (MstRespect) i;
  return TRUE;
}

const char *
mst_respect_get_label (MstRespect respect)
{
  const char *label = token_at (respect_labels, G_N_ELEMENTS (respect_labels) - 1, respect);

  return label != NULL ? _(label) : "";
}

const char *
mst_ability_to_string (MstAbility ability)
{
  return token_at (abilities, G_N_ELEMENTS (abilities) - 1, ability);
}

gboolean
mst_ability_from_string (const char *s, MstAbility *out)
{
  int i = token_index (abilities, s);

  if (i < 0)
    return FALSE;
  *out = (MstAbility) i;
  return TRUE;
}

const char *
mst_ability_get_label (MstAbility ability)
{
  const char *label = token_at (ability_labels, G_N_ELEMENTS (ability_labels) - 1, ability);

  return label != NULL ? _(label) : "";
}

MstGeneral *
mst_dm_general_new (const char *name, MstRespect respect, MstAbility ability)
{
  MstGeneral *general = mst_general_new (name);

  mst_dm_general_set_respect (general, respect);
  mst_dm_general_set_ability (general, ability);
  return general;
}

MstRespect
mst_dm_general_get_respect (MstGeneral *general)
{
  MstRespect respect = MST_RESPECT_ACCEPTED;

  mst_respect_from_string (mst_general_get_attr (general, "respect"), &respect);
  return respect;
}

void
mst_dm_general_set_respect (MstGeneral *general, MstRespect respect)
{
  mst_general_set_attr (general, "respect", mst_respect_to_string (respect));
}

MstAbility
mst_dm_general_get_ability (MstGeneral *general)
{
  MstAbility ability = MST_ABILITY_COMPETENT;

  mst_ability_from_string (mst_general_get_attr (general, "ability"), &ability);
  return ability;
}

void
mst_dm_general_set_ability (MstGeneral *general, MstAbility ability)
{
  mst_general_set_attr (general, "ability", mst_ability_to_string (ability));
}
