/** Single seasonal symbols, each on a 24 × 24 grid in the theme's status colours. */
import { ArtSvg, type ArtProps } from "./ArtSvg";

const BOX = [24, 24] as const;

/** A burst of fireworks (New Year). */
export function Fireworks({ height }: ArtProps) {
  const rays = Array.from({ length: 8 }, (_, index) => (index * Math.PI) / 4);
  const colors = ["stroke-warning", "stroke-danger", "stroke-info", "stroke-primary"] as const;
  return (
    <ArtSvg height={height} box={BOX}>
      {rays.map((angle, index) => (
        <line
          key={angle}
          x1={12 + 4 * Math.cos(angle)}
          y1={12 + 4 * Math.sin(angle)}
          x2={12 + 10 * Math.cos(angle)}
          y2={12 + 10 * Math.sin(angle)}
          className={colors[index % colors.length]}
          strokeWidth={2}
          strokeLinecap="round"
        />
      ))}
      <circle cx={12} cy={12} r={2} className="fill-warning" />
    </ArtSvg>
  );
}

/** A pumpkin (Halloween). */
export function Pumpkin({ height }: ArtProps) {
  return (
    <ArtSvg height={height} box={BOX}>
      <path
        d="M12 7.5c0-2 1-3.5 3-4.5"
        className="stroke-success"
        strokeWidth={2}
        strokeLinecap="round"
      />
      <ellipse
        cx={8}
        cy={14.5}
        rx={5.5}
        ry={7}
        className="fill-warning stroke-warning-text"
        strokeWidth={0.75}
      />
      <ellipse
        cx={16}
        cy={14.5}
        rx={5.5}
        ry={7}
        className="fill-warning stroke-warning-text"
        strokeWidth={0.75}
      />
      <ellipse
        cx={12}
        cy={14.5}
        rx={4.5}
        ry={7.5}
        className="fill-warning stroke-warning-text"
        strokeWidth={0.75}
      />
      <path
        d="M8.5 12.5l1.5-2 1.5 2zM12.5 12.5l1.5-2 1.5 2zM9 16.5q3 2.5 6 0"
        className="fill-warning-text stroke-warning-text"
        strokeWidth={0.75}
        strokeLinejoin="round"
      />
    </ArtSvg>
  );
}

/** A three-leaf shamrock (St Patrick's Day). */
export function Shamrock({ height }: ArtProps) {
  return (
    <ArtSvg height={height} box={BOX}>
      <path d="M12 13q1 6 4 9" className="stroke-success" strokeWidth={2} strokeLinecap="round" />
      <circle cx={12} cy={7} r={4.5} className="fill-success" />
      <circle cx={7} cy={12.5} r={4.5} className="fill-success" />
      <circle cx={17} cy={12.5} r={4.5} className="fill-success" />
      <circle cx={12} cy={11} r={2.5} className="fill-success" />
    </ArtSvg>
  );
}

/** Two hearts (Valentine's Day). */
export function Hearts({ height }: ArtProps) {
  const heart =
    "M0 -3.2C-1.6 -6.2 -6 -5.6 -6 -2c0 3 3.6 5.2 6 7.2c2.4-2 6-4.2 6-7.2c0-3.6-4.4-4.2-6-1.2z";
  return (
    <ArtSvg height={height} box={BOX}>
      <path d={heart} transform="translate(9 12) scale(1.05)" className="fill-danger" />
      <path d={heart} transform="translate(17 8) scale(0.6)" className="fill-danger-text" />
    </ArtSvg>
  );
}

/** A red paper lantern (Chinese New Year). */
export function Lantern({ height }: ArtProps) {
  return (
    <ArtSvg height={height} box={BOX}>
      <line x1={12} y1={0.5} x2={12} y2={4} className="stroke-fg-subtle" strokeWidth={1} />
      <rect x={8.5} y={3.5} width={7} height={2} rx={0.5} className="fill-warning" />
      <ellipse cx={12} cy={12} rx={8} ry={7} className="fill-danger" />
      <path
        d="M12 5v14M8 6q-2 6 0 12M16 6q2 6 0 12"
        className="stroke-warning"
        strokeWidth={0.75}
      />
      <rect x={8.5} y={18.5} width={7} height={2} rx={0.5} className="fill-warning" />
      <path d="M12 20.5v3" className="stroke-warning" strokeWidth={1.5} strokeLinecap="round" />
    </ArtSvg>
  );
}

/** An egg with a zigzag band (Easter). */
export function EasterEgg({ height }: ArtProps) {
  return (
    <ArtSvg height={height} box={BOX}>
      <path
        d="M12 2c4.5 0 7.5 7 7.5 12a7.5 7.5 0 0 1-15 0c0-5 3-12 7.5-12z"
        className="fill-info"
      />
      <path
        d="M5 12.5l2.3-2 2.3 2 2.4-2 2.4 2 2.3-2 2.3 2"
        className="stroke-surface"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <circle cx={9} cy={16.5} r={1.2} className="fill-warning" />
      <circle cx={12} cy={18} r={1.2} className="fill-warning" />
      <circle cx={15} cy={16.5} r={1.2} className="fill-warning" />
    </ArtSvg>
  );
}

/** An oil lamp with its flame (Diwali). */
export function Diya({ height }: ArtProps) {
  return (
    <ArtSvg height={height} box={BOX}>
      <path d="M12 4.5c2.2 2.6 3 4.4 3 6a3 3 0 0 1-6 0c0-1.6.8-3.4 3-6z" className="fill-warning" />
      <path
        d="M12 8.5c.9 1.1 1.2 1.8 1.2 2.4a1.2 1.2 0 0 1-2.4 0c0-.6.3-1.3 1.2-2.4z"
        className="fill-danger"
      />
      <path d="M2 14h20c-1 4.5-5 7-10 7S3 18.5 2 14z" className="fill-warning-text" />
      <path d="M5 16.5h14" className="stroke-warning" strokeWidth={1} strokeDasharray="1.5 1.5" />
    </ArtSvg>
  );
}

/** A palm branch (Holy Week). */
export function PalmBranch({ height }: ArtProps) {
  const leaflets = [0, 1, 2, 3, 4, 5];
  return (
    <ArtSvg height={height} box={BOX}>
      <path
        d="M4 22Q10 12 20 3"
        className="stroke-success"
        strokeWidth={1.5}
        strokeLinecap="round"
      />
      {leaflets.map((index) => {
        const x = 6.5 + index * 2.2;
        const y = 18.5 - index * 2.6;
        return (
          <g key={index} className="stroke-success" strokeWidth={1.5} strokeLinecap="round">
            <path d={`M${x} ${y}l-3.5 -3.5`} />
            <path d={`M${x} ${y}l3.5 1`} />
          </g>
        );
      })}
    </ArtSvg>
  );
}

/** A spinning wheel with spokes, the charkha (Gandhi's birthday). */
export function SpinningWheel({ height }: ArtProps) {
  const spokes = Array.from({ length: 12 }, (_, index) => (index * Math.PI) / 6);
  return (
    <ArtSvg height={height} box={BOX}>
      <circle cx={12} cy={12} r={9.5} className="stroke-info" strokeWidth={1.75} />
      {spokes.map((angle) => (
        <line
          key={angle}
          x1={12}
          y1={12}
          x2={12 + 9.5 * Math.cos(angle)}
          y2={12 + 9.5 * Math.sin(angle)}
          className="stroke-info"
          strokeWidth={0.9}
        />
      ))}
      <circle cx={12} cy={12} r={2} className="fill-info" />
    </ArtSvg>
  );
}
