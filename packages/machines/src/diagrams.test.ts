import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MACHINES } from "./catalogue";
import { diagramPage } from "./testing";

describe("committed diagrams", () => {
  for (const [name, machine] of Object.entries(MACHINES)) {
    it(`docs/${name}.md matches the ${name} machine (run npm run diagrams)`, () => {
      const committed = readFileSync(new URL(`../docs/${name}.md`, import.meta.url), "utf8");
      expect(committed).toBe(diagramPage(name, machine));
    });
  }
});
