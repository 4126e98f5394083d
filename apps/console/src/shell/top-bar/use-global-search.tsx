import {
  createSearchActors,
  searchMachine,
  selectSearchView,
  type NavigateParams,
} from "@canvass/machines";
import { searchSections, type PermissionContext } from "@canvass/sdk/permissions";
import { SearchPopup } from "@canvass/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, type ReactElement, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { renderSearchResultLink } from "./search-result-link";
import { searchPopupLabels } from "./top-bar-labels";

/** The TopBar props of the global search. */
export interface GlobalSearchProps {
  readonly showSearch: boolean;
  readonly searchValue: string;
  readonly onSearchChange: (term: string) => void;
  readonly renderSearchPopup: (field: ReactElement) => ReactNode;
}

/**
 * The global search (spec §2): a search actor for this operator, its `navigate` action done by
 * react-router, and the TopBar props that show its input and hang its popup under the field.
 * The machine debounces, skips short terms, checks hex ids and jumps to a single result; this
 * only renders its view and sends the popup's events. The caller remounts it (a `key`) when the
 * operator changes, since the actor takes the permissions once.
 */
export function useGlobalSearch(permissions: PermissionContext): GlobalSearchProps {
  const t = useT();
  const { services } = useRuntime();
  const navigate = useNavigate();
  const actors = useMemo(() => createSearchActors(services.client), [services.client]);
  const machine = searchMachine.provide({
    actors,
    actions: {
      navigate: (_, params: NavigateParams) => {
        void navigate(params.path);
      },
    },
  });
  const actor = useActorRef(machine, { input: { permissions } });
  const view = useSelector(actor, selectSearchView);
  const input = useSelector(actor, (snapshot) => snapshot.context.input);
  const results = useSelector(actor, (snapshot) => snapshot.context.results);

  return {
    showSearch: searchSections(permissions).length > 0,
    searchValue: input,
    onSearchChange: (value) => {
      actor.send({ type: "search.input", value });
    },
    renderSearchPopup: (field) => (
      <SearchPopup
        status={view.status}
        results={results}
        sections={view.sections}
        viewAllPath={view.viewAllPath}
        onClose={() => {
          actor.send({ type: "search.close" });
        }}
        onResultClick={(path) => {
          actor.send({ type: "search.select", path });
        }}
        onViewAll={() => {
          actor.send({ type: "search.viewAll" });
        }}
        renderLink={renderSearchResultLink}
        labels={searchPopupLabels(t)}
      >
        {field}
      </SearchPopup>
    ),
  };
}
