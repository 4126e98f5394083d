/**
 * The export definition form. The columns are checked with the SDK's rule as they are typed
 * (problems under the part they name); the server runs the same rule, and its 422 lands in the
 * same places. Create goes on to `/export/{id}`; a save of a saved export stays.
 */
import type { ClientError } from "@canvass/sdk/client";
import { Button, Card } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { FormFailure, saveFailureOf, type SaveFailure } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { ColumnsEditor } from "./ColumnsEditor";
import { DeliveryFields, type KeyPart } from "./DeliveryFields";
import { ExportPreview } from "./ExportPreview";
import {
  columnDrafts,
  columnProblemOf,
  columnProblems,
  deliveryBody,
  deliveryDraft,
  emptyColumn,
  exportColumns,
  type ColumnDraft,
  type ColumnProblem,
  type ExportBody,
  type ExportFormat,
} from "./export-values";

const INPUT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";

function serverColumnProblems(error: ClientError): ColumnProblem[] {
  if (!("problem" in error)) return [];
  const entries = (error.problem as { errors?: { field: string; code: string }[] } | undefined)
    ?.errors;
  return (entries ?? []).flatMap((entry) => {
    const at = columnProblemOf(entry.field, entry.code);
    return at === undefined ? [] : [at];
  });
}

/**
 * Which of the SFTP private key and its passphrase the server refused (a 400 or 422 naming it),
 * if any (decisions 0057, 0064).
 */
function refusedKeyPart(error: ClientError): KeyPart | undefined {
  if (!("problem" in error)) return undefined;
  const entries = (error.problem as { errors?: { field: string }[] } | undefined)?.errors ?? [];
  if (entries.some((entry) => entry.field.endsWith("/privateKeyPassphrase"))) return "passphrase";
  if (entries.some((entry) => entry.field.endsWith("/privateKey"))) return "privateKey";
  return undefined;
}

export function ExportForm({
  saved,
  readOnly,
  formats,
  onSaved,
}: {
  readonly saved?: ExportBody;
  readonly readOnly: boolean;
  readonly formats: readonly ExportFormat[];
  readonly onSaved?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const [description, setDescription] = useState(saved?.Description ?? "");
  const [format, setFormat] = useState<ExportFormat>(saved?.Format ?? "csv");
  const [delivery, setDelivery] = useState(deliveryDraft(saved?.Delivery));
  const [columns, setColumns] = useState<ColumnDraft[]>(
    saved === undefined ? [{ ...emptyColumn("field"), header: "ID" }] : columnDrafts(saved.Fields),
  );
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | undefined>(undefined);
  const [serverProblems, setServerProblems] = useState<ColumnProblem[]>([]);
  const [keyRefused, setKeyRefused] = useState<KeyPart | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);

  const problems = useMemo(() => columnProblems(columns), [columns]);
  // The rule's problems show as soon as they appear; an empty header only after a save attempt.
  const shown = [
    ...problems.filter((problem) => touched || problem.code !== "required"),
    ...serverProblems,
  ];
  const descriptionError =
    (touched && description.trim() === "" ? t("exports.problem.required") : undefined) ??
    failure?.fields.Description;
  const cols = useMemo(() => exportColumns(columns), [columns]);

  const submit = async () => {
    setTouched(true);
    setServerProblems([]);
    if (problems.length > 0 || description.trim() === "") return;
    setSubmitting(true);
    const body = {
      Description: description.trim(),
      Fields: cols,
      Format: format,
      Delivery: deliveryBody(delivery),
    };
    const result =
      saved === undefined
        ? await client.call("createExport", { body })
        : await client.call("updateExport", { params: { path: { id: saved.ID } }, body });
    setSubmitting(false);
    if (!result.ok) {
      setFailure(saveFailureOf(result.error, ["Description", "Format", "Delivery"], t));
      setKeyRefused(refusedKeyPart(result.error));
      setServerProblems(serverColumnProblems(result.error));
      return;
    }
    setFailure(undefined);
    setKeyRefused(undefined);
    notify({ title: t("exports.saved", { name: result.data.Description }), severity: "success" });
    if (saved === undefined) void navigate(`/export/${encodeURIComponent(result.data.ID)}`);
    else onSaved?.();
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="export-description" className="text-sm font-medium">
              {t("exports.field.description")}
            </label>
            <input
              id="export-description"
              className={INPUT}
              value={description}
              readOnly={readOnly}
              required
              maxLength={200}
              aria-invalid={descriptionError === undefined ? undefined : true}
              aria-describedby={
                descriptionError === undefined ? undefined : "export-description-error"
              }
              onChange={(event) => {
                setDescription(event.target.value);
              }}
            />
            {descriptionError === undefined ? null : (
              <p id="export-description-error" className="text-xs text-danger-text">
                {descriptionError}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="export-format" className="text-sm font-medium">
              {t("exports.field.format")}
            </label>
            <select
              id="export-format"
              className={INPUT}
              value={format}
              disabled={readOnly}
              onChange={(event) => {
                setFormat(event.target.value as ExportFormat);
              }}
            >
              {formats.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4">
          <DeliveryFields
            value={delivery}
            readOnly={readOnly}
            hasStoredPassword={saved?.Delivery.method === "sftp"}
            keyError={keyRefused === "privateKey" ? t("exports.sftp.keyRefused") : undefined}
            passphraseError={
              keyRefused === "passphrase" ? t("exports.sftp.passphraseRefused") : undefined
            }
            onChange={(next) => {
              if (
                next.privateKey !== delivery.privateKey ||
                next.passphrase !== delivery.passphrase
              )
                setKeyRefused(undefined);
              setDelivery(next);
            }}
          />
        </div>
      </Card>
      <Card title={t("exports.columns.title")}>
        <ColumnsEditor
          columns={columns}
          problems={shown}
          readOnly={readOnly}
          onChange={(next) => {
            setColumns(next);
            setServerProblems([]);
          }}
        />
      </Card>
      <ExportPreview
        columns={cols}
        campaigns={saved?.Campaigns ?? []}
        valid={problems.length === 0}
      />
      {readOnly ? null : (
        <div className="flex flex-col gap-3">
          <FormFailure failure={failure} />
          <div>
            <Button type="submit" loading={submitting}>
              {saved === undefined ? t("exports.create") : t("exports.save")}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
