import { useEffect, useId, useRef, type ReactNode } from "react";
import type { BulkWizard } from "./use-bulk-wizard";

/** What every wizard step that reads or changes the wizard's state receives. */
export interface WizardStepProps {
  readonly wizard: BulkWizard;
  /** Moves focus to the step's heading when shown. */
  readonly focusOnShow: boolean;
}

export interface StepFrameProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** Moves focus to the heading when shown (after the operator changed step). */
  readonly focusOnShow: boolean;
  readonly children: ReactNode;
  /** The step's buttons, under its content. */
  readonly actions?: ReactNode;
}

/**
 * One step of the wizard: a region named by its heading. When the operator moves to a step, the
 * heading takes focus, so a screen reader says where they are and Tab continues from there.
 */
export function StepFrame({ title, description, focusOnShow, children, actions }: StepFrameProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <section
      aria-labelledby={id}
      data-slot="bulk-step"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex flex-col gap-1">
        <h2
          id={id}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-fg outline-none"
        >
          {title}
        </h2>
        {description === undefined ? null : <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
      {actions === undefined ? null : (
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">{actions}</div>
      )}
    </section>
  );
}
