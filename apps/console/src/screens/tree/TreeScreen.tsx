import { can } from "@canvass/sdk/permissions";
import { Card, PageHeader, SearchBox, TreeView, buildTree } from "@canvass/ui";
import { useCallback, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";
import { MoveTeamDialog } from "./MoveTeamDialog";
import { TreeLoadFailure } from "./TreeLoadFailure";
import { isMovableTeam, titleOf, treeItemsOf, treeTotals } from "./tree-items";
import { useMoveTeam } from "./use-move-team";
import { useTeamTree } from "./use-team-tree";
import { roleLabel, useTreeLabels } from "./use-tree-labels";

/** The search term's URL parameter: a search can be bookmarked and shared. */
const SEARCH_PARAM = "q";

/**
 * `/tree`: the team hierarchy the operator may see, with each team's counts and role, a search,
 * links to the teams' profiles and, with EditTeam, moving a team by dragging it onto its new
 * parent or through the "Move…" picker (both confirmed before saving).
 */
export function TreeScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { services } = useRuntime();
  const permissions = usePermissions();
  const mayMove = permissions !== null && can(permissions, "EditTeam");
  const [params, setParams] = useSearchParams();
  const term = params.get(SEARCH_PARAM) ?? "";
  const { nodes, loading, error, reload } = useTeamTree(services.client);
  const [picking, setPicking] = useState<string | undefined>(undefined);
  const [moved, setMoved] = useState<string | undefined>(undefined);
  const labels = useTreeLabels(t);

  const items = useMemo(() => treeItemsOf(nodes ?? [], (role) => roleLabel(t, role)), [nodes, t]);
  const tree = useMemo(() => buildTree(items), [items]);
  const ids = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const title = useCallback((id: string) => titleOf(nodes ?? [], id), [nodes]);
  const requestMove = useMoveTeam({
    client: services.client,
    t,
    titleOf: title,
    reload,
    onMoved: setMoved,
  });
  const totals = treeTotals(nodes ?? []);

  const setTerm = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "") next.delete(SEARCH_PARAM);
        else next.set(SEARCH_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame width="wide">
      <PageHeader
        title={t("route.tree")}
        description={
          nodes === undefined
            ? t("tree.description")
            : t("tree.summary", {
                teams: totals.teams,
                players: totals.players,
                active: totals.active,
              })
        }
      />
      {error === undefined ? null : (
        <TreeLoadFailure
          error={error}
          onRetry={() => {
            reload();
          }}
        />
      )}
      {nodes === undefined && error !== undefined ? null : (
        <Card>
          <TreeView
            items={items}
            loading={loading}
            search={term}
            labels={labels}
            toolbar={
              <SearchBox
                value={term}
                onValueChange={setTerm}
                className="max-w-sm"
                labels={{
                  label: t("tree.search.label"),
                  placeholder: t("tree.search.placeholder"),
                  clear: t("tree.search.clear"),
                }}
              />
            }
            getHref={(item) => `/team/${encodeURIComponent(item.id)}`}
            onOpen={(id) => {
              void navigate(`/team/${encodeURIComponent(id)}`);
            }}
            canMove={(item) => isMovableTeam(item, ids)}
            reveal={moved}
            {...(mayMove ? { onMoveRequest: requestMove, onMovePick: setPicking } : {})}
          />
        </Card>
      )}
      {mayMove ? (
        <MoveTeamDialog
          tree={tree}
          teamId={picking}
          onPick={(teamId, parentId) => {
            setPicking(undefined);
            requestMove(teamId, parentId);
          }}
          onClose={() => {
            setPicking(undefined);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
