/* mst-list-document.c: a nation list being edited: its fields, undo, checks and saving.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-error.h"
#include "mst-list-document.h"
#include "mst-paths.h"
#include "mst-ruleset.h"
#include "mst-xml-private.h"

#define NS_1 "urn:muster:nation-list:1"
#define NS_2 "urn:muster:nation-list:2"

/* The schemas' bounds (schemas/nation-list.xsd, nation-list-2.xsd). */
#define MAX_SLUG 120
#define MAX_TEXT 2000
#define MAX_UNITS 500
#define MAX_V2_ATTRS 32
#define MAX_V2_COMPONENTS 32
#define MAX_V2_STATS 200
#define MAX_V2_UNIT_NOTES 8
#define MAX_V2_LIST_NOTES 50

static const char *const grades[] = { "lackluster", "steady", "determined" };
static const char *const list_rules[] = { "always-defender", "no-foot-square" };

typedef struct {
  char *key;
  char *value;
} Field;

/* The header or a template: fields in order. */
typedef GPtrArray Record;

/* What undo and redo go back and forth between. */
typedef struct {
  Record *header;
  GPtrArray *templates;
} State;

struct _MstListDocument
{
  GObject parent_instance;

  char *ruleset;
  guint format;
  guint version;
  State *state;
  GPtrArray *undo;
  GPtrArray *redo;
  /* The field the last change was to, which a next change to it joins. */
  int last_template;
  char *last_field;
  char *path;
  /* The file as last saved or read from the user's folder; NULL for a
   * list never saved. */
  char *saved_xml;
  MstCatalogue *catalogue;
  GPtrArray *problems;
};

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

static Record *
record_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);
}

static Record *
record_copy (Record *r)
{
  Record *copy = record_new ();

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

static const char *
record_get (Record *r, const char *key)
{
  Field *f = record_find (r, key);
  return f != NULL ? f->value : NULL;
}

/* Whether the value changed. */
static gboolean
record_set (Record *r, const char *key, const char *value)
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
static const char *
record_value (Record *r, const char *key)
{
  const char *v = record_get (r, key);
  return v != NULL && v[0] != '\0' ? v : NULL;
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

  s->header = record_new ();
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
  self->format = 2;
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

static MstListDocument *
document_new (const char *ruleset_id)
{
  MstListDocument *self = g_object_new (MST_TYPE_LIST_DOCUMENT, NULL);

  self->ruleset = g_strdup (ruleset_id);
  self->format = g_strcmp0 (ruleset_id, MST_RULESET_DRUMS_AND_MUSKETS) == 0 ? 1 : 2;
  return self;
}

MstListDocument *
mst_list_document_new (const char *ruleset_id, const char *id, const char *name)
{
  MstListDocument *self;

  g_return_val_if_fail (ruleset_id != NULL, NULL);

  if (mst_ruleset_lookup (ruleset_id) == NULL)
    return NULL;
  self = document_new (ruleset_id);
  record_set (self->state->header, "id", id != NULL ? id : "");
  record_set (self->state->header, "name", name != NULL ? name : "");
  if (self->format == 1)
    {
      record_set (self->state->header, "nation", "");
      record_set (self->state->header, "war", "");
    }
  return self;
}

/* ---- reading ----------------------------------------------------------- */

static void
set_text_of (Record *r, const char *key, xmlNode *node)
{
  g_autofree char *text = mst_xml_get_text (node);
  record_set (r, key, text);
}

static void
set_prop_of (Record *r, const char *key, xmlNode *node, const char *prop)
{
  g_autofree char *v = mst_xml_get_prop (node, prop);
  if (v != NULL)
    record_set (r, key, v);
}

/* "ZEALOUS  H2H\n" → "ZEALOUS H2H" */
static char *
normalise_tokens (const char *text)
{
  g_auto(GStrv) tokens = g_strsplit_set (text, " \t\r\n", -1);
  GString *s = g_string_new (NULL);

  for (guint i = 0; tokens[i] != NULL; i++)
    if (tokens[i][0] != '\0')
      g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", tokens[i]);
  return g_string_free (s, FALSE);
}

static void
append_note (Record *r, const char *key, xmlNode *node)
{
  g_autofree char *text = mst_xml_get_text (node);
  const char *old = record_get (r, key);
  g_autofree char *joined = NULL;

  /* One note a line: a note's own line breaks become spaces. */
  g_strdelimit (text, "\r\n", ' ');
  joined = old != NULL ? g_strconcat (old, "\n", text, NULL) : g_strdup (text);
  record_set (r, key, joined);
}

static Record *
read_unit (xmlNode *node, guint format)
{
  Record *r = record_new ();

  set_prop_of (r, "id", node, "id");
  if (format == 1)
    {
      set_prop_of (r, "arm", node, "arm");
      set_prop_of (r, "class", node, "class");
    }
  else
    set_prop_of (r, "kind", node, "kind");
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (mst_xml_is (c, "name"))
        set_text_of (r, "name", c);
      else if (mst_xml_is (c, "doctrines") || mst_xml_is (c, "optional-doctrines") || mst_xml_is (c, "weapons"))
        {
          g_autofree char *text = mst_xml_get_text (c);
          g_autofree char *tokens = normalise_tokens (text);
          record_set (r, (const char *) c->name, tokens);
        }
      else if (mst_xml_is (c, "resilience"))
        for (guint g = 0; g < G_N_ELEMENTS (grades); g++)
          {
            g_autofree char *key = g_strconcat ("resilience:", grades[g], NULL);
            set_prop_of (r, key, c, grades[g]);
          }
      else if (mst_xml_is (c, "weapon"))
        set_text_of (r, "weapon", c);
      else if (mst_xml_is (c, "attr"))
        {
          g_autofree char *name = mst_xml_get_prop (c, "name");
          g_autofree char *key = g_strconcat ("attr:", name != NULL ? name : "", NULL);
          set_prop_of (r, key, c, "value");
        }
      else if (mst_xml_is (c, "component"))
        {
          g_autofree char *role = mst_xml_get_prop (c, "role");
          g_autofree char *key = g_strconcat ("component:", role != NULL ? role : "", NULL);
          g_autofree char *count = mst_xml_get_prop (c, "count");
          guint64 a = 0, b = 0;

          /* A role given twice is counted once, as the list's reader adds it up. */
          if (record_get (r, key) != NULL && count != NULL &&
              g_ascii_string_to_unsigned (record_get (r, key), 10, 0, 999, &a, NULL) &&
              g_ascii_string_to_unsigned (count, 10, 0, 999, &b, NULL))
            {
              g_autofree char *sum = g_strdup_printf ("%" G_GUINT64_FORMAT, a + b);
              record_set (r, key, sum);
            }
          else
            record_set (r, key, count != NULL ? count : "");
        }
      else if (mst_xml_is (c, "stat"))
        {
          g_autofree char *id = mst_xml_get_prop (c, "id");
          g_autofree char *formation = mst_xml_get_prop (c, "formation");
          g_autofree char *weapon = mst_xml_get_prop (c, "weapon");
          g_autofree char *band = mst_xml_get_prop (c, "band");
          g_autofree char *key = mst_list_stat_key (id != NULL ? id : "", formation, weapon, band);
          g_autofree char *value = mst_xml_get_prop (c, "value");
          record_set (r, key, value != NULL ? value : "");
        }
      else if (mst_xml_is (c, "note"))
        append_note (r, "notes", c);
    }
  return r;
}

static gboolean
read_document (MstListDocument *self, xmlDoc *doc, const char *display_name, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  MstSchemaKind kind;
  Record *h = self->state->header;
  g_autofree char *version = NULL;
  guint64 v = 0;

  if (!mst_xml_schema_of (doc, &kind) || (kind != MST_SCHEMA_NATION_LIST && kind != MST_SCHEMA_NATION_LIST_2))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s:%ld: not a nation list"), display_name,
                   root != NULL ? xmlGetLineNo (root) : 1L);
      return FALSE;
    }
  self->format = kind == MST_SCHEMA_NATION_LIST_2 ? 2 : 1;
  self->ruleset = mst_xml_get_prop (root, "ruleset");
  if (self->format == 1 && self->ruleset == NULL)
    self->ruleset = g_strdup (MST_RULESET_DRUMS_AND_MUSKETS);
  if (self->ruleset == NULL || mst_ruleset_lookup (self->ruleset) == NULL)
    {
      g_autofree char *ids = mst_rulesets_dup_ids ();
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s:%ld: a list of a rule set “%s” Muster does not know (it knows %s)"), display_name,
                   xmlGetLineNo (root), self->ruleset != NULL ? self->ruleset : "", ids);
      return FALSE;
    }
  version = mst_xml_get_prop (root, "version");
  if (version != NULL && g_ascii_string_to_unsigned (version, 10, 1, G_MAXUINT32, &v, NULL))
    self->version = (guint) v;

  set_prop_of (h, "id", root, "id");
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (mst_xml_is (c, "name") || mst_xml_is (c, "nation") || mst_xml_is (c, "war") || mst_xml_is (c, "foot-weapon"))
        set_text_of (h, (const char *) c->name, c);
      else if (mst_xml_is (c, "period"))
        {
          set_prop_of (h, "period-start", c, "start");
          set_prop_of (h, "period-end", c, "end");
        }
      else if (mst_xml_is (c, "note"))
        append_note (h, "notes", c);
      else if (mst_xml_is (c, "rule"))
        {
          g_autofree char *id = mst_xml_get_prop (c, "id");
          g_autofree char *key = g_strconcat ("rule:", id != NULL ? id : "", NULL);
          set_text_of (h, key, c);
        }
      else if (mst_xml_is (c, "attr"))
        {
          g_autofree char *name = mst_xml_get_prop (c, "name");
          g_autofree char *key = g_strconcat ("attr:", name != NULL ? name : "", NULL);
          set_prop_of (h, key, c, "value");
        }
      else if (mst_xml_is (c, "unit"))
        g_ptr_array_add (self->state->templates, read_unit (c, self->format));
    }
  if (record_get (h, "name") == NULL)
    record_set (h, "name", "");
  return TRUE;
}

MstListDocument *
mst_list_document_new_from_data (const char *data, gsize len, const char *display_name, GError **error)
{
  g_autoptr(MstListDocument) self = NULL;
  xmlDoc *doc;
  gboolean ok;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  doc = mst_xml_parse (data, len, display_name, error);
  if (doc == NULL)
    return NULL;
  self = g_object_new (MST_TYPE_LIST_DOCUMENT, NULL);
  ok = read_document (self, doc, display_name, error);
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&self) : NULL;
}

/* Whether @path is in the user's lists folder. */
static gboolean
is_user_file (const char *path)
{
  g_autofree char *dir = mst_paths_get_user_nations_dir ();
  g_autoptr(GFile) d = g_file_new_for_path (dir);
  g_autoptr(GFile) f = g_file_new_for_path (path);

  return g_file_has_prefix (f, d);
}

MstListDocument *
mst_list_document_new_from_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  MstListDocument *self;

  g_return_val_if_fail (path != NULL, NULL);

  if (!mst_file_read_capped (path, MST_XML_MAX_SIZE, &data, &len, error))
    return NULL;
  self = mst_list_document_new_from_data (data, len, path, error);
  if (self != NULL && is_user_file (path))
    {
      self->path = g_strdup (path);
      self->saved_xml = mst_list_document_to_xml (self, NULL);
    }
  return self;
}

MstListDocument *
mst_list_document_new_copy (MstNationList *list, GError **error)
{
  MstListDocument *self;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);

  if (mst_nation_list_get_path (list) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("The list “%s” has no file to copy"),
                   mst_nation_list_get_id (list));
      return NULL;
    }
  self = mst_list_document_new_from_file (mst_nation_list_get_path (list), error);
  if (self == NULL)
    return NULL;
  /* A copy is a new list of the player's, saved beside the others. */
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->saved_xml, g_free);
  self->version = 1;
  id = g_str_has_prefix (mst_nation_list_get_id (list), "my-") ? g_strconcat (mst_nation_list_get_id (list), "-2", NULL)
                                                               : g_strconcat ("my-", mst_nation_list_get_id (list), NULL);
  /* TRANSLATORS: the name of a list copied to be edited */
  name = g_strdup_printf (_("%s (my copy)"), mst_nation_list_get_name (list));
  record_set (self->state->header, "id", id);
  record_set (self->state->header, "name", name);
  return self;
}

/* ---- getters and edits ------------------------------------------------- */

const char *
mst_list_document_get_ruleset (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);
  return self->ruleset;
}

guint
mst_list_document_get_format (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), 0);
  return self->format;
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
  return r != NULL ? record_get (r, field) : NULL;
}

void
mst_list_document_set (MstListDocument *self, int template, const char *field, const char *value)
{
  Record *r;

  g_return_if_fail (MST_IS_LIST_DOCUMENT (self));
  g_return_if_fail (field != NULL);

  r = record_of (self, template);
  g_return_if_fail (r != NULL);
  if (g_strcmp0 (record_get (r, field), value) == 0)
    return;
  push_undo (self, template, field);
  record_set (r, field, value);
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
    differs |= g_strcmp0 (record_get (r, keys[i]), values[i]) != 0;
  if (!differs)
    return;
  push_undo (self, template, NULL);
  for (guint i = 0; keys[i] != NULL; i++)
    record_set (r, keys[i], values[i]);
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
    if (g_strcmp0 (record_get (g_ptr_array_index (self->state->templates, i), "id"), id) == 0)
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

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), -1);

  push_undo (self, G_MININT, NULL);
  r = record_new ();
  id = free_template_id (self, "new-unit");
  record_set (r, "id", id);
  record_set (r, "name", _("New unit"));
  if (self->format == 1)
    {
      record_set (r, "arm", "foot");
      record_set (r, "class", "line");
      record_set (r, "resilience:steady", "4");
    }
  else
    {
      MstRuleset *rs = mst_ruleset_lookup (self->ruleset);
      const char *const *kinds = rs != NULL ? MST_RULESET_GET_CLASS (rs)->unit_kinds : NULL;
      record_set (r, "kind", kinds != NULL && kinds[0] != NULL ? kinds[0] : "");
    }
  g_ptr_array_add (self->state->templates, r);
  emit_changed (self);
  return (int) self->state->templates->len - 1;
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
  id = free_template_id (self, record_value (from, "id") != NULL ? record_value (from, "id") : "unit");
  /* TRANSLATORS: the name of a unit template copied in the list editor */
  name = g_strdup_printf (_("%s (copy)"), record_get (from, "name") != NULL ? record_get (from, "name") : "");
  record_set (copy, "id", id);
  record_set (copy, "name", name);
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

/* ---- writing ----------------------------------------------------------- */

static xmlNode *
add_text (xmlNode *parent, const char *name, const char *text)
{
  return xmlNewTextChild (parent, parent->ns, (const xmlChar *) name, (const xmlChar *) text);
}

static xmlNode *
add_empty (xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, parent->ns, (const xmlChar *) name, NULL);
}

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  if (value != NULL && value[0] != '\0')
    xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
add_notes (xmlNode *parent, Record *r)
{
  const char *notes = record_get (r, "notes");
  g_auto(GStrv) lines = NULL;

  if (notes == NULL)
    return;
  lines = g_strsplit (notes, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        add_text (parent, "note", lines[i]);
    }
}

static void
add_prefixed (xmlNode *parent, Record *r, const char *prefix, const char *element, const char *key_attr,
              const char *value_attr)
{
  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);
      xmlNode *n;

      if (!g_str_has_prefix (f->key, prefix))
        continue;
      n = add_empty (parent, element);
      xmlSetProp (n, (const xmlChar *) key_attr, (const xmlChar *) f->key + strlen (prefix));
      xmlSetProp (n, (const xmlChar *) value_attr, (const xmlChar *) f->value);
    }
}

static int
index_in (const char *const *tokens, const char *token)
{
  if (token == NULL)
    return -1;
  for (int i = 0; tokens != NULL && tokens[i] != NULL; i++)
    if (g_str_equal (tokens[i], token))
      return i;
  return G_MAXINT / 2;
}

typedef struct {
  int weapon, spec, formation, band;
  const Field *field;
  char *id, *formation_s, *weapon_s, *band_s;
} StatOrder;

static int
compare_stats (gconstpointer a, gconstpointer b)
{
  const StatOrder *x = a, *y = b;

  if (x->weapon != y->weapon)
    return x->weapon < y->weapon ? -1 : 1;
  if (x->weapon != -1 && g_strcmp0 (x->weapon_s, y->weapon_s) != 0)
    return g_strcmp0 (x->weapon_s, y->weapon_s);
  if (x->spec != y->spec)
    return x->spec < y->spec ? -1 : 1;
  if (x->spec == G_MAXINT && g_strcmp0 (x->id, y->id) != 0)
    return g_strcmp0 (x->id, y->id);
  if (x->formation != y->formation)
    return x->formation < y->formation ? -1 : 1;
  if (x->band != y->band)
    return x->band < y->band ? -1 : 1;
  return g_strcmp0 (x->field->key, y->field->key);
}

static int
spec_index (MstRuleset *rs, const char *id)
{
  const MstStatSpec *specs = rs != NULL ? MST_RULESET_GET_CLASS (rs)->stat_specs : NULL;

  for (int i = 0; specs != NULL && specs[i].id != NULL; i++)
    if (g_strcmp0 (specs[i].id, id) == 0)
      return i;
  return G_MAXINT;
}

/* The card's values in one order: the unit's own weapon line first, then
 * each other weapon's; within one, the rule set's order of stats, then of
 * formations, then the range bands outwards. */
static void
add_stats (xmlNode *parent, Record *r, MstRuleset *rs)
{
  g_autoptr(GArray) order = g_array_new (FALSE, TRUE, sizeof (StatOrder));
  const char *const *weapons = rs != NULL ? MST_RULESET_GET_CLASS (rs)->weapons : NULL;

  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);
      StatOrder o = { 0 };
      guint64 band = 0;

      if (!mst_list_stat_key_parse (f->key, &o.id, &o.formation_s, &o.weapon_s, &o.band_s))
        continue;
      o.field = f;
      o.weapon = index_in (weapons, o.weapon_s);
      o.spec = spec_index (rs, o.id);
      o.formation = index_in (mst_ruleset_get_formations (rs), o.formation_s);
      o.band = o.band_s != NULL && g_ascii_string_to_unsigned (o.band_s, 10, 0, 9999, &band, NULL) ? (int) band
                                                                                                 : -1;
      g_array_append_val (order, o);
    }
  g_array_sort (order, compare_stats);
  for (guint i = 0; i < order->len; i++)
    {
      StatOrder *o = &g_array_index (order, StatOrder, i);
      xmlNode *n = add_empty (parent, "stat");

      set_prop (n, "id", o->id);
      set_prop (n, "formation", o->formation_s);
      set_prop (n, "weapon", o->weapon_s);
      set_prop (n, "band", o->band_s);
      xmlSetProp (n, (const xmlChar *) "value", (const xmlChar *) o->field->value);
      g_free (o->id);
      g_free (o->formation_s);
      g_free (o->weapon_s);
      g_free (o->band_s);
    }
}

static void
write_unit (xmlNode *root, Record *r, guint format, MstRuleset *rs)
{
  xmlNode *u = add_empty (root, "unit");

  xmlSetProp (u, (const xmlChar *) "id", (const xmlChar *) (record_get (r, "id") != NULL ? record_get (r, "id") : ""));
  if (format == 1)
    {
      xmlNode *res;

      xmlSetProp (u, (const xmlChar *) "arm", (const xmlChar *) (record_get (r, "arm") ? record_get (r, "arm") : ""));
      xmlSetProp (u, (const xmlChar *) "class",
                  (const xmlChar *) (record_get (r, "class") ? record_get (r, "class") : ""));
      add_text (u, "name", record_get (r, "name") != NULL ? record_get (r, "name") : "");
      if (record_value (r, "doctrines") != NULL)
        add_text (u, "doctrines", record_value (r, "doctrines"));
      if (record_value (r, "optional-doctrines") != NULL)
        add_text (u, "optional-doctrines", record_value (r, "optional-doctrines"));
      if (record_value (r, "weapons") != NULL)
        add_text (u, "weapons", record_value (r, "weapons"));
      res = add_empty (u, "resilience");
      for (guint g = 0; g < G_N_ELEMENTS (grades); g++)
        {
          g_autofree char *key = g_strconcat ("resilience:", grades[g], NULL);
          set_prop (res, grades[g], record_get (r, key));
        }
      return;
    }
  xmlSetProp (u, (const xmlChar *) "kind", (const xmlChar *) (record_get (r, "kind") ? record_get (r, "kind") : ""));
  add_text (u, "name", record_get (r, "name") != NULL ? record_get (r, "name") : "");
  if (record_value (r, "weapon") != NULL)
    add_text (u, "weapon", record_value (r, "weapon"));
  add_prefixed (u, r, "attr:", "attr", "name", "value");
  add_prefixed (u, r, "component:", "component", "role", "count");
  add_stats (u, r, rs);
  add_notes (u, r);
}

static xmlDoc *
build_xml (MstListDocument *self)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "nation-list");
  Record *h = self->state->header;
  MstRuleset *rs = mst_ruleset_lookup (self->ruleset);
  g_autofree char *version = g_strdup_printf ("%u", self->version);
  xmlNs *ns;

  ns = xmlNewNs (root, (const xmlChar *) (self->format == 1 ? NS_1 : NS_2), NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlSetProp (root, (const xmlChar *) "id", (const xmlChar *) (record_get (h, "id") ? record_get (h, "id") : ""));
  xmlSetProp (root, (const xmlChar *) "ruleset", (const xmlChar *) self->ruleset);
  xmlSetProp (root, (const xmlChar *) "version", (const xmlChar *) version);

  add_text (root, "name", record_get (h, "name") != NULL ? record_get (h, "name") : "");
  if (self->format == 1 || record_value (h, "nation") != NULL)
    add_text (root, "nation", record_value (h, "nation") != NULL ? record_value (h, "nation") : "");
  if (self->format == 1 || record_value (h, "war") != NULL)
    add_text (root, "war", record_value (h, "war") != NULL ? record_value (h, "war") : "");
  if (self->format == 1 || record_value (h, "period-start") != NULL || record_value (h, "period-end") != NULL)
    {
      xmlNode *p = add_empty (root, "period");
      set_prop (p, "start", record_get (h, "period-start"));
      set_prop (p, "end", record_get (h, "period-end"));
    }
  if (self->format == 1)
    {
      if (record_value (h, "foot-weapon") != NULL)
        add_text (root, "foot-weapon", record_value (h, "foot-weapon"));
      add_notes (root, h);
      for (guint i = 0; i < h->len; i++)
        {
          Field *f = g_ptr_array_index (h, i);
          if (g_str_has_prefix (f->key, "rule:"))
            {
              xmlNode *n = add_text (root, "rule", f->value);
              xmlSetProp (n, (const xmlChar *) "id", (const xmlChar *) f->key + 5);
            }
        }
    }
  else
    {
      add_prefixed (root, h, "attr:", "attr", "name", "value");
      add_notes (root, h);
    }
  for (guint i = 0; i < self->state->templates->len; i++)
    write_unit (root, g_ptr_array_index (self->state->templates, i), self->format, rs);
  return doc;
}

char *
mst_list_document_to_xml (MstListDocument *self, gsize *len)
{
  xmlDoc *doc;
  char *xml;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);

  doc = build_xml (self);
  xml = mst_xml_to_string (doc, len);
  xmlFreeDoc (doc);
  return xml;
}

/* ---- checks ------------------------------------------------------------ */

static void
problem (GPtrArray *out, int template, const char *field, MstSeverity severity, const char *fmt, ...)
  G_GNUC_PRINTF (5, 6);

static void
problem (GPtrArray *out, int template, const char *field, MstSeverity severity, const char *fmt, ...)
{
  MstListProblem *p = g_new0 (MstListProblem, 1);
  va_list args;

  va_start (args, fmt);
  p->message = g_strdup_vprintf (fmt, args);
  va_end (args);
  p->template = template;
  p->field = g_strdup (field);
  p->severity = severity;
  g_ptr_array_add (out, p);
}

#define ERROR(t, f, ...) problem (out, t, f, MST_SEVERITY_ERROR, __VA_ARGS__)

static gboolean
is_slug (const char *s)
{
  gsize n = s != NULL ? strlen (s) : 0;

  if (n == 0 || n > MAX_SLUG || s[0] == '-' || s[n - 1] == '-' || strstr (s, "--") != NULL)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_islower (s[i]) && !g_ascii_isdigit (s[i]) && s[i] != '-')
      return FALSE;
  return TRUE;
}

static void
check_slug (GPtrArray *out, int t, const char *key, const char *value)
{
  if (value == NULL || value[0] == '\0')
    ERROR (t, key, _("An id is needed: lower case letters, digits and hyphens"));
  else if (!is_slug (value))
    ERROR (t, key, _("“%s” is not an id: lower case letters and digits, words joined by single hyphens, at most %d"),
           value, MAX_SLUG);
}

static void
check_text (GPtrArray *out, int t, const char *key, const char *value, gboolean required)
{
  if (value == NULL || value[0] == '\0')
    {
      if (required)
        ERROR (t, key, _("This cannot be empty"));
      return;
    }
  if (!g_utf8_validate (value, -1, NULL) || g_utf8_strlen (value, -1) > MAX_TEXT)
    ERROR (t, key, _("At most %d characters"), MAX_TEXT);
}

/* A whole number from @min to @max, a leading "+" allowed when @signed_ok. */
static gboolean
parse_int (const char *value, gint64 min, gint64 max, gboolean signed_ok, gint64 *out)
{
  const char *digits = value;
  gint64 v;

  if (value == NULL || value[0] == '\0')
    return FALSE;
  if (value[0] == '+' || value[0] == '-')
    {
      if (!signed_ok)
        return FALSE;
      digits = value[0] == '+' ? value + 1 : value;
    }
  if (!g_ascii_string_to_signed (digits, 10, min, max, &v, NULL))
    return FALSE;
  if (out != NULL)
    *out = v;
  return TRUE;
}

static char *
join_tokens (const char *const *tokens)
{
  return tokens != NULL ? g_strjoinv (", ", (char **) tokens) : g_strdup ("");
}

static void
check_header (MstListDocument *self, GPtrArray *out)
{
  Record *h = self->state->header;
  const char *id = record_get (h, "id");
  gint64 start = 0, end = 0;
  gboolean has_start, has_end;
  guint n_notes = 0;

  check_slug (out, MST_LIST_HEADER, "id", id);
  check_text (out, MST_LIST_HEADER, "name", record_get (h, "name"), TRUE);
  check_text (out, MST_LIST_HEADER, "nation", record_get (h, "nation"), self->format == 1);
  check_text (out, MST_LIST_HEADER, "war", record_get (h, "war"), self->format == 1);

  /* Drums and Muskets' lists are of 1700 to 1900 (nation-list.xsd). */
  has_start = record_value (h, "period-start") != NULL;
  has_end = record_value (h, "period-end") != NULL;
  if (has_start && !parse_int (record_value (h, "period-start"), self->format == 1 ? 1700 : 1,
                               self->format == 1 ? 1900 : 9999, FALSE, &start))
    ERROR (MST_LIST_HEADER, "period-start", self->format == 1 ? _("A year from 1700 to 1900") : _("A year"));
  if (has_end && !parse_int (record_value (h, "period-end"), self->format == 1 ? 1700 : 1,
                             self->format == 1 ? 1900 : 9999, FALSE, &end))
    ERROR (MST_LIST_HEADER, "period-end", self->format == 1 ? _("A year from 1700 to 1900") : _("A year"));
  if (start > 0 && end > 0 && end < start)
    ERROR (MST_LIST_HEADER, "period-end", _("The period ends before it starts"));

  if (record_value (h, "notes") != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (record_value (h, "notes"), "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_strstrip (lines[i]);
          if (lines[i][0] == '\0')
            continue;
          n_notes++;
          if (g_utf8_strlen (lines[i], -1) > MAX_TEXT)
            ERROR (MST_LIST_HEADER, "notes", _("A note has at most %d characters"), MAX_TEXT);
        }
      if (self->format == 2 && n_notes > MAX_V2_LIST_NOTES)
        ERROR (MST_LIST_HEADER, "notes", _("At most %d notes"), MAX_V2_LIST_NOTES);
    }

  for (guint i = 0; i < h->len; i++)
    {
      Field *f = g_ptr_array_index (h, i);

      if (self->format == 1 && g_str_has_prefix (f->key, "rule:"))
        {
          gboolean known = FALSE;
          for (guint r = 0; r < G_N_ELEMENTS (list_rules); r++)
            known |= g_str_equal (f->key + 5, list_rules[r]);
          if (!known)
            ERROR (MST_LIST_HEADER, f->key, _("“%s” is not a list-wide rule (always-defender, no-foot-square)"),
                   f->key + 5);
        }
      else if (self->format == 2 && g_str_has_prefix (f->key, "attr:"))
        {
          if (!is_slug (f->key + 5))
            ERROR (MST_LIST_HEADER, f->key, _("“%s” is not an attribute’s name"), f->key + 5);
          else if (!is_slug (f->value))
            ERROR (MST_LIST_HEADER, f->key, _("“%s” is not a value: lower case letters, digits and hyphens"),
                   f->value);
        }
    }
  if (self->format == 1 && record_value (h, "foot-weapon") != NULL)
    {
      MstWeapon w;
      if (!mst_weapon_from_string (record_value (h, "foot-weapon"), &w))
        ERROR (MST_LIST_HEADER, "foot-weapon", _("“%s” is not a weapon"), record_value (h, "foot-weapon"));
    }

  /* Another list of that id: the shipped one it would stand in for is
   * said; another of the user's files would be two lists of one id. */
  if (self->catalogue != NULL && is_slug (id))
    {
      MstNationList *other = mst_catalogue_lookup (self->catalogue, id);
      const char *other_path = other != NULL ? mst_nation_list_get_path (other) : NULL;

      if (other != NULL && mst_catalogue_is_user_list (self->catalogue, id) &&
          g_strcmp0 (other_path, self->path) != 0)
        ERROR (MST_LIST_HEADER, "id", _("Your list “%s” already has this id (%s)"),
               mst_nation_list_get_name (other), other_path != NULL ? other_path : "");
      else if (other != NULL && !mst_catalogue_is_user_list (self->catalogue, id))
        problem (out, MST_LIST_HEADER, "id", MST_SEVERITY_WARNING,
                 _("Saved, this list takes the place of the shipped list “%s” of the same id"),
                 mst_nation_list_get_name (other));
      else if (other != NULL && mst_catalogue_replaces_shipped (self->catalogue, id))
        problem (out, MST_LIST_HEADER, "id", MST_SEVERITY_WARNING,
                 _("This list takes the place of the shipped list of the same id"));
    }
  if (self->state->templates->len > MAX_UNITS)
    ERROR (MST_LIST_HEADER, NULL, _("A list has at most %d units"), MAX_UNITS);
}

static void
check_template_v1 (Record *r, int t, GPtrArray *out)
{
  MstArm arm;
  MstTroopClass klass;
  gboolean arm_ok = mst_arm_from_string (record_get (r, "arm"), &arm);
  gboolean class_ok = mst_troop_class_from_string (record_get (r, "class"), &klass);
  guint n_grades = 0;

  if (!arm_ok)
    ERROR (t, "arm", _("Choose foot, cavalry or artillery"));
  if (!class_ok)
    ERROR (t, "class", _("Choose a class"));
  else if (arm_ok && !mst_troop_class_fits_arm (klass, arm))
    ERROR (t, "class", _("“%s” is not a class of %s"), mst_troop_class_to_string (klass), mst_arm_to_string (arm));

  for (guint k = 0; k < 2; k++)
    {
      const char *key = k == 0 ? "doctrines" : "optional-doctrines";
      MstDoctrines d;
      g_autofree char *bad = NULL;

      if (record_value (r, key) != NULL && !mst_doctrines_from_string (record_value (r, key), &d, &bad))
        ERROR (t, key, _("“%s” is not a doctrine (2RK, COA, LCOY, GUARD, ZEALOUS, H2H, CARBINE, LANCER, IRREGULAR, OPEN)"),
               bad != NULL ? bad : record_value (r, key));
    }
  if (record_value (r, "weapons") != NULL)
    {
      g_auto(GStrv) tokens = g_strsplit (record_value (r, "weapons"), " ", -1);
      for (guint i = 0; tokens[i] != NULL; i++)
        {
          MstWeapon w;
          if (tokens[i][0] != '\0' && !mst_weapon_from_string (tokens[i], &w))
            ERROR (t, "weapons",
                   _("“%s” is not a weapon (musket, rifle, minie-rifle, carbine, hand-to-hand, field-artillery, position-artillery, none)"),
                   tokens[i]);
        }
    }
  for (guint g = 0; g < G_N_ELEMENTS (grades); g++)
    {
      g_autofree char *key = g_strconcat ("resilience:", grades[g], NULL);
      const char *v = record_value (r, key);

      if (v == NULL)
        continue;
      n_grades++;
      /* Nation-list.xsd's threshold: a D6 score, 1 to 6. */
      if (!parse_int (v, 1, 6, FALSE, NULL))
        ERROR (t, key, _("“%s” is not a score on a D6: 1 to 6 (blank when the unit cannot have this grade)"), v);
    }
  if (n_grades == 0)
    ERROR (t, "resilience:steady", _("A unit needs at least one resilience grade"));
}

/* The names of @rs's stats that take AUTO, for a message. */
static char *
auto_stat_labels (const MstStatSpec *specs)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; specs != NULL && specs[i].id != NULL; i++)
    if (specs[i].auto_allowed)
      g_string_append_printf (s, "%s%s", s->len > 0 ? ", " : "", _(specs[i].label));
  return g_string_free (s, FALSE);
}

static void
check_stat (MstRuleset *rs, int t, Field *f, GPtrArray *out)
{
  g_autofree char *id = NULL, *formation = NULL, *weapon = NULL, *band = NULL;
  const MstStatSpec *spec;
  const char *const *formations = mst_ruleset_get_formations (rs);
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  const char *value = f->value;

  if (!mst_list_stat_key_parse (f->key, &id, &formation, &weapon, &band))
    {
      ERROR (t, f->key, _("A card value without a stat"));
      return;
    }
  spec = mst_ruleset_lookup_stat_spec (rs, id);
  if (spec == NULL)
    {
      ERROR (t, f->key, _("“%s” is not a stat of %s’s cards"), id, mst_ruleset_get_name (rs));
      return;
    }
  if (spec->per_formation && formation == NULL)
    ERROR (t, f->key, _("%s has a value for each formation"), _(spec->label));
  if (!spec->per_formation && formation != NULL)
    ERROR (t, f->key, _("%s has one value, not one for each formation"), _(spec->label));
  if (formation != NULL && (formations == NULL || !g_strv_contains (formations, formation)))
    {
      g_autofree char *list = join_tokens (formations);
      ERROR (t, f->key, _("“%s” is not a formation (%s)"), formation, list);
    }
  if (spec->per_band && band == NULL)
    ERROR (t, f->key, _("Each %s is for a range band"), _(spec->label));
  if (!spec->per_band && band != NULL)
    ERROR (t, f->key, _("%s has no range bands"), _(spec->label));
  if (band != NULL && !parse_int (band, 1, 999, FALSE, NULL))
    ERROR (t, f->key, _("The range band “%s” is not a distance in inches (1 to 999)"), band);
  if (weapon != NULL && weapons != NULL && !g_strv_contains (weapons, weapon))
    {
      g_autofree char *list = join_tokens (weapons);
      ERROR (t, f->key, _("“%s” is not a weapon of %s (%s)"), weapon, mst_ruleset_get_name (rs), list);
    }

  if (value[0] == '\0')
    ERROR (t, f->key, spec->auto_allowed ? _("Give a value, or AUTO") : _("Give a value"));
  else if (g_ascii_strcasecmp (value, "auto") == 0)
    {
      if (!spec->auto_allowed)
        {
          g_autofree char *which = auto_stat_labels (MST_RULESET_GET_CLASS (rs)->stat_specs);
          ERROR (t, f->key, _("%s cannot be AUTO (only %s can)"), _(spec->label), which);
        }
      else if (!g_str_equal (value, "auto"))
        ERROR (t, f->key, _("Write AUTO as “auto”"));
    }
  else
    switch (spec->type)
      {
      case MST_STAT_SCORE:
        if (!parse_int (value, 1, 7, FALSE, NULL))
          ERROR (t, f->key, _("“%s” is not a score a D6 test needs: 1 to 7%s"), value,
                 spec->auto_allowed ? _(", or AUTO") : "");
        break;
      case MST_STAT_DISTANCE:
        if (!parse_int (value, 0, 99, FALSE, NULL))
          ERROR (t, f->key, _("“%s” is not a distance in inches: 0 to 99"), value);
        break;
      case MST_STAT_MODIFIER:
      default:
        if (!parse_int (value, -6, 6, TRUE, NULL))
          ERROR (t, f->key, _("“%s” is not a modifier: -6 to +6"), value);
        break;
      }
}

static void
check_template_v2 (MstRuleset *rs, Record *r, int t, GPtrArray *out)
{
  const char *const *kinds = MST_RULESET_GET_CLASS (rs)->unit_kinds;
  const char *const *weapons = MST_RULESET_GET_CLASS (rs)->weapons;
  const MstAttrSpec *attrs = mst_ruleset_get_unit_attrs (rs);
  const char *kind = record_value (r, "kind");
  guint n_attrs = 0, n_components = 0, n_stats = 0;

  if (kind == NULL)
    ERROR (t, "kind", _("Choose a unit kind"));
  else if (kinds != NULL && !g_strv_contains (kinds, kind))
    {
      g_autofree char *list = join_tokens (kinds);
      ERROR (t, "kind", _("“%s” is not a unit kind of %s (%s)"), kind, mst_ruleset_get_name (rs), list);
    }
  if (record_value (r, "weapon") != NULL && weapons != NULL && !g_strv_contains (weapons, record_value (r, "weapon")))
    {
      g_autofree char *list = join_tokens (weapons);
      ERROR (t, "weapon", _("“%s” is not a weapon of %s (%s)"), record_value (r, "weapon"),
             mst_ruleset_get_name (rs), list);
    }
  for (guint i = 0; i < r->len; i++)
    {
      Field *f = g_ptr_array_index (r, i);

      if (g_str_has_prefix (f->key, "attr:"))
        {
          const char *name = f->key + 5;

          n_attrs++;
          if (!is_slug (name))
            ERROR (t, f->key, _("“%s” is not an attribute’s name"), name);
          else if (f->value[0] == '\0')
            ERROR (t, f->key, _("Give a value"));
          else if (!is_slug (f->value))
            ERROR (t, f->key, _("“%s” is not a value: lower case letters, digits and hyphens"), f->value);
          else
            for (guint a = 0; attrs[a].name != NULL; a++)
              if (g_str_equal (attrs[a].name, name) && attrs[a].values != NULL &&
                  !g_strv_contains (attrs[a].values, f->value))
                {
                  g_autofree char *list = join_tokens (attrs[a].values);
                  ERROR (t, f->key, _("“%s” is not a value of %s (%s)"), f->value, _(attrs[a].label), list);
                }
        }
      else if (g_str_has_prefix (f->key, "component:"))
        {
          n_components++;
          if (!is_slug (f->key + 10))
            ERROR (t, f->key, _("“%s” is not a role: lower case letters, digits and hyphens"), f->key + 10);
          else if (!parse_int (f->value, 0, 999, FALSE, NULL))
            ERROR (t, f->key, _("“%s” is not a count: 0 to 999"), f->value);
        }
      else if (g_str_has_prefix (f->key, "stat:"))
        {
          n_stats++;
          check_stat (rs, t, f, out);
        }
    }
  if (n_attrs > MAX_V2_ATTRS)
    ERROR (t, NULL, _("At most %d attributes"), MAX_V2_ATTRS);
  if (n_components > MAX_V2_COMPONENTS)
    ERROR (t, NULL, _("At most %d components"), MAX_V2_COMPONENTS);
  if (n_stats > MAX_V2_STATS)
    ERROR (t, NULL, _("At most %d card values"), MAX_V2_STATS);
  if (record_value (r, "notes") != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (record_value (r, "notes"), "\n", -1);
      guint n = 0;
      for (guint i = 0; lines[i] != NULL; i++)
        n += g_strstrip (lines[i])[0] != '\0';
      if (n > MAX_V2_UNIT_NOTES)
        ERROR (t, "notes", _("At most %d notes"), MAX_V2_UNIT_NOTES);
    }
}

static gboolean
has_error (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    if (((MstListProblem *) g_ptr_array_index (problems, i))->severity == MST_SEVERITY_ERROR)
      return TRUE;
  return FALSE;
}

static GPtrArray *
check (MstListDocument *self)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_list_problem_free);
  MstRuleset *rs = mst_ruleset_lookup (self->ruleset);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  check_header (self, out);
  for (guint i = 0; i < self->state->templates->len; i++)
    {
      Record *r = g_ptr_array_index (self->state->templates, i);
      const char *id = record_get (r, "id");

      check_slug (out, (int) i, "id", id);
      if (id != NULL && id[0] != '\0')
        {
          if (g_hash_table_contains (ids, id))
            ERROR ((int) i, "id", _("Another unit of this list has the id “%s”"), id);
          g_hash_table_add (ids, (gpointer) id);
        }
      check_text (out, (int) i, "name", record_get (r, "name"), TRUE);
      if (self->format == 1)
        check_template_v1 (r, (int) i, out);
      else if (rs != NULL)
        check_template_v2 (rs, r, (int) i, out);
    }

  /* What the checks above let through, the list's reader and its schema
   * still refuse: said of the list as a whole. */
  if (!has_error (out))
    {
      gsize len = 0;
      g_autofree char *xml = mst_list_document_to_xml (self, &len);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstNationList) list = mst_nation_list_new_from_data (xml, len, _("the list"), &error);

      if (list == NULL)
        ERROR (MST_LIST_HEADER, NULL, "%s", error->message);
    }
  return out;
}

#undef ERROR

GPtrArray *
mst_list_document_get_problems (MstListDocument *self)
{
  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), NULL);

  if (self->problems == NULL)
    self->problems = check (self);
  return self->problems;
}

char *
mst_list_document_dup_field_messages (MstListDocument *self, int template, const char *field)
{
  GPtrArray *problems = mst_list_document_get_problems (self);
  GString *s = NULL;

  for (guint i = 0; i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);

      if (p->template != template || g_strcmp0 (p->field, field) != 0)
        continue;
      if (s == NULL)
        s = g_string_new (p->message);
      else
        g_string_append_printf (s, "\n%s", p->message);
    }
  return s != NULL ? g_string_free (s, FALSE) : NULL;
}

guint
mst_list_document_count_errors (MstListDocument *self)
{
  GPtrArray *problems = mst_list_document_get_problems (self);
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    n += ((MstListProblem *) g_ptr_array_index (problems, i))->severity == MST_SEVERITY_ERROR;
  return n;
}

guint
mst_list_document_count_template_errors (MstListDocument *self, int template)
{
  GPtrArray *problems = mst_list_document_get_problems (self);
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    {
      MstListProblem *p = g_ptr_array_index (problems, i);
      n += p->template == template && p->severity == MST_SEVERITY_ERROR;
    }
  return n;
}

/* ---- saving ------------------------------------------------------------ */

static gboolean
refuse_with_errors (MstListDocument *self, GError **error)
{
  guint n = mst_list_document_count_errors (self);

  if (n == 0)
    return FALSE;
  g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
               g_dngettext (GETTEXT_PACKAGE, "The list has %u problem to fix before it can be saved",
                            "The list has %u problems to fix before it can be saved", n),
               n);
  return TRUE;
}

gboolean
mst_list_document_save (MstListDocument *self, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;
  const char *id;
  guint old_version;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);

  if (refuse_with_errors (self, error))
    return FALSE;
  id = record_get (self->state->header, "id");
  if (self->path != NULL)
    path = g_strdup (self->path);
  else
    {
      g_autofree char *dir = mst_paths_get_user_nations_dir ();
      g_autofree char *name = g_strconcat (id, ".xml", NULL);

      path = g_build_filename (dir, self->ruleset, name, NULL);
      /* Never over a file of the user's this list was not read from. */
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                       _("%s is already there: give the list another id, or open that list to edit it"), path);
          return FALSE;
        }
    }

  old_version = self->version;
  /* A change is a new version: forces built on the old one are told. */
  if (mst_list_document_is_modified (self) && self->saved_xml != NULL)
    self->version++;
  /* Standing in for another list of that id: a version above its. */
  if (self->catalogue != NULL)
    {
      MstNationList *other = mst_catalogue_lookup (self->catalogue, id);
      if (other != NULL && g_strcmp0 (mst_nation_list_get_path (other), path) != 0 &&
          mst_nation_list_get_version (other) >= self->version)
        self->version = mst_nation_list_get_version (other) + 1;
    }
  xml = mst_list_document_to_xml (self, &len);
  {
    g_autofree char *dir = g_path_get_dirname (path);
    if (g_mkdir_with_parents (dir, 0755) != 0)
      {
        int saved_errno = errno;
        self->version = old_version;
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), _("Could not make the folder %s: %s"),
                     dir, g_strerror (saved_errno));
        return FALSE;
      }
  }
  if (!mst_file_replace (path, xml, (gssize) len, error))
    {
      self->version = old_version;
      return FALSE;
    }
  g_free (self->path);
  self->path = g_steal_pointer (&path);
  g_free (self->saved_xml);
  self->saved_xml = g_steal_pointer (&xml);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  return TRUE;
}

gboolean
mst_list_document_export (MstListDocument *self, const char *path, GError **error)
{
  g_autofree char *xml = NULL;
  gsize len = 0;

  g_return_val_if_fail (MST_IS_LIST_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (refuse_with_errors (self, error))
    return FALSE;
  xml = mst_list_document_to_xml (self, &len);
  return mst_file_replace (path, xml, (gssize) len, error);
}
