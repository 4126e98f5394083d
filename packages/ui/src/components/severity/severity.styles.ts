import type { Severity } from "@canvass/machines";

/** The severities in display order (the machines' `Severity`). */
export const SEVERITIES = [
  "success",
  "warning",
  "error",
  "info",
] as const satisfies readonly Severity[];

/** Soft background and strong text colour of a severity's icon badge. */
export const SEVERITY_BADGE: Readonly<Record<Severity, string>> = {
  success: "bg-success-soft text-success-text",
  warning: "bg-warning-soft text-warning-text",
  error: "bg-danger-soft text-danger-text",
  info: "bg-info-soft text-info-text",
};

/** The accent bar colour of a severity (toasts). */
export const SEVERITY_ACCENT: Readonly<Record<Severity, string>> = {
  success: "bg-success",
  warning: "bg-warning",
  error: "bg-danger",
  info: "bg-info",
};
