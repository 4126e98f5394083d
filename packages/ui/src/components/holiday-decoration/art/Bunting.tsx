import { ArtSvg, type ArtProps } from "./ArtSvg";
import { curvePath, pointsAlong, type StringCurve } from "./string-curve";

const CURVE: StringCurve = { x0: 2, x1: 70, top: 4, sag: 4 };

interface BuntingProps extends ArtProps {
  /** Fill classes of the pennants, repeated along the string (flag colours from the tokens). */
  readonly colors: readonly string[];
}

/** A string of triangular pennants in a flag's colours (national days). */
export function Bunting({ height, colors }: BuntingProps) {
  const points = pointsAlong(CURVE, 5);
  return (
    <ArtSvg height={height} box={[72, 24]}>
      <path
        d={curvePath(CURVE)}
        className="stroke-fg-subtle"
        strokeWidth={1.25}
        strokeLinecap="round"
      />
      {points.map(({ x, y }, index) => (
        <path
          key={x}
          d={`M${x - 5.5} ${y - 0.5} L${x + 5.5} ${y - 0.5} L${x} ${y + 12} Z`}
          className={`${colors[index % colors.length] ?? "fill-primary"} stroke-line-strong`}
          strokeWidth={0.75}
          strokeLinejoin="round"
        />
      ))}
    </ArtSvg>
  );
}
