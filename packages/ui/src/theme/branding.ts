/**
 * Per-host branding at run time: the host configuration names a primary colour (and the text
 * colour on it) and a logo; they become CSS variables that every component reads, so no
 * stylesheet is rebuilt. Apply them to `document.documentElement` for the whole console, or to
 * any element for a subtree (a preview, say).
 */
export interface Branding {
  /** Any CSS colour: `#0f766e`, `rgb(…)`, `oklch(…)`. */
  readonly primaryColor?: string;
  /** Text and icon colour drawn on the primary colour; white when not given. */
  readonly onPrimaryColor?: string;
  /** Address of the logo image shown by `BrandLogo`. */
  readonly logoUrl?: string;
}

export type BrandingVariables = Partial<
  Record<"--cv-primary" | "--cv-on-primary" | "--cv-logo", string>
>;

const UNSAFE_CSS = /[;{}<>\\]|\/\*/;

/** A value is used only when it cannot break out of its declaration. */
function safe(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && !UNSAFE_CSS.test(trimmed) ? trimmed : undefined;
}

/** The CSS variables of a branding; values that could escape their declaration are dropped. */
export function brandingVariables(branding: Branding): BrandingVariables {
  const variables: BrandingVariables = {};
  const primary = safe(branding.primaryColor);
  const onPrimary = safe(branding.onPrimaryColor);
  const logo = safe(branding.logoUrl);
  if (primary) variables["--cv-primary"] = primary;
  if (onPrimary) variables["--cv-on-primary"] = onPrimary;
  if (logo) variables["--cv-logo"] = `url(${JSON.stringify(logo)})`;
  return variables;
}

/** Sets (or, for missing values, clears) the branding variables on an element. */
export function applyBranding(target: { style: CSSStyleDeclaration }, branding: Branding): void {
  const variables = brandingVariables(branding);
  for (const name of ["--cv-primary", "--cv-on-primary", "--cv-logo"] as const) {
    const value = variables[name];
    if (value === undefined) target.style.removeProperty(name);
    else target.style.setProperty(name, value);
  }
}
