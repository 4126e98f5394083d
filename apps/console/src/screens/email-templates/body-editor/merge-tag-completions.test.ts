import { CompletionContext } from "@codemirror/autocomplete";
import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { mergeTagCompletions } from "./merge-tag-completions";

const source = mergeTagCompletions(["FirstName", "campaign.title"], () => ["footer", "legal-en"]);

function completeAt(doc: string) {
  const state = EditorState.create({ doc });
  const result = source(new CompletionContext(state, doc.length, false));
  return result === null
    ? null
    : { from: result.from, labels: result.options.map((option) => option.label) };
}

describe("mergeTagCompletions", () => {
  it("offers the variables after {{, replacing what is typed of the name", () => {
    expect(completeAt("<p>Dear {{ Fir")).toEqual({
      from: "<p>Dear {{ ".length,
      labels: ["FirstName", "campaign.title"],
    });
    expect(completeAt("{{")?.from).toBe(2);
  });

  it("offers the block names inside an include tag", () => {
    expect(completeAt('{% include "le')).toEqual({
      from: '{% include "'.length,
      labels: ["footer", "legal-en"],
    });
  });

  it("offers nothing in plain text or after a closed tag", () => {
    expect(completeAt("<p>Dear ")).toBeNull();
    expect(completeAt("{{ FirstName }} ")).toBeNull();
    expect(completeAt('{% include "footer" %}')).toBeNull();
  });
});
