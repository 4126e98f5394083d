/**
 * History entries as the profile shows them: the action in the reader's words (an unknown action
 * as it is, per the contract), the time in their locale, and each change's old and new value as
 * short text (objects and lists as JSON, passwords never).
 */
import type { CallData } from "@canvass/sdk/client";
import type { HistoryEntryView } from "@canvass/ui";
import type { Translate } from "../../i18n/use-t";

export type HistoryEntry = CallData<"listHistory">["Result"][number];

const KNOWN_ACTIONS = ["create", "update", "delete", "activate", "deactivate", "move"];
/** Fields whose values are never shown, even if a server wrote them. */
const SECRET_FIELDS = /password|secret|token/i;

export function valueText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return "—";
  if (typeof value === "string") return value === "" ? "—" : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export function historyEntryView(
  entry: HistoryEntry,
  t: Translate,
  formatWhen: (date: Date) => string,
): HistoryEntryView {
  const action = KNOWN_ACTIONS.includes(entry.Action)
    ? t(`history.action.${entry.Action}`)
    : t("history.action.other", { action: entry.Action });
  return {
    id: entry.id,
    when: formatWhen(new Date(entry.Created)),
    dateTime: entry.Created,
    author: t("history.by", { author: entry.AuthorName }),
    action,
    changes: entry.Changes.filter((change) => !SECRET_FIELDS.test(change.field)).map((change) => {
      const from = valueText(change.from);
      const to = valueText(change.to);
      return {
        field: change.field,
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
      };
    }),
  };
}
