import { describe, expect, it } from "vitest";
import { findOperation, getOperation, operations } from "./operations";

describe("the operation table", () => {
  it("holds the spec's timeouts, read from the contract's x-timeout-ms", () => {
    expect(getOperation("saveAccountChanges")).toMatchObject({
      method: "POST",
      path: "/accounts/",
      timeoutMs: 600000,
    });
    expect(getOperation("processImport").timeoutMs).toBe(60000);
    expect(getOperation("runExportOption").timeoutMs).toBe(120000);
    expect(getOperation("logUsageEvent")).toMatchObject({ timeoutMs: 5000, server: "logging" });
    expect(getOperation("listPlayers").timeoutMs).toBe(30000);
  });

  it("gives only the incoming-submission upload a retry policy", () => {
    const retried = Object.values(operations).filter((op) => op.retry);
    expect(retried.map((op) => op.operationId)).toEqual(["uploadIncomingAccounts"]);
    expect(retried[0]?.retry).toEqual({
      retries: 3,
      on: ["5XX"],
      delayMs: 1000,
      backoff: "linear",
    });
  });

  it("knows which base URL each call goes to, and which calls need no token", () => {
    expect(getOperation("getPlayerImageAsset").server).toBe("assets");
    expect(getOperation("getTeamPicture").server).toBe("api");
    expect(getOperation("signIn").open).toBe(true);
    expect(getOperation("getPlayer").open).toBe(false);
  });

  it("marks reads that take If-Modified-Since as cacheable, and no writes", () => {
    expect(getOperation("listPlayers").cacheable).toBe(true);
    expect(getOperation("searchAll").cacheable).toBe(false);
    expect(Object.values(operations).filter((op) => op.method !== "GET" && op.cacheable)).toEqual(
      [],
    );
  });

  it("finds an operation by method and path template", () => {
    expect(findOperation("PUT", "/players/")?.operationId).toBe("createPlayer");
    expect(findOperation("HEAD", "/ids/{id}/")?.operationId).toBe("getIdType");
    expect(findOperation("PATCH", "/players/")).toBeUndefined();
  });
});
