import { clsx } from "clsx";

export interface CharacterCountLabels {
  /** The visible count: "12 / 200" by default. */
  readonly characterCount: (length: number, max: number) => string;
  /** What screen readers hear (on focus and as it changes): "188 characters left". */
  readonly charactersLeft: (remaining: number) => string;
}

const CHARACTER_COUNT_LABELS: CharacterCountLabels = {
  characterCount: (length, max) => `${length} / ${max}`,
  charactersLeft: (remaining) =>
    remaining === 1 ? "1 character left" : `${remaining} characters left`,
};

export interface CharacterCountProps {
  /** The id the field points at with `aria-describedby`. */
  readonly id: string;
  readonly length: number;
  readonly max: number;
  readonly labels?: Partial<CharacterCountLabels> | undefined;
}

/** "12 / 200" under a field, with the characters left in a polite live region. */
export function CharacterCount({ id, length, max, labels }: CharacterCountProps) {
  const { characterCount, charactersLeft } = { ...CHARACTER_COUNT_LABELS, ...labels };
  const remaining = Math.max(0, max - length);
  return (
    <div
      data-slot="character-count"
      data-state={remaining === 0 ? "full" : "open"}
      className="flex justify-end"
    >
      <span
        aria-hidden="true"
        className={clsx(
          "text-xs tabular-nums",
          remaining === 0 ? "font-medium text-warning-text" : "text-fg-muted",
        )}
      >
        {characterCount(length, max)}
      </span>
      <span id={id} className="sr-only" aria-live="polite">
        {charactersLeft(remaining)}
      </span>
    </div>
  );
}
