import { clsx } from "clsx";

export interface BrandLogoProps {
  /** The brand's name, read in place of the picture. */
  readonly label: string;
  readonly className?: string | undefined;
}

/**
 * The host's logo from the branding variable `--cv-logo` (set by `applyBranding`), drawn as a
 * background so a change of branding needs no new markup. Named by `label` for screen readers.
 */
export function BrandLogo({ label, className }: BrandLogoProps) {
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="brand-logo"
      className={clsx(
        "block h-8 w-28 min-w-0 shrink bg-(image:--cv-logo) bg-contain bg-left bg-no-repeat",
        className,
      )}
    />
  );
}
