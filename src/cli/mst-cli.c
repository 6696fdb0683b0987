/* mst-cli.c: the commands of muster-cli.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-force-format.h"
#include "mst-list-format.h"
#include "mst-cli-campaign.h"
#include "mst-cli-ruleset.h"
#include "mst-cli-share.h"
#include "mst-cli-table.h"

typedef struct {
  const char *name;
  const char *usage;
  int (*run) (int argc, char **argv);
} Command;

void
mst_cli_fail (const char *fmt, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, fmt);
  msg = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_printerr ("muster-cli: %s\n", msg);
}

MstCatalogue *
mst_cli_load_catalogue (void)
{
  MstCatalogue *catalogue = mst_catalogue_new ();
  GPtrArray *problems;

  mst_catalogue_load_default (catalogue);
  problems = mst_catalogue_get_problems (catalogue);
  for (guint i = 0; i < problems->len; i++)
    g_printerr (_("muster-cli: warning: a nation list was skipped: %s\n"),
                (const char *) g_ptr_array_index (problems, i));
  return catalogue;
}

gboolean
mst_cli_parse_options (const char *parameter, const char *summary, GOptionEntry *entries,
                       int *argc, char ***argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter);
  g_autoptr(GError) error = NULL;

  g_option_context_set_help_enabled (context, TRUE);
  if (summary != NULL)
    g_option_context_set_summary (context, summary);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      mst_cli_fail ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

MstForce *
mst_cli_load_force (MstCatalogue *catalogue, const char *path)
{
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  if (force == NULL)
    mst_cli_fail ("%s", error->message);
  return force;
}

MstForce *
mst_cli_load_force_with_list (MstCatalogue *catalogue, const char *path)
{
  g_autoptr(MstForce) force = mst_cli_load_force (catalogue, path);
  g_autofree char *why = NULL;

  if (force == NULL || mst_force_get_list (force) != NULL)
    return g_steal_pointer (&force);
  /* Its numbers would be made up without its list: say which, where
   * Muster looked, and what to do. */
  why = mst_catalogue_describe_missing_list (mst_force_get_list_id (force), mst_force_get_ruleset (force));
  mst_cli_fail ("%s: %s", path, why);
  return NULL;
}

MstDice *
mst_cli_dice_from_seed (const char *seed_text)
{
  g_autoptr(GError) error = NULL;
  guint64 seed;

  if (seed_text == NULL)
    return mst_dice_new ();
  if (!mst_dice_parse_seed (seed_text, &seed, &error))
    {
      mst_cli_fail ("--seed: %s", error->message);
      return NULL;
    }
  return mst_dice_new_with_seed (seed);
}

gboolean
mst_cli_require_scouting (MstForce *force, const char *path, const char *command)
{
  MstRuleset *rs = mst_ruleset_for_force (force);

  if (rs != NULL && mst_ruleset_has_scouting (rs))
    return TRUE;
  /* TRANSLATORS: "army.muster is a Napoleonic Skirmish force, whose rules have no scouting contest: deploy is not for it" */
  mst_cli_fail (_("%s is a %s force, whose rules have no scouting contest: %s is not for it (see muster-cli derive and check)"),
                path, rs != NULL ? mst_ruleset_get_name (rs) : mst_force_get_ruleset (force), command);
  return FALSE;
}

/* A user list that replaces another is said, on standard error. */
static void
print_notices (MstCatalogue *catalogue)
{
  GPtrArray *notices = mst_catalogue_get_notices (catalogue);

  for (guint i = 0; i < notices->len; i++)
    g_printerr (_("muster-cli: note: %s\n"), (const char *) g_ptr_array_index (notices, i));
}

/* lists: LIST-ID<TAB>NAME<TAB>UNIT-COUNT<TAB>RULESET */
static int
cmd_lists (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autofree char *ruleset = NULL;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset, N_("Only the lists of this rule set"), N_("RULESET") },
    { NULL }
  };
  g_autoptr(GString) out = g_string_new (NULL);
  GListModel *lists;
  guint n;

  if (!mst_cli_parse_options ("", NULL, entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (ruleset != NULL && mst_cli_lookup_ruleset (ruleset) == NULL)
    return MST_CLI_BAD_INPUT;

  catalogue = mst_cli_load_catalogue ();
  print_notices (catalogue);
  lists = mst_catalogue_get_lists (catalogue);
  n = g_list_model_get_n_items (lists);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      g_autofree char *title = NULL;

      if (ruleset != NULL && g_strcmp0 (ruleset, mst_nation_list_get_ruleset (list)) != 0)
        continue;
      title = mst_nation_list_dup_title (list);
      /* A list added from a force says which. */
      if (mst_nation_list_get_carried_from (list) != NULL)
        {
          char *marked = g_strdup_printf (_("%s, from the force “%s”"), title, mst_nation_list_get_carried_from (list));
          g_free (title);
          title = marked;
        }
      g_string_append_printf (out, "%s\t%s\t%u\t%s\n", mst_nation_list_get_id (list), title,
                              mst_nation_list_get_n_templates (list), mst_nation_list_get_ruleset (list));
    }
  /* Written at once, not a line at a time. */
  g_print ("%s", out->str);
  return MST_CLI_OK;
}

static int
cmd_units (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autofree char *list_id = NULL;
  g_autofree char *format = NULL;
  g_autofree char *ruleset = NULL;
  GOptionEntry entries[] = {
    { "list", 'l', 0, G_OPTION_ARG_STRING, &list_id, N_("Only the units of this list"), N_("LIST-ID") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("Output format: tsv or text"), N_("FORMAT") },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset, N_("Only the lists of this rule set"), N_("RULESET") },
    { NULL }
  };
  GListModel *lists;
  gboolean tsv;
  guint n;

  if (!mst_cli_parse_options ("", NULL, entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (format != NULL && g_strcmp0 (format, "tsv") != 0 && g_strcmp0 (format, "text") != 0)
    {
      mst_cli_fail (_("unknown format “%s” (tsv or text)"), format);
      return MST_CLI_BAD_INPUT;
    }
  tsv = format == NULL || g_strcmp0 (format, "tsv") == 0;
  if (ruleset != NULL && mst_cli_lookup_ruleset (ruleset) == NULL)
    return MST_CLI_BAD_INPUT;

  catalogue = mst_cli_load_catalogue ();
  if (list_id != NULL && mst_catalogue_lookup (catalogue, list_id) == NULL)
    {
      mst_cli_fail (_("there is no nation list “%s”"), list_id);
      return MST_CLI_BAD_INPUT;
    }

  if (tsv)
    g_print ("list_id\tlist_name\tunit_id\tunit_name\tarm\tclass\tdoctrines\toptional_doctrines\t"
             "lackluster\tsteady\tdetermined\n");
  lists = mst_catalogue_get_lists (catalogue);
  n = g_list_model_get_n_items (lists);
  /* A rule set at a time, in the registry's order: Drums and Muskets
   * first, as it always printed. */
  for (guint r = 0; r < mst_rulesets_get_all ()->len; r++)
    for (guint i = 0; i < n; i++)
    {
      g_autoptr(MstNationList) list = g_list_model_get_item (lists, i);
      MstRuleset *rs = g_ptr_array_index (mst_rulesets_get_all (), r);
      const char *rs_id = mst_ruleset_get_id (rs);
      const MstListFormat *list_format = mst_list_format_of (rs);
      GListModel *templates;
      guint m;

      if (g_strcmp0 (mst_nation_list_get_ruleset (list), rs_id) != 0)
        continue;
      if (list_id != NULL && g_strcmp0 (list_id, mst_nation_list_get_id (list)) != 0)
        continue;
      if (ruleset != NULL && g_strcmp0 (ruleset, rs_id) != 0)
        continue;
      templates = mst_nation_list_get_templates (list);
      m = g_list_model_get_n_items (templates);
      for (guint j = 0; j < m; j++)
        {
          g_autoptr(MstUnitTemplate) t = g_list_model_get_item (templates, j);
          /* The rest is its list format's: Drums and Muskets' arm, class,
           * doctrines and resilience; another's kind. */
          g_autofree char *columns = list_format->units_columns (rs, t, tsv);

          if (tsv)
            g_print ("%s\t%s\t%s\t%s\t%s\n", mst_nation_list_get_id (list), mst_nation_list_get_name (list),
                     mst_unit_template_get_id (t), mst_unit_template_get_name (t), columns);
          else
            g_print ("%-40s %s\n", mst_unit_template_get_name (t), columns);
        }
    }
  return MST_CLI_OK;
}

static int
cmd_validate (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  gboolean all_good = TRUE;

  if (!mst_cli_parse_options (_("FILE…"), NULL, NULL, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc < 2)
    {
      mst_cli_fail (_("validate needs at least one file"));
      return MST_CLI_BAD_INPUT;
    }

  catalogue = mst_cli_load_catalogue ();
  print_notices (catalogue);
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      if (!mst_validate_file (argv[i], catalogue, NULL, problems))
        {
          all_good = FALSE;
          for (guint j = 0; j < problems->len; j++)
            g_print ("%s\n", (const char *) g_ptr_array_index (problems, j));
        }
    }
  return all_good ? MST_CLI_OK : MST_CLI_BAD_INPUT;
}

static int
cmd_pools (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;

  if (!mst_cli_parse_options (_("FORCE.muster"), NULL, NULL, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("pools needs one force file"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  force = mst_cli_load_force_with_list (catalogue, argv[1]);
  if (force == NULL)
    return MST_CLI_BAD_INPUT;
  {
    /* The pools of the force's rule set; one without prints none, and
     * says so. */
    MstRuleset *rs = mst_ruleset_lookup (mst_force_get_ruleset (force));
    static const struct { MstPool pool; const char *key; } pools[] = {
      { MST_POOL_SUPPLY, "supply" }, { MST_POOL_SCOUTING, "scouting" }, { MST_POOL_INITIATIVE, "initiative" },
    };

    if (rs == NULL || !mst_ruleset_has_pools (rs))
      {
        g_printerr (_("muster-cli: note: %s has no pools\n"),
                    rs != NULL ? mst_ruleset_get_name (rs) : mst_force_get_ruleset (force));
        return MST_CLI_OK;
      }
    for (guint i = 0; i < G_N_ELEMENTS (pools); i++)
      {
        g_autoptr(MstPoolLabel) label = mst_ruleset_pool (rs, force, pools[i].pool);

        g_print ("%s %u\n", pools[i].key, label != NULL ? label->value : 0);
      }
  }
  return MST_CLI_OK;
}

static int
cmd_check (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) findings = NULL;

  if (!mst_cli_parse_options (_("FORCE.muster"), NULL, NULL, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 2)
    {
      mst_cli_fail (_("check needs one force file"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  force = mst_cli_load_force (catalogue, argv[1]);
  if (force == NULL)
    return MST_CLI_BAD_INPUT;

  findings = mst_force_check (force);
  for (guint i = 0; i < findings->len; i++)
    {
      MstFinding *f = g_ptr_array_index (findings, i);
      const char *const *details = mst_finding_get_details (f);

      g_print ("%s\t%s\t%s\n", mst_severity_to_string (mst_finding_get_severity (f)),
               mst_finding_get_rule_id (f), mst_finding_get_message (f));
      /* What a finding sums up, a line each under it. */
      for (guint d = 0; details != NULL && details[d] != NULL; d++)
        g_print ("detail\t%s\t%s\n", mst_finding_get_rule_id (f), details[d]);
    }
  return findings->len == 0 ? MST_CLI_OK : MST_CLI_FINDINGS;
}

/* compare A B: ID<TAB>LABEL<TAB>A<TAB>B a line, then each side's findings,
 * finding<TAB>A|B<TAB>SEVERITY<TAB>RULE<TAB>MESSAGE. */
static int
cmd_compare (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) a = NULL;
  g_autoptr(MstForce) b = NULL;
  g_autoptr(MstComparison) comparison = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *rows;

  if (!mst_cli_parse_options (_("FORCE-A.muster FORCE-B.muster"),
                              _("Two forces of one rule set side by side: ID<TAB>LABEL<TAB>A<TAB>B a line (their\n"
                                "lists, units, strength, pools, each one’s chance of being the attacker with\n"
                                "and without supply dice, findings), then each finding as\n"
                                "finding<TAB>A|B<TAB>SEVERITY<TAB>RULE<TAB>MESSAGE."),
                              NULL, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc != 3)
    {
      mst_cli_fail (_("compare needs two force files"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  if ((a = mst_cli_load_force_with_list (catalogue, argv[1])) == NULL ||
      (b = mst_cli_load_force_with_list (catalogue, argv[2])) == NULL)
    return MST_CLI_BAD_INPUT;
  comparison = mst_comparison_new (a, b, &error);
  if (comparison == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  rows = mst_comparison_get_rows (comparison);
  for (guint i = 0; i < rows->len; i++)
    {
      const MstComparisonRow *row = g_ptr_array_index (rows, i);

      g_print ("%s\t%s\t%s\t%s\n", row->id, row->label, row->value[0], row->value[1]);
    }
  for (guint side = 0; side < 2; side++)
    {
      GPtrArray *findings = mst_comparison_get_findings (comparison, side);

      for (guint i = 0; i < findings->len; i++)
        {
          MstFinding *f = g_ptr_array_index (findings, i);

          g_print ("finding\t%s\t%s\t%s\t%s\n", side == 0 ? "A" : "B",
                   mst_severity_to_string (mst_finding_get_severity (f)), mst_finding_get_rule_id (f),
                   mst_finding_get_message (f));
        }
    }
  return MST_CLI_OK;
}

gboolean
mst_cli_parse_force_id (const char *s, gint64 *id)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (s, 10, 1, G_MAXINT64, &v, NULL))
    {
      mst_cli_fail (_("“%s” is not a force id"), s);
      return FALSE;
    }
  *id = (gint64) v;
  return TRUE;
}

static int run_helper (const char *name, const char *missing, int argc, char **argv);

static int
cmd_library (int argc, char **argv)
{
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *database = NULL;
  gboolean overwrite = FALSE;
  GOptionEntry entries[] = {
    { "database", 'd', 0, G_OPTION_ARG_FILENAME, &database,
      N_("The library database (default: the user’s)"), N_("FILE") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("export: replace FILE if it exists"), NULL },
    { NULL }
  };
  const char *verb;
  gint64 id;

  /* The login's own library on a club server: muster-cli-server's. */
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--server") || g_str_has_prefix (argv[i], "--server="))
      return run_helper ("server", _("this muster-cli was built without PostgreSQL support (muster-cli-server is "
                                     "missing)"), argc, argv);

  if (!mst_cli_parse_options (_("list | import FILE | export ID FILE | update ID FILE | delete ID | duplicate ID"), NULL,
                      entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (argc < 2)
    {
      mst_cli_fail (_("library needs one of: list, import, export, update, delete, duplicate"));
      return MST_CLI_BAD_INPUT;
    }
  verb = argv[1];

  library = mst_library_open (database, MST_LIBRARY_OPEN_DEFAULT, &error);
  if (library == NULL)
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }

  if (g_strcmp0 (verb, "list") == 0 && argc == 2)
    {
      g_autoptr(GPtrArray) entries_ = mst_library_list (library, &error);
      if (entries_ == NULL)
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      for (guint i = 0; i < entries_->len; i++)
        {
          MstLibraryEntry *e = g_ptr_array_index (entries_, i);
          g_print ("%" G_GINT64_FORMAT "\t%s\t%s\n", e->id, e->name, e->list_id);
        }
      return MST_CLI_OK;
    }
  if (g_strcmp0 (verb, "import") == 0 && argc == 3)
    {
      g_autoptr(MstCatalogue) catalogue = mst_cli_load_catalogue ();
      id = mst_library_import_file (library, argv[2], catalogue, &error);
      if (id == 0)
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      g_print ("%" G_GINT64_FORMAT "\n", id);
      return MST_CLI_OK;
    }
  if (g_strcmp0 (verb, "export") == 0 && argc == 4)
    {
      g_autoptr(MstCatalogue) catalogue = NULL;

      if (!mst_cli_parse_force_id (argv[2], &id))
        return MST_CLI_BAD_INPUT;
      if (!mst_cli_check_output_db (argv[3], overwrite, mst_library_get_path (library)))
        return MST_CLI_BAD_INPUT;
      catalogue = mst_cli_load_catalogue ();
      if (!mst_library_export_shared_file (library, id, catalogue, argv[3], &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      return MST_CLI_OK;
    }
  if (g_strcmp0 (verb, "update") == 0 && argc == 4)
    {

      if (!mst_cli_parse_force_id (argv[2], &id))
        return MST_CLI_BAD_INPUT;
      if (!mst_library_update_file (library, id, argv[3], &error))
        {
          mst_cli_fail ("%s", error->message);
          return g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT) ? MST_CLI_CONFLICT
                                                                       : MST_CLI_BAD_INPUT;
        }
      return MST_CLI_OK;
    }
  if (g_strcmp0 (verb, "delete") == 0 && argc == 3)
    {
      if (!mst_cli_parse_force_id (argv[2], &id))
        return MST_CLI_BAD_INPUT;
      if (!mst_library_delete (library, id, &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      return MST_CLI_OK;
    }
  if (g_strcmp0 (verb, "duplicate") == 0 && argc == 3)
    {
      gint64 copy;
      if (!mst_cli_parse_force_id (argv[2], &id))
        return MST_CLI_BAD_INPUT;
      copy = mst_library_duplicate (library, id, NULL, &error);
      if (copy == 0)
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
      g_print ("%" G_GINT64_FORMAT "\n", copy);
      return MST_CLI_OK;
    }

  mst_cli_fail (_("library: unknown use “%s”; see muster-cli library --help"), verb);
  return MST_CLI_BAD_INPUT;
}

/* --division and --brigade in the order given: "division\tSPEC". */
static GPtrArray *level_specs;

static gboolean
on_level_option (const char *option, const char *value, gpointer data, GError **error)
{
  if (level_specs == NULL)
    level_specs = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (level_specs, g_strconcat (option + strlen ("--"), "\t", value, NULL));
  return TRUE;
}

/* "NAME@RATING": the general's name, and his rating when there is one. */
static MstGeneral *
general_from_spec (MstRuleset *rs, const char *spec, GError **error)
{
  g_autofree char *name = g_strdup (spec);
  char *rating = strchr (name, '@');
  MstGeneral *general;

  if (rating != NULL)
    {
      const MstAttrSpec *ratings = mst_ruleset_get_general_attrs (rs);

      *rating++ = '\0';
      if (ratings->name == NULL || !g_strv_contains (ratings->values, rating))
        {
          g_autofree char *known = ratings->name != NULL ? g_strjoinv (", ", (char **) ratings->values) : g_strdup ("");
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("“%s” is not a rating (%s)"), rating, known);
          return NULL;
        }
    }
  general = mst_general_new (name);
  if (rating != NULL)
    mst_general_set_attr (general, mst_ruleset_get_general_attrs (rs)->name, rating);
  return general;
}

/* A rule set of levels (Brigade Command; Revolutionary Wars, whose only
 * level is the brigade): each --division is under the army commander,
 * each --brigade under the --division before it (or the force commander
 * before any), with one unit of each template. */
static gboolean
build_levels (MstForce *force, MstRuleset *rs, const char *list_id, GError **error)
{
  const char *const *levels = mst_ruleset_get_levels (rs);
  MstCommand *division = NULL;

  for (guint i = 0; level_specs != NULL && i < level_specs->len; i++)
    {
      g_autofree char *level = g_strndup (g_ptr_array_index (level_specs, i),
                                          strcspn (g_ptr_array_index (level_specs, i), "\t"));

      if (!g_strv_contains (levels, level))
        {
          g_autofree char *known = g_strjoinv (", ", (char **) levels);
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("%s has no %s level (its levels: %s)"),
                       mst_ruleset_get_name (rs), level, known);
          return FALSE;
        }
    }

  for (guint i = 0; level_specs != NULL && i < level_specs->len; i++)
    {
      g_auto(GStrv) kind_spec = g_strsplit (g_ptr_array_index (level_specs, i), "\t", 2);
      g_auto(GStrv) parts = g_strsplit (kind_spec[1], "=", 2);
      gboolean is_division = g_str_equal (kind_spec[0], "division");
      g_autoptr(MstGeneral) general = NULL;
      g_auto(GStrv) templates = NULL;
      MstCommand *command;

      if ((general = general_from_spec (rs, parts[0], error)) == NULL)
        return FALSE;
      command = mst_force_add_command (force, general);
      mst_command_set_level (command, is_division ? "division" : "brigade");
      if (is_division)
        division = command;
      else
        mst_command_set_parent (command, division);
      templates = g_strsplit (parts[1] != NULL ? parts[1] : "", ",", -1);
      for (guint j = 0; templates[j] != NULL; j++)
        {
          if (templates[j][0] == '\0')
            continue;
          if (mst_force_add_unit (force, command, templates[j], NULL) == NULL)
            {
              g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("the list %s has no unit “%s”"), list_id,
                           templates[j]);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* new: a force from a list, for scripts: each --command GENERAL=T1,T2,…
 * makes a sub-general with one unit of each template. */
static int
cmd_new (int argc, char **argv)
{
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *list_id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *commander = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) command_specs = NULL;
  g_auto(GStrv) unit_specs = NULL;
  g_auto(GStrv) rules_off = NULL;
  gboolean overwrite = FALSE;
  GOptionEntry entries[] = {
    { "list", 'l', 0, G_OPTION_ARG_STRING, &list_id, N_("The nation list"), N_("LIST-ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("The force’s name"), N_("NAME") },
    { "commander", 'c', 0, G_OPTION_ARG_STRING, &commander, N_("The force commander’s name"), N_("NAME") },
    { "unit", 'u', 0, G_OPTION_ARG_STRING_ARRAY, &unit_specs,
      N_("Another rule set’s force: a unit of this template, named, its leader of this rank"), N_("TEMPLATE[=NAME][@RANK]") },
    { "command", 0, 0, G_OPTION_ARG_STRING_ARRAY, &command_specs,
      N_("A sub-general and his units"), N_("GENERAL=TEMPLATE,…") },
    { "division", 0, 0, G_OPTION_ARG_CALLBACK, on_level_option,
      N_("Brigade Command: a division under the army commander, its commander rated"), N_("NAME[@RATING]") },
    { "brigade", 0, 0, G_OPTION_ARG_CALLBACK, on_level_option,
      N_("A brigade under the division before it (Brigade Command) or under the force commander, with a unit of each template"),
      N_("NAME[@RATING]=TEMPLATE,…") },
    { "rule-off", 0, 0, G_OPTION_ARG_STRING_ARRAY, &rules_off,
      N_("An optional rule of the rule set the force does without (Drums and Muskets: general-types)"), N_("RULE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The force file to write"), N_("FILE") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &overwrite, N_("Replace FILE if it exists"), NULL },
    { NULL }
  };
  MstNationList *list;
  MstRuleset *rs;

  if (!mst_cli_parse_options ("", NULL, entries, &argc, &argv))
    return MST_CLI_BAD_INPUT;
  if (list_id == NULL || output == NULL)
    {
      mst_cli_fail (_("new needs --list LIST-ID and --output FILE"));
      return MST_CLI_BAD_INPUT;
    }
  catalogue = mst_cli_load_catalogue ();
  list = mst_catalogue_lookup (catalogue, list_id);
  if (list == NULL)
    {
      mst_cli_fail (_("there is no nation list “%s”"), list_id);
      return MST_CLI_BAD_INPUT;
    }
  rs = mst_ruleset_lookup (mst_nation_list_get_ruleset (list));
  if (rs != NULL && !mst_ruleset_builds_forces (rs))
    {
      mst_cli_fail (_("Muster does not build %s forces yet: its tables and tests are in muster-cli tables and test"),
                    mst_ruleset_get_name (rs));
      return MST_CLI_BAD_INPUT;
    }

  force = mst_force_new (name != NULL ? name : mst_nation_list_get_name (list), list, NULL);
  rs = mst_ruleset_lookup (mst_nation_list_get_ruleset (list));
  if (level_specs != NULL && (rs == NULL || mst_ruleset_get_levels (rs) == NULL))
    {
      mst_cli_fail (_("%s is a list of %s, which has no divisions or brigades"), list_id,
                    mst_nation_list_get_ruleset (list));
      return MST_CLI_BAD_INPUT;
    }
  if (rs != NULL && mst_ruleset_get_levels (rs) != NULL)
    {
      if (command_specs != NULL)
        {
          mst_cli_fail (_("%s is a list of %s: give its commands with --division and --brigade, not --command"),
                        list_id, mst_nation_list_get_ruleset (list));
          return MST_CLI_BAD_INPUT;
        }
      if (commander != NULL)
        {
          g_autoptr(MstGeneral) c = general_from_spec (rs, commander, &error);

          if (c == NULL)
            {
              mst_cli_fail ("%s", error->message);
              return MST_CLI_BAD_INPUT;
            }
          mst_general_set_name (mst_force_get_commander (force), mst_general_get_name (c));
          mst_general_set_attrs (mst_force_get_commander (force), mst_general_get_attrs (c));
          g_clear_pointer (&commander, g_free);
        }
      if (!build_levels (force, rs, list_id, &error))
        {
          mst_cli_fail ("%s", error->message);
          return MST_CLI_BAD_INPUT;
        }
    }
  /* A force of the shared format is given its units one by one (and its
   * commands by level); Drums and Muskets' its generals' commands. */
  if (mst_force_format_of (rs) == mst_force_format_of (NULL))
    {
      if (command_specs != NULL || commander != NULL)
        {
          mst_cli_fail (_("%s is a list of %s: give its units with --unit, not --command or --commander"), list_id,
                        mst_nation_list_get_ruleset (list));
          return MST_CLI_BAD_INPUT;
        }
      for (guint i = 0; unit_specs != NULL && unit_specs[i] != NULL; i++)
        {
          g_autofree char *spec = g_strdup (unit_specs[i]);
          char *rank = strchr (spec, '@');
          char *unit_name;
          MstUnit *unit;

          if (rank != NULL)
            *rank++ = '\0';
          unit_name = strchr (spec, '=');
          if (unit_name != NULL)
            *unit_name++ = '\0';
          unit = mst_force_add_unit (force, NULL, spec, unit_name);
          if (unit == NULL)
            {
              mst_cli_fail (_("the list %s has no unit “%s”"), list_id, spec);
              return MST_CLI_BAD_INPUT;
            }
          if (rank != NULL)
            mst_unit_set_attr (unit, "rank", rank);
        }
    }
  else if (unit_specs != NULL)
    {
      mst_cli_fail (_("--unit is for another rule set’s lists; %s takes --command GENERAL=TEMPLATE,…"), list_id);
      return MST_CLI_BAD_INPUT;
    }
  for (guint i = 0; rules_off != NULL && rules_off[i] != NULL; i++)
    {
      const MstOptionalRule *rule = mst_ruleset_get_optional_rules (rs);
      g_autoptr(GString) known = g_string_new (NULL);

      while (rule->id != NULL && !g_str_equal (rule->id, rules_off[i]))
        rule++;
      if (rule->id == NULL)
        {
          for (rule = mst_ruleset_get_optional_rules (rs); rule->id != NULL; rule++)
            g_string_append_printf (known, "%s%s", known->len > 0 ? ", " : "", rule->id);
          if (known->len == 0)
            /* TRANSLATORS: an optional rule's id, then a rule set's name */
            mst_cli_fail (_("“%s” is not an optional rule of %s: it has none"), rules_off[i], mst_ruleset_get_name (rs));
          else
            /* TRANSLATORS: an optional rule's id, a rule set's name, then its optional rules */
            mst_cli_fail (_("“%s” is not an optional rule of %s (%s)"), rules_off[i], mst_ruleset_get_name (rs),
                          known->str);
          return MST_CLI_BAD_INPUT;
        }
      mst_force_set_uses_rule (force, rule->id, FALSE);
    }
  if (commander != NULL)
    mst_general_set_name (mst_force_get_commander (force), commander);

  for (guint i = 0; command_specs != NULL && command_specs[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (command_specs[i], "=", 2);
      g_autoptr(MstGeneral) general = NULL;
      g_auto(GStrv) templates = NULL;
      MstCommand *command;

      if (parts[0] == NULL || parts[1] == NULL)
        {
          mst_cli_fail (_("“%s” is not GENERAL=TEMPLATE,…"), command_specs[i]);
          return MST_CLI_BAD_INPUT;
        }
      general = mst_general_new (parts[0]);
      command = mst_force_add_command (force, general);
      templates = g_strsplit (parts[1], ",", -1);
      for (guint j = 0; templates[j] != NULL; j++)
        {
          if (templates[j][0] == '\0')
            continue;
          if (mst_force_add_unit (force, command, templates[j], NULL) == NULL)
            {
              mst_cli_fail (_("the list %s has no unit “%s”"), list_id, templates[j]);
              return MST_CLI_BAD_INPUT;
            }
        }
    }

  if (!mst_cli_check_output (output, overwrite, NULL))
    return MST_CLI_BAD_INPUT;
  if (!mst_force_save_file (force, output, &error))
    {
      mst_cli_fail ("%s", error->message);
      return MST_CLI_BAD_INPUT;
    }
  return MST_CLI_OK;
}

/* A command in a program of its own beside this one (muster-cli-NAME), so
 * that the other commands load neither libpq nor cairo and pango. */
static int
run_helper (const char *name, const char *missing, int argc, char **argv)
{
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self_path != NULL ? g_path_get_dirname (self_path) : NULL;
  g_autofree char *base = g_strconcat ("muster-cli-", name, NULL);
  g_autofree char *helper = dir != NULL ? g_build_filename (dir, base, NULL) : NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  if (helper == NULL || !g_file_test (helper, G_FILE_TEST_IS_EXECUTABLE))
    {
      mst_cli_fail ("%s", missing);
      return MST_CLI_BAD_INPUT;
    }
  g_ptr_array_add (args, helper);
  for (int i = 0; i < argc; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);
  fflush (stdout);
  execv (helper, (char **) args->pdata);
  mst_cli_fail (_("cannot run %s: %s"), helper, g_strerror (errno));
  return MST_CLI_BAD_INPUT;
}

static int
cmd_server (int argc, char **argv)
{
  return run_helper ("server", _("this muster-cli was built without PostgreSQL support (muster-cli-server is missing)"),
                     argc, argv);
}

static int
cmd_cards (int argc, char **argv)
{
  return run_helper ("cards", _("muster-cli-cards, which draws the cards, is missing beside muster-cli"), argc, argv);
}

static const Command commands[] = {
  { "rulesets", N_("List the rule sets: ID, NAME, LISTS"), mst_cli_rulesets },
  { "lists", N_("List the nation lists: LIST-ID, NAME, UNIT-COUNT, RULESET (--ruleset R)"), cmd_lists },
  { "units", N_("List unit templates (--list LIST-ID, --format tsv|text)"), cmd_units },
  { "validate", N_("Check nation lists or force files against their schema and meaning"), cmd_validate },
  { "list", N_("Your own nation lists: new --ruleset R --id ID --name NAME -o FILE, validate FILE…"), mst_cli_list },
  { "new", N_("Write a new force file from a list (--list, --command GENERAL=TEMPLATE,…, -o FILE)"), cmd_new },
  { "pools", N_("Print a force’s supply, scouting and initiative pools"), cmd_pools },
  { "check", N_("Print a force’s army-check findings"), cmd_check },
  { "game", N_("A game at the table in a file: new, show, hit, set, lose, spend-supply, draw, shuffle, test, end-turn, finish"),
    mst_cli_game },
  { "compare", N_("Two forces of one rule set side by side: totals, pools, scouting odds, findings"), cmd_compare },
  { "library", N_("Work with the library of forces: list, import, export, delete, duplicate"), cmd_library },
  { "campaign", N_("Campaigns: new, list, show, add-force, battle, history, export, import…"), mst_cli_campaign },
  { "export", N_("Write a force as a text or Markdown roster, or a share code (--format text|markdown|code)"), mst_cli_export },
  { "import", N_("Make a force file from a text roster or a share code (--format text FILE | --code CODE, -o FILE)"), mst_cli_import },
  { "cards", N_("Write a force’s roster cards as a PDF (-o OUT.pdf, --layout, --paper, --crop-marks)"), cmd_cards },
  { "scout", N_("Roll scouting initiative between two forces (or a typed-in pool)"), mst_cli_scout },
  { "deploy", N_("Roll each unit’s resilience after deployment (--write stores it)"), mst_cli_deploy },
  { "initiative", N_("Roll turn initiative with the generals still on the table"), mst_cli_initiative },
  { "resilience-test", N_("Work out a resilience test from a thrown score or a roll"), mst_cli_resilience_test },
  { "server", N_("Set up a club’s PostgreSQL server: init URI, add-player URI NAME [--password-file FILE]"), cmd_server },
  { "hold-test", N_("Work out a Zealous unit’s hold test from a thrown score or a roll"), mst_cli_hold_test },
  { "tables", N_("List a rule set’s tables: TABLE-ID, TITLE"), mst_cli_tables },
  { "table", N_("Print a rule set’s table as TSV (RULESET TABLE-ID)"), mst_cli_table },
  { "tests", N_("List a rule set’s tests: TEST-ID, TITLE, INPUTS"), mst_cli_tests },
  { "test", N_("Work out any rule set’s test (RULESET TEST-ID --roll N | --seed S, --in NAME=VALUE, --mod ID)"), mst_cli_test },
  { "derive", N_("Print the values a force’s rule set derives: ITEM, VALUE-ID, VALUE"), mst_cli_derive },
  { "deck", N_("Shuffle the skirmish activation deck and turn up cards (--seed S, --draw N)"), mst_cli_deck },
};

static void
print_usage (void)
{
  g_print (_("Usage: muster-cli COMMAND [OPTION…]\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_print ("  %-16s %s\n", commands[i].name, _(commands[i].usage));
  g_print ("\n%s\n", _("--untranslated, with any command, shows the lists’ and charts’ names and text in English, "
                        "as they are written; ids are never translated."));
  g_print (_("\nExit status: 0 success, 1 findings, 2 bad input or a server that cannot be reached, 3 conflict "
             "(the stored force changed since the file was exported or the revision given; nothing was written), "
             "4 not allowed (the club server's login may not make that write).\n"));
}

int
mst_cli_run (int argc, char **argv)
{
  /* --untranslated, anywhere: list and chart data in the English it is
   * written in, for this command and the programs it runs. */
  for (int i = 1; i < argc; i++)
    if (g_strcmp0 (argv[i], "--untranslated") == 0)
      {
        mst_data_text_set_translated (FALSE);
        g_setenv ("MUSTER_UNTRANSLATED", "1", TRUE);
        for (int j = i; j + 1 < argc; j++)
          argv[j] = argv[j + 1];
        argv[--argc] = NULL;
        i--;
      }
  if (argc < 2 || g_strcmp0 (argv[1], "--help") == 0 || g_strcmp0 (argv[1], "-h") == 0)
    {
      print_usage ();
      return argc < 2 ? MST_CLI_BAD_INPUT : MST_CLI_OK;
    }
  if (g_strcmp0 (argv[1], "--version") == 0)
    {
      g_print ("muster-cli %s\n", PACKAGE_VERSION);
      return MST_CLI_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_strcmp0 (argv[1], commands[i].name) == 0)
      {
        g_set_prgname (commands[i].name);
        return commands[i].run (argc - 1, argv + 1);
      }

  mst_cli_fail (_("unknown command “%s”"), argv[1]);
  print_usage ();
  return MST_CLI_BAD_INPUT;
}
