import { describe, expect, it } from "vitest";
import { loginPathFor, returnPathOf } from "./return-path";

describe("return after sign-in", () => {
  it("round-trips an address of the console through /login?next=", () => {
    const login = loginPathFor("/team/a6d651?tab=members#top");
    expect(login).toBe("/login?next=%2Fteam%2Fa6d651%3Ftab%3Dmembers%23top");
    expect(returnPathOf(new URL(login, "http://x").search)).toBe("/team/a6d651?tab=members#top");
  });

  it("takes no other origin, no sign-in page and nothing without a path", () => {
    for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example", "team/1"]) {
      expect(returnPathOf(`?next=${encodeURIComponent(next)}`), next).toBeUndefined();
    }
    for (const next of ["/login", "/2fa", "/reset_password/abc", "/"]) {
      expect(returnPathOf(`?next=${encodeURIComponent(next)}`), next).toBeUndefined();
    }
    expect(returnPathOf("")).toBeUndefined();
  });
});
