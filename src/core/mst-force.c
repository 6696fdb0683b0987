/* mst-force.c: a force (a roster): its commander, commands and units.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "mst-force.h"
#include "mst-ruleset.h"
#include "mst-value.h"

struct _MstForce
{
  GObject parent_instance;

  gint64 id;
  gint64 revision;
  guint frozen;
  char *name;
  char *ruleset;
  /* Another rule set's force attributes (version 2 files). */
  GHashTable *attrs;
  char *list_id;
  guint list_version;
  MstNationList *list;
  /* The nation list the force brought with it (mst-carried-list.h). */
  char *carried_list;
  /* The optional rules of its rule set the force does without, by id,
   * sorted; NULL-terminated, never NULL. */
  char **rules_off;
  MstGeneral *commander;
  GListStore *commands;
  GListStore *unassigned;
};

G_DEFINE_FINAL_TYPE (MstForce, mst_force, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_RULES_OFF,
  N_PROPS
};

enum {
  CHANGED,
  REPLACED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static GQuark watched_quark;

static void watch_store (MstForce *self, GListModel *store);

/* Numbers the namesakes among the force's units, in its order, each shown
 * by its own name or its type's ("Line", "Line (2)"). */
static void
relabel (MstForce *self)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (self);
  g_autofree const char **names = g_new0 (const char *, units->len + 1);
  g_auto(GStrv) labels = NULL;

  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *unit = g_ptr_array_index (units, i);
      MstUnitTemplate *tmpl = mst_unit_get_template (unit);

      names[i] = mst_unit_get_name (unit);
      if (names[i][0] == '\0')
        names[i] = tmpl != NULL ? mst_unit_template_get_name (tmpl) : mst_unit_get_template_id (unit);
    }
  labels = mst_unit_number_namesakes (names, units->len);
  for (guint i = 0; i < units->len; i++)
    mst_unit_set_label (g_ptr_array_index (units, i), labels[i]);
}

void
mst_force_changed (MstForce *self)
{
  g_return_if_fail (MST_IS_FORCE (self));
  /* One signal for a whole mst_force_assign(). */
  if (self->frozen > 0)
    return;
  /* A label that changes is a change of its unit: not a second signal. */
  self->frozen++;
  relabel (self);
  self->frozen--;
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_child_notify (MstForce *self, GParamSpec *pspec, GObject *child)
{
  mst_force_changed (self);
}

/* Connects once per object: a unit moved between commands stays watched. */
static void
watch_object (MstForce *self, gpointer object)
{
  if (g_object_get_qdata (object, watched_quark) == self)
    return;
  g_object_set_qdata (object, watched_quark, self);
  g_signal_connect_object (object, "notify", G_CALLBACK (on_child_notify), self, G_CONNECT_SWAPPED);
  if (MST_IS_COMMAND (object))
    {
      watch_object (self, mst_command_get_general (object));
      watch_store (self, mst_command_get_units (object));
    }
}

static void
on_store_items_changed (MstForce   *self,
                        guint       position,
                        guint       removed,
                        guint       added,
                        GListModel *store)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (store, i);
      watch_object (self, item);
    }
  mst_force_changed (self);
}

static void
watch_store (MstForce *self, GListModel *store)
{
  guint n = g_list_model_get_n_items (store);

  g_signal_connect_object (store, "items-changed", G_CALLBACK (on_store_items_changed),
                           self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (store, i);
      watch_object (self, item);
    }
}

static void
mst_force_finalize (GObject *object)
{
  MstForce *self = MST_FORCE (object);

  g_free (self->name);
  g_free (self->ruleset);
  g_hash_table_unref (self->attrs);
  g_free (self->list_id);
  g_free (self->carried_list);
  g_strfreev (self->rules_off);
  g_clear_object (&self->list);
  g_clear_object (&self->commander);
  g_clear_object (&self->commands);
  g_clear_object (&self->unassigned);

  G_OBJECT_CLASS (mst_force_parent_class)->finalize (object);
}

static void
mst_force_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstForce *self = MST_FORCE (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_RULES_OFF: g_value_set_boxed (value, self->rules_off); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_force_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstForce *self = MST_FORCE (object);

  switch (prop_id)
    {
    case PROP_NAME: mst_force_set_name (self, g_value_get_string (value)); break;
    case PROP_RULES_OFF: mst_force_set_rules_off (self, g_value_get_boxed (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_force_class_init (MstForceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_force_finalize;
  object_class->get_property = mst_force_get_property;
  object_class->set_property = mst_force_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", rw);
  /* The ids of the optional rules it does without (G_TYPE_STRV). */
  properties[PROP_RULES_OFF] = g_param_spec_boxed ("rules-off", NULL, NULL, G_TYPE_STRV, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MstForce::changed:
   *
   * Emitted after any edit of the force, its generals, commands or units,
   * so that a view can recompute what it shows.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * MstForce::replaced:
   *
   * Emitted after "changed" when mst_force_assign() made the force another
   * (read again from the library): not an edit, nothing to save or undo.
   */
  signals[REPLACED] = g_signal_new ("replaced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  watched_quark = g_quark_from_static_string ("mst-force-watched");
}

static void
mst_force_init (MstForce *self)
{
  self->name = g_strdup ("");
  self->ruleset = g_strdup (mst_ruleset_get_id (mst_rulesets_get_default ()));
  self->attrs = mst_attrs_new ();
  self->rules_off = g_new0 (char *, 1);
  self->commands = g_list_store_new (MST_TYPE_COMMAND);
  self->unassigned = g_list_store_new (MST_TYPE_UNIT);
  self->commander = mst_general_new (_("Force commander"));
  watch_object (self, self->commander);
  watch_store (self, G_LIST_MODEL (self->commands));
  watch_store (self, G_LIST_MODEL (self->unassigned));
}

MstForce *
mst_force_new (const char *name, MstNationList *list, const char *list_id)
{
  MstForce *self;

  g_return_val_if_fail (list == NULL || MST_IS_NATION_LIST (list), NULL);
  g_return_val_if_fail (list != NULL || list_id != NULL, NULL);

  self = g_object_new (MST_TYPE_FORCE, NULL);
  mst_force_set_name (self, name);
  if (list != NULL)
    {
      self->list = g_object_ref (list);
      self->list_id = g_strdup (mst_nation_list_get_id (list));
      self->list_version = mst_nation_list_get_version (list);
      g_free (self->ruleset);
      self->ruleset = g_strdup (mst_nation_list_get_ruleset (list));
    }
  else
    self->list_id = g_strdup (list_id);
  return self;
}

MstForce *
mst_force_copy (MstForce *self)
{
  MstForce *copy;
  guint n;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);

  copy = mst_force_new (self->name, self->list, self->list_id);
  g_free (copy->ruleset);
  copy->ruleset = g_strdup (self->ruleset);
  g_hash_table_unref (copy->attrs);
  copy->attrs = mst_attrs_copy (self->attrs);
  copy->list_version = self->list_version;
  copy->carried_list = g_strdup (self->carried_list);
  g_strfreev (copy->rules_off);
  copy->rules_off = g_strdupv (self->rules_off);
  mst_general_set_name (copy->commander, mst_general_get_name (self->commander));
  mst_general_set_lost (copy->commander, mst_general_get_lost (self->commander));
  mst_general_set_attrs (copy->commander, mst_general_get_attrs (self->commander));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->commands));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstCommand) c = g_list_model_get_item (G_LIST_MODEL (self->commands), i);
      g_autoptr(MstCommand) cc = mst_command_copy (c);
      g_list_store_append (copy->commands, cc);
    }
  /* The copies are under the copies of their parents. */
  for (guint i = 0; i < n; i++)
    {
      MstCommand *cc = mst_force_get_command (copy, i);
      MstCommand *parent = mst_command_get_parent (cc);
      guint at;

      if (parent != NULL && g_list_store_find (self->commands, parent, &at))
        mst_command_set_parent (cc, mst_force_get_command (copy, at));
      else
        mst_command_set_parent (cc, NULL);
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (self->unassigned));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstUnit) u = g_list_model_get_item (G_LIST_MODEL (self->unassigned), i);
      g_autoptr(MstUnit) uc = mst_unit_copy (u);
      g_list_store_append (copy->unassigned, uc);
    }
  return copy;
}

gint64
mst_force_get_id (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), 0);
  return self->id;
}

void
mst_force_set_id (MstForce *self, gint64 id)
{
  g_return_if_fail (MST_IS_FORCE (self));
  self->id = id;
}

gint64
mst_force_get_revision (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), 0);
  return self->revision;
}

void
mst_force_set_revision (MstForce *self, gint64 revision)
{
  g_return_if_fail (MST_IS_FORCE (self));
  self->revision = revision;
}

static void
move_items (GListStore *to, GListStore *from)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (from));
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, g_list_model_get_item (G_LIST_MODEL (from), i));
  g_list_store_remove_all (from);
  g_list_store_splice (to, 0, g_list_model_get_n_items (G_LIST_MODEL (to)), items->pdata, items->len);
}

void
mst_force_assign (MstForce *self, MstForce *from)
{
  MstGeneral *c;

  g_return_if_fail (MST_IS_FORCE (self));
  g_return_if_fail (MST_IS_FORCE (from));

  if (from == self)
    return;
  self->frozen++;
  mst_force_set_name (self, from->name);
  g_free (self->ruleset);
  self->ruleset = g_strdup (from->ruleset);
  g_hash_table_unref (self->attrs);
  self->attrs = mst_attrs_copy (from->attrs);
  g_free (self->list_id);
  self->list_id = g_strdup (from->list_id);
  self->list_version = from->list_version;
  g_set_object (&self->list, from->list);
  g_free (self->carried_list);
  self->carried_list = g_strdup (from->carried_list);
  mst_force_set_rules_off (self, (const char *const *) from->rules_off);
  c = from->commander;
  mst_general_set_name (self->commander, mst_general_get_name (c));
  mst_general_set_lost (self->commander, mst_general_get_lost (c));
  mst_general_set_attrs (self->commander, mst_general_get_attrs (c));
  move_items (self->commands, from->commands);
  move_items (self->unassigned, from->unassigned);
  self->frozen--;
  mst_force_changed (self);
  g_signal_emit (self, signals[REPLACED], 0);
}

const char *
mst_force_get_name (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->name;
}

void
mst_force_set_name (MstForce *self, const char *name)
{
  g_return_if_fail (MST_IS_FORCE (self));
  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  mst_force_changed (self);
}

const char *
mst_force_get_ruleset (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->ruleset;
}

void
mst_force_set_ruleset (MstForce *self, const char *ruleset)
{
  g_return_if_fail (MST_IS_FORCE (self));
  g_return_if_fail (ruleset != NULL);
  g_free (self->ruleset);
  self->ruleset = g_strdup (ruleset);
}

const char *
mst_force_get_list_id (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->list_id;
}

guint
mst_force_get_list_version (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), 0);
  return self->list_version;
}

void
mst_force_set_list_version (MstForce *self, guint version)
{
  g_return_if_fail (MST_IS_FORCE (self));
  self->list_version = version;
}

MstNationList *
mst_force_get_list (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->list;
}

const char *
mst_force_get_carried_list (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->carried_list;
}

void
mst_force_set_carried_list (MstForce *self, const char *xml)
{
  g_return_if_fail (MST_IS_FORCE (self));
  if (g_strcmp0 (self->carried_list, xml) == 0)
    return;
  g_free (self->carried_list);
  self->carried_list = g_strdup (xml);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

gboolean
mst_force_uses_rule (MstForce *self, const char *id)
{
  g_return_val_if_fail (MST_IS_FORCE (self), TRUE);
  g_return_val_if_fail (id != NULL, TRUE);
  return !g_strv_contains ((const char *const *) self->rules_off, id);
}

char **
mst_rules_off_with (const char *const *off, const char *id, gboolean used)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (id != NULL, NULL);
  for (guint i = 0; off != NULL && off[i] != NULL; i++)
    if (!g_str_equal (off[i], id))
      g_strv_builder_add (builder, off[i]);
  if (!used)
    g_strv_builder_add (builder, id);
  return g_strv_builder_end (builder);
}

void
mst_force_set_uses_rule (MstForce *self, const char *id, gboolean used)
{
  g_auto(GStrv) off = NULL;

  g_return_if_fail (MST_IS_FORCE (self));
  g_return_if_fail (id != NULL);
  off = mst_rules_off_with ((const char *const *) self->rules_off, id, used);
  mst_force_set_rules_off (self, (const char *const *) off);
}

const char *const *
mst_force_get_rules_off (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return (const char *const *) self->rules_off;
}

void
mst_force_set_rules_off (MstForce *self, const char *const *ids)
{
  char **sorted;

  g_return_if_fail (MST_IS_FORCE (self));
  sorted = g_strdupv ((char **) (ids != NULL ? ids : (const char *const[]) { NULL }));
  qsort (sorted, g_strv_length (sorted), sizeof (char *), compare_ids);
  if (g_strv_equal ((const char *const *) sorted, (const char *const *) self->rules_off))
    {
      g_strfreev (sorted);
      return;
    }
  g_strfreev (self->rules_off);
  self->rules_off = sorted;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES_OFF]);
  mst_force_changed (self);
}

MstGeneral *
mst_force_get_commander (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->commander;
}

GListModel *
mst_force_get_commands (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return G_LIST_MODEL (self->commands);
}

guint
mst_force_get_n_commands (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->commands));
}

MstCommand *
mst_force_get_command (MstForce *self, guint position)
{
  MstCommand *command;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  command = g_list_model_get_item (G_LIST_MODEL (self->commands), position);
  if (command != NULL)
    g_object_unref (command);
  return command;
}

MstCommand *
mst_force_add_command (MstForce *self, MstGeneral *general)
{
  g_autoptr(MstCommand) command = NULL;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  g_return_val_if_fail (MST_IS_GENERAL (general), NULL);

  command = mst_command_new (general);
  g_list_store_append (self->commands, command);
  return command;
}

void
mst_force_insert_command (MstForce *self, guint position, MstCommand *command)
{
  g_return_if_fail (MST_IS_FORCE (self));
  g_return_if_fail (MST_IS_COMMAND (command));
  position = MIN (position, mst_force_get_n_commands (self));
  g_list_store_insert (self->commands, position, command);
}

gboolean
mst_force_find_command (MstForce *self, MstCommand *command, guint *position)
{
  g_return_val_if_fail (MST_IS_FORCE (self), FALSE);
  return g_list_store_find (self->commands, command, position);
}

gboolean
mst_force_remove_command (MstForce *self, MstCommand *command)
{
  guint pos;

  g_return_val_if_fail (MST_IS_FORCE (self), FALSE);
  if (!g_list_store_find (self->commands, command, &pos))
    return FALSE;
  g_list_store_remove (self->commands, pos);
  return TRUE;
}

GListModel *
mst_force_get_unassigned (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return G_LIST_MODEL (self->unassigned);
}

void
mst_force_add_unassigned (MstForce *self, MstUnit *unit)
{
  g_return_if_fail (MST_IS_FORCE (self));
  g_return_if_fail (MST_IS_UNIT (unit));
  g_list_store_append (self->unassigned, unit);
}

MstUnit *
mst_force_add_unit (MstForce   *self,
                    MstCommand *command,
                    const char *template_id,
                    const char *name)
{
  g_autoptr(MstUnit) unit = NULL;
  MstUnitTemplate *tmpl;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  g_return_val_if_fail (command == NULL || MST_IS_COMMAND (command), NULL);

  if (self->list == NULL)
    return NULL;
  tmpl = mst_nation_list_lookup_template (self->list, template_id);
  if (tmpl == NULL)
    return NULL;
  unit = mst_ruleset_new_unit (mst_ruleset_lookup (self->ruleset), self->list, tmpl, name);
  if (command != NULL)
    mst_command_append_unit (command, unit);
  else
    g_list_store_append (self->unassigned, unit);
  return unit;
}

gboolean
mst_force_locate_unit (MstForce    *self,
                       MstUnit     *unit,
                       MstCommand **command,
                       guint       *position)
{
  guint n, pos;

  g_return_val_if_fail (MST_IS_FORCE (self), FALSE);
  g_return_val_if_fail (MST_IS_UNIT (unit), FALSE);

  n = mst_force_get_n_commands (self);
  for (guint i = 0; i < n; i++)
    {
      MstCommand *c = mst_force_get_command (self, i);
      if (mst_command_find_unit (c, unit, &pos))
        {
          if (command != NULL)
            *command = c;
          if (position != NULL)
            *position = pos;
          return TRUE;
        }
    }
  if (g_list_store_find (self->unassigned, unit, &pos))
    {
      if (command != NULL)
        *command = NULL;
      if (position != NULL)
        *position = pos;
      return TRUE;
    }
  return FALSE;
}

gboolean
mst_force_remove_unit (MstForce *self, MstUnit *unit)
{
  MstCommand *command = NULL;
  guint pos;

  g_return_val_if_fail (MST_IS_FORCE (self), FALSE);
  if (!mst_force_locate_unit (self, unit, &command, &pos))
    return FALSE;
  if (command != NULL)
    g_list_store_remove (G_LIST_STORE (mst_command_get_units (command)), pos);
  else
    g_list_store_remove (self->unassigned, pos);
  return TRUE;
}

gboolean
mst_force_move_unit (MstForce   *self,
                     MstUnit    *unit,
                     MstCommand *command,
                     guint       position)
{
  g_autoptr(MstUnit) keep = NULL;
  GListStore *target;

  g_return_val_if_fail (MST_IS_FORCE (self), FALSE);
  g_return_val_if_fail (MST_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (command == NULL || mst_force_find_command (self, command, NULL), FALSE);

  keep = g_object_ref (unit);
  if (!mst_force_remove_unit (self, unit))
    return FALSE;
  target = command != NULL ? G_LIST_STORE (mst_command_get_units (command)) : self->unassigned;
  position = MIN (position, g_list_model_get_n_items (G_LIST_MODEL (target)));
  g_list_store_insert (target, position, unit);
  return TRUE;
}

/* Appends @parent's commands (the top level when NULL), each followed by
 * those under it. */
static void
collect_commands (MstForce *self, MstCommand *parent, GPtrArray *out, guint depth)
{
  guint n = mst_force_get_n_commands (self);

  /* A tree deeper than its list is long has a loop: none is made, but a
   * hostile caller cannot hang the walk either. */
  if (depth > n)
    return;
  for (guint i = 0; i < n; i++)
    {
      MstCommand *c = mst_force_get_command (self, i);
      MstCommand *p = mst_command_get_parent (c);

      /* A command under one that is not in the force stands at the top. */
      if (p != NULL && !g_list_store_find (self->commands, p, NULL))
        p = NULL;
      if (p != parent)
        continue;
      g_ptr_array_add (out, g_object_ref (c));
      collect_commands (self, c, out, depth + 1);
    }
}

GPtrArray *
mst_force_list_commands (MstForce *self)
{
  GPtrArray *commands;
  guint n, i;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  commands = g_ptr_array_new_with_free_func (g_object_unref);
  n = mst_force_get_n_commands (self);
  /* One level (every Drums and Muskets force): the list's own order,
   * without walking a tree for each unit listed. */
  for (i = 0; i < n; i++)
    if (mst_command_get_parent (mst_force_get_command (self, i)) != NULL)
      break;
  if (i == n)
    {
      for (i = 0; i < n; i++)
        g_ptr_array_add (commands, g_object_ref (mst_force_get_command (self, i)));
      return commands;
    }
  collect_commands (self, NULL, commands, 0);
  return commands;
}

GPtrArray *
mst_force_list_subcommands (MstForce *self, MstCommand *parent)
{
  GPtrArray *commands;
  guint n;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  g_return_val_if_fail (parent == NULL || MST_IS_COMMAND (parent), NULL);
  commands = g_ptr_array_new_with_free_func (g_object_unref);
  n = mst_force_get_n_commands (self);
  for (guint i = 0; i < n; i++)
    {
      MstCommand *c = mst_force_get_command (self, i);
      MstCommand *p = mst_command_get_parent (c);

      if (p != NULL && !g_list_store_find (self->commands, p, NULL))
        p = NULL;
      if (p == parent)
        g_ptr_array_add (commands, g_object_ref (c));
    }
  return commands;
}

guint
mst_force_get_command_depth (MstForce *self, MstCommand *command)
{
  guint depth = 0;

  g_return_val_if_fail (MST_IS_FORCE (self), 0);
  g_return_val_if_fail (MST_IS_COMMAND (command), 0);
  for (MstCommand *p = mst_command_get_parent (command);
       p != NULL && g_list_store_find (self->commands, p, NULL) && depth <= mst_force_get_n_commands (self);
       p = mst_command_get_parent (p))
    depth++;
  return depth;
}

GPtrArray *
mst_force_list_units (MstForce *self)
{
  g_autoptr(GPtrArray) commands = NULL;
  GPtrArray *units;
  guint n;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);

  units = g_ptr_array_new_with_free_func (g_object_unref);
  commands = mst_force_list_commands (self);
  for (guint i = 0; i < commands->len; i++)
    {
      MstCommand *c = g_ptr_array_index (commands, i);
      guint m = mst_command_get_n_units (c);
      for (guint j = 0; j < m; j++)
        g_ptr_array_add (units, g_object_ref (mst_command_get_unit (c, j)));
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (self->unassigned));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (units, g_list_model_get_item (G_LIST_MODEL (self->unassigned), i));
  return units;
}

GPtrArray *
mst_force_list_generals (MstForce *self)
{
  g_autoptr(GPtrArray) commands = NULL;
  GPtrArray *generals;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);

  generals = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (generals, g_object_ref (self->commander));
  commands = mst_force_list_commands (self);
  for (guint i = 0; i < commands->len; i++)
    g_ptr_array_add (generals, g_object_ref (mst_command_get_general (g_ptr_array_index (commands, i))));
  return generals;
}

guint
mst_force_get_n_units (MstForce *self)
{
  guint total;
  guint n;

  g_return_val_if_fail (MST_IS_FORCE (self), 0);

  total = g_list_model_get_n_items (G_LIST_MODEL (self->unassigned));
  n = mst_force_get_n_commands (self);
  for (guint i = 0; i < n; i++)
    total += mst_command_get_n_units (mst_force_get_command (self, i));
  return total;
}

GHashTable *
mst_force_get_attrs (MstForce *self)
{
  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  return self->attrs;
}

const char *
mst_force_get_attr (MstForce *self, const char *name)
{
  const char *v;

  g_return_val_if_fail (MST_IS_FORCE (self), NULL);
  v = g_hash_table_lookup (self->attrs, name);
  if (v == NULL && self->list != NULL)
    v = mst_nation_list_get_attr (self->list, name);
  return v;
}

void
mst_force_set_attr (MstForce *self, const char *name, const char *value)
{
  g_return_if_fail (MST_IS_FORCE (self));
  if (mst_attrs_set (self->attrs, name, value))
    mst_force_changed (self);
}

