/**
 * `GET /query/accounts/csv/` over HTTP on 127.0.0.1: every matching row streamed (more than a
 * page), the list's filters, sort, fields, scope and hidden fields, RFC 4180 quoting and
 * formula defusing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, type DemoRole } from "./test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 1500 });
  as = await demoSessions(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

/** RFC 4180 records (quoted fields, doubled quotes, CRLF), the test's own reader. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== '"') throw new Error(`unquoted field at ${at}`);
    let value = "";
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      if (quote < 0) throw new Error("unterminated field");
      value += text.slice(at, quote);
      if (text[quote + 1] === '"') {
        value += '"';
        at = quote + 2;
      } else {
        at = quote + 1;
        break;
      }
    }
    record.push(value);
    if (text[at] === ",") at += 1;
    else if (text.startsWith("\r\n", at)) {
      records.push(record);
      record = [];
      at += 2;
    } else throw new Error(`bad separator at ${at}`);
  }
  return records;
}

interface Download {
  readonly status: number;
  readonly headers: Headers;
  readonly chunks: number;
  readonly records: string[][];
}

/** The export read from the socket chunk by chunk. */
async function download(
  session: ApiSession,
  query: Record<string, string> = {},
): Promise<Download> {
  const response = await fetch(api.url("exportAccountsCsv", { query }), {
    headers: { authorization: session.authorization },
  });
  if (response.body === null) throw new Error("no body");
  const parts: Uint8Array[] = [];
  for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  const text = Buffer.concat(parts).toString("utf8");
  return {
    status: response.status,
    headers: response.headers,
    chunks: parts.length,
    records: response.ok ? parseCsv(text) : [],
  };
}

async function listIds(session: ApiSession, query: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await api.call<{ Accounts: { ID: string }[]; NextCursor?: string }>(
      "queryAccounts",
      { as: session, query: { ...query, Fields: "ID", PageSize: 1000, Cursor: cursor } },
    );
    expect(answer.status).toBe(200);
    ids.push(...answer.body.Accounts.map((account) => account.ID));
    cursor = answer.body.NextCursor;
  } while (cursor !== undefined);
  return ids;
}

describe("exportAccountsCsv", () => {
  it("streams every submission (more than a page), newest first, with a header row", async () => {
    const csv = await download(as.admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="submissions-2026-11-21.csv"',
    );
    // Streamed: sent in chunks without a length known up front.
    expect(csv.headers.get("content-length")).toBeNull();
    expect(csv.chunks).toBeGreaterThan(1);
    const [header, ...rows] = csv.records;
    expect(header?.[0]).toBe("ID");
    expect(header).toContain("PaymentStatus");
    expect(rows).toHaveLength(1500);
    const expected = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.id));
    expect(rows.every((row) => row.length === header?.length)).toBe(true);
  });

  it("takes the list's filters, Sort and Fields (in their order, ID first)", async () => {
    const query = {
      PaymentStatus: "approved,pending",
      Frequency: "monthly",
      Sort: "Amount",
      Fields: "Amount,Name,Frequency,PaymentStatus,Received",
    };
    const csv = await download(as.admin, query);
    const [header, ...rows] = csv.records;
    expect(header).toEqual(["ID", "Amount", "Name", "Frequency", "PaymentStatus", "Received"]);
    expect(rows.map((row) => row[0])).toEqual(await listIds(as.admin, query));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[3]).toBe("monthly");
      expect(["approved", "pending"]).toContain(row[4]);
      expect(row[5]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    const amounts = rows.map((row) => Number(row[1]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const text = await download(as.admin, { q: "an", Fields: "Name" });
    expect(text.records.slice(1).map((row) => row[0])).toEqual(
      await listIds(as.admin, { q: "an" }),
    );
  });

  it("gives each caller its scope and leaves out the columns its role and flags hide", async () => {
    const rep = await download(as.rep);
    const repHeader = rep.records[0] ?? [];
    for (const hidden of ["Name", "Email", "Phone", "PaymentStatus", "CardLast4"]) {
      expect(repHeader).not.toContain(hidden);
    }
    expect(repHeader).toContain("City");
    expect(rep.records.slice(1).map((row) => row[0])).toEqual(await listIds(as.rep, {}));
    const chosen = await download(as.rep, { Fields: "Name,Email,City,Amount,TransactionID" });
    expect(chosen.records[0]).toEqual(["ID", "City", "Amount"]);
    // Acme's client: nosubdetails, nosubpay and nosublocation.
    const client = (await download(as.client)).records[0] ?? [];
    for (const hidden of ["Name", "Email", "PaymentStatus", "City", "Country"]) {
      expect(client).not.toContain(hidden);
    }
    expect(client).toContain("Amount");
    // The call centre team: nosubpay.
    const callcenter = (await download(as.callcenter)).records[0] ?? [];
    expect(callcenter).toContain("Email");
    for (const hidden of ["PaymentStatus", "TransactionID", "IBAN"]) {
      expect(callcenter).not.toContain(hidden);
    }
  });

  it("quotes every value and defuses what a spreadsheet would run", async () => {
    const row = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    await api.handle.db
      .updateTable("accounts")
      .set({
        name: '=HYPERLINK("http://x","y")',
        email: "@sum(a1)",
        phone: "+1 555 0100",
        address1: '1 "Main", Street\r\nBack',
        city: "-2+3",
        zip: "\tx",
      })
      .where("id", "=", row.id)
      .execute();
    const csv = await download(as.admin, {
      ID: row.id,
      Fields: "Name,Email,Phone,Address1,City,Zip",
    });
    expect(csv.records).toEqual([
      ["ID", "Name", "Email", "Phone", "Address1", "City", "Zip"],
      [
        row.id,
        `'=HYPERLINK("http://x","y")`,
        "'@sum(a1)",
        "'+1 555 0100",
        '1 "Main", Street\r\nBack',
        "'-2+3",
        "'\tx",
      ],
    ]);
  });

  it("refuses bad parameters as the list does, before sending anything", async () => {
    const bad = await api.call<ProblemBody>("exportAccountsCsv", {
      as: as.admin,
      query: { PaymentStatus: "bounced", Fields: "Name,Nope" },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.errors ?? []).map((error) => error.field).sort()).toEqual([
      "query.Fields",
      "query.PaymentStatus",
    ]);
    const paged = await api.call<ProblemBody>("exportAccountsCsv", {
      as: as.admin,
      query: { PageSize: 10 },
    });
    expect(paged.status).toBe(400);
    expect((await api.call("exportAccountsCsv", {})).status).toBe(401);
  });
});
