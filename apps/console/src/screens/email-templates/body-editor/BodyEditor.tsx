/**
 * The version's body field: CodeMirror 6 (`CodeMirrorBody`, a lazily loaded chunk) with the
 * merge variables and the blocks offered as you type, and a plain monospace text area while
 * the chunk loads. The hint under it names the variables and how a block is inserted.
 */
import { blockTag } from "@canvass/sdk/email-templates";
import { Textarea } from "@canvass/ui";
import { lazy, Suspense, useId } from "react";

const CodeMirrorBody = lazy(() => import("./CodeMirrorBody"));

export interface BodyEditorProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly variables: readonly string[];
  readonly blocks: readonly string[];
  readonly words: {
    readonly variablesHint: string;
    readonly blocksHint: string;
    readonly pickerHint: string;
  };
}

export function BodyEditor({ label, value, onChange, variables, blocks, words }: BodyEditorProps) {
  const labelId = useId();
  const hintId = useId();
  const hint = (
    <p id={hintId} className="text-sm text-fg-muted">
      {words.pickerHint} {words.variablesHint}{" "}
      <code className="font-mono">{variables.map((name) => `{{ ${name} }}`).join(" ")}</code>{" "}
      {words.blocksHint} <code className="font-mono">{blockTag(blocks[0] ?? "footer")}</code>
    </p>
  );
  return (
    <div className="flex flex-col gap-1.5">
      <Suspense
        fallback={
          <Textarea
            label={label}
            value={value}
            rows={14}
            className="font-mono"
            onValueChange={onChange}
          />
        }
      >
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <CodeMirrorBody
          labelledBy={labelId}
          describedBy={hintId}
          value={value}
          onChange={onChange}
          variables={variables}
          blocks={blocks}
        />
      </Suspense>
      {hint}
    </div>
  );
}
