/**
 * The live e-mail check of the user form (issue #17 item 25), against the real reference server:
 * an e-mail the contract refuses (`v@io`) is not sent to `POST /users/exists/` (the server would
 * answer 422); a well-formed one is, and an address already in use is said so next to the field.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages as userWords } from "../../i18n/messages/users/en-CA";
import { renderSignedIn, type SignedInRuntime } from "../../testing/signed-in-screen";
import { signedInSuite } from "../../testing/signed-in-suite";
import { UserNewPage } from "./UserEditPages";

const { signIn } = signedInSuite();

const existsCalls = (session: SignedInRuntime) =>
  session.requests.filter((request) => request === "POST /api/users/exists/");

describe("the e-mail check on /user/new", () => {
  it("asks the server only about a well-formed e-mail", async () => {
    const session = await signIn("admin", "admin");
    const self = await session.runtime.services.client.call("getPlayer", {
      params: { path: { id: session.playerId } },
    });
    if (!self.ok) throw self.error;
    renderSignedIn(session.runtime, { "/user/new": UserNewPage }, "/user/new");
    const email = await screen.findByRole("textbox", { name: /^E-mail/ });

    fireEvent.change(email, { target: { value: "v@io" } });
    fireEvent.blur(email);
    await screen.findByText(userWords["users.emailSyntax"] ?? "?");

    fireEvent.change(email, { target: { value: self.data.email } });
    fireEvent.blur(email);
    await screen.findByText(userWords["users.emailTaken"] ?? "?");
    await waitFor(() => {
      expect(existsCalls(session)).toHaveLength(1);
    });
  }, 60_000);
});
