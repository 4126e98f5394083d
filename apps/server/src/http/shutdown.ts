/**
 * Graceful shutdown: on SIGTERM or SIGINT the app stops accepting connections, lets in-flight
 * requests finish and runs its `onClose` hooks (the database closes there), then the process exits
 * on its own. A second signal, or a close that takes longer than the grace period, exits at once.
 */
import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  readonly signals?: readonly NodeJS.Signals[];
  /** How long in-flight requests may take before the process exits anyway. */
  readonly graceMs?: number;
  /** Where the process goes; injectable for tests. */
  readonly process?: Pick<NodeJS.Process, "once" | "removeListener" | "exit">;
}

/**
 * Answers that finish while the app is closing carry `Connection: close`, so a keep-alive client
 * does not hold its socket (and the close) open for the keep-alive timeout after its last answer.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}

/** Closes the app on the first signal; returns a function that removes the listeners. */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): () => void {
  const signals = options.signals ?? ["SIGTERM", "SIGINT"];
  const graceMs = options.graceMs ?? 10_000;
  const proc = options.process ?? process;
  let closing = false;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, "second signal: exiting now");
      proc.exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, "closing: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error({ graceMs }, "close took too long: exiting");
      proc.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info("closed");
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, "close failed");
        proc.exit(1);
      },
    );
  };

  // Listen again after the first signal, so a second one reaches `onSignal` and forces the exit.
  const listener = (signal: NodeJS.Signals): void => {
    proc.once(signal, listener);
    onSignal(signal);
  };
  for (const signal of signals) proc.once(signal, listener);
  return () => {
    for (const signal of signals) proc.removeListener(signal, listener);
  };
}
