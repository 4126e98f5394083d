import type { ReactNode } from "react";

export interface ArtProps {
  /** Height in pixels; the width follows the drawing's proportions. */
  readonly height: number;
}

interface ArtSvgProps extends ArtProps {
  /** Width and height of the drawing's coordinate space. */
  readonly box: readonly [number, number];
  readonly children: ReactNode;
}

/** The frame of every holiday drawing: scaled to `height`, decorative, never focusable. */
export function ArtSvg({ height, box: [w, h], children }: ArtSvgProps) {
  return (
    <svg
      width={Math.round((height * w) / h)}
      height={height}
      viewBox={`0 0 ${w} ${h}`}
      fill="none"
      focusable="false"
      aria-hidden="true"
      className="block overflow-visible"
    >
      {children}
    </svg>
  );
}
