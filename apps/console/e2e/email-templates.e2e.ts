/**
 * `/templates` end to end (issue 24's acceptance): an admin creates a template, writes a version
 * with a merge variable and a block, previews it at phone width, writes a second version and
 * activates it, clones and renames the template, and is refused deleting it while a campaign
 * task sends it. What the server stored is read back through the API.
 */
import type { Schema } from "@canvass/sdk/contract";
import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";

type Template = Schema<"EmailTemplate">;
type TemplateList = Schema<"EmailTemplateList">;

const browser = browserFixture();
/** CodeMirror's autocompletion `interactionDelay` (its default; CodeMirrorBody sets none). */
const COMPLETION_INTERACTION_DELAY_MS = 75;
const stamp = Date.now().toString(36);
const blockName = `e2e-sign-${stamp}`;
const templateName = `E2E receipt ${stamp}`;

let admin: SignedIn;
let root: SignedIn;

async function send(session: SignedIn, method: string, path: string, body: unknown) {
  const answer = await fetch(`${e2eEnv().baseUrl}/api${path}`, {
    method,
    headers: { authorization: authorization(session), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${String(answer.status)}`);
  return (await answer.json()) as { id: string };
}

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  root = await apiSignIn(loginOf("root"));
  await send(admin, "POST", "/emails/blocks/", {
    name: blockName,
    kind: "signature",
    locale: "en",
    content: "<p>Warm regards, the Canvass team</p>",
  });
});

async function templatesNamed(name: string): Promise<Template[]> {
  const list = await apiGet<TemplateList>(
    admin,
    `/emails/templates/?q=${encodeURIComponent(name)}`,
  );
  return list.Result.filter((row) => row.name === name);
}

/** A seeded submission with an e-mail whose first name is not the sample values' "Ada". */
async function sampleDonor(): Promise<{ ID: string; FirstName: string; Email: string }> {
  const page = await apiGet<{ Accounts: { ID: string; FirstName?: string; Email?: string }[] }>(
    admin,
    "/query/accounts/?PageSize=50&Fields=ID,FirstName,Email&Sort=-Received",
  );
  const found = page.Accounts.find(
    (row) => row.FirstName !== undefined && row.FirstName !== "Ada" && (row.Email ?? "") !== "",
  );
  if (found?.FirstName === undefined || found.Email === undefined) throw new Error("no donor");
  return { ID: found.ID, FirstName: found.FirstName, Email: found.Email };
}

async function nameDialog(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  const field = await visible(dialog.getByRole("textbox", { name: "Name" }));
  await field.fill(name);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
}

async function writeVersion(page: Page, subject: string, body?: string): Promise<void> {
  const editor = page.getByRole("region", { name: "Version editor" });
  await (await visible(editor.getByRole("textbox", { name: "Subject" }))).fill(subject);
  if (body !== undefined) await (await codeEditor(page)).fill(body);
  await editor.getByRole("button", { name: "Create version" }).click();
}

/** The body's CodeMirror editor (its lazily loaded chunk has replaced the plain text area). */
async function codeEditor(page: Page) {
  const editor = page.getByRole("region", { name: "Version editor" });
  await visible(editor.locator('[data-slot="code-editor"]'));
  return editor.getByRole("textbox", { name: "Body (HTML or MJML)" });
}

describe("e-mail templates", () => {
  it("creates, versions with a variable and a block, previews on a phone, activates, clones, renames, and refuses deleting a used one", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/templates");
    await (await visible(page.getByRole("button", { name: "Create template" }))).click();
    await nameDialog(page, templateName);
    await page.waitForURL(/\/templates\/[^/]+\/version\/new$/);
    const [created] = await templatesNamed(templateName);
    expect(created).toBeDefined();
    const id = created?.id ?? "";

    // Version 1: a variable and a block; the first version activates itself.
    await writeVersion(
      page,
      "Thank you {{ FirstName }}",
      `<p>Dear {{ FirstName }}, thank you.</p>\n{% include "${blockName}" %}`,
    );
    await page.waitForURL(new RegExp(`/templates/${id}/version/1$`));
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const frame = page.frameLocator('iframe[title="Preview of version 1"]');
    await visible(frame.getByText("Dear Ada, thank you."));
    await visible(frame.getByText("Warm regards, the Canvass team"));
    await visible(page.getByText("Thank you Ada"));
    await page.getByRole("button", { name: "Phone", exact: true }).click();
    const iframe = page.locator('iframe[title="Preview of version 1"]');
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(375);
    expect(await iframe.getAttribute("data-device")).toBe("phone");
    expect(await iframe.getAttribute("sandbox")).toBe("");

    // Sample data from a chosen submission instead of the sample values.
    const donor = await sampleDonor();
    await page.getByRole("searchbox", { name: "Find a submission" }).fill(donor.Email);
    await page.getByRole("searchbox", { name: "Find a submission" }).press("Enter");
    await page.getByRole("combobox", { name: "Preview with the data of" }).click();
    await page.getByRole("option", { name: new RegExp(`\\(${donor.ID}\\)$`) }).click();
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await visible(frame.getByText(`Dear ${donor.FirstName}, thank you.`));

    // Version 2, then activated from the version list.
    await page.getByRole("button", { name: "New version", exact: true }).click();
    await page.waitForURL(new RegExp(`/templates/${id}/version/new$`));
    // The address changes before the new version's editor replaces version 1's, which has a body
    // editor too: type only once the new one is drawn (only it offers "Create version").
    await visible(
      page
        .getByRole("region", { name: "Version editor" })
        .getByRole("button", { name: "Create version", exact: true }),
    );
    // Written from the keyboard in CodeMirror: `{{` opens the variable picker, Enter picks.
    const body = await codeEditor(page);
    await body.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Version two for {{ Fir");
    await visible(page.getByRole("option", { name: "FirstName" }));
    // CodeMirror ignores Enter for its `interactionDelay` (75 ms) after the list opens, so a
    // press that soon is a newline, as it is for a person. Under load the list can open only
    // once the typing is done: wait out the delay from the moment the list is seen, as a
    // person reading it would (the list opened before it was seen, so this always suffices).
    await sleep(COMPLETION_INTERACTION_DELAY_MS + 50);
    await page.keyboard.press("Enter");
    await page.keyboard.type(" }}");
    await writeVersion(page, "Thanks again {{ FirstName }}");
    await page.waitForURL(new RegExp(`/templates/${id}/version/2$`));
    const second = await apiGet<Schema<"EmailTemplateVersion">>(
      admin,
      `/emails/templates/${id}/versions/2/`,
    );
    expect(second.html).toBe("Version two for {{ FirstName }}");
    const versions = page.getByRole("list", { name: "Versions" });
    await (await visible(versions.getByRole("button", { name: "Activate Version 2" }))).click();
    await expect.poll(async () => (await templatesNamed(templateName))[0]?.activeVersion).toBe(2);
    await visible(versions.getByRole("button", { name: "Activate Version 1" }));

    // Clone, then rename the copy.
    const copyName = `${templateName} copy`;
    const renamed = `${templateName} (spring)`;
    await page.goto("/templates");
    await page.getByRole("searchbox").first().fill(templateName);
    await (
      await visible(page.getByRole("button", { name: `Clone ${templateName}`, exact: true }))
    ).click();
    await nameDialog(page, copyName);
    await expect.poll(async () => (await templatesNamed(copyName)).length).toBe(1);
    const [copy] = await templatesNamed(copyName);
    expect(copy?.versions.map((version) => version.v)).toEqual([1, 2]);
    expect(copy?.id).not.toBe(id);
    await (await visible(page.getByRole("button", { name: `Rename ${copyName}` }))).click();
    await nameDialog(page, renamed);
    await expect.poll(async () => (await templatesNamed(renamed)).length).toBe(1);
    expect(await templatesNamed(copyName)).toEqual([]);

    // A campaign task sends the original: deleting it is refused, and the dialog says so.
    const campaign = await send(admin, "PUT", "/campaigns/", { title: `E2E mail ${stamp}` });
    await send(root, "POST", `/campaigns/${campaign.id}/tasks/`, {
      raw_processes: [{ type: "sendReceipt", settings: `emails/templates/${id}/` }],
    });
    await page.getByRole("button", { name: `Delete ${templateName}`, exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await visible(
      confirm.getByText("A campaign task still sends this template: change that task first."),
    );
    expect(await templatesNamed(templateName)).toHaveLength(1);
  });
});
