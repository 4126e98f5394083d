/**
 * The digital ear's queue (`GET /ear/queue/`, decision 0042): submissions in the caller's scope
 * with a recording (an `audio/*` file in `assets/accounts/<id>/`), newest first, with whether
 * `transcription.txt` exists and their latest QA review.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { rowScope, scopeConditions } from "../accounts/row-scope.js";

type EarQueue = Schema<"EarQueue">;
type EarQueueItem = Schema<"EarQueueItem">;

export interface EarQueueQuery {
  readonly Campaign?: string | undefined;
  readonly Team?: string | undefined;
  readonly Player?: string | undefined;
  readonly After?: string | undefined;
  readonly Before?: string | undefined;
  readonly Review?: "all" | "unreviewed" | "reviewed" | "flagged" | undefined;
  readonly Page?: number | undefined;
  readonly PageSize?: number | undefined;
}

interface QueueRow {
  id: string;
  campaign: string;
  campaign_name: string | null;
  team: string | null;
  team_name: string | null;
  player: string | null;
  player_name: string | null;
  received: Date;
  recording: string;
  transcribed: boolean;
  review_status: "reviewed" | "flagged" | null;
  review_score: number | null;
  total: string | number;
}

/** The recordings of submissions: one (the first by name) per submission folder. */
const RECORDINGS = sql`(
  SELECT DISTINCT ON (split_part(a.path, '/', 3))
    split_part(a.path, '/', 3) AS account,
    substr(a.path, length(split_part(a.path, '/', 3)) + 18) AS file
  FROM assets a
  WHERE a.path LIKE 'assets/accounts/%' AND a.content_type LIKE 'audio/%'
  ORDER BY split_part(a.path, '/', 3), a.path
)`;

export async function earQueue(
  db: Kysely<Database>,
  principal: Principal,
  query: EarQueueQuery,
): Promise<EarQueue> {
  const scope = await rowScope(db, principal);
  const conditions: RawBuilder<unknown>[] = [sql`TRUE`, ...scopeConditions(scope)];
  if (query.Campaign !== undefined) conditions.push(sql`r.campaign = ${query.Campaign}`);
  if (query.Team !== undefined) conditions.push(sql`r.team = ${query.Team}`);
  if (query.Player !== undefined) conditions.push(sql`r.player = ${query.Player}`);
  if (query.After !== undefined) conditions.push(sql`r.received >= ${new Date(query.After)}`);
  if (query.Before !== undefined) conditions.push(sql`r.received <= ${new Date(query.Before)}`);
  const review = query.Review ?? "all";
  if (review === "unreviewed") conditions.push(sql`q.account IS NULL`);
  if (review === "reviewed" || review === "flagged") conditions.push(sql`q.status = ${review}`);
  const size = query.PageSize ?? 50;
  const offset = ((query.Page ?? 1) - 1) * size;
  const { rows } = await sql<QueueRow>`
    SELECT r.id, r.campaign, c.title AS campaign_name, r.team, t.title AS team_name, r.player,
      p.full_name AS player_name, r.received, rec.file AS recording,
      EXISTS (SELECT 1 FROM assets x
        WHERE x.path = 'assets/accounts/' || r.id || '/transcription.txt') AS transcribed,
      q.status AS review_status, q.score AS review_score, count(*) OVER () AS total
    FROM ${RECORDINGS} rec
    JOIN accounts r ON r.id = rec.account
    LEFT JOIN campaigns c ON c.id = r.campaign
    LEFT JOIN teams t ON t.id = r.team
    LEFT JOIN players p ON p.id = r.player
    LEFT JOIN qa_reviews q ON q.account = r.id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.received DESC, r.id DESC
    LIMIT ${size} OFFSET ${offset}`.execute(db);
  const total = rows[0] === undefined ? await countOnly(db, conditions) : Number(rows[0].total);
  return { Result: rows.map(toItem), Count: total };
}

/** The count when the page is past the end (no row to read `total` from). */
async function countOnly(db: Kysely<Database>, conditions: RawBuilder<unknown>[]): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    SELECT count(*) AS n FROM ${RECORDINGS} rec
    JOIN accounts r ON r.id = rec.account
    LEFT JOIN qa_reviews q ON q.account = r.id
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

function toItem(row: QueueRow): EarQueueItem {
  return {
    ID: row.id,
    Campaign: row.campaign,
    CampaignName: row.campaign_name ?? "",
    Team: row.team,
    TeamName: row.team_name,
    Player: row.player,
    PlayerName: row.player_name,
    Received: new Date(row.received).toISOString(),
    Recording: row.recording,
    Transcribed: row.transcribed,
    Review:
      row.review_status === null
        ? null
        : { status: row.review_status, score: row.review_score ?? 0 },
  };
}

/** The recording of a submission (file name and bytes), or `undefined`. */
export async function recordingOf(
  db: Kysely<Database>,
  account: string,
): Promise<{ file: string; contentType: string; bytes: Uint8Array } | undefined> {
  const row = await db
    .selectFrom("assets")
    .select(["path", "content_type", "bytes"])
    .where("path", "like", `assets/accounts/${account}/%`)
    .where("content_type", "like", "audio/%")
    .orderBy("path")
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const prefix = `assets/accounts/${account}/`;
  return { file: row.path.slice(prefix.length), contentType: row.content_type, bytes: row.bytes };
}
