import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMITS, formatBytes, limitFor } from "./body-limits.js";
import { createResponseChecker, type ResponseChecker } from "./response-check.js";
import { jsonInit, readProblem, startTestServer, type TestServer } from "./test-server.js";

const MIB = 1024 * 1024;

function multipart(bytes: number): RequestInit {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "player.png");
  return { method: "POST", body: form };
}

describe("body limits", () => {
  it("defaults to 1 MiB for JSON and 10 MiB for multipart uploads", () => {
    expect(DEFAULT_BODY_LIMITS).toEqual({ json: MIB, upload: 10 * MIB });
    expect(limitFor("multipart/form-data; boundary=x", DEFAULT_BODY_LIMITS)).toBe(10 * MIB);
    expect(limitFor("application/json", DEFAULT_BODY_LIMITS)).toBe(MIB);
    expect(formatBytes(MIB)).toBe("1 MiB");
    expect(formatBytes(2048)).toBe("2 KiB");
    expect(formatBytes(100)).toBe("100 bytes");
  });

  describe("with the default limits", () => {
    let server: TestServer;
    let checker: ResponseChecker;

    beforeAll(async () => {
      server = await startTestServer();
      checker = createResponseChecker(server.contract);
    });
    afterAll(async () => {
      await server.close();
    });

    it("answers a JSON body over 1 MiB with a 413 where the operation declares it", async () => {
      const response = await server.request(
        "/api/accounts/",
        jsonInit("POST", { Reason: "x".repeat(MIB), Changes: [] }),
      );
      expect(response.status).toBe(413);
      expect((await checker.checkFetch("saveAccountChanges", response)).ok).toBe(true);
      const problem = await readProblem(response);
      expect(problem.detail).toBe(
        "The body is larger than the 1 MiB allowed for application/json bodies.",
      );
    });

    it("answers it with the contract's 400 naming the body where 413 is not declared", async () => {
      const response = await server.request(
        "/api/users/auth/",
        jsonInit("POST", { username: "x".repeat(MIB), password: "p" }),
      );
      expect(response.status).toBe(400);
      expect((await checker.checkFetch("signIn", response)).ok).toBe(true);
      expect((await readProblem(response)).errors).toEqual([
        { field: "body", message: "must be at most 1 MiB", code: "size" },
      ]);
    });

    it("lets a multipart upload above the JSON limit through", async () => {
      const response = await server.request(
        "/assets/players/abc123/player.png",
        multipart(2 * MIB),
      );
      // No upload handler yet: the request got past the limit to the operation.
      expect(response.status).toBe(501);
      await response.arrayBuffer();
    });
  });

  describe("with configured limits", () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ bodyLimits: { json: 1024, upload: 4096 } });
    });
    afterAll(async () => {
      await server.close();
    });

    it("answers an upload over its limit with a 413", async () => {
      const response = await server.request("/assets/players/abc123/player.png", multipart(8192));
      expect(response.status).toBe(413);
      const problem = await readProblem(response);
      expect(problem.detail).toBe(
        "The body is larger than the 4 KiB allowed for multipart/form-data bodies.",
      );
    });

    it("reads an upload under its limit", async () => {
      const response = await server.request("/assets/players/abc123/player.png", multipart(2048));
      expect(response.status).toBe(501);
      await response.arrayBuffer();
    });

    it("applies the JSON limit to JSON bodies", async () => {
      const small = await server.request(
        "/log/events/",
        jsonInit("POST", { pad: "x".repeat(100) }),
      );
      expect(small.status).toBe(422);
      await small.arrayBuffer();
      const large = await server.request(
        "/log/events/",
        jsonInit("POST", { pad: "x".repeat(2000) }),
      );
      expect(large.status).toBe(413);
      await large.arrayBuffer();
    });
  });
});
