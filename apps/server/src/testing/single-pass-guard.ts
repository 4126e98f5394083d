/**
 * Vitest setup file: proves that the test files the PostgreSQL pass leaves out never reach
 * PostgreSQL. `scripts/test.mjs` runs the suite on PGlite and again with `DATABASE_URL`, but the
 * second pass skips two kinds of files, which would run there unchanged:
 *
 * - `*.no-db.test.ts`: files that open no database at all (pure functions, the contract, a test
 *   server without a database);
 * - `*.pglite.test.ts`: files that open PGlite whatever `DATABASE_URL` says (`forcePGlite`, an
 *   explicit `dataDir`).
 *
 * For those files only, `DATABASE_URL` points at a listener of this file for the duration of the
 * file. Anything that connects to it (`openTestDatabase()`, `startTestApi()`, …) is cut off, and
 * the file fails with a message naming the rule: such a test belongs in a plain `*.test.ts` file,
 * which both passes run. Tests of both drivers in one file register their PGlite-only blocks when
 * `DATABASE_URL` is unset instead (`database.test.ts`, `seed.test.ts`).
 *
 * The variable is set in the file's first `beforeAll`, so code at a file's top level does not see
 * it: open databases in hooks or tests, as every file does.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** Test files the PostgreSQL pass of `scripts/test.mjs` excludes. */
export const SINGLE_PASS_FILE = /\.(no-db|pglite)\.test\.ts$/;

let trap: { server: Server; connections: number; before: string | undefined } | undefined;

// Vitest reads the first parameter as fixtures and wants it destructured; the file is the second.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  const file = "file" in suite ? suite.file : suite;
  if (!SINGLE_PASS_FILE.test(file.filepath)) return;
  const server = createServer((socket: Socket) => {
    if (trap !== undefined) trap.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no trap address");
  trap = { server, connections: 0, before: process.env.DATABASE_URL };
  process.env.DATABASE_URL = `postgres://single-pass-file@127.0.0.1:${address.port}/must_not_connect`;
});

afterAll(async () => {
  if (trap === undefined) return;
  const { server, connections, before } = trap;
  trap = undefined;
  if (before === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = before;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (connections > 0) {
    throw new Error(
      `This file connected to DATABASE_URL ${connections} time(s), but files named *.no-db.test.ts ` +
        "or *.pglite.test.ts run in the PGlite pass only (scripts/test.mjs): move the tests that " +
        "use the database into a plain *.test.ts file, which the PostgreSQL pass runs too.",
    );
  }
});
