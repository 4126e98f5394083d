/** What the dashboard e2e files read off a drawn dashboard. */
import type { Page } from "playwright-core";

/** Every panel's name on the dashboard, top to bottom (the KPI tiles as one, "Kpis"). */
export async function panelNames(page: Page): Promise<string[]> {
  return page.locator("[data-slot=dashboard-panels] > *").evaluateAll((elements) =>
    elements.map((element) => {
      if (element.querySelector("[data-slot=dashboard-kpis]") !== null) return "Kpis";
      const labelled = element.getAttribute("aria-labelledby");
      const label =
        labelled === null ? null : element.ownerDocument.getElementById(labelled)?.textContent;
      return (element.getAttribute("aria-label") ?? label ?? "?").trim();
    }),
  );
}
