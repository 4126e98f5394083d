import { describe, expect, it } from "vitest";
import { csvOf } from "./csv-download";

describe("csvOf", () => {
  it("writes the given columns' headers and each row's values, every value quoted", () => {
    const rows = [
      { name: "Jane Doe", team: { title: 'West "Coast"' } },
      { name: "Li, Wei", team: { title: "East" } },
    ];
    const text = csvOf(rows, [
      { header: "Name", value: (row) => row.name },
      { header: "Team", value: (row) => row.team.title },
    ]);
    expect(text.split("\r\n").filter(Boolean)).toEqual([
      '"Name","Team"',
      '"Jane Doe","West ""Coast"""',
      '"Li, Wei","East"',
    ]);
  });
});
