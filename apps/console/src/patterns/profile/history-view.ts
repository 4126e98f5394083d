/**
 * History entries as the profile shows them: the action in the reader's words (an unknown action
 * as it is, per the contract), the time in their locale, each changed field by its name in the
 * reader's words, and each old and new value as short text people read: a team by its name (or
 * "a team you cannot see"), a role and a status by their glossary names, metadata as
 * "key: value" pairs, lists joined with commas; passwords never, raw ids and JSON never. The
 * reason the author gave (a batch edit's or change request's Reason, a QA review's comment) is
 * shown under the changes.
 */
import type { CallData } from "@canvass/sdk/client";
import { ROLES, type Role } from "@canvass/sdk/permissions";
import type { HistoryEntryView } from "@canvass/ui";
import { roleName, statusName } from "../../i18n/glossary";
import type { Translate } from "../../i18n/use-t";

export type HistoryEntry = CallData<"listHistory">["Result"][number];

const KNOWN_ACTIONS = [
  "create",
  "update",
  "delete",
  "activate",
  "deactivate",
  "move",
  "review",
  "transcribe",
  "resend",
];
/** Fields whose values are never shown, even if a server wrote them. */
const SECRET_FIELDS = /password|secret|token/i;

/** Fields whose name the console words itself (`history.field.<name>`); others show as they are. */
const KNOWN_FIELDS = [
  "firstname",
  "lastname",
  "username",
  "email",
  "role",
  "team",
  "status",
  "title",
  "parent",
  "campaigns",
  "permissions",
  "restrictions",
  "metadata",
];

/** How the history names what an id points at. */
export interface HistoryNames {
  /** A team's title, or "a team you cannot see". */
  readonly team: (id: string) => string;
}

const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** A value as short text: objects as "key: value" pairs, lists joined, nothing as "—". */
export function valueText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return "—";
  if (typeof value === "string") return value === "" ? "—" : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? "—" : value.map((item) => valueText(item) ?? "—").join(", ");
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "—";
  return entries.map(([key, item]) => `${key}: ${valueText(item) ?? "—"}`).join("; ");
}

/** A changed value in the reader's words, by what its field holds. */
export function changeValueText(
  field: string,
  value: unknown,
  t: Translate,
  names: HistoryNames,
): string | undefined {
  if ((field === "team" || field === "parent") && typeof value === "string" && value !== "") {
    return names.team(value);
  }
  if (field === "role" && isRole(value)) return roleName(t, value);
  if (field === "status" && (value === 0 || value === 1)) return statusName(t, value);
  return valueText(value);
}

function fieldText(field: string, t: Translate): string {
  return KNOWN_FIELDS.includes(field) ? t(`history.field.${field}`) : field;
}

export function historyEntryView(
  entry: HistoryEntry,
  t: Translate,
  formatWhen: (date: Date) => string,
  names: HistoryNames,
): HistoryEntryView {
  const action = KNOWN_ACTIONS.includes(entry.Action)
    ? t(`history.action.${entry.Action}`)
    : t("history.action.other", { action: entry.Action });
  const reason = entry.Reason?.trim() ?? "";
  return {
    id: entry.id,
    ...(reason === "" ? {} : { reason: t("history.reason", { reason }) }),
    when: formatWhen(new Date(entry.Created)),
    dateTime: entry.Created,
    author: t("history.by", { author: entry.AuthorName }),
    action,
    changes: entry.Changes.filter((change) => !SECRET_FIELDS.test(change.field)).map((change) => {
      const from = changeValueText(change.field, change.from, t, names);
      const to = changeValueText(change.field, change.to, t, names);
      return {
        field: fieldText(change.field, t),
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
      };
    }),
  };
}
