/* mst-history.c: the undo and redo history of edits to a force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gobject/gvaluecollector.h>

#include "mst-deploy.h"
#include "mst-history.h"

/* Older steps are dropped beyond this; a step is a few hundred bytes. */
#define MAX_STEPS 1000

typedef enum {
  EDIT_SET,
  EDIT_INSERT_COMMAND,
  EDIT_REMOVE_COMMAND,
  EDIT_INSERT_UNIT,
  EDIT_REMOVE_UNIT,
  EDIT_MOVE_UNIT,
  EDIT_ROLL,
  EDIT_GROUP,
} EditKind;

typedef struct {
  EditKind kind;
  char *label;

  /* EDIT_SET */
  GObject *object;
  const char *property;       /* interned */
  GValue old_value;
  GValue new_value;

  /* commands and units */
  MstForce *force;
  MstCommand *command;        /* the command inserted or removed */
  MstUnit *unit;
  MstCommand *from;           /* NULL: unassigned */
  guint from_position;
  MstCommand *to;
  guint to_position;

  /* EDIT_ROLL */
  char *old_grade, *new_grade;
  guint old_die, new_die;

  /* EDIT_GROUP */
  GPtrArray *children;
} Edit;

struct _MstHistory
{
  GObject parent_instance;

  GPtrArray *undo;            /* Edit*, the newest last */
  GPtrArray *redo;            /* Edit*, the next to redo last */
  GPtrArray *groups;          /* open groups, innermost last */
  gboolean sealed;
};

G_DEFINE_FINAL_TYPE (MstHistory, mst_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
edit_free (gpointer data)
{
  Edit *edit = data;

  g_free (edit->label);
  g_clear_object (&edit->object);
  if (G_IS_VALUE (&edit->old_value))
    g_value_unset (&edit->old_value);
  if (G_IS_VALUE (&edit->new_value))
    g_value_unset (&edit->new_value);
  g_clear_object (&edit->force);
  g_clear_object (&edit->command);
  g_clear_object (&edit->unit);
  g_clear_object (&edit->from);
  g_clear_object (&edit->to);
  g_clear_pointer (&edit->children, g_ptr_array_unref);
  g_free (edit->old_grade);
  g_free (edit->new_grade);
  g_free (edit);
}

static Edit *
edit_new (EditKind kind, const char *label)
{
  Edit *edit = g_new0 (Edit, 1);

  edit->kind = kind;
  edit->label = g_strdup (label != NULL ? label : "");
  return edit;
}

static void
mst_history_finalize (GObject *object)
{
  MstHistory *self = MST_HISTORY (object);

  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_ptr_array_unref (self->groups);

  G_OBJECT_CLASS (mst_history_parent_class)->finalize (object);
}

static void
mst_history_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstHistory *self = MST_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO: g_value_set_boolean (value, mst_history_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, mst_history_can_redo (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_history_class_init (MstHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_history_finalize;
  object_class->get_property = mst_history_get_property;

  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MstHistory::changed:
   *
   * Emitted after a step is recorded, undone, redone or merged, and after
   * the history is cleared: the undo and redo labels may have changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mst_history_init (MstHistory *self)
{
  self->undo = g_ptr_array_new_with_free_func (edit_free);
  self->redo = g_ptr_array_new_with_free_func (edit_free);
  self->groups = g_ptr_array_new_with_free_func (edit_free);
  self->sealed = TRUE;
}

MstHistory *
mst_history_new (void)
{
  return g_object_new (MST_TYPE_HISTORY, NULL);
}

/* Tells the views what a step, undo, redo or clear changed. */
static void
notify_after (MstHistory *self, gboolean could_undo, gboolean could_redo)
{
  if (could_undo != mst_history_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != mst_history_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
mst_history_can_undo (MstHistory *self)
{
  g_return_val_if_fail (MST_IS_HISTORY (self), FALSE);
  return self->undo->len > 0 && self->groups->len == 0;
}

gboolean
mst_history_can_redo (MstHistory *self)
{
  g_return_val_if_fail (MST_IS_HISTORY (self), FALSE);
  return self->redo->len > 0 && self->groups->len == 0;
}

const char *
mst_history_get_undo_label (MstHistory *self)
{
  g_return_val_if_fail (MST_IS_HISTORY (self), NULL);
  if (self->undo->len == 0)
    return NULL;
  return ((Edit *) g_ptr_array_index (self->undo, self->undo->len - 1))->label;
}

const char *
mst_history_get_redo_label (MstHistory *self)
{
  g_return_val_if_fail (MST_IS_HISTORY (self), NULL);
  if (self->redo->len == 0)
    return NULL;
  return ((Edit *) g_ptr_array_index (self->redo, self->redo->len - 1))->label;
}

/* Files a finished step: into the open group, or onto the undo stack. */
static void
push (MstHistory *self, Edit *edit)
{
  gboolean could_undo = mst_history_can_undo (self);
  gboolean could_redo = mst_history_can_redo (self);

  if (self->groups->len > 0)
    {
      Edit *group = g_ptr_array_index (self->groups, self->groups->len - 1);
      g_ptr_array_add (group->children, edit);
      return;
    }
  g_ptr_array_set_size (self->redo, 0);
  g_ptr_array_add (self->undo, edit);
  if (self->undo->len > MAX_STEPS)
    g_ptr_array_remove_index (self->undo, 0);
  self->sealed = edit->kind != EDIT_SET;
  notify_after (self, could_undo, could_redo);
}

static void
apply (Edit *edit, gboolean forward)
{
  switch (edit->kind)
    {
    case EDIT_SET:
      g_object_set_property (edit->object, edit->property,
                             forward ? &edit->new_value : &edit->old_value);
      break;

    case EDIT_INSERT_COMMAND:
    case EDIT_REMOVE_COMMAND:
      if (forward == (edit->kind == EDIT_INSERT_COMMAND))
        mst_force_insert_command (edit->force, edit->to_position, edit->command);
      else
        mst_force_remove_command (edit->force, edit->command);
      break;

    case EDIT_INSERT_UNIT:
    case EDIT_REMOVE_UNIT:
      if (forward == (edit->kind == EDIT_INSERT_UNIT))
        {
          if (edit->to != NULL)
            mst_command_insert_unit (edit->to, edit->to_position, edit->unit);
          else
            {
              mst_force_add_unassigned (edit->force, edit->unit);
              mst_force_move_unit (edit->force, edit->unit, NULL, edit->to_position);
            }
        }
      else
        mst_force_remove_unit (edit->force, edit->unit);
      break;

    case EDIT_MOVE_UNIT:
      if (forward)
        mst_force_move_unit (edit->force, edit->unit, edit->to, edit->to_position);
      else
        mst_force_move_unit (edit->force, edit->unit, edit->from, edit->from_position);
      break;

    case EDIT_ROLL:
      if (forward)
        mst_deploy_set (edit->unit, edit->new_grade, edit->new_die);
      else
        mst_deploy_set (edit->unit, edit->old_grade, edit->old_die);
      break;

    case EDIT_GROUP:
      if (forward)
        for (guint i = 0; i < edit->children->len; i++)
          apply (g_ptr_array_index (edit->children, i), TRUE);
      else
        for (guint i = edit->children->len; i > 0; i--)
          apply (g_ptr_array_index (edit->children, i - 1), FALSE);
      break;

    default:
      g_assert_not_reached ();
    }
}

gboolean
mst_history_undo (MstHistory *self)
{
  gboolean could_undo, could_redo;
  Edit *edit;

  g_return_val_if_fail (MST_IS_HISTORY (self), FALSE);
  if (!mst_history_can_undo (self))
    return FALSE;

  could_undo = mst_history_can_undo (self);
  could_redo = mst_history_can_redo (self);
  edit = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  apply (edit, FALSE);
  g_ptr_array_add (self->redo, edit);
  self->sealed = TRUE;
  notify_after (self, could_undo, could_redo);
  return TRUE;
}

gboolean
mst_history_redo (MstHistory *self)
{
  gboolean could_undo, could_redo;
  Edit *edit;

  g_return_val_if_fail (MST_IS_HISTORY (self), FALSE);
  if (!mst_history_can_redo (self))
    return FALSE;

  could_undo = mst_history_can_undo (self);
  could_redo = mst_history_can_redo (self);
  edit = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  apply (edit, TRUE);
  g_ptr_array_add (self->undo, edit);
  self->sealed = TRUE;
  notify_after (self, could_undo, could_redo);
  return TRUE;
}

void
mst_history_clear (MstHistory *self)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (MST_IS_HISTORY (self));

  could_undo = mst_history_can_undo (self);
  could_redo = mst_history_can_redo (self);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  g_ptr_array_set_size (self->groups, 0);
  self->sealed = TRUE;
  notify_after (self, could_undo, could_redo);
}

void
mst_history_seal (MstHistory *self)
{
  g_return_if_fail (MST_IS_HISTORY (self));
  self->sealed = TRUE;
}

void
mst_history_begin (MstHistory *self, const char *label)
{
  Edit *group;

  g_return_if_fail (MST_IS_HISTORY (self));

  group = edit_new (EDIT_GROUP, label);
  group->children = g_ptr_array_new_with_free_func (edit_free);
  g_ptr_array_add (self->groups, group);
}

void
mst_history_end (MstHistory *self)
{
  Edit *group;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (self->groups->len > 0);

  group = g_ptr_array_steal_index (self->groups, self->groups->len - 1);
  /* A group in which nothing changed is no step at all. */
  if (group->children->len == 0)
    {
      edit_free (group);
      return;
    }
  push (self, group);
}

/* The last step, when a set of @object's @property may merge into it. */
static Edit *
mergeable_step (MstHistory *self, GObject *object, const char *property)
{
  Edit *top;

  if (self->sealed || self->groups->len > 0 || self->undo->len == 0)
    return NULL;
  top = g_ptr_array_index (self->undo, self->undo->len - 1);
  if (top->kind != EDIT_SET || top->object != object || top->property != property)
    return NULL;
  /* Typing merges; a switch flipped twice is two steps. */
  if (G_VALUE_TYPE (&top->new_value) != G_TYPE_STRING)
    return NULL;
  return top;
}

void
mst_history_set_value (MstHistory   *self,
                       const char   *label,
                       gpointer      object,
                       const char   *property,
                       const GValue *value)
{
  GParamSpec *pspec;
  Edit *edit;
  g_auto(GValue) old_value = G_VALUE_INIT;
  const char *interned;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (G_IS_OBJECT (object));
  g_return_if_fail (property != NULL);
  g_return_if_fail (G_IS_VALUE (value));

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  g_return_if_fail (pspec != NULL);

  g_value_init (&old_value, pspec->value_type);
  g_object_get_property (object, property, &old_value);
  {
    g_auto(GValue) new_value = G_VALUE_INIT;
    g_value_init (&new_value, pspec->value_type);
    g_value_transform (value, &new_value);
    if (g_param_values_cmp (pspec, &old_value, &new_value) == 0)
      return;
  }

  interned = g_intern_string (pspec->name);
  edit = mergeable_step (self, object, interned);
  if (edit != NULL)
    {
      g_value_unset (&edit->new_value);
      g_value_init (&edit->new_value, pspec->value_type);
      g_value_transform (value, &edit->new_value);
      g_object_set_property (object, property, &edit->new_value);
      /* Typed and typed back: no step left. */
      if (g_param_values_cmp (pspec, &edit->old_value, &edit->new_value) == 0)
        {
          gboolean could_redo = mst_history_can_redo (self);
          g_ptr_array_remove_index (self->undo, self->undo->len - 1);
          notify_after (self, TRUE, could_redo);
          return;
        }
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }

  edit = edit_new (EDIT_SET, label);
  edit->object = g_object_ref (object);
  edit->property = interned;
  g_value_init (&edit->old_value, pspec->value_type);
  g_value_copy (&old_value, &edit->old_value);
  g_value_init (&edit->new_value, pspec->value_type);
  g_value_transform (value, &edit->new_value);
  g_object_set_property (object, property, &edit->new_value);
  push (self, edit);
}

void
mst_history_set (MstHistory *self,
                 const char *label,
                 gpointer    object,
                 const char *property,
                 ...)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_autofree char *error = NULL;
  GParamSpec *pspec;
  va_list args;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (G_IS_OBJECT (object));
  g_return_if_fail (property != NULL);

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  g_return_if_fail (pspec != NULL);

  va_start (args, property);
  G_VALUE_COLLECT_INIT (&value, pspec->value_type, args, 0, &error);
  va_end (args);
  if (error != NULL)
    {
      g_critical ("%s: %s", G_STRFUNC, error);
      return;
    }
  mst_history_set_value (self, label, object, property, &value);
}

void
mst_history_insert_command (MstHistory *self,
                            const char *label,
                            MstForce   *force,
                            guint       position,
                            MstCommand *command)
{
  Edit *edit;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (MST_IS_FORCE (force));
  g_return_if_fail (MST_IS_COMMAND (command));

  edit = edit_new (EDIT_INSERT_COMMAND, label);
  edit->force = g_object_ref (force);
  edit->command = g_object_ref (command);
  edit->to_position = MIN (position, mst_force_get_n_commands (force));
  apply (edit, TRUE);
  push (self, edit);
}

void
mst_history_remove_command (MstHistory *self,
                            const char *label,
                            MstForce   *force,
                            MstCommand *command)
{
  Edit *edit;
  guint position;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (MST_IS_FORCE (force));
  g_return_if_fail (MST_IS_COMMAND (command));

  if (!mst_force_find_command (force, command, &position))
    return;
  edit = edit_new (EDIT_REMOVE_COMMAND, label);
  edit->force = g_object_ref (force);
  edit->command = g_object_ref (command);
  edit->to_position = position;
  apply (edit, TRUE);
  push (self, edit);
}

void
mst_history_insert_unit (MstHistory *self,
                         const char *label,
                         MstForce   *force,
                         MstCommand *command,
                         guint       position,
                         MstUnit    *unit)
{
  Edit *edit;
  GListModel *target;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (MST_IS_FORCE (force));
  g_return_if_fail (command == NULL || MST_IS_COMMAND (command));
  g_return_if_fail (MST_IS_UNIT (unit));
  g_return_if_fail (!mst_force_locate_unit (force, unit, NULL, NULL));

  target = command != NULL ? mst_command_get_units (command) : mst_force_get_unassigned (force);
  edit = edit_new (EDIT_INSERT_UNIT, label);
  edit->force = g_object_ref (force);
  edit->unit = g_object_ref (unit);
  edit->to = command != NULL ? g_object_ref (command) : NULL;
  edit->to_position = MIN (position, g_list_model_get_n_items (target));
  apply (edit, TRUE);
  push (self, edit);
}

void
mst_history_remove_unit (MstHistory *self,
                         const char *label,
                         MstForce   *force,
                         MstUnit    *unit)
{
  Edit *edit;
  MstCommand *command = NULL;
  guint position;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (MST_IS_FORCE (force));
  g_return_if_fail (MST_IS_UNIT (unit));

  if (!mst_force_locate_unit (force, unit, &command, &position))
    return;
  /* Recorded as the insertion it undoes. */
  edit = edit_new (EDIT_REMOVE_UNIT, label);
  edit->force = g_object_ref (force);
  edit->unit = g_object_ref (unit);
  edit->to = command != NULL ? g_object_ref (command) : NULL;
  edit->to_position = position;
  apply (edit, TRUE);
  push (self, edit);
}

gboolean
mst_history_move_unit (MstHistory *self,
                       const char *label,
                       MstForce   *force,
                       MstUnit    *unit,
                       MstCommand *command,
                       guint       position)
{
  Edit *edit;
  MstCommand *from = NULL, *to = NULL;
  guint from_position, to_position;

  g_return_val_if_fail (MST_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);
  g_return_val_if_fail (MST_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (command == NULL || MST_IS_COMMAND (command), FALSE);

  if (!mst_force_locate_unit (force, unit, &from, &from_position))
    return FALSE;
  if (command != NULL && !mst_force_find_command (force, command, NULL))
    return FALSE;
  if (!mst_force_move_unit (force, unit, command, position))
    return FALSE;
  mst_force_locate_unit (force, unit, &to, &to_position);
  if (to == from && to_position == from_position)
    return TRUE;

  edit = edit_new (EDIT_MOVE_UNIT, label);
  edit->force = g_object_ref (force);
  edit->unit = g_object_ref (unit);
  edit->from = from != NULL ? g_object_ref (from) : NULL;
  edit->from_position = from_position;
  edit->to = to != NULL ? g_object_ref (to) : NULL;
  edit->to_position = to_position;
  push (self, edit);
  return TRUE;
}

void
mst_history_set_roll (MstHistory *self,
                      const char *label,
                      MstUnit    *unit,
                      const char *grade,
                      guint       die)
{
  Edit *edit;

  g_return_if_fail (MST_IS_HISTORY (self));
  g_return_if_fail (MST_IS_UNIT (unit));

  if (g_strcmp0 (mst_deploy_get_grade (unit), grade) == 0 && mst_deploy_get_die (unit) == die)
    return;
  edit = edit_new (EDIT_ROLL, label);
  edit->unit = g_object_ref (unit);
  edit->old_grade = g_strdup (mst_deploy_get_grade (unit));
  edit->old_die = mst_deploy_get_die (unit);
  edit->new_grade = g_strdup (grade);
  edit->new_die = die;
  apply (edit, TRUE);
  push (self, edit);
}
