/**
 * The reference server as one Fastify app: the contract's routes, authentication through the
 * token service, and every resource handler. `server.ts` adds the database and listening;
 * tests build it on a test database.
 */
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "./app.js";
import { requireDeclaredResource, type Principal } from "./auth/index.js";
import { exportScheduler } from "./resources/exports/index.js";
import { resourceHandlers } from "./resources/index.js";
import type { ServerDeps } from "./services.js";

export interface ApiServerOptions extends Omit<
  AppOptions,
  "handlers" | "authenticate" | "authorizeUnbuilt"
> {
  readonly deps: ServerDeps;
}

export function buildApiServer(options: ApiServerOptions): FastifyInstance {
  const { deps, ...appOptions } = options;
  const app = buildApp({
    ...appOptions,
    authenticate: (request) => deps.authenticator.authenticate(request),
    // An operation of a later issue answers 501 only to a caller its base permission admits.
    authorizeUnbuilt: (principal, operation) => {
      requireDeclaredResource(principal as Principal, operation.permission);
    },
  });
  for (const handlers of resourceHandlers(deps)) app.registerHandlers(handlers);
  // Long jobs give way while a request is being worked on: from its arrival until its answer is
  // handed over (or the client goes away), not while a download streams (decision 0087).
  const ends = new WeakMap<object, () => void>();
  const end = (request: object) => {
    ends.get(request)?.();
  };
  app.addHook("onRequest", (request, _reply, done) => {
    ends.set(request, deps.foreground.enter());
    done();
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    end(request);
    done(null, payload);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    end(request);
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    end(request);
    done();
  });
  // Work scheduled after an answer finishes before the database closes.
  app.addHook("onClose", () => deps.jobs.idle());
  // The job queue's workers run while the server does (decision 0024).
  app.addHook("onReady", () => deps.queue.start());
  app.addHook("onClose", () => deps.queue.stop());
  // Export schedules fire while the server runs (decision 0043).
  const schedules = exportScheduler(deps, undefined, (error) => {
    app.log.error({ err: error }, "export schedules failed");
  });
  app.addHook("onReady", (done) => {
    schedules.start();
    done();
  });
  app.addHook("onClose", (_instance, done) => {
    schedules.stop();
    done();
  });
  return app;
}
