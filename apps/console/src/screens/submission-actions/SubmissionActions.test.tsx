/**
 * The submission actions on an "all matching" selection against a loopback API with a real
 * runtime (decision 0023): the filter is expanded by cursor pages of ids, the confirmation names
 * the exact count, the summary lists a refused submission with the server's reason, and
 * "Retry the failed ones" runs only that one again. Ids given run at once.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderScreen, stopScreens } from "../../testing/render-screen";
import { startLoopbackServer, type LoopbackServer } from "../../testing/loopback-server";
import { SubmissionActions, type BatchTarget } from "./SubmissionActions";

const IDS = Array.from({ length: 12 }, (_, index) => `a0b0c${index.toString(16).padStart(2, "0")}`);
const REFUSED = IDS[5] ?? "";

/** What the loopback API saw and answers. */
const api = {
  pages: [] as URLSearchParams[],
  reassigned: [] as string[],
  refuse: true,
  /** The `Count` the list answers (`undefined`: the number of ids). */
  count: undefined as number | undefined,
};

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    "content-type": status < 400 ? "application/json" : "application/problem+json",
  });
  response.end(JSON.stringify(body));
}

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/api/query/accounts/") {
      api.pages.push(url.searchParams);
      // Pages of 5 by the cursor (the index to start from), whatever PageSize asks.
      const from = Number(url.searchParams.get("Cursor") ?? "0");
      const rows = IDS.slice(from, from + 5).map((ID) => ({ ID }));
      json(response, 200, {
        Accounts: rows,
        Count: api.count ?? IDS.length,
        ...(from + 5 < IDS.length ? { NextCursor: String(from + 5) } : {}),
      });
      return;
    }
    if (url.pathname === "/api/players/") {
      json(response, 200, {
        Result: [{ id: "p9", full_name: "Sam Field", firstname: "Sam", lastname: "Field" }],
        Count: 1,
      });
      return;
    }
    const reassign = /^\/api\/accounts\/reassign\/([^/]+)$/.exec(url.pathname)?.[1];
    if (reassign !== undefined && request.method === "POST") {
      if (api.refuse && reassign === REFUSED) {
        json(response, 422, {
          title: "The player is not active",
          detail: "The player is not active",
          status: 422,
        });
        return;
      }
      api.reassigned.push(reassign);
      json(response, 200, { ID: reassign, Player: url.searchParams.get("playerId") });
      return;
    }
    json(response, 404, { title: "Not found", status: 404 });
  });
  const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
  happyDOM.setURL(`${server.origin}/subs`);
});
afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  await stopScreens();
  api.pages = [];
  api.reassigned = [];
  api.refuse = true;
  api.count = undefined;
});

async function renderActions(target: BatchTarget): Promise<void> {
  await renderScreen({
    role: "admin",
    routes: [
      {
        path: "/subs",
        Component: () => (
          <SubmissionActions target={target} onDone={() => undefined} onDeleted={() => undefined} />
        ),
      },
    ],
    initialEntry: "/subs",
  });
  await screen.findByRole("button", { name: "Reassign" });
}

async function reassignToSam(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole("button", { name: "Reassign" }));
  fireEvent.click(await screen.findByRole("button", { name: "Reassign to Sam Field" }));
  return screen.findByRole("dialog", { name: "Reassign to Sam Field" });
}

describe("SubmissionActions on all matching", () => {
  it("expands the filter, confirms the exact count, lists a failure and retries it", async () => {
    await renderActions({
      kind: "filter",
      query: { Team: "t1", Sort: "-Received" },
      count: 11,
      approximate: true,
      sampleId: IDS[0],
    });
    const dialog = await reassignToSam();
    await within(dialog).findByText("Reassign 12 submissions to Sam Field?");
    expect(api.pages.map((page) => page.get("Cursor"))).toEqual([null, "5", "10"]);
    expect(
      api.pages.every((page) => page.get("Fields") === "ID" && page.get("Team") === "t1"),
    ).toBe(true);
    expect(api.reassigned).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Reassign" }));
    await within(dialog).findByText("11 succeeded, 1 failed.");
    expect([...api.reassigned].sort()).toEqual(IDS.filter((id) => id !== REFUSED).sort());
    const failures = within(dialog).getByRole("list", { name: "Failed submissions" });
    expect(failures.textContent).toContain(REFUSED);
    expect(failures.textContent).toContain("The player is not active");

    api.refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry the failed ones" }));
    await within(dialog).findByText("12 succeeded, 0 failed.");
    expect(api.reassigned.at(-1)).toBe(REFUSED);
    expect(within(dialog).queryByRole("list", { name: "Failed submissions" })).toBeNull();
  });

  it("runs ids given at once, without expanding, and keeps a refusal on screen", async () => {
    await renderActions({ kind: "ids", ids: [REFUSED] });
    const dialog = await reassignToSam();
    // The one call is refused: the dialog stays open with the reason.
    await within(dialog).findByText("0 succeeded, 1 failed.");
    expect(api.pages).toEqual([]);
    expect(within(dialog).getByRole("list", { name: "Failed submissions" }).textContent).toContain(
      "The player is not active",
    );
  });

  it("refuses more than 10 000 matching after one page, saying to narrow the filter", async () => {
    api.count = 12_345;
    await renderActions({
      kind: "filter",
      query: { Campaign: "c1" },
      count: 12_345,
      approximate: false,
      sampleId: IDS[0],
    });
    const dialog = await reassignToSam();
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(
      "12,345 submissions match; one bulk action takes at most 10,000. Narrow the filter, or use batch edit when it is available.",
    );
    expect(api.pages).toHaveLength(1);
    expect(api.reassigned).toEqual([]);
    expect(within(dialog).queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
