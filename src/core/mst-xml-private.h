/* mst-xml-private.h: safe reading and schema validation of Muster's XML files.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Files larger than this are refused before parsing. */
#define MST_XML_MAX_SIZE (8 * 1024 * 1024)
/* A document read a part at a time (MstXmlReader, a campaign file) is never
 * whole in memory: it may be as large as Muster writes them, 50,000
 * battles being about 40 MiB. */
#define MST_XML_MAX_STREAM_SIZE ((gsize) 512 * 1024 * 1024)

typedef enum {
  MST_SCHEMA_NATION_LIST,
  MST_SCHEMA_FORCE,
  MST_SCHEMA_BATTLE,
  MST_SCHEMA_CAMPAIGN,
  MST_SCHEMA_TABLES,
  MST_SCHEMA_NATION_LIST_2,
  MST_SCHEMA_FORCE_2,
  MST_N_SCHEMAS
} MstSchemaKind;

/* Parses @data as a standalone document: no DTD, no entities, no network.
 * @display_name names the source in messages ("FILE:LINE: …"). */
xmlDoc   *mst_xml_parse       (const char   *data,
                               gsize         len,
                               const char   *display_name,
                               GError      **error);
xmlDoc   *mst_xml_read_file   (const char   *path,
                               GError      **error);
/* The same, for a document only read and then freed, never changed (a
 * nation list, a rule set's tables): it is parsed faster. */
xmlDoc   *mst_xml_read_file_to_read (const char   *path,
                                     GError      **error);
/* mst_xml_parse() for a document only read, as mst_xml_read_file_to_read(). */
xmlDoc   *mst_xml_parse_to_read (const char   *data,
                                 gsize         len,
                                 const char   *display_name,
                                 GError      **error);
/* A digest of the schemas every document is checked against: what a
 * document checked before was checked with (mst-checked-lists.c). */
char     *mst_xml_dup_schemas_digest (void);
/* Reads at most @max bytes of @path, through the cap whatever the file
 * is (a device, a FIFO, a file of /proc); more is MST_ERROR_TOO_LARGE. */
gboolean  mst_file_read_capped (const char  *path,
                                gsize        max,
                                char       **contents,
                                gsize       *length,
                                GError     **error);
/* Which of Muster's schemas @doc claims, by its root element and namespace
 * (a list or force file of version 1 or 2…); FALSE for none. */
gboolean  mst_xml_schema_of   (xmlDoc       *doc,
                               MstSchemaKind *kind);
/* Validates against the schema shipped in schemas/; every problem is a
 * "FILE:LINE: message" string appended to @problems (if not NULL). */
gboolean  mst_xml_validate    (xmlDoc       *doc,
                               MstSchemaKind kind,
                               const char   *display_name,
                               GPtrArray    *problems,
                               GError      **error);
char     *mst_xml_get_prop    (xmlNode      *node,
                               const char   *name);
char     *mst_xml_get_text    (xmlNode      *node);
xmlNode  *mst_xml_first_child (xmlNode      *node,
                               const char   *name);
gboolean  mst_xml_is          (xmlNode      *node,
                               const char   *name);
/* Serialises with two-space indentation and a trailing newline. */
char     *mst_xml_to_string   (xmlDoc       *doc,
                               gsize        *len);

/* Makes @node and those after it carry nothing XML cannot (control
 * characters, bytes that are not UTF-8): U+FFFD in their place. */
void      mst_xml_clean_node  (xmlNode      *node);

/* Reads a large document a part at a time, validating it against its
 * schema as it goes (a campaign file, thousands of battles). */
typedef struct _MstXmlReader MstXmlReader;

/* Over a file, read from the disk a buffer at a time through the size
 * cap (MST_XML_MAX_STREAM_SIZE): never whole in memory.  A document type
 * declaration is refused, as mst_xml_parse() refuses it. */
MstXmlReader *mst_xml_reader_new_for_file (const char    *path,
                                           MstSchemaKind  kind,
                                           GError       **error);
/* The same through a cap of @max bytes. */
MstXmlReader *mst_xml_reader_new_for_file_capped (const char    *path,
                                                  MstSchemaKind  kind,
                                                  gsize          max,
                                                  GError       **error);
/* The next element at @depth: the root (0) without its children, or an
 * element below it (1) with its whole subtree, valid until the next call.
 * NULL at the end (no error) or on an error in the file (FILE:LINE). */
xmlNode      *mst_xml_reader_next   (MstXmlReader  *r,
                                     int            depth,
                                     GError       **error);
/* Reads what is left; FALSE when the file is not well formed or does not
 * follow its schema. */
gboolean      mst_xml_reader_finish (MstXmlReader  *r,
                                     GError       **error);
void          mst_xml_reader_free   (MstXmlReader  *r);

G_END_DECLS
