/** `/team/new`, `/team/{id}/edit/general` and `/team/{id}/edit/optional` in their edit frame. */
import { usePermissions } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EditFrame, EntityState, PictureCard } from "../../patterns";
import { teamEditTabs } from "./team-edit-tabs";
import { TeamGeneralForm } from "./TeamGeneralForm";
import { TeamOptionalForm } from "./TeamOptionalForm";
import { useTeam } from "./use-team";

export function TeamNewPage() {
  const t = useT();
  return (
    <EditFrame
      title={t("teams.newTitle")}
      tabsLabel={t("teams.newTitle")}
      tabs={[]}
      current="general"
    >
      <TeamGeneralForm />
    </EditFrame>
  );
}

function TeamEditPage({ page }: { readonly page: "general" | "optional" }) {
  const t = useT();
  const permissions = usePermissions();
  const query = useTeam();
  const team = query.data;
  if (team === undefined) return <EntityState error={query.error} onRetry={query.reload} />;
  return (
    <EditFrame
      title={t("teams.editTitle", { title: team.title })}
      tabsLabel={t("teams.editTabs")}
      tabs={teamEditTabs(team.id, permissions, t)}
      current={page}
    >
      {page === "general" ? (
        <>
          <PictureCard owner="team" id={team.id} name={team.title} />
          <TeamGeneralForm key={team.id} team={team} />
        </>
      ) : (
        <TeamOptionalForm key={team.id} team={team} />
      )}
    </EditFrame>
  );
}

export const TeamEditGeneralPage = () => <TeamEditPage page="general" />;
export const TeamEditOptionalPage = () => <TeamEditPage page="optional" />;
