/* mst-cli.h: the commands of muster-cli.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* Exit statuses: the CLI's contract. */
enum {
  MST_CLI_OK = 0,
  MST_CLI_FINDINGS = 1,
  MST_CLI_BAD_INPUT = 2,
  /* The stored data changed since the input was read: nothing written. */
  MST_CLI_CONFLICT = 3,
};

int mst_cli_run (int argc, char **argv);
/* mst-cli-list.c: list new, list validate. */
int mst_cli_list (int argc, char **argv);
/* mst-cli-game.c: game new, show, hit, set, lose, test, end-turn, finish. */
int mst_cli_game (int argc, char **argv);

/* Shared by the commands' files. */
/* @s as a force's id (a whole number from 1), or FALSE, said. */
gboolean      mst_cli_parse_force_id (const char *s,
                                      gint64     *id);
void          mst_cli_fail           (const char    *fmt,
                                      ...) G_GNUC_PRINTF (1, 2);
/* The catalogue, with a warning on stderr for each list skipped. */
MstCatalogue *mst_cli_load_catalogue (void);
/* Parses @argc/@argv with @entries; prints the error and returns FALSE. */
gboolean      mst_cli_parse_options  (const char    *parameter,
                                      const char    *summary,
                                      GOptionEntry  *entries,
                                      int           *argc,
                                      char        ***argv);
/* A force file, or NULL with the error printed. */
/* As mst_cli_load_force(), for a command whose numbers come from the
 * force's list: NULL, after naming the list and where Muster looked for
 * it, when that list is not installed. */
MstForce     *mst_cli_load_force_with_list (MstCatalogue *catalogue,
                                            const char   *path);
MstForce     *mst_cli_load_force     (MstCatalogue  *catalogue,
                                      const char    *path);

/* Dice from a --seed option (NULL: fresh dice), or NULL with the bad seed
 * said on stderr. */
MstDice      *mst_cli_dice_from_seed (const char    *seed_text);
/* TRUE for a force whose rules begin a battle with a scouting contest
 * (scout, initiative, deploy); else says its rules have none, and that
 * @command is not for it, and returns FALSE. */
gboolean      mst_cli_require_scouting (MstForce   *force,
                                        const char *path,
                                        const char *command);
/* @text as a whole number from @least to @most, or FALSE with "@what:
 * “TEXT” is not …" said on stderr. */
gboolean      mst_cli_parse_uint     (const char    *what,
                                      const char    *text,
                                      guint          least,
                                      guint          most,
                                      guint         *out);
/* The most any input is read to, as the XML readers cap theirs. */
#define MST_CLI_MAX_INPUT (8 * 1024 * 1024)

/* TRUE when @output may be written: it is new, or @force is given and it is
 * a regular file that is none of @inputs (compared by device and inode, so
 * another name for an input is caught too).  Otherwise says why on stderr. */
gboolean      mst_cli_check_output   (const char        *output,
                                      gboolean           force,
                                      const char *const *inputs);
/* Reads @path (or a GIO URI) through a cap of MST_CLI_MAX_INPUT. */
/* The same, where @database (the open library) is never written over. */
gboolean      mst_cli_check_output_db (const char       *output,
                                       gboolean          force,
                                       const char       *database);
/* A command that rewrites its own input (deploy --write): a
 * write-protected file only with --force. */
gboolean      mst_cli_check_in_place (const char        *path,
                                      gboolean           force);
gboolean      mst_cli_read_input     (const char        *path,
                                      char             **contents,
                                      gsize             *len,
                                      GError           **error);

G_END_DECLS
