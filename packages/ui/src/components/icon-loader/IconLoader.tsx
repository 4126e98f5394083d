import type { Size } from "../../theme/sizes";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ICON_PX } from "../../theme/sizes";
import { Spinner } from "../spinner/Spinner";

export interface IconLoaderLabels {
  /** Names the spinner while loading. */
  readonly loading: string;
}

const DEFAULT_LABELS: IconLoaderLabels = { loading: "Loading" };

export interface IconLoaderProps {
  /** The icon, drawn at the box's size (e.g. `<Trash2 size={ICON_PX.md} />`). */
  readonly icon: ReactNode;
  /** Shows a spinner in the icon's place, in the same box, and marks the box busy. */
  readonly loading?: boolean | undefined;
  /** The box's width and height: `ICON_PX[size]` (md = 16 px). */
  readonly size?: Size | undefined;
  /** Names the icon when it means something on its own; without it the icon is decorative. */
  readonly label?: string | undefined;
  readonly labels?: Partial<IconLoaderLabels> | undefined;
  readonly className?: string | undefined;
}

/**
 * An icon that turns into a spinner while something loads, in a fixed box so nothing around it
 * moves (rows, buttons). While loading it is `aria-busy` and the spinner is named "Loading".
 */
export function IconLoader({
  icon,
  loading = false,
  size = "md",
  label,
  labels,
  className,
}: IconLoaderProps) {
  const px = ICON_PX[size];
  const text = { ...DEFAULT_LABELS, ...labels };
  return (
    <span
      data-slot="icon-loader"
      data-state={loading ? "loading" : "idle"}
      aria-busy={loading || undefined}
      className={clsx("inline-flex shrink-0 items-center justify-center", className)}
      style={{ width: px, height: px }}
    >
      {loading ? (
        <Spinner size={px} label={text.loading} />
      ) : label === undefined ? (
        <span className="inline-flex" aria-hidden="true">
          {icon}
        </span>
      ) : (
        <span className="inline-flex" role="img" aria-label={label}>
          {icon}
        </span>
      )}
    </span>
  );
}
