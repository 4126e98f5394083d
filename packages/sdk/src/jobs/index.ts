export {
  canCancelJob,
  canRetryJob,
  isJobFinished,
  JOB_STATUSES,
  jobProgressFraction,
  jobProgressPercent,
  jobRemainingMs,
} from "./job-status";
export type { Job, JobProgress, JobStatus } from "./job-status";
export { nextPollDelay, pollJob } from "./poll-job";
export type { PollJobOptions } from "./poll-job";
