import { describe, expect, it } from "vitest";
import { currentPageHost, hostOf, isLoopbackHost } from "./loopback";

describe("loopback hosts", () => {
  it("are localhost, 127.0.0.1 and ::1", () => {
    for (const host of ["localhost", "LOCALHOST", "127.0.0.1", "::1", "[::1]", "app.localhost"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["canvass.test", "10.0.0.1", "localhost.example.org"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("read the host of a URL and of the page", () => {
    expect(hostOf("http://127.0.0.1:8787/log")).toBe("127.0.0.1");
    expect(hostOf("not a url")).toBeUndefined();
    expect(currentPageHost()).toBeUndefined();
  });
});
