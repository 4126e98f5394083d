import { DEFAULT_LOCALE } from "@canvass/sdk/locale";
import { formatNumber } from "@canvass/sdk/money";
import { clsx } from "clsx";
import { Button } from "../button/Button";

export type BulkPreviewFilter = "all" | "valid" | "invalid";

export const BULK_PREVIEW_FILTERS: readonly BulkPreviewFilter[] = ["all", "valid", "invalid"];

/** Every text of the preview summary; the console passes translations (with its plurals). */
export interface BulkPreviewSummaryLabels {
  /** Name of the group of filter buttons. */
  readonly filterGroup: string;
  readonly all: (count: number) => string;
  readonly valid: (count: number) => string;
  readonly invalid: (count: number) => string;
  /** The one-line summary, announced when it changes. */
  readonly summary: (counts: BulkPreviewCounts) => string;
}

export interface BulkPreviewCounts {
  readonly total: number;
  readonly valid: number;
  readonly invalid: number;
}

const count = (value: number) => formatNumber(value, DEFAULT_LOCALE);

export const DEFAULT_BULK_PREVIEW_SUMMARY_LABELS: BulkPreviewSummaryLabels = {
  filterGroup: "Show rows",
  all: (value) => `All (${count(value)})`,
  valid: (value) => `Valid (${count(value)})`,
  invalid: (value) => `With problems (${count(value)})`,
  summary: ({ total, valid, invalid }) =>
    `${count(total)} rows: ${count(valid)} valid, ${count(invalid)} with problems.`,
};

export interface BulkPreviewSummaryProps {
  readonly counts: BulkPreviewCounts;
  readonly filter: BulkPreviewFilter;
  readonly onFilterChange: (filter: BulkPreviewFilter) => void;
  readonly labels?: Partial<BulkPreviewSummaryLabels>;
  readonly className?: string;
}

/**
 * A checked file at a glance: how many rows, how many valid, how many with problems (a polite
 * live region, so a new check is heard), and three toggle buttons that filter the rows shown.
 */
export function BulkPreviewSummary({
  counts,
  filter,
  onFilterChange,
  labels: labelOverrides,
  className,
}: BulkPreviewSummaryProps) {
  const labels = { ...DEFAULT_BULK_PREVIEW_SUMMARY_LABELS, ...labelOverrides };
  const text: Readonly<Record<BulkPreviewFilter, string>> = {
    all: labels.all(counts.total),
    valid: labels.valid(counts.valid),
    invalid: labels.invalid(counts.invalid),
  };
  return (
    <div
      data-slot="bulk-preview-summary"
      data-state={counts.invalid > 0 ? "problems" : "clean"}
      className={clsx("flex flex-wrap items-center justify-between gap-3", className)}
    >
      <p aria-live="polite" className="text-sm font-medium text-fg">
        {labels.summary(counts)}
      </p>
      <div role="group" aria-label={labels.filterGroup} className="flex gap-1">
        {BULK_PREVIEW_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? "primary" : "secondary"}
            aria-pressed={filter === value}
            data-filter={value}
            onClick={() => {
              onFilterChange(value);
            }}
          >
            {text[value]}
          </Button>
        ))}
      </div>
    </div>
  );
}
