/**
 * The charts' colours from the design tokens: each token is resolved through a probe element
 * under the chart, so light and dark (`.dark` on an ancestor) and the host's branding all apply.
 */

/** The tokens a series takes its colour from, in order (primary first). */
export const SERIES_TOKENS = [
  "--color-primary",
  "--color-info",
  "--color-success",
  "--color-warning",
  "--color-danger",
  "--color-fg-muted",
] as const;

export interface ChartTheme {
  readonly series: readonly string[];
  readonly text: string;
  readonly mutedText: string;
  readonly line: string;
  readonly surface: string;
  /** The text's font, so labels are measured in the font they are drawn in. */
  readonly fontFamily: string;
}

/** Resolves tokens to colours the renderer understands (`rgb(…)`), read under `element`. */
export function chartThemeOf(element: HTMLElement): ChartTheme {
  const probe = element.ownerDocument.createElement("span");
  probe.style.display = "none";
  element.appendChild(probe);
  const resolve = (token: string, fallback: string) => {
    probe.style.color = fallback;
    probe.style.color = `var(${token}, ${fallback})`;
    return getComputedStyle(probe).color || fallback;
  };
  try {
    return {
      series: SERIES_TOKENS.map((token) => resolve(token, "#4f46e5")),
      text: resolve("--color-fg", "#111827"),
      mutedText: resolve("--color-fg-muted", "#4b5563"),
      line: resolve("--color-line", "#e5e7eb"),
      surface: resolve("--color-surface", "#ffffff"),
      fontFamily: getComputedStyle(element).fontFamily || "sans-serif",
    };
  } finally {
    probe.remove();
  }
}
