/* mst-cli-list.c: muster-cli list: a nation list of the player's own,
 * made empty for any rule set, and checked.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-list-format.h"
#include "mst-validate.h"

/* An id as the list schemas take it: lower case letters, digits and
 * hyphens, starting with a letter or digit, at most 64. */
static gboolean
id_is_valid (const char *id)
{
  size_t n = strlen (id);

  if (n == 0 || n > 64 || id[0] == '-')
    return FALSE;
  for (size_t i = 0; i < n; i++)
    if (!g_ascii_islower (id[i]) && !g_ascii_isdigit (id[i]) && id[i] != '-')
      return FALSE;
  return TRUE;
}

/* list new --ruleset R --id ID --name NAME -o FILE */
static int
list_new (int argc, char **argv)
{
  g_autofree char *ruleset_id = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *output = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(MstCatalogue) catalogue = NULL;
  gboolean overwrite = FALSE;
  MstRuleset *rs;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset_id, N_("The rule set the list is for"), N_("RULESET") },
    { "id", 0, 0, G_OPTION_ARG_STRING, &id, N_("The list’s id: lower case letters, digits and hyphens"), N_("ID") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The list’s name, as players read it"), N_("NAME") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The list file to write"), N_("FILE") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("Replace FILE if it exists"), NULL },
    { NULL }
  };

  if (!mst_cli_parse_options ("", _("Writes a nation list with no units yet, to fill in."), entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (ruleset_id == NULL || id == NULL || name == NULL || output == NULL)
    {
      mst_cli_fail (_("list new needs --ruleset, --id, --name and -o FILE"));
      return MST_CLI_BAD_INPUT;
    }
  if ((rs = mst_ruleset_lookup (ruleset_id)) == NULL)
    {
      g_autofree char *ids = mst_rulesets_dup_ids ();
      mst_cli_fail (_("--ruleset: “%s” is not a rule set (%s)"), ruleset_id, ids);
      return MST_CLI_BAD_INPUT;
    }
  if (!id_is_valid (id))
    {
      mst_cli_fail (_("--id: “%s” is not an id (lower case letters, digits and hyphens, at most 64)"), id);
      return MST_CLI_BAD_INPUT;
    }
  g_strstrip (name);
  if (name[0] == '\0' || g_utf8_strlen (name, -1) > 200 || !g_utf8_validate (name, -1, NULL))
    {
      mst_cli_fail (_("--name: a list needs a name of 1 to 200 characters"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  if (mst_catalogue_lookup (catalogue, id) != NULL)
    g_printerr (_("muster-cli: note: a list “%s” already exists; in your lists folder this one would stand in its place\n"),
                id);
  if (!mst_cli_check_output (output, overwrite, NULL))
    return MST_CLI_BAD_INPUT;

  escaped = g_markup_escape_text (name, -1);
  /* The version of the format the rule set's lists are written in. */
  xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<nation-list xmlns=\"urn:muster:nation-list:%u\" id=\"%s\" ruleset=\"%s\" version=\"1\">\n"
                         "  <name>%s</name>\n"
                         "</nation-list>\n",
                         mst_list_format_of (mst_ruleset_lookup (ruleset_id))->version, id, ruleset_id, escaped);
  if (!mst_file_replace (output, xml, (gssize) strlen (xml), &error))
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  /* What was written reads back as a list. */
  if (!mst_validate_file (output, catalogue, NULL, problems))
    {
      for (guint i = 0; i < problems->len; i++)
        g_printerr ("%s\n", (const char *) g_ptr_array_index (problems, i));
      return MST_CLI_BAD_INPUT;
    }
  return MST_CLI_OK;
}

/* list validate FILE…: FILE:LINE: message for each problem; a force file
 * is not a list. */
static int
list_validate (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  gboolean all_good = TRUE;

  if (!mst_cli_parse_options (_("FILE…"), _("Checks nation lists against their schema and their rule set."), NULL,
                              &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc < 2)
    {
      mst_cli_fail (_("list validate needs at least one list file"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      MstFileKind kind = MST_FILE_KIND_UNKNOWN;
      gboolean good = mst_validate_file (argv[i], catalogue, &kind, problems);

      if (good && kind != MST_FILE_KIND_NATION_LIST)
        {
          g_print (_("%s:1: not a nation list\n"), argv[i]);
          all_good = FALSE;
          continue;
        }
      if (!good)
        {
          all_good = FALSE;
          for (guint j = 0; j < problems->len; j++)
            g_print ("%s\n", (const char *) g_ptr_array_index (problems, j));
        }
    }
  return all_good ? MST_CLI_OK : MST_CLI_BAD_INPUT;
}

int
mst_cli_list (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "new"))
    return list_new (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "validate"))
    return list_validate (argc - 1, argv + 1);
  mst_cli_fail (_("list needs new or validate"));
  return MST_CLI_BAD_INPUT;
}
