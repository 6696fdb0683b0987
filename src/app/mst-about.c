/* mst-about.c: the About window, filled from Muster's AppStream metainfo.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.2 has no adw_about_window_new_from_appdata(): the summary,
 * developer and newest release notes are read here from the metainfo
 * compiled into the resources, so that they are written once. */
#include "config.h"

#include <glib/gi18n.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

#include "mst-about.h"

static xmlNode *
child_element (xmlNode *node, const char *name)
{
  for (xmlNode *c = node != NULL ? node->children : NULL; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE && strcmp ((const char *) c->name, name) == 0 &&
        xmlHasProp (c, (const xmlChar *) "lang") == NULL)
      return c;
  return NULL;
}

static char *
text_of (xmlNode *node)
{
  xmlChar *v;
  char *s;

  if (node == NULL)
    return NULL;
  v = xmlNodeGetContent (node);
  s = g_strstrip (g_strdup ((const char *) v));
  xmlFree (v);
  return s;
}

/* The release description's inner markup (<p>, <ul>, <li>), as the About
 * window takes it. */
static char *
inner_markup (xmlDoc *doc, xmlNode *node)
{
  xmlBuffer *buf = xmlBufferCreate ();
  char *s;

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      xmlNodeDump (buf, doc, c, 0, 0);
  s = g_strdup ((const char *) xmlBufferContent (buf));
  xmlBufferFree (buf);
  return s;
}

GtkWindow *
mst_about_window_new (GtkWindow *parent)
{
  g_autoptr(GBytes) bytes = NULL;
  AdwAboutWindow *about;
  const char *developers[] = { _("The Muster developers"), NULL };
  const char *rules[] = { _("Drums and Muskets, rules and army lists"), NULL };
  xmlDoc *doc = NULL;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  adw_about_window_set_application_name (about, _("Muster"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_developers (about, developers);
  /* TRANSLATORS: credit the translators of this language, one per line */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  adw_about_window_add_acknowledgement_section (about, _("Rules and Army Lists"), rules);

  bytes = g_resources_lookup_data ("/org/muster/Muster/metainfo.xml", 0, NULL);
  if (bytes != NULL)
    {
      gsize len = 0;
      const char *data = g_bytes_get_data (bytes, &len);
      doc = xmlReadMemory (data, (int) len, NULL, "UTF-8", XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    }
  if (doc != NULL)
    {
      xmlNode *root = xmlDocGetRootElement (doc);
      g_autofree char *summary = text_of (child_element (root, "summary"));
      g_autofree char *developer = text_of (child_element (root, "developer_name"));
      xmlNode *release = child_element (child_element (root, "releases"), "release");

      if (summary != NULL)
        adw_about_window_set_comments (about, _(summary));
      if (developer != NULL)
        adw_about_window_set_developer_name (about, _(developer));
      if (release != NULL)
        {
          xmlChar *version = xmlGetProp (release, (const xmlChar *) "version");
          xmlNode *description = child_element (release, "description");
          if (description != NULL)
            {
              g_autofree char *notes = inner_markup (doc, description);
              adw_about_window_set_release_notes (about, notes);
              adw_about_window_set_release_notes_version (about, (const char *) version);
            }
          xmlFree (version);
        }
      xmlFreeDoc (doc);
    }

  return GTK_WINDOW (about);
}
