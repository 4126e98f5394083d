/**
 * The submission fields a report may name, for one caller: the `/subs` list's fields (decision
 * 0020) the caller may see, with the kind `@canvass/sdk/reports` checks them by. JSON fields
 * are not reportable.
 */
import type { ReportFieldKind, ReportFieldLookup } from "@canvass/sdk/reports";
import type { Principal } from "../../auth/index.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import type { ListField } from "../accounts/list-spec.js";
import { hiddenGroups, isVisible } from "../accounts/visibility.js";

const KINDS: Readonly<Record<ListField["kind"], ReportFieldKind | undefined>> = {
  text: "text",
  number: "number",
  boolean: "boolean",
  timestamp: "date",
  date: "date",
  json: undefined,
};

export interface ReportFields {
  readonly kindOf: ReportFieldLookup;
  /** The field, when the caller may report on it. */
  readonly field: (name: string) => ListField | undefined;
}

export function reportFields(principal: Principal): ReportFields {
  const hidden = hiddenGroups(principal);
  const field = (name: string): ListField | undefined => {
    const found = ACCOUNT_LIST.fields.get(name);
    return found !== undefined && isVisible(found, hidden) && KINDS[found.kind] !== undefined
      ? found
      : undefined;
  };
  return {
    field,
    kindOf: (name) => {
      const found = field(name);
      return found === undefined ? undefined : KINDS[found.kind];
    },
  };
}
