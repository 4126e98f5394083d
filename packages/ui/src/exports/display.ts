// Public exports of the display group (see ../index.ts).
export { Avatar } from "../components/avatar/Avatar";
export type {
  AvatarLabels,
  AvatarLinkProps,
  AvatarPresence,
  AvatarProps,
  AvatarStatus,
} from "../components/avatar/Avatar";
export { IconLoader } from "../components/icon-loader/IconLoader";
export type { IconLoaderLabels, IconLoaderProps } from "../components/icon-loader/IconLoader";
export { LoadingAnimation } from "../components/loading-animation/LoadingAnimation";
export type {
  LoadingAnimationProps,
  LoadingAnimationVariant,
} from "../components/loading-animation/LoadingAnimation";
export { Card } from "../components/card/Card";
export type { CardProps } from "../components/card/Card";
export type { HeadingLevel } from "../components/card/Heading";
export { Badge } from "../components/badge/Badge";
export type { BadgeProps } from "../components/badge/Badge";
export { StatusPill } from "../components/badge/StatusPill";
export type { StatusPillProps } from "../components/badge/StatusPill";
export { TONES } from "../components/badge/badge.styles";
export type { BadgeSize, Tone } from "../components/badge/badge.styles";
export { EmptyState } from "../components/empty-state/EmptyState";
export type { EmptyStateProps } from "../components/empty-state/EmptyState";
export { PageHeader } from "../components/page-header/PageHeader";
export type { PageHeaderProps } from "../components/page-header/PageHeader";
export { KpiTile, kpiDirection } from "../components/kpi-tile/KpiTile";
export type { KpiTileProps, KpiDirection } from "../components/kpi-tile/KpiTile";
export { CohortGrid } from "../components/cohort-grid/CohortGrid";
export type { CohortGridProps, CohortGridRow } from "../components/cohort-grid/CohortGrid";
export { Leaderboard } from "../components/leaderboard/Leaderboard";
export type { LeaderboardProps, LeaderboardEntry } from "../components/leaderboard/Leaderboard";
export { GeofenceBadge } from "../components/geofence-badge/GeofenceBadge";
export type {
  GeofenceBadgeLabels,
  GeofenceBadgeProps,
  GeofenceState,
} from "../components/geofence-badge/GeofenceBadge";
export { CheckinCard } from "../components/checkin-card/CheckinCard";
export type { CheckinCardProps } from "../components/checkin-card/CheckinCard";
