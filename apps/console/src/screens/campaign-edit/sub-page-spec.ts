/**
 * What one sub-page of the campaign editor is: how its values are loaded and saved, how the
 * SDK's rules check them first, and which form field a server problem's JSON pointer names.
 */
import type { EditorValues } from "@canvass/machines";
import type { SettingsProblem } from "@canvass/sdk/campaign-settings";
import type { CanvassClient, Result } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";
import type { ComponentType } from "react";

export interface SubPageContext {
  readonly client: CanvassClient;
  /** The campaign's id. */
  readonly id: string;
}

export interface SubPageFieldsProps {
  readonly values: EditorValues;
  /** Translated problems by field name. */
  readonly problems: Readonly<Record<string, string>>;
  readonly readOnly: boolean;
  readonly change: (field: string, value: unknown) => void;
}

export interface SubPageSpec {
  readonly load: (context: SubPageContext, signal?: AbortSignal) => Promise<EditorValues>;
  /** The SDK's problems of the values, each named by the document's JSON pointer. */
  readonly check: (values: EditorValues) => readonly SettingsProblem[];
  readonly save: (context: SubPageContext, values: EditorValues) => Promise<Result<unknown>>;
  /** The form field a problem's pointer names (`/kiosk/languages/1` → `languages`). */
  readonly fieldOf: (pointer: string) => string | undefined;
  readonly Fields: ComponentType<SubPageFieldsProps>;
}

/** What a sub-page with its own editor (not a `SubPageSpec`'s fields) is given. */
export interface OwnSubPageProps {
  /** The campaign's id. */
  readonly id: string;
  readonly canEdit: boolean;
  /** The campaign's title (the preview's title bar, the "last edited" shortcut). */
  readonly title: string;
}

/** A sub-page that runs its own flow (the form builder, decision 0031). */
export interface OwnSubPage {
  readonly Page: ComponentType<OwnSubPageProps>;
}

export type BuiltSubPage = SubPageSpec | OwnSubPage;

/** A pointer's first part after `prefix` (`/file/kiosk/idleResetSeconds` → `idleResetSeconds`). */
export function fieldAfter(prefixes: readonly string[]) {
  return (pointer: string): string | undefined => {
    for (const prefix of prefixes) {
      if (pointer.startsWith(`${prefix}/`)) {
        const field = pointer.slice(prefix.length + 1).split("/")[0] ?? "";
        return field === "" ? undefined : field;
      }
    }
    return undefined;
  };
}

/** The text of a number field as a number (`""` and anything else not a number are NaN). */
export function numberOf(text: unknown): number {
  if (typeof text === "number") return text;
  if (typeof text !== "string" || text.trim() === "") return Number.NaN;
  return Number(text.trim().replace(",", "."));
}

export const textOf = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * A sub-page whose values are fields of the campaign record itself: loaded with `getCampaign`,
 * checked by the SDK's rule on the update they make, saved with `updateCampaign`.
 */
export function campaignRecordPage<Update extends Schema<"CampaignUpdate">>(page: {
  readonly valuesOf: (campaign: Schema<"Campaign">) => EditorValues;
  readonly toUpdate: (values: EditorValues) => Update;
  readonly problems: (update: Update) => readonly SettingsProblem[];
  readonly Fields: ComponentType<SubPageFieldsProps>;
}): SubPageSpec {
  return {
    async load({ client, id }, signal) {
      const result = await client.call("getCampaign", {
        params: { path: { id } },
        ...(signal === undefined ? {} : { signal }),
      });
      if (!result.ok) throw result.error;
      return page.valuesOf(result.data);
    },
    check: (values) => page.problems(page.toUpdate(values)),
    save: ({ client, id }, values) =>
      client.call("updateCampaign", { params: { path: { id } }, body: page.toUpdate(values) }),
    fieldOf: fieldAfter([""]),
    Fields: page.Fields,
  };
}
