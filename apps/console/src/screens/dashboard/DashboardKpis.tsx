/**
 * The KPI tiles: sign-ups, cancels, cancel rate and check-ins first, then the amount and the
 * average gift of each currency (amounts in different currencies are never added).
 */
import type { CallData } from "@canvass/sdk/client";
import { changeRatio } from "@canvass/sdk/dashboard";
import { formatMoney, formatNumber } from "@canvass/sdk/money";
import { KpiTile } from "@canvass/ui";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";

type Kpis = CallData<"getDashboard">["Kpis"];

export function DashboardKpis({ kpis }: { readonly kpis: Kpis }) {
  const t = useT();
  const locale = useLocale();
  const percent = (value: number) =>
    formatNumber(value, locale, { style: "percent", maximumFractionDigits: 1 });
  const signedPercent = (value: number) =>
    formatNumber(value, locale, {
      style: "percent",
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
  const tile = (
    key: string,
    label: string,
    value: number,
    previous: number,
    format: (value: number) => string,
    goodWhen: "up" | "down" = "up",
  ) => {
    const change = changeRatio(value, previous);
    return (
      <KpiTile
        key={key}
        label={label}
        value={format(value)}
        change={change}
        goodWhen={goodWhen}
        {...(change === undefined ? {} : { changeText: signedPercent(change) })}
        previousText={t("dashboard.kpi.previous", { value: format(previous) })}
      />
    );
  };
  const count = (value: number) => formatNumber(value, locale);
  return (
    <div
      data-slot="dashboard-kpis"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {tile(
        "signups",
        t("dashboard.kpi.signUps"),
        kpis.SignUps.Value,
        kpis.SignUps.Previous,
        count,
      )}
      {tile(
        "cancels",
        t("dashboard.kpi.cancels"),
        kpis.Cancels.Value,
        kpis.Cancels.Previous,
        count,
        "down",
      )}
      {tile(
        "cancelRate",
        t("dashboard.kpi.cancelRate"),
        kpis.CancelRate.Value,
        kpis.CancelRate.Previous,
        percent,
        "down",
      )}
      {tile(
        "checkins",
        t("dashboard.kpi.checkins"),
        kpis.Checkins.Value,
        kpis.Checkins.Previous,
        count,
      )}
      {kpis.Amounts.flatMap((amount) => {
        const money = (value: number) => formatMoney(value, amount.Currency, locale);
        return [
          tile(
            `amount-${amount.Currency}`,
            t("dashboard.kpi.amount", { currency: amount.Currency }),
            amount.Sum,
            amount.PreviousSum,
            money,
          ),
          tile(
            `average-${amount.Currency}`,
            t("dashboard.kpi.average", { currency: amount.Currency }),
            amount.Average,
            amount.PreviousAverage,
            money,
          ),
        ];
      })}
    </div>
  );
}
