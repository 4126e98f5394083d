import type { HolidayId } from "@canvass/sdk/holidays";
import { useEffect, useMemo } from "react";
import { decideHoliday } from "./holiday";

/**
 * The holiday theme to decorate the top bar with, decided once when the bar mounts; stores the
 * holiday cookie on a date match (see `holiday.ts`).
 */
export function useHoliday(enabled: boolean): HolidayId | null {
  const decision = useMemo(
    () =>
      decideHoliday({
        now: new Date(),
        cookies: document.cookie,
        enabled,
        secure: location.protocol === "https:",
      }),
    [enabled],
  );
  useEffect(() => {
    if (decision.setCookie !== null) document.cookie = decision.setCookie;
  }, [decision]);
  return decision.holiday;
}
