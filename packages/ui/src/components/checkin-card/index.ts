export { CheckinCard } from "./CheckinCard";
export type { CheckinCardProps } from "./CheckinCard";
