import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { itBehavesLikeAStorageAdapter } from "../../test/storage-contract";
import { createIndexedDbStorage } from "./indexeddb-storage";

function openRaw(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(new Error("open failed"));
    };
  });
}

describe("createIndexedDbStorage (fake-indexeddb)", () => {
  itBehavesLikeAStorageAdapter(() => createIndexedDbStorage({ indexedDB: new IDBFactory() }));

  it("uses the spec's database `assets` and store `keyvaluepairs`", async () => {
    const factory = new IDBFactory();
    const storage = createIndexedDbStorage({ indexedDB: factory });
    await storage.set("k", { v: 1 });
    const db = await openRaw(factory, "assets");
    expect([...db.objectStoreNames]).toEqual(["keyvaluepairs"]);
    const value = await new Promise((resolve) => {
      const request = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get("k");
      request.onsuccess = () => {
        resolve(request.result);
      };
    });
    db.close();
    expect(value).toEqual({ v: 1 });
  });

  it("adds its store to an existing database that lacks it", async () => {
    const factory = new IDBFactory();
    const existing = await openRaw(factory, "assets");
    existing.close();
    const storage = createIndexedDbStorage({ indexedDB: factory });
    await storage.set("k", 1);
    expect(await storage.get("k")).toBe(1);
  });

  it("survives a new adapter on the same database (a reload)", async () => {
    const factory = new IDBFactory();
    await createIndexedDbStorage({ indexedDB: factory }).set("kept", "yes");
    expect(await createIndexedDbStorage({ indexedDB: factory }).get("kept")).toBe("yes");
  });

  it("rejects when there is no IndexedDB (Node)", async () => {
    await expect(createIndexedDbStorage().get("k")).rejects.toThrow("No IndexedDB");
  });
});
