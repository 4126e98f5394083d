import { describe, expect, it } from "vitest";
import { guessBulkMapping } from "./mapping";
import { toBulkRows } from "./rows";
import { parseCsvTable } from "./table";
import { bulkTemplateCsv } from "./template";

describe("bulkTemplateCsv", () => {
  it("writes a header and an example row that read back as a valid mapping", () => {
    const csv = bulkTemplateCsv();
    expect(csv.split("\r\n")[0]).toBe(
      '"Username","Email","First name","Last name","Role","Team","Password"',
    );
    const table = parseCsvTable(csv);
    expect(toBulkRows(table, guessBulkMapping(table.header))).toEqual([
      {
        username: "jdoe",
        email: "jane.doe@example.org",
        firstname: "Jane",
        lastname: "Doe",
        role: "rep",
      },
    ]);
  });

  it("takes translated headers and an example team", () => {
    const csv = bulkTemplateCsv({ username: "Usuario", email: "Correo" }, { team: "Norte" });
    const table = parseCsvTable(csv);
    expect(table.header.slice(0, 2)).toEqual(["Usuario", "Correo"]);
    expect(guessBulkMapping(table.header)).toMatchObject({ username: 0, email: 1, team: 5 });
    expect(table.rows[0]?.[5]).toBe("Norte");
  });
});
