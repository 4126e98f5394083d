// The behaviour every StorageAdapter must have; each adapter's test runs it.
import { expect, it } from "vitest";
import type { StorageAdapter } from "../src/storage/storage-adapter";

export function itBehavesLikeAStorageAdapter(
  make: () => StorageAdapter | Promise<StorageAdapter>,
): void {
  it("returns undefined for a key it does not hold", async () => {
    const storage = await make();
    expect(await storage.get("missing")).toBeUndefined();
  });

  it("stores, replaces and deletes JSON values", async () => {
    const storage = await make();
    await storage.set("cache:a", {
      lm: "Tue, 01 Sep 2026 10:00:00 GMT",
      data: { Result: [1, 2], Count: 2 },
    });
    expect(await storage.get("cache:a")).toEqual({
      lm: "Tue, 01 Sep 2026 10:00:00 GMT",
      data: { Result: [1, 2], Count: 2 },
    });
    await storage.set("cache:a", "second");
    expect(await storage.get("cache:a")).toBe("second");
    await storage.delete("cache:a");
    expect(await storage.get("cache:a")).toBeUndefined();
  });

  it("lists its keys and clears them all", async () => {
    const storage = await make();
    await storage.set("one", 1);
    await storage.set("two", [2]);
    expect((await storage.keys()).sort()).toEqual(["one", "two"]);
    await storage.clear();
    expect(await storage.keys()).toEqual([]);
    expect(await storage.get("one")).toBeUndefined();
  });

  it("does not let callers mutate a stored value through a returned copy", async () => {
    const storage = await make();
    await storage.set("obj", { list: [1] });
    const copy = (await storage.get("obj")) as { list: number[] };
    copy.list.push(2);
    expect(await storage.get("obj")).toEqual({ list: [1] });
  });
}
