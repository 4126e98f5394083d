/**
 * A `campaigns` row as the contract's `Campaign` (campaign lists and a team's campaigns): the
 * columns with the campaign's team ids, and `toCampaign`, which renames them. Reads that return
 * the tasks add `raw_processes` after it.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { CampaignTypeName } from "../db/index.js";

export type Campaign = Schema<"Campaign">;

export interface CampaignRow {
  readonly id: string;
  readonly title: string;
  readonly type: CampaignTypeName;
  readonly attempts: number;
  readonly timeout: number;
  readonly submit_mode: string;
  readonly block_screenshot: boolean;
  readonly checkin_length: number;
  readonly range: string;
  readonly picture: boolean;
  readonly created: Date;
  readonly updated: Date;
  /** The ids of the teams working on the campaign, in id order. */
  readonly teams: string[];
}

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    teams: row.teams,
    attempts: row.attempts,
    timeout: row.timeout,
    submitMode: row.submit_mode,
    blockScreenshot: row.block_screenshot,
    checkinLength: row.checkin_length,
    range: row.range,
    picture: row.picture,
    Created: row.created.toISOString(),
    Updated: row.updated.toISOString(),
  };
}
