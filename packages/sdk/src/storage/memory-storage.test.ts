import { describe } from "vitest";
import { itBehavesLikeAStorageAdapter } from "../../test/storage-contract";
import { createMemoryStorage } from "./memory-storage";

describe("createMemoryStorage", () => {
  itBehavesLikeAStorageAdapter(() => createMemoryStorage());
});
