import { beforeEach, describe, expect, it } from "vitest";
import { fixtureToken } from "../testing/session-fixtures";
import { SESSION_STORAGE_KEY, createTokenStore } from "./token-store";

beforeEach(() => {
  localStorage.clear();
});

describe("the token store", () => {
  it("keeps a token with the player it names", () => {
    const store = createTokenStore();
    const token = fixtureToken({ player: "p12345", team: "t1", role: "rep" });
    expect(store.write(token)).toEqual({ token, playerId: "p12345" });
    expect(store.read()).toEqual({ token, playerId: "p12345" });
    expect(createTokenStore().read()?.playerId).toBe("p12345");
  });

  it("refuses a token that does not parse, and keeps nothing", () => {
    const store = createTokenStore();
    expect(store.write("not-a-token")).toBeNull();
    expect(store.read()).toBeNull();
  });

  it("reads a damaged entry as signed out", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "{broken");
    expect(createTokenStore().read()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 1 }));
    expect(createTokenStore().read()).toBeNull();
  });

  it("forgets the session on clear", () => {
    const store = createTokenStore();
    store.write(fixtureToken({ player: "p1", team: "t1", role: "admin" }));
    store.clear();
    expect(store.read()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
