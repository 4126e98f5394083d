export { createUsageLogger } from "./usage-logger";
export type {
  UsageCategory,
  UsageEvent,
  UsageEventInput,
  UsageLogger,
  UsageLoggerOptions,
} from "./usage-logger";
export { consoleLogger, defaultLogger, silentLogger } from "./logger";
export type { Logger } from "./logger";
