/**
 * `/client/new` and `/client/{id}` (EditClients). New: the name and flags; once created, the page
 * of the new client opens to assign its campaigns. Existing: the same form, the campaign
 * assignments (assignment picker), the client's users with links, and "Delete" (confirmed).
 */
import { can } from "@canvass/sdk/permissions";
import { Button, Card, PageHeader } from "@canvass/ui";
import { useNavigate, useParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, PageFrame, useApiQuery } from "../../patterns";
import { useConfirm, useNotify } from "../../shell/use-notify";
import { ClientAssignmentsCard } from "./ClientAssignmentsCard";
import { ClientForm } from "./ClientForm";
import { ClientUsersCard } from "./ClientUsersCard";
import type { ClientRow } from "./client-values";

function useDeleteClient() {
  const t = useT();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  return (row: ClientRow) => {
    confirm({
      title: t("clients.deleteTitle", { name: row.name }),
      description: t("clients.deleteBody"),
      severity: "error",
      continueText: t("clients.delete"),
      cancelText: t("form.cancel"),
      onContinue: async () => {
        const answer = await client.call("deleteClient", { params: { path: { id: row.id } } });
        if (answer.ok) {
          notify({ title: t("clients.deleted", { name: row.name }), severity: "success" });
          void navigate("/clients");
        } else {
          notify({ title: t("clients.deleteFailed", { name: row.name }), severity: "error" });
        }
      },
    });
  };
}

function NewClientPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <PageFrame width="form" data-screen="client-new">
      <PageHeader title={t("clients.newTitle")} />
      <Card>
        <ClientForm
          onSaved={(saved) => {
            void navigate(`/client/${encodeURIComponent(saved.id)}`);
          }}
        />
      </Card>
    </PageFrame>
  );
}

function ExistingClientPage({ id }: { readonly id: string }) {
  const t = useT();
  const permissions = usePermissions();
  const { client } = useRuntime().services;
  const remove = useDeleteClient();
  const query = useApiQuery(`clients:${id}`, (signal) =>
    client.call("getClient", { params: { path: { id } }, signal }),
  );
  const row = query.data;
  if (row === undefined) return <EntityState error={query.error} onRetry={query.reload} />;
  const mayEdit = permissions !== null && can(permissions, "EditClients");
  return (
    <PageFrame width="form" data-screen="client">
      <PageHeader
        title={row.name}
        meta={t("clients.campaignCount", { count: row.campaigns.length })}
        actions={
          mayEdit ? (
            <Button
              variant="secondary"
              onClick={() => {
                remove(row);
              }}
            >
              {t("clients.delete")}
            </Button>
          ) : undefined
        }
      />
      <Card title={t("clients.editTitle")}>
        <ClientForm key={row.id} client={row} onSaved={query.reload} />
      </Card>
      <ClientAssignmentsCard clientId={row.id} editable={mayEdit} onChanged={query.reload} />
      <ClientUsersCard clientId={row.id} />
    </PageFrame>
  );
}

export function ClientPage() {
  const { id = "new" } = useParams();
  return id === "new" ? <NewClientPage /> : <ExistingClientPage key={id} id={id} />;
}
