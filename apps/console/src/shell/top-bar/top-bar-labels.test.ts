import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Messages } from "../../i18n/messages";
import { messages as enCA } from "../../i18n/messages/topbar/en-CA";
import { messages as frCA } from "../../i18n/messages/topbar/fr-CA";
import type { Translate } from "../../i18n/use-t";
import { feedbackPopupLabels, searchPopupLabels, topBarLabels } from "./top-bar-labels";

/** `t` over one locale's topbar messages, as `useT()` makes it. */
function translator(locale: string, messages: Messages): Translate {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>);
}

describe("top bar labels", () => {
  it("names the search field and keeps the brand as configured", () => {
    const labels = topBarLabels(translator("en-CA", enCA), "Acme Canvass");
    expect(labels.search).toBe("Search");
    expect(labels.brand).toBe("Acme Canvass");
  });

  it("counts search results with the locale's plural rules", () => {
    const en = searchPopupLabels(translator("en-CA", enCA));
    expect(en.resultCount(1)).toBe("1 result");
    expect(en.resultCount(12)).toBe("12 results");
    const fr = searchPopupLabels(translator("fr-CA", frCA));
    expect(fr.resultCount(0)).toBe("0 résultat");
    expect(fr.resultCount(2)).toBe("2 résultats");
    expect(fr.sections.accounts).toBe("Soumissions");
  });

  it("formats the feedback counter's numbers for the locale", () => {
    expect(feedbackPopupLabels(translator("en-CA", enCA)).count(12, 5000)).toBe("12 / 5,000");
    expect(feedbackPopupLabels(translator("fr-CA", frCA)).count(12, 5000)).toMatch(
      /^12 \/ 5\s000$/u,
    );
  });
});
