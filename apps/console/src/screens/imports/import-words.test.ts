/**
 * The run's own failures (the `import-run` job's `error`, one of the SDK's `IMPORT_RUN_FAILURES`
 * sentences) are worded in each of the eight locales; an error the SDK does not know keeps the
 * server's words. Uses react-intl's real formatter over the imports bundles.
 */
import { IMPORT_RUN_FAILURES, type ImportRunFailure } from "@canvass/sdk/imports";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Messages } from "../../i18n/messages";
import type { Translate } from "../../i18n/use-t";
import { runFailureText } from "./import-words";

const bundles = import.meta.glob<{ messages: Messages }>("../../i18n/messages/imports/*.ts", {
  eager: true,
});

function translator(locale: string): Translate {
  const module = bundles[`../../i18n/messages/imports/${locale}.ts`];
  if (module === undefined) throw new Error(`no imports messages for ${locale}`);
  const intl = createIntl({
    locale,
    messages: module.messages,
    onError: (error) => {
      throw error;
    },
  });
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>);
}

const CODES = Object.keys(IMPORT_RUN_FAILURES) as ImportRunFailure[];

describe("the run's own failures", () => {
  it("are worded in every locale, never as the server's English sentence", () => {
    expect(SUPPORTED_LOCALES).toHaveLength(8);
    for (const locale of SUPPORTED_LOCALES) {
      const t = translator(locale);
      for (const code of CODES) {
        const text = runFailureText(t, IMPORT_RUN_FAILURES[code]);
        expect(text, `${locale} ${code}`).not.toBe(IMPORT_RUN_FAILURES[code]);
        expect(text, `${locale} ${code}`).toBe(t(`imports.report.reason.${code}`));
      }
    }
  });

  it("words them in the locale's language", () => {
    expect(runFailureText(translator("fr-CA"), IMPORT_RUN_FAILURES.uploadGone)).toBe(
      "le fichier téléversé n'existe plus. Téléversez-le de nouveau.",
    );
    expect(runFailureText(translator("es-PE"), IMPORT_RUN_FAILURES.campaignGone)).toBe(
      "una de las campañas elegidas ya no existe.",
    );
    expect(runFailureText(translator("en-GB"), IMPORT_RUN_FAILURES.mapUnfit)).toBe(
      "the column mapping no longer fits the uploaded file.",
    );
  });

  it("keeps the words of an error the SDK does not know", () => {
    expect(runFailureText(translator("fr-CA"), "disk full")).toBe("disk full");
    expect(runFailureText(translator("fr-CA"), null)).toBe("");
  });

  it("counts the rows of a refused run with the locale's plurals", () => {
    expect(translator("en-CA")("imports.report.refused", { count: 1 })).toBe(
      "Nothing was written: 1 row has problems.",
    );
    expect(translator("es-ES")("imports.report.refused", { count: 5 })).toBe(
      "No se escribió nada: 5 filas tienen problemas.",
    );
  });
});
