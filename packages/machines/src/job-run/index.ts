export { jobRunMachine } from "./job-run.machine";
export type { Job, JobRunContext, JobRunEvent } from "./job-run.types";
