// Public exports of the lookup group (issue 18; see ../index.ts).
export {
  ClosableTabs,
  DEFAULT_CLOSABLE_TABS_LABELS,
} from "../components/closable-tabs/ClosableTabs";
export type {
  ClosableTabItem,
  ClosableTabsLabels,
  ClosableTabsProps,
} from "../components/closable-tabs/ClosableTabs";
export {
  ChangeReview,
  DEFAULT_CHANGE_REVIEW_LABELS,
} from "../components/change-review/ChangeReview";
export type {
  ChangeReviewLabels,
  ChangeReviewProps,
  ChangeReviewRow,
} from "../components/change-review/ChangeReview";
export {
  AUDIO_PLAYER_SPEEDS,
  AudioPlayer,
  DEFAULT_AUDIO_PLAYER_LABELS,
  formatAudioTime,
} from "../components/audio-player/AudioPlayer";
export type { AudioPlayerLabels, AudioPlayerProps } from "../components/audio-player/AudioPlayer";
