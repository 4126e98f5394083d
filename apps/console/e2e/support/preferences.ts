/**
 * A user's saved preferences through the API: what the console saved (language, `menu.sorting`),
 * and a way to put them back as they were after a test that changes them, so the seeded users
 * stay as other test files expect them.
 */
import type { Schema } from "@canvass/sdk/contract";
import { apiGet, authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

export type Preferences = Schema<"PlayerPreferences">;

const preferencesPath = (session: SignedIn) => `/players/${session.player}/preferences/`;

export function readPreferences(session: SignedIn): Promise<Preferences> {
  return apiGet<Preferences>(session, preferencesPath(session));
}

/** Replaces the user's whole preferences object. */
export async function replacePreferences(
  session: SignedIn,
  preferences: Preferences,
): Promise<void> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api${preferencesPath(session)}`, {
    method: "PUT",
    headers: { authorization: authorization(session), "content-type": "application/json" },
    body: JSON.stringify(preferences),
  });
  if (answer.status !== 200) throw new Error(`PUT preferences: HTTP ${answer.status}`);
}

/** The preferences without a saved menu order: the menu then shows its default order. */
export function withoutMenuOrder(preferences: Preferences): Preferences {
  const { menu, ...rest } = preferences;
  if (menu === undefined) return rest;
  const menuRest = Object.fromEntries(Object.entries(menu).filter(([key]) => key !== "sorting"));
  return Object.keys(menuRest).length === 0 ? rest : { ...rest, menu: menuRest };
}
