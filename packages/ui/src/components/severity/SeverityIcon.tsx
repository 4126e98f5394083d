import type { Severity } from "@canvass/machines";
import { clsx } from "clsx";
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SEVERITY_BADGE } from "./severity.styles";

const ICONS: Readonly<Record<Severity, LucideIcon>> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
  info: Info,
};

export interface SeverityIconProps {
  readonly severity: Severity;
  /** Replaces the severity's own icon (keeps the badge colours). */
  readonly icon?: ReactNode;
  /** Badge width and height in pixels; the icon is a little over half of it. */
  readonly size?: number;
  readonly className?: string;
}

/**
 * The icon of a severity in a round badge of its colour (success, warning, error, info).
 * Decorative: the title next to it says what happened.
 */
export function SeverityIcon({ severity, icon, size = 36, className }: SeverityIconProps) {
  const Icon = ICONS[severity];
  return (
    <span
      aria-hidden="true"
      data-slot="severity-icon"
      data-severity={severity}
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-full",
        SEVERITY_BADGE[severity],
        className,
      )}
      style={{ width: size, height: size }}
    >
      {icon ?? <Icon size={Math.round(size * 0.55)} strokeWidth={2} />}
    </span>
  );
}
