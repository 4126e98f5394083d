/**
 * The /tree screen in a page, found the way a person finds it (en-CA names): the tree, a team's
 * node by its title (its name goes on with the role and counts), its Move… action, the search,
 * the picker and the confirmation.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Locator, Page } from "playwright-core";
import { visible } from "./console-page";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const tree = (page: Page): Locator =>
  page.getByRole("tree", { name: "Team hierarchy", exact: true });

/** A team's node, by its exact title. */
export const teamNode = (page: Page, title: string): Locator =>
  tree(page).getByRole("treeitem", { name: new RegExp(`^${escape(title)} `) });

export const moveAction = (page: Page, title: string): Locator =>
  tree(page).getByRole("button", { name: `Move ${title}…`, exact: true });

export const searchBox = (page: Page): Locator =>
  page.getByRole("searchbox", { name: "Search teams", exact: true });

export const picker = (page: Page, title: string): Locator =>
  page.getByRole("dialog", { name: `Move ${title}`, exact: true });

/** A choice of the picker, by the team's exact title. */
export const pickerChoice = (dialog: Locator, title: string): Locator =>
  dialog.getByRole("button", { name: new RegExp(`^${escape(title)}(?: |$)`) });

export const confirmation = (page: Page): Locator =>
  page.getByRole("alertdialog", { name: "Move this team?", exact: true });

/** Opens /tree and waits for the tree. */
export async function openTree(page: Page, query = ""): Promise<void> {
  await page.goto(query === "" ? "/tree" : `/tree?q=${encodeURIComponent(query)}`);
  await visible(tree(page));
}

/** What a node says after its title: the role, then the counts (en-CA). */
export function nodeName(node: Schema<"TeamTreeNode">, role: string): string {
  const plural = (count: number, one: string, other: string) =>
    `${count.toLocaleString("en-CA")} ${count === 1 ? one : other}`;
  return [
    node.title,
    role,
    [
      plural(node.players, "user", "users"),
      `${node.activePlayers.toLocaleString("en-CA")} active`,
      plural(node.subteams, "sub-team", "sub-teams"),
    ].join(" · "),
  ].join(" ");
}

/** The level (`aria-level`) of a node, as a number. */
export async function levelOf(node: Locator): Promise<number> {
  return Number(await node.getAttribute("aria-level"));
}

/** The role badges in en-CA. */
export const ROLE_NAMES: Readonly<Record<Schema<"TeamTreeNode">["role"], string>> = {
  root: "Root",
  admin: "Admin",
  manager: "Manager",
  client: "Client",
  callcenter: "Call centre",
  rep: "Rep",
};
