import {
  QA_CHECKLIST_MAX_ITEMS,
  QA_LABEL_MAX_LENGTH,
  QA_WEIGHT_MAX,
  QA_WEIGHT_MIN,
  type QaChecklistItem,
} from "@canvass/sdk/ear";
import { isHttpError } from "@canvass/sdk/client";
import { Button, Card, FormField, Spinner } from "@canvass/ui";
import { useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { UnsavedChangesGuard } from "../../patterns/form/UnsavedChangesGuard";
import {
  checklistOf,
  draftOf,
  draftProblemOf,
  draftProblems,
  moveDraftItem,
  newDraftItem,
  problemsByPlace,
  type DraftItem,
  type DraftProblem,
  type DraftProblems,
} from "./checklist-draft";

const input =
  "h-9 w-full rounded-md border border-input-line bg-input px-3 text-sm text-input-fg shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The QA checklist editor (issue 25, `/subs/ear?checklist=edit`): the items reviewers tick, each
 * with a label and a weight; add, remove, reorder (buttons, focus kept on the moved row's
 * button), and save through `saveQaChecklist`. The SDK's `qaChecklistProblems` (the server's
 * rule) names each problem next to its field before anything is sent; a failed save keeps every
 * edit. Reviews already saved keep the checklist and score they were given.
 */
export function ChecklistEditor({ onClose }: { readonly onClose: () => void }) {
  const { client } = useRuntime().services;
  const checklist = useApiQuery("ear-checklist", (signal) =>
    client.call("getQaChecklist", { signal }),
  );
  const t = useT();
  if (checklist.data === undefined) {
    return (
      <Card title={t("ear.checklistEditor.title")} headingLevel={2}>
        {checklist.error !== undefined ? (
          <p role="alert" className="text-sm text-danger-text">
            {t("ear.checklistEditor.loadFailed")}
          </p>
        ) : (
          <Spinner label={t("ear.loading")} />
        )}
      </Card>
    );
  }
  return (
    <ChecklistForm
      initial={checklist.data.items}
      onSaved={() => {
        checklist.reload();
      }}
      onClose={onClose}
    />
  );
}

function ChecklistForm({
  initial,
  onSaved,
  onClose,
}: {
  readonly initial: readonly QaChecklistItem[];
  readonly onSaved: () => void;
  readonly onClose: () => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [saved, setSaved] = useState(() => draftOf(initial));
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [shown, setShown] = useState<DraftProblems>({});
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const problemText = (problem: DraftProblem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    const words: Record<DraftProblem, string> = {
      required: t("ear.checklistEditor.problem.required"),
      tooLong: t("ear.checklistEditor.problem.tooLong", { max: QA_LABEL_MAX_LENGTH }),
      badWeight: t("ear.checklistEditor.problem.badWeight", {
        min: QA_WEIGHT_MIN,
        max: QA_WEIGHT_MAX,
      }),
      tooMany: t("ear.checklistEditor.problem.count", { max: QA_CHECKLIST_MAX_ITEMS }),
      badId: t("ear.checklistEditor.problem.id"),
      duplicate: t("ear.checklistEditor.problem.id"),
      unknown: t("ear.checklistEditor.problem.invalid"),
      missing: t("ear.checklistEditor.problem.invalid"),
      invalid: t("ear.checklistEditor.problem.invalid"),
    };
    return words[problem];
  };
  const listProblem = shown.items === "required" ? "count" : shown.items;

  const edit = (next: DraftItem[]) => {
    setDraft(next);
    setState("idle");
    // Problems already shown follow the edit; new ones wait for the next save.
    if (Object.keys(shown).length > 0) setShown(draftProblems(next));
  };
  const change = (index: number, field: "label" | "weight", value: string) => {
    edit(draft.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  };
  const move = (index: number, step: -1 | 1, button: HTMLButtonElement) => {
    edit(moveDraftItem(draft, index, step));
    const target = index + step;
    // Keep the focus on the same button of the moved row.
    requestAnimationFrame(() => {
      const slot = button.dataset.move ?? "";
      document
        .querySelector<HTMLButtonElement>(`[data-row="${String(target)}"] [data-move="${slot}"]`)
        ?.focus();
    });
  };
  const save = async () => {
    const problems = draftProblems(draft);
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      setState("idle");
      return;
    }
    setState("saving");
    const answer = await client.call("saveQaChecklist", { body: { items: checklistOf(draft) } });
    if (answer.ok) {
      const next = draftOf(answer.data.items);
      setSaved(next);
      setDraft(next);
      setState("saved");
      onSaved();
      return;
    }
    const errors =
      isHttpError(answer.error) && answer.error.status === 422
        ? (answer.error.problem?.errors ?? [])
        : [];
    setShown(
      problemsByPlace(
        errors.map((entry) => ({ field: entry.field, problem: draftProblemOf(entry.code) })),
      ),
    );
    setState("failed");
  };

  return (
    <Card
      title={t("ear.checklistEditor.title")}
      headingLevel={2}
      data-slot="qa-checklist-editor"
      actions={
        <Button variant="link" onClick={onClose}>
          {t("ear.checklistEditor.close")}
        </Button>
      }
    >
      <UnsavedChangesGuard form={{ dirty, blocksLeaving: () => dirty }} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="text-sm text-fg-muted">{t("ear.checklistEditor.intro")}</p>
        <ol className="flex flex-col gap-3" aria-label={t("ear.checklistEditor.items")}>
          {draft.map((row, index) => {
            const number = index + 1;
            const idProblem = problemText(shown[`${String(index)}.id`]);
            return (
              <li
                key={row.id}
                data-row={index}
                className="grid grid-cols-[1fr_5.5rem] gap-2 rounded-md border border-line p-3 sm:grid-cols-[1fr_6rem_auto]"
              >
                <FormField
                  label={t("ear.checklistEditor.label", { number })}
                  error={problemText(shown[`${String(index)}.label`]) ?? idProblem}
                  required
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      className={input}
                      value={row.label}
                      maxLength={QA_LABEL_MAX_LENGTH + 50}
                      onChange={(event) => {
                        change(index, "label", event.currentTarget.value);
                      }}
                    />
                  )}
                </FormField>
                <FormField
                  label={t("ear.checklistEditor.weight", { number })}
                  error={problemText(shown[`${String(index)}.weight`])}
                  required
                >
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={QA_WEIGHT_MIN}
                      max={QA_WEIGHT_MAX}
                      step={1}
                      className={input}
                      value={row.weight}
                      onChange={(event) => {
                        change(index, "weight", event.currentTarget.value);
                      }}
                    />
                  )}
                </FormField>
                <div className="col-span-2 flex flex-wrap items-end gap-1 sm:col-span-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="up"
                    disabled={index === 0}
                    aria-label={t("ear.checklistEditor.up", { number })}
                    onClick={(event) => {
                      move(index, -1, event.currentTarget);
                    }}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="down"
                    disabled={index === draft.length - 1}
                    aria-label={t("ear.checklistEditor.down", { number })}
                    onClick={(event) => {
                      move(index, 1, event.currentTarget);
                    }}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("ear.checklistEditor.remove", { number })}
                    onClick={() => {
                      edit(draft.filter((_, at) => at !== index));
                    }}
                  >
                    {t("ear.checklistEditor.removeShort")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {listProblem === undefined ? null : (
          <p role="alert" className="text-sm text-danger-text">
            {listProblem === "count"
              ? t("ear.checklistEditor.problem.count", { max: QA_CHECKLIST_MAX_ITEMS })
              : problemText(listProblem)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={draft.length >= QA_CHECKLIST_MAX_ITEMS}
            onClick={() => {
              edit([...draft, newDraftItem(draft)]);
            }}
          >
            {t("ear.checklistEditor.add")}
          </Button>
          <Button type="submit" disabled={state === "saving" || !dirty}>
            {t("ear.checklistEditor.save")}
          </Button>
          {state === "saved" ? (
            <span role="status" className="text-sm">
              {t("ear.checklistEditor.saved")}
            </span>
          ) : state === "failed" ? (
            <span role="alert" className="text-sm text-danger-text">
              {t("ear.checklistEditor.failed")}
            </span>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
