/**
 * The tests' ed25519 key pairs are ones `ssh2` reads back: its generator makes an unreadable
 * public key about once in 256 pairs (mscdex/ssh2#1513), which failed a CI run's SFTP tests.
 */
import ssh2 from "ssh2";
import { describe, expect, it } from "vitest";
import { ed25519KeyPair } from "./sftp-server.js";

const unreadable = (key: string, passphrase?: string) =>
  ssh2.utils.parseKey(key, passphrase) instanceof Error;

describe("ed25519KeyPair", () => {
  it("makes 1000 pairs whose public and private keys ssh2 reads back", () => {
    const pairs = Array.from({ length: 1000 }, () => ed25519KeyPair());
    expect(pairs.filter((pair) => unreadable(pair.public) || unreadable(pair.private))).toEqual([]);
    expect(new Set(pairs.map((pair) => pair.public)).size).toBe(1000);
  });

  it("protects the private key with the passphrase it is given", () => {
    const pair = ed25519KeyPair({ passphrase: "open sesame", cipher: "aes256-ctr", rounds: 2 });
    expect(unreadable(pair.private, "open sesame")).toBe(false);
    expect(unreadable(pair.private, "wrong")).toBe(true);
  });
});
