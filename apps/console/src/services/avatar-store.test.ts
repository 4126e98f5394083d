import type { AvatarKind } from "@canvass/machines";
import { describe, expect, it, vi } from "vitest";
import { createAvatarStore } from "./avatar-store";

/** A picture source that answers what each test says, counting the calls per subject. */
function source(answer: (kind: AvatarKind, id: string) => Promise<Blob | null>) {
  const calls: string[] = [];
  const fetchPicture = (kind: AvatarKind, id: string) => {
    calls.push(`${kind}:${id}`);
    return answer(kind, id);
  };
  return { calls, fetchPicture };
}

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });

describe("avatar store", () => {
  it("fetches a subject's picture once for every avatar showing it", async () => {
    const { calls, fetchPicture } = source(() => Promise.resolve(png));
    const store = createAvatarStore(fetchPicture);
    const [a, b] = await Promise.all([store.load("user", "u1"), store.load("user", "u1")]);
    expect(a).toBe(png);
    expect(b).toBe(png);
    await store.load("user", "u1");
    await store.load("team", "u1");
    expect(calls).toEqual(["user:u1", "team:u1"]);
    expect(store.has("user", "u1")).toBe(true);
  });

  it("remembers that a subject has no picture, and retries after any other failure", async () => {
    let fail = true;
    const { calls, fetchPicture } = source((_, id) => {
      if (id === "none") return Promise.resolve(null);
      if (fail) return Promise.reject(new Error("offline"));
      return Promise.resolve(png);
    });
    const store = createAvatarStore(fetchPicture);
    expect(await store.load("user", "none")).toBeNull();
    expect(await store.load("user", "none")).toBeNull();
    expect(store.has("user", "none")).toBe(false);
    await expect(store.load("user", "u2")).rejects.toThrow("offline");
    expect(store.has("user", "u2")).toBeUndefined();
    fail = false;
    expect(await store.load("user", "u2")).toBe(png);
    expect(calls).toEqual(["user:none", "user:u2", "user:u2"]);
  });

  it("asks for no picture the record says does not exist, until it changes in this session", async () => {
    const { calls, fetchPicture } = source(() => Promise.resolve(png));
    const store = createAvatarStore(fetchPicture);
    expect(await store.load("user", "bare", false)).toBeNull();
    expect(await store.load("user", "bare", false)).toBeNull();
    expect(store.has("user", "bare")).toBe(false);
    expect(calls, "no request for a picture the record says is missing").toEqual([]);

    expect(await store.load("user", "pic", true)).toBe(png);
    expect(calls).toEqual(["user:pic"]);

    // Uploaded here: the record on screen may predate it, so the picture is asked for.
    store.changed("user", "bare");
    expect(await store.load("user", "bare", false)).toBe(png);
    expect(calls).toEqual(["user:pic", "user:bare"]);
  });

  it("asks again where no picture was known once the record says there is one", async () => {
    let stored: Blob | null = null;
    const { calls, fetchPicture } = source(() => Promise.resolve(stored));
    const store = createAvatarStore(fetchPicture);
    expect(await store.load("user", "u3")).toBeNull();
    stored = png;
    expect(await store.load("user", "u3")).toBeNull();
    expect(await store.load("user", "u3", true)).toBe(png);
    expect(await store.load("user", "u3", true)).toBe(png);
    expect(calls).toEqual(["user:u3", "user:u3"]);
  });

  it("fetches again after a change, with a new version, and tells the subscribers", async () => {
    const { calls, fetchPicture } = source(() => Promise.resolve(png));
    const store = createAvatarStore(fetchPicture);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.load("team", "t1");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.version("team", "t1")).toBe(0);
    store.changed("team", "t1");
    expect(store.version("team", "t1")).toBe(1);
    expect(store.version("team", "t2")).toBe(0);
    expect(store.has("team", "t1")).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    await store.load("team", "t1");
    expect(calls).toEqual(["team:t1", "team:t1"]);
    unsubscribe();
    store.changed("team", "t1");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("keeps an answer that arrives after a change out of the store", async () => {
    let resolveOld: (blob: Blob | null) => void = () => undefined;
    let first = true;
    const fetchPicture = () => {
      if (!first) return Promise.resolve(null);
      first = false;
      return new Promise<Blob | null>((resolve) => {
        resolveOld = resolve;
      });
    };
    const store = createAvatarStore(fetchPicture);
    const old = store.load("user", "u1");
    store.changed("user", "u1");
    resolveOld(png);
    expect(await old).toBe(png);
    expect(store.has("user", "u1")).toBeUndefined();
    expect(await store.load("user", "u1")).toBeNull();
    expect(store.has("user", "u1")).toBe(false);
  });

  it("keeps only the most recent subjects, and forgets everything on clear", async () => {
    const { calls, fetchPicture } = source(() => Promise.resolve(png));
    const store = createAvatarStore(fetchPicture, 2);
    await store.load("user", "a");
    await store.load("user", "b");
    await store.load("user", "a");
    await store.load("user", "c");
    await store.load("user", "a");
    expect(calls).toEqual(["user:a", "user:b", "user:c"]);
    await store.load("user", "b");
    expect(calls).toHaveLength(4);
    store.clear();
    expect(store.has("user", "a")).toBeUndefined();
    await store.load("user", "a");
    expect(calls).toHaveLength(5);
  });
});
