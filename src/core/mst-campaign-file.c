/* mst-campaign-file.c: a campaign written to and read from its XML file.
 * SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/xmlwriter.h>
#include <string.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-store-private.h"
#include "mst-carried-list.h"
#include "mst-carried-list-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-private.h"
#include "mst-xml-private.h"
#include "mst-paths.h"

static void
set_prop (xmlNode *node, const char *name, const char *value)
{
  if (value != NULL)
    xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

static void
set_int_prop (xmlNode *node, const char *name, gint64 value)
{
  g_autofree char *s = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  set_prop (node, name, s);
}

/* Drops the indentation of a document read back, so that the file's own
 * indentation is the only one. */
static void
strip_blanks (xmlNode *node)
{
  xmlNode *c = node->children;

  while (c != NULL)
    {
      xmlNode *next = c->next;

      if (c->type == XML_TEXT_NODE && xmlIsBlankNode (c))
        {
          xmlUnlinkNode (c);
          xmlFreeNode (c);
        }
      else if (c->type == XML_ELEMENT_NODE)
        strip_blanks (c);
      c = next;
    }
}

static int
compare_names (const char **a, const char **b, gpointer data)
{
  return strcmp (*a, *b);
}

/* A stored force on the player's own list carries it out of the machine,
 * as every exported force does (mst-carried-list.h). */
static void
carry_list (MstCatalogue *catalogue, xmlNode *force)
{
  g_autofree char *list_id = mst_xml_get_prop (force, "list");
  g_autofree char *version = mst_xml_get_prop (force, "list-version");
  g_autofree char *xml = NULL;

  for (xmlNode *c = force->children; c != NULL; c = c->next)
    if (mst_xml_is (c, "carried-list"))
      return;
  xml = mst_carried_list_for_id (catalogue, list_id);
  if (xml != NULL)
    mst_carried_list_write_node (force, list_id, version != NULL ? (guint) g_ascii_strtoull (version, NULL, 10) : 0,
                                 xml);
}

static gboolean
write_event (MstCampaignEvent *event, MstCatalogue *catalogue, xmlDoc *doc, xmlNode *parent, xmlNs *ns,
             GError **error)
{
  xmlNode *node = xmlNewChild (parent, ns, (const xmlChar *) "event", NULL);
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);
  const char *data = mst_campaign_event_get_force_data (event);

  set_prop (node, "kind", mst_campaign_event_kind_to_string (kind));
  set_prop (node, "date", mst_campaign_event_get_date (event));
  set_int_prop (node, "recorded", mst_campaign_event_get_recorded (event));
  set_prop (node, "unit", mst_campaign_event_get_unit (event));
  if (mst_campaign_event_get_general (event) >= 0)
    set_int_prop (node, "general", mst_campaign_event_get_general (event));
  /* A joining force's name is in its own element. */
  if (kind != MST_CAMPAIGN_EVENT_JOINED && kind != MST_CAMPAIGN_EVENT_EDITED)
    set_prop (node, "name", mst_campaign_event_get_name (event));
  set_prop (node, "previous", mst_campaign_event_get_previous (event));
  set_prop (node, "template", mst_campaign_event_get_template_id (event));
  if (kind == MST_CAMPAIGN_EVENT_REINFORCED || kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    set_int_prop (node, "bases", mst_campaign_event_get_bases (event));
  if (kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    set_int_prop (node, "command", mst_campaign_event_get_command (event));
  if (mst_campaign_event_get_attrs (event) != NULL)
    {
      GHashTable *attrs = mst_campaign_event_get_attrs (event);
      g_autofree const char **names = (const char **) g_hash_table_get_keys_as_array (attrs, NULL);

      /* The new man's ratings or the unit's attributes, <attr
       * name="rating" value="able"/>, by name. */
      g_qsort_with_data (names, g_hash_table_size (attrs), sizeof (char *), (GCompareDataFunc) compare_names, NULL);
      for (guint i = 0; names[i] != NULL; i++)
        {
          xmlNode *attr = xmlNewChild (node, ns, (const xmlChar *) "attr", NULL);

          set_prop (attr, "name", names[i]);
          set_prop (attr, "value", g_hash_table_lookup (attrs, names[i]));
        }
      /* Not a force: the attributes are the event's data. */
      data = NULL;
    }

  if (data != NULL)
    {
      xmlDoc *force_doc = mst_xml_parse (data, strlen (data), _("a stored force"), error);
      if (force_doc == NULL)
        return FALSE;
      xmlNode *copy = xmlDocCopyNode (xmlDocGetRootElement (force_doc), doc, 1);

      strip_blanks (copy);
      carry_list (catalogue, copy);
      xmlAddChild (node, copy);
      xmlFreeDoc (force_doc);
    }
  if (mst_campaign_event_get_battle (event) != NULL)
    mst_battle_write_node (mst_campaign_event_get_battle (event), doc, node);
  return TRUE;
}

/* Writes the campaign to @out a force at a time, each event built and
 * written, then freed: the memory it takes does not grow with the battles. */
static gboolean
write_campaign (MstCampaignStore *self, gint64 campaign_id, xmlOutputBuffer *out, GError **error)
{
  g_autoptr(MstCampaign) campaign = NULL;
  g_autoptr(GArray) force_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *created = NULL;
  xmlTextWriter *writer;
  gboolean began, ok = FALSE;
  sqlite3_stmt *stmt;
  /* Each event is built in this document, written out and unlinked. */
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *holder = xmlNewNode (NULL, (const xmlChar *) "force");
  xmlNs *ns = xmlNewNs (holder, (const xmlChar *) CAMPAIGN_NS, NULL);

  xmlSetNs (holder, ns);
  xmlDocSetRootElement (doc, holder);
  /* Names written as they are, not as character references. */
  doc->encoding = xmlStrdup ((const xmlChar *) "UTF-8");
  writer = xmlNewTextWriter (out);

  began = sqlite3_get_autocommit (mst_store_db (self));
  mst_store_read_begin (self);
  campaign = mst_campaign_store_get (self, campaign_id, error);
  if (campaign == NULL)
    goto out;
  stmt = mst_store_prepare (self, "SELECT force_id FROM campaign_forces WHERE campaign_id = ?1 "
                        "ORDER BY joined, force_id", error);
  if (stmt == NULL)
    goto out;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (force_ids, id);
    }
  mst_stmt_cache_done (stmt);

  created = g_strdup_printf ("%" G_GINT64_FORMAT, mst_campaign_get_created (campaign));
  xmlTextWriterSetIndent (writer, 1);
  xmlTextWriterSetIndentString (writer, (const xmlChar *) "  ");
  xmlTextWriterStartDocument (writer, "1.0", "UTF-8", NULL);
  xmlTextWriterStartElement (writer, (const xmlChar *) "campaign");
  xmlTextWriterWriteAttribute (writer, (const xmlChar *) "xmlns", (const xmlChar *) CAMPAIGN_NS);
  xmlTextWriterWriteAttribute (writer, (const xmlChar *) "name", (const xmlChar *) mst_campaign_get_name (campaign));
  xmlTextWriterWriteAttribute (writer, (const xmlChar *) "archived",
                               (const xmlChar *) (mst_campaign_get_archived (campaign) ? "true" : "false"));
  xmlTextWriterWriteAttribute (writer, (const xmlChar *) "created", (const xmlChar *) created);

  for (guint i = 0; i < force_ids->len; i++)
    {
      g_autoptr(GPtrArray) events = mst_campaign_store_list_events (self, g_array_index (force_ids, gint64, i),
                                                                    error);
      if (events == NULL)
        goto out;
      xmlTextWriterStartElement (writer, (const xmlChar *) "force");
      for (guint j = 0; j < events->len; j++)
        {
          xmlBuffer *buf;
          xmlNode *event;

          if (!write_event (g_ptr_array_index (events, j), self->catalogue, doc, holder, ns, error))
            goto out;
          event = holder->last;
          /* A taking back names the change it takes back by its place in
           * the force's history, as the file keeps no ids. */
          if (mst_campaign_event_get_kind (g_ptr_array_index (events, j)) == MST_CAMPAIGN_EVENT_RETRACTED)
            for (guint k = 0; k < j; k++)
              if (mst_campaign_event_get_id (g_ptr_array_index (events, k))
                  == mst_campaign_event_get_retracts (g_ptr_array_index (events, j)))
                set_int_prop (event, "retracts", (gint64) k);
          /* What XML cannot carry, cleaned as every writer does. */
          mst_xml_clean_node (event);
          buf = xmlBufferCreate ();
          xmlNodeDump (buf, doc, event, 2, 1);
          xmlTextWriterWriteRaw (writer, (const xmlChar *) "\n    ");
          xmlTextWriterWriteRaw (writer, xmlBufferContent (buf));
          xmlBufferFree (buf);
          xmlUnlinkNode (event);
          xmlFreeNode (event);
        }
      xmlTextWriterWriteRaw (writer, (const xmlChar *) "\n  ");
      xmlTextWriterEndElement (writer);
    }
  xmlTextWriterEndDocument (writer);
  ok = xmlTextWriterFlush (writer) >= 0;
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The campaign could not be written"));

out:
  mst_store_read_end (self, began);
  xmlFreeTextWriter (writer);
  xmlFreeDoc (doc);
  return ok;
}

static int
write_to_string (void *context, const char *buffer, int len)
{
  g_string_append_len (context, buffer, len);
  return len;
}

char *
mst_campaign_store_export_data (MstCampaignStore *self,
                                gint64            campaign_id,
                                gsize            *len,
                                GError          **error)
{
  GString *text = g_string_new (NULL);
  xmlOutputBuffer *out;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  out = xmlOutputBufferCreateIO (write_to_string, NULL, text, NULL);
  /* The writer closes @out. */
  if (!write_campaign (self, campaign_id, out, error))
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  if (len != NULL)
    *len = text->len;
  return g_string_free (text, FALSE);
}

static int
write_to_stream (void *context, const char *buffer, int len)
{
  gsize written = 0;

  if (!g_output_stream_write_all (context, buffer, (gsize) len, &written, NULL, NULL))
    return -1;
  return (int) written;
}

gboolean
mst_campaign_store_export_file (MstCampaignStore *self,
                                gint64            campaign_id,
                                const char       *path,
                                GError          **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autoptr(GError) local = NULL;
  xmlOutputBuffer *out;
  gboolean ok;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Written aside and renamed when whole: a crash leaves the old file or
   * the new one; a file replaced keeps its mode. */
  file = g_file_new_for_path (path);
  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, error);
  if (stream == NULL)
    return FALSE;
  out = xmlOutputBufferCreateIO (write_to_stream, NULL, stream, NULL);
  ok = write_campaign (self, campaign_id, out, &local);
  if (!ok)
    {
      g_autoptr(GCancellable) cancel = g_cancellable_new ();
      /* Cancelled, the replacement never takes the old file's place. */
      g_cancellable_cancel (cancel);
      g_output_stream_close (G_OUTPUT_STREAM (stream), cancel, NULL);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, error);
}

static gint64
prop_int (xmlNode *node, const char *name, gint64 fallback)
{
  g_autofree char *v = mst_xml_get_prop (node, name);
  return v != NULL ? g_ascii_strtoll (v, NULL, 10) : fallback;
}

/* The force element under @node, in its canonical form. */
static char *
force_data_from_node (MstCampaignStore *self, xmlNode *node, const char *display, GError **error)
{
  xmlNode *child = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *raw = NULL;
  xmlDoc *doc;

  for (xmlNode *c = node->children; c != NULL && child == NULL; c = c->next)
    if (mst_xml_is (c, "force"))
      child = c;
  if (child == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the event carries no force"));
      return NULL;
    }
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlDocSetRootElement (doc, xmlDocCopyNode (child, doc, 1));
  raw = mst_xml_to_string (doc, NULL);
  xmlFreeDoc (doc);
  force = mst_force_new_from_data (raw, strlen (raw), display, self->catalogue, error);
  if (force == NULL)
    return NULL;
  return mst_force_to_data (force, NULL);
}

static MstCampaignEvent *
event_from_node (MstCampaignStore *self, xmlNode *node, const char *display, GError **error)
{
  g_autofree char *kind_s = mst_xml_get_prop (node, "kind");
  g_autofree char *date = mst_xml_get_prop (node, "date");
  g_autofree char *unit = mst_xml_get_prop (node, "unit");
  g_autofree char *name = mst_xml_get_prop (node, "name");
  g_autofree char *previous = mst_xml_get_prop (node, "previous");
  g_autofree char *template_id = mst_xml_get_prop (node, "template");
  g_autofree char *respect_s = mst_xml_get_prop (node, "respect");
  g_autofree char *ability_s = mst_xml_get_prop (node, "ability");
  g_autofree char *weapon_s = mst_xml_get_prop (node, "weapon");
  g_autofree char *doctrines_s = mst_xml_get_prop (node, "doctrines");
  g_autoptr(MstCampaignEvent) event = NULL;
  MstCampaignEventKind kind = MST_CAMPAIGN_EVENT_EDITED;

  /* The schema has checked the tokens. */
  mst_campaign_event_kind_from_string (kind_s, &kind);

  if (kind == MST_CAMPAIGN_EVENT_BATTLE)
    {
      xmlNode *child = NULL;
      g_autoptr(MstBattle) battle = NULL;

      for (xmlNode *c = node->children; c != NULL && child == NULL; c = c->next)
        if (mst_xml_is (c, "battle"))
          child = c;
      if (child == NULL)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the battle event carries no battle"));
          return NULL;
        }
      battle = mst_battle_read_node (child);
      event = mst_campaign_event_new_battle (battle);
    }
  else
    {
      event = mst_campaign_event_new (kind);
      mst_campaign_event_set_fields (event, unit, (int) prop_int (node, "general", -1), name, previous,
                                     template_id, (guint) prop_int (node, "bases", 0),
                                     (int) prop_int (node, "command", -1));
      /* A new general's or unit's attributes; a file written before them
       * gives a general's two, or a unit's weapon and doctrines, as the
       * event's own, named as the attributes are. */
      if (kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED && respect_s != NULL)
        mst_campaign_event_set_attr (event, "respect", respect_s);
      if (kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED && ability_s != NULL)
        mst_campaign_event_set_attr (event, "ability", ability_s);
      if (kind != MST_CAMPAIGN_EVENT_GENERAL_REPLACED && weapon_s != NULL)
        mst_campaign_event_set_attr (event, "weapon", weapon_s);
      if (kind != MST_CAMPAIGN_EVENT_GENERAL_REPLACED && doctrines_s != NULL && doctrines_s[0] != '\0')
        mst_campaign_event_set_attr (event, "doctrines", doctrines_s);
      for (xmlNode *c = node->children;
           (kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED || kind == MST_CAMPAIGN_EVENT_UNIT_ADDED ||
            kind == MST_CAMPAIGN_EVENT_UNIT_REGRADED) && c != NULL;
           c = c->next)
        if (mst_xml_is (c, "attr"))
          {
            g_autofree char *attr_name = mst_xml_get_prop (c, "name");
            g_autofree char *attr_value = mst_xml_get_prop (c, "value");

            mst_campaign_event_set_attr (event, attr_name, attr_value);
          }
      if (kind == MST_CAMPAIGN_EVENT_EDITED)
        {
          g_autofree char *data = force_data_from_node (self, node, display, error);
          if (data == NULL)
            return NULL;
          mst_campaign_event_set_force_data (event, data);
        }
    }
  if (date != NULL)
    mst_campaign_event_set_date (event, date);
  return g_steal_pointer (&event);
}

static gboolean
import_force (MstCampaignStore *self,
              gint64            campaign_id,
              xmlNode          *fnode,
              const char       *path,
              GError          **error)
{
  gint64 force_id = 0;
  /* The ids the force's changes were given, in the file's order: a taking
   * back names one by its place. */
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  /* Its changes applied in memory, its state written once (and before a
   * taking back, which replays it from what is written). */
  g_autoptr(MstStoreAppender) appender = NULL;

  for (xmlNode *e = fnode->children; e != NULL; e = e->next)
    {
      g_autofree char *kind = NULL;
      g_autofree char *date = NULL;
      g_autofree char *display = NULL;
      gint64 recorded;
      long line;

      if (!mst_xml_is (e, "event"))
        continue;
      kind = mst_xml_get_prop (e, "kind");
      date = mst_xml_get_prop (e, "date");
      recorded = prop_int (e, "recorded", mst_campaign_now ());
      line = xmlGetLineNo (e);
      display = g_strdup_printf ("%s:%ld", path, line);

      if (force_id == 0)
        {
          g_autofree char *data = NULL;
          g_autoptr(MstForce) force = NULL;

          if (g_strcmp0 (kind, "joined") != 0)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("%s: a force’s history must begin with it joining the campaign"), display);
              return FALSE;
            }
          data = force_data_from_node (self, e, display, error);
          if (data == NULL)
            return FALSE;
          force = mst_force_new_from_data (data, strlen (data), display, self->catalogue, error);
          if (force == NULL)
            return FALSE;
          force_id = mst_store_insert_force_row (self, force, error);
          if (force_id == 0 ||
              !mst_campaign_check_date (date, error) ||
              !mst_store_join_locked (self, campaign_id, force_id, data, date, recorded, error))
            {
              g_prefix_error (error, "%s: ", display);
              return FALSE;
            }
          {
            gint64 joined = mst_store_last_event_id (self, force_id);
            g_array_append_val (ids, joined);
          }
        }
      else if (g_strcmp0 (kind, "retracted") == 0)
        {
          gint64 place = prop_int (e, "retracts", -1);
          g_autofree char *reason = mst_xml_get_prop (e, "name");
          gint64 id;

          if (appender != NULL && !mst_store_appender_flush (appender, error))
            {
              g_prefix_error (error, "%s: ", display);
              return FALSE;
            }
          g_clear_pointer (&appender, mst_store_appender_free);
          if (place < 0 || (guint64) place >= ids->len)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("%s: a taking back names no change before it in the force’s history"), display);
              return FALSE;
            }
          id = mst_store_retract_locked (self, g_array_index (ids, gint64, place), reason, recorded, error);
          if (id == 0)
            {
              g_prefix_error (error, "%s: ", display);
              return FALSE;
            }
          g_array_append_val (ids, id);
        }
      else
        {
          g_autoptr(MstCampaignEvent) event = NULL;

          if (g_strcmp0 (kind, "joined") == 0)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                           _("%s: a force joins its campaign only once"), display);
              return FALSE;
            }
          event = event_from_node (self, e, display, error);
          if (event != NULL && appender == NULL)
            appender = mst_store_appender_new (self, force_id, recorded, error);
          if (event == NULL || appender == NULL || mst_store_appender_add (appender, event, recorded, error) == 0)
            {
              g_prefix_error (error, "%s: ", display);
              return FALSE;
            }
          {
            gint64 id = mst_campaign_event_get_id (event);
            g_array_append_val (ids, id);
          }
        }
    }
  return appender == NULL || mst_store_appender_flush (appender, error);
}

gint64
mst_campaign_store_import_file (MstCampaignStore *self, const char *path, GError **error)
{
  g_autofree char *name = NULL;
  g_autofree char *archived = NULL;
  MstXmlReader *reader;
  xmlNode *root, *f;
  gint64 created;
  gint64 campaign_id = 0;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);
  g_return_val_if_fail (path != NULL, 0);

  /* Read from the disk a force at a time, checked against the schema as
   * it goes: the memory it takes does not grow with the battles. */
  reader = mst_xml_reader_new_for_file (path, MST_SCHEMA_CAMPAIGN, error);
  if (reader == NULL)
    return 0;
  root = mst_xml_reader_next (reader, 0, error);
  if (root == NULL)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: there is no campaign in the file"), path);
      mst_xml_reader_free (reader);
      return 0;
    }
  name = mst_xml_get_prop (root, "name");
  archived = mst_xml_get_prop (root, "archived");
  created = prop_int (root, "created", mst_campaign_now ());

  /* All of it or nothing. */
  if (!mst_library_begin (self->library, error))
    goto out;
  {
    g_autofree char *clean = mst_campaign_clean_name (name, error);
    if (clean == NULL)
      {
        g_prefix_error (error, "%s: ", path);
        goto fail;
      }
    campaign_id = mst_store_insert_campaign (self, clean,
                                   g_strcmp0 (archived, "true") == 0 || g_strcmp0 (archived, "1") == 0,
                                   created, error);
  }
  if (campaign_id == 0)
    goto fail;
  while ((f = mst_xml_reader_next (reader, 1, error)) != NULL)
    if (mst_xml_is (f, "force") && !import_force (self, campaign_id, f, path, error))
      goto fail;
  if ((error != NULL && *error != NULL) || !mst_xml_reader_finish (reader, error))
    goto fail;
  if (!mst_library_commit (self->library, error))
    campaign_id = 0;
  goto out;

fail:
  mst_library_rollback (self->library);
  campaign_id = 0;
out:
  mst_xml_reader_free (reader);
  return campaign_id;
}
