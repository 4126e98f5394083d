import { describe, expect, it, vi } from "vitest";
import { createEmitter } from "./events";

interface TestEvents {
  ping: { n: number };
  pong: string;
}

describe("createEmitter", () => {
  it("delivers events to listeners of that name until they unsubscribe", () => {
    const emitter = createEmitter<TestEvents>(() => undefined);
    const seen: number[] = [];
    const off = emitter.on("ping", (e) => seen.push(e.n));
    const pong = vi.fn();
    emitter.on("pong", pong);
    emitter.emit("ping", { n: 1 });
    off();
    emitter.emit("ping", { n: 2 });
    expect(seen).toEqual([1]);
    expect(pong).not.toHaveBeenCalled();
  });

  it("reports a throwing listener and still calls the others", () => {
    const onError = vi.fn();
    const emitter = createEmitter<TestEvents>(onError);
    const after = vi.fn();
    emitter.on("pong", () => {
      throw new Error("boom");
    });
    emitter.on("pong", after);
    emitter.emit("pong", "x");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    expect(after).toHaveBeenCalledWith("x");
  });
});
