import { describe, expect, it } from "vitest";
import { searchResultText } from "./search-result-text";

describe("searchResultText", () => {
  it("shows a submission's name, with its email and id", () => {
    expect(
      searchResultText("accounts", {
        ID: "3fa9c1",
        FirstName: "Jane",
        LastName: "Doe",
        Email: "jane@example.org",
      }),
    ).toEqual({ title: "Jane Doe", detail: "jane@example.org · 3fa9c1" });
    expect(searchResultText("accounts", { ID: "3fa9c1", FirstName: "", LastName: "" })).toEqual({
      title: "3fa9c1",
      detail: "3fa9c1",
    });
  });

  it("shows a user's name and email", () => {
    expect(
      searchResultText("players", {
        id: "p1",
        firstname: "Ana",
        lastname: "",
        email: "ana@example.org",
      }),
    ).toEqual({ title: "Ana", detail: "ana@example.org" });
  });

  it("shows titles and descriptions, falling back to the id", () => {
    expect(searchResultText("campaigns", { id: "c1", title: "Winter Appeal" }).title).toBe(
      "Winter Appeal",
    );
    expect(searchResultText("teams", { id: "t1", title: "" }).title).toBe("t1");
    expect(
      searchResultText("exportOptions", { ID: "i1", ExportID: "e1", Description: "Nightly" }),
    ).toEqual({ title: "Nightly", detail: null });
  });
});
