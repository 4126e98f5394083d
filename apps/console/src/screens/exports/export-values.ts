/**
 * The export editor's draft and its conversions: columns as editable rows (arguments as one
 * `|`-separated text), the contract's body built from them, and the SDK's problems
 * (`validateExportColumns`, the rule the server runs) placed on the column they name.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sortableFields } from "@canvass/sdk/contract";
import {
  validateExportColumns,
  type ExportColumn,
  type ExportColumnType,
  type ExportProblem,
} from "@canvass/sdk/exports";

export type ExportBody = Schema<"Export">;
export type ExportFormat = Schema<"ExportFormat">;

/** The submission fields a column may name: the `/subs` list's fields. */
export const EXPORT_FIELD_NAMES: readonly string[] = sortableFields.queryAccounts.fields;
const KNOWN = new Set(EXPORT_FIELD_NAMES);
export const isKnownExportField = (name: string): boolean => KNOWN.has(name);

export interface ColumnDraft {
  /** A stable key for React and drag (not sent). */
  readonly key: string;
  readonly type: ExportColumnType;
  readonly header: string;
  readonly value: string;
  readonly field: string;
  readonly fn: string;
  readonly args: string;
}

let nextKey = 0;
export function newColumnKey(): string {
  nextKey += 1;
  return `c${String(nextKey)}`;
}

export function emptyColumn(type: ExportColumnType = "field"): ColumnDraft {
  return { key: newColumnKey(), type, header: "", value: "", field: "ID", fn: "upper", args: "" };
}

export function columnDrafts(columns: readonly ExportColumn[]): ColumnDraft[] {
  return columns.map((column) => ({
    ...emptyColumn(column.type),
    header: column.header,
    ...(column.type === "set" ? { value: column.value } : {}),
    ...(column.type === "field" ? { field: column.field } : {}),
    ...(column.type === "function"
      ? { fn: column.function, args: (column.args ?? []).map(String).join("|") }
      : {}),
  }));
}

export type ExportField = Schema<"ExportField">;

export function exportColumns(drafts: readonly ColumnDraft[]): ExportField[] {
  return drafts.map((draft): ExportField => {
    switch (draft.type) {
      case "blank":
        return { type: "blank", header: draft.header };
      case "set":
        return { type: "set", header: draft.header, value: draft.value };
      case "field":
        return { type: "field", header: draft.header, field: draft.field };
      case "function":
        return {
          type: "function",
          header: draft.header,
          function: draft.fn,
          args: draft.args === "" ? [] : draft.args.split("|"),
        };
    }
  });
}

/** Which part of a column a problem is about. */
export type ColumnPart = "header" | "value" | "field" | "function" | "args";

export interface ColumnProblem {
  readonly index: number;
  readonly part: ColumnPart;
  readonly code: string;
}

/** `/Fields/2/args/1` → column 2, its arguments; `undefined` for a pointer elsewhere. */
export function columnProblemOf(pointer: string, code: string): ColumnProblem | undefined {
  const match = /^\/Fields\/(\d+)\/([a-z]+)/.exec(pointer);
  if (match === null) return undefined;
  const part = match[2] === "type" ? "header" : match[2];
  if (!["header", "value", "field", "function", "args"].includes(part ?? "")) return undefined;
  return { index: Number(match[1]), part: part as ColumnPart, code };
}

/** The SDK's problems of the drafts (empty headers included), by column. */
export function columnProblems(drafts: readonly ColumnDraft[]): ColumnProblem[] {
  const found: ColumnProblem[] = drafts.flatMap((draft, index) =>
    draft.header.trim() === "" ? [{ index, part: "header" as const, code: "required" }] : [],
  );
  const problems: ExportProblem[] = validateExportColumns(
    exportColumns(drafts),
    isKnownExportField,
  );
  for (const problem of problems) {
    const at =
      problem.field === "/Fields"
        ? { index: -1, part: "header" as const, code: problem.code }
        : columnProblemOf(problem.field, problem.code);
    if (at !== undefined) found.push(at);
  }
  return found;
}

export type DeliveryMethod = "download" | "email" | "sftp";

export interface DeliveryDraft {
  readonly method: DeliveryMethod;
  readonly host: string;
  readonly port: string;
  readonly username: string;
  readonly password: string;
  /** A private key to sign in with (decision 0057); empty keeps the stored one. */
  readonly privateKey: string;
  /** The passphrase of a protected private key (decision 0064); empty: none, or the stored one. */
  readonly passphrase: string;
  /** The pinned host key fingerprint (`SHA256:…`); empty trusts any host key. */
  readonly hostKey: string;
  readonly path: string;
  readonly recipients: string;
}

export function deliveryDraft(delivery: ExportBody["Delivery"] | undefined): DeliveryDraft {
  const base: DeliveryDraft = {
    method: "download",
    host: "",
    port: "22",
    username: "",
    password: "",
    privateKey: "",
    passphrase: "",
    hostKey: "",
    path: "/",
    recipients: "",
  };
  if (delivery === undefined) return base;
  if (delivery.method === "sftp") {
    return {
      ...base,
      method: "sftp",
      host: delivery.sftp.host,
      port: String(delivery.sftp.port),
      username: delivery.sftp.username,
      path: delivery.sftp.path,
      hostKey: delivery.sftp.hostKey ?? "",
    };
  }
  if (delivery.method === "email") {
    return { ...base, method: "email", recipients: delivery.recipients.join(", ") };
  }
  return base;
}

export function deliveryBody(draft: DeliveryDraft): ExportBody["Delivery"] {
  if (draft.method === "sftp") {
    return {
      method: "sftp",
      sftp: {
        host: draft.host.trim(),
        port: Number(draft.port) || 22,
        username: draft.username.trim(),
        path: draft.path.trim(),
        ...(draft.password === "" ? {} : { password: draft.password }),
        ...(draft.privateKey.trim() === "" ? {} : { privateKey: draft.privateKey.trim() + "\n" }),
        ...(draft.passphrase === "" ? {} : { privateKeyPassphrase: draft.passphrase }),
        ...(draft.hostKey.trim() === "" ? {} : { hostKey: draft.hostKey.trim() }),
      },
    };
  }
  if (draft.method === "email") {
    const recipients = draft.recipients
      .split(/[,;\s]+/)
      .map((value) => value.trim())
      .filter((value) => value !== "");
    return { method: "email", recipients };
  }
  return { method: "download" };
}
