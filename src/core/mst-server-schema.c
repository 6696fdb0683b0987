/* mst-server-schema.c: Muster's schema on a PostgreSQL server, with the grants
 * and row-level security that confine each player to their own forces.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables mirror the library's SQLite schema (mst-library.c), with an
 * owner on each campaign and force.  The server enforces who may write what,
 * so that a player connected with psql can do no more than through Muster:
 *
 * - every player reads everything;
 * - a game master (a member of muster_game_master) may open campaigns, and
 *   the owner of a campaign may change anything in it;
 * - a player adds forces, records battles and makes changes between battles
 *   only for the forces they own;
 * - nobody changes the owner of a row, and the history stays append-only.
 *
 * Ownership checks used by the policies are SECURITY DEFINER functions, so
 * that a policy on one table can look at another without recursing through
 * that table's own policies. */

#include "config.h"

#include "mst-server.h"
#include "mst-server-private.h"

/* Each entry takes the schema from version i to i + 1. */
static const char *const migrations[] = {
  /* 0 → 1 */
  "CREATE TABLE muster.campaigns ("
  "  id bigserial PRIMARY KEY,"
  "  name text NOT NULL CHECK (length (name) BETWEEN 1 AND 200),"
  "  owner name NOT NULL DEFAULT current_user,"
  "  archived boolean NOT NULL DEFAULT false,"
  "  deleted bigint,"
  "  created bigint NOT NULL,"
  "  modified bigint NOT NULL,"
  "  revision bigint NOT NULL DEFAULT 1);"
  "CREATE TABLE muster.forces ("
  "  id bigserial PRIMARY KEY,"
  "  name text NOT NULL,"
  "  ruleset text NOT NULL,"
  "  list_id text NOT NULL,"
  "  data text NOT NULL,"
  "  owner name NOT NULL DEFAULT current_user,"
  "  created bigint NOT NULL,"
  "  modified bigint NOT NULL,"
  "  revision bigint NOT NULL DEFAULT 1);"
  "CREATE TABLE muster.campaign_forces ("
  "  force_id bigint PRIMARY KEY REFERENCES muster.forces (id) ON DELETE RESTRICT,"
  "  campaign_id bigint NOT NULL REFERENCES muster.campaigns (id) ON DELETE CASCADE,"
  "  joined bigint NOT NULL,"
  "  state text NOT NULL);"
  "CREATE INDEX campaign_forces_by_campaign ON muster.campaign_forces (campaign_id);"
  "CREATE TABLE muster.battles ("
  "  id bigserial PRIMARY KEY,"
  "  campaign_id bigint NOT NULL REFERENCES muster.campaigns (id) ON DELETE CASCADE,"
  "  force_id bigint NOT NULL REFERENCES muster.forces (id),"
  "  date text NOT NULL,"
  "  name text NOT NULL,"
  "  opponent text NOT NULL DEFAULT '',"
  "  result text NOT NULL,"
  "  role text NOT NULL,"
  "  supply_spent integer NOT NULL DEFAULT 0,"
  "  notes text NOT NULL DEFAULT '',"
  "  recorded bigint NOT NULL,"
  "  bases_lost integer NOT NULL DEFAULT 0,"
  "  units_broken integer NOT NULL DEFAULT 0,"
  "  generals_swept_away integer NOT NULL DEFAULT 0,"
  "  generals_incapacitated integer NOT NULL DEFAULT 0,"
  "  generals_lost integer NOT NULL DEFAULT 0);"
  "CREATE INDEX battles_by_campaign ON muster.battles (campaign_id, date);"
  "CREATE INDEX battles_by_force ON muster.battles (force_id, date);"
  "CREATE TABLE muster.battle_units ("
  "  battle_id bigint NOT NULL REFERENCES muster.battles (id) ON DELETE CASCADE,"
  "  position integer NOT NULL,"
  "  unit text NOT NULL,"
  "  grade text,"
  "  die integer NOT NULL DEFAULT 0,"
  "  bases_before integer NOT NULL,"
  "  bases_lost integer NOT NULL DEFAULT 0,"
  "  broken boolean NOT NULL DEFAULT false,"
  "  PRIMARY KEY (battle_id, position));"
  "CREATE TABLE muster.battle_generals ("
  "  battle_id bigint NOT NULL REFERENCES muster.battles (id) ON DELETE CASCADE,"
  "  position integer NOT NULL,"
  "  general text NOT NULL,"
  "  fate text NOT NULL,"
  "  PRIMARY KEY (battle_id, position));"
  "CREATE TABLE muster.campaign_events ("
  "  id bigserial PRIMARY KEY,"
  "  campaign_id bigint NOT NULL REFERENCES muster.campaigns (id) ON DELETE CASCADE,"
  "  force_id bigint NOT NULL REFERENCES muster.forces (id),"
  "  kind text NOT NULL,"
  "  date text,"
  "  recorded bigint NOT NULL,"
  "  battle_id bigint REFERENCES muster.battles (id) ON DELETE CASCADE,"
  "  unit text,"
  "  general integer,"
  "  name text,"
  "  previous text,"
  "  template text,"
  "  bases integer,"
  "  command integer,"
  "  respect text,"
  "  ability text,"
  "  weapon text,"
  "  doctrines text,"
  "  data text);"
  "CREATE INDEX campaign_events_by_force ON muster.campaign_events (force_id, id);"

  /* The history is append-only: only a campaign's removal takes its
   * events (the cascade runs after the campaign row is gone). */
  "CREATE FUNCTION muster.append_only () RETURNS trigger LANGUAGE plpgsql AS $$"
  "BEGIN"
  "  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM muster.campaigns WHERE id = OLD.campaign_id) THEN"
  "    RETURN OLD;"
  "  END IF;"
  "  RAISE EXCEPTION 'campaign events are append-only';"
  "END $$;"
  "CREATE TRIGGER campaign_events_append_only BEFORE UPDATE OR DELETE ON muster.campaign_events"
  "  FOR EACH ROW EXECUTE FUNCTION muster.append_only ();"

  /* Live updates: every open Muster of the club hears which campaign
   * changed (LISTEN muster). */
  "CREATE FUNCTION muster.notify_change () RETURNS trigger LANGUAGE plpgsql AS $$"
  "DECLARE rec record;"
  "BEGIN"
  "  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;"
  "  PERFORM pg_notify ('muster', json_build_object ('table', TG_TABLE_NAME,"
  "    'campaign', to_jsonb (rec) -> (CASE WHEN TG_TABLE_NAME = 'campaigns' THEN 'id' ELSE 'campaign_id' END))::text);"
  "  RETURN NULL;"
  "END $$;"
  "CREATE TRIGGER campaigns_notify AFTER INSERT OR UPDATE OR DELETE ON muster.campaigns"
  "  FOR EACH ROW EXECUTE FUNCTION muster.notify_change ();"
  "CREATE TRIGGER campaign_forces_notify AFTER INSERT OR UPDATE OR DELETE ON muster.campaign_forces"
  "  FOR EACH ROW EXECUTE FUNCTION muster.notify_change ();"
  "CREATE TRIGGER battles_notify AFTER INSERT OR UPDATE OR DELETE ON muster.battles"
  "  FOR EACH ROW EXECUTE FUNCTION muster.notify_change ();"
  "CREATE TRIGGER campaign_events_notify AFTER INSERT ON muster.campaign_events"
  "  FOR EACH ROW EXECUTE FUNCTION muster.notify_change ();"

  /* Who may write what. */
  "CREATE FUNCTION muster.is_game_master_of (campaign bigint, who name) RETURNS boolean"
  "  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "  SELECT EXISTS (SELECT 1 FROM muster.campaigns c WHERE c.id = campaign AND c.owner = who) $$;"
  "CREATE FUNCTION muster.owns_force (f_id bigint, who name) RETURNS boolean"
  "  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "  SELECT EXISTS (SELECT 1 FROM muster.forces f WHERE f.id = f_id AND f.owner = who) $$;"
  /* A force's owner, or the game master of the campaign the force is in. */
  "CREATE FUNCTION muster.may_write_force (f_id bigint, who name) RETURNS boolean"
  "  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "  SELECT muster.owns_force (f_id, who) OR EXISTS ("
  "    SELECT 1 FROM muster.campaign_forces cf JOIN muster.campaigns c ON c.id = cf.campaign_id"
  "    WHERE cf.force_id = f_id AND c.owner = who) $$;"
  /* A battle or an event is written for a force of the campaign it is in. */
  "CREATE FUNCTION muster.force_in_campaign (f_id bigint, campaign bigint) RETURNS boolean"
  "  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "  SELECT EXISTS (SELECT 1 FROM muster.campaign_forces cf"
  "                 WHERE cf.force_id = f_id AND cf.campaign_id = campaign) $$;"
  "CREATE FUNCTION muster.may_write_battle (battle bigint, who name) RETURNS boolean"
  "  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "  SELECT EXISTS (SELECT 1 FROM muster.battles b WHERE b.id = battle"
  "                 AND muster.may_write_force (b.force_id, who)) $$;"
  "CREATE FUNCTION muster.game_master_of_battle (battle bigint, who name) RETURNS boolean"
  "  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "  SELECT EXISTS (SELECT 1 FROM muster.battles b WHERE b.id = battle"
  "                 AND muster.is_game_master_of (b.campaign_id, who)) $$;"

  "ALTER TABLE muster.campaigns ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE muster.forces ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE muster.campaign_forces ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE muster.battles ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE muster.battle_units ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE muster.battle_generals ENABLE ROW LEVEL SECURITY;"
  "ALTER TABLE muster.campaign_events ENABLE ROW LEVEL SECURITY;"

  "CREATE POLICY read_all ON muster.campaigns FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY open_campaign ON muster.campaigns FOR INSERT TO muster_player"
  "  WITH CHECK (owner = current_user AND pg_has_role (current_user, 'muster_game_master', 'member'));"
  "CREATE POLICY game_master ON muster.campaigns FOR UPDATE TO muster_player"
  "  USING (owner = current_user) WITH CHECK (owner = current_user);"
  "CREATE POLICY game_master_delete ON muster.campaigns FOR DELETE TO muster_player"
  "  USING (owner = current_user);"

  "CREATE POLICY read_all ON muster.forces FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY own_force ON muster.forces FOR INSERT TO muster_player WITH CHECK (owner = current_user);"
  "CREATE POLICY may_write ON muster.forces FOR UPDATE TO muster_player"
  "  USING (muster.may_write_force (id, current_user))"
  "  WITH CHECK (muster.may_write_force (id, current_user));"
  "CREATE POLICY own_force_delete ON muster.forces FOR DELETE TO muster_player USING (owner = current_user);"

  "CREATE POLICY read_all ON muster.campaign_forces FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY join_campaign ON muster.campaign_forces FOR INSERT TO muster_player"
  "  WITH CHECK (muster.owns_force (force_id, current_user)"
  "              OR muster.is_game_master_of (campaign_id, current_user));"
  "CREATE POLICY may_write ON muster.campaign_forces FOR UPDATE TO muster_player"
  "  USING (muster.may_write_force (force_id, current_user))"
  "  WITH CHECK (muster.may_write_force (force_id, current_user));"
  "CREATE POLICY game_master_delete ON muster.campaign_forces FOR DELETE TO muster_player"
  "  USING (muster.is_game_master_of (campaign_id, current_user));"

  "CREATE POLICY read_all ON muster.battles FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY may_record ON muster.battles FOR INSERT TO muster_player"
  "  WITH CHECK (muster.may_write_force (force_id, current_user)"
  "              AND muster.force_in_campaign (force_id, campaign_id));"
  "CREATE POLICY game_master ON muster.battles FOR UPDATE TO muster_player"
  "  USING (muster.is_game_master_of (campaign_id, current_user))"
  "  WITH CHECK (muster.is_game_master_of (campaign_id, current_user));"
  "CREATE POLICY game_master_delete ON muster.battles FOR DELETE TO muster_player"
  "  USING (muster.is_game_master_of (campaign_id, current_user));"

  "CREATE POLICY read_all ON muster.battle_units FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY may_record ON muster.battle_units FOR INSERT TO muster_player"
  "  WITH CHECK (muster.may_write_battle (battle_id, current_user));"
  "CREATE POLICY game_master ON muster.battle_units FOR UPDATE TO muster_player"
  "  USING (muster.game_master_of_battle (battle_id, current_user));"
  "CREATE POLICY game_master_delete ON muster.battle_units FOR DELETE TO muster_player"
  "  USING (muster.game_master_of_battle (battle_id, current_user));"

  "CREATE POLICY read_all ON muster.battle_generals FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY may_record ON muster.battle_generals FOR INSERT TO muster_player"
  "  WITH CHECK (muster.may_write_battle (battle_id, current_user));"
  "CREATE POLICY game_master ON muster.battle_generals FOR UPDATE TO muster_player"
  "  USING (muster.game_master_of_battle (battle_id, current_user));"
  "CREATE POLICY game_master_delete ON muster.battle_generals FOR DELETE TO muster_player"
  "  USING (muster.game_master_of_battle (battle_id, current_user));"

  "CREATE POLICY read_all ON muster.campaign_events FOR SELECT TO muster_player USING (true);"
  "CREATE POLICY may_record ON muster.campaign_events FOR INSERT TO muster_player"
  "  WITH CHECK (muster.may_write_force (force_id, current_user)"
  "              AND muster.force_in_campaign (force_id, campaign_id));"

  /* Column grants: nobody but the database owner changes an owner, an id
   * or when a row was made. */
  "GRANT USAGE ON SCHEMA muster TO muster_player;"
  "GRANT SELECT ON ALL TABLES IN SCHEMA muster TO muster_player;"
  "GRANT USAGE ON ALL SEQUENCES IN SCHEMA muster TO muster_player;"
  "GRANT INSERT, DELETE ON muster.campaigns, muster.forces, muster.campaign_forces,"
  "  muster.battles, muster.battle_units, muster.battle_generals TO muster_player;"
  "GRANT INSERT ON muster.campaign_events TO muster_player;"
  "GRANT UPDATE (name, archived, deleted, modified, revision) ON muster.campaigns TO muster_player;"
  "GRANT UPDATE (name, ruleset, list_id, data, modified, revision) ON muster.forces TO muster_player;"
  "GRANT UPDATE (state) ON muster.campaign_forces TO muster_player;"
  "GRANT UPDATE (date, name, opponent, result, role, supply_spent, notes, bases_lost, units_broken,"
  "  generals_swept_away, generals_incapacitated, generals_lost) ON muster.battles TO muster_player;"
  "GRANT UPDATE (grade, die, bases_before, bases_lost, broken) ON muster.battle_units TO muster_player;"
  "GRANT UPDATE (fate) ON muster.battle_generals TO muster_player;",

  /* 1 → 2: campaigns worked on from muster-cli and the app.  Every write
   * of a force or a campaign bumps its revision on the server itself, so
   * that a client writing from an older one is told (a conflict), however
   * the write was made, psql included; a player's battle marks the
   * campaign modified, which only its game master may update directly. */
  "CREATE FUNCTION muster.bump_revision () RETURNS trigger LANGUAGE plpgsql AS $$"
  "BEGIN"
  "  NEW.revision := OLD.revision + 1;"
  "  RETURN NEW;"
  "END $$;"
  /* On every update, whatever it sets: a revision is never set back. */
  "CREATE TRIGGER forces_revision BEFORE UPDATE ON muster.forces"
  "  FOR EACH ROW EXECUTE FUNCTION muster.bump_revision ();"
  "CREATE TRIGGER campaigns_revision BEFORE UPDATE ON muster.campaigns"
  "  FOR EACH ROW EXECUTE FUNCTION muster.bump_revision ();"
  "CREATE FUNCTION muster.touch_campaign (campaign bigint) RETURNS void"
  "  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  /* Once a second at most: every battle of a busy campaign would otherwise
   * wait on this one row until the battle before it committed. */
  "  UPDATE muster.campaigns c SET modified = extract (epoch FROM now ())::bigint"
  "  WHERE c.id = campaign AND c.modified < extract (epoch FROM now ())::bigint"
  "  AND EXISTS (SELECT 1 FROM muster.campaign_forces cf"
  "    WHERE cf.campaign_id = c.id AND muster.may_write_force (cf.force_id, session_user)) $$;"
  "REVOKE ALL ON FUNCTION muster.touch_campaign (bigint) FROM PUBLIC;"
  "GRANT EXECUTE ON FUNCTION muster.touch_campaign (bigint) TO muster_player;"
  /* A battle's events are found by battle (replay before a battle). */
  "CREATE INDEX campaign_events_by_battle ON muster.campaign_events (battle_id);",

  /* 2 → 3: no force changes owner or campaign but through Muster's own
   * operations.  A force joins a campaign only by its owner's hand (a
   * game master could take any force left in no campaign, then write for
   * it as his own campaign's); once in one, it stays there; its owner
   * stays its owner.  The database's owner, outside these rules, may. */
  "DROP POLICY join_campaign ON muster.campaign_forces;"
  "CREATE POLICY join_campaign ON muster.campaign_forces FOR INSERT TO muster_player"
  "  WITH CHECK (muster.owns_force (force_id, current_user));"
  "CREATE FUNCTION muster.keep_owner () RETURNS trigger LANGUAGE plpgsql AS $$"
  "BEGIN"
  "  IF pg_has_role (session_user, 'muster_player', 'MEMBER') AND NEW.owner IS DISTINCT FROM OLD.owner THEN"
  "    RAISE EXCEPTION 'a force keeps its owner' USING ERRCODE = '42501';"
  "  END IF;"
  "  RETURN NEW;"
  "END $$;"
  "CREATE FUNCTION muster.keep_campaign () RETURNS trigger LANGUAGE plpgsql AS $$"
  "BEGIN"
  "  IF pg_has_role (session_user, 'muster_player', 'MEMBER')"
  "     AND (NEW.campaign_id IS DISTINCT FROM OLD.campaign_id OR NEW.force_id IS DISTINCT FROM OLD.force_id) THEN"
  "    RAISE EXCEPTION 'a force stays in its campaign' USING ERRCODE = '42501';"
  "  END IF;"
  "  RETURN NEW;"
  "END $$;"
  "CREATE TRIGGER forces_keep_owner BEFORE UPDATE ON muster.forces"
  "  FOR EACH ROW EXECUTE FUNCTION muster.keep_owner ();"
  "CREATE TRIGGER campaign_forces_keep_place BEFORE UPDATE ON muster.campaign_forces"
  "  FOR EACH ROW EXECUTE FUNCTION muster.keep_campaign ();",

  /* 3 → 4: a notification a client can tie to a change.  Any role may
   * send NOTIFY on any channel, and PostgreSQL has no grant to stop it; so
   * each change notified is written down, by the trigger alone (players
   * may read muster.changes, never write it), and its notification names
   * it: the transaction and the campaign.  A client acts on a notification
   * only when that change is written down, recent, and new to it. */
  "CREATE TABLE muster.changes ("
  "  tx bigint NOT NULL,"
  "  campaign_id bigint NOT NULL,"
  "  at timestamptz NOT NULL DEFAULT now (),"
  "  PRIMARY KEY (tx, campaign_id));"
  "REVOKE ALL ON muster.changes FROM PUBLIC;"
  "GRANT SELECT ON muster.changes TO muster_player;"
  "ALTER TABLE muster.changes ENABLE ROW LEVEL SECURITY;"
  "CREATE POLICY read_changes ON muster.changes FOR SELECT TO muster_player USING (true);"
  "CREATE OR REPLACE FUNCTION muster.notify_change () RETURNS trigger"
  "  LANGUAGE plpgsql SECURITY DEFINER SET search_path = muster, pg_temp AS $$"
  "DECLARE rec record; c bigint;"
  "BEGIN"
  "  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;"
  "  c := (to_jsonb (rec) ->> (CASE WHEN TG_TABLE_NAME = 'campaigns' THEN 'id' ELSE 'campaign_id' END))::bigint;"
  "  INSERT INTO muster.changes (tx, campaign_id) VALUES (txid_current (), c) ON CONFLICT DO NOTHING;"
  /* Kept an hour: a client acts on none older than ten minutes. */
  "  IF random () < 0.01 THEN"
  "    DELETE FROM muster.changes WHERE at < now () - interval '1 hour';"
  "  END IF;"
  /* One notification a transaction and campaign (PostgreSQL folds the
   * same payload sent twice in a transaction). */
  "  PERFORM pg_notify ('muster', json_build_object ('table', TG_TABLE_NAME,"
  "    'campaign', c, 'change', txid_current ())::text);"
  "  RETURN NULL;"
  "END $$;"
  "REVOKE ALL ON FUNCTION muster.notify_change () FROM PUBLIC;",

  /* 4 → 5: a queued write's own id, given when it was queued and kept
   * with its row, so that a sync cut off after the server took it finds
   * it there and does not send it again.  One a force. */
  "ALTER TABLE muster.battles ADD COLUMN client_id text;"
  "ALTER TABLE muster.campaign_events ADD COLUMN client_id text;"
  "CREATE UNIQUE INDEX battles_client_id ON muster.battles (force_id, client_id) WHERE client_id IS NOT NULL;"
  "CREATE UNIQUE INDEX campaign_events_client_id ON muster.campaign_events (force_id, client_id) "
  "  WHERE client_id IS NOT NULL;",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == MST_SERVER_SCHEMA_VERSION);

/* Roles are the cluster's, not the database's: made once, kept. */
const char *const mst_server_roles_sql =
  "DO $$ BEGIN"
  "  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'muster_player') THEN"
  "    CREATE ROLE muster_player NOLOGIN;"
  "  END IF;"
  "  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'muster_game_master') THEN"
  "    CREATE ROLE muster_game_master NOLOGIN IN ROLE muster_player;"
  "  END IF;"
  "END $$;";

const char *
mst_server_migration (guint from_version)
{
  g_return_val_if_fail (from_version < G_N_ELEMENTS (migrations), NULL);
  return migrations[from_version];
}
