import { describe, expect, it } from "vitest";
import { itBehavesLikeAStorageAdapter } from "../../test/storage-contract";
import { createLocalStorage } from "./local-storage";
import type { LocalStorageLike } from "./local-storage";

/** A tiny in-memory Web Storage. */
class MemoryWebStorage implements LocalStorageLike {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe("createLocalStorage", () => {
  itBehavesLikeAStorageAdapter(() => createLocalStorage({ localStorage: new MemoryWebStorage() }));

  it("prefixes its keys with assets/ and leaves other keys alone on clear", async () => {
    const web = new MemoryWebStorage();
    web.setItem("theme", "dark");
    const storage = createLocalStorage({ localStorage: web });
    await storage.set("cache:x", { a: 1 });
    expect(web.getItem("assets/cache:x")).toBe('{"a":1}');
    expect(await storage.keys()).toEqual(["cache:x"]);
    await storage.clear();
    expect([...web.items.keys()]).toEqual(["theme"]);
  });

  it("reads a corrupt entry as missing", async () => {
    const web = new MemoryWebStorage();
    web.setItem("assets/bad", "{not json");
    expect(await createLocalStorage({ localStorage: web }).get("bad")).toBeUndefined();
  });

  it("rejects (instead of throwing) when the store is full", async () => {
    const web = new MemoryWebStorage();
    web.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    await expect(createLocalStorage({ localStorage: web }).set("k", 1)).rejects.toThrow("Quota");
  });

  it("rejects when there is no localStorage (Node)", async () => {
    await expect(createLocalStorage().get("k")).rejects.toThrow("No localStorage");
  });
});
