/* mst-game-view.c: what the game window shows and what an export says, computed without a display.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-campaign-view.h"
#include "mst-game-view.h"

/* "3 platoons left of 8 · Shaken · Disordered", "9 figures left of 20 ·
 * Killed: 8 · Critical": what is left in the rule set's measure, then
 * each field that is set. */
static char *
fields_summary (MstGame *self, MstGameUnit *unit)
{
  guint full = mst_game_unit_get_strength (unit);
  guint left = full - mst_game_unit_get_losses (unit);
  g_autofree char *strength = mst_campaign_view_strength (mst_game_get_ruleset (self), left);
  GString *s = g_string_new (NULL);

  guint n_counts = 0;

  for (const MstGameField *f = mst_game_unit_get_fields_spec (unit); f->id != NULL; f++)
    n_counts += f->kind == MST_GAME_FIELD_COUNT && (f->flags & MST_GAME_FIELD_KEPT) == 0;
  /* TRANSLATORS: what is left of a unit, "3 platoons left of 8" */
  g_string_append_printf (s, _("%s left of %u"), strength, full);
  for (const MstGameField *f = mst_game_unit_get_fields_spec (unit); f->id != NULL; f++)
    {
      int v = mst_game_unit_get_field (unit, f->id);

      /* A rule set's one count is what is left, said already; what the
       * rules keep is not the player's to read here. */
      if (v == 0 || (f->kind == MST_GAME_FIELD_COUNT && n_counts == 1) || (f->flags & MST_GAME_FIELD_KEPT) != 0)
        continue;
      g_string_append (s, " · ");
      if (f->kind == MST_GAME_FIELD_COUNT)
        /* TRANSLATORS: a count the game keeps of a unit, "Killed: 8" */
        g_string_append_printf (s, _("%s: %d"), g_dgettext (GETTEXT_PACKAGE, f->label), v);
      else if (f->kind == MST_GAME_FIELD_CHOICE)
        g_string_append (s, g_dgettext (GETTEXT_PACKAGE, f->value_labels[v]));
      else
        g_string_append (s, g_dgettext (GETTEXT_PACKAGE, f->label));
    }
  {
    MstRuleset *rs = mst_ruleset_lookup (mst_game_get_ruleset (self));
    g_autofree char *note = rs != NULL && MST_RULESET_GET_CLASS (rs)->game_unit_note != NULL
                              ? MST_RULESET_GET_CLASS (rs)->game_unit_note (rs, unit)
                              : NULL;

    if (note != NULL)
      g_string_append_printf (s, " · %s", note);
  }
  return g_string_free (s, FALSE);
}

char *
mst_game_view_unit_summary (MstGame *self, MstGameUnit *unit)
{
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  g_return_val_if_fail (MST_IS_GAME_UNIT (unit), NULL);

  /* A rule set that says a unit's state its own way. */
  rs = mst_ruleset_lookup (mst_game_get_ruleset (self));
  if (rs != NULL && MST_RULESET_GET_CLASS (rs)->game_unit_summary != NULL)
    return MST_RULESET_GET_CLASS (rs)->game_unit_summary (rs, self, unit);
  return fields_summary (self, unit);
}

char *
mst_game_view_status (MstGame *self)
{
  guint left, total;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  left = mst_game_get_supply_left (self);
  total = mst_game_get_supply_total (self);
  /* A rule set without supply dice: the turn alone. */
  if (total == 0)
    return g_strdup_printf (_("Turn %u"), mst_game_get_turn (self));
  /* TRANSLATORS: the turn, then the supply dice left of the pool */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %u · %u of %u supply die left",
                                       "Turn %u · %u of %u supply dice left", left),
                          mst_game_get_turn (self), left, total);
}

char *
mst_game_view_initiative (MstGame *self)
{
  g_auto(GStrv) lines = NULL;
  GString *s;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  s = g_string_new (NULL);
  lines = g_strsplit (mst_game_get_initiative_log (self), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], "\t", 3);

      if (g_strv_length (f) < 3)
        continue;
      g_auto(GStrv) throws = g_strsplit (f[1], "; ", -1);
      g_autoptr(GString) said = g_string_new (NULL);

      if (s->len > 0)
        g_string_append_c (s, '\n');
      /* The file keeps A (this force) and B (the opponent); the player
       * reads who they are. */
      for (guint t = 0; throws[t] != NULL; t++)
        {
          gboolean ours = g_str_has_prefix (throws[t], "A ");
          gboolean theirs = g_str_has_prefix (throws[t], "B ");

          g_string_append_printf (said, "%s%s%s", t > 0 ? "; " : "",
                                  ours ? _("You") : theirs ? _("Opponent") : "", ours || theirs ? throws[t] + 1 : throws[t]);
        }
      if (g_str_equal (f[2], "A"))
        /* TRANSLATORS: a turn's initiative roll: the turn, the dice thrown */
        g_string_append_printf (s, _("Turn %s: %s — you have the initiative"), f[0], said->str);
      else
        /* TRANSLATORS: a turn's initiative roll: the turn, the dice thrown */
        g_string_append_printf (s, _("Turn %s: %s — the opponent has the initiative"), f[0], said->str);
    }
  return g_string_free (s, FALSE);
}

char *
mst_game_view_text (MstGame *self)
{
  GString *s;
  g_autofree char *status = NULL;
  g_autofree char *initiative = NULL;
  GListModel *units, *generals;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  s = g_string_new (NULL);
  status = mst_game_view_status (self);
  g_string_append_printf (s, "# %s\n\n%s%s\n", mst_force_get_name (mst_game_get_force (self)), status,
                          mst_game_get_finished (self) ? _(" · finished") : "");

  g_string_append_printf (s, "\n## %s\n\n", _("Generals"));
  generals = mst_game_get_generals (self);
  for (guint i = 0; i < g_list_model_get_n_items (generals); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (generals, i);
      g_string_append_printf (s, "- %s: %s\n", mst_game_general_get_name (g),
                              mst_game_general_is_on_table (g) ? _("on the table")
                                                               : mst_general_fate_get_label (mst_game_general_get_fate (g)));
    }

  g_string_append_printf (s, "\n## %s\n\n", _("Units"));
  units = mst_game_get_units (self);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      g_autofree char *summary = mst_game_view_unit_summary (self, u);
      g_string_append_printf (s, "- %s: %s\n", mst_game_unit_get_label (u), summary);
    }

  initiative = mst_game_view_initiative (self);
  if (initiative[0] != '\0')
    {
      g_auto(GStrv) lines = g_strsplit (initiative, "\n", -1);

      g_string_append_printf (s, "\n## %s\n\n", _("Initiative"));
      for (guint i = 0; lines[i] != NULL; i++)
        g_string_append_printf (s, "- %s\n", lines[i]);
    }
  return g_string_free (s, FALSE);
}

char *
mst_game_view_summary (MstGame *self)
{
  GString *s;
  GListModel *units, *generals;
  guint turns, spent, lost_units = 0;

  g_return_val_if_fail (MST_IS_GAME (self), NULL);

  s = g_string_new (NULL);
  turns = mst_game_get_turn (self);
  spent = mst_game_get_supply_total (self) - MIN (mst_game_get_supply_left (self), mst_game_get_supply_total (self));
  /* TRANSLATORS: the turn a finished game was in */
  g_string_append_printf (s, _("Ended in turn %u"), turns);
  if (mst_game_get_supply_total (self) > 0)
    {
      g_string_append (s, " · ");
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u supply die spent of %u",
                                              "%u supply dice spent of %u", spent),
                              spent, mst_game_get_supply_total (self));
    }
  units = mst_game_get_units (self);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (units, i);
      /* Out of the fight, or any loss counted (a hit short of a base). */
      gboolean lost = mst_game_unit_is_out (u);

      for (const MstGameField *f = mst_game_unit_get_fields_spec (u); f->id != NULL; f++)
        lost |= f->loss && mst_game_unit_get_field (u, f->id) > 0;
      g_autofree char *summary = NULL;

      if (!lost)
        continue;
      summary = mst_game_view_unit_summary (self, u);
      g_string_append_printf (s, "\n%s: %s", mst_game_unit_get_label (u), summary);
      lost_units++;
    }
  if (lost_units == 0)
    g_string_append_printf (s, "\n%s", _("No unit lost anything"));
  generals = mst_game_get_generals (self);
  for (guint i = 0; i < g_list_model_get_n_items (generals); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (generals, i);

      if (mst_game_general_is_on_table (g) || mst_game_general_get_name (g)[0] == '\0')
        continue;
      g_string_append_printf (s, "\n%s: %s", mst_game_general_get_name (g),
                              mst_general_fate_get_label (mst_game_general_get_fate (g)));
    }
  return g_string_free (s, FALSE);
}
