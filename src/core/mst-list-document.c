/* mst-list-document.c: a nation list being edited: the object, its fields and undo.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading a list file is in mst-list-document-read.c, writing and saving
 * it in mst-list-document-write.c, its checks in mst-list-document-check.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-list-document-private.h"
#include "mst-ruleset.h"


G_DEFINE_FINAL_TYPE (MstListDocument, mst_list_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- fields and states ------------------------------------------------ */

static void
field_free (Field *f)
{
  g_free (f->key);
  g_free (f->value);
  g_free (f);
}

Record *
mst_list_record_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);
}

static Record *
record_copy (Record *r)
{
  Record *copy = mst_list_record_new ();

  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i), *c = g_new (Field, 1);
      c->key = g_strdup (f->key);
      c->value = g_strdup (f->value);
      g_ptr_array_add (copy, c);
    }
  return copy;
}

static Field *
record_find (Record *r, const char *key)
{
  for (guint i = 0; i < r->len; i++)
    if (g_str_equal (((Field *) g_ptr_array_index (r, i))->key, key))
      return g_ptr_array_index (r, i);
  return NULL;
}

const char *
mst_list_record_get (Record *r, const char *key)
{
  Field *f = record_find (r, key);
  return f != NULL ? f->value : NULL;
}

/* Whether the value changed. */
gboolean
mst_list_record_set (Record *r, const char *key, const char *value)
{
  Field *f = record_find (r, key);

  if (value == NULL)
    {
      if (f == NULL)
        return FALSE;
      g_ptr_array_remove (r, f);
      return TRUE;
    }
  if (f != NULL)
    {
      if (g_str_equal (f->value, value))
        return FALSE;
      g_free (f->value);
      f->value = g_strdup (value);
      return TRUE;
    }
  f = g_new (Field, 1);
  f->key = g_strdup (key);
  f->value = g_strdup (value);
  g_ptr_array_add (r, f);
  return TRUE;
}

/* A value that is there and not empty. */
const char *
mst_list_record_value (Record *r, const char *key)
{
  const char *v = mst_list_record_get (r, key);
  return v != NULL && v[0] != '\0' ? v : NULL;
}

const char *
mst_list_record_nth (Record *r, guint i, const char **value)
{
  Field *f = g_ptr_array_index (r, i);

  if (value != NULL)
    *value = f->value;
  return f->key;
}

static void
state_free (State *s)
{
  g_ptr_array_unref (s->header);
  g_ptr_array_unref (s->templates);
  g_free (s);
}

static State *
state_new (void)
{
  State *s = g_new (State, 1);

  s->header = mst_list_record_new ();
  s->templates = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  return s;
}

static State *
state_copy (State *s)
{
  State *copy = g_new (State, 1);

  copy->header = record_copy (s->header);
  copy->templates = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < s->templates->len; i++)
    g_ptr_array_add (copy->templates, record_copy (g_ptr_array_index (s->templates, i)));
  return copy;
}

static Record *
record_of (MstListDocument *self, int template)
{
  if (template == MST_LIST_HEADER)
    return self->state->header;
  if (template < 0 || (guint) template >= self->state->templates->len)
    return NULL;
  return g_ptr_array_index (self->state->templates, template);
}

/* ---- stat keys --------------------------------------------------------- */

char *
mst_list_stat_key (const char *id, const char *formation, const char *weapon, const char *band)
{
  g_return_val_if_fail (id != NULL, NULL);
  return g_strdup_printf ("stat:%s:%s:%s:%s", id, formation != NULL ? formation : "", weapon != NULL ? weapon : "",
                          band != NULL ? band : "");
}

gboolean
mst_list_stat_key_parse (const char *key, char **id, char **formation, char **weapon, char **band)
{
  g_auto(GStrv) parts = NULL;

  if (key == NULL || !g_str_has_prefix (key, "stat:"))
    return FALSE;
  parts = g_strsplit (key + 5, ":", -1);
  if (g_strv_length (parts) != 4 || parts[0][0] == '\0')
    return FALSE;
#define PART(out, i) if (out != NULL) *out = parts[i][0] != '\0' ? g_strdup (parts[i]) : NULL
  PART (id, 0);
  PART (formation, 1);
  PART (weapon, 2);
  PART (band, 3);
#undef PART
  return TRUE;
}

void
mst_list_problem_free (MstListProblem *problem)
{
  g_free (problem->field);
  g_free (problem->message);
  g_free (problem);
}

/* ---- the object -------------------------------------------------------- */

static void
mst_list_document_finalize (GObject *object)
{
  MstListDocument *self = MST_LIST_DOCUMENT (object);

  g_free (self->ruleset);
  g_clear_pointer (&self->state, state_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_free (self->last_field);
  g_free (self->path);
  g_free (self->saved_xml);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->problems, g_ptr_array_unref);

  G_OBJECT_CLASS (mst_list_document_parent_class)->finalize (object);
}

static void
mst_list_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstListDocument *self = MST_LIST_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, mst_list_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, mst_list_document_can_redo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, mst_list_document_is_modified (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_list_document_class_init (MstListDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mst_list_document_finalize;
  object_class->get_property = mst_list_document_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Any change of the fields: an edit, an undo, a redo. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
mst_list_document_init (MstListDocument *self)
{
  self->state = state_new ();
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) state_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) state_free);
  self->last_template = G_MININT;
  self->version = 1;
}

static void
emit_changed (MstListDocument *self)
{
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Before a change: the state it can be undone to.  @template and @field
 * name the field a run of typing goes to (NULL: a change of its own). */
static void
push_undo (MstListDocument *self, int template, const char *field)
{
  if (field != NULL && self->last_field != NULL && template == self->last_template &&
      g_str_equal (field, self->last_field) && self->redo->len == 0)
    return;
  g_ptr_array_add (self->undo, state_copy (self->state));
  g_ptr_array_set_size (self->redo, 0);
  g_free (self->last_field);
  self->last_field = g_strdup (field);
  self->last_template = template;
}

MstListDocument *
mst_list_document_new_for_ruleset (const char *ruleset_id)
{
  MstListDocument *self = g_object_new (MST_TYPE_LIST_DOCUMENT, NULL);

  self->ruleset = g_strdup (ruleset_id);
  return self;
}

MstListDocument *
mst_list_document_new (const char *ruleset_id, const char *id, const char *name)
{
  MstListDocument *self;

  g_return_val_if_fail (ruleset_id != NULL, NULL);

  if (mst_ruleset_lookup (ruleset_id) == NULL)
    return NULL;
  self = mst_list_document_new_for_ruleset (ruleset_id);
  mst_list_record_set (self->state->header, "id", id != NULL ? id : "");
  mst_list_record_set (self->state->header, "name", name != NULL ? name : "");
  if (mst_list_format_of (mst_ruleset_lookup (ruleset_id))->header_required)
    {
      mst_list_record_set (self->state->header, "nation", "");
      mst_list_record_set (self->state->header, "war", "");
    }
  return self;
}

/* ---- getters and edits ------------------------------------------------- */

const char *
mst_list_document_get_ruleset (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);
  return self->ruleset;
}

char *
mst_list_document_describe_template (MstListDocument *self, int template)
{
  MstRuleset *rs;
  Record *r;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);
  r = record_of (self, template);
  g_return_val_if_fail (r != NULL && template >= 0, NULL);
  rs = mst_ruleset_lookup (self->ruleset);
  return mst_list_format_of (rs)->describe_unit (rs, r);
}

gboolean
mst_list_document_needs_nation_and_war (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);
  return mst_list_format_of (mst_ruleset_lookup (self->ruleset))->header_required;
}

guint
mst_list_document_get_version (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), 0);
  return self->version;
}

const char *
mst_list_document_get_path (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);
  return self->path;
}

gboolean
mst_list_document_is_modified (MstListDocument *self)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);
  if (self->saved_xml == NULL)
    return TRUE;
  xml = mst_list_document_to_xml (self, NULL);
  return !g_str_equal (xml, self->saved_xml);
}

void
mst_list_document_set_catalogue (MstListDocument *self, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  g_return_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue));

  g_set_object (&self->catalogue, catalogue);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
}

const char *
mst_list_document_get (MstListDocument *self, int template, const char *field)
{
  Record *r;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);
  g_return_val_if_fail (field != NULL, NULL);

  r = record_of (self, template);
  return r != NULL ? mst_list_record_get (r, field) : NULL;
}

void
mst_list_document_set (MstListDocument *self, int template, const char *field, const char *value)
{
  Record *r;

  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  g_return_if_fail (field != NULL);

  r = record_of (self, template);
  g_return_if_fail (r != NULL);
  if (g_strcmp0 (mst_list_record_get (r, field), value) == 0)
    return;
  push_undo (self, template, field);
  mst_list_record_set (r, field, value);
  emit_changed (self);
}

void
mst_list_document_set_fields (MstListDocument *self, int template, const char *const *keys,
                              const char *const *values)
{
  Record *r;
  gboolean differs = FALSE;

  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  g_return_if_fail (keys != NULL && values != NULL);

  r = record_of (self, template);
  g_return_if_fail (r != NULL);
  for (guint i = 0; keys[i] != NULL; i++)
    differs |= g_strcmp0 (mst_list_record_get (r, keys[i]), values[i]) != 0;
  if (!differs)
    return;
  push_undo (self, template, NULL);
  for (guint i = 0; keys[i] != NULL; i++)
    mst_list_record_set (r, keys[i], values[i]);
  emit_changed (self);
}

GPtrArray *
mst_list_document_list_keys (MstListDocument *self, int template, const char *prefix)
{
  GPtrArray *keys = g_ptr_array_new_with_free_func (g_free);
  Record *r;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), keys);

  r = record_of (self, template);
  for (guint i = 0; r != NULL && i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);
      if (prefix == NULL || g_str_has_prefix (f->key, prefix))
        g_ptr_array_add (keys, g_strdup (f->key));
    }
  return keys;
}

guint
mst_list_document_get_n_templates (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), 0);
  return self->state->templates->len;
}

static gboolean
template_id_taken (MstListDocument *self, const char *id)
{
  for (guint i = 0; i < self->state->templates->len; i++)
    if (g_strcmp0 (mst_list_record_get (g_ptr_array_index (self->state->templates, i), "id"), id) == 0)
      return TRUE;
  return FALSE;
}

/* @base, or "@base-2", "@base-3"… whichever no template has. */
static char *
free_template_id (MstListDocument *self, const char *base)
{
  char *id = g_strdup (base);

  for (guint n = 2; template_id_taken (self, id); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  return id;
}

int
mst_list_document_add_template (MstListDocument *self)
{
  Record *r;
  g_autofree char *id = NULL;
  MstRuleset *rs;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), -1);

  push_undo (self, G_MININT, NULL);
  r = mst_list_record_new ();
  id = free_template_id (self, "new-unit");
  mst_list_record_set (r, "id", id);
  mst_list_record_set (r, "name", _("New unit"));
  rs = mst_ruleset_lookup (self->ruleset);
  mst_list_format_of (rs)->begin_unit (rs, r);
  g_ptr_array_add (self->state->templates, r);
  emit_changed (self);
  return (int) self->state->templates->len - 1;
}

/* The shared format's new unit: of its rule set's first kind. */
void
mst_list_begin_unit_shared (MstRuleset *rs, Record *r)
{
  const char *const *kinds = rs != NULL ? MST_RULESET_GET_CLASS (rs)->unit_kinds : NULL;

  mst_list_record_set (r, "kind", kinds != NULL && kinds[0] != NULL ? kinds[0] : "");
}

int
mst_list_document_duplicate_template (MstListDocument *self, int index)
{
  Record *from, *copy;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), -1);
  from = record_of (self, index);
  g_return_val_if_fail (from != NULL && index >= 0, -1);

  push_undo (self, G_MININT, NULL);
  copy = record_copy (from);
  id = free_template_id (self, mst_list_record_value (from, "id") != NULL ? mst_list_record_value (from, "id") : "unit");
  /* TRANSLATORS: the name of a unit template copied in the list editor */
  name = g_strdup_printf (_("%s (copy)"), mst_list_record_get (from, "name") != NULL ? mst_list_record_get (from, "name") : "");
  mst_list_record_set (copy, "id", id);
  mst_list_record_set (copy, "name", name);
  g_ptr_array_insert (self->state->templates, index + 1, copy);
  emit_changed (self);
  return index + 1;
}

void
mst_list_document_remove_template (MstListDocument *self, int index)
{
  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  g_return_if_fail (index >= 0 && (guint) index < self->state->templates->len);

  push_undo (self, G_MININT, NULL);
  g_ptr_array_remove_index (self->state->templates, index);
  emit_changed (self);
}

gboolean
mst_list_document_can_undo (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);
  return self->undo->len > 0;
}

gboolean
mst_list_document_can_redo (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);
  return self->redo->len > 0;
}

/* Moves the current state onto @to and takes the last of @from. */
static void
swap_state (MstListDocument *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return;
  g_ptr_array_add (to, self->state);
  self->state = g_ptr_array_steal_index (from, from->len - 1);
  /* The next edit starts a step of its own. */
  g_clear_pointer (&self->last_field, g_free);
  self->last_template = G_MININT;
  emit_changed (self);
}

void
mst_list_document_undo (MstListDocument *self)
{
  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  swap_state (self, self->undo, self->redo);
}

void
mst_list_document_redo (MstListDocument *self)
{
  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  swap_state (self, self->redo, self->undo);
}
