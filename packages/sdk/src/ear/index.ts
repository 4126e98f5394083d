/**
 * `@canvass/sdk/ear`: the digital ear's rules (issue 25, decision 0042) — the QA checklist and
 * score, and transcript segments (current sentence, search, playback speeds).
 */
export {
  DEFAULT_QA_CHECKLIST,
  QA_CHECKLIST_MAX_ITEMS,
  QA_COMMENT_MAX_LENGTH,
  QA_LABEL_MAX_LENGTH,
  QA_MESSAGES,
  QA_WEIGHT_MAX,
  QA_WEIGHT_MIN,
  qaAnswerProblems,
  qaChecklistProblems,
  qaScore,
  qaScoreBand,
} from "./qa-score";
export type {
  QaAnswers,
  QaChecklistItem,
  QaFieldProblem,
  QaProblem,
  QaScoreBand,
} from "./qa-score";
export {
  PLAYBACK_RATES,
  TRANSCRIPT_TEXT_FILE,
  TRANSCRIPT_TIMESTAMPS_FILE,
  readTranscriptSegments,
  searchSegments,
  segmentAt,
  stepPlaybackRate,
  transcriptLines,
  transcriptText,
} from "./transcript";
export type { PlaybackRate, TranscriptSegment, TranscriptTimestamps } from "./transcript";
