/* mst-xml.c: safe reading and schema validation of Muster's XML files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
/* memmem() */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <string.h>
#include <unistd.h>

#include "mst-error.h"
#include "mst-paths.h"
#include "mst-xml-private.h"

static const char *schema_files[MST_N_SCHEMAS] = {
  "nation-list.xsd", "force.xsd", "battle.xsd", "campaign.xsd", "tables.xsd", "nation-list-2.xsd", "force-2.xsd",
};

/* Each schema's root element and namespace, in step with schema_files. */
static const struct {
  const char *root;
  const char *ns;
} schema_roots[MST_N_SCHEMAS] = {
  { "nation-list", "urn:muster:nation-list:1" },
  { "force", "urn:muster:force:1" },
  { "battle", "urn:muster:battle:1" },
  { "campaign", "urn:muster:campaign:1" },
  { "tables", "urn:muster:tables:1" },
  { "nation-list", "urn:muster:nation-list:2" },
  { "force", "urn:muster:force:2" },
};

gboolean
mst_xml_schema_of (xmlDoc *doc, MstSchemaKind *kind)
{
  xmlNode *root = doc != NULL ? xmlDocGetRootElement (doc) : NULL;

  if (root == NULL || root->ns == NULL)
    return FALSE;
  for (int k = 0; k < MST_N_SCHEMAS; k++)
    if (mst_xml_is (root, schema_roots[k].root) && g_strcmp0 ((const char *) root->ns->href, schema_roots[k].ns) == 0)
      {
        *kind = (MstSchemaKind) k;
        return TRUE;
      }
  return FALSE;
}

G_LOCK_DEFINE_STATIC (schemas);
static xmlSchema *schemas[MST_N_SCHEMAS];

static char *
clean_message (const char *message)
{
  char *s = g_strdup (message != NULL ? message : _("unknown error"));
  return g_strstrip (s);
}

typedef struct {
  char *message;
  int line;
  int domain;
} FirstError;

static void
on_parse_error (void *user_data, xmlError *e)
{
  FirstError *first = user_data;

  if (first->message == NULL && e->level >= XML_ERR_ERROR)
    {
      first->message = g_strdup (e->message);
      first->line = e->line;
      first->domain = e->domain;
    }
}

/* The line of the first @needle in @data, for messages; 1 if absent. */
static int
line_of (const char *data, gsize len, const char *needle)
{
  const char *hit = memmem (data, len, needle, strlen (needle));
  int line = 1;

  if (hit == NULL)
    return 1;
  for (const char *p = data; p < hit; p++)
    if (*p == '\n')
      line++;
  return line;
}

static xmlDoc *
parse_with (const char  *data,
            gsize        len,
            const char  *display_name,
            int          extra_options,
            GError     **error)
{
  xmlParserCtxt *ctxt;
  xmlDoc *doc;
  FirstError first = { NULL, 0, 0 };
  /* No NOENT (entities are never substituted), no DTDLOAD, no network. */
  int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | extra_options;

  if (len > MST_XML_MAX_SIZE)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_TOO_LARGE,
                   _("%s: the file is larger than %d MiB"),
                   display_name, MST_XML_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  if (len > G_MAXINT)
    len = G_MAXINT;

  /* A document type declaration is the door to entity expansion and
   * external references; Muster's files never need one.  Refused before
   * the parser sees it, wherever it is (memmem(), which a NUL does not
   * stop, and which searches a list in a tenth of g_strstr_len()'s time). */
  if (memmem (data, len, "<!DOCTYPE", strlen ("<!DOCTYPE")) != NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_FORBIDDEN,
                   _("%s:%d: a document type declaration (DOCTYPE) is not allowed"),
                   display_name, line_of (data, len, "<!DOCTYPE"));
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED, _("%s: out of memory"), display_name);
      return NULL;
    }

  /* The first error says what went wrong; later ones are its echoes.  The
   * handler is per thread in libxml2. */
  xmlSetStructuredErrorFunc (&first, on_parse_error);
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, NULL, "UTF-8", options);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (doc == NULL || !ctxt->wellFormed)
    {
      const xmlError *e = xmlCtxtGetLastError (ctxt);
      g_autofree char *msg = clean_message (first.message != NULL ? first.message
                                            : e != NULL ? e->message : NULL);

      g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED, "%s:%d: %s",
                   display_name, first.message != NULL ? first.line : e != NULL ? e->line : 1, msg);
      g_free (first.message);
      xmlFreeDoc (doc);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  g_free (first.message);
  xmlFreeParserCtxt (ctxt);

  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_FORBIDDEN,
                   _("%s:%d: a document type declaration (DOCTYPE) is not allowed"),
                   display_name, line_of (data, len, "<!DOCTYPE"));
      xmlFreeDoc (doc);
      return NULL;
    }

  if (xmlDocGetRootElement (doc) == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED,
                   _("%s:1: the document is empty"), display_name);
      xmlFreeDoc (doc);
      return NULL;
    }

  return doc;
}

xmlDoc *
mst_xml_parse (const char  *data,
               gsize        len,
               const char  *display_name,
               GError     **error)
{
  return parse_with (data, len, display_name, 0, error);
}

xmlDoc *
mst_xml_parse_to_read (const char *data, gsize len, const char *display_name, GError **error)
{
  return parse_with (data, len, display_name, XML_PARSE_COMPACT, error);
}

char *
mst_xml_dup_schemas_digest (void)
{
  /* MD5, as the lists' own digests: it tells a change, it guards against
   * nobody. */
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_MD5);

  for (guint i = 0; i < MST_N_SCHEMAS; i++)
    {
      g_autofree char *path = mst_paths_get_schema_file (schema_files[i]);
      g_autofree char *data = NULL;
      gsize len = 0;

      /* A schema not there is its name alone: documents are then refused
       * by the check itself, never let through by a digest. */
      g_checksum_update (sum, (const guchar *) schema_files[i], -1);
      if (g_file_get_contents (path, &data, &len, NULL))
        g_checksum_update (sum, (const guchar *) data, (gssize) len);
    }
  return g_strdup (g_checksum_get_string (sum));
}

static xmlDoc *
read_file_with (const char *path, int extra_options, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  if (!mst_file_read_capped (path, MST_XML_MAX_SIZE, &data, &len, error))
    return NULL;
  return parse_with (data, len, path, extra_options, error);
}

xmlDoc *
mst_xml_read_file (const char  *path,
                   GError     **error)
{
  return read_file_with (path, 0, error);
}

xmlDoc *
mst_xml_read_file_to_read (const char  *path,
                           GError     **error)
{
  /* libxml2 keeps a short text in its node rather than in a string of its
   * own: a nation list is parsed and freed a fifth faster, but its tree
   * must not be changed. */
  return read_file_with (path, XML_PARSE_COMPACT, error);
}

gboolean
mst_file_read_capped (const char  *path,
                      gsize        max,
                      char       **contents,
                      gsize       *length,
                      GError     **error)
{
  g_autoptr(GByteArray) buf = g_byte_array_new ();
  guint8 chunk[65536];
  ssize_t n;
  int fd;

  /* Read through the cap whatever stat() says: a device, a FIFO or a file
   * of /proc has no size, and /dev/zero never ends. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      return FALSE;
    }
  /* Blocking reads from here (a FIFO opened without a writer would
   * otherwise read as empty). */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  while ((n = read (fd, chunk, sizeof chunk)) != 0)
    {
      if (n < 0)
        {
          int saved = errno;
          if (saved == EINTR)
            continue;
          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path,
                       g_strerror (saved));
          return FALSE;
        }
      g_byte_array_append (buf, chunk, (guint) n);
      if (buf->len > max)
        {
          close (fd);
          g_set_error (error, MST_ERROR, MST_ERROR_TOO_LARGE, _("%s: the file is larger than %d MiB"),
                       path, (int) (max / (1024 * 1024)));
          return FALSE;
        }
    }
  close (fd);
  *length = buf->len;
  g_byte_array_append (buf, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&buf), FALSE);
  return TRUE;
}

static xmlSchema *
get_schema (MstSchemaKind kind, GError **error)
{
  xmlSchema *schema;

  G_LOCK (schemas);
  schema = schemas[kind];
  if (schema == NULL)
    {
      g_autofree char *path = mst_paths_get_schema_file (schema_files[kind]);
      xmlSchemaParserCtxt *pctxt = xmlSchemaNewParserCtxt (path);

      if (pctxt != NULL)
        {
          xmlSchemaSetParserStructuredErrors (pctxt, NULL, NULL);
          schema = xmlSchemaParse (pctxt);
          xmlSchemaFreeParserCtxt (pctxt);
        }
      if (schema == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     _("The schema %s could not be loaded"), path);
      schemas[kind] = schema;
    }
  G_UNLOCK (schemas);

  return schema;
}

typedef struct {
  const char *display_name;
  GPtrArray *problems;
  char *first;
} ValidationState;

static void
on_schema_error (void *user_data, xmlError *e)
{
  ValidationState *state = user_data;
  g_autofree char *msg = clean_message (e->message);
  char *line = g_strdup_printf ("%s:%d: %s", state->display_name, e->line, msg);

  if (state->first == NULL)
    state->first = g_strdup (line);
  if (state->problems != NULL)
    g_ptr_array_add (state->problems, line);
  else
    g_free (line);
}

gboolean
mst_xml_validate (xmlDoc        *doc,
                  MstSchemaKind  kind,
                  const char    *display_name,
                  GPtrArray     *problems,
                  GError       **error)
{
  xmlSchema *schema = get_schema (kind, error);
  xmlSchemaValidCtxt *vctxt;
  ValidationState state = { display_name, problems, NULL };
  int ret;

  if (schema == NULL)
    return FALSE;

  vctxt = xmlSchemaNewValidCtxt (schema);
  xmlSchemaSetValidStructuredErrors (vctxt, on_schema_error, &state);
  ret = xmlSchemaValidateDoc (vctxt, doc);
  xmlSchemaFreeValidCtxt (vctxt);

  if (ret != 0)
    {
      if (state.first == NULL)
        state.first = g_strdup_printf (_("%s:1: the document does not follow its schema"),
                                       display_name);
      g_set_error_literal (error, MST_ERROR, MST_ERROR_INVALID, state.first);
      g_free (state.first);
      return FALSE;
    }
  g_free (state.first);
  return TRUE;
}

char *
mst_xml_get_prop (xmlNode *node, const char *name)
{
  xmlAttr *attr = xmlHasProp (node, (const xmlChar *) name);
  xmlChar *v;
  char *s;

  if (attr == NULL)
    return NULL;
  /* A value of one text, as nearly every one is: copied once, not twice
   * (a list has thousands). */
  if (attr->type == XML_ATTRIBUTE_NODE && attr->children != NULL && attr->children->next == NULL
      && attr->children->type == XML_TEXT_NODE)
    return g_strdup ((const char *) attr->children->content);
  v = xmlGetProp (node, (const xmlChar *) name);
  if (v == NULL)
    return NULL;
  s = g_strdup ((const char *) v);
  xmlFree (v);
  return s;
}

char *
mst_xml_get_text (xmlNode *node)
{
  xmlChar *v = xmlNodeGetContent (node);
  char *s;

  if (v == NULL)
    return g_strdup ("");
  s = g_strdup ((const char *) v);
  xmlFree (v);
  return g_strstrip (s);
}

gboolean
mst_xml_is (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         strcmp ((const char *) node->name, name) == 0;
}

xmlNode *
mst_xml_first_child (xmlNode *node, const char *name)
{
  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (mst_xml_is (c, name))
      return c;
  return NULL;
}

/* A character XML 1.0 can carry (Char in the XML spec). */
static gboolean
is_xml_char (gunichar c)
{
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) ||
         (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

/* @text with bytes that are not UTF-8, and characters XML cannot carry
 * (control characters typed or pasted into a name), made U+FFFD; NULL
 * when it is fine as it is. */
static char *
clean_text (const char *text)
{
  const char *p, *end;
  GString *out;
  gboolean changed = FALSE;

  if (text == NULL)
    return NULL;
  for (p = text; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      if (c == (gunichar) -1 || c == (gunichar) -2 || !is_xml_char (c))
        {
          changed = TRUE;
          break;
        }
      p = g_utf8_next_char (p);
    }
  if (!changed)
    return NULL;

  out = g_string_new (NULL);
  end = text + strlen (text);
  for (p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_unichar (out, 0xFFFD);
          p++;
          continue;
        }
      g_string_append_unichar (out, is_xml_char (c) ? c : 0xFFFD);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

void
mst_xml_clean_node (xmlNode *node)
{
  for (xmlNode *n = node; n != NULL; n = n->next)
    {
      if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE)
        {
          g_autofree char *clean = clean_text ((const char *) n->content);
          if (clean != NULL)
            xmlNodeSetContent (n, (const xmlChar *) clean);
        }
      else if (n->type == XML_ELEMENT_NODE)
        {
          for (xmlAttr *a = n->properties; a != NULL; a = a->next)
            mst_xml_clean_node (a->children);
          mst_xml_clean_node (n->children);
        }
    }
}

char *
mst_xml_to_string (xmlDoc *doc, gsize *len)
{
  xmlChar *buf = NULL;
  int n = 0;
  char *s;

  /* What a writer writes, its reader reads: nothing XML cannot carry. */
  mst_xml_clean_node (xmlDocGetRootElement (doc));
  xmlDocDumpFormatMemoryEnc (doc, &buf, &n, "UTF-8", 1);
  s = g_strndup ((const char *) buf, n);
  xmlFree (buf);
  if (len != NULL)
    *len = (gsize) n;
  return s;
}

/* Streaming */

struct _MstXmlReader
{
  xmlTextReader *reader;
  int fd;
  gsize read;
  gsize max;
  xmlSchemaValidCtxt *vctxt;
  char *display;
  FirstError parse;
  ValidationState valid;
  gboolean started;
  gboolean too_large;
  gboolean doctype;
};

/* Errors to the reader's first-error records, and the schema checking
 * every node as it is read; frees @r when that cannot be. */
static gboolean
attach_schema (MstXmlReader *r, xmlSchema *schema, GError **error)
{
  xmlTextReaderSetStructuredErrorHandler (r->reader, (xmlStructuredErrorFunc) on_parse_error, &r->parse);
  r->vctxt = xmlSchemaNewValidCtxt (schema);
  xmlSchemaSetValidStructuredErrors (r->vctxt, on_schema_error, &r->valid);
  if (xmlTextReaderSchemaValidateCtxt (r->reader, r->vctxt, 0) != 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s: the schema cannot be used"), r->display);
      mst_xml_reader_free (r);
      return FALSE;
    }
  return TRUE;
}

/* Reads the file through the cap, a buffer at a time. */
static int
read_capped (void *context, char *buffer, int len)
{
  MstXmlReader *r = context;
  ssize_t n;

  do
    n = read (r->fd, buffer, (size_t) len);
  while (n < 0 && errno == EINTR);
  if (n < 0)
    return -1;
  r->read += (gsize) n;
  if (r->read > r->max)
    {
      r->too_large = TRUE;
      return -1;
    }
  return (int) n;
}

MstXmlReader *
mst_xml_reader_new_for_file (const char    *path,
                             MstSchemaKind  kind,
                             GError       **error)
{
  return mst_xml_reader_new_for_file_capped (path, kind, MST_XML_MAX_STREAM_SIZE, error);
}

MstXmlReader *
mst_xml_reader_new_for_file_capped (const char    *path,
                                    MstSchemaKind  kind,
                                    gsize          max,
                                    GError       **error)
{
  MstXmlReader *r;
  xmlSchema *schema = get_schema (kind, error);

  if (schema == NULL)
    return NULL;
  r = g_new0 (MstXmlReader, 1);
  r->max = max;
  r->display = g_strdup (path);
  r->valid.display_name = r->display;
  r->fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (r->fd < 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      mst_xml_reader_free (r);
      return NULL;
    }
  r->reader = xmlReaderForIO (read_capped, NULL, r, NULL, "UTF-8",
                              XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (r->reader == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED, _("%s: out of memory"), path);
      mst_xml_reader_free (r);
      return NULL;
    }
  return attach_schema (r, schema, error) ? r : NULL;
}

void
mst_xml_reader_free (MstXmlReader *r)
{
  if (r == NULL)
    return;
  if (r->fd >= 0)
    close (r->fd);
  if (r->reader != NULL)
    xmlFreeTextReader (r->reader);
  if (r->vctxt != NULL)
    xmlSchemaFreeValidCtxt (r->vctxt);
  g_free (r->parse.message);
  g_free (r->valid.first);
  g_free (r->display);
  g_free (r);
}

static gboolean
reader_failed (MstXmlReader *r, GError **error)
{
  if (r->too_large)
    g_set_error (error, MST_ERROR, MST_ERROR_TOO_LARGE, _("%s: the file is larger than %d MiB"),
                 r->display, (int) (r->max / (1024 * 1024)));
  else if (r->doctype)
    g_set_error (error, MST_ERROR, MST_ERROR_FORBIDDEN,
                 _("%s:%d: a document type declaration (DOCTYPE) is not allowed"), r->display,
                 xmlTextReaderGetParserLineNumber (r->reader));
  else if (r->parse.message != NULL)
    {
      g_autofree char *msg = clean_message (r->parse.message);
      /* The reader reports the schema's findings through its own handler. */
      g_set_error (error, MST_ERROR, r->parse.domain == XML_FROM_SCHEMASV ? MST_ERROR_INVALID : MST_ERROR_MALFORMED,
                   "%s:%d: %s", r->display, r->parse.line, msg);
    }
  else if (r->valid.first != NULL)
    g_set_error_literal (error, MST_ERROR, MST_ERROR_INVALID, r->valid.first);
  else
    g_set_error (error, MST_ERROR, MST_ERROR_MALFORMED, _("%s: the file cannot be read"), r->display);
  return FALSE;
}

xmlNode *
mst_xml_reader_next (MstXmlReader *r, int depth, GError **error)
{
  int ret;

  /* After an element expanded, past it; else onwards. */
  ret = r->started ? xmlTextReaderNext (r->reader) : xmlTextReaderRead (r->reader);
  r->started = TRUE;
  for (; ret == 1; ret = xmlTextReaderRead (r->reader))
    {
      if (r->parse.message != NULL || r->valid.first != NULL)
        break;
      /* The door to entities: refused wherever a file opens it. */
      if (xmlTextReaderNodeType (r->reader) == XML_READER_TYPE_DOCUMENT_TYPE)
        {
          r->doctype = TRUE;
          ret = -1;
          break;
        }
      if (xmlTextReaderNodeType (r->reader) == XML_READER_TYPE_ELEMENT && xmlTextReaderDepth (r->reader) == depth)
        {
          xmlNode *node;

          /* The root is returned without its children: they come one by
           * one through the next calls. */
          if (depth == 0)
            {
              r->started = FALSE;
              return xmlTextReaderCurrentNode (r->reader);
            }
          node = xmlTextReaderExpand (r->reader);
          if (node == NULL || r->parse.message != NULL || r->valid.first != NULL)
            {
              reader_failed (r, error);
              return NULL;
            }
          return node;
        }
    }
  if (ret < 0 || r->parse.message != NULL || r->valid.first != NULL || r->too_large)
    reader_failed (r, error);
  return NULL;
}

gboolean
mst_xml_reader_finish (MstXmlReader *r, GError **error)
{
  int ret;

  while ((ret = xmlTextReaderRead (r->reader)) == 1)
    if (r->parse.message != NULL || r->valid.first != NULL ||
        xmlTextReaderNodeType (r->reader) == XML_READER_TYPE_DOCUMENT_TYPE)
      {
        r->doctype = xmlTextReaderNodeType (r->reader) == XML_READER_TYPE_DOCUMENT_TYPE;
        break;
      }
  if (ret < 0 || r->doctype || r->too_large || r->parse.message != NULL || r->valid.first != NULL ||
      xmlTextReaderIsValid (r->reader) != 1)
    return reader_failed (r, error);
  return TRUE;
}
