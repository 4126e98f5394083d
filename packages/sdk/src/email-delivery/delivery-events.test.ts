import { describe, expect, it } from "vitest";
import { dsnOutcome, statusAfterEvent } from "./index";

describe("dsnOutcome", () => {
  it("reads delivered and expanded as delivered, and relayed as nothing to record", () => {
    expect(dsnOutcome("delivered", "2.0.0")).toBe("delivered");
    expect(dsnOutcome(" Expanded ", "2.0.0")).toBe("delivered");
    expect(dsnOutcome("relayed", "2.0.0")).toBe("none");
    expect(dsnOutcome("nonsense", "5.1.1")).toBe("none");
  });

  it("makes a permanent failure of the address a hard bounce", () => {
    expect(dsnOutcome("failed", "5.1.1")).toBe("hard");
    expect(dsnOutcome("FAILED", "5.0.0 (unknown)")).toBe("hard");
    expect(dsnOutcome("failed", "5.4.4")).toBe("hard");
  });

  it("keeps a full mailbox, a policy refusal, a transient or unreadable status soft", () => {
    expect(dsnOutcome("failed", "5.2.2")).toBe("soft");
    expect(dsnOutcome("failed", "5.7.1")).toBe("soft");
    expect(dsnOutcome("failed", "4.4.7")).toBe("soft");
    expect(dsnOutcome("failed", "")).toBe("soft");
    expect(dsnOutcome("failed", "five")).toBe("soft");
  });

  it("reads a delay as delayed, whatever its status", () => {
    expect(dsnOutcome("delayed", "4.4.1")).toBe("delayed");
  });
});

describe("statusAfterEvent", () => {
  it("moves a message forward only", () => {
    expect(statusAfterEvent("sent", "delivered")).toBe("delivered");
    expect(statusAfterEvent("queued", "delivered")).toBe("delivered");
    expect(statusAfterEvent("delivered", "opened")).toBe("opened");
    expect(statusAfterEvent("sent", "opened")).toBe("opened");
    expect(statusAfterEvent("opened", "delivered")).toBeUndefined();
    expect(statusAfterEvent("clicked", "opened")).toBeUndefined();
  });

  it("never revives a bounced, blocked or failed message, and bounces a delivered one", () => {
    for (const final of ["bounced", "blocked", "failed"] as const) {
      expect(statusAfterEvent(final, "delivered")).toBeUndefined();
      expect(statusAfterEvent(final, "opened")).toBeUndefined();
      expect(statusAfterEvent(final, "bounced")).toBeUndefined();
    }
    expect(statusAfterEvent("delivered", "bounced")).toBe("bounced");
    expect(statusAfterEvent("opened", "bounced")).toBeUndefined();
  });
});
