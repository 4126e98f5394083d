import { clsx } from "clsx";
import { Check } from "lucide-react";

export interface ImportStep {
  readonly id: string;
  readonly label: string;
}

export interface ImportStepsProps {
  readonly steps: readonly ImportStep[];
  /** The id of the step shown now. */
  readonly current: string;
  /** Whether a step can be opened now (done steps and the next one, typically). */
  readonly canOpen: (step: string) => boolean;
  readonly onStepChange: (step: string) => void;
  /** Name of the step list ("Steps"). */
  readonly label?: string;
  /** Said after a done step's name ("done"). */
  readonly doneLabel?: string;
  readonly className?: string;
}

/**
 * A wizard's steps as an ordered list of buttons: numbered, the current one marked
 * `aria-current="step"`, steps before it marked done, steps that cannot be opened yet disabled.
 * Tab and Enter reach every step that can be opened.
 */
export function ImportSteps({
  steps,
  current,
  canOpen,
  onStepChange,
  label = "Steps",
  doneLabel = "done",
  className,
}: ImportStepsProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={label} data-slot="import-steps" className={className}>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => {
          const state = index === currentIndex ? "current" : index < currentIndex ? "done" : "todo";
          return (
            <li key={step.id} data-state={state} data-step={step.id}>
              <button
                type="button"
                aria-current={state === "current" ? "step" : undefined}
                disabled={state !== "current" && !canOpen(step.id)}
                onClick={() => {
                  onStepChange(step.id);
                }}
                className={clsx(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  "disabled:cursor-not-allowed disabled:opacity-55",
                  state === "current" && "border-primary bg-primary text-on-primary",
                  state === "done" &&
                    "border-line-strong bg-surface text-fg enabled:hover:bg-surface-muted",
                  state === "todo" &&
                    "border-line bg-surface text-fg-muted enabled:hover:bg-surface-muted",
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    "inline-flex size-5 items-center justify-center rounded-full text-xs",
                    state === "current" ? "bg-on-primary text-primary" : "bg-surface-muted",
                  )}
                >
                  {state === "done" ? <Check size={12} /> : index + 1}
                </span>
                {step.label}
                {state === "done" ? <span className="sr-only"> ({doneLabel})</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
