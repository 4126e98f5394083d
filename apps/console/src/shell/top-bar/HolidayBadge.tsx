import { HolidayDecoration } from "@canvass/ui";
import type { HolidayId } from "@canvass/sdk/holidays";

/** The top bar's holiday decoration; its own module so its artwork loads only on a holiday. */
export default function HolidayBadge({ holiday }: { holiday: HolidayId }) {
  return <HolidayDecoration holiday={holiday} size={24} />;
}
