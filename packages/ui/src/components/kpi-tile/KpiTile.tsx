import { clsx } from "clsx";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";

export type KpiDirection = "up" | "down" | "flat";

export interface KpiTileProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  /** What the number counts ("Sign-ups"). */
  readonly label: ReactNode;
  /** The number, already formatted in the operator's locale. */
  readonly value: ReactNode;
  /**
   * The change against the previous period as a fraction (0.25 is +25 %), from the SDK's
   * `changeRatio`; `undefined` when there is nothing to compare with.
   */
  readonly change?: number | undefined;
  /** The change as the operator reads it ("+25 %"), formatted in their locale. */
  readonly changeText?: ReactNode;
  /** Says what the change compares with ("vs 1 128 the previous 30 days"). */
  readonly previousText?: ReactNode;
  /** Which way is good news: sign-ups up, cancels down. Colours the change. */
  readonly goodWhen?: "up" | "down";
}

/** The direction of a change; changes under 0.05 % read as flat. */
export function kpiDirection(change: number | undefined): KpiDirection | undefined {
  if (change === undefined || Number.isNaN(change)) return undefined;
  if (Math.abs(change) < 0.0005) return "flat";
  return change > 0 ? "up" : "down";
}

const ARROWS: Record<KpiDirection, string> = { up: "▲", down: "▼", flat: "■" };

/**
 * One key number of a dashboard with its change against the previous period: a region named by
 * its label, the value large, the change coloured by whether it is good news (and marked by an
 * arrow, so colour is never the only cue).
 */
export function KpiTile({
  label,
  value,
  change,
  changeText,
  previousText,
  goodWhen = "up",
  className,
  ...rest
}: KpiTileProps) {
  const labelId = useId();
  const direction = kpiDirection(change);
  const tone =
    direction === undefined || direction === "flat"
      ? "neutral"
      : direction === goodWhen
        ? "good"
        : "bad";
  return (
    <section
      aria-labelledby={labelId}
      {...rest}
      data-slot="kpi-tile"
      className={clsx(
        "flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface px-4 py-3 text-fg shadow-card",
        className,
      )}
    >
      <h3 id={labelId} className="truncate text-sm font-medium text-fg-muted">
        {label}
      </h3>
      <p data-slot="kpi-value" className="text-2xl font-semibold tabular-nums text-fg">
        {value}
      </p>
      {direction === undefined && previousText === undefined ? null : (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {direction === undefined ? null : (
            <span
              data-slot="kpi-change"
              data-direction={direction}
              data-tone={tone}
              className={clsx(
                "font-medium tabular-nums",
                tone === "good" && "text-success-text",
                tone === "bad" && "text-danger-text",
                tone === "neutral" && "text-fg-muted",
              )}
            >
              <span aria-hidden="true">{ARROWS[direction]} </span>
              {changeText}
            </span>
          )}
          {previousText === undefined ? null : (
            <span className="text-fg-muted">{previousText}</span>
          )}
        </p>
      )}
    </section>
  );
}
