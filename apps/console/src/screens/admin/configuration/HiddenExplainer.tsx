/**
 * "Why is this hidden?": pick a user and an area; the SDK's `explainRoute` runs the permission
 * table over that user's access (`getPlayerAccess`: role, root team, team and client flags, the
 * team's exemptions) and this host's features, and names what hides the area — a restriction flag
 * and where it was set, a feature switch, the root team, or the role.
 */
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { explainRoute, isRoutePattern } from "@canvass/sdk/permissions";
import { Badge, Card, Dropdown, FormField, type DropdownOption } from "@canvass/ui";
import { useState } from "react";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { EntityState, useApiQuery } from "../../../patterns";
import { ROUTES, titleKey } from "../../../routing/route-table";
import { dropdownLabels } from "../../teams/team-words";
import { gateTexts } from "./cause-words";

function Picker(props: {
  readonly label: string;
  readonly options: readonly DropdownOption[];
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly loading?: boolean;
}) {
  const t = useT();
  return (
    <FormField label={props.label} className="min-w-56 flex-1">
      {(control) => (
        <Dropdown
          {...control}
          options={props.options}
          value={props.value}
          searchable
          loading={props.loading}
          fullWidth
          labels={dropdownLabels(t)}
          onValueChange={(next) => {
            props.onChange(String(next));
          }}
        />
      )}
    </FormField>
  );
}

function Explanation({ player, route }: { readonly player: string; readonly route: string }) {
  const t = useT();
  const { services, settings } = useRuntime();
  const access = useApiQuery(`configuration:access:${player}`, (signal) =>
    services.client.call("getPlayerAccess", { params: { path: { id: player } }, signal }),
  );
  if (access.data === undefined)
    return <EntityState error={access.error} onRetry={access.reload} />;
  if (!isRoutePattern(route)) return null;
  const answer = explainRoute({ ...access.data, features: settings.features }, route);
  return (
    <div aria-live="polite" className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm">
        <Badge tone={answer.open ? "success" : "warning"}>
          {answer.open ? t("admin.configuration.open") : t("admin.configuration.hidden")}
        </Badge>
        {access.data.active ? null : t("admin.configuration.inactive")}
      </p>
      <ul className="flex flex-col gap-2">
        {answer.gates.map((gate) => (
          <li key={gate.permission} className="text-sm">
            <span className="font-medium">{gate.permission}</span>{" "}
            <span className="text-muted-foreground">({gate.rule})</span>
            {gate.holds ? (
              <span> — {t("admin.configuration.holds")}</span>
            ) : (
              <ul className="ml-5 list-disc">
                {gateTexts(t, gate).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HiddenExplainer() {
  const t = useT();
  const { client } = useRuntime().services;
  const [player, setPlayer] = useState<string | null>(null);
  const [route, setRoute] = useState<string | null>(null);
  const players = useApiQuery("configuration:players", (signal) =>
    client.call("listPlayers", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "username" } },
      signal,
    }),
  );
  const playerOptions = (players.data?.Result ?? []).map((row) => ({
    value: row.id,
    display: row.username,
    subtext: row.full_name,
  }));
  const routeOptions = ROUTES.filter((entry) => entry.kind === "screen").map((entry) => ({
    value: entry.pattern,
    display: t(titleKey(entry)),
    subtext: entry.pattern,
  }));
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-base font-semibold">{t("admin.configuration.explainer")}</h2>
      <div className="flex flex-wrap gap-4">
        <Picker
          label={t("admin.configuration.user")}
          options={playerOptions}
          value={player}
          loading={players.data === undefined}
          onChange={setPlayer}
        />
        <Picker
          label={t("admin.configuration.area")}
          options={routeOptions}
          value={route}
          onChange={setRoute}
        />
      </div>
      {player !== null && route !== null ? <Explanation player={player} route={route} /> : null}
    </Card>
  );
}
