import { describe, expect, it } from "vitest";
import { RowSlots } from "./row-slots";

describe("RowSlots", () => {
  it("numbers the first rows in order", () => {
    expect(new RowSlots<string>().assign(["a", "b", "c"])).toEqual([0, 1, 2]);
  });

  it("keeps a row's slot while it stays drawn and gives a leaving row's slot to a coming one", () => {
    const slots = new RowSlots<number>();
    slots.assign([0, 1, 2, 3, 4]);
    // Scrolled two rows down: 0 and 1 leave, 5 and 6 come in their slots.
    expect(slots.assign([2, 3, 4, 5, 6])).toEqual([2, 3, 4, 0, 1]);
    // Three more: 2, 3, 4 leave; 7, 8, 9 take their slots; 5 and 6 keep theirs.
    expect(slots.assign([5, 6, 7, 8, 9])).toEqual([0, 1, 2, 3, 4]);
  });

  it("never gives two drawn rows one slot, whatever comes and goes", () => {
    const slots = new RowSlots<number>();
    for (let start = 0; start < 200; start += 7) {
      const keys = Array.from({ length: 3 + (start % 11) }, (_, i) => start + i * 3);
      const assigned = slots.assign([...keys, 999]);
      expect(new Set(assigned).size).toBe(assigned.length);
      expect(Math.max(...assigned)).toBeLessThan(assigned.length + 12);
    }
  });

  it("puts the slots back in the rows' order when asked", () => {
    const slots = new RowSlots<number>();
    slots.assign([0, 1, 2, 3]);
    expect(slots.assign([2, 3, 4, 5])).toEqual([2, 3, 0, 1]);
    expect(slots.assign([2, 3, 4, 5], true)).toEqual([0, 1, 2, 3]);
  });

  it("keeps a far row (the focused one) in its slot while the window moves", () => {
    const slots = new RowSlots<number>();
    const [focused] = slots.assign([0, 1, 2]);
    expect(slots.assign([0, 10, 11])[0]).toBe(focused);
    expect(slots.assign([20, 21, 0])[2]).toBe(focused);
  });
});
