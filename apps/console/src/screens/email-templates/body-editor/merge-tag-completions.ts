/**
 * The body editor's picker of merge variables and blocks: after `{{` it offers the variables
 * (the SDK's `EMAIL_VARIABLES`), inside `{% include "` the blocks' names. A CodeMirror
 * completion source, so it works from the keyboard (Ctrl+Space opens it, arrows and Enter pick).
 */
import type { CompletionContext, CompletionResult } from "@codemirror/autocomplete";

const VARIABLE_BEFORE = /\{\{\s*[\w.]*$/;
const BLOCK_BEFORE = /\{%-?\s*include\s+["'][\w-]*$/;

/** A completion source over the given variables and the block names `blocks()` answers now. */
export function mergeTagCompletions(
  variables: readonly string[],
  blocks: () => readonly string[],
): (context: CompletionContext) => CompletionResult | null {
  return (context) => {
    const variable = context.matchBefore(VARIABLE_BEFORE);
    if (variable !== null) {
      return {
        from: variable.from + variable.text.search(/[\w.]*$/),
        options: variables.map((name) => ({ label: name, type: "variable" })),
        validFor: /^[\w.]*$/,
      };
    }
    const block = context.matchBefore(BLOCK_BEFORE);
    if (block !== null) {
      return {
        from: block.from + block.text.search(/[\w-]*$/),
        options: blocks().map((name) => ({ label: name, type: "constant" })),
        validFor: /^[\w-]*$/,
      };
    }
    return null;
  };
}
