import { ArtSvg, type ArtProps } from "./ArtSvg";
import { curvePath, pointsAlong, type StringCurve } from "./string-curve";

const CURVE: StringCurve = { x0: 2, x1: 70, top: 4, sag: 4 };
const BULBS = ["fill-danger", "fill-success", "fill-warning", "fill-info"] as const;

/** A string of coloured light bulbs (Christmas). */
export function Garland({ height }: ArtProps) {
  const points = pointsAlong(CURVE, 6);
  return (
    <ArtSvg height={height} box={[72, 24]}>
      <path
        d={curvePath(CURVE)}
        className="stroke-success"
        strokeWidth={1.5}
        strokeLinecap="round"
      />
      {points.map(({ x, y }, index) => (
        <g key={x} transform={`rotate(${index % 2 === 0 ? -12 : 12} ${x} ${y})`}>
          <rect x={x - 1.75} y={y} width={3.5} height={3} rx={0.75} className="fill-fg-subtle" />
          <ellipse
            cx={x}
            cy={y + 8}
            rx={3.5}
            ry={5}
            className={BULBS[index % BULBS.length] ?? "fill-warning"}
          />
        </g>
      ))}
    </ArtSvg>
  );
}
