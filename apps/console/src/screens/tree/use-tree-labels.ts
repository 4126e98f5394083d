import type { Role } from "@canvass/sdk/permissions";
import type { TreeViewLabels } from "@canvass/ui";
import { useMemo } from "react";
import { roleName } from "../../i18n/glossary";
import type { Translate } from "../../i18n/use-t";

/** The tree view's texts in the active locale. */
export function useTreeLabels(t: Translate): TreeViewLabels {
  return useMemo(
    () => ({
      tree: t("tree.label"),
      expandAll: t("tree.expandAll"),
      collapseAll: t("tree.collapseAll"),
      move: (team: string) => t("tree.move.action", { team }),
      dragHint: t("tree.dragHint"),
      players: (count: number) => t("tree.count.players", { count }),
      activePlayers: (count: number) => t("tree.count.active", { count }),
      subteams: (count: number) => t("tree.count.subteams", { count }),
      loading: t("tree.loading"),
      emptyTitle: t("tree.empty.title"),
      emptyDescription: t("tree.empty.body"),
      noMatchesTitle: (term: string) => t("tree.noMatches.title", { term }),
      noMatchesDescription: t("tree.noMatches.body"),
    }),
    [t],
  );
}

/** A role's name, as the badge of a team. */
export function roleLabel(t: Translate, role: Role): string {
  return roleName(t, role);
}
