/* mst-cli-campaign.c: muster-cli campaign: campaigns, battles and histories from the shell.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "muster-core.h"
#include "mst-cli.h"
#include "mst-cli-campaign.h"

/* A write the club server's login may not make (the CLI's contract, as
 * muster-cli --help and the man page give it). */
#define EXIT_NOT_ALLOWED 4

typedef struct {
  char *database;
  char *server;
  gint64 revision;
  char *date;
  char **files;
  char *before;
  char *output;
  char *respect;
  char *ability;
  char *rating;
  char **attrs;
  char *reason;
  gboolean all;
  int command;
  int bases;
  gboolean force;
  gboolean offline;
  gboolean queue;
  char *password_file;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->database);
  g_free (o->server);
  g_free (o->password_file);
  g_free (o->date);
  g_strfreev (o->files);
  g_free (o->before);
  g_free (o->output);
  g_free (o->respect);
  g_free (o->ability);
  g_free (o->rating);
  g_strfreev (o->attrs);
  g_free (o->reason);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static const MstCliServerHooks *server_hooks;
/* Working on a server: a refusal by its roles is "not allowed". */
static gboolean on_server;

void
mst_cli_campaign_set_server_hooks (const MstCliServerHooks *hooks)
{
  server_hooks = hooks;
}

static int
fail_error (GError *error)
{
  mst_cli_fail ("%s", error->message);
  if (g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT))
    return MST_CLI_CONFLICT;
  if (on_server && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    return EXIT_NOT_ALLOWED;
  return MST_CLI_BAD_INPUT;
}

/* muster-cli has no libpq: `campaign --server` is run by muster-cli-server,
 * beside it, with the same arguments. */
static int
run_server_helper (char **args)
{
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self_path != NULL ? g_path_get_dirname (self_path) : NULL;
  g_autofree char *helper = dir != NULL ? g_build_filename (dir, "muster-cli-server", NULL) : NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  if (helper == NULL || !g_file_test (helper, G_FILE_TEST_IS_EXECUTABLE))
    {
      mst_cli_fail (_("this muster-cli was built without PostgreSQL support (muster-cli-server is missing)"));
      return MST_CLI_BAD_INPUT;
    }
  g_ptr_array_add (argv, helper);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, args[i]);
  g_ptr_array_add (argv, NULL);
  fflush (stdout);
  execv (helper, (char **) argv->pdata);
  mst_cli_fail (_("cannot run %s: %s"), helper, g_strerror (errno));
  return MST_CLI_BAD_INPUT;
}

static gboolean
parse_id (const char *s, const char *what, gint64 *id)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (s, 10, 1, G_MAXINT64, &v, NULL))
    {
      /* TRANSLATORS: the first %s is a number as typed, the second what it should be ("campaign id") */
      mst_cli_fail (_("“%s” is not a %s"), s, what);
      return FALSE;
    }
  *id = (gint64) v;
  return TRUE;
}

/* After a call on a club server: when it was answered from the copy kept
 * here, says so, and when the copy was taken, on stderr. */
static void
announce_copy (MstCampaignBackend *store)
{
  const char *why = NULL;
  gint64 taken = on_server ? server_hooks->answered_from_copy (store, &why) : 0;
  g_autofree char *date = NULL;

  if (taken == 0)
    return;
  date = mst_campaign_view_copy_date (taken);
  if (why != NULL)
    /* TRANSLATORS: HOST:PORT, then the date and time the copy was read from the server */
    mst_cli_fail (_("%s cannot be reached; showing the copy of %s"), mst_campaign_backend_get_location (store), date);
  else
    /* TRANSLATORS: HOST:PORT, then the date and time the copy was read from the server */
    mst_cli_fail (_("offline: showing the copy of %s from %s"), mst_campaign_backend_get_location (store), date);
}

/* A read that failed: on a club server out of reach, with no copy of
 * what was asked kept here, says that too. */
static int
fail_read (MstCampaignBackend *store, GError *error)
{
  int status = fail_error (error);

  if (on_server && mst_campaign_backend_is_unreachable (error))
    /* TRANSLATORS: HOST:PORT */
    mst_cli_fail (_("no copy of that campaign of %s is kept here: it is kept when it is read from the server"),
                  mst_campaign_backend_get_location (store));
  return status;
}

/* After a read from the server: its copy kept (a failure only warned of). */
static void
keep_copy (MstCampaignBackend *store, Options *o, gint64 campaign_id)
{
  g_autoptr(GError) error = NULL;

  if (!on_server || server_hooks->answered_from_copy (store, NULL) != 0)
    return;
  if (!server_hooks->keep (store, campaign_id, o->all, &error))
    /* TRANSLATORS: why a copy of the campaign could not be kept */
    mst_cli_fail (_("no copy kept for when the server cannot be reached: %s"), error->message);
}

/* A write queued in the copies rather than made on the server: says so,
 * and prints nothing on stdout.  FALSE when it was made there. */
static gboolean
announce_queued (MstCampaignBackend *store, gint64 queued_id)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, queued_id);
  const char *why = NULL;

  if (!on_server || !mst_campaign_backend_write_queued (store))
    return FALSE;
  server_hooks->answered_from_copy (store, &why);
  if (why != NULL)
    /* TRANSLATORS: HOST:PORT, then the number of the write in the queue */
    mst_cli_fail (_("%s cannot be reached; the change is queued (%s): campaign sync sends it"),
                  mst_campaign_backend_get_location (store), id);
  else
    /* TRANSLATORS: HOST:PORT, then the number of the write in the queue */
    mst_cli_fail (_("offline: the change for %s is queued (%s): campaign sync sends it"),
                  mst_campaign_backend_get_location (store), id);
  return TRUE;
}

/* @c is a control character: C0 (an escape, a bell…), DEL, or C1. */
static gboolean
is_control (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

/* Lines of history and state are tab-separated: no tab or newline inside a
 * field, and no control character a terminal would obey (a name a club
 * member set in psql to retitle or clear another's terminal): each is "�". */
static char *
field (const char *s)
{
  GString *out = g_string_new (NULL);

  for (const char *p = s != NULL ? s : ""; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      /* A byte that is not UTF-8 is one "�". */
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_unichar (out, 0xFFFD);
          p++;
          continue;
        }
      p = g_utf8_next_char (p);
      if (c == '\t' || c == '\n' || c == '\r')
        g_string_append_c (out, ' ');
      else if (is_control (c))
        g_string_append_unichar (out, 0xFFFD);
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static void
print_state (MstForce *force)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);
  g_autoptr(GPtrArray) generals = mst_force_list_generals (force);

  for (guint i = 0; i < generals->len; i++)
    {
      MstGeneral *g = g_ptr_array_index (generals, i);
      g_autofree char *name = field (mst_general_get_name (g));
      g_print ("general\t%u\t%s\t%s\n", i, name, mst_general_get_lost (g) ? "lost" : "present");
    }
  for (guint i = 0; i < units->len; i++)
    {
      MstUnit *u = g_ptr_array_index (units, i);
      g_autofree char *name = field (mst_unit_get_name (u));
      g_print ("unit\t%s\t%s\t%u\n", name, mst_unit_get_template_id (u), mst_unit_get_bases (u));
    }
}

static int
cmd_list (MstCampaignBackend *store, Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) campaigns = mst_campaign_backend_list (store, o->all, &error);

  if (campaigns == NULL)
    return fail_read (store, error);
  for (guint i = 0; i < campaigns->len; i++)
    {
      MstCampaign *c = g_ptr_array_index (campaigns, i);
      g_autofree char *name = field (mst_campaign_get_name (c));

      g_print ("%" G_GINT64_FORMAT "\t%s\t%s\t%u\t%u\t%s\t%s\n", mst_campaign_get_id (c), name,
               mst_campaign_get_archived (c) ? "archived" : "active",
               mst_campaign_get_n_forces (c), mst_campaign_get_n_battles (c),
               mst_campaign_get_first_date (c) != NULL ? mst_campaign_get_first_date (c) : "",
               mst_campaign_get_last_date (c) != NULL ? mst_campaign_get_last_date (c) : "");
    }
  return MST_CLI_OK;
}

static void
print_summary_line (const char *tag, gint64 id, const char *name, const MstCampaignForceSummary *s)
{
  g_autofree char *n = field (name);

  g_print ("%s\t%" G_GINT64_FORMAT "\t%s\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\n", tag, id, n,
           s->battles, s->won, s->lost, s->drawn, s->bases_lost, s->units_broken,
           s->generals_swept_away, s->generals_incapacitated, s->generals_lost);
}

/* Notes keep their lines: a newline is written \\n, a tab \\t, a backslash \\\\. */
static char *
escaped (const char *s)
{
  GString *out = g_string_new (NULL);

  for (const char *p = s != NULL ? s : ""; *p != '\0'; p++)
    switch (*p)
      {
      case '\n': g_string_append (out, "\\n"); break;
      case '\t': g_string_append (out, "\\t"); break;
      case '\r': g_string_append (out, "\\r"); break;
      case '\\': g_string_append (out, "\\\\"); break;
      default:
        /* Any other control byte, written out, never obeyed. */
        if ((guchar) *p < 0x20 || *p == 0x7f)
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
        else
          g_string_append_c (out, *p);
      }
  return g_string_free (out, FALSE);
}

/* A battle in full after its line: the supply spent, each unit's losses
 * (held or broken; in Brigade Command held, routed or destroyed), each
 * general's fate, and the notes. */
static void
print_battle_record (MstBattle *b)
{
  gint64 id = mst_battle_get_id (b);
  g_autofree char *notes = escaped (mst_battle_get_notes (b));

  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (b));
  /* A rule set whose units may be destroyed says routed, not broken. */
  gboolean regiments = rs != NULL && mst_ruleset_records_destroyed (rs);

  g_print ("supply\t%" G_GINT64_FORMAT "\t%u\n", id, mst_battle_get_supply_spent (b));
  for (guint i = 0; i < mst_battle_get_n_units (b); i++)
    {
      const MstBattleUnit *u = mst_battle_get_unit (b, i);
      g_autofree char *unit = field (u->unit);
      const char *fate = u->destroyed ? "destroyed" : !u->broken ? "held" : regiments ? "routed" : "broken";

      g_print ("loss\t%" G_GINT64_FORMAT "\t%s\t%u\t%u\t%s\t%s\n", id, unit, u->bases_before, u->bases_lost,
               fate, u->grade != NULL ? u->grade : "");
      /* Where figures are counted, what became of them (004:315). */
      if (u->fates)
        g_print ("figures\t%" G_GINT64_FORMAT "\t%s\tkilled %u\tcaptured %u\tran %u\twounded %u\tleaders %u\n",
                 id, unit, u->killed, u->captured, u->ran, u->wounded, u->leaders);
    }
  for (guint i = 0; i < mst_battle_get_n_generals (b); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (b, i);
      g_autofree char *general = field (g->general);

      g_print ("fate\t%" G_GINT64_FORMAT "\t%d\t%s\t%s\n", id, g->position, general,
               mst_general_fate_to_string (g->fate));
    }
  g_print ("notes\t%" G_GINT64_FORMAT "\t%s\n", id, notes);
}

/* show: the campaign, its forces by name with their results and losses,
 * its battles by date, each in full, and the totals. */
static int
cmd_show (MstCampaignBackend *store, gint64 id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = mst_campaign_backend_summarize (store, id, &error);
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GHashTable) names = NULL;
  g_autofree char *name = NULL;

  if (summary == NULL)
    return fail_read (store, error);
  /* Their records too: three queries however many battles there are. */
  battles = mst_campaign_backend_list_battles (store, id, 0, TRUE, &error);
  if (battles == NULL)
    return fail_read (store, error);

  name = field (summary->name);
  g_print ("campaign\t%" G_GINT64_FORMAT "\t%s\t%s\n", id, name, summary->archived ? "archived" : "active");
  names = g_hash_table_new (g_int64_hash, g_int64_equal);
  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstCampaignForceSummary *s = g_ptr_array_index (summary->forces, i);
      print_summary_line ("force", s->force_id, s->name, s);
      g_hash_table_insert (names, &s->force_id, s->name);
    }
  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *b = g_ptr_array_index (battles, i);
      gint64 force_id = mst_battle_get_force_id (b);
      g_autofree char *force_name = field (g_hash_table_lookup (names, &force_id));
      g_autofree char *battle_name = field (mst_battle_get_name (b));
      g_autofree char *opponent = field (mst_battle_get_opponent (b));

      g_print ("battle\t%" G_GINT64_FORMAT "\t%s\t%" G_GINT64_FORMAT "\t%s\t%s\t%s\t%s\t%s\t%u\t%u\n",
               mst_battle_get_id (b), mst_battle_get_date (b), force_id, force_name, battle_name,
               opponent, mst_battle_result_to_string (mst_battle_get_result (b)),
               mst_battle_role_to_string (mst_battle_get_role (b)),
               mst_battle_count_bases_lost (b), mst_battle_count_broken (b));
      print_battle_record (b);
    }
  print_summary_line ("total", id, summary->name, &summary->total);
  return MST_CLI_OK;
}

static int
cmd_history (MstCampaignBackend *store, MstLibrary *library, gint64 force_id, Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = mst_campaign_backend_list_events (store, force_id, &error);
  g_autoptr(MstForce) force = NULL;
  const char *ruleset = NULL;

  if (events == NULL)
    return fail_read (store, error);
  if (o->before != NULL && !mst_campaign_date_is_valid (o->before))
    {
      mst_cli_fail (_("“%s” is not a date (YYYY-MM-DD)"), o->before);
      return MST_CLI_BAD_INPUT;
    }
  if (events->len == 0)
    {
      g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, force_id);
      mst_cli_fail (_("force %s is in no campaign"), id_s);
      return MST_CLI_BAD_INPUT;
    }

  force = mst_campaign_backend_replay (store, force_id, o->before, &error);
  if (force == NULL)
    return fail_read (store, error);

  for (guint i = 0; i < events->len; i++)
    {
      MstCampaignEvent *e = g_ptr_array_index (events, i);
      const char *date = mst_campaign_event_get_date (e);
      g_autofree char *line = NULL;
      g_autofree char *text = NULL;

      /* Each line in the words of the force's rule set ("1 stand"). */
      ruleset = mst_campaign_event_follow_ruleset (e, ruleset);

      /* The same cut as the replay's: the first event on or after the date. */
      if (o->before != NULL && date != NULL && strcmp (date, o->before) >= 0)
        break;
      text = mst_campaign_event_describe (e);
      line = field (text);
      g_print ("event\t%" G_GINT64_FORMAT "\t%s\t%s\t%s\n", mst_campaign_event_get_id (e),
               date != NULL ? date : "", mst_campaign_event_kind_to_string (mst_campaign_event_get_kind (e)),
               line);
    }
  print_state (force);
  /* The revision a change made from this is based on (--revision). */
  if (on_server)
    {
      gint64 revision = mst_campaign_backend_get_revision (store, force_id, &error);

      if (revision == 0)
        return fail_read (store, error);
      g_print ("revision\t%" G_GINT64_FORMAT "\t%" G_GINT64_FORMAT "\n", force_id, revision);
    }

  if (o->output != NULL &&
      !(library != NULL ? mst_cli_check_output_db (o->output, o->force, mst_library_get_path (library))
                        : mst_cli_check_output (o->output, o->force, NULL)))
    return MST_CLI_BAD_INPUT;
  if (o->output != NULL && !mst_force_save_file (force, o->output, &error))
    return fail_read (store, error);
  return MST_CLI_OK;
}

static int
append (MstCampaignBackend *store, MstCatalogue *catalogue, gint64 force_id, MstCampaignEvent *event, Options *o)
{
  g_autoptr(GError) error = NULL;
  gint64 id;

  mst_campaign_event_set_date (event, o->date);
  id = mst_campaign_backend_append (store, force_id, event, o->revision, &error);
  if (id == 0)
    return fail_error (error);
  if (announce_queued (store, id))
    return MST_CLI_OK;
  g_print ("%" G_GINT64_FORMAT "\n", id);
  return MST_CLI_OK;
}

/* The options of its own the CLI has for a general's attribute. */
static const char *const named_options[] = { "respect", "ability", "rating", NULL };

/* "--rating (poltroon, cautious, …)", each of @specs' attributes, joined
 * by "and"; "--attr NAME=(…)" for one without an option of its own. */
static char *
describe_options (const MstAttrSpec *specs)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (const MstAttrSpec *spec = specs; spec->name != NULL; spec++)
    {
      g_autofree char *values = g_strjoinv (", ", (char **) spec->values);

      if (g_strv_contains (named_options, spec->name))
        /* TRANSLATORS: an option and the values it takes, "--rating (poltroon, cautious, able)" */
        g_ptr_array_add (parts, g_strdup_printf (_("--%s (%s)"), spec->name, values));
      else
        /* TRANSLATORS: an attribute and the values it takes, "--attr mood=(calm, angry)" */
        g_ptr_array_add (parts, g_strdup_printf (_("--attr %s=(%s)"), spec->name, values));
    }
  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: between two options of a general, "--respect (…) and --ability (…)" */
  return g_strjoinv (_(" and "), (char **) parts->pdata);
}

/* The new man of replace-general with his rule set's words for him, an
 * option for each attribute of a general the rule set declares (Drums
 * and Muskets' --respect and --ability, Brigade Command's --rating, any
 * rule set's --attr NAME=VALUE); an attribute of another rule set's, a
 * value the rule set has not, or none where the rules give no default is
 * refused, naming the options to give.
 * NULL with *@status set on a refusal. */
static MstCampaignEvent *
new_general (Options            *o,
             MstCampaignBackend *store,
             gint64              force_id,
             guint               position,
             const char         *name,
             int                *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_campaign_backend_get_force (store, force_id, &error);
  g_autoptr(GHashTable) attrs = NULL;
  g_autofree char *options = NULL;
  g_autoptr(GPtrArray) given = g_ptr_array_new_with_free_func (g_free);
  const char *named[] = { o->respect, o->ability, o->rating };
  MstRuleset *rs;
  const MstAttrSpec *specs;

  *status = MST_CLI_BAD_INPUT;
  if (force == NULL)
    {
      *status = fail_error (error);
      return NULL;
    }
  /* NAME=VALUE each: the options of their own, then each --attr. */
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    if (named[i] != NULL)
      g_ptr_array_add (given, g_strdup_printf ("%s=%s", named_options[i], named[i]));
  for (guint i = 0; o->attrs != NULL && o->attrs[i] != NULL; i++)
    {
      if (strchr (o->attrs[i], '=') == NULL || o->attrs[i][0] == '=')
        {
          mst_cli_fail (_("“%s” is not NAME=VALUE (--attr)"), o->attrs[i]);
          return NULL;
        }
      g_ptr_array_add (given, g_strdup (o->attrs[i]));
    }
  rs = mst_ruleset_for_force (force);
  specs = mst_ruleset_get_general_attrs (rs);
  options = describe_options (specs);
  attrs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  for (guint i = 0; i < given->len; i++)
    {
      char *pair = g_ptr_array_index (given, i);
      char *value = strchr (pair, '=') + 1;
      const MstAttrSpec *spec = specs;

      value[-1] = '\0';
      while (spec->name != NULL && strcmp (spec->name, pair) != 0)
        spec++;
      if (spec->name == NULL && specs->name == NULL)
        {
          /* TRANSLATORS: a rule set's name, then an option */
          mst_cli_fail (_("%s says nothing more of a general than his name: no --%s"),
                        mst_ruleset_get_name (rs), pair);
          return NULL;
        }
      if (spec->name == NULL)
        {
          /* TRANSLATORS: a rule set's name, the options it takes with their values, then an option */
          mst_cli_fail (_("%s rates a general by %s, not --%s"), mst_ruleset_get_name (rs), options, pair);
          return NULL;
        }
      if (!g_strv_contains (spec->values, value))
        {
          g_autofree char *label = mst_label_in_sentence (_(spec->label));
          g_autofree char *known = g_strjoinv (", ", (char **) spec->values);

          /* TRANSLATORS: the value given, what it rates ("rating"), a rule set's name, then the values it has */
          mst_cli_fail (_("“%s” is not a %s of %s (%s)"), value, label, mst_ruleset_get_name (rs), known);
          return NULL;
        }
      g_hash_table_insert (attrs, (gpointer) spec->name, g_strdup (value));
    }
  /* One not given is what the rules make a general who has none. */
  for (const MstAttrSpec *spec = specs; spec->name != NULL; spec++)
    if (!g_hash_table_contains (attrs, spec->name) && spec->default_value != NULL)
      g_hash_table_insert (attrs, (gpointer) spec->name, g_strdup (spec->default_value));
    else if (!g_hash_table_contains (attrs, spec->name))
      {
        /* TRANSLATORS: a rule set's name, then the options it takes with their values */
        mst_cli_fail (_("The new general of a %s force needs %s"), mst_ruleset_get_name (rs), options);
        return NULL;
      }
  *status = MST_CLI_OK;
  return mst_campaign_event_new_general_replaced (position, name, attrs);
}

static int
usage_error (const char *verb)
{
  mst_cli_fail (_("campaign: wrong use of “%s”; see muster-cli campaign --help"), verb);
  return MST_CLI_BAD_INPUT;
}

/* publish ID --server URI: the campaign copied to the server in one
 * transaction; the library's copy is deleted (restore brings it back) only
 * once the server has committed. */
static int
cmd_publish (MstCampaignBackend *server, MstCampaignStore *local, gint64 id)
{
  g_autoptr(GError) error = NULL;
  gint64 server_id = server_hooks->publish (server, local, id, &error);

  if (server_id == 0)
    return fail_error (error);
  g_print ("%" G_GINT64_FORMAT "\n", server_id);
  if (!mst_campaign_store_delete (local, id, &error))
    {
      g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
      /* TRANSLATORS: a campaign's id, the server's address, then why */
      mst_cli_fail (_("campaign %s is on %s now, but is still in the library too: %s"), id_s,
                    mst_campaign_backend_get_location (server), error->message);
      return MST_CLI_BAD_INPUT;
    }
  return MST_CLI_OK;
}

int
mst_cli_campaign (int argc, char **argv)
{
  g_auto(Options) o = { .revision = -1 };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCatalogue) catalogue = NULL;
  g_autoptr(MstCampaignStore) local = NULL;
  g_autoptr(MstCampaignBackend) store = NULL;
  g_auto(GStrv) args = g_strdupv (argv);
  GOptionEntry entries[] = {
    { "database", 'd', 0, G_OPTION_ARG_FILENAME, &o.database,
      N_("The library database (default: the user’s)"), N_("FILE") },
    { "server", 0, 0, G_OPTION_ARG_STRING, &o.server,
      N_("Work on the club’s PostgreSQL server, as the login in the address (its password from "
         "PGPASSWORD, the password file, --password-file or typed when asked: never in the address)"),
      N_("postgresql://USER@HOST:PORT/DB") },
    { "password-file", 0, 0, G_OPTION_ARG_FILENAME, &o.password_file,
      N_("The login’s password, the first line of FILE (“-”: standard input)"), N_("FILE") },
    { "offline", 0, 0, G_OPTION_ARG_NONE, &o.offline,
      N_("Read the copy kept of the server’s campaign without trying the server (show, list, history)"), NULL },
    { "queue", 0, 0, G_OPTION_ARG_NONE, &o.queue,
      N_("When the server cannot be reached, queue the battle or change for campaign sync"), NULL },
    { "revision", 0, 0, G_OPTION_ARG_INT64, &o.revision,
      N_("The force’s revision the change is based on (as history prints it on a server); "
         "if it changed since, nothing is written (exit 3)"), N_("N") },
    { "file", 'f', 0, G_OPTION_ARG_FILENAME_ARRAY, &o.files,
      N_("The battle record (battle); given again, each of the force’s battles in order, all recorded or none"),
      N_("BATTLE.xml") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &o.date, N_("The campaign date of the change"), N_("YYYY-MM-DD") },
    { "before", 0, 0, G_OPTION_ARG_STRING, &o.before,
      N_("The force as it stood before this date (history)"), N_("YYYY-MM-DD") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output,
      N_("Also write the force as it stood to this file (history)"), N_("FORCE.muster") },
    { "all", 'a', 0, G_OPTION_ARG_NONE, &o.all, N_("Archived campaigns too (list)"), NULL },
    { "force", 0, 0, G_OPTION_ARG_NONE, &o.force, N_("Replace an existing output file (export, history)"), NULL },
    { "command", 'c', 0, G_OPTION_ARG_INT, &o.command,
      N_("The command a new unit joins, 1 for the first; 0: none (new-unit)"), N_("N") },
    { "bases", 'b', 0, G_OPTION_ARG_INT, &o.bases, N_("A new unit’s bases (new-unit)"), N_("N") },
    { "respect", 0, 0, G_OPTION_ARG_STRING, &o.respect,
      N_("hated, accepted or inspired (replace-general)"), N_("RESPECT") },
    { "ability", 0, 0, G_OPTION_ARG_STRING, &o.ability,
      N_("incompetent, competent or exceptional (replace-general)"), N_("ABILITY") },
    { "reason", 0, 0, G_OPTION_ARG_STRING, &o.reason, N_("Why the change is taken back (retract)"),
      N_("TEXT") },
    { "rating", 0, 0, G_OPTION_ARG_STRING, &o.rating,
      N_("The new general’s rating, where the rule set rates generals (replace-general)"), N_("RATING") },
    { "attr", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o.attrs,
      N_("Another of the new general’s attributes, as his rule set names it (replace-general)"), N_("NAME=VALUE") },
    { NULL }
  };
  const char *verb;
  gint64 id = 0, force_id = 0;

  context = g_option_context_new (_("COMMAND …"));
  g_option_context_set_summary (context,
    _("Commands:\n"
      "  new NAME                          start a campaign; prints its id\n"
      "  list [--all]                      ID, NAME, active|archived, FORCES, BATTLES, FIRST, LAST\n"
      "  show ID                           its forces, battles, results and losses\n"
      "  rename ID NAME | archive ID | unarchive ID | delete ID | restore ID\n"
      "  add-force ID FORCE.muster         start a force in it; prints the force’s id\n"
      "  move-force ID FORCE-ID            move a force of the library into it\n"
      "  battle ID FORCE-ID --file BATTLE.xml [--file …]   record a battle, or several in order\n"
      "                                    (all or none); prints each id\n"
      "  retract CHANGE-ID [--reason TEXT]  take a change back (on a server: its campaign’s game\n"
      "                                    master); history keeps both; prints the taking back’s id\n"
      "  reinforce FORCE-ID UNIT BASES     bases back to a unit\n"
      "  new-unit FORCE-ID NAME TEMPLATE-ID [--command N] [--bases N]\n"
      "  disband FORCE-ID UNIT\n"
      "  replace-general FORCE-ID GENERAL NAME [--respect R] [--ability A] | --rating R | --attr NAME=VALUE…\n"
      "  rename-general FORCE-ID GENERAL NAME   (GENERAL 0: the force commander)\n"
      "  regrade FORCE-ID UNIT TEMPLATE-ID\n"
      "  history FORCE-ID [--before DATE] [--output FILE]\n"
      "  export ID FILE | import FILE\n"
      "  publish ID --server URI           copy a campaign of the library, its forces, battles and\n"
      "                                    history, to the server in one transaction; prints its id\n"
      "                                    there. Only once the server has committed is the library’s\n"
      "                                    copy deleted (restore ID brings it back): nothing is lost\n"
      "  sync --server URI                 send the battles and changes queued while the server could\n"
      "                                    not be reached, in order; prints each one’s fate: sent,\n"
      "                                    conflict, not-allowed or refused (those stay queued)\n"
      "  queue --server URI                the writes waiting in the queue\n"
      "  queue drop N --server URI         take write N, which the server answered (conflict,\n"
      "                                    not-allowed, refused), out of the queue; a battle’s\n"
      "                                    record is printed, for battle --file\n"
      "Changes between battles take --date YYYY-MM-DD.\n"
      "With --server URI every command works on the club’s server as the login in URI (but\n"
      "move-force: forces come from the library by publish); history there prints the force’s\n"
      "revision, which a change names with --revision N.\n"
      "Every campaign read from a server is kept here too: show, list and history read that copy\n"
      "when the server cannot be reached (saying so and its date on stderr), or with --offline.\n"
      "A battle or a change between battles with --queue then waits in a queue (exit 0) for sync;\n"
      "without --queue nothing is written (exit 2).\n"
      "Exit status: 0 success, 2 bad input or a server that cannot be reached (nothing written),\n"
      "3 conflict (the force changed since that revision; nothing written; for sync: a queued\n"
      "write kept as a conflict), 4 not allowed (the server’s login may not make that write: it\n"
      "is another player’s force or campaign)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail_error (error);
  if (o.server != NULL && server_hooks == NULL)
    return run_server_helper (args);
  if (argc < 2)
    {
      mst_cli_fail (_("campaign needs a command; see muster-cli campaign --help"));
      return MST_CLI_BAD_INPUT;
    }
  verb = argv[1];

  if (o.server != NULL && !server_hooks->login (o.server, o.password_file, &error))
    return fail_error (error);
  if (o.password_file != NULL && o.server == NULL)
    {
      mst_cli_fail (_("--password-file is the login’s password for a club server: --server URI"));
      return MST_CLI_BAD_INPUT;
    }
  if (o.date != NULL && !mst_campaign_date_is_valid (o.date))
    {
      mst_cli_fail (_("“%s” is not a date (YYYY-MM-DD)"), o.date);
      return MST_CLI_BAD_INPUT;
    }
  if ((o.offline || o.queue || g_str_equal (verb, "sync") || g_str_equal (verb, "queue")) && o.server == NULL)
    {
      mst_cli_fail (_("sync, queue, --offline and --queue are for a club server’s campaigns: --server URI"));
      return MST_CLI_BAD_INPUT;
    }
  if (g_str_equal (verb, "queue") && argc == 4 && g_str_equal (argv[2], "drop"))
    {
      gint64 queued_id;

      if (!parse_id (argv[3], _("number in the queue"), &queued_id))
        return MST_CLI_BAD_INPUT;
      catalogue = mst_cli_load_catalogue ();
      return server_hooks->drop (o.server, catalogue, queued_id);
    }
  if (g_str_equal (verb, "sync") || g_str_equal (verb, "queue"))
    {
      if (argc != 2)
        return usage_error (verb);
      catalogue = mst_cli_load_catalogue ();
      return server_hooks->sync (o.server, catalogue, g_str_equal (verb, "sync"));
    }
  if (g_str_equal (verb, "publish") && o.server == NULL)
    {
      mst_cli_fail (_("publish needs the server to publish to: --server URI"));
      return MST_CLI_BAD_INPUT;
    }
  if (o.server != NULL && g_str_equal (verb, "move-force"))
    {
      mst_cli_fail (_("move-force takes a force of the library: a server has none (publish a campaign instead)"));
      return MST_CLI_BAD_INPUT;
    }

  /* The library is opened only where it is worked on: a command for a
   * server that cannot be reached leaves it as it was. */
  if (o.server == NULL || g_str_equal (verb, "publish"))
    {
      library = mst_library_open (o.database, MST_LIBRARY_OPEN_DEFAULT, &error);
      if (library == NULL)
        return fail_error (error);
      if (mst_library_is_read_only (library))
        g_printerr ("muster-cli: %s\n", mst_library_get_read_only_reason (library));
    }
  /* The lists matter only where units are built or shown by type. */
  if (g_str_equal (verb, "add-force") || g_str_equal (verb, "move-force") || g_str_equal (verb, "new-unit") ||
      g_str_equal (verb, "regrade") || g_str_equal (verb, "import") || g_str_equal (verb, "battle") ||
      g_str_equal (verb, "reinforce") || g_str_equal (verb, "disband") || g_str_equal (verb, "history") ||
      g_str_equal (verb, "export") || g_str_equal (verb, "publish") || g_str_has_suffix (verb, "-general") ||
      g_str_equal (verb, "retract") ||
      /* A copy kept of a server's campaign is replayed with them. */
      (o.server != NULL && (g_str_equal (verb, "show") || g_str_equal (verb, "list"))))
    /* An export carries the player's own lists of its forces. */
    catalogue = mst_cli_load_catalogue ();
  if (library != NULL)
    local = mst_campaign_store_new (library, catalogue);
  if (o.server != NULL)
    {
      gboolean reads = g_str_equal (verb, "show") || g_str_equal (verb, "list") || g_str_equal (verb, "history");
      gboolean waits = g_str_equal (verb, "battle") || g_str_equal (verb, "reinforce") ||
                       g_str_equal (verb, "new-unit") || g_str_equal (verb, "disband") ||
                       g_str_equal (verb, "regrade") || g_str_has_suffix (verb, "-general");

      if (o.offline && !reads && !(waits && o.queue))
        {
          mst_cli_fail (_("--offline reads (show, list, history), or queues a battle or change with --queue"));
          return MST_CLI_BAD_INPUT;
        }
      on_server = TRUE;
      /* The server, else the copy kept of it: one backend. */
      store = server_hooks->open (o.server, catalogue, o.offline, o.queue, &error);
      if (store == NULL)
        return fail_error (error);
    }
  else
    store = MST_CAMPAIGN_BACKEND (g_object_ref (local));

  if (g_str_equal (verb, "new"))
    {
      if (argc != 3)
        return usage_error (verb);
      id = mst_campaign_backend_create (store, argv[2], &error);
      if (id == 0)
        return fail_error (error);
      g_print ("%" G_GINT64_FORMAT "\n", id);
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "list"))
    {
      int status;

      if (argc != 2)
        return usage_error (verb);
      status = cmd_list (store, &o);
      if (status == MST_CLI_OK)
        {
          announce_copy (store);
          keep_copy (store, &o, 0);
        }
      return status;
    }
  if (g_str_equal (verb, "import"))
    {
      if (argc != 3)
        return usage_error (verb);
      id = mst_campaign_backend_import_file (store, argv[2], &error);
      if (id == 0)
        return fail_error (error);
      g_print ("%" G_GINT64_FORMAT "\n", id);
      return MST_CLI_OK;
    }

  if (g_str_equal (verb, "retract"))
    {
      gint64 event_id, retraction;

      if (argc != 3)
        return usage_error (verb);
      if (!parse_id (argv[2], _("change id"), &event_id))
        return MST_CLI_BAD_INPUT;
      retraction = mst_campaign_backend_retract (store, event_id, o.reason, &error);
      if (retraction == 0)
        return fail_error (error);
      g_print ("%" G_GINT64_FORMAT "\n", retraction);
      return MST_CLI_OK;
    }

  /* Everything else names a campaign or a force first. */
  if (argc < 3)
    return usage_error (verb);
  if (g_str_equal (verb, "reinforce") || g_str_equal (verb, "new-unit") || g_str_equal (verb, "disband") ||
      g_str_equal (verb, "replace-general") || g_str_equal (verb, "rename-general") ||
      g_str_equal (verb, "regrade") || g_str_equal (verb, "history"))
    {
      if (!parse_id (argv[2], _("force id"), &force_id))
        return MST_CLI_BAD_INPUT;
    }
  else if (!parse_id (argv[2], _("campaign id"), &id))
    return MST_CLI_BAD_INPUT;

  if (g_str_equal (verb, "publish"))
    return argc == 3 ? cmd_publish (store, local, id) : usage_error (verb);
  if (g_str_equal (verb, "show"))
    {
      int status;

      if (argc != 3)
        return usage_error (verb);
      status = cmd_show (store, id);
      /* A campaign read from the server is kept in the copy as it was read. */
      if (status == MST_CLI_OK)
        announce_copy (store);
      return status;
    }
  if (g_str_equal (verb, "rename") && argc == 4)
    return mst_campaign_backend_rename (store, id, argv[3], &error) ? MST_CLI_OK : fail_error (error);
  if (g_str_equal (verb, "archive") && argc == 3)
    return mst_campaign_backend_set_archived (store, id, TRUE, &error) ? MST_CLI_OK : fail_error (error);
  if (g_str_equal (verb, "unarchive") && argc == 3)
    return mst_campaign_backend_set_archived (store, id, FALSE, &error) ? MST_CLI_OK : fail_error (error);
  if (g_str_equal (verb, "delete") && argc == 3)
    return mst_campaign_backend_remove (store, id, TRUE, &error) ? MST_CLI_OK : fail_error (error);
  if (g_str_equal (verb, "restore") && argc == 3)
    return mst_campaign_backend_remove (store, id, FALSE, &error) ? MST_CLI_OK : fail_error (error);
  if (g_str_equal (verb, "export") && argc == 4)
    {
      if (local != NULL ? !mst_cli_check_output_db (argv[3], o.force, mst_library_get_path (library))
                        : !mst_cli_check_output (argv[3], o.force, NULL))
        return MST_CLI_BAD_INPUT;
      if (local != NULL)
        return mst_campaign_store_export_file (local, id, argv[3], &error) ? MST_CLI_OK : fail_error (error);
      {
        gsize len = 0;
        g_autofree char *data = mst_campaign_backend_export_data (store, id, &len, &error);

        if (data == NULL || !mst_file_replace (argv[3], data, (gssize) len, &error))
          return fail_error (error);
        return MST_CLI_OK;
      }
    }

  if (g_str_equal (verb, "add-force") && argc == 4)
    {
      g_autoptr(MstForce) force = mst_force_new_from_file (argv[3], catalogue, &error);

      if (force == NULL)
        return fail_error (error);
      force_id = mst_campaign_backend_add_force (store, id, force, o.date, &error);
      if (force_id == 0)
        return fail_error (error);
      g_print ("%" G_GINT64_FORMAT "\n", force_id);
      return MST_CLI_OK;
    }
  if (g_str_equal (verb, "move-force") && argc == 4)
    {
      if (!parse_id (argv[3], _("force id"), &force_id))
        return MST_CLI_BAD_INPUT;
      return mst_campaign_store_move_force (local, id, force_id, o.date, &error) ? MST_CLI_OK
                                                                                 : fail_error (error);
    }
  if (g_str_equal (verb, "battle") && argc == 4)
    {
      g_autoptr(GPtrArray) battles = g_ptr_array_new_with_free_func (g_object_unref);
      g_autofree gint64 *ids = NULL;
      gint64 in_campaign;

      if (!parse_id (argv[3], _("force id"), &force_id))
        return MST_CLI_BAD_INPUT;
      if (o.files == NULL)
        {
          mst_cli_fail (_("battle needs the battle record: --file BATTLE.xml"));
          return MST_CLI_BAD_INPUT;
        }
      in_campaign = mst_campaign_backend_get_force_campaign (store, force_id, &error);
      if (error != NULL)
        return fail_error (error);
      if (in_campaign != id)
        {
          mst_cli_fail (_("force %s is not in campaign %s"), argv[3], argv[2]);
          return MST_CLI_BAD_INPUT;
        }
      /* Every record read before any is written. */
      for (guint i = 0; o.files[i] != NULL; i++)
        {
          MstBattle *battle = mst_battle_new_from_file (o.files[i], &error);

          if (battle == NULL)
            return fail_error (error);
          g_ptr_array_add (battles, battle);
        }
      ids = g_new0 (gint64, battles->len);
      /* One battle as ever; several in one transaction, all or none. */
      if (battles->len == 1)
        ids[0] = mst_campaign_backend_record_battle (store, force_id, g_ptr_array_index (battles, 0), o.revision,
                                                     &error);
      else if (!mst_campaign_backend_record_battles (store, force_id, battles, o.revision, ids, &error))
        ids[0] = 0;
      if (ids[0] != 0 && on_server && mst_campaign_backend_write_queued (store))
        {
          for (guint i = 0; i < battles->len; i++)
            announce_queued (store, ids[i]);
          return MST_CLI_OK;
        }
      if (ids[0] == 0)
        {
          /* Every error in a record names its file, and the line where it has one. */
          if (battles->len == 1 && error->domain == MST_ERROR && !g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT) &&
              !g_str_has_prefix (error->message, o.files[0]))
            g_prefix_error (&error, "%s: ", o.files[0]);
          return fail_error (error);
        }
      for (guint i = 0; i < battles->len; i++)
        g_print ("%" G_GINT64_FORMAT "\n", ids[i]);
      return MST_CLI_OK;
    }

  if (g_str_equal (verb, "history") && argc == 3)
    {
      gint64 in_campaign = on_server ? mst_campaign_backend_get_force_campaign (store, force_id, NULL) : 0;
      int status;

      status = cmd_history (store, library, force_id, &o);
      if (status == MST_CLI_OK)
        announce_copy (store);
      if (status == MST_CLI_OK && in_campaign != 0)
        keep_copy (store, &o, in_campaign);
      return status;
    }
  if (g_str_equal (verb, "reinforce") && argc == 5)
    {
      guint64 bases;
      g_autoptr(MstCampaignEvent) event = NULL;

      if (!g_ascii_string_to_unsigned (argv[4], 10, 1, 99, &bases, NULL))
        {
          mst_cli_fail (_("“%s” is not a number of bases (1 to 99)"), argv[4]);
          return MST_CLI_BAD_INPUT;
        }
      event = mst_campaign_event_new_reinforced (argv[3], (guint) bases);
      return append (store, catalogue, force_id, event, &o);
    }
  if (g_str_equal (verb, "new-unit") && argc == 5)
    {
      g_autoptr(MstCampaignEvent) event = NULL;

      if (o.bases < 0 || o.bases > 99 || o.command < 0)
        {
          mst_cli_fail (_("--bases is 0 to 99 and --command 0 or more"));
          return MST_CLI_BAD_INPUT;
        }
      event = mst_campaign_event_new_unit_added (o.command - 1, argv[3], argv[4], (guint) o.bases);
      return append (store, catalogue, force_id, event, &o);
    }
  if (g_str_equal (verb, "disband") && argc == 4)
    {
      g_autoptr(MstCampaignEvent) event = mst_campaign_event_new_unit_disbanded (argv[3]);
      return append (store, catalogue, force_id, event, &o);
    }
  if ((g_str_equal (verb, "replace-general") || g_str_equal (verb, "rename-general")) && argc == 5)
    {
      g_autoptr(MstCampaignEvent) event = NULL;
      guint64 position;

      if (!g_ascii_string_to_unsigned (argv[3], 10, 0, 200, &position, NULL))
        {
          mst_cli_fail (_("“%s” is not a general’s number (0: the force commander)"), argv[3]);
          return MST_CLI_BAD_INPUT;
        }
      if (g_str_equal (verb, "replace-general"))
        {
          int status = MST_CLI_OK;

          event = new_general (&o, store, force_id, (guint) position, argv[4], &status);
          if (event == NULL)
            return status;
        }
      else
        event = mst_campaign_event_new_general_renamed ((guint) position, argv[4]);
      return append (store, catalogue, force_id, event, &o);
    }
  if (g_str_equal (verb, "regrade") && argc == 5)
    {
      g_autoptr(MstCampaignEvent) event = mst_campaign_event_new_unit_regraded (argv[3], argv[4]);
      return append (store, catalogue, force_id, event, &o);
    }

  return usage_error (verb);
}
