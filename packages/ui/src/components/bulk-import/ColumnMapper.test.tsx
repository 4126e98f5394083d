import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ColumnMapper, type ColumnMapperField } from "./ColumnMapper";

const FIELDS: ColumnMapperField[] = [
  { id: "username", label: "Username", required: true },
  { id: "email", label: "Email", required: true },
  { id: "role", label: "Role", required: true, unmappedHint: "Choose a column or a default role." },
  { id: "team", label: "Team", unmappedHint: "Rows get the default team." },
  { id: "password", label: "Password" },
];
const COLUMNS = ["User", "Mail", "Phone"];
const SAMPLE = ["jdoe", "jane@example.org", "555-0100"];

function Mapper({ onChange }: { onChange: (field: string, column: number | undefined) => void }) {
  const [mapping, setMapping] = useState<Record<string, number | undefined>>({ username: 0 });
  return (
    <ColumnMapper
      fields={FIELDS}
      columns={COLUMNS}
      sample={SAMPLE}
      mapping={mapping}
      onMappingChange={(field, column) => {
        onChange(field, column);
        setMapping((previous) => ({ ...previous, [field]: column }));
      }}
    />
  );
}

const rowOf = (field: string) =>
  document.querySelector<HTMLElement>(`[data-slot="column-mapper-row"][data-field="${field}"]`);

describe("ColumnMapper", () => {
  it("lists one select per field, named by the field, with the file's columns", async () => {
    render(<Mapper onChange={vi.fn()} />);
    const username = screen.getByRole("combobox", { name: "Username (required)" });
    expect(
      within(username)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["— Not in the file —", "User", "Mail", "Phone"]);
    expect(username).toHaveProperty("value", "0");
    expect(within(rowOf("username") ?? document.body).getByText("jdoe")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Password" })).toHaveProperty("value", "");
    expect(await axeViolations()).toEqual([]);
  });

  it("warns about a required field without a column and explains optional ones", () => {
    render(<Mapper onChange={vi.fn()} />);
    const email = screen.getByRole("combobox", { name: "Email (required)" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email).toHaveAccessibleDescription("Choose the column that holds Email.");
    expect(screen.getByRole("combobox", { name: "Team" })).toHaveAccessibleDescription(
      "Rows get the default team.",
    );
    expect(screen.getByRole("combobox", { name: "Password" })).toHaveAccessibleDescription(
      "Not mapped: rows get no Password.",
    );
    const role = screen.getByRole("combobox", { name: "Role (required)" });
    expect(role.getAttribute("aria-invalid")).toBe("true");
    expect(role).toHaveAccessibleDescription("Choose a column or a default role.");
    expect(rowOf("email")?.getAttribute("data-state")).toBe("missing");
    expect(rowOf("team")?.getAttribute("data-state")).toBe("optional");
  });

  it("reports picks and clears, and lists the columns no field uses", async () => {
    const onChange = vi.fn();
    render(<Mapper onChange={onChange} />);
    expect(screen.getByText("Columns not used: Mail, Phone")).toBeTruthy();
    const email = screen.getByRole("combobox", { name: "Email (required)" });
    await userEvent.selectOptions(email, "Mail");
    expect(onChange).toHaveBeenLastCalledWith("email", 1);
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(rowOf("email")?.getAttribute("data-state")).toBe("mapped");
    expect(screen.getByText("Columns not used: Phone")).toBeTruthy();
    await userEvent.selectOptions(email, "— Not in the file —");
    expect(onChange).toHaveBeenLastCalledWith("email", undefined);
    expect(await axeViolations()).toEqual([]);
  });

  it("reaches the native selects in field order with Tab", async () => {
    render(<Mapper onChange={vi.fn()} />);
    const order: (string | null | undefined)[] = [];
    while (order.length < FIELDS.length) {
      await userEvent.tab();
      order.push(document.activeElement?.getAttribute("id"));
    }
    expect(order).toEqual(
      FIELDS.map((field) => rowOf(field.id)?.querySelector("select")?.getAttribute("id")),
    );
  });
});
