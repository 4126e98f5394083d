/**
 * The hooks every file needs that renders screens signed in against the real reference server:
 * one server for the file (started before its tests, closed after them), and after each test the
 * screen unmounted and the test's signed-in runtime stopped. `signIn` starts that runtime.
 */
import type { Locale } from "@canvass/sdk/locale";
import type { Role } from "@canvass/sdk/permissions";
import type { RunningServer } from "@canvass/server/server";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startTestServer } from "../session-pages/test-harness";
import { signedInRuntime, type SignedInRuntime } from "./signed-in-screen";
import { SERVER_START_TIMEOUT_MS } from "./server-start";

/** Signing in hashes a password and the screens load over HTTP: slow on a busy machine. */
export const SLOW_TEST_MS = 60_000;

export interface SignedInSuite {
  /** Signs `username` in with the demo password of `role`; stopped after the test. */
  readonly signIn: (username: string, role: Role, locale?: Locale) => Promise<SignedInRuntime>;
  /** The file's server (started by the suite's `beforeAll`). */
  readonly server: () => RunningServer;
}

export function signedInSuite(): SignedInSuite {
  let server: RunningServer | undefined;
  let current: SignedInRuntime | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server?.close());
  afterEach(async () => {
    cleanup();
    await current?.stop();
    current = undefined;
  });
  return {
    signIn: async (username, role, locale) => {
      await current?.stop();
      current = await signedInRuntime(username, role, locale);
      return current;
    },
    server: () => {
      if (server === undefined) throw new Error("the suite's server has not started");
      return server;
    },
  };
}

/** A message of a messages table, failing the test when the key is missing. */
export function messageOf(messages: Readonly<Record<string, string>>, key: string): string {
  const text = messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
}
