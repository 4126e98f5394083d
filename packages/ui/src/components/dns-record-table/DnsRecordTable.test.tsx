import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DnsRecordTable, type DnsRecordTableLabels } from "./DnsRecordTable";

const labels: DnsRecordTableLabels = {
  caption: "DNS records",
  type: "Type",
  name: "Name",
  value: "Value",
  status: "Status",
  statuses: { found: "Found", missing: "Missing", wrong: "Wrong", pending: "Not checked" },
  foundInstead: (values) => `Found instead: ${values}`,
};

describe("DnsRecordTable", () => {
  it("shows each record's status, and what was found instead only for a wrong one", () => {
    render(
      <DnsRecordTable
        labels={labels}
        records={[
          { type: "TXT", name: "a.example.org", value: "v=spf1 ~all", status: "found" },
          {
            type: "TXT",
            name: "_dmarc.a.example.org",
            value: "v=DMARC1; p=none",
            status: "wrong",
            found: ["x", "y"],
          },
          {
            type: "CNAME",
            name: "bounces.a.example.org",
            value: "r.example.net",
            status: "missing",
            found: ["ignored"],
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole("table", { name: "DNS records" })).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((row) => row.getAttribute("data-status"))).toEqual([
      "found",
      "wrong",
      "missing",
    ]);
    const wrong = rows[2];
    if (wrong === undefined) throw new Error("no wrong row");
    expect(within(wrong).getByText("Wrong")).toBeTruthy();
    expect(screen.getByText("Found instead: x · y")).toBeTruthy();
    expect(screen.queryByText(/ignored/)).toBeNull();
  });
});
