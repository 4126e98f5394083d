import type { HolidayId } from "@canvass/sdk/holidays";
import type { ReactElement } from "react";
import { Bunting } from "./art/Bunting";
import { Garland } from "./art/Garland";
import { AutumnLeaves, MapleLeaf } from "./art/leaves";
import {
  Diya,
  EasterEgg,
  Fireworks,
  Hearts,
  Lantern,
  PalmBranch,
  Pumpkin,
  Shamrock,
  SpinningWheel,
} from "./art/seasonal";

/**
 * Flag white: the raised surface (white) in light mode; no token is white in dark mode, where the
 * surfaces are dark, so there it takes the near-white foreground colour.
 */
const WHITE = "fill-surface-raised dark:fill-fg";

/** The drawing of each holiday, `height` pixels high. */
export const HOLIDAY_ART: Readonly<Record<HolidayId, (height: number) => ReactElement>> = {
  christmas: (height) => <Garland height={height} />,
  "new-year": (height) => <Fireworks height={height} />,
  halloween: (height) => <Pumpkin height={height} />,
  "july-4": (height) => <Bunting height={height} colors={["fill-danger", WHITE, "fill-info"]} />,
  "canada-day": (height) => <MapleLeaf height={height} color="fill-danger" />,
  "st-patrick": (height) => <Shamrock height={height} />,
  valentine: (height) => <Hearts height={height} />,
  "india-independence": (height) => (
    <Bunting height={height} colors={["fill-warning", WHITE, "fill-success"]} />
  ),
  "gandhi-birthday": (height) => <SpinningWheel height={height} />,
  "peru-independence": (height) => <Bunting height={height} colors={["fill-danger", WHITE]} />,
  "hispanic-day": (height) => <Bunting height={height} colors={["fill-danger", "fill-warning"]} />,
  "chinese-new-year": (height) => <Lantern height={height} />,
  "us-thanksgiving": (height) => <AutumnLeaves height={height} />,
  "canadian-thanksgiving": (height) => <MapleLeaf height={height} color="fill-warning" />,
  easter: (height) => <EasterEgg height={height} />,
  diwali: (height) => <Diya height={height} />,
  "holy-week": (height) => <PalmBranch height={height} />,
};
