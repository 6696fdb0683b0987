/* mst-library-item.c: one force of the library, as a row of the sidebar's list.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-library-item.h"
#include "mst-force-view.h"

struct _MstLibraryItem
{
  GObject parent_instance;

  MstLibraryEntry entry;
  /* The row's text is worked out when first asked for (a row shown, a
   * property read), not for each of a thousand forces at start. */
  MstCatalogue *catalogue;
  gboolean has_text;
  char *title;
  char *subtitle;
};

G_DEFINE_FINAL_TYPE (MstLibraryItem, mst_library_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mst_library_item_finalize (GObject *object)
{
  MstLibraryItem *self = MST_LIBRARY_ITEM (object);

  g_free (self->entry.name);
  g_free (self->entry.ruleset);
  g_free (self->entry.list_id);
  g_free (self->title);
  g_free (self->subtitle);
  g_clear_object (&self->catalogue);
  G_OBJECT_CLASS (mst_library_item_parent_class)->finalize (object);
}

static void
ensure_text (MstLibraryItem *self)
{
  g_autoptr(MstRowText) text = NULL;

  if (self->has_text)
    return;
  text = mst_force_view_library_row (&self->entry, self->catalogue);
  self->title = g_steal_pointer (&text->title);
  self->subtitle = g_steal_pointer (&text->subtitle);
  self->has_text = TRUE;
}

static void
mst_library_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstLibraryItem *self = MST_LIBRARY_ITEM (object);

  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, mst_library_item_get_title (self)); break;
    case PROP_SUBTITLE: g_value_set_string (value, mst_library_item_get_subtitle (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_library_item_class_init (MstLibraryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = mst_library_item_finalize;
  object_class->get_property = mst_library_item_get_property;

  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);
  properties[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mst_library_item_init (MstLibraryItem *self)
{
}

/* The entry or the catalogue changed: the text again, and "title" and
 * "subtitle" notified where they change, if it was ever asked for. */
static void
set_text (MstLibraryItem *self, MstCatalogue *catalogue)
{
  g_autoptr(MstRowText) text = NULL;

  if (catalogue != self->catalogue)
    g_set_object (&self->catalogue, catalogue);
  if (!self->has_text)
    return;
  text = mst_force_view_library_row (&self->entry, self->catalogue);
  if (g_strcmp0 (self->title, text->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&text->title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  if (g_strcmp0 (self->subtitle, text->subtitle) != 0)
    {
      g_free (self->subtitle);
      self->subtitle = g_steal_pointer (&text->subtitle);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
    }
}

MstLibraryItem *
mst_library_item_new (const MstLibraryEntry *entry, MstCatalogue *catalogue)
{
  MstLibraryItem *self;

  g_return_val_if_fail (entry != NULL, NULL);

  self = g_object_new (MST_TYPE_LIBRARY_ITEM, NULL);
  self->entry.id = entry->id;
  self->entry.name = g_strdup (entry->name);
  self->entry.ruleset = g_strdup (entry->ruleset);
  self->entry.list_id = g_strdup (entry->list_id);
  self->entry.created = entry->created;
  self->entry.modified = entry->modified;
  self->entry.n_units = entry->n_units;
  self->entry.n_bases = entry->n_bases;
  self->entry.counted = entry->counted;
  set_text (self, catalogue);
  return self;
}

gint64
mst_library_item_get_id (MstLibraryItem *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY_ITEM (self), 0);
  return self->entry.id;
}

const char *
mst_library_item_get_title (MstLibraryItem *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY_ITEM (self), NULL);
  ensure_text (self);
  return self->title;
}

const char *
mst_library_item_get_subtitle (MstLibraryItem *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY_ITEM (self), NULL);
  ensure_text (self);
  return self->subtitle;
}

void
mst_library_item_set_catalogue (MstLibraryItem *self, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIBRARY_ITEM (self));
  g_return_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue));

  if (catalogue != self->catalogue)
    set_text (self, catalogue);
}

const MstLibraryEntry *
mst_library_item_get_entry (MstLibraryItem *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY_ITEM (self), NULL);
  return &self->entry;
}

void
mst_library_item_set_name (MstLibraryItem *self, const char *name, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIBRARY_ITEM (self));

  if (g_strcmp0 (self->entry.name, name) == 0)
    return;
  g_free (self->entry.name);
  self->entry.name = g_strdup (name);
  set_text (self, catalogue);
}

void
mst_library_item_set_totals (MstLibraryItem *self, guint n_units, guint n_bases, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIBRARY_ITEM (self));

  if (self->entry.counted && self->entry.n_units == n_units && self->entry.n_bases == n_bases)
    return;
  self->entry.n_units = n_units;
  self->entry.n_bases = n_bases;
  self->entry.counted = TRUE;
  set_text (self, catalogue);
}

void
mst_library_item_update (MstLibraryItem *self, const MstLibraryEntry *entry, MstCatalogue *catalogue)
{
  g_return_if_fail (MST_IS_LIBRARY_ITEM (self));
  g_return_if_fail (entry != NULL && entry->id == self->entry.id);

  g_free (self->entry.name);
  self->entry.name = g_strdup (entry->name);
  g_free (self->entry.ruleset);
  self->entry.ruleset = g_strdup (entry->ruleset);
  g_free (self->entry.list_id);
  self->entry.list_id = g_strdup (entry->list_id);
  self->entry.modified = entry->modified;
  self->entry.n_units = entry->n_units;
  self->entry.n_bases = entry->n_bases;
  self->entry.counted = entry->counted;
  set_text (self, catalogue);
}
