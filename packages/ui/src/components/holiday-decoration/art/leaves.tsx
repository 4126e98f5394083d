/** Leaves: the maple leaf (Canada Day, Canadian Thanksgiving) and an autumn spray (US Thanksgiving). */
import { ArtSvg, type ArtProps } from "./ArtSvg";

/** A stylised maple leaf on a 24 × 24 grid. */
const MAPLE =
  "M12 1.5l1.6 3.6 2-1-.6 4.8 3.1-2.7.6 2.1 3.2-.5-1.1 3.2 1.6 1.1-5.3 4.3.6 2.1-4.9-.9.2 4.9h-2.4l.2-4.9-4.9.9.6-2.1L1.6 12l1.6-1.1-1.1-3.2 3.2.5.6-2.1 3.1 2.7-.6-4.8 2 1z";

interface MapleLeafProps extends ArtProps {
  /** Fill class: red for Canada Day, amber for Thanksgiving. */
  readonly color: string;
}

/** A maple leaf. */
export function MapleLeaf({ height, color }: MapleLeafProps) {
  return (
    <ArtSvg height={height} box={[24, 24]}>
      <path d={MAPLE} className={color} strokeLinejoin="round" />
    </ArtSvg>
  );
}

/** Three autumn leaves fanned out. */
export function AutumnLeaves({ height }: ArtProps) {
  const leaf = "M0 0C-5 -4 -5 -12 0 -18C5 -12 5 -4 0 0z";
  const leaves = [
    { angle: -38, color: "fill-danger" },
    { angle: 38, color: "fill-warning-text" },
    { angle: 0, color: "fill-warning" },
  ] as const;
  return (
    <ArtSvg height={height} box={[28, 24]}>
      {leaves.map(({ angle, color }) => (
        <g key={angle} transform={`translate(14 22.5) rotate(${angle})`}>
          <path d={leaf} className={color} />
          <path d="M0 1V-15" className="stroke-surface" strokeWidth={0.75} strokeLinecap="round" />
        </g>
      ))}
    </ArtSvg>
  );
}
