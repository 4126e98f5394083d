// Test helper (not exported by the library): axe's WCAG 2.x A and AA findings on the whole
// document, so portalled dialogs, popovers, tooltips and toasts are checked in the state a test
// has reached. Best-practice rules (landmarks, say) do not apply to a lone widget.
import axe from "axe-core";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The violations as readable lines: `[]` when there are none. */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document, {
    runOnly: { type: "tag", values: WCAG_TAGS },
    resultTypes: ["violations"],
  });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
