import type { Messages } from "../../messages";

/** Bulk actions over many submissions (English, Canada: the source of the others). */
export const messages: Messages = {
  "batch.title.reassign": "Reassign to {name}",
  "batch.title.resend": "Resend {task}",
  "batch.title.delete": "Delete submissions",
  "batch.expanding": "Finding the matching submissions… {count} found",
  "batch.expandingLabel": "Submissions found",
  "batch.confirm.reassign":
    "{count, plural, one {Reassign # submission to {name}?} other {Reassign # submissions to {name}?}}",
  "batch.confirm.resend":
    "{count, plural, one {Resend {task} for # submission?} other {Resend {task} for # submissions?}}",
  "batch.confirm.delete":
    "{count, plural, one {Delete # submission and its files? This cannot be undone.} other {Delete # submissions and their files? This cannot be undone.}}",
  "batch.confirm.ids": "Submissions: {ids}",
  "batch.go.reassign": "Reassign",
  "batch.go.resend": "Resend",
  "batch.go.delete": "Delete",
  "batch.progressLabel": "Progress",
  "batch.progress": "{done} of {total} done, {failed} failed",
  "batch.stop": "Stop",
  "batch.stopping": "Stopping: waiting for the calls under way…",
  "batch.cancel": "Cancel",
  "batch.close": "Close",
  "batch.summary": "{succeeded} succeeded, {failed} failed.",
  "batch.summaryCancelled":
    "Stopped: {succeeded} succeeded, {failed} failed, {notStarted} not started.",
  "batch.failuresLabel": "Failed submissions",
  "batch.downloadFailures": "Download the failures (CSV)",
  "batch.retryFailed": "Retry the failed ones",
  "batch.tooMany":
    "{count} submissions match; one bulk action takes at most {cap}. Narrow the filter, or use batch edit when it is available.",
  "batch.expandFailed": "The matching submissions could not be listed: {reason}",
  "batch.retry": "Try again",
};
