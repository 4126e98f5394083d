/** Cancels, check-ins, chats, activities, history and feedback. */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

/** The list indexes of a filtered, date-sorted list: overall and by campaign, team, player. */
function listIndexes(table: string, dateColumn: string): string[] {
  return [
    `CREATE INDEX ${table}_${dateColumn} ON ${table} (${dateColumn} DESC, id DESC)`,
    ...["campaign", "team", "player"].map(
      (column) =>
        `CREATE INDEX ${table}_${column}_${dateColumn}
           ON ${table} (${column}, ${dateColumn} DESC, id DESC)`,
    ),
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE cancels (
       id text COLLATE "C" PRIMARY KEY,
       account text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
       type text NOT NULL,
       reason text,
       amount numeric(12, 2),
       campaign text COLLATE "C" REFERENCES campaigns (id) ON DELETE SET NULL,
       team text COLLATE "C" REFERENCES teams (id) ON DELETE SET NULL,
       player text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       cancel_date timestamptz,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    ...listIndexes("cancels", "created"),
    `CREATE INDEX cancels_account ON cancels (account)`,
    `CREATE INDEX cancels_type_created ON cancels (type, created DESC, id DESC)`,
    ...entityTriggers("cancels"),

    `CREATE TABLE checkins (
       id text COLLATE "C" PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       team text COLLATE "C" REFERENCES teams (id) ON DELETE SET NULL,
       campaign text COLLATE "C" REFERENCES campaigns (id) ON DELETE SET NULL,
       lat double precision,
       lng double precision,
       city text,
       region text,
       country_iso2 text,
       picture bytea,
       picture_type text,
       length numeric(5, 2),
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    ...listIndexes("checkins", "created"),
    ...entityTriggers("checkins"),

    `CREATE TABLE chats (
       id text COLLATE "C" PRIMARY KEY,
       account text COLLATE "C" REFERENCES accounts (id) ON DELETE SET NULL,
       player text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       team text COLLATE "C" REFERENCES teams (id) ON DELETE SET NULL,
       campaign text COLLATE "C" REFERENCES campaigns (id) ON DELETE SET NULL,
       channel text NOT NULL CHECK (channel IN ('sms', 'email', 'web', 'whatsapp')),
       last_message text,
       messages integer NOT NULL DEFAULT 0,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    ...listIndexes("chats", "updated"),
    `CREATE INDEX chats_account ON chats (account)`,
    ...entityTriggers("chats"),

    `CREATE TABLE activities (
       id text COLLATE "C" PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       type text NOT NULL,
       city text,
       region text,
       country_iso2 text,
       lat double precision,
       lng double precision,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX activities_player_created ON activities (player, created DESC, id DESC)`,
    `CREATE INDEX activities_created ON activities (created DESC, id DESC)`,
    ...entityTriggers("activities"),

    `CREATE TABLE history (
       id text COLLATE "C" PRIMARY KEY,
       target text COLLATE "C" NOT NULL,
       target_type text NOT NULL,
       author text COLLATE "C" NOT NULL,
       author_name text NOT NULL,
       action text NOT NULL,
       changes jsonb NOT NULL DEFAULT '[]',
       reason text,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX history_target_created ON history (target, created DESC, id DESC)`,
    `CREATE INDEX history_author_created ON history (author, created DESC, id DESC)`,
    `CREATE INDEX history_created ON history (created DESC, id DESC)`,
    ...entityTriggers("history"),

    `CREATE TABLE feedback (
       id text COLLATE "C" PRIMARY KEY,
       text text NOT NULL,
       author text COLLATE "C" NOT NULL,
       author_name text NOT NULL,
       url text,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX feedback_created ON feedback (created DESC, id DESC)`,
    `CREATE INDEX feedback_author ON feedback (author, created DESC)`,
    ...entityTriggers("feedback"),
  ]);
}
