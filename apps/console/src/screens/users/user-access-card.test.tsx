/**
 * The sign-in settings card of a user's edit page against the real reference server: shown by the
 * SDK's `canActOnUser(…, "setPassword")` (never on your own page), and a new password checked
 * against `PlayerPasswordUpdate`'s limits before it is sent.
 */
import { fieldLimits } from "@canvass/sdk/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages as users } from "../../i18n/messages/users/en-CA";
import { renderSignedIn } from "../../testing/signed-in-screen";
import { messageOf, signedInSuite, SLOW_TEST_MS } from "../../testing/signed-in-suite";
import { UserEditGeneralPage } from "./UserEditPages";

const { signIn } = signedInSuite();

const SLOW = SLOW_TEST_MS;
const word = (key: string) => messageOf(users, key);
const PASSWORD_UPDATE = fieldLimits("PlayerPasswordUpdate", "Password");

describe("the sign-in settings card", () => {
  it(
    "is not on your own edit page",
    async () => {
      const signedIn = await signIn("admin", "admin");
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
      const signedIn = await signIn("admin", "admin");
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
        signedIn.requests.filter((request) => request.endsWith("/update-password/"));

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
