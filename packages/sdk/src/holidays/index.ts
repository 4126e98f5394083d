export { HOLIDAYS } from "./holidays.constants";
export type {
  HolidayId,
  Holiday,
  FixedHoliday,
  DatedHoliday,
  ActiveHoliday,
} from "./holidays.types";
export { activeHoliday } from "./active-holiday";
export type { ActiveHolidayOptions } from "./active-holiday";
export { holidayCookieMaxAgeSeconds } from "./holiday-cookie";
