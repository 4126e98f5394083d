import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "../../services/token-store";
import {
  createLastEditedStore,
  lastEditedKey,
  lastEditedStore,
  parseLastEdited,
  recordLastEdited,
  useLastEdited,
} from "./last-edited";

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  localStorage.clear();
});

describe("last-edited store", () => {
  it("keeps one entry per operator under canvass/last-edited/<playerId>", () => {
    const store = createLastEditedStore();
    store.record("p1", "campaign", { id: "c9", label: "Spring appeal" });
    store.record("p1", "user", { id: "u3", label: "Jordan Alvarez" });
    store.record("p2", "team", { id: "t7", label: "North" });

    expect(lastEditedKey("p1")).toBe("canvass/last-edited/p1");
    expect(store.read("p1")).toEqual({
      campaign: { id: "c9", label: "Spring appeal" },
      user: { id: "u3", label: "Jordan Alvarez" },
    });
    expect(store.read("p2")).toEqual({ team: { id: "t7", label: "North" } });
    expect(JSON.parse(localStorage.getItem("canvass/last-edited/p2") ?? "null")).toEqual({
      team: { id: "t7", label: "North" },
    });
  });

  it("replaces the entity of the same kind", () => {
    const store = createLastEditedStore();
    store.record("p1", "team", { id: "t1", label: "One" });
    store.record("p1", "team", { id: "t2", label: "Two" });
    expect(store.read("p1")).toEqual({ team: { id: "t2", label: "Two" } });
  });

  it("returns the same object until the entry changes", () => {
    const store = createLastEditedStore();
    const empty = store.read("p1");
    expect(store.read("p1")).toBe(empty);
    store.record("p1", "user", { id: "u1", label: "A" });
    const first = store.read("p1");
    expect(first).not.toBe(empty);
    expect(store.read("p1")).toBe(first);
  });

  it("ignores malformed stored values and entities without an id", () => {
    expect(parseLastEdited("not json")).toEqual({});
    expect(parseLastEdited("[1,2]")).toEqual({});
    expect(
      parseLastEdited(
        JSON.stringify({
          campaign: { id: "", label: "x" },
          team: { id: 4, label: "y" },
          user: { id: "u1", label: "ok", extra: true },
          other: { id: "o", label: "no" },
        }),
      ),
    ).toEqual({ user: { id: "u1", label: "ok" } });
    const store = createLastEditedStore();
    store.record("p1", "campaign", { id: "", label: "nothing" });
    expect(localStorage.getItem(lastEditedKey("p1"))).toBeNull();
  });

  it("tells subscribers about changes here and in other tabs", () => {
    const store = createLastEditedStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.record("p1", "team", { id: "t1", label: "One" });
    expect(listener).toHaveBeenCalledTimes(1);

    localStorage.setItem(lastEditedKey("p1"), JSON.stringify({ team: { id: "t2", label: "2" } }));
    window.dispatchEvent(new StorageEvent("storage", { key: lastEditedKey("p1") }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read("p1")).toEqual({ team: { id: "t2", label: "2" } });

    window.dispatchEvent(new StorageEvent("storage", { key: "canvass/locale" }));
    unsubscribe();
    store.record("p1", "team", { id: "t3", label: "3" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("recordLastEdited keeps it for the signed-in operator, nothing when signed out", () => {
    const store = createLastEditedStore();
    recordLastEdited("campaign", { id: "c1", label: "Appeal" }, undefined, store);
    expect(localStorage.length).toBe(0);

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: "a.b.c", playerId: "p9" }));
    recordLastEdited("campaign", { id: "c1", label: "Appeal" }, undefined, store);
    expect(store.read("p9")).toEqual({ campaign: { id: "c1", label: "Appeal" } });
  });

  it("useLastEdited re-renders with the new entry", () => {
    const { result } = renderHook(() => useLastEdited("p5"));
    expect(result.current).toEqual({});
    act(() => {
      recordLastEdited("user", { id: "u8", label: "Sam" }, "p5");
    });
    expect(result.current).toEqual({ user: { id: "u8", label: "Sam" } });
    expect(lastEditedStore.read("p5")).toBe(result.current);
  });
});
