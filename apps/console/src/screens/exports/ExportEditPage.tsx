/**
 * `/export/new` and `/export/{id}`: the definition — description, format, delivery (download or
 * SFTP with its connection test) and the columns of the four types with a live preview — and,
 * for a saved export, its instances. Saving needs CreateExports / UpdateExports (admin); a
 * manager sees the same page read-only and runs the instances.
 */
import { isHttpError } from "@canvass/sdk/client";
import { EXPORT_FORMATS } from "@canvass/sdk/settings";
import { can } from "@canvass/sdk/permissions";
import { EmptyState, PageHeader } from "@canvass/ui";
import { useParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, PageFrame, useApiQuery } from "../../patterns";
import { ExportForm } from "./ExportForm";
import { InstancesCard } from "./InstancesCard";

export function ExportEditPage() {
  const t = useT();
  const { id = "new" } = useParams();
  const creating = id === "new";
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const mayWrite =
    permissions !== null && can(permissions, creating ? "CreateExports" : "UpdateExports");
  const found = useApiQuery(
    `export:${id}`,
    (signal) => client.call("getExport", { params: { path: { id } }, signal }),
    !creating,
  );
  const title = creating
    ? t("exports.newTitle")
    : t("exports.editTitle", { name: found.data?.Description ?? id });
  let body;
  if (creating) {
    body = <ExportForm readOnly={!mayWrite} formats={EXPORT_FORMATS} />;
  } else if (found.data === undefined) {
    body =
      isHttpError(found.error) && found.error.status === 404 ? (
        <EmptyState title={t("exports.notFound")} />
      ) : (
        <EntityState error={found.error} onRetry={found.reload} />
      );
  } else {
    body = (
      <>
        <ExportForm
          key={found.data.Updated}
          saved={found.data}
          readOnly={!mayWrite}
          formats={EXPORT_FORMATS}
          onSaved={found.reload}
        />
        <InstancesCard exportId={found.data.ID} mayCreate={mayWrite} />
      </>
    );
  }
  return (
    <PageFrame width="wide" data-screen="export">
      <PageHeader
        title={title}
        description={
          !creating && !mayWrite && found.data !== undefined ? t("exports.readOnly") : undefined
        }
      />
      {body}
    </PageFrame>
  );
}
