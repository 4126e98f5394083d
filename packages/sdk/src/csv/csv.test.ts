import { describe, expect, it } from "vitest";
import { csvField, toCsv, toCsvStream } from "./csv";

interface Row {
  ID: string;
  Name?: string | null;
  Amount?: number;
  Received?: Date;
  Meta_failReasons?: string[];
  Duplicates?: boolean;
}

const columns = [
  "ID",
  { key: "Name", header: "Donor name" },
  "Amount",
  "Received",
  "Meta_failReasons",
  "Duplicates",
] as const;

describe("toCsv", () => {
  it("wraps every value in double quotes, with a header row and CRLF records", () => {
    const rows: Row[] = [
      {
        ID: "3fa9c1d2",
        Name: 'Ada "The Countess" Lovelace',
        Amount: 25,
        Received: new Date("2026-11-21T09:30:00.000Z"),
        Meta_failReasons: ["declined", "expired"],
        Duplicates: false,
      },
      { ID: "0b1c2d", Name: null },
    ];
    expect(toCsv(rows, columns)).toBe(
      '"ID","Donor name","Amount","Received","Meta_failReasons","Duplicates"\r\n' +
        '"3fa9c1d2","Ada ""The Countess"" Lovelace","25","2026-11-21T09:30:00.000Z","[""declined"",""expired""]","false"\r\n' +
        '"0b1c2d","","","","",""\r\n',
    );
  });

  it("keeps commas and line breaks inside the quotes", () => {
    expect(toCsv([{ a: "x,y\r\nz" }], ["a"])).toBe('"a"\r\n"x,y\r\nz"\r\n');
  });

  it("writes only the header for no rows", () => {
    expect(toCsv([], ["a", "b"])).toBe('"a","b"\r\n');
  });
});

describe("csvField", () => {
  it("formats edge values", () => {
    expect(csvField(undefined)).toBe('""');
    expect(csvField(new Date(Number.NaN))).toBe('""');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(0)).toBe('"0"');
    expect(csvField(10n)).toBe('"10"');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(csvField(circular)).toBe('""');
  });
});

describe("toCsvStream", () => {
  it("yields the same text as toCsv, one chunk per row", async () => {
    async function* source(): AsyncGenerator<{ n: number }> {
      for (let n = 0; n < 3; n += 1) {
        await Promise.resolve();
        yield { n };
      }
    }
    const chunks: string[] = [];
    for await (const chunk of toCsvStream(source(), ["n"])) chunks.push(chunk);
    expect(chunks).toEqual(['"n"\r\n', '"0"\r\n', '"1"\r\n', '"2"\r\n']);
    expect(chunks.join("")).toBe(toCsv([{ n: 0 }, { n: 1 }, { n: 2 }], ["n"]));
  });

  it("pulls rows lazily (streaming, not collecting)", async () => {
    let produced = 0;
    function* endless(): Generator<{ n: number }> {
      for (;;) {
        produced += 1;
        yield { n: produced };
      }
    }
    const stream = toCsvStream(endless(), ["n"])[Symbol.asyncIterator]();
    await stream.next(); // header
    await stream.next(); // first row
    expect(produced).toBe(1);
    await stream.return();
  });
});
