/**
 * The builder's problems (codes by JSON pointer, `/fields/3/labels/fr-CA`) grouped by row and
 * worded: "Label (fr-CA): Too short or empty." The form's own codes (`regex`, `options`,
 * `notAllowed`) have their own words; the rest are the console's field problem words.
 */
import type { Translate } from "../../../i18n/use-t";
import { problemCodeText } from "../../../patterns/form/problem-words";

const OWN_CODES = new Set(["regex", "options", "notAllowed"]);

function codeText(t: Translate, code: string): string {
  if (OWN_CODES.has(code)) return t(`campaignEdit.form.problem.${code}`);
  return problemCodeText(t, code) ?? t("problem.field.invalid");
}

/** The worded problems of row `index`. */
export function rowProblems(
  t: Translate,
  problems: Readonly<Record<string, string>>,
  index: number,
): string[] {
  const prefix = `/fields/${String(index)}`;
  return Object.entries(problems)
    .filter(([pointer]) => pointer === prefix || pointer.startsWith(`${prefix}/`))
    .map(([pointer, code]) => {
      const [property = "", detail] = pointer.slice(prefix.length + 1).split("/");
      const known = ["name", "type", "label", "labels", "required", "validator", "mask", "options"];
      const what = known.includes(property) ? t(`campaignEdit.form.property.${property}`) : "";
      const where = detail === undefined ? what : `${what} (${detail})`;
      return where === "" ? codeText(t, code) : `${where}: ${codeText(t, code)}`;
    });
}

/** The problems not of one row (the whole form: `/fields` itself, `/version`). */
export function formLevelProblems(t: Translate, problems: Readonly<Record<string, string>>) {
  return Object.entries(problems)
    .filter(([pointer]) => !/^\/fields\/\d+/u.test(pointer))
    .map(([, code]) => codeText(t, code));
}
