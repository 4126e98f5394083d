import { describe, expect, it } from "vitest";
import {
  DuplicateIndex,
  IMPORT_RUN_FAILURES,
  ImportPlanCursor,
  duplicateLookups,
  ImportRowChecker,
  ImportRowReader,
  ImportRowValidator,
  failedRowsCsv,
  guessImportMapping,
  importMapProblems,
  importRunFailureOf,
  importTableFromCells,
  parseImportCsv,
  planCheckedImport,
  planImport,
  readImportValue,
  streamImportCsv,
  streamImportCsvInTurns,
} from "./index";

describe("reading values", () => {
  it("reads dates in the column's order and refuses impossible ones", () => {
    expect(readImportValue("DOB", "date:DD.MM.YYYY", "31.01.1980")).toEqual({
      ok: true,
      value: "1980-01-31",
    });
    expect(readImportValue("DOB", "date:MM/DD/YYYY", "01/31/1980")).toEqual({
      ok: true,
      value: "1980-01-31",
    });
    expect(readImportValue("DOB", "date:MM/DD/YYYY", "31/01/1980").ok).toBe(false);
    expect(readImportValue("Received", "date:YYYY-MM-DD", "2026-02-30").ok).toBe(false);
  });
  it("reads numbers with a decimal point or comma", () => {
    expect(readImportValue("Amount", "number", "1,234.50")).toEqual({ ok: true, value: 1234.5 });
    expect(readImportValue("Amount", "number:comma", "1.234,50")).toEqual({
      ok: true,
      value: 1234.5,
    });
    expect(readImportValue("Amount", "number", "ten").ok).toBe(false);
  });
  it("refuses formulas and bad e-mails, keeps phones as digits", () => {
    expect(readImportValue("FirstName", "text", '=HYPERLINK("http://x","y")')).toEqual({
      ok: false,
      problem: { code: "formula" },
    });
    expect(readImportValue("Phone", "phone", "=1+1")).toEqual({
      ok: false,
      problem: { code: "formula" },
    });
    expect(readImportValue("Email", "email", "nope")).toEqual({
      ok: false,
      problem: { code: "email" },
    });
    expect(readImportValue("Phone", "phone", "+44 (0)7700-900 123")).toEqual({
      ok: true,
      value: "+4407700900123",
    });
    expect(readImportValue("Currency", "choice", "gbp")).toEqual({ ok: true, value: "GBP" });
    expect(readImportValue("Frequency", "choice", "weekly").ok).toBe(false);
    expect(readImportValue("Meta_emailValidated", "boolean", "Oui")).toEqual({
      ok: true,
      value: true,
    });
  });
});

describe("the column map", () => {
  it("guesses fields from English, Spanish and French headers and the date order from samples", () => {
    const map = guessImportMapping(
      ["Correo electrónico", "Prénom", "Apellidos", "Date de naissance", "Misc"],
      [["a@b.co", "A", "B", "25/12/1990", ""]],
    );
    expect(map).toEqual([
      { importedKey: "Correo electrónico", supportedKey: "Email", acceptedFormat: "email" },
      { importedKey: "Prénom", supportedKey: "FirstName", acceptedFormat: "text" },
      { importedKey: "Apellidos", supportedKey: "LastName", acceptedFormat: "text" },
      { importedKey: "Date de naissance", supportedKey: "DOB", acceptedFormat: "date:DD/MM/YYYY" },
    ]);
  });
  it("names every problem of a map by pointer", () => {
    const problems = importMapProblems(
      [
        { importedKey: "Mail", supportedKey: "Email" },
        { importedKey: "Nope", supportedKey: "FirstName" },
        { importedKey: "Mail", supportedKey: "Password" },
        { importedKey: "When", supportedKey: "DOB", acceptedFormat: "date:YYYY" },
      ],
      ["Mail", "When"],
    );
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ["/1/importedKey", "column"],
      ["/2/importedKey", "repeatedColumn"],
      ["/2/supportedKey", "key"],
      ["/3/acceptedFormat", "format"],
    ]);
    expect(importMapProblems([], ["Mail"])[0]?.code).toBe("empty");
  });
});

describe("the plan", () => {
  const table = parseImportCsv(
    [
      "Email,Phone,First name,Last name,Zip,Amount",
      "old@example.org,,Ann,Old,,5", // row 2: existing by e-mail
      "new@example.org,,Ben,New,,5", // row 3: new
      "NEW@example.org ,,Benny,New,,5", // row 4: same as row 3 by e-mail
      "x@example.org,+44 7700 900123,Cy,Tel,,5", // row 5: existing by phone
      "y@example.org,,Dé,Zed,sw1a 1aa,5", // row 6: existing by name + postcode
      "bad,,Eve,Bad,,five", // row 7: two problems
      ",,,,,", // blank: dropped by the table
      ",,Flo,,,1", // row 8: no identity
    ].join("\n"),
  );
  const map = guessImportMapping(table.header, table.rows);
  const existing = new DuplicateIndex<string>();
  existing.add({ Email: "Old@Example.org" }, "a00001");
  existing.add({ Phone: "07700900123" }, "a00002");
  existing.add({ FirstName: "de", LastName: "ZED", Zip: "SW1A1AA" }, "a00003");

  it("lists bad rows by field, duplicates by reason, and skips them by default", () => {
    const plan = planImport(table, map, existing);
    expect(plan.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [7, "Email", "email"],
      [7, "Amount", "format"],
      [8, undefined, "identity"],
    ]);
    expect(plan.duplicates).toEqual([
      { row: 2, reason: "email", account: "a00001", action: "skip" },
      { row: 4, reason: "email", otherRow: 3, action: "skip" },
      { row: 5, reason: "phone", account: "a00002", action: "skip" },
      { row: 6, reason: "namePostcode", account: "a00003", action: "skip" },
    ]);
    expect(plan.creates.map((w) => w.row)).toEqual([3]);
    expect([plan.rows, plan.skipped, plan.failed]).toEqual([7, 4, 2]);
  });
  it("updates or imports duplicates as chosen; a file twin cannot be updated", () => {
    const plan = planImport(table, map, existing, { action: "update", rows: { "5": "import" } });
    expect(plan.updates.map((w) => [w.row, w.account])).toEqual([
      [2, "a00001"],
      [6, "a00003"],
    ]);
    expect(plan.creates.map((w) => w.row)).toEqual([3, 5]);
    expect(plan.skipped).toBe(1);
  });
  it("writes nothing all-or-nothing when a row is bad", () => {
    const plan = planImport(table, map, existing, {}, "allOrNothing");
    expect([plan.creates.length, plan.updates.length, plan.failed]).toEqual([0, 0, 2]);
  });
  it("names ragged rows instead of guessing their cells", () => {
    const ragged = parseImportCsv("Email,Last name\na@b.co,A\nb@b.co,B,extra\nc@b.co\n");
    expect(ragged.ragged).toEqual([3, 4]);
    const plan = planImport(
      ragged,
      guessImportMapping(ragged.header),
      new DuplicateIndex<string>(),
    );
    expect(plan.errors.map((e) => [e.row, e.code])).toEqual([
      [3, "ragged"],
      [4, "ragged"],
    ]);
    expect(plan.creates.map((w) => w.row)).toEqual([2]);
  });
  it("writes failed rows with their problems, formulas defused", () => {
    const csv = failedRowsCsv(
      ["Name"],
      [{ row: 2, cells: ["=cmd"], problems: ["Name looks like a formula"] }],
    );
    expect(csv).toBe('"Name","Problems"\r\n"\'=cmd","Name looks like a formula"\r\n');
  });
});

describe("streamed reading", () => {
  const text = [
    "\uFEFFEmail;Last name;;",
    "a@b.co;Ann",
    ";;;",
    "b@b.co;Ben;extra",
    "c@b.co",
    "d@b.co;=cmd",
  ].join("\r\n");

  it("hands each row to the sink as read: numbered, header-wide, ragged ones flagged", () => {
    const seen: [number, readonly string[], boolean][] = [];
    let header: readonly string[] = [];
    const reader = new ImportRowReader(
      (row, cells, ragged) => seen.push([row, cells, ragged]),
      (names) => {
        header = names;
        expect(seen).toEqual([]);
      },
    );
    streamImportCsv(text, reader);
    expect(header).toEqual(["Email", "Last name"]);
    expect(seen).toEqual([
      [2, ["a@b.co", "Ann"], false],
      [3, ["b@b.co", "Ben"], true],
      [4, ["c@b.co", ""], true],
      [5, ["d@b.co", "=cmd"], false],
    ]);
    expect(reader.rows).toBe(4);
    // The table is the same reading kept whole.
    const table = parseImportCsv(text);
    expect(table.rows).toEqual(seen.map(([, cells]) => cells));
    expect(table.ragged).toEqual([3, 4]);
    expect(importTableFromCells([["Email", "", null], [], ["x@y.co", 5]])).toEqual({
      header: ["Email"],
      rows: [["x@y.co"]],
      ragged: [2],
    });
  });

  it("reads in turns the rows and format of one reading, pausing every few rows", async () => {
    const quoted = [
      "\uFEFFEmail;Note;Last name",
      ...Array.from({ length: 10 }, (_, i) =>
        i % 3 === 0
          ? `n${String(i)}@b.co;"two\r\nlines; ""quoted""";Été`
          : `n${String(i)}@b.co;;Ng`,
      ),
      ";;",
      "x@b.co;only",
    ].join("\r\n");
    const read = (push: (row: number, cells: readonly string[], ragged: boolean) => void) =>
      new ImportRowReader(push);
    const once: unknown[] = [];
    const format = streamImportCsv(
      quoted,
      read((...row) => once.push(row)),
    );
    const inTurns: unknown[] = [];
    let turns = 0;
    const turned = await streamImportCsvInTurns(
      quoted,
      read((...row) => inTurns.push(row)),
      async () => {
        turns += 1;
        // Rows wait for the turn: none is read while it lasts.
        const before = inTurns.length;
        await new Promise((resolve) => setTimeout(resolve, 1));
        expect(inTurns.length).toBe(before);
      },
      3,
    );
    expect(once).toHaveLength(11);
    expect(inTurns).toEqual(once);
    expect(turned).toEqual(format);
    expect(format).toEqual({ delimiter: ";", newline: "\r\n" });
    // 12 rows with the header (the blank one is not counted): a turn after each third.
    expect(turns).toBe(4);
  });

  it("checks rows as they come and keeps only the failed rows' cells, up to a limit", () => {
    const map = guessImportMapping(["Email", "Last name"]);
    const checker = new ImportRowChecker(["Email", "Last name"], map, 1);
    const reader = new ImportRowReader(checker.add);
    streamImportCsv(text, reader);
    const checked = checker.result();
    expect(checked.rows).toBe(4);
    expect(checked.valid.map((row) => row.row)).toEqual([2]);
    expect(checked.errors.map((e) => [e.row, e.code])).toEqual([
      [3, "ragged"],
      [4, "ragged"],
      [5, "formula"],
    ]);
    expect([...checked.failedCells]).toEqual([[3, ["b@b.co", "Ben"]]]);
    const existing = new DuplicateIndex<string>();
    expect(planCheckedImport(checked, existing)).toEqual(
      planImport(parseImportCsv(text), map, existing),
    );
  });

  it("keeps a valid row's number and duplicate keys, never its values", () => {
    const header = ["Email", "First name", "Last name", "Zip", "Amount"];
    const checker = new ImportRowChecker(header, guessImportMapping(header));
    checker.add(2, [" Ann@Example.org", "Ann", "Öld", "sw1a 1aa", "5"]);
    checker.add(3, ["", "", "Lee", "", "7"]);
    const valid = checker.result().valid;
    expect(valid).toEqual([
      { row: 2, email: "ann@example.org", namePostcode: "ann|old|SW1A1AA" },
      { row: 3 },
    ]);
    // The database is asked for the e-mails, phones and the name + postcode keys' postcodes.
    expect(duplicateLookups([...valid, { phone: "700900123", namePostcode: "a b|c|N1" }])).toEqual({
      emails: new Set(["ann@example.org"]),
      phones: new Set(["700900123"]),
      postcodes: new Set(["SW1A1AA", "N1"]),
    });
  });

  it("answers the delimiter and line break it read, for a second reading", () => {
    const reader = new ImportRowReader(() => undefined);
    expect(streamImportCsv(text, reader)).toEqual({ delimiter: ";", newline: "\r\n" });
    expect(streamImportCsv("a,b\nc,d\n", new ImportRowReader(() => undefined))).toEqual({
      delimiter: ",",
      newline: "\n",
    });
  });
});

describe("the run's second reading", () => {
  const text = [
    "Email,Last name,Amount",
    "old@example.org,Old,5", // row 2: existing: updated
    "new@example.org,New,6", // row 3: created
    "new@example.org,Twin,7", // row 4: twin of row 3: skipped
    "bad,Bad,8", // row 5: bad
    "more@example.org,More,9", // row 6: created
  ].join("\n");
  const table = parseImportCsv(text);
  const map = guessImportMapping(table.header, table.rows);
  const existing = new DuplicateIndex<string>();
  existing.add({ Email: "old@example.org" }, "a00001");
  const plan = planImport(table, map, existing, { action: "update" });

  /** The valid rows with their values, as the file's second reading gives them. */
  const readAgain = () => {
    const validator = new ImportRowValidator(table.header, map);
    return table.rows.flatMap((cells, index) => {
      const verdict = validator.check(index + 2, cells);
      return verdict.ok ? [{ row: index + 2, values: verdict.values }] : [];
    });
  };

  it("meets each planned write with its row's values, in file order, and nothing else", () => {
    const cursor = new ImportPlanCursor(plan);
    const writes = readAgain().map((row) => cursor.write(row));
    expect(writes).toEqual([
      {
        row: 2,
        values: { Email: "old@example.org", LastName: "Old", Amount: 5 },
        account: "a00001",
      },
      { row: 3, values: { Email: "new@example.org", LastName: "New", Amount: 6 } },
      undefined,
      { row: 6, values: { Email: "more@example.org", LastName: "More", Amount: 9 } },
    ]);
    expect(cursor.met).toBe(plan.creates.length + plan.updates.length);
  });

  it("counts fewer writes met when the second reading misses a planned row", () => {
    const cursor = new ImportPlanCursor(plan);
    for (const row of readAgain().filter((row) => row.row !== 3)) cursor.write(row);
    expect(cursor.met).toBeLessThan(plan.creates.length + plan.updates.length);
  });
});

describe("the run's own failures", () => {
  it("are known by their sentence, and nothing else is", () => {
    expect(importRunFailureOf(IMPORT_RUN_FAILURES.uploadGone)).toBe("uploadGone");
    expect(importRunFailureOf(IMPORT_RUN_FAILURES.mapUnfit)).toBe("mapUnfit");
    expect(importRunFailureOf("The uploaded file is gone")).toBeUndefined();
    expect(importRunFailureOf(null)).toBeUndefined();
  });
});
