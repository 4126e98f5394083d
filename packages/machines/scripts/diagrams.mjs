#!/usr/bin/env node
// `npm run diagrams`: writes docs/<machine>.md, a Mermaid state diagram of each machine of the
// package (from the build: run after `npm run build`).
import { mkdirSync, writeFileSync } from "node:fs";
import { MACHINES } from "../dist/index.js";
import { diagramPage } from "../dist/testing/index.js";

const docs = new URL("../docs/", import.meta.url);
mkdirSync(docs, { recursive: true });
for (const [name, machine] of Object.entries(MACHINES)) {
  writeFileSync(new URL(`${name}.md`, docs), diagramPage(name, machine));
  console.log(`docs/${name}.md`);
}
