/**
 * The choices of a field option, in display order: each one a text box with how many submissions
 * already hold it (renaming a choice does not change those submissions), move up/down (buttons,
 * or Alt+Arrow Up/Down in the box) and remove; a last box adds a choice. Each box shows its
 * problem from the SDK's rule (`fieldOptionProblems`) next to it.
 */
import { FIELD_OPTION_CHOICE_MAX_LENGTH, type FieldOptionProblem } from "@canvass/sdk/admin";
import { Button, IconButton, TextField } from "@canvass/ui";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useController, useFieldArray, type Control } from "react-hook-form";
import { useT, type Translate } from "../../../i18n/use-t";
import type { FieldOptionValues } from "./field-option-values";

export function choiceProblemText(t: Translate, problem: FieldOptionProblem): string {
  return t(`admin.fieldOptions.problem.${problem}`, { max: FIELD_OPTION_CHOICE_MAX_LENGTH });
}

interface ChoiceListProps {
  readonly control: Control<FieldOptionValues>;
  readonly usage: ReadonlyMap<string, number>;
  /** The problem of each choice, by its place, from the SDK's rule. */
  readonly problemAt: (index: number) => FieldOptionProblem | undefined;
}

function ChoiceRow({
  control,
  index,
  count,
  usage,
  problem,
  onMove,
  onRemove,
}: {
  readonly control: Control<FieldOptionValues>;
  readonly index: number;
  readonly count: number;
  readonly usage: ReadonlyMap<string, number>;
  readonly problem: FieldOptionProblem | undefined;
  readonly onMove: (to: number) => void;
  readonly onRemove: () => void;
}) {
  const t = useT();
  const { field, fieldState } = useController({
    control,
    name: `choices.${index}.text`,
    rules: { validate: () => (problem === undefined ? true : choiceProblemText(t, problem)) },
  });
  const { ref, name, value, onChange, onBlur } = field;
  // The rule's problem shows as soon as the box was changed (while typing, so nothing moves
  // under the pointer when the box loses focus), else after a save attempt.
  const error =
    problem !== undefined && (fieldState.isDirty || fieldState.error !== undefined)
      ? choiceProblemText(t, problem)
      : undefined;
  const used = usage.get(value.trim()) ?? 0;
  const label = t("admin.fieldOptions.choice", { n: index + 1 });
  return (
    <li className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <TextField
          ref={ref}
          name={name}
          label={label}
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
          error={error}
          onKeyDown={(event) => {
            if (!event.altKey) return;
            if (event.key === "ArrowUp" && index > 0) {
              event.preventDefault();
              onMove(index - 1);
            } else if (event.key === "ArrowDown" && index < count - 1) {
              event.preventDefault();
              onMove(index + 1);
            }
          }}
          hint={
            used > 0
              ? t("admin.fieldOptions.usedBy", { count: used })
              : t("admin.fieldOptions.unused")
          }
        />
      </div>
      <div className="flex gap-1 pb-6">
        <IconButton
          size="sm"
          label={t("admin.fieldOptions.moveUp", { choice: value || label })}
          icon={<ArrowUp aria-hidden className="size-4" />}
          disabled={index === 0}
          onClick={() => {
            onMove(index - 1);
          }}
        />
        <IconButton
          size="sm"
          label={t("admin.fieldOptions.moveDown", { choice: value || label })}
          icon={<ArrowDown aria-hidden className="size-4" />}
          disabled={index === count - 1}
          onClick={() => {
            onMove(index + 1);
          }}
        />
        <IconButton
          size="sm"
          label={t("admin.fieldOptions.removeChoice", { choice: value || label })}
          icon={<Trash2 aria-hidden className="size-4" />}
          disabled={count === 1}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}

export function ChoiceList({ control, usage, problemAt }: ChoiceListProps) {
  const t = useT();
  const { fields, append, move, remove } = useFieldArray({ control, name: "choices" });
  const [announce, setAnnounce] = useState("");
  const root = useRef<HTMLFieldSetElement>(null);
  return (
    <fieldset ref={root} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("admin.fieldOptions.choices")}</legend>
      <ol className="flex flex-col gap-1">
        {fields.map((item, index) => (
          <ChoiceRow
            key={item.id}
            control={control}
            index={index}
            count={fields.length}
            usage={usage}
            problem={problemAt(index)}
            onMove={(to) => {
              move(index, to);
              setAnnounce(t("admin.fieldOptions.moved", { n: to + 1 }));
              // Keep the focus on the moved choice's box (in this form: a page has one per option).
              requestAnimationFrame(() => {
                root.current
                  ?.querySelector<HTMLInputElement>(`[name="choices.${String(to)}.text"]`)
                  ?.focus();
              });
            }}
            onRemove={() => {
              remove(index);
            }}
          />
        ))}
      </ol>
      <div>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            append({ text: "" });
          }}
        >
          <Plus aria-hidden className="size-4" />
          {t("admin.fieldOptions.addChoice")}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
    </fieldset>
  );
}
