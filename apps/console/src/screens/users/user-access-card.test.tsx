/**
 * The sign-in settings card of a user's edit page against the real reference server: shown by the
 * SDK's `canActOnUser(…, "setPassword")` (never on your own page), and a new password checked
 * against `PlayerPasswordUpdate`'s limits before it is sent.
 */
import { fieldLimits } from "@canvass/sdk/contract";
import type { RunningServer } from "@canvass/server/server";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages as users } from "../../i18n/messages/users/en-CA";
import { startTestServer } from "../../session-pages/test-harness";
import {
  renderSignedIn,
  signedInRuntime,
  type SignedInRuntime,
} from "../../testing/signed-in-screen";
import { UserEditGeneralPage } from "./UserEditPages";

let server: RunningServer;
let signedIn: SignedInRuntime | undefined;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());
afterEach(async () => {
  cleanup();
  await signedIn?.stop();
  signedIn = undefined;
});

const SLOW = 60_000;
const word = (key: string) => {
  const text = users[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
};
const PASSWORD_UPDATE = fieldLimits("PlayerPasswordUpdate", "Password");

describe("the sign-in settings card", () => {
  it(
    "is not on your own edit page",
    async () => {
      signedIn = await signedInRuntime("admin", "admin");
      renderSignedIn(
        signedIn.runtime,
        { "/user/:id/edit/general": UserEditGeneralPage },
        `/user/${signedIn.playerId}/edit/general`,
      );
      await screen.findByRole("textbox", { name: /^First name/ });
      expect(screen.queryByText(word("users.access"))).toBeNull();
      expect(screen.queryByLabelText(word("users.newPassword"))).toBeNull();
    },
    SLOW,
  );

  it(
    "refuses a password shorter than PlayerPasswordUpdate's minimum without a call, then sets one",
    async () => {
      const min = PASSWORD_UPDATE.minLength;
      if (min === undefined) throw new Error("the contract gives no minLength");
      signedIn = await signedInRuntime("admin", "admin");
      const { client } = signedIn.runtime.services;
      const found = await client.call("listPlayers", { params: { query: { q: "rep" } } });
      if (!found.ok) throw found.error;
      const rep = found.data.Result.find((player) => player.username === "rep");
      if (rep === undefined) throw new Error("no demo rep");

      renderSignedIn(
        signedIn.runtime,
        { "/user/:id/edit/general": UserEditGeneralPage },
        `/user/${rep.id}/edit/general`,
      );
      const field = await screen.findByLabelText(word("users.newPassword"));
      expect(field.getAttribute("maxlength")).toBe(String(PASSWORD_UPDATE.maxLength));
      const button = screen.getByRole("button", { name: word("users.setPassword") });
      const sent = () =>
        signedIn?.requests.filter((request) => request.endsWith("/update-password/")) ?? [];

      fireEvent.change(field, { target: { value: "x".repeat(min - 1) } });
      fireEvent.click(button);
      await waitFor(() => {
        expect(field.getAttribute("aria-invalid")).toBe("true");
      });
      expect(sent()).toEqual([]);

      fireEvent.change(field, { target: { value: "canvass-rep-demo" } });
      fireEvent.click(button);
      await waitFor(() => {
        expect(sent()).toHaveLength(1);
      });
      await waitFor(() => {
        expect(field.getAttribute("aria-invalid")).not.toBe("true");
      });
    },
    SLOW,
  );
});
