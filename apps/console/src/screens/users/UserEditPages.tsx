import { canActOnUser } from "@canvass/sdk/permissions";
import { useParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EditFrame, EntityState, PictureCard, useApiQuery } from "../../patterns";
import { UserAccessCard } from "./UserAccessCard";
import { UserGeneralForm } from "./UserGeneralForm";
import { UserOptionalForm } from "./UserOptionalForm";
import { userEditTabs } from "./user-edit-tabs";

/** `/user/new`. */
export function UserNewPage() {
  const t = useT();
  return (
    <EditFrame
      title={t("users.newTitle")}
      tabsLabel={t("users.newTitle")}
      tabs={[]}
      current="general"
    >
      <UserGeneralForm />
    </EditFrame>
  );
}

function useUser() {
  const { id = "" } = useParams();
  const { client } = useRuntime().services;
  return useApiQuery(`player:${id}`, (signal) =>
    client.call("getPlayer", { params: { path: { id } }, signal }),
  );
}

/** `/user/{id}/edit/general` and `/user/{id}/edit/optional`. */
function UserEditPage({ page }: { readonly page: "general" | "optional" }) {
  const t = useT();
  const permissions = usePermissions();
  const player = useUser();
  const user = player.data;
  if (user === undefined) return <EntityState error={player.error} onRetry={player.reload} />;
  return (
    <EditFrame
      title={t("users.editTitle", { name: user.full_name })}
      description={user.username}
      tabsLabel={t("users.editTabs")}
      tabs={userEditTabs(user.id, permissions, t)}
      current={page}
    >
      {page === "general" ? (
        <>
          <PictureCard
            owner="user"
            id={user.id}
            name={user.full_name}
            recorded={user.has_picture}
          />
          <UserGeneralForm key={user.id} user={user} />
          {permissions === null ||
          canActOnUser(permissions, user, "setPassword") === "self" ? null : (
            <UserAccessCard user={user} />
          )}
        </>
      ) : (
        <UserOptionalForm key={user.id} user={user} />
      )}
    </EditFrame>
  );
}

export const UserEditGeneralPage = () => <UserEditPage page="general" />;
export const UserEditOptionalPage = () => <UserEditPage page="optional" />;
