/**
 * Two-step verification of the donor (`twoStep` of `settings/general.json`): a one-time code sent
 * by e-mail and/or SMS, its length in digits and how many minutes it stays valid. With neither
 * channel on, the field app skips the step.
 */
import {
  booleanProblems,
  integerProblems,
  objectProblems,
  type SettingsProblem,
} from "./settings-problem";

export const TWO_STEP_CODE_LENGTH = { minimum: 4, maximum: 10 } as const;
export const TWO_STEP_EXPIRY_MINUTES = { minimum: 1, maximum: 60 } as const;

export interface TwoStepSettings {
  readonly email: boolean;
  readonly sms: boolean;
  readonly codeLength: number;
  readonly expiryMinutes: number;
}

export const DEFAULT_TWO_STEP: TwoStepSettings = {
  email: false,
  sms: false,
  codeLength: 6,
  expiryMinutes: 10,
};

/** Whether the donor is asked for a code at all. */
export const twoStepEnabled = (settings: TwoStepSettings): boolean =>
  settings.email || settings.sms;

export function twoStepProblems(value: unknown, prefix = "/twoStep"): SettingsProblem[] {
  const shape = objectProblems(value, prefix);
  if (shape.length > 0) return shape;
  const { email, sms, codeLength, expiryMinutes } = value as Record<string, unknown>;
  return [
    ...booleanProblems(email, `${prefix}/email`),
    ...booleanProblems(sms, `${prefix}/sms`),
    ...integerProblems(codeLength, TWO_STEP_CODE_LENGTH, `${prefix}/codeLength`),
    ...integerProblems(expiryMinutes, TWO_STEP_EXPIRY_MINUTES, `${prefix}/expiryMinutes`),
  ];
}
