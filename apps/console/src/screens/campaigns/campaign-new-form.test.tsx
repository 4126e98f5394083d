/**
 * `/campaign/new` against the real reference server: the spec's defaults shown from the SDK's
 * `CAMPAIGN_DEFAULTS`; a title of spaces refused as empty without asking the server; a title
 * another campaign has (other case) refused by the server's 422 next to Title, in French, by its
 * code; nothing typed is lost.
 */
import type { RunningServer } from "@canvass/server/server";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages as campaignsFr } from "../../i18n/messages/campaigns/fr-CA";
import { messages as listsEn } from "../../i18n/messages/lists/en-CA";
import { messages as problemsFr } from "../../i18n/messages/problems/fr-CA";
import { startTestServer } from "../../session-pages/test-harness";
import {
  renderSignedIn,
  signedInRuntime,
  type SignedInRuntime,
} from "../../testing/signed-in-screen";
import { CampaignNewPage } from "./CampaignNewPage";
import { SERVER_START_TIMEOUT_MS } from "../../testing/server-start";

let server: RunningServer;
let signedIn: SignedInRuntime | undefined;

beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(async () => {
  cleanup();
  await signedIn?.stop();
  signedIn = undefined;
});

const SLOW = 60_000;
const word = (messages: Readonly<Record<string, string>>, key: string) => {
  const text = messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
};
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "");

describe("/campaign/new", () => {
  it(
    "shows the defaults and refuses a title of spaces without asking the server",
    async () => {
      signedIn = await signedInRuntime("admin", "admin");
      renderSignedIn(signedIn.runtime, { "/campaign/new": CampaignNewPage }, "/campaign/new");
      const title = await screen.findByRole("textbox", { name: /^Title/ });
      expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: /^Attempts/ }).value).toBe(
        "3",
      );
      expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: /^Timeout/ }).value).toBe(
        "5",
      );
      expect(
        screen.getByRole<HTMLInputElement>("checkbox", { name: "Block screenshots" }).checked,
      ).toBe(false);
      fireEvent.change(title, { target: { value: "   " } });
      fireEvent.click(screen.getByRole("button", { name: "Create campaign" }));
      await waitFor(() => {
        expect(title.getAttribute("aria-invalid")).toBe("true");
      });
      expect(descriptionOf(title)).toContain(word(listsEn, "form.required"));
      expect(signedIn.requests.filter((request) => request === "PUT /api/campaigns/")).toEqual([]);
    },
    SLOW,
  );

  it(
    "puts the server's 422 for a taken title next to Title, in French, keeping what was typed",
    async () => {
      signedIn = await signedInRuntime("admin", "admin", "fr-CA");
      const { client } = signedIn.runtime.services;
      const list = await client.call("listCampaigns", { params: { query: { PageSize: 1 } } });
      if (!list.ok) throw list.error;
      const taken = list.data.Result[0]?.title;
      if (taken === undefined) throw new Error("no demo campaign");

      renderSignedIn(signedIn.runtime, { "/campaign/new": CampaignNewPage }, "/campaign/new");
      const title = await screen.findByRole("textbox", { name: /^Titre/ });
      fireEvent.change(title, { target: { value: taken.toUpperCase() } });
      fireEvent.click(screen.getByRole("button", { name: word(campaignsFr, "campaigns.create") }));
      await waitFor(() => {
        expect(title.getAttribute("aria-invalid")).toBe("true");
      });
      expect(descriptionOf(title)).toContain(word(problemsFr, "problem.field.taken"));
      expect(signedIn.requests).toContain("PUT /api/campaigns/");
      expect((title as HTMLInputElement).value).toBe(taken.toUpperCase());
    },
    SLOW,
  );
});
