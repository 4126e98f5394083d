import { chromium } from "playwright-core";
import { it } from "vitest";
import { apiSignIn } from "./support/api";
import { e2eEnv, loginOf } from "./support/env";
import { SESSION_STORAGE_KEY } from "../src/services/token-store";

it("probe", async () => {
  const admin = await apiSignIn(loginOf("admin"));
  const browser = await chromium.connect(e2eEnv().wsEndpoint);
  const { baseUrl } = e2eEnv();
  let t = Date.now();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: "reduce", serviceWorkers: "block",
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify({ token: admin.token, playerId: admin.player }) }] }] } });
  console.log("context", Date.now() - t);
  const load = async (label: string) => {
    const t0 = Date.now();
    const page = await context.newPage();
    const t1 = Date.now();
    await page.clock.install();
    await page.goto("/subs");
    await page.getByRole("searchbox", { name: "Search", exact: true }).waitFor();
    console.log(label, "newPage", t1 - t0, "load", Date.now() - t1);
    await page.close();
  };
  for (let i = 0; i < 5; i++) await load("seq" + i);
  t = Date.now();
  await Promise.all([0, 1, 2, 3].map((i) => load("par" + i)));
  console.log("4 parallel", Date.now() - t);
  t = Date.now();
  for (let i = 0; i < 3; i++) { const c = await browser.newContext(); await c.close(); }
  console.log("3 contexts", Date.now() - t);
  await browser.close();
});
