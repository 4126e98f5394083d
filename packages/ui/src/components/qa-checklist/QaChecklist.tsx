import { clsx } from "clsx";
import { useId } from "react";
import { Button } from "../button/Button";

export interface QaChecklistEntry {
  readonly id: string;
  readonly label: string;
  readonly weight: number;
}

export type QaChecklistStatus = "reviewed" | "flagged";

export interface QaChecklistLabels {
  readonly title: string;
  /** "Score: 75 %" */
  readonly score: (score: number) => string;
  readonly comment: string;
  readonly saveReviewed: string;
  readonly saveFlagged: string;
  /** "weight 3" */
  readonly weight: (weight: number) => string;
}

export const DEFAULT_QA_CHECKLIST_LABELS: QaChecklistLabels = {
  title: "Quality checklist",
  score: (score) => `Score: ${String(score)} %`,
  comment: "Comment",
  saveReviewed: "Save as reviewed",
  saveFlagged: "Flag",
  weight: (weight) => `weight ${String(weight)}`,
};

export interface QaChecklistProps {
  readonly items: readonly QaChecklistEntry[];
  readonly answers: Readonly<Record<string, boolean>>;
  readonly onAnswer: (id: string, met: boolean) => void;
  readonly comment: string;
  readonly onCommentChange: (comment: string) => void;
  /** The score of the answers so far (the SDK's `qaScore`). */
  readonly score: number;
  /** `good` ≥ 80, `fair` ≥ 50, `poor` (the SDK's `qaScoreBand`). */
  readonly band: "good" | "fair" | "poor";
  readonly onSave: (status: QaChecklistStatus) => void;
  readonly saving?: boolean;
  /** A problem to show under the form (already translated). */
  readonly error?: string | undefined;
  /** Problems next to items, by item id (already translated). */
  readonly itemErrors?: Readonly<Record<string, string>>;
  readonly labels?: Partial<QaChecklistLabels>;
  readonly className?: string;
}

const BAND_CLASS = {
  good: "bg-success-soft text-success-text",
  fair: "bg-warning-soft text-warning-text",
  poor: "bg-danger-soft text-danger-text",
} as const;

/**
 * The QA checklist of the digital ear (issue 25): one checkbox per item, the live score with
 * its band (`data-band`), a comment, and two saves (reviewed, flagged). Controlled: the caller
 * keeps the answers and works out the score with the SDK's rules.
 */
export function QaChecklist({
  items,
  answers,
  onAnswer,
  comment,
  onCommentChange,
  score,
  band,
  onSave,
  saving = false,
  error,
  itemErrors = {},
  labels: overrides,
  className,
}: QaChecklistProps) {
  const labels = { ...DEFAULT_QA_CHECKLIST_LABELS, ...overrides };
  const id = useId();
  return (
    <form
      aria-labelledby={`${id}-title`}
      data-slot="qa-checklist"
      data-state={saving ? "saving" : "idle"}
      onSubmit={(event) => {
        event.preventDefault();
        onSave("reviewed");
      }}
      className={clsx(
        "flex flex-col gap-3 rounded-md border border-line bg-surface p-3 text-sm text-fg",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {labels.title}
        </h2>
        <output
          data-slot="qa-score"
          data-band={band}
          aria-live="polite"
          className={clsx("rounded-full px-3 py-1 font-semibold tabular-nums", BAND_CLASS[band])}
        >
          {labels.score(score)}
        </output>
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const checkbox = `${id}-${item.id}`;
          const problem = itemErrors[item.id];
          return (
            <li key={item.id} data-slot="qa-item" className="flex flex-col gap-0.5">
              <div className="flex items-start gap-2">
                <input
                  id={checkbox}
                  type="checkbox"
                  checked={answers[item.id] === true}
                  aria-invalid={problem !== undefined ? true : undefined}
                  aria-describedby={problem !== undefined ? `${checkbox}-error` : undefined}
                  onChange={(event) => {
                    onAnswer(item.id, event.currentTarget.checked);
                  }}
                  className="mt-0.5 size-4 accent-primary"
                />
                <label htmlFor={checkbox} className="flex-1">
                  {item.label} <span className="text-fg-muted">({labels.weight(item.weight)})</span>
                </label>
              </div>
              {problem !== undefined ? (
                <p id={`${checkbox}-error`} className="ms-6 text-danger-text">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <label htmlFor={`${id}-comment`} className="font-medium">
        {labels.comment}
      </label>
      <textarea
        id={`${id}-comment`}
        data-slot="qa-comment"
        value={comment}
        maxLength={2000}
        rows={3}
        onChange={(event) => {
          onCommentChange(event.currentTarget.value);
        }}
        className="rounded-md border border-line bg-surface px-2 py-1 text-fg"
      />
      {error !== undefined ? (
        <p role="alert" className="text-danger-text">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {labels.saveReviewed}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={saving}
          onClick={() => {
            onSave("flagged");
          }}
        >
          {labels.saveFlagged}
        </Button>
      </div>
    </form>
  );
}
