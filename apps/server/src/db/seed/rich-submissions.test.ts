/**
 * The demo's rich submissions (issue #18): every lookup tab has data, read through the API as
 * the console reads it, and each demo role has one in its scope.
 */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, type DemoRole } from "../../resources/accounts/test-support.js";
import { findRichSubmissions, RICH_SUBMISSION_DONORS, type RichSubmission } from "./index.js";

type AccountList = Schema<"AccountList">;
type HistoryList = Schema<"HistoryList">;
type CheckinList = Schema<"CheckinList">;
type AssetListing = Schema<"AssetListing">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let rich: RichSubmission[];

beforeAll(async () => {
  api = await startTestApi({ accounts: 300 });
  as = await demoSessions(api);
  rich = await findRichSubmissions(api.handle.db);
}, 180_000);

afterAll(async () => {
  await api.close();
});

describe("the rich demo submissions", () => {
  it("are a handful across campaigns, found by their donors", async () => {
    expect(rich.map((item) => item.donor)).toEqual(
      RICH_SUBMISSION_DONORS.map(([first, last]) => `${first} ${last}`),
    );
    expect(new Set(rich.map((item) => item.id)).size).toBe(rich.length);
    expect(new Set(rich.map((item) => item.campaign)).size).toBeGreaterThanOrEqual(3);
    const found = await api.call<AccountList>("queryAccounts", {
      as: as.admin,
      query: { q: "lovelace", Fields: "ID,Name" },
    });
    expect(found.body.Accounts).toContainEqual({ ID: rich[0]?.id, Name: "Ada Lovelace" });
  });

  it("have a signature, pictures, an archive, a recording with its transcription and tracked e-mails", async () => {
    for (const item of rich) {
      const listing = await api.call<AssetListing>("listEntityAssets", {
        as: as.admin,
        path: { kind: "accounts", id: item.id },
      });
      expect(listing.status).toBe(200);
      const names = JSON.stringify(listing.body);
      for (const file of [
        "signature.png",
        "pictures/1.png",
        "pictures/2.png",
        "assets.zip",
        "recording.wav",
        "transcription.txt",
        "tracking/emails.json",
      ]) {
        expect(names).toContain(`assets/accounts/${item.id}/${file}`);
      }
      const signature = await api.call<Buffer>("getAccountSignatureAsset", {
        as: as.admin,
        path: { id: item.id },
      });
      expect(signature.status).toBe(200);
      expect(signature.headers.get("content-type")).toBe("image/png");
      const zip = await api.call<Buffer>("getAccountArchiveAsset", {
        as: as.admin,
        path: { id: item.id },
      });
      expect(zip.status).toBe(200);
      expect(zip.body.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      const text = await api.call<string>("getAccountTranscriptionAsset", {
        as: as.admin,
        path: { id: item.id },
      });
      expect(text.status).toBe(200);
      expect(text.body).toContain(item.donor);
      const mails = await api.call<{ event: string; messageId: string }[]>(
        "getAccountEmailTrackingAsset",
        { as: as.admin, path: { id: item.id } },
      );
      expect(mails.status).toBe(200);
      expect(mails.body.map((event) => event.event)[0]).toBe("sent");
    }
  });

  it("are transcribed, half with a failed payment and its reason, each with history", async () => {
    const answer = await api.call<AccountList>("queryAccounts", {
      as: as.admin,
      query: {
        ID: rich.map((item) => item.id).join(","),
        Fields: "Transcribed,PaymentStatus,TransactionErrorReason,Meta_subAttempts",
      },
    });
    expect(answer.body.Accounts).toHaveLength(rich.length);
    for (const account of answer.body.Accounts) {
      expect(account.Transcribed).toBe(true);
      const item = rich.find((candidate) => candidate.id === account.ID);
      if (item?.failedPayment === true) {
        expect(account).toMatchObject({ PaymentStatus: "failed", Meta_subAttempts: 3 });
        expect(account.TransactionErrorReason).toEqual(expect.any(String));
      }
    }
    expect(rich.filter((item) => item.failedPayment).length).toBeGreaterThanOrEqual(2);
    for (const item of rich) {
      const history = await api.call<HistoryList>("listHistory", {
        as: as.admin,
        query: { Target: item.id },
      });
      const updates = history.body.Result.filter((entry) => entry.Action === "update");
      expect(updates.length).toBeGreaterThanOrEqual(2);
      expect(updates[0]).toMatchObject({ Reason: expect.any(String) as unknown });
    }
  });

  it("have a check-in of their fundraiser with a location and a picture", async () => {
    for (const item of rich) {
      const checkins = await api.call<CheckinList>("queryCheckins", {
        as: as.admin,
        query: { Player: item.player ?? "", PageSize: 1000 },
      });
      expect(checkins.status).toBe(200);
      const located = checkins.body.Result.filter(
        (checkin) => checkin.Location !== undefined && checkin.HasPicture === true,
      );
      expect(located.length).toBeGreaterThan(0);
    }
  });

  it("give every demo role one in its scope", async () => {
    for (const role of ["root", "admin", "manager", "client", "callcenter", "rep"] as const) {
      const answer = await api.call<AccountList>("queryAccounts", {
        as: as[role],
        query: { ID: rich.map((item) => item.id).join(","), Fields: "ID" },
      });
      expect(answer.body.Accounts.length, role).toBeGreaterThan(0);
    }
  });
});
