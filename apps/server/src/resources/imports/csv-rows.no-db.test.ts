import { ImportRowReader, parseImportCsv, streamImportCsv } from "@canvass/sdk/imports";
import { describe, expect, it } from "vitest";
import { csvRows } from "./csv-rows.js";

/** Rows of a second reading, numbered and padded by the import's reader, as the table has them. */
async function readAgain(
  text: string,
): Promise<{ header: readonly string[]; rows: (readonly string[])[]; ragged: number[] }> {
  const format = streamImportCsv(text, new ImportRowReader(() => undefined));
  const rows: (readonly string[])[] = [];
  const ragged: number[] = [];
  const reader = new ImportRowReader((row, cells, isRagged) => {
    rows.push(cells);
    if (isRagged) ragged.push(row);
  });
  for await (const raw of csvRows(text, format)) reader.push(raw);
  return { header: reader.header ?? [], rows, ragged };
}

describe("a CSV read again as a stream of rows", () => {
  it("gives the first reading's rows across pieces: quoted line breaks, accents, blank and ragged rows", async () => {
    const lines = ["\uFEFFEmail;Name;Note"];
    // Over 3 MiB of text, so rows, quoted line breaks and two-unit characters fall on the
    // pieces' boundaries.
    for (let row = 0; lines.length < 80_000; row += 1) {
      const note =
        row % 7 === 0 ? `"two\r\nlines; ${"é".repeat(row % 5)} ""q"""` : `n${"😀".repeat(row % 3)}`;
      lines.push(`r${String(row)}@example.org;Zoë ${"x".repeat(row % 40)};${note}`);
      if (row % 997 === 0) lines.push(";;");
      if (row % 1999 === 0) lines.push(`short${String(row)}@example.org`);
    }
    const text = `${lines.join("\r\n")}\r\n`;
    expect(text.length).toBeGreaterThan(3 * 1024 * 1024);
    const table = parseImportCsv(text);
    const again = await readAgain(text);
    expect(again.header).toEqual(["Email", "Name", "Note"]);
    expect(again.rows.length).toBe(table.rows.length);
    expect(again.rows).toEqual(table.rows);
    expect(again.ragged).toEqual(table.ragged);
    expect(table.ragged.length).toBeGreaterThan(10);
  });

  it("reads a comma-separated file with bare line feeds the same way", async () => {
    const text = 'Email,Name\na@b.co,"Ann\nAnn"\n\nb@b.co,Ben,extra\n';
    expect(await readAgain(text)).toEqual({
      header: ["Email", "Name"],
      rows: parseImportCsv(text).rows,
      ragged: parseImportCsv(text).ragged,
    });
  });

  it("stops reading when its reader stops early", async () => {
    const text = `Email\n${Array.from({ length: 50_000 }, (_, i) => `r${String(i)}@b.co`).join("\n")}`;
    let seen = 0;
    for await (const row of csvRows(text, { delimiter: ",", newline: "\n" })) {
      expect(row).toHaveLength(1);
      seen += 1;
      if (seen === 10) break;
    }
    expect(seen).toBe(10);
  });
});
