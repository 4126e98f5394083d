import { X } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/Button";
import { SearchBox } from "../search-box/SearchBox";
import {
  DEFAULT_ASSIGNMENT_PICKER_LABELS,
  type AssignmentPickerLabels,
} from "./assignment-picker.labels";

export interface AssignmentItem {
  readonly id: string;
  readonly label: string;
  /** A second line (e.g. the campaign's status or type). */
  readonly detail?: string;
}

export interface AssignmentPickerProps {
  /** What is assigned now, in display order. */
  readonly assigned: readonly AssignmentItem[];
  /** Everything that could be assigned; the assigned ones are left out of the choice. */
  readonly options: readonly AssignmentItem[];
  /** Assign these ids (the ticked ones). The picker clears its ticks when this resolves. */
  readonly onAssign: (ids: string[]) => unknown;
  /** Remove one assignment. */
  readonly onRemove: (id: string) => unknown;
  /** While a change is being saved: every control is disabled. */
  readonly busy?: boolean;
  /** Read-only: the assigned list without remove buttons and no choice. */
  readonly readOnly?: boolean;
  readonly labels?: Partial<AssignmentPickerLabels>;
  readonly className?: string;
}

/** Case- and accent-insensitive "contains". */
export function matchesAssignment(item: AssignmentItem, term: string): boolean {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  return fold(`${item.label} ${item.detail ?? ""}`).includes(fold(term.trim()));
}

/**
 * Assigns items (a client's campaigns) in two lists: the assigned ones, each with a remove
 * button named after it, and a searchable checklist of the rest with one "Assign n" button. The
 * search narrows what is shown, never what is ticked; ticks of items that become assigned drop.
 */
export function AssignmentPicker({
  assigned,
  options,
  onAssign,
  onRemove,
  busy = false,
  readOnly = false,
  labels: overrides,
  className,
}: AssignmentPickerProps) {
  const labels = { ...DEFAULT_ASSIGNMENT_PICKER_LABELS, ...overrides };
  const assignedId = useId();
  const availableId = useId();
  const [term, setTerm] = useState("");
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const taken = new Set(assigned.map((item) => item.id));
  const free = options.filter((item) => !taken.has(item.id));
  const shown = free.filter((item) => matchesAssignment(item, term));
  const chosen = ticked.filter((id) => free.some((item) => item.id === id));
  const assign = async () => {
    await onAssign([...chosen]);
    setTicked([]);
  };
  return (
    <div className={cn("grid gap-4 md:grid-cols-2", className)} aria-busy={busy || undefined}>
      <section aria-labelledby={assignedId} className="flex min-w-0 flex-col gap-2">
        <h3 id={assignedId} className="text-sm font-semibold text-fg">
          {labels.assigned} ({assigned.length})
        </h3>
        {assigned.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-3 text-sm text-fg-muted">
            {labels.noneAssigned}
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
            {assigned.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm text-fg">{item.label}</span>
                  {item.detail === undefined ? null : (
                    <span className="truncate text-xs text-fg-muted">{item.detail}</span>
                  )}
                </span>
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<X size={14} aria-hidden />}
                    aria-label={labels.remove(item.label)}
                    disabled={busy}
                    onClick={() => void onRemove(item.id)}
                  >
                    {labels.removeShort}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {readOnly ? null : (
        <section aria-labelledby={availableId} className="flex min-w-0 flex-col gap-2">
          <h3 id={availableId} className="text-sm font-semibold text-fg">
            {labels.available}
          </h3>
          <SearchBox
            value={term}
            onValueChange={setTerm}
            onSearch={setTerm}
            onClear={() => {
              setTerm("");
            }}
            disabled={busy}
            labels={{
              label: labels.search,
              placeholder: labels.searchPlaceholder,
              clear: labels.clearSearch,
            }}
          />
          <div className="max-h-64 overflow-y-auto rounded-lg border border-line bg-surface">
            {shown.length === 0 ? (
              <p className="p-3 text-sm text-fg-muted">
                {free.length === 0 ? labels.noneAvailable : labels.noMatch}
              </p>
            ) : (
              <ul className="divide-y divide-line">
                {shown.map((item) => (
                  <li key={item.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-fg hover:bg-surface-muted has-disabled:cursor-not-allowed">
                      <input
                        type="checkbox"
                        checked={chosen.includes(item.id)}
                        disabled={busy}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          setTicked((now) =>
                            on ? [...now, item.id] : now.filter((id) => id !== item.id),
                          );
                        }}
                        className="size-4 shrink-0 accent-primary"
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">{item.label}</span>
                        {item.detail === undefined ? null : (
                          <span className="truncate text-xs text-fg-muted">{item.detail}</span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <Button
              disabled={busy || chosen.length === 0}
              loading={busy}
              onClick={() => void assign()}
            >
              {labels.assign(chosen.length)}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
