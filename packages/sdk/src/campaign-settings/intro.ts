/**
 * The intro screen fundraisers see before a sign-up (`intro` of `settings/general.json`):
 * markdown-lite text, shown through the SDK's `markdownLite` converter (escaped HTML).
 */
import { markdownLite } from "../text/markdown-lite";
import { objectProblems, textProblems, type SettingsProblem } from "./settings-problem";

export interface IntroSettings {
  readonly text: string;
}

/** The longest intro text (characters); the screen is read on a phone. */
export const INTRO_MAX_LENGTH = 5000;

export const DEFAULT_INTRO: IntroSettings = { text: "" };

export function introProblems(value: unknown, prefix = "/intro"): SettingsProblem[] {
  const shape = objectProblems(value, prefix);
  if (shape.length > 0) return shape;
  const { text } = value as Record<string, unknown>;
  return textProblems(text, { maxLength: INTRO_MAX_LENGTH }, `${prefix}/text`);
}

/** The intro as the field app shows it: escaped HTML with headings, bold, italic and lists. */
export function introHtml(intro: IntroSettings): string {
  return markdownLite(intro.text);
}
