/** Where the SDK writes diagnostics. It never passes tokens, passwords or bodies to it. */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The default logger: the console, looked up when a message is written (never at import time). */
export const consoleLogger: Logger = {
  debug: (message, ...details) => {
    globalThis.console.debug(message, ...details);
  },
  info: (message, ...details) => {
    globalThis.console.info(message, ...details);
  },
  warn: (message, ...details) => {
    globalThis.console.warn(message, ...details);
  },
  error: (message, ...details) => {
    globalThis.console.error(message, ...details);
  },
};

/**
 * The client's default: the console for info, warnings and errors; debug lines (one per request)
 * are dropped. Pass `consoleLogger` to see them.
 */
export const defaultLogger: Logger = { ...consoleLogger, debug: () => undefined };

/** A logger that drops everything (tests, or a quiet embedder). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
