import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  dummyPasswordHash,
  hashPassword,
  hashPasswords,
  needsRehash,
  unusablePasswordHash,
  verifyDummyPassword,
  verifyPassword,
  warmUpPasswords,
} from "./passwords.js";

describe("passwords", () => {
  it("hashes with argon2id at m=12288, t=3, p=1 and a fresh salt each time", async () => {
    const first = await hashPassword("correct-horse-battery");
    const second = await hashPassword("correct-horse-battery");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it("still verifies a hash made with older parameters, and says it needs a rehash", async () => {
    const older = await hash("correct-horse-battery", {
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(older).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(older, "correct-horse-battery")).toBe(true);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash("not-a-hash")).toBe(true);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct-horse-battery");
    expect(await verifyPassword(stored, "correct-horse-battery")).toBe(true);
    expect(await verifyPassword(stored, "correct-horse-battery!")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("treats a malformed hash as a mismatch", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("checks unknown users against a dummy hash of the same cost, always failing", async () => {
    await warmUpPasswords();
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verifyDummyPassword("canvass-dummy-password-for-unknown-users")).toBe(false);
    // Same cost as a real hash (same algorithm, memory, passes and lanes), so an unknown user's
    // check takes as long as a known one's; the parameters say it without timing anything.
    const stored = await hashPassword("correct-horse-battery");
    const costOf = (hash: string) => /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(hash)?.[0];
    expect(costOf(stored)).toBeDefined();
    expect(costOf(await dummyPasswordHash())).toBe(costOf(stored));
  });

  it("hashes many passwords a few at a time, each in its place", async () => {
    const passwords = ["first-password", "second-password", "third-password"];
    const hashes = await hashPasswords(passwords, 2);
    expect(hashes).toHaveLength(3);
    for (const [index, password] of passwords.entries()) {
      expect(await verifyPassword(hashes[index] ?? "", password)).toBe(true);
    }
    expect(await verifyPassword(hashes[0] ?? "", "second-password")).toBe(false);
    expect(await hashPasswords([])).toEqual([]);
  });

  it("gives users without a password a real hash that nothing matches", async () => {
    const unusable = await unusablePasswordHash();
    expect(unusable).toMatch(/^\$argon2id\$/);
    expect(await unusablePasswordHash()).toBe(unusable);
    expect(unusable).not.toBe(await dummyPasswordHash());
    for (const guess of ["", "password", "canvass-dummy-password-for-unknown-users"]) {
      expect(await verifyPassword(unusable, guess)).toBe(false);
    }
  });
});
