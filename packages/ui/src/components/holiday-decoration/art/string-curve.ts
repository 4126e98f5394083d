/**
 * The sagging string that bunting and garlands hang from: a quadratic curve from (x0, top) to
 * (x1, top) whose middle hangs `sag` lower. Pure geometry, so the drawings are the same on every
 * render.
 */
export interface StringCurve {
  readonly x0: number;
  readonly x1: number;
  readonly top: number;
  readonly sag: number;
}

/** The SVG path of the string. */
export function curvePath({ x0, x1, top, sag }: StringCurve): string {
  const middle = (x0 + x1) / 2;
  return `M${x0} ${top} Q${middle} ${top + 2 * sag} ${x1} ${top}`;
}

/** `count` points spread evenly along the string, away from its two ends. */
export function pointsAlong({ x0, x1, top, sag }: StringCurve, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const t = (index + 0.5) / count;
    return { x: x0 + (x1 - x0) * t, y: top + 4 * sag * t * (1 - t) };
  });
}
