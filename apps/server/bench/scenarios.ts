/**
 * The benchmark's scenarios (issue #4): the submission list's first page with a campaign and a
 * date filter sorted by Received, at 100 and 1000 rows; the same 200 pages deep through the
 * cursor (and, for comparison, through `Page`); the total `Count`; the global search with a name
 * prefix and an id prefix; sign-in. Deep cursors are found by walking the pages once.
 */
import { dateRange } from "@canvass/sdk/dates";
import { QUERY_FIELDS } from "@canvass/sdk/fields";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/index.js";
import { BENCH_USER } from "./bench-session.js";
import type { LoadRequest } from "./load.js";

export interface Scenario {
  readonly name: string;
  readonly detail: string;
  readonly request: LoadRequest;
}

const DEEP_PAGES = 200;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

/** The cursor of page `page` (1-based), walking there page by page. */
async function cursorOfPage(
  origin: string,
  authorization: string,
  filters: Record<string, string>,
  pageSize: number,
  page: number,
): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let at = 1; at < page; at += 1) {
    const response = await fetch(
      `${origin}/api/query/accounts/?${query({ ...filters, PageSize: pageSize, Fields: "ID", Cursor: cursor })}`,
      { headers: { authorization } },
    );
    if (!response.ok) throw new Error(`walking to page ${page}: ${response.status}`);
    const body = (await response.json()) as { NextCursor?: string };
    cursor = body.NextCursor;
    if (cursor === undefined) return undefined;
  }
  return cursor;
}

export async function buildScenarios(
  origin: string,
  authorization: string,
  db: Kysely<Database>,
  only?: RegExp,
): Promise<Scenario[]> {
  const all = await allScenarios(origin, authorization, db, only);
  return only === undefined ? all : all.filter((s) => only.test(`${s.name} ${s.detail}`));
}

async function allScenarios(
  origin: string,
  authorization: string,
  db: Kysely<Database>,
  only: RegExp | undefined,
): Promise<Scenario[]> {
  const campaign = await db
    .selectFrom("accounts")
    .innerJoin("campaigns", "campaigns.id", "accounts.campaign")
    .select(["campaigns.id", "campaigns.title"])
    .where("campaigns.title", "=", "Winter Appeal")
    .limit(1)
    .executeTakeFirstOrThrow();
  const newest = await db
    .selectFrom("accounts")
    .select("received")
    .orderBy("received", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const days90 = dateRange("custom", {
    now: newest.received,
    timeZone: "UTC",
    amount: 90,
    unit: "days",
    direction: "before",
  });
  const sample = await db
    .selectFrom("accounts")
    .select(["id", "first_name"])
    .where("first_name", "is not", null)
    .limit(1)
    .executeTakeFirstOrThrow();
  const headers = { authorization };
  const get = (path: string): LoadRequest => ({ method: "GET", path, headers });
  const listFilters = {
    Campaign: campaign.id,
    After: days90.After,
    Before: days90.Before,
    Sort: "-Received",
  };
  const list = (params: Record<string, string | number | undefined>): LoadRequest =>
    get(`/api/query/accounts/?${query(params)}`);
  const filterText = `${campaign.title}, last 90 days`;
  const scenarios: Scenario[] = [
    {
      name: "list, first page",
      detail: `100 rows, ${filterText}`,
      request: list({ ...listFilters, PageSize: 100 }),
    },
    {
      name: "list, first page",
      detail: `1000 rows, ${filterText}`,
      request: list({ ...listFilters, PageSize: 1000 }),
    },
    {
      name: "list, first page",
      detail: `100 rows, console Fields, ${filterText}`,
      request: list({ ...listFilters, PageSize: 100, Fields: QUERY_FIELDS.join(",") }),
    },
    {
      name: "list, first page",
      detail: `1000 rows, console Fields, ${filterText}`,
      request: list({ ...listFilters, PageSize: 1000, Fields: QUERY_FIELDS.join(",") }),
    },
  ];
  const sampleEmail = await db
    .selectFrom("accounts")
    .select("email")
    .where("email", "is not", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  const emailPart = (sampleEmail.email ?? "ann").split("@")[0] ?? "ann";
  // The list filters of issue #18: PaymentStatus, Frequency and the free text q.
  scenarios.push(
    {
      name: "list, PaymentStatus",
      detail: `100 rows, failed, ${filterText}`,
      request: list({ ...listFilters, PaymentStatus: "failed", PageSize: 100 }),
    },
    {
      name: "list, PaymentStatus",
      detail: "100 rows, failed,declined, all submissions",
      request: list({ PaymentStatus: "failed,declined", PageSize: 100 }),
    },
    {
      name: "list, Frequency",
      detail: "100 rows, monthly, all submissions",
      request: list({ Frequency: "monthly", PageSize: 100 }),
    },
    {
      name: "list, q",
      detail: `100 rows, e-mail "${emailPart}", all submissions`,
      request: list({ q: emailPart, PageSize: 100 }),
    },
    {
      name: "list, q",
      detail: `100 rows, e-mail "${emailPart}", ${filterText}`,
      request: list({ ...listFilters, q: emailPart, PageSize: 100 }),
    },
    {
      name: "list, q",
      detail: '100 rows, "ann" (common), all submissions',
      request: list({ q: "ann", PageSize: 100 }),
    },
    {
      name: "list, q",
      detail: `100 rows, id prefix "${sample.id.slice(0, 4)}", all submissions`,
      request: list({ q: sample.id.slice(0, 4), PageSize: 100 }),
    },
  );
  // The subs dashboard of issue #20: every panel of a 90-day range in one call.
  const dashboard = (params: Record<string, string | number | undefined>): LoadRequest =>
    get(`/api/dashboard/subs/?${query(params)}`);
  scenarios.push(
    {
      name: "dashboard, subs",
      detail: "every panel, last 90 days, all campaigns",
      request: dashboard({ After: days90.After, Before: days90.Before, timezone: "UTC" }),
    },
    {
      name: "dashboard, subs",
      detail: `every panel, ${filterText}`,
      request: dashboard({
        After: days90.After,
        Before: days90.Before,
        Campaign: campaign.id,
        timezone: "UTC",
      }),
    },
  );
  // Walking 200 pages to find the deep cursors is slow: only when a deep scenario is wanted.
  const deep = only === undefined || only.test(`list, page ${DEEP_PAGES}`);
  for (const pageSize of deep ? [100, 1000] : []) {
    // A filter with at least 200 pages: the campaign and 90 days when it has them, else all dates.
    const deepFilters =
      (await countOf(origin, authorization, listFilters)) >= pageSize * DEEP_PAGES
        ? { filters: listFilters, text: filterText }
        : { filters: { Sort: "-Received" }, text: "all submissions" };
    const cursor = await cursorOfPage(
      origin,
      authorization,
      deepFilters.filters,
      pageSize,
      DEEP_PAGES,
    );
    if (cursor !== undefined) {
      scenarios.push({
        name: `list, page ${DEEP_PAGES} by cursor`,
        detail: `${pageSize} rows, ${deepFilters.text}`,
        request: list({ ...deepFilters.filters, PageSize: pageSize, Cursor: cursor }),
      });
    }
    scenarios.push({
      name: `list, page ${DEEP_PAGES} by Page`,
      detail: `${pageSize} rows (OFFSET), ${deepFilters.text}`,
      request: list({ ...deepFilters.filters, PageSize: pageSize, Page: DEEP_PAGES }),
    });
  }
  scenarios.push(
    {
      name: "Count",
      detail: "all submissions (PageSize 1)",
      request: list({ PageSize: 1, Fields: "ID" }),
    },
    {
      name: "Count",
      detail: `${filterText} (PageSize 1)`,
      request: list({ ...listFilters, PageSize: 1, Fields: "ID" }),
    },
    {
      name: "search",
      detail: `name prefix "${(sample.first_name ?? "Ann").slice(0, 4)}"`,
      request: get(`/api/search/?${query({ q: (sample.first_name ?? "Ann").slice(0, 4) })}`),
    },
    {
      name: "search",
      detail: `id prefix "${sample.id.slice(0, 6)}"`,
      request: get(`/api/search/?${query({ q: sample.id.slice(0, 6) })}`),
    },
    {
      name: "sign-in",
      detail: "POST /users/auth/ (argon2id)",
      request: {
        method: "POST",
        path: "/api/users/auth/",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(BENCH_USER),
      },
    },
  );
  return scenarios;
}

async function countOf(
  origin: string,
  authorization: string,
  filters: Record<string, string>,
): Promise<number> {
  const response = await fetch(
    `${origin}/api/query/accounts/?${query({ ...filters, PageSize: 1, Fields: "ID" })}`,
    { headers: { authorization } },
  );
  const body = (await response.json()) as { Count?: number };
  return body.Count ?? 0;
}
