/** The source code form's values, from and to the contract's shapes. */
import type { CallData } from "@canvass/sdk/client";
import { normalizeSourceCode } from "@canvass/sdk/admin";

export type SourceCodeRow = CallData<"listSourceCodes">["Result"][number];

export interface SourceCodeValues {
  name: string;
  code: string;
  campaign: string;
  description: string;
  ActiveFrom: string;
  ActiveTo: string;
}

export function sourceCodeValues(row?: SourceCodeRow): SourceCodeValues {
  return {
    name: row?.name ?? "",
    code: row?.code ?? "",
    campaign: row?.campaign ?? "",
    description: row?.description ?? "",
    ActiveFrom: row?.ActiveFrom ?? "",
    ActiveTo: row?.ActiveTo ?? "",
  };
}

/** The body of `createSourceCode`/`updateSourceCode`: trimmed, empty days as null. */
export function sourceCodeBody(values: SourceCodeValues) {
  const clean = normalizeSourceCode(values);
  return {
    name: clean.name,
    code: clean.code,
    campaign: clean.campaign,
    description: clean.description,
    ActiveFrom: clean.ActiveFrom === "" ? null : clean.ActiveFrom,
    ActiveTo: clean.ActiveTo === "" ? null : clean.ActiveTo,
  };
}
