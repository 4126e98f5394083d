/**
 * The feedback popup in the reader's language: the counter screen readers hear ("characters
 * left") comes from the locale's messages, not the design system's English default.
 */
import { FeedbackPopup } from "@canvass/ui";
import { cleanup, render, screen } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Messages } from "../../i18n/messages";
import { messages as enCA } from "../../i18n/messages/topbar/en-CA";
import { messages as esES } from "../../i18n/messages/topbar/es-ES";
import { messages as frCA } from "../../i18n/messages/topbar/fr-CA";
import type { Translate } from "../../i18n/use-t";
import { feedbackPopupLabels } from "./top-bar-labels";

function translator(locale: string, messages: Messages): Translate {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>);
}

afterEach(cleanup);

describe("the feedback popup's screen-reader counter", () => {
  it.each([
    ["en-CA", enCA, /^4,998 characters left$/u],
    ["fr-CA", frCA, /^4\s998 caractères restants$/u],
    ["es-ES", esES, /^Quedan 4\.?998 caracteres$/u],
  ] as const)("speaks %s", (locale, messages, expected) => {
    const t = translator(locale, messages);
    render(
      <FeedbackPopup
        open
        onOpenChange={() => undefined}
        text="ok"
        onSubmit={() => undefined}
        labels={feedbackPopupLabels(t)}
      />,
    );
    const field = screen.getByRole("textbox", { name: t("topbar.feedback.field") });
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ");
    const spoken = described
      .map((id) => document.getElementById(id))
      .find((element) => element?.getAttribute("aria-live") === "polite");
    expect(spoken?.textContent).toMatch(expected);
  });
});
