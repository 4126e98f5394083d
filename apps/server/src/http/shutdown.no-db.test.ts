import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { closeOnSignals } from "./shutdown.js";
import { buildApp } from "../app.js";
import { startTestServer, testContract } from "./test-server.js";

/** A stand-in for `process`: signals are emitted by the test, `exit` is a spy. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exit = vi.fn();
  return {
    emitter,
    exit,
    proc: {
      once: (event: string, listener: (...args: unknown[]) => void) =>
        emitter.once(event, listener),
      removeListener: (event: string, listener: (...args: unknown[]) => void) =>
        emitter.removeListener(event, listener),
      exit,
    } as unknown as Pick<NodeJS.Process, "once" | "removeListener" | "exit">,
  };
}

describe("graceful shutdown", () => {
  it("finishes the request in flight on SIGTERM, then closes", async () => {
    const app = buildApp({ contract: await testContract() });
    const closed = vi.fn();
    app.addHook("onClose", (_instance, done) => {
      closed();
      done();
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      app.registerHandlers({
        listTeams: async () => {
          resolve();
          await new Promise<void>((done) => {
            release = done;
          });
          return { status: 200, body: { Result: [], Count: 0 } };
        },
      });
    });
    const { emitter, exit, proc } = fakeProcess();
    const remove = closeOnSignals(app, { process: proc });

    const inFlight = fetch(`${base}/api/teams/`);
    await started;
    emitter.emit("SIGTERM", "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).not.toHaveBeenCalled();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ Result: [], Count: 0 });
    await vi.waitFor(() => {
      expect(closed).toHaveBeenCalled();
    });
    expect(app.server.listening).toBe(false);
    expect(exit).not.toHaveBeenCalled();
    remove();
  });

  it("exits at once on a second signal", async () => {
    const server = await startTestServer();
    const { emitter, exit, proc } = fakeProcess();
    closeOnSignals(server.app, { process: proc, signals: ["SIGINT"] });
    emitter.emit("SIGINT", "SIGINT");
    emitter.emit("SIGINT", "SIGINT");
    expect(exit).toHaveBeenCalledWith(1);
    await server.close();
  });
});
