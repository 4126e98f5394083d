/**
 * `/instance/{id}/new` (a new instance of export `id`) and `/export/{exportId}/instance/{id}`:
 * the instance form and, for a saved instance, its run panel. Editing needs
 * CreateExports / UpdateExports (admin); running needs RunExports (admin or manager).
 */
import { isHttpError } from "@canvass/sdk/client";
import { can } from "@canvass/sdk/permissions";
import { EmptyState, PageHeader } from "@canvass/ui";
import { Link, useParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, PageFrame, useApiQuery } from "../../patterns";
import { InstanceForm } from "./InstanceForm";
import { RunPanel } from "./RunPanel";

export function NewInstancePage() {
  const { id = "" } = useParams();
  return <InstanceScreen exportId={id} optionId={undefined} />;
}

export function InstancePage() {
  const { exportId = "", id = "" } = useParams();
  return <InstanceScreen exportId={exportId} optionId={id} />;
}

function InstanceScreen({
  exportId,
  optionId,
}: {
  readonly exportId: string;
  readonly optionId: string | undefined;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const creating = optionId === undefined;
  const mayWrite =
    permissions !== null && can(permissions, creating ? "CreateExports" : "UpdateExports");
  const mayRun = permissions !== null && can(permissions, "RunExports");
  const definition = useApiQuery(`export:${exportId}`, (signal) =>
    client.call("getExport", { params: { path: { id: exportId } }, signal }),
  );
  const option = useApiQuery(
    `export-option:${optionId ?? ""}`,
    (signal) =>
      client.call("getExportOption", { params: { path: { id: optionId ?? "" } }, signal }),
    !creating,
  );
  const name = definition.data?.Description ?? exportId;
  const title = creating
    ? t("exports.instance.newTitle", { name })
    : t("exports.instance.editTitle", { name: option.data?.Description ?? optionId });
  const missing = (error: unknown) => isHttpError(error) && error.status === 404;
  let body;
  if (
    missing(definition.error) ||
    missing(option.error) ||
    (option.data !== undefined && option.data.ExportID !== exportId)
  ) {
    body = <EmptyState title={t(creating ? "exports.notFound" : "exports.instance.notFound")} />;
  } else if (definition.data === undefined) {
    body = <EntityState error={definition.error} onRetry={definition.reload} />;
  } else if (creating) {
    body = <InstanceForm exportId={exportId} readOnly={!mayWrite} />;
  } else if (option.data === undefined) {
    body = <EntityState error={option.error} onRetry={option.reload} />;
  } else {
    body = (
      <>
        <RunPanel optionId={option.data.ID} mayRun={mayRun} />
        <InstanceForm
          key={option.data.ID}
          exportId={exportId}
          saved={option.data}
          readOnly={!mayWrite}
          onSaved={option.reload}
        />
      </>
    );
  }
  return (
    <PageFrame width="wide" data-screen="export-instance">
      <PageHeader title={title} />
      <div>
        <Link
          to={`/export/${encodeURIComponent(exportId)}`}
          className="text-sm text-primary-text underline-offset-2 hover:underline"
        >
          {t("exports.instance.backToExport")}
        </Link>
      </div>
      {body}
    </PageFrame>
  );
}
