/** Teams, clients and players (users). */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

const ROLE_CHECK = `CHECK (role IN ('root', 'admin', 'manager', 'client', 'callcenter', 'rep'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE teams (
       id text COLLATE "C" PRIMARY KEY,
       title text NOT NULL,
       parent text COLLATE "C" REFERENCES teams (id) ON DELETE RESTRICT,
       role text NOT NULL ${ROLE_CHECK},
       permissions text[] NOT NULL DEFAULT '{}',
       restrictions text[] NOT NULL DEFAULT '{}',
       metadata jsonb NOT NULL DEFAULT '{}',
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now(),
       CHECK (parent IS NULL OR parent <> id)
     )`,
    `CREATE INDEX teams_parent ON teams (parent)`,
    `CREATE INDEX teams_title ON teams (lower(title), id)`,
    `CREATE INDEX teams_title_trgm ON teams USING gin (title gin_trgm_ops)`,
    ...entityTriggers("teams"),

    `CREATE TABLE clients (
       id text COLLATE "C" PRIMARY KEY,
       name text NOT NULL,
       restrictions text[] NOT NULL DEFAULT '{}',
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX clients_name ON clients (lower(name))`,
    `CREATE INDEX clients_name_trgm ON clients USING gin (name gin_trgm_ops)`,
    ...entityTriggers("clients"),

    `CREATE TABLE players (
       id text COLLATE "C" PRIMARY KEY,
       firstname text NOT NULL,
       lastname text NOT NULL,
       full_name text GENERATED ALWAYS AS (firstname || ' ' || lastname) STORED,
       username text NOT NULL,
       email text NOT NULL,
       role text NOT NULL ${ROLE_CHECK},
       team text COLLATE "C" NOT NULL REFERENCES teams (id) ON DELETE RESTRICT,
       client text COLLATE "C" REFERENCES clients (id) ON DELETE SET NULL,
       status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
       metadata jsonb NOT NULL DEFAULT '{}',
       password_hash text NOT NULL,
       totp_secret text,
       totp_enabled boolean NOT NULL DEFAULT false,
       totp_last_step bigint,
       tokens_valid_after timestamptz,
       search_text text GENERATED ALWAYS AS
         (lower(firstname || ' ' || lastname || ' ' || username || ' ' || email)) STORED,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now(),
       last_seen timestamptz
     )`,
    `CREATE UNIQUE INDEX players_username ON players (lower(username))`,
    `CREATE UNIQUE INDEX players_email ON players (lower(email))`,
    `CREATE INDEX players_team ON players (team, lower(lastname), id)`,
    `CREATE INDEX players_client ON players (client) WHERE client IS NOT NULL`,
    `CREATE INDEX players_name ON players (lower(lastname), lower(firstname), id)`,
    `CREATE INDEX players_search_trgm ON players USING gin (search_text gin_trgm_ops)`,
    ...entityTriggers("players"),
  ]);
}
