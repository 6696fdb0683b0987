/* test-carried-list.c: a force on a player's own list takes the list with it,
 * by share code, text roster, force file and campaign file, to a clean
 * machine, opens there with the same numbers, and its list is added on
 * request beside any other of that id, marked as from that force.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-test-util.h"

static char *work;

/* The machines: a player's data folder each. */
static char *
home (const char *name)
{
  return g_build_filename (work, name, NULL);
}

/* muster-cli as the player whose data folder is @who, with @ap. */
static void
run_as_v (MstTestRun *run, const char *who, va_list ap)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *data = home (who);
  g_autofree char *cache = g_strconcat (data, "-cache", NULL);
  const char *arg;

  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  g_ptr_array_add (args, NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  mst_test_run_cliv (run, (const char *const *) args->pdata);
}

static void
run_as (MstTestRun *run, const char *who, ...) G_GNUC_NULL_TERMINATED;

static void
run_as (MstTestRun *run, const char *who, ...)
{
  va_list ap;

  va_start (ap, who);
  run_as_v (run, who, ap);
  va_end (ap);
}

/* The same, which must succeed: its standard output. */
static char *
ok_as (const char *who, ...) G_GNUC_NULL_TERMINATED;

static char *
ok_as (const char *who, ...)
{
  g_auto(MstTestRun) run = { 0 };
  va_list ap;

  va_start (ap, who);
  run_as_v (&run, who, ap);
  va_end (ap);
  if (run.status != 0)
    g_error ("%s: muster-cli exited %d: %s", who, run.status, run.err);
  return g_steal_pointer (&run.out);
}

static char *
in_work (const char *name)
{
  return g_build_filename (work, name, NULL);
}

/* A list of @who's own: the shipped Austrian list of 1809 changed so that
 * its fusiliers are another grade (their numbers differ from the shipped
 * list's), under @id (the shipped id: a changed copy in its place). */
static void
write_user_list (const char *who, const char *file, const char *id, const char *name)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "nations", "drums-and-muskets",
                                               "austrian-1809-1815.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GString) s = NULL;
  g_autofree char *id_attr = g_strdup_printf ("id=\"%s\"", id);
  g_autofree char *name_el = g_strdup_printf ("<name>%s</name>", name);
  guint n;

  g_assert_true (g_file_get_contents (shipped, &text, NULL, NULL));
  s = g_string_new (text);
  n = g_string_replace (s, "id=\"austrian-1809-1815\"", id_attr, 1);
  g_assert_cmpuint (n, ==, 1);
  n = g_string_replace (s, "<name>Austrian</name>", name_el, 1);
  g_assert_cmpuint (n, ==, 1);
  n = g_string_replace (s, "<resilience lackluster=\"1\" steady=\"2\"/>\n  </unit>\n  <unit id=\"light\"",
                        "<resilience steady=\"1\" determined=\"4\"/>\n  </unit>\n  <unit id=\"light\"", 1);
  g_assert_cmpuint (n, ==, 1);
  dir = g_build_filename (work, who, "muster", "nations", "drums-and-muskets", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (g_file_set_contents (path, s->str, -1, NULL));
}

/* What a player reads off a force: its pools, its derived values and the
 * text of its cards. */
typedef struct {
  char *pools, *derive, *cards;
} Reading;

static void
reading_clear (Reading *r)
{
  g_free (r->pools);
  g_free (r->derive);
  g_free (r->cards);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Reading, reading_clear)

static void
read_force (Reading *r, const char *who, const char *force)
{
  g_autofree char *pdf = in_work ("reading.pdf");
  g_autofree char *argv_text = NULL;
  const char *argv[] = { "pdftotext", pdf, "-", NULL };
  g_autofree char *out = NULL;

  reading_clear (r);
  r->pools = ok_as (who, "pools", force, NULL);
  r->derive = ok_as (who, "derive", force, NULL);
  g_free (ok_as (who, "cards", force, "-o", pdf, "--force", NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, NULL, NULL));
  r->cards = g_steal_pointer (&out);
  g_assert_nonnull (strstr (r->cards, "Les Blancs"));
}

static void
assert_same_reading (const Reading *a, const Reading *b)
{
  g_assert_cmpstr (a->pools, ==, b->pools);
  g_assert_cmpstr (a->derive, ==, b->derive);
  g_assert_cmpstr (a->cards, ==, b->cards);
}

static char *
list_file (const char *who, const char *id)
{
  g_autofree char *name = g_strconcat (id, ".xml", NULL);
  return g_build_filename (work, who, "muster", "nations", "drums-and-muskets", name, NULL);
}

/* The sharer's force, on his own list "my-austrians". */
static char *
sharer_force (void)
{
  g_autofree char *out = NULL;
  char *force = in_work ("les-blancs.muster");

  write_user_list ("sharer", "mine.xml", "my-austrians", "My Austrians");
  out = ok_as ("sharer", "new", "-l", "my-austrians", "-n", "Les Blancs", "-c", "Karl",
               "--command=Hiller=fusilier,fusilier,light", "-o", force, "--force", NULL);
  return force;
}

static void
test_travels (void)
{
  g_autofree char *force = sharer_force ();
  g_auto(Reading) at_home = { 0 };
  g_auto(Reading) there = { 0 };
  g_autofree char *code = NULL;
  g_autofree char *text = NULL;
  g_autofree char *markdown = NULL;
  g_autofree char *text_path = in_work ("les-blancs.txt");
  g_autofree char *md_path = in_work ("les-blancs.md");
  g_autofree char *sent = in_work ("sent.muster");
  g_autofree char *got = in_work ("got.muster");
  g_autofree char *lists = NULL;
  g_autofree char *installed = NULL;
  g_auto(MstTestRun) run = { 0 };
  const char *ways[] = { "code", "text", "markdown", "file" };

  read_force (&at_home, "sharer", force);
  code = g_strchomp (ok_as ("sharer", "export", "--format", "code", force, NULL));
  /* One line, short enough for a chat message. */
  g_assert_null (strchr (code, '\n'));
  g_assert_cmpuint (strlen (code), <=, MST_SHARE_CODE_CHAT_MAX);
  text = ok_as ("sharer", "export", force, NULL);
  g_assert_nonnull (strstr (text, "\nCarried list [my-austrians], version 1: "));
  g_assert_true (g_file_set_contents (text_path, text, -1, NULL));
  markdown = ok_as ("sharer", "export", "--format", "markdown", force, NULL);
  g_assert_nonnull (strstr (markdown, "\n<!-- Carried list [my-austrians], version 1: "));
  g_assert_true (g_file_set_contents (md_path, markdown, -1, NULL));
  g_free (ok_as ("sharer", "export", "--format", "muster", force, "-o", sent, NULL));

  /* Each way to a machine without the list: the same numbers and cards,
   * and the list offered, not added. */
  for (guint i = 0; i < G_N_ELEMENTS (ways); i++)
    {
      g_autofree char *fresh = g_strdup_printf ("clean-%s", ways[i]);
      g_autofree char *opened = NULL;

      if (g_str_equal (ways[i], "code"))
        run_as (&run, fresh, "import", "--code", code, "-o", got, "--force", NULL);
      else if (g_str_equal (ways[i], "text"))
        run_as (&run, fresh, "import", text_path, "-o", got, "--force", NULL);
      else if (g_str_equal (ways[i], "markdown"))
        run_as (&run, fresh, "import", md_path, "-o", got, "--force", NULL);
      if (g_str_equal (ways[i], "file"))
        opened = g_strdup (sent);
      else
        {
          g_assert_cmpint (run.status, ==, 0);
          g_assert_nonnull (strstr (run.err, "carries its list “my-austrians”, which is not among your lists"));
          g_assert_nonnull (strstr (run.err, "--add-list"));
          opened = g_strdup (got);
        }
      read_force (&there, fresh, opened);
      assert_same_reading (&at_home, &there);
      installed = list_file (fresh, "my-austrians");
      g_assert_false (g_file_test (installed, G_FILE_TEST_EXISTS));
      g_clear_pointer (&installed, g_free);
    }

  /* Asked, the list is added, marked as from the force; the force is
   * then on the added list, carrying nothing, with the same numbers. */
  run_as (&run, "clean-added", "import", "--code", code, "--add-list", "-o", got, "--force", NULL);
  g_assert_cmpint (run.status, ==, 0);
  installed = list_file ("clean-added", "my-austrians");
  g_assert_nonnull (strstr (run.err, "Added the list “My Austrians” (my-austrians, version 1) that the force "
                                     "“Les Blancs” carries to your lists"));
  g_assert_nonnull (strstr (run.err, installed));
  g_assert_true (g_file_test (installed, G_FILE_TEST_IS_REGULAR));
  {
    g_autofree char *data = NULL;

    g_assert_true (g_file_get_contents (got, &data, NULL, NULL));
    g_assert_null (strstr (data, "carried-list"));
    g_assert_nonnull (strstr (data, "list=\"my-austrians\""));
  }
  lists = ok_as ("clean-added", "lists", "--ruleset", "drums-and-muskets", NULL);
  g_assert_nonnull (strstr (lists, "my-austrians\tMy Austrians (1809–1815), from the force “Les Blancs”\t"));
  read_force (&there, "clean-added", got);
  assert_same_reading (&at_home, &there);
  /* A second import finds it there, and adds nothing. */
  run_as (&run, "clean-added", "import", "--code", code, "--add-list", "-o", got, "--force", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.err, "Added"));
  {
    g_autofree char *dir = g_path_get_dirname (installed);
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (d) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 1);
  }
}

/* A list whose id is taken here by a different list, shipped or the
 * player's, is added beside it under a new id; both are kept, and the
 * import says so. */
static void
test_id_taken (void)
{
  g_autofree char *force = sharer_force ();
  g_autofree char *code = g_strchomp (ok_as ("sharer", "export", "--format", "code", force, NULL));
  g_autofree char *got = in_work ("taken.muster");
  g_autofree char *theirs = list_file ("taken", "theirs");
  g_autofree char *theirs_before = NULL;
  g_autofree char *theirs_after = NULL;
  g_autofree char *added = list_file ("taken", "my-austrians-2");
  g_autofree char *lists = NULL;
  g_autofree char *data = NULL;
  g_auto(MstTestRun) run = { 0 };
  g_auto(Reading) at_home = { 0 };
  g_auto(Reading) there = { 0 };

  /* Another player's own "my-austrians", not the sharer's. */
  write_user_list ("taken", "theirs.xml", "my-austrians", "Their Austrians");
  g_assert_true (g_file_get_contents (theirs, &theirs_before, NULL, NULL));

  /* Offered: its numbers are the carried list's, not the list here. */
  run_as (&run, "taken", "import", "--code", code, "-o", got, "--force", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "which is not your list of that id"));
  read_force (&at_home, "sharer", force);
  read_force (&there, "taken", got);
  assert_same_reading (&at_home, &there);

  run_as (&run, "taken", "import", "--code", code, "--add-list", "-o", got, "--force", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "is not your list of that id"));
  g_assert_nonnull (strstr (run.err, "both are kept, and the force's was added as “my-austrians-2”"));
  g_assert_true (g_file_get_contents (theirs, &theirs_after, NULL, NULL));
  g_assert_cmpstr (theirs_before, ==, theirs_after);
  g_assert_true (g_file_test (added, G_FILE_TEST_IS_REGULAR));
  lists = ok_as ("taken", "lists", "--ruleset", "drums-and-muskets", NULL);
  g_assert_nonnull (strstr (lists, "my-austrians\tTheir Austrians (1809–1815)\t"));
  g_assert_nonnull (strstr (lists, "my-austrians-2\tMy Austrians (1809–1815), from the force “Les Blancs”\t"));
  g_assert_true (g_file_get_contents (got, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "list=\"my-austrians-2\""));
  read_force (&there, "taken", got);
  assert_same_reading (&at_home, &there);

  /* The shipped list of an id is never replaced either: a changed copy of
   * it, shared, is added beside it. */
  write_user_list ("sharer-shipped", "austrian.xml", "austrian-1809-1815", "Austrian");
  g_free (ok_as ("sharer-shipped", "new", "-l", "austrian-1809-1815", "-n", "Les Blancs", "-c", "Karl",
                 "--command=Hiller=fusilier,fusilier,light", "-o", force, "--force", NULL));
  g_clear_pointer (&code, g_free);
  code = g_strchomp (ok_as ("sharer-shipped", "export", "--format", "code", force, NULL));
  run_as (&run, "clean-shipped", "import", "--code", code, "--add-list", "-o", got, "--force", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "the force's was added as “austrian-1809-1815-2”"));
  read_force (&at_home, "sharer-shipped", force);
  read_force (&there, "clean-shipped", got);
  assert_same_reading (&at_home, &there);
  /* …where the shipped list's numbers would have been others. */
  {
    g_auto(Reading) shipped = { 0 };
    g_autofree char *plain = in_work ("plain.muster");

    g_free (ok_as ("clean-shipped", "new", "-l", "austrian-1809-1815", "-n", "Les Blancs", "-c", "Karl",
                   "--command=Hiller=fusilier,fusilier,light", "-o", plain, "--force", NULL));
    read_force (&shipped, "clean-shipped", plain);
    g_assert_cmpstr (shipped.derive, !=, there.derive);
  }
}

/* A campaign file carries the lists of its forces. */
static void
test_campaign_file (void)
{
  g_autofree char *force = sharer_force ();
  g_autofree char *db = in_work ("sharer.db");
  g_autofree char *db2 = in_work ("clean.db");
  g_autofree char *file = in_work ("campaign.xml");
  g_autofree char *state = in_work ("state.muster");
  g_autofree char *id = NULL;
  g_autofree char *force_id = NULL;
  g_autofree char *data = NULL;
  g_auto(Reading) at_home = { 0 };
  g_auto(Reading) there = { 0 };

  id = g_strchomp (ok_as ("sharer", "campaign", "--database", db, "new", "Danube 1809", NULL));
  force_id = g_strchomp (ok_as ("sharer", "campaign", "--database", db, "add-force", id, force, NULL));
  g_free (ok_as ("sharer", "campaign", "--database", db, "export", id, file, NULL));
  g_assert_true (g_file_get_contents (file, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "<carried-list id=\"my-austrians\" version=\"1\""));

  g_free (ok_as ("clean-campaign", "campaign", "--database", db2, "import", file, NULL));
  g_free (ok_as ("clean-campaign", "campaign", "--database", db2, "history", "1", "--output", state, NULL));
  read_force (&at_home, "sharer", force);
  read_force (&there, "clean-campaign", state);
  assert_same_reading (&at_home, &there);
}

/* A share code stays one line: one that carries a big list, too long for
 * a chat message, is still written, and the force file offered. */
static void
test_too_long_for_chat (void)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "nations", "drums-and-muskets",
                                               "austrian-1809-1815.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *dir = g_build_filename (work, "big", "muster", "nations", "drums-and-muskets", NULL);
  g_autofree char *list = g_build_filename (dir, "big.xml", NULL);
  g_autofree char *force = in_work ("big.muster");
  g_autofree char *sent = in_work ("big-sent.muster");
  g_autoptr(GString) s = NULL;
  g_autoptr(GString) units = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1809);
  g_auto(MstTestRun) run = { 0 };
  g_autofree char *code = NULL;

  /* Sixty more units of names no compressor shortens. */
  for (guint i = 0; i < 60; i++)
    {
      g_string_append_printf (units, "  <unit id=\"extra-%u\" arm=\"foot\" class=\"line\">\n    <name>", i);
      for (guint k = 0; k < 24; k++)
        g_string_append_c (units, (char) ('a' + g_rand_int_range (rand, 0, 26)));
      g_string_append (units, "</name>\n    <resilience steady=\"2\"/>\n  </unit>\n");
    }
  g_assert_true (g_file_get_contents (shipped, &text, NULL, NULL));
  s = g_string_new (text);
  g_assert_cmpuint (g_string_replace (s, "id=\"austrian-1809-1815\"", "id=\"big-austrians\"", 1), ==, 1);
  g_string_replace (s, "</nation-list>", "", 1);
  g_string_append (s, units->str);
  g_string_append (s, "</nation-list>\n");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (list, s->str, -1, NULL));
  g_free (ok_as ("big", "new", "-l", "big-austrians", "-n", "Les Gros", "-c", "Karl",
                 "--command=Hiller=fusilier", "-o", force, "--force", NULL));

  run_as (&run, "big", "export", "--format", "code", force, NULL);
  g_assert_cmpint (run.status, ==, 0);
  code = g_strchomp (g_strdup (run.out));
  g_assert_null (strchr (code, '\n'));
  g_assert_cmpuint (strlen (code), >, MST_SHARE_CODE_CHAT_MAX);
  g_assert_nonnull (strstr (run.err, "more than a chat message takes (2000)"));
  g_assert_nonnull (strstr (run.err, "export --format muster"));
  /* The file it offers carries the list whole. */
  g_free (ok_as ("big", "export", "--format", "muster", force, "-o", sent, "--force", NULL));
  run_as (&run, "clean-big", "pools", sent, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "supply"));
}

/* A force of the library, exported (as the app's drag out of the library
 * does), carries its list too. */
static void
test_library_export (void)
{
  g_autofree char *force = sharer_force ();
  g_autofree char *db = in_work ("library.db");
  g_autofree char *out = in_work ("from-library.muster");
  g_autofree char *id = NULL;
  g_autofree char *data = NULL;
  g_auto(Reading) at_home = { 0 };
  g_auto(Reading) there = { 0 };

  id = g_strchomp (ok_as ("sharer", "library", "--database", db, "import", force, NULL));
  g_free (ok_as ("sharer", "library", "--database", db, "export", id, out, "--force", NULL));
  g_assert_true (g_file_get_contents (out, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "<carried-list id=\"my-austrians\" version=\"1\""));
  read_force (&at_home, "sharer", force);
  read_force (&there, "clean-library", out);
  assert_same_reading (&at_home, &there);
}

/* A carried list changed on the way is refused, naming it. */
static void
test_tampered (void)
{
  g_autofree char *force = sharer_force ();
  g_autofree char *sent = in_work ("tampered.muster");
  g_autofree char *data = NULL;
  g_autoptr(GString) s = NULL;
  g_auto(MstTestRun) run = { 0 };

  g_free (ok_as ("sharer", "export", "--format", "muster", force, "-o", sent, "--force", NULL));
  g_assert_true (g_file_get_contents (sent, &data, NULL, NULL));
  s = g_string_new (data);
  g_assert_cmpuint (g_string_replace (s, "steady=\"1\" determined=\"4\"",
                                      "steady=\"1\" determined=\"1\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (sent, s->str, -1, NULL));
  run_as (&run, "clean-tampered", "pools", sent, NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_nonnull (strstr (run.err, "the list it carries: its checksum does not match"));
}

/* The force sheet carries the force: its QR code, read back from the
 * printed page by zbarimg, is the share code export gives, and imports
 * as the force.  Once for a force on a shipped list, once for one that
 * carries its own. */
static void
test_qr_code (void)
{
  g_autofree char *own = sharer_force ();
  g_autofree char *shipped = mst_test_fixture ("sample-british.muster");
  const char *forces[] = { shipped, own };
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");

  if (zbarimg == NULL || pdftoppm == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) or pdftoppm (poppler-utils) is not installed");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (forces); i++)
    {
      g_autofree char *pdf = in_work ("qr.pdf");
      g_autofree char *prefix = in_work ("qr-page");
      g_autofree char *code = g_strchomp (ok_as ("sharer", "export", "--format", "code", forces[i], NULL));
      g_autofree char *read = NULL;
      g_autofree char *got = in_work ("from-qr.muster");
      g_autoptr(GPtrArray) zbar = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GDir) dir = NULL;
      const char *name;
      int status = 0;
      g_auto(MstTestRun) run = { 0 };

      g_free (ok_as ("sharer", "cards", forces[i], "-o", pdf, "--force", NULL));
      {
        const char *argv[] = { pdftoppm, "-r", "300", "-png", pdf, prefix, NULL };
        g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                                     NULL, &status, NULL));
        g_assert_true (g_spawn_check_wait_status (status, NULL));
      }
      g_ptr_array_add (zbar, g_strdup (zbarimg));
      g_ptr_array_add (zbar, g_strdup ("--raw"));
      g_ptr_array_add (zbar, g_strdup ("-q"));
      dir = g_dir_open (work, 0, NULL);
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_prefix (name, "qr-page") && g_str_has_suffix (name, ".png"))
          g_ptr_array_add (zbar, g_build_filename (work, name, NULL));
      g_assert_cmpuint (zbar->len, >, 3);
      g_ptr_array_add (zbar, NULL);
      g_assert_true (g_spawn_sync (NULL, (char **) zbar->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                   &read, NULL, &status, NULL));
      /* One code on all the pages, and it is the force's share code. */
      g_assert_cmpstr (g_strchomp (read), ==, code);
      for (guint j = 3; j + 1 < zbar->len; j++)
        g_unlink (g_ptr_array_index (zbar, j));

      /* What the reader gave, as it gave it, imports as the force. */
      {
        g_autofree char *again = NULL;
        g_autofree char *input = g_strdup_printf ("QR-Code:%s\n", read);

        run_as (&run, "clean-qr", "import", "--code", input, "-o", got, "--force", NULL);
        g_assert_cmpint (run.status, ==, 0);
        again = g_strchomp (ok_as ("clean-qr", "export", "--format", "code", got, NULL));
        g_assert_cmpstr (again, ==, code);
      }
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  work = g_dir_make_tmp ("muster-carried-XXXXXX", NULL);
  g_test_add_func ("/muster/carried-list/travels", test_travels);
  g_test_add_func ("/muster/carried-list/id-taken", test_id_taken);
  g_test_add_func ("/muster/carried-list/campaign-file", test_campaign_file);
  g_test_add_func ("/muster/carried-list/library-export", test_library_export);
  g_test_add_func ("/muster/carried-list/tampered", test_tampered);
  g_test_add_func ("/muster/carried-list/too-long-for-chat", test_too_long_for_chat);
  g_test_add_func ("/muster/carried-list/qr-code", test_qr_code);
  status = g_test_run ();
  mst_test_remove_tree (work);
  return status;
}
