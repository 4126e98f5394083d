import type { CanvassClient } from "../client/create-client";
import { systemClock } from "../client/clock";
import type { Clock } from "../client/clock";
import type { Schema } from "../contract/types";
import { defaultLogger } from "./logger";
import type { Logger } from "./logger";
import { currentPageHost, hostOf, isLoopbackHost } from "./loopback";

/** An event as the contract sends it (`POST /events/` on the logging base). */
export type UsageEvent = Schema<"UsageEvent">;
export type UsageCategory = UsageEvent["category"];

/** What the app says; the logger adds client, platform, app, user and time. */
export interface UsageEventInput {
  readonly category: UsageCategory;
  readonly action: string;
  readonly label?: string;
  readonly value?: number;
}

export interface UsageLoggerOptions {
  /** The client that sends the events (operation `logUsageEvent`, 5 s timeout, logging base). */
  readonly client: Pick<CanvassClient, "call" | "config" | "getSession">;
  readonly clock?: Clock;
  /** Where failures go, at debug level. Defaults to `defaultLogger`. */
  readonly logger?: Logger;
  /** The host the app is served from; defaults to `location.hostname` (none in Node). */
  readonly pageHost?: () => string | undefined;
  /** Which hosts count as this machine. Defaults to localhost, 127.0.0.1 and ::1. */
  readonly isLoopbackHost?: (host: string) => boolean;
  /** Send even on or to a loopback host. For tests against a loopback server only. */
  readonly allowLoopback?: boolean;
}

export interface UsageLogger {
  /** Sends one event, fire and forget: never blocks, never throws, never rejects. */
  log(event: UsageEventInput): void;
  /** Resolves when every event sent so far has settled (tests, or before a page unloads). */
  flush(): Promise<void>;
}

const MAX_ACTION = 200;
const MAX_LABEL = 1000;

/**
 * Usage logging (spec §7): each event is enriched with the client, platform, app name and version,
 * the signed-in user and the time, and POSTed as JSON to the configured logging URL. Nothing is
 * sent when there is no logging URL, or when the page or the logging URL is on localhost/127.0.0.1
 * (unless `allowLoopback`). Failures are logged at debug and swallowed.
 */
export function createUsageLogger(options: UsageLoggerOptions): UsageLogger {
  const { client } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? defaultLogger;
  const loopback = options.isLoopbackHost ?? isLoopbackHost;
  const pageHost = options.pageHost ?? currentPageHost;
  const pending = new Set<Promise<void>>();

  function skipReason(): string | undefined {
    const url = client.config.baseUrl("logging");
    if (url === undefined) return "no logging URL";
    if (options.allowLoopback) return undefined;
    const hosts = [pageHost(), hostOf(url)].filter((h): h is string => h !== undefined);
    return hosts.some(loopback) ? "loopback host" : undefined;
  }

  async function send(input: UsageEventInput): Promise<void> {
    const skip = skipReason();
    if (skip !== undefined || input.action === "") {
      logger.debug(
        `Usage event ${input.category}/${input.action} not sent (${skip ?? "no action"})`,
      );
      return;
    }
    const session = await client.getSession();
    const event: UsageEvent = {
      category: input.category,
      action: input.action.slice(0, MAX_ACTION),
      ...(input.label !== undefined ? { label: input.label.slice(0, MAX_LABEL) } : {}),
      ...(input.value !== undefined ? { value: input.value } : {}),
      client: client.config.client,
      platform: client.config.platform,
      app: { name: client.config.app.name, version: client.config.app.version },
      ...(session ? { user: session.playerId } : {}),
      time: new Date(clock.now()).toISOString(),
    };
    const result = await client.call("logUsageEvent", { body: event });
    if (!result.ok) logger.debug(`Usage event not recorded (${result.error.kind})`);
  }

  return {
    log(event) {
      const sending = send(event)
        .catch((error: unknown) => {
          logger.debug("Usage event failed", error);
        })
        .finally(() => {
          pending.delete(sending);
        });
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
