export { createJobQueue, JobCancelledError, JobStoppedError } from "./queue.js";
export type { JobLog, JobQueue, JobQueueOptions } from "./queue.js";
export { isFinished, JOB_STATUSES } from "./types.js";
export type * from "./types.js";
export { jobsHandlers, toJobBody } from "./jobs.handlers.js";
