/**
 * The fast path of CSV, JSON and GeoJSON runs (decision 0091): the database's rows must be the
 * bytes the SDK and the encoders write (`compileExportRowAt` + `rowText` over the chunked
 * reader), row for row, for every kind of column and for values the SQL twins cannot write
 * exactly (then the row comes with its values and the SDK writes it). Run against the pass's
 * database: the rows' SELECT on PGlite and PostgreSQL; on PostgreSQL also the whole
 * `COPY … TO STDOUT (FORMAT binary)` stream.
 */
import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileExportRowAt, exportHeaders, type ExportColumn } from "@canvass/sdk/exports";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import { listConditions } from "../accounts/list-query.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { rowScope } from "../accounts/row-scope.js";
import { copyRows, copyStatement, rowFromTexts, rowsSelect } from "./export-copy.js";
import { rowSeparator, rowText, type RowFormat } from "./export-encoders.js";
import { exportChunks, fieldNames } from "./export-reader.js";
import { sourceQuery, type ReportingFilters } from "./export-source.js";
import { principalOfPlayer } from "./run-principal.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let tricky: string[];

const COLUMNS: readonly ExportColumn[] = [
  { type: "field", header: "ID", field: "ID" },
  { type: "field", header: "Campaign", field: "CampaignName" },
  { type: "field", header: "Amount", field: "Amount" },
  { type: "field", header: "FirstName", field: "FirstName" },
  { type: "field", header: "Email", field: "Email" },
  { type: "field", header: "City", field: "City" },
  { type: "field", header: "Zip", field: "Zip" },
  { type: "field", header: "Received", field: "Received" },
  { type: "field", header: "DOB", field: "DOB" },
  { type: "field", header: "Dup", field: "Duplicates" },
  { type: "field", header: "Attempts", field: "Meta_subAttempts" },
  { type: "field", header: "Latitude", field: "Latitude" },
  { type: "field", header: "Longitude", field: "Longitude" },
  { type: "set", header: "7", value: "an index-like key comes first in JSON" },
  { type: "set", header: "Source", value: 'say "hi", it\'s \\ here' },
  { type: "blank", header: "Notes" },
  { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
  { type: "function", header: "Tries", function: "amountInCents", args: ["{Meta_subAttempts}"] },
  { type: "function", header: "Day", function: "formatDate", args: ["{Received}", "YYYY-MM-DD"] },
  {
    type: "function",
    header: "Stamp",
    function: "formatDate",
    args: ["{Received}", "at HH:mm:ss on DD/MM/YYYY, it's late", "UTC"],
  },
  { type: "function", header: "Born", function: "formatDate", args: ["{DOB}", "DD.MM.YYYY"] },
  { type: "function", header: "Card", function: "mask", args: ["{CardLast4}", 2] },
  { type: "function", header: "Mail", function: "mask", args: ["{Email}"] },
  {
    type: "function",
    header: "Name",
    function: "concat",
    args: ["{FirstName}", " ", "{LastName}", 7, true, "{Amount}"],
  },
  { type: "function", header: "Country", function: "upper", args: ["{Country}"] },
  { type: "function", header: "City", function: "lower", args: ["{City}"] },
  {
    type: "function",
    header: "Often",
    function: "lookup",
    args: ["{Frequency}", "monthly", 'Monthly "M"', "once", "Once", "monthly", "Every month"],
  },
];

beforeAll(async () => {
  api = await startTestApi({});
  as = await sessionsByRole(api);
  const db = api.handle.db;
  const rows = await db.selectFrom("accounts").select("id").orderBy("id").limit(5).execute();
  tricky = rows.map((row) => row.id);
  const [a = "", b = "", c = "", d = "", e = ""] = tricky;
  // Quotes, commas, backslashes, non-ASCII text (no exact twin for upper, lower and mask), a
  // formula, empty values, numbers at the edges, a date of birth and the sign-up point.
  await sql`UPDATE accounts SET first_name = ${'Zoë "Q"'}, country = ${"straße"},
    card_last4 = ${"é1"}, email = ${'a,b"c@x'}, amount = 12.5 WHERE id = ${a}`.execute(db);
  await sql`UPDATE accounts SET first_name = NULL, last_name = ${"O'Brien \\ x"},
    city = ${"İstanbul"}, amount = NULL, zip = ${'=HYPERLINK("x")'}, dob = '2000-02-29'
    WHERE id = ${b}`.execute(db);
  await sql`UPDATE accounts SET amount = 1234567890.12, dob = '0999-01-02',
    extra = coalesce(extra, '{}'::jsonb) || '{"Latitude": 51.5}'::jsonb WHERE id = ${c}`.execute(
    db,
  );
  await sql`UPDATE accounts SET amount = 0, frequency = 'once', city = '',
    extra = coalesce(extra, '{}'::jsonb) || '{"Latitude": -0.000012}'::jsonb WHERE id = ${d}`.execute(
    db,
  );
  await sql`UPDATE accounts SET amount = 0.05, meta_sub_attempts = 3,
    extra = coalesce(extra, '{}'::jsonb) || '{"Latitude": 1e16}'::jsonb WHERE id = ${e}`.execute(
    db,
  );
}, 180_000);

afterAll(async () => {
  await api.close();
});

/** A role's run request for `columns` and `filters`, with its scope's conditions. */
async function runRead(
  role: DemoRole,
  columns: readonly ExportColumn[],
  filters: ReportingFilters = {},
) {
  const principal = await principalOfPlayer(api.deps, as[role].player);
  if (principal === undefined) throw new Error(`no ${role}`);
  const request = sourceQuery(columns, [], filters, principal);
  const db = api.handle.db;
  const conditions = listConditions(ACCOUNT_LIST, request, await rowScope(db, principal));
  return { db, request, conditions };
}

const FORMATS: readonly RowFormat[] = ["csv", "json", "geojson"];
type Read = Awaited<ReturnType<typeof runRead>>;

/** The rows the chunked reader, the SDK and the encoder write, and the rows' ids, in order. */
async function sdkRows(read: Read, columns: readonly ExportColumn[], format: RowFormat = "csv") {
  const writeRow = compileExportRowAt(columns, fieldNames(read.request));
  const encode = rowText(format, exportHeaders(columns));
  const lines: string[] = [];
  const ids: string[] = [];
  for await (const chunk of exportChunks(read.db, read.request, read.conditions, 97)) {
    lines.push(...chunk.rows.map((row) => encode(writeRow(row))));
    ids.push(...chunk.ids);
  }
  return { lines, ids };
}

/** The rows of the fast path's SELECT, and which rows came with their values. */
async function databaseRows(
  read: Read,
  columns: readonly ExportColumn[],
  format: RowFormat = "csv",
) {
  const select = rowsSelect(read.db, read.request, read.conditions, columns, format);
  if (select === undefined) throw new Error("no SQL twin");
  const { rows } = await sql.raw<{ line: string; raw: string | null }>(select).execute(read.db);
  const fromTexts = rowFromTexts(read.request, columns, format);
  return {
    lines: rows.map((row) => (row.raw === null ? row.line : fromTexts(row.raw))),
    inexact: rows.flatMap((row, index) => (row.raw === null ? [] : [index])),
  };
}

describe("the rows written by the database", () => {
  it.each(FORMATS)(
    "are the SDK's %s rows for every row, with the rows the SQL cannot write exactly written from their values",
    async (format) => {
      const read = await runRead("admin", COLUMNS);
      const sdk = await sdkRows(read, COLUMNS, format);
      const database = await databaseRows(read, COLUMNS, format);
      expect(sdk.lines.length).toBeGreaterThan(500);
      expect(database.lines).toEqual(sdk.lines);
      // The non-ASCII rows (upper, lower, mask) and the tiny and huge latitudes came as values.
      const inexactIds = new Set(database.inexact.map((index) => sdk.ids[index]));
      for (const id of tricky) expect(inexactIds.has(id) || id === tricky[2]).toBe(true);
      expect(inexactIds.has(tricky[2])).toBe(false);
      expect(database.inexact.length).toBeLessThan(sdk.lines.length / 2);
    },
  );

  it("writes what the tricky rows hold as the SDK does", async () => {
    const read = await runRead("admin", COLUMNS);
    const csv = await sdkRows(read, COLUMNS, "csv");
    const line = (id: string | undefined) => csv.lines[csv.ids.indexOf(id ?? "")] ?? "";
    expect(line(tricky[0])).toContain('"Zoë ""Q"""');
    expect(line(tricky[0])).toContain('"STRASSE"');
    expect(line(tricky[1])).toContain('"=HYPERLINK(""x"")"');
    expect(line(tricky[2])).toContain('"1234567890.12"');
    expect(line(tricky[2])).toContain('"123456789012"');
    expect(line(tricky[2])).toContain('"02.01.0999"');
    expect(line(tricky[3])).toContain('"Once"');
    expect(line(tricky[4])).toContain('"0.05","');
    const geo = await sdkRows(read, COLUMNS, "geojson");
    const feature = (id: string | undefined) =>
      JSON.parse(geo.lines[geo.ids.indexOf(id ?? "")] ?? "null") as {
        geometry: unknown;
        properties: Record<string, unknown>;
      };
    expect(feature(tricky[2]).geometry).toEqual({ type: "Point", coordinates: [0, 51.5] });
    expect(Object.keys(feature(tricky[2]).properties)[0]).toBe("7");
    expect(feature(tricky[1]).properties.City).toBe("i̇stanbul");
    expect(feature(tricky[1]).properties.Amount).toBe("");
    expect(feature(tricky[4]).properties.Tries).toBe(300);
  });

  it("are the SDK's rows in a manager's scope and with filters, and none for a campaign no row has", async () => {
    const manager = await runRead("manager", COLUMNS);
    for (const format of FORMATS) {
      const sdk = await sdkRows(manager, COLUMNS, format);
      expect(sdk.lines.length).toBeGreaterThan(0);
      expect((await databaseRows(manager, COLUMNS, format)).lines).toEqual(sdk.lines);
    }
    const quoted = await runRead("admin", COLUMNS, { Campaign: ["x'y\\z", "$1"] });
    expect((await databaseRows(quoted, COLUMNS)).lines).toEqual([]);
    expect((await sdkRows(quoted, COLUMNS)).lines).toEqual([]);
  });

  it("reads each row's id after its line when the run marks what it writes", async () => {
    const read = await runRead("admin", COLUMNS);
    const select = rowsSelect(read.db, read.request, read.conditions, COLUMNS, "json", true);
    if (select === undefined) throw new Error("no SQL twin");
    const { rows } = await sql.raw<{ line: string; id: string }>(select).execute(read.db);
    expect(rows.map((row) => row.id)).toEqual((await sdkRows(read, COLUMNS, "json")).ids);
  });

  it("leaves columns with no SQL twin to the SDK", async () => {
    const without = async (column: ExportColumn, format: RowFormat = "csv") => {
      const columns = [...COLUMNS, column];
      const read = await runRead("admin", columns);
      return rowsSelect(read.db, read.request, read.conditions, columns, format);
    };
    expect(
      await without({ type: "field", header: "Fails", field: "Meta_failReasons" }),
    ).toBeUndefined();
    expect(
      await without({
        type: "function",
        header: "London",
        function: "formatDate",
        args: ["{Received}", "YYYY", "Europe/London"],
      }),
    ).toBeUndefined();
    expect(
      await without({
        type: "function",
        header: "Quoted",
        function: "formatDate",
        args: ["{Received}", 'YYYY "MM"'],
      }),
    ).toBeUndefined();
    expect(
      await without({ type: "function", header: "C", function: "amountInCents", args: ["{City}"] }),
    ).toBeUndefined();
    expect(await without({ type: "field", header: "City", field: "City" })).toBeDefined();
    // A latitude column of text: the feature's point needs numbers.
    const textLatitude = COLUMNS.map((column): ExportColumn =>
      column.header === "Latitude" ? { type: "field", header: "Latitude", field: "City" } : column,
    );
    const read = await runRead("admin", textLatitude);
    expect(
      rowsSelect(read.db, read.request, read.conditions, textLatitude, "geojson"),
    ).toBeUndefined();
    expect(rowsSelect(read.db, read.request, read.conditions, textLatitude, "json")).toBeDefined();
  });
});

describe("a run's COPY", () => {
  it("streams the SDK's bytes on PostgreSQL in each format, and is not offered on PGlite", async () => {
    const copyTo = api.handle.copyTo;
    if (api.handle.driver === "pglite") {
      expect(copyTo).toBeUndefined();
      return;
    }
    if (copyTo === undefined) throw new Error("PostgreSQL offers COPY");
    const read = await runRead("admin", COLUMNS);
    for (const format of FORMATS) {
      const statement = copyStatement(
        rowsSelect(read.db, read.request, read.conditions, COLUMNS, format),
      );
      if (statement === undefined) throw new Error("no SQL twin");
      const parts: Buffer[] = [];
      const out = new Writable({
        highWaterMark: 64,
        write(chunk: Buffer, _encoding, done) {
          parts.push(chunk);
          setImmediate(done);
        },
      });
      const seen: number[] = [];
      const rows = await copyRows(copyTo, statement, read.request, COLUMNS, format, out, {
        signal: new AbortController().signal,
        onRows: (written) => {
          seen.push(written);
        },
      });
      const sdk = await sdkRows(read, COLUMNS, format);
      expect(rows).toBe(sdk.lines.length);
      expect(Buffer.concat(parts).toString("utf8")).toBe(
        sdk.lines.map((line, index) => rowSeparator(index === 0, format) + line).join(""),
      );
      expect(seen.at(-1)).toBe(rows);
      expect(out.writableEnded).toBe(false);
    }

    // A run that marks what it writes reads the ids too: every id once, in the rows' order,
    // each batch's before its rows are written on; the file the same.
    const withIds = copyStatement(
      rowsSelect(read.db, read.request, read.conditions, COLUMNS, "csv", true),
    );
    if (withIds === undefined) throw new Error("no SQL twin");
    const marked: string[] = [];
    const file: Buffer[] = [];
    const counted: number[] = [];
    const markedRows = await copyRows(
      copyTo,
      withIds,
      read.request,
      COLUMNS,
      "csv",
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          file.push(chunk);
          counted.push(marked.length);
          done();
        },
      }),
      {
        signal: new AbortController().signal,
        onRows: () => undefined,
        onIds: async (ids) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          marked.push(...ids);
        },
      },
    );
    const csv = await sdkRows(read, COLUMNS, "csv");
    expect(markedRows).toBe(csv.ids.length);
    expect(marked).toEqual(csv.ids);
    expect(Buffer.concat(file).toString("utf8")).toBe(csv.lines.join(""));
    expect(counted.every((ids) => ids > 0)).toBe(true);

    // A cancelled run stops the COPY with "cancelled", and the pool still answers.
    const statement = copyStatement(
      rowsSelect(read.db, read.request, read.conditions, COLUMNS, "csv"),
    );
    if (statement === undefined) throw new Error("no SQL twin");
    const stop = new AbortController();
    stop.abort();
    const sink = new Writable({
      write: (_chunk, _encoding, done) => {
        done();
      },
    });
    await expect(
      copyRows(copyTo, statement, read.request, COLUMNS, "csv", sink, {
        signal: stop.signal,
        onRows: () => undefined,
      }),
    ).rejects.toThrow("cancelled");
    const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(read.db);
    expect(after.rows[0]?.one).toBe(1);
  });
});
