/**
 * Pictures end to end against the real server: a user's photo (a JPEG of any shape) uploaded on
 * the edit page is stored as a 256-pixel square PNG and shows at once on the edit page, the
 * profile and the users list, then is removed; a failed upload says so and "Try again" sends the
 * same picture; a file that is not a picture is refused before any call; a team's SVG logo shows
 * on its profile; the signed-in user's picture is the top bar's avatar; a user whose record says
 * there is no picture (`has_picture`) costs no picture request.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { alertWith, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import {
  TEAM_LOGO_SVG,
  drawnImage,
  pngSize,
  readPicture,
  uploadUserPicture,
} from "./support/pictures";
import { createTeam, uniqueTitle } from "./support/teams-api";
import { createUser, uniqueName } from "./support/users-api";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

const pictureGroup = (page: Page) => page.getByRole("group", { name: "Picture", exact: true });
const pictureInput = (page: Page) => page.getByLabel("Picture file", { exact: true });
const toast = (page: Page, text: string) => visible(page.getByText(text, { exact: true }).first());
/** The avatar picture showing a loaded image of `name` inside `scope`. */
const shownPicture = (scope: Locator | Page, name: string) =>
  scope.locator('[data-slot="avatar"][data-state="loaded"]').getByRole("img", { name });
const fallback = (scope: Locator | Page, name: string) =>
  scope.locator('[data-slot="avatar"][data-state="invalid"]').getByRole("img", { name });
const playerPicture = (id: string) => `/assets/players/${id}/player.png`;

async function newUser(prefix: string) {
  const username = uniqueName(prefix);
  const user = await createUser(admin, { username, team: admin.team, firstname: "Pic" });
  return { user, name: `Pic ${username}` };
}

describe("a user's picture", () => {
  it("uploads a photo as a square PNG, shows it everywhere, then removes it", async () => {
    const { user, name } = await newUser("zzpic");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/user/${user.id}/edit/general`);
    const group = await visible(pictureGroup(page));
    await visible(fallback(group, name));
    await visible(group.getByRole("button", { name: "Upload a picture…" }));
    expect(await group.getByRole("button", { name: "Remove picture" }).count()).toBe(0);

    const photo = await drawnImage(page, "image/jpeg", 640, 480);
    await pictureInput(page).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await toast(page, `Picture updated for ${name}`);
    await visible(shownPicture(group, name));
    await visible(group.getByRole("button", { name: "Change picture…" }));

    const stored = await readPicture(admin, playerPicture(user.id));
    expect(stored.status).toBe(200);
    expect(stored.type).toContain("image/png");
    expect(pngSize(stored.bytes)).toEqual({ width: 256, height: 256 });

    await page.goto(`/user/${user.id}`);
    await visible(shownPicture(page.locator("main"), name));
    await page.goto(`/users?q=${encodeURIComponent(user.username)}`);
    await visible(shownPicture(page.getByRole("row").filter({ hasText: user.username }), name));

    await page.goto(`/user/${user.id}/edit/general`);
    await visible(shownPicture(pictureGroup(page), name));
    await pictureGroup(page).getByRole("button", { name: "Remove picture" }).click();
    await toast(page, `Picture removed for ${name}`);
    await visible(fallback(pictureGroup(page), name));
    expect((await readPicture(admin, playerPicture(user.id))).status).toBe(404);
  });

  it("says why a failed upload failed, and Try again sends the same picture", async () => {
    const { user, name } = await newUser("zzpicretry");
    const page = await browser.openPage({ session: admin });
    let attempts = 0;
    await page.route(`**${playerPicture(user.id)}`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts += 1;
      if (attempts > 1) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: "application/problem+json",
        body: '{"type":"about:blank","title":"Internal","status":500}',
      });
    });
    await page.goto(`/user/${user.id}/edit/general`);
    await visible(pictureGroup(page));
    const square = await drawnImage(page, "image/png", 300, 300);
    await pictureInput(page).setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: square,
    });
    const alert = await alertWith(page, "The picture was not saved");
    expect((await readPicture(admin, playerPicture(user.id))).status).toBe(404);

    await alert.getByRole("button", { name: "Try again" }).click();
    await toast(page, `Picture updated for ${name}`);
    expect(attempts).toBe(2);
    await visible(shownPicture(pictureGroup(page), name));
    const stored = await readPicture(admin, playerPicture(user.id));
    expect(pngSize(stored.bytes)).toEqual({ width: 256, height: 256 });
  });

  it("refuses a file that is not a picture before sending anything", async () => {
    const { user } = await newUser("zzpicbad");
    const page = await browser.openPage({ session: admin });
    let uploads = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith(playerPicture(user.id))) {
        uploads += 1;
      }
    });
    await page.goto(`/user/${user.id}/edit/general`);
    await visible(pictureGroup(page));
    await pictureInput(page).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await alertWith(page, "notes.txt is not a picture: choose a PNG, JPEG or WebP image.");
    // A file that claims to be an image but is not one.
    await pictureInput(page).setInputFiles({
      name: "broken.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a png at all"),
    });
    await alertWith(page, "broken.png could not be read as an image. Choose another file.");
    expect(uploads).toBe(0);
  });

  it("shows the signed-in user's own picture in the top bar", async () => {
    // The session wants the user's role to be their team's: a rep in a team of reps.
    const reps = await createTeam(admin, {
      title: uniqueTitle("Zz Pic reps"),
      parent: admin.team,
      role: "rep",
    });
    const username = uniqueName("zzpicself");
    const user = await createUser(admin, { username, team: reps.id, firstname: "Pic" });
    const name = `Pic ${username}`;
    const page = await browser.openPage({ session: admin });
    await page.goto("/users");
    await uploadUserPicture(admin, user.id, await drawnImage(page, "image/png", 64, 64));
    const self = await apiSignIn({
      username,
      password: "correct-horse-battery",
      role: "rep",
    });
    const own = await browser.openPage({ session: self });
    await own.goto("/user/me");
    const menuButton = own.getByRole("button", { name: `Profile menu for ${name}` });
    await visible(shownPicture(menuButton, name));
  });
});

describe("pictures that do not exist", () => {
  it("are not asked for: the record's has_picture decides, so the log has no 404", async () => {
    const prefix = uniqueName("zzbare");
    const withPicture = await createUser(admin, {
      username: `${prefix}a`,
      team: admin.team,
      firstname: "Pic",
    });
    const without = await createUser(admin, {
      username: `${prefix}b`,
      team: admin.team,
      firstname: "Pic",
    });
    const page = await browser.openPage({ session: admin });
    const pictures: { path: string; status: number }[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/assets\/players\/[^/]+\/player\.png$/.test(path)) {
        pictures.push({ path, status: response.status() });
      }
    });
    await page.goto("/users");
    await uploadUserPicture(admin, withPicture.id, await drawnImage(page, "image/png", 64, 64));

    await page.goto(`/users?q=${encodeURIComponent(prefix)}`);
    await visible(shownPicture(page, `Pic ${prefix}a`));
    await visible(fallback(page, `Pic ${prefix}b`));
    await page.goto(`/user/${without.id}`);
    await visible(page.getByRole("heading", { name: `Pic ${prefix}b`, level: 1 }));
    await visible(fallback(page, `Pic ${prefix}b`));
    await page.waitForLoadState("networkidle");

    expect(pictures).toContainEqual({ path: playerPicture(withPicture.id), status: 200 });
    expect(pictures.filter((picture) => picture.path === playerPicture(without.id))).toEqual([]);
    expect(pictures.filter((picture) => picture.status === 404)).toEqual([]);
  });
});

describe("a team's picture", () => {
  it("takes an SVG logo as it is and shows it on the profile", async () => {
    const title = uniqueTitle("Zz Logo");
    const team = await createTeam(admin, { title, parent: admin.team });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${team.id}/edit/general`);
    const group = await visible(pictureGroup(page));
    await visible(fallback(group, title));
    await pictureInput(page).setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(TEAM_LOGO_SVG),
    });
    await toast(page, `Picture updated for ${title}`);
    await visible(shownPicture(group, title));
    const stored = await readPicture(admin, `/api/teams/${team.id}/picture/`);
    expect(stored.type).toContain("image/svg+xml");
    expect(stored.bytes.toString("utf8")).toBe(TEAM_LOGO_SVG);

    await page.goto(`/team/${team.id}`);
    await visible(shownPicture(page.locator("main"), title));
  });
});
