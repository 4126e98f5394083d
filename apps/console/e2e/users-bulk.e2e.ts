/**
 * Creating users in bulk (/users/bulk) end to end against the real server: a generated CSV of
 * 1 000 users with 3 bad rows (a taken username, a bad e-mail address, a role above the
 * operator's) previews each bad row and field and creates the 997 others; "all or nothing"
 * creates nothing when one row is bad; an XLSX workbook (Spanish headers) and pasted CSV text
 * (French headers, semicolons) work the same way; a check answered with a 500 and a create cut
 * off by a lost connection keep everything (the preview cannot be left while creating) and a retry
 * succeeds; the report CSV says what became of each row. Every test makes its own team
 * and counts the users in it, so the order of the tests and other files do not matter.
 */
import { parseCsvTable } from "@canvass/sdk/bulk";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { alertWith, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { csvText, generatedUsers, withChange, xlsxWorkbook } from "./support/bulk-files";
import {
  BULK_TIMEOUT_MS,
  chooseDefaultTeam,
  continueToColumns,
  continueToPreview,
  createBulkTeam,
  expectChecked,
  openBulkPage,
  playersInTeam,
  previewRow,
  problemOf,
  uploadFile,
} from "./support/bulk-page";

const browser = browserFixture();

const ENGLISH_HEADER = ["Username", "Email", "First name", "Last name", "Role"];
const FIELDS = ["username", "email", "firstname", "lastname", "role"] as const;
const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

/** A prefix and a team no other test uses. */
async function fresh(name: string): Promise<{ prefix: string; title: string; team: string }> {
  const prefix = `zzbulk${name}${Date.now().toString(36)}`;
  const title = `Bulk ${prefix}`;
  return { prefix, title, team: await createBulkTeam(admin, title) };
}

describe("bulk creation", () => {
  it(
    "previews the 3 bad rows of 1 000 by line and field, and creates the 997 valid ones",
    async () => {
      const { prefix, title, team } = await fresh("k");
      // Lines in the file are index + 2 (the header is line 1).
      let users = generatedUsers(prefix, 1000);
      users = withChange(users, 10, { username: loginOf("rep").username });
      users = withChange(users, 500, { email: "not-an-email" });
      users = withChange(users, 998, { role: "root" });
      const file = Buffer.from(csvText(ENGLISH_HEADER, FIELDS, users));

      const page = await browser.openPage({ session: admin });
      await openBulkPage(page);
      await uploadFile(page, "thousand.csv", CSV, file);
      await continueToColumns(page, "1,000 users read from thousand.csv.");
      // The headers were recognised; only the team is missing until a default is chosen.
      expect(await page.getByRole("combobox", { name: "Email (required)" }).inputValue()).toBe("1");
      await chooseDefaultTeam(page, title);
      await continueToPreview(page);
      await expectChecked(page, "1,000 rows: 997 valid, 3 with problems.", "Create 997 users");

      await page.getByRole("button", { name: "With problems (3)" }).click();
      await expect
        .poll(() => page.locator('[data-slot="bulk-line"]').allTextContents())
        .toEqual(["12", "502", "1000"]);
      expect(await problemOf(page, 12, "username")).toBe("Another user already has this username.");
      expect(await problemOf(page, 12, "email")).toBe("");
      expect(await problemOf(page, 502, "email")).toBe("Not a valid email address.");
      expect(await problemOf(page, 1000, "role")).toBe("Not a role you may give.");
      expect(await previewRow(page, 1000).getByText("1 problem").count()).toBe(1);

      await page.getByRole("button", { name: "Create 997 users" }).click();
      await visible(page.getByRole("heading", { name: "Result", level: 2 }));
      await visible(page.getByText("997 users created, 3 rows refused."));
      expect(await playersInTeam(admin, team)).toBe(997);
      const link = page.getByRole("link", { name: `${prefix}u0001`, exact: true });
      expect(await link.getAttribute("href")).toMatch(/^\/user\/[A-Za-z0-9]+$/);

      // The report: one line per row, what became of it, and why a row was refused.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download the report (CSV)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("users-bulk-report.csv");
      // The browser may run elsewhere: the file comes as a stream.
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const report = parseCsvTable(
        Buffer.concat(chunks)
          .toString("utf8")
          .replace(/^\uFEFF/, ""),
      );
      expect(report.header).toEqual([
        "Line",
        "Username",
        "Email",
        "First name",
        "Last name",
        "Outcome",
        "User id",
        "Reasons",
      ]);
      expect(report.rows).toHaveLength(1000);
      expect(report.rows.filter((row) => row[5] === "Created")).toHaveLength(997);
      const refused = report.rows.filter((row) => row[5] === "Refused");
      expect(refused.map((row) => [row[0], row[6], row[7]])).toEqual([
        ["12", "", "Username: Another user already has this username."],
        ["502", "", "Email: Not a valid email address."],
        ["1000", "", "Role: Not a role you may give."],
      ]);
      expect(report.rows[0]?.[1]).toBe(`${prefix}u0001`);
      expect(report.rows[0]?.[6]).toBe((await link.getAttribute("href"))?.slice("/user/".length));
    },
    BULK_TIMEOUT_MS * 3,
  );

  it("creates nothing in 'all or nothing' when one row is bad", async () => {
    const { prefix, title, team } = await fresh("a");
    const users = withChange(generatedUsers(prefix, 5), 3, { email: `${prefix}@@example.org` });
    const page = await browser.openPage({ session: admin });
    await openBulkPage(page);
    await uploadFile(page, "five.csv", CSV, Buffer.from(csvText(ENGLISH_HEADER, FIELDS, users)));
    await continueToColumns(page, "5 users read from five.csv.");
    await chooseDefaultTeam(page, title);
    await continueToPreview(page);
    await expectChecked(page, "5 rows: 4 valid, 1 with problems.", "Create 4 users");
    await page.getByRole("radio", { name: "All or nothing" }).check();
    await page.getByRole("button", { name: "Create 5 users" }).click();
    await alertWith(page, "Nothing was created: 1 row has a problem.");
    expect(await problemOf(page, 5, "email")).toBe("Not a valid email address.");
    expect(await playersInTeam(admin, team)).toBe(0);
  });

  it("reads an XLSX workbook with Spanish headers", async () => {
    const { prefix, title, team } = await fresh("x");
    const users = generatedUsers(prefix, 3);
    const workbook = xlsxWorkbook([
      ["Usuario", "Correo electrónico", "Nombre", "Apellido", "Rol", "Equipo"],
      ...users.map((user) => [
        user.username,
        user.email,
        user.firstname,
        user.lastname,
        "Rep",
        title,
      ]),
    ]);
    const page = await browser.openPage({ session: admin });
    await openBulkPage(page);
    await uploadFile(page, "usuarios.xlsx", XLSX, workbook);
    await continueToColumns(page, "3 users read from usuarios.xlsx.");
    // Every field but the password was guessed; the team comes from the file, by title.
    expect(await page.getByRole("combobox", { name: "Team (required)" }).inputValue()).toBe("5");
    await continueToPreview(page);
    await expectChecked(page, "3 rows: 3 valid, 0 with problems.", "Create 3 users");
    await page.getByRole("button", { name: "Create 3 users" }).click();
    await visible(page.getByText("3 users created, no row refused."));
    expect(await playersInTeam(admin, team)).toBe(3);
  });

  it("takes pasted CSV text with French headers and semicolons", async () => {
    const { prefix, title, team } = await fresh("p");
    const users = generatedUsers(prefix, 2);
    const text = csvText(
      ["Nom d'utilisateur", "Courriel", "Prénom", "Nom", "Rôle"],
      FIELDS,
      users,
      ";",
    );
    const page = await browser.openPage({ session: admin });
    await openBulkPage(page);
    await page.getByRole("button", { name: "Paste text instead" }).click();
    await page.getByRole("textbox", { name: "Users as CSV text" }).fill(text);
    await page.getByRole("button", { name: "Use this text" }).click();
    await continueToColumns(page, "2 users read from the pasted text.");
    await chooseDefaultTeam(page, title);
    await continueToPreview(page);
    await expectChecked(page, "2 rows: 2 valid, 0 with problems.", "Create 2 users");
    await page.getByRole("button", { name: "Create 2 users" }).click();
    await visible(page.getByText("2 users created, no row refused."));
    expect(await playersInTeam(admin, team)).toBe(2);
  });

  it("keeps everything through a 500 on the check and a lost connection on create", async () => {
    const { prefix, title, team } = await fresh("f");
    const users = generatedUsers(prefix, 4);
    const page = await browser.openPage({ session: admin });
    let checks = 0;
    await page.route("**/api/players/bulk/check/", async (route) => {
      checks += 1;
      if (checks > 1) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: "application/problem+json",
        body: JSON.stringify({ type: "about:blank", title: "Internal error", status: 500 }),
      });
    });
    let creates = 0;
    /** Whether "Back" could be pressed while the first creation was out. */
    let backWhileCreating: boolean | undefined;
    await page.route("**/api/players/bulk/", async (route) => {
      creates += 1;
      if (creates > 1) return route.continue();
      backWhileCreating = await page.getByRole("button", { name: "Back", exact: true }).isEnabled();
      return route.abort("connectionreset");
    });

    await openBulkPage(page);
    await uploadFile(page, "four.csv", CSV, Buffer.from(csvText(ENGLISH_HEADER, FIELDS, users)));
    await continueToColumns(page, "4 users read from four.csv.");
    await chooseDefaultTeam(page, title);
    await continueToPreview(page);
    const checkFailure = await alertWith(page, "The rows could not be checked.");
    await visible(
      checkFailure.getByText("The server answered with an error (500).", { exact: false }),
    );
    // Nothing was lost: the rows are still listed; Retry sends them again.
    await visible(page.getByText("4 rows: 4 valid, 0 with problems."));
    await checkFailure.getByRole("button", { name: "Try again" }).click();
    await expectChecked(page, "4 rows: 4 valid, 0 with problems.", "Create 4 users");
    expect(checks).toBe(2);
    // The mapping and the default team are still set; the check is not repeated needlessly.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await visible(page.getByText(title, { exact: true }));
    expect(await page.getByRole("combobox", { name: "Username (required)" }).inputValue()).toBe(
      "0",
    );
    await continueToPreview(page);
    await expectChecked(page, "4 rows: 4 valid, 0 with problems.", "Create 4 users");
    expect(checks).toBe(2);

    await page.getByRole("button", { name: "Create 4 users" }).click();
    const createFailure = await alertWith(page, "The users could not be created.");
    // The preview cannot be left while users are being created.
    expect(backWhileCreating).toBe(false);
    expect(await playersInTeam(admin, team)).toBe(0);
    await createFailure.getByRole("button", { name: "Try again" }).click();
    await visible(page.getByText("4 users created, no row refused."));
    expect(await playersInTeam(admin, team)).toBe(4);
  });
});
