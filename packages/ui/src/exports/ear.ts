// Public exports of the digital ear (issue 25; see ../index.ts).
export {
  DEFAULT_TRANSCRIPT_PANEL_LABELS,
  TranscriptPanel,
} from "../components/transcript-panel/TranscriptPanel";
export type {
  TranscriptPanelLabels,
  TranscriptPanelProps,
  TranscriptPanelSegment,
} from "../components/transcript-panel/TranscriptPanel";
export { DEFAULT_QA_CHECKLIST_LABELS, QaChecklist } from "../components/qa-checklist/QaChecklist";
export type {
  QaChecklistEntry,
  QaChecklistLabels,
  QaChecklistProps,
  QaChecklistStatus,
} from "../components/qa-checklist/QaChecklist";
