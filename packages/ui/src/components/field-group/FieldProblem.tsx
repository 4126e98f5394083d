/**
 * A problem with a field, in words, under what it names: the paragraph a control or a group
 * points its `aria-describedby` at. Nothing is drawn without a problem.
 */
export function FieldProblem({
  id,
  text,
}: {
  readonly id: string;
  readonly text: string | undefined;
}) {
  return text === undefined ? null : (
    <p id={id} data-slot="field-problem" className="text-sm text-danger-text">
      {text}
    </p>
  );
}
