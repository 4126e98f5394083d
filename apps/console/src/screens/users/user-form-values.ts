import { fieldLimits, limitPattern } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";

/** What the general user form edits. `password` only on creation (a separate action later). */
export interface UserFormValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  role: Role | "";
  team: string;
  password: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstname: "",
  lastname: "",
  username: "",
  email: "",
  role: "",
  team: "",
  password: "",
};

const NAME = fieldLimits("PlayerCreate", "firstname");
const USERNAME = fieldLimits("PlayerCreate", "username");
const PASSWORD = fieldLimits("PlayerCreate", "password");
const EMAIL = fieldLimits("PlayerCreate", "email");
const SET_PASSWORD = fieldLimits("PlayerPasswordUpdate", "Password");

/** A limit the contract must give (the form cannot work without it). */
function required(value: number | undefined, what: string): number {
  if (value === undefined) throw new Error(`The contract gives no ${what}`);
  return value;
}

/** The contract's limits of a new user (`PlayerCreate`), generated from `openapi/`. */
export const USER_LIMITS = {
  name: {
    min: required(NAME.minLength, "PlayerCreate.firstname minLength"),
    max: required(NAME.maxLength, "PlayerCreate.firstname maxLength"),
  },
  username: {
    min: required(USERNAME.minLength, "PlayerCreate.username minLength"),
    max: required(USERNAME.maxLength, "PlayerCreate.username maxLength"),
    pattern: limitPattern(USERNAME) ?? /^/,
  },
  password: {
    min: required(PASSWORD.minLength, "PlayerCreate.password minLength"),
    max: required(PASSWORD.maxLength, "PlayerCreate.password maxLength"),
  },
  email: { max: required(EMAIL.maxLength, "PlayerCreate.email maxLength") },
} as const;

/** The contract's limits of a password set by an admin or manager (`PlayerPasswordUpdate`). */
export const SET_PASSWORD_LIMITS = {
  min: required(SET_PASSWORD.minLength, "PlayerPasswordUpdate.Password minLength"),
  max: required(SET_PASSWORD.maxLength, "PlayerPasswordUpdate.Password maxLength"),
} as const;
