/**
 * The pdf, audio, video and png formats (decision 0057) over HTTP on 127.0.0.1 with real PGlite
 * and the real queue: each run's file is read back (the PDF's text drawn, the zips unpacked)
 * and compared with the database: every cell of every row in the PDF, with the header on every
 * page; every recording, video or picture of the submissions in the zip with its bytes, and a
 * manifest line per file with the export's columns of its submission; other files left out.
 */
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { sql } from "kysely";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import { pdfCell, pdfColumnChars } from "./export-pdf.js";

interface RunBody {
  runId: string;
  status: string;
  rows?: number;
  message?: string;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let dir: string;

const FIELDS = [
  { type: "field", header: "ID", field: "ID" },
  { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
  { type: "field", header: "City", field: "City" },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "exports-formats-test-"));
  process.env.CANVASS_EXPORT_DIR = dir;
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 180_000);

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

async function runAnonymous(format: string, session = as.admin): Promise<RunBody> {
  const answer = await api.call<RunBody>("runAnonymousExport", {
    as: session,
    body: { Export: { Fields: FIELDS, Format: format }, Filters: { DateField: "Received" } },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Every submission's values as the columns write them, newest first. */
async function expectedRows(): Promise<Map<string, string[]>> {
  const rows = await api.handle.db
    .selectFrom("accounts")
    .select(["id", "amount", "city"])
    .orderBy("received", "desc")
    .orderBy("id", "desc")
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      [row.id, row.amount === null ? "" : String(Math.round(row.amount * 100)), row.city ?? ""],
    ]),
  );
}

/** The texts a PDF draws, in order: the `TJ` strings of its inflated content streams. */
function pdfTexts(file: Buffer): string[] {
  const texts: string[] = [];
  const raw = file.toString("latin1");
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match !== null; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not a Flate stream
    }
    for (const shown of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d. ]+)*)\] TJ/g)) {
      const hex = [...(shown[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]);
      texts.push(Buffer.from(hex.join(""), "hex").toString("latin1"));
    }
    streams.lastIndex = end;
  }
  return texts;
}

describe("pdf", () => {
  it("draws every row's cells in order under a header repeated on every page", async () => {
    const expected = await expectedRows();
    const run = await runAnonymous("pdf");
    expect(run).toMatchObject({ status: "done", rows: expected.size });
    const file = await readFile(join(dir, `${run.runId}.pdf`));
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.subarray(-6).toString()).toContain("%%EOF");
    const pages = (file.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);

    const texts = pdfTexts(file);
    const headers = FIELDS.map((field) => field.header);
    const cells: string[] = [];
    let headerRows = 0;
    for (let at = 0; at < texts.length;) {
      if (texts.slice(at, at + 3).join("\u0000") === headers.join("\u0000")) {
        headerRows += 1;
        at += 3;
      } else {
        cells.push(texts[at] ?? "");
        at += 1;
      }
    }
    expect(headerRows).toBe(pages);
    const chars = pdfColumnChars(headers.length);
    const wanted = [...expected.values()]
      .flat()
      .map((value) => pdfCell(value, chars))
      .filter((value) => value !== "");
    expect(cells).toEqual(wanted);
  });
});

describe("audio, video and png bundles", () => {
  const added = {
    video: ["clip.mp4", "video/mp4"],
    audio: ["call.mp3", "audio/mpeg"],
    png: ["pictures/extra.png", "image/png"],
  } as const;

  beforeAll(async () => {
    // Files of our own beside the seed's, and one that no bundle takes.
    const [first, second] = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    const rows = [first, second].flatMap((account, index) =>
      account === undefined
        ? []
        : [
            ...Object.values(added).map(([name, type]) => ({
              path: `assets/accounts/${account.id}/${name}`,
              content_type: type,
              bytes: new Uint8Array(Buffer.from(`${type} of ${account.id} #${String(index)}`)),
            })),
            {
              path: `assets/accounts/${account.id}/notes.txt`,
              content_type: "text/plain",
              bytes: new Uint8Array(Buffer.from("not media")),
            },
          ],
    );
    await api.handle.db
      .insertInto("assets")
      .values(rows)
      .onConflict((oc) => oc.column("path").doNothing())
      .execute();
  });

  for (const [format, pattern] of [
    ["audio", "audio/%"],
    ["video", "video/%"],
    ["png", "image/%"],
  ] as const) {
    it(`${format}: a zip of every ${pattern} file of the submissions, with a manifest line each`, async () => {
      const expected = await expectedRows();
      const { rows: media } = await sql<{ path: string; bytes: Uint8Array }>`
        SELECT a.path, a.bytes FROM assets a
        WHERE a.path LIKE 'assets/accounts/%' AND a.content_type LIKE ${pattern}
          AND EXISTS (SELECT 1 FROM accounts r WHERE r.id = split_part(a.path, '/', 3))`.execute(
        api.handle.db,
      );
      expect(media.length).toBeGreaterThanOrEqual(2);
      const run = await runAnonymous(format);
      expect(run).toMatchObject({ status: "done", rows: media.length });
      const zip = unzipSync(new Uint8Array(await readFile(join(dir, `${run.runId}.zip`))));
      const names = Object.keys(zip).filter((name) => name !== "manifest.csv");
      const wanted = media.map((file) => file.path.slice("assets/accounts/".length));
      expect(names.sort()).toEqual([...wanted].sort());
      for (const file of media) {
        const name = file.path.slice("assets/accounts/".length);
        expect(Buffer.from(zip[name] ?? []).equals(Buffer.from(file.bytes)), name).toBe(true);
      }

      const manifest = Buffer.from(zip["manifest.csv"] ?? [])
        .toString("utf8")
        .split("\r\n")
        .filter((line) => line !== "")
        .map((line) => line.slice(1, -1).split('","'));
      expect(manifest[0]).toEqual(["File", "ID", "Cents", "City"]);
      expect(
        manifest
          .slice(1)
          .map((line) => line[0])
          .sort(),
      ).toEqual([...wanted].sort());
      for (const line of manifest.slice(1)) {
        const account = (line[0] ?? "").split("/")[0] ?? "";
        expect(line.slice(1)).toEqual(expected.get(account));
      }
    });
  }
});
