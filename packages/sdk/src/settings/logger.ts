/**
 * The one logging seam of the domain rules: anything with a `warn` method, `console` included.
 * Rules never log on their own; a caller that passes no logger hears nothing.
 */
export interface WarningLogger {
  readonly warn: (message: string, context?: Readonly<Record<string, unknown>>) => void;
}
