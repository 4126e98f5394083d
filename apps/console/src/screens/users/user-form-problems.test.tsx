/**
 * What the user forms and actions tell a person about a problem, against the real reference
 * server: a username the live check found taken stays refused when Create validates the whole
 * form (issue 17, item 12); a name of spaces is empty; and every problem the server answers is
 * the console's own message in the reader's language, chosen by its code, never the server's
 * English text (item 15).
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages as problemsFr } from "../../i18n/messages/problems/fr-CA";
import { messages as listsEn } from "../../i18n/messages/lists/en-CA";
import { messages as listsFr } from "../../i18n/messages/lists/fr-CA";
import { messages as usersEn } from "../../i18n/messages/users/en-CA";
import { renderSignedIn } from "../../testing/signed-in-screen";
import { messageOf, signedInSuite, SLOW_TEST_MS } from "../../testing/signed-in-suite";
import { UserEditGeneralPage, UserNewPage } from "./UserEditPages";

const { signIn } = signedInSuite();

const SLOW = SLOW_TEST_MS;
const word = messageOf;

describe("/user/new", () => {
  it(
    "keeps a taken username refused after Create with another field invalid",
    async () => {
      const signedIn = await signIn("admin", "admin");
      renderSignedIn(signedIn.runtime, { "/user/new": UserNewPage }, "/user/new");
      const username = await screen.findByRole("textbox", { name: /^Username/ });
      fireEvent.change(username, { target: { value: "rep" } });
      fireEvent.blur(username);
      await screen.findByText(word(usersEn, "users.usernameTaken"));

      fireEvent.click(screen.getByRole("button", { name: word(listsEn, "form.create") }));
      const firstname = screen.getByRole("textbox", { name: /^First name/ });
      await waitFor(() => {
        expect(firstname.getAttribute("aria-invalid")).toBe("true");
      });
      expect(screen.getByText(word(usersEn, "users.usernameTaken"))).toBeTruthy();
      expect(username.getAttribute("aria-invalid")).toBe("true");
      expect(screen.queryByLabelText(word(usersEn, "users.available"))).toBeNull();

      // A new value is checked afresh: the refusal goes with the value it was about.
      fireEvent.change(username, { target: { value: "rep-new-and-free" } });
      fireEvent.blur(username);
      await waitFor(() => {
        expect(screen.queryByText(word(usersEn, "users.usernameTaken"))).toBeNull();
      });
    },
    SLOW,
  );

  it(
    "refuses a last name of spaces as empty, in French, without asking the server",
    async () => {
      const signedIn = await signIn("admin", "admin", "fr-CA");
      renderSignedIn(signedIn.runtime, { "/user/new": UserNewPage }, "/user/new");
      const lastname = await screen.findByRole("textbox", { name: /^Nom(?! d)/ });
      fireEvent.change(lastname, { target: { value: "   " } });
      fireEvent.blur(lastname);
      fireEvent.click(screen.getByRole("button", { name: word(listsFr, "form.create") }));
      await waitFor(() => {
        expect(lastname.getAttribute("aria-invalid")).toBe("true");
      });
      const describedBy = (lastname.getAttribute("aria-describedby") ?? "").split(" ");
      const texts = describedBy.map((id) => document.getElementById(id)?.textContent ?? "");
      expect(texts).toContain(word(listsFr, "form.required"));
      expect(signedIn.requests.filter((request) => request === "POST /api/players/")).toEqual([]);
    },
    SLOW,
  );
});

describe("problems the server answers", () => {
  it(
    "shows a taken e-mail on its field in French, by its code, not the server's English",
    async () => {
      const signedIn = await signIn("admin", "admin", "fr-CA");
      const { client } = signedIn.runtime.services;
      const found = await client.call("listPlayers", { params: { query: { q: "rep" } } });
      if (!found.ok) throw found.error;
      const rep = found.data.Result.find((player) => player.username === "rep");
      const manager = await client.call("listPlayers", { params: { query: { q: "manager" } } });
      if (!manager.ok) throw manager.error;
      const taken = manager.data.Result.find((player) => player.username === "manager")?.email;
      if (rep === undefined || taken === undefined) throw new Error("no demo rep or manager");

      renderSignedIn(
        signedIn.runtime,
        { "/user/:id/edit/general": UserEditGeneralPage },
        `/user/${rep.id}/edit/general`,
      );
      const email = await screen.findByRole("textbox", { name: /^Courriel/ });
      // No blur: the live check does not run, so the server is the one to refuse.
      fireEvent.change(email, { target: { value: taken.toUpperCase() } });
      fireEvent.click(screen.getByRole("button", { name: word(listsFr, "form.save") }));
      await waitFor(() => {
        expect(email.getAttribute("aria-invalid")).toBe("true");
      });
      const describedBy = (email.getAttribute("aria-describedby") ?? "").split(" ");
      const texts = describedBy.map((id) => document.getElementById(id)?.textContent ?? "");
      expect(texts).toContain(word(problemsFr, "problem.field.taken"));
      expect(document.body.textContent).not.toMatch(/already|another user/i);
      expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
        word(listsFr, "form.invalid"),
      );
    },
    SLOW,
  );
});
