/* mst-game-file.c: a game's file: saved atomically at every change, read back after a restart, exported as text.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key file: the game's state, and the force it was started from in its
 * canonical form, so that a game resumes even when the force was edited or
 * deleted since. */
#include "config.h"

#include "mst-paths.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-game-private.h"
#include "mst-game-view.h"
#include "mst-ruleset.h"

#define GAME_GROUP "game"
#define GAME_VERSION 1
#define GAME_SUFFIX ".muster-game"
/* The groups of the second force of a game between two. */
#define OPPONENT_PREFIX "opponent "

char *
mst_game_get_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "muster", "games", NULL);
}

static void
write_side (MstGame *self, GKeyFile *kf, const char *prefix)
{
  g_autofree char *force = mst_force_to_data (self->force, NULL);
  g_autofree char *game_group = g_strconcat (prefix, GAME_GROUP, NULL);

  g_key_file_set_integer (kf, game_group, "version", GAME_VERSION);
  g_key_file_set_string (kf, game_group, "ruleset", self->ruleset);
  g_key_file_set_int64 (kf, game_group, "force-id", self->force_id);
  g_key_file_set_int64 (kf, game_group, "campaign-id", self->campaign_id);
  g_key_file_set_uint64 (kf, game_group, "turn", self->turn);
  g_key_file_set_uint64 (kf, game_group, "supply-total", self->supply_total);
  g_key_file_set_uint64 (kf, game_group, "supply-left", self->supply_left);
  g_key_file_set_uint64 (kf, game_group, "hits-per-base", self->hits_per_base);
  g_key_file_set_boolean (kf, game_group, "finished", self->finished);
  g_key_file_set_string (kf, game_group, "initiative-log", self->initiative_log);
  if (self->deck != NULL)
    g_key_file_set_string (kf, game_group, "deck", self->deck);
  g_key_file_set_string (kf, game_group, "force", force);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->units)); i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autofree char *group = g_strdup_printf ("%sunit %u", prefix, i);

      g_key_file_set_string (kf, group, "name", u->name);
      g_key_file_set_string (kf, group, "fields", u->fields != NULL ? u->fields : "");
      g_key_file_set_uint64 (kf, group, "turn-losses", u->turn_losses);
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->generals)); i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      g_autofree char *group = g_strdup_printf ("%sgeneral %u", prefix, i);

      g_key_file_set_string (kf, group, "name", g->name);
      g_key_file_set_string (kf, group, "fate", mst_general_fate_to_string (g->fate));
    }
  if (self->role != NULL)
    g_key_file_set_string (kf, game_group, "role", self->role);
  g_key_file_set_string (kf, game_group, "id", self->id);
}

static char *
to_data (MstGame *self, gsize *len)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();

  write_side (self, kf, "");
  /* A game between two forces: the second side's groups in the same
   * file, written whole with the first. */
  if (self->opponent != NULL)
    write_side (self->opponent, kf, OPPONENT_PREFIX);
  return g_key_file_to_data (kf, len, NULL);
}

gboolean
mst_game_save (MstGame *self, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  gsize len;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = to_data (self->owner != NULL ? self->owner : self, &len);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: cannot create the folder: %s"),
                   dir, g_strerror (saved));
      return FALSE;
    }
  /* Written beside and renamed over: the old file or the new, whole. */
  return mst_file_replace_full (path, data, (gssize) len, 0600, error);
}

gboolean
mst_game_set_file (MstGame *self, const char *path, GError **error)
{
  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!mst_game_save (self, path, error))
    return FALSE;
  g_free (self->path);
  self->path = g_strdup (path);
  return TRUE;
}

const char *
mst_game_get_file (MstGame *self)
{
  g_return_val_if_fail (MST_IS_GAME (self), NULL);
  return self->path;
}

gboolean
mst_game_export (MstGame *self, const char *path, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (MST_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = mst_game_view_text (self);
  return mst_file_replace (path, text, -1, error);
}

static gboolean
bad_file (GError **error, const char *path, const char *what)
{
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: not a game Muster can resume: %s"), path, what);
  return FALSE;
}

/* @text as a unit's fields: each "id=N" a field of its rule set, N a value
 * it takes, the losses within its strength; NULL, with what is wrong in
 * @problem, when not. */
static char *
read_fields (MstGameUnit *u, const char *text, char **problem)
{
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", ";", -1);
  guint lost = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *eq = strchr (parts[i], '=');
      const MstGameField *f = NULL;
      guint64 v;
      guint most;

      if (parts[i][0] == '\0')
        continue;
      if (eq != NULL)
        {
          *eq = '\0';
          for (const MstGameField *s = u->spec; s != NULL && s->id != NULL; s++)
            if (g_str_equal (s->id, parts[i]))
              f = s;
        }
      if (f == NULL)
        {
          *problem = g_strdup_printf (_("“%s” is not a field of its rule set’s game"), parts[i]);
          return NULL;
        }
      most = f->kind == MST_GAME_FIELD_FLAG ? 1
             : f->kind == MST_GAME_FIELD_CHOICE ? g_strv_length ((char **) f->values) - 1
             : (f->flags & MST_GAME_FIELD_IN_HITS) != 0 ? MST_GAME_MOST_HITS
             : u->strength;
      if (!g_ascii_string_to_unsigned (eq + 1, 10, 0, most, &v, NULL))
        {
          *problem = g_strdup_printf (_("%s=%s is not from 0 to %u"), f->id, eq + 1, most);
          return NULL;
        }
      if (f->kind == MST_GAME_FIELD_COUNT && (f->flags & (MST_GAME_FIELD_IN_HITS | MST_GAME_FIELD_KEPT)) == 0)
        lost += (guint) v;
      *eq = '=';
    }
  if (lost > u->strength)
    {
      *problem = g_strdup_printf (_("%u counted of a strength of %u"), lost, u->strength);
      return NULL;
    }
  return g_strjoinv (";", parts);
}

/* A game saved before a unit's fields were one key kept each under its
 * own ("hits=7", "grade=steady", "broken=true"): the same fields, as
 * read_fields() reads them; a value that is none of the field's, as
 * written, for read_fields() to refuse. */
static char *
fields_of_keys (GKeyFile *kf, const char *group, MstGameUnit *u)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (const MstGameField *f = u->spec; f->id != NULL; f++)
    {
      g_autofree char *value = g_key_file_get_value (kf, group, f->id, NULL);
      g_autofree char *written = NULL;

      if (value == NULL)
        continue;
      if (f->kind == MST_GAME_FIELD_FLAG)
        written = g_strdup (g_str_equal (value, "true") ? "1" : g_str_equal (value, "false") ? "0" : value);
      else if (f->kind == MST_GAME_FIELD_CHOICE)
        {
          for (guint k = 0; f->values[k] != NULL && written == NULL; k++)
            if (g_str_equal (f->values[k], value))
              written = g_strdup_printf ("%u", k);
          if (written == NULL)
            written = g_strdup (value);
        }
      else
        written = g_strdup (value);
      if (!g_str_equal (written, "0"))
        g_string_append_printf (text, "%s%s=%s", text->len > 0 ? ";" : "", f->id, written);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static MstGame *
read_side (GKeyFile *kf, const char *prefix, const char *path, MstCatalogue *catalogue, GError **error)
{
  g_autofree char *game_group = g_strconcat (prefix, GAME_GROUP, NULL);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(MstGame) self = NULL;
  g_autofree char *force_data = NULL;
  g_autofree char *log = NULL;
  guint n_units, n_generals;

  if (g_key_file_get_integer (kf, game_group, "version", NULL) != GAME_VERSION)
    {
      bad_file (error, path, _("unknown version"));
      return NULL;
    }
  force_data = g_key_file_get_string (kf, game_group, "force", NULL);
  if (force_data == NULL)
    {
      bad_file (error, path, _("it holds no force"));
      return NULL;
    }
  force = mst_force_open_data (force_data, strlen (force_data), path, catalogue, error);
  if (force == NULL)
    return NULL;

  self = mst_game_new_for_force (force, g_key_file_get_int64 (kf, game_group, "campaign-id", NULL));
  self->loading = TRUE;
  self->force_id = g_key_file_get_int64 (kf, game_group, "force-id", NULL);
  self->turn = MAX ((guint) g_key_file_get_uint64 (kf, game_group, "turn", NULL), 1u);
  self->supply_total = (guint) g_key_file_get_uint64 (kf, game_group, "supply-total", NULL);
  self->supply_left = MIN ((guint) g_key_file_get_uint64 (kf, game_group, "supply-left", NULL), self->supply_total);
  self->finished = g_key_file_get_boolean (kf, game_group, "finished", NULL);
  {
    guint64 per_base = g_key_file_get_uint64 (kf, game_group, "hits-per-base", NULL);
    MstRuleset *rs = mst_ruleset_for_force (self->force);

    if (per_base > 0 && per_base <= 100)
      mst_game_set_hits_per_base (self, (guint) per_base);
    else if (rs != NULL)
      mst_game_set_hits_per_base (self, mst_ruleset_get_hits_per_base (rs));
  }
  /* The second force of a game between two turns the first's cards. */
  if (self->deck != NULL && g_str_equal (prefix, OPPONENT_PREFIX))
    g_clear_pointer (&self->deck, g_free);
  if (self->deck != NULL)
    {
      g_autofree char *deck = g_key_file_get_string (kf, game_group, "deck", NULL);
      guint64 seed;
      guint phase, drawn;

      if (!mst_game_parse_deck (deck, &seed, &phase, &drawn))
        {
          g_autofree char *what = g_strdup_printf (_("[game] deck “%s” is not SEED PHASE CARDS-TURNED-UP"),
                                                   deck != NULL ? deck : "");
          bad_file (error, path, what);
          return NULL;
        }
      g_free (self->deck);
      self->deck = g_steal_pointer (&deck);
    }
  log = g_key_file_get_string (kf, game_group, "initiative-log", NULL);
  g_free (self->initiative_log);
  self->initiative_log = log != NULL ? g_steal_pointer (&log) : g_strdup ("");

  n_units = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  n_generals = g_list_model_get_n_items (G_LIST_MODEL (self->generals));
  for (guint i = 0; i < n_units; i++)
    {
      g_autoptr(MstGameUnit) u = g_list_model_get_item (G_LIST_MODEL (self->units), i);
      g_autofree char *group = g_strdup_printf ("%sunit %u", prefix, i);
      g_autofree char *name = g_key_file_get_string (kf, group, "name", NULL);

      if (g_strcmp0 (name, u->name) != 0)
        {
          g_autofree char *what = g_strdup_printf (_("[%s] is not “%s”"), group, u->name);
          bad_file (error, path, what);
          return NULL;
        }
      {
        g_autofree char *text = g_key_file_has_key (kf, group, "fields", NULL)
                                  ? g_key_file_get_string (kf, group, "fields", NULL)
                                  : fields_of_keys (kf, group, u);
        g_autofree char *problem = NULL;
        char *fields = read_fields (u, text, &problem);

        if (fields == NULL)
          {
            g_autofree char *what = g_strdup_printf ("[%s] %s", group, problem);
            bad_file (error, path, what);
            return NULL;
          }
        g_free (u->fields);
        u->fields = fields;
        u->turn_losses = (guint) MIN (g_key_file_get_uint64 (kf, group, "turn-losses", NULL), u->strength);
      }
    }
  for (guint i = 0; i < n_generals; i++)
    {
      g_autoptr(MstGameGeneral) g = g_list_model_get_item (G_LIST_MODEL (self->generals), i);
      g_autofree char *group = g_strdup_printf ("%sgeneral %u", prefix, i);
      g_autofree char *fate = g_key_file_get_string (kf, group, "fate", NULL);
      MstGeneralFate f = MST_GENERAL_FATE_NONE;

      if (fate != NULL && !mst_general_fate_from_string (fate, &f))
        {
          g_autofree char *what = g_strdup_printf (_("[%s] fate “%s”"), group, fate);
          bad_file (error, path, what);
          return NULL;
        }
      g->fate = f;
    }
  {
    g_autofree char *role = g_key_file_get_string (kf, game_group, "role", NULL);

    if (role != NULL && !g_str_equal (role, "attacker") && !g_str_equal (role, "defender"))
      {
        g_autofree char *what = g_strdup_printf (_("[%s] role “%s”"), game_group, role);
        bad_file (error, path, what);
        return NULL;
      }
    self->role = g_steal_pointer (&role);
  }
  {
    /* A game from before ids keeps the one it was given as it is read;
     * an id that is not one is not replaced in silence. */
    g_autofree char *id = g_key_file_get_string (kf, game_group, "id", NULL);

    if (id != NULL && !g_uuid_string_is_valid (id))
      {
        g_autofree char *what = g_strdup_printf (_("[%s] id “%s” is not a UUID"), game_group, id);
        bad_file (error, path, what);
        return NULL;
      }
    if (id != NULL)
      {
        g_free (self->id);
        self->id = g_steal_pointer (&id);
      }
  }
  self->loading = FALSE;
  return g_steal_pointer (&self);
}

MstGame *
mst_game_new_from_file (const char *path, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(MstGame) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED, "%s: %s", path, local->message);
      return NULL;
    }
  if ((self = read_side (kf, "", path, catalogue, error)) == NULL)
    return NULL;
  if (g_key_file_has_group (kf, OPPONENT_PREFIX GAME_GROUP))
    {
      MstGame *opponent = read_side (kf, OPPONENT_PREFIX, path, catalogue, error);

      if (opponent == NULL)
        return NULL;
      mst_game_set_opponent (self, opponent);
      g_object_unref (opponent);
    }
  self->path = g_strdup (path);
  return g_steal_pointer (&self);
}

char *
mst_game_find_saved (const char *dir, gint64 force_id)
{
  g_autoptr(GDir) d = NULL;
  const char *name;
  char *best = NULL;
  gint64 best_time = 0;

  g_return_val_if_fail (dir != NULL, NULL);

  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return NULL;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GKeyFile) kf = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, GAME_SUFFIX))
        continue;
      path = g_build_filename (dir, name, NULL);
      kf = g_key_file_new ();
      if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL) ||
          g_key_file_get_int64 (kf, GAME_GROUP, "force-id", NULL) != force_id ||
          g_key_file_get_boolean (kf, GAME_GROUP, "finished", NULL) ||
          g_stat (path, &st) != 0)
        continue;
      if (best == NULL || (gint64) st.st_mtime > best_time)
        {
          g_free (best);
          best = g_steal_pointer (&path);
          best_time = (gint64) st.st_mtime;
        }
    }
  return best;
}
