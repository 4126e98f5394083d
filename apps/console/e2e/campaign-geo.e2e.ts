/**
 * The campaign editor's territories, collaterals and general client (decision 0032) end to end
 * against the real server: an area of many points drawn on the map, saved, and after a reload
 * kept with at most 126 points per ring (in the page and in the stored file); a GeoJSON file
 * with a MultiPolygon imported, saved and exported; a splash image uploaded, kept after a
 * reload, and removed; a client chosen on general and kept. A campaign of its own, created
 * through the API, so no other suite sees these changes.
 */
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { e2eEnv, loginOf } from "./support/env";
import { drawnImage, readPicture } from "./support/pictures";

const browser = browserFixture();

let admin: SignedIn;
let id: string;
const title = `E2E geo ${String(Date.now())}`;

interface Territory {
  type: string;
  features: {
    properties: { name: string };
    geometry: { type: string; coordinates: unknown[] };
  }[];
}

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const answer = await fetch(`${e2eEnv().baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  if (answer.status !== 201) throw new Error(`create campaign: HTTP ${String(answer.status)}`);
  id = ((await answer.json()) as { id: string }).id;
});

const editPath = (sub: string) => `/campaign/${id}/edit/${sub}`;

async function storedTerritory(): Promise<Territory> {
  const answer = await readPicture(admin, `/assets/campaigns/${id}/settings/territory.json`);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.bytes.toString("utf8")) as Territory;
}

/** The most positions of any ring of a Polygon or MultiPolygon. */
function largestRing(geometry: { type: string; coordinates: unknown[] }): number {
  const polygons = (
    geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates
  ) as unknown[][][];
  return Math.max(...polygons.flat().map((ring) => ring.length));
}

async function openTerritories(page: Page): Promise<void> {
  await page.goto(editPath("territories"));
  await page.locator('[data-slot="territory-map"][data-state="ready"]').waitFor();
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Saved", { exact: true }).waitFor();
}

const pointsOf = async (page: Page, index: number) =>
  Number.parseInt(
    (await page.locator(`[data-area="${index}"] [data-slot="territory-points"]`).textContent()) ??
      "",
    10,
  );

describe("territories", () => {
  it("draws an area of 160 points, saves it simplified to at most 126, and keeps it", async () => {
    const page = await browser.openPage({ session: admin });
    await openTerritories(page);
    await page.getByText("No area yet.").waitFor();
    await page.getByRole("button", { name: "Draw an area" }).click();
    const box = await page.getByRole("application").boundingBox();
    if (box === null) throw new Error("no map surface");
    const [cx, cy, r] = [box.x + box.width / 2, box.y + box.height / 2, box.height / 3];
    const count = 160;
    for (let i = 0; i < count; i += 1) {
      // A wobbly circle: every point matters a little, so the rule must drop some.
      const radius = r * (1 + 0.04 * Math.sin(i * 7));
      const angle = (2 * Math.PI * i) / count;
      await page.mouse.click(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
    }
    await page.getByRole("button", { name: "Finish area" }).click();
    await page.getByRole("textbox", { name: "Name" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Area 1");
    const shown = await pointsOf(page, 0);
    expect(shown).toBeLessThanOrEqual(126);
    expect(shown).toBeGreaterThan(10);
    await page.getByRole("textbox", { name: "Name" }).fill("Downtown");
    await save(page);

    await page.reload();
    await page.locator('[data-slot="territory-map"][data-state="ready"]').waitFor();
    expect(await page.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Downtown");
    expect(await pointsOf(page, 0)).toBe(shown);
    expect(await page.locator("path.cv-territory").count()).toBe(1);
    const stored = await storedTerritory();
    expect(stored.type).toBe("FeatureCollection");
    expect(stored.features).toHaveLength(1);
    expect(stored.features[0]?.properties.name).toBe("Downtown");
    const [feature] = stored.features;
    if (feature === undefined) throw new Error("no stored area");
    expect(largestRing(feature.geometry)).toBeLessThanOrEqual(126);
    expect(largestRing(feature.geometry)).toBe(shown);
  });

  it("imports a MultiPolygon file, saves it, and exports the territory", async () => {
    const page = await browser.openPage({ session: admin });
    await openTerritories(page);
    const before = (await storedTerritory()).features.length;
    const square = (x: number, y: number) => [
      [x, y],
      [x + 0.05, y],
      [x + 0.05, y + 0.05],
      [x, y + 0.05],
      [x, y],
    ];
    const file = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Islands" },
          geometry: {
            type: "MultiPolygon",
            coordinates: [[square(-79.4, 43.6)], [square(-79.3, 43.6)]],
          },
        },
        { type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [0, 0] } },
      ],
    };
    await page.locator('[data-slot="territory-import"]').setInputFiles({
      name: "islands.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByText("1 feature was left out: it is not an area.").waitFor();
    const islands = page.locator(`[data-area="${before}"]`);
    expect(await islands.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Islands");
    expect(await pointsOf(page, before)).toBe(10);
    await save(page);

    const stored = await storedTerritory();
    expect(stored.features).toHaveLength(before + 1);
    expect(stored.features[before]?.geometry).toEqual(file.features[0]?.geometry);

    await page.reload();
    await page.locator('[data-slot="territory-map"][data-state="ready"]').waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export GeoJSON" }).click();
    const path = join(tmpdir(), `territory-${id}.geojson`);
    await (await download).saveAs(path);
    const exported = JSON.parse(await readFile(path, "utf8")) as Territory;
    expect(exported).toEqual(stored);
  });

  it("refuses a file with no area and changes nothing", async () => {
    const page = await browser.openPage({ session: admin });
    await openTerritories(page);
    await page.locator('[data-slot="territory-import"]').setInputFiles({
      name: "notes.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"hello":"world"}'),
    });
    await page
      .getByText("notes.json is not a GeoJSON file with any area (Polygon or MultiPolygon).")
      .waitFor();
    expect(await page.getByRole("button", { name: "Save", exact: true }).isDisabled()).toBe(true);
  });
});

describe("collaterals", () => {
  it("uploads a splash image, shows it after a reload, and removes it", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto(editPath("collaterals"));
    const splash = page.locator('[data-collateral="splash"]');
    await page.locator('[data-collateral="splash"][data-state="none"]').waitFor();
    await page.getByLabel("Splash screen file", { exact: true }).setInputFiles({
      name: "splash.png",
      mimeType: "image/png",
      buffer: await drawnImage(page, "image/png", 1600, 1200),
    });
    await page.locator('[data-collateral="splash"][data-state="loaded"]').waitFor();
    const stored = await readPicture(admin, `/assets/campaigns/${id}/collaterals/splash.png`);
    expect(stored.status).toBe(200);
    expect(stored.type).toContain("image/png");

    await page.reload();
    await page.locator('[data-collateral="splash"][data-state="loaded"]').waitFor();
    expect(await splash.getByRole("img", { name: "Splash screen" }).isVisible()).toBe(true);
    // The contact card has none.
    await page.locator('[data-collateral="contact"][data-state="none"]').waitFor();

    // Only the splash card has a picture, so only it offers Remove.
    await page.getByRole("button", { name: "Remove picture" }).click();
    await page.locator('[data-collateral="splash"][data-state="none"]').waitFor();
    const removed = await readPicture(admin, `/assets/campaigns/${id}/collaterals/splash.png`);
    expect(removed.status).toBe(404);
  });
});

describe("general", () => {
  it("sets the campaign's client and keeps it", async () => {
    const clients = await apiGet<{ Result: { id: string; name: string; campaigns: string[] }[] }>(
      admin,
      "/clients/?PageSize=1000",
    );
    const acme = clients.Result.find((client) => client.name === "Acme Relief");
    if (acme === undefined) throw new Error("no seeded client Acme Relief");
    const page = await browser.openPage({ session: admin });
    await page.goto(editPath("general"));
    const client = page.getByLabel("Client", { exact: true });
    await client.waitFor();
    expect(await client.inputValue()).toBe("");
    await client.selectOption(acme.id);
    await save(page);
    await page.reload();
    await page.getByLabel("Client", { exact: true }).waitFor();
    expect(await page.getByLabel("Client", { exact: true }).inputValue()).toBe(acme.id);
    const after = await apiGet<{ campaigns: string[] }>(admin, `/clients/${acme.id}/`);
    expect(after.campaigns).toContain(id);

    await page.getByLabel("Client", { exact: true }).selectOption("");
    await save(page);
    const cleared = await apiGet<{ campaigns: string[] }>(admin, `/clients/${acme.id}/`);
    expect(cleared.campaigns).not.toContain(id);
  });
});
