import { can } from "@canvass/sdk/permissions";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { Badge, Button, Card, EmptyState, FormField, Spinner } from "@canvass/ui";
import { useSearchParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { PageFrame } from "../../patterns/page/PageFrame";
import { PlayerFilter } from "../subs/PlayerFilter";
import { ChecklistEditor } from "./ChecklistEditor";
import { EarReview } from "./EarReview";

const REVIEWS = ["all", "unreviewed", "reviewed", "flagged"] as const;
type ReviewFilter = (typeof REVIEWS)[number];

/** A day `YYYY-MM-DD` as the start or end of that day in UTC (the queue's date filter). */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? "23:59:59.999" : "00:00:00.000"}Z`;
}

/**
 * The digital ear (issue 25, decisions 0042 and 0053): the queue of submissions with recordings,
 * filtered by campaign, team, fundraiser (the /subs search-as-you-type picker), date and review
 * (in the address), and the chosen one's player, transcript and QA checklist beside it; with
 * `?checklist=edit` the checklist editor instead. Admin only (the route gate's ViewDigitalEar).
 */
export function EarPage() {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const [params, setParams] = useSearchParams();
  const review = (REVIEWS as readonly string[]).includes(params.get("review") ?? "")
    ? (params.get("review") as ReviewFilter)
    : "all";
  const campaign = params.get("campaign") ?? "";
  const team = params.get("team") ?? "";
  const player = params.get("player") ?? "";
  const editing = params.get("checklist") === "edit";
  const permissions = usePermissions();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const selected = params.get("id") ?? "";
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === "" || (name === "review" && value === "all")) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: name !== "id" });
  };
  const after = dayBound(from, false);
  const before = dayBound(to, true);
  const query = {
    Review: review,
    PageSize: 200,
    ...(campaign === "" ? {} : { Campaign: campaign }),
    ...(team === "" ? {} : { Team: team }),
    ...(player === "" ? {} : { Player: player }),
    ...(after === undefined ? {} : { After: after }),
    ...(before === undefined ? {} : { Before: before }),
  };
  const queue = useApiQuery(`ear-queue:${JSON.stringify(query)}`, (signal) =>
    client.call("listEarQueue", { params: { query }, signal }),
  );
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const teams = useApiQuery("teams:ear", (signal) =>
    client.call("listTeams", { params: { query: { PageSize: FETCH_ALL_PAGE_SIZE } }, signal }),
  );
  const items = queue.data?.Result ?? [];
  const chosen = items.find((item) => item.ID === selected);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const select = "rounded-md border border-line bg-surface px-2 py-1 text-sm text-fg";

  return (
    <PageFrame width="full" data-screen="digital-ear">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{t("ear.title")}</h1>
        {editing ? null : (
          <Button
            variant="link"
            onClick={() => {
              set("checklist", "edit");
            }}
          >
            {t("ear.editChecklist")}
          </Button>
        )}
      </div>
      {editing ? (
        <ChecklistEditor
          onClose={() => {
            set("checklist", "");
          }}
        />
      ) : (
        <>
          <div
            className="flex flex-wrap items-end gap-3"
            role="search"
            aria-label={t("ear.filters")}
          >
            <FormField label={t("ear.filter.review")} className="w-44">
              {(control) => (
                <select
                  {...control}
                  className={select}
                  value={review}
                  onChange={(event) => {
                    set("review", event.currentTarget.value);
                  }}
                >
                  {REVIEWS.map((value) => (
                    <option key={value} value={value}>
                      {t(`ear.review.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t("ear.filter.campaign")} className="w-56">
              {(control) => (
                <select
                  {...control}
                  className={select}
                  value={campaign}
                  onChange={(event) => {
                    set("campaign", event.currentTarget.value);
                  }}
                >
                  <option value="">{t("list.any")}</option>
                  {(campaigns.data?.Result ?? []).map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.title}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t("ear.filter.team")} className="w-56">
              {(control) => (
                <select
                  {...control}
                  className={select}
                  value={team}
                  onChange={(event) => {
                    set("team", event.currentTarget.value);
                  }}
                >
                  <option value="">{t("list.any")}</option>
                  {(teams.data?.Result ?? []).map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.title}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <PlayerFilter
              values={player === "" ? [] : [player]}
              onChange={(values) => {
                set("player", values[0] ?? "");
              }}
              enabled={permissions !== null && can(permissions, "ViewUserList")}
              labels={{ label: t("ear.filter.player"), any: t("ear.filter.playerAny") }}
            />
            <FormField label={t("ear.filter.from")} className="w-40">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={select}
                  value={from}
                  onChange={(event) => {
                    set("from", event.currentTarget.value);
                  }}
                />
              )}
            </FormField>
            <FormField label={t("ear.filter.to")} className="w-40">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={select}
                  value={to}
                  onChange={(event) => {
                    set("to", event.currentTarget.value);
                  }}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
            <Card title={t("ear.queue", { count: queue.data?.Count ?? 0 })} headingLevel={2} flush>
              {queue.loading && queue.data === undefined ? (
                <Spinner label={t("ear.loading")} />
              ) : items.length === 0 ? (
                <EmptyState title={t("ear.empty")} />
              ) : (
                <ul
                  className="flex max-h-[70vh] flex-col overflow-auto"
                  aria-label={t("ear.queueList")}
                >
                  {items.map((item) => (
                    <li key={item.ID}>
                      <button
                        type="button"
                        aria-current={item.ID === selected ? "true" : undefined}
                        data-slot="ear-queue-item"
                        onClick={() => {
                          set("id", item.ID);
                        }}
                        className="flex w-full flex-col gap-1 border-b border-line px-3 py-2 text-start text-sm hover:bg-surface-muted aria-[current=true]:bg-primary-soft"
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="font-medium tabular-nums">{item.ID}</span>
                          {item.Review === null ? (
                            <Badge tone="neutral">{t("ear.review.unreviewed")}</Badge>
                          ) : (
                            <Badge tone={item.Review.status === "flagged" ? "danger" : "success"}>
                              {t("ear.scoreShort", { score: item.Review.score })}
                            </Badge>
                          )}
                        </span>
                        <span className="text-fg-muted">
                          {item.CampaignName} · {item.PlayerName ?? "—"}
                        </span>
                        <span className="text-xs text-fg-muted">
                          {dateFormat.format(new Date(item.Received))}
                          {item.Transcribed ? ` · ${t("ear.transcribed")}` : ""}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            {chosen === undefined ? (
              <EmptyState title={t("ear.choose")} />
            ) : (
              <EarReview
                key={chosen.ID}
                item={chosen}
                onSaved={() => {
                  queue.reload();
                }}
              />
            )}
          </div>
        </>
      )}
    </PageFrame>
  );
}
